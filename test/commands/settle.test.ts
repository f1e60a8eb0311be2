/**
 * `command: settle` in process (src/commands/settle.ts) on the simulator and the fake GitHub: the runs of the
 * repository changed within the window looked at, the log line, the job summary (with or without a way to GitHub)
 * and the outputs.
 */
import { describe, expect, it } from 'vitest';
import { settleCommand, SettleIncompleteError } from '../../src/commands/settle.ts';
import { OutcomeError } from '../../src/shared/outcome.ts';
import type { SettleCommandInputs } from '../../src/inputs.ts';
import { renderSettleSummary, type SettleResult } from '../../src/render/settle.ts';
import { API_KEY, LONG_RUN } from '../e2e/setup.ts';
import { commandWorld } from '../helpers/command-world.ts';

const world = commandWorld();

const inputs = (windowMinutes = 60): SettleCommandInputs => ({
  command: 'settle',
  apiKey: API_KEY,
  baseUrl: world.sim.url,
  githubToken: 'ghs_unit_token',
  comment: true,
  windowMinutes,
  triggerPhrase: '@cloud-agent',
});
const schedule = { eventName: 'schedule', payload: { schedule: '*/15 * * * *' } };
const stamp = { gh_repo: 'acme/app', gh_number: '2', created_by: 'cloud-agent-action' };

describe('settle', () => {
  it.each([true, false])(
    'with a repository %s: the log line, the summary and the outputs',
    async (github) => {
      const working = world.run('Working', LONG_RUN, stamp);
      const ended = world.run('Ended', { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] }, stamp);
      world.run('Elsewhere', LONG_RUN, { ...stamp, gh_repo: 'acme/other' });
      world.sim.clock.advance(1000);
      const s = world.step({ ...schedule, github });
      await settleCommand(s, inputs(90));
      const results = JSON.parse(s.host.outputs.results!) as SettleResult[];
      expect(results.map((r) => [r.run_id, r.action]).sort()).toEqual(
        [
          [working.run_id, 'working'],
          [ended.run_id, 'not-settled'],
        ].sort(),
      );
      expect(s.host.outputs.settled).toBe('0');
      expect(s.host.lines).toEqual(['settle: 2 runs of acme/app changed in the last 90 minutes; 0 settled']);
      expect(s.host.summaries).toEqual([
        renderSettleSummary({
          repository: 'acme/app',
          windowMinutes: 90,
          results,
          scanned: false,
          truncated: false,
          withoutGitHub: github ? undefined : 'No `github-token`',
        }),
      ]);
      // The action's own runs; with GitHub, where a factory's run is known by its thread's comment, those of the
      // repository's threads' tickets too.
      const listed = world.sim.requests
        .filter((r) => r.operation === 'listRuns')
        .map((r) => new URLSearchParams(r.query));
      expect(listed.map((q) => [q.get('metadata[gh_repo]'), q.get('metadata[ticket_source]')])).toEqual(
        github
          ? [
              ['acme/app', null],
              [null, 'github'],
            ]
          : [['acme/app', null]],
      );
    },
  );

  it("a run without a thread its step let go of: its report after the list, in the settle's own summary", async () => {
    const left = world.run(
      'Left going',
      { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }], finalMessage: 'Done.' },
      { ...stamp, gh_number: '', gh_detach: 'true', gh_event: 'cli', gh_job: 'agent review' },
    );
    delete left.metadata.gh_number;
    world.sim.clock.advance(1000);
    const s = world.step({ ...schedule });
    await settleCommand(s, inputs());
    const results = JSON.parse(s.host.outputs.results!) as SettleResult[];
    expect(results).toEqual([
      {
        run_id: left.run_id,
        state: 'SUCCEEDED',
        thread: null,
        comment_url: null,
        action: 'finished',
        detail: "final report in this settle's report (SUCCEEDED)",
      },
    ]);
    expect(s.host.summaries).toHaveLength(2);
    expect(s.host.summaries[0]).toMatch(/^### Cloud agent settle: acme\/app\n/);
    expect(s.host.summaries[1]!.split('\n\n').slice(0, 2)).toEqual([
      '### ✅ Cloud agent run succeeded: Left going',
      'Started by cloud-agent in CI job `agent review`.',
    ]);
    expect(s.host.outputs.settled).toBe('1');
  });

  it('a run over its budget: cancelled, and the settle fails for it (run-failed), naming it', async () => {
    const over = world.run(
      'Over',
      { ...LONG_RUN, usageSteps: [{ afterMs: 0, usage: { inference_cost: 12 } }] },
      { ...stamp, gh_max_credits: '10' },
    );
    world.sim.clock.advance(1000);
    const s = world.step({ ...schedule, github: false });
    const error = await settleCommand(s, inputs()).then(
      () => undefined,
      (err: unknown) => err as OutcomeError,
    );
    expect(error).toBeInstanceOf(OutcomeError);
    expect(error!.outcome).toBe('run-failed');
    expect(error!.message).toBe(
      `1 run went over its budget: ${over.run_id} (over its budget (12 of 10 credits): cancelled; no github-token: its report on #2 could not be written)`,
    );
    expect(world.sim.requests.filter((r) => r.operation === 'cancelRun')).toHaveLength(1);
    expect(s.host.lines.filter((l) => l.startsWith('warning: '))).toEqual([]);
  });

  it('two runs over their budgets: both named, in the plural', async () => {
    const usage = { ...LONG_RUN, usageSteps: [{ afterMs: 0, usage: { inference_cost: 12 } }] };
    const runs = [1, 2].map((n) => world.run(`Over ${n}`, usage, { ...stamp, gh_max_credits: '10' }));
    world.sim.clock.advance(1000);
    const s = world.step({ ...schedule, github: false });
    const error = await settleCommand(s, inputs()).then(
      () => undefined,
      (err: unknown) => err as OutcomeError,
    );
    const detail =
      'over its budget (12 of 10 credits): cancelled; no github-token: its report on #2 could not be written';
    const [a, b] = runs.map((r) => `${r.run_id} (${detail})`);
    expect([
      `2 runs went over their budgets: ${a}; ${b}`,
      `2 runs went over their budgets: ${b}; ${a}`,
    ]).toContain(error!.message);
  });

  it('over budget and left for the next settle too: the settle is incomplete (service), and the overrun a warning', async () => {
    const over = world.run(
      'Over',
      { ...LONG_RUN, usageSteps: [{ afterMs: 0, usage: { inference_cost: 12 } }] },
      { ...stamp, gh_max_credits: '10' },
    );
    const ended = world.run('Ended', { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] }, stamp);
    world.sim.clock.advance(1000);
    world.gh.faults.inject({ operationId: 'issues/list-comments', status: 502, times: 100 });
    const s = world.step({ ...schedule });
    const error = await settleCommand(s, inputs()).then(
      () => undefined,
      (err: unknown) => err as OutcomeError,
    );
    expect(error).toBeInstanceOf(SettleIncompleteError);
    expect(error!.outcome).toBe('service');
    const warnings = s.host.lines.filter((l) => l.startsWith('warning: '));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      new RegExp(
        `^warning: 1 run went over its budget: ${over.run_id} \\(could not read the comments of #2: .*; over the budget its metadata records: cancelled; its comment is written by the next settle\\)$`,
      ),
    );
    expect(error!.message).toContain(`${ended.run_id} (could not read the comments of #2`);
  });
});

