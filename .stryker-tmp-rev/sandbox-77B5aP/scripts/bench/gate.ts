/**
 * Gate: the bundled action's `gate` over the scored runs of one pull request, against the simulator and the fake
 * GitHub, at two sizes: BENCH_GATE_SMALL (default 100) and BENCH_GATE_RUNS (default 20,000), each run BENCH_RUNS
 * times (at least 15, the default) against the same world. Prints, for each size, the requests the first gate made by
 * operation, the wall time and the peak memory of the action's process (median, least and most), then the ratio of
 * the two median peaks, and the large peak beside its guardrail (issue 30: at most 200 MB); `--write` puts them in
 * docs/performance.md (scripts/bench/gate-doc.ts). The action runs in a
 * child process: scripts/bench/gate-worker.mjs imports dist/index.js as the runner would start it (BENCH_GATE_BUNDLE
 * names another bundle, such as a build of the working tree outside dist/); it is plain JavaScript so that the process
 * measured holds the bundle alone (its header says why). For experiments on the action's process:
 * BENCH_EXEC_ARGV adds Node or V8 flags to it (`--no-maglev`), BENCH_EXEC_PATH runs it through a wrapper instead of
 * node (a script that runs `strace -f … node "$@"`).
 */
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CloudAgentClient } from '../../src/client/index.ts';
import { API_KEY, createTestScorer, payload, seedThreads, startWorld } from '../../test/e2e/setup.ts';
import { scoreRunDirectly } from '../../test/simulator/routes/scorers.ts';
import { writeDocs } from './docs.ts';
import { GATE_PIECES, MAX_LARGE_MB, type GateFigures } from './gate-doc.ts';
import { median } from './median.ts';

const SMALL = Number(process.env.BENCH_GATE_SMALL ?? 100);
const LARGE = Number(process.env.BENCH_GATE_RUNS ?? 20_000);
/** The bundle the worker runs: dist/index.js unless named. */
const BUNDLE = process.env.BENCH_GATE_BUNDLE;
/** Gates over each size; the figures are their medians. */
const REPEATS = Math.max(15, Number(process.env.BENCH_RUNS ?? 15));
/** The benchmark cases and their attempts each of the third measure's gates runs, over LARGE scored runs. */
const CASES = Number(process.env.BENCH_GATE_CASES ?? 50);
const ATTEMPTS = 3;
/** Gates with benchmarks (each runs CASES × ATTEMPTS attempts and judges them): fewer, they take longer. */
const BENCHMARK_REPEATS = Math.max(3, Number(process.env.BENCH_BENCHMARK_RUNS ?? 3));
/** `BENCH_GATE_ONLY=benchmarks` measures the benchmarks alone (printed, never written). */
const ONLY = process.env.BENCH_GATE_ONLY;

export async function main(): Promise<void> {
  if (ONLY === 'benchmarks') {
    await measure(LARGE, { cases: CASES, attempts: ATTEMPTS });
    return;
  }
  const small = await measure(SMALL);
  const large = await measure(LARGE);
  const benchmarks = await measure(LARGE, { cases: CASES, attempts: ATTEMPTS });
  const ratio = large / small;
  console.log(
    `peak memory over ${LARGE} runs / over ${SMALL} runs (medians of ${REPEATS}): ${large.toFixed(1)} MB / ${small.toFixed(1)} MB = ${ratio.toFixed(2)}; over ${LARGE} runs guardrail ≤ ${MAX_LARGE_MB} MB   ${large <= MAX_LARGE_MB ? 'ok' : 'OVER'}`,
  );
  const figures: GateFigures = {
    node: process.versions.node,
    repeats: REPEATS,
    small: SMALL,
    large: LARGE,
    smallMb: Number(small.toFixed(1)),
    largeMb: Number(large.toFixed(1)),
    cases: CASES,
    attempts: ATTEMPTS,
    benchmarkRepeats: BENCHMARK_REPEATS,
    benchmarksMb: Number(benchmarks.toFixed(1)),
  };
  if (process.argv.includes('--write')) writeDocs(GATE_PIECES, figures);
}

/**
 * REPEATS gates over `RUNS` scored runs of the pull request; prints what the first did and the figures of all, and
 * returns the median peak memory (MB) of the action's process. With `benchmarks`, BENCHMARK_REPEATS gates that run
 * `cases` benchmark cases `attempts` times each (in waves of 20, dispatched to the factory, each attempt judged)
 * instead, the `RUNS` scored runs then the window's history (not the pull request's): the norm reads them.
 */
