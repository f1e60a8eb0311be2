/**
 * Polling: for runs of 1, 10 and 60 simulated minutes, how many requests the wait makes and how long after the
 * run ends the action notices. The action's own wait loop (flow/wait.ts, the shipped interval policy) runs against
 * the simulator on a virtual clock: every sleep of the loop moves the clock instead of the wall, so an hour takes
 * a moment and the figures are exact.
 */
import { CloudAgentClient } from '../../src/client/index.ts';
import { POLL, waitForRun } from '../../src/flow/wait.ts';
import { startSimulator } from '../../test/simulator/server.ts';

const MINUTE = 60_000;

export async function main(): Promise<void> {
  console.log(
    `poll benchmark: interval ${POLL.initialMs} ms growing ×${POLL.factor} to ${POLL.maxMs} ms, ±20 % jitter`,
  );
  console.log('run length   requests (GET run)   noticed after the end   mean interval');
  for (const minutes of [1, 10, 60]) {
    const rows: { requests: number; delay: number }[] = [];
    for (let trial = 0; trial < 5; trial++) {
      const sim = await startSimulator({ timeScale: 0 });
      const client = new CloudAgentClient({ apiKey: 'test-key', baseUrl: sim.url });
      sim.script.run({
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'INPROGRESS', afterMs: 5000 },
          { state: 'SUCCEEDED', afterMs: minutes * MINUTE - 5000 },
        ],
      });
      const start = sim.clock.now();
      const { run_id } = await client.runs.create({ prompt: 'bench' });
      const before = sim.count('getRun');
      const outcome = await waitForRun(client, run_id, {
        deadline: start + 120 * MINUTE,
        now: () => sim.clock.now(),
        sleep: async (ms) => sim.clock.advance(ms),
      });
      if (outcome.kind !== 'ended') throw new Error(`run did not end: ${outcome.kind}`);
      const endedAt = start + minutes * MINUTE;
      rows.push({ requests: sim.count('getRun') - before, delay: sim.clock.now() - endedAt });
      await client.close();
      await sim.close();
    }
    const mean = (k: 'requests' | 'delay') => rows.reduce((a, r) => a + r[k], 0) / rows.length;
    const worst = Math.max(...rows.map((r) => r.delay));
    console.log(
      `${String(minutes).padStart(3)} min      ${mean('requests').toFixed(1).padStart(8)}            ${(mean('delay') / 1000).toFixed(1).padStart(6)} s (worst ${(worst / 1000).toFixed(1)} s)      ${((minutes * 60) / mean('requests')).toFixed(1)} s`,
    );
  }
}
