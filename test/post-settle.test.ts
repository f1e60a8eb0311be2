/**
 * The post step's backstop in process (src/post-settle.ts `settleLeft`), on the simulator and the fake GitHub: the
 * run the main step left is cancelled (or left going, as `cancel-on-abort: false` says, unless it went over its
 * budget), its tracking comment settled with a note saying why, `settled` saved only once the run was seen to stop;
 * the run of a create cut short found by its metadata; every failure one warning. The same behaviours end to end, with
 * the bundle's post step: test/e2e/lifecycle.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CloudAgentClient } from '../src/client/index.ts';
import { resultSchemaOf, schemaMark, SHIPPED_SCHEMAS } from '../src/flow/output-schema.ts';
import { withAppendix } from '../src/flow/result.ts';
import { StepState } from '../src/flow/state.ts';
import { settleLeft } from '../src/post-settle.ts';
import { decodeMarker, encodeMarker, type MarkerState } from '../src/render/marker.ts';
import { VERSION } from '../src/version.ts';
import { API_KEY, LONG_RUN, MARKER_KEY, seedThreads, until } from './e2e/setup.ts';
import { startFakeGitHub, type FakeGitHub } from './github/fake-github.ts';
import { memoryHost, type MemoryHost } from './helpers/step.ts';
import { runItem } from './simulator/routes/runs.ts';
import { SEED } from './simulator/seed.ts';
import { startSimulator, type SimulatorHandle } from './simulator/server.ts';
import type { RunScript, SimRun } from './simulator/state.ts';

let sim: SimulatorHandle;
let gh: FakeGitHub;

beforeEach(async () => {
  // Warnings of the action's own log go to stdout: keep the test output clean.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  sim = await startSimulator({ apiKey: API_KEY });
  gh = await startFakeGitHub();
  seedThreads({ gh });
  // The runner's variables the post step reads to reach GitHub (acme/app on the fake GitHub).
  vi.stubEnv('GITHUB_REPOSITORY', 'acme/app');
  vi.stubEnv('GITHUB_API_URL', gh.url);
  vi.stubEnv('GITHUB_GRAPHQL_URL', gh.graphqlUrl);
  vi.stubEnv('GITHUB_SERVER_URL', 'https://github.com');
});

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await sim.close();
  await gh.close();
});

/** The origin key of the trigger the main step worked for. */
const KEY = '5f0c8e2a9b1d4c7e8f3a6b2d1c0e9f4a';
const WORKFLOW_RUN = 'https://github.com/acme/app/actions/runs/9001';
const DEADLINE = '2030-01-01T00:00:00.000Z';

/** A run of the key's team working for ten minutes, made on the simulator (not through the API), already at work. */
function workingRun(metadata: Record<string, string> = {}): SimRun {
  const run = sim.sim.createRun({
    teamUid: SEED.team,
    creator: sim.sim.keys.get(API_KEY)!,
    prompt: 'Long',
    title: 'Long',
    metadata,
    script: LONG_RUN,
  });
  sim.clock.advance(1000);
  return run;
}

/** The tracking comment the main step wrote on pull request #2 while the run worked: its id. */
function mainComment(runId: string, marker: Partial<MarkerState> = {}): number {
  const state: MarkerState = {
    v: 2,
    key: KEY,
    run: runId,
    state: 'INPROGRESS',
    phase: 'running',
    deadline: DEADLINE,
    cancel: true,
    origin: { kind: 'pull_request', number: 2, workflowRun: WORKFLOW_RUN },
    ...marker,
  };
  const body = `### ⏳ Cloud agent run working: Long\n\n${encodeMarker(state, MARKER_KEY)}`;
  return gh.state.addComment({ issue_number: 2, user: 'github-actions[bot]', body }).id;
}

/** The action's inputs for the post step: the key, the simulator, the workflow's token (`extra` on top). */
const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  'api-key': API_KEY,
  'base-url': sim.url,
  'github-token': 'ghs_action_token',
  ...extra,
});

/** What the main step saved for a run it left, with its comment on pull request #2 (`extra` on top). */
const leftState = (runId: string, commentId?: number, extra: Record<string, string> = {}) => ({
  run_id: runId,
  ...(commentId === undefined ? {} : { comment_id: String(commentId) }),
  thread_number: '2',
  trigger_key: KEY,
  ...extra,
});

/** Runs the post step's backstop on a host with these inputs and this saved state (changed in place). */
async function settle(given: Record<string, string>, saved: Record<string, string>): Promise<MemoryHost> {
  const host = memoryHost(given, saved);
  await settleLeft(host, new StepState(host.state));
  return host;
}

const serviceCalls = () => sim.requests.map((r) => [r.operation, r.status]);
const githubCalls = () => gh.requests.map((r) => [r.operationId, r.status]);
const comments = () => gh.state.commentsOf(2);
/** The comment's headline, origin line and note: its first three paragraphs. */
const opening = (body: string) => body.split('\n\n').slice(0, 3);

/** The service refuses the cancel (403), and fails the next `reads` reads of the run (500) without making them wait. */
function refuseCancelAndReads(reads: number): void {
  sim.faults.inject({
    operation: 'cancelRun',
    fault: { status: 403, body: { error_code: 'not_authorized' } },
  });
  sim.faults.inject({
    operation: 'getRun',
    times: reads,
    // The least wait a retry takes (the service's hint under it), not the backoff's.
    fault: { status: 500, headers: { 'retry-after-ms': '0' }, body: { error_code: 'internal' } },
  });
}
const stateOf = (runId: string) => sim.sim.state(sim.sim.runs.get(runId)!);

