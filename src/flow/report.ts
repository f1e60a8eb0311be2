/**
 * Reports a run in the three places a user looks: the tracking comment on the thread, the job summary and the
 * step's outputs, all from one renderer. While the run is going the comment is edited in the background, at most
 * every few seconds and always to the latest state, so GitHub never holds the wait; the final report is written
 * last, within a bound.
 */
import type { RunItem } from '../client/index.ts';
import type { FoundComment, Host, ReadMarker, Repository, ThreadComment } from './host.ts';
import {
  carried,
  decodeMarker,
  encodeMarker,
  nextMarker,
  remark,
  ROUTED_MAX,
  type Carried,
  type MarkerKey,
  type MarkerState,
  type Sending,
} from '../render/marker.ts';
import { redactValues } from '../shared/redact.ts';
import { finalMessage, renderComment, renderJobSummary, type ReportInput } from '../render/report.ts';
import { COMMAND_LINE_EVENT, describeReportOrigin, type ReportOrigin } from '../render/origin.ts';
import { credits, creditsInAll, creditsText } from '../render/budget.ts';
import { modelOf } from '../render/model.ts';
import { pullRequestUrls } from './artifacts.ts';
import { workflowRunUrl, type CommentInfo, type RunEnvironment } from './context.ts';
import { conversationKey, META } from './origin.ts';
import { ticketThread } from './tickets.ts';
import { LatestWins, type Timers } from './latest-wins.ts';
import { movedOn } from './claim.ts';
import { creditsOf, type CarriedCount } from './credits.ts';
import { STATE, StepState } from './state.ts';
import type { Step } from './step.ts';
import { FINAL_WRITE_MS, MIN_UPDATE_INTERVAL_MS, scaled, STOPPING_FINAL_WRITE_MS } from '../timing.ts';

/** The `summary` output holds the agent's last message, cut to what a later step can use in an expression. */
export const SUMMARY_OUTPUT_MAX_CHARS = 65_536;

export interface ReporterOptions {
  /** Where the log, the summary, the outputs and the saved state go. */
  host: Host;
  /** The tracking comment; none when there is no thread, no way to it, or no comment wanted. */
  comment: ThreadComment | undefined;
  marker: Carried;
  /** What the marker is signed with (see flow/marker-key.ts). */
  markerKey: MarkerKey;
  /** The step's signal: once it fired, the final write gets STOPPING_FINAL_WRITE_MS. */
  signal?: AbortSignal;
  /** The clock the comment's writes are paced and bounded by (tests); the real one by default. */
  timers?: Timers;
}

/** How a final report is written (see Reporter.finishComment). */
export interface FinishOptions {
  /** The write is the first to show the plan the marker names as shown. */
  showsNewPlan?: boolean;
  /** False: the comment is left as it is (another request's work shows there now); the summary and outputs only. */
  comment?: false;
}

export class Reporter {
  readonly comment: ThreadComment | undefined;
  private readonly writes: LatestWins | undefined;
  private readonly host: Host;
  /** One write of the comment, awaited; the step's state then names the comment (for its post step). */
  private readonly writeNow: ((body: string, signal: AbortSignal) => Promise<void>) | undefined;

  private options: ReporterOptions;

  constructor(options: ReporterOptions) {
    this.options = options;
    this.host = options.host;
    const { comment } = options;
    this.comment = comment;
    if (comment) {
      const state = new StepState(options.host.state);
      this.writeNow = async (body, signal) => {
        await comment.write(body, signal);
        if (comment.id !== undefined) {
          state.save(STATE.commentId, comment.id);
          state.save(STATE.threadNumber, comment.number);
        }
        // The comment now shows what this step's request asked (its marker is set before its first report).
        if (state.load(STATE.asked)) state.save(STATE.asked, '');
      };
      this.writes = new LatestWins(this.writeNow, {
        minIntervalMs: scaled(MIN_UPDATE_INTERVAL_MS),
        onError: (err) =>
          this.host.log.warning(`could not write the tracking comment: ${(err as Error).message}`),
        timers: options.timers,
      });
    }
  }

