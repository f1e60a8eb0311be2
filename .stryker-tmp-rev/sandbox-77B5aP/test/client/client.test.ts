/**
 * What src/client/client.ts decides itself, beyond sending each operation (operations.test.ts) and checking values
 * (validation.test.ts): where a listing starts and how its cursor moves; judge reasons asked in batches of distinct runs; the base URL and close.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient, REASONS_BATCH } from '../../src/client/index.ts';
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
  server.fallback = () => ({ status: 200, body: {} });
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('listings', () => {
  const page = (key: string, items: unknown[], next?: string) => ({
    status: 200,
    body: {
      [key]: items,
      page_info: next ? { has_next_page: true, next_cursor: next } : { has_next_page: false },
    },
  });

  it('runs.list starts at the cursor given, then follows the pages', async () => {
    const run = sample('RunItem', { run_id: 'r1' });
    server.reply(page('runs', [run], 'c2'), page('runs', [run]));
    expect(await client.runs.list({ cursor: 'c1', limit: 1 }).toArray()).toEqual([run, run]);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/agent/runs?cursor=c1&limit=1',
      '/api/v1/agent/runs?cursor=c2&limit=1',
    ]);
  });

  it('factories.list starts at the cursor given, then follows the pages', async () => {
    const factory = sample('Factory', { uid: 'f1' });
    server.reply(page('factories', [factory], 'c2'), page('factories', [factory]));
    expect(await client.factories.list({ cursor: 'c1' }).toArray()).toEqual([factory, factory]);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/factory?cursor=c1',
      '/api/v1/factory?cursor=c2',
    ]);
  });

  it('scorers.results starts at the cursor given, then follows the pages', async () => {
    const result = sample('ScorerResult', { run_id: 'r1' });
    server.reply(page('results', [result], 'c2'), page('results', [result]));
    expect(await client.scorers.results(5, { cursor: 'c1' }).toArray()).toEqual([result, result]);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/factory/scorers/5/results?cursor=c1',
      '/api/v1/factory/scorers/5/results?cursor=c2',
    ]);
  });

  it('a listing without a cursor sends none', async () => {
    server.reply(page('runs', []));
    expect(await client.runs.list().toArray()).toEqual([]);
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/agent/runs']);
  });
});

describe('scorer reasons', () => {
  it('asks at most 100 distinct runs at a time, and returns every reason in order', async () => {
    expect(REASONS_BATCH).toBe(100);
    server.fallback = (req) => ({
      status: 200,
      body: { reasons: req.query.getAll('run_id').map((id) => ({ run_id: id, status: 'pending' })) },
    });
    const ids = Array.from({ length: 200 }, (_, i) => `r${i}`);
    const { reasons } = await client.scorers.reasons(2, [...ids, 'r0']);
    expect(reasons.map((r) => r.run_id)).toEqual(ids);
    expect(server.requests.map((r) => r.query.getAll('run_id').length)).toEqual([100, 100]);
    expect(server.requests[1]!.query.getAll('run_id')[0]).toBe('r100');
  });

  it('asks nothing for no runs', async () => {
    expect(await client.scorers.reasons(2, [])).toEqual({ reasons: [], unmatched: 0 });
    expect(server.requests).toHaveLength(0);
  });
});

describe('the client', () => {
  it('hands back its base URL', () => {
    expect(client.baseUrl).toBe(server.url);
  });

  it('close ends its connections: a call after it fails', async () => {
    const other = new CloudAgentClient({ apiKey: 'k', baseUrl: server.url, retry: { maxRetries: 0 } });
    await other.close();
    await expect(other.runs.get('r')).rejects.toThrow(
      'getRun: could not reach the service (UND_ERR_DESTROYED)',
    );
  });
});
