/**
 * `command: settle` where it meets other features, end to end (the bundle on a schedule event, after a settle that
 * completed): a run continued by a follow-up that let go of it with a budget and a deadline of its own is held to
 * them by every settle, not skipped as unchanged; a service whose clock is behind GitHub's does not hide a run's end
 * from the settle after the one that saw it going; a settle with nothing to do over settled runs sends GitHub one
 * request; a report that could not read the agent's answer is written again, with it, by the first settle that can.
 */
import { isWrite } from '../github/fake-github.ts';
import { describe, expect, it } from 'vitest';
import { decodeMarker, encodeMarker } from '../../src/render/marker.ts';
import { runStep, type ActionRun } from './harness.ts';
import { answerNotRead, conversationUnreadable, unreadWhy } from '../helpers/unread.ts';
import {
  API_KEY,
  eachWorld,
  inputs,
  interfaceOnly,
  MARKER_KEY,
  prStep,
  seedThreads,
  startWorld,
  type World,
} from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

const SETTLE_REF = 'acme/app/.github/workflows/settle.yml@refs/heads/main';
const settle = (): Promise<ActionRun> =>
  runStep({
    inputs: inputs(world, { command: 'settle' }),
    eventName: 'schedule',
    payload: { schedule: '*/20 * * * *' },
    apiUrl: world.gh.url,
    env: { GITHUB_WORKFLOW_REF: SETTLE_REF, GITHUB_RUN_ID: '9100' },
  });
/** The settle that just ran completed: the next one starts from when it started (GitHub's time). */
const completed = (startedAt: string) =>
  world.gh.state.addWorkflowRun({ workflow: 'settle.yml', run_started_at: startedAt });

const results = (run: ActionRun) =>
  JSON.parse(run.outputs.results!) as { run_id: string; action: string; detail: string }[];
const cancels = () => world.sim.requests.filter((r) => r.operation === 'cancelRun');
const writes = () => world.gh.requests.filter(isWrite);
const tracking = () => world.gh.state.commentsOf(2).filter((c) => decodeMarker(c.body, MARKER_KEY));
const credits = (n: number) => ({ inference_cost: n - 1, compute_cost: 1 });

const stateOf = (runId: string) => world.sim.sim.state(world.sim.sim.runs.get(runId)!);

/** The run's metadata, usage and clock skew are not in the interface's answers. */
const found = it.skipIf(interfaceOnly());

/**
 * A pull request's run left going (`wait: false`) that ended at 20 credits, then a `command: followup` on the pull
 * request that lets go of it again with `extra` (a budget, a deadline): its comment's marker keeps them, its
 * metadata does not. The simulator's clock stands still (timeScale 0): the test moves it.
 */
async function continued(
  followup: { usageSteps?: { afterMs: number; usage: Record<string, unknown> }[] },
  extra: Record<string, string>,
): Promise<string> {
  await world.close();
  world = await startWorld({ timeScale: 0 });
  seedThreads(world);
  world.sim.script.run({
    timeline: [
      { state: 'QUEUED', afterMs: 0 },
      { state: 'SUCCEEDED', afterMs: 100 },
    ],
    usageSteps: [{ afterMs: 0, usage: credits(20) }],
  });
  const first = await prStep(world, { wait: 'false' });
  expect(first.code).toBe(0);
  const runId = first.outputs['run-id']!;
  world.sim.clock.advance(1000);
  world.sim.script.followup(runId, {
    timeline: [
      { state: 'INPROGRESS', afterMs: 0 },
      { state: 'SUCCEEDED', afterMs: 3_600_000 },
    ],
    ...followup,
  });
  const step = await prStep(world, {
    command: 'followup',
    'run-id': runId,
    message: 'Now the docs.',
    wait: 'false',
    prompt: '',
    ...extra,
  });
  expect(step.code).toBe(0);
  expect(step.outputs.detached).toBe('true');
  return runId;
}

