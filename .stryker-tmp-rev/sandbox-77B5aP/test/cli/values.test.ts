/** The checks of flag values made before any request (src/cli/values.ts) and the lines of --verbose (verbose.ts). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandSpec } from '../../src/cli/spec.ts';
import { listFlag, stringFlag, UsageError, type FlagValue } from '../../src/cli/usage.ts';
import { isoTime, oneOf, orList, outputFile, uuid, valuesOf, wholeNumber } from '../../src/cli/values.ts';
import { attemptLine, requestLog, retryLine } from '../../src/cli/verbose.ts';
import type { Schemas } from '../../src/client/index.ts';
import { scratch } from './harness.ts';

describe('values', () => {
  it('valuesOf: the values of a closed list of the contract, in the order given', () => {
    expect(valuesOf<Schemas['GroupByPeriod']>()('day', 'week', 'month')).toEqual(['day', 'week', 'month']);
  });

  it('orList', () => {
    expect(orList([])).toBe('');
    expect(orList(['a'])).toBe('a');
    expect(orList(['a', 'b'])).toBe('a or b');
    expect(orList(['a', 'b', 'c'])).toBe('a, b or c');
  });

  it("oneOf: any case in, the contract's case out; anything else names the flag and the values", () => {
    expect(oneOf('order', 'DESC', ['asc', 'desc'])).toBe('desc');
    expect(oneOf('state', 'failed', ['FAILED'])).toBe('FAILED');
    expect(() => oneOf('order', 'descending', ['asc', 'desc'])).toThrow(
      new UsageError('--order must be asc or desc, got "descending"', '--order'),
    );
  });

  it('wholeNumber: from min to max, digits only', () => {
    expect(wholeNumber('limit', '1', 1, 100)).toBe(1);
    expect(wholeNumber('limit', '100', 1, 100)).toBe(100);
    for (const bad of ['0', '101', '1.0', ' 5', '5 ', '1e2', '0x10', '']) {
      expect(() => wholeNumber('limit', bad, 1, 100)).toThrow(
        new UsageError(`--limit must be a whole number from 1 to 100, got "${bad}"`, '--limit'),
      );
    }
  });

  it('isoTime: a date and time, with or without seconds and offset, written back in UTC', () => {
    expect(isoTime('t', '2026-11-27T06:00:00Z')).toBe('2026-11-27T06:00:00.000Z');
    expect(isoTime('t', '2026-11-27t06:00:00.25z')).toBe('2026-11-27T06:00:00.250Z');
    expect(isoTime('t', '2026-11-27T07:30+01:30')).toBe('2026-11-27T06:00:00.000Z');
    expect(isoTime('t', '2026-11-27T07:30:00+0130')).toBe('2026-11-27T06:00:00.000Z');
    expect(isoTime('t', '2028-02-29T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
    // Without an offset: the local time, as Date reads it.
    expect(isoTime('t', '2026-11-27T06:00:00')).toBe(new Date(2026, 10, 27, 6, 0, 0).toISOString());
  });

  it.each([
    'yesterday',
    '2026-11-27',
    '2026-11-27T',
    '2026-11-27 06:00:00Z',
    '2026-11-27T6:00Z',
    '2026-11-31T00:00:00Z',
    '2026-02-29T00:00:00Z',
    '2026-00-10T00:00:00Z',
    '2026-11-27T25:00:00Z',
    '2026-11-27T06:00:00+25',
    ' 2026-11-27T06:00:00Z',
  ])('isoTime refuses "%s"', (value) => {
    expect(() => isoTime('since', value)).toThrow(
      new UsageError(
        `--since takes an ISO 8601 date and time such as 2026-11-27T06:00:00Z, got "${value}"`,
        '--since',
      ),
    );
  });

  it('uuid: any version, any case; nothing else', () => {
    expect(uuid('artifact-uid', '3FA85F64-5717-4562-b3fc-2c963f66afa6')).toBe(
      '3FA85F64-5717-4562-b3fc-2c963f66afa6',
    );
    for (const bad of [
      'art_12',
      '3fa85f64571745624b3fc2c963f66afa6',
      '3fa85f64-5717-4562-b3fc-2c963f66afa',
      `x${'3fa85f64-5717-4562-b3fc-2c963f66afa6'}`,
      '3fa85f64-5717-4562-b3fc-2c963f66afa6x',
    ]) {
      expect(() => uuid('artifact-uid', bad)).toThrow(
        new UsageError(
          `<artifact-uid> must be a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6, got "${bad}"`,
          '<artifact-uid>',
        ),
      );
    }
  });

  it('outputFile: none, a new or an existing file in a folder that exists', () => {
    const dir = scratch();
    mkdirSync(join(dir, 'sub'));
    expect(outputFile('output', undefined)).toBeUndefined();
    expect(outputFile('output', join(dir, 'sub', 'new.txt'))).toBe(join(dir, 'sub', 'new.txt'));
    expect(outputFile('output', 'relative-in-cwd.txt')).toBe('relative-in-cwd.txt');
    expect(() => outputFile('output', join(dir, 'sub'))).toThrow(
      new UsageError(
        `--output ${join(dir, 'sub')} is a folder; give the name of a file to write`,
        '--output',
      ),
    );
  });
});

describe('flag readers', () => {
  const parsed = (flags: Record<string, FlagValue>) => ({
    kind: 'command' as const,
    spec: commandSpec('runs list')!,
    flags,
    positional: undefined,
  });

  it('stringFlag: the value, the last of a repeated flag; nothing for a flag absent or boolean', () => {
    expect(stringFlag(parsed({ name: 'a' }), 'name')).toBe('a');
    expect(stringFlag(parsed({ state: ['A', 'B', 'C'] }), 'state')).toBe('C');
    expect(stringFlag(parsed({ all: true }), 'all')).toBeUndefined();
    expect(stringFlag(parsed({ all: false }), 'all')).toBeUndefined();
    expect(stringFlag(parsed({}), 'name')).toBeUndefined();
  });

  it('listFlag: every value, split at commas, trimmed, the blanks dropped', () => {
    expect(listFlag(parsed({ state: ['A, B', ' C ,,'] }), 'state')).toEqual(['A', 'B', 'C']);
    expect(listFlag(parsed({ state: 'A,B' }), 'state')).toEqual(['A', 'B']);
    expect(listFlag(parsed({ all: true }), 'all')).toEqual([]);
    expect(listFlag(parsed({}), 'state')).toEqual([]);
  });
});

describe('verbose lines', () => {
  const event = {
    operation: 'listRuns',
    method: 'GET' as const,
    path: '/api/v1/agent/runs',
    attempt: 0,
    ms: 12.4,
  };

  it('a request: method, path, status or why none came, milliseconds, and which attempt after the first', () => {
    expect(attemptLine({ ...event, status: 200 })).toBe('GET /api/v1/agent/runs: HTTP 200 in 12 ms');
    expect(attemptLine({ ...event, attempt: 2, error: 'ECONNRESET', ms: 3.6 })).toBe(
      'GET /api/v1/agent/runs: no answer (ECONNRESET) in 4 ms (attempt 3)',
    );
  });

  it('a retry: the words of the action log', () => {
    expect(retryLine({ operation: 'getRun', attempt: 1, delayMs: 500, reason: 'HTTP 503' })).toBe(
      'retrying getRun in 500 ms (attempt 2): HTTP 503',
    );
  });

  it('requestLog hands both to the log', () => {
    const lines: string[] = [];
    const hooks = requestLog((line) => lines.push(line));
    hooks.onAttempt!({ ...event, status: 503 });
    hooks.onRetry!({ operation: 'listRuns', attempt: 1, delayMs: 100, reason: 'busy' });
    expect(lines).toEqual([
      'GET /api/v1/agent/runs: HTTP 503 in 12 ms',
      'retrying listRuns in 100 ms (attempt 2): busy',
    ]);
  });
});
