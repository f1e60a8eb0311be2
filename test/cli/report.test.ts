/**
 * `cloud-agent report` in this process against the simulator: --json prints the plain figures of the project's runs
 * (or the team's with --all), stdout the report for people, and a wrong flag is a usage error before any request.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReportJson } from '../../src/commands/report.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import type { RunState, StatusMessage } from '../simulator/state.ts';
import { runInProcess } from './in-process.ts';

const API_KEY = 'sk-cli-report-5e7a9c1b3d';
const HOUR = 3_600_000;
let sim: SimulatorHandle;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: API_KEY, timeScale: 1 });
});
afterEach(async () => {
  await sim.close();
});

const run = (argv: string[]) =>
  runInProcess(argv, { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: sim.url });

/** A run of the key's team, `hours` old, that worked `minutes` and ended in `state`. */
function seed(
  repo: string,
  hours: number,
  state: RunState,
  minutes: number,
  credits: [number, number],
  statusMessage?: StatusMessage,
) {
  const s = sim.sim;
  return s.createRun({
    teamUid: 'team_acme',
    creator: s.keys.get(API_KEY)!,
    prompt: `a run of ${repo}`,
    metadata: { gh_repo: repo, created_by: 'cloud-agent-action' },
    at: s.now() - hours * HOUR,
    script: {
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state, afterMs: minutes * 60_000, ...(statusMessage ? { statusMessage } : {}) },
      ],
      conversation: 'none',
      usage: { inference_cost: credits[0], compute_cost: credits[1] },
    },
  });
}

