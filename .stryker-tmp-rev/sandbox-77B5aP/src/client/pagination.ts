/** Cursor pagination: `{ <items>: [...], page_info: { has_next_page, next_cursor } }` pages as async iterators. */

export interface PageInfo {
  has_next_page?: boolean;
  next_cursor?: string | null;
}

export interface Page<TItem> {
  items: TItem[];
  pageInfo: PageInfo | undefined;
  /** How many items the service sent on the page, when items were left out of it (see filters.ts). */
  received?: number;
}

/**
 * Whether another page follows: the service's flag first, then an empty page or a missing cursor end it. `received`
 * is how many items the service sent: a page whose items were all left out here is not an empty page.
 */
export function nextCursor(
  items: readonly unknown[],
  pageInfo: PageInfo | undefined,
  received: number = items.length,
): string | undefined {
  if (pageInfo?.has_next_page === false) return undefined;
  if (received === 0) return undefined;
  const cursor = pageInfo?.next_cursor;
  return typeof cursor === 'string' && cursor !== '' ? cursor : undefined;
}

/**
 * Iterates items across pages (`for await (const run of client.runs.list(...))`); `.pages()` yields whole pages.
 * Nothing is requested until iteration starts; each page is requested only when the previous one is used up.
 */
export class PageIterator<TItem, TPage> implements AsyncIterable<TItem> {
  private readonly fetchPage: (cursor: string | undefined) => Promise<TPage>;
  private readonly itemsOf: (page: TPage) => Page<TItem>;
  private readonly startCursor: string | undefined;

  constructor(
    fetchPage: (cursor: string | undefined) => Promise<TPage>,
    itemsOf: (page: TPage) => Page<TItem>,
    startCursor?: string,
  ) {
    this.fetchPage = fetchPage;
    this.itemsOf = itemsOf;
    this.startCursor = startCursor;
  }

  async *pages(): AsyncGenerator<TPage, void, undefined> {
    let cursor = this.startCursor;
    const seen = new Set<string>();
    for (;;) {
      const page = await this.fetchPage(cursor);
      yield page;
      const { items, pageInfo, received } = this.itemsOf(page);
      const next = nextCursor(items, pageInfo, received);
      // A cursor that comes back twice would loop forever; end instead.
      if (next === undefined || seen.has(next)) return;
      seen.add(next);
      cursor = next;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<TItem, void, undefined> {
    for await (const page of this.pages()) yield* this.itemsOf(page).items;
  }

  /** Every item of every page, in order (for lists known to be small). */
  async toArray(): Promise<TItem[]> {
    const all: TItem[] = [];
    for await (const item of this) all.push(item);
    return all;
  }
}
