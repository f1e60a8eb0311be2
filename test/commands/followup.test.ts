/**
 * `command: followup` in process (src/commands/followup.ts) on the simulator and the fake GitHub: the message sent
 * to the run, the state saved for the post step, the run followed to its next end with the follow-up noted in its
 * report, and the step's signal on every request. On a thread (the fake GitHub), a run a step let go of: how it
 * stopped shown first when its comment does not show it, a budget that report says was broken failing the step, and
 * an approval of the plan the comment shows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ApiAbortError, ApiError } from '../../src/client/index.ts';
import { followupCommand } from '../../src/commands/followup.ts';
import type { FollowupCommandInputs } from '../../src/inputs.ts';
import { InputError, OutcomeError } from '../../src/shared/outcome.ts';
import { API_KEY, LONG_RUN, until } from '../e2e/setup.ts';
import { commandWorld, payload, OVER_BUDGET, THREAD_RUN_METADATA } from '../helpers/command-world.ts';
import { runItem } from '../simulator/routes/runs.ts';
import type { RunScript } from '../simulator/state.ts';
import { rejection } from '../helpers/rejection.ts';
import { getOctokit } from '../helpers/octokit.ts';

const world = commandWorld({ github: false });
const QUICK: RunScript = {
  timeline: [
    { state: 'QUEUED', afterMs: 0 },
    { state: 'SUCCEEDED', afterMs: 10 },
  ],
};

const inputs = (runId: string, extra: Partial<FollowupCommandInputs> = {}): FollowupCommandInputs => ({
  command: 'followup',
  apiKey: API_KEY,
  baseUrl: world.sim.url,
  githubToken: 'ghs_unit_token',
  comment: true,
  wait: true,
  timeoutMinutes: 30,
  failOnRunFailure: true,
  cancelOnAbort: true,
  detachAfterMinutes: undefined,
  progressIntervalSeconds: 0,
  runId,
  message: 'And the docs, please.',
  followupMode: 'normal',
  ...extra,
});

/** An ended run whose next follow-up ends at once. */
function endedRun() {
  const run = world.run('Fix it', QUICK);
  world.sim.clock.advance(1000);
  world.sim.script.followup(run.run_id, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
  return run;
}

const schedule = { eventName: 'schedule', payload: { schedule: '0 3 * * *' } };

/** What the log says of a plan a run proposed, with how to go on. */
const proposed = (runId: string) =>
  `run ${runId} proposed a plan. To carry out the plan, run this action with command: followup, run-id: ${runId} ` +
  'and followup-mode: approve; to revise it, with followup-mode: plan and a message.';

/**
 * What a message of this file's inputs asks of the work it starts, as saved for the post step (STATE.asked): the
 * deadline from now, cancel-on-abort, and the rest cleared (null): no budget, no result, no plan, no asking comment.
 */
const ASKED_NOTHING_MORE = {
  deadline: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  cancel: true,
  budget: null,
  baseline: null,
  kept: null,
  result: null,
  plan: null,
  comment: null,
  commentKind: null,
  routed: null,
};

describe('followup', () => {
  it('sends the message, saves the run for the post step, follows it to its end with the follow-up noted', async () => {
    const run = endedRun();
    const s = world.step(schedule);
    const saves: [string, string][] = [];
    const save = s.host.state.save;
    s.host.state.save = (name, value) => {
      saves.push([name, value]);
      save(name, value);
    };
    const since = runItem(world.sim.sim, run).updated_at;
    await followupCommand(s, inputs(run.run_id));
    expect(world.sim.requests.map((r) => [r.operation, r.body])).toEqual([
      ['getRun', ''],
      ['createFollowup', '{"message":"And the docs, please."}'],
      ['getRun', ''],
      ['getRunConversation', ''],
    ]);
    expect(s.host.lines).toEqual([
      `sent the message to run ${run.run_id} (SUCCEEDED)`,
      `[00:00] run ${run.run_id}: SUCCEEDED`,
    ]);
    // Held before the message is sent (a job ended while it is on its way leaves the work to the post step), with what
    // it asks of the work it starts (no comment here to show it), again once it was taken, and let go at the run's end.
    expect(
      saves.map(([name, value]) => [name, name === 'request_asked' ? JSON.parse(value) : value]),
    ).toEqual([
      ['run_id', run.run_id],
      ['settled', 'false'],
      [
        'request_asked',
        {
          run: run.run_id,
          since,
          marker: ASKED_NOTHING_MORE,
        },
      ],
      ['run_id', run.run_id],
      ['settled', 'false'],
      ['settled', 'true'],
    ]);
    expect(s.host.outputs).toMatchObject({ 'run-id': run.run_id, state: 'SUCCEEDED', detached: 'false' });
    const [summary] = s.host.summaries;
    expect(summary).toContain('\n\nA follow-up was sent to this run by the workflow.\n\n');
    expect(summary).toContain(
      `<sub>To continue, run this action with \`command: followup\`, \`run-id: ${run.run_id}\` and a \`message\`.</sub>`,
    );
  });

  it("follows at the pace it is given (a test's clock), not the action's", async () => {
    const run = world.run('Fix it', QUICK);
    world.sim.clock.advance(1000);
    world.sim.script.followup(run.run_id, {
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 25_000 },
      ],
    });
    const sleeps: number[] = [];
    const s = world.step(schedule);
    await followupCommand(s, inputs(run.run_id), {
      poll: {
        initialMs: 10_000,
        factor: 1,
        maxMs: 10_000,
        random: () => 0.5,
        sleep: async (ms) => {
          sleeps.push(ms);
          world.sim.clock.advance(ms);
        },
      },
    });
    expect(sleeps).toEqual([10_000, 10_000, 10_000]);
    expect(s.host.outputs.state).toBe('SUCCEEDED');
  });

  it('on a comment, the reader is told to reply with the default trigger phrase', async () => {
    const run = endedRun();
    const s = world.step({ eventName: 'issue_comment', payload: payload('issue_comment', 'created') });
    await followupCommand(s, inputs(run.run_id));
    expect(s.host.summaries[0]).toContain(
      'Reply on this thread with `@cloud-agent <message>` to continue, or `@cloud-agent cancel` to stop.',
    );
  });

  it('an aborted step sends nothing', async () => {
    const run = endedRun();
    const controller = new AbortController();
    controller.abort();
    const s = world.step({ ...schedule, signal: controller.signal });
    expect((await rejection(followupCommand(s, inputs(run.run_id)))).message).toBe('getRun: aborted');
    expect(world.sim.requests).toEqual([]);
  });

  it.each([
    // Ended: the message is next, and is not sent.
    ['an ended run', () => endedRun(), 'createFollowup: aborted'],
    // At work: the run is read a second time, with the same signal, and that read fails.
    [
      'a run at work',
      () => {
        const run = world.run('Long', LONG_RUN);
        world.sim.clock.advance(1000);
        return run;
      },
      'getRun: aborted',
    ],
  ])('a step aborted once %s is read sends no message', async (_what, made, error) => {
    const run = made();
    const controller = new AbortController();
    const s = world.step({ ...schedule, signal: controller.signal });
    const get = s.client.runs.get.bind(s.client.runs);
    vi.spyOn(s.client.runs, 'get').mockImplementation(async (...args) => {
      const got = await get(...args);
      controller.abort();
      return got;
    });
    expect((await rejection(followupCommand(s, inputs(run.run_id)))).message).toBe(error);
    // The one read the service saw: a second one is aborted before it leaves.
    expect(world.sim.count('getRun')).toBe(1);
    expect(world.sim.count('createFollowup')).toBe(0);
  });

  describe('a result schema', () => {
    const VERDICT = { verdict: 'pass', confidence: 0.9, reasons: ['the docs are done'] };
    /** The message's appendix for the verdict schema, as the agent reads it. */
    const appendix = () =>
      [
        '## Your result',
        '',
        'When you are done, give your result as JSON that matches the JSON Schema below: write it to a file named ' +
          '`result.json`, and end your final message with the same JSON in a fenced `json` code block.',
        '',
        '~~~~json',
        JSON.stringify(
          JSON.parse(
            readFileSync(new URL('../../schemas/results/verdict.schema.json', import.meta.url), 'utf8'),
          ),
          null,
          2,
        ),
        '~~~~',
      ].join('\n');
    const sent = () =>
      world.sim.requests.filter((r) => r.operation === 'createFollowup').map((r) => JSON.parse(r.body));

    it('normal: the message asks for the result, and the result is read', async () => {
      const run = world.run('Fix it', QUICK);
      world.sim.clock.advance(1000);
      world.sim.script.followup(run.run_id, {
        timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
        result: { file: VERDICT },
      });
      const s = world.step(schedule);
      await followupCommand(s, inputs(run.run_id, { outputSchema: 'verdict' }));
      expect(sent()).toEqual([{ message: `And the docs, please.\n\n${appendix()}` }]);
      expect(JSON.parse(s.host.outputs.result!)).toEqual(VERDICT);
    });

    it('plan: the message asks for a plan, never for the result', async () => {
      const run = world.run('Fix it', QUICK);
      world.sim.clock.advance(1000);
      world.sim.script.followup(run.run_id, {
        timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
        artifacts: [{ type: 'PLAN', title: 'Dark mode', content: '1. Switch.' }],
      });
      const s = world.step(schedule);
      await followupCommand(
        s,
        inputs(run.run_id, { outputSchema: 'verdict', followupMode: 'plan', message: 'Plan it.' }),
      );
      expect(sent()).toEqual([{ message: 'Plan it.', mode: 'plan' }]);
      expect(s.host.outputs['plan-ready']).toBe('true');
    });
  });

  describe('plans', () => {
    const PLAN = { type: 'PLAN' as const, title: 'Dark mode', content: '1. Switch.' };
    const PR = { type: 'PULL_REQUEST' as const, url: 'https://github.com/acme/app/pull/3', branch: 'b' };
    const sent = () => world.sim.requests.filter((r) => r.operation === 'createFollowup').map((r) => r.body);

    it('plan: the message in plan mode, and the report shows the plan with how to approve it', async () => {
      const run = world.run('Fix it', QUICK);
      world.sim.clock.advance(1000);
      world.sim.script.followup(run.run_id, {
        timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
        artifacts: [PLAN],
      });
      const s = world.step(schedule);
      await followupCommand(s, inputs(run.run_id, { followupMode: 'plan', message: 'Plan dark mode.' }));
      expect(sent()).toEqual(['{"message":"Plan dark mode.","mode":"plan"}']);
      expect(s.host.lines).toEqual([
        `sent the message to run ${run.run_id} (SUCCEEDED) in plan mode`,
        `[00:00] run ${run.run_id}: SUCCEEDED`,
        proposed(run.run_id),
      ]);
      const [summary] = s.host.summaries;
      expect(summary).toContain('### 📋 Plan ready for review: ');
      expect(summary).toContain(
        '\n\nA follow-up in plan mode was sent to this run by the workflow: the agent proposes a plan and changes ' +
          'nothing until it is approved.\n\n',
      );
      expect(summary).toContain('**The plan**\n\n1. Switch.');
      expect(summary).toContain(
        `**Next:** To carry out the plan, run this action with \`command: followup\`, \`run-id: ${run.run_id}\` and \`followup-mode: approve\`; to revise it, with \`followup-mode: plan\` and a \`message\`.`,
      );
      expect(s.host.outputs['plan-ready']).toBe('true');
    });

    it('approve: the approval in normal mode, with the words given', async () => {
      const run = world.run('Fix it', { ...QUICK, artifacts: [PLAN] });
      world.sim.clock.advance(1000);
      world.sim.script.followup(run.run_id, {
        timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
        artifacts: [PR],
      });
      const s = world.step(schedule);
      await followupCommand(s, inputs(run.run_id, { followupMode: 'approve', message: '' }));
      // Whether the plan was carried out already is read (its executions, its last request) just before sending.
      expect(world.sim.requests.map((r) => r.operation).slice(0, 4)).toEqual([
        'getRun',
        'getRunTimeline',
        'getRunConversation',
        'createFollowup',
      ]);
      expect(sent()).toEqual([
        JSON.stringify({
          message: 'The plan is approved: carry out the plan you proposed last, as written.',
          mode: 'normal',
        }),
      ]);
      expect(s.host.lines).toEqual([
        `sent the approval of its plan to run ${run.run_id} (SUCCEEDED)`,
        `[00:00] run ${run.run_id}: SUCCEEDED`,
      ]);
      expect(s.host.summaries[0]).toContain(
        'The plan was approved by the workflow: the agent carries it out.',
      );
      expect(s.host.outputs['plan-ready']).toBe('false');
    });

    it.each([
      ['no plan', [] as (typeof PLAN | typeof PR)[], 'left no plan to approve (SUCCEEDED)'],
      ['a pull request', [PLAN, PR], 'has a pull request, so no plan of it waits for approval'],
    ])('approve a run with %s: refused, nothing sent', async (_what, artifacts, why) => {
      const run = world.run('Fix it', { ...QUICK, artifacts });
      world.sim.clock.advance(1000);
      const s = world.step(schedule);
      await expect(followupCommand(s, inputs(run.run_id, { followupMode: 'approve' }))).rejects.toThrow(
        `Input "run-id": run ${run.run_id} ${why}; nothing was sent`,
      );
      expect(world.sim.count('createFollowup')).toBe(0);
    });

    it.each([
      [
        'the approval of it',
        'The plan is approved: carry out the plan you proposed last, as written.',
        () => "its plan was already carried out: the conversation's last request is an approval of it",
      ],
      [
        'an approval given in the session',
        'Looks good, go ahead.',
        (began: string, plan: string) =>
          `its plan was already carried out: an execution began at ${began}, after its newest plan (${plan})`,
      ],
    ])(
      'approve a plan carried out already (%s) that opened no pull request: refused, nothing sent',
      async (_what, message, why) => {
        const run = world.run('Fix it', { ...QUICK, artifacts: [PLAN] });
        world.sim.clock.advance(1000);
        // The plan was carried out by a normal-mode execution that ended without a pull request (or a new plan).
        world.sim.script.followup(run.run_id, {
          timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
          artifacts: [],
        });
        const approved = world.step(schedule);
        await approved.client.runs.followUp(run.run_id, { message, mode: 'normal' });
        world.sim.clock.advance(1000);
        const asked = world.sim.requests.length;
        const s = world.step(schedule);
        const plan = world.sim.sim.artifacts.get(run.artifacts[0]!.uid)!.createdAt;
        const began = world.sim.sim.runs.get(run.run_id)!.steps.find((step) => step.execution === 2)!.at;
        await expect(followupCommand(s, inputs(run.run_id, { followupMode: 'approve' }))).rejects.toThrow(
          `Input "run-id": run ${run.run_id}: ${why(new Date(began).toISOString(), new Date(plan).toISOString())}; nothing was sent`,
        );
        expect(world.sim.requests.slice(asked).map((r) => r.operation)).toEqual([
          'getRun',
          'getRunTimeline',
          'getRunConversation',
        ]);
        expect(world.sim.count('createFollowup')).toBe(1);
      },
    );

    it('approve a run at work: refused until it has stopped, nothing sent', async () => {
      const run = world.run('Long', { ...LONG_RUN, artifacts: [PLAN] });
      world.sim.clock.advance(1000);
      const s = world.step(schedule);
      await expect(followupCommand(s, inputs(run.run_id, { followupMode: 'approve' }))).rejects.toThrow(
        `Input "run-id": run ${run.run_id} is INPROGRESS: approve its plan once it has stopped; nothing was sent`,
      );
      expect(world.requests()).toEqual([['getRun', 200]]);
    });

    it('plan: a plan of the run whose text cannot be read is logged, and known by its artifact alone', async () => {
      const run = world.run('Fix it', { ...QUICK, artifacts: [PLAN] });
      world.sim.clock.advance(1000);
      world.sim.script.followup(run.run_id, {
        timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
        artifacts: [{ ...PLAN, title: 'Dark mode, v2', content: '1. Switch, then test.' }],
      });
      world.sim.faults.inject({ operation: 'getArtifact', fault: { status: 404, body: { error: 'gone' } } });
      const s = world.step(schedule);
      await followupCommand(
        s,
        inputs(run.run_id, { followupMode: 'plan', message: 'Plan dark mode again.' }),
      );
      expect(s.host.lines).toEqual([
        `could not read plan ${run.artifacts[0]!.uid}: getArtifact failed (HTTP 404): gone. It does not exist or ` +
          'this key cannot see it: check the id; it is known by its artifact alone',
        `sent the message to run ${run.run_id} (SUCCEEDED) in plan mode`,
        `[00:00] run ${run.run_id}: SUCCEEDED`,
        proposed(run.run_id),
      ]);
      expect(s.host.summaries[0]).toContain('**The plan**\n\n1. Switch, then test.');
    });

    it('approve when the service shows neither the timeline nor the conversation: refused, nothing sent', async () => {
      const run = world.run('Fix it', { ...QUICK, artifacts: [PLAN], conversation: 'none' });
      world.sim.clock.advance(1000);
      world.sim.faults.inject({ operation: 'getRunTimeline', fault: { status: 404 } });
      const s = world.step(schedule);
      await expect(followupCommand(s, inputs(run.run_id, { followupMode: 'approve' }))).rejects.toThrow(
        `Input "run-id": run ${run.run_id}: whether its plan was already carried out cannot be told: the service shows neither its timeline nor its conversation; nothing was sent`,
      );
      expect(world.sim.count('createFollowup')).toBe(0);
    });

    it.each(['getRunTimeline', 'getRunConversation'] as const)(
      'approve when %s is refused otherwise than 404 or 422: that error, nothing sent',
      async (operation) => {
        const run = world.run('Fix it', { ...QUICK, artifacts: [PLAN] });
        world.sim.clock.advance(1000);
        // A status the client never retries: one request shows it.
        world.sim.faults.inject({
          operation,
          fault: { status: 403, body: { error: 'this key may not read it' } },
        });
        const s = world.step(schedule);
        const failed = await followupCommand(s, inputs(run.run_id, { followupMode: 'approve' })).then(
          () => undefined,
          (err: unknown) => err,
        );
        expect(failed).toBeInstanceOf(ApiError);
        expect(failed).toMatchObject({ status: 403, operation });
        expect((failed as ApiError).message).toBe(
          `${operation} failed (HTTP 403): this key may not read it. The API key is valid but may not do this: ` +
            'check the team, environment, MCP server or factory permissions',
        );
        expect(world.requests()).toEqual([
          ['getRun', 200],
          ...(operation === 'getRunConversation' ? [['getRunTimeline', 200]] : []),
          [operation, 403],
        ]);
        expect(s.host.lines).toEqual([]);
        expect(s.host.saved).toEqual({});
      },
    );

    it("plan: a plan of the run whose text the service's answer does not give is logged, and known by its artifact alone", async () => {
      const run = world.run('Fix it', { ...QUICK, artifacts: [PLAN] });
      world.sim.clock.advance(1000);
      world.sim.script.followup(run.run_id, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
      // As a service that shows only what its interface does answers an artifact: nothing of its data.
      world.sim.faults.inject({ operation: 'getArtifact', fault: { edit: () => ({}) } });
      const s = world.step(schedule);
      await followupCommand(
        s,
        inputs(run.run_id, { followupMode: 'plan', message: 'Plan dark mode again.' }),
      );
      expect(world.requests().slice(0, 3)).toEqual([
        ['getRun', 200],
        ['getArtifact', 200],
        ['createFollowup', 200],
      ]);
      expect(s.host.lines).toEqual([
        `plan ${run.artifacts[0]!.uid} has no text in the service's answer: it is known by its artifact alone`,
        `sent the message to run ${run.run_id} (SUCCEEDED) in plan mode`,
        `[00:00] run ${run.run_id}: SUCCEEDED`,
        proposed(run.run_id),
      ]);
    });
  });
});

