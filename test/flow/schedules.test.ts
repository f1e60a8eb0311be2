/**
 * The schedules plan (the file against the service, field by field, ownership respected) and apply (its order, a
 * failure that stops the deletes).
 */
import { describe, expect, it } from 'vitest';
import type { CloudAgentClient } from '../../src/client/index.ts';
import type { ScheduleSpec } from '../../src/flow/schedules-file.ts';
import {
  applyPlan,
  ownerOf,
  planJson,
  planSchedules,
  promptOf,
  type ScheduleItem,
} from '../../src/flow/schedules.ts';

const NOW = Date.parse('2025-06-02T18:00:00Z');
const REPO = 'acme/app';
const LINE = '<!-- managed by cloud-agent-action for acme/app -->';
const META = { 'cloud-agent-action.repository': 'acme/app' };

const spec = (name: string, extra: Partial<ScheduleSpec> = {}): ScheduleSpec => ({
  name,
  cron: '0 3 * * *',
  prompt: `Do ${name}.`,
  enabled: true,
  adopt: false,
  agentConfig: {},
  line: 1,
  ...extra,
});

const item = (name: string, extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id: `id-${name}`,
  name,
  cron_schedule: '0 3 * * *',
  enabled: true,
  prompt: `Do ${name}.\n\n${LINE}`,
  created_at: '2025-06-01T00:00:00Z',
  updated_at: '2025-06-01T00:00:00Z',
  metadata: { ...META },
  history: { last_ran: null, next_run: '2025-06-03T03:00:00Z' },
  ...extra,
});

const plan = (specs: ScheduleSpec[], existing: ScheduleItem[], prune = false) =>
  planSchedules({ specs, existing, repository: REPO, file: '.github/cloud-agents.yml', prune, now: NOW });

describe('ownership', () => {
  it('is read from the prompt line, else from the metadata; none for a hand-made schedule', () => {
    expect(ownerOf(item('a', { metadata: {} }))).toBe('acme/app');
    expect(ownerOf(item('a', { prompt: 'x' }))).toBe('acme/app');
    expect(
      ownerOf(
        item('a', { prompt: 'x\n\n<!-- managed by cloud-agent-action for acme/other -->', metadata: {} }),
      ),
    ).toBe('acme/other');
    expect(ownerOf(item('a', { prompt: 'x', metadata: {} }))).toBeUndefined();
    expect(promptOf(`Line one.\n\n${LINE}\n`)).toBe('Line one.');
  });
});

