/**
 * The GitHub edge of the redaction: whatever code writes a comment, a review reply, a check run or the variables of a
 * GraphQL call through an octokit from createOctokit, GitHub receives it redacted by the host the octokit is handed
 * (the action's: src/host/action.ts, whose redactor every channel shares). Checked on what the fake GitHub
 * received.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/github/graphql.ts';
import { createOctokit, type Octokit } from '../../src/github/octokit.ts';
import { memoryHost } from '../helpers/step.ts';
import { startFakeGitHub, type FakeGitHub } from './fake-github.ts';

const KEY = 'sk-hook-test-5b2e8f4a6c0d';
const GHP = `ghp_${'Zy09'.repeat(9)}`;
const PAT = `github_pat_${'Ab_9'.repeat(6)}`;
const repo = { owner: 'acme', repo: 'app' };
/** Text with one of each: what an agent's answer might carry. */
const LEAKY = `key ${KEY}, token ${GHP}, pat ${PAT}, curl -H "Authorization: Bearer ${KEY}"`;
const CLEAN =
  'key [redacted API key], token [redacted GitHub token], pat [redacted GitHub token], curl -H "Authorization: [redacted]"';

let gh: FakeGitHub;
let host: ReturnType<typeof memoryHost>;
let octokit: Octokit;
/** Requests before the test began. */
let seen = 0;

// One fake GitHub for the file: each test looks at its own requests.
beforeAll(async () => {
  host = memoryHost();
  host.secret(KEY, 'apiKey');
  gh = await startFakeGitHub();
  gh.state.addPullRequest({
    number: 2,
    title: 'Fix',
    user: 'octo-contributor',
    head: { ref: 'fix', sha: 'a'.repeat(40) },
    base: { ref: 'main' },
    files: [{ filename: 'src/a.ts', status: 'modified', additions: 1, deletions: 1 }],
  });
});
afterAll(async () => {
  await gh.close();
});
// An octokit a test: GitHub's pace (a write a second) is kept per octokit, so a test's first write does not wait for
// the last one of the test before.
beforeEach(() => {
  seen = gh.requests.length;
  octokit = createOctokit('ghs_action_token', gh.url, host);
});

const bodies = () => gh.requests.slice(seen).map((r) => r.body);

describe('createOctokit redacts what it writes', () => {
  it('a comment, created and updated', async () => {
    const { data } = await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...repo,
      issue_number: 2,
      body: LEAKY,
    });
    await octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
      ...repo,
      comment_id: data.id,
      body: `edited: ${LEAKY}`,
    });
    expect(bodies()).toEqual([{ body: CLEAN }, { body: `edited: ${CLEAN}` }]);
    expect(gh.state.comments.get(Number(data.id))!.body).toBe(`edited: ${CLEAN}`);
  });

  it('a reply to a review comment', async () => {
    const parent = gh.state.addReviewComment({ pull_number: 2, body: 'why?', user: 'octo-maintainer' });
    await octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', {
      ...repo,
      pull_number: 2,
      comment_id: parent.id,
      body: LEAKY,
    });
    expect(bodies()).toEqual([{ body: CLEAN }]);
  });

  it("a check run's name and output, created and completed", async () => {
    const { data } = await octokit.request('POST /repos/{owner}/{repo}/check-runs', {
      ...repo,
      name: `gate ${GHP}`,
      head_sha: 'a'.repeat(40),
      status: 'in_progress',
      output: { title: `t ${KEY}`, summary: LEAKY, text: `text ${PAT}` },
    });
    await octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
      ...repo,
      check_run_id: data.id,
      status: 'completed',
      conclusion: 'success',
      output: { title: 'done', summary: `final ${LEAKY}` },
    });
    expect(bodies()).toEqual([
      {
        name: 'gate [redacted GitHub token]',
        head_sha: 'a'.repeat(40),
        status: 'in_progress',
        output: { title: 't [redacted API key]', summary: CLEAN, text: 'text [redacted GitHub token]' },
      },
      {
        status: 'completed',
        conclusion: 'success',
        output: { title: 'done', summary: `final ${CLEAN}` },
      },
    ]);
    expect(gh.state.checkRuns.find((r) => r.id === data.id)!.output).toMatchObject({
      title: 'done',
      summary: `final ${CLEAN}`,
    });
  });

  it("every string of a GraphQL call's variables, however deep; the query and the caller's object are untouched", async () => {
    const variables = { body: LEAKY, input: { notes: [LEAKY, 7, null], flag: true } };
    const query = 'query Who($body: String, $input: String) { viewer { login } }';
    await graphql(octokit, gh.graphqlUrl, 'viewer { login }', query, variables);
    expect(bodies()).toEqual([
      { query, variables: { body: CLEAN, input: { notes: [CLEAN, 7, null], flag: true } } },
    ]);
    expect(variables.body).toBe(LEAKY);
  });

  it('what has nothing to redact is sent as it is; reads are untouched', async () => {
    const text = 'The Bearer of good news: all tests pass. ghp_ is a prefix.';
    const created = await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...repo,
      issue_number: 2,
      body: text,
    });
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
      ...repo,
      comment_id: created.data.id,
    });
    expect(bodies()).toEqual([{ body: text }, undefined]);
    expect(data.body).toBe(text);
  });
});
