/**
 * Reactions on the comment that asked for work (src/github/reactions.ts), against the fake GitHub: `react` adds one
 * (a failure is a warning), and `close` adds the closing one (🚀 or 😕) only when the action's login gave the comment
 * none yet, so one comment's work is closed once whoever finishes its report; `reclose`, a re-run's, takes the place of
 * the other one an earlier attempt gave.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommentInfo } from '../../src/flow/context.ts';
import { GITHUB_BOUNDS, createOctokit, pacedGroups } from '../../src/github/octokit.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import { getOctokit } from '../helpers/octokit.ts';
import { memoryHost, type MemoryHost } from '../helpers/step.ts';
import { startFakeGitHub, type FakeGitHub } from './fake-github.ts';

let gh: FakeGitHub;
let asked: CommentInfo;
let host: MemoryHost;

beforeEach(async () => {
  // Warnings of the action's own log go to stdout.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  gh = await startFakeGitHub();
  host = memoryHost();
  gh.state.addIssue({ number: 1, title: 'Dark mode' });
  const made = gh.state.addComment({ issue_number: 1, body: '@cloud-agent add it', user: 'octo-maintainer' });
  asked = {
    id: made.id,
    kind: 'issue_comment',
    body: made.body,
    author: 'octo-maintainer',
    authorType: 'User',
    url: '',
  };
});
afterEach(async () => {
  await gh.close();
  vi.restoreAllMocks();
});

const repository = () =>
  new GitHubRepository(
    getOctokit('ghs_action_token', { baseUrl: gh.url }),
    { owner: 'acme', repo: 'app' },
    host.log,
  );
const reactions = () => gh.state.reactions.map((r) => `${r.user} ${r.content}`);
/** A review comment that asks, on pull request #2. */
function reviewComment(): CommentInfo {
  gh.state.addPullRequest({
    number: 2,
    title: 'Dark mode',
    body: '',
    user: 'octo-maintainer',
    head: { ref: 'dark', sha: 'a'.repeat(40) },
    base: { ref: 'main' },
  });
  const review = gh.state.addReviewComment({
    pull_number: 2,
    body: '@cloud-agent here',
    user: 'octo-maintainer',
  });
  return { ...asked, id: review.id, kind: 'review_comment' };
}
/** A reaction of the comment's author's on the comment that asked. */
const othersReaction = (content: 'rocket' | 'confused') =>
  gh.state.reactions.push({
    id: 1,
    repo: gh.state.repo(),
    subject: { kind: 'issue_comment', id: asked.id },
    content,
    user: 'octo-maintainer',
    created_at: '2026-01-01T00:00:00Z',
  });
const asks = () => gh.requests.map((r) => `${r.method} ${r.operationId} ${r.status}`);

describe('close', () => {
  it('a comment with no closing reaction of the action gets one, after its reactions are read', async () => {
    // Others' reactions, and the action's 👀, close nothing.
    othersReaction('rocket');
    const repo = repository();
    await repo.react(asked, 'eyes');
    await repo.close(asked, 'confused');
    expect(reactions()).toEqual([
      'octo-maintainer rocket',
      'github-actions[bot] eyes',
      'github-actions[bot] confused',
    ]);
    expect(asks()).toEqual([
      'POST reactions/create-for-issue-comment 201',
      'POST graphql 200',
      'GET reactions/list-for-issue-comment 200',
      'POST reactions/create-for-issue-comment 201',
    ]);
  });

  it.each(['rocket', 'confused'] as const)(
    'a comment the action closed with %s already gets no other',
    async (first) => {
      const repo = repository();
      await repo.react(asked, first);
      await repo.close(asked, 'confused');
      await repo.close(asked, 'rocket');
      expect(reactions()).toEqual([`github-actions[bot] ${first}`]);
      expect(gh.count('reactions/create-for-issue-comment')).toBe(1);
    },
  );

  // Found by the joins model (seed 83, faults three times as often): a settle that could not read the reactions gave
  // 😕 to a comment its step had closed with 🚀.
  it('reactions that cannot be read: thrown, none given (the comment may be closed already); the caller tries again', async () => {
    const repo = repository();
    await repo.react(asked, 'rocket');
    gh.faults.inject({ operationId: 'reactions/list-for-issue-comment', status: 502 });
    await expect(repo.close(asked, 'confused')).rejects.toMatchObject({ status: 502 });
    expect(reactions()).toEqual(['github-actions[bot] rocket']);
    expect(host.lines).toEqual([]);
    // Read again: closed already, nothing given.
    await repo.close(asked, 'confused');
    expect(reactions()).toEqual(['github-actions[bot] rocket']);
  });

  it('the reaction GitHub refuses: thrown, for the caller to try again', async () => {
    gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', status: 500 });
    await expect(repository().close(asked, 'rocket')).rejects.toMatchObject({ status: 500 });
    expect(reactions()).toEqual([]);
  });

  it("a review comment's reactions are not read: the reaction as asked", async () => {
    await repository().close(reviewComment(), 'rocket');
    expect(gh.state.reactions.map((r) => [r.subject.kind, r.content])).toEqual([
      ['review_comment', 'rocket'],
    ]);
    expect(gh.count('reactions/list-for-issue-comment')).toBe(0);
  });
});

