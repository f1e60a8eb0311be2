/**
 * This client against the official SDK (oz-agent-sdk) on one loopback server, in one run: requests per second
 * for 2,000 sequential GETs of a run and for 2,000 with 64 in flight, and the peak memory of each. Every
 * measurement runs in a fresh child process (so peak RSS is that client's own), the two clients alternate, and
 * the median of the rounds is reported.
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
      const order = round % 2 === 0 ? ['ours', 'sdk'] : ['sdk', 'ours'];
      for (const impl of order) results.push(await runWorker(impl, mode, baseUrl));
    }
  }
  server.close();

  console.log(
    `client benchmark: ${TOTAL} GET /agent/runs/{id} per measurement, ${ROUNDS} rounds, median shown`,
  );
  console.log(`node ${process.versions.node}, server requests handled: ${served}`);
  console.log('mode        client                 req/s     peak RSS (MB)');
  for (const mode of ['sequential', 'concurrent']) {
    const pick = (impl: string) => results.filter((r) => r.impl === impl && r.mode === mode);
    const ours = pick('ours');
    const sdk = pick('sdk');
    const oursRps = median(ours.map((r) => r.rps));
    const sdkRps = median(sdk.map((r) => r.rps));
    const oursMem = median(ours.map((r) => r.maxRssMb));
    const sdkMem = median(sdk.map((r) => r.maxRssMb));
    const label = mode === 'sequential' ? 'sequential ' : '64 in flight';
    console.log(
      `${label}  cloud-agent-client  ${oursRps.toFixed(0).padStart(8)}  ${oursMem.toFixed(1).padStart(12)}`,
    );
    console.log(
      `${label}  oz-agent-sdk        ${sdkRps.toFixed(0).padStart(8)}  ${sdkMem.toFixed(1).padStart(12)}`,
    );
    console.log(
      `${label}  ratio (ours / sdk): throughput ${(oursRps / sdkRps).toFixed(2)}x, peak memory ${(oursMem / sdkMem).toFixed(2)}x`,
    );
  }
}
