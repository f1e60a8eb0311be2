/**
 * The gate's judgement: which runs belong to a pull request, which scorers judge them, the live attempt of each
 * (run, scorer) pair, judges dispatched now for pairs without one, the wait for their verdicts, and the reasons.
 * Requests grow with pages of results, not with runs: attempts come from the scorer's result pages (100 a page),
 * reasons in batches of 100 runs, dispatches in batches of 100 pairs. Memory grows little with runs: a pair is a few
 * ids and facts, never a whole run or attempt, and its row goes to a sink that keeps what the report shows.
 */
import { ApiError, hasStopped, type CloudAgentClient, type RunItem, type Schemas } from '../client/index.ts';
import { shownTitle, type GateRow, type GateSummary, type TrendInput, type Verdict } from '../render/gate.ts';
import { META } from './origin.ts';
import { pacer } from './poll.ts';

export type Scorer = Schemas['ScorerListItem'];
/** What a verdict needs of a judge's attempt. */
type Attempt = Pick<Schemas['ScorerResult'], 'status' | 'is_in_flight' | 'classification' | 'score'>;
/** What a judgement needs of a run (a whole RunItem will do). */
export type JudgedRun = Pick<RunItem, 'run_id' | 'title' | 'session_link' | 'state' | 'created_at'>;

/**
 * The little a gate keeps of a run it judges: its id, state, creation time, link, and the part of its title the
 * report can show.
 */
export function judgedRun(run: RunItem): JudgedRun {
  return {
    run_id: run.run_id,
    title: shownTitle(run.title),
    ...(run.session_link ? { session_link: run.session_link } : {}),
    state: run.state,
    created_at: run.created_at,
  };
}

export class GateError extends Error {}

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
  };
}

/**
 * The runs a pull request's gate judges: stamped with its number by this action, or with a PR artifact for it;
 * each once, as `keep` makes it of the run (the run itself by default), page by page, so a caller that keeps little
 * of each run never holds more than a page of whole runs.
 */
export async function runsOfPullRequest<T = RunItem>(
  client: CloudAgentClient,
  options: {
    repository: string;
    number: number;
    url: string;
    since: string;
    signal?: AbortSignal;
    log: (line: string) => void;
  },
  keep: (run: RunItem) => T = (run) => run as unknown as T,
): Promise<T[]> {
  const found = new Map<string, T>();
  // Judge runs are not the work being judged. A run listed twice is kept as it was seen last, in its first place.
  const see = (run: RunItem) => {
    if (run.source !== 'RUN_SCORER') found.set(run.run_id, keep(run));
  };
  try {
    for await (const run of client.runs.list(
      { metadata: { [META.repo]: options.repository, [META.number]: String(options.number) }, limit: 100 },
      { signal: options.signal },
    )) {
      see(run);
    }
  } catch (err) {
    if (!(err instanceof ApiError && err.errorCode === 'feature_not_available')) throw err;
    options.log(
      'metadata filtering is not enabled for this team: finding the runs by their pull request artifacts only',
    );
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
      const points = (run.artifacts ?? []).some(
        (a) =>
          a.artifact_type === 'PULL_REQUEST' &&
          normalizeUrl(String((a.data as { url?: unknown }).url ?? '')) === target,
      );
      if (points) see(run);
    }
    if (++pages >= 50) {
      options.log('stopped looking for runs with pull request artifacts after 50 pages (5,000 runs)');
      break;
    }
  }
  return [...found.values()];
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
  options: { names: string[]; factory: string | undefined; signal?: AbortSignal },
): Promise<Scorer[]> {
  const { scorers } = await client.scorers.list(options.factory ? { factory_uid: options.factory } : {}, {
    signal: options.signal,
  });
  if (!options.names.length) {
    if (!options.factory)
      throw new GateError(
        'name the scorers (input "scorer") or the factory whose scorers judge (input "factory")',
      );
    if (!scorers.length)
      throw new GateError(
        `factory "${options.factory}" has no scorers: create one, or name scorers with the "scorer" input`,
      );
    return scorers;
  }
  return options.names.map((name) => {
    const hit = /^\d+$/.test(name)
      ? scorers.find((s) => s.id === Number(name))
      : scorers.find((s) => s.name.toLowerCase() === name.toLowerCase());
    if (!hit) {
      const known = scorers.map((s) => `${s.id} (${s.name})`).join(', ') || 'none';
      throw new GateError(
        `scorer "${name}" was not found${options.factory ? ` in factory "${options.factory}"` : ''}; the key's scorers: ${known}`,
      );
    }
    return hit;
  });
}

/** Whether a scorer's scope covers a run: every run of its factory, or the runs of its selected agents. */
export function covers(scorer: Scorer, run: Pick<RunItem, 'executor' | 'factory_uid'>): boolean {
  if (scorer.scope_mode === 'selected_agents') {
    const agents = new Set(scorer.agents.map((a) => a.uid));
    return run.executor?.uid !== undefined && agents.has(run.executor.uid);
  }
  return run.factory_uid === undefined || run.factory_uid === scorer.factory_uid;
}

