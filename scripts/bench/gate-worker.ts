/** Runs the bundled action in this process (as `node dist/index.js` would) and reports its time and peak memory. */
const bundle = new URL('../../dist/index.js', import.meta.url).href;
const started = performance.now();
await import(bundle);
process.send!({ ms: performance.now() - started, maxRssMb: process.resourceUsage().maxRSS / 1024 });
