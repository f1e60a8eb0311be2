/**
 * `command: settle`, end to end: steps leave runs going (`wait: false`), a scheduled settle finishes the same
 * tracking comment with the final report once they end, reacts once, cancels what is past its deadline exactly
 * once, and a second settle writes nothing to GitHub and cancels nothing.
 */
import { describe, expect, it } from 'vitest';
import { decodeMarker, encodeMarker } from '../../src/render/marker.ts';
import { isWrite } from '../github/fake-github.ts';
import { runStep, type ActionRun } from './harness.ts';
import {
  API_KEY,
  inputs,
  LONG_RUN,
  MARKER_KEY,
  payload,
  prStep,
  seedThreads,
  startWorld,
  eachWorld,
  interfaceOnly,
  repeatsItself,
  type World,
} from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

const settle = (extra: Record<string, string> = {}, githubToken?: string): Promise<ActionRun> =>
  runStep({
    inputs: inputs(world, { command: 'settle', ...extra }),
    eventName: 'schedule',
    payload: { schedule: '*/10 * * * *' },
    apiUrl: world.gh.url,
    ...(githubToken !== undefined ? { githubToken } : {}),
  });

/** The action's comments on a thread (those with a marker that verifies). */
const tracking = (number: number) =>
  world.gh.state.commentsOf(number).filter((c) => decodeMarker(c.body, MARKER_KEY));
const writes = () => world.gh.requests.filter(isWrite);
const cancels = () => world.sim.requests.filter((r) => r.operation === 'cancelRun');
const results = (run: ActionRun) =>
  JSON.parse(run.outputs.results!) as { run_id: string; action: string; thread: number | null }[];

/** Waits (real time) until the simulator shows run `runId` in `state`. */
async function until(runId: string, state: string): Promise<void> {
  const client = world.sim.sim;
  for (let i = 0; i < 200; i++) {
    const run = client.runs.get(runId)!;
    if (client.current(run, world.sim.clock.now()).state === state) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`run ${runId} never reached ${state}`);
}

/** A real issue_comment.created payload with this comment on issue #1. */
function commentEvent(body: string) {
  const event = payload('issue_comment', 'created');
  const record = world.gh.state.addComment({ issue_number: 1, body, user: 'Codertocat' });
  event.comment.id = record.id;
  event.comment.body = body;
  event.comment.html_url = `https://github.com/acme/app/issues/1#issuecomment-${record.id}`;
  return event;
}

/**
 * A test of runs settle finds by the metadata the action wrote on them: skipped against the interface alone, which
 * shows no run metadata (see 'against the interface alone' below).
 */
const found = it.skipIf(interfaceOnly());

