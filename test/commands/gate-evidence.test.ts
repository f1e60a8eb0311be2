/**
 * `command: gate` in process, for what issue 44 adds (src/commands/gate.ts on a Step of test/helpers/step.ts, the
 * simulator and the fake GitHub, the clock scripted): the benchmark cases run k of n times and judged, the budget
 * that stops them, who may run them, the base branch as the baseline, and a merge group's check.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { gateCommand } from '../../src/commands/gate.ts';
import { GateError } from '../../src/flow/gate.ts';
import type { GateCommandInputs, GateInputs } from '../../src/inputs.ts';
import { readRecord, recordText, type GateRecord } from '../../src/render/gate-record.ts';
import { API_KEY, createTestScorer } from '../e2e/setup.ts';
import { commandWorld, payload } from '../helpers/command-world.ts';
import { judgeClock } from '../flow/judge-clock.ts';
import { setJudge } from '../simulator/routes/scorers.ts';
import type { SimRun } from '../simulator/state.ts';

const world = commandWorld();
let client: CloudAgentClient;
let scorerId: number;
let workspace: string;
const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';

beforeEach(async () => {
  client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
  scorerId = await createTestScorer(client);
  workspace = mkdtempSync(join(tmpdir(), 'gate-evidence-'));
});
afterEach(async () => {
  await client.close();
  rmSync(workspace, { recursive: true, force: true });
});

function gateInputs(gate: Partial<GateInputs> = {}): GateCommandInputs {
  return {
    command: 'gate',
    apiKey: API_KEY,
    baseUrl: world.sim.url,
    githubToken: 'ghs_unit_token',
    comment: true,
    gate: {
      scorers: [],
      factory: 'fac_web',
      runIds: [],
      pullRequest: undefined,
      headSha: undefined,
      threshold: undefined,
      minPassRate: 1,
      dispatchJudges: true,
      scoreTimeoutMinutes: 15,
      checkName: 'Cloud agent scorers',
      failOnGate: true,
      windowDays: 30,
      groupBy: 'day',
      maxDropPoints: undefined,
      baseline: 'norm',
      benchmarks: true,
      benchmarksFile: '.github/cloud-agent-benchmarks.yml',
      concurrency: 3,
      maxCredits: undefined,
      timeoutMinutes: 30,
      allowedPermissions: ['write', 'maintain', 'admin'],
      ...gate,
    },
  };
}

function benchmarksFile(text: string): void {
  mkdirSync(join(workspace, '.github'), { recursive: true });
  writeFileSync(join(workspace, '.github', 'cloud-agent-benchmarks.yml'), text);
}

const THREE_CASES = `repeat: 3
repeat-min-pass: 2
cases:
  - name: fix the parser
    prompt: Fix the failing parser test.
  - name: flaky
    prompt: Fix the flaky test.
  - name: docs
    prompt: Write the parser's docs.
`;

/** The judge: a case's attempt passes unless `fails` names it (by case and attempt number). */
function judgeAttempts(fails: (name: string, attempt: number) => boolean): void {
  setJudge(world.sim.sim, (target: SimRun) => {
    const [, name, attempt] = /^Benchmark: (.+) \(attempt (\d+) of \d+\)$/.exec(target.title) ?? [];
    return fails(name ?? '', Number(attempt))
      ? { classification: 'fail', reason: `Attempt ${attempt} of ${name} broke the build.\nSee the log.` }
      : { classification: 'pass', reason: 'All green.' };
  });
}

/** The benchmarks' attempts, each ending after `ms` with `credits` used. */
function scriptAttempts(count: number, credits: number, ms = 2000): void {
  for (let i = 0; i < count; i++) {
    world.sim.script.run({
      match: ({ title }) => title?.startsWith('Benchmark: ') === true,
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 100 },
        { state: 'SUCCEEDED', afterMs: ms },
      ],
      usage: { inference_cost: credits },
    });
  }
}

