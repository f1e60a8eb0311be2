/**
 * Following a run through each way it can go: queued and running shown as progress then the final report, a run
 * that fails (the step fails unless told not to), blocked, detached (`wait: false` and `detach-after-minutes`),
 * timed out (cancelled or left going), unfollowable, and the job cancelled while waiting. Against the simulator on
 * a frozen clock: Date is faked (the follow counts its deadlines from Date.now()) and every poll's sleep moves both
 * clocks by exactly the interval; the reporter records what it is given.
 */
import { actionWords } from '../../src/host/words.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import {
  conversationOf,
  describeOrigin,
  followOptions,
  followRun,
  followupHint,
  RunFailedError,
  type FollowOptions,
} from '../../src/flow/follow.ts';
import type { Reporter } from '../../src/flow/report.ts';
import type { Step } from '../../src/flow/step.ts';
import type { ReportInput } from '../../src/render/report.ts';
import { memoryHost, type MemoryHost } from '../helpers/step.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

const START = Date.parse('2026-11-21T12:00:00Z');
const HINT = 'Reply with `@agent <message>`.';
const ORIGIN = 'Started from issue #1.';

/** Records what the follow shows and finishes, as `<call> <phase> <state>`, and the marker it sets. */
class RecordingReporter {
  events: string[] = [];
  inputs: ReportInput[] = [];
  markers: unknown[] = [];
  /** What finish() answers: whether the comment shows the report. */
  shows = true;
  show(input: ReportInput): void {
    this.events.push(`show ${input.phase} ${input.run.state}`);
    this.inputs.push(input);
  }
  finish(input: ReportInput): Promise<boolean> {
    this.events.push(`finish ${input.phase} ${input.run.state}`);
    this.inputs.push(input);
    return Promise.resolve(this.shows);
  }
  setMarker(marker: unknown): void {
    this.markers.push(marker);
  }
  /** The last report's input. */
  last(): ReportInput {
    return this.inputs.at(-1)!;
  }
}

let sim: SimulatorHandle;
let client: CloudAgentClient;
let host: MemoryHost;
let reporter: RecordingReporter;
let slept: number[];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  sim = await startSimulator({ start: new Date(START), timeScale: 0 });
  client = new CloudAgentClient({ apiKey: 'test-key', baseUrl: sim.url, retry: { maxRetries: 0 } });
  host = memoryHost();
  reporter = new RecordingReporter();
  slept = [];
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await client.close();
  await sim.close();
});

/** Moves both clocks. */
function advance(ms: number): void {
  sim.clock.advance(ms);
  vi.setSystemTime(Date.now() + ms);
}

type Script = Parameters<SimulatorHandle['script']['run']>[0];
type Timeline = NonNullable<Script['timeline']>;

/**
 * A run QUEUED at once, INPROGRESS from 1 s, then `then` at `thenAt` ms (none: it works on); `last` replaces the
 * last step.
 */
async function startRun(
  then?: string,
  thenAt = 3000,
  extra: Omit<Script, 'timeline'> & { last?: Timeline[number] } = {},
): Promise<string> {
  const { last, ...script } = extra;
  const timeline: Timeline = [
    { state: 'QUEUED', afterMs: 0 },
    { state: 'INPROGRESS', afterMs: 1000 },
  ];
  if (then) timeline.push({ state: then as 'SUCCEEDED', afterMs: thenAt - 1000 });
  if (last) timeline.push(last);
  sim.script.run({ timeline, ...script });
  const { run_id } = await client.runs.create({ prompt: 'Fix the typo.' });
  return run_id;
}

