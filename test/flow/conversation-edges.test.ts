/**
 * Edges of the conversation, in process on the simulator and the fake GitHub as in conversation.test.ts: a job
 * cancelled while it routes the comment sends nothing more (every request carries the step's signal); the run the
 * tracking comment names is the thread's run even when a newer one is going; without a tracking comment the newest
 * run going is found once (not looked for again by the start), and the thread's number is still saved.
 */
import { createRequire } from 'node:module';
import { getOctokit } from '../helpers/octokit.ts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { converse } from '../../src/flow/conversation.ts';
import { conversationOrigin } from '../../src/flow/origin.ts';
import { runStarter } from '../../src/flow/starters.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import { encodeMarker } from '../../src/render/marker.ts';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import type { StartInputs } from '../../src/inputs.ts';
import { inputs } from '../helpers/inputs.ts';
import { localStep } from '../helpers/step.ts';
import { API_KEY, LONG_RUN, MARKER_KEY } from '../e2e/setup.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

let sim: SimulatorHandle;
let gh: FakeGitHub;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: API_KEY });
  gh = await startFakeGitHub();
  gh.state.addIssue({ number: 1, title: 'Spelling', body: 'Fix it.', user: 'Codertocat' });
  gh.state.setPermission('Codertocat', 'write');
});
afterEach(async () => {
  await sim.close();
  await gh.close();
});

/**
 * A step on a new comment on issue #1 (its job cancelled by `job`) and a run of the thread going; the thread's
 * tracking comment names that run unless `marked` is false.
 */
async function cancelledStep(job: AbortController, marked = true, more: Partial<StartInputs> = {}) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a webhook payload, as GitHub sends it
  const examples = createRequire(import.meta.url)('@octokit/webhooks-examples') as any[];
  const event = structuredClone(
    examples
      .find((e) => e.name === 'issue_comment')
      .examples.find((e: { action: string }) => e.action === 'created'),
  );
  const record = gh.state.addComment({ issue_number: 1, body: '@cloud-agent more', user: 'Codertocat' });
  event.repository.full_name = 'acme/app';
  event.repository.name = 'app';
  event.repository.owner.login = 'acme';
  event.comment.id = record.id;
  event.comment.body = '@cloud-agent more';
  event.comment.user.login = 'Codertocat';
  event.comment.user.type = 'User';
  const step = localStep(
    { sim, gh },
    { eventName: 'issue_comment', payload: event, apiKey: API_KEY, signal: job.signal },
  );
  step.repository = new GitHubRepository(
    getOctokit('ghs_action_token', { baseUrl: gh.url }),
    step.trigger.repo,
    step.host.log,
  );
  const given = { ...inputs({ includeContext: false }), wait: false, ...more };
  const origin = conversationOrigin(step.env, step.trigger, given);
  sim.script.run(LONG_RUN);
  const { run_id: runId } = await step.client.runs.create({ prompt: 'p', metadata: origin.metadata });
  if (marked)
    gh.state.addComment({
      issue_number: 1,
      body: `### Cloud agent\n\n${encodeMarker({ v: 2, key: origin.key, run: runId, state: 'INPROGRESS' }, MARKER_KEY)}`,
      user: 'github-actions[bot]',
    });
  sim.clock.advance(1000);
  const talk = () =>
    converse(step, given, step.trigger.comment!, runStarter(step, given.run, origin), origin);
  return { step, talk, runId, origin };
}

const ops = () => sim.requests.map((r) => r.operation);

it("cancelled before the thread's run is read: it is not read", async () => {
  const job = new AbortController();
  const { step, talk } = await cancelledStep(job);
  const react = step.repository!.react.bind(step.repository);
  // The job is cancelled as the comment is acknowledged.
  step.repository!.react = async (comment, reaction) => {
    const reacted = await react(comment, reaction);
    job.abort(new Error('job cancelled'));
    return reacted;
  };
  const before = ops().length;
  await expect(talk()).rejects.toBeDefined();
  expect(ops().slice(before)).toEqual([]);
  await step.close();
});

it('cancelled once the run is read: the comment is not sent to it', async () => {
  const job = new AbortController();
  const { step, talk } = await cancelledStep(job);
  const get = step.client.runs.get.bind(step.client.runs);
  step.client.runs.get = async (...args: Parameters<typeof get>) => {
    const seen = await get(...args);
    job.abort(new Error('job cancelled'));
    return seen;
  };
  await expect(talk()).rejects.toBeDefined();
  expect(ops().filter((o) => o === 'createFollowup')).toEqual([]);
  await step.close();
});

it("the run the tracking comment names is the thread's run, even when a newer one of the thread is going", async () => {
  const { step, talk, runId, origin } = await cancelledStep(new AbortController());
  sim.script.run(LONG_RUN);
  const newer = await step.client.runs.create({
    prompt: 'q',
    metadata: { ...origin.metadata, gh_run_id: '7002' },
  });
  sim.clock.advance(1000);
  await talk();
  expect(sim.requests.filter((r) => r.operation === 'createFollowup').map((r) => r.path)).toEqual([
    `/api/v1/agent/runs/${runId}/followups`,
  ]);
  expect(newer.run_id).not.toBe(runId);
  await step.close();
});

it('no tracking comment: the newest run going is found once and sent the comment; the thread number is saved', async () => {
  const { step, talk, runId } = await cancelledStep(new AbortController(), false, { comment: false });
  const before = ops().length;
  await talk();
  expect(ops().slice(before)).toEqual(['listRuns', 'createFollowup', 'getRun']);
  expect(step.host.lines).not.toContain(
    `run ${runId} of this trigger is still INPROGRESS: following it instead of starting another`,
  );
  expect(step.host.saved).toMatchObject({ thread_number: '1', run_id: runId });
  await step.close();
});
