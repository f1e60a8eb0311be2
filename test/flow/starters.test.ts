/**
 * How work is started, against an in-memory client that records every call and answers what the test says: the
 * exact queries a run starter and a factory starter make to find work of their origin (a dispatch adopts only a run
 * of its own factory), the bodies they create or dispatch with, the runs they adopt after a lost answer, the order
 * of the runs still going (oldest first, to settle a race), and the words a refused dispatch is explained in.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, runMatches, type CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import { MetadataNotKeptError, type Origin } from '../../src/flow/origin.ts';
import {
  agentConfig,
  DispatchError,
  explainDispatchError,
  factoryStarter,
  factoryTaskOf,
  readFactoryTask,
  requestedModelOf,
  runStarter,
  ticketOf,
  type Starter,
} from '../../src/flow/starters.ts';
import type { Step } from '../../src/flow/step.ts';
import { memoryHost } from '../helpers/step.ts';
import { inputs } from '../helpers/inputs.ts';

const run = (id: string, extra: Partial<RunItem> = {}): RunItem => ({
  run_id: id,
  title: 't',
  state: 'INPROGRESS',
  prompt: 'p',
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  ...extra,
});

type Call = [string, ...unknown[]];
interface Answers {
  listPage?: (query: Record<string, unknown>) => RunItem[];
  /** How many runs the service sent that the filter rules out (the client left them out of `listPage`). */
  unmatched?: number;
  /** The runs the client left out of `listPage`; without them, `unmatched` runs of other metadata. */
  leftOut?: RunItem[];
  /** The pages of the unfiltered scan (`runs.list(...).pages()`). */
  scan?: RunItem[][];
  create?: (body: unknown, options: { recover: () => Promise<unknown> }) => Promise<unknown>;
  dispatch?: (
    factory: string,
    body: unknown,
    options: { recover: () => Promise<unknown> },
  ) => Promise<unknown>;
  taskByRun?: () => Promise<unknown>;
}

