/**
 * `command: report` in process (src/commands/report.ts) on the simulator and the fake GitHub: the log line, the
 * summary and the outputs; each scorer's pass rate, one left out when its answer cannot be read; the new comment on
 * `report-issue`, and what happens without a way to GitHub or when GitHub refuses it.
 */
import { describe, expect, it } from 'vitest';
import { reportCommand } from '../../src/commands/report.ts';
import type { ReportCommandInputs } from '../../src/inputs.ts';
import { renderWeeklyReport } from '../../src/render/weekly.ts';
import { CloudAgentClient } from '../../src/client/index.ts';
import { scoreRunDirectly } from '../simulator/routes/scorers.ts';
import { API_KEY, createTestScorer } from '../e2e/setup.ts';
import { commandWorld } from '../helpers/command-world.ts';

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
    const s = world.step(schedule);
    const now = NOW();
    await reportCommand(s, inputs(), { now: () => now });
    const since = new Date(now - 7 * 86_400_000).toISOString();
    expect(s.host.lines).toEqual([
      `report: 2 runs of acme/app created since ${since}, 0 in the 7 days before (1 page of runs)`,
    ]);
    const figures = JSON.parse(s.host.outputs.figures!);
    expect(figures).toMatchObject({
      runs: 2,
      succeeded: 2,
      repository: 'acme/app',
      factory: null,
      scorers: [],
    });
    expect(s.host.outputs).toMatchObject({ runs: '2', 'success-rate': '1' });
    const { repository, factory, scorers, requests, previous, ...plain } = figures;
    expect(factory).toBeNull();
    expect(previous).toMatchObject({ runs: 0, until: since });
    expect(plain).toMatchObject({
      since,
      until: new Date(now).toISOString(),
      days: 7,
      ended: 2,
      successRate: 1,
    });
    expect(s.host.summaries).toEqual([
      renderWeeklyReport({
        figures: plain,
        repository,
        factory: undefined,
        scorers,
        scanned: false,
        previous,
      }),
    ]);
    expect(requests).toEqual({ pages: 1, scanned: false, truncated: false });
    // Nothing was posted: no report-issue.
    expect(world.gh.requests.filter((r) => r.method === 'POST')).toEqual([]);
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
    expect(scorers).toEqual([{ id: second, name: 'tests pass', passRate: null, passed: 0, failed: 0 }]);
    expect(s.host.lines.filter((l) => l.startsWith('warning:'))).toEqual([
      expect.stringMatching(
        new RegExp(`^warning: the pass rate of tests pass \\(#${first}\\) is left out of the report: `),
      ),
    ]);
    expect(s.host.summaries[0]).toContain('### Pass rate by scorer (factory `fac_web`)');
  });

  it('a factory without scorers: said, and no pass rate', async () => {
    const s = world.step(schedule);
    await reportCommand(s, inputs({ factory: 'fac_empty' }), { now: NOW });
    expect(s.host.lines).toContain('warning: factory "fac_empty" has no scorers: no pass rate to show');
  });

  it('report-issue: the report as a new comment on the issue, each time', async () => {
    world.run('One', ended, stamp);
    for (let i = 0; i < 2; i++) {
      const s = world.step(schedule);
      await reportCommand(s, inputs({ reportIssue: 1 }), { now: NOW });
      expect(s.host.lines.at(-1)).toBe('report posted on #1');
      expect(world.gh.state.commentsOf(1).at(-1)!.body).toBe(s.host.summaries[0]);
    }
    const posts = world.gh.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual([
      '/repos/acme/app/issues/1/comments',
      '/repos/acme/app/issues/1/comments',
    ]);
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
