/**
 * A tolerant reader: a service answer is checked for what the code reads of it, and for nothing else.
 *
 * Why: the service's real answers drift from any description of them (a field added, renamed, dropped; the
 * official SDKs validate nothing). A field the action never uses must not take it down; a field it does use must
 * be there and of its type, or the code would go on with garbage (a TypeError far from the cause, a wrong report).
 *
 * How: reads.ts lists, per schema of the contract, the fields the code reads (`READ`: needed; `MAYBE`: used where
 * there, done without otherwise). The client hands back answers typed as the contract narrowed to those fields
 * (`Read<'RunItem'>`), so code that reads an unlisted field does not compile, and a test fails when a listed field
 * is read nowhere: the list is what the code reads. This file walks an answer along the contract's shapes
 * (shapes.ts, generated from openapi/cloud-agent.yaml) and that list:
 *
 * - a listed field the contract requires, missing (or null where the contract has no null): an ApiShapeError
 *   naming it (`runs[2].run_id: expected string, got undefined (missing)`); a `MAYBE` field is never demanded;
 * - a listed field that is there: its value must fit the contract (JSON type, nullability; inside it, what the list
 *   says is read of its object, or the whole value for a field read whole: a string, a number, a map of strings);
 * - a listed field the contract does not require, null where the contract has no null: taken as absent (the key is
 *   removed from the answer, so the code sees the `undefined` its type promises);
 * - an unlisted field, or an answer nothing of which is read: anything goes, missing, null or of any shape.
 *
 * Never enforced, so a newer service still passes: enum values, extra fields, formats, patterns and bounds. A
 * discriminated union with a tag it does not know only has to be an object with that tag. `checkShape` checks a
 * value against a whole shape (every field), for the tests of the shapes themselves.
 */
import { READ, MAYBE, OPTIONAL, readsOf, type FieldRead, type Spec } from './reads.ts';
import { ANSWERS, SCHEMAS } from './shapes.ts';

export interface Shape {
  /** A schema of components.schemas, by name. */
  ref?: string;
  /** Allowed JSON types (`integer` is a whole number); absent: any. */
  type?: string[];
  properties?: Record<string, Shape>;
  required?: string[];
  items?: Shape;
  /** The values of a map (`additionalProperties` with a schema). */
  values?: Shape;
  anyOf?: Shape[];
  /** A discriminated union: the tag property and which schema each known tag value means. */
  tag?: { name: string; map: Record<string, string> };
}

export interface ShapeMismatch {
  /** Where, e.g. `runs[2].run_id`; `(answer)` for the body itself. */
  field: string;
  /** What the contract declares, e.g. `string`, `array`, `string or null`. */
  expected: string;
  /** The JSON type that came, e.g. `object`, `null`, `undefined (missing)`. Never the value. */
  got: string;
}

export const ROOT_FIELD = '(answer)';

/** True when the operation has a shape to check (every operation of the contract has an entry, maybe null). */
export function hasAnswerShape(operation: string): boolean {
  return Object.hasOwn(ANSWERS, operation);
}

/**
 * The first place where `value` (the parsed body, or undefined for an empty one) breaks what the code reads of
 * `operation`'s success answer, or undefined when it fits (or nothing of it is read, or it declares no JSON body).
 * Null in a read field the contract neither requires nor lets be null is removed from `value` (see the top).
 */
export function checkAnswer(operation: string, value: unknown): ShapeMismatch | undefined {
  const shape = Object.hasOwn(ANSWERS, operation) ? ANSWERS[operation] : undefined;
  const reads = shape?.ref === undefined ? undefined : readsOf(shape.ref);
  if (!shape || !reads) return undefined;
  if (value === undefined) return { field: ROOT_FIELD, expected: describe(shape), got: 'an empty answer' };
  const found = walk(shape, value, reads);
  return found && { field: fieldOf(found.path.reverse()), expected: found.expected, got: found.got };
}

