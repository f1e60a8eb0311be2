/**
 * Settles the runs that steps left going (`wait: false`, detached): finds this repository's runs, and finishes the
 * tracking comment of each that ended or waits for input as a waiting step would have (the same renderer, the same
 * reactions), and cancels a run past its deadline or over its budget. Exactly once: the comment's marker records the
 * phase it shows, and a comment already showing the outcome is left as it is, so a second settle writes nothing.
 */
import { ApiError, runMatches, type CloudAgentClient, type RunItem } from '../client/index.ts';
import { ACTIVE_STATES, hasStopped, isGoing, TERMINAL_STATES, timeOf } from '../shared/runs.ts';
import type { CommentInfo } from './context.ts';
import type { FoundComment, Repository } from './host.ts';
import { carried, remark, type Carried, type MarkerState, type ResultMark } from '../render/marker.ts';
import { finalMessage, renderJobSummary, type Phase, type ReportInput } from '../render/report.ts';
import type { ResultView } from '../render/result.ts';
import type { SettleResult } from '../render/settle.ts';
import { markedSchema, SchemaUnavailable } from './output-schema.ts';
import {
  checkResult,
  fileUids,
  findResult,
  notDownloaded,
  repairMessage,
  resultView,
  unknownResult,
  unreadView,
  type Checked,
} from './result.ts';
import { resolveArtifacts } from './artifacts.ts';
import { cancelStepRun, describeCancel, type CancelOutcome, type CancelResult } from './cancel.ts';
import { countOn, creditsOf, overBudget, spentSince, type Counted, type Reset } from './credits.ts';
import { credits, type BudgetView } from '../render/budget.ts';
import { plural } from '../render/format.ts';
import {
  approveByReply,
  conversationInput,
  hintsFor,
  plain,
  planShowing,
  readConversation,
  type Hints,
} from './follow.ts';
import { META, SOURCE } from './origin.ts';
import { followedUpWithoutResult } from './plan.ts';
import { markerReader, openReporter, recordedOrigin, SENDING, type Reporter } from './report.ts';
import { redactValues } from '../shared/redact.ts';
import { readFactoryTask } from './starters.ts';
import { THREAD_TICKET_SOURCE, ticketThread } from './tickets.ts';
import { info, type SettleStep, type Step } from './step.ts';
import { gone } from '../shared/gone.ts';
import { OutcomeError } from '../shared/outcome.ts';
import { unreachable } from '../shared/unreachable.ts';

/** What a settle does with one run, from its tracking comment's marker and the run as it is now. */
export type Decision =
  /** The comment already shows the outcome: nothing to write. */
  | { kind: 'done' }
  /** It shows it, but its step could not give the asking comment its closing reaction (`owes`): given now. */
  | { kind: 'close'; reaction: 'rocket' | 'confused' }
  /** The run ended (`final`) or waits for input (`blocked`): its report is finished. */
  | { kind: 'report'; phase: 'final' | 'blocked' }
  /** Still going over its budget (`max-credits`): cancelled and reported as stopped at it. */
  | { kind: 'over-budget'; budget: Budget; spent: number }
  /** Still going past its deadline: cancelled (unless `cancel` is false) and reported as timed out. */
  | { kind: 'timeout'; cancel: boolean; deadline: number }
  /** Still going within its deadline (or with none): left alone. */
  | { kind: 'working'; deadline: number | undefined };

/** Phases whose report shows a stopped run's outcome, once the marker saw it stopped. */
const SHOWS_OUTCOME = new Set<string>(['cancelled', 'timeout']);

/**
 * Phases of a report its writer closed the comment's work with: its outcome, a question (🚀), a time-out or a cancel
 * (😕). A closing reaction on a comment whose report shows its work going (or let go, or none yet) is how an earlier
 * attempt of its job ended (the re-run that wrote the report lost with its runner: no post step), or one its step gave
 * before GitHub refused its report: either way the reaction for the outcome a settle shows takes its place.
 */
const CLOSES_WORK = new Set<string>(['final', 'blocked', 'timeout', 'cancelled']);

/**
 * When the run must have ended. The tracking comment's marker says (its `deadline`; none when it has none). Only a
 * run whose marker cannot be read (no github-token, no comment) falls back to the `timeout-minutes` its metadata
 * records, counted from its start, and not a run of a conversation: a later comment may have continued it, and its
 * deadline is then the continuing step's, which only the marker knows.
 */
export function deadlineOf(marker: MarkerState | undefined, run: RunItem): number | undefined {
  if (marker) {
    const at = marker.deadline ? Date.parse(marker.deadline) : NaN;
    return Number.isNaN(at) ? undefined : at;
  }
  if (run.metadata?.[META.conversation] !== undefined) return undefined;
  const minutes = Number(run.metadata?.[META.timeout]);
  const start = Date.parse(run.started_at ?? run.created_at);
  if (!(minutes > 0) || Number.isNaN(start)) return undefined;
  return start + minutes * 60_000;
}

/**
 * A run's budget: the credits its step's work may use, counted from `baseline` (the run's credits then), with what
 * was kept across a reset of the service's count (see flow/credits.ts).
 */
export interface Budget extends Counted {
  limit: number;
}

/**
 * The run's budget, kept where its deadline is: the tracking comment's marker (none when it has none); only a run
 * whose marker cannot be read falls back to the `max-credits` its metadata records, counted from 0, and not a run
 * of a conversation (a later comment may have continued it with a budget of its own, which only the marker knows).
 */
export function budgetOf(marker: MarkerState | undefined, run: RunItem): Budget | undefined {
  if (marker)
    return marker.budget === undefined
      ? undefined
      : {
          limit: marker.budget,
          baseline: marker.baseline ?? 0,
          kept: marker.kept,
          last: marker.credits,
        };
  if (run.metadata?.[META.conversation] !== undefined) return undefined;
  const limit = Number(run.metadata?.[META.budget]);
  return Number.isFinite(limit) && limit > 0 ? { limit, baseline: 0 } : undefined;
}

/** The credits a run still at work has used past its budget, when it has (undefined: within it, or no budget). */
export function overItsBudget(budget: Budget | undefined, run: RunItem): number | undefined {
  if (!budget || !ACTIVE_STATES.has(run.state)) return undefined;
  const spent = spentSince(run, budget);
  return overBudget(spent, budget.limit) ? spent : undefined;
}

/**
 * Whether the run's usage is below the credits its tracking comment last showed, else below where its budget counts
 * from: the service's count went back since the marker was written (it counts a new execution anew). A settle reads
 * the run only now and then: what was counted up to the last count known is kept, and the count is taken from 0.
 */
export function countWentBack(budget: Budget | undefined, run: RunItem): boolean {
  return resetOf(budget, run) !== undefined;
}

/** The reset of the service's count the run shows against its budget (see countWentBack); none: it did not go back. */
function resetOf(budget: Budget | undefined, run: RunItem): Reset | undefined {
  const total = creditsOf(run);
  return budget && total !== undefined ? countOn(budget, budget.last, total).reset : undefined;
}

/**
 * What a write of the marker keeps of the budget's count once it shows `run` (a settle's, a status's): the credits
 * counted up to a reset the run shows, from which the credits the marker records now count on (none: the count did
 * not go back). A write that shows the reset and drops it would leave the next reader a count from 0.
 */
export function keptAt(marker: MarkerState, run: RunItem): Pick<Carried, 'kept'> {
  const reset = resetOf(budgetOf(marker, run), run);
  return reset ? { kept: reset.kept } : {};
}

/** Whether a run still going at its deadline is cancelled: the marker's `cancel`, else the run's metadata; yes by default. */
export function cancelsAtDeadline(marker: MarkerState | undefined, run: RunItem): boolean {
  if (marker) return marker.cancel ?? true;
  return run.metadata?.[META.cancel] !== 'false';
}

/** Whether the marker shows a stopped run's outcome (a final report, or a cancel or time-out seen through). */
function showsOutcome(marker: MarkerState | undefined): boolean {
  if (marker?.phase === 'final') return true;
  return Boolean(
    marker?.phase && SHOWS_OUTCOME.has(marker.phase) && marker.state && TERMINAL_STATES.has(marker.state),
  );
}

/**
 * Whether a report that shows the run's outcome is written again, as it could not read what it shows: a final report
 * without the run's conversation (its answer, and a result its final message may hold, judged then) or its new result
 * file; a cancel's or a time-out's report keeps its note.
 */
function readsAgain(marker: MarkerState): boolean {
  return marker.unread === true && marker.phase === 'final';
}

/**
 * Whether the comment shows the run as it is: the marker records the `updated_at` of the run it shows (`seen`); a
 * marker written before it did is taken at its word.
 */
export function showsThisRun(marker: MarkerState | undefined, run: RunItem): boolean {
  return marker?.seen === undefined || marker.seen === run.updated_at;
}