describe('cloud-agent report', () => {
  it("--json: the plain figures of the project's runs over the days", async () => {
    seed('acme/app', 30, 'SUCCEEDED', 2, [3, 1]);
    seed('acme/app', 20, 'SUCCEEDED', 4, [5, 1]);
    const failed = seed('acme/app', 10, 'FAILED', 10, [1.5, 0.25], {
      message: 'The tests did not pass.',
      error_code: 'tests_failed',
    });
    seed('acme/other', 5, 'FAILED', 1, [9, 9]);
    seed('acme/app', 24 * 8, 'SUCCEEDED', 1, [100, 0]);

    const { code, stdout, stderr } = await run(['report', '--repo', 'acme/app', '--days', '7', '--json']);
    expect(stderr).toMatch(
      /^\[[^\]]+\] report: 3 runs of acme\/app created since \d{4}-\d\d-\d\dT[\d:.]+Z, 1 in the 7 days before \(2 pages of runs\)\n$/,
    );
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as {
      runs: number;
      success_rate: number;
      total_credits: number;
      figures: ReportJson;
    };
    expect(Object.keys(json)).toEqual(['runs', 'success_rate', 'total_credits', 'figures']);
    expect(json.runs).toBe(3);
    expect(json.success_rate).toBe(0.6667);
    expect(json.total_credits).toBe(11.75);
    const { since, until, per_day, ...figures } = json.figures;
    expect(Date.parse(until) - Date.parse(since)).toBe(7 * 24 * HOUR);
    expect(per_day.map((d) => d.runs).reduce((a, b) => a + b)).toBe(3);
    expect(figures).toEqual({
      days: 7,
      runs: 3,
      states: { FAILED: 1, SUCCEEDED: 2 },
      ended: 3,
      succeeded: 2,
      failed: 1,
      cancelled: 0,
      going: 0,
      success_rate: 2 / 3,
      credits: { total: 11.75, runs_with_usage: 3, per_run: { count: 3, median: 4, p90: 5.6 } },
      duration_ms: { count: 3, median: 240_000, p90: 528_000 },
      failure_codes: [
        {
          code: 'tests_failed',
          count: 1,
          example: { run_id: failed.run_id, link: `https://app.warp.dev/session/${failed.sessionId}` },
        },
      ],
      other_failures: 0,
      costliest: [
        {
          run_id: expect.any(String),
          title: 'a run of acme/app',
          link: expect.any(String),
          state: 'SUCCEEDED',
          credits: 6,
        },
        {
          run_id: expect.any(String),
          title: 'a run of acme/app',
          link: expect.any(String),
          state: 'SUCCEEDED',
          credits: 4,
        },
        {
          run_id: failed.run_id,
          title: 'a run of acme/app',
          link: `https://app.warp.dev/session/${failed.sessionId}`,
          state: 'FAILED',
          credits: 1.75,
        },
      ],
      // The run of acme/app eight days old: in the seven days before.
      previous: {
        since: new Date(Date.parse(since) - 7 * 24 * HOUR).toISOString(),
        until: since,
        runs: 1,
        success_rate: 1,
        credits: 100,
        credits_median: 100,
        duration_median_ms: 60_000,
      },
      repository: 'acme/app',
      factory: null,
      scorers: [],
      requests: { pages: 2, scanned: false, truncated: false },
      undated: { count: 0, runs: [] },
      // The project manages no scheduled agent.
      schedules: { count: 0, unread: null },
    });
    // The action's runs of the project, then the factories' runs under GitHub tickets: a page each; then the
    // scheduled agents, of which it manages none: nothing else.
    expect(
      sim.requests.map((r) => [r.operation, new URLSearchParams(r.query).get('metadata[ticket_source]')]),
    ).toEqual([
      ['listRuns', null],
      ['listRuns', 'github'],
      ['listSchedules', null],
    ]);
  });

  it('the runs of the scheduled agents the project manages are counted, a page a schedule; no other schedule', async () => {
    const schedule = async (name: string, owner: Record<string, unknown>) => {
      const response = await fetch(`${sim.url}/agent/schedules`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          cron_schedule: '0 3 1 1 *',
          prompt: 'Check the build.',
          enabled: false,
          ...owner,
        }),
      });
      return ((await response.json()) as { id: string }).id;
    };
    // One the project manages (its record in the metadata), one of another project, one made by hand.
    const ours = await schedule('Nightly', { metadata: { 'cloud-agent-action.repository': 'Acme/App' } });
    const theirs = await schedule('Other', { metadata: { 'cloud-agent-action.repository': 'acme/other' } });
    const byHand = await schedule('By hand', {});
    const made = (id: string, name: string, hours: number, state: RunState) =>
      sim.sim.createRun({
        teamUid: 'team_acme',
        creator: sim.sim.keys.get(API_KEY)!,
        prompt: 'Check the build.',
        at: sim.sim.now() - hours * HOUR,
        schedule: { schedule_id: id, schedule_name: name, cron_schedule: '0 3 1 1 *' },
        script: {
          timeline: [{ state, afterMs: 60_000 }],
          conversation: 'none',
          usage: { inference_cost: 2, compute_cost: 0 },
        },
      });
    made(ours, 'Nightly', 30, 'SUCCEEDED');
    made(ours, 'Nightly', 6, 'FAILED');
    made(ours, 'Nightly', 24 * 9, 'SUCCEEDED');
    made(theirs, 'Other', 6, 'SUCCEEDED');
    made(byHand, 'By hand', 6, 'SUCCEEDED');
    seed('acme/app', 3, 'SUCCEEDED', 2, [3, 1]);
    sim.requests.length = 0;

    const { code, stdout } = await run(['report', '--repo', 'acme/app', '--days', '7', '--json']);
    expect(code).toBe(0);
    const { figures } = JSON.parse(stdout) as { figures: ReportJson };
    expect(figures).toMatchObject({
      runs: 3,
      states: { SUCCEEDED: 2, FAILED: 1 },
      credits: { total: 8 },
      previous: { runs: 1 },
      schedules: { count: 1, unread: null },
    });
    expect(
      sim.requests.map((r) => {
        const query = new URLSearchParams(r.query);
        return [r.operation, query.get('metadata[ticket_source]') ?? query.get('schedule_id')];
      }),
    ).toEqual([
      ['listRuns', null],
      ['listRuns', 'github'],
      ['listSchedules', null],
      ['listRuns', ours],
    ]);
    const report = await run(['report', '--repo', 'acme/app', '--days', '7']);
    expect(report.stdout.split('\n')[2]).toMatch(
      /^_Runs cloud-agent-action started for the repository, itself or through a factory, and the runs of the 1 scheduled agent it manages, created from /,
    );
  });

  it('scheduled agents the service will not list: the rest of the report stands, and says their runs are not counted', async () => {
    seed('acme/app', 3, 'SUCCEEDED', 2, [3, 1]);
    sim.faults.inject({
      operation: 'listSchedules',
      fault: {
        status: 403,
        body: { error: 'no access to scheduled agents', error_code: 'forbidden', retryable: false },
      },
    });
    const { code, stdout, stderr } = await run(['report', '--repo', 'acme/app', '--days', '7']);
    expect(code).toBe(0);
    expect(stdout).toContain('| Runs | 1 |');
    expect(stderr).toContain(
      "report: the runs of the repository's scheduled agents are not counted: the service's scheduled agents could not be listed (",
    );
    expect(stdout).toContain("_The runs of the repository's scheduled agents are not counted: the service");
  });

  it('--all: every run of the team, no metadata asked for; stdout the report for people', async () => {
    seed('acme/app', 3, 'SUCCEEDED', 2, [3, 1]);
    seed('acme/other', 5, 'FAILED', 1, [9, 9]);
    const { code, stdout } = await run(['report', '--all', '--days', '2']);
    expect(code).toBe(0);
    expect(stdout.split('\n').slice(0, 3)).toEqual([
      '## Cloud agent runs: all runs of the team, last 2 days',
      '',
      expect.stringMatching(/^_Every run of the team, created from \d{4}-\d\d-\d\d \d\d:\d\d UTC to /),
    ]);
    expect(stdout).toContain('| Runs | 2 |');
    expect(stdout).toContain('| Credits | 22 in total (2 runs with usage) |');
    expect(sim.requests.map((r) => r.query)).toEqual([expect.not.stringContaining('metadata')]);
  });

  it.each([
    [
      ['report'],
      'report needs the project whose runs it counts: give --repo owner/repo, or --all for every run of the team',
    ],
    [
      ['report', '--all', '--repo', 'acme/app'],
      '--all counts every run of the team, --repo those of one project: give one',
    ],
    [['report', '--repo', 'acme/app', '--days', '0'], '--days: must be a whole number from 1 to 90, got "0"'],
    [
      ['report', '--repo', 'acme/app', '--days', 'week'],
      '--days: must be a whole number from 1 to 90, got "week"',
    ],
  ])('%j is a usage error and makes no request', async (argv, message) => {
    const { code, stderr } = await run(argv);
    expect(code).toBe(2);
    expect(stderr).toBe(`cloud-agent: usage error: ${message} (cloud-agent report --help)\n`);
    expect(sim.requests).toHaveLength(0);
  });
});
