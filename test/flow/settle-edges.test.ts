/**
 * The settle's edges that test/flow/settle.test.ts leaves open: its tables and constants as a fresh copy of the
 * module computes them, runs that carry no metadata, markers of mixed phase and state, and how the listing asks the
 * service for each page (the exact query and options of every request, on a client that records them).
 */
import { describe, expect, it } from 'vitest';
import { ApiError, runMatches, type CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import {
  budgetOf,
  cancelsAtDeadline,
  deadlineOf,
  decide,
  listDispatchedRuns,
  listRepositoryRuns,
  listSettledRuns,
  threadOf,
  FILTERED_PAGES,
  SCAN_PAGES,
} from '../../src/flow/settle.ts';
import type { MarkerState } from '../../src/render/marker.ts';
import type * as SettleModule from '../../src/flow/settle.ts';
import { fresh } from '../helpers/fresh.ts';

const START = Date.parse('2026-11-23T10:00:00Z');
const MIN = 60_000;

const run = (state: string, metadata?: Record<string, string>): RunItem => ({
  run_id: 'run-1',
  title: 'Fix it',
  state,
  prompt: 'p',
  created_at: new Date(START).toISOString(),
  started_at: new Date(START + 1000).toISOString(),
  updated_at: new Date(START + 1000).toISOString(),
  ...(metadata ? { metadata } : {}),
});
const marker = (extra: Partial<MarkerState> = {}): MarkerState => ({
  v: 2,
  key: 'k',
  run: 'run-1',
  ...extra,
});

describe('settle, as a fresh copy of the module computes it', () => {
  it('a cancelled or timed-out report of a stopped run shows its outcome: done', async () => {
    const settle = await fresh<typeof SettleModule>(new URL('../../src/flow/settle.ts', import.meta.url));
    for (const phase of ['cancelled', 'timeout'])
      expect(settle.decide(marker({ phase, state: 'CANCELLED' }), run('CANCELLED'), START)).toEqual({
        kind: 'done',
      });
    // A phase that is not among them (nor final): the stopped run gets its final report.
    expect(settle.decide(marker({ phase: 'detached', state: 'CANCELLED' }), run('CANCELLED'), START)).toEqual(
      {
        kind: 'report',
        phase: 'final',
      },
    );
  });

  it('the skew margin is ten minutes (docs/detach.md)', async () => {
    const settle = await fresh<typeof SettleModule>(new URL('../../src/flow/settle.ts', import.meta.url));
    expect(settle.SKEW_MARGIN_MS).toBe(10 * MIN);
    expect([settle.FILTERED_PAGES, settle.SCAN_PAGES]).toEqual([20, 5]);
  });
});

describe('a run without metadata', () => {
  it('has no deadline, no budget, and is cancelled at a deadline by default', () => {
    const bare = run('INPROGRESS');
    expect(bare.metadata).toBeUndefined();
    expect(deadlineOf(undefined, bare)).toBeUndefined();
    expect(budgetOf(undefined, bare)).toBeUndefined();
    expect(cancelsAtDeadline(undefined, bare)).toBe(true);
    expect(decide(undefined, bare, START + 1000 * MIN)).toEqual({ kind: 'working', deadline: undefined });
  });

  it('a blocked run without a marker gets its blocked report', () => {
    expect(decide(undefined, run('BLOCKED'), START)).toEqual({ kind: 'report', phase: 'blocked' });
  });
});

describe('decide: the edges', () => {
  it('a timeout-minutes of 0 (or below) is no deadline', () => {
    for (const minutes of ['0', '-5'])
      expect(deadlineOf(undefined, run('INPROGRESS', { gh_timeout_minutes: minutes }))).toBeUndefined();
    expect(decide(undefined, run('INPROGRESS', { gh_timeout_minutes: '0' }), START + 1000)).toEqual({
      kind: 'working',
      deadline: undefined,
    });
  });

  it('without a marker, past the deadline its metadata records and left going by it: a time-out, not cancelled', () => {
    const left = run('INPROGRESS', { gh_timeout_minutes: '5', gh_cancel: 'false' });
    expect(decide(undefined, left, START + 1000 + 5 * MIN)).toEqual({
      kind: 'timeout',
      cancel: false,
      deadline: START + 1000 + 5 * MIN,
    });
  });

  it('a blocked run is done only when its marker shows the blocked phase of this version, blocked', () => {
    // The blocked phase of a state that was not BLOCKED: its question is not shown yet.
    expect(decide(marker({ phase: 'blocked', state: 'INPROGRESS' }), run('BLOCKED'), START)).toEqual({
      kind: 'report',
      phase: 'blocked',
    });
    // A marker that saw it BLOCKED in another phase (detached as it blocked): its question is not shown either.
    expect(decide(marker({ phase: 'detached', state: 'BLOCKED' }), run('BLOCKED'), START)).toEqual({
      kind: 'report',
      phase: 'blocked',
    });
    expect(decide(marker({ phase: 'blocked', state: 'BLOCKED' }), run('BLOCKED'), START)).toEqual({
      kind: 'done',
    });
  });
});

/** One page of the service's answer, as the client's listPage hands it back: the runs it kept, and those it left out. */
interface Page {
  runs: RunItem[];
  leftOut?: RunItem[];
  next?: string;
}

/** A client whose listPage answers `pages` in turn (or throws what `first` says, first) and records every call. */
function recordingClient(pages: Page[], first?: unknown) {
  const calls: { query: Record<string, unknown>; options: unknown }[] = [];
  let thrown = false;
  const client = {
    runs: {
      listPage: async (
        query: Record<string, unknown>,
        options: unknown,
        leftOut?: (run: RunItem) => void,
      ) => {
        calls.push({ query, options });
        if (first !== undefined && !thrown) {
          thrown = true;
          throw first;
        }
        const page = pages.shift();
        if (!page) throw new Error('no page left');
        const out = page.leftOut ?? [];
        for (const run of out) leftOut?.(run);
        return {
          runs: page.runs,
          unmatched: out.length,
          foreign: out.filter(
            (run) => !runMatches({ metadata: query.metadata as Record<string, string> }, run),
          ).length,
          page_info: page.next ? { has_next_page: true, next_cursor: page.next } : { has_next_page: false },
        };
      },
    },
  };
  return { client: client as unknown as CloudAgentClient, calls };
}

const ours = (id: string): RunItem => ({
  ...run('SUCCEEDED', { gh_repo: 'acme/app', created_by: 'cloud-agent-action' }),
  run_id: id,
});
const theirs = (id: string): RunItem => ({
  ...run('SUCCEEDED', { gh_repo: 'acme/other', created_by: 'cloud-agent-action' }),
  run_id: id,
});
const SINCE = '2026-11-23T09:00:00.000Z';
const QUERY = { sort_by: 'updated_at', sort_order: 'desc', limit: 100, updated_after: SINCE };
const FILTER = { metadata: { gh_repo: 'acme/app', created_by: 'cloud-agent-action' } };

describe('listRepositoryRuns: each request', () => {
  it('filtered: every page asks with the filter, the cursor and the signal', async () => {
    const { client, calls } = recordingClient([{ runs: [ours('a')], next: 'c2' }, { runs: [ours('b')] }]);
    const signal = new AbortController().signal;
    const listing = await listRepositoryRuns(client, 'acme/app', SINCE, signal);
    expect(listing).toEqual({ runs: [ours('a'), ours('b')], scanned: false, truncated: false });
    expect(calls).toEqual([
      { query: { ...QUERY, ...FILTER }, options: { signal } },
      { query: { ...QUERY, ...FILTER, cursor: 'c2' }, options: { signal } },
    ]);
  });

  it('a later page with runs the filter rules out: the service stopped filtering, so the rest is scanned', async () => {
    const { client, calls } = recordingClient([
      { runs: [ours('a')], next: 'c2' },
      { runs: [ours('b')], leftOut: [theirs('x'), theirs('y')], next: 'c3' },
      { runs: [theirs('x'), ours('c')] },
    ]);
    const signal = new AbortController().signal;
    const listing = await listRepositoryRuns(client, 'acme/app', SINCE, signal);
    expect(listing).toEqual({ runs: [ours('a'), ours('b'), ours('c')], scanned: true, truncated: false });
    expect(calls.map((c) => c.query)).toEqual([
      { ...QUERY, ...FILTER },
      { ...QUERY, ...FILTER, cursor: 'c2' },
      { ...QUERY, cursor: 'c3' },
    ]);
    expect(calls.map((c) => c.options)).toEqual([{ signal }, { signal }, { signal }]);
  });

  it('runs left out for their time alone (a service that ignores updated_after) say nothing of the filter; one changed before the window ends the listing', async () => {
    // The repository's runs: one whose time does not read, then one changed before the window (the rest are older).
    const old = { ...ours('old'), updated_at: '2026-11-01T00:00:00Z' };
    const garbled = { ...ours('garbled'), updated_at: 'yesterday' };
    const { client, calls } = recordingClient([
      { runs: [ours('a')], leftOut: [garbled], next: 'c2' },
      { runs: [ours('b')], leftOut: [old], next: 'c3' },
    ]);
    expect(await listRepositoryRuns(client, 'acme/app', SINCE)).toEqual({
      runs: [ours('a'), ours('b')],
      scanned: false,
      truncated: false,
    });
    expect(calls.map((c) => c.query)).toEqual([
      { ...QUERY, ...FILTER },
      { ...QUERY, ...FILTER, cursor: 'c2' },
    ]);
    // A factory's run of another repository's ticket left out for its time: the tickets' filter held too.
    const other = { ...dispatchedUnder('x', 'github:acme/other#7'), updated_at: '2026-11-01T00:00:00Z' };
    const tickets = recordingClient([{ runs: [], leftOut: [other] }]);
    expect(await listDispatchedRuns(tickets.client, 'acme/app', SINCE)).toMatchObject({ scanned: false });
  });

  it('filtered pages are read up to FILTERED_PAGES, scanned ones up to SCAN_PAGES', async () => {
    const page = (i: number): Page => ({ runs: [ours(`r${i}`)], next: `c${i + 1}` });
    const filtered = recordingClient(Array.from({ length: FILTERED_PAGES + 1 }, (_, i) => page(i)));
    const all = await listRepositoryRuns(filtered.client, 'acme/app', SINCE);
    expect(all).toMatchObject({ scanned: false, truncated: true });
    expect(all.runs).toHaveLength(FILTERED_PAGES);
    expect(filtered.calls).toHaveLength(FILTERED_PAGES);
    // A first page the filter left runs out of: scanned, so SCAN_PAGES pages.
    const scanned = recordingClient([
      { ...page(0), leftOut: [theirs('x')] },
      ...Array.from({ length: FILTERED_PAGES }, (_, i) => page(i + 1)),
    ]);
    const some = await listRepositoryRuns(scanned.client, 'acme/app', SINCE);
    expect(some).toMatchObject({ scanned: true, truncated: true });
    expect(scanned.calls).toHaveLength(SCAN_PAGES);
    expect(scanned.calls[1]!.query).toEqual({ ...QUERY, cursor: 'c1' });
  });

  it('a team without the metadata filter: the scan asks without it, with the signal', async () => {
    const refused = new ApiError({
      status: 403,
      operation: 'listRuns',
      body: { error_code: 'feature_not_available', detail: 'metadata filters' },
    });
    const { client, calls } = recordingClient([{ runs: [ours('a'), theirs('x')] }], refused);
    const signal = new AbortController().signal;
    expect(await listRepositoryRuns(client, 'acme/app', SINCE, signal)).toEqual({
      runs: [ours('a')],
      scanned: true,
      truncated: false,
    });
    expect(calls).toEqual([
      { query: { ...QUERY, ...FILTER }, options: { signal } },
      { query: QUERY, options: { signal } },
    ]);
  });

  it('a team without the metadata filter: the scan ends too at a run changed before the window', async () => {
    const refused = new ApiError({
      status: 403,
      operation: 'listRuns',
      body: { error_code: 'feature_not_available', detail: 'metadata filters' },
    });
    const old = { ...theirs('old'), updated_at: '2026-11-01T00:00:00Z' };
    const { client, calls } = recordingClient(
      [{ runs: [ours('a')], leftOut: [old], next: 'c2' }, { runs: [ours('b')] }],
      refused,
    );
    expect(await listRepositoryRuns(client, 'acme/app', SINCE)).toEqual({
      runs: [ours('a')],
      scanned: true,
      truncated: false,
    });
    expect(calls.map((c) => c.query)).toEqual([{ ...QUERY, ...FILTER }, QUERY]);
    // Another repository's run changed at the window's very start is of the window: the scan goes on.
    const edge = { ...theirs('edge'), updated_at: SINCE };
    const atStart = recordingClient(
      [{ runs: [ours('a')], leftOut: [edge], next: 'c2' }, { runs: [ours('b')] }],
      refused,
    );
    expect((await listRepositoryRuns(atStart.client, 'acme/app', SINCE)).runs).toEqual([
      ours('a'),
      ours('b'),
    ]);
  });

  it("any other refusal is the settle's error: thrown, nothing scanned", async () => {
    const forbidden = new ApiError({
      status: 403,
      operation: 'listRuns',
      body: { error_code: 'forbidden', detail: 'no' },
    });
    const other = recordingClient([{ runs: [ours('a')] }], forbidden);
    await expect(listRepositoryRuns(other.client, 'acme/app', SINCE)).rejects.toBe(forbidden);
    expect(other.calls).toHaveLength(1);
    // Not the service's answer, though it carries the code: thrown too.
    const impostor = Object.assign(new Error('proxy said no'), { errorCode: 'feature_not_available' });
    const proxied = recordingClient([{ runs: [ours('a')] }], impostor);
    await expect(listRepositoryRuns(proxied.client, 'acme/app', SINCE)).rejects.toBe(impostor);
    expect(proxied.calls).toHaveLength(1);
  });
});

/** A run a factory made under `ticket` (the metadata the service stamps: the ticket's source and id). */
const dispatchedUnder = (id: string, ticket: string): RunItem => {
  const at = ticket.indexOf(':');
  return {
    ...run('SUCCEEDED', { ticket_source: ticket.slice(0, at), ticket_id: ticket.slice(at + 1) }),
    run_id: id,
  };
};
const TICKETS = { metadata: { ticket_source: 'github' } };

describe("listDispatchedRuns: a factory's runs from this repository's threads", () => {
  it("every page asks for the github tickets; only this repository's threads are kept", async () => {
    const kept = [dispatchedUnder('d1', 'github:acme/app#7'), dispatchedUnder('d2', 'github:ACME/App#12')];
    const { client, calls } = recordingClient([
      { runs: [kept[0]!, dispatchedUnder('x1', 'github:acme/other#7')], next: 'c2' },
      {
        runs: [
          dispatchedUnder('x2', 'github:acme/app/actions/runs/9/agent'),
          dispatchedUnder('x3', 'github:acme/app#0'),
          kept[1]!,
        ],
      },
    ]);
    const signal = new AbortController().signal;
    expect(await listDispatchedRuns(client, 'acme/app', SINCE, signal)).toEqual({
      runs: kept,
      scanned: false,
      truncated: false,
    });
    expect(calls).toEqual([
      { query: { ...QUERY, ...TICKETS }, options: { signal } },
      { query: { ...QUERY, ...TICKETS, cursor: 'c2' }, options: { signal } },
    ]);
  });

  it('a team without the metadata filter: scanned, and matched by the ticket here', async () => {
    const refused = new ApiError({
      status: 403,
      operation: 'listRuns',
      body: { error_code: 'feature_not_available', detail: 'metadata filters' },
    });
    const mine = dispatchedUnder('d1', 'github:acme/app#7');
    const { client, calls } = recordingClient(
      [{ runs: [ours('a'), mine, dispatchedUnder('x', 'jira:APP-7')] }],
      refused,
    );
    expect(await listDispatchedRuns(client, 'acme/app', SINCE)).toEqual({
      runs: [mine],
      scanned: true,
      truncated: false,
    });
    expect(calls.map((c) => c.query)).toEqual([{ ...QUERY, ...TICKETS }, QUERY]);
  });
});

describe('listSettledRuns: what a settle looks at', () => {
  it("the action's runs, then the factory's not among them; scanned or truncated when either listing was", async () => {
    const ticketed = dispatchedUnder('a', 'github:acme/app#2');
    // One of the action's own runs that a ticket names too: listed once, as the action's.
    const both = { ...ticketed, metadata: { ...ours('a').metadata, ...ticketed.metadata } };
    const factory = dispatchedUnder('d', 'github:acme/app#3');
    const { client, calls } = recordingClient([
      { runs: [ours('a')], leftOut: [theirs('x')] },
      { runs: [both, factory] },
    ]);
    const signal = new AbortController().signal;
    expect(await listSettledRuns(client, 'acme/app', SINCE, signal)).toEqual({
      runs: [ours('a'), factory],
      scanned: true,
      truncated: false,
    });
    expect(calls).toEqual([
      { query: { ...QUERY, ...FILTER }, options: { signal } },
      { query: { ...QUERY, ...TICKETS }, options: { signal } },
    ]);
    const page = (i: number): Page => ({ runs: [], next: `c${i + 1}` });
    const long = recordingClient([
      { runs: [] },
      ...Array.from({ length: FILTERED_PAGES }, (_, i) => page(i)),
    ]);
    expect(await listSettledRuns(long.client, 'acme/app', SINCE)).toEqual({
      runs: [],
      scanned: false,
      truncated: true,
    });
  });
});

describe('threadOf: the issue or pull request a run came from', () => {
  it.each([
    ['the number the action recorded', { gh_number: '12' }, 12],
    [
      'the recorded number over a ticket',
      { gh_number: '12', ticket_source: 'github', ticket_id: 'acme/app#7' },
      12,
    ],
    [
      'a recorded number that is none',
      { gh_number: 'x', ticket_source: 'github', ticket_id: 'acme/app#7' },
      undefined,
    ],
    ['a recorded 0', { gh_number: '0' }, undefined],
    ["a factory's, by the thread's ticket", { ticket_source: 'github', ticket_id: 'acme/app#7' }, 7],
    ['a ticket in another case', { ticket_source: 'github', ticket_id: 'Acme/APP#7' }, 7],
    ["another repository's ticket", { ticket_source: 'github', ticket_id: 'acme/other#7' }, undefined],
    [
      'a repository whose name ends like this one',
      { ticket_source: 'github', ticket_id: 'x-acme/app#7' },
      undefined,
    ],
    ['a ticket of another source', { ticket_source: 'jira', ticket_id: 'acme/app#7' }, undefined],
    ['a ticket without a number', { ticket_source: 'github', ticket_id: 'acme/app#' }, undefined],
    [
      'a ticket numbered with sixteen digits',
      { ticket_source: 'github', ticket_id: 'acme/app#1234567890123456' },
      undefined,
    ],
    [
      'a ticket numbered with fifteen digits',
      { ticket_source: 'github', ticket_id: 'acme/app#123456789012345' },
      123456789012345,
    ],
    ['a ticket numbered 0', { ticket_source: 'github', ticket_id: 'acme/app#07' }, undefined],
    ['a ticket with more after the number', { ticket_source: 'github', ticket_id: 'acme/app#7 ' }, undefined],
    ['a ticket without an id', { ticket_source: 'github' }, undefined],
    [
      'a ticket whose id is two lines, the second one of this repository',
      { ticket_source: 'github', ticket_id: 'x\nacme/app#7' },
      undefined,
    ],
    ['no metadata', undefined, undefined],
  ])('%s', (_, metadata, thread) => {
    expect(threadOf(run('SUCCEEDED', metadata), 'acme/app')).toBe(thread);
  });
});
