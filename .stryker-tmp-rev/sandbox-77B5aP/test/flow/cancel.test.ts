/**
 * cancelRun against the simulator: a cancel is done when the run is seen stopped, not when a request was sent. Then
 * against a scripted client on fake timers (the reads back every 500 ms until the deadline, exactly), and the
 * sentence each outcome is told with.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import {
  cancelRun,
  endShown,
  describeCancel,
  seenStopped,
  STOP_FROM_SESSION,
  waitingText,
  waitsForInput,
} from '../../src/flow/cancel.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

let sim: SimulatorHandle;
let client: CloudAgentClient;
let lines: string[];

// Only these tests start the simulator.
describe('against the simulator', () => {
  beforeEach(async () => {
    sim = await startSimulator({ start: new Date('2026-11-21T12:00:00Z'), timeScale: 0 });
    // Retries without waiting (and the shortest backoff): a 409 is asked again at once, up to cancelRun's 20 retries.
    client = new CloudAgentClient({
      apiKey: 'test-key',
      baseUrl: sim.url,
      sleep: async () => {},
      random: () => 0,
    });
    lines = [];
  });
  afterEach(async () => {
    await client.close();
    await sim.close();
  });

  async function runIn(state: 'INPROGRESS' | 'PENDING' | 'SUCCEEDED'): Promise<string> {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state, afterMs: 1000 },
      ],
    });
    const { run_id } = await client.runs.create({ prompt: 'Fix the typo.' });
    sim.clock.advance(1000);
    return run_id;
  }

  const calls = () => sim.requests.slice(1).map((r) => `${r.operation} ${r.status}`);

  describe('cancelRun', () => {
    it('a working run: one cancel, read back CANCELLED, settled', async () => {
      const runId = await runIn('INPROGRESS');
      const result = await cancelRun(client, runId, (l) => lines.push(l));
      expect(result.outcome).toBe('cancelled');
      expect(result.settled).toBe(true);
      expect(result.run?.state).toBe('CANCELLED');
      expect(calls()).toEqual(['cancelRun 200', 'getRun 200']);
      expect(lines).toEqual([`cancelled run ${runId}`]);
    });

    it('a run still being prepared: 409 until the deadline, read back PENDING, not settled', async () => {
      const runId = await runIn('PENDING');
      const result = await cancelRun(client, runId, (l) => lines.push(l), 2000);
      expect(result.outcome).toBe('still-pending');
      expect(result.settled).toBe(false);
      expect(result.run?.state).toBe('PENDING');
      // The first attempt and 20 retries, then one read.
      expect(calls()).toEqual([...Array<string>(21).fill('cancelRun 409'), 'getRun 200']);
      expect(describeCancel(result.outcome, runId, 'the post step of the job tries again.')).toBe(
        `The run \`${runId}\` was still being prepared and could not be cancelled in time; the post step of the job tries again.`,
      );
      expect(describeCancel(result.outcome, runId)).toBe(
        `The run \`${runId}\` was still being prepared and could not be cancelled in time; stop it from the session.`,
      );
    });

    it('an ended run: 400, read back SUCCEEDED, settled as already ended', async () => {
      const runId = await runIn('SUCCEEDED');
      const result = await cancelRun(client, runId, (l) => lines.push(l));
      expect(result).toMatchObject({ outcome: 'already-ended', settled: true, run: { state: 'SUCCEEDED' } });
      expect(calls()).toEqual(['cancelRun 400', 'getRun 200']);
    });

    it('a run the service cannot cancel (422): settled, with the advice to stop it from the session', async () => {
      sim.script.run({
        notCancellable: true,
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'INPROGRESS', afterMs: 1000 },
        ],
      });
      const { run_id: runId } = await client.runs.create({ prompt: 'Fix the typo.' });
      sim.clock.advance(1000);
      const result = await cancelRun(client, runId, (l) => lines.push(l));
      expect(result).toMatchObject({ outcome: 'not-supported', settled: true, run: { state: 'INPROGRESS' } });
      expect(calls()).toEqual(['cancelRun 422', 'getRun 200']);
    });
  });
});

const item = (state: string): RunItem => ({
  run_id: 'run-5',
  title: 'Fix it',
  state,
  prompt: 'p',
  created_at: '2026-11-21T12:00:00Z',
  updated_at: '2026-11-21T12:00:00Z',
});

/**
 * A client whose cancel answers `cancel` (an Error is thrown) and whose reads take the scripted answers in turn (the
 * last one repeats); time moves only by cancelRun's own sleeps (fake timers).
 */
