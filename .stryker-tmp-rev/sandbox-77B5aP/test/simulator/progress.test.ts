/**
 * A run watched while it works: timed conversation steps, a conversation that is unavailable for a while, scripted
 * timeline events, usage reported as it grows and a setup spread over time. All on the virtual clock.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, CloudAgentClient } from '../../src/client/index.ts';
import { startSimulator, type SimulatorHandle } from './server.ts';
import { finalMessage } from '../../src/render/report.ts';
import type { ConversationStep } from './state.ts';

let sim: SimulatorHandle;
let client: CloudAgentClient<'contract'>;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: 'test-key', start: new Date('2026-11-21T12:00:00Z'), timeScale: 0 });
  client = new CloudAgentClient<'contract'>({
    apiKey: 'test-key',
    baseUrl: sim.url,
    retry: { maxRetries: 0 },
  });
});
afterEach(async () => {
  await client.close();
  expect(sim.violations).toEqual([]);
  await sim.close();
});

/** Moves the virtual clock to this many milliseconds after the start. */
const at = (ms: number) => sim.clock.set(Date.parse('2026-11-21T12:00:00Z') + ms);

const catchError = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

const step = (id: string, text: string, extra: Partial<ConversationStep> = {}): ConversationStep => ({
  id,
  description: `step ${id}`,
  messages: [{ role: 'assistant', content: [{ type: 'text', text }] }],
  steps: [],
  ...extra,
});

/** The step as the service answers it: the scripted one with these times. */
const answered = (s: ConversationStep, started: string, completed?: string) => {
  const { completed_at: _ignored, ...rest } = s;
  return { ...rest, started_at: started, ...(completed ? { completed_at: completed } : {}) };
};

