/** Entry of both steps, as action.yml names it (bundled to dist/index.js). */
import { run } from './action.ts';

await run();
