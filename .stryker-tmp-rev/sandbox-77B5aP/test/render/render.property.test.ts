/**
 * Fuzzing of what the action renders: the report (comment and job summary), the gate report and the prompt, over
 * arbitrary text in every field (full unicode, lone surrogates, markers, HTML, mentions, fences), arbitrary states
 * and artifacts. They never throw, never exceed GitHub's limits, never leave half a character, and the comment
 * always decodes to exactly the state the action wrote.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import type { Trigger } from '../../src/flow/context.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import { buildPrompt, fence } from '../../src/flow/prompt.ts';
import { renderGateReport, summarize, type GateRow, type TrendInput } from '../../src/render/gate.ts';
import { decodeMarker, encodeMarker, type MarkerState } from '../../src/render/marker.ts';
import { anyString } from '../helpers/fuzz.ts';
import {
  GITHUB_COMMENT_LIMIT,
  JOB_SUMMARY_BYTES,
  renderComment,
  renderJobSummary,
  type Conversation,
  type ReportInput,
  type ResolvedArtifact,
} from '../../src/render/report.ts';

const KEY = deriveMarkerKey('sk-property-test');
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CHECK_SUMMARY_LIMIT = 65_535;
/**
 * Seeded, so a failure replays; the run counts keep the file near a second (each report renders up to megabytes of
 * text): the comment 60 times, the job summary 30, the gate report 40, the prompt 40, the fence 150.
 */
const RUNS = { numRuns: 60, seed: 20261123 };

/** Pieces that have broken renderers before, or could. */
const PIECES = [
  '<!--',
  '-->',
  '<details>',
  '</summary>',
  '</details>',
  '<img src=x>',
  '@octocat',
  '@acme/team',
  '`',
  '```',
  '~~~~',
  '\n```js\n',
  '\n',
  '\n\n',
  '|',
  '[',
  '](',
  '\\',
  '\uD83D',
  '\uDE00',
  '😀',
  '👨‍👩‍👧',
  '🇫🇷',
  'e\u0301',
  '\u200B',
  '\u202E',
  'cloud-agent-action:state',
  encodeMarker({ v: 2, key: 'planted', run: 'run-forged' }, KEY),
  encodeMarker({ v: 2, key: 'planted', run: 'run-forged' }, deriveMarkerKey('another key')),
  '<!-- cloud-agent-action:state eyJ2IjoxLCJrZXkiOiJrIiwicnVuIjoiZm9yZ2VkIn0 -->',
];

/** Short text: arbitrary code points (lone surrogates included) mixed with the pieces above. */
const text = fc
  .array(fc.oneof(anyString({ maxLength: 12 }), fc.constantFrom(...PIECES)), {
    maxLength: 12,
  })
  .map((parts) => parts.join(''));
/** Enough to fill a comment (65,536) on its own, and no more: longer text takes time and tests nothing more. */
const LONG = 70_000;
/** Text that is sometimes long enough to fill a comment. */
const longText = fc.oneof(
  { weight: 4, arbitrary: text },
  {
    weight: 1,
    arbitrary: fc
      .tuple(text, fc.integer({ min: 1, max: 20_000 }))
      .map(([t, n]) => t.repeat(Math.min(n, Math.ceil(LONG / Math.max(1, t.length))))),
  },
);
const state = fc.oneof(
  fc.constantFrom('QUEUED', 'INPROGRESS', 'SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED', 'BLOCKED'),
  text,
);
/**
 * http(s) links with the characters a link must not carry raw (they would end it or the cell, or spell the marker);
 * not `fc.webUrl()`, which costs seconds to build (the same reverse map as `unit: 'binary'`, see helpers/fuzz.ts).
 */
const webUrl = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'HTTPS://'),
    fc.constantFrom('github.com', 'app.warp.dev', 'files.example'),
    fc.array(
      fc.constantFrom(
        '/a',
        '/pull/8',
        '/(x)',
        '/<y>',
        '/[z]',
        '/|',
        '/"q"',
        '?sig=1&e=2',
        '#cloud-agent-action:state',
        '/%20',
      ),
      { maxLength: 4 },
    ),
  )
  .map(([scheme, host, path]) => `${scheme}${host}${path.join('')}`);
const url = fc.oneof(webUrl, text);
const optional = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

const artifact: fc.Arbitrary<ResolvedArtifact> = fc.oneof(
  fc.record({
    type: fc.constant('PULL_REQUEST' as const),
    url,
    branch: text,
    status: optional(text),
  }),
  fc.record({
    type: fc.constant('PLAN' as const),
    title: text,
    content: optional(longText),
    url: optional(url),
  }),
  fc.record({
    type: fc.constantFrom('SCREENSHOT' as const, 'FILE' as const),
    name: text,
    description: optional(text),
    url: optional(url),
    expiresAt: optional(fc.constantFrom('2026-11-21T12:15:00Z', 'not a date')),
  }),
  fc.record({
    type: fc.constant('EXTERNAL_REFERENCE' as const),
    url,
    title: optional(text),
    referenceType: text,
  }),
  fc.record({ type: fc.constant('OTHER' as const), artifactType: text, data: fc.jsonValue() }),
);

