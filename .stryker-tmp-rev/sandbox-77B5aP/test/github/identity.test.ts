/**
 * Who the action is (src/github/identity.ts): the login GraphQL's `viewer` gives for each kind of token (a personal
 * token's user, the workflow's GITHUB_TOKEN, a GitHub App's installation token), with one request and never
 * `GET /user`; an answer without a login is refused, saying what was wrong, and never taken for
 * github-actions[bot]. GitHubRepository asks once per step, and again after a failure. Against the fake GitHub.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubGraphQLError } from '../../src/github/graphql.ts';
import { VIEWER_QUERY, selfLogin } from '../../src/github/identity.ts';
import { GITHUB_BOUNDS, createOctokit } from '../../src/github/octokit.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import { memoryHost } from '../helpers/step.ts';
import { APP_BOT, startFakeGitHub, type FakeGitHub } from './fake-github.ts';

let gh: FakeGitHub;
/** Requests before the test began. */
let seen = 0;

// One fake GitHub for the file: each test looks at its own requests.
beforeAll(async () => {
  gh = await startFakeGitHub();
});
afterAll(async () => {
  await gh.close();
});
beforeEach(() => {
  gh.faults.clear();
  seen = gh.requests.length;
});

const sent = () => gh.requests.slice(seen).map((r) => `${r.method} ${r.path} ${r.status}`);
const host = memoryHost();
const octokit = (token: string) => createOctokit(token, gh.url, host, { ...GITHUB_BOUNDS, retries: 0 });
const repo = { owner: 'acme', repo: 'app' };
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(GitHubGraphQLError);
  return error as GitHubGraphQLError;
};

describe('selfLogin', () => {
  it.each([
    ['a personal token: its user', 'ghp_user_token', 'octo-maintainer'],
    ["the workflow's GITHUB_TOKEN: github-actions[bot]", 'ghs_action_token', 'github-actions[bot]'],
    ["a GitHub App's installation token: the app's bot", 'ghs_app_token', APP_BOT],
  ])('%s, from one GraphQL query; GET /user is never asked', async (_case, token, login) => {
    expect(await selfLogin(octokit(token), gh.graphqlUrl)).toBe(login);
    expect(sent()).toEqual(['POST /graphql 200']);
    expect(gh.requests.at(-1)!.body).toEqual({ query: VIEWER_QUERY, variables: {} });
    expect(gh.requests.at(-1)!.login).toBe(login);
  });

  it('the app token is the one GET /user refuses: the look-up this replaces took it for github-actions[bot]', async () => {
    const refused = await octokit('ghs_app_token')
      .request('GET /user')
      .then(
        () => undefined,
        (err: { status: number; message: string }) => [err.status, err.message.split(' - ')[0]],
      );
    expect(refused).toEqual([403, 'Resource not accessible by integration']);
  });

  it.each([
    ['no viewer', { data: {} }, 'viewer is missing'],
    ['viewer null', { data: { viewer: null } }, 'viewer is null'],
    ['viewer a string', { data: { viewer: 'github-actions[bot]' } }, 'viewer is a string'],
    ['viewer a list', { data: { viewer: [{ login: 'a' }] } }, 'viewer is an array'],
    ['no login', { data: { viewer: {} } }, 'viewer.login is missing'],
    ['an empty login', { data: { viewer: { login: '' } } }, 'viewer.login is an empty string'],
    ['a number', { data: { viewer: { login: 7 } } }, 'viewer.login is a number'],
    [
      'a login with a space',
      { data: { viewer: { login: 'octo cat' } } },
      'viewer.login is not a login (it has spaces)',
    ],
    [
      'a login of 101 characters',
      { data: { viewer: { login: 'a'.repeat(101) } } },
      'viewer.login is not a login (101 characters)',
    ],
  ])('%s: refused, saying what was found; no login guessed', async (_case, body, found) => {
    gh.faults.inject({ operationId: 'graphql', status: 200, body });
    const error = await failure(selfLogin(octokit('ghs_app_token'), gh.graphqlUrl));
    expect(error.message).toBe(
      `could not learn which login the GitHub token writes as: GitHub's GraphQL API (${gh.graphqlUrl}) answered viewer { login } without a login: ${found}; without it the action cannot tell its own comments; re-run the job`,
    );
    expect(sent()).toEqual(['POST /graphql 200']);
  });

  it('the longest login GitHub could give is taken as it is', async () => {
    const login = `${'a'.repeat(39)}_enterprise[bot]`;
    gh.faults.inject({ operationId: 'graphql', status: 200, body: { data: { viewer: { login } } } });
    expect(await selfLogin(octokit('ghs_app_token'), gh.graphqlUrl)).toBe(login);
  });

  it("GraphQL errors (HTTP 200): GitHub's messages, and what to do", async () => {
    gh.faults.inject({
      operationId: 'graphql',
      status: 200,
      body: { errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }] },
    });
    const error = await failure(selfLogin(octokit('ghs_app_token'), gh.graphqlUrl));
    expect(error.message).toBe(
      `could not learn which login the GitHub token writes as: GitHub's GraphQL API (${gh.graphqlUrl}) answered viewer { login } with errors: Resource not accessible by integration (FORBIDDEN); without it the action cannot tell its own comments; re-run the job`,
    );
    expect(error.errors).toEqual([{ message: 'Resource not accessible by integration', type: 'FORBIDDEN' }]);
  });

  it('a token GitHub refuses: 401, and the input to check', async () => {
    const error = await failure(selfLogin(octokit('ghs_revoked'), gh.graphqlUrl));
    expect(error.status).toBe(401);
    expect(error.message).toBe(
      `could not learn which login the GitHub token writes as: GitHub's GraphQL API (${gh.graphqlUrl}) did not answer viewer { login }: Bad credentials - https://docs.github.com/graphql (HTTP 401); GitHub refused the token: check the github-token input`,
    );
  });

  it('a server error: its status kept (for callers that tell errors apart)', async () => {
    gh.faults.inject({ operationId: 'graphql', status: 503 });
    const error = await failure(selfLogin(octokit('ghs_app_token'), gh.graphqlUrl));
    expect(error.status).toBe(503);
    expect(error.message).toBe(
      `could not learn which login the GitHub token writes as: GitHub's GraphQL API (${gh.graphqlUrl}) did not answer viewer { login }: Service Unavailable - https://docs.github.com/rest (HTTP 503); without it the action cannot tell its own comments; re-run the job`,
    );
  });
});

