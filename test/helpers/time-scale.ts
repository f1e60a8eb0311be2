/**
 * The tests that start the bundle run it at a time scale (CLOUD_AGENT_TIME_SCALE, src/timing.ts): vitest.config.ts sets
 * it in the processes of the projects that do (e2e, e2e-interface, drift), and the harnesses hand it on to the
 * bundles they start. A simulator that plays a run at the action's pace runs faster by as much, so that what a test
 * scripts (a run that ends before the first poll, usage that climbs between two reads) happens in the same order.
 *
 * The unit tests run in their own process at the figures: they move time themselves (a scripted clock, fake timers, a
 * simulator whose clock stands still), and what they assert is the figures' arithmetic. A script run by hand (npm run
 * demo, npm run local) has no scale either.
 */
import { TIME_SCALE, TIME_SCALE_ENV } from '../../src/timing.ts';

/**
 * The scale: 1 for now, the figures themselves. What no scale shortens (a process's start, the round trips between a
 * create and the first read, GitHub's own second between two writes) takes the same time at any scale, so the margins
 * the tests' scripted runs leave it shrink with the scale: at a quarter, a run scripted to last a few of the action's
 * seconds ended before the first read on a loaded machine, and at a half a few still did (bounds' "within a second",
 * the edit counts of run and redact, the command line's stdin, the structured repair). Those runs are to be held
 * until the test moves the simulator's clock, as lifecycle's re-run is, before the scale goes below 1 again.
 */
export const TEST_TIME_SCALE = 1;

/** The variables that give a process the tests' scale. */
export const TEST_TIME_SCALE_ENV = { [TIME_SCALE_ENV]: String(TEST_TIME_SCALE) };

/** The variables a started bundle needs to wait as this process does: none when this process waits the figures. */
export function timeScaleEnv(): Record<string, string> {
  return TIME_SCALE === 1 ? {} : { [TIME_SCALE_ENV]: String(TIME_SCALE) };
}

/** A simulator's speed (virtual time over real time) for a run played `speed` times faster than the runner's clock. */
export function simSpeed(speed: number): number {
  return speed / TIME_SCALE;
}
