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

export async function dispatchCommand(step: Step, given: DispatchCommandInputs): Promise<void> {
  const { env, trigger } = step;
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