describe('timed conversation steps', () => {
  const read = step('read', 'Reading the code.');
  // A scripted completed_at is replaced by the moment the next step starts; a scripted started_at is kept.
  const edit = step('edit', 'Editing src/app.ts.', {
    started_at: '2026-11-21T12:00:02.500Z',
    completed_at: '2026-11-21T13:00:00.000Z',
  });
  const test = step('test', 'Running the tests.');
  const timeline = [
    { state: 'QUEUED' as const, afterMs: 0 },
    { state: 'INPROGRESS' as const, afterMs: 1000 },
    { state: 'SUCCEEDED' as const, afterMs: 5000 },
  ];

  it('appear at their moments, open until the next one starts, the last one closed when the run ends', async () => {
    sim.script.run({
      timeline,
      // Out of order on purpose: the steps are laid out by their moments.
      conversation: [
        { afterMs: 3000, step: test },
        { afterMs: 0, step: read },
        { afterMs: 2000, step: edit },
      ],
    });
    const { run_id } = await client.runs.create({ prompt: 'Fix the bug' });
    const steps = async () => (await client.runs.conversation(run_id)).steps;

    at(999);
    const early = await catchError(client.runs.conversation(run_id));
    expect([early.status, early.errorCode, early.detail]).toEqual([
      404,
      'resource_not_found',
      `run ${run_id} has no conversation yet`,
    ]);
    at(1000);
    expect(await steps()).toEqual([answered(read, '2026-11-21T12:00:01.000Z')]);
    at(2999);
    expect(await steps()).toEqual([answered(read, '2026-11-21T12:00:01.000Z')]);
    at(3000);
    expect(await steps()).toEqual([
      answered(read, '2026-11-21T12:00:01.000Z', '2026-11-21T12:00:03.000Z'),
      answered(edit, '2026-11-21T12:00:02.500Z'),
    ]);
    at(4000);
    expect(await steps()).toEqual([
      answered(read, '2026-11-21T12:00:01.000Z', '2026-11-21T12:00:03.000Z'),
      answered(edit, '2026-11-21T12:00:02.500Z', '2026-11-21T12:00:04.000Z'),
      answered(test, '2026-11-21T12:00:04.000Z'),
    ]);
    at(5999);
    expect((await steps()).at(-1)).toEqual(answered(test, '2026-11-21T12:00:04.000Z'));
    at(6000);
    const done = [
      answered(read, '2026-11-21T12:00:01.000Z', '2026-11-21T12:00:03.000Z'),
      answered(edit, '2026-11-21T12:00:02.500Z', '2026-11-21T12:00:04.000Z'),
      answered(test, '2026-11-21T12:00:04.000Z', '2026-11-21T12:00:06.000Z'),
    ];
    expect(await steps()).toEqual(done);
    const run = await client.runs.get(run_id);
    expect(await client.conversations.get(run.conversation_id!)).toEqual({
      conversation_id: run.conversation_id,
      steps: done,
    });
  });

  it('a run that never ends leaves its last step open; a cancel closes the open step and drops later ones', async () => {
    sim.script.run({
      timeline: timeline.slice(0, 2),
      conversation: [
        { afterMs: 0, step: read },
        { afterMs: 2000, step: edit },
      ],
    });
    const forever = await client.runs.create({ prompt: 'p' });
    at(60_000);
    expect((await client.runs.conversation(forever.run_id)).steps).toEqual([
      answered(read, '2026-11-21T12:00:01.000Z', '2026-11-21T12:00:03.000Z'),
      answered(edit, '2026-11-21T12:00:02.500Z'),
    ]);

    sim.script.run({
      timeline,
      conversation: [
        { afterMs: 0, step: read },
        { afterMs: 2000, step: test },
      ],
    });
    const cancelled = await client.runs.create({ prompt: 'q' });
    at(61_500);
    expect(await client.runs.cancel(cancelled.run_id)).toBe(cancelled.run_id);
    at(70_000);
    expect((await client.runs.conversation(cancelled.run_id)).steps).toEqual([
      answered(read, '2026-11-21T12:01:01.000Z', '2026-11-21T12:01:01.500Z'),
    ]);
  });

  it("the scripted final message closes the last step once the run ends: the agent's answer", async () => {
    sim.script.run({
      timeline,
      conversation: [
        { afterMs: 0, step: read },
        { afterMs: 2000, step: test },
      ],
      finalMessage: 'The bug is fixed and the tests pass.',
    });
    const { run_id } = await client.runs.create({ prompt: 'Fix the bug' });
    const answer = {
      role: 'assistant',
      content: [{ type: 'text', text: 'The bug is fixed and the tests pass.' }],
      timestamp: '2026-11-21T12:00:06.000Z',
    };
    at(5999);
    const working = await client.runs.conversation(run_id);
    expect(working.steps).toEqual([
      answered(read, '2026-11-21T12:00:01.000Z', '2026-11-21T12:00:03.000Z'),
      answered(test, '2026-11-21T12:00:03.000Z'),
    ]);
    expect(finalMessage(working)).toBe('Running the tests.');
    at(6000);
    const done = await client.runs.conversation(run_id);
    expect(done.steps).toEqual([
      answered(read, '2026-11-21T12:00:01.000Z', '2026-11-21T12:00:03.000Z'),
      {
        ...answered(test, '2026-11-21T12:00:03.000Z', '2026-11-21T12:00:06.000Z'),
        messages: [...test.messages, answer],
      },
    ]);
    // The action takes it for the agent's answer.
    expect(finalMessage(done)).toBe('The bug is fixed and the tests pass.');
    // The script's own steps are left as they were.
    expect(test.messages).toHaveLength(1);
  });

  it('plain steps end with the final message too; a run cancelled before its end never gives it', async () => {
    sim.script.run({ timeline, conversation: [read], finalMessage: 'Done.' });
    const plain = await client.runs.create({ prompt: 'p' });
    at(6000);
    expect((await client.runs.conversation(plain.run_id)).steps).toEqual([
      {
        ...read,
        messages: [
          ...read.messages,
          {
            role: 'assistant',
            content: [{ type: 'text', text: 'Done.' }],
            timestamp: '2026-11-21T12:00:06.000Z',
          },
        ],
      },
    ]);

    sim.script.run({ timeline, conversation: [{ afterMs: 0, step: read }], finalMessage: 'Done.' });
    const cancelled = await client.runs.create({ prompt: 'q' });
    at(8000);
    expect(await client.runs.cancel(cancelled.run_id)).toBe(cancelled.run_id);
    at(60_000);
    expect((await client.runs.conversation(cancelled.run_id)).steps).toEqual([
      answered(read, '2026-11-21T12:00:07.000Z', '2026-11-21T12:00:08.000Z'),
    ]);
  });

  it('a run that never ends gives no answer; an empty scripted conversation gives the answer a step of its own', async () => {
    sim.script.run({ timeline: timeline.slice(0, 2), conversation: [read], finalMessage: 'Never said.' });
    const forever = await client.runs.create({ prompt: 'p' });
    at(60_000);
    expect((await client.runs.conversation(forever.run_id)).steps).toEqual([read]);

    sim.script.run({ timeline, conversation: [], finalMessage: 'Nothing to do.' });
    const empty = await client.runs.create({ prompt: 'q' });
    at(65_999);
    const early = await catchError(client.runs.conversation(empty.run_id));
    expect(early.status).toBe(404);
    at(66_000);
    const steps = (await client.runs.conversation(empty.run_id)).steps;
    expect(steps).toEqual([
      {
        id: expect.any(String),
        messages: [
          {
            role: 'assistant',
            content: [{ type: 'text', text: 'Nothing to do.' }],
            timestamp: '2026-11-21T12:01:06.000Z',
          },
        ],
        steps: [],
      },
    ]);
  });

  it("a follow-up the live session takes with its own script: only that script's final message is the answer", async () => {
    sim.script.run({ timeline, conversation: [{ afterMs: 0, step: read }], finalMessage: 'First answer.' });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(2000);
    sim.script.followup(run_id, {
      timeline: [{ state: 'SUCCEEDED', afterMs: 1000 }],
      conversation: [{ afterMs: 1500, step: test }],
      finalMessage: 'Second answer.',
    });
    await client.runs.followUp(run_id, { message: 'also run the tests' });
    at(3000);
    expect(await client.runs.get(run_id)).toMatchObject({ state: 'SUCCEEDED' });
    at(60_000);
    const conversation = await client.runs.conversation(run_id);
    expect(conversation.steps.map((s) => s.messages.length)).toEqual([1, 2]);
    expect(finalMessage(conversation)).toBe('Second answer.');

    // A step made only to carry the first answer goes with it.
    sim.script.run({ timeline, conversation: [], finalMessage: 'First answer.' });
    const empty = await client.runs.create({ prompt: 'q' });
    at(62_000);
    sim.script.followup(empty.run_id, {
      timeline: [{ state: 'SUCCEEDED', afterMs: 1000 }],
      conversation: [{ afterMs: 0, step: test }],
      finalMessage: 'Second answer.',
    });
    await client.runs.followUp(empty.run_id, { message: 'also run the tests' });
    at(120_000);
    const steps = (await client.runs.conversation(empty.run_id)).steps;
    expect(steps.map((s) => [s.id, s.messages.length])).toEqual([['test', 2]]);
  });

  it("count from the INPROGRESS of a follow-up's new execution; plain steps keep their form", async () => {
    const first = step('first', 'Done with the first part.', {
      started_at: '2026-11-21T12:00:01.000Z',
      completed_at: '2026-11-21T12:00:03.000Z',
    });
    sim.script.run({ conversation: [first] });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(3000);
    expect((await client.runs.get(run_id)).state).toBe('SUCCEEDED');
    sim.script.followup(run_id, {
      conversation: [
        { afterMs: 0, step: read },
        { afterMs: 500, step: test },
      ],
    });
    await client.runs.followUp(run_id, { message: 'now the second part' });
    at(3199);
    expect((await client.runs.conversation(run_id)).steps).toEqual([first]);
    at(3200);
    expect((await client.runs.conversation(run_id)).steps).toEqual([
      first,
      answered(read, '2026-11-21T12:00:03.200Z'),
    ]);
    at(3700);
    expect((await client.runs.conversation(run_id)).steps).toEqual([
      first,
      answered(read, '2026-11-21T12:00:03.200Z', '2026-11-21T12:00:03.700Z'),
      answered(test, '2026-11-21T12:00:03.700Z'),
    ]);
    at(4700);
    expect((await client.runs.conversation(run_id)).steps).toEqual([
      first,
      answered(read, '2026-11-21T12:00:03.200Z', '2026-11-21T12:00:03.700Z'),
      answered(test, '2026-11-21T12:00:03.700Z', '2026-11-21T12:00:04.700Z'),
    ]);
  });
});

