/**
 * Pull-request reviews on GitHub (src/github/reviews.ts) against the fake GitHub, where GitHub fails or answers
 * what is not a review: an error other than the one a call expects goes on as GitHub gave it, nothing written; a
 * review without a numeric id is left out; a GraphQL answer without the threads is refused, naming the pull request.
 * The requests and the exact values asserted.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewPort } from '../../src/flow/host.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import { getOctokit } from '../helpers/octokit.ts';
import { memoryHost, type MemoryHost } from '../helpers/step.ts';
import { startFakeGitHub, type FakeGitHub } from './fake-github.ts';

const HEAD = 'b'.repeat(40);
const BASE = 'a'.repeat(40);
const PATCH = '@@ -1,2 +1,3 @@\n a();\n-b();\n+c();\n+d();';

let gh: FakeGitHub;
let host: MemoryHost;

beforeEach(async () => {
  gh = await startFakeGitHub();
  host = memoryHost();
  gh.state.addPullRequest({
    number: 2,
    title: 'Dark mode',
    user: 'octo-contributor',
    head: { ref: 'dark', sha: HEAD },
    base: { ref: 'main', sha: BASE },
    files: [{ filename: 'src/a.ts', patch: PATCH }],
  });
});
afterEach(async () => {
  await gh.close();
});

/** The review port of a repository on a plain octokit (no retries, no pacing: each call is one request). */
const reviews = (token = 'ghs_action_token'): Promise<ReviewPort> =>
  new GitHubRepository(
    getOctokit(token, { baseUrl: gh.url }),
    { owner: 'acme', repo: 'app' },
    host.log,
  ).reviews();
const sent = () => gh.requests.map((r) => [r.method, r.path, r.query, r.status]);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (err: unknown) => err as { status?: number; message: string },
  );

describe('compare', () => {
  it('a compare GitHub fails other than with 404: thrown as GitHub gave it, no later page asked', async () => {
    gh.faults.inject({
      operationId: 'repos/compare-commits-with-basehead',
      status: 502,
      body: { message: 'Server Error' },
    });
    const port = await reviews();
    const err = await failure(port.compare(BASE, HEAD));
    expect(err).toMatchObject({ status: 502, message: 'Server Error' });
    expect(sent()).toEqual([
      ['GET', `/repos/acme/app/compare/${BASE}...${HEAD}`, { per_page: '100', page: '1' }, 502],
    ]);
    // GitHub's 404 (commits it does not know) is no diff; the compare it knows is its files.
    expect(await port.compare(BASE, 'c'.repeat(40))).toBeUndefined();
    expect(await port.compare(BASE, HEAD)).toEqual([{ path: 'src/a.ts', status: 'modified', patch: PATCH }]);
    expect(host.lines).toEqual([]);
  });
});

describe('reviews', () => {
  it('a review without a numeric id is left out; one with an id but nothing else reads as empty', async () => {
    const url = 'https://github.com/acme/app/pull/2#pullrequestreview-80';
    gh.faults.inject({
      operationId: 'pulls/list-reviews',
      status: 200,
      body: [
        { user: { login: 'octo-maintainer' }, body: 'No id.', commit_id: HEAD },
        {
          id: 80,
          html_url: url,
          user: { login: 'github-actions[bot]' },
          body: 'Looks fine.',
          commit_id: HEAD,
        },
        { id: '81', html_url: url, user: { login: 'octo-maintainer' }, body: 'A string id.' },
        { id: 82 },
      ],
    });
    expect(await (await reviews()).reviews(2)).toEqual([
      { id: 80, url, author: 'github-actions[bot]', body: 'Looks fine.', commitId: HEAD },
      { id: 82, url: '', author: '', body: '', commitId: undefined },
    ]);
    expect(sent()).toEqual([['GET', '/repos/acme/app/pulls/2/reviews', { per_page: '100' }, 200]]);
  });
});

