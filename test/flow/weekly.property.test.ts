/**
 * The weekly report's listing and figures where their parts meet, over random runs and services: the repository's own
 * runs, the runs factories made from its work and those of the scheduled agents it manages, read through the three
 * listings and joined as the report joins them;
 * a service that applies the filters it is asked for, ignores them, or has no metadata filtering; pages of any size,
 * a run created between two pages (the next page starts one run early, so a run is answered twice); creation times
 * that do not read; and runs created after the report's clock says it is (the service's clock ahead of the runner's).
 * Whatever the service does, each run of the scope created in the window is counted once and no other run is; the
 * undated ones are counted, not dated; and the figures add up: states, per day, failures, credits.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import {
  bothListings,
  listDispatchedWeeklyRuns,
  listScheduledWeeklyRuns,
  listWeeklyRuns,
  UNDATED_NAMED,
  weeklyFigures,
  type WeeklyRun,
} from '../../src/flow/weekly.ts';
import { sample } from '../helpers/answers.ts';
import { startScriptServer, type ScriptServer, type RecordedRequest } from '../helpers/script-server.ts';

/** Seeded, so a failure replays; some 2 s (each sequence's pages go through the client over loopback). */
const RUNS = { numRuns: 120, seed: 20261204 };
/** The figures' runs: pure functions, some 0.1 s. */
const FIGURE_RUNS = { numRuns: 300, seed: 20261204 };

const DAY = 86_400_000;
const REPOSITORY = 'acme/app';
/** The window's start the listings are asked for. */
const SINCE = Date.parse('2026-11-20T08:00:00Z');

/** Whose a run is, by the metadata it carries. */
type Owner =
  | 'ours' // started by the action in this repository
  | 'ours-elsewhere' // started by the action in another repository
  | 'thread-ticket' // made by a factory from one of this repository's threads
  | 'workflow-ticket' // made by a factory from one of this repository's workflow runs
  | 'other-ticket' // made by a factory from another repository's work
  | 'both' // the action's marks and a thread's ticket (drift: a run that carries both)
  | 'none';

const METADATA: Record<Owner, Record<string, string> | undefined> = {
  ours: { gh_repo: REPOSITORY, created_by: 'cloud-agent-action' },
  'ours-elsewhere': { gh_repo: 'acme/other', created_by: 'cloud-agent-action' },
  'thread-ticket': { ticket_source: 'github', ticket_id: `${REPOSITORY}#7` },
  'workflow-ticket': { ticket_source: 'github', ticket_id: `${REPOSITORY}/actions/runs/55/triage` },
  'other-ticket': { ticket_source: 'github', ticket_id: 'acme/other#7' },
  both: {
    gh_repo: REPOSITORY,
    created_by: 'cloud-agent-action',
    ticket_source: 'github',
    ticket_id: `${REPOSITORY}#7`,
  },
  none: undefined,
};
const OWN: ReadonlySet<Owner> = new Set(['ours', 'both']);
const DISPATCHED: ReadonlySet<Owner> = new Set(['thread-ticket', 'workflow-ticket', 'both']);

interface ServiceRun {
  id: string;
  owner: Owner;
  /** The scheduled agent that made it: s1 is one the repository manages, s2 another's. */
  schedule: 's1' | 's2' | undefined;
  /** When the service made it (its own clock), ms. */
  created: number;
  /** Its `created_at` is answered as text that is no time. */
  garbled: boolean;
  state: string;
}

const serviceRun = fc.record({
  owner: fc.constantFrom<Owner>(
    'ours',
    'ours-elsewhere',
    'thread-ticket',
    'workflow-ticket',
    'other-ticket',
    'both',
    'none',
  ),
  schedule: fc.constantFrom<ServiceRun['schedule']>(undefined, undefined, 's1', 's2'),
  // From two days before the window to a few minutes past the end of a 14-day one.
  created: fc.integer({ min: SINCE - 2 * DAY, max: SINCE + 14 * DAY + 300_000 }),
  garbled: fc.boolean(),
  state: fc.constantFrom('SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED', 'INPROGRESS', 'BLOCKED', 'QUEUED'),
});

