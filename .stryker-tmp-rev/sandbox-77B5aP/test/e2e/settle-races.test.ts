/**
 * `command: settle` under races and outages, end to end (the bundle on a schedule event): GitHub failing comment
 * reads (deadlines its runs' metadata records still hold; the rest is named and the step fails), and a settle
 * with nothing to do after one that completed, which reads no thread whatever the number of runs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeMarker } from '../../src/render/marker.ts';
import { runStep, type ActionRun } from './harness.ts';
import { API_KEY, inputs, MARKER_KEY, seedThreads, startWorld, type World } from './setup.ts';

let world: World;
beforeEach(async () => {
  world = await startWorld({ timeScale: 1 });
  seedThreads(world);
});
afterEach(async () => {
  await world.close();
});

const SETTLE_REF = 'acme/app/.github/workflows/settle.yml@refs/heads/main';
const settle = (): Promise<ActionRun> =>
  runStep({
    inputs: inputs(world, { command: 'settle' }),
    eventName: 'schedule',
    payload: { schedule: '*/20 * * * *' },
    apiUrl: world.gh.url,
    env: { GITHUB_WORKFLOW_REF: SETTLE_REF },
  });
const results = (run: ActionRun) =>
  JSON.parse(run.outputs.results!) as { run_id: string; action: string; detail: string }[];

/** A run of this repository's action on thread `number`, created `agoMs` before now, in `state`. */
function runOn(number: number, state: 'SUCCEEDED' | 'INPROGRESS', metadata: Record<string, string> = {}) {
  const sim = world.sim.sim;
  return sim.createRun({
    teamUid: 'team_acme',
    creator: sim.keys.get(API_KEY)!,
    prompt: `Work on #${number}`,
    title: `Work on #${number}`,
    metadata: {
      gh_repo: 'acme/app',
      created_by: 'cloud-agent-action',
      gh_number: String(number),
      ...metadata,
    },
    script: {
      timeline:
        state === 'SUCCEEDED'
          ? [
              { state: 'QUEUED', afterMs: 0 },
              { state: 'SUCCEEDED', afterMs: 10 },
            ]
          : [
              { state: 'QUEUED', afterMs: 0 },
              { state: 'INPROGRESS', afterMs: 10 },
            ],
    },
  });
}

describe('settle while GitHub fails to read comments', () => {
  it('cancels a run past the deadline its metadata records; names what it could not do and fails', async () => {
    world.gh.state.addIssue({ number: 20, title: 'Past due' });
    world.gh.state.addIssue({ number: 21, title: 'A conversation' });
    const past = runOn(20, 'INPROGRESS', { gh_timeout_minutes: '0.01' });
    const conversation = runOn(21, 'INPROGRESS', {
      gh_conversation: 'c'.repeat(32),
      gh_timeout_minutes: '0.01',
    });
    await new Promise((r) => setTimeout(r, 1500));
    world.gh.faults.inject({ operationId: 'issues/list-comments', status: 502, times: 1000 });
    const result = await settle();
    expect(result.code).toBe(1);
    expect(world.sim.requests.filter((r) => r.operation === 'cancelRun').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${past.run_id}/cancel`,
    ]);
    expect(world.sim.sim.state(world.sim.sim.runs.get(conversation.run_id)!)).toBe('INPROGRESS');
    const byRun = Object.fromEntries(results(result).map((r) => [r.run_id, r]));
    expect(byRun[past.run_id]).toMatchObject({ action: 'cancelled' });
    expect(byRun[conversation.run_id]).toMatchObject({ action: 'not-settled' });
    expect(result.stdout).toContain(
      `::warning::1 run is still going with a deadline that could not be read (it is in a comment GitHub did not answer with): ${conversation.run_id}`,
    );
    expect(result.stdout).toMatch(/::error::2 runs were left for the next settle: /);
  });
});

describe('a settle with nothing to do', () => {
  it('after a settle that completed, 200 settled runs on 50 threads cost the same few GitHub requests as none', async () => {
    // The runs stopped 15 minutes before that settle: more than the margin for clock skew (SKEW_MARGIN_MS).
    await world.close();
    world = await startWorld({ timeScale: 1, start: new Date(Date.now() - 15 * 60_000) });
    seedThreads(world);
    const runs = [];
    for (let n = 0; n < 50; n++) {
      world.gh.state.addIssue({ number: 100 + n, title: `Thread ${n}` });
      for (let i = 0; i < 4; i++) runs.push(runOn(100 + n, 'SUCCEEDED'));
    }
    await new Promise((r) => setTimeout(r, 200));
    // Each run's comment already shows its outcome, as the step (or a settle) left it.
    for (const run of runs) {
      const now = world.sim.sim.current(run, world.sim.clock.now());
      const item = (await (
        await fetch(`${world.sim.url}/agent/runs/${run.run_id}`, {
          headers: { authorization: `Bearer ${API_KEY}` },
        })
      ).json()) as { updated_at: string };
      world.gh.state.addComment({
        issue_number: Number(run.metadata.gh_number),
        user: 'github-actions[bot]',
        body: `### ✅ Done\n\n${encodeMarker({ v: 2, key: `key-${run.run_id}`, run: run.run_id, state: now.state, phase: 'final', seen: item.updated_at }, MARKER_KEY)}`,
      });
    }
    const first = await settle();
    expect(first.code).toBe(0);
    expect(
      results(first)
        .map((r) => r.action)
        .every((a) => a === 'already-settled'),
    ).toBe(true);
    const readsWithoutRecord = world.gh.requests.length;
    expect(readsWithoutRecord).toBeGreaterThan(50);

    // That settle completed: the next one starts from it.
    world.gh.state.addWorkflowRun({ workflow: 'settle.yml', run_started_at: new Date().toISOString() });
    await new Promise((r) => setTimeout(r, 50));
    world.gh.requests.length = 0;
    const second = await settle();
    expect(second.code).toBe(0);
    expect(results(second)).toHaveLength(200);
    expect(results(second).every((r) => r.action === 'already-settled')).toBe(true);
    expect(world.gh.requests.map((r) => r.operationId)).toEqual(['actions/list-workflow-runs']);
  });
});
