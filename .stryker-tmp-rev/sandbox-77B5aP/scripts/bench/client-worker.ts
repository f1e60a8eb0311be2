/**
 * One measurement in a fresh process: `client-worker.ts <ours|unchecked|sdk> <sequential|concurrent> <baseUrl> <n>`
 * (`unchecked` is this client with `checkAnswers: false`).
 */
import OzAPI from 'oz-agent-sdk';
import { CloudAgentClient } from '../../src/client/index.ts';

const [impl, mode, baseUrl, count] = process.argv.slice(2) as [string, string, string, string];
const total = Number(count);
const inFlight = mode === 'concurrent' ? 64 : 1;

let get: (id: string) => Promise<{ run_id: string }>;
let close = async () => {};
if (impl === 'ours' || impl === 'unchecked') {
  const client = new CloudAgentClient({ apiKey: 'bench-key', baseUrl, checkAnswers: impl === 'ours' });
  get = (id) => client.runs.get(id);
  close = () => client.close();
} else {
  const sdk = new OzAPI({ apiKey: 'bench-key', baseURL: baseUrl });
  get = (id) => sdk.agent.runs.retrieve(id);
}

// Warm up: connections, JIT.
for (let i = 0; i < 50; i++) await get('run-bench-1');

let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (next < total) {
      next++;
      const run = await get('run-bench-1');
      if (run.run_id !== 'run-bench-1') throw new Error('wrong body');
    }
  }),
);
const ms = performance.now() - started;
await close();
process.send!({
  impl,
  mode,
  requests: total,
  ms,
  rps: (total / ms) * 1000,
  maxRssMb: process.resourceUsage().maxRSS / 1024,
});
