/** Entry of both steps: the post step is told apart by the state the main step saved first. */
import * as core from '@actions/core';
import { STATE } from './flow/state.ts';
import { POST_STEP_MS, exitAfter, main } from './main.ts';
import { post } from './post.ts';

if (core.getState(STATE.isPost) === 'true') {
  exitAfter(POST_STEP_MS, () =>
    core.warning(`post step: stopped after ${POST_STEP_MS / 1000}s; the run and its comment may need a look`),
  );
  await post();
} else {
  core.saveState(STATE.isPost, 'true');
  await main();
}