describe('a conversation unavailable for a while', () => {
  const only = step('only', 'All done.', {
    started_at: '2026-11-21T12:00:01.000Z',
    completed_at: '2026-11-21T12:00:03.000Z',
  });

  it('404 resource_not_found until the moment, by run and by conversation id, then the conversation', async () => {
    sim.script.run({ conversation: [only], conversationUnavailable: { status: 404, untilMs: 5000 } });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(4999);
    const run = await client.runs.get(run_id);
    expect(run.state).toBe('SUCCEEDED');
    const byRun = await catchError(client.runs.conversation(run_id));
    expect([byRun.status, byRun.errorCode, byRun.detail]).toEqual([
      404,
      'resource_not_found',
      `run ${run_id} has no conversation yet`,
    ]);
    const byId = await catchError(client.conversations.get(run.conversation_id!));
    expect([byId.status, byId.errorCode, byId.detail]).toEqual([
      404,
      'resource_not_found',
      `conversation ${run.conversation_id} has no steps yet`,
    ]);
    at(5000);
    expect(await client.runs.conversation(run_id)).toEqual({
      conversation_id: run.conversation_id,
      steps: [only],
    });
    expect(await client.conversations.get(run.conversation_id!)).toEqual({
      conversation_id: run.conversation_id,
      steps: [only],
    });
  });

  it('422 operation_not_supported until the moment, by run and by conversation id, then the conversation', async () => {
    sim.script.run({ conversation: [only], conversationUnavailable: { status: 422, untilMs: 5000 } });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(4999);
    const run = await client.runs.get(run_id);
    const byRun = await catchError(client.runs.conversation(run_id));
    expect([byRun.status, byRun.errorCode, byRun.detail]).toEqual([
      422,
      'operation_not_supported',
      'this conversation is in a format that cannot be normalized yet',
    ]);
    const byId = await catchError(client.conversations.get(run.conversation_id!));
    expect([byId.status, byId.errorCode, byId.detail]).toEqual([
      422,
      'operation_not_supported',
      'this conversation is in a format that cannot be normalized yet',
    ]);
    at(5000);
    expect((await client.runs.conversation(run_id)).steps).toEqual([only]);
    expect((await client.conversations.get(run.conversation_id!)).steps).toEqual([only]);
  });
});

