/**
 * The structured result's schema interpreter: what checkSchema refuses (and says about it), what validate finds (and
 * says), the bounds on pathological input, and, over generated schemas and values, the same verdict as ajv compiling
 * the schema (ajv is a dev dependency: the reference here, never in the bundle).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSchema,
  depthOf,
  DIALECT,
  MAX_PATTERN_CHARS,
  MAX_SCHEMA_DEPTH,
  MAX_VALUE_DEPTH,
  pointer,
  sameJson,
  SchemaError,
  shownPath,
  validate,
  type Schema,
  type SchemaObject,
} from '../../src/flow/json-schema.ts';

/** checkSchema's message for `schema`, or 'ok'. */
function problem(schema: unknown): string {
  try {
    checkSchema(schema, 'output-schema');
    return 'ok';
  } catch (err) {
    if (!(err instanceof SchemaError)) throw err;
    return err.message;
  }
}

const VERDICT = {
  $schema: DIALECT,
  $id: 'https://example.com/verdict.json',
  title: 'Verdict',
  type: 'object',
  properties: {
    verdict: { enum: ['pass', 'fail'], description: 'the verdict' },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    reasons: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, maxItems: 3 },
    ticket: { type: ['string', 'null'], pattern: '^[A-Z]+-\\d+$' },
  },
  required: ['verdict', 'confidence', 'reasons', 'ticket'],
  additionalProperties: false,
};

