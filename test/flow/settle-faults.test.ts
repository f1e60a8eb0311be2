/**
 * The Settler in-process (a Step on the simulator and the fake GitHub, on a frozen clock) where things go wrong or
 * change under it, beyond test/flow/settle.test.ts: the run that cannot be read again before the write, or moves on
 * while its report is written; GitHub unreadable at a run's deadline (just before it, at it, left going by choice,
 * the cancel refused); a run that ends or blocks as the cancel is sent; GitHub refusing a stop's report.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOURCE } from '../../src/flow/origin.ts';
import { reportStopFirst, Settler } from '../../src/flow/settle.ts';
import { markerReader } from '../../src/flow/report.ts';
import type { Step } from '../../src/flow/step.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import { decodeMarker, encodeMarker, type MarkerState } from '../../src/render/marker.ts';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { getOctokit } from '../helpers/octokit.ts';
import { localStep, type MemoryHost } from '../helpers/step.ts';
import { answerNotRead, conversationUnreadable, unreadWhy } from '../helpers/unread.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

const START = Date.parse('2026-11-23T10:00:00Z');
const MIN = 60_000;
const BOT = 'github-actions[bot]';

let sim: SimulatorHandle;
let gh: FakeGitHub;
let step: Step & { host: MemoryHost; close(): Promise<void> };

beforeEach(async () => {
  sim = await startSimulator({ start: new Date(START), timeScale: 0 });
  gh = await startFakeGitHub();
  gh.state.addToken('ghs_unit_token', { login: BOT, installation: true });
  gh.state.addIssue({ number: 1, title: 'Spelling error' });
  gh.state.addComment({ issue_number: 1, body: 'please fix', user: 'octocat' });
  const base = localStep(
    { sim, gh },
    { eventName: 'schedule', payload: { schedule: '*/10 * * * *' }, apiKey: 'test-key' },
  );
  step = {
    ...base,
    repository: new GitHubRepository(
      getOctokit('ghs_unit_token', { baseUrl: gh.url }),
      { owner: 'acme', repo: 'app' },
      base.host.log,
    ),
  };
});
afterEach(async () => {
  await step.close();
  await sim.close();
  await gh.close();
});

const settler = () =>
  new Settler(step, { windowMinutes: 60, triggerPhrase: '@agent', now: () => sim.clock.now() });

/** A run of this action on #1, queued, then in `state` from 1 s on. */
async function runOf(state: string, metadata: Record<string, string> = {}, script: object = {}) {
  sim.script.run({
    timeline: [
      { state: 'QUEUED', afterMs: 0 },
      { state: state as 'SUCCEEDED', afterMs: 1000 },
    ],
    finalMessage: 'Fixed the spelling.',
    ...script,
  });
  const { run_id } = await step.client.runs.create({
    prompt: 'Fix it.',
    metadata: {
      gh_repo: 'acme/app',
      created_by: SOURCE,
      gh_run_id: '42',
      gh_event: 'issues',
      gh_number: '1',
      ...metadata,
    },
  });
  return run_id;
}

/** The tracking comment of `run` on #1, as a step left it. */
function tracking(run: string, state: Partial<MarkerState> = {}) {
  return gh.state.addComment({
    issue_number: 1,
    body: `Working on it\n\n${encodeMarker({ v: 2, key: `key-${run}`, run, state: 'INPROGRESS', phase: 'detached', ...state }, step.markerKey)}`,
    user: BOT,
  });
}
const url = (id: number) => `https://github.com/acme/app/issues/1#issuecomment-${id}`;
const markerOf = (id: number) =>
  decodeMarker(gh.state.commentsOf(1).find((c) => c.id === id)!.body, step.markerKey);
const bodyOf = (id: number) => gh.state.commentsOf(1).find((c) => c.id === id)!.body;

async function settleOne(run: string) {
  return settler().settleRun(await step.client.runs.get(run));
}

/** The client's runs.get, from now on answered by `answer` (which may call the real one). */
function onGet(
  answer: (real: typeof step.client.runs.get, runId: string) => ReturnType<typeof step.client.runs.get>,
) {
  const real = step.client.runs.get.bind(step.client.runs);
  step.client.runs.get = (runId) => answer(real, runId);
}

