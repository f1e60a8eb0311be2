/**
 * The gate against the norm, pure: each scorer's pass rate here against its pass rate over the window
 * (src/render/gate.ts: the figures and their words; src/flow/gate.ts: the comparisons from the verdicts and the
 * service's pass rates, and the verdict they make).
 */
import { describe, expect, it } from 'vitest';
import { baselineOf, compareWithNorm, withNorm } from '../../src/flow/gate.ts';
import {
  belowNorm,
  belowNormText,
  checkTitle,
  GateRows,
  normDelta,
  normRate,
  normText,
  renderGateReport,
  summarize,
  type GateRow,
  type NormComparison,
} from '../../src/render/gate.ts';

const NOW = Date.parse('2026-11-21T12:03:00Z');

const norm = (extra: Partial<NormComparison> = {}): NormComparison => ({
  scorer: { id: 7, name: 'Correctness' },
  passed: 18,
  judged: 25,
  baseline: 0.8,
  windowDays: 30,
  maxDropPoints: 5,
  ...extra,
});

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
  it('72% against 80%: 8 points below, in the words of the report and of the failure', () => {
    const c = norm();
    expect(normRate(c)).toBe(0.72);
    expect(normDelta(c)).toBe(-8);
    expect(normText(c)).toBe('72% (\u22128 points against 80% over the last 30 days)');
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
    expect(normDelta(norm({ baseline: 0.745 }))).toBe(-2.5);
    expect(belowNorm(norm({ baseline: 0.745, maxDropPoints: 2.5 }))).toBe(false);
    expect(belowNorm(norm({ baseline: 0.745, maxDropPoints: 2.4 }))).toBe(true);
    // A maximum of 0: any drop fails, none passes.
    expect(belowNorm(norm({ baseline: 0.72, maxDropPoints: 0 }))).toBe(false);
    expect(belowNorm(norm({ baseline: 0.721, maxDropPoints: 0 }))).toBe(true);
  });

  it('above, level and a single point: "+3 points", "±0 points", "1 point"; a window of one day', () => {
    expect(normText(norm({ baseline: 0.69 }))).toBe('72% (+3 points against 69% over the last 30 days)');
    expect(normDelta(norm({ baseline: 0.69 }))).toBe(3);
    expect(normText(norm({ baseline: 0.72 }))).toBe('72% (±0 points against 72% over the last 30 days)');
    expect(normText(norm({ baseline: 0.73, windowDays: 1 }))).toBe(
      '72% (\u22121 point against 73% over the last day)',
    );
    expect(belowNormText(norm({ baseline: 0.73, maxDropPoints: 0.5, windowDays: 1 }))).toBe(
      'scorer Correctness: 72% is 1 point below its 73% over the last day (max-drop-points 0.5)',
    );
    // Rounded to a tenth of a point by size, the same either side.
    expect(normDelta(norm({ passed: 2, judged: 3, baseline: 0.5 }))).toBe(16.7);
    expect(normDelta(norm({ passed: 1, judged: 2, baseline: 2 / 3 }))).toBe(-16.7);
    expect(normText(norm({ windowDays: 1500, baseline: 0.7 }))).toBe(
      '72% (+2 points against 70% over the last 1,500 days)',
    );
  });

  it('no scored run in the window (null), or one the gate could not read: no comparison, said so, never fails', () => {
    const none = norm({ baseline: null });
    expect(normDelta(none)).toBeUndefined();
    expect(belowNorm(none)).toBe(false);
    expect(normText(none)).toBe('72% (no scored runs over the last 30 days to compare with)');
    const unread = norm({ baseline: undefined });
    expect(belowNorm(unread)).toBe(false);
    expect(normText(unread)).toBe('72% (its pass rate over the last 30 days could not be read)');
  });

  it('no pass or fail verdict here (judge errors, pending): no comparison, said so, never fails', () => {
    const c = norm({ passed: 0, judged: 0 });
    expect(normRate(c)).toBeNull();
    expect(normDelta(c)).toBeUndefined();
    expect(belowNorm(c)).toBe(false);
    expect(normText(c)).toBe('no pass or fail verdict to compare (against 80% over the last 30 days)');
    expect(normText(norm({ passed: 0, judged: 0, baseline: null }))).toBe(
      'no pass or fail verdict to compare (no scored runs over the last 30 days to compare with)',
    );
  });

  it('without max-drop-points the comparison is shown and fails nothing, however far below', () => {
    const c = norm({ passed: 0, judged: 25, baseline: 1, maxDropPoints: undefined });
    expect(normText(c)).toBe('0% (\u2212100 points against 100% over the last 30 days)');
    expect(belowNorm(c)).toBe(false);
  });
});

describe('the service pass rate as a baseline', () => {
  it('a share from 0 to 1 as it is, null as null, any other number as none', () => {
    expect(baselineOf({ pass_rate: 0.8 })).toBe(0.8);
    expect(baselineOf({ pass_rate: 0 })).toBe(0);
    expect(baselineOf({ pass_rate: 1 })).toBe(1);
    expect(baselineOf({ pass_rate: null })).toBeNull();
    for (const rate of [1.01, -0.1, Number.NaN, Infinity, 80])
      expect(baselineOf({ pass_rate: rate })).toBeUndefined();
  });
});

