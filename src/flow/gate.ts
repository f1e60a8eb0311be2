/**
 * The gate's judgement: which runs belong to a pull request, which scorers judge them, the live attempt of each
 * (run, scorer) pair, judges dispatched now for pairs without one, the wait for their verdicts, and the reasons.
 * Requests grow with pages of results, not with runs: attempts come from the scorer's result pages (100 a page),
 * reasons in batches of 100 runs, dispatches in batches of 100 pairs.
 */
import { ApiError, hasStopped, type CloudAgentClient, type RunItem, type Schemas } from '../client/index.ts';
import type { GateRow, GateSummary, TrendInput, Verdict } from '../render/gate.ts';
import { META } from './origin.ts';
import { pacer } from './poll.ts';

export type Scorer = Schemas['ScorerListItem'];
type Attempt = Schemas['ScorerResult'];

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

/** The runs a pull request's gate judges: stamped with its number by this action, or with a PR artifact for it. */
export async function runsOfPullRequest(
  client: CloudAgentClient,
  options: {
    repository: string;
    number: number;
    url: string;
    since: string;
    signal?: AbortSignal;
    log: (line: string) => void;
  },
): Promise<RunItem[]> {
  const found = new Map<string, RunItem>();
  try {
    for await (const run of client.runs.list(
      { metadata: { [META.repo]: options.repository, [META.number]: String(options.number) }, limit: 100 },
      { signal: options.signal },
    )) {
      found.set(run.run_id, run);
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
      if (points) found.set(run.run_id, run);
    }
    if (++pages >= 50) {
      options.log('stopped looking for runs with pull request artifacts after 50 pages (5,000 runs)');
      break;
    }
  }
  // Judge runs are not the work being judged.
  return [...found.values()].filter((run) => run.source !== 'RUN_SCORER');
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
export function covers(scorer: Scorer, run: RunItem): boolean {
  if (scorer.scope_mode === 'selected_agents') {
    const agents = new Set(scorer.agents.map((a) => a.uid));
    return run.executor?.uid !== undefined && agents.has(run.executor.uid);
  }
  return run.factory_uid === undefined || run.factory_uid === scorer.factory_uid;
}

/**
 * The newest attempt of each wanted run, read from the scorer's result pages (newest first). Stops once every
 * wanted run is found or the pages are older than the oldest run.
 */
export async function latestAttempts(
  client: CloudAgentClient,
  scorerId: number,
  wanted: Set<string>,
  oldest: number,
  signal?: AbortSignal,
): Promise<Map<string, Attempt>> {
  const found = new Map<string, Attempt>();
  if (!wanted.size) return found;
  for await (const page of client.scorers.results(scorerId, { limit: 100 }, { signal }).pages()) {
    for (const attempt of page.results) {
      if (wanted.has(attempt.run_id) && !found.has(attempt.run_id)) found.set(attempt.run_id, attempt);
    }
    const last = page.results.at(-1);
    if (found.size === wanted.size || (last && Date.parse(last.attempted_at) < oldest)) break;
  }
  return found;
}

export interface JudgeOptions {
  client: CloudAgentClient;
  pairs: { run: RunItem; scorer: Scorer }[];
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

interface PairState {
  run: RunItem;
  scorer: Scorer;
  attempt?: Attempt;
  dispatch?: string;
  dispatchError?: string | null;
}

const key = (scorerId: number, runId: string) => `${scorerId} ${runId}`;

/** The pairs being judged, by scorer and run, and what is known of each. */
class Judging {
  readonly pairs: Map<string, PairState>;
  readonly scorers: Map<number, Scorer>;
  private readonly oldest: number;
  private readonly options: JudgeOptions;

  constructor(options: JudgeOptions) {
    this.options = options;
    this.pairs = new Map(options.pairs.map((p) => [key(p.scorer.id, p.run.run_id), { ...p }]));
    this.scorers = new Map(options.pairs.map((p) => [p.scorer.id, p.scorer]));
    this.oldest = Math.min(...options.pairs.map((p) => Date.parse(p.run.created_at)));
  }

  all(filter: (state: PairState) => boolean = () => true): PairState[] {
    return [...this.pairs.values()].filter(filter);
  }

  /** Reads the newest attempt of every pair (of those `only` picks), scorer by scorer. */
  async refresh(only?: (state: PairState) => boolean): Promise<void> {
    for (const scorer of this.scorers.values()) {
      const wanted = new Set(
        this.all((p) => p.scorer.id === scorer.id && (!only || only(p))).map((p) => p.run.run_id),
      );
      const { client, signal } = this.options;
      const attempts = await latestAttempts(client, scorer.id, wanted, this.oldest, signal);
      for (const [runId, attempt] of attempts) this.pairs.get(key(scorer.id, runId))!.attempt = attempt;
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
      for (const result of results) {
        const state = judging.pairs.get(key(result.scorer_id, result.run_id));
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
    const left = judging.all(waiting);
    if (!left.length) return;
    if (!(await pace())) {
      options.log(
        `${left.length} judgement${left.length === 1 ? '' : 's'} still in flight after the score timeout`,
      );
      return;
    }
    await judging.refresh(waiting);
  }
}

/** The judge's reason for every pair that has an attempt, 100 runs a request. */
async function reasonsOf(judging: Judging, options: JudgeOptions): Promise<Map<string, string | null>> {
  const reasons = new Map<string, string | null>();
  for (const scorer of judging.scorers.values()) {
    const runIds = judging
      .all((p) => p.scorer.id === scorer.id && p.attempt !== undefined && p.attempt.status !== 'in_flight')
      .map((p) => p.run.run_id);
    if (!runIds.length) continue;
    const { reasons: got } = await options.client.scorers.reasons(scorer.id, runIds, {
      signal: options.signal,
    });
    for (const r of got)
      reasons.set(key(scorer.id, r.run_id), r.status === 'available' ? (r.reason ?? null) : null);
  }
  return reasons;
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

function rowOf(p: PairState, reason: string | null | undefined, options: JudgeOptions): GateRow {
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
    reason:
      reason ??
      (!ended(p)
        ? 'The run has not ended yet: it cannot be judged.'
        : !attempt && !options.dispatchJudges
          ? 'No live score, and dispatch-judges is false.'
          : null),
    ...(p.dispatch ? { dispatch: p.dispatch, dispatchError: p.dispatchError ?? null } : {}),
  };
}

/** Judges every pair: the live attempts, judges dispatched for pairs without one, their verdicts, the reasons. */
export async function judge(options: JudgeOptions): Promise<GateRow[]> {
  const judging = new Judging(options);
  await judging.refresh();
  await dispatchJudges(judging, options);
  await awaitVerdicts(judging, options);
  const reasons = await reasonsOf(judging, options);
  return judging.all().map((p) => rowOf(p, reasons.get(key(p.scorer.id, p.run.run_id)), options));
}
