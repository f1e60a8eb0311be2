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
  conversationInput,
  describeOrigin,
  followOptions,
  followRun,
  followupHint,
  BudgetExceededError,
  HandOffLostError,
  readConversation,
  RunFailedError,
  type FollowOptions,
} from '../../src/flow/follow.ts';
import type { Reporter } from '../../src/flow/report.ts';
import type { Step } from '../../src/flow/step.ts';
import type { ReportInput } from '../../src/render/report.ts';
import { cancelsUnconfirmed, memoryHost, type MemoryHost } from '../helpers/step.ts';
import { approvalMessage } from '../../src/flow/plan.ts';
import { conversationUnreadable, unreadWhy } from '../helpers/unread.ts';
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
  /** What the tracking comment's marker carried when the step began (a joined execution's budget, say). */
  carried: Record<string, unknown> = {};
  carriedMarker(): Record<string, unknown> {
    return this.carried;
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
    // The session link as soon as the service gives it, once.
    const { session_link: link } = await client.runs.get(runId);
    expect(host.lines).toEqual([
      `[00:00] run ${runId}: QUEUED`,
      `[00:01] run ${runId}: QUEUED → INPROGRESS`,
      `[00:01] run ${runId}: session ${link} (follow it live)`,
      `[00:03] run ${runId}: INPROGRESS → SUCCEEDED`,
    ]);
  });

  it('a run first seen over: its session link is told, not as one to follow live', async () => {
    const runId = await startRun('SUCCEEDED', 1000);
    await follow(runId);
    const { session_link: link } = await client.runs.get(runId);
    expect(host.lines).toEqual([
      `[00:00] run ${runId}: QUEUED`,
      `[00:01] run ${runId}: session ${link}`,
      `[00:01] run ${runId}: QUEUED → SUCCEEDED`,
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

  it('wait: false whose report GitHub does not take: the run goes on, and the step fails saying why', async () => {
    // Found by the model of the thread (JOINS_SEED=1): a let-go run whose comment GitHub refused had no report, ever.
    const runId = await startRun();
    reporter.shows = false;
    const error = await failure(follow(runId, { wait: false }));
    expect(error).toBeInstanceOf(HandOffLostError);
    expect(error.message).toBe(
      `run ${runId} goes on, but GitHub did not take its tracking comment, through which a settle finds it: no settle can write its report on the thread; follow it in its session, or cancel it`,
    );
    expect((error as HandOffLostError).outcome).toBe('service');
    expect(reporter.events).toEqual(['finish detached QUEUED']);
    // Let go all the same: the post step cancels nothing.
    expect(host.saved).toEqual({ settled: 'true' });
    expect(sim.count('cancelRun')).toBe(0);
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

  // Found by the model-based test (joins.model.test.ts, a job cut short): the run stopped between two polls and the
  // job was cancelled before the next; the comment was finished as cancelled, without the run's answer or what it
  // made (or over its question), and marked as showing its end, so no settle ever showed them.
  it.each(['SUCCEEDED', 'BLOCKED'])(
    'the job cancelled after the run stopped by itself (%s): nothing written, not settled, the post step reports it',
    async (state) => {
      const runId = await startRun(state, 3000);
      const job = new AbortController();
      const error = await failure(
        follow(runId, { signal: job.signal }, { 3: () => job.abort(new Error('SIGINT')) }),
      );
      expect(error.message).toBe(`job cancelled; The run ${runId} had already ended.`);
      expect((error as RunFailedError).outcome).toBe('interrupted');
      expect(sim.requests.filter((r) => r.operation === 'cancelRun').map((r) => r.status)).toEqual([400]);
      expect(reporter.events).toEqual(['show queued QUEUED', 'show running INPROGRESS']);
      expect(host.saved).toEqual({});
    },
  );

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

// Found by the model-based test (joins.model.test.ts, seed 631): its clock is virtual, and a cancel's reads waited in
// real time against a deadline on that clock, for ever. They wait as the polls do.
describe("followRun's cancel not yet confirmed: its reads wait on the poll's clock, to the cancel's deadline", () => {
  /** Every read of the run after a cancel fails (404): the cancel is never seen through. */
  const unconfirmed = () => cancelsUnconfirmed(client, sim);
  const confirming = (n: number) => Array<number>(n).fill(500);

  it('past the timeout: read for 5 s', async () => {
    const runId = await startRun();
    unconfirmed();
    const error = await failure(follow(runId));
    expect(slept).toEqual([...Array<number>(60).fill(1000), ...confirming(9)]);
    expect(error.message).toBe(
      `run ${runId}: The run did not end within 1 minute (timeout-minutes). The run ${runId} was asked to cancel but was not seen to stop; the post step of the job tries again.`,
    );
  });

  it('the job cancelled: read for 3 s', async () => {
    const runId = await startRun();
    unconfirmed();
    const job = new AbortController();
    await failure(follow(runId, { signal: job.signal }, { 2: () => job.abort(new Error('SIGINT')) }));
    expect(slept).toEqual([1000, 1000, ...confirming(5)]);
  });

  it('over the budget: read for 20 s', async () => {
    const runId = await startRun(undefined, 0, {
      usageSteps: [{ afterMs: 0, usage: { inference_cost: 12 } }],
    });
    unconfirmed();
    const error = await failure(follow(runId, { wait: false, maxCredits: 10 }));
    expect(slept).toEqual(confirming(39));
    expect(error.message).toBe(
      `run ${runId}: went over its budget at 12 credits, budget 10 (max-credits: 10); The run ${runId} was asked to cancel but was not seen to stop; the post step of the job tries again.`,
    );
    // Not seen to stop: the report says the run is over its budget, not that it was stopped at it.
    expect(reporter.last().budget).toMatchObject({ status: 'over', spent: 12, limit: 10 });
    // Not seen to stop: the post step cancels it, whatever cancel-on-abort says (the budget asked for it).
    expect(host.saved).toEqual({ must_cancel: 'true' });
  });
});

// The answer of a run whose conversation could not be read is unknown, not empty: every report that ends a follow and
// would show it says why it is not there (see ReportInput.unread).
describe("followRun: the run's conversation cannot be read at its end", () => {
  const unreadable = () => conversationUnreadable(sim);
  /** The error the warning told, once, which the report gives as the reason. */
  const why = (runId: string) => {
    expect(
      host.lines.filter((l) => l.includes(`could not read the conversation of run ${runId}`)),
    ).toHaveLength(1);
    return unreadWhy(host.lines, runId);
  };

  it.each([
    ['SUCCEEDED', 'finish final SUCCEEDED'],
    ['BLOCKED', 'finish blocked BLOCKED'],
  ])('a run that ends %s', async (state, finished) => {
    const runId = await startRun(state, 2000);
    unreadable();
    await follow(runId);
    expect(reporter.events.at(-1)).toBe(finished);
    expect(reporter.last().conversation).toBeUndefined();
    expect(reporter.last().unread).toBe(why(runId));
    expect(why(runId)).toMatch(/^getRunConversation failed \(HTTP 503\): busy/);
    expect(sim.count('getRunConversation')).toBe(3);
    // No plan asked for: nothing for the run's timeline to tell.
    expect(sim.count('getRunTimeline')).toBe(0);
  });

  it('a run cancelled at its timeout', async () => {
    const runId = await startRun();
    unreadable();
    await failure(follow(runId));
    expect(reporter.events.at(-1)).toBe('finish timeout CANCELLED');
    expect(reporter.last().unread).toBe(why(runId));
  });

  it('a run cancelled over its budget', async () => {
    const runId = await startRun(undefined, 0, {
      usageSteps: [{ afterMs: 0, usage: { inference_cost: 12 } }],
    });
    unreadable();
    await failure(follow(runId, { wait: false, maxCredits: 10 }));
    expect(reporter.events).toEqual(['finish cancelled CANCELLED']);
    expect(reporter.last().unread).toBe(why(runId));
  });

  it('read: no reason given', async () => {
    await follow(await startRun('SUCCEEDED', 2000));
    expect(reporter.last().conversation).toBeDefined();
    expect('unread' in reporter.last()).toBe(false);
  });
});

describe('followRun of a run asked for a plan', () => {
  const NEXT = 'Reply `@agent approve` to carry out this plan, or `@agent <what to change>` to revise it.';

  // A run that waits for input with its plan waiting waits for the plan's approval: the log says how to go on, not
  // that the run needs an answer.
  it('a run that waits for input with a plan waiting: the plan and how to go on, not the waiting warning', async () => {
    const runId = await startRun('BLOCKED', 2000, {
      artifacts: [{ type: 'PLAN', title: 'Dark mode', content: '1. Add a toggle.' }],
    });
    await follow(runId, { plan: { by: 'Ada', before: [] }, planHint: NEXT });
    expect(reporter.events.at(-1)).toBe('finish blocked BLOCKED');
    const uid = (sim.sim.runs.get(runId)!.artifacts as { uid: string }[])[0]!.uid;
    expect(reporter.last().plan).toEqual({ state: 'waiting', uid, next: NEXT });
    expect(host.lines.at(-1)).toBe(
      `run ${runId} proposed a plan. Reply @agent approve to carry out this plan, or @agent <what to change> to revise it.`,
    );
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([]);
    // The conversation read tells whether the plan was carried out: the timeline is not read.
    expect(sim.count('getRunTimeline')).toBe(0);
  });

  it('a plan waiting with no hint of how to go on: the line says so and ends there', async () => {
    const runId = await startRun('SUCCEEDED', 2000, {
      artifacts: [{ type: 'PLAN', title: 'Dark mode', content: '1. Add a toggle.' }],
    });
    await follow(runId, { plan: { by: 'Ada', before: [] } });
    expect(host.lines.filter((l) => l.includes('proposed a plan'))).toEqual([
      `run ${runId} proposed a plan.`,
    ]);
  });

  // Found by the joins model (seed 7237): the plan's job re-run after its tracking comment, and the approval it
  // recorded, were deleted, the conversation unreadable; it showed the plan carried out as ready for review.
  it('the conversation unread, the timeline tells a plan carried out by work sent since: no plan waiting', async () => {
    const runId = await startRun('SUCCEEDED', 2000, {
      artifacts: [{ type: 'PLAN', title: 'Dark mode', content: '1. Add a toggle.' }],
    });
    advance(3000);
    await client.runs.followUp(runId, { message: approvalMessage('Ada', '') });
    advance(10_000);
    expect((await client.runs.get(runId)).state).toBe('SUCCEEDED');
    conversationUnreadable(sim);
    const before = sim.requests.length;
    await follow(runId, { plan: { by: 'Ada', before: [] }, planHint: NEXT });
    expect(reporter.events.at(-1)).toBe('finish final SUCCEEDED');
    expect(reporter.last().plan).toBeUndefined();
    expect(host.lines.filter((l) => l.includes('proposed a plan'))).toEqual([]);
    expect(sim.requests.slice(before).map((r) => r.operation)).toEqual([
      'getRun',
      'getRunConversation',
      'getRunConversation',
      'getRunConversation',
      'getArtifact',
      'getRunTimeline',
    ]);
  });

  it('the conversation unread, the timeline shows no work since the plan: the plan waits; unread as well, it waits', async () => {
    const runId = await startRun('SUCCEEDED', 2000, {
      artifacts: [{ type: 'PLAN', title: 'Dark mode', content: '1. Add a toggle.' }],
    });
    advance(3000);
    conversationUnreadable(sim);
    await follow(runId, { plan: { by: 'Ada', before: [] }, planHint: NEXT });
    const uid = (sim.sim.runs.get(runId)!.artifacts as { uid: string }[])[0]!.uid;
    expect(reporter.last().plan).toEqual({ state: 'waiting', uid, next: NEXT });
    expect(sim.count('getRunTimeline')).toBe(1);
    conversationUnreadable(sim);
    sim.faults.inject({ operation: 'getRunTimeline', times: 3, fault: { status: 503 } });
    await follow(runId, { plan: { by: 'Ada', before: [] }, planHint: NEXT });
    expect(reporter.last().plan).toEqual({ state: 'waiting', uid, next: NEXT });
    // Tried three times (two retries), then let go.
    expect(sim.count('getRunTimeline')).toBe(4);
    expect(host.lines.at(-1)).toBe(
      `run ${runId} proposed a plan. Reply @agent approve to carry out this plan, or @agent <what to change> to revise it.`,
    );
  });

  it('a run that waits for input without a plan: the waiting warning, and no plan proposed', async () => {
    const runId = await startRun('BLOCKED', 2000);
    await follow(runId, { plan: { by: 'Ada', before: [] }, planHint: NEXT });
    expect(host.lines.at(-1)).toBe(`warning: run ${runId} is waiting for input. ${HINT}`);
    expect(host.lines.filter((l) => l.includes('proposed a plan'))).toEqual([]);
  });
});

describe('followRun with a budget (max-credits)', () => {
  const used = (...steps: [number, number][]) => ({
    usageSteps: steps.map(([afterMs, credits]) => ({ afterMs, usage: { inference_cost: credits } })),
  });

  it('a run that passes its budget between two reads and ends over it: the step fails, whatever fail-on-run-failure says', async () => {
    const runId = await startRun('SUCCEEDED', 3000, used([0, 100], [3000, 190]));
    const error = await failure(follow(runId, { maxCredits: 150, failOnRunFailure: false }));
    expect(error).toBeInstanceOf(BudgetExceededError);
    expect((error as BudgetExceededError).outcome).toBe('run-failed');
    expect(error.message).toBe(
      `run ${runId} went over its budget: it ended SUCCEEDED at 190 credits, budget 150 (max-credits: 150); it passed it before a read showed it at work over it`,
    );
    // The final report says so, and nothing was cancelled: the run had ended.
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'finish final SUCCEEDED',
    ]);
    expect(reporter.last().budget).toMatchObject({ status: 'over', spent: 190, limit: 150 });
    expect(sim.count('cancelRun')).toBe(0);
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([]);
    expect(host.saved).toEqual({ settled: 'true' });
  });

  // The credits counted against the budget show on the comment ("3 of 10 credits"): a read that changes them alone
  // is shown; without a budget, the credits a read changes are not.
  const creditsOnly = used([0, 1], [2000, 3], [3000, 4]);

  it('a read that changes only the credits is shown with a budget', async () => {
    await follow(await startRun('SUCCEEDED', 5000, creditsOnly), { maxCredits: 10 });
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'show running INPROGRESS',
      'show running INPROGRESS',
      'finish final SUCCEEDED',
    ]);
    expect(reporter.inputs.map((i) => i.budget?.spent)).toEqual([1, 1, 3, 4, 4]);
  });

  it('a read that changes only the credits is not shown without a budget', async () => {
    await follow(await startRun('SUCCEEDED', 5000, creditsOnly));
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'finish final SUCCEEDED',
    ]);
  });

  it('within it at the end: the step succeeds', async () => {
    const runId = await startRun('SUCCEEDED', 3000, used([0, 100], [3000, 150]));
    expect((await follow(runId, { maxCredits: 150 })).run.state).toBe('SUCCEEDED');
    expect(reporter.last().budget).toMatchObject({ status: 'within', spent: 150 });
  });

  it('a run that waits for input over its budget: the blocked report, then the step fails', async () => {
    const runId = await startRun('BLOCKED', 2000, used([0, 1], [2000, 9]));
    const error = await failure(follow(runId, { maxCredits: 5 }));
    expect(error.message).toBe(
      `run ${runId} went over its budget: it waits for input at 9 credits, budget 5 (max-credits: 5); it passed it before a read showed it at work over it`,
    );
    expect(reporter.events.at(-1)).toBe('finish blocked BLOCKED');
    expect(host.lines.at(-1)).toBe(`warning: run ${runId} is waiting for input. ${HINT}`);
  });

  it('a follow-up whose usage goes back (the service counts the new execution anew): kept, added, said once, and held to the budget', async () => {
    const runId = await startRun(undefined, 0, used([0, 2], [2000, 7.5]));
    const error = await failure(
      follow(runId, { maxCredits: 5, creditsBaseline: 60, movedSince: '2026-11-21T11:00:00Z' }),
    );
    expect(error).toBeInstanceOf(BudgetExceededError);
    expect(error.message).toBe(
      `run ${runId}: stopped at 7.5 credits since the follow-up (67.5 in all), budget 5 (max-credits: 5); The run ${runId} was cancelled.`,
    );
    expect(sim.count('cancelRun')).toBe(1);
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([
      `warning: run ${runId}: the service's count of its usage went back from 60 to 2 credits, as when it counts a new execution anew: the 0 credits counted against the budget (max-credits: 5) until then are kept, and what it counts from now on is added`,
      `warning: run ${runId} used 7.5 credits since the follow-up (67.5 in all), over its budget of 5 (max-credits: 5): cancelling it`,
    ]);
    expect(reporter.last().budget).toMatchObject({
      status: 'stopped',
      spent: 7.5,
      baseline: 60,
      reset: true,
    });
    // The marker keeps what the reset kept, for a settle.
    expect(reporter.markers.at(-1)).toEqual({ budget: 5, baseline: 60, kept: 0 });
    // Cancelled and shown: nothing left to the post step.
    expect(host.saved).toEqual({ settled: 'true' });
  });

  it('wait: false with a run already over its budget at work: stopped now, as a waiting step would', async () => {
    const runId = await startRun(undefined, 0, used([0, 12]));
    const error = await failure(follow(runId, { wait: false, maxCredits: 10 }));
    expect(error.message).toBe(
      `run ${runId}: stopped at 12 credits, budget 10 (max-credits: 10); The run ${runId} was cancelled.`,
    );
    expect(sim.count('cancelRun')).toBe(1);
    expect(reporter.events).toEqual(['finish cancelled CANCELLED']);
  });

  // The report of a budget's cancel shows what the run used in the end: the read after the cancel, unless that read
  // answers no usage, when the read that went over stands.
  describe("the report of a budget's cancel", () => {
    /** Every read of the run once it was asked to cancel goes through `change`. */
    function afterCancel(change: (run: RunItem) => RunItem): void {
      const get = client.runs.get.bind(client.runs);
      client.runs.get = async (...args) => {
        const run = await get(...args);
        return sim.count('cancelRun') > 0 ? change(run) : run;
      };
    }

    it('shows the credits of the last read', async () => {
      const runId = await startRun(undefined, 0, used([0, 12]));
      afterCancel((run) => ({ ...run, request_usage: { ...run.request_usage, inference_cost: 14 } }));
      await failure(follow(runId, { wait: false, maxCredits: 10 }));
      expect(reporter.events).toEqual(['finish cancelled CANCELLED']);
      expect(reporter.last().budget).toMatchObject({ status: 'stopped', spent: 14, limit: 10 });
    });

    it('shows the credits of the read that went over when the last answers none', async () => {
      const runId = await startRun(undefined, 0, used([0, 12]));
      afterCancel(({ request_usage: _usage, ...run }) => run);
      await failure(follow(runId, { wait: false, maxCredits: 10 }));
      expect(reporter.events).toEqual(['finish cancelled CANCELLED']);
      expect(reporter.last().budget).toMatchObject({ status: 'stopped', spent: 12, limit: 10 });
    });
  });

  it('wait: false with a run that already ended over its budget: reported as it is, and the step fails', async () => {
    const runId = await startRun('SUCCEEDED', 2000, used([0, 12]));
    advance(5000);
    const error = await failure(follow(runId, { wait: false, maxCredits: 10 }));
    expect(error.message).toBe(
      `run ${runId} went over its budget: it ended SUCCEEDED at 12 credits, budget 10 (max-credits: 10); it passed it before a read showed it at work over it`,
    );
    expect(reporter.events).toEqual(['finish detached SUCCEEDED']);
    expect(reporter.last().budget).toMatchObject({ status: 'over', spent: 12 });
    expect(sim.count('cancelRun')).toBe(0);
  });

  it('a run that reports no usage while it works and ends within its budget: one warning that the budget could not be held, the step green', async () => {
    const runId = await startRun('SUCCEEDED', 3000, used([3000, 5]));
    expect((await follow(runId, { maxCredits: 5 })).run.state).toBe('SUCCEEDED');
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([
      `warning: the budget (max-credits: 5) could not be enforced: the service reported no usage while run ${runId} worked`,
    ]);
    expect(reporter.last().budget).toMatchObject({ status: 'unenforced', spent: 5 });
  });

  // Until the run stops, a budget without usage yet is within it: only a report of the end (final, or waiting for
  // input) says it could not be held.
  it('a run that reports no usage while it works and then waits for input: within while it works, the blocked report says it could not be held', async () => {
    const runId = await startRun('BLOCKED', 3000, used([3000, 2]));
    await follow(runId, { maxCredits: 5 });
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'finish blocked BLOCKED',
    ]);
    expect(reporter.inputs.map((i) => i.budget?.status)).toEqual(['within', 'within', 'unenforced']);
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([
      `warning: the budget (max-credits: 5) could not be enforced: the service reported no usage while run ${runId} worked`,
      `warning: run ${runId} is waiting for input. ${HINT}`,
    ]);
  });

  it('a run that reports no usage while it works and ends over its budget: the warning, and the step fails for it', async () => {
    const runId = await startRun('SUCCEEDED', 3000, used([3000, 11.1]));
    const error = await failure(follow(runId, { maxCredits: 5 }));
    expect(error.message).toBe(
      `run ${runId} went over its budget: it ended SUCCEEDED at 11.1 credits, budget 5 (max-credits: 5); the service reported its usage only once it had ended, so it could not be stopped at it`,
    );
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([
      `warning: the budget (max-credits: 5) could not be enforced: the service reported no usage while run ${runId} worked`,
    ]);
    expect(reporter.last().budget).toMatchObject({ status: 'unenforced', spent: 11.1 });
    expect(sim.count('cancelRun')).toBe(0);
  });

  it('the marker records the budget with the first report, then what each read changes of it', async () => {
    const runId = await startRun('SUCCEEDED', 2000, used([0, 2]));
    await follow(runId, { maxCredits: 5, creditsBaseline: 60, movedSince: '2026-11-21T11:00:00Z' });
    // The first marker is the whole one (deadline and budget), not a budget alone set before it.
    expect(reporter.markers[0]).toEqual({
      deadline: new Date(START + 60_000).toISOString(),
      cancel: true,
      budget: 5,
      baseline: 60,
      // The first read, before the first report, showed the reset already.
      kept: 0,
      model: undefined,
    });
    expect(reporter.markers.at(-1)).toEqual({ budget: 5, baseline: 60, kept: 0 });
  });

  it('joined, without a budget of its own: a reset of the count is kept for the budget the marker carries, not held', async () => {
    const runId = await startRun('SUCCEEDED', 2000, used([0, 2]));
    reporter.carried = { budget: 5, baseline: 10, kept: 7 };
    await follow(runId, { joined: true, creditsBaseline: 60, movedSince: '2026-11-21T11:00:00Z' });
    // The first read went back from the 60 read before the send: what was counted up to them is kept (the 7 kept
    // before, and the 60 counted from 0 since that earlier reset), and nothing else of the budget is this step's to
    // mark or hold.
    expect(reporter.markers.filter((m) => 'kept' in (m as object))).toEqual([{ kept: 67 }]);
    expect(reporter.markers.some((m) => 'budget' in (m as object))).toBe(false);
    expect(sim.count('cancelRun')).toBe(0);
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([]);
    expect(reporter.last().budget).toBeUndefined();
  });

  // The reset came between the comment's last write (80 credits) and the read before the send (1): the reads after the
  // send climb from there, and only the count the comment showed tells of it, as it tells a settle.
  it('joined after a reset the comment never showed: what was counted up to the credits it showed is kept', async () => {
    const runId = await startRun('SUCCEEDED', 2000, used([0, 2]));
    reporter.carried = { budget: 5, baseline: 10, kept: 7 };
    await follow(runId, {
      joined: true,
      creditsBaseline: 1,
      shownCredits: 80,
      movedSince: '2026-11-21T11:00:00Z',
    });
    expect(reporter.markers.filter((m) => 'kept' in (m as object))).toEqual([{ kept: 87 }]);
    expect(reporter.markers.some((m) => 'budget' in (m as object))).toBe(false);
    expect(sim.count('cancelRun')).toBe(0);
    // Without it, the count goes on from the read before the send, which shows no reset.
    reporter.markers.length = 0;
    await follow(runId, { joined: true, creditsBaseline: 1, movedSince: '2026-11-21T11:00:00Z' });
    expect(reporter.markers.filter((m) => 'kept' in (m as object))).toEqual([]);
  });

  it('wait: false on a follow-up whose baseline was not known: the read it lets go with is the baseline', async () => {
    const runId = await startRun(undefined, 0, used([0, 30]));
    advance(1000);
    const followed = await follow(runId, { wait: false, maxCredits: 10, movedSince: '2026-11-21T11:00:00Z' });
    expect(followed).toMatchObject({ detached: true });
    expect(sim.count('cancelRun')).toBe(0);
    expect(reporter.last().budget).toMatchObject({ spent: 0, baseline: 30 });
  });

  it('wait: false with a run at work that reports no usage yet: let go, no word of the budget', async () => {
    const runId = await startRun();
    advance(1000);
    expect(await follow(runId, { wait: false, maxCredits: 10 })).toMatchObject({ detached: true });
    expect(host.lines).toEqual([
      expect.stringMatching(
        new RegExp(`^not waiting \\(wait: false\\): run ${runId} is INPROGRESS and goes on`),
      ),
    ]);
  });

  it('wait: false within the budget: let go, the step done with it', async () => {
    const runId = await startRun(undefined, 0, used([0, 3]));
    expect(await follow(runId, { wait: false, maxCredits: 10 })).toMatchObject({ detached: true });
    expect(sim.count('cancelRun')).toBe(0);
  });
});

