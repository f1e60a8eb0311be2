/**
 * Follows a run from its first report to its end: the comment "queued" at once, progress on change, the final
 * report, and the step's result. Shared by every command that starts or continues a run.
 */
import { ApiError, sleepFor, type CloudAgentClient, type RunItem } from '../client/index.ts';
import { ACTIVE_STATES, hasStopped } from '../shared/runs.ts';
import type { PlanMark, ResultMark } from '../render/marker.ts';
import type { PlanReport } from '../render/plan.ts';
import {
  approvedIn,
  executionEvents,
  executionSince,
  markShowing,
  planMadeAt,
  planStateOf,
  planTextsOf,
  type ExecutionEvent,
} from './plan.ts';
import type { ReportOrigin } from '../render/origin.ts';
import {
  finalMessage,
  type Conversation,
  type Phase,
  type ReportInput,
  type ResolvedArtifact,
} from '../render/report.ts';
import type { ResultIssue, ResultView } from '../render/result.ts';
import { reportOriginOf } from './context.ts';
import { resolveArtifacts } from './artifacts.ts';
import { OutcomeError } from '../shared/outcome.ts';
import { cancelRun, describeCancel } from './cancel.ts';
import type { Host } from './host.ts';
import type { FollowInputs } from '../inputs.ts';
import type { Reporter } from './report.ts';
import { progressKey } from '../render/progress.ts';
import { ProgressWatch } from './progress.ts';
import { logPrefix, type Since } from './logs.ts';
import { sessionText } from '../render/log.ts';
import { safeUrl } from '../render/format.ts';
import { redactValues } from '../shared/redact.ts';
import { STATE, StepState } from './state.ts';
import { refused } from './unanswered.ts';
import type { Step } from './step.ts';
import { BudgetWatch } from './budget.ts';
import type { CarriedCount } from './credits.ts';
import { credits, spendText } from '../render/budget.ts';
import { clip } from '../render/format.ts';
import { waitForRun, type WaitOptions, type WaitOutcome } from './wait.ts';
import { BUDGET_CANCEL_MS, PROGRESS_POLL_MAX_MS, scaled, STOPPING_CANCEL_MS } from '../timing.ts';
import { schemaMark, type ResultSchema, type Schemed } from './output-schema.ts';
import {
  checkResult,
  fileUids,
  findResult,
  notDownloaded,
  readLater,
  repairMessage,
  resultMark,
  resultView,
  RESULT_FILE,
  RESULT_OUTPUT_MAX_BYTES,
  unknownResult,
  unreadView,
  writeResultFile,
  type Checked,
} from './result.ts';
import { shownPath } from './json-schema.ts';

export interface FollowOptions {
  /** Where the log goes and the step's state is kept. */
  host: Host;
  client: CloudAgentClient;
  reporter: Reporter;
  runId: string;
  wait: boolean;
  timeoutMinutes: number;
  /** Let go of a run still going this long after following began (see Following.letGo). */
  detachAfterMinutes?: number | undefined;
  failOnRunFailure: boolean;
  cancelOnAbort: boolean;
  signal: AbortSignal;
  origin?: string;
  /**
   * The same origin as facts, recorded in the tracking comment's marker: every later writer of the comment (the post
   * step, settle, a status asked on the thread) reports it as this step does (see flow/report.ts recordedOrigin).
   */
  from?: ReportOrigin;
  /** What to tell a reader of the comment who wants to answer or continue; none where they cannot act on it. */
  followupHint?: string | undefined;
  /** The same for the job summary's reader (the workflow's author), when it differs. */
  summaryHint?: string | undefined;
  /** Least seconds between two reads of the run's progress (timeline, conversation); 0: no live progress. */
  progressIntervalSeconds?: number;
  /** The workflow run following this run, linked from the report. */
  workflowRun?: string;
  /** Extra note for the first report (e.g. "Adopted the run an earlier attempt started"). */
  note?: string;
  factoryTask?: () => Promise<ReportInput['factoryTask']>;
  /** The model the step asked for the run it started (see ReportInput.requestedModel); none for a follow-up. */
  requestedModel?: string | undefined;
  /** Set after a follow-up: the run's updated_at before it (see WaitOptions.movedSince). */
  movedSince?: string;
  /** The credits this step's work on the run may use (`max-credits`); none: no budget. */
  maxCredits?: number | undefined;
  /**
   * The request was sent while the run was queued or at work: the service adds it to that execution (its prompt, or
   * the session), which a budget an earlier step set in the marker still holds. Or a re-run follows the work an
   * earlier attempt of its job sent, which the marker records. Without a budget of its own, this step keeps the
   * marker's; and the repairs the marker records for the same schema count against its retries.
   */
  joined?: boolean;
  /**
   * The run's credits when this step's work on it began, which the budget counts from: for a follow-up, as read
   * when it was sent (undefined: the first read after). Without it, 0, unless the run was followed up (movedSince).
   */
  creditsBaseline?: number | undefined;
  /**
   * What an earlier attempt of this job counted of the same work's budget, as the tracking comment records it (a
   * re-run): the credits a reset kept, and the run's credits as last shown, below which a count went back.
   */
  creditsCarried?: CarriedCount;
  /**
   * A request that joined the execution in progress (`joined`): the run's credits as its tracking comment last showed
   * them. A count below them, before the send or after, went back (a reset), and the budget the marker carries keeps
   * what it counted up to them, as a settle would.
   */
  shownCredits?: number | undefined;
  /** The run (or its follow-up) was asked for a plan: its report shows the plan when one waits (flow/plan.ts). */
  plan?: PlanMark;
  /** How a reader approves or revises a plan that waits, in the host's words (see `planHint`). */
  planHint?: string;
  /**
   * The result the work was asked for (`output-schema`): validated once the run succeeds, and repaired by a follow-up
   * when it is not one (not for an execution asked for a plan).
   */
  result?: ResultSchema | undefined;
  /** The run's FILE artifacts when this step's work was sent (flow/result.ts fileUids); none: a new run. */
  resultBefore?: string[];
  /**
   * What the schema cannot say of a result that matches it (the review's head, say): problems that make it no result,
   * repaired as a mismatch is. None: the schema says everything.
   */
  resultCheck?: (value: unknown) => ResultIssue[];
  /**
   * Acts on a valid result before the final report is written (the review command posts its review): the line it
   * returns goes on the report. A failure is reported on the thread, then fails the step.
   */
  onResult?: (value: unknown, run: RunItem) => Promise<string | undefined>;
  /** Where the result file is written (RunEnvironment.tempDir). */
  tempDir?: string;
  /** For tests and benchmarks. */
  poll?: Pick<WaitOptions, 'initialMs' | 'factor' | 'maxMs' | 'sleep' | 'now' | 'random'>;
}

