/**
 * The Reporter: progress never waits for GitHub, comment edits are spaced by MIN_UPDATE_INTERVAL_MS, the final
 * report is bounded (shorter when the step is being stopped), a create that was cut short is looked for before a
 * second one is posted, and the final report lands in the comment, the job summary and the outputs. The comment's
 * writes run on a manual clock (ManualTimers): against the fake GitHub (a plain octokit, whose requests are not
 * spaced by the throttling plugin's process-wide limiter) or against a comment kept in memory.
 */
import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import {
  FINAL_WRITE_MS,
  MIN_UPDATE_INTERVAL_MS,
  openReporter,
  Reporter,
  STOPPING_FINAL_WRITE_MS,
} from '../../src/flow/report.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import type { FoundComment, ThreadComment } from '../../src/host/host.ts';
import { decodeMarker } from '../../src/render/marker.ts';
import type { ReportInput } from '../../src/render/report.ts';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { ManualTimers, settle } from '../helpers/manual-timers.ts';
import { memoryHost, type MemoryHost } from '../helpers/step.ts';

const MARKER_KEY = deriveMarkerKey('test-key');

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

/** Waits (for loopback I/O, not for time) until `done()`; fails after a generous bound. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never happened: ${what}`);
}

describe('Reporter against the fake GitHub', () => {
  let gh: FakeGitHub;
  let host: MemoryHost;
  let timers: ManualTimers;
  beforeEach(async () => {
    gh = await startFakeGitHub();
    gh.state.addIssue({ number: 1, title: 'Spelling error' });
    host = memoryHost();
    timers = new ManualTimers();
  });
  afterEach(async () => {
    await gh.close();
  });

  function reporter(signal?: AbortSignal) {
    const octokit = getOctokit('ghs_action_token', { baseUrl: gh.url });
    return openReporter({
      host,
      repository: new GitHubRepository(octokit, { owner: 'acme', repo: 'app' }),
      number: 1,
      self: 'github-actions[bot]',
      enabled: true,
      marker: { key: 'k1' },
      markerKey: MARKER_KEY,
      timers,
      ...(signal ? { signal } : {}),
    });
  }

  it('show returns at once while GitHub stalls; a stopping step gives the final report 1.5 s', async () => {
    gh.faults.inject({ operationId: 'issues/create-comment', times: Infinity, stall: true });
    const stopping = new AbortController();
    const r = reporter(stopping.signal);
    // show() is synchronous: it hands the body to the background writer and returns.
    expect(r.show(input('QUEUED', 'queued'))).toBeUndefined();
    await until(() => gh.count('issues/create-comment') === 1, 'the create of the progress comment');

    stopping.abort(new Error('received SIGINT'));
    let shown: boolean | undefined;
    const finishing = r.finishComment(input('CANCELLED', 'cancelled')).then((s) => (shown = s));
    // The stopping bound (1.5 s), not the normal one: half of it waits for the stalled create, then it is aborted
    // and the final report is sent (its create stalls too) ...
    expect(timers.pending()).toEqual([STOPPING_FINAL_WRITE_MS / 2, STOPPING_FINAL_WRITE_MS]);
    await timers.advanceTo(STOPPING_FINAL_WRITE_MS / 2 - 1);
    expect(gh.count('issues/create-comment')).toBe(1);
    await timers.advanceTo(STOPPING_FINAL_WRITE_MS / 2);
    await until(() => gh.count('issues/create-comment') === 2, 'the create of the final report');
    // ... and at the bound the step gets its answer, whatever GitHub does.
    await timers.advanceTo(STOPPING_FINAL_WRITE_MS - 1);
    expect(shown).toBeUndefined();
    await timers.advanceTo(STOPPING_FINAL_WRITE_MS);
    await finishing;
    expect(shown).toBe(false);
    expect(host.lines).toEqual([
      'warning: GitHub did not take the final report within 1.5s: the tracking comment may still show an earlier state',
    ]);
  });

  it('after a create that was cut short, the comment it made is found and edited, not posted twice', async () => {
    // The create is done by GitHub but its answer never comes back.
    gh.faults.inject({ operationId: 'issues/create-comment', delayMs: 60_000 });
    const r = reporter();
    r.show(input('QUEUED', 'queued'));
    await until(() => gh.count('issues/create-comment') === 1, 'the create of the progress comment');
    // GitHub acts on it now, while the answer is still withheld from the reporter.
    const posted = gh.requests.find((q) => q.operationId === 'issues/create-comment')!;
    gh.state.addComment({
      issue_number: 1,
      body: (posted.body as { body: string }).body,
      user: 'github-actions[bot]',
    });
    // The final report waits half its bound for the create, gives up on it, looks, and edits what it finds.
    const finishing = r.finishComment(input('SUCCEEDED', 'final'));
    expect(timers.pending()).toEqual([FINAL_WRITE_MS / 2, FINAL_WRITE_MS]);
    await timers.advanceTo(FINAL_WRITE_MS / 2 - 1);
    expect(gh.count('issues/list-comments')).toBe(0);
    await timers.advanceTo(FINAL_WRITE_MS / 2);
    expect(await finishing).toBe(true);
    expect(gh.count('issues/create-comment')).toBe(1);
    expect(gh.count('issues/update-comment')).toBe(1);
    const [comment] = gh.state.commentsOf(1);
    expect(gh.state.commentsOf(1)).toHaveLength(1);
    expect(comment!.body.startsWith('### ✅ Cloud agent run succeeded: Fix the spelling')).toBe(true);
    expect(host.lines).toEqual([]);
  });
});

/** A tracking comment kept in memory: every write waits for the test to answer it. */
class MemoryComment implements ThreadComment {
  id: number | undefined;
  url: string | undefined;
  readonly number = 7;
  found: FoundComment | undefined;
  adopted: FoundComment[] = [];
  writes: { body: string; at: number; resolve(): void; reject(err: Error): void }[] = [];
  private readonly timers: ManualTimers;
  constructor(timers: ManualTimers) {
    this.timers = timers;
  }
  find(): Promise<FoundComment | undefined> {
    return Promise.resolve(this.found);
  }
  adopt(comment: FoundComment): void {
    this.adopted.push(comment);
  }
  write(body: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.writes.push({
        body,
        at: this.timers.now(),
        resolve: () => {
          this.id = 555;
          this.url = 'https://github.com/acme/app/issues/7#issuecomment-555';
          resolve();
        },
        reject,
      });
    });
  }
  /** The phase each write's marker records. */
  phases(): (string | undefined)[] {
    return this.writes.map((w) => decodeMarker(w.body, MARKER_KEY)?.phase);
  }
}