describe('a run continued by a follow-up that let go of it', () => {
  found(
    'its budget (max-credits in the marker only) is held by every settle, though the run has not changed since the last',
    async () => {
      // The follow-up's execution: 20 credits (its baseline), 31.5 a virtual minute later (6 s at the step's pace).
      const runId = await continued(
        {
          usageSteps: [
            { afterMs: 0, usage: credits(20) },
            { afterMs: 60_000, usage: credits(31.5) },
          ],
        },
        { 'max-credits': '10', 'timeout-minutes': '60' },
      );
      expect(decodeMarker(tracking()[0]!.body, MARKER_KEY)).toMatchObject({
        run: runId,
        phase: 'detached',
        budget: 10,
        baseline: 20,
      });
      // The run's metadata knows nothing of this budget: it is the first step's.
      expect(world.sim.sim.runs.get(runId)!.metadata.gh_max_credits).toBeUndefined();

      const startedAt = new Date().toISOString();
      const first = await settle();
      expect(first.code).toBe(0);
      expect(results(first)).toMatchObject([{ run_id: runId, action: 'working' }]);
      completed(startedAt);
      // A virtual minute later the follow-up has used 11.5 credits: the run's updated_at has not moved.
      world.sim.clock.advance(60_000);

      // Unchanged since the settle that completed (a run at work keeps its updated_at), and read all the same.
      world.gh.requests.length = 0;
      const second = await settle();
      expect(world.gh.requests.filter((r) => r.operationId === 'issues/list-comments')).toHaveLength(1);
      expect(cancels().map((r) => `${r.method} ${r.path}`)).toEqual([
        `POST /api/v1/agent/runs/${runId}/cancel`,
      ]);
      expect(results(second)).toEqual([
        {
          run_id: runId,
          state: 'CANCELLED',
          thread: 2,
          comment_url: `https://github.com/acme/app/pull/2#issuecomment-${tracking()[0]!.id}`,
          action: 'cancelled',
          detail: 'over its budget (11.5 of 10 credits): cancelled, reported',
          over_budget: true,
        },
      ]);
      // A budget is a promise: the settle that found it broken fails.
      expect(second.code).toBe(1);
      expect(second.stdout).toContain(
        `::error::1 run went over its budget: ${runId} (over its budget (11.5 of 10 credits): cancelled, reported)`,
      );
      const body = tracking()[0]!.body;
      expect(body).toContain(`The run went over its budget. The run \`${runId}\` was cancelled.`);
      expect(body).toContain(
        '\n\n**Budget:** stopped at 11.5 credits, budget 10 (`max-credits: 10`; counted from the follow-up, when the run had used 20 credits).\n\n',
      );
      expect(body).toContain('\n- **Cost**: 11.5 of 10 credits since the follow-up (31.5 in all)\n');

      // Once shown, nothing more: no second cancel, nothing written.
      const before = writes().length;
      const third = await settle();
      expect(third.code).toBe(0);
      expect(results(third).map((r) => r.action)).toEqual(['already-settled']);
      expect(cancels()).toHaveLength(1);
      expect(writes()).toHaveLength(before);
    },
  );

  found(
    'its deadline (timeout-minutes in the marker only) is held though the run has not changed',
    async () => {
      // An hour from the follow-up; the run's metadata says 30 minutes from its start (its first step's).
      const runId = await continued({}, { 'timeout-minutes': '60' });
      const [comment] = tracking();
      const marker = decodeMarker(comment!.body, MARKER_KEY)!;
      expect(Date.parse(marker.deadline!)).toBeGreaterThan(Date.now() + 59 * 60_000);
      expect(world.sim.sim.runs.get(runId)!.metadata.gh_timeout_minutes).toBe('30');
      const startedAt = new Date().toISOString();
      expect(results(await settle())).toMatchObject([{ run_id: runId, action: 'working' }]);
      completed(startedAt);
      // The hour passes (the marker's deadline, not the clock, moves): the run has not changed since that settle.
      const passed = { ...marker, deadline: new Date(Date.now() - 1000).toISOString() };
      comment!.body =
        comment!.body.slice(0, comment!.body.lastIndexOf('<!--')) + encodeMarker(passed, MARKER_KEY);

      const late = await settle();
      expect(late.code).toBe(0);
      expect(cancels().map((r) => r.path)).toEqual([`/api/v1/agent/runs/${runId}/cancel`]);
      expect(results(late)).toMatchObject([
        {
          run_id: runId,
          state: 'CANCELLED',
          action: 'cancelled',
          detail: 'past its deadline: cancelled, reported',
        },
      ]);
      const body = tracking()[0]!.body;
      expect(body).toContain('### ⏱️ Stopped waiting:');
      expect(body).toContain(`The run \`${runId}\` was cancelled.`);
    },
  );
});

describe("the service's clock behind GitHub's", () => {
  found(
    'a run that ends just after a completed settle started gets its final report from the next: skew loses nothing',
    async () => {
      // The service's clock 60 s behind GitHub's (the fake GitHub stamps real time); it stands still until moved.
      await world.close();
      world = await startWorld({ timeScale: 0, start: new Date(Date.now() - 60_000) });
      seedThreads(world);
      world.sim.script.run({
        finalMessage: 'Reviewed: the README reads well.',
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'INPROGRESS', afterMs: 100 },
          { state: 'SUCCEEDED', afterMs: 2000 },
        ],
      });
      const step = await prStep(world, { wait: 'false' });
      const runId = step.outputs['run-id']!;
      world.sim.clock.advance(1000);
      const startedAt = new Date().toISOString();
      const first = await settle();
      expect(results(first)).toMatchObject([{ run_id: runId, action: 'working' }]);
      completed(startedAt);
      // It ends after that settle saw it going; by the service's clock, a minute before that settle started.
      world.sim.clock.advance(2000);
      expect(stateOf(runId)).toBe('SUCCEEDED');
      const ended = world.sim.sim.runs.get(runId)!;
      expect(world.sim.sim.current(ended, world.sim.clock.now()).at).toBeLessThan(Date.parse(startedAt));

      const second = await settle();
      expect(second.code).toBe(0);
      expect(results(second)).toMatchObject([
        { run_id: runId, state: 'SUCCEEDED', action: 'finished', detail: 'final report written (SUCCEEDED)' },
      ]);
      expect(tracking()).toHaveLength(1);
      expect(tracking()[0]!.body).toMatch(/^### ✅ Cloud agent run succeeded: /);
      expect(tracking()[0]!.body).toContain('Reviewed: the README reads well.');
      expect(second.log).toContain(
        `threads of runs stopped and unchanged since ${new Date(Date.parse(startedAt) - 10 * 60_000).toISOString()} not read (the last completed settle's start, ${startedAt}, less 10 minutes for clock skew)`,
      );
    },
  );
});