/**
 * The step failed over its run: the run failed (`run-failed`), did not end in time (`timeout`), could not be followed
 * (`service`), or the step was stopped (`interrupted`). The outcome, not the message, is what a host acts on.
 */
export class RunFailedError extends OutcomeError {}

/**
 * A run let go (`wait: false`, `detach-after-minutes`) whose tracking comment GitHub did not take: a settle finds a
 * run's report through that comment's marker, so without it no one would ever write the report. The run goes on (the
 * post step leaves it); the step fails so that the loss is seen.
 */
export class HandOffLostError extends OutcomeError {
  constructor(runId: string) {
    super(
      `run ${runId} goes on, but GitHub did not take its tracking comment, through which a settle finds it: no settle can write its report on the thread; follow it in its session, or cancel it`,
      'service',
    );
  }
}

/** The run went over its budget (`max-credits`): the step stopped it (or tried to) and fails, as a failed run. */
export class BudgetExceededError extends RunFailedError {
  constructor(message: string) {
    super(message, 'run-failed');
  }
}

/** The run's result does not match its schema, repairs included: the step fails, whatever `fail-on-run-failure` says. */
export class SchemaInvalidError extends OutcomeError {
  constructor(message: string) {
    super(message, 'schema-invalid');
  }
}

/** How a run stopped, for a line that says at what it stopped: "ended SUCCEEDED", "waits for input". */
const describeStop = (run: RunItem): string =>
  run.state === 'BLOCKED' ? 'waits for input' : `ended ${run.state}`;

/** The phase a progress write shows `run` in. */
const progressPhase = (run: RunItem): Phase => (run.state === 'QUEUED' ? 'queued' : 'running');

/** Text of markdown without its code spans' backticks, for a log line or an error. */
export const plain = (text: string): string => text.replace(/`/g, '');

/** How following ended without failing: the run as last seen, and whether it was left going for `settle`. */
export interface Followed {
  run: RunItem;
  detached: boolean;
  /** The run's result, when one was asked for and it is valid. */
  result?: unknown;
}

/** Where the run came from, for its report, in the host's words. */
export function describeOrigin(step: Pick<Step, 'trigger' | 'env' | 'host'>): string {
  return step.host.words.origin(step);
}

/** How a reader continues the run, as the comment and the job summary tell it. */
export interface Hints {
  followupHint?: string;
  summaryHint?: string;
}

/**
 * The hint that fits each reader: on a thread a comment started, reply with the trigger phrase; on a thread an event
 * started (the reader cannot run the action), nothing in the comment (a waiting run is answered in its session) and
 * the host's followup command (`followupCommand`) in the job summary; with no thread, the followup command.
 */
export function hintsFor(
  where: { comment: boolean; thread: boolean },
  triggerPhrase: string,
  runId: string,
  followupCommand: (runId: string) => string,
): Hints {
  if (where.comment) {
    return {
      followupHint: `Reply on this thread with \`${triggerPhrase} <message>\` to continue, or \`${triggerPhrase} cancel\` to stop.`,
    };
  }
  if (where.thread) return { summaryHint: followupCommand(runId) };
  return { followupHint: followupCommand(runId) };
}

/** The hints of the step's trigger. */
export function followupHint(
  step: Pick<Step, 'trigger' | 'host'>,
  triggerPhrase: string,
  runId: string,
): Hints {
  const { trigger } = step;
  return hintsFor(
    { comment: Boolean(trigger.comment), thread: trigger.number !== undefined },
    triggerPhrase,
    runId,
    step.host.words.followup,
  );
}

/**
 * How a reader approves or revises a plan: on a thread, by replying with the trigger phrase (the comments workflow
 * takes it); elsewhere, the host's own way (`Words.approve`).
 */
export function planHint(step: Pick<Step, 'trigger' | 'host'>, triggerPhrase: string, runId: string): string {
  if (step.trigger.number === undefined) return step.host.words.approve(runId);
  return approveByReply(triggerPhrase);
}

/** How a reader of a thread approves or revises the plan shown there. */
export function approveByReply(triggerPhrase: string): string {
  return `Reply \`${triggerPhrase} approve\` to carry out this plan, or \`${triggerPhrase} <what to change>\` to revise it.`;
}

/** What a report shows of a plan asked for, and the plan mark its comment carries next. */
export interface PlanShowing {
  /** What the report says of the plan: none when none was asked for, or the execution failed. */
  report: PlanReport | undefined;
  /** The mark the comment carries next: the plan waiting, as shown (see markShowing); none once no plan waits. */
  mark: PlanMark | undefined;
  /** The report is the first to show this plan (see Reporter.finishComment). */
  first: boolean;
}

/**
 * What a report says of the plan `mark` asked for, as `run` shows it with its artifacts as the report shows them (the
 * texts of its plans among them), and the mark that goes with it. A plan waiting whose text could not be read is not
 * shown yet (see markShowing): a comment's approval of it waits for a report that shows it. A plan the run's
 * `conversation` shows approved since (an approval the mark does not record: the command line's `approve`, or a
 * `followup` that found no tracking comment) neither waits nor was skipped: the report is that work's, with no word of
 * the plan but the run's plans among its artifacts. With the conversation unread, the run's `timeline` tells the same
 * when an execution began after the plan was made (a re-run whose tracking comment, and the approval it recorded, was
 * deleted).
 */
export function planShowing(
  run: RunItem,
  mark: PlanMark | undefined,
  next: string | undefined,
  artifacts: readonly ResolvedArtifact[],
  conversation: Conversation | undefined,
  timeline?: readonly ExecutionEvent[],
): PlanShowing {
  if (!mark) return { report: undefined, mark: undefined, first: false };
  const state = planStateOf(run, mark, planTextsOf(artifacts));
  // The plan waiting; else the newest made since the mark (its approved work may have opened a pull request).
  const madeAt = planMadeAt(run, mark, state.kind === 'waiting' ? state.plan : undefined);
  if (approvedIn(conversation, madeAt) || executedSince(conversation, timeline, madeAt))
    return { report: undefined, mark: undefined, first: false };
  if (state.kind === 'waiting') {
    const unread = artifacts.some((a) => a.type === 'PLAN' && a.uid === state.plan && a.unread);
    const shown = markShowing(mark, state, unread);
    return {
      report: { state: 'waiting', uid: state.plan, ...(next ? { next } : {}) },
      mark: shown.mark,
      first: shown.first,
    };
  }
  const report =
    state.kind === 'not-planned' ? ({ state: 'not-planned', reason: state.reason } as const) : undefined;
  // A plan asked for and not waiting (not made, or the run failed): the thread goes back to plain requests.
  return { report, mark: undefined, first: false };
}

