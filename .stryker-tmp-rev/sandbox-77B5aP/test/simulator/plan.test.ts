import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, CloudAgentClient } from '../../src/client/index.ts';
import { startSimulator, type SimulatorHandle } from './server.ts';

let sim: SimulatorHandle;
let client: CloudAgentClient<'contract'>;

beforeEach(async () => {
  sim = await startSimulator({ start: new Date('2026-11-21T12:00:00Z'), timeScale: 0 });
  client = new CloudAgentClient<'contract'>({ apiKey: 'test-key', baseUrl: sim.url });
});
afterEach(async () => {
  await client.close();
  await sim.close();
});

const PR = { type: 'PULL_REQUEST' as const, url: 'https://github.com/acme/web/pull/9', branch: 'agent/fix' };
const types = async (runId: string) => (await client.runs.get(runId)).artifacts?.map((a) => a.artifact_type);
const lastAnswer = async (runId: string) =>
  (await client.runs.conversation(runId)).steps.at(-1)!.messages.at(-1)!.content;

describe('plan mode', () => {
  it('a plan-mode run ends with a plan and no pull request; the plan is served by the artifact route', async () => {
    sim.script.run({ artifacts: [PR, { type: 'PLAN', title: 'Fix the login', content: '1. Fix it\n' }] });
    const { run_id } = await client.runs.create({ prompt: 'fix the login', mode: 'plan' });
    sim.clock.advance(5000);
    const run = await client.runs.get(run_id);
    expect([run.state, run.artifacts?.map((a) => a.artifact_type)]).toEqual(['SUCCEEDED', ['PLAN']]);
    const plan = run.artifacts![0]!;
    const uid = (plan.data as { artifact_uid: string }).artifact_uid;
    const got = await client.artifacts.get(uid);
    expect(got.data as { content: string; title: string }).toMatchObject({
      content: '1. Fix it\n',
      title: 'Fix the login',
    });
    expect(sim.sim.runs.get(run_id)!.executionModes).toEqual(['plan']);
  });

  it('writes a plan from the request when the script names none, and says how to go on', async () => {
    const { run_id } = await client.runs.create({ prompt: 'add dark mode', mode: 'plan' });
    sim.clock.advance(5000);
    const run = await client.runs.get(run_id);
    expect(run.artifacts?.map((a) => a.artifact_type)).toEqual(['PLAN']);
    const uid = (run.artifacts![0]!.data as { artifact_uid: string }).artifact_uid;
    expect((await client.artifacts.get(uid)).data).toMatchObject({
      title: 'add dark mode',
      content:
        '## add dark mode\n\n1. Read the code this touches and its tests.\n2. Make the change.\n3. Add a test that fails without it, and run the suite.\n',
    });
    expect(await lastAnswer(run_id)).toEqual([
      {
        type: 'text',
        text: 'I have a plan for: add dark mode. Approve it and I will carry it out, or tell me what to change.',
      },
    ]);
  });

  it('a plan-mode follow-up revises; a normal-mode follow-up carries it out with the pull request', async () => {
    const { run_id } = await client.runs.create({ prompt: 'add dark mode', mode: 'plan' });
    sim.clock.advance(5000);
    await client.runs.followUp(run_id, { message: 'also the settings page', mode: 'plan' });
    sim.clock.advance(5000);
    expect(await types(run_id)).toEqual(['PLAN', 'PLAN']);
    sim.script.followup(run_id, { artifacts: [PR], finalMessage: 'Done: PR #9.' });
    await client.runs.followUp(run_id, { message: 'Approved: carry out the plan.', mode: 'normal' });
    sim.clock.advance(5000);
    expect(await types(run_id)).toEqual(['PLAN', 'PLAN', 'PULL_REQUEST']);
    const simRun = sim.sim.runs.get(run_id)!;
    expect(simRun.executionModes).toEqual(['plan', 'plan', 'normal']);
    expect(simRun.followups.map((f) => [f.message, f.mode])).toEqual([
      ['also the settings page', 'plan'],
      ['Approved: carry out the plan.', 'normal'],
    ]);
  });

  it('revisePlan: a plan-mode follow-up edits the newest plan in place, its new text from the execution end on', async () => {
    sim.script.run({ artifacts: [{ type: 'PLAN', title: 'Dark mode', content: 'v1' }] });
    const { run_id } = await client.runs.create({ prompt: 'add dark mode', mode: 'plan' });
    sim.clock.advance(5000);
    const before = await client.runs.get(run_id);
    const uid = (before.artifacts![0]!.data as { artifact_uid: string }).artifact_uid;
    sim.script.followup(run_id, { revisePlan: { content: 'v2', title: 'Dark mode, with settings' } });
    await client.runs.followUp(run_id, { message: 'also the settings page', mode: 'plan' });
    sim.clock.advance(200);
    // While the revision works, the plan is as it was.
    expect((await client.artifacts.get(uid)).data).toMatchObject({ content: 'v1', title: 'Dark mode' });
    sim.clock.advance(5000);
    const after = await client.runs.get(run_id);
    expect(after.state).toBe('SUCCEEDED');
    // The same artifact, as listed on the run, with its new text and title.
    expect(after.artifacts).toEqual(before.artifacts);
    expect((await client.artifacts.get(uid)).data).toMatchObject({
      content: 'v2',
      title: 'Dark mode, with settings',
    });
    expect(sim.sim.runs.get(run_id)!.executionModes).toEqual(['plan', 'plan']);
  });

  it('revisePlan: a revision cancelled before its end leaves the plan as it was', async () => {
    sim.script.run({ artifacts: [{ type: 'PLAN', title: 'Plan', content: 'v1' }] });
    const planned = await client.runs.create({ prompt: 'q', mode: 'plan' });
    sim.clock.advance(5000);
    const uid = ((await client.runs.get(planned.run_id)).artifacts![0]!.data as { artifact_uid: string })
      .artifact_uid;
    sim.script.followup(planned.run_id, { revisePlan: { content: 'v2' } });
    await client.runs.followUp(planned.run_id, { message: 'change it', mode: 'plan' });
    sim.clock.advance(500);
    await client.runs.cancel(planned.run_id);
    sim.clock.advance(5000);
    expect((await client.artifacts.get(uid)).data).toMatchObject({ content: 'v1' });
  });

  it('revisePlan of a run with no plan: the revision is a plan of its own', async () => {
    sim.script.run({ artifacts: [] });
    const { run_id } = await client.runs.create({ prompt: 'q' });
    sim.clock.advance(5000);
    sim.script.followup(run_id, { revisePlan: { content: 'v2' } });
    await client.runs.followUp(run_id, { message: 'plan it', mode: 'plan' });
    sim.clock.advance(10_000);
    const [plan] = (await client.runs.get(run_id)).artifacts!;
    expect(plan).toMatchObject({ artifact_type: 'PLAN', data: { title: 'plan it' } });
    expect(
      (await client.artifacts.get((plan!.data as { artifact_uid: string }).artifact_uid)).data,
    ).toMatchObject({
      content: 'v2',
    });
  });

  it('a script with artifacts but no plan is an execution that did not plan', async () => {
    sim.script.run({ artifacts: [PR] });
    const { run_id } = await client.runs.create({ prompt: 'p', mode: 'plan' });
    sim.clock.advance(5000);
    expect(await types(run_id)).toEqual([]);
  });

  it('a failed plan-mode execution leaves no plan', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'FAILED', afterMs: 10, statusMessage: { message: 'no', error_code: 'internal_error' } },
      ],
    });
    const { run_id } = await client.runs.create({ prompt: 'p', mode: 'plan' });
    sim.clock.advance(5000);
    expect(await types(run_id)).toEqual([]);
  });

  it('a service without plan mode ignores it: the run does the work', async () => {
    sim.sim.teams.get('team_acme')!.features.ignoresMode = true;
    sim.script.run({ artifacts: [PR] });
    const { run_id } = await client.runs.create({ prompt: 'p', mode: 'plan' });
    sim.clock.advance(5000);
    expect(await types(run_id)).toEqual(['PULL_REQUEST']);
    expect(sim.sim.runs.get(run_id)!.executionModes).toEqual(['normal']);
  });

  it('refuses a mode it does not know', async () => {
    const error = await client.runs.create({ prompt: 'p', mode: 'later' as 'plan' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });
});
