/**
 * cancelRun against the simulator: a cancel is done when the run is seen stopped, not when a request was sent.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { cancelRun, describeCancel, POST_STEP_TAKES_OVER } from '../../src/flow/cancel.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

let sim: SimulatorHandle;
let client: CloudAgentClient;
let lines: string[];

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
    expect(describeCancel(result.outcome, runId, POST_STEP_TAKES_OVER)).toBe(
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

  it('a cancel accepted but the run never seen to stop: read again until the deadline, not settled', async () => {
    const runId = await runIn('INPROGRESS');
    // Every read back answers a proxy's page.
    sim.faults.inject({
      operation: 'getRun',
      times: 100,
      fault: { raw: '<html>502</html>', contentType: 'text/html' },
    });
    const result = await cancelRun(client, runId, (l) => lines.push(l), 1200);
    expect(result).toEqual({ outcome: 'not-confirmed', settled: false, run: undefined });
    const reads = calls().filter((c) => c.startsWith('getRun'));
    expect(calls()[0]).toBe('cancelRun 200');
    // Read at 0, 0.5 and 1 s; the next would be past the deadline.
    expect(reads).toEqual(['getRun 200', 'getRun 200', 'getRun 200']);
    expect(lines.at(-1)).toBe(`asked to cancel run ${runId}, but it was not seen to stop (state unknown)`);
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
