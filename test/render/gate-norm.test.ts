/**
 * The gate against the norm, pure: each scorer's pass rate here against its pass rate over the window less the runs
 * judged here, both at the scorer's own threshold (src/render/gate.ts: the figures and their words; src/flow/gate.ts:
 * the window's counts read from the service's answer, the judged runs' scores taken out of them, the comparisons and
 * the verdict they make).
 */
import { describe, expect, it } from 'vitest';
import {
  compareWithNorm,
  normWindow,
  windowCounts,
  withNorm,
  type ScorerTally,
  type WindowCounts,
} from '../../src/flow/gate.ts';
import {
  belowNorm,
  belowNormText,
  checkTitle,
  normBaseline,
  normDelta,
  normRate,
  normText,
  renderGateReport,
  summarize,
  type GateRow,
  type NormComparison,
} from '../../src/render/gate.ts';

const NOW = Date.parse('2026-11-21T12:03:00Z');

/** 18 of 25 here (72%) against 8 of 10 other runs (80%), 25 scores of the runs here taken out of the window. */
const norm = (extra: Partial<NormComparison> = {}): NormComparison => ({
  scorer: { id: 7, name: 'Correctness' },
  threshold: 0.7,
  passed: 18,
  judged: 25,
  window: { passed: 8, judged: 10, excluded: 25 },
  windowDays: 30,
  maxDropPoints: 5,
  ...extra,
});
/** A norm window of `passed` of `judged` other runs. */
const other = (passed: number, judged: number, excluded = 0) => ({ passed, judged, excluded });
const OF_TEN = '8 of 10 runs scored over the last 30 days at threshold 0.70, not counting the 25 judged here';

let runNumber = 0;
const row = (verdict: GateRow['verdict'], scorer = { id: 7, name: 'Correctness' }): GateRow => ({
  runId: `run-${++runNumber}`,
  title: 'Fix the parser',
  scorer,
  classification: verdict === 'pass' ? 'good' : 'poor',
  score: verdict === 'pass' ? 0.9 : 0.2,
  threshold: 0.7,
  verdict,
});