function scripted(cancel: Error | undefined, reads: (RunItem | Error)[]) {
  const calls: string[] = [];
  const client = {
    runs: {
      cancel: (runId: string, o: { deadlineMs: number; maxRetries: number }) => {
        calls.push(`cancel ${runId} at ${Date.now()} within ${o.deadlineMs} retries ${o.maxRetries}`);
        return cancel ? Promise.reject(cancel) : Promise.resolve();
      },
      get: (runId: string, o: { deadlineMs: number; maxRetries: number }) => {
        calls.push(`get ${runId} at ${Date.now()} within ${o.deadlineMs} retries ${o.maxRetries}`);
        const answer = reads.length > 1 ? reads.shift()! : reads[0]!;
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
    },
  } as unknown as CloudAgentClient;
  const log: string[] = [];
  const cancelled = async (withinMs?: number, sleep?: (ms: number) => Promise<void>) => {
    const result = cancelRun(client, 'run-5', (l) => log.push(l), withinMs, sleep);
    await vi.runAllTimersAsync();
    return result;
  };
  return { cancelled, calls, log };
}

const refused = (status: number, message = 'no') =>
  new ApiError({ status, operation: 'cancelRun', body: { error: message } });

describe('cancelRun, read by read', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an accepted cancel is read back every 500 ms until a read would end past the deadline', async () => {
    const s = scripted(undefined, [item('INPROGRESS')]);
    expect(await s.cancelled(2000)).toEqual({
      outcome: 'not-confirmed',
      run: item('INPROGRESS'),
      settled: false,
    });
    expect(s.calls).toEqual([
      'cancel run-5 at 0 within 2000 retries 20',
      'get run-5 at 0 within 2000 retries 1',
      'get run-5 at 500 within 1500 retries 1',
      'get run-5 at 1000 within 1000 retries 1',
      // Never less than a second for a read.
      'get run-5 at 1500 within 1000 retries 1',
    ]);
    expect(s.log).toEqual(['asked to cancel run run-5, but it was not seen to stop (INPROGRESS)']);
  });

  it('waits between its reads with the sleep it is given: a clock of its own, as a test world keeps', async () => {
    const s = scripted(undefined, [item('INPROGRESS')]);
    const slept: number[] = [];
    const sleep = async (ms: number) => {
      slept.push(ms);
      vi.setSystemTime(Date.now() + ms);
    };
    expect((await s.cancelled(2000, sleep)).outcome).toBe('not-confirmed');
    expect(slept).toEqual([500, 500, 500]);
    expect(s.calls.slice(1)).toEqual([
      'get run-5 at 0 within 2000 retries 1',
      'get run-5 at 500 within 1500 retries 1',
      'get run-5 at 1000 within 1000 retries 1',
      'get run-5 at 1500 within 1000 retries 1',
    ]);
  });

  it('by default within 5 s', async () => {
    const s = scripted(undefined, [item('INPROGRESS')]);
    await s.cancelled();
    expect(s.calls[0]).toBe('cancel run-5 at 0 within 5000 retries 20');
    expect(s.calls.at(-1)).toBe('get run-5 at 4500 within 1000 retries 1');
    expect(s.calls).toHaveLength(11);
  });

  it('reads that fail are logged and read again; the state is then unknown', async () => {
    const s = scripted(undefined, [new Error('socket hang up')]);
    expect(await s.cancelled(1000)).toEqual({ outcome: 'not-confirmed', run: undefined, settled: false });
    expect(s.log).toEqual([
      'could not read run run-5 after cancelling it: socket hang up',
      'could not read run run-5 after cancelling it: socket hang up',
      'asked to cancel run run-5, but it was not seen to stop (state unknown)',
    ]);
  });

  it('seen CANCELLED on a later read: cancelled, settled, no more reads', async () => {
    const s = scripted(undefined, [item('INPROGRESS'), item('CANCELLED')]);
    expect(await s.cancelled(5000)).toEqual({ outcome: 'cancelled', run: item('CANCELLED'), settled: true });
    expect(s.calls).toHaveLength(3);
    expect(s.log).toEqual(['cancelled run run-5']);
  });

  it('seen ended otherwise, or waiting for input: it had already ended', async () => {
    for (const state of ['SUCCEEDED', 'BLOCKED']) {
      const s = scripted(undefined, [item(state)]);
      expect(await s.cancelled(5000)).toEqual({ outcome: 'already-ended', run: item(state), settled: true });
      expect(s.log).toEqual([`run run-5 had already ended (${state}); nothing to cancel`]);
    }
  });

  it('400 (already ended) and the read back fails: already ended, one read', async () => {
    const s = scripted(refused(400), [new Error('reset')]);
    expect(await s.cancelled(5000)).toEqual({ outcome: 'already-ended', run: undefined, settled: true });
    expect(s.calls).toHaveLength(2);
    expect(s.log).toEqual([
      'could not read run run-5 after cancelling it: reset',
      'run run-5 had already ended; nothing to cancel',
    ]);
  });

  it('409 (still being prepared): still pending after one read, not settled', async () => {
    const s = scripted(refused(409, 'still preparing'), [item('PENDING')]);
    expect(await s.cancelled(5000)).toEqual({
      outcome: 'still-pending',
      run: item('PENDING'),
      settled: false,
    });
    expect(s.calls).toHaveLength(2);
    expect(s.log).toEqual([
      'run run-5 is still being prepared and could not be cancelled in time: cancelRun failed (HTTP 409): still preparing',
    ]);
  });

  it('409, but the run is seen stopped meanwhile: cancelled', async () => {
    const s = scripted(refused(409), [item('CANCELLED')]);
    expect((await s.cancelled(5000)).outcome).toBe('cancelled');
  });

  it('422 (cannot be cancelled through the API): not supported, settled', async () => {
    const s = scripted(refused(422, 'local run'), [item('INPROGRESS')]);
    expect(await s.cancelled(5000)).toEqual({
      outcome: 'not-supported',
      run: item('INPROGRESS'),
      settled: true,
    });
    expect(s.calls).toHaveLength(2);
    expect(s.log).toEqual([
      'run run-5 cannot be cancelled through the API (cancelRun failed (HTTP 422): local run)',
    ]);
  });

  it('any other failure: failed, not settled', async () => {
    for (const err of [refused(403, 'forbidden'), new Error('socket hang up')]) {
      const s = scripted(err, [item('INPROGRESS')]);
      expect(await s.cancelled(5000)).toEqual({ outcome: 'failed', run: item('INPROGRESS'), settled: false });
      expect(s.calls).toHaveLength(2);
      expect(s.log).toEqual([`could not cancel run run-5: ${err.message}`]);
    }
  });
});

