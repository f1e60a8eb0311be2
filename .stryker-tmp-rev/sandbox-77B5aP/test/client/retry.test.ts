/**
 * The retry rules of src/client/retry.ts as pure functions: which error answers may be sent again (the status, the
 * `x-should-retry` hint, a body marked retryable), how long the server asked to wait (`retry-after-ms`, then
 * `Retry-After` as seconds or an HTTP date), the full-jitter backoff, and the clamp of any wait to [floor, most].
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_POLICY,
  backoffDelayMs,
  retryDelayMs,
  retryVerdictForStatus,
  serverRetryDelayMs,
  type RetryPolicy,
} from '../../src/client/retry.ts';

const T0 = Date.parse('2026-11-21T12:00:00Z');

describe('DEFAULT_RETRY_POLICY', () => {
  it('is 3 retries, 500 ms first ceiling, 30 s most, 100 ms floor', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({
      maxRetries: 3,
      baseDelayMs: 500,
      maxDelayMs: 30_000,
      minDelayMs: 100,
    });
  });
});

describe('retryVerdictForStatus', () => {
  it.each([400, 401, 403, 404, 422])('never retries %i, whatever the hint and body say', (status) => {
    expect(retryVerdictForStatus(status, { 'x-should-retry': 'true' }, true)).toBe('no');
  });

  it.each([408, 429, 500, 502, 503, 599])('retries %i without a hint', (status) => {
    expect(retryVerdictForStatus(status, {}, undefined)).toBe('retry');
  });

  it.each([402, 405, 409, 410, 499, 302])(
    'does not retry %i without a hint or a retryable body',
    (status) => {
      expect(retryVerdictForStatus(status, {}, undefined)).toBe('no');
      expect(retryVerdictForStatus(status, {}, false)).toBe('no');
    },
  );

  it('a body with retryable: true makes a 409 retried', () => {
    expect(retryVerdictForStatus(409, {}, true)).toBe('retry');
  });

  it('x-should-retry overrides the status rules, read trimmed and in any case', () => {
    expect(retryVerdictForStatus(503, { 'x-should-retry': 'false' }, undefined)).toBe('no');
    expect(retryVerdictForStatus(429, { 'x-should-retry': ' FALSE ' }, true)).toBe('no');
    expect(retryVerdictForStatus(409, { 'x-should-retry': 'true' }, false)).toBe('retry');
    expect(retryVerdictForStatus(409, { 'x-should-retry': ' True ' }, undefined)).toBe('retry');
  });

  it('an x-should-retry of another value leaves the status rules', () => {
    expect(retryVerdictForStatus(409, { 'x-should-retry': 'maybe' }, undefined)).toBe('no');
    expect(retryVerdictForStatus(503, { 'x-should-retry': 'maybe' }, undefined)).toBe('retry');
  });
});

describe('serverRetryDelayMs', () => {
  it('reads retry-after-ms first, as milliseconds', () => {
    expect(serverRetryDelayMs({ 'retry-after-ms': '1500', 'retry-after': '10' }, T0)).toBe(1500);
    expect(serverRetryDelayMs({ 'retry-after-ms': ' 250 ' }, T0)).toBe(250);
    expect(serverRetryDelayMs({ 'retry-after-ms': '0' }, T0)).toBe(0);
    expect(serverRetryDelayMs({ 'retry-after-ms': '12.5' }, T0)).toBe(12.5);
  });

  it.each(['', '  ', '-5', 'soon', 'Infinity'])('skips a retry-after-ms of %j for Retry-After', (ms) => {
    expect(serverRetryDelayMs({ 'retry-after-ms': ms, 'retry-after': '3' }, T0)).toBe(3000);
    expect(serverRetryDelayMs({ 'retry-after-ms': ms }, T0)).toBeUndefined();
  });

  it('reads Retry-After as whole or decimal seconds', () => {
    expect(serverRetryDelayMs({ 'retry-after': '2' }, T0)).toBe(2000);
    expect(serverRetryDelayMs({ 'retry-after': ' 2 ' }, T0)).toBe(2000);
    expect(serverRetryDelayMs({ 'retry-after': '12' }, T0)).toBe(12_000);
    expect(serverRetryDelayMs({ 'retry-after': '1.5' }, T0)).toBe(1500);
    expect(serverRetryDelayMs({ 'retry-after': '0.25' }, T0)).toBe(250);
    expect(serverRetryDelayMs({ 'retry-after': '0' }, T0)).toBe(0);
  });

  it('reads Retry-After as an HTTP date, from now; a past date is no wait', () => {
    expect(serverRetryDelayMs({ 'retry-after': new Date(T0 + 5000).toUTCString() }, T0)).toBe(5000);
    expect(serverRetryDelayMs({ 'retry-after': ` ${new Date(T0 + 7000).toUTCString()} ` }, T0)).toBe(7000);
    expect(serverRetryDelayMs({ 'retry-after': new Date(T0 - 5000).toUTCString() }, T0)).toBe(0);
  });

  it('no usable hint is undefined', () => {
    expect(serverRetryDelayMs({}, T0)).toBeUndefined();
    expect(serverRetryDelayMs({ 'retry-after': '' }, T0)).toBeUndefined();
    expect(serverRetryDelayMs({ 'retry-after': '   ' }, T0)).toBeUndefined();
    expect(serverRetryDelayMs({ 'retry-after': 'later' }, T0)).toBeUndefined();
    expect(serverRetryDelayMs({ 'retry-after': '1.5 s' }, T0)).toBeUndefined();
  });

  it('seconds must be the whole text: a number with a tail is read as a date, or not at all', () => {
    expect(serverRetryDelayMs({ 'retry-after': '2 seconds' }, T0)).toBeUndefined();
    expect(serverRetryDelayMs({ 'retry-after': 'x2' }, T0)).toBeUndefined();
  });
});

describe('backoffDelayMs', () => {
  const policy: RetryPolicy = { maxRetries: 9, baseDelayMs: 500, maxDelayMs: 3000, minDelayMs: 100 };

  it('is uniform below a ceiling that doubles each retry, up to the most', () => {
    const top = () => 0.999;
    expect([0, 1, 2, 3, 4].map((retry) => backoffDelayMs(retry, policy, top))).toEqual([
      499, 999, 1998, 2997, 2997,
    ]);
    expect(backoffDelayMs(2, policy, () => 0.5)).toBe(1000);
    expect(backoffDelayMs(2, policy, () => 0)).toBe(0);
  });

  it('rounds down to whole milliseconds', () => {
    expect(backoffDelayMs(0, { ...policy, baseDelayMs: 3 }, () => 0.5)).toBe(1);
  });
});

describe('retryDelayMs', () => {
  const policy: RetryPolicy = { maxRetries: 9, baseDelayMs: 500, maxDelayMs: 3000, minDelayMs: 100 };
  const never = () => {
    throw new Error('random must not be asked when the server gave a hint');
  };

  it("takes the server's hint over the backoff, clamped to [floor, most]", () => {
    expect(retryDelayMs(0, policy, { 'retry-after': '2' }, T0, never)).toBe(2000);
    expect(retryDelayMs(0, policy, { 'retry-after': '0' }, T0, never)).toBe(100);
    expect(retryDelayMs(0, policy, { 'retry-after': '60' }, T0, never)).toBe(3000);
    expect(retryDelayMs(0, policy, { 'retry-after': new Date(T0 + 2500).toUTCString() }, T0, never)).toBe(
      2000,
    );
  });

  it('without a hint (no headers, or none usable) takes the backoff, clamped to the floor', () => {
    expect(retryDelayMs(1, policy, undefined, T0, () => 0.5)).toBe(500);
    expect(retryDelayMs(1, policy, {}, T0, () => 0.5)).toBe(500);
    expect(retryDelayMs(1, policy, { 'retry-after': 'later' }, T0, () => 0.5)).toBe(500);
    expect(retryDelayMs(0, policy, undefined, T0, () => 0.1)).toBe(100);
    expect(retryDelayMs(5, policy, undefined, T0, () => 0.999)).toBe(2997);
  });
});
