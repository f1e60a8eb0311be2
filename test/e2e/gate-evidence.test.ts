/**
 * The gate's evidence, end to end (issue 44): the bundle on real webhook payloads and `dist/cli.js`, against the
 * simulator and the fake GitHub. The regressed runs named worst first with their reasons and links; a re-run editing
 * the one report; the benchmark cases k of n; the budget stopping them; the base branch's newest passing head as
 * the baseline, a failing newer one passed over; a merge group's check carrying the pull request's verdict; the new
 * outputs. Against the whole contract only (no `.interface` suffix): verdicts are matched to their runs by a scorer
 * result's run_id, which the interface alone does not show (gate.interface.test.ts shows what happens without it).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { setJudge } from '../simulator/routes/scorers.ts';
import type { SimRun } from '../simulator/state.ts';
import { runCli } from '../cli/harness.ts';
import { simSpeed } from '../helpers/time-scale.ts';
import { runStep } from './harness.ts';
import { API_KEY, createTestScorer, inputs, payload, seedThreads, startWorld, type World } from './setup.ts';

let world: World;
let client: CloudAgentClient;
let workspace: string;

/** The head of pull request #2, and the commit a push's step runs on (the harness's GITHUB_SHA). */
const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const PUSHED = 'ffac537e6cbbf934b08745a378932722df287a53';

beforeEach(async () => {
  // Virtual time 100 times faster, and judges that report as they end: an attempt (2 s) and a judge (3 s) are done
  // before the gate's first look at them.
  world = await startWorld({ timeScale: simSpeed(100), tickEveryMs: 20 });
  client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
  seedThreads(world);
  await createTestScorer(client);
  workspace = mkdtempSync(join(tmpdir(), 'gate-evidence-e2e-'));
});
afterEach(async () => {
  await client.close();
  await world.close();
  rmSync(workspace, { recursive: true, force: true });
});

const gate = (extra: Record<string, string> = {}, more: Partial<Parameters<typeof runStep>[0]> = {}) =>
  runStep({
    inputs: inputs(world, { command: 'gate', factory: 'fac_web', 'score-timeout-minutes': '1', ...extra }),
    eventName: 'pull_request',
    payload: payload('pull_request', 'opened'),
    apiUrl: world.gh.url,
    env: { GITHUB_WORKSPACE: workspace },
    ...more,
  });

interface CheckOut {
  name: string;
  head_sha: string;
  conclusion: string | null;
  output: { title: string; summary: string; text: string | null };
}
const checks = () => world.gh.state.checkRuns as unknown as CheckOut[];

/** A judge that fails the runs whose title `fails` picks, with a reason of two lines, and passes the others. */
function judgeBy(verdict: (title: string) => 'pass' | 'partial' | 'fail'): void {
  setJudge(world.sim.sim, (target: SimRun) => {
    const classification = verdict(target.title);
    return {
      classification,
      reason:
        classification === 'pass'
          ? 'All green.'
          : `${target.title}: the tests fail (${classification}).\nThe log says more.`,
    };
  });
}

function benchmarksFile(text: string, path = '.github/cloud-agent-benchmarks.yml'): void {
  mkdirSync(join(workspace, path, '..'), { recursive: true });
  writeFileSync(join(workspace, path), text);
}

/** The next `count` attempts: each ends after 2 s (virtual) having used `credits`. */
function attempts(count: number, credits: number): void {
  for (let i = 0; i < count; i++) {
    world.sim.script.run({
      match: ({ title }) => title?.startsWith('Benchmark: ') === true,
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 100 },
        { state: 'SUCCEEDED', afterMs: 2000 },
      ],
      usage: { inference_cost: credits },
    });
  }
}

/** A finished run of fac_web stamped as a run of pull request #2. */
function prRun(title: string): SimRun {
  return world.sim.sim.createRun({
    teamUid: 'team_acme',
    creator: world.sim.sim.keys.get(API_KEY)!,
    prompt: title,
    title,
    factoryUid: 'fac_web',
    metadata: { gh_repo: 'acme/app', gh_number: '2' },
    script: {
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'CLAIMED', afterMs: 50 },
        { state: 'SUCCEEDED', afterMs: 100 },
      ],
    },
  });
}