// Found by the joins model once its sequences re-ran jobs (seed 5111): a re-run of a job that had closed its comment
// with 🚀 ended with 😕, and the comment showed both. And (seed 5481) GitHub refusing the read of the reactions once
// the new one was given left both: the other one is taken off first.
describe('reclose: a re-run’s closing reaction', () => {
  it('the other one the action gave before taken off, then given; others’ reactions and the 👀 stay', async () => {
    othersReaction('confused');
    const repo = repository();
    await repo.react(asked, 'eyes');
    await repo.react(asked, 'rocket');
    gh.requests.length = 0;
    await repo.reclose(asked, 'confused');
    expect(reactions()).toEqual([
      'octo-maintainer confused',
      'github-actions[bot] eyes',
      'github-actions[bot] confused',
    ]);
    expect(asks()).toEqual([
      'POST graphql 200',
      'GET reactions/list-for-issue-comment 200',
      'DELETE reactions/delete-for-issue-comment 204',
      'POST reactions/create-for-issue-comment 201',
    ]);
    expect(host.lines).toEqual([]);
  });

  it('others’ closing reactions stay, and one of an account GitHub no longer has (no user) is none of the action’s', async () => {
    othersReaction('rocket');
    const repo = repository();
    await repo.reclose(asked, 'confused');
    expect(reactions()).toEqual(['octo-maintainer rocket', 'github-actions[bot] confused']);
    expect(gh.count('reactions/delete-for-issue-comment')).toBe(0);
    gh.faults.inject({
      operationId: 'reactions/list-for-issue-comment',
      status: 200,
      body: [{ id: 7, content: 'rocket', user: null, created_at: '2026-01-01T00:00:00Z', node_id: 'R_7' }],
    });
    await repo.reclose(asked, 'confused');
    expect(gh.count('reactions/delete-for-issue-comment')).toBe(0);
  });

  it('the same one again: given (GitHub keeps one), nothing taken off', async () => {
    const repo = repository();
    await repo.react(asked, 'rocket');
    await repo.reclose(asked, 'rocket');
    expect(reactions()).toEqual(['github-actions[bot] rocket']);
    expect(gh.count('reactions/delete-for-issue-comment')).toBe(0);
  });

  it('GitHub refusing the read: thrown, the one before left and none given (never both)', async () => {
    const repo = repository();
    await repo.react(asked, 'rocket');
    gh.faults.inject({ operationId: 'reactions/list-for-issue-comment', status: 502 });
    await expect(repo.reclose(asked, 'confused')).rejects.toMatchObject({ status: 502 });
    expect(reactions()).toEqual(['github-actions[bot] rocket']);
    expect(gh.count('reactions/create-for-issue-comment')).toBe(1);
  });

  it('GitHub refusing to take the one before off: thrown, that one left and none given', async () => {
    const repo = repository();
    await repo.react(asked, 'rocket');
    gh.faults.inject({ operationId: 'reactions/delete-for-issue-comment', status: 500, times: 3 });
    await expect(repo.reclose(asked, 'confused')).rejects.toMatchObject({ status: 500 });
    expect(reactions()).toEqual(['github-actions[bot] rocket']);
    expect(gh.count('reactions/create-for-issue-comment')).toBe(1);
  });

  // Seed 6651 of the joins model (harsh): the answer to the delete lost, its retry found the reaction gone (404), and
  // the step took that for the comment gone, giving none.
  it('the answer to taking the one before off lost: its retry finds it gone, and the reaction is given', async () => {
    // The action's own client, which retries a request whose answer never came (paced and backed off quickly).
    const bounds = { ...GITHUB_BOUNDS, backoffMs: 1 };
    const octokit = createOctokit('ghs_action_token', gh.url, host, bounds, pacedGroups(0.001));
    const repo = new GitHubRepository(octokit, { owner: 'acme', repo: 'app' }, host.log);
    await repo.react(asked, 'rocket');
    gh.requests.length = 0;
    gh.faults.inject({ operationId: 'reactions/delete-for-issue-comment', times: 1, lostAnswer: true });
    await repo.reclose(asked, 'confused');
    expect(reactions()).toEqual(['github-actions[bot] confused']);
    expect(asks()).toEqual([
      'POST graphql 200',
      'GET reactions/list-for-issue-comment 200',
      'DELETE reactions/delete-for-issue-comment 204',
      'DELETE reactions/delete-for-issue-comment 404',
      'POST reactions/create-for-issue-comment 201',
    ]);
    expect(host.lines).toEqual([]);
  });

  it('the comment gone: the reaction before found gone, and the reaction refused as gone', async () => {
    const repo = repository();
    await repo.react(asked, 'rocket');
    gh.faults.inject({ operationId: 'reactions/delete-for-issue-comment', status: 404, times: 3 });
    gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', status: 404, times: 3 });
    await expect(repo.reclose(asked, 'confused')).rejects.toMatchObject({ status: 404 });
    expect(gh.count('reactions/delete-for-issue-comment')).toBe(1);
  });

  it('GitHub refusing the reaction once the one before was taken off: thrown, none left (the step owes it)', async () => {
    const repo = repository();
    await repo.react(asked, 'rocket');
    gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', status: 500, times: 3 });
    await expect(repo.reclose(asked, 'confused')).rejects.toMatchObject({ status: 500 });
    expect(reactions()).toEqual([]);
    expect(gh.count('reactions/delete-for-issue-comment')).toBe(1);
  });

  it("a review comment's reactions are not read: the reaction as asked", async () => {
    await repository().reclose(reviewComment(), 'confused');
    expect(gh.state.reactions.map((r) => [r.subject.kind, r.content])).toEqual([
      ['review_comment', 'confused'],
    ]);
    expect(gh.count('reactions/list-for-issue-comment')).toBe(0);
  });
});
