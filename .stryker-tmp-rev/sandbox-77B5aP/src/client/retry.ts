/** Retry decisions and delays, kept pure so they can be tested without a network. */
import { RETRY_BASE_MS, RETRY_MAX_MS, RETRY_MIN_MS } from '../timing.ts';

export interface RetryPolicy {
  /** Retries after the first attempt (so at most maxRetries + 1 attempts). */
  maxRetries: number;
  /** First backoff ceiling; doubles each retry. */
  baseDelayMs: number;
  /** Upper bound for one backoff and for a server's hint. */
  maxDelayMs: number;
  /** Lower bound for any wait, so a `Retry-After: 0` never turns into a busy loop. */
  minDelayMs: number;
}

/** The figures (src/timing.ts); the client waits them scaled. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: RETRY_BASE_MS,
  maxDelayMs: RETRY_MAX_MS,
  minDelayMs: RETRY_MIN_MS,
};

/** Statuses that are the caller's fault or final: never retried, whatever the body or headers say. */
const NEVER_RETRY = new Set([400, 401, 403, 404, 422]);

export type RetryVerdict = 'retry' | 'no';

/**
 * Whether an HTTP error answer may be retried. `x-should-retry` overrides the status rules (except for the
 * statuses that are never retried); a body with `retryable: true` is retried too (409 for a PENDING cancel).
 */
export function retryVerdictForStatus(
  status: number,
  headers: Record<string, string>,
  bodyRetryable: boolean | undefined,
): RetryVerdict {
  if (NEVER_RETRY.has(status)) return 'no';
  const hint = headers['x-should-retry']?.trim().toLowerCase();
  if (hint === 'false') return 'no';
  if (hint === 'true') return 'retry';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  if (bodyRetryable === true) return 'retry';
  return 'no';
}

/**
 * The wait the server asked for, in milliseconds: `retry-after-ms` first, then `Retry-After` as seconds or as an
 * HTTP date. Undefined when there is no usable hint.
 */
export function serverRetryDelayMs(headers: Record<string, string>, nowMs: number): number | undefined {
  const ms = headers['retry-after-ms'];
  if (ms !== undefined && ms.trim() !== '') {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const after = headers['retry-after'];
  if (after !== undefined && after.trim() !== '') {
    const text = after.trim();
    if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
    const date = Date.parse(text);
    if (!Number.isNaN(date)) return Math.max(0, date - nowMs);
  }
  return undefined;
}

/** Full-jitter exponential backoff: uniform in [0, min(max, base * 2^retry)). */
export function backoffDelayMs(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/** The wait before the next attempt: the server's hint or the backoff, clamped to [floor, max]. */
export function retryDelayMs(
  retry: number,
  policy: RetryPolicy,
  headers: Record<string, string> | undefined,
  nowMs: number,
  random: () => number,
): number {
  const hinted = headers ? serverRetryDelayMs(headers, nowMs) : undefined;
  const raw = hinted ?? backoffDelayMs(retry, policy, random);
  return Math.min(policy.maxDelayMs, Math.max(policy.minDelayMs, raw));
}
