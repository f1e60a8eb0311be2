/**
 * Startup: the median time from `node dist/index.js` starting to the simulator receiving the create request,
 * over 20 runs of the bundled action on a pull_request.opened payload (wait: false, so each run ends at once), and
 * the size of the bundle.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runStep } from '../../test/e2e/harness.ts';
import { inputs, payload, seedThreads, startWorld } from '../../test/e2e/setup.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function main(): Promise<void> {
  const bundle = fileURLToPath(new URL('../../dist/index.js', import.meta.url));
  const world = await startWorld({ timeScale: 1 });
  seedThreads(world);
  const toCreate: number[] = [];
  const total: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now() + performance.timeOrigin;
      // The simulator stamps each request with its clock, which runs in real time here: exact to the millisecond.
      const before = world.sim.requests.length;
      const result = await runStep({
        inputs: inputs(world, { prompt: `startup ${i}`, wait: 'false' }),
        eventName: 'pull_request',
        payload: payload('pull_request', 'opened'),
        apiUrl: world.gh.url,
        env: { GITHUB_RUN_ID: String(10_000 + i) },
      });
      const create = world.sim.requests.slice(before).find((r) => r.operation === 'createRun');
      if (result.code !== 0 || !create) throw new Error(`run ${i} failed: ${result.stdout}`);
      toCreate.push(create.at - started);
      total.push(performance.now() + performance.timeOrigin - started);
    }
  } finally {
    await world.close();
  }
  const nodeStart: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    if (spawnSync(process.execPath, ['-e', '0']).status !== 0) throw new Error('node did not start');
    nodeStart.push(performance.now() - t);
  }
  const size = statSync(bundle).size;
  console.log(
    `startup benchmark: ${RUNS} runs of node dist/index.js (pull_request.opened, wait: false), node ${process.versions.node}`,
  );
  console.log(`bundle: dist/index.js ${(size / 1024 / 1024).toFixed(2)} MiB`);
  console.log(
    `median time from process start to the create request: ${median(toCreate).toFixed(0)} ms (min ${Math.min(...toCreate).toFixed(0)}, max ${Math.max(...toCreate).toFixed(0)})`,
  );
  console.log(`  of which a bare \`node -e 0\` start: ${median(nodeStart).toFixed(0)} ms`);
  console.log(
    `  asked in parallel before it: GET /user + the thread's comments (GitHub), the adoption check + the PR's files`,
  );
  console.log(`median whole step (create, first report, comment, outputs): ${median(total).toFixed(0)} ms`);
}
