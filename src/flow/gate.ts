/**
 * The gate's judgement: which runs belong to a pull request, which scorers judge them, the live attempt of each
 * (run, scorer) pair, judges dispatched now for pairs without one, the wait for their verdicts, and the reasons.
 * Requests grow with pages of results, not with runs: attempts come from the scorer's result pages (100 a page),
 * reasons in batches of 100 runs, dispatches in batches of 100 pairs. What is kept grows little with runs: pages are
 * read one at a time; of a run, its id and a few facts in typed arrays and text buffers (RunTable); of a pair, a few
 * numbers (Judging); never an object per run or pair; each row goes to a sink that keeps what the report shows.
 * (The process's peak still grows with the work, from V8's own memory: docs/records/2026-11-startup-and-memory.md,
 * "The gate's memory".)
 */
import {
  ApiError,
  hasStopped,
  runMatches,
  type CloudAgentClient,
  type Read,
  type RunItem,
} from '../client/index.ts';
import { shownTitle, type GateRow, type GateSummary, type TrendInput, type Verdict } from '../render/gate.ts';
import { META } from './origin.ts';
import { pacer } from './poll.ts';
import { OutcomeError } from './outcome.ts';
import { Utf8Chunks } from './utf8-chunks.ts';

export type Scorer = Read<'ScorerListItem'>;
/** What a verdict needs of a judge's attempt. */
type Attempt = Pick<Read<'ScorerResult'>, 'status' | 'is_in_flight' | 'classification' | 'score'>;
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

/**
 * The few distinct strings of a field (states, statuses, classifications, outcomes) as small numbers, so a field of
 * many thousand runs is a typed array (outside the heap the collector copies) rather than a list of references.
 * Code 0 is undefined.
 */
class Codes<T extends string | null> {
  private readonly values: (T | undefined)[] = [undefined];
  private readonly codes = new Map<T, number>();

  code(value: T | undefined): number {
    if (value === undefined) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.push(value) - 1;
      this.codes.set(value, code);
    }
    return code;
  }

  value(code: number): T | undefined {
    return this.values[code];
  }
}

/** A list of whole numbers that grows as runs come, kept in a typed array. */
class Ints {
  private data = new Uint32Array(256);

  set(i: number, value: number): void {
    if (i >= this.data.length) {
      const bigger = new Uint32Array(Math.max(this.data.length * 2, i + 1));
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[i] = value;
  }

  get(i: number): number {
    return this.data[i]!;
  }
}

/**
 * Texts by place (a run's title and link) in Utf8Chunks outside the heap. A text set again is written anew. Lone
 * surrogates come back as U+FFFD, as the report shows them anyway.
 */
class Texts {
  private readonly store = new Utf8Chunks();
  private readonly chunkOf = new Ints();
  private readonly starts = new Ints();
  private readonly ends = new Ints();

  set(i: number, text: string): void {
    const bytes = Buffer.byteLength(text);
    const start = this.store.append(text, bytes);
    this.chunkOf.set(i, Math.max(0, this.store.last));
    this.starts.set(i, start);
    this.ends.set(i, start + bytes);
  }

  get(i: number): string {
    return this.store.read(this.chunkOf.get(i), this.starts.get(i), this.ends.get(i));
  }
}

/**
 * The runs a gate judges and the scorers that judge each, kept small for a gate over many thousand runs: a list per
 * fact, by the place a run first came (a run seen again takes its newer facts in that place), and the scorers of a
 * run as one of the few distinct sets of scorers the runs have. No object per run is kept.
 */
export class RunTable {
  /** The runs' ids, by place. */
  readonly ids: string[] = [];
  private readonly titles = new Texts();
  private readonly links = new Texts();
  private readonly stateCodes = new Ints();
  private readonly stateNames = new Codes<RunItem['state']>();
  /** The earliest creation time of the runs (ms); the scorer's result pages older than it are not read. */
  oldest = Infinity;
  /** The scorers, each once (by id), in the order given. */
  readonly scorers: Scorer[] = [];
  /** The scorers of each run: an index into `sets`, each a list of places in `scorers`. */
  private readonly setOf = new Ints();
  private readonly sets: number[][] = [];
  private readonly setPlaces = new Map<number | string, number>();
  private readonly places = new Map<string, number>();

