/**
 * The weekly report's figures (exact numbers for a fixed set of runs) and its listing of runs: the exact requests,
 * each run checked here against the window and the repository's metadata whatever the service applied, and the
 * listing's bounds.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import { creditsOf } from '../../src/flow/credits.ts';
import { timeOf } from '../../src/shared/runs.ts';
import {
  bothListings,
  durationOf,
  listDispatchedWeeklyRuns,
  listScheduledWeeklyRuns,
  listWeeklyRuns,
  ownedScheduleIds,
  MAX_PAGES,
  NO_CODE,
  TITLE_CHARS,
  TOP_COSTLIEST,
  UNDATED_NAMED,
  previousOf,
  PAGE_SIZE,
  quantile,
  spread,
  weeklyFigures,
  weeklyRun,
  type WeeklyListing,
  type WeeklyRun,
} from '../../src/flow/weekly.ts';
import { sample } from '../helpers/answers.ts';
import { startScriptServer, type ScriptServer } from '../helpers/script-server.ts';

const NOW = Date.parse('2026-11-27T08:00:00Z');
const DAY = 86_400_000;
const SINCE = NOW - 7 * DAY;
const at = (ms: number) => new Date(ms).toISOString();

const OURS = { gh_repo: 'acme/app', created_by: 'cloud-agent-action' };

/** A run as the service lists it. */
const item = (overrides: Record<string, unknown> = {}): RunItem =>
  sample<RunItem>('RunItem', {
    run_id: 'r1',
    state: 'SUCCEEDED',
    created_at: at(NOW - DAY),
    updated_at: at(NOW - DAY + 60_000),
    metadata: OURS,
    ...overrides,
  });

/** A row as the figures read it. */
const row = (overrides: Partial<WeeklyRun>): WeeklyRun => ({
  id: 'r',
  link: undefined,
  state: 'SUCCEEDED',
  createdAt: NOW - DAY,
  credits: undefined,
  durationMs: undefined,
  errorCode: undefined,
  title: 'A run',
  ...overrides,
});

describe('creditsOf', () => {
  it("sums the usage's credits: inference, compute and platform cost", () => {
    expect(creditsOf({ request_usage: { inference_cost: 1.25, compute_cost: 0.5 } })).toBe(1.75);
    expect(creditsOf({ request_usage: { inference_cost: 1, compute_cost: 2, platform_cost: 0.25 } })).toBe(
      3.25,
    );
    expect(creditsOf({ request_usage: { compute_cost: 0 } })).toBe(0);
  });

  it('counts numbers only: USD, tokens and garbage are not credits; no usage is undefined, not 0', () => {
    expect(
      creditsOf({
        request_usage: {
          inference_cost: '3',
          compute_cost: 2,
          inference_cost_usd: 9,
          total_tokens: 1000,
        } as never,
      }),
    ).toBe(2);
    expect(creditsOf({ request_usage: { inference_cost_usd: 9 } as never })).toBeUndefined();
    expect(creditsOf({ request_usage: {} })).toBeUndefined();
    expect(creditsOf({})).toBeUndefined();
    expect(creditsOf({ request_usage: null as never })).toBeUndefined();
    expect(creditsOf({ request_usage: 5 as never })).toBeUndefined();
  });
});

describe('durationOf', () => {
  const base = {
    state: 'SUCCEEDED',
    created_at: at(NOW),
    updated_at: at(NOW + 900_000),
  } as const;

  it("the service's run_time first", () => {
    expect(durationOf({ ...base, run_time: 'PT2M30S', started_at: at(NOW), finished_at: at(NOW + 1) })).toBe(
      150_000,
    );
  });

  it('else from the start (else the creation) to the end (else the last update)', () => {
    expect(durationOf({ ...base, started_at: at(NOW + 60_000), finished_at: at(NOW + 360_000) })).toBe(
      300_000,
    );
    expect(durationOf({ ...base, finished_at: at(NOW + 360_000) })).toBe(360_000);
    expect(durationOf({ ...base, started_at: at(NOW + 60_000) })).toBe(840_000);
    expect(durationOf({ ...base, run_time: 'two minutes' })).toBe(900_000);
  });

  it('none for a run still going, an unreadable time, or an end before the start', () => {
    expect(durationOf({ ...base, state: 'INPROGRESS', run_time: 'PT1M' })).toBeUndefined();
    expect(durationOf({ ...base, state: 'BLOCKED', run_time: 'PT1M' })).toBeUndefined();
    expect(durationOf({ ...base, finished_at: 'soon' })).toBeUndefined();
    expect(durationOf({ ...base, finished_at: at(NOW - 1) })).toBeUndefined();
  });
});

