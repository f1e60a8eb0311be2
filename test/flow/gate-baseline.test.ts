/**
 * The gate's baseline and verdict, as flows (src/flow/gate.ts, gate-baseline.ts, gate-queue.ts) and the record a
 * check run keeps (src/render/gate-record.ts): the window's counts, the norm without the runs judged here (computed
 * by hand), the base branch's newest head whose gate passed (never a failing or unfinished one), the comparisons
 * and the verdict they make, the cases, and a merge group's verdicts carried over.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import {
  caseLine,
  casesSummary,
  compareWithBase,
  compareWithNorm,
  normWindow,
  windowCounts,
  withEvidence,
  type ScorerTally,
  type WindowCounts,
} from '../../src/flow/gate.ts';
import { BASE_HEADS, findBase } from '../../src/flow/gate-baseline.ts';
import { carryOver, failingText, queuedPullRequests } from '../../src/flow/gate-queue.ts';
import type { CheckRunFacts, Repository } from '../../src/flow/host.ts';
import { readRecord, recordText, RECORD_MAX_CHARS, type GateRecord } from '../../src/render/gate-record.ts';
import { summarize, type GateRow } from '../../src/render/gate.ts';
import type { RunEnvironment } from '../../src/flow/context.ts';

const KEY = deriveMarkerKey('sk-test-key');
const OTHER_KEY = deriveMarkerKey('sk-another-key');

/** A pass-rate answer of `passed` and `failed` over [start, end). */
const answer = (
  passed: number,
  failed: number,
  rate: number | null = passed + failed ? passed / (passed + failed) : null,
  start = '2026-10-22T12:00:00Z',
  end = '2026-11-21T12:00:00Z',
) => ({ pass_rate: rate, pass_count: passed, fail_count: failed, start_date: start, end_date: end });
const OVER = 'over the last 30 days';

describe("the window's counts, from the service's answer", () => {
  it('the counts and the bounds, in the service time', () => {
    expect(windowCounts(answer(28, 7), OVER)).toEqual({
      passed: 28,
      failed: 7,
      start: Date.parse('2026-10-22T12:00:00Z'),
      end: Date.parse('2026-11-21T12:00:00Z'),
    });
    const loose = windowCounts(answer(1, 1, 0.5, 'soon', ''), OVER) as WindowCounts;
    expect([loose.start, loose.end]).toEqual([Number.NaN, Number.NaN]);
  });

  it('a pass rate that is no share, or counts that are none: what is wrong; a rounded rate is no matter', () => {
    expect(windowCounts(answer(0, 0, 1.5), OVER)).toBe(
      'a pass rate of 1.5 over the last 30 days, not a share from 0 to 1',
    );
    expect(windowCounts(answer(1, 0, -0.1), OVER)).toBe(
      'a pass rate of -0.1 over the last 30 days, not a share from 0 to 1',
    );
    expect(windowCounts(answer(-1, 3, 0), OVER)).toBe(
      '-1 passes and 3 failures over the last 30 days, not counts',
    );
    expect(windowCounts(answer(2, 0.5, 0.8), OVER)).toBe(
      '2 passes and 0.5 failures over the last 30 days, not counts',
    );
    expect(windowCounts(answer(2, 1, 0.67), OVER)).toMatchObject({ passed: 2, failed: 1 });
  });
});

