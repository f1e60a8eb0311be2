/**
 * `command: cancel` in process (src/commands/cancel.ts) on the simulator: the run cancelled and its report
 * finished with what the workflow asked, the step failing when the run could not be stopped, and the step's signal
 * on the first read. On a thread (the fake GitHub), a run a step let go of: how it stopped shown first when its
 * comment does not show it, its asker's reaction, a run that waits for input left as it is, and a budget the report
 * shown first says was broken failing the step.
 */
import { describe, expect, it } from 'vitest';
import { cancelCommand } from '../../src/commands/cancel.ts';
import type { CancelCommandInputs } from '../../src/inputs.ts';
import { planDigest } from '../../src/flow/plan.ts';
import { OutcomeError } from '../../src/shared/outcome.ts';
import { API_KEY, LONG_RUN } from '../e2e/setup.ts';
import { commandWorld, OVER_BUDGET, THREAD_RUN_METADATA } from '../helpers/command-world.ts';
import { unconfirmedCancels } from '../helpers/step.ts';
import { rejection } from '../helpers/rejection.ts';

const world = commandWorld({ github: false });

const inputs = (runId: string): CancelCommandInputs => ({
  command: 'cancel',
  apiKey: API_KEY,
  baseUrl: world.sim.url,
  githubToken: '',
  comment: true,
  runId,
});
const schedule = { eventName: 'schedule', payload: { schedule: '0 3 * * *' } };

