/**
 * The weekly picture (`command: report`): the runs of this repository (or of the whole team) created within the last
 * days, read a page at a time, each kept as a small row of what the figures need (state, creation time, credits,
 * duration, failure code, a link); then the figures of those rows, computed here by pure functions.
 *
 * Requests: pages of `GET /agent/runs` (newest created first, PAGE_SIZE a page, `created_after` the window's start,
 * the repository's metadata as a filter) and nothing per run: the list items carry every field the figures read.
 * At most MAX_PAGES pages. Filters are hints (DESIGN.md, "What it believes"): every run is checked here against the
 * window and, for a repository, against the metadata this action stamps on its runs, whatever the service applied.
 */
import { ApiError, runMatches, type CloudAgentClient, type RunItem } from '../client/index.ts';
import { isGoing, TERMINAL_STATES, timeOf } from '../shared/runs.ts';
import { ellipsis, parseIsoDuration } from '../render/format.ts';
import type { CostlyRun, Day, Previous, Spread, UndatedRun, WeeklyFigures } from '../render/weekly.ts';
import { creditsOf } from './credits.ts';
import { META, SOURCE } from './origin.ts';
import { ownerOf } from './schedules.ts';
import { dispatchedFrom, THREAD_TICKET_SOURCE } from './tickets.ts';

export type {
  CostlyRun,
  Day,
  FailureCode,
  Previous,
  Spread,
  UndatedRun,
  WeeklyFigures,
} from '../render/weekly.ts';

/** Runs a page: the most the service gives (limit 1-500), so 10,000 runs take 20 requests. */
export const PAGE_SIZE = 500;
/** Pages read at most: 30,000 runs. A window with more is reported as cut short (`truncated`). */
export const MAX_PAGES = 60;
/** Failure codes the report names, the most frequent first. */
export const TOP_FAILURE_CODES = 5;
/** The costliest runs the report names. */
export const TOP_COSTLIEST = 5;
/** The runs without a readable creation time the report names (it counts them all). */
export const UNDATED_NAMED = 10;
/** What a failed run without an error code counts under. */
export const NO_CODE = '(no error code)';

const DAY = 86_400_000;

/** A run as the figures need it: a few fields, so 10,000 of them take little room. */
export interface WeeklyRun {
  id: string;
  /** The run's session, when the service gave one (an https URL). */
  link: string | undefined;
  state: string;
  /** When it was created, ms since the epoch. */
  createdAt: number;
  /** Its usage in credits (creditsOf); undefined when the service lists none. */
  credits: number | undefined;
  /** How long it ran, for an ended run whose duration can be told; else undefined. */
  durationMs: number | undefined;
  /** The service's error code of a failed run (FAILED, ERROR); undefined otherwise or when it gave none. */
  errorCode: string | undefined;
  /** Its title, cut to TITLE_CHARS (the costliest runs are named by it). */
  title: string;
}

/** The most of a run's title a row keeps. */
export const TITLE_CHARS = 100;

/** A failed run's state. */
const FAILED = new Set(['FAILED', 'ERROR']);

/** Whether a run is ended (succeeded, failed, cancelled): what the success rate counts. */
export const hasEnded = (state: string) => TERMINAL_STATES.has(state);

/**
 * How long an ended run ran: the service's `run_time`, else from its start (or creation) to its end
 * (`finished_at`, else its last update: an ended run changes no more). Undefined while it goes, or when the times
 * do not read.
 */
export function durationOf(
  run: Pick<RunItem, 'state' | 'run_time' | 'started_at' | 'finished_at' | 'created_at' | 'updated_at'>,
): number | undefined {
  if (!hasEnded(run.state)) return undefined;
  const fromRunTime = parseIsoDuration(run.run_time ?? undefined);
  if (fromRunTime !== undefined) return fromRunTime;
  const start = Date.parse(run.started_at ?? run.created_at);
  const end = Date.parse(run.finished_at ?? run.updated_at);
  return Number.isNaN(start) || Number.isNaN(end) || end < start ? undefined : end - start;
}

/** The run's session link, when it is an https URL. */
function linkOf(run: Pick<RunItem, 'session_link'>): string | undefined {
  const link = run.session_link;
  return typeof link === 'string' && /^https:\/\//i.test(link) ? link : undefined;
}