describe('followRun: what each report carries', () => {
  it('every report: no artifacts while at work, the summary hint and the workflow run; the follow-up hint', async () => {
    const runId = await startRun('SUCCEEDED', 2000);
    await follow(runId, {
      summaryHint: 'Run `followup`.',
      workflowRun: 'https://ci.example/jobs/7',
    });
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'finish final SUCCEEDED',
    ]);
    expect(reporter.inputs.map((i) => [i.artifacts, i.followupHint, i.summaryHint, i.workflowRun])).toEqual(
      Array(3).fill([[], HINT, 'Run `followup`.', 'https://ci.example/jobs/7']),
    );
    // Only a report left going says what becomes of it.
    expect(reporter.inputs.map((i) => 'leftGoing' in i)).toEqual([false, false, false]);
  });

  it('without hints or a workflow run the reports have none', async () => {
    const runId = await startRun('SUCCEEDED', 1000);
    await follow(runId, { followupHint: undefined });
    expect(
      reporter.inputs.map((i) => ['followupHint', 'summaryHint', 'workflowRun'].filter((k) => k in i)),
    ).toEqual([[], []]);
  });

  it('a report left going says, in the host words, what becomes of the run', async () => {
    const runId = await startRun();
    await follow(runId, { timeoutMinutes: 10, detachAfterMinutes: 1 });
    expect(reporter.inputs.map((i) => i.leftGoing)).toEqual([
      undefined,
      undefined,
      actionWords.leftGoing(runId),
    ]);
  });

  it('wait: false reads the run once, with the step signal', async () => {
    const runId = await startRun();
    const get = vi.spyOn(client.runs, 'get');
    const signal = new AbortController().signal;
    await follow(runId, { wait: false, signal });
    expect(get.mock.calls).toEqual([[runId, { signal }]]);
    expect(get.mock.calls[0]![1]!.signal).toBe(signal);
    expect(reporter.last().leftGoing).toBe(actionWords.leftGoing(runId));
  });

  it('a new session link is shown, the state unchanged', async () => {
    const runId = await startRun();
    const get = client.runs.get.bind(client.runs);
    let polls = 0;
    vi.spyOn(client.runs, 'get').mockImplementation(async (...args) => {
      const run = await get(...args);
      polls++;
      // From the fourth poll the run works in another session.
      return polls >= 4 ? { ...run, session_link: 'https://app.example/session/second' } : run;
    });
    await failure(follow(runId, { timeoutMinutes: 0.1 }));
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'show running INPROGRESS',
      'finish timeout CANCELLED',
    ]);
    expect(reporter.inputs[1]!.run.session_link).not.toBe('https://app.example/session/second');
    expect(reporter.inputs[2]!.run.session_link).toBe('https://app.example/session/second');
  });

  it('blocked with no hint to give: the warning says only that it waits', async () => {
    const runId = await startRun('BLOCKED', 1000);
    await follow(runId, { followupHint: undefined });
    expect(host.lines.at(-1)).toBe(`warning: run ${runId} is waiting for input.`);
  });

  it('blocked with a summary hint: the warning gives it, for the one who reads the log', async () => {
    const runId = await startRun('BLOCKED', 1000);
    await follow(runId, { summaryHint: 'Run `followup`.' });
    expect(host.lines.at(-1)).toBe(`warning: run ${runId} is waiting for input. Run \`followup\`.`);
  });

  it("a run adopted later than it was created: the deadline counts from the run's creation", async () => {
    const runId = await startRun('SUCCEEDED', 1000);
    advance(5 * 60_000);
    await follow(runId, { timeoutMinutes: 30 });
    expect(reporter.markers).toEqual([deadline(30)]);
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
      // The same, as the marker records it for every later writer of the comment.
      from: { kind: 'issue', number: 5, workflowRun: 'https://github.com/acme/app/actions/runs/9001' },
      summaryHint: 'To continue, run this action with `command: followup`, `run-id: run-1` and a `message`.',
      progressIntervalSeconds: 45,
      workflowRun: 'https://github.com/acme/app/actions/runs/9001',
      planHint: 'Reply `@agent approve` to carry out this plan, or `@agent <what to change>` to revise it.',
    });
  });
});

