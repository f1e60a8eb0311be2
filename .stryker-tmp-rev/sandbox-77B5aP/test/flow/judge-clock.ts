/**
 * A clock for the gate's wait for judges, in tests against the simulator: `sleep` moves it and the simulator on,
 * lets the simulator's judges work, and waits until every verdict they reached has been sent to the service.
 */
import { vi } from 'vitest';
import type { SimulatorHandle } from '../simulator/server.ts';

export function judgeClock(sim: SimulatorHandle) {
  let t = 0;
  const sleeps: number[] = [];
  const reported = () => [...sim.sim.runs.values()].filter((r) => r.judge?.reported).length;
  return {
    sleeps,
    now: () => t,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      t += ms;
      sim.clock.advance(ms);
      sim.sim.tick();
      await vi.waitUntil(() => sim.count('reportRunScores') >= reported(), { interval: 1, timeout: 5000 });
    },
  };
}
