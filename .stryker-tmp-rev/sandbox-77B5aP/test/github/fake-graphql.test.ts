/**
 * The fake GitHub's GraphQL API (test/github/fake-graphql.ts): `viewer` for each kind of token, the parts of the
 * language it takes (aliases, __typename, variables, comments), GitHub's answers to what GitHub refuses (recorded as
 * violations), an error for what the fake does not implement, and GitHub's authentication answers. Sent as raw
 * HTTP, so that what no client would send can be sent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_BOT, isWrite, startFakeGitHub, type FakeGitHub } from './fake-github.ts';

let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startFakeGitHub({ strict: false });
});
afterAll(async () => {
  await gh.close();
});
beforeEach(() => {
  gh.violations.length = 0;
  gh.requests.length = 0;
});

async function post(
  body: unknown,
  options: { token?: string | null; path?: string; method?: string; raw?: boolean } = {},
): Promise<{ status: number; body: unknown; resource: string | null }> {
  const token = options.token === undefined ? 'ghs_action_token' : options.token;
  const response = await fetch(`${gh.url}${options.path ?? '/graphql'}`, {
    method: options.method ?? 'POST',
    headers: {
      'user-agent': 'fake-graphql-test',
      'content-type': 'application/json',
      ...(token ? { authorization: `bearer ${token}` } : {}),
    },
    ...((options.method ?? 'POST') === 'POST'
      ? { body: options.raw ? (body as string) : JSON.stringify(body) }
      : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    resource: response.headers.get('x-ratelimit-resource'),
  };
}

const query = (text: string, variables?: unknown) =>
  post({ query: text, ...(variables ? { variables } : {}) });

describe('viewer', () => {
  it.each([
    ['ghp_user_token', 'octo-maintainer'],
    ['ghs_action_token', 'github-actions[bot]'],
    ['ghs_app_token', APP_BOT],
  ])('%s: viewer { login } is %s', async (token, login) => {
    expect(await post({ query: 'query { viewer { login } }' }, { token })).toEqual({
      status: 200,
      body: { data: { viewer: { login } } },
      resource: 'graphql',
    });
    expect(gh.requests.map((r) => [r.operationId, r.graphqlOperation, r.login, isWrite(r)])).toEqual([
      ['graphql', 'query', login, false],
    ]);
    expect(gh.violations).toEqual([]);
  });

  it('the shorthand query, an operation name, aliases, __typename, databaseId, comments and commas', async () => {
    const text = `# who am I
      query Who { me: viewer { __typename, login id: databaseId } }`;
    expect((await query(text)).body).toEqual({
      data: { me: { __typename: 'User', login: 'github-actions[bot]', id: 41898282 } },
    });
    expect((await query('{ viewer { login } }')).body).toEqual({
      data: { viewer: { login: 'github-actions[bot]' } },
    });
    expect(gh.violations).toEqual([]);
  });

  it('variables are declared, given and defaulted (viewer takes no arguments, so they go unused)', async () => {
    const text = 'query Who($first: Int = 10, $name: String) { viewer { login } }';
    expect((await query(text, { name: 'x' })).body).toEqual({
      data: { viewer: { login: 'github-actions[bot]' } },
    });
    expect(gh.violations).toEqual([]);
  });
});

describe('what GitHub refuses: answered as GitHub does (HTTP 200, errors), and recorded', () => {
  it.each([
    [
      'a field the type lacks',
      'query { viewer { login email } }',
      {
        message: "Field 'email' doesn't exist on type 'User'",
        locations: [{ line: 1, column: 24 }],
        path: ['query', 'viewer', 'email'],
        extensions: { code: 'undefinedField', typeName: 'User', fieldName: 'email' },
      },
    ],
    [
      'a field of Query the fake does not have',
      '{ organization { name } }',
      {
        message: "Field 'organization' doesn't exist on type 'Query'",
        locations: [{ line: 1, column: 3 }],
        path: ['query', 'organization'],
        extensions: { code: 'undefinedField', typeName: 'Query', fieldName: 'organization' },
      },
    ],
    [
      'an argument the field does not take',
      '{ viewer(first: 1) { login } }',
      {
        message: "Field 'viewer' doesn't accept argument 'first'",
        locations: [{ line: 1, column: 3 }],
        path: ['query', 'viewer', 'first'],
        extensions: { code: 'argumentNotAccepted', name: 'viewer', typeName: 'Field', argumentName: 'first' },
      },
    ],
    [
      'an object without a selection',
      '{ viewer }',
      {
        message:
          "Field must have selections (field 'viewer' returns User! but has no selections. Did you mean 'viewer { ... }'?)",
        locations: [{ line: 1, column: 3 }],
        path: ['query', 'viewer'],
        extensions: { code: 'selectionMismatch', nodeName: "field 'viewer'", typeName: 'User!' },
      },
    ],
    [
      'a selection on a scalar',
      '{ viewer { login { size } } }',
      {
        message:
          "Selections can't be made on scalars (field 'login' returns String! but has selections [size])",
        locations: [{ line: 1, column: 12 }],
        path: ['query', 'viewer', 'login'],
        extensions: { code: 'selectionMismatch', nodeName: "field 'login'", typeName: 'String!' },
      },
    ],
    [
      'a document that does not parse',
      'query { viewer { login }',
      { message: 'Unexpected end of document', locations: [{ line: 1, column: 25 }] },
    ],
    [
      'a stray token',
      'query { viewer { login } } }',
      { message: 'Parse error on "}" (RCURLY) at [1, 28]', locations: [{ line: 1, column: 28 }] },
    ],
  ])('%s', async (_case, text, error) => {
    expect(await query(text)).toEqual({ status: 200, body: { errors: [error] }, resource: 'graphql' });
    expect(gh.violations).toHaveLength(1);
    expect(gh.violations[0]).toMatch(/^POST \/graphql: the query (breaks GitHub's schema|does not parse): /);
  });

  it('a required variable not given', async () => {
    const missing = await query('query Who($n: Int!) { viewer { login } }');
    expect(missing.body).toEqual({
      errors: [
        {
          message: 'Variable $n of type Int! was provided invalid value',
          extensions: { value: null, problems: [{ path: [], explanation: 'Expected value to not be null' }] },
        },
      ],
    });
    expect(gh.violations).toEqual(['POST /graphql: Variable $n of type Int! was provided invalid value']);
  });

  it('a body that is not JSON: 400; no query string: an error', async () => {
    expect(await post('{not json', { raw: true })).toEqual({
      status: 400,
      body: {
        message: 'Problems parsing JSON',
        documentation_url: 'https://docs.github.com/graphql',
        status: '400',
      },
      resource: 'graphql',
    });
    expect((await post({ variables: {} })).body).toEqual({
      errors: [{ message: 'A query attribute must be specified and must be a string.' }],
    });
    expect(gh.violations).toEqual([
      'POST /graphql: the request body is not JSON',
      'POST /graphql: the request has no query string',
    ]);
  });

  it('GET is not the GraphQL API', async () => {
    expect((await post(undefined, { method: 'GET' })).status).toBe(404);
    expect(gh.violations).toEqual(['GET /graphql: the GraphQL API takes POST only']);
  });
});

describe('what the fake does not implement: an error that says so, and recorded', () => {
  it.each([
    ['subscriptions', 'subscription { viewer { login } }', 'subscription'],
    ['fragments', '{ viewer { ...F } } fragment F on User { login }', undefined],
    ['directives', '{ viewer @include(if: true) { login } }', undefined],
    [
      'several operations in one document',
      'query A { viewer { login } } query B { viewer { login } }',
      undefined,
    ],
  ])('%s', async (what, text, operation) => {
    const message = `the fake GitHub's GraphQL API does not support ${what} (test/github/fake-graphql.ts)`;
    expect((await query(text)).body).toEqual({ errors: [{ message }] });
    expect(gh.violations).toEqual([`POST /graphql: ${message}`]);
    expect(gh.requests[0]!.graphqlOperation).toBe(operation);
    expect(isWrite(gh.requests[0]!)).toBe(false);
  });
});

describe('authentication and faults', () => {
  it("no token, or one GitHub does not know: 401 in GraphQL's words", async () => {
    const docs = 'https://docs.github.com/graphql';
    expect(await post({ query: '{ viewer { login } }' }, { token: null })).toEqual({
      status: 401,
      body: {
        message: 'This endpoint requires you to be authenticated.',
        documentation_url: docs,
        status: '401',
      },
      resource: 'graphql',
    });
    expect((await post({ query: '{ viewer { login } }' }, { token: 'ghs_nope' })).body).toEqual({
      message: 'Bad credentials',
      documentation_url: docs,
      status: '401',
    });
  });

  it('faults aimed at graphql hit it, and only it', async () => {
    gh.faults.inject({ operationId: 'graphql', status: 502 });
    gh.faults.inject({ operationId: 'issues/get', status: 500 });
    expect((await query('{ viewer { login } }')).status).toBe(502);
    expect((await query('{ viewer { login } }')).status).toBe(200);
    expect(gh.faults.pending).toEqual([{ operationId: 'issues/get', status: 500 }]);
    gh.faults.clear();
    expect(gh.count('graphql')).toBe(2);
  });
});

describe('the Enterprise Server layout', () => {
  it('REST under /api/v3, GraphQL at /api/graphql; the github.com paths are not there', async () => {
    const ghes = await startFakeGitHub({ enterprise: true, strict: false });
    try {
      const origin = new URL(ghes.url).origin;
      expect(ghes.url).toBe(`${origin}/api/v3`);
      expect(ghes.graphqlUrl).toBe(`${origin}/api/graphql`);
      const headers = { 'user-agent': 't', authorization: 'token ghs_action_token' };
      const issue = await fetch(`${ghes.url}/repos/acme/app`, { headers });
      expect(issue.status).toBe(200);
      expect(((await issue.json()) as { url: string }).url).toBe(`${origin}/api/v3/repos/acme/app`);
      const graphql = await fetch(ghes.graphqlUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: '{ viewer { login } }' }),
      });
      expect(await graphql.json()).toEqual({ data: { viewer: { login: 'github-actions[bot]' } } });
      expect((await fetch(`${origin}/repos/acme/app`, { headers })).status).toBe(404);
      expect((await fetch(`${origin}/graphql`, { method: 'POST', headers, body: '{}' })).status).toBe(404);
      expect(ghes.violations).toHaveLength(2);
    } finally {
      await ghes.close();
    }
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is what the test asserts
type Threads = { data: { repository: { pullRequest: any } } };

describe('review threads and resolveReviewThread', () => {
  const THREADS = `query($owner: String!, $name: String!, $number: Int!, $after: String) {
    repository(owner: $owner, name: $name) { pullRequest(number: $number) {
      reviewThreads(first: 1, after: $after) { pageInfo { hasNextPage endCursor }
        nodes { id isResolved isOutdated path line originalLine
          comments(first: 50) { nodes { databaseId body author { login } } } } } } } }`;
  const RESOLVE = `mutation($id: ID!) { resolveReviewThread(input: {threadId: $id}) { thread { id isResolved } } }`;

  it('lists threads by cursor with their comments, marks outdated ones, and resolves one as the token', async () => {
    gh.state.addPullRequest({
      number: 40,
      title: 'Threads',
      head: { ref: 't', sha: 'c'.repeat(40) },
      base: { ref: 'main' },
      files: [{ filename: 'a.ts', patch: '@@ -1 +1,2 @@\n a\n+b' }],
    });
    const root = gh.state.addReviewComment({
      pull_number: 40,
      body: 'first',
      user: 'github-actions[bot]',
      path: 'a.ts',
      line: 2,
    });
    gh.state.addReviewComment({
      pull_number: 40,
      body: 'a reply',
      user: 'octo-maintainer',
      in_reply_to_id: root.id,
    });
    const second = gh.state.addReviewComment({ pull_number: 40, body: 'second', path: 'a.ts', line: 1 });
    gh.state.outdatedThreads.add(second.id);
    const variables = { owner: 'acme', name: 'app', number: 40 };
    const page1 = await post({ query: THREADS, variables });
    const threads1 = (page1.body as Threads).data.repository.pullRequest.reviewThreads;
    expect(threads1).toEqual({
      pageInfo: { hasNextPage: true, endCursor: 'MA==' },
      nodes: [
        {
          id: `PRRT_${root.id}`,
          isResolved: false,
          isOutdated: false,
          path: 'a.ts',
          line: 2,
          originalLine: 2,
          comments: {
            nodes: [
              { databaseId: root.id, body: 'first', author: { login: 'github-actions[bot]' } },
              { databaseId: root.id + 1, body: 'a reply', author: { login: 'octo-maintainer' } },
            ],
          },
        },
      ],
    });
    const page2 = await post({ query: THREADS, variables: { ...variables, after: 'MA==' } });
    const threads2 = (page2.body as Threads).data.repository.pullRequest.reviewThreads;
    expect(threads2.pageInfo).toEqual({ hasNextPage: false, endCursor: 'MQ==' });
    expect(threads2.nodes[0]).toMatchObject({
      id: `PRRT_${second.id}`,
      isOutdated: true,
      line: null,
      originalLine: 1,
    });

    expect((await post({ query: RESOLVE, variables: { id: `PRRT_${root.id}` } })).body).toEqual({
      data: { resolveReviewThread: { thread: { id: `PRRT_${root.id}`, isResolved: true } } },
    });
    expect(gh.state.resolvedThreads.get(root.id)).toBe('github-actions[bot]');
    expect(isWrite(gh.requests.at(-1)!)).toBe(true);
    expect((await post({ query: RESOLVE, variables: { id: 'PRRT_1' } })).body).toEqual({
      data: null,
      errors: [{ message: "Could not resolve to a node with the global id of 'PRRT_1'", type: 'NOT_FOUND' }],
    });
    // No such pull request: null, as GitHub answers.
    const none = await post({ query: THREADS, variables: { ...variables, number: 999 } });
    expect((none.body as Threads).data.repository.pullRequest).toBeNull();
    expect(gh.violations).toEqual([]);
  });
});
