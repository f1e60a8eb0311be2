/**
 * `dispatch`: the work goes to a factory (its foreman takes it) with a ticket reference and URL taken from the issue
 * or PR; the created run is followed like any other, and the factory task it belongs to is shown once the service
 * has made it. On a comment, new work from the thread goes to the factory too.
 */
import { converse } from '../flow/conversation.ts';
import { conversationOrigin, originOf } from '../flow/origin.ts';
import { withResultSchema } from '../flow/output-schema.ts';
import { startFromEvent } from '../flow/start.ts';
import { factoryStarter } from '../flow/starters.ts';
import type { Step } from '../flow/step.ts';
import type { DispatchCommandInputs, DispatchInputs } from '../inputs.ts';
import { InputError } from '../shared/outcome.ts';

/** The ticket the work is filed under: the inputs', else the thread's. */
export function defaultTicket(
  step: Step,
  given: DispatchInputs,
): { ref: string | undefined; url: string | undefined } {
  const { trigger } = step;
  const thread =
    trigger.number !== undefined
      ? `github:${trigger.repo.owner}/${trigger.repo.repo}#${trigger.number}`
      : undefined;
  return { ref: given.ticketRef ?? thread, url: given.ticketUrl ?? trigger.url };
}

/**
 * A step on an issue or pull request may not let a factory's run go (`wait: false`, `detach-after-minutes`, or
 * `cancel-on-abort: false` when the job is cancelled): the settle job finds the runs whose reports it finishes by the
 * marks this action gives them (the repository, the thread), and a run a factory makes carries its ticket alone, so
 * the thread's comment would say "still working" for good. Without a thread (a workflow_dispatch step, the command
 * line) nothing is left to finish.
 */
export function refuseLettingGo(step: Step, given: DispatchCommandInputs): void {
  if (step.trigger.number === undefined) return;
  const refused: [string, string] | undefined = !given.wait
    ? ['wait', 'the step follows the run to its end']
    : given.detachAfterMinutes !== undefined
      ? ['detach-after-minutes', 'the step follows the run to its end']
      : !given.cancelOnAbort
        ? ['cancel-on-abort', 'a cancelled job cancels the run']
        : undefined;
  if (refused === undefined) return;
  const [input, instead] = refused;
  throw new InputError(
    input,
    (name) =>
      `is not taken by command "dispatch" on an issue or pull request: the settle job could never find the factory's run (it carries its ticket, not this repository's marks) to finish the thread's report; leave ${name(input)} out and ${instead}`,
  );
}

export async function dispatchCommand(step: Step, given: DispatchCommandInputs): Promise<void> {
  const { env, trigger } = step;
  refuseLettingGo(step, given);
  const inputs = await withResultSchema(step, given);
  const ticket = defaultTicket(step, inputs.dispatch);
  // Without a thread there is no ticket to name: a ticket per workflow run keeps re-runs together.
  const ref = ticket.ref ?? `github:${env.repository}/actions/runs/${env.workflowRunId}/${env.job}`;
  const starter = factoryStarter(step, inputs.dispatch.factory, ref, ticket.url);
  if (trigger.comment) {
    await converse(step, inputs, trigger.comment, starter, conversationOrigin(env, trigger, inputs));
    return;
  }
  await startFromEvent(step, inputs, starter, originOf(env, trigger, inputs));
}
