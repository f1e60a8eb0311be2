/**
 * The gate's judgement: which runs belong to a pull request, which scorers judge them, the live attempt of each
 * (run, scorer) pair, judges dispatched now for pairs without one, the wait for their verdicts, and the reasons.
 * Requests grow with pages of results, not with runs: attempts come from the scorer's result pages (100 a page),
 * reasons in batches of 100 runs, dispatches in batches of 100 pairs. The runs are plain rows by id (GateRunRow:
 * what the report shows of a run and the scorers that judge it), the pairs plain objects that take their attempt and
 * dispatch as they are read; run pages are read one at a time, and each judged row goes to a sink that keeps what
 * the report shows.
 */
import { ApiError, runMatches, type CloudAgentClient, type Read, type RunItem } from '../client/index.ts';
import { hasStopped } from '../shared/runs.ts';
import {
  belowBaseline,
  casePassed,
  EPSILON,
  overWindow,
  type Baseline,
  type BaselineCounts,
  type CasesSummary,
  type ScorerComparison,
} from '../render/gate-evidence.ts';
import { shownTitle, type GateRow, type GateSummary, type TrendInput, type Verdict } from '../render/gate.ts';
import type { GateRecord } from '../render/gate-record.ts';
import { parseIsoDuration, wellFormed } from '../render/format.ts';
import { META } from './origin.ts';
import { pacer } from './poll.ts';
import { OutcomeError } from '../shared/outcome.ts';
import { JUDGE_POLL, scaled } from '../timing.ts';

export type Scorer = Read<'ScorerListItem'>;
/** What a verdict needs of a judge's attempt, and how long its judge run took (the JUnit file's time). */
type Attempt = Pick<
  Read<'ScorerResult'>,
  'status' | 'is_in_flight' | 'classification' | 'score' | 'scoring_run_time' | 'scoring_run_id'
>;
/**
 * A run's live score: its newest scored attempt, which the service counts in the scorer's pass rate over a window
 * (at the scorer's own threshold) by when it was scored. `at` is that time (ms; NaN when it does not read).
 */
interface LiveScore {
  score: number;
  at: number;
}
/** What a judgement needs of a run (a whole RunItem will do). */
export type JudgedRun = Pick<RunItem, 'run_id' | 'title' | 'session_link' | 'state' | 'created_at'>;

/** The gate could not judge (`usage`, `service`), or judged and failed (`gate-failed`). */
export class GateError extends OutcomeError {}

/** A scorer as the gate shows it: its name, else its id (a service may answer one without a name, or an empty one). */
export function scorerName(scorer: Pick<Scorer, 'id' | 'name'>): string {
  return scorer.name || `scorer ${scorer.id}`;
}

/** A gate on the pass rate alone (a nightly gate): met when every scorer's rate over the window reaches the minimum. */
export function windowSummary(trends: TrendInput[], minPassRate: number): GateSummary {
  const passed = trends.reduce((n, t) => n + t.response.pass_count, 0);
  const failed = trends.reduce((n, t) => n + t.response.fail_count, 0);
  const total = passed + failed;
  const rates = trends.map((t) => t.response.pass_rate);
  const met = rates.every((r) => r !== null && r !== undefined && r >= minPassRate - 1e-9);
  return {
    conclusion: total === 0 ? 'neutral' : met ? 'success' : 'failure',
    passed,
    failed,
    total,
    passRate: total ? passed / total : null,
    minPassRate,
    // Each scorer counts its own scored runs: summed over several, a run judged by two counts twice.
    ...(trends.length > 1 ? { of: 'judgements' as const } : {}),
  };
}

/** Where to look for the runs of a pull request. */
export interface PullRequestRuns {
  repository: string;
  number: number;
  url: string;
  since: string;
  signal?: AbortSignal;
  log: (line: string) => void;
}

/**
 * Hands `see` each run a pull request's gate judges: stamped with its number by this action, or with a PR artifact
 * for it; judge runs are not the work being judged. A run may come twice (it is in both listings): the later is the
 * newer. Page by page: a caller that keeps little of each run never holds more than a page of whole runs.
 */