/** Whether work began after the plan made at `madeAt`, as the timeline tells it when the conversation was not read. */
function executedSince(
  conversation: Conversation | undefined,
  timeline: readonly ExecutionEvent[] | undefined,
  madeAt: number | undefined,
): boolean {
  return (
    !conversation &&
    timeline !== undefined &&
    madeAt !== undefined &&
    executionSince(timeline, madeAt) !== undefined
  );
}

/**
 * The run's timeline, as executions, for a plan its unread conversation cannot tell carried out (see planShowing): none
 * when the service will not give it, and the plan then shows as the run left it.
 */
async function executionsOf(client: CloudAgentClient, run: RunItem): Promise<ExecutionEvent[] | undefined> {
  try {
    return executionEvents(await client.runs.timeline(run.run_id, { maxRetries: 2 }));
  } catch {
    return undefined;
  }
}

/** What following a run takes from the step: its inputs, its signal, where it came from and how to answer. */
export function followOptions(
  step: Step,
  inputs: Schemed<FollowInputs>,
  reporter: Reporter,
  runId: string,
  triggerPhrase: string,
): FollowOptions {
  return {
    host: step.host,
    client: step.client,
    reporter,
    runId,
    wait: inputs.wait,
    timeoutMinutes: inputs.timeoutMinutes,
    detachAfterMinutes: inputs.detachAfterMinutes,
    failOnRunFailure: inputs.failOnRunFailure,
    cancelOnAbort: inputs.cancelOnAbort,
    signal: step.signal,
    origin: describeOrigin(step),
    from: reportOriginOf(step),
    ...followupHint(step, triggerPhrase, runId),
    progressIntervalSeconds: inputs.progressIntervalSeconds,
    maxCredits: inputs.maxCredits,
    ...(inputs.resultSchema ? { result: inputs.resultSchema, tempDir: step.env.tempDir } : {}),
    ...(step.host.words.workflowRun(step.env) ? { workflowRun: step.host.words.workflowRun(step.env)! } : {}),
    planHint: planHint(step, triggerPhrase, runId),
  };
}

/** The longest requested model a marker records (a report shows at most 100 characters of it). */
const MARKER_MODEL_CHARS = 200;

/**
 * The run's conversation, redacted, as a report shows it: none when the service keeps none for it (404, 422), and none
 * with a warning when it will not give one this action can read (another 4xx, an answer of the wrong shape: the
 * service's interface does not show the conversation's). None with `unread` (the error, told as a warning) when a later
 * read may give it (a 5xx, 408 or 429, no answer at all): what is read from it (the final message, and a result its
 * fenced block holds) is unknown then, never empty, and a settle reads it again.
 */
export async function readConversation(
  host: Host,
  client: CloudAgentClient,
  run: RunItem,
): Promise<{ conversation?: Conversation; unread?: Error }> {
  try {
    // Redacted as read: the report cuts long texts, and half a token cut off no longer looks like one.
    const conversation = await client.runs.conversation(run.run_id, { maxRetries: 2 });
    return { conversation: redactValues(conversation, (text) => host.redact(text)) };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 422)) return {};
    host.log.warning(`could not read the conversation of run ${run.run_id}: ${(err as Error).message}`);
    return readLater(err) ? { unread: err as Error } : {};
  }
}

/** What a report's input holds of a conversation readConversation read: the conversation, or why it is not there. */
export function conversationInput(read: {
  conversation?: Conversation;
  unread?: Error;
}): Pick<ReportInput, 'conversation' | 'unread'> {
  if (read.conversation) return { conversation: read.conversation };
  return read.unread ? { unread: read.unread.message } : {};
}

/**
 * Where a follow-up's log starts: after the run's `updated_at` before it (the service's time, compared with the
 * service's times of steps and events), so that it shows its own execution, not the earlier ones again.
 */
export function followedUpAt(movedSince: string | undefined): Since | undefined {
  const time = movedSince === undefined ? NaN : Date.parse(movedSince);
  return Number.isNaN(time) ? undefined : { time };
}

/** One run being followed: what is known of it so far, and how each way of ending is reported. */
class Following {
  /** The run as last seen; undefined until the service first answers. */
  run: RunItem | undefined;
  private factoryTask: ReportInput['factoryTask'];
  private readonly options: FollowOptions;
  private readonly state: StepState;
  /** When following began: `timeout-minutes` and `detach-after-minutes` count from here. */
  private readonly began = Date.now();
  private marked = false;
  /** The session link the log told (once, as soon as the service gives it). */
  private sessionTold: string | undefined;
  /** What the comment last showed of an active run (state, session link, progress): it is edited when this changes. */
  private shown: string | undefined;
  /** Live progress; none when `progress-interval-seconds` is 0. */
  readonly progress: ProgressWatch | undefined;
  /** The run's budget; none without `max-credits`. */
  readonly budget: BudgetWatch | undefined;
  /**
   * The budget the marker carries for the execution this step's request joined, when the step has none of its own:
   * not this step's to hold (a settle holds it), but a reset of the service's count seen while it follows is recorded
   * as kept, as the step that set it would record it.
   */
  private readonly joinedBudget: BudgetWatch | undefined;
  readonly log: (line: string) => void;
  /** The run's FILE artifacts when the work (or its last repair) was sent: a result file among them is older. */
  private before: string[];
  /** The run's updated_at when this step last sent it something (see WaitOptions.movedSince). */
  private movedSince: string | undefined;
  /** Repair follow-ups this step sent, and what the report shows while one is answered. */
  private repairs = 0;
  private repairing: ResultView | undefined;
  /** A repair was sent and no answer came: it may have landed, and its work may be going when this step ends. */
  private unanswered = false;
  /** The line of the change that ended the wait, made and logged once the final read's steps are (WaitOptions.logEnd). */
  private endLine: (() => string) | undefined;