  /**
   * Writes the comment before a request is sent to `run` (as read just before), and waits for GitHub to take it: the
   * text (`markdown`) says what is on its way, and the marker carries what this step set (what the request asks, and
   * the request on its way: MarkerState.sending) with the run as read, in phase `sending` (see sentBefore); `unshown`:
   * no tracking comment showed the run (MarkerState.unshown). Throws when GitHub refuses the write.
   */
  async recordSending(run: RunItem, markdown: string, signal: AbortSignal, unshown = false): Promise<void> {
    if (!this.writeNow) return;
    const next = nextMarker(this.options.marker, run, SENDING);
    const marker = encodeMarker(unshown ? { ...next, unshown } : next, this.options.markerKey);
    await this.writeNow(`${this.host.redact(markdown)}\n\n${marker}`, signal);
  }

  /**
   * Finds the comment an earlier attempt of this trigger wrote. What its marker records for a later `settle` (the
   * deadline, whether to cancel at it, the comment to react on) is kept until this step sets its own.
   */
  async findExisting(): Promise<FoundComment | undefined> {
    const found = await this.comment?.find();
    if (found) this.carryFrom(found.state);
    return found;
  }

  /** The run's tracking comment as reporterForRun found it, before the step wrote anything (none: undefined). */
  found: FoundComment | undefined;

  /** Carries over what the comment's last marker recorded; what this step set already stays. */
  carryFrom(last: MarkerState): void {
    this.options.marker = { ...carried(last), ...this.options.marker };
  }

  /** What the marker carries now (the origin, deadline, cancel choice, asking comment, factory). */
  carriedMarker(): Carried {
    return this.options.marker;
  }

  /** Adds to what the marker carries (the factory, the last routed comment). */
  setMarker(extra: Partial<Omit<Carried, 'key'>>): void {
    this.options.marker = { ...this.options.marker, ...extra };
  }

  /**
   * The marker of a comment showing `input`: the run, its conversation and state, the phase shown, and whether it
   * shows what could not be read, for a settle to read again: the run's conversation, or its result.
   */
  private markerFor({ run, phase, unread, result }: ReportInput): string {
    return encodeMarker(
      nextMarker(this.options.marker, run, phase, unread !== undefined || result?.status === 'unread'),
      this.options.markerKey,
    );
  }

  /**
   * Every text of the report's input (the run's title and status, the conversation's answers and steps, notes)
   * redacted before anything renders or cuts it: a token cut in half no longer looks like one. Redacting twice
   * changes nothing, so what a path redacted as it read passes unchanged.
   */
  private redacted(input: ReportInput): ReportInput {
    return redactValues(input, (text) => this.host.redact(text));
  }

  /** Redacted before sizing, so what is sent (redacted again at the edge, unchanged) fits the limit. */
  private bodyOf(input: ReportInput): string {
    return renderComment(this.redacted(input), this.markerFor(input), (report) => this.host.redact(report));
  }

  /** Shows progress on the comment: sent in the background, the latest state wins. Never waits, never fails. */
  show(input: ReportInput): void {
    this.writes?.offer(this.bodyOf(input));
  }

  /**
   * Shows `input` on the comment now and waits for GitHub to take it: a record a request depends on (a repair of the
   * result, before it is sent), which no progress write sent before it overtakes. Throws what GitHub answered.
   */
  async record(input: ReportInput, signal: AbortSignal): Promise<void> {
    await this.writes?.now(this.bodyOf(input), signal);
  }

