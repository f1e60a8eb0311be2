/**
 * The Reporter: progress never waits for GitHub, comment edits are spaced by MIN_UPDATE_INTERVAL_MS, the final
 * report is bounded (shorter when the step is being stopped), a create that was cut short is looked for before a
 * second one is posted, and the final report lands in the comment, the job summary and the outputs. The comment's
 * writes run on a manual clock (ManualTimers): against the fake GitHub (a plain octokit, whose requests are not
 * spaced by the throttling plugin's limiter) or against a comment kept in memory.
 */
import { getOctokit } from '../helpers/octokit.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import { conversationKey } from '../../src/flow/origin.ts';
import {
  countedOf,
  markerReader,
  recordedOrigin,
  openReporter,
  Reporter,
  reporterForRun,
  routedBeforeSending,
  routedOf,
  passedOver,
  sentBefore,
  stepReporter,
  SUMMARY_OUTPUT_MAX_CHARS,
  writeOutputs,
  writeSummary,
} from '../../src/flow/report.ts';
import { FINAL_WRITE_MS, MIN_UPDATE_INTERVAL_MS, STOPPING_FINAL_WRITE_MS } from '../../src/timing.ts';
import { StepState } from '../../src/flow/state.ts';
import type { Step } from '../../src/flow/step.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import type { FoundComment, ReadMarker, Repository, ThreadComment } from '../../src/flow/host.ts';
import type { CommentInfo } from '../../src/flow/context.ts';
import { decodeMarker, encodeMarker, ROUTED_MAX, type MarkerState } from '../../src/render/marker.ts';
import { renderJobSummary, type Conversation, type ReportInput } from '../../src/render/report.ts';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { ManualTimers, settle } from '../helpers/manual-timers.ts';
import { memoryHost, type MemoryHost } from '../helpers/step.ts';

const MARKER_KEY = deriveMarkerKey('test-key');

const run = (state: string): RunItem => ({
  run_id: 'run-42',
  title: 'Fix the spelling',
  state,
  prompt: 'p',
  created_at: '2026-11-21T12:00:00Z',
  updated_at: '2026-11-21T12:00:01Z',
});
const input = (state: string, phase: ReportInput['phase']): ReportInput => ({
  run: run(state),
  phase,
  artifacts: [],
  now: Date.parse('2026-11-21T12:00:05Z'),
});

