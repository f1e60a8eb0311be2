/**
 * Every GitHub request is bounded: a per-attempt timeout, few retries, a budget for the whole call (backoff and
 * rate-limit waits included), and the caller's signal. Against the fake GitHub with stalled and slow routes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GITHUB_BOUNDS,
  GITHUB_TIMEOUT_ENV,
  GitHubTimeoutError,
  createOctokit,
  githubBounds,
  pacedGroups,
  pagesOf,
  type GitHubBounds,
} from '../../src/github/octokit.ts';
import { GITHUB_PACE } from '../../src/timing.ts';
import { memoryHost } from '../helpers/step.ts';
import { startFakeGitHub, type FakeGitHub } from './fake-github.ts';

let gh: FakeGitHub;
/** The host the octokits are handed: their warnings land in its lines. */
let host: ReturnType<typeof memoryHost>;
const owner = 'acme';
const repo = 'app';

beforeEach(async () => {
  gh = await startFakeGitHub();
  gh.state.addIssue({ number: 1, title: 'Spelling error' });
  host = memoryHost();
});
afterEach(async () => {
  await gh.close();
});

const octokit = (bounds: Partial<GitHubBounds>) =>
  createOctokit('ghs_action_token', gh.url, host, { ...GITHUB_BOUNDS, ...bounds });
const sent = (operationId: 'issues/list-comments' | 'issues/update-comment') =>
  gh.requests.filter((r) => r.operationId === operationId);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(promise: Promise<T>): Promise<{ ms: number; error: unknown; value?: T }> {
  const started = Date.now();
  try {
    const value = await promise;
    return { ms: Date.now() - started, error: undefined, value };
  } catch (error) {
    return { ms: Date.now() - started, error };
  }
}