describe('the norm: the window less the runs judged here', () => {
  const START = Date.parse('2026-10-22T12:00:00Z');
  const END = Date.parse('2026-11-21T12:00:00Z');
  const counts = (passed: number, failed: number): WindowCounts => ({
    passed,
    failed,
    start: START,
    end: END,
  });

  it('28 passes and 7 failures, 18 and 7 of them the runs here: 10 of 10 others', () => {
    const here = Array.from({ length: 18 }, (_, i) => END - 1000 - i);
    const failing = Array.from({ length: 7 }, (_, i) => END - 5000 - i);
    expect(normWindow(counts(28, 7), { livePasses: here, liveFails: failing })).toEqual({
      passed: 10,
      total: 10,
      excluded: 25,
    });
  });

  it('a score the window does not hold is not taken out; the start is in, the end is not', () => {
    expect(
      normWindow(counts(5, 5), {
        livePasses: [START - 1, START, END - 1, END],
        liveFails: [START - 86_400_000, END + 1],
      }),
    ).toEqual({ passed: 3, total: 8, excluded: 2 });
  });

  it('a score whose time does not read is taken out; so with no bound; never below 0', () => {
    expect(
      normWindow(counts(4, 4), { livePasses: [Number.NaN], liveFails: [Number.NaN, START - 1] }),
    ).toEqual({
      passed: 3,
      total: 6,
      excluded: 2,
    });
    expect(
      normWindow(
        { passed: 4, failed: 4, start: Number.NaN, end: Number.NaN },
        { livePasses: [0], liveFails: [8e15] },
      ),
    ).toEqual({ passed: 3, total: 6, excluded: 2 });
    expect(normWindow(counts(1, 0), { livePasses: [END - 2, END - 1], liveFails: [END - 3] })).toEqual({
      passed: 0,
      total: 0,
      excluded: 3,
    });
  });
});

const a = { id: 7, name: 'Correctness', threshold: 0.7 };
const b = { id: 9, name: 'Style', threshold: 0.5 };
const c = { id: 11, name: '', threshold: 0.6 };
const tally = (
  passed: number,
  failed: number,
  noVerdict = 0,
  livePasses: number[] = [],
  liveFails: number[] = [],
): ScorerTally => ({ passed, failed, noVerdict, livePasses, liveFails });
const window = (passed: number, failed: number): WindowCounts => ({ passed, failed, start: 0, end: 1000 });
const NO_MAX = { windowDays: 14, maxDropPoints: 5, threshold: undefined };

describe('the comparisons with the norm', () => {
  it("each scorer with a tally here, in the gate's order: its verdicts (no verdict apart) and the window's other runs", () => {
    const compared = compareWithNorm(
      [b, { id: 13, name: 'Unused', threshold: 0.1 }, a, c],
      new Map([
        [7, tally(1, 1, 1, [10], [20])],
        [9, tally(2, 0, 0, [30, 40])],
        [11, tally(0, 0, 2)],
      ]),
      new Map([
        [7, window(9, 3)],
        [9, window(2, 0)],
      ]),
      NO_MAX,
    );
    expect(compared).toEqual([
      {
        scorer: { id: 9, name: 'Style' },
        threshold: 0.5,
        passed: 2,
        failed: 0,
        noVerdict: 0,
        baseline: { passed: 0, total: 0, excluded: 2 },
        maxDropPoints: 5,
      },
      {
        scorer: { id: 7, name: 'Correctness' },
        threshold: 0.7,
        passed: 1,
        failed: 1,
        noVerdict: 1,
        baseline: { passed: 8, total: 10, excluded: 2 },
        maxDropPoints: 5,
      },
      {
        scorer: { id: 11, name: 'scorer 11' },
        threshold: 0.6,
        passed: 0,
        failed: 0,
        noVerdict: 2,
        baseline: 'its pass rate over the last 14 days could not be read',
        maxDropPoints: 5,
      },
    ]);
  });

  it("verdicts at the gate's threshold are not held against a norm counted at the scorer's own", () => {
    const gate = { windowDays: 30, maxDropPoints: undefined, threshold: 0.5 };
    const [other, same] = compareWithNorm(
      [a, b],
      new Map([
        [7, tally(1, 0)],
        [9, tally(1, 0)],
      ]),
      new Map([
        [7, window(1, 1)],
        [9, window(1, 1)],
      ]),
      gate,
    );
    expect(other).toMatchObject({
      threshold: 0.5,
      baseline: "the verdicts here are at `threshold` 0.50, the norm at the scorer's own 0.70",
    });
    // A threshold equal to the scorer's own is its own.
    expect(same).toMatchObject({ threshold: 0.5, baseline: { passed: 1, total: 2, excluded: 0 } });
  });
});

