import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { COMPILE_CACHE_ENV } from '../helpers/compile-cache.ts';
import { SEED } from './seed.ts';

/** `npm run simulator -- <args>`: the process and the URL it prints. */
async function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['test/simulator/cli.ts', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...COMPILE_CACHE_ENV },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const m = /^listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1)$/m.exec(output);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { child, url };
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  const [code] = await once(child, 'exit');
  expect(code).toBe(0);
}

describe('npm run simulator', () => {
  it('prints where it listens, serves the given key, and stops on SIGTERM', async () => {
    const { child, url } = await start(['--api-key', 'cli-key']);
    const client = new CloudAgentClient({ apiKey: 'cli-key', baseUrl: url });
    const run = await client.runs.create({ prompt: 'hello' });
    expect(run.state).toBe('QUEUED');
    expect(Object.keys(run).sort()).toEqual(['at_capacity', 'run_id', 'state', 'task_id']);
    // As users meet it: the factories' scorers with their history.
    expect((await client.scorers.list()).scorers.map((s) => s.id)).toEqual([
      SEED.scorers.web,
      SEED.scorers.docs,
    ]);
    await client.close();
    await stop(child);
  });

  it('--no-scorers starts without them', async () => {
    const { child, url } = await start(['--api-key', 'cli-key', '--no-scorers', '--no-live-usage']);
    const client = new CloudAgentClient({ apiKey: 'cli-key', baseUrl: url });
    expect((await client.scorers.list()).scorers).toEqual([]);
    expect((await client.runs.listPage()).runs).toEqual([]);
    await client.close();
    await stop(child);
  });

  it('--answers interface answers only what the service interface shows', async () => {
    const { child, url } = await start(['--api-key', 'cli-key', '--answers', 'interface']);
    const client = new CloudAgentClient({ apiKey: 'cli-key', baseUrl: url });
    const run = await client.runs.create({ prompt: 'hello' });
    expect(Object.keys(run).sort()).toEqual(['run_id', 'state']);
    await client.close();
    await stop(child);
  });

  it('refuses an --answers it does not know', async () => {
    const child = spawn(process.execPath, ['test/simulator/cli.ts', '--answers', 'everything'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...COMPILE_CACHE_ENV },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(stderr).toBe('--answers must be contract or interface, got "everything"\n');
  });
});