describe('weeklyRun', () => {
  it('keeps what the figures need of a run', () => {
    expect(
      weeklyRun(
        item({
          run_id: 'r9',
          state: 'FAILED',
          session_link: 'https://app.warp.dev/session/9',
          status_message: { message: 'The environment failed', error_code: 'environment_setup_failed' },
          request_usage: { inference_cost: 2, compute_cost: 1 },
          run_time: 'PT1M',
          title: 'Fix the flaky test',
        }),
      ),
    ).toEqual({
      id: 'r9',
      link: 'https://app.warp.dev/session/9',
      state: 'FAILED',
      createdAt: NOW - DAY,
      credits: 3,
      durationMs: 60_000,
      errorCode: 'environment_setup_failed',
      title: 'Fix the flaky test',
    });
    expect(weeklyRun(item({ title: 'x'.repeat(300) })).title).toBe(`${'x'.repeat(TITLE_CHARS - 1)}…`);
  });

  it('a failed run without a code counts under NO_CODE; other states carry none; a link must be https', () => {
    expect(weeklyRun(item({ state: 'ERROR' })).errorCode).toBe(NO_CODE);
    expect(
      weeklyRun(item({ state: 'ERROR', status_message: { message: 'x', error_code: '' } })).errorCode,
    ).toBe(NO_CODE);
    expect(
      weeklyRun(item({ state: 'CANCELLED', status_message: { message: 'x', error_code: 'cancelled' } }))
        .errorCode,
    ).toBeUndefined();
    expect(weeklyRun(item({ session_link: 'javascript:alert(1)' })).link).toBeUndefined();
  });
});

describe('quantile and spread', () => {
  it('linear between the two nearest values', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1, 10);
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([], 0.5)).toBeNull();
  });

  it('sorts what it is given (the runs come newest first, not by value)', () => {
    expect(spread([30, 10, 20])).toEqual({ count: 3, median: 20, p90: 28 });
    expect(spread([])).toEqual({ count: 0, median: null, p90: null });
  });
});

/** The UTC days of the seven-day window from SINCE to NOW: the eight it touches. */
const WINDOW_DAYS = Array.from({ length: 8 }, (_, i) => `2026-11-${20 + i}`);

