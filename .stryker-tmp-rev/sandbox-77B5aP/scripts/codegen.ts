/**
 * Turns the contract (openapi/cloud-agent.yaml) into src/client/schema.ts with openapi-typescript.
 * Enums marked `x-open-enum: true` become open unions (`'A' | 'B' | (string & {})`): callers get the known values
 * and an unknown one from a newer service still type-checks.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { parse } from 'yaml';
import type { Shape } from '../src/client/answers.ts';

export const CONTRACT_URL = new URL('../openapi/cloud-agent.yaml', import.meta.url);
export const SCHEMA_PATH = fileURLToPath(new URL('../src/client/schema.ts', import.meta.url));

const HEADER = `/**
 * Generated from openapi/cloud-agent.yaml by \`npm run generate\` (openapi-typescript). Do not edit by hand:
 * change the contract and generate again. A test fails when this file is stale.
 */

`;

function openEnum(values: unknown[], nullable: boolean): ts.TypeNode {
  const f = ts.factory;
  const members: ts.TypeNode[] = values
    .filter((v): v is string => typeof v === 'string')
    .map((v) => f.createLiteralTypeNode(f.createStringLiteral(v)));
  members.push(
    f.createIntersectionTypeNode([
      f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
      f.createTypeLiteralNode([]),
    ]),
  );
  if (nullable) members.push(f.createLiteralTypeNode(f.createNull()));
  return f.createUnionTypeNode(members);
}

export async function generateSchema(): Promise<string> {
  const ast = await openapiTS(CONTRACT_URL, {
    alphabetize: false,
    // A default is the service's business: a caller may still leave the field out.
    defaultNonNullable: false,
    transform(schemaObject) {
      const schema = schemaObject as { enum?: unknown[]; type?: unknown; 'x-open-enum'?: unknown };
      if (schema['x-open-enum'] === true && Array.isArray(schema.enum)) {
        const nullable = Array.isArray(schema.type) && schema.type.includes('null');
        return openEnum(schema.enum, nullable);
      }
      return undefined;
    },
  });
  return HEADER + astToString(ast);
}

export const SHAPES_PATH = fileURLToPath(new URL('../src/client/shapes.ts', import.meta.url));

interface JsonSchema {
  [key: string]: unknown;
}

const SCHEMA_REF = '#/components/schemas/';

/**
 * Keeps only what a caller relies on: enums, formats, patterns, bounds and `additionalProperties: false` are
 * dropped, so an unknown enum value or an extra field from a newer service still passes.
 */
function toShape(schema: JsonSchema, doc: JsonSchema): Shape {
  if (typeof schema.$ref === 'string') {
    if (!schema.$ref.startsWith(SCHEMA_REF)) return toShape(resolveRef(doc, schema.$ref), doc);
    return { ref: schema.$ref.slice(SCHEMA_REF.length) };
  }
  const shape: Shape = {};
  if (typeof schema.type === 'string') shape.type = [schema.type];
  else if (Array.isArray(schema.type)) shape.type = schema.type.map(String);
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties) {
    shape.properties = Object.fromEntries(
      Object.entries(properties).map(([name, inner]) => [name, toShape(inner, doc)]),
    );
  }
  if (Array.isArray(schema.required) && schema.required.length) shape.required = schema.required.map(String);
  if (schema.items && typeof schema.items === 'object')
    shape.items = toShape(schema.items as JsonSchema, doc);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    shape.values = toShape(schema.additionalProperties as JsonSchema, doc);
  }
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  const discriminator = schema.discriminator as
    { propertyName: string; mapping?: Record<string, string> } | undefined;
  if (union && discriminator?.mapping) {
    // A known tag picks its variant; an unknown one (a kind added later) only has to be an object with a tag.
    shape.type ??= ['object'];
    shape.required = [...new Set([...(shape.required ?? []), discriminator.propertyName])];
    shape.properties = { ...shape.properties, [discriminator.propertyName]: { type: ['string'] } };
    shape.tag = {
      name: discriminator.propertyName,
      map: Object.fromEntries(
        Object.entries(discriminator.mapping).map(([tag, ref]) => [tag, ref.slice(SCHEMA_REF.length)]),
      ),
    };
  } else if (union) {
    shape.anyOf = union.map((inner) => toShape(inner, doc));
  }
  if (Array.isArray(schema.allOf)) {
    throw new Error('allOf is not supported by the answer checks: extend scripts/codegen.ts');
  }
  return shape;
}

function resolveRef(doc: JsonSchema, ref: string): JsonSchema {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<JsonSchema>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as JsonSchema, doc);
}

/** The schema of each operation's success answer, and every component schema those reach, as answer shapes. */
export function buildShapes(doc: JsonSchema): {
  answers: Record<string, Shape | null>;
  schemas: Record<string, Shape>;
} {
  const answers: Record<string, Shape | null> = {};
  const paths = doc.paths as Record<string, Record<string, JsonSchema>>;
  for (const item of Object.values(paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const responses = op.responses as Record<string, JsonSchema>;
      const status = Object.keys(responses)
        .filter((code) => /^2\d\d$/.test(code))
        .sort()[0];
      let response = status === undefined ? undefined : responses[status];
      if (response && typeof response.$ref === 'string') response = resolveRef(doc, response.$ref);
      const content = response?.content as Record<string, { schema?: JsonSchema }> | undefined;
      const schema = content?.['application/json']?.schema;
      answers[op.operationId as string] = schema ? toShape(schema, doc) : null;
    }
  }
  const all = (doc.components as { schemas: Record<string, JsonSchema> }).schemas;
  const schemas: Record<string, Shape> = {};
  const reach = (shape: Shape | null | undefined): void => {
    if (!shape) return;
    if (shape.ref !== undefined && !(shape.ref in schemas)) {
      const target = all[shape.ref];
      if (!target) throw new Error(`no schema ${shape.ref}`);
      schemas[shape.ref] = toShape(target, doc);
      reach(schemas[shape.ref]);
    }
    Object.values(shape.properties ?? {}).forEach(reach);
    reach(shape.items);
    reach(shape.values);
    shape.anyOf?.forEach(reach);
    Object.values(shape.tag?.map ?? {}).forEach((name) => reach({ ref: name }));
  };
  Object.values(answers).forEach(reach);
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { answers, schemas: sorted };
}

const SHAPES_HEADER = `/**
 * Generated from openapi/cloud-agent.yaml by \`npm run generate\` (scripts/codegen.ts). Do not edit by hand: change
 * the contract and generate again. A test fails when this file is stale.
 *
 * The shape of each operation's success answer (null: no JSON body), checked by answers.ts.
 */