const step = (depth: number): fc.Arbitrary<Conversation['steps'][number]> =>
  fc.record({
    id: fc.string({ maxLength: 4 }),
    description: optional(text),
    summary: optional(text),
    messages: fc.array(
      fc.record({
        role: fc.constantFrom('assistant', 'user', 'tool'),
        content: fc.array(
          fc.oneof(
            fc.record({ type: fc.constant('text'), text: longText }),
            fc.record({
              type: fc.constant('action'),
              id: fc.constantFrom('a1', 'a2'),
              name: text,
              input: fc.record({ command: text }),
            }),
            fc.record({
              type: fc.constant('action_result'),
              action_id: fc.constantFrom('a1', 'a2'),
              state: text,
            }),
          ),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 3 },
    ),
    steps: depth > 0 ? fc.array(step(depth - 1), { maxLength: 2 }) : fc.constant([]),
  }) as unknown as fc.Arbitrary<Conversation['steps'][number]>;

const reportInput: fc.Arbitrary<ReportInput> = fc.record({
  run: fc.record({
    run_id: fc.uuid(),
    task_id: fc.uuid(),
    title: text,
    state,
    prompt: fc.constant('p'),
    created_at: fc.constant('2026-11-21T12:00:00Z'),
    updated_at: fc.constant('2026-11-21T12:02:00Z'),
    started_at: fc.constantFrom('2026-11-21T12:00:01Z', null),
    session_link: optional(url),
    conversation_id: optional(fc.uuid()),
    status_message: optional(
      fc.record({ message: longText, error_code: optional(text), retryable: optional(fc.boolean()) }),
    ),
  }) as unknown as fc.Arbitrary<RunItem>,
  phase: fc.constantFrom('queued', 'running', 'final', 'blocked', 'timeout', 'cancelled', 'detached'),
  conversation: optional(
    fc.record({ conversation_id: fc.uuid(), steps: fc.array(step(2), { maxLength: 4 }) }),
  ),
  artifacts: fc.array(artifact, { maxLength: 6 }),
  origin: optional(text),
  note: optional(text),
  followupHint: optional(text),
  factoryTask: optional(fc.record({ uid: text, stage: text, factory: text })),
  now: fc.constant(Date.parse('2026-11-21T12:03:00Z')),
}) as fc.Arbitrary<ReportInput>;

const markerState: fc.Arbitrary<MarkerState> = fc.record(
  { v: fc.constant(2 as const), key: fc.stringMatching(/^[0-9a-f]{32}$/), run: fc.uuid(), state },
  { requiredKeys: ['v', 'key', 'run'] },
);

describe('the run report, fuzzed', () => {
  it('the comment: never throws, at most 65,536 characters, no half character, ends with exactly our marker', () => {
    fc.assert(
      fc.property(reportInput, markerState, (input, written) => {
        const body = renderComment(input, encodeMarker(written, KEY));
        expect(body.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
        expect(body).not.toMatch(LONE_SURROGATE);
        expect(decodeMarker(body, KEY)).toEqual(written);
        // Nothing the report carries looks like a marker: a planted one is neither trusted nor even visible as one.
        const report = body.slice(0, body.lastIndexOf('\n\n<!-- cloud-agent-action:state '));
        expect(report.toLowerCase()).not.toContain('cloud-agent-action:state');
        expect(decodeMarker(report, KEY)).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('the job summary: at most 1 MiB of UTF-8, no half character', () => {
    fc.assert(
      fc.property(reportInput, (input) => {
        const summary = renderJobSummary(input);
        expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(JOB_SUMMARY_BYTES);
        expect(summary).not.toMatch(LONE_SURROGATE);
      }),
      { ...RUNS, numRuns: 30 },
    );
  });

  it('the job summary of enormous three-byte text stays under 1 MiB', () => {
    const input = fc.sample(reportInput, { numRuns: 1, seed: 7 })[0]!;
    const answer = '漢'.repeat(900_000);
    const summary = renderJobSummary({
      ...input,
      phase: 'final',
      conversation: {
        steps: [
          {
            id: 's',
            messages: [{ role: 'assistant', content: [{ type: 'text', text: answer }] }],
            steps: [],
          },
        ] as unknown as Conversation['steps'],
      },
    });
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(JOB_SUMMARY_BYTES);
    expect(Buffer.byteLength(summary, 'utf8')).toBeGreaterThan(JOB_SUMMARY_BYTES - 100_000);
  });
});

const gateRow: fc.Arbitrary<GateRow> = fc.record({
  runId: text,
  title: text,
  link: optional(url),
  scorer: fc.record({ id: fc.nat(), name: text }),
  classification: fc.option(text, { nil: null }),
  score: fc.option(fc.double(), { nil: null }),
  threshold: fc.double(),
  verdict: fc.constantFrom('pass', 'fail', 'error', 'pending'),
  reason: fc.option(longText, { nil: null }),
  dispatch: optional(fc.oneof(fc.constantFrom('dispatched', 'already_in_flight', 'failed'), text)),
  dispatchError: fc.option(text, { nil: null }),
}) as fc.Arbitrary<GateRow>;

const trendInput: fc.Arbitrary<TrendInput> = fc.record({
  scorerName: text,
  threshold: fc.double({ min: 0, max: 1, noNaN: true }),
  groupBy: fc.constantFrom('day', 'week', 'month'),
  response: fc.record({
    scorer_id: fc.nat(),
    start_date: fc.constant('2026-11-01T00:00:00Z'),
    end_date: fc.constant('2026-11-08T00:00:00Z'),
    group_by_period: fc.constant('day'),
    pass_rate: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    pass_count: fc.nat(1000),
    fail_count: fc.nat(1000),
    series: fc.array(
      fc.record({
        period_start: fc.oneof(fc.constant('2026-11-01T00:00:00Z'), text),
        period_end: fc.constant('2026-11-02T00:00:00Z'),
        pass_count: fc.nat(10),
        fail_count: fc.nat(10),
        pass_rate: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
      }),
      { maxLength: 40 },
    ),
  }),
}) as fc.Arbitrary<TrendInput>;

describe('the gate report, fuzzed', () => {
  it('never throws, at most 65,535 characters, no half character, no marker', () => {
    fc.assert(
      fc.property(
        fc.array(gateRow, { maxLength: 30 }),
        fc.array(trendInput, { maxLength: 3 }),
        optional(longText),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rows, trends, note, min) => {
          const report = renderGateReport({
            rows,
            summary: summarize(rows, min),
            trends,
            ...(note === undefined ? {} : { note }),
            now: Date.parse('2026-11-21T12:03:00Z'),
          });
          expect(report.length).toBeLessThanOrEqual(CHECK_SUMMARY_LIMIT);
          expect(report).not.toMatch(LONE_SURROGATE);
          expect(report.toLowerCase()).not.toContain('cloud-agent-action:state');
        },
      ),
      { ...RUNS, numRuns: 40 },
    );
  });
});

const INVISIBLE =
  /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/u;

describe('the prompt, fuzzed', () => {
  const trigger: fc.Arbitrary<Trigger> = fc.record({
    event: fc.constantFrom('issues', 'pull_request', 'issue_comment'),
    action: fc.constant('opened'),
    repo: fc.constant({ owner: 'acme', repo: 'app' }),
    number: fc.nat(),
    isPullRequest: fc.boolean(),
    title: text,
    body: longText,
    url: fc.constant('https://github.com/acme/app/issues/1'),
    author: text,
    labels: fc.array(text, { maxLength: 3 }),
    pullRequest: optional(
      fc.record({
        baseRef: text,
        headRef: text,
        headSha: fc.stringMatching(/^[0-9a-f]{40}$/),
        headRepo: text,
        fork: fc.boolean(),
      }),
    ),
    comment: optional(
      fc.record({
        id: fc.nat(),
        body: text,
        author: text,
        authorType: fc.constant('User'),
        url: fc.constant(''),
        path: optional(text),
        line: optional(fc.nat()),
        diffHunk: optional(text),
        kind: fc.constantFrom('issue_comment', 'review_comment', 'review'),
      }),
    ),
    actor: text,
    createdAt: fc.constant('2026-11-20T10:00:00Z'),
  }) as fc.Arbitrary<Trigger>;

  it('never throws; the instructions come first; no invisible character or half character; hidden comments shown', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((s) => !INVISIBLE.test(s)),
        trigger,
        optional(longText),
        (instructions, t, request) => {
          const prompt = buildPrompt({
            instructions,
            trigger: t,
            ...(request === undefined ? {} : { request }),
            includeContext: true,
            changedFiles: [{ filename: 'a\u200Bb<!--x-->', status: 'modified', additions: 1, deletions: 0 }],
          });
          expect(prompt.startsWith(instructions.trim())).toBe(true);
          expect(prompt).not.toMatch(LONE_SURROGATE);
          expect(prompt).not.toMatch(INVISIBLE);
          if (t.body?.includes('<!--')) expect(prompt).toContain('[hidden HTML comment:');
          expect(prompt).toContain('- a<U+200B>b[hidden HTML comment: x] (modified, +1 -0)');
        },
      ),
      { ...RUNS, numRuns: 40 },
    );
  });

  it('a fence is never closed by the text inside it', () => {
    fc.assert(
      fc.property(longText, (value) => {
        const lines = fence('data', value).split('\n');
        const mark = /^~+/.exec(lines[0]!)![0];
        const closing = lines.map((l, i) => (l.startsWith(mark) ? i : -1)).filter((i) => i >= 0);
        expect(closing).toEqual([0, lines.length - 1]);
      }),
      { ...RUNS, numRuns: 150 },
    );
  });
});
