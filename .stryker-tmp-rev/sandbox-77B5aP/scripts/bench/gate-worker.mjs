/**
 * Runs the bundled action in this process (as `node dist/index.js` would: its `action`) and reports its time and peak memory, with
 * the peak of each of V8's heap spaces sampled every 10 ms (what grew, when the peak grows). The bundle is
 * dist/index.js, or the one named by the first argument (a build of the working tree elsewhere).
 *
 * Plain JavaScript on purpose: a worker in TypeScript makes Node load its type stripper into the process measured,
 * which put about 16 MB under both peaks and made their ratio look smaller than the bundle's own.
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { pathToFileURL } from 'node:url';
import { getHeapSpaceStatistics } from 'node:v8';

const bundle = process.argv[2]
  ? pathToFileURL(resolve(process.argv[2])).href
  : new URL('../../dist/index.js', import.meta.url).href;
const MB = 1024 * 1024;
/** @type {Record<string, number>} */
const peaks = {};
/** @param {string} name @param {number} bytes */
const peak = (name, bytes) => (peaks[name] = Math.max(peaks[name] ?? 0, bytes / MB));
const sample = () => {
  for (const space of getHeapSpaceStatistics()) peak(space.space_name, space.space_size);
  const { external, arrayBuffers } = process.memoryUsage();
  peak('external', external);
  peak('array_buffers', arrayBuffers);
};
const sampler = setInterval(sample, 10);
const started = performance.now();
// The bundle runs the action itself only as the script node was started with (src/index.ts); imported, it is asked
// to (a bundle older than that ran it on import, and has no `action`).
const entry = await import(bundle);
if (typeof entry.action === 'function') await entry.action();
const ms = performance.now() - started;
sample();
clearInterval(sampler);
process.send?.({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024, peaks });
