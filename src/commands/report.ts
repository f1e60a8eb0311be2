/**
 * `report`: the weekly picture. The runs this action started for the repository, itself or through a factory, and
 * those of the scheduled agents it manages (or, from the command line with `--all`, every run of the team) created
 * within the last `report-days` days: runs by final state, the success rate,
 * credits in total and per run, durations, the most frequent failure codes, the pass rate of each scorer of
 * `factory`, and charts per day. In the job summary (the command line's stdout), as a comment on `report-issue` when
 * it names one (one per workflow run: a re-run attempt edits it), and as plain figures in the `figures` output (the
 * command line's --json).
 */
import { ApiAbortError, ApiShapeError, CloudAgentError } from '../client/index.ts';
import { plural } from '../render/format.ts';
import { scorerName } from '../flow/gate.ts';
import { putKeyedComment, writeOutputs, writeSummary } from '../flow/report.ts';
import type { Step } from '../flow/step.ts';
import {
  bothListings,
  listDispatchedWeeklyRuns,
  listScheduledWeeklyRuns,
  listWeeklyRuns,
  ownedScheduleIds,
  previousOf,
  weeklyFigures,
  type Scope,
  type WeeklyListing,
} from '../flow/weekly.ts';
import type { ReportCommandInputs } from '../inputs.ts';
import {
  renderWeeklyReport,
  type Previous,
  type Schedules,
  type ScorerRate,
  type UndatedRun,
  type WeeklyFigures,
} from '../render/weekly.ts';

const DAY = 86_400_000;

export interface ReportOptions {
  /** Every run of the team, not only this repository's (the command line's --all). */
  all?: boolean;
  now?: () => number;
}

/**
 * The figures, whose runs they are, each scorer's pass rate, how the runs were read: what the `figures` output holds,
 * its keys in snake_case (see `snakeKeys`).
 */
export interface ReportFigures extends WeeklyFigures {
  /** The same figures of the period as long before the window; null when the listing was cut short. */
  previous: Previous | null;
  repository: string | null;
  factory: string | null;
  scorers: ScorerRate[];
  requests: { pages: number; scanned: boolean; truncated: boolean };
  /** Runs skipped as their creation time does not read: how many, and the first few. */
  undated: { count: number; runs: UndatedRun[] };
  /**
   * The scheduled agents the repository manages, whose runs are counted: how many, or why they could not be listed
   * (their runs are then not counted). Null for every run of the team, which counts them anyway.
   */
  schedules: Schedules | null;
}

/** A camelCase key in snake_case, as a type: `successRate` → `success_rate`. */
type SnakeKey<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeKey<T>}`
  : S;

/** A value with every key of its objects in snake_case (a map keyed by data, such as `states`, keeps its keys). */
export type SnakeCased<T> = T extends readonly (infer U)[]
  ? SnakeCased<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeKey<K> : K]: SnakeCased<T[K]> }
    : T;

/** What the `figures` output holds: ReportFigures, keyed in snake_case like every JSON the action and `--json` print. */
export type ReportJson = SnakeCased<ReportFigures>;

/** Keys that hold data, not names of ours: their keys are kept as they are (`states`: the service's state names). */
const DATA_KEYS = new Set(['states']);

/**
 * `value` with the keys of its objects in snake_case: each camelCase key of ours (`durationMs` → `duration_ms`); the
 * keys of a map of data (DATA_KEYS) as they are.
 */
export function snakeKeys<T>(value: T): SnakeCased<T> {
  const convert = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(convert);
    if (v === null || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v).map(([key, inner]) => [
        /^[a-z][A-Za-z0-9]*$/.test(key) ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key,
        DATA_KEYS.has(key) ? inner : convert(inner),
      ]),
    );
  };
  return convert(value) as SnakeCased<T>;
}

export async function reportCommand(
  step: Step,
  inputs: ReportCommandInputs,
  options: ReportOptions = {},
): Promise<void> {
  const until = (options.now ?? Date.now)();
  const span = inputs.days * DAY;
  const start = until - span;
  const since = new Date(start).toISOString();
  const repository = options.all ? undefined : step.env.repository;
  const scope: Scope = repository === undefined ? { all: true } : { repository };
  // The window and the period as long before it, to compare with: one listing of both; for a repository, then the
  // runs factories made from the work its steps dispatched, which carry their ticket and none of the action's marks.
  const from = new Date(start - span).toISOString();
  const own = await listWeeklyRuns(step.client, scope, from, step.signal);
  let listing = own;
  let schedules: Schedules | null = null;
  if (repository !== undefined) {
    listing = bothListings(own, await listDispatchedWeeklyRuns(step.client, repository, from, step.signal));
    // And the runs of the scheduled agents it manages (schedules as code), which carry neither.
    const scheduled = await scheduledRuns(step, repository, from);
    schedules = scheduled.schedules;
    if (scheduled.listing) listing = bothListings(listing, scheduled.listing);
  }
  const current = listing.runs.filter((run) => run.createdAt >= start);
  const before = listing.runs.filter((run) => run.createdAt < start);
  step.host.log.info(
    `report: ${plural(current.length, 'run')} of ${repository ?? 'the team'} created since ${since}, ${before.length} in the ${plural(inputs.days, 'day')} before (${plural(listing.pages, 'page')} of runs${listing.scanned ? "; the service did not filter by metadata, so the team's runs were read" : ''}${listing.truncated ? '; stopped at the bound of pages' : ''})`,
  );
  const { undated } = listing;
  if (undated.count) {
    const named = undated.runs.map((r) => `${r.run_id} (created_at "${r.created_at}")`).join(', ');
    const more =
      undated.count > undated.runs.length ? `, and ${undated.count - undated.runs.length} more` : '';
    step.host.log.warning(
      `report: ${undated.count} run${undated.count === 1 ? '' : 's'} skipped, the service gave no readable creation time: ${named}${more}`,
    );
  }
  const figures = weeklyFigures(current, { since: start, until });
  // A listing cut short lacks the oldest runs: those of the period before, which is then not compared.
  const previous = listing.truncated
    ? undefined
    : previousOf(weeklyFigures(before, { since: start - span, until: start }));
  const scorers = inputs.factory ? await scorerRates(step, inputs.factory, since) : [];
  const report = renderWeeklyReport({
    figures,
    repository,
    factory: inputs.factory,
    scorers,
    scanned: listing.scanned,
    truncated: listing.truncated ? { pages: listing.pages, runs: listing.runs.length } : undefined,
    undated,
    previous,
    schedules,
  });
  await writeSummary(step.host, report);
  writeOutputs(step.host, {
    runs: String(figures.runs),
    'success-rate':
      figures.successRate === null ? '' : String(Math.round(figures.successRate * 10000) / 10000),
    'total-credits': String(figures.credits.total),
    figures: JSON.stringify(
      snakeKeys(json(figures, previous, repository, inputs.factory, scorers, listing, schedules)),
    ),
  });
  if (inputs.reportIssue !== undefined) await postReport(step, inputs.reportIssue, report);
}

function json(
  figures: WeeklyFigures,
  previous: Previous | undefined,
  repository: string | undefined,
  factory: string | undefined,
  scorers: ScorerRate[],
  listing: WeeklyListing,
  schedules: Schedules | null,
): ReportFigures {
  return {
    ...figures,
    previous: previous ?? null,
    repository: repository ?? null,
    factory: factory ?? null,
    scorers,
    requests: { pages: listing.pages, scanned: listing.scanned, truncated: listing.truncated },
    undated: listing.undated,
    schedules,
  };
}

/**
 * The runs of the scheduled agents `repository` manages, created since `from`, and how many agents those are; where
 * they cannot be listed (the service's error, or no answer), why (a warning): the report stands without their runs.
 */
async function scheduledRuns(
  step: Step,
  repository: string,
  from: string,
): Promise<{ listing?: WeeklyListing; schedules: Schedules }> {
  let ids: string[];
  try {
    ids = await ownedScheduleIds(step.client, repository, step.signal);
  } catch (err) {
    // Whatever the service answered, or a connection that failed: said. A step stopped, or a fault of ours: thrown.
    if (err instanceof ApiAbortError || !(err instanceof CloudAgentError)) throw err;
    const unread = `the service's scheduled agents could not be listed (${err.message})`;
    step.host.log.warning(`report: the runs of the repository's scheduled agents are not counted: ${unread}`);
    return { schedules: { count: 0, unread } };
  }
  const listing = await listScheduledWeeklyRuns(step.client, repository, ids, from, step.signal);
  return { listing, schedules: { count: ids.length, unread: null } };
}

