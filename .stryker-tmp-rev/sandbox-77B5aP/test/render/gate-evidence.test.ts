/**
 * The gate's evidence, pure (src/render/gate-evidence.ts and the report that holds it): each scorer against the
 * baseline (the figures, the table, its lead), the benchmark cases, the regressed runs named worst first and capped,
 * a merge group's carried verdicts; and the title and rate line a gate of cases gets.
 */
import { describe, expect, it } from 'vitest';
import {
  attemptsRule,
  baselineRate,
  belowBaseline,
  belowText,
  casesBlock,
  deltaPoints,
  firstLine,
  mergeGroupReport,
  rateHere,
  regressedBlock,
  regressionOf,
  Regressions,
  scorerBlock,
  worstDelta,
  type Baseline,
  type CaseLine,
  type ScorerComparison,
} from '../../src/render/gate-evidence.ts';
import { checkTitle, renderGateReport, summarize, type GateRow } from '../../src/render/gate.ts';

const NOW = Date.parse('2026-11-21T12:03:00Z');
const NORM: Baseline = { kind: 'norm', windowDays: 30 };
const BASE: Baseline = {
  kind: 'base',
  branch: 'main',
  sha: '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
  checkUrl: 'https://github.com/acme/app/runs/30000000007',
  runs: 9,
  skipped: [],
};

/** 18 of 25 here (72%) against 8 of 10 other runs (80%), 25 scores of the runs here taken out of the window. */
const cmp = (extra: Partial<ScorerComparison> = {}): ScorerComparison => ({
  scorer: { id: 7, name: 'Correctness' },
  threshold: 0.7,
  passed: 18,
  failed: 7,
  noVerdict: 0,
  baseline: { passed: 8, total: 10, excluded: 25 },
  maxDropPoints: 5,
  ...extra,
});

describe('a scorer against the baseline: the figures', () => {
  it('72% against 80%: 8 points below, a failure with max-drop-points 5, not 10', () => {
    const c = cmp();
    expect([rateHere(c), baselineRate(c), deltaPoints(c), belowBaseline(c)]).toEqual([0.72, 0.8, -8, true]);
    expect(belowBaseline(cmp({ maxDropPoints: 10 }))).toBe(false);
    expect(belowBaseline(cmp({ maxDropPoints: undefined }))).toBe(false);
  });

  it('a run without a verdict counts as failed here: 18 passed, 5 failed, 2 without a verdict is 72%', () => {
    expect(rateHere(cmp({ failed: 5, noVerdict: 2 }))).toBe(0.72);
    expect(rateHere(cmp({ passed: 0, failed: 0, noVerdict: 3 }))).toBe(0);
    expect(rateHere(cmp({ passed: 0, failed: 0, noVerdict: 0 }))).toBeNull();
  });

  it('exactly the maximum below passes; a tenth more fails; rounded to a tenth by size, either side', () => {
    expect(belowBaseline(cmp({ maxDropPoints: 8 }))).toBe(false);
    expect(belowBaseline(cmp({ maxDropPoints: 7.9 }))).toBe(true);
    expect(deltaPoints(cmp({ passed: 2, failed: 1, baseline: { passed: 1, total: 2 } }))).toBe(16.7);
    expect(deltaPoints(cmp({ passed: 1, failed: 1, baseline: { passed: 2, total: 3 } }))).toBe(-16.7);
    expect(belowBaseline(cmp({ baseline: { passed: 18, total: 25 }, maxDropPoints: 0 }))).toBe(false);
    expect(belowBaseline(cmp({ baseline: { passed: 721, total: 1000 }, maxDropPoints: 0 }))).toBe(true);
  });

  it('no baseline (a string) or nothing counted there: no change, never fails', () => {
    const none = cmp({ baseline: 'the gate on the base branch did not judge with this scorer' });
    expect([baselineRate(none), deltaPoints(none), belowBaseline(none)]).toEqual([
      undefined,
      undefined,
      false,
    ]);
    const empty = cmp({ baseline: { passed: 0, total: 0, excluded: 25 } });
    expect([baselineRate(empty), deltaPoints(empty), belowBaseline(empty)]).toEqual([null, undefined, false]);
  });

  it('the worst change of the scorers compared (the delta-points output)', () => {
    expect(worstDelta([cmp(), cmp({ baseline: { passed: 69, total: 100 } }), cmp({ baseline: 'no' })])).toBe(
      -8,
    );
    expect(worstDelta([cmp({ baseline: { passed: 69, total: 100 } })])).toBe(3);
    expect(worstDelta([cmp({ baseline: 'no' })])).toBeUndefined();
    expect(worstDelta([])).toBeUndefined();
  });

  it('why a scorer fails, against the norm and against the base branch', () => {
    expect(belowText(cmp(), NORM)).toBe(
      'scorer Correctness: 72% is 8 points below its 80% over the last 30 days (max-drop-points 5)',
    );
    expect(
      belowText(cmp({ baseline: { passed: 73, total: 100 }, maxDropPoints: 0.5 }), {
        kind: 'norm',
        windowDays: 1,
      }),
    ).toBe('scorer Correctness: 72% is 1 point below its 73% over the last day (max-drop-points 0.5)');
    expect(belowText(cmp({ baseline: { passed: 8, total: 9 } }), BASE, 'X')).toBe(
      'scorer X: 72% is 16.9 points below its 88.9% on main at 1a2b3c4 (max-drop-points 5)',
    );
  });
});

