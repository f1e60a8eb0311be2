/**
 * A filter the service was asked to apply is a hint: src/client/filters.ts checks every item of a listing against
 * its query, and the client hands back only those that match, counting the others.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import { keep, reasonMatches, runMatches, scorerMatches } from '../../src/client/filters.ts';
import { sample } from '../helpers/answers.ts';
import { startScriptServer, type ScriptServer } from '../helpers/script-server.ts';

const run = (overrides: Record<string, unknown> = {}): RunItem =>
  sample<RunItem>('RunItem', {
    run_id: 'r1',
    state: 'INPROGRESS',
    created_at: '2026-11-23T10:00:00Z',
    updated_at: '2026-11-23T10:05:00Z',
    metadata: { gh_repo: 'acme/app', gh_number: '7' },
    ...overrides,
  });

describe('runMatches', () => {
  it('an empty query matches every run', () => {
    expect(runMatches({}, run())).toBe(true);
    expect(runMatches({}, run({ metadata: undefined }))).toBe(true);
  });

  it('metadata: every pair must be on the run; a run without metadata matches no pair', () => {
    expect(runMatches({ metadata: { gh_repo: 'acme/app' } }, run())).toBe(true);
    expect(runMatches({ metadata: { gh_repo: 'acme/app', gh_number: '7' } }, run())).toBe(true);
    expect(runMatches({ metadata: { gh_repo: 'acme/app', gh_number: '8' } }, run())).toBe(false);
    expect(runMatches({ metadata: { gh_repo: 'other/app' } }, run())).toBe(false);
    expect(runMatches({ metadata: { gh_trigger: 'k' } }, run())).toBe(false);
    expect(runMatches({ metadata: { gh_repo: 'acme/app' } }, run({ metadata: undefined }))).toBe(false);
    expect(runMatches({ metadata: { gh_repo: 'acme/app' } }, run({ metadata: null }))).toBe(false);
    expect(runMatches({ metadata: { gh_repo: 'acme/app' } }, run({ metadata: 'acme/app' }))).toBe(false);
    // A key inherited by every object is not a pair the run carries.
    expect(runMatches({ metadata: { toString: 'x' } }, run({ metadata: {} }))).toBe(false);
  });

  it('state: one of the states asked for', () => {
    expect(runMatches({ state: ['QUEUED', 'INPROGRESS'] }, run())).toBe(true);
    expect(runMatches({ state: ['QUEUED'] }, run())).toBe(false);
    expect(runMatches({ state: [] }, run())).toBe(true);
  });

  it('times: at or after, at or before; an unreadable time matches no bound', () => {
    expect(runMatches({ created_after: '2026-11-23T10:00:00Z' }, run())).toBe(true);
    expect(runMatches({ created_after: '2026-11-23T10:00:00.001Z' }, run())).toBe(false);
    expect(runMatches({ created_before: '2026-11-23T10:00:00Z' }, run())).toBe(true);
    expect(runMatches({ created_before: '2026-11-23T09:59:59Z' }, run())).toBe(false);
    expect(runMatches({ updated_after: '2026-11-23T10:05:00Z' }, run())).toBe(true);
    expect(runMatches({ updated_after: '2026-11-23T10:05:01Z' }, run())).toBe(false);
    expect(runMatches({ created_after: '2026-01-01T00:00:00Z' }, run({ created_at: 'yesterday' }))).toBe(
      false,
    );
    expect(runMatches({ created_before: '2027-01-01T00:00:00Z' }, run({ created_at: 5 }))).toBe(false);
    expect(runMatches({ updated_after: '2026-01-01T00:00:00Z' }, run({ updated_at: undefined }))).toBe(false);
  });

  it('source, execution location, creator, executor, schedule, agent config name and model', () => {
    const full = run({
      source: 'API',
      execution_location: 'REMOTE',
      creator: { uid: 'u1' },
      executor: { uid: 'u2' },
      schedule: { schedule_id: 's1', schedule_name: 'n', cron_schedule: '* * * * *' },
      agent_config: { name: 'cfg', model_id: 'm1', environment_id: 'E'.repeat(22) },
    });
    expect(runMatches({ source: 'API' }, full)).toBe(true);
    expect(runMatches({ source: 'SCHEDULED_AGENT' }, full)).toBe(false);
    expect(runMatches({ execution_location: 'REMOTE' }, full)).toBe(true);
    expect(runMatches({ execution_location: 'LOCAL' }, full)).toBe(false);
    expect(runMatches({ creator: 'u1' }, full)).toBe(true);
    expect(runMatches({ creator: 'u2' }, full)).toBe(false);
    expect(runMatches({ executor: 'u2' }, full)).toBe(true);
    expect(runMatches({ executor: 'u1' }, full)).toBe(false);
    expect(runMatches({ schedule_id: 's1' }, full)).toBe(true);
    expect(runMatches({ schedule_id: 's2' }, full)).toBe(false);
    expect(runMatches({ name: 'cfg' }, full)).toBe(true);
    expect(runMatches({ name: 'other' }, full)).toBe(false);
    expect(runMatches({ model_id: 'm1' }, full)).toBe(true);
    expect(runMatches({ model_id: 'm2' }, full)).toBe(false);
    expect(runMatches({ creator: 'u1' }, run())).toBe(false);
  });

  it('environment: the id, or `empty-environment` for a run without one', () => {
    const withEnv = run({ agent_config: { environment_id: 'E'.repeat(22) } });
    expect(runMatches({ environment_id: 'E'.repeat(22) }, withEnv)).toBe(true);
    expect(runMatches({ environment_id: 'F'.repeat(22) }, withEnv)).toBe(false);
    expect(runMatches({ environment_id: 'empty-environment' }, withEnv)).toBe(false);
    expect(runMatches({ environment_id: 'empty-environment' }, run())).toBe(true);
    expect(runMatches({ environment_id: 'E'.repeat(22) }, run())).toBe(false);
  });

  it('artifact type: one of the run artifacts is of that type', () => {
    const pr = { artifact_type: 'PULL_REQUEST', created_at: 'x', data: { url: 'u', branch: 'b' } };
    expect(runMatches({ artifact_type: 'PULL_REQUEST' }, run({ artifacts: [pr] }))).toBe(true);
    expect(runMatches({ artifact_type: 'PLAN' }, run({ artifacts: [pr] }))).toBe(false);
    expect(runMatches({ artifact_type: 'PLAN' }, run())).toBe(false);
    expect(runMatches({ artifact_type: 'PLAN' }, run({ artifacts: 'PLAN' }))).toBe(false);
  });

  it('parameters no field can confirm are left to the service', () => {
    expect(
      runMatches({ q: 'anything', skill: 's', ancestor_run_id: 'a', limit: 5, sort_by: 'title' }, run()),
    ).toBe(true);
  });
});

describe('scorerMatches, reasonMatches, keep', () => {
  it('a scorer of the factory asked for, or any when none was', () => {
    expect(scorerMatches({ factory_uid: 'f1' }, { factory_uid: 'f1' })).toBe(true);
    expect(scorerMatches({ factory_uid: 'f1' }, { factory_uid: 'f2' })).toBe(false);
    expect(scorerMatches({ factory_uid: 'f1' }, {})).toBe(false);
    expect(scorerMatches({}, { factory_uid: 'f2' })).toBe(true);
  });

  it('a reason of a run asked for', () => {
    const asked = new Set(['r1', 'r2']);
    expect(reasonMatches(asked, { run_id: 'r2' })).toBe(true);
    expect(reasonMatches(asked, { run_id: 'r3' })).toBe(false);
    expect(reasonMatches(asked, {})).toBe(false);
  });

  it('keeps the matching items in order and counts the others', () => {
    expect(keep([1, 2, 3, 4, 5], (n) => n % 2 === 1)).toEqual({ kept: [1, 3, 5], unmatched: 2 });
    expect(keep([], () => false)).toEqual({ kept: [], unmatched: 0 });
  });
});

describe("the client's listings hand back only what their query asked for", () => {
  let server: ScriptServer;
  let client: CloudAgentClient;
  beforeAll(async () => {
    server = await startScriptServer();
    client = new CloudAgentClient({ apiKey: 'k', baseUrl: server.url });
  });
  beforeEach(() => {
    server.requests.length = 0;
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  const ours = run({ run_id: 'ours' });
  const foreign = run({ run_id: 'foreign', metadata: { gh_repo: 'other/repo', gh_number: '7' } });
  const bare = run({ run_id: 'bare', metadata: undefined });
  const runsPage = (runs: unknown[], next?: string) => ({
    status: 200,
    body: { runs, page_info: next ? { has_next_page: true, next_cursor: next } : { has_next_page: false } },
  });

  it('listPage: a service that ignores the metadata filter; the others are counted', async () => {
    server.reply(runsPage([foreign, ours, bare]));
    const page = await client.runs.listPage({ metadata: { gh_repo: 'acme/app' } });
    expect(page.runs.map((r) => r.run_id)).toEqual(['ours']);
    expect(page.unmatched).toBe(2);
    // Both left out for their metadata: the service did not filter by it.
    expect(page.foreign).toBe(2);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/agent/runs?metadata%5Bgh_repo%5D=acme%2Fapp',
    ]);
  });

  it('listPage: runs left out for their time or state alone are not counted as foreign; each is handed over', async () => {
    const old = run({ run_id: 'old', created_at: '2020-01-01T00:00:00Z' });
    const ended = run({ run_id: 'ended', state: 'SUCCEEDED' });
    server.reply(runsPage([ours, old, ended, foreign]));
    const leftOut: string[] = [];
    const page = await client.runs.listPage(
      { metadata: { gh_repo: 'acme/app' }, state: ['INPROGRESS'], created_after: '2026-01-01T00:00:00Z' },
      {},
      (r) => leftOut.push(r.run_id),
    );
    expect(page.runs.map((r) => r.run_id)).toEqual(['ours']);
    expect(leftOut).toEqual(['old', 'ended', 'foreign']);
    expect([page.unmatched, page.foreign]).toEqual([3, 1]);
    // Without metadata asked for, none is foreign.
    server.reply(runsPage([old]));
    expect((await client.runs.listPage({ created_after: '2026-01-01T00:00:00Z' })).foreign).toBe(0);
  });

  it('list: a page whose runs were all left out does not end the listing', async () => {
    server.reply(runsPage([foreign], 'c2'), runsPage([ours]));
    const pages = [];
    for await (const page of client.runs.list({ metadata: { gh_repo: 'acme/app' } }).pages()) {
      pages.push([page.runs.map((r) => r.run_id), page.unmatched]);
    }
    expect(pages).toEqual([
      [[], 1],
      [['ours'], 0],
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it('scorers.list: only the factory asked for', async () => {
    const scorer = (id: number, factory: string) => sample('ScorerListItem', { id, factory_uid: factory });
    server.reply({ status: 200, body: { scorers: [scorer(1, 'f1'), scorer(2, 'f2'), scorer(3, 'f1')] } });
    const answer = await client.scorers.list({ factory_uid: 'f1' });
    expect(answer.scorers.map((s) => s.id)).toEqual([1, 3]);
    expect(answer.unmatched).toBe(1);
  });

  it('scorers.reasons: a reason for a run not asked for is left out', async () => {
    server.reply({
      status: 200,
      body: {
        reasons: [
          { run_id: 'r1', status: 'available', reason: 'ok' },
          { run_id: 'elsewhere', status: 'available', reason: 'secret of another team' },
        ],
      },
    });
    const answer = await client.scorers.reasons(4, ['r1']);
    expect(answer).toEqual({ reasons: [{ run_id: 'r1', status: 'available', reason: 'ok' }], unmatched: 1 });
  });
});
