/**
 * The world of the `runs logs` tests (test/cli/logs.test.ts in process, test/e2e/cli/logs.test.ts through the
 * bundle) and the runs they follow: a conversation step the simulator plays, and a run that moves once and fails.
 */
import { afterEach, beforeEach } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
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

/** When the runs of the `runs logs` tests start: the simulator's clock at each test's start. */
export const LOG_START = Date.parse('2026-11-21T12:00:00Z');

export interface LogWorld {
  sim: SimulatorHandle;
  client: CloudAgentClient;
  /** Sets the simulator's clock `ms` after LOG_START. */
  at(ms: number): void;
}

/**
 * The simulator on its virtual clock from LOG_START (time moves only when a test moves it, so every time printed is
 * exact) and a client of it, with `apiKey`: started before each test and closed after it. The fields are valid inside
 * each test.
 */
export function logWorld(apiKey: string): LogWorld {
  const world = { at: (ms: number) => world.sim.clock.set(LOG_START + ms) } as LogWorld;
  beforeEach(async () => {
    world.sim = await startSimulator({ apiKey, start: new Date(LOG_START), timeScale: 0 });
    world.client = new CloudAgentClient({ apiKey, baseUrl: world.sim.url });
  });
  afterEach(async () => {
    await world.client.close();
    await world.sim.close();
  });
  return world;
}
