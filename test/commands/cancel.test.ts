/**
 * `command: cancel` in process (src/commands/cancel.ts) on the simulator: the run cancelled and its report
 * finished with what the workflow asked, the step failing when the run could not be stopped, and the step's signal
 * on the first read.
 */
import { describe, expect, it } from 'vitest';
import { cancelCommand } from '../../src/commands/cancel.ts';
import type { CancelCommandInputs } from '../../src/inputs.ts';
import { API_KEY, LONG_RUN } from '../e2e/setup.ts';
import { commandWorld } from '../helpers/command-world.ts';
import { unconfirmedCancels } from '../helpers/step.ts';

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
    expect(world.sim.requests.map((r) => [r.operation, r.status])).toEqual([
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
    await expect(
      cancelCommand(world.step({ ...schedule, signal: controller.signal }), inputs(run.run_id)),
    ).rejects.toThrow();
    expect(world.sim.requests).toEqual([]);
  });
});
