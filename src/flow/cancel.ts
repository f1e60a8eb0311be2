/**
 * Cancels a run within a few seconds, reading the service's answers the way the interface defines them. A cancel
 * is done when the run is seen stopped, not when a request was sent: after the request the run is read back.
 */
import { ApiError, sleepFor, type CloudAgentClient, type RunItem } from '../client/index.ts';
import type { MarkerState } from '../render/marker.ts';
import { hasStopped } from '../shared/runs.ts';
import { info, type Step } from './step.ts';
import { unreachable } from '../shared/unreachable.ts';
import { CANCEL_CONFIRM_INTERVAL_MS, CANCEL_WITHIN_MS, RUN_READ_LEAST_MS, scaled } from '../timing.ts';

export type CancelOutcome =
  'cancelled' | 'already-ended' | 'not-confirmed' | 'still-pending' | 'not-supported' | 'failed';

export interface CancelResult {
  outcome: CancelOutcome;
  /** The run as last read after the cancel, when it could be read. */
  run: RunItem | undefined;
  /**
   * True when nothing is left to do: the run was seen ended (cancelled or otherwise), or the service cannot cancel
   * this kind of run at all. False means someone (the post step) should try again.
   */
  settled: boolean;
}

/** A run that no longer works: ended, or waiting for input (the service refuses to cancel it, like an ended one). */
export function seenStopped(run: RunItem | undefined): boolean {
  return run !== undefined && hasStopped(run.state);
}

/**
 * A step's cancel of run `runId`: its client, its log, and its clock between the reads that confirm it (`Step.sleep`).
 */
export function cancelStepRun(
  step: Pick<Step, 'client' | 'host' | 'sleep'>,
  runId: string,
  withinMs?: number,
): Promise<CancelResult> {
  return cancelRun(step.client, runId, info(step), withinMs, step.sleep);
}

/**
 * Cancels run `runId`, waiting at most `withinMs` (as waited: a caller's figure scaled, src/timing.ts). Between its
 * reads it waits with `sleep`: real time, or the clock of a test that keeps its own (the step's, `Step.sleep`).
 */
export async function cancelRun(
  client: CloudAgentClient,
  runId: string,
  log: (line: string) => void,
  withinMs = scaled(CANCEL_WITHIN_MS),
  sleep: (ms: number) => Promise<void> = sleepFor,
): Promise<CancelResult> {
  const confirmMs = scaled(CANCEL_CONFIRM_INTERVAL_MS);
  const deadline = Date.now() + withinMs;
  let sent: 'accepted' | 'ended' | 'pending' | 'not-supported' | 'failed';
  try {
    // 409 (still being prepared) is retryable: the client retries it until the deadline.
    await client.runs.cancel(runId, { deadlineMs: withinMs, maxRetries: 20 });
    sent = 'accepted';
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) sent = 'ended';
    else if (err instanceof ApiError && err.status === 409) {
      log(`run ${runId} is still being prepared and could not be cancelled in time: ${err.message}`);
      sent = 'pending';
    } else if (err instanceof ApiError && err.status === 422) {
      log(`run ${runId} cannot be cancelled through the API (${err.message})`);
      sent = 'not-supported';
    } else {
      log(`could not cancel run ${runId}: ${(err as Error).message}`);
      sent = 'failed';
    }
  }
  // Read the run back: only a run seen stopped is cancelled. After an accepted cancel, keep reading until the
  // deadline (the service may take a moment); otherwise one read says whether it ended meanwhile.
  let run: RunItem | undefined;
  for (;;) {
    try {
      run = await client.runs.get(runId, {
        deadlineMs: Math.max(scaled(RUN_READ_LEAST_MS), deadline - Date.now()),
        maxRetries: 1,
      });
    } catch (err) {
      log(`could not read run ${runId} after cancelling it: ${(err as Error).message}`);
    }
    if (seenStopped(run) || sent !== 'accepted' || Date.now() + confirmMs >= deadline) break;
    await sleep(confirmMs);
  }
  if (seenStopped(run)) {
    if (run!.state === 'CANCELLED') {
      log(`cancelled run ${runId}`);
      return { outcome: 'cancelled', run, settled: true };
    }
    log(`run ${runId} had already ended (${run!.state}); nothing to cancel`);
    return { outcome: 'already-ended', run, settled: true };
  }
  if (sent === 'ended') {
    // The service said the run is in a terminal state; the read back did not answer, but there is nothing to stop.
    log(`run ${runId} had already ended; nothing to cancel`);
    return { outcome: 'already-ended', run, settled: true };
  }
  const outcome: CancelOutcome =
    sent === 'accepted'
      ? 'not-confirmed'
      : sent === 'pending'
        ? 'still-pending'
        : sent === 'not-supported'
          ? 'not-supported'
          : 'failed';
  if (outcome === 'not-confirmed')
    log(`asked to cancel run ${runId}, but it was not seen to stop (${run?.state ?? 'state unknown'})`);
  return { outcome, run, settled: outcome === 'not-supported' };
}

/**
 * What became of a cancel, in a sentence. `next` says what happens when the run was not seen to stop: by default
 * the reader is told to stop it from the session; a main step that leaves it to the post step says so instead.
 */
export function describeCancel(outcome: CancelOutcome, runId: string, next = STOP_FROM_SESSION): string {
  switch (outcome) {
    case 'cancelled':
      return `The run \`${runId}\` was cancelled.`;
    case 'already-ended':
      return `The run \`${runId}\` had already ended.`;
    case 'not-confirmed':
      return `The run \`${runId}\` was asked to cancel but was not seen to stop; ${next}`;
    case 'still-pending':
      return `The run \`${runId}\` was still being prepared and could not be cancelled in time; ${next}`;
    case 'not-supported':
      return `The service cannot cancel this kind of run (\`${runId}\`); ${STOP_FROM_SESSION}`;
    case 'failed':
      return `Cancelling the run \`${runId}\` failed; ${next}`;
    default:
      return unreachable(outcome);
  }
}

export const STOP_FROM_SESSION = 'stop it from the session.';

/**
 * Whether a cancel found the run waiting for input: the service refuses to cancel such a run as if it had ended
 * (cancelRun tells it `already-ended`), but it has not ended. It stays waiting until someone answers it.
 */
export function waitsForInput(outcome: CancelOutcome, run: RunItem | undefined): boolean {
  return outcome === 'already-ended' && run?.state === 'BLOCKED';
}

/**
 * Whether a cancel found the run ended as its tracking comment shows it already (`shown`, the comment's marker): that
 * report, the agent's answer in it, stays as it is; a report of the cancel would hide it.
 */
export function endShown(
  outcome: CancelOutcome,
  run: RunItem,
  shown: Pick<MarkerState, 'run' | 'state'> | undefined,
): boolean {
  return outcome === 'already-ended' && shown?.run === run.run_id && shown.state === run.state;
}

/** What a cancel that found the run waiting for input says. */
export function waitingText(runId: string): string {
  return `the run \`${runId}\` waits for input, and the service cancels no run that waits: nothing was cancelled. It stays as it is, using nothing, until someone answers it.`;
}
