import { writeFileSync } from 'node:fs';
import { generateSchema, generateShapes, SCHEMA_PATH, SHAPES_PATH } from './codegen.ts';

writeFileSync(SCHEMA_PATH, await generateSchema());
console.log(`wrote ${SCHEMA_PATH}`);
writeFileSync(SHAPES_PATH, generateShapes());
console.log(`wrote ${SHAPES_PATH}`);