export async function visitRunsOfPullRequest(
  client: CloudAgentClient,
  options: PullRequestRuns,
  see: (run: RunItem) => void,
): Promise<void> {
  const stampedBy = { [META.repo]: options.repository, [META.number]: String(options.number) };
  let unfiltered = false;
  try {
    const stamped = client.runs.list({ metadata: stampedBy, limit: 100 }, { signal: options.signal }).pages();
    for await (const page of stamped) {
      // Each run was checked against the metadata asked for; a page that held others was not filtered, and the
      // listing would go on through every run of the team: the bounded scan below takes over.
      for (const run of page.runs) if (run.source !== 'RUN_SCORER') see(run);
      if (page.unmatched > 0) {
        unfiltered = true;
        break;
      }
    }
  } catch (err) {
    if (!(err instanceof ApiError && err.errorCode === 'feature_not_available')) throw err;
    options.log(
      'metadata filtering is not enabled for this team: finding the runs by their pull request artifacts only',
    );
  }
  if (unfiltered) {
    options.log(
      `the service answered runs of other pull requests or repositories (it does not filter by metadata): scanning the runs created since ${options.since} instead (at most ${SCAN_PAGES} pages)`,
    );
    let pages = 0;
    for await (const page of client.runs
      .list({ created_after: options.since, limit: 100, sort_by: 'created_at' }, { signal: options.signal })
      .pages()) {
      for (const run of page.runs) {
        if (run.source !== 'RUN_SCORER' && runMatches({ metadata: stampedBy }, run)) see(run);
      }
      if (++pages >= SCAN_PAGES) break;
    }
  }
  const target = normalizeUrl(options.url);
  let pages = 0;
  for await (const page of client.runs
    .list(
      { artifact_type: 'PULL_REQUEST', created_after: options.since, limit: 100, sort_by: 'created_at' },
      { signal: options.signal },
    )
    .pages()) {
    for (const run of page.runs) {
      if (run.source !== 'RUN_SCORER' && pointsAt(run, target)) see(run);
    }
    if (++pages >= SCAN_PAGES) {
      options.log(
        `stopped looking for runs with pull request artifacts after ${SCAN_PAGES} pages (${(SCAN_PAGES * 100).toLocaleString('en-US')} runs)`,
      );
      break;
    }
  }
}

/** Pages of the team's runs scanned for a pull request's stamped runs when the service does not filter by metadata. */
export const SCAN_PAGES = 50;

/** Whether one of the run's artifacts is the pull request (its normalized URL). */
function pointsAt(run: RunItem, target: string): boolean {
  for (const a of run.artifacts ?? []) {
    if (
      a.artifact_type === 'PULL_REQUEST' &&
      normalizeUrl(String((a.data as { url?: unknown }).url ?? '')) === target
    ) {
      return true;
    }
  }
  return false;
}

/** A run as the gate keeps it: what its rows show, and the scorers that judge it. */
export interface GateRunRow {
  id: string;
  /** The title as far as the report shows it, lone surrogates as U+FFFD (as the report shows them). */
  title: string;
  link: string | undefined;
  state: RunItem['state'];
  created_at: string;
  /** The scorers that judge it, in the gate's order of scorers. */
  scorers: Scorer[];
}

/** Each scorer once (by id), in the order given: a scorer named twice judges a run once. */
export function distinctScorers(scorers: readonly Scorer[]): Scorer[] {
  const seen = new Set<number>();
  return scorers.filter((scorer) => {
    if (seen.has(scorer.id)) return false;
    seen.add(scorer.id);
    return true;
  });
}

/** A run as the gate keeps it, judged by `scorers` (each once, in the gate's order). */
export function gateRunRow(run: JudgedRun, scorers: Scorer[]): GateRunRow {
  return {
    id: run.run_id,
    title: wellFormed(shownTitle(run.title)),
    link: run.session_link || undefined,
    state: run.state,
    created_at: run.created_at,
    scorers,
  };
}