/** Before the cancel reaches the service: `first` (the run ends or blocks on its own meanwhile). */
function beforeCancel(first: () => void) {
  const real = step.client.runs.cancel.bind(step.client.runs);
  step.client.runs.cancel = (...args) => {
    first();
    return real(...args);
  };
}

/** Makes GitHub fail every read of #1's comments (the marker cannot be known). */
const githubDown = () => gh.faults.inject({ operationId: 'issues/list-comments', status: 502, times: 100 });

describe('Settler: read, then write', () => {
  it('the run cannot be read again before the write: not settled, nothing written', async () => {
    const runId = await runOf('SUCCEEDED');
    const c = tracking(runId);
    sim.clock.advance(2000);
    const listed = await step.client.runs.get(runId);
    sim.faults.inject({
      operation: 'getRun',
      fault: { status: 404, body: { error_code: 'resource_not_found', detail: 'gone' } },
    });
    const result = await settler().settleRun(listed);
    expect(result).toEqual({
      run_id: runId,
      state: 'SUCCEEDED',
      thread: 1,
      comment_url: url(c.id),
      action: 'not-settled',
      detail: expect.stringMatching(
        /^could not read the run or its comment again before writing: getRun failed \(HTTP 404/,
      ) as string,
      retry: true,
    });
    expect(markerOf(c.id)).toMatchObject({ phase: 'detached' });
  });

  it('a listed run without metadata has no thread', async () => {
    const runId = await runOf('SUCCEEDED');
    sim.clock.advance(2000);
    const { metadata: _metadata, ...bare } = await step.client.runs.get(runId);
    expect(await settler().settleRun(bare)).toMatchObject({
      run_id: runId,
      thread: null,
      action: 'not-settled',
    });
  });
});

describe('Settler: the reads', () => {
  it('a run the listing shows working, or its comment done with, is not read again', async () => {
    const going = await runOf('INPROGRESS');
    tracking(going, { deadline: new Date(START + 60 * MIN).toISOString() });
    const ended = await runOf('SUCCEEDED');
    tracking(ended, { phase: 'final', state: 'SUCCEEDED' });
    sim.clock.advance(2000);
    for (const [runId, action] of [
      [going, 'working'],
      [ended, 'already-settled'],
    ] as const) {
      const listed = await step.client.runs.get(runId);
      const reads = sim.count('getRun');
      const asked = gh.requests.length;
      expect(await settler().settleRun(listed)).toMatchObject({ run_id: runId, action });
      expect(sim.count('getRun')).toBe(reads);
      // The thread's comments (and who the action writes as, once): no read of the comment again.
      const asks = gh.requests.slice(asked).map((r) => r.operationId);
      expect(asks.filter((op) => op !== 'graphql')).toEqual(['issues/list-comments']);
    }
  });

  it("every read of the run carries the step's signal", async () => {
    const runId = await runOf('SUCCEEDED');
    tracking(runId);
    sim.clock.advance(2000);
    const listed = await step.client.runs.get(runId);
    const signals: unknown[] = [];
    const real = step.client.runs.get.bind(step.client.runs);
    step.client.runs.get = (id, options) => {
      signals.push(options?.signal);
      return real(id, options);
    };
    expect(await settler().settleRun(listed)).toMatchObject({ action: 'finished' });
    // Read again before the write, then once more after it.
    expect(signals).toEqual([step.signal, step.signal]);
  });
});

describe('Settler: the check after the report', () => {
  it('a run that moved on while its report was written: said in the result and the log', async () => {
    const runId = await runOf('SUCCEEDED');
    const c = tracking(runId);
    sim.clock.advance(2000);
    // Once the report is on the comment, the service answers a later version of the run (a follow-up restarted it).
    onGet(async (real, id) => {
      const now = await real(id);
      return markerOf(c.id)?.phase === 'final'
        ? { ...now, state: 'INPROGRESS', updated_at: new Date(START + 5 * MIN).toISOString() }
        : now;
    });
    expect(await settleOne(runId)).toMatchObject({
      action: 'finished',
      detail: 'final report written (SUCCEEDED); the run moved on meanwhile (now INPROGRESS)',
    });
    expect(step.host.lines).toContain(
      `run ${runId} moved on while its report was written (now INPROGRESS): the next settle or the step following it shows it`,
    );
  });

  it('the run cannot be read after its report: the report stands, nothing more said', async () => {
    const runId = await runOf('SUCCEEDED');
    const c = tracking(runId);
    sim.clock.advance(2000);
    onGet(async (real, id) => {
      if (markerOf(c.id)?.phase === 'final') throw new Error('connection reset');
      return real(id);
    });
    expect(await settleOne(runId)).toMatchObject({
      action: 'finished',
      detail: 'final report written (SUCCEEDED)',
    });
    expect(step.host.lines).toEqual([`settled run ${runId} (SUCCEEDED) on #1: ${url(c.id)}`]);
  });
});

describe('Settler: GitHub cannot be read, the deadline its metadata records', () => {
  /** The deadline of a run that records `timeout-minutes: 30`: 30 minutes from its start. */
  async function deadlineOf(runId: string) {
    const run = await step.client.runs.get(runId);
    return Date.parse(run.started_at ?? run.created_at) + 30 * MIN;
  }

  it('just before it: working, and said until when; at it: cancelled', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '30' });
    sim.clock.advance(2000);
    const deadline = await deadlineOf(runId);
    expect(deadline).toBe(START + 1000 + 30 * MIN);
    sim.clock.advance(deadline - 1 - sim.clock.now());
    githubDown();
    const before = await settleOne(runId);
    expect(before).toMatchObject({ state: 'INPROGRESS', comment_url: null, action: 'working', retry: true });
    expect(before.detail).toMatch(
      new RegExp(
        `^could not read the comments of #1: .*; working within the deadline its metadata records \\(${new Date(deadline).toISOString().replaceAll('.', '\\.')}\\)$`,
      ),
    );
    expect(sim.count('cancelRun')).toBe(0);
    sim.clock.advance(1);
    expect(await settleOne(runId)).toMatchObject({ state: 'CANCELLED', action: 'cancelled', retry: true });
    expect(sim.count('cancelRun')).toBe(1);
  });

  it('past it, left going by choice: not settled, not cancelled', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '30', gh_cancel: 'false' });
    sim.clock.advance(31 * MIN);
    githubDown();
    const result = await settleOne(runId);
    expect(result).toMatchObject({ state: 'INPROGRESS', action: 'not-settled', retry: true });
    expect(result.detail).toMatch(
      /; past its deadline and left going \(cancel-on-abort: false\); its report is left to the next settle$/,
    );
    expect(sim.count('cancelRun')).toBe(0);
  });

  it('past it, a run that waits for input: not cancelled, its question left for the next settle to report', async () => {
    const runId = await runOf('BLOCKED', { gh_timeout_minutes: '30' });
    sim.clock.advance(31 * MIN);
    githubDown();
    const result = await settleOne(runId);
    expect(result).toMatchObject({ state: 'BLOCKED', comment_url: null, action: 'not-settled', retry: true });
    expect(result.detail).toMatch(
      /^could not read the comments of #1: .*; its report is left to the next settle$/,
    );
    expect(sim.count('cancelRun')).toBe(0);
  });

  it('past it, the cancel refused and the run not read back: not settled, the state as listed', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '30' });
    sim.clock.advance(31 * MIN);
    const listed = await step.client.runs.get(runId);
    githubDown();
    sim.faults.inject({ operation: 'cancelRun', fault: { status: 403 } });
    sim.faults.inject({ operation: 'getRun', fault: { status: 404 } });
    const result = await settler().settleRun(listed);
    expect(result).toMatchObject({
      run_id: runId,
      state: 'INPROGRESS',
      comment_url: null,
      action: 'not-settled',
      retry: true,
    });
    expect(result.detail).toMatch(
      new RegExp(
        `; past the deadline its metadata records: Cancelling the run ${runId} failed; stop it from the session\\.$`,
      ),
    );
  });
});

