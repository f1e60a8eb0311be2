/**
 * The list of what the code reads (src/client/reads.ts) is what the code reads, no more and no less:
 *
 * - no less: the client's answer types are the contract narrowed to the list, so code reading an unlisted field does
 *   not compile (`npm run typecheck`; the type-level checks here pin that down);
 * - no more: every listed field is read somewhere in src/ (reads-in-src.source.test.ts);
 * - true to the contract: every field is one the contract declares, a field naming a schema holds that schema, a
 *   field read whole holds no object with fields of its own (those name what they read of it), and every list is
 *   reached from an answer.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Answer, RunItem, SuccessOf } from '../../src/client/index.ts';
import type { Shape } from '../../src/client/answers.ts';
import { MAYBE, OPTIONAL, READ, READS, type FieldRead, type Spec } from '../../src/client/reads.ts';
import { ANSWERS, SCHEMAS, type AnswerSchemas } from '../../src/client/shapes.ts';

const LISTS = READS as unknown as Record<string, Spec>;

describe('the answer types are the contract narrowed to the list (checked by tsc, not at run time)', () => {
  it('a whole answer of the contract is a valid answer of every operation', () => {
    type Fits<O extends keyof AnswerSchemas> = O extends unknown
      ? SuccessOf<O> extends Answer<O>
        ? true
        : O
      : never;
    expectTypeOf<Fits<keyof AnswerSchemas>>().toEqualTypeOf<true>();
  });

  it('an unlisted field is not there to read; a needed one keeps its type, a MAYBE one is optional', () => {
    expectTypeOf<RunItem>().not.toHaveProperty('task_id');
    expectTypeOf<RunItem>().not.toHaveProperty('submitted_prompt');
    expectTypeOf<RunItem['run_id']>().toEqualTypeOf<string>();
    type Status = NonNullable<RunItem['status_message']>;
    expectTypeOf<Status['message']>().toEqualTypeOf<string>();
    expectTypeOf<Status>().not.toHaveProperty('session_debug_until');
    expectTypeOf<undefined>().toExtend<RunItem['status_message']>();
    expectTypeOf<Answer<'dispatchFactoryRun'>['ticket_ref']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Answer<'listScorers'>['scorers'][number]>().not.toHaveProperty('description');
    expectTypeOf<Answer<'listSchedules'>['schedules'][number]>().not.toHaveProperty('history');
  });

  it('an answer nothing reads is opaque, and one of no named schema is unknown', () => {
    expectTypeOf<keyof Answer<'createFollowup'>>().toEqualTypeOf<never>();
    expectTypeOf<Answer<'cancelRun'>>().toEqualTypeOf<unknown>();
    expectTypeOf<Answer<'deleteScorer'>>().toEqualTypeOf<undefined>();
  });
});

/** A shape with its refs resolved. */
const resolve = (shape: Shape): Shape => (shape.ref === undefined ? shape : resolve(SCHEMAS[shape.ref]!));

/** The shapes a field's value can be, through nullable unions and lists (null itself left out). */
function options(shape: Shape): Shape[] {
  if (shape.ref !== undefined) return [shape, ...options(resolve(shape))];
  if (shape.anyOf) return shape.anyOf.flatMap(options);
  if (shape.items) return options(shape.items);
  return [shape];
}

/** The fields a shape declares, its tagged variants' included. */
function declared(shape: Shape): Record<string, Shape> {
  const resolved = resolve(shape);
  const variants = Object.values(resolved.tag?.map ?? {}).map((name) => declared({ ref: name }));
  return Object.assign({}, resolved.properties, ...variants) as Record<string, Shape>;
}

const isLeaf = (read: FieldRead): read is typeof READ | typeof MAYBE => read === READ || read === MAYBE;
const inner = (read: FieldRead) => (typeof read === 'object' && OPTIONAL in read ? read[OPTIONAL] : read);

/** Every (where, field shape, read) of a list and the lists nested in it. */
function entries(where: string, shape: Shape, list: Spec): [string, Shape, FieldRead][] {
  const fields = declared(shape);
  return Object.entries(list).flatMap(([name, read]) => {
    const field = fields[name];
    if (!field) return [[`${where}.${name}`, undefined as unknown as Shape, read]];
    const nested = inner(read);
    const own: [string, Shape, FieldRead] = [`${where}.${name}`, field, read];
    if (typeof nested !== 'object') return [own];
    const object = options(field).find((o) => !o.type?.includes('null') || o.properties);
    return [own, ...entries(`${where}.${name}`, object ?? field, nested)];
  });
}

const all = Object.entries(LISTS).flatMap(([schema, list]) => entries(schema, { ref: schema }, list));

describe('the list is true to the contract', () => {
  it('names only schemas the answers reach, and fields they declare', () => {
    expect(Object.keys(LISTS).filter((schema) => !SCHEMAS[schema])).toEqual([]);
    expect(all.filter(([, shape]) => !shape).map(([where]) => where)).toEqual([]);
  });

  it('a field naming a schema holds that schema', () => {
    const wrong = all
      .filter(([, , read]) => typeof inner(read) === 'string' && !isLeaf(read))
      .filter(([, shape, read]) => !options(shape).some((o) => o.ref === inner(read)))
      .map(([where, , read]) => `${where}: ${String(inner(read))}`);
    expect(wrong).toEqual([]);
  });

  it('a field read whole holds no object with fields of its own (a list says what is read of it)', () => {
    const wrong = all
      .filter(([, shape, read]) => isLeaf(read) && options(shape).some((o) => o.properties || o.tag))
      .map(([where]) => where);
    expect(wrong).toEqual([]);
  });

  it('every list is reached from an answer', () => {
    const reached = new Set<string>();
    const visit = (schema: string) => {
      if (reached.has(schema) || !LISTS[schema]) return;
      reached.add(schema);
      const walk = (list: Spec) => {
        for (const read of Object.values(list)) {
          const named = inner(read);
          if (typeof named === 'string' && !isLeaf(read)) visit(named);
          else if (typeof named === 'object') walk(named);
        }
      };
      walk(LISTS[schema]);
    };
    for (const shape of Object.values(ANSWERS)) if (shape?.ref) visit(shape.ref);
    expect(Object.keys(LISTS).filter((schema) => !reached.has(schema))).toEqual([]);
  });
});
