import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient, type BodyOf } from '../../src/client/client.ts';
import { ApiError } from '../../src/client/errors.ts';
import { startSimulator, type SimulatorHandle } from './server.ts';
import { SEED } from './seed.ts';
import type { RunState, SimRun } from './state.ts';
import { scoreRunDirectly, setJudge } from './routes/scorers.ts';

let handle: SimulatorHandle;
let client: CloudAgentClient<'contract'>;
const clients: CloudAgentClient<'contract'>[] = [];

beforeEach(async () => {
  handle = await startSimulator();
  client = connect('test-key');
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await handle.close();
});

function connect(apiKey: string): CloudAgentClient<'contract'> {
  const c = new CloudAgentClient<'contract'>({ apiKey, baseUrl: handle.url, retry: { maxRetries: 0 } });
  clients.push(c);
  return c;
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const HOUR = 3600 * 1000;

/** A run of the web factory that ends in `end` `endAfterMs` from now (or keeps going when `end` is omitted). */
function makeRun(
  opts: { end?: RunState; endAfterMs?: number; agent?: string; factory?: string } = {},
): SimRun {
  return handle.sim.createRun({
    teamUid: SEED.team,
    creator: handle.sim.keys.get('test-key')!,
    prompt: 'Do the work',
    factoryUid: opts.factory ?? SEED.factories.web,
    agentIdentityUid: opts.agent,
    script: {
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 0 },
        ...(opts.end ? [{ state: opts.end, afterMs: opts.endAfterMs ?? 0 }] : []),
      ],
    },
  });
}

const GOOD_BAD = [
  { value: 'good', score: 1, description: 'did it' },
  { value: 'meh', score: 0.5 },
  { value: 'bad', score: 0 },
];

