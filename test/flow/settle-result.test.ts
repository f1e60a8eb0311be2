/**
 * A settle and the result a step asked for (`output-schema`): a result the step may still check is left to it; one
 * whose step is gone is validated with the schema the marker carries (or said to be unavailable), repaired once (the
 * repair recorded before it is sent, sent again when it never reached the run, never twice), and reported.
 * In-process, as test/flow/settle.test.ts: a Step on the simulator and the fake GitHub, on a frozen clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import { SOURCE } from '../../src/flow/origin.ts';
import { resultSchemaOf, schemaMark, SHIPPED_SCHEMAS } from '../../src/flow/output-schema.ts';
import {
  decide,
  overBudgetText,
  owedFailure,
  reportStopFirst,
  schemaInvalidText,
  Settler,
  StopNotShownError,
  STEP_GONE_MS,
  stepGone,
  wroteReport,
} from '../../src/flow/settle.ts';
import { markerReader } from '../../src/flow/report.ts';
import { withAppendix } from '../../src/flow/result.ts';
import type { SettleAction, SettleResult } from '../../src/render/settle.ts';
import type { Step } from '../../src/flow/step.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import { decodeMarker, encodeMarker, type MarkerState, type ResultMark } from '../../src/render/marker.ts';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { getOctokit } from '../helpers/octokit.ts';
import { localStep, type MemoryHost } from '../helpers/step.ts';
import { conversationUnreadable } from '../helpers/unread.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

const START = Date.parse('2026-11-23T10:00:00Z');
const MIN = 60_000;
const verdict = resultSchemaOf(
  SHIPPED_SCHEMAS.verdict,
  'output-schema',
  { kind: 'shipped', name: 'verdict' },
  1,
);
const VERDICT = { verdict: 'fail', confidence: 0.8, reasons: ['the test fails on main too'] };

describe('stepGone and decide', () => {
  const deadline = new Date(START + 30 * MIN).toISOString();
  const marker = (extra: Partial<MarkerState>): MarkerState => ({
    v: 2,
    key: 'k',
    run: 'run-1',
    deadline,
    result: { digest: verdict.digest, left: 1, before: [] },
    ...extra,
  });
  const run = (state: string) =>
    ({
      run_id: 'run-1',
      state,
      created_at: new Date(START).toISOString(),
      updated_at: new Date(START).toISOString(),
    }) as RunItem;

  it('a step is gone once it let go, reported an outcome or a wait, or passed its deadline by more than a step runs on', () => {
    for (const phase of ['detached', 'blocked', 'final', 'timeout', 'cancelled'])
      expect(stepGone(marker({ phase }), START), phase).toBe(true);
    for (const phase of ['queued', 'running']) {
      expect(stepGone(marker({ phase }), START + 30 * MIN + STEP_GONE_MS - 1), phase).toBe(false);
      expect(stepGone(marker({ phase }), START + 30 * MIN + STEP_GONE_MS), phase).toBe(true);
    }
    expect(stepGone(marker({ phase: 'running', deadline: undefined }), START + 1000 * MIN)).toBe(false);
    expect(STEP_GONE_MS).toBe(5 * MIN);
  });

  it('a succeeded run whose result its step may still check is left to that step; the rest as ever', () => {
    expect(decide(marker({ phase: 'running' }), run('SUCCEEDED'), START)).toEqual({
      kind: 'working',
      deadline: START + 30 * MIN,
    });
    expect(decide(marker({ phase: 'running' }), run('SUCCEEDED'), START + 36 * MIN)).toEqual({
      kind: 'report',
      phase: 'final',
    });
    expect(decide(marker({ phase: 'detached' }), run('SUCCEEDED'), START)).toEqual({
      kind: 'report',
      phase: 'final',
    });
    // A run that failed has no result to check: its report is written as it would be.
    expect(decide(marker({ phase: 'running' }), run('FAILED'), START)).toEqual({
      kind: 'report',
      phase: 'final',
    });
    expect(decide(marker({ phase: 'running', result: undefined }), run('SUCCEEDED'), START)).toEqual({
      kind: 'report',
      phase: 'final',
    });
  });

  it('a final report whose result could not be read (its conversation unread): reported again; one read, as shown', () => {
    const unread = { unread: true as const };
    const shown = { phase: 'final', seen: new Date(START).toISOString() };
    expect(decide(marker({ ...shown, ...unread }), run('SUCCEEDED'), START)).toEqual({
      kind: 'report',
      phase: 'final',
    });
    expect(decide(marker(shown), run('SUCCEEDED'), START)).toEqual({ kind: 'done' });
    expect(decide(marker(shown), run('FAILED'), START)).toEqual({ kind: 'done' });
    // Moved on since (a follow-up at work): that work's, as ever.
    const moved = { ...run('INPROGRESS'), updated_at: new Date(START + 1000).toISOString() };
    expect(decide(marker({ ...shown, ...unread }), moved, START)).toEqual({
      kind: 'working',
      deadline: undefined,
    });
  });

  // Found by the joins model (GitHub's faults three times as often, seed 53): GitHub refused the final report of a step
  // that waited for a result, so the marker still said the step was at work; the followup command then moved the run
  // on without showing how it had stopped, and no one could show it after.
  it('moving on: the result its step may still check is reported now (the step sends that work no repair)', () => {
    expect(decide(marker({ phase: 'running' }), run('SUCCEEDED'), START, true)).toEqual({
      kind: 'report',
      phase: 'final',
    });
    expect(decide(marker({ phase: 'running' }), run('SUCCEEDED'), START, false)).toEqual({
      kind: 'working',
      deadline: START + 30 * MIN,
    });
  });
});

/** What a settle of run-1 on #1 answered: its final report written, unless `extra` says otherwise. */
const settled = (extra: Partial<SettleResult> = {}): SettleResult => ({
  run_id: 'run-1',
  state: 'SUCCEEDED',
  thread: 1,
  comment_url: null,
  action: 'finished',
  detail: 'final report written (SUCCEEDED)',
  ...extra,
});

