/**
 * The schedules plan (the file against the service, field by field, ownership respected) and apply (its order, a
 * failure that stops the deletes).
 */
import { describe, expect, it } from 'vitest';
import { parseCron } from '../../src/client/cron.ts';
import { ApiError, type CloudAgentClient } from '../../src/client/index.ts';
import type { ScheduleSpec } from '../../src/flow/schedules-file.ts';
import {
  applyPlan,
  decodeOwner,
  encodeOwner,
  isDefaultBranch,
  keepsMetadata,
  ownedPrompt,
  ownerLine,
  ownerOf,
  planJson,
  planSchedules,
  promptOf,
  schedulesMode,
  type ScheduleItem,
} from '../../src/flow/schedules.ts';

const NOW = Date.parse('2025-06-02T18:00:00Z');
const REPO = 'acme/app';
const LINE = '<!-- managed by cloud-agent-action for acme/app -->';
const META = { 'cloud-agent-action.repository': 'acme/app' };
/** The schedules' cron expression ('0 3 * * *'), read: the plan carries it for its words. */
const DAILY_AT_3 = parseCron('0 3 * * *');

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

/** A schedule as the service answers it, `history` included (the plan reads it as whatever came). */
const item = (name: string, extra: Partial<ScheduleItem> & { history?: unknown } = {}): ScheduleItem =>
  ({
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
  }) as ScheduleItem;

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

describe('ownership of a project whose name is no GitHub name', () => {
  it.each([
    ['acme/app', 'acme/app'],
    ['group/sub.group/my_app-2', 'group/sub.group/my_app-2'],
    // Azure Pipelines: SYSTEM_TEAMPROJECT/BUILD_DEFINITIONNAME.
    ['Fabrikam Fiber/agents', 'Fabrikam%20Fiber/agents'],
    // Jenkins: a multibranch job's JOB_NAME holds the branch URL-encoded.
    ['agents/feature%2Fx', 'agents/feature%252Fx'],
    ['a/b-->x', 'a/b--%3Ex'],
    ['a/b\n<!-- x', 'a/b%0A%3C%21--%20x'],
    ['équipe/app', '%C3%A9quipe/app'],
    ['team/🚀', 'team/%F0%9F%9A%80'],
    ["a/(b)*'~!", 'a/%28b%29%2A%27%7E%21'],
  ])('%j is held as %j and read back as it was', (name, held) => {
    expect(encodeOwner(name)).toBe(held);
    expect(decodeOwner(held)).toBe(name);
    expect(ownerLine(name)).toBe(`<!-- managed by cloud-agent-action for ${held} -->`);
    expect(ownerOf(item('a', { prompt: ownedPrompt('Do a.', name), metadata: undefined }))).toBe(name);
    expect(promptOf(ownedPrompt('Do a.', name))).toBe('Do a.');
  });

  it('a line written before names were encoded is read as it was, where it is no encoding', () => {
    expect(decodeOwner('Fabrikam Fiber/agents')).toBe('Fabrikam Fiber/agents');
    expect(decodeOwner('a/100%')).toBe('a/100%');
    expect(decodeOwner('a/%zz')).toBe('a/%zz');
    // %XX bytes that are no UTF-8: no line this action wrote; as it is.
    expect(decodeOwner('a/%FF')).toBe('a/%FF');
    // encodeOwner writes upper-case hex only: lower-case is no encoding of ours.
    expect(decodeOwner('a/%2fb')).toBe('a/%2fb');
    expect(decodeOwner('a/%2Fb')).toBe('a//b');
    const old = item('a', {
      prompt: 'Do a.\n\n<!-- managed by cloud-agent-action for Fabrikam Fiber/agents -->',
      metadata: undefined,
    });
    expect(ownerOf(old)).toBe('Fabrikam Fiber/agents');
    expect(promptOf(old.prompt)).toBe('Do a.');
  });

  it('on a service without metadata, the schedules of "Fabrikam Fiber/agents" are its own: unchanged once created, and the copies an older version left are deleted', () => {
    const repository = 'Fabrikam Fiber/agents';
    const of = (specs: ScheduleSpec[], existing: ScheduleItem[], prune = false) =>
      planSchedules({ specs, existing, repository, file: 'f', prune, now: NOW });
    const created = of([spec('a')], []).items[0]!.body!;
    expect(created.prompt).toBe(
      'Do a.\n\n<!-- managed by cloud-agent-action for Fabrikam%20Fiber/agents -->',
    );
    const stored = item('a', { prompt: created.prompt!, metadata: undefined });
    const again = of([spec('a')], [stored]);
    expect([again.changes, again.items.map((i) => i.action)]).toEqual([0, ['unchanged']]);
    // Three copies an older version left (its line never read back): one is updated to the line that reads back,
    // the two others are this project's to delete.
    const legacy = (id: string) =>
      item('a', {
        id,
        prompt: 'Do a.\n\n<!-- managed by cloud-agent-action for Fabrikam Fiber/agents -->',
        metadata: undefined,
      });
    // Prune or not: they are copies of the schedule the file names.
    for (const prune of [false, true]) {
      const cleanUp = of([spec('a')], [legacy('1'), legacy('2'), legacy('3')], prune);
      expect(cleanUp.items.map((i) => [i.action, i.id, i.changes.map((c) => c.field)])).toEqual([
        ['update', '1', ['ownership line of the prompt']],
        ['delete', '2', []],
        ['delete', '3', []],
      ]);
      expect(cleanUp.items[0]!.body!.prompt).toBe(created.prompt);
      expect(cleanUp.others).toBe(0);
    }
  });
});

