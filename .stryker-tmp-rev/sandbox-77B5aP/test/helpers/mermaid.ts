/**
 * Mermaid itself, for the tests that read the action's charts as mermaid reads and draws them (the gate's trends,
 * the weekly report's days): `mermaid.parse`, and `mermaid.render` to SVG in a jsdom window, read back from the SVG.
 * Mermaid needs a DOM: `useMermaid` lends it jsdom's window and document as globals for the file's tests, and takes
 * them back afterwards (unit test files share their process). jsdom lays nothing out, so the text's size is lent
 * too: each character 0.6 of its font size wide and one font size high, which is how mermaid's axes get the base
 * their bars stand on.
 */
import { JSDOM, type DomDocument } from 'jsdom';
import type { Mermaid } from 'mermaid';
import { afterAll, beforeAll, expect } from 'vitest';

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

/** The mermaid source inside the first chart's fence of `markdown`. */
export function source(markdown: string): string {
  const open = '```mermaid\n';
  const from = markdown.indexOf(open) + open.length;
  return markdown.slice(from, markdown.indexOf('\n```', from));
}

/** Each chart's source in `markdown`, in order. */
export function sources(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map((m) => m[1]!);
}

/** The bars of a plot: fill, top and height of each, left to right. */
export function bars(doc: DomDocument, plot: number): { fill: string; y: number; height: number }[] {
  return [...doc.querySelectorAll(`g.bar-plot-${plot} > rect`)].map((rect) => ({
    fill: rect.getAttribute('fill')!,
    y: Number(rect.getAttribute('y')),
    height: Number(rect.getAttribute('height')),
  }));
}

export interface MermaidHandle {
  /** Mermaid, once the file's tests run. */
  readonly mermaid: Mermaid;
  /** A chart's source drawn by mermaid, as an SVG document. */
  draw(chartSource: string): Promise<DomDocument>;
}

/** Mermaid in a jsdom window for the tests of the calling file (its hooks registered here). */
export function useMermaid(): MermaidHandle {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true });
  const lent = globalThis as Record<string, unknown>;
  const before = new Map<string, PropertyDescriptor | undefined>();
  let mermaid: Mermaid | undefined;
  let drawn = 0;

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

  return {
    get mermaid() {
      if (!mermaid)
        throw new Error('mermaid is lent to the tests only (useMermaid registers it in beforeAll)');
      return mermaid;
    },
    async draw(chartSource: string) {
      const { svg } = await this.mermaid.render(`chart-${++drawn}`, chartSource);
      const doc = new dom.window.DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.querySelector('parsererror')).toBeNull();
      return doc;
    },
  };
}
