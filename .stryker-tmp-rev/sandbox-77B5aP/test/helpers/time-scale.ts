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
 * The scale: a quarter of the figures, GitHub's pace included (src/timing.ts GITHUB_PACE: the fake GitHub asks none).
 * What no scale shortens (a process's start, the round trips between a create and the first read) takes the same time
 * at any scale, so the margins a scripted run leaves it shrink with the scale: a run that must outlast it is scripted
 * on the harness's clock (`2000 * SIM_SPEED`) or held until the test moves the simulator's clock (test/e2e/setup.ts
 * `endOnceCommented`: a LONG_RUN ended once the step has created its comment).
 */
export const TEST_TIME_SCALE = 0.25;

/**
 * How long a process a test starts (a step of the bundle, the command line, `npm run local`) may run before the test
 * kills it as hung: two minutes of the figures at this process's scale, 30 s in the projects that run the bundle at
 * the tests' scale, the whole two minutes where there is none (`npm run demo`, whose steps wait at the runner's pace:
 * at 30 s its first scene's step was killed now and then). Only a process that hangs meets it; a test whose step
 * waits out a bound no scale shortens (a final write's 10 s after a stall) gives its own.
 */
export const HUNG_PROCESS_MS = 120_000 * TIME_SCALE;

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