function newScorer(overrides: Partial<BodyOf<'createScorer'>> = {}, c = client) {
  return c.scorers.create({
    name: 'Quality',
    factory_uid: SEED.factories.web,
    model_id: 'claude-4-sonnet',
    scoring_prompt: 'Did the run do what was asked?',
    scope_mode: 'all_agents',
    threshold: 0.5,
    allowed_classifications: GOOD_BAD,
    ...overrides,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls (a bounded number of times) until `done` accepts the value. */
async function until<T>(fn: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await fn();
  for (let i = 0; i < 100 && !done(value); i++) {
    await sleep(20);
    value = await fn();
  }
  expect(done(value)).toBe(true);
  return value;
}

const scoresOf = (runId: string) => client.scoring.runScores(runId);

describe('scorer CRUD', () => {
  it('creates scorers with sequential ids, version 1 and every field', async () => {
    const s = await newScorer({ sampling_rate: 12.345, description: 'first' });
    expect(s).toMatchObject({
      id: 1,
      name: 'Quality',
      description: 'first',
      factory_uid: SEED.factories.web,
      model_id: 'claude-4-sonnet',
      scope_mode: 'all_agents',
      scorer_kind: 'user',
      threshold: 0.5,
      sampling_rate: 12.35,
      allowed_classifications: GOOD_BAD,
      agent_uids: [],
      agents: [],
      agent_config: null,
      version: 1,
    });
    expect(s.created_at).toBe(s.updated_at);
    const second = await newScorer({ scope_mode: 'selected_agents', agent_uids: [SEED.foreman] });
    expect(second.id).toBe(2);
    expect(second.sampling_rate).toBeNull();
    expect(second.agent_uids).toEqual([SEED.foreman]);
    expect(second.agents).toEqual([{ uid: SEED.foreman }]);
  });

  it('refuses bad creates: selected_agents without agents, unknown / foreign factory, duplicate values', async () => {
    const noAgents = await apiError(newScorer({ scope_mode: 'selected_agents' }));
    expect([noAgents.status, noAgents.errorCode]).toEqual([400, 'invalid_request']);
    const unknown = await apiError(newScorer({ factory_uid: 'fac_nope' }));
    expect([unknown.status, unknown.errorCode]).toEqual([404, 'resource_not_found']);
    const foreign = await apiError(newScorer({ factory_uid: SEED.factories.other }));
    expect([foreign.status, foreign.errorCode]).toEqual([403, 'not_authorized']);
    const dup = await apiError(
      newScorer({
        allowed_classifications: [
          { value: 'x', score: 1 },
          { value: 'x', score: 0 },
        ],
      }),
    );
    expect(dup.status).toBe(400);
    expect((await client.scorers.list()).scorers).toEqual([]);
    // Failed creates used no id.
    expect((await newScorer()).id).toBe(1);
  });

  it('self_improvement_enabled: made together by a human, neither kept for a non-human caller', async () => {
    const s = await newScorer({ self_improvement_enabled: true });
    expect(await client.scorers.getSelfImprovement(s.id)).toMatchObject({ scorer_id: s.id, enabled: true });
    handle.sim.addKey('agent-key', { kind: 'identity', uid: SEED.foreman, teamUid: SEED.team });
    const agent = connect('agent-key');
    const err = await apiError(newScorer({ name: 'By agent', self_improvement_enabled: true }, agent));
    expect([err.status, err.errorCode]).toEqual([403, 'not_authorized']);
    const list = await client.scorers.list();
    expect(list.scorers.map((x) => [x.id, x.name, x.self_improvement_enabled])).toEqual([
      [1, 'Quality', true],
    ]);
    // Without self-improvement the agent may create one; its id follows on.
    expect((await newScorer({ name: 'By agent' }, agent)).id).toBe(2);
  });

  it('lists with factory filter, result counts and pass-rate summaries from live scores', async () => {
    const a = await newScorer();
    const b = await newScorer({ name: 'Other', threshold: 0.9 });
    const t0 = Date.parse('2026-03-01T00:00:00Z');
    scoreRunDirectly(handle.sim, { runId: 'r1', scorerId: a.id, classification: 'good', attemptedAt: t0 });
    scoreRunDirectly(handle.sim, {
      runId: 'r2',
      scorerId: a.id,
      classification: 'bad',
      attemptedAt: t0 + HOUR,
    });
    scoreRunDirectly(handle.sim, {
      runId: 'r3',
      scorerId: a.id,
      classification: 'meh',
      attemptedAt: t0 + 2 * HOUR,
    });
    // r1 is scored again: its live score becomes the later one.
    scoreRunDirectly(handle.sim, {
      runId: 'r1',
      scorerId: a.id,
      classification: 'bad',
      attemptedAt: t0 + 3 * HOUR,
    });
    scoreRunDirectly(handle.sim, {
      runId: 'r4',
      scorerId: a.id,
      status: 'failed',
      attemptedAt: t0 + 4 * HOUR,
    });
    scoreRunDirectly(handle.sim, { runId: 'r1', scorerId: b.id, classification: 'meh', attemptedAt: t0 });

    const list = await client.scorers.list({ recent_outcomes_limit: 2 });
    const [la, lb] = list.scorers;
    expect(la).toMatchObject({ id: a.id, result_count: 5, self_improvement_enabled: false });
    expect(la!.pass_rate_summary).toEqual({
      pass_count: 1,
      fail_count: 2,
      recent_outcomes: ['pass', 'fail'],
      pass_rate: 1 / 3,
    });
    expect(la!.last_scored_at).toBe(new Date(t0 + 3 * HOUR).toISOString());
    expect(la).not.toHaveProperty('agent_uids');
    expect(lb!.pass_rate_summary).toEqual({
      pass_count: 0,
      fail_count: 1,
      recent_outcomes: ['fail'],
      pass_rate: 0,
    });

    const windowed = await client.scorers.list({
      start_date: new Date(t0).toISOString(),
      end_date: new Date(t0 + 3 * HOUR).toISOString(),
    });
    expect(windowed.scorers[0]!.pass_rate_summary).toMatchObject({ pass_count: 1, fail_count: 1 });

    expect((await client.scorers.list({ factory_uid: SEED.factories.noForeman })).scorers).toEqual([]);
    expect((await client.scorers.list({ factory_uid: SEED.factories.web })).scorers).toHaveLength(2);
    const half = await apiError(client.scorers.list({ start_date: new Date(t0).toISOString() }));
    expect([half.status, half.errorCode]).toEqual([400, 'invalid_request']);
    const reversed = await apiError(
      client.scorers.list({ start_date: new Date(t0).toISOString(), end_date: new Date(t0).toISOString() }),
    );
    expect(reversed.status).toBe(400);
    // Another team sees none of them.
    expect((await connect(SEED.otherKey).scorers.list()).scorers).toEqual([]);
  });

  it('patches: omitted fields stay, version goes up, factory is immutable, scope is replaced', async () => {
    const s = await newScorer({
      scope_mode: 'selected_agents',
      agents: [{ uid: SEED.foreman, include_descendants: true }],
    });
    handle.clock.advance(1000);
    const renamed = await client.scorers.update(s.id, { name: 'Renamed' });
    expect(renamed).toMatchObject({ ...s, name: 'Renamed', version: 2, updated_at: renamed.updated_at });
    expect(renamed.updated_at).not.toBe(s.updated_at);

    const immutable = await apiError(
      client.call('updateScorer', {
        path: { scorer_id: s.id },
        body: { factory_uid: SEED.factories.noForeman },
      }),
    );
    expect([immutable.status, immutable.errorCode]).toEqual([400, 'invalid_request']);

    const rescoped = await client.scorers.update(s.id, { agent_uids: ['agt_other'] });
    expect(rescoped).toMatchObject({
      version: 3,
      scope_mode: 'selected_agents',
      agent_uids: ['agt_other'],
      agents: [{ uid: 'agt_other' }],
    });
    const all = await client.scorers.update(s.id, { scope_mode: 'all_agents' });
    expect(all).toMatchObject({ version: 4, scope_mode: 'all_agents', agent_uids: [], agents: [] });
    const bare = await apiError(client.scorers.update(s.id, { scope_mode: 'selected_agents' }));
    expect(bare.status).toBe(400);
    expect((await client.scorers.list()).scorers[0]).toMatchObject({ version: 4, name: 'Renamed' });
  });

  it('re-derives outcomes against the current threshold', async () => {
    const s = await newScorer();
    scoreRunDirectly(handle.sim, { runId: 'r1', scorerId: s.id, classification: 'meh' });
    const before = await client.call('listScorerResults', { path: { scorer_id: s.id } });
    expect(before.results[0]).toMatchObject({ classification: 'meh', score: 0.5, outcome: 'pass' });
    await client.scorers.update(s.id, { threshold: 0.75 });
    const after = await client.call('listScorerResults', { path: { scorer_id: s.id } });
    expect(after.results[0]).toMatchObject({ classification: 'meh', score: 0.5, outcome: 'fail' });
    expect((await client.scorers.list()).scorers[0]!.pass_rate_summary.fail_count).toBe(1);
  });

  it('deletes: 204, then every route for the scorer answers 404', async () => {
    const s = await newScorer({ self_improvement_enabled: true });
    const run = makeRun({ end: 'SUCCEEDED' });
    scoreRunDirectly(handle.sim, { runId: run.run_id, scorerId: s.id, classification: 'good' });
    expect((await scoresOf(run.run_id)).scores).toHaveLength(1);
    const other = await connect(SEED.otherKey);
    expect((await apiError(other.scorers.delete(s.id))).status).toBe(403);
    await client.scorers.delete(s.id);
    expect(handle.requests.at(-1)!.status).toBe(204);
    const calls: Promise<unknown>[] = [
      client.scorers.delete(s.id),
      client.scorers.update(s.id, { name: 'x' }),
      client.call('listScorerResults', { path: { scorer_id: s.id } }),
      client.scorers.reasons(s.id, [run.run_id]),
      client.scorers.passRate(s.id),
      client.scorers.getSelfImprovement(s.id),
      client.scorers.enableSelfImprovement(s.id),
      client.scorers.disableSelfImprovement(s.id),
      client.scoring.dispatch({ targets: [{ run_id: run.run_id, scorer_id: s.id }] }),
    ];
    for (const call of calls) {
      const err = await apiError(call);
      expect([err.status, err.errorCode]).toEqual([404, 'resource_not_found']);
    }
    expect((await scoresOf(run.run_id)).scores).toEqual([]);
    expect((await client.scorers.list()).scorers).toEqual([]);
  });
});

describe('results and reasons', () => {
  it('lists attempts newest first with keyset pages across equal attempted_at', async () => {
    const s = await newScorer();
    const t0 = Date.parse('2026-05-01T12:00:00Z');
    const ids: string[] = [];
    // r0 oldest; r1..r5 share one attempted_at; r6 newest.
    ids.push(
      scoreRunDirectly(handle.sim, {
        runId: 'r0',
        scorerId: s.id,
        classification: 'good',
        attemptedAt: t0 - 1000,
      }).runId,
    );
    for (let i = 1; i <= 5; i++) {
      ids.push(
        scoreRunDirectly(handle.sim, {
          runId: `r${i}`,
          scorerId: s.id,
          classification: 'bad',
          attemptedAt: t0,
        }).runId,
      );
    }
    ids.push(
      scoreRunDirectly(handle.sim, { runId: 'r6', scorerId: s.id, status: 'failed', attemptedAt: t0 + 1000 })
        .runId,
    );
    const expected = ['r6', 'r5', 'r4', 'r3', 'r2', 'r1', 'r0'];

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.call('listScorerResults', {
        path: { scorer_id: s.id },
        query: { limit: 2, ...(cursor ? { cursor } : {}) },
      });
      pages++;
      seen.push(...page.results.map((r) => r.run_id));
      cursor = page.page_info.has_next_page ? page.page_info.next_cursor! : undefined;
      if (!page.page_info.has_next_page) expect(page.page_info.next_cursor).toBeUndefined();
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toEqual(expected);

    const viaIterator = [];
    for await (const r of client.scorers.results(s.id, { limit: 3 })) viaIterator.push(r);
    expect(viaIterator.map((r) => r.run_id)).toEqual(expected);
    expect(viaIterator[0]).toEqual({
      run_id: 'r6',
      attempted_at: new Date(t0 + 1000).toISOString(),
      is_in_flight: false,
      status: 'failed',
      classification: null,
      score: null,
      outcome: null,
      scored_at: null,
      conversation_id: null,
      conversation_title: null,
      scoring_run_id: null,
      scoring_run_time: null,
      scoring_run_usage: null,
    });
    expect(viaIterator[6]).toMatchObject({
      status: 'scored',
      classification: 'good',
      score: 1,
      outcome: 'pass',
    });

    const bad = await apiError(
      client.call('listScorerResults', { path: { scorer_id: s.id }, query: { cursor: 'not-a-cursor' } }),
    );
    expect([bad.status, bad.errorCode]).toEqual([400, 'invalid_request']);
  });

  it('gives reasons per run: available, absent and unavailable, one missing run failing nothing', async () => {
    const s = await newScorer();
    scoreRunDirectly(handle.sim, {
      runId: 'r1',
      scorerId: s.id,
      classification: 'good',
      reason: 'Tests pass.',
    });
    scoreRunDirectly(handle.sim, { runId: 'r3', scorerId: s.id, status: 'failed' });
    const res = await client.scorers.reasons(s.id, ['r1', 'r2', 'r3', 'r1']);
    expect(res.reasons).toEqual([
      { run_id: 'r1', status: 'available', reason: 'Tests pass.' },
      { run_id: 'r2', status: 'absent', reason: null },
      { run_id: 'r3', status: 'unavailable', reason: null },
    ]);
  });

  it('refuses 101 run ids with 400', async () => {
    const s = await newScorer();
    const runIds = Array.from({ length: 101 }, (_, i) => `run-${i}`);
    const err = await apiError(
      client.call('getScorerResultReasons', { path: { scorer_id: s.id }, query: { run_id: runIds } }),
    );
    expect([err.status, err.errorCode]).toEqual([400, 'invalid_request']);
    const hundred = await client.call('getScorerResultReasons', {
      path: { scorer_id: s.id },
      query: { run_id: runIds.slice(0, 100) },
    });
    expect(hundred.reasons).toHaveLength(100);
  });
});

describe('pass rate', () => {
  const at = (text: string) => Date.parse(text);

  async function seeded() {
    const s = await newScorer();
    const score = (runId: string, classification: string, when: string) =>
      scoreRunDirectly(handle.sim, { runId, scorerId: s.id, classification, attemptedAt: at(when) });
    score('a', 'good', '2026-01-01T10:00:00Z');
    score('b', 'bad', '2026-01-01T23:59:59Z');
    score('c', 'good', '2026-01-03T05:00:00Z');
    score('a', 'bad', '2026-01-03T06:00:00Z'); // a's live score moves to Jan 3 and fails
    score('d', 'good', '2026-01-04T00:00:00Z'); // end is exclusive
    score('e', 'meh', '2025-12-31T23:59:59Z'); // before the window
    score('f', 'good', '2026-01-12T08:00:00Z');
    score('g', 'bad', '2026-02-02T08:00:00Z');
    return s;
  }

  it('bins by UTC day, lists empty days with a null rate, headline equals the series', async () => {
    const s = await seeded();
    const res = await client.scorers.passRate(s.id, {
      start_date: '2026-01-01T00:00:00Z',
      end_date: '2026-01-04T00:00:00Z',
      group_by_period: 'day',
    });
    expect(res).toEqual({
      scorer_id: s.id,
      start_date: '2026-01-01T00:00:00.000Z',
      end_date: '2026-01-04T00:00:00.000Z',
      group_by_period: 'day',
      pass_rate: 1 / 3,
      pass_count: 1,
      fail_count: 2,
      series: [
        {
          period_start: '2026-01-01T00:00:00.000Z',
          period_end: '2026-01-02T00:00:00.000Z',
          pass_count: 0,
          fail_count: 1,
          pass_rate: 0,
        },
        {
          period_start: '2026-01-02T00:00:00.000Z',
          period_end: '2026-01-03T00:00:00.000Z',
          pass_count: 0,
          fail_count: 0,
          pass_rate: null,
        },
        {
          period_start: '2026-01-03T00:00:00.000Z',
          period_end: '2026-01-04T00:00:00.000Z',
          pass_count: 1,
          fail_count: 1,
          pass_rate: 0.5,
        },
      ],
    });
  });

  it('bins by ISO week (Monday) and calendar month', async () => {
    const s = await seeded();
    const weeks = await client.scorers.passRate(s.id, {
      start_date: '2026-01-01T00:00:00Z',
      end_date: '2026-01-13T00:00:00Z',
      group_by_period: 'week',
    });
    expect(weeks.series.map((p) => [p.period_start.slice(0, 10), p.pass_count, p.fail_count])).toEqual([
      ['2025-12-29', 2, 2], // b (Jan 1), a and c (Jan 3), d (Jan 4)
      ['2026-01-05', 0, 0],
      ['2026-01-12', 1, 0], // f
    ]);
    expect(weeks.series[1]!.pass_rate).toBeNull();
    expect([weeks.pass_count, weeks.fail_count, weeks.pass_rate]).toEqual([3, 2, 3 / 5]);

    const months = await client.scorers.passRate(s.id, {
      start_date: '2025-12-15T00:00:00Z',
      end_date: '2026-02-10T00:00:00Z',
      group_by_period: 'month',
    });
    expect(
      months.series.map((p) => [
        p.period_start.slice(0, 10),
        p.period_end.slice(0, 10),
        p.pass_count,
        p.fail_count,
      ]),
    ).toEqual([
      ['2025-12-01', '2026-01-01', 1, 0], // e (meh passes at 0.5)
      ['2026-01-01', '2026-02-01', 3, 2],
      ['2026-02-01', '2026-03-01', 0, 1], // g
    ]);
    const totals = months.series.reduce((n, p) => [n[0]! + p.pass_count, n[1]! + p.fail_count], [0, 0]);
    expect([months.pass_count, months.fail_count]).toEqual(totals);
    expect(months.pass_rate).toBe(4 / 7);
  });

  it('defaults to the 30 days before now and refuses bad windows', async () => {
    const s = await newScorer();
    scoreRunDirectly(handle.sim, {
      runId: 'x',
      scorerId: s.id,
      classification: 'good',
      attemptedAt: handle.sim.now() - 1000,
    });
    const res = await client.scorers.passRate(s.id);
    expect(Date.parse(res.end_date) - Date.parse(res.start_date)).toBe(30 * 24 * HOUR);
    expect(res.group_by_period).toBe('day');
    expect(res.series).toHaveLength(31);
    expect([res.pass_count, res.fail_count, res.pass_rate]).toEqual([1, 0, 1]);

    const full = await client.scorers.passRate(s.id, {
      start_date: '2025-01-01T00:00:00Z',
      end_date: '2026-01-01T00:00:00Z',
    });
    expect(full.series).toHaveLength(365);
    expect(full.pass_rate).toBeNull();
    const tooLong = await apiError(
      client.scorers.passRate(s.id, { start_date: '2025-01-01T00:00:00Z', end_date: '2026-01-02T00:00:00Z' }),
    );
    expect([tooLong.status, tooLong.errorCode]).toEqual([400, 'invalid_request']);
    const reversed = await apiError(
      client.scorers.passRate(s.id, { start_date: '2026-01-02T00:00:00Z', end_date: '2026-01-01T00:00:00Z' }),
    );
    expect(reversed.status).toBe(400);
    const empty = await apiError(
      client.scorers.passRate(s.id, { start_date: '2026-01-01T00:00:00Z', end_date: '2026-01-01T00:00:00Z' }),
    );
    expect(empty.status).toBe(400);
  });
});

describe('self-improvement config', () => {
  it('gets, puts (humans only) and deletes', async () => {
    const s = await newScorer();
    expect(await client.scorers.getSelfImprovement(s.id)).toEqual({ scorer_id: s.id, enabled: false });
    handle.sim.addKey('agent-key', { kind: 'identity', uid: SEED.foreman, teamUid: SEED.team });
    const byAgent = await apiError(connect('agent-key').scorers.enableSelfImprovement(s.id));
    expect([byAgent.status, byAgent.errorCode]).toEqual([403, 'not_authorized']);
    const on = await client.scorers.enableSelfImprovement(s.id);
    expect(on).toMatchObject({ scorer_id: s.id, enabled: true });
    expect(on.created_at).toEqual(expect.any(String));
    expect(await client.scorers.getSelfImprovement(s.id)).toEqual(on);
    expect((await client.scorers.list()).scorers[0]!.self_improvement_enabled).toBe(true);
    const foreign = await apiError(connect(SEED.otherKey).scorers.getSelfImprovement(s.id));
    expect(foreign.status).toBe(403);
    await client.scorers.disableSelfImprovement(s.id);
    expect(await client.scorers.getSelfImprovement(s.id)).toEqual({ scorer_id: s.id, enabled: false });
  });
});

describe('dispatching judges', () => {
  it('validates the whole target set first: one unknown run → 404 and nothing dispatched', async () => {
    const s = await newScorer();
    const done = makeRun({ end: 'SUCCEEDED' });
    const runsBefore = handle.sim.runs.size;
    const err = await apiError(
      client.scoring.dispatch({
        targets: [
          { run_id: done.run_id, scorer_id: s.id },
          { run_id: 'no-such-run', scorer_id: s.id },
        ],
      }),
    );
    expect([err.status, err.errorCode]).toEqual([404, 'resource_not_found']);
    expect(handle.sim.runs.size).toBe(runsBefore);
    expect((await scoresOf(done.run_id)).scores).toEqual([]);
    const unknownScorer = await apiError(
      client.scoring.dispatch({ targets: [{ run_id: done.run_id, scorer_id: 99 }] }),
    );
    expect(unknownScorer.status).toBe(404);
    const foreignScorer = await newScorer({ factory_uid: SEED.factories.other }, connect(SEED.otherKey));
    const foreign = await apiError(
      client.scoring.dispatch({
        targets: [
          { run_id: done.run_id, scorer_id: s.id },
          { run_id: done.run_id, scorer_id: foreignScorer.id },
        ],
      }),
    );
    expect([foreign.status, foreign.errorCode]).toEqual([403, 'not_authorized']);
    expect(handle.sim.runs.size).toBe(runsBefore);
  });

  it('reports dispatched, already_in_flight and failed per pair', async () => {
    const s = await newScorer();
    const done = makeRun({ end: 'FAILED' });
    const going = makeRun();
    const first = await client.scoring.dispatch({
      targets: [
        { run_id: done.run_id, scorer_id: s.id },
        { run_id: going.run_id, scorer_id: s.id },
      ],
    });
    const [dispatched, notEnded] = first.results;
    expect(dispatched).toMatchObject({ run_id: done.run_id, scorer_id: s.id, outcome: 'dispatched' });
    expect(notEnded).toMatchObject({
      run_id: going.run_id,
      scorer_id: s.id,
      outcome: 'failed',
      scoring_run_id: null,
    });
    expect(notEnded!.error).toMatch(/has not ended/);
    const judgeRun = handle.sim.runs.get(dispatched!.scoring_run_id!)!;
    expect(judgeRun.source).toBe('RUN_SCORER');
    expect(judgeRun.judge).toMatchObject({ targetRunId: done.run_id, scorerId: s.id, reported: false });

    const again = await client.scoring.dispatch({ targets: [{ run_id: done.run_id, scorer_id: s.id }] });
    expect(again.results[0]).toMatchObject({ outcome: 'already_in_flight', scoring_run_id: judgeRun.run_id });
    const scores = await scoresOf(done.run_id);
    expect(scores.scores).toEqual([
      {
        scorer_id: s.id,
        scorer_name: 'Quality',
        attempt_status: 'in_flight',
        attempted_at: expect.any(String),
        is_in_flight: true,
        trigger_source: 'manual',
        classification: null,
        score: null,
        scored_at: null,
        scoring_run_id: judgeRun.run_id,
      },
    ]);
  });

  it('the judge run reports through POST /agent/runs/{id}/scores with its own key', async () => {
    const s = await newScorer({ name: 'Judge me' });
    const done = makeRun({ end: 'SUCCEEDED' });
    const { results } = await client.scoring.dispatch({
      targets: [{ run_id: done.run_id, scorer_id: s.id }],
    });
    const judgeRunId = results[0]!.scoring_run_id!;
    handle.clock.advance(5000);
    const scored = await until(
      () => scoresOf(done.run_id),
      (r) => r.scores[0]?.attempt_status === 'scored',
    );
    expect(scored.scores[0]).toMatchObject({
      scorer_id: s.id,
      scorer_name: 'Judge me',
      is_in_flight: false,
      trigger_source: 'manual',
      classification: 'good',
      score: 1,
      scoring_run_id: judgeRunId,
    });
    const posts = handle.requests.filter((r) => r.operation === 'reportRunScores');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe(`/api/v1/agent/runs/${done.run_id}/scores`);
    expect(posts[0]!.status).toBe(200);
    const auth = String(posts[0]!.headers.authorization);
    expect(auth).toMatch(/^Bearer judge-/);
    expect(auth).not.toBe('Bearer test-key');
    expect(handle.sim.keys.get(auth.slice(7))).toMatchObject({ kind: 'judge', judgeRunId });
    expect(JSON.parse(posts[0]!.body)).toEqual({
      verdicts: [{ scorer_id: s.id, classification: 'good', reason: expect.stringMatching(/^The run /) }],
    });
    const reasons = await client.scorers.reasons(s.id, [done.run_id]);
    expect(reasons.reasons[0]).toMatchObject({
      status: 'available',
      reason: expect.stringMatching(/^The run succeeded/),
    });
    const [result] = (await client.call('listScorerResults', { path: { scorer_id: s.id } })).results;
    expect(result).toMatchObject({
      status: 'scored',
      outcome: 'pass',
      scoring_run_id: judgeRunId,
      scoring_run_time: 'PT3S',
    });
  });

  it('uses the scripted judge; a failing judge run fails the attempt without classification', async () => {
    const s = await newScorer();
    setJudge(handle.sim, (target) =>
      target.prompt.includes('flaky')
        ? { fail: 'the judge model was overloaded' }
        : { classification: 'meh', reason: 'Partly.' },
    );
    const good = makeRun({ end: 'SUCCEEDED' });
    const flaky = handle.sim.createRun({
      teamUid: SEED.team,
      creator: handle.sim.keys.get('test-key')!,
      prompt: 'a flaky task',
      factoryUid: SEED.factories.web,
      script: { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] },
    });
    await client.scoring.dispatch({
      targets: [
        { run_id: good.run_id, scorer_id: s.id },
        { run_id: flaky.run_id, scorer_id: s.id },
      ],
    });
    handle.clock.advance(5000);
    const meh = await until(
      () => scoresOf(good.run_id),
      (r) => r.scores[0]?.attempt_status === 'scored',
    );
    expect(meh.scores[0]).toMatchObject({ classification: 'meh', score: 0.5 });
    const failed = await scoresOf(flaky.run_id);
    expect(failed.scores[0]).toMatchObject({
      attempt_status: 'failed',
      is_in_flight: false,
      classification: null,
      score: null,
    });
    expect(handle.requests.filter((r) => r.operation === 'reportRunScores')).toHaveLength(1);
    const reasons = await client.scorers.reasons(s.id, [flaky.run_id, good.run_id]);
    expect(reasons.reasons.map((r) => r.status)).toEqual(['unavailable', 'available']);
  });

  it('accepts verdicts only from the judge key of that run, each verdict on its own', async () => {
    const s = await newScorer();
    const s2 = await newScorer({ name: 'Second' });
    const done = makeRun({ end: 'SUCCEEDED' });
    const other = makeRun({ end: 'SUCCEEDED' });
    const { results } = await client.scoring.dispatch({
      targets: [
        { run_id: done.run_id, scorer_id: s.id },
        { run_id: other.run_id, scorer_id: s.id },
      ],
    });
    const keyOf = (judgeRunId: string) => handle.sim.runs.get(judgeRunId)!.judge!.key;
    const judge = connect(keyOf(results[0]!.scoring_run_id!));
    const otherJudge = connect(keyOf(results[1]!.scoring_run_id!));

    const user = await apiError(
      client.runs.reportScores(done.run_id, { verdicts: [{ scorer_id: s.id, classification: 'good' }] }),
    );
    expect([user.status, user.errorCode]).toEqual([403, 'not_authorized']);
    const wrongJudge = await apiError(
      otherJudge.runs.reportScores(done.run_id, { verdicts: [{ scorer_id: s.id, classification: 'good' }] }),
    );
    expect(wrongJudge.status).toBe(403);

    const res = await judge.runs.reportScores(done.run_id, {
      verdicts: [
        { scorer_id: 999, classification: 'good' },
        { scorer_id: s2.id, classification: 'good' },
        { scorer_id: s.id, classification: 'excellent' },
        { scorer_id: s.id, classification: 'bad', reason: 'Nothing works.' },
      ],
    });
    expect(res.run_id).toBe(done.run_id);
    expect(res.results.map((r) => [r.scorer_id, r.accepted])).toEqual([
      [999, false],
      [s2.id, false],
      [s.id, false],
      [s.id, true],
    ]);
    expect(res.results[0]!.error).toMatch(/unknown scorer/);
    expect(res.results[1]!.error).toMatch(/in flight/);
    expect(res.results[2]!.error).toMatch(/excellent/);
    expect(res.results[3]!.error).toBeUndefined();
    expect((await scoresOf(done.run_id)).scores[0]).toMatchObject({
      attempt_status: 'scored',
      classification: 'bad',
      score: 0,
    });
    // The other judge reports its own run; the first one has nothing left to report (its attempt is closed).
    handle.clock.advance(5000);
    const otherScored = await until(
      () => scoresOf(other.run_id),
      (r) => r.scores[0]?.attempt_status === 'scored',
    );
    expect(otherScored.scores[0]).toMatchObject({
      classification: 'good',
      scoring_run_id: results[1]!.scoring_run_id,
    });
    const reports = handle.requests.filter((r) => r.operation === 'reportRunScores');
    expect(reports.map((r) => r.status)).toEqual([403, 403, 200, 200]);
    expect(reports[3]!.headers.authorization).toBe(`Bearer ${keyOf(results[1]!.scoring_run_id!)}`);
    expect((await scoresOf(done.run_id)).scores[0]).toMatchObject({ classification: 'bad' });
  });
});

describe('automatic scoring', () => {
  it('scores a run in scope after two idle hours, not before', async () => {
    const s = await newScorer();
    const run = makeRun({ end: 'SUCCEEDED' });
    const outside = makeRun({ end: 'SUCCEEDED', factory: SEED.factories.noForeman });
    handle.clock.advance(2 * HOUR - 60_000);
    expect((await scoresOf(run.run_id)).scores).toEqual([]);
    handle.clock.advance(61_000);
    const started = await scoresOf(run.run_id);
    expect(started.scores).toEqual([
      expect.objectContaining({ scorer_id: s.id, attempt_status: 'in_flight', trigger_source: 'automatic' }),
    ]);
    expect((await scoresOf(outside.run_id)).scores).toEqual([]);
    handle.clock.advance(5000);
    const scored = await until(
      () => scoresOf(run.run_id),
      (r) => r.scores[0]?.attempt_status === 'scored',
    );
    expect(scored.scores[0]).toMatchObject({ classification: 'good', trigger_source: 'automatic' });
    // Once attempted, never again automatically.
    handle.clock.advance(3 * HOUR);
    expect((await client.call('listScorerResults', { path: { scorer_id: s.id } })).results).toHaveLength(1);
  });

  it('honours scope, sampling 0 and the scorer-created-after-run gate; manual dispatch bypasses them', async () => {
    const early = makeRun({ end: 'SUCCEEDED' });
    handle.clock.advance(1000);
    const all = await newScorer({ name: 'all' });
    const selected = await newScorer({
      name: 'selected',
      scope_mode: 'selected_agents',
      agent_uids: [SEED.foreman],
    });
    const none = await newScorer({ name: 'never', sampling_rate: 0 });
    const byForeman = makeRun({ end: 'FAILED', agent: SEED.foreman });
    const byNobody = makeRun({ end: 'SUCCEEDED' });
    handle.clock.advance(2 * HOUR + 1000);
    const names = async (runId: string) => (await scoresOf(runId)).scores.map((x) => x.scorer_name).sort();
    expect(await names(early.run_id)).toEqual([]);
    expect(await names(byForeman.run_id)).toEqual(['all', 'selected']);
    expect(await names(byNobody.run_id)).toEqual(['all']);
    const selectedResults = await client.call('listScorerResults', { path: { scorer_id: selected.id } });
    expect(selectedResults.results.map((r) => r.run_id)).toEqual([byForeman.run_id]);
    const manual = await client.scoring.dispatch({
      targets: [
        { run_id: early.run_id, scorer_id: all.id },
        { run_id: byNobody.run_id, scorer_id: none.id },
      ],
    });
    expect(manual.results.map((r) => r.outcome)).toEqual(['dispatched', 'dispatched']);
    expect(await names(byNobody.run_id)).toEqual(['all', 'never']);
  });
});