describe('checkSchema', () => {
  it('takes every keyword of the subset and the annotations, and hands the schema back', () => {
    const schema = {
      ...VERDICT,
      $comment: 'kept as is',
      default: { verdict: 'pass' },
      examples: [{ verdict: 'fail' }],
      $defs: { finding: { type: 'object', properties: { line: { type: 'integer', minimum: 1 } } } },
      properties: {
        ...VERDICT.properties,
        findings: { type: 'array', items: { $ref: '#/$defs/finding' } },
        kind: { const: 'review' },
        either: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
        anything: true,
      },
    };
    expect(checkSchema(schema, 'x')).toBe(schema);
    expect(checkSchema(true, 'x')).toBe(true);
    expect(problem({ $schema: `${DIALECT}#` })).toBe('ok');
  });

  it('takes a strict structured-output schema as other tools write them (every property required, nullable as anyOf)', () => {
    const strict = {
      type: 'object',
      properties: {
        labels: { type: 'array', items: { type: 'string' } },
        priority: { anyOf: [{ type: 'string', enum: ['p0', 'p1', 'p2'] }, { type: 'null' }] },
        owner: { type: ['string', 'null'] },
        steps: { type: 'array', items: { $ref: '#/$defs/step' } },
      },
      required: ['labels', 'priority', 'owner', 'steps'],
      additionalProperties: false,
      $defs: {
        step: {
          type: 'object',
          properties: {
            text: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/$defs/step' } },
          },
          required: ['text', 'children'],
          additionalProperties: false,
        },
      },
    };
    expect(problem(strict)).toBe('ok');
    expect(
      validate(strict, {
        labels: ['bug'],
        priority: null,
        owner: 'ada',
        steps: [{ text: 'a', children: [{ text: 'b', children: [] }] }],
      }),
    ).toEqual([]);
  });

  it('refuses a misspelt keyword where it is, with the keyword it resembles', () => {
    expect(problem({ type: 'object', properties: { a: { type: 'string' } }, requird: ['a'] })).toBe(
      'output-schema: at /requird: "requird" is not a keyword this action reads (did you mean "required"?); JSON Schema would ignore it silently, so it is refused: fix it or remove it (the keywords read are type, properties, required, additionalProperties, items, enum, const, anyOf, minimum, maximum, minLength, maxLength, minItems, maxItems, pattern, $defs, $ref, title, description, default, examples, $schema, $id, $comment)',
    );
    expect(problem({ properties: { 'a/b': { typ: 'string' } } })).toMatch(
      /^output-schema: at \/properties\/a~1b\/typ: "typ" is not a keyword this action reads \(did you mean "type"\?\)/,
    );
    expect(problem({ properties: { x: { $foo: 1 } } })).toMatch(
      /^output-schema: at \/properties\/x\/\$foo: "\$foo" is not a keyword this action reads; JSON Schema/,
    );
  });

  it('refuses keywords of JSON Schema it does not read, saying what to write instead', () => {
    expect(problem({ oneOf: [true] })).toBe(
      'output-schema: at /oneOf: "oneOf" is not read by this action: use anyOf (a result rarely needs exactly one match)',
    );
    expect(problem({ items: { format: 'date' } })).toBe(
      'output-schema: at /items/format: "format" is not read by this action: use pattern',
    );
    expect(problem({ definitions: {} })).toBe(
      'output-schema: at /definitions: "definitions" is not read by this action: use $defs (the name of 2020-12) and refer to "#/$defs/<name>"',
    );
    expect(problem({ nullable: true })).toMatch(
      /"nullable" is not read by this action: use "type": \["string", "null"\]/,
    );
    expect(problem({ allOf: [] })).toMatch(/merge the schemas into one$/);
    expect(problem({ prefixItems: [] })).toMatch(/describe every item with one schema in items$/);
    expect(problem({ exclusiveMinimum: 0 })).toMatch(
      /"exclusiveMinimum" is not read by this action: use minimum$/,
    );
    expect(problem({ exclusiveMaximum: 0 })).toMatch(
      /"exclusiveMaximum" is not read by this action: use maximum$/,
    );
  });

  it.each([
    [
      '[]',
      [],
      'output-schema: at (root): a schema must be a JSON object, such as {"type": "object", "properties": {...}}',
    ],
    [
      'a string',
      'object',
      'output-schema: at (root): a schema must be a JSON object, such as {"type": "object", "properties": {...}}',
    ],
    [
      'a property that is no schema',
      { properties: { a: 'string' } },
      'output-schema: at /properties/a: a schema must be an object (or true or false)',
    ],
    [
      'an unknown type',
      { type: 'text' },
      'output-schema: at /type: "text" is not a type: use null, boolean, object, array, number, string, integer',
    ],
    [
      'a type of another kind',
      { type: [1] },
      'output-schema: at /type: 1 is not a type: use null, boolean, object, array, number, string, integer',
    ],
    [
      'no types',
      { type: [] },
      'output-schema: at /type: an empty list of types allows nothing: name at least one',
    ],
    ['a type twice', { type: ['string', 'string'] }, 'output-schema: at /type: names a type twice'],
    [
      'properties as a list',
      { properties: [] },
      'output-schema: at /properties: properties must be an object of schemas',
    ],
    ['$defs as a list', { $defs: [] }, 'output-schema: at /$defs: $defs must be an object of schemas'],
    [
      '$defs below the root',
      { properties: { a: { $defs: {} } } },
      'output-schema: at /properties/a/$defs: $defs is read at the root of the schema only (where "#/$defs/<name>" points): move it there',
    ],
    [
      'items as a list',
      { items: [{}] },
      'output-schema: at /items: a list of schemas in items is the form of drafts before 2020-12 (prefixItems since), which this action does not read: give one schema for every item',
    ],
    [
      'a bad additionalProperties',
      { additionalProperties: 'no' },
      'output-schema: at /additionalProperties: a schema must be an object (or true or false)',
    ],
    ['an empty anyOf', { anyOf: [] }, 'output-schema: at /anyOf: anyOf must be a non-empty list of schemas'],
    [
      'a bad anyOf branch',
      { anyOf: [{}, 3] },
      'output-schema: at /anyOf/1: a schema must be an object (or true or false)',
    ],
    [
      'required as a string',
      { required: 'a' },
      'output-schema: at /required: required must be a list of property names',
    ],
    ['required twice', { required: ['a', 'a'] }, 'output-schema: at /required: names a property twice'],
    ['an empty enum', { enum: [] }, 'output-schema: at /enum: enum must be a non-empty list of values'],
    [
      'an enum of a string',
      { enum: 'a' },
      'output-schema: at /enum: enum must be a non-empty list of values',
    ],
    ['an enum of no JSON', { enum: [Number.NaN] }, 'output-schema: at /enum: enum must list JSON values'],
    ['a const of no JSON', { const: Infinity }, 'output-schema: at /const: const must be a JSON value'],
    [
      'a default of no JSON',
      { default: new Date(0) },
      'output-schema: at /default: default must be a JSON value',
    ],
    [
      'examples as an object',
      { examples: {} },
      'output-schema: at /examples: examples must be a list of JSON values',
    ],
    ['a minimum as text', { minimum: '1' }, 'output-schema: at /minimum: minimum must be a number'],
    [
      'a maximum of no number',
      { maximum: Number.NaN },
      'output-schema: at /maximum: maximum must be a number',
    ],
    [
      'a negative minLength',
      { minLength: -1 },
      'output-schema: at /minLength: minLength must be a whole number, 0 or more',
    ],
    [
      'a fractional maxItems',
      { maxItems: 1.5 },
      'output-schema: at /maxItems: maxItems must be a whole number, 0 or more',
    ],
    [
      'a maxLength as text',
      { maxLength: '3' },
      'output-schema: at /maxLength: maxLength must be a whole number, 0 or more',
    ],
    [
      'a minItems too large',
      { minItems: 2 ** 60 },
      'output-schema: at /minItems: minItems must be a whole number, 0 or more',
    ],
    [
      'a pattern as a number',
      { pattern: 1 },
      'output-schema: at /pattern: pattern must be a string (a regular expression)',
    ],
    [
      'a pattern that does not compile',
      { pattern: '(' },
      'output-schema: at /pattern: the pattern is not a regular expression: Invalid regular expression: /(/u: Unterminated group',
    ],
    [
      'a pattern only sloppy mode takes',
      { pattern: '\\-' },
      'output-schema: at /pattern: the pattern is not a regular expression: Invalid regular expression: /\\-/u: Invalid escape',
    ],
    [
      'a $ref of another kind',
      { $ref: 1 },
      'output-schema: at /$ref: $ref must be a string such as "#/$defs/item"',
    ],
    [
      'a $ref to another document',
      { $ref: 'other.json#/$defs/a' },
      'output-schema: at /$ref: "other.json#/$defs/a" is not read: a $ref points into this schema\'s own $defs, as "#/$defs/<name>"',
    ],
    [
      'a $ref to the root',
      { $ref: '#' },
      'output-schema: at /$ref: "#" is not read: a $ref points into this schema\'s own $defs, as "#/$defs/<name>"',
    ],
    [
      'a $ref into a def',
      { $defs: { a: {} }, $ref: '#/$defs/a/properties' },
      'output-schema: at /$ref: "#/$defs/a/properties" is not read: a $ref points into this schema\'s own $defs, as "#/$defs/<name>"',
    ],
    [
      'a $ref badly escaped',
      { $ref: '#/$defs/%E0%A4%A' },
      'output-schema: at /$ref: "#/$defs/%E0%A4%A" is not read: a $ref points into this schema\'s own $defs, as "#/$defs/<name>"',
    ],
    [
      'a $ref to nothing',
      { $defs: { a: {} }, $ref: '#/$defs/b' },
      'output-schema: at /$ref: "#/$defs/b" names no entry of $defs',
    ],
    [
      'another dialect',
      { $schema: 'http://json-schema.org/draft-07/schema#' },
      `output-schema: at /$schema: "http://json-schema.org/draft-07/schema#" is not the dialect read here: write "${DIALECT}", or leave $schema out`,
    ],
    [
      '$schema below the root',
      { items: { $schema: DIALECT } },
      'output-schema: at /items/$schema: $schema belongs at the root of the schema only',
    ],
    [
      '$id below the root',
      { items: { $id: 'x' } },
      'output-schema: at /items/$id: $id belongs at the root of the schema only',
    ],
    ['$id of a number', { $id: 1 }, 'output-schema: at /$id: $id must be a string'],
    ['a title of a number', { title: 1 }, 'output-schema: at /title: title must be a string'],
    [
      'a description of null',
      { description: null },
      'output-schema: at /description: description must be a string',
    ],
    ['a $comment of a list', { $comment: [] }, 'output-schema: at /$comment: $comment must be a string'],
    [
      'a minimum over its maximum',
      { minimum: 2, maximum: 1 },
      'output-schema: at /minimum: minimum (2) is more than maximum (1): no value could satisfy both',
    ],
    [
      'a minLength over its maxLength',
      { minLength: 2, maxLength: 1 },
      'output-schema: at /minLength: minLength (2) is more than maxLength (1): no value could satisfy both',
    ],
    [
      'a minItems over its maxItems',
      { minItems: 2, maxItems: 1 },
      'output-schema: at /minItems: minItems (2) is more than maxItems (1): no value could satisfy both',
    ],
    [
      'a required name that could never be there',
      { properties: { a: {} }, required: ['a', 'b'], additionalProperties: false },
      'output-schema: at /required: "b" is required, but it is not in properties and additionalProperties is false: it could never be there; add it to properties',
    ],
    [
      'a type nested too deep for JSON to show (it is named, not written out)',
      { type: [JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`) as unknown] },
      'output-schema: at /type: a list nested too deep to show is not a type: use null, boolean, object, array, number, string, integer',
    ],
    [
      'a long type (cut in the message)',
      { type: 'x'.repeat(100) },
      `output-schema: at /type: "${'x'.repeat(58)}… is not a type: use null, boolean, object, array, number, string, integer`,
    ],
    [
      'a $schema nested too deep for JSON to show',
      { $schema: { a: JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`) as unknown } },
      `output-schema: at /$schema: an object nested too deep to show is not the dialect read here: write "${DIALECT}", or leave $schema out`,
    ],
  ])('refuses %s, naming where and why', (_, schema, message) => {
    expect(problem(schema)).toBe(message);
  });

  it('takes bounds that meet, required names allowed by additionalProperties, and a ref name written as a pointer and a URI write it', () => {
    expect(problem({ minimum: 1, maximum: 1, minLength: 0, maxLength: 0, minItems: 3, maxItems: 3 })).toBe(
      'ok',
    );
    expect(problem({ properties: { a: {} }, required: ['a', 'b'] })).toBe('ok');
    expect(
      problem({ properties: { a: {} }, required: ['a', 'b'], additionalProperties: { type: 'string' } }),
    ).toBe('ok');
    expect(
      problem({
        $defs: { 'a/b': {}, 'c~d': {}, 'é x': {} },
        anyOf: [{ $ref: '#/$defs/a~1b' }, { $ref: '#/$defs/c~0d' }, { $ref: '#/$defs/%C3%A9%20x' }],
      }),
    ).toBe('ok');
  });

  it('takes a pattern of the longest length, and refuses one character more', () => {
    expect(problem({ pattern: 'a'.repeat(MAX_PATTERN_CHARS) })).toBe('ok');
    expect(problem({ pattern: 'a'.repeat(MAX_PATTERN_CHARS + 1) })).toBe(
      `output-schema: at /pattern: the pattern is ${MAX_PATTERN_CHARS + 1} characters long, more than the ${MAX_PATTERN_CHARS} read`,
    );
  });

  it(`takes a schema nested ${MAX_SCHEMA_DEPTH} levels deep and refuses one deeper, where it goes too deep`, () => {
    const nested = (levels: number): unknown => (levels === 0 ? {} : { items: nested(levels - 1) });
    expect(problem(nested(MAX_SCHEMA_DEPTH))).toBe('ok');
    expect(problem(nested(MAX_SCHEMA_DEPTH + 1))).toBe(
      `output-schema: at ${'/items'.repeat(MAX_SCHEMA_DEPTH + 1)}: the schema nests more than ${MAX_SCHEMA_DEPTH} levels deep`,
    );
    // A hundred thousand levels of input: refused, not a stack overflow.
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { items: deep };
    expect(problem(deep)).toMatch(/the schema nests more than 64 levels deep$/);
    let deepConst: unknown = 1;
    for (let i = 0; i < 100_000; i++) deepConst = [deepConst];
    expect(problem({ const: deepConst })).toBe('output-schema: at /const: const must be a JSON value');
  });

  it('refuses refs that lead back to themselves on the same part of the value, and takes recursion through a property or an item', () => {
    expect(problem({ $defs: { a: { $ref: '#/$defs/a' } } })).toBe(
      'output-schema: at /$defs/a: #/$defs/a → #/$defs/a refers to itself without going into a property or an item: validating it would never end',
    );
    expect(
      problem({
        $defs: {
          a: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/b' }] },
          b: { $ref: '#/$defs/c' },
          c: { anyOf: [{ anyOf: [{ $ref: '#/$defs/a' }] }] },
        },
      }),
    ).toBe(
      'output-schema: at /$defs/a: #/$defs/a → #/$defs/b → #/$defs/c → #/$defs/a refers to itself without going into a property or an item: validating it would never end',
    );
    expect(
      problem({
        $defs: {
          ok: { type: 'string' },
          a: { $ref: '#/$defs/ok' },
          b: { anyOf: [{ $ref: '#/$defs/a' }, { $ref: '#/$defs/ok' }] },
        },
      }),
    ).toBe('ok');
    expect(
      problem({
        $defs: { tree: { properties: { kids: { items: { $ref: '#/$defs/tree' } } } } },
        $ref: '#/$defs/tree',
      }),
    ).toBe('ok');
    expect(
      problem({ $defs: { list: { anyOf: [{ type: 'null' }, { items: { $ref: '#/$defs/list' } }] } } }),
    ).toBe('ok');
    expect(problem({ $defs: { map: { additionalProperties: { $ref: '#/$defs/map' } } } })).toBe('ok');
  });
});

describe('validate', () => {
  const schema = checkSchema(VERDICT, 'x');

  it('finds nothing in a value that matches', () => {
    expect(validate(schema, { verdict: 'pass', confidence: 0.5, reasons: ['ok'], ticket: null })).toEqual([]);
    expect(
      validate(schema, { verdict: 'fail', confidence: 1, reasons: ['a', 'b', 'c'], ticket: 'APP-12' }),
    ).toEqual([]);
  });

  it('says what is wrong where, in the order of the walk: required names first, then the value in its own order', () => {
    expect(validate(schema, { reasons: [], confidence: 2, extra: true, ticket: 'app-1' })).toEqual([
      { path: '/verdict', message: 'is required and missing' },
      { path: '/reasons', message: 'must have at least 1 item, got 0' },
      { path: '/confidence', message: 'must be at most 1, got 2' },
      {
        path: '/extra',
        message: 'is not allowed: the object holds only "verdict", "confidence", "reasons", "ticket"',
      },
      { path: '/ticket', message: 'must match the pattern "^[A-Z]+-\\\\d+$"' },
    ]);
  });

  it.each([
    ['a type', { type: 'string' }, 3, 'must be a string, got an integer'],
    ['a type array', { type: ['string', 'null'] }, 1.5, 'must be a string or null, got a number'],
    ['an object', { type: 'object' }, [], 'must be an object, got an array'],
    ['an array', { type: 'array' }, {}, 'must be an array, got an object'],
    ['a boolean', { type: 'boolean' }, null, 'must be a boolean, got null'],
    ['null', { type: 'null' }, false, 'must be null, got a boolean'],
    ['a number', { type: 'number' }, '1', 'must be a number, got a string'],
    ['an integer', { type: 'integer' }, 1.5, 'must be an integer, got a number'],
    [
      'an enum',
      { enum: ['pass', 'fail', 1, { a: [1] }] },
      'maybe',
      'must be one of "pass", "fail", 1, {"a":[1]}',
    ],
    ['a const', { const: { a: 1, b: [true] } }, { a: 1, b: [false] }, 'must be exactly {"a":1,"b":[true]}'],
    ['a long const', { const: 'x'.repeat(100) }, 'y', `must be exactly "${'x'.repeat(58)}…`],
    ['a minimum', { minimum: 0 }, -0.5, 'must be at least 0, got -0.5'],
    ['a maximum', { maximum: 10 }, 11, 'must be at most 10, got 11'],
    ['a minLength', { minLength: 2 }, 'é', 'must be at least 2 characters long, got 1'],
    ['a minLength of one', { minLength: 1 }, '', 'must be at least 1 character long, got 0'],
    ['a maxLength in code points', { maxLength: 1 }, '😀😀', 'must be at most 1 character long, got 2'],
    ['a maxLength', { maxLength: 2 }, 'abc', 'must be at most 2 characters long, got 3'],
    ['a minItems', { minItems: 2 }, [1], 'must have at least 2 items, got 1'],
    ['a maxItems', { maxItems: 1 }, [1, 2], 'must have at most 1 item, got 2'],
    ['a pattern', { pattern: '^\\p{Lu}' }, 'abc', 'must match the pattern "^\\\\p{Lu}"'],
    ['false', false, 1, 'is not allowed here'],
  ] as const)('says what %s asks for', (_, given, value, message) => {
    expect(validate(checkSchema(given, 'x'), value)).toEqual([{ path: '', message }]);
  });

  it('takes what the keywords allow: a number for an integer written 1.0, keys in any order for a const, a pattern anywhere in the string', () => {
    expect(validate({ type: 'integer' }, 1.0)).toEqual([]);
    expect(validate({ const: { a: 1, b: 2 } }, { b: 2, a: 1 })).toEqual([]);
    expect(validate({ enum: [[1, 2]] }, [1, 2])).toEqual([]);
    expect(validate({ pattern: 'b' }, 'abc')).toEqual([]);
    expect(validate({ minimum: 0, maximum: 0 }, 'not a number')).toEqual([]);
    expect(validate({ minLength: 5, pattern: 'x' }, 3)).toEqual([]);
    expect(validate({ minItems: 5, items: false }, 'no array')).toEqual([]);
    expect(validate({ required: ['a'], additionalProperties: false }, ['no object'])).toEqual([]);
    expect(validate(true, { anything: [1] })).toEqual([]);
    expect(validate({ items: true, additionalProperties: true }, [{ a: 1 }])).toEqual([]);
  });

  it('checks extra properties against additionalProperties, and items one by one, by their pointers', () => {
    expect(
      validate(
        {
          properties: { 'a/b': { type: 'string' } },
          additionalProperties: { type: 'integer' },
          type: 'object',
        },
        { 'a/b': 1, 'c~d': 'x', e: 2 },
      ),
    ).toEqual([
      { path: '/a~1b', message: 'must be a string, got an integer' },
      { path: '/c~0d', message: 'must be an integer, got a string' },
    ]);
    expect(validate({ items: { type: 'string' } }, ['a', 1, 'b', null])).toEqual([
      { path: '/1', message: 'must be a string, got an integer' },
      { path: '/3', message: 'must be a string, got null' },
    ]);
    expect(validate({ additionalProperties: false }, { a: 1 })).toEqual([
      { path: '/a', message: 'is not allowed: the object holds no properties' },
    ]);
    const many = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`p${i}`, {}]));
    expect(validate({ properties: many, additionalProperties: false }, { z: 1 })).toEqual([
      {
        path: '/z',
        message: `is not allowed: the object holds only ${Array.from({ length: 12 }, (_, i) => `"p${i}"`).join(', ')}, …`,
      },
    ]);
  });

  it('follows $ref into $defs, with the keywords beside it', () => {
    const withRef = checkSchema(
      {
        $defs: { name: { type: 'string', minLength: 2 } },
        properties: { a: { $ref: '#/$defs/name', maxLength: 3 } },
      },
      'x',
    );
    expect(validate(withRef, { a: 'x' })).toEqual([
      { path: '/a', message: 'must be at least 2 characters long, got 1' },
    ]);
    expect(validate(withRef, { a: 'xxxx' })).toEqual([
      { path: '/a', message: 'must be at most 3 characters long, got 4' },
    ]);
    expect(validate(withRef, { a: 'xx' })).toEqual([]);
  });

  it('says of an anyOf none of whose shapes the value has what each asks; else the closest branch', () => {
    expect(validate({ anyOf: [{ type: 'string' }, { type: 'null' }] }, 5)).toEqual([
      {
        path: '',
        message:
          'matches none of the 2 choices (anyOf): must be a string, got an integer; or must be null, got an integer',
      },
    ]);
    expect(validate({ anyOf: [{ type: 'string' }, { type: 'string' }] }, 5)).toEqual([
      { path: '', message: 'matches none of the 2 choices (anyOf): must be a string, got an integer' },
    ]);
    const shapes = {
      anyOf: [
        {
          type: 'object',
          properties: { kind: { const: 'a' }, n: { type: 'integer' } },
          required: ['kind', 'n'],
        },
        { type: 'object', properties: { kind: { const: 'b' } }, required: ['kind'] },
        { type: 'string' },
      ],
    };
    expect(validate(shapes, { kind: 'a', n: 'x' })).toEqual([
      { path: '/n', message: 'must be an integer, got a string' },
    ]);
    expect(validate(shapes, { kind: 'c', n: 1 })).toEqual([
      { path: '/kind', message: 'must be exactly "a"' },
    ]);
    expect(validate(shapes, { kind: 'b' })).toEqual([]);
  });

  it('reports at most the limit, 20 by default', () => {
    const wrong = Array.from({ length: 50 }, () => 1);
    expect(validate({ items: { type: 'string' } }, wrong)).toHaveLength(20);
    expect(validate({ items: { type: 'string' } }, wrong, 3)).toEqual([
      { path: '/0', message: 'must be a string, got an integer' },
      { path: '/1', message: 'must be a string, got an integer' },
      { path: '/2', message: 'must be a string, got an integer' },
    ]);
    const object = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 1]));
    expect(validate({ additionalProperties: false, required: ['a', 'b'] }, object, 3)).toEqual([
      { path: '/a', message: 'is required and missing' },
      { path: '/b', message: 'is required and missing' },
      { path: '/k0', message: 'is not allowed: the object holds no properties' },
    ]);
  });

  it(`refuses a value nested deeper than ${MAX_VALUE_DEPTH} levels where the schema goes into it`, () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < MAX_VALUE_DEPTH + 5; i++) value = [value];
    const list = checkSchema(
      { $defs: { l: { anyOf: [{ type: 'string' }, { items: { $ref: '#/$defs/l' } }] } }, $ref: '#/$defs/l' },
      'x',
    );
    const issues = validate(list, value);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toBe(`nests more than ${MAX_VALUE_DEPTH} levels deep`);
    expect(issues[0]!.path).toBe('/0'.repeat(MAX_VALUE_DEPTH + 1));
  });

  it('tries each branch of an anyOf once per part of the value: forty levels of two branches that both descend end at once', () => {
    // Without the memo this is 2^40 walks of the leaves: the test would never end.
    const branchy = checkSchema(
      {
        $defs: {
          node: {
            anyOf: [
              { type: 'array', items: { $ref: '#/$defs/node' }, maxItems: 3 },
              { type: 'array', items: { $ref: '#/$defs/node' }, minItems: 0 },
            ],
          },
        },
        $ref: '#/$defs/node',
      },
      'x',
    );
    // Forty arrays, one inside the other, around a number neither branch takes: both branches fail at every level.
    const chain: unknown = JSON.parse(`${'['.repeat(40)}1${']'.repeat(40)}`);
    expect(validate(branchy, chain)).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('writes pointers with ~0 and ~1, and shows the whole value as (root)', () => {
    expect(pointer('', 'a/b~c')).toBe('/a~1b~0c');
    expect(pointer('/x', 3)).toBe('/x/3');
    expect(shownPath('')).toBe('(root)');
    expect(shownPath('/a')).toBe('/a');
  });

  it('tells JSON values equal whatever the order of keys', () => {
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson([1, 2], [1])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson({ a: 1 }, { b: 1 })).toBe(false);
  });

  it('measures how deep a value nests without recursion, and stops past the limit', () => {
    expect(depthOf(1)).toBe(0);
    expect(depthOf({ a: [1, { b: [] }] })).toBe(4);
    let deep: unknown = [];
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(depthOf(deep, 10)).toBe(11);
  });
});

