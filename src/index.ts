/** Entry of both steps: the post step is told apart by the state the main step saved first. */
import * as core from '@actions/core';
import { STATE } from './flow/state.ts';
import { main } from './main.ts';
import { post } from './post.ts';

if (core.getState(STATE.isPost) === 'true') {
  await post();
} else {
  core.saveState(STATE.isPost, 'true');
  await main();
}
