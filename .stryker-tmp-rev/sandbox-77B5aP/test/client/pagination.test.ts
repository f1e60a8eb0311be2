import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { PageIterator, nextCursor } from '../../src/client/pagination.ts';
import { sample } from '../helpers/answers.ts';
import { startScriptServer, type ScriptServer } from '../helpers/script-server.ts';

let server: ScriptServer;
let client: CloudAgentClient;

beforeAll(async () => {
  server = await startScriptServer();
  client = new CloudAgentClient({ apiKey: 'k', baseUrl: server.url });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await client.close();
  await server.close();
});

const run = (id: string) => ({
  run_id: id,
  task_id: id,
  title: id,
  state: 'SUCCEEDED',
  prompt: 'p',
  created_at: 't',
  updated_at: 't',
});

describe('cursor pages', () => {
  it('follows next_cursor across pages, keeping the query, and stops on an empty last page', async () => {
    server.reply(
      {
        status: 200,
        body: { runs: [run('a'), run('b')], page_info: { has_next_page: true, next_cursor: 'c1' } },
      },
      { status: 200, body: { runs: [run('c')], page_info: { has_next_page: true, next_cursor: 'c2' } } },
      { status: 200, body: { runs: [], page_info: { has_next_page: true, next_cursor: 'c3' } } },
    );
    const ids: string[] = [];
    for await (const item of client.runs.list({ state: ['SUCCEEDED', 'FAILED'], limit: 2 }))
      ids.push(item.run_id);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/agent/runs?state=SUCCEEDED&state=FAILED&limit=2',
      '/api/v1/agent/runs?state=SUCCEEDED&state=FAILED&limit=2&cursor=c1',
      '/api/v1/agent/runs?state=SUCCEEDED&state=FAILED&limit=2&cursor=c2',
    ]);
  });

  it('stops when has_next_page is false, and yields whole pages from pages()', async () => {
    server.reply(
      {
        status: 200,
        body: {
          factories: [sample('Factory', { uid: 'f1' })],
          page_info: { has_next_page: true, next_cursor: 'x' },
        },
      },
      {
        status: 200,
        body: {
          factories: [sample('Factory', { uid: 'f2' })],
          page_info: { has_next_page: false, next_cursor: 'y' },
        },
      },
    );
    const pages = [];
    for await (const page of client.factories.list({ search: 'web' }).pages())
      pages.push(page.factories.map((f) => f.uid));
    expect(pages).toEqual([['f1'], ['f2']]);
    expect(server.requests).toHaveLength(2);
  });

  it('requests nothing until iterated, and the next page only when needed', async () => {
    server.reply({
      status: 200,
      body: {
        results: [sample('ScorerResult', { run_id: 'r1' }), sample('ScorerResult', { run_id: 'r2' })],
        page_info: { has_next_page: true, next_cursor: 'n' },
      },
    });
    const iterator = client.scorers.results(7, { limit: 2 });
    expect(server.requests).toHaveLength(0);
    for await (const result of iterator) {
      expect(result.run_id).toBe('r1');
      break;
    }
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/factory/scorers/7/results?limit=2']);
  });

  it('ends on a missing cursor or a cursor that repeats', () => {
    expect(nextCursor([1], { has_next_page: true })).toBeUndefined();
    expect(nextCursor([1], { has_next_page: true, next_cursor: '' })).toBeUndefined();
    expect(nextCursor([1], undefined)).toBeUndefined();
    expect(nextCursor([], { has_next_page: true, next_cursor: 'z' })).toBeUndefined();
    expect(nextCursor([1], { next_cursor: 'z' })).toBe('z');
  });

  it('a cursor that comes back again ends the iteration', async () => {
    server.fallback = () => ({
      status: 200,
      body: { runs: [run('a')], page_info: { has_next_page: true, next_cursor: 'same' } },
    });
    const all = await client.runs.list().toArray();
    expect(all.map((r) => r.run_id)).toEqual(['a', 'a']);
    expect(server.requests).toHaveLength(2);
  });

  it('asks judge reasons in batches of at most 100 distinct runs', async () => {
    server.fallback = (req) => ({
      status: 200,
      body: {
        reasons: req.query
          .getAll('run_id')
          .map((id) => ({ run_id: id, status: 'available', reason: `why ${id}` })),
      },
    });
    const ids = Array.from({ length: 250 }, (_, i) => `run-${i}`);
    const { reasons } = await client.scorers.reasons(3, [...ids, 'run-0', 'run-1']);
    expect(reasons).toHaveLength(250);
    expect(server.requests.map((r) => r.query.getAll('run_id').length)).toEqual([100, 100, 50]);
    expect(server.requests[2]!.query.getAll('run_id')[49]).toBe('run-249');
  });
});

describe('PageIterator, on pages made here', () => {
  type P = { items: number[]; info?: { has_next_page?: boolean; next_cursor?: string | null } };
  /** An iterator over `book` (cursor → page), recording the cursors asked for. */
  function over(book: Record<string, P>, start?: string) {
    const asked: (string | undefined)[] = [];
    const iterator = new PageIterator<number, P>(
      async (cursor) => {
        asked.push(cursor);
        return book[cursor ?? '(first)']!;
      },
      (page) => ({ items: page.items, pageInfo: page.info }),
      start,
    );
    return { iterator, asked };
  }

  it('starts at the cursor given, and asks each next cursor once', async () => {
    const { iterator, asked } = over(
      {
        s: { items: [1, 2], info: { has_next_page: true, next_cursor: 'a' } },
        a: { items: [3], info: { next_cursor: 'b' } },
        b: { items: [4], info: { has_next_page: false, next_cursor: 'c' } },
      },
      's',
    );
    expect(await iterator.toArray()).toEqual([1, 2, 3, 4]);
    expect(asked).toEqual(['s', 'a', 'b']);
  });

  it('without a start asks the first page with no cursor', async () => {
    const { iterator, asked } = over({ '(first)': { items: [7] } });
    expect(await iterator.toArray()).toEqual([7]);
    expect(asked).toEqual([undefined]);
  });

  it('pages() yields whole pages, each before the next is asked', async () => {
    const book = {
      '(first)': { items: [1], info: { next_cursor: 'a' } },
      a: { items: [2], info: { next_cursor: null } },
    };
    const { iterator, asked } = over(book);
    const seen: number[][] = [];
    for await (const page of iterator.pages()) {
      seen.push(page.items);
      expect(asked).toHaveLength(seen.length);
    }
    expect(seen).toEqual([[1], [2]]);
  });

  it('a cursor seen before ends the iteration, even after other cursors', async () => {
    const { iterator, asked } = over({
      '(first)': { items: [1], info: { next_cursor: 'a' } },
      a: { items: [2], info: { next_cursor: 'b' } },
      b: { items: [3], info: { next_cursor: 'a' } },
    });
    expect(await iterator.toArray()).toEqual([1, 2, 3]);
    expect(asked).toEqual([undefined, 'a', 'b']);
  });

  it('nextCursor: the flag first, then an empty page, then the cursor', () => {
    expect(nextCursor([1], { has_next_page: false, next_cursor: 'z' })).toBeUndefined();
    expect(nextCursor([1], { has_next_page: true, next_cursor: 'z' })).toBe('z');
    expect(nextCursor([], { next_cursor: 'z' })).toBeUndefined();
    expect(nextCursor([1], { next_cursor: null })).toBeUndefined();
  });
});