  /**
   * The final report on the comment: written after any progress edit and never overtaken by one, within a bound
   * (a warning when GitHub does not take it in time). Failures are warnings, never fatal. Resolves whether the
   * comment (if there is one) now shows it.
   *
   * `showsNewPlan`: this write is the first to show the plan its marker's `plan.shown` names (flow/plan.ts
   * markShowing). The claim an approval of an earlier plan left on the comment is removed first (see
   * ThreadComment.claim), and once GitHub has taken the write, the time GitHub gives it is recorded in the marker
   * by a second write: an approving comment older than that approved another plan.
   */
  async finishComment(input: ReportInput, options: FinishOptions = {}): Promise<boolean> {
    if (!this.writes) return true;
    // Neither bound is scaled: they hold GitHub's own waits (src/timing.ts).
    const boundMs = this.options.signal?.aborted ? STOPPING_FINAL_WRITE_MS : FINAL_WRITE_MS;
    if (options.showsNewPlan) await this.unclaim(boundMs);
    let shown = false;
    this.finalInput = input;
    try {
      shown = (await this.writes.final(this.bodyOf(input), boundMs)) === 'written';
      if (!shown)
        this.host.log.warning(
          `GitHub did not take the final report within ${boundMs / 1000}s: the tracking comment may still show an earlier state`,
        );
    } catch (err) {
      this.host.log.warning(`could not write the tracking comment: ${(err as Error).message}`);
    }
    if (shown && options.showsNewPlan) await this.recordPlanShown(input, boundMs);
    return shown;
  }

  /** The input of the last final report written (see owe). */
  private finalInput: ReportInput | undefined;

  /**
   * Records on the final report the closing reaction GitHub refused the asking comment (`owes` in the marker: the next
   * settle gives it). A second write of the comment; its failure is a warning, and the reaction is then not given.
   */
  async owe(reaction: 'rocket' | 'confused'): Promise<void> {
    const input = this.finalInput;
    if (!this.comment || !input) return;
    this.setMarker({ owes: reaction });
    try {
      await this.comment.write(this.bodyOf(input), AbortSignal.timeout(FINAL_WRITE_MS));
      this.host.log.info(
        'the closing reaction is left to the next settle (recorded on the tracking comment)',
      );
    } catch (err) {
      this.host.log.warning(
        `could not record on the tracking comment the closing reaction GitHub refused: ${(err as Error).message}; the comment that asked gets none`,
      );
    }
  }

  /** Removes the approval claim from the comment (a new plan is shown); a failure is a warning. */
  private async unclaim(boundMs: number): Promise<void> {
    try {
      await this.comment?.unclaim(AbortSignal.timeout(boundMs));
    } catch (err) {
      this.host.log.warning(
        `could not remove the approval claim (the action's 👍) from the tracking comment: ${(err as Error).message}; an approval of the new plan may be refused as already approved until it is removed`,
      );
    }
  }

  /** Records in the marker when GitHub took the write that first showed the plan (a second write of the comment). */
  private async recordPlanShown(input: ReportInput, boundMs: number): Promise<void> {
    const at = this.comment?.writtenAt;
    const plan = this.options.marker.plan;
    if (!this.comment || !at || !plan?.shown) return;
    this.setMarker({ plan: { ...plan, shown: { ...plan.shown, at } } });
    try {
      await this.comment.write(this.bodyOf(input), AbortSignal.timeout(boundMs));
    } catch (err) {
      this.host.log.warning(
        `could not record on the tracking comment when the plan was first shown: ${(err as Error).message}; an approval is checked against the comment's last edit instead`,
      );
    }
  }

  /** The final report: comment, job summary and outputs. Resolves whether the comment shows it. */
  async finish(input: ReportInput, options: FinishOptions = {}): Promise<boolean> {
    const clean = this.redacted(input);
    let shown = false;
    if (options.comment === false) this.writes?.stop();
    else shown = await this.finishComment(clean, options);
    await writeSummary(this.host, renderJobSummary(clean));
    this.outputs(clean);
    return shown;
  }

