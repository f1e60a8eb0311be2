/**
 * `command: gate` in process (src/commands/gate.ts): a Step from test/helpers/step.ts on the simulator and the fake
 * GitHub. What the gate judges (the
 * pull request of the event or of the input, the given runs, or the window alone), the check run it starts and
 * completes, the job summary, the gate comment kept up to date, the outputs, the step failing, and the wait for
 * judges on the clock the command is given.
 */
import { getOctokit } from '../helpers/octokit.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { ResultList, RESULTS_MAX_BYTES, gateCommand } from '../../src/commands/gate.ts';
import { judgeClock } from '../flow/judge-clock.ts';
import { GateError } from '../../src/flow/gate.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import type { GateCommandInputs, GateInputs } from '../../src/inputs.ts';
import { decodeMarker } from '../../src/render/marker.ts';
import { readRecord } from '../../src/render/gate-record.ts';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { payload } from '../helpers/command-world.ts';
import { localStep } from '../helpers/step.ts';
import { scoreRunDirectly, setJudge } from '../simulator/routes/scorers.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import type { SimRun } from '../simulator/state.ts';
import { API_KEY, createTestScorer, seedThreads, type World } from '../e2e/setup.ts';

const DAY = 24 * 3600 * 1000;
const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
/** When the example pull request #2 was opened (its webhook payload). */
const OPENED = Date.parse('2019-05-15T15:20:33Z');

let sim: SimulatorHandle;
let gh: FakeGitHub;
let client: CloudAgentClient;
let scorerId: number;
const steps: { close(): Promise<void> }[] = [];

beforeEach(async () => {
  // The check run's warnings go to the runner's log (stdout): keep the test output clean.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  sim = await startSimulator({ apiKey: API_KEY });
  gh = await startFakeGitHub();
  gh.state.addToken('ghs_unit_token', { login: 'github-actions[bot]', installation: true });
  seedThreads({ sim, gh } as World);
  client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
  scorerId = await createTestScorer(client);
});
afterEach(async () => {
  for (const step of steps.splice(0)) await step.close();
  await client.close();
  await sim.close();
  await gh.close();
  vi.restoreAllMocks();
});

function gateInputs(gate: Partial<GateInputs> = {}, comment = true): GateCommandInputs {
  return {
    command: 'gate',
    apiKey: API_KEY,
    baseUrl: sim.url,
    githubToken: 'ghs_unit_token',
    comment,
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
      benchmarks: false,
      benchmarksFile: '.github/cloud-agent-benchmarks.yml',
      concurrency: 3,
      maxCredits: undefined,
      timeoutMinutes: 30,
      allowedPermissions: ['write', 'maintain', 'admin'],
      ...gate,
    },
  };
}

/**
 * A step on the opening of pull request #2 (or on `eventName` with `body`). Its repository speaks through a plain
 * Octokit: the action's own spaces writes a second apart (plugin-throttling), which would only make this slow.
 */
function step(options: { eventName?: string; body?: Record<string, unknown>; github?: boolean } = {}) {
  const made = localStep(
    { sim, gh },
    {
      eventName: options.eventName ?? 'pull_request',
      payload: options.body ?? payload('pull_request', 'opened'),
      apiKey: API_KEY,
      github: false,
    },
  );
  steps.push(made);
  const repository =
    options.github === false
      ? undefined
      : new GitHubRepository(
          getOctokit('ghs_unit_token', { baseUrl: gh.url }),
          made.trigger.repo,
          made.host.log,
        );
  return { ...made, repository };
}

/** An ended run of fac_web, stamped as a run of pull request #2 unless `stamped` is false. */
function prRun(title: string, stamped = true): SimRun {
  return sim.sim.createRun({
    teamUid: 'team_acme',
    creator: sim.sim.keys.get(API_KEY)!,
    prompt: title,
    title,
    factoryUid: 'fac_web',
    metadata: stamped ? { gh_repo: 'acme/app', gh_number: '2' } : {},
    script: {
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 100 },
      ],
    },
  });
}

const score = (run: SimRun, classification: string, reason = `Judged ${classification}.`) =>
  scoreRunDirectly(sim.sim, { runId: run.run_id, scorerId, classification, reason });

/** Two runs of PR #2, scored as given, the simulator moved past their end. */
function scored(...classifications: string[]): SimRun[] {
  const runs = classifications.map((_, i) => prRun(`run ${i}`));
  sim.clock.advance(5000);
  runs.forEach((run, i) => score(run, classifications[i]!));
  return runs;
}

const checkRequests = () =>
  gh.requests
    .filter((r) => r.operationId?.startsWith('checks/'))
    .map((r) => ({ operation: r.operationId, status: r.status, body: r.body as Record<string, unknown> }));
const passRateQueries = () =>
  sim.requests
    .filter((r) => r.operation === 'getScorerPassRate')
    .map((r) => Object.fromEntries(new URLSearchParams(r.query)));
const listRunQueries = () =>
  sim.requests.filter((r) => r.operation === 'listRuns').map((r) => [...new URLSearchParams(r.query)]);
/** Whether the time `iso` is from `from` to `to` (the command reads the real clock). */
const between = (iso: string, from: number, to: number) => Date.parse(iso) >= from && Date.parse(iso) <= to;
const gateComments = () => gh.state.commentsOf(2).filter((c) => c.body.includes('xychart-beta'));