function resolve(shape: Shape): Shape {
  let current = shape;
  while (current.ref !== undefined) {
    const next = SCHEMAS[current.ref];
    if (!next) throw new Error(`shapes.ts has no schema ${current.ref}: run \`npm run generate\``);
    current = next;
  }
  return current;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function fits(type: string, value: unknown): boolean {
  const actual = jsonType(value);
  if (type === 'integer') return actual === 'number' && Number.isInteger(value);
  return type === actual;
}

/** What a shape accepts, in words: `string`, `object or null`, `integer`. */
function describe(shape: Shape): string {
  const resolved = resolve(shape);
  if (resolved.anyOf) return [...new Set(resolved.anyOf.map(describe))].join(' or ');
  if (resolved.type) return resolved.type.join(' or ');
  if (resolved.properties || resolved.values || resolved.tag) return 'object';
  return 'any value';
}

const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;

/** `runs`, `2`, `run_id` → `runs[2].run_id`; keys that are not identifiers are quoted. */
function fieldOf(path: (string | number)[]): string {
  let field = '';
  for (const key of path) {
    if (typeof key === 'number') field += `[${key}]`;
    else if (IDENTIFIER.test(key)) field += field ? `.${key}` : key;
    else field += `[${JSON.stringify(key)}]`;
  }
  return field || ROOT_FIELD;
}

/** A mismatch found below: the path is collected on the way back up, so a good answer builds no strings. */
interface Found {
  path: (string | number)[];
  expected: string;
  got: string;
}

/** The first place where `value` breaks `shape` (its refs resolved in shapes.ts), or undefined when it fits. */
export function checkShape(shape: Shape, value: unknown): ShapeMismatch | undefined {
  const found = walk(shape, value);
  return found && { field: fieldOf(found.path.reverse()), expected: found.expected, got: found.got };
}

function within(key: string | number, found: Found | undefined): Found | undefined {
  found?.path.push(key);
  return found;
}

/** What is read of a value: the fields a list names, or (undefined) the whole value. */
type Reading = Spec | undefined;

/** What a field's entry in reads.ts says to read of its value. */
function readingOf(read: FieldRead): Reading {
  if (read === READ || read === MAYBE) return undefined;
  const inner = typeof read === 'object' && OPTIONAL in read ? read[OPTIONAL] : read;
  if (typeof inner !== 'string') return inner as Spec;
  const list = readsOf(inner);
  if (!list) throw new Error(`reads.ts names schema ${inner}, which it has no list for`);
  return list;
}

/** Whether the code does without a field (`MAYBE`, or `maybe(...)`). */
const optional = (read: FieldRead) => read === MAYBE || (typeof read === 'object' && OPTIONAL in read);

function walk(shape: Shape, value: unknown, reading?: Reading): Found | undefined {
  const resolved = resolve(shape);
  if (resolved.anyOf) {
    // No arrays are made on the way: a page of runs has thousands of nullable fields to check.
    let candidates = 0;
    let only: Shape | undefined;
    for (let i = 0; i < resolved.anyOf.length; i++) {
      const option = resolved.anyOf[i]!;
      if (!takes(option, value)) continue;
      if (walk(option, value, reading) === undefined) return undefined;
      candidates++;
      only = option;
    }
    // One option takes this kind of value: what is wrong inside it says more than "expected A or B".
    if (candidates === 1) return walk(only!, value, reading);
    return { path: [], expected: describe(resolved), got: jsonType(value) };
  }
  if (resolved.type && !fitsAny(resolved.type, value)) {
    return { path: [], expected: describe(resolved), got: jsonType(value) };
  }
  if (Array.isArray(value)) {
    if (!resolved.items) return undefined;
    for (let i = 0; i < value.length; i++) {
      const found = walk(resolved.items, value[i], reading);
      if (found) return within(i, found);
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (reading) return readFields(resolved, record, reading);
  const properties = resolved.properties;
  const required = resolved.required ?? NONE;
  for (let i = 0; i < required.length; i++) {
    const name = required[i]!;
    if (!Object.hasOwn(record, name) || record[name] === undefined) {
      const declared = properties?.[name];
      return {
        path: [name],
        expected: declared ? describe(declared) : 'any value',
        got: 'undefined (missing)',
      };
    }
  }
  if (properties) {
    const names = namesOf(properties);
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const inner = record[name];
      if (inner === undefined || !Object.hasOwn(record, name)) continue;
      const found = walk(properties[name]!, inner);
      if (found) return within(name, found);
    }
  }
  if (resolved.values) {
    for (const key in record) {
      if (!Object.hasOwn(record, key) || (properties && Object.hasOwn(properties, key))) continue;
      const found = walk(resolved.values, record[key]);
      if (found) return within(key, found);
    }
  }
  if (resolved.tag) {
    const tag = record[resolved.tag.name];
    const variant =
      typeof tag === 'string' && Object.hasOwn(resolved.tag.map, tag) ? resolved.tag.map[tag] : undefined;
    if (variant !== undefined) return walk({ ref: variant }, value);
  }
  return undefined;
}

/** The fields `reading` lists, of an object of shape `resolved`: demanded where needed, checked where present. */
function readFields(resolved: Shape, record: Record<string, unknown>, reading: Spec): Found | undefined {
  if (resolved.tag) {
    // A known variant declares the fields; an unknown one only its tag (the rest of it cannot be checked).
    const tag = record[resolved.tag.name];
    const variant =
      typeof tag === 'string' && Object.hasOwn(resolved.tag.map, tag) ? resolved.tag.map[tag] : undefined;
    if (variant !== undefined) return walk({ ref: variant }, record, reading);
  }
  const required = resolved.required ?? NONE;
  const names = namesOf(reading);
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const read = reading[name]!;
    const declared = resolved.properties?.[name] ?? resolved.values;
    const inner = Object.hasOwn(record, name) ? record[name] : undefined;
    const needed = required.includes(name) && !optional(read);
    if (inner === undefined) {
      if (needed) {
        return {
          path: [name],
          expected: declared ? describe(declared) : 'any value',
          got: 'undefined (missing)',
        };
      }
      continue;
    }
    if (!declared) continue;
    if (inner === null && !needed && !takes(declared, null)) {
      delete record[name];
      continue;
    }
    const found = walk(declared, inner, readingOf(read));
    if (found) return within(name, found);
  }
  return undefined;
}

const NONE: string[] = [];

/** The property names of each shape's `properties` (and of each list of reads.ts), listed once. */
const namesCache = new Map<object, string[]>();

function namesOf(properties: object): string[] {
  let names = namesCache.get(properties);
  if (!names) namesCache.set(properties, (names = Object.keys(properties)));
  return names;
}

/** The JSON types of each shape met (the tables never change), so a check asks each shape once. */
const typesCache = new Map<Shape, string[] | undefined>();

/** Whether a shape can take a value of this JSON type at its top. */
function takes(shape: Shape, value: unknown): boolean {
  let types = typesCache.get(shape);
  if (types === undefined && !typesCache.has(shape)) {
    types = typesOf(shape);
    typesCache.set(shape, types);
  }
  return types === undefined || fitsAny(types, value);
}

/** Whether a value is of one of these JSON types (a loop: a closure for every field checked would cost more). */
function fitsAny(types: string[], value: unknown): boolean {
  for (let i = 0; i < types.length; i++) if (fits(types[i]!, value)) return true;
  return false;
}

/** The JSON types a shape can take at its top, or undefined when it takes any. */
function typesOf(shape: Shape): string[] | undefined {
  const resolved = resolve(shape);
  if (resolved.anyOf) {
    const all = resolved.anyOf.map(typesOf);
    return all.some((types) => types === undefined) ? undefined : (all.flat() as string[]);
  }
  if (resolved.type) return resolved.type;
  if (resolved.properties || resolved.values || resolved.tag) return ['object'];
  return undefined;
}