/** The row of a run. */
export function weeklyRun(run: RunItem): WeeklyRun {
  const code = run.status_message?.error_code;
  return {
    id: run.run_id,
    link: linkOf(run),
    state: run.state,
    createdAt: Date.parse(run.created_at),
    credits: creditsOf(run),
    durationMs: durationOf(run),
    errorCode: FAILED.has(run.state) ? (typeof code === 'string' && code !== '' ? code : NO_CODE) : undefined,
    title: ellipsis(run.title, TITLE_CHARS),
  };
}

/** Whose runs: this repository's (by the metadata the action stamps on its runs), or every run of the team. */
export type Scope = { repository: string } | { all: true };

export interface WeeklyListing {
  runs: WeeklyRun[];
  /** Requests made (pages read). */
  pages: number;
  /** The service did not filter by metadata (it answered other runs, or has no metadata filtering): the team's runs were read and matched here. */
  scanned: boolean;
  /** MAX_PAGES were read and more followed: runs of the window may be missing. */
  truncated: boolean;
  /**
   * Runs of the scope whose `created_at` does not read as a time: not in the figures (the window cannot be told),
   * counted, and the first UNDATED_NAMED named.
   */
  undated: { count: number; runs: UndatedRun[] };
}

/**
 * The runs of `scope` created at or after `since`, a row each, read page by page (newest created first). The
 * listing ends where the service says it ends, where a page holds a run created before the window (the service did
 * not apply `created_after`; the pages come newest first, so the rest are older still), or after MAX_PAGES pages. A
 * run whose creation time does not read (not RFC 3339) is neither: it is skipped, counted, and the listing goes on.
 */
export function listWeeklyRuns(
  client: CloudAgentClient,
  scope: Scope,
  since: string,
  signal?: AbortSignal,
): Promise<WeeklyListing> {
  const filter = 'repository' in scope ? ownMetadata(scope.repository) : undefined;
  // The scope's runs: by the metadata this action stamps, whatever the service applied.
  return listRunsOf(client, filter, (run) => !filter || runMatches({ metadata: filter }, run), since, signal);
}

/** The metadata this action stamps on the runs it starts in `repository`. */
const ownMetadata = (repository: string) => ({ [META.repo]: repository, [META.source]: SOURCE });

/**
 * The runs factories made from the work `dispatch` filed under `repository`'s own tickets (a thread's, a workflow
 * run's: dispatchedFrom), created at or after `since`, as listWeeklyRuns reads the action's own: they carry the
 * ticket the service stamps on them, and none of the action's metadata. Listed by the ticket's source, and matched
 * here by the rest. A run that carries both is the repository's own, listWeeklyRuns's: not listed here, so that the
 * two listings never share a run (bothListings cannot tell an undated run it does not name from another).
 */
export function listDispatchedWeeklyRuns(
  client: CloudAgentClient,
  repository: string,
  since: string,
  signal?: AbortSignal,
): Promise<WeeklyListing> {
  const filter = { ticket_source: THREAD_TICKET_SOURCE };
  const own = ownMetadata(repository);
  return listRunsOf(
    client,
    filter,
    (run) => dispatchedFrom(run, repository) && !runMatches({ metadata: own }, run),
    since,
    signal,
  );
}

/**
 * The ids of the scheduled agents `repository` manages (schedules as code: flow/schedules.ts `ownerOf`), as the
 * service lists them now. Their runs are the repository's work too; those of a schedule deleted since are not known.
 */
export async function ownedScheduleIds(
  client: CloudAgentClient,
  repository: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const { schedules } = await client.schedules.list({ signal });
  const name = repository.toLowerCase();
  return schedules.filter((item) => ownerOf(item)?.toLowerCase() === name).map((item) => item.id);
}

/**
 * The runs the scheduled agents `scheduleIds` made, created at or after `since`, as listWeeklyRuns reads the action's
 * own: a listing a schedule (`schedule_id`), each run checked here by the schedule it names (`schedule.schedule_id`;
 * one that names none cannot be told to be of it, and is not counted). A run that carries the action's metadata or
 * one of the repository's tickets is not listed here: the other listings count it.
 */
