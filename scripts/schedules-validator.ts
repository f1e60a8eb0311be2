/**
 * Turns the schedules file's JSON Schema (schemas/cloud-agents.schema.json, the one source: editors read it, the
 * action checks files with it) into src/flow/schedules-validate.generated.ts with ajv's standalone code generation,
 * so the bundle holds the checking code alone and not ajv's compiler (which compiled the schema at run time before).
 * Every error is reported (allErrors: the reader words each one). Strict: a keyword ajv does not know or a type the
 * schema leaves unclear is an error in the schema, not something to skip; all but `strictRequired`, which would have
 * each `required` of a `oneOf` branch or a `not` declare again the properties its parent declares (noise in a schema
 * editors read). `npm run generate` writes it; test/schedules-validator.test.ts fails when it is stale.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';
import { format, resolveConfig } from 'prettier';

export const SCHEDULES_SCHEMA_PATH = fileURLToPath(
  new URL('../schemas/cloud-agents.schema.json', import.meta.url),
);
export const VALIDATOR_PATH = fileURLToPath(
  new URL('../src/flow/schedules-validate.generated.ts', import.meta.url),
);

const HEADER = `/**
 * Generated from schemas/cloud-agents.schema.json by \`npm run generate\` (ajv's standalone code). Do not edit by
 * hand: change the schema and generate again. A test fails when this file is stale.
 */
// @ts-nocheck: ajv's code, untyped; the export below is typed.
import type { ValidateFunction } from 'ajv/dist/2020.js';
`;

/** The validator's source, formatted as the project formats TypeScript (readable in the bundle too). */
export async function generateSchedulesValidator(): Promise<string> {
  const schema = JSON.parse(readFileSync(SCHEDULES_SCHEMA_PATH, 'utf8')) as object;
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    code: { source: true, esm: true },
  });
  // ajv's documented entry: require('ajv/dist/standalone').default.
  const code = standalone.default(ajv, ajv.compile(schema));
  // ajv's module exports the function twice (named and default) under its own name: one typed export instead.
  const exports = /^"use strict";export const validate = (\w+);export default \1;/.exec(code);
  if (!exports) {
    throw new Error(
      "ajv's standalone code no longer starts as expected: update scripts/schedules-validator.ts",
    );
  }
  const body = code.slice(exports[0].length);
  const source =
    HEADER +
    body +
    '\n/** Checks a schedules file read as JSON data; the errors (every one) are left on `validateSchedules.errors`. */\n' +
    `export const validateSchedules = ${exports[1]} as ValidateFunction;\n`;
  const options = await resolveConfig(VALIDATOR_PATH);
  return format(source, { ...options, filepath: VALIDATOR_PATH });
}