/**
 * Each scorer of the factory with its pass rate over the window: the service's pass-rate metric from the window's
 * start, read as the gate reads it (one request a scorer). A scorer whose answer is not in a shape the report can
 * read is left out with a warning: the rest of the report stands without it.
 */
async function scorerRates(step: Step, factory: string, since: string): Promise<ScorerRate[]> {
  const { client, signal, host } = step;
  // Only the factory's scorers come back, whatever the service applied (client.scorers.list checks each).
  const { scorers, unmatched } = await client.scorers.list({ factory_uid: factory }, { signal });
  if (unmatched > 0) {
    host.log.warning(
      `the service answered ${unmatched} scorer${unmatched === 1 ? '' : 's'} of other factories (it did not filter by factory): left out`,
    );
  }
  if (!scorers.length) host.log.warning(`factory "${factory}" has no scorers: no pass rate to show`);
  const rates: ScorerRate[] = [];
  for (const scorer of scorers) {
    try {
      const metric = await client.scorers.passRate(
        scorer.id,
        { start_date: since, group_by_period: 'day' },
        { signal },
      );
      rates.push({
        id: scorer.id,
        name: scorerName(scorer),
        passRate: metric.pass_rate ?? null,
        passed: metric.pass_count,
        failed: metric.fail_count,
      });
    } catch (err) {
      if (!(err instanceof ApiShapeError)) throw err;
      host.log.warning(
        `the pass rate of ${scorerName(scorer)} (#${scorer.id}) is left out of the report: ${err.message}`,
      );
    }
  }
  return rates;
}

/**
 * The report as the comment of this workflow run on issue `number`: a signed marker keyed by the workflow run (and
 * its job) finds it again, so a re-run attempt edits the comment its first attempt wrote (or whose answer it lost),
 * and the next scheduled run, a new workflow run, posts a new one: each is the picture of its week.
 */
async function postReport(step: Step, number: number, report: string): Promise<void> {
  if (!step.repository) {
    throw new Error(`${step.host.words.noGitHub}: the report cannot be posted on #${number}`);
  }
  let written;
  try {
    written = await putKeyedComment(step, number, reportKey(step.env), report);
  } catch (err) {
    throw new Error(`could not post the report on #${number}: ${(err as Error).message}`, { cause: err });
  }
  step.host.log.info(
    `report ${written.edited ? 'updated' : 'posted'} on #${number}${written.url ? `: ${written.url}` : ''}`,
  );
}

/** The key of a workflow run's report comment: the run (whatever its attempt) and the job. */
export function reportKey(env: Pick<Step['env'], 'workflowRunId' | 'job'>): string {
  return `report:${env.workflowRunId}/${env.job}`;
}
