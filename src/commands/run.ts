/**
 * `run`: start a run from the prompt and the triggering issue or PR (or, on a comment, hold a conversation on the
 * thread), follow it to its end, and report back.
 */
import { conversationOrigin, originOf } from '../flow/origin.ts';
import type { CommandContext } from './context.ts';
import { converse } from './conversation.ts';
import { startFromEvent } from './start.ts';
import { runStarter } from './starters.ts';

export async function runCommand(ctx: CommandContext): Promise<void> {
  if (ctx.trigger.comment) {
    const origin = conversationOrigin(ctx.env, ctx.trigger, ctx.inputs);
    await converse(ctx, runStarter(ctx, origin), origin);
    return;
  }
  const origin = originOf(ctx.env, ctx.trigger, ctx.inputs);
  await startFromEvent(ctx, runStarter(ctx, origin), origin);
}
