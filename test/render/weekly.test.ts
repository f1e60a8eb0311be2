/** The weekly report's markdown: the exact text of a week, its charts, and what it says of the unusual. */
import { describe, expect, it } from 'vitest';
import { weeklyFigures, type WeeklyRun } from '../../src/flow/weekly.ts';
import { axisTop, credits, dayChart, percent, renderWeeklyReport } from '../../src/render/weekly.ts';

const NOW = Date.parse('2026-11-27T08:00:00Z');
const DAY = 86_400_000;
const SINCE = NOW - 7 * DAY;
const day = (n: number) => SINCE + n * DAY + 1_800_000;

const row = (overrides: Partial<WeeklyRun>): WeeklyRun => ({
  id: 'r',
  link: undefined,
  state: 'SUCCEEDED',
  createdAt: NOW - DAY,
  credits: undefined,
  durationMs: undefined,
  errorCode: undefined,
  title: 'A run',
  ...overrides,
});

const week = weeklyFigures(
  [
    row({ id: 'a', createdAt: day(0), credits: 10, durationMs: 60_000 }),
    row({
      id: 'run-d',
      state: 'FAILED',
      createdAt: day(3),
      credits: 5.5,
      durationMs: 240_000,
      errorCode: 'timeout',
      link: 'https://app.warp.dev/session/d',
    }),
    row({ id: 'h', state: 'INPROGRESS', createdAt: day(6), credits: 2.25 }),
  ],
  { since: SINCE, until: NOW },
);

/** A chart of the week: the grey columns of the days without runs first, then the day's values. */
const chart = (title: string, axis: string, top: number, grey: string, values: string) => [
  '```mermaid',
  '---',
  'config:',
  '  themeVariables:',
  '    xyChart:',
  '      plotColorPalette: "#D0D7DE, #2F81F7"',
  '---',
  'xychart-beta',
  `    title "${title}"`,
  '    x-axis ["11-20", "11-21", "11-22", "11-23", "11-24", "11-25", "11-26", "11-27"]',
  `    y-axis "${axis}" 0 --> ${top}`,
  `    bar [${grey}]`,
  `    bar [${values}]`,
  '```',
];