/** The conversation as a report's input holds what readConversation read. */
const conversationOf = async (...args: Parameters<typeof readConversation>) =>
  conversationInput(await readConversation(...args));

describe('readConversation, as a report holds it (conversationInput)', () => {
  it('asked three times at most: a 503 three times is a warning', async () => {
    const runId = await startRun('SUCCEEDED', 1000);
    advance(2000);
    const run = await client.runs.get(runId);
    const patient = new CloudAgentClient({
      apiKey: 'test-key',
      baseUrl: sim.url,
      sleep: async () => {},
      random: () => 0,
    });
    sim.faults.inject({ operation: 'getRunConversation', times: 3, fault: { status: 503 } });
    const read = await readConversation(host, patient, run);
    await patient.close();
    expect(sim.count('getRunConversation')).toBe(3);
    expect(host.lines).toHaveLength(1);
    const warned = `warning: could not read the conversation of run ${runId}: `;
    expect(host.lines[0]!.startsWith(`${warned}getRunConversation failed (HTTP 503`)).toBe(true);
    // The report says why its answer is not there: the error the warning told.
    expect(read.conversation).toBeUndefined();
    expect(conversationInput(read)).toEqual({ unread: host.lines[0]!.slice(warned.length) });
  });

  it('the conversation; none when the service has none (404, 422); other failures are a warning', async () => {
    const none = await startRun('SUCCEEDED', 1000, { conversation: 'none' });
    const unsupported = await startRun('SUCCEEDED', 1000, { conversation: 'unsupported' });
    const runId = await startRun('SUCCEEDED', 1000);
    advance(2000);
    const item = (id: string) => client.runs.get(id);
    expect(await conversationOf(host, client, await item(none))).toEqual({});
    expect(await conversationOf(host, client, await item(unsupported))).toEqual({});
    expect(host.lines).toEqual([]);
    const run: RunItem = await item(runId);
    const conversation = await client.runs.conversation(runId);
    expect(await conversationOf(host, client, run)).toEqual({ conversation });
    // Asked up to three times: a 503 twice is a blip.
    const patient = new CloudAgentClient({
      apiKey: 'test-key',
      baseUrl: sim.url,
      sleep: async () => {},
      random: () => 0,
    });
    sim.faults.inject({ operation: 'getRunConversation', times: 2, fault: { status: 503 } });
    expect(await conversationOf(host, patient, run)).toEqual({ conversation });
    await patient.close();
    sim.faults.inject({
      operation: 'getRunConversation',
      fault: { status: 403, body: { error: 'Forbidden', status: 403 } },
    });
    // Refused: a later read would be refused too. None, as of a service that keeps none, and a warning.
    const forbidden =
      'getRunConversation failed (HTTP 403): Forbidden. The API key is valid but may not do this: check the team, environment, MCP server or factory permissions';
    expect(await conversationOf(host, client, run)).toEqual({});
    expect(host.lines).toEqual([`warning: could not read the conversation of run ${runId}: ${forbidden}`]);
  });

  it('an answer of the wrong shape: none, and a warning (the interface does not show the shape: no later read helps)', async () => {
    const runId = await startRun('SUCCEEDED', 1000);
    advance(2000);
    sim.faults.inject({
      operation: 'getRunConversation',
      fault: { status: 200, body: { conversation_id: 'c' } },
    });
    expect(await conversationOf(host, client, await client.runs.get(runId))).toEqual({});
    expect(host.lines).toEqual([
      `warning: could not read the conversation of run ${runId}: getRunConversation answered a wrong shape: steps: expected array, got undefined (missing)`,
    ]);
  });
});

