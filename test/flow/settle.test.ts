/**
 * The settle's decision per run (pure: the marker and the run as it is, to what is done), how it finds the
 * repository's runs, with and without the service's metadata filter, and the Settler in-process (a Step on the
 * simulator and the fake GitHub, on a frozen clock): what it writes, reacts, cancels and answers for each run.
 */
import { getOctokit } from '../helpers/octokit.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import { META, SOURCE } from '../../src/flow/origin.ts';
import {
  budgetOf,
  cancelsAtDeadline,
  countWentBack,
  deadlineOf,
  decide,
  formatAge,
  listRepositoryRuns,
  overItsBudget,
  reactionTarget,
  SCAN_PAGES,
  Settler,
  SKEW_MARGIN_MS,
} from '../../src/flow/settle.ts';
import type { Step } from '../../src/flow/step.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import { SENDING } from '../../src/flow/report.ts';
import { decodeMarker, encodeMarker, type MarkerState } from '../../src/render/marker.ts';
import { isWrite, startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { localStep, unconfirmedCancels, type MemoryHost } from '../helpers/step.ts';
import { answerNotRead, conversationUnreadable, unreadWhy } from '../helpers/unread.ts';
import { renderSettleSummary, settledCount, type SettleResult } from '../../src/render/settle.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

const START = Date.parse('2026-11-23T10:00:00Z');
const MIN = 60_000;

const run = (state: string, metadata: Record<string, string> = {}): RunItem => ({
  run_id: 'run-1',
  title: 'Fix it',
  state,
  prompt: 'p',
  created_at: new Date(START).toISOString(),
  started_at: new Date(START + 1000).toISOString(),
  updated_at: new Date(START + 1000).toISOString(),
  metadata,
});
const marker = (extra: Partial<MarkerState> = {}): MarkerState => ({
  v: 2,
  key: 'k',
  run: 'run-1',
  ...extra,
});
const deadline = new Date(START + 30 * MIN).toISOString();

describe('decide', () => {
  it('a comment already showing the final report is done, whatever the run does now', () => {
    for (const state of ['SUCCEEDED', 'FAILED', 'INPROGRESS', 'BLOCKED'])
      expect(
        decide(marker({ phase: 'final', state: 'SUCCEEDED', deadline }), run(state), START + 60 * MIN),
      ).toEqual({
        kind: 'done',
      });
  });

  it("a report that could not read the agent's answer: a final report or a question written again; a stop's kept", () => {
    const seen = new Date(START + 1000).toISOString();
    const shown = (extra: Partial<MarkerState>) => marker({ seen, unread: true, ...extra });
    for (const state of ['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED'])
      expect(decide(shown({ phase: 'final', state }), run(state), START)).toEqual({
        kind: 'report',
        phase: 'final',
      });
    expect(decide(shown({ phase: 'blocked', state: 'BLOCKED' }), run('BLOCKED'), START)).toEqual({
      kind: 'report',
      phase: 'blocked',
    });
    // A cancel's or a time-out's report says how the run stopped: it is not written over.
    for (const phase of ['cancelled', 'timeout'])
      expect(decide(shown({ phase, state: 'CANCELLED' }), run('CANCELLED'), START)).toEqual({ kind: 'done' });
    // Read when written: done.
    expect(decide(marker({ seen, phase: 'final', state: 'FAILED' }), run('FAILED'), START)).toEqual({
      kind: 'done',
    });
    expect(decide(marker({ seen, phase: 'blocked', state: 'BLOCKED' }), run('BLOCKED'), START)).toEqual({
      kind: 'done',
    });
    // The run moved on since: the work that moved it is followed, as ever.
    const moved = { ...run('INPROGRESS'), updated_at: new Date(START + 5000).toISOString() };
    expect(decide(shown({ phase: 'final', state: 'SUCCEEDED' }), moved, START)).toEqual({
      kind: 'working',
      deadline: undefined,
    });
  });

  it('a comment written just before a request was sent: done while the run has not moved, else as ever', () => {
    const seen = new Date(START + 1000).toISOString();
    const sending = (state: string) => marker({ seen, phase: SENDING, state, deadline });
    // The request did not land: the run is as the comment read it; no report over the comment (sentBefore reads it).
    for (const state of ['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED', 'BLOCKED'])
      expect(decide(sending(state), run(state), START + 60 * MIN)).toEqual({ kind: 'done' });
    // It landed: the run moved on since, and is followed, reported and held to its deadline as any run.
    const moved = (state: string) => ({ ...run(state), updated_at: new Date(START + 5000).toISOString() });
    expect(decide(sending('SUCCEEDED'), moved('SUCCEEDED'), START + MIN)).toEqual({
      kind: 'report',
      phase: 'final',
    });
    expect(decide(sending('SUCCEEDED'), moved('INPROGRESS'), START + MIN)).toEqual({
      kind: 'working',
      deadline: Date.parse(deadline),
    });
    expect(decide(sending('SUCCEEDED'), moved('INPROGRESS'), START + 60 * MIN)).toMatchObject({
      kind: 'timeout',
    });
    // A run at work when the comment read it is not taken as stopped.
    expect(decide(sending('INPROGRESS'), run('INPROGRESS'), START + MIN)).toEqual({
      kind: 'working',
      deadline: Date.parse(deadline),
    });
    // No comment showed the run before (its job found it without one): its stop is shown, as any run's.
    const unshown = (state: string) => ({ ...sending(state), unshown: true as const });
    for (const state of ['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED'])
      expect(decide(unshown(state), run(state), START + MIN)).toEqual({ kind: 'report', phase: 'final' });
    expect(decide(unshown('BLOCKED'), run('BLOCKED'), START + MIN)).toEqual({
      kind: 'report',
      phase: 'blocked',
    });
  });

  it('an ended run whose comment is detached, running or blocked gets its final report', () => {
    for (const phase of ['detached', 'running', 'queued', 'blocked', undefined])
      for (const state of ['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED'])
        expect(decide(marker(phase ? { phase, state: 'INPROGRESS' } : {}), run(state), START + MIN)).toEqual({
          kind: 'report',
          phase: 'final',
        });
  });

  it('a cancelled or timed-out report of a stopped run is done; the same report of a run still going is not', () => {
    expect(decide(marker({ phase: 'cancelled', state: 'CANCELLED' }), run('CANCELLED'), START)).toEqual({
      kind: 'done',
    });
    expect(decide(marker({ phase: 'timeout', state: 'CANCELLED' }), run('CANCELLED'), START)).toEqual({
      kind: 'done',
    });
    // Left going at its timeout (cancel-on-abort: false), it ended later: its outcome is shown.
    expect(decide(marker({ phase: 'timeout', state: 'INPROGRESS' }), run('SUCCEEDED'), START)).toEqual({
      kind: 'report',
      phase: 'final',
    });
  });

  it('a comment that shows another version of the run (its seen) is not done with it', () => {
    const shown = new Date(START + 1000).toISOString();
    const later = { ...run('SUCCEEDED'), updated_at: new Date(START + 5 * MIN).toISOString() };
    expect(
      decide(marker({ phase: 'final', state: 'SUCCEEDED', seen: shown }), run('SUCCEEDED'), START),
    ).toEqual({
      kind: 'done',
    });
    // Continued by a follow-up and ended again: its new outcome is reported.
    expect(decide(marker({ phase: 'final', state: 'SUCCEEDED', seen: shown }), later, START)).toEqual({
      kind: 'report',
      phase: 'final',
    });
    // Continued and working: the old deadline is not its own, so nothing is cancelled by it.
    const going = { ...later, state: 'INPROGRESS' };
    expect(
      decide(marker({ phase: 'final', state: 'SUCCEEDED', seen: shown, deadline }), going, START + 60 * MIN),
    ).toEqual({ kind: 'working', deadline: undefined });
    // Continued and blocked: its question is shown.
    expect(
      decide(
        marker({ phase: 'final', state: 'SUCCEEDED', seen: shown }),
        { ...later, state: 'BLOCKED' },
        START,
      ),
    ).toEqual({
      kind: 'report',
      phase: 'blocked',
    });
    // Blocked again with a new question (answered in the session, then blocked): shown.
    expect(
      decide(
        marker({ phase: 'blocked', state: 'BLOCKED', seen: shown }),
        { ...later, state: 'BLOCKED' },
        START,
      ),
    ).toEqual({
      kind: 'report',
      phase: 'blocked',
    });
    expect(
      decide(marker({ phase: 'blocked', state: 'BLOCKED', seen: shown }), run('BLOCKED'), START),
    ).toEqual({
      kind: 'done',
    });
  });

  it('a blocked run gets the blocked report once', () => {
    expect(decide(marker({ phase: 'detached', state: 'INPROGRESS' }), run('BLOCKED'), START)).toEqual({
      kind: 'report',
      phase: 'blocked',
    });
    expect(decide(marker({ phase: 'blocked', state: 'BLOCKED' }), run('BLOCKED'), START)).toEqual({
      kind: 'done',
    });
  });

  it('a run going past the marker deadline times out, cancelled unless the marker says not to', () => {
    const at = START + 30 * MIN;
    expect(decide(marker({ phase: 'detached', deadline }), run('INPROGRESS'), at)).toEqual({
      kind: 'timeout',
      cancel: true,
      deadline: at,
    });
    expect(decide(marker({ phase: 'detached', deadline, cancel: false }), run('QUEUED'), at + 1)).toEqual({
      kind: 'timeout',
      cancel: false,
      deadline: at,
    });
    // Reported as timed out and left going: nothing more until it ends.
    expect(
      decide(
        marker({ phase: 'timeout', state: 'INPROGRESS', deadline, cancel: false }),
        run('INPROGRESS'),
        at + MIN,
      ),
    ).toEqual({ kind: 'working', deadline: at });
  });

  it('a run going within its deadline, or with none, is left working', () => {
    expect(decide(marker({ phase: 'detached', deadline }), run('INPROGRESS'), START + 30 * MIN - 1)).toEqual({
      kind: 'working',
      deadline: START + 30 * MIN,
    });
    expect(decide(marker({ phase: 'detached' }), run('INPROGRESS'), START + 1000 * MIN)).toEqual({
      kind: 'working',
      deadline: undefined,
    });
    // A state this version does not know is not known to be over.
    expect(decide(marker({ phase: 'detached' }), run('PAUSED'), START)).toEqual({
      kind: 'working',
      deadline: undefined,
    });
  });

  it('without a marker the deadline is timeout-minutes the run records, from its start; cancel unless it says false', () => {
    const meta = { gh_timeout_minutes: '7.5', gh_cancel: 'false' };
    expect(deadlineOf(undefined, run('INPROGRESS', meta))).toBe(START + 1000 + 7.5 * MIN);
    expect(cancelsAtDeadline(undefined, run('INPROGRESS', meta))).toBe(false);
    expect(cancelsAtDeadline(undefined, run('INPROGRESS', { gh_timeout_minutes: '5' }))).toBe(true);
    expect(deadlineOf(undefined, run('INPROGRESS'))).toBeUndefined();
    expect(decide(undefined, run('INPROGRESS', { gh_timeout_minutes: '5' }), START + 1000 + 5 * MIN)).toEqual(
      {
        kind: 'timeout',
        cancel: true,
        deadline: START + 1000 + 5 * MIN,
      },
    );
    // A conversation's run may have been continued by a later comment: without a marker, no deadline is known.
    expect(deadlineOf(undefined, run('INPROGRESS', { ...meta, gh_conversation: 'c' }))).toBeUndefined();
  });

  it('with a marker, the marker alone says: its deadline (none when it has none) and its cancel (yes when unsaid)', () => {
    const meta = { gh_timeout_minutes: '7.5', gh_cancel: 'false' };
    const later = new Date(START + 90 * MIN).toISOString();
    expect(deadlineOf(marker({ deadline: later }), run('INPROGRESS', meta))).toBe(START + 90 * MIN);
    expect(deadlineOf(marker({ phase: 'detached' }), run('INPROGRESS', meta))).toBeUndefined();
    expect(cancelsAtDeadline(marker({ cancel: true }), run('INPROGRESS', meta))).toBe(true);
    expect(cancelsAtDeadline(marker(), run('INPROGRESS', meta))).toBe(true);
    expect(cancelsAtDeadline(marker({ cancel: false }), run('INPROGRESS'))).toBe(false);
    expect(decide(marker({ phase: 'detached' }), run('INPROGRESS', meta), START + 1000 * MIN)).toEqual({
      kind: 'working',
      deadline: undefined,
    });
  });
});

describe('decide: the budget', () => {
  const used = (state: string, credits: number, metadata: Record<string, string> = {}): RunItem => ({
    ...run(state, metadata),
    request_usage: { inference_cost: credits, inference_cost_usd: credits * 9 },
  });
  const now = START + 5 * MIN;

  it('a run at work over the budget its marker keeps, counted from the baseline, is over budget', () => {
    expect(
      decide(marker({ phase: 'detached', budget: 25, deadline }), used('INPROGRESS', 25.3), now),
    ).toEqual({
      kind: 'over-budget',
      budget: { limit: 25, baseline: 0 },
      spent: 25.3,
    });
    for (const state of ['QUEUED', 'PENDING', 'CLAIMED'])
      expect(decide(marker({ budget: 25 }), used(state, 26), now)).toMatchObject({ kind: 'over-budget' });
    expect(decide(marker({ budget: 10, baseline: 30 }), used('INPROGRESS', 41.5), now)).toEqual({
      kind: 'over-budget',
      budget: { limit: 10, baseline: 30 },
      spent: 11.5,
    });
  });

  it('within the budget, at it, or with no usage reported: working; over it but stopped: its report', () => {
    expect(decide(marker({ budget: 25, deadline }), used('INPROGRESS', 25), now)).toEqual({
      kind: 'working',
      deadline: START + 30 * MIN,
    });
    expect(decide(marker({ budget: 10, baseline: 30 }), used('INPROGRESS', 36), now)).toMatchObject({
      kind: 'working',
    });
    expect(decide(marker({ budget: 1 }), run('INPROGRESS'), now)).toMatchObject({ kind: 'working' });
    expect(decide(marker({ budget: 1 }), used('BLOCKED', 5), now)).toEqual({
      kind: 'report',
      phase: 'blocked',
    });
    expect(decide(marker({ budget: 1 }), used('SUCCEEDED', 5), now)).toEqual({
      kind: 'report',
      phase: 'final',
    });
  });

  it('over the budget comes before the deadline; a comment that shows it cancelled is done', () => {
    expect(decide(marker({ budget: 5, deadline }), used('INPROGRESS', 6), START + 60 * MIN)).toMatchObject({
      kind: 'over-budget',
    });
    expect(
      decide(marker({ budget: 5, phase: 'cancelled', state: 'CANCELLED' }), used('CANCELLED', 6), now),
    ).toEqual({ kind: 'done' });
  });

  it('without a marker, the max-credits its metadata records, from 0; not for a conversation; the marker alone when there is one', () => {
    expect(budgetOf(undefined, run('INPROGRESS', { gh_max_credits: '12.5' }))).toEqual({
      limit: 12.5,
      baseline: 0,
    });
    expect(decide(undefined, used('INPROGRESS', 13, { gh_max_credits: '12.5' }), now)).toMatchObject({
      kind: 'over-budget',
      spent: 13,
    });
    for (const value of ['0', '-3', 'lots', ''])
      expect(budgetOf(undefined, run('INPROGRESS', { gh_max_credits: value }))).toBeUndefined();
    expect(
      budgetOf(undefined, run('INPROGRESS', { gh_max_credits: '5', gh_conversation: 'c' })),
    ).toBeUndefined();
    expect(budgetOf(marker(), run('INPROGRESS', { gh_max_credits: '5' }))).toBeUndefined();
    expect(budgetOf(marker({ budget: 8, baseline: 2 }), run('INPROGRESS', { gh_max_credits: '5' }))).toEqual({
      limit: 8,
      baseline: 2,
    });
  });

  it("a count below the baseline is the service's count gone back: taken from 0, not clamped", () => {
    // A follow-up sent at 60 credits, budget 5; the service counts the new execution anew: 8 is 8 spent.
    expect(decide(marker({ budget: 5, baseline: 60 }), used('INPROGRESS', 8), now)).toEqual({
      kind: 'over-budget',
      budget: { limit: 5, baseline: 60 },
      spent: 8,
    });
    expect(countWentBack({ limit: 5, baseline: 60 }, used('INPROGRESS', 8))).toBe(true);
    expect(countWentBack({ limit: 5, baseline: 60 }, used('INPROGRESS', 61))).toBe(false);
    expect(countWentBack({ limit: 5, baseline: 60 }, run('INPROGRESS'))).toBe(false);
    expect(countWentBack(undefined, used('INPROGRESS', 8))).toBe(false);
    // What a step kept across a reset it saw: counted from 0, on top of it.
    expect(budgetOf(marker({ budget: 5, baseline: 60, kept: 3 }), run('INPROGRESS'))).toEqual({
      limit: 5,
      baseline: 60,
      kept: 3,
    });
    expect(decide(marker({ budget: 5, baseline: 60, kept: 3 }), used('INPROGRESS', 2.5), now)).toEqual({
      kind: 'over-budget',
      budget: { limit: 5, baseline: 60, kept: 3 },
      spent: 5.5,
    });
    expect(decide(marker({ budget: 5, baseline: 60, kept: 3 }), used('INPROGRESS', 2), now)).toMatchObject({
      kind: 'working',
    });
  });

  it('overItsBudget: what a run at work used past its budget; nothing for one not at work or with no budget', () => {
    expect(overItsBudget({ limit: 5, baseline: 1 }, used('INPROGRESS', 7))).toBe(6);
    expect(overItsBudget({ limit: 5, baseline: 1 }, used('INPROGRESS', 6))).toBeUndefined();
    expect(overItsBudget({ limit: 5, baseline: 0 }, used('SUCCEEDED', 7))).toBeUndefined();
    expect(overItsBudget(undefined, used('INPROGRESS', 7))).toBeUndefined();
  });
});

describe('listRepositoryRuns', () => {
  let sim: SimulatorHandle;
  afterEach(async () => {
    await sim.close();
  });

  async function seed(key: string): Promise<CloudAgentClient> {
    sim = await startSimulator({ apiKey: 'test-key', timeScale: 0 });
    const client = new CloudAgentClient({ apiKey: key, baseUrl: sim.url });
    const maker = new CloudAgentClient({ apiKey: key, baseUrl: sim.url });
    const ours = { gh_repo: 'acme/app', created_by: 'cloud-agent-action' };
    await maker.runs.create({ prompt: 'a', metadata: { ...ours, gh_number: '1' } });
    await maker.runs.create({
      prompt: 'b',
      metadata: { gh_repo: 'acme/other', created_by: 'cloud-agent-action' },
    });
    await maker.runs.create({ prompt: 'c', metadata: { gh_repo: 'acme/app' } });
    await maker.runs.create({ prompt: 'd' });
    await maker.runs.create({ prompt: 'e', metadata: { ...ours, gh_number: '2' } });
    return client;
  }

  it('filters by the repository and the action with the metadata filter', async () => {
    const client = await seed('test-key');
    const listing = await listRepositoryRuns(client, 'acme/app', new Date(0).toISOString());
    expect(listing.runs.map((r) => r.metadata?.gh_number).sort()).toEqual(['1', '2']);
    expect(listing).toMatchObject({ scanned: false, truncated: false });
    const calls = sim.requests.filter((r) => r.operation === 'listRuns');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toContain('metadata%5Bgh_repo%5D=acme%2Fapp');
    expect(calls[0]!.query).toContain('metadata%5Bcreated_by%5D=cloud-agent-action');
    expect(calls[0]!.query).toContain('updated_after=1970-01-01T00%3A00%3A00.000Z');
  });

  it('without the metadata filter, scans the newest runs and matches the repository itself', async () => {
    const client = await seed('basic-key');
    const listing = await listRepositoryRuns(client, 'acme/app', new Date(0).toISOString());
    expect(listing.runs.map((r) => r.metadata?.gh_number).sort()).toEqual(['1', '2']);
    expect(listing).toMatchObject({ scanned: true, truncated: false });
    const calls = sim.requests.filter((r) => r.operation === 'listRuns');
    expect(calls.map((c) => c.status)).toEqual([403, 200]);
    expect(calls[1]!.query).not.toContain('metadata');
  });

  it('a service that ignores the metadata filter: its answer is scanned as the team runs, only ours kept', async () => {
    const client = await seed('test-key');
    sim.sim.teams.get('team_acme')!.features.ignoresFilters = true;
    const listing = await listRepositoryRuns(client, 'acme/app', new Date(0).toISOString());
    expect(listing.runs.map((r) => r.metadata?.gh_number).sort()).toEqual(['1', '2']);
    expect(listing).toMatchObject({ scanned: true, truncated: false });
    const calls = sim.requests.filter((r) => r.operation === 'listRuns');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toContain('metadata%5Bgh_repo%5D=acme%2Fapp');
  });

  it('the scan is bounded: SCAN_PAGES pages, then it says more may have matched', async () => {
    sim = await startSimulator({ apiKey: 'test-key', timeScale: 0 });
    const client = new CloudAgentClient({ apiKey: 'basic-key', baseUrl: sim.url });
    for (let i = 0; i < SCAN_PAGES * 100 + 1; i++) await client.runs.create({ prompt: `r${i}` });
    const listing = await listRepositoryRuns(client, 'acme/app', new Date(0).toISOString());
    expect(listing).toEqual({ runs: [], scanned: true, truncated: true });
    expect(sim.requests.filter((r) => r.operation === 'listRuns')).toHaveLength(SCAN_PAGES + 1);
  }, 60_000);
});

describe('renderSettleSummary', () => {
  const result = (
    action: SettleResult['action'],
    detail: string,
    extra: Partial<SettleResult> = {},
  ): SettleResult => ({
    run_id: `run-${action}`,
    state: 'SUCCEEDED',
    thread: 7,
    comment_url: 'https://github.com/acme/app/issues/7#issuecomment-1',
    action,
    detail,
    ...extra,
  });

  it('counts what was settled, lists every run but those settled before, and says what a missing token cost', () => {
    const results = [
      result('finished', 'final report written (SUCCEEDED)'),
      result('cancelled', 'past its deadline: cancelled', { state: 'CANCELLED', comment_url: null }),
      result('working', 'working for 12 minutes (no deadline)', { state: 'INPROGRESS', thread: null }),
      result('not-settled', 'no github-token: its report on #9 could not be written', {
        thread: 9,
        comment_url: null,
      }),
      result('already-settled', 'its comment already shows the outcome'),
    ];
    expect(settledCount(results)).toBe(2);
    expect(
      renderSettleSummary({
        repository: 'acme/app',
        windowMinutes: 1440,
        results,
        scanned: false,
        truncated: false,
        withoutGitHub: 'No `github-token`',
      }),
    ).toBe(
      [
        '### Cloud agent settle: acme/app',
        '',
        '5 runs of this repository changed in the last 1440 minutes: 2 settled, 1 still working, 1 not settled, 1 already settled before.',
        '',
        'No `github-token`: no tracking comment could be read or written. Runs past the deadline their metadata records were still cancelled; the reports of the runs listed as not settled are left for a settle that reaches GitHub.',
        '',
        '| run | thread | state | done | detail |',
        '|---|---|---|---|---|',
        '| `run-finished` | [#7](https://github.com/acme/app/issues/7#issuecomment-1) | `SUCCEEDED` | finished | final report written (SUCCEEDED) |',
        '| `run-cancelled` | #7 | `CANCELLED` | cancelled | past its deadline: cancelled |',
        '| `run-working` | — | `INPROGRESS` | working | working for 12 minutes (no deadline) |',
        '| `run-not-settled` | #9 | `SUCCEEDED` | not-settled | no github-token: its report on #9 could not be written |',
        '',
      ].join('\n'),
    );
  });
});

describe('reactionTarget', () => {
  const on = (commentKind: MarkerState['commentKind'], event?: string) =>
    reactionTarget(
      { comment: '42', ...(commentKind ? { commentKind } : {}) },
      run('SUCCEEDED', event ? { [META.event]: event } : {}),
    )?.kind;

  it("the marker's kind of comment; else the kind the run's event names; else none", () => {
    expect([on('issue'), on('review'), on('review', 'issue_comment')]).toEqual([
      'issue_comment',
      'review_comment',
      'review_comment',
    ]);
    expect([on(undefined, 'issue_comment'), on(undefined, 'pull_request_review_comment')]).toEqual([
      'issue_comment',
      'review_comment',
    ]);
    // A run started by an issue or a pull request asks from no comment a reaction could go on.
    expect([on(undefined, 'issues'), on(undefined, 'pull_request'), on(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('none without a comment id, or with one that is not a number', () => {
    const item = run('SUCCEEDED', { [META.event]: 'issue_comment' });
    expect(reactionTarget({ comment: undefined, commentKind: 'issue' }, item)).toBeUndefined();
    expect(reactionTarget({ comment: 'x', commentKind: 'issue' }, item)).toBeUndefined();
    expect(reactionTarget({ comment: '42', commentKind: 'issue' }, item)).toEqual({
      id: 42,
      kind: 'issue_comment',
      body: '',
      author: '',
      authorType: '',
      url: '',
    });
  });
});

describe('formatAge', () => {
  it('minutes under an hour, then hours and minutes; never negative', () => {
    expect(
      [0, 59_999, MIN, 2 * MIN, 59 * MIN, 60 * MIN, 125 * MIN + 59_000, -5 * MIN].map(formatAge),
    ).toEqual([
      '0 minutes',
      '0 minutes',
      '1 minute',
      '2 minutes',
      '59 minutes',
      '1 h 0 min',
      '2 h 5 min',
      '0 minutes',
    ]);
  });
});

describe('Settler', () => {
  let sim: SimulatorHandle;
  let gh: FakeGitHub;
  let step: Step & { host: MemoryHost; close(): Promise<void> };
  const BOT = 'github-actions[bot]';

  beforeEach(async () => {
    sim = await startSimulator({ start: new Date(START), timeScale: 0 });
    gh = await startFakeGitHub();
    gh.state.addToken('ghs_unit_token', { login: BOT, installation: true });
    gh.state.addIssue({ number: 1, title: 'Spelling error' });
    gh.state.addIssue({ number: 2, title: 'Another' });
    gh.state.addComment({ issue_number: 1, body: 'please fix', user: 'octocat' });
    step = makeStep();
  });
  afterEach(async () => {
    await step.close();
    await sim.close();
    await gh.close();
  });

  /** A schedule step; its repository on a plain octokit (no process-wide spacing of writes). */
  function makeStep(github = true, client?: Parameters<typeof localStep>[1]['client']) {
    const base = localStep(
      { sim, gh },
      { eventName: 'schedule', payload: { schedule: '*/10 * * * *' }, apiKey: 'test-key', github, client },
    );
    return {
      ...base,
      repository: github
        ? new GitHubRepository(
            getOctokit('ghs_unit_token', { baseUrl: gh.url }),
            { owner: 'acme', repo: 'app' },
            base.host.log,
          )
        : undefined,
    };
  }

  const settler = () =>
    new Settler(step, { windowMinutes: 60, triggerPhrase: '@agent', now: () => sim.clock.now() });

  /** A run of this action on `number` (none: no thread), in `state` from 1 s on. */
  async function runOf(state: string, metadata: Record<string, string> = {}, number: string | null = '1') {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: state as 'SUCCEEDED', afterMs: 1000 },
      ],
      finalMessage: 'Fixed the spelling.',
    });
    const { run_id } = await step.client.runs.create({
      prompt: 'Fix it.',
      metadata: {
        gh_repo: 'acme/app',
        created_by: SOURCE,
        gh_run_id: '42',
        gh_event: 'issues',
        ...(number ? { gh_number: number } : {}),
        ...metadata,
      },
    });
    return run_id;
  }

  /** The tracking comment of `run` on #`number`, as a step left it. */
  function tracking(run: string, state: Partial<MarkerState> = {}, number = 1) {
    return gh.state.addComment({
      issue_number: number,
      body: `Working on it\n\n${encodeMarker({ v: 2, key: `key-${run}`, run, state: 'INPROGRESS', phase: 'detached', ...state }, step.markerKey)}`,
      user: BOT,
    });
  }
  const url = (id: number, number = 1) => `https://github.com/acme/app/issues/${number}#issuecomment-${id}`;
  const markerOf = (id: number) =>
    decodeMarker(gh.state.commentsOf(1).find((c) => c.id === id)!.body, step.markerKey);
  const bodyOf = (id: number, number = 1) => gh.state.commentsOf(number).find((c) => c.id === id)!.body;
  const reactions = () => gh.state.reactions.map((r: { content: string }) => r.content);

  async function settleOne(run: string) {
    const item = await step.client.runs.get(run);
    return settler().settleRun(item);
  }

  it('an ended run: the final report on its comment, the reaction on the asking comment, once', async () => {
    const runId = await runOf('SUCCEEDED');
    const asking = gh.state.commentsOf(1)[0]!;
    const c = tracking(runId, {
      comment: String(asking.id),
      commentKind: 'issue',
      deadline: '2026-11-23T11:00:00.000Z',
    });
    sim.clock.advance(2000);
    const outcome = await settler().settle();
    expect(outcome.listing).toEqual({
      runs: [expect.objectContaining({ run_id: runId })],
      scanned: false,
      truncated: false,
    });
    expect(outcome.results).toEqual([
      {
        run_id: runId,
        state: 'SUCCEEDED',
        thread: 1,
        comment_url: url(c.id),
        action: 'finished',
        detail: 'final report written (SUCCEEDED)',
      },
    ]);
    expect(markerOf(c.id)).toEqual({
      v: 2,
      key: `key-${runId}`,
      conversation: (await step.client.runs.get(runId)).conversation_id,
      comment: String(asking.id),
      commentKind: 'issue',
      deadline: '2026-11-23T11:00:00.000Z',
      run: runId,
      state: 'SUCCEEDED',
      phase: 'final',
      credits: 0,
      seen: (await step.client.runs.get(runId)).updated_at,
    });
    const body = bodyOf(c.id);
    expect(body).toContain('Fixed the spelling.');
    expect(body).toContain('Started from #1 by [workflow run](https://github.com/acme/app/actions/runs/42).');
    expect(body).toContain(
      'Reply on this thread with `@agent <message>` to continue, or `@agent cancel` to stop.',
    );
    expect(reactions()).toEqual(['rocket']);
    expect(step.host.lines).toEqual([`settled run ${runId} (SUCCEEDED) on #1: ${url(c.id)}`]);
    // A second settle finds it done.
    expect((await settler().settle()).results.map((r) => [r.action, r.detail])).toEqual([
      ['already-settled', 'its comment already shows the outcome'],
    ]);
  });

  it('a failed run: the confused reaction; no followup hint on the thread when no comment asked', async () => {
    const runId = await runOf('FAILED', { gh_event: 'issue_comment' });
    const asking = gh.state.commentsOf(1)[0]!;
    const c = tracking(runId, { comment: String(asking.id) });
    sim.clock.advance(2000);
    expect((await settleOne(runId)).action).toBe('finished');
    expect(markerOf(c.id)).toMatchObject({ phase: 'final', state: 'FAILED' });
    // Kind from the run's event: an issue comment.
    expect(reactions()).toEqual(['confused']);
    const d = await runOf('SUCCEEDED', {}, '2');
    const e = tracking(d, {}, 2);
    sim.clock.advance(2000);
    expect(await settleOne(d)).toMatchObject({ action: 'finished', comment_url: url(e.id, 2), thread: 2 });
    // The thread's reader cannot run the action: the comment tells them nothing they cannot do.
    expect(bodyOf(e.id, 2)).not.toContain('To continue');
    expect(bodyOf(e.id, 2)).not.toContain('command: followup');
  });

  // The reaction already on the asking comment: its work's, where the report shows that work closed (a question, a
  // time-out, a cancel); an earlier attempt's where it shows the work going (a re-run's report, the re-run lost with
  // its runner), in whose place the settle gives the one its step would have. A final report written again (its
  // answer unread then) was closed by its writer too; a marker with no phase shows no work closed.
  it.each([
    ['final', ['confused'], ['list-for-issue-comment']],
    ['blocked', ['confused'], ['list-for-issue-comment']],
    ['timeout', ['confused'], ['list-for-issue-comment']],
    ['cancelled', ['confused'], ['list-for-issue-comment']],
    [
      'running',
      ['rocket'],
      ['list-for-issue-comment', 'delete-for-issue-comment', 'create-for-issue-comment'],
    ],
    [
      'queued',
      ['rocket'],
      ['list-for-issue-comment', 'delete-for-issue-comment', 'create-for-issue-comment'],
    ],
    [
      'detached',
      ['rocket'],
      ['list-for-issue-comment', 'delete-for-issue-comment', 'create-for-issue-comment'],
    ],
    ['none', ['rocket'], ['list-for-issue-comment', 'delete-for-issue-comment', 'create-for-issue-comment']],
  ])(
    'a report in phase %s over the action’s 😕: %j after the final one',
    async (phase, after, operations) => {
      const runId = await runOf('SUCCEEDED');
      const asking = gh.state.addComment({ issue_number: 1, body: '@agent fix it', user: 'ada' });
      await getOctokit('ghs_unit_token', { baseUrl: gh.url }).rest.reactions.createForIssueComment({
        owner: 'acme',
        repo: 'app',
        comment_id: asking.id,
        content: 'confused',
      });
      const c = tracking(runId, {
        comment: String(asking.id),
        commentKind: 'issue',
        phase: phase === 'none' ? undefined : phase,
        ...(phase === 'final' ? { state: 'SUCCEEDED', unread: true as const } : {}),
      });
      sim.clock.advance(2000);
      const before = gh.requests.length;
      expect(await settleOne(runId)).toMatchObject({
        action: 'finished',
        detail: 'final report written (SUCCEEDED)',
      });
      expect(markerOf(c.id)).toMatchObject({ phase: 'final', state: 'SUCCEEDED' });
      expect(reactions()).toEqual(after);
      expect(
        gh.requests
          .slice(before)
          .map((r) => r.operationId)
          .filter((o) => o?.startsWith('reactions/')),
      ).toEqual(operations.map((o) => `reactions/${o}`));
    },
  );

  it('no reaction when the comment is not a number or its kind is unknown', async () => {
    for (const [marker, event] of [
      [{ comment: 'abc', commentKind: 'issue' }, 'issues'],
      [{ comment: '', commentKind: 'issue' }, 'issues'],
      [{ comment: '17' }, 'issues'],
    ] as const) {
      const runId = await runOf('SUCCEEDED', { gh_event: event });
      tracking(runId, marker);
      sim.clock.advance(2000);
      expect((await settleOne(runId)).action).toBe('finished');
    }
    expect(reactions()).toEqual([]);
  });

  it('a review comment is reacted to as one', async () => {
    const runId = await runOf('BLOCKED', { gh_event: 'pull_request_review_comment' });
    tracking(runId, { comment: '999999' });
    sim.clock.advance(2000);
    // The fake knows no review comment 999999: the reaction's failure is the repository's to report.
    const result = await settleOne(runId);
    expect(result.action).toBe('blocked');
    expect(gh.requests.filter((r) => r.path.includes('/reactions')).map((r) => r.path)).toEqual([
      '/repos/acme/app/pulls/comments/999999/reactions',
    ]);
  });

  it('a blocked run: its report, once, and the rocket: the agent answered', async () => {
    const runId = await runOf('BLOCKED');
    const asking = gh.state.commentsOf(1)[0]!;
    const c = tracking(runId, { comment: String(asking.id), commentKind: 'issue' });
    sim.clock.advance(2000);
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'BLOCKED',
      thread: 1,
      comment_url: url(c.id),
      action: 'blocked',
      detail: 'report written: the agent waits for input',
    });
    expect(markerOf(c.id)).toMatchObject({ phase: 'blocked', state: 'BLOCKED' });
    expect(reactions()).toEqual(['rocket']);
    expect((await settleOne(runId)).action).toBe('already-settled');
  });

  // Found by the joins model (JOINS_HARSH=1, seed 677): a settle made a run's report that waited for input while a
  // comment's job answered the question, followed the run to its end and wrote its own report; the settle's report
  // then landed over it, with the first asker's result mark, and the next settle judged the new work by that mark and
  // sent it a repair, though it asked for no result.
  it('a comment written while its report was made: nothing written over it, what wrote it shows the run', async () => {
    const runId = await runOf('BLOCKED');
    const c = tracking(runId, { result: { digest: 'd', left: 1 } as MarkerState['result'] });
    sim.clock.advance(2000);
    const newer = `Done\n\n${encodeMarker({ v: 2, key: `key-${runId}`, run: runId, state: 'SUCCEEDED', phase: 'final' }, step.markerKey)}`;
    const conversation = step.client.runs.conversation.bind(step.client.runs);
    step.client.runs.conversation = async (...args) => {
      // Another job writes the comment while this settle makes the report.
      gh.state.commentsOf(1).find((comment) => comment.id === c.id)!.body = newer;
      return conversation(...args);
    };
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'BLOCKED',
      thread: 1,
      comment_url: url(c.id),
      action: 'not-settled',
      detail:
        'its comment was written while its report was made: nothing written (what wrote it shows the run)',
    });
    expect(bodyOf(c.id)).toBe(newer);
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    // A comment that no longer ends with a marker of the action's is not written over either.
    const other = await runOf('BLOCKED', {}, '2');
    const d = tracking(other, {}, 2);
    sim.clock.advance(2000);
    step.client.runs.conversation = async (...args) => {
      gh.state.commentsOf(2).find((comment) => comment.id === d.id)!.body = 'Edited by hand';
      return conversation(...args);
    };
    expect(await settleOne(other)).toMatchObject({ action: 'not-settled', thread: 2 });
    expect(bodyOf(d.id, 2)).toBe('Edited by hand');
    expect(step.host.lines).toContain(
      `run ${runId}: its comment was written while its report was made: nothing written (what wrote it shows the run)`,
    );
  });

  it('its comment cannot be read again before the report is written: nothing written, the next settle tries again', async () => {
    const runId = await runOf('SUCCEEDED');
    const c = tracking(runId);
    sim.clock.advance(2000);
    const conversation = step.client.runs.conversation.bind(step.client.runs);
    step.client.runs.conversation = async (...args) => {
      gh.faults.inject({ operationId: 'issues/get-comment', status: 502 });
      step.client.runs.conversation = conversation;
      return conversation(...args);
    };
    const settled = await settleOne(runId);
    expect(settled).toMatchObject({ action: 'not-settled', retry: true });
    expect(settled.detail).toMatch(
      /^could not read its comment again before writing the report \(.*\): the next settle tries again$/,
    );
    expect(markerOf(c.id)).toMatchObject({ phase: 'detached', state: 'INPROGRESS' });
    // Read again, unchanged: written.
    expect((await settleOne(runId)).action).toBe('finished');
  });

  it('a run still going within its deadline, or with none, is left alone with its age', async () => {
    const runId = await runOf('INPROGRESS');
    tracking(runId, { deadline: '2026-11-23T11:00:00.000Z' });
    sim.clock.advance(5 * MIN);
    expect(await settleOne(runId)).toMatchObject({
      action: 'working',
      detail: 'working for 5 minutes (deadline 2026-11-23T11:00:00.000Z)',
    });
    const other = await runOf('INPROGRESS', {}, '2');
    tracking(other, {}, 2);
    expect(await settleOne(other)).toMatchObject({
      action: 'working',
      detail: 'working for 0 minutes (no deadline)',
    });
    expect(gh.requests.filter(isWrite)).toEqual([]);
  });

  it('a run a comment started, going without its tracking comment (deleted): left alone, saying nothing holds it', async () => {
    const runId = await runOf('INPROGRESS', {
      gh_conversation: 'c-1',
      gh_timeout_minutes: '1',
      gh_max_credits: '1',
    });
    sim.clock.advance(5 * MIN);
    expect(await settleOne(runId)).toMatchObject({
      action: 'working',
      thread: 1,
      comment_url: null,
      detail: `working for 5 minutes (no deadline); no tracking comment of it on #1 (deleted?), whose marker held its deadline and budget: this settle holds it to neither (cancel it with cloud-agent cancel ${runId} if it must stop)`,
    });
    // Its comment there: its marker holds it; a run no comment started: its metadata does (here, none).
    tracking(runId);
    expect((await settleOne(runId)).detail).toBe('working for 5 minutes (no deadline)');
    const other = await runOf('INPROGRESS');
    expect((await settleOne(other)).detail).toBe('working for 0 minutes (no deadline)');
    expect(gh.requests.filter(isWrite)).toEqual([]);
    expect(sim.count('cancelRun')).toBe(0);
  });

  it('past its deadline: cancelled and reported on the same comment', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '30' });
    const asking = gh.state.commentsOf(1)[0]!;
    const c = tracking(runId, {
      deadline: new Date(START + 30 * MIN).toISOString(),
      comment: String(asking.id),
      commentKind: 'issue',
    });
    sim.clock.advance(31 * MIN);
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'CANCELLED',
      thread: 1,
      comment_url: url(c.id),
      action: 'cancelled',
      detail: 'past its deadline: cancelled, reported',
    });
    expect(markerOf(c.id)).toMatchObject({ phase: 'timeout', state: 'CANCELLED' });
    expect(bodyOf(c.id)).toContain(
      `The run did not end within 30 minutes (\`timeout-minutes\`). The run \`${runId}\` was cancelled.`,
    );
    expect(sim.count('cancelRun')).toBe(1);
    expect(reactions()).toEqual(['confused']);
    expect((await settleOne(runId)).action).toBe('already-settled');
    expect(sim.count('cancelRun')).toBe(1);
  });

  /** A run of this action on #1 at work from 1 s on, whose usage is `first` credits, then `then` from 10 minutes on. */
  async function spending(first: number, then: number, metadata: Record<string, string> = {}) {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 1000 },
      ],
      usageSteps: [
        { afterMs: 0, usage: { inference_cost: first } },
        { afterMs: 10 * MIN, usage: { inference_cost: then - 1, compute_cost: 1 } },
      ],
    });
    const { run_id } = await step.client.runs.create({
      prompt: 'Fix it.',
      metadata: { gh_repo: 'acme/app', created_by: SOURCE, gh_run_id: '42', gh_number: '1', ...metadata },
    });
    return run_id;
  }

  // The asker's reaction is the one its step would have given: a run within its budget that succeeded gets 🚀, one
  // that ended over it 😕 (its step would have failed for it).
  it('an ended run within its budget: 🚀; over it: 😕', async () => {
    for (const [budget, reaction, over] of [
      [10, 'rocket', {}],
      [
        2,
        'confused',
        { detail: 'final report written (SUCCEEDED); over its budget (3 of 2 credits)', over_budget: true },
      ],
    ] as const) {
      const runId = await runOf('SUCCEEDED');
      sim.sim.runs.get(runId)!.usage = { inference_cost: 3 };
      const asking = gh.state.addComment({ issue_number: 1, body: '@agent fix it', user: 'ada' });
      const c = tracking(runId, { comment: String(asking.id), commentKind: 'issue', budget });
      sim.clock.advance(2000);
      expect(await settleOne(runId)).toEqual({
        run_id: runId,
        state: 'SUCCEEDED',
        thread: 1,
        comment_url: url(c.id),
        action: 'finished',
        detail: 'final report written (SUCCEEDED)',
        ...over,
      });
      expect(bodyOf(c.id)).toContain(`\n- **Cost**: 3 of ${budget} credits\n`);
      expect(
        gh.state.reactions
          .filter((r) => r.subject.kind === 'issue_comment' && r.subject.id === asking.id)
          .map((r) => r.content),
      ).toEqual([reaction]);
    }
  });

  it('over the budget its comment keeps: cancelled once, reported as stopped at it; within it, left working', async () => {
    const runId = await spending(20, 31.5);
    const c = tracking(runId, {
      budget: 10,
      baseline: 20,
      deadline: new Date(START + 60 * MIN).toISOString(),
    });
    sim.clock.advance(5 * MIN);
    expect(await settleOne(runId)).toMatchObject({ action: 'working' });
    sim.clock.advance(6 * MIN);
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'CANCELLED',
      thread: 1,
      comment_url: url(c.id),
      action: 'cancelled',
      detail: 'over its budget (11.5 of 10 credits): cancelled, reported',
      over_budget: true,
    });
    expect(sim.count('cancelRun')).toBe(1);
    expect(markerOf(c.id)).toMatchObject({
      phase: 'cancelled',
      state: 'CANCELLED',
      budget: 10,
      baseline: 20,
    });
    expect(bodyOf(c.id)).toContain(`The run went over its budget. The run \`${runId}\` was cancelled.`);
    expect(bodyOf(c.id)).toContain(
      '\n\n**Budget:** stopped at 11.5 credits, budget 10 (`max-credits: 10`; counted from the follow-up, when the run had used 20 credits).\n\n',
    );
    expect(bodyOf(c.id)).toContain('\n- **Cost**: 11.5 of 10 credits since the follow-up (31.5 in all)\n');
    expect((await settleOne(runId)).action).toBe('already-settled');
    expect(sim.count('cancelRun')).toBe(1);
  });

  it('with no way to GitHub, the budget its metadata records: cancelled, and said its report could not be written', async () => {
    await step.close();
    step = makeStep(false);
    const runId = await spending(3, 12, { gh_max_credits: '10' });
    sim.clock.advance(11 * MIN);
    const [result] = (await settler().settle()).results;
    expect(result).toMatchObject({
      run_id: runId,
      state: 'CANCELLED',
      action: 'cancelled',
      comment_url: null,
    });
    expect(result!.detail).toMatch(
      /^over its budget \(12 of 10 credits\): cancelled; .*its report on #1 could not be written$/,
    );
    expect(result!.retry).toBeUndefined();
    expect(result!.over_budget).toBe(true);
    expect(sim.count('cancelRun')).toBe(1);
  });

  it('past its deadline, left going by choice: reported once, not cancelled', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '1' });
    const deadline = new Date(START + MIN).toISOString();
    const c = tracking(runId, { deadline, cancel: false });
    sim.clock.advance(2 * MIN);
    expect(await settleOne(runId)).toMatchObject({
      state: 'INPROGRESS',
      action: 'timed-out',
      detail: 'past its deadline: left going (cancel-on-abort: false), reported',
    });
    expect(bodyOf(c.id)).toContain(
      'The run did not end within 1 minute (`timeout-minutes`). It was left going (`cancel-on-abort: false`).',
    );
    expect(sim.count('cancelRun')).toBe(0);
    expect(await settleOne(runId)).toMatchObject({ action: 'working' });
  });

  it('past a deadline its metadata does not give: the deadline is named', async () => {
    const runId = await runOf('INPROGRESS');
    const deadline = new Date(START + MIN).toISOString();
    const c = tracking(runId, { deadline });
    sim.clock.advance(2 * MIN);
    expect((await settleOne(runId)).action).toBe('cancelled');
    expect(bodyOf(c.id)).toContain(`The run did not end by its deadline (${deadline}).`);
  });

  it('past its deadline, the cancel not seen through: not settled, nothing written', async () => {
    const runId = await runOf('INPROGRESS');
    tracking(runId, { deadline: new Date(START + MIN).toISOString() });
    sim.clock.advance(2 * MIN);
    sim.faults.inject({ operation: 'cancelRun', fault: { status: 403 } });
    expect(await settleOne(runId)).toMatchObject({
      state: 'INPROGRESS',
      action: 'not-settled',
      detail: `past its deadline; Cancelling the run ${runId} failed; stop it from the session.`,
    });
    expect(gh.requests.filter(isWrite)).toEqual([]);
  });

  // Found by the model-based test (joins.model.test.ts, seed 631): its clock is virtual, and a cancel's reads waited in
  // real time against a deadline on that clock, for ever.
  it("past its deadline, a cancel not yet confirmed: the reads that would confirm it wait on the step's clock", async () => {
    const runId = await runOf('INPROGRESS');
    tracking(runId, { deadline: new Date(START + MIN).toISOString() });
    sim.clock.advance(2 * MIN);
    const slept = unconfirmedCancels(step, sim);
    await expect(settleOne(runId)).rejects.toThrow("slept 500 ms on the step's clock");
    // And when GitHub cannot be read, by the deadline the run's metadata records.
    sim.faults.clear();
    const past = await runOf('INPROGRESS', { gh_timeout_minutes: '1' }, '2');
    sim.clock.advance(2 * MIN);
    gh.faults.inject({ operationId: 'issues/list-comments', status: 502, times: 100 });
    await expect(settleOne(past)).rejects.toThrow("slept 500 ms on the step's clock");
    expect(slept).toEqual([500, 500]);
    expect(sim.requests.filter((r) => r.operation === 'cancelRun').map((r) => r.path)).toEqual([
      `/api/v1/agent/runs/${runId}/cancel`,
      `/api/v1/agent/runs/${past}/cancel`,
    ]);
  });

  it('past its deadline without a comment (by its metadata): cancelled, and what could not be shown is named', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '1' });
    sim.clock.advance(2 * MIN);
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'CANCELLED',
      thread: 1,
      comment_url: null,
      action: 'cancelled',
      detail:
        'past its deadline: cancelled; no tracking comment of this run on #1 (none by the action with a marker that verifies)',
    });
  });

  it('an ended run without a comment: why its report cannot be written', async () => {
    const noThread = await runOf('SUCCEEDED', {}, null);
    const noComment = await runOf('SUCCEEDED', {}, '2');
    sim.clock.advance(2000);
    expect(await settleOne(noThread)).toEqual({
      run_id: noThread,
      state: 'SUCCEEDED',
      thread: null,
      comment_url: null,
      action: 'not-settled',
      detail: 'started without an issue or pull request: its report is in its own job summary',
    });
    expect(await settleOne(noComment)).toMatchObject({
      thread: 2,
      action: 'not-settled',
      detail: 'no tracking comment of this run on #2 (none by the action with a marker that verifies)',
    });
    // The thread's comment tracks a later run of its conversation now.
    tracking('run-later', {}, 2);
    expect(await settleOne(noComment)).toMatchObject({
      action: 'already-settled',
      detail: "the thread's comment tracks a later run, run-later",
    });
  });

  it("a run without a thread its step let go of: its report in this settle's own report, once the run stops", async () => {
    const runId = await runOf(
      'SUCCEEDED',
      { gh_detach: 'true', gh_event: 'cli', gh_run_id: 'local-1' },
      null,
    );
    sim.clock.advance(2000);
    gh.requests.length = 0;
    const outcome = await settler().settle();
    expect(outcome.results).toEqual([
      {
        run_id: runId,
        state: 'SUCCEEDED',
        thread: null,
        comment_url: null,
        action: 'finished',
        detail: "final report in this settle's report (SUCCEEDED)",
      },
    ]);
    expect(outcome.reports).toHaveLength(1);
    const [report] = outcome.reports;
    expect(report!.split('\n\n').slice(0, 2)).toEqual([
      '### ✅ Cloud agent run succeeded: Fix it.',
      'Started by cloud-agent from the command line.',
    ]);
    expect(report).toContain('Fixed the spelling.');
    expect(report).toContain(`\n- **Run**: \`${runId}\``);
    // Nothing was read or written on GitHub for it.
    expect(gh.requests).toEqual([]);
    expect(step.host.lines).toEqual([
      `settled run ${runId} (SUCCEEDED): its report is in this settle's report`,
    ]);
  });

  it("a run without a thread its step let go of, its conversation unread: this settle's report says so", async () => {
    const runId = await runOf(
      'SUCCEEDED',
      { gh_detach: 'true', gh_event: 'cli', gh_run_id: 'local-1' },
      null,
    );
    sim.clock.advance(2000);
    conversationUnreadable(sim);
    const outcome = await settler().settle();
    expect(outcome.results).toEqual([
      {
        run_id: runId,
        state: 'SUCCEEDED',
        thread: null,
        comment_url: null,
        action: 'finished',
        detail: "final report in this settle's report (SUCCEEDED)",
      },
    ]);
    const why = unreadWhy(step.host.lines, runId);
    expect(why).toMatch(/^getRunConversation failed \(HTTP 503\): busy/);
    expect(outcome.reports).toHaveLength(1);
    expect(outcome.reports[0]).toContain(answerNotRead(why));
  });

  it("a run without a thread its step let go of, past the deadline its metadata records: cancelled, reported in this settle's report", async () => {
    const runId = await runOf('INPROGRESS', { gh_detach: 'true', gh_timeout_minutes: '1' }, null);
    sim.clock.advance(2 * MIN);
    const outcome = await settler().settle();
    expect(outcome.results).toEqual([
      {
        run_id: runId,
        state: 'CANCELLED',
        thread: null,
        comment_url: null,
        action: 'cancelled',
        detail: "past its deadline: cancelled, reported in this settle's report",
      },
    ]);
    expect(outcome.reports).toHaveLength(1);
    expect(outcome.reports[0]).toContain('### ⏱️ Stopped waiting: Fix it.');
    expect(outcome.reports[0]).toContain(
      `The run did not end within 1 minute (\`timeout-minutes\`). The run \`${runId}\` was cancelled.`,
    );
  });

  it("a run without a thread its step let go of, over the budget its metadata records: cancelled, reported in this settle's report", async () => {
    const runId = await spending(3, 12, { gh_max_credits: '10', gh_detach: 'true' });
    // No thread: the helper's run on #1 is moved off it.
    delete sim.sim.runs.get(runId)!.metadata.gh_number;
    sim.clock.advance(11 * MIN);
    const outcome = await settler().settle();
    expect(outcome.results).toEqual([
      {
        run_id: runId,
        state: 'CANCELLED',
        thread: null,
        comment_url: null,
        action: 'cancelled',
        detail: "over its budget (12 of 10 credits): cancelled, reported in this settle's report",
        over_budget: true,
      },
    ]);
    expect(outcome.reports[0]).toContain(
      '\n\n**Budget:** stopped at 12 credits, budget 10 (`max-credits: 10`).\n\n',
    );
  });

  it('a run that ended within its budget: no word of it in the result', async () => {
    const runId = await runOf('SUCCEEDED');
    sim.sim.runs.get(runId)!.usage = { inference_cost: 150 };
    tracking(runId, { budget: 150 });
    sim.clock.advance(2000);
    const result = await settleOne(runId);
    expect(result).toMatchObject({ action: 'finished', detail: 'final report written (SUCCEEDED)' });
    expect(result).not.toHaveProperty('over_budget');
  });

  it('over its budget, the cancel not seen through: left for the next settle, and over its budget all the same', async () => {
    // The service's 500s retried at once, not over the cancel's 5 s: the cancel fails all the same.
    await step.close();
    step = makeStep(true, { retry: { maxRetries: 3, baseDelayMs: 1, maxDelayMs: 1, minDelayMs: 0 } });
    const runId = await spending(3, 12);
    tracking(runId, { budget: 10, deadline: new Date(START + 60 * MIN).toISOString() });
    sim.clock.advance(11 * MIN);
    sim.faults.inject({ operation: 'cancelRun', times: 100, fault: { status: 500 } });
    expect(await settleOne(runId)).toMatchObject({
      action: 'not-settled',
      retry: true,
      over_budget: true,
    });
  });

  it('over its budget, a run the service cannot cancel: said so, not settled, over its budget', async () => {
    sim.script.run({
      ...{ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] },
      usageSteps: [{ afterMs: 0, usage: { inference_cost: 12 } }],
      notCancellable: true,
    });
    const { run_id: runId } = await step.client.runs.create({
      prompt: 'Fix it.',
      metadata: { gh_repo: 'acme/app', created_by: SOURCE, gh_run_id: '42', gh_number: '1' },
    });
    const c = tracking(runId, { budget: 10 });
    sim.clock.advance(1000);
    const result = await settleOne(runId);
    expect(result).toMatchObject({ action: 'not-settled', over_budget: true, comment_url: url(c.id) });
    expect(result.detail).toMatch(/^over its budget \(12 of 10 credits\): .*, reported$/);
    expect(result.detail).not.toContain(': cancelled');
  });

  it('a run with a thread but no comment, though its step let go of it: not reported here, named', async () => {
    const runId = await runOf('SUCCEEDED', { gh_detach: 'true' }, '2');
    sim.clock.advance(2000);
    const outcome = await settler().settle();
    expect(outcome.results.find((r) => r.run_id === runId)).toMatchObject({
      action: 'not-settled',
      detail: 'no tracking comment of this run on #2 (none by the action with a marker that verifies)',
    });
    expect(outcome.reports).toEqual([]);
  });

  it('a run without a thread whose step followed it to the end: its own step reported it, nothing here', async () => {
    const runId = await runOf('SUCCEEDED', {}, null);
    sim.clock.advance(2000);
    const outcome = await settler().settle();
    expect(outcome.results.find((r) => r.run_id === runId)).toMatchObject({ action: 'not-settled' });
    expect(outcome.reports).toEqual([]);
  });

  it("a workflow's run without a thread, let go of: its report names the workflow run, as the step's did", async () => {
    await runOf('SUCCEEDED', { gh_detach: 'true', gh_event: 'workflow_dispatch' }, null);
    sim.clock.advance(2000);
    const [report] = (await settler().settle()).reports;
    expect(report!.split('\n\n')[1]).toBe(
      'Started by [workflow run](https://github.com/acme/app/actions/runs/42) (workflow_dispatch).',
    );
  });

  it('a run that ended past its budget before a settle could stop it: the report says so, and so does the result', async () => {
    const runId = await runOf('SUCCEEDED');
    sim.sim.runs.get(runId)!.usage = { inference_cost: 190 };
    const c = tracking(runId, { budget: 150 });
    sim.clock.advance(2000);
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'SUCCEEDED',
      thread: 1,
      comment_url: url(c.id),
      action: 'finished',
      detail: 'final report written (SUCCEEDED); over its budget (190 of 150 credits)',
      over_budget: true,
    });
    expect(bodyOf(c.id)).toContain(
      '\n\n**Budget:** went over at 190 credits, budget 150 (`max-credits: 150`).\n\n',
    );
  });

  // Found by the model-based test (joins.model.test.ts): a run let go past its budget and cancelled by someone else (a
  // cancel on the thread) was reported as stopped at its budget by the step that showed its end, which passed.
  it('a run someone else cancelled past its budget: the report says it was stopped at it, and so does the result', async () => {
    const runId = await runOf('CANCELLED');
    sim.sim.runs.get(runId)!.usage = { inference_cost: 30 };
    const c = tracking(runId, { budget: 15, baseline: 10 });
    sim.clock.advance(2000);
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'CANCELLED',
      thread: 1,
      comment_url: url(c.id),
      action: 'finished',
      detail: 'final report written (CANCELLED); over its budget (20 of 15 credits)',
      over_budget: true,
    });
    expect(bodyOf(c.id)).toContain('\n\n**Budget:** stopped at 20 credits, budget 15');
  });

  it('a usage below the baseline its marker keeps: counted from 0, and said once', async () => {
    const runId = await spending(2, 8);
    const c = tracking(runId, {
      budget: 5,
      baseline: 60,
      deadline: new Date(START + 60 * MIN).toISOString(),
    });
    sim.clock.advance(11 * MIN);
    expect(await settleOne(runId)).toMatchObject({
      action: 'cancelled',
      detail: 'over its budget (8 of 5 credits): cancelled, reported',
      over_budget: true,
    });
    const warning = `run ${runId}: its usage (8 credits) is below the 60 credits its budget counts from: the service's count went back, as when it counts a new execution anew: the 0 credits counted against its budget until then are kept, and what it counts from 0 now is added`;
    expect(step.host.lines.filter((l) => l.startsWith('warning: '))).toEqual([`warning: ${warning}`]);
    expect(bodyOf(c.id)).toContain(
      "\n- **Cost**: 8 of 5 credits since the follow-up (68 in all; the service's count restarted, and what it counted before is kept)\n",
    );
  });

  // Found by the model-based test (joins.model.test.ts, seed 5301): a run cancelled over its budget, then moved on by a
  // follow-up whose execution the service counts anew, was read by the next reader as within its budget.
  it('a usage below the credits its comment last showed: what was counted up to them is kept, and the marker keeps it', async () => {
    const runId = await spending(2, 8);
    const c = tracking(runId, {
      budget: 900,
      credits: 1250,
      deadline: new Date(START + 60 * MIN).toISOString(),
    });
    sim.clock.advance(11 * MIN);
    expect(await settleOne(runId)).toMatchObject({
      action: 'cancelled',
      detail: 'over its budget (1258 of 900 credits): cancelled, reported',
      over_budget: true,
    });
    const warning = `run ${runId}: its usage (8 credits) is below the 1250 credits its tracking comment last showed: the service's count went back, as when it counts a new execution anew: the 1250 credits counted against its budget until then are kept, and what it counts from 0 now is added`;
    expect(step.host.lines.filter((l) => l.startsWith('warning: '))).toEqual([`warning: ${warning}`]);
    // The report's marker records the count as it shows it, and what the reset kept: the next reader goes on from them.
    expect(markerOf(c.id)).toMatchObject({ budget: 900, kept: 1250, credits: 8, phase: 'cancelled' });
    expect(bodyOf(c.id)).toContain('**Budget:** stopped at 1258 credits, budget 900');
  });

  it('a usage at or above the credits its comment last showed is counted from the baseline, and keeps nothing', async () => {
    const runId = await spending(2, 8);
    const c = tracking(runId, {
      budget: 5,
      baseline: 1,
      credits: 7.998,
      deadline: new Date(START + 60 * MIN).toISOString(),
    });
    sim.clock.advance(11 * MIN);
    expect(await settleOne(runId)).toMatchObject({
      action: 'cancelled',
      detail: 'over its budget (7 of 5 credits): cancelled, reported',
    });
    expect(step.host.lines.filter((l) => l.startsWith('warning: '))).toEqual([]);
    expect(markerOf(c.id)).toMatchObject({ budget: 5, baseline: 1, credits: 8 });
    expect(markerOf(c.id)!.kept).toBeUndefined();
  });

  it('what a step kept across a reset it saw (the marker): counted from 0 on top of it, and the report says so', async () => {
    const runId = await spending(1, 2.5);
    const c = tracking(runId, {
      budget: 5,
      baseline: 60,
      kept: 3,
      deadline: new Date(START + 60 * MIN).toISOString(),
    });
    sim.clock.advance(11 * MIN);
    expect(await settleOne(runId)).toMatchObject({
      action: 'cancelled',
      detail: 'over its budget (5.5 of 5 credits): cancelled, reported',
      over_budget: true,
    });
    expect(bodyOf(c.id)).toContain(
      "\n- **Cost**: 5.5 of 5 credits since the follow-up (65.5 in all; the service's count restarted, and what it counted before is kept)\n",
    );
    expect(markerOf(c.id)).toMatchObject({ budget: 5, baseline: 60, kept: 3 });
    // Nothing went back since the step saw it: no warning.
    expect(step.host.lines.filter((l) => l.startsWith('warning: '))).toEqual([]);
  });

  // Found by the model-based test (joins.model.test.ts, seed 7226): a settle saw the count of a run at work go back (a
  // follow-up's new execution counted anew, its job cut short as it sent it), said what it kept, and recorded nothing;
  // the next reader found the count grown past the old one and counted the run's usage before the request off it.
  it('a run at work whose count went back: the reset is recorded in its marker, the report left as it is', async () => {
    const runId = await spending(2, 40);
    const deadline = new Date(START + 60 * MIN).toISOString();
    const c = tracking(runId, { budget: 30, baseline: 20, credits: 20, deadline });
    const text = bodyOf(c.id).slice(0, bodyOf(c.id).lastIndexOf('<!--'));
    sim.clock.advance(MIN);
    expect(await settleOne(runId)).toEqual({
      run_id: runId,
      state: 'INPROGRESS',
      thread: 1,
      comment_url: url(c.id),
      action: 'working',
      detail: `working for 1 minute (deadline ${deadline}); the service's count went back: recorded on its tracking comment`,
    });
    const warning = `run ${runId}: its usage (2 credits) is below the 20 credits its tracking comment last showed: the service's count went back, as when it counts a new execution anew: the 0 credits counted against its budget until then are kept, and what it counts from 0 now is added`;
    expect(step.host.lines.filter((l) => l.startsWith('warning: '))).toEqual([`warning: ${warning}`]);
    expect(gh.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
      `/repos/acme/app/issues/comments/${c.id}`,
    ]);
    expect(markerOf(c.id)).toEqual({
      v: 2,
      key: `key-${runId}`,
      run: runId,
      state: 'INPROGRESS',
      phase: 'detached',
      budget: 30,
      baseline: 20,
      deadline,
      kept: 0,
      credits: 2,
    });
    expect(bodyOf(c.id).startsWith(text)).toBe(true);
    // The count grows past the old one: the next settle counts it from 0, on top of what was kept, and stops the run.
    sim.clock.advance(10 * MIN);
    expect(await settleOne(runId)).toMatchObject({
      action: 'cancelled',
      detail: 'over its budget (40 of 30 credits): cancelled, reported',
      over_budget: true,
    });
  });

  it('a count gone back under a request on its way: its record keeps what the reset kept of its own work', async () => {
    const runId = await spending(2, 40);
    const deadline = new Date(START + 60 * MIN).toISOString();
    // The marker's budget is the earlier work's (from 0); the request was sent at 12 credits, the comment showed 15.
    const sending = { comment: '1800000077', since: '2026-11-23T10:00:00.000Z', baseline: 12 };
    const c = tracking(runId, { budget: 30, credits: 15, deadline, sending });
    sim.clock.advance(MIN);
    expect(await settleOne(runId)).toMatchObject({
      action: 'working',
      detail: `working for 1 minute (deadline ${deadline}); the service's count went back: recorded on its tracking comment`,
    });
    // Counted from 12, the request's work had used 3 when the count went back; counted from 0, the earlier work 15.
    expect(markerOf(c.id)).toMatchObject({
      budget: 30,
      kept: 15,
      credits: 2,
      sending: { ...sending, kept: 3 },
    });
  });

  it('a count gone back that GitHub does not let the settle record: said, and left for the next settle', async () => {
    const runId = await spending(2, 40);
    const deadline = new Date(START + 60 * MIN).toISOString();
    const c = tracking(runId, { budget: 30, baseline: 20, credits: 20, deadline });
    sim.clock.advance(MIN);
    gh.faults.inject({ operationId: 'issues/update-comment', status: 502, times: 100 });
    expect(await settleOne(runId)).toMatchObject({
      action: 'working',
      detail: `working for 1 minute (deadline ${deadline})`,
      retry: true,
    });
    expect(step.host.lines.filter((l) => l.startsWith('warning: ')).at(-1)).toBe(
      `warning: run ${runId}: could not record on its tracking comment that the service's count went back: Bad Gateway - https://docs.github.com/rest; the next settle tries again`,
    );
    expect(markerOf(c.id)).toMatchObject({ credits: 20 });
    expect(markerOf(c.id)!.kept).toBeUndefined();
  });

  it('without a github-token: nothing can be written', async () => {
    const runId = await runOf('SUCCEEDED');
    sim.clock.advance(2000);
    await step.close();
    step = makeStep(false);
    expect(await settleOne(runId)).toMatchObject({
      thread: 1,
      action: 'not-settled',
      detail: 'no github-token: its report on #1 could not be written',
    });
  });

  it('a thread number that is not a positive whole number is no thread', async () => {
    for (const number of ['0', '-3', '1.5', 'x']) {
      const runId = await runOf('SUCCEEDED', {}, number);
      sim.clock.advance(2000);
      expect((await settleOne(runId)).thread).toBeNull();
    }
  });

  it("the thread's comments cannot be read: not settled, with GitHub's reason", async () => {
    const runId = await runOf('SUCCEEDED');
    sim.clock.advance(2000);
    gh.faults.inject({ operationId: 'issues/list-comments', status: 404 });
    const result = await settleOne(runId);
    expect(result).toMatchObject({ thread: 1, comment_url: null, action: 'not-settled' });
    expect(result.detail.startsWith('could not read the comments of #1: Not Found')).toBe(true);
  });

  it('GitHub does not take the report: not settled; the next settle tries again', async () => {
    const runId = await runOf('SUCCEEDED');
    tracking(runId);
    sim.clock.advance(2000);
    gh.faults.inject({ operationId: 'issues/update-comment', status: 422 });
    expect(await settleOne(runId)).toMatchObject({
      action: 'not-settled',
      detail: 'GitHub did not take the report; the next settle tries again',
    });
    expect((await settleOne(runId)).action).toBe('finished');
    const later = await runOf('INPROGRESS', {}, '2');
    tracking(later, { deadline: new Date(START + MIN).toISOString() }, 2);
    sim.clock.advance(2 * MIN);
    gh.faults.inject({ operationId: 'issues/update-comment', status: 422 });
    expect(await settleOne(later)).toMatchObject({
      action: 'cancelled',
      detail: 'past its deadline: cancelled; GitHub did not take the report',
    });
  });

  it('read, then write: a run restarted by a follow-up after the listing is left to the step that follows it', async () => {
    const runId = await runOf('SUCCEEDED');
    const asking = gh.state.commentsOf(1)[0]!;
    const c = tracking(runId, { comment: String(asking.id), commentKind: 'issue' });
    sim.clock.advance(2000);
    const listed = await step.client.runs.get(runId);
    // Between the listing and the write: a follow-up restarts the run, and its step writes its own marker.
    const followup = gh.state.addComment({ issue_number: 1, body: '@agent also this', user: 'octocat' });
    await step.client.runs.followUp(runId, { message: 'also this' });
    sim.clock.advance(100);
    const now = await step.client.runs.get(runId);
    const restarted = encodeMarker(
      {
        v: 2,
        key: `key-${runId}`,
        run: runId,
        state: now.state,
        phase: 'detached',
        comment: String(followup.id),
        seen: now.updated_at,
        deadline: new Date(START + 90 * MIN).toISOString(),
      },
      step.markerKey,
    );
    gh.state.commentsOf(1).find((x) => x.id === c.id)!.body = `Working on the follow-up\n\n${restarted}`;
    const result = await settler().settleRun(listed);
    expect(result).toMatchObject({ action: 'working', state: now.state });
    expect(bodyOf(c.id)).toContain('Working on the follow-up');
    expect(reactions()).toEqual([]);
  });

  it('read, then write: a run past its deadline that ended on its own is reported with its real outcome', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '30' });
    const asking = gh.state.commentsOf(1)[0]!;
    const c = tracking(runId, {
      deadline: new Date(START + 30 * MIN).toISOString(),
      comment: String(asking.id),
      commentKind: 'issue',
    });
    sim.clock.advance(31 * MIN);
    const listed = await step.client.runs.get(runId);
    // It succeeds after the listing, before the cancel.
    sim.sim.endRun(sim.sim.runs.get(runId)!, 'SUCCEEDED');
    expect(await settler().settleRun(listed)).toMatchObject({
      state: 'SUCCEEDED',
      action: 'finished',
      detail: 'final report written (SUCCEEDED)',
    });
    expect(sim.count('cancelRun')).toBe(0);
    expect(markerOf(c.id)).toMatchObject({ phase: 'final', state: 'SUCCEEDED' });
    expect(reactions()).toEqual(['rocket']);
  });

  it('a run that ends on its own as the cancel is sent: its real outcome, not a time-out', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '30' });
    const asking = gh.state.commentsOf(1)[0]!;
    const c = tracking(runId, {
      deadline: new Date(START + 30 * MIN).toISOString(),
      comment: String(asking.id),
      commentKind: 'issue',
    });
    sim.clock.advance(31 * MIN);
    // The cancel reaches the service only once the run has ended on its own.
    let release!: () => void;
    sim.faults.inject({
      operation: 'cancelRun',
      fault: { holdUntil: new Promise<void>((r) => (release = r)) },
    });
    const listed = await step.client.runs.get(runId);
    const settling = settler().settleRun(listed);
    // Read again (the comment by its id is the last read before the cancel), then the cancel is on its way.
    while (!gh.requests.some((r) => r.operationId === 'issues/get-comment'))
      await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100));
    sim.sim.endRun(sim.sim.runs.get(runId)!, 'SUCCEEDED');
    release();
    expect(await settling).toMatchObject({ state: 'SUCCEEDED', action: 'finished' });
    expect(sim.requests.filter((r) => r.operation === 'cancelRun').map((r) => r.status)).toEqual([400]);
    expect(markerOf(c.id)).toMatchObject({ phase: 'final', state: 'SUCCEEDED' });
    expect(bodyOf(c.id)).not.toContain('did not end within');
    expect(reactions()).toEqual(['rocket']);
  });

  it('while GitHub fails: a run past the deadline its metadata records is cancelled; others are left for the next settle', async () => {
    const past = await runOf('INPROGRESS', { gh_timeout_minutes: '30' });
    const conversation = await runOf('INPROGRESS', { gh_conversation: 'c1' }, '2');
    sim.clock.advance(31 * MIN);
    gh.faults.inject({ operationId: 'issues/list-comments', status: 502, times: 100 });
    const pastResult = await settleOne(past);
    expect(pastResult).toMatchObject({ action: 'cancelled', state: 'CANCELLED', retry: true });
    expect(pastResult.detail).toMatch(
      /^could not read the comments of #1: .*; past the deadline its metadata records: cancelled; its comment is written by the next settle$/,
    );
    expect(sim.sim.state(sim.sim.runs.get(past)!)).toBe('CANCELLED');
    const unknown = await settleOne(conversation);
    expect(unknown).toMatchObject({ action: 'not-settled', retry: true, deadline_unknown: true });
    expect(unknown.detail).toMatch(/its deadline is only in its comment, so it could not be held to it$/);
    expect(sim.sim.state(sim.sim.runs.get(conversation)!)).toBe('INPROGRESS');
  });

  it('since the last completed settle: a run that stopped before it (by more than the skew margin) is not looked up on GitHub', async () => {
    const ended = await runOf('SUCCEEDED');
    const blocked = await runOf('BLOCKED', {}, '2');
    sim.clock.advance(2000);
    // The last completed settle started a margin and a millisecond after the runs' last change.
    const since = new Date(START + 1000 + SKEW_MARGIN_MS + 1).toISOString();
    sim.clock.advance(SKEW_MARGIN_MS + 60_000);
    const quiet = new Settler(step, {
      windowMinutes: 60,
      triggerPhrase: '@agent',
      since,
      now: () => sim.clock.now(),
    });
    gh.requests.length = 0;
    for (const id of [ended, blocked])
      expect(await quiet.settleRun(await step.client.runs.get(id))).toMatchObject({
        action: 'already-settled',
        detail: 'unchanged since the last completed settle',
        comment_url: null,
      });
    expect(gh.requests).toEqual([]);
  });

  it('a run that changed within the skew margin before the last completed settle is looked at: a clock behind loses no report', async () => {
    // The service's clock is behind GitHub's: the run ended (updated_at 10:00:01 on its clock) after a settle that
    // started at 10:00:31 on GitHub's, and that settle saw it going.
    const runId = await runOf('SUCCEEDED');
    const c = tracking(runId, { deadline: new Date(START + 30 * MIN).toISOString() });
    sim.clock.advance(2000);
    const quiet = new Settler(step, {
      windowMinutes: 60,
      triggerPhrase: '@agent',
      since: new Date(START + 1000 + SKEW_MARGIN_MS).toISOString(),
      now: () => sim.clock.now(),
    });
    expect(await quiet.settleRun(await step.client.runs.get(runId))).toMatchObject({
      action: 'finished',
      detail: 'final report written (SUCCEEDED)',
    });
    expect(markerOf(c.id)).toMatchObject({ phase: 'final', state: 'SUCCEEDED' });
    expect(SKEW_MARGIN_MS).toBe(10 * MIN);
  });

  it('a run still going is looked at every settle, unchanged or not: the deadline and budget its marker keeps hold', async () => {
    // Continued by a follow-up that let go of it (wait: false) with max-credits 10 from 20 credits, and a deadline.
    const runId = await spending(20, 31.5);
    const c = tracking(runId, {
      budget: 10,
      baseline: 20,
      deadline: new Date(START + 60 * MIN).toISOString(),
    });
    sim.clock.advance(5 * MIN);
    // A settle that completed after the run last changed (its updated_at does not move while it works).
    const since = () => new Date(sim.clock.now() - 1000).toISOString();
    const at = () =>
      new Settler(step, {
        windowMinutes: 60,
        triggerPhrase: '@agent',
        since: since(),
        now: () => sim.clock.now(),
      });
    gh.requests.length = 0;
    expect(await at().settleRun(await step.client.runs.get(runId))).toMatchObject({ action: 'working' });
    expect(gh.requests.filter((r) => r.operationId === 'issues/list-comments')).toHaveLength(1);
    sim.clock.advance(6 * MIN);
    expect(await at().settleRun(await step.client.runs.get(runId))).toMatchObject({
      action: 'cancelled',
      detail: 'over its budget (11.5 of 10 credits): cancelled, reported',
      over_budget: true,
    });
    expect(markerOf(c.id)).toMatchObject({ phase: 'cancelled', state: 'CANCELLED' });
  });

  it('a run still going past the deadline its marker keeps is cancelled, though unchanged since the last settle', async () => {
    const runId = await runOf('INPROGRESS', { gh_timeout_minutes: '120' });
    tracking(runId, { deadline: new Date(START + 30 * MIN).toISOString() });
    sim.clock.advance(31 * MIN);
    const quiet = new Settler(step, {
      windowMinutes: 60,
      triggerPhrase: '@agent',
      since: new Date(sim.clock.now() - 1000).toISOString(),
      now: () => sim.clock.now(),
    });
    expect(await quiet.settleRun(await step.client.runs.get(runId))).toMatchObject({
      action: 'cancelled',
      detail: 'past its deadline: cancelled, reported',
    });
    expect(sim.count('cancelRun')).toBe(1);
  });

  it('a run that blocks, is answered in its session and blocks again: each question is shown once', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'BLOCKED', afterMs: 1000 },
        { state: 'INPROGRESS', afterMs: 5 * MIN },
        { state: 'BLOCKED', afterMs: MIN },
      ],
    });
    const { run_id: runId } = await step.client.runs.create({
      prompt: 'Fix it.',
      metadata: {
        gh_repo: 'acme/app',
        created_by: SOURCE,
        gh_run_id: '42',
        gh_event: 'issues',
        gh_number: '1',
      },
    });
    const c = tracking(runId);
    sim.clock.advance(2000);
    expect((await settleOne(runId)).action).toBe('blocked');
    const first = markerOf(c.id)!;
    expect((await settleOne(runId)).action).toBe('already-settled');
    sim.clock.advance(7 * MIN);
    expect((await settleOne(runId)).action).toBe('blocked');
    const second = markerOf(c.id)!;
    expect(second).toMatchObject({ phase: 'blocked', state: 'BLOCKED' });
    expect(second.seen).not.toBe(first.seen);
    expect((await settleOne(runId)).action).toBe('already-settled');
  });

  it('where a run came from, without a recorded origin: what its metadata carries', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { gh_comment_id: '5' },
        'Started from a comment on #2, [workflow run](https://github.com/acme/app/actions/runs/42).',
      ],
      [{ gh_run_id: '' }, 'Started from #2 by a workflow run.'],
      // Not a workflow run's id (a command line's run): nothing to link.
      [{ gh_run_id: 'a b' }, 'Started from #2 by a workflow run.'],
    ];
    for (const [metadata, origin] of cases) {
      const runId = await runOf('SUCCEEDED', metadata, '2');
      const c = tracking(runId, {}, 2);
      sim.clock.advance(2000);
      expect((await settleOne(runId)).action).toBe('finished');
      expect(bodyOf(c.id, 2).split('\n\n')[1]).toBe(origin);
    }
    const withLink = await runOf('SUCCEEDED', {}, '2');
    const d = tracking(withLink, {}, 2);
    sim.clock.advance(2000);
    await settleOne(withLink);
    expect(bodyOf(d.id, 2)).toContain(
      '- **Workflow**: [the workflow run](https://github.com/acme/app/actions/runs/42)\n',
    );
  });

  it('where a run came from: what the step that started it recorded in the marker, as its own report said it', async () => {
    const recorded = {
      kind: 'pull_request' as const,
      number: 2,
      workflowRun: 'https://github.com/acme/app/actions/runs/9001',
    };
    const runId = await runOf('SUCCEEDED', {}, '2');
    const c = tracking(runId, { origin: recorded }, 2);
    sim.clock.advance(2000);
    expect((await settleOne(runId)).action).toBe('finished');
    const body = bodyOf(c.id, 2);
    expect(body.split('\n\n')[1]).toBe(
      'Started from pull request #2 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
    );
    expect(body).toContain(
      '- **Workflow**: [the workflow run](https://github.com/acme/app/actions/runs/9001)\n',
    );
    // Kept for the next writer of the comment.
    expect(decodeMarker(body, step.markerKey)?.origin).toEqual(recorded);

    // A comment's origin names its author and links the comment.
    const asked = await runOf('SUCCEEDED', { gh_comment_id: '77' }, '2');
    const e = tracking(
      asked,
      {
        origin: {
          kind: 'comment',
          number: 2,
          author: 'octocat',
          comment: 'https://github.com/acme/app/pull/2#issuecomment-77',
          workflowRun: 'https://github.com/acme/app/actions/runs/9002',
        },
      },
      2,
    );
    sim.clock.advance(2000);
    await settleOne(asked);
    expect(bodyOf(e.id, 2).split('\n\n')[1]).toBe(
      'Started from a comment by @octocat ([comment](https://github.com/acme/app/pull/2#issuecomment-77)), [workflow run](https://github.com/acme/app/actions/runs/9002).',
    );
  });

  it('a recorded origin whose links lead out of this repository is not shown: the metadata says instead', async () => {
    for (const origin of [
      { kind: 'issue' as const, number: 2, workflowRun: 'https://github.com/other/app/actions/runs/9001' },
      {
        kind: 'comment' as const,
        number: 2,
        author: 'octocat',
        comment: 'https://evil.test/acme/app/pull/2',
        workflowRun: 'https://github.com/acme/app/actions/runs/9001',
      },
      // Not of an origin's shape: dropped when the marker is read.
      { kind: 'rumour', number: 2 } as never,
    ]) {
      const runId = await runOf('SUCCEEDED', {}, '2');
      const c = tracking(runId, { origin }, 2);
      sim.clock.advance(2000);
      await settleOne(runId);
      const body = bodyOf(c.id, 2);
      expect(body.split('\n\n')[1]).toBe(
        'Started from #2 by [workflow run](https://github.com/acme/app/actions/runs/42).',
      );
      expect(body).not.toContain('other/app');
      expect(body).not.toContain('evil.test');
    }
  });

  it('looks at the runs updated within the window only, and the margin for clock skew before it', async () => {
    await runOf('SUCCEEDED');
    sim.clock.advance(999 + 60 * MIN + SKEW_MARGIN_MS);
    expect((await settler().settle()).results).toHaveLength(1);
    const lists = sim.requests.filter((r) => r.operation === 'listRuns');
    expect(lists.at(-1)!.query).toContain('updated_after=2026-11-23T10%3A00%3A00.999Z');
    sim.clock.advance(1);
    expect((await settler().settle()).results).toEqual([]);
  });

  it("reads a thread's comments and who it is once per settle; the run's latest comment is its own", async () => {
    const a = await runOf('SUCCEEDED');
    // b changes last: it is listed first.
    sim.clock.advance(1);
    const b = await runOf('SUCCEEDED');
    tracking(a);
    const later = tracking(a);
    const own = tracking(b);
    sim.clock.advance(2000);
    const { results } = await settler().settle();
    expect(results.map((r) => [r.run_id, r.comment_url])).toEqual([
      [b, url(own.id)],
      [a, url(later.id)],
    ]);
    expect(gh.count('issues/list-comments')).toBe(1);
    expect(gh.count('graphql')).toBe(1);
  });
});