describe('followup on a thread', () => {
  const thread = commandWorld();
  const onThread = (runId: string, extra: Partial<FollowupCommandInputs> = {}): FollowupCommandInputs => ({
    ...inputs(runId, extra),
    baseUrl: thread.sim.url,
  });

  it('a run let go and at work: the message joins it, and the thread is read once', async () => {
    const run = thread.run('Fix it', LONG_RUN, THREAD_RUN_METADATA);
    thread.sim.clock.advance(1000);
    const s = thread.letGo(run.run_id);
    await followupCommand(s, onThread(run.run_id, { wait: false }));
    // Read again once the thread was read: it may have stopped meanwhile.
    expect(thread.requests()).toEqual([
      ['getRun', 200],
      ['getRun', 200],
      ['createFollowup', 200],
      ['getRun', 200],
    ]);
    // Nothing was shown first: the comment is not read again.
    expect(thread.gh.requests.map((r) => r.operationId)).toEqual([
      'graphql',
      'issues/list-comments',
      'issues/update-comment',
    ]);
    expect(s.host.lines).toEqual([
      `sent the message to run ${run.run_id} (INPROGRESS)`,
      `not waiting (wait: false): run ${run.run_id} is INPROGRESS and goes on. Session: ${s.host.outputs['session-link']}`,
    ]);
    expect(thread.reactions()).toEqual([]);
  });

  // Seen while reading a failure of the joins model: the command read the run at work, then the thread; a run that
  // ended meanwhile got the message (a new execution), and its end was never shown.
  it('a run at work when read that ends while the thread is read: read again, its stop shown first, then the message', async () => {
    const run = thread.run(
      'Fix it',
      {
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 1500 },
        ],
      },
      THREAD_RUN_METADATA,
    );
    thread.sim.clock.advance(1000);
    const s = thread.letGo(run.run_id);
    // The run as first read is at work; by the time the thread has been read, it has ended.
    thread.sim.faults.inject({
      operation: 'getRun',
      fault: {
        edit: (body) => {
          thread.sim.clock.advance(1000);
          return body;
        },
      },
    });
    await followupCommand(s, onThread(run.run_id, { wait: false }));
    expect(thread.requests().slice(0, 2)).toEqual([
      ['getRun', 200],
      ['getRun', 200],
    ]);
    expect(s.host.lines.slice(0, 3)).toEqual([
      `settled run ${run.run_id} (SUCCEEDED) on #2: https://github.com/acme/app/pull/2#issuecomment-2000000002`,
      `followup: run ${run.run_id} finished: final report written (SUCCEEDED)`,
      `sent the message to run ${run.run_id} (SUCCEEDED)`,
    ]);
    // The report shows the run's end (two seconds of work), not the run at work.
    const [shown] = thread.writes();
    expect(shown!.text.startsWith('### ✅ Cloud agent run succeeded: Fix it\n')).toBe(true);
    expect(shown!.text).toContain('- **State**: `SUCCEEDED`\n- **Duration**: 2s\n');
    expect(thread.reactions()).toEqual(['rocket']);
  });

  // Found by the joins model (JOINS_HARSH=1 seed 154001): the message's answer was lost and the job's process ended
  // while what it asked was being recorded; nothing was held, and its post step left the work it started going.
  it('a message to a stopped run: the run is held for the post step while the message is on its way', async () => {
    const run = thread.run('Fix it', QUICK, THREAD_RUN_METADATA);
    thread.sim.clock.advance(1000);
    const s = thread.letGo(run.run_id, { state: 'SUCCEEDED', phase: 'final' });
    let release!: () => void;
    thread.sim.faults.inject({
      operation: 'createFollowup',
      fault: { holdUntil: new Promise<void>((resolve) => (release = resolve)) },
    });
    const since = runItem(thread.sim.sim, run).updated_at;
    const sent = followupCommand(s, onThread(run.run_id, { wait: false }));
    await until(() => thread.sim.requests.some((r) => r.operation === 'createFollowup'));
    // On its way: held, as a job whose process ends now leaves it to its post step, which stops what it started, with
    // what it asks of that work, for a post step that finds the comment still showing the run's end.
    const { request_asked: asked, ...held } = s.host.saved;
    expect(held).toEqual({ thread_number: '2', run_id: run.run_id, settled: 'false' });
    expect(JSON.parse(asked!)).toEqual({
      run: run.run_id,
      since,
      // The comment the message takes the place of stays listed as routed to the run.
      marker: { ...ASKED_NOTHING_MORE, routed: ['2000000001'] },
    });
    release();
    await sent;
  });

  it('a run let go that ended unshown, the message unanswered: the report shown first stays, records it', async () => {
    const run = thread.run('Fix it', QUICK, THREAD_RUN_METADATA);
    thread.sim.clock.advance(1000);
    const s = thread.letGo(run.run_id);
    thread.sim.faults.inject({ operation: 'createFollowup', fault: { lostAnswer: true } });
    await expect(followupCommand(s, onThread(run.run_id))).rejects.toThrow(
      'createFollowup: could not reach the service (UND_ERR_SOCKET) ' +
        '(the service may have acted on it: look before trying again)',
    );
    expect(s.host.lines).toEqual([
      `settled run ${run.run_id} (SUCCEEDED) on #2: https://github.com/acme/app/pull/2#issuecomment-2000000002`,
      `followup: run ${run.run_id} finished: final report written (SUCCEEDED)`,
      'recorded on the tracking comment what this request asked of the run',
    ]);
    expect(thread.reactions()).toEqual(['rocket']);
    const [shown, recorded] = thread.writes();
    expect(shown!.text).toBe(thread.settledReport(run.run_id));
    // The work sent is the workflow's: no asking comment; held to this step's deadline and cancel choice.
    expect(recorded!.text).toBe(shown!.text);
    const { deadline, ...marker } = recorded!.marker!;
    // The comment it takes the place of stays listed as routed to the run: a re-run of its job sends nothing.
    const { comment: asker, commentKind: _k, ...kept } = shown!.marker!;
    expect(asker).toBe('2000000001');
    expect(marker).toEqual({ ...kept, routed: ['2000000001'], cancel: true });
    expect(deadline).toEqual(expect.any(String));
  });

  it('a run let go that ended over its budget, unshown: reported so first; the step fails once done', async () => {
    const run = thread.run('Fix it', { ...QUICK, usage: { inference_cost: 12 } }, THREAD_RUN_METADATA);
    thread.sim.clock.advance(1000);
    thread.sim.script.followup(run.run_id, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const s = thread.letGo(run.run_id, { budget: 10, baseline: 0 });
    await expect(followupCommand(s, onThread(run.run_id))).rejects.toThrow(
      new OutcomeError(
        `1 run went over its budget: ${run.run_id} (final report written (SUCCEEDED)${OVER_BUDGET})`,
        'run-failed',
      ),
    );
    expect(s.host.lines).toEqual([
      `settled run ${run.run_id} (SUCCEEDED) on #2: https://github.com/acme/app/pull/2#issuecomment-2000000002`,
      `followup: run ${run.run_id} finished: final report written (SUCCEEDED)${OVER_BUDGET}`,
      `sent the message to run ${run.run_id} (SUCCEEDED)`,
      `[00:00] run ${run.run_id}: SUCCEEDED`,
    ]);
    expect(thread.reactions()).toEqual(['confused']);
    const [shown, followed] = thread.writes();
    expect(shown!.text).toContain(
      '\n\n**Budget:** went over at 12 credits, budget 10 (`max-credits: 10`).\n\n',
    );
    expect(followed!.text).toContain('\n\nA follow-up was sent to this run by the workflow.\n\n');
    expect(s.host.outputs).toMatchObject({ state: 'SUCCEEDED', credits: '12' });
  });

  it('a message in normal mode to a run whose plan waits: sent and logged as normal, the plan still asked for', async () => {
    const PLAN = { type: 'PLAN' as const, title: 'Dark mode', content: '1. Switch.' };
    const run = thread.run('Fix it', { ...QUICK, artifacts: [PLAN] }, THREAD_RUN_METADATA);
    thread.sim.clock.advance(1000);
    thread.sim.script.followup(run.run_id, { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const plan = { by: 'Codertocat', before: [], shown: { uid: run.artifacts[0]!.uid } };
    const s = thread.letGo(run.run_id, { state: 'SUCCEEDED', phase: 'final', plan });
    await followupCommand(s, onThread(run.run_id, { message: 'Make it blue.' }));
    const sent = thread.sim.requests.filter((r) => r.operation === 'createFollowup').map((r) => r.body);
    expect(sent).toEqual(['{"message":"Make it blue."}']);
    // The plan asked for is still the thread's: it waits again once the message is answered.
    expect(s.host.lines).toEqual([
      `sent the message to run ${run.run_id} (SUCCEEDED)`,
      `[00:00] run ${run.run_id}: SUCCEEDED`,
      `run ${run.run_id} proposed a plan. Reply @cloud-agent approve to carry out this plan, or ` +
        '@cloud-agent <what to change> to revise it.',
    ]);
    const [reported] = thread.writes();
    // Shown again, it is recorded as shown: with the digest of the text shown.
    expect(reported!.marker!.plan).toEqual({
      ...plan,
      shown: { uid: plan.shown.uid, digest: expect.stringMatching(/^[0-9a-f]{16}$/) },
    });
  });

  it('approve the plan the comment shows: the work carried out, its report shows no plan asked for', async () => {
    const PLAN = { type: 'PLAN' as const, title: 'Dark mode', content: '1. Switch.' };
    const PR = { type: 'PULL_REQUEST' as const, url: 'https://github.com/acme/app/pull/3', branch: 'b' };
    const run = thread.run('Fix it', { ...QUICK, artifacts: [PLAN] }, THREAD_RUN_METADATA);
    thread.sim.clock.advance(1000);
    thread.sim.script.followup(run.run_id, {
      timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
      artifacts: [PR],
    });
    const s = thread.letGo(run.run_id, {
      state: 'SUCCEEDED',
      phase: 'final',
      plan: { by: 'Codertocat', before: [], shown: { uid: run.artifacts[0]!.uid } },
    });
    await followupCommand(s, onThread(run.run_id, { followupMode: 'approve', message: '' }));
    const approval = 'The plan is approved: carry out the plan you proposed last, as written.';
    expect(s.host.summaries).toEqual([
      [
        '### ✅ Cloud agent run succeeded: Fix it',
        'Started from pull request #2 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
        'The plan was approved by the workflow: the agent carries it out.',
        '- **State**: `SUCCEEDED`\n- **Cost**: 0 credits ≈ $0.00\n' +
          '- **Workflow**: [the workflow run](https://github.com/acme/app/actions/runs/9001)\n' +
          `- **Run**: \`${run.run_id}\``,
        "**The agent's answer**",
        `I worked on: ${approval}. The change is done and the tests pass.`,
        '**Pull requests**',
        '- <https://github.com/acme/app/pull/3> from `b`',
        '**Plans**',
        '<details><summary>Dark mode</summary>',
        '1. Switch.',
        '</details>',
        '<details><summary>Steps (2)</summary>',
        '- **Fix it**\n  - `run_command` `npm test` → completed\n' +
          `- **${approval}**\n  - \`run_command\` \`npm test\` → completed`,
        '</details>',
        `<sub>To continue, run this action with \`command: followup\`, \`run-id: ${run.run_id}\` and a ` +
          '`message`.</sub>',
      ].join('\n\n'),
    ]);
    const [reported] = thread.writes();
    expect(reported!.marker).toMatchObject({ state: 'SUCCEEDED', phase: 'final' });
    expect(reported!.marker!.plan).toBeUndefined();
    expect(s.host.outputs['plan-ready']).toBe('false');
    // The approval was claimed on the tracking comment before it was sent, as an approval by comment claims it.
    expect(thread.reactions()).toEqual(['+1']);
    const claim = thread.gh.requests.findIndex((r) => r.operationId === 'reactions/create-for-issue-comment');
    expect(claim).toBeGreaterThan(-1);
    expect(thread.gh.requests[claim]!.body).toEqual({ content: '+1' });
    // Sent: the claim stays, and the post step is left nothing of it.
    expect(s.host.saved.approval_claim).toBe('');
  });

  /** A run that ended with a plan, which the comment of the step that let go of it shows waiting. */
  function planShown() {
    const plan = { type: 'PLAN' as const, title: 'Dark mode', content: '1. Switch.' };
    const run = thread.run('Fix it', { ...QUICK, artifacts: [plan] }, THREAD_RUN_METADATA);
    thread.sim.clock.advance(1000);
    const s = thread.letGo(run.run_id, {
      state: 'SUCCEEDED',
      phase: 'final',
      plan: { by: 'Codertocat', before: [], shown: { uid: run.artifacts[0]!.uid } },
    });
    return { run, s };
  }

  it('plan: a revision of the plan the comment shows, with no approval claimed, is sent in plan mode', async () => {
    const { run, s } = planShown();
    thread.sim.script.followup(run.run_id, { timeline: [{ state: 'QUEUED', afterMs: 0 }] });
    await followupCommand(
      s,
      onThread(run.run_id, { followupMode: 'plan', message: 'Also the settings page.', wait: false }),
    );
    const sent = thread.sim.requests
      .filter((r) => r.operation === 'createFollowup')
      .map((r) => JSON.parse(r.body));
    expect(sent).toEqual([{ message: 'Also the settings page.', mode: 'plan' }]);
    expect(thread.gh.requests.map((r) => r.operationId)).toContain('reactions/list-for-issue-comment');
    expect(thread.reactions()).toEqual([]);
  });

  describe('approve, with an approval claim already on the tracking comment', () => {
    /** A run whose plan the comment shows, with the action's 👍 on it (another approval's claim). */
    async function claimedPlan() {
      const { run, s } = planShown();
      const tracking = thread.gh.state.commentsOf(2).find((c) => c.user === 'github-actions[bot]')!;
      await getOctokit('ghs_unit_token', { baseUrl: thread.gh.url }).rest.reactions.createForIssueComment({
        owner: 'acme',
        repo: 'app',
        comment_id: tracking.id,
        content: '+1',
      });
      return { run, s };
    }
    /** The claim's waits, on a clock of the test's: each moves the service's clock on too. */
    const waits = (s: ReturnType<typeof thread.letGo>, during?: (slept: number) => Promise<void>) => {
      const slept: number[] = [];
      s.sleep = async (ms) => {
        slept.push(ms);
        thread.sim.clock.advance(ms);
        await during?.(slept.length);
      };
      return slept;
    };

    it('the other approval lands meanwhile: refused, nothing sent', async () => {
      const { run, s } = await claimedPlan();
      thread.sim.script.followup(run.run_id, { timeline: [{ state: 'QUEUED', afterMs: 0 }] });
      // The other approval (a comment's, that made the claim) lands during the first wait.
      const slept = waits(s, async (n) => {
        if (n === 1)
          await s.client.runs.followUp(run.run_id, {
            message: 'The plan is approved by @octocat: carry out the plan you proposed last, as written.',
            mode: 'normal',
          });
      });
      const err = await rejection(
        followupCommand(s, onThread(run.run_id, { followupMode: 'approve', message: '', wait: false })),
      );
      expect(err).toBeInstanceOf(InputError);
      expect((err as Error).message).toBe(
        `Input "run-id": run ${run.run_id}: its plan was just approved on its thread (the tracking comment carries the approval's claim, and the run moved on since: now QUEUED); nothing was sent`,
      );
      expect(slept).toEqual([2000]);
      expect(thread.sim.count('createFollowup')).toBe(1);
      expect(s.host.lines[0]).toBe(
        `the tracking comment carries an approval claim: waiting up to 20 s for that approval to reach run ${run.run_id}`,
      );
    });

    // Found by the joins model (JOINS_HARSH=1, seed 257001): a revision in plan mode sent while an approval by comment
    // was between its claim and its send; the approval carried out the plan revised in place, which its approver never
    // saw. A revision reads the claim just before it sends, as a comment's does.
    it('plan: a revision of the plan under its approval is not sent, and the step says why', async () => {
      const { run, s } = await claimedPlan();
      const err = await rejection(
        followupCommand(
          s,
          onThread(run.run_id, { followupMode: 'plan', message: 'Also the settings page.' }),
        ),
      );
      expect(err).toBeInstanceOf(InputError);
      expect((err as Error).message).toBe(
        `Input "run-id": run ${run.run_id}: its plan was just approved on its thread (the tracking comment carries the approval's claim); the message was not sent, so the agent carries out the plan as the thread showed it. Send it again once it has`,
      );
      expect(thread.sim.count('createFollowup')).toBe(0);
      // The claim is the approval's: it stays.
      expect(thread.reactions()).toEqual(['+1']);
      // Read last, after the plan's text and just before the send.
      const reads = thread.gh.requests.map((r) => r.operationId);
      expect(reads.at(-1)).toBe('reactions/list-for-issue-comment');
    });

    // Found by the joins model (JOINS_HARSH=1 seed 152001): an approval by comment held between its claim and its send
    // longer than the wait; passing its claim then sent the plan's approval twice.
    it('no approval comes within the wait: refused all the same (it may still come), with the way past a claim that never will', async () => {
      const { run, s } = await claimedPlan();
      const slept = waits(s);
      const err = await rejection(
        followupCommand(s, onThread(run.run_id, { followupMode: 'approve', message: '', wait: false })),
      );
      expect(err).toBeInstanceOf(InputError);
      expect((err as Error).message).toBe(
        `Input "run-id": run ${run.run_id}: its plan's approval is claimed on its thread (the action's 👍 on the tracking comment), and that approval has not reached the run in 20 s; nothing was sent. If it never comes (its job ended without a post step to take its claim back), approve with \`cloud-agent approve ${run.run_id}\`, which takes no claim`,
      );
      // The run read first, then every 2 s for 20 s.
      expect(slept).toEqual(Array(10).fill(2000));
      expect(thread.requests().filter(([operation]) => operation === 'getRun')).toHaveLength(11);
      expect(thread.sim.count('createFollowup')).toBe(0);
      // The claim is the other approval's: it stays, and nothing of it is left to this job's post step.
      expect(thread.reactions()).toEqual(['+1']);
      expect(s.host.saved).not.toHaveProperty('approval_claim');
    });
  });

  it("approve whose job is cancelled with the approval on its way: the claim's record is left to the post step", async () => {
    const { run, s } = planShown();
    const since = (await s.client.runs.get(run.run_id)).updated_at;
    const job = new AbortController();
    s.signal = job.signal;
    s.client.runs.followUp = () => {
      job.abort(new Error('received SIGTERM'));
      return Promise.reject(new ApiAbortError('createFollowup: aborted', { operation: 'createFollowup' }));
    };
    const err = await rejection(
      followupCommand(s, onThread(run.run_id, { followupMode: 'approve', message: '' })),
    );
    expect((err as Error).message).toBe('createFollowup: aborted');
    // What became of the approval is not known here: the claim stays, and the post step judges it from its record.
    expect(thread.reactions()).toEqual(['+1']);
    const tracking = thread.gh.state.commentsOf(2).find((c) => c.user === 'github-actions[bot]')!;
    expect(JSON.parse(s.host.saved.approval_claim!)).toEqual({
      comment: tracking.id,
      thread: 2,
      run: run.run_id,
      since,
      reaction: thread.gh.state.reactions.find((r) => r.content === '+1')!.id,
    });
    expect(s.host.saved).toMatchObject({ run_id: run.run_id, settled: 'false' });
  });

  it('approve whose follow-up the service refuses: the claim is taken back, the plan still to approve', async () => {
    const { run, s } = planShown();
    thread.sim.faults.inject({
      operation: 'createFollowup',
      fault: { status: 403, body: { error: 'this key may not continue it' } },
    });
    const err = await rejection(
      followupCommand(s, onThread(run.run_id, { followupMode: 'approve', message: '' })),
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(thread.reactions()).toEqual([]);
    expect(s.host.saved.approval_claim).toBe('');
    expect(
      thread.gh.requests.filter((r) => r.operationId?.startsWith('reactions/')).map((r) => r.operationId),
    ).toEqual([
      'reactions/create-for-issue-comment',
      'reactions/list-for-issue-comment',
      'reactions/delete-for-issue-comment',
    ]);
  });
});