describe('weeklyFigures', () => {
  const window = { since: SINCE, until: NOW };
  const day = (n: number) => SINCE + n * DAY + 1_800_000;
  const runs: WeeklyRun[] = [
    row({ id: 'a', state: 'SUCCEEDED', createdAt: day(0), credits: 10, durationMs: 60_000 }),
    row({ id: 'b', state: 'SUCCEEDED', createdAt: day(0), credits: 20, durationMs: 120_000 }),
    row({ id: 'c', state: 'SUCCEEDED', createdAt: day(2), credits: 30, durationMs: 180_000 }),
    row({
      id: 'd',
      state: 'FAILED',
      createdAt: day(3),
      credits: 5.5,
      durationMs: 240_000,
      errorCode: 'timeout',
      link: 'https://s/d',
    }),
    row({
      id: 'e',
      state: 'FAILED',
      createdAt: day(4),
      credits: 4,
      durationMs: 300_000,
      errorCode: 'timeout',
    }),
    row({ id: 'f', state: 'ERROR', createdAt: day(4), errorCode: 'environment_setup_failed' }),
    row({ id: 'g', state: 'CANCELLED', createdAt: day(5), credits: 1 }),
    row({ id: 'h', state: 'INPROGRESS', createdAt: day(6), credits: 2.25 }),
    row({ id: 'i', state: 'BLOCKED', createdAt: NOW - 1_800_000 }),
    row({ id: 'j', state: 'QUEUED', createdAt: NOW - 1_800_000 }),
    row({ id: 'k', state: 'SLEEPING', createdAt: NOW - 1_800_000 }),
  ];

  it('exact figures of a fixed set of runs', () => {
    const f = weeklyFigures(runs, window);
    expect(f).toEqual({
      since: '2026-11-20T08:00:00.000Z',
      until: '2026-11-27T08:00:00.000Z',
      days: 7,
      runs: 11,
      states: {
        SUCCEEDED: 3,
        FAILED: 2,
        ERROR: 1,
        CANCELLED: 1,
        INPROGRESS: 1,
        BLOCKED: 1,
        QUEUED: 1,
        SLEEPING: 1,
      },
      ended: 7,
      succeeded: 3,
      failed: 3,
      cancelled: 1,
      going: 3,
      successRate: 3 / 7,
      credits: {
        total: 72.75,
        runsWithUsage: 7,
        // The ended runs with usage: 1, 4, 5.5, 10, 20, 30.
        perRun: { count: 6, median: 7.75, p90: 25 },
      },
      durationMs: { count: 5, median: 180_000, p90: 276_000 },
      failureCodes: [
        { code: 'timeout', count: 2, example: { run_id: 'e', link: undefined } },
        { code: 'environment_setup_failed', count: 1, example: { run_id: 'f', link: undefined } },
      ],
      otherFailures: 0,
      // The runs that cost the most, the costliest first.
      costliest: [
        { run_id: 'c', title: 'A run', link: undefined, state: 'SUCCEEDED', credits: 30 },
        { run_id: 'b', title: 'A run', link: undefined, state: 'SUCCEEDED', credits: 20 },
        { run_id: 'a', title: 'A run', link: undefined, state: 'SUCCEEDED', credits: 10 },
        { run_id: 'd', title: 'A run', link: 'https://s/d', state: 'FAILED', credits: 5.5 },
        { run_id: 'e', title: 'A run', link: undefined, state: 'FAILED', credits: 4 },
      ],
      perDay: [
        { date: '2026-11-20', runs: 2, credits: 30 },
        { date: '2026-11-21', runs: 0, credits: 0 },
        { date: '2026-11-22', runs: 1, credits: 30 },
        { date: '2026-11-23', runs: 1, credits: 5.5 },
        { date: '2026-11-24', runs: 2, credits: 4 },
        { date: '2026-11-25', runs: 1, credits: 1 },
        { date: '2026-11-26', runs: 1, credits: 2.25 },
        { date: '2026-11-27', runs: 3, credits: 0 },
      ],
    });
  });

  it('the newest failed run of a code is its example; codes of equal count by name; the rest counted', () => {
    const failed = (id: string, code: string, n: number) =>
      row({ id, state: 'FAILED', createdAt: day(n), errorCode: code });
    const f = weeklyFigures(
      [
        failed('z1', 'zeta', 1),
        failed('z2', 'zeta', 3),
        failed('z3', 'zeta', 2),
        ...['a', 'b', 'c', 'd', 'e', 'f'].map((code, i) => failed(`x${i}`, code, 1)),
      ],
      window,
    );
    expect(f.failureCodes.map((c) => [c.code, c.count, c.example.run_id])).toEqual([
      ['zeta', 3, 'z2'],
      ['a', 1, 'x0'],
      ['b', 1, 'x1'],
      ['c', 1, 'x2'],
      ['d', 1, 'x3'],
    ]);
    expect(f.otherFailures).toBe(2);
  });

  it(`the ${TOP_COSTLIEST} costliest runs: of equal credits the newer first; runs without usage are none of them`, () => {
    const f = weeklyFigures(
      [
        row({ id: 'old', credits: 3, createdAt: day(1) }),
        row({ id: 'new', credits: 3, createdAt: day(2) }),
        row({ id: 'none', createdAt: day(2) }),
        ...[1, 2, 0.5, 9].map((credits, i) => row({ id: `r${i}`, credits, createdAt: day(3) })),
      ],
      window,
    );
    expect(f.costliest.map((r) => r.run_id)).toEqual(['r3', 'new', 'old', 'r1', 'r0']);
    expect(weeklyFigures([row({ id: 'none' })], window).costliest).toEqual([]);
  });

  it('the period before: the figures the report compares with', () => {
    const f = weeklyFigures(runs, window);
    expect(previousOf(f)).toEqual({
      since: '2026-11-20T08:00:00.000Z',
      until: '2026-11-27T08:00:00.000Z',
      runs: 11,
      successRate: 3 / 7,
      credits: 72.75,
      creditsMedian: 7.75,
      durationMedianMs: 180_000,
    });
    expect(previousOf(weeklyFigures([], window))).toMatchObject({
      runs: 0,
      successRate: null,
      credits: 0,
      creditsMedian: null,
      durationMedianMs: null,
    });
  });

  it('no runs: nothing to rate, no spread; every day of the window still listed', () => {
    const f = weeklyFigures([], window);
    expect(f.successRate).toBeNull();
    expect(f.credits).toEqual({ total: 0, runsWithUsage: 0, perRun: { count: 0, median: null, p90: null } });
    expect(f.durationMs).toEqual({ count: 0, median: null, p90: null });
    expect(f.perDay.map((d) => d.date)).toEqual(WINDOW_DAYS);
  });

  it('credits to the hundredth: float noise does not show', () => {
    const f = weeklyFigures(
      [0.1, 0.2, 0.7].map((credits, i) => row({ id: `c${i}`, credits, createdAt: day(1) })),
      window,
    );
    expect(f.credits.total).toBe(1);
    expect(f.perDay[1]).toEqual({ date: '2026-11-21', runs: 3, credits: 1 });
  });

  it("a run created after the window's end, past midnight (the service's clock ahead): counted on the last day", () => {
    // The report's clock says a millisecond before midnight; the service made the run a second later by its own.
    const until = Date.parse('2026-11-27T23:59:59.999Z');
    const late = row({ id: 'late', createdAt: until + 1_001, credits: 2 });
    const f = weeklyFigures([late, row({ id: 'on', createdAt: until - DAY, credits: 1 })], {
      since: until - 7 * DAY,
      until,
    });
    expect(f.runs).toBe(2);
    expect(f.perDay.map((d) => d.date)).toEqual(WINDOW_DAYS);
    expect(f.perDay.slice(-2)).toEqual([
      { date: '2026-11-26', runs: 1, credits: 1 },
      { date: '2026-11-27', runs: 1, credits: 2 },
    ]);
  });
});

