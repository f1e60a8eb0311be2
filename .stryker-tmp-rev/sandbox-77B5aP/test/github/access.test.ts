/**
 * authorAccess against the fake GitHub: who is allowed, who is refused (and whether the thread is told), and a
 * look-up that fails (an error status, no answer, an answer without a permission, a timeout) throws, naming why.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refusalText } from '../../src/flow/admission.ts';
import { authorAccess, LookupFailedError } from '../../src/github/access.ts';
import { createOctokit, type Octokit } from '../../src/github/octokit.ts';
import { memoryHost } from '../helpers/step.ts';
import { startFakeGitHub, type FakeGitHub } from './fake-github.ts';

const repo = { owner: 'acme', repo: 'app' };
const rules = { allowedPermissions: ['write', 'maintain', 'admin'], allowedBots: ['ci-helper[bot]'] };
const OP = 'repos/get-collaborator-permission-level' as const;

let gh: FakeGitHub;
let octokit: Octokit;

beforeEach(async () => {
  // strict off: one test answers with a body GitHub's description does not allow.
  gh = await startFakeGitHub({ strict: false });
  octokit = createOctokit('ghs_action_token', gh.url, memoryHost());
  // The action retries a failed read three times (14 s of backoff); here one attempt shows the same outcome.
  octokit.hook.before('request', (options) => {
    options.request = { ...options.request, retries: 0 };
  });
  gh.state.addUser({ login: 'outsider' });
});
afterEach(async () => {
  await gh.close();
});

const failure = (login: string, why: string) =>
  `could not look up the permission of @${login} on acme/app (${why}): refusing to start; re-run the job`;

describe('authorAccess', () => {
  it.each([
    ['admin', true],
    ['maintain', true],
    ['write', true],
    ['triage', false],
    ['read', false],
  ] as const)('%s permission: allowed %s', async (permission, allowed) => {
    gh.state.setPermission('outsider', permission);
    const access = await authorAccess(octokit, repo, { login: 'outsider', type: 'User' }, rules);
    expect(access).toEqual(
      allowed
        ? { allowed: true, permission }
        : {
            allowed: false,
            reason: `@outsider has ${permission} permission; write, maintain, admin is needed`,
            quiet: false,
          },
    );
    expect(gh.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/app/collaborators/outsider/permission',
    ]);
  });

  it('404 (not a collaborator GitHub knows): refused, and the thread may be told', async () => {
    await expect(authorAccess(octokit, repo, { login: 'nobody-here' }, rules)).resolves.toEqual({
      allowed: false,
      reason: '@nobody-here is not a collaborator of acme/app',
      quiet: false,
    });
  });

  it('bots: listed ones allowed, others refused quietly; neither is looked up', async () => {
    await expect(
      authorAccess(octokit, repo, { login: 'CI-Helper[bot]', type: 'Bot' }, rules),
    ).resolves.toEqual({
      allowed: true,
      permission: 'allowed-bots',
    });
    await expect(authorAccess(octokit, repo, { login: 'renovate[bot]' }, rules)).resolves.toEqual({
      allowed: false,
      reason: '@renovate[bot] is a bot that is not in allowed-bots',
      quiet: true,
    });
    await expect(authorAccess(octokit, repo, { login: 'helper', type: 'Bot' }, rules)).resolves.toMatchObject(
      {
        allowed: false,
        quiet: true,
      },
    );
    expect(gh.requests).toHaveLength(0);
  });

  it('502 on every attempt: LookupFailedError naming the status', async () => {
    gh.faults.inject({ operationId: OP, times: 10, status: 502 });
    const error = await authorAccess(octokit, repo, { login: 'outsider' }, rules).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LookupFailedError);
    expect((error as Error).message).toBe(failure('outsider', 'HTTP 502'));
  });

  it('403 (the token may not read permissions) is a failed look-up, not a refused author', async () => {
    gh.faults.inject({
      operationId: OP,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    await expect(authorAccess(octokit, repo, { login: 'outsider' }, rules)).rejects.toThrow(
      failure('outsider', 'HTTP 403'),
    );
  });

  it('no answer (the connection reset on every attempt): the network error is named', async () => {
    gh.faults.inject({ operationId: OP, times: 10, reset: true });
    const error = (await authorAccess(octokit, repo, { login: 'outsider' }, rules).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error).toBeInstanceOf(LookupFailedError);
    expect(error.message).toMatch(
      /^could not look up the permission of @outsider on acme\/app \((?!HTTP)[^)]+\): refusing to start; re-run the job$/,
    );
  });

  it('an answer without a permission is unreadable: a failed look-up, not "none"', async () => {
    gh.faults.inject({ operationId: OP, status: 200, body: { user: null } });
    await expect(authorAccess(octokit, repo, { login: 'outsider' }, rules)).rejects.toThrow(
      failure('outsider', 'the answer names no permission'),
    );
  });

  it.each([
    [
      'an aborted request',
      Object.assign(new Error('This operation was aborted'), { name: 'AbortError', status: 500 }),
    ],
    [
      'a per-attempt timeout',
      Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }),
    ],
    [
      'a timeout reported as a request error',
      Object.assign(new Error('request timed out'), { status: 500, cause: { name: 'TimeoutError' } }),
    ],
  ])('%s: "timed out"', async (_what, thrown) => {
    const stalled = { request: () => Promise.reject(thrown) } as unknown as Octokit;
    await expect(authorAccess(stalled, repo, { login: 'outsider' }, rules)).rejects.toThrow(
      failure('outsider', 'timed out'),
    );
  });
});

describe('refusalText', () => {
  it('thanks the author and names the permissions needed', () => {
    expect(refusalText('outsider', 'opening this issue', rules)).toBe(
      '@outsider thanks for opening this issue, but only collaborators with write, maintain, admin permission can start the cloud agent on this repository.',
    );
  });
});
