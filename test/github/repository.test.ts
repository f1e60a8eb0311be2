/**
 * The action's way to the repository (src/github/repository.ts): the bodies of a thread's comments, read over pages;
 * and the host's log it is handed, where what it warns of goes: a reaction GitHub refused, a check run the token may
 * not create (another refusal is thrown, not warned of). Faults injected into the fake GitHub; the requests and the
 * exact warnings asserted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommentInfo } from '../../src/flow/context.ts';
import { GITHUB_BOUNDS, createOctokit, pacedGroups } from '../../src/github/octokit.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import { memoryHost, type MemoryHost } from '../helpers/step.ts';
import { startFakeGitHub, type FakeGitHub } from './fake-github.ts';

let gh: FakeGitHub;
let host: MemoryHost;
let repository: GitHubRepository;
const repo = { owner: 'acme', repo: 'app' };

beforeEach(async () => {
  gh = await startFakeGitHub();
  gh.state.addIssue({ number: 1, title: 'Spelling error' });
  host = memoryHost();
  // No retries: one attempt shows what the step is told.
  repository = new GitHubRepository(
    createOctokit('ghs_action_token', gh.url, host, { ...GITHUB_BOUNDS, retries: 0 }),
    repo,
    host.log,
  );
});
afterEach(async () => {
  await gh.close();
});

const sent = () => gh.requests.map((r) => `${r.method} ${r.path} ${r.status}`);

describe('commentBodies', () => {
  it("every comment's body, oldest first, over pages of 100; a comment without a body is ''", async () => {
    const bodies = Array.from({ length: 102 }, (_, i) => `comment ${i + 1}`);
    const made = bodies.map((body) => gh.state.addComment({ issue_number: 1, body }));
    // A comment answered without a body (GitHub's description does not require one).
    made[40]!.body = undefined as unknown as string;
    expect(await repository.commentBodies(1)).toEqual([...bodies.slice(0, 40), '', ...bodies.slice(41)]);
    expect(gh.requests.map((r) => [r.method, r.path, r.query, r.status])).toEqual([
      ['GET', '/repos/acme/app/issues/1/comments', { per_page: '100' }, 200],
      ['GET', '/repos/acme/app/issues/1/comments', { per_page: '100', page: '2' }, 200],
    ]);
    expect(host.lines).toEqual([]);
  });
});

describe('what the repository warns of goes to the log it was handed', () => {
  it('a reaction GitHub refused: a warning, and the work goes on', async () => {
    const made = gh.state.addComment({ issue_number: 1, body: '@cloud-agent fix it' });
    const comment: CommentInfo = {
      id: made.id,
      body: made.body,
      author: made.user,
      authorType: 'User',
      url: `https://github.com/acme/app/issues/1#issuecomment-${made.id}`,
      kind: 'issue_comment',
    };
    gh.faults.inject({
      operationId: 'reactions/create-for-issue-comment',
      status: 422,
      body: { message: 'Validation Failed' },
    });
    expect(await repository.react(comment, 'eyes')).toBe('failed');
    expect(sent()).toEqual([`POST /repos/acme/app/issues/comments/${made.id}/reactions 422`]);
    expect(host.lines).toEqual(['warning: could not react to the comment: Validation Failed']);
    expect(await repository.react(comment, 'rocket')).toBe('given');
    expect(sent().at(-1)).toBe(`POST /repos/acme/app/issues/comments/${made.id}/reactions 201`);
    // A review body has no reaction endpoint: nothing sent, nothing refused.
    const before = sent().length;
    expect(await repository.react({ ...comment, kind: 'review' }, 'rocket')).toBe('given');
    expect(sent()).toHaveLength(before);
    // Deleted (404), or gone for good (410): said in the log, no warning.
    gh.state.comments.delete(made.id);
    expect(await repository.react(comment, 'confused')).toBe('gone');
    gh.faults.inject({ operationId: 'reactions/create-for-issue-comment', status: 410 });
    expect(await repository.react({ ...comment, url: '' }, 'eyes')).toBe('gone');
    expect(sent().slice(before)).toEqual([
      `POST /repos/acme/app/issues/comments/${made.id}/reactions 404`,
      `POST /repos/acme/app/issues/comments/${made.id}/reactions 410`,
    ]);
    expect(host.lines.slice(1)).toEqual([
      `the comment ${comment.url} is gone (deleted): no confused reaction on it`,
      `the comment ${made.id} is gone (deleted): no eyes reaction on it`,
    ]);
  });

  it("a check run made is written as the token's GitHub App (GitHub Actions for a workflow's); an answer that names none says nothing", async () => {
    const made = await repository.startCheck('cloud-agent gate', 'a'.repeat(40), 'https://example.com');
    expect([made?.appId, made?.url]).toEqual([
      15368,
      expect.stringMatching(/^https:\/\/github\.com\/acme\/app\/runs\/\d+$/),
    ]);
    gh.faults.inject({
      operationId: 'checks/create',
      status: 201,
      body: { id: 5, html_url: 'https://github.com/acme/app/runs/5', app: null },
    });
    const bare = await repository.startCheck('cloud-agent gate', 'a'.repeat(40), 'https://example.com');
    expect([bare?.appId, bare?.url]).toEqual([undefined, 'https://github.com/acme/app/runs/5']);
  });

  it('a check run the token may not create: none, with a warning that says what to do', async () => {
    gh.faults.inject({
      operationId: 'checks/create',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    expect(await repository.startCheck('cloud-agent gate', 'a'.repeat(40), 'https://example.com')).toBe(
      undefined,
    );
    expect(sent()).toEqual(['POST /repos/acme/app/check-runs 403']);
    expect(host.lines).toEqual([
      "warning: cannot create a check run with this token (403: a fork's pull request gets a read-only token); the gate's result is in the job summary and this step's result. To get a real check, run the gate from a workflow_run workflow (see docs/gate.md).",
    ]);
  });

  it('a check run GitHub refuses for another reason (422): thrown as GitHub gave it, no warning', async () => {
    gh.faults.inject({
      operationId: 'checks/create',
      status: 422,
      body: { message: 'No commit found for SHA: aaaaaaa' },
    });
    const refused = await repository
      .startCheck('cloud-agent gate', 'a'.repeat(40), 'https://example.com')
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(refused).toMatchObject({ status: 422, message: 'No commit found for SHA: aaaaaaa' });
    expect(sent()).toEqual(['POST /repos/acme/app/check-runs 422']);
    expect(host.lines).toEqual([]);
  });
});

describe('reply', () => {
  it('is sent once, never retried (a retry could post it twice): a 500 is thrown to the caller', async () => {
    // The action's retries on: a read would be retried, the reply is not.
    const retrying = new GitHubRepository(
      createOctokit('ghs_action_token', gh.url, host, { ...GITHUB_BOUNDS, retries: 2, backoffMs: 1 }),
      repo,
      host.log,
    );
    gh.faults.inject({ operationId: 'issues/create-comment', times: 1, status: 500 });
    await expect(retrying.reply(1, '@octo thanks for asking')).rejects.toMatchObject({ status: 500 });
    await retrying.reply(1, '@octo thanks again');
    expect(sent()).toEqual([
      'POST /repos/acme/app/issues/1/comments 500',
      'POST /repos/acme/app/issues/1/comments 201',
    ]);
    expect(gh.state.commentsOf(1).map((c) => c.body)).toEqual(['@octo thanks again']);
  });
});

describe('deleted', () => {
  it('asks GitHub for the comment: gone (404, 410) is deleted; there, or a look that fails, is not', async () => {
    gh.state.addPullRequest({
      number: 2,
      title: 'Fix',
      head: { ref: 'fix', sha: 'abc' },
      base: { ref: 'main' },
    });
    const made = gh.state.addComment({ issue_number: 1, body: '@cloud-agent hi', user: 'octo-reader' });
    const onLine = gh.state.addReviewComment({
      pull_number: 2,
      body: '@cloud-agent hi',
      user: 'octo-reader',
    });
    const issue: CommentInfo = {
      id: made.id,
      body: '',
      author: 'octo-reader',
      authorType: 'User',
      url: '',
      kind: 'issue_comment',
    };
    const review: CommentInfo = { ...issue, id: onLine.id, kind: 'review_comment' };
    expect(await repository.deleted(issue)).toBe(false);
    expect(await repository.deleted(review)).toBe(false);
    // A review's body has no comment of its own to ask for.
    expect(await repository.deleted({ ...issue, kind: 'review' })).toBe(false);
    gh.state.comments.delete(made.id);
    gh.state.reviewComments.delete(onLine.id);
    expect(await repository.deleted(issue)).toBe(true);
    expect(await repository.deleted(review)).toBe(true);
    gh.faults.inject({ operationId: 'issues/get-comment', status: 410 });
    expect(await repository.deleted(issue)).toBe(true);
    gh.faults.inject({ operationId: 'issues/get-comment', status: 500 });
    expect(await repository.deleted(issue)).toBe(false);
    expect(sent()).toEqual([
      `GET /repos/acme/app/issues/comments/${made.id} 200`,
      `GET /repos/acme/app/pulls/comments/${onLine.id} 200`,
      `GET /repos/acme/app/issues/comments/${made.id} 404`,
      `GET /repos/acme/app/pulls/comments/${onLine.id} 404`,
      `GET /repos/acme/app/issues/comments/${made.id} 410`,
      `GET /repos/acme/app/issues/comments/${made.id} 500`,
    ]);
    expect(host.lines).toEqual([]);
  });
});

describe('a tracking comment: its create, two jobs at once, a re-run', () => {
  it('is sent once, never retried by the plugin: after a 500 the thread is looked at before a second create', async () => {
    // The action's retries on: reads are retried, the create is not.
    const retrying = new GitHubRepository(
      createOctokit('ghs_action_token', gh.url, host, { ...GITHUB_BOUNDS, retries: 2, backoffMs: 1 }),
      repo,
      host.log,
    );
    gh.faults.inject({ operationId: 'issues/create-comment', times: 1, status: 500 });
    const comment = retrying.trackingComment(
      1,
      'github-actions[bot]',
      () => undefined,
      () => true,
    );
    await comment.write('Working on it');
    expect(sent()).toEqual([
      'POST /repos/acme/app/issues/1/comments 500',
      'GET /repos/acme/app/issues/1/comments 200',
      'POST /repos/acme/app/issues/1/comments 201',
      'GET /repos/acme/app/issues/1/comments 200',
    ]);
    expect(gh.state.commentsOf(1).map((c) => c.body)).toEqual(['Working on it']);
    expect(comment.id).toBe(gh.state.commentsOf(1)[0]!.id);
  });

  it("of two jobs at once, the newer's delete whose answer was lost is retried: its 404 is taken as done", async () => {
    const octokit = createOctokit('ghs_action_token', gh.url, host, {
      ...GITHUB_BOUNDS,
      retries: 2,
      backoffMs: 1,
    });
    const job = () =>
      new GitHubRepository(octokit, repo, host.log).trackingComment(
        1,
        'github-actions[bot]',
        (body) => (body?.startsWith('Job') ? { v: 2, key: 'k1' } : undefined),
        () => true,
      );
    const first = job();
    const second = job();
    await first.write('Job 1 at work');
    gh.faults.inject({ operationId: 'issues/delete-comment', times: 1, lostAnswer: true });
    await second.write('Job 2 at work');
    const [kept] = gh.state.commentsOf(1);
    expect(sent()).toEqual([
      'POST /repos/acme/app/issues/1/comments 201',
      'GET /repos/acme/app/issues/1/comments 200',
      'POST /repos/acme/app/issues/1/comments 201',
      'GET /repos/acme/app/issues/1/comments 200',
      `DELETE /repos/acme/app/issues/comments/${kept!.id + 1} 204`,
      `DELETE /repos/acme/app/issues/comments/${kept!.id + 1} 404`,
      `PATCH /repos/acme/app/issues/comments/${kept!.id} 200`,
    ]);
    expect(gh.state.commentsOf(1).map((c) => c.body)).toEqual(['Job 2 at work']);
    expect(second.id).toBe(kept!.id);
    expect(host.lines).toEqual([]);
  });

  // As a re-run's closing reaction (reactions.test.ts, seed 6651): a claim whose delete was retried is taken back.
  it("an approval's claim taken back, the delete's answer lost: its retry's 404 is taken as done", async () => {
    const bounds = { ...GITHUB_BOUNDS, backoffMs: 1 };
    const octokit = createOctokit('ghs_action_token', gh.url, host, bounds, pacedGroups(0.001));
    const tracking = new GitHubRepository(octokit, repo, host.log).trackingComment(
      1,
      'github-actions[bot]',
      () => undefined,
      () => true,
    );
    await tracking.write('A plan waits');
    expect(await tracking.claim()).toBe('claimed');
    gh.requests.length = 0;
    gh.faults.inject({ operationId: 'reactions/delete-for-issue-comment', times: 1, lostAnswer: true });
    expect(await tracking.unclaim()).toBe(true);
    expect(await tracking.claimed()).toBe(false);
    const id = tracking.id!;
    expect(sent().filter((r) => r.startsWith('DELETE'))).toEqual([
      expect.stringMatching(new RegExp(`^DELETE /repos/acme/app/issues/comments/${id}/reactions/\\d+ 204$`)),
      expect.stringMatching(new RegExp(`^DELETE /repos/acme/app/issues/comments/${id}/reactions/\\d+ 404$`)),
    ]);
    expect(host.lines).toEqual([]);
  });

  it("an approval's claim taken back under the step's signal: a delete that never answers ends with the job", async () => {
    const tracking = repository.trackingComment(
      1,
      'github-actions[bot]',
      () => undefined,
      () => true,
    );
    await tracking.write('A plan waits');
    expect(await tracking.claim()).toBe('claimed');
    gh.faults.inject({ operationId: 'reactions/delete-for-issue-comment', stall: true });
    const job = new AbortController();
    const taking = tracking.unclaim(job.signal);
    // The claim read, its delete sent (or on its way): the job is cancelled.
    await vi.waitFor(() => expect(gh.count('reactions/list-for-issue-comment')).toBe(1));
    job.abort(new Error('the job was cancelled'));
    await expect(taking).rejects.toThrow('the job was cancelled');
  });

  it('a re-run that finds two comments of its trigger (two jobs posted at once) takes the oldest, the one kept', async () => {
    const older = gh.state.addComment({
      issue_number: 1,
      body: 'Job 1 at work',
      user: 'github-actions[bot]',
    });
    gh.state.addComment({ issue_number: 1, body: 'Job 2 at work', user: 'github-actions[bot]' });
    const comment = repository.trackingComment(
      1,
      'github-actions[bot]',
      (body) => (body?.startsWith('Job') ? { v: 2, key: 'k1' } : undefined),
      () => true,
    );
    expect((await comment.find())?.id).toBe(older.id);
    await comment.write('Job 3 at work');
    expect(sent().at(-1)).toBe(`PATCH /repos/acme/app/issues/comments/${older.id} 200`);
  });
});