  constructor(options: FollowOptions) {
    this.options = options;
    this.before = options.resultBefore ?? [];
    this.movedSince = options.movedSince;
    // The execution joined may be a repair of the same result: the repairs sent for it are this step's too.
    const earlier = options.joined ? options.reporter.carriedMarker().result : undefined;
    if (earlier?.sent && this.schema && earlier.digest === schemaMark(this.schema).digest)
      this.repairs = earlier.sent;
    this.state = new StepState(options.host.state);
    this.log = (line) => options.host.log.info(line);
    const seconds = options.progressIntervalSeconds ?? 0;
    this.progress =
      seconds > 0
        ? new ProgressWatch({
            client: options.client,
            runId: options.runId,
            log: options.host.log,
            redact: (text) => options.host.redact(text),
            // A pace, like the polls': scaled as they are (src/timing.ts).
            intervalMs: scaled(seconds * 1000),
            began: this.began,
            since: followedUpAt(options.movedSince),
            ...(options.poll?.now ? { now: options.poll.now } : {}),
          })
        : undefined;
    const baseline = options.creditsBaseline ?? (options.movedSince === undefined ? 0 : undefined);
    this.budget =
      options.maxCredits === undefined
        ? undefined
        : new BudgetWatch(options.maxCredits, baseline, options.creditsCarried);
    const carried = options.joined && !this.budget ? options.reporter.carriedMarker() : undefined;
    // Counted on from the run's credits as the comment last showed them (else as read just before the send).
    this.joinedBudget =
      carried?.budget === undefined
        ? undefined
        : new BudgetWatch(carried.budget, carried.baseline ?? 0, {
            kept: carried.kept,
            last: options.shownCredits ?? baseline,
          });
  }

  /**
   * Takes in a read of the run for its budget; the marker keeps the baseline once a read tells it, and what a reset
   * of the service's count kept. A reset is said once, as it is seen.
   */
  private observe(run: RunItem): void {
    // A write that showed the lower count without what was kept would leave the next settle counting from 0.
    if (this.joinedBudget?.observe(run))
      this.options.reporter.setMarker({ kept: this.joinedBudget.mark().kept });
    if (!this.budget) return;
    const reset = this.budget.observe(run);
    if (reset)
      this.options.host.log.warning(
        `run ${this.options.runId}: the service's count of its usage went back from ${credits(reset.from)} to ${credits(reset.to)} credits, as when it counts a new execution anew: the ${credits(reset.kept)} credits counted against the budget (${plain(this.budgetSetting())}) until then are kept, and what it counts from now on is added`,
      );
    if (this.marked) this.options.reporter.setMarker(this.budget.mark());
  }

  /** The budget as the host names it: `max-credits: 25`. */
  private budgetSetting(): string {
    return this.options.host.words.setting('max-credits', credits(this.budget!.limit));
  }

  /** Whether the run, as last seen, is at work (a progress read may show something new). */
  private working(): boolean {
    return this.run !== undefined && ACTIVE_STATES.has(this.run.state);
  }

  /** Shows the run at work when what the comment shows of it changed; the first time at once. */
  private showIfChanged(run: RunItem): void {
    const key = this.shownKey(run);
    if (key === this.shown) return;
    this.shown = key;
    this.options.reporter.show(this.input(run, progressPhase(run)));
  }

  /** What a progress write of `run` shows, as a key: a write is worth it when it changes. */
  private shownKey(run: RunItem): string {
    const progress = this.progress ? progressKey(this.progress.progress(run)) : '';
    // With a budget, the credits counted against it show too ("12.1 of 25 credits"): a change is worth an edit.
    const spent = this.budget?.spent(run);
    return JSON.stringify([
      run.state,
      run.session_link ?? '',
      progress,
      spent === undefined ? '' : credits(spent),
    ]);
  }

  /**
   * What the marker records for a later `settle`, set with the first report: the deadline `timeout-minutes` sets,
   * counted from the run's start (from now for a follow-up, which starts new work on an old run), and whether a run
   * still going then is cancelled.
   */
  private mark(run: RunItem): void {
    if (this.marked) return;
    this.marked = true;
    const { options } = this;
    const created = Date.parse(run.created_at);
    const from = options.movedSince !== undefined || Number.isNaN(created) ? this.began : created;
    options.reporter.setMarker({
      deadline: new Date(from + options.timeoutMinutes * 60_000).toISOString(),
      cancel: options.cancelOnAbort,
      ...(options.from ? { origin: options.from } : {}),
      // This step's budget, or none: a budget an earlier step's marker carried is not this one's, unless this step's
      // request joined the execution that budget holds.
      ...(this.budget?.mark() ??
        (options.joined ? {} : { budget: undefined, baseline: undefined, kept: undefined })),
      // The model this step asked for, or none (a follow-up's: the run was made with another step's config).
      model:
        options.requestedModel === undefined ? undefined : clip(options.requestedModel, MARKER_MODEL_CHARS),
      // The result this step asks for, which a settle validates once the step is gone; none: an earlier step's is not
      // this one's.
      result: this.schema
        ? {
            ...resultMark(this.schema, undefined, this.schema.retries - this.repairs),
            before: this.before,
            ...(this.repairs ? { sent: this.repairs } : {}),
          }
        : undefined,
    });
  }

  /** The schema the run's result must match: none without one, or for an execution asked for a plan. */
  private get schema(): ResultSchema | undefined {
    return this.options.plan ? undefined : this.options.result;
  }