export async function listScheduledWeeklyRuns(
  client: CloudAgentClient,
  repository: string,
  scheduleIds: readonly string[],
  since: string,
  signal?: AbortSignal,
): Promise<WeeklyListing> {
  const own = ownMetadata(repository);
  let listing: WeeklyListing = {
    runs: [],
    pages: 0,
    scanned: false,
    truncated: false,
    undated: { count: 0, runs: [] },
  };
  for (const id of scheduleIds) {
    const mine = (run: RunItem) =>
      run.schedule?.schedule_id === id &&
      !runMatches({ metadata: own }, run) &&
      !dispatchedFrom(run, repository);
    listing = bothListings(
      listing,
      await listRunsOf(client, undefined, mine, since, signal, { schedule_id: id }),
    );
  }
  return listing;
}

/** Two listings as one: each run once (the first listing's row), the pages of both, either's bounds. */
export function bothListings(first: WeeklyListing, second: WeeklyListing): WeeklyListing {
  const ids = new Set(first.runs.map((run) => run.id));
  const undatedIds = new Set(first.undated.runs.map((run) => run.run_id));
  const undated = second.undated.runs.filter((run) => !undatedIds.has(run.run_id));
  return {
    runs: [...first.runs, ...second.runs.filter((run) => !ids.has(run.id))],
    pages: first.pages + second.pages,
    scanned: first.scanned || second.scanned,
    truncated: first.truncated || second.truncated,
    undated: {
      count: first.undated.count + second.undated.count - (second.undated.runs.length - undated.length),
      runs: [...first.undated.runs, ...undated].slice(0, UNDATED_NAMED),
    },
  };
}

/**
 * The runs `filter` asks the service for (all of them without one) that `mine` keeps, created at or after `since`,
 * as listWeeklyRuns says.
 */
async function listRunsOf(
  client: CloudAgentClient,
  filter: Record<string, string> | undefined,
  mine: (run: RunItem) => boolean,
  since: string,
  signal: AbortSignal | undefined,
  /** A filter of the service's other than metadata (a schedule's id), which the client checks every run against. */
  also: { schedule_id?: string } = {},
): Promise<WeeklyListing> {
  const query = {
    sort_by: 'created_at',
    sort_order: 'desc',
    limit: PAGE_SIZE,
    created_after: since,
    ...also,
  } as const;
  const bound = Date.parse(since);
  let scanned = false;
  // Of the page being read: a run created before the window ends the listing.
  let older = false;
  const runs: WeeklyRun[] = [];
  const undated: WeeklyListing['undated'] = { count: 0, runs: [] };
  // A run the service hands back twice (runs were created between two pages) counts once.
  const seen = new Set<string>();
  // Each run of a page, those the client kept (`kept`) and those it left out, checked here whatever the client
  // checked: the window, and the repository's metadata.
  const see = (run: RunItem, kept: boolean) => {
    const ofScope = mine(run);
    const created = timeOf(run.created_at);
    if (Number.isNaN(created)) {
      // A run it cannot date: skipped, and named when it is of the scope.
      if (!ofScope || seen.has(run.run_id)) return;
      seen.add(run.run_id);
      if (undated.count++ < UNDATED_NAMED) {
        undated.runs.push({
          run_id: run.run_id,
          title: ellipsis(run.title, TITLE_CHARS),
          link: linkOf(run),
          created_at: ellipsis(String(run.created_at), 40),
        });
      }
      return;
    }
    if (created < bound) {
      older = true;
      return;
    }
    if (!kept || !ofScope || seen.has(run.run_id)) return;
    seen.add(run.run_id);
    runs.push(weeklyRun(run));
  };
  const read = async (metadata: boolean, cursor?: string) => {
    older = false;
    const page = await client.runs.listPage(
      { ...query, ...(metadata ? { metadata: filter } : {}), ...(cursor ? { cursor } : {}) },
      { signal },
      (run) => see(run, false),
    );
    for (const run of page.runs) see(run, true);
    return page;
  };
  let page;
  try {
    page = await read(filter !== undefined);
  } catch (err) {
    if (!(filter && err instanceof ApiError && err.errorCode === 'feature_not_available')) throw err;
    scanned = true;
    page = await read(false);
  }
  for (let pages = 1; ; pages++) {
    // A run the client left out for the metadata asked for (not for its time alone) means the service did not filter
    // by it: its pages are the team's, and the rest are read without it (matched here).
    if (page.foreign > 0) scanned = true;
    const cursor = page.page_info.has_next_page ? page.page_info.next_cursor : undefined;
    if (!cursor || older) return { runs, pages, scanned, truncated: false, undated };
    if (pages >= MAX_PAGES) return { runs, pages, scanned, truncated: true, undated };
    page = await read(filter !== undefined && !scanned, cursor);
  }
}