/** Follows with a 1 s poll; `after[n]` runs after the n-th sleep. */
function follow(
  runId: string,
  options: Partial<FollowOptions> = {},
  after: Record<number, () => void> = {},
): Promise<Awaited<ReturnType<typeof followRun>>> {
  return followRun({
    host,
    client,
    reporter: reporter as unknown as Reporter,
    runId,
    wait: true,
    timeoutMinutes: 1,
    failOnRunFailure: true,
    cancelOnAbort: true,
    signal: new AbortController().signal,
    origin: ORIGIN,
    followupHint: HINT,
    poll: {
      initialMs: 1000,
      factor: 1,
      maxMs: 1000,
      now: () => Date.now(),
      sleep: async (ms) => {
        slept.push(ms);
        advance(ms);
        after[slept.length]?.();
      },
    },
    ...options,
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the follow to fail');
    },
    (err: unknown) => err as Error,
  );

const deadline = (minutes: number, from = START) => ({
  deadline: new Date(from + minutes * 60_000).toISOString(),
  cancel: true,
});

describe('followRun', () => {
  it('queued, then running, then the final report: the step succeeds and is settled', async () => {
    const runId = await startRun('SUCCEEDED', 3000);
    const followed = await follow(runId);
    expect(followed.detached).toBe(false);
    expect(followed.run.state).toBe('SUCCEEDED');
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'finish final SUCCEEDED',
    ]);
    expect(slept).toEqual([1000, 1000, 1000]);
    const final = reporter.last();
    expect(final.phase).toBe('final');
    expect(final.origin).toBe(ORIGIN);
    expect(final.followupHint).toBe(HINT);
    expect(final.now).toBe(START + 3000);
    expect(final.note).toBeUndefined();
    expect(final.artifacts).toEqual([]);
    expect(final.conversation).toEqual(await client.runs.conversation(runId));
    expect(reporter.inputs[0]!.now).toBe(START);
    // The marker records the deadline counted from the run's creation, once.
    expect(reporter.markers).toEqual([deadline(1)]);
    expect(host.saved).toEqual({ settled: 'true' });
    expect(host.lines).toEqual([
      `[00:00] run ${runId}: QUEUED`,
      `[00:01] run ${runId}: QUEUED → INPROGRESS`,
      `[00:03] run ${runId}: INPROGRESS → SUCCEEDED`,
    ]);
  });

  it('a note and the factory task go into every report', async () => {
    const runId = await startRun('SUCCEEDED', 1000);
    const task = { id: 'task-1' } as unknown as ReportInput['factoryTask'];
    let asked = 0;
    await follow(runId, {
      note: 'Adopted the run an earlier attempt started.',
      factoryTask: () => {
        asked++;
        return Promise.resolve(task);
      },
    });
    expect(reporter.events).toEqual(['show queued QUEUED', 'finish final SUCCEEDED']);
    expect(reporter.inputs.map((i) => [i.note, i.factoryTask])).toEqual([
      ['Adopted the run an earlier attempt started.', task],
      ['Adopted the run an earlier attempt started.', task],
    ]);
    // Asked for the first report, and again for the final one.
    expect(asked).toBe(2);
  });

  it('a factory task that is not known yet at the end keeps the one known before', async () => {
    const runId = await startRun('SUCCEEDED', 1000);
    const task = { id: 'task-1' } as unknown as ReportInput['factoryTask'];
    const answers = [task, undefined];
    await follow(runId, { factoryTask: () => Promise.resolve(answers.shift()) });
    expect(reporter.inputs.map((i) => i.factoryTask)).toEqual([task, task]);
  });

  it('without an origin the reports have none', async () => {
    const runId = await startRun('SUCCEEDED', 1000);
    await follow(runId, { origin: undefined });
    expect(reporter.inputs.map((i) => 'origin' in i)).toEqual([false, false]);
    expect(reporter.inputs.map((i) => 'factoryTask' in i || 'note' in i)).toEqual([false, false]);
  });

  it('a run that fails fails the step with its state, code and message, after the final report', async () => {
    const runId = await startRun(undefined, 0, {
      last: {
        state: 'FAILED',
        afterMs: 1000,
        statusMessage: { message: 'The agent gave up', error_code: 'agent_process_failed' },
      },
    });
    const error = await failure(follow(runId));
    expect(error).toBeInstanceOf(RunFailedError);
    expect(error.message).toBe(`run ${runId} ended FAILED (agent_process_failed): The agent gave up`);
    expect((error as RunFailedError).outcome).toBe('run-failed');
    expect(reporter.events).toEqual(['show queued QUEUED', 'show running INPROGRESS', 'finish final FAILED']);
    expect(host.saved).toEqual({ settled: 'true' });
  });

  it('a run that fails does not fail the step when told so', async () => {
    const runId = await startRun('ERROR', 1000);
    const followed = await follow(runId, { failOnRunFailure: false });
    expect(followed).toEqual({ run: expect.objectContaining({ state: 'ERROR' }), detached: false });
    expect(reporter.events).toEqual(['show queued QUEUED', 'finish final ERROR']);
  });

  it('a failed run without a status message names only its state', async () => {
    const runId = await startRun('CANCELLED', 1000);
    const error = await failure(follow(runId));
    expect(error.message).toBe(`run ${runId} ended CANCELLED`);
  });

  it('blocked: the blocked report, a warning with the hint, the step succeeds', async () => {
    const runId = await startRun('BLOCKED', 2000);
    const followed = await follow(runId);
    expect(followed).toEqual({ run: expect.objectContaining({ state: 'BLOCKED' }), detached: false });
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'finish blocked BLOCKED',
    ]);
    expect(reporter.last().conversation).toEqual(await client.runs.conversation(runId));
    expect(host.lines.at(-1)).toBe(`warning: run ${runId} is waiting for input. ${HINT}`);
    expect(host.saved).toEqual({ settled: 'true' });
  });

  it('wait: false: the run as it is now, reported detached, and the step is done with it', async () => {
    const runId = await startRun();
    const followed = await follow(runId, { wait: false, factoryTask: () => Promise.resolve(undefined) });
    expect(followed).toEqual({ run: expect.objectContaining({ state: 'QUEUED' }), detached: true });
    expect(reporter.events).toEqual(['finish detached QUEUED']);
    expect(reporter.last().note).toBe('The workflow did not wait for this run (`wait: false`).');
    expect(reporter.last().factoryTask).toBeUndefined();
    expect(sim.count('getRun')).toBe(1);
    expect(host.lines).toEqual([
      // No session yet while it is queued.
      `not waiting (wait: false): run ${runId} is QUEUED and goes on`,
    ]);
    expect(host.saved).toEqual({ settled: 'true' });
    expect(reporter.markers).toEqual([deadline(1)]);
  });

  it('wait: false with a factory: its task is in the report', async () => {
    const runId = await startRun();
    const task = { id: 'task-1' } as unknown as ReportInput['factoryTask'];
    await follow(runId, { wait: false, factoryTask: () => Promise.resolve(task) });
    expect(reporter.last().factoryTask).toBe(task);
  });

  it('detach-after-minutes: a run still going then is let go, reported detached', async () => {
    const runId = await startRun();
    const followed = await follow(runId, { timeoutMinutes: 10, detachAfterMinutes: 1 });
    expect(followed).toEqual({ run: expect.objectContaining({ state: 'INPROGRESS' }), detached: true });
    expect(slept).toHaveLength(60);
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'finish detached INPROGRESS',
    ]);
    expect(reporter.last().note).toBe(
      'The workflow stopped watching after 1 minute (`detach-after-minutes`).',
    );
    expect(host.lines.at(-1)).toBe(
      `detached after 1 minute (detach-after-minutes): run ${runId} is INPROGRESS and goes on. Session: ${followed.run.session_link}`,
    );
    expect(host.saved).toEqual({ settled: 'true' });
    expect(sim.count('cancelRun')).toBe(0);
  });

  it('detach-after-minutes of 2: minutes in the plural', async () => {
    const runId = await startRun();
    await follow(runId, {
      timeoutMinutes: 10,
      detachAfterMinutes: 2,
      poll: {
        initialMs: 30_000,
        factor: 1,
        maxMs: 30_000,
        now: () => Date.now(),
        sleep: async (ms) => advance(ms),
      },
    });
    expect(reporter.last().note).toBe(
      'The workflow stopped watching after 2 minutes (`detach-after-minutes`).',
    );
    expect(
      host.lines
        .at(-1)!
        .startsWith(`detached after 2 minutes (detach-after-minutes): run ${runId} is INPROGRESS`),
    ).toBe(true);
  });

  it('timeout: the run is cancelled and reported timed out; the step fails', async () => {
    const runId = await startRun();
    const cancel = vi.spyOn(client.runs, 'cancel');
    const error = await failure(follow(runId));
    // Polls every second for the minute, then the cancel (within 5 s).
    expect(slept).toHaveLength(60);
    expect(cancel.mock.calls).toEqual([[runId, { deadlineMs: 5000, maxRetries: 20 }]]);
    expect(error).toBeInstanceOf(RunFailedError);
    expect(error.message).toBe(
      `run ${runId}: The run did not end within 1 minute (timeout-minutes). The run ${runId} was cancelled.`,
    );
    expect((error as RunFailedError).outcome).toBe('timeout');
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'finish timeout CANCELLED',
    ]);
    const report = reporter.last();
    expect(report.note).toBe(
      `The run did not end within 1 minute (\`timeout-minutes\`). The run \`${runId}\` was cancelled.`,
    );
    expect(report.conversation).toEqual(await client.runs.conversation(runId));
    expect(report.artifacts).toEqual([]);
    expect(host.lines.at(-1)).toBe(`cancelled run ${runId}`);
    expect(host.saved).toEqual({ settled: 'true' });
  });

  it('timeout with cancel-on-abort: false: left going, said so; minutes in the plural', async () => {
    const runId = await startRun();
    const error = await failure(
      follow(runId, {
        timeoutMinutes: 2,
        cancelOnAbort: false,
        poll: {
          initialMs: 30_000,
          factor: 1,
          maxMs: 30_000,
          now: () => Date.now(),
          sleep: async (ms) => advance(ms),
        },
      }),
    );
    expect(error.message).toBe(
      `run ${runId}: The run did not end within 2 minutes (timeout-minutes). It was left going (cancel-on-abort: false).`,
    );
    expect((error as RunFailedError).outcome).toBe('timeout');
    expect(reporter.events.at(-1)).toBe('finish timeout INPROGRESS');
    expect(sim.count('cancelRun')).toBe(0);
    expect(host.saved).toEqual({ settled: 'true' });
    expect(reporter.markers).toEqual([{ ...deadline(2), cancel: false }]);
  });

  it('timeout whose cancel fails: the post step tries again (not settled)', async () => {
    const runId = await startRun();
    sim.faults.inject({ operation: 'cancelRun', fault: { status: 403 } });
    const error = await failure(follow(runId));
    expect(error.message).toBe(
      `run ${runId}: The run did not end within 1 minute (timeout-minutes). Cancelling the run ${runId} failed; the post step of the job tries again.`,
    );
    expect((error as RunFailedError).outcome).toBe('timeout');
    expect(reporter.events.at(-1)).toBe('finish timeout INPROGRESS');
    expect(host.saved).toEqual({});
  });

  it('answers that cannot be read, poll after poll: unfollowable, cancelled and reported', async () => {
    const runId = await startRun();
    const error = await failure(
      follow(
        runId,
        {},
        { 1: () => sim.faults.inject({ operation: 'getRun', times: 5, fault: { malformed: true } }) },
      ),
    );
    const last = 'getRun: the service sent malformed JSON (HTTP 200, 24 bytes)';
    expect(error.message).toBe(
      `run ${runId}: The run cannot be followed: the service's last 5 answers about it could not be read (last: ${last}). The run ${runId} was cancelled.`,
    );
    expect((error as RunFailedError).outcome).toBe('service');
    expect(reporter.events).toEqual(['show queued QUEUED', 'finish timeout CANCELLED']);
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toHaveLength(4);
  });

  it('the job cancelled while waiting: the run is cancelled within seconds and reported cancelled', async () => {
    const runId = await startRun();
    const cancel = vi.spyOn(client.runs, 'cancel');
    const job = new AbortController();
    const error = await failure(
      follow(runId, { signal: job.signal }, { 2: () => job.abort(new Error('SIGINT')) }),
    );
    expect(error).toBeInstanceOf(RunFailedError);
    expect(error.message).toBe(`job cancelled; The run ${runId} was cancelled.`);
    expect((error as RunFailedError).outcome).toBe('interrupted');
    // The step exits within seconds of a signal: the cancel gets 3 of them.
    expect(cancel.mock.calls).toEqual([[runId, { deadlineMs: 3000, maxRetries: 20 }]]);
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'finish cancelled CANCELLED',
    ]);
    expect(reporter.last().note).toBe(`The workflow job was cancelled. The run \`${runId}\` was cancelled.`);
    expect(host.saved).toEqual({ settled: 'true' });
  });

  it('the job cancelled, the comment not written: the post step takes over', async () => {
    const runId = await startRun();
    reporter.shows = false;
    const job = new AbortController();
    await failure(follow(runId, { signal: job.signal }, { 1: () => job.abort(new Error('SIGINT')) }));
    expect(reporter.events.at(-1)).toBe('finish cancelled CANCELLED');
    expect(host.saved).toEqual({});
  });

  it('the job cancelled with cancel-on-abort: false: the run is left going, reported detached', async () => {
    const runId = await startRun();
    const job = new AbortController();
    const error = await failure(
      follow(
        runId,
        { signal: job.signal, cancelOnAbort: false },
        { 2: () => job.abort(new Error('SIGINT')) },
      ),
    );
    expect(error.message).toBe(`job cancelled; run ${runId} left running as cancel-on-abort: false`);
    expect((error as RunFailedError).outcome).toBe('interrupted');
    expect(reporter.events.at(-1)).toBe('finish detached INPROGRESS');
    expect(reporter.last().note).toBe(
      'The workflow job was cancelled; the run was left going (`cancel-on-abort: false`).',
    );
    expect(sim.count('cancelRun')).toBe(0);
    expect(host.saved).toEqual({ settled: 'true' });
  });

  it('the job cancelled before the run was seen, left going: nothing to report', async () => {
    const runId = await startRun();
    const job = new AbortController();
    job.abort(new Error('SIGINT'));
    const error = await failure(follow(runId, { signal: job.signal, cancelOnAbort: false }));
    expect(error.message).toBe(`job cancelled; run ${runId} left running as cancel-on-abort: false`);
    expect((error as RunFailedError).outcome).toBe('interrupted');
    expect(reporter.events).toEqual([]);
    expect(host.saved).toEqual({ settled: 'true' });
  });

  it('the job cancelled, the cancel failed: reported, but the post step takes over', async () => {
    const runId = await startRun();
    sim.faults.inject({ operation: 'cancelRun', fault: { status: 403 } });
    const job = new AbortController();
    const error = await failure(
      follow(runId, { signal: job.signal }, { 1: () => job.abort(new Error('SIGINT')) }),
    );
    expect(error.message).toBe(
      `job cancelled; Cancelling the run ${runId} failed; the post step of the job tries again.`,
    );
    expect((error as RunFailedError).outcome).toBe('interrupted');
    expect(reporter.events.at(-1)).toBe('finish cancelled INPROGRESS');
    expect(host.saved).toEqual({});
  });

  it('the job cancelled before the run was seen, and it cannot be read: nothing to report', async () => {
    const runId = await startRun();
    sim.faults.inject({ operation: 'cancelRun', fault: { status: 400 } });
    sim.faults.inject({ operation: 'getRun', fault: { status: 403 } });
    const job = new AbortController();
    job.abort(new Error('SIGINT'));
    const error = await failure(follow(runId, { signal: job.signal }));
    expect(error.message).toBe(`job cancelled; The run ${runId} had already ended.`);
    expect((error as RunFailedError).outcome).toBe('interrupted');
    expect(reporter.events).toEqual([]);
    expect(host.saved).toEqual({});
  });

  it('a timeout with the run never answered, left going: nothing to report', async () => {
    const runId = await startRun();
    sim.faults.inject({ operation: 'getRun', times: 100, fault: { status: 503 } });
    const error = await failure(follow(runId, { cancelOnAbort: false }));
    expect(error.message).toBe(
      `run ${runId}: The run did not end within 1 minute (timeout-minutes). It was left going (cancel-on-abort: false).`,
    );
    expect((error as RunFailedError).outcome).toBe('timeout');
    expect(reporter.events).toEqual([]);
    expect(host.saved).toEqual({ settled: 'true' });
  });

  it('an error of the wait that is not the job being cancelled is thrown as it is', async () => {
    const runId = await startRun();
    sim.faults.inject({ operation: 'getRun', fault: { status: 404 } });
    const error = await failure(follow(runId));
    expect(error.message).toMatch(
      new RegExp(`^reading run ${runId} \\(getRun\\) failed: getRun failed \\(HTTP 404`),
    );
    expect(reporter.events).toEqual([]);
    expect(sim.count('cancelRun')).toBe(0);
  });

  it("after a follow-up the deadline counts from now, not from the run's creation", async () => {
    const runId = await startRun('SUCCEEDED', 1000);
    advance(5 * 60_000);
    await follow(runId, { movedSince: '2026-11-21T11:00:00Z', timeoutMinutes: 3 });
    expect(reporter.markers).toEqual([deadline(3, START + 5 * 60_000)]);
  });
});

