/**
 * The runs the `runs logs` tests follow (test/cli/logs.test.ts in process, test/e2e/cli/logs.test.ts through the
 * bundle): a conversation step the simulator plays, and a run that moves once and fails.
 */
import type { ConversationStep, RunScript } from '../simulator/state.ts';

/** A step of the agent's conversation: its id, what it does, and the one text it says. */
export const conversationStep = (id: string, description: string, text: string): ConversationStep => ({
  id,
  description,
  messages: [{ role: 'assistant', content: [{ type: 'text', text }] }],
  steps: [],
});

/**
 * Claimed at 1 s, working from 2 s, failed at 12 s ("The tests still fail", agent_failed); its first step, "Read the
 * parser", at 2 s, and `second` at 7 s.
 */
export const failingRun = (second: ConversationStep): RunScript => ({
  timeline: [
    { state: 'QUEUED', afterMs: 0 },
    { state: 'CLAIMED', afterMs: 1000 },
    { state: 'INPROGRESS', afterMs: 1000 },
    {
      state: 'FAILED',
      afterMs: 10_000,
      statusMessage: { message: 'The tests still fail', error_code: 'agent_failed' },
    },
  ],
  conversation: [
    { afterMs: 0, step: conversationStep('s1', 'Read the parser', 'Reading src/parser.ts') },
    { afterMs: 5000, step: second },
  ],
});
