/**
 * Turns the JSON Schemas of the repository's files (schemas/cloud-agents.schema.json for the schedules file,
 * schemas/cloud-agent-benchmarks.schema.json for the benchmarks file: the one source each, editors read them and the
 * action checks files with them) into checking code with ajv's standalone code generation
 * (src/flow/schedules-validate.generated.ts, src/flow/benchmarks-validate.generated.ts), so the bundle holds the
 * checking code alone and not ajv's compiler. Every error is reported (allErrors: the reader words each one).
 * Strict: a keyword ajv does not know or a type the schema leaves unclear is an error in the schema, not something
 * to skip; all but `strictRequired`, which would have each `required` of a `oneOf` branch or a `not` declare again the
 * properties its parent declares (noise in a schema editors read). `npm run generate` writes them;
 * test/schedules-validator.test.ts fails when one is stale.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

/** A schema, the module generated from it, and the name and words of the function that module exports. */
export interface ValidatorSpec {
  schemaPath: string;
  outPath: string;
  exportName: string;
  /** What the function checks, for its comment: "a schedules file". */
  what: string;
}

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const SCHEDULES_VALIDATOR: ValidatorSpec = {
  schemaPath: at('../schemas/cloud-agents.schema.json'),
  outPath: at('../src/flow/schedules-validate.generated.ts'),
  exportName: 'validateSchedules',
  what: 'a schedules file',
};

export const BENCHMARKS_VALIDATOR: ValidatorSpec = {
  schemaPath: at('../schemas/cloud-agent-benchmarks.schema.json'),
  outPath: at('../src/flow/benchmarks-validate.generated.ts'),
  exportName: 'validateBenchmarks',
  what: 'a benchmarks file',
};

export const VALIDATORS = [SCHEDULES_VALIDATOR, BENCHMARKS_VALIDATOR];

export const SCHEDULES_SCHEMA_PATH = SCHEDULES_VALIDATOR.schemaPath;
export const VALIDATOR_PATH = SCHEDULES_VALIDATOR.outPath;

/** The options both the generated code and a run-time compile use (a test compares the two). */
export const AJV_OPTIONS = { allErrors: true, strict: true, strictRequired: false } as const;

const header = (spec: ValidatorSpec) => `/**
 * Generated from schemas/${spec.schemaPath.split(/[\\/]/).pop()} by \`npm run generate\` (ajv's standalone code). Do not edit by
 * hand: change the schema and generate again. A test fails when this file is stale.
 */
// @ts-nocheck: ajv's code, untyped; the export below is typed.
import type { ValidateFunction } from 'ajv/dist/2020.js';
`;

/** The keywords that only annotate (editors show them); they check nothing. */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples', 'default', 'deprecated']);
/** Where a schema holds subschemas: one, a list, or a map of them. */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const LIST = ['prefixItems', 'allOf', 'anyOf', 'oneOf'];
const MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

/**
 * The schema without its annotations, at every schema position (a property named `description` is kept): ajv's
 * standalone code embeds the schema objects it reads keys from, and their words would ship in the bundle for nothing.
 * The errors are the same (test/schedules-validator.test.ts compares them with the whole schema compiled).
 */
export function withoutAnnotations(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (ONE.includes(key)) out[key] = withoutAnnotations(value);
    else if (LIST.includes(key) && Array.isArray(value)) out[key] = value.map(withoutAnnotations);
    else if (MAP.includes(key) && typeof value === 'object' && value !== null)
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutAnnotations(v)]));
    else out[key] = value;
  }
  return out;
}

/**
 * `code` without the top-level constants nothing in it reads: ajv's standalone code declares every schema object it
 * compiled (the whole schema among them) whether its checks read it or not, and the bundle keeps what is declared.
 */
export function withoutUnread(code: string): string {
  const file = ts.createSourceFile('validate.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const reads = new Map<string, number>();
  const count = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) reads.set(node.text, (reads.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, count);
  };
  count(file);
  // A constant's own name is one of its identifiers: one more is a read.
  const unread = file.statements.filter(
    (statement) =>
      ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.every(
        (declaration) => ts.isIdentifier(declaration.name) && reads.get(declaration.name.text) === 1,
      ),
  );
  let out = code;
  for (const statement of unread.reverse())
    out = out.slice(0, statement.getStart(file)) + out.slice(statement.end);
  return out === code ? code : withoutUnread(out);
}

/** The validator's source, formatted as the project formats TypeScript (readable in the bundle too). */
export async function generateValidator(spec: ValidatorSpec): Promise<string> {
  const schema = withoutAnnotations(JSON.parse(readFileSync(spec.schemaPath, 'utf8'))) as object;
  const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true, esm: true } });
  // ajv's documented entry: require('ajv/dist/standalone').default.
  const code = standalone.default(ajv, ajv.compile(schema));
  // ajv's module exports the function twice (named and default) under its own name: one typed export instead.
  const exports = /^"use strict";export const validate = (\w+);export default \1;/.exec(code);
  if (!exports) {
    throw new Error(
      "ajv's standalone code no longer starts as expected: update scripts/schedules-validator.ts",
    );
  }
  const body = withoutUnread(code.slice(exports[0].length));
  const source =
    header(spec) +
    body +
    `\n/** Checks ${spec.what} read as JSON data; the errors (every one) are left on \`${spec.exportName}.errors\`. */\n` +
    `export const ${spec.exportName} = ${exports[1]} as ValidateFunction;\n`;
  const options = await resolveConfig(spec.outPath);
  return format(source, { ...options, filepath: spec.outPath });
}

/** The schedules file's validator (see generateValidator). */
export function generateSchedulesValidator(): Promise<string> {
  return generateValidator(SCHEDULES_VALIDATOR);
}