/** Waits (for loopback I/O, not for time) until `done()`; fails after a generous bound. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never happened: ${what}`);
}

describe('Reporter against the fake GitHub', () => {
  let gh: FakeGitHub;
  let host: MemoryHost;
  let timers: ManualTimers;
  beforeEach(async () => {
    gh = await startFakeGitHub();
    gh.state.addIssue({ number: 1, title: 'Spelling error' });
    host = memoryHost();
    timers = new ManualTimers();
  });
  afterEach(async () => {
    await gh.close();
  });

  function reporter(signal?: AbortSignal, key = 'k1') {
    const octokit = getOctokit('ghs_action_token', { baseUrl: gh.url });
    return openReporter({
      host,
      repository: new GitHubRepository(octokit, { owner: 'acme', repo: 'app' }, host.log),
      number: 1,
      self: 'github-actions[bot]',
      enabled: true,
      marker: { key },
      markerKey: MARKER_KEY,
      timers,
      ...(signal ? { signal } : {}),
    });
  }

  it('show returns at once while GitHub stalls; a stopping step gives the final report 1.5 s', async () => {
    gh.faults.inject({ operationId: 'issues/create-comment', times: Infinity, stall: true });
    const stopping = new AbortController();
    const r = reporter(stopping.signal);
    // show() is synchronous: it hands the body to the background writer and returns.
    expect(r.show(input('QUEUED', 'queued'))).toBeUndefined();
    await until(() => gh.count('issues/create-comment') === 1, 'the create of the progress comment');

    stopping.abort(new Error('received SIGINT'));
    let shown: boolean | undefined;
    const finishing = r.finishComment(input('CANCELLED', 'cancelled')).then((s) => (shown = s));
    // The stopping bound (1.5 s), not the normal one: half of it waits for the stalled create, then it is aborted
    // and the final report is sent (its create stalls too) ...
    expect(timers.pending()).toEqual([STOPPING_FINAL_WRITE_MS / 2, STOPPING_FINAL_WRITE_MS]);
    await timers.advanceTo(STOPPING_FINAL_WRITE_MS / 2 - 1);
    expect(gh.count('issues/create-comment')).toBe(1);
    await timers.advanceTo(STOPPING_FINAL_WRITE_MS / 2);
    await until(() => gh.count('issues/create-comment') === 2, 'the create of the final report');
    // ... and at the bound the step gets its answer, whatever GitHub does.
    await timers.advanceTo(STOPPING_FINAL_WRITE_MS - 1);
    expect(shown).toBeUndefined();
    await timers.advanceTo(STOPPING_FINAL_WRITE_MS);
    await finishing;
    expect(shown).toBe(false);
    expect(host.lines).toEqual([
      'warning: GitHub did not take the final report within 1.5s: the tracking comment may still show an earlier state',
    ]);
  });

  it('finish with comment: false leaves the comment as it is (a progress body waiting is dropped); summary and outputs written', async () => {
    const r = reporter();
    r.show(input('QUEUED', 'queued'));
    await until(() => gh.count('issues/create-comment') === 1, 'the create of the progress comment');
    r.show(input('INPROGRESS', 'running'));
    expect(await r.finish(input('SUCCEEDED', 'final'), { comment: false })).toBe(false);
    await timers.advanceTo(10 * MIN_UPDATE_INTERVAL_MS);
    await settle();
    // The progress comment's create (and its look for a twin), and nothing after it.
    expect(gh.requests.map((q) => q.operationId)).toEqual(['issues/create-comment', 'issues/list-comments']);
    expect(decodeMarker(gh.state.commentsOf(1)[0]!.body, MARKER_KEY)).toMatchObject({ state: 'QUEUED' });
    expect(host.summaries).toHaveLength(1);
    expect(host.outputs.state).toBe('SUCCEEDED');
  });

  // Found by the model-based test (joins.model.test.ts): of two jobs of one thread, the one that posted second deleted
  // its comment and kept the oldest, but never wrote there what it had posted, so the thread's marker still named
  // the other job's asking comment: the settle that finished the run reacted on that one, and this job's asker never
  // heard of the work's end. And (JOINS_HARSH=1 JOINS_SEED=113001): two jobs whose creates both posted but lost their
  // answers each looked, took the newest comment for theirs and edited it, so the thread kept two.
  it.each([
    ['answered', false],
    ['made by GitHub, their answers lost', true],
  ])(
    'two jobs post at once, their creates %s: the newer comment is deleted, and what it showed is written on the oldest',
    async (_, lost) => {
      if (lost) gh.faults.inject({ operationId: 'issues/create-comment', times: 2, lostAnswer: true });
      const first = reporter();
      const second = reporter();
      // Both looked and found no comment; the first posts, then the second.
      await first.finishComment(input('QUEUED', 'detached'));
      const [kept] = gh.state.commentsOf(1);
      second.setMarker({ comment: '2000000099', commentKind: 'issue' });
      await second.finishComment(input('INPROGRESS', 'detached'));
      expect(gh.state.commentsOf(1).map((c) => c.id)).toEqual([kept!.id]);
      expect(decodeMarker(gh.state.commentsOf(1)[0]!.body, MARKER_KEY)).toMatchObject({
        state: 'INPROGRESS',
        phase: 'detached',
        comment: '2000000099',
      });
      expect(first.comment!.id).toBe(kept!.id);
      expect(second.comment!.id).toBe(kept!.id);
      const posts = '/repos/acme/app/issues/1/comments';
      expect(gh.requests.map((q) => [q.operationId, q.status, q.path])).toEqual([
        ['issues/create-comment', 201, posts],
        ['issues/list-comments', 200, posts],
        // Its answer lost, the first job found the comment it had made, and wrote on it.
        ...(lost ? [['issues/update-comment', 200, `/repos/acme/app/issues/comments/${kept!.id}`]] : []),
        ['issues/create-comment', 201, posts],
        ['issues/list-comments', 200, posts],
        ['issues/delete-comment', 204, `/repos/acme/app/issues/comments/${kept!.id + 1}`],
        ['issues/update-comment', 200, `/repos/acme/app/issues/comments/${kept!.id}`],
      ]);
      // The comment deleted was the second job's: its marker named that job's asking comment.
      const secondCreate = gh.requests.filter((q) => q.operationId === 'issues/create-comment')[1]!;
      expect(decodeMarker((secondCreate.body as { body: string }).body, MARKER_KEY)).toMatchObject({
        comment: '2000000099',
      });
      // Its time is the write's on the comment kept.
      expect(second.comment!.writtenAt).toBe(gh.state.commentsOf(1)[0]!.updated_at);
      expect(host.lines).toEqual([]);
    },
  );

  it("after a lost answer, only what this job posted is deleted: another job's newer comment is left to that job", async () => {
    await reporter().finishComment(input('QUEUED', 'detached'));
    const [oldest] = gh.state.commentsOf(1);
    // Another job's comment, posted before this job's and not yet deleted by that job.
    const other = gh.state.addComment({ issue_number: 1, body: oldest!.body, user: 'github-actions[bot]' });
    gh.faults.inject({ operationId: 'issues/create-comment', times: 1, lostAnswer: true });
    gh.requests.length = 0;
    const r = reporter();
    await r.finishComment(input('INPROGRESS', 'detached'));
    expect(gh.state.commentsOf(1).map((c) => c.id)).toEqual([oldest!.id, other.id]);
    expect(gh.requests.map((q) => [q.operationId, q.path])).toEqual([
      ['issues/create-comment', '/repos/acme/app/issues/1/comments'],
      ['issues/list-comments', '/repos/acme/app/issues/1/comments'],
      ['issues/delete-comment', `/repos/acme/app/issues/comments/${other.id + 1}`],
      ['issues/update-comment', `/repos/acme/app/issues/comments/${oldest!.id}`],
    ]);
    expect(decodeMarker(gh.state.commentsOf(1)[0]!.body, MARKER_KEY)).toMatchObject({ state: 'INPROGRESS' });
    expect(r.comment!.id).toBe(oldest!.id);
  });

  it.each([
    [404, []],
    [403, ['warning: could not write the tracking comment: Forbidden - https://docs.github.com/rest']],
  ])(
    'after a lost answer, the delete of what this job posted answers %i: gone already is fine, else the error',
    async (status, lines) => {
      await reporter().finishComment(input('QUEUED', 'detached'));
      const [oldest] = gh.state.commentsOf(1);
      gh.faults.inject({ operationId: 'issues/create-comment', times: 1, lostAnswer: true });
      gh.faults.inject({ operationId: 'issues/delete-comment', times: 1, status });
      gh.requests.length = 0;
      const r = reporter();
      await r.finishComment(input('INPROGRESS', 'detached'));
      expect(gh.requests.map((q) => [q.operationId, q.status])).toEqual([
        ['issues/create-comment', 201],
        ['issues/list-comments', 200],
        ['issues/delete-comment', status],
        ...(status === 404 ? [['issues/update-comment', 200]] : []),
      ]);
      expect(host.lines).toEqual(lines);
      // Gone already (GitHub's fault here answers without deleting): the oldest is this job's comment; else none is.
      expect(r.comment?.id).toBe(status === 404 ? oldest!.id : undefined);
    },
  );

  it('a tracking comment someone deleted is posted again by the next write, with its marker, once', async () => {
    const r = reporter();
    await r.finishComment(input('QUEUED', 'detached'));
    const [gone] = gh.state.commentsOf(1);
    gh.state.comments.delete(gone!.id);
    gh.requests.length = 0;
    expect(await r.finishComment(input('INPROGRESS', 'detached'))).toBe(true);
    const [posted, ...more] = gh.state.commentsOf(1);
    expect(more).toEqual([]);
    expect(gh.requests.map((q) => [q.operationId, q.status, q.path])).toEqual([
      ['issues/update-comment', 404, `/repos/acme/app/issues/comments/${gone!.id}`],
      // This job posted before: it looks for a comment of this trigger (another job may have posted it again) ...
      ['issues/list-comments', 200, '/repos/acme/app/issues/1/comments'],
      ['issues/create-comment', 201, '/repos/acme/app/issues/1/comments'],
      // ... and after its create, as after any, keeps the oldest.
      ['issues/list-comments', 200, '/repos/acme/app/issues/1/comments'],
    ]);
    expect(decodeMarker(posted!.body, MARKER_KEY)).toMatchObject({ state: 'INPROGRESS' });
    const url = (id: number) => `https://github.com/acme/app/issues/1#issuecomment-${id}`;
    expect([r.comment!.id, r.comment!.url]).toEqual([posted!.id, url(posted!.id)]);
    expect(r.comment!.writtenAt).toBe(posted!.updated_at);
    expect(host.lines).toEqual([
      `the tracking comment ${url(gone!.id)} is gone (deleted): posting the report as a new comment`,
    ]);
    // The next write edits the comment posted.
    gh.requests.length = 0;
    await r.finishComment(input('SUCCEEDED', 'final'));
    expect(gh.requests.map((q) => [q.operationId, q.status, q.path])).toEqual([
      ['issues/update-comment', 200, `/repos/acme/app/issues/comments/${posted!.id}`],
    ]);
  });

  it('a tracking comment found, then deleted before the write: posted again without a look first', async () => {
    await reporter().finishComment(input('QUEUED', 'detached'));
    const [gone] = gh.state.commentsOf(1);
    const r = reporter();
    expect((await r.comment!.find())?.id).toBe(gone!.id);
    gh.state.comments.delete(gone!.id);
    gh.requests.length = 0;
    await r.finishComment(input('SUCCEEDED', 'final'));
    const [posted] = gh.state.commentsOf(1);
    expect(gh.requests.map((q) => [q.operationId, q.status])).toEqual([
      ['issues/update-comment', 404],
      ['issues/create-comment', 201],
      ['issues/list-comments', 200],
    ]);
    expect(decodeMarker(posted!.body, MARKER_KEY)).toMatchObject({ state: 'SUCCEEDED' });
  });

  it.each([403, 500])(
    'an edit GitHub refuses with %i is not taken for a deleted comment: nothing posted',
    async (status) => {
      const r = reporter();
      await r.finishComment(input('QUEUED', 'detached'));
      gh.faults.inject({ operationId: 'issues/update-comment', times: 4, status });
      gh.requests.length = 0;
      expect(await r.finishComment(input('SUCCEEDED', 'final'))).toBe(false);
      expect(gh.count('issues/create-comment')).toBe(0);
      expect(gh.state.commentsOf(1)).toHaveLength(1);
      expect(host.lines.filter((l) => l.includes('gone'))).toEqual([]);
    },
  );

  it("after a lost answer, another trigger's comment is not taken for this one's", async () => {
    // An older tracking comment of another trigger on the same thread (its marker's key is not this one's).
    await reporter(undefined, 'k2').finishComment(input('SUCCEEDED', 'final'));
    const [another] = gh.state.commentsOf(1);
    gh.faults.inject({ operationId: 'issues/create-comment', times: 1, lostAnswer: true });
    gh.requests.length = 0;
    const r = reporter();
    await r.finishComment(input('INPROGRESS', 'detached'));
    const [, mine] = gh.state.commentsOf(1);
    expect(gh.requests.map((q) => [q.operationId, q.path])).toEqual([
      ['issues/create-comment', '/repos/acme/app/issues/1/comments'],
      ['issues/list-comments', '/repos/acme/app/issues/1/comments'],
      ['issues/update-comment', `/repos/acme/app/issues/comments/${mine!.id}`],
    ]);
    expect(decodeMarker(another!.body, MARKER_KEY)).toMatchObject({ key: 'k2', state: 'SUCCEEDED' });
    expect(decodeMarker(mine!.body, MARKER_KEY)).toMatchObject({ key: 'k1', state: 'INPROGRESS' });
    expect(r.comment!.id).toBe(mine!.id);
  });

  // A refused create posted nothing: it is not looked for. A timeout, a rate limit or a server error may have.
  it.each([
    [403, ['issues/create-comment']],
    [422, ['issues/create-comment']],
    [408, ['issues/create-comment', 'issues/list-comments', 'issues/create-comment', 'issues/list-comments']],
    [429, ['issues/create-comment', 'issues/list-comments', 'issues/create-comment', 'issues/list-comments']],
    [500, ['issues/create-comment', 'issues/list-comments', 'issues/create-comment', 'issues/list-comments']],
  ])('a create answered %i: the requests that follow', async (status, operations) => {
    gh.faults.inject({ operationId: 'issues/create-comment', times: 1, status });
    await reporter().finishComment(input('INPROGRESS', 'detached'));
    expect(gh.requests.map((q) => q.operationId)).toEqual(operations);
    expect(gh.state.commentsOf(1)).toHaveLength(status === 403 || status === 422 ? 0 : 1);
  });

  // Found by the joins model (JOINS_HARSH=1, seed 259001): the claim's answer was lost, octokit sent it again, GitHub
  // answered 200 (there already), and the step took its own claim for another approval's: it sent nothing and left
  // the claim on the comment, so no approval of that plan could pass it.
  describe('a claim whose answer may hide a claim made: looked for, never sent again blindly', () => {
    async function written() {
      const r = reporter();
      await r.finishComment(input('SUCCEEDED', 'final'));
      gh.requests.length = 0;
      return r.comment!;
    }
    const reactionOps = () =>
      gh.requests
        .filter((q) => q.operationId?.startsWith('reactions/'))
        .map((q) => [q.operationId, q.status]);

    it('made, its answer lost: the look finds it, and it is this claim', async () => {
      const tracking = await written();
      gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', times: 1, lostAnswer: true });
      expect(await tracking.claim()).toBe('claimed');
      expect(gh.state.reactions.map((x) => [x.user, x.content])).toEqual([['github-actions[bot]', '+1']]);
      expect(reactionOps().map(([op]) => op)).toEqual([
        'reactions/create-for-issue-comment',
        'reactions/list-for-issue-comment',
      ]);
    });

    it.each([500, 502, 408, 429])(
      'answered %i without a claim made: looked for, then sent once more',
      async (status) => {
        const tracking = await written();
        gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', times: 1, status });
        expect(await tracking.claim()).toBe('claimed');
        expect(reactionOps()).toEqual([
          ['reactions/create-for-issue-comment', status],
          ['reactions/list-for-issue-comment', 200],
          ['reactions/create-for-issue-comment', 201],
        ]);
      },
    );

    it('refused (403): nothing made, nothing looked for, the error thrown', async () => {
      const tracking = await written();
      gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', times: 1, status: 403 });
      await expect(tracking.claim()).rejects.toMatchObject({ status: 403 });
      expect(reactionOps()).toEqual([['reactions/create-for-issue-comment', 403]]);
      expect(gh.state.reactions).toEqual([]);
    });

    it('failing twice: the second error thrown, after one look', async () => {
      const tracking = await written();
      gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', times: 2, status: 502 });
      await expect(tracking.claim()).rejects.toMatchObject({ status: 502 });
      expect(reactionOps()).toEqual([
        ['reactions/create-for-issue-comment', 502],
        ['reactions/list-for-issue-comment', 200],
        ['reactions/create-for-issue-comment', 502],
      ]);
    });
  });

  it("the approval claim is a 👍 by the token's identity: claimed once per identity, taken after; unclaim removes its own", async () => {
    const r = reporter();
    await r.finishComment(input('SUCCEEDED', 'final'));
    const tracking = r.comment!;
    const [made] = gh.state.commentsOf(1);
    // GitHub's time of the write, from its answer.
    expect(tracking.writtenAt).toBe(made!.updated_at);
    expect(await tracking.claim()).toBe('claimed');
    expect(await tracking.claim()).toBe('taken');
    // Another identity (a workflow with another token) gets a claim of its own: one token for every approving
    // workflow is what makes the claim one per plan.
    const other = new GitHubRepository(
      getOctokit('ghp_user_token', { baseUrl: gh.url }),
      { owner: 'acme', repo: 'app' },
      host.log,
    ).trackingComment(
      1,
      'octo-maintainer',
      () => undefined,
      () => true,
    );
    other.adopt({
      id: made!.id,
      url: '',
      body: '',
      state: { v: 2, key: 'k1' },
      author: 'github-actions[bot]',
    });
    expect(await other.claim()).toBe('claimed');
    expect(await tracking.unclaim()).toBe(true);
    expect(gh.state.reactions.map((x) => [x.user, x.content])).toEqual([['octo-maintainer', '+1']]);
    expect(await tracking.claim()).toBe('claimed');
    // Unclaimed with no claim there: nothing is left.
    expect(await tracking.unclaim()).toBe(true);
    expect(await tracking.unclaim()).toBe(false);
    expect(gh.state.reactions.map((x) => x.user)).toEqual(['octo-maintainer']);
    expect(
      gh.requests
        .filter((q) => q.operationId?.startsWith('reactions/'))
        .map((q) => [q.operationId, q.login, q.status]),
    ).toEqual([
      ['reactions/create-for-issue-comment', 'github-actions[bot]', 201],
      ['reactions/create-for-issue-comment', 'github-actions[bot]', 200],
      ['reactions/create-for-issue-comment', 'octo-maintainer', 201],
      // Unclaimed: the comment's 👍 listed, its own deleted (never another's).
      ['reactions/list-for-issue-comment', 'github-actions[bot]', 200],
      ['reactions/delete-for-issue-comment', 'github-actions[bot]', 204],
      ['reactions/create-for-issue-comment', 'github-actions[bot]', 201],
      ['reactions/list-for-issue-comment', 'github-actions[bot]', 200],
      ['reactions/delete-for-issue-comment', 'github-actions[bot]', 204],
      // With none of its own: nothing deleted, nothing made.
      ['reactions/list-for-issue-comment', 'github-actions[bot]', 200],
    ]);
    // Whether it is claimed: a read of the comment's 👍, its own counted, another identity's not.
    const before = gh.requests.length;
    expect(await tracking.claimed()).toBe(false);
    expect(await other.claimed()).toBe(true);
    expect(await tracking.claim()).toBe('claimed');
    expect(await tracking.claimed()).toBe(true);
    expect(gh.requests.slice(before).map((q) => q.operationId)).toEqual([
      'reactions/list-for-issue-comment',
      'reactions/list-for-issue-comment',
      'reactions/create-for-issue-comment',
      'reactions/list-for-issue-comment',
    ]);
  });

  it('the claim knows its reaction, also when found by the look; unclaim with it removes that reaction alone', async () => {
    const r = reporter();
    await r.finishComment(input('SUCCEEDED', 'final'));
    const tracking = r.comment!;
    expect(tracking.claimId).toBeUndefined();
    expect(await tracking.claim()).toBe('claimed');
    const first = gh.state.reactions.find((x) => x.content === '+1')!.id;
    expect(tracking.claimId).toBe(first);
    // Taken (another approval's, as far as this call knows): the id of the claim this object made is kept.
    expect(await tracking.claim()).toBe('taken');
    expect(tracking.claimId).toBe(first);
    // Another reaction id: nothing removed; its own: removed.
    gh.requests.length = 0;
    expect(await tracking.unclaim(undefined, first + 1)).toBe(false);
    expect(gh.state.reactions.map((x) => x.id)).toEqual([first]);
    expect(await tracking.unclaim(undefined, first)).toBe(true);
    expect(gh.state.reactions).toEqual([]);
    expect(gh.requests.map((q) => [q.operationId, q.status])).toEqual([
      ['reactions/list-for-issue-comment', 200],
      ['reactions/list-for-issue-comment', 200],
      ['reactions/delete-for-issue-comment', 204],
    ]);
    // Made, its answer lost: the look finds it, and its id is the claim's.
    gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', times: 1, lostAnswer: true });
    expect(await tracking.claim()).toBe('claimed');
    const second = gh.state.reactions.find((x) => x.content === '+1')!.id;
    expect(second).not.toBe(first);
    expect(tracking.claimId).toBe(second);
  });

  it('a claim and its removal end with the step: an ended signal sends nothing; no comment yet, nothing to claim', async () => {
    const none = reporter();
    await expect(none.comment!.claim()).rejects.toThrow(
      'there is no tracking comment to claim the approval on',
    );
    expect(await none.comment!.unclaim()).toBe(false);
    await none.finishComment(input('SUCCEEDED', 'final'));
    const tracking = none.comment!;
    expect(await tracking.claim()).toBe('claimed');
    gh.requests.length = 0;
    const ended = AbortSignal.abort(new Error('received SIGTERM'));
    await expect(tracking.claim(ended)).rejects.toThrow();
    await expect(tracking.unclaim(ended)).rejects.toThrow();
    expect(gh.requests).toEqual([]);
    expect(gh.state.reactions.map((x) => x.content)).toEqual(['+1']);
  });

  it("a report first showing a plan: the claim removed, the report written, then the write's time recorded", async () => {
    const first = reporter();
    await first.finishComment(input('SUCCEEDED', 'final'));
    const [made] = gh.state.commentsOf(1);
    expect(await first.comment!.claim()).toBe('claimed');
    gh.state.advance(60_000);
    // Each edit moves GitHub's clock 5 s on, so the two writes have times of their own.
    const octokit = getOctokit('ghs_action_token', { baseUrl: gh.url });
    const answered: string[] = [];
    octokit.hook.after('request', (response, options) => {
      if (options.method !== 'PATCH') return;
      answered.push((response.data as { updated_at: string }).updated_at);
      gh.state.advance(5000);
    });
    const r = openReporter({
      host,
      repository: new GitHubRepository(octokit, { owner: 'acme', repo: 'app' }, host.log),
      number: 1,
      self: 'github-actions[bot]',
      enabled: true,
      marker: { key: 'k1' },
      markerKey: MARKER_KEY,
      timers,
    });
    await r.findExisting();
    const shown = { uid: 'p2', digest: '0123456789abcdef' };
    r.setMarker({ plan: { by: 'ada', before: ['plan:p1'], rule: 'allowed', shown } });
    const at = gh.requests.length;
    expect(await r.finishComment(input('BLOCKED', 'blocked'), { showsNewPlan: true })).toBe(true);
    expect(gh.requests.slice(at).map((q) => [q.method, q.operationId])).toEqual([
      ['GET', 'reactions/list-for-issue-comment'],
      ['DELETE', 'reactions/delete-for-issue-comment'],
      ['PATCH', 'issues/update-comment'],
      ['PATCH', 'issues/update-comment'],
    ]);
    expect(gh.state.reactions).toEqual([]);
    const marker = decodeMarker(gh.state.commentsOf(1)[0]!.body, MARKER_KEY)!;
    // The time of the write that first showed the plan, as GitHub answered it (not the later edit's).
    expect(answered).toHaveLength(2);
    expect(answered[1]).not.toBe(answered[0]);
    expect(marker.plan!.shown).toEqual({ ...shown, at: answered[0] });
    expect(Date.parse(answered[0]!) - Date.parse(made!.created_at)).toBeGreaterThanOrEqual(60_000);
    expect(marker.phase).toBe('blocked');
  });

  it('after a create that was cut short, the comment it made is found and edited, not posted twice', async () => {
    // The create is done by GitHub but its answer never comes back.
    gh.faults.inject({ operationId: 'issues/create-comment', delayMs: 60_000 });
    const r = reporter();
    r.show(input('QUEUED', 'queued'));
    await until(() => gh.count('issues/create-comment') === 1, 'the create of the progress comment');
    // GitHub acts on it now, while the answer is still withheld from the reporter.
    const posted = gh.requests.find((q) => q.operationId === 'issues/create-comment')!;
    gh.state.addComment({
      issue_number: 1,
      body: (posted.body as { body: string }).body,
      user: 'github-actions[bot]',
    });
    // The final report waits half its bound for the create, gives up on it, looks, and edits what it finds.
    const finishing = r.finishComment(input('SUCCEEDED', 'final'));
    expect(timers.pending()).toEqual([FINAL_WRITE_MS / 2, FINAL_WRITE_MS]);
    await timers.advanceTo(FINAL_WRITE_MS / 2 - 1);
    expect(gh.count('issues/list-comments')).toBe(0);
    await timers.advanceTo(FINAL_WRITE_MS / 2);
    expect(await finishing).toBe(true);
    expect(gh.count('issues/create-comment')).toBe(1);
    expect(gh.count('issues/update-comment')).toBe(1);
    const [comment] = gh.state.commentsOf(1);
    expect(gh.state.commentsOf(1)).toHaveLength(1);
    expect(comment!.body.startsWith('### ✅ Cloud agent run succeeded: Fix the spelling')).toBe(true);
    expect(host.lines).toEqual([]);
  });
});

/** A tracking comment kept in memory: every write waits for the test to answer it. */
class MemoryComment implements ThreadComment {
  id: number | undefined;
  url: string | undefined;
  readonly number = 7;
  found: FoundComment | undefined;
  adopted: FoundComment[] = [];
  writes: { body: string; at: number; resolve(): void; reject(err: Error): void }[] = [];
  /** Whether a write that succeeds gives the comment its id (false: an unchanged body, nothing written). */
  gainsId = true;
  /** GitHub's time of each write taken, in order (see ThreadComment.writtenAt). */
  writtenAt: string | undefined;
  times: string[] = [];
  /** What was asked of the approval claim, in order, with how many writes had been asked before. */
  claims: string[] = [];
  failUnclaim = false;
  private readonly timers: ManualTimers;
  constructor(timers: ManualTimers) {
    this.timers = timers;
  }
  find(): Promise<FoundComment | undefined> {
    return Promise.resolve(this.found);
  }
  adopt(comment: FoundComment): void {
    this.adopted.push(comment);
  }
  write(body: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.writes.push({
        body,
        at: this.timers.now(),
        resolve: () => {
          if (!this.gainsId) return resolve();
          this.writtenAt = this.times.shift();
          this.id = 555;
          this.url = 'https://github.com/acme/app/issues/7#issuecomment-555';
          resolve();
        },
        reject,
      });
    });
  }
  claim(): Promise<'claimed' | 'taken'> {
    this.claims.push(`claim after ${this.writes.length} writes`);
    return Promise.resolve('claimed');
  }
  unclaim(): Promise<boolean> {
    this.claims.push(`unclaim after ${this.writes.length} writes`);
    return this.failUnclaim ? Promise.reject(new Error('Bad Gateway')) : Promise.resolve(true);
  }
  claimed(): Promise<boolean> {
    return Promise.resolve(this.claims.at(-1)?.startsWith('claim ') ?? false);
  }
  /** The phase each write's marker records. */
  phases(): (string | undefined)[] {
    return this.writes.map((w) => decodeMarker(w.body, MARKER_KEY)?.phase);
  }
}

