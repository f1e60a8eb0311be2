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
import { threadTicket, workflowTicket } from '../flow/tickets.ts';
import type { Step } from '../flow/step.ts';
import type { DispatchCommandInputs, DispatchInputs } from '../inputs.ts';
import { InputError } from '../shared/outcome.ts';

/** The ticket the work is filed under: the inputs', else the thread's. */
export function defaultTicket(
  step: Step,
  given: DispatchInputs,
): { ref: string | undefined; url: string | undefined } {
  return { ref: given.ticketRef ?? ownTicket(step), url: given.ticketUrl ?? step.trigger.url };
}

/** The ticket of the step's issue or pull request (threadTicket); none without one. */
function ownTicket({ trigger }: Step): string | undefined {
  return trigger.number !== undefined
    ? threadTicket(`${trigger.repo.owner}/${trigger.repo.repo}`, trigger.number)
    : undefined;
}

/**
 * A factory's run may be let go (`wait: false`, `detach-after-minutes`, or `cancel-on-abort: false` when the job is
 * cancelled) only where the settle can find it: it carries none of the marks the action gives its own runs, only its
 * ticket, and the settle finds a factory's runs by the ticket of the issue or pull request they came from
 * (threadTicket). Elsewhere (no thread, or work filed under a `ticket-ref` of its own) nothing would finish its report
 * or hold it to its deadline and budget, though the step would say the settle does: refused, before any request.
 */
export function refuseLettingGo(step: Step, given: DispatchCommandInputs): void {
  const own = ownTicket(step);
  const ticket = given.dispatch.ticketRef ?? own;
  if (own !== undefined && ticket === own) return;
  const refused: [string, string | undefined] | undefined = !given.wait
    ? ['wait', 'false']
    : given.detachAfterMinutes !== undefined
      ? ['detach-after-minutes', String(given.detachAfterMinutes)]
      : !given.cancelOnAbort
        ? ['cancel-on-abort', 'false']
        : undefined;
  if (refused === undefined) return;
  const [input, value] = refused;
  const said = step.host.words.setting(input, value);
  const unheld = `so nothing would finish this run's report or hold it to its deadline and budget once ${said} let it go`;
  throw new InputError(input, (name) =>
    own === undefined
      ? `is not taken by command "dispatch" without an issue or pull request: a factory's run carries only its ticket, and the settle finds one by the ticket of the thread it came from, ${unheld}; leave it out and the run is followed to its end`
      : `is not taken by command "dispatch" on an issue or pull request with a ${name('ticket-ref')} of its own ("${ticket}"): a factory's run carries only its ticket, and the settle finds one by the thread's (${own}), ${unheld}; leave ${name('ticket-ref')} out, or leave ${said} out and the run is followed to its end`,
  );
}

export async function dispatchCommand(step: Step, given: DispatchCommandInputs): Promise<void> {
  const { env, trigger } = step;
  refuseLettingGo(step, given);
  const inputs = await withResultSchema(step, given);
  const ticket = defaultTicket(step, inputs.dispatch);
  // Without a thread there is no ticket to name: a ticket per workflow run keeps re-runs together.
  const ref = ticket.ref ?? workflowTicket(env.repository, env.workflowRunId, env.job);
  const starter = factoryStarter(step, inputs.dispatch.factory, ref, ticket.url);
  if (trigger.comment) {
    await converse(step, inputs, trigger.comment, starter, conversationOrigin(env, trigger, inputs));
    return;
  }
  await startFromEvent(step, inputs, starter, originOf(env, trigger, inputs));
}
