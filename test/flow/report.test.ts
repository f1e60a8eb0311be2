/**
 * The Reporter against the fake GitHub: progress never waits for GitHub, the final report is bounded (shorter
 * when the step is being stopped), and a create that was cut short is looked for before a second one is posted.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import { FINAL_WRITE_MS, openReporter, STOPPING_FINAL_WRITE_MS } from '../../src/flow/report.ts';
import { GITHUB_BOUNDS, createOctokit } from '../../src/github/octokit.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import { actionHost } from '../../src/host/action.ts';
import type { ReportInput } from '../../src/render/report.ts';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub();
  gh.state.addIssue({ number: 1, title: 'Spelling error' });
});
afterEach(async () => {
  await gh.close();
});

const run = (state: string): RunItem => ({
  run_id: 'run-42',
  task_id: 'run-42',
  title: 'Fix the spelling',
  state,
  prompt: 'p',
  created_at: '2026-11-21T12:00:00Z',
  updated_at: '2026-11-21T12:00:01Z',
});
const input = (state: string, phase: ReportInput['phase']): ReportInput => ({
  run: run(state),
  phase,
  artifacts: [],
  now: Date.parse('2026-11-21T12:00:05Z'),
});

function reporter(signal?: AbortSignal) {
  const octokit = createOctokit('ghs_action_token', gh.url, {
    ...GITHUB_BOUNDS,
    attemptMs: 5000,
    backoffMs: 50,
  });
  return openReporter({
    host: actionHost,
    repository: new GitHubRepository(octokit, { owner: 'acme', repo: 'app' }),
    number: 1,
    self: 'github-actions[bot]',
    enabled: true,
    marker: { key: 'k1' },
    markerKey: deriveMarkerKey('test-key'),
    ...(signal ? { signal } : {}),
  });
}

describe('Reporter', () => {
  it('show returns at once while GitHub stalls; a stopping step gives the final report 1.5 s', async () => {
    gh.faults.inject({ operationId: 'issues/create-comment', times: Infinity, stall: true });
    const stopping = new AbortController();
    const r = reporter(stopping.signal);
    // show() is synchronous: it hands the body to the background writer and returns.
    r.show(input('QUEUED', 'queued'));
    // The background create reaches GitHub (and stalls there) without show() waiting for it.
    while (!gh.count('issues/create-comment')) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gh.count('issues/create-comment')).toBe(1);

    stopping.abort(new Error('received SIGINT'));
    const started = Date.now();
    expect(await r.finishComment(input('CANCELLED', 'cancelled'))).toBe(false);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(STOPPING_FINAL_WRITE_MS - 50);
    // The stopping bound, not the normal one.
    expect(took).toBeLessThan(FINAL_WRITE_MS);
  });

  it('after a create that was cut short, the comment it made is found and edited, not posted twice', async () => {
    // The create is done by GitHub but its answer never comes back.
    gh.faults.inject({ operationId: 'issues/create-comment', delayMs: 60_000 });
    const r = reporter();
    r.show(input('QUEUED', 'queued'));
    // (octokit spaces writes that notify people by 3 s, across clients of the process)
    while (!gh.count('issues/create-comment')) await new Promise((resolve) => setTimeout(resolve, 50));
    // GitHub acts on it now, while the answer is still withheld from the reporter.
    const posted = gh.requests.find((q) => q.operationId === 'issues/create-comment')!;
    gh.state.addComment({
      issue_number: 1,
      body: (posted.body as { body: string }).body,
      user: 'github-actions[bot]',
    });
    // The final report waits half its bound for the create, gives up on it, looks, and edits what it finds.
    expect(await r.finishComment(input('SUCCEEDED', 'final'))).toBe(true);
    expect(gh.count('issues/create-comment')).toBe(1);
    const [comment] = gh.state.commentsOf(1);
    expect(gh.state.commentsOf(1)).toHaveLength(1);
    expect(comment!.body.startsWith('### ✅ Cloud agent run succeeded: Fix the spelling')).toBe(true);
  });
});