function normalizeUrl(url: string): string {
  return url
    .trim()
    .replace(/\/+$/, '')
    .replace(/^http:/i, 'https:')
    .toLowerCase();
}

/** The scorers named by id or name (all of the factory's when none are named). */
export async function resolveScorers(
  client: CloudAgentClient,
  options: {
    names: string[];
    factory: string | undefined;
    signal?: AbortSignal;
    warn?: (line: string) => void;
    /** How the user names an input (the host's words). */
    setting: (name: string) => string;
  },
): Promise<Scorer[]> {
  if (!options.names.length && !options.factory) {
    throw new GateError(
      `name the scorers (${options.setting('scorer')}) or the factory whose scorers judge (${options.setting('factory')})`,
      'usage',
    );
  }
  // Only the factory's scorers come back, whatever the service applied (client.scorers.list checks each).
  const { scorers, unmatched } = await client.scorers.list(
    options.factory ? { factory_uid: options.factory } : {},
    { signal: options.signal },
  );
  if (unmatched > 0) {
    options.warn?.(
      `the service answered ${unmatched} scorer${unmatched === 1 ? '' : 's'} of other factories (it did not filter by factory): left out`,
    );
  }
  if (!options.names.length) {
    if (!scorers.length)
      throw new GateError(
        `factory "${options.factory}" has no scorers: create one, or name scorers with ${options.setting('scorer')}`,
        'service',
      );
    return scorers;
  }
  return pickScorers(options.names, scorers, options.factory ? ` in factory "${options.factory}"` : '');
}

/**
 * The scorers `names` names (an id, or a name in any case) among `scorers`; a name that matches none is an error
 * that lists the key's scorers. `where` says where they were looked for (" in factory \"fac_web\"").
 */
export function pickScorers(names: readonly string[], scorers: readonly Scorer[], where = ''): Scorer[] {
  return names.map((name) => {
    const hit = /^\d+$/.test(name)
      ? scorers.find((s) => s.id === Number(name))
      : scorers.find((s) => s.name?.toLowerCase() === name.toLowerCase());
    if (!hit) {
      const known =
        scorers.map((s) => (s.name === undefined ? `${s.id}` : `${s.id} (${s.name})`)).join(', ') || 'none';
      throw new GateError(`scorer "${name}" was not found${where}; the key's scorers: ${known}`, 'service');
    }
    return hit;
  });
}

/** Whether a scorer's scope covers a run: every run of its factory, or the runs of its selected agents. */
export function covers(scorer: Scorer, run: Pick<RunItem, 'executor' | 'factory_uid'>): boolean {
  if (scorer.scope_mode === 'selected_agents') {
    // Asked for every run of a gate: no set made per call. Without the agents (a service that does not say them)
    // no run is known to be theirs.
    const uid = run.executor?.uid;
    return uid !== undefined && (scorer.agents?.some((a) => a.uid === uid) ?? false);
  }
  return run.factory_uid === undefined || run.factory_uid === scorer.factory_uid;
}

export interface JudgeOptions {
  client: CloudAgentClient;
  /** The scorers of the gate, each once (distinctScorers): their result pages and reasons are read in this order. */
  scorers: readonly Scorer[];
  /** The runs by id, in the order of their rows, each with the scorers (of `scorers`) that judge it. */
  runs: ReadonlyMap<string, GateRunRow>;
  /** Overrides every scorer's own threshold. */
  threshold: number | undefined;
  dispatchJudges: boolean;
  /** How long to wait for verdicts of judges in flight. */
  timeoutMs: number;
  signal?: AbortSignal;
  log: (line: string) => void;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  pollMs?: { initial: number; max: number };
}

/**
 * Where the judged rows go, one by one, in the order of the pairs. `kept` are the rows it holds on to; the judge's
 * reasons are read for those alone and written into them.
 */
export interface RowSink {
  add(row: GateRow): void;
  kept(): readonly GateRow[];
}

