import { writeFileSync } from 'node:fs';
import { generateSchema, generateShapes, SCHEMA_PATH, SHAPES_PATH } from './codegen.ts';
import { generateSchedulesValidator, VALIDATOR_PATH } from './schedules-validator.ts';

writeFileSync(SCHEMA_PATH, await generateSchema());
console.log(`wrote ${SCHEMA_PATH}`);
writeFileSync(SHAPES_PATH, generateShapes());
console.log(`wrote ${SHAPES_PATH}`);
writeFileSync(VALIDATOR_PATH, await generateSchedulesValidator());
console.log(`wrote ${VALIDATOR_PATH}`);