describe('the comparisons with the base branch', () => {
  const record = {
    scorers: [
      { id: 7, threshold: 0.7, passed: 8, failed: 0, noVerdict: 1 },
      { id: 9, threshold: 0.6, passed: 3, failed: 0, noVerdict: 0 },
    ],
  };

  it('the same scorer at the same threshold: its verdicts there, no verdict counted as failed there too', () => {
    const [correctness, style, docs] = compareWithBase(
      [a, b, c],
      new Map([
        [7, tally(18, 7)],
        [9, tally(1, 0)],
        [11, tally(1, 0)],
      ]),
      record,
      NO_MAX,
    );
    expect(correctness).toEqual({
      scorer: { id: 7, name: 'Correctness' },
      threshold: 0.7,
      passed: 18,
      failed: 7,
      noVerdict: 0,
      baseline: { passed: 8, total: 9 },
      maxDropPoints: 5,
    });
    expect(style!.baseline).toBe('judged at threshold 0.60 on the base branch, 0.50 here');
    expect(docs!.baseline).toBe('the gate on the base branch did not judge with this scorer');
  });

  it("the gate's threshold is the one both sides are held to", () => {
    const [style] = compareWithBase([b], new Map([[9, tally(1, 0)]]), record, { ...NO_MAX, threshold: 0.6 });
    expect(style).toMatchObject({ threshold: 0.6, baseline: { passed: 3, total: 3 } });
    expect(compareWithBase([b], new Map(), record, NO_MAX)).toEqual([]);
  });
});

let n = 0;
const row = (verdict: GateRow['verdict'], runId = `run-${++n}`): GateRow => ({
  runId,
  title: runId,
  scorer: { id: 7, name: 'Correctness' },
  classification: null,
  score: verdict === 'pass' ? 1 : 0,
  threshold: 0.7,
  verdict,
});

describe('the verdict with its evidence', () => {
  const below = {
    scorer: { id: 7, name: 'x' },
    threshold: 0.7,
    passed: 0,
    failed: 1,
    noVerdict: 0,
    baseline: { passed: 1, total: 1 },
    maxDropPoints: 5,
  };
  const within = { ...below, maxDropPoints: 100 };
  const norm = { kind: 'norm' as const, windowDays: 30 };

  it('a scorer below the baseline fails a gate the runs pass; within it, nothing changes; a neutral gate stays neutral', () => {
    const summary = summarize([row('pass')], 0);
    expect(withEvidence(summary, { scorers: [below], baseline: norm })).toEqual({
      ...summary,
      conclusion: 'failure',
      scorers: [below],
      baseline: norm,
    });
    expect(withEvidence(summary, { scorers: [within], baseline: norm }).conclusion).toBe('success');
    expect(withEvidence(summary, {})).toEqual(summary);
    expect(withEvidence(summarize([], 1), { scorers: [below], baseline: norm }).conclusion).toBe('neutral');
  });

  it('cases: the share of cases that passed against the minimum, not the runs; a stop fails it', () => {
    const rows = [row('pass'), row('fail')];
    const cases = casesSummary([
      caseLine({ name: 'a', repeat: 3, minPass: 2 }, [true, true, false]),
      caseLine({ name: 'b', repeat: 3, minPass: 2 }, [true, false, false]),
    ]);
    expect(cases).toEqual({
      passed: 1,
      total: 2,
      list: [
        { name: 'a', passed: 2, ran: 3, repeat: 3, minPass: 2 },
        { name: 'b', passed: 1, ran: 3, repeat: 3, minPass: 2 },
      ],
    });
    expect(withEvidence(summarize(rows, 0.5), { cases }).conclusion).toBe('success');
    expect(withEvidence(summarize(rows, 0.51), { cases }).conclusion).toBe('failure');
    // Float noise does not fail a minimum met exactly.
    expect(withEvidence(summarize(rows, 0.1 + 0.2 + 0.2), { cases }).conclusion).toBe('success');
    expect(withEvidence(summarize(rows, 0.5), { cases, stopped: 'the budget' })).toMatchObject({
      conclusion: 'failure',
      stopped: 'the budget',
    });
    // Without cases, a stop still fails.
    expect(withEvidence(summarize([row('pass')], 0), { stopped: '' }).conclusion).toBe('failure');
  });
});