/** A (run, scorer) pair being judged, and what is known of it. */
interface Pair {
  run: GateRunRow;
  scorer: Scorer;
  /** The scorer's newest attempt on the run, once read. */
  attempt?: Attempt;
  /** The run's live score with the scorer (see LiveScore), once read; none when it was never scored. */
  live?: LiveScore;
  /** The result pages were read far enough to know the live score (or that there is none). */
  liveRead?: boolean;
  /** A judge asked for now: the service's outcome, and the error of a failed ask. */
  dispatch?: { outcome: string; error: string | null };
}

/** Every (run, scorer) pair, run by run, each run's scorers in the gate's order. */
function pairsOf(runs: ReadonlyMap<string, GateRunRow>): Pair[] {
  return [...runs.values()].flatMap((run) => run.scorers.map((scorer) => ({ run, scorer })));
}

/** The key of a (run, scorer) pair in a lookup. */
const pairKey = (scorerId: number, runId: string) => `${scorerId} ${runId}`;

/** The earliest creation time of the pairs' runs (ms); the scorers' result pages older than it are not read. */
function oldestOf(pairs: readonly Pair[]): number {
  // A creation time that does not parse bounds nothing.
  const times = pairs.map(({ run }) => Date.parse(run.created_at)).filter((time) => !Number.isNaN(time));
  return times.reduce((oldest, time) => Math.min(oldest, time), Infinity);
}

/** A judge is at work on the pair: its verdict may still come. */
function waiting(pair: Pair): boolean {
  if (pair.attempt) return pair.attempt.status === 'in_flight' || Boolean(pair.attempt.is_in_flight);
  const outcome = pair.dispatch?.outcome;
  return outcome === 'dispatched' || outcome === 'already_in_flight';
}

/** An attempt as a live score: a scored one with a score, at its scoring time (else its attempt's). */
function liveOf(attempt: Read<'ScorerResult'>): LiveScore | undefined {
  if (attempt.status !== 'scored' || typeof attempt.score !== 'number' || !Number.isFinite(attempt.score)) {
    return undefined;
  }
  const at = attempt.scored_at ?? attempt.attempted_at;
  return { score: attempt.score, at: typeof at === 'string' ? Date.parse(at) : Number.NaN };
}

/**
 * Reads the newest attempt of every pair `only` picks, scorer by scorer, from the scorer's result pages (newest
 * first), and the live score of each pair whose live score is not known yet (its newest scored attempt: the newest
 * attempt itself, or an older one when the newest failed or is in flight). A scorer's pages stop once each of its
 * pairs is found or they are older than the oldest run.
 */
async function readAttempts(
  pairs: readonly Pair[],
  options: JudgeOptions,
  only: (pair: Pair) => boolean = () => true,
): Promise<void> {
  const { client, signal } = options;
  const oldest = oldestOf(pairs);
  for (const scorer of options.scorers) {
    // The scorer's pairs still wanted, by run id: for their newest attempt, and for their live score.
    const wanted = new Map<string, Pair>();
    const unscored = new Map<string, Pair>();
    for (const pair of pairs) if (pair.scorer.id === scorer.id && only(pair)) wanted.set(pair.run.id, pair);
    if (!wanted.size) continue;
    const asked = [...wanted.values()];
    for await (const page of client.scorers.results(scorer.id, { limit: 100 }, { signal }).pages()) {
      for (const attempt of page.results) {
        const pair = wanted.get(attempt.run_id);
        if (pair) {
          wanted.delete(attempt.run_id);
          // What a verdict reads of it, not the whole result.
          pair.attempt = {
            status: attempt.status,
            is_in_flight: attempt.is_in_flight,
            classification: attempt.classification ?? null,
            score: attempt.score ?? null,
            scoring_run_time: attempt.scoring_run_time ?? null,
            scoring_run_id: attempt.scoring_run_id ?? null,
          };
          // A newest attempt that is scored is the live score; else the live score is older, unless known.
          const live = liveOf(attempt);
          if (live) pair.live = live;
          else if (!pair.liveRead) unscored.set(attempt.run_id, pair);
          continue;
        }
        const seeking = unscored.get(attempt.run_id);
        const live = seeking && liveOf(attempt);
        if (live) {
          seeking.live = live;
          unscored.delete(attempt.run_id);
        }
      }
      const last = page.results.at(-1);
      if ((!wanted.size && !unscored.size) || (last && Date.parse(last.attempted_at) < oldest)) break;
    }
    // Every attempt of these runs was seen (an attempt is never older than its run), or every one wanted found.
    for (const pair of asked) pair.liveRead = true;
  }
}

