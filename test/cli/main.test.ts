/**
 * The command line in this process (src/cli/main.ts `cli(argv, io)`) against the simulator, as a user outside GitHub
 * Actions runs it: exit codes per the README for success, usage errors (no request), failed runs and service
 * errors (a time-out's outcome is tested in test/flow/follow.test.ts, its code in EXIT_OF here); `--json` keys in
 * the service's style, the run id kept when the wait fails; the report in the command line's words, with no word
 * of GitHub Actions; `--quiet` silencing progress only.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT_OF } from '../../src/cli/main.ts';
import { EXIT } from '../../src/cli/spec.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import { simSpeed } from '../helpers/time-scale.ts';
import { runInProcess, type Ran } from './in-process.ts';

const API_KEY = 'sk-cli-main-5b7d9f1a3c5e';
let sim: SimulatorHandle;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: API_KEY, timeScale: simSpeed(20) });
});
afterEach(async () => {
  await sim.close();
});

/** Runs `cloud-agent <argv>` in this process, outside any CI, with the key and the simulator in its environment. */
const run = (argv: string[], env: Record<string, string> = {}, stdin = ''): Promise<Ran> =>
  runInProcess(
    argv,
    { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: sim.url, ...env },
    { stdin: () => stdin },
  );

const created = () => sim.requests.filter((r) => r.operation === 'createRun');
/** Words of GitHub Actions the command line must not say outside it. */
const ACTIONS_WORDS =
  /workflow|job summary|post step|`command: |timeout-minutes|wait: false|cancel-on-abort|github-token|`api-key`|secret/i;

describe('cloud-agent run, in process', () => {
  it('a run that succeeds: exit 0, --json in the service style', async () => {
    sim.script.run({
      timeline: [{ state: 'SUCCEEDED', afterMs: 100 }],
      finalMessage: 'Done.',
      usage: { inference_cost: 3.456, compute_cost: 1, inference_cost_usd: 0.03 },
    });
    const ran = await run([
      'run',
      '--prompt',
      'Fix it',
      '--model',
      'gpt-5',
      '--json',
      '--progress-interval',
      '0',
    ]);
    expect(ran.code).toBe(0);
    const json = JSON.parse(ran.stdout) as Record<string, unknown>;
    const runId = JSON.parse(created()[0]!.answer!).run_id as string;
    // The same keys in the same order whatever the outcome (src/cli/documents.ts).
    expect(Object.keys(json)).toEqual([
      'run_id',
      'state',
      'session_link',
      'conversation_id',
      'pull_request_urls',
      'artifacts',
      'comment_url',
      'summary',
      'detached',
      'model',
      'credits',
      'plan_ready',
      'result',
      'result_file',
    ]);
    expect(json).toMatchObject({
      run_id: runId,
      state: 'SUCCEEDED',
      detached: false,
      plan_ready: false,
      comment_url: null,
      pull_request_urls: [],
      // The model the service answers (the simulator keeps the one asked for), the credits summed and rounded.
      model: 'gpt-5',
      credits: 4.46,
    });
    expect(JSON.parse(created()[0]!.body!)).toMatchObject({ config: { model_id: 'gpt-5' } });
    expect(ran.stderr).toContain(`started run ${runId}`);
    expect(ran.stderr).not.toMatch(ACTIONS_WORDS);
  });

  it('the report for people, in the command line words; --quiet leaves the report and drops the progress', async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 100 }], finalMessage: 'Done.' });
    const ran = await run([
      'run',
      '--prompt',
      'Fix it',
      '--title',
      'Fix',
      '--quiet',
      '--progress-interval',
      '0',
    ]);
    expect(ran.code).toBe(0);
    const runId = JSON.parse(created()[0]!.answer!).run_id as string;
    expect(ran.stdout.split('\n\n').slice(0, 2)).toEqual([
      '### ✅ Cloud agent run succeeded: Fix',
      'Started by cloud-agent from the command line.',
    ]);
    expect(ran.stdout).toContain(`To continue, run \`cloud-agent followup ${runId} --message "..."\`.`);
    expect(ran.stdout).not.toMatch(ACTIONS_WORDS);
    expect(ran.stderr).toBe('');
  });

  it("the report for people shows the run's model and cost: the service's resolved model, else the one asked for", async () => {
    sim.script.run({
      timeline: [{ state: 'SUCCEEDED', afterMs: 100 }],
      usage: { inference_cost: 12, compute_cost: 0.25 },
      agentConfig: { model_id: 'claude-4-5-sonnet' },
    });
    const resolved = await run(['run', '--prompt', 'Fix it', '--quiet', '--progress-interval', '0']);
    expect(resolved.code).toBe(0);
    const facts = (ran: Ran) => ran.stdout.split('\n').filter((line) => /^- \*\*(Model|Cost)\*\*/.test(line));
    expect(facts(resolved)).toEqual(['- **Model**: `claude-4-5-sonnet`', '- **Cost**: 12.25 credits']);
    // A service that says nothing of the model: the one --model asked for, marked so.
    sim.script.run({
      timeline: [{ state: 'SUCCEEDED', afterMs: 100 }],
      usage: { inference_cost: 2 },
      agentConfig: null,
    });
    const requested = await run(['run', '--prompt', 'Fix it', '--model', 'gpt-5', '--quiet']);
    expect(requested.code).toBe(0);
    expect(facts(requested)).toEqual(['- **Model**: `gpt-5` (requested)', '- **Cost**: 2 credits']);
  });

  it('run --plan prints the plan (exit 0); approve carries it out; approve with no plan exits 2, nothing sent', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 100 },
      ],
      artifacts: [{ type: 'PLAN', title: 'Dark mode', content: '1. Add a theme switch.' }],
    });
    const planned = await run([
      'run',
      '--prompt',
      'Add dark mode',
      '--plan',
      '--progress-interval',
      '0',
      '--quiet',
    ]);
    expect(planned.code).toBe(0);
    const runId = JSON.parse(created()[0]!.answer!).run_id as string;
    expect(JSON.parse(created()[0]!.body).mode).toBe('plan');
    expect(planned.stdout).toContain('### 📋 Plan ready for review: ');
    expect(planned.stdout).toContain('**The plan**\n\n1. Add a theme switch.');
    expect(planned.stdout).toContain(
      `**Next:** Run \`cloud-agent approve ${runId}\` to carry out the plan, or \`cloud-agent followup ${runId} --plan --message "..."\` to revise it.`,
    );
    expect(planned.stdout).not.toMatch(ACTIONS_WORDS);

    sim.script.followup(runId, {
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 100 },
      ],
      artifacts: [{ type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/4', branch: 'dark' }],
    });
    const approved = await run(['approve', runId, '--json', '--progress-interval', '0']);
    expect(approved.code).toBe(0);
    const followups = sim.requests
      .filter((r) => r.operation === 'createFollowup')
      .map((r) => JSON.parse(r.body));
    expect(followups).toEqual([
      { message: 'The plan is approved: carry out the plan you proposed last, as written.', mode: 'normal' },
    ]);
    expect(JSON.parse(approved.stdout)).toMatchObject({
      plan_ready: false,
      pull_request_urls: ['https://github.com/acme/app/pull/4'],
    });

    const again = await run(['approve', runId]);
    expect(again.code).toBe(EXIT.usage);
    expect(again.stderr).toContain(
      `run ${runId} has a pull request, so no plan of it waits for approval; nothing was sent`,
    );
    expect(sim.requests.filter((r) => r.operation === 'createFollowup')).toHaveLength(1);
  });

  it('--no-wait: exit 0, the run left going in the command line words', async () => {
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    const ran = await run(['run', '--prompt', 'Fix it', '--no-wait']);
    expect(ran.code).toBe(0);
    const runId = JSON.parse(created()[0]!.answer!).run_id as string;
    expect(ran.stdout).toContain('The command did not wait for this run (`--no-wait`).');
    expect(ran.stdout).toContain(
      `It goes on without this command: \`cloud-agent runs get ${runId}\` shows where it is, \`cloud-agent cancel ${runId}\` stops it.`,
    );
    expect(ran.stderr).toContain(`not waiting (--no-wait): run ${runId} is`);
    expect(`${ran.stdout}${ran.stderr}`).not.toMatch(ACTIONS_WORDS);
  });

  it('a run that fails: exit 1, the service message, the run id in --json', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        {
          state: 'FAILED',
          afterMs: 100,
          statusMessage: { message: 'Out of credits', error_code: 'insufficient_credits' },
        },
      ],
    });
    const ran = await run(['run', '--prompt', 'x', '--json', '--progress-interval', '0']);
    expect(ran.code).toBe(EXIT.failed);
    const runId = JSON.parse(created()[0]!.answer!).run_id as string;
    const json = JSON.parse(ran.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      run_id: runId,
      state: 'FAILED',
      outcome: 'run-failed',
      error: `run ${runId} ended FAILED (insufficient_credits): Out of credits`,
    });
    expect(ran.stderr.trimEnd().split('\n').at(-1)).toBe(
      `cloud-agent: error: run ${runId} ended FAILED (insufficient_credits): Out of credits`,
    );
  });

  it('the service refuses the run mid-wait: exit 3, and --json still carries the run id', async () => {
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    sim.faults.inject({
      operation: 'getRun',
      times: 1,
      fault: { status: 404, body: { error_code: 'resource_not_found', detail: 'gone' } },
    });
    const ran = await run(['run', '--prompt', 'x', '--json', '--progress-interval', '0']);
    expect(ran.code).toBe(EXIT.service);
    const runId = JSON.parse(created()[0]!.answer!).run_id as string;
    const json = JSON.parse(ran.stdout) as Record<string, unknown>;
    expect(json.run_id).toBe(runId);
    expect(json.outcome).toBe('service');
    expect(String(json.error)).toMatch(
      new RegExp(`^reading run ${runId} \\(getRun\\) failed: getRun failed \\(HTTP 404`),
    );
  });

  it('a wrong flag value: exit 2, named by its flag, no request', async () => {
    const ran = await run(['run', '--prompt', 'x', '--timeout', 'soon']);
    expect(ran.code).toBe(EXIT.usage);
    expect(ran.stderr).toMatch(/^cloud-agent: usage error: --timeout: .*\(cloud-agent run --help\)\n$/);
    expect(ran.stdout).toBe('');
    expect(sim.requests).toEqual([]);
  });

  it('no key: exit 2, said how to give one, no request', async () => {
    const ran = await run(['run', '--prompt', 'x'], { CLOUD_AGENT_API_KEY: '' });
    expect(ran.code).toBe(EXIT.usage);
    expect(ran.stderr).toContain('no API key: set CLOUD_AGENT_API_KEY (or WARP_API_KEY)');
    expect(sim.requests).toEqual([]);
  });

  it('a key the service refuses: exit 3, and the fix in the command line words', async () => {
    const ran = await run(['run', '--prompt', 'x'], { CLOUD_AGENT_API_KEY: 'sk-not-this-one' });
    expect(ran.code).toBe(EXIT.service);
    expect(ran.stderr).toMatch(
      /^cloud-agent: error: .*The API key was missing or not accepted.* Set CLOUD_AGENT_API_KEY \(or "apiKey" in the config file\)\.\n$/,
    );
    expect(ran.stderr).not.toContain('sk-not-this-one');
  });

  it('the prompt from stdin', async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const ran = await run(['run', '--prompt-file', '-', '--no-wait', '--json'], {}, 'Review the diff');
    expect(ran.code).toBe(0);
    expect((JSON.parse(created()[0]!.body) as { prompt: string }).prompt).toBe('Review the diff');
  });

  it('--version and --help: exit 0, nothing sent', async () => {
    expect((await run(['--version'])).code).toBe(0);
    const help = await run(['run', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--timeout');
    expect(sim.requests).toEqual([]);
  });
});

describe('exit codes and --json keys', () => {
  it('each outcome has the README exit code', () => {
    expect(EXIT_OF).toEqual({
      ok: 0,
      'run-failed': 1,
      'gate-failed': 1,
      'schema-invalid': 1,
      error: 1,
      usage: 2,
      service: 3,
      timeout: 4,
      interrupted: 130,
    });
  });
});

describe('the help', () => {
  it('says no word of GitHub Actions, for any command', async () => {
    const { COMMAND_SPECS } = await import('../../src/cli/spec.ts');
    const pages = [
      await run(['--help']),
      ...(await Promise.all(COMMAND_SPECS.map((s) => run([...s.name.split(' '), '--help'])))),
    ];
    for (const page of pages) {
      expect(page.code).toBe(0);
      expect(page.stdout).not.toMatch(ACTIONS_WORDS);
    }
    expect(sim.requests).toEqual([]);
  });
});
