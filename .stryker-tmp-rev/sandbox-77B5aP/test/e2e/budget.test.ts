/**
 * A budget per run (`max-credits`, issue 32), end to end: the bundle as the runner runs it against the simulator,
 * whose runs report usage that climbs (`usageSteps`). A run that passes its budget while followed is cancelled once
 * and reported as stopped at it, and the step fails; a run left going is held to it by `command: settle`, once; a
 * follow-up counts from the usage when it was sent; a service that reports no usage while the run works gets a
 * report that says the budget could not be enforced; a wrong value asks nothing of anyone.
 * (The simulator's clock runs 10 times the step's pace here, setup.ts: a second of the step's figures is 10 virtual
 * seconds of the run.)
 */
import { describe, expect, it } from 'vitest';
import { decodeMarker } from '../../src/render/marker.ts';
import { isWrite } from '../github/fake-github.ts';
import { runStep, type ActionRun } from './harness.ts';
import {
  API_KEY,
  eachWorld,
  inputs,
  interfaceOnly,
  MARKER_KEY,
  payload,
  prStep,
  type World,
} from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

const cancels = () => world.sim.requests.filter((r) => r.operation === 'cancelRun');
const comments = (number = 2) => world.gh.state.commentsOf(number);
/** Every body the tracking comment on #2 was written with, in order. */
const bodies = () =>
  world.gh.requests
    .filter((r) => (r.method === 'POST' || r.method === 'PATCH') && /\/issues\/(2\/)?comments/.test(r.path))
    .map((r) => (r.body as { body: string }).body);
const credits = (inference: number, compute: number) => ({
  inference_cost: inference,
  compute_cost: compute,
  inference_cost_usd: inference / 100,
});

/** The usage the service reports is not in the interface's answers: enforcing a budget needs it. */
const withUsage = it.skipIf(interfaceOnly());

const settle = (): Promise<ActionRun> =>
  runStep({
    inputs: inputs(world, { command: 'settle' }),
    eventName: 'schedule',
    payload: { schedule: '*/10 * * * *' },
    apiUrl: world.gh.url,
  });