const THREE_CASES = `repeat: 3
repeat-min-pass: 2
cases:
  - name: fix the parser
    prompt: Fix the failing parser test.
  - name: flaky
    prompt: Fix the flaky test.
  - name: docs
    prompt-file: .github/benchmarks/docs.md
`;

describe('the regressed runs and the one report', () => {
  it('named worst first, with the judge’s reason and links to the session and the scoring; a re-run edits the report', async () => {
    const [fix, half, broke] = [prRun('Fix the parser'), prRun('Half a fix'), prRun('Refactor the lexer')];
    world.sim.clock.advance(5000);
    judgeBy((title) =>
      title === 'Refactor the lexer' ? 'fail' : title === 'Half a fix' ? 'partial' : 'pass',
    );
    const first = await gate({ 'min-pass-rate': '0' });
    expect(first.code).toBe(0);
    const summary = checks()[0]!.output.summary.split('\n\n');
    const at = summary.indexOf('#### Regressed runs');
    expect(summary[at + 1]).toBe(
      'Worst first: the failed judgements, then the cases that passed only some of their attempts, then the runs without a verdict.',
    );
    const session = (run: SimRun) => world.sim.sim.runs.get(run.run_id)!;
    const judgeOf = (run: SimRun) =>
      [...world.sim.sim.runs.values()].find((r) => r.judge?.targetRunId === run.run_id)!;
    const link = (run: SimRun) => `https://app.warp.dev/session/${session(run).sessionId}`;
    const items = summary[at + 2]!.split('\n');
    expect(items).toEqual([
      `- **Refactor the lexer** · tests pass · score 0.00 against threshold 0.70 · Refactor the lexer: the tests fail (fail). · [session](${link(broke)}) · [scoring](${link(judgeOf(broke))})`,
      `- **Half a fix** · tests pass · score 0.50 against threshold 0.70 · Half a fix: the tests fail (partial). · [session](${link(half)}) · [scoring](${link(judgeOf(half))})`,
    ]);
    expect(summary.join('\n\n')).not.toContain(`**Fix the parser**`);
    const regressions = JSON.parse(first.outputs.regressions!) as Record<string, unknown>[];
    expect(regressions).toEqual([
      {
        run_id: broke.run_id,
        title: 'Refactor the lexer',
        scorer_id: expect.any(Number),
        scorer: 'tests pass',
        score: 0,
        threshold: 0.7,
        reason: 'Refactor the lexer: the tests fail (fail).',
        session_link: link(broke),
        scoring_run_id: judgeOf(broke).run_id,
        scoring_link: link(judgeOf(broke)),
      },
      expect.objectContaining({
        run_id: half.run_id,
        score: 0.5,
        reason: 'Half a fix: the tests fail (partial).',
      }),
    ]);
    expect(fix.run_id).not.toBe(broke.run_id);
    // The one report on the pull request: written once, edited by the re-run (a new check run each time).
    const second = await gate({ 'min-pass-rate': '0' });
    expect(second.code).toBe(0);
    const writes = world.gh.requests
      .filter((r) => r.operationId === 'issues/create-comment' || r.operationId === 'issues/update-comment')
      .map((r) => r.operationId);
    expect(writes).toEqual(['issues/create-comment', 'issues/update-comment']);
    const gateComments = world.gh.state.commentsOf(2).filter((c) => c.body.includes('#### Regressed runs'));
    expect(gateComments).toHaveLength(1);
    expect(gateComments[0]!.body).toContain(
      `Details in the [check run](${second.outputs['check-run-url']}).`,
    );
    expect(checks()).toHaveLength(2);
  });
});

