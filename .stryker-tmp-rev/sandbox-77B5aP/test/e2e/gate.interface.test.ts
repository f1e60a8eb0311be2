/**
 * The scorer gate, end to end: the bundle on a real pull_request payload, the simulator's scorers passing and
 * failing runs on purpose, the check run GitHub receives compared with the scores.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { scoreRunDirectly, setJudge } from '../simulator/routes/scorers.ts';
import type { SimRun } from '../simulator/state.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../cli/harness.ts';
import { runStep } from './harness.ts';
import {
  API_KEY,
  createTestScorer,
  inputs,
  interfaceOnly,
  payload,
  seedThreads,
  startWorld,
  type World,
} from './setup.ts';

let world: World;
let client: CloudAgentClient;
let scorerId: number;

const quick = {
  timeline: [
    { state: 'QUEUED' as const, afterMs: 0 },
    { state: 'SUCCEEDED' as const, afterMs: 100 },
  ],
};

beforeEach(async () => {
  world = await startWorld();
  client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
  seedThreads(world);
  scorerId = await createTestScorer(client);
});
afterEach(async () => {
  await client.close();
  await world.close();
});

/** A finished run of the factory that belongs to PR #2 (stamped by the action), or pointing at it by artifact. */
function prRun(
  title: string,
  options: { stamped?: boolean; artifact?: boolean; claimed?: boolean } = { stamped: true },
): SimRun {
  const sim = world.sim.sim;
  const run = sim.createRun({
    teamUid: 'team_acme',
    creator: sim.keys.get(API_KEY)!,
    prompt: title,
    title,
    factoryUid: 'fac_web',
    metadata: options.stamped ? { gh_repo: 'acme/app', gh_number: '2' } : {},
    script: {
      // A run claimed by a worker has a session (and a session link).
      ...(options.claimed
        ? {
            timeline: [
              { state: 'QUEUED' as const, afterMs: 0 },
              { state: 'CLAIMED' as const, afterMs: 50 },
              { state: 'SUCCEEDED' as const, afterMs: 50 },
            ],
          }
        : quick),
      ...(options.artifact
        ? {
            artifacts: [
              { type: 'PULL_REQUEST' as const, url: 'https://github.com/acme/app/pull/2', branch: 'agent/x' },
            ],
          }
        : {}),
    },
  });
  return run;
}

const score = (run: SimRun, classification: string, reason = `Judged ${classification}.`) =>
  scoreRunDirectly(world.sim.sim, { runId: run.run_id, scorerId, classification, reason });

const gate = (extra: Record<string, string> = {}, more: Partial<Parameters<typeof runStep>[0]> = {}) =>
  runStep({
    inputs: inputs(world, { command: 'gate', factory: 'fac_web', 'score-timeout-minutes': '1', ...extra }),
    eventName: 'pull_request',
    payload: payload('pull_request', 'opened'),
    apiUrl: world.gh.url,
    ...more,
  });

const checks = () =>
  world.gh.state.checkRuns as {
    name: string;
    head_sha: string;
    status: string;
    conclusion: string | null;
    details_url: string | null;
    output: { title: string; summary: string };
  }[];
const checkRequests = () =>
  world.gh.requests
    .filter((r) => r.operationId?.startsWith('checks/'))
    .map((r) => [r.operationId, (r.body as { status?: string }).status]);

/**
 * A test of the verdicts: skipped against the interface alone, which shows no run in a scorer's result (a verdict
 * cannot be matched to its run there: see 'against the interface alone' below).
 */
const judged = it.skipIf(interfaceOnly());