describe('max-credits while the step follows the run', () => {
  withUsage(
    'a run whose usage climbs past it: cancelled once, reported as stopped at it, the step fails',
    async () => {
      world.sim.script.run({
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 600_000 },
        ],
        // 12.1 credits at once, 25.3 a minute (6 s at the step's pace) later.
        usageSteps: [
          { afterMs: 0, usage: credits(11.5, 0.6) },
          { afterMs: 60_000, usage: credits(24, 1.3) },
        ],
      });
      const result = await prStep(world, { 'max-credits': '25', 'progress-interval-seconds': '0' });
      const runId = result.outputs['run-id']!;
      expect(result.code).toBe(1);
      expect(result.outputs.state).toBe('CANCELLED');
      expect(world.sim.sim.state(world.sim.sim.runs.get(runId)!)).toBe('CANCELLED');
      expect(cancels().map((r) => r.path)).toEqual([`/api/v1/agent/runs/${runId}/cancel`]);
      expect(result.log).toContain(
        `::warning::run ${runId} used 25.3 credits, over its budget of 25 (max-credits: 25): cancelling it`,
      );
      expect(result.stdout).toContain(
        `::error::run ${runId}: stopped at 25.3 credits, budget 25 (max-credits: 25); The run ${runId} was cancelled.`,
      );
      // The comment showed the cost against the budget while the run worked.
      expect(bodies()[0]).toContain('\n- **Cost so far**: 12.1 of 25 credits\n');
      // The final report: the cancel, the cost against the budget, the line that says it stopped there.
      expect(comments()).toHaveLength(1);
      const body = comments()[0]!.body;
      expect(body.split('\n\n').slice(0, 3)).toEqual([
        '### 🚫 Cloud agent run cancelled: PR #2: Update the README with new information.',
        'Started from pull request #2 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
        `The run went over its budget. The run \`${runId}\` was cancelled.`,
      ]);
      expect(body).toContain('\n- **Cost**: 25.3 of 25 credits\n');
      expect(body).toContain('\n\n**Budget:** stopped at 25.3 credits, budget 25 (`max-credits: 25`).\n\n');
      expect(result.summary).toContain('**Budget:** stopped at 25.3 credits, budget 25 (`max-credits: 25`).');
      expect(decodeMarker(body, MARKER_KEY)).toMatchObject({
        run: runId,
        state: 'CANCELLED',
        phase: 'cancelled',
        budget: 25,
      });
      // The run records its budget for a settle that cannot read the comment.
      expect(world.sim.sim.runs.get(runId)!.metadata.gh_max_credits).toBe('25');
      // Nothing is left to the post step.
      expect(result.state.settled).toBe('true');
    },
  );

  withUsage(
    'a run that passes it between two reads and ends over it: reported as over it, and the step fails whatever fail-on-run-failure says',
    async () => {
      // 100 credits while it works; it ends 0.8 s (at the step's pace) in having used 190, between two polls.
      world.sim.script.run({
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 8000 },
        ],
        usageSteps: [
          { afterMs: 0, usage: credits(95, 5) },
          { afterMs: 8000, usage: credits(180, 10) },
        ],
      });
      const result = await prStep(world, {
        'max-credits': '150',
        'fail-on-run-failure': 'false',
        'progress-interval-seconds': '0',
      });
      const runId = result.outputs['run-id']!;
      expect(result.code).toBe(1);
      expect(result.outputs.state).toBe('SUCCEEDED');
      expect(result.outputs.credits).toBe('190');
      expect(cancels()).toHaveLength(0);
      expect(result.stdout).toContain(
        `::error::run ${runId} went over its budget: it ended SUCCEEDED at 190 credits, budget 150 (max-credits: 150); it passed it before a read showed it at work over it`,
      );
      expect(result.log).not.toContain('::warning::');
      const body = comments()[0]!.body;
      expect(body).toMatch(/^### ✅ Cloud agent run succeeded: /);
      expect(body).toContain('\n- **Cost**: 190 of 150 credits\n');
      expect(body).toContain(
        '\n\n**Budget:** went over at 190 credits, budget 150 (`max-credits: 150`).\n\n',
      );
      expect(result.summary).toContain(
        '**Budget:** went over at 190 credits, budget 150 (`max-credits: 150`).',
      );
      expect(result.state.settled).toBe('true');
    },
  );

  withUsage('a run that stays within it: reported against it, never cancelled, the step green', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 20_000 },
      ],
      usageSteps: [
        { afterMs: 0, usage: credits(3, 0.5) },
        { afterMs: 10_000, usage: credits(24, 1) },
      ],
    });
    const result = await prStep(world, { 'max-credits': '25', 'progress-interval-seconds': '0' });
    expect(result.code).toBe(0);
    expect(cancels()).toHaveLength(0);
    const body = comments()[0]!.body;
    expect(body).toMatch(/^### ✅ Cloud agent run succeeded: /);
    // Exactly at the budget is within it.
    expect(body).toContain('\n- **Cost**: 25 of 25 credits\n');
    expect(body).not.toContain('**Budget:**');
  });

  it('a service that reports usage only once the run ended: the budget could not be enforced, and the step fails over it', async () => {
    // The simulator reports usage once a run has ended (and the interface's answers none at all).
    world.sim.script.run({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 30_000 },
      ],
    });
    const result = await prStep(world, { 'max-credits': '5', 'progress-interval-seconds': '0' });
    const runId = result.outputs['run-id']!;
    expect(cancels()).toHaveLength(0);
    const warning = `::warning::the budget (max-credits: 5) could not be enforced: the service reported no usage while run ${runId} worked`;
    expect(result.log.split(warning)).toHaveLength(2);
    const over = `::error::run ${runId} went over its budget: it ended SUCCEEDED at 11.1 credits, budget 5 (max-credits: 5); the service reported its usage only once it had ended, so it could not be stopped at it`;
    const unheld =
      '**Budget:** `max-credits: 5` could not be enforced: the service reported no usage while the run worked';
    // The interface's answers hold no usage even at the end: nothing to hold the run to, and nothing to fail for.
    const line = interfaceOnly() ? `${unheld}.` : `${unheld}; it went over at 11.1 credits, budget 5.`;
    expect(result.code).toBe(interfaceOnly() ? 0 : 1);
    expect(result.stdout.includes(over)).toBe(!interfaceOnly());
    expect(result.outputs.state).toBe('SUCCEEDED');
    expect(comments()[0]!.body).toContain(`\n\n${line}\n\n`);
    expect(result.summary).toContain(line);
  });

  it.each([
    ['abc', 'must be a number of credits above 0 (at most 1000000), such as 25 or 12.5, got "abc"'],
    ['0', 'must be a number of credits above 0 (at most 1000000), such as 25 or 12.5, got "0"'],
    ['-3', 'must be a number of credits above 0 (at most 1000000), such as 25 or 12.5, got "-3"'],
  ])('max-credits: %j is an error naming the input, and no request anywhere', async (value, message) => {
    const result = await prStep(world, { 'max-credits': value });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`::error::Input "max-credits": ${message}`);
    expect(world.sim.requests).toHaveLength(0);
    expect(world.gh.requests).toHaveLength(0);
  });
});

