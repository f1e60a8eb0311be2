/**
 * The wait loop against the simulator on a frozen clock: each poll is one request (the client does not retry
 * here), each sleep moves virtual time by exactly the poll interval, so the requests and lines are exact. Then the
 * same loop against a scripted client (each poll takes the next answer): the default pace and its ±20 % jitter,
 * the bound of each read, the log lines, staleness after a follow-up, and which failures end the wait.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiAbortError,
  ApiConnectionError,
  ApiError,
  ApiResponseError,
  ApiTimeoutError,
  CloudAgentClient,
  CloudAgentError,
  type RunItem,
} from '../../src/client/index.ts';
import { creditsOf } from '../../src/shared/runs.ts';
import {
  BAD_ANSWERS_LIMIT,
  FollowError,
  formatElapsed,
  isTransient,
  waitForRun,
  type WaitOptions,
} from '../../src/flow/wait.ts';
import { POLL } from '../../src/timing.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

const HTML = '<html><body><h1>502 Bad Gateway</h1></body></html>';

let sim: SimulatorHandle;
let client: CloudAgentClient;
let lines: string[];
let warnings: string[];
let slept: number[];

// Only these tests start the simulator.
describe('against the simulator', () => {
  beforeEach(async () => {
    sim = await startSimulator({ start: new Date('2026-11-21T12:00:00Z'), timeScale: 0 });
    client = new CloudAgentClient({ apiKey: 'test-key', baseUrl: sim.url, retry: { maxRetries: 0 } });
    lines = [];
    warnings = [];
    slept = [];
  });
  afterEach(async () => {
    await client.close();
    await sim.close();
  });

  /** A run that is QUEUED, works from 1 s, and succeeds at 6 s (virtual). */
  async function startRun(): Promise<string> {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 1000 },
        { state: 'SUCCEEDED', afterMs: 5000 },
      ],
    });
    const { run_id } = await client.runs.create({ prompt: 'Fix the typo.' });
    return run_id;
  }

  /**
   * Waits with a 1 s interval that does not grow, time moving only when the loop sleeps; `after[n]` runs after the
   * n-th sleep (to inject a fault at a given poll).
   */
  function wait(
    runId: string,
    deadlineMs = 60_000,
    after: Record<number, () => void> = {},
    detachAfterMs?: number,
  ) {
    const start = sim.clock.now();
    return waitForRun(client, runId, {
      deadline: start + deadlineMs,
      ...(detachAfterMs === undefined ? {} : { detachAt: start + detachAfterMs }),
      initialMs: 1000,
      factor: 1,
      random: () => 0.5,
      now: () => sim.clock.now(),
      sleep: async (ms) => {
        slept.push(ms);
        sim.clock.advance(ms);
        after[slept.length]?.();
      },
      log: (line) => lines.push(line),
      warn: (line) => warnings.push(line),
    });
  }

  const polls = () => sim.requests.filter((r) => r.operation === 'getRun').map((r) => r.status);

  describe('waitForRun through failures', () => {
    it('an HTML page, a 503 and a reset are warnings: the polls go on at the normal pace to the end', async () => {
      const runId = await startRun();
      sim.clock.advance(1); // after the create
      sim.faults.inject({ operation: 'getRun', fault: { raw: HTML, contentType: 'text/html' } });
      sim.faults.inject({ operation: 'getRun', fault: { status: 503 } });
      sim.faults.inject({ operation: 'getRun', fault: { reset: true } });
      const outcome = await wait(runId);
      expect(outcome.kind).toBe('ended');
      expect(outcome.run?.state).toBe('SUCCEEDED');
      // 0 s HTML, 1 s 503, 2 s reset, 3 s INPROGRESS, ... 6 s SUCCEEDED: one request a second, none skipped.
      expect(polls()).toEqual([200, 503, 0, 200, 200, 200, 200]);
      expect(slept).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);
      expect(warnings).toHaveLength(3);
      expect(warnings[0]).toBe(
        `reading run ${runId} (getRun) failed (1 in a row): getRun: expected a JSON answer, got "text/html" (HTTP 200); still following it`,
      );
      expect(warnings[1]).toMatch(
        new RegExp(
          `^reading run ${runId} \\(getRun\\) failed \\(2 in a row\\): getRun failed \\(HTTP 503 internal_error\\)`,
        ),
      );
      expect(warnings[2]).toMatch(
        new RegExp(
          `^reading run ${runId} \\(getRun\\) failed \\(3 in a row\\): getRun: the answer was cut off|^reading run ${runId} \\(getRun\\) failed \\(3 in a row\\): getRun: could not reach the service`,
        ),
      );
      expect(lines).toEqual([
        `run ${runId} answers again after 3 failed reads`,
        `[00:03] run ${runId}: INPROGRESS`,
        `[00:06] run ${runId}: INPROGRESS → SUCCEEDED`,
      ]);
    });

    it('401 ends the wait at once with an error naming the run', async () => {
      const runId = await startRun();
      sim.faults.inject({ operation: 'getRun', fault: { status: 401 } });
      const error = await wait(runId).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(FollowError);
      expect((error as Error).message).toMatch(
        new RegExp(`^reading run ${runId} \\(getRun\\) failed: getRun failed \\(HTTP 401 internal_error\\)`),
      );
      expect(polls()).toEqual([401]);
      expect(slept).toEqual([]);
      expect(warnings).toEqual([]);
    });

    it('404 after the run was seen ends the wait at once', async () => {
      const runId = await startRun();
      const error = await wait(runId, 60_000, {
        1: () => {
          sim.faults.inject({ operation: 'getRun', fault: { malformed: true } });
          sim.faults.inject({ operation: 'getRun', fault: { status: 404 } });
        },
      }).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(FollowError);
      expect((error as Error).message).toMatch(
        new RegExp(`^reading run ${runId} \\(getRun\\) failed: getRun failed \\(HTTP 404 internal_error\\)`),
      );
      // A good answer, a malformed one (a warning), then the 404 ends it.
      expect(polls()).toEqual([200, 200, 404]);
      expect(warnings).toHaveLength(1);
      expect(slept).toEqual([1000, 1000]);
    });

    it(`${BAD_ANSWERS_LIMIT} unreadable answers without a good one between: the run cannot be followed`, async () => {
      const runId = await startRun();
      sim.faults.inject({ operation: 'getRun', times: 2, fault: { raw: HTML, contentType: 'text/html' } });
      sim.faults.inject({ operation: 'getRun', fault: { reset: true } });
      sim.faults.inject({ operation: 'getRun', times: 3, fault: { malformed: true } });
      const outcome = await wait(runId);
      expect(outcome.kind).toBe('unfollowable');
      if (outcome.kind !== 'unfollowable') return;
      expect(outcome.failures).toBe(6);
      expect(outcome.run).toBeUndefined();
      expect(outcome.error.message).toBe('getRun: the service sent malformed JSON (HTTP 200, 24 bytes)');
      expect(polls()).toEqual([200, 200, 0, 200, 200, 200]);
      // Five warnings; the sixth failure ends the wait instead.
      expect(warnings).toHaveLength(5);
    });

    it('a good answer between unreadable ones starts the count again', async () => {
      const runId = await startRun();
      sim.faults.inject({ operation: 'getRun', times: 4, fault: { raw: HTML, contentType: 'text/html' } });
      // After the fifth poll (the first good one), four more bad answers, then good ones to the end.
      const result = await wait(runId, 60_000, {
        5: () =>
          sim.faults.inject({
            operation: 'getRun',
            times: 4,
            fault: { raw: HTML, contentType: 'text/html' },
          }),
      });
      expect(result.kind).toBe('ended');
      expect(result.run?.state).toBe('SUCCEEDED');
      expect(polls()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200]);
      expect(warnings).toHaveLength(8);
      expect(warnings[7]).toMatch(/\(4 in a row\)/);
    });

    it('the deadline passes while the polls fail: a timeout with the last state seen', async () => {
      const runId = await startRun();
      sim.clock.advance(1500);
      const result = await wait(runId, 4000, {
        1: () => sim.faults.inject({ operation: 'getRun', times: 100, fault: { status: 502 } }),
      });
      expect(result.kind).toBe('timeout');
      expect(result.run?.state).toBe('INPROGRESS');
      expect(polls()).toEqual([200, 502, 502, 502, 502]);
      expect(slept).toEqual([1000, 1000, 1000, 1000]);
    });
  });

  describe('waitForRun letting go (detachAt)', () => {
    it('a run still going at detachAt: the wait ends detached with the state read at that moment', async () => {
      const runId = await startRun();
      const outcome = await wait(runId, 60_000, {}, 2500);
      expect(outcome).toEqual({ kind: 'detached', run: expect.objectContaining({ state: 'INPROGRESS' }) });
      // Polls at 0, 1, 2 and 2.5 s: the last sleep is cut to end at detachAt, and its poll is the state reported.
      expect(slept).toEqual([1000, 1000, 500]);
      expect(polls()).toEqual([200, 200, 200, 200]);
    });

    it('a run that ends before detachAt ends the wait as usual', async () => {
      const runId = await startRun();
      const outcome = await wait(runId, 60_000, {}, 10_000);
      expect(outcome.kind).toBe('ended');
      expect(outcome.run?.state).toBe('SUCCEEDED');
      expect(slept).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);
    });

    it('a detachAt not before the deadline is a timeout at the deadline', async () => {
      const runId = await startRun();
      const outcome = await wait(runId, 2500, {}, 2500);
      expect(outcome.kind).toBe('timeout');
      expect(slept).toEqual([1000, 1000, 500]);
    });
  });
});