interface Behaviour {
  metadataFilter: 'applied' | 'ignored' | 'unavailable';
  scheduleFilter: 'applied' | 'ignored';
  createdAfter: 'applied' | 'ignored';
  pageSize: number;
  /** For each page after the first, whether a run was created since the last (the page starts one run early). */
  shifts: boolean[];
}

const behaviour: fc.Arbitrary<Behaviour> = fc.record({
  metadataFilter: fc.constantFrom<Behaviour['metadataFilter']>('applied', 'ignored', 'unavailable'),
  scheduleFilter: fc.constantFrom<Behaviour['scheduleFilter']>('applied', 'ignored'),
  createdAfter: fc.constantFrom<Behaviour['createdAfter']>('applied', 'ignored'),
  pageSize: fc.integer({ min: 1, max: 6 }),
  shifts: fc.array(fc.boolean(), { maxLength: 40 }),
});

const world = fc.record({
  runs: fc.uniqueArray(serviceRun, { maxLength: 40, selector: (r) => `${r.created}` }),
  behaviour,
});

/** The service's answer to one `GET /agent/runs`: the runs the query selects, newest first, from the cursor on. */
function answer(runs: readonly ServiceRun[], b: Behaviour, req: RecordedRequest) {
  const metadata = [...req.query.entries()].filter(([key]) => key.startsWith('metadata['));
  if (metadata.length && b.metadataFilter === 'unavailable') {
    return { status: 403, body: { error_code: 'feature_not_available', retryable: false } };
  }
  const after = req.query.get('created_after');
  const schedule = req.query.get('schedule_id');
  const selected = runs
    .filter((run) => {
      const own = METADATA[run.owner] ?? {};
      if (b.metadataFilter === 'applied' && metadata.some(([key, value]) => own[key.slice(9, -1)] !== value))
        return false;
      if (b.scheduleFilter === 'applied' && schedule !== null && run.schedule !== schedule) return false;
      return b.createdAfter === 'ignored' || after === null || run.created >= Date.parse(after);
    })
    .sort((x, y) => y.created - x.created);
  const cursor = req.query.get('cursor');
  const [page, from] = cursor ? cursor.split(':').map(Number) : [0, 0];
  const start = Math.max(0, from! - (b.shifts[page!] ? 1 : 0));
  const items = selected.slice(start, start + b.pageSize);
  const next = start + b.pageSize;
  return {
    status: 200,
    body: {
      runs: items.map((run) => item(run)),
      page_info:
        next < selected.length
          ? { has_next_page: true, next_cursor: `${page! + 1}:${next}` }
          : { has_next_page: false },
    },
  };
}

const item = (run: ServiceRun): RunItem =>
  sample<RunItem>('RunItem', {
    run_id: run.id,
    title: `Run ${run.id}`,
    state: run.state,
    created_at: run.garbled ? 'last tuesday' : new Date(run.created).toISOString(),
    updated_at: new Date(run.created + 60_000).toISOString(),
    ...(METADATA[run.owner] ? { metadata: METADATA[run.owner] } : {}),
    ...(run.schedule
      ? {
          schedule: { schedule_id: run.schedule, schedule_name: run.schedule, cron_schedule: '*/30 * * * *' },
        }
      : {}),
  });

const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id).sort();