describe('cancel', () => {
  it('cancels the run and finishes its report with what the workflow asked', async () => {
    const run = world.run('Long', LONG_RUN);
    world.sim.clock.advance(1000);
    const s = world.step(schedule);
    await cancelCommand(s, inputs(run.run_id));
    expect(world.requests()).toEqual([
      ['getRun', 200],
      ['cancelRun', 200],
      ['getRun', 200],
    ]);
    expect(s.host.lines).toEqual([`cancelled run ${run.run_id}`]);
    expect(s.host.outputs).toMatchObject({ 'run-id': run.run_id, state: 'CANCELLED', detached: 'false' });
    const [summary] = s.host.summaries;
    expect(summary).toContain(`### 🚫 Cloud agent run cancelled: Long\n\n`);
    expect(summary).toContain(
      'Started by [workflow run](https://github.com/acme/app/actions/runs/9001) (schedule).\n\n' +
        `The workflow asked to cancel. The run \`${run.run_id}\` was cancelled.\n\n`,
    );
  });

  it("a cancel not yet confirmed: the reads that would confirm it wait on the step's clock", async () => {
    const run = world.run('Long', LONG_RUN);
    world.sim.clock.advance(1000);
    const s = world.step(schedule);
    const slept = unconfirmedCancels(s, world.sim);
    await expect(cancelCommand(s, inputs(run.run_id))).rejects.toThrow("slept 500 ms on the step's clock");
    expect(slept).toEqual([500]);
  });

  it('a run the service cannot cancel: reported as it is, and the step fails saying so, without backticks', async () => {
    const run = world.run('Stuck', { ...LONG_RUN, notCancellable: true });
    world.sim.clock.advance(1000);
    const s = world.step(schedule);
    await expect(cancelCommand(s, inputs(run.run_id))).rejects.toThrow(
      new Error(`The service cannot cancel this kind of run (${run.run_id}); stop it from the session.`),
    );
    expect(s.host.outputs).toMatchObject({ state: 'INPROGRESS' });
    expect(s.host.summaries[0]).toContain(
      `The workflow asked to cancel. The service cannot cancel this kind of run (\`${run.run_id}\`); stop it from the session.`,
    );
  });

  it('a cancel that fails leaves the run going: the step fails', async () => {
    const run = world.run('Long', LONG_RUN);
    world.sim.clock.advance(1000);
    world.sim.faults.inject({
      operation: 'cancelRun',
      fault: { status: 403, body: { error_code: 'not_authorized', detail: 'not yours' } },
    });
    const s = world.step(schedule);
    await expect(cancelCommand(s, inputs(run.run_id))).rejects.toThrow(
      new Error(`Cancelling the run ${run.run_id} failed; stop it from the session.`),
    );
    expect(s.host.outputs).toMatchObject({ state: 'INPROGRESS' });
  });

  it('a run already ended: nothing to cancel, the step passes', async () => {
    const run = world.run('Done', { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    world.sim.clock.advance(1000);
    const s = world.step(schedule);
    await cancelCommand(s, inputs(run.run_id));
    expect(s.host.outputs).toMatchObject({ state: 'SUCCEEDED' });
    expect(s.host.summaries[0]).toContain(
      `The workflow asked to cancel. The run \`${run.run_id}\` had already ended.`,
    );
  });

  it('an aborted step reads nothing', async () => {
    const run = world.run('Long', LONG_RUN);
    const controller = new AbortController();
    controller.abort();
    expect(
      (
        await rejection(
          cancelCommand(world.step({ ...schedule, signal: controller.signal }), inputs(run.run_id)),
        )
      ).message,
    ).toBe('getRun: aborted');
    expect(world.sim.requests).toEqual([]);
  });
});

describe('cancel on a thread', () => {
  const thread = commandWorld();
  const onThread = (runId: string): CancelCommandInputs => ({ ...inputs(runId), baseUrl: thread.sim.url });

  /** What a settle says of a report of a run that waits for input. */
  const WAITS = 'report written: the agent waits for input';
  /** The job summary of the cancel of a run that had already ended (its comment is left as it is). */
  const alreadyEnded = (runId: string, cost: string) =>
    '### ✅ Cloud agent run succeeded: Fix it\n\n' +
    'Started from pull request #2 by [workflow run](https://github.com/acme/app/actions/runs/9001).\n\n' +
    `The workflow asked to cancel. The run \`${runId}\` had already ended.\n\n` +
    `- **State**: \`SUCCEEDED\`\n- **Cost**: ${cost}\n- **Run**: \`${runId}\``;

  it('a run let go and at work: cancelled, said so on its comment, 😕 to its asker; the thread read once', async () => {
    const run = thread.run('Fix it', LONG_RUN, THREAD_RUN_METADATA);
    thread.sim.clock.advance(1000);
    const s = thread.letGo(run.run_id);
    await cancelCommand(s, onThread(run.run_id));
    expect(thread.requests()).toEqual([
      ['getRun', 200],
      ['cancelRun', 200],
      ['getRun', 200],
    ]);
    // Nothing was shown first: the comment is not read again.
    expect(thread.gh.requests.map((r) => r.operationId)).toEqual([
      'graphql',
      'issues/list-comments',
      'reactions/list-for-issue-comment',
      'reactions/create-for-issue-comment',
      'issues/update-comment',
    ]);
    expect(s.host.lines).toEqual([`cancelled run ${run.run_id}`]);
    expect(thread.reactions()).toEqual(['confused']);
    const [cancelled] = thread.writes();
    expect(cancelled!.text).toContain(
      '### 🚫 Cloud agent run cancelled: Fix it\n\n' +
        'Started from pull request #2 by [workflow run](https://github.com/acme/app/actions/runs/9001).\n\n' +
        `The workflow asked to cancel. The run \`${run.run_id}\` was cancelled.\n\n`,
    );
    expect(cancelled!.marker).toMatchObject({
      state: 'CANCELLED',
      phase: 'cancelled',
      comment: '2000000001',
    });
  });

  it('a run let go that the service cannot cancel: the step fails, and its asker gets no 😕 while it works', async () => {
    const run = thread.run('Stuck', { ...LONG_RUN, notCancellable: true }, THREAD_RUN_METADATA);
    thread.sim.clock.advance(1000);
    const s = thread.letGo(run.run_id);
    await expect(cancelCommand(s, onThread(run.run_id))).rejects.toThrow(
      new Error(`The service cannot cancel this kind of run (${run.run_id}); stop it from the session.`),
    );
    expect(thread.requests()).toEqual([
      ['getRun', 200],
      ['cancelRun', 422],
      ['getRun', 200],
    ]);
    expect(thread.reactions()).toEqual([]);
    const [reported] = thread.writes();
    expect(reported!.text).toContain(
      `The workflow asked to cancel. The service cannot cancel this kind of run (\`${run.run_id}\`); ` +
        'stop it from the session.\n\n',
    );
    expect(reported!.marker).toMatchObject({
      state: 'INPROGRESS',
      phase: 'cancelled',
      comment: '2000000001',
    });
  });

  it("a run let go that ended unshown: its report and its asker's 🚀 first; the cancel leaves that report be", async () => {
    const run = thread.run('Fix it', { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] }, THREAD_RUN_METADATA);
    thread.sim.clock.advance(1000);
    const s = thread.letGo(run.run_id);
    await cancelCommand(s, onThread(run.run_id));
    expect(thread.requests()).toEqual([
      ['getRun', 200],
      ['getRun', 200],
      ['getRunConversation', 200],
      ['getRun', 200],
      ['cancelRun', 400],
      ['getRun', 200],
    ]);
    expect(s.host.lines).toEqual([
      `settled run ${run.run_id} (SUCCEEDED) on #2: https://github.com/acme/app/pull/2#issuecomment-2000000002`,
      `cancel: run ${run.run_id} finished: final report written (SUCCEEDED)`,
      `run ${run.run_id} had already ended (SUCCEEDED); nothing to cancel`,
    ]);
    // The asker heard how its work ended, and of no cancel: nothing was cancelled.
    expect(thread.reactions()).toEqual(['rocket']);
    expect(thread.writes().map((w) => w.text)).toEqual([thread.settledReport(run.run_id)]);
    // The comment shows how the run ended, the agent's answer in it: the cancel's report is the job's summary only.
    expect(s.host.summaries).toEqual([alreadyEnded(run.run_id, '0 credits ≈ $0.00')]);
    expect(s.host.outputs).toMatchObject({ state: 'SUCCEEDED', detached: 'false' });
  });

  it('a plan the run left unshown: shown first, and left shown: the cancel writes no report over it', async () => {
    const run = thread.run(
      'Fix it',
      {
        timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
        artifacts: [{ type: 'PLAN', title: 'Dark mode', content: '1. Switch.' }],
      },
      THREAD_RUN_METADATA,
    );
    thread.sim.clock.advance(1000);
    const s = thread.letGo(run.run_id, { plan: { by: 'Codertocat', before: [] } });
    await cancelCommand(s, onThread(run.run_id));
    const [shown, recorded, ...more] = thread.writes();
    expect(shown!.text).toContain('### 📋 Plan ready for review: Fix it\n\n');
    expect(more).toEqual([]);
    // GitHub's time of the write that first showed the plan, recorded by a second write.
    const plan = {
      by: 'Codertocat',
      before: [],
      shown: { uid: run.artifacts[0]!.uid, digest: planDigest('1. Switch.'), at: expect.any(String) },
    };
    expect(recorded!.marker!.plan).toEqual(plan);
    expect(recorded!.text).toBe(shown!.text);
    expect(s.host.summaries).toEqual([
      `${alreadyEnded(run.run_id, '0 credits ≈ $0.00')}\n\n` +
        '**Plans**\n\n<details><summary>Dark mode</summary>\n\n1. Switch.\n\n</details>',
    ]);
  });

  it('a run let go that ended over its budget, unshown: reported so first; the step fails for it', async () => {
    const run = thread.run(
      'Fix it',
      { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }], usage: { inference_cost: 12 } },
      THREAD_RUN_METADATA,
    );
    thread.sim.clock.advance(1000);
    const s = thread.letGo(run.run_id, { budget: 10, baseline: 0 });
    await expect(cancelCommand(s, onThread(run.run_id))).rejects.toThrow(
      new OutcomeError(
        `1 run went over its budget: ${run.run_id} (final report written (SUCCEEDED)${OVER_BUDGET})`,
        'run-failed',
      ),
    );
    expect(s.host.lines).toEqual([
      `settled run ${run.run_id} (SUCCEEDED) on #2: https://github.com/acme/app/pull/2#issuecomment-2000000002`,
      `cancel: run ${run.run_id} finished: final report written (SUCCEEDED)${OVER_BUDGET}`,
      `run ${run.run_id} had already ended (SUCCEEDED); nothing to cancel`,
    ]);
    expect(thread.reactions()).toEqual(['confused']);
    const [shown, ...more] = thread.writes();
    expect(shown!.text).toContain(
      '\n\n**Budget:** went over at 12 credits, budget 10 (`max-credits: 10`).\n\n',
    );
    // That report stays on the comment; the step fails once its own report (the summary) is written.
    expect(more).toEqual([]);
    expect(s.host.summaries).toEqual([alreadyEnded(run.run_id, '12 credits')]);
  });

  it('a run let go that waits for input over its budget: its question shown first and kept; step fails', async () => {
    const run = thread.run(
      'Fix it',
      {
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'BLOCKED', afterMs: 10 },
        ],
        usageSteps: [{ afterMs: 0, usage: { inference_cost: 12 } }],
      },
      THREAD_RUN_METADATA,
    );
    thread.sim.clock.advance(1000);
    const s = thread.letGo(run.run_id, { budget: 10, baseline: 0 });
    await expect(cancelCommand(s, onThread(run.run_id))).rejects.toThrow(
      new OutcomeError(`1 run went over its budget: ${run.run_id} (${WAITS}${OVER_BUDGET})`, 'run-failed'),
    );
    expect(thread.requests()).toEqual([
      ['getRun', 200],
      ['getRun', 200],
      ['getRunConversation', 200],
      ['getRun', 200],
      ['cancelRun', 400],
      ['getRun', 200],
    ]);
    expect(s.host.lines).toEqual([
      `settled run ${run.run_id} (BLOCKED) on #2: https://github.com/acme/app/pull/2#issuecomment-2000000002`,
      `cancel: run ${run.run_id} blocked: ${WAITS}${OVER_BUDGET}`,
      `run ${run.run_id} had already ended (BLOCKED); nothing to cancel`,
      `warning: The run ${run.run_id} waits for input, and the service cancels no run that waits: nothing was ` +
        'cancelled. It stays as it is, using nothing, until someone answers it.',
    ]);
    expect(thread.reactions()).toEqual(['rocket']);
    // Its question stays on the comment: the cancel wrote no report over it.
    const shown = thread.writes();
    expect(shown.map((w) => w.text.split('\n\n')[0])).toEqual([
      '### ✋ Cloud agent run waiting for input: Fix it',
    ]);
    expect(shown[0]!.marker).toMatchObject({ state: 'BLOCKED', phase: 'blocked' });
    expect(s.host.outputs).toMatchObject({
      'run-id': run.run_id,
      state: 'BLOCKED',
      detached: 'false',
      credits: '12',
      'comment-url': 'https://github.com/acme/app/pull/2#issuecomment-2000000002',
    });
  });
});