describe('Settler: the cancel at a deadline', () => {
  it('a run that blocks as the cancel is sent: its question is reported, not a time-out', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '30' });
    const c = tracking(runId, { deadline: new Date(START + 30 * MIN).toISOString() });
    sim.clock.advance(31 * MIN);
    beforeCancel(() => {
      sim.sim.endRun(sim.sim.runs.get(runId)!, 'BLOCKED');
      // The service refuses to cancel it now (as it would an ended run).
      sim.faults.inject({ operation: 'cancelRun', fault: { status: 400 } });
    });
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'BLOCKED',
      thread: 1,
      comment_url: url(c.id),
      action: 'blocked',
      detail: 'report written: the agent waits for input',
    });
    expect(markerOf(c.id)).toMatchObject({ phase: 'blocked', state: 'BLOCKED' });
    expect(bodyOf(c.id)).not.toContain('did not end within');
  });

  it('without a comment, a run that ended as the cancel is sent: timed out, it had already ended', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '30' });
    sim.clock.advance(31 * MIN);
    beforeCancel(() => sim.sim.endRun(sim.sim.runs.get(runId)!, 'SUCCEEDED'));
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'SUCCEEDED',
      thread: 1,
      comment_url: null,
      action: 'timed-out',
      detail:
        'past its deadline: it had already ended; no tracking comment of this run on #1 (none by the action with a marker that verifies)',
    });
  });

  it('without a comment, a run the service cannot cancel: timed out, said so', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '30' }, { notCancellable: true });
    sim.clock.advance(31 * MIN);
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'INPROGRESS',
      thread: 1,
      comment_url: null,
      action: 'timed-out',
      detail:
        'past its deadline: the service cannot cancel it; no tracking comment of this run on #1 (none by the action with a marker that verifies)',
    });
  });

  it('GitHub does not take the report of a time-out: cancelled all the same, and tried again', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '30' });
    tracking(runId, { deadline: new Date(START + 30 * MIN).toISOString() });
    sim.clock.advance(31 * MIN);
    gh.faults.inject({ operationId: 'issues/update-comment', status: 422 });
    expect(await settleOne(runId)).toMatchObject({
      state: 'CANCELLED',
      action: 'cancelled',
      detail: 'past its deadline: cancelled; GitHub did not take the report',
      retry: true,
    });
  });
});

