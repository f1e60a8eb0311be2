/**
 * The post step. Most post steps have nothing to do (the main step finished with its run): they read the saved
 * state and end, having loaded neither @actions/core nor the service's client nor octokit. The rest load the
 * backstop (src/post-settle.ts) on demand.
 */
import { leftRun, STATE, StepState } from './flow/state.ts';
import type { StateStore } from './flow/host.ts';

/**
 * The state the runner hands this step, read as @actions/core's getState reads it (`STATE_<name>`), without loading
 * it. Read-only: what a step saves goes through the action's host.
 */
export const savedState: StateStore = {
  save: () => {
    throw new Error('the saved state is read-only here: save through the action host');
  },
  load: (name) => process.env[`STATE_${name}`] ?? '',
};

/**
 * Whether the main step left work for the post step: a run (leftRun), an approval claim it did not decide, or a closing
 * reaction it did not give.
 */
export function leftWork(state: StepState): boolean {
  return leftRun(state) || Boolean(state.load(STATE.claim)) || Boolean(state.load(STATE.closing));
}

export async function post(): Promise<void> {
  if (!leftWork(new StepState(savedState))) return;
  await (await import('./post-settle.ts')).postStep();
}
