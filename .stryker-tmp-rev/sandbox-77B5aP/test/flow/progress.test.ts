/**
 * ProgressWatch (src/flow/progress.ts) against the simulator on its virtual clock, which is also the watch's clock:
 * which of the timeline and the conversation it reads at each moment (the simulator's request log, exactly), that
 * it reads no more often than its interval, that a conversation not there yet is no error and any other failure
 * one warning, that the service refusing stops the reads, and that each event and step is logged once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiAbortError, CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import { followedUpAt } from '../../src/flow/follow.ts';
import { ProgressWatch } from '../../src/flow/progress.ts';
import { progressKey, renderProgress } from '../../src/render/progress.ts';
import { memoryHost, type MemoryHost } from '../helpers/step.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import type { ConversationStep, RunScript } from '../simulator/state.ts';

const START = Date.parse('2026-11-21T12:00:00Z');
const INTERVAL = 10_000;

let sim: SimulatorHandle;
let client: CloudAgentClient;
let host: MemoryHost;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: 'test-key', start: new Date(START), timeScale: 0 });
  client = new CloudAgentClient({ apiKey: 'test-key', baseUrl: sim.url, retry: { maxRetries: 0 } });
  host = memoryHost();
});
afterEach(async () => {
  await client.close();
  expect(sim.violations).toEqual([]);
  await sim.close();
});

/** Moves the virtual clock to this many milliseconds after the start. */
const at = (ms: number) => sim.clock.set(START + ms);

const step = (id: string, description: string, blocks: Record<string, unknown>[] = []): ConversationStep => ({
  id,
  description,
  messages: blocks.length ? [{ role: 'assistant', content: blocks }] : [],
  steps: [],
});

/**
 * Created at 0, claimed at 5 s (the machine ready 2 s later), working from 10 s (the session 1 s later, the agent
 * 4 s after that), done at 60 s. Its steps appear at 10 s, 30 s and 45 s.
 */
const SCRIPT: RunScript = {
  timeline: [
    { state: 'QUEUED', afterMs: 0 },
    { state: 'CLAIMED', afterMs: 5000 },
    { state: 'INPROGRESS', afterMs: 5000 },
    { state: 'SUCCEEDED', afterMs: 50_000 },
  ],
  setup: { claimedToReadyMs: 2000, readyToSessionMs: 1000, sessionToAgentMs: 4000 },
  conversation: [
    { afterMs: 0, step: step('s1', 'Read the parser') },
    {
      afterMs: 20_000,
      step: step('s2', 'Run the tests', [
        {
          type: 'action',
          id: 'a1',
          category: 'command',
          name: 'run_command',
          input: { command: 'npm test' },
        },
      ]),
    },
    { afterMs: 35_000, step: step('s3', 'Fix the off-by-one') },
  ],
};

/** A run made by `script`, and a watch of it that reads at most every INTERVAL on the simulator's clock. */
async function watched(script: RunScript = SCRIPT): Promise<{ runId: string; watch: ProgressWatch }> {
  sim.script.run(script);
  const { run_id: runId } = await client.runs.create({ prompt: 'Fix the parser.' });
  const watch = new ProgressWatch({
    client,
    runId,
    log: host.log,
    intervalMs: INTERVAL,
    began: START,
    now: () => sim.clock.now(),
  });
  return { runId, watch };
}

const get = (runId: string): Promise<RunItem> => client.runs.get(runId);

/** The progress reads the simulator received, as `<ms after start> <operation>`, from the `from`th on. */
const progressReads = (from = 0) =>
  sim.requests
    .filter((r) => r.operation === 'getRunTimeline' || r.operation === 'getRunConversation')
    .slice(from)
    .map((r) => `${r.at - START} ${r.operation}`);