/** Asks for a judgement of every ended pair without an attempt, 100 pairs a request. */
async function dispatchJudges(pairs: readonly Pair[], options: JudgeOptions): Promise<void> {
  const unjudged = pairs.filter((pair) => !pair.attempt && hasStopped(pair.run.state));
  if (!unjudged.length || !options.dispatchJudges) return;
  options.log(
    `asking for ${unjudged.length} judgement${unjudged.length === 1 ? '' : 's'} now (runs without a live score)`,
  );
  for (let i = 0; i < unjudged.length; i += 100) {
    const batch = unjudged.slice(i, i + 100);
    try {
      const { results } = await options.client.scoring.dispatch(
        { targets: batch.map((pair) => ({ run_id: pair.run.id, scorer_id: pair.scorer.id })) },
        { signal: options.signal },
      );
      // Only the pairs of this batch take an outcome from its answer.
      const asked = new Map(batch.map((pair) => [pairKey(pair.scorer.id, pair.run.id), pair]));
      for (const result of results) {
        const pair = asked.get(pairKey(result.scorer_id, result.run_id));
        if (pair) pair.dispatch = { outcome: result.outcome, error: result.error ?? null };
      }
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      for (const pair of batch) pair.dispatch = { outcome: 'failed', error: err.message };
    }
  }
}

