import { writeFileSync } from 'node:fs';
import { generateSchema, generateShapes, SCHEMA_PATH, SHAPES_PATH } from './codegen.ts';
import { generateValidator, VALIDATORS } from './schedules-validator.ts';

writeFileSync(SCHEMA_PATH, await generateSchema());
console.log(`wrote ${SCHEMA_PATH}`);
writeFileSync(SHAPES_PATH, generateShapes());
console.log(`wrote ${SHAPES_PATH}`);
for (const spec of VALIDATORS) {
  writeFileSync(spec.outPath, await generateValidator(spec));
  console.log(`wrote ${spec.outPath}`);
}