describe('max-credits of a run left going', () => {
  withUsage(
    'wait: false: the marker keeps the budget, and settle cancels the run over it once and reports it so',
    async () => {
      // Over its budget an hour in, which the test brings about by moving the simulator's clock: a settle before
      // that finds it within, however long the steps take to start.
      world.sim.script.run({
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 7_200_000 },
        ],
        usageSteps: [
          { afterMs: 0, usage: credits(4, 1) },
          { afterMs: 3_600_000, usage: credits(28, 2) },
        ],
      });
      const step = await prStep(world, { wait: 'false', 'max-credits': '25' });
      expect(step.code).toBe(0);
      const runId = step.outputs['run-id']!;
      expect(decodeMarker(comments()[0]!.body, MARKER_KEY)).toMatchObject({
        run: runId,
        phase: 'detached',
        budget: 25,
      });
      expect(decodeMarker(comments()[0]!.body, MARKER_KEY)!.baseline).toBeUndefined();
      // Within its budget: a settle leaves it working.
      const early = await settle();
      expect(early.code).toBe(0);
      expect(cancels()).toHaveLength(0);

      world.sim.clock.advance(3_600_000);
      const first = await settle();
      // The settle that found the run over its budget fails, as the step would have.
      expect(first.code).toBe(1);
      expect(first.stdout).toContain(
        `::error::1 run went over its budget: ${runId} (over its budget (30 of 25 credits): cancelled, reported)`,
      );
      expect(cancels().map((r) => r.path)).toEqual([`/api/v1/agent/runs/${runId}/cancel`]);
      expect(JSON.parse(first.outputs.results!)).toMatchObject([
        {
          run_id: runId,
          state: 'CANCELLED',
          action: 'cancelled',
          detail: 'over its budget (30 of 25 credits): cancelled, reported',
        },
      ]);
      expect(comments()).toHaveLength(1);
      const body = comments()[0]!.body;
      expect(body).toMatch(/^### 🚫 Cloud agent run cancelled: /);
      expect(body).toContain(`The run went over its budget. The run \`${runId}\` was cancelled.`);
      expect(body).toContain('\n\n**Budget:** stopped at 30 credits, budget 25 (`max-credits: 25`).\n\n');
      expect(decodeMarker(body, MARKER_KEY)).toMatchObject({
        state: 'CANCELLED',
        phase: 'cancelled',
        budget: 25,
      });

      // A second settle finds it done: no second cancel, nothing written.
      const writes = world.gh.requests.filter(isWrite).length;
      const second = await settle();
      expect(second.code).toBe(0);
      expect(cancels()).toHaveLength(1);
      expect(world.gh.requests.filter(isWrite).length).toBe(writes);
    },
  );
});

