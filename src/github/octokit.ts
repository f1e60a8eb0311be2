/**
 * Octokit (the core, with pagination, retries and throttling) on the same undici as the service's client, through
 * the proxy the environment names (src/client/proxy.ts), and every request bounded: each attempt has its own
 * timeout, the attempts are few, and one call (attempts, backoff and rate-limit waits together) has a budget it
 * never outlives, whatever GitHub does. Reads are retried; writes that create something (a comment) are sent with
 * retries off, and the caller looks before it posts again.
 */
import { Octokit as Core } from '@octokit/core';
import { paginateRest, type PaginateInterface } from '@octokit/plugin-paginate-rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import type { EndpointDefaults } from '@octokit/types';
import type { Dispatcher } from 'undici';
import { dispatcherFor } from '../client/proxy.ts';
import type { Host } from '../flow/host.ts';
import { fetch as undiciFetch } from 'undici';
import { OutcomeError } from '../shared/outcome.ts';
import {
  GITHUB_ATTEMPT_MS,
  GITHUB_BACKOFF_MS,
  GITHUB_CALL_MS,
  GITHUB_PACE,
  scaled,
  TIME_SCALE,
} from '../timing.ts';
import { VERSION } from '../version.ts';

/** What the action asks of GitHub's client: requests by route (`octokit.request('GET /repos/…')`) and pagination. */
export type Octokit = Core & { paginate: PaginateInterface };

/**
 * The pages of a GET of `route` with `parameters`, each asked with `signal`. `paginate` given a route asks for each
 * page with the page's method, URL and headers alone, so a `request: { signal }` among its parameters never reaches a
 * request (a cancelled step would go on reading); given a request function, it asks through that function, whose
 * defaults carry the signal to every page.
 */
export function pagesOf(
  octokit: Octokit,
  route: `GET ${string}`,
  parameters: Record<string, string | number>,
  signal: AbortSignal | undefined,
): AsyncIterable<{ data: unknown }> {
  const request = signal ? octokit.request.defaults({ request: { signal } }) : octokit.request;
  const options = { method: 'GET', url: route.slice('GET '.length), ...parameters };
  // paginate types a request function's parameters as the route string of its last overload; it hands them to the
  // function's `endpoint`, which takes these options as it takes an endpoint method's.
  return octokit.paginate.iterator(request, options as unknown as string);
}

/**
 * What GitHub's client is handed by the host that wires it (the action's, src/host/action.ts): where its warnings go
 * (rate limits, a reaction or a check run refused) and the redaction of everything it writes.
 */
export type GitHubEdges = Pick<Host, 'log' | 'redact'>;

export interface GitHubBounds {
  /** One attempt of one request, from sending it to the last byte of the answer. */
  attemptMs: number;
  /** Attempts after the first, for answers worth another try (5xx, a timed-out attempt). */
  retries: number;
  /** The backoff unit: the n-th retry waits n² of it. */
  backoffMs: number;
  /** One call as a whole: every attempt, the backoff between them and any rate-limit wait. */
  callMs: number;
}

/**
 * A stalled GitHub costs one call site at most a minute. The figures (src/timing.ts), given or from the environment,
 * are waited scaled.
 */
export const GITHUB_BOUNDS: GitHubBounds = {
  attemptMs: GITHUB_ATTEMPT_MS,
  retries: 2,
  backoffMs: GITHUB_BACKOFF_MS,
  callMs: GITHUB_CALL_MS,
};

/** A rate limit that asks for a longer wait than this (in seconds) is not waited out: the call gives up. */
export const MAX_RATE_LIMIT_WAIT_S = 60;

/** The environment variable that sets the per-attempt timeout, in seconds (a call gets three times it). */
export const GITHUB_TIMEOUT_ENV = 'CLOUD_AGENT_GITHUB_TIMEOUT_SECONDS';

/** The bounds, with the per-attempt timeout taken from the environment (`env`) when it is set there. */
export function githubBounds(env: NodeJS.ProcessEnv): GitHubBounds {
  const text = env[GITHUB_TIMEOUT_ENV]?.trim();
  if (!text) return GITHUB_BOUNDS;
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !(seconds > 0) || seconds > 600) {
    throw new Error(
      `${GITHUB_TIMEOUT_ENV} must be a number of seconds above 0 and at most 600 (the timeout of one GitHub request), got "${text}"`,
    );
  }
  const attemptMs = Math.round(seconds * 1000);
  return { ...GITHUB_BOUNDS, attemptMs, callMs: attemptMs * (GITHUB_BOUNDS.retries + 1) };
}