describe('the table per scorer', () => {
  const LEAD_NORM =
    "Baseline: the norm, each scorer's pass rate over the last 30 days as the service counts it, at the scorer's own threshold, less the runs judged here";
  const HEAD =
    '| Scorer | Pass rate | Passed | Failed | No verdict | Baseline | Change |\n|---|--:|--:|--:|--:|---|--:|';

  it('against the norm: which runs and threshold it covers, the change, and what fails the gate', () => {
    const style = cmp({
      scorer: { id: 9, name: 'Style' },
      passed: 24,
      failed: 0,
      noVerdict: 1,
      baseline: { passed: 97, total: 100, excluded: 25 },
    });
    expect(scorerBlock({ baseline: NORM, scorers: [cmp(), style] }).split('\n\n')).toEqual([
      `${LEAD_NORM} (\`max-drop-points\` 5: a scorer more points below it fails the gate). A run without a verdict counts as failed.`,
      `${HEAD}
| ❌ Correctness | 72% | 18 | 7 | 0 | 80%: 8 of 10 runs scored at threshold 0.70, not counting the 25 judged here | \u22128 points |
| Style | 96% | 24 | 0 | 1 | 97%: 97 of 100 runs scored at threshold 0.70, not counting the 25 judged here | \u22121 point |`,
      'Below the norm, so the gate fails: scorer Correctness: 72% is 8 points below its 80% over the last 30 days (max-drop-points 5).',
    ]);
  });

  it('shown only without max-drop-points; no other run; a baseline that is none; ±0', () => {
    const block = scorerBlock({
      baseline: NORM,
      scorers: [
        cmp({ maxDropPoints: undefined, baseline: { passed: 0, total: 0, excluded: 25 } }),
        cmp({ maxDropPoints: undefined, baseline: { passed: 0, total: 0 } }),
        cmp({ maxDropPoints: undefined, baseline: 'its pass rate over the last 30 days could not be read' }),
        cmp({ maxDropPoints: undefined, baseline: { passed: 18, total: 25, excluded: 1 } }),
      ],
    });
    expect(block.split('\n\n')).toEqual([
      `${LEAD_NORM} (shown only: no \`max-drop-points\`). A run without a verdict counts as failed.`,
      `${HEAD}
| Correctness | 72% | 18 | 7 | 0 | no other run scored at threshold 0.70 but the 25 judged here | — |
| Correctness | 72% | 18 | 7 | 0 | no other run scored at threshold 0.70 | — |
| Correctness | 72% | 18 | 7 | 0 | not compared: its pass rate over the last 30 days could not be read | — |
| Correctness | 72% | 18 | 7 | 0 | 72%: 18 of 25 runs scored at threshold 0.70, not counting the 1 judged here | ±0 points |`,
    ]);
  });

  it('the norm in place of the base branch, saying why', () => {
    const block = scorerBlock({
      baseline: {
        ...NORM,
        fallback: 'no head of main among the newest 2 this workflow ran on has a passing gate',
      },
      scorers: [cmp({ maxDropPoints: undefined })],
    });
    expect(block.split('\n\n')[0]).toBe(
      `${LEAD_NORM} (shown only: no \`max-drop-points\`). Not the base branch: no head of main among the newest 2 this workflow ran on has a passing gate. A run without a verdict counts as failed.`,
    );
  });

  it('against the base branch: its head, its check, the heads passed over; a scorer it did not judge with', () => {
    const base: Baseline = {
      ...BASE,
      skipped: [
        { sha: 'f00dfeed00000000000000000000000000000000', why: 'its gate failed' },
        { sha: 'cafe000000000000000000000000000000000000', why: 'its gate has not finished' },
      ],
    };
    const block = scorerBlock({
      baseline: base,
      scorers: [
        cmp({ baseline: { passed: 8, total: 9 }, maxDropPoints: 20 }),
        cmp({
          scorer: { id: 9, name: 'Style' },
          baseline: 'the gate on the base branch did not judge with this scorer',
          maxDropPoints: 20,
        }),
        cmp({ scorer: { id: 11, name: 'Docs' }, baseline: { passed: 0, total: 0 }, maxDropPoints: 20 }),
      ],
    });
    expect(block.split('\n\n')).toEqual([
      'Baseline: the 9 runs the gate judged on main at `1a2b3c4` ([its check](https://github.com/acme/app/runs/30000000007)), the newest head of main whose gate passed (`max-drop-points` 20: a scorer more points below it fails the gate). Newer heads passed over: `f00dfee` (its gate failed), `cafe000` (its gate has not finished). A run without a verdict counts as failed.',
      `${HEAD}
| Correctness | 72% | 18 | 7 | 0 | 88.9%: 8 of 9 runs | \u221216.9 points |
| Style | 72% | 18 | 7 | 0 | not compared: the gate on the base branch did not judge with this scorer | — |
| Docs | 72% | 18 | 7 | 0 | none of the 9 runs judged there had this scorer | — |`,
    ]);
    expect(scorerBlock({ baseline: base, scorers: [cmp({ baseline: { passed: 9, total: 9 } })] })).toContain(
      'Below the base branch, so the gate fails: scorer Correctness: 72% is 28 points below its 100% on main at 1a2b3c4 (max-drop-points 5).',
    );
  });

  it('nothing without scorers or a baseline', () => {
    expect(scorerBlock({ baseline: NORM, scorers: [] })).toBe('');
    expect(scorerBlock({ scorers: [cmp()] })).toBe('');
  });
});

