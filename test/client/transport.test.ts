import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiAbortError,
  ApiConnectionError,
  ApiError,
  ApiResponseError,
  ApiShapeError,
  ApiTimeoutError,
  CloudAgentClient,
  DEFAULT_BASE_URL,
  InvalidArgumentError,
  encodeQuery,
  fetchSignedUrl,
  isLoopbackHost,
  parseBaseUrl,
  sleepFor,
  type AttemptEvent,
  type ClientOptions,
  type RetryEvent,
} from '../../src/client/index.ts';
import { VERSION } from '../../src/version.ts';
import { startScriptServer, type Handler, type Reply, type ScriptServer } from '../helpers/script-server.ts';

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

/** A loopback base URL on which nothing listens (a port just closed). */
async function closedPort(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/api/v1`;
}

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
    const c = client({ baseUrl: await closedPort(), retry: { maxRetries: 2 } });
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
});

/**
 * A reply that stalls after moving the faked timers to `ms`: the client set its per-attempt timer before the request
 * left, so the attempt times out as soon as the request arrives, without waiting real time.
 */
const stallPast =
  (ms: number): Handler =>
  () => {
    vi.advanceTimersByTime(ms);
    return { stallMs: 60_000 };
  };

describe('timeouts, deadline and abort', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('recover finding nothing after a timeout lets the create be sent again', async () => {
    server.reply(stallPast(100), { status: 200, body: RUN });
    let looked = 0;
    const run = await client({ timeoutMs: 100 }).runs.create(
      { prompt: 'hello' },
      {
        recover: async () => {
          looked++;
          return undefined;
        },
      },
    );
    expect(run).toEqual(RUN);
    expect(looked).toBe(1);
    expect(server.requests.map((r) => r.json)).toEqual([{ prompt: 'hello' }, { prompt: 'hello' }]);
  });

  it('a timed-out create without recover is an unknown outcome, not sent again', async () => {
    server.reply(stallPast(100));
    const error = (await client({ timeoutMs: 100 })
      .runs.create({ prompt: 'hello' })
      .catch((e: unknown) => e)) as ApiTimeoutError;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error.message).toBe(
      'createRun: no answer within 100 ms (the service may have acted on it: look before trying again)',
    );
    expect(error.outcomeUnknown).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('a stalled attempt times out and is retried', async () => {
    server.reply(stallPast(100), { status: 200, body: RUN });
    expect(await client({ timeoutMs: 100 }).runs.get('run-1')).toEqual(RUN);
    expect(server.requests).toHaveLength(2);
    expect(delays).toEqual([250]);
  });

  it('an attempt is not timed out before its time', async () => {
    server.reply(() => {
      vi.advanceTimersByTime(99);
      return { status: 200, body: RUN };
    });
    expect(await client({ timeoutMs: 100 }).runs.get('run-1')).toEqual(RUN);
    expect(server.requests).toHaveLength(1);
  });

  it('every attempt stalling ends in ApiTimeoutError naming the timeout', async () => {
    server.fallback = stallPast(50);
    const error = (await client({ timeoutMs: 50, retry: { maxRetries: 1 } })
      .runs.get('run-1')
      .catch((e: unknown) => e)) as ApiTimeoutError;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error.message).toBe('getRun: no answer within 50 ms');
    expect(error.operation).toBe('getRun');
    expect(error.outcomeUnknown).toBe(false);
    expect(error.cause).toBeDefined();
    expect(server.requests).toHaveLength(2);
  });

  it('an attempt waits no longer than what is left of the deadline', async () => {
    server.fallback = stallPast(40);
    const error = (await client({ timeoutMs: 100, deadlineMs: 40 })
      .runs.get('run-1')
      .catch((e: unknown) => e)) as ApiTimeoutError;
    expect(error.message).toBe('getRun: no answer within 40 ms');
    expect(server.requests).toHaveLength(1);
  });

  it('the default timeout is 60 s', async () => {
    server.reply(() => {
      vi.advanceTimersByTime(59_999);
      return { status: 200, body: RUN };
    });
    expect(await client().runs.get('run-1')).toEqual(RUN);
    server.reply(stallPast(60_000), { status: 200, body: RUN });
    expect(await client().runs.get('run-1')).toEqual(RUN);
    expect(server.requests).toHaveLength(3);
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

  it('a backoff that would pass the deadline is shortened to leave a second for a last attempt', async () => {
    server.reply({ status: 503 }, { status: 503 }, { status: 503 }, { status: 200, body: RUN });
    // backoffs of 2, 4 and 8 s (base 4 s, random 0.5) in a 10 s deadline: the third wait ends at 9 s, not 14 s.
    const c = client({ deadlineMs: 10_000, retry: { baseDelayMs: 4000, maxRetries: 10 } });
    expect(await c.runs.get('run-1')).toEqual(RUN);
    expect(delays).toEqual([2000, 4000, 3000]);
    expect(server.requests).toHaveLength(4);
    expect(server.requests.map((r) => r.headers['x-retry-count'])).toEqual(['0', '1', '2', '3']);
  });

  it('a shortened wait of exactly the floor is taken; one millisecond less is not', async () => {
    // A first backoff of 2 s (base 4 s, random 0.5) against 1,100 ms left: 100 ms remain after the last second.
    server.fallback = () => ({ status: 503 });
    const at = (deadlineMs: number) =>
      client({ deadlineMs, retry: { baseDelayMs: 4000, maxRetries: 10 } })
        .runs.get('run-1')
        .catch((e: unknown) => e);
    expect(await at(1100)).toMatchObject({ status: 503 });
    expect(delays).toEqual([100]);
    expect(server.requests).toHaveLength(2);
    delays.length = 0;
    server.requests.length = 0;
    expect(await at(1099)).toMatchObject({ status: 503 });
    expect(delays).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('after the last attempt, a wait of less than the floor is not taken: the error is the answer', async () => {
    server.fallback = () => ({ status: 503 });
    const error = await client({ deadlineMs: 10_000, retry: { baseDelayMs: 4000, maxRetries: 10 } })
      .runs.get('run-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(delays).toEqual([2000, 4000, 3000]);
    expect(server.requests).toHaveLength(4);
  });

  it('the default deadline is 5 minutes', async () => {
    server.fallback = () => ({ status: 503, headers: { 'retry-after': '30' } });
    const error = await client({ retry: { maxRetries: 100 } })
      .runs.get('run-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    // waits of 30 s while now + 30 s < T0 + 300 s: at 0, 30, ... 240 s.
    expect(delays).toEqual(Array.from({ length: 9 }, () => 30_000));
  });

  it('an abort ends a backoff sleep at once (the default sleep)', async () => {
    server.fallback = () => ({ status: 503, headers: { 'retry-after': '60' } });
    const controller = new AbortController();
    const c = client({
      sleep: undefined,
      retry: { maxDelayMs: 120_000 },
      // Abort once the wait has begun: the 60 s timer is faked and never fires, so only the abort can end it.
      onRetry: () => queueMicrotask(() => controller.abort(new Error('stop'))),
    });
    const error = (await c.runs
      .get('run-1', { signal: controller.signal })
      .catch((e: unknown) => e)) as ApiAbortError;
    expect(error).toBeInstanceOf(ApiAbortError);
    expect(error.message).toBe('getRun: aborted');
    expect((error.cause as Error).message).toBe('stop');
    expect(server.requests).toHaveLength(1);
  });

  it('the default sleep waits the delay', async () => {
    server.reply({ status: 503 }, { status: 200, body: RUN });
    let waited = false;
    const c = client({
      sleep: undefined,
      onRetry: (event) =>
        queueMicrotask(() => {
          vi.advanceTimersByTime(event.delayMs - 1);
          expect(server.requests).toHaveLength(1);
          vi.advanceTimersByTime(1);
          waited = true;
        }),
    });
    expect(await c.runs.get('run-1')).toEqual(RUN);
    expect(waited).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it('tells onAttempt of an attempt that timed out, and of one the caller aborted', async () => {
    const events: AttemptEvent[] = [];
    server.reply(stallPast(100), { status: 200, body: RUN });
    await client({ timeoutMs: 100, onAttempt: (e) => events.push(e) }).runs.get('run-1');
    expect(events.map((e) => [e.attempt, e.status ?? e.error])).toEqual([
      [0, 'timeout'],
      [1, 200],
    ]);
    events.length = 0;
    const controller = new AbortController();
    server.reply(() => {
      controller.abort(new Error('stop'));
      return { stallMs: 60_000 };
    });
    await expect(
      client({ onAttempt: (e) => events.push(e) }).runs.get('run-1', { signal: controller.signal }),
    ).rejects.toBeInstanceOf(ApiAbortError);
    expect(events.map((e) => [e.attempt, e.status ?? e.error])).toEqual([[0, 'aborted']]);
  });

  it('an abort ends a request in flight', async () => {
    const controller = new AbortController();
    server.reply(() => {
      controller.abort(new Error('stop'));
      return { stallMs: 60_000 };
    });
    const error = (await client()
      .runs.get('run-1', { signal: controller.signal })
      .catch((e: unknown) => e)) as ApiAbortError;
    expect(error).toBeInstanceOf(ApiAbortError);
    expect(error.message).toBe('getRun: aborted');
    expect((error.cause as Error).message).toBe('stop');
    expect(server.requests).toHaveLength(1);
    // Ended there and then: no wait before a retry that could only find the abort.
    expect(delays).toEqual([]);
  });
});

describe('sleepFor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the delay, not before', async () => {
    let done = false;
    const pending = sleepFor(1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
  });

  it('an abort during the wait rejects with the reason at once and clears the timer', async () => {
    const controller = new AbortController();
    const pending = sleepFor(60_000, controller.signal).catch((e: unknown) => e);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort(new Error('stop'));
    expect(((await pending) as Error).message).toBe('stop');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an aborted signal rejects before any timer is set', async () => {
    const error = await sleepFor(10, AbortSignal.abort(new Error('already'))).catch((e: unknown) => e);
    expect((error as Error).message).toBe('already');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops listening to the signal once the wait is over', async () => {
    const controller = new AbortController();
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    const pending = sleepFor(10, controller.signal);
    await vi.advanceTimersByTimeAsync(10);
    await pending;
    expect(removed).toHaveBeenCalledTimes(1);
    expect(removed.mock.calls[0]![0]).toBe('abort');
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
      'getRun failed (HTTP 401): unauthorized. The API key was missing or not accepted',
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
    [
      'localhost:8787/api/v1',
      'base-url: "localhost:8787/api/v1" has no scheme: write https://localhost:8787/api/v1 (or http://localhost:8787/api/v1 on loopback)',
    ],
    [
      'app.warp.dev:443',
      'base-url: "app.warp.dev:443" has no scheme: write https://app.warp.dev:443 (or http://app.warp.dev:443 on loopback)',
    ],
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

describe('query encoding, loopback hosts, base URLs', () => {
  it('encodes repeated keys for arrays, key[sub] for objects, and skips undefined', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery({ a: undefined, b: [] })).toBe('');
    expect(encodeQuery({ a: null })).toBe('?a=');
    expect(encodeQuery({ s: 'a b&c=d', n: 5, t: true, f: false })).toBe(
      '?s=a%20b%26c%3Dd&n=5&t=true&f=false',
    );
    expect(encodeQuery({ state: ['QUEUED', undefined, 'FAILED'] })).toBe('?state=QUEUED&state=FAILED');
    expect(encodeQuery({ metadata: { repo: 'o/r', 'k k': 'v', none: undefined } })).toBe(
      '?metadata%5Brepo%5D=o%2Fr&metadata%5Bk%20k%5D=v',
    );
    expect(encodeQuery({ m: { list: ['x', 'y'], deep: { z: 0 } } })).toBe(
      '?m%5Blist%5D=x&m%5Blist%5D=y&m%5Bdeep%5D%5Bz%5D=0',
    );
  });

  it.each(['localhost', 'LocalHost', '::1', '[::1]', '127.0.0.1', '127.255.0.9', '127.1.22.255'])(
    '%s is loopback',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each([
    'localhost.example.com',
    'my-localhost',
    '[::2]',
    '::1]x',
    '127.1',
    '127.0.0.1.example.com',
    '1127.0.0.1',
    '127.0.0.1234',
    '127.a.0.1',
    '::[1',
    '::]1',
    '0.0.0.0',
    '10.0.0.1',
  ])('%s is not loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });

  it('drops trailing slashes of the base path', () => {
    expect(parseBaseUrl('https://x.dev/api/v1/').href).toBe('https://x.dev/api/v1');
    expect(parseBaseUrl('https://x.dev/api/v1///').href).toBe('https://x.dev/api/v1');
    expect(parseBaseUrl('http://LOCALHOST:1/a').href).toBe('http://localhost:1/a');
  });

  it('refuses a fragment, and credentials given as a user name only or a password only', () => {
    expect(() => parseBaseUrl('https://x.dev/api#top')).toThrow(
      'base-url: must not contain a query or fragment',
    );
    expect(() => parseBaseUrl('https://user@x.dev/api')).toThrow('base-url: must not contain credentials');
    expect(() => parseBaseUrl('https://:pw@x.dev/api')).toThrow('base-url: must not contain credentials');
  });

  it('a base URL at the root of its host sends paths from the root, not from "//"', async () => {
    const root = await startScriptServer('');
    try {
      root.reply({ status: 200, body: RUN }, { status: 302, headers: { location: 'files/t?sig=1' } });
      const c = client({ baseUrl: `${root.origin}/` });
      expect(c.baseUrl).toBe(`${root.origin}/`);
      expect(await c.runs.get('run-1')).toEqual(RUN);
      expect(await c.runs.transcript('run-1')).toEqual({ url: `${root.origin}/files/t?sig=1` });
      expect(root.requests.map((r) => r.url)).toEqual(['/agent/runs/run-1', '/agent/runs/run-1/transcript']);
    } finally {
      await root.close();
    }
  });
});

describe('client options', () => {
  it('trims the key, and refuses one that is not a single line or not a string', () => {
    expect(() => new CloudAgentClient({ apiKey: 'a\nb' })).toThrow('api-key: must be a single line');
    expect(() => new CloudAgentClient({ apiKey: 'a\rb' })).toThrow('api-key: must be a single line');
    expect(() => new CloudAgentClient({ apiKey: undefined as unknown as string })).toThrow(
      'api-key: is empty; pass the API key (for example from a secret)',
    );
    expect(() => new CloudAgentClient({ apiKey: '' })).toThrow(InvalidArgumentError);
  });

  it('sends the trimmed key', async () => {
    server.reply({ status: 200, body: RUN });
    await client({ apiKey: `  ${KEY}\t` }).runs.get('run-1');
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it.each([
    ['timeoutMs', 0, 'timeoutMs: must be a positive number, got 0'],
    ['timeoutMs', -5, 'timeoutMs: must be a positive number, got -5'],
    ['deadlineMs', Number.NaN, 'deadlineMs: must be a positive number, got NaN'],
    ['deadlineMs', Number.POSITIVE_INFINITY, 'deadlineMs: must be a positive number, got Infinity'],
  ])('refuses %s %d', (name, value, message) => {
    expect(() => new CloudAgentClient({ apiKey: KEY, [name]: value })).toThrow(message);
  });

  it('refuses a deadline of a single call that is not positive, sending nothing', async () => {
    await expect(client().runs.get('run-1', { deadlineMs: 0 })).rejects.toThrow(
      'deadlineMs: must be a positive number, got 0',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('the default base URL is the service', async () => {
    const c = new CloudAgentClient({ apiKey: KEY });
    expect(c.baseUrl).toBe('https://app.warp.dev/api/v1');
    expect(DEFAULT_BASE_URL).toBe('https://app.warp.dev/api/v1');
    await c.close();
  });

  it('without userAgent the client names itself; extra headers are sent lower-cased and may replace accept', async () => {
    server.reply({ status: 200, body: RUN });
    await client({ headers: { 'X-Team': 't1', Accept: 'application/vnd.x+json' } }).runs.get('run-1');
    const sent = server.requests[0]!.headers;
    expect(sent['user-agent']).toBe(`cloud-agent-client/${VERSION} node/${process.versions.node}`);
    expect(sent['x-team']).toBe('t1');
    expect(sent.accept).toBe('application/vnd.x+json');
  });

  it("a call's headers come after the client's, and never replace Authorization", async () => {
    server.reply({ status: 200, body: RUN });
    await client({ headers: { 'x-a': 'client', 'x-b': 'client' } }).runs.get('run-1', {
      headers: { 'X-B': 'call', Authorization: 'Bearer stolen' },
    });
    const sent = server.requests[0]!.headers;
    expect([sent['x-a'], sent['x-b'], sent.authorization]).toEqual(['client', 'call', `Bearer ${KEY}`]);
  });

  it("an operation's own headers are sent, and a call's headers replace them", async () => {
    server.reply({ status: 200, body: { artifact_uid: 'a' } }, { status: 200, body: { artifact_uid: 'a' } });
    const c = client();
    await c.harness.reportArtifact('run-9', { artifact_type: 'PLAN', data: {} } as never);
    await c.harness.reportArtifact('run-9', { artifact_type: 'PLAN', data: {} } as never, {
      headers: { 'X-Warp-Cloud-Agent-Id': 'other' },
    });
    expect(server.requests.map((r) => r.headers['x-warp-cloud-agent-id'])).toEqual(['run-9', 'other']);
  });
});

describe('retry details', () => {
  it('tells onRetry each wait: operation, attempt, delay and why', async () => {
    server.reply(err(503, 'resource_unavailable'), { status: 429 }, { status: 200, body: RUN });
    const events: RetryEvent[] = [];
    await client({ onRetry: (event) => events.push(event) }).runs.get('run-1');
    expect(events).toEqual([
      {
        operation: 'getRun',
        attempt: 1,
        delayMs: 250,
        reason:
          'getRun failed (HTTP 503 resource_unavailable): resource_unavailable. The service had an internal problem; try again later',
      },
      {
        operation: 'getRun',
        attempt: 2,
        delayMs: 500,
        reason: 'getRun failed (HTTP 429). The service is rate limiting this key; wait and try again',
      },
    ]);
  });

  it('tells onAttempt each attempt as it ends: the path without its query, the status, the time it took', async () => {
    const answer =
      (status: number, body?: unknown): Handler =>
      () => {
        clock += 7;
        return { status, body };
      };
    server.reply(answer(503), answer(200, { runs: [], page_info: { has_next_page: false } }));
    const events: AttemptEvent[] = [];
    await client({ onAttempt: (event) => events.push(event) }).runs.listPage({
      q: 'secret words',
      metadata: { ticket: 'APP-1' },
    });
    expect(server.requests[0]!.url).toContain('q=secret');
    expect(events).toEqual([
      { operation: 'listRuns', method: 'GET', path: '/api/v1/agent/runs', attempt: 0, status: 503, ms: 7 },
      { operation: 'listRuns', method: 'GET', path: '/api/v1/agent/runs', attempt: 1, status: 200, ms: 7 },
    ]);
  });

  it('tells onAttempt why no answer came: the connection error, a cut-off answer', async () => {
    const events: AttemptEvent[] = [];
    const refused = client({
      baseUrl: await closedPort(),
      retry: { maxRetries: 0 },
      onAttempt: (e) => events.push(e),
    });
    await expect(refused.runs.cancel('run/1')).rejects.toBeInstanceOf(ApiConnectionError);
    expect(events).toEqual([
      {
        operation: 'cancelRun',
        method: 'POST',
        path: '/api/v1/agent/runs/run%2F1/cancel',
        attempt: 0,
        error: 'ECONNREFUSED',
        ms: 0,
      },
    ]);
    events.length = 0;
    server.reply({ reset: true }, { status: 200, body: RUN });
    await client({ onAttempt: (e) => events.push(e) }).runs.get('run-1');
    expect(events.map((e) => [e.attempt, e.status, e.error !== undefined])).toEqual([
      [0, undefined, true],
      [1, 200, false],
    ]);
  });

  it('maxRetries of a single call overrides the policy', async () => {
    server.fallback = () => ({ status: 503 });
    await expect(client().runs.get('run-1', { maxRetries: 0 })).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
    server.requests.length = 0;
    await expect(
      client({ retry: { maxRetries: 0 } }).runs.get('run-1', { maxRetries: 1 }),
    ).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(2);
  });

  it('the policy of the client sets the backoff', async () => {
    server.reply({ status: 503 }, { status: 503 }, { status: 200, body: RUN });
    await client({ retry: { baseDelayMs: 1000, minDelayMs: 1 } }).runs.get('run-1');
    expect(delays).toEqual([500, 1000]);
  });

  it('a wait that ends exactly at the deadline is not taken', async () => {
    server.fallback = () => ({ status: 503, headers: { 'retry-after': '2' } });
    await expect(client({ deadlineMs: 2000 }).runs.get('run-1')).rejects.toMatchObject({ status: 503 });
    expect(delays).toEqual([]);
    server.requests.length = 0;
    // A wait that takes no time on this clock, so the next attempt is not cut short by the deadline.
    const still = client({
      deadlineMs: 2001,
      retry: { maxRetries: 1 },
      sleep: async (ms) => void delays.push(ms),
    });
    await expect(still.runs.get('run-1')).rejects.toMatchObject({ status: 503 });
    expect(delays).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
  });

  it('the deadline counts from the start of the call, per call when given', async () => {
    server.fallback = () => ({ status: 503, headers: { 'retry-after': '2' } });
    await expect(client().runs.get('run-1', { deadlineMs: 2000 })).rejects.toMatchObject({ status: 503 });
    expect(delays).toEqual([]);
  });

  it('when a wait overshoots, the deadline passes before the next attempt: a timeout', async () => {
    server.fallback = () => ({ status: 503 });
    const c = client({
      deadlineMs: 1000,
      sleep: async (ms) => {
        delays.push(ms);
        clock += 5000;
      },
    });
    const error = (await c.runs.get('run-1').catch((e: unknown) => e)) as ApiTimeoutError;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error.message).toBe('getRun: the overall deadline passed before an answer came');
    expect(error.operation).toBe('getRun');
    expect(error.outcomeUnknown).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('a create that was sent and then ran out of time is an unknown outcome', async () => {
    server.fallback = () => ({ status: 429 });
    const c = client({
      deadlineMs: 1000,
      sleep: async () => {
        clock += 5000;
      },
    });
    const error = (await c.runs.create({ prompt: 'p' }).catch((e: unknown) => e)) as ApiTimeoutError;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error.outcomeUnknown).toBe(true);
  });

  it('a deadline that passed before the first attempt sends nothing, and a create is then not in doubt', async () => {
    let calls = 0;
    const c = client({ deadlineMs: 1, now: () => T0 + calls++ });
    const error = (await c.runs.create({ prompt: 'p' }).catch((e: unknown) => e)) as ApiTimeoutError;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error.message).toBe('createRun: the overall deadline passed before an answer came');
    expect(error.outcomeUnknown).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('an abort before the call sends nothing', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const error = (await client()
      .runs.get('run-1', { signal: controller.signal })
      .catch((e: unknown) => e)) as ApiAbortError;
    expect(error).toBeInstanceOf(ApiAbortError);
    expect(error.message).toBe('getRun: aborted');
    expect(error.operation).toBe('getRun');
    expect((error.cause as Error).message).toBe('stop');
    expect(server.requests).toHaveLength(0);
  });

  it('a wait that fails ends the call as aborted, with what failed as the cause', async () => {
    server.fallback = () => ({ status: 503 });
    const broken = new Error('sleep broke');
    const c = client({
      sleep: async () => {
        throw broken;
      },
    });
    const error = (await c.runs.get('run-1').catch((e: unknown) => e)) as ApiAbortError;
    expect(error).toBeInstanceOf(ApiAbortError);
    expect(error.cause).toBe(broken);
    expect(server.requests).toHaveLength(1);
  });

  it('an abort during a wait is an ApiAbortError whose cause is the reason', async () => {
    server.fallback = () => ({ status: 503 });
    const controller = new AbortController();
    const c = client({
      sleep: async () => {
        controller.abort(new Error('enough'));
        throw new Error('enough');
      },
    });
    const error = (await c.runs
      .get('run-1', { signal: controller.signal })
      .catch((e: unknown) => e)) as ApiAbortError;
    expect(error).toBeInstanceOf(ApiAbortError);
    expect(error.message).toBe('getRun: aborted');
    expect((error.cause as Error).message).toBe('enough');
    expect(server.requests).toHaveLength(1);
  });
});

describe('what an answer means', () => {
  it('a 204 is undefined; an empty 200 is undefined where the contract declares no body', async () => {
    server.reply({ status: 204 }, { status: 200, raw: '' });
    const c = client();
    expect(await c.scorers.delete(4)).toBeUndefined();
    expect(await c.scorers.delete(4)).toBeUndefined();
  });

  it('an empty 200 where a body is declared is a wrong shape, not retried', async () => {
    server.reply({ status: 200, raw: '' });
    const error = (await client()
      .runs.get('run-1')
      .catch((e: unknown) => e)) as ApiShapeError;
    expect(error).toBeInstanceOf(ApiShapeError);
    expect(error.message).toBe(
      'getRun answered a wrong shape: (answer): expected object, got an empty answer',
    );
    expect(error.status).toBe(200);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    'application/json; charset=utf-8',
    'Application/JSON',
    ' application/json ;q=1',
    'application/problem+json',
    'application/vnd.warp.run+json; charset=utf-8',
  ])('%s is JSON', async (type) => {
    server.reply({ status: 200, headers: { 'content-type': type }, raw: JSON.stringify(RUN) });
    expect(await client().runs.get('run-1')).toEqual(RUN);
  });

  it.each([
    ['text/json', 'getRun: expected a JSON answer, got "text/json" (HTTP 200)'],
    ['application/jsonp', 'getRun: expected a JSON answer, got "application/jsonp" (HTTP 200)'],
    [
      'text/plain; x=application/json',
      'getRun: expected a JSON answer, got "text/plain; x=application/json" (HTTP 200)',
    ],
  ])('%s is not JSON', async (type, message) => {
    server.reply({ status: 200, headers: { 'content-type': type }, raw: JSON.stringify(RUN) });
    const error = (await client()
      .runs.get('run-1')
      .catch((e: unknown) => e)) as ApiResponseError;
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error.message).toBe(message);
    expect(error).toMatchObject({ status: 200, contentType: type, operation: 'getRun' });
  });

  it('a body without a content type is not JSON', async () => {
    server.reply({ status: 200, raw: JSON.stringify(RUN) });
    await expect(client().runs.get('run-1')).rejects.toThrow(
      'getRun: expected a JSON answer, got no content type (HTTP 200)',
    );
  });

  it('malformed JSON keeps the parse error as its cause', async () => {
    server.reply({ status: 200, headers: { 'content-type': 'application/json' }, raw: '{' });
    const error = (await client()
      .runs.get('run-1')
      .catch((e: unknown) => e)) as ApiResponseError;
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect(error).toMatchObject({ status: 200, contentType: 'application/json', operation: 'getRun' });
  });

  it('a 299 is a success', async () => {
    server.reply({ status: 299, body: RUN });
    expect(await client().runs.get('run-1')).toEqual(RUN);
  });

  it('a 300 with a JSON body is an error to an operation that expects no redirect', async () => {
    server.reply({ status: 300, body: RUN });
    await expect(client().runs.get('run-1')).rejects.toMatchObject({ status: 300, body: RUN });
  });

  it('a redirect to an operation that does not expect one is an ApiError, not followed', async () => {
    server.reply({ status: 302, headers: { location: '/elsewhere' } });
    const error = (await client()
      .runs.get('run-1')
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(302);
    expect(server.requests).toHaveLength(1);
  });

  it('a redirect without a Location is an ApiResponseError', async () => {
    server.reply({ status: 307 });
    const error = (await client()
      .runs.transcript('run-1')
      .catch((e: unknown) => e)) as ApiResponseError;
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error.message).toBe('getRunTranscript: redirect without a Location header');
    expect(error).toMatchObject({ status: 307, operation: 'getRunTranscript', contentType: undefined });
  });

  it('a 300 and a 399 with a Location are redirects; a 400 is an error', async () => {
    server.reply(
      { status: 300, headers: { location: 'https://files.example/a' } },
      { status: 399, headers: { location: 'b?sig=1' } },
      { status: 400, headers: { location: 'https://files.example/c' } },
    );
    const c = client();
    expect(await c.runs.transcript('r')).toEqual({ url: 'https://files.example/a' });
    expect(await c.runs.transcript('r')).toEqual({ url: `${server.url}/b?sig=1` });
    await expect(c.runs.transcript('r')).rejects.toMatchObject({ status: 400 });
  });

  it('a success where a redirect was expected names the status', async () => {
    server.reply({ status: 200, body: {} });
    const error = (await client()
      .runs.transcript('run-1')
      .catch((e: unknown) => e)) as ApiResponseError;
    expect(error.message).toBe('getRunTranscript: expected a redirect to a download URL, got HTTP 200');
    expect(error).toMatchObject({
      status: 200,
      operation: 'getRunTranscript',
      contentType: 'application/json',
    });
  });

  it('an error answer keeps its headers, lower-cased, and its JSON body', async () => {
    server.reply({
      status: 404,
      headers: { 'X-Request-Id': 'req-1', 'content-type': 'application/json' },
      raw: JSON.stringify({ error: 'no such run' }),
    });
    const error = (await client()
      .runs.get('run-1')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.headers['x-request-id']).toBe('req-1');
    expect(error.body).toEqual({ error: 'no such run' });
    expect(error.message).toBe(
      'getRun failed (HTTP 404): no such run. It does not exist or this key cannot see it: check the id',
    );
  });

  it('an error body that is JSON but not an object is kept as text', async () => {
    server.reply(
      { status: 400, raw: '["bad"]' },
      { status: 400, raw: 'null' },
      { status: 400, raw: '"oops"' },
      { status: 400, raw: '5' },
      { status: 400, raw: '' },
    );
    const c = client();
    for (const text of ['["bad"]', 'null', '"oops"', '5']) {
      const error = (await c.runs.get('r').catch((e: unknown) => e)) as ApiError;
      expect(error.body).toBeUndefined();
      expect(error.message).toBe(`getRun failed (HTTP 400): ${text}`);
    }
    const empty = (await c.runs.get('r').catch((e: unknown) => e)) as ApiError;
    expect(empty.message).toBe('getRun failed (HTTP 400)');
  });

  it('an error body is read up to 64 KiB: a longer JSON body is kept as its first characters', async () => {
    const small = JSON.stringify({ error: 'small', pad: 'p'.repeat(60_000) });
    const large = JSON.stringify({ error: 'large', pad: 'p'.repeat(70_000) });
    server.reply({ status: 400, raw: small }, { status: 400, raw: large });
    const c = client();
    const first = (await c.runs.get('r').catch((e: unknown) => e)) as ApiError;
    expect(first.body?.error).toBe('small');
    const second = (await c.runs.get('r').catch((e: unknown) => e)) as ApiError;
    expect(second.body).toBeUndefined();
    expect(second.message).toBe(`getRun failed (HTTP 400): ${large.slice(0, 200)}`);
  });
});

describe('creates: what may have been acted on', () => {
  it.each([
    ['a 408', { status: 408 }],
    ['a 503 marked x-should-retry: true', { status: 503, headers: { 'x-should-retry': 'true' } }],
    ['a 503 whose body says retryable', err(503, 'resource_unavailable', { retryable: true })],
  ])('%s was not acted on: sent again, never in doubt', async (_what, reply) => {
    server.reply(reply as Reply, { status: 200, body: RUN });
    let looked = 0;
    const run = await client().runs.create(
      { prompt: 'p' },
      {
        recover: async () => {
          looked++;
          return undefined;
        },
      },
    );
    expect(run).toEqual(RUN);
    expect(looked).toBe(0);
    expect(server.requests).toHaveLength(2);
  });

  it('a 500 marked x-should-retry: false is final and not in doubt', async () => {
    server.reply({ status: 500, headers: { 'x-should-retry': 'false' } });
    let looked = 0;
    const error = (await client()
      .runs.create(
        { prompt: 'p' },
        {
          recover: async () => {
            looked++;
            return undefined;
          },
        },
      )
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.outcomeUnknown).toBe(false);
    expect(looked).toBe(0);
  });

  it('a 500 without recover: outcome unknown, and the message says to look first', async () => {
    server.reply({ status: 500 });
    const error = (await client()
      .runs.create({ prompt: 'p' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.outcomeUnknown).toBe(true);
    expect(error.message).toBe(
      'createRun failed (HTTP 500). The service had an internal problem; try again later (the service may have acted on it: look before trying again)',
    );
  });

  it('recover is asked after each doubtful attempt; finding nothing on the last one throws the error as it is', async () => {
    server.fallback = () => ({ status: 502 });
    let looked = 0;
    const error = (await client({ retry: { maxRetries: 1 } })
      .runs.create(
        { prompt: 'p' },
        {
          recover: async () => {
            looked++;
            return undefined;
          },
        },
      )
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.outcomeUnknown).toBe(false);
    expect(looked).toBe(2);
    expect(server.requests).toHaveLength(2);
  });

  it('recover finding nothing after an unreadable 201 lets it be sent again', async () => {
    server.reply(
      { status: 201, headers: { 'content-type': 'text/html' }, raw: '<html>' },
      { status: 201, body: RUN },
    );
    const run = await client().runs.create({ prompt: 'p' }, { recover: async () => undefined });
    expect(run).toEqual(RUN);
    expect(server.requests).toHaveLength(2);
  });

  it('an unreadable answer to a read is thrown at once, not retried', async () => {
    server.reply({ status: 200, headers: { 'content-type': 'text/html' }, raw: '<html>' });
    await expect(client().runs.get('run-1')).rejects.toBeInstanceOf(ApiResponseError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('connection failures', () => {
  it('a reset before any answer names the code, and is retried for reads', async () => {
    server.reply({ reset: true }, { reset: true });
    const error = (await client({ retry: { maxRetries: 1 } })
      .runs.get('run-1')
      .catch((e: unknown) => e)) as ApiConnectionError;
    expect(error).toBeInstanceOf(ApiConnectionError);
    expect(error.message).toBe('getRun: could not reach the service (UND_ERR_SOCKET)');
    expect(error.operation).toBe('getRun');
    expect(error.cause).toBeInstanceOf(Error);
    expect(server.requests).toHaveLength(2);
  });

  it('a refused connection names the code, reached through the causes', async () => {
    const c = client({ baseUrl: await closedPort(), retry: { maxRetries: 0 } });
    const error = (await c.runs.get('run-1').catch((e: unknown) => e)) as ApiConnectionError;
    expect(error.message).toBe('getRun: could not reach the service (ECONNREFUSED)');
  });
});

describe('fetchSignedUrl', () => {
  let files: ScriptServer;
  beforeEach(async () => {
    files = await startScriptServer('');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await files.close();
  });

  it('GETs the URL with only a user agent, and hands back status, content type and bytes', async () => {
    files.reply({ status: 200, headers: { 'content-type': 'text/plain' }, raw: 'hello' });
    const download = await fetchSignedUrl(`${files.origin}/t?sig=1`);
    expect(download).toEqual({ status: 200, contentType: 'text/plain', body: Buffer.from('hello') });
    expect(files.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /t?sig=1']);
    expect(files.requests[0]!.headers['user-agent']).toBe(`cloud-agent-client/${VERSION}`);
  });

  it('refuses a non-https URL off loopback, sending nothing', async () => {
    await expect(fetchSignedUrl('http://files.example/t')).rejects.toThrow(
      'url: refusing to download from a non-https URL (http://files.example)',
    );
    await expect(fetchSignedUrl('ftp://127.0.0.1/t')).rejects.toThrow(
      'url: refusing to download from a non-https URL (ftp://127.0.0.1)',
    );
  });

  it('an https URL is fetched (here: refused by a closed port)', async () => {
    const base = new URL(await closedPort());
    const error = (await fetchSignedUrl(`https://${base.host}/t`).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ApiConnectionError);
    expect(error.message).toBe(`download from ${base.host} failed (ECONNREFUSED)`);
  });

  it('takes up to maxBytes, and refuses one byte more', async () => {
    files.reply({ status: 200, raw: '12345' }, { status: 200, raw: '123456' });
    expect((await fetchSignedUrl(`${files.origin}/a`, { maxBytes: 5 })).body.toString()).toBe('12345');
    const error = (await fetchSignedUrl(`${files.origin}/a`, { maxBytes: 5 }).catch(
      (e: unknown) => e,
    )) as ApiResponseError;
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error.message).toBe(`download from ${new URL(files.origin).host} is larger than 5 bytes`);
    expect(error.status).toBe(200);
  });

  it('takes more than a few bytes by default', async () => {
    files.reply({ status: 200, raw: 'x'.repeat(100_000) });
    expect((await fetchSignedUrl(`${files.origin}/a`)).body.length).toBe(100_000);
  });

  it('an error status is an ApiError of the download, with the first 500 characters of its text', async () => {
    files.reply({ status: 403, headers: { 'content-type': 'application/xml' }, raw: 'A'.repeat(500) + 'B' });
    const error = (await fetchSignedUrl(`${files.origin}/a`).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.operation).toBe('download');
    expect(error.headers['content-type']).toBe('application/xml');
    expect(error.message).toBe(
      `download failed (HTTP 403): ${'A'.repeat(200)}. The API key is valid but may not do this: check the team, environment, MCP server or factory permissions`,
    );
  });

  it('a 399 is handed back, a 400 is an error', async () => {
    files.reply({ status: 399, raw: 'r' }, { status: 400, raw: 'bad' });
    expect((await fetchSignedUrl(`${files.origin}/a`)).status).toBe(399);
    await expect(fetchSignedUrl(`${files.origin}/a`)).rejects.toMatchObject({ status: 400 });
  });

  it('a failed connection is an ApiConnectionError naming the host and the code', async () => {
    const base = new URL(await closedPort());
    const error = (await fetchSignedUrl(`${base.origin}/t`).catch((e: unknown) => e)) as ApiConnectionError;
    expect(error).toBeInstanceOf(ApiConnectionError);
    expect(error.message).toBe(`download from ${base.host} failed (ECONNREFUSED)`);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('a given signal ends it, alone or with a timeout', async () => {
    const stop = AbortSignal.abort(new Error('stop'));
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    for (const options of [{ signal: stop }, { signal: stop, timeoutMs: 60_000 }]) {
      const error = (await fetchSignedUrl(`${files.origin}/t`, options).catch((e: unknown) => e)) as Error;
      expect(error).toBeInstanceOf(ApiConnectionError);
      expect(error.message).toBe(`download from ${new URL(files.origin).host} failed (Error: stop)`);
    }
    expect(timeout.mock.calls).toEqual([[60_000]]);
    expect(files.requests).toHaveLength(0);
  });

  it('timeoutMs alone sets a timeout', async () => {
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(AbortSignal.abort(new Error('timed out')));
    const error = (await fetchSignedUrl(`${files.origin}/t`, { timeoutMs: 5 }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.message).toBe(`download from ${new URL(files.origin).host} failed (Error: timed out)`);
    expect(AbortSignal.timeout).toHaveBeenCalledWith(5);
  });
});

describe('what an attempt leaves behind', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('clears its timer once the answer is in, so nothing holds the process open', async () => {
    const set = vi.spyOn(globalThis, 'setTimeout');
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    server.reply({ status: 200, body: RUN });
    await client({ timeoutMs: 4321 }).runs.get('run-1');
    const mine = set.mock.calls.flatMap((call, i) => (call[1] === 4321 ? [set.mock.results[i]!.value] : []));
    expect(mine).toHaveLength(1);
    expect(clear).toHaveBeenCalledWith(mine[0]);
  });

  it("stops listening to the caller's signal after each attempt", async () => {
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    server.reply({ status: 503 }, { status: 200, body: RUN });
    await client().runs.get('run-1', { signal: controller.signal });
    expect(added.mock.calls.map((call) => call[0])).toEqual(['abort', 'abort']);
    expect(removed.mock.calls).toEqual(added.mock.calls.map((call) => [call[0], call[1]]));
  });
});