describe('GitHub requests are bounded', () => {
  it('a route that never answers fails after the attempts, each cut at its timeout', async () => {
    gh.faults.inject({ operationId: 'issues/list-comments', times: Infinity, stall: true });
    const api = octokit({ attemptMs: 200, retries: 1, backoffMs: 100, callMs: 10_000 });
    const result = await timed(
      api.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner,
        repo,
        issue_number: 1,
      }),
    );
    expect(result.error).toBeInstanceOf(GitHubTimeoutError);
    expect((result.error as Error).message).toBe(
      'GitHub did not answer GET /repos/{owner}/{repo}/issues/{issue_number}/comments within 0.2s',
    );
    expect((result.error as GitHubTimeoutError).status).toBe(408);
    // Two attempts of 200 ms and a backoff of 100 ms, not the HTTP stack's minutes (a lower bound only: a loaded
    // machine makes anything slower, never faster; less 10 ms, as Node counts a timer from its event loop's last
    // reading of the clock, which the tick that set it may have outrun).
    expect(result.ms).toBeGreaterThanOrEqual(490);
    expect(sent('issues/list-comments')).toHaveLength(2);
  });

  it('an attempt that timed out is tried again, writes too, and the answer that comes is used', async () => {
    const comment = gh.state.addComment({ issue_number: 1, body: 'before', user: 'github-actions[bot]' });
    gh.faults.inject({ operationId: 'issues/update-comment', stall: true });
    // An attempt of 1 s: long enough that the second attempt is answered even on a loaded machine.
    const api = octokit({ attemptMs: 1000, retries: 2, backoffMs: 50, callMs: 10_000 });
    const result = await timed(
      api.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        owner,
        repo,
        comment_id: comment.id,
        body: 'after',
      }),
    );
    expect(result.error).toBeUndefined();
    expect(result.value!.data.body).toBe('after');
    expect(sent('issues/update-comment').map((r) => [r.status, (r.body as { body: string }).body])).toEqual([
      [0, 'after'],
      [200, 'after'],
    ]);
    expect(gh.state.commentsOf(1).map((c) => c.body)).toEqual(['after']);
  });

  it('a slow answer inside the attempt timeout is simply waited for', async () => {
    gh.faults.inject({ operationId: 'issues/list-comments', delayMs: 150 });
    gh.state.addComment({ issue_number: 1, body: 'hello', user: 'octo-maintainer' });
    const api = octokit({ attemptMs: 1000, retries: 0 });
    const result = await timed(
      api.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner,
        repo,
        issue_number: 1,
      }),
    );
    expect(result.value!.data.map((c) => c.body)).toEqual(['hello']);
    expect(result.ms).toBeGreaterThanOrEqual(150);
    expect(sent('issues/list-comments')).toHaveLength(1);
  });

  it('the call budget ends the call in a backoff, and no attempt is sent after it', async () => {
    gh.faults.inject({ operationId: 'issues/list-comments', times: Infinity, stall: true });
    // Attempt 1: 0-100 ms, backoff 400 ms, attempt 2: 500-600 ms, backoff 1600 ms: the budget ends at 1000 ms.
    const api = octokit({ attemptMs: 100, retries: 2, backoffMs: 400, callMs: 1000 });
    const result = await timed(
      api.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner,
        repo,
        issue_number: 1,
      }),
    );
    expect(result.error).toBeInstanceOf(GitHubTimeoutError);
    expect((result.error as Error).message).toBe(
      'GitHub did not answer GET /repos/{owner}/{repo}/issues/{issue_number}/comments within 1s (3 attempts at most)',
    );
    expect(result.ms).toBeGreaterThanOrEqual(950);
    // The third attempt was due at 2200 ms: it is never sent.
    await sleep(1600);
    expect(sent('issues/list-comments')).toHaveLength(2);
  });

  it("the caller's signal ends the call at once, mid-attempt, and it is not retried", async () => {
    gh.faults.inject({ operationId: 'issues/list-comments', times: Infinity, stall: true });
    const api = octokit({ attemptMs: 5000, retries: 2, backoffMs: 50 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('received SIGINT')), 200);
    const result = await timed(
      api.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner,
        repo,
        issue_number: 1,
        request: { signal: controller.signal },
      }),
    );
    // The caller's reason, not the attempt's timeout (5 s): the call ended when the signal came.
    expect(result.error).not.toBeInstanceOf(GitHubTimeoutError);
    expect((result.error as Error).message).toBe('received SIGINT');
    await sleep(300);
    expect(sent('issues/list-comments')).toHaveLength(1);
  });

  it("pagesOf: every page asked with the caller's signal, which ends a page mid-attempt; the later pages as GitHub linked them", async () => {
    for (let i = 0; i < 3; i++)
      gh.state.addComment({ issue_number: 1, body: `comment ${i}`, user: 'octocat' });
    const api = octokit({ attemptMs: 5000, retries: 2, backoffMs: 50 });
    const list = (signal: AbortSignal) =>
      pagesOf(
        api,
        'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
        { owner, repo, issue_number: 1, per_page: 2 },
        signal,
      );
    const bodies: string[] = [];
    for await (const page of list(new AbortController().signal))
      bodies.push(...(page.data as { body: string }[]).map((c) => c.body));
    expect(bodies).toEqual(['comment 0', 'comment 1', 'comment 2']);
    // The second page is the link GitHub gave, with nothing added (the fake GitHub fails a query it does not know).
    expect(sent('issues/list-comments').map((r) => [r.path, r.query])).toEqual([
      ['/repos/acme/app/issues/1/comments', { per_page: '2' }],
      ['/repos/acme/app/issues/1/comments', { per_page: '2', page: '2' }],
    ]);
    // The second page stalls: the signal ends it (paginate given a route would have dropped the signal).
    gh.requests.length = 0;
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('received SIGINT')), 200);
    const read = async () => {
      for await (const page of list(controller.signal)) {
        void page;
        gh.faults.inject({ operationId: 'issues/list-comments', times: Infinity, stall: true });
      }
    };
    const result = await timed(read());
    expect(result.error).not.toBeInstanceOf(GitHubTimeoutError);
    expect((result.error as Error).message).toBe('received SIGINT');
    expect(sent('issues/list-comments')).toHaveLength(2);
  });

  it('a rate limit that asks for a longer wait than a minute is not waited out', async () => {
    gh.faults.inject({
      operationId: 'issues/list-comments',
      status: 403,
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      },
      body: { message: 'API rate limit exceeded for installation ID 1.' },
    });
    const result = await timed(
      octokit({}).request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner,
        repo,
        issue_number: 1,
      }),
    );
    expect((result.error as { status: number }).status).toBe(403);
    expect(sent('issues/list-comments')).toHaveLength(1);
    // Told on the log the octokit was handed, with the wait GitHub asked for (an hour, give or take the clock's second).
    expect(host.lines).toHaveLength(1);
    expect(host.lines[0]).toMatch(
      /^warning: GitHub rate limit on GET \/repos\/\{owner\}\/\{repo\}\/issues\/\{issue_number\}\/comments; giving up \(GitHub asks to wait 3(599|600|601)s, more than 60s\)$/,
    );
  });

  it('a short secondary rate limit is waited out', async () => {
    gh.faults.inject({
      operationId: 'issues/list-comments',
      status: 403,
      headers: { 'retry-after': '1' },
      body: { message: 'You have exceeded a secondary rate limit' },
    });
    const result = await timed(
      octokit({}).request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner,
        repo,
        issue_number: 1,
      }),
    );
    expect(result.error).toBeUndefined();
    expect(result.ms).toBeGreaterThanOrEqual(1000);
    expect(sent('issues/list-comments').map((r) => r.status)).toEqual([403, 200]);
    expect(host.lines).toEqual([
      'warning: GitHub secondary rate limit on GET /repos/{owner}/{repo}/issues/{issue_number}/comments; retrying in 1s',
    ]);
  });
});