/** What a settle says of a report it did not write: another job wrote the comment while it was made. */
export const WRITTEN_MEANWHILE =
  'its comment was written while its report was made: nothing written (what wrote it shows the run)';

/** How long past its deadline a step may still be at work (its own grace, and the post step). */
export const STEP_GONE_MS = 5 * 60_000;

/**
 * Whether the step that wrote the marker is done with the run: it let go of it (detached), ended with it (a report
 * of an outcome, or of a wait for input), or is past its deadline by more than any step runs on (STEP_GONE_MS).
 */
export function stepGone(marker: MarkerState, now: number): boolean {
  if (marker.phase !== 'queued' && marker.phase !== 'running') return true;
  const deadline = marker.deadline ? Date.parse(marker.deadline) : NaN;
  return !Number.isNaN(deadline) && now >= deadline + STEP_GONE_MS;
}

/**
 * The decision for one run (pure). `marker` is its tracking comment's, when there is one. `movingOn`: a new request
 * moves the run on next (reportStopFirst).
 */
export function decide(
  marker: MarkerState | undefined,
  run: RunItem,
  now: number,
  movingOn = false,
): Decision {
  const current = showsThisRun(marker, run);
  if (marker?.owes && current && hasStopped(run.state)) return { kind: 'close', reaction: marker.owes };
  // Written just before a request was sent (Reporter.recordSending) to a run that has not moved since: the request did
  // not land, and the run's outcome was shown before it. A report written over it would tell a re-run of the job that
  // sent it that it did (sentBefore). Unless no comment showed the run (`unshown`: its job found it without one), so
  // that no one would ever show that stop (seed 6291).
  if (marker?.phase === SENDING && !marker.unshown && current && hasStopped(run.state))
    return { kind: 'done' };
  if (showsOutcome(marker)) {
    // Shown, unless its result or its answer could not be read then: the report is written again (below).
    if (current && !readsAgain(marker!)) return { kind: 'done' };
    // The run moved on after its outcome was shown: a follow-up continued it. Its deadline is the continuing step's,
    // which writes its own marker; until then there is none to hold it to.
    if (!current && !TERMINAL_STATES.has(run.state) && run.state !== 'BLOCKED')
      return { kind: 'working', deadline: undefined };
  }
  if (TERMINAL_STATES.has(run.state)) {
    // A result the step that follows the run still checks (and repairs) is that step's to report; unless the run is
    // moved on next: that work is over, and the step sends it no repair (follow.ts, movedMeanwhile).
    if (marker?.result && run.state === 'SUCCEEDED' && !movingOn && !stepGone(marker, now))
      return { kind: 'working', deadline: deadlineOf(marker, run) };
    return { kind: 'report', phase: 'final' };
  }
  if (run.state === 'BLOCKED') {
    // Each question shows: a run that blocks again (answered in the session) is a new version of the run.
    return marker?.phase === 'blocked' && marker.state === 'BLOCKED' && current && !marker.unread
      ? { kind: 'done' }
      : { kind: 'report', phase: 'blocked' };
  }
  const budget = budgetOf(marker, run);
  const spent = overItsBudget(budget, run);
  if (budget && spent !== undefined) return { kind: 'over-budget', budget, spent };
  const deadline = deadlineOf(marker, run);
  if (deadline !== undefined && now >= deadline) {
    const cancel = cancelsAtDeadline(marker, run);
    // Left going by choice and already reported so: nothing more until it ends.
    if (!cancel && marker?.phase === 'timeout') return { kind: 'working', deadline };
    return { kind: 'timeout', cancel, deadline };
  }
  return { kind: 'working', deadline };
}

export interface SettleOptions {
  /** Runs updated within this many minutes are looked at. */
  windowMinutes: number;
  /** The trigger phrase of the workflow's conversations, for the hint under a final report. */
  triggerPhrase: string;
  /**
   * When the last settle that completed (left nothing to retry) started: a run unchanged since then was seen as it
   * is by that settle, so its thread is not read again (only a run still going may have passed its deadline since).
   */
  since?: string;
  now?: () => number;
  /**
   * Judge a result as it is, with no repair follow-up: the run is about to be moved on (reportStopFirst), and a repair
   * sent now would land beside the new work, its answer checked by no one.
   */
  noRepair?: boolean;
  /**
   * The issue or pull request the runs are of, when their metadata does not say (a service that keeps none): the
   * thread of the step that worked on the run (the post step's).
   */
  thread?: number;
}

export interface SettleOutcome {
  results: SettleResult[];
  /**
   * The reports of runs without a thread whose steps let go of them (META.detach), finished here: markdown for the
   * settle's own report (the job summary; on the command line, what it prints).
   */
  reports: string[];
  /** What bounded the search, when it did (the scan without metadata filtering). */
  listing: RunListing;
}

export interface RunListing {
  runs: RunItem[];
  /** The service could not filter by metadata: the newest runs were scanned instead. */
  scanned: boolean;
  /** More runs may have matched than were looked at. */
  truncated: boolean;
}

/**
 * The margin that covers a skew between GitHub's clock (when a settle started) and the service's (when a run
 * changed): ten minutes, either way (docs/detach.md). A run that changed less than this before the last completed
 * settle started is looked at again; the window of runs listed reaches this much further back.
 */
export const SKEW_MARGIN_MS = 10 * 60_000;

const PAGE = 100;
/** Pages read when the service filters by metadata (this repository's runs only), and when it does not. */
export const FILTERED_PAGES = 20;
export const SCAN_PAGES = 5;

/**
 * The runs this action made for `repository` updated since `since`, newest change first. The service's metadata
 * filter narrows them to the repository; a team without it (403 feature_not_available) gets the newest runs scanned
 * (SCAN_PAGES pages) and matched here. Either way only runs whose metadata names the repository are returned.
 */
export function listRepositoryRuns(
  client: CloudAgentClient,
  repository: string,
  since: string,
  signal?: AbortSignal,
): Promise<RunListing> {
  const filter = { [META.repo]: repository, [META.source]: SOURCE };
  return listRunsBy(client, filter, (run) => runMatches({ metadata: filter }, run), since, signal);
}

/**
 * The runs factories made from this repository's threads updated since `since`, newest change first: `dispatch` files
 * work from a thread under its ticket (threadTicket), and the service stamps the ticket on the runs as metadata, the
 * only metadata they carry. Listed by the ticket's source and matched here by the rest (ticketThread), as
 * listRepositoryRuns lists and matches.
 */
export function listDispatchedRuns(
  client: CloudAgentClient,
  repository: string,
  since: string,
  signal?: AbortSignal,
): Promise<RunListing> {
  const filter = { ticket_source: THREAD_TICKET_SOURCE };
  return listRunsBy(client, filter, (run) => ticketThread(run, repository) !== undefined, since, signal);
}

/** The runs `filter` names updated since `since` that `keep` keeps: filtered by the service, or scanned. */
async function listRunsBy(
  client: CloudAgentClient,
  filter: Record<string, string>,
  keep: (run: RunItem) => boolean,
  since: string,
  signal: AbortSignal | undefined,
): Promise<RunListing> {
  const query = { sort_by: 'updated_at', sort_order: 'desc', limit: PAGE, updated_after: since } as const;
  // The client hands back only runs that match the query it was given; a scan is matched against the filter by `keep`.
  let scanned = false;
  // Of the page being read: a run changed before `since` (the service did not apply updated_after). The pages come
  // newest change first, so the rest changed before it too: the listing ends there.
  const bound = Date.parse(since);
  let older = false;
  const leftOut = (run: RunItem) => {
    if (timeOf(run.updated_at) < bound) older = true;
  };
  let page;
  try {
    page = await client.runs.listPage({ ...query, metadata: filter }, { signal }, leftOut);
    // Runs the client left out for the metadata they lack: the service does not filter by it, so its pages are the
    // team's runs. One left out for its time alone (changed before `since`, or no time) says nothing of the filter.
    if (page.foreign > 0) scanned = true;
  } catch (err) {
    if (!(err instanceof ApiError && err.errorCode === 'feature_not_available')) throw err;
    scanned = true;
    page = await client.runs.listPage(query, { signal }, leftOut);
  }
  const runs: RunItem[] = [];
  const limit = scanned ? SCAN_PAGES : FILTERED_PAGES;
  for (let pages = 1; ; pages++) {
    runs.push(...page.runs.filter(keep));
    const cursor = page.page_info.has_next_page ? page.page_info.next_cursor : undefined;
    if (!cursor || older) return { runs, scanned, truncated: false };
    if (pages >= limit) return { runs, scanned, truncated: true };
    page = await client.runs.listPage(
      { ...query, ...(scanned ? {} : { metadata: filter }), cursor },
      { signal },
      leftOut,
    );
    if (page.foreign > 0) scanned = true;
  }
}

