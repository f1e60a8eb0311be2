/**
 * Report: the bundled action's `report` (the weekly picture) over the runs of one repository in the window, against
 * the simulator, at two sizes: BENCH_REPORT_SMALL (default 100) and BENCH_REPORT_RUNS (default 10,000), each run
 * BENCH_RUNS times (at least 5, the default) against the same world. The world also holds runs of another repository
 * and runs older than the window and the days before it, which the report must not read. Prints, for each size, the
 * requests the first report made by operation, its outputs, the wall time and the peak memory of the action's
 * process (median, least and most), and the large peak beside the gate's guardrail (at most 200 MB); `--write` puts
 * them in docs/performance.md (scripts/bench/report-doc.ts). The action runs in a child process through
 * scripts/bench/gate-worker.mjs, which imports dist/index.js as the runner would start it (BENCH_REPORT_BUNDLE names
 * another bundle).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_KEY, startWorld } from '../../test/e2e/setup.ts';
import type { RunState } from '../../test/simulator/state.ts';
import { writeDocs } from './docs.ts';
import { median } from './median.ts';
import { MAX_LARGE_MB, REPORT_PIECES, type ReportFigures } from './report-doc.ts';

const SMALL = Number(process.env.BENCH_REPORT_SMALL ?? 100);
const LARGE = Number(process.env.BENCH_REPORT_RUNS ?? 10_000);
const BUNDLE = process.env.BENCH_REPORT_BUNDLE;
const REPEATS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const HOUR = 3_600_000;

export async function main(): Promise<void> {
  const small = await measure(SMALL);
  const large = await measure(LARGE);
  console.log(
    `over ${LARGE} runs: ${large.requests} requests, peak ${large.mb.toFixed(1)} MB (guardrail ≤ ${MAX_LARGE_MB} MB   ${large.mb <= MAX_LARGE_MB ? 'ok' : 'OVER'}); over ${SMALL} runs: ${small.requests} requests, peak ${small.mb.toFixed(1)} MB`,
  );
  const figures: ReportFigures = {
    node: process.versions.node,
    repeats: REPEATS,
    small: SMALL,
    large: LARGE,
    smallRequests: small.requests,
    largeRequests: large.requests,
    smallMb: Number(small.mb.toFixed(1)),
    largeMb: Number(large.mb.toFixed(1)),
  };
  if (process.argv.includes('--write')) writeDocs(REPORT_PIECES, figures);
}

const STATES: RunState[] = [
  'SUCCEEDED',
  'SUCCEEDED',
  'SUCCEEDED',
  'FAILED',
  'SUCCEEDED',
  'CANCELLED',
  'ERROR',
];

/** REPEATS reports over `RUNS` runs of acme/app; prints what the first did; the requests and the median peak (MB). */
async function measure(RUNS: number): Promise<{ requests: number; mb: number }> {
  const world = await startWorld({ timeScale: 1 });
  const dir = mkdtempSync(join(tmpdir(), 'report-bench-'));
  try {
    const sim = world.sim.sim;
    const creator = sim.keys.get(API_KEY)!;
    const now = sim.now();
    const make = (i: number, metadata: Record<string, string>, ageMs: number) => {
      const state = STATES[i % STATES.length]!;
      sim.createRun({
        teamUid: 'team_acme',
        creator,
        prompt: `bench run ${i}`,
        metadata,
        at: now - ageMs,
        script: {
          timeline: [
            { state: 'QUEUED', afterMs: 0 },
            { state: 'INPROGRESS', afterMs: 1000 },
            {
              state,
              afterMs: ((i % 17) + 1) * 60_000,
              ...(state === 'FAILED' || state === 'ERROR'
                ? { statusMessage: { message: 'It stopped.', error_code: `code_${i % 4}` } }
                : {}),
            },
          ],
          conversation: 'none',
          usage: { inference_cost: (i % 11) + 0.5, compute_cost: (i % 3) * 0.25 },
        },
      });
    };
    const ours = { gh_repo: 'acme/app', created_by: 'cloud-agent-action' };
    // Spread over the last six days, newest first.
    const spacing = (6 * 24 * HOUR) / RUNS;
    for (let i = 0; i < RUNS; i++) make(i, ours, HOUR + i * spacing);
    // Not counted: another repository's runs, and runs of the repository older than the window and the days before
    // it that the report compares with.
    for (let i = 0; i < RUNS / 10; i++) make(i, { ...ours, gh_repo: 'acme/other' }, HOUR + i * spacing * 10);
    for (let i = 0; i < RUNS / 10; i++) make(i, ours, 15 * 24 * HOUR + i * 60_000);

    const files = {
      event: join(dir, 'event.json'),
      output: join(dir, 'output'),
      state: join(dir, 'state'),
      summary: join(dir, 'summary'),
    };
    writeFileSync(files.event, JSON.stringify({ schedule: '0 7 * * 1' }));
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_EVENT_PATH: files.event,
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_RUN_ID: '1',
      GITHUB_JOB: 'report',
      GITHUB_API_URL: world.gh.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_OUTPUT: files.output,
      GITHUB_STATE: files.state,
      GITHUB_STEP_SUMMARY: files.summary,
      INPUT_COMMAND: 'report',
      'INPUT_API-KEY': API_KEY,
      'INPUT_BASE-URL': world.sim.url,
      'INPUT_GITHUB-TOKEN': 'ghs_action_token',
      'INPUT_REPORT-DAYS': '7',
    };
    const worker = fileURLToPath(new URL('./gate-worker.mjs', import.meta.url));
    type Report = { maxRssMb: number; ms: number };
    const reportOnce = async () => {
      for (const f of [files.output, files.state, files.summary]) writeFileSync(f, '');
      const before = world.sim.requests.length;
      const report = await new Promise<Report>((resolve, reject) => {
        const child = fork(worker, BUNDLE ? [BUNDLE] : [], {
          env,
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        });
        child.on('message', (m) => resolve(m as Report));
        child.on('error', reject);
        child.on('exit', (code) => code !== 0 && reject(new Error(`report worker exited ${code}`)));
      });
      return { report, outputs: readFileSync(files.output, 'utf8'), made: world.sim.requests.slice(before) };
    };
    const reports: Awaited<ReturnType<typeof reportOnce>>[] = [];
    for (let i = 0; i < REPEATS; i++) reports.push(await reportOnce());
    const { outputs, made } = reports[0]!;
    const output = (name: string) => new RegExp(`^${name}<<(.+)\\n([^\\n]*)`, 'm').exec(outputs)?.[2];
    if (output('runs') !== String(RUNS))
      throw new Error(`the report counted ${output('runs')} runs, not ${RUNS}`);
    const byOperation = new Map<string, number>();
    for (const r of made) byOperation.set(r.operation ?? '?', (byOperation.get(r.operation ?? '?') ?? 0) + 1);
    const rss = reports.map((r) => r.report.maxRssMb);
    const mb = median(rss);
    console.log(
      `report benchmark: ${RUNS} runs of acme/app in the window (and ${RUNS / 5} others not counted), node ${process.versions.node}, ${REPEATS} reports (the requests are the first's)`,
    );
    console.log(
      `outputs: runs ${output('runs')}, success rate ${output('success-rate')}, total credits ${output('total-credits')}`,
    );
    console.log(`requests to the service: ${made.length}`);
    for (const [op, n] of [...byOperation.entries()].sort((a, b) => b[1] - a[1]))
      console.log(`  ${op.padEnd(26)} ${n}`);
    console.log(
      `wall time of the action (median): ${(median(reports.map((r) => r.report.ms)) / 1000).toFixed(2)} s`,
    );
    console.log(
      `peak memory of the action's process (max RSS): median ${mb.toFixed(1)} MB (least ${Math.min(...rss).toFixed(1)}, most ${Math.max(...rss).toFixed(1)})`,
    );
    return { requests: made.length, mb };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await world.close();
  }
}