describe('Reporter with a comment in memory', () => {
  let host: MemoryHost;
  let timers: ManualTimers;
  let comment: MemoryComment;
  beforeEach(() => {
    host = memoryHost();
    timers = new ManualTimers();
    comment = new MemoryComment(timers);
  });

  const reporter = (signal?: AbortSignal) =>
    new Reporter({
      host,
      comment,
      marker: { key: 'k1' },
      markerKey: MARKER_KEY,
      timers,
      ...(signal ? { signal } : {}),
    });

  it(`edits the comment at most every ${MIN_UPDATE_INTERVAL_MS} ms, always to the latest state`, async () => {
    expect(MIN_UPDATE_INTERVAL_MS).toBe(10_000);
    const r = reporter();
    r.show(input('QUEUED', 'queued'));
    await settle();
    expect(comment.writes.map((w) => w.at)).toEqual([0]);
    await timers.advanceTo(200);
    comment.writes[0]!.resolve();
    r.show(input('INPROGRESS', 'running'));
    r.show(input('BLOCKED', 'running'));
    await timers.advanceTo(10_199);
    expect(comment.writes).toHaveLength(1);
    await timers.advanceTo(10_200);
    expect(comment.writes.map((w) => w.at)).toEqual([0, 10_200]);
    expect(comment.writes.map((w) => decodeMarker(w.body, MARKER_KEY)?.state)).toEqual(['QUEUED', 'BLOCKED']);
    // The comment's id and thread are saved for the post step once a write made it.
    expect(host.saved).toEqual({ comment_id: '555', thread_number: '7' });
  });

  it("once a write lands, what a request asked (saved for the post step) is cleared: the comment shows this step's own", async () => {
    host = memoryHost({}, { request_asked: '{"run":"r1"}' });
    const r = reporter();
    r.show(input('QUEUED', 'queued'));
    await settle();
    comment.writes[0]!.reject(new Error('Server Error'));
    await settle();
    // A write that failed shows nothing.
    expect(host.saved).toEqual({ request_asked: '{"run":"r1"}' });
    r.show(input('INPROGRESS', 'running'));
    await timers.advanceTo(MIN_UPDATE_INTERVAL_MS);
    expect(host.saved).toEqual({ request_asked: '{"run":"r1"}' });
    comment.writes[1]!.resolve();
    await settle();
    expect(host.saved).toEqual({ request_asked: '', comment_id: '555', thread_number: '7' });
  });

  it('a write that leaves the comment without an id saves nothing for the post step', async () => {
    comment.gainsId = false;
    const r = reporter();
    r.show(input('QUEUED', 'queued'));
    await settle();
    comment.writes[0]!.resolve();
    await settle();
    expect(host.saved).toEqual({});
  });

  it('a progress write that fails is a warning; the next one is still sent', async () => {
    const r = reporter();
    r.show(input('QUEUED', 'queued'));
    await settle();
    comment.writes[0]!.reject(new Error('Server Error'));
    r.show(input('INPROGRESS', 'running'));
    await timers.advanceTo(MIN_UPDATE_INTERVAL_MS);
    expect(host.lines).toEqual(['warning: could not write the tracking comment: Server Error']);
    expect(comment.phases()).toEqual(['queued', 'running']);
    expect(host.saved).toEqual({});
  });

  it('the final report has FINAL_WRITE_MS when the step is not being stopped', async () => {
    const r = reporter(new AbortController().signal);
    let shown: boolean | undefined;
    const finishing = r.finishComment(input('SUCCEEDED', 'final')).then((s) => (shown = s));
    await timers.advanceTo(FINAL_WRITE_MS - 1);
    expect(shown).toBeUndefined();
    await timers.advanceTo(FINAL_WRITE_MS);
    await finishing;
    expect(shown).toBe(false);
    expect(host.lines).toEqual([
      'warning: GitHub did not take the final report within 10s: the tracking comment may still show an earlier state',
    ]);
  });

  it('a record written now: after the progress write in flight, with the marker set by then, taken before it resolves', async () => {
    const r = reporter();
    r.show(input('INPROGRESS', 'running'));
    await settle();
    r.show(input('INPROGRESS', 'running'));
    r.setMarker({ deadline: '2026-11-21T13:00:00.000Z' });
    let taken = false;
    const recording = r
      .record(input('SUCCEEDED', 'running'), new AbortController().signal)
      .then(() => (taken = true));
    await timers.advanceTo(300);
    expect(comment.writes).toHaveLength(1);
    comment.writes[0]!.resolve();
    await settle();
    // At once, not after the interval; the progress write that waited is dropped (this one is newer).
    expect(comment.writes.map((w) => w.at)).toEqual([0, 300]);
    expect(decodeMarker(comment.writes[1]!.body, MARKER_KEY)).toMatchObject({
      state: 'SUCCEEDED',
      deadline: '2026-11-21T13:00:00.000Z',
    });
    expect(taken).toBe(false);
    comment.writes[1]!.resolve();
    await recording;
    expect(taken).toBe(true);
    await timers.advanceTo(60_000);
    expect(comment.writes).toHaveLength(2);
  });

  it('a record written now by a step without a tracking comment: nothing to write, nothing said', async () => {
    const r = new Reporter({
      host,
      comment: undefined,
      marker: { key: 'k1' },
      markerKey: MARKER_KEY,
      timers,
    });
    await r.record(input('SUCCEEDED', 'running'), new AbortController().signal);
    expect(comment.writes).toEqual([]);
    expect(host.lines).toEqual([]);
  });

  it('a record written now that GitHub refuses: its error thrown, no warning of a progress write', async () => {
    const r = reporter();
    const recording = r.record(input('SUCCEEDED', 'running'), new AbortController().signal);
    await settle();
    comment.writes[0]!.reject(new Error('Server Error'));
    await expect(recording).rejects.toThrow('Server Error');
    expect(host.lines).toEqual([]);
  });

  it('a final write that GitHub refuses is a warning, and the comment does not show it', async () => {
    const r = reporter();
    const finishing = r.finishComment(input('SUCCEEDED', 'final'));
    await settle();
    comment.writes[0]!.reject(new Error('Validation Failed'));
    expect(await finishing).toBe(false);
    expect(host.lines).toEqual(['warning: could not write the tracking comment: Validation Failed']);
  });
});

