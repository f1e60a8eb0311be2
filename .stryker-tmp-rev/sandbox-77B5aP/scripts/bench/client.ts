/**
 * This client against the official SDK (oz-agent-sdk) on one loopback server, in one run: requests per second
 * for 2,000 sequential GETs of a run and for 2,000 with 64 in flight, and the peak memory of each. Every
 * measurement runs in a fresh child process (so peak RSS is that client's own), the clients take turns, and
 * the median of the rounds is reported. This client runs twice, with the answer check (the default) and with
 * `checkAnswers: false`, so the cost of checking every answer against the contract shows as a ratio.
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { checkAnswer } from '../../src/client/answers.ts';
import { median } from './median.ts';

export const RUN_BODY = JSON.stringify({
  run_id: 'run-bench-1',
  task_id: 'run-bench-1',
  title: 'Add tests for the parser',
  prompt: 'Please add tests for the parser module and make sure they pass.',
  state: 'INPROGRESS',
  created_at: '2026-11-21T12:00:00Z',
  updated_at: '2026-11-21T12:01:00Z',
  session_link: 'https://app.warp.dev/session/abc',
  conversation_id: '6a0f4d1e-8b3c-4f2a-9d7e-1c5b8a3f2e60',
  agent_config: { environment_id: 'AbCdEfGhIjKlMnOpQrStUv', model_id: 'claude-4-6-opus-high' },
  metadata: { repo: 'acme/app', pr: '42' },
});

interface Result {
  impl: string;
  mode: string;
  requests: number;
  ms: number;
  rps: number;
  maxRssMb: number;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IMPLS = ['ours', 'unchecked', 'sdk'];
const LABELS: Record<string, string> = {
  ours: 'cloud-agent-client',
  unchecked: '  without the check',
  sdk: 'oz-agent-sdk',
};
const TOTAL = 2000;

function runWorker(impl: string, mode: string, baseUrl: string): Promise<Result> {
  const worker = fileURLToPath(new URL('./client-worker.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = fork(worker, [impl, mode, baseUrl, String(TOTAL)], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    child.on('message', (m) => resolve(m as Result));
    child.on('error', reject);
    child.on('exit', (code) => code !== 0 && reject(new Error(`${impl} ${mode} worker exited ${code}`)));
  });
}

export async function main(): Promise<void> {
  let served = 0;
  const server = createServer((req, res) => {
    served++;
    if (req.headers.authorization !== 'Bearer bench-key') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"no"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(RUN_BODY) });
    res.end(RUN_BODY);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;

  const results: Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of ['sequential', 'concurrent']) {
      const order = IMPLS.map((_, i) => IMPLS[(i + round) % IMPLS.length]!);
      for (const impl of order) results.push(await runWorker(impl, mode, baseUrl));
    }
  }
  server.close();

  console.log(
    `client benchmark: ${TOTAL} GET /agent/runs/{id} per measurement, ${ROUNDS} rounds, median shown`,
  );
  console.log(`node ${process.versions.node}, server requests handled: ${served}`);
  console.log('mode          client                 req/s  peak RSS (MB)');
  for (const mode of ['sequential', 'concurrent']) {
    const label = mode === 'sequential' ? 'sequential  ' : '64 in flight';
    const figures = Object.fromEntries(
      IMPLS.map((impl) => {
        const runs = results.filter((r) => r.impl === impl && r.mode === mode);
        return [impl, { rps: median(runs.map((r) => r.rps)), mem: median(runs.map((r) => r.maxRssMb)) }];
      }),
    );
    for (const impl of IMPLS) {
      const { rps, mem } = figures[impl]!;
      console.log(
        `${label}  ${LABELS[impl]!.padEnd(19)}  ${rps.toFixed(0).padStart(8)}  ${mem.toFixed(1).padStart(13)}`,
      );
    }
    const { ours, unchecked, sdk } = figures as Record<string, { rps: number; mem: number }>;
    console.log(
      `${label}  ratio (ours / sdk): throughput ${(ours!.rps / sdk!.rps).toFixed(2)}x, peak memory ${(ours!.mem / sdk!.mem).toFixed(2)}x`,
    );
    console.log(
      `${label}  answer check: throughput with / without ${(ours!.rps / unchecked!.rps).toFixed(2)}x`,
    );
  }
  const answer: unknown = JSON.parse(RUN_BODY);
  const checks = 200_000;
  const started = performance.now();
  for (let i = 0; i < checks; i++)
    if (checkAnswer('getRun', answer)) throw new Error('the bench body is wrong');
  const microseconds = ((performance.now() - started) * 1000) / checks;
  console.log(`answer check alone: ${microseconds.toFixed(2)} µs per getRun answer (${checks} checks)`);
}
