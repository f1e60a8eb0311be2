/**
 * The run's lifecycle around failures, end to end (the bundle as the runner runs it, then its post step): a
 * re-run adopting a run, polls that fail for a while, a cancel that meets a run still being prepared, a signal once
 * the run has ended by itself, a signal while the create is in flight, a re-run whose create is lost.
 */
import { describe, expect, it } from 'vitest';
import type { StepOptions } from './harness.ts';
import { decodeMarker } from '../../src/render/marker.ts';
import { MARKER_KEY, type World, eachWorld, prStep, until } from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

const pr = (extra: Record<string, string> = {}, options: Partial<StepOptions> = {}) =>
  prStep(world, extra, options);

const ops = (operation: string) => world.sim.requests.filter((r) => r.operation === operation);
const comments = () => world.gh.state.commentsOf(2);
const stateOf = (runId: string) => world.sim.sim.state(world.sim.sim.runs.get(runId)!);
const HTML = '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

describe('lifecycle of a run through failures', () => {
  it('a re-run adopts the run its first attempt left going and follows it to a clean end', async () => {
    // At work for an hour, which the test ends by moving the simulator's clock once the re-run follows the run: still
    // going past the first attempt, its post step and the re-run's start, however slow the machine.
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 1000 },
        { state: 'SUCCEEDED', afterMs: 3_600_000 },
      ],
    });
    const first = await pr(
      { 'cancel-on-abort': 'false' },
      { kill: { signal: 'SIGKILL', when: () => comments().length > 0 } },
    );
    expect(first.signal).toBe('SIGKILL');
    const runId = first.state.run_id!;
    const firstPost = await pr({ 'cancel-on-abort': 'false' }, { state: first.state });
    expect(firstPost.code).toBe(0);
    expect(ops('cancelRun')).toHaveLength(0);

    const mark = world.sim.requests.length;
    const running = pr({}, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    // The re-run reads the run it adopted: then the run ends.
    await until(() => world.sim.requests.slice(mark).some((r) => r.operation === 'getRun'));
    world.sim.clock.advance(3_600_000);
    const second = await running;
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(
      `run ${runId} of this trigger is still INPROGRESS: following it instead of starting another`,
    );
    expect(second.outputs).toMatchObject({ 'run-id': runId, state: 'SUCCEEDED' });
    expect(second.state.settled).toBe('true');
    expect(ops('createRun')).toHaveLength(1);
    expect(ops('cancelRun')).toHaveLength(0);
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.body.startsWith('### ✅ Cloud agent run succeeded')).toBe(true);
    expect(comments()[0]!.body).toContain(
      'A re-run of the workflow found this run still going and follows it (no second run was started).',
    );
    const before = world.sim.requests.length;
    const secondPost = await pr({}, { state: second.state, env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(secondPost.code).toBe(0);
    expect(world.sim.requests.length).toBe(before);
  });

  it('an HTML page and an outage longer than the retries while following: warnings, the run followed to its end', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 500 },
        { state: 'SUCCEEDED', afterMs: 40_000 },
      ],
    });
    // The first poll gets a proxy's page; the second meets an outage that outlasts the client's 3 retries.
    world.sim.faults.inject({ operation: 'getRun', fault: { raw: HTML, contentType: 'text/html' } });
    world.sim.faults.inject({ operation: 'getRun', times: 4, fault: { status: 503 } });
    const result = await pr();
    expect(result.code).toBe(0);
    const runId = result.outputs['run-id']!;
    expect(result.outputs.state).toBe('SUCCEEDED');
    expect(
      ops('getRun')
        .slice(0, 6)
        .map((r) => r.status),
    ).toEqual([200, 503, 503, 503, 503, 200]);
    expect(ops('cancelRun')).toHaveLength(0);
    const warnings = result.log.split('\n').filter((l) => l.startsWith('::warning::'));
    expect(warnings[0]).toBe(
      `::warning::reading run ${runId} (getRun) failed (1 in a row): getRun: expected a JSON answer, got "text/html" (HTTP 200); still following it`,
    );
    expect(warnings[1]).toMatch(
      new RegExp(
        `^::warning::reading run ${runId} \\(getRun\\) failed \\(2 in a row\\): getRun failed \\(HTTP 503 internal_error\\)`,
      ),
    );
    expect(warnings).toHaveLength(2);
    expect(result.stdout).toContain(`run ${runId} answers again after 2 failed reads`);
    expect(comments()[0]!.body.startsWith('### ✅ Cloud agent run succeeded')).toBe(true);
    expect(result.state.settled).toBe('true');
    const before = world.sim.requests.length;
    await pr({}, { state: result.state });
    expect(world.sim.requests.length).toBe(before);
  });

  it('answers that keep failing the check: the run cannot be followed, it is cancelled and the step fails naming it', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 500 },
        { state: 'SUCCEEDED', afterMs: 600_000 },
      ],
    });
    world.sim.faults.inject({ operation: 'getRun', times: 5, fault: { malformed: true } });
    const result = await pr({}, { timeoutMs: 90_000 });
    expect(result.code).toBe(1);
    const runId = result.state.run_id!;
    expect(
      ops('getRun')
        .slice(0, 5)
        .map((r) => r.status),
    ).toEqual([200, 200, 200, 200, 200]);
    expect(ops('cancelRun').map((r) => [r.path, r.status])).toEqual([
      [`/api/v1/agent/runs/${runId}/cancel`, 200],
    ]);
    expect(stateOf(runId)).toBe('CANCELLED');
    const reason =
      "The run cannot be followed: the service's last 5 answers about it could not be read (last: getRun: the service sent malformed JSON (HTTP 200, 24 bytes)).";
    expect(result.stdout).toContain(`::error::run ${runId}: ${reason} The run ${runId} was cancelled.`);
    expect(comments()[0]!.body.startsWith('### ⏱️ Stopped waiting')).toBe(true);
    expect(comments()[0]!.body).toContain(`${reason} The run \`${runId}\` was cancelled.`);
    expect(result.state.settled).toBe('true');
  }, 120_000);

  it('a run still being prepared when the job is cancelled: the post step cancels it once it can, and only then settles', async () => {
    // PENDING for an hour, which the test ends by moving the simulator's clock once the main step is over: every
    // cancel of the main step meets 409, however long it asks.
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'PENDING', afterMs: 200 },
        { state: 'INPROGRESS', afterMs: 3_600_000 },
        { state: 'SUCCEEDED', afterMs: 3_600_000 },
      ],
    });
    const main = await pr(
      {},
      {
        kill: {
          signal: 'SIGTERM',
          when: () => comments().length > 0 && ops('getRun').length > 1,
        },
      },
    );
    expect(main.code).toBe(1);
    const runId = main.state.run_id!;
    const mainCancels = ops('cancelRun').map((r) => r.status);
    expect(mainCancels.length).toBeGreaterThan(0);
    expect(new Set(mainCancels)).toEqual(new Set([409]));
    expect(main.state.settled).toBe('false');
    const before = decodeMarker(comments()[0]!.body, MARKER_KEY)!;
    expect(before.deadline).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(main.stdout).toContain(
      `::error::received SIGTERM: job cancelled; The run ${runId} was still being prepared and could not be cancelled in time; the post step of the job tries again.`,
    );
    expect(stateOf(runId)).toBe('PENDING');

    world.sim.clock.advance(3_600_000);
    const post = await pr({}, { state: main.state });
    expect(post.code).toBe(0);
    const postCancels = ops('cancelRun')
      .slice(mainCancels.length)
      .map((r) => r.status);
    expect(postCancels.at(-1)).toBe(200);
    expect(postCancels.filter((s) => s === 200)).toHaveLength(1);
    expect(new Set(postCancels.slice(0, -1))).toEqual(new Set(postCancels.length > 1 ? [409] : []));
    expect(stateOf(runId)).toBe('CANCELLED');
    expect(post.stdout).toContain(`cancelled run ${runId}`);
    expect(comments()[0]!.body.startsWith('### 🚫 Cloud agent run cancelled')).toBe(true);
    // Where the run came from and its workflow run, as the main step's report said them (its marker records them).
    expect(comments()[0]!.body.split('\n\n').slice(1, 3)).toEqual([
      'Started from pull request #2 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
      `The workflow job stopped before the run ended. The run \`${runId}\` was cancelled.`,
    ]);
    expect(comments()[0]!.body).toContain(
      '\n- **Workflow**: [the workflow run](https://github.com/acme/app/actions/runs/9001)\n',
    );
    // The post step adopted the comment by its id: its marker keeps what the main step's recorded for a settle.
    expect(decodeMarker(comments()[0]!.body, MARKER_KEY)).toMatchObject({
      key: before.key,
      deadline: before.deadline,
      cancel: true,
      run: runId,
      state: 'CANCELLED',
      phase: 'cancelled',
    });
    expect(post.state.settled).toBe('true');
  }, 60_000);

  it('SIGTERM once the run has ended by itself: the post step writes its report as a settle would, with its answer and pull request', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 200 },
        { state: 'SUCCEEDED', afterMs: 3_600_000 },
      ],
      artifacts: [{ type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/77', branch: 'agent/fix' }],
    });
    // The run ends (the simulator's clock past it) just before the signal: between two of the step's polls.
    let ended = false;
    const main = await pr(
      {},
      {
        kill: {
          signal: 'SIGTERM',
          when: () => {
            if (!ended && comments().length > 0 && ops('getRun').length > 1) {
              world.sim.clock.advance(3_600_000);
              ended = true;
            }
            return ended;
          },
        },
      },
    );
    expect(main.code).toBe(1);
    const runId = main.state.run_id!;
    expect(main.stdout).toContain(
      `::error::received SIGTERM: job cancelled; The run ${runId} had already ended.`,
    );
    // Nothing written over the report the run is owed: it is left to the post step.
    expect(main.state.settled).toBe('false');
    expect(comments()[0]!.body).not.toContain('pull/77');

    const post = await pr({}, { state: main.state });
    expect(post.code).toBe(0);
    expect(stateOf(runId)).toBe('SUCCEEDED');
    expect(post.stdout).toContain(`post step: run ${runId} finished: final report written (SUCCEEDED)`);
    expect(comments()).toHaveLength(1);
    const body = comments()[0]!.body;
    expect(body.split('\n\n').slice(0, 2)).toEqual([
      '### ✅ Cloud agent run succeeded: PR #2: Update the README with new information.',
      'Started from pull request #2 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
    ]);
    expect(body).toContain("\n\n**The agent's answer**\n\n");
    expect(body).toContain(
      '\n\n**Pull requests**\n\n- <https://github.com/acme/app/pull/77> from `agent/fix`\n',
    );
    expect(body).not.toContain('workflow job stopped');
    expect(decodeMarker(body, MARKER_KEY)).toMatchObject({ run: runId, state: 'SUCCEEDED', phase: 'final' });
    expect(post.state.settled).toBe('true');
  }, 60_000);

  it('SIGINT while a create is in flight that lands late: the post step finds what it made and cancels it', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 500 },
        { state: 'SUCCEEDED', afterMs: 600_000 },
      ],
    });
    world.sim.faults.inject({ operation: 'createRun', fault: { lateWorkMs: 1200 } });
    const main = await pr({}, { kill: { signal: 'SIGINT', when: () => ops('createRun').length > 0 } });
    expect(main.code).toBe(1);
    expect(main.stdout).toContain('no run of the cut-short create was found yet; the post step looks for it');
    expect(main.stdout).toContain(
      '::error::received SIGINT: job cancelled while the run was being created; the post step looks for it',
    );
    expect(main.state.run_id).toBeUndefined();
    expect(main.state.settled).toBeUndefined();
    expect(JSON.parse(main.state.lookup!)).toEqual({
      gh_trigger: expect.stringMatching(/^[0-9a-f]{32}$/),
      gh_run_attempt: '1',
    });

    const post = await pr({}, { state: main.state });
    expect(post.code).toBe(0);
    expect(world.sim.sim.runs.size).toBe(1);
    const [runId] = [...world.sim.sim.runs.keys()];
    expect(post.stdout).toContain(`made by the create the main step did not finish`);
    expect(ops('cancelRun').map((r) => [r.path, r.status])).toEqual([
      [`/api/v1/agent/runs/${runId}/cancel`, 200],
    ]);
    expect(stateOf(runId!)).toBe('CANCELLED');
    // Every look of either step was for this trigger and attempt, made since the create began.
    const since = encodeURIComponent(main.state.creating_since!);
    const looks = ops('listRuns').slice(1);
    expect(looks.length).toBeGreaterThan(1);
    for (const look of looks) {
      expect(look.query).toContain('metadata%5Bgh_run_attempt%5D=1');
      expect(look.query).toContain(`created_after=${since}`);
    }
    expect(post.state.settled).toBe('true');
  }, 60_000);

  it("a re-run whose create is lost never adopts the earlier attempt's ended run: it sends the create again", async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        {
          state: 'FAILED',
          afterMs: 500,
          statusMessage: { message: 'old failure', error_code: 'internal_error' },
        },
      ],
    });
    const first = await pr();
    expect(first.code).toBe(1);
    const oldRun = first.outputs['run-id']!;
    expect(first.outputs.state).toBe('FAILED');

    // The connection drops before the service acts: nothing was made.
    world.sim.faults.inject({ operation: 'createRun', fault: { reset: true } });
    const second = await pr({}, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(second.code).toBe(0);
    const newRun = second.outputs['run-id']!;
    expect(newRun).not.toBe(oldRun);
    expect(second.outputs.state).toBe('SUCCEEDED');
    expect(second.stdout).not.toContain('old failure');
    expect(ops('createRun').map((r) => r.status)).toEqual([200, 0, 200]);
    expect(world.sim.sim.runs.size).toBe(2);
    // The recovery looked for runs of this attempt only.
    const recovery = ops('listRuns').filter((r) => r.query.includes('created_after'));
    expect(recovery).toHaveLength(1);
    expect(recovery[0]!.query).toContain('metadata%5Bgh_run_attempt%5D=2');
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.body.startsWith('### ✅ Cloud agent run succeeded')).toBe(true);
  });
});