describe('the benchmark cases', () => {
  it('3 attempts of 3 cases, one passing 1 of 3: the check fails, "2 of 3 cases passed (at least 2 of 3 attempts)", each case k of n', async () => {
    benchmarksFile(THREE_CASES);
    benchmarksFile('Write the docs of the parser.\n', '.github/benchmarks/docs.md');
    attempts(9, 10);
    judgeBy((title) => (/^Benchmark: flaky \(attempt [23] of 3\)$/.test(title) ? 'fail' : 'pass'));
    const result = await gate({ benchmarks: 'true' });
    const title = '2 of 3 cases passed (at least 2 of 3 attempts)';
    expect(result.code).toBe(1);
    expect(result.log).toContain(`::error::the gate failed: ${title}\n`);
    const [check] = checks();
    expect(check).toMatchObject({ head_sha: HEAD, conclusion: 'failure', output: { title } });
    const parts = check!.output.summary.split('\n\n');
    expect(parts[0]).toBe(`### ❌ ${title}`);
    const cases = parts.indexOf(`#### Cases: ${title.replace(' cases passed', ' passed')}`);
    expect(parts[cases + 1]).toBe(`| Case | Attempts | Outcome |
|---|---|---|
| fix the parser | 3 of 3 attempts passed | ✅ passed |
| flaky | 1 of 3 attempts passed | ❌ failed: 2 passes needed |
| docs | 3 of 3 attempts passed | ✅ passed |`);
    // Each attempt dispatched to the gate's factory with its case's prompt (a prompt file's too, from the head)
    // and the head commit to work on.
    const sent = world.sim.requests
      .filter((r) => r.operation === 'dispatchFactoryRun')
      .map((r) => JSON.parse(r.body) as { prompt: string; title: string });
    expect(sent).toHaveLength(9);
    expect(sent[6]).toMatchObject({
      title: 'Benchmark: docs (attempt 1 of 3)',
      prompt: `Write the docs of the parser.\n\nWork on commit ${HEAD} of acme/app, the head of pull request #2.`,
    });
    expect(result.outputs).toMatchObject({
      conclusion: 'failure',
      passed: '7',
      failed: '2',
      'cases-passed': '2',
      'cases-total': '3',
    });
    expect((JSON.parse(result.outputs.regressions!) as { title: string }[]).map((r) => r.title)).toEqual([
      'Benchmark: flaky (attempt 2 of 3)',
      'Benchmark: flaky (attempt 3 of 3)',
    ]);
  });

  it('the budget passed while a wave works: its attempts are cancelled, the gate fails naming the cases not run', async () => {
    benchmarksFile(
      'repeat: 2\ncases:\n  - name: parser\n    prompt: Fix it.\n  - name: docs\n    prompt: Write them.\n',
    );
    // Each attempt reports 10 credits as soon as it works, and would work for ten minutes.
    for (let i = 0; i < 4; i++) {
      world.sim.script.run({
        match: ({ title }) => title?.startsWith('Benchmark: ') === true,
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'INPROGRESS', afterMs: 100 },
          { state: 'SUCCEEDED', afterMs: 600_000 },
        ],
        usageSteps: [{ afterMs: 200, usage: { inference_cost: 10 } }],
      });
    }
    const result = await gate({ benchmarks: 'true', 'max-credits': '25', 'benchmark-concurrency': '3' });
    const stopped =
      'the attempts passed the budget of 25.00 credits (`max-credits`) with 30.00 credits; not run: parser (2 of 2 attempts), docs (2 of 2 attempts)';
    expect(result.code).toBe(1);
    expect(result.log).toContain(
      `::error::the gate failed: 0 of 2 cases passed (at least 2 of 2 attempts) — stopped before every attempt ran: the benchmarks stopped: ${stopped}\n`,
    );
    // The wave of 3 started, the fourth never did; the three were cancelled and seen to stop.
    expect(world.sim.count('dispatchFactoryRun')).toBe(3);
    expect(world.sim.count('cancelRun')).toBe(3);
    const attemptsMade = [...world.sim.sim.runs.values()].filter((r) => r.title.startsWith('Benchmark: '));
    expect(attemptsMade.map((r) => r.steps.at(-1)!.state)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    // Nothing judged: no attempt ended on its own.
    expect(world.sim.count('dispatchRunScoring')).toBe(0);
    expect(checks()[0]!.output.summary).toContain(
      `The benchmarks stopped before every attempt ran: ${stopped}.`,
    );
    expect(result.outputs).toMatchObject({
      'cases-passed': '0',
      'cases-total': '2',
      conclusion: 'failure',
    });
  });

  it('the command line: cloud-agent gate --benchmarks, the file read from the working directory', async () => {
    benchmarksFile('cases:\n  - name: parser\n    prompt: Fix the parser.\n');
    attempts(1, 4);
    judgeBy(() => 'pass');
    const result = await runCli(
      ['gate', '--benchmarks', '--factory', 'fac_web', '--score-timeout', '1', '--json'],
      {
        env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: world.sim.url },
        cwd: workspace,
      },
    );
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      conclusion: 'success',
      passed: 1,
      failed: 0,
      cases_passed: 1,
      cases_total: 1,
      regressions: [],
      check_run_url: null,
    });
    // From a terminal there is no commit to tell: the case's prompt as written.
    const [sent] = world.sim.requests
      .filter((r) => r.operation === 'dispatchFactoryRun')
      .map((r) => JSON.parse(r.body));
    expect(sent).toMatchObject({ prompt: 'Fix the parser.', title: 'Benchmark: parser (attempt 1 of 1)' });
  });
});

