/** The origin key: one per piece of work (trigger and the inputs that define the work), the same across re-runs. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RunEnvironment, Trigger } from '../../src/flow/context.ts';
import {
  adoptable,
  conversationOrigin,
  findRunByMetadata,
  MetadataNotKeptError,
  originOf,
  planFirstOrigin,
  warnOnce,
  workOf,
} from '../../src/flow/origin.ts';
import { ApiError, runMatches, type CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import type { WorkInputs } from '../../src/flow/origin.ts';
import type { RunInputs } from '../../src/inputs.ts';
import { inputs } from '../helpers/inputs.ts';

const env: RunEnvironment = {
  eventName: 'pull_request',
  repository: 'acme/app',
  workspace: '/work/acme/app',
  tempDir: '/tmp',
  ref: undefined,
  defaultBranch: undefined,
  workflowRunId: '9001',
  runAttempt: '1',
  job: 'agent',
  step: '__run',
  workflow: 'Cloud agent',
  workflowRef: 'acme/app/.github/workflows/agent.yml@refs/heads/main',
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
  sha: undefined,
};

const trigger: Trigger = {
  event: 'pull_request',
  action: 'opened',
  repo: { owner: 'acme', repo: 'app' },
  number: 2,
  isPullRequest: true,
  title: 'Update the README',
  body: '',
  url: undefined,
  author: 'Codertocat',
  authorType: 'User',
  labels: [],
  pullRequest: undefined,
  comment: undefined,
  actor: 'Codertocat',
  createdAt: undefined,
};

const key = (i: WorkInputs, e: RunEnvironment = env, t: Trigger = trigger) => originOf(e, t, i).key;

describe('originOf', () => {
  it('is a 32-hex key, looked up and recorded under gh_trigger', () => {
    const origin = originOf(env, trigger, inputs());
    expect(origin.key).toMatch(/^[0-9a-f]{32}$/);
    expect(origin.lookup).toEqual({ gh_trigger: origin.key });
    expect(origin.metadata).toEqual({
      gh_trigger: origin.key,
      gh_repo: 'acme/app',
      gh_run_id: '9001',
      gh_run_attempt: '1',
      gh_job: 'agent',
      gh_event: 'pull_request',
      created_by: 'cloud-agent-action',
      gh_number: '2',
      gh_timeout_minutes: '30',
      gh_cancel: 'true',
    });
  });

  it('records timeout-minutes and cancel-on-abort (for a settle), without making them part of the key', () => {
    const origin = originOf(env, trigger, { ...inputs(), timeoutMinutes: 7.5, cancelOnAbort: false });
    expect(origin.metadata).toMatchObject({ gh_timeout_minutes: '7.5', gh_cancel: 'false' });
    expect(origin.key).toBe(originOf(env, trigger, inputs()).key);
    const { timeoutMinutes: _t, cancelOnAbort: _c, ...bare } = inputs();
    expect(originOf(env, trigger, bare).metadata).not.toHaveProperty('gh_timeout_minutes');
    expect(originOf(env, trigger, bare).metadata).not.toHaveProperty('gh_cancel');
  });

  it('records that the step lets go of the run (wait: false, detach-after-minutes), for a settle; not part of the key', () => {
    expect(originOf(env, trigger, inputs()).metadata).not.toHaveProperty('gh_detach');
    expect(originOf(env, trigger, { ...inputs(), wait: true }).metadata).not.toHaveProperty('gh_detach');
    const left = originOf(env, trigger, { ...inputs(), wait: false });
    expect(left.metadata).toMatchObject({ gh_detach: 'true' });
    expect(left.key).toBe(originOf(env, trigger, inputs()).key);
    expect(originOf(env, trigger, { ...inputs(), wait: true, detachAfterMinutes: 5 }).metadata).toMatchObject(
      { gh_detach: 'true' },
    );
  });

  it('two matrix legs with different prompts are two pieces of work', () => {
    expect(key(inputs({ prompt: 'Test on Linux.' }))).not.toBe(key(inputs({ prompt: 'Test on macOS.' })));
  });

  it.each<[string, Partial<RunInputs>]>([
    ['title', { title: 'Leg 2' }],
    ['skill', { skill: 'acme/skills:review' }],
    ['environment', { environmentId: 'a'.repeat(22) }],
    ['model', { modelId: 'claude-4-5-sonnet' }],
    ['base prompt', { basePrompt: 'Be brief.' }],
    ['mcp servers', { mcpServers: { linear: { warp_id: 'linear' } } }],
    ['agent config', { agentConfig: { model_id: 'x' } }],
    ['agent identity', { agentIdentity: 'agt_1' }],
    ['include-context', { includeContext: false }],
    ['idempotency key', { idempotencyKey: '{"os":"linux"}' }],
  ])('a different %s is a different piece of work', (_what, change) => {
    expect(key(inputs(change))).not.toBe(key(inputs()));
  });

  it('the idempotency key alone tells legs with the same inputs apart', () => {
    expect(key(inputs({ idempotencyKey: '{"os":"linux"}' }))).not.toBe(
      key(inputs({ idempotencyKey: '{"os":"macos"}' })),
    );
  });

  it('fields cannot stand for each other: the same text in another input is another key', () => {
    expect(key(inputs({ prompt: '', title: 'x' }))).not.toBe(key(inputs({ prompt: 'x', title: undefined })));
  });

  it('a dispatch to another factory or ticket is another piece of work', () => {
    const dispatch = (factory: string, ticketRef?: string) =>
      key(inputs({}, { command: 'dispatch', dispatch: { factory, ticketRef, ticketUrl: undefined } }));
    expect(dispatch('fac_web')).not.toBe(dispatch('fac_api'));
    expect(dispatch('fac_web', 'jira:APP-1')).not.toBe(dispatch('fac_web', 'jira:APP-2'));
    expect(dispatch('fac_web')).not.toBe(key(inputs()));
  });

  it('a re-run of the same leg (another attempt) has the same key, and records its attempt', () => {
    const again = { ...env, runAttempt: '2' };
    expect(key(inputs(), again)).toBe(key(inputs()));
    expect(originOf(again, trigger, inputs()).metadata.gh_run_attempt).toBe('2');
  });

  it('what the trigger is still counts: another workflow run, job, step or thread is another key', () => {
    const base = key(inputs());
    expect(key(inputs(), { ...env, workflowRunId: '9002' })).not.toBe(base);
    expect(key(inputs(), { ...env, job: 'other' })).not.toBe(base);
    expect(key(inputs(), { ...env, step: '__run_2' })).not.toBe(base);
    expect(key(inputs(), env, { ...trigger, number: 3 })).not.toBe(base);
  });

  it('inputs that do not shape the run (the wait, the trigger phrase) do not change the key', () => {
    expect(key(inputs({}, { wait: false, timeoutMinutes: 5 }))).toBe(key(inputs()));
  });

  it('workOf lists the defining inputs in a fixed order', () => {
    expect(workOf(inputs({ idempotencyKey: 'leg-1', mcpServers: { a: { url: 'https://m' } } }))).toEqual([
      'run',
      'Review this pull request.',
      '',
      '',
      '',
      '',
      '',
      '{"a":{"url":"https://m"}}',
      '',
      '',
      'true',
      '',
      '',
      '',
      'leg-1',
    ]);
  });
});

describe('conversationOrigin', () => {
  it('is one per thread whatever the prompt (every comment finds the same conversation)', () => {
    const a = conversationOrigin(env, trigger, inputs({ prompt: 'A' }));
    const b = conversationOrigin({ ...env, workflowRunId: '9100' }, trigger, inputs({ prompt: 'B' }));
    expect(a.key).toBe(b.key);
    expect(a.lookup).toEqual({ gh_conversation: a.key });
    expect(a.metadata.gh_trigger).toBe(originOf(env, trigger, inputs({ prompt: 'A' })).key);
  });

  it('an idempotency key keeps matrix legs in conversations of their own', () => {
    const leg = (k: string | undefined) =>
      conversationOrigin(env, trigger, inputs({ idempotencyKey: k })).key;
    expect(leg('linux')).not.toBe(leg('macos'));
    expect(leg('linux')).not.toBe(leg(undefined));
  });
});

describe('planFirstOrigin', () => {
  it("is the event's work, looked up by its trigger, on the thread's conversation (key and metadata)", () => {
    const own = originOf(env, trigger, inputs());
    const thread = conversationOrigin(env, trigger, inputs());
    const origin = planFirstOrigin(env, trigger, inputs());
    // A re-run adopts the run of this event, never another run of the thread's conversation.
    expect(origin.lookup).toEqual({ gh_trigger: own.key });
    expect(origin.own).toEqual(own.own);
    // A reply on the thread finds its tracking comment and its run as the conversation's.
    expect(origin.key).toBe(thread.key);
    expect(origin.metadata).toEqual({ ...own.metadata, gh_conversation: thread.key });
  });

  it("without a thread it is the event's origin", () => {
    const none = { ...trigger, number: undefined };
    expect(planFirstOrigin(env, none, inputs())).toEqual(originOf(env, none, inputs()));
  });
});

describe('originOf of a comment', () => {
  it('records the comment, and the comment is part of the key', () => {
    const comment = {
      id: 42,
      body: 'b',
      author: 'octo',
      authorType: 'User',
      url: 'u',
      kind: 'issue_comment' as const,
    };
    const origin = originOf(env, { ...trigger, comment }, inputs());
    expect(origin.metadata.gh_comment_id).toBe('42');
    expect(origin.key).not.toBe(originOf(env, trigger, inputs()).key);
    expect(originOf(env, { ...trigger, number: undefined }, inputs()).metadata).not.toHaveProperty(
      'gh_number',
    );
  });
});

describe('findRunByMetadata', () => {
  const item = (id: string, metadata: Record<string, string>): RunItem => ({
    run_id: id,
    title: 't',
    state: 'INPROGRESS',
    prompt: 'p',
    created_at: '2026-11-23T10:00:00Z',
    updated_at: '2026-11-23T10:00:00Z',
    metadata,
  });
  const notAvailable = () => new ApiError({ status: 403, body: { error_code: 'feature_not_available' } });

  /** A client whose filtered list answers `filtered` (or throws it), and whose plain list has `pages`. */
  const signals: (AbortSignal | undefined)[] = [];
  /** `leftOut`: the runs the client left out of the filtered page, or how many of other metadata. */
  function clientWith(filtered: RunItem[] | Error, pages: RunItem[][] = [], leftOut: number | RunItem[] = 0) {
    signals.length = 0;
    const asked: unknown[] = [];
    const out = Array.isArray(leftOut)
      ? leftOut
      : Array.from({ length: leftOut }, (_, i) => item(`other-${i}`, { k: 'another' }));
    const client = {
      runs: {
        listPage: async (
          query: unknown,
          options: { signal?: AbortSignal },
          others?: (run: RunItem) => void,
        ) => {
          asked.push(['listPage', query]);
          signals.push(options.signal);
          if (filtered instanceof Error) throw filtered;
          for (const run of out) others?.(run);
          const { metadata } = query as { metadata?: Record<string, string> };
          const foreign = out.filter((run) => !runMatches({ metadata }, run)).length;
          return { runs: filtered, unmatched: out.length, foreign };
        },
        list: (query: unknown, options: { signal?: AbortSignal }) => {
          asked.push(['list', query]);
          signals.push(options.signal);
          return {
            pages: async function* () {
              for (const runs of pages) {
                asked.push(['page']);
                yield { runs, unmatched: 0 };
              }
            },
          };
        },
      },
    } as unknown as CloudAgentClient;
    return { client, asked };
  }

  it("the service's metadata filter: the newest of the first page", async () => {
    const { client, asked } = clientWith([item('r2', {}), item('r1', {})]);
    expect((await findRunByMetadata(client, { k: 'v' }))?.run_id).toBe('r2');
    expect(asked).toEqual([
      ['listPage', { metadata: { k: 'v' }, sort_by: 'created_at', sort_order: 'desc', limit: 5 }],
    ]);
  });

  it('none: undefined', async () => {
    const { client } = clientWith([]);
    expect(await findRunByMetadata(client, { k: 'v' })).toBeUndefined();
  });

  it('another failure of the filter is thrown', async () => {
    const failure = new ApiError({ status: 500, body: {} });
    const { client } = clientWith(failure);
    await expect(findRunByMetadata(client, { k: 'v' })).rejects.toBe(failure);
  });

  it('without the filter (feature_not_available): the newest runs are scanned for every pair', async () => {
    const { client, asked } = clientWith(notAvailable(), [
      [item('a', { k: 'v' }), item('b', { k: 'v', j: 'x' })],
      [item('c', { k: 'v', j: 'w' }), item('d', { k: 'v', j: 'w' })],
    ]);
    expect(
      (await findRunByMetadata(client, { k: 'v', j: 'w' }, { createdAfter: '2026-11-23T09:00:00.000Z' }))
        ?.run_id,
    ).toBe('c');
    expect(asked).toEqual([
      [
        'listPage',
        {
          metadata: { k: 'v', j: 'w' },
          sort_by: 'created_at',
          sort_order: 'desc',
          limit: 5,
          created_after: '2026-11-23T09:00:00.000Z',
        },
      ],
      [
        'list',
        { sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: '2026-11-23T09:00:00.000Z' },
      ],
      ['page'],
      ['page'],
    ]);
  });

  it('both look-ups pass the signal on; a run without metadata is no match', async () => {
    const { client } = clientWith(notAvailable(), [
      [{ ...item('m', {}), metadata: undefined }, item('n', { k: 'v' })],
    ]);
    const signal = new AbortController().signal;
    expect((await findRunByMetadata(client, { k: 'v' }, { signal }))?.run_id).toBe('n');
    expect(signals).toEqual([signal, signal]);
  });

  it('a filtered page that held runs the filter rules out (the service ignored it): the newest runs are scanned', async () => {
    const warnings: string[] = [];
    const { client, asked } = clientWith([], [[item('x', { k: 'other' })], [item('y', { k: 'v' })]], 3);
    expect((await findRunByMetadata(client, { k: 'v' }, { warn: (l) => warnings.push(l) }))?.run_id).toBe(
      'y',
    );
    expect(asked.map((a) => (a as string[])[0])).toEqual(['listPage', 'list', 'page', 'page']);
    expect(warnings).toEqual([
      'the service answered runs that do not carry the metadata asked for (it does not filter by metadata): scanning the newest runs for this one instead',
    ]);
  });

  it('runs left out for their creation time alone: the scan says so, not that the metadata was ignored', async () => {
    const warnings: string[] = [];
    const old = { ...item('old', { k: 'v' }), created_at: '2026-11-01T00:00:00Z' };
    const { client } = clientWith([], [[item('y', { k: 'v' })]], [old]);
    const found = await findRunByMetadata(
      client,
      { k: 'v' },
      {
        createdAfter: '2026-11-20T00:00:00Z',
        warn: (l) => warnings.push(l),
      },
    );
    expect(found?.run_id).toBe('y');
    expect(warnings).toEqual([
      'the service answered runs created before the time asked for, or with no readable creation time (it does not filter by creation time): scanning the newest runs for this one instead',
    ]);
  });

  it('a filtered page of matching runs is used as it is, even when others were left out of it', async () => {
    const { client, asked } = clientWith([item('old', { k: 'v' }), item('new', { k: 'v' })], [], 2);
    const newer = { ...item('new', { k: 'v' }), created_at: '2026-11-23T11:00:00Z' };
    const { client: sorted } = clientWith([item('old', { k: 'v' }), newer], [], 0);
    // The newest by its creation time, whatever order the service sent.
    expect((await findRunByMetadata(sorted, { k: 'v' }))?.run_id).toBe('new');
    expect((await findRunByMetadata(client, { k: 'v' }))?.run_id).toBe('old');
    expect(asked.map((a) => (a as string[])[0])).toEqual(['listPage']);
  });

  it('a service that keeps no run metadata: said once, never adopted; a look-up that must know throws', async () => {
    const bare = (id: string) => ({ ...item(id, {}), metadata: undefined });
    const warnings: string[] = [];
    const warn = (line: string) => warnings.push(line);
    const { client } = clientWith([], [[bare('a'), bare('b')], [bare('c')]], 3);
    expect(await findRunByMetadata(client, { k: 'v' }, { warn })).toBeUndefined();
    expect(warnings).toEqual([
      'the service answered runs that do not carry the metadata asked for (it does not filter by metadata): scanning the newest runs for this one instead',
      "none of the 3 newest runs carries metadata: the service keeps no metadata on runs, so no run is ever adopted as this trigger's, and a re-run of this job starts another run",
    ]);
    const error = await findRunByMetadata(client, { k: 'v' }, { mustKnow: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MetadataNotKeptError);
    expect((error as MetadataNotKeptError).outcomeUnknown).toBe(true);
    expect((error as Error).message).toBe(
      "the create request's answer was lost, and the service keeps no metadata on runs, so whether it made a run cannot be told: look at the team's newest runs before running this again, or the work may run twice",
    );
  });

  it('runs with metadata of others, or no runs at all: none, and a look-up that must know is told so', async () => {
    const { client } = clientWith(notAvailable(), [
      [item('x', { k: 'other' }), { ...item('y', {}), metadata: undefined }],
    ]);
    expect(await findRunByMetadata(client, { k: 'v' }, { mustKnow: true })).toBeUndefined();
    const { client: empty } = clientWith(notAvailable(), [[]]);
    expect(await findRunByMetadata(empty, { k: 'v' }, { mustKnow: true })).toBeUndefined();
  });

  it('the scan looks back three days by default, and five pages at most', async () => {
    const page = [item('x', { k: 'other' })];
    const { client, asked } = clientWith(notAvailable(), [page, page, page, page, page, page, page]);
    const before = Date.now();
    expect(await findRunByMetadata(client, { k: 'v' })).toBeUndefined();
    expect(asked.filter((a) => (a as string[])[0] === 'page')).toHaveLength(5);
    const since = Date.parse((asked[1] as [string, { created_after: string }])[1].created_after);
    expect(since).toBeGreaterThanOrEqual(before - 3 * 24 * 3600 * 1000);
    expect(since).toBeLessThanOrEqual(Date.now() - 3 * 24 * 3600 * 1000);
  });
});

