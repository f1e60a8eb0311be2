/**
 * GitHub's GraphQL API through the action's octokit (src/github/graphql.ts): where it is (github.com, GHE.com,
 * Enterprise Server, the runner's GITHUB_GRAPHQL_URL), what is sent, and every answer that is not data to read
 * (errors with HTTP 200, HTTP errors, bodies of the wrong shape) refused with a message that says which. Retries,
 * the throttling plugin and the call bounds apply to it as to REST calls. Against the fake GitHub.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubGraphQLError, graphql, graphqlUrlFor, graphqlUrlOf } from '../../src/github/graphql.ts';
import { GITHUB_BOUNDS, createOctokit, type GitHubBounds, type Octokit } from '../../src/github/octokit.ts';
import { getOctokit } from '../helpers/octokit.ts';
import { memoryHost } from '../helpers/step.ts';
import { startFakeGitHub, type FakeGitHub } from './fake-github.ts';

describe('graphqlUrlFor: the GraphQL endpoint beside the REST API', () => {
  it.each([
    ['https://api.github.com', 'https://api.github.com/graphql'],
    ['https://api.github.com/', 'https://api.github.com/graphql'],
    ['https://api.octocorp.ghe.com', 'https://api.octocorp.ghe.com/graphql'],
    ['https://github.example.com/api/v3', 'https://github.example.com/api/graphql'],
    ['https://github.example.com/api/v3/', 'https://github.example.com/api/graphql'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/graphql'],
  ])('%s → %s', (api, expected) => {
    expect(graphqlUrlFor(api)).toBe(expected);
  });
});

describe('graphqlUrlOf: GITHUB_GRAPHQL_URL as the runner sets it', () => {
  it('unset or blank: the endpoint beside GITHUB_API_URL', () => {
    expect(graphqlUrlOf({}, 'https://github.example.com/api/v3')).toBe(
      'https://github.example.com/api/graphql',
    );
    expect(graphqlUrlOf({ GITHUB_GRAPHQL_URL: '  ' }, 'https://api.github.com')).toBe(
      'https://api.github.com/graphql',
    );
  });

  it("set: used as it is (without a trailing slash), on the REST API's origin", () => {
    expect(
      graphqlUrlOf(
        { GITHUB_GRAPHQL_URL: 'https://github.example.com/api/graphql/' },
        'https://github.example.com/api/v3',
      ),
    ).toBe('https://github.example.com/api/graphql');
  });

  it.each([
    [
      'not a URL',
      'graphql',
      'GITHUB_GRAPHQL_URL is not a URL: "graphql"; leave it to the runner, or unset it',
    ],
    [
      'another host',
      'https://evil.example/graphql',
      "GITHUB_GRAPHQL_URL (https://evil.example) is not on the origin of GITHUB_API_URL (https://api.github.com): the GitHub token is sent to GitHub's API only; leave both to the runner, or unset GITHUB_GRAPHQL_URL",
    ],
    [
      'plain http to an https API',
      'http://api.github.com/graphql',
      "GITHUB_GRAPHQL_URL (http://api.github.com) is not on the origin of GITHUB_API_URL (https://api.github.com): the GitHub token is sent to GitHub's API only; leave both to the runner, or unset GITHUB_GRAPHQL_URL",
    ],
    [
      'not http(s)',
      'ftp://api.github.com/graphql',
      "GITHUB_GRAPHQL_URL (ftp://api.github.com) is not on the origin of GITHUB_API_URL (https://api.github.com): the GitHub token is sent to GitHub's API only; leave both to the runner, or unset GITHUB_GRAPHQL_URL",
    ],
  ])('%s: refused, naming both', (_case, given, message) => {
    expect(() => graphqlUrlOf({ GITHUB_GRAPHQL_URL: given }, 'https://api.github.com')).toThrow(message);
  });
});

describe('graphql', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
  });
  afterEach(async () => {
    await gh.close();
  });

  const api = (bounds: Partial<GitHubBounds> = {}, token = 'ghs_action_token') =>
    createOctokit(token, gh.url, memoryHost(), { ...GITHUB_BOUNDS, ...bounds });
  const ask = (bounds: Partial<GitHubBounds> = {}, token?: string, signal?: AbortSignal) =>
    graphql(api(bounds, token), gh.graphqlUrl, 'viewer { login }', 'query { viewer { login } }', {}, signal);
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(GitHubGraphQLError);
    return error as GitHubGraphQLError;
  };
  const where = () => `GitHub's GraphQL API (${gh.graphqlUrl})`;

  it('sends the query and its variables with POST to the GraphQL URL, and resolves the data', async () => {
    expect(await ask()).toEqual({ viewer: { login: 'github-actions[bot]' } });
    const [request] = gh.requests;
    expect([request!.method, request!.path, request!.status, request!.body]).toEqual([
      'POST',
      '/graphql',
      200,
      { query: 'query { viewer { login } }', variables: {} },
    ]);
    expect(request!.headers.authorization).toBe('token ghs_action_token');
    expect(request!.headers['user-agent']).toMatch(/^cloud-agent-action\//);
  });

  it.each([
    [
      'errors (HTTP 200), the data beside them not used',
      {
        data: { viewer: { login: 'someone' } },
        errors: [
          { type: 'FORBIDDEN', message: 'Resource not accessible by integration' },
          { message: 'second' },
          { message: '  third\n  on two lines ' },
          { message: 'fourth' },
          { message: 'fifth' },
        ],
      },
      'answered viewer { login } with errors: Resource not accessible by integration (FORBIDDEN); second; third on two lines; and 2 more',
    ],
    [
      'errors without a message',
      { errors: [{}, 'text'] },
      'answered viewer { login } with errors: (no message); (no message)',
    ],
    [
      'an empty list of errors',
      { errors: [], data: {} },
      'answered viewer { login } with errors: an empty list',
    ],
    [
      'errors that are not a list',
      { errors: 'bad' },
      // The throttling plugin reads `errors` as a list first.
      'answered viewer { login } with something that is not a GraphQL answer (res.data.errors.some is not a function)',
    ],
    ['no data', {}, 'answered viewer { login } without data: data is missing'],
    ['data null', { data: null }, 'answered viewer { login } without data: data is null'],
    ['data a list', { data: [] }, 'answered viewer { login } without data: data is an array'],
    ['a JSON string', 'viewer', 'answered viewer { login } with a string, not a GraphQL answer'],
    ['a JSON array', [1], 'answered viewer { login } with an array, not a GraphQL answer'],
  ])('%s: refused, saying so', async (_case, body, message) => {
    gh.faults.inject({ operationId: 'graphql', status: 200, body });
    const error = await failure(ask());
    expect(error.message).toBe(`${where()} ${message}`);
    expect(error.status).toBeUndefined();
  });

  it('without the throttling plugin (which reads errors as a list first), errors that are not a list are named', async () => {
    gh.faults.inject({ operationId: 'graphql', status: 200, body: { errors: { message: 'bad' } } });
    const plain = getOctokit('ghs_action_token', { baseUrl: gh.url }) as unknown as Octokit;
    const error = await failure(
      graphql(plain, gh.graphqlUrl, 'viewer { login }', 'query { viewer { login } }'),
    );
    expect(error.message).toBe(
      `${where()} answered viewer { login } with errors that are an object, not a list`,
    );
  });

  it('errors: null is no errors: the data is used', async () => {
    gh.faults.inject({
      operationId: 'graphql',
      status: 200,
      body: { errors: null, data: { viewer: { login: 'x' } } },
    });
    expect(await ask()).toEqual({ viewer: { login: 'x' } });
  });

  it('a long message from GitHub is cut to one short line', async () => {
    gh.faults.inject({
      operationId: 'graphql',
      status: 200,
      body: { errors: [{ message: 'x'.repeat(500) }] },
    });
    const error = await failure(ask());
    expect(error.errors).toEqual([{ message: `${'x'.repeat(199)}…` }]);
  });

  it("an HTTP error: its status and GitHub's message; 4xx is not retried", async () => {
    const error = await failure(ask({}, 'ghs_no_such_token'));
    expect(error.message).toBe(
      `${where()} did not answer viewer { login }: Bad credentials - https://docs.github.com/graphql (HTTP 401)`,
    );
    expect(error.status).toBe(401);
    expect(gh.count('graphql')).toBe(1);
  });

  it('a 5xx is retried as a REST read is, and the answer that comes is used', async () => {
    gh.faults.inject({ operationId: 'graphql', status: 502 });
    expect(await ask({ retries: 2, backoffMs: 10 })).toEqual({ viewer: { login: 'github-actions[bot]' } });
    expect(gh.requests.map((r) => r.status)).toEqual([502, 200]);
  });

  it('GitHub\'s "Something went wrong" error (HTTP 200) is retried, as octokit\'s retry plugin does', async () => {
    gh.faults.inject({
      operationId: 'graphql',
      status: 200,
      body: { errors: [{ message: 'Something went wrong while executing your query. Please try again.' }] },
    });
    expect(await ask({ retries: 1, backoffMs: 10 })).toEqual({ viewer: { login: 'github-actions[bot]' } });
    expect(gh.count('graphql')).toBe(2);
  });

  it('a GraphQL rate limit (HTTP 200, RATE_LIMITED) is waited out by the throttling plugin', async () => {
    gh.faults.inject({
      operationId: 'graphql',
      status: 200,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000)) },
      body: { errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded for installation ID 1.' }] },
    });
    expect(await ask()).toEqual({ viewer: { login: 'github-actions[bot]' } });
    expect(gh.count('graphql')).toBe(2);
  });

  it('a GraphQL rate limit too long to wait: refused with its errors', async () => {
    gh.faults.inject({
      operationId: 'graphql',
      status: 200,
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      },
      body: { errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded for installation ID 1.' }] },
    });
    const error = await failure(ask());
    expect(error.message).toBe(`${where()} did not answer viewer { login }: GraphQL Rate Limit Exceeded`);
    expect(error.errors).toEqual([
      { message: 'API rate limit exceeded for installation ID 1.', type: 'RATE_LIMITED' },
    ]);
    expect(gh.count('graphql')).toBe(1);
  });

  it('an attempt that does not answer is cut at its timeout and tried again', async () => {
    gh.faults.inject({ operationId: 'graphql', stall: true });
    expect(await ask({ attemptMs: 300, retries: 1, backoffMs: 10 })).toEqual({
      viewer: { login: 'github-actions[bot]' },
    });
    expect(gh.count('graphql')).toBe(2);
  });

  it('no answer at all: the timeout, named', async () => {
    gh.faults.inject({ operationId: 'graphql', times: 2, stall: true });
    const error = await failure(ask({ attemptMs: 200, retries: 1, backoffMs: 10 }));
    expect(error.message).toBe(
      `${where()} did not answer viewer { login }: GitHub did not answer POST ${gh.graphqlUrl} within 0.2s`,
    );
    expect(error.status).toBe(408);
  });

  it("the caller's signal ends the call", async () => {
    gh.faults.inject({ operationId: 'graphql', stall: true });
    const controller = new AbortController();
    const pending = ask({}, undefined, controller.signal);
    setTimeout(() => controller.abort(new Error('stopped')), 50);
    const error = await failure(pending);
    expect(error.message).toBe(`${where()} did not answer viewer { login }: stopped`);
  });

  it('on an Enterprise Server layout the endpoint beside /api/v3 answers', async () => {
    const ghes = await startFakeGitHub({ enterprise: true });
    try {
      expect(ghes.url).toMatch(/\/api\/v3$/);
      const octokit = createOctokit('ghs_app_token', ghes.url, memoryHost(), GITHUB_BOUNDS);
      const data = await graphql(
        octokit,
        graphqlUrlFor(ghes.url),
        'viewer { login }',
        'query { viewer { login } }',
      );
      expect(data).toEqual({ viewer: { login: 'cloud-agent-app[bot]' } });
      expect(ghes.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
        'POST /api/graphql 200',
      ]);
    } finally {
      await ghes.close();
    }
  });
});