// ---- against ajv, over generated schemas and values ------------------------------------------------------------

/** Patterns with a string each matches, for values built from a schema. */
const PATTERNS: Record<string, string> = { '^[a-z]{1,5}$': 'abc', '\\d': 'v1', '^v\\d+$': 'v12', é: 'café' };

const bounds = (arb: fc.Arbitrary<number>) =>
  fc
    .tuple(fc.option(arb, { nil: undefined }), fc.option(arb, { nil: undefined }))
    .map(([a, b]) => (a !== undefined && b !== undefined && a > b ? [b, a] : [a, b]));

const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));

const leafSchema: fc.Arbitrary<SchemaObject> = fc.oneof(
  fc
    .tuple(bounds(fc.nat(4)), fc.option(fc.constantFrom(...Object.keys(PATTERNS)), { nil: undefined }))
    .map(([[minLength, maxLength], pattern]) =>
      pattern ? { type: 'string', pattern } : defined({ type: 'string', minLength, maxLength }),
    ),
  bounds(fc.integer({ min: -5, max: 5 })).map(([minimum, maximum]) =>
    defined({ type: 'integer', minimum, maximum }),
  ),
  bounds(fc.double({ min: -5, max: 5, noNaN: true })).map(([minimum, maximum]) =>
    defined({ type: 'number', minimum, maximum }),
  ),
  fc.constant({ type: 'boolean' }),
  fc.constant({ type: 'null' }),
  fc.constant({ type: ['string', 'null'] }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 1, maxLength: 3 }).map((values) => ({ enum: values })),
  fc.jsonValue({ maxDepth: 2 }).map((value) => ({ const: value })),
);