async function measure(RUNS: number, benchmarks?: { cases: number; attempts: number }): Promise<number> {
  // Attempts and judges end within the gate's first look at them: the bench measures the gate, not the agents.
  const world = await startWorld(benchmarks ? { timeScale: 1000, tickEveryMs: 20 } : { timeScale: 1 });
  const dir = mkdtempSync(join(tmpdir(), 'gate-bench-'));
  try {
    seedThreads(world);
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
    const scorerId = await createTestScorer(client);
    await client.close();
    const sim = world.sim.sim;
    const creator = sim.keys.get(API_KEY)!;
    const t0 = sim.now() - 3 * 24 * 3600 * 1000;
    for (let i = 0; i < RUNS; i++) {
      const run = sim.createRun({
        teamUid: 'team_acme',
        creator,
        prompt: `bench run ${i}`,
        factoryUid: 'fac_web',
        metadata: benchmarks ? {} : { gh_repo: 'acme/app', gh_number: '2' },
        at: t0 + i * 1000,
        script: {
          timeline: [
            { state: 'QUEUED', afterMs: 0 },
            { state: 'SUCCEEDED', afterMs: 500 },
          ],
          conversation: 'none',
        },
      });
      scoreRunDirectly(sim, {
        runId: run.run_id,
        scorerId,
        classification: i % 20 === 0 ? 'fail' : 'pass',
        reason: `Run ${i}: the tests ${i % 20 === 0 ? 'fail' : 'pass'}.`,
        attemptedAt: t0 + i * 1000 + 60_000,
      });
    }
    const files = {
      event: join(dir, 'event.json'),
      output: join(dir, 'output'),
      state: join(dir, 'state'),
      summary: join(dir, 'summary'),
    };
    writeFileSync(files.event, JSON.stringify(payload('pull_request', 'opened')));
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: files.event,
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_RUN_ID: '1',
      GITHUB_JOB: 'gate',
      GITHUB_API_URL: world.gh.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_OUTPUT: files.output,
      GITHUB_STATE: files.state,
      GITHUB_STEP_SUMMARY: files.summary,
      INPUT_COMMAND: 'gate',
      'INPUT_API-KEY': API_KEY,
      'INPUT_BASE-URL': world.sim.url,
      'INPUT_GITHUB-TOKEN': 'ghs_action_token',
      INPUT_FACTORY: 'fac_web',
      'INPUT_MIN-PASS-RATE': '0.9',
      'INPUT_DISPATCH-JUDGES': 'true',
      'INPUT_SCORE-TIMEOUT-MINUTES': '1',
      'INPUT_CHECK-NAME': 'Cloud agent scorers',
      'INPUT_FAIL-ON-GATE': 'true',
      'INPUT_PASS-RATE-WINDOW': '30',
      'INPUT_GROUP-BY': 'day',
      INPUT_COMMENT: 'true',
      ...(benchmarks
        ? {
            GITHUB_WORKSPACE: dir,
            INPUT_BENCHMARKS: 'true',
            'INPUT_BENCHMARK-CONCURRENCY': '20',
            'INPUT_TIMEOUT-MINUTES': '30',
            'INPUT_MIN-PASS-RATE': '1',
          }
        : {}),
    };
    if (benchmarks) {
      mkdirSync(join(dir, '.github'));
      const cases = Array.from(
        { length: benchmarks.cases },
        (_, i) => `  - name: case ${i}\n    prompt: Fix the failing test number ${i}.\n`,
      );
      writeFileSync(
        join(dir, '.github', 'cloud-agent-benchmarks.yml'),
        `repeat: ${benchmarks.attempts}\nrepeat-min-pass: ${benchmarks.attempts - 1}\ncases:\n${cases.join('')}`,
      );
    }
    const worker = fileURLToPath(new URL('./gate-worker.mjs', import.meta.url));
    type Report = { maxRssMb: number; ms: number; peaks: Record<string, number> };
    /** One gate in its own process: what it reported, its wall time, and what it wrote and asked. */
    const gateOnce = async () => {
      for (const f of [files.output, files.state, files.summary]) writeFileSync(f, '');
      const simBefore = world.sim.requests.length;
      const ghBefore = world.gh.requests.length;
      const started = performance.now();
      const report = await new Promise<Report>((resolve, reject) => {
        const child = fork(worker, BUNDLE ? [BUNDLE] : [], {
          env,
          ...(process.env.BENCH_EXEC_PATH ? { execPath: process.env.BENCH_EXEC_PATH } : {}),
          ...(process.env.BENCH_EXEC_ARGV
            ? { execArgv: [...process.execArgv, ...process.env.BENCH_EXEC_ARGV.split(' ')] }
            : {}),
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        });
        child.on('message', (m) => resolve(m as Report));
        child.on('error', reject);
        child.on('exit', (code) => code !== 0 && reject(new Error(`gate worker exited ${code}`)));
      });
      return {
        report,
        wall: performance.now() - started,
        outputs: readFileSync(files.output, 'utf8'),
        made: world.sim.requests.slice(simBefore),
        asked: world.gh.requests.slice(ghBefore),
      };
    };
    const gates: Awaited<ReturnType<typeof gateOnce>>[] = [];
    const repeats = benchmarks ? BENCHMARK_REPEATS : REPEATS;
    for (let i = 0; i < repeats; i++) gates.push(await gateOnce());
    const { outputs, made, asked } = gates[0]!;
    const result = {
      maxRssMb: median(gates.map((g) => g.report.maxRssMb)),
      ms: median(gates.map((g) => g.report.ms)),
      peaks: Object.fromEntries(
        Object.keys(gates[0]!.report.peaks).map((name) => [
          name,
          median(gates.map((g) => g.report.peaks[name] ?? 0)),
        ]),
      ),
    };
    const wall = median(gates.map((g) => g.wall));
    const rss = gates.map((g) => g.report.maxRssMb);
    const byOperation = new Map<string, number>();
    for (const r of made) byOperation.set(r.operation ?? '?', (byOperation.get(r.operation ?? '?') ?? 0) + 1);
    console.log(
      benchmarks
        ? `gate benchmark: ${benchmarks.cases} cases × ${benchmarks.attempts} attempts of the benchmarks, ${RUNS} scored runs in the window, one scorer, node ${process.versions.node}, ${repeats} gates (the requests are the first gate's)`
        : `gate benchmark: ${RUNS} scored runs of one pull request, one scorer, node ${process.versions.node}, ${repeats} gates (the requests are the first gate's)`,
    );
    const out = Object.fromEntries(
      ['conclusion', 'passed', 'failed', 'pass-rate', 'cases-passed', 'cases-total'].map((k) => [
        k,
        new RegExp(`^${k}<<(.+)\\n([^\\n]*)`, 'm').exec(outputs)?.[2],
      ]),
    );
    console.log(
      `outputs: conclusion ${out.conclusion}, passed ${out.passed}, failed ${out.failed}, pass rate ${out['pass-rate']}${benchmarks ? `, cases passed ${out['cases-passed']} of ${out['cases-total']}` : ''}`,
    );
    console.log(`requests to the service: ${made.length}`);
    for (const [op, n] of [...byOperation.entries()].sort((a, b) => b[1] - a[1]))
      console.log(`  ${op.padEnd(26)} ${n}`);
    if (!benchmarks) console.log(`  (one GET /factory/runs/{id}/scores per run would be ${RUNS} requests)`);
    console.log(`requests to GitHub: ${asked.length} (${asked.map((r) => r.operationId).join(', ')})`);
    console.log(
      `wall time of the action (median): ${(result.ms / 1000).toFixed(2)} s (process included: ${(wall / 1000).toFixed(2)} s)`,
    );
    console.log(
      `peak memory of the action's process (max RSS): median ${result.maxRssMb.toFixed(1)} MB (least ${Math.min(...rss).toFixed(1)}, most ${Math.max(...rss).toFixed(1)}; ${rss.map((mb) => mb.toFixed(0)).join(' ')})`,
    );
    console.log(
      `  medians of the peaks sampled every 10 ms, MB: ${Object.entries(result.peaks)
        .filter(([, mb]) => mb >= 0.05)
        .map(([name, mb]) => `${name} ${mb.toFixed(1)}`)
        .join(', ')}`,
    );
    if (benchmarks) {
      console.log(
        `benchmarks of ${benchmarks.cases} cases × ${benchmarks.attempts} attempts: peak memory (median of ${repeats}) ${result.maxRssMb.toFixed(1)} MB; guardrail ≤ ${MAX_LARGE_MB} MB   ${result.maxRssMb <= MAX_LARGE_MB ? 'ok' : 'OVER'}`,
      );
    }
    return result.maxRssMb;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await world.close();
  }
}