describe('createReview', () => {
  it('a review GitHub refuses other than with 422 (a read-only token: 403): thrown as GitHub gave it, nothing posted', async () => {
    gh.state.addToken('ghs_read_only_token', {
      login: 'github-actions[bot]',
      installation: true,
      readOnly: true,
    });
    const port = await reviews('ghs_read_only_token');
    const err = await failure(
      port.createReview(2, {
        commitId: HEAD,
        body: 'A review.',
        comments: [{ path: 'src/a.ts', line: 2, side: 'RIGHT', body: 'Here.' }],
      }),
    );
    expect(err).toMatchObject({
      status: 403,
      message: 'Resource not accessible by integration - https://docs.github.com/rest',
    });
    expect(sent()).toEqual([['POST', '/repos/acme/app/pulls/2/reviews', {}, 403]]);
    expect(gh.state.reviewsOf(2)).toEqual([]);
    expect(gh.state.reviewComments.size).toBe(0);
  });
});

describe('createReview: the 422s no review of the head gets past, and the one a line makes', () => {
  const review = { commitId: HEAD, body: 'A review.', comments: [] };

  it("a review of the token's account pending on the pull request: thrown, saying what to do", async () => {
    const octokit = getOctokit('ghs_action_token', { baseUrl: gh.url });
    // Begun and not submitted (no event): GitHub keeps one pending review per account and pull request.
    await octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      owner: 'acme',
      repo: 'app',
      pull_number: 2,
      commit_id: HEAD,
      body: 'A draft.',
    });
    gh.requests.length = 0;
    const err = await failure((await reviews()).createReview(2, review));
    expect(err?.message).toBe(
      "GitHub refused the review of pull request #2 (422: User can only have one pending review per pull request): the token's account has a review of it pending, and GitHub keeps one per account (a review begun on the pull request's page and not submitted). Submit or discard it, then run the job again",
    );
    expect(sent()).toEqual([['POST', '/repos/acme/app/pulls/2/reviews', {}, 422]]);
    expect(gh.state.reviewsOf(2).map((r) => r.state)).toEqual(['PENDING']);
  });

  it('a commit the pull request no longer has (force-pushed): thrown, naming it', async () => {
    const gone = 'c'.repeat(40);
    const err = await failure((await reviews()).createReview(2, { ...review, commitId: gone }));
    expect(err?.message).toBe(
      `GitHub refused the review of pull request #2 (422: No commit found for SHA: ${gone}): commit ccccccc is no longer the pull request's (a force-push replaced it); the review of its new head is the job of that push`,
    );
    expect(gh.state.reviewsOf(2)).toEqual([]);
  });

  it.each([
    [{ message: 'Unprocessable Entity', errors: ['Line could not be resolved'] }],
    [
      {
        message: 'Unprocessable Entity',
        errors: [{ resource: 'PullRequestReviewComment', message: 'must be part of the diff' }],
      },
    ],
    [{ message: 'Unprocessable Entity', errors: 'not a list' }],
    [{ message: 'Unprocessable Entity' }],
  ])('any other 422 is a line GitHub could not place: %j', async (body) => {
    gh.faults.inject({ operationId: 'pulls/create-review', status: 422, body });
    expect(await (await reviews()).createReview(2, review)).toBe('unresolvable');
  });
});

describe('threads', () => {
  it("a GraphQL answer without the pull request's review threads: refused, naming the pull request", async () => {
    gh.faults.inject({
      operationId: 'graphql',
      status: 200,
      body: { data: { repository: { pullRequest: null } } },
    });
    const port = await reviews();
    const err = await failure(port.threads(2));
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).toBe("GitHub's GraphQL API answered without the review threads of #2");
    expect(sent()).toEqual([['POST', '/graphql', {}, 200]]);
    expect(gh.requests[0]!.body).toMatchObject({
      variables: { owner: 'acme', name: 'app', number: 2, after: null },
    });
    // The same pull request as GitHub answers it: no threads yet.
    expect(await port.threads(2)).toEqual([]);
  });
});