describe('GitHubRepository.self', () => {
  it('asks once per repository (one step), at the GraphQL endpoint beside its REST API', async () => {
    const repository = new GitHubRepository(octokit('ghs_app_token'), repo, host.log);
    expect(await repository.self()).toBe(APP_BOT);
    expect(await repository.self()).toBe(APP_BOT);
    expect(sent()).toEqual(['POST /graphql 200']);
  });

  it('asks through the octokit it is given for queries, none of its calls through the one for the rest', async () => {
    const through = (client: ReturnType<typeof octokit>, seen: string[]) => {
      client.hook.before('request', (options) => {
        seen.push(`${options.method} ${options.url}`);
      });
      return client;
    };
    const rest: string[] = [];
    const queries: string[] = [];
    const repository = new GitHubRepository(through(octokit('ghs_app_token'), rest), repo, host.log, {
      queries: through(octokit('ghs_app_token'), queries),
    });
    gh.state.addIssue({ number: 41, title: 'A thread', body: '', user: 'Codertocat' });
    expect(await repository.self()).toBe(APP_BOT);
    await repository.reply(41, 'hello');
    expect(queries).toEqual([`POST ${gh.graphqlUrl}`]);
    expect(rest).toEqual(['POST /repos/{owner}/{repo}/issues/{issue_number}/comments']);
  });

  it('at the GraphQL URL it is given', async () => {
    const other = await startFakeGitHub();
    try {
      const repository = new GitHubRepository(octokit('ghs_app_token'), repo, host.log, {
        graphqlUrl: other.graphqlUrl,
      });
      expect(await repository.self()).toBe(APP_BOT);
      expect(sent()).toEqual([]);
      expect(other.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(['POST /graphql 200']);
    } finally {
      await other.close();
    }
  });

  it('a failed look-up is not kept: the next call asks again', async () => {
    gh.faults.inject({ operationId: 'graphql', status: 200, body: { data: { viewer: null } } });
    const repository = new GitHubRepository(octokit('ghs_app_token'), repo, host.log);
    await failure(repository.self());
    expect(await repository.self()).toBe(APP_BOT);
    expect(sent()).toEqual(['POST /graphql 200', 'POST /graphql 200']);
  });

  it('on an Enterprise Server layout: /api/graphql beside /api/v3', async () => {
    const ghes = await startFakeGitHub({ enterprise: true });
    try {
      const repository = new GitHubRepository(createOctokit('ghs_app_token', ghes.url, host), repo, host.log);
      expect(await repository.self()).toBe(APP_BOT);
      expect(ghes.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
        'POST /api/graphql 200',
      ]);
    } finally {
      await ghes.close();
    }
  });
});