describe('a scorer against its norm: the figures', () => {
  it('72% against 80%: 8 points below, in the words of the report and of the failure, which say what the norm covers', () => {
    const c = norm();
    expect(normRate(c)).toBe(0.72);
    expect(normBaseline(c)).toBe(0.8);
    expect(normDelta(c)).toBe(-8);
    expect(normText(c)).toBe(`72% (\u22128 points against 80%: ${OF_TEN})`);
    expect(belowNorm(c)).toBe(true);
    expect(belowNormText(c)).toBe(
      'scorer Correctness: 72% is 8 points below its 80% over the last 30 days (max-drop-points 5)',
    );
    expect(belowNorm(norm({ maxDropPoints: 10 }))).toBe(false);
  });

  it('exactly the maximum below is a pass; a tenth of a point more fails', () => {
    expect(belowNorm(norm({ maxDropPoints: 8 }))).toBe(false);
    expect(belowNorm(norm({ maxDropPoints: 7.9 }))).toBe(true);
    // 72% against 74.5%: 2.5 points, with a maximum of 2.5 (a decimal), passes; 2.4 fails.
    expect(normDelta(norm({ window: other(149, 200) }))).toBe(-2.5);
    expect(belowNorm(norm({ window: other(149, 200), maxDropPoints: 2.5 }))).toBe(false);
    expect(belowNorm(norm({ window: other(149, 200), maxDropPoints: 2.4 }))).toBe(true);
    // A maximum of 0: any drop fails, none passes.
    expect(belowNorm(norm({ window: other(18, 25), maxDropPoints: 0 }))).toBe(false);
    expect(belowNorm(norm({ window: other(721, 1000), maxDropPoints: 0 }))).toBe(true);
  });

  it('above, level and a single point: "+3 points", "±0 points", "1 point"; one run, one day, no runs left out', () => {
    expect(normText(norm({ window: other(69, 100) }))).toBe(
      '72% (+3 points against 69%: 69 of 100 runs scored over the last 30 days at threshold 0.70)',
    );
    expect(normDelta(norm({ window: other(69, 100) }))).toBe(3);
    expect(normText(norm({ window: other(18, 25, 1) }))).toBe(
      '72% (±0 points against 72%: 18 of 25 runs scored over the last 30 days at threshold 0.70, not counting the 1 judged here)',
    );
    expect(normText(norm({ window: other(73, 100), windowDays: 1, threshold: 0.5 }))).toBe(
      '72% (\u22121 point against 73%: 73 of 100 runs scored over the last day at threshold 0.50)',
    );
    expect(normText(norm({ passed: 1, judged: 1, window: other(0, 1) }))).toBe(
      '100% (+100 points against 0%: 0 of 1 run scored over the last 30 days at threshold 0.70)',
    );
    expect(belowNormText(norm({ window: other(73, 100), maxDropPoints: 0.5, windowDays: 1 }))).toBe(
      'scorer Correctness: 72% is 1 point below its 73% over the last day (max-drop-points 0.5)',
    );
    // Rounded to a tenth of a point by size, the same either side.
    expect(normDelta(norm({ passed: 2, judged: 3, window: other(1, 2) }))).toBe(16.7);
    expect(normDelta(norm({ passed: 1, judged: 2, window: other(2, 3) }))).toBe(-16.7);
    expect(normText(norm({ windowDays: 1500, window: other(7000, 10_000, 1234) }))).toBe(
      '72% (+2 points against 70%: 7,000 of 10,000 runs scored over the last 1,500 days at threshold 0.70, not counting the 1,234 judged here)',
    );
  });

  it('no other run scored in the window, or a window the gate could not read: no comparison, said so, never fails', () => {
    const none = norm({ window: other(0, 0, 25) });
    expect(normBaseline(none)).toBeNull();
    expect(normDelta(none)).toBeUndefined();
    expect(belowNorm(none)).toBe(false);
    expect(normText(none)).toBe(
      '72% (nothing to compare with: no runs scored over the last 30 days at threshold 0.70 but the 25 judged here)',
    );
    expect(normText(norm({ window: other(0, 0) }))).toBe(
      '72% (nothing to compare with: no runs scored over the last 30 days at threshold 0.70)',
    );
    const unread = norm({ window: undefined });
    expect(normBaseline(unread)).toBeUndefined();
    expect(belowNorm(unread)).toBe(false);
    expect(normText(unread)).toBe('72% (its pass rate over the last 30 days could not be read)');
  });

  it('no pass or fail verdict here (judge errors, pending): no comparison, said so, never fails', () => {
    const c = norm({ passed: 0, judged: 0 });
    expect(normRate(c)).toBeNull();
    expect(normDelta(c)).toBeUndefined();
    expect(belowNorm(c)).toBe(false);
    expect(normText(c)).toBe(`no pass or fail verdict to compare (against 80%: ${OF_TEN})`);
    expect(normText(norm({ passed: 0, judged: 0, window: other(0, 0) }))).toBe(
      'no pass or fail verdict to compare (no runs scored over the last 30 days at threshold 0.70)',
    );
    expect(normText(norm({ passed: 0, judged: 0, window: undefined }))).toBe(
      'no pass or fail verdict to compare (its pass rate over the last 30 days could not be read)',
    );
  });

  it('without max-drop-points the comparison is shown and fails nothing, however far below', () => {
    const c = norm({ passed: 0, judged: 25, window: other(10, 10), maxDropPoints: undefined });
    expect(normText(c)).toBe(
      '0% (\u2212100 points against 100%: 10 of 10 runs scored over the last 30 days at threshold 0.70)',
    );
    expect(belowNorm(c)).toBe(false);
  });
});

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
    expect(windowCounts(answer(0, 0), OVER)).toMatchObject({ passed: 0, failed: 0 });
    // Bounds that do not read are NaN: no bound.
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
    // The norm is made of the counts: a rate rounded by the service changes nothing.
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
      judged: 10,
      excluded: 25,
    });
  });

  it('a score the window does not hold (scored before its start, or at its end) is not taken out; the start is in', () => {
    expect(
      normWindow(counts(5, 5), {
        livePasses: [START - 1, START, END - 1, END],
        liveFails: [START - 86_400_000, END + 1],
      }),
    ).toEqual({ passed: 3, judged: 8, excluded: 2 });
  });

  it('a score whose time does not read is taken out (the service answered it before it counted); so with no bound', () => {
    expect(
      normWindow(counts(4, 4), { livePasses: [Number.NaN], liveFails: [Number.NaN, START - 1] }),
    ).toEqual({
      passed: 3,
      judged: 6,
      excluded: 2,
    });
    expect(
      normWindow(
        { passed: 4, failed: 4, start: Number.NaN, end: Number.NaN },
        { livePasses: [0], liveFails: [8e15] },
      ),
    ).toEqual({ passed: 3, judged: 6, excluded: 2 });
  });

  it('never below 0: scores the service had not counted yet', () => {
    expect(normWindow(counts(1, 0), { livePasses: [END - 2, END - 1], liveFails: [END - 3] })).toEqual({
      passed: 0,
      judged: 0,
      excluded: 3,
    });
  });
});