describe('what is read, and when', () => {
  it('the timeline while the agent has not started and when the state changed, the conversation while it works', async () => {
    const { runId, watch } = await watched();
    const line = (stamp: string, text: string) => `[${stamp}] run ${runId}: ${text}`;

    // Queued: the timeline alone.
    at(0);
    let run = await get(runId);
    expect(run.state).toBe('QUEUED');
    expect(watch.due()).toBe(true);
    expect(await watch.read(run)).toBe(true);
    expect(progressReads()).toEqual(['0 getRunTimeline']);
    expect(host.lines).toEqual([line('00:00', 'event oz_run_created: created')]);

    // Claimed, but the interval has not passed: nothing is read.
    at(9999);
    run = await get(runId);
    expect(run.state).toBe('CLAIMED');
    expect(watch.due()).toBe(false);
    expect(await watch.read(run)).toBe(false);
    expect(progressReads()).toEqual(['0 getRunTimeline']);

    // Working, the agent not started yet: the timeline and the conversation.
    at(10_000);
    run = await get(runId);
    expect(run.state).toBe('INPROGRESS');
    expect(watch.due()).toBe(true);
    expect(await watch.read(run)).toBe(true);
    expect(progressReads(1)).toEqual(['10000 getRunTimeline', '10000 getRunConversation']);
    expect(host.lines.slice(1)).toEqual([
      line('00:10', 'event oz_run_claimed: claimed by a worker'),
      line('00:10', 'event worker_container_ready: machine ready'),
      line('00:10', 'step 1: Read the parser'),
    ]);

    // Still not started at the last read: the timeline again, which now says it did.
    at(20_000);
    expect(await watch.read(await get(runId))).toBe(true);
    expect(progressReads(3)).toEqual(['20000 getRunTimeline', '20000 getRunConversation']);
    expect(host.lines.slice(4)).toEqual([
      line('00:20', 'event shared_session_started: session started'),
      line('00:20', 'event agent_started: agent started'),
    ]);

    // Started, the state unchanged: the conversation alone.
    at(30_000);
    expect(await watch.read(await get(runId))).toBe(true);
    expect(progressReads(5)).toEqual(['30000 getRunConversation']);
    expect(host.lines.slice(6)).toEqual([line('00:30', 'step 2: Run the tests')]);
    expect(renderProgress(watch.progress(await get(runId)))).toBe(
      '**Lifecycle:** created 0s → claimed by a worker 5s → machine ready 7s → session started 11s → ' +
        'agent started 15s\n\n**Steps**\n\n- ✓ Read the parser\n- ⏳ **Run the tests** (in progress)\n' +
        '  <sub>latest: `run_command npm test`</sub>',
    );

    // Nothing new: read, but nothing changed and nothing is logged.
    at(40_000);
    expect(await watch.read(await get(runId))).toBe(false);
    expect(progressReads(6)).toEqual(['40000 getRunConversation']);
    expect(host.lines).toHaveLength(7);

    // The state changed (the run ended): the timeline again, no conversation.
    at(60_000);
    run = await get(runId);
    expect(run.state).toBe('SUCCEEDED');
    expect(await watch.read(run)).toBe(true);
    expect(progressReads(7)).toEqual(['60000 getRunTimeline']);
    expect(host.lines.slice(7)).toEqual([
      line('01:00', 'event oz_run_done: done'),
      line('01:00', 'event vm_shutdown: machine shut down'),
    ]);

    // Read in that state already: nothing to read at all.
    at(70_000);
    expect(watch.due()).toBe(true);
    expect(await watch.read(run)).toBe(false);
    expect(watch.due()).toBe(false);
    expect(progressReads(8)).toEqual([]);

    // The conversation read at the end: the step not logged yet is logged now, the others not again.
    at(75_000);
    watch.absorb(run, await client.runs.conversation(runId));
    expect(host.lines.slice(9)).toEqual([line('01:15', 'step 3: Fix the off-by-one')]);
    expect(watch.progress(run, false).steps.map((s) => [s.title, s.done])).toEqual([
      ['Read the parser', true],
      ['Run the tests', true],
      ['Fix the off-by-one', true],
    ]);
    watch.absorb(run, await client.runs.conversation(runId));
    expect(host.lines).toHaveLength(10);

    expect(watch.requests).toBe(8);
    expect(host.lines.filter((l) => l.startsWith('warning: '))).toEqual([]);
  });

  it('reads again exactly when the interval has passed since the last read', async () => {
    const { runId, watch } = await watched();
    at(0);
    const run = await get(runId);
    await watch.read(run);
    for (const ms of [1, 5000, 9999]) {
      at(ms);
      expect(watch.due()).toBe(false);
      expect(await watch.read(run)).toBe(false);
    }
    expect(progressReads()).toEqual(['0 getRunTimeline']);
    at(10_000);
    expect(watch.due()).toBe(true);
    await watch.read(run);
    // The interval counts from the last read, not from the first.
    at(19_999);
    expect(watch.due()).toBe(false);
    at(20_000);
    expect(watch.due()).toBe(true);
    expect(progressReads()).toEqual(['0 getRunTimeline', '10000 getRunTimeline']);
    expect(watch.requests).toBe(2);
  });

  it('dueAt says when the next read is due; a skipped moment counts as a read', async () => {
    const { runId, watch } = await watched();
    // Before any read, one is due at once.
    expect(watch.dueAt()).toBe(-Infinity);
    at(0);
    await watch.read(await get(runId));
    expect(watch.dueAt()).toBe(START + INTERVAL);
    at(12_000);
    watch.skip();
    expect(watch.dueAt()).toBe(START + 12_000 + INTERVAL);
    expect(watch.due()).toBe(false);
    expect(progressReads()).toEqual(['0 getRunTimeline']);
  });

  it('the conversation only while the run works: not while queued, pending or claimed', async () => {
    const { runId, watch } = await watched({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'PENDING', afterMs: 10_000 },
        { state: 'CLAIMED', afterMs: 10_000 },
        { state: 'INPROGRESS', afterMs: 10_000 },
      ],
      conversation: [{ afterMs: 0, step: step('s1', 'Read the parser') }],
    });
    const states: string[] = [];
    for (const ms of [0, 10_000, 20_000, 30_000]) {
      at(ms);
      const run = await get(runId);
      states.push(run.state);
      await watch.read(run);
    }
    expect(states).toEqual(['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS']);
    expect(progressReads()).toEqual([
      '0 getRunTimeline',
      '10000 getRunTimeline',
      '20000 getRunTimeline',
      '30000 getRunTimeline',
      '30000 getRunConversation',
    ]);
    expect(host.lines.at(-1)).toBe(`[00:30] run ${runId}: step 1: Read the parser`);
  });
});

