/**
 * `command: report`, end to end: the bundle counts the runs the action started for acme/app over the last 7 days
 * against the simulator, in pages of 500 and nothing per run, and its figures (in the job summary, the `figures`
 * output and a new comment on the issue it names) are those computed here from the runs the simulator holds:
 * states, credits, durations and failure codes; runs of other repositories and runs older than the window are not
 * counted. Its charts are read by mermaid itself (test/helpers/mermaid.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isWrite } from '../github/fake-github.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { sources, useMermaid } from '../helpers/mermaid.ts';
import { scoreRunDirectly } from '../simulator/routes/scorers.ts';
import type { RunState, SimRun } from '../simulator/state.ts';
import { decodeMarker } from '../../src/render/marker.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import { runCli } from '../cli/harness.ts';
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

const mermaid = useMermaid();

const DAY = 86_400_000;
const OURS = { gh_repo: 'acme/app', created_by: 'cloud-agent-action' };

/** What a seeded run is made to be: its final state, its usage, how long it worked, its error code. */
interface Seed {
  state: RunState;
  inference: number;
  compute: number;
  workMs: number;
  code?: string;
  ageMs: number;
  metadata: Record<string, string>;
}

/** The i-th run of acme/app: every tenth fails, every 25th errs, every 40th is cancelled, every 50th still works. */
function seedOf(i: number): Seed {
  const state: RunState =
    i % 50 === 7
      ? 'INPROGRESS'
      : i % 40 === 3
        ? 'CANCELLED'
        : i % 25 === 1
          ? 'ERROR'
          : i % 10 === 5
            ? 'FAILED'
            : 'SUCCEEDED';
  return {
    state,
    inference: (i % 7) + 0.25,
    compute: (i % 3) * 0.5,
    workMs: ((i % 13) + 1) * 60_000,
    ...(state === 'FAILED' ? { code: i % 20 === 5 ? 'environment_setup_failed' : 'timeout' } : {}),
    ...(state === 'ERROR' ? { code: 'internal_error' } : {}),
    // Spread over the last six and a half days, newest first.
    ageMs: 3_600_000 + i * 500_000,
    metadata: OURS,
  };
}

/** The p-th quantile, linear between the two nearest (computed here, apart from the action's code). */
function quantileOf(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = sorted[Math.floor(rank)]!;
  const high = sorted[Math.ceil(rank)]!;
  return low + (high - low) * (rank - Math.floor(rank));
}
const hundredth = (n: number) => Math.round(n * 100) / 100;

const RUNS = 1_100;

