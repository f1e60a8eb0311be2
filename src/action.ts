/**
 * The action's work, as a `run()` function: GitHub's runner reaches it through src/index.ts, and
 * `npx @github/local-action . src/action.ts .env` calls it directly. The post step is told apart by the state the
 * main step saved first.
 */
import { STATE, load, save } from './flow/state.ts';
import { main } from './main.ts';
import { post } from './post.ts';

export async function run(): Promise<void> {
  if (load(STATE.isPost) === 'true') {
    await post();
  } else {
    save(STATE.isPost, 'true');
    await main();
  }
}
