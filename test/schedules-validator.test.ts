/**
 * The schedules file's checking code is generated from its JSON Schema at build time (scripts/schedules-validator.ts):
 * the committed file is what `npm run generate` makes of the schema now, and it checks as ajv compiling the schema
 * at run time did (same errors, same order).
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  generateSchedulesValidator,
  SCHEDULES_SCHEMA_PATH,
  VALIDATOR_PATH,
} from '../scripts/schedules-validator.ts';
import { validateSchedules } from '../src/flow/schedules-validate.generated.ts';

describe('src/flow/schedules-validate.generated.ts', () => {
  it('is what `npm run generate` makes of schemas/cloud-agents.schema.json', async () => {
    const committed = readFileSync(VALIDATOR_PATH, 'utf8');
    expect(
      committed === (await generateSchedulesValidator()),
      'src/flow/schedules-validate.generated.ts is stale: run `npm run generate`',
    ).toBe(true);
  });

  it('reports the errors ajv compiling the schema reports, in the same order', () => {
    const schema = JSON.parse(readFileSync(SCHEDULES_SCHEMA_PATH, 'utf8')) as object;
    const compiled = new Ajv2020({ allErrors: true, strict: true, strictRequired: false }).compile(schema);
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
    for (const data of samples) {
      const valid = validateSchedules(data);
      expect(valid, JSON.stringify(data)).toBe(compiled(data));
      expect(validateSchedules.errors ?? null, JSON.stringify(data)).toEqual(compiled.errors ?? null);
    }
    // The samples reach errors of every kind the reader words.
    validateSchedules(samples.at(-1));
    expect(new Set(validateSchedules.errors!.map((e) => e.keyword))).toEqual(
      new Set(['additionalProperties', 'required', 'type', 'pattern', 'oneOf', 'not']),
    );
  });
});
