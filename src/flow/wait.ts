/**
 * Waits for a run to end. The poll interval starts short and grows with jitter to a cap, never past the
 * deadline; every state change is logged with the time since the wait began; BLOCKED ends the wait (the agent
 * needs an answer). A poll that fails for a passing reason (no answer, a 5xx or 429 after the client's retries, an
 * answer that cannot be read) is a warning and the wait goes on: the agent's work is not lost to a blip. A refusal
 * (401, 403, 404, another 4xx) ends the wait at once, and so do answers that cannot be read, poll after poll.
 */
import { OutcomeError } from '../shared/outcome.ts';
import {
  ApiAbortError,
  ApiConnectionError,
  ApiError,
  ApiResponseError,
  ApiTimeoutError,
  CloudAgentError,
  type CloudAgentClient,
  type RunItem,
} from '../client/index.ts';
import { ACTIVE_STATES, hasStopped, TERMINAL_STATES } from '../shared/runs.ts';
import { pacer } from './poll.ts';
import { FOLLOW_UP_STALE_MS, POLL, POLL_READ_MOST_MS, RUN_READ_LEAST_MS, scaled } from '../timing.ts';

export interface WaitOptions {
  deadline: number;
  /** Before `deadline`: when a run still going is let go of (the wait ends `detached`). */
  detachAt?: number;
  signal?: AbortSignal;
  /** First interval, growth factor and cap, in milliseconds (as waited: POLL's are scaled, src/timing.ts). */
  initialMs?: number;
  factor?: number;
  maxMs?: number;
  /** Called on every observed change of state (and once with the first observation). */
  onChange?: (run: RunItem, previous: RunItem | undefined) => void | Promise<void>;
  /** Called after every answered poll (after `onChange`), before the wait decides whether it is over. */
  onPoll?: (run: RunItem) => void | Promise<void>;
  /** Asked after `onPoll` about a run at work: true ends the wait `stopped` (the run went over its budget). */
  stopWhen?: (run: RunItem) => boolean;

