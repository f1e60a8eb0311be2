/**
 * The action's work, as a `run()` function: GitHub's runner reaches it through src/index.ts, and
 * `npx @github/local-action . src/action.ts .env` calls it directly. The post step is told apart by the state the
 * main step saved first. Each step loads what it uses when it needs it (src/main.ts, src/post.ts).
 */
import { STATE, StepState } from './flow/state.ts';
import { post, savedState } from './post.ts';

export async function run(): Promise<void> {
  if (new StepState(savedState).load(STATE.isPost) === 'true') await post();
  else await (await import('./main.ts')).mainStep();
}