const line = (name: string, passed: number, ran: number, repeat = 3, minPass = 2): CaseLine => ({
  name,
  passed,
  ran,
  repeat,
  minPass,
});

describe('the cases', () => {
  it('"k of n attempts" each, what did not run, and the rule in the heading', () => {
    const list = [line('fix the parser', 3, 3), line('flaky', 1, 3), line('docs', 1, 1)];
    expect(casesBlock({ passed: 1, total: 3, list }))
      .toBe(`#### Cases: 1 of 3 passed (at least 2 of 3 attempts)

| Case | Attempts | Outcome |
|---|---|---|
| fix the parser | 3 of 3 attempts passed | ✅ passed |
| flaky | 1 of 3 attempts passed | ❌ failed: 2 passes needed |
| docs | 1 of 3 attempts passed; 2 not run | ❌ failed: 2 passes needed |`);
  });

  it('cases that count their attempts differently; one attempt each', () => {
    expect(attemptsRule([line('a', 0, 0), line('b', 0, 0, 5, 4)])).toBe('each at the attempts its case asks');
    expect(attemptsRule([line('a', 0, 0, 1, 1)])).toBe('at least 1 of 1 attempt');
    expect(attemptsRule([])).toBe('no cases');
    expect(casesBlock({ passed: 0, total: 0, list: [] })).toBe('');
    expect(casesBlock(undefined)).toBe('');
  });

  it('at most maxChars: the cases that do not fit are counted', () => {
    const list = Array.from({ length: 50 }, (_, i) => line(`case ${i}`, 3, 3));
    const block = casesBlock({ passed: 50, total: 50, list }, 600);
    expect(block.length).toBeLessThanOrEqual(600);
    const rows = block.split('\n').filter((l) => l.startsWith('| case '));
    expect(rows.length).toBeGreaterThan(0);
    expect(block.endsWith(`_… and ${50 - rows.length} more cases left out: the summary is full._`)).toBe(
      true,
    );
  });

  it('a name is shown literally and notifies no one', () => {
    expect(casesBlock({ passed: 1, total: 1, list: [line('<b>@team</b> | x', 2, 2)] })).toContain(
      '| \\<b>@\u2060team\\</b> \\| x | 2 of 3 attempts passed; 1 not run | ✅ passed |',
    );
  });
});

