/**
 * `dispatch`: the work goes to a factory (its foreman takes it) with a ticket reference and URL taken from the issue
 * or PR; the created run is followed like any other, and the factory task it belongs to is shown once the service
 * has made it. On a comment, new work from the thread goes to the factory too.
 */
import { conversationOrigin, originOf } from '../flow/origin.ts';
import type { CommandContext } from './context.ts';
import { converse } from './conversation.ts';
import { startFromEvent } from './start.ts';
import { factoryStarter } from './starters.ts';

export function defaultTicket(ctx: CommandContext): { ref: string | undefined; url: string | undefined } {
  const { trigger, inputs } = ctx;
  const given = inputs.dispatch!;
  const thread =
    trigger.number !== undefined
      ? `github:${trigger.repo.owner}/${trigger.repo.repo}#${trigger.number}`
      : undefined;
  return { ref: given.ticketRef ?? thread, url: given.ticketUrl ?? trigger.url };
}

export async function dispatchCommand(ctx: CommandContext): Promise<void> {
  const ticket = defaultTicket(ctx);
  // Without a thread there is no ticket to name: a ticket per workflow run keeps re-runs together.
  const ref = ticket.ref ?? `github:${ctx.env.repository}/actions/runs/${ctx.env.runId}/${ctx.env.job}`;
  const starter = factoryStarter(ctx, ref, ticket.url);
  if (ctx.trigger.comment) {
    await converse(ctx, starter, conversationOrigin(ctx.env, ctx.trigger, ctx.inputs));
    return;
  }
  await startFromEvent(ctx, starter, originOf(ctx.env, ctx.trigger, ctx.inputs));
}
