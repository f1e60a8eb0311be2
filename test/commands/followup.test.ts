/**
 * `command: followup` in process (src/commands/followup.ts) on the simulator and the fake GitHub: the message sent
 * to the run, the state saved for the post step, the run followed to its next end with the follow-up noted in its
 * report, and the step's signal on every request.
 */
import { describe, expect, it, vi } from 'vitest';
import { followupCommand } from '../../src/commands/followup.ts';
import type { FollowupCommandInputs } from '../../src/inputs.ts';
import { API_KEY } from '../e2e/setup.ts';
import { commandWorld, payload } from '../helpers/command-world.ts';
import type { RunScript } from '../simulator/state.ts';

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
    expect(saves).toEqual([
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
    await expect(followupCommand(s, inputs(run.run_id))).rejects.toThrow();
    expect(world.sim.requests).toEqual([]);
  });

  it('a step aborted once the run is read sends no message', async () => {
    const run = endedRun();
    const controller = new AbortController();
    const s = world.step({ ...schedule, signal: controller.signal });
    const get = s.client.runs.get.bind(s.client.runs);
    vi.spyOn(s.client.runs, 'get').mockImplementation(async (...args) => {
      const got = await get(...args);
      controller.abort();
      return got;
    });
    await expect(followupCommand(s, inputs(run.run_id))).rejects.toThrow();
    expect(world.sim.count('createFollowup')).toBe(0);
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
      const [summary] = s.host.summaries;
      expect(summary).toContain('### 📋 Plan ready for review: ');
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
  });
});
