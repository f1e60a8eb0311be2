/** `cancel`: cancel a run the workflow holds (`run-id`), and say so on its tracking comment if it has one. */
import { resolveArtifacts } from '../flow/artifacts.ts';
import { cancelStepRun, describeCancel, endShown, waitingText, waitsForInput } from '../flow/cancel.ts';
import { describeOrigin, plain } from '../flow/follow.ts';
import { reporterForRun } from '../flow/report.ts';
import { owedFailure, reportStopFirst, tellAskerOfCancel, wroteReport } from '../flow/settle.ts';
import { info, type Step } from '../flow/step.ts';
import { defaultOf, type CancelCommandInputs } from '../inputs.ts';
import { CANCEL_COMMAND_MS, scaled } from '../timing.ts';

export async function cancelCommand(step: Step, inputs: CancelCommandInputs): Promise<void> {
  const { client, signal } = step;
  const { runId } = inputs;
  const before = await client.runs.get(runId, { signal });
  let reporter = await reporterForRun(step, before, inputs.comment);
  // How the run stopped, if its thread never showed it, is shown first (with its asker's reaction), as settle would.
  const first = await reportStopFirst(step, before, reporter.found, defaultOf('trigger-phrase'), 'cancel');
  if (wroteReport(first)) reporter = await reporterForRun(step, before, inputs.comment);
  // A budget is a promise, and so is a schema: the report shown first said one was broken.
  const owed = owedFailure(first);
  const within = scaled(CANCEL_COMMAND_MS);
  const { outcome, run: seen, settled } = await cancelStepRun(step, runId, within);
  const run = seen ?? before;
  if (waitsForInput(outcome, run)) {
    // Its comment shows the question (shown first, above): a report of a cancel would hide it.
    step.host.log.warning(plain(waitingText(runId)).replace(/^t/, 'T'));
    reporter.outputs({ run, phase: 'blocked', artifacts: [], now: Date.now() });
    if (owed) throw owed;
    return;
  }
  // The work it stopped was asked for by the comment the marker names: it hears of it first (as from settle).
  if (outcome === 'cancelled') await tellAskerOfCancel(step, reporter, run);
  await reporter.finish(
    {
      run,
      phase: 'cancelled',
      artifacts: await resolveArtifacts(client, run, info(step)),
      note: `${step.host.words.runner} asked to cancel. ${describeCancel(outcome, runId)}`,
      origin: describeOrigin(step),
      now: Date.now(),
    },
    endShown(outcome, run, reporter.found?.state) ? { comment: false } : {},
  );
  if (!settled || outcome === 'not-supported') {
    throw new Error(describeCancel(outcome, runId).replace(/`/g, ''));
  }
  if (owed) throw owed;
}
