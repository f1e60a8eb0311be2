import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getOctokit } from '../helpers/octokit.ts';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { parseLink, startFakeGitHub, type FakeGitHub } from './fake-github.ts';
import { rejection } from '../helpers/rejection.ts';

const owner = 'acme';
const repo = 'app';

interface HttpError {
  status: number;
  message: string;
  response?: { data: unknown; headers: Record<string, string> };
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

function seed(gh: FakeGitHub): void {
  gh.state.addIssue({
    number: 1,
    title: 'Bug',
    body: 'It breaks',
    user: 'octo-contributor',
    labels: ['bug'],
  });
  gh.state.addPullRequest({
    number: 2,
    title: 'Fix the bug',
    body: 'Fixes #1',
    user: 'octo-contributor',
    head: { ref: 'fix-bug', sha: 'a'.repeat(40) },
    base: { ref: 'main' },
    files: [
      {
        filename: 'src/a.ts',
        status: 'modified',
        additions: 3,
        deletions: 1,
        patch: '@@ -1 +1,3 @@\n-a\n+b\n+c\n+d',
      },
      { filename: 'src/b.ts', status: 'added', additions: 10, deletions: 0 },
    ],
  });
}

describe('fake GitHub', () => {
  let gh: FakeGitHub;

  beforeEach(async () => {
    gh = await startFakeGitHub();
    seed(gh);
  });

  afterEach(async () => {
    // Throws when a request broke GitHub's description: every passing test also proves its requests valid.
    await gh.close();
  });

  const octokit = (token = 'ghs_action_token') => getOctokit(token, { baseUrl: gh.url });

  it('serves the seeded issue, pull request, files and repository', async () => {
    const api = octokit();
    const issue = await api.rest.issues.get({ owner, repo, issue_number: 1 });
    expect(issue.data).toMatchObject({ number: 1, title: 'Bug', body: 'It breaks', state: 'open' });
    expect(issue.data.user?.login).toBe('octo-contributor');
    expect(issue.data.labels).toEqual([expect.objectContaining({ name: 'bug' })]);
    expect(issue.data.pull_request).toBeUndefined();

    const prIssue = await api.rest.issues.get({ owner, repo, issue_number: 2 });
    expect(prIssue.data.pull_request?.html_url).toBe('https://github.com/acme/app/pull/2');

    const pr = await api.rest.pulls.get({ owner, repo, pull_number: 2 });
    expect(pr.data).toMatchObject({
      number: 2,
      title: 'Fix the bug',
      head: { ref: 'fix-bug', sha: 'a'.repeat(40) },
      base: { ref: 'main' },
      additions: 13,
      deletions: 1,
      changed_files: 2,
    });
    const files = await api.rest.pulls.listFiles({ owner, repo, pull_number: 2 });
    expect(files.data.map((f) => [f.filename, f.status, f.changes])).toEqual([
      ['src/a.ts', 'modified', 4],
      ['src/b.ts', 'added', 10],
    ]);
    const pulls = await api.rest.pulls.list({ owner, repo, state: 'open', head: 'acme:fix-bug' });
    expect(pulls.data.map((p) => p.number)).toEqual([2]);

    await expect(api.rest.pulls.get({ owner, repo, pull_number: 1 })).rejects.toMatchObject({ status: 404 });
    await expect(api.rest.issues.get({ owner, repo, issue_number: 99 })).rejects.toMatchObject({
      status: 404,
    });

    const repository = await api.rest.repos.get({ owner, repo });
    expect(repository.data).toMatchObject({ full_name: 'acme/app', default_branch: 'main', private: false });
    expect(gh.violations).toEqual([]);
  });

  it('creates, lists, updates and deletes comments with the author of each token', async () => {
    const bot = await octokit().rest.issues.createComment({
      owner,
      repo,
      issue_number: 2,
      body: 'Hello from CI',
    });
    expect(bot.status).toBe(201);
    expect(bot.data.body).toBe('Hello from CI');
    expect(bot.data.user).toMatchObject({ login: 'github-actions[bot]', id: 41898282, type: 'Bot' });
    expect(bot.data.html_url).toBe(`https://github.com/acme/app/pull/2#issuecomment-${bot.data.id}`);
    expect(bot.headers.location).toBe(bot.data.url);

    const user = await octokit('ghp_user_token').rest.issues.createComment({
      owner,
      repo,
      issue_number: 1,
      body: 'On the issue',
    });
    expect(user.data.user).toMatchObject({ login: 'octo-maintainer', type: 'User' });
    expect(user.data.html_url).toBe(`https://github.com/acme/app/issues/1#issuecomment-${user.data.id}`);
    expect(user.data.author_association).toBe('MEMBER');

    const listed = await octokit().rest.issues.listComments({ owner, repo, issue_number: 2 });
    expect(listed.data.map((c) => [c.id, c.body, c.user?.login])).toEqual([
      [bot.data.id, 'Hello from CI', 'github-actions[bot]'],
    ]);

    const updated = await octokit().rest.issues.updateComment({
      owner,
      repo,
      comment_id: bot.data.id,
      body: 'Edited',
    });
    expect(updated.data.body).toBe('Edited');
    const fetched = await octokit().rest.issues.getComment({ owner, repo, comment_id: Number(bot.data.id) });
    expect(fetched.data.body).toBe('Edited');
    expect(gh.state.comments.get(Number(bot.data.id))?.body).toBe('Edited');

    const deleted = await octokit().rest.issues.deleteComment({ owner, repo, comment_id: bot.data.id });
    expect(deleted.status).toBe(204);
    await expect(
      octokit().rest.issues.getComment({ owner, repo, comment_id: bot.data.id }),
    ).rejects.toMatchObject({ status: 404 });
    expect(gh.state.commentsOf(2)).toEqual([]);
    expect(gh.requests.filter((r) => r.operationId === 'issues/create-comment').map((r) => r.body)).toEqual([
      { body: 'Hello from CI' },
      { body: 'On the issue' },
    ]);
  });

  it('journals every write of a comment in the order applied, with its body after it and GitHub time', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const clocked = await startFakeGitHub({ now: () => new Date(now) });
    try {
      clocked.state.addIssue({ number: 1, title: 'Bug', body: 'It breaks', user: 'octo-contributor' });
      const api = getOctokit('ghs_action_token', { baseUrl: clocked.url, userAgent: 'job-7' });
      const asked = clocked.state.addComment({
        issue_number: 1,
        body: 'Please fix',
        user: 'octo-maintainer',
      });
      now += 1500;
      const made = await api.rest.issues.createComment({ owner, repo, issue_number: 1, body: 'Queued' });
      now += 60_000;
      await api.rest.issues.updateComment({ owner, repo, comment_id: made.data.id, body: 'Done' });
      now += 1000;
      await api.rest.issues.deleteComment({ owner, repo, comment_id: made.data.id });
      const id = Number(made.data.id);
      expect(clocked.state.commentWrites).toEqual([
        {
          kind: 'create',
          id: asked.id,
          issue_number: 1,
          user: 'octo-maintainer',
          body: 'Please fix',
          at: '2026-03-01T10:00:00Z',
        },
        {
          kind: 'create',
          id,
          issue_number: 1,
          user: 'github-actions[bot]',
          body: 'Queued',
          at: '2026-03-01T10:00:01Z',
          agent: expect.stringMatching(/^job-7 octokit-core\.js\//),
        },
        {
          kind: 'update',
          id,
          issue_number: 1,
          user: 'github-actions[bot]',
          body: 'Done',
          at: '2026-03-01T10:01:01Z',
          agent: expect.stringMatching(/^job-7 octokit-core\.js\//),
        },
        {
          kind: 'delete',
          id,
          issue_number: 1,
          user: 'github-actions[bot]',
          body: 'Done',
          at: '2026-03-01T10:01:02Z',
          agent: expect.stringMatching(/^job-7 octokit-core\.js\//),
        },
      ]);
    } finally {
      await clocked.close();
    }
  });

  it('paginates 250 comments like GitHub, with Link headers on its own origin', async () => {
    for (let i = 1; i <= 250; i++) gh.state.addComment({ issue_number: 2, body: `comment ${i}` });
    const api = octokit();
    const first = await api.rest.issues.listComments({ owner, repo, issue_number: 2 });
    expect(first.data).toHaveLength(30);
    const links = parseLink(first.headers.link);
    expect(Object.keys(links)).toEqual(['next', 'last']);
    expect(links.next).toBe(`${gh.url}/repos/acme/app/issues/2/comments?page=2`);
    expect(links.last).toBe(`${gh.url}/repos/acme/app/issues/2/comments?page=9`);

    const middle = await api.rest.issues.listComments({
      owner,
      repo,
      issue_number: 2,
      per_page: 100,
      page: 2,
    });
    expect(Object.keys(parseLink(middle.headers.link))).toEqual(['prev', 'next', 'last', 'first']);
    expect(parseLink(middle.headers.link).first).toBe(
      `${gh.url}/repos/acme/app/issues/2/comments?per_page=100&page=1`,
    );

    const before = gh.count('issues/list-comments');
    const all = await api.paginate(api.rest.issues.listComments, {
      owner,
      repo,
      issue_number: 2,
      per_page: 100,
    });
    expect(all).toHaveLength(250);
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 250 }, (_, i) => `comment ${i + 1}`));
    expect(gh.count('issues/list-comments') - before).toBe(3);
    expect(gh.requests.slice(-3).map((r) => r.query)).toEqual([
      { per_page: '100' },
      { per_page: '100', page: '2' },
      { per_page: '100', page: '3' },
    ]);

    // per_page is capped at 100, as on GitHub.
    const capped = await api.rest.issues.listComments({ owner, repo, issue_number: 2, per_page: 500 });
    expect(capped.data).toHaveLength(100);
  });

  it('answers permission levels, legacy and role names, and 404 for who is not a user', async () => {
    gh.state.setPermission('writer', 'write');
    gh.state.setPermission('maintainer', 'maintain');
    gh.state.setPermission('triager', 'triage');
    gh.state.setPermission('outsider', 'none');
    const api = octokit();
    const level = async (username: string) => {
      const { data } = await api.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username });
      return [data.permission, data.role_name];
    };
    expect(await level('octo-maintainer')).toEqual(['admin', 'admin']);
    expect(await level('writer')).toEqual(['write', 'write']);
    expect(await level('maintainer')).toEqual(['write', 'maintain']);
    expect(await level('triager')).toEqual(['read', 'triage']);
    expect(await level('outsider')).toEqual(['none', 'none']);
    // Everyone can read a public repository.
    expect(await level('octo-contributor')).toEqual(['read', 'read']);

    const unknown = await failure(
      api.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: 'ghost-x' }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.response?.data).toMatchObject({ message: 'ghost-x is not a user' });
    const bot = await failure(
      api.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: 'github-actions[bot]' }),
    );
    expect(bot.status).toBe(404);
  });

  it('answers GET /user 403 for an installation token and the login for a personal token', async () => {
    const denied = await failure(octokit().rest.users.getAuthenticated());
    expect(denied.status).toBe(403);
    expect(denied.response?.data).toMatchObject({ message: 'Resource not accessible by integration' });

    const me = await octokit('ghp_user_token').rest.users.getAuthenticated();
    expect(me.data.login).toBe('octo-maintainer');

    gh.state.addToken('ghp_other', { login: 'someone-else' });
    expect((await octokit('ghp_other').rest.users.getAuthenticated()).data.login).toBe('someone-else');

    const bad = await failure(octokit('ghp_nope').rest.users.getAuthenticated());
    expect(bad.status).toBe(401);
    expect(bad.response?.data).toMatchObject({ message: 'Bad credentials' });
  });

  it('refuses every write of a fork pull request token but lets it read', async () => {
    const fork = octokit('ghs_fork_token');
    expect((await fork.rest.pulls.get({ owner, repo, pull_number: 2 })).data.number).toBe(2);
    const write = await failure(fork.rest.issues.createComment({ owner, repo, issue_number: 2, body: 'x' }));
    expect(write.status).toBe(403);
    expect(write.response?.data).toMatchObject({ message: 'Resource not accessible by integration' });
    const reaction = await failure(
      fork.rest.reactions.createForIssue({ owner, repo, issue_number: 2, content: 'eyes' }),
    );
    expect(reaction.status).toBe(403);
    const check = await failure(
      fork.rest.checks.create({ owner, repo, name: 'agent', head_sha: 'a'.repeat(40) }),
    );
    expect(check.status).toBe(403);
    expect(gh.state.commentsOf(2)).toEqual([]);
  });

  it('records reactions, answering 200 for a repeated one', async () => {
    const api = octokit();
    const comment = gh.state.addComment({ issue_number: 2, body: '/agent run', user: 'octo-maintainer' });
    const first = await api.rest.reactions.createForIssueComment({
      owner,
      repo,
      comment_id: comment.id,
      content: 'eyes',
    });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ content: 'eyes', user: { login: 'github-actions[bot]' } });
    const again = await api.rest.reactions.createForIssueComment({
      owner,
      repo,
      comment_id: comment.id,
      content: 'eyes',
    });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    await api.rest.reactions.createForIssue({ owner, repo, issue_number: 2, content: 'rocket' });
    const fetched = await api.rest.issues.getComment({ owner, repo, comment_id: comment.id });
    expect(fetched.data.reactions).toMatchObject({ total_count: 1, eyes: 1 });
    expect(gh.state.reactions.map((r) => [r.subject.kind, r.content])).toEqual([
      ['issue_comment', 'eyes'],
      ['issue', 'rocket'],
    ]);
  });

  it("lists a comment's reactions; deletes one of the token's own: 204, then gone; another's or an unknown one is 404", async () => {
    const api = octokit();
    const maintainer = octokit('ghp_user_token');
    const comment = gh.state.addComment({ issue_number: 2, body: 'tracking', user: 'github-actions[bot]' });
    const own = await api.rest.reactions.createForIssueComment({
      owner,
      repo,
      comment_id: comment.id,
      content: '+1',
    });
    const theirs = await maintainer.rest.reactions.createForIssueComment({
      owner,
      repo,
      comment_id: comment.id,
      content: '+1',
    });
    const other = gh.state.addComment({ issue_number: 2, body: 'other', user: 'octo-maintainer' });
    // A reaction is deleted through the comment it is on, by whoever made it.
    for (const [client, id, on] of [
      [api, theirs.data.id, comment.id],
      [api, own.data.id, other.id],
      [api, 999, comment.id],
    ] as const) {
      const refused = await failure(
        client.rest.reactions.deleteForIssueComment({ owner, repo, comment_id: on, reaction_id: id }),
      );
      expect(refused.status).toBe(404);
    }
    // Listed, of one kind or all, page by page.
    await maintainer.rest.reactions.createForIssueComment({
      owner,
      repo,
      comment_id: comment.id,
      content: 'eyes',
    });
    const thumbs = await api.paginate(api.rest.reactions.listForIssueComment, {
      owner,
      repo,
      comment_id: comment.id,
      content: '+1',
      per_page: 1,
    });
    expect(thumbs.map((r) => [r.user?.login, r.content])).toEqual([
      ['github-actions[bot]', '+1'],
      ['octo-maintainer', '+1'],
    ]);
    const all = await api.rest.reactions.listForIssueComment({ owner, repo, comment_id: comment.id });
    expect(all.data.map((r) => r.content)).toEqual(['+1', '+1', 'eyes']);
    const deleted = await api.rest.reactions.deleteForIssueComment({
      owner,
      repo,
      comment_id: comment.id,
      reaction_id: own.data.id,
    });
    expect(deleted.status).toBe(204);
    expect(gh.state.reactions.map((r) => [r.user, r.content])).toEqual([
      ['octo-maintainer', '+1'],
      ['octo-maintainer', 'eyes'],
    ]);
    // Made again, it is new: 201.
    const again = await api.rest.reactions.createForIssueComment({
      owner,
      repo,
      comment_id: comment.id,
      content: '+1',
    });
    expect(again.status).toBe(201);
  });

  it("advance moves GitHub's clock on for every time it gives", async () => {
    const before = Date.parse(gh.state.addComment({ issue_number: 1, body: 'a' }).created_at);
    gh.state.advance(3_600_000);
    const after = Date.parse(gh.state.addComment({ issue_number: 1, body: 'b' }).created_at);
    expect(after - before).toBeGreaterThanOrEqual(3_600_000);
    expect(after - before).toBeLessThan(3_660_000);
  });

  it('serves review comments and replies to them', async () => {
    const api = octokit();
    const review = gh.state.addReviewComment({
      pull_number: 2,
      body: '/agent fix this',
      path: 'src/a.ts',
      line: 2,
    });
    const got = await api.rest.pulls.getReviewComment({ owner, repo, comment_id: review.id });
    expect(got.data).toMatchObject({ id: review.id, body: '/agent fix this', path: 'src/a.ts', line: 2 });
    const reply = await api.rest.pulls.createReplyForReviewComment({
      owner,
      repo,
      pull_number: 2,
      comment_id: review.id,
      body: 'On it',
    });
    expect(reply.status).toBe(201);
    expect(reply.data).toMatchObject({ in_reply_to_id: review.id, body: 'On it', path: 'src/a.ts' });
    expect(reply.data.user.login).toBe('github-actions[bot]');
    const reaction = await api.rest.reactions.createForPullRequestReviewComment({
      owner,
      repo,
      comment_id: review.id,
      content: '+1',
    });
    expect(reaction.status).toBe(201);
    await expect(
      api.rest.pulls.createReplyForReviewComment({
        owner,
        repo,
        pull_number: 1,
        comment_id: review.id,
        body: 'x',
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('creates and updates check runs', async () => {
    const api = octokit();
    const created = await api.rest.checks.create({
      owner,
      repo,
      name: 'Cloud agent',
      head_sha: 'a'.repeat(40),
      status: 'in_progress',
      output: { title: 'Running', summary: 'The agent is working' },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Cloud agent', status: 'in_progress', conclusion: null });
    expect(created.data.pull_requests.map((p) => p.number)).toEqual([2]);
    const done = await api.rest.checks.update({
      owner,
      repo,
      check_run_id: Number(created.data.id),
      status: 'completed',
      conclusion: 'success',
      output: { title: 'Done', summary: 'All good' },
    });
    expect(done.data).toMatchObject({
      status: 'completed',
      conclusion: 'success',
      output: { title: 'Done' },
    });
    expect(gh.state.checkRuns).toHaveLength(1);
    expect(gh.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success' });

    // Check runs belong to GitHub Apps: a personal token cannot create one.
    const pat = await failure(
      octokit('ghp_user_token').rest.checks.create({ owner, repo, name: 'x', head_sha: 'a'.repeat(40) }),
    );
    expect(pat.status).toBe(403);
  });

  it("lists a workflow's runs newest first, filtered by conclusion or status, branch and event, by file or id", async () => {
    const api = octokit();
    const run = (input: Parameters<FakeGitHub['state']['addWorkflowRun']>[0]) =>
      gh.state.addWorkflowRun(input).id;
    const oldest = run({ created_at: '2025-01-01T10:00:00Z', run_started_at: '2025-01-01T10:00:07Z' });
    const failed = run({ created_at: '2025-01-01T10:10:00Z', conclusion: 'failure' });
    const other = run({ workflow: 'agent.yml', created_at: '2025-01-01T10:15:00Z' });
    const newest = run({
      created_at: '2025-01-01T10:20:00Z',
      head_sha: 'a'.repeat(40),
      event: 'workflow_dispatch',
    });
    const going = run({ created_at: '2025-01-01T10:30:00Z', status: 'in_progress' });
    const ids = (data: { workflow_runs: { id: number }[] }) => data.workflow_runs.map((r) => r.id);

    const all = await api.rest.actions.listWorkflowRuns({ owner, repo, workflow_id: 'settle.yml' });
    expect(ids(all.data)).toEqual([going, newest, failed, oldest]);
    expect(all.data.total_count).toBe(4);
    const success = await api.rest.actions.listWorkflowRuns({
      owner,
      repo,
      workflow_id: 'settle.yml',
      status: 'success',
      per_page: 1,
    });
    expect(ids(success.data)).toEqual([newest]);
    expect(success.data.total_count).toBe(2);
    expect(parseLink(success.headers.link).next).toContain('page=2');
    expect(success.data.workflow_runs[0]).toMatchObject({
      path: '.github/workflows/settle.yml',
      status: 'completed',
      conclusion: 'success',
      event: 'workflow_dispatch',
      head_branch: 'main',
      created_at: '2025-01-01T10:20:00Z',
      run_started_at: '2025-01-01T10:20:00Z',
    });
    // Its commit is pull request 2's head: listed unless left out.
    expect(success.data.workflow_runs[0]!.pull_requests!.map((p) => p.number)).toEqual([2]);
    const second = await api.rest.actions.listWorkflowRuns({
      owner,
      repo,
      workflow_id: 'settle.yml',
      status: 'success',
      per_page: 1,
      page: 2,
      exclude_pull_requests: true,
    });
    expect(second.data.workflow_runs).toMatchObject([{ id: oldest, run_started_at: '2025-01-01T10:00:07Z' }]);
    expect(second.data.workflow_runs[0]!.pull_requests).toEqual([]);

    const inProgress = await api.rest.actions.listWorkflowRuns({
      owner,
      repo,
      workflow_id: 'settle.yml',
      status: 'in_progress',
    });
    expect(ids(inProgress.data)).toEqual([going]);
    const byEvent = await api.rest.actions.listWorkflowRuns({
      owner,
      repo,
      workflow_id: 'settle.yml',
      event: 'schedule',
    });
    expect(ids(byEvent.data)).toEqual([going, failed, oldest]);
    const byBranch = await api.rest.actions.listWorkflowRuns({
      owner,
      repo,
      workflow_id: 'settle.yml',
      branch: 'x',
    });
    expect(ids(byBranch.data)).toEqual([]);

    // The id each workflow has (addWorkflow gives a known one back) names it as well as its file.
    expect(all.data.workflow_runs[0]!.workflow_id).toBe(gh.state.addWorkflow('settle.yml'));
    const byId = await api.rest.actions.listWorkflowRuns({
      owner,
      repo,
      workflow_id: gh.state.addWorkflow('agent.yml'),
    });
    expect(ids(byId.data)).toEqual([other]);
    const unknown = await failure(
      api.rest.actions.listWorkflowRuns({ owner, repo, workflow_id: 'nope.yml' }),
    );
    expect(unknown.status).toBe(404);
  });

  it('answers 403 to reads of workflow runs by a token without `actions: read`', async () => {
    gh.state.addWorkflowRun();
    gh.state.addToken('ghs_no_actions', {
      login: 'github-actions[bot]',
      installation: true,
      actions: 'none',
    });
    const denied = await failure(
      octokit('ghs_no_actions').rest.actions.listWorkflowRuns({ owner, repo, workflow_id: 'settle.yml' }),
    );
    expect(denied.status).toBe(403);
    expect(denied.response?.data).toMatchObject({ message: 'Resource not accessible by integration' });
    const allowed = await octokit().rest.actions.listWorkflowRuns({ owner, repo, workflow_id: 'settle.yml' });
    expect(allowed.data.total_count).toBe(1);
  });

  it('injects faults: a 500, a connection reset, a 502 retried by plugin-retry', async () => {
    gh.faults.inject({ operationId: 'repos/get-collaborator-permission-level', status: 500 });
    const api = octokit();
    const fault = await failure(
      api.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: 'octo-maintainer' }),
    );
    expect(fault.status).toBe(500);
    expect(
      (await api.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: 'octo-maintainer' })).data
        .permission,
    ).toBe('admin');

    gh.faults.inject({ operationId: 'issues/get', reset: true });
    expect((await rejection(api.rest.issues.get({ owner, repo, issue_number: 1 }))).message).toBe(
      'other side closed',
    );

    gh.faults.inject({
      operationId: 'issues/create-comment',
      times: 2,
      status: 502,
      body: { message: 'Server Error' },
    });
    const retrying = getOctokit(
      'ghs_action_token',
      { baseUrl: gh.url, retry: { retryAfterBaseValue: 1 } },
      retry,
    );
    const created = await retrying.rest.issues.createComment({
      owner,
      repo,
      issue_number: 2,
      body: 'after 502s',
    });
    expect(created.status).toBe(201);
    expect(gh.requests.filter((r) => r.operationId === 'issues/create-comment').map((r) => r.status)).toEqual(
      [502, 502, 201],
    );
    expect(gh.state.commentsOf(2).map((c) => c.body)).toEqual(['after 502s']);
    expect(gh.faults.pending).toEqual([]);
  });

  it('injects a lost answer: the work is done (the comment written), the connection reset before the answer', async () => {
    gh.faults.inject({ operationId: 'issues/create-comment', lostAnswer: true });
    expect(
      (
        await rejection(
          octokit().rest.issues.createComment({ owner, repo, issue_number: 2, body: 'written, answer lost' }),
        )
      ).message,
    ).toBe('other side closed');
    expect(gh.state.commentsOf(2).map((c) => c.body)).toEqual(['written, answer lost']);
    expect(gh.requests.filter((r) => r.operationId === 'issues/create-comment').map((r) => r.status)).toEqual(
      [201],
    );
    expect(gh.faults.pending).toEqual([]);
  });

  it('injects a delayed answer: the work is done when it is given, and landed() waits for it', async () => {
    await gh.landed();
    const before = gh.state.commentsOf(2).map((c) => c.body);
    gh.faults.inject({ operationId: 'issues/create-comment', delayMs: 200 });
    const api = octokit();
    const writing = api.rest.issues.createComment({ owner, repo, issue_number: 2, body: 'late' });
    // Sent and held: nothing written yet, as for a client that stopped listening once it had sent it.
    await expect.poll(() => gh.count('issues/create-comment'), { interval: 5 }).toBe(1);
    expect(gh.state.commentsOf(2).map((c) => c.body)).toEqual(before);
    await gh.landed();
    expect(gh.state.commentsOf(2).map((c) => c.body)).toEqual([...before, 'late']);
    expect((await writing).status).toBe(201);
    expect(gh.requests.filter((r) => r.operationId === 'issues/create-comment').map((r) => r.status)).toEqual(
      [201],
    );
  });

  it('injects a secondary rate limit that plugin-throttling waits out', async () => {
    gh.faults.inject({
      operationId: 'issues/create-comment',
      status: 403,
      headers: { 'retry-after': '1' },
      body: {
        message: 'You have exceeded a secondary rate limit',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      },
    });
    const limits: number[] = [];
    const api = getOctokit(
      'ghs_action_token',
      {
        baseUrl: gh.url,
        throttle: {
          retryAfterBaseValue: 10,
          onRateLimit: () => false,
          onSecondaryRateLimit: (retryAfter: number) => {
            limits.push(retryAfter);
            return true;
          },
        },
      },
      throttling,
    );
    const created = await api.rest.issues.createComment({ owner, repo, issue_number: 2, body: 'slowly' });
    expect(created.status).toBe(201);
    expect(limits).toEqual([1]);
    expect(gh.requests.map((r) => r.status)).toEqual([403, 201]);
  });
});

describe('fake GitHub: requests GitHub would reject', () => {
  it('answers 422 for a body that breaks the schema, and close() rejects naming the rule', async () => {
    const gh = await startFakeGitHub();
    const api = getOctokit('ghs_action_token', { baseUrl: gh.url });
    const error = await failure(
      api.request('POST /repos/{owner}/{repo}/check-runs', { owner, repo, name: 'no sha' } as never),
    );
    expect(error.status).toBe(422);
    expect(error.response?.data).toMatchObject({ message: expect.stringMatching(/^Invalid request\./) });
    expect(gh.violations).toHaveLength(1);
    await expect(gh.close()).rejects.toThrow(/checks\/create.*must have required property 'head_sha'/);
  });

  it('answers 404 for a route GitHub does not have, and records it', async () => {
    const gh = await startFakeGitHub();
    const api = getOctokit('ghs_action_token', { baseUrl: gh.url });
    const error = await failure(api.request('GET /repos/{owner}/{repo}/no-such-thing', { owner, repo }));
    expect(error.status).toBe(404);
    expect(error.response?.data).toMatchObject({ message: 'Not Found' });
    expect(gh.violations).toEqual([expect.stringContaining('GET /repos/acme/app/no-such-thing')]);
    await expect(gh.close()).rejects.toThrow(/no-such-thing/);
  });

  it('flags bad parameters, bad JSON, blank and too long comment bodies', async () => {
    const gh = await startFakeGitHub({ strict: false });
    gh.state.addIssue({ number: 1, title: 'Bug' });
    const api = getOctokit('ghs_action_token', { baseUrl: gh.url });
    // A path parameter that is not an integer.
    expect(
      (await failure(api.request('GET /repos/{owner}/{repo}/issues/{n}', { owner, repo, n: 'abc' }))).status,
    ).toBe(404);
    // A query parameter the operation does not have (GitHub ignores it; the action should not send it).
    await api.request('GET /repos/{owner}/{repo}/pulls', { owner, repo, perPage: 5 });
    // A query parameter outside its enum.
    expect(
      (
        await failure(
          api.request('GET /repos/{owner}/{repo}/pulls', { owner, repo, state: 'merged' } as never),
        )
      ).status,
    ).toBe(422);
    const bodyTooLong = 'x'.repeat(65537);
    expect(
      (await failure(api.rest.issues.createComment({ owner, repo, issue_number: 1, body: bodyTooLong })))
        .status,
    ).toBe(422);
    expect(
      (await failure(api.rest.issues.createComment({ owner, repo, issue_number: 1, body: ' ' }))).status,
    ).toBe(422);
    const raw = await fetch(`${gh.url}/repos/acme/app/issues/1/comments`, {
      method: 'POST',
      headers: { authorization: 'token ghs_action_token', 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ message: 'Problems parsing JSON' });
    expect(gh.violations).toEqual([
      'GET /repos/acme/app/issues/abc (issues/get): path parameter issue_number="abc": (root) must be integer',
      "GET /repos/acme/app/pulls (pulls/list): query parameter perPage is not one of the operation's (GitHub ignores it)",
      'GET /repos/acme/app/pulls (pulls/list): query parameter state="merged": (root) must be equal to one of the allowed values ["open","closed","all"]',
      'POST /repos/acme/app/issues/1/comments (issues/create-comment): issues/create-comment: body is too long (65537 > 65536 characters)',
      'POST /repos/acme/app/issues/1/comments (issues/create-comment): issues/create-comment: body must not be blank (GitHub answers 422 missing_field)',
      'POST /repos/acme/app/issues/1/comments (issues/create-comment): request body is not JSON',
    ]);
    await gh.close(); // not strict: resolves
  });

  it('answers 401 without a token, 403 without a User-Agent', async () => {
    const gh = await startFakeGitHub({ strict: false });
    const res = await fetch(`${gh.url}/repos/acme/app`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Requires authentication' });
    expect(gh.violations).toEqual([]);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${gh.url}/repos/acme/app`, {
        headers: { authorization: 'token ghs_action_token' },
      });
      req.on('response', (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
    expect(gh.violations).toEqual([expect.stringMatching(/User-Agent/)]);
    await gh.close();
  });
});

describe("the extract of GitHub's description", () => {
  it('holds exactly the operations of the script, from @octokit/openapi 23.0.2', async () => {
    const { readFileSync } = await import('node:fs');
    const { OPERATION_IDS, strip } = await import('../../scripts/github-openapi-extract.ts');
    const extract = JSON.parse(readFileSync(new URL('./openapi-extract.json', import.meta.url), 'utf8')) as {
      source: { package: string; version: string };
      operations: Record<string, { operationId: string }>;
    };
    expect(extract.source).toMatchObject({ package: '@octokit/openapi', version: '23.0.2' });
    expect(Object.keys(extract.operations)).toEqual([...OPERATION_IDS]);
    // Annotations go; properties that happen to be called `description` stay.
    expect(
      strip({
        description: 'x',
        example: 1,
        'x-github': {},
        properties: { description: { type: 'string' } },
      }),
    ).toEqual({ properties: { description: { type: 'string' } } });
  });
});

describe('compares, contents and reviews', () => {
  let gh: FakeGitHub;
  const head = 'a'.repeat(40);
  const base = '0'.repeat(40);
  beforeEach(async () => {
    gh = await startFakeGitHub();
    seed(gh);
  });
  afterEach(async () => {
    await gh.close();
  });
  const api = () => getOctokit('ghs_action_token', { baseUrl: gh.url });

  it('answers the compare of a pull request base and head with its patches, a 404 for one it was not given', async () => {
    const compare = await api().rest.repos.compareCommitsWithBasehead({
      owner,
      repo,
      basehead: `${base}...${head}`,
    });
    expect(compare.data.files?.map((f) => [f.filename, f.patch])).toEqual([
      ['src/a.ts', '@@ -1 +1,3 @@\n-a\n+b\n+c\n+d'],
      ['src/b.ts', undefined],
    ]);
    expect(compare.data.commits.map((c) => c.sha)).toEqual([head]);
    const missing = await failure(
      api().rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${head}...${'b'.repeat(40)}` }),
    );
    expect(missing.status).toBe(404);
  });

  it('reads a file at a ref (base64), 404 at another', async () => {
    gh.state.setContent(base, 'REVIEW.md', 'Check errors.\n');
    const file = await api().rest.repos.getContent({ owner, repo, path: 'REVIEW.md', ref: base });
    expect(Buffer.from((file.data as { content: string }).content, 'base64').toString('utf8')).toBe(
      'Check errors.\n',
    );
    expect(
      (await failure(api().rest.repos.getContent({ owner, repo, path: 'REVIEW.md', ref: head }))).status,
    ).toBe(404);
  });

  it('posts a review with its comments when every line is in one hunk; 422 for the whole review otherwise', async () => {
    const bad = await failure(
      api().rest.pulls.createReview({
        owner,
        repo,
        pull_number: 2,
        commit_id: head,
        event: 'COMMENT',
        body: 'Review',
        comments: [
          { path: 'src/a.ts', line: 2, side: 'RIGHT', body: 'fine' },
          { path: 'src/a.ts', line: 9, side: 'RIGHT', body: 'outside' },
        ],
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.response?.data).toMatchObject({
      message: 'Unprocessable Entity',
      errors: ['Line could not be resolved'],
    });
    // A file without a patch has no commentable lines; LEFT has the removed line only.
    for (const comment of [
      { path: 'src/b.ts', line: 1, body: 'x' },
      { path: 'src/a.ts', line: 2, side: 'LEFT', body: 'x' },
      { path: 'src/a.ts', line: 3, start_line: 3, side: 'RIGHT', body: 'x' },
    ])
      expect(
        (
          await failure(
            api().rest.pulls.createReview({
              owner,
              repo,
              pull_number: 2,
              commit_id: head,
              event: 'COMMENT',
              body: 'R',
              comments: [comment],
            }),
          )
        ).status,
      ).toBe(422);
    expect(gh.state.reviews).toEqual([]);
    const ok = await api().rest.pulls.createReview({
      owner,
      repo,
      pull_number: 2,
      commit_id: head,
      event: 'COMMENT',
      body: 'Review',
      comments: [
        { path: 'src/a.ts', line: 3, start_line: 1, side: 'RIGHT', body: 'a range' },
        { path: 'src/a.ts', line: 1, side: 'LEFT', body: 'the old line' },
      ],
    });
    expect(ok.data).toMatchObject({
      state: 'COMMENTED',
      commit_id: head,
      body: 'Review',
      user: { login: 'github-actions[bot]' },
    });
    const comments = await api().rest.pulls.listReviewComments({ owner, repo, pull_number: 2 });
    expect(
      comments.data.map((c) => [c.path, c.start_line, c.line, c.side, c.pull_request_review_id]),
    ).toEqual([
      ['src/a.ts', 1, 3, 'RIGHT', ok.data.id],
      ['src/a.ts', null, 1, 'LEFT', ok.data.id],
    ]);
    const reply = await api().rest.pulls.createReplyForReviewComment({
      owner,
      repo,
      pull_number: 2,
      comment_id: comments.data[0]!.id,
      body: 'Fixed',
    });
    expect(reply.data.in_reply_to_id).toBe(comments.data[0]!.id);
    expect(
      (await api().rest.pulls.listReviews({ owner, repo, pull_number: 2 })).data.map((r) => r.id),
    ).toEqual([ok.data.id]);
  });

  it('refuses an approval by the pull request author, and a second pending review', async () => {
    const author = getOctokit('ghp_contributor_token', { baseUrl: gh.url });
    gh.state.addToken('ghp_contributor_token', { login: 'octo-contributor' });
    const own = await failure(
      author.rest.pulls.createReview({ owner, repo, pull_number: 2, event: 'APPROVE' }),
    );
    expect(own.status).toBe(422);
    await api().rest.pulls.createReview({ owner, repo, pull_number: 2, body: 'draft' });
    expect(
      (await failure(api().rest.pulls.createReview({ owner, repo, pull_number: 2, body: 'again' }))).status,
    ).toBe(422);
  });

  it('a push moves the head and registers the new compare', async () => {
    gh.state.pushHead(2, 'b'.repeat(40), [{ filename: 'src/c.ts', patch: '@@ -0,0 +1 @@\n+c' }]);
    const compare = await api().rest.repos.compareCommitsWithBasehead({
      owner,
      repo,
      basehead: `${base}...${'b'.repeat(40)}`,
    });
    expect(compare.data.files?.map((f) => f.filename)).toEqual(['src/c.ts']);
    expect((await api().rest.pulls.get({ owner, repo, pull_number: 2 })).data.head.sha).toBe('b'.repeat(40));
  });
});