describe('seenStopped and describeCancel', () => {
  it('stopped: ended or waiting for input; not a run going, nor one never read', () => {
    expect(['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED', 'BLOCKED'].map((s) => seenStopped(item(s)))).toEqual(
      [true, true, true, true, true],
    );
    expect(seenStopped(item('INPROGRESS'))).toBe(false);
    expect(seenStopped(undefined)).toBe(false);
  });

  it('each outcome in a sentence; what happens next where the run was not seen to stop', () => {
    expect(STOP_FROM_SESSION).toBe('stop it from the session.');
    const next = 'NEXT';
    expect(describeCancel('cancelled', 'r', next)).toBe('The run `r` was cancelled.');
    expect(describeCancel('already-ended', 'r', next)).toBe('The run `r` had already ended.');
    expect(describeCancel('not-confirmed', 'r', next)).toBe(
      'The run `r` was asked to cancel but was not seen to stop; NEXT',
    );
    expect(describeCancel('not-confirmed', 'r')).toBe(
      'The run `r` was asked to cancel but was not seen to stop; stop it from the session.',
    );
    expect(describeCancel('still-pending', 'r', next)).toBe(
      'The run `r` was still being prepared and could not be cancelled in time; NEXT',
    );
    expect(describeCancel('not-supported', 'r', next)).toBe(
      'The service cannot cancel this kind of run (`r`); stop it from the session.',
    );
    expect(describeCancel('failed', 'r', next)).toBe('Cancelling the run `r` failed; NEXT');
    expect(describeCancel('failed', 'r')).toBe('Cancelling the run `r` failed; stop it from the session.');
  });

  it('waitsForInput: a cancel the service refused as if the run had ended, which waits for input', () => {
    const run = (state: string) => ({ state }) as RunItem;
    expect(waitsForInput('already-ended', run('BLOCKED'))).toBe(true);
    expect(waitsForInput('already-ended', run('SUCCEEDED'))).toBe(false);
    expect(waitsForInput('already-ended', undefined)).toBe(false);
    expect(waitsForInput('cancelled', run('BLOCKED'))).toBe(false);
    expect(waitingText('r')).toBe(
      'the run `r` waits for input, and the service cancels no run that waits: nothing was cancelled. It stays as it is, using nothing, until someone answers it.',
    );
  });
});

describe('endShown: a cancel that found the run ended as its comment shows it', () => {
  const ended = { run_id: 'r1', state: 'SUCCEEDED' } as RunItem;
  it.each<[string, Parameters<typeof endShown>[0], Parameters<typeof endShown>[2], boolean]>([
    ['the comment shows that end', 'already-ended', { run: 'r1', state: 'SUCCEEDED' }, true],
    [
      'it shows the run still at work (it ended since the comment was read)',
      'already-ended',
      { run: 'r1', state: 'INPROGRESS' },
      false,
    ],
    ["it shows another run's", 'already-ended', { run: 'r0', state: 'SUCCEEDED' }, false],
    ['there is no comment', 'already-ended', undefined, false],
    ['the cancel stopped it', 'cancelled', { run: 'r1', state: 'SUCCEEDED' }, false],
  ])('%s', (_what, outcome, shown, expected) => {
    expect(endShown(outcome, ended, shown)).toBe(expected);
  });
});
