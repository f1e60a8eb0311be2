/**
 * The bundled command line, run as a shell runs it, against the simulator: the action's commands (run, followup,
 * cancel) with their exit codes, stdin prompts, --json, a GitLab job retried adopting its run, SIGINT, usage errors
 * that make no request, and the key nowhere in what it prints.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type SimulatorHandle } from '../../simulator/server.ts';
import { simSpeed } from '../../helpers/time-scale.ts';
import { runCli, scratch, type CliRun } from '../../cli/harness.ts';
import { catalogState } from '../../simulator/routes/catalog.ts';
import { DEFAULT_TIMELINE } from '../../simulator/state.ts';
import { interfaceOnly, repeatsItself, simulatorAnswers } from '../setup.ts';

const API_KEY = 'sk-cli-4b8e2d6f1a3c5e7b9d0f';
let sim: SimulatorHandle;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: API_KEY, timeScale: simSpeed(10), answers: simulatorAnswers() });
});
afterEach(async () => {
  await sim.close();
});

const env = (extra: Record<string, string> = {}) => ({
  CLOUD_AGENT_API_KEY: API_KEY,
  CLOUD_AGENT_BASE_URL: sim.url,
  ...extra,
});
const creates = () => sim.requests.filter((r) => r.operation === 'createRun');
/**
 * How long a long run works, in the service's time: an hour, some 90 s of real time at this file's speed, so that it is
 * still going however slowly the commands of one test start (on a loaded 2-core machine, two took 27 s together: ten
 * minutes had ended the run before the second looked).
 */
const LONG_RUN_MS = 3_600_000;
const LONG_RUN = {
  timeline: [
    { state: 'QUEUED' as const, afterMs: 0 },
    { state: 'INPROGRESS' as const, afterMs: 500 },
    { state: 'SUCCEEDED' as const, afterMs: LONG_RUN_MS },
  ],
};

function expectNoKey(result: CliRun): void {
  expect(result.stdout).not.toContain(API_KEY);
  expect(result.stderr).not.toContain(API_KEY);
}

/** A GitLab CI job's variables (CI_JOB_ID changes when the job is retried). */
const gitlab = (jobId: string) => ({
  GITLAB_CI: 'true',
  CI: 'true',
  CI_PROJECT_PATH: 'acme/web',
  CI_PIPELINE_ID: '4711',
  CI_JOB_NAME: 'agent review',
  CI_JOB_ID: jobId,
  CI_JOB_URL: `https://gitlab.example.com/acme/web/-/jobs/${jobId}`,
  CI_COMMIT_SHA: 'ffac537e6cbbf934b08745a378932722df287a53',
});