describe('max-credits of a follow-up', () => {
  withUsage('counts from the usage when the follow-up was sent', async () => {
    const sim = world.sim.sim;
    // A run that ended having used 30 credits; what its follow-up uses climbs to 6, then to 11.5.
    const run = sim.createRun({
      teamUid: 'team_acme',
      creator: sim.keys.get(API_KEY)!,
      prompt: 'Start',
      title: 'Start',
      script: {
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 10 },
        ],
        usageSteps: [
          { afterMs: 0, usage: credits(28, 2) },
          { afterMs: 40_000, usage: credits(33, 3) },
          { afterMs: 90_000, usage: credits(37.5, 4) },
        ],
      },
    });
    world.sim.script.followup(run.run_id, {
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 600_000 },
      ],
    });
    const result = await runStep({
      inputs: inputs(world, {
        command: 'followup',
        'run-id': run.run_id,
        message: 'Now the docs.',
        'max-credits': '10',
        'progress-interval-seconds': '0',
      }),
      eventName: 'workflow_dispatch',
      payload: {},
      apiUrl: world.gh.url,
    });
    expect(result.code).toBe(1);
    // Not at 36 credits (6 since the follow-up): at 41.5 (11.5 since it), once.
    expect(cancels().map((r) => r.path)).toEqual([`/api/v1/agent/runs/${run.run_id}/cancel`]);
    expect(result.stdout).toContain(
      `::error::run ${run.run_id}: stopped at 11.5 credits since the follow-up (41.5 in all), budget 10 (max-credits: 10); The run ${run.run_id} was cancelled.`,
    );
    expect(result.log).toContain(
      `::warning::run ${run.run_id} used 11.5 credits since the follow-up (41.5 in all), over its budget of 10 (max-credits: 10): cancelling it`,
    );
    // The credits in all, as the report says them.
    expect(result.outputs.credits).toBe('41.5');
    expect(result.summary).toContain(
      '**Budget:** stopped at 11.5 credits, budget 10 (`max-credits: 10`; counted from the follow-up, when the run had used 30 credits).',
    );
    expect(result.summary).toContain('\n- **Cost**: 11.5 of 10 credits since the follow-up (41.5 in all)\n');
  });
});

describe('max-credits of a follow-up on a service that counts a new execution anew', () => {
  withUsage(
    'the usage that goes back is a reset: what came before is kept, what follows added, said once; held to the budget',
    async () => {
      const sim = world.sim.sim;
      // A run that ended having used 60 credits; the service counts its follow-up's execution from 0: 2, then 9.
      const run = sim.createRun({
        teamUid: 'team_acme',
        creator: sim.keys.get(API_KEY)!,
        prompt: 'Start',
        title: 'Start',
        script: {
          timeline: [
            { state: 'QUEUED', afterMs: 0 },
            { state: 'SUCCEEDED', afterMs: 10 },
          ],
          usageSteps: [{ afterMs: 0, usage: credits(55, 5) }],
        },
      });
      world.sim.script.followup(run.run_id, {
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 600_000 },
        ],
        usageSteps: [
          { afterMs: 0, usage: credits(2, 0) },
          { afterMs: 8000, usage: credits(8, 1) },
        ],
      });
      const result = await runStep({
        inputs: inputs(world, {
          command: 'followup',
          'run-id': run.run_id,
          message: 'Now the docs.',
          'max-credits': '5',
          'progress-interval-seconds': '0',
        }),
        eventName: 'workflow_dispatch',
        payload: {},
        apiUrl: world.gh.url,
      });
      const id = run.run_id;
      expect(result.code).toBe(1);
      expect(cancels().map((r) => `${r.method} ${r.path}`)).toEqual([`POST /api/v1/agent/runs/${id}/cancel`]);
      const warnings = result.log.split('\n').filter((l) => l.startsWith('::warning::'));
      expect(warnings).toEqual([
        `::warning::run ${id}: the service's count of its usage went back from 60 to 2 credits, as when it counts a new execution anew: the 0 credits counted against the budget (max-credits: 5) until then are kept, and what it counts from now on is added`,
        `::warning::run ${id} used 9 credits since the follow-up (69 in all), over its budget of 5 (max-credits: 5): cancelling it`,
      ]);
      expect(result.stdout).toContain(
        `::error::run ${id}: stopped at 9 credits since the follow-up (69 in all), budget 5 (max-credits: 5); The run ${id} was cancelled.`,
      );
      // The report, the log and the output: the same spend and the same credits in all.
      expect(result.summary).toContain(
        "\n- **Cost**: 9 of 5 credits since the follow-up (69 in all; the service's count restarted, and what it counted before is kept)\n",
      );
      expect(result.summary).toContain(
        '**Budget:** stopped at 9 credits, budget 5 (`max-credits: 5`; counted from the follow-up, when the run had used 60 credits).',
      );
      expect(result.outputs.credits).toBe('69');
    },
  );
});