  constructor(scorers: readonly Scorer[]) {
    const seen = new Set<number>();
    for (const scorer of scorers) {
      if (!seen.has(scorer.id)) this.scorers.push(scorer);
      seen.add(scorer.id);
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /** The place of a run by its id, if it was added. */
  placeOf(runId: string): number | undefined {
    return this.places.get(runId);
  }

  /** The places in `scorers` of the scorers that judge the run at place `i`. */
  scorersOf(i: number): readonly number[] {
    return this.sets[this.setOf.get(i)]!;
  }

  /** The title of the run at place `i`, as far as the report shows it. */
  title(i: number): string {
    return this.titles.get(i);
  }

  /** The session link of the run at place `i`, if it has one. */
  link(i: number): string | undefined {
    return this.links.get(i) || undefined;
  }

  /** The state of the run at place `i`. */
  state(i: number): RunItem['state'] {
    return this.stateNames.value(this.stateCodes.get(i))!;
  }

  /** How many (run, scorer) pairs there are. */
  get pairCount(): number {
    let n = 0;
    for (let i = 0; i < this.ids.length; i++) n += this.scorersOf(i).length;
    return n;
  }

  /**
   * Adds a run, judged by the scorers for which `judges(scorer, run)` holds; a run seen again takes its newer facts
   * (and scorers) in its first place.
   */
  add<R extends JudgedRun>(run: R, judges: (scorer: Scorer, run: R) => boolean): void {
    const set = this.setFor(run, judges);
    const created = Date.parse(run.created_at);
    // Only a run some scorer judges bounds how far back its results are read.
    if (created < this.oldest && this.sets[set]!.length > 0) this.oldest = created;
    const known = this.places.get(run.run_id);
    const i = known ?? this.ids.length;
    if (known === undefined) this.places.set(run.run_id, i);
    this.ids[i] = run.run_id;
    // Only the part of the title the report can show.
    this.titles.set(i, shownTitle(run.title));
    this.links.set(i, run.session_link ?? '');
    this.stateCodes.set(i, this.stateNames.code(run.state));
    this.setOf.set(i, set);
  }

  private setFor<R extends JudgedRun>(run: R, judges: (scorer: Scorer, run: R) => boolean): number {
    // The set's key: a bit per scorer (a list of 0 and 1 past 30 scorers), so a run adds no string in the usual case.
    const { scorers } = this;
    let key: number | string = 0;
    if (scorers.length <= 30) {
      for (let s = 0; s < scorers.length; s++) if (judges(scorers[s]!, run)) key |= 1 << s;
    } else {
      key = scorers.map((scorer) => (judges(scorer, run) ? '1' : '0')).join('');
    }
    let set = this.setPlaces.get(key);
    if (set === undefined) {
      const members: number[] = [];
      for (let s = 0; s < scorers.length; s++) {
        if (typeof key === 'number' ? key & (1 << s) : key[s] === '1') members.push(s);
      }
      set = this.sets.push(members) - 1;
      this.setPlaces.set(key, set);
    }
    return set;
  }
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
  return options.names.map((name) => {
    const hit = /^\d+$/.test(name)
      ? scorers.find((s) => s.id === Number(name))
      : scorers.find((s) => s.name?.toLowerCase() === name.toLowerCase());
    if (!hit) {
      const known =
        scorers.map((s) => (s.name === undefined ? `${s.id}` : `${s.id} (${s.name})`)).join(', ') || 'none';
      throw new GateError(
        `scorer "${name}" was not found${options.factory ? ` in factory "${options.factory}"` : ''}; the key's scorers: ${known}`,
        'service',
      );
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
  /** The runs and the scorers that judge each. */
  runs: RunTable;
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

/**
 * The (run, scorer) pairs being judged, run by run, and what is known of each: a list per fact, by pair, so a gate
 * over many thousand runs holds a few lists rather than an object per pair.
 */
class Judging {
  readonly runs: RunTable;
  readonly count: number;
  /** Each pair's run (its place in the table) and scorer (its place in `runs.scorers`). */
  readonly runOf: Int32Array;
  readonly scorerOf: Int32Array;
  /** The pair of a run and a scorer: `pairAt[run * scorers + scorer]`, -1 for none. */
  private readonly pairAt: Int32Array;
  /**
   * The newest attempt of each pair, once read: its status, whether in flight, classification (codes of `words`)
   * and score (NaN: no number).
   */
  readonly attempted: Uint8Array;
  private readonly statusOf: Uint32Array;
  readonly inFlight: Uint8Array;
  private readonly classificationOf: Uint32Array;
  readonly score: Float64Array;
  /** A judge asked for now: the outcome (a code of `words`), and the error of a failed ask (few). */
  private readonly dispatchOf: Uint32Array;
  readonly dispatchError = new Map<number, string | null>();
  private readonly words = new Codes<string | null>();
  private readonly options: JudgeOptions;

  constructor(options: JudgeOptions) {
    this.options = options;
    const runs = (this.runs = options.runs);
    const count = (this.count = runs.pairCount);
    const width = runs.scorers.length;
    this.runOf = new Int32Array(count);
    this.scorerOf = new Int32Array(count);
    this.pairAt = new Int32Array(runs.size * width).fill(-1);
    let p = 0;
    for (let r = 0; r < runs.size; r++) {
      for (const s of runs.scorersOf(r)) {
        this.runOf[p] = r;
        this.scorerOf[p] = s;
        this.pairAt[r * width + s] = p++;
      }
    }
    this.attempted = new Uint8Array(count);
    this.statusOf = new Uint32Array(count);
    this.inFlight = new Uint8Array(count);
    this.classificationOf = new Uint32Array(count);
    this.score = new Float64Array(count).fill(Number.NaN);
    this.dispatchOf = new Uint32Array(count);
  }

  status(p: number): string | undefined {
    return this.words.value(this.statusOf[p]!) ?? undefined;
  }

  dispatch(p: number): string | undefined {
    return this.words.value(this.dispatchOf[p]!) ?? undefined;
  }

  setDispatch(p: number, outcome: string, error: string | null): void {
    this.dispatchOf[p] = this.words.code(outcome);
    this.dispatchError.set(p, error);
  }

  scorer(p: number): Scorer {
    return this.runs.scorers[this.scorerOf[p]!]!;
  }

  runId(p: number): string {
    return this.runs.ids[this.runOf[p]!]!;
  }

  /** The pair of a run (by id) and a scorer (by its place), if there is one. */
  pair(runId: string, scorer: number): number | undefined {
    const r = this.runs.placeOf(runId);
    if (r === undefined) return undefined;
    const p = this.pairAt[r * this.runs.scorers.length + scorer]!;
    return p < 0 ? undefined : p;
  }

  /** A pair's run has stopped: it can be judged. */
  ended(p: number): boolean {
    return hasStopped(this.runs.state(this.runOf[p]!));
  }

  /** A judge is at work on the pair: its verdict may still come. */
  waiting(p: number): boolean {
    if (this.attempted[p]) return this.status(p) === 'in_flight' || this.inFlight[p] === 1;
    const dispatch = this.dispatch(p);
    return dispatch === 'dispatched' || dispatch === 'already_in_flight';
  }

  /** The pair's attempt as a verdict reads it, if one was read. */
  attempt(p: number): Attempt | undefined {
    if (!this.attempted[p]) return undefined;
    const score = this.score[p]!;
    return {
      status: this.status(p)!,
      is_in_flight: this.inFlight[p] === 1,
      classification: this.words.value(this.classificationOf[p]!) ?? null,
      score: Number.isNaN(score) ? null : score,
    };
  }

  /**
   * Reads the newest attempt of every pair (of those `only` picks), scorer by scorer, from the scorer's result pages
   * (newest first); a scorer's pages stop once each of its pairs is found or they are older than the oldest run.
   */
  async refresh(only?: (p: number) => boolean): Promise<void> {
    const { client, signal } = this.options;
    const wanted = new Uint8Array(this.count);
    for (let s = 0; s < this.runs.scorers.length; s++) {
      let left = 0;
      for (let p = 0; p < this.count; p++) {
        const want = this.scorerOf[p] === s && (!only || only(p));
        wanted[p] = want ? 1 : 0;
        if (want) left++;
      }
      if (!left) continue;
      const pages = client.scorers.results(this.runs.scorers[s]!.id, { limit: 100 }, { signal }).pages();
      for await (const page of pages) {
        for (const attempt of page.results) {
          const p = this.pair(attempt.run_id, s);
          if (p === undefined || !wanted[p]) continue;
          wanted[p] = 0;
          left--;
          this.attempted[p] = 1;
          this.statusOf[p] = this.words.code(attempt.status);
          this.inFlight[p] = attempt.is_in_flight ? 1 : 0;
          this.classificationOf[p] = this.words.code(attempt.classification);
          this.score[p] = typeof attempt.score === 'number' ? attempt.score : Number.NaN;
        }
        const last = page.results.at(-1);
        if (!left || (last && Date.parse(last.attempted_at) < this.runs.oldest)) break;
      }
    }
  }

  /** The pairs that `filter` picks, in order. */
  where(filter: (p: number) => boolean): number[] {
    const picked: number[] = [];
    for (let p = 0; p < this.count; p++) if (filter(p)) picked.push(p);
    return picked;
  }
}

/** Asks for a judgement of every ended pair without an attempt, 100 pairs a request. */
async function dispatchJudges(judging: Judging, options: JudgeOptions): Promise<void> {
  const unjudged = judging.where((p) => !judging.attempted[p] && judging.ended(p));
  if (!unjudged.length || !options.dispatchJudges) return;
  options.log(
    `asking for ${unjudged.length} judgement${unjudged.length === 1 ? '' : 's'} now (runs without a live score)`,
  );
  for (let i = 0; i < unjudged.length; i += 100) {
    const batch = unjudged.slice(i, i + 100);
    try {
      const { results } = await options.client.scoring.dispatch(
        { targets: batch.map((p) => ({ run_id: judging.runId(p), scorer_id: judging.scorer(p).id })) },
        { signal: options.signal },
      );
      const asked = new Map(batch.map((p) => [`${judging.scorer(p).id} ${judging.runId(p)}`, p]));
      for (const result of results) {
        const p = asked.get(`${result.scorer_id} ${result.run_id}`);
        if (p === undefined) continue;
        judging.setDispatch(p, result.outcome, result.error ?? null);
      }
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      for (const p of batch) judging.setDispatch(p, 'failed', err.message);
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
  const waiting = (p: number) => judging.waiting(p);
  for (;;) {
    let left = 0;
    for (let p = 0; p < judging.count; p++) if (waiting(p)) left++;
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
  const { scorers } = judging.runs;
  for (let s = 0; s < scorers.length; s++) {
    const scorer = scorers[s]!;
    const rows = kept.filter((row) => {
      if (row.scorer.id !== scorer.id) return false;
      const p = judging.pair(row.runId, s);
      return p !== undefined && judging.attempted[p] === 1 && judging.status(p) !== 'in_flight';
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

/** A pair's row, with the reason the gate gives itself where it has one (the judge's comes later). */
function rowOf(judging: Judging, p: number, options: JudgeOptions): GateRow {
  const scorer = judging.scorer(p);
  const r = judging.runOf[p]!;
  const { runs } = judging;
  const threshold = options.threshold ?? scorer.threshold;
  const attempt = judging.attempt(p);
  const dispatch = judging.dispatch(p);
  const link = runs.link(r);
  const ended = judging.ended(p);
  return {
    runId: runs.ids[r]!,
    title: runs.title(r),
    ...(link ? { link } : {}),
    scorer: { id: scorer.id, name: scorerName(scorer) },
    classification: attempt?.classification ?? null,
    score: typeof attempt?.score === 'number' ? attempt.score : null,
    threshold,
    verdict: verdictOf(
      { run: { state: runs.state(r) }, attempt, dispatch },
      threshold,
      options.dispatchJudges,
    ),
    reason: !ended
      ? 'The run has not ended yet: it cannot be judged.'
      : !attempt && !options.dispatchJudges
        ? 'No live score, and dispatch-judges is false.'
        : null,
    ...(dispatch ? { dispatch, dispatchError: judging.dispatchError.get(p) ?? null } : {}),
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
  for (let p = 0; p < judging.count; p++) sink.add(rowOf(judging, p, options));
  await addReasons(judging, sink.kept(), options);
}