describe('failures seen through a stubbed dispatcher', () => {
  /** What the dispatcher (an Agent, with no proxy set) answers next: an error to reject with, or a response. */
  type Outcome =
    | { reject: unknown }
    | {
        status: number;
        headers?: Record<string, string | string[] | undefined>;
        text?: string;
        textError?: unknown;
      };

  function stubPool(...outcomes: Outcome[]) {
    return vi.spyOn(Agent.prototype, 'request').mockImplementation((async () => {
      const next = outcomes.shift();
      if (!next) throw new Error('no more stubbed outcomes');
      if ('reject' in next) throw next.reject;
      return {
        statusCode: next.status,
        headers: next.headers ?? {},
        body: {
          text: async () => {
            if (next.textError !== undefined) throw next.textError;
            return next.text ?? '';
          },
        },
      };
    }) as never);
  }
  const coded = (code: unknown, cause?: unknown) =>
    Object.assign(new Error(`failed with ${String(code)}`), { code }, cause === undefined ? {} : { cause });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'UND_ERR_CONNECT_TIMEOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
  ])(
    'a create that failed to connect with %s never reached the service: sent again, not in doubt',
    async (code) => {
      const request = stubPool({ reject: coded(code) }, { reject: coded(code) });
      const error = (await client({ retry: { maxRetries: 1 } })
        .runs.create({ prompt: 'p' })
        .catch((e: unknown) => e)) as ApiConnectionError;
      expect(error).toBeInstanceOf(ApiConnectionError);
      expect(error.message).toBe(`createRun: could not reach the service (${code})`);
      expect(error.outcomeUnknown).toBe(false);
      expect(request).toHaveBeenCalledTimes(2);
    },
  );

  it('a create that failed otherwise may have reached it: in doubt, not sent again', async () => {
    const request = stubPool({ reject: coded('ECONNRESET') });
    const error = (await client()
      .runs.create({ prompt: 'p' })
      .catch((e: unknown) => e)) as ApiConnectionError;
    expect(error.outcomeUnknown).toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('the code is looked for through up to four causes, past UND_ERR_SOCKET', async () => {
    stubPool(
      { reject: coded('UND_ERR_SOCKET', coded(undefined, coded(7, coded('ECONNREFUSED')))) },
      { reject: coded(undefined, coded(undefined, coded(undefined, coded(undefined, coded('ENOTFOUND'))))) },
      { reject: coded('UND_ERR_SOCKET') },
      { reject: new Error('plain') },
      { reject: 'a string' },
      { reject: undefined },
    );
    const c = client({ retry: { maxRetries: 0 } });
    const messages: string[] = [];
    for (let i = 0; i < 6; i++)
      messages.push(((await c.runs.get('r').catch((e: unknown) => e)) as Error).message);
    expect(messages).toEqual([
      'getRun: could not reach the service (ECONNREFUSED)',
      'getRun: could not reach the service (failed with undefined)',
      'getRun: could not reach the service (UND_ERR_SOCKET)',
      'getRun: could not reach the service (plain)',
      'getRun: could not reach the service (a string)',
      'getRun: could not reach the service (undefined)',
    ]);
  });

  it('a code found through the causes still means never sent', async () => {
    const request = stubPool(
      { reject: coded('UND_ERR_SOCKET', coded('ECONNREFUSED')) },
      { status: 200, headers: { 'content-type': 'application/json' }, text: JSON.stringify(RUN) },
    );
    expect(await client().runs.create({ prompt: 'p' })).toEqual(RUN);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a body cut off is in doubt for a create, whatever its code', async () => {
    stubPool({
      status: 201,
      headers: { 'content-type': 'application/json' },
      textError: coded('ECONNREFUSED'),
    });
    const error = (await client()
      .runs.create({ prompt: 'p' })
      .catch((e: unknown) => e)) as ApiConnectionError;
    expect(error.message).toBe(
      'createRun: the answer was cut off (ECONNREFUSED) (the service may have acted on it: look before trying again)',
    );
    expect(error.outcomeUnknown).toBe(true);
  });

  it('response headers are read lower-cased, lists joined, absent ones left out', async () => {
    stubPool({ status: 400, headers: { 'Set-Cookie': ['a=1', 'b=2'], 'X-Up': 'v', gone: undefined } });
    const error = (await client()
      .runs.get('r')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.headers).toEqual({ 'set-cookie': 'a=1, b=2', 'x-up': 'v' });
    expect(Object.keys(error.headers)).toEqual(['set-cookie', 'x-up']);
  });

  it('a JSON error body that says nothing leaves the message at the status', async () => {
    stubPool({ status: 400, text: '{}' });
    const error = (await client()
      .runs.get('r')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual({});
    expect(error.message).toBe('getRun failed (HTTP 400)');
  });

  it('a 204 is undefined even where the contract declares a body', async () => {
    stubPool({ status: 204 });
    expect(await client().runs.get('r')).toBeUndefined();
  });

  it('sends the method, the path with its query, the headers and the JSON body', async () => {
    const request = stubPool({
      status: 200,
      headers: { 'content-type': 'application/json' },
      text: JSON.stringify(RUN),
    });
    await client().runs.create({ prompt: 'p' });
    const options = request.mock.calls[0]![0] as {
      origin: string;
      method: string;
      path: string;
      body: string;
      headers: Record<string, string>;
    };
    expect(options.origin).toBe(new URL(server.url).origin);
    expect(options.method).toBe('POST');
    expect(options.path).toBe('/api/v1/agent/runs');
    expect(options.body).toBe('{"prompt":"p"}');
    expect(options.headers['x-retry-count']).toBe('0');
  });
});

describe('timeouts of a single call', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a call's timeoutMs replaces the client's, and the cause says the attempt timed out", async () => {
    server.fallback = stallPast(30);
    const error = (await client({ timeoutMs: 100, retry: { maxRetries: 0 } })
      .runs.get('run-1', { timeoutMs: 30 })
      .catch((e: unknown) => e)) as ApiTimeoutError;
    expect(error.message).toBe('getRun: no answer within 30 ms');
    expect((error.cause as Error).message).toBe('attempt timed out');
  });
});