describe('Reporter.owe: the closing reaction GitHub refused, recorded for the next settle', () => {
  let host: MemoryHost;
  let comment: MemoryComment;
  beforeEach(() => {
    host = memoryHost();
    comment = new MemoryComment(new ManualTimers());
  });
  const reporter = () => new Reporter({ host, comment, marker: { key: 'k1' }, markerKey: MARKER_KEY });
  /** A reporter whose final report GitHub took. */
  async function finished(): Promise<Reporter> {
    const r = reporter();
    const finishing = r.finishComment(input('SUCCEEDED', 'final'));
    await settle();
    comment.writes[0]!.resolve();
    await finishing;
    return r;
  }

  it('before any final report: nothing written, nothing said', async () => {
    await reporter().owe('rocket');
    expect(comment.writes).toEqual([]);
    expect(host.lines).toEqual([]);
  });

  it('after the final report: the same report again, its marker owing the reaction', async () => {
    const r = await finished();
    const owing = r.owe('confused');
    await settle();
    comment.writes[1]!.resolve();
    await owing;
    const [first, second] = comment.writes.map((w) => w.body);
    expect(second!.replace(/<!--.*?-->/s, '')).toBe(first!.replace(/<!--.*?-->/s, ''));
    expect(decodeMarker(second!, MARKER_KEY)).toEqual({
      ...decodeMarker(first!, MARKER_KEY),
      owes: 'confused',
    });
    expect(host.lines).toEqual([
      'the closing reaction is left to the next settle (recorded on the tracking comment)',
    ]);
  });

  it('a write GitHub refuses: a warning that the asking comment gets no reaction', async () => {
    const r = await finished();
    const owing = r.owe('rocket');
    await settle();
    comment.writes[1]!.reject(new Error('Bad Gateway'));
    await owing;
    expect(decodeMarker(comment.writes[1]!.body, MARKER_KEY)?.owes).toBe('rocket');
    expect(host.lines).toEqual([
      'warning: could not record on the tracking comment the closing reaction GitHub refused: Bad Gateway; the comment that asked gets none',
    ]);
  });
});