describe('planSchedules', () => {
  it('creates what is missing, with the ownership line and metadata, its next run from the cron', () => {
    const p = plan([spec('a', { agentConfig: { model_id: 'm' } }), spec('b', { enabled: false })], []);
    expect(p.changes).toBe(2);
    expect(p.items).toEqual([
      {
        action: 'create',
        name: 'a',
        cron: '0 3 * * *',
        enabled: true,
        nextRun: Date.parse('2025-06-03T03:00:00Z'),
        changes: [],
        body: {
          name: 'a',
          cron_schedule: '0 3 * * *',
          prompt: `Do a.\n\n${LINE}`,
          enabled: true,
          agent_config: { model_id: 'm' },
          metadata: META,
        },
      },
      {
        action: 'create',
        name: 'b',
        cron: '0 3 * * *',
        enabled: false,
        nextRun: null,
        changes: [],
        body: {
          name: 'b',
          cron_schedule: '0 3 * * *',
          prompt: `Do b.\n\n${LINE}`,
          enabled: false,
          metadata: META,
        },
      },
    ]);
  });

  it('updates field by field, old → new, keeping what the file does not manage', () => {
    const actual = item('a', {
      cron_schedule: '0 4 * * *',
      prompt: `Old words.\n\n${LINE}`,
      agent_config: { model_id: 'old', environment_id: 'AcmeWebEnvironment0001', idle_timeout_minutes: 5 },
      agent_uid: 'agt_1',
      metadata: { ...META, team: 'web' },
    });
    const p = plan([spec('a', { agentConfig: { model_id: 'new' } })], [actual]);
    expect(p.items).toEqual([
      {
        action: 'update',
        name: 'a',
        id: 'id-a',
        cron: '0 3 * * *',
        enabled: true,
        nextRun: Date.parse('2025-06-03T03:00:00Z'),
        changes: [
          { field: 'cron', old: '0 4 * * *', new: '0 3 * * *' },
          { field: 'prompt', old: 'Old words.', new: 'Do a.' },
          { field: 'environment-id', old: 'AcmeWebEnvironment0001', new: undefined },
          { field: 'model-id', old: 'old', new: 'new' },
        ],
        body: {
          name: 'a',
          cron_schedule: '0 3 * * *',
          prompt: `Do a.\n\n${LINE}`,
          enabled: true,
          agent_config: { idle_timeout_minutes: 5, model_id: 'new' },
          agent_uid: 'agt_1',
          metadata: { ...META, team: 'web' },
        },
      },
    ]);
  });

  it('pauses and resumes when only enabled differs; an unchanged one keeps the service’s next run', () => {
    const p = plan(
      [spec('a', { enabled: false }), spec('b'), spec('c')],
      [item('a'), item('b', { enabled: false, history: { next_run: null } }), item('c')],
    );
    expect(p.items.map((i) => [i.action, i.name, i.nextRun, i.changes])).toEqual([
      ['pause', 'a', null, [{ field: 'enabled', old: true, new: false }]],
      ['resume', 'b', Date.parse('2025-06-03T03:00:00Z'), [{ field: 'enabled', old: false, new: true }]],
      ['unchanged', 'c', Date.parse('2025-06-03T03:00:00Z'), []],
    ]);
    expect(p.changes).toBe(2);
  });

  it('restores an ownership record a UI edit dropped', () => {
    const p = plan([spec('a'), spec('b')], [item('a', { metadata: {} }), item('b', { prompt: 'Do b.' })]);
    expect(p.items.map((i) => [i.action, i.changes])).toEqual([
      ['update', [{ field: 'metadata.cloud-agent-action.repository', old: undefined, new: 'acme/app' }]],
      ['update', [{ field: 'ownership line of the prompt', old: undefined, new: LINE }]],
    ]);
  });

  it('leaves other repositories’ and hand-made schedules alone, noting a name it shares; adopt takes one over', () => {
    const foreign = item('a', {
      id: 'theirs',
      prompt: 'Theirs.\n\n<!-- managed by cloud-agent-action for acme/other -->',
      metadata: {},
    });
    const handMade = item('b', { id: 'hand', prompt: 'Do b.', metadata: { owner: 'ada' } });
    const p = plan([spec('a'), spec('b', { adopt: true }), spec('c', { adopt: true })], [foreign, handMade]);
    expect(p.items.map((i) => [i.action, i.name, i.id, i.changes, i.note])).toEqual([
      [
        'create',
        'a',
        undefined,
        [],
        'a schedule of this name managed by acme/other exists and is left alone; add adopt: true to manage it instead',
      ],
      [
        'update',
        'b',
        'hand',
        [{ field: 'managed by', old: 'nobody (made by hand)', new: 'acme/app' }],
        undefined,
      ],
      ['create', 'c', undefined, [], 'adopt: true, but no schedule of this name exists: it is created'],
    ]);
    expect(p.items[1]!.body).toEqual({
      name: 'b',
      cron_schedule: '0 3 * * *',
      prompt: `Do b.\n\n${LINE}`,
      enabled: true,
      metadata: { owner: 'ada', ...META },
    });
    expect(p.others).toBe(1);
  });

  it('keeps owned schedules the file dropped, or deletes them with prune; never another’s', () => {
    const existing = [item('gone'), item('z-hand', { prompt: 'x', metadata: {} })];
    expect(plan([], existing).items.map((i) => [i.action, i.name, i.note])).toEqual([
      ['kept', 'gone', 'not in the file, kept (prune: true deletes it)'],
    ]);
    const pruned = plan([], existing, true);
    expect(pruned.items.map((i) => [i.action, i.name, i.id, i.nextRun])).toEqual([
      ['delete', 'gone', 'id-gone', null],
    ]);
    expect([pruned.changes, pruned.others]).toEqual([1, 1]);
  });

  it('the plan as JSON', () => {
    expect(JSON.parse(planJson(plan([spec('a')], [item('a', { cron_schedule: '0 4 * * *' })])))).toEqual({
      repository: 'acme/app',
      file: '.github/cloud-agents.yml',
      changes: 1,
      items: [
        {
          action: 'update',
          name: 'a',
          id: 'id-a',
          cron: '0 3 * * *',
          enabled: true,
          next_run: '2025-06-03T03:00:00.000Z',
          changes: [{ field: 'cron', old: '0 4 * * *', new: '0 3 * * *' }],
        },
      ],
    });
  });
});

