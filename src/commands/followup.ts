/**
 * `followup`: send a message to a run the workflow already holds (`run-id`), then follow it to its next end (unless
 * `wait: false`). The run's tracking comment on the thread, if there is one, follows it too.
 */
import { creditsOf } from '../flow/credits.ts';
import { followOptions, followRun } from '../flow/follow.ts';
import { reporterForRun } from '../flow/report.ts';
import { holdRun, type Step } from '../flow/step.ts';
import { defaultOf, type FollowupCommandInputs } from '../inputs.ts';

export async function followupCommand(step: Step, inputs: FollowupCommandInputs): Promise<void> {
  const { client, signal } = step;
  const { runId } = inputs;
  const before = await client.runs.get(runId, { signal });
  const reporter = await reporterForRun(step, before, inputs.comment);
  await client.runs.followUp(runId, { message: inputs.message }, { signal });
  step.host.log.info(`sent the message to run ${runId} (${before.state})`);
  holdRun(step, runId);
  // followup reads no trigger-phrase: a reader on a thread is told the default one.
  await followRun({
    ...followOptions(step, inputs, reporter, runId, defaultOf('trigger-phrase')),
    note: `A follow-up was sent to this run by ${step.host.words.runner.toLowerCase()}.`,
    movedSince: before.updated_at,
    // The budget counts what the run uses from here: its credits as read just before the message was sent.
    creditsBaseline: creditsOf(before),
  });
}
