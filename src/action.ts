/**
 * The action's work, as a `run()` function: GitHub's runner reaches it through src/index.ts, and
 * `npx @github/local-action . src/action.ts .env` calls it directly. The post step is told apart by the state the
 * main step saved first.
 */
import { STATE, StepState } from './flow/state.ts';
import { actionHost } from './host/action.ts';
import { exitAfter } from './host/process.ts';
import { POST_STEP_MS, main } from './main.ts';
import { post } from './post.ts';

export async function run(): Promise<void> {
  const state = new StepState(actionHost.state);
  if (state.load(STATE.isPost) === 'true') {
    exitAfter(POST_STEP_MS, () =>
      actionHost.log.warning(
        `post step: stopped after ${POST_STEP_MS / 1000}s; the run and its comment may need a look`,
      ),
    );
    await post(actionHost);
  } else {
    state.save(STATE.isPost, 'true');
    await main(actionHost);
  }
}
