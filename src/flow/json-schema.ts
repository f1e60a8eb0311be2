/**
 * A JSON Schema (2020-12) interpreter for the subset a structured result needs, and nothing more: `type`,
 * `properties`, `required`, `additionalProperties`, `items`, `enum`, `const`, `anyOf`, `minimum`, `maximum`,
 * `minLength`, `maxLength`, `minItems`, `maxItems`, `pattern`, `$defs` and `$ref` within the schema, and the
 * annotations `title`, `description`, `default`, `examples`, `$schema`, `$id`, `$comment`.
 *
 * It walks the schema and the value; it never turns a schema into code (no `eval`, no `new Function`), since a schema
 * may come from a repository file a pull request changed (docs/structured-output.md says why this is not ajv). Any
 * other key of a schema object is refused, a misspelling included: JSON Schema would ignore it silently, and a schema
 * that does not say what its author meant is worse than none. The input is bounded: a schema and a value nest at
 * most so deep, a pattern is at most so long, and each branch of an `anyOf` is tried once per part of the value.
 *
 * Pure: data in, data out.
 */
import { plural } from '../render/format.ts';
import { OutcomeError } from '../shared/outcome.ts';

/** A schema: an object of keywords, or `true` (anything) and `false` (nothing). */
export type Schema = boolean | SchemaObject;
export interface SchemaObject {
  readonly [keyword: string]: unknown;
}

/** One way a value fails its schema: where (a JSON pointer; '' is the whole value) and what is wrong. */
export interface SchemaIssue {
  path: string;
  message: string;
}

/** A schema that cannot be used (a `usage` outcome): `message` names where (a JSON pointer) and what to do. */
export class SchemaError extends OutcomeError {
  constructor(message: string) {
    super(message, 'usage');
  }
}

/** The deepest a schema's objects nest, and a value's (deeper is refused, never a stack overflow). */
export const MAX_SCHEMA_DEPTH = 64;
export const MAX_VALUE_DEPTH = 128;
/** The longest `pattern`. */
export const MAX_PATTERN_CHARS = 1000;
/** The most issues `validate` reports. */
export const MAX_ISSUES = 20;

/** The one dialect read: a `$schema` may name it (with or without the empty fragment), or be left out. */
export const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

const TYPES = ['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'] as const;
type TypeName = (typeof TYPES)[number];