describe('owedFailure: what a step that reported a run first, as settle would, fails with once its own work is done', () => {
  const failure = (extra: Record<string, unknown>) => {
    const err = owedFailure(settled(extra));
    return err && { message: err.message, outcome: err.outcome };
  };

  it('a run over its budget: run-failed; a result that does not match: schema-invalid; the budget first; else none', () => {
    expect(failure({ over_budget: true })).toEqual({
      message: '1 run went over its budget: run-1 (final report written (SUCCEEDED))',
      outcome: 'run-failed',
    });
    expect(failure({ result: 'invalid' })).toEqual({
      message:
        '1 run ended with a result that does not match its schema (schema-invalid): run-1 (final report written (SUCCEEDED))',
      outcome: 'schema-invalid',
    });
    expect(failure({ over_budget: true, result: 'invalid' })?.outcome).toBe('run-failed');
    for (const result of ['valid', 'repair-asked', 'unavailable', undefined])
      expect(failure({ result }), String(result)).toBeUndefined();
    expect(owedFailure(undefined)).toBeUndefined();
  });
});

describe("what a settle says of the runs it found wanting, and whether it wrote a run's report", () => {
  const two = [settled(), settled({ run_id: 'run-2', detail: 'report written: waits' })];

  it('one run or several: the words agree with the count', () => {
    expect(overBudgetText(two)).toBe(
      '2 runs went over their budgets: run-1 (final report written (SUCCEEDED)); run-2 (report written: waits)',
    );
    expect(schemaInvalidText(two)).toBe(
      '2 runs ended with a result that does not match their schemas (schema-invalid): run-1 (final report written (SUCCEEDED)); run-2 (report written: waits)',
    );
  });

  it('a report written: an end, a question or a cancel; nothing else', () => {
    const wrote = (action: SettleAction) => wroteReport(settled({ action }));
    expect((['finished', 'blocked', 'cancelled'] as const).map(wrote)).toEqual([true, true, true]);
    expect(
      (['timed-out', 'working', 'already-settled', 'repair-asked', 'not-settled'] as const).map(wrote),
    ).toEqual([false, false, false, false, false]);
    expect(wroteReport(undefined)).toBe(false);
  });
});

