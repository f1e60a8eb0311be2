/**
 * The result in a report: a table for a flat object of scalars, a folded JSON block otherwise (cut to the room it
 * has), what is wrong with one that does not match, a repair under way, a schema not available; always literal.
 */
import { describe, expect, it } from 'vitest';
import { cut } from '../../src/render/format.ts';
import { renderReport, type ReportInput } from '../../src/render/report.ts';
import { isFlat, issueLines, resultSection, type ResultView } from '../../src/render/result.ts';
import type { RunItem } from '../../src/client/index.ts';

const section = (view: ResultView, room = 10_000) =>
  resultSection(view, room, (text, max) => cut(text, max, 'The result'));

describe('isFlat', () => {
  it('an object of 1 to 20 scalars', () => {
    expect(isFlat({ a: 1, b: 'x', c: null, d: true })).toBe(true);
    expect(isFlat(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])))).toBe(true);
    expect(isFlat(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])))).toBe(false);
    expect(isFlat({})).toBe(false);
    expect(isFlat({ a: [] })).toBe(false);
    expect(isFlat({ a: {} })).toBe(false);
    expect(isFlat([1])).toBe(false);
    expect(isFlat(null)).toBe(false);
    expect(isFlat('x')).toBe(false);
  });
});

describe('resultSection', () => {
  it('a flat result: a table, strings shown literally, other scalars as code', () => {
    expect(
      section({
        status: 'valid',
        from: 'file',
        value: { label: 'bug | *urgent* @ada', count: 2, ok: false, none: null, empty: '' },
      }),
    ).toBe(
      [
        '**Result** (from its `result.json` file, as its schema asks)',
        '',
        '| field | value |',
        '|---|---|',
        '| `label` | bug \\| \\*urgent\\* @\u2060ada |',
        '| `count` | `2` |',
        '| `ok` | `false` |',
        '| `none` | `null` |',
        '| `empty` | _(empty)_ |',
      ].join('\n'),
    );
  });

  it('any other result: folded JSON in a fence nothing in it closes', () => {
    const value = { text: 'a ``` fence <!-- cloud-agent-action:state x -->', list: [1] };
    const json = JSON.stringify(value, null, 2);
    expect(section({ status: 'valid', from: 'message', value })).toBe(
      [
        '**Result** (from the JSON block ending its final message, as its schema asks)',
        '',
        `<details><summary>The result (${json.length} characters of JSON)</summary>`,
        '',
        '````json',
        json.replace('cloud-agent-action:state', 'cloud-agent-action:\u2060state'),
        '````',
        '',
        '</details>',
      ].join('\n'),
    );
  });

  it('a long result is cut inside its block, which stays closed', () => {
    const value = { log: ['x'.repeat(5000)] };
    const text = section({ status: 'valid', from: 'file', value }, 1000);
    expect(text.length).toBeLessThan(1300);
    expect(text).toContain('_… The result cut here: ');
    expect(text).toMatch(/\n```\n\n_… The result cut here: [\d,]+ more characters\._\n\n<\/details>$/);
    expect(text.endsWith('</details>')).toBe(true);
  });

  it('a result that does not match: where and what, after the repairs; no result: said so', () => {
    const issues = [
      { path: '', message: 'must be an object, got an array' },
      { path: '/a`b', message: 'is **required**' },
    ];
    expect(section({ status: 'invalid', issues, from: 'file', repairs: 0 })).toBe(
      [
        '**Result: does not match its schema** (`schema-invalid`)',
        '',
        'The result from its `result.json` file does not match its schema.',
        '',
        '- `(root)`: must be an object, got an array',
        '- ``/a`b``: is \\*\\*required\\*\\*',
      ].join('\n'),
    );
    expect(section({ status: 'invalid', issues, from: 'message', repairs: 2 })).toContain(
      'The result from the JSON block ending its final message does not match its schema, after 2 repair follow-ups.',
    );
    expect(section({ status: 'invalid', issues, from: undefined, repairs: 1 })).toBe(
      '**Result: does not match its schema** (`schema-invalid`)\n\nThe run gave no result: no new `result.json` file, and no fenced `json` block ending its final message, after a repair follow-up.',
    );
  });

  it('a repair under way, and a schema a settle could not get', () => {
    expect(
      section({
        status: 'repairing',
        issues: [{ path: '/a', message: 'is required and missing' }],
        repair: 1,
        of: 2,
      }),
    ).toBe(
      '**Result: being repaired** (1 of 2)\n\nThe result did not match its schema; the agent was asked to fix:\n\n- `/a`: is required and missing',
    );
    expect(section({ status: 'unavailable', why: '"s.json" does not exist' })).toBe(
      '**Result: not validated** (schema not available)\n\n"s.json" does not exist',
    );
    expect(section({ status: 'unread', why: 'getRunConversation failed (HTTP 503)\nbusy' })).toBe(
      "**Result: not read**\n\nThe run wrote no new `result.json` file, and its final message, where the result may be, could not be read (getRunConversation failed (HTTP 503) busy): nothing was validated, and no repair was asked. The run's session shows its final message.",
    );
    expect(section({ status: 'unread', why: 'downloadArtifact failed (HTTP 503)\nbusy', file: true })).toBe(
      "**Result: not read**\n\nThe run's new `result.json` file could not be downloaded (downloadArtifact failed (HTTP 503) busy), and no result could be read from its final message in its place: nothing was validated, and no repair was asked. The run's session shows the file.",
    );
  });

  it('issue lines keep one line each', () => {
    expect(issueLines([{ path: '/a\nb', message: 'x\ny' }])).toBe('- `/a b`: x y');
  });
});

describe('the result in the report', () => {
  const run = {
    run_id: 'run-1',
    state: 'SUCCEEDED',
    title: 'Judge',
    created_at: '2026-11-21T12:00:00Z',
    updated_at: '2026-11-21T12:01:00Z',
  } as RunItem;
  const conversation = {
    steps: [
      {
        id: 's',
        messages: [{ role: 'assistant', content: [{ type: 'text', text: 'x'.repeat(3000) }] }],
        steps: [],
      },
    ],
  } as unknown as ReportInput['conversation'];
  const input = (result: ResultView): ReportInput => ({
    run,
    phase: 'final',
    artifacts: [],
    now: 0,
    conversation,
    result,
  });

  it('comes before the answer, which is cut first when the report is full', () => {
    const report = renderReport(input({ status: 'valid', from: 'file', value: { ok: true } }));
    expect(report.indexOf('**Result**')).toBeLessThan(report.indexOf("**The agent's answer**"));
    const small = renderReport(
      input({ status: 'valid', from: 'file', value: { log: ['y'.repeat(1500)] } }),
      2500,
    );
    expect(small).toContain(`"${'y'.repeat(1500)}"`);
    expect(small).toContain('_… The answer cut here: 2,550 more characters._');
    expect(small.length).toBeLessThanOrEqual(2500);
  });
});