describe('the base branch as the baseline', () => {
  it("gate-baseline base: a push's gate records its runs on the base branch; a pull request's gate holds to it, passing over a newer failing head", async () => {
    benchmarksFile('repeat: 2\ncases:\n  - name: parser\n    prompt: Fix the parser.\n');
    // The push to master: both attempts pass. Its check, on the pushed commit, records them.
    attempts(2, 5);
    judgeBy(() => 'pass');
    const pushed = await gate({ benchmarks: 'true' }, { eventName: 'push', payload: payload('push') });
    expect(pushed.code).toBe(0);
    expect(checks()[0]).toMatchObject({
      head_sha: PUSHED,
      conclusion: 'success',
      output: { title: '1 of 1 case passed (at least 2 of 2 attempts)' },
    });
    expect(checks()[0]!.output.text).toMatch(
      /^This check records the 2 runs it judged and its verdicts by scorer, for a gate with `gate-baseline: base` on a later pull request\.\n\n<!-- cloud-agent-action:gate-record [0-9a-f]+\.[0-9a-f]{32} -->$/,
    );
    // GitHub lists this workflow's pushes to master, newest first: the one above, then a newer whose gate failed.
    world.gh.state.addWorkflowRun({
      workflow: 'agent.yml',
      event: 'push',
      head_branch: 'master',
      head_sha: PUSHED,
      created_at: '2026-01-01T10:00:00Z',
    });
    const newer = 'c0ffee0000000000000000000000000000000000';
    world.gh.state.addWorkflowRun({
      workflow: 'agent.yml',
      event: 'push',
      head_branch: 'master',
      head_sha: newer,
      created_at: '2026-01-01T11:00:00Z',
    });
    world.gh.state.addCheckRun({
      name: 'Cloud agent scorers',
      head_sha: newer,
      conclusion: 'failure',
      output: { title: 'x', summary: 'x' },
    });
    // Another GitHub App's check of the gate's name, newer, on the head that passed: not the gate's, nor hiding it.
    world.gh.state.addCheckRun({
      name: 'Cloud agent scorers',
      head_sha: PUSHED,
      conclusion: 'failure',
      output: { title: 'x', summary: 'x' },
      app: { id: 4242, slug: 'checks-for-all', name: 'Checks for all' },
    });
    // The pull request: one of its two attempts fails (50% against the base's 100%).
    attempts(2, 5);
    judgeBy((title) => (title === 'Benchmark: parser (attempt 2 of 2)' ? 'fail' : 'pass'));
    const result = await gate({
      benchmarks: 'true',
      'gate-baseline': 'base',
      'max-drop-points': '20',
      'min-pass-rate': '0',
    });
    expect(result.code).toBe(1);
    expect(result.log).toContain(
      '::error::the gate failed: 0 of 1 case passed (at least 2 of 2 attempts) — 1 scorer below the base branch: scorer tests pass: 50% is 50 points below its 100% on master at ffac537 (max-drop-points 20)\n',
    );
    const summary = checks()
      .find((c) => c.head_sha === HEAD)!
      .output.summary.split('\n\n');
    expect(summary[2]).toBe(
      `Baseline: the 2 runs the gate judged on master at \`ffac537\` ([its check](https://github.com/acme/app/runs/${world.gh.state.checkRuns[0]!.id})), the newest head of master whose gate passed (\`max-drop-points\` 20: a scorer more points below it fails the gate). Newer heads passed over: \`c0ffee0\` (its gate failed). A run without a verdict counts as failed.`,
    );
    expect(summary[3]).toBe(
      '| Scorer | Pass rate | Passed | Failed | No verdict | Baseline | Change |\n|---|--:|--:|--:|--:|---|--:|\n| ❌ tests pass | 50% | 1 | 1 | 0 | 100%: 2 of 2 runs | \u221250 points |',
    );
    expect(result.outputs['delta-points']).toBe('-50');
  });
});