describe('on a pull request', () => {
  it('all pass: a check started in progress, completed success; summary, comment, outputs and log', async () => {
    const [a, b] = scored('pass', 'pass');
    const s = step();
    const before = Date.now();
    await gateCommand(s, gateInputs());
    const after = Date.now();
    const checks = checkRequests();
    expect(checks.map((c) => [c.operation, c.status, c.body.status])).toEqual([
      ['checks/create', 201, 'in_progress'],
      ['checks/update', 200, 'completed'],
    ]);
    expect(checks[0]!.body).toMatchObject({
      name: 'Cloud agent scorers',
      head_sha: HEAD,
      details_url: 'https://github.com/acme/app/actions/runs/9001',
    });
    const summary = s.host.summaries[0]!;
    expect(s.host.summaries).toHaveLength(1);
    expect(checks[1]!.body).toMatchObject({
      conclusion: 'success',
      output: { title: '2 of 2 runs passed (100%)', summary },
    });
    expect(summary).toContain('---\nxychart-beta\n    title "Pass rate: tests pass (last 30 days, by day)"');
    const checkId = gh.state.checkRuns[0]!.id;
    const row = (runId: string) => ({
      run_id: runId,
      scorer_id: scorerId,
      scorer: 'tests pass',
      classification: 'pass',
      score: 1,
      threshold: 0.7,
      verdict: 'pass',
      // Runs that never had a session (they were never claimed): no link.
      session_link: null,
    });
    // The runs in the order the service listed them.
    const order = (JSON.parse(s.host.outputs.results!) as { run_id: string }[]).map((r) => r.run_id);
    expect([...order].sort()).toEqual([a!.run_id, b!.run_id].sort());
    expect(s.host.outputs).toEqual({
      conclusion: 'success',
      'pass-rate': '1',
      passed: '2',
      failed: '0',
      'check-run-url': `https://github.com/acme/app/runs/${checkId}`,
      results: JSON.stringify(order.map(row)),
      regressions: '[]',
      // No other run scored over the window: no change to tell.
      'delta-points': '',
      'cases-passed': '',
      'cases-total': '',
    });
    // The check records what it judged, signed, for a later gate whose baseline is this commit.
    expect(readRecord((checks[1]!.body.output as { text: string }).text, s.markerKey)).toEqual({
      v: 2,
      check: 'Cloud agent scorers',
      sha: HEAD,
      conclusion: 'success',
      runCount: 2,
      runs: order,
      scorers: [{ id: scorerId, threshold: 0.7, passed: 2, failed: 0, noVerdict: 0 }],
    });
    expect(s.host.lines).toEqual([
      `scorers: tests pass (#${scorerId}, threshold 0.7, version 1)`,
      'runs of pull request #2: 2',
      'check run "Cloud agent scorers": success (2 of 2 runs passed (100%))',
    ]);
    // The pull request's runs: from a week before it was opened; the trend: the last 30 days.
    expect(listRunQueries()[1]).toContainEqual(['created_after', new Date(OPENED - 7 * DAY).toISOString()]);
    expect(passRateQueries().map((q) => q.group_by_period)).toEqual(['day']);
    expect(between(passRateQueries()[0]!.start_date!, before - 30 * DAY, after - 30 * DAY)).toBe(true);
    expect(gh.requests.filter((r) => r.operationId === 'pulls/get')).toHaveLength(0);
    // The comment: the report with a link to the check run under its headline (the check's own summary has none),
    // and a marker under the key of the check name.
    const [comment] = gateComments();
    expect(gh.state.commentsOf(2)).toHaveLength(1);
    const [body, marker] = comment!.body.split('\n\n<!--');
    const parts = summary.split('\n\n');
    expect(`${body}`).toBe(
      [
        ...parts.slice(0, 2),
        `Details in the [check run](https://github.com/acme/app/runs/${checkId}).`,
        ...parts.slice(2),
      ].join('\n\n'),
    );
    expect(summary).not.toContain('[check run]');
    expect(marker).toBeDefined();
    expect(decodeMarker(comment!.body, s.markerKey)).toMatchObject({ v: 2, key: 'gate:Cloud agent scorers' });
  });

  it('a gate that stops before its verdict ends its check as failed, saying why; the step fails the same', async () => {
    const s = step();
    const error = await gateCommand(s, gateInputs({ factory: 'fac_nothing' })).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(GateError);
    const why = 'factory "fac_nothing" has no scorers: create one, or name scorers with `scorer`';
    expect((error as Error).message).toBe(why);
    expect(checkRequests().map((c) => [c.operation, c.status, c.body])).toEqual([
      ['checks/create', 201, expect.objectContaining({ status: 'in_progress' })],
      [
        'checks/update',
        200,
        expect.objectContaining({
          status: 'completed',
          conclusion: 'failure',
          output: {
            title: 'The gate stopped before its verdict',
            summary: `The gate stopped before its verdict: ${why}`,
          },
        }),
      ],
    ]);
    expect(s.host.outputs).toEqual({});
    expect(gateComments()).toEqual([]);
  });

  it("when that check cannot be ended either, a warning says so and the gate's own error stands", async () => {
    gh.faults.inject({ operationId: 'checks/update', status: 422, body: { message: 'Validation Failed' } });
    const s = step();
    const error = await gateCommand(s, gateInputs({ factory: 'fac_nothing' })).catch((err: unknown) => err);
    expect((error as Error).message).toMatch(/^factory "fac_nothing" has no scorers/);
    expect(s.host.lines.filter((l) => l.startsWith('warning: '))).toEqual([
      expect.stringMatching(
        /^warning: could not end the check run of the gate that stopped \(.*Validation Failed.*\); it stays in progress$/,
      ),
    ]);
  });

  it('a second gate updates its comment; another check name has its own', async () => {
    scored('pass');
    await gateCommand(step(), gateInputs());
    const [first] = gateComments();
    await gateCommand(step(), gateInputs());
    expect(gateComments().map((c) => c.id)).toEqual([first!.id]);
    await gateCommand(step(), gateInputs({ checkName: 'Style' }));
    expect(gateComments()).toHaveLength(2);
    expect(decodeMarker(gateComments()[1]!.body, step().markerKey)).toMatchObject({ key: 'gate:Style' });
  });

  it('a run fails: the check fails, the step fails with the title; the pass rate rounded to 4 places', async () => {
    scored('pass', 'fail', 'pass');
    const s = step();
    const error = await gateCommand(s, gateInputs()).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(GateError);
    expect((error as Error).message).toBe('the gate failed: 2 of 3 runs passed (66.7%)');
    expect(checkRequests()[1]!.body).toMatchObject({ conclusion: 'failure' });
    expect(s.host.outputs).toMatchObject({
      conclusion: 'failure',
      'pass-rate': '0.6667',
      passed: '2',
      failed: '1',
    });
  });

  it('two scorers: a run passes when both pass it; the title counts runs, and the judgements apart', async () => {
    const second = await createTestScorer(client);
    const [a, b] = [prRun('run a'), prRun('run b')];
    sim.clock.advance(5000);
    const judge = (run: SimRun, id: number, classification: string) =>
      scoreRunDirectly(sim.sim, { runId: run.run_id, scorerId: id, classification, reason: 'Judged.' });
    judge(a, scorerId, 'pass');
    judge(a, second, 'pass');
    judge(b, scorerId, 'pass');
    judge(b, second, 'fail');
    const s = step();
    // 3 of 4 judgements passed (75%), but 1 of 2 runs (50%): the gate holds the runs against the minimum.
    await gateCommand(s, gateInputs({ minPassRate: 0.75, failOnGate: false }));
    expect(checkRequests()[1]!.body).toMatchObject({
      conclusion: 'failure',
      output: { title: '1 of 2 runs passed (50%; 3 of 4 judgements)' },
    });
    expect(s.host.summaries[0]!.split('\n\n').slice(0, 2)).toEqual([
      '### ❌ 1 of 2 runs passed (50%; 3 of 4 judgements)',
      'Pass rate **50%** is below the minimum of **75%** (`min-pass-rate`). Judgements not passed: 1 below the threshold.',
    ]);
    expect(s.host.outputs).toMatchObject({
      conclusion: 'failure',
      'pass-rate': '0.5',
      passed: '1',
      failed: '1',
    });
    expect(JSON.parse(s.host.outputs.results!)).toHaveLength(4);
  });

  it('fail-on-gate false: a failed gate leaves the step green', async () => {
    scored('fail');
    const s = step();
    await gateCommand(s, gateInputs({ failOnGate: false }));
    expect(s.host.outputs).toMatchObject({
      conclusion: 'failure',
      'pass-rate': '0',
      passed: '0',
      failed: '1',
    });
  });

  it('a neutral gate does not fail the step', async () => {
    const s = step();
    await gateCommand(s, gateInputs());
    expect(s.host.outputs).toMatchObject({
      conclusion: 'neutral',
      'pass-rate': '',
      passed: '0',
      failed: '0',
    });
    expect(s.host.outputs.results).toBe('[]');
    expect(s.host.summaries[0]).toContain('No runs of the cloud agent belong to pull request #2.');
    expect(checkRequests()[1]!.body).toMatchObject({
      conclusion: 'neutral',
      output: { title: 'No runs to judge' },
    });
    expect(s.host.lines).toContain('runs of pull request #2: 0');
  });

  it('min-pass-rate: a share of failures passes the gate', async () => {
    scored('pass', 'pass', 'pass', 'fail');
    const s = step();
    await gateCommand(s, gateInputs({ minPassRate: 0.75 }));
    expect(s.host.outputs).toMatchObject({ conclusion: 'success', 'pass-rate': '0.75' });
  });

  it('the threshold input overrides the scorer threshold', async () => {
    scored('partial');
    const s = step();
    await gateCommand(s, gateInputs({ threshold: 0.5 }));
    expect(JSON.parse(s.host.outputs.results!)).toEqual([
      expect.objectContaining({ score: 0.5, threshold: 0.5, verdict: 'pass' }),
    ]);
  });

  it('head-sha and pull-request inputs: the check on that commit; a PR other than the event fetched', async () => {
    gh.state.addPullRequest({
      number: 5,
      title: 'Another',
      user: 'Codertocat',
      head: { ref: 'other', sha: 'a'.repeat(40) },
      base: { ref: 'master' },
      created_at: '2026-02-01T00:00:00Z',
    });
    const s = step();
    await gateCommand(s, gateInputs({ pullRequest: 5, headSha: 'b'.repeat(40) }));
    expect(checkRequests()[0]!.body).toMatchObject({ head_sha: 'b'.repeat(40) });
    // The event's pull request is #2: #5's opening time is read from GitHub.
    expect(gh.requests.filter((r) => r.operationId === 'pulls/get').map((r) => r.path)).toEqual([
      '/repos/acme/app/pulls/5',
    ]);
    expect(listRunQueries()[0]).toContainEqual(['metadata[gh_number]', '5']);
    expect(listRunQueries()[1]).toContainEqual([
      'created_after',
      new Date(Date.parse('2026-02-01T00:00:00Z') - 7 * DAY).toISOString(),
    ]);
    expect(s.host.summaries[0]).toContain('No runs of the cloud agent belong to pull request #5.');
  });

  it('the pull-request input on a schedule: head commit and opening time from GitHub', async () => {
    gh.state.addPullRequest({
      number: 7,
      title: 'Seven',
      user: 'Codertocat',
      head: { ref: 'seven', sha: 'c'.repeat(40) },
      base: { ref: 'master' },
      created_at: '2026-01-10T08:00:00Z',
    });
    const s = step({ eventName: 'schedule', body: { schedule: '0 3 * * *' } });
    await gateCommand(s, gateInputs({ pullRequest: 7 }));
    expect(gh.requests.filter((r) => r.operationId === 'pulls/get').map((r) => r.path)).toEqual([
      '/repos/acme/app/pulls/7',
    ]);
    expect(checkRequests()[0]!.body).toMatchObject({ head_sha: 'c'.repeat(40) });
    expect(listRunQueries()[1]).toContainEqual([
      'created_after',
      new Date(Date.parse('2026-01-10T08:00:00Z') - 7 * DAY).toISOString(),
    ]);
    expect(gh.state.commentsOf(7)).toHaveLength(1);
  });

  it('more runs than the report shows: the outputs count and list every one; the table says what it left out', async () => {
    // 700 rows of about 120 characters: more than the summary holds, and more entries than one chunk of results.
    const verdict = (i: number) => (i % 10 === 0 ? 'fail' : 'pass');
    const runs = Array.from({ length: 700 }, (_, i) =>
      prRun(`run ${i}, ${'with a title that is long '.repeat(2)}`),
    );
    sim.clock.advance(5000);
    runs.forEach((run, i) => score(run, verdict(i)));
    const s = step({ github: false });
    await gateCommand(s, gateInputs({ minPassRate: 0.5 }));
    const listed = JSON.parse(s.host.outputs.results!) as { run_id: string; verdict: string }[];
    expect(listed.map((r) => r.run_id).sort()).toEqual(runs.map((r) => r.run_id).sort());
    const entry = (r: { run_id: string; verdict: string }) => ({
      run_id: r.run_id,
      scorer_id: scorerId,
      scorer: 'tests pass',
      classification: r.verdict,
      score: r.verdict === 'pass' ? 1 : 0,
      threshold: 0.7,
      verdict: r.verdict,
      session_link: null,
    });
    expect(s.host.outputs.results).toBe(JSON.stringify(listed.map(entry)));
    expect(s.host.outputs).toMatchObject({ conclusion: 'success', passed: '630', failed: '70' });
    // Every not-passed row is shown, then as many passes as fit; the note counts the rest.
    const summary = s.host.summaries[0]!;
    const shown = summary.split('\n').filter((line) => line.startsWith('| run '));
    expect(shown.filter((line) => line.endsWith('| ❌ fail |'))).toHaveLength(70);
    const left = 700 - shown.length;
    expect(left).toBeGreaterThan(0);
    expect(summary).toContain(
      `_… and ${left.toLocaleString('en-US')} more runs (${left.toLocaleString('en-US')} passed, 0 not passed) left out: the summary is full._`,
    );
    expect(summary.length).toBeLessThanOrEqual(65_000);
  });

  it('without a repository: no check and no comment, the summary and outputs all the same', async () => {
    scored('pass');
    const s = step({ github: false });
    await gateCommand(s, gateInputs());
    expect(gh.requests).toEqual([]);
    expect(s.host.outputs).toMatchObject({ conclusion: 'success', 'check-run-url': '' });
    expect(s.host.summaries).toHaveLength(1);
    // No comment is tried (and none fails) without a way to GitHub.
    expect(s.host.lines.filter((l) => l.startsWith('warning: '))).toEqual([]);
    expect(listRunQueries()[1]).toContainEqual(['created_after', new Date(OPENED - 7 * DAY).toISOString()]);
  });

  it("without a repository, another pull request's runs are looked for from a week before now", async () => {
    const s = step({ github: false });
    const before = Date.now();
    await gateCommand(s, gateInputs({ pullRequest: 5 }));
    const after = Date.now();
    expect(gh.requests).toEqual([]);
    const since = listRunQueries()[1]!.find(([name]) => name === 'created_after')![1];
    expect(between(since, before - 7 * DAY, after - 7 * DAY)).toBe(true);
  });

  it('a check run that cannot be created: the comment says nothing of one', async () => {
    gh.faults.inject({
      operationId: 'checks/create',
      status: 403,
      body: { message: 'Resource not accessible by integration', status: '403' },
    });
    scored('pass');
    const s = step();
    await gateCommand(s, gateInputs());
    expect(checkRequests().map((c) => [c.operation, c.status])).toEqual([['checks/create', 403]]);
    const [comment] = gateComments();
    expect(comment!.body.split('\n\n<!--')[0]).toBe(s.host.summaries[0]);
    expect(comment!.body).not.toContain('check run');
    expect(s.host.outputs).toMatchObject({ conclusion: 'success', 'check-run-url': '' });
  });

  it('comment false: no gate comment', async () => {
    scored('pass');
    await gateCommand(step(), gateInputs({}, false));
    expect(gh.state.commentsOf(2)).toHaveLength(0);
    expect(checkRequests()).toHaveLength(2);
  });

  it("a read-only token: no check, a warning that the comment could not be written, the gate's result stands", async () => {
    gh.state.addToken('ghs_unit_token', { login: 'github-actions[bot]', installation: true, readOnly: true });
    scored('fail');
    const s = step();
    await expect(gateCommand(s, gateInputs())).rejects.toThrow('the gate failed: 0 of 1 run passed (0%)');
    expect(checkRequests().map((c) => c.status)).toEqual([403]);
    const warnings = s.host.lines.filter((l) => l.startsWith('warning: '));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toBe(
      "warning: cannot create a check run with this token (403: a fork's pull request gets a read-only token); the gate's result is in the job summary and this step's result. To get a real check, run the gate from a workflow_run workflow (see docs/gate.md).",
    );
    expect(warnings[1]).toMatch(/^warning: could not write the gate's comment on #2: \S/);
    expect(s.host.lines.some((l) => l.startsWith('check run'))).toBe(false);
    expect(s.host.outputs).toMatchObject({ conclusion: 'failure', 'check-run-url': '' });
  });

  it('no scorer covers the runs: nothing judged, said so; a scorer named judges them anyway', async () => {
    await client.scorers.update(scorerId, {
      scope_mode: 'selected_agents',
      agents: [{ uid: 'agt_reviewer', include_descendants: false }],
    });
    scored('pass');
    const s = step();
    await gateCommand(s, gateInputs());
    expect(s.host.summaries[0]).toContain("No scorer's scope covers these runs.");
    expect(s.host.outputs).toMatchObject({ conclusion: 'neutral', results: '[]' });
    const named = step();
    await gateCommand(named, gateInputs({ scorers: ['tests pass'], factory: undefined }));
    expect(named.host.outputs).toMatchObject({ conclusion: 'success', passed: '1' });
    expect(named.host.summaries[0]).not.toContain("No scorer's scope covers these runs.");
  });

  it('a run without a score: a judge dispatched and waited for on the given clock, within score-timeout-minutes', async () => {
    const run = prRun('Fix the parser');
    sim.clock.advance(5000);
    setJudge(sim.sim, () => ({ classification: 'pass', reason: 'All green.' }));
    const { sleeps, ...clock } = judgeClock(sim);
    const s = step();
    await gateCommand(s, gateInputs({ scoreTimeoutMinutes: 1 }), clock);
    expect(sleeps).toEqual([2000, 3000]);
    expect(JSON.parse(s.host.outputs.results!)).toEqual([
      {
        run_id: run.run_id,
        scorer_id: scorerId,
        scorer: 'tests pass',
        classification: 'pass',
        score: 1,
        threshold: 0.7,
        verdict: 'pass',
        session_link: null,
        dispatch: 'dispatched',
      },
    ]);
    expect(s.host.lines).toContain('asking for 1 judgement now (runs without a live score)');
    // The pass rate is read after the verdicts: the chart counts the one just given, as of the service's time.
    const end = sim.sim.now();
    const at = `${new Date(end).toISOString().slice(0, 10)} ${new Date(end).toISOString().slice(11, 16)} UTC`;
    expect(s.host.summaries[0]!.split('\n\n')).toContain(
      `Pass rate over the window, as the service counted it at ${at}: 100% (1 of 1 scored run) — minimum pass rate 100%`,
    );
  });

  it('score-timeout-minutes 0: no wait for the judges asked for', async () => {
    prRun('a');
    sim.clock.advance(5000);
    const s = step();
    await expect(gateCommand(s, gateInputs({ scoreTimeoutMinutes: 0 }))).rejects.toThrow(
      'the gate failed: 0 of 1 run passed (0%)',
    );
    expect(s.host.lines).toContain('1 judgement still in flight after the score timeout');
    expect(JSON.parse(s.host.outputs.results!)[0]).toMatchObject({
      verdict: 'pending',
      dispatch: 'dispatched',
    });
  });

  it('dispatch-judges false: no judge asked for, the run counts as an error', async () => {
    prRun('a');
    sim.clock.advance(5000);
    const s = step();
    await expect(gateCommand(s, gateInputs({ dispatchJudges: false }))).rejects.toThrow(GateError);
    expect(sim.count('dispatchRunScoring')).toBe(0);
    expect(JSON.parse(s.host.outputs.results!)[0]).toMatchObject({ verdict: 'error', score: null });
  });
});

describe('the judge runs of the regressed runs', () => {
  it('a judge run the service does not answer for: said in the log, its regression named without a scoring link', async () => {
    const run = prRun('Fix the parser');
    sim.clock.advance(5000);
    setJudge(sim.sim, () => ({ classification: 'fail', reason: 'The tests fail.' }));
    // The read of the judge run and its one retry (the service's hint: no wait); the gate reads no other run.
    sim.faults.inject({
      operation: 'getRun',
      times: 2,
      fault: {
        status: 503,
        headers: { 'retry-after-ms': '0' },
        body: { error_code: 'unavailable', detail: 'down for maintenance' },
      },
    });
    const s = step();
    await gateCommand(s, gateInputs({ failOnGate: false }), judgeClock(sim));
    const judgeRun = [...sim.sim.runs.values()].find((r) => r.source === 'RUN_SCORER')!;
    expect(sim.requests.filter((r) => r.operation === 'getRun').map((r) => [r.path, r.status])).toEqual([
      [`/api/v1/agent/runs/${judgeRun.run_id}`, 503],
      [`/api/v1/agent/runs/${judgeRun.run_id}`, 503],
    ]);
    expect(s.host.lines).toEqual([
      `scorers: tests pass (#${scorerId}, threshold 0.7, version 1)`,
      'runs of pull request #2: 1',
      'asking for 1 judgement now (runs without a live score)',
      `could not read the judge run ${judgeRun.run_id}: getRun failed (HTTP 503 unavailable): down for maintenance. The service had an internal problem; try again later`,
      'check run "Cloud agent scorers": failure (0 of 1 run passed (0%))',
    ]);
    expect(JSON.parse(s.host.outputs.regressions!)).toEqual([
      {
        run_id: run.run_id,
        title: 'Fix the parser',
        scorer_id: scorerId,
        scorer: 'tests pass',
        score: 0,
        threshold: 0.7,
        reason: 'The tests fail.',
        session_link: null,
        scoring_run_id: judgeRun.run_id,
      },
    ]);
    expect(s.host.summaries[0]).not.toContain('[scoring]');
  });
});

describe('what belongs to the pull request', () => {
  it('a run whose pull request artifact points at it counts, though not stamped', async () => {
    const run = sim.sim.createRun({
      teamUid: 'team_acme',
      creator: sim.sim.keys.get(API_KEY)!,
      prompt: 'p',
      title: 'By artifact',
      factoryUid: 'fac_web',
      script: {
        timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
        artifacts: [{ type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/2', branch: 'b' }],
      },
    });
    sim.clock.advance(5000);
    score(run, 'pass');
    const s = step();
    await gateCommand(s, gateInputs());
    expect(s.host.outputs).toMatchObject({ conclusion: 'success', passed: '1' });
    expect(s.host.lines).toContain('runs of pull request #2: 1');
  });

  it('a run both stamped and pointed at by its artifact is judged once; a scorer named twice judges once', async () => {
    const run = sim.sim.createRun({
      teamUid: 'team_acme',
      creator: sim.sim.keys.get(API_KEY)!,
      prompt: 'p',
      title: 'Both',
      factoryUid: 'fac_web',
      metadata: { gh_repo: 'acme/app', gh_number: '2' },
      script: {
        timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
        artifacts: [{ type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/2', branch: 'b' }],
      },
    });
    sim.clock.advance(5000);
    score(run, 'pass');
    const s = step();
    await gateCommand(s, gateInputs({ scorers: ['tests pass', String(scorerId)], factory: undefined }));
    expect(s.host.lines).toContain('runs of pull request #2: 1');
    expect(JSON.parse(s.host.outputs.results!)).toEqual([
      {
        run_id: run.run_id,
        scorer_id: scorerId,
        scorer: 'tests pass',
        classification: 'pass',
        score: 1,
        threshold: 0.7,
        verdict: 'pass',
        session_link: null,
      },
    ]);
    // Its results and reasons are read once; its pass rate is drawn as named.
    expect(sim.count('listScorerResults')).toBe(1);
    expect(sim.count('getScorerResultReasons')).toBe(1);
    expect(sim.count('getScorerPassRate')).toBe(2);
  });

  it('an issue event is not a pull request: the gate is on the pass rate alone', async () => {
    const s = step({ eventName: 'issues', body: payload('issues', 'opened') });
    await gateCommand(s, gateInputs({ minPassRate: 0 }));
    expect(gh.requests).toEqual([]);
    expect(sim.count('listRuns')).toBe(0);
    expect(s.host.summaries[0]).toContain(
      'The pass rate of the last 30 days, by day, against the minimum of 0%.',
    );
  });
});

describe('given runs', () => {
  it('judges the runs named, not the pull request, with no check or comment off a pull request', async () => {
    const [a] = scored('pass');
    const other = prRun('not stamped', false);
    sim.clock.advance(5000);
    score(other, 'partial');
    const s = step({ eventName: 'workflow_dispatch', body: { inputs: {} } });
    await expect(gateCommand(s, gateInputs({ runIds: [a!.run_id, other.run_id] }))).rejects.toThrow(
      'the gate failed: 1 of 2 runs passed (50%)',
    );
    expect(sim.requests.filter((r) => r.operation === 'getRun').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${a!.run_id}`,
      `/api/v1/agent/runs/${other.run_id}`,
    ]);
    expect(sim.count('listRuns')).toBe(0);
    expect(gh.requests).toEqual([]);
    expect(s.host.lines).toEqual([`scorers: tests pass (#${scorerId}, threshold 0.7, version 1)`]);
    expect(s.host.summaries[0]).not.toContain('No runs');
  });
});

describe('a gate on the pass rate alone', () => {
  const nightly = () => step({ eventName: 'schedule', body: { schedule: '0 3 * * *' } });

  it('the window against min-pass-rate, said in the note; no check, no comment', async () => {
    const runs = Array.from({ length: 4 }, (_, i) => prRun(`nightly ${i}`, false));
    sim.clock.advance(5000);
    runs.forEach((r, i) => score(r, i < 3 ? 'pass' : 'fail'));
    const s = nightly();
    const before = Date.now();
    await gateCommand(
      s,
      gateInputs({ minPassRate: 0.755, groupBy: 'week', windowDays: 14, failOnGate: false }),
    );
    const after = Date.now();
    expect(s.host.outputs).toMatchObject({
      conclusion: 'failure',
      passed: '3',
      failed: '1',
      'pass-rate': '0.75',
    });
    expect(s.host.summaries[0]).toContain(
      'The pass rate of the last 14 days, by week, against the minimum of 75.5%.',
    );
    // The chart: the scorer's pass rate, the minimum drawn as a line.
    expect(s.host.summaries[0]).toContain('tests pass');
    expect(s.host.summaries[0]).toContain('minimum pass rate 75.5%');
    expect(passRateQueries().map((q) => q.group_by_period)).toEqual(['week']);
    expect(between(passRateQueries()[0]!.start_date!, before - 14 * DAY, after - 14 * DAY)).toBe(true);
    expect(gh.requests).toEqual([]);
    expect(sim.count('listRuns')).toBe(0);
    const met = nightly();
    await gateCommand(met, gateInputs({ minPassRate: 0.75 }));
    expect(met.host.outputs).toMatchObject({ conclusion: 'success' });
    await expect(gateCommand(nightly(), gateInputs({ minPassRate: 0.8 }))).rejects.toThrow(
      'the gate failed: 3 of 4 runs passed (75%)',
    );
  });
});

describe('answers of another shape (the fields the gate reads, and what it does without)', () => {
  it('a pass rate it cannot read: on a pull request the chart is left out, said in a warning; the verdicts stand', async () => {
    scored('pass');
    sim.faults.inject({
      operation: 'getScorerPassRate',
      fault: { raw: JSON.stringify({ pass_rate: 'high' }) },
    });
    const s = step();
    await gateCommand(s, gateInputs());
    expect(s.host.outputs).toMatchObject({ conclusion: 'success', passed: '1' });
    expect(s.host.lines).toContain(
      `warning: the pass rate of tests pass (#${scorerId}) is left out of the report: getScorerPassRate answered a wrong shape: pass_rate: expected number or null, got string`,
    );
    expect(s.host.summaries[0]).not.toContain('xychart-beta');
  });

  it('a pass rate it cannot read fails a gate that stands on it (no pull request)', async () => {
    sim.faults.inject({
      operation: 'getScorerPassRate',
      fault: { raw: JSON.stringify({ pass_rate: 'high' }) },
    });
    await expect(
      gateCommand(step({ eventName: 'schedule', body: { schedule: '0 3 * * *' } }), gateInputs()),
    ).rejects.toThrow(
      'getScorerPassRate answered a wrong shape: pass_rate: expected number or null, got string',
    );
  });

  it('scorers without names are shown by id; one of selected agents without its agents judges nothing, said so', async () => {
    await client.scorers.update(scorerId, {
      scope_mode: 'selected_agents',
      agents: [{ uid: 'agt_reviewer', include_descendants: false }],
    });
    scored('pass');
    const listed = (await client.scorers.list()).scorers[0]!;
    const bare: Record<string, unknown> = { ...listed };
    delete bare.name;
    delete bare.agents;
    sim.faults.inject({ operation: 'listScorers', fault: { raw: JSON.stringify({ scorers: [bare] }) } });
    const s = step();
    await gateCommand(s, gateInputs());
    expect(s.host.lines).toContain(`scorers: scorer ${scorerId} (#${scorerId}, threshold 0.7, version 2)`);
    expect(s.host.lines).toContain(
      `warning: scorer ${scorerId} (#${scorerId}) judges the runs of selected agents, but the service did not say which: it judges none here (name it with \`scorer\` to judge every run with it)`,
    );
    expect(s.host.outputs).toMatchObject({ conclusion: 'neutral', results: '[]' });
  });
});

describe('against the norm: each scorer here against its pass rate over the window (max-drop-points)', () => {
  /**
   * Pull request #2: 2 of 4 runs pass (50%). The window's history: 10 other runs scored two days ago, 8 passing.
   * The service counts 10 of 14 (71.4%) with the pull request's own verdicts; the norm, without them, is 8 of 10
   * (80%): 30 points below.
   */
  function fiftyAgainstEighty(): void {
    const history = Array.from({ length: 10 }, (_, i) => prRun(`earlier ${i}`, false));
    scored('pass', 'fail', 'pass', 'fail');
    history.forEach((run, i) =>
      scoreRunDirectly(sim.sim, {
        runId: run.run_id,
        scorerId,
        classification: i < 8 ? 'pass' : 'fail',
        attemptedAt: sim.sim.now() - 2 * DAY,
      }),
    );
  }
  const LEAD =
    "Baseline: the norm, each scorer's pass rate over the last 30 days as the service counts it, at the scorer's own threshold, less the runs judged here";
  const RULE = (max: number) => `(\`max-drop-points\` ${max}: a scorer more points below it fails the gate)`;
  const AFTER = 'A run without a verdict counts as failed.';
  const HEAD =
    '| Scorer | Pass rate | Passed | Failed | No verdict | Baseline | Change |\n|---|--:|--:|--:|--:|---|--:|';
  const OTHERS = '80%: 8 of 10 runs scored at threshold 0.70, not counting the 4 judged here';
  const NORM_LINE = `${HEAD}\n| ❌ tests pass | 50% | 2 | 2 | 0 | ${OTHERS} | \u221230 points |`;
  const WHY = 'scorer tests pass: 50% is 30 points below its 80% over the last 30 days (max-drop-points 29)';

  it('30 points below with max-drop-points 29: the gate fails, the check and the step say why; one read of the pass rate', async () => {
    fiftyAgainstEighty();
    const s = step();
    const error = await gateCommand(s, gateInputs({ minPassRate: 0.5, maxDropPoints: 29 })).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(GateError);
    expect((error as GateError).outcome).toBe('gate-failed');
    const title = '2 of 4 runs passed (50%) — 1 scorer below the norm';
    expect((error as Error).message).toBe(`the gate failed: ${title}: ${WHY}`);
    const summary = s.host.summaries[0]!;
    expect(checkRequests()[1]!.body).toMatchObject({ conclusion: 'failure', output: { title, summary } });
    expect(summary.split('\n\n').slice(0, 5)).toEqual([
      `### ❌ ${title}`,
      'Pass rate **50%** meets the minimum of **50%** (`min-pass-rate`). Not passed: 2 below the threshold.',
      `${LEAD} ${RULE(29)}. ${AFTER}`,
      NORM_LINE,
      `Below the norm, so the gate fails: ${WHY}.`,
    ]);
    expect(s.host.outputs).toMatchObject({
      conclusion: 'failure',
      'pass-rate': '0.5',
      passed: '2',
      failed: '2',
      'delta-points': '-30',
    });
    // The one read of the pass rate the chart takes: the window from 30 days before now, by day.
    expect(passRateQueries()).toEqual([{ start_date: expect.any(String), group_by_period: 'day' }]);
    // The chart is the service's count, the pull request's verdicts in it.
    expect(summary).toContain('71.4% (10 of 14 scored runs)');
  });

  it('exactly 30 points below with max-drop-points 30 passes, the delta shown', async () => {
    fiftyAgainstEighty();
    const s = step();
    await gateCommand(s, gateInputs({ minPassRate: 0.5, maxDropPoints: 30 }));
    expect(checkRequests()[1]!.body).toMatchObject({
      conclusion: 'success',
      output: { title: '2 of 4 runs passed (50%)' },
    });
    expect(s.host.summaries[0]!.split('\n\n').slice(2, 4)).toEqual([
      `${LEAD} ${RULE(30)}. ${AFTER}`,
      NORM_LINE.replace('❌ ', ''),
    ]);
    expect(s.host.summaries[0]).not.toContain('Below the norm');
  });

  it('without max-drop-points: the verdict as before, the comparison shown', async () => {
    fiftyAgainstEighty();
    const s = step();
    await gateCommand(s, gateInputs({ minPassRate: 0.5 }));
    expect(s.host.outputs).toMatchObject({ conclusion: 'success' });
    expect(s.host.summaries[0]!.split('\n\n').slice(2, 4)).toEqual([
      `${LEAD} (shown only: no \`max-drop-points\`). ${AFTER}`,
      NORM_LINE.replace('❌ ', ''),
    ]);
    expect(sim.count('getScorerPassRate')).toBe(1);
  });

  /** Pull request #2: 2 runs scored 0.5 (partial); the window's history: 6 other runs scored 1 (pass) a day ago. */
  function halvesAgainstOnes(): void {
    const history = Array.from({ length: 6 }, (_, i) => prRun(`earlier ${i}`, false));
    scored('partial', 'partial');
    for (const run of history) {
      scoreRunDirectly(sim.sim, {
        runId: run.run_id,
        scorerId,
        classification: 'pass',
        attemptedAt: sim.sim.now() - DAY,
      });
    }
  }

  it("runs scored 0.5 against a history of 1.0: 0% against 100% at the scorer's 0.7, with or without the gate's threshold", async () => {
    halvesAgainstOnes();
    const strict = step();
    const error = await gateCommand(strict, gateInputs({ minPassRate: 0, maxDropPoints: 5 })).catch(
      (err: unknown) => err,
    );
    expect((error as Error).message).toBe(
      'the gate failed: 0 of 2 runs passed (0%) — 1 scorer below the norm: scorer tests pass: 0% is 100 points below its 100% over the last 30 days (max-drop-points 5)',
    );
    const norm = `${HEAD}\n| ❌ tests pass | 0% | 0 | 2 | 0 | 100%: 6 of 6 runs scored at threshold 0.70, not counting the 2 judged here | \u2212100 points |`;
    expect(strict.host.summaries[0]!.split('\n\n').slice(2, 4)).toEqual([
      `${LEAD} ${RULE(5)}. ${AFTER}`,
      norm,
    ]);

    // With threshold 0.5 the table passes them; the norm, counted at the scorer's 0.7, is not compared with them.
    const lenient = step();
    await gateCommand(lenient, gateInputs({ minPassRate: 1, threshold: 0.5 }));
    expect(lenient.host.outputs).toMatchObject({
      conclusion: 'success',
      passed: '2',
      failed: '0',
      'delta-points': '',
    });
    expect(lenient.host.summaries[0]!.split('\n\n').slice(0, 4)).toEqual([
      '### ✅ 2 of 2 runs passed (100%)',
      'Pass rate **100%** meets the minimum of **100%** (`min-pass-rate`).',
      `${LEAD} (shown only: no \`max-drop-points\`). ${AFTER}`,
      `${HEAD}\n| tests pass | 100% | 2 | 0 | 0 | not compared: the verdicts here are at \`threshold\` 0.50, the norm at the scorer's own 0.70 | — |`,
    ]);
  });

  it('two scorers: each against its own window, in the order named; only the one below fails', async () => {
    const second = await createTestScorer(client);
    const runs = [prRun('run a'), prRun('run b')];
    sim.clock.advance(5000);
    for (const run of runs) {
      scoreRunDirectly(sim.sim, { runId: run.run_id, scorerId, classification: 'pass' });
      scoreRunDirectly(sim.sim, {
        runId: run.run_id,
        scorerId: second,
        classification: run === runs[0] ? 'pass' : 'fail',
      });
    }
    const earlier = prRun('earlier', false);
    scoreRunDirectly(sim.sim, {
      runId: earlier.run_id,
      scorerId: second,
      classification: 'pass',
      attemptedAt: sim.sim.now() - DAY,
    });
    scoreRunDirectly(sim.sim, {
      runId: earlier.run_id,
      scorerId,
      classification: 'fail',
      attemptedAt: sim.sim.now() - DAY,
    });
    const s = step();
    const error = await gateCommand(
      s,
      gateInputs({ scorers: [String(second), String(scorerId)], minPassRate: 0, maxDropPoints: 10 }),
    ).catch((err: unknown) => err);
    // The second: 1 of 2 here (50%) against the one other run, passing (100%); the first: 2 of 2 against the one
    // other run, failing (0%). The service counts each window with the two runs here in it (2 of 3).
    expect((error as Error).message).toBe(
      'the gate failed: 1 of 2 runs passed (50%; 3 of 4 judgements) — 1 scorer below the norm: scorer tests pass: 50% is 50 points below its 100% over the last 30 days (max-drop-points 10)',
    );
    expect(s.host.summaries[0]!.split('\n\n')[3]).toBe(
      `${HEAD}\n| ❌ tests pass | 50% | 1 | 1 | 0 | 100%: 1 of 1 run scored at threshold 0.70, not counting the 2 judged here | \u221250 points |\n| tests pass | 100% | 2 | 0 | 0 | 0%: 0 of 1 run scored at threshold 0.70, not counting the 2 judged here | +100 points |`,
    );
    expect(s.host.outputs['delta-points']).toBe('-50');
    expect(sim.requests.filter((r) => r.operation === 'getScorerPassRate').map((r) => r.path)).toEqual([
      `/api/v1/factory/scorers/${second}/metrics/pass-rate`,
      `/api/v1/factory/scorers/${scorerId}/metrics/pass-rate`,
    ]);
  });

  it('a window without scored runs (pass_rate null): no comparison, said so; the gate does not fail on it', async () => {
    scored('pass', 'fail');
    sim.faults.inject({
      operation: 'getScorerPassRate',
      fault: { raw: JSON.stringify(emptyWindow(null)) },
    });
    const s = step();
    await gateCommand(s, gateInputs({ minPassRate: 0.5, maxDropPoints: 0 }));
    expect(s.host.outputs).toMatchObject({ conclusion: 'success' });
    expect(s.host.summaries[0]!.split('\n\n')[3]).toBe(
      `${HEAD}\n| tests pass | 50% | 1 | 1 | 0 | no other run scored at threshold 0.70 | — |`,
    );
  });

  it('a pass rate that is no share (1.5): a service error with max-drop-points, the check ended; without it a warning', async () => {
    scored('pass');
    sim.faults.inject({ operation: 'getScorerPassRate', fault: { raw: JSON.stringify(emptyWindow(1.5)) } });
    const s = step();
    const error = await gateCommand(s, gateInputs({ maxDropPoints: 5 })).catch((err: unknown) => err);
    const problem = `tests pass (#${scorerId}) has a pass rate of 1.5 over the last 30 days, not a share from 0 to 1`;
    expect(error).toBeInstanceOf(GateError);
    expect((error as GateError).outcome).toBe('service');
    expect((error as Error).message).toBe(
      `the service answered that ${problem}: the gate cannot hold the verdicts against it`,
    );
    expect(checkRequests()[1]!.body).toMatchObject({
      conclusion: 'failure',
      output: { title: 'The gate stopped before its verdict' },
    });
    sim.faults.inject({ operation: 'getScorerPassRate', fault: { raw: JSON.stringify(emptyWindow(1.5)) } });
    const shown = step();
    await gateCommand(shown, gateInputs());
    expect(shown.host.lines).toContain(
      `warning: the service answered that ${problem}: it is compared with nothing`,
    );
    expect(shown.host.outputs).toMatchObject({ conclusion: 'success' });
    expect(shown.host.summaries[0]!.split('\n\n')[3]).toBe(
      `${HEAD}\n| tests pass | 100% | 1 | 0 | 0 | not compared: its pass rate over the last 30 days could not be read | — |`,
    );
    // A gate on the window alone compares no verdicts with it: max-drop-points changes nothing there.
    sim.faults.inject({ operation: 'getScorerPassRate', fault: { raw: JSON.stringify(emptyWindow(1.5)) } });
    const nightly = step({ eventName: 'schedule', body: { schedule: '0 3 * * *' } });
    await gateCommand(nightly, gateInputs({ maxDropPoints: 5 }));
    expect(nightly.host.outputs).toMatchObject({ conclusion: 'neutral' });
    expect(nightly.host.lines.filter((line) => line.includes('pass rate of 1.5'))).toEqual([]);
    expect(nightly.host.summaries[0]).not.toContain('Baseline:');
  });

  it('a pass rate it cannot read fails a gate with max-drop-points (it stands on it)', async () => {
    scored('pass');
    sim.faults.inject({
      operation: 'getScorerPassRate',
      fault: { raw: JSON.stringify({ pass_rate: 'high' }) },
    });
    await expect(gateCommand(step(), gateInputs({ maxDropPoints: 5 }))).rejects.toThrow(
      'getScorerPassRate answered a wrong shape: pass_rate: expected number or null, got string',
    );
  });
});

/** A pass-rate answer of the contract's shape over an empty series, with the pass rate given. */
function emptyWindow(passRate: number | null) {
  return {
    scorer_id: scorerId,
    start_date: new Date(Date.now() - 30 * DAY).toISOString(),
    end_date: new Date().toISOString(),
    group_by_period: 'day',
    pass_rate: passRate,
    pass_count: 0,
    fail_count: 0,
    series: [],
  };
}

describe('the results output', () => {
  it('a gate whose judgements pass the room of an output: the first that fit listed, the rest counted in the log', async () => {
    // Twelve judgements of about 100 kB each (a scorer of a very long name): nine fit in 1 MB.
    const name = 'n'.repeat(100_000);
    sim.faults.inject({
      operation: 'listScorers',
      fault: {
        edit: (body) => {
          for (const scorer of (body as { scorers: { name: string }[] }).scorers) scorer.name = name;
          return body;
        },
      },
    });
    scored(...Array.from({ length: 12 }, () => 'pass'));
    const s = step({ github: false });
    await gateCommand(s, gateInputs());
    expect(s.host.lines).toEqual([
      `scorers: ${name} (#${scorerId}, threshold 0.7, version 1)`,
      'runs of pull request #2: 12',
      'the results output lists the first 9 of 12 judgements (an output holds about 1 MB)',
    ]);
    const listed = JSON.parse(s.host.outputs.results!) as { scorer: string; verdict: string }[];
    expect(listed).toHaveLength(9);
    expect(listed.every((r) => r.scorer === name && r.verdict === 'pass')).toBe(true);
    expect(Buffer.byteLength(s.host.outputs.results!)).toBeLessThanOrEqual(RESULTS_MAX_BYTES);
    // The verdict counts every judgement, listed or not.
    expect(s.host.outputs).toMatchObject({ conclusion: 'success', passed: '12', failed: '0' });
  });

  it('judgements within the room: all listed, and nothing said of it', async () => {
    scored('pass', 'pass');
    const s = step({ github: false });
    await gateCommand(s, gateInputs());
    expect(JSON.parse(s.host.outputs.results!)).toHaveLength(2);
    expect(s.host.lines.filter((l) => l.startsWith('the results output'))).toEqual([]);
  });

  it('keeps whole entries up to its room and counts the rest: the output always parses', () => {
    const list = new ResultList(30);
    list.add({ a: 1 }); // [{"a":1}]: 9 bytes
    list.add({ b: 'é' }); // a comma and 10 bytes in UTF-8: 20
    list.add({ c: 3 }); // 28
    list.add({ d: 4 }); // 36: past the room
    list.add({ e: 5 }); // after one was left out, none is kept
    expect(list.json()).toBe('[{"a":1},{"b":"é"},{"c":3}]');
    expect(JSON.parse(list.json())).toEqual([{ a: 1 }, { b: 'é' }, { c: 3 }]);
    expect([list.total, list.omitted]).toEqual([5, 2]);
    // An entry that would fit is not kept either once one before it was left out: the list stays in order.
    const inOrder = new ResultList(20);
    inOrder.add({ a: 'x'.repeat(20) });
    inOrder.add({ b: 1 });
    expect(inOrder.json()).toBe('[]');
    expect([inOrder.total, inOrder.omitted]).toEqual([2, 2]);
    expect(new ResultList().json()).toBe('[]');
    // The room is the whole array's bytes, brackets included: exactly full is kept, one byte over is not.
    for (const [room, kept] of [
      [28, 3],
      [27, 2],
      [9, 1],
      [8, 0],
    ] as const) {
      const exact = new ResultList(room);
      for (const entry of [{ a: 1 }, { b: 'é' }, { c: 3 }]) exact.add(entry);
      expect(JSON.parse(exact.json())).toHaveLength(kept);
      expect(Buffer.byteLength(exact.json())).toBeLessThanOrEqual(room);
    }
    // Past the first buffer (64 KiB): a thousand entries of about a hundred bytes, all kept, in order.
    const many = new ResultList();
    const entries = Array.from({ length: 1000 }, (_, i) => ({ i, text: `entry ${i} ${'ü'.repeat(40)}` }));
    for (const entry of entries) many.add(entry);
    expect(many.json()).toBe(JSON.stringify(entries));
    // An entry longer than a buffer gets one of its own; the entries around it stay in order.
    const big = new ResultList();
    const around = [{ a: 'x'.repeat(60_000) }, { b: 'y'.repeat(70_000) }, { c: 1 }];
    for (const entry of around) big.add(entry);
    expect(big.json()).toBe(JSON.stringify(around));
    expect(RESULTS_MAX_BYTES).toBe(1_000_000);
  });
});