describe('settle: what GitHub did not answer', () => {
  const BAD_GATEWAY = 'could not read the comments of #2: Bad Gateway - https://docs.github.com/rest';
  const UNKNOWN = `${BAD_GATEWAY}; its deadline is only in its comment, so it could not be held to it`;
  const failed = (promise: Promise<void>) =>
    promise.then(
      () => undefined,
      (err: unknown) => err as OutcomeError,
    );

  it('a run still going whose deadline is only in the comment GitHub did not answer with: a warning names it, and it is left for the next settle', async () => {
    const working = world.run('Working', LONG_RUN, stamp);
    world.sim.clock.advance(1000);
    world.gh.faults.inject({ operationId: 'issues/list-comments', status: 502, times: 100 });
    const s = world.step({ ...schedule });
    const error = await failed(settleCommand(s, inputs()));
    expect(error).toBeInstanceOf(SettleIncompleteError);
    expect(error!.outcome).toBe('service');
    expect(error!.message).toBe(`1 run was left for the next settle: ${working.run_id} (${UNKNOWN})`);
    expect(s.host.lines).toEqual([
      'settle: 1 run of acme/app changed in the last 60 minutes; 0 settled',
      `warning: 1 run is still going with a deadline that could not be read (it is in a comment GitHub did not answer with): ${working.run_id}`,
    ]);
    expect(JSON.parse(s.host.outputs.results!)).toEqual([
      {
        run_id: working.run_id,
        state: 'INPROGRESS',
        thread: 2,
        comment_url: null,
        action: 'not-settled',
        detail: UNKNOWN,
        retry: true,
        deadline_unknown: true,
      },
    ]);
    // Nothing was cancelled: the deadline that would have held it is unknown.
    expect(world.sim.requests.filter((r) => r.operation === 'cancelRun')).toEqual([]);
  });

  it('two such runs and an ended one: the two named in the plural, all three left for the next settle', async () => {
    const going = [1, 2].map((n) => world.run(`Working ${n}`, LONG_RUN, stamp));
    const ended = world.run('Ended', { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] }, stamp);
    world.sim.clock.advance(1000);
    world.gh.faults.inject({ operationId: 'issues/list-comments', status: 502, times: 100 });
    const s = world.step({ ...schedule });
    const error = await failed(settleCommand(s, inputs()));
    const results = JSON.parse(s.host.outputs.results!) as SettleResult[];
    const detail = (id: string) =>
      id === ended.run_id ? `${BAD_GATEWAY}; its report is left to the next settle` : UNKNOWN;
    expect(results.map((r) => [r.run_id, r.detail, r.deadline_unknown ?? false]).sort()).toEqual(
      [
        [going[0]!.run_id, UNKNOWN, true],
        [going[1]!.run_id, UNKNOWN, true],
        [ended.run_id, detail(ended.run_id), false],
      ].sort(),
    );
    // The runs named in the order the results list them.
    const unknown = results.filter((r) => r.run_id !== ended.run_id).map((r) => r.run_id);
    expect(s.host.lines).toEqual([
      'settle: 3 runs of acme/app changed in the last 60 minutes; 0 settled',
      `warning: 2 runs are still going with a deadline that could not be read (it is in a comment GitHub did not answer with): ${unknown.join(', ')}`,
    ]);
    expect(error).toBeInstanceOf(SettleIncompleteError);
    expect(error!.message).toBe(
      `3 runs were left for the next settle: ${results.map((r) => `${r.run_id} (${detail(r.run_id)})`).join('; ')}`,
    );
  });

  /** The requests to the fake GitHub: operation and status each. */
  const ghRequests = () => world.gh.requests.map((r) => [r.operationId, r.status]);

  it("a token without `actions: read`: the last settle's completion is not known, said with the fix, and every run's thread is read", async () => {
    world.gh.state.addToken('ghs_unit_token', {
      login: 'github-actions[bot]',
      installation: true,
      actions: 'none',
    });
    const ended = world.run('Ended', { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] }, stamp);
    world.sim.clock.advance(1000);
    const s = world.step({ ...schedule });
    await settleCommand(s, inputs());
    expect(s.host.lines).toEqual([
      "warning: could not read when the last settle completed (give the settle job `actions: read`): every run's thread is read",
      'settle: 1 run of acme/app changed in the last 60 minutes; 0 settled',
    ]);
    // The settle workflow's runs asked for once (refused), then the run's thread read.
    const listed = world.gh.requests.find((r) => r.operationId === 'actions/list-workflow-runs')!;
    expect([listed.path, listed.query]).toEqual([
      '/repos/acme/app/actions/workflows/agent.yml/runs',
      { status: 'success', per_page: '2', exclude_pull_requests: 'true' },
    ]);
    expect(ghRequests()).toEqual([
      ['actions/list-workflow-runs', 403],
      ['graphql', 200],
      ['issues/list-comments', 200],
    ]);
    expect(JSON.parse(s.host.outputs.results!)).toEqual([
      expect.objectContaining({ run_id: ended.run_id, thread: 2 }),
    ]);
  });

  it("GitHub failing otherwise: the warning says what it answered, and every run's thread is read", async () => {
    world.gh.faults.inject({
      operationId: 'actions/list-workflow-runs',
      status: 500,
      body: { message: 'Server Error' },
    });
    world.run('Ended', { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] }, stamp);
    world.sim.clock.advance(1000);
    const s = world.step({ ...schedule });
    await settleCommand(s, inputs());
    expect(s.host.lines).toEqual([
      "warning: could not read when the last settle completed (Server Error): every run's thread is read",
      'settle: 1 run of acme/app changed in the last 60 minutes; 0 settled',
    ]);
    expect(ghRequests()).toEqual([
      ['actions/list-workflow-runs', 500],
      ['graphql', 200],
      ['issues/list-comments', 200],
    ]);
  });
});