  outputs(input: ReportInput): void {
    const { run } = input;
    const inAll = input.budget && creditsInAll(input.budget);
    writeOutputs(this.host, {
      'run-id': run.run_id,
      state: run.state,
      'session-link': run.session_link ?? '',
      'conversation-id': run.conversation_id ?? '',
      'pull-request-urls': JSON.stringify(pullRequestUrls(run)),
      artifacts: JSON.stringify(run.artifacts ?? []),
      'comment-url': this.comment?.url ?? '',
      summary: finalMessage(input.conversation) ?? run.status_message?.message ?? '',
      detached: String(input.phase === 'detached'),
      // The model and the credits the report shows: resolved else requested; the run's whole usage (2 decimals), as
      // the budget counts it where there is one (the same figure as the report's "in all", across a reset).
      model: modelOf(run, input.requestedModel)?.id ?? '',
      credits: inAll === undefined ? creditsText(run) : credits(inAll),
      'plan-ready': String(input.plan?.state === 'waiting'),
    });
  }
}

/** Appends a report to the job summary (the command line's --markdown file); a failure is a warning. */
export async function writeSummary(host: Host, markdown: string): Promise<void> {
  try {
    await host.summary(markdown);
  } catch (err) {
    host.log.warning(`could not write ${host.words.summary}: ${(err as Error).message}`);
  }
}

/** Sets the step's outputs; the `summary` output is cut to SUMMARY_OUTPUT_MAX_CHARS. */
export function writeOutputs(host: Host, outputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(outputs)) {
    host.output(name, value, name === 'summary' ? SUMMARY_OUTPUT_MAX_CHARS : undefined);
  }
}

/**
 * Writes `report` as the one comment of `key` on thread `number` (a gate's, a schedules plan's), found again by its
 * marker and edited in place on every run; a failure is a warning naming `what`, never fatal.
 */
export async function writeKeyedComment(
  step: Step,
  number: number,
  key: string,
  report: string,
  what: string,
): Promise<void> {
  if (!step.repository) return;
  try {
    await putKeyedComment(step, number, key, report);
  } catch (err) {
    step.host.log.warning(`could not write ${what} on #${number}: ${(err as Error).message}`);
  }
}

/**
 * Writes `report` as the one comment of `key` on thread `number`: the comment of the action's identity whose signed
 * marker has that key, found across every page of comments, is edited; without one a comment is created (a create
 * whose answer was lost is looked for before a second). Returns whether it edited and the comment's address; throws
 * what GitHub answered. Needs a repository (`step.repository`).
 */
export async function putKeyedComment(
  step: Step,
  number: number,
  key: string,
  report: string,
): Promise<{ edited: boolean; url: string | undefined }> {
  const repository = step.repository;
  if (!repository) throw new Error('no repository to write the comment on');
  const self = await repository.self();
  const comment = repository.trackingComment(
    number,
    self,
    markerReader(step.markerKey),
    (s) => s.key === key,
  );
  const edited = (await comment.find(step.signal)) !== undefined;
  await comment.write(`${report}\n\n${encodeMarker({ v: 2, key }, step.markerKey)}`, step.signal);
  return { edited, url: comment.url };
}

/** What a tracking comment's marker says, when it verifies under `markerKey`. */
export const markerReader =
  (markerKey: MarkerKey): ReadMarker =>
  (body) =>
    decodeMarker(body, markerKey);

/** The text of the comment `found` with `fields` over what its marker says (signed under `markerKey`). */
export const remarked = (found: FoundComment, fields: Partial<Carried>, markerKey: MarkerKey): string =>
  remark(found.body, { ...found.state, ...fields }, markerKey);

export interface ReporterPlace {
  host: Host;
  repository: Repository | undefined;
  /** The thread; none for push, schedule and dispatch events. */
  number: number | undefined;
  /** The login the comment is written as; none: no comment. */
  self: string | undefined;
  /** The `comment` input: whether a tracking comment is wanted at all. */
  enabled: boolean;
  marker: ReporterOptions['marker'];
  markerKey: MarkerKey;
  signal?: AbortSignal;
  /** See ReporterOptions.timers. */
  timers?: Timers;
}