describe('githubBounds', () => {
  it('defaults: 20 s an attempt, 2 retries, a minute a call', () => {
    expect(githubBounds({})).toEqual({ attemptMs: 20_000, retries: 2, backoffMs: 1000, callMs: 60_000 });
  });

  it(`${GITHUB_TIMEOUT_ENV} sets the attempt timeout; a call gets three attempts' worth`, () => {
    expect(githubBounds({ [GITHUB_TIMEOUT_ENV]: '0.5' })).toEqual({
      attemptMs: 500,
      retries: 2,
      backoffMs: 1000,
      callMs: 1500,
    });
  });

  it.each(['soon', '0', '-1', '601'])('%j is refused with what to write', (value) => {
    expect(() => githubBounds({ [GITHUB_TIMEOUT_ENV]: value })).toThrow(
      `CLOUD_AGENT_GITHUB_TIMEOUT_SECONDS must be a number of seconds above 0 and at most 600 (the timeout of one GitHub request), got "${value}"`,
    );
  });
});

describe("GitHub's pace", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * When each of three calls of one token began, paced by `group` at `scale`, in ms from their scheduling, on fake
   * timers: the limiter's clock and its waits are the fakes', so the moments are exact however busy the machine.
   */
  async function starts(group: 'write' | 'notifications' | 'search', scale: number): Promise<number[]> {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const from = Date.now();
    const limiter = pacedGroups(scale)[group].key('octokit-1');
    const began: number[] = [];
    const all = Promise.all(
      [1, 2, 3].map(() => limiter.schedule(async () => void began.push(Date.now() - from))),
    );
    await vi.runAllTimersAsync();
    await all;
    return began;
  }

  it('is the figures at the scale asked: a write a second, a comment three, a search two', async () => {
    expect(GITHUB_PACE).toEqual({ writeMs: 1000, notifyMs: 3000, searchMs: 2000 });
    // A twentieth of the figures: three calls 50, 150 and 100 ms apart, the first at once.
    expect(await starts('write', 0.05)).toEqual([0, 50, 100]);
    expect(await starts('notifications', 0.05)).toEqual([0, 150, 300]);
    expect(await starts('search', 0.05)).toEqual([0, 100, 200]);
    // At the full figures.
    expect(await starts('search', 1)).toEqual([0, 2000, 4000]);
  });

  it("paces a client's writes through the groups it is given, its reads through none", async () => {
    // A twentieth of GitHub's pace: its writes 50 ms apart, its comments 150 ms.
    const pace = pacedGroups(0.05);
    const keys = { write: [] as string[], notifications: [] as string[] };
    pace.write.on('created', (_, key) => keys.write.push(key));
    pace.notifications.on('created', (_, key) => keys.notifications.push(key));
    const client = createOctokit('ghs_action_token', gh.url, host, GITHUB_BOUNDS, pace);
    await client.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner,
      repo,
      issue_number: 1,
    });
    expect(keys).toEqual({ write: [], notifications: [] });
    // The pace counts from the moment a write is let through (before it is sent), so from before the first.
    const first = performance.now();
    const created = await client.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner,
      repo,
      issue_number: 1,
      body: 'one',
    });
    await client.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
      owner,
      repo,
      comment_id: created.data.id,
      body: 'two',
    });
    // Less 5 ms: Node counts the limiter's timer from its event loop's last reading of the clock.
    expect(performance.now() - first).toBeGreaterThanOrEqual(45);
    // One limiter a group, under the client's own id: the comment is a write that notifies, the edit a write.
    expect(keys.write).toHaveLength(1);
    expect(keys.write[0]).toMatch(/^octokit-\d+$/);
    expect(keys.notifications).toEqual(keys.write);
  });
});
