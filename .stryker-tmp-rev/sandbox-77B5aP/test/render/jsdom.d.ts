/**
 * The little of jsdom that test/helpers/mermaid.ts and its tests use. jsdom ships no types, and this project compiles
 * without the DOM's (`lib` is ES2023 only), so these name just the calls the test makes.
 */
declare module 'jsdom' {
  /** An element of a parsed document: what the test reads of it. */
  export interface DomElement {
    readonly textContent: string | null;
    getAttribute(name: string): string | null;
    closest(selector: string): DomElement | null;
  }

  export interface DomDocument {
    querySelector(selector: string): DomElement | null;
    querySelectorAll(selector: string): Iterable<DomElement>;
  }

  export interface DomWindow {
    readonly document: DomDocument;
    readonly DOMParser: new () => { parseFromString(text: string, type: string): DomDocument };
    /** Lent to mermaid as `SVGElement`: the test gives its elements a size, as jsdom lays nothing out. */
    readonly SVGElement: { prototype: { getBoundingClientRect: (this: DomElement) => object } };
    close(): void;
  }

  export class JSDOM {
    constructor(html: string, options?: { pretendToBeVisual?: boolean });
    readonly window: DomWindow;
  }
}