/**
 * The one way to a Reporter: with the tracking comment of `marker.key` on the thread when a comment is wanted and
 * there is a way to write it, else reporting to the summary and outputs only.
 */
export function openReporter(place: ReporterPlace): Reporter {
  const { repository, number, self, marker, markerKey } = place;
  const comment =
    place.enabled && repository && number !== undefined && self
      ? repository.trackingComment(number, self, markerReader(markerKey), (s) => s.key === marker.key)
      : undefined;
  return new Reporter({
    host: place.host,
    comment,
    marker,
    markerKey,
    ...(place.signal ? { signal: place.signal } : {}),
    timers: place.timers,
  });
}

/** A reporter on the step's thread. */
export function stepReporter(
  step: Step,
  options: { enabled: boolean; self: string | undefined; marker: ReporterOptions['marker'] },
): Reporter {
  return openReporter({
    host: step.host,
    repository: step.repository,
    number: step.trigger.number,
    markerKey: step.markerKey,
    signal: step.signal,
    ...options,
  });
}

/** A reporter that writes the tracking comment of `run` on this thread, if the action wrote one. */
export async function reporterForRun(step: Step, run: RunItem, enabled: boolean): Promise<Reporter> {
  const { repository, trigger } = step;
  if (!repository || trigger.number === undefined || !enabled) {
    return stepReporter(step, { enabled: false, self: undefined, marker: { key: run.run_id } });
  }
  const self = await repository.self();
  const comments = await repository.markedComments(trigger.number, self, markerReader(step.markerKey));
  const existing = comments.filter((c) => c.state.run === run.run_id).at(-1);
  // A new comment is keyed as the run's own step keys it (its thread's conversation, or its trigger, as the run's
  // metadata records them), so that a comment on the thread finds it and writes no second; by the run's id when
  // neither is recorded as the action writes it, or a comment of that key (another run's) is on the thread.
  // A factory's run carries none of that, only its ticket: one filed under this thread's was dispatched from it, and
  // is keyed as the thread's conversation keys its comment (a comment's job dispatches so), which finds it.
  const recorded =
    run.metadata?.[META.conversation] ??
    run.metadata?.[META.trigger] ??
    (ticketThread(run, step.env.repository) === trigger.number
      ? conversationKey(step.env.repository, trigger.number)
      : undefined);
  const key =
    recorded && /^[0-9a-f]{32}$/.test(recorded) && !comments.some((c) => c.state.key === recorded)
      ? recorded
      : run.run_id;
  const reporter = stepReporter(step, {
    enabled: true,
    self,
    marker: existing ? carried(existing.state) : { key },
  });
  if (existing) {
    reporter.comment?.adopt(existing);
    reporter.found = existing;
  }
  step.state.save(STATE.threadNumber, trigger.number);
  return reporter;
}

/**
 * What a report says of where its run came from, which workflow run follows it and which model it asked for, for
 * every writer of a tracking comment that did not start the run itself (the post step, settle, a status or cancel
 * asked on the thread): what the step that started or continued the run recorded in the comment's marker, so the
 * report reads as that step's own would. The record is checked first: its links must lead into this repository on
 * this server, else (and for a marker that records none) the run's metadata says what it can (the thread's number,
 * the workflow run's id).
 */
export function recordedOrigin(
  marker: Pick<MarkerState, 'origin' | 'model'> | undefined,
  run: RunItem,
  env: Pick<RunEnvironment, 'serverUrl' | 'repository'>,
): Pick<ReportInput, 'origin' | 'workflowRun' | 'requestedModel'> {
  const recorded = marker?.origin;
  const origin = recorded && linksHere(recorded, env) ? recorded : metadataOrigin(run, env);
  return {
    origin: describeReportOrigin(origin),
    ...(origin.workflowRun ? { workflowRun: origin.workflowRun } : {}),
    ...(marker?.model ? { requestedModel: marker.model } : {}),
  };
}