describe('the timeline grows', () => {
  const brief = (
    events: { event_type: string; occurred_at: string; execution_id?: number; payload?: object }[],
  ) => events.map((e) => [e.event_type, e.occurred_at, e.execution_id, e.payload]);

  it('default: each state yields its events at one instant', async () => {
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(999);
    expect(brief((await client.runs.timeline(run_id)).events)).toEqual([
      ['oz_run_created', '2026-11-21T12:00:00.000Z', 1, undefined],
      ['oz_run_claimed', '2026-11-21T12:00:00.600Z', 1, undefined],
      ['worker_container_ready', '2026-11-21T12:00:00.600Z', 1, undefined],
    ]);
    at(3000);
    expect(brief((await client.runs.timeline(run_id)).events)).toEqual([
      ['oz_run_created', '2026-11-21T12:00:00.000Z', 1, undefined],
      ['oz_run_claimed', '2026-11-21T12:00:00.600Z', 1, undefined],
      ['worker_container_ready', '2026-11-21T12:00:00.600Z', 1, undefined],
      ['shared_session_started', '2026-11-21T12:00:01.000Z', 1, undefined],
      ['agent_started', '2026-11-21T12:00:01.000Z', 1, undefined],
      ['oz_run_done', '2026-11-21T12:00:03.000Z', 1, undefined],
      ['vm_shutdown', '2026-11-21T12:00:03.000Z', 1, undefined],
    ]);
  });

  it('scripted events, unknown types too, merge in time order (after the generated ones at one instant)', async () => {
    sim.script.run({
      events: [
        { afterMs: 3000, type: 'snapshot_uploaded', payload: { snapshot: 'final' } },
        { afterMs: 1500, type: 'snapshot_uploaded', payload: { snapshot: 'midway', bytes: 2048 } },
        { afterMs: 0, type: 'queue_position', payload: { position: 3 } },
      ],
    });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(1499);
    expect(brief((await client.runs.timeline(run_id)).events)).toEqual([
      ['oz_run_created', '2026-11-21T12:00:00.000Z', 1, undefined],
      ['queue_position', '2026-11-21T12:00:00.000Z', 1, { position: 3 }],
      ['oz_run_claimed', '2026-11-21T12:00:00.600Z', 1, undefined],
      ['worker_container_ready', '2026-11-21T12:00:00.600Z', 1, undefined],
      ['shared_session_started', '2026-11-21T12:00:01.000Z', 1, undefined],
      ['agent_started', '2026-11-21T12:00:01.000Z', 1, undefined],
    ]);
    at(3000);
    const { events } = await client.runs.timeline(run_id);
    expect(brief(events)).toEqual([
      ['oz_run_created', '2026-11-21T12:00:00.000Z', 1, undefined],
      ['queue_position', '2026-11-21T12:00:00.000Z', 1, { position: 3 }],
      ['oz_run_claimed', '2026-11-21T12:00:00.600Z', 1, undefined],
      ['worker_container_ready', '2026-11-21T12:00:00.600Z', 1, undefined],
      ['shared_session_started', '2026-11-21T12:00:01.000Z', 1, undefined],
      ['agent_started', '2026-11-21T12:00:01.000Z', 1, undefined],
      ['snapshot_uploaded', '2026-11-21T12:00:01.500Z', 1, { snapshot: 'midway', bytes: 2048 }],
      ['oz_run_done', '2026-11-21T12:00:03.000Z', 1, undefined],
      ['vm_shutdown', '2026-11-21T12:00:03.000Z', 1, undefined],
      ['snapshot_uploaded', '2026-11-21T12:00:03.000Z', 1, { snapshot: 'final' }],
    ]);
    expect(events.every((e) => e.run_id === run_id)).toBe(true);
    // Every event keeps its id across reads, and no two share one.
    expect(new Set(events.map((e) => e.event_uuid)).size).toBe(10);
    expect((await client.runs.timeline(run_id)).events).toEqual(events);
  });

  it('a scripted event after a cancel never happens; one in a later execution carries its id', async () => {
    sim.script.run({
      events: [
        { afterMs: 1200, type: 'snapshot_uploaded' },
        { afterMs: 5000, type: 'snapshot_uploaded' },
      ],
    });
    const cancelled = await client.runs.create({ prompt: 'p' });
    at(1100);
    await client.runs.cancel(cancelled.run_id);
    at(10_000);
    expect(brief((await client.runs.timeline(cancelled.run_id)).events).slice(-2)).toEqual([
      ['oz_run_cancelled', '2026-11-21T12:00:01.100Z', 1, { status_message: 'Cancelled by request' }],
      ['vm_shutdown', '2026-11-21T12:00:01.100Z', 1, undefined],
    ]);

    sim.script.run({ events: [{ afterMs: 4000, type: 'snapshot_uploaded' }] });
    const { run_id } = await client.runs.create({ prompt: 'q' });
    at(13_000);
    await client.runs.followUp(run_id, { message: 'again' });
    at(15_000);
    expect(brief((await client.runs.timeline(run_id)).events).slice(7)).toEqual([
      ['shared_session_started', '2026-11-21T12:00:13.200Z', 2, undefined],
      ['agent_started', '2026-11-21T12:00:13.200Z', 2, undefined],
      ['snapshot_uploaded', '2026-11-21T12:00:14.000Z', 2, undefined],
      ['oz_run_done', '2026-11-21T12:00:14.700Z', 2, undefined],
      ['vm_shutdown', '2026-11-21T12:00:14.700Z', 2, undefined],
    ]);
  });

  it('setup spacing: each event at its own moment, none before it; a cancel drops those it overtook', async () => {
    const setup = { claimedToReadyMs: 700, readyToSessionMs: 200, sessionToAgentMs: 300 };
    const timeline = [
      { state: 'QUEUED' as const, afterMs: 0 },
      { state: 'CLAIMED' as const, afterMs: 100 },
      { state: 'INPROGRESS' as const, afterMs: 1000 },
      { state: 'SUCCEEDED' as const, afterMs: 2000 },
    ];
    sim.script.run({ timeline, setup });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    const types = async () => (await client.runs.timeline(run_id)).events.map((e) => e.event_type);
    at(799);
    expect(await types()).toEqual(['oz_run_created', 'oz_run_claimed']);
    at(800);
    expect(await types()).toEqual(['oz_run_created', 'oz_run_claimed', 'worker_container_ready']);
    at(1299);
    expect((await client.runs.get(run_id)).state).toBe('INPROGRESS');
    expect(await types()).toEqual(['oz_run_created', 'oz_run_claimed', 'worker_container_ready']);
    at(1300);
    expect((await types()).slice(3)).toEqual(['shared_session_started']);
    at(1599);
    expect((await types()).slice(3)).toEqual(['shared_session_started']);
    at(1600);
    expect((await types()).slice(3)).toEqual(['shared_session_started', 'agent_started']);
    at(3100);
    expect(brief((await client.runs.timeline(run_id)).events)).toEqual([
      ['oz_run_created', '2026-11-21T12:00:00.000Z', 1, undefined],
      ['oz_run_claimed', '2026-11-21T12:00:00.100Z', 1, undefined],
      ['worker_container_ready', '2026-11-21T12:00:00.800Z', 1, undefined],
      ['shared_session_started', '2026-11-21T12:00:01.300Z', 1, undefined],
      ['agent_started', '2026-11-21T12:00:01.600Z', 1, undefined],
      ['oz_run_done', '2026-11-21T12:00:03.100Z', 1, undefined],
      ['vm_shutdown', '2026-11-21T12:00:03.100Z', 1, undefined],
    ]);

    sim.script.run({ timeline, setup });
    const cancelled = await client.runs.create({ prompt: 'q' });
    at(3100 + 1200);
    await client.runs.cancel(cancelled.run_id);
    at(10_000);
    expect(brief((await client.runs.timeline(cancelled.run_id)).events)).toEqual([
      ['oz_run_created', '2026-11-21T12:00:03.100Z', 1, undefined],
      ['oz_run_claimed', '2026-11-21T12:00:03.200Z', 1, undefined],
      ['worker_container_ready', '2026-11-21T12:00:03.900Z', 1, undefined],
      ['oz_run_cancelled', '2026-11-21T12:00:04.300Z', 1, { status_message: 'Cancelled by request' }],
      ['vm_shutdown', '2026-11-21T12:00:04.300Z', 1, undefined],
    ]);
  });
});