/**
 * The newest attempt of each wanted run (what a verdict needs of it), read from the scorer's result pages (newest
 * first). Stops once every wanted run is found or the pages are older than the oldest run.
 */
export async function latestAttempts(
  client: CloudAgentClient,
  scorerId: number,
  wanted: Set<string>,
  oldest: number,
  signal?: AbortSignal,
): Promise<Map<string, Attempt>> {
  const found = new Map<string, Attempt>();
  const runs = new Map([...wanted].map((runId) => [runId, runId]));
  await readAttempts(client, scorerId, runs, oldest, signal, (runId, attempt) => found.set(runId, attempt));
  return found;
}

/**
 * Gives `found` the newest attempt of each run of `wanted` (by run id) as the scorer's result pages come, and
 * takes the run out of `wanted`; stops once none is left or the pages are older than the oldest run. Nothing of a
 * page is kept but what a verdict needs.
 */
async function readAttempts<T>(
  client: CloudAgentClient,
  scorerId: number,
  wanted: Map<string, T>,
  oldest: number,
  signal: AbortSignal | undefined,
  found: (item: T, attempt: Attempt) => void,
): Promise<void> {
  if (!wanted.size) return;
  for await (const page of client.scorers.results(scorerId, { limit: 100 }, { signal }).pages()) {
    for (const attempt of page.results) {
      const item = wanted.get(attempt.run_id);
      if (item === undefined) continue;
      wanted.delete(attempt.run_id);
      const { status, is_in_flight, classification, score } = attempt;
      found(item, { status, is_in_flight, classification, score });
    }
    const last = page.results.at(-1);
    if (!wanted.size || (last && Date.parse(last.attempted_at) < oldest)) break;
  }
}

export interface JudgeOptions {
  client: CloudAgentClient;
  pairs: readonly { run: JudgedRun; scorer: Scorer }[];
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

interface PairState {
  run: JudgedRun;
  scorer: Scorer;
  attempt?: Attempt;
  dispatch?: string;
  dispatchError?: string | null;
}

const key = (scorerId: number, runId: string) => `${scorerId} ${runId}`;

/** The pairs being judged, in their order, and what is known of each. */
class Judging {
  /** Every pair once, where it first came (a pair given twice is the later one). */
  readonly pairs: PairState[];
  /** The scorers, in the order they first came. */
  readonly scorers = new Map<number, Scorer>();
  private readonly oldest: number;
  private readonly options: JudgeOptions;

  constructor(options: JudgeOptions) {
    this.options = options;
    // Only the list of pairs stays: a map of every pair would cost as much again, and few look-ups need one.
    this.pairs = [];
    const byScorer = new Map<number, Map<string, PairState>>();
    let oldest = Infinity;
    for (const { run, scorer } of options.pairs) {
      this.scorers.set(scorer.id, scorer);
      const runs = byScorer.get(scorer.id) ?? new Map<string, PairState>();
      byScorer.set(scorer.id, runs);
      const known = runs.get(run.run_id);
      if (known) Object.assign(known, { run, scorer });
      else {
        const state = { run, scorer };
        runs.set(run.run_id, state);
        this.pairs.push(state);
      }
      oldest = Math.min(oldest, Date.parse(run.created_at));
    }
    this.oldest = oldest;
  }

  all(filter: (state: PairState) => boolean = () => true): PairState[] {
    return this.pairs.filter(filter);
  }

  /** The pairs of `states` (few) by scorer and run. */
  static index(states: readonly PairState[]): Map<string, PairState> {
    return new Map(states.map((p) => [key(p.scorer.id, p.run.run_id), p]));
  }