describe('renderWeeklyReport', () => {
  it('a week of a repository, with the pass rate of the factory’s scorers: the exact text', () => {
    const text = renderWeeklyReport({
      figures: week,
      repository: 'acme/app',
      factory: 'fac_web',
      scorers: [
        { id: 7, name: 'Tests pass', passRate: 0.8, passed: 8, failed: 2 },
        { id: 8, name: 'Style', passRate: null, passed: 0, failed: 0 },
      ],
    });
    expect(text.split('\n')).toEqual([
      '## Cloud agent runs: acme/app, last 7 days',
      '',
      '_Runs cloud-agent-action started for the repository, itself or through a factory, created from 2026-11-20 08:00 UTC to 2026-11-27 08:00 UTC._',
      '',
      '| Figure | Value |',
      '| --- | --: |',
      '| Runs | 3 |',
      '| Succeeded | 1 |',
      '| Failed | 1 |',
      '| Cancelled | 0 |',
      '| Still going | 1 |',
      '| Success rate (of 2 ended runs) | 50% |',
      '| Credits | 17.75 in total (3 runs with usage) |',
      '| Credits per ended run | median 7.75, 90th percentile 9.55 |',
      '| Duration of ended runs | median 2m 30s, 90th percentile 3m 42s |',
      '',
      '### Runs by state',
      '',
      '| State | Runs |',
      '| --- | --: |',
      '| `FAILED` | 1 |',
      '| `INPROGRESS` | 1 |',
      '| `SUCCEEDED` | 1 |',
      '',
      '### Most frequent failure codes',
      '',
      '| Error code | Failed runs | Newest example |',
      '| --- | --: | --- |',
      '| `timeout` | 1 | [`run-d`](https://app.warp.dev/session/d) |',
      '',
      '### The costliest runs',
      '',
      '| Run | State | Credits |',
      '| --- | --- | --: |',
      '| A run (`a`) | `SUCCEEDED` | 10 |',
      '| [A run](https://app.warp.dev/session/d) | `FAILED` | 5.5 |',
      '| A run (`h`) | `INPROGRESS` | 2.25 |',
      '',
      '### Pass rate by scorer (factory `fac_web`)',
      '',
      '| Scorer | Pass rate | Scored runs |',
      '| --- | --: | --: |',
      '| Tests pass (#7) | 80% | 10 |',
      '| Style (#8) | – | 0 |',
      '',
      '### Per day (UTC)',
      '',
      ...chart('Runs created per day', 'Runs', 1, '0, 1, 1, 0, 1, 1, 0, 1', '1, 0, 0, 1, 0, 0, 1, 0'),
      '',
      'Blue bars: the runs created each day. Grey columns: days without runs.',
      '',
      ...chart(
        'Credits per day',
        'Credits',
        10,
        '0, 10, 10, 0, 10, 10, 0, 10',
        '10, 0, 0, 5.5, 0, 0, 2.25, 0',
      ),
      '',
      'Blue bars: the credits of the runs created each day, the usage so far of those still going (a day whose runs listed no usage shows only the thin base every bar stands on). Grey columns: days without runs.',
      '',
      '5 days without runs: 11-21–11-22, 11-24–11-25, 11-27.',
    ]);
  });

  it('against the period before: each figure then, and the change', () => {
    const text = renderWeeklyReport({
      figures: week,
      repository: 'acme/app',
      previous: {
        since: '2026-11-13T08:00:00.000Z',
        until: '2026-11-20T08:00:00.000Z',
        runs: 2,
        successRate: 1,
        credits: 17.75,
        creditsMedian: null,
        durationMedianMs: 60_000,
      },
    });
    const at = text.indexOf('### Against the 7 days before');
    expect(text.slice(at, text.indexOf('\n\n###', at)).split('\n')).toEqual([
      '### Against the 7 days before',
      '',
      '| Figure | Last 7 days | 2026-11-13 08:00 UTC to 2026-11-20 08:00 UTC | Change |',
      '| --- | --: | --: | --: |',
      '| Runs | 3 | 2 | +50% |',
      '| Success rate | 50% | 100% | −50 points |',
      '| Credits | 17.75 | 17.75 | ±0% |',
      '| Credits per ended run (median) | 7.75 | – | – |',
      '| Duration of ended runs (median) | 2m 30s | 1m 0s | +150% |',
    ]);
    // Right after the overview.
    expect(text.lastIndexOf('| Duration of ended runs |', at)).toBeGreaterThan(0);
    expect(text.indexOf('### Runs by state')).toBeGreaterThan(at);
    const none = renderWeeklyReport({
      figures: week,
      repository: 'acme/app',
      previous: {
        since: 'x',
        until: 'y',
        runs: 0,
        successRate: null,
        credits: 0,
        creditsMedian: null,
        durationMedianMs: null,
      },
    });
    expect(none).toContain('| Runs | 3 | 0 | – |');
    expect(none).toContain('| Success rate | 50% | – | – |');
  });

  it('a costly run is named by its title, which cannot break the link or the table', () => {
    const figures = weeklyFigures(
      [
        row({ id: 'r1', title: 'Fix [it] | now', credits: 2, link: 'https://s/1' }),
        row({ id: 'r2', title: '', credits: 1 }),
      ],
      { since: SINCE, until: NOW },
    );
    const text = renderWeeklyReport({ figures, repository: 'acme/app' });
    expect(text).toContain('| [Fix \\[it\\] \\| now](https://s/1) | `SUCCEEDED` | 2 |');
    expect(text).toContain('| `r2` | `SUCCEEDED` | 1 |');
  });

  it('every run of the team, none ended, no usage, nothing failed: said so, no empty sections', () => {
    const figures = weeklyFigures([row({ id: 'q', state: 'QUEUED', createdAt: day(1) })], {
      since: SINCE,
      until: NOW,
    });
    const text = renderWeeklyReport({ figures, repository: undefined });
    expect(text).toContain('## Cloud agent runs: all runs of the team, last 7 days');
    expect(text).toContain('_Every run of the team, created from');
    expect(text).toContain('| Success rate | – (no run ended) |');
    expect(text).toContain('| Credits | – (the service listed no usage) |');
    expect(text).toContain('| Credits per ended run | – |');
    expect(text).not.toContain('failure codes');
    expect(text).not.toContain('Pass rate by scorer');
  });

  it('no runs: the overview alone, no charts of zeros', () => {
    const figures = weeklyFigures([], { since: SINCE, until: NOW });
    const text = renderWeeklyReport({ figures, repository: 'acme/app' });
    expect(text).toContain('| Runs | 0 |');
    expect(text).not.toContain('mermaid');
    expect(text).not.toContain('Runs by state');
  });

  it('says when the service did not filter and when the listing was cut short; other failures counted', () => {
    const failed = (id: string, code: string) =>
      row({ id, state: 'FAILED', createdAt: day(1), errorCode: code });
    const figures = weeklyFigures(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((code) => failed(code, code)),
      { since: SINCE, until: NOW },
    );
    const text = renderWeeklyReport({
      figures,
      repository: 'acme/app',
      scanned: true,
      truncated: { pages: 60, runs: 29_000 },
    });
    expect(text).toContain(
      "_The service did not filter the runs by this repository's metadata: the team's runs were read and this repository's kept._",
    );
    expect(text).toContain(
      '_The listing stopped after 60 pages (29,000 runs): runs of the window may be missing, and the days before it are not compared._',
    );
    expect(text).toContain('_2 more failed runs with other codes._');
  });

  it("says whose runs: the repository's scheduled agents when it manages some, and when they could not be listed", () => {
    const figures = weeklyFigures([row({ id: 'a', createdAt: day(1) })], { since: SINCE, until: NOW });
    const scope = (schedules: { count: number; unread: string | null } | null) =>
      renderWeeklyReport({ figures, repository: 'acme/app', schedules }).split('\n\n')[1];
    const window = 'created from 2026-11-20 08:00 UTC to 2026-11-27 08:00 UTC._';
    const base = '_Runs cloud-agent-action started for the repository, itself or through a factory';
    expect(scope(null)).toBe(`${base}, ${window}`);
    expect(scope({ count: 0, unread: null })).toBe(`${base}, ${window}`);
    expect(scope({ count: 1, unread: null })).toBe(
      `${base}, and the runs of the 1 scheduled agent it manages, ${window}`,
    );
    expect(scope({ count: 3, unread: null })).toBe(
      `${base}, and the runs of the 3 scheduled agents it manages, ${window}`,
    );
    const unread = renderWeeklyReport({
      figures,
      repository: 'acme/app',
      schedules: { count: 0, unread: 'the service answered 403 *forbidden*' },
    });
    expect(unread.split('\n\n').slice(1, 3)).toEqual([
      `${base}, ${window}`,
      "_The runs of the repository's scheduled agents are not counted: the service answered 403 \\*forbidden\\*._",
    ]);
  });

  it('names the runs it could not date, with what the service gave; the rest counted; the window figures without them', () => {
    const figures = weeklyFigures([row({ id: 'a', createdAt: day(1) })], { since: SINCE, until: NOW });
    const one = renderWeeklyReport({
      figures,
      repository: 'acme/app',
      undated: {
        count: 1,
        runs: [
          {
            run_id: 'r-7',
            title: 'Fix *the* parser',
            link: 'https://app.warp.dev/session/7',
            created_at: 'last `tuesday`',
          },
        ],
      },
    });
    expect(one.split('\n\n')[2]).toBe(
      '_Not counted: 1 run whose creation time (`created_at`) the service gave as no readable time:_ [Fix \\*the\\* parser](https://app.warp.dev/session/7) (`` last `tuesday` ``).',
    );
    const runs = Array.from({ length: 10 }, (_, i) => ({
      run_id: `r-${i}`,
      title: '',
      link: i === 0 ? 'javascript:alert(1)' : undefined,
      created_at: '',
    }));
    const many = renderWeeklyReport({ figures, repository: 'acme/app', undated: { count: 1234, runs } });
    expect(many.split('\n\n')[2]).toBe(
      `_Not counted: 1,234 runs whose creation time (\`created_at\`) the service gave as no readable time:_ ${runs.map((r) => `\`${r.run_id}\` (<code></code>)`).join(', ')}, and 1,224 more.`,
    );
    expect(many).toContain('| Runs | 1 |');
    // None: no note.
    expect(renderWeeklyReport({ figures, repository: 'acme/app', undated: { count: 0, runs: [] } })).toBe(
      renderWeeklyReport({ figures, repository: 'acme/app' }),
    );
  });

  it("the service's words are untrusted: codes and names cannot break the table or inject markdown", () => {
    const figures = weeklyFigures(
      [
        row({
          id: 'x|y',
          state: 'FAILED',
          createdAt: day(1),
          errorCode: 'a|b`c',
          link: 'javascript:alert(1)',
        }),
      ],
      { since: SINCE, until: NOW },
    );
    const text = renderWeeklyReport({
      figures,
      repository: 'acme/app',
      factory: 'fac',
      scorers: [{ id: 1, name: 'evil | <b>x</b>', passRate: 1, passed: 1, failed: 0 }],
    });
    expect(text).toContain('| ``a\\|b`c`` | 1 | `x\\|y` |');
    expect(text).not.toContain('javascript:');
    expect(text).toContain('| evil \\| \\<b>x\\</b> (#1) | 100% | 1 |');
    expect(text).not.toContain('| |');
  });
});