describe('the weekly listings, over random runs and services', () => {
  let server: ScriptServer;
  let client: CloudAgentClient;
  beforeAll(async () => {
    server = await startScriptServer();
    client = new CloudAgentClient({ apiKey: 'k', baseUrl: server.url });
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it("count each run of the repository's, of its dispatched work and of its scheduled agents created in the window once, and no other", async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ runs: drawn, behaviour: b }) => {
        const runs = drawn.map((run, i) => ({ ...run, id: `r${i}` }));
        server.fallback = (req) => answer(runs, b, req);
        const since = new Date(SINCE).toISOString();
        const own = await listWeeklyRuns(client, { repository: REPOSITORY }, since);
        const dispatched = await listDispatchedWeeklyRuns(client, REPOSITORY, since);
        const scheduled = await listScheduledWeeklyRuns(client, REPOSITORY, ['s1'], since);
        const listing = bothListings(bothListings(own, dispatched), scheduled);

        const inScope = (run: ServiceRun) =>
          OWN.has(run.owner) || DISPATCHED.has(run.owner) || run.schedule === 's1';
        const dated = runs.filter((run) => inScope(run) && !run.garbled && run.created >= SINCE);
        expect(ids(listing.runs)).toEqual(ids(dated));
        expect(listing.truncated).toBe(false);
        // Read without the filter only when the service showed it does not apply it: refused it, or answered a run
        // it does not match.
        expect(scheduled.scanned).toBe(false);
        for (const one of [own, dispatched]) {
          if (b.metadataFilter === 'applied') expect(one.scanned).toBe(false);
          if (b.metadataFilter === 'unavailable') expect(one.scanned).toBe(true);
        }

        // Undated runs of the scope: those of the window surely counted (older ones may be, before the listing
        // reaches a dated run older than the window), each once, the first UNDATED_NAMED named.
        const undated = runs.filter((run) => inScope(run) && run.garbled);
        const undatedInWindow = undated.filter((run) => run.created >= SINCE);
        expect(listing.undated.count).toBeGreaterThanOrEqual(undatedInWindow.length);
        expect(listing.undated.count).toBeLessThanOrEqual(undated.length);
        const named = listing.undated.runs.map((run) => run.run_id);
        expect(new Set(named).size).toBe(named.length);
        expect(named.length).toBe(Math.min(listing.undated.count, UNDATED_NAMED));
        for (const id of named) expect(undated.map((run) => run.id)).toContain(id);
      }),
      RUNS,
    );
  });
});

/** A row of the figures. */
const row = fc.record({
  state: fc.constantFrom(
    'SUCCEEDED',
    'FAILED',
    'ERROR',
    'CANCELLED',
    'INPROGRESS',
    'BLOCKED',
    'QUEUED',
    'SLEEPING',
  ),
  credits: fc.option(fc.double({ min: 0, max: 50, noNaN: true }), { nil: undefined }),
  durationMs: fc.option(fc.nat({ max: 3_600_000 }), { nil: undefined }),
  code: fc.option(fc.constantFrom('timeout', 'environment_setup_failed', 'a', 'b', 'c', 'd', 'e'), {
    nil: undefined,
  }),
  /** Ms after the window's start; past its end by up to five minutes: a run the service's clock made "later". */
  offset: fc.integer({ min: 0, max: 7 * DAY + 300_000 }),
});

describe('the weekly figures, over random runs and windows', () => {
  it('add up: every run in its state, on its day, in the credits; failures ranked or counted as others', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 60 }),
        // The report's clock: any time of day, so that the window's end falls anywhere in its last day.
        fc.integer({ min: Date.parse('2026-11-27T00:00:00Z'), max: Date.parse('2026-11-28T00:00:00Z') }),
        (rows, until) => {
          const since = until - 7 * DAY;
          const runs: WeeklyRun[] = rows.map((r, i) => ({
            id: `r${i}`,
            link: undefined,
            state: r.state,
            createdAt: since + r.offset,
            credits: r.credits,
            durationMs: r.durationMs,
            errorCode:
              r.state === 'FAILED' || r.state === 'ERROR' ? (r.code ?? '(no error code)') : undefined,
            title: `Run ${i}`,
          }));
          const f = weeklyFigures(runs, { since, until });
          expect(f.runs).toBe(runs.length);
          expect(Object.values(f.states).reduce((a, b) => a + b, 0)).toBe(runs.length);
          expect(f.ended).toBe(f.succeeded + f.failed + f.cancelled);
          expect(f.succeeded + f.failed + f.cancelled + f.going).toBeLessThanOrEqual(f.runs);
          expect(f.perDay.reduce((n, d) => n + d.runs, 0)).toBe(runs.length);
          const dayCredits = f.perDay.reduce((n, d) => n + d.credits, 0);
          expect(Math.abs(dayCredits - f.credits.total)).toBeLessThanOrEqual(0.005 * (f.perDay.length + 1));
          expect(f.failureCodes.reduce((n, c) => n + c.count, 0) + f.otherFailures).toBe(f.failed);
          expect(f.otherFailures).toBeGreaterThanOrEqual(0);
          const dates = f.perDay.map((d) => d.date);
          expect([...dates].sort()).toEqual(dates);
          expect(new Set(dates).size).toBe(dates.length);
        },
      ),
      FIGURE_RUNS,
    );
  });
});