describe('followRun after a follow-up', () => {
  it('an ended state not newer than the follow-up is the old one: the follow waits (a minute at most)', async () => {
    const runId = await startRun('SUCCEEDED', 1000);
    const followed = await follow(runId, { movedSince: '2026-11-21T12:30:00Z', timeoutMinutes: 5 });
    expect(followed.run.state).toBe('SUCCEEDED');
    expect(slept).toHaveLength(60);
  });

  it('a run whose creation time cannot be read: the deadline counts from when following began', async () => {
    const runId = await startRun('SUCCEEDED', 1000);
    const get = client.runs.get.bind(client.runs);
    vi.spyOn(client.runs, 'get').mockImplementation(async (...args) => ({
      ...(await get(...args)),
      created_at: 'not a date',
    }));
    advance(60_000);
    await follow(runId, { timeoutMinutes: 3 });
    expect(reporter.markers).toEqual([deadline(3, START + 60_000)]);
  });
});

describe('describeOrigin and followupHint', () => {
  const env = {
    serverUrl: 'https://github.com',
    repository: 'acme/app',
    workflowRunId: '9001',
    eventName: 'push',
  };
  const run = '[workflow run](https://github.com/acme/app/actions/runs/9001)';
  const step = (trigger: Record<string, unknown>) =>
    ({ trigger, env, host: { words: actionWords } }) as unknown as Step;

  it('names the comment, the thread or the event', () => {
    expect(
      describeOrigin(
        step({ comment: { author: 'octocat', url: 'https://github.com/acme/app/issues/1#c' }, number: 1 }),
      ),
    ).toBe(`Started from a comment by @octocat ([comment](https://github.com/acme/app/issues/1#c)), ${run}.`);
    expect(describeOrigin(step({ number: 4, isPullRequest: true }))).toBe(
      `Started from pull request #4 by ${run}.`,
    );
    expect(describeOrigin(step({ number: 5, isPullRequest: false }))).toBe(
      `Started from issue #5 by ${run}.`,
    );
    expect(describeOrigin(step({}))).toBe(`Started by ${run} (push).`);
  });

  it('the hint fits the reader: reply on a comment thread; the followup command only where the reader can run it', () => {
    const command = 'To continue, run this action with `command: followup`, `run-id: run-1` and a `message`.';
    expect(followupHint(step({ comment: { author: 'octocat' } }), '@agent', 'run-1')).toEqual({
      followupHint: 'Reply on this thread with `@agent <message>` to continue, or `@agent cancel` to stop.',
    });
    // An event started it on a thread: the comment's reader cannot run the action; the summary's reader can.
    expect(followupHint(step({ number: 5 }), '@agent', 'run-1')).toEqual({ summaryHint: command });
    // No thread (push, schedule): only the summary, whose reader can.
    expect(followupHint(step({}), '@agent', 'run-1')).toEqual({ followupHint: command });
  });

  it('followOptions takes the inputs, the step and the reporter', () => {
    const signal = new AbortController().signal;
    const s = { ...step({ number: 5 }), host, client, signal } as unknown as Step;
    const r = reporter as unknown as Reporter;
    expect(
      followOptions(
        s,
        {
          wait: false,
          timeoutMinutes: 7,
          detachAfterMinutes: 3,
          failOnRunFailure: false,
          cancelOnAbort: true,
          progressIntervalSeconds: 45,
        },
        r,
        'run-1',
        '@agent',
      ),
    ).toEqual({
      host,
      client,
      reporter: r,
      runId: 'run-1',
      wait: false,
      timeoutMinutes: 7,
      detachAfterMinutes: 3,
      failOnRunFailure: false,
      cancelOnAbort: true,
      signal,
      origin: `Started from issue #5 by ${run}.`,
      summaryHint: 'To continue, run this action with `command: followup`, `run-id: run-1` and a `message`.',
      progressIntervalSeconds: 45,
      workflowRun: 'https://github.com/acme/app/actions/runs/9001',
    });
  });
});