describe('Settler and a result', () => {
  let sim: SimulatorHandle;
  let gh: FakeGitHub;
  let step: Step & { host: MemoryHost; close(): Promise<void> };
  let workspace: string;
  const BOT = 'github-actions[bot]';

  beforeEach(async () => {
    sim = await startSimulator({ start: new Date(START), timeScale: 0 });
    gh = await startFakeGitHub();
    gh.state.addToken('ghs_unit_token', { login: BOT, installation: true });
    gh.state.addIssue({ number: 1, title: 'Flaky test' });
    workspace = mkdtempSync(join(tmpdir(), 'settle-result-'));
    const base = localStep(
      { sim, gh },
      {
        eventName: 'schedule',
        payload: { schedule: '*/10 * * * *' },
        apiKey: 'test-key',
        env: { workspace },
      },
    );
    step = {
      ...base,
      repository: new GitHubRepository(
        getOctokit('ghs_unit_token', { baseUrl: gh.url }),
        { owner: 'acme', repo: 'app' },
        base.host.log,
      ),
    };
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await step.close();
    await sim.close();
    await gh.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  const settler = () =>
    new Settler(step, { windowMinutes: 60, triggerPhrase: '@agent', now: () => sim.clock.now() });

  /** A run on #1 that ends SUCCEEDED at 1 s with this script, and its tracking comment as a detached step left it. */
  async function detached(
    script: Parameters<SimulatorHandle['script']['run']>[0],
    mark: Partial<ResultMark> = {},
    marker: Partial<MarkerState> = {},
    // As the step that let it go asked it: with the result's appendix.
    prompt = withAppendix('Judge the test.', verdict),
  ) {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 1000 },
      ],
      ...script,
    });
    const { run_id } = await step.client.runs.create({
      prompt,
      metadata: {
        gh_repo: 'acme/app',
        created_by: SOURCE,
        gh_run_id: '42',
        gh_event: 'issues',
        gh_number: '1',
      },
    });
    const result: ResultMark = { ...schemaMark(verdict), left: 1, before: [], ...mark };
    const comment = gh.state.addComment({
      issue_number: 1,
      body: `Working on it\n\n${encodeMarker({ v: 2, key: `key-${run_id}`, run: run_id, state: 'QUEUED', phase: 'detached', deadline: new Date(START + 30 * MIN).toISOString(), result, ...marker }, step.markerKey)}`,
      user: BOT,
    });
    sim.clock.advance(2000);
    return { runId: run_id, id: comment.id };
  }
  const markerOf = (id: number) =>
    decodeMarker(gh.state.commentsOf(1).find((c) => c.id === id)!.body, step.markerKey)!;
  const bodyOf = (id: number) => gh.state.commentsOf(1).find((c) => c.id === id)!.body;
  const followups = () => sim.requests.filter((r) => r.operation === 'createFollowup');
  const settleOne = async (runId: string) => settler().settleRun(await step.client.runs.get(runId));
  const unreadable = () => conversationUnreadable(sim);

  it('a valid result: the final report shows it, and the result says valid', async () => {
    const { runId, id } = await detached({ result: { file: VERDICT } });
    expect(await settleOne(runId)).toMatchObject({
      action: 'finished',
      detail: 'final report written (SUCCEEDED); its result matches its schema',
      result: 'valid',
    });
    expect(bodyOf(id)).toContain('**Result** (from its `result.json` file, as its schema asks)');
    expect(markerOf(id)).toMatchObject({ phase: 'final', result: { left: 1 } });
    expect(followups()).toEqual([]);
  });

  // The result is judged only of a run that succeeded: one that failed keeps its own outcome, and one that waits for
  // input has not given its result yet. Neither is asked to repair it.
  it.each([
    ['FAILED', { action: 'finished', detail: 'final report written (FAILED)' }],
    ['BLOCKED', { action: 'blocked', detail: 'report written: the agent waits for input' }],
  ] as const)(
    'a run that ended %s with a result that does not match: not judged, no repair',
    async (state, settled) => {
      const { runId, id } = await detached({
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state, afterMs: 1000 },
        ],
        result: { file: { verdict: 'maybe' } },
      });
      expect(await settleOne(runId)).toEqual({
        run_id: runId,
        state,
        thread: 1,
        comment_url: `https://github.com/acme/app/issues/1#issuecomment-${id}`,
        ...settled,
      });
      expect(bodyOf(id)).not.toContain('**Result');
      expect(markerOf(id).result).toMatchObject({ left: 1 });
      expect(followups()).toEqual([]);
    },
  );

  it('its result.json cannot be downloaded: a warning on the log, and the result taken from its final message', async () => {
    const { runId, id } = await detached({ result: { file: VERDICT, block: VERDICT } });
    sim.faults.inject({ operation: 'downloadArtifact', fault: { status: 404, body: { error: 'gone' } } });
    expect(await settleOne(runId)).toMatchObject({
      action: 'finished',
      detail: 'final report written (SUCCEEDED); its result matches its schema',
      result: 'valid',
    });
    expect(step.host.lines).toEqual([
      `warning: could not download result.json of run ${runId} (downloadArtifact failed (HTTP 404): gone. It does not exist or this key cannot see it: check the id): the result is taken from its final message`,
      `settled run ${runId} (SUCCEEDED) on #1: https://github.com/acme/app/issues/1#issuecomment-${id}`,
    ]);
    expect(sim.requests.filter((r) => r.operation === 'downloadArtifact').map((r) => r.status)).toEqual([
      404,
    ]);
    expect(sim.downloads).toEqual([]);
    expect(bodyOf(id)).toContain(
      '**Result** (from the JSON block ending its final message, as its schema asks)',
    );
    expect(followups()).toEqual([]);
  });

  it('a schema not available (its file gone from this checkout): reported without validation, never schema-invalid', async () => {
    const { runId, id } = await detached(
      { result: { file: { nonsense: true } } },
      { packed: undefined, file: 'schemas/verdict.json' },
    );
    expect(await settleOne(runId)).toMatchObject({
      action: 'finished',
      detail: 'final report written (SUCCEEDED); schema not available: "schemas/verdict.json" does not exist',
      result: 'unavailable',
    });
    expect(bodyOf(id)).toContain(
      '**Result: not validated** (schema not available)\n\n"schemas/verdict.json" does not exist',
    );
    expect(step.host.lines).toContain(
      `warning: run ${runId}: schema not available, its result is not validated: "schemas/verdict.json" does not exist`,
    );
    expect(followups()).toEqual([]);
  });

  it('no repairs left: schema-invalid in the report and the result', async () => {
    const { runId, id } = await detached({ result: { block: { verdict: 'pass' } } }, { left: 0, sent: 1 });
    expect(await settleOne(runId)).toMatchObject({
      action: 'finished',
      detail:
        'final report written (SUCCEEDED); its result does not match its schema (2 problems): schema-invalid',
      result: 'invalid',
    });
    expect(bodyOf(id)).toContain(
      'The result from the JSON block ending its final message does not match its schema, after a repair follow-up.',
    );
    expect(followups()).toEqual([]);
  });

  it('no result at all and no repairs left: schema-invalid, said to be for a result the run did not give', async () => {
    const { runId, id } = await detached({ finalMessage: 'Looks fine to me.' }, { left: 0, sent: 1 });
    expect(await settleOne(runId)).toMatchObject({
      action: 'finished',
      detail: 'final report written (SUCCEEDED); it gave no result: schema-invalid',
      result: 'invalid',
    });
    expect(followups()).toEqual([]);
    expect(markerOf(id)).toMatchObject({ phase: 'final', state: 'SUCCEEDED' });
  });

  // Found by the joins model (seed 97, faults three times as often): a settle gave 🚀 to a comment whose step had
  // failed schema-invalid with 😕 (the comment left with both). The settle reacts as the step would have.
  it('the asking comment: 😕 for a result that does not match (its step would have failed), 🚀 for a valid one, none while a repair is asked', async () => {
    const asking = (text: string) => gh.state.addComment({ issue_number: 1, body: text, user: 'Codertocat' });
    const reactionsOf = (id: number) =>
      gh.state.reactions
        .filter((r) => r.subject.kind === 'issue_comment' && r.subject.id === id)
        .map((r) => r.content);
    const wrong = asking('@agent judge it');
    const bad = await detached(
      { result: { block: { verdict: 'pass' } } },
      { left: 0, sent: 1 },
      {
        comment: String(wrong.id),
        commentKind: 'issue',
      },
    );
    expect(await settleOne(bad.runId)).toMatchObject({ action: 'finished', result: 'invalid' });
    expect(reactionsOf(wrong.id)).toEqual(['confused']);
    const right = asking('@agent judge it again');
    const good = await detached(
      { result: { file: VERDICT } },
      {},
      { comment: String(right.id), commentKind: 'issue' },
    );
    expect(await settleOne(good.runId)).toMatchObject({ action: 'finished', result: 'valid' });
    expect(reactionsOf(right.id)).toEqual(['rocket']);
    // A repair asked is no end: no reaction until the repaired result is judged.
    const repairing = asking('@agent judge it once more');
    const repaired = await detached(
      { result: { file: { verdict: 'maybe' } }, followups: [{ result: { file: VERDICT } }] },
      {},
      { comment: String(repairing.id), commentKind: 'issue' },
    );
    expect(await settleOne(repaired.runId)).toMatchObject({ action: 'repair-asked' });
    expect(reactionsOf(repairing.id)).toEqual([]);
    sim.clock.advance(5000);
    expect(await settleOne(repaired.runId)).toMatchObject({ action: 'finished', result: 'valid' });
    expect(reactionsOf(repairing.id)).toEqual(['rocket']);
  });

  // Found by the joins model (seed 109, results asked half the time): a request's job and an approval's at once; the
  // approval wrote the old work's final report (its result mark with it) over the comment after the request moved the
  // run on, and a settle then judged the request's work, which asked no result, by that mark: a repair for it.
  it('a comment that showed the end of the work, the run moved on since: its result mark is not that work’s, not judged', async () => {
    const { runId, id } = await detached(
      { result: { block: { verdict: 'pass' } } },
      {},
      {
        phase: 'final',
        state: 'SUCCEEDED',
        seen: '2026-01-01T00:00:00Z',
      },
    );
    expect(await settleOne(runId)).toMatchObject({
      action: 'finished',
      detail: 'final report written (SUCCEEDED)',
    });
    expect(followups()).toEqual([]);
    expect(bodyOf(id)).not.toContain('**Result');
    // The same comment showing this version of the run: judged as ever.
    const again = await detached(
      { result: { block: { verdict: 'pass' } } },
      { left: 0, sent: 1 },
      {
        phase: 'detached',
      },
    );
    expect(await settleOne(again.runId)).toMatchObject({ action: 'finished', result: 'invalid' });
  });

  it('GitHub does not take the record of the repair: none is sent, the next settle tries again', async () => {
    const { runId, id } = await detached({ result: { file: { verdict: 'maybe' } } });
    gh.faults.inject({ operationId: 'issues/update-comment', status: 422 });
    expect(await settleOne(runId)).toMatchObject({
      action: 'not-settled',
      detail:
        'its result does not match its schema; GitHub did not take the report that records the repair, so none was sent: the next settle tries again',
      retry: true,
    });
    expect(followups()).toEqual([]);
    expect(markerOf(id)).toMatchObject({ phase: 'detached', result: { left: 1 } });
  });

  it('a second repair recorded but not sent: sent by the next settle as the second, "2 of 2"', async () => {
    const asked = new Date(START + 1000).toISOString();
    const { runId, id } = await detached(
      { result: { file: { verdict: 'maybe' } }, followups: [{ result: { file: VERDICT } }] },
      { left: 0, sent: 2, asked },
    );
    // The run has not moved since the record: the repair it records was never sent.
    expect((await step.client.runs.get(runId)).updated_at).toBe(asked);
    expect(await settleOne(runId)).toMatchObject({
      action: 'repair-asked',
      detail: 'its result does not match its schema (3 problems): a repair follow-up was sent (2 of 2)',
    });
    expect(followups()).toHaveLength(1);
    expect(markerOf(id).result).toMatchObject({ left: 0, sent: 2, asked });
  });

  it('a repair recorded but not sent: sent by the next settle, which finds the run not moved since; still one repair', async () => {
    const { runId, id } = await detached({
      result: { file: { verdict: 'maybe' } },
      followups: [{ result: { file: VERDICT } }],
    });
    sim.faults.inject({ operation: 'createFollowup', times: 5, fault: { status: 500 } });
    const first = await settleOne(runId);
    expect(first).toMatchObject({ action: 'not-settled', retry: true });
    expect(first.detail).toMatch(
      /^its result does not match its schema; the repair follow-up could not be sent \(.*\): the next settle sends it$/,
    );
    const updated = (await step.client.runs.get(runId)).updated_at;
    const firstFile = sim.sim.runs.get(runId)!.artifacts[0]!.uid;
    expect(markerOf(id).result).toEqual({
      ...schemaMark(verdict),
      left: 0,
      sent: 1,
      before: [firstFile],
      asked: updated,
    });
    expect(bodyOf(id)).toContain(
      'The result did not match its schema: the agent was asked to repair it (1 of 1).',
    );

    const second = await settleOne(runId);
    expect(second).toMatchObject({
      action: 'repair-asked',
      detail: 'its result does not match its schema (1 problem): a repair follow-up was sent (1 of 1)',
      result: 'repair-asked',
    });
    expect(followups().filter((r) => r.status === 200)).toHaveLength(1);
    expect(markerOf(id).result).toEqual({
      ...schemaMark(verdict),
      left: 0,
      sent: 1,
      before: [firstFile],
      asked: updated,
    });

    // The repair's answer: valid, and the report final.
    sim.clock.advance(5000);
    expect(await settleOne(runId)).toMatchObject({ action: 'finished', result: 'valid' });
    expect(markerOf(id)).toMatchObject({ phase: 'final' });
  });
  /**
   * Runs `then` once, just before the `nth` read of a run (settleOne's is the first, settleRun's read again the
   * second, the read again before a repair the third): what another job did meanwhile.
   */
  function beforeRead(nth: number, then: () => Promise<void> | void): void {
    const call = step.client.call.bind(step.client);
    let reads = 0;
    step.client.call = (async (...args: Parameters<typeof call>) => {
      if (args[0] === 'getRun' && ++reads === nth) await then();
      return call(...args);
    }) as typeof call;
  }
  const wrongAndRepairable = () =>
    detached({ result: { file: { verdict: 'maybe' } }, followups: [{ result: { file: VERDICT } }] });
  const PROBLEMS = 'its result does not match its schema (3 problems)';

  // Found by the joins model (test/flow/joins.model.test.ts, seed 77): Comment(+0s maintainer ask (no wait, output-schema
  // verdict → SUCCEEDED after 7s, result wrong)), then Together(+9s maintainer ask (no wait) held at 1, settle held at
  // 7): the settle, held while it fetched the result, sent its repair after the new request's work.
  it('the run moved on while its result was checked (a new request sent it work): no repair, its comment left as the other job wrote it', async () => {
    const { runId, id } = await wrongAndRepairable();
    const before = bodyOf(id);
    beforeRead(3, async () => {
      await step.client.runs.followUp(runId, { message: 'Also add a test.' });
    });
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'SUCCEEDED',
      thread: 1,
      comment_url: expect.stringContaining(`#issuecomment-${id}`),
      action: 'not-settled',
      detail: `${PROBLEMS}, but the run moved on meanwhile (now QUEUED): no repair was asked (what moved it shows the run)`,
    });
    expect(followups().map((r) => (JSON.parse(r.body) as { message: string }).message)).toEqual([
      'Also add a test.',
    ]);
    expect(bodyOf(id)).toBe(before);
    expect(step.host.lines).toContain(
      `run ${runId}: ${PROBLEMS}, but the run moved on meanwhile (now QUEUED): no repair was asked`,
    );
  });

  // Found by the joins model (JOINS_MAX_COMMANDS=60 JOINS_SEED=312001): a request on the thread sent the run new work
  // that asked for no result, and GitHub refused its tracking comment (500, three times); the next settle judged that
  // work by the result the comment still recorded (an earlier request's) and asked to repair a result no one asked for.
  it("the run's last request asked for no result (its step's marker never landed): not judged, no repair", async () => {
    const sent = () => followups().map((r) => (JSON.parse(r.body) as { message: string }).message);
    const { runId, id } = await detached({
      result: { file: { verdict: 'maybe' } },
      followups: [{ result: { file: { verdict: 'maybe' } } }],
    });
    await step.client.runs.followUp(runId, { message: 'Also add a test.' });
    sim.clock.advance(10 * MIN);
    expect(await settleOne(runId)).toMatchObject({
      action: 'finished',
      detail: 'final report written (SUCCEEDED)',
    });
    expect(sent()).toEqual(['Also add a test.']);
    expect(bodyOf(id)).not.toContain('**Result');
    // The same, the new work asking for the result (as a request with the workflow's output-schema does): judged,
    // and its repair asked.
    const again = await detached({
      result: { file: { verdict: 'maybe' } },
      followups: [{ result: { file: { verdict: 'maybe' } } }],
    });
    const asking = withAppendix('Also add a test.', verdict);
    await step.client.runs.followUp(again.runId, { message: asking });
    sim.clock.advance(10 * MIN);
    expect(await settleOne(again.runId)).toMatchObject({
      action: 'repair-asked',
      detail: 'its result does not match its schema (3 problems): a repair follow-up was sent (1 of 1)',
    });
    expect(sent().slice(1, 2)).toEqual([asking]);
    expect(sent()).toHaveLength(3);
    // Work that asked for no result, then work that asks for it: the last request is the one read.
    const third = await detached({
      result: { file: { verdict: 'maybe' } },
      followups: [{ result: { file: { verdict: 'maybe' } } }, { result: { file: { verdict: 'maybe' } } }],
    });
    await step.client.runs.followUp(third.runId, { message: 'Also add a test.' });
    sim.clock.advance(10 * MIN);
    await step.client.runs.followUp(third.runId, { message: asking });
    sim.clock.advance(10 * MIN);
    // Judged (past the work's deadline by now, so reported as it is, with no repair).
    expect(await settleOne(third.runId)).toMatchObject({ action: 'finished', result: 'invalid' });
  });

  it('a run whose one request, its prompt, does not show the appendix (a foreman wrote it, say): judged, as ever', async () => {
    const { runId } = await detached(
      { result: { file: { verdict: 'maybe' } }, followups: [{ result: { file: VERDICT } }] },
      {},
      {},
      'Judge the test, as the factory put it.',
    );
    expect(await settleOne(runId)).toMatchObject({
      action: 'repair-asked',
      detail: `${PROBLEMS}: a repair follow-up was sent (1 of 1)`,
    });
  });

  it('a service that gives no conversation: the result its marker records is judged, as ever', async () => {
    const { runId } = await wrongAndRepairable();
    sim.faults.inject({
      operation: 'getRunConversation',
      times: 3,
      fault: { status: 404, body: { error: 'none' } },
    });
    expect(await settleOne(runId)).toMatchObject({
      action: 'repair-asked',
      detail: `${PROBLEMS}: a repair follow-up was sent (1 of 1)`,
    });
  });

  // A failed read of the conversation is no final message: the result may be in it (as the step's follow: see
  // test/flow/follow-result.test.ts).
  it('the final message unread and no result file: nothing judged, asked or written; the next settle tries again', async () => {
    const { runId, id } = await detached({ result: { block: VERDICT } });
    const before = bodyOf(id);
    unreadable();
    const settled = await settleOne(runId);
    expect(settled).toMatchObject({
      action: 'not-settled',
      detail: expect.stringMatching(
        /^its final message, where its result may be, could not be read \(getRunConversation failed \(HTTP 503.*\); its report is left to the next settle$/,
      ),
      retry: true,
    });
    expect(settled.result).toBeUndefined();
    expect(followups()).toEqual([]);
    expect(bodyOf(id)).toBe(before);
    // The next settle reads it: valid, from the final message.
    expect(await settleOne(runId)).toMatchObject({ action: 'finished', result: 'valid' });
    expect(bodyOf(id)).toContain(
      '**Result** (from the JSON block ending its final message, as its schema asks)',
    );
  });

  it("a step's report that said the result was not read: judged and written again, its mark no longer unread; still unread, left as it is", async () => {
    const { runId, id } = await detached(
      { result: { block: VERDICT } },
      {},
      { phase: 'final', state: 'SUCCEEDED', unread: true },
    );
    const run = await step.client.runs.get(runId);
    // As the step wrote it: the run as it ended.
    gh.state.commentsOf(1).find((c) => c.id === id)!.body = `Result: not read\n\n${encodeMarker(
      { ...markerOf(id), seen: run.updated_at },
      step.markerKey,
    )}`;
    const before = bodyOf(id);
    unreadable();
    expect(await settleOne(runId)).toMatchObject({ action: 'not-settled', retry: true });
    expect(bodyOf(id)).toBe(before);
    expect(await settleOne(runId)).toMatchObject({ action: 'finished', result: 'valid' });
    expect(bodyOf(id)).toContain(
      '**Result** (from the JSON block ending its final message, as its schema asks)',
    );
    expect(markerOf(id).result).toEqual({ ...schemaMark(verdict), left: 1, before: [] });
    expect(markerOf(id).unread).toBeUndefined();
    expect(followups()).toEqual([]);
    // Shown now: the next settle has nothing to write.
    expect(await settleOne(runId)).toMatchObject({ action: 'already-settled' });
  });

  it('reportStopFirst of a report marked unread, still unread: written saying so, its mark still unread', async () => {
    const { runId, id } = await detached(
      { result: { block: VERDICT } },
      {},
      { phase: 'final', state: 'SUCCEEDED', unread: true },
    );
    const found = await step.repository!.markedComment(id, BOT, markerReader(step.markerKey));
    const run = await step.client.runs.get(runId);
    vi.spyOn(Date, 'now').mockReturnValue(sim.clock.now());
    unreadable();
    expect(await reportStopFirst(step, run, found, '@agent', 'request')).toMatchObject({
      action: 'finished',
    });
    expect(bodyOf(id)).toContain('**Result: not read**');
    expect(markerOf(id).unread).toBe(true);
  });

  // A new result.json not downloaded, where a later download may get it, is no missing result either (as the step's
  // follow: see test/flow/follow-result.test.ts).
  it('its result.json not downloaded (503 past the retries) and no block: nothing judged, asked or written; the next settle downloads it', async () => {
    const { runId, id } = await detached({ result: { file: VERDICT } });
    const before = bodyOf(id);
    sim.faults.inject({
      operation: 'downloadArtifact',
      times: 3,
      fault: { status: 503, body: { error: 'busy' } },
    });
    const settled = await settleOne(runId);
    expect(settled).toMatchObject({
      action: 'not-settled',
      detail: expect.stringMatching(
        /^its new result\.json could not be downloaded \(downloadArtifact failed \(HTTP 503\): busy.*\), and no result could be read from its final message in its place; its report is left to the next settle$/,
      ),
      retry: true,
    });
    expect(settled.result).toBeUndefined();
    expect(followups()).toEqual([]);
    expect(bodyOf(id)).toBe(before);
    expect(await settleOne(runId)).toMatchObject({ action: 'finished', result: 'valid' });
    expect(bodyOf(id)).toContain('**Result** (from its `result.json` file, as its schema asks)');
    expect(followups()).toEqual([]);
  });

  it('reportStopFirst with its result.json not downloaded: the report says so, marked unread; no repair, no failure owed', async () => {
    const { runId, id } = await detached({ result: { file: VERDICT } });
    const found = await step.repository!.markedComment(id, BOT, markerReader(step.markerKey));
    const run = await step.client.runs.get(runId);
    vi.spyOn(Date, 'now').mockReturnValue(sim.clock.now());
    sim.faults.inject({
      operation: 'downloadArtifact',
      times: 3,
      fault: { status: 503, body: { error: 'busy' } },
    });
    const settled = await reportStopFirst(step, run, found, '@agent', 'request');
    expect(settled).toMatchObject({
      action: 'finished',
      detail: expect.stringMatching(
        /^final report written \(SUCCEEDED\); its result could not be read: downloadArtifact failed \(HTTP 503\): busy/,
      ),
    });
    expect(owedFailure(settled)).toBeUndefined();
    expect(followups()).toEqual([]);
    expect(bodyOf(id)).toContain(
      "**Result: not read**\n\nThe run's new `result.json` file could not be downloaded (downloadArtifact failed (HTTP 503): busy",
    );
    expect(markerOf(id).unread).toBe(true);
  });

  it('the final message unread and a result file: the file judged, as ever', async () => {
    const { runId } = await detached({ result: { file: VERDICT } });
    unreadable();
    expect(await settleOne(runId)).toMatchObject({ action: 'finished', result: 'valid' });
  });

  it('reportStopFirst with the final message unread: the report says the result was not read, 😕 on the asking comment; no repair, no failure owed', async () => {
    const asking = gh.state.addComment({ issue_number: 1, body: '@agent judge it', user: 'Codertocat' });
    const { runId, id } = await detached(
      { result: { block: VERDICT } },
      {},
      { comment: String(asking.id), commentKind: 'issue' },
    );
    const found = await step.repository!.markedComment(id, BOT, markerReader(step.markerKey));
    const run = await step.client.runs.get(runId);
    vi.spyOn(Date, 'now').mockReturnValue(sim.clock.now());
    unreadable();
    const settled = await reportStopFirst(step, run, found, '@agent', 'request');
    expect(settled).toMatchObject({
      action: 'finished',
      detail: expect.stringMatching(
        /^final report written \(SUCCEEDED\); its result could not be read: getRunConversation failed/,
      ),
    });
    expect(settled!.result).toBeUndefined();
    expect(owedFailure(settled)).toBeUndefined();
    expect(followups()).toEqual([]);
    expect(bodyOf(id)).toContain('**Result: not read**');
    expect(
      gh.state.reactions
        .filter((r) => r.subject.kind === 'issue_comment' && r.subject.id === asking.id)
        .map((r) => r.content),
    ).toEqual(['confused']);
  });

  it('a wrong result with two repairs left: the first of two asked, one left on the record', async () => {
    const { runId, id } = await detached(
      { result: { file: { verdict: 'maybe' } }, followups: [{ result: { file: VERDICT } }] },
      { left: 2 },
    );
    expect(await settleOne(runId)).toMatchObject({
      action: 'repair-asked',
      detail: 'its result does not match its schema (3 problems): a repair follow-up was sent (1 of 2)',
    });
    expect(step.host.lines).toContain(
      `run ${runId}: its result does not match its schema (3 problems): sent a repair follow-up (1 of 2)`,
    );
    expect(bodyOf(id)).toContain(
      'The result did not match its schema: the agent was asked to repair it (1 of 2).',
    );
    expect(markerOf(id).result).toMatchObject({ left: 1, sent: 1 });
  });

  it('the run moved on and its new work ended in the same state while its result was checked: no repair', async () => {
    const { runId, id } = await wrongAndRepairable();
    const before = bodyOf(id);
    beforeRead(3, async () => {
      sim.script.followup(runId, {
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 500 },
        ],
      });
      await step.client.runs.followUp(runId, { message: 'Also add a test.' });
      sim.clock.advance(5000);
    });
    expect(await settleOne(runId)).toMatchObject({
      action: 'not-settled',
      detail: `${PROBLEMS}, but the run moved on meanwhile (now SUCCEEDED): no repair was asked (what moved it shows the run)`,
    });
    expect(followups().map((r) => (JSON.parse(r.body) as { message: string }).message)).toEqual([
      'Also add a test.',
    ]);
    expect(bodyOf(id)).toBe(before);
  });

  it('its comment was written meanwhile (another job reported the run): no repair, and not written over', async () => {
    const { runId, id } = await wrongAndRepairable();
    const other = `Reported by another job\n\n${encodeMarker({ ...markerOf(id), phase: 'final' }, step.markerKey)}`;
    beforeRead(3, async () => {
      await getOctokit('ghs_unit_token', { baseUrl: gh.url }).rest.issues.updateComment({
        owner: 'acme',
        repo: 'app',
        comment_id: id,
        body: other,
      });
    });
    expect(await settleOne(runId)).toMatchObject({
      action: 'not-settled',
      detail: `${PROBLEMS}, but its comment was written meanwhile: no repair was asked (what moved it shows the run)`,
    });
    expect(followups()).toEqual([]);
    expect(bodyOf(id)).toBe(other);
  });

  it('the read again before a repair fails: none asked, nothing written, the next settle tries again', async () => {
    const { runId, id } = await wrongAndRepairable();
    const before = bodyOf(id);
    beforeRead(3, () => {
      sim.faults.inject({ operation: 'getRun', fault: { status: 404 } });
    });
    const result = await settleOne(runId);
    expect(result).toMatchObject({ action: 'not-settled', retry: true });
    expect(result.detail).toMatch(
      /^its result does not match its schema \(3 problems\); could not read the run or its comment again before asking for a repair \(getRun failed \(HTTP 404 .*\]\): the next settle tries again$/,
    );
    expect(followups()).toEqual([]);
    expect(bodyOf(id)).toBe(before);
  });

  // Found by the joins model (seed 77): Comment(+0s Codertocat ask (no wait, timeout 1 min, output-schema verdict →
  // SUCCEEDED after 7s, no result)), then a settle at +60 s: the repair started the run again at its deadline, and the
  // settle left it going past it.
  it("no repair once the work's deadline has passed: reported schema-invalid as it is", async () => {
    const late = await wrongAndRepairable();
    // The marker's deadline is START + 30 min; the run ended at START + 1 s and the clock reads START + 2 s.
    sim.clock.advance(30 * MIN - 2000);
    expect(await settleOne(late.runId)).toMatchObject({
      action: 'finished',
      detail: `final report written (SUCCEEDED); ${PROBLEMS}: schema-invalid`,
      result: 'invalid',
    });
    expect(followups()).toEqual([]);
    expect(markerOf(late.id)).toMatchObject({ phase: 'final', result: { left: 1 } });
    expect(step.host.lines).toContain(
      `run ${late.runId}: its result does not match its schema, and its deadline (${new Date(START + 30 * MIN).toISOString()}) has passed: no repair is asked`,
    );
  });

  // Found by the joins model (seed 777): Comment(+0s Codertocat ask (no wait, max-credits 15, output-schema verdict →
  // SUCCEEDED after 27s, no result)), then two settles at once: one asked a repair of a run over its budget, and the
  // other cancelled that repair for it.
  it('no repair once the budget is spent: over it, reported schema-invalid and over budget; at it, schema-invalid', async () => {
    const over = await detached(
      { result: { file: { verdict: 'maybe' } }, usage: { inference_cost: 20 } },
      {},
      { budget: 15 },
    );
    expect(await settleOne(over.runId)).toMatchObject({
      action: 'finished',
      detail: `final report written (SUCCEEDED); ${PROBLEMS}: schema-invalid; over its budget (20 of 15 credits)`,
      result: 'invalid',
      over_budget: true,
    });
    expect(step.host.lines).toContain(
      `run ${over.runId}: its result does not match its schema, and its budget was spent (20 of 15 credits): no repair is asked`,
    );
    const at = await detached(
      { result: { file: { verdict: 'maybe' } }, usage: { inference_cost: 15 } },
      {},
      { budget: 15 },
    );
    expect(await settleOne(at.runId)).toMatchObject({
      action: 'finished',
      detail: `final report written (SUCCEEDED); ${PROBLEMS}: schema-invalid`,
      result: 'invalid',
    });
    expect(followups()).toEqual([]);
  });

  it('a budget not spent yet: the repair is asked', async () => {
    const { runId } = await detached(
      { result: { file: { verdict: 'maybe' } }, usage: { inference_cost: 14.99 }, followups: [{}] },
      {},
      { budget: 15 },
    );
    expect(await settleOne(runId)).toMatchObject({ action: 'repair-asked' });
    expect(followups()).toHaveLength(1);
  });

  it("a millisecond before the work's deadline, the repair is asked", async () => {
    const { runId } = await wrongAndRepairable();
    sim.clock.advance(30 * MIN - 2001);
    expect(await settleOne(runId)).toMatchObject({ action: 'repair-asked', result: 'repair-asked' });
    expect(followups()).toHaveLength(1);
  });

  // Found by the joins model (seeds 3801 and 77): Comment(+0s maintainer ask (no wait, output-schema verdict →
  // SUCCEEDED after 7s, no result)), then Comment(+9s maintainer ask (no wait, output-schema verdict)): the second
  // request's report of the first sent a repair, and its own work right behind it.
  it('reportStopFirst (a new request is about to move the run on): the result reported as it is, no repair sent', async () => {
    const { runId, id } = await wrongAndRepairable();
    const found = await step.repository!.markedComment(id, BOT, markerReader(step.markerKey));
    const run = await step.client.runs.get(runId);
    // reportStopFirst's settle reads the machine's clock: the simulator's, well within the work's deadline.
    const now = sim.clock.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    expect(await reportStopFirst(step, run, found, '@agent', 'request')).toMatchObject({
      action: 'finished',
      detail: `final report written (SUCCEEDED); ${PROBLEMS}: schema-invalid`,
      result: 'invalid',
    });
    expect(followups()).toEqual([]);
    expect(markerOf(id)).toMatchObject({ phase: 'final', result: { left: 1 } });
    // A settle of the same run, as the step's own would be: the repair asked.
    const other = await wrongAndRepairable();
    expect(await settleOne(other.runId)).toMatchObject({ action: 'repair-asked' });
  });

  it('reportStopFirst whose reads before writing fail: nothing written, the step told to run it again', async () => {
    const { runId, id } = await wrongAndRepairable();
    const found = await step.repository!.markedComment(id, BOT, markerReader(step.markerKey));
    const run = await step.client.runs.get(runId);
    const before = markerOf(id);
    vi.spyOn(Date, 'now').mockReturnValue(sim.clock.now());
    sim.faults.inject({
      operation: 'getRun',
      times: 10,
      fault: { status: 403, body: { error: 'forbidden' } },
    });
    const error = await reportStopFirst(step, run, found, '@agent', 'request').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StopNotShownError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^run ${runId} stopped, and its tracking comment does not show it yet \\(could not read the run or its comment again before writing: getRun failed \\(HTTP 403\\).*\\): nothing was sent, so that how it stopped is not lost; run this again once GitHub takes the report$`,
      ),
    );
    expect(markerOf(id)).toEqual(before);
  });

  /**
   * A run that ended with a result that does not match its schema, its comment unaware (a step let it go), as a
   * request that moves it on reads both; the clock stopped where the simulator's is.
   */
  async function unshownStop() {
    const { runId, id } = await detached({ result: { file: { verdict: 'maybe' } } });
    const found = await step.repository!.markedComment(id, BOT, markerReader(step.markerKey));
    const run = await step.client.runs.get(runId);
    vi.spyOn(Date, 'now').mockReturnValue(sim.clock.now());
    return { runId, id, found, run };
  }

  // Found by the joins model (JOINS_HARSH=1 seed 275001): `followup-mode: plan` without the thread and with it at once;
  // the one on the thread showed how the run had stopped while the other's plan-mode work moved it on and stopped
  // (BLOCKED, a plan); it then sent its own request, and that stop was never shown on the thread.
  it('reportStopFirst while another job moves the run on and its work stops: the report written, the step told to run again', async () => {
    const { runId, id, found, run } = await unshownStop();
    // The run is read again before the report is written, and once more after it: the other job's work lands and
    // stops between the two.
    beforeRead(2, async () => {
      sim.script.followup(runId, {
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'BLOCKED', afterMs: 500 },
        ],
      });
      await step.client.runs.followUp(runId, { message: 'Plan the next step.', mode: 'plan' });
      sim.clock.advance(1000);
    });
    const error = await reportStopFirst(step, run, found, '@agent', 'request').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StopNotShownError);
    // The service's doing, not the workflow's (the exit code of a service outcome).
    expect((error as StopNotShownError).outcome).toBe('service');
    expect((error as Error).message).toBe(
      `run ${runId} stopped, and its tracking comment does not show it yet (it moved on while this report was written, and stopped again: now BLOCKED): nothing was sent, so that how it stopped is not lost; run this again to show it first as it stands then`,
    );
    // The stop it set out to show is shown, as of the run it read.
    expect(markerOf(id)).toMatchObject({ phase: 'final', seen: run.updated_at });
    expect(followups().map((r) => (JSON.parse(r.body) as { message: string }).message)).toEqual([
      'Plan the next step.',
    ]);
    expect(step.host.lines).toContain(
      `run ${runId} moved on while its report was written (now BLOCKED): the next settle or the step following it shows it`,
    );
  });

  it('reportStopFirst while another job moves the run on and its work goes on: the report written, the step goes on', async () => {
    const { runId, id, found, run } = await unshownStop();
    beforeRead(2, async () => {
      await step.client.runs.followUp(runId, { message: 'Also add a test.' });
    });
    const result = await reportStopFirst(step, run, found, '@agent', 'request');
    // The work that moved it is followed by the step that sent it, which shows how it ends.
    expect(result).toMatchObject({
      action: 'finished',
      detail:
        'final report written (SUCCEEDED); its result does not match its schema (3 problems): schema-invalid; the run moved on meanwhile (now QUEUED)',
    });
    expect(markerOf(id)).toMatchObject({ phase: 'final', seen: run.updated_at });
  });

  // Found by the joins model (a job cut short): cancelled while the stop was being shown, the step said to run it
  // again "once GitHub takes the report", though GitHub had refused nothing.
  it('reportStopFirst of a job cancelled meanwhile: the cancel is why, not GitHub; nothing written', async () => {
    const { runId, id } = await wrongAndRepairable();
    const found = await step.repository!.markedComment(id, BOT, markerReader(step.markerKey));
    const run = await step.client.runs.get(runId);
    const before = markerOf(id);
    vi.spyOn(Date, 'now').mockReturnValue(sim.clock.now());
    const job = new AbortController();
    job.abort(new Error('received SIGTERM'));
    const error = await reportStopFirst(
      { ...step, signal: job.signal },
      run,
      found,
      '@agent',
      'request',
    ).catch((e: unknown) => e);
    // The very reason the job was stopped with.
    expect(error).toBe(job.signal.reason);
    expect(markerOf(id)).toEqual(before);
    expect(followups()).toEqual([]);
  });
});
