/**
 * The smallest answers the contract accepts, built from the generated shapes (src/client/shapes.ts): every required
 * field with a placeholder of its type. For tests whose subject is the request, not the answer.
 */
import type { Shape } from '../../src/client/answers.ts';
import { ANSWERS, SCHEMAS } from '../../src/client/shapes.ts';

const PLACEHOLDER: Record<string, unknown> = {
  string: 'x',
  integer: 1,
  number: 1,
  boolean: false,
  array: [],
  object: {},
  null: null,
};

function minimal(shape: Shape): unknown {
  if (shape.ref !== undefined) return minimal(SCHEMAS[shape.ref]!);
  if (shape.anyOf) return minimal(shape.anyOf[0]!);
  if (shape.tag) return minimal({ ref: Object.values(shape.tag.map)[0]! });
  const type = shape.type?.[0] ?? (shape.properties ? 'object' : 'string');
  if (type !== 'object') return PLACEHOLDER[type];
  return Object.fromEntries(
    (shape.required ?? []).map((name) => [
      name,
      shape.properties?.[name] ? minimal(shape.properties[name]) : 'x',
    ]),
  );
}

/** The smallest success answer of `operation`, with `overrides` on top. */
export function sampleAnswer(operation: string, overrides: Record<string, unknown> = {}): unknown {
  const shape = ANSWERS[operation];
  if (!shape) throw new Error(`${operation} declares no JSON answer`);
  const value = minimal(shape);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { ...value, ...overrides }
    : value;
}

/** The smallest value of a component schema (e.g. `RunItem`), with `overrides` on top. */
export function sample<T = Record<string, unknown>>(
  schema: string,
  overrides: Record<string, unknown> = {},
): T {
  const shape = SCHEMAS[schema];
  if (!shape) throw new Error(`no schema ${schema} in src/client/shapes.ts`);
  return { ...(minimal(shape) as object), ...overrides } as T;
}