describe('charts and numbers', () => {
  it('one label a day up to 15; past that every k-th and the last, the others invisible and all different', () => {
    const dates = Array.from({ length: 31 }, (_, i) => new Date(SINCE + i * DAY).toISOString().slice(0, 10));
    const axis = /^ {4}x-axis \[(.*)\]$/m.exec(
      dayChart(
        'Runs',
        'Runs',
        dates,
        dates.map(() => 1),
      ),
    )![1]!;
    const labels = axis.split(', ').map((l) => l.slice(1, -1));
    expect(labels.filter((l) => /\d/.test(l))).toEqual([
      '11-20',
      '11-23',
      '11-26',
      '11-29',
      '12-02',
      '12-05',
      '12-08',
      '12-11',
      '12-14',
      '12-17',
      '12-20',
    ]);
    expect(new Set(labels).size).toBe(31);
    expect(labels[1]).toBe('\u200B\u200B\u200B\u200B\u200B');
    expect(labels[2]).toBe('\u200B\u200B\u200B\u200B\u200C');
  });

  it('a window of more than a year names its days in full, so no two labels are alike', () => {
    const dates = Array.from({ length: 367 }, (_, i) => new Date(SINCE + i * DAY).toISOString().slice(0, 10));
    const chart = dayChart(
      'Runs',
      'Runs',
      dates,
      dates.map(() => 1),
    );
    expect(chart).toContain('    x-axis ["2026-11-20", ');
    expect(chart).toContain(', "2027-11-21"]');
  });

  it('no day without runs: no grey bars, the blue ones alone', () => {
    expect(dayChart('Runs', 'Runs', ['2026-11-20', '2026-11-21'], [2, 3]).split('\n').slice(5, 12)).toEqual([
      '      plotColorPalette: "#2F81F7"',
      '---',
      'xychart-beta',
      '    title "Runs"',
      '    x-axis ["11-20", "11-21"]',
      '    y-axis "Runs" 0 --> 5',
      '    bar [2, 3]',
    ]);
  });

  it('the y axis ends at a round number above the greatest value', () => {
    expect([0, 0.4, 1, 3, 7, 10, 11, 23, 240, 1001].map(axisTop)).toEqual([
      1, 0.5, 1, 5, 10, 10, 20, 25, 250, 2000,
    ]);
  });

  it("a chart's title is one quoted line", () => {
    expect(dayChart('Runs "per"\nday <b> & 100%', 'Runs', ['2026-11-20'], [3])).toContain(
      '    title "Runs #34;per#34; day #60;b#62; #38; 100#37;"',
    );
  });

  it('percentages never round to 0 or 100 when they are not; credits grouped to the hundredth', () => {
    expect([0, 0.0004, 0.5, 0.9996, 1, 3 / 7].map(percent)).toEqual([
      '0%',
      '0.1%',
      '50%',
      '99.9%',
      '100%',
      '42.9%',
    ]);
    expect([0, 7.755, 1234.5, 1_000_000].map(credits)).toEqual(['0', '7.76', '1,234.5', '1,000,000']);
  });
});