/**
 * The runs a settle looks at: this action's (listRepositoryRuns), then those factories made from this repository's
 * threads (listDispatchedRuns) that are not among them, each run once.
 */
export async function listSettledRuns(
  client: CloudAgentClient,
  repository: string,
  since: string,
  signal?: AbortSignal,
): Promise<RunListing> {
  const own = await listRepositoryRuns(client, repository, since, signal);
  const dispatched = await listDispatchedRuns(client, repository, since, signal);
  const seen = new Set(own.runs.map((run) => run.run_id));
  return {
    runs: [...own.runs, ...dispatched.runs.filter((run) => !seen.has(run.run_id))],
    scanned: own.scanned || dispatched.scanned,
    truncated: own.truncated || dispatched.truncated,
  };
}

/**
 * The issue or pull request a run was made from: the number its metadata records (the action's own runs), else the
 * one its ticket names (a factory's, ticketThread).
 */
export function threadOf(run: RunItem, repository: string): number | undefined {
  const recorded = run.metadata?.[META.number];
  if (recorded === undefined) return ticketThread(run, repository);
  const number = Number(recorded);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** The comment a reaction goes on: the marker's, of the kind it records (or the run's event says). */
export function reactionTarget(
  marker: Pick<MarkerState, 'comment' | 'commentKind'>,
  run: RunItem,
): CommentInfo | undefined {
  const id = Number(marker.comment);
  if (!marker.comment || !Number.isSafeInteger(id)) return undefined;
  const event = run.metadata?.[META.event];
  const kind =
    marker.commentKind ??
    (event === 'issue_comment' ? 'issue' : event === 'pull_request_review_comment' ? 'review' : undefined);
  if (!kind) return undefined;
  return {
    id,
    kind: kind === 'issue' ? 'issue_comment' : 'review_comment',
    body: '',
    author: '',
    authorType: '',
    url: '',
  };
}

/**
 * The reaction the report closes the asking comment with, the one the step that waited would have given: 🚀 for a
 * run that succeeded (or waits for an answer), 😕 otherwise, and for one that succeeded but broke a promise that
 * fails its step (a result that does not match its schema, a budget went over).
 */
function finalReaction({ phase, run, result, budget }: ReportInput): 'rocket' | 'confused' {
  if (phase === 'blocked') return 'rocket';
  // A result that does not match, or that could not be read: the step that asked for it would have failed.
  if (result?.status === 'invalid' || result?.status === 'unread' || (budget && budget.status !== 'within'))
    return 'confused';
  return phase === 'final' && run.state === 'SUCCEEDED' ? 'rocket' : 'confused';
}

