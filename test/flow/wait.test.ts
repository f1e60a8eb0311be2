/**
 * The wait loop against the simulator on a frozen clock: each poll is one request (the client does not retry
 * here), each sleep moves virtual time by exactly the poll interval, so the requests and lines are exact.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { BAD_ANSWERS_LIMIT, FollowError, waitForRun } from '../../src/flow/wait.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

const HTML = '<html><body><h1>502 Bad Gateway</h1></body></html>';

let sim: SimulatorHandle;
let client: CloudAgentClient;
let lines: string[];
let warnings: string[];
let slept: number[];

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
        sim.faults.inject({ operation: 'getRun', times: 4, fault: { raw: HTML, contentType: 'text/html' } }),
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