describe('the comparisons of a gate', () => {
  const a = { id: 7, name: 'Correctness', threshold: 0.7 };
  const b = { id: 9, name: 'Style', threshold: 0.5 };
  const c = { id: 11, name: '', threshold: 0.6 };
  const tally = (
    passed: number,
    judged: number,
    livePasses: number[] = [],
    liveFails: number[] = [],
  ): ScorerTally => ({
    passed,
    judged,
    livePasses,
    liveFails,
  });
  const window = (passed: number, failed: number): WindowCounts => ({
    passed,
    failed,
    start: 0,
    end: 1000,
  });

  it("each scorer with a tally here, in the gate's order, with its threshold, its verdicts and its norm", () => {
    const compared = compareWithNorm(
      [b, { id: 13, name: 'Unused', threshold: 0.1 }, a, c],
      new Map([
        [7, tally(1, 2, [10], [20])],
        [9, tally(2, 2, [30, 40])],
        [11, tally(0, 0)],
      ]),
      new Map([
        [7, window(9, 3)],
        [9, window(2, 0)],
      ]),
      { windowDays: 14, maxDropPoints: 5, threshold: undefined },
    );
    expect(compared).toEqual([
      {
        scorer: { id: 9, name: 'Style' },
        threshold: 0.5,
        passed: 2,
        judged: 2,
        window: { passed: 0, judged: 0, excluded: 2 },
        windowDays: 14,
        maxDropPoints: 5,
      },
      {
        scorer: { id: 7, name: 'Correctness' },
        threshold: 0.7,
        passed: 1,
        judged: 2,
        window: { passed: 8, judged: 10, excluded: 2 },
        windowDays: 14,
        maxDropPoints: 5,
      },
      // A scorer without a name is shown by its id; its window was not read.
      {
        scorer: { id: 11, name: 'scorer 11' },
        threshold: 0.6,
        passed: 0,
        judged: 0,
        window: undefined,
        windowDays: 14,
        maxDropPoints: 5,
      },
    ]);
  });

  it("the gate's threshold goes with each comparison (the table's verdicts used it)", () => {
    const [compared] = compareWithNorm([a], new Map([[7, tally(1, 1)]]), new Map(), {
      windowDays: 30,
      maxDropPoints: undefined,
      threshold: 0.5,
    });
    expect(compared).toMatchObject({ threshold: 0.7, override: 0.5 });
  });

  it('one scorer below its norm fails a gate the runs pass; the others do not; none leaves the verdict as it was', () => {
    const rows = [row('pass', a), row('pass', b)];
    const summary = summarize(rows, 0);
    expect(summary.conclusion).toBe('success');
    const compared = [
      norm({ scorer: a, passed: 1, judged: 1, window: other(9, 10) }),
      norm({ scorer: b, passed: 0, judged: 1, window: other(1, 2) }),
    ];
    expect(compared.map(belowNorm)).toEqual([false, true]);
    expect(withNorm(summary, compared)).toEqual({ ...summary, conclusion: 'failure', norm: compared });
    const within = [norm({ scorer: b, passed: 0, judged: 1, window: other(1, 2), maxDropPoints: 50 })];
    expect(withNorm(summary, within)).toEqual({ ...summary, norm: within });
    expect(withNorm(summary, [])).toBe(summary);
    // A gate that judged nothing stays neutral.
    const neutral = summarize([], 1);
    expect(withNorm(neutral, compared).conclusion).toBe('neutral');
  });
});