describe('settleLeft: a run left by the main step', () => {
  it('cancels it, settles the comment found by its saved id with the job-stopped note, saves settled', async () => {
    const close = vi.spyOn(CloudAgentClient.prototype, 'close');
    const run = workingRun();
    const commentId = mainComment(run.run_id);
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs(), saved);

    expect(serviceCalls()).toEqual([
      ['cancelRun', 200],
      ['getRun', 200],
    ]);
    expect(sim.requests[0]!.headers['user-agent']).toMatch(
      new RegExp(`^cloud-agent-action/${VERSION.replaceAll('.', '\\.')} post cloud-agent-client/`),
    );
    expect(stateOf(run.run_id)).toBe('CANCELLED');
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
    expect(saved).toEqual({ ...leftState(run.run_id, commentId), settled: 'true' });
    expect(githubCalls()).toEqual([
      ['graphql', 200],
      ['issues/get-comment', 200],
      ['issues/update-comment', 200],
    ]);
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.id).toBe(commentId);
    expect(opening(comments()[0]!.body)).toEqual([
      '### 🚫 Cloud agent run cancelled: Long',
      `Started from pull request #2 by [workflow run](${WORKFLOW_RUN}).`,
      `The workflow job stopped before the run ended. The run \`${run.run_id}\` was cancelled.`,
    ]);
    // What the main step's marker carried (the deadline, the cancel choice, the origin) is kept for a later settle.
    expect(decodeMarker(comments()[0]!.body, MARKER_KEY)).toEqual({
      v: 2,
      key: KEY,
      run: run.run_id,
      conversation: run.conversationId,
      state: 'CANCELLED',
      phase: 'cancelled',
      deadline: DEADLINE,
      cancel: true,
      // The run's credits as the report shows them.
      credits: 0.37,
      seen: expect.any(String),
      origin: { kind: 'pull_request', number: 2, workflowRun: WORKFLOW_RUN },
    });
    expect(host.failed).toBeUndefined();
    expect(close).toHaveBeenCalledTimes(1);
  });

  // Found by the joins model (seed 6491, JOINS_HARSH=1): a re-run's post step stopped the work its first attempt had
  // let go (wait: false); its report showed the cancel, so no settle looked at it, and the comment that asked for the
  // work never got its closing reaction.
  it('the comment that asked for the work it cancels gets 😕, as from a cancel on the thread; refused, owed', async () => {
    for (const refused of [false, true]) {
      const run = workingRun();
      const asking = gh.state.addComment({
        issue_number: 2,
        user: 'maintainer',
        body: '@cloud-agent approve',
      });
      const commentId = mainComment(run.run_id, { comment: String(asking.id), commentKind: 'issue' });
      if (refused) gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', status: 403 });
      const host = await settle(inputs(), leftState(run.run_id, commentId));
      expect(stateOf(run.run_id)).toBe('CANCELLED');
      const marker = decodeMarker(gh.state.commentsOf(2).find((c) => c.id === commentId)!.body, MARKER_KEY)!;
      expect(marker).toMatchObject({ phase: 'cancelled', state: 'CANCELLED', comment: String(asking.id) });
      const given = gh.state.reactions.filter(
        (r) => r.subject.kind === 'issue_comment' && r.subject.id === asking.id,
      );
      expect(given.map((r) => r.content)).toEqual(refused ? [] : ['confused']);
      expect(marker.owes).toBe(refused ? 'confused' : undefined);
      expect(host.lines.filter((l) => l.startsWith('warning: '))).toEqual(
        refused
          ? [
              expect.stringMatching(
                new RegExp(
                  `^warning: could not react on the comment that asked for run ${run.run_id}: .*; the next settle tries again$`,
                ),
              ),
            ]
          : [],
      );
      gh.faults.clear();
    }
  });

  it('finds the comment by its marker when no comment id was saved, past the comment of another trigger', async () => {
    const other = workingRun();
    const otherId = mainComment(other.run_id, { key: 'f'.repeat(32) });
    const otherBody = comments()[0]!.body;
    const run = workingRun();
    const commentId = mainComment(run.run_id);
    const saved = leftState(run.run_id);
    const host = await settle(inputs(), saved);

    expect(serviceCalls()).toEqual([
      ['cancelRun', 200],
      ['getRun', 200],
    ]);
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
    // Writing the comment records its id, as the main step's writes do.
    expect(saved).toEqual({ ...leftState(run.run_id, commentId), settled: 'true' });
    expect(githubCalls()).toEqual([
      ['graphql', 200],
      ['issues/list-comments', 200],
      ['issues/update-comment', 200],
    ]);
    expect(comments().map((c) => c.id)).toEqual([otherId, commentId]);
    expect(comments()[0]!.body).toBe(otherBody);
    expect(opening(comments()[1]!.body)).toEqual([
      '### 🚫 Cloud agent run cancelled: Long',
      `Started from pull request #2 by [workflow run](${WORKFLOW_RUN}).`,
      `The workflow job stopped before the run ended. The run \`${run.run_id}\` was cancelled.`,
    ]);
    expect(decodeMarker(comments()[1]!.body, MARKER_KEY)).toMatchObject({
      key: KEY,
      deadline: DEADLINE,
      cancel: true,
      state: 'CANCELLED',
      phase: 'cancelled',
    });
  });

  // Found by the joins model (a followup command cut short): its post step wrote the thread's comment with the empty
  // key it had saved, and the thread's next comment, which looks for its conversation's key, posted a second.
  it("a comment the main step did not make (the followup command's, no key saved): its own key kept", async () => {
    const run = workingRun();
    const commentId = mainComment(run.run_id);
    const { trigger_key: _none, ...saved } = leftState(run.run_id, commentId);
    await settle(inputs(), saved);

    expect(decodeMarker(comments()[0]!.body, MARKER_KEY)).toMatchObject({
      key: KEY,
      run: run.run_id,
      phase: 'cancelled',
    });
  });

  /** How a marker records the result asked for with `output-schema: verdict`. */
  const VERDICT_MARK = schemaMark(
    resultSchemaOf(SHIPPED_SCHEMAS.verdict, 'output-schema', { kind: 'shipped', name: 'verdict' }, 1),
  );

  // Found by the joins model (JOINS_HARSH=1, seed 126001): a job cancelled with its repair follow-up on its way had not
  // written its record of the repair on the comment; its post step left the run going (its cancel refused) with the
  // comment's old record, and a later settle asked a second repair of the same work.
  it('a repair the main step saved as it stopped: the comment records it sent, so no settle asks another', async () => {
    const run = workingRun();
    const result = { ...VERDICT_MARK, left: 1, before: [] };
    const commentId = mainComment(run.run_id, { cancel: false, result });
    const repair = { ...VERDICT_MARK, left: 0, before: ['a1'], sent: 1, asked: '2026-03-02T09:00:00.000Z' };
    const saved = leftState(run.run_id, commentId, { result_repair: JSON.stringify(repair) });
    await settle(inputs({ 'cancel-on-abort': 'false' }), saved);

    expect(decodeMarker(comments()[0]!.body, MARKER_KEY)).toMatchObject({
      phase: 'detached',
      result: repair,
    });
  });

  it('a saved repair that does not read, or of another run: the comment keeps its own record', async () => {
    const run = workingRun();
    const result = { ...VERDICT_MARK, left: 1, before: [] };
    for (const saved of ['{not json', 'null']) {
      const commentId = mainComment(run.run_id, { cancel: false, result });
      await settle(
        inputs({ 'cancel-on-abort': 'false' }),
        leftState(run.run_id, commentId, { result_repair: saved }),
      );
      expect(decodeMarker(comments().at(-1)!.body, MARKER_KEY)?.result).toEqual(result);
    }
    const other = workingRun();
    const commentId = mainComment(other.run_id, { cancel: false, result });
    const repair = JSON.stringify({ ...VERDICT_MARK, left: 0, before: [], sent: 1 });
    await settle(
      inputs({ 'cancel-on-abort': 'false' }),
      leftState(run.run_id, commentId, { result_repair: repair }),
    );
    expect(decodeMarker(comments().find((c) => c.id === commentId)!.body, MARKER_KEY)?.result).toEqual(
      result,
    );
  });

  it('cancel-on-abort false: nothing is cancelled, the comment says the run was left going (detached)', async () => {
    const run = workingRun();
    const commentId = mainComment(run.run_id, { cancel: false });
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs({ 'cancel-on-abort': 'false' }), saved);

    expect(serviceCalls()).toEqual([['getRun', 200]]);
    expect(stateOf(run.run_id)).toBe('INPROGRESS');
    expect(host.lines).toEqual([`run ${run.run_id} left running (cancel-on-abort: false)`]);
    expect(saved).toEqual({ ...leftState(run.run_id, commentId), settled: 'true' });
    const body = comments()[0]!.body;
    const session = `https://app.warp.dev/session/${run.sessionId}`;
    expect(body.split('\n\n').slice(0, 5)).toEqual([
      '### 🔄 Cloud agent run working (no longer watched): Long',
      `**Follow live**: [the agent's session](${session})`,
      `Started from pull request #2 by [workflow run](${WORKFLOW_RUN}).`,
      'The workflow job stopped before the run ended; the run was left going (`cancel-on-abort: false`).',
      '**The run is still working.** Its report will be finished by the settle job (`command: settle`, see ' +
        '[detach and settle](https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle)). ' +
        `Meanwhile, follow it in [the session](${session}).`,
    ]);
    expect(decodeMarker(body, MARKER_KEY)).toMatchObject({
      key: KEY,
      cancel: false,
      state: 'INPROGRESS',
      phase: 'detached',
    });
  });

  it('a run over its budget is cancelled whatever cancel-on-abort says, with the over-budget note', async () => {
    const run = workingRun();
    const commentId = mainComment(run.run_id);
    const saved = leftState(run.run_id, commentId, { must_cancel: 'true' });
    const host = await settle(inputs({ 'cancel-on-abort': 'false' }), saved);

    expect(serviceCalls()).toEqual([
      ['cancelRun', 200],
      ['getRun', 200],
    ]);
    expect(stateOf(run.run_id)).toBe('CANCELLED');
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
    expect(saved).toEqual({ ...leftState(run.run_id, commentId, { must_cancel: 'true' }), settled: 'true' });
    const body = comments()[0]!.body;
    expect(opening(body)).toEqual([
      '### 🚫 Cloud agent run cancelled: Long',
      `Started from pull request #2 by [workflow run](${WORKFLOW_RUN}).`,
      'The run went over its budget and was not seen to stop before the workflow job ended. ' +
        `The run \`${run.run_id}\` was cancelled.`,
    ]);
    expect(decodeMarker(body, MARKER_KEY)).toMatchObject({ state: 'CANCELLED', phase: 'cancelled' });
  });

  it('a cancel refused: the run not seen to stop, a warning without backticks, settled not saved', async () => {
    const run = workingRun();
    // The comment that asked for the work gets no reaction: the run goes on, and a settle gives it one at its end.
    const asking = gh.state.addComment({ issue_number: 2, user: 'maintainer', body: '@cloud-agent fix it' });
    const commentId = mainComment(run.run_id, { comment: String(asking.id), commentKind: 'issue' });
    sim.faults.inject({
      operation: 'cancelRun',
      fault: { status: 403, body: { error_code: 'not_authorized', detail: 'not yours' } },
    });
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs(), saved);

    expect(serviceCalls()).toEqual([
      ['cancelRun', 403],
      ['getRun', 200],
    ]);
    expect(stateOf(run.run_id)).toBe('INPROGRESS');
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      expect.stringMatching(new RegExp(`^could not cancel run ${run.run_id}: `)),
      `warning: post step: run ${run.run_id} was not seen to stop. The workflow job stopped before the run ended. ` +
        `Cancelling the run ${run.run_id} failed; stop it from the session.`,
    ]);
    expect(saved).toEqual(leftState(run.run_id, commentId));
    const body = comments().find((c) => c.id === commentId)!.body;
    expect(opening(body)[2]).toBe(
      'The workflow job stopped before the run ended. ' +
        `Cancelling the run \`${run.run_id}\` failed; stop it from the session.`,
    );
    expect(gh.state.reactions).toEqual([]);
  });

  it('a cancel refused and the run unread: the warning says to stop it from the session, the comment is left', async () => {
    const run = workingRun();
    const commentId = mainComment(run.run_id);
    const body = comments()[0]!.body;
    refuseCancelAndReads(6);
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs(), saved);

    // The cancel's read back (one retry), then the read for the comment (the client's three retries): none answers.
    expect(serviceCalls()).toEqual([['cancelRun', 403], ...Array.from({ length: 6 }, () => ['getRun', 500])]);
    expect(stateOf(run.run_id)).toBe('INPROGRESS');
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      expect.stringMatching(new RegExp(`^could not cancel run ${run.run_id}: cancelRun failed \\(HTTP 403 `)),
      expect.stringMatching(
        new RegExp(`^could not read run ${run.run_id} after cancelling it: getRun failed `),
      ),
      expect.stringMatching(
        new RegExp(
          `^warning: post step: could not read run ${run.run_id}: getRun failed \\(HTTP 500 internal\\)`,
        ),
      ),
    ]);
    expect(host.lines[3]).toMatch(
      new RegExp(
        `\\. The workflow job stopped before the run ended\\. Cancelling the run ${run.run_id} failed; stop it from the session\\.$`,
      ),
    );
    expect(saved).toEqual(leftState(run.run_id, commentId));
    expect(gh.requests).toEqual([]);
    expect(comments()[0]!.body).toBe(body);
  });

  it('a run the service cannot cancel: settled, and the comment says to stop it from the session', async () => {
    const run = sim.sim.createRun({
      teamUid: SEED.team,
      creator: sim.sim.keys.get(API_KEY)!,
      prompt: 'Stuck',
      title: 'Stuck',
      script: { ...LONG_RUN, notCancellable: true },
    });
    sim.clock.advance(1000);
    const commentId = mainComment(run.run_id);
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs(), saved);

    expect(serviceCalls()).toEqual([
      ['cancelRun', 422],
      ['getRun', 200],
    ]);
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      expect.stringMatching(new RegExp(`^run ${run.run_id} cannot be cancelled through the API \\(`)),
    ]);
    expect(saved).toEqual({ ...leftState(run.run_id, commentId), settled: 'true' });
    expect(opening(comments()[0]!.body)[2]).toBe(
      'The workflow job stopped before the run ended. ' +
        `The service cannot cancel this kind of run (\`${run.run_id}\`); stop it from the session.`,
    );
  });

  it.each([
    ['no thread number was saved', {}, { thread_number: '' }],
    ['there is no github-token', { 'github-token': '' }, {}],
    ['the comment input is false', { comment: 'false' }, {}],
  ])('asks GitHub nothing when %s, and settles the run', async (_, extraInputs, extraState) => {
    const run = workingRun();
    const commentId = mainComment(run.run_id);
    const body = comments()[0]!.body;
    const saved = leftState(run.run_id, commentId, extraState);
    const host = await settle(inputs(extraInputs), saved);

    expect(serviceCalls()).toEqual([
      ['cancelRun', 200],
      ['getRun', 200],
    ]);
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
    expect(saved).toEqual({ ...leftState(run.run_id, commentId, extraState), settled: 'true' });
    expect(gh.requests).toEqual([]);
    expect(comments()[0]!.body).toBe(body);
  });

  it("shows the factory task of a run dispatched to a factory, as the marker's factory names it", async () => {
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
    sim.script.run(LONG_RUN);
    const dispatched = await client.factories.dispatch(SEED.factories.web, {
      prompt: 'Fix it',
      title: 'Fix it',
    });
    // The factory's task exists a second after the dispatch.
    sim.clock.advance(1500);
    const task = await client.factories.taskByRun(SEED.factories.web, dispatched.run_id);
    await client.close();
    const commentId = mainComment(dispatched.run_id, { factory: SEED.factories.web });
    const saved = leftState(dispatched.run_id, commentId);
    const mark = sim.requests.length;
    const host = await settle(inputs(), saved);

    expect(sim.requests.slice(mark).map((r) => [r.operation, r.status])).toEqual([
      ['cancelRun', 200],
      ['getRun', 200],
      ['getFactoryTaskByRun', 200],
    ]);
    expect(host.lines).toEqual([
      `the main step did not finish with run ${dispatched.run_id}: cancelling it`,
      `cancelled run ${dispatched.run_id}`,
    ]);
    const body = comments()[0]!.body;
    expect(body).toContain(`\n- **Factory**: \`fac_web\` · task \`${task.uid}\` · stage **CANCELLED**\n`);
    expect(decodeMarker(body, MARKER_KEY)).toMatchObject({ factory: SEED.factories.web, phase: 'cancelled' });
  });
});