describe('Settler: a run read again without metadata', () => {
  it("past its marker's deadline: cancelled, reported by that deadline; no reaction without the comment's kind", async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '30' });
    const asking = gh.state.commentsOf(1)[0]!;
    const deadline = new Date(START + 30 * MIN).toISOString();
    const c = tracking(runId, { deadline, comment: String(asking.id) });
    sim.clock.advance(31 * MIN);
    const listed = await step.client.runs.get(runId);
    // The service's answers from now on leave the metadata out: nothing of it is read, nothing breaks.
    onGet(async (real, id) => {
      const { metadata: _metadata, ...bare } = await real(id);
      return bare;
    });
    expect(await settler().settleRun(listed)).toEqual({
      run_id: runId,
      state: 'CANCELLED',
      thread: 1,
      comment_url: url(c.id),
      action: 'cancelled',
      detail: 'past its deadline: cancelled, reported',
    });
    expect(bodyOf(c.id)).toContain(`The run did not end by its deadline (${deadline}).`);
    expect(gh.state.reactions).toEqual([]);
  });
});

describe('Settler: over its budget', () => {
  /** A run on #1 at work that has used 12 credits: its id. */
  async function overRun(): Promise<string> {
    sim.script.run({
      timeline: [{ state: 'INPROGRESS', afterMs: 0 }],
      usageSteps: [{ afterMs: 0, usage: { inference_cost: 12 } }],
    });
    const { run_id } = await step.client.runs.create({
      prompt: 'Fix it.',
      metadata: { gh_repo: 'acme/app', created_by: SOURCE, gh_run_id: '42', gh_number: '1' },
    });
    return run_id;
  }

  it('GitHub does not take the report: cancelled all the same, over its budget, tried again', async () => {
    const runId = await overRun();
    const c = tracking(runId, { budget: 10 });
    sim.clock.advance(1000);
    gh.faults.inject({ operationId: 'issues/update-comment', status: 422 });
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'CANCELLED',
      thread: 1,
      comment_url: url(c.id),
      action: 'cancelled',
      detail: 'over its budget (12 of 10 credits): cancelled; GitHub did not take the report',
      retry: true,
      over_budget: true,
    });
  });

  it('a run the service cannot cancel: said in the detail in its own words, as a deadline says it', async () => {
    const runId = await overRun();
    tracking(runId, { budget: 10 });
    sim.clock.advance(1000);
    sim.faults.inject({ operation: 'cancelRun', fault: { status: 422 } });
    const result = await settleOne(runId);
    expect(result).toMatchObject({ run_id: runId, over_budget: true });
    expect(result.detail).toBe('over its budget (12 of 10 credits): the service cannot cancel it, reported');
  });
});

