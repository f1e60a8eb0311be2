/**
 * Entry of both steps, as action.yml names it (bundled to dist/index.js and the chunks it loads on demand). The
 * source maps beside them are not loaded at start (Node would read and index every one, about 25 ms): run
 * `node --enable-source-maps dist/index.js` to see stack traces in src/.
 */
import * as nodeModule from 'node:module';
import { run } from './action.ts';

/**
 * Node's compile cache (Node 22.1 and later; a no-op where it is missing or turned off by NODE_DISABLE_COMPILE_CACHE):
 * the code of the chunks is compiled once per machine and kept in the system's temporary folder, so the post step
 * (same job, same machine) and later jobs on a self-hosted runner start faster. A fresh runner pays nothing extra
 * but writing it.
 */
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

await run();