// Found by the joins model (JOINS_HARSH=1, seed 232001, JOINS_RUNS=1000): a job cut short after its follow-up to an
// ended run was answered, before its first report, left the comment's marker holding the work that follow-up started
// to what the request before it asked (a result): the post step's cancel was refused, and a settle then sent that
// work a repair it never asked for.
describe("settleLeft: what the main step's last request asked", () => {
  const OLD = '2026-03-02T09:00:07.000Z';
  const VERDICT = resultSchemaOf(
    SHIPPED_SCHEMAS.verdict,
    'output-schema',
    { kind: 'shipped', name: 'verdict' },
    1,
  );
  const NEW_DEADLINE = '2031-01-01T00:00:00.000Z';
  /** The record of a request that asks for no result, sent to `run` when its `updated_at` was `since`. */
  const asked = (run: SimRun, since = OLD) =>
    JSON.stringify({
      run: run.run_id,
      since,
      marker: {
        deadline: NEW_DEADLINE,
        cancel: true,
        budget: null,
        baseline: null,
        kept: null,
        result: null,
      },
    });
  /** The comment as the last report before the request left it: the earlier work's end, held to a result. */
  const shownBefore = (run: SimRun, seen = OLD) =>
    mainComment(run.run_id, {
      state: 'SUCCEEDED',
      phase: 'final',
      seen,
      result: { ...schemaMark(VERDICT), left: 1, before: [] },
    });

  it('a run that moved since, its comment still showing it as before: the request recorded, then the run settled', async () => {
    const run = workingRun();
    const commentId = shownBefore(run);
    const saved = leftState(run.run_id, commentId, { request_asked: asked(run) });
    const host = await settle(inputs(), saved);

    expect(githubCalls()).toEqual([
      // The record: who the action is, the comment, and the marker rewritten.
      ['graphql', 200],
      ['issues/get-comment', 200],
      ['issues/update-comment', 200],
      // The settle of the comment, as before.
      ['graphql', 200],
      ['issues/get-comment', 200],
      ['issues/update-comment', 200],
    ]);
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
      `recorded on the tracking comment what the main step's request asked of run ${run.run_id}`,
    ]);
    const recorded = decodeMarker((gh.requests[2]!.body as { body: string }).body, MARKER_KEY);
    expect(recorded).toEqual({
      v: 2,
      key: KEY,
      run: run.run_id,
      state: 'SUCCEEDED',
      phase: 'final',
      seen: OLD,
      deadline: NEW_DEADLINE,
      cancel: true,
      origin: { kind: 'pull_request', number: 2, workflowRun: WORKFLOW_RUN },
    });
    // The settled comment carries what the request asked: no result, which no later settle asks a repair of.
    expect(decodeMarker(comments()[0]!.body, MARKER_KEY)).toEqual({
      ...recorded,
      conversation: run.conversationId,
      state: 'CANCELLED',
      phase: 'cancelled',
      credits: 0.37,
      seen: expect.any(String),
    });
    expect(saved).toMatchObject({ settled: 'true' });
  });

  it('a comment that shows the run since the request (its step reported it): left as it is', async () => {
    const run = workingRun();
    const commentId = shownBefore(run, '2026-03-02T09:00:08.000Z');
    const saved = leftState(run.run_id, commentId, { request_asked: asked(run) });
    const host = await settle(inputs(), saved);

    expect(githubCalls()).toEqual([
      ['graphql', 200],
      ['issues/get-comment', 200],
      ['graphql', 200],
      ['issues/get-comment', 200],
      ['issues/update-comment', 200],
    ]);
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
    expect(decodeMarker(comments()[0]!.body, MARKER_KEY)).toMatchObject({
      deadline: DEADLINE,
      result: { ...schemaMark(VERDICT), left: 1, before: [] },
    });
  });

  it('a record of another run: nothing asked of GitHub for it', async () => {
    const run = workingRun();
    const other = workingRun();
    const commentId = shownBefore(run);
    const host = await settle(inputs(), leftState(run.run_id, commentId, { request_asked: asked(other) }));

    expect(githubCalls()).toEqual([
      ['graphql', 200],
      ['issues/get-comment', 200],
      ['issues/update-comment', 200],
    ]);
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
  });

  it('no token for the thread: nothing asked of GitHub, and nothing to warn of', async () => {
    const run = workingRun();
    const commentId = shownBefore(run);
    const saved = leftState(run.run_id, commentId, { request_asked: asked(run) });
    const host = await settle(inputs({ 'github-token': '' }), saved);

    expect(gh.requests).toEqual([]);
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
  });

  it('GitHub refusing the record: a warning, and the comment settled all the same', async () => {
    const run = workingRun();
    const commentId = shownBefore(run);
    gh.faults.inject({ operationId: 'issues/update-comment', status: 422, times: 1 });
    const saved = leftState(run.run_id, commentId, { request_asked: asked(run) });
    const host = await settle(inputs(), saved);

    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
      expect.stringMatching(
        new RegExp(
          `^warning: post step: could not record what the main step's request asked of run ${run.run_id}: .+$`,
        ),
      ),
    ]);
    // Settled with what the main step's marker said: the record is lost, and the warning says what may follow.
    expect(decodeMarker(comments()[0]!.body, MARKER_KEY)).toMatchObject({
      phase: 'cancelled',
      deadline: DEADLINE,
    });
    expect(saved).toMatchObject({ settled: 'true' });
  });
});

