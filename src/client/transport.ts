import type { Dispatcher } from 'undici';
import type { CloudAgentError } from './errors.ts';
import {
  ApiAbortError,
  ApiConnectionError,
  ApiError,
  ApiResponseError,
  ApiShapeError,
  ApiTimeoutError,
  InvalidArgumentError,
  type ErrorBody,
} from './errors.ts';
import { checkAnswer } from './answers.ts';
import { closeDispatcher, dispatcherFor } from './proxy.ts';
import {
  DEFAULT_RETRY_POLICY,
  retryDelayMs,
  retryVerdictForStatus,
  serverRetryDelayMs,
  type RetryPolicy,
} from './retry.ts';
import { ATTEMPT_MS, LAST_ATTEMPT_MS, REQUEST_MS, scaled } from '../timing.ts';
import { VERSION } from '../version.ts';

export const DEFAULT_BASE_URL = 'https://app.warp.dev/api/v1';

export interface RetryEvent {
  operation: string;
  attempt: number;
  delayMs: number;
  reason: string;
}

/** One attempt of a request, told when it ends: what was asked, what came back (or why nothing did), how long. */
export interface AttemptEvent {
  operation: string;
  method: HttpRequest['method'];
  /** The path on the service, without the query (filter values are the caller's, not a log's). */
  path: string;
  /** 0 for the first attempt, 1 for the first retry, ... */
  attempt: number;
  /** The answer's HTTP status; undefined when none came. */
  status?: number;
  /** Why no answer came: `timeout`, `aborted`, or the connection error's code. */
  error?: string;
  /** From sending the request to the end of the answer's body (or of the failure). */
  ms: number;
}

export interface ClientOptions {
  apiKey: string;
  /** Default `https://app.warp.dev/api/v1`. Must be https, except on loopback. */
  baseUrl?: string;
  /** Per-attempt timeout. Default 60 s. */
  timeoutMs?: number;
  /** Overall deadline of one call, retries and waits included. Default 5 minutes. */
  deadlineMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Extra headers on every request (never `Authorization`: that comes from apiKey). */
  headers?: Record<string, string>;
  /** Product token placed before the client's own in User-Agent, e.g. `cloud-agent-action/1.2.0`. */
  userAgent?: string;
  /** Most sockets to the service at once. Default 64. */
  connections?: number;
  /** Injected for tests: how to wait, what time it is, where jitter comes from. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
  random?: () => number;
  onRetry?: (event: RetryEvent) => void;
  /** Told of every attempt when it ends (a verbose log's request lines). Never given the key or the query. */
  onAttempt?: (event: AttemptEvent) => void;
  /**
   * Check every 2xx answer against the shape the contract declares (default true). Off only to measure what the
   * check costs (`npm run bench -- client`).
   */
  checkAnswers?: boolean;
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  deadlineMs?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
  /**
   * For operations that create something: called when an attempt's outcome is unknown (timeout, reset, 5xx after
   * the request was sent). It looks for what the attempt would have created and returns it, or returns undefined
   * when nothing was created, in which case the request is sent again. Without it such a failure is thrown with
   * `outcomeUnknown: true`.
   */
  recover?: () => Promise<unknown>;
}

export type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

export interface HttpRequest {
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue> | undefined;
  body?: unknown;
  /** False for requests that create something: they are never re-sent blindly. */
  idempotent: boolean;
  /** The answer is a redirect whose Location is the result. */
  redirect?: boolean;
  headers?: Record<string, string>;
  /** Nothing of the answer is read, it is passed on as it came: not checked (see CloudAgentClient.asIs). */
  asIs?: boolean;
}

/** The result of an operation that answers with a redirect to a signed download URL. */
export interface SignedUrl {
  url: string;
}

