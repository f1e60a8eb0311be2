/**
 * `run`: start a run from the prompt and the triggering issue or PR (or, on a comment, hold a conversation on the
 * thread), follow it to its end, and report back.
 */
import { converse } from '../flow/conversation.ts';
import { conversationOrigin, originOf, planFirstOrigin } from '../flow/origin.ts';
import { withResultSchema } from '../flow/output-schema.ts';
import { startFromEvent } from '../flow/start.ts';
import { runStarter } from '../flow/starters.ts';
import type { Step } from '../flow/step.ts';
import type { RunCommandInputs } from '../inputs.ts';

export async function runCommand(step: Step, given: RunCommandInputs): Promise<void> {
  const { env, trigger } = step;
  const inputs = await withResultSchema(step, given);
  if (trigger.comment) {
    const origin = conversationOrigin(env, trigger, inputs);
    await converse(step, inputs, trigger.comment, runStarter(step, inputs.run, origin), origin);
    return;
  }
  const origin = inputs.run.planFirst
    ? planFirstOrigin(env, trigger, inputs)
    : originOf(env, trigger, inputs);
  await startFromEvent(step, inputs, runStarter(step, inputs.run, origin), origin);
}
