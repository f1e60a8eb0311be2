/**
 * Entry of both steps, as action.yml names it (bundled to dist/index.js and the chunks it loads on demand). The
 * source maps beside them are not loaded at start (Node would read and index every one, about 25 ms): run
 * `node --enable-source-maps dist/index.js` to see stack traces in src/.
 */
import { run } from './action.ts';

await run();
