/** `cancel`: cancel a run the workflow holds (`run-id`), and say so on its tracking comment if it has one. */
import { resolveArtifacts } from '../flow/artifacts.ts';
import { cancelRun, describeCancel } from '../flow/cancel.ts';
import { describeOrigin } from '../flow/follow.ts';
import { reporterForRun } from '../flow/report.ts';
import { info, type Step } from '../flow/step.ts';
import type { CancelCommandInputs } from '../inputs.ts';
import { CANCEL_COMMAND_MS, scaled } from '../timing.ts';

export async function cancelCommand(step: Step, inputs: CancelCommandInputs): Promise<void> {
  const { client, signal } = step;
  const { runId } = inputs;
  const before = await client.runs.get(runId, { signal });
  const reporter = await reporterForRun(step, before, inputs.comment);
  const within = scaled(CANCEL_COMMAND_MS);
  const { outcome, run: seen, settled } = await cancelRun(client, runId, info(step), within);
  const run = seen ?? before;
  await reporter.finish({
    run,
    phase: 'cancelled',
    artifacts: await resolveArtifacts(client, run, info(step)),
    note: `${step.host.words.runner} asked to cancel. ${describeCancel(outcome, runId)}`,
    origin: describeOrigin(step),
    now: Date.now(),
  });
  if (!settled || outcome === 'not-supported') {
    throw new Error(describeCancel(outcome, runId).replace(/`/g, ''));
  }
}