/**
 * The `p`-th quantile (0 to 1) of `sorted` (ascending), linear between the two nearest values (a spreadsheet's
 * PERCENTILE.INC): the median of 1, 2, 3, 4 is 2.5. Null for no values.
 */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (!sorted.length) return null;
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
}

/** Credits as the figures give them: to the hundredth. */
export const roundCredits = (n: number) => Math.round(n * 100) / 100;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The figures of `runs`, created within [since, until] (one created after it counts on its last day). */
export function weeklyFigures(
  runs: readonly WeeklyRun[],
  window: { since: number; until: number },
): WeeklyFigures {
  const states: Record<string, number> = {};
  let succeeded = 0;
  let failed = 0;
  let cancelled = 0;
  let ended = 0;
  let going = 0;
  let total = 0;
  let runsWithUsage = 0;
  const perRun: number[] = [];
  const durations: number[] = [];
  const codes = new Map<string, { count: number; newest: WeeklyRun }>();
  const days = new Map<string, Day>();
  for (let day = Date.parse(isoDate(window.since)); day <= window.until; day += DAY) {
    days.set(isoDate(day), { date: isoDate(day), runs: 0, credits: 0 });
  }
  for (const run of runs) {
    states[run.state] = (states[run.state] ?? 0) + 1;
    const end = hasEnded(run.state);
    if (end) ended++;
    if (run.state === 'SUCCEEDED') succeeded++;
    else if (FAILED.has(run.state)) failed++;
    else if (run.state === 'CANCELLED') cancelled++;
    else if (isGoing(run.state)) going++;
    if (run.credits !== undefined) {
      total += run.credits;
      runsWithUsage++;
      if (end) perRun.push(run.credits);
    }
    if (run.durationMs !== undefined) durations.push(run.durationMs);
    if (run.errorCode !== undefined) {
      const seen = codes.get(run.errorCode);
      if (!seen) codes.set(run.errorCode, { count: 1, newest: run });
      else {
        seen.count++;
        if (run.createdAt > seen.newest.createdAt) seen.newest = run;
      }
    }
    // A run created after the window's end (the service's clock ahead of the runner's, or made while the report
    // read) is of the window all the same: it counts on the last day, so that the days add up to the runs.
    const day = days.get(isoDate(Math.max(window.since, Math.min(run.createdAt, window.until))))!;
    day.runs++;
    day.credits += run.credits ?? 0;
  }
  const ranked = [...codes.entries()]
    .sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, TOP_FAILURE_CODES)
    .map(([code, { count, newest }]) => ({
      code,
      count,
      example: { run_id: newest.id, link: newest.link },
    }));
  const creditSpread = spread(perRun);
  const costliest: CostlyRun[] = runs
    .filter((run) => run.credits !== undefined)
    .sort((a, b) => b.credits! - a.credits! || b.createdAt - a.createdAt)
    .slice(0, TOP_COSTLIEST)
    .map((run) => ({
      run_id: run.id,
      title: run.title,
      link: run.link,
      state: run.state,
      credits: roundCredits(run.credits!),
    }));
  return {
    since: new Date(window.since).toISOString(),
    until: new Date(window.until).toISOString(),
    days: Math.round((window.until - window.since) / DAY),
    runs: runs.length,
    states,
    ended,
    succeeded,
    failed,
    cancelled,
    going,
    successRate: ended ? succeeded / ended : null,
    credits: {
      total: roundCredits(total),
      runsWithUsage,
      perRun: {
        count: creditSpread.count,
        median: creditSpread.median === null ? null : roundCredits(creditSpread.median),
        p90: creditSpread.p90 === null ? null : roundCredits(creditSpread.p90),
      },
    },
    durationMs: spread(durations),
    failureCodes: ranked,
    otherFailures: failed - ranked.reduce((n, c) => n + c.count, 0),
    costliest,
    perDay: [...days.values()].map((d) => ({ ...d, credits: roundCredits(d.credits) })),
  };
}

/** What the report compares the window with: the same figures of the period as long just before it. */
export function previousOf(figures: WeeklyFigures): Previous {
  return {
    since: figures.since,
    until: figures.until,
    runs: figures.runs,
    successRate: figures.successRate,
    credits: figures.credits.total,
    creditsMedian: figures.credits.perRun.median,
    durationMedianMs: figures.durationMs.median,
  };
}