  /** Reads the newest attempt of every pair (of those `only` picks), scorer by scorer. */
  async refresh(only?: (state: PairState) => boolean): Promise<void> {
    for (const scorer of this.scorers.values()) {
      const wanted = new Map<string, PairState>();
      for (const p of this.pairs) {
        if (p.scorer.id === scorer.id && (!only || only(p))) wanted.set(p.run.run_id, p);
      }
      const { client, signal } = this.options;
      await readAttempts(client, scorer.id, wanted, this.oldest, signal, (p, attempt) => {
        p.attempt = attempt;
      });
    }
  }
}

/** A pair's run has stopped: it can be judged. */
const ended = (state: PairState) => hasStopped(state.run.state);

/** A judge is at work on the pair: its verdict may still come. */
const waiting = (p: PairState) =>
  p.attempt?.status === 'in_flight' ||
  p.attempt?.is_in_flight === true ||
  (!p.attempt && (p.dispatch === 'dispatched' || p.dispatch === 'already_in_flight'));

/** Asks for a judgement of every ended pair without an attempt, 100 pairs a request. */
async function dispatchJudges(judging: Judging, options: JudgeOptions): Promise<void> {
  const unjudged = judging.all((p) => !p.attempt && ended(p));
  if (!unjudged.length || !options.dispatchJudges) return;
  options.log(
    `asking for ${unjudged.length} judgement${unjudged.length === 1 ? '' : 's'} now (runs without a live score)`,
  );
  for (let i = 0; i < unjudged.length; i += 100) {
    const batch = unjudged.slice(i, i + 100);
    try {
      const { results } = await options.client.scoring.dispatch(
        { targets: batch.map((p) => ({ run_id: p.run.run_id, scorer_id: p.scorer.id })) },
        { signal: options.signal },
      );
      const asked = Judging.index(batch);
      for (const result of results) {
        const state = asked.get(key(result.scorer_id, result.run_id));
        if (!state) continue;
        state.dispatch = result.outcome;
        state.dispatchError = result.error ?? null;
      }
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      for (const state of batch) {
        state.dispatch = 'failed';
        state.dispatchError = err.message;
      }
    }
  }
}

/** Waits for the verdicts of judges in flight, asking the top result pages (newest attempts come first). */
async function awaitVerdicts(judging: Judging, options: JudgeOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const pace = pacer(
    now() + options.timeoutMs,
    { initialMs: options.pollMs?.initial ?? 2000, factor: 1.5, maxMs: options.pollMs?.max ?? 15_000 },
    {
      now,
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  for (;;) {
    const left = judging.all(waiting).length;
    if (!left) return;
    if (!(await pace())) {
      options.log(`${left} judgement${left === 1 ? '' : 's'} still in flight after the score timeout`);
      return;
    }
    await judging.refresh(waiting);
  }
}

/**
 * Writes the judge's reason into each kept row whose pair has an attempt, asked scorer by scorer, 100 runs a
 * request. A row without one keeps the reason it was made with.
 */
async function addReasons(judging: Judging, kept: readonly GateRow[], options: JudgeOptions): Promise<void> {
  const shown = new Map<number, Set<string>>();
  for (const row of kept) {
    const runs = shown.get(row.scorer.id) ?? new Set<string>();
    shown.set(row.scorer.id, runs.add(row.runId));
  }
  const judged = Judging.index(
    judging.all(
      (p) =>
        p.attempt !== undefined &&
        p.attempt.status !== 'in_flight' &&
        shown.get(p.scorer.id)?.has(p.run.run_id) === true,
    ),
  );
  for (const scorer of judging.scorers.values()) {
    const rows = kept.filter((row) => row.scorer.id === scorer.id && judged.has(key(scorer.id, row.runId)));
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

/** The verdict on a pair, from its attempt (or the lack of one) against the threshold. */
export function verdictOf(
  p: Pick<PairState, 'run' | 'attempt' | 'dispatch'>,
  threshold: number,
  dispatchJudges: boolean,
): Verdict {
  const attempt = p.attempt;
  if (!hasStopped(p.run.state) && !attempt) return 'pending';
  if (!attempt) return p.dispatch === 'failed' || !dispatchJudges ? 'error' : 'pending';
  if (attempt.status === 'failed') return 'error';
  if (attempt.status === 'in_flight' || attempt.is_in_flight) return 'pending';
  if (typeof attempt.score === 'number') return attempt.score >= threshold ? 'pass' : 'fail';
  return 'error';
}

/** A pair's row, with the reason the gate gives itself where it has one (the judge's comes later). */
function rowOf(p: PairState, options: JudgeOptions): GateRow {
  const threshold = options.threshold ?? p.scorer.threshold;
  const attempt = p.attempt;
  return {
    runId: p.run.run_id,
    title: p.run.title,
    ...(p.run.session_link ? { link: p.run.session_link } : {}),
    scorer: { id: p.scorer.id, name: p.scorer.name },
    classification: attempt?.classification ?? null,
    score: typeof attempt?.score === 'number' ? attempt.score : null,
    threshold,
    verdict: verdictOf(p, threshold, options.dispatchJudges),
    reason: !ended(p)
      ? 'The run has not ended yet: it cannot be judged.'
      : !attempt && !options.dispatchJudges
        ? 'No live score, and dispatch-judges is false.'
        : null,
    ...(p.dispatch ? { dispatch: p.dispatch, dispatchError: p.dispatchError ?? null } : {}),
  };
}

/**
 * Judges every pair: the live attempts, judges dispatched for pairs without one, their verdicts; each pair's row
 * goes to `sink`, then the reasons of the rows it kept are read.
 */
export async function judgeInto(options: JudgeOptions, sink: RowSink): Promise<void> {
  const judging = new Judging(options);
  await judging.refresh();
  await dispatchJudges(judging, options);
  await awaitVerdicts(judging, options);
  for (const pair of judging.pairs) sink.add(rowOf(pair, options));
  await addReasons(judging, sink.kept(), options);
}

/** Judges every pair (see judgeInto) and returns all their rows, in the order of the pairs. */
export async function judge(options: JudgeOptions): Promise<GateRow[]> {
  const rows: GateRow[] = [];
  await judgeInto(options, { add: (row) => rows.push(row), kept: () => rows });
  return rows;
}