const item = (state: string, extra: Partial<RunItem> = {}): RunItem => ({
  run_id: 'run-7',
  title: 'Fix it',
  state,
  prompt: 'p',
  created_at: '2026-11-21T12:00:00Z',
  updated_at: '2026-11-21T12:00:00Z',
  ...extra,
});

/** A client whose every read takes the next scripted answer (an Error is thrown); the test's clock moves by sleeps. */
function scripted(answers: (RunItem | Error)[], options: Partial<WaitOptions> = {}) {
  let time = 100_000;
  const reads: { runId: string; deadlineMs: number | undefined; signal: AbortSignal | undefined }[] = [];
  const slept: number[] = [];
  const lines: string[] = [];
  const changes: [string, string | undefined][] = [];
  const client = {
    runs: {
      get: async (runId: string, o: { deadlineMs?: number; signal?: AbortSignal }) => {
        reads.push({ runId, deadlineMs: o.deadlineMs, signal: o.signal });
        const answer = answers.shift();
        if (answer === undefined) throw new Error('read more often than scripted');
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  } as unknown as CloudAgentClient;
  const started = time;
  const wait = () =>
    waitForRun(client, 'run-7', {
      deadline: started + 600_000,
      random: () => 0.5,
      now: () => time,
      sleep: async (ms) => {
        slept.push(ms);
        time += ms;
      },
      log: (line) => lines.push(line),
      onChange: (run, previous) => {
        changes.push([run.state, previous?.state]);
      },
      ...options,
    });
  /** Moves the wait's clock on without a sleep (what a callback's reads take). */
  const tick = (ms: number) => {
    time += ms;
  };
  return { wait, reads, slept, lines, changes, started, answers, tick };
}

const round = (values: number[]) => values.map((v) => Math.round(v * 1000) / 1000);

describe('waitForRun pace', () => {
  it(`by default: ${POLL.initialMs} ms growing by ${POLL.factor} to ${POLL.maxMs} ms`, async () => {
    expect(POLL).toEqual({ initialMs: 1000, factor: 1.5, maxMs: 8500 });
    const s = scripted([...Array<RunItem>(10).fill(item('INPROGRESS')), item('SUCCEEDED')]);
    expect((await s.wait()).kind).toBe('ended');
    expect(s.slept).toEqual([1000, 1500, 2250, 3375, 5062.5, 7593.75, 8500, 8500, 8500, 8500]);
  });

  it('each sleep is jittered by ±20 %: random() = 0 is 0.8 × the interval, 1 is 1.2 ×', async () => {
    const low = scripted([item('QUEUED'), item('QUEUED'), item('QUEUED'), item('SUCCEEDED')], {
      random: () => 0,
    });
    await low.wait();
    expect(round(low.slept)).toEqual([800, 1200, 1800]);
    const high = scripted([item('QUEUED'), item('QUEUED'), item('QUEUED'), item('SUCCEEDED')], {
      random: () => 1,
    });
    await high.wait();
    expect(round(high.slept)).toEqual([1200, 1800, 2700]);
  });

  it('the given pace replaces the default', async () => {
    const s = scripted([item('QUEUED'), item('QUEUED'), item('QUEUED'), item('SUCCEEDED')], {
      initialMs: 200,
      factor: 3,
      maxMs: 1000,
    });
    await s.wait();
    expect(s.slept).toEqual([200, 600, 1000]);
  });

  it('each read is bounded by the time left, at least 1 s and at most 2 minutes, with the signal', async () => {
    const signal = new AbortController().signal;
    const s = scripted([item('QUEUED'), item('QUEUED'), item('QUEUED'), item('QUEUED')], {
      signal,
      initialMs: 290_000,
      factor: 1,
      maxMs: 290_000,
    });
    const outcome = await s.wait();
    // Left: 600 s, 310 s, 20 s (the sleep of 290 s is cut to it), none.
    expect(outcome).toEqual({ kind: 'timeout', run: item('QUEUED') });
    expect(s.slept).toEqual([290_000, 290_000, 20_000]);
    expect(s.reads).toEqual([
      { runId: 'run-7', deadlineMs: 120_000, signal },
      { runId: 'run-7', deadlineMs: 120_000, signal },
      { runId: 'run-7', deadlineMs: 20_000, signal },
      { runId: 'run-7', deadlineMs: 1000, signal },
    ]);
  });

  it('a read with less than a second left still gets a second', async () => {
    const s = scripted([item('QUEUED'), item('QUEUED'), item('QUEUED')], {
      deadline: 100_000 + 1500,
      initialMs: 1000,
    });
    expect((await s.wait()).kind).toBe('timeout');
    expect(s.reads.map((r) => r.deadlineMs)).toEqual([1500, 1000, 1000]);
  });
});

describe('waitForRun lines and outcomes', () => {
  it('logs each change of state with the time since the wait began and the status message', async () => {
    const s = scripted([
      item('QUEUED'),
      item('QUEUED'),
      item('INPROGRESS', { status_message: { message: 'Cloning the repository' } }),
      item('INPROGRESS'),
      item('FAILED', { status_message: { message: '' } }),
    ]);
    const outcome = await s.wait();
    expect(outcome).toEqual({ kind: 'ended', run: item('FAILED', { status_message: { message: '' } }) });
    expect(s.lines).toEqual([
      '[00:00] run run-7: QUEUED',
      '[00:03] run run-7: QUEUED → INPROGRESS (Cloning the repository)',
      '[00:08] run run-7: INPROGRESS → FAILED',
    ]);
    expect(s.changes).toEqual([
      ['QUEUED', undefined],
      ['INPROGRESS', 'QUEUED'],
      ['FAILED', 'INPROGRESS'],
    ]);
  });

  it('BLOCKED ends the wait: the agent needs an answer', async () => {
    const s = scripted([item('INPROGRESS'), item('BLOCKED')]);
    expect(await s.wait()).toEqual({ kind: 'blocked', run: item('BLOCKED') });
    expect(s.slept).toEqual([1000]);
  });

  it('stopWhen ends the wait with the run at work it said so of, after onPoll; never asked of a run not at work', async () => {
    const asked: string[] = [];
    const polled: string[] = [];
    const usage = (n: number) => ({ request_usage: { inference_cost: n } });
    const s = scripted(
      [
        item('QUEUED', usage(1)),
        item('BLOCKED', usage(9)),
        item('INPROGRESS', usage(5)),
        item('INPROGRESS', usage(9)),
      ],
      {
        onPoll: (run) => {
          polled.push(run.state);
        },
        stopWhen: (run) => {
          asked.push(`${run.state} ${String(creditsOf(run))}`);
          return creditsOf(run)! > 6;
        },
      },
    );
    // BLOCKED ends the wait before stopWhen is asked of it.
    expect(await s.wait()).toEqual({ kind: 'blocked', run: item('BLOCKED', usage(9)) });
    expect(asked).toEqual(['QUEUED 1']);
    const t = scripted(
      [item('QUEUED', usage(1)), item('INPROGRESS', usage(5)), item('INPROGRESS', usage(9))],
      {
        onPoll: (run) => {
          polled.push(run.state);
        },
        stopWhen: (run) => creditsOf(run)! > 6,
      },
    );
    expect(await t.wait()).toEqual({ kind: 'stopped', run: item('INPROGRESS', usage(9)) });
    expect(t.reads).toHaveLength(3);
    expect(polled).toEqual(['QUEUED', 'BLOCKED', 'QUEUED', 'INPROGRESS', 'INPROGRESS']);
    // An ended run is reported as ended, whatever stopWhen would say.
    const u = scripted([item('SUCCEEDED', usage(9))], { stopWhen: () => true });
    expect(await u.wait()).toEqual({ kind: 'ended', run: item('SUCCEEDED', usage(9)) });
  });

  it('every ended state ends the wait', async () => {
    for (const state of ['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED']) {
      const s = scripted([item(state)]);
      expect(await s.wait()).toEqual({ kind: 'ended', run: item(state) });
    }
  });

  it('a state this version does not know is logged and watched', async () => {
    const s = scripted([item('PAUSED'), item('PAUSED'), item('SUCCEEDED')]);
    expect((await s.wait()).kind).toBe('ended');
    expect(s.lines).toEqual([
      '[00:00] run run-7: PAUSED',
      'run run-7 is in state PAUSED, which this action does not know; still waiting',
      'run run-7 is in state PAUSED, which this action does not know; still waiting',
      '[00:03] run run-7: PAUSED → SUCCEEDED',
    ]);
  });

  it('after a follow-up, an ended state not newer than it is the old one, for a minute at most', async () => {
    const movedSince = '2026-11-21T12:00:00Z';
    const old = item('SUCCEEDED', { updated_at: movedSince });
    const s = scripted([old, old, item('INPROGRESS', { updated_at: '2026-11-21T12:00:02Z' }), old], {
      movedSince,
      initialMs: 1000,
      factor: 1,
    });
    s.answers.push(item('SUCCEEDED', { updated_at: '2026-11-21T12:00:09Z' }));
    expect(await s.wait()).toEqual({
      kind: 'ended',
      run: item('SUCCEEDED', { updated_at: '2026-11-21T12:00:09Z' }),
    });
    expect(s.reads).toHaveLength(5);
    // A stale BLOCKED does not end it either; past a minute the old state is taken as it is.
    const blocked = item('BLOCKED', { updated_at: '2026-11-21T11:59:00Z' });
    const b = scripted([blocked, blocked], { movedSince, initialMs: 60_000, factor: 1, maxMs: 60_000 });
    expect(await b.wait()).toEqual({ kind: 'blocked', run: blocked });
    expect(b.slept).toEqual([60_000]);
    expect(b.lines).toEqual(['[00:00] run run-7: BLOCKED']);
    const b2 = scripted([blocked, blocked], { movedSince, initialMs: 59_999, factor: 1, maxMs: 59_999 });
    b2.answers.push(blocked);
    await b2.wait();
    expect(b2.slept).toEqual([59_999, 59_999]);
  });

  it('logEnd: the change that ends the wait goes there, after onPoll; one that does not end it (stale) goes to the log', async () => {
    const movedSince = '2026-11-21T12:00:00Z';
    const order: string[] = [];
    const options = {
      movedSince,
      initialMs: 1000,
      factor: 1,
      logEnd: (line: () => string) => order.push(`end ${line()}`),
      onPoll: (run: RunItem) => {
        order.push(`poll ${run.state}`);
      },
    };
    const old = item('SUCCEEDED', { updated_at: movedSince });
    const s = scripted(
      [
        old,
        item('INPROGRESS', { updated_at: '2026-11-21T12:00:02Z' }),
        item('FAILED', { updated_at: '2026-11-21T12:00:03Z', status_message: { message: 'tests failed' } }),
      ],
      options,
    );
    expect((await s.wait()).kind).toBe('ended');
    // The old SUCCEEDED did not end the wait: it is logged, as is the start of the new work.
    expect(s.lines).toEqual(['[00:00] run run-7: SUCCEEDED', '[00:01] run run-7: SUCCEEDED → INPROGRESS']);
    expect(order).toEqual([
      'poll SUCCEEDED',
      'poll INPROGRESS',
      'poll FAILED',
      'end [00:02] run run-7: INPROGRESS → FAILED (tests failed)',
    ]);
    // BLOCKED ends the wait too; a first read that already ends it is a change as well.
    order.length = 0;
    const b = scripted([item('QUEUED'), item('BLOCKED')], { ...options, movedSince: undefined });
    expect((await b.wait()).kind).toBe('blocked');
    expect(b.lines).toEqual(['[00:00] run run-7: QUEUED']);
    expect(order).toEqual(['poll QUEUED', 'poll BLOCKED', 'end [00:01] run run-7: QUEUED → BLOCKED']);
    order.length = 0;
    const e = scripted([item('CANCELLED')], { ...options, movedSince: undefined });
    expect((await e.wait()).kind).toBe('ended');
    expect(e.lines).toEqual([]);
    expect(order).toEqual(['poll CANCELLED', 'end [00:00] run run-7: CANCELLED']);
  });

  it('a held end line is stamped when it is logged, after the lines onPoll logged of the same read', async () => {
    const order: string[] = [];
    const s = scripted([item('INPROGRESS'), item('SUCCEEDED')], {
      initialMs: 1000,
      factor: 1,
      log: (line: string) => order.push(`log ${line}`),
      logEnd: (line: () => string) => order.push(`end ${line()}`),
      onPoll: (run: RunItem) => {
        // Reading the run's last steps takes 2.4 s of the clock.
        if (run.state === 'SUCCEEDED') s.tick(2400);
        order.push(`poll ${run.state}`);
      },
    });
    expect((await s.wait()).kind).toBe('ended');
    expect(order).toEqual([
      'log [00:00] run run-7: INPROGRESS',
      'poll INPROGRESS',
      'poll SUCCEEDED',
      'end [00:03] run run-7: INPROGRESS → SUCCEEDED',
    ]);
  });

  it("began: its lines count from the caller's start, as the caller's own lines of the run do", async () => {
    const s = scripted([item('QUEUED'), item('SUCCEEDED')], { initialMs: 1000, factor: 1 });
    const t = scripted([item('QUEUED'), item('SUCCEEDED')], {
      initialMs: 1000,
      factor: 1,
      began: s.started - 4000,
    });
    await s.wait();
    await t.wait();
    expect(s.lines).toEqual(['[00:00] run run-7: QUEUED', '[00:01] run run-7: QUEUED → SUCCEEDED']);
    expect(t.lines).toEqual(['[00:04] run run-7: QUEUED', '[00:05] run run-7: QUEUED → SUCCEEDED']);
  });

  it('a stale unknown state is not called unknown', async () => {
    const movedSince = '2026-11-21T12:00:00Z';
    const s = scripted([item('PAUSED'), item('SUCCEEDED', { updated_at: '2026-11-21T12:00:01Z' })], {
      movedSince,
    });
    await s.wait();
    expect(s.lines).toEqual(['[00:00] run run-7: PAUSED', '[00:01] run run-7: PAUSED → SUCCEEDED']);
  });

  it('a log that stamps its own lines (the command line): state changes carry no [mm:ss] of their own', async () => {
    const movedSince = '2026-11-21T12:00:00Z';
    const s = scripted([item('PAUSED'), item('SUCCEEDED', { updated_at: '2026-11-21T12:00:01Z' })], {
      movedSince,
      stamped: true,
    });
    await s.wait();
    expect(s.lines).toEqual(['run run-7: PAUSED', 'run run-7: PAUSED → SUCCEEDED']);
  });

  it('a run never answered: the timeout has no run; with detachAt before the deadline it is detached', async () => {
    const fail = () => new ApiConnectionError('getRun: could not reach the service', { operation: 'getRun' });
    const s = scripted([fail(), fail(), fail()], { deadline: 100_000 + 2000, initialMs: 1000, factor: 1 });
    expect(await s.wait()).toEqual({ kind: 'timeout', run: undefined });
    // Without `warn`, the warnings go to the log.
    expect(s.lines).toEqual([
      'reading run run-7 (getRun) failed (1 in a row): getRun: could not reach the service; still following it',
      'reading run run-7 (getRun) failed (2 in a row): getRun: could not reach the service; still following it',
      'reading run run-7 (getRun) failed (3 in a row): getRun: could not reach the service; still following it',
    ]);
    const d = scripted([item('QUEUED'), item('QUEUED'), item('QUEUED')], {
      detachAt: 100_000 + 1500,
      initialMs: 1000,
      factor: 1,
    });
    expect(await d.wait()).toEqual({ kind: 'detached', run: item('QUEUED') });
    expect(d.slept).toEqual([1000, 500]);
  });

  it('failures are counted again after a good answer, and the recovery is logged', async () => {
    const fail = () => new ApiTimeoutError('getRun timed out', { operation: 'getRun' });
    const warnings: string[] = [];
    const s = scripted([fail(), fail(), item('QUEUED'), fail(), item('SUCCEEDED')], {
      warn: (line) => warnings.push(line),
    });
    expect((await s.wait()).kind).toBe('ended');
    expect(warnings).toEqual([
      'reading run run-7 (getRun) failed (1 in a row): getRun timed out; still following it',
      'reading run run-7 (getRun) failed (2 in a row): getRun timed out; still following it',
      'reading run run-7 (getRun) failed (1 in a row): getRun timed out; still following it',
    ]);
    expect(s.lines).toEqual([
      'run run-7 answers again after 2 failed reads',
      '[00:03] run run-7: QUEUED',
      'run run-7 answers again after 1 failed reads',
      '[00:08] run run-7: QUEUED → SUCCEEDED',
    ]);
  });

  it(`${BAD_ANSWERS_LIMIT} unreadable answers in a row end it; other failures between them do not reset the count`, async () => {
    const bad = (n: number) => new ApiResponseError(`bad answer ${n}`, { operation: 'getRun', status: 200 });
    const blip = new ApiError({ status: 503, operation: 'getRun' });
    const s = scripted([bad(1), bad(2), blip, bad(3), bad(4), bad(5)], { warn: () => {} });
    const outcome = await s.wait();
    expect(outcome).toEqual({
      kind: 'unfollowable',
      run: undefined,
      error: expect.any(ApiResponseError),
      failures: 6,
    });
    if (outcome.kind === 'unfollowable') expect(outcome.error.message).toBe('bad answer 5');
    expect(s.slept).toHaveLength(5);
  });

  it('a refusal ends the wait with the reason; an error outside the client is named as it is', async () => {
    const refused = scripted([new ApiError({ status: 403, operation: 'getRun' })]);
    const error = await refused.wait().catch((err: unknown) => err);
    expect(error).toBeInstanceOf(FollowError);
    expect((error as FollowError).message).toBe(
      'reading run run-7 (getRun) failed: getRun failed (HTTP 403). The API key is valid but may not do this: check the team, environment, MCP server or factory permissions',
    );
    expect((error as FollowError).cause).toBeInstanceOf(ApiError);
    const odd = scripted([new TypeError('boom')]);
    expect(await odd.wait().catch((err: unknown) => (err as Error).message)).toBe(
      'reading run run-7 failed: boom',
    );
    const client = {
      runs: {
        get: () => Promise.reject('a string'),
      },
    } as unknown as CloudAgentClient;
    const text = await waitForRun(client, 'run-7', { deadline: Date.now() + 1000 }).catch(
      (err: unknown) => (err as Error).message,
    );
    expect(text).toBe('reading run run-7 failed: a string');
  });

  it('a wait stopped by its signal (or an abort of the client) rethrows it as it is', async () => {
    const aborted = new ApiAbortError('getRun was aborted', { operation: 'getRun' });
    const s = scripted([aborted]);
    expect(await s.wait().catch((err: unknown) => err)).toBe(aborted);
    const controller = new AbortController();
    controller.abort();
    const blip = new ApiConnectionError('reset');
    const t = scripted([blip], { signal: controller.signal });
    expect(await t.wait().catch((err: unknown) => err)).toBe(blip);
  });
});

describe('waitForRun without a log', () => {
  it('writes nothing and follows as usual: failures, changes, unknown states', async () => {
    const client = {
      runs: {
        get: (() => {
          const answers: (RunItem | Error)[] = [
            new ApiConnectionError('reset'),
            item('PAUSED'),
            item('SUCCEEDED'),
          ];
          return () => {
            const a = answers.shift()!;
            return a instanceof Error ? Promise.reject(a) : Promise.resolve(a);
          };
        })(),
      },
    } as unknown as CloudAgentClient;
    let time = 0;
    const outcome = await waitForRun(client, 'run-7', {
      deadline: 60_000,
      now: () => time,
      sleep: async (ms) => {
        time += ms;
      },
    });
    expect(outcome).toEqual({ kind: 'ended', run: item('SUCCEEDED') });
  });
});

describe('isTransient', () => {
  it('no answer, a timeout and an unreadable answer may pass', () => {
    expect(isTransient(new ApiConnectionError('reset'))).toBe(true);
    expect(isTransient(new ApiTimeoutError('slow'))).toBe(true);
    expect(isTransient(new ApiResponseError('html', { status: 200 }))).toBe(true);
  });

  it('408, 429 and 5xx may pass; other statuses do not, unless the service says retryable', () => {
    const status = (s: number, retryable?: boolean) =>
      isTransient(new ApiError({ status: s, ...(retryable === undefined ? {} : { body: { retryable } }) }));
    expect([408, 429, 500, 502, 503].map((s) => status(s))).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 409, 422, 499].map((s) => status(s))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(status(409, true)).toBe(true);
    expect(status(409, false)).toBe(false);
  });

  it('anything else does not', () => {
    expect(isTransient(new CloudAgentError('other'))).toBe(false);
    expect(isTransient(new ApiAbortError('stopped'))).toBe(false);
    expect(isTransient(new Error('x'))).toBe(false);
    expect(isTransient('x')).toBe(false);
    expect(isTransient(undefined)).toBe(false);
    expect(isTransient(null)).toBe(false);
  });
});

describe('formatElapsed', () => {
  it('mm:ss under an hour, h:mm:ss from an hour, rounded to the second, never negative', () => {
    expect(
      [0, 499, 500, 59_499, 59_500, 61_000, 3_599_000, 3_600_000, 3_661_000, 36_000_000, -5000].map(
        formatElapsed,
      ),
    ).toEqual([
      '00:00',
      '00:00',
      '00:01',
      '00:59',
      '01:00',
      '01:01',
      '59:59',
      '1:00:00',
      '1:01:01',
      '10:00:00',
      '00:00',
    ]);
  });
});