describe('settle', () => {
  found(
    "finishes the report of a factory's run a dispatch on an issue let go: found by the thread's ticket",
    async () => {
      world.sim.script.run({ finalMessage: 'Triaged: a spelling fix in the README.' });
      const step = await runStep({
        inputs: inputs(world, { command: 'dispatch', factory: 'fac_web', wait: 'false' }),
        eventName: 'issues',
        payload: payload('issues', 'labeled'),
        apiUrl: world.gh.url,
      });
      expect(step.code).toBe(0);
      const runId = step.outputs['run-id']!;
      // The run carries the ticket alone, none of the metadata the action gives its own runs.
      expect(world.sim.sim.runs.get(runId)!.metadata).toEqual({
        ticket_source: 'github',
        ticket_id: 'acme/app#1',
      });
      const [comment] = tracking(1);
      expect(decodeMarker(comment!.body, MARKER_KEY)).toMatchObject({
        run: runId,
        phase: 'detached',
        factory: 'fac_web',
      });
      const commentUrl = `https://github.com/acme/app/issues/1#issuecomment-${comment!.id}`;
      await until(runId, 'SUCCEEDED');

      const asked = world.sim.requests.length;
      const first = await settle();
      expect(first.code).toBe(0);
      expect(results(first)).toEqual([
        {
          run_id: runId,
          state: 'SUCCEEDED',
          thread: 1,
          comment_url: commentUrl,
          action: 'finished',
          detail: 'final report written (SUCCEEDED)',
        },
      ]);
      // The action's own runs, then the factory's by the thread's ticket.
      const listed = world.sim.requests
        .slice(asked)
        .filter((r) => r.operation === 'listRuns')
        .map((r) => new URLSearchParams(r.query));
      expect(listed.map((q) => [q.get('metadata[gh_repo]'), q.get('metadata[ticket_source]')])).toEqual([
        ['acme/app', null],
        [null, 'github'],
      ]);
      expect(tracking(1)).toHaveLength(1);
      const body = tracking(1)[0]!.body;
      expect(body.split('\n\n').slice(0, 2)).toEqual([
        '### ✅ Cloud agent run succeeded: Issue #1: Spelling error in the README file',
        'Started from issue #1 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
      ]);
      expect(body).toContain('Triaged: a spelling fix in the README.');
      expect(body).toMatch(/\n- \*\*Factory\*\*: `fac_web` · task `[^`]+` · stage \*\*COMPLETE\*\*\n/);
      expect(decodeMarker(body, MARKER_KEY)).toMatchObject({
        run: runId,
        state: 'SUCCEEDED',
        phase: 'final',
      });

      const writesBefore = writes().length;
      const second = await settle();
      expect(results(second).map((r) => r.action)).toEqual(['already-settled']);
      expect(writes()).toHaveLength(writesBefore);
    },
  );

  found(
    'finishes the comment a wait: false step left, once: a second settle writes nothing to GitHub',
    async () => {
      world.sim.script.run({ finalMessage: 'Reviewed: the README change reads well.' });
      const step = await prStep(world, { wait: 'false' });
      expect(step.code).toBe(0);
      const runId = step.outputs['run-id']!;
      const [comment] = tracking(2);
      expect(decodeMarker(comment!.body, MARKER_KEY)).toMatchObject({ run: runId, phase: 'detached' });
      const commentUrl = `https://github.com/acme/app/pull/2#issuecomment-${comment!.id}`;
      await until(runId, 'SUCCEEDED');

      const first = await settle();
      expect(first.code).toBe(0);
      expect(first.outputs.settled).toBe('1');
      expect(results(first)).toEqual([
        {
          run_id: runId,
          state: 'SUCCEEDED',
          thread: 2,
          comment_url: commentUrl,
          action: 'finished',
          detail: 'final report written (SUCCEEDED)',
        },
      ]);
      // The same one comment, now the final report with the agent's answer, its marker saying so.
      expect(tracking(2)).toHaveLength(1);
      const body = tracking(2)[0]!.body;
      expect(tracking(2)[0]!.id).toBe(comment!.id);
      expect(body).toContain('### ✅ Cloud agent run succeeded');
      expect(body).toContain('Reviewed: the README change reads well.');
      expect(body).toContain(
        'Started from pull request #2 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
      );
      expect(body).toContain(
        '- **Workflow**: [the workflow run](https://github.com/acme/app/actions/runs/9001)\n',
      );
      expect(decodeMarker(body, MARKER_KEY)).toMatchObject({
        run: runId,
        state: 'SUCCEEDED',
        phase: 'final',
      });
      expect(first.summary).toContain(`| \`${runId}\` | [#2](${commentUrl}) | \`SUCCEEDED\` | finished |`);
      expect(first.everything.replace(`::add-mask::${API_KEY}`, '')).not.toContain(API_KEY);
      expect(body).not.toContain(API_KEY);

      const writesBefore = writes().length;
      const second = await settle();
      expect(second.code).toBe(0);
      expect(second.outputs.settled).toBe('0');
      expect(results(second).map((r) => r.action)).toEqual(['already-settled']);
      expect(writes()).toHaveLength(writesBefore);
      expect(cancels()).toHaveLength(0);
      expect(tracking(2)[0]!.body).toBe(body);
    },
  );

  found(
    'a comment-triggered run: one comment, one 🚀 on the asking comment, whatever the number of settles',
    async () => {
      world.sim.script.run({ finalMessage: 'Fixed the spelling.' });
      const step = await runStep({
        inputs: inputs(world, { wait: 'false' }),
        eventName: 'issue_comment',
        payload: commentEvent('@cloud-agent fix the spelling'),
        apiUrl: world.gh.url,
      });
      expect(step.code).toBe(0);
      const runId = step.outputs['run-id']!;
      await until(runId, 'SUCCEEDED');
      const [a, b] = await Promise.all([settle(), settle()]);
      expect([a.code, b.code]).toEqual([0, 0]);
      await settle();
      expect(tracking(1)).toHaveLength(1);
      expect(tracking(1)[0]!.body).toContain('Fixed the spelling.');
      expect(tracking(1)[0]!.body).toContain(
        'Reply on this thread with `@cloud-agent <message>` to continue',
      );
      expect(decodeMarker(tracking(1)[0]!.body, MARKER_KEY)).toMatchObject({ run: runId, phase: 'final' });
      const reactions = world.gh.state.reactions.map((r: { content: string }) => r.content);
      expect(reactions.filter((r: string) => r === 'rocket')).toHaveLength(1);
      expect(reactions.filter((r: string) => r === 'confused')).toHaveLength(0);
    },
  );

  found(
    'cancels a run past its deadline exactly once and reports the timeout on the same comment',
    async () => {
      // Real time: the deadline (timeout-minutes from the run's start) is compared with the settle's clock.
      await world.close();
      world = await startWorld({ timeScale: 1 });
      seedThreads(world);
      world.sim.script.run(LONG_RUN);
      const step = await prStep(world, { wait: 'false', 'timeout-minutes': '0.02' });
      const runId = step.outputs['run-id']!;
      // What a detached step records in its marker: the deadline (timeout-minutes from the run's start), cancel at it.
      const [own] = tracking(2);
      const state = decodeMarker(own!.body, MARKER_KEY)!;
      const deadline = new Date(world.sim.sim.runs.get(runId)!.createdAt + 1200);
      const marker = encodeMarker({ ...state, deadline: deadline.toISOString(), cancel: true }, MARKER_KEY);
      own!.body = own!.body.slice(0, own!.body.lastIndexOf('<!--')) + marker;
      await new Promise((r) => setTimeout(r, Math.max(0, deadline.getTime() + 500 - Date.now())));

      const first = await settle();
      expect(first.code).toBe(0);
      expect(cancels().map((r) => r.path)).toEqual([`/api/v1/agent/runs/${runId}/cancel`]);
      expect(results(first)).toMatchObject([
        { run_id: runId, state: 'CANCELLED', action: 'cancelled', thread: 2 },
      ]);
      const body = tracking(2)[0]!.body;
      expect(tracking(2)).toHaveLength(1);
      expect(body).toContain('### ⏱️ Stopped waiting:');
      expect(body).toContain(
        `The run did not end within 0.02 minutes (\`timeout-minutes\`). The run \`${runId}\` was cancelled.`,
      );
      expect(decodeMarker(body, MARKER_KEY)).toMatchObject({ phase: 'timeout', state: 'CANCELLED' });

      const writesBefore = writes().length;
      const second = await settle();
      expect(results(second).map((r) => r.action)).toEqual(['already-settled']);
      expect(cancels()).toHaveLength(1);
      expect(writes()).toHaveLength(writesBefore);
    },
  );

  found(
    'leaves a run going within its deadline alone, with its age; without a token still cancels what is past due',
    async () => {
      await world.close();
      world = await startWorld({ timeScale: 1 });
      seedThreads(world);
      world.sim.script.run(LONG_RUN);
      const going = await prStep(world, { wait: 'false' });
      const working = await settle();
      expect(results(working)).toMatchObject([{ run_id: going.outputs['run-id'], action: 'working' }]);
      // The step recorded timeout-minutes (30) from the run's start as its deadline.
      const deadline = new Date(world.sim.sim.runs.get(going.outputs['run-id']!)!.createdAt + 30 * 60_000);
      expect(working.summary).toContain(
        `| working | working for 0 minutes (deadline ${deadline.toISOString()}) |`,
      );
      expect(cancels()).toHaveLength(0);

      world.sim.script.run(LONG_RUN);
      const late = await prStep(world, {
        wait: 'false',
        'timeout-minutes': '0.02',
        'idempotency-key': 'two',
      });
      const lateId = late.outputs['run-id']!;
      // Its deadline is 0.02 minutes from its start (INPROGRESS 500 ms after its creation): wait until half a second
      // past it, however long the step took.
      const lateDeadline = world.sim.sim.runs.get(lateId)!.createdAt + 500 + 1200;
      await new Promise((r) => setTimeout(r, Math.max(0, lateDeadline + 500 - Date.now())));
      const ghBefore = world.gh.requests.length;
      const tokenless = await settle({}, '');
      expect(tokenless.code).toBe(0);
      expect(world.gh.requests).toHaveLength(ghBefore);
      expect(cancels().map((r) => r.path)).toEqual([`/api/v1/agent/runs/${lateId}/cancel`]);
      expect(results(tokenless).find((r) => r.run_id === lateId)).toMatchObject({
        action: 'cancelled',
        detail: 'past its deadline: cancelled; no github-token: its report on #2 could not be written',
      });
      expect(tokenless.summary).toContain('No `github-token`: no tracking comment could be read or written.');
    },
  );

  found(
    'the final report settle writes is the one a waiting step writes for the same scripted run',
    async () => {
      const script = {
        timeline: [
          { state: 'QUEUED' as const, afterMs: 0 },
          { state: 'INPROGRESS' as const, afterMs: 500 },
          { state: 'SUCCEEDED' as const, afterMs: 20_000 },
        ],
        finalMessage: 'Reviewed: the README change reads well.',
        artifacts: [
          {
            type: 'PULL_REQUEST' as const,
            url: 'https://github.com/acme/app/pull/3',
            branch: 'agent/readme',
          },
          { type: 'PLAN' as const, title: 'Plan: tighten the README', content: '1. Read it.\n2. Fix it.' },
          {
            type: 'EXTERNAL_REFERENCE' as const,
            referenceType: 'LINK',
            url: 'https://docs.test/a',
            title: 'Guide',
          },
        ],
      };
      // A step that waits for its run to end writes the final report itself.
      world.sim.script.run(script);
      const waited = await prStep(world);
      expect(waited.code).toBe(0);
      expect(waited.outputs.detached).toBe('false');
      // Another step of the workflow run (its own comment) lets go of the same scripted run; settle finishes it.
      world.sim.script.run(script);
      const left = await prStep(world, { wait: 'false' }, { env: { GITHUB_ACTION: '__run_2' } });
      expect(left.code).toBe(0);
      expect(left.outputs.detached).toBe('true');
      const [waitedComment, leftComment] = tracking(2);
      expect(decodeMarker(leftComment!.body, MARKER_KEY)).toMatchObject({ phase: 'detached' });
      await until(left.outputs['run-id']!, 'SUCCEEDED');
      const settled = await settle();
      expect(results(settled).find((r) => r.run_id === left.outputs['run-id'])?.action).toBe('finished');

      /** The body without what differs between two runs: their ids, their session links, the marker's bytes. */
      const normalized = (body: string, run: ActionRun) =>
        body
          .replaceAll(run.outputs['run-id']!, '<run id>')
          // A session link is the run's own (the step that let go never saw its session start).
          .replace(/\/session\/[0-9a-f-]{36}\)/g, '/session/<id>)')
          .replace(/<!-- cloud-agent-action:state [0-9a-f.]+ -->$/, '<marker>');
      const byWaitingStep = normalized(tracking(2).find((c) => c.id === waitedComment!.id)!.body, waited);
      const bySettle = normalized(tracking(2).find((c) => c.id === leftComment!.id)!.body, left);
      expect(bySettle).toBe(byWaitingStep);
      expect(byWaitingStep.split('\n\n').slice(0, 3)).toEqual([
        '### ✅ Cloud agent run succeeded: PR #2: Update the README with new information.',
        'Started from pull request #2 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
        expect.stringMatching(
          /^- \*\*State\*\*: `SUCCEEDED`\n- \*\*Duration\*\*: [^\n]+\n(- \*\*Cost\*\*: [^\n]+\n)?- \*\*Session\*\*: \[open the session\]\(https:\/\/[^)]+\/session\/<id>\)\n- \*\*Workflow\*\*: \[the workflow run\]\(https:\/\/github\.com\/acme\/app\/actions\/runs\/9001\)\n- \*\*Run\*\*: `<run id>`$/,
        ),
      ]);
      expect(byWaitingStep).toContain('<details><summary>Plan: tighten the README</summary>');
      // The markers differ only in what is each run's own (its id, conversation, times): both show the final phase.
      for (const c of [waitedComment!, leftComment!]) {
        expect(decodeMarker(tracking(2).find((t) => t.id === c.id)!.body, MARKER_KEY)).toMatchObject({
          phase: 'final',
          state: 'SUCCEEDED',
          origin: {
            kind: 'pull_request',
            number: 2,
            workflowRun: 'https://github.com/acme/app/actions/runs/9001',
          },
        });
      }
    },
  );

  found('never touches runs of another repository, nor comments that are not its own', async () => {
    world.sim.script.run({ finalMessage: 'done' });
    const step = await prStep(world, { wait: 'false' });
    const runId = step.outputs['run-id']!;
    // Someone pastes the action's comment (marker and all) on the thread: not the action's own.
    const pastedBody = tracking(2)[0]!.body;
    world.gh.state.addComment({ issue_number: 2, body: pastedBody, user: 'mallory' });
    const client = world.sim.sim;
    expect(client.runs.get(runId)).toBeDefined();
    await runStep({
      inputs: inputs(world, { prompt: 'elsewhere', wait: 'false' }),
      eventName: 'workflow_dispatch',
      payload: {},
      apiUrl: world.gh.url,
      env: { GITHUB_REPOSITORY: 'acme/other' },
    });
    await until(runId, 'SUCCEEDED');
    const done = await settle();
    expect(results(done).map((r) => r.run_id)).toEqual([runId]);
    const pasted = world.gh.state.commentsOf(2).find((c) => c.user === 'mallory')!;
    expect(pasted.body).toBe(pastedBody);
    expect(tracking(2).find((c) => c.user !== 'mallory')!.body).toContain('### ✅ Cloud agent run succeeded');
  });

  found(
    'a run whose thread comment now tracks another run is left as settled, not reported again',
    async () => {
      const first = await prStep(world, { wait: 'false', 'idempotency-key': 'one' });
      const [firstComment] = tracking(2);
      const second = await prStep(world, { wait: 'false', 'idempotency-key': 'two' });
      // The thread's one comment went on to the other run (as a conversation's does).
      world.gh.state.comments.delete(firstComment!.id);
      await until(first.outputs['run-id']!, 'SUCCEEDED');
      await until(second.outputs['run-id']!, 'SUCCEEDED');
      const done = await settle();
      expect(results(done).find((r) => r.run_id === first.outputs['run-id'])).toMatchObject({
        action: 'already-settled',
        detail: `the thread's comment tracks a later run, ${second.outputs['run-id']}`,
      });
      expect(results(done).find((r) => r.run_id === second.outputs['run-id'])).toMatchObject({
        action: 'finished',
      });
      expect(tracking(2)).toHaveLength(1);
    },
  );

  it.skipIf(repeatsItself())('refuses run inputs and bad values before any request', async () => {
    for (const [extra, error] of [
      [
        { prompt: 'do it' },
        'Input "prompt": is not used by command "settle" (it is for: run, dispatch, review); remove it',
      ],
      [
        { 'settle-window-minutes': '0' },
        'Input "settle-window-minutes": must be a whole number from 1 to 43200, got "0"',
      ],
      [
        { wait: 'false' },
        'Input "wait": is not used by command "settle" (it is for: run, dispatch, followup); remove it',
      ],
    ] as const) {
      const result = await settle(extra);
      expect(result.code).toBe(1);
      expect(result.log).toContain(`::error::${error}`);
    }
    expect(world.sim.requests).toHaveLength(0);
    expect(world.gh.requests).toHaveLength(0);
  });
});

describe.runIf(interfaceOnly())('against the interface alone', () => {
  it('a run the service answers without metadata is not known to be this repository’s: nothing is touched', async () => {
    const step = await prStep(world, { wait: 'false' });
    const runId = step.outputs['run-id']!;
    await until(runId, 'SUCCEEDED');
    const before = writes().length;
    const done = await settle();
    expect(done.stdout).not.toContain('TypeError');
    expect(done.outputs.settled).toBe('0');
    expect(results(done)).toEqual([]);
    expect(writes()).toHaveLength(before);
    expect(cancels()).toHaveLength(0);
    expect(decodeMarker(tracking(2)[0]!.body, MARKER_KEY)).toMatchObject({ run: runId, phase: 'detached' });
  });
});