const step = (options: Parameters<typeof world.step>[0] = {}) =>
  world.step({ ...options, env: { workspace, ...options.env } });
const checkUpdates = () =>
  world.gh.requests
    .filter((r) => r.operationId === 'checks/update')
    .map((r) => r.body as { conclusion: string; output: { title: string; summary: string; text?: string } });
const dispatches = () =>
  world.sim.requests
    .filter((r) => r.operation === 'dispatchFactoryRun')
    .map((r) => JSON.parse(r.body) as { prompt: string; title: string; ticket_ref: string });

describe('the benchmark cases, k of n', () => {
  it('3 attempts of 3 cases, one passing 1 of 3: the check fails with the cases and how many of their attempts passed', async () => {
    benchmarksFile(THREE_CASES);
    scriptAttempts(9, 10);
    judgeAttempts((name, attempt) => name === 'flaky' && attempt > 1);
    const s = step();
    const error = await gateCommand(s, gateInputs(), {
      ...judgeClock(world.sim),
      pollMs: { initial: 1000, max: 2000 },
    }).catch((err: unknown) => err);
    const title = '2 of 3 cases passed (at least 2 of 3 attempts)';
    expect(error).toBeInstanceOf(GateError);
    expect((error as Error).message).toBe(`the gate failed: ${title}`);
    const [done] = checkUpdates();
    expect(done).toMatchObject({ conclusion: 'failure', output: { title } });
    // Each attempt dispatched to the gate's factory, told the head commit, with a ticket of its own.
    const sent = dispatches();
    expect(sent.map((d) => d.title)).toEqual(
      ['fix the parser', 'flaky', 'docs'].flatMap((name) =>
        [1, 2, 3].map((i) => `Benchmark: ${name} (attempt ${i} of 3)`),
      ),
    );
    expect(sent[3]!.prompt).toBe(
      `Fix the flaky test.\n\nWork on commit ${HEAD} of acme/app, the head of pull request #2.`,
    );
    expect(new Set(sent.map((d) => d.ticket_ref)).size).toBe(9);
    expect(sent.every((d) => /^gate-benchmark:[0-9a-f]{32}$/.test(d.ticket_ref))).toBe(true);
    const parts = done!.output.summary.split('\n\n');
    expect(parts.slice(0, 2)).toEqual([
      `### ❌ ${title}`,
      'Cases passed **66.7%** is below the minimum of **100%** (`min-pass-rate`). Attempts: 7 of 9 passed; judgements not passed: 2 below the threshold.',
    ]);
    const cases = parts.indexOf('#### Cases: 2 of 3 passed (at least 2 of 3 attempts)');
    expect(parts[cases + 1]).toBe(`| Case | Attempts | Outcome |
|---|---|---|
| fix the parser | 3 of 3 attempts passed | ✅ passed |
| flaky | 1 of 3 attempts passed | ❌ failed: 2 passes needed |
| docs | 3 of 3 attempts passed | ✅ passed |`);
    // The regressed runs: the two failed attempts, then the case that passed only some.
    const regressed = parts.indexOf('#### Regressed runs');
    const items = parts[regressed + 2]!.split('\n');
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(
      /^- \*\*Benchmark: flaky \(attempt 2 of 3\)\*\* · tests pass · score 0\.00 against threshold 0\.70 · Attempt 2 of flaky broke the build\. · \[session\]\(https:\/\/\S+\) · \[scoring\]\(https:\/\/\S+\)$/,
    );
    expect(items[2]).toBe('- **flaky** passed 1 of 3 attempts (2 passes needed)');
    expect(s.host.outputs).toMatchObject({
      conclusion: 'failure',
      passed: '7',
      failed: '2',
      'cases-passed': '2',
      'cases-total': '3',
    });
    const regressions = JSON.parse(s.host.outputs.regressions!) as {
      title: string;
      reason: string;
      scoring_link?: string;
    }[];
    expect(regressions.map((r) => [r.title, r.reason])).toEqual([
      ['Benchmark: flaky (attempt 2 of 3)', 'Attempt 2 of flaky broke the build.'],
      ['Benchmark: flaky (attempt 3 of 3)', 'Attempt 3 of flaky broke the build.'],
    ]);
    expect(regressions.every((r) => r.scoring_link?.startsWith('https://'))).toBe(true);
    // Waves of 3: three waves, each started once the one before had ended.
    expect(s.host.lines.filter((l) => l.startsWith('benchmarks: '))).toEqual([
      'benchmarks: 3 cases, 9 attempts in waves of at most 3',
    ]);
  });

  it('every case passing at its minimum passes; the record keeps every attempt', async () => {
    benchmarksFile(THREE_CASES);
    scriptAttempts(9, 10);
    judgeAttempts((name, attempt) => attempt === 3);
    const s = step();
    await gateCommand(s, gateInputs(), { ...judgeClock(world.sim), pollMs: { initial: 1000, max: 2000 } });
    const [done] = checkUpdates();
    expect(done).toMatchObject({
      conclusion: 'success',
      output: { title: '3 of 3 cases passed (at least 2 of 3 attempts)' },
    });
    expect(readRecord(done!.output.text, s.markerKey)).toMatchObject({
      sha: HEAD,
      runCount: 9,
      scorers: [{ id: scorerId, threshold: 0.7, passed: 6, failed: 3, noVerdict: 0 }],
    });
  });

  it('the budget stops the benchmarks: the next wave would pass it, the gate fails naming the cases not run', async () => {
    benchmarksFile(THREE_CASES);
    scriptAttempts(9, 10);
    judgeAttempts(() => false);
    const s = step();
    const error = await gateCommand(s, gateInputs({ maxCredits: 50 }), {
      ...judgeClock(world.sim),
      pollMs: { initial: 1000, max: 2000 },
    }).catch((err: unknown) => err);
    // Wave 1 (3 attempts) costs 30; the next is expected to cost 30 more: 60 would pass 50.
    const stopped =
      'the next wave would pass the budget of 50.00 credits (`max-credits`): 30.00 credits spent, about 30.00 credits more expected; not run: flaky (3 of 3 attempts), docs (3 of 3 attempts)';
    expect((error as Error).message).toBe(
      `the gate failed: 1 of 3 cases passed (at least 2 of 3 attempts) — stopped before every attempt ran: the benchmarks stopped: ${stopped}`,
    );
    expect(dispatches()).toHaveLength(3);
    expect(checkUpdates()[0]!.output.summary).toContain(
      `The benchmarks stopped before every attempt ran: ${stopped}.`,
    );
    expect(checkUpdates()[0]!.output.summary).toContain(
      '| flaky | 0 of 3 attempts passed; 3 not run | ❌ failed: 2 passes needed |',
    );
  });

  it('the file has errors: nothing is sent, the check ends saying where', async () => {
    benchmarksFile('repeat: 2\ncases:\n  - name: a\n    promt: x\n');
    const s = step();
    const before = world.sim.requests.length;
    const error = await gateCommand(s, gateInputs()).catch((err: unknown) => err);
    const message = `.github/cloud-agent-benchmarks.yml has 2 errors; no case was run:
.github/cloud-agent-benchmarks.yml:3: cases[0].prompt: is required (or prompt-file)
.github/cloud-agent-benchmarks.yml:4: cases[0].promt: unknown key "promt" (did you mean "prompt"?); the keys are name, prompt, prompt-file, repeat, repeat-min-pass, factory, scorers, skill, environment-id, model-id, base-prompt, mcp-servers, agent-config`;
    expect((error as Error).message).toBe(message);
    expect(checkUpdates()[0]).toMatchObject({
      conclusion: 'failure',
      output: {
        title: 'The gate stopped before its verdict',
        summary: `The gate stopped before its verdict: ${message}`,
      },
    });
    // The scorers were read; no attempt was made.
    expect(world.sim.requests.slice(before).map((r) => r.operation)).toEqual(['listScorers']);
  });

  it('the file missing: the input named, with how to get it', async () => {
    const error = await gateCommand(step(), gateInputs()).catch((err: unknown) => err);
    expect((error as Error).message).toBe(
      'Input "benchmarks-file": ".github/cloud-agent-benchmarks.yml" does not exist in the workspace: check out the repository first (actions/checkout), or give the file\'s path',
    );
  });

  it('a pull request by an author allowed-permissions does not admit, or from a fork: refused, nothing sent', async () => {
    benchmarksFile(THREE_CASES);
    world.gh.state.setPermission('Codertocat', 'read');
    const error = await gateCommand(step(), gateInputs()).catch((err: unknown) => err);
    expect((error as GateError).outcome).toBe('gate-failed');
    expect((error as Error).message).toBe(
      "the benchmarks do not run: @Codertocat has read permission; write, maintain, admin is needed (their prompts and configuration come from the pull request's head and run on this repository's key)",
    );
    expect(dispatches()).toEqual([]);
    const fork = payload('pull_request', 'opened');
    fork.pull_request.head.repo.full_name = 'someone/app';
    const refused = await gateCommand(step({ payload: fork }), gateInputs()).catch((err: unknown) => err);
    expect((refused as Error).message).toBe(
      "the benchmarks do not run: pull request #2 comes from a fork (someone/app) (their prompts and configuration come from the pull request's head and run on this repository's key)",
    );
  });

  it("a case's own scorers, by name; run keys make a run of the agent with them", async () => {
    benchmarksFile(`cases:
  - name: skilled
    prompt: Review the parser.
    skill: acme/skills:review
    model-id: claude-4-5-sonnet
    scorers: [tests pass]
`);
    scriptAttempts(1, 2);
    judgeAttempts(() => false);
    const s = step();
    await gateCommand(s, gateInputs({ factory: undefined, scorers: [String(scorerId)] }), {
      ...judgeClock(world.sim),
      pollMs: { initial: 1000, max: 2000 },
    });
    const created = world.sim.requests
      .filter((r) => r.operation === 'createRun')
      .map((r) => JSON.parse(r.body));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      prompt: `Review the parser.\n\nWork on commit ${HEAD} of acme/app, the head of pull request #2.`,
      title: 'Benchmark: skilled (attempt 1 of 1)',
      skill: 'acme/skills:review',
      config: { model_id: 'claude-4-5-sonnet' },
    });
    // Its metadata names the trigger, not the pull request: a gate on the pull request's runs does not take it.
    expect(created[0].metadata.gh_number).toBeUndefined();
    expect(s.host.outputs).toMatchObject({ conclusion: 'success', 'cases-passed': '1', 'cases-total': '1' });
  });
});

