/**
 * Letting go of a run (issue 13, the step's side), end to end: the bundle as the runner runs it, then its post step.
 * A run that outlives `detach-after-minutes` ends the step green with the run left going and a tracking comment in
 * the detached phase whose marker holds what `command: settle` needs; a re-run adopts it; bad inputs ask nothing.
 * (The simulator's clock runs SIM_SPEED times the harness's, setup.ts: 0.05 minutes of the step, 3 s, are a virtual
 * minute of the run at the tests' time scale.)
 */
import { describe, expect, it } from 'vitest';
import { decodeMarker, type MarkerState } from '../../src/render/marker.ts';
import { SETTLE_DOCS } from '../../src/render/report.ts';
import { runStep } from './harness.ts';
import { type World, eachWorld, inputs, LONG_RUN, MARKER_KEY, payload, prStep, SIM_SPEED } from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

const ops = (operation: string) => world.sim.requests.filter((r) => r.operation === operation);
const comments = (number = 2) => world.gh.state.commentsOf(number);
const markerOf = (body: string): MarkerState | undefined => decodeMarker(body, MARKER_KEY);
/** The deadline `timeout-minutes` sets for run `runId`, counted from its start as the service reports it. */
const deadlineOf = (runId: string, minutes: number) =>
  new Date(world.sim.sim.runs.get(runId)!.createdAt + minutes * 60_000).toISOString();
const SETTLE_LINE = `Its report will be finished by the settle job (\`command: settle\`, see [detach and settle](${SETTLE_DOCS})).`;

/** The bundle on a new comment on issue #1 by Codertocat (who may write). */
async function onComment(body: string, extra: Record<string, string> = {}) {
  const event = payload('issue_comment', 'created');
  const record = world.gh.state.addComment({ issue_number: 1, body, user: 'Codertocat' });
  event.comment.id = record.id;
  event.comment.body = body;
  event.comment.html_url = `https://github.com/acme/app/issues/1#issuecomment-${record.id}`;
  const result = await runStep({
    inputs: inputs(world, extra),
    eventName: 'issue_comment',
    payload: event,
    apiUrl: world.gh.url,
  });
  return { result, record };
}

/** The post step of `state` asks nothing of the service or GitHub. */
async function postSendsNothing(state: Record<string, string>, extra: Record<string, string> = {}) {
  const service = world.sim.requests.length;
  const github = world.gh.requests.length;
  const post = await prStep(world, extra, { state });
  expect(post.code).toBe(0);
  expect(world.sim.requests.length).toBe(service);
  expect(world.gh.requests.length).toBe(github);
}

