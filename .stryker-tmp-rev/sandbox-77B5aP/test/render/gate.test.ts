import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkTitle,
  GateRows,
  renderGateReport,
  renderTrendChart,
  summarize,
  type GateRow,
  type TrendInput,
} from '../../src/render/gate.ts';

const NOW = Date.parse('2026-11-21T12:03:00Z');
const DAY = 86_400_000;

/** Each row a run of its own unless it names one: the gate counts runs, each passing when all its rows pass. */
let rowNumber = 0;
const row = (extra: Partial<GateRow> = {}): GateRow => ({
  runId: `run-${++rowNumber}`,
  title: 'Fix the parser',
  link: 'https://app.warp.dev/session/a',
  scorer: { id: 7, name: 'Correctness' },
  classification: 'good',
  score: 0.9,
  threshold: 0.7,
  verdict: 'pass',
  ...extra,
});

const rows: GateRow[] = [
  row(),
  row({
    runId: 'run-2',
    title: 'Add the CLI',
    link: undefined,
    classification: 'poor',
    score: 0.25,
    verdict: 'fail',
    reason: 'Tests were **not** added.\n\n```ts\nconst x = 1;',
    dispatch: 'already_in_flight',
  }),
  row({
    runId: 'run-3',
    title: '',
    link: undefined,
    classification: null,
    score: null,
    verdict: 'error',
    dispatch: 'failed',
    dispatchError: 'HTTP 500: judge unavailable',
  }),
];

const period = (start: number, passRate: number | null, pass = 0, fail = 0) => ({
  period_start: new Date(start).toISOString(),
  period_end: new Date(start + DAY).toISOString(),
  pass_count: pass,
  fail_count: fail,
  pass_rate: passRate,
});

const trend = (extra: Partial<TrendInput> = {}): TrendInput => ({
  scorerName: 'Correctness "strict"',
  threshold: 0.7,
  groupBy: 'day',
  response: {
    start_date: '2026-11-01T00:00:00Z',
    end_date: '2026-11-04T00:00:00Z',
    pass_rate: 0.75,
    pass_count: 3,
    fail_count: 1,
    series: [
      period(Date.parse('2026-11-01T00:00:00Z'), 2 / 3, 2, 1),
      period(Date.parse('2026-11-02T00:00:00Z'), null),
      period(Date.parse('2026-11-03T00:00:00Z'), 1, 1, 0),
    ],
  },
  ...extra,
});

/** The chart's config: the colours of the grey columns of periods without runs, the pass-rate bars, the line. */
const CONFIG = `---
config:
  themeVariables:
    xyChart:
      plotColorPalette: "#D0D7DE, #2F81F7, #CF222E"
---`;

/** The config of a chart without grey columns: every period had scored runs. */
const CONFIG_FULL = `---
config:
  themeVariables:
    xyChart:
      plotColorPalette: "#2F81F7, #CF222E"
---`;

/** The legend line under a chart, by day; `grey` when it has grey columns. */
const legend = (threshold: number, grey = true, unit = 'day') =>
  `Blue bars: the share of scored runs that passed, by ${unit} (a ${unit} whose runs all failed shows only the thin base every bar stands on).${grey ? ` Grey columns: ${unit}s without scored runs.` : ''} Red line: the minimum pass rate, ${threshold}%.`;

/**
 * A hidden label: its bits as zero-width characters, U+200B for 0 and U+200C for 1 (`hid('01')` is U+200B U+200C).
 */
/** The line above the charts of a report that judged runs. */
const LAG =
  "_The charts below are the service's own count of live scores, read after the verdicts above, as of the time under each: a verdict it had not counted by then is not in them._";

const hid = (bits: string) => bits.replace(/0/g, '\u200B').replace(/1/g, '\u200C');

describe('summarize', () => {
  it('counts passes; everything else is not passed', () => {
    expect(summarize(rows, 0.5)).toEqual({
      conclusion: 'failure',
      passed: 1,
      failed: 2,
      total: 3,
      passRate: 1 / 3,
      minPassRate: 0.5,
    });
  });

  it('all passed, none passed, nothing to judge', () => {
    expect(summarize([row(), row()], 1)).toMatchObject({ conclusion: 'success', passed: 2, passRate: 1 });
    expect(summarize([row({ verdict: 'fail' }), row({ verdict: 'pending' })], 0)).toMatchObject({
      conclusion: 'success',
      passed: 0,
      failed: 2,
      passRate: 0,
    });
    expect(summarize([row({ verdict: 'error' })], 0.01)).toMatchObject({
      conclusion: 'failure',
      passRate: 0,
    });
    expect(summarize([], 0.8)).toEqual({
      conclusion: 'neutral',
      passed: 0,
      failed: 0,
      total: 0,
      passRate: null,
      minPassRate: 0.8,
    });
  });

  it('meets the minimum exactly at the boundary, and fails just below it', () => {
    const four = [row(), row(), row(), row({ verdict: 'fail' })];
    expect(summarize(four, 0.75).conclusion).toBe('success');
    expect(summarize(four, 0.7500001).conclusion).toBe('failure');
    const ten = [
      ...Array.from({ length: 7 }, () => row()),
      ...Array.from({ length: 3 }, () => row({ verdict: 'fail' })),
    ];
    expect(summarize(ten, 0.7).conclusion).toBe('success');
    expect(summarize(ten, 0.1 * 7).conclusion).toBe('success'); // 0.7000000000000001
    expect(summarize(ten, 0.71).conclusion).toBe('failure');
  });

  it('counts runs: a run passes when every scorer passes it; the judgements apart when a run has several', () => {
    const judged = (runId: string, ...verdicts: GateRow['verdict'][]) =>
      verdicts.map((verdict, i) => row({ runId, verdict, scorer: { id: i + 1, name: `S${i + 1}` } }));
    // 6 runs × 2 scorers: 4 runs pass both, 9 of 12 judgements pass.
    const twelve = [
      ...judged('a', 'pass', 'pass'),
      ...judged('b', 'pass', 'fail'),
      ...judged('c', 'pass', 'pass'),
      ...judged('d', 'pending', 'error'),
      ...judged('e', 'pass', 'pass'),
      ...judged('f', 'pass', 'pass'),
    ];
    const summary = summarize(twelve, 0.6);
    expect(summary).toEqual({
      conclusion: 'success',
      passed: 4,
      failed: 2,
      total: 6,
      passRate: 4 / 6,
      minPassRate: 0.6,
      judgements: { passed: 9, total: 12 },
    });
    expect(summarize(twelve, 0.7).conclusion).toBe('failure'); // 75% of the judgements, 66.7% of the runs
    expect(checkTitle(summary)).toBe('4 of 6 runs passed (66.7%; 9 of 12 judgements)');
    const report = renderGateReport({ rows: twelve, summary, trends: [], now: NOW });
    expect(report.split('\n\n').slice(0, 2)).toEqual([
      '### ✅ 4 of 6 runs passed (66.7%; 9 of 12 judgements)',
      'Pass rate **66.7%** meets the minimum of **60%** (`min-pass-rate`). Judgements not passed: 1 below the threshold, 1 judge error, 1 without a verdict.',
    ]);
    // A run's rows need not come together; GateRows counts the same as a list.
    const shuffled = [...twelve.filter((_, i) => i % 2 === 0), ...twelve.filter((_, i) => i % 2 === 1)];
    expect(summarize(GateRows.of(shuffled), 0.6)).toEqual(summary);
    // One scorer: the runs are the judgements, and the title names runs alone.
    expect(summarize(judged('a', 'pass').concat(judged('b', 'fail')), 0.5)).not.toHaveProperty('judgements');
  });

  it('titles the check', () => {
    expect(checkTitle(summarize(rows, 0.5))).toBe('1 of 3 runs passed (33.3%)');
    expect(checkTitle(summarize([row(), row(), row(), row({ verdict: 'fail' })], 0.5))).toBe(
      '3 of 4 runs passed (75%)',
    );
    expect(checkTitle(summarize([row()], 0.5))).toBe('1 of 1 run passed (100%)');
    expect(checkTitle(summarize([], 0.5))).toBe('No runs to judge');
    const many = [...Array.from({ length: 1999 }, () => row()), row({ verdict: 'fail' })];
    expect(checkTitle(summarize(many, 0.5))).toBe('1999 of 2000 runs passed (99.9%)');
  });
});