  /** What the report shows of the run in `phase`. */
  input(run: RunItem, phase: Phase, extra: Partial<ReportInput> = {}): ReportInput {
    const { options, factoryTask } = this;
    this.mark(run);
    return {
      run,
      phase,
      artifacts: [],
      now: Date.now(),
      ...(options.followupHint ? { followupHint: options.followupHint } : {}),
      ...(options.summaryHint ? { summaryHint: options.summaryHint } : {}),
      ...(options.workflowRun ? { workflowRun: options.workflowRun } : {}),
      ...(this.progress ? { progress: this.progress.progress(run, !hasStopped(run.state)) } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
      ...(phase === 'detached' ? { leftGoing: options.host.words.leftGoing(run.run_id) } : {}),
      ...(this.repairing ? { result: this.repairing } : {}),
      ...(options.note ? { note: options.note } : {}),
      ...(factoryTask ? { factoryTask } : {}),
      ...(options.requestedModel ? { requestedModel: options.requestedModel } : {}),
      ...(this.budget
        ? {
            budget: this.budget.view(
              run,
              this.budget.status(run, phase === 'final' || phase === 'blocked'),
              this.budgetSetting(),
            ),
          }
        : {}),
      ...extra,
    };
  }

  settled(): void {
    this.state.save(STATE.settled, 'true');
  }

  /**
   * The run is left going (`wait: false`, or still going at `detach-after-minutes`): reported as it is now in the
   * detached phase, which a `settle` job finishes, and the step is done with it (the post step cancels nothing).
   */
  async letGo(seen: RunItem | undefined, why: string, note: string): Promise<Followed> {
    const { client, runId, signal, reporter } = this.options;
    const run = seen ?? (await client.runs.get(runId, { signal }));
    this.observe(run);
    // Already over its budget (a follow-up's, say): stopped now, as a step that waits would stop it.
    if (this.budget?.over(run) && ACTIVE_STATES.has(run.state)) throw await this.overBudget(run);
    if (this.options.factoryTask) this.factoryTask = (await this.options.factoryTask()) ?? this.factoryTask;
    this.log(
      `${why}: run ${runId} is ${run.state} and goes on${run.session_link ? `. Session: ${run.session_link}` : ''}`,
    );
    const shown = await reporter.finish(this.input(run, 'detached', { note }));
    this.settled();
    // One that ended (or waits) over it already: its report says so, and the step fails for it.
    const over = this.budget?.over(run) ? this.checkBudget(run, describeStop(run)) : undefined;
    if (over) throw over;
    // A settle finds the run's report through the tracking comment's marker: without it, no one ever writes it.
    if (!shown) throw new HandOffLostError(runId);
    return { run, detached: true };
  }

  /**
   * Reads the run's progress when a read is due, between the state polls, until `signal` (the wait is over): a
   * change is shown at once. A moment at which the run is not at work (not seen yet, or waiting) is skipped.
   */
  private async followProgress(progress: ProgressWatch, signal: AbortSignal): Promise<void> {
    const { poll } = this.options;
    const sleep = poll?.sleep ?? sleepFor;
    const now = poll?.now ?? Date.now;
    for (;;) {
      const at = progress.dueAt();
      if (at === undefined || signal.aborted) return;
      await sleep(Math.max(0, at - now()), signal);
      if (signal.aborted) return;
      const run = this.run;
      if (!run || !this.working()) progress.skip();
      else if (await progress.read(run, signal)) this.showIfChanged(run);
    }
  }

  /**
   * Tells the session link in the log as soon as the service gives it (and again only if it changes): before the
   * first step's group, where a reader of the log looks first. A run already over (or waiting) is not followed live:
   * its link is told as the place to read it.
   */
  private tellSession(run: RunItem): void {
    const link = safeUrl(run.session_link);
    if (!link || link === this.sessionTold) return;
    this.sessionTold = link;
    const { log } = this.options.host;
    const now = this.options.poll?.now ?? Date.now;
    const live = hasStopped(run.state) ? '' : ' (follow it live)';
    log.info(`${logPrefix(log, run.run_id, now() - this.began)}${sessionText(link)}${live}`);
  }

  /** Waits for the run's end, showing progress on every change. */
  async watch(): Promise<WaitOutcome> {
    const { options, began, progress } = this;
    const { detachAfterMinutes } = options;
    const over = new AbortController();
    // Progress is read with the first poll, then on its own pace until the wait is over.
    let reading: Promise<void> | undefined;
    const readOn = (p: ProgressWatch) =>
      (reading ??= this.followProgress(p, AbortSignal.any([over.signal, options.signal])).catch(
        () => undefined,
      ));
    try {
      return await waitForRun(options.client, options.runId, {
        deadline: began + options.timeoutMinutes * 60_000,
        ...(detachAfterMinutes === undefined ? {} : { detachAt: began + detachAfterMinutes * 60_000 }),
        signal: options.signal,
        log: this.log,
        logEnd: (line) => (this.endLine = line),
        ...(options.host.log.stamped ? { stamped: true } : {}),
        began,
        warn: (line) => options.host.log.warning(line),
        ...(this.movedSince ? { movedSince: this.movedSince } : {}),
        // With live progress on, the state polls are fewer (but never fewer than the progress reads).
        ...(progress
          ? { maxMs: scaled(Math.min(PROGRESS_POLL_MAX_MS, (options.progressIntervalSeconds ?? 0) * 1000)) }
          : {}),
        ...options.poll,
        onChange: async (current) => {
          this.run = current;
          if (options.factoryTask && !this.factoryTask) this.factoryTask = await options.factoryTask();
        },
        // The first report goes out at once (in the background), later ones when what they show changed, at the
        // reporter's pace. An end (or BLOCKED) gets the final report instead: a progress edit of it would only
        // delay that. The first progress read comes with the first poll.
        onPoll: async (current) => {
          this.run = current;
          this.tellSession(current);
          this.observe(current);
          if (hasStopped(current.state)) return;
          this.showIfChanged(current);
          if (!progress) return;
          if (progress.due() && (await progress.read(current, options.signal))) this.showIfChanged(current);
          void readOn(progress);
        },
        // Over its budget, the run is stopped (see overBudget): the wait ends with the read that showed it.
        ...(this.budget ? { stopWhen: (current: RunItem) => this.budget!.over(current) } : {}),
      });
    } finally {
      // A progress read still in flight is abandoned: what it would show is past.
      over.abort();
    }
  }

  /** The job is being cancelled: stop the run within seconds, unless told to leave it. */
  async stopping(): Promise<RunFailedError> {
    const { client, runId, reporter } = this.options;
    if (!this.options.cancelOnAbort) {
      const { words } = this.options.host;
      const note = `${words.interrupted}; the run was left going (${words.setting('cancel-on-abort', 'false')}).`;
      if (this.run) await reporter.finish(this.input(this.run, 'detached', { note }));
      this.settled();
      return new RunFailedError(
        `${words.stopped}; run ${runId} left running as ${plain(words.setting('cancel-on-abort', 'false'))}`,
        'interrupted',
      );
    }
    // The step exits within seconds of a signal: the cancel and its confirming reads fit in about 3 s, leaving
    // time for the final comment.
    const result = await cancelRun(client, runId, this.log, STOPPING_CANCEL_MS, this.options.poll?.sleep);
    const run = result.run ?? this.run;
    const told = describeCancel(result.outcome, runId, this.options.host.words.cancelLater(runId));
    // It stopped by itself before the cancel reached it (it ended, or waits for input): its report is the one a settle
    // writes (the answer, what the run made, its result, the asker's reaction), not this step's note that it was
    // interrupted, which would claim the end shown without them. The step has seconds left: the post step writes it.
    if (result.outcome === 'already-ended')
      return new RunFailedError(`${this.options.host.words.stopped}; ${plain(told)}`, 'interrupted');
    const shown = run
      ? await reporter.finish(
          this.input(run, 'cancelled', { note: `${this.options.host.words.interrupted}. ${told}` }),
        )
      : false;
    // Settled only when the run was seen to stop and the comment says so: otherwise the post step takes over.
    if (result.settled && shown) this.settled();
    return new RunFailedError(`${this.options.host.words.stopped}; ${plain(told)}`, 'interrupted');
  }

  /** The run did not end in time, or cannot be followed: cancelled (unless told to leave it) and reported. */
  async gaveUp(outcome: Extract<WaitOutcome, { kind: 'timeout' | 'unfollowable' }>): Promise<RunFailedError> {
    const { host, client, runId, reporter, timeoutMinutes: minutes } = this.options;
    const { words } = host;
    let run = outcome.run ?? this.run;
    let note =
      outcome.kind === 'timeout'
        ? `The run did not end within ${minutes} minute${minutes === 1 ? '' : 's'} (${words.setting('timeout-minutes')}).`
        : `The run cannot be followed: the service's last ${outcome.failures} answers about it could not be read (last: ${outcome.error.message}).`;
    let settled = true;
    if (this.options.cancelOnAbort) {
      const result = await cancelRun(client, runId, this.log, undefined, this.options.poll?.sleep);
      run = result.run ?? run;
      settled = result.settled;
      note += ` ${describeCancel(result.outcome, runId, words.cancelLater(runId))}`;
    } else {
      note += ` It was left going (${words.setting('cancel-on-abort', 'false')}).`;
    }
    if (run) {
      const read = await readConversation(host, client, run);
      const artifacts = await resolveArtifacts(client, run, this.log);
      await reporter.finish(this.input(run, 'timeout', { note, ...conversationInput(read), artifacts }));
    }
    if (settled) this.settled();
    return new RunFailedError(
      `run ${runId}: ${plain(note)}`,
      outcome.kind === 'timeout' ? 'timeout' : 'service',
    );
  }

  /**
   * The run went over its budget: cancelled once, as persistently as the post step would (a run still being prepared
   * is asked again for BUDGET_CANCEL_MS; a cancel not seen through is left to the post step, whatever
   * `cancel-on-abort` says), reported as stopped at its budget, and the step fails.
   */
  async overBudget(over: RunItem): Promise<BudgetExceededError> {
    const { host, client, runId, reporter } = this.options;
    const budget = this.budget!;
    const setting = this.budgetSetting();
    host.log.warning(
      `run ${runId} used ${spendText({ spent: budget.spent(over), baseline: budget.baseline })}, over its budget of ${credits(budget.limit)} (${plain(setting)}): cancelling it`,
    );
    const result = await cancelRun(
      client,
      runId,
      this.log,
      scaled(BUDGET_CANCEL_MS),
      this.options.poll?.sleep,
    );
    // The post step cancels what is left of it even with cancel-on-abort false: the budget asked for the cancel.
    if (!result.settled) this.state.save(STATE.mustCancel, 'true');
    const run = result.run ?? over;
    const told = describeCancel(result.outcome, runId, host.words.cancelLater(runId));
    const stopped = result.outcome === 'cancelled';
    // The last read tells what the run used in the end; a read that answers nothing, the one that went over.
    const shown = budget.spent(run) === undefined ? over : run;
    const view = budget.view(shown, stopped ? 'stopped' : 'over', setting);
    const read = await readConversation(host, client, run);
    const artifacts = await resolveArtifacts(client, run, this.log);
    await reporter.finish(
      this.input(run, 'cancelled', {
        note: `The run went over its budget. ${told}`,
        ...conversationInput(read),
        artifacts,
        budget: view,
      }),
    );
    if (result.settled) this.settled();
    return new BudgetExceededError(
      `run ${runId}: ${stopped ? 'stopped' : 'went over its budget'} at ${spendText(view)}, budget ${credits(budget.limit)} (${plain(setting)}); ${plain(told)}`,
    );
  }

  /**
   * A budget that could not be held: one warning, and the step fails if the run ended over it (its usage known only
   * once it ended). A run that passed its budget before the step could stop it (between two reads, or before a read
   * showed it at work): the report says it went over, and the step fails for it, whatever `fail-on-run-failure` says.
   */
  private checkBudget(run: RunItem, ended: string): BudgetExceededError | undefined {
    const { budget } = this;
    if (!budget) return undefined;
    const status = budget.status(run, true);
    const setting = plain(this.budgetSetting());
    if (status === 'unenforced') {
      this.options.host.log.warning(
        `the budget (${setting}) could not be enforced: the service reported no usage while run ${this.options.runId} worked`,
      );
      if (!budget.over(run)) return undefined;
      return new BudgetExceededError(
        `run ${this.options.runId} went over its budget: it ${ended} at ${spendText(budget.view(run, status, setting))}, budget ${credits(budget.limit)} (${setting}); the service reported its usage only once it had ended, so it could not be stopped at it`,
      );
    }
    if (status !== 'over') return undefined;
    return new BudgetExceededError(
      `run ${this.options.runId} went over its budget: it ${ended} at ${spendText(budget.view(run, status, setting))}, budget ${credits(budget.limit)} (${setting}); it passed it before a read showed it at work over it`,
    );
  }

  /**
   * The run's result, when it was asked for one and succeeded: found, redacted and checked against the schema
   * (undefined otherwise: a run that failed keeps its own outcome, one that waits is checked once it ends).
   */
  private async checkResult(
    run: RunItem,
    conversation: Conversation | undefined,
  ): Promise<Checked | undefined> {
    const { schema } = this;
    const { host, client, signal } = this.options;
    if (!schema || run.state !== 'SUCCEEDED') return undefined;
    const found = await findResult(
      client,
      run,
      this.before,
      finalMessage(conversation),
      (line) => host.log.warning(line),
      signal,
    );
    const checked = checkResult(found, schema.schema, (text) => host.redact(text));
    const issues = checked.valid ? (this.options.resultCheck?.(checked.value) ?? []) : [];
    if (!checked.valid || !issues.length) return checked;
    return { valid: false, issues, raw: checked.text, from: checked.from };
  }

  /** Why no repair follow-up is sent for a result that is not one; undefined when one is. */
  private noRepair(run: RunItem): string | undefined {
    const { options, schema } = this;
    if (!schema || this.repairs >= schema.retries || options.signal.aborted) return '';
    if (Date.now() >= this.began + options.timeoutMinutes * 60_000)
      return `no time was left for a repair before the deadline (${plain(options.host.words.setting('timeout-minutes'))})`;
    const spent = this.budget?.spent(run);
    if (this.budget && spent !== undefined && spent >= this.budget.limit)
      return `the budget was spent (${plain(this.budgetSetting())})`;
    return undefined;
  }

  /** The run moved on to another job's work before the repair (see movedMeanwhile): the comment is that job's now. */
  private movedOn = false;

  /**
   * Why no repair is sent to a run that is no longer as `run` shows it (undefined: it is). Checking the result took a
   * few requests, and meanwhile another job on the thread may have sent the run new work (a comment, the followup
   * command): a repair would land on that work. A run that cannot be read again gets none either. The service has no
   * conditional follow-up, so a move in the one round trip before the repair still gets past this.
   */
  private async movedMeanwhile(run: RunItem): Promise<string | undefined> {
    const { client, runId, signal } = this.options;
    let now: RunItem;
    try {
      now = await client.runs.get(runId, { signal });
    } catch (err) {
      if (signal.aborted) throw err;
      return `the run could not be read again before it (${(err as Error).message})`;
    }
    if (now.updated_at === run.updated_at && now.state === run.state) return undefined;
    this.movedOn = true;
    return `the run moved on meanwhile (now ${now.state}): other work was sent to it`;
  }

  /** Sets the marker's record of the repair, and saves it for the post step (STATE.repair). */
  private markRepair(result: ResultMark): void {
    this.options.reporter.setMarker({ result });
    this.state.save(STATE.repair, JSON.stringify(result));
  }

  /**
   * Asks the agent to repair its result (a normal-mode follow-up quoting what is wrong) and readies the wait for its
   * answer. The marker records the repair before it is sent: a settle that finds the run not moved since sends it
   * again, never a second one. False when the follow-up could not be sent (a warning says why); one that may have
   * landed (no answer came) stays recorded as sent, for what joins its work and for the next settle to look.
   */
  private async repair(run: RunItem, checked: Extract<Checked, { valid: false }>): Promise<boolean> {
    const { options } = this;
    const { host, client, runId, signal } = options;
    const schema = this.schema!;
    const repair = this.repairs + 1;
    const before = fileUids(run);
    // The first report's mark first (a run already ended when first read has had no report yet): set after the
    // repair's, it would record none sent and one left, and a settle would ask again.
    this.mark(run);
    this.markRepair({
      ...resultMark(schema, run, schema.retries - repair),
      sent: repair,
      asked: run.updated_at,
    });
    const count = checked.issues.length;
    host.log.warning(
      `run ${runId}: ${checked.from ? 'its result does not match its schema' : 'it gave no result'} (${count} problem${count === 1 ? '' : 's'}: ${issuesText(checked)}): asking the agent to repair it (${repair} of ${schema.retries})`,
    );
    const repairing: ResultView = { status: 'repairing', issues: checked.issues, repair, of: schema.retries };
    const recorded = await this.recordRepair(run, repairing);
    try {
      await client.runs.followUp(
        runId,
        { message: repairMessage(checked.issues), mode: 'normal' },
        { signal },
      );
    } catch (err) {
      if (signal.aborted) throw err;
      // No answer: it may have reached the run (seed 5501: a request that joined its work sent a second repair). It
      // stays recorded as sent: the next settle shows what it made, or sends it once more if the run never moved.
      const landed = !refused({ signal }, err);
      host.log.warning(
        `could not send the repair follow-up to run ${runId}: ${(err as Error).message}${landed ? '; it is recorded as sent: the next settle shows what it made, or sends it if it never reached the run' : ''}`,
      );
      this.unanswered = landed;
      if (landed) return false;
      this.markRepair({
        ...resultMark(schema, run, schema.retries - this.repairs),
        before: this.before,
        ...(this.repairs ? { sent: this.repairs } : {}),
      });
      return false;
    }
    this.repairs = repair;
    this.before = before;
    this.movedSince = run.updated_at;
    this.repairing = repairing;
    // The comment shows the repair already when its record was written: no second write of the same.
    this.shown = recorded ? this.shownKey(run) : undefined;
    this.showIfChanged(run);
    return true;
  }

  /**
   * Writes the record of a repair on the comment before it is sent, and waits for GitHub to take it: a job whose runner
   * is lost once it is sent (no post step to write it) leaves it there, and a request that joins the repair's work
   * counts it. One GitHub refuses is a warning: the repair is sent all the same, and recorded with the next write (and
   * by the post step of a job cut short: STATE.repair). Whether the comment shows it.
   */
  private async recordRepair(run: RunItem, repairing: ResultView): Promise<boolean> {
    const { host, reporter, runId, signal } = this.options;
    if (!reporter.comment) return false;
    try {
      await reporter.record(this.input(run, progressPhase(run), { result: repairing }), signal);
      return true;
    } catch (err) {
      if (signal.aborted) throw err;
      host.log.warning(
        `run ${runId}: could not record the repair on the tracking comment before sending it: ${(err as Error).message}; it is sent all the same`,
      );
      return false;
    }
  }

  /**
   * Writes the result where later steps read it: the validated JSON (or the raw text of one that does not match) in a
   * file under the temp directory (`result-file`), and the validated JSON in `result` when it fits an output.
   */
  private publishResult(checked: Checked): void {
    const { host, tempDir } = this.options;
    const text = checked.valid ? checked.text : checked.raw;
    let file = '';
    if (text !== undefined && tempDir) {
      try {
        file = writeResultFile(tempDir, text);
      } catch (err) {
        host.log.warning(`could not write the result file under ${tempDir}: ${(err as Error).message}`);
      }
    }
    host.output('result-file', file);
    if (!checked.valid) return host.output('result', '');
    const bytes = Buffer.byteLength(checked.text, 'utf8');
    if (bytes > RESULT_OUTPUT_MAX_BYTES) {
      host.log.warning(
        `the result is ${bytes} bytes of JSON, more than the ${RESULT_OUTPUT_MAX_BYTES} an output holds: the result output is left empty; ${file ? `the result file holds it whole (${file})` : 'the result file could not be written either'}`,
      );
      return host.output('result', '');
    }
    host.output('result', checked.text);
  }

  /** The run ended, or waits for input: the final report, and the step's result. */
  async ended(outcome: Extract<WaitOutcome, { kind: 'ended' | 'blocked' }>): Promise<Followed | 'again'> {
    const { options } = this;
    const { host, client, runId, reporter } = options;
    const { run } = outcome;
    const read = await readConversation(host, client, run);
    const { conversation, unread } = read;
    // The last steps, which this read (it never throws) may be the first to show, before the line of the end.
    if (conversation) this.progress?.absorb(run, conversation);
    if (this.endLine !== undefined) this.log(this.endLine());
    this.endLine = undefined;
    const artifacts = await resolveArtifacts(client, run, this.log);
    if (options.factoryTask) this.factoryTask = (await options.factoryTask()) ?? this.factoryTask;
    let showing = planShowing(run, options.plan, options.planHint, artifacts, conversation);
    if (showing.report?.state === 'waiting' && !conversation) {
      const timeline = await executionsOf(client, run);
      showing = planShowing(run, options.plan, options.planHint, artifacts, conversation, timeline);
    }
    if (options.plan) reporter.setMarker({ plan: showing.mark });
    const plan = showing.report;
    const extra = { ...conversationInput(read), artifacts, ...(plan ? { plan } : {}) };
    const written = { showsNewPlan: showing.first };
    if (plan?.state === 'waiting')
      host.log.info(`run ${runId} proposed a plan. ${plain(plan.next ?? '')}`.trim());
    if (outcome.kind === 'blocked') {
      await reporter.finish(this.input(run, 'blocked', extra), written);
      this.settled();
      const over = this.checkBudget(run, describeStop(run));
      const hint = options.summaryHint ?? options.followupHint;
      if (plan?.state !== 'waiting')
        host.log.warning(`run ${runId} is waiting for input.${hint ? ` ${hint}` : ''}`);
      if (over) throw over;
      return { run, detached: false };
    }
    const checked = await this.checkResult(run, conversation);
    // No result read where a later read may give it: a new result file not downloaded, or no file and the final
    // message that may hold the result unread. The result is unknown, not missing: it is neither judged nor repaired (a
    // repair would ask the agent again for what it may have given).
    const unknown = checked && !checked.valid && !checked.from ? unknownResult(checked, unread) : undefined;
    let refused: string | undefined;
    if (checked && !checked.valid && !unknown) {
      refused = this.noRepair(run) ?? (await this.movedMeanwhile(run));
      if (refused === undefined && (await this.repair(run, checked))) return 'again';
    }
    this.repairing = undefined;
    // The report's marker records the result unread (MarkerState.unread): a settle judges it once it can read what
    // it could not (settle.ts `decide`).
    const result = unknown
      ? { result: unreadView(unknown) }
      : checked
        ? { result: resultView(checked, this.repairs) }
        : {};
    if (checked) this.publishResult(checked);
    let acted: { note?: string; error?: unknown } = {};
    if (checked?.valid && options.onResult) {
      try {
        const note = await options.onResult(checked.value, run);
        acted = note ? { note } : {};
      } catch (error) {
        acted = { note: `The result could not be acted on: ${(error as Error).message}`, error };
      }
    }
    const note = [options.note, acted.note].filter(Boolean).join(' ');
    // A run another job moved on: its comment shows that work now, and this report goes to the summary alone.
    await reporter.finish(
      this.input(run, 'final', { ...extra, ...result, ...(note ? { note } : {}) }),
      this.movedOn ? { ...written, comment: false } : written,
    );
    // Done with the run. But a repair that may have landed (its answer lost) may still be at work: it is a settle's to
    // watch only if the job ends as it is, and its post step's to stop (`cancel-on-abort`) if the job is cancelled
    // before its main step ends (the review model, seeds 7061 and 7081: a job cancelled as this report was written, or
    // as the review's check was, left the repair's work going).
    if (!this.unanswered) this.settled();
    else if (!options.signal.aborted) {
      this.settled();
      options.signal.addEventListener('abort', () => this.state.save(STATE.settled, 'false'), { once: true });
    }
    if (acted.error) throw acted.error;
    const over = this.checkBudget(run, describeStop(run));
    if (over) throw over;
    if (unknown) {
      const link = safeUrl(run.session_link);
      const why = unknown.cause.message;
      const what = unknown.file
        ? `${notDownloaded(why)}; nothing was validated, and no repair was asked. Its session shows the file`
        : `it wrote no new ${RESULT_FILE}, and its final message, where the result may be, could not be read (${why}); nothing was validated, and no repair was asked. Its session shows the final message`;
      throw new OutcomeError(
        `run ${runId}: its result could not be read: ${what}${link ? ` (${link})` : ''}`,
        'service',
        { cause: unknown.cause },
      );
    }
    if (checked && !checked.valid) {
      const after = this.repairs
        ? ` after ${this.repairs === 1 ? 'a repair follow-up' : `${this.repairs} repair follow-ups`}`
        : '';
      const why = refused ? `; no repair: ${refused}` : '';
      throw new SchemaInvalidError(
        `run ${runId}: ${checked.from ? 'its result does not match its schema' : 'it gave no result'}${after} (${issuesText(checked)})${why}`,
      );
    }
    if (run.state !== 'SUCCEEDED' && options.failOnRunFailure) {
      const code = run.status_message?.error_code ? ` (${run.status_message.error_code})` : '';
      const message = run.status_message?.message ? `: ${run.status_message.message}` : '';
      throw new RunFailedError(`run ${runId} ended ${run.state}${code}${message}`, 'run-failed');
    }
    return { run, detached: false, ...(checked?.valid ? { result: checked.value } : {}) };
  }
}

export async function followRun(options: FollowOptions): Promise<Followed> {
  const following = new Following(options);
  const { words } = options.host;
  if (!options.wait) {
    const wait = words.setting('wait', 'false');
    return following.letGo(
      undefined,
      `not waiting (${plain(wait)})`,
      `${words.runner} did not wait for this run (${wait}).`,
    );
  }
  // Once more after each repair follow-up: its answer is waited for as the run was.
  for (;;) {
    let outcome: WaitOutcome;
    try {
      outcome = await following.watch();
    } catch (err) {
      if (!options.signal.aborted) throw err;
      throw await following.stopping();
    }
    if (outcome.kind === 'timeout' || outcome.kind === 'unfollowable') throw await following.gaveUp(outcome);
    if (outcome.kind === 'stopped') throw await following.overBudget(outcome.run);
    if (outcome.kind === 'detached') {
      const minutes = options.detachAfterMinutes;
      const setting = words.setting('detach-after-minutes');
      return following.letGo(
        outcome.run,
        `detached after ${minutes} minute${minutes === 1 ? '' : 's'} (${plain(setting)})`,
        `${words.runner} stopped watching after ${minutes} minute${minutes === 1 ? '' : 's'} (${setting}).`,
      );
    }
    const ended = await following.ended(outcome);
    if (ended !== 'again') return ended;
  }
}

/** The first problems of a result that is not one, for a log line or an error. */
function issuesText(checked: Extract<Checked, { valid: false }>): string {
  const shown = checked.issues.slice(0, 3).map((issue) => `${shownPath(issue.path)}: ${issue.message}`);
  const more = checked.issues.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}