/** Whether every link of `origin` leads into this repository (a comment on it, one of its workflow runs). */
function linksHere(origin: ReportOrigin, env: Pick<RunEnvironment, 'serverUrl' | 'repository'>): boolean {
  const here = `${env.serverUrl}/${env.repository}/`.toLowerCase();
  return [origin.comment, origin.workflowRun].every(
    (link) => link === undefined || link.toLowerCase().startsWith(here),
  );
}

/** What the metadata a run was created with says of its origin: the thread by its number, the workflow run by its id. */
function metadataOrigin(run: RunItem, env: Pick<RunEnvironment, 'serverUrl' | 'repository'>): ReportOrigin {
  const meta = run.metadata ?? {};
  const id = meta[META.workflowRun];
  // A GitHub workflow run's id is a number; anything else (a command line's run) has no page to link.
  const workflowRun = id && /^\d{1,20}$/.test(id) ? workflowRunUrl({ ...env, workflowRunId: id }) : undefined;
  const number = Number(meta[META.number]);
  const thread = Number.isSafeInteger(number) && number > 0 ? { number } : {};
  const event = meta[META.event];
  const kind = meta[META.comment] ? 'comment' : 'number' in thread ? 'thread' : 'event';
  // A command line's run (never on a thread): no workflow run, and the CI job it came from when it came from one.
  if (event === COMMAND_LINE_EVENT)
    return { kind: 'event', event, ...(meta[META.job] ? { job: meta[META.job] } : {}) };
  return {
    kind,
    ...thread,
    ...(kind === 'event' && event && /^[a-z][a-z_]{0,63}$/.test(event) ? { event } : {}),
    ...(workflowRun ? { workflowRun } : {}),
  };
}

/** The triggering comment as the marker records it, for the reaction a later `settle` adds (a review has none). */
export function markOf(comment: CommentInfo): {
  comment: string;
  commentKind: 'issue' | 'review' | undefined;
} {
  const kind =
    comment.kind === 'issue_comment' ? 'issue' : comment.kind === 'review_comment' ? 'review' : undefined;
  // undefined replaces the kind an earlier comment's marker recorded (see Reporter.findExisting).
  return { comment: String(comment.id), commentKind: kind };
}

/**
 * The marker's record of `comment`, routed to run `runId`: it becomes the last comment routed to the run, and the one
 * the tracking comment (`found`) named before it joins those listed before (the newest ROUTED_MAX), when that comment
 * shows the same run; another run lists none. So does one it records on its way there (a job cut short between its
 * send and its first report) that landed: the run, as `read` before this step's own request, moved on since (one not
 * read is taken as moved). Work no comment asked for (the followup command's) names no comment, and lists the rest.
 */
export function routedOf(
  found: FoundComment | undefined,
  runId: string,
  comment: CommentInfo | undefined,
  read?: RunItem,
): {
  comment: string | undefined;
  commentKind: 'issue' | 'review' | undefined;
  routed: string[] | undefined;
} {
  const state = found?.state.run === runId ? found.state : undefined;
  const id = comment ? String(comment.id) : undefined;
  const { sending } = state ?? {};
  const landed = sending && landedOn(sending, runId, read) ? [sending.comment] : [];
  const listed = [...(state?.routed ?? []), ...(state?.comment ? [state.comment] : []), ...landed];
  const earlier = listed.filter((c, i) => c !== id && listed.indexOf(c) === i);
  return {
    // undefined replaces what the marker carried: the comment and its kind, the list of another run.
    ...(comment ? markOf(comment) : { comment: undefined, commentKind: undefined }),
    routed: earlier.length ? earlier.slice(-ROUTED_MAX) : undefined,
  };
}