describe('settleLeft: a create the main step did not see answered', () => {
  /** The metadata the cut-short create carried, which the main step saved to find its run by. */
  const OWN = { gh_trigger: KEY, gh_run_attempt: '1' };
  const since = () => new Date(Date.now() - 60_000).toISOString();
  /** What a main step cut short while creating saved: no run id, no comment. */
  const creating = (creatingSince: string): Record<string, string> => ({
    creating_since: creatingSince,
    lookup: JSON.stringify(OWN),
    trigger_key: KEY,
  });

  it.each([
    ['no lookup was saved', {}],
    ['the lookup is empty', { lookup: '{}' }],
  ])('nothing to look for (%s): settled, no run made, no request', async (_, extra) => {
    const saved: Record<string, string> = { creating_since: since(), ...extra };
    const before = { ...saved };
    const host = await settle(inputs(), saved);
    expect(host.lines).toEqual([
      'no run was made by the create the main step did not finish (looked for 10 s)',
    ]);
    expect(saved).toEqual({ ...before, settled: 'true' });
    expect(sim.requests).toEqual([]);
    expect(gh.requests).toEqual([]);
  });

  it('a create that landed: its run found by its metadata, made since the create began, and cancelled', async () => {
    const creatingSince = since();
    const run = workingRun(OWN);
    const saved = creating(creatingSince);
    const host = await settle(inputs(), saved);

    expect(serviceCalls()).toEqual([
      ['listRuns', 200],
      ['cancelRun', 200],
      ['getRun', 200],
    ]);
    expect(sim.requests[0]!.query).toContain('metadata%5Bgh_trigger%5D=' + KEY);
    expect(sim.requests[0]!.query).toContain('metadata%5Bgh_run_attempt%5D=1');
    expect(sim.requests[0]!.query).toContain(`created_after=${encodeURIComponent(creatingSince)}`);
    expect(stateOf(run.run_id)).toBe('CANCELLED');
    expect(host.lines).toEqual([
      `found run ${run.run_id} (INPROGRESS), made by the create the main step did not finish`,
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
    expect(saved).toEqual({ ...creating(creatingSince), settled: 'true' });
    expect(gh.requests).toEqual([]);
  });

  it('a create that lands while the post step looks: found on its next look, a second later', async () => {
    const creatingSince = since();
    const saved = creating(creatingSince);
    const settling = settle(inputs(), saved);
    await until(() => sim.count('listRuns') > 0);
    const run = workingRun(OWN);
    const host = await settling;

    expect(serviceCalls()).toEqual([
      ['listRuns', 200],
      ['listRuns', 200],
      ['cancelRun', 200],
      ['getRun', 200],
    ]);
    // The looks are a second apart (LOOK_FOR_MADE.everyMs).
    expect(sim.requests[1]!.receivedAt - sim.requests[0]!.receivedAt).toBeGreaterThanOrEqual(990);
    expect(host.lines).toEqual([
      `found run ${run.run_id} (INPROGRESS), made by the create the main step did not finish`,
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
    expect(saved).toEqual({ ...creating(creatingSince), settled: 'true' });
  });

  it('a create that never lands: no look once less than a whole interval is left of the ten seconds', async () => {
    const creatingSince = since();
    const saved = creating(creatingSince);
    // The ten seconds without waiting them: the clock moves on 9.5 s while the first look is answered, which leaves
    // less than the second between looks (LOOK_FOR_MADE.everyMs) before the end: no second look.
    const realNow = Date.now;
    let ahead = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ahead);
    sim.faults.inject({
      operation: 'listRuns',
      fault: {
        edit: (body) => {
          ahead = 9500;
          return body;
        },
      },
    });
    const host = await settle(inputs(), saved);

    expect(serviceCalls()).toEqual([['listRuns', 200]]);
    expect(host.lines).toEqual([
      'no run was made by the create the main step did not finish (looked for 10 s)',
    ]);
    expect(saved).toEqual({ ...creating(creatingSince), settled: 'true' });
  });

  it('a create whose looks all failed: a warning that a run it made may be left going, nothing cancelled', async () => {
    const creatingSince = since();
    const saved = creating(creatingSince);
    // As above, the ten seconds without waiting them: the clock moves on 9.5 s once the first look was asked.
    const realNow = Date.now;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + (sim.requests.length ? 9500 : 0));
    sim.faults.inject({
      operation: 'listRuns',
      fault: { status: 403, body: { error_code: 'not_authorized', detail: 'not now' } },
    });
    const host = await settle(inputs(), saved);

    expect(serviceCalls()).toEqual([['listRuns', 403]]);
    expect(host.lines).toHaveLength(2);
    const failure = host.lines[0]!.replace('looking for the run of the cut-short create failed: ', '');
    expect(host.lines).toEqual([
      `looking for the run of the cut-short create failed: ${failure}`,
      `warning: post step: could not tell whether the create the main step did not finish made a run (the last look failed: ${failure}); a run it made is left going: stop it from the session`,
    ]);
    expect(failure).toMatch(/^listRuns failed \(HTTP 403/);
    expect(saved).toEqual({ ...creating(creatingSince), settled: 'true' });
  });

  it('a look that fails is logged, and the next one finds the run', async () => {
    const run = workingRun(OWN);
    sim.faults.inject({
      operation: 'listRuns',
      fault: { status: 403, body: { error_code: 'not_authorized', detail: 'not now' } },
    });
    const creatingSince = since();
    const saved = creating(creatingSince);
    const host = await settle(inputs(), saved);

    expect(serviceCalls()).toEqual([
      ['listRuns', 403],
      ['listRuns', 200],
      ['cancelRun', 200],
      ['getRun', 200],
    ]);
    expect(host.lines).toEqual([
      expect.stringMatching(
        /^looking for the run of the cut-short create failed: listRuns failed \(HTTP 403/,
      ),
      `found run ${run.run_id} (INPROGRESS), made by the create the main step did not finish`,
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
    expect(saved).toEqual({ ...creating(creatingSince), settled: 'true' });
  });

  it('a service that does not filter by metadata: a warning, and the run found among the newest', async () => {
    const creatingSince = since();
    const run = workingRun(OWN);
    // The first answer carries the run without its metadata: as if the service had answered every run.
    sim.faults.inject({
      operation: 'listRuns',
      fault: {
        edit: (body) => {
          const page = body as { runs: Record<string, unknown>[] };
          return { ...page, runs: page.runs.map((r) => ({ ...r, metadata: {} })) };
        },
      },
    });
    const saved = creating(creatingSince);
    const host = await settle(inputs(), saved);

    expect(serviceCalls()).toEqual([
      ['listRuns', 200],
      ['listRuns', 200],
      ['cancelRun', 200],
      ['getRun', 200],
    ]);
    expect(sim.requests[1]!.query).not.toContain('metadata');
    expect(sim.requests[1]!.query).toContain(`created_after=${encodeURIComponent(creatingSince)}`);
    expect(host.lines).toEqual([
      'warning: the service answered runs that do not carry the metadata asked for (it does not filter by ' +
        'metadata): scanning the newest runs for this one instead',
      `found run ${run.run_id} (INPROGRESS), made by the create the main step did not finish`,
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
    expect(saved).toEqual({ ...creating(creatingSince), settled: 'true' });
  });
});

describe('settleLeft: failures', () => {
  it('a key the service refuses: one warning, no throw, settled not saved, the client closed', async () => {
    const close = vi.spyOn(CloudAgentClient.prototype, 'close');
    const run = workingRun();
    const commentId = mainComment(run.run_id);
    const body = comments()[0]!.body;
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs({ 'api-key': 'sk-not-a-key-0000', 'cancel-on-abort': 'false' }), saved);

    expect(serviceCalls()).toEqual([['getRun', 401]]);
    expect(host.lines).toEqual([
      `run ${run.run_id} left running (cancel-on-abort: false)`,
      expect.stringMatching(
        new RegExp(
          `^warning: post step: could not read run ${run.run_id}: getRun failed \\(HTTP 401 authentication_required\\): Unauthorized: the API key is not `,
        ),
      ),
    ]);
    expect(host.lines[1]).toMatch(
      / \[trace [0-9a-f]{32}\]\. The workflow job stopped before the run ended; the run was left going \(cancel-on-abort: false\)\.$/,
    );
    expect(saved).toEqual(leftState(run.run_id, commentId));
    expect(gh.requests).toEqual([]);
    expect(comments()[0]!.body).toBe(body);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('an input that does not read: one warning, no request, no client to close', async () => {
    const close = vi.spyOn(CloudAgentClient.prototype, 'close');
    const run = workingRun();
    const saved = leftState(run.run_id);
    const host = await settle(inputs({ 'base-url': 'not a url' }), saved);
    expect(host.lines).toEqual([
      'warning: post step: Input "base-url": "not a url" is not an absolute URL; use e.g. https://app.warp.dev/api/v1',
    ]);
    expect(saved).toEqual(leftState(run.run_id));
    expect(sim.requests).toEqual([]);
    expect(close).not.toHaveBeenCalled();
  });

  it('GitHub refusing the token: the run is cancelled, one warning, settled not saved', async () => {
    const run = workingRun();
    const commentId = mainComment(run.run_id);
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs({ 'github-token': 'ghs_not_a_token' }), saved);

    expect(serviceCalls()).toEqual([
      ['cancelRun', 200],
      ['getRun', 200],
    ]);
    expect(githubCalls()).toEqual([['graphql', 401]]);
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
      `warning: post step: could not learn which login the GitHub token writes as: GitHub's GraphQL API ` +
        `(${gh.graphqlUrl}) did not answer viewer { login }: Bad credentials - https://docs.github.com/graphql ` +
        '(HTTP 401); GitHub refused the token: check the github-token input',
    ]);
    expect(saved).toEqual(leftState(run.run_id, commentId));
  });

  it('the comment deleted since: nothing is written, and the run is settled', async () => {
    const run = workingRun();
    const saved = leftState(run.run_id, 2_000_000_999);
    const host = await settle(inputs(), saved);
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `cancelled run ${run.run_id}`,
    ]);
    expect(githubCalls()).toEqual([
      ['graphql', 200],
      ['issues/get-comment', 404],
      ['issues/list-comments', 200],
    ]);
    expect(comments()).toEqual([]);
    expect(saved).toEqual({ ...leftState(run.run_id, 2_000_000_999), settled: 'true' });
  });
});

describe('settleLeft: a run that stopped by itself', () => {
  /** How a marker records the result asked for with `output-schema: verdict`. */
  const VERDICT_RESULT = schemaMark(
    resultSchemaOf(SHIPPED_SCHEMAS.verdict, 'output-schema', { kind: 'shipped', name: 'verdict' }, 1),
  );

  /**
   * A run asked for a verdict as the step asks it (the prompt ends with the result's appendix) that ended with a wrong
   * one, and its comment, whose marker records the result asked with its one repair left.
   */
  function wrongVerdict(): { run: SimRun; commentId: number } {
    const verdict = resultSchemaOf(
      SHIPPED_SCHEMAS.verdict,
      'output-schema',
      { kind: 'shipped', name: 'verdict' },
      1,
    );
    const run = endedRun(
      { gh_repo: 'acme/app', gh_number: '2' },
      { result: { file: { verdict: 'maybe' } } },
      withAppendix('Fix the build', verdict),
    );
    return {
      run,
      commentId: mainComment(run.run_id, { result: { ...VERDICT_RESULT, left: 1, before: [] } }),
    };
  }

  /** A run of the key's team that made a pull request and ended a second after it began (`script` on top). */
  function endedRun(
    metadata: Record<string, string> = {},
    script: Partial<RunScript> = {},
    prompt = 'Fix the build',
  ): SimRun {
    const run = sim.sim.createRun({
      teamUid: SEED.team,
      creator: sim.sim.keys.get(API_KEY)!,
      prompt,
      title: 'Fix the build',
      metadata,
      script: {
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 1000 },
        ],
        artifacts: [
          { type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/77', branch: 'agent/fix' },
        ],
        ...script,
      },
    });
    sim.clock.advance(5000);
    return run;
  }

  /** The comment on pull request #2 that asked for the work: its id. */
  const asking = () =>
    gh.state.addComment({ issue_number: 2, user: 'Codertocat', body: '@cloud-agent fix the build' }).id;

  /** The report's text a settle writes for the run (headline, origin, facts, answer, pull request), marker aside. */
  const reportOf = (run: SimRun): string[] => [
    '### ✅ Cloud agent run succeeded: Fix the build',
    `Started from pull request #2 by [workflow run](${WORKFLOW_RUN}).`,
    [
      '- **State**: `SUCCEEDED`',
      '- **Duration**: 1s',
      '- **Cost**: 0.37 credits ≈ $0.00',
      `- **Session**: [open the session](https://app.warp.dev/session/${run.sessionId})`,
      `- **Workflow**: [the workflow run](${WORKFLOW_RUN})`,
      `- **Run**: \`${run.run_id}\``,
    ].join('\n'),
    "**The agent's answer**",
    'I worked on: Fix the build. The change is done and the tests pass.',
    '**Pull requests**',
    '- <https://github.com/acme/app/pull/77> from `agent/fix`',
  ];

  const rockets = (id: number) =>
    gh.state.reactions
      .filter((r) => r.subject.kind === 'issue_comment' && r.subject.id === id)
      .map((r) => [r.user, r.content]);

  // Found by the model-based test (joins.model.test.ts, a job cut short): a run that ended just before its job was
  // cancelled was reported as "the workflow job stopped before the run ended … had already ended", without the
  // answer or the pull request, and the marker said the end was shown, so no settle ever showed them.
  it.each([
    ['whose metadata names the thread', { gh_repo: 'acme/app', gh_number: '2' }],
    ['of a service that keeps no metadata: by the thread the main step saved', {}],
  ])(
    'a run %s, ended before the cancel reached it: its report as a settle writes it, and the asker gets 🚀',
    async (_, metadata) => {
      const asker = asking();
      const run = endedRun(metadata);
      const commentId = mainComment(run.run_id, { comment: String(asker), commentKind: 'issue' });
      const saved = leftState(run.run_id, commentId);
      const host = await settle(inputs(), saved);

      expect(serviceCalls()).toEqual([
        ['cancelRun', 400],
        ['getRun', 200],
        // The settle's own reads: the run again beside its comment, its answer, and once more before writing.
        ['getRun', 200],
        ['getRunConversation', 200],
        ['getRun', 200],
      ]);
      expect(githubCalls()).toEqual([
        ['graphql', 200],
        ['issues/list-comments', 200],
        ['issues/get-comment', 200],
        ['issues/get-comment', 200],
        // The reaction first, then the report, whose marker no longer owes it.
        ['reactions/list-for-issue-comment', 200],
        ['reactions/create-for-issue-comment', 201],
        ['issues/update-comment', 200],
      ]);
      expect(host.lines).toEqual([
        `the main step did not finish with run ${run.run_id}: cancelling it`,
        `run ${run.run_id} had already ended (SUCCEEDED); nothing to cancel`,
        `settled run ${run.run_id} (SUCCEEDED) on #2: https://github.com/acme/app/pull/2#issuecomment-${commentId}`,
        `post step: run ${run.run_id} finished: final report written (SUCCEEDED)`,
      ]);
      expect(saved).toEqual({ ...leftState(run.run_id, commentId), settled: 'true' });
      const body = comments().find((c) => c.id === commentId)!.body;
      expect(body.split('\n\n').slice(0, 7)).toEqual(reportOf(run));
      expect(body).not.toContain('workflow job stopped');
      expect(decodeMarker(body, MARKER_KEY)).toMatchObject({
        run: run.run_id,
        state: 'SUCCEEDED',
        phase: 'final',
        comment: String(asker),
      });
      expect(rockets(asker)).toEqual([['github-actions[bot]', 'rocket']]);
      expect(stateOf(run.run_id)).toBe('SUCCEEDED');
    },
  );

  // Found by the joins model (seed 184001, JOINS_RUNS=400): a cancel refused whose read back did not answer,
  // then a read that showed the run ended by itself, was reported as a cancel that failed ("stop it from the
  // session"), without the answer, with the marker saying the end was shown.
  it('a cancel refused and its read back unanswered, the run ended by itself meanwhile: its report as a settle writes it', async () => {
    const run = endedRun({ gh_repo: 'acme/app', gh_number: '2' });
    const commentId = mainComment(run.run_id);
    refuseCancelAndReads(2);
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs(), saved);

    expect(serviceCalls()).toEqual([
      ['cancelRun', 403],
      // The cancel's read back and its one retry, unanswered; then the post step's own read.
      ['getRun', 500],
      ['getRun', 500],
      ['getRun', 200],
      ['getRun', 200],
      ['getRunConversation', 200],
      ['getRun', 200],
    ]);
    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      expect.stringMatching(new RegExp(`^could not cancel run ${run.run_id}: cancelRun failed \\(HTTP 403 `)),
      expect.stringMatching(
        new RegExp(`^could not read run ${run.run_id} after cancelling it: getRun failed \\(HTTP 500 `),
      ),
      `settled run ${run.run_id} (SUCCEEDED) on #2: https://github.com/acme/app/pull/2#issuecomment-${commentId}`,
      `post step: run ${run.run_id} finished: final report written (SUCCEEDED)`,
    ]);
    expect(saved).toEqual({ ...leftState(run.run_id, commentId), settled: 'true' });
    const body = comments()[0]!.body;
    expect(body.split('\n\n').slice(0, 7)).toEqual(reportOf(run));
    expect(body).not.toContain('workflow job stopped');
    expect(decodeMarker(body, MARKER_KEY)).toMatchObject({ state: 'SUCCEEDED', phase: 'final' });
  });

  it('cancel-on-abort false, and the run ended since: the same report, nothing cancelled', async () => {
    const run = endedRun({ gh_repo: 'acme/app', gh_number: '2' });
    const commentId = mainComment(run.run_id, { cancel: false });
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs({ 'cancel-on-abort': 'false' }), saved);

    expect(serviceCalls().filter(([operation]) => operation === 'cancelRun')).toEqual([]);
    expect(host.lines).toEqual([
      `run ${run.run_id} left running (cancel-on-abort: false)`,
      `settled run ${run.run_id} (SUCCEEDED) on #2: https://github.com/acme/app/pull/2#issuecomment-${commentId}`,
      `post step: run ${run.run_id} finished: final report written (SUCCEEDED)`,
    ]);
    const body = comments()[0]!.body;
    expect(body.split('\n\n').slice(0, 7)).toEqual(reportOf(run));
    expect(decodeMarker(body, MARKER_KEY)).toMatchObject({
      state: 'SUCCEEDED',
      phase: 'final',
      cancel: false,
    });
    expect(saved).toEqual({ ...leftState(run.run_id, commentId), settled: 'true' });
  });

  it('a run that waits for input: its question shown, not a cancel the service did not make', async () => {
    const run = endedRun(
      { gh_repo: 'acme/app', gh_number: '2' },
      {
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'BLOCKED', afterMs: 1000 },
        ],
        finalMessage: 'Rename the file or keep it?',
      },
    );
    const commentId = mainComment(run.run_id);
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs(), saved);

    expect(stateOf(run.run_id)).toBe('BLOCKED');
    expect(host.lines.slice(0, 2)).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `run ${run.run_id} had already ended (BLOCKED); nothing to cancel`,
    ]);
    expect(host.lines.at(-1)).toBe(
      `post step: run ${run.run_id} blocked: report written: the agent waits for input`,
    );
    const body = comments()[0]!.body;
    expect(body).toContain('Rename the file or keep it?');
    expect(body).not.toContain('cancelled');
    expect(decodeMarker(body, MARKER_KEY)).toMatchObject({ state: 'BLOCKED', phase: 'blocked' });
    expect(saved).toEqual({ ...leftState(run.run_id, commentId), settled: 'true' });
  });

  it('a result that does not match its schema: judged as it is, no repair sent for a job that has ended', async () => {
    // The work's deadline is far off: a settle would leave the result to the step that follows it, to repair.
    const { run, commentId } = wrongVerdict();
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs(), saved);

    expect(serviceCalls().filter(([operation]) => operation === 'createFollowup')).toEqual([]);
    expect(host.lines.at(-1)).toBe(
      `post step: run ${run.run_id} finished: final report written (SUCCEEDED); its result does not match its schema (3 problems): schema-invalid`,
    );
    expect(decodeMarker(comments()[0]!.body, MARKER_KEY)).toMatchObject({
      state: 'SUCCEEDED',
      phase: 'final',
    });
    expect(saved).toEqual({ ...leftState(run.run_id, commentId), settled: 'true' });
  });

  // Found by the joins model (seed 5341, 30 commands): a re-run's job killed once its repair follow-up was sent, before
  // it wrote its record of the repair; the repair's execution ended before the post step read the run, whose report as
  // settle writes it kept the comment's old record. The next re-run of the job counted no repair and asked a second.
  it('a repair the main step saved, the run ended since: recorded on the comment first, then the report keeps it', async () => {
    const { run, commentId } = wrongVerdict();
    const repair = {
      ...VERDICT_RESULT,
      left: 0,
      before: ['a1'],
      sent: 1,
      asked: '2026-03-02T09:00:00.000Z',
    };
    const saved = leftState(run.run_id, commentId, { result_repair: JSON.stringify(repair) });
    const host = await settle(inputs(), saved);

    expect(serviceCalls().filter(([operation]) => operation === 'createFollowup')).toEqual([]);
    expect(host.lines).toContain(
      `recorded on the tracking comment the repair the main step sent to run ${run.run_id}`,
    );
    expect(host.lines.at(-1)).toBe(
      `post step: run ${run.run_id} finished: final report written (SUCCEEDED); its result does not match its schema (3 problems): schema-invalid`,
    );
    expect(decodeMarker(comments()[0]!.body, MARKER_KEY)).toMatchObject({
      state: 'SUCCEEDED',
      phase: 'final',
      result: { sent: 1, left: 0 },
    });
  });

  it('GitHub refusing the record of the repair: a warning, and the report written all the same', async () => {
    const run = endedRun({ gh_repo: 'acme/app', gh_number: '2' });
    const mark = VERDICT_RESULT;
    const commentId = mainComment(run.run_id, { result: { ...mark, left: 1, before: [] } });
    const repair = { ...mark, left: 0, before: ['a1'], sent: 1 };
    gh.faults.inject({ operationId: 'issues/update-comment', status: 422, times: 1 });
    const saved = leftState(run.run_id, commentId, { result_repair: JSON.stringify(repair) });
    const host = await settle(inputs(), saved);

    expect(host.lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^warning: post step: could not record the repair the main step sent to run ${run.run_id}: .+$`,
        ),
      ),
    );
    expect(decodeMarker(comments()[0]!.body, MARKER_KEY)).toMatchObject({ phase: 'final' });
    expect(saved).toMatchObject({ settled: 'true' });
  });

  it('a saved repair the comment has no record of a result for: recorded all the same; of another run: not', async () => {
    const run = endedRun({ gh_repo: 'acme/app', gh_number: '2' });
    const mark = VERDICT_RESULT;
    const repair = { ...mark, left: 0, before: ['a1'], sent: 1 };
    const commentId = mainComment(run.run_id);
    const host = await settle(
      inputs(),
      leftState(run.run_id, commentId, { result_repair: JSON.stringify(repair) }),
    );
    expect(host.lines).toContain(
      `recorded on the tracking comment the repair the main step sent to run ${run.run_id}`,
    );
    expect(decodeMarker(comments()[0]!.body, MARKER_KEY)?.result).toMatchObject({ sent: 1, left: 0 });

    // The saved comment shows another run: its record is that run's, and is left as it is.
    const other = endedRun({ gh_repo: 'acme/app', gh_number: '2' });
    const otherComment = mainComment(other.run_id, { key: 'f'.repeat(32) });
    const again = await settle(
      inputs(),
      leftState(run.run_id, otherComment, { result_repair: JSON.stringify(repair) }),
    );
    expect(again.lines.filter((l) => l.startsWith('recorded on the tracking comment'))).toEqual([]);
    expect(
      decodeMarker(comments().find((c) => c.id === otherComment)!.body, MARKER_KEY)?.result,
    ).toBeUndefined();
  });

  // Found by the joins model (seed 5701): a re-run sent a repair of the result of the run it followed before its first
  // report, and was killed; its post step, with no comment id saved, recorded nothing, and the report it wrote as settle
  // would let the next re-run ask a second repair.
  it('a saved repair and no comment id saved: recorded on the thread’s tracking comment of its key, then the report keeps it', async () => {
    // An older tracking comment of another trigger on the thread: not the one.
    const older = endedRun({ gh_repo: 'acme/app', gh_number: '2' });
    const olderComment = mainComment(older.run_id, { key: 'f'.repeat(32) });
    const { run, commentId } = wrongVerdict();
    const repair = { ...VERDICT_RESULT, left: 0, before: ['a1'], sent: 1 };
    const host = await settle(
      inputs(),
      leftState(run.run_id, undefined, { result_repair: JSON.stringify(repair) }),
    );
    expect(host.lines).toContain(
      `recorded on the tracking comment the repair the main step sent to run ${run.run_id}`,
    );
    expect(decodeMarker(comments().find((c) => c.id === commentId)!.body, MARKER_KEY)).toMatchObject({
      phase: 'final',
      result: { sent: 1, left: 0 },
    });
    expect(
      decodeMarker(comments().find((c) => c.id === olderComment)!.body, MARKER_KEY)?.result,
    ).toBeUndefined();
  });

  it('a saved repair, and neither a comment id nor a key saved: nothing asked of GitHub for it', async () => {
    const { run } = wrongVerdict();
    const repair = JSON.stringify({ ...VERDICT_RESULT, left: 0, before: ['a1'], sent: 1 });
    const { trigger_key: _, ...keyless } = leftState(run.run_id, undefined, { result_repair: repair });
    const host = await settle(inputs(), keyless);
    expect(host.lines.filter((l) => l.startsWith('recorded on the tracking comment'))).toEqual([]);
    // The settle's own look at the thread alone: one login.
    expect(githubCalls().filter(([operation]) => operation === 'graphql')).toEqual([['graphql', 200]]);
  });

  it('a saved repair the comment records already, or none sent: nothing written for it', async () => {
    const run = endedRun({ gh_repo: 'acme/app', gh_number: '2' });
    const mark = VERDICT_RESULT;
    const recorded = { ...mark, left: 0, before: ['a1'], sent: 1 };
    for (const [shown, repair] of [
      [recorded, recorded],
      [
        { ...mark, left: 1, before: [] },
        { ...mark, left: 1, before: ['a1'] },
      ],
    ]) {
      const commentId = mainComment(run.run_id, { result: shown });
      const host = await settle(
        inputs(),
        leftState(run.run_id, commentId, { result_repair: JSON.stringify(repair) }),
      );
      expect(host.lines.filter((l) => l.startsWith('recorded on the tracking comment'))).toEqual([]);
      expect(decodeMarker(comments().find((c) => c.id === commentId)!.body, MARKER_KEY)?.result).toEqual(
        shown,
      );
    }
  });

  it("comment false: the report is not the post step's to write, nothing asked of GitHub, settled", async () => {
    const run = endedRun({ gh_repo: 'acme/app', gh_number: '2' });
    const commentId = mainComment(run.run_id);
    const body = comments()[0]!.body;
    // A repair the main step saved is not recorded either: the comment is not the post step's to write.
    const repair = {
      result_repair: JSON.stringify({ digest: 'd'.repeat(32), left: 0, before: [], sent: 1 }),
    };
    const saved = leftState(run.run_id, commentId, repair);
    const host = await settle(inputs({ comment: 'false' }), saved);

    expect(host.lines).toEqual([
      `the main step did not finish with run ${run.run_id}: cancelling it`,
      `run ${run.run_id} had already ended (SUCCEEDED); nothing to cancel`,
    ]);
    expect(gh.requests).toEqual([]);
    expect(comments()[0]!.body).toBe(body);
    expect(saved).toEqual({ ...leftState(run.run_id, commentId, repair), settled: 'true' });
  });

  it('GitHub refusing the report: a warning that the next settle writes it, settled not saved', async () => {
    const run = endedRun({ gh_repo: 'acme/app', gh_number: '2' });
    const commentId = mainComment(run.run_id);
    const body = comments()[0]!.body;
    gh.faults.inject({ operationId: 'issues/update-comment', times: 10, status: 422 });
    const saved = leftState(run.run_id, commentId);
    const host = await settle(inputs(), saved);

    expect(host.lines.at(-1)).toMatch(
      new RegExp(
        `^warning: post step: run ${run.run_id} stopped \\(SUCCEEDED\\), and its report could not be written \\(.+\\): the next settle writes it$`,
      ),
    );
    expect(comments()[0]!.body).toBe(body);
    expect(saved).toEqual(leftState(run.run_id, commentId));
  });
});

// Found by the joins model (seed 5501): a re-run wrote the final report of a run let go and was killed before its
// closing reaction; the settle found the report written, and the comment that asked got none.
describe('settleLeft: a closing reaction the main step did not give', () => {
  /** A comment of a person on pull request #2 that asked for work, and the record of the reaction on its way. */
  function asked(reaction: 'rocket' | 'confused', again = false) {
    const { id } = gh.state.addComment({ issue_number: 2, user: 'octocat', body: '@cloud-agent fix it' });
    const closing = JSON.stringify({ reaction, thread: 2, comment: id, kind: 'issue_comment', again });
    return { id, saved: { settled: 'true', closing_reaction: closing } };
  }
  /** The action's closing reaction `content`, given to comment `id` before. */
  const given = (id: number, content: 'rocket' | 'confused') =>
    gh.state.reactions.push({
      id: 7002,
      repo: gh.state.repo(),
      subject: { kind: 'issue_comment', id },
      content,
      user: 'github-actions[bot]',
      created_at: '2026-11-30T10:00:00Z',
    });
  const closingOn = (id: number) =>
    gh.state.reactions
      .filter((r) => r.subject.kind === 'issue_comment' && r.subject.id === id)
      .map((r) => `${r.user} ${r.content}`);
  const GAVE = (reaction: string) =>
    `the comment that asked for the work has its closing reaction: the main step ended while giving it (${reaction})`;

  it('given, after the read of its reactions; nothing asked of the service; the record cleared', async () => {
    const { id, saved } = asked('rocket');
    const host = await settle(inputs(), saved);
    expect(closingOn(id)).toEqual(['github-actions[bot] rocket']);
    expect(githubCalls()).toEqual([
      ['graphql', 200],
      ['reactions/list-for-issue-comment', 200],
      ['reactions/create-for-issue-comment', 201],
    ]);
    expect(serviceCalls()).toEqual([]);
    expect(host.lines).toEqual([GAVE('rocket')]);
    expect(saved).toEqual({ settled: 'true', closing_reaction: '' });
  });

  it('a comment with a closing reaction of the action already: none given', async () => {
    const { id, saved } = asked('rocket');
    given(id, 'confused');
    await settle(inputs(), saved);
    expect(closingOn(id)).toEqual(['github-actions[bot] confused']);
    expect(saved.closing_reaction).toBe('');
  });

  it("a re-run's: in the place of the one an earlier attempt gave", async () => {
    const { id, saved } = asked('confused', true);
    given(id, 'rocket');
    const host = await settle(inputs(), saved);
    expect(closingOn(id)).toEqual(['github-actions[bot] confused']);
    expect(host.lines).toEqual([GAVE('confused')]);
  });

  it("a review comment's: given without a read of its reactions (the action reads none there)", async () => {
    const { id } = gh.state.addReviewComment({
      pull_number: 2,
      user: 'octocat',
      body: '@cloud-agent fix it',
    });
    const closing = JSON.stringify({
      reaction: 'confused',
      thread: 2,
      comment: id,
      kind: 'review_comment',
      again: false,
    });
    const saved = { settled: 'true', closing_reaction: closing };
    const host = await settle(inputs(), saved);
    expect(gh.state.reactions.map((r) => [r.subject.kind, r.content])).toEqual([
      ['review_comment', 'confused'],
    ]);
    expect(githubCalls()).toEqual([
      ['graphql', 200],
      ['reactions/create-for-pull-request-review-comment', 201],
    ]);
    expect(host.lines).toEqual([GAVE('confused')]);
  });

  it('GitHub refusing it: a warning, and the record cleared', async () => {
    const { id, saved } = asked('rocket');
    gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', status: 422 });
    const host = await settle(inputs(), saved);
    expect(closingOn(id)).toEqual([]);
    expect(host.lines).toEqual([
      expect.stringMatching(
        /^warning: post step: could not give the comment that asked for the work its closing reaction \(rocket\): /,
      ),
    ]);
    expect(saved.closing_reaction).toBe('');
  });

  it('no token for the thread: the warning, nothing asked of GitHub', async () => {
    const { saved } = asked('rocket');
    const host = await settle(inputs({ 'github-token': '' }), saved);
    expect(gh.requests).toEqual([]);
    expect(host.lines).toEqual([
      'warning: post step: could not give the comment that asked for the work its closing reaction (rocket): the post step has no way to the thread (github-token, comment)',
    ]);
  });

  it.each([
    ['not JSON', '{'],
    [
      'another reaction',
      JSON.stringify({ reaction: 'eyes', thread: 2, comment: 1, kind: 'issue_comment', again: false }),
    ],
    [
      'a review body',
      JSON.stringify({ reaction: 'rocket', thread: 2, comment: 1, kind: 'review', again: false }),
    ],
    ['no thread', JSON.stringify({ reaction: 'rocket', comment: 1, kind: 'issue_comment', again: false })],
    [
      'a comment id that is no integer',
      JSON.stringify({ reaction: 'rocket', thread: 2, comment: 1.5, kind: 'issue_comment', again: false }),
    ],
    ['no again', JSON.stringify({ reaction: 'rocket', thread: 2, comment: 1, kind: 'issue_comment' })],
  ])('a record that does not read (%s): nothing asked of anyone', async (_, closing) => {
    const host = await settle(inputs(), { settled: 'true', closing_reaction: closing });
    expect(gh.requests).toEqual([]);
    expect(serviceCalls()).toEqual([]);
    expect(host.lines).toEqual([]);
  });
});

describe('settleLeft: an approval claim the main step left undecided', () => {
  /** A run that ended with its plan a second after it began, its tracking comment (with the action's claim). */
  function planShown() {
    const run = sim.sim.createRun({
      teamUid: SEED.team,
      creator: sim.sim.keys.get(API_KEY)!,
      prompt: 'Plan dark mode',
      title: 'Plan dark mode',
      metadata: {},
      script: {
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 1000 },
        ],
      },
    });
    sim.clock.advance(5000);
    const commentId = mainComment(run.run_id, { state: 'SUCCEEDED', phase: 'final' });
    gh.state.reactions.push({
      id: 7001,
      repo: gh.state.repo(),
      subject: { kind: 'issue_comment', id: commentId },
      content: '+1',
      user: 'github-actions[bot]',
      created_at: '2026-11-30T10:00:00Z',
    });
    const since = runItem(sim.sim, run).updated_at as string;
    const claim = JSON.stringify({ comment: commentId, thread: 2, run: run.run_id, since });
    return { run, commentId, since, claim };
  }

  const claims = () => gh.state.reactions.filter((r) => r.content === '+1').map((r) => [r.user, r.subject]);

  it('a step that finished with its run, whose approval never reached it: only the claim taken back', async () => {
    const { run, commentId, claim } = planShown();
    const saved = { ...leftState(run.run_id, commentId), settled: 'true', approval_claim: claim };
    const host = await settle(inputs(), saved);

    // Nothing cancelled, nothing written: the run is read once, the claim found and deleted.
    expect(serviceCalls()).toEqual([['getRun', 200]]);
    expect(gh.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['POST', '/graphql', 200],
      ['GET', `/repos/acme/app/issues/comments/${commentId}`, 200],
      ['GET', `/repos/acme/app/issues/comments/${commentId}/reactions`, 200],
      ['DELETE', `/repos/acme/app/issues/comments/${commentId}/reactions/7001`, 204],
    ]);
    expect(host.lines).toEqual([
      `took back the approval claim the main step made on the tracking comment: its approval never reached run ${run.run_id} (it has not moved since), so the plan can be approved on the thread`,
    ]);
    expect(claims()).toEqual([]);
    expect(saved).toEqual({ ...leftState(run.run_id, commentId), settled: 'true', approval_claim: '' });
  });

  it('a step that knew it sent nothing (unsent): the claim taken back without a read of the run, though it moved on', async () => {
    const { run, commentId, since } = planShown();
    const record = {
      comment: commentId,
      thread: 2,
      run: run.run_id,
      since: `${since}x`,
      reaction: 7001,
      unsent: true,
    };
    const saved = { settled: 'true', approval_claim: JSON.stringify(record) };
    const host = await settle(inputs(), saved);
    expect(serviceCalls()).toEqual([]);
    expect(gh.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['POST', '/graphql', 200],
      ['GET', `/repos/acme/app/issues/comments/${commentId}`, 200],
      ['GET', `/repos/acme/app/issues/comments/${commentId}/reactions`, 200],
      ['DELETE', `/repos/acme/app/issues/comments/${commentId}/reactions/7001`, 204],
    ]);
    expect(host.lines).toEqual([
      `took back the approval claim the main step made on the tracking comment: it sent no approval to run ${run.run_id}, so the plan can be approved on the thread`,
    ]);
    expect(claims()).toEqual([]);
    expect(saved).toEqual({ settled: 'true', approval_claim: '' });
  });

  it("the claim's own reaction gone, and another approval's claim made since: that one stays (its approval may be on its way)", async () => {
    const { run, commentId, since } = planShown();
    // The main step's claim was 7000, removed by a write whose answer was lost; 7001 is another job's claim.
    for (const unsent of [false, true]) {
      const record = {
        comment: commentId,
        thread: 2,
        run: run.run_id,
        since,
        reaction: 7000,
        ...(unsent ? { unsent } : {}),
      };
      const saved = { settled: 'true', approval_claim: JSON.stringify(record) };
      gh.requests.length = 0;
      const host = await settle(inputs(), saved);
      expect(gh.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'GET']);
      const why = unsent
        ? `it sent no approval to run ${run.run_id}`
        : `its approval never reached run ${run.run_id} (it has not moved since)`;
      expect(host.lines).toEqual([
        `the approval claim the main step made on the tracking comment is gone already (${why}): nothing to take back`,
      ]);
      expect(claims()).toEqual([['github-actions[bot]', { kind: 'issue_comment', id: commentId }]]);
      expect(saved).toEqual({ settled: 'true', approval_claim: '' });
    }
  });

  it('a run that moved since the claim: the claim stays, with a warning saying how to approve a plan still waiting; nothing asked of GitHub', async () => {
    const { run, commentId, since } = planShown();
    const claim = JSON.stringify({ comment: commentId, thread: 2, run: run.run_id, since: `${since}x` });
    const saved = { settled: 'true', approval_claim: claim };
    const host = await settle(inputs(), saved);
    expect(serviceCalls()).toEqual([['getRun', 200]]);
    expect(gh.requests).toEqual([]);
    expect(host.lines).toEqual([
      `warning: post step: the approval the main step claimed on the tracking comment may have reached run ${run.run_id} (it moved on since: SUCCEEDED): its claim stays; if the plan still waits, approve it with cloud-agent approve ${run.run_id}`,
    ]);
    expect(claims()).toHaveLength(1);
    expect(saved).toEqual({ settled: 'true', approval_claim: '' });
  });

  it('the run unread: a warning saying how to approve the plan all the same; the claim and its record stay', async () => {
    const { run, claim } = planShown();
    sim.faults.inject({ operation: 'getRun', fault: { status: 503 }, times: 10 });
    const saved = { settled: 'true', approval_claim: claim };
    const host = await settle(inputs(), saved);
    expect(gh.requests).toEqual([]);
    expect(host.lines).toHaveLength(1);
    expect(host.lines[0]).toMatch(
      new RegExp(
        `^warning: post step: could not tell whether the approval the main step claimed reached run ${run.run_id}, or take its claim back \\(getRun failed \\(HTTP 503.*\\): if the plan still waits, approve it with cloud-agent approve ${run.run_id}$`,
      ),
    );
    expect(claims()).toHaveLength(1);
    expect(saved).toEqual({ settled: 'true', approval_claim: claim });
  });

  it('GitHub refusing the deletion: the same warning; the record stays', async () => {
    const { run, claim } = planShown();
    gh.faults.inject({ operationId: 'reactions/delete-for-issue-comment', status: 422 });
    const saved = { settled: 'true', approval_claim: claim };
    const host = await settle(inputs(), saved);
    expect(host.lines).toEqual([
      `warning: post step: could not tell whether the approval the main step claimed reached run ${run.run_id}, or take its claim back (Unprocessable Entity - https://docs.github.com/rest): if the plan still waits, approve it with cloud-agent approve ${run.run_id}`,
    ]);
    expect(claims()).toHaveLength(1);
    expect(saved).toEqual({ settled: 'true', approval_claim: claim });
  });

  it('the comment deleted since: nothing to take back, the record cleared', async () => {
    const { commentId, claim } = planShown();
    gh.state.comments.delete(commentId);
    const saved = { settled: 'true', approval_claim: claim };
    const host = await settle(inputs(), saved);
    expect(githubCalls()).toEqual([
      ['graphql', 200],
      ['issues/get-comment', 404],
    ]);
    expect(host.lines).toEqual([]);
    expect(saved).toEqual({ settled: 'true', approval_claim: '' });
  });

  it('no token for the comment: the warning, nothing asked of GitHub', async () => {
    const { run, claim } = planShown();
    const saved = { settled: 'true', approval_claim: claim };
    const host = await settle(inputs({ 'github-token': '' }), saved);
    expect(gh.requests).toEqual([]);
    expect(host.lines).toEqual([
      `warning: post step: could not tell whether the approval the main step claimed reached run ${run.run_id}, or take its claim back (the post step has no way to the tracking comment (github-token, comment)): if the plan still waits, approve it with cloud-agent approve ${run.run_id}`,
    ]);
  });

  it('a record that does not read: nothing asked of anyone', async () => {
    planShown();
    const saved = { settled: 'true', approval_claim: '{"comment":' };
    const host = await settle(inputs(), saved);
    expect(sim.requests).toEqual([]);
    expect(gh.requests).toEqual([]);
    expect(host.lines).toEqual([]);
  });

  it('a run left and a claim: the run settled first (cancel, report), then the claim judged on the run as it is', async () => {
    const { run, commentId, claim } = planShown();
    const saved = { ...leftState(run.run_id, commentId), approval_claim: claim };
    const host = await settle(inputs(), saved);
    expect(serviceCalls().slice(0, 2)).toEqual([
      ['cancelRun', 400],
      ['getRun', 200],
    ]);
    expect(host.lines[0]).toBe(`the main step did not finish with run ${run.run_id}: cancelling it`);
    expect(host.lines.at(-1)).toBe(
      `took back the approval claim the main step made on the tracking comment: its approval never reached run ${run.run_id} (it has not moved since), so the plan can be approved on the thread`,
    );
    expect(saved).toMatchObject({ settled: 'true', approval_claim: '' });
    expect(claims()).toEqual([]);
  });
});