describe('close', () => {
  /** A client of client()'s kind that this test closes (afterEach closes client()'s own). */
  const closedHere = (extra: Partial<ClientOptions> = {}) => {
    const c = client(extra);
    clients = clients.filter((other) => other !== c);
    return c;
  };

  /**
   * A loopback server answering every request with `body`, and the end of each connection it accepted. The tests
   * below check that closing formats no stack trace of undici's: its close() ends each connection with a
   * ClientDestroyedError whose stack Node's streams read, and formatting it maps the frames through the source map
   * of undici's chunk of the bundle, at the end of every step.
   */
  async function plainServer(
    body: string,
  ): Promise<{ origin: string; ended: Promise<void>[]; close(): Promise<void> }> {
    const ended: Promise<void>[] = [];
    const server = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(body));
    server.on('connection', (socket) => ended.push(new Promise((resolve) => socket.on('close', resolve))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      origin: `http://127.0.0.1:${port}`,
      ended,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  /** The codes of undici's errors whose stack trace was formatted while `act` ran. */
  async function undiciStacksFormatted(act: () => Promise<void>): Promise<string[]> {
    const formatted: string[] = [];
    const previous = Error.prepareStackTrace;
    Error.prepareStackTrace = (error, frames) => {
      formatted.push((error as { code?: string }).code ?? '');
      return previous
        ? previous(error, frames)
        : `${String(error)}\n${frames.map((f) => `    at ${f}`).join('\n')}`;
    };
    try {
      await act();
    } finally {
      Error.prepareStackTrace = previous;
    }
    return formatted.filter((code) => code.startsWith('UND_ERR'));
  }

  it('ends the connections without formatting a stack trace', async () => {
    const plain = await plainServer(JSON.stringify(RUN));
    try {
      const c = closedHere({ baseUrl: `${plain.origin}/api/v1` });
      await expect(c.runs.get('run-1')).resolves.toMatchObject({ run_id: 'run-1' });
      expect(plain.ended).toHaveLength(1);
      const formatted = await undiciStacksFormatted(async () => {
        await c.close();
        await plain.ended[0];
      });
      expect(formatted).toEqual([]);
      await expect(c.runs.get('run-1')).rejects.toBeInstanceOf(ApiConnectionError);
    } finally {
      await plain.close();
    }
  });

  it('a download ends its connection without formatting a stack trace', async () => {
    const plain = await plainServer('hello');
    try {
      let body = '';
      const formatted = await undiciStacksFormatted(async () => {
        body = (await fetchSignedUrl(`${plain.origin}/t?sig=1`)).body.toString();
        expect(plain.ended).toHaveLength(1);
        await plain.ended[0];
      });
      expect(body).toBe('hello');
      expect(formatted).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('waits for a request in flight, which ends with its answer', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.reply(async () => {
      await answered;
      return { status: 200, body: RUN };
    });
    const c = closedHere();
    const events: string[] = [];
    const got = c.runs.get('run-1').then((run) => events.push(`answer ${run.run_id}`));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    const closed = c.close().then(() => events.push('closed'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    answer();
    await Promise.all([got, closed]);
    expect(events).toEqual(['answer run-1', 'closed']);
  });
});
