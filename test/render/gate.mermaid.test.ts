/**
 * The gate's trend chart as mermaid itself reads and draws it: parsed with `mermaid.parse`, rendered to SVG in a
 * jsdom window, and read back from the SVG (the title's text, the labels, the bars' colours and heights). Mermaid
 * needs a DOM: the test lends it jsdom's window and document as globals, and takes them back afterwards (unit test
 * files share their process). jsdom lays nothing out, so the text's size is lent too: each character 0.6 of its
 * font size wide and one font size high, which is how mermaid's axes get the base their bars stand on.
 */
import { JSDOM, type DomDocument } from 'jsdom';
import type { Mermaid } from 'mermaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTrendChart, type TrendInput } from '../../src/render/gate.ts';

const GLOBALS = [
  'window',
  'document',
  'CSSStyleSheet',
  'Element',
  'HTMLElement',
  'SVGElement',
  'Node',
  'DOMParser',
  'XMLSerializer',
  'MutationObserver',
] as const;

const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true });
const lent = globalThis as Record<string, unknown>;
const before = new Map<string, PropertyDescriptor | undefined>();
let mermaid: Mermaid;

beforeAll(async () => {
  const window = dom.window as unknown as Record<string, unknown>;
  for (const name of GLOBALS) {
    before.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, {
      value: name === 'window' ? dom.window : window[name],
      configurable: true,
      writable: true,
    });
  }
  dom.window.SVGElement.prototype.getBoundingClientRect = function () {
    const size = Number(this.closest('[font-size]')?.getAttribute('font-size') ?? 16);
    const width = [...(this.textContent ?? '')].length * size * 0.6;
    return {
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      width,
      height: size,
      right: width,
      bottom: size,
      toJSON: () => ({}),
    };
  };
  mermaid = (await import('mermaid')).default;
  mermaid.initialize({ startOnLoad: false });
}, 60_000);

afterAll(() => {
  for (const name of GLOBALS) {
    const descriptor = before.get(name);
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete lent[name];
  }
  dom.window.close();
});

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

/** The mermaid source inside the chart's fence. */
function source(chart: string): string {
  const open = '```mermaid\n';
  const from = chart.indexOf(open) + open.length;
  return chart.slice(from, chart.indexOf('\n```', from));
}

let drawn = 0;

/** The chart drawn by mermaid, as an SVG document. */
async function draw(chart: string): Promise<DomDocument> {
  const { svg } = await mermaid.render(`chart-${++drawn}`, source(chart));
  const doc = new dom.window.DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return doc;
}

/** The bars of a plot: fill, top and height of each, left to right. */
function bars(doc: DomDocument, plot: number): { fill: string; y: number; height: number }[] {
  return [...doc.querySelectorAll(`g.bar-plot-${plot} > rect`)].map((rect) => ({
    fill: rect.getAttribute('fill')!,
    y: Number(rect.getAttribute('y')),
    height: Number(rect.getAttribute('height')),
  }));
}

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
    await expect(mermaid.parse(source(chart))).resolves.toMatchObject({ diagramType: 'xychart' });
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