describe('failed reads', () => {
  it.each([404, 422] as const)(
    'a conversation answering %i is not there yet: no warning, the timeline alone, the steps once there',
    async (status) => {
      const { runId, watch } = await watched({
        ...SCRIPT,
        conversationUnavailable: { status, untilMs: 25_000 },
      });
      const shown: string[] = [];
      for (const ms of [10_000, 20_000, 30_000]) {
        at(ms);
        const run = await get(runId);
        expect(await watch.read(run)).toBe(true);
        shown.push(renderProgress(watch.progress(run)));
      }
      expect(progressReads()).toEqual([
        '10000 getRunTimeline',
        '10000 getRunConversation',
        '20000 getRunTimeline',
        '20000 getRunConversation',
        '30000 getRunConversation',
      ]);
      expect(sim.requests.filter((r) => r.operation === 'getRunConversation').map((r) => r.status)).toEqual([
        status,
        status,
        200,
      ]);
      const setup = '**Lifecycle:** created 0s → claimed by a worker 5s → machine ready 7s';
      const started = `${setup} → session started 11s → agent started 15s`;
      expect(shown).toEqual([
        setup,
        started,
        `${started}\n\n**Steps**\n\n- ✓ Read the parser\n- ⏳ **Run the tests** (in progress)\n` +
          '  <sub>latest: `run_command npm test`</sub>',
      ]);
      expect(host.lines).toEqual([
        `[00:10] run ${runId}: event oz_run_created: created`,
        `[00:10] run ${runId}: event oz_run_claimed: claimed by a worker`,
        `[00:10] run ${runId}: event worker_container_ready: machine ready`,
        `[00:20] run ${runId}: event shared_session_started: session started`,
        `[00:20] run ${runId}: event agent_started: agent started`,
        `[00:30] run ${runId}: step 1: Read the parser`,
        `[00:30] run ${runId}: step 2: Run the tests`,
      ]);
      expect(watch.requests).toBe(5);
    },
  );

  it('any other failure is one warning, however many times and whichever read; reads go on', async () => {
    const { runId, watch } = await watched();
    const line = (stamp: string, text: string) => `[${stamp}] run ${runId}: ${text}`;
    sim.faults.inject({
      operation: 'getRunConversation',
      times: 2,
      fault: { status: 500, body: { error: 'boom' } },
    });
    at(10_000);
    expect(await watch.read(await get(runId))).toBe(true);
    at(20_000);
    expect(await watch.read(await get(runId))).toBe(true);
    at(30_000);
    expect(await watch.read(await get(runId))).toBe(true);
    // A failed timeline read is made again at the next read.
    sim.faults.inject({ operation: 'getRunTimeline', fault: { status: 503, body: { error: 'down' } } });
    at(60_000);
    const ended = await get(runId);
    expect(await watch.read(ended)).toBe(false);
    at(70_000);
    expect(await watch.read(ended)).toBe(true);
    expect(progressReads()).toEqual([
      '10000 getRunTimeline',
      '10000 getRunConversation',
      '20000 getRunTimeline',
      '20000 getRunConversation',
      '30000 getRunConversation',
      '60000 getRunTimeline',
      '70000 getRunTimeline',
    ]);
    expect(host.lines).toEqual([
      `warning: could not read the progress of run ${runId} (getRunConversation failed (HTTP 500): boom. The ` +
        'service had an internal problem; try again later); the report goes on without it',
      line('00:10', 'event oz_run_created: created'),
      line('00:10', 'event oz_run_claimed: claimed by a worker'),
      line('00:10', 'event worker_container_ready: machine ready'),
      line('00:20', 'event shared_session_started: session started'),
      line('00:20', 'event agent_started: agent started'),
      line('00:30', 'step 1: Read the parser'),
      line('00:30', 'step 2: Run the tests'),
      line('01:10', 'event oz_run_done: done'),
      line('01:10', 'event vm_shutdown: machine shut down'),
    ]);
    expect(watch.requests).toBe(7);
  });

  it.each([401, 403])('a %i: one warning, and no read ever again', async (status) => {
    const { runId, watch } = await watched();
    sim.faults.inject({ operation: 'getRunTimeline', fault: { status, body: { error: 'no' } } });
    at(0);
    const run = await get(runId);
    expect(await watch.read(run)).toBe(false);
    const why =
      status === 401
        ? 'The API key was missing or not accepted'
        : 'The API key is valid but may not do this: check the team, environment, MCP server or factory permissions';
    expect(host.lines).toEqual([
      `warning: could not read the progress of run ${runId} (getRunTimeline failed (HTTP ${status}): no. ${why}); ` +
        'the report goes on without it',
    ]);
    for (const ms of [10_000, 20_000, 600_000]) {
      at(ms);
      expect(watch.due()).toBe(false);
      expect(await watch.read(await get(runId))).toBe(false);
    }
    expect(progressReads()).toEqual(['0 getRunTimeline']);
    expect(watch.requests).toBe(1);
    // No read is ever due again: the follow loop stops waiting for one.
    expect(watch.dueAt()).toBeUndefined();
    expect(renderProgress(watch.progress(run))).toBe('_No progress reported yet._');
  });

  it("the step's own abort is thrown", async () => {
    const { runId, watch } = await watched();
    const run = await get(runId);
    const abort = new AbortController();
    abort.abort();
    await expect(watch.read(run, abort.signal)).rejects.toBeInstanceOf(ApiAbortError);
  });
});