describe('conversationOf', () => {
  it('the conversation; none when the service has none (404, 422); other failures are a warning', async () => {
    const none = await startRun('SUCCEEDED', 1000, { conversation: 'none' });
    const unsupported = await startRun('SUCCEEDED', 1000, { conversation: 'unsupported' });
    const runId = await startRun('SUCCEEDED', 1000);
    advance(2000);
    const item = (id: string) => client.runs.get(id);
    expect(await conversationOf(host, client, await item(none))).toBeUndefined();
    expect(await conversationOf(host, client, await item(unsupported))).toBeUndefined();
    expect(host.lines).toEqual([]);
    const run: RunItem = await item(runId);
    expect(await conversationOf(host, client, run)).toEqual(await client.runs.conversation(runId));
    // Asked up to three times: a 503 twice is a blip.
    const patient = new CloudAgentClient({
      apiKey: 'test-key',
      baseUrl: sim.url,
      sleep: async () => {},
      random: () => 0,
    });
    sim.faults.inject({ operation: 'getRunConversation', times: 2, fault: { status: 503 } });
    expect(await conversationOf(host, patient, run)).toEqual(await client.runs.conversation(runId));
    await patient.close();
    sim.faults.inject({
      operation: 'getRunConversation',
      fault: { status: 403, body: { error: 'Forbidden', status: 403 } },
    });
    expect(await conversationOf(host, client, run)).toBeUndefined();
    expect(host.lines).toEqual([
      `warning: could not read the conversation of run ${runId}: getRunConversation failed (HTTP 403): Forbidden. The API key is valid but may not do this: check the team, environment, MCP server or factory permissions`,
    ]);
  });
});