describe('the record a check run keeps', () => {
  const record: GateRecord = {
    v: 2,
    check: 'Cloud agent scorers',
    sha: 'a'.repeat(40),
    conclusion: 'success',
    runCount: 2,
    runs: ['run-1', 'run-2'],
    scorers: [{ id: 7, threshold: 0.7, passed: 1, failed: 0, noVerdict: 1 }],
  };

  it('reads back what it wrote, under the same key only; the text says what it is', () => {
    const text = recordText(record, KEY);
    expect(text.split('\n\n')[0]).toBe(
      'This check records the 2 runs it judged and its verdicts by scorer, for a gate with `gate-baseline: base` on a later pull request.',
    );
    expect(text.split('\n\n')[1]).toMatch(
      /^<!-- cloud-agent-action:gate-record [0-9a-f]+\.[0-9a-f]{32} -->$/,
    );
    expect(readRecord(text, KEY)).toEqual(record);
    expect(readRecord(`Some words.\n${text}\nMore.`, KEY)).toEqual(record);
    expect(readRecord(text, OTHER_KEY)).toBeUndefined();
  });

  it('refuses a record changed by a byte, one of another shape, or none', () => {
    const text = recordText(record, KEY);
    const at = text.indexOf('gate-record ') + 20;
    const flipped = text.slice(0, at) + (text[at] === '0' ? '1' : '0') + text.slice(at + 1);
    expect(readRecord(flipped, KEY)).toBeUndefined();
    for (const bad of [
      // A record of the first form, which bound no conclusion; one of a later form.
      (({ conclusion: _, ...rest }) => ({ ...rest, v: 1 }))(record),
      { ...record, v: 3 },
      { ...record, conclusion: 'cancelled' },
      (({ conclusion: _, ...rest }) => rest)(record),
      { ...record, runs: [1] },
      { ...record, runCount: -1 },
      { ...record, scorers: [{ id: 7, threshold: 2, passed: 1, failed: 0, noVerdict: 0 }] },
      { ...record, scorers: 'x' },
      { ...record, sha: 7 },
    ]) {
      expect(
        readRecord(recordText(bad as unknown as GateRecord, KEY), KEY),
        JSON.stringify(bad),
      ).toBeUndefined();
    }
    expect(readRecord(undefined, KEY)).toBeUndefined();
    expect(readRecord('no record here', KEY)).toBeUndefined();
    expect(readRecord('<!-- cloud-agent-action:gate-record zz.00 -->', KEY)).toBeUndefined();
  });

  it('is hex JSON and an HMAC-SHA256 of it (128 bits) under the marker key; signed text that is no JSON is none', () => {
    /** The record's line for `payload` (hex), its MAC computed here from the definition, not by the code under test. */
    const signed = (payload: string) => {
      const mac = createHmac('sha256', KEY).update(`gate-record\n${payload}`).digest().subarray(0, 16);
      return `<!-- cloud-agent-action:gate-record ${payload}.${mac.toString('hex')} -->`;
    };
    const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
    expect(recordText(record, KEY).split('\n\n')[1]).toBe(signed(hex(JSON.stringify(record))));
    expect(readRecord(signed(hex(JSON.stringify(record))), KEY)).toEqual(record);
    // A writer with the key whose payload is not JSON (cut short, say): no record, and no error.
    expect(readRecord(signed(hex(JSON.stringify(record).slice(0, -1))), KEY)).toBeUndefined();
    expect(readRecord(signed(hex('not json')), KEY)).toBeUndefined();
    // JSON that is no record: none, and no TypeError.
    for (const json of ['null', '7', '"x"', JSON.stringify({ ...record, check: 7 })]) {
      expect(readRecord(signed(hex(json)), KEY), json).toBeUndefined();
    }
    // Each conclusion a check ends with reads back.
    for (const conclusion of ['failure', 'neutral'] as const) {
      expect(readRecord(signed(hex(JSON.stringify({ ...record, conclusion }))), KEY)).toEqual({
        ...record,
        conclusion,
      });
    }
  });

  it('keeps within the check run text: ids are left out from the end, the count stays whole', () => {
    const runs = Array.from(
      { length: 5000 },
      (_, i) => `0f9c2e4a-5b7d-4e1f-9a3c-${String(i).padStart(12, '0')}`,
    );
    const text = recordText({ ...record, runCount: 5000, runs }, KEY);
    expect(text.length).toBeLessThanOrEqual(RECORD_MAX_CHARS);
    const back = readRecord(text, KEY)!;
    expect(back.runCount).toBe(5000);
    expect(back.runs).toEqual(runs.slice(0, back.runs.length));
    expect(back.runs.length).toBeGreaterThan(500);
    expect(text).toContain(`the 5000 runs it judged (the ids of the first ${back.runs.length})`);
  });
});