const { node: anySchema } = fc.letrec<{
  node: SchemaObject | boolean;
  object: SchemaObject;
  array: SchemaObject;
  anyOf: SchemaObject;
}>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    leafSchema,
    tie('object'),
    tie('array'),
    tie('anyOf'),
    fc.boolean(),
  ),
  object: fc
    .tuple(
      fc.dictionary(fc.constantFrom('a', 'b', 'c/d', 'e~f'), tie('node'), { maxKeys: 4 }),
      fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      fc.oneof(fc.constant(undefined), fc.boolean(), leafSchema),
    )
    .map(([properties, pick, additionalProperties]) => {
      const required = Object.keys(properties).filter((_, i) => pick[i]);
      return defined({ type: 'object', properties, required, additionalProperties });
    }),
  array: fc
    .tuple(tie('node'), bounds(fc.nat(3)))
    .map(([items, [minItems, maxItems]]) => defined({ type: 'array', items, minItems, maxItems })),
  anyOf: fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((anyOf) => ({ anyOf })),
}));

/** A value that matches `schema` (as built by the arbitraries above), or undefined where none can be made simply. */
function sample(schema: Schema): unknown {
  if (schema === true) return 'anything';
  if (schema === false) return undefined;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) {
    for (const branch of schema.anyOf as Schema[]) {
      const value = sample(branch);
      if (value !== undefined && validate(branch, value).length === 0) return value;
    }
    return undefined;
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (typeof schema.pattern === 'string') return PATTERNS[schema.pattern];
      return 'x'
        .repeat((schema.minLength as number | undefined) ?? 1)
        .slice(0, (schema.maxLength as number | undefined) ?? 10);
    case 'integer': {
      const low = schema.minimum as number | undefined;
      const high = schema.maximum as number | undefined;
      return low !== undefined ? low : high !== undefined ? high : 0;
    }
    case 'number':
      return (schema.minimum as number | undefined) ?? (schema.maximum as number | undefined) ?? 0.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const item = sample(schema.items as Schema);
      const count = (schema.minItems as number | undefined) ?? 1;
      if (count > 0 && item === undefined) return undefined;
      return Array.from(
        { length: Math.min(count, (schema.maxItems as number | undefined) ?? count) },
        () => item,
      );
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        const item = sample(property);
        if (item === undefined) {
          if ((schema.required as string[]).includes(key)) return undefined;
          continue;
        }
        value[key] = item;
      }
      return value;
    }
    default:
      return undefined;
  }
}

