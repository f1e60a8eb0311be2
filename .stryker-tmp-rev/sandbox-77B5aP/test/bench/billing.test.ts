/**
 * The bill of `npm run bench -- detach` (scripts/bench/billing.ts) with exact numbers, the docs it writes
 * (scripts/bench/detach-doc.ts), and the figures in docs/detach.md and the README computed again from the inputs
 * the docs carry: what the docs show is what the billing arithmetic gives, and the example's cron follows it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  billedMinutes,
  breakEven,
  compare,
  conclude,
  detachingBill,
  finishesPerSettle,
  idleSettleMinutes,
  runStarts,
  settleOf,
  settlesPerDay,
  waitingBill,
  type BenchInputs,
  type CadenceFigures,
  type ProfileFigures,
} from '../../scripts/bench/billing.ts';
import {
  DOC,
  duration,
  inputsOf,
  README,
  readBlock,
  renderAdvice,
  renderConclusions,
  renderDocBlock,
  renderTable,
  table,
  writeBlock,
} from '../../scripts/bench/detach-doc.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

const cadence = (every: number, lag: number, extra: Partial<CadenceFigures> = {}): CadenceFigures => ({
  every,
  settleIdleS: 0.5,
  settlePerRunS: 1,
  lagS: { median: lag / 2, worst: lag },
  ...extra,
});

/** Figures like the bench's: steps of the run's length and a few seconds, detached after 2 minutes. */
const profile = (runsPerDay: number, runMinutes: number, cadences?: CadenceFigures[]): ProfileFigures => ({
  runsPerDay,
  runMinutes,
  waitingStepS: runMinutes * 60 + 5.8,
  waitingLagS: { median: 5.8, worst: 5.8 },
  detachedStepS: 120,
  cadences: cadences ?? [10, 20, 30, 60].map((every) => cadence(every, every * 60 - 1)),
});

const inputs = (profiles: ProfileFigures[]): BenchInputs => ({
  jobOverheadS: 15,
  detachMinutes: 2,
  windowMinutes: 1440,
  profiles,
});

const THREE = inputs([profile(3, 30), profile(20, 20), profile(100, 10)]);

describe('billedMinutes', () => {
  it('rounds every job up to the whole minute', () => {
    expect(billedMinutes(30)).toBe(1);
    expect(billedMinutes(59.9)).toBe(1);
    expect(billedMinutes(60)).toBe(1);
    expect(billedMinutes(61)).toBe(2);
    expect(billedMinutes(120.1)).toBe(3);
    expect(billedMinutes(0)).toBe(0);
  });

  it('refuses what is not a duration', () => {
    expect(() => billedMinutes(-1)).toThrow('a job lasts a finite number of seconds, at least 0; got -1');
    expect(() => billedMinutes(Number.NaN)).toThrow('got NaN');
    expect(() => billedMinutes(Infinity)).toThrow('got Infinity');
  });
});

