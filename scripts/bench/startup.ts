/**
 * Startup, each figure beside its guardrail (issue 30: a figure past one is looked at, never a reason to reach
 * inside a dependency), medians of BENCH_RUNS runs (at least 15), against a bare `node -e 0` measured in the same
 * run on the same node:
 * - from `node dist/index.js` starting to the simulator receiving the create request (pull_request.opened,
 *   wait: false), at most 200 ms above a bare node start;
 * - the peak memory (max RSS) of that run, at most 130 MB;
 * - the post step with nothing to do (the main step finished with its run), at most 40 ms above a bare node start;
 * - the processor time (user and system) and peak memory of a step that follows its run to the end (a run that ends
 *   before the first poll), the whole process, beside the same step with V8's own WebAssembly tiering put back
 *   (src/host/process.ts keeps undici's parser on the baseline compiler), in pairs in the same run;
 * - what the source maps cost a start (src/index.ts turns them on: Node reads each chunk's map as it loads it): every
 *   chunk of dist/ imported in a fresh process with the maps on and off in turn, the difference of the medians.
 * And, with no guardrail, what a GitHub read costs through the action's octokit (retry and throttling plugins)
 * beside octokit's core alone on the same fetch. `--write` puts the figures in docs/performance.md
 * (scripts/bench/startup-doc.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Octokit as Core } from '@octokit/core';
import { dispatcherFor } from '../../src/client/proxy.ts';
import { createOctokit, fetchThrough } from '../../src/github/octokit.ts';
import { WASM_BASELINE_FLAG } from '../../src/host/process.ts';
import { runStep } from '../../test/e2e/harness.ts';
import { inputs, payload, seedThreads, startWorld } from '../../test/e2e/setup.ts';
import { writeDocs } from './docs.ts';
import { median } from './median.ts';
import { GUARDRAILS, STARTUP_PIECES, type StartupFigures } from './startup-doc.ts';

const RUNS = Math.max(15, Number(process.env.BENCH_RUNS ?? 20));
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const BUNDLE = join(DIST, 'index.js');

/** Milliseconds from spawning `args` to its exit, `RUNS` times. */
function spawnTimes(args: string[], env: NodeJS.ProcessEnv): number[] {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const result = spawnSync(process.execPath, args, { env, stdio: 'ignore' });
    if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * Milliseconds to import every chunk of dist/ in a fresh process, with source maps on and off in turn (`RUNS` of
 * each): what reading the maps adds to loading the code, at most (a run loads some of the chunks).
 */
function chunkLoadTimes(): { on: number[]; off: number[]; chunks: number } {
  const chunks = readdirSync(DIST).filter((name) => /^\d+\.index\.js$/.test(name));
  const script = (maps: boolean) =>
    `process.setSourceMapsEnabled(${maps}); const t = performance.now(); ` +
    `for (const c of ${JSON.stringify(chunks.map((c) => pathToFileURL(join(DIST, c)).href))}) await import(c); ` +
    'console.log(performance.now() - t);';
  const time = (maps: boolean) => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script(maps)], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`importing the chunks failed: ${result.stderr}`);
    return Number(result.stdout);
  };
  const on: number[] = [];
  const off: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    on.push(time(true));
    off.push(time(false));
  }
  return { on, off, chunks: chunks.length };
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
const round = (n: number, digits: number) => Number(n.toFixed(digits));

