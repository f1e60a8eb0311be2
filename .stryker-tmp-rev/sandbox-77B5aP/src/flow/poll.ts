/**
 * The pace of every poll loop (a run's state, judges' verdicts, the run of a lost create): an interval that starts
 * at `initialMs` and grows by `factor` to `maxMs`, with optional jitter, never sleeping past the deadline.
 */
import { sleepFor } from '../client/index.ts';

export interface Pace {
  initialMs: number;
  /** Growth of the interval after each sleep (1: a fixed interval). */
  factor?: number;
  maxMs?: number;
  /** ± this fraction of the interval, at random, so that many jobs do not poll in step. */
  jitter?: number;
  /** Stop when a whole interval no longer fits before the deadline, instead of sleeping the part that does. */
  wholeIntervals?: boolean;
}

export interface PollClock {
  now?: () => number;
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal;
}

/**
 * A function that sleeps until the next poll and resolves true, or resolves false at once when the deadline
 * leaves no time for one.
 */
export function pacer(deadline: number, pace: Pace, clock: PollClock = {}): () => Promise<boolean> {
  const now = clock.now ?? Date.now;
  const random = clock.random ?? Math.random;
  const sleep = clock.sleep ?? sleepFor;
  const jitter = pace.jitter ?? 0;
  let interval = pace.initialMs;
  return async () => {
    const left = deadline - now();
    if (left <= 0 || (pace.wholeIntervals && interval > left)) return false;
    const delay = jitter ? interval * (1 - jitter + 2 * jitter * random()) : interval;
    await sleep(Math.min(left, delay), clock.signal);
    interval = Math.min(pace.maxMs ?? Infinity, interval * (pace.factor ?? 1));
    return true;
  };
}