describe('Reporter: the first report of a new plan', () => {
  let host: MemoryHost;
  let timers: ManualTimers;
  let comment: MemoryComment;
  const SHOWN = { uid: 'p2', digest: '0123456789abcdef' };
  const PLAN = { by: 'ada', before: ['plan:p1'], rule: 'not-requester' as const, shown: SHOWN };
  beforeEach(() => {
    host = memoryHost();
    timers = new ManualTimers();
    comment = new MemoryComment(timers);
    // The comment exists (a revision's report edits it); GitHub answers each write with its time.
    comment.id = 555;
    comment.times = ['2026-11-27T10:00:00Z', '2026-11-27T10:00:01Z'];
  });
  const reporter = () => {
    const r = new Reporter({ host, comment, marker: { key: 'k1' }, markerKey: MARKER_KEY, timers });
    r.setMarker({ plan: PLAN });
    return r;
  };
  const planOf = (i: number) => decodeMarker(comment.writes[i]!.body, MARKER_KEY)!.plan;
  const withoutMarker = (body: string) => body.replace(/<!-- cloud-agent-action:state [^>]*-->/, '');

  it("removes the approval claim, writes the report, then records GitHub's time of that write in the marker", async () => {
    const r = reporter();
    const finishing = r.finishComment(input('SUCCEEDED', 'final'), { showsNewPlan: true });
    await settle();
    expect(comment.claims).toEqual(['unclaim after 0 writes']);
    expect(planOf(0)).toEqual(PLAN);
    comment.writes[0]!.resolve();
    await settle();
    expect(comment.writes).toHaveLength(2);
    expect(planOf(1)).toEqual({ ...PLAN, shown: { ...SHOWN, at: '2026-11-27T10:00:00Z' } });
    // The second write changes the marker alone.
    expect(withoutMarker(comment.writes[1]!.body)).toBe(withoutMarker(comment.writes[0]!.body));
    comment.writes[1]!.resolve();
    expect(await finishing).toBe(true);
    expect(r.carriedMarker().plan).toEqual({ ...PLAN, shown: { ...SHOWN, at: '2026-11-27T10:00:00Z' } });
    expect(host.lines).toEqual([]);
  });

  it('a report of the plan shown already: no claim removed, one write', async () => {
    const r = reporter();
    const finishing = r.finishComment(input('SUCCEEDED', 'final'));
    await settle();
    comment.writes[0]!.resolve();
    expect(await finishing).toBe(true);
    expect(comment.claims).toEqual([]);
    expect(comment.writes).toHaveLength(1);
  });

  it('a claim that cannot be removed is a warning; the plan is shown and its time recorded all the same', async () => {
    comment.failUnclaim = true;
    const r = reporter();
    const finishing = r.finishComment(input('SUCCEEDED', 'final'), { showsNewPlan: true });
    await settle();
    comment.writes[0]!.resolve();
    await settle();
    comment.writes[1]!.resolve();
    expect(await finishing).toBe(true);
    expect(planOf(1)!.shown!.at).toBe('2026-11-27T10:00:00Z');
    expect(host.lines).toEqual([
      "warning: could not remove the approval claim (the action's 👍) from the tracking comment: Bad Gateway; an approval of the new plan may be refused as already approved until it is removed",
    ]);
  });

  it('a report GitHub refuses records no time; an answer without a time, nothing more written', async () => {
    const refused = reporter();
    const finishing = refused.finishComment(input('SUCCEEDED', 'final'), { showsNewPlan: true });
    await settle();
    comment.writes[0]!.reject(new Error('Validation Failed'));
    expect(await finishing).toBe(false);
    expect(comment.writes).toHaveLength(1);

    comment = new MemoryComment(timers);
    comment.id = 555;
    const untimed = reporter();
    const again = untimed.finishComment(input('SUCCEEDED', 'final'), { showsNewPlan: true });
    await settle();
    comment.writes[0]!.resolve();
    expect(await again).toBe(true);
    expect(comment.writes).toHaveLength(1);
    expect(untimed.carriedMarker().plan).toEqual(PLAN);
  });

  it('the time not recorded (the second write refused) is a warning: approvals fall back to the last edit', async () => {
    const r = reporter();
    const finishing = r.finishComment(input('SUCCEEDED', 'final'), { showsNewPlan: true });
    await settle();
    comment.writes[0]!.resolve();
    await settle();
    comment.writes[1]!.reject(new Error('Server Error'));
    expect(await finishing).toBe(true);
    expect(host.lines).toEqual([
      "warning: could not record on the tracking comment when the plan was first shown: Server Error; an approval is checked against the comment's last edit instead",
    ]);
  });
});