/** How long, in minutes and hours, for the summary. */
export function formatAge(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return plural(minutes, 'minute');
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * What the report says of the plan the marker records as asked for: the plan waiting, or that none was made (the
 * texts of its plans from the report's artifacts); none waits once the run's conversation shows it approved since.
 */
function plannedOf(
  run: RunItem,
  marker: MarkerState | undefined,
  triggerPhrase: string,
  artifacts: ReportInput['artifacts'],
  conversation: ReportInput['conversation'],
): Pick<ReportInput, 'plan'> {
  const plan = planShowing(run, marker?.plan, approveByReply(triggerPhrase), artifacts, conversation).report;
  return plan ? { plan } : {};
}

/** This settle's own report: where the report of a run without a thread goes (see SettleOutcome.reports). */
const HERE = 'here';

/** Where a run's report goes: its tracking comment, this settle's own report, or nowhere (undefined). */
type Target = FoundComment | typeof HERE;

/**
 * Where settle writes a run's report: its tracking comment; for a run started without a thread whose step let go of
 * it (META.detach), this settle's own report; otherwise nowhere (the step that followed it reported it).
 */
function targetOf(
  run: RunItem,
  comment: FoundComment | undefined,
  thread: number | undefined,
): Target | undefined {
  if (comment) return comment;
  return thread === undefined && run.metadata?.[META.detach] === 'true' ? HERE : undefined;
}

/**
 * The thread of a run a comment on it started whose tracking comment was not found there: its deadline and budget
 * were in that comment's marker alone (deadlineOf, budgetOf). Undefined when the run has its comment, or no thread.
 */
function unheld(
  run: RunItem,
  comment: FoundComment | undefined,
  thread: number | undefined,
): number | undefined {
  return comment || run.metadata?.[META.conversation] === undefined ? undefined : thread;
}

/** Whether the run's count went back against its tracking comment's marker, which does not record it yet. */
const resetUnrecorded = (comment: FoundComment | undefined, run: RunItem): comment is FoundComment =>
  comment !== undefined && countWentBack(budgetOf(comment.state, run), run);

/** The marker of the comment a report goes to; none for this settle's own report. */
const markerOf = (target: Target): MarkerState | undefined => (target === HERE ? undefined : target.state);

/** Whether GitHub's failure `err` may pass: a 5xx, a timeout, a rate limit, or no answer at all. */
function mayPass(err: unknown): boolean {
  const status = (err as { status?: unknown }).status;
  return typeof status !== 'number' || status >= 500 || status === 408 || status === 429;
}

/** Settles one repository's runs: the flow of `command: settle`. */
export class Settler {
  private readonly step: SettleStep;
  private readonly options: SettleOptions;
  private readonly now: () => number;
  private self: Promise<string> | undefined;
  private readonly threads = new Map<number, Promise<FoundComment[]>>();
  /** Runs whose count went back, said once (see warnWentBack). */
  private readonly wentBack = new Set<string>();
  /** The reports this settle finished in its own report (see SettleOutcome.reports). */
  private readonly reports: string[] = [];
  /** The last run found moved on once its report was written, as read then (see movedOn). */
  movedTo: RunItem | undefined;

  constructor(step: SettleStep, options: SettleOptions) {
    this.step = step;
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  async settle(): Promise<SettleOutcome> {
    const { step, options } = this;
    // The runner's clock against the service's `updated_at`: the margin covers their skew.
    const since = new Date(this.now() - options.windowMinutes * 60_000 - SKEW_MARGIN_MS).toISOString();
    // A factory's run is known to be this action's only by its thread's tracking comment: without GitHub there is
    // nothing of it to read or write, so only the action's own runs are looked at.
    const list = step.repository ? listSettledRuns : listRepositoryRuns;
    const listing = await list(step.client, step.env.repository, since, step.signal);
    const results: SettleResult[] = [];
    // One at a time: a settle is a background job, and GitHub's secondary limits dislike bursts of writes.
    for (const run of listing.runs) results.push(await this.settleRun(run));
    return { results, reports: this.reports, listing };
  }

  /** The action's comments on a thread whose marker verifies, read once per settle. */
  private commentsOn(repository: Repository, thread: number): Promise<FoundComment[]> {
    let found = this.threads.get(thread);
    if (!found) {
      found = this.login(repository).then((login) =>
        repository.markedComments(thread, login, markerReader(this.step.markerKey)),
      );
      this.threads.set(thread, found);
    }
    return found;
  }

  /** Who the action writes as, asked of GitHub once per settle. */
  private login(repository: Repository): Promise<string> {
    return (this.self ??= repository.self());
  }

  private async trackingComment(run: RunItem, thread: number | undefined): Promise<FoundComment | undefined> {
    const { repository } = this.step;
    if (!repository || thread === undefined) return undefined;
    return (await this.commentsOn(repository, thread)).filter((c) => c.state.run === run.run_id).at(-1);
  }

  /**
   * Settles one run listed seconds (or minutes) ago. What was decided from the listing is only acted on after the
   * run and its comment are read again (`fresh`): a follow-up may have restarted the run, or it may have ended on its
   * own, and the write follows what holds now.
   */
  async settleRun(listed: RunItem): Promise<SettleResult> {
    const thread = threadOf(listed, this.step.env.repository) ?? this.options.thread;
    const base = { run_id: listed.run_id, state: listed.state, thread: thread ?? null };
    const now = this.now();
    const unchanged = this.unchanged(listed);
    if (unchanged) return { ...base, comment_url: null, ...unchanged };
    let comment: FoundComment | undefined;
    try {
      comment = await this.trackingComment(listed, thread);
    } catch (err) {
      return this.withoutGitHub(
        listed,
        base,
        `could not read the comments of #${thread}: ${(err as Error).message}`,
      );
    }
    this.warnWentBack(listed, comment?.state);
    const listedDecision = decide(comment?.state, listed, now, this.options.noRepair);
    const toRecord = listedDecision.kind === 'working' && resetUnrecorded(comment, listed);
    if (listedDecision.kind === 'done' || (listedDecision.kind === 'working' && !toRecord)) {
      return this.noWrite(
        listed,
        listedDecision,
        { ...base, comment_url: comment?.url ?? null },
        now,
        unheld(listed, comment, thread),
      );
    }
    // Read, then write: the run and its comment as they are now decide what is written.
    let fresh: { run: RunItem; comment: FoundComment | undefined };
    try {
      fresh = await this.readAgain(listed, comment);
    } catch (err) {
      return {
        ...base,
        comment_url: comment?.url ?? null,
        action: 'not-settled',
        detail: `could not read the run or its comment again before writing: ${(err as Error).message}`,
        retry: true,
      };
    }
    const { run } = fresh;
    comment = fresh.comment;
    this.warnWentBack(run, comment?.state);
    const decision = decide(comment?.state, run, this.now(), this.options.noRepair);
    const result = { ...base, state: run.state, comment_url: comment?.url ?? null };
    switch (decision.kind) {
      case 'done':
        return this.noWrite(run, decision, result, now, unheld(run, comment, thread));
      case 'working':
        if (comment && resetUnrecorded(comment, run))
          return this.recordReset(run, comment, decision, result, now);
        return this.noWrite(run, decision, result, now, unheld(run, comment, thread));
      case 'report': {
        const target = targetOf(run, comment, thread);
        if (!target) return { ...result, ...(await this.withoutComment(thread)) };
        return this.report(run, target, decision.phase, result);
      }
      case 'timeout':
        return this.timeout(run, targetOf(run, comment, thread), decision, result, thread);
      case 'over-budget':
        return this.overBudget(run, targetOf(run, comment, thread), decision, result, thread);
      case 'close':
        return this.closeOwed(run, comment!, decision.reaction, result);
      default:
        return unreachable(decision);
    }
  }

  /**
   * What needs no GitHub read: a run that had stopped (ended, or waits for input) before the last completed settle
   * started, and has not changed since: that settle saw it as it is. The settle's start is GitHub's time and the run's
   * `updated_at` the service's, so a run counts as unchanged only when it changed SKEW_MARGIN_MS before it: a skew
   * of the two clocks within that margin never hides a run's last change. A run still going is never skipped: its
   * deadline and its budget (in its comment's marker, which only a read of the thread tells) must be checked every
   * settle. Undefined when the run must be looked at.
   */
  private unchanged(run: RunItem): Pick<SettleResult, 'action' | 'detail'> | undefined {
    const since = this.options.since ? Date.parse(this.options.since) : NaN;
    const updated = Date.parse(run.updated_at);
    if (Number.isNaN(since) || Number.isNaN(updated) || updated >= since - SKEW_MARGIN_MS) return undefined;
    if (isGoing(run.state) && run.state !== 'BLOCKED') return undefined;
    return { action: 'already-settled', detail: 'unchanged since the last completed settle' };
  }

  /**
   * Says (once a settle) that a run's usage is below where its budget counts from: the service's count went back since
   * the budget began (it counts a new execution anew), and what it counts now is added to what was counted before.
   */
  private warnWentBack(run: RunItem, marker: MarkerState | undefined): void {
    const budget = budgetOf(marker, run);
    const reset = resetOf(budget, run);
    if (!budget || !reset || this.wentBack.has(run.run_id)) return;
    this.wentBack.add(run.run_id);
    const below = budget.last === undefined ? 'its budget counts from' : 'its tracking comment last showed';
    this.step.host.log.warning(
      `run ${run.run_id}: its usage (${credits(reset.to)} credits) is below the ${credits(reset.from)} credits ${below}: the service's count went back, as when it counts a new execution anew: the ${credits(reset.kept)} credits counted against its budget until then are kept, and what it counts from 0 now is added`,
    );
  }

  /** The run and its tracking comment read again (the comment by its id: one request). */
  private async readAgain(
    listed: RunItem,
    comment: FoundComment | undefined,
  ): Promise<{ run: RunItem; comment: FoundComment | undefined }> {
    const run = await this.step.client.runs.get(listed.run_id, { signal: this.step.signal });
    if (!comment || !this.step.repository) return { run, comment };
    return { run, comment: await this.commentNow(comment) };
  }

  /** The tracking comment read again by its id; undefined when it is gone, or no longer ends with our marker. */
  private async commentNow(comment: FoundComment): Promise<FoundComment | undefined> {
    const repository = this.step.repository!;
    const self = await this.login(repository);
    return repository.markedComment(comment.id, self, markerReader(this.step.markerKey));
  }

  /** A run with nothing to write: its comment shows it already, or it works within its deadline. */
  private noWrite(
    run: RunItem,
    decision: Extract<Decision, { kind: 'done' | 'working' }>,
    result: Omit<SettleResult, 'action' | 'detail'>,
    now: number,
    unheldOn?: number,
  ): SettleResult {
    if (decision.kind === 'done')
      return { ...result, action: 'already-settled', detail: 'its comment already shows the outcome' };
    const age = now - Date.parse(run.created_at);
    const until =
      decision.deadline === undefined
        ? 'no deadline'
        : `deadline ${new Date(decision.deadline).toISOString()}`;
    const detail = `working for ${formatAge(age)} (${until})`;
    if (unheldOn === undefined || !this.step.repository) return { ...result, action: 'working', detail };
    return {
      ...result,
      action: 'working',
      detail: `${detail}; no tracking comment of it on #${unheldOn} (deleted?), whose marker held its deadline and budget: this settle holds it to neither (cancel it with cloud-agent cancel ${run.run_id} if it must stop)`,
    };
  }

  /**
   * A run at work whose count went back against its tracking comment (warnWentBack): the reset is recorded in the
   * comment's marker, its report left as it is: what was counted until then kept, and the count as read now, which a
   * later reader (the next settle, a re-run of the step that sent the work) counts on from. Left in the log alone, a
   * count grown past the old one by the next read would look like the run going on, and its budget would count less
   * than the run used. A write GitHub fails is tried again by the next settle, while the count is still below.
   */
  private async recordReset(
    run: RunItem,
    comment: FoundComment,
    decision: Extract<Decision, { kind: 'working' }>,
    result: Omit<SettleResult, 'action' | 'detail'>,
    now: number,
  ): Promise<SettleResult> {
    const { step } = this;
    const working = this.noWrite(run, decision, result, now);
    const { sending } = comment.state;
    const total = creditsOf(run)!;
    // A request on its way when the record was written: the reset came after it, and is its work's too, counted from
    // where the record says it began.
    const own =
      sending &&
      countOn({ baseline: sending.baseline ?? 0, kept: sending.kept }, comment.state.credits, total);
    const state = {
      ...comment.state,
      ...keptAt(comment.state, run),
      ...(sending && own?.reset ? { sending: { ...sending, kept: own.reset.kept } } : {}),
      credits: total,
    };
    const tracking = step.repository!.trackingComment(
      result.thread!,
      comment.author,
      markerReader(step.markerKey),
      (s) => s.key === state.key,
    );
    tracking.adopt(comment);
    try {
      await tracking.write(remark(comment.body, state, step.markerKey), step.signal);
    } catch (err) {
      step.host.log.warning(
        `run ${run.run_id}: could not record on its tracking comment that the service's count went back: ${(err as Error).message}; the next settle tries again`,
      );
      return { ...working, retry: true };
    }
    return {
      ...working,
      detail: `${working.detail}; the service's count went back: recorded on its tracking comment`,
    };
  }

  /**
   * GitHub could not be read: the comment's marker is unknown. A run's own deadline (its first execution's, in its
   * metadata) still holds, so a run past it is cancelled whatever GitHub answers; its comment is written by a later
   * settle. A run whose deadline only the marker knows is listed for the next settle.
   */
  private async withoutGitHub(
    run: RunItem,
    base: Omit<SettleResult, 'action' | 'detail' | 'comment_url'>,
    why: string,
  ): Promise<SettleResult> {
    const result = { ...base, comment_url: null };
    if (!isGoing(run.state) || run.state === 'BLOCKED')
      return {
        ...result,
        action: 'not-settled',
        detail: `${why}; its report is left to the next settle`,
        retry: true,
      };
    const overBy = overItsBudget(budgetOf(undefined, run), run);
    const deadline = deadlineOf(undefined, run);
    if (overBy !== undefined)
      return {
        ...(await this.cancelWithoutGitHub(run, result, why, 'over the budget its metadata records')),
        over_budget: true,
      };
    if (deadline === undefined) {
      return {
        ...result,
        action: 'not-settled',
        detail: `${why}; its deadline is only in its comment, so it could not be held to it`,
        retry: true,
        deadline_unknown: true,
      };
    }
    if (this.now() < deadline) {
      return {
        ...result,
        action: 'working',
        detail: `${why}; working within the deadline its metadata records (${new Date(deadline).toISOString()})`,
        retry: true,
      };
    }
    if (!cancelsAtDeadline(undefined, run)) {
      return {
        ...result,
        action: 'not-settled',
        detail: `${why}; past its deadline and left going (cancel-on-abort: false); its report is left to the next settle`,
        retry: true,
      };
    }
    return this.cancelWithoutGitHub(run, result, why, 'past the deadline its metadata records');
  }

  /** Cancels a run GitHub could not be read for (`reason`: past its deadline, over its budget); its comment waits. */
  private async cancelWithoutGitHub(
    run: RunItem,
    result: Omit<SettleResult, 'action' | 'detail'>,
    why: string,
    reason: string,
  ): Promise<SettleResult> {
    const outcome = await cancelStepRun(this.step, run.run_id);
    if (outcome.outcome !== 'cancelled') {
      return {
        ...result,
        state: outcome.run?.state ?? run.state,
        action: 'not-settled',
        detail: `${why}; ${reason}: ${describeCancel(outcome.outcome, run.run_id).replace(/`/g, '')}`,
        retry: true,
      };
    }
    // Only a run read back cancelled is: its state is CANCELLED.
    return {
      ...result,
      state: 'CANCELLED',
      action: 'cancelled',
      detail: `${why}; ${reason}: cancelled; its comment is written by the next settle`,
      retry: true,
    };
  }

  /**
   * A run that ended without a comment of its own: the thread's comment may track a later run of its conversation
   * now (nothing to do), else the report cannot be written.
   */
  private async withoutComment(thread: number | undefined): Promise<Pick<SettleResult, 'action' | 'detail'>> {
    const { repository } = this.step;
    const later =
      repository && thread !== undefined ? (await this.commentsOn(repository, thread)).at(-1) : undefined;
    if (later?.state.run)
      return {
        action: 'already-settled',
        detail: `the thread's comment tracks a later run, ${later.state.run}`,
      };
    return { action: 'not-settled', detail: this.noComment(thread) };
  }

  /** Why a run's report cannot be written. */
  private noComment(thread: number | undefined): string {
    if (thread === undefined)
      return `started without an issue or pull request: ${this.step.host.words.ownReport}`;
    if (!this.step.repository)
      return `${plain(this.step.host.words.noGitHub).toLowerCase()}: its report on #${thread} could not be written`;
    return `no tracking comment of this run on #${thread} (none by the action with a marker that verifies)`;
  }

  private async reportInput(
    run: RunItem,
    marker: MarkerState | undefined,
    phase: Phase,
    note?: string,
  ): Promise<ReportInput> {
    return (await this.reportRead(run, marker, phase, note)).input;
  }

  /** The report's input, and the error of its conversation's read when it could not be read (see readConversation). */
  private async reportRead(
    run: RunItem,
    marker: MarkerState | undefined,
    phase: Phase,
    note?: string,
  ): Promise<{ input: ReportInput; unread?: Error }> {
    const budget = this.budgetView(run, marker);
    const { client } = this.step;
    const log = info(this.step);
    const read = await readConversation(this.step.host, client, run);
    const { conversation, unread } = read;
    const artifacts = await resolveArtifacts(client, run, log, this.step.signal);
    const factoryTask = marker?.factory
      ? await readFactoryTask(client, marker.factory, run.run_id, this.step.host.log)
      : undefined;
    const input: ReportInput = {
      run,
      phase,
      artifacts,
      now: this.now(),
      ...recordedOrigin(marker, run, this.step.env),
      ...this.hintsOf(run, marker),
      ...conversationInput(read),
      ...(factoryTask ? { factoryTask } : {}),
      ...(note ? { note } : {}),
      ...(budget ? { budget } : {}),
      ...plannedOf(run, marker, this.options.triggerPhrase, artifacts, conversation),
    };
    return unread ? { input, unread } : { input };
  }

  /**
   * What the report shows of the run's budget. A run cancelled over it was stopped at it (by this settle, another,
   * or the step): whichever writes the report says the same.
   */
  private budgetView(run: RunItem, marker: MarkerState | undefined): BudgetView | undefined {
    const budget = budgetOf(marker, run);
    if (!budget) return undefined;
    const spent = spentSince(run, budget);
    const over = overBudget(spent, budget.limit);
    return {
      limit: budget.limit,
      spent,
      baseline: budget.baseline,
      reset: budget.kept !== undefined || countWentBack(budget, run),
      setting: this.step.host.words.setting('max-credits', credits(budget.limit)),
      status: !over ? 'within' : run.state === 'CANCELLED' ? 'stopped' : 'over',
    };
  }

  private hintsOf(run: RunItem, marker: MarkerState | undefined): Hints {
    const comment = Boolean(marker?.comment || run.metadata?.[META.comment]);
    return hintsFor(
      { comment, thread: true },
      this.options.triggerPhrase,
      run.run_id,
      this.step.host.words.followup,
    );
  }

  /**
   * The closing reaction the step that wrote the report could not give (the marker's `owes`), given now in the place
   * of the other one (a re-run's step owes it when GitHub refused it before it took its earlier attempt's off: the
   * comment shows how the newest attempt ended, as the step would have left it); then the marker is written without
   * it, the report left as it is. Neither done: the next settle tries again (GitHub keeps one reaction of a kind per
   * user, so a second try adds none).
   */
  private async closeOwed(
    run: RunItem,
    comment: FoundComment,
    reaction: 'rocket' | 'confused',
    result: Omit<SettleResult, 'action' | 'detail'>,
  ): Promise<SettleResult> {
    const { step } = this;
    const repository = step.repository!;
    const target = reactionTarget(comment.state, run);
    const { owes: _owes, ...state } = comment.state;
    const tracking = repository.trackingComment(
      result.thread!,
      comment.author,
      markerReader(step.markerKey),
      (s) => s.key === state.key,
    );
    tracking.adopt(comment);
    const notSettled = (err: unknown): SettleResult => ({
      ...result,
      action: 'not-settled',
      detail: `could not give the closing reaction its step could not give: ${(err as Error).message}; the next settle tries again`,
      retry: true,
    });
    // Refused for good (its comment deleted since): no settle could give it, so the marker stops owing it.
    let refused: string | undefined;
    try {
      if (target) await repository.reclose(target, reaction);
    } catch (err) {
      if (mayPass(err)) return notSettled(err);
      refused = `${gone(err) ? 'the comment that asked for it is gone' : 'GitHub refuses it'} (${(err as Error).message})`;
      step.host.log.warning(
        `run ${run.run_id}: ${refused}: the closing reaction its step could not give (${reaction}) is given to no one`,
      );
    }
    try {
      await tracking.write(remark(comment.body, state, step.markerKey), step.signal);
    } catch (err) {
      return notSettled(err);
    }
    if (refused) return { ...result, action: 'finished', detail: `no closing reaction to give: ${refused}` };
    step.host.log.info(`run ${run.run_id}: gave the closing reaction its step could not give (${reaction})`);
    return {
      ...result,
      action: 'finished',
      detail: `the closing reaction its step could not give (${reaction})`,
    };
  }

  /**
   * Writes the report on the comment in place (phase in its marker), after the reaction (none with `react: false`: a
   * report of a run that goes on); `marker` changes what the marker carries.
   */
  private async write(
    comment: FoundComment,
    thread: number,
    input: ReportInput,
    options: { marker?: Partial<Carried>; react?: boolean } = {},
  ): Promise<boolean> {
    const { step } = this;
    const repository = step.repository!;
    const target = options.react === false ? undefined : reactionTarget(comment.state, input.run);
    // The reaction first: GitHub keeps one reaction of a kind per user, so a settle that failed after it and
    // is run again adds none; a comment written first and a reaction lost would never get it.
    // Unless the comment's work was closed already (its step waited, or a cancel or an earlier report did): one
    // reaction closes it. Over a report of work going, this one takes the place of one there (CLOSES_WORK), as the
    // re-run's step would have.
    if (target) {
      try {
        if (CLOSES_WORK.has(comment.state.phase ?? '')) await repository.close(target, finalReaction(input));
        else await repository.reclose(target, finalReaction(input));
      } catch (err) {
        const passing = mayPass(err);
        step.host.log.warning(
          `could not react on the comment that asked for run ${input.run.run_id}: ${(err as Error).message}${passing ? '; the next settle tries again' : ''}`,
        );
        // Not written without it, unless GitHub refuses it for good (the comment is gone): a report written and a
        // reaction lost would never get it.
        if (passing) return false;
      }
    }
    // The plan waiting, as shown; a plan asked for and not waiting (not made, or the run failed): the thread goes
    // back to plain requests.
    const showing = planShowing(
      input.run,
      comment.state.plan,
      undefined,
      input.artifacts,
      input.conversation,
    );
    const { plan: _plan, ...rest } = {
      ...carried(comment.state),
      ...keptAt(comment.state, input.run),
      ...options.marker,
    };
    const marker = showing.mark ? { ...rest, plan: showing.mark } : rest;
    const reporter = openReporter({
      host: step.host,
      repository,
      number: thread,
      self: comment.author,
      enabled: true,
      marker,
      markerKey: step.markerKey,
      signal: step.signal,
    });
    reporter.comment?.adopt(comment);
    return reporter.finishComment(input, { showsNewPlan: showing.first });
  }

  /**
   * Publishes a report where it goes: the comment (see `write`), or this settle's own report. Resolves whether it is
   * shown.
   */
  private async publish(target: Target, thread: number | null, input: ReportInput): Promise<boolean> {
    if (target !== HERE) return this.write(target, thread!, input);
    this.reports.push(renderJobSummary(redactValues(input, (text) => this.step.host.redact(text))));
    return true;
  }

  private async report(
    run: RunItem,
    target: Target,
    phase: 'final' | 'blocked',
    result: Omit<SettleResult, 'action' | 'detail'>,
  ): Promise<SettleResult> {
    const marker = markerOf(target);
    const { input, unread } = await this.reportRead(run, marker, phase);
    // The result the step asked for, validated as it would have been (a run that failed keeps its own outcome). Not
    // when the comment showed the end of that work and the run moved on since, nor when the run's last follow-up asked
    // for no result: what moved it (whose own marker did not land, or was written over by a job at once) did not ask
    // for that result.
    let judged: Extract<Judged, { kind: 'view' }>['view'] | undefined;
    const ended = marker?.phase === 'final' && !showsThisRun(marker, run);
    const mark = marker?.result;
    if (
      phase === 'final' &&
      mark &&
      run.state === 'SUCCEEDED' &&
      !ended &&
      !followedUpWithoutResult(input.conversation)
    ) {
      const made = await this.judge(run, mark, input, deadlineOf(marker, run), unread);
      if (made.kind === 'repair') return this.askRepair(run, target as FoundComment, input, made, result);
      if (made.kind === 'unread')
        return {
          ...result,
          action: 'not-settled',
          detail: `${made.file ? notDownloaded(made.why) : `its final message, where its result may be, could not be read (${made.why})`}; its report is left to the next settle`,
          retry: true,
        };
      judged = input.result = made.view;
    }
    const verdict = judged && judged.status !== 'unread' ? { result: judged.status } : {};
    // A report that said the agent's answer was not read, of this very run: written again only once it can be read;
    // unless new work is about to pass it (reportStopFirst), which waits for nothing the comment does not show already.
    if (
      unread &&
      !this.options.noRepair &&
      marker?.unread &&
      marker.phase === phase &&
      showsThisRun(marker, run)
    )
      return {
        ...result,
        action: 'not-settled',
        detail: `its conversation, the agent's answer, could not be read again (${unread.message}); its report is left to the next settle`,
        retry: true,
      };
    if (target !== HERE) {
      const unwritten = await this.writtenMeanwhile(target, result);
      if (unwritten) return unwritten;
    }
    const shown = await this.publish(target, result.thread, input);
    if (!shown)
      return {
        ...result,
        action: 'not-settled',
        detail: 'GitHub did not take the report; the next settle tries again',
        retry: true,
      };
    const where = target === HERE ? "in this settle's report" : 'written';
    this.step.host.log.info(
      target === HERE
        ? `settled run ${run.run_id} (${run.state}): its report is in this settle's report`
        : `settled run ${run.run_id} (${run.state}) on #${result.thread}: ${target.url}`,
    );
    const moved = await this.movedOn(run);
    // One that went past its budget before anyone could stop it, or that someone else stopped past it (a cancel on
    // the thread, in the session): the report says so, and so does the result, as every report that says it does.
    const over =
      input.budget?.status === 'over' || input.budget?.status === 'stopped' ? input.budget : undefined;
    const budget = over
      ? `; over its budget (${credits(over.spent ?? 0)} of ${credits(over.limit)} credits)`
      : '';
    const schema = judged ? `; ${judgedText(judged)}` : '';
    return {
      ...result,
      ...(phase === 'final'
        ? { action: 'finished', detail: `final report ${where} (${run.state})${schema}${budget}${moved}` }
        : { action: 'blocked', detail: `report ${where}: the agent waits for input${budget}${moved}` }),
      ...(over ? { over_budget: true } : {}),
      ...verdict,
    };
  }

  /**
   * The run's result against the schema its marker carries (`mark`): the view its report shows, or a repair to ask
   * for (again, when the last one recorded never reached the run: it has not moved since). None once the work's
   * `deadline` has passed or its budget is spent, as the step would send none: a repair would start the run again
   * past them, for the next settle to stop.
   */
  private async judge(
    run: RunItem,
    mark: ResultMark,
    input: ReportInput,
    deadline: number | undefined,
    unread: Error | undefined,
  ): Promise<Judged> {
    const { step } = this;
    let schema;
    try {
      schema = await markedSchema(mark, step.env.workspace);
    } catch (err) {
      if (!(err instanceof SchemaUnavailable)) throw err;
      step.host.log.warning(
        `run ${run.run_id}: schema not available, its result is not validated: ${err.message}`,
      );
      return { kind: 'view', view: { status: 'unavailable', why: err.message } };
    }
    const found = await findResult(
      step.client,
      run,
      mark.before,
      finalMessage(input.conversation),
      (line) => step.host.log.warning(line),
      step.signal,
    );
    // No result read where a later read may give it: unknown, not missing (see follow.ts `ended`). A report about to
    // be passed by new work (noRepair) says so; any other waits for a settle that can read it.
    const unknown = found.from === undefined ? unknownResult(found, unread) : undefined;
    if (unknown)
      return this.options.noRepair
        ? { kind: 'view', view: unreadView(unknown) }
        : { kind: 'unread', why: unknown.cause.message, file: unknown.file };
    const checked = checkResult(found, schema.schema, (text) => step.host.redact(text));
    const sent = mark.sent ?? 0;
    if (checked.valid) return { kind: 'view', view: resultView(checked, sent) };
    const again = mark.asked !== undefined && mark.asked === run.updated_at;
    if (this.options.noRepair || !(again || mark.left > 0))
      return { kind: 'view', view: resultView(checked, sent) };
    const spent = input.budget?.spent;
    const why =
      deadline !== undefined && this.now() >= deadline
        ? `its deadline (${new Date(deadline).toISOString()}) has passed`
        : input.budget && spent !== undefined && spent >= input.budget.limit
          ? `its budget was spent (${credits(spent)} of ${credits(input.budget.limit)} credits)`
          : undefined;
    if (why) {
      step.host.log.info(
        `run ${run.run_id}: its result does not match its schema, and ${why}: no repair is asked`,
      );
      return { kind: 'view', view: resultView(checked, sent) };
    }
    return { kind: 'repair', checked, mark, again };
  }

  /**
   * Asks the agent to repair its result, the step that asked being gone: the comment records the repair first (its
   * marker: one repair fewer left, the run's FILE artifacts and version now), then the follow-up is sent. A follow-up
   * that fails is sent again by the next settle, which finds the run not moved since; never a second repair.
   *
   * Both are read again first: fetching and checking the result takes a few requests, and meanwhile the job of a new
   * request on the thread may have reported the run and sent it new work (reportStopFirst). A repair sent then would
   * land on that work, and a report written would hide the new request's. The service has no conditional follow-up,
   * so a move between this read and the follow-up still gets past it: one round trip, not the whole check.
   */
  private async askRepair(
    run: RunItem,
    comment: FoundComment,
    input: ReportInput,
    judged: Extract<Judged, { kind: 'repair' }>,
    result: Omit<SettleResult, 'action' | 'detail'>,
  ): Promise<SettleResult> {
    const { step } = this;
    const { checked, mark, again } = judged;
    const problems = doesNotMatch(checked.issues.length);
    let moved: string | undefined;
    try {
      moved = await this.changedSince(run, comment);
    } catch (err) {
      return {
        ...result,
        action: 'not-settled',
        detail: `${problems}; could not read the run or its comment again before asking for a repair (${(err as Error).message}): the next settle tries again`,
        retry: true,
      };
    }
    if (moved) {
      step.host.log.info(`run ${run.run_id}: ${problems}, but ${moved}: no repair was asked`);
      return {
        ...result,
        action: 'not-settled',
        detail: `${problems}, but ${moved}: no repair was asked (what moved it shows the run)`,
      };
    }
    const sent = again ? (mark.sent ?? 1) : (mark.sent ?? 0) + 1;
    const left = again ? mark.left : mark.left - 1;
    const record: ResultMark = {
      ...mark,
      left,
      sent,
      before: again ? mark.before : fileUids(run),
      asked: run.updated_at,
    };
    const of = sent + left;
    const repairing: ResultView = { status: 'repairing', issues: checked.issues, repair: sent, of };
    const shown = await this.write(
      comment,
      result.thread!,
      {
        ...input,
        phase: 'detached',
        note: `The result did not match its schema: the agent was asked to repair it (${sent} of ${of}).`,
        leftGoing: step.host.words.leftGoing(run.run_id),
        result: repairing,
      },
      { marker: { result: record }, react: false },
    );
    if (!shown)
      return {
        ...result,
        action: 'not-settled',
        detail:
          'its result does not match its schema; GitHub did not take the report that records the repair, so none was sent: the next settle tries again',
        retry: true,
      };
    try {
      await step.client.runs.followUp(
        run.run_id,
        { message: repairMessage(checked.issues), mode: 'normal' },
        { signal: step.signal },
      );
    } catch (err) {
      return {
        ...result,
        action: 'not-settled',
        detail: `its result does not match its schema; the repair follow-up could not be sent (${(err as Error).message}): the next settle sends it`,
        retry: true,
      };
    }
    step.host.log.info(`run ${run.run_id}: ${problems}: sent a repair follow-up (${sent} of ${of})`);
    return {
      ...result,
      action: 'repair-asked',
      detail: `${problems}: a repair follow-up was sent (${sent} of ${of})`,
      result: 'repair-asked',
    };
  }

  /**
   * What changed since the run and its comment were read (`run`, `comment`), read again: the run moved on (a new
   * version or state), or its comment was written over or is gone. Undefined when neither did.
   */
  private async changedSince(run: RunItem, comment: FoundComment): Promise<string | undefined> {
    const now = await this.readAgain(run, comment);
    if (now.run.updated_at !== run.updated_at || now.run.state !== run.state)
      return `the run moved on meanwhile (now ${now.run.state})`;
    if (now.comment?.body !== comment.body) return 'its comment was written meanwhile';
    return undefined;
  }

  /**
   * Before a report is written over the comment: the comment read once more. Making the report takes a few requests
   * (the conversation, the artifacts, the result), and meanwhile the job of a new request on the thread may have shown
   * the run and recorded its own work there; a report from what this settle read would hide that record, and the next
   * settle would act on the old one (a result judged for work that asked for none). Then nothing is written: what wrote
   * the comment shows the run, and no reaction is given either. GitHub has no conditional write, so a write between
   * this read and the report (the closing reaction's requests) still gets past it.
   */
  private async writtenMeanwhile(
    comment: FoundComment,
    result: Omit<SettleResult, 'action' | 'detail'>,
  ): Promise<SettleResult | undefined> {
    let now: FoundComment | undefined;
    try {
      now = await this.commentNow(comment);
    } catch (err) {
      return {
        ...result,
        action: 'not-settled',
        detail: `could not read its comment again before writing the report (${(err as Error).message}): the next settle tries again`,
        retry: true,
      };
    }
    if (now?.body === comment.body) return undefined;
    this.step.host.log.info(`run ${result.run_id}: ${WRITTEN_MEANWHILE}`);
    return { ...result, action: 'not-settled', detail: WRITTEN_MEANWHILE };
  }

  /**
   * Then check: the run read once more after its report was written. One that moved on meanwhile (a follow-up
   * restarted it) is shown by the step that follows it, or by the next settle: the marker records the version of
   * the run this report showed, so the next settle sees the difference.
   */
  private async movedOn(shown: RunItem): Promise<string> {
    let now: RunItem;
    try {
      now = await this.step.client.runs.get(shown.run_id, { signal: this.step.signal });
    } catch {
      return '';
    }
    if (now.updated_at === shown.updated_at) return '';
    this.movedTo = now;
    this.step.host.log.info(
      `run ${shown.run_id} moved on while its report was written (now ${now.state}): the next settle or the step following it shows it`,
    );
    return `; the run moved on meanwhile (now ${now.state})`;
  }

  /**
   * A run over its budget: cancelled (once: a settle that finds it cancelled, by itself or another, reports it so) and
   * reported as stopped at its budget. A cancel not seen through is the next settle's to ask again.
   */
  private async overBudget(
    run: RunItem,
    target: Target | undefined,
    decision: Extract<Decision, { kind: 'over-budget' }>,
    result: Omit<SettleResult, 'action' | 'detail'>,
    thread: number | undefined,
  ): Promise<SettleResult> {
    const over = `over its budget (${credits(decision.spent)} of ${credits(decision.budget.limit)} credits)`;
    const stopped = await this.stop(run, target, result, over);
    if ('settled' in stopped) return { ...stopped.settled, over_budget: true };
    const { outcome, seen } = stopped;
    const what = `${over}: ${cancelWords(outcome.outcome)}`;
    const done = {
      ...result,
      state: seen.state,
      ...(outcome.outcome === 'cancelled'
        ? { action: 'cancelled' as const }
        : { action: 'not-settled' as const }),
      over_budget: true as const,
    };
    if (!target) return { ...done, detail: `${what}; ${this.noComment(thread)}` };
    const note = `The run went over its budget. ${describeCancel(outcome.outcome, run.run_id)}`;
    const shown = await this.publish(
      target,
      result.thread,
      await this.reportInput(seen, markerOf(target), 'cancelled', note),
    );
    return shown
      ? { ...done, detail: `${what}, reported${target === HERE ? " in this settle's report" : ''}` }
      : { ...done, detail: `${what}; GitHub did not take the report`, retry: true };
  }

  /**
   * Cancels a run settle must stop (`why`: past its deadline, over its budget). One that ended (or blocked) on its own
   * before the cancel landed is reported with its real outcome; a cancel not seen through is the next settle's to ask
   * again. Either is the settle's result; otherwise the cancel's outcome and the run as last seen, for the caller.
   */
  private async stop(
    run: RunItem,
    target: Target | undefined,
    result: Omit<SettleResult, 'action' | 'detail'>,
    why: string,
  ): Promise<{ settled: SettleResult } | { outcome: CancelResult; seen: RunItem }> {
    const outcome = await cancelStepRun(this.step, run.run_id);
    const seen = outcome.run ?? run;
    if (outcome.outcome === 'already-ended' && target && hasStopped(seen.state)) {
      const phase = seen.state === 'BLOCKED' ? 'blocked' : 'final';
      return { settled: await this.report(seen, target, phase, { ...result, state: seen.state }) };
    }
    if (!outcome.settled) {
      const told = describeCancel(outcome.outcome, run.run_id).replace(/`/g, '');
      return {
        settled: {
          ...result,
          state: seen.state,
          action: 'not-settled',
          detail: `${why}; ${told}`,
          retry: true,
        },
      };
    }
    return { outcome, seen };
  }

  private async timeout(
    run: RunItem,
    target: Target | undefined,
    decision: Extract<Decision, { kind: 'timeout' }>,
    result: Omit<SettleResult, 'action' | 'detail'>,
    thread: number | undefined,
  ): Promise<SettleResult> {
    const minutes = Number(run.metadata?.[META.timeout]);
    const limit =
      minutes > 0
        ? `within ${plural(minutes, 'minute')} (${this.step.host.words.setting('timeout-minutes')})`
        : `by its deadline (${new Date(decision.deadline).toISOString()})`;
    let note = `The run did not end ${limit}.`;
    let seen = run;
    let cancelled = false;
    let what = 'past its deadline: left going (cancel-on-abort: false)';
    if (decision.cancel) {
      const stopped = await this.stop(run, target, result, 'past its deadline');
      if ('settled' in stopped) return stopped.settled;
      const { outcome } = stopped;
      seen = stopped.seen;
      // Cancelled by this settle, ended on its own (and no comment to show it on), or the service cannot cancel
      // this kind of run (left going, said so).
      cancelled = outcome.outcome === 'cancelled';
      what = `past its deadline: ${cancelWords(outcome.outcome)}`;
      note += ` ${describeCancel(outcome.outcome, run.run_id)}`;
    } else {
      note += ' It was left going (`cancel-on-abort: false`).';
    }
    const done = {
      ...result,
      state: seen.state,
      ...(cancelled ? { action: 'cancelled' as const } : { action: 'timed-out' as const }),
    };
    if (!target) {
      // The run is stopped whatever GitHub says; what could not be shown is named.
      return { ...done, detail: `${what}; ${this.noComment(thread)}` };
    }
    const shown = await this.publish(
      target,
      result.thread,
      await this.reportInput(seen, markerOf(target), 'timeout', note),
    );
    return shown
      ? { ...done, detail: `${what}, reported${target === HERE ? " in this settle's report" : ''}` }
      : { ...done, detail: `${what}; GitHub did not take the report`, retry: true };
  }
}

/** What a settle says of the runs it found over their budget. */
export const overBudgetText = (over: readonly SettleResult[]): string =>
  `${over.length} run${over.length === 1 ? '' : 's'} went over ${over.length === 1 ? 'its budget' : 'their budgets'}: ${over.map((r) => `${r.run_id} (${r.detail})`).join('; ')}`;

/** What a settle says of the runs whose results it found not matching their schemas. */
export const schemaInvalidText = (invalid: readonly SettleResult[]): string =>
  `${invalid.length} run${invalid.length === 1 ? '' : 's'} ended with a result that does not match ${invalid.length === 1 ? 'its schema' : 'their schemas'} (schema-invalid): ${invalid.map((r) => `${r.run_id} (${r.detail})`).join('; ')}`;

/**
 * A budget is a promise, and so is a schema: the step whose report (written as settle would, before its own work)
 * says a run went over its budget, or ended with a result that does not match its schema, fails once its own work is
 * done, as a settle that wrote it does; undefined when it says nothing of the kind.
 */
export function owedFailure(result: SettleResult | undefined): OutcomeError | undefined {
  if (result?.over_budget) return new OutcomeError(overBudgetText([result]), 'run-failed');
  if (result?.result === 'invalid') return new OutcomeError(schemaInvalidText([result]), 'schema-invalid');
  return undefined;
}

/**
 * Settles one run as a settle would, with a log line (`why` names the step); `movedTo`: the run as read once its report
 * was written, when it had moved on meanwhile.
 */
async function settleOne(
  step: SettleStep,
  run: RunItem,
  triggerPhrase: string,
  why: string,
  noRepair = false,
  thread?: number,
): Promise<{ result: SettleResult; movedTo: RunItem | undefined }> {
  const options = { windowMinutes: 0, triggerPhrase, noRepair, ...(thread ? { thread } : {}) };
  const settler = new Settler(step, options);
  const result = await settler.settleRun(run);
  step.host.log.info(`${why}: run ${run.run_id} ${result.action}: ${result.detail}`);
  return { result, movedTo: settler.movedTo };
}

/** Whether a settle of one run wrote its report (an end, a question, a stop). */
export const wroteReport = (result: SettleResult | undefined): boolean =>
  result?.action === 'finished' || result?.action === 'blocked' || result?.action === 'cancelled';

/**
 * One owner of a final report: a run that stopped (ended, or waits for input) whose tracking comment does not show
 * that yet (a step let go of it) gets the report and the reaction on the asking comment that `settle` would give it,
 * written by settle's own code, so a later settle finds it done and the asker is never left without a reaction.
 * Resolves what the settle of it did (see wroteReport; a report over budget or schema-invalid, see owedFailure).
 * `why` names the step in its log line. `given.noRepair`: its result is judged as it is, with no repair sent (the job
 * that asked for the work has ended); `given.thread`: the step's thread, for a run whose metadata does not name one.
 */
export async function settleAsSettleWould(
  step: SettleStep,
  run: RunItem,
  triggerPhrase: string,
  why: string,
  given: { noRepair?: boolean; thread?: number } = {},
): Promise<SettleResult> {
  return (await settleOne(step, run, triggerPhrase, why, given.noRepair, given.thread)).result;
}

/**
 * A step would move on a run whose stop its thread does not show, and GitHub did not take that report: nothing is
 * sent, so that the stop is not lost (once the run moves on, no one could show it). Running the step again, once
 * GitHub answers, does both.
 */
export class StopNotShownError extends OutcomeError {
  /**
   * `withheld`: what the step did not do, and why (by default: it sent nothing, so the stop is not lost); `again`:
   * when running it again helps (by default, once GitHub takes the report; see MEANWHILE).
   */
  constructor(
    runId: string,
    detail: string,
    withheld = 'nothing was sent, so that how it stopped is not lost',
    again = 'once GitHub takes the report',
  ) {
    super(
      `run ${runId} stopped, and its tracking comment does not show it yet (${detail}): ${withheld}; run this again ${again}`,
      'service',
    );
  }
}

/** When running a step again helps after another job changed the run or its comment while it showed a stop. */
const MEANWHILE = 'to show it first as it stands then';

/**
 * Before a step moves a run on (a follow-up, an approval, a cancel): a run that stopped without its tracking comment
 * (`found`, as the step found it) showing it (the step that sent its work let it go, and no settle came yet) gets its
 * report and its asking comment's reaction first, as settle would give them. Afterwards the run is another version,
 * and that stop could no longer be shown by anyone: the asker of the work that stopped would never hear of it.
 * Resolves what that settle did (undefined: nothing to show; see wroteReport: the step reads the comment again before
 * its own writes; see owedFailure: the step fails once its own work is done); throws StopNotShownError when
 * GitHub did not take the report. A result that does not match its schema is reported so, with no repair asked: the
 * work that run had is over once it moves on.
 */
export async function reportStopFirst(
  step: Step,
  run: RunItem,
  found: FoundComment | undefined,
  triggerPhrase: string,
  why: string,
): Promise<SettleResult | undefined> {
  if (!found || !hasStopped(run.state) || found.state.run !== run.run_id) return undefined;
  // A report to write, or a closing reaction its step could not give: once the run moves on, no one gives it.
  const { kind } = decide(found.state, run, Date.now(), true);
  if (kind !== 'report' && kind !== 'close') return undefined;
  // The run is moved on next: its result is judged as it is (a repair would land beside the new work).
  const { result, movedTo } = await settleOne(step, run, triggerPhrase, why, true);
  if (!wroteReport(result) && result.retry) {
    // The job was cancelled while the report was made: that, not GitHub, is why it was not written.
    if (step.signal.aborted) throw step.signal.reason;
    throw new StopNotShownError(run.run_id, result.detail);
  }
  // Another job wrote the comment while this report was made (a settle's record of a repair, say): what it wrote need
  // not show this stop, and the request would move the run on past it. Nothing is sent; asked again, the request
  // reads what is there now.
  if (result.detail === WRITTEN_MEANWHILE)
    throw new StopNotShownError(
      run.run_id,
      'another job wrote it while this report was made',
      undefined,
      MEANWHILE,
    );
  // Another job's work moved the run on while this report was written, and that work stopped too: this report does
  // not show that stop, and the request would move the run on past it (the job that sent that work writes nothing on
  // the thread when it ran without one). Nothing is sent; asked again, the request shows that stop first.
  if (movedTo && hasStopped(movedTo.state))
    throw new StopNotShownError(
      run.run_id,
      `it moved on while this report was written, and stopped again: now ${movedTo.state}`,
      undefined,
      MEANWHILE,
    );
  return result;
}

/**
 * A run a step cancelled (by a comment's `cancel`, the cancel command, or a post step): the comment whose work it was,
 * as the tracking comment's marker names it (`reporter`'s), gets 😕 as a settle would give it. No settle would: the
 * comment shows the cancel already. One GitHub refuses is a warning, and owed on the report of the cancel, which the
 * next settle gives (as a step's own closing reaction is).
 */
export async function tellAskerOfCancel(
  step: Pick<Step, 'repository' | 'host'>,
  reporter: Reporter,
  run: RunItem,
): Promise<void> {
  const asker = reactionTarget(reporter.carriedMarker(), run);
  if (!asker || !step.repository) return;
  try {
    await step.repository.close(asker, 'confused');
  } catch (err) {
    step.host.log.warning(
      `could not react on the comment that asked for run ${run.run_id}: ${(err as Error).message}; the next settle tries again`,
    );
    reporter.setMarker({ owes: 'confused' });
  }
}

/** The views of a result a settle's report shows (never one being repaired: that is the step's). */
type JudgedView = Extract<ResultView, { status: 'valid' | 'invalid' | 'unavailable' | 'unread' }>;

/**
 * What a settle makes of a run's result: the view its report shows, a repair to ask for, or nothing yet (`unread`:
 * what would tell it could not be read).
 */
type Judged =
  | { kind: 'view'; view: JudgedView }
  | { kind: 'repair'; checked: Extract<Checked, { valid: false }>; mark: ResultMark; again: boolean }
  | { kind: 'unread'; why: string; file: boolean };

/** A settle result's words for what became of the result. */
function judgedText(view: JudgedView): string {
  if (view.status === 'valid') return 'its result matches its schema';
  if (view.status === 'unavailable') return `schema not available: ${view.why}`;
  if (view.status === 'unread') return `its result could not be read: ${view.why}`;
  return view.from
    ? `${doesNotMatch(view.issues.length)}: schema-invalid`
    : 'it gave no result: schema-invalid';
}

/**
 * A settle's words for what its cancel did, of the outcomes it goes on to report (`stop` settles the others): short,
 * as the rest of a result's detail, which goes on (", reported").
 */
function cancelWords(outcome: CancelOutcome): string {
  if (outcome === 'cancelled') return 'cancelled';
  return outcome === 'already-ended' ? 'it had already ended' : 'the service cannot cancel it';
}

/** A settle's words for a result with `count` problems against its schema. */
const doesNotMatch = (count: number): string =>
  `its result does not match its schema (${count} problem${count === 1 ? '' : 's'})`;
