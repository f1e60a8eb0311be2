import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';

describe('npm run simulator', () => {
  it('prints where it listens, serves the given key, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['test/simulator/cli.ts', '--port', '0', '--api-key', 'cli-key'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const m = /^listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1)$/m.exec(output);
        if (m) resolve(m[1]!);
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
    });
    const client = new CloudAgentClient({ apiKey: 'cli-key', baseUrl: url });
    const run = await client.runs.create({ prompt: 'hello' });
    expect(run.state).toBe('QUEUED');
    await client.close();
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});