/** Waits `ms`; an abort of `signal` ends the wait at once with the signal's reason. */
export const sleepFor = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Parses and checks a base URL: absolute, https (http only on loopback), no credentials, query or fragment. */
export function parseBaseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidArgumentError(
      'base-url',
      `"${raw}" is not an absolute URL; use e.g. ${DEFAULT_BASE_URL}`,
    );
  }
  // `localhost:8787` parses as a URL of scheme "localhost:": a host and port whose scheme was left out.
  if (/^[\w.-]+:\d+(\/|$)/.test(raw)) {
    throw new InvalidArgumentError(
      'base-url',
      `"${raw}" has no scheme: write https://${raw} (or http://${raw} on loopback)`,
    );
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new InvalidArgumentError(
      'base-url',
      `must use https (plain http is allowed only on loopback), got ${url.protocol}//${url.host}`,
    );
  }
  if (url.username || url.password)
    throw new InvalidArgumentError('base-url', 'must not contain credentials');
  if (url.search || url.hash)
    throw new InvalidArgumentError('base-url', 'must not contain a query or fragment');
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

/** Query encoding as the service expects: repeated keys for arrays, `key[sub]=v` for objects. */
export function encodeQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  const add = (key: string, value: QueryValue): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) add(key, item);
    } else if (value !== null && typeof value === 'object') {
      for (const [sub, inner] of Object.entries(value)) add(`${key}[${sub}]`, inner);
    } else {
      parts.push(`${encodeURIComponent(key)}=${value === null ? '' : encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Errors from undici that mean the request never reached the server, so even a create may be re-sent. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function errorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'UND_ERR_SOCKET') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return (err as { code?: string } | undefined)?.code;
}

function headerRecord(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

const MAX_ERROR_BODY = 64 * 1024;

function isJsonType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

interface Attempt {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** What one failed attempt means for the next. */
interface Failure {
  error: CloudAgentError;
  /** May be tried again at all. */
  retryable: boolean;
  /** The server may have acted on it (matters for creates). */
  maybeActed: boolean;
  headers?: Record<string, string>;
}

export class Transport {
  readonly baseUrl: URL;
  /** The base URL's path without a trailing slash: empty for a base URL at the root of its host, never `/`. */
  private readonly basePath: string;
  /** Keep-alive connections to the service, through the proxy the environment names (see proxy.ts). */
  private readonly dispatcher: Dispatcher;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly deadlineMs: number;
  private readonly policy: RetryPolicy;
  private readonly defaultHeaders: Record<string, string>;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly onRetry: ((event: RetryEvent) => void) | undefined;
  private readonly onAttempt: ((event: AttemptEvent) => void) | undefined;
  private readonly checkAnswers: boolean;
  /** Requests sent on the dispatcher whose answer is not read to its end yet. */
  private inFlight = 0;

  constructor(options: ClientOptions) {
    if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
      throw new InvalidArgumentError('api-key', 'is empty; pass the API key (for example from a secret)');
    }
    if (/[\r\n]/.test(options.apiKey)) throw new InvalidArgumentError('api-key', 'must be a single line');
    this.apiKey = options.apiKey.trim();
    this.baseUrl = parseBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL);
    this.basePath = this.baseUrl.pathname.replace(/\/$/, '');
    // The defaults are figures (src/timing.ts), waited scaled; what the caller gives is waited as given.
    this.timeoutMs = positive('timeoutMs', options.timeoutMs, scaled(ATTEMPT_MS));
    this.deadlineMs = positive('deadlineMs', options.deadlineMs, scaled(REQUEST_MS));
    const { baseDelayMs, maxDelayMs, minDelayMs } = DEFAULT_RETRY_POLICY;
    this.policy = {
      ...DEFAULT_RETRY_POLICY,
      baseDelayMs: scaled(baseDelayMs),
      maxDelayMs: scaled(maxDelayMs),
      minDelayMs: scaled(minDelayMs),
      ...options.retry,
    };
    const extra = Object.fromEntries(
      Object.entries(options.headers ?? {}).filter(([key]) => key.toLowerCase() !== 'authorization'),
    );
    this.defaultHeaders = {
      accept: 'application/json',
      'user-agent': `${options.userAgent ? `${options.userAgent} ` : ''}cloud-agent-client/${VERSION} node/${process.versions.node}`,
      ...lowerKeys(extra),
    };
    this.sleep = options.sleep ?? sleepFor;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.onRetry = options.onRetry;
    this.onAttempt = options.onAttempt;
    this.checkAnswers = options.checkAnswers ?? true;
    this.dispatcher = dispatcherFor(this.baseUrl, {
      connections: options.connections ?? 64,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
    });
  }

  /** Ends the connections, once the requests in flight have ended. */
  async close(): Promise<void> {
    await closeDispatcher(this.dispatcher, this.inFlight === 0);
  }

  /** Sends one operation with the retry rules; returns the parsed body (or a SignedUrl for redirects). */
  async request<T>(req: HttpRequest, options: RequestOptions = {}): Promise<T> {
    const started = this.now();
    const deadline = started + positive('deadlineMs', options.deadlineMs, this.deadlineMs);
    const maxRetries = options.maxRetries ?? this.policy.maxRetries;
    const path = `${this.basePath}${req.path}${encodeQuery(req.query)}`;
    const body = req.body === undefined ? undefined : JSON.stringify(req.body);
    const headers: Record<string, string> = {
      ...this.defaultHeaders,
      ...lowerKeys(req.headers ?? {}),
      ...lowerKeys(options.headers ?? {}),
      authorization: `Bearer ${this.apiKey}`,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';

    for (let attempt = 0; ; attempt++) {
      if (options.signal?.aborted) throw this.abortError(req.operation, options.signal.reason);
      const remaining = deadline - this.now();
      if (remaining <= 0) {
        throw new ApiTimeoutError(`${req.operation}: the overall deadline passed before an answer came`, {
          operation: req.operation,
          outcomeUnknown: !req.idempotent && attempt > 0,
        });
      }
      headers['x-retry-count'] = String(attempt);
      const outcome = await this.attempt(
        req,
        attempt,
        path,
        headers,
        body,
        Math.min(remaining, options.timeoutMs ?? this.timeoutMs),
        options.signal,
      );
      if (!('failure' in outcome)) return outcome.value as T;
      const { failure } = outcome;

      let mayRetry = failure.retryable && attempt < maxRetries;
      if (failure.maybeActed && !req.idempotent) {
        if (!options.recover) {
          throw withOutcomeUnknown(failure.error);
        }
        const found = await options.recover();
        if (found !== undefined) return found as T;
        // Nothing was created: sending again cannot make a second one.
        mayRetry = attempt < maxRetries;
      }
      if (!mayRetry) throw failure.error;

      let delay = retryDelayMs(attempt, this.policy, failure.headers, this.now(), this.random);
      const left = deadline - this.now();
      if (delay >= left) {
        // The server's own wait is kept. A wait of the client's own backoff is shortened to leave time for a last
        // attempt, so a long call (a cancel retried while the run is prepared) does not end seconds early.
        const hinted =
          failure.headers !== undefined && serverRetryDelayMs(failure.headers, this.now()) !== undefined;
        const last = left - scaled(LAST_ATTEMPT_MS);
        if (hinted || last < this.policy.minDelayMs) throw failure.error;
        delay = last;
      }
      this.onRetry?.({
        operation: req.operation,
        attempt: attempt + 1,
        delayMs: delay,
        reason: failure.error.message,
      });
      try {
        await this.sleep(delay, options.signal);
      } catch (err) {
        throw this.abortError(req.operation, err);
      }
    }
  }

  private abortError(operation: string, reason: unknown): ApiAbortError {
    return new ApiAbortError(`${operation}: aborted`, { operation, cause: reason });
  }

  private async attempt(
    req: HttpRequest,
    attempt: number,
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<{ value: unknown } | { failure: Failure }> {
    const controller = new AbortController();
    const timedOut = new Error('attempt timed out');
    const timer = setTimeout(() => controller.abort(timedOut), timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let response: Attempt;
    let stage: 'connect' | 'body' = 'connect';
    const began = this.now();
    const tell = (end: { status: number } | { error: string }) =>
      this.onAttempt?.({
        operation: req.operation,
        method: req.method,
        path: `${this.basePath}${req.path}`,
        attempt,
        ...end,
        ms: this.now() - began,
      });
    this.inFlight++;
    try {
      const res = await this.dispatcher.request({
        origin: this.baseUrl.origin,
        method: req.method,
        path,
        headers,
        body,
        signal: controller.signal,
      });
      stage = 'body';
      const responseHeaders = headerRecord(res.headers);
      response = { status: res.statusCode, headers: responseHeaders, text: await res.body.text() };
    } catch (err) {
      const code = errorCode(err);
      const detail = err instanceof Error ? err.message : String(err);
      const timeout = controller.signal.reason === timedOut;
      tell({ error: signal?.aborted ? 'aborted' : timeout ? 'timeout' : (code ?? detail) });
      if (signal?.aborted) throw this.abortError(req.operation, signal.reason);
      if (timeout) {
        return {
          failure: {
            error: new ApiTimeoutError(`${req.operation}: no answer within ${timeoutMs} ms`, {
              operation: req.operation,
              cause: err,
            }),
            retryable: true,
            maybeActed: true,
          },
        };
      }
      const notSent = stage === 'connect' && code !== undefined && NOT_SENT_CODES.has(code);
      return {
        failure: {
          error: new ApiConnectionError(
            `${req.operation}: ${stage === 'body' ? 'the answer was cut off' : 'could not reach the service'} (${code ?? detail})`,
            { operation: req.operation, cause: err },
          ),
          retryable: true,
          maybeActed: !notSent,
        },
      };
    } finally {
      this.inFlight--;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    tell({ status: response.status });
    return this.interpret(req, response);
  }

  private interpret(req: HttpRequest, res: Attempt): { value: unknown } | { failure: Failure } {
    const contentType = res.headers['content-type'];
    if (req.redirect && res.status >= 300 && res.status < 400) {
      const location = res.headers['location'];
      if (!location) {
        throw new ApiResponseError(`${req.operation}: redirect without a Location header`, {
          operation: req.operation,
          status: res.status,
          contentType,
        });
      }
      const url = new URL(location, `${this.baseUrl.origin}${this.basePath}/`);
      return { value: { url: url.href } satisfies SignedUrl };
    }
    if (res.status >= 200 && res.status < 300) {
      if (req.redirect) {
        throw new ApiResponseError(
          `${req.operation}: expected a redirect to a download URL, got HTTP ${res.status}`,
          {
            operation: req.operation,
            status: res.status,
            contentType,
          },
        );
      }
      if (res.status === 204) return { value: undefined };
      if (res.text === '') return this.checked(req, res, undefined);
      if (!isJsonType(contentType)) {
        return unreadable(
          req,
          new ApiResponseError(
            `${req.operation}: expected a JSON answer, got ${contentType ? `"${contentType}"` : 'no content type'} (HTTP ${res.status})`,
            { operation: req.operation, status: res.status, contentType },
          ),
        );
      }
      let value: unknown;
      try {
        value = JSON.parse(res.text);
      } catch (err) {
        return unreadable(
          req,
          new ApiResponseError(
            `${req.operation}: the service sent malformed JSON (HTTP ${res.status}, ${res.text.length} bytes)`,
            { operation: req.operation, status: res.status, contentType, cause: err },
          ),
        );
      }
      return this.checked(req, res, value);
    }
    return { failure: this.refusal(req, res) };
  }

  /** An answer that is not a success: the ApiError it means, and whether sending again may help or may double. */
  private refusal(req: HttpRequest, res: Attempt): Failure {
    const text = res.text.slice(0, MAX_ERROR_BODY);
    let parsed: ErrorBody | undefined;
    if (text !== '') {
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value as ErrorBody;
      } catch {
        parsed = undefined;
      }
    }
    const error = new ApiError({
      status: res.status,
      operation: req.operation,
      method: req.method,
      path: req.path,
      body: parsed,
      rawBody: parsed ? undefined : text,
      headers: res.headers,
    });
    const verdict = retryVerdictForStatus(res.status, res.headers, error.retryable);
    // A 5xx (or an unexplained status) after the request arrived may have done the work; 408 and 429 have not,
    // nor has anything the server explicitly marks retryable.
    const maybeActed =
      !(res.status === 408 || res.status === 429) &&
      res.headers['x-should-retry'] !== 'true' &&
      error.retryable !== true;
    return {
      error,
      retryable: verdict === 'retry',
      maybeActed: verdict === 'retry' && maybeActed,
      headers: res.headers,
    };
  }

  /** A success answer checked against the contract's shape; a wrong one is unreadable (see `unreadable`). */
  private checked(req: HttpRequest, res: Attempt, value: unknown): { value: unknown } | { failure: Failure } {
    const mismatch = this.checkAnswers && !req.asIs ? checkAnswer(req.operation, value) : undefined;
    if (!mismatch) return { value };
    return unreadable(
      req,
      new ApiShapeError({
        operation: req.operation,
        status: res.status,
        contentType: res.headers['content-type'],
        ...mismatch,
      }),
    );
  }
}

/**
 * A success status whose answer cannot be read: not JSON, malformed JSON, or JSON of the wrong shape. A read fails
 * with it. From a create it means the service acted but its id is not known: it goes the way of a lost answer, to
 * `recover`.
 */
function unreadable(req: HttpRequest, error: ApiResponseError): { failure: Failure } {
  if (req.idempotent) throw error;
  return { failure: { error, retryable: false, maybeActed: true } };
}

function withOutcomeUnknown(error: CloudAgentError): CloudAgentError {
  if (error.outcomeUnknown) return error;
  Object.defineProperty(error, 'outcomeUnknown', { value: true });
  error.message += ' (the service may have acted on it: look before trying again)';
  return error;
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0)
    throw new InvalidArgumentError(name, `must be a positive number, got ${value}`);
  return value;
}

/**
 * Fetches a signed download URL (a transcript, an artifact). It goes to whatever host signed it, so it never
 * carries the API key or any of the client's headers.
 */
export async function fetchSignedUrl(
  url: string,
  options: { signal?: AbortSignal; timeoutMs?: number; maxBytes?: number } = {},
): Promise<{ status: number; contentType: string | undefined; body: Buffer }> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname))) {
    throw new InvalidArgumentError(
      'url',
      `refusing to download from a non-https URL (${parsed.protocol}//${parsed.host})`,
    );
  }
  const signal = options.timeoutMs
    ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), ...(options.signal ? [options.signal] : [])])
    : options.signal;
  // Its own dispatcher, through the proxy the environment names for that host, closed once the body is read (or
  // given up: nothing of the download is wanted then).
  const dispatcher = dispatcherFor(parsed);
  try {
    return await download(parsed, dispatcher, signal, options.maxBytes ?? 64 * 1024 * 1024);
  } finally {
    await closeDispatcher(dispatcher, true);
  }
}

async function download(
  parsed: URL,
  dispatcher: Dispatcher,
  signal: AbortSignal | undefined,
  limit: number,
): Promise<{ status: number; contentType: string | undefined; body: Buffer }> {
  let res: Dispatcher.ResponseData;
  try {
    res = await dispatcher.request({
      origin: parsed.origin,
      path: `${parsed.pathname}${parsed.search}`,
      method: 'GET',
      headers: { 'user-agent': `cloud-agent-client/${VERSION}` },
      signal,
    });
  } catch (err) {
    throw new ApiConnectionError(`download from ${parsed.host} failed (${errorCode(err) ?? String(err)})`, {
      cause: err,
    });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      res.body.destroy();
      throw new ApiResponseError(`download from ${parsed.host} is larger than ${limit} bytes`, {
        status: res.statusCode,
      });
    }
    chunks.push(chunk as Buffer);
  }
  const headers = headerRecord(res.headers);
  if (res.statusCode >= 400) {
    throw new ApiError({
      status: res.statusCode,
      operation: 'download',
      rawBody: Buffer.concat(chunks).toString('utf8').slice(0, 500),
      headers,
    });
  }
  return { status: res.statusCode, contentType: headers['content-type'], body: Buffer.concat(chunks) };
}