describe('command gate on a pull request', () => {
  judged(
    'all runs pass: a check created in progress at once, completed success, titled with the pass count',
    async () => {
      const a = prRun('Fix the parser', { stamped: true, claimed: true });
      const b = prRun('Add tests', { artifact: true });
      world.sim.clock.advance(5000);
      score(a, 'pass');
      score(b, 'pass');
      const result = await gate();
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(checkRequests()).toEqual([
        ['checks/create', 'in_progress'],
        ['checks/update', 'completed'],
      ]);
      const [check] = checks();
      expect(check).toMatchObject({
        name: 'Cloud agent scorers',
        head_sha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
        status: 'completed',
        conclusion: 'success',
      });
      expect(check!.output.title).toBe('2 of 2 runs passed (100%)');
      // The check's details are the workflow run's; its table links each run's session where it has one.
      expect(check!.details_url).toBe('https://github.com/acme/app/actions/runs/9001');
      const session = `https://app.warp.dev/session/${a.sessionId}`;
      expect(check!.output.summary).toContain(`[Fix the parser](${session})`);
      expect(check!.output.summary).not.toContain('[Add tests](');
      const links = JSON.parse(result.outputs.results!) as { run_id: string; session_link: string | null }[];
      expect(Object.fromEntries(links.map((r) => [r.run_id, r.session_link]))).toEqual({
        [a.run_id]: session,
        [b.run_id]: null,
      });
      expect(check!.output.summary).toContain('\n---\nxychart-beta\n    title "Pass rate: ');
      // The chart is the service's count, read after the verdicts: both are in it, as of the time it gives.
      expect(check!.output.summary).toMatch(
        /\n\nPass rate over the window, as the service counted it at \d{4}-\d\d-\d\d \d\d:\d\d UTC: 100% \(2 of 2 scored runs\) — minimum pass rate 100%\n\n/,
      );
      expect(check!.output.summary).not.toContain('[check run]');
      expect(result.outputs).toMatchObject({
        conclusion: 'success',
        'pass-rate': '1',
        passed: '2',
        failed: '0',
      });
      expect(result.outputs['check-run-url']).toMatch(/^https:\/\/github\.com\/acme\/app\/runs\/\d+$/);
      const results = JSON.parse(result.outputs.results!) as {
        run_id: string;
        classification: string;
        score: number;
        verdict: string;
        threshold: number;
      }[];
      expect(
        results.map((r) => [r.run_id, r.classification, r.score, r.threshold, r.verdict]).sort(),
      ).toEqual(
        [
          [a.run_id, 'pass', 1, 0.7, 'pass'],
          [b.run_id, 'pass', 1, 0.7, 'pass'],
        ].sort(),
      );
      expect(world.sim.count('dispatchRunScoring')).toBe(0);
      expect(result.summary).toContain('\n---\nxychart-beta\n    title "Pass rate: ');
      const comment = world.gh.state.commentsOf(2).find((c) => c.body.includes('xychart-beta'));
      expect(comment, 'the trend chart in the PR comment').toBeDefined();
      // The comment links to the check run, under the headline.
      expect(comment!.body.split('\n\n')[2]).toBe(
        `Details in the [check run](${result.outputs['check-run-url']}).`,
      );
    },
  );

  judged('one run fails: the check fails and shows its reason; the step fails', async () => {
    const a = prRun('Fix the parser');
    const b = prRun('Refactor the lexer');
    world.sim.clock.advance(5000);
    score(a, 'pass');
    score(b, 'fail', 'The tests in lexer.test.ts fail after the change.');
    const result = await gate();
    expect(result.code).toBe(1);
    expect(result.log).toContain('::error::the gate failed: 1 of 2 runs passed (50%)');
    const [check] = checks();
    expect(check!.conclusion).toBe('failure');
    expect(check!.output.summary).toContain('The tests in lexer.test.ts fail after the change.');
    expect(result.outputs).toMatchObject({
      conclusion: 'failure',
      passed: '1',
      failed: '1',
      'pass-rate': '0.5',
    });
  });

  judged(
    'min-pass-rate lets a share of failures through; fail-on-gate false keeps the step green',
    async () => {
      const runs = [prRun('a'), prRun('b'), prRun('c'), prRun('d')];
      world.sim.clock.advance(5000);
      runs.forEach((r, i) => score(r, i === 0 ? 'fail' : 'pass'));
      expect((await gate({ 'min-pass-rate': '75%' })).outputs.conclusion).toBe('success');
      const strict = await gate({ 'fail-on-gate': 'false' });
      expect([strict.code, strict.outputs.conclusion]).toEqual([0, 'failure']);
    },
  );

  judged(
    "against the norm: 72% on the pull request against the other runs' 80% fails with max-drop-points 5, passes with 10, the delta shown",
    async () => {
      // 25 runs of the pull request, 18 passing (72%); 10 earlier runs of the window, scored days ago, 8 passing.
      // The service counts 26 of 35 over the window (74.3%), the pull request's verdicts among them; the norm
      // leaves them out: 8 of 10 (80%), 8 points above the pull request (computed here by hand).
      const runs = Array.from({ length: 25 }, (_, i) => prRun(`change ${i}`));
      const earlier = Array.from({ length: 10 }, (_, i) => prRun(`earlier ${i}`, { stamped: false }));
      world.sim.clock.advance(5000);
      runs.forEach((run, i) => score(run, i < 18 ? 'pass' : 'fail'));
      earlier.forEach((run, i) =>
        scoreRunDirectly(world.sim.sim, {
          runId: run.run_id,
          scorerId,
          classification: i < 8 ? 'pass' : 'fail',
          attemptedAt: world.sim.sim.now() - 3 * 24 * 3600 * 1000,
        }),
      );
      const lead =
        "Baseline: the norm, each scorer's pass rate over the last 30 days as the service counts it, at the scorer's own threshold, less the runs judged here";
      const head =
        '| Scorer | Pass rate | Passed | Failed | No verdict | Baseline | Change |\n|---|--:|--:|--:|--:|---|--:|';
      const delta = `${head}\n| ❌ tests pass | 72% | 18 | 7 | 0 | 80%: 8 of 10 runs scored at threshold 0.70, not counting the 25 judged here | \u22128 points |`;
      const why =
        'scorer tests pass: 72% is 8 points below its 80% over the last 30 days (max-drop-points 5)';

      const five = await gate({ 'min-pass-rate': '70%', 'max-drop-points': '5' });
      expect(five.code).toBe(1);
      expect(five.log).toContain(
        `::error::the gate failed: 18 of 25 runs passed (72%) — 1 scorer below the norm: ${why}`,
      );
      expect(five.outputs).toMatchObject({
        conclusion: 'failure',
        passed: '18',
        failed: '7',
        'delta-points': '-8',
        'cases-passed': '',
        'cases-total': '',
      });
      const failed = checks()[0]!;
      expect(failed.conclusion).toBe('failure');
      expect(failed.output.title).toBe('18 of 25 runs passed (72%) — 1 scorer below the norm');
      expect(failed.output.summary.split('\n\n').slice(2, 5)).toEqual([
        `${lead} (\`max-drop-points\` 5: a scorer more points below it fails the gate). A run without a verdict counts as failed.`,
        delta,
        `Below the norm, so the gate fails: ${why}.`,
      ]);
      expect(five.summary).toContain(delta);
      // The chart under it is the service's own count, the pull request's verdicts in it.
      expect(failed.output.summary).toContain('74.3% (26 of 35 scored runs)');

      const ten = await gate({ 'min-pass-rate': '70%', 'max-drop-points': '10' });
      expect(ten.code).toBe(0);
      expect(ten.outputs).toMatchObject({ conclusion: 'success', passed: '18', failed: '7' });
      const passed = checks()[1]!;
      expect(passed.conclusion).toBe('success');
      expect(passed.output.title).toBe('18 of 25 runs passed (72%)');
      expect(passed.output.summary.split('\n\n').slice(2, 4)).toEqual([
        `${lead} (\`max-drop-points\` 10: a scorer more points below it fails the gate). A run without a verdict counts as failed.`,
        delta.replace('❌ ', ''),
      ]);
      // One read of each scorer's pass rate per gate: the chart's.
      expect(world.sim.count('getScorerPassRate')).toBe(2);
    },
  );

  judged(
    'runs scored 0.5 against a history of 1.0: with threshold 0.5 and max-drop-points refused before any request; without the threshold 100 points below',
    async () => {
      const runs = [prRun('Half a fix'), prRun('Half a test')];
      const history = Array.from({ length: 6 }, (_, i) => prRun(`earlier ${i}`, { stamped: false }));
      world.sim.clock.advance(5000);
      for (const run of runs) score(run, 'partial');
      for (const run of history) {
        scoreRunDirectly(world.sim.sim, {
          runId: run.run_id,
          scorerId,
          classification: 'pass',
          attemptedAt: world.sim.sim.now() - 24 * 3600 * 1000,
        });
      }
      const before = world.sim.requests.length;
      const refused = await gate({ threshold: '0.5', 'max-drop-points': '5' });
      expect(refused.code).toBe(1);
      expect(refused.log).toContain(
        '::error::Input "threshold": cannot be used with `max-drop-points`: the service counts each scorer\'s pass rate over the window at the scorer\'s own threshold, so verdicts at another threshold cannot be held against it. Leave out `threshold` to compare with the norm, or `max-drop-points` to judge at your own threshold',
      );
      expect(world.sim.requests.slice(before)).toEqual([]);
      expect(world.gh.requests).toEqual([]);

      const head =
        '| Scorer | Pass rate | Passed | Failed | No verdict | Baseline | Change |\n|---|--:|--:|--:|--:|---|--:|';
      const norm = `${head}\n| ❌ tests pass | 0% | 0 | 2 | 0 | 100%: 6 of 6 runs scored at threshold 0.70, not counting the 2 judged here | \u2212100 points |`;
      const strict = await gate({ 'min-pass-rate': '0', 'max-drop-points': '5' });
      expect(strict.code).toBe(1);
      expect(strict.log).toContain(
        '::error::the gate failed: 0 of 2 runs passed (0%) — 1 scorer below the norm: scorer tests pass: 0% is 100 points below its 100% over the last 30 days (max-drop-points 5)',
      );
      expect(checks()[0]!.output.summary.split('\n\n')[3]).toBe(norm);

      // The threshold alone: the table passes them at 0.5; the norm, counted at the scorer's 0.7, is not compared.
      const lenient = await gate({ threshold: '0.5' });
      expect(lenient.code).toBe(0);
      expect(lenient.outputs).toMatchObject({
        conclusion: 'success',
        passed: '2',
        failed: '0',
        'delta-points': '',
      });
      expect(checks()[1]!.output.summary.split('\n\n').slice(2, 4)).toEqual([
        "Baseline: the norm, each scorer's pass rate over the last 30 days as the service counts it, at the scorer's own threshold, less the runs judged here (shown only: no `max-drop-points`). A run without a verdict counts as failed.",
        `${head}\n| tests pass | 100% | 2 | 0 | 0 | not compared: the verdicts here are at \`threshold\` 0.50, the norm at the scorer's own 0.70 | — |`,
      ]);
    },
  );

  judged(
    'the command line: --threshold with --max-drop-points exits 2 before any request; --max-drop-points alone exits 1 with the norm in its report and its JUnit file',
    async () => {
      const runs = [prRun('Half a fix'), prRun('Half a test')];
      const history = Array.from({ length: 6 }, (_, i) => prRun(`earlier ${i}`, { stamped: false }));
      world.sim.clock.advance(5000);
      for (const run of runs) score(run, 'partial');
      for (const run of history) {
        scoreRunDirectly(world.sim.sim, {
          runId: run.run_id,
          scorerId,
          classification: 'pass',
          attemptedAt: world.sim.sim.now() - 24 * 3600 * 1000,
        });
      }
      const env = { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: world.sim.url };
      const ids = runs.map((r) => r.run_id).join(',');
      const before = world.sim.requests.length;
      const refused = await runCli(
        ['gate', '--run-ids', ids, '--factory', 'fac_web', '--threshold', '0.5', '--max-drop-points', '5'],
        { env },
      );
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(
        "--threshold: cannot be used with `--max-drop-points`: the service counts each scorer's pass rate over the window at the scorer's own threshold, so verdicts at another threshold cannot be held against it. Leave out `--threshold` to compare with the norm, or `--max-drop-points` to judge at your own threshold",
      );
      expect(world.sim.requests.slice(before)).toEqual([]);

      const dir = scratch();
      const junit = join(dir, 'gate.xml');
      const strict = await runCli(
        [
          'gate',
          '--run-ids',
          ids,
          '--factory',
          'fac_web',
          '--min-pass-rate',
          '0',
          '--max-drop-points',
          '5',
          '--junit',
          junit,
        ],
        { env },
      );
      expect(strict.code).toBe(1);
      expect(strict.stdout).toContain(
        '| ❌ tests pass | 0% | 0 | 2 | 0 | 100%: 6 of 6 runs scored at threshold 0.70, not counting the 2 judged here | \u2212100 points |',
      );
      expect(strict.stderr).toContain(
        'the gate failed: 0 of 2 runs passed (0%) — 1 scorer below the norm: scorer tests pass: 0% is 100 points below its 100% over the last 30 days (max-drop-points 5)',
      );
      const xml = readFileSync(junit, 'utf8');
      expect(xml.split('\n').slice(3, 18)).toEqual([
        '    <properties>',
        '      <property name="baseline" value="norm"/>',
        '      <property name="baseline_window_days" value="30"/>',
        '      <property name="baseline_threshold" value="0.7"/>',
        '      <property name="baseline_pass_rate" value="1"/>',
        '      <property name="baseline_passed" value="6"/>',
        '      <property name="baseline_total" value="6"/>',
        '      <property name="baseline_excluded" value="2"/>',
        '      <property name="pass_rate" value="0"/>',
        '      <property name="passed" value="0"/>',
        '      <property name="failed" value="2"/>',
        '      <property name="no_verdict" value="0"/>',
        '      <property name="delta_points" value="-100"/>',
        '      <property name="max_drop_points" value="5"/>',
        '    </properties>',
      ]);
    },
  );

  judged('max-drop-points that is not a number of points: a clear error, no request', async () => {
    // The scorer made for the test was the last request.
    const before = world.sim.requests.length;
    const result = await gate({ 'max-drop-points': '5%' });
    expect(result.code).toBe(1);
    expect(result.log).toContain(
      '::error::Input "max-drop-points": must be a number of percentage points from 0 to 100, e.g. 5 or 2.5, got "5%"',
    );
    expect(world.sim.requests.slice(before)).toEqual([]);
    expect(checks()).toEqual([]);
  });

  judged('a run without a live score is judged now: dispatched, waited for, counted', async () => {
    const a = prRun('Fix the parser');
    world.sim.clock.advance(5000);
    setJudge(world.sim.sim, () => ({ classification: 'pass', reason: 'All green.' }));
    const result = await gate();
    expect(result.code).toBe(0);
    const dispatches = world.sim.requests.filter((r) => r.operation === 'dispatchRunScoring');
    expect(dispatches.map((r) => JSON.parse(r.body))).toEqual([
      { targets: [{ run_id: a.run_id, scorer_id: scorerId }] },
    ]);
    // The judge run reported its verdict with its own key, not ours.
    const reports = world.sim.requests.filter((r) => r.operation === 'reportRunScores');
    expect(reports).toHaveLength(1);
    expect(reports[0]!.headers.authorization).not.toBe(`Bearer ${API_KEY}`);
    expect(checks()[0]!.conclusion).toBe('success');
    expect(checks()[0]!.output.summary).toContain('All green.');
    expect(checks()[0]!.output.summary).toContain('dispatched');
  });

  judged('a judge attempt that fails is shown and counts as not passed', async () => {
    prRun('Fix the parser');
    world.sim.clock.advance(5000);
    setJudge(world.sim.sim, () => ({ fail: 'the judge model timed out' }));
    const result = await gate();
    expect(result.code).toBe(1);
    expect(checks()[0]!.conclusion).toBe('failure');
    expect(checks()[0]!.output.summary).toContain('failed judge');
    expect(JSON.parse(result.outputs.results!)[0].verdict).toBe('error');
  });

  it('no runs belong to the pull request: neutral', async () => {
    const result = await gate();
    expect(result.code).toBe(0);
    expect(checks()[0]).toMatchObject({ conclusion: 'neutral' });
    expect(checks()[0]!.output.title).toBe('No runs to judge');
    expect(result.outputs).toMatchObject({
      conclusion: 'neutral',
      passed: '0',
      failed: '0',
      'pass-rate': '',
    });
  });

  judged(
    "a fork's read-only token cannot write checks: the job summary and the step result carry the gate",
    async () => {
      const a = prRun('Fix the parser');
      world.sim.clock.advance(5000);
      score(a, 'fail', 'Broken.');
      const result = await gate({}, { githubToken: 'ghs_fork_token' });
      expect(result.code).toBe(1);
      expect(world.gh.requests.filter((r) => r.operationId === 'checks/create').map((r) => r.status)).toEqual(
        [403],
      );
      expect(checks()).toHaveLength(0);
      expect(result.stdout).toContain('::warning::cannot create a check run with this token (403');
      expect(result.summary).toContain('Broken.');
      expect(result.outputs).toMatchObject({ conclusion: 'failure', 'check-run-url': '' });
    },
  );

  judged('a PATCHed threshold is the one used', async () => {
    const a = prRun('Fix the parser');
    world.sim.clock.advance(5000);
    score(a, 'partial');
    expect((await gate()).outputs.conclusion).toBe('failure');
    await client.scorers.update(scorerId, { threshold: 0.4 });
    const result = await gate();
    expect(result.outputs.conclusion).toBe('success');
    expect(JSON.parse(result.outputs.results!)[0]).toMatchObject({
      score: 0.5,
      threshold: 0.4,
      verdict: 'pass',
    });
  });

  judged('250 runs: result pages and reasons in batches of 100, requests growing by pages', async () => {
    const runs = Array.from({ length: 250 }, (_, i) => prRun(`run ${i}`));
    world.sim.clock.advance(5000);
    runs.forEach((r, i) => score(r, i % 10 === 0 ? 'fail' : 'pass'));
    const result = await gate({ 'fail-on-gate': 'false' });
    expect(result.outputs).toMatchObject({ conclusion: 'failure', passed: '225', failed: '25' });
    const reasons = world.sim.requests.filter((r) => r.operation === 'getScorerResultReasons');
    expect(reasons.map((r) => new URLSearchParams(r.query).getAll('run_id').length)).toEqual([100, 100, 50]);
    expect(world.sim.count('listScorerResults')).toBe(3);
    expect(world.sim.count('getRunScores')).toBe(0);
    expect(world.sim.count('dispatchRunScoring')).toBe(0);
    expect(checks()[0]!.output.summary.length).toBeLessThanOrEqual(65_535);
  });
});

