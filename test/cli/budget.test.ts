/**
 * `--max-credits` on the command line, in this process (src/cli/main.ts `cli(argv, io)`) against the simulator: a
 * run over it is cancelled once and the report says it stopped there, in the command line's words (exit 1); a wrong
 * value is a usage error that asks nothing (exit 2); the config file can give it a default.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/spec.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import { simSpeed } from '../helpers/time-scale.ts';
import { runInProcess } from './in-process.ts';

const API_KEY = 'sk-cli-budget-3c5e7a9b1d2f';
let sim: SimulatorHandle;
let home: string;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: API_KEY, timeScale: simSpeed(20) });
  home = mkdtempSync(join(tmpdir(), 'cloud-agent-budget-'));
});
afterEach(async () => {
  await sim.close();
  rmSync(home, { recursive: true, force: true });
});

const run = (argv: string[]) =>
  runInProcess(argv, {
    CLOUD_AGENT_API_KEY: API_KEY,
    CLOUD_AGENT_BASE_URL: sim.url,
    HOME: home,
    XDG_CONFIG_HOME: home,
  });

const cancels = () => sim.requests.filter((r) => r.operation === 'cancelRun');
const credits = (inference: number, compute: number) => ({
  inference_cost: inference,
  compute_cost: compute,
});
/**
 * A run at work from its start: 12.1 credits at once, 25.3 at 36 virtual seconds (1.8 real ones): after the command
 * line's first poll (1 s ±20 %), before its second (1.5 s ±20 % later), so the climb is seen one poll in.
 */
const CLIMBING = {
  timeline: [
    { state: 'INPROGRESS' as const, afterMs: 0 },
    { state: 'SUCCEEDED' as const, afterMs: 600_000 },
  ],
  usageSteps: [
    { afterMs: 0, usage: credits(11.5, 0.6) },
    { afterMs: 36_000, usage: credits(24, 1.3) },
  ],
};

describe('cloud-agent run --max-credits', () => {
  it('a run that climbs past it: cancelled once, the report says it stopped there, exit 1', async () => {
    sim.script.run(CLIMBING);
    const ran = await run(['run', '--prompt', 'Fix it', '--max-credits', '25', '--progress-interval', '0']);
    expect(ran.code).toBe(EXIT.failed);
    const runId = JSON.parse(sim.requests.find((r) => r.operation === 'createRun')!.answer!).run_id as string;
    expect(cancels().map((r) => r.path)).toEqual([`/api/v1/agent/runs/${runId}/cancel`]);
    expect(ran.stdout.split('\n\n').slice(0, 3)).toEqual([
      '### 🚫 Cloud agent run cancelled: Fix it',
      'Started by cloud-agent from the command line.',
      `The run went over its budget. The run \`${runId}\` was cancelled.`,
    ]);
    expect(ran.stdout).toContain('\n- **Cost**: 25.3 of 25 credits\n');
    expect(ran.stdout).toContain(
      '\n\n**Budget:** stopped at 25.3 credits, budget 25 (`--max-credits 25`).\n\n',
    );
    expect(ran.stderr).toContain(
      `warning: run ${runId} used 25.3 credits, over its budget of 25 (--max-credits 25): cancelling it`,
    );
    expect(ran.stderr.trimEnd().split('\n').at(-1)).toBe(
      `cloud-agent: error: run ${runId}: stopped at 25.3 credits, budget 25 (--max-credits 25); The run ${runId} was cancelled.`,
    );
  });

  it('a run that passes it between two reads and ends: reported as over it, and exit 1 even with --no-fail-on-run-failure', async () => {
    sim.script.run({
      timeline: [
        { state: 'INPROGRESS' as const, afterMs: 0 },
        { state: 'SUCCEEDED' as const, afterMs: 15_000 },
      ],
      usageSteps: [
        { afterMs: 0, usage: credits(4, 1) },
        { afterMs: 15_000, usage: credits(39, 1) },
      ],
    });
    const ran = await run([
      'run',
      '--prompt',
      'x',
      '--max-credits',
      '25',
      '--progress-interval',
      '0',
      '--no-fail-on-run-failure',
    ]);
    expect(ran.code).toBe(EXIT.failed);
    expect(cancels()).toHaveLength(0);
    const runId = JSON.parse(sim.requests.find((r) => r.operation === 'createRun')!.answer!).run_id as string;
    expect(ran.stdout).toMatch(/^### ✅ Cloud agent run succeeded: x/);
    expect(ran.stdout).toContain('\n- **Cost**: 40 of 25 credits\n');
    expect(ran.stdout).toContain(
      '\n\n**Budget:** went over at 40 credits, budget 25 (`--max-credits 25`).\n\n',
    );
    expect(ran.stderr.trimEnd().split('\n').at(-1)).toBe(
      `cloud-agent: error: run ${runId} went over its budget: it ended SUCCEEDED at 40 credits, budget 25 (--max-credits 25); it passed it before a read showed it at work over it`,
    );
    expect(ran.stderr).not.toContain('warning:');
  });

  it('--json: the outcome is run-failed and the state CANCELLED', async () => {
    sim.script.run(CLIMBING);
    const ran = await run([
      'run',
      '--prompt',
      'x',
      '--max-credits',
      '25',
      '--progress-interval',
      '0',
      '--json',
    ]);
    expect(ran.code).toBe(EXIT.failed);
    expect(JSON.parse(ran.stdout)).toMatchObject({ state: 'CANCELLED', outcome: 'run-failed' });
    expect(cancels()).toHaveLength(1);
  });

  it('a wrong value: a usage error naming the flag, exit 2, no request', async () => {
    const ran = await run(['run', '--prompt', 'x', '--max-credits', 'abc']);
    expect(ran.code).toBe(EXIT.usage);
    expect(ran.stderr).toContain(
      '--max-credits: must be a number of credits above 0 (at most 1000000), such as 25 or 12.5, got "abc"',
    );
    expect(sim.requests).toHaveLength(0);
  });

  it('the config file gives it a default, which the flag overrides', async () => {
    mkdirSync(join(home, 'cloud-agent'));
    writeFileSync(
      join(home, 'cloud-agent', 'config.json'),
      JSON.stringify({ defaults: { 'max-credits': '25' } }),
    );
    sim.script.run(CLIMBING);
    const ran = await run(['run', '--prompt', 'x', '--progress-interval', '0']);
    expect(ran.code).toBe(EXIT.failed);
    expect(ran.stdout).toContain('**Budget:** stopped at 25.3 credits, budget 25 (`--max-credits 25`).');
    expect(cancels()).toHaveLength(1);

    // It ends before its usage climbs, by the first poll.
    sim.script.run({
      ...CLIMBING,
      timeline: [
        { state: 'INPROGRESS' as const, afterMs: 0 },
        { state: 'SUCCEEDED' as const, afterMs: 10_000 },
      ],
    });
    const within = await run(['run', '--prompt', 'y', '--progress-interval', '0', '--max-credits', '100']);
    expect(within.code).toBe(EXIT.ok);
    expect(within.stdout).toContain('\n- **Cost**: 12.1 of 100 credits\n');
    expect(cancels()).toHaveLength(1);
  });
});