describe('against ajv (JSON Schema 2020-12)', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const RUNS = { numRuns: 300, seed: 20260601 };

  it('every generated schema passes checkSchema, and ajv and validate agree on values built from it and on any JSON', () => {
    fc.assert(
      fc.property(anySchema, fc.jsonValue({ maxDepth: 3 }), (schema, other) => {
        expect(problem(schema)).toBe('ok');
        const reference = ajv.compile(schema as object);
        const built = sample(schema);
        for (const value of built === undefined ? [other] : [built, other]) {
          expect(validate(schema, value).length === 0, JSON.stringify({ schema, value })).toBe(
            reference(value),
          );
        }
        if (built !== undefined)
          expect(validate(schema, built), JSON.stringify({ schema, built })).toEqual([]);
      }),
      RUNS,
    );
  });

  it('a value built from a schema, changed at one place, is found wrong exactly when ajv finds it wrong', () => {
    const mutate = (value: unknown, path: number[], replacement: unknown): unknown => {
      if (path.length === 0 || typeof value !== 'object' || value === null) return replacement;
      const entries = Object.entries(value);
      if (entries.length === 0) return replacement;
      const [index, ...rest] = path;
      const [key, child] = entries[index! % entries.length]!;
      const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
      (copy as Record<string, unknown>)[key] = mutate(child, rest, replacement);
      return copy;
    };
    fc.assert(
      fc.property(
        anySchema,
        fc.array(fc.nat(5), { maxLength: 4 }),
        fc.jsonValue({ maxDepth: 1 }),
        (schema, path, replacement) => {
          const built = sample(schema);
          fc.pre(built !== undefined);
          const changed = mutate(built, path, replacement);
          const reference = ajv.compile(schema as object);
          expect(validate(schema, changed).length === 0, JSON.stringify({ schema, changed })).toBe(
            reference(changed),
          );
        },
      ),
      RUNS,
    );
  });
});