describe('Reporter with a comment in memory', () => {
  let host: MemoryHost;
  let timers: ManualTimers;
  let comment: MemoryComment;
  beforeEach(() => {
    host = memoryHost();
    timers = new ManualTimers();
    comment = new MemoryComment(timers);
  });

  const reporter = (signal?: AbortSignal) =>
    new Reporter({
      host,
      comment,
      marker: { key: 'k1' },
      markerKey: MARKER_KEY,
      timers,
      ...(signal ? { signal } : {}),
    });

  it(`edits the comment at most every ${MIN_UPDATE_INTERVAL_MS} ms, always to the latest state`, async () => {
    expect(MIN_UPDATE_INTERVAL_MS).toBe(5000);
    const r = reporter();
    r.show(input('QUEUED', 'queued'));
    await settle();
    expect(comment.writes.map((w) => w.at)).toEqual([0]);
    await timers.advanceTo(200);
    comment.writes[0]!.resolve();
    r.show(input('INPROGRESS', 'running'));
    r.show(input('BLOCKED', 'running'));
    await timers.advanceTo(5199);
    expect(comment.writes).toHaveLength(1);
    await timers.advanceTo(5200);
    expect(comment.writes.map((w) => w.at)).toEqual([0, 5200]);
    expect(comment.writes.map((w) => decodeMarker(w.body, MARKER_KEY)?.state)).toEqual(['QUEUED', 'BLOCKED']);
    // The comment's id and thread are saved for the post step once a write made it.
    expect(host.saved).toEqual({ comment_id: '555', thread_number: '7' });
  });

  it('a progress write that fails is a warning; the next one is still sent', async () => {
    const r = reporter();
    r.show(input('QUEUED', 'queued'));
    await settle();
    comment.writes[0]!.reject(new Error('Server Error'));
    r.show(input('INPROGRESS', 'running'));
    await timers.advanceTo(MIN_UPDATE_INTERVAL_MS);
    expect(host.lines).toEqual(['warning: could not write the tracking comment: Server Error']);
    expect(comment.phases()).toEqual(['queued', 'running']);
    expect(host.saved).toEqual({});
  });

  it('the final report has FINAL_WRITE_MS when the step is not being stopped', async () => {
    const r = reporter(new AbortController().signal);
    let shown: boolean | undefined;
    const finishing = r.finishComment(input('SUCCEEDED', 'final')).then((s) => (shown = s));
    await timers.advanceTo(FINAL_WRITE_MS - 1);
    expect(shown).toBeUndefined();
    await timers.advanceTo(FINAL_WRITE_MS);
    await finishing;
    expect(shown).toBe(false);
    expect(host.lines).toEqual([
      'warning: GitHub did not take the final report within 10s: the tracking comment may still show an earlier state',
    ]);
  });

  it('a final write that GitHub refuses is a warning, and the comment does not show it', async () => {
    const r = reporter();
    const finishing = r.finishComment(input('SUCCEEDED', 'final'));
    await settle();
    comment.writes[0]!.reject(new Error('Validation Failed'));
    expect(await finishing).toBe(false);
    expect(host.lines).toEqual(['warning: could not write the tracking comment: Validation Failed']);
  });
});