describe('applyPlan', () => {
  /** A client that records each call and fails the ones `fail` names. */
  function fakeClient(fail: string[] = []) {
    const calls: string[] = [];
    const act = (what: string) => {
      calls.push(what);
      if (fail.includes(what)) return Promise.reject(new Error(`${what} refused`));
      return Promise.resolve({ id: `new-${what}` });
    };
    const client = {
      schedules: {
        create: (body: { name: string }) => act(`create ${body.name}`),
        update: (id: string) => act(`update ${id}`),
        pause: (id: string) => act(`pause ${id}`),
        resume: (id: string) => act(`resume ${id}`),
        delete: (id: string) => act(`delete ${id}`),
      },
    } as unknown as CloudAgentClient;
    return { client, calls };
  }
  const mixed = () =>
    plan(
      [
        spec('gone-soon', { enabled: false }),
        spec('new'),
        spec('changed', { cron: '0 5 * * *' }),
        spec('back'),
      ],
      [item('gone-soon'), item('changed'), item('back', { enabled: false }), item('old'), item('older')],
      true,
    );

  it('creates and updates first, then pauses and resumes, then deletes', async () => {
    const { client, calls } = fakeClient();
    const log: string[] = [];
    const report = await applyPlan(client, mixed(), { log: (l) => log.push(l) });
    expect(calls).toEqual([
      'create new',
      'update id-changed',
      'pause id-gone-soon',
      'resume id-back',
      'delete id-old',
      'delete id-older',
    ]);
    expect(report.failed).toBe(0);
    expect(report.results.map((r) => [r.item.name, r.status, r.id])).toEqual([
      ['new', 'done', 'new-create new'],
      ['changed', 'done', undefined],
      ['gone-soon', 'done', undefined],
      ['back', 'done', undefined],
      ['old', 'done', undefined],
      ['older', 'done', undefined],
    ]);
    expect(log[0]).toBe('create new: done (new-create new)');
  });

  it('a failure does not stop the other creates and updates, but stops every delete', async () => {
    const { client, calls } = fakeClient(['create new']);
    const report = await applyPlan(client, mixed(), { log: () => {} });
    expect(calls).toEqual(['create new', 'update id-changed', 'pause id-gone-soon', 'resume id-back']);
    expect(report.failed).toBe(1);
    expect(report.results.map((r) => [r.item.name, r.status, r.reason])).toEqual([
      ['new', 'failed', 'create new refused'],
      ['changed', 'done', undefined],
      ['gone-soon', 'done', undefined],
      ['back', 'done', undefined],
      ['old', 'not attempted', 'a step above failed, so nothing is deleted'],
      ['older', 'not attempted', 'a step above failed, so nothing is deleted'],
    ]);
  });

  it('a failed delete stops the deletes after it', async () => {
    const { client, calls } = fakeClient(['delete id-old']);
    const report = await applyPlan(client, plan([], [item('old'), item('older')], true), { log: () => {} });
    expect(calls).toEqual(['delete id-old']);
    expect(report.results.map((r) => r.status)).toEqual(['failed', 'not attempted']);
  });
});