describe('what changed', () => {
  it('read() resolves true exactly when the progress key changed', async () => {
    const { runId, watch } = await watched();
    at(0);
    const keys = [progressKey(watch.progress(await get(runId)))];
    const changed: boolean[] = [];
    for (const ms of [0, 10_000, 20_000, 30_000, 40_000, 50_000]) {
      at(ms);
      const run = await get(runId);
      changed.push(await watch.read(run));
      keys.push(progressKey(watch.progress(run)));
    }
    expect(changed).toEqual([true, true, true, true, false, true]);
    expect(keys.slice(1).map((k, i) => k !== keys[i])).toEqual(changed);
  });
});

describe('secrets', () => {
  const KEY = 'sk-live-4f9c2d7e1a8b3c6d';
  const GHP = `ghp_${'A1b2C3d4E5'.repeat(4)}`;

  it('are redacted before a cut can leave half of one in the comment or the log', async () => {
    host.secret(KEY, 'apiKey');
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 0 },
      ],
      // The token straddles the comment's cut of a title (150) in the first step, the log's (200) in the second.
      conversation: [
        { afterMs: 0, step: step('s1', `${'Check '.repeat(20)}${GHP} with ${KEY}`) },
        {
          afterMs: 0,
          step: step('s2', `${'Read '.repeat(36)}${GHP}`, [
            {
              type: 'action',
              id: 'a1',
              category: 'command',
              name: 'run_command',
              input: { command: `${'echo '.repeat(28)}${KEY}` },
            },
          ]),
        },
      ],
    });
    const { run_id: runId } = await client.runs.create({ prompt: 'Check the token.' });
    const watch = new ProgressWatch({
      client,
      runId,
      log: host.log,
      intervalMs: INTERVAL,
      began: START,
      now: () => sim.clock.now(),
      redact: (text) => host.redact(text),
    });
    const run = await get(runId);
    expect(await watch.read(run)).toBe(true);
    expect(renderProgress(watch.progress(run))).toBe(
      '**Lifecycle:** created 0s → session started 0s → agent started 0s\n\n**Steps**\n\n' +
        // The label is escaped like the rest of the title: a reader sees [redacted GitHub token].
        `- ✓ ${'Check '.repeat(20)}\\[redacted GitHub token\\] with …\n` +
        `- ⏳ **${'Read '.repeat(29)}Read…** (in progress)\n` +
        `  <sub>latest: \`run_command ${'echo '.repeat(28)}[redact…\`</sub>`,
    );
    expect(host.lines.slice(-2)).toEqual([
      `[00:00] run ${runId}: step 1: ${'Check '.repeat(20)}[redacted GitHub token] with [redacted API key]`,
      `[00:00] run ${runId}: step 2: ${'Read '.repeat(36)}[redacted GitHub to…`,
    ]);
  });
});

