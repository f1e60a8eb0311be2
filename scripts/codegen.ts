/**
 * Turns the contract (openapi/cloud-agent.yaml) into src/client/schema.ts with openapi-typescript.
 * Enums marked `x-open-enum: true` become open unions (`'A' | 'B' | (string & {})`): callers get the known values
 * and an unknown one from a newer service still type-checks.
 */
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

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