const KEYWORDS = [
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  '$defs',
  '$ref',
  'title',
  'description',
  'default',
  'examples',
  '$schema',
  '$id',
  '$comment',
] as const;
const KNOWN: ReadonlySet<string> = new Set(KEYWORDS);
/** Keywords of JSON Schema this interpreter does not read, with what to write instead where there is a way. */
const INSTEAD: Readonly<Record<string, string>> = {
  oneOf: 'use anyOf (a result rarely needs exactly one match)',
  allOf: 'merge the schemas into one',
  definitions: 'use $defs (the name of 2020-12) and refer to "#/$defs/<name>"',
  prefixItems: 'describe every item with one schema in items',
  exclusiveMinimum: 'use minimum',
  exclusiveMaximum: 'use maximum',
  format: 'use pattern',
  nullable: 'use "type": ["string", "null"] (a type array) or anyOf with {"type": "null"}',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key as a JSON pointer writes it. */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
/** A JSON pointer one key (or index) deeper. */
export const pointer = (base: string, key: string | number) => `${base}/${token(String(key))}`;
/** A pointer as a reader sees it: the whole value is "(root)". */
export const shownPath = (path: string) => (path === '' ? '(root)' : path);

/** The number of single-character edits between two short strings (for "did you mean"). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

/** Why `key` is refused as a keyword: unsupported (with what to do), or a misspelling of one. */
function unknownKeyword(key: string): string {
  const instead = Object.hasOwn(INSTEAD, key) ? INSTEAD[key] : undefined;
  if (instead) return `"${key}" is not read by this action: ${instead}`;
  const near = KEYWORDS.find((known) => distance(known.toLowerCase(), key.toLowerCase()) <= 2);
  const what = near ? ` (did you mean "${near}"?)` : '';
  return `"${key}" is not a keyword this action reads${what}; JSON Schema would ignore it silently, so it is refused: fix it or remove it (the keywords read are ${KEYWORDS.join(', ')})`;
}

/** Whether `value` is JSON (finite numbers, plain objects and arrays), nesting at most `depth` more levels. */
function isJson(value: unknown, depth: number): boolean {
  if (depth < 0) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isJson(item, depth - 1));
  if (isObject(value) && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).every((item) => isJson(item, depth - 1));
  return false;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The def a `$ref` names (`#/$defs/<name>`, the name as a pointer and a URI fragment write it), else undefined. */
function refName(ref: string): string | undefined {
  const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
  if (!match) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  return name.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Checks one schema (and what it holds) at `path`; `root` for the schema's root object. */
class Checker {
  private readonly defs: Record<string, unknown>;
  private readonly source: string;
  constructor(source: string, root: unknown) {
    this.source = source;
    this.defs = isObject(root) && isObject(root.$defs) ? root.$defs : {};
  }

  fail(path: string, problem: string): never {
    throw new SchemaError(`${this.source}: at ${shownPath(path)}: ${problem}`);
  }

  schema(node: unknown, path: string, depth: number, root = false): void {
    if (typeof node === 'boolean') return;
    if (!isObject(node)) return this.fail(path, 'a schema must be an object (or true or false)');
    if (depth > MAX_SCHEMA_DEPTH)
      return this.fail(path, `the schema nests more than ${MAX_SCHEMA_DEPTH} levels deep`);
    for (const key of Object.keys(node)) {
      if (!KNOWN.has(key)) this.fail(pointer(path, key), unknownKeyword(key));
    }
    for (const key of KEYWORDS) {
      if (Object.hasOwn(node, key)) this.keyword(key, node[key], pointer(path, key), depth, root);
    }
    this.coherent(node, path);
  }

  private keyword(key: string, value: unknown, at: string, depth: number, root: boolean): void {
    switch (key) {
      case 'type': {
        const names = Array.isArray(value) ? value : [value];
        if (names.length === 0) this.fail(at, 'an empty list of types allows nothing: name at least one');
        for (const name of names) {
          if (typeof name !== 'string' || !(TYPES as readonly string[]).includes(name))
            this.fail(at, `${shown(name)} is not a type: use ${TYPES.join(', ')}`);
        }
        if (new Set(names).size !== names.length) this.fail(at, 'names a type twice');
        return;
      }
      case 'properties':
      case '$defs': {
        if (key === '$defs' && !root)
          this.fail(
            at,
            '$defs is read at the root of the schema only (where "#/$defs/<name>" points): move it there',
          );
        if (!isObject(value)) this.fail(at, `${key} must be an object of schemas`);
        for (const [name, schema] of Object.entries(value)) this.schema(schema, pointer(at, name), depth + 1);
        return;
      }
      case 'additionalProperties':
        return this.schema(value, at, depth + 1);
      case 'items':
        if (Array.isArray(value))
          this.fail(
            at,
            'a list of schemas in items is the form of drafts before 2020-12 (prefixItems since), which this action does not read: give one schema for every item',
          );
        return this.schema(value, at, depth + 1);
      case 'anyOf':
        if (!Array.isArray(value) || value.length === 0)
          this.fail(at, 'anyOf must be a non-empty list of schemas');
        value.forEach((schema, index) => this.schema(schema, pointer(at, index), depth + 1));
        return;
      case 'required': {
        if (!Array.isArray(value) || !value.every((name) => typeof name === 'string'))
          this.fail(at, 'required must be a list of property names');
        if (new Set(value).size !== value.length) this.fail(at, 'names a property twice');
        return;
      }
      case 'enum':
        if (!Array.isArray(value) || value.length === 0)
          this.fail(at, 'enum must be a non-empty list of values');
        if (!value.every((item) => isJson(item, MAX_SCHEMA_DEPTH)))
          this.fail(at, 'enum must list JSON values');
        return;
      case 'const':
      case 'default':
        if (!isJson(value, MAX_SCHEMA_DEPTH)) this.fail(at, `${key} must be a JSON value`);
        return;
      case 'examples':
        if (!Array.isArray(value) || !isJson(value, MAX_SCHEMA_DEPTH))
          this.fail(at, 'examples must be a list of JSON values');
        return;
      case 'minimum':
      case 'maximum':
        if (typeof value !== 'number' || !Number.isFinite(value)) this.fail(at, `${key} must be a number`);
        return;
      case 'minLength':
      case 'maxLength':
      case 'minItems':
      case 'maxItems':
        if (!isCount(value)) this.fail(at, `${key} must be a whole number, 0 or more`);
        return;
      case 'pattern':
        return this.pattern(value, at);
      case '$ref': {
        if (typeof value !== 'string') this.fail(at, '$ref must be a string such as "#/$defs/item"');
        const name = refName(value);
        if (name === undefined)
          this.fail(
            at,
            `${shown(value)} is not read: a $ref points into this schema's own $defs, as "#/$defs/<name>"`,
          );
        if (!Object.hasOwn(this.defs, name)) this.fail(at, `${shown(value)} names no entry of $defs`);
        return;
      }
      case '$schema':
        if (!root) this.fail(at, '$schema belongs at the root of the schema only');
        if (typeof value !== 'string' || value.replace(/#$/, '') !== DIALECT)
          this.fail(
            at,
            `${shown(value)} is not the dialect read here: write "${DIALECT}", or leave $schema out`,
          );
        return;
      case '$id':
        if (!root) this.fail(at, '$id belongs at the root of the schema only');
        if (typeof value !== 'string') this.fail(at, '$id must be a string');
        return;
      default:
        // title, description, $comment
        if (typeof value !== 'string') this.fail(at, `${key} must be a string`);
    }
  }

  private pattern(value: unknown, at: string): void {
    if (typeof value !== 'string') return this.fail(at, 'pattern must be a string (a regular expression)');
    if (value.length > MAX_PATTERN_CHARS)
      return this.fail(
        at,
        `the pattern is ${value.length} characters long, more than the ${MAX_PATTERN_CHARS} read`,
      );
    try {
      new RegExp(value, 'u');
    } catch (err) {
      this.fail(at, `the pattern is not a regular expression: ${(err as Error).message}`);
    }
  }

  /** What each keyword allows, together: a schema nothing could satisfy is a mistake. */
  private coherent(node: Record<string, unknown>, path: string): void {
    for (const [low, high] of [
      ['minimum', 'maximum'],
      ['minLength', 'maxLength'],
      ['minItems', 'maxItems'],
    ] as const) {
      const a = node[low];
      const b = node[high];
      if (typeof a === 'number' && typeof b === 'number' && a > b)
        this.fail(
          pointer(path, low),
          `${low} (${a}) is more than ${high} (${b}): no value could satisfy both`,
        );
    }
    const required = Array.isArray(node.required) ? (node.required as string[]) : [];
    const properties = isObject(node.properties) ? node.properties : {};
    if (node.additionalProperties === false) {
      const missing = required.find((name) => !Object.hasOwn(properties, name));
      if (missing !== undefined)
        this.fail(
          pointer(path, 'required'),
          `"${missing}" is required, but it is not in properties and additionalProperties is false: it could never be there; add it to properties`,
        );
    }
  }

  /**
   * Refs that lead back to themselves without the value getting any smaller (through `$ref` and `anyOf`, never into
   * a property or an item) would never end: refused, naming the cycle.
   */
  cycles(): void {
    const edges = new Map<string, string[]>();
    for (const [name, def] of Object.entries(this.defs)) edges.set(name, sameValueRefs(def));
    const state = new Map<string, 'open' | 'done'>();
    const visit = (name: string, trail: string[]): void => {
      if (state.get(name) === 'done') return;
      if (state.get(name) === 'open') {
        const cycle = [...trail.slice(trail.indexOf(name)), name].map((n) => `#/$defs/${n}`).join(' → ');
        this.fail(
          pointer('/$defs', name),
          `${cycle} refers to itself without going into a property or an item: validating it would never end`,
        );
      }
      state.set(name, 'open');
      for (const next of edges.get(name) ?? []) visit(next, [...trail, name]);
      state.set(name, 'done');
    };
    for (const name of edges.keys()) visit(name, []);
  }
}

/** The defs `schema` refers to for the same part of a value: its `$ref` and its `anyOf` branches', recursively. */
function sameValueRefs(schema: unknown): string[] {
  if (!isObject(schema)) return [];
  const found: string[] = [];
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    if (name !== undefined) found.push(name);
  }
  if (Array.isArray(schema.anyOf)) for (const branch of schema.anyOf) found.push(...sameValueRefs(branch));
  return found;
}

/**
 * The schema `value`, checked: every key a keyword of the subset read, every keyword's value of its kind, every
 * `$ref` resolvable and free of cycles. Throws a SchemaError that starts with `source` (what gave the schema) and
 * names the JSON pointer of the first problem and what to do about it.
 */
export function checkSchema(value: unknown, source: string): Schema {
  const checker = new Checker(source, value);
  if (typeof value !== 'boolean' && !isObject(value))
    checker.fail('', 'a schema must be a JSON object, such as {"type": "object", "properties": {...}}');
  checker.schema(value, '', 0, true);
  checker.cycles();
  return value as Schema;
}

// ---- validation ------------------------------------------------------------------------------------------------

const ARTICLE: Record<TypeName, string> = {
  null: 'null',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  number: 'a number',
  string: 'a string',
  integer: 'an integer',
};

/** What JSON type a value is, as a message names it. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'boolean') return 'a boolean';
  return 'an object';
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    default:
      return typeof value === 'string';
  }
}

/** Whether two JSON values are equal (objects whatever the order of their keys). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
  );
}

/** A value in a message: JSON, cut to `max` characters (a list or object too deep for JSON.stringify: named). */
function shown(value: unknown, max = 60): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Array.isArray(value) ? 'a list nested too deep to show' : 'an object nested too deep to show';
  }
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

class Validator {
  /** What each schema object (by identity) found of each object or array of the value (by identity). */
  private readonly memo = new WeakMap<object, Map<SchemaObject, SchemaIssue[]>>();
  private readonly defs: Record<string, unknown>;
  private readonly patterns = new Map<string, RegExp>();

  private readonly limit: number;

  constructor(root: Schema, limit: number) {
    this.limit = limit;
    this.defs = isObject(root) && isObject(root.$defs) ? root.$defs : {};
  }

  /** The issues of `value` (at `path`) against `schema`: at most `limit`, in the order the walk meets them. */
  check(schema: Schema, value: unknown, path: string, depth: number): SchemaIssue[] {
    if (schema === true) return [];
    if (schema === false) return [{ path, message: 'is not allowed here' }];
    if (typeof value === 'object' && value !== null) {
      let seen = this.memo.get(value);
      const known = seen?.get(schema);
      if (known) return known;
      const issues = this.checkNode(schema, value, path, depth);
      if (!seen) this.memo.set(value, (seen = new Map()));
      seen.set(schema, issues);
      return issues;
    }
    return this.checkNode(schema, value, path, depth);
  }

  private checkNode(schema: SchemaObject, value: unknown, path: string, depth: number): SchemaIssue[] {
    const issues: SchemaIssue[] = [];
    const add = (more: SchemaIssue[]) => {
      for (const issue of more) if (issues.length < this.limit) issues.push(issue);
    };
    const full = () => issues.length >= this.limit;
    if (depth > MAX_VALUE_DEPTH) return [{ path, message: `nests more than ${MAX_VALUE_DEPTH} levels deep` }];
    if (typeof schema.$ref === 'string') {
      const target = this.defs[refName(schema.$ref) ?? ''];
      add(this.check(target as Schema, value, path, depth));
    }
    if (schema.type !== undefined) {
      const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as TypeName[];
      if (!types.some((type) => hasType(value, type))) {
        const wanted = types.map((type) => ARTICLE[type]).join(' or ');
        // Nothing else can be said of a value of the wrong type.
        add([{ path, message: `must be ${wanted}, got ${kindOf(value)}` }]);
        return issues;
      }
    }
    if (schema.const !== undefined && !sameJson(value, schema.const))
      add([{ path, message: `must be exactly ${shown(schema.const)}` }]);
    if (Array.isArray(schema.enum) && !schema.enum.some((option) => sameJson(value, option)))
      add([{ path, message: `must be one of ${schema.enum.map((option) => shown(option, 40)).join(', ')}` }]);
    if (typeof value === 'number') this.number(schema, value, path, add);
    if (typeof value === 'string') this.string(schema, value, path, add);
    if (Array.isArray(value) && !full()) this.array(schema, value, path, depth, add, full);
    if (isObject(value) && !full()) this.object(schema, value, path, depth, add, full);
    if (Array.isArray(schema.anyOf) && !full()) add(this.anyOf(schema.anyOf as Schema[], value, path, depth));
    return issues;
  }

  private number(schema: SchemaObject, value: number, path: string, add: (i: SchemaIssue[]) => void): void {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      add([{ path, message: `must be at least ${schema.minimum}, got ${value}` }]);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      add([{ path, message: `must be at most ${schema.maximum}, got ${value}` }]);
  }

  private string(schema: SchemaObject, value: string, path: string, add: (i: SchemaIssue[]) => void): void {
    if (typeof schema.minLength === 'number' || typeof schema.maxLength === 'number') {
      // JSON Schema counts characters as code points.
      let length = 0;
      for (const _ of value) length++;
      if (typeof schema.minLength === 'number' && length < schema.minLength)
        add([
          { path, message: `must be at least ${plural(schema.minLength, 'character')} long, got ${length}` },
        ]);
      if (typeof schema.maxLength === 'number' && length > schema.maxLength)
        add([
          { path, message: `must be at most ${plural(schema.maxLength, 'character')} long, got ${length}` },
        ]);
    }
    if (typeof schema.pattern === 'string' && !this.regExp(schema.pattern).test(value))
      add([{ path, message: `must match the pattern ${shown(schema.pattern, 120)}` }]);
  }

  private regExp(pattern: string): RegExp {
    let compiled = this.patterns.get(pattern);
    if (!compiled) this.patterns.set(pattern, (compiled = new RegExp(pattern, 'u')));
    return compiled;
  }

  private array(
    schema: SchemaObject,
    value: unknown[],
    path: string,
    depth: number,
    add: (i: SchemaIssue[]) => void,
    full: () => boolean,
  ): void {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      add([{ path, message: `must have at least ${plural(schema.minItems, 'item')}, got ${value.length}` }]);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      add([{ path, message: `must have at most ${plural(schema.maxItems, 'item')}, got ${value.length}` }]);
    if (schema.items === undefined || schema.items === true) return;
    for (let i = 0; i < value.length && !full(); i++)
      add(this.check(schema.items as Schema, value[i], pointer(path, i), depth + 1));
  }

  private object(
    schema: SchemaObject,
    value: Record<string, unknown>,
    path: string,
    depth: number,
    add: (i: SchemaIssue[]) => void,
    full: () => boolean,
  ): void {
    const properties = isObject(schema.properties) ? schema.properties : {};
    if (Array.isArray(schema.required)) {
      for (const name of schema.required as string[])
        if (!Object.hasOwn(value, name))
          add([{ path: pointer(path, name), message: 'is required and missing' }]);
    }
    const extra = schema.additionalProperties;
    for (const [key, item] of Object.entries(value)) {
      if (full()) return;
      if (Object.hasOwn(properties, key)) {
        add(this.check(properties[key] as Schema, item, pointer(path, key), depth + 1));
      } else if (extra === false) {
        const names = Object.keys(properties);
        const allowed = names.length
          ? `the object holds only ${names
              .slice(0, 12)
              .map((name) => JSON.stringify(name))
              .join(', ')}${names.length > 12 ? ', …' : ''}`
          : 'the object holds no properties';
        add([{ path: pointer(path, key), message: `is not allowed: ${allowed}` }]);
      } else if (extra !== undefined && extra !== true) {
        add(this.check(extra as Schema, item, pointer(path, key), depth + 1));
      }
    }
  }

  /**
   * None of the branches matches: when every branch fails at this very place (the value is of none of the shapes),
   * one issue names them all; else the issues of the closest branch: one that had the value's shape (its issues are
   * all further in) before one that did not, then the fewest issues, then the first.
   */
  private anyOf(branches: Schema[], value: unknown, path: string, depth: number): SchemaIssue[] {
    const results: SchemaIssue[][] = [];
    for (const branch of branches) {
      const issues = this.check(branch, value, path, depth);
      if (issues.length === 0) return [];
      results.push(issues);
    }
    if (results.every((issues) => issues.every((issue) => issue.path === path))) {
      const reasons = [...new Set(results.map((issues) => issues.map((issue) => issue.message).join('; ')))];
      return [
        { path, message: `matches none of the ${branches.length} choices (anyOf): ${reasons.join('; or ')}` },
      ];
    }
    // A branch whose issues are all further in had the value's shape: it is closer than one that did not.
    const rank = (issues: SchemaIssue[]) =>
      (issues.some((issue) => issue.path === path) ? this.limit + 1 : 0) + issues.length;
    let closest = results[0]!;
    for (const issues of results) if (rank(issues) < rank(closest)) closest = issues;
    return closest;
  }
}

/**
 * The issues of `value` against `schema` (checked by checkSchema): at most `limit`, in the order a walk of the value
 * meets them (the schema's `required` first for an object, then its properties in the value's order); none when it
 * matches.
 */
export function validate(schema: Schema, value: unknown, limit = MAX_ISSUES): SchemaIssue[] {
  return new Validator(schema, limit).check(schema, value, '', 0);
}

/** How deep `value` nests (0 for a scalar), counting no further than `limit` + 1; no recursion. */
export function depthOf(value: unknown, limit = MAX_VALUE_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, level]);
  }
  return deepest;
}