describe('the gate report', () => {
  it('renders headline, pass rate, the runs, the reasons folded, the trends and the note', () => {
    const report = renderGateReport({
      rows,
      summary: summarize(rows, 0.5),
      trends: [trend()],
      note: 'Runs without a verdict after 10m count as not passed.',
      now: NOW,
    });
    expect(report).toBe(`### ❌ 1 of 3 runs passed (33.3%)

Pass rate **33.3%** is below the minimum of **50%** (\`min-pass-rate\`). Not passed: 1 below the threshold, 1 judge error.

| Run | Scorer | Classification | Score | Threshold | Outcome | Dispatch |
|---|---|---|--:|--:|---|---|
| [Fix the parser](https://app.warp.dev/session/a) | Correctness | good | 0.90 | 0.70 | ✅ pass | — |
| Add the CLI | Correctness | poor | 0.25 | 0.70 | ❌ fail | already in flight |
| run-3 | Correctness | failed judge | — | 0.70 | ⚠️ error | failed: HTTP 500: judge unavailable |

<details><summary>Reason: Add the CLI · Correctness</summary>

Tests were **not** added.

\`\`\`ts
const x = 1;
\`\`\`

</details>

${LAG}

\`\`\`mermaid
${CONFIG}
xychart-beta
    title "Pass rate: Correctness #34;strict#34; (last 3 days, by day)"
    x-axis ["11-01", "11-02", "11-03"]
    y-axis "Pass rate (%)" 0 --> 100
    bar [0, 100, 0]
    bar [66.7, 0, 100]
    line [70, 70, 70]
\`\`\`

${legend(70)}

Pass rate over the window, as the service counted it at 2026-11-04 00:00 UTC: 75% (3 of 4 scored runs) — minimum pass rate 70%

1 day without scored runs: 11-02.

Runs without a verdict after 10m count as not passed.

<sub>Judged at 2026-11-21 12:03 UTC.</sub>`);
  });

  it('passes, pending and no runs: icons, no dispatch column when nothing was dispatched', () => {
    const ok = [
      row(),
      row({ runId: 'run-2', title: 'Second', verdict: 'pending', classification: null, score: null }),
    ];
    const report = renderGateReport({ rows: ok, summary: summarize(ok, 0.5), trends: [], now: NOW });
    expect(report.split('\n\n').slice(0, 3)).toEqual([
      '### ✅ 1 of 2 runs passed (50%)',
      'Pass rate **50%** meets the minimum of **50%** (`min-pass-rate`). Not passed: 1 without a verdict.',
      `| Run | Scorer | Classification | Score | Threshold | Outcome |
|---|---|---|--:|--:|---|
| [Fix the parser](https://app.warp.dev/session/a) | Correctness | good | 0.90 | 0.70 | ✅ pass |
| [Second](https://app.warp.dev/session/a) | Correctness | no verdict | — | 0.70 | ⏳ pending |`,
    ]);
    expect(renderGateReport({ rows: [], summary: summarize([], 0.8), trends: [], now: NOW })).toBe(
      `### ⚪ No runs to judge

Nothing to judge, so the gate is neutral; the minimum is **80%** (\`min-pass-rate\`).

<sub>Judged at 2026-11-21 12:03 UTC.</sub>`,
    );
  });

  it('links the check run under the headline, at an https address only, and keeps within the limit with it', () => {
    const one = [row()];
    const head = (checkRun: string | undefined, limit?: number) =>
      renderGateReport({ rows: one, summary: summarize(one, 0.5), trends: [], checkRun, now: NOW }, limit)
        .split('\n\n')
        .slice(0, 3);
    const HEAD = [
      '### ✅ 1 of 1 run passed (100%)',
      'Pass rate **100%** meets the minimum of **50%** (`min-pass-rate`).',
    ];
    const TABLE = `| Run | Scorer | Classification | Score | Threshold | Outcome |
|---|---|---|--:|--:|---|
| [Fix the parser](https://app.warp.dev/session/a) | Correctness | good | 0.90 | 0.70 | ✅ pass |`;
    expect(head('https://github.com/acme/app/runs/42')).toEqual([
      ...HEAD,
      'Details in the [check run](https://github.com/acme/app/runs/42).',
    ]);
    // Trimmed; the characters that would end the link encoded.
    expect(head(' HTTPS://github.com/acme/app/runs/(42) ')).toEqual([
      ...HEAD,
      'Details in the [check run](HTTPS://github.com/acme/app/runs/%2842%29).',
    ]);
    for (const bad of [
      undefined,
      '',
      'http://github.com/acme/app/runs/42',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(head(bad), String(bad)).toEqual([...HEAD, TABLE]);
    }
    // The line takes its room from the rest: the table gives way first.
    const link = 'Details in the [check run](https://github.com/acme/app/runs/42).';
    const full = renderGateReport({
      rows: one,
      summary: summarize(one, 0.5),
      trends: [],
      checkRun: 'https://github.com/acme/app/runs/42',
      now: NOW,
    });
    expect(full).toBe([...HEAD, link, TABLE, '<sub>Judged at 2026-11-21 12:03 UTC.</sub>'].join('\n\n'));
    const render = (checkRun?: string) =>
      renderGateReport(
        { rows: one, summary: summarize(one, 0.5), trends: [], ...(checkRun ? { checkRun } : {}), now: NOW },
        full.length - 1,
      );
    expect(render('https://github.com/acme/app/runs/42')).toBe(
      [
        ...HEAD,
        link,
        '| Run | Scorer | Classification | Score | Threshold | Outcome |\n|---|---|---|--:|--:|---|',
        '_… and 1 more run (1 passed, 0 not passed) left out: the summary is full._',
        '<sub>Judged at 2026-11-21 12:03 UTC.</sub>',
      ].join('\n\n'),
    );
    expect(render()).toBe([...HEAD, TABLE, '<sub>Judged at 2026-11-21 12:03 UTC.</sub>'].join('\n\n'));
  });

  it('shows an unknown classification as it is, and escapes pipes and newlines in cells', () => {
    const odd = [
      row({
        title: 'Fix | the\nparser [v2]',
        classification: 'mostly_fine | ok',
        scorer: { id: 1, name: 'Style\nguide' },
        dispatch: 'queued_later',
      }),
      row({ title: 'No link | here', link: 'javascript:alert(1)', classification: 'EXCELLENT' }),
    ];
    const report = renderGateReport({ rows: odd, summary: summarize(odd, 0.5), trends: [], now: NOW });
    expect(report).toContain(
      '| [Fix \\| the parser \\[v2\\]](https://app.warp.dev/session/a) | Style guide | mostly_fine \\| ok | 0.90 | 0.70 | ✅ pass | queued_later |',
    );
    expect(report).toContain('| No link \\| here | Correctness | EXCELLENT | 0.90 | 0.70 | ✅ pass | — |');
  });

  it('defuses reasons: no closing a fold, no comment that swallows the rest', () => {
    const r = [
      row({ title: '<b>x</b>', reason: 'Fine.</details><!-- hidden\n<summary>y</summary>', verdict: 'fail' }),
    ];
    const report = renderGateReport({ rows: r, summary: summarize(r, 0.5), trends: [], now: NOW });
    expect(report).toContain(`<details><summary>Reason: &lt;b&gt;x&lt;/b&gt; · Correctness</summary>

Fine.&lt;/details>&lt;!-- hidden
&lt;summary>y&lt;/summary>

</details>`);
    expect(report.match(/<details>/g)).toHaveLength(1);
    expect(report.match(/<\/details>/g)).toHaveLength(1);
  });

  it('neutralizes mentions, tags and markers in titles, scorer names and reasons; code stays code', () => {
    const J = '\u2060';
    const r = [
      row({
        title: '@admin <i>x</i>',
        scorer: { id: 7, name: '@judges' },
        classification: '<!-- c -->',
        reason: 'Ask @ops.\n<!-- cloud-agent-action:state abc -->\n```\n<p>@kept</p>\n```\n`<T>`',
        verdict: 'fail',
      }),
    ];
    const report = renderGateReport({ rows: r, summary: summarize(r, 0.5), trends: [], now: NOW });
    expect(report).toContain(
      `| [@${J}admin \\<i>x\\</i>](https://app.warp.dev/session/a) | @${J}judges | \\<!-- c --> | 0.90 | 0.70 | ❌ fail |`,
    );
    expect(report)
      .toContain(`<details><summary>Reason: @${J}admin &lt;i&gt;x&lt;/i&gt; · @${J}judges</summary>

Ask @${J}ops.
&lt;!-- cloud-agent-action:${J}state abc -->
\`\`\`
<p>@kept</p>
\`\`\`
\`<${J}T>\`

</details>`);
  });

  it('never exceeds the limit: reasons go first, then rows, never the headline (3,000 rows, 20 KB reasons)', () => {
    const reason = `${'Because the tests fail. '.repeat(850)}\n\n\`\`\`\nstack trace`;
    expect(reason.length).toBe(20_417);
    const many = Array.from({ length: 3_000 }, (_, i) =>
      row({
        runId: `run-${i}`,
        title: `Run number ${i} with a fairly long title | and a pipe`,
        verdict: i % 10 === 0 ? 'fail' : 'pass',
        reason,
      }),
    );
    const summary = summarize(many, 0.8);
    const head = [
      '### ✅ 2700 of 3000 runs passed (90%)',
      'Pass rate **90%** meets the minimum of **80%** (`min-pass-rate`). Not passed: 300 below the threshold.',
    ];
    const judged = '<sub>Judged at 2026-11-21 12:03 UTC.</sub>';
    const line = (i: number) =>
      `| [Run number ${i} with a fairly long title \\| and a pipe](https://app.warp.dev/session/a) | Correctness | good | 0.90 | 0.70 | ${i % 10 === 0 ? '❌ fail' : '✅ pass'} |`;
    const table = (shown: number[]) =>
      ['| Run | Scorer | Classification | Score | Threshold | Outcome |', '|---|---|---|--:|--:|---|']
        .concat(shown.map(line))
        .join('\n');
    const indexes = [...Array(3_000).keys()];

    // The failures are kept first (all 300), then the passes in their order as far as they fit; shown in order.
    const report = renderGateReport({ rows: many, summary, trends: [trend()], note: 'A note.', now: NOW });
    expect(report).toBe(
      [
        ...head,
        table(indexes.filter((i) => i % 10 === 0 || i <= 192)),
        '_… and 2,527 more runs (2,527 passed, 0 not passed) left out: the summary is full._',
        '_473 reasons left out: the summary is full._',
        '_1 trend chart left out: the summary is full._',
        'A note.',
        judged,
      ].join('\n\n'),
    );
    expect(report.length).toBe(64_881);

    // Smaller limits keep fewer of the failures, still first, and never the passes.
    for (const [limit, last, length] of [
      [2_000, 100, 1_892],
      [10_000, 680, 9_780],
      [30_000, 2_150, 29_888],
    ] as const) {
      const small = renderGateReport({ rows: many, summary, trends: [], now: NOW }, limit);
      const shown = indexes.filter((i) => i % 10 === 0 && i <= last);
      expect(small).toBe(
        [
          ...head,
          table(shown),
          `_… and ${(3_000 - shown.length).toLocaleString('en-US')} more runs (2,700 passed, ${300 - shown.length} not passed) left out: the summary is full._`,
          `_${shown.length} reasons left out: the summary is full._`,
          judged,
        ].join('\n\n'),
      );
      expect(small.length).toBe(length);
    }
  });

  it('shares the room among reasons when the table fits, cutting each with a note', () => {
    const reason = 'x'.repeat(20_000);
    const some = Array.from({ length: 10 }, (_, i) => row({ runId: `r${i}`, title: `Run ${i}`, reason }));
    const report = renderGateReport({ rows: some, summary: summarize(some, 0.5), trends: [], now: NOW });
    expect(report.length).toBeLessThanOrEqual(65_000);
    expect(report.length).toBeGreaterThan(60_000);
    expect(report.match(/<details>/g)).toHaveLength(10);
    expect(report.match(/The reason cut here/g)).toHaveLength(10);

    const tight = renderGateReport(
      { rows: some, summary: summarize(some, 0.5), trends: [], now: NOW },
      3_000,
    );
    expect(tight.length).toBeLessThanOrEqual(3_000);
    expect(tight).toMatch(/_\d reasons left out: the summary is full\._/);
    expect(tight).toContain('| [Run 9](https://app.warp.dev/session/a) |');
  });
});

describe('the trend chart', () => {
  it('draws bars, the threshold as a line, and names the periods without scored runs', () => {
    expect(renderTrendChart(trend())).toBe(`\`\`\`mermaid
${CONFIG}
xychart-beta
    title "Pass rate: Correctness #34;strict#34; (last 3 days, by day)"
    x-axis ["11-01", "11-02", "11-03"]
    y-axis "Pass rate (%)" 0 --> 100
    bar [0, 100, 0]
    bar [66.7, 0, 100]
    line [70, 70, 70]
\`\`\`

${legend(70)}

Pass rate over the window, as the service counted it at 2026-11-04 00:00 UTC: 75% (3 of 4 scored runs) — minimum pass rate 70%

1 day without scored runs: 11-02.`);
  });

  it('says when nothing was scored, and labels weeks by their Monday and months by YYYY-MM', () => {
    const empty = trend({
      response: {
        ...trend().response,
        pass_rate: null,
        pass_count: 0,
        fail_count: 0,
        series: [period(Date.parse('2026-11-01T00:00:00Z'), null)],
      },
    });
    expect(renderTrendChart(empty)).toContain(
      'Pass rate over the window, as the service counted it at 2026-11-04 00:00 UTC: no scored runs in the window — minimum pass rate 70%\n\nNo day had scored runs.',
    );
    const weeks = renderTrendChart(
      trend({
        groupBy: 'week',
        response: {
          ...trend().response,
          series: [
            period(Date.parse('2026-11-02T00:00:00Z'), 0.5, 1, 1), // a Monday
            period(Date.parse('2026-11-11T00:00:00Z'), 0.25, 1, 3), // a Wednesday: its Monday is 11-09
          ],
        },
      }),
    );
    expect(weeks).toContain('(last 2 weeks, by week)');
    expect(weeks).toContain('x-axis ["11-02", "11-09"]');
    expect(weeks).toContain('bar [50, 25]');
    const months = renderTrendChart(
      trend({
        groupBy: 'month',
        response: {
          ...trend().response,
          series: [
            period(Date.parse('2026-10-01T00:00:00Z'), 0.8, 4, 1),
            period(Date.parse('2026-11-01T00:00:00Z'), null),
          ],
        },
      }),
    );
    expect(months).toContain('x-axis ["2026-10", "2026-11"]');
    expect(months).toContain('1 month without scored runs: 2026-11.');
  });

  it('keeps every one of 365 days, a bar each; labels every 26th day from the first, the last among them', () => {
    const start = Date.parse('2025-11-21T00:00:00Z');
    const series = Array.from({ length: 365 }, (_, i) =>
      period(start + i * DAY, i % 7 === 3 ? null : (i % 100) / 99, i % 100, 99 - (i % 100)),
    );
    const chart = renderTrendChart(
      trend({
        response: {
          ...trend().response,
          start_date: '2025-11-21T00:00:00Z',
          end_date: '2026-11-21T00:00:00Z',
          series,
        },
      }),
    );
    const list = (name: string, nth = 0) => {
      const line = chart.split('\n').filter((l) => l.startsWith(`    ${name} [`))[nth];
      return JSON.parse(line!.slice(line!.indexOf('['))) as unknown[];
    };
    const mmdd = (i: number) => new Date(start + i * DAY).toISOString().slice(5, 10);
    const labels = list('x-axis') as string[];
    const isHidden = (label: string) => /^[\u200B\u200C]+$/.test(label);
    expect(labels).toHaveLength(365);
    expect(new Set(labels).size).toBe(365);
    const shown = Array.from({ length: 15 }, (_, j) => j * 26); // 0, 26, ..., 364: the last is the 14th step
    expect(labels.flatMap((l, i) => (isHidden(l) ? [] : [i]))).toEqual(shown);
    expect(labels.filter((l) => !isHidden(l))).toEqual(shown.map(mmdd));
    expect(labels.filter(isHidden)).toEqual(
      Array.from({ length: 350 }, (_, j) => hid(j.toString(2).padStart(9, '0'))),
    );
    // The grey columns first (behind), then the pass rates.
    expect(list('bar')).toEqual(series.map((_, i) => (i % 7 === 3 ? 100 : 0)));
    const bars = list('bar', 1) as number[];
    expect(bars).toEqual(series.map((p) => (p.pass_rate === null ? 0 : Math.round(p.pass_rate * 1000) / 10)));
    expect(list('line')).toEqual(series.map(() => 70));
    expect(chart).toContain('(last 365 days, by day)');
    expect(chart).toContain(
      '    x-axis ["11-21", "\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B", ',
    );
    expect(chart).not.toContain('showLabel');
    const gaps = Array.from({ length: 12 }, (_, j) => mmdd(3 + 7 * j)).join(', ');
    expect(chart.split('\n\n').at(-1)).toBe(`52 days without scored runs: ${gaps} and 40 more.`);
  });

  it('keeps labels distinct when MM-DD would repeat', () => {
    const start = Date.parse('2020-01-06T00:00:00Z'); // a Monday
    const series = Array.from({ length: 365 }, (_, i) => period(start + i * 7 * DAY, 0.5, 1, 1));
    const chart = renderTrendChart(trend({ groupBy: 'week', response: { ...trend().response, series } }));
    const line = chart.split('\n').find((l) => l.trimStart().startsWith('x-axis'))!;
    const labels = JSON.parse(line.slice(line.indexOf('['))) as string[];
    expect(labels).toHaveLength(365);
    expect(new Set(labels).size).toBe(365);
    expect(labels[0]).toBe('2020-01-06');
  });
});

describe('the trend chart: labels every k-th period, a grey bar for each period without scored runs', () => {
  /** A day's period from its counts; null for a day without scored runs. */
  const day = (start: number, counts: [number, number] | null) =>
    counts ? period(start, counts[0] / (counts[0] + counts[1]), ...counts) : period(start, null);
  /** Days' counts, passed:failed, or - for a day without scored runs. */
  const days = (text: string) =>
    text.split(' ').map((c) => (c === '-' ? null : (c.split(':').map(Number) as [number, number])));
  const window = (
    series: ReturnType<typeof period>[],
    start: string,
    end: string,
  ): TrendInput['response'] => {
    const pass = series.reduce((n, p) => n + p.pass_count, 0);
    const fail = series.reduce((n, p) => n + p.fail_count, 0);
    return {
      start_date: start,
      end_date: end,
      pass_rate: pass + fail ? pass / (pass + fail) : null,
      pass_count: pass,
      fail_count: fail,
      series,
    };
  };

  it('30 days (31 periods): every third date shown, first and last among them; 5 days without runs, one 0% day', () => {
    const first = Date.parse('2026-10-22T00:00:00Z');
    // Weekends 10-24/25 and 10-31/11-01 and Sunday 11-08 had no scored runs; on 11-05 both runs failed (0%).
    const counts = days(
      '3:1 2:2 - - 4:0 1:2 5:1 2:1 3:3 - - 1:0 4:1 2:3 0:2 3:0 2:1 - 5:2 3:1 1:1 4:2 6:1 2:0 1:3 3:2 4:4 5:0 2:2 3:1 1:0',
    );
    const series = counts.map((c, i) => day(first + i * DAY, c));
    const chart = renderTrendChart({
      scorerName: 'tests pass',
      threshold: 0.7,
      groupBy: 'day',
      response: window(series, new Date(NOW - 30 * DAY).toISOString(), new Date(NOW).toISOString()),
    });
    expect(chart).toBe(`\`\`\`mermaid
${CONFIG}
xychart-beta
    title "Pass rate: tests pass (last 30 days, by day)"
    x-axis ["10-22", "${hid('00000')}", "${hid('00001')}", "10-25", "${hid('00010')}", "${hid('00011')}", "10-28", "${hid('00100')}", "${hid('00101')}", "10-31", "${hid('00110')}", "${hid('00111')}", "11-03", "${hid('01000')}", "${hid('01001')}", "11-06", "${hid('01010')}", "${hid('01011')}", "11-09", "${hid('01100')}", "${hid('01101')}", "11-12", "${hid('01110')}", "${hid('01111')}", "11-15", "${hid('10000')}", "${hid('10001')}", "11-18", "${hid('10010')}", "${hid('10011')}", "11-21"]
    y-axis "Pass rate (%)" 0 --> 100
    bar [0, 0, 100, 100, 0, 0, 0, 0, 0, 100, 100, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    bar [75, 50, 0, 0, 100, 33.3, 83.3, 66.7, 50, 0, 0, 100, 80, 40, 0, 100, 66.7, 0, 71.4, 75, 50, 66.7, 85.7, 100, 25, 60, 50, 100, 50, 75, 100]
    line [70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70]
\`\`\`

${legend(70)}

Pass rate over the window, as the service counted it at 2026-11-21 12:03 UTC: 66.7% (72 of 108 scored runs) — minimum pass rate 70%

5 days without scored runs: 10-24–10-25, 10-31–11-01, 11-08.`);
  });

  it('7 days (8 periods): every date shown; no grey bars when every day had scored runs', () => {
    const first = Date.parse('2026-11-14T00:00:00Z');
    const counts = days('1:1 2:0 0:3 3:1 1:2 4:0 2:2 1:0');
    const chart = renderTrendChart({
      scorerName: 'tests pass',
      threshold: 0.5,
      groupBy: 'day',
      response: window(
        counts.map((c, i) => day(first + i * DAY, c)),
        new Date(NOW - 7 * DAY).toISOString(),
        new Date(NOW).toISOString(),
      ),
    });
    expect(chart).toBe(`\`\`\`mermaid
${CONFIG_FULL}
xychart-beta
    title "Pass rate: tests pass (last 7 days, by day)"
    x-axis ["11-14", "11-15", "11-16", "11-17", "11-18", "11-19", "11-20", "11-21"]
    y-axis "Pass rate (%)" 0 --> 100
    bar [50, 100, 0, 75, 33.3, 100, 50, 100]
    line [50, 50, 50, 50, 50, 50, 50, 50]
\`\`\`

${legend(50, false)}

Pass rate over the window, as the service counted it at 2026-11-21 12:03 UTC: 60.9% (14 of 23 scored runs) — minimum pass rate 50%`);
  });

  it('60 periods: every fifth date shown and the last, three periods after the one before it', () => {
    const first = Date.parse('2026-09-23T00:00:00Z');
    // A day without scored runs every ninth day from the fifth; else 0 to 4 of 4 runs passed, in turn.
    const series = Array.from({ length: 60 }, (_, i) =>
      day(first + i * DAY, i % 9 === 4 ? null : [i % 5, 4 - (i % 5)]),
    );
    const chart = renderTrendChart({
      scorerName: 'tests pass',
      threshold: 0.8,
      groupBy: 'day',
      response: window(series, '2026-09-23T00:00:00Z', '2026-11-22T00:00:00Z'),
    });
    expect(chart).toBe(`\`\`\`mermaid
${CONFIG}
xychart-beta
    title "Pass rate: tests pass (last 60 days, by day)"
    x-axis ["09-23", "${hid('000000')}", "${hid('000001')}", "${hid('000010')}", "${hid('000011')}", "09-28", "${hid('000100')}", "${hid('000101')}", "${hid('000110')}", "${hid('000111')}", "10-03", "${hid('001000')}", "${hid('001001')}", "${hid('001010')}", "${hid('001011')}", "10-08", "${hid('001100')}", "${hid('001101')}", "${hid('001110')}", "${hid('001111')}", "10-13", "${hid('010000')}", "${hid('010001')}", "${hid('010010')}", "${hid('010011')}", "10-18", "${hid('010100')}", "${hid('010101')}", "${hid('010110')}", "${hid('010111')}", "10-23", "${hid('011000')}", "${hid('011001')}", "${hid('011010')}", "${hid('011011')}", "10-28", "${hid('011100')}", "${hid('011101')}", "${hid('011110')}", "${hid('011111')}", "11-02", "${hid('100000')}", "${hid('100001')}", "${hid('100010')}", "${hid('100011')}", "11-07", "${hid('100100')}", "${hid('100101')}", "${hid('100110')}", "${hid('100111')}", "11-12", "${hid('101000')}", "${hid('101001')}", "${hid('101010')}", "${hid('101011')}", "11-17", "${hid('101100')}", "${hid('101101')}", "${hid('101110')}", "11-21"]
    y-axis "Pass rate (%)" 0 --> 100
    bar [0, 0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0]
    bar [0, 25, 50, 75, 0, 0, 25, 50, 75, 100, 0, 25, 50, 0, 100, 0, 25, 50, 75, 100, 0, 25, 0, 75, 100, 0, 25, 50, 75, 100, 0, 0, 50, 75, 100, 0, 25, 50, 75, 100, 0, 25, 50, 75, 100, 0, 25, 50, 75, 0, 0, 25, 50, 75, 100, 0, 25, 50, 0, 100]
    line [80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80]
\`\`\`

${legend(80)}

Pass rate over the window, as the service counted it at 2026-11-22 00:00 UTC: 48.6% (103 of 212 scored runs) — minimum pass rate 80%

7 days without scored runs: 09-27, 10-06, 10-15, 10-24, 11-02, 11-11, 11-20.`);
  });

  it('no period had scored runs: every bar is grey, and the caption says so', () => {
    const first = Date.parse('2026-11-19T00:00:00Z');
    const chart = renderTrendChart({
      scorerName: 'tests pass',
      threshold: 0.7,
      groupBy: 'day',
      response: window(
        [0, 1, 2].map((i) => day(first + i * DAY, null)),
        '2026-11-19T00:00:00Z',
        '2026-11-22T00:00:00Z',
      ),
    });
    expect(chart).toBe(`\`\`\`mermaid
${CONFIG}
xychart-beta
    title "Pass rate: tests pass (last 3 days, by day)"
    x-axis ["11-19", "11-20", "11-21"]
    y-axis "Pass rate (%)" 0 --> 100
    bar [100, 100, 100]
    bar [0, 0, 0]
    line [70, 70, 70]
\`\`\`

${legend(70)}

Pass rate over the window, as the service counted it at 2026-11-22 00:00 UTC: no scored runs in the window — minimum pass rate 70%

No day had scored runs.`);
  });
});

describe('the gate report, cell by cell', () => {
  it('percentages: one decimal, never rounded up to 100 or down to 0', () => {
    const title = (passed: number, total: number) =>
      checkTitle(
        summarize(
          Array.from({ length: total }, (_, i) => row({ verdict: i < passed ? 'pass' : 'fail' })),
          0.5,
        ),
      );
    expect(title(0, 3)).toBe('0 of 3 runs passed (0%)');
    expect(title(1, 2500)).toBe('1 of 2500 runs passed (0.1%)');
    expect(title(1, 1000)).toBe('1 of 1000 runs passed (0.1%)');
    expect(title(1999, 2000)).toBe('1999 of 2000 runs passed (99.9%)');
    expect(title(1998, 2000)).toBe('1998 of 2000 runs passed (99.9%)');
    expect(title(2, 3)).toBe('2 of 3 runs passed (66.7%)');
    expect(title(5, 5)).toBe('5 of 5 runs passed (100%)');
  });

  it('the pass-rate line counts each kind of not passed, in thousands with separators', () => {
    const many = [
      ...Array.from({ length: 1_000 }, () => row({ verdict: 'fail' })),
      row({ verdict: 'pending' }),
      row({ verdict: 'pending' }),
      row({ verdict: 'error' }),
    ];
    const report = renderGateReport(
      { rows: many, summary: summarize(many, 0.25), trends: [], now: NOW },
      1_000,
    );
    expect(report.split('\n\n')[1]).toBe(
      'Pass rate **0%** is below the minimum of **25%** (`min-pass-rate`). Not passed: 1,000 below the threshold, 1 judge error, 2 without a verdict.',
    );
    const passed = [row()];
    expect(
      renderGateReport({ rows: passed, summary: summarize(passed, 1), trends: [], now: NOW }).split(
        '\n\n',
      )[1],
    ).toBe('Pass rate **100%** meets the minimum of **100%** (`min-pass-rate`).');
  });

  it('cells: the run id for a blank title, dispatch and its error, blank classifications, scores that are no number', () => {
    const cells = [
      row({
        runId: 'run-1',
        title: '  ',
        link: undefined,
        classification: ' ',
        score: Number.NaN,
        threshold: 0.5,
      }),
      row({ runId: 'run-2', title: 'B', score: Number.POSITIVE_INFINITY, dispatchError: 'HTTP 429' }),
      row({ runId: 'run-3', title: 'C', dispatch: 'dispatched', score: 1 / 3, threshold: 2 / 3 }),
      row({ runId: 'run-4', title: 'D', dispatch: 'x'.repeat(50), verdict: 'future' as never }),
    ];
    const report = renderGateReport({ rows: cells, summary: summarize(cells, 0), trends: [], now: NOW });
    expect(report.split('\n\n')[2]).toBe(
      [
        '| Run | Scorer | Classification | Score | Threshold | Outcome | Dispatch |',
        '|---|---|---|--:|--:|---|---|',
        '| run-1 | Correctness | — | — | 0.50 | ✅ pass | — |',
        '| [B](https://app.warp.dev/session/a) | Correctness | good | — | 0.70 | ✅ pass | HTTP 429 |',
        '| [C](https://app.warp.dev/session/a) | Correctness | good | 0.33 | 0.67 | ✅ pass | dispatched |',
        `| [D](https://app.warp.dev/session/a) | Correctness | good | 0.90 | 0.70 | future | ${'x'.repeat(39)}… |`,
      ].join('\n'),
    );
  });

  it('a dispatch error alone brings the dispatch column', () => {
    const failed = [row({ title: 'A', link: undefined, dispatchError: 'HTTP 500' })];
    expect(
      renderGateReport({ rows: failed, summary: summarize(failed, 0), trends: [], now: NOW }).split(
        '\n\n',
      )[2],
    ).toBe(
      [
        '| Run | Scorer | Classification | Score | Threshold | Outcome | Dispatch |',
        '|---|---|---|--:|--:|---|---|',
        '| A | Correctness | good | 0.90 | 0.70 | ✅ pass | HTTP 500 |',
      ].join('\n'),
    );
  });

  it('the note: trimmed, neutralized, cut at 4,000 characters', () => {
    const report = renderGateReport({
      rows: [],
      summary: summarize([], 0.5),
      trends: [],
      note: `  @ops ${'n'.repeat(5_000)}  `,
      now: NOW,
    });
    expect(report.split('\n\n').slice(2)).toEqual([
      `@\u2060ops ${'n'.repeat(3_947)}`,
      '_… The note cut here: 1,053 more characters._',
      '<sub>Judged at 2026-11-21 12:03 UTC.</sub>',
    ]);
    const blank = renderGateReport({
      rows: [],
      summary: summarize([], 0.5),
      trends: [],
      note: ' \n ',
      now: NOW,
    });
    expect(blank.split('\n\n').slice(2)).toEqual(['<sub>Judged at 2026-11-21 12:03 UTC.</sub>']);
  });
});

describe('the trend chart, edge by edge', () => {
  const D = Date.parse('2026-11-01T00:00:00Z');
  const response = (series: ReturnType<typeof period>[], extra: Partial<TrendInput['response']> = {}) => ({
    ...trend().response,
    pass_rate: 0.5,
    pass_count: 1,
    fail_count: 1,
    series,
    ...extra,
  });

  it('no periods: says so, with the caption; the threshold clamped to 100', () => {
    expect(renderTrendChart(trend({ scorerName: 'S|x', threshold: 1.5, response: response([]) }))).toBe(
      `_No days to chart for S\\|x._

Pass rate over the window, as the service counted it at 2026-11-04 00:00 UTC: 50% (1 of 2 scored runs) — minimum pass rate 100%`,
    );
  });

  it('clamps rates into 0-100, labels a period it cannot read by its number', () => {
    const chart = renderTrendChart(
      trend({
        scorerName: 'S',
        threshold: -1,
        response: response([period(D, 1.2), { ...period(D + DAY, -0.5), period_start: 'bad' }], {
          start_date: 'x',
        }),
      }),
    );
    expect(chart).toBe(`\`\`\`mermaid
${CONFIG_FULL}
xychart-beta
    title "Pass rate: S (last 2 days, by day)"
    x-axis ["11-01", "#35;2"]
    y-axis "Pass rate (%)" 0 --> 100
    bar [100, 0]
    line [0, 0]
\`\`\`

${legend(0, false)}

Pass rate over the window, as the service counted it at 2026-11-04 00:00 UTC: 50% (1 of 2 scored runs) — minimum pass rate 0%`);
  });

  it('an unknown grouping is named as it is; counts in thousands; a tiny pass rate is 0.1%', () => {
    const chart = renderTrendChart(
      trend({
        scorerName: 'S',
        threshold: 0.5,
        groupBy: 'hour' as never,
        response: response([period(D, 0.5), period(D + DAY, 0.5)], {
          pass_count: 1_000,
          fail_count: 234,
          pass_rate: 0.0004,
        }),
      }),
    );
    expect(chart).toBe(`\`\`\`mermaid
${CONFIG_FULL}
xychart-beta
    title "Pass rate: S (last 2 hours, by hour)"
    x-axis ["11-01", "11-02"]
    y-axis "Pass rate (%)" 0 --> 100
    bar [50, 50]
    line [50, 50]
\`\`\`

${legend(50, false, 'hour')}

Pass rate over the window, as the service counted it at 2026-11-04 00:00 UTC: 0.1% (1,000 of 1,234 scored runs) — minimum pass rate 50%`);
  });

  it('15 periods keep their labels; 16 show every other one, the 15th giving way to the last', () => {
    const days = (n: number) => Array.from({ length: n }, (_, i) => period(D + i * DAY, i % 2 ? null : 0.5));
    const fifteen = renderTrendChart(
      trend({ scorerName: 'S', threshold: 0.5, response: response(days(15), { end_date: 'x' }) }),
    );
    expect(fifteen).toBe(`\`\`\`mermaid
${CONFIG}
xychart-beta
    title "Pass rate: S (last 15 days, by day)"
    x-axis ["11-01", "11-02", "11-03", "11-04", "11-05", "11-06", "11-07", "11-08", "11-09", "11-10", "11-11", "11-12", "11-13", "11-14", "11-15"]
    y-axis "Pass rate (%)" 0 --> 100
    bar [0, 100, 0, 100, 0, 100, 0, 100, 0, 100, 0, 100, 0, 100, 0]
    bar [50, 0, 50, 0, 50, 0, 50, 0, 50, 0, 50, 0, 50, 0, 50]
    line [50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50]
\`\`\`

${legend(50)}

Pass rate over the window: 50% (1 of 2 scored runs) — minimum pass rate 50%

7 days without scored runs: 11-02, 11-04, 11-06, 11-08, 11-10, 11-12, 11-14.`);
    const sixteen = renderTrendChart(
      trend({ scorerName: 'S', threshold: 0.5, response: response(days(16), { end_date: 'x' }) }),
    );
    // Every other day from 11-01 to 11-13; 11-15 would sit right beside the last, 11-16, so it is hidden.
    expect(sixteen.split('\n')[9]).toBe(
      `    x-axis ["11-01", "${hid('000')}", "11-03", "${hid('001')}", "11-05", "${hid('010')}", "11-07", "${hid('011')}", "11-09", "${hid('100')}", "11-11", "${hid('101')}", "11-13", "${hid('110')}", "${hid('111')}", "11-16"]`,
    );
  });

  it('12 separate gaps are all named; runs of gaps as ranges; one period and one day', () => {
    const gaps = Array.from({ length: 24 }, (_, i) => period(D + i * DAY, i % 2 ? null : 1));
    expect(
      renderTrendChart(trend({ response: response(gaps) }))
        .split('\n\n')
        .at(-1),
    ).toBe(
      '12 days without scored runs: 11-02, 11-04, 11-06, 11-08, 11-10, 11-12, 11-14, 11-16, 11-18, 11-20, 11-22, 11-24.',
    );
    const runs = [1, null, null, null, 1, null, null, 1].map((r, i) => period(D + i * DAY, r));
    expect(
      renderTrendChart(trend({ response: response(runs) }))
        .split('\n\n')
        .at(-1),
    ).toBe('5 days without scored runs: 11-02–11-04, 11-06–11-07.');
    const single = renderTrendChart(
      trend({
        response: response([period(D, null)], {
          start_date: '2026-11-01T00:00:00Z',
          end_date: '2026-11-02T00:00:00Z',
        }),
      }),
    );
    expect(single.split('\n')[8]).toBe(
      `    title "Pass rate: Correctness #34;strict#34; (last 1 day, by day)"`,
    );
    expect(single.split('\n\n').at(-1)).toBe('No day had scored runs.');
  });

  it('over a window longer than its periods, the span is the window; unread dates shown by number', () => {
    const sparse = [period(D, 1), period(D + 2 * DAY, 1), period(D + 5 * DAY, 1)];
    expect(
      renderTrendChart(
        trend({ scorerName: 'S', response: response(sparse, { end_date: '2026-11-08T00:00:00Z' }) }),
      ).split('\n')[8],
    ).toBe('    title "Pass rate: S (last 7 days, by day)"');
    const many = Array.from({ length: 32 }, (_, i) => period(D + i * DAY, 1));
    many[0] = { ...many[0]!, period_start: 'worse' };
    many[31] = { ...many[31]!, period_start: 'bad' };
    const axis = renderTrendChart(trend({ response: response(many) }))
      .split('\n')
      .find((line) => line.startsWith('    x-axis'));
    // Every third period (32 are 31 steps: k = 3), and the last, #32, in place of #31 beside it. A `#` is written
    // as mermaid's code of it, `#35;`.
    const h = (j: number) => `"${hid(j.toString(2).padStart(5, '0'))}"`;
    expect(axis).toBe(
      `    x-axis ["#35;1", ${h(0)}, ${h(1)}, "11-04", ${h(2)}, ${h(3)}, "11-07", ${h(4)}, ${h(5)}, "11-10", ${h(6)}, ${h(7)}, "11-13", ${h(8)}, ${h(9)}, "11-16", ${h(10)}, ${h(11)}, "11-19", ${h(12)}, ${h(13)}, "11-22", ${h(14)}, ${h(15)}, "11-25", ${h(16)}, ${h(17)}, "11-28", ${h(18)}, ${h(19)}, ${h(20)}, "#35;32"]`,
    );
  });

  it('labels repeated even in full get their number', () => {
    const same = [period(D, 0.5), period(D, 0.5), { ...period(D, 0.5), period_start: 'x' }];
    expect(renderTrendChart(trend({ response: response(same) })).split('\n')[9]).toBe(
      '    x-axis ["2026-11-01 #35;1", "2026-11-01 #35;2", "#35;3 #35;3"]',
    );
  });
});

describe('the gate report under a limit, at each boundary of its budget', () => {
  const compact = [
    row({ runId: 'r1', title: 'A', link: undefined, scorer: { id: 7, name: 'S' }, reason: 'a'.repeat(400) }),
    row({
      runId: 'r2',
      title: 'B',
      link: undefined,
      scorer: { id: 7, name: 'S' },
      verdict: 'fail',
      classification: 'good',
      reason: 'b'.repeat(500),
    }),
    row({ runId: 'r3', title: 'C', link: undefined, scorer: { id: 7, name: 'S' }, reason: 'c'.repeat(350) }),
  ];
  const oneDay = trend({
    scorerName: 'S',
    threshold: 0.5,
    response: {
      ...trend().response,
      start_date: '2026-11-01T00:00:00Z',
      end_date: '2026-11-02T00:00:00Z',
      pass_rate: 1,
      pass_count: 1,
      fail_count: 0,
      series: [period(Date.parse('2026-11-01T00:00:00Z'), 1, 1, 0)],
    },
  });
  const render = (limit: number) =>
    renderGateReport({ rows: compact, summary: summarize(compact, 0.5), trends: [oneDay], now: NOW }, limit);

  const HEAD = [
    '### ✅ 2 of 3 runs passed (66.7%)',
    'Pass rate **66.7%** meets the minimum of **50%** (`min-pass-rate`). Not passed: 1 below the threshold.',
  ];
  const HEADER = '| Run | Scorer | Classification | Score | Threshold | Outcome |\n|---|---|---|--:|--:|---|';
  const TABLE = [
    HEADER,
    '| A | S | good | 0.90 | 0.70 | ✅ pass |',
    '| B | S | good | 0.90 | 0.70 | ❌ fail |',
    '| C | S | good | 0.90 | 0.70 | ✅ pass |',
  ].join('\n');
  /** The chart, after the line on the service's count above the charts of a report that judged runs. */
  const CHART = `${LAG}

\`\`\`mermaid
${CONFIG_FULL}
xychart-beta
    title "Pass rate: S (last 1 day, by day)"
    x-axis ["11-01"]
    y-axis "Pass rate (%)" 0 --> 100
    bar [100]
    line [50]
\`\`\`

${legend(50, false)}

Pass rate over the window, as the service counted it at 2026-11-02 00:00 UTC: 100% (1 of 1 scored run) — minimum pass rate 50%`;
  const JUDGED = '<sub>Judged at 2026-11-21 12:03 UTC.</sub>';
  const ROWS_OUT = '_… and 3 more runs (2 passed, 1 not passed) left out: the summary is full._';
  const CHART_OUT = '_1 trend chart left out: the summary is full._';
  const REASONS_OUT = (n: number) =>
    `_${n} ${n === 1 ? 'reason' : 'reasons'} left out: the summary is full._`;
  /** A reason's fold: `kept` of its `total` characters, and the note of the cut. */
  const reason = (title: string, total: number, kept = total) =>
    `<details><summary>Reason: ${title} · S</summary>\n\n${title.toLowerCase().repeat(kept)}${
      kept < total ? `\n\n_… The reason cut here: ${total - kept} more characters._` : ''
    }\n\n</details>`;
  const whole = (...parts: string[]) => [...HEAD, ...parts, JUDGED].join('\n\n');

  it('the table: no row until all fit, the charts after it, the whole report cut when even the notes do not fit', () => {
    expect(render(395)).toBe(
      [
        ...HEAD,
        HEADER,
        ROWS_OUT,
        '_1 trend chart left out: the summary is fu',
        '_… The report cut here: 48 more characters._',
      ].join('\n\n'),
    );
    expect(render(396)).toBe(whole(HEADER, ROWS_OUT, CHART_OUT));
    // The whole table fits from 427 on (and the notes after it only from 483 on).
    expect(render(426)).toBe(whole(HEADER, ROWS_OUT, CHART_OUT));
    expect(render(427)).toBe(
      [
        ...HEAD,
        TABLE,
        '_3 reasons left out: the summar',
        '_… The report cut here: 103 more characters._',
      ].join('\n\n'),
    );
    expect(render(482)).toBe(
      [
        ...HEAD,
        TABLE,
        REASONS_OUT(3),
        '_1 trend chart left out: the summary is fu',
        '_… The report cut here: 48 more characters._',
      ].join('\n\n'),
    );
    expect(render(483)).toBe(whole(TABLE, REASONS_OUT(3), CHART_OUT));
    // Without the chart, the room it would take holds a reason first: at 300 characters and more, then whole.
    expect(render(979)).toBe(whole(TABLE, REASONS_OUT(3), CHART_OUT));
    expect(render(980)).toBe(whole(TABLE, reason('B', 500, 253), REASONS_OUT(2), CHART_OUT));
    expect(render(1_179)).toBe(whole(TABLE, reason('B', 500, 452), REASONS_OUT(2), CHART_OUT));
    expect(render(1_180)).toBe(whole(TABLE, reason('B', 500), REASONS_OUT(2), CHART_OUT));
    expect(render(1_275)).toBe(whole(TABLE, reason('B', 500), REASONS_OUT(2), CHART_OUT));
    // The chart goes before the reasons: once it fits, it takes their room.
    expect(render(1_276)).toBe(whole(TABLE, REASONS_OUT(3), CHART));
    expect(render(1_658)).toBe(whole(TABLE, REASONS_OUT(3), CHART));
  });

  it('the reasons: not-passed first, each at least 300 characters, all cut at one length, then all whole', () => {
    const cases: [number, string[]][] = [
      [1_659, [reason('B', 500, 253), REASONS_OUT(2)]],
      [1_858, [reason('B', 500, 452), REASONS_OUT(2)]],
      [1_859, [reason('B', 500), REASONS_OUT(2)]],
      [2_039, [reason('B', 500), REASONS_OUT(2)]],
      [2_040, [reason('A', 400, 253), reason('B', 500, 253), REASONS_OUT(1)]],
      [2_239, [reason('A', 400, 352), reason('B', 500, 352), REASONS_OUT(1)]],
      [2_240, [reason('A', 400), reason('B', 500, 353), REASONS_OUT(1)]],
      [2_339, [reason('A', 400), reason('B', 500, 452), REASONS_OUT(1)]],
      [2_340, [reason('A', 400), reason('B', 500), REASONS_OUT(1)]],
      [2_420, [reason('A', 400), reason('B', 500), REASONS_OUT(1)]],
      [2_421, [reason('A', 400, 253), reason('B', 500, 253), reason('C', 350, 253)]],
      [2_570, [reason('A', 400, 302), reason('B', 500, 302), reason('C', 350, 302)]],
      [2_571, [reason('A', 400, 303), reason('B', 500, 303), reason('C', 350)]],
      [2_650, [reason('A', 400, 342), reason('B', 500, 342), reason('C', 350)]],
      [2_651, [reason('A', 400), reason('B', 500), reason('C', 350)]],
    ];
    for (const [limit, reasons] of cases) {
      expect(render(limit), String(limit)).toBe(whole(TABLE, ...reasons, CHART));
    }
  });
});

describe('the gate report under a limit: rows one by one, charts whole and in order', () => {
  const HEADER = '| Run | Scorer | Classification | Score | Threshold | Outcome |\n|---|---|---|--:|--:|---|';
  const JUDGED = '<sub>Judged at 2026-11-21 12:03 UTC.</sub>';
  const plain = (extra: Partial<GateRow>) => row({ link: undefined, scorer: { id: 7, name: 'S' }, ...extra });

  it('keeps the not-passed rows first while they fit with room for the note; all rows once they all fit', () => {
    const rows3 = [
      plain({ title: 'F1', verdict: 'fail' }),
      plain({ title: 'F2', verdict: 'fail' }),
      plain({
        title: 'P'.repeat(150),
        scorer: { id: 1, name: 'N'.repeat(80) },
        classification: 'C'.repeat(80),
      }),
    ];
    const render = (limit: number) =>
      renderGateReport({ rows: rows3, summary: summarize(rows3, 0.5), trends: [], now: NOW }, limit);
    const head = [
      '### ❌ 1 of 3 runs passed (33.3%)',
      'Pass rate **33.3%** is below the minimum of **50%** (`min-pass-rate`). Not passed: 2 below the threshold.',
    ];
    const lines = [
      '| F1 | S | good | 0.90 | 0.70 | ❌ fail |',
      '| F2 | S | good | 0.90 | 0.70 | ❌ fail |',
      `| ${'P'.repeat(150)} | ${'N'.repeat(80)} | ${'C'.repeat(80)} | 0.90 | 0.70 | ✅ pass |`,
    ];
    const table = (n: number) => [HEADER, ...lines.slice(0, n)].join('\n');
    const more = (n: number, passed: number) =>
      `_… and ${n} more ${n === 1 ? 'run' : 'runs'} (${passed} passed, ${n - passed} not passed) left out: the summary is full._`;
    const cases: [number, string[]][] = [
      [550, [table(0), more(3, 1)]],
      [551, [table(1), more(2, 1)]],
      [591, [table(1), more(2, 1)]],
      [592, [table(2), more(1, 1)]],
      [735, [table(2), more(1, 1)]],
      [736, [table(3)]],
    ];
    for (const [limit, parts] of cases) {
      expect(render(limit), String(limit)).toBe([...head, ...parts, JUDGED].join('\n\n'));
    }
  });

  it('the note of the rows left out takes its room from the charts', () => {
    const rows3 = [
      plain({ title: 'F1', verdict: 'fail' }),
      plain({ title: 'F2', verdict: 'fail' }),
      plain({
        title: 'P'.repeat(150),
        scorer: { id: 1, name: 'N'.repeat(80) },
        classification: 'C'.repeat(80),
      }),
    ];
    const oneDay = trend({
      scorerName: 'S',
      threshold: 0.5,
      response: {
        ...trend().response,
        start_date: '2026-11-01T00:00:00Z',
        end_date: '2026-11-02T00:00:00Z',
        pass_rate: 1,
        pass_count: 1,
        fail_count: 0,
        series: [period(Date.parse('2026-11-01T00:00:00Z'), 1, 1, 0)],
      },
    });
    const render = (limit: number) =>
      renderGateReport({ rows: rows3, summary: summarize(rows3, 0.5), trends: [oneDay], now: NOW }, limit);
    const head = [
      '### ❌ 1 of 3 runs passed (33.3%)',
      'Pass rate **33.3%** is below the minimum of **50%** (`min-pass-rate`). Not passed: 2 below the threshold.',
    ];
    const lines = [
      '| F1 | S | good | 0.90 | 0.70 | ❌ fail |',
      '| F2 | S | good | 0.90 | 0.70 | ❌ fail |',
      `| ${'P'.repeat(150)} | ${'N'.repeat(80)} | ${'C'.repeat(80)} | 0.90 | 0.70 | ✅ pass |`,
    ];
    const out = '_1 trend chart left out: the summary is full._';
    expect(render(735)).toBe(
      [
        ...head,
        [HEADER, ...lines.slice(0, 2)].join('\n'),
        '_… and 1 more run (1 passed, 0 not passed) left out: the summary is full._',
        out,
        JUDGED,
      ].join('\n\n'),
    );
    expect(render(1_584)).toBe([...head, [HEADER, ...lines].join('\n'), out, JUDGED].join('\n\n'));
    expect(render(1_585)).toBe(
      [...head, [HEADER, ...lines].join('\n'), LAG, renderTrendChart(oneDay), JUDGED].join('\n\n'),
    );
  });

  it('charts go before reasons; a chart left out leaves out the ones after it, even small ones', () => {
    const D = Date.parse('2026-11-01T00:00:00Z');
    const days = (n: number) =>
      trend({
        scorerName: 'S',
        threshold: 0.5,
        response: {
          ...trend().response,
          start_date: '2026-11-01T00:00:00Z',
          end_date: new Date(D + n * DAY).toISOString(),
          pass_rate: 1,
          pass_count: 1,
          fail_count: 0,
          series: Array.from({ length: n }, (_, i) => period(D + i * DAY, 1, 1, 0)),
        },
      });
    const [big, small] = [days(20), days(1)];
    const one = [plain({ title: 'A', verdict: 'fail', reason: 'a'.repeat(400) })];
    const render = (limit: number) =>
      renderGateReport({ rows: one, summary: summarize(one, 0.5), trends: [big, small], now: NOW }, limit);
    const head = [
      '### ❌ 0 of 1 run passed (0%)',
      'Pass rate **0%** is below the minimum of **50%** (`min-pass-rate`). Not passed: 1 below the threshold.',
      `${HEADER}\n| A | S | good | 0.90 | 0.70 | ❌ fail |`,
    ];
    const reason = `<details><summary>Reason: A · S</summary>\n\n${'a'.repeat(400)}\n\n</details>`;
    const reasonOut = '_1 reason left out: the summary is full._';
    const cases: [number, string[]][] = [
      [399, [reasonOut, '_2 trend charts left out: the summary is full._']],
      [876, [reasonOut, '_2 trend charts left out: the summary is full._']],
      [877, [reason, '_2 trend charts left out: the summary is full._']],
      [1_525, [reason, '_2 trend charts left out: the summary is full._']],
      [1_526, [reasonOut, LAG, renderTrendChart(big), '_1 trend chart left out: the summary is full._']],
      [1_934, [reasonOut, LAG, renderTrendChart(big), '_1 trend chart left out: the summary is full._']],
      [1_935, [reason, LAG, renderTrendChart(big), '_1 trend chart left out: the summary is full._']],
      [2_075, [reason, LAG, renderTrendChart(big), '_1 trend chart left out: the summary is full._']],
      [2_076, [reasonOut, LAG, renderTrendChart(big), renderTrendChart(small)]],
      [2_438, [reasonOut, LAG, renderTrendChart(big), renderTrendChart(small)]],
      [2_439, [reason, LAG, renderTrendChart(big), renderTrendChart(small)]],
    ];
    for (const [limit, parts] of cases) {
      expect(render(limit), String(limit)).toBe([...head, ...parts, JUDGED].join('\n\n'));
    }
    expect([renderTrendChart(small).length, renderTrendChart(big).length, LAG.length]).toEqual([
      548, 882, 173,
    ]);
  });

  it('reasons: blank ones are none, their text trimmed, a blank title shows the run id', () => {
    const r = [
      plain({ runId: 'run-7', title: ' ', verdict: 'fail', reason: '  \n Because.  \n' }),
      plain({ runId: 'run-8', title: 'B', verdict: 'fail', reason: ' \n\t ' }),
      plain({ runId: 'run-9', title: 'C', verdict: 'fail', reason: null }),
    ];
    const report = renderGateReport({ rows: r, summary: summarize(r, 0.5), trends: [], now: NOW });
    expect(report.split('\n\n').slice(3)).toEqual([
      '<details><summary>Reason: run-7 · S</summary>',
      'Because.',
      '</details>',
      JUDGED,
    ]);
  });
});

describe('the gate summary, at its edges', () => {
  it('meets the minimum within float noise, exactly at the bound', () => {
    const two = [row(), row({ verdict: 'fail' })];
    expect(summarize(two, 0.5 + 1e-9).conclusion).toBe('success');
    expect(summarize(two, 0.5 + 2e-9).conclusion).toBe('failure');
  });

  it('the title of a summary without a total or without a rate: nothing to judge', () => {
    const base = { conclusion: 'neutral' as const, passed: 0, failed: 0, minPassRate: 0.5 };
    expect(checkTitle({ ...base, total: 0, passRate: 0.5 })).toBe('No runs to judge');
    expect(checkTitle({ ...base, total: 2, passRate: null })).toBe('No runs to judge');
  });

  it('a row without a classification that passed or failed shows a dash', () => {
    const r = [row({ title: 'A', link: undefined, classification: null })];
    expect(
      renderGateReport({ rows: r, summary: summarize(r, 0.5), trends: [], now: NOW }).split('\n\n')[2],
    ).toBe(
      '| Run | Scorer | Classification | Score | Threshold | Outcome |\n|---|---|---|--:|--:|---|\n| A | Correctness | — | 0.90 | 0.70 | ✅ pass |',
    );
  });

  it('a chart of a scorer without a name: one space where the name would be', () => {
    expect(renderTrendChart(trend({ scorerName: '' })).split('\n')[8]).toBe(
      '    title "Pass rate: (last 3 days, by day)"',
    );
  });
});

describe('GateRows', () => {
  // The table's line of row() and of a fail like it is 96 characters (97 with its line break); of a row titled "a"
  // or "b", 83 (84).
  const fail = (extra: Partial<GateRow> = {}) =>
    row({ verdict: 'fail', classification: 'poor', score: 0.25, ...extra });
  const small = (extra: Partial<GateRow>) => row({ title: 'a', ...extra });

  it('counts every outcome and keeps every row, in order, while all fit', () => {
    const all = [row(), fail(), row({ verdict: 'error', dispatch: 'failed' }), row({ verdict: 'pending' })];
    const table = new GateRows();
    expect(table.withDispatch).toBe(false);
    for (const r of all) table.add(r);
    expect(table.total).toBe(4);
    expect(['pass', 'fail', 'error', 'pending'].map((v) => table.count(v as GateRow['verdict']))).toEqual([
      1, 1, 1, 1,
    ]);
    expect(table.withDispatch).toBe(true);
    expect(table.cut).toBe(false);
    expect(table.limit).toBe(65_000);
    expect(table.kept()).toEqual(all);
    table.kept().forEach((r, i) => expect(r).toBe(all[i]));
    expect(table.keptItems().map((k) => k.index)).toEqual([0, 1, 2, 3]);
    expect(summarize(table, 0.5)).toEqual({
      conclusion: 'failure',
      passed: 1,
      failed: 3,
      total: 4,
      passRate: 0.25,
      minPassRate: 0.5,
    });
  });

  it('a dispatch error alone makes the dispatch column', () => {
    const table = GateRows.of([row({ dispatchError: 'HTTP 500' })]);
    expect(table.withDispatch).toBe(true);
    expect(GateRows.of([row({ dispatchError: null })]).withDispatch).toBe(false);
  });

  it('a not-passed row takes the room of the passes: the last passes go; once one is left out, no pass stays', () => {
    const p0 = row({ runId: 'p0' });
    const f1 = fail({ runId: 'f1' });
    const f2 = fail({ runId: 'f2' });
    const f3 = fail({ runId: 'f3', title: 'b' });
    const p4 = small({ runId: 'p4' });
    const table = new GateRows(194);
    table.add(p0);
    table.add(f1);
    // 97 + 97 = 194: both fit.
    expect(table.kept().map((r) => r.runId)).toEqual(['p0', 'f1']);
    expect(table.cut).toBe(false);
    table.add(f2);
    // The not-passed rows fill the room: the pass goes.
    expect(table.kept().map((r) => r.runId)).toEqual(['f1', 'f2']);
    expect(table.cut).toBe(true);
    table.add(f3);
    table.add(p4);
    expect(table.kept().map((r) => r.runId)).toEqual(['f1', 'f2']);
    expect(table.keptItems().map((k) => k.index)).toEqual([1, 2]);
    expect([table.total, table.count('pass'), table.count('fail')]).toEqual([5, 2, 3]);
  });

  it('a row after one of its kind was left out is left out too, even one that would fit', () => {
    // 97 + 84 = 181 would fit, but the table shows the rows of a kind from the first, up to the first left out.
    const passes = new GateRows(181);
    for (const r of [row({ runId: 'p0' }), row({ runId: 'p1' }), small({ runId: 'p2' })]) passes.add(r);
    expect(passes.kept().map((r) => r.runId)).toEqual(['p0']);
    const fails = new GateRows(181);
    for (const r of [fail({ runId: 'f0' }), fail({ runId: 'f1' }), fail({ runId: 'f2', title: 'b' })]) {
      fails.add(r);
    }
    fails.add(small({ runId: 'p3' }));
    expect(fails.kept().map((r) => r.runId)).toEqual(['f0']);
    expect([fails.total, fails.count('fail'), fails.count('pass'), fails.cut]).toEqual([4, 3, 1, true]);
  });

  it('a report longer than the rows were kept for is refused', () => {
    const table = new GateRows(1000);
    expect(() =>
      renderGateReport({ rows: table, summary: summarize(table, 0.5), trends: [], now: NOW }, 2000),
    ).toThrow('the rows were kept for 1000 characters, not 2000');
  });

  it('the report of the rows kept is the report of all the rows (random tables, cut and whole)', () => {
    const arbRow = fc.record({
      verdict: fc.constantFrom<GateRow['verdict']>('pass', 'pass', 'fail', 'error', 'pending'),
      title: fc.string({ maxLength: 200 }),
      link: fc.option(fc.constant('https://app.warp.dev/session/x'), { nil: undefined }),
      dispatch: fc.option(fc.constantFrom('dispatched', 'failed'), { nil: undefined }),
      reason: fc.option(fc.string({ maxLength: 600 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(arbRow, { maxLength: 120 }),
        fc.integer({ min: 1500, max: 12_000 }),
        (made, limit) => {
          const all = made.map((r, i) =>
            row({
              runId: `run-${i}`,
              title: r.title,
              link: r.link,
              verdict: r.verdict,
              reason: r.reason,
              ...(r.dispatch ? { dispatch: r.dispatch } : {}),
            }),
          );
          const input = { summary: summarize(all, 0.8), trends: [trend()], now: NOW };
          const whole = renderGateReport(
            { rows: GateRows.of(all, Number.MAX_SAFE_INTEGER), ...input },
            limit,
          );
          const kept = new GateRows(limit);
          for (const r of all) kept.add(r);
          expect(renderGateReport({ rows: kept, ...input }, limit)).toBe(whole);
          expect(renderGateReport({ rows: all, ...input }, limit)).toBe(whole);
          expect(summarize(kept, 0.8)).toEqual(input.summary);
        },
      ),
      { seed: 1504, numRuns: 300 },
    );
  });
});