import type { Shape } from './answers.ts';

`;

/** One entry a line, so a change to the contract is a readable diff. */
function table(entries: Record<string, Shape | null>): string {
  const lines = Object.entries(entries).map(
    ([name, shape]) => `  ${JSON.stringify(name)}: ${JSON.stringify(shape)},`,
  );
  return `{\n${lines.join('\n')}\n}`;
}

/** Each operation whose answer is a named schema, with that name: one a line. */
function names(answers: Record<string, Shape | null>): string {
  const lines = Object.entries(answers)
    .filter(([, shape]) => shape?.ref !== undefined)
    .map(([operation, shape]) => `  ${JSON.stringify(operation)}: ${JSON.stringify(shape!.ref)},`);
  return `{\n${lines.join('\n')}\n}`;
}

export function generateShapes(): string {
  const doc = parse(readFileSync(CONTRACT_URL, 'utf8')) as JsonSchema;
  const { answers, schemas } = buildShapes(doc);
  return (
    SHAPES_HEADER +
    `export const ANSWERS: Record<string, Shape | null> = ${table(answers)};\n\n` +
    `export const SCHEMAS: Record<string, Shape> = ${table(schemas)};\n\n` +
    `/** The schema each operation answers, by name (for the answer types of reads.ts; a type: nothing reads it at run time). */\n` +
    `export type AnswerSchemas = ${names(answers)};\n`
  );
}
