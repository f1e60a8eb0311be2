import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPERATIONS } from '../src/client/operations.ts';
import { generateSchema, generateShapes, SCHEMA_PATH, SHAPES_PATH } from '../scripts/codegen.ts';

const contract = parse(readFileSync(new URL('../openapi/cloud-agent.yaml', import.meta.url), 'utf8')) as {
  paths: Record<
    string,
    Record<
      string,
      { operationId: string; responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }
    >
  >;
  components: {
    responses: Record<string, { content?: Record<string, unknown> }>;
    schemas: Record<string, { enum?: string[] }>;
  };
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ path, method: m.toUpperCase(), ...item[m]! })),
);

describe('the contract', () => {
  it('has the 47 operations of the interface, each in the client table with the same method and path', () => {
    expect(operations).toHaveLength(47);
    const fromContract = Object.fromEntries(operations.map((o) => [o.operationId, `${o.method} ${o.path}`]));
    const fromClient = Object.fromEntries(
      Object.entries(OPERATIONS).map(([id, spec]) => [id, `${spec.method} ${spec.path}`]),
    );
    expect(fromClient).toEqual(fromContract);
  });

  it('declares problem+json errors on factory routes and plain JSON elsewhere', () => {
    for (const op of operations) {
      const wanted = op.path.startsWith('/factory') ? 'application/problem+json' : 'application/json';
      const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      expect(errors.length, `${op.operationId} declares no errors`).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        const resolved = response.$ref
          ? contract.components.responses[response.$ref.split('/').pop()!]!
          : response;
        expect(Object.keys(resolved.content ?? {}), `${op.operationId} ${status}`).toEqual([wanted]);
      }
    }
  });

  it('names every run state, including the ones the interface leaves out', () => {
    expect(contract.components.schemas.RunState!.enum).toEqual(
      expect.arrayContaining([
        'QUEUED',
        'PENDING',
        'CLAIMED',
        'INPROGRESS',
        'SUCCEEDED',
        'FAILED',
        'BLOCKED',
        'ERROR',
        'CANCELLED',
      ]),
    );
  });

  it('src/client/schema.ts is what `npm run generate` makes from it', async () => {
    const committed = readFileSync(SCHEMA_PATH, 'utf8');
    const fresh = await generateSchema();
    expect(committed === fresh, 'src/client/schema.ts is stale: run `npm run generate`').toBe(true);
  });

  it('src/client/shapes.ts (the answer checks) is what `npm run generate` makes from it', () => {
    const committed = readFileSync(SHAPES_PATH, 'utf8');
    expect(committed === generateShapes(), 'src/client/shapes.ts is stale: run `npm run generate`').toBe(
      true,
    );
  });
});