/**
 * Whether a request the marker records on its way to run `runId` landed: the run, as `read` before a later request,
 * moved since it was sent (one not read, or another run read, is taken as moved).
 */
const landedOn = (sending: Sending, runId: string, read: RunItem | undefined): boolean =>
  read?.run_id !== runId || movedOn(sending.since, read);

/**
 * The comments the marker lists as routed once another comment's request (`next`) takes the place of the one it records
 * on its way (`state.sending`): that one joins the list when it landed (the run, as `read` just before, moved since it
 * was sent), or a re-run of its job, cut short before its first report, would find no record of its send. Nothing to
 * change when none was on its way, or it did not land, or it is `next` itself.
 */
export function routedBeforeSending(
  state: MarkerState,
  read: RunItem,
  next: string,
): Pick<MarkerState, 'routed'> | Record<string, never> {
  const { sending, routed = [] } = state;
  if (!sending || sending.comment === next || !landedOn(sending, read.run_id, read)) return {};
  return { routed: [...routed.filter((c) => c !== sending.comment), sending.comment].slice(-ROUTED_MAX) };
}

/** The phase of a comment written just before a request is sent, when it had nothing to show (Reporter.recordSending). */
export const SENDING = 'sending';

/**
 * What a tracking comment's marker records of the count of `comment`'s work against its budget, for a re-run of the
 * job to go on from: the credits a reset of the service's count kept (while the request is on its way, what its record
 * kept of a reset seen since it was written: the marker's own is the earlier work's), and the run's credits as the
 * comment last showed them, below which the count went back since.
 */
export function countedOf(state: MarkerState, comment: CommentInfo): CarriedCount {
  const { sending, credits } = state;
  const kept = sending?.comment === String(comment.id) ? sending.kept : state.kept;
  return { ...(kept !== undefined ? { kept } : {}), last: credits };
}

/** The marker's record of `comment`'s request on its way to `run` (as read just before it is sent). */
export function sendingOf(comment: CommentInfo, run: RunItem): { sending: Sending } {
  // A run without credits leaves the baseline undefined, which the marker's JSON drops.
  return { sending: { comment: String(comment.id), since: run.updated_at, baseline: creditsOf(run) } };
}

/**
 * Whether an earlier attempt of this job sent `comment`'s request to `run` (as read now), by the tracking comment it
 * left (`found`), which shows that run: its marker names the comment as the last routed to it or lists it among those
 * routed before (a re-run of an older job, after later comments were routed), or names it as one whose request was on
 * its way when the comment was written, and the run moved on since, or is at work (flow/claim.ts movedOn): of a run
 * that had stopped, only the request moves it on. A stopped run that has not moved did not get it.
 */
export function sentBefore(
  found: FoundComment | undefined,
  comment: CommentInfo,
  run: RunItem,
): found is FoundComment {
  const state = found?.state;
  if (state?.run !== run.run_id) return false;
  if (state.comment === String(comment.id) || state.routed?.includes(String(comment.id))) return true;
  return state.sending?.comment === String(comment.id) && movedOn(state.sending.since, run);
}

/**
 * Whether a later request took the run over from `comment`'s, which an earlier attempt of this job sent (sentBefore):
 * the marker names another comment as the last routed to the run, and none as `comment`'s on its way; or it records
 * another comment's request on its way that landed (the run moved on since it was sent, as sentBefore tells it; seed
 * 6481: a request whose answer was lost, its record naming it on its way while `comment` was still the last routed).
 */
export function passedOver(state: MarkerState, comment: CommentInfo, run: RunItem): boolean {
  const id = String(comment.id);
  const { sending } = state;
  if (sending && sending.comment !== id && landedOn(sending, run.run_id, run)) return true;
  return state.comment !== id && sending?.comment !== id;
}