describe('cloud-agent run', () => {
  it('reads the prompt from stdin, starts one run, prints the outputs as JSON and exits 0', async () => {
    // The default run, queued for half a second of the harness's clock: the line the create's read prints says QUEUED
    // however loaded the machine (queued for 7.5 ms at the tests' scale, it was CLAIMED when the read came 0.5 s late).
    sim.script.run({
      timeline: [
        DEFAULT_TIMELINE[0]!,
        { ...DEFAULT_TIMELINE[1]!, afterMs: 500 * simSpeed(10) },
        ...DEFAULT_TIMELINE.slice(2),
      ],
    });
    const result = await runCli(['run', '--prompt-file', '-', '--title', 'Tests', '--json'], {
      env: env(),
      stdin: 'Fix the flaky test\nin api/\n',
    });
    expect(result.code).toBe(0);
    expect(creates()).toHaveLength(1);
    const body = JSON.parse(creates()[0]!.body) as {
      prompt: string;
      title: string;
      metadata: Record<string, string>;
    };
    expect(body.prompt).toBe('Fix the flaky test\nin api/');
    expect(body.title).toBe('Tests');
    expect(body.metadata.gh_event).toBe('cli');
    expect(body.metadata.created_by).toBe('cloud-agent-action');
    const outputs = JSON.parse(result.stdout) as Record<string, unknown>;
    const runId = String(outputs.run_id);
    const run = JSON.parse(sim.requests.filter((r) => r.operation === 'getRun').at(-1)!.answer!) as {
      run_id: string;
      state: string;
      session_link: string;
    };
    expect(run.run_id).toBe(runId);
    expect(outputs).toMatchObject({
      run_id: runId,
      state: 'SUCCEEDED',
      session_link: run.session_link,
      pull_request_urls: [],
      artifacts: [],
      // Typed: no comment (null), a boolean.
      comment_url: null,
      detached: false,
    });
    expect(result.stderr).toContain(`started run ${runId} (QUEUED)`);
    expect(result.stderr).toMatch(/^\[ +\d+\.\ds\] started run /m);
    expectNoKey(result);
  });

  it('prints the report for people without a TTY, in the CLI words, and writes --markdown', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = scratch();
    const file = join(dir, 'report.md');
    const result = await runCli(['run', '--prompt', 'Fix the tests', '--markdown', file], { env: env() });
    expect(result.code).toBe(0);
    const runId = JSON.parse(creates()[0]!.answer!).run_id as string;
    const report = readFileSync(file, 'utf8');
    expect(
      report.startsWith(
        '### ✅ Cloud agent run succeeded: Fix the tests\n\nStarted by cloud-agent from the command line.\n',
      ),
    ).toBe(true);
    expect(report).toContain(`To continue, run \`cloud-agent followup ${runId} --message "..."\`.`);
    expect(report).not.toContain('workflow run');
    expect(result.stdout).toBe(`${report.trimEnd()}\n`);
    expectNoKey(result);
  });

  it('a reader of its log that leaves (2>&1 | head) stops nothing: the run is followed to its end, the report printed', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 500 },
        { state: 'SUCCEEDED', afterMs: 60_000 },
      ],
    });
    const result = await runCli(['run', '--prompt', 'Fix the tests'], {
      env: env(),
      // What the command prints later on stderr (the run's events, its end) finds the pipe without a reader.
      readerLeaves: { stream: 'stderr', when: (text) => text.includes('started run') },
    });
    expect(result.signal).toBeNull();
    expect(result.stdout).toMatch(/^### ✅ Cloud agent run succeeded: Fix the tests\n/);
    expect(result.code).toBe(0);
    const runId = JSON.parse(creates()[0]!.answer!).run_id as string;
    expect(sim.count('cancelRun')).toBe(0);
    expect(sim.sim.runs.get(runId)!.cancelledBy).toBeUndefined();
  });

  it('exits 1 with the service message when the run fails; --quiet leaves only the report and the error', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 500 },
        {
          state: 'FAILED',
          afterMs: 500,
          statusMessage: { message: 'The team is out of credits', error_code: 'insufficient_credits' },
        },
      ],
    });
    const result = await runCli(['run', '--prompt', 'x', '--quiet'], { env: env() });
    expect(result.code).toBe(1);
    const runId = JSON.parse(creates()[0]!.answer!).run_id as string;
    // The interface shows no status message: the error says how the run ended, no more. --quiet leaves no
    // progress, only warnings (what the interface does not show) and the error.
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines.at(-1)).toBe(
      interfaceOnly()
        ? `cloud-agent: error: run ${runId} ended FAILED`
        : `cloud-agent: error: run ${runId} ended FAILED (insufficient_credits): The team is out of credits`,
    );
    expect(lines.slice(0, -1).every((line) => /^\[ *[\dms.]+\] warning: /.test(line))).toBe(true);
    if (!interfaceOnly()) expect(lines).toHaveLength(1);
    // --quiet silences the progress, not the report: it is what the command answers.
    expect(result.stdout.split('\n\n').slice(0, 2)).toEqual([
      '### ❌ Cloud agent run failed: x',
      'Started by cloud-agent from the command line.',
    ]);
  });

  it('exits 4 and cancels the run when it does not end within --timeout', async () => {
    sim.script.run(LONG_RUN);
    const result = await runCli(
      ['run', '--prompt', 'x', '--timeout', '0.05', '--progress-interval', '0', '--json'],
      {
        env: env(),
      },
    );
    expect(result.code).toBe(4);
    const runId = JSON.parse(creates()[0]!.answer!).run_id as string;
    expect(sim.requests.filter((r) => r.operation === 'cancelRun').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${runId}/cancel`,
    ]);
    expect((JSON.parse(result.stdout) as Record<string, string>).state).toBe('CANCELLED');
  });

  // Against the interface alone runs carry no metadata: nothing is ever adopted.
  it.skipIf(interfaceOnly())(
    'a retried GitLab job adopts the run its first attempt started: one run',
    async () => {
      sim.script.run(LONG_RUN);
      const first = await runCli(['run', '--prompt', 'Review the MR', '--no-wait', '--json'], {
        env: env(gitlab('901')),
      });
      expect(first.code).toBe(0);
      const retry = await runCli(['run', '--prompt', 'Review the MR', '--no-wait', '--json'], {
        env: env(gitlab('902')),
      });
      expect(retry.code).toBe(0);
      expect(creates()).toHaveLength(1);
      const metadata = (JSON.parse(creates()[0]!.body) as { metadata: Record<string, string> }).metadata;
      expect(metadata).toMatchObject({
        gh_repo: 'acme/web',
        gh_run_id: '4711',
        gh_job: 'agent review',
        gh_run_attempt: '901',
        gh_event: 'cli',
      });
      const firstId = (JSON.parse(first.stdout) as Record<string, string>).run_id;
      expect((JSON.parse(retry.stdout) as Record<string, string>).run_id).toBe(firstId);
      expect(retry.stderr).toContain(`run ${firstId} of this trigger is still`);
      expect(retry.stderr).toContain('GitLab CI: acme/web, pipeline 4711, job agent review (attempt 902)');
    },
  );

  // Against the interface alone runs carry no metadata: nothing is ever adopted.
  it.skipIf(interfaceOnly())(
    'two commands outside CI are two runs, unless they share --idempotency-key',
    async () => {
      // Every run works for an hour: still going when the next command looks.
      for (let i = 0; i < 3; i++) sim.script.run(LONG_RUN);
      await runCli(['run', '--prompt', 'same', '--no-wait', '-q'], { env: env() });
      await runCli(['run', '--prompt', 'same', '--no-wait', '-q'], { env: env() });
      expect(creates()).toHaveLength(2);
      await runCli(['run', '--prompt', 'same', '--no-wait', '-q', '--idempotency-key', 'k1'], { env: env() });
      await runCli(['run', '--prompt', 'same', '--no-wait', '-q', '--idempotency-key', 'k1'], { env: env() });
      expect(creates()).toHaveLength(3);
    },
  );

  it('SIGINT while waiting cancels the run and exits 130', async () => {
    sim.script.run(LONG_RUN);
    const result = await runCli(['run', '--prompt', 'x', '--progress-interval', '0'], {
      env: env(),
      interruptWhen: () => sim.requests.some((r) => r.operation === 'getRun'),
    });
    expect(result.code).toBe(130);
    const runId = JSON.parse(creates()[0]!.answer!).run_id as string;
    expect(sim.requests.filter((r) => r.operation === 'cancelRun').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${runId}/cancel`,
    ]);
    expect(result.stderr).toContain(
      'cloud-agent: SIGINT: stopping (the run is cancelled unless --no-cancel-on-interrupt)',
    );
  });

  it('SIGINT with --no-cancel-on-interrupt leaves the run going and exits 130', async () => {
    sim.script.run(LONG_RUN);
    const result = await runCli(
      ['run', '--prompt', 'x', '--progress-interval', '0', '--no-cancel-on-interrupt'],
      {
        env: env(),
        interruptWhen: () => sim.requests.some((r) => r.operation === 'getRun'),
      },
    );
    expect(result.code).toBe(130);
    expect(sim.count('cancelRun')).toBe(0);
  });
});

