/**
 * The checking code of the repository's files is generated from their JSON Schemas at build time
 * (scripts/schedules-validator.ts): each committed file is what `npm run generate` makes of its schema now, and it
 * checks as ajv compiling the schema at run time did (same errors, same order).
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  AJV_OPTIONS,
  BENCHMARKS_VALIDATOR,
  generateSchedulesValidator,
  generateValidator,
  SCHEDULES_SCHEMA_PATH,
  SCHEDULES_VALIDATOR,
  VALIDATOR_PATH,
  VALIDATORS,
  withoutAnnotations,
  withoutUnread,
} from '../scripts/schedules-validator.ts';
import { validateBenchmarks } from '../src/flow/benchmarks-validate.generated.ts';
import { validateSchedules } from '../src/flow/schedules-validate.generated.ts';

/** Each generated validator against ajv compiling its schema now, over `samples`: the same verdicts and errors. */
function sameAsCompiled(
  schemaPath: string,
  generated: typeof validateSchedules,
  samples: unknown[],
): Set<string> {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as object;
  const compiled = new Ajv2020({ ...AJV_OPTIONS }).compile(schema);
  const keywords = new Set<string>();
  for (const data of samples) {
    const valid = generated(data);
    expect(valid, JSON.stringify(data)).toBe(compiled(data));
    expect(generated.errors ?? null, JSON.stringify(data)).toEqual(compiled.errors ?? null);
    for (const e of generated.errors ?? []) keywords.add(e.keyword);
  }
  return keywords;
}

describe('the generated validators', () => {
  it('are the schedules and the benchmarks files', () => {
    expect(VALIDATORS).toEqual([SCHEDULES_VALIDATOR, BENCHMARKS_VALIDATOR]);
    expect(SCHEDULES_VALIDATOR.outPath).toBe(VALIDATOR_PATH);
  });

  it.each(VALIDATORS.map((spec) => [spec.outPath.split('/').pop()!, spec] as const))(
    'src/flow/%s is what `npm run generate` makes of its schema',
    async (name, spec) => {
      const committed = readFileSync(spec.outPath, 'utf8');
      expect(
        committed === (await generateValidator(spec)),
        `src/flow/${name} is stale: run \`npm run generate\``,
      ).toBe(true);
    },
  );

  it('embed their schemas without the annotations, at every schema position, and keep properties of those names', () => {
    const note = { title: 't', description: 'd', $comment: 'c', examples: [1], default: 1, deprecated: true };
    expect(
      withoutAnnotations({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: 'x',
        ...note,
        type: 'object',
        properties: { description: { type: 'string', ...note }, title: { enum: ['title'] } },
        patternProperties: { '^x-': { ...note } },
        $defs: { n: { type: 'integer', minimum: 1, ...note } },
        dependentSchemas: { a: { required: ['b'], ...note } },
        additionalProperties: { ...note, not: { ...note, const: 1 } },
        items: { ...note, contains: { ...note }, propertyNames: { ...note, pattern: 'p' } },
        prefixItems: [{ ...note }],
        allOf: [{ ...note }],
        anyOf: [{ ...note, if: { ...note }, then: { ...note }, else: { ...note } }],
        oneOf: [{ ...note, $ref: '#/$defs/n' }],
        required: ['description'],
      }),
    ).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'x',
      type: 'object',
      properties: { description: { type: 'string' }, title: { enum: ['title'] } },
      patternProperties: { '^x-': {} },
      $defs: { n: { type: 'integer', minimum: 1 } },
      dependentSchemas: { a: { required: ['b'] } },
      additionalProperties: { not: { const: 1 } },
      items: { contains: {}, propertyNames: { pattern: 'p' } },
      prefixItems: [{}],
      allOf: [{}],
      anyOf: [{ if: {}, then: {}, else: {} }],
      oneOf: [{ $ref: '#/$defs/n' }],
      required: ['description'],
    });
    for (const spec of VALIDATORS) expect(readFileSync(spec.outPath, 'utf8')).not.toContain('description:');
  });

  it('declare no constant their code does not read: ajv declares every schema object it compiled', () => {
    expect(
      withoutUnread(
        'const schema1 = {"type":"object"};const schema2 = {"minimum":1};const pattern1 = new RegExp("a", "u");' +
          'const schema3 = schema2;function validate1(data){return pattern1.test(data) && schema3.minimum;}',
      ),
    ).toBe(
      'const schema2 = {"minimum":1};const pattern1 = new RegExp("a", "u");const schema3 = schema2;' +
        'function validate1(data){return pattern1.test(data) && schema3.minimum;}',
    );
    // A constant read only by an unread one goes with it.
    expect(withoutUnread('const a = 1;const b = a;function f(){return 2}')).toBe('function f(){return 2}');
    for (const spec of VALIDATORS) {
      const code = readFileSync(spec.outPath, 'utf8');
      for (const [, name] of code.matchAll(/^const (\w+) =/gm))
        expect(code.match(new RegExp(`\\b${name}\\b`, 'g'))!.length, name).toBeGreaterThan(1);
    }
  });

  it('the schedules one is generateSchedulesValidator', async () => {
    expect(await generateSchedulesValidator()).toBe(readFileSync(VALIDATOR_PATH, 'utf8'));
  });
});

