/**
 * The gate's trend chart as mermaid itself reads and draws it: parsed with `mermaid.parse`, rendered to SVG in a
 * jsdom window, and read back from the SVG (the title's text, the labels, the bars' colours and heights); see
 * test/helpers/mermaid.ts for how mermaid gets its DOM.
 */
import { describe, expect, it } from 'vitest';
import { renderTrendChart, type TrendInput } from '../../src/render/gate.ts';
import { bars, source, useMermaid } from '../helpers/mermaid.ts';

const mermaid = useMermaid();

const DAY = 86_400_000;
const START = Date.parse('2026-11-01T00:00:00Z');

/** Three days: all passed, none scored, all failed. */
const trend = (scorerName: string): TrendInput => ({
  scorerName,
  threshold: 0.7,
  groupBy: 'day',
  response: {
    start_date: '2026-11-01T00:00:00Z',
    end_date: '2026-11-04T00:00:00Z',
    pass_rate: 0.5,
    pass_count: 2,
    fail_count: 2,
    series: [
      [1, 2, 0],
      [null, 0, 0],
      [0, 0, 2],
    ].map(([rate, pass, fail], i) => ({
      period_start: new Date(START + i * DAY).toISOString(),
      period_end: new Date(START + (i + 1) * DAY).toISOString(),
      pass_count: pass!,
      fail_count: fail!,
      pass_rate: rate!,
    })),
  },
});

/** The chart drawn by mermaid, as an SVG document. */
const draw = (chart: string) => mermaid.draw(source(chart));

const HOSTILE = [
  'style & "tone" <review>',
  'entities as written: #quot; #60; &amp; &#34; #35;',
  '100% sure %%{init: {"theme": "dark"}}%%',
  '</text><script>alert(1)</script><b>bold</b>',
  'a`b` *c* _d_ [e](f) \\g | h; i: j, k',
  'emoji 🎉, 日本語 and a "quoted" "" name',
];

describe('the trend chart, as mermaid reads and draws it', () => {
  it.each(HOSTILE)('shows the scorer %j in the title as written', async (name) => {
    const chart = renderTrendChart(trend(name));
    await expect(mermaid.mermaid.parse(source(chart))).resolves.toMatchObject({ diagramType: 'xychart' });
    const doc = await draw(chart);
    expect(doc.querySelector('g.chart-title > text')?.textContent).toBe(
      `Pass rate: ${name} (last 3 days, by day)`,
    );
    expect([...doc.querySelectorAll('g.bottom-axis g.label > text')].map((t) => t.textContent)).toEqual([
      '11-01',
      '11-02',
      '11-03',
    ]);
  });

  it('a day without scored runs is a grey column; a day whose runs all failed only the base of a blue bar', async () => {
    const doc = await draw(renderTrendChart(trend('tests pass')));
    const [grey, blue] = [bars(doc, 0), bars(doc, 1)];
    expect(grey.map((b) => b.fill)).toEqual(['#D0D7DE', '#D0D7DE', '#D0D7DE']);
    expect(blue.map((b) => b.fill)).toEqual(['#2F81F7', '#2F81F7', '#2F81F7']);
    expect(doc.querySelector('g.line-plot-2 > path')?.getAttribute('stroke')).toBe('#CF222E');
    // Mermaid stands every bar on a base: a bar of 0 is that base, a few pixels high.
    const base = blue[2]!.height;
    expect(base).toBeGreaterThan(0);
    expect(base).toBeLessThan(20);
    // Day 1, all passed: a full blue bar over the grey base. Day 3, all failed: the blue base over the grey one.
    expect(blue[0]!.height).toBeGreaterThan(20 * base);
    for (const day of [0, 2]) expect(grey[day]!.height).toBeLessThanOrEqual(blue[day]!.height);
    // Day 2, no runs: a grey column of full height, the blue base on it.
    expect(grey[1]).toEqual({ fill: '#D0D7DE', y: blue[0]!.y, height: blue[0]!.height });
    expect(blue[1]!.height).toBe(base);
  });

  it('a chart with no day without runs has no grey bars: blue bars and the red line only', async () => {
    const all = trend('tests pass');
    all.response.series[1] = { ...all.response.series[1]!, pass_rate: 0.5, pass_count: 1, fail_count: 1 };
    const doc = await draw(renderTrendChart(all));
    expect(bars(doc, 0).map((b) => b.fill)).toEqual(['#2F81F7', '#2F81F7', '#2F81F7']);
    expect(doc.querySelector('g.bar-plot-1')).toBeNull();
    expect(doc.querySelector('g.line-plot-1 > path')?.getAttribute('stroke')).toBe('#CF222E');
  });
});
