/**
 * The bundle under a stalled GitHub and signals: the wait ends with the run (or the deadline) whatever GitHub
 * does, the step exits within seconds of a signal, a state change is never lost to the comment's edit spacing,
 * and a GitHub that never answers costs the step a bounded time. Times are measured with the harness's clock
 * and asserted with room for a loaded machine, well below what an unbounded step would take.
 */
import { describe, expect, it } from 'vitest';
import { FINAL_WRITE_MS, SIGNAL_EXIT_MS } from '../../src/timing.ts';
import type { StepOptions } from './harness.ts';
import { LONG_RUN, type World, eachWorld, prStep } from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

const pr = (extra: Record<string, string> = {}, options: Partial<StepOptions> = {}) =>
  prStep(world, extra, options);

const comments = () => world.gh.state.commentsOf(2);
const edits = () =>
  world.gh.requests
    .filter((r) => r.operationId === 'issues/update-comment')
    .map((r) => ({ status: r.status, body: (r.body as { body: string }).body }));
const cancels = () =>
  world.sim.requests.filter((r) => r.operation === 'cancelRun').map((r) => [r.path, r.status]);
/** The simulator's virtual clock runs 10 times the action's pace (see setup.ts): virtual ms per ms of its figures. */
const PACE = 10;

describe('a stalled GitHub does not hold the step', () => {
  it('every comment edit stalls: the wait ends with the run, the final write is given up at its bound', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 500 * PACE },
        { state: 'SUCCEEDED', afterMs: 1500 * PACE },
      ],
    });
    world.gh.faults.inject({ operationId: 'issues/update-comment', times: Infinity, stall: true });
    const result = await pr({ 'timeout-minutes': '0.1' });

    expect(result.code).toBe(0);
    expect(result.outputs.state).toBe('SUCCEEDED');
    const runId = result.outputs['run-id']!;
    // The wait saw the run end at about 2 s, before the 6 s deadline: no stalled edit held it.
    expect(result.log).toMatch(new RegExp(`^\\[00:0[0-4]\\] run ${runId}: \\w+ → SUCCEEDED$`, 'm'));
    expect(result.log).toContain(
      '::warning::GitHub did not take the final report within 10s: the tracking comment may still show an earlier state',
    );
    // The final report was sent (and never answered); the comment keeps what GitHub last took.
    const sent = edits();
    expect(sent.at(-1)!.status).toBe(0);
    expect(sent.at(-1)!.body.startsWith('### ✅ Cloud agent run succeeded: PR #2')).toBe(true);
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.body).not.toContain('### ✅ Cloud agent run succeeded');
    // About 2 s of run and at most 10 s of final write; unbounded, the step would hang on the stalled edit.
    expect(result.endedAt - result.startedAt).toBeLessThan(2000 + FINAL_WRITE_MS + 8000);
  });

  it('a GitHub that never answers the comment listing: no tracking comment, a clear warning, a bounded step', async () => {
    world.gh.faults.inject({ operationId: 'issues/list-comments', times: Infinity, stall: true });
    const result = await pr({}, { env: { CLOUD_AGENT_GITHUB_TIMEOUT_SECONDS: '1' } });

    expect(result.code).toBe(0);
    expect(result.outputs.state).toBe('SUCCEEDED');
    expect(result.log).toContain(
      `::warning::could not read the thread's comments (GitHub did not answer GET ${world.gh.url}/repos/acme/app/issues/2/comments?per_page=100 within 3s (3 attempts at most)); no tracking comment this time`,
    );
    expect(world.gh.count('issues/create-comment')).toBe(0);
    expect(result.summary.startsWith('### ✅ Cloud agent run succeeded: PR #2')).toBe(true);
    // An attempt of 1 s, a backoff of 1 s, a second attempt cut at the call's 3 s.
    expect(world.gh.count('issues/list-comments')).toBe(2);
    expect(result.endedAt - result.startedAt).toBeLessThan(10_000);
  });
});