describe('Reporter: the marker, the summary and the outputs', () => {
  let host: MemoryHost;
  let timers: ManualTimers;
  let comment: MemoryComment;
  beforeEach(() => {
    host = memoryHost();
    timers = new ManualTimers();
    comment = new MemoryComment(timers);
  });
  const reporter = (c: ThreadComment | null = comment) =>
    new Reporter({
      host,
      comment: c ?? undefined,
      marker: { key: 'k1', factory: 'f1' },
      markerKey: MARKER_KEY,
      timers,
    });
  const marker = (i = 0) => decodeMarker(comment.writes[i]!.body, MARKER_KEY);

  it("the marker carries the key, what was set on it, and the run's id, conversation, state and the phase", async () => {
    const r = reporter();
    r.setMarker({ deadline: '2026-11-21T12:30:00.000Z' });
    r.setMarker({ cancel: false });
    r.show({ ...input('INPROGRESS', 'running'), run: { ...run('INPROGRESS'), conversation_id: 'conv-9' } });
    await settle();
    expect(marker()).toEqual({
      v: 2,
      key: 'k1',
      factory: 'f1',
      deadline: '2026-11-21T12:30:00.000Z',
      cancel: false,
      run: 'run-42',
      conversation: 'conv-9',
      state: 'INPROGRESS',
      phase: 'running',
      seen: '2026-11-21T12:00:01Z',
    });
    comment.writes[0]!.resolve();
    r.show(input('BLOCKED', 'blocked'));
    await timers.advanceTo(MIN_UPDATE_INTERVAL_MS);
    expect(Object.keys(marker(1)!)).not.toContain('conversation');
  });

  it('findExisting keeps what the earlier comment recorded for a later settle, until this step sets its own', async () => {
    comment.found = {
      id: 9,
      url: 'https://github.com/acme/app/issues/7#issuecomment-9',
      body: 'earlier',
      author: 'github-actions[bot]',
      state: {
        v: 2,
        key: 'k1',
        run: 'run-old',
        state: 'SUCCEEDED',
        phase: 'final',
        factory: 'f-old',
        deadline: '2026-11-21T12:10:00.000Z',
        cancel: false,
        comment: '1234',
        commentKind: 'review',
      },
    };
    const r = reporter();
    expect(await r.findExisting()).toBe(comment.found);
    r.show(input('QUEUED', 'queued'));
    await settle();
    expect(marker()).toEqual({
      v: 2,
      key: 'k1',
      factory: 'f1',
      deadline: '2026-11-21T12:10:00.000Z',
      cancel: false,
      comment: '1234',
      commentKind: 'review',
      run: 'run-42',
      state: 'QUEUED',
      phase: 'queued',
      seen: '2026-11-21T12:00:01Z',
    });
  });

  it('findExisting with nothing found, or no comment, changes nothing', async () => {
    const r = reporter();
    expect(await r.findExisting()).toBeUndefined();
    r.show(input('QUEUED', 'queued'));
    await settle();
    expect(marker()).toEqual({
      v: 2,
      key: 'k1',
      factory: 'f1',
      run: 'run-42',
      state: 'QUEUED',
      phase: 'queued',
      seen: '2026-11-21T12:00:01Z',
    });
    expect(await reporter(null).findExisting()).toBeUndefined();
  });

  it('the body is redacted by the host before it is sent', async () => {
    host.secret('s3cr3t-value', 'secret');
    const r = reporter();
    r.show({ ...input('QUEUED', 'queued'), run: { ...run('QUEUED'), title: 'Rotate s3cr3t-value' } });
    await settle();
    // The title is escaped for markdown, the label with it: a reader sees "Rotate [redacted secret]".
    expect(comment.writes[0]!.body).toContain('Rotate \\[redacted secret\\]');
    expect(comment.writes[0]!.body).not.toContain('s3cr3t-value');
  });

  it('finish: the comment, then the job summary and the outputs', async () => {
    const conversation = {
      conversation_id: 'conv-9',
      steps: [
        {
          id: 's1',
          steps: [],
          messages: [{ role: 'assistant', content: [{ type: 'text', text: 'Fixed the typo.' }] }],
        },
      ],
    } as unknown as Conversation;
    const ended: ReportInput = {
      ...input('SUCCEEDED', 'final'),
      conversation,
      run: {
        ...run('SUCCEEDED'),
        session_link: 'https://app.example/session/1',
        conversation_id: 'conv-9',
        artifacts: [
          {
            artifact_type: 'PULL_REQUEST',
            data: { url: 'https://github.com/acme/app/pull/8', branch: 'fix' },
          },
        ],
        agent_config: { model_id: 'claude-4-5-sonnet' },
        request_usage: { inference_cost: 12.345, compute_cost: 0.5, inference_cost_usd: 0.12 },
      } as RunItem,
      requestedModel: 'gpt-5',
    };
    const r = reporter();
    const finishing = r.finish(ended);
    await settle();
    expect(host.summaries).toEqual([]);
    comment.writes[0]!.resolve();
    expect(await finishing).toBe(true);
    expect(host.summaries).toEqual([renderJobSummary(ended)]);
    expect(host.outputs).toEqual({
      'run-id': 'run-42',
      state: 'SUCCEEDED',
      'session-link': 'https://app.example/session/1',
      'conversation-id': 'conv-9',
      'pull-request-urls': '["https://github.com/acme/app/pull/8"]',
      artifacts: JSON.stringify(ended.run.artifacts),
      'comment-url': 'https://github.com/acme/app/issues/7#issuecomment-555',
      summary: 'Fixed the typo.',
      detached: 'false',
      // The resolved model, not the one asked for; the credits of the Cost row (12.845), at most two decimals.
      model: 'claude-4-5-sonnet',
      credits: '12.85',
      'plan-ready': 'false',
    });
  });

  it('outputs without a comment, a session or a conversation; the summary falls back to the status message', () => {
    const r = reporter(null);
    r.outputs({
      ...input('FAILED', 'detached'),
      run: { ...run('FAILED'), status_message: { message: 'It broke' } },
    });
    expect(host.outputs).toEqual({
      'run-id': 'run-42',
      state: 'FAILED',
      'session-link': '',
      'conversation-id': '',
      'pull-request-urls': '[]',
      artifacts: '[]',
      'comment-url': '',
      summary: 'It broke',
      detached: 'true',
      model: '',
      credits: '',
      'plan-ready': 'false',
    });
    r.outputs(input('FAILED', 'final'));
    expect(host.outputs.summary).toBe('');
  });

  it('the model output: resolved, else requested, else empty; credits: the usage in credits, else empty', () => {
    const r = reporter(null);
    const outputsOf = (extra: Partial<RunItem>, requestedModel?: string) => {
      r.outputs({
        ...input('SUCCEEDED', 'final'),
        run: { ...run('SUCCEEDED'), ...extra },
        ...(requestedModel ? { requestedModel } : {}),
      });
      return [host.outputs.model, host.outputs.credits];
    };
    expect(outputsOf({}, 'gpt-5')).toEqual(['gpt-5', '']);
    expect(outputsOf({ agent_config: { model_id: 'gpt-5-mini' } }, 'gpt-5')).toEqual(['gpt-5-mini', '']);
    expect(outputsOf({ agent_config: { model_id: ' ' } })).toEqual(['', '']);
    // Credits: the credit fields summed (dollars are not credits), rounded to two decimals, no trailing zeros.
    expect(outputsOf({ request_usage: { inference_cost: 3, compute_cost: 0.5 } })).toEqual(['', '3.5']);
    expect(outputsOf({ request_usage: { inference_cost: 0 } })).toEqual(['', '0']);
    expect(outputsOf({ request_usage: { inference_cost: 1.004, platform_cost: 2 } })).toEqual(['', '3']);
    expect(outputsOf({ request_usage: { inference_cost_usd: 1.5 } })).toEqual(['', '']);
    expect(outputsOf({ request_usage: {} })).toEqual(['', '']);
  });

  it("credits with a budget: the credits in all as it counts them, the report's figure (across a reset too)", () => {
    const r = reporter(null);
    const budget = {
      limit: 5,
      spent: 9,
      baseline: 60,
      reset: true,
      setting: '`max-credits: 5`',
      status: 'stopped' as const,
    };
    const usage = { request_usage: { inference_cost: 9 } };
    r.outputs({ ...input('CANCELLED', 'cancelled'), run: { ...run('CANCELLED'), ...usage }, budget });
    expect(host.outputs.credits).toBe('69');
    // No usage known yet: none, as without a budget.
    r.outputs({ ...input('QUEUED', 'queued'), budget: { ...budget, spent: undefined } });
    expect(host.outputs.credits).toBe('');
  });

  it('without a comment: show writes nothing, finishComment says the (absent) comment shows it', async () => {
    const r = reporter(null);
    expect(r.comment).toBeUndefined();
    r.show(input('QUEUED', 'queued'));
    expect(await r.finishComment(input('SUCCEEDED', 'final'))).toBe(true);
    expect(await r.finish(input('SUCCEEDED', 'final'))).toBe(true);
    expect(host.summaries).toHaveLength(1);
  });

  it("a job summary that cannot be written is a warning, in the host's words", async () => {
    host.summary = () => Promise.reject(new Error('disk full'));
    await writeSummary(host, 'text');
    expect(host.lines).toEqual(['warning: could not write the job summary: disk full']);
    host.words = { ...host.words, summary: 'the --markdown file' };
    await writeSummary(host, 'text');
    expect(host.lines.at(-1)).toBe('warning: could not write the --markdown file: disk full');
  });

  it(`the summary output is cut to ${SUMMARY_OUTPUT_MAX_CHARS} characters, no other output`, () => {
    expect(SUMMARY_OUTPUT_MAX_CHARS).toBe(65_536);
    const long = 'x'.repeat(70_000);
    writeOutputs(host, { summary: long, state: long });
    expect(host.outputs.summary).toBe('x'.repeat(65_536));
    expect(host.outputs.state).toBe(long);
  });
});

/** A repository that hands out `comment` and lists `marked`, recording what it was asked. */
function fakeRepository(comment: ThreadComment, marked: FoundComment[] = []) {
  const calls: unknown[][] = [];
  let given: { readMarker: ReadMarker; matches: (s: MarkerState) => boolean } | undefined;
  const repository = {
    self: () => {
      calls.push(['self']);
      return Promise.resolve('github-actions[bot]');
    },
    trackingComment: (
      number: number,
      self: string,
      readMarker: ReadMarker,
      matches: (s: MarkerState) => boolean,
    ) => {
      calls.push(['trackingComment', number, self]);
      given = { readMarker, matches };
      return comment;
    },
    markedComments: (number: number, self: string, readMarker: ReadMarker) => {
      calls.push([
        'markedComments',
        number,
        self,
        readMarker(encodeMarker({ v: 2, key: 'probe' }, MARKER_KEY)),
      ]);
      return Promise.resolve(marked);
    },
  } as unknown as Repository;
  return { repository, calls, given: () => given };
}