describe('the day', () => {
  it('spreads the runs one a slot, at different minutes of the hour', () => {
    expect(runStarts(1)).toEqual([53398]);
    expect(runStarts(3)).toEqual([17799, 35599, 82198]);
    const starts = runStarts(100);
    expect(starts).toHaveLength(100);
    starts.forEach((s, i) => {
      expect(s).toBeGreaterThanOrEqual(i * 864);
      expect(s).toBeLessThanOrEqual((i + 1) * 864);
    });
    expect(() => runStarts(0)).toThrow('runs a day must be a whole number of at least 1; got 0');
    expect(() => runStarts(2.5)).toThrow('got 2.5');
  });

  it('has a settle at every tick of the cadence, the last at midnight', () => {
    expect(settlesPerDay(10)).toBe(144);
    expect(settlesPerDay(20)).toBe(72);
    expect(settlesPerDay(60)).toBe(24);
    expect(() => settlesPerDay(7)).toThrow(
      'a settle cadence must divide the day in whole minutes (10, 20, 30, 60, ...); got 7',
    );
    expect(() => settlesPerDay(0)).toThrow('got 0');
  });

  it("finishes a report at the first settle at or after its run's end, the next day's past midnight", () => {
    expect(settleOf(1, 20)).toBe(1);
    expect(settleOf(1200, 20)).toBe(1);
    expect(settleOf(1201, 20)).toBe(2);
    expect(settleOf(86_399, 20)).toBe(72);
    expect(settleOf(86_400, 20)).toBe(72);
    expect(settleOf(86_401, 20)).toBe(1);
    expect(settleOf(0, 20)).toBe(72);
  });

  it('counts the reports each settle finishes', () => {
    const counts = finishesPerSettle({ runsPerDay: 3, runMinutes: 30 }, 20);
    expect(counts).toHaveLength(72);
    // Ends at 19 599 s, 37 399 s and 83 998 s: settles 17 (at 20 400 s), 32 and 70.
    expect(counts.flatMap((k, i) => (k ? [[i + 1, k]] : []))).toEqual([
      [17, 1],
      [32, 1],
      [70, 1],
    ]);
    const busy = finishesPerSettle({ runsPerDay: 100, runMinutes: 10 }, 60);
    expect(busy.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('the bill', () => {
  it('of waiting: a job a run, as long as the run and the start', () => {
    // 15 + 1805.8 s: 31 minutes.
    expect(waitingBill(profile(3, 30), 15)).toEqual({ jobs: 3, minutes: 93 });
    expect(waitingBill(profile(100, 10), 15)).toEqual({ jobs: 100, minutes: 1100 });
    // A job of exactly 10 minutes bills 10.
    expect(waitingBill({ ...profile(1, 10), waitingStepS: 585 }, 15).minutes).toBe(10);
  });

  it('of detaching: every settle billed, with work or without', () => {
    const a = profile(3, 30);
    // 3 steps of 15 + 120 s (3 minutes each) and 72 settles of a minute.
    expect(detachingBill(a, cadence(20, 0), 15)).toEqual({
      jobs: 75,
      settles: 72,
      settleMinutes: 72,
      minutes: 81,
    });
    expect(idleSettleMinutes(cadence(20, 0), 15)).toBe(72);
    expect(idleSettleMinutes(cadence(10, 0), 15)).toBe(144);
    // A settle of 45.5 s and the start bills 2 minutes, with work or without.
    expect(idleSettleMinutes(cadence(20, 0, { settleIdleS: 45.5 }), 15)).toBe(144);
    // One report more than 44 s: the 3 settles that write one bill 2 minutes each.
    expect(detachingBill(a, cadence(20, 0, { settlePerRunS: 45 }), 15).minutes).toBe(84);
    expect(detachingBill(a, cadence(20, 0, { settlePerRunS: 44 }), 15).minutes).toBe(81);
  });

  it('puts each profile and cadence side by side', () => {
    const rows = compare(THREE);
    expect(rows).toHaveLength(12);
    expect(
      rows.map((r) => [r.profile.runsPerDay, r.cadence.every, r.waiting.minutes, r.detaching.minutes]),
    ).toEqual([
      [3, 10, 93, 153],
      [3, 20, 93, 81],
      [3, 30, 93, 57],
      [3, 60, 93, 33],
      [20, 10, 420, 204],
      [20, 20, 420, 132],
      [20, 30, 420, 108],
      [20, 60, 420, 84],
      [100, 10, 1100, 444],
      [100, 20, 1100, 372],
      [100, 30, 1100, 348],
      [100, 60, 1100, 324],
    ]);
  });
});

describe('the advice', () => {
  it('settles as often as detaching still pays everywhere, and says below what volume to wait', () => {
    expect(conclude(THREE)).toEqual({
      paying: [20, 30, 60],
      cadence: 20,
      idleMinutes: 72,
      worstLagS: 1199,
      // 28, 18 and 8 minutes saved a run against 72 of settles.
      breakEven: [
        { runMinutes: 30, runs: 3, agentMinutes: 90 },
        { runMinutes: 20, runs: 4, agentMinutes: 80 },
        { runMinutes: 10, runs: 9, agentMinutes: 90 },
      ],
      keepWaitingBelow: 90,
    });
  });

  it('picks the paying cadence with the shortest worst lag over the profiles, not the shortest cadence', () => {
    const lagging = [cadence(10, 599), cadence(20, 3000), cadence(30, 1799), cadence(60, 3599)];
    const c = conclude(inputs([profile(3, 30, lagging), profile(100, 10, lagging)]));
    expect(c.paying).toEqual([20, 30, 60]);
    expect(c.cadence).toBe(30);
    expect(c.worstLagS).toBe(1799);
  });

  it('of two cadences as late at worst, picks the one with the shorter median, then the shorter cadence', () => {
    const tied = (median30: number) => [
      cadence(10, 599),
      { ...cadence(20, 0), lagS: { median: 700, worst: 1000 } },
      { ...cadence(30, 0), lagS: { median: median30, worst: 1000 } },
      cadence(60, 3599),
    ];
    expect(conclude(inputs([profile(3, 30, tied(600))])).cadence).toBe(30);
    expect(conclude(inputs([profile(3, 30, tied(700))])).cadence).toBe(20);
  });

  it('says when no cadence pays everywhere', () => {
    const c = conclude(inputs([profile(1, 10)]));
    expect(c).toEqual({
      paying: [],
      cadence: undefined,
      idleMinutes: undefined,
      worstLagS: undefined,
      breakEven: [],
      keepWaitingBelow: undefined,
    });
    expect(renderConclusions(inputs([profile(1, 10)]))).toBe(
      '- **No settle cadence pays everywhere.** At none of 10, 20, 30 and 60 minutes does detaching bill no more than waiting in every repository above: keep waiting, or detach only where the table shows it pays.',
    );
  });

  it('finds no break-even for runs that save nothing when detached', () => {
    // A 3-minute run: waiting bills 4 (15 + 185.8 s), detached 3 and a share of the settles.
    expect(breakEven(profile(1, 3), cadence(20, 0), 15)).toEqual({
      runMinutes: 3,
      runs: 72,
      agentMinutes: 216,
    });
    expect(breakEven(profile(1, 2), cadence(20, 0), 15)).toEqual({
      runMinutes: 2,
      runs: undefined,
      agentMinutes: undefined,
    });
  });
});

describe('the docs it writes', () => {
  it('lays a table out as prettier does', () => {
    expect(table(['a', 'bb'], ['left', 'right'], [['xxxx', '1']])).toBe(
      ['| a    |  bb |', '| ---- | --: |', '| xxxx |   1 |'].join('\n'),
    );
    expect(duration(59.94)).toBe('59.9 s');
    expect(duration(60)).toBe('1.0 min');
    expect(duration(1199)).toBe('20.0 min');
  });

  it('renders the table and the advice from the figures', () => {
    const one = inputs([profile(3, 30, [cadence(10, 599), cadence(20, 1199)])]);
    expect(renderTable(one)).toBe(
      [
        "| repository             | steps followed by               | jobs a day | billed minutes a day | against waiting | run's end to its report (median, worst) |",
        '| ---------------------- | ------------------------------- | ---------: | -------------------: | --------------: | --------------------------------------- |',
        '| 3 runs a day of 30 min | steps that wait                 |          3 |                   93 |                 | 5.8 s, 5.8 s                            |',
        '|                        | detached, a settle every 10 min |    3 + 144 |                  153 |             +60 | 5.0 min, 10.0 min                       |',
        '|                        | detached, a settle every 20 min |     3 + 72 |                   81 |             -12 | 10.0 min, 20.0 min                      |',
      ].join('\n'),
    );
    expect(renderConclusions(one)).toBe(
      [
        "- **Settle every 20 minutes.** It is the cadence with the shortest notice at which detaching bills no more than waiting in every repository above: a report showed at most 20.0 min after its run's end. Its 72 settles a day bill 72 minutes with nothing to settle. Every 10 minutes bills more than waiting for 3 runs a day of 30 min (153 minutes against 93).",
        "- **Keep waiting below 90 agent-minutes a day.** With a settle every 20 minutes, detaching bills no more than waiting from 3 runs a day of 30 min (90 agent-minutes); with fewer, the settles' 72 minutes are not earned back.",
      ].join('\n'),
    );
    expect(renderAdvice(one)).toBe(
      "Settle every **20 minutes** (the cron of [`examples/settle.yml`](examples/settle.yml)): the shortest notice at which detaching bills no more than waiting in each repository of [the figures](docs/detach.md), and 72 runner-minutes a day with nothing to settle. Below **90 agent-minutes a day** (runs a day times their length), keep waiting: what detaching saves does not make up the settles' 72 minutes.",
    );
  });

  it('replaces a block between its comments and reads it back, and names what is wrong with one', () => {
    const text = `# Doc\n\n${DOC.start}\nold\n${DOC.end}\n\nafter\n`;
    const written = writeBlock(text, DOC, 'x.md', 'new\nlines');
    expect(written).toBe(`# Doc\n\n${DOC.start}\n\nnew\nlines\n\n${DOC.end}\n\nafter\n`);
    expect(readBlock(written, DOC, 'x.md')).toBe('new\nlines');
    expect(writeBlock(written, DOC, 'x.md', 'new\nlines')).toBe(written);
    const wrong = `x.md must hold ${DOC.start} and ${DOC.end} once each, around the bench's figures`;
    expect(() => readBlock('no block', DOC, 'x.md')).toThrow(wrong);
    expect(() => readBlock(`${DOC.start}${DOC.end}${DOC.end}`, DOC, 'x.md')).toThrow(wrong);
    expect(() => readBlock(`${DOC.end}\n${DOC.start}`, DOC, 'x.md')).toThrow(
      `x.md: ${DOC.end} comes before ${DOC.start}`,
    );
    expect(() => inputsOf('| a table |', 'x.md')).toThrow(
      "x.md: the bench's block must start with its inputs (<!-- bench:detach:inputs {...} -->)",
    );
  });
});

describe('docs/detach.md, the README and examples/settle.yml', () => {
  const doc = read('docs/detach.md');
  const block = readBlock(doc, DOC, 'docs/detach.md');
  const figures = inputsOf(block, 'docs/detach.md');
  const advice = conclude(figures);

  it('carry the figures of the three repositories at the four cadences', () => {
    expect(figures.profiles.map((p) => [p.runsPerDay, p.runMinutes])).toEqual([
      [3, 30],
      [20, 20],
      [100, 10],
    ]);
    for (const p of figures.profiles) expect(p.cadences.map((c) => c.every)).toEqual([10, 20, 30, 60]);
    expect(figures.detachMinutes).toBe(2);
  });

  it('show what the billing arithmetic gives for those figures, laid out as --write writes it', () => {
    expect(block).toBe(renderDocBlock(figures));
    expect(writeBlock(doc, DOC, 'docs/detach.md', renderDocBlock(figures))).toBe(doc);
    const readme = read('README.md');
    expect(readBlock(readme, README, 'README.md')).toBe(renderAdvice(figures));
    expect(writeBlock(readme, README, 'README.md', renderAdvice(figures))).toBe(readme);
  });

  it('settle at the cadence the figures advise', () => {
    expect(advice.cadence).toBeDefined();
    const workflow = parse(read('examples/settle.yml')) as { on: { schedule: { cron: string }[] } };
    expect(workflow.on.schedule).toEqual([{ cron: `*/${advice.cadence} * * * *` }]);
  });
});
