import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { nextCursor } from '../../src/client/pagination.ts';
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
