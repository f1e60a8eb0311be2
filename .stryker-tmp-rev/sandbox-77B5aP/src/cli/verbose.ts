/**
 * `--verbose`: the client's hooks that tell each request (method, path, status, time) and each retry as lines of
 * the command line's log. The key is never in them, nor a query (filter values are the user's, not a log's).
 */
import type { AttemptEvent, ClientOptions, RetryEvent } from '../client/index.ts';

/** `GET /api/v1/agent/runs: HTTP 200 in 34 ms`, `... no answer (ECONNREFUSED) in 3 ms (attempt 2)`. */
export function attemptLine(event: AttemptEvent): string {
  const end = event.status !== undefined ? `HTTP ${event.status}` : `no answer (${event.error})`;
  const attempt = event.attempt > 0 ? ` (attempt ${event.attempt + 1})` : '';
  return `${event.method} ${event.path}: ${end} in ${Math.round(event.ms)} ms${attempt}`;
}

/** `retrying getRun in 500 ms (attempt 2): <why>`: the words the action's log uses for a retry. */
export function retryLine(event: RetryEvent): string {
  return `retrying ${event.operation} in ${event.delayMs} ms (attempt ${event.attempt + 1}): ${event.reason}`;
}

/** The client options that log each attempt and each retry through `log`. */
export function requestLog(log: (line: string) => void): Pick<ClientOptions, 'onAttempt' | 'onRetry'> {
  return {
    onAttempt: (event) => log(attemptLine(event)),
    onRetry: (event) => log(retryLine(event)),
  };
}