describe('a merge queue', () => {
  /** The merge_group event of GitHub's examples, on acme/app, for pull request #2 into master. */
  function group(): Record<string, any> {
    const body = JSON.parse(
      JSON.stringify(payload('merge_group', 'checks_requested')).replaceAll('octo-org/octo-repo', 'acme/app'),
    );
    body.merge_group.head_ref = `refs/heads/gh-readonly-queue/master/pr-2-${'3'.repeat(40)}`;
    body.merge_group.base_ref = 'refs/heads/master';
    return body;
  }

  it("merge_group: the check on the group's head carries the pull request's verdict over; without a passing one it fails, naming it", async () => {
    const body = group();
    const queued = (extra: Record<string, string> = {}) =>
      runStep({
        inputs: inputs(world, { command: 'gate', factory: 'fac_web', ...extra }),
        eventName: 'merge_group',
        payload: body,
        apiUrl: world.gh.url,
      });
    world.gh.state.addCheckRun({ name: 'Cloud agent scorers', head_sha: HEAD, conclusion: 'failure' });
    const failing = await queued();
    expect(failing.code).toBe(1);
    expect(failing.log).toContain(
      '::error::the gate failed: 0 of 1 pull request passed the gate: #2 has no passing verdict (its gate failed)\n',
    );
    // A later gate of the pull request passed: that is its last verdict.
    world.gh.state.addCheckRun({ name: 'Cloud agent scorers', head_sha: HEAD, conclusion: 'success' });
    const passing = await queued();
    expect(passing.code).toBe(0);
    const onGroup = checks().filter((c) => c.head_sha === body.merge_group.head_sha);
    expect(onGroup.map((c) => [c.conclusion, c.output.title])).toEqual([
      ['failure', '0 of 1 pull request passed the gate'],
      ['success', '1 of 1 pull request passed the gate'],
    ]);
    expect(onGroup[1]!.output.summary).toContain(
      `| #2 | \`ec26c3e\` | ✅ passed ([check](https://github.com/acme/app/runs/`,
    );
    expect(passing.outputs).toMatchObject({ conclusion: 'success', passed: '1', failed: '0' });
    // Nothing was judged again: the service was not asked.
    expect(world.sim.requests.filter((r) => r.operation !== 'createScorer')).toEqual([]);
  });

  it("merge_group: a check of the gate's name written by another GitHub App is no verdict, and passed over, said so", async () => {
    const body = group();
    world.gh.state.addCheckRun({
      name: 'Cloud agent scorers',
      head_sha: HEAD,
      conclusion: 'success',
      app: { id: 4242, slug: 'checks-for-all', name: 'Checks for all' },
    });
    const queued = await runStep({
      inputs: inputs(world, { command: 'gate', factory: 'fac_web' }),
      eventName: 'merge_group',
      payload: body,
      apiUrl: world.gh.url,
    });
    expect(queued.code).toBe(1);
    expect(queued.log).toContain(
      `::error::the gate failed: 0 of 1 pull request passed the gate: #2 has no passing verdict (no gate check on its head ${HEAD.slice(0, 7)}; a check of that name by another GitHub App passed over)\n`,
    );
    const [onGroup] = checks().filter((c) => c.head_sha === body.merge_group.head_sha);
    expect([onGroup!.conclusion, onGroup!.output.title]).toEqual([
      'failure',
      '0 of 1 pull request passed the gate',
    ]);
  });
});
