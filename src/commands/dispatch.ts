/**
 * `dispatch`: the work goes to a factory (its foreman takes it) with a ticket reference and URL taken from the issue
 * or PR; the created run is followed like any other, and the factory task it belongs to is shown once the service
 * has made it. On a comment, new work from the thread goes to the factory too.
 */
import { converse } from '../flow/conversation.ts';
import { conversationOrigin, originOf } from '../flow/origin.ts';
import { withResultSchema } from '../flow/output-schema.ts';
import { startFromEvent } from '../flow/start.ts';
import { factoryStarter, threadTicket } from '../flow/starters.ts';
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
      ? threadTicket(`${trigger.repo.owner}/${trigger.repo.repo}`, trigger.number)
      : undefined;
  return { ref: given.ticketRef ?? thread, url: given.ticketUrl ?? trigger.url };
}

/**
 * A step on an issue or pull request whose work is filed under a ticket of its own (`ticket-ref`) may not let the
 * factory's run go (`wait: false`, `detach-after-minutes`, or `cancel-on-abort: false` when the job is cancelled):
 * the settle job finds a factory's runs by the thread's ticket (threadTicket), as they carry none of the marks this
 * action gives its own runs, so the thread's comment would say "still working" for good. Under the thread's ticket,
 * or without a thread (a workflow_dispatch step, the command line), nothing is left unfinished.
 */
export function refuseLettingGo(step: Step, given: DispatchCommandInputs): void {
  const { trigger } = step;
  if (trigger.number === undefined) return;
  const own = threadTicket(`${trigger.repo.owner}/${trigger.repo.repo}`, trigger.number);
  const ticket = given.dispatch.ticketRef;
  if (ticket === undefined || ticket === own) return;
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
      `is not taken by command "dispatch" on an issue or pull request with a ${name('ticket-ref')} of its own ("${ticket}"): the settle job finds a factory's run by the thread's ticket (${own}) to finish the thread's report; leave ${name('ticket-ref')} out, or leave ${name(input)} out and ${instead}`,
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