describe('the edit spacing never loses a state', () => {
  it('a run that starts within a second of its comment shows it running before the final report', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        // A second of the action's time (a quarter of one of real time): the step has written its comment by then
        // even on a loaded machine (at 300 ms, 75 ms of real time, a CI run of six workers on 2 cores missed it once).
        { state: 'INPROGRESS', afterMs: 1000 * PACE },
        { state: 'SUCCEEDED', afterMs: 14_000 * PACE },
      ],
    });
    // Live progress off: only the state's edit is spaced here.
    const result = await pr({ 'progress-interval-seconds': '0' });
    expect(result.code).toBe(0);

    const created = world.gh.requests.find((r) => r.operationId === 'issues/create-comment')!;
    expect((created.body as { body: string }).body).toMatch(/^### \S+ Cloud agent run queued: PR #2/);
    // The change came within the 10 s spacing of the create: it is sent when the spacing allows, not dropped.
    const sent = edits();
    expect(sent.map((e) => e.status)).toEqual([200, 200]);
    expect(sent[0]!.body).toMatch(/^### \S+ Cloud agent run working: PR #2/);
    expect(sent[1]!.body.startsWith('### ✅ Cloud agent run succeeded: PR #2')).toBe(true);
    expect(comments()[0]!.body).toBe(sent[1]!.body);
  });
});

describe('signals', () => {
  const midWait = (started: number) => () =>
    world.sim.requests.some((r) => r.operation === 'getRun' && r.status === 200) &&
    comments().length > 0 &&
    Date.now() - started > 1500;

  it('SIGINT mid-wait: the run is cancelled, the comment says so, and the step exits within 5 s', async () => {
    world.sim.script.run(LONG_RUN);
    const result = await pr({}, { kill: { signal: 'SIGINT', when: midWait(Date.now()) } });

    expect(result.code).toBe(1);
    expect(result.endedAt - result.signalledAt!).toBeLessThan(5000);
    const runId = result.state.run_id!;
    expect(cancels()).toEqual([[`/api/v1/agent/runs/${runId}/cancel`, 200]]);
    expect(world.sim.sim.state(world.sim.sim.runs.get(runId)!)).toBe('CANCELLED');
    const body = comments()[0]!.body;
    expect(body.startsWith('### 🚫 Cloud agent run cancelled: PR #2')).toBe(true);
    expect(body).toContain(`The workflow job was cancelled. The run \`${runId}\` was cancelled.`);
    expect(edits().at(-1)!.body).toBe(body);
    expect(result.state.settled).toBe('true');
    expect(result.log).toContain(`::error::received SIGINT: job cancelled; The run ${runId} was cancelled.`);
  });

  it('SIGINT while GitHub stalls every edit: the step still exits within 5 s, the post step settles the comment', async () => {
    world.sim.script.run(LONG_RUN);
    world.gh.faults.inject({ operationId: 'issues/update-comment', times: Infinity, stall: true });
    const main = await pr({}, { kill: { signal: 'SIGINT', when: midWait(Date.now()) } });

    expect(main.code).toBe(1);
    expect(main.endedAt - main.signalledAt!).toBeLessThan(SIGNAL_EXIT_MS + 500);
    const runId = main.state.run_id!;
    expect(cancels()).toEqual([[`/api/v1/agent/runs/${runId}/cancel`, 200]]);
    expect(main.log).toContain(
      '::warning::GitHub did not take the final report within 1.5s: the tracking comment may still show an earlier state',
    );
    // The comment was not settled: that is left to the post step.
    expect(main.state.settled).toBe('false');

    world.gh.faults.clear();
    const post = await pr({}, { state: main.state });
    expect(post.code).toBe(0);
    expect(cancels()).toEqual([
      [`/api/v1/agent/runs/${runId}/cancel`, 200],
      [`/api/v1/agent/runs/${runId}/cancel`, 400],
    ]);
    const body = comments()[0]!.body;
    expect(body.startsWith('### 🚫 Cloud agent run cancelled: PR #2')).toBe(true);
    expect(body).toContain(
      // The main step's cancel took (the post step's answers 400), and the run reads back CANCELLED.
      `The workflow job stopped before the run ended. The run \`${runId}\` was cancelled.`,
    );
    expect(post.state.settled).toBe('true');
  });
});