let number = 0;
const row = (verdict: GateRow['verdict'], score: number | null, extra: Partial<GateRow> = {}): GateRow => ({
  runId: `run-${++number}`,
  title: `Run ${number}`,
  link: `https://app.warp.dev/session/${number}`,
  scorer: { id: 7, name: 'Correctness' },
  classification: null,
  score,
  threshold: 0.7,
  verdict,
  ...extra,
});

describe('the regressed runs', () => {
  it('keeps the worst failed judgements, worst first (ties in order), and the first runs without a verdict', () => {
    const list = new Regressions(3, 2);
    const rows = [
      row('fail', 0.5),
      row('pass', 0.9),
      row('fail', 0.1),
      row('error', null),
      row('fail', 0.5),
      row('pending', null),
      row('fail', 0.3),
      row('error', null),
      row('fail', 0.6),
    ];
    for (const r of rows) list.add(r);
    expect(list.failed().map((r) => r.score)).toEqual([0.1, 0.3, 0.5]);
    expect(list.failed()[2]).toBe(rows[0]);
    expect(list.noVerdict()).toEqual([rows[3], rows[5]]);
    expect([list.failedTotal, list.noVerdictTotal]).toEqual([5, 3]);
    expect(list.rows()).toEqual([rows[2], rows[6], rows[0], rows[3], rows[5]]);
  });

  it('a failed judgement without a score is the worst', () => {
    const list = new Regressions();
    const [a, b] = [row('fail', 0.2), row('fail', null)];
    list.add(a);
    list.add(b);
    expect(list.failed()).toEqual([b, a]);
  });

  it('named worst first with scorer, score against threshold, the first line of the reason and both links; then partial cases; then no verdict', () => {
    const list = new Regressions();
    list.add(
      row('fail', 0.5, {
        reason: '\n  The lexer test fails.  \nMore detail.',
        scoringLink: 'https://app.warp.dev/session/j1',
      }),
    );
    list.add(row('fail', 0, { title: '', runId: 'run-bare', link: undefined }));
    list.add(row('error', null));
    list.add(row('pending', null, { scoringLink: 'javascript:alert(1)' }));
    const cases = {
      passed: 1,
      total: 2,
      list: [line('flaky', 1, 3), line('solid', 3, 3), line('never', 0, 3)],
    };
    expect(regressedBlock(list, cases)).toBe(`#### Regressed runs

Worst first: the failed judgements, then the cases that passed only some of their attempts, then the runs without a verdict.

- **run-bare** · Correctness · score 0.00 against threshold 0.70
- **Run ${number - 3}** · Correctness · score 0.50 against threshold 0.70 · The lexer test fails. · [session](https://app.warp.dev/session/${number - 3}) · [scoring](https://app.warp.dev/session/j1)
- **flaky** passed 1 of 3 attempts (2 passes needed)
- **Run ${number - 1}** · Correctness · no verdict: the judge's attempt failed · [session](https://app.warp.dev/session/${number - 1})
- **Run ${number}** · Correctness · no verdict within the score timeout · [session](https://app.warp.dev/session/${number})`);
  });

  it('capped: the rest counted by kind, never silently', () => {
    const list = new Regressions();
    for (let i = 0; i < 25; i++) list.add(row('fail', i / 100));
    for (let i = 0; i < 4; i++) list.add(row('error', null));
    const cases = { passed: 0, total: 1, list: [line('flaky', 1, 3)] };
    const block = regressedBlock(list, cases, 20);
    expect(block.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(20);
    expect(block.split('\n\n').at(-1)).toBe(
      '_… and 10 more not listed (5 regressed, 1 partly passed, 4 without a verdict): every judgement is in the `results` output._',
    );
  });

  it('nothing regressed, nothing to say', () => {
    const list = new Regressions();
    list.add(row('pass', 0.9));
    expect(regressedBlock(list, { passed: 1, total: 1, list: [line('solid', 3, 3)] })).toBe('');
    expect(regressedBlock(undefined, undefined)).toBe('');
  });

  it('the output entry of a failed judgement', () => {
    const r = row('fail', 0.25, {
      reason: 'Broke it.\nDetails.',
      scoringRunId: 'judge-1',
      scoringLink: 'https://x/j',
    });
    expect(regressionOf(r)).toEqual({
      run_id: r.runId,
      title: r.title,
      scorer_id: 7,
      scorer: 'Correctness',
      score: 0.25,
      threshold: 0.7,
      reason: 'Broke it.',
      session_link: r.link,
      scoring_run_id: 'judge-1',
      scoring_link: 'https://x/j',
    });
    expect(regressionOf(row('fail', 0.1, { link: undefined }))).toMatchObject({
      reason: null,
      session_link: null,
      scoring_run_id: null,
    });
    expect(firstLine(' \n \t\n')).toBeUndefined();
    expect(firstLine(null)).toBeUndefined();
  });
});

describe('a gate of benchmark cases', () => {
  const cases = { passed: 2, total: 3, list: [line('a', 3, 3), line('b', 2, 3), line('c', 1, 3)] };
  const rows = [row('pass', 0.9), row('fail', 0.1)];

  it('the title says how many cases passed, at how many attempts; a stop says so', () => {
    const summary = { ...summarize(rows, 1), cases };
    expect(checkTitle(summary)).toBe('2 of 3 cases passed (at least 2 of 3 attempts)');
    expect(checkTitle({ ...summary, stopped: 'the budget' })).toBe(
      '2 of 3 cases passed (at least 2 of 3 attempts) — stopped before every attempt ran',
    );
    expect(checkTitle({ ...summary, scorers: [cmp()], baseline: NORM })).toBe(
      '2 of 3 cases passed (at least 2 of 3 attempts) — 1 scorer below the norm',
    );
    expect(checkTitle({ ...summary, scorers: [cmp(), cmp()], baseline: BASE })).toBe(
      '2 of 3 cases passed (at least 2 of 3 attempts) — 2 scorers below the base branch',
    );
  });

  it('the rate line counts the cases, then the attempts and the judgements; the stop after them', () => {
    const summary = {
      ...summarize(rows, 1),
      conclusion: 'failure' as const,
      cases,
      stopped: 'the time limit passed; not run: c (1 of 3 attempts)',
    };
    const parts = renderGateReport({ rows, summary, trends: [], now: NOW }).split('\n\n');
    expect(parts[1]).toBe(
      'Cases passed **66.7%** is below the minimum of **100%** (`min-pass-rate`). Attempts: 1 of 2 passed; judgements not passed: 1 below the threshold. The benchmarks stopped before every attempt ran: the time limit passed; not run: c (1 of 3 attempts).',
    );
    expect(parts[2]).toBe('#### Cases: 2 of 3 passed (at least 2 of 3 attempts)');
    const met = renderGateReport({
      rows: [row('pass', 0.9)],
      summary: { ...summarize([row('pass', 0.9)], 0.5), cases },
      trends: [],
      now: NOW,
    });
    expect(met.split('\n\n')[1]).toBe(
      'Cases passed **66.7%** meets the minimum of **50%** (`min-pass-rate`). Attempts: 1 of 1 passed.',
    );
  });
});

describe('a merge group', () => {
  it("each pull request's verdict carried over, linked to its check, and why the group fails", () => {
    expect(
      mergeGroupReport({
        conclusion: 'failure',
        title: '1 of 3 pull requests passed the gate',
        checkName: 'Cloud agent scorers',
        verdicts: [
          {
            number: 12,
            sha: 'a'.repeat(40),
            status: 'completed',
            conclusion: 'success',
            url: 'https://github.com/acme/app/runs/1',
          },
          { number: 13, sha: 'b'.repeat(40), status: 'in_progress', conclusion: null, url: undefined },
          { number: 14, sha: 'c'.repeat(40), status: undefined, conclusion: null, url: undefined },
          { number: 15, sha: 'd'.repeat(40), status: 'completed', conclusion: 'neutral', url: undefined },
          { number: 16, sha: 'e'.repeat(40), status: 'completed', conclusion: 'failure', url: undefined },
          { number: 17, sha: 'f'.repeat(40), status: 'completed', conclusion: 'timed_out', url: undefined },
        ],
        failing: ['#13 has no passing verdict (its gate has not finished)'],
      }),
    ).toBe(`### ❌ 1 of 3 pull requests passed the gate

A merge group: each pull request's last verdict of Cloud agent scorers on its head is carried over; nothing is judged again.

| Pull request | Head | Verdict |
|---|---|---|
| #12 | \`aaaaaaa\` | ✅ passed ([check](https://github.com/acme/app/runs/1)) |
| #13 | \`bbbbbbb\` | ⏳ its gate has not finished |
| #14 | \`ccccccc\` | ❌ no gate check on its head |
| #15 | \`ddddddd\` | ⚪ nothing to judge (counts as passed) |
| #16 | \`eeeeeee\` | ❌ failed |
| #17 | \`fffffff\` | ❌ timed_out |

The group fails: #13 has no passing verdict (its gate has not finished).`);
  });
});