describe('cloud-agent followup and cancel', () => {
  it('followup sends the message from --message-file - and follows the run to its end', async () => {
    const first = await runCli(['run', '--prompt', 'x', '--json'], { env: env() });
    const runId = (JSON.parse(first.stdout) as Record<string, string>).run_id!;
    const result = await runCli(['followup', runId, '--message-file', '-', '--json'], {
      env: env(),
      stdin: 'Also the changelog',
    });
    expect(result.code).toBe(0);
    const sent = sim.requests.filter((r) => r.operation === 'createFollowup');
    expect(sent.map((r) => [r.path, JSON.parse(r.body)])).toEqual([
      [`/api/v1/agent/runs/${runId}/followups`, { message: 'Also the changelog' }],
    ]);
    expect((JSON.parse(result.stdout) as Record<string, string>).run_id).toBe(runId);
  });

  it('cancel stops a run and exits 0', async () => {
    sim.script.run(LONG_RUN);
    const first = await runCli(['run', '--prompt', 'x', '--no-wait', '--json'], { env: env() });
    const runId = (JSON.parse(first.stdout) as Record<string, string>).run_id!;
    const result = await runCli(['cancel', runId, '--json'], { env: env() });
    expect(result.code).toBe(0);
    expect(sim.requests.filter((r) => r.operation === 'cancelRun').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${runId}/cancel`,
    ]);
    expect((JSON.parse(result.stdout) as Record<string, string>).state).toBe('CANCELLED');
  });

  it('an unknown run is a service error: exit 3', async () => {
    const result = await runCli(['cancel', 'no-such-run'], { env: env() });
    expect(result.code).toBe(3);
    expect(result.stderr.startsWith('cloud-agent: error: ')).toBe(true);
  });
});

describe.skipIf(repeatsItself())('usage errors', () => {
  const cases: [string[], string][] = [
    [['run', '--promt', 'x'], "cloud-agent: usage error: run: Unknown option '--promt'"],
    [
      ['run', '--prompt', 'x', '--timeout', 'soon'],
      'cloud-agent: usage error: --timeout: must be a number of minutes above 0 and at most 360, got "soon"',
    ],
    [
      ['run', '--prompt', 'x', '--environment', 'short'],
      'cloud-agent: usage error: --environment: "short" has 5 characters: environment ids are exactly 22 letters and digits',
    ],
    [
      ['followup', 'r1'],
      'cloud-agent: usage error: --message: is required by command "followup": what to tell the run',
    ],
    [['cancel'], 'cloud-agent: usage error: cancel needs <run-id> (cloud-agent cancel --help)'],
    [
      ['runs', 'list', '--limit', '501'],
      'cloud-agent: usage error: --limit must be a whole number from 1 to 500, got "501"',
    ],
    [
      ['run', '--wait', '--no-wait', '--prompt', 'x'],
      'cloud-agent: usage error: --wait and --no-wait contradict each other; give one',
    ],
    [['lunch'], 'cloud-agent: usage error: "lunch" is not a command'],
  ];
  for (const [args, start] of cases) {
    it(`${args.join(' ')} → exit 2, no request`, async () => {
      const result = await runCli(args, { env: env() });
      expect(result.code).toBe(2);
      expect(result.stderr.startsWith(start)).toBe(true);
      expect(result.stdout).toBe('');
      expect(sim.requests).toHaveLength(0);
    });
  }

  it('without a key: exit 2 saying where to put it, no request', async () => {
    const result = await runCli(['runs', 'list'], { env: { CLOUD_AGENT_BASE_URL: sim.url } });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'cloud-agent: usage error: no API key: set CLOUD_AGENT_API_KEY (or WARP_API_KEY), or put "apiKey" in the config file (chmod 600) (cloud-agent runs list --help)\n',
    );
    expect(sim.requests).toHaveLength(0);
  });
});

describe('cloud-agent settle', () => {
  it.skipIf(repeatsItself())(
    'from a terminal with no project: exit 2, a usage error naming --repo, and no request',
    async () => {
      const result = await runCli(['settle'], { env: env() });
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        'cloud-agent: usage error: settle needs the project whose runs it settles: give --repo owner/repo (outside a CI that names its project, runs of every project would be looked at) (cloud-agent settle --help)\n',
      );
      expect(result.stdout).toBe('');
      expect(sim.requests).toEqual([]);
    },
  );

  it('with --repo, against a service that ignores the metadata filter: only that project runs are looked at', async () => {
    sim.sim.teams.get('team_acme')!.features.ignoresFilters = true;
    const { CloudAgentClient } = await import('../../../src/client/index.ts');
    const maker = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
    const ours = await maker.runs.create({
      prompt: 'ours',
      metadata: { gh_repo: 'acme/app', created_by: 'cloud-agent-action', gh_event: 'cli' },
    });
    const theirs = await maker.runs.create({
      prompt: 'theirs',
      metadata: { gh_repo: 'other/repo', created_by: 'cloud-agent-action', gh_event: 'cli' },
    });
    await maker.close();
    const result = await runCli(['settle', '--repo', 'acme/app', '--json'], { env: env() });
    expect(result.code).toBe(0);
    const outputs = JSON.parse(result.stdout) as { results: { run_id: string }[] };
    // Against the interface alone runs carry no metadata: no run is this project's, so none is touched.
    expect(outputs.results.map((r) => r.run_id)).toEqual(interfaceOnly() ? [] : [ours.run_id]);
    expect(result.stdout + result.stderr).not.toContain(theirs.run_id);
    const lists = sim.requests.filter((r) => r.operation === 'listRuns');
    expect(lists[0]!.query).toContain('metadata%5Bgh_repo%5D=acme%2Fapp');
    expect(sim.requests.filter((r) => r.operation === 'cancelRun')).toEqual([]);
  });
});

describe('runs the command line left going, and their settle', () => {
  /** Run metadata and usage are not in the interface's answers. */
  const found = it.skipIf(interfaceOnly());
  const metadataOf = (n = 0) =>
    (JSON.parse(creates()[n]!.body) as { metadata: Record<string, string> }).metadata;

  found(
    'from a terminal: run --repo --no-wait records the project; settle --repo finds the run and prints its report once it ends',
    async () => {
      sim.script.run({ ...LONG_RUN, finalMessage: 'Fixed the flaky test.' });
      const ran = await runCli(
        ['run', '--prompt', 'Fix the flaky test', '--repo', 'acme/app', '--no-wait', '--json'],
        { env: env() },
      );
      expect(ran.code).toBe(0);
      const { run_id: runId, detached } = JSON.parse(ran.stdout) as { run_id: string; detached: boolean };
      expect(detached).toBe(true);
      expect(metadataOf()).toMatchObject({
        gh_repo: 'acme/app',
        gh_event: 'cli',
        gh_detach: 'true',
        created_by: 'cloud-agent-action',
      });
      expect(ran.stderr).not.toContain('warning:');

      // Still going: left working, nothing printed of it but its row.
      const early = await runCli(['settle', '--repo', 'acme/app', '--json'], { env: env() });
      expect(early.code).toBe(0);
      expect(JSON.parse(early.stdout)).toMatchObject({
        settled: 0,
        results: [{ run_id: runId, thread: null, action: 'working' }],
      });

      sim.clock.advance(LONG_RUN_MS);
      const settled = await runCli(['settle', '--repo', 'acme/app'], { env: env() });
      expect(settled.code).toBe(0);
      expect(settled.stdout).toContain(
        `| \`${runId}\` | — | \`SUCCEEDED\` | finished | final report in this settle's report (SUCCEEDED) |`,
      );
      const report = settled.stdout.slice(settled.stdout.indexOf('### ✅'));
      expect(report.split('\n\n').slice(0, 2)).toEqual([
        '### ✅ Cloud agent run succeeded: Fix the flaky test',
        'Started by cloud-agent from the command line.',
      ]);
      expect(report).toContain('Fixed the flaky test.');
      expect(report).toContain(`To continue, run \`cloud-agent followup ${runId} --message "..."\`.`);
      expect(sim.requests.filter((r) => r.operation === 'cancelRun')).toEqual([]);
      expectNoKey(settled);
    },
  );

  found(
    'from a terminal without --repo: the run records no project, and the command warns that no settle finds it',
    async () => {
      sim.script.run(LONG_RUN);
      const ran = await runCli(['run', '--prompt', 'x', '--no-wait'], { env: env() });
      expect(ran.code).toBe(0);
      expect(metadataOf().gh_repo).toBe('');
      expect(ran.stderr).toContain(
        'warning: the run records no project: `cloud-agent settle` cannot find it, so once this command lets go of it nothing finishes its report or holds it to --timeout and --max-credits; give --repo owner/repo\n',
      );
      expect(ran.stdout).toContain('It goes on without this command: `cloud-agent runs get');
      const bad = await runCli(['run', '--prompt', 'x', '--repo', 'app'], { env: env() });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toBe(
        'cloud-agent: usage error: --repo takes a project path such as acme/app, got "app" (cloud-agent run --help)\n',
      );
      expect(creates()).toHaveLength(1);
    },
  );

  found(
    'under GitLab: run --no-wait records the CI project; settle in the project finishes it, settled 1, exit 0',
    async () => {
      sim.script.run({ ...LONG_RUN, finalMessage: 'Reviewed.' });
      const ran = await runCli(['run', '--prompt', 'Review the change', '--no-wait'], {
        env: env(gitlab('101')),
      });
      expect(ran.code).toBe(0);
      const runId = JSON.parse(creates()[0]!.answer!).run_id as string;
      expect(metadataOf()).toMatchObject({ gh_repo: 'acme/web', gh_run_id: '4711', gh_detach: 'true' });
      expect(ran.stdout).toContain(
        `It goes on without this command: \`cloud-agent settle --repo acme/web\` finishes its report and holds it to its deadline and budget; \`cloud-agent runs get ${runId}\` shows where it is, \`cloud-agent cancel ${runId}\` stops it.`,
      );
      sim.clock.advance(LONG_RUN_MS);
      const settled = await runCli(['settle', '--json'], {
        env: env({ ...gitlab('102'), CI_JOB_NAME: 'settle' }),
      });
      expect(settled.code).toBe(0);
      expect(JSON.parse(settled.stdout)).toEqual({
        settled: 1,
        results: [
          {
            run_id: runId,
            state: 'SUCCEEDED',
            thread: null,
            comment_url: null,
            action: 'finished',
            detail: "final report in this settle's report (SUCCEEDED)",
          },
        ],
      });
      const lists = sim.requests.filter((r) => r.operation === 'listRuns');
      expect(lists.at(-1)!.query).toContain('metadata%5Bgh_repo%5D=acme%2Fweb');
    },
  );

  found(
    '--max-credits of a run left going: the settle cancels it once over it, prints its report and exits 1',
    async () => {
      sim.script.run({
        ...LONG_RUN,
        usageSteps: [
          { afterMs: 0, usage: { inference_cost: 3 } },
          { afterMs: 120_000, usage: { inference_cost: 11, compute_cost: 1 } },
        ],
      });
      const ran = await runCli(
        ['run', '--prompt', 'x', '--repo', 'acme/app', '--no-wait', '--max-credits', '10'],
        { env: env() },
      );
      expect(ran.code).toBe(0);
      const runId = JSON.parse(creates()[0]!.answer!).run_id as string;
      expect(metadataOf()).toMatchObject({ gh_max_credits: '10', gh_detach: 'true' });
      sim.clock.advance(120_000);
      const settled = await runCli(['settle', '--repo', 'acme/app'], { env: env() });
      expect(settled.code).toBe(1);
      expect(
        sim.requests.filter((r) => r.operation === 'cancelRun').map((r) => `${r.method} ${r.path}`),
      ).toEqual([`POST /api/v1/agent/runs/${runId}/cancel`]);
      expect(settled.stdout).toContain('### 🚫 Cloud agent run cancelled: x');
      expect(settled.stdout).toContain(
        '\n\n**Budget:** stopped at 12 credits, budget 10 (`--max-credits 10`).\n\n',
      );
      expect(settled.stderr.trimEnd().split('\n').at(-1)).toBe(
        `cloud-agent: error: 1 run went over its budget: ${runId} (over its budget (12 of 10 credits): cancelled, reported in this settle's report)`,
      );
    },
  );

  found(
    '--max-credits of a run followed: one that passes it between two reads and ends over it exits 1, even with --no-fail-on-run-failure',
    async () => {
      sim.script.run({
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 8000 },
        ],
        usageSteps: [
          { afterMs: 0, usage: { inference_cost: 100 } },
          { afterMs: 8000, usage: { inference_cost: 190 } },
        ],
      });
      const ran = await runCli(
        [
          'run',
          '--prompt',
          'x',
          '--max-credits',
          '150',
          '--no-fail-on-run-failure',
          '--progress-interval',
          '0',
          '--json',
        ],
        { env: env() },
      );
      expect(ran.code).toBe(1);
      const out = JSON.parse(ran.stdout) as Record<string, string>;
      expect(out).toMatchObject({ state: 'SUCCEEDED', credits: 190, outcome: 'run-failed' });
      expect(out.error).toBe(
        `run ${out.run_id} went over its budget: it ended SUCCEEDED at 190 credits, budget 150 (--max-credits 150); it passed it before a read showed it at work over it`,
      );
      expect(sim.requests.filter((r) => r.operation === 'cancelRun')).toEqual([]);
    },
  );
});