describe('report', () => {
  let world: World;
  beforeEach(async () => {
    // Real time: the runs' ages are what the action sees.
    world = await startWorld({ timeScale: 1 });
    seedThreads(world);
  });
  afterEach(async () => {
    await world.close();
  });

  function seed(s: Seed, i: number): SimRun {
    const sim = world.sim.sim;
    const timeline = [
      { state: 'QUEUED' as RunState, afterMs: 0 },
      { state: 'INPROGRESS' as RunState, afterMs: 1000 },
      ...(s.state === 'INPROGRESS'
        ? []
        : [
            {
              state: s.state,
              afterMs: s.workMs,
              ...(s.code ? { statusMessage: { message: `It stopped: ${s.code}`, error_code: s.code } } : {}),
            },
          ]),
    ];
    return sim.createRun({
      teamUid: 'team_acme',
      creator: sim.keys.get(API_KEY)!,
      prompt: `run ${i}`,
      metadata: s.metadata,
      at: sim.now() - s.ageMs,
      script: {
        timeline,
        conversation: 'none',
        usage: { inference_cost: s.inference, compute_cost: s.compute },
        // A run still going lists its usage so far.
        liveUsage: true,
      },
    });
  }

  it.skipIf(interfaceOnly())(
    "counts this repository's runs of the window in three pages; its figures are the simulator's runs'",
    async () => {
      const seeds = Array.from({ length: RUNS }, (_, i) => seedOf(i));
      // The oldest: a factory's run of work a step dispatched from issue #5, which carries its ticket alone.
      seeds[RUNS - 1] = {
        ...seeds[RUNS - 1]!,
        metadata: { ticket_source: 'github', ticket_id: 'acme/app#5' },
      };
      const made = seeds.map((s, i) => seed(s, i));
      // Not counted: another repository's runs, runs not started by the action, and runs older than the window.
      seed({ ...seedOf(0), metadata: { gh_repo: 'acme/other', created_by: 'cloud-agent-action' } }, 9001);
      seed({ ...seedOf(0), metadata: { gh_repo: 'acme/app' } }, 9002);
      seed({ ...seedOf(0), ageMs: 8 * DAY }, 9003);
      seed({ ...seedOf(0), metadata: { ticket_source: 'github', ticket_id: 'acme/other#5' } }, 9004);
      // A scorer of the factory, with three passes and a failure in the window.
      const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
      const scorerId = await createTestScorer(client);
      await client.close();
      for (const [n, classification] of ['pass', 'pass', 'fail', 'pass'].entries()) {
        scoreRunDirectly(world.sim.sim, {
          runId: made[n]!.run_id,
          scorerId,
          classification,
          attemptedAt: world.sim.sim.now() - 60_000,
        });
      }
      const before = world.sim.requests.length;

      const step = await runStep({
        inputs: inputs(world, { command: 'report', factory: 'fac_web', 'report-issue': '1' }),
        eventName: 'schedule',
        payload: { schedule: '0 7 * * 1' },
        apiUrl: world.gh.url,
      });
      expect(step.stderr).toBe('');
      expect(step.code).toBe(0);

      // The requests: three pages of the action's runs (500, 500, 100), one of the factories' runs under GitHub
      // tickets, the scheduled agents (it manages none), the factory's scorers, one pass rate; nothing per run.
      const asked = world.sim.requests.slice(before);
      expect(asked.map((r) => r.operation)).toEqual([
        'listRuns',
        'listRuns',
        'listRuns',
        'listRuns',
        'listSchedules',
        'listScorers',
        'getScorerPassRate',
      ]);
      const pages = asked.slice(0, 3).map((r) => Object.fromEntries(new URLSearchParams(r.query)));
      // The window, and the seven days before it to compare with.
      const from = pages[0]!.created_after!;
      expect(Date.now() - Date.parse(from)).toBeGreaterThan(14 * DAY);
      expect(Date.now() - Date.parse(from)).toBeLessThan(14 * DAY + 60_000);
      const since = new Date(Date.parse(from) + 7 * DAY).toISOString();
      const query = {
        sort_by: 'created_at',
        sort_order: 'desc',
        limit: '500',
        created_after: from,
        'metadata[gh_repo]': 'acme/app',
        'metadata[created_by]': 'cloud-agent-action',
      };
      expect(pages[0]).toEqual(query);
      expect(pages[1]).toEqual({ ...query, cursor: expect.any(String) });
      expect(pages[2]).toEqual({ ...query, cursor: expect.any(String) });
      expect(Object.fromEntries(new URLSearchParams(asked[3]!.query))).toEqual({
        sort_by: 'created_at',
        sort_order: 'desc',
        limit: '500',
        created_after: from,
        'metadata[ticket_source]': 'github',
      });
      expect(
        asked.slice(0, 4).map((r) => (JSON.parse(r.answer!) as { runs: unknown[] }).runs.length),
      ).toEqual([500, 500, 100, 2]);
      expect(asked[4]!.query).toBe('');
      expect(Object.fromEntries(new URLSearchParams(asked[5]!.query))).toEqual({ factory_uid: 'fac_web' });
      expect(Object.fromEntries(new URLSearchParams(asked[6]!.query))).toEqual({
        start_date: since,
        group_by_period: 'day',
      });

      // The figures, computed here from the runs the simulator holds.
      const count = (state: string) => seeds.filter((s) => s.state === state).length;
      const ended = seeds.filter((s) => s.state !== 'INPROGRESS');
      const codes = new Map<string, number>();
      for (const s of seeds) if (s.code) codes.set(s.code, (codes.get(s.code) ?? 0) + 1);
      const newest = (code: string) => made[seeds.findIndex((s) => s.code === code)]!;
      const figures = JSON.parse(step.outputs.figures!) as Record<string, any>;
      expect({
        runs: figures.runs,
        states: figures.states,
        ended: figures.ended,
        succeeded: figures.succeeded,
        failed: figures.failed,
        cancelled: figures.cancelled,
        going: figures.going,
        success_rate: figures.success_rate,
        credits: figures.credits,
        duration_ms: figures.duration_ms,
        failure_codes: figures.failure_codes,
        scorers: figures.scorers,
        requests: figures.requests,
        since: figures.since,
        costliest: figures.costliest,
        previous: figures.previous,
      }).toEqual({
        runs: RUNS,
        states: {
          SUCCEEDED: count('SUCCEEDED'),
          FAILED: count('FAILED'),
          ERROR: count('ERROR'),
          CANCELLED: count('CANCELLED'),
          INPROGRESS: count('INPROGRESS'),
        },
        ended: ended.length,
        succeeded: count('SUCCEEDED'),
        failed: count('FAILED') + count('ERROR'),
        cancelled: count('CANCELLED'),
        going: count('INPROGRESS'),
        success_rate: count('SUCCEEDED') / ended.length,
        credits: {
          total: hundredth(seeds.reduce((n, s) => n + s.inference + s.compute, 0)),
          runs_with_usage: RUNS,
          per_run: {
            count: ended.length,
            median: hundredth(
              quantileOf(
                ended.map((s) => s.inference + s.compute),
                0.5,
              ),
            ),
            p90: hundredth(
              quantileOf(
                ended.map((s) => s.inference + s.compute),
                0.9,
              ),
            ),
          },
        },
        duration_ms: {
          count: ended.length,
          median: quantileOf(
            ended.map((s) => s.workMs),
            0.5,
          ),
          p90: quantileOf(
            ended.map((s) => s.workMs),
            0.9,
          ),
        },
        failure_codes: [...codes.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([code, n]) => ({
            code,
            count: n,
            example: {
              run_id: newest(code).run_id,
              link: `https://app.warp.dev/session/${newest(code).sessionId}`,
            },
          })),
        scorers: [{ id: scorerId, name: 'tests pass', pass_rate: 0.75, passed: 3, failed: 1 }],
        requests: { pages: 4, scanned: false, truncated: false },
        since,
        costliest: seeds
          .map((s, i) => ({ s, run: made[i]! }))
          .sort(
            (a, b) => b.s.inference + b.s.compute - (a.s.inference + a.s.compute) || a.s.ageMs - b.s.ageMs,
          )
          .slice(0, 5)
          .map(({ s, run }) => ({
            run_id: run.run_id,
            title: run.title,
            link: `https://app.warp.dev/session/${run.sessionId}`,
            state: s.state,
            credits: s.inference + s.compute,
          })),
        // The run eight days old: the week before.
        previous: {
          since: from,
          until: since,
          runs: 1,
          success_rate: 1,
          credits: 0.25,
          credits_median: 0.25,
          duration_median_ms: 60_000,
        },
      });
      expect(figures.per_day.reduce((n: number, d: { runs: number }) => n + d.runs, 0)).toBe(RUNS);
      expect(step.outputs.runs).toBe(String(RUNS));
      expect(step.outputs['total-credits']).toBe(String(figures.credits.total));

      // The job summary says the same, and the issue gets it as a new comment.
      const percent = `${Math.round((count('SUCCEEDED') / ended.length) * 1000) / 10}%`;
      expect(step.summary).toContain('## Cloud agent runs: acme/app, last 7 days');
      expect(step.summary).toContain(`| Runs | 1,100 |`);
      expect(step.summary).toContain(
        `| Success rate (of ${ended.length.toLocaleString('en-US')} ended runs) | ${percent} |`,
      );
      expect(step.summary).toContain('| tests pass (#' + scorerId + ') | 75% | 4 |');
      expect(step.summary.match(/```mermaid/g)).toHaveLength(2);
      // Its charts parse with mermaid, a bar a day of the figures' runs and credits.
      const charts = sources(step.summary);
      for (const chart of charts) {
        await expect(mermaid.mermaid.parse(chart)).resolves.toMatchObject({ diagramType: 'xychart' });
      }
      const per_day = figures.per_day as { runs: number; credits: number }[];
      expect(charts[0]).toContain(`\n    bar [${per_day.map((d) => d.runs).join(', ')}]`);
      expect(charts[1]).toContain(`\n    bar [${per_day.map((d) => d.credits).join(', ')}]`);
      const posted = world.gh.requests.filter(isWrite);
      expect(posted.map((r) => r.path)).toEqual(['/repos/acme/app/issues/1/comments']);
      // The comment is the summary and the workflow run's signed marker, which a re-run attempt finds it by.
      const body = world.gh.state.commentsOf(1).at(-1)!.body;
      expect(body.startsWith(`${step.summary.trim()}\n\n<!-- cloud-agent-action:state `)).toBe(true);
      expect(decodeMarker(body, deriveMarkerKey(API_KEY))).toEqual({ v: 2, key: 'report:9001/agent' });
    },
  );

  /** Answers every listing with the run `runId`'s created_at as `value` (the run is on whichever page it is on). */
  function undatable(runId: string, value: string): void {
    world.sim.faults.inject({
      operation: 'listRuns',
      times: 100,
      fault: {
        edit: (body) => {
          const page = body as { runs: { run_id: string; created_at: string }[] };
          for (const run of page.runs) if (run.run_id === runId) run.created_at = value;
          return page;
        },
      },
    });
  }

  it(
    'a run with created_at garbage in the middle page: every page read, the run skipped, counted and named',
    { timeout: 120_000 },
    async () => {
      const seeds = Array.from({ length: RUNS }, (_, i) => seedOf(i));
      const made = seeds.map((s, i) => seed(s, i));
      // Newest first, 500 a page: run 700 is on the second page of three.
      const odd = made[700]!;
      undatable(odd.run_id, 'garbage');
      const before = world.sim.requests.length;
      const step = await runStep({
        inputs: inputs(world, { command: 'report', 'report-issue': '1' }),
        eventName: 'schedule',
        payload: { schedule: '0 7 * * 1' },
        apiUrl: world.gh.url,
      });
      expect(step.code).toBe(0);
      const asked = world.sim.requests.slice(before);
      // Three pages of the action's runs, then one of the factories' runs under GitHub tickets (none), then the
      // scheduled agents (none of the repository's).
      expect(asked.map((r) => r.operation)).toEqual([
        'listRuns',
        'listRuns',
        'listRuns',
        'listRuns',
        'listSchedules',
      ]);
      expect(new URLSearchParams(asked[3]!.query).get('metadata[ticket_source]')).toBe('github');
      // Every page with the repository's metadata: the undated run says nothing of the service's filtering.
      const pages = asked.slice(0, 3).map((r) => Object.fromEntries(new URLSearchParams(r.query)));
      for (const page of pages) {
        expect(page).toMatchObject({
          'metadata[gh_repo]': 'acme/app',
          'metadata[created_by]': 'cloud-agent-action',
        });
      }
      const figures = JSON.parse(step.outputs.figures!) as Record<string, any>;
      expect(figures.runs).toBe(RUNS - 1);
      expect(figures.requests).toEqual({ pages: 4, scanned: false, truncated: false });
      const link = `https://app.warp.dev/session/${odd.sessionId}`;
      expect(figures.undated).toEqual({
        count: 1,
        runs: [{ run_id: odd.run_id, title: odd.title, link, created_at: 'garbage' }],
      });
      expect(step.log).toContain(
        `::warning::report: 1 run skipped, the service gave no readable creation time: ${odd.run_id} (created_at "garbage")`,
      );
      const note = `_Not counted: 1 run whose creation time (\`created_at\`) the service gave as no readable time:_ [${odd.title}](${link}) (\`garbage\`).`;
      expect(step.summary).toContain(note);
      expect(world.gh.state.commentsOf(1).at(-1)!.body).toContain(note);

      // From the command line, every run of the team: the same three pages, the same run named.
      const cli = await runCli(['report', '--all', '--json'], {
        env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: world.sim.url },
      });
      expect(cli.code).toBe(0);
      const printed = JSON.parse(cli.stdout) as { figures: Record<string, any> };
      expect(printed.figures.runs).toBe(RUNS - 1);
      expect(printed.figures.requests).toEqual({ pages: 3, scanned: false, truncated: false });
      expect(printed.figures.undated).toEqual(figures.undated);
      expect(cli.stderr).toContain(
        `report: 1 run skipped, the service gave no readable creation time: ${odd.run_id} (created_at "garbage")`,
      );
    },
  );

  it('the report comment written but its answer lost, then a re-run attempt: one comment, edited; the next run posts anew', async () => {
    seed(seedOf(0), 0);
    world.gh.faults.inject({ operationId: 'issues/create-comment', lostAnswer: true });
    const report = (env: Record<string, string> = {}) =>
      runStep({
        inputs: inputs(world, { command: 'report', 'report-issue': '1' }),
        eventName: 'schedule',
        payload: { schedule: '0 7 * * 1' },
        apiUrl: world.gh.url,
        env,
      });
    const reports = () => world.gh.state.commentsOf(1).filter((c) => c.body.includes('## Cloud agent runs'));
    const writes = () => world.gh.requests.filter(isWrite).map((r) => `${r.method} ${r.path} ${r.status}`);
    const key = deriveMarkerKey(API_KEY);

    const first = await report();
    expect(first.code).toBe(0);
    expect(reports()).toHaveLength(1);
    const { id } = reports()[0]!;
    // The create was written and its answer lost: looked for, found by its marker, written again in place.
    expect(writes()).toEqual([
      'POST /repos/acme/app/issues/1/comments 201',
      `PATCH /repos/acme/app/issues/comments/${id} 200`,
    ]);
    expect(decodeMarker(reports()[0]!.body, key)).toEqual({ v: 2, key: 'report:9001/agent' });
    expect(first.log).toContain(
      `report posted on #1: https://github.com/acme/app/issues/1#issuecomment-${id}`,
    );

    seed(seedOf(1), 1);
    const rerun = await report({ GITHUB_RUN_ATTEMPT: '2' });
    expect(rerun.code).toBe(0);
    expect(reports().map((c) => c.id)).toEqual([id]);
    expect(writes().slice(2)).toEqual([`PATCH /repos/acme/app/issues/comments/${id} 200`]);
    expect(reports()[0]!.body).toContain('| Runs | 2 |');
    expect(rerun.log).toContain(
      `report updated on #1: https://github.com/acme/app/issues/1#issuecomment-${id}`,
    );

    const next = await report({ GITHUB_RUN_ID: '9002' });
    expect(next.code).toBe(0);
    expect(reports().map((c) => decodeMarker(c.body, key)?.key)).toEqual([
      'report:9001/agent',
      'report:9002/agent',
    ]);
    expect(writes().slice(3)).toEqual(['POST /repos/acme/app/issues/1/comments 201']);
  });

  it('the runs of the scheduled agents the repository manages, applied by `command: schedules` in another workflow, are counted', async () => {
    // The schedules workflow, on a push to main: one scheduled agent every 30 minutes.
    const workspace = mkdtempSync(join(tmpdir(), 'report-schedules-'));
    try {
      mkdirSync(join(workspace, '.github'));
      writeFileSync(
        join(workspace, '.github/cloud-agents.yml'),
        'schedules:\n  - name: half-hourly\n    cron: "*/30 * * * *"\n    prompt: Check the build.\n',
      );
      const push = payload('push');
      const applied = await runStep({
        inputs: inputs(world, { command: 'schedules' }),
        eventName: 'push',
        payload: {
          ...push,
          ref: 'refs/heads/main',
          repository: { ...push.repository, default_branch: 'main' },
        },
        apiUrl: world.gh.url,
        env: { GITHUB_WORKSPACE: workspace, GITHUB_REF: 'refs/heads/main' },
      });
      expect(applied.code).toBe(0);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
    // Another repository's scheduled agent, and one made by hand: their runs are not the repository's.
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
    const other = await client.schedules.create({
      name: 'other',
      cron_schedule: '*/30 * * * *',
      prompt: 'Check.',
      enabled: true,
      metadata: { 'cloud-agent-action.repository': 'acme/other' },
    });
    const byHand = await client.schedules.create({
      name: 'by-hand',
      cron_schedule: '*/30 * * * *',
      prompt: 'Check.',
      enabled: true,
    });
    // Two hours pass: each agent makes four runs. And one run the action started.
    world.sim.clock.advance(2 * 3_600_000);
    const ours = (await client.schedules.list()).schedules.find((s) => s.name === 'half-hourly')!;
    const scheduled = await client.runs.list({ schedule_id: ours.id }).toArray();
    await client.close();
    expect(scheduled).toHaveLength(4);
    seed({ ...seedOf(0), ageMs: DAY }, 1);

    const before = world.sim.requests.length;
    const step = await runStep({
      inputs: inputs(world, { command: 'report' }),
      eventName: 'schedule',
      payload: { schedule: '0 7 * * 1' },
      apiUrl: world.gh.url,
    });
    expect(step.stderr).toBe('');
    expect(step.code).toBe(0);
    const asked = world.sim.requests.slice(before);
    expect(
      asked.map((r) => [r.operation, new URLSearchParams(r.query).get('schedule_id') ?? undefined]),
    ).toEqual([
      ['listRuns', undefined],
      ['listRuns', undefined],
      ['listSchedules', undefined],
      ['listRuns', ours.id],
    ]);
    expect([other.id, byHand.id]).not.toContain(ours.id);
    const figures = JSON.parse(step.outputs.figures!) as Record<string, any>;
    expect(figures).toMatchObject({ runs: 5, schedules: { count: 1, unread: null } });
    expect(step.outputs.runs).toBe('5');
    expect(step.summary.split('\n')[2]).toMatch(
      /^_Runs cloud-agent-action started for the repository, itself or through a factory, and the runs of the 1 scheduled agent it manages, created from /,
    );
  });

  it('an invalid report-days is a clear error and makes no request', async () => {
    const step = await runStep({
      inputs: inputs(world, { command: 'report', 'report-days': '91' }),
      eventName: 'schedule',
      payload: { schedule: '0 7 * * 1' },
      apiUrl: world.gh.url,
    });
    expect(step.code).toBe(1);
    expect(step.log).toContain('Input "report-days": must be a whole number from 1 to 90, got "91"');
    expect(world.sim.requests).toHaveLength(0);
  });
});