describe('detach-after-minutes', () => {
  it('a run that outlives it: the step ends green, the run goes on, one detached comment marked for settle', async () => {
    // At work from its creation, so that the first poll (and the progress read with it) sees the agent started.
    world.sim.script.run({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 600_000 },
      ],
    });
    const result = await prStep(world, { 'detach-after-minutes': '0.05' });
    expect(result.code).toBe(0);
    const runId = result.outputs['run-id']!;
    expect(result.outputs).toMatchObject({ state: 'INPROGRESS', detached: 'true' });
    expect(result.state.settled).toBe('true');
    expect(result.log).toContain(
      `detached after 0.05 minutes (detach-after-minutes): run ${runId} is INPROGRESS and goes on. Session: `,
    );
    // Let go of at 3 s (30 virtual s), well before the run's end.
    expect(result.endedAt - result.startedAt).toBeGreaterThanOrEqual(3000);
    expect(result.endedAt - result.startedAt).toBeLessThan(15_000);
    expect(ops('cancelRun')).toHaveLength(0);
    expect(world.sim.sim.state(world.sim.sim.runs.get(runId)!)).toBe('INPROGRESS');

    expect(comments()).toHaveLength(1);
    const body = comments()[0]!.body;
    const session = world.sim.sim.runs.get(runId)!.sessionId;
    expect(body.split('\n\n').slice(0, 5)).toEqual([
      '### 🔄 Cloud agent run working (no longer watched): PR #2: Update the README with new information.',
      `**Follow live**: [the agent's session](${result.outputs['session-link']})`,
      'Started from pull request #2 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
      'The workflow stopped watching after 0.05 minutes (`detach-after-minutes`).',
      `**The run is still working.** ${SETTLE_LINE} Meanwhile, follow it in [the session](${result.outputs['session-link']}).`,
    ]);
    expect(result.outputs['session-link']).toContain(session);
    // Then the facts (the elapsed time moves with the clock), what the run was seen doing, and the marker last.
    expect(body).toMatch(
      new RegExp(
        `\\n\\n- \\*\\*State\\*\\*: \`INPROGRESS\`\\n- \\*\\*Elapsed\\*\\*: [^\\n]+\\n- \\*\\*Workflow\\*\\*: \\[the workflow run\\]\\(https://github.com/acme/app/actions/runs/9001\\)\\n- \\*\\*Run\\*\\*: \`${runId}\`\\n\\n\\*\\*Lifecycle:\\*\\* created 0s\\n\\n\\*\\*Steps\\*\\*\\n\\n- ✓ Review this pull request\\.\\n\\n<!-- cloud-agent-action:state [0-9a-f.]+ -->$`,
      ),
    );
    expect(markerOf(body)).toEqual({
      v: 2,
      key: result.state.trigger_key,
      run: runId,
      conversation: result.outputs['conversation-id'],
      state: 'INPROGRESS',
      phase: 'detached',
      deadline: deadlineOf(runId, 30),
      cancel: true,
      // The run's updated_at as the comment shows it.
      seen: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // Where the run came from, for every later writer of the comment (settle, post, status) to say the same.
      origin: {
        kind: 'pull_request',
        number: 2,
        workflowRun: 'https://github.com/acme/app/actions/runs/9001',
      },
    });
    expect(result.summary).toContain(SETTLE_LINE);

    await postSendsNothing(result.state, { 'detach-after-minutes': '0.05' });
  });

  it('the marker records timeout-minutes and cancel-on-abort as given', async () => {
    world.sim.script.run(LONG_RUN);
    const result = await prStep(world, {
      'detach-after-minutes': '0.05',
      'timeout-minutes': '12.5',
      'cancel-on-abort': 'false',
    });
    expect(result.code).toBe(0);
    const runId = result.outputs['run-id']!;
    expect(markerOf(comments()[0]!.body)).toMatchObject({
      phase: 'detached',
      deadline: deadlineOf(runId, 12.5),
      cancel: false,
    });
    expect(ops('cancelRun')).toHaveLength(0);
  });

  it('a run that ends first is reported as ever: detached false, the final phase', async () => {
    const result = await prStep(world, { 'detach-after-minutes': '0.05' });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ state: 'SUCCEEDED', detached: 'false' });
    expect(comments()).toHaveLength(1);
    expect(markerOf(comments()[0]!.body)).toMatchObject({ state: 'SUCCEEDED', phase: 'final', cancel: true });
  });

  it('wait: false leaves its run to settle the same way', async () => {
    world.sim.script.run(LONG_RUN);
    const result = await prStep(world, { wait: 'false' });
    expect(result.code).toBe(0);
    const runId = result.outputs['run-id']!;
    expect(result.outputs.detached).toBe('true');
    expect(ops('cancelRun')).toHaveLength(0);
    const body = comments()[0]!.body;
    expect(body).toContain('The workflow did not wait for this run (`wait: false`).');
    expect(body).toContain(SETTLE_LINE);
    expect(markerOf(body)).toMatchObject({
      run: runId,
      phase: 'detached',
      deadline: deadlineOf(runId, 30),
      cancel: true,
    });
    await postSendsNothing(result.state, { wait: 'false' });
  });

  it('a re-run of a step that detached adopts the run and follows it to its end on the same comment', async () => {
    // Still at work 6 s after its start on the harness's clock: past the first step's 0.02 minutes and the re-run's
    // start.
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 500 },
        { state: 'SUCCEEDED', afterMs: 6000 * SIM_SPEED },
      ],
    });
    const first = await prStep(world, { 'detach-after-minutes': '0.02' });
    expect(first.code).toBe(0);
    expect(first.outputs.detached).toBe('true');
    const runId = first.outputs['run-id']!;

    const second = await prStep(world, {}, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(
      `run ${runId} of this trigger is still INPROGRESS: following it instead of starting another`,
    );
    expect(second.outputs).toMatchObject({ 'run-id': runId, state: 'SUCCEEDED', detached: 'false' });
    expect(ops('createRun')).toHaveLength(1);
    expect(ops('cancelRun')).toHaveLength(0);
    expect(comments()).toHaveLength(1);
    const body = comments()[0]!.body;
    expect(body.startsWith('### ✅ Cloud agent run succeeded')).toBe(true);
    expect(markerOf(body)).toMatchObject({ run: runId, phase: 'final', deadline: deadlineOf(runId, 30) });
  });

  it('a comment-triggered run that detaches records the comment to react on, and leaves the last reaction', async () => {
    world.sim.script.run(LONG_RUN);
    const { result, record } = await onComment('@cloud-agent fix the typo', {
      'detach-after-minutes': '0.05',
    });
    expect(result.code).toBe(0);
    expect(result.outputs.detached).toBe('true');
    const runId = result.outputs['run-id']!;
    const tracking = comments(1).filter((c) => markerOf(c.body));
    expect(tracking).toHaveLength(1);
    expect(markerOf(tracking[0]!.body)).toMatchObject({
      run: runId,
      phase: 'detached',
      comment: String(record.id),
      commentKind: 'issue',
      deadline: deadlineOf(runId, 30),
      cancel: true,
    });
    // 👀 now; 🚀 or 😕 is the settle job's, once the run has ended.
    expect(world.gh.state.reactions.map((r: { content: string }) => r.content)).toEqual(['eyes']);
    expect(ops('cancelRun')).toHaveLength(0);
  });

  it('a status asked on the thread of a detached run keeps what the marker records for settle', async () => {
    world.sim.script.run(LONG_RUN);
    const { result, record } = await onComment('@cloud-agent fix the typo', {
      'detach-after-minutes': '0.05',
    });
    const runId = result.outputs['run-id']!;
    const { result: status } = await onComment('@cloud-agent status');
    expect(status.code).toBe(0);
    const tracking = comments(1).filter((c) => markerOf(c.body));
    expect(tracking).toHaveLength(1);
    expect(tracking[0]!.body).toContain('Status asked by @Codertocat.');
    // Still let go: a status follows nothing, and the settle finishes the report.
    expect(markerOf(tracking[0]!.body)).toMatchObject({
      run: runId,
      phase: 'detached',
      comment: String(record.id),
      commentKind: 'issue',
      deadline: deadlineOf(runId, 30),
      cancel: true,
    });
  });
});

describe('bad detach-after-minutes', () => {
  it.each([
    [{ 'detach-after-minutes': '0' }, 'must be a number of minutes above 0, got "0"'],
    [{ 'detach-after-minutes': 'soon' }, 'must be a number of minutes above 0, got "soon"'],
    [
      { 'detach-after-minutes': '30' },
      'must be less than timeout-minutes (30), got 30: the run would time out before the step lets go of it',
    ],
    [
      { 'detach-after-minutes': '10', 'timeout-minutes': '5' },
      'must be less than timeout-minutes (5), got 10: the run would time out before the step lets go of it',
    ],
  ])('%j: an error naming the input, no request anywhere', async (extra, message) => {
    const result = await prStep(world, extra);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`::error::Input "detach-after-minutes": ${message}`);
    expect(world.sim.requests).toHaveLength(0);
    expect(world.gh.requests).toHaveLength(0);
  });
});