describe('max-credits with a run the service is still preparing', () => {
  withUsage(
    'the cancel meets 409 for as long as the post step would ask; the post step sees it through, even with cancel-on-abort false',
    async () => {
      // Over its budget at once, and PENDING for 25 s at the step's pace: every cancel of the main step (20 s)
      // meets 409, and the post step's (20 s more) sees it through.
      world.sim.script.run({
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'PENDING', afterMs: 100 },
          { state: 'INPROGRESS', afterMs: 250_000 },
          { state: 'SUCCEEDED', afterMs: 600_000 },
        ],
        usageSteps: [{ afterMs: 0, usage: credits(29, 1) }],
      });
      const extra = { 'max-credits': '25', 'cancel-on-abort': 'false', 'progress-interval-seconds': '0' };
      const main = await prStep(world, extra);
      const runId = main.outputs['run-id']!;
      expect(main.code).toBe(1);
      const mainCancels = cancels().map((r) => r.status);
      expect(mainCancels.length).toBeGreaterThan(1);
      expect(new Set(mainCancels)).toEqual(new Set([409]));
      expect(main.state).toMatchObject({ settled: 'false', must_cancel: 'true' });
      expect(main.stdout).toContain(
        `::error::run ${runId}: went over its budget at 30 credits, budget 25 (max-credits: 25); The run ${runId} was still being prepared and could not be cancelled in time; the post step of the job tries again.`,
      );
      expect(comments()[0]!.body).toContain(
        `The run went over its budget. The run \`${runId}\` was still being prepared and could not be cancelled in time; the post step of the job tries again.`,
      );
      expect(comments()[0]!.body).toContain(
        '\n\n**Budget:** went over at 30 credits, budget 25 (`max-credits: 25`).\n\n',
      );

      const post = await prStep(world, extra, { state: main.state });
      expect(post.code).toBe(0);
      const postCancels = cancels()
        .slice(mainCancels.length)
        .map((r) => r.status);
      expect(postCancels.at(-1)).toBe(200);
      expect(postCancels.filter((s) => s === 200)).toHaveLength(1);
      expect(world.sim.sim.state(world.sim.sim.runs.get(runId)!)).toBe('CANCELLED');
      expect(comments()[0]!.body).toMatch(/^### 🚫 Cloud agent run cancelled/);
      expect(comments()[0]!.body).toContain(
        `The run went over its budget and was not seen to stop before the workflow job ended. The run \`${runId}\` was cancelled.`,
      );
      expect(post.state.settled).toBe('true');
    },
    90_000,
  );
});

describe('max-credits of a follow-up from a comment', () => {
  /** The bundle on a new comment on issue #1 by Codertocat (who may write). */
  async function onComment(body: string, extra: Record<string, string> = {}) {
    const event = payload('issue_comment', 'created');
    const record = world.gh.state.addComment({ issue_number: 1, body, user: 'Codertocat' });
    event.comment.id = record.id;
    event.comment.body = body;
    event.comment.html_url = `https://github.com/acme/app/issues/1#issuecomment-${record.id}`;
    return runStep({
      inputs: inputs(world, extra),
      eventName: 'issue_comment',
      payload: event,
      apiUrl: world.gh.url,
    });
  }

  withUsage(
    'counts from the usage when the comment was sent to the run, and the marker keeps that baseline',
    async () => {
      // The thread's run ends at once having used 30 credits; what the follow-up uses climbs to 6, then to 11.5.
      world.sim.script.run({
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 500 },
        ],
        usageSteps: [
          { afterMs: 0, usage: credits(28, 2) },
          { afterMs: 100_000, usage: credits(33, 3) },
          { afterMs: 160_000, usage: credits(37.5, 4) },
        ],
      });
      const first = await onComment('@cloud-agent fix the typo', { 'max-credits': '40' });
      expect(first.code).toBe(0);
      const runId = first.outputs['run-id']!;
      world.sim.script.followup(runId, {
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 600_000 },
        ],
      });
      const second = await onComment('@cloud-agent now the docs', {
        'max-credits': '10',
        'progress-interval-seconds': '0',
      });
      expect(second.code).toBe(1);
      expect(second.outputs['run-id']).toBe(runId);
      expect(cancels().map((r) => r.path)).toEqual([`/api/v1/agent/runs/${runId}/cancel`]);
      const tracking = comments(1).filter((c) => decodeMarker(c.body, MARKER_KEY));
      expect(tracking).toHaveLength(1);
      const body = tracking[0]!.body;
      expect(body).toContain(
        '\n\n**Budget:** stopped at 11.5 credits, budget 10 (`max-credits: 10`; counted from the follow-up, when the run had used 30 credits).\n\n',
      );
      expect(decodeMarker(body, MARKER_KEY)).toMatchObject({
        run: runId,
        state: 'CANCELLED',
        phase: 'cancelled',
        budget: 10,
        baseline: 30,
      });
    },
  );
});