/** A client whose answers the test gives; `calls` records every call (without signals). */
function fakeClient(answers: Answers) {
  const calls: Call[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  const client = {
    runs: {
      listPage: async (
        query: Record<string, unknown>,
        options: { signal?: AbortSignal },
        leftOut?: (run: RunItem) => void,
      ) => {
        calls.push(['listPage', query]);
        signals.push(options.signal);
        const out =
          answers.leftOut ??
          Array.from({ length: answers.unmatched ?? 0 }, (_, i) =>
            run(`other-${i}`, { metadata: { gh_trigger: 'another' } }),
          );
        for (const left of out) leftOut?.(left);
        const metadata = query.metadata as Record<string, string> | undefined;
        return {
          runs: answers.listPage?.(query) ?? [],
          page_info: { has_next_page: false },
          unmatched: out.length,
          foreign: out.filter((run) => !runMatches({ metadata }, run)).length,
        };
      },
      list: (query: Record<string, unknown>) => {
        calls.push(['list', query]);
        return {
          pages: async function* () {
            for (const runs of answers.scan ?? []) yield { runs, unmatched: 0 };
          },
        };
      },
      create: async (body: unknown, options: { recover: () => Promise<unknown> }) => {
        calls.push(['create', body]);
        return answers.create!(body, options);
      },
    },
    factories: {
      dispatch: async (factory: string, body: unknown, options: { recover: () => Promise<unknown> }) => {
        calls.push(['dispatch', factory, body]);
        return answers.dispatch!(factory, body, options);
      },
      taskByRun: async (factory: string, runId: string, options: unknown) => {
        calls.push(['taskByRun', factory, runId, options]);
        return answers.taskByRun!();
      },
    },
  };
  const host = memoryHost();
  const step = { client: client as unknown as CloudAgentClient, host } as unknown as Step;
  return { client: client as unknown as CloudAgentClient, calls, host, step, signals };
}

/**
 * Starts work whose create (or dispatch) answer is lost, on a service that keeps no run metadata: the recovery must
 * throw MetadataNotKeptError (an unknown outcome) rather than find nothing and send again. The calls made, by name.
 */
async function lostWithoutMetadata(start: (step: Step) => Starter): Promise<unknown[]> {
  const recovered: unknown[] = [];
  const lost = async (options: { recover: () => Promise<unknown> }) => {
    recovered.push(await options.recover().catch((err: unknown) => err));
    return { run_id: 'never', state: 'QUEUED', factory_uid: 'fac_web', foreman_agent: '' };
  };
  const { step, calls } = fakeClient({
    listPage: () => [],
    unmatched: 2,
    scan: [[run('a', { metadata: undefined }), run('b', { metadata: {} })]],
    create: (_body, options) => lost(options),
    dispatch: (_factory, _body, options) => lost(options),
  });
  await start(step).create(
    { prompt: 'p', title: undefined },
    new AbortController().signal,
    '2026-11-23T09:59:00.000Z',
  );
  expect(recovered).toHaveLength(1);
  expect(recovered[0]).toBeInstanceOf(MetadataNotKeptError);
  return calls.map((c) => c[0]);
}

const notAvailable = () =>
  new ApiError({ status: 403, body: { error_code: 'feature_not_available', detail: 'no metadata filter' } });

const origin: Origin = {
  key: 'k1',
  lookup: { gh_trigger: 'k1' },
  own: { gh_trigger: 'k1', gh_run_attempt: '2' },
  metadata: { gh_trigger: 'k1', gh_repo: 'acme/app' },
};

describe('agentConfig', () => {
  it('nothing given: no config at all', () => {
    expect(agentConfig(inputs().run)).toBeUndefined();
  });

  it('the specific inputs on top of agent-config, MCP servers merged', () => {
    expect(
      agentConfig(
        inputs({
          agentConfig: { model_id: 'old', name: 'cfg', mcp_servers: { a: { url: 'https://a' } } },
          environmentId: 'env_1',
          modelId: 'claude',
          basePrompt: 'Be brief.',
          mcpServers: { b: { url: 'https://b' } },
        }).run,
      ),
    ).toEqual({
      model_id: 'claude',
      name: 'cfg',
      environment_id: 'env_1',
      base_prompt: 'Be brief.',
      mcp_servers: { a: { url: 'https://a' }, b: { url: 'https://b' } },
    });
  });

  it('MCP servers alone', () => {
    expect(agentConfig(inputs({ mcpServers: { b: { url: 'https://b' } } }).run)).toEqual({
      mcp_servers: { b: { url: 'https://b' } },
    });
  });
});

describe('the model the work asks for', () => {
  const modelOf = (run: Parameters<typeof inputs>[0]) => {
    const starter = runStarter(fakeClient({}).step, inputs(run).run, origin);
    return [starter.model, requestedModelOf(starter)];
  };

  it('model-id, else the model_id of agent-config: what the run is created with', () => {
    expect(modelOf({ modelId: 'claude', agentConfig: { model_id: 'old' } })).toEqual([
      'claude',
      { requestedModel: 'claude' },
    ]);
    expect(modelOf({ agentConfig: { model_id: 'gpt-5', name: 'cfg' } })).toEqual([
      'gpt-5',
      { requestedModel: 'gpt-5' },
    ]);
  });

  it("none asked for (or no text in agent-config): none, for the report to take the service's word", () => {
    expect(modelOf({})).toEqual([undefined, {}]);
    expect(modelOf({ agentConfig: { model_id: 42 } })).toEqual([undefined, {}]);
    expect(modelOf({ agentConfig: { model_id: ' ' } })).toEqual([undefined, {}]);
  });

  it('a factory picks its own model: none asked for', () => {
    const starter = factoryStarter(fakeClient({}).step, 'fac_web', 'jira:A-1', undefined);
    expect([starter.model, requestedModelOf(starter)]).toEqual([undefined, {}]);
  });
});

describe('ticketOf', () => {
  it.each([
    ['jira:APP-1', { source: 'jira', id: 'APP-1' }],
    ['github:acme/app#1', { source: 'github', id: 'acme/app#1' }],
    ['linear:a:b', { source: 'linear', id: 'a:b' }],
  ])('%s', (ref, ticket) => {
    expect(ticketOf(ref)).toEqual(ticket);
  });
});

describe('factoryTaskOf', () => {
  it('a plain run has no factory task to ask for', () => {
    expect(factoryTaskOf({} as Starter, 'r1')).toEqual({});
  });

  it('a factory run asks for the task of that run', async () => {
    const asked: string[] = [];
    const starter = {
      factoryTask: async (runId: string) => {
        asked.push(runId);
        return { uid: 't1', stage: 'PLAN', factory: 'fac_web' };
      },
    } as unknown as Starter;
    expect(await factoryTaskOf(starter, 'r1').factoryTask!()).toEqual({
      uid: 't1',
      stage: 'PLAN',
      factory: 'fac_web',
    });
    expect(asked).toEqual(['r1']);
  });
});

describe('runStarter', () => {
  it('finds the newest run of its origin by the lookup, and what this attempt made by its own pairs', async () => {
    const { step, calls } = fakeClient({ listPage: () => [run('r9')] });
    const starter = runStarter(step, inputs().run, origin);
    expect(starter.lookup).toEqual({ gh_trigger: 'k1' });
    expect(starter.own).toEqual({ gh_trigger: 'k1', gh_run_attempt: '2' });
    expect((await starter.findLatest())?.run_id).toBe('r9');
    expect((await starter.findLatest(undefined, '2026-11-23T09:00:00.000Z'))?.run_id).toBe('r9');
    expect((await starter.findMade('2026-11-23T09:30:00.000Z'))?.run_id).toBe('r9');
    expect(calls).toEqual([
      ['listPage', { metadata: { gh_trigger: 'k1' }, sort_by: 'created_at', sort_order: 'desc', limit: 5 }],
      [
        'listPage',
        {
          metadata: { gh_trigger: 'k1' },
          sort_by: 'created_at',
          sort_order: 'desc',
          limit: 5,
          created_after: '2026-11-23T09:00:00.000Z',
        },
      ],
      [
        'listPage',
        {
          metadata: { gh_trigger: 'k1', gh_run_attempt: '2' },
          sort_by: 'created_at',
          sort_order: 'desc',
          limit: 5,
          created_after: '2026-11-23T09:30:00.000Z',
        },
      ],
    ]);
  });

  it('creates with the prompt, the metadata, a clipped title and every option given', async () => {
    const { step, calls } = fakeClient({ create: async () => ({ run_id: 'r1', state: 'QUEUED' }) });
    const given = inputs({ skill: 'acme/skills:review', agentIdentity: 'agt_1', modelId: 'claude' }).run;
    const made = await runStarter(step, given, origin).create(
      { prompt: 'Do it.', title: 'x'.repeat(250) },
      new AbortController().signal,
      '2026-11-23T09:59:00.000Z',
    );
    expect(made).toEqual({ runId: 'r1', state: 'QUEUED' });
    expect(calls).toEqual([
      [
        'create',
        {
          prompt: 'Do it.',
          metadata: { gh_trigger: 'k1', gh_repo: 'acme/app' },
          title: 'x'.repeat(200),
          config: { model_id: 'claude' },
          skill: 'acme/skills:review',
          agent_identity_uid: 'agt_1',
        },
      ],
    ]);
  });

  it('creates with the prompt and metadata alone when nothing else is given', async () => {
    const { step, calls } = fakeClient({ create: async () => ({ run_id: 'r1', state: 'QUEUED' }) });
    await runStarter(step, inputs().run, origin).create(
      { prompt: 'Do it.', title: undefined },
      new AbortController().signal,
      's',
    );
    expect(calls).toEqual([
      ['create', { prompt: 'Do it.', metadata: { gh_trigger: 'k1', gh_repo: 'acme/app' } }],
    ]);
  });

  it('a create whose answer was lost adopts the run this attempt made since `since`, or nothing', async () => {
    let found: RunItem[] = [run('r7', { state: 'PENDING' })];
    const recovered: unknown[] = [];
    const { step, calls, host } = fakeClient({
      listPage: () => found,
      create: async (_body, options) => {
        recovered.push(await options.recover());
        return { run_id: 'r7', state: 'PENDING' };
      },
    });
    const starter = runStarter(step, inputs().run, origin);
    await starter.create(
      { prompt: 'p', title: undefined },
      new AbortController().signal,
      '2026-11-23T09:59:00.000Z',
    );
    found = [];
    await starter.create(
      { prompt: 'p', title: undefined },
      new AbortController().signal,
      '2026-11-23T09:59:00.000Z',
    );
    expect(recovered).toEqual([{ run_id: 'r7', task_id: 'r7', state: 'PENDING' }, undefined]);
    // Said once: when the run was found.
    expect(host.lines).toEqual([
      'the answer to the create was lost; the run it made was found by its origin',
    ]);
    expect(calls[1]).toEqual([
      'listPage',
      {
        metadata: { gh_trigger: 'k1', gh_run_attempt: '2' },
        sort_by: 'created_at',
        sort_order: 'desc',
        limit: 5,
        created_after: '2026-11-23T09:59:00.000Z',
      },
    ]);
  });

  it('a lost create answer from a service that keeps no run metadata: an unknown outcome, never sent again', async () => {
    expect(await lostWithoutMetadata((step) => runStarter(step, inputs().run, origin))).toEqual([
      'create',
      'listPage',
      'list',
    ]);
  });

  it('listActive: the runs of the origin still going, oldest first (then by id)', async () => {
    const { step, calls } = fakeClient({
      listPage: () => [
        run('r3', { created_at: '2026-11-23T10:00:02.000Z' }),
        run('r2', { created_at: '2026-11-23T10:00:01.000Z' }),
        run('r1b', { created_at: '2026-11-23T10:00:01.000Z' }),
        run('r0', { created_at: '2026-11-23T10:00:00.000Z' }),
      ],
    });
    const active = await runStarter(step, inputs().run, origin).listActive();
    expect(active.map((r) => r.run_id)).toEqual(['r0', 'r1b', 'r2', 'r3']);
    expect(calls).toEqual([
      [
        'listPage',
        {
          metadata: { gh_trigger: 'k1' },
          state: ['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS', 'BLOCKED'],
          sort_by: 'created_at',
          sort_order: 'asc',
          limit: 20,
        },
      ],
    ]);
  });

  it('listActive from a service that ignores the filter: the newest runs are scanned and matched here, with a warning', async () => {
    const ours = (id: string, at: string, state = 'INPROGRESS') =>
      run(id, { created_at: at, state, metadata: { gh_trigger: 'k1' } });
    const { step, calls, host } = fakeClient({
      listPage: () => [],
      unmatched: 4,
      scan: [
        [ours('r2', '2026-11-23T10:00:02.000Z'), run('foreign', { metadata: { gh_trigger: 'k2' } })],
        [
          ours('done', '2026-11-23T10:00:00.000Z', 'SUCCEEDED'),
          ours('r1', '2026-11-23T10:00:01.000Z', 'BLOCKED'),
        ],
        [run('bare', { metadata: undefined })],
      ],
    });
    const starter = runStarter(step, inputs().run, origin);
    const active = await starter.listActive();
    expect(active.map((r) => r.run_id)).toEqual(['r1', 'r2']);
    await starter.listActive();
    expect(calls.map((c) => c[0])).toEqual(['listPage', 'list', 'listPage', 'list']);
    const since = Date.parse((calls[1]![1] as { created_after: string }).created_after);
    expect(Date.now() - since).toBeGreaterThanOrEqual(24 * 3600 * 1000);
    expect(Date.now() - since).toBeLessThan(24 * 3600 * 1000 + 60_000);
    expect(calls[1]).toEqual([
      'list',
      { sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: expect.any(String) },
    ]);
    // Said once, however often the list is read.
    expect(host.lines.filter((l) => l.startsWith('warning'))).toEqual([
      'warning: the service answered runs that do not carry the metadata asked for: scanning the newest runs instead',
    ]);
  });

  it('listActive from a service that ignores the states asked for: scanned as well, and said for what it is', async () => {
    const { step, host } = fakeClient({
      listPage: () => [],
      leftOut: [run('ended', { state: 'SUCCEEDED', metadata: { gh_trigger: 'k1' } })],
      scan: [[run('going', { state: 'INPROGRESS', metadata: { gh_trigger: 'k1' } })]],
    });
    const active = await runStarter(step, inputs().run, origin).listActive();
    expect(active.map((r) => r.run_id)).toEqual(['going']);
    expect(host.lines.filter((l) => l.startsWith('warning'))).toEqual([
      'warning: the service answered runs that are no longer going (it does not filter by state): scanning the newest runs instead',
    ]);
  });

  it('findTriggers: the newest run of any attempt of this trigger, by its metadata without the attempt; the signal passed on', async () => {
    const { step, calls, signals, host } = fakeClient({
      listPage: () => [
        run('second', { created_at: '2026-11-23T10:00:05.000Z', metadata: { gh_trigger: 'k1' } }),
      ],
      unmatched: 0,
    });
    const signal = new AbortController().signal;
    const found = await runStarter(step, inputs().run, origin).findTriggers!(signal);
    expect(found?.run_id).toBe('second');
    expect(calls).toEqual([
      ['listPage', { metadata: { gh_trigger: 'k1' }, sort_by: 'created_at', sort_order: 'desc', limit: 5 }],
    ]);
    expect(signals).toEqual([signal]);
    expect(host.lines).toEqual([]);
  });

  it('findTriggers on a service that ignores the filter: warned, the newest runs scanned and matched here', async () => {
    const { step, host } = fakeClient({
      listPage: () => [],
      unmatched: 3,
      scan: [
        [run('other', { metadata: { gh_trigger: 'k2' } }), run('mine', { metadata: { gh_trigger: 'k1' } })],
      ],
    });
    expect((await runStarter(step, inputs().run, origin).findTriggers!())?.run_id).toBe('mine');
    expect(host.lines).toEqual([
      'warning: the service answered runs that do not carry the metadata asked for (it does not filter by metadata): scanning the newest runs for this one instead',
    ]);
  });

  it("a factory's runs carry the ticket alone: no look for an earlier attempt's", () => {
    const { step } = fakeClient({});
    expect(factoryStarter(step, 'fac_web', 'github:acme/app#1', undefined).findTriggers).toBeUndefined();
  });

  it('listActive passes the signal on', async () => {
    const { step, signals } = fakeClient({ listPage: () => [] });
    const signal = new AbortController().signal;
    await runStarter(step, inputs().run, origin).listActive(signal);
    expect(signals).toEqual([signal]);
  });

  it('listActive without the metadata filter (feature_not_available): none, so no race to settle', async () => {
    const { step } = fakeClient({
      listPage: () => {
        throw notAvailable();
      },
    });
    expect(await runStarter(step, inputs().run, origin).listActive()).toEqual([]);
  });

  it('listActive: any other failure is thrown', async () => {
    const failure = new ApiError({ status: 403, body: { error_code: 'forbidden' } });
    const { step } = fakeClient({
      listPage: () => {
        throw failure;
      },
    });
    await expect(runStarter(step, inputs().run, origin).listActive()).rejects.toBe(failure);
  });
});

describe('factoryStarter', () => {
  const ticketQuery = (extra: Record<string, unknown> = {}) => ({
    metadata: { ticket_source: 'github', ticket_id: 'acme/app#1' },
    sort_by: 'created_at',
    sort_order: 'desc',
    limit: 5,
    ...extra,
  });

  it('is found by its ticket, and marks its factory', async () => {
    const { step, calls } = fakeClient({ listPage: () => [run('r1', { factory_uid: 'fac_web' })] });
    const starter = factoryStarter(step, 'fac_web', 'github:acme/app#1', undefined);
    expect(starter.factory).toBe('fac_web');
    expect(starter.lookup).toEqual({ ticket_source: 'github', ticket_id: 'acme/app#1' });
    expect(starter.own).toEqual({ ticket_source: 'github', ticket_id: 'acme/app#1' });
    expect((await starter.findLatest())?.run_id).toBe('r1');
    expect((await starter.findMade('2026-11-23T09:59:00.000Z'))?.run_id).toBe('r1');
    expect(calls).toEqual([
      ['listPage', ticketQuery()],
      ['listPage', ticketQuery({ created_after: '2026-11-23T09:59:00.000Z' })],
    ]);
  });

  it('adopts only a run of its own factory: the same ticket sent to another factory is not this work', async () => {
    const { step } = fakeClient({ listPage: () => [run('r1', { factory_uid: 'fac_api' })] });
    const starter = factoryStarter(step, 'fac_web', 'github:acme/app#1', undefined);
    expect(await starter.findLatest()).toBeUndefined();
    expect(await starter.findMade('2026-11-23T09:59:00.000Z')).toBeUndefined();
  });

  it('a run that does not say its factory is taken as this one', async () => {
    const { step } = fakeClient({ listPage: () => [run('r1')] });
    expect((await factoryStarter(step, 'fac_web', 'jira:APP-1', undefined).findLatest())?.run_id).toBe('r1');
  });

  it('no run of the ticket: none', async () => {
    const { step } = fakeClient({ listPage: () => [] });
    expect(await factoryStarter(step, 'fac_web', 'jira:APP-1', undefined).findLatest()).toBeUndefined();
  });

  it('clips the ticket source and id to 256 characters', () => {
    const { step } = fakeClient({});
    const starter = factoryStarter(step, 'fac_web', `${'s'.repeat(300)}:${'i'.repeat(300)}`, undefined);
    expect(starter.lookup).toEqual({
      ticket_source: 's'.repeat(256),
      ticket_id: 'i'.repeat(256),
    });
  });

  it('listActive: the runs of the ticket still going', async () => {
    const { step, calls } = fakeClient({ listPage: () => [] });
    await factoryStarter(step, 'fac_web', 'github:acme/app#1', undefined).listActive();
    expect(calls).toEqual([
      [
        'listPage',
        {
          metadata: { ticket_source: 'github', ticket_id: 'acme/app#1' },
          state: ['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS', 'BLOCKED'],
          sort_by: 'created_at',
          sort_order: 'asc',
          limit: 20,
        },
      ],
    ]);
  });

  it('dispatches the prompt under the ticket, with a clipped title and the ticket URL, and logs the foreman', async () => {
    const { step, calls, host } = fakeClient({
      dispatch: async () => ({
        run_id: 'r1',
        state: 'QUEUED',
        factory_uid: 'fac_web',
        foreman_agent: 'agt_foreman',
        ticket_ref: 'github:acme/app#1',
      }),
    });
    const made = await factoryStarter(
      step,
      'fac_web',
      'github:acme/app#1',
      'https://github.com/acme/app/issues/1',
    ).create({ prompt: 'Do it.', title: 't'.repeat(201) }, new AbortController().signal, 's');
    expect(made).toEqual({ runId: 'r1', state: 'QUEUED' });
    expect(calls).toEqual([
      [
        'dispatch',
        'fac_web',
        {
          prompt: 'Do it.',
          ticket_ref: 'github:acme/app#1',
          title: 't'.repeat(200),
          ticket_url: 'https://github.com/acme/app/issues/1',
        },
      ],
    ]);
    expect(host.lines).toEqual([
      'dispatched to factory fac_web (foreman agt_foreman), ticket github:acme/app#1',
    ]);
  });

  it('dispatches without title or URL when there are none; a foreman not named is "unknown"', async () => {
    const { step, calls, host } = fakeClient({
      dispatch: async () => ({
        run_id: 'r1',
        state: 'QUEUED',
        factory_uid: 'fac_web',
        foreman_agent: '',
        ticket_ref: 'jira:A-1',
      }),
    });
    await factoryStarter(step, 'fac_web', 'jira:A-1', undefined).create(
      { prompt: 'Do it.', title: undefined },
      new AbortController().signal,
      's',
    );
    expect(calls).toEqual([['dispatch', 'fac_web', { prompt: 'Do it.', ticket_ref: 'jira:A-1' }]]);
    expect(host.lines).toEqual(['dispatched to factory fac_web (foreman unknown), ticket jira:A-1']);
  });

  it('a dispatch whose answer was lost adopts the run of the ticket made since `since`, of this factory only', async () => {
    let found: RunItem[] = [run('r5', { state: 'QUEUED', factory_uid: 'fac_web' })];
    const recovered: unknown[] = [];
    const { step, calls, host } = fakeClient({
      listPage: () => found,
      dispatch: async (_factory, _body, options) => {
        recovered.push(await options.recover());
        return {
          run_id: 'r5',
          state: 'QUEUED',
          factory_uid: 'fac_web',
          foreman_agent: '',
          ticket_ref: 'jira:A-1',
        };
      },
    });
    const starter = factoryStarter(step, 'fac_web', 'jira:A-1', undefined);
    await starter.create(
      { prompt: 'p', title: undefined },
      new AbortController().signal,
      '2026-11-23T09:59:00.000Z',
    );
    found = [run('r6', { factory_uid: 'fac_api' })];
    await starter.create(
      { prompt: 'p', title: undefined },
      new AbortController().signal,
      '2026-11-23T09:59:00.000Z',
    );
    expect(recovered).toEqual([
      { run_id: 'r5', state: 'QUEUED', factory_uid: 'fac_web', foreman_agent: '', ticket_ref: 'jira:A-1' },
      undefined,
    ]);
    // The line of a dispatch says how its run was known: found by its ticket, or named by the answer.
    expect(host.lines).toEqual([
      'dispatched to factory fac_web, ticket jira:A-1: the answer was lost; the run it made was found by its ticket',
      'dispatched to factory fac_web (foreman unknown), ticket jira:A-1',
    ]);
    expect(calls[1]).toEqual([
      'listPage',
      {
        metadata: { ticket_source: 'jira', ticket_id: 'A-1' },
        sort_by: 'created_at',
        sort_order: 'desc',
        limit: 5,
        created_after: '2026-11-23T09:59:00.000Z',
      },
    ]);
  });

  it('a lost dispatch answer from a service that keeps no run metadata: an unknown outcome, never sent again', async () => {
    expect(
      await lostWithoutMetadata((step) => factoryStarter(step, 'fac_web', 'jira:A-1', undefined)),
    ).toEqual(['dispatch', 'listPage', 'list']);
  });

  it("the dispatch's line names the ticket the answer gives, else the one sent", async () => {
    const answers = [{ ticket_ref: 'jira:APP-1' }, {}];
    const { step, host } = fakeClient({
      dispatch: async () => ({
        run_id: 'r1',
        state: 'QUEUED',
        factory_uid: 'fac_web',
        foreman_agent: 'agt_f',
        ...answers.shift(),
      }),
    });
    const starter = factoryStarter(step, 'fac_web', 'jira:app-1', undefined);
    for (let i = 0; i < 2; i++)
      await starter.create({ prompt: 'p', title: undefined }, new AbortController().signal, 's');
    expect(host.lines).toEqual([
      'dispatched to factory fac_web (foreman agt_f), ticket jira:APP-1',
      'dispatched to factory fac_web (foreman agt_f), ticket jira:app-1',
    ]);
  });

  it('a refused dispatch is explained', async () => {
    const { step } = fakeClient({
      dispatch: async () => {
        throw new ApiError({ status: 409, body: { detail: 'no foreman' } });
      },
    });
    await expect(
      factoryStarter(step, 'fac_docs', 'jira:A-1', undefined).create(
        { prompt: 'p', title: undefined },
        new AbortController().signal,
        's',
      ),
    ).rejects.toThrow(
      'factory "fac_docs" has no foreman agent, so it cannot take work: set up a foreman agent for the factory (an agent identity of type FOREMAN), then run again (no foreman)',
    );
  });

  it('reads the factory task of a run for its report', async () => {
    const { step, calls } = fakeClient({ taskByRun: async () => ({ uid: 'task_1', stage: 'BUILD' }) });
    const starter = factoryStarter(step, 'fac_web', 'jira:A-1', undefined);
    expect(await starter.factoryTask!('r1')).toEqual({ uid: 'task_1', stage: 'BUILD', factory: 'fac_web' });
    expect(calls).toEqual([['taskByRun', 'fac_web', 'r1', { maxRetries: 1 }]]);
  });
});

describe('readFactoryTask', () => {
  it('404: no task yet, nothing logged', async () => {
    const { client, host } = fakeClient({
      taskByRun: async () => {
        throw new ApiError({ status: 404, body: { detail: 'no task' } });
      },
    });
    expect(await readFactoryTask(client, 'fac_web', 'r1', host.log)).toBeUndefined();
    expect(host.lines).toEqual([]);
  });

  it('another failure: a warning, and no task', async () => {
    const { client, host } = fakeClient({
      taskByRun: async () => {
        throw new Error('socket hang up');
      },
    });
    expect(await readFactoryTask(client, 'fac_web', 'r1', host.log)).toBeUndefined();
    expect(host.lines).toEqual(['warning: could not read the factory task of run r1: socket hang up']);
  });

  it('a 500 is a warning too', async () => {
    const { client, host } = fakeClient({
      taskByRun: async () => {
        throw new ApiError({ status: 500, body: { detail: 'boom' } });
      },
    });
    expect(await readFactoryTask(client, 'fac_web', 'r1', host.log)).toBeUndefined();
    expect(host.lines).toHaveLength(1);
  });
});

describe('explainDispatchError', () => {
  const api = (status: number, body: Record<string, unknown>) => new ApiError({ status, body });

  it.each([
    [
      409,
      'factory "fac_web" has no foreman agent, so it cannot take work: set up a foreman agent for the factory (an agent identity of type FOREMAN), then run again (the detail)',
    ],
    [
      404,
      'factory "fac_web" was not found, or this API key cannot reach it: check the factory input (its public UID) and the key\'s team (the detail)',
    ],
    [
      403,
      'this API key may not dispatch to factory "fac_web": give the key\'s team access to the factory (the detail)',
    ],
    [400, 'factory "fac_web" refused the work as invalid: the detail'],
  ])('%i', (status, message) => {
    const explained = explainDispatchError(
      api(status, { title: 'The title', detail: 'the detail' }),
      'fac_web',
    );
    expect(explained).toBeInstanceOf(DispatchError);
    expect((explained as Error).message).toBe(message);
  });

  it('the cause is the detail, else the title, else the message', () => {
    expect((explainDispatchError(api(400, { title: 'Bad' }), 'f') as Error).message).toBe(
      'factory "f" refused the work as invalid: Bad',
    );
    const bare = api(400, {});
    expect((explainDispatchError(bare, 'f') as Error).message).toBe(
      `factory "f" refused the work as invalid: ${bare.message}`,
    );
  });

  it('an error-like object with a status, or nothing at all: unchanged', () => {
    const like = Object.assign(new Error('x'), { status: 404, detail: 'd' });
    expect(explainDispatchError(like, 'f')).toBe(like);
    expect(explainDispatchError(undefined, 'f')).toBeUndefined();
  });

  it('another status, or not an API error: unchanged', () => {
    const other = api(500, { detail: 'x' });
    expect(explainDispatchError(other, 'f')).toBe(other);
    const plain = new Error('x');
    expect(explainDispatchError(plain, 'f')).toBe(plain);
  });
});