/** A progress read's sleep, waiting for the clock to reach its end. */
interface Parked {
  at: number;
  resolve: () => void;
}

describe('followRun with live progress', () => {
  /** The progress loop's sleeps, in milliseconds. */
  let progressSlept: number[];
  /** Progress sleeps still waiting for the clock. */
  let parked: Parked[];
  /** When each report was shown, in milliseconds after the start. */
  let shownAt: number[];
  const now = () => sim.clock.now();

  /**
   * Follows with live progress every `seconds`, at the follow's own pace (POLL's cap, the jitter at its middle) from
   * 1 s doubling. Date stands still: the follow's clock is `poll.now` (the simulator's) alone, which it hands to the
   * progress reads. The wait's sleeps move the clock; the progress loop's sleeps end when the clock reaches them,
   * each at its moment, and the clock moves on only once the reads in flight are answered: every read sees the
   * moment it was made at.
   */
  function followLive(
    runId: string,
    seconds: number,
    options: Partial<FollowOptions> = {},
    after: Record<number, () => void> = {},
  ) {
    const signal = options.signal ?? new AbortController().signal;
    progressSlept = [];
    parked = [];
    shownAt = [];
    const show = reporter.show.bind(reporter);
    reporter.show = (input) => {
      shownAt.push(now() - START);
      show(input);
    };
    let inFlight = 0;
    const counted =
      <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        inFlight++;
        try {
          return await read(...args);
        } finally {
          inFlight--;
        }
      };
    const timeline = counted(client.runs.timeline.bind(client.runs));
    const conversation = counted(client.runs.conversation.bind(client.runs));
    vi.spyOn(client.runs, 'timeline').mockImplementation(timeline);
    vi.spyOn(client.runs, 'conversation').mockImplementation(conversation);
    const quiet = async () => {
      do await new Promise((resolve) => setImmediate(resolve));
      while (inFlight > 0);
    };
    return followRun({
      host,
      client,
      reporter: reporter as unknown as Reporter,
      runId,
      wait: true,
      timeoutMinutes: 2,
      failOnRunFailure: true,
      cancelOnAbort: true,
      origin: ORIGIN,
      followupHint: HINT,
      progressIntervalSeconds: seconds,
      ...options,
      signal,
      poll: {
        // Whole milliseconds: 1, 2, 4, 8 s, then the cap that live progress sets.
        initialMs: 1000,
        factor: 2,
        now,
        sleep: async (ms, on) => {
          if (on === signal) {
            slept.push(ms);
            const end = now() + ms;
            for (;;) {
              await quiet();
              const next = parked.reduce<Parked | undefined>(
                (a, p) => (!a || p.at < a.at ? p : a),
                undefined,
              );
              if (!next || next.at > end) break;
              parked.splice(parked.indexOf(next), 1);
              sim.clock.advance(next.at - now());
              next.resolve();
            }
            sim.clock.advance(end - now());
            after[slept.length]?.();
            return;
          }
          progressSlept.push(ms);
          if (!(ms >= 0) || progressSlept.length > 50) throw new Error(`the progress loop sleeps ${ms} ms`);
          return new Promise<void>((resolve, reject) => {
            if (on?.aborted) return reject(on.reason as Error);
            const entry = { at: now() + ms, resolve };
            parked.push(entry);
            on?.addEventListener('abort', () => {
              parked.splice(parked.indexOf(entry), 1);
              reject(on.reason as Error);
            });
          });
        },
      },
    });
  }

  const SECRET = 'sk-step-secret-0123456789';
  const step = (id: string, description: string) => ({ id, description, messages: [], steps: [] });

  /**
   * Claimed at 5 s (the machine ready 2 s later), working from 10 s (the session 1 s later, the agent 4 s after
   * that), done at 64 s. Its steps appear at 10 s, 30 s and 62 s: the last one after the last progress read.
   */
  async function workingRun(extra: Omit<Script, 'timeline'> = {}): Promise<string> {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'CLAIMED', afterMs: 5000 },
        { state: 'INPROGRESS', afterMs: 5000 },
        { state: 'SUCCEEDED', afterMs: 54_000 },
      ],
      setup: { claimedToReadyMs: 2000, readyToSessionMs: 1000, sessionToAgentMs: 4000 },
      conversation: [
        { afterMs: 0, step: step('s1', 'Read the parser') },
        { afterMs: 20_000, step: step('s2', `Run the tests with ${SECRET}`) },
        { afterMs: 52_000, step: step('s3', 'Fix the off-by-one') },
      ],
      ...extra,
    });
    const { run_id } = await client.runs.create({ prompt: 'Fix the parser.' });
    return run_id;
  }

  /** The progress reads the simulator received, as `<ms after start> <operation>`. */
  const progressReads = () =>
    sim.requests
      .filter((r) => r.operation === 'getRunTimeline' || r.operation === 'getRunConversation')
      .map((r) => `${r.at - START} ${r.operation}`);

  /** What each report showed: its phase, state, lifecycle events, and steps (`+` done, `-` at work). */
  const shown = () =>
    reporter.inputs.map((i) =>
      [
        `${i.phase} ${i.run.state}`,
        i.progress?.lifecycle.map((e) => e.label).join(', '),
        i.progress?.steps.map((s) => `${s.done ? '+' : '-'}${s.title}`).join(' | '),
      ].join(' / '),
    );

  it('reads the timeline and the conversation on their own pace, shows each change, and stops with the wait', async () => {
    host.secret(SECRET, 'secret');
    const runId = await workingRun();
    const followed = await followLive(runId, 10);
    expect(followed).toEqual({ run: expect.objectContaining({ state: 'SUCCEEDED' }), detached: false });
    // State polls at 0, 1, 3, 7, 15, 25 … 65 s: the cap is the progress interval, not POLL's.
    expect(slept).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000, 10_000, 10_000]);
    // The first read with the first poll, then every 10 s from the last read, between the polls.
    expect(progressSlept).toEqual([10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000]);
    expect(progressReads()).toEqual([
      '0 getRunTimeline',
      // Claimed (as last seen, at 7 s): the timeline, whose state changed.
      '10000 getRunTimeline',
      // Working: the timeline (the state changed again) and the conversation.
      '20000 getRunTimeline',
      '20000 getRunConversation',
      // The agent started: the conversation alone.
      '30000 getRunConversation',
      '40000 getRunConversation',
      '50000 getRunConversation',
      '60000 getRunConversation',
      // The final report's.
      '65000 getRunConversation',
    ]);
    const setup = 'created, claimed by a worker, machine ready';
    const started = `${setup}, session started, agent started`;
    expect(shown()).toEqual([
      'queued QUEUED /  / ',
      'queued QUEUED / created / ',
      'running CLAIMED / created / ',
      `running CLAIMED / ${setup} / `,
      `running INPROGRESS / ${setup} / `,
      `running INPROGRESS / ${started} / -Read the parser`,
      // The secret in a step's text is redacted as it is read.
      `running INPROGRESS / ${started} / +Read the parser | -Run the tests with [redacted secret]`,
      // The conversation read at the end adds the last step; the run stopped, every step is done.
      `final SUCCEEDED / ${started} / +Read the parser | +Run the tests with [redacted secret] | +Fix the off-by-one`,
    ]);
    // Each change shown as soon as it is seen: the first read's with the first poll.
    expect(shownAt).toEqual([0, 0, 7000, 10_000, 15_000, 20_000, 30_000]);
    const line = (at: string, text: string) => `[${at}] run ${runId}: ${text}`;
    expect(host.lines).toEqual([
      line('00:00', 'QUEUED'),
      line('00:00', 'event oz_run_created: created'),
      line('00:07', 'QUEUED → CLAIMED'),
      // The session link with the first read that shows it, before any step.
      line('00:07', `session ${(await client.runs.get(runId)).session_link} (follow it live)`),
      line('00:10', 'event oz_run_claimed: claimed by a worker'),
      line('00:10', 'event worker_container_ready: machine ready'),
      line('00:15', 'CLAIMED → INPROGRESS'),
      // In the order of their times: the first step (at 10 s) before the session (11 s) and the agent (15 s).
      line('00:20', 'step 1: Read the parser'),
      line('00:20', 'event shared_session_started: session started'),
      line('00:20', 'event agent_started: agent started'),
      line('00:30', 'step 2: Run the tests with [redacted secret]'),
      // The last step, which only the read at the end shows, comes before the end: the end is the last line.
      line('01:05', 'step 3: Fix the off-by-one'),
      line('01:05', 'INPROGRESS → SUCCEEDED'),
    ]);
    // The wait is over: no progress read is left waiting for its moment.
    expect(parked).toEqual([]);
    expect(reporter.inputs.every((i) => i.artifacts.length === 0)).toBe(true);
  });

  it('the end line carries the time it is logged at: after the last step of a read at the end that took 2 s', async () => {
    const runId = await workingRun();
    // The read at the end (65 s) is answered 2 s after it was asked; the progress reads before it at once.
    sim.faults.inject({
      operation: 'getRunConversation',
      times: 10,
      fault: {
        edit: (body) => {
          if (now() - START >= 65_000) sim.clock.advance(2000);
          return body;
        },
      },
    });
    await followLive(runId, 10);
    const line = (at: string, text: string) => `[${at}] run ${runId}: ${text}`;
    expect(host.lines.slice(-3)).toEqual([
      line('00:30', 'step 2: Run the tests with sk-step-secret-0123456789'),
      line('01:07', 'step 3: Fix the off-by-one'),
      line('01:07', 'INPROGRESS → SUCCEEDED'),
    ]);
  });

  it('a run in a state this version does not know is not at work: its moments pass without a read', async () => {
    const runId = await workingRun();
    const get = client.runs.get.bind(client.runs);
    // Seen in state PAUSED by the polls at 15 and 25 s.
    vi.spyOn(client.runs, 'get').mockImplementation(async (...args) => {
      const run = await get(...args);
      const at = now() - START;
      return at >= 15_000 && at <= 25_000 ? { ...run, state: 'PAUSED' as RunItem['state'] } : run;
    });
    await followLive(runId, 10);
    // At 20 and 30 s the run, as last seen, was paused: no read, and the next one 10 s later.
    expect(progressSlept).toEqual([10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000]);
    expect(progressReads()).toEqual([
      '0 getRunTimeline',
      '10000 getRunTimeline',
      '40000 getRunTimeline',
      '40000 getRunConversation',
      '50000 getRunConversation',
      '60000 getRunConversation',
      '65000 getRunConversation',
    ]);
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show queued QUEUED',
      'show running CLAIMED',
      'show running CLAIMED',
      'show running PAUSED',
      'show running INPROGRESS',
      'show running INPROGRESS',
      'finish final SUCCEEDED',
    ]);
    expect(parked).toEqual([]);
  });

  it('the service refuses to show progress: one warning, and no more reads', async () => {
    const runId = await workingRun();
    sim.faults.inject({ operation: 'getRunTimeline', fault: { status: 403 } });
    const followed = await followLive(runId, 10);
    expect(followed.run.state).toBe('SUCCEEDED');
    // The progress loop ends at once: no read will be due again.
    expect(progressSlept).toEqual([]);
    expect(progressReads()).toEqual(['0 getRunTimeline', '65000 getRunConversation']);
    expect(host.lines.filter((l) => l.startsWith('warning: '))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^warning: could not read the progress of run ${runId} \\(getRunTimeline failed \\(HTTP 403`,
        ),
      ),
    ]);
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running CLAIMED',
      'show running INPROGRESS',
      'finish final SUCCEEDED',
    ]);
  });

  it('a final conversation that cannot be read: the final report keeps the steps read while it worked', async () => {
    host.secret(SECRET, 'secret');
    const runId = await workingRun();
    // After the last poll's sleep: the run is seen ended, and its conversation is not there.
    const followed = await followLive(
      runId,
      10,
      {},
      {
        9: () => sim.faults.inject({ operation: 'getRunConversation', fault: { status: 404 } }),
      },
    );
    expect(followed.run.state).toBe('SUCCEEDED');
    expect(reporter.last().conversation).toBeUndefined();
    expect(shown().at(-1)).toBe(
      'final SUCCEEDED / created, claimed by a worker, machine ready, session started, agent started / ' +
        '+Read the parser | +Run the tests with [redacted secret]',
    );
    expect(host.lines.filter((l) => l.includes('step 3'))).toEqual([]);
  });

  it('the job cancelled while the progress reads wait: the run is cancelled, and no read is left waiting', async () => {
    const runId = await workingRun();
    const job = new AbortController();
    const error = await failure(
      followLive(runId, 10, { signal: job.signal }, { 5: () => job.abort(new Error('SIGINT')) }),
    );
    expect((error as RunFailedError).outcome).toBe('interrupted');
    expect(reporter.events.at(-1)).toBe('finish cancelled CANCELLED');
    expect(parked).toEqual([]);
  });

  it('on real timers (no test clock): progress is read between the polls, on its own pace', async () => {
    vi.useRealTimers();
    sim.script.run({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 60_000 },
      ],
      conversation: [{ afterMs: 0, step: step('s1', 'Read the parser') }],
    });
    const { run_id: runId } = await client.runs.create({ prompt: 'Fix the parser.' });
    const reads = () => sim.count('getRunConversation');
    const following = followRun({
      host,
      client,
      reporter: reporter as unknown as Reporter,
      runId,
      wait: true,
      timeoutMinutes: 1,
      failOnRunFailure: true,
      cancelOnAbort: true,
      signal: new AbortController().signal,
      // Every 50 ms; the state polls come at 0 and 1 s, then every 50 ms too.
      progressIntervalSeconds: 0.05,
    });
    const enough = async () => {
      for (let i = 0; i < 250 && reads() < 4; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    // A follow that fails early fails the test at once.
    await Promise.race([enough(), following]);
    const before = reads();
    sim.clock.advance(60_000);
    expect((await following).run.state).toBe('SUCCEEDED');
    expect(before).toBeGreaterThanOrEqual(4);
    // More reads than state polls (each of which may read too): the progress loop read on its own.
    expect(sim.count('getRun')).toBeLessThan(before);
  });
});