describe('cloud-agent schedules plan and apply', () => {
  const FILE = `schedules:
  - name: nightly-triage
    cron: "0 3 * * *"
    prompt: Triage the issues opened since yesterday.
  - name: weekly-deps
    cron: "0 9 * * 1"
    prompt: Update the dependencies and open one pull request.
`;

  /** A project folder holding the schedules file where the action reads it. */
  async function project(): Promise<string> {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = scratch();
    mkdirSync(join(dir, '.github'));
    writeFileSync(join(dir, '.github/cloud-agents.yml'), FILE);
    return dir;
  }
  const changes = () =>
    sim.requests
      .filter((r) => ['createSchedule', 'updateSchedule', 'deleteSchedule'].includes(r.operation ?? ''))
      .map((r) => r.operation);

  it('plan says what apply would change and changes nothing; apply makes it so; a second plan finds nothing', async () => {
    const cwd = await project();
    const plan = await runCli(['schedules', 'plan', '--repo', 'acme/app', '--json'], { env: env(), cwd });
    expect(plan.code).toBe(0);
    expect(JSON.parse(plan.stdout)).toMatchObject({ changes: 2 });
    expect(changes()).toEqual([]);
    const apply = await runCli(['schedules', 'apply', '--repo', 'acme/app'], { env: env(), cwd });
    expect(apply.code).toBe(0);
    expect(changes()).toEqual(['createSchedule', 'createSchedule']);
    expect(apply.stdout).toContain('nightly-triage');
    expect(`${apply.stdout}${apply.stderr}`).not.toMatch(/workflow|job summary|`command: |github-token/);
    const again = await runCli(['schedules', 'plan', '--repo', 'acme/app', '--json'], { env: env(), cwd });
    expect(again.code).toBe(0);
    // Against the interface alone, a schedule keeps no metadata: the plan cannot tell its own from others'.
    if (!interfaceOnly()) expect(JSON.parse(again.stdout)).toMatchObject({ changes: 0 });
    expect(changes()).toEqual(['createSchedule', 'createSchedule']);
  });

  it('plan --json: the outputs, the plan an object (not a string of JSON)', async () => {
    const cwd = await project();
    const plan = await runCli(['schedules', 'plan', '--repo', 'acme/app', '--json'], { env: env(), cwd });
    expect(plan.code).toBe(0);
    const next = (cron: string) => expect.stringMatching(cron) as unknown;
    expect(JSON.parse(plan.stdout)).toEqual({
      changes: 2,
      plan: {
        repository: 'acme/app',
        file: '.github/cloud-agents.yml',
        changes: 2,
        items: [
          {
            action: 'create',
            name: 'nightly-triage',
            cron: '0 3 * * *',
            enabled: true,
            next_run: next('T03:00:00.000Z$'),
            changes: [],
          },
          {
            action: 'create',
            name: 'weekly-deps',
            cron: '0 9 * * 1',
            enabled: true,
            next_run: next('T09:00:00.000Z$'),
            changes: [],
          },
        ],
      },
    });
  });

  it.skipIf(repeatsItself())(
    'a --file that does not exist: exit 2 naming --file in the command line words, the --json document, no request',
    async () => {
      const cwd = await project();
      const result = await runCli(
        ['schedules', 'plan', '--repo', 'acme/app', '--file', 'agents/missing.yml', '--json'],
        { env: env(), cwd },
      );
      const error =
        '--file: "agents/missing.yml" does not exist in the current folder: run the command in the repository\'s folder, or give the file\'s path';
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`cloud-agent: usage error: ${error} (cloud-agent schedules plan --help)\n`);
      // The command's document, nothing known, with the failure.
      expect(JSON.parse(result.stdout)).toEqual({ changes: null, plan: null, outcome: 'usage', error });
      expect(sim.requests).toEqual([]);
    },
  );

  it('Azure Pipelines, a project with a blank in its name, a service without schedule metadata: three applies leave one schedule each, the project’s', async () => {
    catalogState(sim.sim).scheduleMetadata = false;
    const cwd = await project();
    const azure = {
      TF_BUILD: 'True',
      SYSTEM_TEAMPROJECT: 'Fabrikam Fiber',
      BUILD_DEFINITIONNAME: 'agents',
      BUILD_BUILDID: '88',
      SYSTEM_JOBNAME: 'schedules',
      BUILD_SOURCEBRANCH: 'refs/heads/main',
    };
    const line = '<!-- managed by cloud-agent-action for Fabrikam%20Fiber/agents -->';
    for (const attempt of [1, 2, 3]) {
      const apply = await runCli(['schedules', 'apply', '--default-branch', 'main', '--json'], {
        env: env({ ...azure, SYSTEM_JOBATTEMPT: String(attempt) }),
        cwd,
      });
      expect(apply.code).toBe(0);
      expect((JSON.parse(apply.stdout) as { changes: number }).changes).toBe(attempt === 1 ? 2 : 0);
    }
    expect(
      sim.requests
        .filter((r) => r.operation === 'createSchedule')
        .map((r) => (JSON.parse(r.body) as { prompt: string }).prompt),
    ).toEqual([
      `Triage the issues opened since yesterday.\n\n${line}`,
      `Update the dependencies and open one pull request.\n\n${line}`,
    ]);
    expect(changes()).toEqual(['createSchedule', 'createSchedule']);
    expect([...catalogState(sim.sim).schedules.values()].map((s) => s.name).sort()).toEqual([
      'nightly-triage',
      'weekly-deps',
    ]);
    // The same job on a branch other than the default: exit 2, nothing sent.
    const from = sim.requests.length;
    const branch = await runCli(['schedules', 'apply', '--default-branch', 'main', '--prune'], {
      env: env({ ...azure, BUILD_SOURCEBRANCH: 'refs/heads/feature' }),
      cwd,
    });
    expect(branch.code).toBe(2);
    expect(branch.stderr).toContain(
      'cloud-agent: usage error: schedules apply in Azure Pipelines applies on the default branch (main) only, and this job builds refs/heads/feature: nothing was applied; schedules plan shows what would change (cloud-agent schedules apply --help)\n',
    );
    expect(sim.requests.slice(from)).toEqual([]);
  });

  it.skipIf(repeatsItself())('without a project outside a CI: exit 2 naming --repo, no request', async () => {
    const cwd = await project();
    const result = await runCli(['schedules', 'apply'], { env: env(), cwd });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'cloud-agent: usage error: schedules apply needs the project the schedules belong to: give --repo owner/repo (outside a CI that names its project) (cloud-agent schedules apply --help)\n',
    );
    expect(sim.requests).toEqual([]);
  });

  it.skipIf(repeatsItself())('a broken schedules file: exit 2 naming file and line, no request', async () => {
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const cwd = await project();
    writeFileSync(
      join(cwd, '.github/cloud-agents.yml'),
      'schedules:\n  - name: x\n    cron: "not a cron"\n    prompt: y\n',
    );
    const result = await runCli(['schedules', 'plan', '--repo', 'acme/app'], { env: env(), cwd });
    expect(result.stderr).toMatch(/\.github\/cloud-agents\.yml:3/);
    expect(result.code).toBe(2);
    expect(sim.requests).toEqual([]);
  });
});
