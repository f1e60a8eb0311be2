/**
 * `command: report` in process (src/commands/report.ts) on the simulator and the fake GitHub: the log line, the
 * summary and the outputs; each scorer's pass rate, one left out when its answer cannot be read; the new comment on
 * `report-issue`, and what happens without a way to GitHub or when GitHub refuses it.
 */
import { describe, expect, it, vi } from 'vitest';
import { reportCommand, reportKey } from '../../src/commands/report.ts';
import type { ReportCommandInputs } from '../../src/inputs.ts';
import { decodeMarker, encodeMarker } from '../../src/render/marker.ts';
import { renderWeeklyReport } from '../../src/render/weekly.ts';
import { ApiAbortError, CloudAgentClient } from '../../src/client/index.ts';
import { scoreRunDirectly } from '../simulator/routes/scorers.ts';
import { API_KEY, createTestScorer } from '../e2e/setup.ts';
import { commandWorld } from '../helpers/command-world.ts';
import { wholeContract } from '../helpers/contract-client.ts';

/** The report's camelCase names that the `figures` output writes in snake_case (the others are the same). */
const CAMEL = [
  'successRate',
  'runsWithUsage',
  'perRun',
  'durationMs',
  'failureCodes',
  'otherFailures',
  'perDay',
  'creditsMedian',
  'durationMedianMs',
  'passRate',
];
const CAMEL_OF = new Map(CAMEL.map((name) => [name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), name]));