/** Median milliseconds of one read (the permission look-up a start makes), after a first call that warms up. */
async function githubCallMs(request: (route: string, params: Record<string, string>) => Promise<unknown>) {
  const params = { owner: 'acme', repo: 'app', username: 'Codertocat' };
  const route = 'GET /repos/{owner}/{repo}/collaborators/{username}/permission';
  await request(route, params);
  const times: number[] = [];
  for (let i = 0; i < 4 * RUNS; i++) {
    const started = performance.now();
    await request(route, params);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** V8's own WebAssembly tiering budget, as this Node's `--v8-options` gives its default. */
function defaultTieringFlag(): string {
  const name = WASM_BASELINE_FLAG.split('=')[0]!;
  const options = spawnSync(process.execPath, ['--v8-options'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const flag = new RegExp(`default: (${name}=\\d+)`).exec(options.stdout)?.[1];
  if (!flag) throw new Error(`this Node's --v8-options gives no default of ${name}`);
  return flag;
}

/** Processor time (ms, user and system) and peak memory (MB) of the steps of one kind. */
interface Followed {
  cpuMs: number[];
  peakMb: number[];
}

/**
 * `RUNS` steps that follow their run to its end, each through `wrapper`, in pairs: the bundle as it ships, and the
 * bundle with V8's own WebAssembly tiering put back before its chunks load (BENCH_V8_FLAG, read by the wrapper once
 * dist/index.js has set WASM_BASELINE_FLAG: src/host/process.ts). A world whose runs end long before a step's first
 * poll, so every step makes the same requests.
 */
async function followedRuns(
  wrapper: string,
  dir: string,
  usage: (file: string) => [number, number],
): Promise<{ shipped: Followed; tieredUp: Followed }> {
  const world = await startWorld({ timeScale: 1000 });
  seedThreads(world);
  const shipped: Followed = { cpuMs: [], peakMb: [] };
  const tieredUp: Followed = { cpuMs: [], peakMb: [] };
  const defaultFlag = defaultTieringFlag();
  try {
    for (let i = 0; i < 2 * RUNS; i++) {
      const kind = i % 2 === 0 ? shipped : tieredUp;
      const file = join(dir, `follow-${i}`);
      const result = await runStep({
        inputs: inputs(world, { prompt: `followed ${i}` }),
        eventName: 'pull_request',
        payload: payload('pull_request', 'opened'),
        apiUrl: world.gh.url,
        env: {
          GITHUB_RUN_ID: String(20_000 + i),
          BENCH_RSS_FILE: file,
          ...(kind === tieredUp ? { BENCH_V8_FLAG: defaultFlag } : {}),
        },
        entry: wrapper,
      });
      if (result.code !== 0 || result.outputs.state !== 'SUCCEEDED') {
        throw new Error(`followed run ${i} failed: ${result.stdout}`);
      }
      const [rssKb, cpuUs] = usage(file);
      kind.cpuMs.push(cpuUs / 1000);
      kind.peakMb.push(rssKb / 1024);
    }
  } finally {
    await world.close();
  }
  return { shipped, tieredUp };
}

export async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'startup-bench-'));
  // Runs the bundle as the runner does, and on exit writes the process's peak memory (KiB) and processor time (µs)
  // where BENCH_RSS_FILE says; sets BENCH_V8_FLAG, when given, once dist/index.js is loaded and before its chunks are.
  const wrapper = join(dir, 'peak.mjs');
  writeFileSync(
    wrapper,
    [
      "import { writeFileSync } from 'node:fs';",
      "import { setFlagsFromString } from 'node:v8';",
      "process.on('exit', () => { const u = process.resourceUsage(); writeFileSync(process.env.BENCH_RSS_FILE, `${u.maxRSS} ${u.userCPUTime + u.systemCPUTime}`); });",
      `const bundle = await import(${JSON.stringify(pathToFileURL(BUNDLE).href)});`,
      'if (process.env.BENCH_V8_FLAG) setFlagsFromString(process.env.BENCH_V8_FLAG);',
      'await bundle.action();',
      '',
    ].join('\n'),
  );
  const usage = (file: string) => readFileSync(file, 'utf8').split(' ').map(Number) as [number, number];
  const world = await startWorld({ timeScale: 1 });
  seedThreads(world);
  const toCreate: number[] = [];
  const peakMb: number[] = [];
  let actionCallMs = 0;
  let coreCallMs = 0;
  try {
    const quiet = { log: { info: () => {}, warning: () => {} }, redact: (text: string) => text };
    const action = createOctokit('ghs_action_token', world.gh.url, quiet);
    actionCallMs = await githubCallMs((route, params) => action.request(route, params));
    const dispatcher = dispatcherFor(new URL(world.gh.url), { connections: 8 });
    const core = new Core({
      auth: 'ghs_action_token',
      baseUrl: world.gh.url,
      request: { fetch: fetchThrough(dispatcher) },
    });
    coreCallMs = await githubCallMs((route, params) => core.request(route, params));
    await dispatcher.close();
    for (let i = 0; i < 2 * RUNS; i++) {
      // Even runs are timed (the bundle itself); odd runs measure memory (through the wrapper).
      const timed = i % 2 === 0;
      const rssFile = join(dir, `rss-${i}`);
      const started = performance.now() + performance.timeOrigin;
      // The simulator stamps each request with its clock, which runs in real time here: exact to the millisecond.
      const before = world.sim.requests.length;
      const result = await runStep({
        inputs: inputs(world, { prompt: `startup ${i}`, wait: 'false' }),
        eventName: 'pull_request',
        payload: payload('pull_request', 'opened'),
        apiUrl: world.gh.url,
        env: { GITHUB_RUN_ID: String(10_000 + i), BENCH_RSS_FILE: rssFile },
        ...(timed ? {} : { entry: wrapper }),
      });
      const create = world.sim.requests.slice(before).find((r) => r.operation === 'createRun');
      if (result.code !== 0 || !create) throw new Error(`run ${i} failed: ${result.stdout}`);
      if (timed) toCreate.push(create.at - started);
      else peakMb.push(usage(rssFile)[0] / 1024);
    }
  } finally {
    await world.close();
  }
  const followed = await followedRuns(wrapper, dir, usage);
  const bare = spawnTimes(['-e', '0'], { PATH: process.env.PATH });
  // The post step of a main step that finished: the saved state says so, and nothing else is needed.
  const post = spawnTimes([BUNDLE], {
    PATH: process.env.PATH,
    STATE_isPost: 'true',
    STATE_run_id: 'a-run',
    STATE_settled: 'true',
  });
  rmSync(dir, { recursive: true, force: true });

  const loads = chunkLoadTimes();
  const nodeMs = median(bare);
  const createMs = median(toCreate);
  const postMs = median(post);
  const peak = median(peakMb);
  console.log(
    `startup benchmark: node ${process.versions.node}, medians of ${RUNS} runs each (pull_request.opened, wait: false)`,
  );
  console.log(`bare \`node -e 0\`: ${nodeMs.toFixed(0)} ms`);
  console.log(
    `start to the create request: ${createMs.toFixed(0)} ms, ${(createMs - nodeMs).toFixed(0)} ms above bare node (${(createMs / nodeMs).toFixed(2)}×; min ${Math.min(...toCreate).toFixed(0)}, max ${Math.max(...toCreate).toFixed(0)})   guardrail ≤ ${GUARDRAILS.createAboveMs} ms above   ${verdict(createMs - nodeMs <= GUARDRAILS.createAboveMs)}`,
  );
  const mapsMs = median(loads.on) - median(loads.off);
  console.log(
    `source maps: importing all ${loads.chunks} chunks takes ${median(loads.on).toFixed(1)} ms with them, ${median(loads.off).toFixed(1)} ms without: ${mapsMs.toFixed(1)} ms`,
  );
  console.log(
    `peak memory of the run (max RSS): ${peak.toFixed(1)} MB (min ${Math.min(...peakMb).toFixed(1)}, max ${Math.max(...peakMb).toFixed(1)})   guardrail ≤ ${GUARDRAILS.peakMb} MB   ${verdict(peak <= GUARDRAILS.peakMb)}`,
  );
  console.log(
    `post step with nothing to do: ${postMs.toFixed(0)} ms, ${(postMs - nodeMs).toFixed(0)} ms above bare node (${(postMs / nodeMs).toFixed(2)}×)   guardrail ≤ ${GUARDRAILS.postAboveMs} ms above   ${verdict(postMs - nodeMs <= GUARDRAILS.postAboveMs)}`,
  );
  const follow = (f: Followed) =>
    `${median(f.cpuMs).toFixed(0)} ms of processor time (min ${Math.min(...f.cpuMs).toFixed(0)}, max ${Math.max(...f.cpuMs).toFixed(0)}), ${median(f.peakMb).toFixed(1)} MB at its peak`;
  console.log(`a step that follows its run to the end: ${follow(followed.shipped)}`);
  console.log(
    `  the same with V8's own WebAssembly tiering (src/host/process.ts turns it off): ${follow(followed.tieredUp)}; shipped/default ${(median(followed.shipped.cpuMs) / median(followed.tieredUp.cpuMs)).toFixed(2)}`,
  );
  console.log(
    `a GitHub read through the action's octokit: ${actionCallMs.toFixed(1)} ms (octokit's core alone on the same fetch: ${coreCallMs.toFixed(1)} ms; medians of ${4 * RUNS})`,
  );
  const figures: StartupFigures = {
    node: process.versions.node,
    runs: RUNS,
    bareMs: Math.round(nodeMs),
    createAboveMs: Math.round(createMs - nodeMs),
    peakMb: round(peak, 1),
    postAboveMs: Math.round(postMs - nodeMs),
    followCpuMs: Math.round(median(followed.shipped.cpuMs)),
    followPeakMb: round(median(followed.shipped.peakMb), 1),
    tieredCpuMs: Math.round(median(followed.tieredUp.cpuMs)),
    tieredPeakMb: round(median(followed.tieredUp.peakMb), 1),
    mapsMs: round(mapsMs, 1),
    chunks: loads.chunks,
    actionCallMs: round(actionCallMs, 1),
    coreCallMs: round(coreCallMs, 1),
  };
  if (process.argv.includes('--write')) writeDocs(STARTUP_PIECES, figures);
}