/** A repository of the base branch's heads and their checks, by SHA, with the calls it was asked. */
function repository(
  heads: string[] | undefined | Error,
  checks: Record<string, CheckRunFacts[] | Error> = {},
): Pick<Repository, 'workflowHeads' | 'checkRuns' | 'pullRequest'> & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    workflowHeads: async (ref, branch, limit) => {
      calls.push(`heads ${ref} ${branch} ${limit}`);
      if (heads instanceof Error) throw heads;
      return heads;
    },
    checkRuns: async (sha, name) => {
      calls.push(`checks ${sha} ${name}`);
      const list = checks[sha] ?? [];
      if (list instanceof Error) throw list;
      return list;
    },
    pullRequest: async (number) => {
      calls.push(`pull ${number}`);
      return {
        headSha: `${String(number).padStart(2, '0')}`.repeat(20),
        createdAt: '2026-11-01T00:00:00Z',
        baseRef: 'main',
      };
    },
  };
}

const ENV = { workflowRef: 'acme/app/.github/workflows/agent.yml@refs/heads/main' } as RunEnvironment;
const NAME = 'Cloud agent scorers';
const SHA = (c: string) => c.repeat(40);
const check = (id: number, extra: Partial<CheckRunFacts> = {}): CheckRunFacts => ({
  id,
  status: 'completed',
  conclusion: 'success',
  url: `https://github.com/acme/app/runs/${id}`,
  title: undefined,
  text: undefined,
  ...extra,
});
const recorded = (sha: string, extra: Partial<GateRecord> = {}) =>
  recordText(
    {
      v: 2,
      check: NAME,
      sha,
      conclusion: 'success',
      runCount: 3,
      runs: ['r1', 'r2', 'r3'],
      scorers: [],
      ...extra,
    },
    KEY,
  );

