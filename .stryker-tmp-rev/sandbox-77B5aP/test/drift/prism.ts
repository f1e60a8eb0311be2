/**
 * Prism (`@stoplight/prism-cli`) serving openapi/cloud-agent.yaml with dynamic answers: every answer is made up
 * from the contract's schemas by json-schema-faker, so its ids, metadata, states and counts match nothing the
 * action asked for, and no one here wrote them. One serves the whole drift project: its global setup
 * (global-prism.ts) starts it on a loopback port of its own choosing (`-p 0`; the port is read from its "listening"
 * line) and stops it after the last file.
 *
 * Prism serves the contract's paths at its root (it does not mount the `servers` base path), so the action is not
 * pointed at it directly: see front.ts, which serves /api/v1 as the service does and forwards to it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CONTRACT = join(ROOT, 'openapi', 'cloud-agent.yaml');

/** Prism's own command line, found by module resolution (as the e2e harness finds the webhook examples). */
function prismBin(): string {
  const manifest = createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json');
  return join(dirname(manifest), 'dist', 'index.js');
}

export interface Prism {
  /** Where it listens, without a trailing slash: `http://127.0.0.1:41234`. */
  url: string;
  /** The last lines it printed, for a failure's message. */
  log(): string;
  stop(): Promise<void>;
}

const LISTENING = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/;
/** How much of Prism's log is kept (it logs every request it validates). */
const LOG_KEPT = 20_000;

/**
 * Starts `prism mock --dynamic` on the contract; resolves once it listens, rejects (with its log) if it ends first or
 * does not listen within `timeoutMs`: less than the hook timeout (30 s), so that message is the one seen.
 */
export async function startPrism(timeoutMs = 25_000): Promise<Prism> {
  const child = spawn(
    process.execPath,
    [prismBin(), 'mock', '--dynamic', '--host', '127.0.0.1', '--port', '0', '--errors', 'false', CONTRACT],
    // No colours: the listening line is matched as plain text.
    {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Prism did not listen within ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    const look = () => {
      const found = LISTENING.exec(log);
      if (!found) return;
      clearTimeout(timer);
      child.stdout.off('data', look);
      resolve(found[1]!);
    };
    child.stdout.on('data', look);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Prism ended (${signal ?? `exit ${code}`}) before it listened:\n${log}`));
    });
  });
  return { url, log: () => log, stop: () => stop(child) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await ended;
  clearTimeout(timer);
}