describe('the log of a host with groups', () => {
  it('each step one group, its detail inside; events on a line; no time of its own where the host stamps lines', async () => {
    const calls: string[] = [];
    const log = {
      info: (line: string) => void calls.push(`info ${line}`),
      warning: (line: string) => void calls.push(`warning ${line}`),
      group: (title: string, detail: string) => void calls.push(`group ${title} | ${detail}`),
      stamped: true,
    };
    const { runId } = await watched();
    const watch = new ProgressWatch({
      client,
      runId,
      log,
      intervalMs: INTERVAL,
      began: START,
      now: () => sim.clock.now(),
    });
    at(30_000);
    expect(await watch.read(await get(runId))).toBe(true);
    expect(calls).toEqual([
      `info run ${runId}: event oz_run_created: created`,
      `info run ${runId}: event oz_run_claimed: claimed by a worker`,
      `info run ${runId}: event worker_container_ready: machine ready`,
      `group run ${runId}: step 1: Read the parser | `,
      `info run ${runId}: event shared_session_started: session started`,
      `info run ${runId}: event agent_started: agent started`,
      `group run ${runId}: step 2: Run the tests | → run_command {"command":"npm test"}`,
    ]);
  });
});

describe("a follow-up's log", () => {
  it('only what came after `since` (the run before the follow-up, on the service clock): no earlier step or event', async () => {
    const { runId } = await watched();
    const lines: string[] = [];
    const log = {
      info: (line: string) => void lines.push(line),
      warning: (line: string) => void lines.push(`warning ${line}`),
      stamped: true,
    };
    const watch = new ProgressWatch({
      client,
      runId,
      log,
      intervalMs: INTERVAL,
      began: START,
      now: () => sim.clock.now(),
      // The session started at 11 s, the agent at 15 s, the steps at 10 s, 30 s and 45 s.
      since: { time: START + 11_000 },
    });
    at(46_000);
    await watch.read(await get(runId));
    expect(lines).toEqual([
      `run ${runId}: event agent_started: agent started`,
      `run ${runId}: step 2: Run the tests`,
      `run ${runId}: step 3: Fix the off-by-one`,
    ]);
  });

  it("followedUpAt: the run's updated_at before the follow-up, as a time; none when it reads as none", () => {
    expect(followedUpAt('2026-11-21T12:00:05Z')).toEqual({ time: START + 5000 });
    expect(followedUpAt(undefined)).toBeUndefined();
    expect(followedUpAt('yesterday')).toBeUndefined();
  });
});