/** Waits out GitHub's rate limits twice if the wait is short enough, then gives up (with a warning either way). */
function onLimit(kind: string, log: GitHubEdges['log']) {
  return (
    retryAfter: number,
    options: { method: string; url: string },
    _octokit: unknown,
    retryCount: number,
  ) => {
    const wait = retryCount < 2 && retryAfter <= MAX_RATE_LIMIT_WAIT_S;
    const why =
      retryCount < 2
        ? `GitHub asks to wait ${retryAfter}s, more than ${MAX_RATE_LIMIT_WAIT_S}s`
        : 'twice already';
    log.warning(
      `GitHub ${kind} on ${options.method} ${options.url}; ${wait ? `retrying in ${retryAfter}s` : `giving up (${why})`}`,
    );
    return wait;
  };
}

/** Request fields that carry text people read: comment and reply bodies, titles, check run names and summaries. */
const TEXT_FIELDS = ['body', 'title', 'name', 'summary', 'text'] as const;
/** The text a check run's `output` carries. */
const OUTPUT_FIELDS = ['title', 'summary', 'text'] as const;

/** Every string in a GraphQL request's variables, redacted (a copy: the caller's object is left alone). */
function redactVariables(value: unknown, redact: GitHubEdges['redact']): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactVariables(item, redact));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redactVariables(item, redact)]),
    );
  }
  return value;
}

/**
 * The GitHub edge of the redaction: every string a request is about to write (see TEXT_FIELDS, OUTPUT_FIELDS, and
 * every string of a GraphQL call's `variables`) is redacted, whichever code sent it. Run by every octokit this
 * module makes, before each request.
 */
export function redactRequest(options: Record<string, unknown>, redact: GitHubEdges['redact']): void {
  for (const field of TEXT_FIELDS) {
    const value = options[field];
    if (typeof value === 'string') options[field] = redact(value);
  }
  if (options.variables !== undefined) options.variables = redactVariables(options.variables, redact);
  const output = options.output;
  if (output && typeof output === 'object' && !Array.isArray(output)) {
    const redacted: Record<string, unknown> = { ...output };
    for (const field of OUTPUT_FIELDS) {
      const value = redacted[field];
      if (typeof value === 'string') redacted[field] = redact(value);
    }
    options.output = redacted;
  }
}

type HookOptions = Required<EndpointDefaults>;

/**
 * An attempt that GitHub did not answer in time (a `service` outcome). It looks like a 408 to the retry plugin, which
 * tries again.
 */
export class GitHubTimeoutError extends OutcomeError {
  override name = 'GitHubTimeoutError';
  readonly status = 408;
  /** What the retry plugin reads (the attempt's options, without headers). */
  readonly request: { method: string; url: string; request: Record<string, unknown> };
  constructor(message: string, options: HookOptions) {
    super(message, 'service');
    this.request = { method: options.method, url: options.url, request: { ...options.request } };
  }
}

/**
 * Gives the layers inside this one (and fetch) a signal. Hooks share one options object (a wrapper's argument to
 * the next layer is not what that layer reads), so the signal is set on it.
 */
function setSignal(options: HookOptions, signal: AbortSignal): HookOptions {
  options.request = { ...options.request, signal };
  return options;
}

/** The signal a call came with, before any attempt's was set. */
const callSignals = new WeakMap<HookOptions, AbortSignal | undefined>();

/** Innermost: each attempt gets its own timeout, on top of whatever signal the call carries. */
function boundAttempts(bounds: GitHubBounds) {
  return (octokit: Core) => {
    octokit.hook.wrap('request', async (request, options) => {
      if (!callSignals.has(options)) callSignals.set(options, options.request?.signal ?? undefined);
      const call = callSignals.get(options);
      if (call?.aborted) throw call.reason;
      const attempt = AbortSignal.timeout(scaled(bounds.attemptMs));
      try {
        return await request(setSignal(options, call ? AbortSignal.any([call, attempt]) : attempt));
      } catch (err) {
        if (!attempt.aborted || call?.aborted) throw err;
        throw new GitHubTimeoutError(
          `GitHub did not answer ${options.method} ${options.url} within ${bounds.attemptMs / 1000}s`,
          options,
        );
      }
    });
  };
}

/**
 * Outermost: the call as a whole ends when its budget is spent or the caller's signal fires, even in a backoff or
 * a rate-limit wait; an attempt that would start after that is not sent.
 */
