/**
 * The settle's decision per run (pure: the marker and the run as it is, to what is done), and how it finds the
 * repository's runs, with and without the service's metadata filter.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import {
  cancelsAtDeadline,
  deadlineOf,
  decide,
  listRepositoryRuns,
  SCAN_PAGES,
} from '../../src/flow/settle.ts';
import type { MarkerState } from '../../src/render/marker.ts';
import { renderSettleSummary, settledCount, type SettleResult } from '../../src/render/settle.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

const START = Date.parse('2026-11-23T10:00:00Z');
const MIN = 60_000;

const run = (state: string, metadata: Record<string, string> = {}): RunItem => ({
  run_id: 'run-1',
  task_id: 'run-1',
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
        withoutGitHub: true,
      }),
    ).toBe(
      [
        '### Cloud agent settle: acme/app',
        '',
        '5 runs of this repository changed in the last 1440 minutes: 2 settled, 1 still working, 1 not settled, 1 already settled before.',
        '',
        'No `github-token`: no tracking comment could be read or written. Runs past the deadline their metadata records were still cancelled; the reports of the runs listed as not settled are left for a settle with a token.',
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