describe('plan or apply: the branch rule', () => {
  it('the default branch is refs/heads/<it>, both known', () => {
    expect(isDefaultBranch('refs/heads/main', 'main')).toBe(true);
    expect(isDefaultBranch('refs/heads/dev', 'main')).toBe(false);
    expect(isDefaultBranch('refs/tags/main', 'main')).toBe(false);
    expect(isDefaultBranch('main', 'main')).toBe(false);
    expect(isDefaultBranch(undefined, 'main')).toBe(false);
    expect(isDefaultBranch('refs/heads/main', undefined)).toBe(false);
    expect(isDefaultBranch('refs/heads/', '')).toBe(false);
    expect(isDefaultBranch('refs/heads/undefined', undefined)).toBe(false);
  });

  const at = (event: string, ref: string | undefined, defaultBranch: string | undefined) => ({
    event,
    ref,
    defaultBranch,
  });
  it.each([
    // No mode: apply by a push or a manual run on the default branch; plan elsewhere, saying why for those events.
    [at('push', 'refs/heads/main', 'main'), undefined, { mode: 'apply', onDefaultBranch: true }],
    [at('workflow_dispatch', 'refs/heads/main', 'main'), undefined, { mode: 'apply', onDefaultBranch: true }],
    [
      at('workflow_dispatch', 'refs/heads/feature', 'main'),
      undefined,
      {
        mode: 'plan',
        onDefaultBranch: false,
        planOnly: at('workflow_dispatch', 'refs/heads/feature', 'main'),
      },
    ],
    [
      at('push', 'refs/heads/main', undefined),
      undefined,
      { mode: 'plan', onDefaultBranch: false, planOnly: at('push', 'refs/heads/main', undefined) },
    ],
    [at('pull_request', 'refs/pull/2/merge', 'main'), undefined, { mode: 'plan', onDefaultBranch: false }],
    [at('schedule', undefined, undefined), undefined, { mode: 'plan', onDefaultBranch: true }],
    [at('issue_comment', 'refs/heads/main', 'main'), undefined, { mode: 'plan', onDefaultBranch: true }],
    // A mode asked for: plan anywhere; apply on the default branch (or by a scheduled run) only.
    [at('pull_request', 'refs/pull/2/merge', 'main'), 'plan', { mode: 'plan', onDefaultBranch: false }],
    [at('push', 'refs/heads/main', 'main'), 'plan', { mode: 'plan', onDefaultBranch: true }],
    [at('push', 'refs/heads/main', 'main'), 'apply', { mode: 'apply', onDefaultBranch: true }],
    [at('schedule', undefined, undefined), 'apply', { mode: 'apply', onDefaultBranch: true }],
    [
      at('workflow_dispatch', 'refs/heads/feature', 'main'),
      'apply',
      { refused: at('workflow_dispatch', 'refs/heads/feature', 'main') },
    ],
    [
      at('pull_request', 'refs/pull/2/merge', 'main'),
      'apply',
      { refused: at('pull_request', 'refs/pull/2/merge', 'main') },
    ],
  ] as const)('%j asking %j: %j', (where, requested, choice) => {
    expect(schedulesMode({ ...where, requested })).toEqual(choice);
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
        schedule: DAILY_AT_3,
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
        schedule: DAILY_AT_3,
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
        schedule: DAILY_AT_3,
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

  it('reads each cron for the words of the plan: none for one a schedule made elsewhere holds that does not parse', () => {
    const p = plan(
      [spec('a', { cron: '*/15 9-17 * * 1-5' })],
      [item('hand-set', { cron_schedule: 'every day' })],
    );
    expect(p.items.map((i) => [i.action, i.name, i.schedule])).toEqual([
      ['create', 'a', parseCron('*/15 9-17 * * 1-5')],
      ['kept', 'hand-set', undefined],
    ]);
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

  it('a copy of a schedule the file lists is deleted, prune or not; the entry keeps the first made, the service’s order where times tie or do not read', () => {
    const COPY =
      'a copy of the schedule the file names: deleted (prune or not), as both would start the agent';
    const existing = [
      item('a', { id: 'a-late', created_at: '2025-06-01T02:00:00Z', cron_schedule: '0 4 * * *' }),
      item('a', { id: 'a-first', created_at: '2025-06-01T01:00:00Z' }),
      item('b', { id: 'b-1' }),
      item('b', { id: 'b-2' }),
      item('c', { id: 'c-odd', created_at: 'not a time' }),
      item('c', { id: 'c-2' }),
      item('gone'),
    ];
    const kept = plan([spec('a'), spec('b'), spec('c')], existing);
    expect(kept.items.map((i) => [i.action, i.id, i.nextRun, i.note])).toEqual([
      ['unchanged', 'a-first', Date.parse('2025-06-03T03:00:00Z'), undefined],
      ['unchanged', 'b-1', Date.parse('2025-06-03T03:00:00Z'), undefined],
      ['unchanged', 'c-odd', Date.parse('2025-06-03T03:00:00Z'), undefined],
      ['delete', 'a-late', null, COPY],
      ['delete', 'b-2', null, COPY],
      ['delete', 'c-2', null, COPY],
      [
        'kept',
        'id-gone',
        Date.parse('2025-06-03T03:00:00Z'),
        'not in the file, kept (prune: true deletes it)',
      ],
    ]);
    expect([kept.changes, kept.others]).toEqual([3, 0]);
    const pruned = plan([spec('a'), spec('b'), spec('c')], existing, true);
    expect(pruned.items.slice(3).map((i) => [i.action, i.id, i.note])).toEqual([
      ['delete', 'a-late', COPY],
      ['delete', 'b-2', COPY],
      ['delete', 'c-2', COPY],
      ['delete', 'id-gone', undefined],
    ]);
    expect(pruned.changes).toBe(4);
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

  it('a delete the service answers 404 (gone already) is done, said so, and the deletes after it go on; any other refusal, or a 404 to another step, is a failure', async () => {
    const refused = (status: number, operation: string) =>
      new ApiError({ status, operation, body: { error_code: status === 404 ? 'not_found' : 'forbidden' } });
    const calls: string[] = [];
    const client = {
      schedules: {
        update: (id: string) => (calls.push(`update ${id}`), Promise.reject(refused(404, 'updateSchedule'))),
        delete: (id: string) => {
          calls.push(`delete ${id}`);
          if (id === 'id-gone') return Promise.reject(refused(404, 'deleteSchedule'));
          if (id === 'id-kept') return Promise.reject(refused(403, 'deleteSchedule'));
          return Promise.resolve({});
        },
      },
    } as unknown as CloudAgentClient;
    const log: string[] = [];
    const existing = [item('gone'), item('just'), item('kept'), item('later')];
    const deletes = await applyPlan(client, plan([], existing, true), { log: (l) => log.push(l) });
    expect(calls).toEqual(['delete id-gone', 'delete id-just', 'delete id-kept']);
    expect(deletes.failed).toBe(1);
    expect(deletes.results.map((r) => [r.item.name, r.status])).toEqual([
      ['gone', 'done'],
      ['just', 'done'],
      ['kept', 'failed'],
      ['later', 'not attempted'],
    ]);
    expect(log.slice(0, 2)).toEqual(['delete gone: done (already gone)', 'delete just: done (id-just)']);
    // An update of a schedule deleted since is a failure: a re-run creates it again.
    const updated = await applyPlan(client, plan([spec('a', { cron: '0 5 * * *' })], [item('a')]), {
      log: () => {},
    });
    expect(updated.results.map((r) => [r.item.name, r.status])).toEqual([['a', 'failed']]);
  });

  it('a failed delete stops the deletes after it', async () => {
    const { client, calls } = fakeClient(['delete id-old']);
    const report = await applyPlan(client, plan([], [item('old'), item('older')], true), { log: () => {} });
    expect(calls).toEqual(['delete id-old']);
    expect(report.results.map((r) => r.status)).toEqual(['failed', 'not attempted']);
  });
});

describe('each choice of the plan, pinned', () => {
  it('ownership: the line right after the text, or with blanks after it; metadata may be missing', () => {
    expect(ownerOf(item('a', { prompt: `x${LINE}`, metadata: {} }))).toBe('acme/app');
    expect(ownerOf(item('a', { prompt: `x\n\n${LINE}\n \n`, metadata: {} }))).toBe('acme/app');
    expect(ownerOf(item('a', { prompt: 'x', metadata: undefined }))).toBeUndefined();
    // Only a last line counts: one with text after it is part of the prompt.
    expect(ownerOf(item('a', { prompt: `${LINE}\nmore`, metadata: {} }))).toBeUndefined();
    expect(promptOf(`${LINE}\nmore`)).toBe(`${LINE}\nmore`);
    expect(promptOf(`Line one.  \n\n${LINE}`)).toBe('Line one.');
  });

  it('a prompt of a skill alone is the ownership line alone; a cron that never runs has no next run', () => {
    const [created] = plan([spec('a', { prompt: '', cron: '0 0 30 2 *' })], []).items;
    expect(created!.nextRun).toBeNull();
    expect(created!.body).toStrictEqual({
      name: 'a',
      cron_schedule: '0 0 30 2 *',
      prompt: LINE,
      enabled: true,
      metadata: META,
    });
  });

  it('names the changed fields as the file does; an equal value, or an object in another key order, is no change', () => {
    const actual = item('a', {
      agent_config: {
        skill_spec: 'a/b:old',
        base_prompt: 'old',
        mcp_servers: { l: { warp_id: 'l' } },
        env: { B: '1', A: { d: 1, c: 2 } },
        model_id: 'm',
        idle_timeout_minutes: 5,
      } as never,
    });
    const desired = {
      skill_spec: 'a/b:new',
      base_prompt: 'new',
      mcp_servers: { l: { url: 'https://l' } },
      env: { A: { c: 2, d: 1 }, B: '1' },
      model_id: 'm',
      idle_timeout_minutes: 6,
    };
    expect(plan([spec('a', { agentConfig: desired })], [actual]).items[0]!.changes).toEqual([
      { field: 'base-prompt', old: 'old', new: 'new' },
      { field: 'agent-config.idle_timeout_minutes', old: 5, new: 6 },
      { field: 'mcp-servers', old: { l: { warp_id: 'l' } }, new: { l: { url: 'https://l' } } },
      { field: 'skill', old: 'a/b:old', new: 'a/b:new' },
    ]);
  });

  it('skills and skill_spec: a file that sets either replaces the service’s skills; one that sets neither keeps them', () => {
    const actual = (extra: Record<string, unknown> = {}) =>
      item('a', { agent_config: { skills: ['a/b:x'], skill_spec: 'a/b:x', ...extra } as never });
    // With skills in the file, the service's skill_spec (its mirror of the first skill) is no change; other keys are.
    const [withModel] = plan(
      [spec('a', { agentConfig: { skills: ['a/b:x'] } })],
      [actual({ model_id: 'm' })],
    ).items;
    expect(withModel!.changes).toEqual([{ field: 'model-id', old: 'm', new: undefined }]);
    const [bySpec] = plan([spec('a', { agentConfig: { skill_spec: 'a/b:y' } })], [actual()]).items;
    expect([bySpec!.changes, (bySpec!.body as { agent_config: unknown }).agent_config]).toEqual([
      [{ field: 'skill', old: 'a/b:x', new: 'a/b:y' }],
      { skill_spec: 'a/b:y' },
    ]);
    const [bySkills] = plan([spec('a', { agentConfig: { skills: ['a/b:y'] } })], [actual()]).items;
    expect([bySkills!.changes, (bySkills!.body as { agent_config: unknown }).agent_config]).toEqual([
      [{ field: 'agent-config.skills', old: ['a/b:x'], new: ['a/b:y'] }],
      { skills: ['a/b:y'] },
    ]);
    const [neither] = plan([spec('a', { agentConfig: { model_id: 'm' } })], [actual()]).items;
    expect([neither!.changes, (neither!.body as { agent_config: unknown }).agent_config]).toEqual([
      [
        { field: 'model-id', old: undefined, new: 'm' },
        { field: 'skill', old: 'a/b:x', new: undefined },
      ],
      { skills: ['a/b:x'], model_id: 'm' },
    ]);
  });

  it('metadata missing altogether is restored where the service keeps it; the service’s next run is used only for an enabled schedule', () => {
    // Another schedule carries metadata: the service keeps it, so this one lost it to an edit.
    const [restored] = plan([spec('a')], [item('a', { metadata: undefined }), item('b')]).items;
    expect(restored!.changes).toEqual([
      { field: 'metadata.cloud-agent-action.repository', old: undefined, new: 'acme/app' },
    ]);
    const p = plan(
      [spec('a', { enabled: false }), spec('b')],
      [item('a', { enabled: false }), item('b', { history: undefined })],
    );
    expect(p.items.map((i) => [i.action, i.nextRun])).toEqual([
      ['unchanged', null],
      ['unchanged', Date.parse('2025-06-03T03:00:00Z')],
    ]);
  });

  it('an adopted schedule is marked so, in the plan and its JSON; a paused one has no next run in JSON', () => {
    const handMade = item('b', { id: 'hand', prompt: 'Do b.', metadata: undefined, enabled: false });
    const p = plan([spec('b', { adopt: true, enabled: false })], [handMade]);
    expect(p.items[0]!.adopted).toBe(true);
    expect(JSON.parse(planJson(p))).toEqual({
      repository: 'acme/app',
      file: '.github/cloud-agents.yml',
      changes: 1,
      items: [
        {
          action: 'update',
          name: 'b',
          id: 'hand',
          cron: '0 3 * * *',
          enabled: false,
          next_run: null,
          changes: [{ field: 'managed by', old: 'nobody (made by hand)', new: 'acme/app' }],
          adopted: true,
        },
      ],
    });
    expect(plan([spec('a')], [item('a', { metadata: {} })]).items[0]!.adopted).toBeUndefined();
  });

  it('notes a hand-made schedule of the same name it leaves alone', () => {
    const handMade = item('b', { id: 'hand', prompt: 'Do b.', metadata: {} });
    expect(plan([spec('b')], [handMade]).items[0]!.note).toBe(
      'a schedule of this name made by hand exists and is left alone; add adopt: true to manage it instead',
    );
  });

  it('the schedules the file no longer names, by name, besides those it does; others are counted', () => {
    const existing = [
      item('a'),
      item('z'),
      item('m', { id: 'm-2' }),
      item('b'),
      item('m', { id: 'm-1' }),
      item('x-hand', { prompt: 'x', metadata: {} }),
      item('y-other', { prompt: 'x', metadata: { 'cloud-agent-action.repository': 'acme/other' } }),
    ];
    const kept = plan([spec('a')], existing);
    expect(kept.items).toEqual([
      {
        action: 'unchanged',
        name: 'a',
        id: 'id-a',
        cron: '0 3 * * *',
        schedule: DAILY_AT_3,
        enabled: true,
        nextRun: Date.parse('2025-06-03T03:00:00Z'),
        changes: [],
      },
      ...[
        ['b', 'id-b'],
        ['m', 'm-2'],
        ['m', 'm-1'],
        ['z', 'id-z'],
      ].map(([name, id]) => ({
        action: 'kept',
        name,
        id,
        cron: '0 3 * * *',
        schedule: DAILY_AT_3,
        enabled: true,
        nextRun: Date.parse('2025-06-03T03:00:00Z'),
        changes: [],
        note: 'not in the file, kept (prune: true deletes it)',
      })),
    ]);
    expect([kept.changes, kept.others]).toEqual([0, 2]);
    const pruned = plan([spec('a')], existing, true);
    expect(pruned.items.map((i) => [i.action, i.id, i.nextRun, i.note])).toEqual([
      ['unchanged', 'id-a', Date.parse('2025-06-03T03:00:00Z'), undefined],
      ['delete', 'id-b', null, undefined],
      ['delete', 'm-2', null, undefined],
      ['delete', 'm-1', null, undefined],
      ['delete', 'id-z', null, undefined],
    ]);
    expect([pruned.changes, pruned.others]).toEqual([4, 2]);
  });
});

describe('planSchedules, many schedules the file dropped', () => {
  it('lists them by name however many there are (a sort that merges runs), equal names in the order found', () => {
    // 80 names in a fixed shuffled order (a linear congruential walk), a few of them twice.
    const names = Array.from({ length: 80 }, (_, i) => `s${String((i * 37) % 80).padStart(2, '0')}`);
    const existing = [
      ...names.map((n) => item(n, { id: `${n}-1` })),
      item('s05', { id: 's05-2' }),
      item('s40', { id: 's40-2' }),
    ];
    const ids = plan([], existing).items.map((i) => i.id);
    const expected = [...names]
      .sort()
      .flatMap((n) => (n === 's05' || n === 's40' ? [`${n}-1`, `${n}-2`] : [`${n}-1`]));
    expect(ids).toEqual(expected);
  });
});

describe('a service that keeps no schedule metadata', () => {
  const bare = (name: string, extra: Partial<ScheduleItem> = {}) =>
    item(name, { metadata: undefined, ...extra });

  it('is told by the list: metadata on any schedule says it keeps it; ours with none anywhere say it does not', () => {
    const handMade = item('h', { prompt: 'Do h.', metadata: { team: 'web' } });
    expect(keepsMetadata([bare('a'), handMade], [bare('a')])).toBe(true);
    expect(keepsMetadata([bare('a'), item('b', { metadata: {} })], [bare('a')])).toBe(false);
    expect(keepsMetadata([bare('a')], [bare('a')])).toBe(false);
    // Nothing of ours to show what the service did with the metadata sent: it cannot tell.
    expect(keepsMetadata([item('h', { prompt: 'Do h.', metadata: {} })], [])).toBeUndefined();
    expect(keepsMetadata([], [])).toBeUndefined();
  });

  it('counts no missing metadata as a change: the same file plans nothing, and says why once', () => {
    const p = plan([spec('a'), spec('b')], [bare('a'), bare('b', { metadata: {} })]);
    expect(p.items.map((i) => [i.action, i.name, i.changes])).toEqual([
      ['unchanged', 'a', []],
      ['unchanged', 'b', []],
    ]);
    expect(p.changes).toBe(0);
    expect(p.metadataKept).toBe(false);
  });

  it('counts a change someone made as one, of that field alone; the update still sends the metadata', () => {
    const p = plan([spec('a'), spec('b')], [bare('a', { cron_schedule: '0 4 * * *' }), bare('b')]);
    expect(p.changes).toBe(1);
    expect(p.items[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'cron', old: '0 4 * * *', new: '0 3 * * *' }],
      body: { cron_schedule: '0 3 * * *', prompt: `Do a.\n\n${LINE}`, metadata: META },
    });
    expect(p.items[1]!.action).toBe('unchanged');
  });

  it('a plan that can tell either way says so; one that cannot says nothing', () => {
    expect(plan([spec('a')], [item('a')]).metadataKept).toBe(true);
    expect('metadataKept' in plan([spec('a')], [])).toBe(false);
  });

  /** A client whose writes answer `answer(body)`, or fail for the names in `fail`. */
  function answering(answer: (body: { name: string; metadata?: unknown }) => object, fail: string[] = []) {
    const write = (body: { name: string }) =>
      fail.includes(body.name) ? Promise.reject(new Error('refused')) : Promise.resolve(answer(body));
    return {
      schedules: {
        create: write,
        update: (_id: string, body: { name: string }) => write(body),
        pause: () => Promise.resolve({}),
        resume: () => Promise.resolve({}),
        delete: () => Promise.resolve({}),
      },
    } as unknown as CloudAgentClient;
  }
  const apply = (client: CloudAgentClient, p: ReturnType<typeof plan>) =>
    applyPlan(client, p, { log: () => {} });
  const withoutMetadata = (body: { name: string }) => ({ id: `id-${body.name}`, name: body.name });
  const withMetadata = (body: { name: string; metadata?: unknown }) => ({
    ...withoutMetadata(body),
    metadata: body.metadata,
  });

  it('is told by the answer to the first write that lacks the metadata it sent, when the list could not tell', async () => {
    const fresh = plan([spec('a'), spec('b'), spec('c')], []);
    const report = await apply(answering(withoutMetadata, ['a']), fresh);
    // The failed create shows nothing; the next answer does.
    expect(report.metadataDropped).toEqual({ action: 'create', name: 'b' });
    expect('metadataDropped' in (await apply(answering(withMetadata), fresh))).toBe(false);
    // An update answered without it, on a service whose list could not tell (a hand-made schedule adopted).
    const adopted = plan([spec('h', { adopt: true })], [item('h', { prompt: 'Do h.', metadata: undefined })]);
    expect(adopted.metadataKept).toBeUndefined();
    expect((await apply(answering(withoutMetadata), adopted)).metadataDropped).toEqual({
      action: 'update',
      name: 'h',
    });
  });

  it('a service that keeps it after all (a UI dropped every record): the answer shows it, and the same apply restores the records the list lacked', async () => {
    const existing = [
      bare('a'),
      bare('p'),
      bare('u', { cron_schedule: '0 4 * * *' }),
      bare('other', { prompt: 'x' }),
      bare('gone'),
    ];
    const specs = [spec('a'), spec('p', { enabled: false }), spec('u'), spec('n')];
    const lined = plan(specs, existing, true);
    expect(lined.metadataKept).toBe(false);
    const RESTORE = { field: 'metadata.cloud-agent-action.repository', old: undefined, new: REPO };
    expect(lined.items.map((i) => [i.action, i.name, i.restore?.change])).toEqual([
      ['unchanged', 'a', RESTORE],
      ['pause', 'p', RESTORE],
      ['update', 'u', undefined],
      ['create', 'n', undefined],
      ['delete', 'gone', undefined],
    ]);
    expect(lined.items[0]!.restore!.body).toEqual({
      name: 'a',
      cron_schedule: '0 3 * * *',
      prompt: `Do a.\n\n${LINE}`,
      enabled: true,
      metadata: META,
    });
    expect(lined.items[1]!.restore!.body).toMatchObject({ enabled: false, metadata: META });

    /** A client that records each write, its answers carrying the metadata sent (`keeps`) or none. */
    const recording = (keeps: boolean) => {
      const calls: [string, string, unknown][] = [];
      const answer = (body: { name: string; metadata?: unknown }) => ({
        id: `id-${body.name}`,
        name: body.name,
        ...(keeps ? { metadata: body.metadata } : {}),
      });
      const client = {
        schedules: {
          create: (body: { name: string }) => (
            calls.push(['create', body.name, body]),
            Promise.resolve(answer(body))
          ),
          update: (id: string, body: { name: string }) => (
            calls.push(['update', id, body]),
            Promise.resolve(answer(body))
          ),
          pause: (id: string) => (calls.push(['pause', id, undefined]), Promise.resolve({})),
          resume: (id: string) => (calls.push(['resume', id, undefined]), Promise.resolve({})),
          delete: (id: string) => (calls.push(['delete', id, undefined]), Promise.resolve({})),
        },
      } as unknown as CloudAgentClient;
      return { client, calls };
    };

    const keeps = recording(true);
    const log: string[] = [];
    const report = await applyPlan(keeps.client, lined, { log: (l) => log.push(l) });
    // The create's answer shows it; the pause is the update that restores as well; the unchanged one is restored
    // after the other writes, before the deletes.
    expect(keeps.calls.map(([what, id]) => `${what} ${id}`)).toEqual([
      'create n',
      'update id-u',
      'update id-p',
      'update id-a',
      'delete id-gone',
    ]);
    expect(keeps.calls[2]![2]).toBe(lined.items[1]!.restore!.body);
    expect(keeps.calls[3]![2]).toBe(lined.items[0]!.restore!.body);
    expect(report.metadataFound).toEqual({ action: 'create', name: 'n' });
    expect('metadataDropped' in report).toBe(false);
    expect(log).toEqual([
      'the service keeps schedule metadata after all (its answer to the create of "n" carries what it was sent): the schedules of the file that lack their record get it back',
      'create n: done (id-n)',
      'update u: done (id-u)',
      'update p: done (id-p)',
      'update a: done (id-a)',
      'delete gone: done (id-gone)',
    ]);
    expect(
      report.results.map((r) => [r.item.action, r.item.name, r.item.changes.map((c) => c.field), r.status]),
    ).toEqual([
      ['create', 'n', [], 'done'],
      ['update', 'u', ['cron'], 'done'],
      ['update', 'p', ['enabled', RESTORE.field], 'done'],
      ['update', 'a', [RESTORE.field], 'done'],
      ['delete', 'gone', [], 'done'],
    ]);

    // A service that does keep none: the plan as it was, and nothing restored.
    const none = recording(false);
    const plain = await applyPlan(none.client, lined, { log: () => {} });
    expect(none.calls.map(([what, id]) => `${what} ${id}`)).toEqual([
      'create n',
      'update id-u',
      'pause id-p',
      'delete id-gone',
    ]);
    expect(['metadataFound' in plain, 'metadataDropped' in plain]).toEqual([false, false]);
    // A plan that knew the service keeps it (or could not tell) has nothing to restore, and an answer that carries
    // the metadata says nothing new.
    const knew = plan(specs, [...existing, item('z-hand', { prompt: 'z', metadata: { team: 'web' } })]);
    expect(knew.metadataKept).toBe(true);
    const told: string[] = [];
    expect(
      'metadataFound' in (await applyPlan(recording(true).client, knew, { log: (l) => told.push(l) })),
    ).toBe(false);
    expect(told.filter((l) => l.includes('after all'))).toEqual([]);
    expect(
      plan(specs, [...existing, item('z-hand', { prompt: 'z', metadata: { team: 'web' } })]).items.some(
        (i) => i.restore,
      ),
    ).toBe(false);
    expect(plan([spec('n')], []).items.some((i) => i.restore)).toBe(false);
  });

  it('says it once: not again at apply when the plan said it, nor when the list showed the service keeps it', async () => {
    const known = plan([spec('a'), spec('n')], [bare('a', { cron_schedule: '0 4 * * *' })]);
    expect(known.metadataKept).toBe(false);
    expect('metadataDropped' in (await apply(answering(withoutMetadata), known))).toBe(false);
    const keeps = plan([spec('n')], [item('a')]);
    expect('metadataDropped' in (await apply(answering(withoutMetadata), keeps))).toBe(false);
  });
});

describe('applyPlan, each choice pinned', () => {
  /** A client that records each call with whether it was given the signal; `create` answers `created`. */
  function signalClient(signal: AbortSignal, created: object, fail?: Error) {
    const calls: string[] = [];
    const act = (what: string, options: { signal?: AbortSignal }) => {
      calls.push(`${what}${options.signal === signal ? ' (signal)' : ''}`);
      return fail ? Promise.reject(fail) : Promise.resolve(created);
    };
    const client = {
      schedules: {
        create: (body: { name: string }, o: { signal?: AbortSignal }) => act(`create ${body.name}`, o),
        update: (id: string, _body: unknown, o: { signal?: AbortSignal }) => act(`update ${id}`, o),
        pause: (id: string, o: { signal?: AbortSignal }) => act(`pause ${id}`, o),
        resume: (id: string, o: { signal?: AbortSignal }) => act(`resume ${id}`, o),
        delete: (id: string, o: { signal?: AbortSignal }) => act(`delete ${id}`, o),
      },
    } as unknown as CloudAgentClient;
    return { client, calls };
  }
  const every = () =>
    plan(
      [spec('new'), spec('changed', { cron: '0 5 * * *' }), spec('off', { enabled: false }), spec('on')],
      [item('changed'), item('off'), item('on', { enabled: false }), item('old')],
      true,
    );

  it('passes the signal on every request, and logs each step (a create answered without an id has none)', async () => {
    const signal = new AbortController().signal;
    const { client, calls } = signalClient(signal, {});
    const log: string[] = [];
    const report = await applyPlan(client, every(), { signal, log: (l) => log.push(l) });
    expect(calls).toEqual([
      'create new (signal)',
      'update id-changed (signal)',
      'pause id-off (signal)',
      'resume id-on (signal)',
      'delete id-old (signal)',
    ]);
    expect(log).toEqual([
      'create new: done',
      'update changed: done (id-changed)',
      'pause off: done (id-off)',
      'resume on: done (id-on)',
      'delete old: done (id-old)',
    ]);
    expect(report.results.map((r) => [r.status, 'id' in r])).toEqual([
      ['done', false],
      ['done', false],
      ['done', false],
      ['done', false],
      ['done', false],
    ]);
  });

  it('logs a failure with its reason', async () => {
    const signal = new AbortController().signal;
    const { client } = signalClient(signal, {}, new Error('refused'));
    const log: string[] = [];
    await applyPlan(client, plan([spec('new')], []), { signal, log: (l) => log.push(l) });
    expect(log).toEqual(['create new: failed: refused']);
  });

  it('an aborted signal ends apply with its error instead of counting a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const stop = new Error('stopped');
    const { client, calls } = signalClient(controller.signal, {}, stop);
    await expect(applyPlan(client, every(), { signal: controller.signal, log: () => {} })).rejects.toBe(stop);
    expect(calls).toEqual(['create new (signal)']);
  });
});