describe('usage while the run works', () => {
  const usage = {
    inference_cost: 12.5,
    compute_cost: 1.25,
    inference_cost_usd: 0.125,
    compute_cost_usd: 0.0125,
    total_tokens: 40_000,
  };

  it('by default request_usage appears only once the run has ended', async () => {
    sim.script.run({ usage });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(1000);
    expect((await client.runs.get(run_id)).state).toBe('INPROGRESS');
    expect((await client.runs.get(run_id)).request_usage).toBeUndefined();
    at(3000);
    expect((await client.runs.get(run_id)).request_usage).toEqual(usage);
  });

  it('liveUsage: the scripted usage from INPROGRESS on, not before', async () => {
    sim.script.run({ usage, liveUsage: true });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(999);
    expect((await client.runs.get(run_id)).request_usage).toBeUndefined();
    at(1000);
    expect((await client.runs.get(run_id)).request_usage).toEqual(usage);
    expect((await client.runs.listPage()).runs[0]!.request_usage).toEqual(usage);
  });

  it('liveUsage without a scripted usage: the cost so far, growing with the run time', async () => {
    sim.script.run({ liveUsage: true });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(3000 - 1000);
    expect((await client.runs.get(run_id)).request_usage).toEqual({
      inference_cost: 0.35,
      compute_cost: 0.02,
      inference_cost_usd: 0.0035,
      compute_cost_usd: 0.0002,
      total_tokens: 1201,
    });
    at(3000);
    expect((await client.runs.get(run_id)).request_usage).toEqual({
      inference_cost: 0.7,
      compute_cost: 0.04,
      inference_cost_usd: 0.007,
      compute_cost_usd: 0.0004,
      total_tokens: 2401,
    });
  });
});

