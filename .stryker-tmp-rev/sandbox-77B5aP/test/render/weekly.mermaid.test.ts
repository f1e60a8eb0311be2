/**
 * The weekly report's charts as mermaid itself reads and draws them (test/helpers/mermaid.ts): both charts of a week
 * parse, and are drawn with their titles, one label a day, the days without runs as grey columns of full height and
 * a day whose runs listed no usage as the thin base of a blue bar alone.
 */
import { describe, expect, it } from 'vitest';
import { weeklyFigures, type WeeklyRun } from '../../src/flow/weekly.ts';
import { dayChart, renderWeeklyReport } from '../../src/render/weekly.ts';
import { bars, source, sources, useMermaid } from '../helpers/mermaid.ts';

const mermaid = useMermaid();

const NOW = Date.parse('2026-11-27T08:00:00Z');
const DAY = 86_400_000;
const SINCE = NOW - 7 * DAY;
const day = (n: number) => SINCE + n * DAY + 1_800_000;

const row = (overrides: Partial<WeeklyRun>): WeeklyRun => ({
  id: 'r',
  link: undefined,
  state: 'SUCCEEDED',
  createdAt: day(0),
  credits: undefined,
  durationMs: 60_000,
  errorCode: undefined,
  title: 'A run',
  ...overrides,
});

/** Day 0: two runs, 10 credits; day 1: a run without usage; days 2 to 7: none. */
const report = renderWeeklyReport({
  figures: weeklyFigures(
    [
      row({ id: 'a', credits: 4 }),
      row({ id: 'b', credits: 6 }),
      row({ id: 'c', createdAt: day(1), credits: undefined }),
    ],
    { since: SINCE, until: NOW },
  ),
  repository: 'acme/app',
});

const GREY = '#D0D7DE';
const BLUE = '#2F81F7';
const DATES = ['11-20', '11-21', '11-22', '11-23', '11-24', '11-25', '11-26', '11-27'];

describe("the weekly report's charts, as mermaid reads and draws them", () => {
  it('both parse as xy charts, titled and labelled a day each', async () => {
    const charts = sources(report);
    expect(charts).toHaveLength(2);
    const titles = [];
    for (const chart of charts) {
      await expect(mermaid.mermaid.parse(chart)).resolves.toMatchObject({ diagramType: 'xychart' });
      const doc = await mermaid.draw(chart);
      titles.push(doc.querySelector('g.chart-title > text')?.textContent);
      expect([...doc.querySelectorAll('g.bottom-axis g.label > text')].map((t) => t.textContent)).toEqual(
        DATES,
      );
    }
    expect(titles).toEqual(['Runs created per day', 'Credits per day']);
  });

  it('runs: a blue bar a day with runs, a grey column of full height a day without', async () => {
    const doc = await mermaid.draw(sources(report)[0]!);
    const [grey, blue] = [bars(doc, 0), bars(doc, 1)];
    expect(grey.map((b) => b.fill)).toEqual(DATES.map(() => GREY));
    expect(blue.map((b) => b.fill)).toEqual(DATES.map(() => BLUE));
    // Day 0, two runs: the axis's top (2), full height; day 1, one run: half of it above the base.
    const full = blue[0]!;
    const base = blue[2]!.height;
    expect(base).toBeGreaterThan(0);
    expect(blue[1]!.height).toBeGreaterThan(5 * base);
    expect(blue[1]!.height).toBeLessThan(full.height);
    // Days 2 to 7, no runs: grey columns of full height, the blue base on each.
    for (const d of [2, 3, 4, 5, 6, 7]) {
      expect(grey[d]).toEqual({ fill: GREY, y: full.y, height: full.height });
      expect(blue[d]!.height).toBe(base);
    }
    for (const d of [0, 1]) expect(grey[d]!.height).toBeLessThanOrEqual(blue[d]!.height);
  });

  it('credits: a day whose runs listed no usage is the blue base alone, not grey', async () => {
    const doc = await mermaid.draw(sources(report)[1]!);
    const [grey, blue] = [bars(doc, 0), bars(doc, 1)];
    const base = blue[1]!.height;
    expect(blue[0]!.height).toBeGreaterThan(20 * base);
    // Day 1 had a run, without usage: no grey column behind it, only the base of its grey plot.
    expect(grey[1]!.height).toBeLessThanOrEqual(base);
    expect(grey[2]).toEqual({ fill: GREY, y: blue[0]!.y, height: blue[0]!.height });
  });

  it.each([
    'Runs "per" day <b>bold</b> & 100% #quot; %%{init: {"theme": "dark"}}%%',
    'a`b` *c* _d_ [e](f) \\g | h; i: j, k — emoji 🎉',
  ])('a title %j is shown as written', async (title) => {
    const doc = await mermaid.draw(
      source(dayChart(title, 'Runs', ['2026-11-20', '2026-11-21'], [1, 0], [false, true])),
    );
    expect(doc.querySelector('g.chart-title > text')?.textContent).toBe(title);
  });

  it('31 days: every third date shown, the others invisible, a bar each', async () => {
    const dates = Array.from({ length: 31 }, (_, i) => new Date(SINCE + i * DAY).toISOString().slice(0, 10));
    const doc = await mermaid.draw(
      source(
        dayChart(
          'Runs',
          'Runs',
          dates,
          dates.map((_, i) => i % 4),
        ),
      ),
    );
    const labels = [...doc.querySelectorAll('g.bottom-axis g.label > text')].map((t) => t.textContent ?? '');
    expect(labels).toHaveLength(31);
    expect(labels.filter((l) => /\d/.test(l))).toHaveLength(11);
    expect(labels.filter((l) => /\d/.test(l))[0]).toBe('11-20');
    expect(bars(doc, 0)).toHaveLength(31);
  });
});