describe('the report against the norm', () => {
  /** 25 runs of Correctness, 18 passed; Style passes them all. */
  const judged = () => {
    const rows: GateRow[] = [];
    for (let i = 0; i < 25; i++) {
      const runId = `run-${i}`;
      rows.push({ ...row(i < 18 ? 'pass' : 'fail'), runId });
      rows.push({ ...row('pass', { id: 9, name: 'Style' }), runId });
    }
    return rows;
  };

  it('fails with max-drop-points 5: the title, a line per scorer and the failure say so', () => {
    const rows = judged();
    const summary = withNorm(summarize(rows, 0.5), [
      norm(),
      norm({ scorer: { id: 9, name: 'Style' }, passed: 25, judged: 25, window: other(97, 100, 25) }),
    ]);
    expect(summary.conclusion).toBe('failure');
    expect(checkTitle(summary)).toBe(
      '18 of 25 runs passed (72%; 43 of 50 judgements) — 1 scorer below the norm',
    );
    const parts = renderGateReport({ rows, summary, trends: [], now: NOW }).split('\n\n');
    expect(parts.slice(0, 5)).toEqual([
      '### ❌ 18 of 25 runs passed (72%; 43 of 50 judgements) — 1 scorer below the norm',
      'Pass rate **72%** meets the minimum of **50%** (`min-pass-rate`). Judgements not passed: 7 below the threshold.',
      "Against each scorer's pass rate over the window as the service counts it, at the scorer's own threshold, less the runs judged here (`max-drop-points` 5):",
      `- ❌ Correctness: 72% (\u22128 points against 80%: ${OF_TEN})\n- Style: 100% (+3 points against 97%: 97 of 100 runs scored over the last 30 days at threshold 0.70, not counting the 25 judged here)`,
      'Below the norm, so the gate fails: scorer Correctness: 72% is 8 points below its 80% over the last 30 days (max-drop-points 5).',
    ]);
  });

  it('passes with max-drop-points 10, the delta shown; without it, shown only', () => {
    const rows = judged();
    const ten = withNorm(summarize(rows, 0.5), [norm({ maxDropPoints: 10 })]);
    expect(ten.conclusion).toBe('success');
    expect(checkTitle(ten)).toBe('18 of 25 runs passed (72%; 43 of 50 judgements)');
    const report = renderGateReport({ rows, summary: ten, trends: [], now: NOW }).split('\n\n');
    expect(report.slice(2, 4)).toEqual([
      "Against each scorer's pass rate over the window as the service counts it, at the scorer's own threshold, less the runs judged here (`max-drop-points` 10):",
      `- Correctness: 72% (\u22128 points against 80%: ${OF_TEN})`,
    ]);
    expect(report[4]).not.toContain('Below the norm');
    const shown = withNorm(summarize(rows, 0.5), [norm({ maxDropPoints: undefined })]);
    expect(shown.conclusion).toBe('success');
    expect(renderGateReport({ rows, summary: shown, trends: [], now: NOW }).split('\n\n')[2]).toBe(
      "Against each scorer's pass rate over the window as the service counts it, at the scorer's own threshold, less the runs judged here (shown only: no `max-drop-points`):",
    );
  });

  it("with the gate's threshold (shown only): the lead says the verdicts here are counted at each scorer's own", () => {
    const rows = judged();
    const shown = withNorm(summarize(rows, 0.5), [norm({ maxDropPoints: undefined, override: 0.55 })]);
    expect(renderGateReport({ rows, summary: shown, trends: [], now: NOW }).split('\n\n')[2]).toBe(
      "Against each scorer's pass rate over the window as the service counts it, at the scorer's own threshold, less the runs judged here; the verdicts here are counted at it too, not at `threshold` 0.55 (shown only: no `max-drop-points`):",
    );
  });

  it('two scorers below: both named, counted in the title; a name is defused in the report', () => {
    const rows = judged();
    const summary = withNorm(summarize(rows, 0), [
      norm(),
      norm({ scorer: { id: 9, name: 'Style <b>@team</b>' }, passed: 20, judged: 25, window: other(9, 10) }),
    ]);
    expect(checkTitle(summary)).toMatch(/ — 2 scorers below the norm$/);
    const report = renderGateReport({ rows, summary, trends: [], now: NOW });
    // Shown literally (the tag escaped), notifying no one (a word joiner after the @).
    expect(report).toContain(
      '- ❌ Style \\<b>@\u2060team\\</b>: 80% (\u221210 points against 90%: 9 of 10 runs scored over the last 30 days at threshold 0.70)',
    );
    expect(report).not.toContain(' <b>');
    expect(report).not.toContain('@team');
    expect(report).toContain('Below the norm, so the gate fails: scorer Correctness: 72% is 8 points below');
    expect(report).toContain('; scorer Style');
    expect(report).toContain(': 80% is 10 points below its 90% over the last 30 days (max-drop-points 5).');
  });
});