/** Waits for the verdicts of judges in flight, asking the top result pages (newest attempts come first). */
async function awaitVerdicts(pairs: readonly Pair[], options: JudgeOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const pace = pacer(
    now() + options.timeoutMs,
    {
      initialMs: options.pollMs?.initial ?? scaled(JUDGE_POLL.initialMs),
      factor: JUDGE_POLL.factor,
      maxMs: options.pollMs?.max ?? scaled(JUDGE_POLL.maxMs),
    },
    {
      now,
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  for (;;) {
    const left = pairs.filter(waiting).length;
    if (!left) return;
    if (!(await pace())) {
      options.log(`${left} judgement${left === 1 ? '' : 's'} still in flight after the score timeout`);
      return;
    }
    await readAttempts(pairs, options, waiting);
  }
}

/**
 * Writes the judge's reason into each kept row whose pair has an attempt, asked scorer by scorer, 100 runs a
 * request. A row without one keeps the reason it was made with.
 */
async function addReasons(
  pairs: readonly Pair[],
  kept: readonly GateRow[],
  options: JudgeOptions,
): Promise<void> {
  const byKey = new Map(pairs.map((pair) => [pairKey(pair.scorer.id, pair.run.id), pair]));
  for (const scorer of options.scorers) {
    const rows = kept.filter((row) => {
      if (row.scorer.id !== scorer.id) return false;
      const attempt = byKey.get(pairKey(scorer.id, row.runId))?.attempt;
      return attempt !== undefined && attempt.status !== 'in_flight';
    });
    if (!rows.length) continue;
    const { reasons } = await options.client.scorers.reasons(
      scorer.id,
      rows.map((row) => row.runId),
      { signal: options.signal },
    );
    const got = new Map<string, string | null>();
    for (const r of reasons) got.set(r.run_id, r.status === 'available' ? (r.reason ?? null) : null);
    for (const row of rows) row.reason = got.get(row.runId) ?? row.reason;
  }
}

/** What a verdict reads of a pair: its run's state, its attempt and the outcome of a judge asked for it. */
interface PairFacts {
  run: Pick<RunItem, 'state'>;
  attempt?: Attempt | undefined;
  dispatch?: string | undefined;
}

/** The verdict on a pair, from its attempt (or the lack of one) against the threshold. */
export function verdictOf(p: PairFacts, threshold: number, dispatchJudges: boolean): Verdict {
  const attempt = p.attempt;
  if (!hasStopped(p.run.state) && !attempt) return 'pending';
  if (!attempt) return p.dispatch === 'failed' || !dispatchJudges ? 'error' : 'pending';
  if (attempt.status === 'failed') return 'error';
  if (attempt.status === 'in_flight' || attempt.is_in_flight) return 'pending';
  if (typeof attempt.score === 'number') return attempt.score >= threshold ? 'pass' : 'fail';
  return 'error';
}

/**
 * How long the attempt's judge run took (ms), where the service says: an ISO 8601 duration. Any other text, or one
 * longer than a number counts exactly in milliseconds (285,000 years), says nothing.
 */
export function judgeTime(attempt: Pick<Attempt, 'scoring_run_time'> | undefined): number | undefined {
  const ms = parseIsoDuration(attempt?.scoring_run_time ?? undefined);
  return ms !== undefined && Number.isSafeInteger(Math.round(ms)) ? ms : undefined;
}

/** A pair's row, with the reason the gate gives itself where it has one (the judge's comes later). */
function rowOf({ run, scorer, attempt, dispatch }: Pair, options: JudgeOptions): GateRow {
  const threshold = options.threshold ?? scorer.threshold;
  const judgeMs = judgeTime(attempt);
  return {
    runId: run.id,
    title: run.title,
    ...(run.link ? { link: run.link } : {}),
    scorer: { id: scorer.id, name: scorerName(scorer) },
    classification: attempt?.classification ?? null,
    score: typeof attempt?.score === 'number' ? attempt.score : null,
    threshold,
    verdict: verdictOf({ run, attempt, dispatch: dispatch?.outcome }, threshold, options.dispatchJudges),
    reason: !hasStopped(run.state)
      ? 'The run has not ended yet: it cannot be judged.'
      : !attempt && !options.dispatchJudges
        ? 'No live score, and dispatch-judges is false.'
        : null,
    ...(dispatch?.outcome ? { dispatch: dispatch.outcome, dispatchError: dispatch.error } : {}),
    ...(judgeMs === undefined ? {} : { judgeMs }),
    ...(attempt?.scoring_run_id ? { scoringRunId: attempt.scoring_run_id } : {}),
  };
}

/**
 * What the gate tells the baseline of a scorer: its verdicts here at the threshold the gate judged at (a judge's
 * error or no verdict in time is `noVerdict`), and the live scores of the runs it judged here, which the service
 * counts in its pass rate over the window (at the scorer's own threshold).
 */
export interface ScorerTally {
  passed: number;
  failed: number;
  noVerdict: number;
  /** When the live scores of the runs judged here were scored (ms; NaN: unreadable): those passing, and failing. */
  livePasses: number[];
  liveFails: number[];
}

/** Each scorer's tally (see ScorerTally) from its pairs, by scorer id; a scorer without a pair has none. */
function tallyOf(pairs: readonly Pair[], options: JudgeOptions): Map<number, ScorerTally> {
  const tallies = new Map<number, ScorerTally>();
  for (const { run, scorer, attempt, dispatch, live } of pairs) {
    let tally = tallies.get(scorer.id);
    if (!tally) {
      tally = { passed: 0, failed: 0, noVerdict: 0, livePasses: [], liveFails: [] };
      tallies.set(scorer.id, tally);
    }
    const threshold = options.threshold ?? scorer.threshold;
    const verdict = verdictOf(
      { run, attempt, dispatch: dispatch?.outcome },
      threshold,
      options.dispatchJudges,
    );
    if (verdict === 'pass') tally.passed++;
    else if (verdict === 'fail') tally.failed++;
    else tally.noVerdict++;
    // The bar the service counts the window at: the scorer's own, whatever the gate's `threshold`.
    if (live) (live.score >= scorer.threshold ? tally.livePasses : tally.liveFails).push(live.at);
  }
  return tallies;
}

/**
 * Judges every pair: the live attempts, judges dispatched for pairs without one, their verdicts; each pair's row
 * goes to `sink`, then the reasons of the rows it kept are read. Returns each scorer's tally for the norm.
 */
export async function judgeInto(options: JudgeOptions, sink: RowSink): Promise<Map<number, ScorerTally>> {
  const pairs = pairsOf(options.runs);
  await readAttempts(pairs, options);
  await dispatchJudges(pairs, options);
  await awaitVerdicts(pairs, options);
  for (const pair of pairs) sink.add(rowOf(pair, options));
  await addReasons(pairs, sink.kept(), options);
  return tallyOf(pairs, options);
}

/** A scorer's pass and fail counts over a window, as the service counts them, and the window's bounds (its own). */
export interface WindowCounts {
  passed: number;
  failed: number;
  /** The window, [start, end), in the service's time (ms; NaN where its answer did not read: no bound). */
  start: number;
  end: number;
}

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * A scorer's counts over the window from its pass-rate answer, or what is wrong with it (completing "the service
 * answered that <scorer> has ..."): a pass rate that is no share from 0 to 1, or counts that are no whole numbers
 * from 0. The norm is made of the counts (the pass rate may be rounded; the counts are exact).
 */
export function windowCounts(
  response: Pick<
    Read<'PassRateResponse'>,
    'pass_rate' | 'pass_count' | 'fail_count' | 'start_date' | 'end_date'
  >,
  over: string,
): WindowCounts | string {
  const { pass_rate: rate, pass_count: passed, fail_count: failed } = response;
  if (rate !== null && !(Number.isFinite(rate) && rate >= 0 && rate <= 1)) {
    return `a pass rate of ${rate} ${over}, not a share from 0 to 1`;
  }
  if (!isCount(passed) || !isCount(failed)) {
    return `${passed} passes and ${failed} failures ${over}, not counts`;
  }
  return { passed, failed, start: Date.parse(response.start_date), end: Date.parse(response.end_date) };
}

/** How many of `times` fall within [start, end): a bound that does not read bounds nothing, nor does a time. */
function within(times: readonly number[], start: number, end: number): number {
  return times.filter(
    (t) => Number.isNaN(t) || ((Number.isNaN(start) || t >= start) && (Number.isNaN(end) || t < end)),
  ).length;
}

/**
 * The norm of a scorer: the window's counts less the live scores of the runs judged here that the window holds
 * (scored within it), so that the verdicts here are held against the other runs alone. The service counts both at
 * the scorer's own threshold. A count is never taken below 0 (a service that had not counted a score yet).
 */
export function normWindow(
  counts: WindowCounts,
  tally: Pick<ScorerTally, 'livePasses' | 'liveFails'>,
): Required<BaselineCounts> {
  const passes = within(tally.livePasses, counts.start, counts.end);
  const fails = within(tally.liveFails, counts.start, counts.end);
  const passed = Math.max(0, counts.passed - passes);
  const failed = Math.max(0, counts.failed - fails);
  return { passed, total: passed + failed, excluded: passes + fails };
}

/** What the gate's inputs say of the comparison: the window, the maximum drop, the threshold it judged at. */
export interface CompareInputs {
  windowDays: number;
  maxDropPoints: number | undefined;
  threshold: number | undefined;
}

/** The verdicts here of a scorer that judged here (`tally`), against `baseline`. */
function comparison(
  scorer: Pick<Scorer, 'id' | 'name' | 'threshold'>,
  tally: ScorerTally,
  baseline: ScorerComparison['baseline'],
  gate: CompareInputs,
): ScorerComparison {
  return {
    scorer: { id: scorer.id, name: scorerName(scorer) },
    threshold: gate.threshold ?? scorer.threshold,
    passed: tally.passed,
    failed: tally.failed,
    noVerdict: tally.noVerdict,
    baseline,
    maxDropPoints: gate.maxDropPoints,
  };
}

/**
 * Each scorer that judged here against its norm, in the gate's order: its verdicts (`tallies` by scorer id; a scorer
 * without a tally judged nothing here) and the window's other runs (`windows` by scorer id; a scorer missing there was
 * not read). The service counts the window at each scorer's own threshold: verdicts given at the gate's `threshold`
 * are not compared with it.
 */
export function compareWithNorm(
  scorers: readonly Pick<Scorer, 'id' | 'name' | 'threshold'>[],
  tallies: ReadonlyMap<number, ScorerTally>,
  windows: ReadonlyMap<number, WindowCounts>,
  gate: CompareInputs,
): ScorerComparison[] {
  return scorers.flatMap((scorer) => {
    const tally = tallies.get(scorer.id);
    if (!tally) return [];
    const counts = windows.get(scorer.id);
    const baseline =
      gate.threshold !== undefined && gate.threshold !== scorer.threshold
        ? `the verdicts here are at \`threshold\` ${gate.threshold.toFixed(2)}, the norm at the scorer's own ${scorer.threshold.toFixed(2)}`
        : counts
          ? normWindow(counts, tally)
          : `its pass rate ${overWindow(gate.windowDays)} could not be read`;
    return [comparison(scorer, tally, baseline, gate)];
  });
}

/**
 * Each scorer that judged here against the verdicts the gate recorded on the base branch's head (`record`): the same
 * scorer's, given at the same threshold; a scorer that did not judge there, or judged at another threshold, is not
 * compared.
 */
export function compareWithBase(
  scorers: readonly Pick<Scorer, 'id' | 'name' | 'threshold'>[],
  tallies: ReadonlyMap<number, ScorerTally>,
  record: Pick<GateRecord, 'scorers'>,
  gate: CompareInputs,
): ScorerComparison[] {
  return scorers.flatMap((scorer) => {
    const tally = tallies.get(scorer.id);
    if (!tally) return [];
    const threshold = gate.threshold ?? scorer.threshold;
    const there = record.scorers.find((s) => s.id === scorer.id);
    const baseline = !there
      ? 'the gate on the base branch did not judge with this scorer'
      : Math.abs(there.threshold - threshold) > EPSILON
        ? `judged at threshold ${there.threshold.toFixed(2)} on the base branch, ${threshold.toFixed(2)} here`
        : { passed: there.passed, total: there.passed + there.failed + there.noVerdict };
    return [comparison(scorer, tally, baseline, gate)];
  });
}

/**
 * The summary with its evidence: each scorer against the baseline, the benchmark cases, why the benchmarks stopped.
 * A gate of cases is met when the share of cases that passed reaches the minimum; a scorer below the baseline, or
 * benchmarks that stopped before every attempt ran, fail it. A neutral gate judged nothing and stays neutral.
 */
export function withEvidence(
  summary: GateSummary,
  evidence: { scorers?: ScorerComparison[]; baseline?: Baseline; cases?: CasesSummary; stopped?: string },
): GateSummary {
  const { scorers = [], baseline, cases, stopped } = evidence;
  let conclusion = summary.conclusion;
  if (cases) {
    const rate = cases.total ? cases.passed / cases.total : 0;
    conclusion = rate + EPSILON >= summary.minPassRate ? 'success' : 'failure';
  }
  if (stopped !== undefined) conclusion = 'failure';
  if (conclusion !== 'neutral' && scorers.some(belowBaseline)) conclusion = 'failure';
  return {
    ...summary,
    conclusion,
    ...(scorers.length && baseline ? { scorers, baseline } : {}),
    ...(cases ? { cases } : {}),
    ...(stopped !== undefined ? { stopped } : {}),
  };
}

/** A case's line from its attempts' outcomes: whether each attempt that ran passed. */
export function caseLine(
  spec: { name: string; repeat: number; minPass: number },
  outcomes: readonly boolean[],
): CasesSummary['list'][number] {
  return {
    name: spec.name,
    passed: outcomes.filter(Boolean).length,
    ran: outcomes.length,
    repeat: spec.repeat,
    minPass: spec.minPass,
  };
}

/** The cases' summary from their lines. */
export function casesSummary(list: CasesSummary['list']): CasesSummary {
  return { passed: list.filter(casePassed).length, total: list.length, list };
}
