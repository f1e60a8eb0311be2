/**
 * Waits for a run to end. The poll interval starts short and grows with jitter to a cap, never past the
 * deadline; every state change is logged with the time since the wait began; BLOCKED ends the wait (the agent
 * needs an answer).
 */
import {
  ACTIVE_STATES,
  TERMINAL_STATES,
  sleepFor,
  type CloudAgentClient,
  type RunItem,
} from '../client/index.ts';

export interface WaitOptions {
  deadline: number;
  signal?: AbortSignal;
  /** First interval, growth factor and cap, in milliseconds. */
  initialMs?: number;
  factor?: number;
  maxMs?: number;
  /** Called on every observed change of state (and once with the first observation). */
  onChange?: (run: RunItem, previous: RunItem | undefined) => void | Promise<void>;
  log?: (line: string) => void;
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
  { kind: 'ended'; run: RunItem } | { kind: 'blocked'; run: RunItem } | { kind: 'timeout'; run: RunItem };

export const POLL = { initialMs: 1000, factor: 1.5, maxMs: 15_000 };

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
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? sleepFor;
  const initial = options.initialMs ?? POLL.initialMs;
  const factor = options.factor ?? POLL.factor;
  const cap = options.maxMs ?? POLL.maxMs;
  const started = now();
  let interval = initial;
  let previous: RunItem | undefined;
  for (;;) {
    const remaining = options.deadline - now();
    const run = await client.runs.get(runId, {
      signal: options.signal,
      deadlineMs: Math.max(1000, Math.min(remaining, 120_000)),
    });
    if (!previous || previous.state !== run.state) {
      options.log?.(
        `[${formatElapsed(now() - started)}] run ${run.run_id}: ${previous ? `${previous.state} → ` : ''}${run.state}${
          run.status_message?.message ? ` (${run.status_message.message})` : ''
        }`,
      );
      await options.onChange?.(run, previous);
    }
    previous = run;
    const stale =
      options.movedSince !== undefined &&
      Date.parse(run.updated_at) <= Date.parse(options.movedSince) &&
      now() - started < 60_000;
    if (!stale && TERMINAL_STATES.has(run.state)) return { kind: 'ended', run };
    if (!stale && run.state === 'BLOCKED') return { kind: 'blocked', run };
    if (!stale && !ACTIVE_STATES.has(run.state)) {
      // A state this version does not know: keep watching, it is not known to be over.
      options.log?.(
        `run ${run.run_id} is in state ${run.state}, which this action does not know; still waiting`,
      );
    }
    const left = options.deadline - now();
    if (left <= 0) return { kind: 'timeout', run };
    // Jitter of ±20 % keeps many jobs from polling in step.
    const delay = Math.min(left, interval * (0.8 + 0.4 * random()));
    await sleep(delay, options.signal);
    interval = Math.min(cap, interval * factor);
  }
}