describe('a nightly gate on the pass rate', () => {
  it('without a pull request, the scorer pass rate over the window is held against min-pass-rate', async () => {
    const runs = Array.from({ length: 10 }, (_, i) => prRun(`nightly ${i}`, { stamped: false }));
    world.sim.clock.advance(5000);
    runs.forEach((r, i) => score(r, i < 8 ? 'pass' : 'fail'));
    const nightly = (min: string) =>
      runStep({
        inputs: inputs(world, {
          command: 'gate',
          scorer: 'tests pass',
          'min-pass-rate': min,
          'group-by': 'week',
        }),
        eventName: 'schedule',
        payload: { schedule: '0 3 * * *' },
        apiUrl: world.gh.url,
      });
    const ok = await nightly('0.8');
    if (interfaceOnly()) {
      // The interface shows no scorer's name: a scorer named by name is not found, and the error lists the ids.
      expect(ok.code).toBe(1);
      expect(ok.stdout).toContain(
        `::error::scorer "tests pass" was not found; the key's scorers: ${scorerId}\n`,
      );
      return;
    }
    expect([ok.code, ok.outputs.conclusion, ok.outputs['pass-rate']]).toEqual([0, 'success', '0.8']);
    expect(ok.summary).toContain('xychart-beta');
    const high = await nightly('0.9');
    expect([high.code, high.outputs.conclusion]).toEqual([1, 'failure']);
    expect(world.gh.requests.filter((r) => r.operationId?.startsWith('checks/'))).toHaveLength(0);
  });

  it.each([
    [
      { command: 'gate' },
      'Input "scorer": name the scorers to judge with (ids or names), or give the factory whose scorers judge (input "factory")',
    ],
    [
      { command: 'gate', factory: 'fac_web', threshold: '7' },
      'Input "threshold": must be a number from 0 to 1 (or a percentage such as 80%), got "7"',
    ],
    [
      { command: 'gate', factory: 'fac_web', 'group-by': 'year' },
      'Input "group-by": must be day, week or month, got "year"',
    ],
    [
      { command: 'gate', factory: 'fac_web', 'pass-rate-window': '400' },
      'Input "pass-rate-window": 400 days by day is more than the 365 periods the service draws',
    ],
    [
      { command: 'gate', factory: 'fac_web', 'head-sha': 'abc' },
      'Input "head-sha": "abc" is not a 40-character commit SHA',
    ],
    [
      { command: 'gate', factory: 'fac_web', 'pull-request': '#2' },
      'Input "pull-request": must be a whole number from 1 to 1000000000, got "#2"',
    ],
    [{ command: 'gate', scorer: 'nope' }, 'scorer "nope" was not found'],
  ])('bad input %j', async (extra, message) => {
    const result = await runStep({
      inputs: inputs(world, extra as Record<string, string>),
      eventName: 'schedule',
      payload: {},
      apiUrl: world.gh.url,
    });
    expect(result.code).toBe(1);
    expect(result.log).toContain(`::error::${message}`);
  });
});

describe.runIf(interfaceOnly())('against the interface alone', () => {
  it("a scorer's result names no run: the gate fails saying which field it needs, having judged nothing", async () => {
    const a = prRun('Fix the parser');
    world.sim.clock.advance(5000);
    score(a, 'pass');
    const result = await gate({ 'run-ids': a.run_id, scorer: String(scorerId), factory: '' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error::listScorerResults answered a wrong shape: results[0].run_id: expected string, got undefined (missing)\n',
    );
    expect(result.stdout).not.toContain('TypeError');
    expect(result.outputs.conclusion).toBeUndefined();
    expect(world.sim.count('dispatchRunScoring')).toBe(0);
  });

  it('the pass rate shows no field: on a pull request the chart is left out with a warning', async () => {
    const result = await gate();
    expect(result.code).toBe(0);
    expect(result.outputs.conclusion).toBe('neutral');
    expect(result.stdout).toContain(
      `::warning::the pass rate of scorer ${scorerId} (#${scorerId}) is left out of the report: getScorerPassRate answered a wrong shape: pass_rate: expected number or null, got undefined (missing)\n`,
    );
    expect(checks()[0]!.output.summary).not.toContain('xychart-beta');
  });
});