  log?: (line: string) => void;
  /**
   * Where the line of the change that ends the wait (`ended` or `blocked`) goes instead of `log`: for a caller with
   * more to log of that read first (the run's last steps), so that the end is the last line. It is handed the line to
   * make when it logs it, stamped with the time it is made at. Without it, the line goes to `log`.
   */
  logEnd?: (line: () => string) => void;
  /** The log stamps its lines with the time itself (the command line's): a state change carries no `[mm:ss]`. */
  stamped?: boolean;
  /**
   * When the `[mm:ss]` of its lines count from: the caller's start, where its own lines of the run count from there
   * too (flow/logs.ts logPrefix). Defaults to the wait's start.
   */
  began?: number;
  /** Where a failed poll is reported (it does not end the wait). Defaults to `log`. */
  warn?: (line: string) => void;
  /**
   * The run's updated_at when a follow-up was sent to it. Until the run moves past it, an ended state is the old
   * one, not the end of the new work (bounded by a minute).
   */
  movedSince?: string;
  now?: () => number;
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type WaitOutcome =
  | { kind: 'ended'; run: RunItem }
  | { kind: 'blocked'; run: RunItem }
  /** The deadline passed; `run` is the last state seen (none when no poll was answered). */
  | { kind: 'timeout'; run: RunItem | undefined }
  /** `detachAt` came with the run still going; `run` is the last state seen. */
  | { kind: 'detached'; run: RunItem | undefined }
  /** BAD_ANSWERS_LIMIT polls in a row were answered with something that is not a run. */
  | { kind: 'unfollowable'; run: RunItem | undefined; error: Error; failures: number }
  /** `stopWhen` said so of the run at work, as `run` shows it. */
  | { kind: 'stopped'; run: RunItem };

/** Unreadable answers in a row (malformed, truncated, HTML, the wrong shape) after which a run cannot be followed. */
export const BAD_ANSWERS_LIMIT = 5;

/** The wait ended because the service refused to tell the run's state (401, 403, 404, another 4xx). */
export class FollowError extends OutcomeError {
  constructor(message: string, options: { cause: unknown }) {
    super(message, 'service');
    this.cause = options.cause;
  }
}

/** Whether a failed read may succeed when asked again later. */
export function isTransient(err: unknown): boolean {
  if (err instanceof ApiConnectionError || err instanceof ApiTimeoutError || err instanceof ApiResponseError)
    return true;
  if (err instanceof ApiError)
    return err.status === 408 || err.status === 429 || err.status >= 500 || err.retryable === true;
  return false;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Time since the wait began, as `mm:ss` (or `h:mm:ss`). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${String(m).padStart(2, '0')}:${s}`;
}

export async function waitForRun(
  client: CloudAgentClient,
  runId: string,
  options: WaitOptions,
): Promise<WaitOutcome> {
  const now = options.now ?? Date.now;
  const started = now();
  const warn = options.warn ?? options.log;
  /** A line of the wait's log, after the time since it began where the log does not stamp its lines itself. */
  const began = options.began ?? started;
  const stamp = (line: string) => (options.stamped ? line : `[${formatElapsed(now() - began)}] ${line}`);
  let previous: RunItem | undefined;
  /** Failed polls since the last answered one, and how many of them were answers that could not be read. */
  let failures = 0;
  let badAnswers = 0;
  const { detachAt } = options;
  const letGoAt = detachAt !== undefined && detachAt < options.deadline ? detachAt : undefined;
  const pace = pacer(
    letGoAt ?? options.deadline,
    {
      initialMs: options.initialMs ?? scaled(POLL.initialMs),
      factor: options.factor ?? POLL.factor,
      maxMs: options.maxMs ?? scaled(POLL.maxMs),
      // Jitter of ±20 % keeps many jobs from polling in step.
      jitter: 0.2,
    },
    { ...options, now },
  );
  const next = async (): Promise<WaitOutcome | undefined> =>
    (await pace()) ? undefined : { kind: letGoAt === undefined ? 'timeout' : 'detached', run: previous };
  for (;;) {
    const remaining = options.deadline - now();
    let run: RunItem;
    try {
      run = await client.runs.get(runId, {
        signal: options.signal,
        deadlineMs: Math.max(scaled(RUN_READ_LEAST_MS), Math.min(remaining, scaled(POLL_READ_MOST_MS))),
      });
    } catch (err) {
      if (options.signal?.aborted || err instanceof ApiAbortError) throw err;
      const operation = err instanceof CloudAgentError ? err.operation : undefined;
      const what = `reading run ${runId}${operation ? ` (${operation})` : ''}`;
      if (!isTransient(err)) throw new FollowError(`${what} failed: ${messageOf(err)}`, { cause: err });
      failures++;
      if (err instanceof ApiResponseError) badAnswers++;
      if (badAnswers >= BAD_ANSWERS_LIMIT)
        return { kind: 'unfollowable', run: previous, error: err as Error, failures };
      warn?.(`${what} failed (${failures} in a row): ${messageOf(err)}; still following it`);
      const ended = await next();
      if (ended) return ended;
      continue;
    }
    if (failures) options.log?.(`run ${runId} answers again after ${failures} failed reads`);
    failures = 0;
    badAnswers = 0;
    let change: string | undefined;
    if (!previous || previous.state !== run.state) {
      change = `run ${run.run_id}: ${previous ? `${previous.state} → ` : ''}${run.state}${
        run.status_message?.message ? ` (${run.status_message.message})` : ''
      }`;
      // A change that may end the wait is held until it is known whether it does (see `logEnd`).
      const mayEnd = options.logEnd && hasStopped(run.state);
      if (!mayEnd) {
        options.log?.(stamp(change));
        change = undefined;
      }
      await options.onChange?.(run, previous);
    }
    await options.onPoll?.(run);
    previous = run;
    const stale =
      options.movedSince !== undefined &&
      Date.parse(run.updated_at) <= Date.parse(options.movedSince) &&
      now() - started < scaled(FOLLOW_UP_STALE_MS);
    if (change !== undefined) {
      // Stamped as it is logged: a held line comes after what was logged of the same read since, at a later time.
      const line = change;
      if (stale) options.log?.(stamp(line));
      else options.logEnd?.(() => stamp(line));
    }
    if (ACTIVE_STATES.has(run.state) && options.stopWhen?.(run)) return { kind: 'stopped', run };
    if (!stale && TERMINAL_STATES.has(run.state)) return { kind: 'ended', run };
    if (!stale && run.state === 'BLOCKED') return { kind: 'blocked', run };
    if (!stale && !ACTIVE_STATES.has(run.state)) {
      // A state this version does not know: keep watching, it is not known to be over.
      options.log?.(
        `run ${run.run_id} is in state ${run.state}, which this action does not know; still waiting`,
      );
    }
    const ended = await next();
    if (ended) return ended;
  }
}
