import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiAbortError,
  ApiConnectionError,
  ApiError,
  ApiResponseError,
  ApiTimeoutError,
  CloudAgentClient,
  InvalidArgumentError,
  fetchSignedUrl,
  type ClientOptions,
} from '../../src/client/index.ts';
import { VERSION } from '../../src/version.ts';
import { startScriptServer, type ScriptServer } from '../helpers/script-server.ts';

const KEY = 'sk-test-0123456789abcdef';
const T0 = Date.parse('2026-11-21T12:00:00Z');
const RUN = {
  run_id: 'run-1',
  task_id: 'run-1',
  title: 'Fix the tests',
  state: 'QUEUED',
  prompt: 'Fix the tests',
  created_at: '2026-11-21T12:00:00Z',
  updated_at: '2026-11-21T12:00:00Z',
};

let server: ScriptServer;
let clients: CloudAgentClient[] = [];
let delays: number[];
let clock: number;

/** A client whose sleeps are recorded and take no time, on a clock that moves only by those sleeps. */
function client(extra: Partial<ClientOptions> = {}): CloudAgentClient {
  const c = new CloudAgentClient({
    apiKey: KEY,
    baseUrl: server.url,
    now: () => clock,
    random: () => 0.5,
    sleep: async (ms) => {
      delays.push(ms);
      clock += ms;
    },
    ...extra,
  });
  clients.push(c);
  return c;
}

beforeEach(async () => {
  server = await startScriptServer();
  delays = [];
  clock = T0;
});

afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
  await server.close();
});

const err = (status: number, code: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: {
    error: `${code} happened`,
    status,
    title: code,
    type: `https://docs.warp.dev/errors/${code}`,
    error_code: code,
    ...extra,
  },
});

