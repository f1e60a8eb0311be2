import { writeFileSync } from 'node:fs';
import { generateSchema, SCHEMA_PATH } from './codegen.ts';

writeFileSync(SCHEMA_PATH, await generateSchema());
console.log(`wrote ${SCHEMA_PATH}`);