describe('usage that climbs (usageSteps)', () => {
  const steps = [
    { afterMs: 500, usage: { inference_cost: 5 } },
    { afterMs: 3000, usage: { inference_cost: 12, compute_cost: 0.1 } },
    { afterMs: 9000, usage: { inference_cost: 30 } },
  ];

  it('each step from its time on, whatever the state; none before the first; an ended run keeps what it reached', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 1000 },
        { state: 'SUCCEEDED', afterMs: 4000 },
      ],
      usageSteps: steps,
    });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(499);
    expect((await client.runs.get(run_id)).request_usage).toBeUndefined();
    at(500);
    const queued = await client.runs.get(run_id);
    expect([queued.state, queued.request_usage]).toEqual(['QUEUED', { inference_cost: 5 }]);
    at(3000);
    expect((await client.runs.get(run_id)).request_usage).toEqual({ inference_cost: 12, compute_cost: 0.1 });
    at(9000);
    const ended = await client.runs.get(run_id);
    expect([ended.state, ended.request_usage]).toEqual([
      'SUCCEEDED',
      { inference_cost: 12, compute_cost: 0.1 },
    ]);
  });

  it('a cancelled run keeps what it had reached when it was cancelled; a follow-up climbs on from there', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 100 },
      ],
      usageSteps: steps,
    });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(1000);
    await client.runs.cancel(run_id);
    at(5000);
    const cancelled = await client.runs.get(run_id);
    expect([cancelled.state, cancelled.request_usage]).toEqual(['CANCELLED', { inference_cost: 5 }]);
    sim.script.followup(run_id, {
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 60_000 },
      ],
    });
    await client.runs.followUp(run_id, { message: 'go on' });
    at(9500);
    const again = await client.runs.get(run_id);
    expect([again.state, again.request_usage]).toEqual(['INPROGRESS', { inference_cost: 30 }]);
  });
});