describe('the base branch: its newest head whose gate passed', () => {
  const find = (
    repo: ReturnType<typeof repository> | undefined,
    baseRef: string | undefined = 'refs/heads/main',
  ) =>
    findBase(
      { repository: repo as unknown as Repository, env: ENV, markerKey: KEY },
      { checkName: NAME, baseRef },
    );

  it("takes only the checks of the gate's GitHub App: another app's of the same name neither stands for the gate's nor hides it", async () => {
    const ACTIONS = 15368;
    const repo = repository([SHA('a'), SHA('b')], {
      // On the newer head, another app's passing check carrying a passing record over the gate's failed one;
      // on the older, another app's failing check over the gate's passing one.
      [SHA('a')]: [
        check(3, { appId: 77, conclusion: 'success', text: recorded(SHA('a')) }),
        check(2, {
          appId: ACTIONS,
          conclusion: 'failure',
          text: recorded(SHA('a'), { conclusion: 'failure' }),
        }),
      ],
      [SHA('b')]: [
        check(5, { appId: 77, conclusion: 'failure' }),
        check(4, { appId: ACTIONS, text: recorded(SHA('b')) }),
      ],
    });
    const found = await findBase(
      { repository: repo as unknown as Repository, env: ENV, markerKey: KEY },
      { checkName: NAME, baseRef: 'refs/heads/main', appId: ACTIONS },
    );
    expect(found).toMatchObject({
      sha: SHA('b'),
      checkUrl: 'https://github.com/acme/app/runs/4',
      skipped: [{ sha: SHA('a'), why: 'its gate failed' }],
    });
    // Where the gate writes no check of its own, its app is not known: the newest check of any app.
    expect(await find(repo)).toMatchObject({ sha: SHA('a'), checkUrl: 'https://github.com/acme/app/runs/3' });
  });

  it('passes over a failing, an unfinished, an empty and an unsigned head; takes the first that passed', async () => {
    const repo = repository([SHA('a'), SHA('b'), SHA('c'), SHA('d'), SHA('e'), SHA('f'), SHA('9')], {
      [SHA('a')]: [check(1, { conclusion: 'failure', text: recorded(SHA('a')) })],
      [SHA('b')]: [check(2, { status: 'in_progress', conclusion: null })],
      [SHA('c')]: [check(3, { conclusion: 'neutral' })],
      [SHA('d')]: [
        check(4, {
          text: recordText(
            { v: 2, check: NAME, sha: SHA('d'), conclusion: 'success', runCount: 1, runs: [], scorers: [] },
            OTHER_KEY,
          ),
        }),
      ],
      [SHA('e')]: [],
      [SHA('f')]: [check(6, { text: recorded(SHA('f')) })],
    });
    const found = await find(repo);
    expect(found).toEqual({
      branch: 'main',
      sha: SHA('f'),
      checkUrl: 'https://github.com/acme/app/runs/6',
      record: {
        v: 2,
        check: NAME,
        sha: SHA('f'),
        conclusion: 'success',
        runCount: 3,
        runs: ['r1', 'r2', 'r3'],
        scorers: [],
      },
      skipped: [
        { sha: SHA('a'), why: 'its gate failed' },
        { sha: SHA('b'), why: 'its gate has not finished' },
        { sha: SHA('c'), why: 'its gate judged nothing' },
        { sha: SHA('d'), why: 'its check records no runs this gate can read' },
        { sha: SHA('e'), why: 'no gate check' },
      ],
    });
    expect(repo.calls).toEqual([
      `heads ${ENV.workflowRef} main ${BASE_HEADS}`,
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `checks ${SHA(x)} ${NAME}`),
    ]);
  });

  it("a record of another commit or check (copied into this one's text) is passed over", async () => {
    const found = await find(
      repository([SHA('a'), SHA('b')], {
        [SHA('a')]: [check(1, { text: recorded(SHA('c')) })],
        [SHA('b')]: [check(2, { text: recorded(SHA('b'), { check: 'Another check' }) }), check(1)],
      }),
    );
    expect(found).toEqual({
      fallback:
        'no head of main among the newest 2 this workflow ran on has a passing gate (aaaaaaa: its check records no runs this gate can read; bbbbbbb: its check records no runs this gate can read)',
    });
  });

  it("a failed gate's record copied into a passing check of the same name and app is passed over", async () => {
    const ACTIONS = 15368;
    const found = await findBase(
      {
        repository: repository([SHA('a'), SHA('b')], {
          // Any workflow of the repository with checks: write writes as GitHub Actions, as the gate does: a newer
          // passing check carries the record of the gate's failed one on the same commit.
          [SHA('a')]: [
            check(2, { appId: ACTIONS, text: recorded(SHA('a'), { conclusion: 'failure' }) }),
            check(1, {
              appId: ACTIONS,
              conclusion: 'failure',
              text: recorded(SHA('a'), { conclusion: 'failure' }),
            }),
          ],
          [SHA('b')]: [check(3, { appId: ACTIONS, text: recorded(SHA('b')) })],
        }) as unknown as Repository,
        env: ENV,
        markerKey: KEY,
      },
      { checkName: NAME, baseRef: 'refs/heads/main', appId: ACTIONS },
    );
    expect(found).toMatchObject({
      sha: SHA('b'),
      checkUrl: 'https://github.com/acme/app/runs/3',
      skipped: [{ sha: SHA('a'), why: 'its check carries the record of a gate that ended failure' }],
    });
  });

  it("a push: the branch's newest head before the one judged, which is not its own baseline nor passed over", async () => {
    const repo = repository([SHA('a'), SHA('b')], {
      [SHA('a')]: [check(1, { status: 'in_progress', conclusion: null })],
      [SHA('b')]: [check(2, { text: recorded(SHA('b')) })],
    });
    const found = await findBase(
      { repository: repo as unknown as Repository, env: ENV, markerKey: KEY },
      { checkName: NAME, baseRef: 'refs/heads/main', exclude: SHA('A') },
    );
    expect(found).toMatchObject({ sha: SHA('b'), skipped: [] });
    expect(repo.calls.filter((c) => c.startsWith('checks'))).toEqual([`checks ${SHA('b')} ${NAME}`]);
    expect(
      await findBase(
        { repository: repository([SHA('a')]) as unknown as Repository, env: ENV, markerKey: KEY },
        { checkName: NAME, baseRef: 'main', exclude: SHA('a') },
      ),
    ).toEqual({
      fallback: 'this workflow has not run on a push to main: run the gate on pushes to main too',
    });
  });

  it('another conclusion is passed over, named', async () => {
    const found = await find(repository([SHA('a')], { [SHA('a')]: [check(1, { conclusion: 'cancelled' })] }));
    expect(found).toEqual({
      fallback:
        'no head of main among the newest 1 this workflow ran on has a passing gate (aaaaaaa: its gate ended cancelled)',
    });
  });

  it('no way to it: each said, for the fallback to the norm', async () => {
    expect(await find(undefined)).toEqual({
      fallback: 'there is no GitHub repository to read its checks from',
    });
    expect(
      await findBase(
        { repository: repository([]) as unknown as Repository, env: ENV, markerKey: KEY },
        { checkName: NAME, baseRef: undefined },
      ),
    ).toEqual({
      fallback: 'the gate judges no pull request or push to a branch, so there is no base branch',
    });
    expect(await find(repository([]))).toEqual({
      fallback: 'this workflow has not run on a push to main: run the gate on pushes to main too',
    });
    expect(await find(repository(undefined))).toEqual({
      fallback: `the workflow of this step (${ENV.workflowRef}) is not one of this repository's`,
    });
    expect(await find(repository(new Error('Resource not accessible by integration')))).toEqual({
      fallback:
        "this workflow's runs on main could not be read (Resource not accessible by integration); the job needs actions: read",
    });
    expect(await find(repository([SHA('a')], { [SHA('a')]: new Error('HTTP 502') }))).toEqual({
      fallback: 'the checks of aaaaaaa could not be read (HTTP 502)',
    });
  });
});

