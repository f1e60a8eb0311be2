/** Cancels a run within a few seconds, reading the service's answers the way the interface defines them. */
import { ApiError, type CloudAgentClient } from '../client/index.ts';

export type CancelOutcome = 'cancelled' | 'already-ended' | 'still-pending' | 'not-supported' | 'failed';

export async function cancelRun(
  client: CloudAgentClient,
  runId: string,
  log: (line: string) => void,
  withinMs = 5000,
): Promise<CancelOutcome> {
  try {
    // 409 (still being prepared) is retryable: the client retries it until the deadline.
    await client.runs.cancel(runId, { deadlineMs: withinMs, maxRetries: 20 });
    log(`cancelled run ${runId}`);
    return 'cancelled';
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.status === 400) {
        log(`run ${runId} had already ended; nothing to cancel`);
        return 'already-ended';
      }
      if (err.status === 409) {
        log(`run ${runId} is still being prepared and could not be cancelled in time: ${err.message}`);
        return 'still-pending';
      }
      if (err.status === 422) {
        log(`run ${runId} cannot be cancelled through the API (${err.message})`);
        return 'not-supported';
      }
    }
    log(`could not cancel run ${runId}: ${(err as Error).message}`);
    return 'failed';
  }
}

export function describeCancel(outcome: CancelOutcome, runId: string): string {
  switch (outcome) {
    case 'cancelled':
      return `The run \`${runId}\` was cancelled.`;
    case 'already-ended':
      return `The run \`${runId}\` had already ended.`;
    case 'still-pending':
      return `The run \`${runId}\` was still being prepared and could not be cancelled in time; cancel it from the session.`;
    case 'not-supported':
      return `The service cannot cancel this kind of run (\`${runId}\`); stop it from the session.`;
    case 'failed':
      return `Cancelling the run \`${runId}\` failed; stop it from the session.`;
  }
}