/** A check of this gate on a head of main, recording `scorers`, and the push of this workflow that made it. */
function baseHead(
  sha: string,
  conclusion: string,
  scorers: { passed: number; failed: number }[] | undefined,
  key = world.step().markerKey,
) {
  world.gh.state.addWorkflowRun({
    workflow: 'agent.yml',
    event: 'push',
    head_branch: 'master',
    head_sha: sha,
  });
  world.gh.state.addCheckRun({
    name: 'Cloud agent scorers',
    head_sha: sha,
    status: conclusion === 'in_progress' ? 'in_progress' : 'completed',
    conclusion: conclusion === 'in_progress' ? null : conclusion,
    output: {
      title: 'x',
      summary: 'x',
      ...(scorers
        ? {
            text: recordText(
              {
                v: 2,
                check: 'Cloud agent scorers',
                sha,
                // The gate's own record of the check it wrote it into.
                conclusion:
                  conclusion === 'in_progress' ? 'success' : (conclusion as GateRecord['conclusion']),
                runCount: 10,
                runs: [],
                scorers: scorers.map((s) => ({ id: scorerId, threshold: 0.7, ...s, noVerdict: 0 })),
              },
              key,
            ),
          }
        : {}),
    },
  });
}

describe('the base branch as the baseline', () => {
  it('the newest head of the base branch whose gate passed, a failing newer one passed over; max-drop-points holds to it', async () => {
    // Pull request #2 goes into master: its two runs, one passing (50%).
    const runs = ['a', 'b'].map((t) =>
      world.run(
        t,
        {
          timeline: [
            { state: 'QUEUED', afterMs: 0 },
            { state: 'SUCCEEDED', afterMs: 100 },
          ],
        },
        { gh_repo: 'acme/app', gh_number: '2' },
      ),
    );
    world.sim.clock.advance(5000);
    setJudge(world.sim.sim, (run) =>
      run.run_id === runs[0]!.run_id
        ? { classification: 'pass', reason: 'ok' }
        : { classification: 'fail', reason: 'no' },
    );
    const older = 'b'.repeat(40);
    const newer = 'c'.repeat(40);
    baseHead(older, 'success', [{ passed: 9, failed: 1 }]);
    baseHead(newer, 'failure', [{ passed: 1, failed: 9 }]);
    const s = step();
    const error = await gateCommand(
      s,
      gateInputs({ benchmarks: false, baseline: 'base', maxDropPoints: 20, minPassRate: 0 }),
      { ...judgeClock(world.sim), pollMs: { initial: 1000, max: 2000 } },
    ).catch((err: unknown) => err);
    expect((error as Error).message).toBe(
      'the gate failed: 1 of 2 runs passed (50%) — 1 scorer below the base branch: scorer tests pass: 50% is 40 points below its 90% on master at bbbbbbb (max-drop-points 20)',
    );
    const summary = checkUpdates()[0]!.output.summary.split('\n\n');
    const checkUrl = `https://github.com/acme/app/runs/${world.gh.state.checkRuns[0]!.id}`;
    expect(summary[2]).toBe(
      `Baseline: the 10 runs the gate judged on master at \`bbbbbbb\` ([its check](${checkUrl})), the newest head of master whose gate passed (\`max-drop-points\` 20: a scorer more points below it fails the gate). Newer heads passed over: \`ccccccc\` (its gate failed). A run without a verdict counts as failed.`,
    );
    expect(summary[3]).toBe(
      '| Scorer | Pass rate | Passed | Failed | No verdict | Baseline | Change |\n|---|--:|--:|--:|--:|---|--:|\n| ❌ tests pass | 50% | 1 | 1 | 0 | 90%: 9 of 10 runs | \u221240 points |',
    );
    expect(s.host.outputs['delta-points']).toBe('-40');
    // The heads: this workflow's pushes to master, one read; then the checks of each, newest first.
    const asked = world.gh.requests.filter((r) =>
      ['actions/list-workflow-runs', 'checks/list-for-ref'].includes(r.operationId!),
    );
    expect(asked.map((r) => [r.operationId, r.path.replace('/repos/acme/app', ''), r.query])).toEqual([
      [
        'actions/list-workflow-runs',
        '/actions/workflows/agent.yml/runs',
        { branch: 'master', event: 'push', per_page: '20', exclude_pull_requests: 'true' },
      ],
      ...[newer, older].map((sha) => [
        'checks/list-for-ref',
        `/commits/${sha}/check-runs`,
        { check_name: 'Cloud agent scorers', filter: 'all', per_page: '100' },
      ]),
    ]);
  });

  it('no passing head: the norm, and the report and the log say why', async () => {
    world.run(
      'a',
      {
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 100 },
        ],
      },
      { gh_repo: 'acme/app', gh_number: '2' },
    );
    world.sim.clock.advance(5000);
    baseHead('d'.repeat(40), 'in_progress', undefined);
    const s = step();
    await gateCommand(s, gateInputs({ benchmarks: false, baseline: 'base' }), {
      ...judgeClock(world.sim),
      pollMs: { initial: 1000, max: 2000 },
    });
    const why =
      'no head of master among the newest 1 this workflow ran on has a passing gate (ddddddd: its gate has not finished)';
    expect(s.host.lines).toContain(`warning: gate-baseline base: ${why}; the norm is the baseline instead`);
    expect(checkUpdates()[0]!.output.summary).toContain(
      `(shown only: no \`max-drop-points\`). Not the base branch: ${why}. A run`,
    );
  });
});