describe("Settler: the agent's answer unread", () => {
  const unreadable = () => conversationUnreadable(sim);
  const why = (runId: string) => unreadWhy(step.host.lines, runId);
  const notRead = (runId: string) => answerNotRead(why(runId));

  it.each([
    ['SUCCEEDED', 'final', 'finished', 'final report written (SUCCEEDED)'],
    ['BLOCKED', 'blocked', 'blocked', 'report written: the agent waits for input'],
  ] as const)(
    'a run %s: its report says the answer was not read; the next settle that reads it writes it, once',
    async (state, phase, action, detail) => {
      const runId = await runOf(state);
      const c = tracking(runId);
      sim.clock.advance(1000);
      unreadable();
      const settled = { run_id: runId, state, thread: 1, comment_url: url(c.id) };
      expect(await settleOne(runId)).toEqual({ ...settled, action, detail });
      expect(bodyOf(c.id)).toContain(notRead(runId));
      expect(bodyOf(c.id)).not.toContain('Fixed the spelling.');
      expect(markerOf(c.id)).toMatchObject({ phase, state, unread: true });
      // Still unread: the comment already says so of this very run; nothing is written, and the next settle tries.
      const before = bodyOf(c.id);
      unreadable();
      expect(await settleOne(runId)).toEqual({
        ...settled,
        action: 'not-settled',
        detail: `its conversation, the agent's answer, could not be read again (${why(runId)}); its report is left to the next settle`,
        retry: true,
      });
      expect(bodyOf(c.id)).toBe(before);
      // Read: written with the answer, its marker no longer unread; then there is nothing left to write.
      expect(await settleOne(runId)).toEqual({ ...settled, action, detail });
      expect(bodyOf(c.id)).toContain('Fixed the spelling.');
      expect(bodyOf(c.id)).not.toContain('_Not read:');
      expect(markerOf(c.id)!.unread).toBeUndefined();
      expect(markerOf(c.id)).toMatchObject({ phase, state });
      const edits = () => gh.requests.filter((r) => r.method === 'PATCH').map((r) => r.path);
      const written = edits();
      expect(written).toEqual([
        `/repos/acme/app/issues/comments/${c.id}`,
        `/repos/acme/app/issues/comments/${c.id}`,
      ]);
      expect(await settleOne(runId)).toMatchObject({ action: 'already-settled' });
      expect(edits()).toEqual(written);
    },
  );

  // Found writing the test of an approval after the followup command's (test/flow/conversation.test.ts): a request on
  // the thread was refused ("its tracking comment does not show it yet") while the answer could still not be read,
  // though the comment showed how the run stopped.
  it('new work about to pass a report whose answer is still unread: written again saying so, never refused', async () => {
    const runId = await runOf('SUCCEEDED');
    const c = tracking(runId);
    sim.clock.advance(1000);
    unreadable();
    await settleOne(runId);
    expect(markerOf(c.id)).toMatchObject({ phase: 'final', unread: true });
    const found = await step.repository!.markedComment(c.id, BOT, markerReader(step.markerKey));
    unreadable();
    const run = await step.client.runs.get(runId);
    expect(await reportStopFirst(step, run, found, '@agent', 'request')).toMatchObject({
      action: 'finished',
      detail: 'final report written (SUCCEEDED)',
    });
    expect(bodyOf(c.id)).toContain(notRead(runId));
    expect(markerOf(c.id)).toMatchObject({ phase: 'final', unread: true });
  });

  // A marker that records no version of the run (a service that gives no updated_at) is taken at its word: it shows
  // the run as it is. A report of another phase still has news to write: here, how the run left going ended.
  it("a time-out's report that left the run going, said its answer unread, and records no version: the end is written", async () => {
    const runId = await runOf('SUCCEEDED');
    const c = tracking(runId, { phase: 'timeout', state: 'INPROGRESS', unread: true });
    sim.clock.advance(1000);
    unreadable();
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'SUCCEEDED',
      thread: 1,
      comment_url: url(c.id),
      action: 'finished',
      detail: 'final report written (SUCCEEDED)',
    });
    expect(bodyOf(c.id)).toMatch(/^### ✅ Cloud agent run succeeded: /);
    expect(bodyOf(c.id)).toContain(notRead(runId));
    expect(markerOf(c.id)).toMatchObject({ phase: 'final', state: 'SUCCEEDED', unread: true });
  });
});
