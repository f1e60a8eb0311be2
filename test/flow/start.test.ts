/**
 * Starting work exactly once, with a Starter double and an in-memory client: a run of the origin still going is
 * adopted instead of a second one, a create saves what the post step needs first, and a create cut short by the
 * job's cancellation looks for what it made and stops it (or leaves it, as cancel-on-abort says). Also the prompt's
 * changed files, the run's default title, and an event's start (the task it needs, a refused author, an adoption).
 */
import { describe, expect, it } from 'vitest';
import { ApiError, type CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import { decodeMarker } from '../../src/render/marker.ts';
import type { Trigger } from '../../src/flow/context.ts';
import { RunFailedError } from '../../src/flow/follow.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import type { Origin } from '../../src/flow/origin.ts';
import { changedFiles, defaultTitle, startFromEvent, startWork } from '../../src/flow/start.ts';
import type { Starter, Work } from '../../src/flow/starters.ts';
import { StepState } from '../../src/flow/state.ts';
import type { Step } from '../../src/flow/step.ts';
import type { Access, Repository } from '../../src/flow/host.ts';
import type { StartInputs } from '../../src/inputs.ts';
import { inputs } from '../helpers/inputs.ts';
import { memoryHost, stopsWhereItSleeps } from '../helpers/step.ts';

const run = (id: string, state: string, extra: Partial<RunItem> = {}): RunItem => ({
  run_id: id,
  title: 't',
  state,
  prompt: 'p',
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  ...extra,
});

const baseTrigger: Trigger = {
  event: 'issues',
  action: 'opened',
  repo: { owner: 'acme', repo: 'app' },
  number: 1,
  isPullRequest: false,
  title: 'Spelling',
  body: 'Fix it.',
  url: 'https://github.com/acme/app/issues/1',
  author: 'octo',
  authorType: 'User',
  labels: [],
  pullRequest: undefined,
  comment: undefined,
  actor: 'octo',
  createdAt: undefined,
};

interface StepOptions {
  trigger?: Partial<Trigger>;
  repository?: Partial<Repository> | null;
  aborted?: boolean;
  /** What the client's get answers (cancelRun's read back, letGo's read). */
  get?: (id: string) => RunItem;
  cancel?: () => Promise<void>;
}

function stepOf(options: StepOptions = {}) {
  const host = memoryHost();
  const calls: unknown[] = [];
  const client = {
    runs: {
      get: async (id: string) => {
        calls.push(['get', id]);
        return options.get ? options.get(id) : run(id, 'INPROGRESS');
      },
      cancel: async (id: string) => {
        calls.push(['cancel', id]);
        await options.cancel?.();
      },
      // No conversation to show (404): nothing logged.
      conversation: async () => {
        throw new ApiError({ status: 404, body: {} });
      },
    },
  };
  const abort = new AbortController();
  if (options.aborted) abort.abort(new Error('cancelled'));
  const step = {
    env: {
      eventName: 'issues',
      repository: 'acme/app',
      workflowRunId: '9001',
      serverUrl: 'https://github.com',
    },
    trigger: { ...baseTrigger, ...options.trigger },
    client: client as unknown as CloudAgentClient,
    host,
    state: new StepState(host.state),
    repository: options.repository === null ? undefined : (options.repository as Repository | undefined),
    markerKey: deriveMarkerKey('sk-unit'),
    signal: abort.signal,
  } as unknown as Step;
  return { step, host, calls };
}

interface StarterOptions {
  latest?: RunItem | undefined;
  made?: RunItem | undefined | Error;
  create?: (work: Work, since: string) => Promise<{ runId: string; state: string }>;
}

function starterOf(options: StarterOptions = {}) {
  const calls: unknown[] = [];
  const starter: Starter = {
    lookup: { gh_trigger: 'k1' },
    own: { gh_trigger: 'k1', gh_run_attempt: '1' },
    planning: true,
    findLatest: async () => {
      calls.push(['findLatest']);
      return options.latest;
    },
    findMade: async (since) => {
      calls.push(['findMade', since]);
      if (options.made instanceof Error) throw options.made;
      return options.made;
    },
    listActive: async () => [],
    create: async (work, _signal, since) => {
      calls.push(['create', work, since]);
      return options.create ? options.create(work, since) : { runId: 'r-new', state: 'QUEUED' };
    },
  };
  return { starter, calls };
}

const prompt = async () => 'The prompt.';

describe('changedFiles', () => {
  const files = [{ filename: 'a.ts', status: 'modified', additions: 1, deletions: 2 }];
  const repository = (fail = false) => ({
    changedFiles: async (n: number) => {
      if (fail) throw new Error('HTTP 502');
      return n === 2 ? files : [];
    },
  });

  it("a pull request's files", async () => {
    const { step } = stepOf({ trigger: { isPullRequest: true, number: 2 }, repository: repository() });
    expect(await changedFiles(step)).toEqual(files);
  });

  it.each<[string, StepOptions]>([
    ['no repository', { trigger: { isPullRequest: true, number: 2 }, repository: null }],
    ['an issue', { trigger: { isPullRequest: false, number: 2 }, repository: repository() }],
    ['no thread', { trigger: { isPullRequest: true, number: undefined }, repository: repository() }],
  ])('%s: none', async (_what, options) => {
    expect(await changedFiles(stepOf(options).step)).toBeUndefined();
  });

  it('they cannot be read: a warning, and none', async () => {
    const { step, host } = stepOf({
      trigger: { isPullRequest: true, number: 2 },
      repository: repository(true),
    });
    expect(await changedFiles(step)).toBeUndefined();
    expect(host.lines).toEqual([
      "warning: could not list the pull request's files (HTTP 502); the prompt goes without them",
    ]);
  });
});

describe('defaultTitle', () => {
  it('the title input first', () => {
    expect(defaultTitle(stepOf().step, 'Mine')).toBe('Mine');
  });
  it("else the issue's or pull request's", () => {
    expect(defaultTitle(stepOf().step, undefined)).toBe('Issue #1: Spelling');
    expect(defaultTitle(stepOf({ trigger: { isPullRequest: true, number: 2 } }).step, '')).toBe(
      'PR #2: Spelling',
    );
  });
  it('else none', () => {
    expect(defaultTitle(stepOf({ trigger: { title: undefined } }).step, undefined)).toBeUndefined();
  });
});

describe('startWork', () => {
  it('a run of the origin still going is adopted: nothing created, nothing saved', async () => {
    const going = run('r-old', 'BLOCKED');
    const { step, host } = stepOf();
    const { starter, calls } = starterOf({ latest: going });
    expect(await startWork(step, inputs(), starter, prompt)).toEqual({ runId: 'r-old', adopted: going });
    expect(calls).toEqual([['findLatest']]);
    expect(host.lines).toEqual([
      'run r-old of this trigger is still BLOCKED: following it instead of starting another',
    ]);
    expect(host.saved).toEqual({});
  });

  it('an ended run is not adopted: a create, after saving since when and what it is found by', async () => {
    const ended = run('r-old', 'SUCCEEDED', { created_at: new Date(Date.now() + 3_600_000).toISOString() });
    const { step, host } = stepOf();
    const { starter, calls } = starterOf({ latest: ended });
    expect(await startWork(step, inputs({ title: 'T' }), starter, prompt)).toEqual({ runId: 'r-new' });
    const since = new Date(Date.parse(ended.created_at) + 1).toISOString();
    expect(calls).toEqual([['findLatest'], ['create', { prompt: 'The prompt.', title: 'T' }, since]]);
    expect(host.saved).toEqual({ creating_since: since, lookup: '{"gh_trigger":"k1","gh_run_attempt":"1"}' });
    expect(host.lines).toEqual(['started run r-new (QUEUED)']);
  });

  it('an ended run the caller takes (takeEnded) is followed, ended, with its words logged: nothing created or saved', async () => {
    const ended = run('r-old', 'SUCCEEDED');
    const { step, host } = stepOf();
    const { starter, calls } = starterOf({ latest: ended });
    const asked: string[] = [];
    const takeEnded = (latest: { run_id: string }) => (asked.push(latest.run_id), 'taking r-old again');
    expect(await startWork(step, inputs(), starter, prompt, { takeEnded })).toEqual({
      runId: 'r-old',
      adopted: ended,
    });
    expect([asked, calls, host.lines, host.saved]).toEqual([
      ['r-old'],
      [['findLatest']],
      ['taking r-old again'],
      {},
    ]);
  });

  it('takeEnded is not asked of a run still going (adopted), nor when there is none; its no is a create', async () => {
    const asked: string[] = [];
    const takeEnded = (latest: { run_id: string }) => (asked.push(latest.run_id), undefined);
    const going = starterOf({ latest: run('r-old', 'INPROGRESS') });
    expect((await startWork(stepOf().step, inputs(), going.starter, prompt, { takeEnded })).runId).toBe(
      'r-old',
    );
    const none = starterOf();
    expect((await startWork(stepOf().step, inputs(), none.starter, prompt, { takeEnded })).runId).toBe(
      'r-new',
    );
    const declined = starterOf({ latest: run('r-old', 'FAILED') });
    expect(await startWork(stepOf().step, inputs(), declined.starter, prompt, { takeEnded })).toEqual({
      runId: 'r-new',
    });
    expect(asked).toEqual(['r-old']);
  });

  it('waits for the admission: a refusal stops it before anything is created', async () => {
    const { step, host } = stepOf();
    const { starter, calls } = starterOf();
    const refused = new Error('refused');
    await expect(
      startWork(step, inputs(), starter, prompt, { admitted: Promise.reject(refused) }),
    ).rejects.toBe(refused);
    expect(calls).toEqual([['findLatest']]);
    expect(host.saved).toEqual({});
  });

  it('a create that fails while the job goes on: the failure', async () => {
    const { step } = stepOf();
    const failure = new Error('HTTP 500');
    const { starter, calls } = starterOf({ create: () => Promise.reject(failure) });
    await expect(startWork(step, inputs(), starter, prompt)).rejects.toBe(failure);
    expect(calls.map((c) => (c as string[])[0])).toEqual(['findLatest', 'create']);
  });

  describe('the job is cancelled while the create is in flight', () => {
    const cutShort = (
      made: StarterOptions['made'],
      cancelOnAbort: boolean,
      step = stepOf({ aborted: true }),
    ) => {
      const { starter, calls } = starterOf({ made, create: () => Promise.reject(new Error('aborted')) });
      const started = startWork(step.step, inputs({}, { cancelOnAbort }), starter, prompt);
      return { ...step, started, starterCalls: calls };
    };

    it('the run it made is cancelled, and the step settled once it is seen to stop', async () => {
      const { started, host, calls, starterCalls } = cutShort(
        run('r-made', 'QUEUED'),
        true,
        stepOf({
          aborted: true,
          get: (id) => run(id, 'CANCELLED'),
        }),
      );
      const err = (await started.catch((e: unknown) => e)) as Error;
      expect(err).toBeInstanceOf(RunFailedError);
      expect(err.message).toBe(
        'job cancelled while the run was being created; The run r-made was cancelled.',
      );
      expect((err as RunFailedError).outcome).toBe('interrupted');
      expect(calls).toEqual([
        ['cancel', 'r-made'],
        ['get', 'r-made'],
      ]);
      expect(host.saved).toMatchObject({ run_id: 'r-made', settled: 'true' });
      expect(starterCalls.at(-1)).toEqual(['findMade', host.saved.creating_since]);
    });

    it("a cancel not yet confirmed: the reads that would confirm it wait on the step's clock", async () => {
      const made = stepOf({ aborted: true, get: (id) => run(id, 'INPROGRESS') });
      const slept = stopsWhereItSleeps(made.step);
      const { started } = cutShort(run('r-made', 'QUEUED'), true, made);
      await expect(started).rejects.toThrow("slept 500 ms on the step's clock");
      expect(slept).toEqual([500]);
    });

    it('a cancel not seen to take: not settled, the post step tries again', async () => {
      const { started, host } = cutShort(
        run('r-made', 'QUEUED'),
        true,
        stepOf({
          aborted: true,
          get: (id) => run(id, 'INPROGRESS'),
          cancel: () => Promise.reject(Object.assign(new Error('boom'), {})),
        }),
      );
      const err = (await started.catch((e: unknown) => e)) as Error;
      expect(err.message).toBe(
        'job cancelled while the run was being created; Cancelling the run r-made failed; the post step of the job tries again.',
      );
      expect(host.saved.run_id).toBe('r-made');
      expect(host.saved.settled).toBeUndefined();
    });

    it('cancel-on-abort false: the run it made is left going, the step settled', async () => {
      const { started, host, calls } = cutShort(run('r-made', 'QUEUED'), false);
      const err = (await started.catch((e: unknown) => e)) as Error;
      expect(err).toBeInstanceOf(RunFailedError);
      expect(err.message).toBe(
        'job cancelled while the run was being created; run r-made left running as cancel-on-abort: false',
      );
      expect((err as RunFailedError).outcome).toBe('interrupted');
      expect(calls).toEqual([]);
      expect(host.saved).toMatchObject({ run_id: 'r-made', settled: 'true' });
    });

    it('nothing found yet: the post step looks again (not settled)', async () => {
      const { started, host } = cutShort(undefined, true);
      const err = (await started.catch((e: unknown) => e)) as Error;
      expect(err).toBeInstanceOf(RunFailedError);
      expect(err.message).toBe('job cancelled while the run was being created; the post step looks for it');
      expect((err as RunFailedError).outcome).toBe('interrupted');
      expect(host.lines).toContain(
        'no run of the cut-short create was found yet; the post step looks for it',
      );
      expect(host.saved.settled).toBeUndefined();
      expect(host.saved.run_id).toBeUndefined();
    });

    it('nothing found and cancel-on-abort false: settled, whatever was made is left going', async () => {
      const { started, host } = cutShort(undefined, false);
      const err = (await started.catch((e: unknown) => e)) as Error;
      expect(err.message).toBe(
        'job cancelled while the run was being created; any run it made is left going as cancel-on-abort: false',
      );
      expect((err as RunFailedError).outcome).toBe('interrupted');
      expect(host.saved.settled).toBe('true');
    });

    it('the look itself fails: logged, taken as nothing found', async () => {
      const { started, host } = cutShort(new Error('HTTP 503'), true);
      const err = (await started.catch((e: unknown) => e)) as Error;
      expect(err.message).toBe('job cancelled while the run was being created; the post step looks for it');
      expect(host.lines).toContain('could not look for the run the create may have made: HTTP 503');
    });
  });
});

describe('startFromEvent', () => {
  const origin: Origin = { key: 'k1', lookup: { gh_trigger: 'k1' }, own: {}, metadata: {} };
  const noWait = (more: Partial<StartInputs['run']> = {}, extra: Partial<StartInputs> = {}) => ({
    ...inputs({ includeContext: false, ...more }),
    wait: false,
    comment: false,
    ...extra,
  });

  it.each<[string, StartInputs['command'], string]>([
    ['run', 'run', ' (or give a skill)'],
    ['dispatch', 'dispatch', ''],
  ])('no prompt, skill or thread (%s): an input error before any request', async (_what, command, more) => {
    const { step, calls } = stepOf({ trigger: { number: undefined } });
    const { starter, calls: asked } = starterOf();
    const err = (await startFromEvent(step, { ...inputs({ prompt: '' }), command }, starter, origin).catch(
      (e: unknown) => e,
    )) as Error;
    expect(err.message).toBe(
      `Input "prompt": is required for a issues event: there is no issue or pull request to take the task from${more}`,
    );
    expect(calls).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('a manual run without an event name is "manual"', async () => {
    const { step } = stepOf({ trigger: { number: undefined } });
    (step.env as { eventName: string }).eventName = '';
    await expect(startFromEvent(step, inputs({ prompt: '' }), starterOf().starter, origin)).rejects.toThrow(
      'is required for a manual event',
    );
  });

  it.each<[string, Partial<StartInputs['run']>, Partial<Trigger>]>([
    ['a skill', { prompt: '', skill: 'acme/s' }, { number: undefined }],
    ['the thread', { prompt: '', includeContext: true }, {}],
  ])('%s is a task', async (_what, more, trigger) => {
    const { step, host } = stepOf({ trigger: { event: 'push', ...trigger } });
    await startFromEvent(step, noWait(more), starterOf().starter, origin);
    expect(host.saved.run_id).toBe('r-new');
  });

  it('a started run: made from the prompt and title, saved with the thread, and left going (wait: false)', async () => {
    const { step, host } = stepOf({ trigger: { event: 'push' } });
    const { starter, calls } = starterOf();
    await startFromEvent(step, noWait(), starter, origin);
    expect(calls[1]).toEqual([
      'create',
      { prompt: 'Review this pull request.', title: 'Issue #1: Spelling' },
      host.saved.creating_since,
    ]);
    expect(host.saved).toMatchObject({
      trigger_key: 'k1',
      thread_number: '1',
      run_id: 'r-new',
      settled: 'true',
    });
    expect(host.outputs['run-id']).toBe('r-new');
  });

  it('plan-first: the run is created in plan mode, and the report says a plan comes first', async () => {
    const { step, host } = stepOf({ trigger: { event: 'push' }, get: (id) => run(id, 'SUCCEEDED') });
    const { starter, calls } = starterOf();
    await startFromEvent(step, noWait({ planFirst: true }, { wait: true }), starter, origin);
    expect(calls[1]).toEqual([
      'create',
      { prompt: 'Review this pull request.', title: 'Issue #1: Spelling', mode: 'plan' },
      host.saved.creating_since,
    ]);
    expect(host.summaries.join('\n')).toContain(
      'Plan first: the agent proposes a plan and changes nothing until it is approved.',
    );
    // The run ended without a plan: nothing claims one.
    expect(host.summaries.join('\n')).toContain('the service did not plan');
    expect(host.outputs['plan-ready']).toBe('false');
  });

  it('plan-first without a thread: the report says how to approve in the host words', async () => {
    const { step, host } = stepOf({
      trigger: { event: 'push', number: undefined },
      get: (id) => ({
        ...run(id, 'SUCCEEDED'),
        artifacts: [{ artifact_type: 'PLAN', data: { artifact_uid: 'p1', title: 'P' } }],
      }),
    });
    await startFromEvent(step, noWait({ planFirst: true }, { wait: true }), starterOf().starter, origin);
    expect(host.summaries.join('\n')).toContain(
      '**Next:** To carry out the plan, run this action with `command: followup`, `run-id: r-new` and `followup-mode: approve`; to revise it, with `followup-mode: plan` and a `message`.',
    );
    expect(host.outputs['plan-ready']).toBe('true');
  });

  it('no thread: none saved', async () => {
    const { step, host } = stepOf({ trigger: { event: 'push', number: undefined } });
    await startFromEvent(step, noWait(), starterOf().starter, origin);
    expect(host.saved.thread_number).toBeUndefined();
  });

  it('an adopted run is followed, and the report says no second run was started', async () => {
    const { step, host, calls } = stepOf({ trigger: { event: 'push' }, get: (id) => run(id, 'SUCCEEDED') });
    const { starter } = starterOf({ latest: run('r-old', 'INPROGRESS') });
    await startFromEvent(step, noWait({}, { wait: true }), starter, origin);
    expect(host.saved.run_id).toBe('r-old');
    expect(calls[0]).toEqual(['get', 'r-old']);
    expect(host.summaries.join('\n')).toContain(
      'A re-run of the workflow found this run still going and follows it (no second run was started).',
    );
  });

  it.each<[string, RunItem | undefined, boolean, string]>([
    [
      'adopted',
      run('r-old', 'INPROGRESS'),
      false,
      'A re-run of the workflow found this run still going and follows it (no second run was started).',
    ],
    [
      'plan first',
      undefined,
      true,
      'Plan first: the agent proposes a plan and changes nothing until it is approved.',
    ],
    [
      'adopted, plan first',
      run('r-old', 'INPROGRESS'),
      true,
      'A re-run of the workflow found this run still going and follows it (no second run was started). Plan first: the agent proposes a plan and changes nothing until it is approved.',
    ],
  ])('the report notes what it should (%s), as one paragraph', async (_what, latest, planFirst, note) => {
    const { step, host } = stepOf({ trigger: { event: 'push' }, get: (id) => run(id, 'SUCCEEDED') });
    await startFromEvent(step, noWait({ planFirst }, { wait: true }), starterOf({ latest }).starter, origin);
    expect(host.summaries.join('\n')).toContain(`\n\n${note}\n\n`);
  });

  it('a run it started is followed without that note', async () => {
    const { step, host } = stepOf({ trigger: { event: 'push' }, get: (id) => run(id, 'SUCCEEDED') });
    await startFromEvent(step, noWait({}, { wait: true }), starterOf().starter, origin);
    expect(host.saved.run_id).toBe('r-new');
    expect(host.summaries.join('\n')).not.toContain('A re-run of the workflow');
  });

  it('a refused author is answered, nothing started', async () => {
    const replies: string[] = [];
    const refusal: Access = { allowed: false, reason: '@octo has read permission', quiet: false };
    const repository = {
      access: async () => refusal,
      self: async () => 'github-actions[bot]',
      trackingComment: () => ({ find: async () => undefined }),
      commentBodies: async () => [],
      reply: async (_n: number, body: string) => {
        replies.push(body);
      },
    } as unknown as Repository;
    const { step, host } = stepOf({ repository });
    const { starter, calls } = starterOf();
    await startFromEvent(step, noWait({}, { comment: true }), starter, origin);
    expect(replies).toEqual([
      '@octo thanks for opening this issue, but only collaborators with write, maintain, admin permission can start the cloud agent on this repository.',
    ]);
    expect(calls).toEqual([['findLatest']]);
    expect(host.saved.run_id).toBeUndefined();
  });

  it('a failed start is thrown', async () => {
    const { step } = stepOf({ trigger: { event: 'push' } });
    const failure = new Error('HTTP 500');
    await expect(
      startFromEvent(step, noWait(), starterOf({ create: () => Promise.reject(failure) }).starter, origin),
    ).rejects.toBe(failure);
  });

  it("the thread's comments cannot be read: a warning, and no tracking comment this time", async () => {
    const repository = {
      access: async () => ({ allowed: true, permission: 'write' }),
      self: async () => {
        throw new Error('HTTP 502');
      },
    } as unknown as Repository;
    const { step, host } = stepOf({ repository });
    await startFromEvent(step, noWait({}, { comment: true }), starterOf().starter, origin);
    expect(host.lines).toContain(
      "warning: could not read the thread's comments (HTTP 502); no tracking comment this time",
    );
    expect(host.saved.run_id).toBe('r-new');
  });
});

describe('startFromEvent, what it leaves when following fails', () => {
  const origin: Origin = { key: 'k1', lookup: { gh_trigger: 'k1' }, own: {}, metadata: {} };

  it('a run that cannot be followed: the step fails, the run not settled', async () => {
    const { step, host } = stepOf({
      trigger: { event: 'push' },
      get: () => {
        throw new ApiError({ status: 401, body: { detail: 'no' } });
      },
    });
    const err = (await startFromEvent(
      step,
      { ...inputs({ includeContext: false }), comment: false },
      starterOf().starter,
      origin,
    ).catch((e: unknown) => e)) as Error;
    expect(err.message).toContain('reading run r-new failed');
    expect(host.saved).toMatchObject({ run_id: 'r-new', settled: 'false' });
  });
});

describe('the reporter of an event', () => {
  const origin: Origin = { key: 'k1', lookup: { gh_trigger: 'k1' }, own: {}, metadata: {} };

  /** A repository double that records who asked who we are, and the tracking comment written (then `onWrite`). */
  function reportingRepository(onWrite?: () => void) {
    const asked: string[] = [];
    const written: string[] = [];
    const repository = {
      access: async () => ({ allowed: true, permission: 'write' }),
      self: async () => {
        asked.push('self');
        return 'github-actions[bot]';
      },
      trackingComment: (number: number, self: string) => {
        asked.push(`trackingComment ${number} ${self}`);
        return {
          find: async () => undefined,
          write: async (body: string) => {
            written.push(body);
            onWrite?.();
          },
          id: undefined,
          url: undefined,
        };
      },
    } as unknown as Repository;
    return { repository, asked, written };
  }

  it('a thread, a token and comment: true: the tracking comment, marked with the origin and the factory', async () => {
    const { repository, asked, written } = reportingRepository();
    const { step } = stepOf({ repository, get: (id) => run(id, 'SUCCEEDED') });
    const starter = { ...starterOf().starter, factory: 'fac_web' };
    await startFromEvent(step, { ...inputs({ includeContext: false }), comment: true }, starter, origin);
    expect(asked).toEqual(['self', 'trackingComment 1 github-actions[bot]']);
    const marker = decodeMarker(written.at(-1)!, step.markerKey);
    expect(marker).toMatchObject({ key: 'k1', factory: 'fac_web', run: 'r-new', state: 'SUCCEEDED' });
  });

  it.each<[string, Partial<Trigger>, string]>([
    ['the actor', { actor: 'octo-maintainer', author: 'octo' }, 'octo-maintainer'],
    ['without an actor, the author', { actor: undefined, author: 'octo' }, 'octo'],
  ])(
    'plan-first: the marker records who asked for the plan (%s) and who may approve it',
    async (_w, trigger, by) => {
      const { repository, written } = reportingRepository();
      // The run ends with a plan waiting, so the final report keeps the mark.
      const { step } = stepOf({
        repository,
        trigger,
        get: (id) => ({
          ...run(id, 'SUCCEEDED'),
          artifacts: [{ artifact_type: 'PLAN', data: { artifact_uid: 'p1', title: 'P' } }],
        }),
      });
      const base = inputs({ includeContext: false, planFirst: true });
      await startFromEvent(
        step,
        { ...base, comment: true, conversation: { ...base.conversation, planApprovers: 'not-requester' } },
        starterOf().starter,
        origin,
      );
      expect(written).toHaveLength(1);
      expect(decodeMarker(written[0]!, step.markerKey)!.plan).toEqual({
        by,
        before: [],
        rule: 'not-requester',
        shown: { uid: 'p1', unread: true },
      });
    },
  );

  it('plan-first: the report written while the run works carries the mark already', async () => {
    // The job is cancelled once the first report is written, and the run with it: what follows is not this test's.
    const job = new AbortController();
    const { repository, written } = reportingRepository(() => job.abort(new Error('cancelled')));
    const { step } = stepOf({
      repository,
      get: (id) => run(id, job.signal.aborted ? 'CANCELLED' : 'INPROGRESS'),
    });
    (step as { signal: AbortSignal }).signal = job.signal;
    await startFromEvent(
      step,
      { ...inputs({ includeContext: false, planFirst: true }), comment: true },
      starterOf().starter,
      origin,
    ).catch(() => undefined);
    expect(decodeMarker(written[0]!, step.markerKey)).toMatchObject({
      state: 'INPROGRESS',
      plan: { by: 'octo', before: [], rule: 'allowed' },
    });
  });

  it('a plain run: no factory in the marker', async () => {
    const { repository, written } = reportingRepository();
    const { step } = stepOf({ repository, get: (id) => run(id, 'SUCCEEDED') });
    await startFromEvent(
      step,
      { ...inputs({ includeContext: false }), comment: true },
      starterOf().starter,
      origin,
    );
    expect(decodeMarker(written.at(-1)!, step.markerKey)!.factory).toBeUndefined();
    // Nor a plan: none was asked for.
    expect(decodeMarker(written[0]!, step.markerKey)!.plan).toBeUndefined();
  });

  it.each<[string, Partial<Trigger>, boolean]>([
    ['comment: false', {}, false],
    ['no thread', { number: undefined, event: 'push' }, true],
  ])('%s: who we are is not asked, no comment written', async (_what, trigger, comment) => {
    const { repository, asked, written } = reportingRepository();
    const { step, host } = stepOf({ repository, trigger, get: (id) => run(id, 'SUCCEEDED') });
    await startFromEvent(
      step,
      { ...inputs({ includeContext: false }), comment },
      starterOf().starter,
      origin,
    );
    expect(asked).toEqual([]);
    expect(written).toEqual([]);
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([]);
  });

  it('no repository: no warning about reading the thread', async () => {
    const { step, host } = stepOf({ trigger: { event: 'push' }, get: (id) => run(id, 'SUCCEEDED') });
    await startFromEvent(
      step,
      { ...inputs({ includeContext: false }), comment: true },
      starterOf().starter,
      origin,
    );
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([]);
  });
});