describe('timeOf', () => {
  it("the contract's form (RFC 3339) only: what Date.parse would guess at is no time", () => {
    expect(timeOf('2026-11-26T10:00:00Z')).toBe(Date.parse('2026-11-26T10:00:00Z'));
    expect(timeOf('2026-11-26T10:00:00.250+01:00')).toBe(Date.parse('2026-11-26T09:00:00.250Z'));
    expect(timeOf('2026-11-26 10:00:00z')).toBe(Date.parse('2026-11-26T10:00:00Z'));
    for (const value of [
      'Nov 26 2026',
      'n/a 1',
      '2026-11-26',
      '2026-13-01T00:00:00Z',
      // A year of six digits, and a comment after the time: Date.parse reads both as that time, RFC 3339 neither.
      '+002026-11-26T08:00:00Z',
      '2026-11-26 08:00:00Z(UTC)',
      '',
      1_764_000_000_000,
      null,
    ]) {
      expect(timeOf(value)).toBeNaN();
    }
  });
});

describe('listWeeklyRuns', () => {
  let server: ScriptServer;
  let client: CloudAgentClient;
  beforeEach(async () => {
    server = await startScriptServer();
    client = new CloudAgentClient({ apiKey: 'k', baseUrl: server.url });
  });
  afterEach(async () => {
    await client.close();
    await server.close();
  });

  const page = (runs: RunItem[], next?: string) => ({
    status: 200,
    body: { runs, page_info: next ? { has_next_page: true, next_cursor: next } : { has_next_page: false } },
  });
  const queries = () => server.requests.map((r) => Object.fromEntries(r.query));
  const sinceIso = at(SINCE);
  const base = {
    sort_by: 'created_at',
    sort_order: 'desc',
    limit: String(PAGE_SIZE),
    created_after: sinceIso,
  };
  const filtered = { ...base, 'metadata[gh_repo]': 'acme/app', 'metadata[created_by]': 'cloud-agent-action' };

  it("reads this repository's runs page by page with the metadata filter, nothing per run", async () => {
    server.reply(
      page([item({ run_id: 'a' }), item({ run_id: 'b' })], 'c1'),
      page([item({ run_id: 'c' }), item({ run_id: 'b' })]),
    );
    const listing = await listWeeklyRuns(client, { repository: 'acme/app' }, sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(listing).toMatchObject({ pages: 2, scanned: false, truncated: false });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /agent/runs',
      'GET /agent/runs',
    ]);
    expect(queries()).toEqual([filtered, { ...filtered, cursor: 'c1' }]);
  });

  it('a service that ignores the metadata filter: its other runs are left out, the rest read without it', async () => {
    server.reply(
      page([item({ run_id: 'a' }), item({ run_id: 'x', metadata: { gh_repo: 'acme/other' } })], 'c1'),
      page([item({ run_id: 'b' }), item({ run_id: 'y', metadata: {} })], 'c2'),
      page([item({ run_id: 'c', metadata: { gh_repo: 'acme/app' } })]),
    );
    const listing = await listWeeklyRuns(client, { repository: 'acme/app' }, sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['a', 'b']);
    expect(listing).toMatchObject({ pages: 3, scanned: true, truncated: false });
    expect(queries()).toEqual([filtered, { ...base, cursor: 'c1' }, { ...base, cursor: 'c2' }]);
  });

  it('a team without metadata filtering: the runs are read without it and matched here', async () => {
    server.reply(
      { status: 403, body: { error_code: 'feature_not_available', retryable: false } },
      page([item({ run_id: 'a' }), item({ run_id: 'x', metadata: { gh_repo: 'acme/other' } })]),
    );
    const listing = await listWeeklyRuns(client, { repository: 'acme/app' }, sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['a']);
    expect(listing).toMatchObject({ pages: 1, scanned: true, truncated: false });
    expect(queries()).toEqual([filtered, base]);
  });

  it('another refusal is the error it is', async () => {
    server.reply({ status: 403, body: { error_code: 'forbidden', retryable: false } });
    await expect(listWeeklyRuns(client, { repository: 'acme/app' }, sinceIso)).rejects.toThrow(/403/);
    expect(server.requests).toHaveLength(1);
  });

  it('a service that ignores created_after: older runs are not counted, and the listing stops at them', async () => {
    server.reply(
      page(
        [
          item({ run_id: 'a', metadata: {} }),
          item({ run_id: 'old', created_at: at(SINCE - 1) }),
          item({ run_id: 'b', metadata: { gh_repo: 'acme/other' } }),
        ],
        'c1',
      ),
    );
    const listing = await listWeeklyRuns(client, { all: true }, sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['a', 'b']);
    expect(listing).toMatchObject({ pages: 1, scanned: false, truncated: false });
    expect(queries()).toEqual([base]);
  });

  it('a run whose created_at does not read, amid pages: skipped, counted and named; every page is read', async () => {
    const garbage = item({
      run_id: 'x',
      title: 'Undatable',
      created_at: 'last tuesday',
      session_link: 'https://app.warp.dev/session/x',
    });
    server.reply(
      page([item({ run_id: 'a' }), item({ run_id: 'b' })], 'c1'),
      page([item({ run_id: 'c' }), garbage, item({ run_id: 'd' })], 'c2'),
      page([item({ run_id: 'e' })]),
    );
    const listing = await listWeeklyRuns(client, { repository: 'acme/app' }, sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(listing).toMatchObject({ pages: 3, scanned: false, truncated: false });
    expect(listing.undated).toEqual({
      count: 1,
      runs: [
        {
          run_id: 'x',
          title: 'Undatable',
          link: 'https://app.warp.dev/session/x',
          created_at: 'last tuesday',
        },
      ],
    });
    // The filter stays: an undated run of the repository says nothing of the service's filtering.
    expect(queries()).toEqual([filtered, { ...filtered, cursor: 'c1' }, { ...filtered, cursor: 'c2' }]);
  });

  it('a run the client kept on a guess of Date.parse ("Nov 26 2026") is undated too, not counted in the window', async () => {
    server.reply(
      page([item({ run_id: 'a' }), item({ run_id: 'guess', title: 'Guessed', created_at: 'Nov 26 2026' })]),
    );
    const listing = await listWeeklyRuns(client, { repository: 'acme/app' }, sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['a']);
    expect(listing.undated).toEqual({
      count: 1,
      runs: [{ run_id: 'guess', title: 'Guessed', link: undefined, created_at: 'Nov 26 2026' }],
    });
  });

  it('an undated run twice is named once; one of another repository is not named, and shows the filter was ignored', async () => {
    const undated = (id: string, metadata: Record<string, string> = OURS) =>
      item({
        run_id: id,
        title: 'Undatable',
        created_at: '',
        metadata,
        session_link: 'http://insecure.example/x',
      });
    server.reply(
      page([item({ run_id: 'a' }), undated('x'), undated('other', { gh_repo: 'acme/other' })], 'c1'),
      page([undated('x'), item({ run_id: 'b' })]),
    );
    const listing = await listWeeklyRuns(client, { repository: 'acme/app' }, sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['a', 'b']);
    expect(listing.undated).toEqual({
      count: 1,
      runs: [{ run_id: 'x', title: 'Undatable', link: undefined, created_at: '' }],
    });
    expect(listing).toMatchObject({ pages: 2, scanned: true });
    expect(queries()).toEqual([filtered, { ...base, cursor: 'c1' }]);
  });

  it(`undated runs: every one counted, the first ${UNDATED_NAMED} named; an older run after them still ends the listing`, async () => {
    // Not RFC 3339, though Date.parse would read "day 3" as a day of 2001.
    const many = Array.from({ length: UNDATED_NAMED + 3 }, (_, i) =>
      item({ run_id: `u${i}`, created_at: `day ${i}`, title: `Run ${i}` }),
    );
    server.reply(
      page([item({ run_id: 'a' }), ...many, item({ run_id: 'old', created_at: at(SINCE - 1) })], 'c1'),
      page([item({ run_id: 'never read' })]),
    );
    const listing = await listWeeklyRuns(client, { all: true }, sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['a']);
    expect(listing.undated.count).toBe(UNDATED_NAMED + 3);
    expect(listing.undated.runs.map((r) => [r.run_id, r.created_at])).toEqual(
      many.slice(0, UNDATED_NAMED).map((r) => [r.run_id, r.created_at]),
    );
    expect(listing.pages).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('every run of the team with --all: no metadata asked for, none required', async () => {
    server.reply(page([item({ run_id: 'a', metadata: undefined })], 'c1'), page([item({ run_id: 'b' })]));
    const listing = await listWeeklyRuns(client, { all: true }, sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['a', 'b']);
    expect(queries()).toEqual([base, { ...base, cursor: 'c1' }]);
  });

  it("a factory's runs of the repository's work: asked for by the tickets' source, matched by the rest", async () => {
    const ticket = (id: string) => ({ ticket_source: 'github', ticket_id: id });
    server.reply(
      page(
        [
          item({ run_id: 'thread', metadata: ticket('acme/app#7') }),
          item({ run_id: 'other', metadata: ticket('acme/other#7') }),
          item({ run_id: 'workflow', metadata: ticket('acme/app/actions/runs/9001/agent') }),
        ],
        'c1',
      ),
      page([item({ run_id: 'old', metadata: ticket('acme/app#8'), created_at: at(SINCE - 1) })]),
    );
    const listing = await listDispatchedWeeklyRuns(client, 'acme/app', sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['thread', 'workflow']);
    expect(listing).toMatchObject({ pages: 2, scanned: false, truncated: false });
    expect(queries()).toEqual([
      { ...base, 'metadata[ticket_source]': 'github' },
      { ...base, 'metadata[ticket_source]': 'github', cursor: 'c1' },
    ]);
  });

  it("a run with the action's marks and a ticket is the repository's own: in one listing only, dated or not", async () => {
    const both = { ...OURS, ticket_source: 'github', ticket_id: 'acme/app#7' };
    const runs = [
      item({ run_id: 'dated', metadata: both }),
      item({ run_id: 'undated', metadata: both, created_at: 'last tuesday' }),
    ];
    server.reply(page(runs), page(runs));
    const own = await listWeeklyRuns(client, { repository: 'acme/app' }, sinceIso);
    const dispatched = await listDispatchedWeeklyRuns(client, 'acme/app', sinceIso);
    expect(own.runs.map((r) => r.id)).toEqual(['dated']);
    expect(own.undated.count).toBe(1);
    expect(dispatched.runs).toEqual([]);
    expect(dispatched.undated).toEqual({ count: 0, runs: [] });
    expect(dispatched.scanned).toBe(false);
  });

  it("a service that ignores the tickets' filter: its other runs show it, and the rest are read without it", async () => {
    server.reply(
      page([item({ run_id: 'own', metadata: OURS })], 'c1'),
      page([item({ run_id: 'mine', metadata: { ticket_source: 'github', ticket_id: 'acme/app#7' } })]),
    );
    const listing = await listDispatchedWeeklyRuns(client, 'acme/app', sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['mine']);
    expect(listing).toMatchObject({ pages: 2, scanned: true, truncated: false });
    expect(queries()).toEqual([
      { ...base, 'metadata[ticket_source]': 'github' },
      { ...base, cursor: 'c1' },
    ]);
  });

  it('the scheduled agents the repository manages: by the prompt line or the metadata, in any case; no other', async () => {
    const item = (id: string, prompt: string, metadata?: Record<string, string>) =>
      sample('ScheduledAgentItem', { id, name: id, prompt, ...(metadata ? { metadata } : {}) });
    server.reply({
      status: 200,
      body: {
        schedules: [
          item('line', 'Check.\n\n<!-- managed by cloud-agent-action for Acme/App -->'),
          item('meta', 'Check.', { 'cloud-agent-action.repository': 'acme/app' }),
          // The prompt line comes first: it is what a UI's save keeps.
          item('moved', 'Check.\n\n<!-- managed by cloud-agent-action for acme/other -->', {
            'cloud-agent-action.repository': 'acme/app',
          }),
          item('other', 'Check.', { 'cloud-agent-action.repository': 'acme/other' }),
          item('hand', 'Check.'),
        ],
      },
    });
    expect(await ownedScheduleIds(client, 'acme/app')).toEqual(['line', 'meta']);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /agent/schedules']);
  });

  it("the runs of the repository's scheduled agents: a listing a schedule, each run checked by the schedule it names", async () => {
    const of = (id: string) => ({
      schedule: { schedule_id: id, schedule_name: id, cron_schedule: '0 3 * * *' },
    });
    server.reply(
      // A service that ignores schedule_id: another schedule's runs (dated or not) and a run naming none are left out.
      page([
        item({ run_id: 'a', metadata: undefined, ...of('s1') }),
        item({ run_id: 'other', metadata: undefined, ...of('s9') }),
        item({ run_id: 'undated-other', metadata: undefined, ...of('s9'), created_at: 'n/a' }),
        item({ run_id: 'none', metadata: undefined }),
        item({ run_id: 'undated', metadata: undefined, ...of('s1'), created_at: 'n/a' }),
      ]),
      // The action's own run and one of a ticket of the repository: the other listings count them.
      page([
        item({ run_id: 'b', metadata: undefined, ...of('s2') }),
        item({ run_id: 'own', ...of('s2') }),
        item({
          run_id: 'ticket',
          metadata: { ticket_source: 'github', ticket_id: 'acme/app#7' },
          ...of('s2'),
        }),
      ]),
    );
    const listing = await listScheduledWeeklyRuns(client, 'acme/app', ['s1', 's2'], sinceIso);
    expect(listing.runs.map((r) => r.id)).toEqual(['a', 'b']);
    expect(listing.undated).toEqual({
      count: 1,
      runs: [{ run_id: 'undated', title: expect.any(String), link: undefined, created_at: 'n/a' }],
    });
    expect(listing).toMatchObject({ pages: 2, scanned: false, truncated: false });
    expect(queries()).toEqual([
      { ...base, schedule_id: 's1' },
      { ...base, schedule_id: 's2' },
    ]);
    // No schedule: no request.
    server.requests.length = 0;
    expect(await listScheduledWeeklyRuns(client, 'acme/app', [], sinceIso)).toEqual({
      runs: [],
      pages: 0,
      scanned: false,
      truncated: false,
      undated: { count: 0, runs: [] },
    });
    expect(server.requests).toEqual([]);
  });

  it(`stops after ${MAX_PAGES} pages and says the window was cut short`, async () => {
    let n = 0;
    server.fallback = () => {
      n++;
      return page([item({ run_id: `r${n}` })], `c${n}`);
    };
    const listing = await listWeeklyRuns(client, { repository: 'acme/app' }, sinceIso);
    expect(server.requests).toHaveLength(MAX_PAGES);
    expect(listing).toMatchObject({ pages: MAX_PAGES, scanned: false, truncated: true });
    expect(listing.runs).toHaveLength(MAX_PAGES);
  });
});

describe('bothListings', () => {
  const undatedRun = (id: string) => ({ run_id: id, title: id, link: undefined, created_at: 'n/a' });
  const listing = (ids: string[], undated: string[], more: Partial<WeeklyListing> = {}): WeeklyListing => ({
    runs: ids.map((id) => row({ id })),
    pages: 1,
    scanned: false,
    truncated: false,
    undated: { count: undated.length, runs: undated.map(undatedRun) },
    ...more,
  });

  it("each run once, the first listing's first; the pages added up; either's bounds", () => {
    const both = bothListings(
      listing(['a', 'b'], ['u1'], { pages: 3 }),
      listing(['b', 'c'], ['u1', 'u2'], { scanned: true, truncated: true }),
    );
    expect(both.runs.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(both).toMatchObject({ pages: 4, scanned: true, truncated: true });
    expect(both.undated).toEqual({ count: 2, runs: [undatedRun('u1'), undatedRun('u2')] });
    expect(bothListings(listing([], []), listing([], [], { truncated: true }))).toMatchObject({
      scanned: false,
      truncated: true,
    });
  });

  it(`undated runs: all counted, at most ${UNDATED_NAMED} named`, () => {
    const ids = (prefix: string) => Array.from({ length: UNDATED_NAMED }, (_, i) => `${prefix}${i}`);
    const both = bothListings(
      listing([], ids('a'), { undated: { count: 12, runs: ids('a').map(undatedRun) } }),
      listing([], ids('b')),
    );
    expect(both.undated.count).toBe(12 + UNDATED_NAMED);
    expect(both.undated.runs.map((r) => r.run_id)).toEqual(ids('a'));
  });
});