describe('src/flow/schedules-validate.generated.ts', () => {
  it('reports the errors ajv compiling the schema reports, in the same order', () => {
    const samples: unknown[] = [
      { schedules: [] },
      { schedules: null },
      {},
      [],
      { schedules: {}, extra: 1, 'x-defaults': { a: 1 } },
      {
        schedules: [
          { name: 'a', cron: '0 3 * * *', prompt: 'p' },
          { name: ' ', cron: 3, prompt: 'p', 'prompt-file': 'f', enabled: 'yes', adopt: 1, colour: 'red' },
          { cron: '0 3 * * *', skill: 'not a skill', 'environment-id': 'short' },
          {
            name: 'b',
            cron: '@daily',
            skill: 'o/r:s',
            'mcp-servers': { m: { url: 'u', command: 'c' }, n: 3 },
          },
          { name: 'c', cron: '@daily', prompt: 'p', 'agent-config': { environment_id: 'x' } },
          'not a mapping',
        ],
      },
    ];
    const keywords = sameAsCompiled(SCHEDULES_SCHEMA_PATH, validateSchedules, samples);
    // The samples reach errors of every kind the reader words.
    expect(keywords).toEqual(
      new Set(['additionalProperties', 'required', 'type', 'pattern', 'oneOf', 'not']),
    );
  });
});

describe('src/flow/benchmarks-validate.generated.ts', () => {
  it('reports the errors ajv compiling the schema reports, in the same order', () => {
    const samples: unknown[] = [
      { cases: [{ name: 'a', prompt: 'p' }] },
      { cases: [] },
      {},
      [],
      { repeat: 0, 'repeat-min-pass': 21, cases: {}, extra: 1, 'x-defaults': { a: 1 } },
      {
        repeat: 'three',
        cases: [
          { name: 'a', prompt: 'p', scorers: ['tests pass', 12] },
          { name: ' ', prompt: 'p', 'prompt-file': 'f', repeat: 1.5, colour: 'red' },
          { prompt: 'p', skill: 'not a skill', 'environment-id': 'short', scorers: [' ', 0] },
          { name: 'b', prompt: 'p', factory: 'fac web', skill: 'o/r:s', scorers: [] },
          { name: 'c', prompt: 'p', 'mcp-servers': { m: { url: 'u', command: 'c' } }, 'agent-config': [] },
          'not a mapping',
        ],
      },
    ];
    const keywords = sameAsCompiled(BENCHMARKS_VALIDATOR.schemaPath, validateBenchmarks, samples);
    expect(keywords).toEqual(
      new Set([
        'additionalProperties',
        'required',
        'type',
        'pattern',
        'minimum',
        'maximum',
        'minItems',
        'anyOf',
        'oneOf',
        'not',
      ]),
    );
  });
});