describe('warnOnce', () => {
  it('says each line once', () => {
    const said: string[] = [];
    const warn = warnOnce((line) => said.push(line));
    warn('a');
    warn('b');
    warn('a');
    expect(said).toEqual(['a', 'b']);
  });
});

describe('adoptable', () => {
  it.each([
    ['QUEUED', true],
    ['INPROGRESS', true],
    ['BLOCKED', true],
    ['SUCCEEDED', false],
    ['CANCELLED', false],
  ])('%s: %s', (state, going) => {
    expect(adoptable({ state } as RunItem)).toBe(going);
  });
  it('no run: no', () => {
    expect(adoptable(undefined)).toBe(false);
  });
});

describe('what the keys are made of', () => {
  it('the repository in any case is the same repository', () => {
    const upper = { ...env, repository: 'ACME/App' };
    expect(originOf(upper, trigger, inputs()).key).toBe(originOf(env, trigger, inputs()).key);
    expect(conversationOrigin(upper, trigger, inputs()).key).toBe(
      conversationOrigin(env, trigger, inputs()).key,
    );
    expect(originOf(upper, trigger, inputs()).metadata.gh_repo).toBe('ACME/App');
  });

  it('a thread is its own conversation; an empty idempotency key is one too', () => {
    expect(conversationOrigin(env, { ...trigger, number: 3 }, inputs()).key).not.toBe(
      conversationOrigin(env, trigger, inputs()).key,
    );
    expect(conversationOrigin(env, trigger, inputs({ idempotencyKey: '' })).key).not.toBe(
      conversationOrigin(env, trigger, inputs()).key,
    );
  });

  it('the key of a thread conversation is the hash of the repository, the number and "conversation"', () => {
    const expected = createHash('sha256').update('acme/app\n2\nconversation').digest('hex').slice(0, 32);
    expect(conversationOrigin(env, trigger, inputs()).key).toBe(expected);
    const leg = createHash('sha256').update('acme/app\n2\nconversation\nlinux').digest('hex').slice(0, 32);
    expect(conversationOrigin(env, trigger, inputs({ idempotencyKey: 'linux' })).key).toBe(leg);
  });

  it('long names are clipped to 256 characters in the metadata', () => {
    const long = {
      ...env,
      repository: `acme/${'r'.repeat(300)}`,
      job: 'j'.repeat(300),
      eventName: 'e'.repeat(300),
    };
    const metadata = originOf(long, trigger, inputs()).metadata;
    expect([metadata.gh_repo!.length, metadata.gh_job!.length, metadata.gh_event!.length]).toEqual([
      256, 256, 256,
    ]);
  });
});

describe('the exact keys', () => {
  const sha = (parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);

  it("a trigger's key: repository, workflow run, job, step, thread, comment and the work", () => {
    const work = sha(workOf(inputs()));
    expect(originOf(env, trigger, inputs()).key).toBe(
      sha(['acme/app', '9001', 'agent', '__run', '2', '', work]),
    );
    expect(originOf(env, { ...trigger, number: undefined }, inputs()).key).toBe(
      sha(['acme/app', '9001', 'agent', '__run', '', '', work]),
    );
  });

  it('workOf: an input not given is an empty field', () => {
    expect(workOf(inputs()).at(-1)).toBe('');
    expect(workOf(inputs())).toHaveLength(15);
  });

  it('a conversation without a thread', () => {
    expect(conversationOrigin(env, { ...trigger, number: undefined }, inputs()).key).toBe(
      sha(['acme/app', '', 'conversation']),
    );
  });
});