describe('retries', () => {
  it('retries 503 and 500 with full-jitter backoff, then returns the answer', async () => {
    server.reply(err(503, 'resource_unavailable'), err(500, 'internal_error'), { status: 200, body: RUN });
    const run = await client().runs.get('run-1');
    expect(run).toEqual(RUN);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /agent/runs/run-1',
      'GET /agent/runs/run-1',
      'GET /agent/runs/run-1',
    ]);
    // random() = 0.5 of ceilings 500 and 1000 ms
    expect(delays).toEqual([250, 500]);
    expect(server.requests.map((r) => r.headers['x-retry-count'])).toEqual(['0', '1', '2']);
  });

  it('retries 408 and 429', async () => {
    server.reply({ status: 408 }, { status: 429 }, { status: 200, body: RUN });
    await client().runs.get('run-1');
    expect(server.requests).toHaveLength(3);
  });

  it('uses retry-after-ms before Retry-After', async () => {
    server.reply(
      { status: 429, headers: { 'retry-after-ms': '1500', 'retry-after': '10' } },
      { status: 200, body: RUN },
    );
    await client().runs.get('run-1');
    expect(delays).toEqual([1500]);
  });

  it('reads Retry-After as seconds and as an HTTP date', async () => {
    server.reply(
      { status: 503, headers: { 'retry-after': '2' } },
      { status: 503, headers: { 'retry-after': new Date(T0 + 2000 + 3000).toUTCString() } },
      { status: 200, body: RUN },
    );
    await client().runs.get('run-1');
    expect(delays).toEqual([2000, 3000]);
  });

  it('clamps a hint to the floor and to the most it will wait', async () => {
    server.reply(
      { status: 429, headers: { 'retry-after': '0' } },
      { status: 429, headers: { 'retry-after': '600' } },
      { status: 200, body: RUN },
    );
    await client({ deadlineMs: 3_600_000 }).runs.get('run-1');
    expect(delays).toEqual([100, 30_000]);
  });

  it('gives up at once when the wait would pass the overall deadline', async () => {
    server.reply({ status: 429, headers: { 'retry-after': '20' } });
    const error = await client({ deadlineMs: 10_000 })
      .runs.get('run-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('stops after maxRetries', async () => {
    server.fallback = () => err(503, 'resource_unavailable');
    const error = await client({ retry: { maxRetries: 2 } })
      .runs.get('run-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(3);
  });

  it.each([400, 401, 403, 404, 422])('never retries %i, even when told to', async (status) => {
    server.reply({
      ...err(status, 'invalid_request', { retryable: true }),
      headers: { 'x-should-retry': 'true' },
    });
    const error = await client()
      .runs.get('run-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(server.requests).toHaveLength(1);
  });

  it('x-should-retry: false forbids a retry of a 503', async () => {
    server.reply({ status: 503, headers: { 'x-should-retry': 'false' } });
    await expect(client().runs.get('run-1')).rejects.toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(1);
  });

  it('x-should-retry: true and a body with retryable: true make a 409 retried', async () => {
    server.reply(
      { status: 409, headers: { 'x-should-retry': 'true' } },
      err(409, 'conflict', { retryable: true }),
      { status: 200, body: 'run-1' },
    );
    expect(await client().runs.cancel('run-1')).toBe('run-1');
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 409 the service does not call retryable', async () => {
    server.reply(err(409, 'conflict'));
    await expect(client().runs.cancel('run-1')).rejects.toMatchObject({ status: 409, errorCode: 'conflict' });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a reset connection on a read', async () => {
    server.reply({ reset: true }, { status: 200, body: RUN });
    expect(await client().runs.get('run-1')).toEqual(RUN);
    expect(server.requests).toHaveLength(2);
  });

  it('retries a refused connection, even for a create (nothing reached the service)', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const c = client({ baseUrl: `http://127.0.0.1:${port}/api/v1`, retry: { maxRetries: 2 } });
    const error = await c.runs.create({ prompt: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiConnectionError);
    expect((error as ApiConnectionError).message).toContain('ECONNREFUSED');
    expect((error as ApiConnectionError).outcomeUnknown).toBe(false);
    expect(delays).toHaveLength(2);
  });
});

describe('creates are never re-sent blindly', () => {
  it('a reset after sending a create is thrown as outcome unknown, not re-sent', async () => {
    server.reply({ reset: true });
    const error = await client()
      .runs.create({ prompt: 'hello' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiConnectionError);
    expect((error as ApiConnectionError).outcomeUnknown).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('a 503 on a create is outcome unknown', async () => {
    server.reply(err(503, 'resource_unavailable'));
    const error = await client()
      .runs.create({ prompt: 'hello' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, outcomeUnknown: true });
    expect(server.requests).toHaveLength(1);
  });

  it('a 429 on a create was not acted on, so it is retried', async () => {
    server.reply({ status: 429, headers: { 'retry-after': '1' } }, { status: 200, body: RUN });
    expect(await client().runs.create({ prompt: 'hello' })).toEqual(RUN);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  /** A create whose outcome is unknown: recover is asked once, its run is returned, and nothing is sent again. */
  async function expectAdoptedOnce(): Promise<void> {
    let looked = 0;
    const run = await client().runs.create(
      { prompt: 'hello' },
      {
        recover: async () => {
          looked++;
          return { ...RUN, run_id: 'adopted' };
        },
      },
    );
    expect(run.run_id).toBe('adopted');
    expect(looked).toBe(1);
    expect(server.requests).toHaveLength(1);
  }

  it('recover finds the run the lost answer made, and nothing is sent again', async () => {
    server.reply({ reset: true });
    await expectAdoptedOnce();
  });

  it.each([
    [
      'an HTML page',
      'text/html',
      '<html>OK</html>',
      'createRun: expected a JSON answer, got "text/html" (HTTP 201)',
    ],
    [
      'malformed JSON',
      'application/json',
      '{"run_id": "x", ',
      'createRun: the service sent malformed JSON (HTTP 201, 16 bytes)',
    ],
  ])(
    'a create answered 201 with %s goes to recover, and nothing is sent again',
    async (_what, type, raw, message) => {
      server.reply({ status: 201, headers: { 'content-type': type }, raw });
      await expectAdoptedOnce();

      server.reply({ status: 201, headers: { 'content-type': type }, raw });
      const error = await client()
        .runs.create({ prompt: 'hello' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiResponseError);
      expect(error).toMatchObject({
        outcomeUnknown: true,
        message: `${message} (the service may have acted on it: look before trying again)`,
      });
      expect(server.requests).toHaveLength(2);
    },
  );

  it('recover finding nothing lets the create be sent again', async () => {
    server.reply({ stallMs: 5000 }, { status: 200, body: RUN });
    const run = await client({ timeoutMs: 100 }).runs.create(
      { prompt: 'hello' },
      { recover: async () => undefined },
    );
    expect(run).toEqual(RUN);
    expect(server.requests.map((r) => r.json)).toEqual([{ prompt: 'hello' }, { prompt: 'hello' }]);
  });
});

describe('timeouts, deadline and abort', () => {
  it('a stalled attempt times out and is retried', async () => {
    server.reply({ stallMs: 5000 }, { status: 200, body: RUN });
    expect(await client({ timeoutMs: 100 }).runs.get('run-1')).toEqual(RUN);
    expect(server.requests).toHaveLength(2);
  });

  it('every attempt stalling ends in ApiTimeoutError', async () => {
    server.fallback = () => ({ stallMs: 5000 });
    const error = await client({ timeoutMs: 50, retry: { maxRetries: 1 } })
      .runs.get('run-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(server.requests).toHaveLength(2);
  });

  it('the overall deadline ends the retries', async () => {
    server.fallback = () => err(503, 'resource_unavailable');
    // backoffs of 250, 500, 1000 ms (random 0.5): a 1.2 s deadline allows two waits, not three.
    const error = await client({ deadlineMs: 1200, retry: { maxRetries: 10 } })
      .runs.get('run-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(delays).toEqual([250, 500]);
    expect(server.requests).toHaveLength(3);
  });

  it('an abort ends a backoff sleep at once', async () => {
    server.fallback = () => ({ status: 503, headers: { 'retry-after': '60' } });
    const c = new CloudAgentClient({
      apiKey: KEY,
      baseUrl: server.url,
      deadlineMs: 600_000,
      retry: { maxDelayMs: 120_000 },
    });
    clients.push(c);
    const controller = new AbortController();
    const started = Date.now();
    const pending = c.runs.get('run-1', { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(ApiAbortError);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(server.requests).toHaveLength(1);
  });

  it('an abort ends a request in flight', async () => {
    server.reply({ stallMs: 10_000 });
    const controller = new AbortController();
    const pending = client()
      .runs.get('run-1', { signal: controller.signal })
      .catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    expect(await pending).toBeInstanceOf(ApiAbortError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('bodies', () => {
  it('malformed JSON is an ApiResponseError, not a TypeError', async () => {
    server.reply({ status: 200, headers: { 'content-type': 'application/json' }, raw: '{"run_id": "x", ' });
    const error = await client()
      .runs.get('run-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as Error).message).toBe('getRun: the service sent malformed JSON (HTTP 200, 16 bytes)');
    expect(server.requests).toHaveLength(1);
  });

  it('a wrong content type is an ApiResponseError', async () => {
    server.reply({ status: 200, headers: { 'content-type': 'text/html' }, raw: '<html>login</html>' });
    const error = await client()
      .runs.get('run-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as Error).message).toBe('getRun: expected a JSON answer, got "text/html" (HTTP 200)');
  });

  it('a truncated body is a connection error, retried for reads', async () => {
    server.reply({ truncate: '{"run_id":"ru', declaredLength: 200 }, { status: 200, body: RUN });
    expect(await client().runs.get('run-1')).toEqual(RUN);
    expect(server.requests).toHaveLength(2);
  });

  it('a truncated body on every attempt ends in ApiConnectionError', async () => {
    server.fallback = () => ({ truncate: '{"run_id":"ru', declaredLength: 200 });
    const error = await client({ retry: { maxRetries: 1 } })
      .runs.get('run-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiConnectionError);
    expect((error as Error).message).toMatch(/^getRun: the answer was cut off/);
  });

  it('parses an application/json error body', async () => {
    server.reply({
      status: 403,
      body: {
        error: 'Forbidden (no access to environment)',
        status: 403,
        title: 'Forbidden',
        detail: 'no access to environment',
        type: 'https://docs.warp.dev/reference/api-and-sdk/troubleshooting/errors/not_authorized',
        error_code: 'not_authorized',
        retryable: false,
        trace_id: 'abc123',
      },
    });
    const error = (await client()
      .runs.create({ prompt: 'x' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      errorCode: 'not_authorized',
      title: 'Forbidden',
      detail: 'no access to environment',
      retryable: false,
      traceId: 'abc123',
      operation: 'createRun',
    });
    expect(error.message).toBe(
      'createRun failed (HTTP 403 not_authorized): Forbidden: no access to environment. The API key is valid but may not do this: check the team, environment, MCP server or factory permissions [trace abc123]',
    );
  });

  it('parses an application/problem+json body and takes the code from the type URI', async () => {
    server.reply({
      status: 409,
      headers: { 'content-type': 'application/problem+json' },
      body: {
        type: '/reference/api-and-sdk/troubleshooting/errors/conflict/',
        title: 'Conflict',
        status: 409,
        error: 'Conflict (factory has no foreman agent)',
        detail: 'factory has no foreman agent',
      },
    });
    const error = (await client()
      .factories.dispatch('fac-1', { prompt: 'x' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errorCode).toBe('conflict');
    expect(error.message).toBe(
      'dispatchFactoryRun failed (HTTP 409 conflict): Conflict: factory has no foreman agent. The resource is busy (for example a run still being prepared); try again in a moment',
    );
  });

  it('an error body that is not JSON keeps its text', async () => {
    server.reply({ status: 401, headers: { 'content-type': 'text/plain' }, raw: 'unauthorized' });
    const error = (await client()
      .runs.get('r')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(
      'getRun failed (HTTP 401): unauthorized. The API key was missing or not accepted: check the `api-key` secret (or WARP_API_KEY)',
    );
    expect(error.message).not.toContain(KEY);
  });
});

describe('headers and base URL', () => {
  it('sends the key, accept, user agent; content-type only with a body', async () => {
    server.reply({ status: 200, body: RUN }, { status: 200, body: RUN });
    const c = client({ userAgent: 'cloud-agent-action/9.9.9' });
    await c.runs.get('run-1');
    await c.runs.create({ prompt: 'p' });
    const [get, post] = server.requests;
    expect(get!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(get!.headers.accept).toBe('application/json');
    expect(get!.headers['user-agent']).toBe(
      `cloud-agent-action/9.9.9 cloud-agent-client/${VERSION} node/${process.versions.node}`,
    );
    expect(get!.headers['content-type']).toBeUndefined();
    expect(get!.body).toBe('');
    expect(post!.headers['content-type']).toBe('application/json');
  });

  it('never lets extra headers replace Authorization', async () => {
    server.reply({ status: 200, body: RUN });
    await client({ headers: { Authorization: 'Bearer other', 'X-Extra': '1' } }).runs.get('run-1');
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(server.requests[0]!.headers['x-extra']).toBe('1');
  });

  it.each([
    [
      'http://example.com/api/v1',
      'base-url: must use https (plain http is allowed only on loopback), got http://example.com',
    ],
    [
      'ftp://127.0.0.1/api/v1',
      'base-url: must use https (plain http is allowed only on loopback), got ftp://127.0.0.1',
    ],
    ['not a url', 'base-url: "not a url" is not an absolute URL; use e.g. https://app.warp.dev/api/v1'],
    ['https://user:pw@example.com/api/v1', 'base-url: must not contain credentials'],
    ['https://example.com/api/v1?x=1', 'base-url: must not contain a query or fragment'],
  ])('refuses base URL %s', (baseUrl, message) => {
    expect(() => new CloudAgentClient({ apiKey: KEY, baseUrl })).toThrow(InvalidArgumentError);
    expect(() => new CloudAgentClient({ apiKey: KEY, baseUrl })).toThrow(message);
  });

  it.each([
    'https://app.warp.dev/api/v1',
    'http://localhost:8787/api/v1',
    'http://127.0.0.5/api/v1',
    'http://[::1]:9/api/v1',
  ])('accepts base URL %s', async (baseUrl) => {
    const c = new CloudAgentClient({ apiKey: KEY, baseUrl });
    expect(c.baseUrl).toBe(baseUrl);
    await c.close();
  });

  it('refuses an empty key', () => {
    expect(() => new CloudAgentClient({ apiKey: ' ' })).toThrow(
      'api-key: is empty; pass the API key (for example from a secret)',
    );
  });
});

describe('redirects to signed URLs', () => {
  it('hands back the transcript URL; fetching it sends no key to the other origin', async () => {
    const other = await startScriptServer('');
    try {
      const signed = `${other.origin}/transcripts/run-1?sig=abc&expires=999`;
      server.reply({ status: 302, headers: { location: signed } });
      other.reply({
        status: 200,
        headers: { 'content-type': 'application/octet-stream' },
        raw: 'TRANSCRIPT',
      });
      const { url } = await client().runs.transcript('run-1');
      expect(url).toBe(signed);
      const download = await fetchSignedUrl(url);
      expect(download.body.toString()).toBe('TRANSCRIPT');
      expect(other.requests).toHaveLength(1);
      const sent = other.requests[0]!;
      expect(sent.headers.authorization).toBeUndefined();
      expect(JSON.stringify(sent.headers)).not.toContain(KEY);
      expect(sent.url).not.toContain(KEY);
    } finally {
      await other.close();
    }
  });

  it('resolves a relative Location against the service', async () => {
    server.reply({ status: 302, headers: { location: '/files/a?sig=1' } });
    expect(await client().artifacts.download('0f0e0d0c-0000-4000-8000-000000000001')).toEqual({
      url: `${server.origin}/files/a?sig=1`,
    });
  });

  it('a 200 where a redirect was expected is an ApiResponseError', async () => {
    server.reply({ status: 200, body: {} });
    await expect(client().runs.transcript('run-1')).rejects.toBeInstanceOf(ApiResponseError);
  });
});