describe("usage counted anew for a new execution (a follow-up's usageSteps)", () => {
  it('from the follow-up on, the run reports the steps counted from it; before it, what it had reached', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 100 },
      ],
      usageSteps: [{ afterMs: 0, usage: { inference_cost: 60 } }],
    });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(1000);
    expect((await client.runs.get(run_id)).request_usage).toEqual({ inference_cost: 60 });
    sim.script.followup(run_id, {
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 60_000 },
      ],
      usageSteps: [
        { afterMs: 5000, usage: { inference_cost: 9 } },
        { afterMs: 0, usage: { inference_cost: 2 } },
      ],
    });
    await client.runs.followUp(run_id, { message: 'go on' });
    at(2000);
    expect((await client.runs.get(run_id)).request_usage).toEqual({ inference_cost: 2 });
    at(7000);
    const later = await client.runs.get(run_id);
    expect([later.state, later.request_usage]).toEqual(['INPROGRESS', { inference_cost: 9 }]);
  });
});

describe('the contract', () => {
  it('requests still name only known values of an open enum', async () => {
    const error = await catchError(client.call('listRuns', { query: { state: ['SNOOZED'] } }));
    expect([error.status, error.errorCode, error.detail]).toEqual([
      400,
      'invalid_request',
      'query parameter state /0 must be equal to one of the allowed values ' +
        '["QUEUED","PENDING","CLAIMED","INPROGRESS","SUCCEEDED","FAILED","BLOCKED","ERROR","CANCELLED"]',
    ]);
  });
});