describe('a merge group: the verdicts carried over', () => {
  it('the pull request its queue branch names', () => {
    expect(queuedPullRequests({ headRef: `refs/heads/gh-readonly-queue/main/pr-104-${SHA('9')}` })).toEqual([
      104,
    ]);
    expect(queuedPullRequests({ headRef: `gh-readonly-queue/release/v2/pr-7-${SHA('a')}` })).toEqual([7]);
    for (const ref of [
      'refs/heads/main',
      `refs/heads/gh-readonly-queue/main/pr-0-${SHA('a')}`,
      `gh-readonly-queue/main/pr-7-abc`,
      '',
    ])
      expect(queuedPullRequests({ headRef: ref }), ref).toEqual([]);
  });

  it('passes when each has a passing (or neutral) verdict; fails naming each that has not', async () => {
    const head = (number: number) => `${String(number).padStart(2, '0')}`.repeat(20);
    const pass = repository([], { [head(12)]: [check(5)] });
    const ok = await carryOver(pass, NAME, [12]);
    expect(ok).toMatchObject({
      conclusion: 'success',
      title: '1 of 1 pull request passed the gate',
      failing: [],
      passed: 1,
      failed: 0,
    });
    expect(pass.calls).toEqual(['pull 12', `checks ${head(12)} ${NAME}`]);

    const mixed = await carryOver(
      repository([], {
        [head(12)]: [check(5, { conclusion: 'neutral' })],
        [head(13)]: [check(6, { conclusion: 'failure' })],
        [head(14)]: [check(7, { status: 'queued', conclusion: null })],
      }),
      NAME,
      [12, 13, 14, 15],
    );
    expect(mixed).toMatchObject({
      conclusion: 'failure',
      title: '1 of 4 pull requests passed the gate',
      failing: [
        '#13 has no passing verdict (its gate failed)',
        '#14 has no passing verdict (its gate has not finished)',
        '#15 has no passing verdict (no gate check on its head 1515151)',
      ],
      passed: 1,
      failed: 3,
    });
    expect(mixed.report).toContain('The group fails: #13 has no passing verdict (its gate failed); #14');
  });

  it("only the checks of the group's own GitHub App count: a newer one of the same name by another app is passed over, and said so", async () => {
    const head = (number: number) => `${String(number).padStart(2, '0')}`.repeat(20);
    const ACTIONS = 15368;
    const repo = repository([], {
      // Newest first: another app's pass over the gate's failure; another app's alone; two of another app.
      [head(12)]: [check(9, { appId: 99 }), check(5, { appId: ACTIONS, conclusion: 'failure' })],
      [head(13)]: [check(8, { appId: 99 })],
      [head(14)]: [check(7, { appId: 99 }), check(6, { appId: 98 })],
      [head(15)]: [check(4, { appId: ACTIONS })],
      // What GitHub would not answer: a success not completed.
      [head(16)]: [check(3, { appId: ACTIONS, status: 'in_progress', conclusion: 'success' })],
      [head(17)]: [check(2, { appId: ACTIONS, conclusion: 'failure' })],
    });
    const carried = await carryOver(repo, NAME, [12, 13, 14, 15, 16], ACTIONS);
    expect(carried).toMatchObject({
      conclusion: 'failure',
      title: '1 of 5 pull requests passed the gate',
      failing: [
        '#12 has no passing verdict (its gate failed; a check of that name by another GitHub App passed over)',
        '#13 has no passing verdict (no gate check on its head 1313131; a check of that name by another GitHub App passed over)',
        '#14 has no passing verdict (no gate check on its head 1414141; 2 checks of that name by another GitHub App passed over)',
        '#16 has no passing verdict (its gate has not finished)',
      ],
      passed: 1,
      failed: 4,
    });
    // Where the group's own check could not be written, its app is not known: the newest of any app's.
    // (No check is another app's then: a failed one is named as failed, and that alone.)
    expect(await carryOver(repo, NAME, [12, 13, 16, 17], undefined)).toMatchObject({
      title: '2 of 4 pull requests passed the gate',
      failing: [
        '#16 has no passing verdict (its gate has not finished)',
        '#17 has no passing verdict (its gate failed)',
      ],
    });
  });

  it('a branch that names no pull request fails the group, saying so', async () => {
    expect(await carryOver(repository([]), NAME, [])).toMatchObject({
      conclusion: 'failure',
      title: 'No pull request to carry a verdict over from',
      failing: ["the queue's branch names no pull request, so there is no verdict to carry over"],
    });
    expect(
      failingText({ number: 3, sha: SHA('a'), status: 'completed', conclusion: 'skipped', url: undefined }),
    ).toBe('#3 has no passing verdict (its gate ended skipped)');
  });
});