describe("a step's report that could not read the agent's answer", () => {
  found(
    'says so on the comment; a settle that cannot read it either leaves it, the next that can writes the answer, once',
    async () => {
      world.sim.script.run({ finalMessage: 'Reviewed: the README reads well.' });
      conversationUnreadable(world.sim, 1000);
      const step = await prStep(world, {});
      expect(step.code).toBe(0);
      const runId = step.outputs['run-id']!;
      const why = unreadWhy(step.log.split('\n'), runId, '::warning::');
      expect(why).toMatch(/^getRunConversation failed \(HTTP 503\): busy/);
      expect(tracking()).toHaveLength(1);
      expect(tracking()[0]!.body).toContain(answerNotRead(why));
      expect(decodeMarker(tracking()[0]!.body, MARKER_KEY)).toMatchObject({
        run: runId,
        phase: 'final',
        state: 'SUCCEEDED',
        unread: true,
      });
      const shown = tracking()[0]!.body;

      const first = await settle();
      expect(first.code).toBe(1);
      expect(results(first)).toMatchObject([
        {
          run_id: runId,
          action: 'not-settled',
          detail: expect.stringMatching(
            /^its conversation, the agent's answer, could not be read again \(getRunConversation failed \(HTTP 503\): busy.*\); its report is left to the next settle$/,
          ),
        },
      ]);
      expect(first.log).toContain('::error::1 run was left for the next settle: ');
      expect(tracking()[0]!.body).toBe(shown);

      world.sim.faults.clear();
      const second = await settle();
      expect(second.code).toBe(0);
      expect(results(second)).toEqual([
        expect.objectContaining({
          run_id: runId,
          action: 'finished',
          detail: 'final report written (SUCCEEDED)',
        }),
      ]);
      expect(tracking()).toHaveLength(1);
      expect(tracking()[0]!.body).toContain("**The agent's answer**\n\nReviewed: the README reads well.");
      expect(tracking()[0]!.body).not.toContain('_Not read:');
      expect(decodeMarker(tracking()[0]!.body, MARKER_KEY)).not.toHaveProperty('unread');
      const written = writes().length;
      const third = await settle();
      expect(results(third)).toMatchObject([{ run_id: runId, action: 'already-settled' }]);
      expect(writes()).toHaveLength(written);
    },
  );
});

describe('a settle with nothing to do', () => {
  found(
    'over runs settled before the last completed settle (by more than the skew margin): one GitHub request',
    async () => {
      // The runs ended 15 minutes ago (real time on both clocks).
      await world.close();
      world = await startWorld({ timeScale: 1, start: new Date(Date.now() - 15 * 60_000) });
      seedThreads(world);
      const sim = world.sim.sim;
      const runs = [1, 2].flatMap((number) =>
        [0, 1].map(() =>
          sim.createRun({
            teamUid: 'team_acme',
            creator: sim.keys.get(API_KEY)!,
            prompt: `Work on #${number}`,
            title: `Work on #${number}`,
            metadata: { gh_repo: 'acme/app', created_by: 'cloud-agent-action', gh_number: String(number) },
            script: {
              timeline: [
                { state: 'QUEUED', afterMs: 0 },
                { state: 'SUCCEEDED', afterMs: 10 },
              ],
            },
          }),
        ),
      );
      await new Promise((r) => setTimeout(r, 50));
      for (const run of runs) {
        const now = sim.current(run, world.sim.clock.now());
        world.gh.state.addComment({
          issue_number: Number(run.metadata.gh_number),
          user: 'github-actions[bot]',
          body: `### ✅ Done\n\n${encodeMarker({ v: 2, key: `key-${run.run_id}`, run: run.run_id, state: now.state, phase: 'final', seen: new Date(now.at).toISOString() }, MARKER_KEY)}`,
        });
      }
      completed(new Date().toISOString());
      world.gh.requests.length = 0;
      const quiet = await settle();
      expect(quiet.code).toBe(0);
      expect(results(quiet).map((r) => r.action)).toEqual(Array(4).fill('already-settled'));
      expect(world.gh.requests.map((r) => r.operationId)).toEqual(['actions/list-workflow-runs']);
      expect(world.sim.requests.filter((r) => r.operation !== 'listRuns')).toEqual([]);
    },
  );
});