describe('the comparisons of a gate', () => {
  const a = { id: 7, name: 'Correctness' };
  const b = { id: 9, name: 'Style' };
  const c = { id: 11, name: '' };

  it("each scorer with a row here, in the gate's order, with its verdicts that passed or failed and its baseline", () => {
    const rows = GateRows.of([
      row('pass', a),
      row('fail', a),
      row('error', a),
      row('pending', a),
      row('pass', b),
      row('pass', b),
      row('error', c),
    ]);
    const compared = compareWithNorm(
      [b, { id: 13, name: 'Unused' }, a, c],
      (id) => rows.verdictsOf(id),
      new Map([
        [7, 0.8],
        [9, null],
      ]),
      { windowDays: 14, maxDropPoints: 5 },
    );
    expect(compared).toEqual([
      { scorer: b, passed: 2, judged: 2, baseline: null, windowDays: 14, maxDropPoints: 5 },
      { scorer: a, passed: 1, judged: 2, baseline: 0.8, windowDays: 14, maxDropPoints: 5 },
      // A scorer without a name is shown by its id; its baseline was not read.
      {
        scorer: { id: 11, name: 'scorer 11' },
        passed: 0,
        judged: 0,
        baseline: undefined,
        windowDays: 14,
        maxDropPoints: 5,
      },
    ]);
    expect(rows.verdictsOf(13)).toBeUndefined();
  });

  it('one scorer below its norm fails a gate the runs pass; the others do not; none leaves the verdict as it was', () => {
    const rows = [row('pass', a), row('pass', b)];
    const summary = summarize(rows, 0);
    expect(summary.conclusion).toBe('success');
    const compared = [
      norm({ scorer: a, passed: 1, judged: 1, baseline: 0.9 }),
      norm({ scorer: b, passed: 0, judged: 1, baseline: 0.5 }),
    ];
    expect(compared.map(belowNorm)).toEqual([false, true]);
    expect(withNorm(summary, compared)).toEqual({ ...summary, conclusion: 'failure', norm: compared });
    const within = [norm({ scorer: b, passed: 0, judged: 1, baseline: 0.5, maxDropPoints: 50 })];
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
      norm({ scorer: { id: 9, name: 'Style' }, passed: 25, judged: 25, baseline: 0.97 }),
    ]);
    expect(summary.conclusion).toBe('failure');
    expect(checkTitle(summary)).toBe(
      '18 of 25 runs passed (72%; 43 of 50 judgements) — 1 scorer below the norm',
    );
    const parts = renderGateReport({ rows, summary, trends: [], now: NOW }).split('\n\n');
    expect(parts.slice(0, 5)).toEqual([
      '### ❌ 18 of 25 runs passed (72%; 43 of 50 judgements) — 1 scorer below the norm',
      'Pass rate **72%** meets the minimum of **50%** (`min-pass-rate`). Judgements not passed: 7 below the threshold.',
      "Against each scorer's pass rate over the window, as the service counts it (`max-drop-points` 5):",
      '- ❌ Correctness: 72% (\u22128 points against 80% over the last 30 days)\n- Style: 100% (+3 points against 97% over the last 30 days)',
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
      "Against each scorer's pass rate over the window, as the service counts it (`max-drop-points` 10):",
      '- Correctness: 72% (\u22128 points against 80% over the last 30 days)',
    ]);
    expect(report[4]).not.toContain('Below the norm');
    const shown = withNorm(summarize(rows, 0.5), [norm({ maxDropPoints: undefined })]);
    expect(shown.conclusion).toBe('success');
    expect(renderGateReport({ rows, summary: shown, trends: [], now: NOW }).split('\n\n')[2]).toBe(
      "Against each scorer's pass rate over the window, as the service counts it (shown only: no `max-drop-points`):",
    );
  });

  it('two scorers below: both named, counted in the title; a name is defused in the report', () => {
    const rows = judged();
    const summary = withNorm(summarize(rows, 0), [
      norm(),
      norm({ scorer: { id: 9, name: 'Style <b>@team</b>' }, passed: 20, judged: 25, baseline: 0.9 }),
    ]);
    expect(checkTitle(summary)).toMatch(/ — 2 scorers below the norm$/);
    const report = renderGateReport({ rows, summary, trends: [], now: NOW });
    // Shown literally (the tag escaped), notifying no one (a word joiner after the @).
    expect(report).toContain(
      '- ❌ Style \\<b>@\u2060team\\</b>: 80% (\u221210 points against 90% over the last 30 days)',
    );
    expect(report).not.toContain(' <b>');
    expect(report).not.toContain('@team');
    expect(report).toContain('Below the norm, so the gate fails: scorer Correctness: 72% is 8 points below');
    expect(report).toContain('; scorer Style');
    expect(report).toContain(': 80% is 10 points below its 90% over the last 30 days (max-drop-points 5).');
  });
});