/** A value of the `figures` output with its keys back in the report's camelCase. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function camelKeys(value: any): any {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [CAMEL_OF.get(key) ?? key, camelKeys(inner)]),
  );
}

const world = commandWorld();

const inputs = (extra: Partial<ReportCommandInputs> = {}): ReportCommandInputs => ({
  command: 'report',
  apiKey: API_KEY,
  baseUrl: world.sim.url,
  githubToken: 'ghs_unit_token',
  comment: true,
  days: 7,
  factory: undefined,
  reportIssue: undefined,
  ...extra,
});
const schedule = { eventName: 'schedule', payload: { schedule: '0 7 * * 1' } };
const stamp = { gh_repo: 'acme/app', created_by: 'cloud-agent-action' };
const ended = { timeline: [{ state: 'SUCCEEDED' as const, afterMs: 0 }] };
const NOW = () => world.sim.sim.now() + 1000;

describe('report', () => {
  it("the log line, the summary and the outputs of the repository's runs", async () => {
    world.run('One', ended, stamp);
    world.run('Two', ended, stamp);
    world.run('Elsewhere', ended, { ...stamp, gh_repo: 'acme/other' });
    // A factory's run of work a step dispatched from issue #3 counts too; one of another repository's does not.
    world.run('Dispatched', ended, { ticket_source: 'github', ticket_id: 'acme/app#3' });
    world.run('Dispatched elsewhere', ended, { ticket_source: 'github', ticket_id: 'acme/other#3' });
    const s = world.step(schedule);
    const now = NOW();
    await reportCommand(s, inputs(), { now: () => now });
    const since = new Date(now - 7 * 86_400_000).toISOString();
    expect(s.host.lines).toEqual([
      `report: 3 runs of acme/app created since ${since}, 0 in the 7 days before (2 pages of runs)`,
    ]);
    const figures = JSON.parse(s.host.outputs.figures!);
    expect(figures).toMatchObject({
      runs: 3,
      succeeded: 3,
      repository: 'acme/app',
      factory: null,
      scorers: [],
    });
    expect(s.host.outputs).toMatchObject({ runs: '3', 'success-rate': '1' });
    const { repository, factory, scorers, requests, previous, ...plain } = figures;
    expect(factory).toBeNull();
    expect(previous).toMatchObject({ runs: 0, until: since });
    expect(plain).toMatchObject({
      since,
      until: new Date(now).toISOString(),
      days: 7,
      ended: 3,
      success_rate: 1,
    });
    // The summary shows the figures the output holds (its keys back in the report's camelCase).
    expect(s.host.summaries).toEqual([
      renderWeeklyReport({
        figures: camelKeys(plain),
        repository,
        factory: undefined,
        scorers: camelKeys(scorers),
        scanned: false,
        previous: camelKeys(previous),
      }),
    ]);
    expect(requests).toEqual({ pages: 2, scanned: false, truncated: false });
    // Nothing was posted: no report-issue.
    expect(world.gh.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a run whose created_at is no time: skipped, warned about, named in the summary and the figures', async () => {
    world.run('One', ended, stamp);
    const odd = world.run('Odd', ended, stamp);
    world.run('Three', ended, stamp);
    world.sim.faults.inject({
      operation: 'listRuns',
      fault: {
        edit: (body) => {
          const page = body as { runs: { run_id: string; created_at: string }[] };
          for (const run of page.runs) if (run.run_id === odd.run_id) run.created_at = 'yesterday';
          return page;
        },
      },
    });
    const s = world.step(schedule);
    await reportCommand(s, inputs(), { now: NOW });
    expect(s.host.lines.slice(1)).toEqual([
      `warning: report: 1 run skipped, the service gave no readable creation time: ${odd.run_id} (created_at "yesterday")`,
    ]);
    const figures = JSON.parse(s.host.outputs.figures!);
    expect(figures.runs).toBe(2);
    expect(figures.undated).toEqual({
      count: 1,
      runs: [{ run_id: odd.run_id, title: 'Odd', created_at: 'yesterday' }],
    });
    expect(s.host.summaries[0]).toContain(
      `_Not counted: 1 run whose creation time (\`created_at\`) the service gave as no readable time:_ Odd (\`${odd.run_id}\`) (\`yesterday\`).`,
    );
  });

  it('the scheduled agents cannot be listed: no answer is said and the report stands; a step stopped meanwhile stops', async () => {
    world.run('One', ended, stamp);
    world.sim.faults.inject({ operation: 'listSchedules', times: 4, fault: { reset: true } });
    const s = world.step(schedule);
    await reportCommand(s, inputs(), { now: NOW });
    expect(s.host.lines.filter((line) => line.startsWith('warning: '))).toEqual([
      expect.stringMatching(
        /^warning: report: the runs of the repository's scheduled agents are not counted: the service's scheduled agents could not be listed \(.+\)$/,
      ),
    ]);
    expect(JSON.parse(s.host.outputs.figures!)).toMatchObject({
      runs: 1,
      schedules: {
        count: 0,
        unread: expect.stringMatching(/^the service's scheduled agents could not be listed/),
      },
    });
    // Stopped (the job cancelled) while it lists them: the step stops, nothing is said as if the service had failed.
    let release = () => {};
    world.sim.faults.inject({
      operation: 'listSchedules',
      fault: { holdUntil: new Promise<void>((r) => (release = r)) },
    });
    const abort = new AbortController();
    const stopped = world.step({ ...schedule, signal: abort.signal });
    const report = reportCommand(stopped, inputs(), { now: NOW });
    await vi.waitFor(() => expect(world.sim.count('listSchedules')).toBe(5));
    abort.abort();
    await expect(report).rejects.toThrow(ApiAbortError);
    release();
    expect(stopped.host.lines.filter((line) => line.startsWith('warning: '))).toEqual([]);
  });

  it('--all: every run of the team', async () => {
    world.run('One', ended, stamp);
    world.run('Elsewhere', ended, {});
    const s = world.step(schedule);
    await reportCommand(s, inputs(), { all: true, now: NOW });
    expect(s.host.outputs.runs).toBe('2');
    expect(JSON.parse(s.host.outputs.figures!).repository).toBeNull();
    expect(s.host.lines[0]).toMatch(/^report: 2 runs of the team created since /);
  });

  it("each scorer's pass rate; one whose answer cannot be read is left out with a warning", async () => {
    const run = world.run('One', ended, stamp);
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
    const first = await createTestScorer(client);
    const second = await createTestScorer(client);
    await client.close();
    scoreRunDirectly(world.sim.sim, { runId: run.run_id, scorerId: first, classification: 'pass' });
    world.sim.faults.inject({
      operation: 'getScorerPassRate',
      fault: { raw: '{"pass_rate": "most"}' },
    });
    const s = world.step(schedule);
    await reportCommand(s, inputs({ factory: 'fac_web' }), { now: NOW });
    const { scorers } = JSON.parse(s.host.outputs.figures!);
    expect(scorers).toEqual([{ id: second, name: 'tests pass', pass_rate: null, passed: 0, failed: 0 }]);
    expect(s.host.lines.filter((l) => l.startsWith('warning:'))).toEqual([
      expect.stringMatching(
        new RegExp(`^warning: the pass rate of tests pass \\(#${first}\\) is left out of the report: `),
      ),
    ]);
    expect(s.host.summaries[0]).toContain('### Pass rate by scorer (factory `fac_web`)');
  });

  it("a service that does not filter scorers by factory: the other factories' scorers left out, counted in a warning", async () => {
    world.sim.sim.teams.get('team_acme')!.features.ignoresFilters = true;
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
    const ours = await createTestScorer(client);
    const elsewhere = (name: string) =>
      wholeContract(client).scorers.create({
        name,
        factory_uid: 'fac_docs',
        model_id: 'claude-4-5-sonnet',
        scoring_prompt: 'Are the docs right?',
        scope_mode: 'all_agents',
        threshold: 0.5,
        allowed_classifications: [
          { value: 'pass', score: 1 },
          { value: 'fail', score: 0 },
        ],
      });
    const report = async () => {
      const s = world.step(schedule);
      const from = world.sim.requests.length;
      await reportCommand(s, inputs({ factory: 'fac_web' }), { now: NOW });
      return { s, asked: world.sim.requests.slice(from) };
    };
    try {
      await elsewhere('docs right');
      const one = await report();
      expect(one.s.host.lines.slice(1)).toEqual([
        'warning: the service answered 1 scorer of other factories (it did not filter by factory): left out',
      ]);
      // The factory was asked for; only its own scorer's pass rate is read and shown.
      const listed = one.asked.filter((r) => r.operation === 'listScorers');
      expect(listed.map((r) => [...new URLSearchParams(r.query)])).toEqual([[['factory_uid', 'fac_web']]]);
      expect(one.asked.filter((r) => r.operation === 'getScorerPassRate').map((r) => r.path)).toEqual([
        `/api/v1/factory/scorers/${ours}/metrics/pass-rate`,
      ]);
      expect(JSON.parse(one.s.host.outputs.figures!).scorers).toEqual([
        { id: ours, name: 'tests pass', pass_rate: null, passed: 0, failed: 0 },
      ]);
      expect(one.s.host.summaries[0]).not.toContain('docs right');

      await elsewhere('docs complete');
      const two = await report();
      expect(two.s.host.lines.slice(1)).toEqual([
        'warning: the service answered 2 scorers of other factories (it did not filter by factory): left out',
      ]);
    } finally {
      await client.close();
    }
  });

  it('a factory without scorers: said, and no pass rate', async () => {
    const s = world.step(schedule);
    await reportCommand(s, inputs({ factory: 'fac_empty' }), { now: NOW });
    expect(s.host.lines).toContain('warning: factory "fac_empty" has no scorers: no pass rate to show');
  });

  /** The requests to the repository's comments since `from`: method and path (who the action is, asked or not, aside). */
  const ghRequests = (from = 0) =>
    world.gh.requests
      .slice(from)
      .filter((r) => r.path.startsWith('/repos/'))
      .map((r) => `${r.method} ${r.path}`);
  const LIST = 'GET /repos/acme/app/issues/1/comments';
  const POST = 'POST /repos/acme/app/issues/1/comments';
  const patch = (id: number) => `PATCH /repos/acme/app/issues/comments/${id}`;
  const urlOf = (id: number) => `https://github.com/acme/app/issues/1#issuecomment-${id}`;

  it("report-issue: the workflow run's comment, with its marker; a re-run attempt edits it; the next run posts a new one", async () => {
    world.run('One', ended, stamp);
    const first = world.step(schedule);
    await reportCommand(first, inputs({ reportIssue: 1 }), { now: NOW });
    const [comment] = world.gh.state.commentsOf(1).slice(-1);
    expect(comment!.body).toBe(
      `${first.host.summaries[0]}\n\n${encodeMarker({ v: 2, key: 'report:9001/agent' }, first.markerKey)}`,
    );
    expect(decodeMarker(comment!.body, first.markerKey)).toEqual({ v: 2, key: 'report:9001/agent' });
    expect(first.host.lines.at(-1)).toBe(`report posted on #1: ${urlOf(comment!.id)}`);
    expect(ghRequests()).toEqual([LIST, POST, LIST]);

    // A re-run attempt of the same workflow run: the same comment, edited; nothing posted.
    world.run('Two', ended, stamp);
    const before = world.gh.requests.length;
    const again = world.step({ ...schedule, env: { runAttempt: '2' } });
    await reportCommand(again, inputs({ reportIssue: 1 }), { now: NOW });
    expect(ghRequests(before)).toEqual([LIST, patch(comment!.id)]);
    expect(world.gh.state.commentsOf(1).filter((c) => c.body.includes('Cloud agent runs'))).toHaveLength(1);
    expect(world.gh.state.commentsOf(1).at(-1)!.body).toContain('| Runs | 2 |');
    expect(again.host.lines.at(-1)).toBe(`report updated on #1: ${urlOf(comment!.id)}`);

    // The next scheduled run: a new workflow run, a new comment; the week before stays as it was.
    const next = world.step({ ...schedule, env: { workflowRunId: '9002' } });
    await reportCommand(next, inputs({ reportIssue: 1 }), { now: NOW });
    const reports = world.gh.state.commentsOf(1).filter((c) => c.body.includes('Cloud agent runs'));
    expect(reports.map((c) => decodeMarker(c.body, next.markerKey)?.key)).toEqual([
      'report:9001/agent',
      'report:9002/agent',
    ]);
    expect(next.host.lines.at(-1)).toBe(`report posted on #1: ${urlOf(reports[1]!.id)}`);
  });

  it('the POST written but its answer lost: found by its marker and edited, once; a re-run attempt edits the same comment', async () => {
    world.run('One', ended, stamp);
    world.gh.faults.inject({ operationId: 'issues/create-comment', lostAnswer: true });
    const first = world.step(schedule);
    await reportCommand(first, inputs({ reportIssue: 1 }), { now: NOW });
    const reports = () => world.gh.state.commentsOf(1).filter((c) => c.body.includes('Cloud agent runs'));
    expect(reports()).toHaveLength(1);
    const { id } = reports()[0]!;
    // The create that lost its answer, then a look that found it, and the same body written to it.
    expect(ghRequests()).toEqual([LIST, POST, LIST, patch(id)]);
    expect(reports()[0]!.body).toContain(first.host.summaries[0]!);
    // The re-run attempt counts one run more: the comment is edited (an unchanged one would not be written).
    world.run('Two', ended, stamp);
    const again = world.step({ ...schedule, env: { runAttempt: '2' } });
    const before = world.gh.requests.length;
    await reportCommand(again, inputs({ reportIssue: 1 }), { now: NOW });
    expect(ghRequests(before)).toEqual([LIST, patch(id)]);
    expect(reports().map((c) => c.id)).toEqual([id]);
    expect(reports()[0]!.body).toContain('| Runs | 2 |');
  });

  it("a marker that is not the action's own (another author, or copied under another key) is not the report's", async () => {
    world.run('One', ended, stamp);
    const probe = world.step(schedule);
    const marker = encodeMarker({ v: 2, key: reportKey(probe.env) }, probe.markerKey);
    const pasted = world.gh.state.addComment({
      issue_number: 1,
      body: `Pasted\n\n${marker}`,
      user: 'octo-reader',
    });
    // The action's own comment with a marker of another key (the gate's, say) is not the report's either.
    world.gh.state.addComment({
      issue_number: 1,
      body: `A gate\n\n${encodeMarker({ v: 2, key: 'gate:checks' }, probe.markerKey)}`,
      user: 'github-actions[bot]',
    });
    const s = world.step(schedule);
    await reportCommand(s, inputs({ reportIssue: 1 }), { now: NOW });
    expect(ghRequests().filter((r) => !r.startsWith('GET '))).toEqual([POST]);
    expect(world.gh.state.commentsOf(1).find((c) => c.id === pasted.id)!.body).toBe(`Pasted\n\n${marker}`);
  });

  it('report-issue without a way to GitHub, or refused by it: the step fails after the summary', async () => {
    const s = world.step({ ...schedule, github: false });
    await expect(reportCommand(s, inputs({ reportIssue: 1 }), { now: NOW })).rejects.toThrow(
      'No `github-token`: the report cannot be posted on #1',
    );
    expect(s.host.summaries).toHaveLength(1);
    const t = world.step(schedule);
    await expect(reportCommand(t, inputs({ reportIssue: 404404 }), { now: NOW })).rejects.toThrow(
      /^could not post the report on #404404: /,
    );
    expect(t.host.summaries).toHaveLength(1);
    expect(t.host.outputs.runs).toBe('0');
  });
});