describe('a merge group', () => {
  const group = (ref = `refs/heads/gh-readonly-queue/master/pr-2-${'9'.repeat(40)}`) => {
    const body = payload('merge_group', 'checks_requested');
    body.merge_group.head_ref = ref;
    body.merge_group.head_sha = 'e'.repeat(40);
    body.repository.full_name = 'acme/app';
    return body;
  };

  it("carries over the pull request's last verdict on its head, judging nothing; its check on the group's head", async () => {
    world.gh.state.addCheckRun({ name: 'Cloud agent scorers', head_sha: HEAD, conclusion: 'failure' });
    world.gh.state.addCheckRun({ name: 'Cloud agent scorers', head_sha: HEAD, conclusion: 'success' });
    const s = step({ eventName: 'merge_group', payload: group() });
    const before = world.sim.requests.length;
    await gateCommand(s, gateInputs({ benchmarks: false }));
    expect(world.sim.requests.slice(before)).toEqual([]);
    const created = world.gh.requests.find((r) => r.operationId === 'checks/create')!.body as {
      head_sha: string;
    };
    expect(created.head_sha).toBe('e'.repeat(40));
    expect(checkUpdates()[0]).toMatchObject({
      conclusion: 'success',
      output: { title: '1 of 1 pull request passed the gate' },
    });
    expect(s.host.outputs).toMatchObject({ conclusion: 'success', passed: '1', failed: '0' });
  });

  it('a pull request without a passing verdict fails the group, named; a branch without one too', async () => {
    const s = step({ eventName: 'merge_group', payload: group() });
    const error = await gateCommand(s, gateInputs({ benchmarks: false })).catch((err: unknown) => err);
    expect((error as Error).message).toBe(
      'the gate failed: 0 of 1 pull request passed the gate: #2 has no passing verdict (no gate check on its head ec26c3e)',
    );
    const other = step({ eventName: 'merge_group', payload: group('refs/heads/main') });
    const none = await gateCommand(other, gateInputs({ benchmarks: false })).catch((err: unknown) => err);
    expect((none as Error).message).toBe(
      "the gate failed: No pull request to carry a verdict over from: the queue's branch names no pull request, so there is no verdict to carry over",
    );
  });

  it("without a way to GitHub: a usage error, as the pull requests' checks cannot be read; nothing asked", async () => {
    const s = step({ eventName: 'merge_group', payload: group(), github: false });
    const before = world.sim.requests.length;
    const error = await gateCommand(s, gateInputs({ benchmarks: false })).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(GateError);
    expect((error as GateError).outcome).toBe('usage');
    expect((error as Error).message).toBe(
      "No `github-token` to read the pull requests' checks: a merge group's check carries them over",
    );
    expect(world.sim.requests.slice(before)).toEqual([]);
    expect(world.gh.requests).toEqual([]);
    expect([s.host.outputs, s.host.summaries, s.host.lines]).toEqual([{}, [], []]);
  });

  it("a pull request GitHub does not answer for: the group's check ends as failed, saying why, and the step fails the same", async () => {
    world.gh.faults.inject({ operationId: 'pulls/get', status: 500, body: { message: 'Server Error' } });
    const s = step({ eventName: 'merge_group', payload: group() });
    const error = await gateCommand(s, gateInputs({ benchmarks: false })).catch((err: unknown) => err);
    expect((error as { status?: number }).status).toBe(500);
    expect((error as Error).message).toBe('Server Error');
    expect(
      world.gh.requests
        .filter((r) => r.path.startsWith('/repos/'))
        .map((r) => [r.operationId, r.status, r.path.replace('/repos/acme/app', '')]),
    ).toEqual([
      ['checks/create', 201, '/check-runs'],
      ['pulls/get', 500, '/pulls/2'],
      ['checks/update', 200, `/check-runs/${world.gh.state.checkRuns[0]!.id}`],
    ]);
    expect(world.gh.requests.find((r) => r.operationId === 'checks/create')!.body).toMatchObject({
      head_sha: 'e'.repeat(40),
      status: 'in_progress',
    });
    expect(checkUpdates()).toEqual([
      expect.objectContaining({
        conclusion: 'failure',
        output: {
          title: 'The gate stopped before its verdict',
          summary: 'The gate stopped before its verdict: Server Error',
        },
      }),
    ]);
    expect([s.host.outputs, s.host.summaries, s.host.lines]).toEqual([{}, [], []]);
  });
});

