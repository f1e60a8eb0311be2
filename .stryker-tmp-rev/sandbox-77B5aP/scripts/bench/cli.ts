/**
 * `npm run bench -- cli`: the command line's start-up, `cloud-agent runs list --json` against the simulator from
 * spawn to exit, median of 15 runs, beside a bare `node -e 0` measured in the same run (goal: at most 100 ms above
 * it). Prints figures, asserts nothing. (The command line runs from the action's bundle: its size is in
 * docs/performance.md, written by `node scripts/release.ts --figures`.)
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator } from '../../test/simulator/server.ts';
import { median } from './median.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = 15;

function timed(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`exit ${code}`)),
    ),
  );
}

export async function main(): Promise<void> {
  const key = 'sk-bench-cli-0123456789';
  const sim = await startSimulator({ apiKey: key });
  const env = {
    PATH: process.env.PATH,
    HOME: ROOT,
    XDG_CONFIG_HOME: join(ROOT, 'no-config'),
    CLOUD_AGENT_API_KEY: key,
    CLOUD_AGENT_BASE_URL: sim.url,
  };
  try {
    const bare: number[] = [];
    const cli: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      bare.push(await timed(['-e', '0'], env));
      cli.push(await timed([join(ROOT, 'dist/cli.js'), 'runs', 'list', '--json'], env));
    }
    const above = median(cli) - median(bare);
    console.log(
      `cli: runs list --json ${median(cli).toFixed(1)} ms, node -e 0 ${median(bare).toFixed(1)} ms: ${above.toFixed(1)} ms above (goal ≤ 100)`,
    );
  } finally {
    await sim.close();
  }
}
