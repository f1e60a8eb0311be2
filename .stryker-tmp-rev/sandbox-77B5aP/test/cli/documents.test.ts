/**
 * src/cli/documents.ts: each output's string read as its type (and the types held to action.yml's outputs), the
 * document of each action command (its keys in order whatever the outcome, null where unknown, other outputs kept,
 * outcome and error on a failure), and src/commands/report.ts snakeKeys (the figures' keys).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  documentText,
  DOCUMENT_OUTPUTS,
  keyOf,
  OUTPUT_KINDS,
  outputsDocument,
  schemaPath,
  typedValue,
} from '../../src/cli/documents.ts';
import { failureText } from '../../src/cli/main.ts';
import { commandSpec } from '../../src/cli/spec.ts';
import { snakeKeys } from '../../src/commands/report.ts';

const action = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  outputs: Record<string, { description: string }>;
};

describe('OUTPUT_KINDS', () => {
  it("names every output of action.yml, and only those; a JSON output's description says it holds JSON", () => {
    expect(Object.keys(OUTPUT_KINDS).sort()).toEqual(Object.keys(action.outputs).sort());
    for (const [name, kind] of Object.entries(OUTPUT_KINDS)) {
      if (kind === 'json' || kind === 'value')
        expect(action.outputs[name]!.description, name).toMatch(/JSON/);
    }
  });

  it("every command's document lists outputs that exist", () => {
    for (const names of Object.values(DOCUMENT_OUTPUTS))
      for (const name of names) expect(OUTPUT_KINDS[name], name).toBeDefined();
  });
});

describe('typedValue', () => {
  it.each([
    ['string', 'SUCCEEDED', 'SUCCEEDED'],
    ['string', '0.5', '0.5'],
    ['number', '0.74', 0.74],
    ['number', '-8', -8],
    ['number', 'many', null],
    ['number', 'Infinity', null],
    ['integer', '12', 12],
    ['integer', '1.5', null],
    ['boolean', 'true', true],
    ['boolean', 'false', false],
    ['boolean', 'yes', null],
    ['json', '["u"]', ['u']],
    ['json', '{"a":1}', { a: 1 }],
    ['json', 'not json', null],
    ['number', '', null],
    ['string', '', null],
    ['json', undefined, null],
    // The result: JSON, else its text (redaction may have made it no JSON); none, null.
    ['value', '{"ok":true}', { ok: true }],
    ['value', '[redacted secret]5', '[redacted secret]5'],
    ['value', '', null],
  ] as const)('%s %j → %j', (kind, value, expected) => {
    expect(typedValue(kind, value)).toEqual(expected);
  });
});

describe('outputsDocument', () => {
  it("a run's outputs typed, in the command's order, the ones not set null", () => {
    const doc = outputsDocument('run', {
      credits: '4.46',
      'run-id': 'r1',
      detached: 'false',
      'pull-request-urls': '["https://github.com/acme/app/pull/4"]',
      'comment-url': '',
    });
    expect(doc).toEqual({
      run_id: 'r1',
      state: null,
      session_link: null,
      conversation_id: null,
      pull_request_urls: ['https://github.com/acme/app/pull/4'],
      artifacts: null,
      comment_url: null,
      summary: null,
      detached: false,
      model: null,
      credits: 4.46,
      plan_ready: null,
      result: null,
      result_file: null,
    });
    expect(Object.keys(doc)).toEqual(DOCUMENT_OUTPUTS.run.map(keyOf));
  });

  it('a failure: the same keys, then outcome and error', () => {
    const doc = outputsDocument(
      'gate',
      { 'pass-rate': '0.5', passed: '1' },
      { outcome: 'gate-failed', error: 'x' },
    );
    expect(Object.keys(doc)).toEqual([...DOCUMENT_OUTPUTS.gate.map(keyOf), 'outcome', 'error']);
    expect(doc).toMatchObject({
      pass_rate: 0.5,
      passed: 1,
      failed: null,
      outcome: 'gate-failed',
      error: 'x',
    });
  });

  it('an output the table does not list for the command is kept after its own, typed by its kind, else as text', () => {
    const doc = outputsDocument('settle', { settled: '2', 'result-file': 'out.json', changes: '3' });
    expect(Object.keys(doc)).toEqual(['settled', 'results', 'result_file', 'changes']);
    expect(doc).toMatchObject({ settled: 2, results: null, result_file: 'out.json', changes: 3 });
  });

  it('printed indented, one line feed after', () => {
    expect(documentText({ a: 1 })).toBe('{\n  "a": 1\n}\n');
  });
});

describe('failureText: the document of a command that failed before it printed one', () => {
  it("an action's command: its document, each value null; an inspection command: outcome and error", () => {
    const failure = { outcome: 'usage', error: 'bad' } as const;
    expect(JSON.parse(failureText(commandSpec('report'), failure))).toEqual({
      runs: null,
      success_rate: null,
      total_credits: null,
      figures: null,
      outcome: 'usage',
      error: 'bad',
    });
    expect(failureText(commandSpec('runs get'), failure)).toBe(
      '{\n  "outcome": "usage",\n  "error": "bad"\n}\n',
    );
    expect(failureText(undefined, failure)).toBe('{\n  "outcome": "usage",\n  "error": "bad"\n}\n');
  });

  it('runs logs (JSON Lines): one last line of type error, inert for a runner', () => {
    expect(failureText(commandSpec('runs logs'), { outcome: 'service', error: 'a ##[error] b' })).toBe(
      '{"type":"error","outcome":"service","error":"a #\\u0023[error] b"}\n',
    );
  });
});

describe('schemaPath', () => {
  it("the command's words joined by -", () => {
    expect(schemaPath('runs list')).toBe('schemas/cli/runs-list.schema.json');
    expect(schemaPath('scorers pass-rate')).toBe('schemas/cli/scorers-pass-rate.schema.json');
    expect(schemaPath('run')).toBe('schemas/cli/run.schema.json');
  });
});

describe('snakeKeys: the figures output', () => {
  it('camelCase keys in snake_case, deep, in lists too; the states keep their names; the values untouched', () => {
    expect(
      snakeKeys({
        successRate: 0.5,
        states: { SUCCEEDED: 1, someState: 2 },
        credits: { runsWithUsage: 1, perRun: { p90: 2 } },
        perDay: [{ date: '2026-11-01', runs: 1 }],
        failureCodes: [{ code: 'tests_failed', example: { run_id: 'r1' } }],
        durationMedianMs: null,
        title: 'keepThisValue',
      }),
    ).toEqual({
      success_rate: 0.5,
      states: { SUCCEEDED: 1, someState: 2 },
      credits: { runs_with_usage: 1, per_run: { p90: 2 } },
      per_day: [{ date: '2026-11-01', runs: 1 }],
      failure_codes: [{ code: 'tests_failed', example: { run_id: 'r1' } }],
      duration_median_ms: null,
      title: 'keepThisValue',
    });
  });
});