describe('openReporter, stepReporter, reporterForRun', () => {
  let host: MemoryHost;
  let comment: MemoryComment;
  beforeEach(() => {
    host = memoryHost();
    comment = new MemoryComment(new ManualTimers());
  });

  it('a tracking comment when one is wanted and there is a way to write it', () => {
    const { repository, calls, given } = fakeRepository(comment);
    const place = {
      host,
      repository,
      number: 7,
      self: 'github-actions[bot]',
      enabled: true,
      marker: { key: 'k1' },
      markerKey: MARKER_KEY,
    };
    expect(openReporter(place).comment).toBe(comment);
    expect(calls).toEqual([['trackingComment', 7, 'github-actions[bot]']]);
    // Its marker is read with the key, and it is the comment of this trigger's key.
    expect(given()!.readMarker(encodeMarker({ v: 2, key: 'k1', run: 'r' }, MARKER_KEY))).toEqual({
      v: 2,
      key: 'k1',
      run: 'r',
    });
    expect(given()!.matches({ v: 2, key: 'k1' })).toBe(true);
    expect(given()!.matches({ v: 2, key: 'k2' })).toBe(false);
    for (const missing of [
      { enabled: false },
      { repository: undefined },
      { number: undefined },
      { self: undefined },
    ])
      expect(openReporter({ ...place, ...missing }).comment).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it("openReporter hands the step's signal on: a stopping step's final write gets the short bound", async () => {
    const { repository } = fakeRepository(comment);
    const stopping = new AbortController();
    stopping.abort();
    const timers = new ManualTimers();
    const r = openReporter({
      host,
      repository,
      number: 7,
      self: 'bot',
      enabled: true,
      marker: { key: 'k1' },
      markerKey: MARKER_KEY,
      signal: stopping.signal,
      timers,
    });
    const finishing = r.finishComment(input('CANCELLED', 'cancelled'));
    expect(timers.pending()).toEqual([STOPPING_FINAL_WRITE_MS]);
    await timers.advanceTo(STOPPING_FINAL_WRITE_MS);
    expect(await finishing).toBe(false);
  });

  it('markerReader: a marker signed with another key is not read', () => {
    const body = encodeMarker({ v: 2, key: 'k1' }, deriveMarkerKey('other-key'));
    expect(markerReader(MARKER_KEY)(body)).toBeUndefined();
    expect(markerReader(deriveMarkerKey('other-key'))(body)).toEqual({ v: 2, key: 'k1' });
  });

  const step = (repository: Repository | undefined, number: number | undefined, signal?: AbortSignal) =>
    ({
      host,
      env: { repository: 'acme/app' },
      repository,
      trigger: { number },
      markerKey: MARKER_KEY,
      signal: signal ?? new AbortController().signal,
      state: new StepState(host.state),
    }) as unknown as Step;

  it("stepReporter: the step's thread, and its signal for the final write's bound", async () => {
    const { repository, calls } = fakeRepository(comment);
    const stopping = new AbortController();
    stopping.abort();
    const r = stepReporter(step(repository, 7, stopping.signal), {
      enabled: true,
      self: 'bot',
      marker: { key: 'k1' },
    });
    expect(calls).toEqual([['trackingComment', 7, 'bot']]);
    expect(r.comment).toBe(comment);
    // The stopping bound: on the real clock, so only what it says is checked, at once.
    const timers = new ManualTimers();
    const bounded = new Reporter({
      host,
      comment,
      marker: { key: 'k1' },
      markerKey: MARKER_KEY,
      timers,
      signal: stopping.signal,
    });
    const finishing = bounded.finishComment(input('CANCELLED', 'cancelled'));
    expect(timers.pending()).toEqual([STOPPING_FINAL_WRITE_MS]);
    await timers.advanceTo(STOPPING_FINAL_WRITE_MS);
    expect(await finishing).toBe(false);
  });

  it("reporterForRun: the run's comment on the thread, adopted with what its marker records", async () => {
    const mine = (id: number, runId: string): FoundComment => ({
      id,
      url: `https://github.com/acme/app/issues/7#issuecomment-${id}`,
      body: `body ${id}`,
      author: 'github-actions[bot]',
      state: { v: 2, key: `key-${id}`, run: runId, phase: 'detached', deadline: '2026-11-21T13:00:00.000Z' },
    });
    const { repository, calls } = fakeRepository(comment, [
      mine(1, 'run-42'),
      mine(2, 'run-42'),
      mine(3, 'run-other'),
      mine(4, 'run-42'),
    ]);
    const r = await reporterForRun(step(repository, 7), run('SUCCEEDED'), true);
    expect(calls).toEqual([
      ['self'],
      ['markedComments', 7, 'github-actions[bot]', { v: 2, key: 'probe' }],
      ['trackingComment', 7, 'github-actions[bot]'],
    ]);
    // The last of the run's comments, as found before any write.
    expect(comment.adopted).toEqual([mine(4, 'run-42')]);
    expect(r.found).toEqual(mine(4, 'run-42'));
    expect(host.saved).toEqual({ thread_number: '7' });
    r.show(input('SUCCEEDED', 'final'));
    await settle();
    expect(decodeMarker(comment.writes[0]!.body, MARKER_KEY)).toEqual({
      v: 2,
      key: 'key-4',
      run: 'run-42',
      phase: 'final',
      state: 'SUCCEEDED',
      deadline: '2026-11-21T13:00:00.000Z',
      seen: '2026-11-21T12:00:01Z',
    });
  });

  it("reporterForRun: none of the run's yet, a new comment keyed by the run", async () => {
    const { repository } = fakeRepository(comment, []);
    const r = await reporterForRun(step(repository, 7), run('SUCCEEDED'), true);
    expect(comment.adopted).toEqual([]);
    expect(r.found).toBeUndefined();
    expect(host.saved).toEqual({ thread_number: '7' });
    r.show(input('SUCCEEDED', 'final'));
    await settle();
    expect(decodeMarker(comment.writes[0]!.body, MARKER_KEY)?.key).toBe('run-42');
  });

  const KEY = '0123456789abcdef0123456789abcdef';
  it.each<[string, Record<string, string>, string[], string]>([
    [
      "the run's conversation, as its own step keys it",
      { gh_conversation: KEY, gh_trigger: 'f'.repeat(32) },
      [],
      KEY,
    ],
    ['else its trigger', { gh_trigger: KEY }, [], KEY],
    ['a key with more before it: the run', { gh_trigger: `x${KEY}` }, [], 'run-42'],
    ['a key with more after it: the run', { gh_trigger: `${KEY}0` }, [], 'run-42'],
    ['a key in capitals: the run', { gh_trigger: KEY.toUpperCase() }, [], 'run-42'],
    ["another run's comment holds that key: the run", { gh_trigger: KEY }, [KEY], 'run-42'],
    ["another run's comment holds another key: the recorded one", { gh_trigger: KEY }, ['f'.repeat(32)], KEY],
    // Found by the model-based test (joins.model.test.ts): a factory's run without a tracking comment (its job cut
    // short), the followup command's comment keyed by the run, and a comment on the thread posted a second.
    [
      "a factory's run filed under this thread's ticket: the thread's conversation",
      { ticket_source: 'github', ticket_id: 'acme/app#7' },
      [],
      conversationKey('acme/app', 7),
    ],
    [
      'the same, its repository in other capitals',
      { ticket_source: 'github', ticket_id: 'ACME/App#7' },
      [],
      conversationKey('acme/app', 7),
    ],
    [
      "a factory's run of another thread's ticket: the run",
      { ticket_source: 'github', ticket_id: 'acme/app#8' },
      [],
      'run-42',
    ],
    [
      "a factory's run of a ticket of another kind: the run",
      { ticket_source: 'jira', ticket_id: 'acme/app#7' },
      [],
      'run-42',
    ],
  ])('reporterForRun, a new comment: keyed by %s', async (_what, metadata, others, key) => {
    const theirs = others.map((k, i): FoundComment => ({
      id: 100 + i,
      url: `https://github.com/acme/app/issues/7#issuecomment-${100 + i}`,
      body: 'theirs',
      author: 'github-actions[bot]',
      state: { v: 2, key: k, run: 'run-other' },
    }));
    const { repository } = fakeRepository(comment, theirs);
    const r = await reporterForRun(step(repository, 7), { ...run('SUCCEEDED'), metadata }, true);
    r.show(input('SUCCEEDED', 'final'));
    await settle();
    expect(decodeMarker(comment.writes[0]!.body, MARKER_KEY)?.key).toBe(key);
  });

  it('reporterForRun without a repository, a thread or a comment wanted: the summary and outputs only', async () => {
    const { repository, calls } = fakeRepository(comment);
    expect((await reporterForRun(step(undefined, 7), run('SUCCEEDED'), true)).comment).toBeUndefined();
    expect(
      (await reporterForRun(step(repository, undefined), run('SUCCEEDED'), true)).comment,
    ).toBeUndefined();
    expect((await reporterForRun(step(repository, 7), run('SUCCEEDED'), false)).comment).toBeUndefined();
    expect(calls).toEqual([]);
    expect(host.saved).toEqual({});
  });
});

describe('recordedOrigin: where a run came from, for a report its own step did not write', () => {
  const env = { serverUrl: 'https://github.com', repository: 'acme/app' };
  const of = (metadata: Record<string, string>, marker?: Parameters<typeof recordedOrigin>[0]) =>
    recordedOrigin(marker, { ...run('SUCCEEDED'), metadata }, env);
  const RUN_9001 = 'https://github.com/acme/app/actions/runs/9001';

  it('a marker whose links lead into this repository: its record, with the model asked for', () => {
    expect(
      of(
        { gh_number: '3' },
        {
          origin: { kind: 'issue', number: 1, workflowRun: RUN_9001 },
          model: 'claude-4',
        },
      ),
    ).toEqual({
      origin: `Started from issue #1 by [workflow run](${RUN_9001}).`,
      workflowRun: RUN_9001,
      requestedModel: 'claude-4',
    });
  });

  it("a marker whose link leads elsewhere: the run's metadata instead", () => {
    expect(
      of(
        { gh_number: '3', gh_run_id: '9001' },
        { origin: { kind: 'issue', number: 1, workflowRun: 'https://github.com/evil/app/actions/runs/1' } },
      ),
    ).toEqual({ origin: `Started from #3 by [workflow run](${RUN_9001}).`, workflowRun: RUN_9001 });
  });

  it.each<[string, string]>([
    ['9001', RUN_9001],
    ['12345678901234567890', 'https://github.com/acme/app/actions/runs/12345678901234567890'],
  ])('a workflow run id of digits (%s) is linked', (id, url) => {
    expect(of({ gh_run_id: id })).toEqual({ origin: `Started by [workflow run](${url}).`, workflowRun: url });
  });

  it.each(['x9001', '9001x', '', 'abc', '123456789012345678901'])(
    'a workflow run id that is not 1 to 20 digits (%j) is not linked',
    (id) => {
      expect(of({ gh_run_id: id })).toEqual({ origin: 'Started by a workflow run.' });
    },
  );

  it.each(['0', '-2', '1.5', '9007199254740993', 'seven'])(
    'a thread number that is not one (%j) is left out',
    (n) => {
      expect(of({ gh_number: n })).toEqual({ origin: 'Started by a workflow run.' });
    },
  );

  it('a thread number: the thread, and no event', () => {
    expect(of({ gh_number: '7', gh_event: 'issues' })).toEqual({
      origin: 'Started from #7 by a workflow run.',
    });
  });

  it('a comment: started from a comment on the thread', () => {
    expect(of({ gh_number: '7', gh_comment_id: '55' })).toEqual({
      origin: 'Started from a comment on #7, a workflow run.',
    });
  });

  it.each<[string, string]>([
    ['schedule', 'Started by a workflow run (schedule).'],
    ['workflow_dispatch', 'Started by a workflow run (workflow_dispatch).'],
    ['Schedule', 'Started by a workflow run.'],
    ['1schedule', 'Started by a workflow run.'],
    ['push!', 'Started by a workflow run.'],
    ['x'.repeat(64), `Started by a workflow run (${'x'.repeat(64)}).`],
    ['x'.repeat(65), 'Started by a workflow run.'],
  ])('an event without a thread (%j): named only when it reads as an event name', (event, origin) => {
    expect(of({ gh_event: event })).toEqual({ origin });
  });
});

// Found by the joins model once its sequences re-ran jobs (seeds 5101, 5111): a re-run of an older comment's job, after
// later comments were routed to the run, found its comment no longer the marker's last and sent its request again.
describe('the comments routed to a run, as the marker records them for re-runs', () => {
  const asking = (id: number): CommentInfo => ({
    id,
    body: '@cloud-agent and the docs',
    author: 'Codertocat',
    authorType: 'User',
    url: `https://github.com/acme/app/issues/1#issuecomment-${id}`,
    kind: 'issue_comment',
  });
  const found = (state: Partial<MarkerState>): FoundComment => ({
    id: 9,
    url: 'https://github.com/acme/app/issues/1#issuecomment-9',
    body: 'shown',
    author: 'github-actions[bot]',
    state: { v: 2, key: 'k', ...state },
  });

  it("countedOf: what a re-run's budget goes on from: the credits a reset kept, and the credits last shown", () => {
    const state = (extra: Partial<MarkerState>): MarkerState => ({ v: 2, key: 'k', run: 'run-42', ...extra });
    expect(countedOf(state({ comment: '400', kept: 3, credits: 10 }), asking(400))).toStrictEqual({
      kept: 3,
      last: 10,
    });
    // This comment's request was on its way: what the marker kept was the earlier work's.
    const sending = { comment: '400', since: '2026-12-03T10:00:00Z', baseline: 8 };
    expect(countedOf(state({ comment: '300', kept: 3, credits: 8, sending }), asking(400))).toStrictEqual({
      last: 8,
    });
    // A reset a settle saw after the record (the count below the credits the request was sent at): what the record kept
    // of it is this request's (seed 7226).
    const reset = { ...sending, kept: 0.5 };
    expect(
      countedOf(state({ comment: '300', kept: 3, credits: 2, sending: reset }), asking(400)),
    ).toStrictEqual({
      kept: 0.5,
      last: 2,
    });
    expect(
      countedOf(state({ comment: '400', kept: 3, credits: 2, sending: reset }), asking(500)),
    ).toStrictEqual({
      kept: 3,
      last: 2,
    });
    // Another comment's on its way: this comment's work is the marker's own.
    expect(countedOf(state({ comment: '400', kept: 3, credits: 8, sending }), asking(500))).toStrictEqual({
      kept: 3,
      last: 8,
    });
    expect(countedOf(state({ comment: '400', kept: 0 }), asking(400))).toStrictEqual({
      kept: 0,
      last: undefined,
    });
    expect(countedOf(state({ comment: '400', credits: 0 }), asking(400))).toStrictEqual({ last: 0 });
  });

  it('routedBeforeSending: a comment on its way that landed joins the list when another takes its place', () => {
    const read = (state: string, updated_at: string) =>
      ({ run_id: 'run-42', state, updated_at, title: 't', prompt: 'p', created_at: 'c' }) as RunItem;
    const since = '2026-12-03T10:00:00Z';
    const state: MarkerState = {
      v: 2,
      key: 'k',
      run: 'run-42',
      comment: '100',
      routed: ['50', '300'],
      sending: { comment: '300', since },
    };
    // Moved since it was sent: it landed, and is listed last (once).
    expect(routedBeforeSending(state, read('SUCCEEDED', '2026-12-03T10:00:05Z'), '400')).toStrictEqual({
      routed: ['50', '300'],
    });
    expect(routedBeforeSending({ ...state, routed: ['50'] }, read('INPROGRESS', since), '400')).toStrictEqual(
      {
        routed: ['50', '300'],
      },
    );
    expect(routedBeforeSending({ ...state, routed: undefined }, read('QUEUED', since), '400')).toStrictEqual({
      routed: ['300'],
    });
    // Stopped as it was before it was sent: it never landed.
    expect(routedBeforeSending(state, read('SUCCEEDED', since), '400')).toStrictEqual({});
    // The same comment again (a re-run of its job sends it anew), or none on its way: nothing changes.
    expect(routedBeforeSending(state, read('QUEUED', since), '300')).toStrictEqual({});
    expect(routedBeforeSending({ ...state, sending: undefined }, read('QUEUED', since), '400')).toStrictEqual(
      {},
    );
    // The newest ROUTED_MAX are kept.
    const full = Array.from({ length: ROUTED_MAX }, (_, i) => String(i + 1));
    expect(routedBeforeSending({ ...state, routed: full }, read('QUEUED', since), '400')).toStrictEqual({
      routed: [...full.slice(1), '300'],
    });
  });

  it('routedOf: the comment becomes the last; the one before joins the list, of the same run only', () => {
    const shown = found({ run: 'run-42', comment: '300', routed: ['100', '200'] });
    expect(routedOf(shown, 'run-42', asking(400))).toEqual({
      comment: '400',
      commentKind: 'issue',
      routed: ['100', '200', '300'],
    });
    // A re-run of the last one's job: listed once, not as routed before itself.
    expect(routedOf(shown, 'run-42', asking(300)).routed).toEqual(['100', '200']);
    expect(routedOf(shown, 'run-42', asking(200)).routed).toEqual(['100', '300']);
    // Another run's comments are not this run's: none listed (undefined replaces the list carried).
    expect(routedOf(shown, 'run-7', asking(400))).toEqual({
      comment: '400',
      commentKind: 'issue',
      routed: undefined,
    });
    expect(routedOf(undefined, 'run-42', asking(400)).routed).toBeUndefined();
    expect(routedOf(found({ run: 'run-42' }), 'run-42', asking(400)).routed).toBeUndefined();
    expect(routedOf(found({ run: 'run-42', comment: '300' }), 'run-42', asking(400)).routed).toEqual(['300']);
    expect(routedOf(found({ run: 'run-42', routed: ['100'] }), 'run-42', asking(400)).routed).toEqual([
      '100',
    ]);
    // Work no comment asked for (the followup command's): no comment named, the one named before listed.
    expect(routedOf(shown, 'run-42', undefined)).toEqual({
      comment: undefined,
      commentKind: undefined,
      routed: ['100', '200', '300'],
    });
    expect(routedOf(shown, 'run-7', undefined)).toEqual({
      comment: undefined,
      commentKind: undefined,
      routed: undefined,
    });
  });

  // Found by the joins model (seed 5161): a job cut short between its send and its first report left its comment on
  // its way; the next comment's job took the marker over, and the record of the first went with the `sending` it
  // cleared, so a re-run of the first job sent its request again.
  it('routedOf lists a comment on its way that landed: the run, as read, moved since (or was not read)', () => {
    const ended = { ...run('SUCCEEDED'), run_id: 'run-42', updated_at: '2026-11-21T12:05:00Z' };
    const onItsWay = found({
      run: 'run-42',
      comment: '300',
      routed: ['100'],
      sending: { comment: '350', since: '2026-11-21T12:01:00Z' },
    });
    expect(routedOf(onItsWay, 'run-42', asking(400), ended).routed).toEqual(['100', '300', '350']);
    expect(routedOf(onItsWay, 'run-42', asking(400)).routed).toEqual(['100', '300', '350']);
    expect(routedOf(onItsWay, 'run-42', asking(400), { ...ended, run_id: 'run-7' }).routed).toEqual([
      '100',
      '300',
      '350',
    ]);
    // A stopped run that did not move did not get it: not listed.
    const stood = { ...ended, updated_at: '2026-11-21T12:01:00Z' };
    expect(routedOf(onItsWay, 'run-42', asking(400), stood).routed).toEqual(['100', '300']);
    // Its own re-run, and a comment listed already: once.
    expect(routedOf(onItsWay, 'run-42', asking(350), ended).routed).toEqual(['100', '300']);
    const twice = found({
      run: 'run-42',
      comment: '300',
      routed: ['300', '100'],
      sending: { comment: '100', since: 'x' },
    });
    expect(routedOf(twice, 'run-42', undefined, ended).routed).toEqual(['300', '100']);
  });

  it(`routedOf keeps the newest ${ROUTED_MAX}`, () => {
    const many = Array.from({ length: ROUTED_MAX }, (_, i) => String(1000 + i));
    const routed = routedOf(
      found({ run: 'run-42', comment: '5000', routed: many }),
      'run-42',
      asking(6000),
    ).routed!;
    expect(routed).toHaveLength(ROUTED_MAX);
    expect([routed[0], routed.at(-2), routed.at(-1)]).toEqual([
      '1001',
      String(1000 + ROUTED_MAX - 1),
      '5000',
    ]);
  });

  it('sentBefore: the last comment routed, one routed before it, or one on its way to a run that moved', () => {
    const ended = { ...run('SUCCEEDED'), updated_at: '2026-11-21T12:05:00Z' };
    const shown = found({ run: 'run-42', comment: '300', routed: ['100', '200'] });
    expect([100, 200, 300, 400].map((id) => sentBefore(shown, asking(id), ended))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // The marker shows another run: nothing it lists went to this one.
    expect(sentBefore(found({ run: 'run-7', comment: '300', routed: ['100'] }), asking(100), ended)).toBe(
      false,
    );
    expect(sentBefore(undefined, asking(100), ended)).toBe(false);
    // On its way: sent when the run moved since, or is at work; not when it stopped as it was.
    const sending = (since: string) =>
      found({ run: 'run-42', comment: '300', sending: { comment: '400', since } });
    expect(sentBefore(sending('2026-11-21T12:01:00Z'), asking(400), ended)).toBe(true);
    expect(sentBefore(sending(ended.updated_at), asking(400), ended)).toBe(false);
    expect(sentBefore(sending(ended.updated_at), asking(400), { ...ended, state: 'INPROGRESS' })).toBe(true);
    expect(sentBefore(sending('2026-11-21T12:01:00Z'), asking(500), ended)).toBe(false);
  });

  it('passedOver: another comment the last routed, or another on its way that landed', () => {
    const ended = { ...run('SUCCEEDED'), updated_at: '2026-11-21T12:05:00Z' };
    const state = (more: Partial<MarkerState>) => found({ run: 'run-42', comment: '300', ...more }).state;
    // Routed before the last: passed over; the last, or this one's on its way: not.
    expect(passedOver(state({ routed: ['100'] }), asking(100), ended)).toBe(true);
    expect(passedOver(state({}), asking(300), ended)).toBe(false);
    expect(
      passedOver(state({ sending: { comment: '100', since: ended.updated_at } }), asking(100), ended),
    ).toBe(false);
    // Another's on its way that landed (the run moved since, or is at work) passes over the last one routed; one that
    // did not land leaves it the run's work.
    const other = (since: string) => state({ sending: { comment: '400', since } });
    expect(passedOver(other('2026-11-21T12:01:00Z'), asking(300), ended)).toBe(true);
    expect(passedOver(other(ended.updated_at), asking(300), { ...ended, state: 'INPROGRESS' })).toBe(true);
    expect(passedOver(other(ended.updated_at), asking(300), ended)).toBe(false);
  });
});