function boundCalls(bounds: GitHubBounds) {
  return (octokit: Core) => {
    octokit.hook.wrap('request', async (request, options) => {
      const given = options.request?.signal ?? undefined;
      if (given?.aborted) throw given.reason;
      const budget = new AbortController();
      const signal = given ? AbortSignal.any([given, budget.signal]) : budget.signal;
      let timer: NodeJS.Timeout | undefined;
      let onAbort: (() => void) | undefined;
      const cut = new Promise<never>((_, reject) => {
        onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        timer = setTimeout(
          () =>
            budget.abort(
              new GitHubTimeoutError(
                `GitHub did not answer ${options.method} ${options.url} within ${bounds.callMs / 1000}s (${bounds.retries + 1} attempts at most)`,
                options,
              ),
            ),
          scaled(bounds.callMs),
        );
      });
      try {
        return await Promise.race([request(setSignal(options, signal)), cut]);
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort!);
      }
    });
  };
}

/**
 * undici's `fetch` through `dispatcher`: GitHub's requests share the service's HTTP stack and proxy (one undici in
 * the bundle, through its public entry).
 */
export function fetchThrough(dispatcher: Dispatcher): typeof fetch {
  return ((input: string | URL, init: RequestInit = {}) =>
    undiciFetch(input, { ...(init as object), dispatcher })) as unknown as typeof fetch;
}

/** The connection settings of GitHub's client: keep-alive, a few sockets (calls to GitHub are few and paced). */
const GITHUB_CONNECTIONS = { connections: 8, keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 };

/** The octokits made in this process, each throttled under its own id. */
let octokits = 0;

/** The throttling plugin's groups that pace a token's calls to GitHub. */
export interface PacedGroups {
  write: Bottleneck.Group;
  notifications: Bottleneck.Group;
  search: Bottleneck.Group;
}

/**
 * The throttling plugin's paced groups with GitHub's pace (GITHUB_PACE) at a time scale (this process's): the plugin's
 * own have the same figures, never scaled. Each octokit paces under its own id within them.
 */
export function pacedGroups(scale = TIME_SCALE): PacedGroups {
  const group = (id: string, ms: number) =>
    new Bottleneck.Group({ id, maxConcurrent: 1, minTime: scaled(ms, scale) });
  return {
    write: group('cloud-agent-write', GITHUB_PACE.writeMs),
    notifications: group('cloud-agent-notifications', GITHUB_PACE.notifyMs),
    search: group('cloud-agent-search', GITHUB_PACE.searchMs),
  };
}

/** This process's paced groups, made once, as the plugin makes its own. */
let paced: PacedGroups | undefined;
const processPace = () => (paced ??= pacedGroups());

/**
 * GitHub's client for `token` at `baseUrl`, its warnings logged and its writes redacted by the host's `edges`, its calls
 * paced by `pace` (this process's groups unless a test gives its own).
 */
export function createOctokit(
  token: string,
  baseUrl: string,
  edges: GitHubEdges,
  bounds: GitHubBounds = GITHUB_BOUNDS,
  pace: PacedGroups = processPace(),
): Octokit {
  const GitHub = Core.plugin(
    paginateRest,
    // Plugins wrap in order: the first is nearest the network (one attempt), the last sees the whole call.
    boundAttempts(bounds),
    retry,
    throttling,
    boundCalls(bounds),
  );
  const octokit = new GitHub({
    auth: token,
    baseUrl,
    userAgent: `cloud-agent-action/${VERSION}`,
    request: { fetch: fetchThrough(dispatcherFor(new URL(baseUrl), GITHUB_CONNECTIONS)) },
    retry: {
      doNotRetry: [400, 401, 403, 404, 410, 422, 451],
      retries: bounds.retries,
      retryAfterBaseValue: scaled(bounds.backoffMs),
    },
    throttle: {
      // The plugin paces writes (and GraphQL calls) one a second per id; GitHub's secondary limits are per token, so
      // each octokit (one per step, one per token) keeps its own pace instead of the plugin's one shared id.
      id: `octokit-${++octokits}`,
      ...pace,
      onRateLimit: onLimit('rate limit', edges.log),
      onSecondaryRateLimit: onLimit('secondary rate limit', edges.log),
    },
  });
  octokit.hook.before('request', (options) =>
    redactRequest(options as Record<string, unknown>, edges.redact),
  );
  return octokit;
}

/** The HTTP status of an octokit error, if it has one. */
export function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
