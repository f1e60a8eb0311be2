/**
 * Runs the bundled action in this process (as `node dist/index.js` would) and reports its time and peak memory. The
 * bundle is dist/index.js, or the one named by the first argument (a build of the working tree elsewhere).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const bundle = process.argv[2]
  ? pathToFileURL(resolve(process.argv[2])).href
  : new URL('../../dist/index.js', import.meta.url).href;
const started = performance.now();
await import(bundle);
process.send!({ ms: performance.now() - started, maxRssMb: process.resourceUsage().maxRSS / 1024 });