describe('the commit the benchmarks work on off a pull request', () => {
  const PUSHED = 'f'.repeat(40);
  const ONE_CASE = 'cases:\n  - name: parser\n    prompt: Fix the parser.\n';
  const clock = () => ({ ...judgeClock(world.sim), pollMs: { initial: 1000, max: 2000 } });
  const checkCreates = () =>
    world.gh.requests
      .filter((r) => r.operationId === 'checks/create')
      .map((r) => (r.body as { head_sha: string }).head_sha);

  it("a push: the pushed commit's check, its attempts told that commit, the branch pushed to its baseline (this commit not its own)", async () => {
    benchmarksFile(ONE_CASE);
    scriptAttempts(1, 1);
    judgeAttempts(() => false);
    const older = 'b'.repeat(40);
    baseHead(older, 'success', [{ passed: 9, failed: 1 }]);
    // This push's own run of the workflow: the newest head of master, passed over as the commit judged.
    world.gh.state.addWorkflowRun({
      workflow: 'agent.yml',
      event: 'push',
      head_branch: 'master',
      head_sha: PUSHED,
    });
    const s = step({
      eventName: 'push',
      payload: { ref: 'refs/heads/master' },
      env: { ref: 'refs/heads/master', sha: PUSHED },
    });
    await gateCommand(s, gateInputs({ baseline: 'base', minPassRate: 0 }), clock());
    expect(checkCreates()).toEqual([PUSHED]);
    expect(dispatches().map((d) => d.prompt)).toEqual([
      `Fix the parser.\n\nWork on commit ${PUSHED} of acme/app.`,
    ]);
    const checkUrl = `https://github.com/acme/app/runs/${world.gh.state.checkRuns[0]!.id}`;
    expect(s.host.lines).toContain(
      `baseline: the 10 runs the gate judged on master at ${older} (${checkUrl})`,
    );
    const asked = world.gh.requests.filter((r) =>
      ['actions/list-workflow-runs', 'checks/list-for-ref'].includes(r.operationId!),
    );
    expect(asked.map((r) => [r.operationId, r.path.replace('/repos/acme/app', ''), r.query])).toEqual([
      [
        'actions/list-workflow-runs',
        '/actions/workflows/agent.yml/runs',
        { branch: 'master', event: 'push', per_page: '20', exclude_pull_requests: 'true' },
      ],
      [
        'checks/list-for-ref',
        `/commits/${older}/check-runs`,
        { check_name: 'Cloud agent scorers', filter: 'all', per_page: '100' },
      ],
    ]);
    expect(s.host.outputs).toMatchObject({ conclusion: 'success', 'cases-passed': '1', 'cases-total': '1' });
  });

  it('a push to a tag has no branch for a baseline: the norm, said why', async () => {
    benchmarksFile(ONE_CASE);
    scriptAttempts(1, 1);
    judgeAttempts(() => false);
    const s = step({
      eventName: 'push',
      payload: { ref: 'refs/tags/v1' },
      env: { ref: 'refs/tags/v1', sha: PUSHED },
    });
    await gateCommand(s, gateInputs({ baseline: 'base', minPassRate: 0 }), clock());
    expect(checkCreates()).toEqual([PUSHED]);
    expect(s.host.lines).toContain(
      'warning: gate-baseline base: the gate judges no pull request or push to a branch, so there is no base branch; the norm is the baseline instead',
    );
    expect(world.gh.requests.filter((r) => r.operationId === 'actions/list-workflow-runs')).toEqual([]);
  });

  it('a manual run (workflow_dispatch): the check on the commit it runs on; no branch for a baseline', async () => {
    benchmarksFile(ONE_CASE);
    scriptAttempts(1, 1);
    judgeAttempts(() => false);
    const s = step({
      eventName: 'workflow_dispatch',
      payload: { inputs: {} },
      env: { ref: 'refs/heads/master', sha: PUSHED },
    });
    await gateCommand(s, gateInputs({ baseline: 'base', minPassRate: 0 }), clock());
    expect(checkCreates()).toEqual([PUSHED]);
    expect(dispatches().map((d) => d.prompt)).toEqual([
      `Fix the parser.\n\nWork on commit ${PUSHED} of acme/app.`,
    ]);
    expect(s.host.lines).toContain(
      'warning: gate-baseline base: the gate judges no pull request or push to a branch, so there is no base branch; the norm is the baseline instead',
    );
  });

  it('a scheduled run: the attempts told its commit, but no check (a schedule names no commit of its own)', async () => {
    benchmarksFile(ONE_CASE);
    scriptAttempts(1, 1);
    judgeAttempts(() => false);
    const s = step({ eventName: 'schedule', payload: { schedule: '0 3 * * *' }, env: { sha: PUSHED } });
    await gateCommand(s, gateInputs({ minPassRate: 0 }), clock());
    expect(checkCreates()).toEqual([]);
    expect(dispatches().map((d) => d.prompt)).toEqual([
      `Fix the parser.\n\nWork on commit ${PUSHED} of acme/app.`,
    ]);
    expect(s.host.outputs).toMatchObject({ conclusion: 'success', 'check-run-url': '' });
  });

  it('no attempt ran to its end (the time limit passed in the first wave): said in the report, and the gate fails', async () => {
    benchmarksFile(ONE_CASE);
    // The attempt would end after ten minutes; the time limit is one.
    scriptAttempts(1, 1, 600_000);
    const s = step();
    const error = await gateCommand(s, gateInputs({ timeoutMinutes: 1 }), clock()).catch(
      (err: unknown) => err,
    );
    const stopped = 'the time limit of 1 minute (`timeout-minutes`) passed; not run: parser (1 of 1 attempt)';
    const title = '0 of 1 case passed (at least 1 of 1 attempt) — stopped before every attempt ran';
    expect((error as Error).message).toBe(`the gate failed: ${title}: the benchmarks stopped: ${stopped}`);
    const [done] = checkUpdates();
    expect(done).toMatchObject({ conclusion: 'failure', output: { title } });
    const parts = done!.output.summary.split('\n\n');
    expect(parts[1]).toBe(
      `Cases passed **0%** is below the minimum of **100%** (\`min-pass-rate\`). Attempts: 0 of 0 passed. The benchmarks stopped before every attempt ran: ${stopped}.`,
    );
    // The note the report ends with, before the time it was judged.
    expect(parts.at(-2)).toBe('No attempt of the benchmarks ran to its end.');
    const [attempt] = dispatches();
    expect(attempt!.title).toBe('Benchmark: parser (attempt 1 of 1)');
    expect(world.sim.requests.filter((r) => r.operation === 'cancelRun')).toHaveLength(1);
    expect(s.host.lines.slice(-3)).toEqual([
      'the time limit has passed: cancelling the 1 attempt still going',
      expect.stringMatching(/^cancelled run \S+$/),
      `check run "Cloud agent scorers": failure (${title})`,
    ]);
    expect(s.host.outputs).toMatchObject({ conclusion: 'failure', results: '[]', passed: '0', failed: '0' });
  });
});
