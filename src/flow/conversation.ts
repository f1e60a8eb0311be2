/**
 * A conversation on a thread, driven by comments: `@cloud-agent <request>` from someone allowed starts work, or
 * continues the thread's run (a follow-up to a running run, the answer to a blocked one, a new execution of an
 * ended one); `@cloud-agent cancel` stops it; `@cloud-agent status` refreshes the tracking comment. One tracking
 * comment per thread follows the run from end to end.
 *
 * Plan first: `@cloud-agent plan <request>` sends the request in plan mode (a new run, or a follow-up to the
 * thread's run); while that plan is being written or waits, any other request revises it (plan mode again), and
 * `@cloud-agent approve` from someone allowed (`plan-approvers`) carries it out (a normal-mode follow-up). The
 * tracking comment's marker keeps who asked for the plan, who may approve it, what the run had before and the plan
 * shown since when (`MarkerState.plan`): an approval carries out the plan its approver saw, once.
 */
import { ApiError, type RunItem } from '../client/index.ts';
import { ACTIVE_STATES, continues, hasStopped, isGoing } from '../shared/runs.ts';
import type { FoundComment, Repository } from './host.ts';
import type { StartInputs } from '../inputs.ts';
import { InputError } from '../shared/outcome.ts';
import { ignoredBecause, refusalText } from './admission.ts';
import { resolveArtifacts } from './artifacts.ts';
import { cancelStepRun, describeCancel, endShown, waitingText, waitsForInput } from './cancel.ts';
import { creditsOf, type CarriedCount } from './credits.ts';
import type { CommentInfo } from './context.ts';
import {
  approveByReply,
  conversationInput,
  followOptions,
  followRun,
  followupHint,
  planShowing,
  readConversation,
  type FollowOptions,
} from './follow.ts';
import { META, type Origin } from './origin.ts';
import { schemaMark, type ResultSchema, type Schemed } from './output-schema.ts';
import { buildPrompt } from './prompt.ts';
import {
  countedOf,
  markerReader,
  passedOver,
  routedOf,
  recordedOrigin,
  remarked,
  routedBeforeSending,
  sendingOf,
  sentBefore,
  stepReporter,
  type Reporter,
} from './report.ts';
import { fileUids, withAppendix } from './result.ts';
import {
  holdWhileSending,
  recordBeforeSending,
  recordUnanswered,
  refused,
  releaseUnsentClaim,
} from './unanswered.ts';
import { claimApproval, claimDecided, movedOn, takeBackUnsent } from './claim.ts';
import { changedFiles, startWork } from './start.ts';
import { factoryTaskOf, requestedModelOf, type Starter } from './starters.ts';
import {
  keptAt,
  owedFailure,
  reportStopFirst,
  settleAsSettleWould,
  showsThisRun,
  StopNotShownError,
  tellAskerOfCancel,
  wroteReport,
} from './settle.ts';
import { gone } from '../shared/gone.ts';
import type { OutcomeError } from '../shared/outcome.ts';
import { STATE, type ClosingRecord } from './state.ts';
import { holdRun, info, type Step } from './step.ts';
import { parseCommentTrigger, type CommentRequest } from './trigger.ts';
import type { Carried, MarkerState, PlanMark, Sending } from '../render/marker.ts';
import { FINAL_WRITE_MS } from '../timing.ts';
import { renderRequestSending } from '../render/report.ts';
import {
  approvalMessage,
  approvesShownPlan,
  carriedOutAsShown,
  isRequester,
  planMadeAt,
  planMark,
  planShownSince,
  planStateOf,
  readPlanTexts,
  revisersAfter,
  stricterRule,
  type PlanState,
  type PlanTexts,
} from './plan.ts';

/** A comment taken up: who asked what, on which thread, and how the work there is reported and ended. */
interface Talk {
  step: Step;
  inputs: Schemed<StartInputs>;
  starter: Starter;
  comment: CommentInfo;
  request: CommentRequest;
  repository: Repository;
  number: number;
  /** The login the action writes as (its tracking comment's author). */
  self: string;
  reporter: Reporter;
  /** Reacts to the comment when the work it asked for ends (🚀 or 😕). */
  ending(ok: boolean): Promise<void>;
  /** `plan`: the request goes in plan mode (asked for a plan, or revising the plan being written or waiting). */
  mode?: 'plan';
  /** This step showed how the thread's run stopped, before taking the comment (see reportedFirst). */
  reportedFirst?: boolean;
  /** A reporter on the thread with nothing carried yet (for a second read of the thread). */
  reopen(): Reporter;
  /**
   * What the step fails with once its own work is done: a report it wrote as settle would said a run went over its
   * budget, or ended with a result that does not match its schema.
   */
  owed?: OutcomeError | undefined;
}

/** Where the comment's request goes: the run to follow, and what the report says about it. */
interface Route {
  runId: string;
  movedSince?: string;
  note?: string;
  /** The run's credits when the request was sent to it, which the budget counts from. */
  creditsBaseline?: number | undefined;
  /** What an earlier attempt of this job counted of that budget (a re-run: see FollowOptions.creditsCarried). */
  creditsCarried?: CarriedCount;
  /** The run's FILE artifacts when the request was sent to it: a result file among them is older (flow/result.ts). */
  resultBefore?: string[] | undefined;
  /** The plan the request asked for (plan mode): the report shows it once it waits. */
  plan?: PlanMark;
  /** A re-run follows the run an earlier attempt started for this comment, which has stopped: its end is shown. */
  stopped?: boolean;
  /**
   * The request joined the execution in progress, or a re-run follows the work an earlier attempt of its job sent (see
   * FollowOptions.joined).
   */
  joined?: boolean;
  /** The run's credits as the tracking comment showed them, when it joined (see FollowOptions.shownCredits). */
  shownCredits?: number | undefined;
  /** The budget of that execution, for the marker, when the tracking comment does not show the run yet. */
  executionBudget?: Pick<Carried, 'budget' | 'baseline' | 'kept'>;
}

/**
 * Whether a request sent to `run` now joins the execution in progress (queued or at work), with the run's credits as
 * the tracking comment (`found`) showed them, and that execution's budget when that comment does not show the run
 * yet: another job started it and has not written the comment, so its marker's budget is not there to keep. A run's
 * metadata (`gh_max_credits`) records the budget of its first execution, counted from nothing; none recorded, none.
 */
function joining(
  run: RunItem,
  found: FoundComment | undefined,
): Pick<Route, 'joined' | 'shownCredits' | 'executionBudget'> {
  if (!ACTIVE_STATES.has(run.state)) return {};
  if (found?.state.run === run.run_id) return { joined: true, shownCredits: found.state.credits };
  const limit = Number(run.metadata?.[META.budget]);
  return {
    joined: true,
    executionBudget:
      Number.isFinite(limit) && limit > 0
        ? { budget: limit, baseline: 0, kept: undefined }
        : { budget: undefined, baseline: undefined, kept: undefined },
  };
}

export async function converse(
  step: Step,
  inputs: Schemed<StartInputs>,
  comment: CommentInfo,
  starter: Starter,
  origin: Origin,
  /** The pace of following the run (for tests); the default polls as the action does. */
  poll?: FollowOptions['poll'],
): Promise<void> {
  const admitted = await admitComment(step, inputs, comment);
  if (!admitted) return;
  const { request, repository, number, self } = admitted;
  // Deleted before this job took it up: withdrawn, so nothing is done for it (a request, an approval, a cancel alike).
  // A 👀 GitHub failed otherwise says nothing of the comment: it is looked at.
  const eyes = await repository.react(comment, 'eyes');
  if (eyes === 'gone' || (eyes === 'failed' && (await repository.deleted(comment)))) {
    step.host.log.info('the comment was deleted before this job took it up: nothing is done for it');
    return;
  }

  step.state.save(STATE.key, origin.key);
  step.state.save(STATE.threadNumber, number);
  const marker = { key: origin.key, ...(starter.factory ? { factory: starter.factory } : {}) };
  const openTalkReporter = () => stepReporter(step, { enabled: inputs.comment, self, marker });
  // A re-run's reaction takes the place of the one an earlier attempt closed the comment with.
  const ending = async (ok: boolean) => {
    const reaction = ok ? 'rocket' : 'confused';
    if (!reRun(step)) await repository.react(comment, reaction);
    else
      await repository
        .reclose(comment, reaction)
        .catch((err: unknown) =>
          step.host.log.warning(`could not react to the comment: ${(err as Error).message}`),
        );
  };
  const talk: Talk = {
    step,
    inputs,
    starter,
    comment,
    request,
    repository,
    number,
    self,
    reporter: openTalkReporter(),
    reopen: openTalkReporter,
    ending,
  };
  await takeComment(talk, poll);
  // A budget is a promise, and so is a schema: a report this step wrote as settle would says one was broken.
  if (talk.owed) throw talk.owed;
}

/**
 * What routeRequest answers when the run stopped between this step's read of it and its send: nothing was sent, the
 * request's record was taken back, and the comment is taken again from the thread's read, which shows the stop first.
 */
const TAKE_AGAIN = Symbol('take the comment again');

/** How many times a comment is taken from the thread's read: a run that stops before each send is sent to the last. */
const TAKES = 3;

/** What the comment asks for, done: the thread read, and the request routed, followed, or answered. */
async function takeComment(talk: Talk, poll: FollowOptions['poll'] | undefined, take = 1): Promise<void> {
  const { step, inputs, comment, starter, request } = talk;
  let read = await findThreadRun(talk);
  // A re-run of this job after later comments were sent to the run: the run works for them now, and their jobs (or a
  // settle) report it and react on them. Sent once, so nothing more is done.
  if (read.passedOver) {
    step.host.log.info(
      `an earlier attempt of this job sent this comment to run ${read.routedHere!.run_id}, and later comments were sent to it since: nothing is sent again, and the tracking comment shows where the run stands`,
    );
    return;
  }
  // A status writes what it finds itself; anything else moves the run on, after which no one could show how it
  // stopped: that is shown first, as settle would show it, and the thread read again. Not an approval on a thread
  // whose record holds no plan: it is refused below and moves nothing on, and the stop is a settle's to show, with
  // the repair its result may be owed (shown first as moved on, the work would be asked none).
  const movesOn = request.verb !== 'status' && (request.verb !== 'approve' || read.mark !== undefined);
  const first = movesOn ? await reportedFirst(talk, read).catch(endWith(talk)) : undefined;
  if (first) {
    talk.reportedFirst = first === 'written';
    talk.reporter = talk.reopen();
    read = await findThreadRun(talk);
  }
  const { thread, routedHere, routedBaseline, routedCount, mark, found } = read;
  const { reporter } = talk;

  if (request.verb === 'cancel') return cancelThread(talk, thread, found);
  if (request.verb === 'status') return statusOfThread(talk, thread, mark, found);
  const texts = await planTextsFor(talk, thread, mark);
  if (planning(request, thread, mark, texts)) talk.mode = 'plan';

  const route: Route | undefined | typeof TAKE_AGAIN = routedHere
    ? {
        runId: routedHere.run_id,
        note: 'A re-run of the workflow is following the run this comment was already sent to.',
        // The budget counts from where the earlier attempt's comment says it did.
        creditsBaseline: routedBaseline ?? 0,
        creditsCarried: routedCount,
        // The work the earlier attempt sent, whose budget and result's repairs the comment records (its `comment` is
        // this one): what was spent of them is spent.
        joined: true,
        resultBefore: found?.state.result?.before,
        ...(mark ? { plan: mark } : {}),
      }
    : request.verb === 'approve'
      ? await approvePlan(talk, thread, mark, found, texts)
      : await routeRequest(talk, thread, mark, texts, found, take < TAKES);
  if (route === TAKE_AGAIN) {
    talk.mode = undefined;
    talk.reporter = talk.reopen();
    return takeComment(talk, poll, take + 1);
  }
  if (!route) return;
  holdRun(step, route.runId);
  reporter.setMarker({
    ...routedOf(found, route.runId, comment, thread),
    sending: undefined,
    plan: route.plan,
    ...route.executionBudget,
  });

  try {
    const { run, detached } = await followRun({
      ...followOptions(step, inputs, reporter, route.runId, inputs.conversation.triggerPhrase),
      ...(route.note ? { note: route.note } : {}),
      ...(route.movedSince ? { movedSince: route.movedSince } : {}),
      ...('creditsBaseline' in route ? { creditsBaseline: route.creditsBaseline } : {}),
      ...(route.creditsCarried ? { creditsCarried: route.creditsCarried } : {}),
      ...(route.resultBefore ? { resultBefore: route.resultBefore } : {}),
      ...(route.joined ? { joined: true } : {}),
      shownCredits: route.shownCredits,
      // A re-run follows the work its comment sent: it judges the result that work asked for, as the comment records
      // it, or none (a request that went in plan mode asked none).
      ...(routedHere && !read.resultAsked ? { result: undefined } : {}),
      // A re-run of a job that let its run go, the run ended since: its end is shown, as a report that waited shows
      // it, not "left going" over a report that showed it already (or, its tracking comment deleted, not at all).
      ...((routedHere ? !isGoing(routedHere.state) : route.stopped) ? { wait: true } : {}),
      ...factoryTaskOf(starter, route.runId),
      // The model this step asks for is that of a run this comment started, not of one it was sent to.
      ...((routedHere ? routedHere.metadata?.[META.comment] === String(comment.id) : !route.movedSince)
        ? requestedModelOf(starter)
        : {}),
      ...(route.plan ? { plan: route.plan } : {}),
      ...(poll ? { poll } : {}),
    });
    // A run left going gets its final reaction from the `settle` job that finishes its report.
    if (!detached) await closeWork(talk, run.state === 'SUCCEEDED' || run.state === 'BLOCKED');
  } catch (err) {
    await closeWork(talk, false);
    throw err;
  }
}

/**
 * Whether the comment calls the action and its author may start work: the request, and the way to answer; or
 * undefined (logged, and the author told when refused) when nothing is to be done.
 */
async function admitComment(
  step: Step,
  inputs: StartInputs,
  comment: CommentInfo,
): Promise<{ request: CommentRequest; repository: Repository; number: number; self: string } | undefined> {
  const { trigger, repository, host } = step;
  const rules = inputs.conversation;
  const request = parseCommentTrigger(comment.body, rules.triggerPhrase);
  if (!request) {
    host.log.info(`the comment does not call ${rules.triggerPhrase}: nothing to do`);
    return undefined;
  }
  const ignored = ignoredBecause(step, comment, rules);
  if (ignored) {
    host.log.info(`not starting anything: ${ignored}`);
    return undefined;
  }
  if (!repository)
    throw new InputError(
      'github-token',
      'is required for comment triggers (to check who commented and to answer)',
    );
  const number = trigger.number;
  if (number === undefined)
    throw new InputError('command', 'a comment trigger needs an issue or pull request thread');

  // A comment by the token's own login without a marker that verifies is not the action's: with a personal token it
  // is that person's own request, asked about like anyone's.
  const self = await repository.self();
  // A bot the workflow lists is trusted by that listing; anyone else by their permission. A failed look-up throws.
  const access = await repository.access({ login: comment.author, type: comment.authorType }, rules);
  if (!access.allowed) {
    host.log.warning(`not starting anything: ${access.reason}`);
    if (!access.quiet && rules.replyToRefused) {
      // A comment deleted since (withdrawn) is answered by no one.
      if (await repository.deleted(comment)) host.log.info('the comment was deleted since: no reply to it');
      else await repository.reply(number, refusalText(comment.author, 'asking', rules));
    }
    return undefined;
  }
  return { request, repository, number, self };
}

/** Whether the step is a re-run of its job: an attempt after the first of its workflow run. */
const reRun = (step: Step): boolean => step.env.runAttempt !== '1';

/** Whether the marker records the result `schema` describes as asked of the work it shows. */
function recordsResult(state: MarkerState, schema: ResultSchema | undefined): boolean {
  return schema !== undefined && state.result?.digest === schemaMark(schema).digest;
}

/** The thread as a comment finds it: its run, and its tracking comment. */
interface ThreadRead {
  thread?: RunItem;
  /** The thread's run, when this comment was already sent to it (a re-run of this job). */
  routedHere?: RunItem;
  /** The comment was sent to it before later comments were (MarkerState.routed): the run's work is theirs now. */
  passedOver?: boolean;
  /** The work this comment sent asked for the result the step's schema describes, as the tracking comment records. */
  resultAsked?: boolean;
  routedBaseline?: number | undefined;
  routedCount?: CarriedCount;
  mark?: PlanMark;
  /** The thread's tracking comment, as read. */
  found?: FoundComment;
}

/**
 * The thread's run: the one its tracking comment names, else the newest still going that the service knows (a
 * comment lost, or another job racing). `routedHere`: the comment was already sent to it (a re-run of this job).
 */
async function findThreadRun(talk: Talk, again = true): Promise<ThreadRead> {
  const { step, reporter, starter, comment } = talk;
  const found = await reporter.findExisting();
  const threadRunId = found?.state.run;
  let thread: RunItem | undefined;
  if (threadRunId) {
    try {
      thread = await step.client.runs.get(threadRunId, { signal: step.signal });
    } catch (err) {
      if (!(err instanceof ApiError && (err.status === 404 || err.status === 403))) throw err;
      step.host.log.warning(
        `the thread's run ${threadRunId} cannot be read any more (${err.status}); starting fresh`,
      );
    }
  }
  // The run (the comment's: `thread` is read from its marker so far) is at work, and not as the comment last showed
  // it: whoever moved it may have recorded why there after this step read the comment (a settle records the repair it
  // asks before it sends it). This request joins that work, and counts what the comment records of it: the comment
  // (and the run it names) is read again, so that record is not older than the run.
  if (again && thread && found && isGoing(thread.state) && found.state.seen !== thread.updated_at) {
    talk.reporter = talk.reopen();
    return findThreadRun(talk, false);
  }
  if (!thread) {
    const latest = await starter.findLatest(step.signal);
    if (latest && isGoing(latest.state)) thread = latest;
  }
  const routed =
    thread && sentBefore(found, comment, thread)
      ? {
          routedHere: thread,
          routedBaseline: baselineOf(found, comment),
          routedCount: countedOf(found.state, comment),
          resultAsked: recordsResult(found.state, talk.inputs.resultSchema),
          ...(passedOver(found.state, comment, thread) ? { passedOver: true } : {}),
        }
      : {};
  // The plan the marker records is the thread's run's only.
  const mark = thread && found?.state.run === thread.run_id ? found.state.plan : undefined;
  return {
    ...(thread ? { thread } : {}),
    ...routed,
    ...(mark ? { mark } : {}),
    ...(found ? { found } : {}),
  };
}

/**
 * Where a budget counts the work of this comment's request from, as the tracking comment records it: the run's credits
 * when the request was sent, recorded with it on its way (a job cut short before its first report), or by that report.
 */
function baselineOf(found: FoundComment, comment: CommentInfo): number | undefined {
  const { sending, baseline } = found.state;
  return sending?.comment === String(comment.id) ? sending.baseline : baseline;
}

/**
 * What markSending did: what takes its record back (the request was refused, `why`), and the comment as it recorded
 * the request there (none when it wrote on no comment found), on which what the request asked is recorded when no
 * answer comes (recordUnanswered).
 */
interface Marked {
  /** Whether GitHub took it back (a failure is a warning). */
  unmark: (why: string) => Promise<boolean>;
  recorded?: FoundComment;
  /** A tracking comment of the run carries the record: the one found, or one written with it. */
  onComment: boolean;
}

/**
 * Records on the thread's tracking comment (`found`, when it shows `run`; a thread without one gets one, see
 * recordOnNewComment) that this comment's request is on its way to the run, before it is sent (MarkerState.sending).
 * The comment is read again first, and its text and what else its marker says are written back as they are now: a job
 * at once may have written it since `found` was read. Throws when GitHub refuses the write: nothing is sent. What takes
 * the record back writes the comment as it was; a failure of that is a warning (a re-run then takes a refused request
 * to a run at work for sent).
 */
async function markSending(
  talk: Talk,
  found: FoundComment | undefined,
  run: RunItem,
  sending: { sending: Sending },
): Promise<Marked> {
  const { step } = talk;
  const none = { unmark: async () => true, onComment: false };
  // Written only where the step writes a tracking comment (the `comment` input).
  if (!found)
    return {
      unmark: await recordOnNewComment(talk, run, sending),
      onComment: talk.reporter.comment !== undefined,
    };
  // A comment found is the reporter's (Reporter.findExisting).
  const tracking = talk.reporter.comment!;
  const now = await recordBeforeSending(step, run.run_id, async () => {
    const read = await talk.repository.markedComment(found.id, talk.self, markerReader(step.markerKey));
    // Deleted since, or another run's (the thread's own run could not be read, and this is the newest going): nothing
    // of this request to record there.
    if (read?.state.run !== run.run_id) return undefined;
    const fields = { ...routedBeforeSending(read.state, run, sending.sending.comment), ...sending };
    await tracking.write(remarked(read, fields, step.markerKey), step.signal);
    return { read, recorded: { ...read, state: { ...read.state, ...fields } } };
  });
  if (!now) return none;
  return {
    unmark: () =>
      tracking
        .write(now.read.body, AbortSignal.timeout(FINAL_WRITE_MS))
        .then(() => true, takeBackFailed(step)),
    // Seed 5671: what the request asked, recorded on the comment as `found` had it, dropped the comment it had just
    // moved into `routed`, and a re-run of that comment's job sent it again.
    recorded: now.recorded,
    onComment: true,
  };
}

/**
 * markSending on a thread with no tracking comment, whose run a job found by other means (a factory's, by its ticket):
 * the comment is written now, with the record (Reporter.recordSending), so that a re-run of a job cut short once the
 * request was on its way finds it (seed 5501: a second send). What takes the record back (the request was refused)
 * writes the comment again without it, saying nothing was sent. Both say no comment showed the run (unshown): a settle
 * shows where it stands while the request has not moved it on (seed 6291: a job cut short before its send left a
 * stopped run's comment saying the request was on its way, and no one ever showed the stop).
 */
async function recordOnNewComment(
  talk: Talk,
  run: RunItem,
  sending: { sending: Sending },
): Promise<(why: string) => Promise<boolean>> {
  const { step, reporter, comment } = talk;
  reporter.setMarker(sending);
  await recordBeforeSending(step, run.run_id, () =>
    reporter.recordSending(run, renderRequestSending(comment.author, run.run_id), step.signal, true),
  );
  return async (why) => {
    reporter.setMarker({ sending: undefined });
    return reporter
      .recordSending(
        run,
        renderRequestSending(comment.author, run.run_id, why),
        AbortSignal.timeout(FINAL_WRITE_MS),
        true,
      )
      .then(() => true, takeBackFailed(step));
  };
}

/** What a step says when GitHub did not let it take a request's record back off the tracking comment. */
const takeBackFailed = (step: Step) => (err: unknown) => {
  step.host.log.warning(
    `could not take back from the tracking comment the record of the request not sent: ${(err as Error).message}`,
  );
  return false;
};

/**
 * The texts of the thread's run's plans (their digests), when a request may need them: a plan asked for, revised or
 * approved (a plan edited in place is told from the old one by its text alone), on a run stopped or still at work
 * (a plan asked of a session at work may come back as its plan edited).
 */
async function planTextsFor(
  talk: Talk,
  thread: RunItem | undefined,
  mark: PlanMark | undefined,
): Promise<PlanTexts> {
  const { step, request } = talk;
  if (!thread || !(mark || request.verb === 'plan')) return new Map();
  const texts = await readPlanTexts(step.client, thread, info(step), step.signal);
  // The text of the plan shown, as the marker recorded it, when the service no longer gives it.
  const shown = mark?.shown;
  if (shown?.digest && !texts.has(shown.uid)) texts.set(shown.uid, shown.digest);
  return texts;
}

/**
 * Sends the request to the thread's run when it can take it; else starts work (or hands the request to a run
 * another job started meanwhile). Undefined when another job's run won the race and took the request.
 */
async function routeRequest(
  talk: Talk,
  thread: RunItem | undefined,
  mark: PlanMark | undefined,
  texts: PlanTexts,
  found: FoundComment | undefined,
  /** Whether a run that stopped since `thread` was read may have the comment taken again (TAKE_AGAIN). */
  mayTakeAgain: boolean,
): Promise<Route | undefined | typeof TAKE_AGAIN> {
  const { step, inputs, starter, comment, request, mode } = talk;
  // Who asked for the plan: this commenter, or (a revision) whoever asked for the plan being revised, and with them
  // everyone who revised it, this commenter included.
  const revision = request.verb !== 'plan' && mark !== undefined;
  const asker = revision ? mark.by : comment.author;
  const revisers = revision ? revisersAfter(mark, comment.author) : [];
  // Who may approve it: this step's rule, never looser than the one the thread's plan was asked with.
  const rule = stricterRule(mark?.rule, inputs.conversation.planApprovers);
  const markOn = (run: RunItem | undefined, seen?: PlanTexts): PlanMark => ({
    ...planMark(asker, run, rule, seen),
    ...(revisers.length > 0 ? { revisedBy: revisers } : {}),
  });
  if (thread && continues(thread)) {
    // A plan waiting whose approval is claimed (an approval at once with this comment: sent, or about to be) is not
    // changed under it: the approver would carry out a plan they never saw. Read just before sending, as the approval
    // reads the run just before its own send; together they leave only what lands inside both of those round trips.
    // (Once the approval landed the run works again, and the plan no longer waits: the claim is the old plan's.)
    const waiting = mode && mark && planStateOf(thread, mark, texts).kind === 'waiting';
    if (waiting && (await talk.reporter.comment?.claimed(step.signal))) {
      step.host.log.warning(
        "not sending: the plan on this thread was just approved (the tracking comment carries the approval's claim)",
      );
      await talk.repository.reply(
        talk.number,
        `@${comment.author} the plan on this thread was just approved, so your comment was not sent: the agent carries out the plan as the thread showed it. Once it has, reply \`${inputs.conversation.triggerPhrase} <message>\` to ask for more.`,
      );
      await talk.ending(false);
      return undefined;
    }
    // On its way, as the comment records before it is sent: a re-run of a job cut short once it was sent tells by the
    // run whether it landed (sentBefore), as does the post step of one cancelled (askedLeft).
    const sending = sendingOf(comment, thread);
    const asked = {
      schema: mode ? undefined : inputs.resultSchema,
      marker: sending,
      landed: { ...routedOf(found, thread.run_id, comment, thread), sending: undefined },
    };
    const { unmark, recorded, onComment } = await markSending(talk, found, thread, sending);
    if (mayTakeAgain && onComment && (await stoppedSinceRead(talk, thread, unmark))) return TAKE_AGAIN;
    const hold = holdWhileSending(step, thread, inputs, asked);
    const record = recordUnanswered(step, talk.reporter, recorded ?? found, thread, inputs, asked);
    await sendFollowup(talk, thread).catch(async (err: unknown) => {
      if (refused(step, err)) await unmark((err as Error).message);
      return record(err).finally(() => hold.release());
    });
    return {
      runId: thread.run_id,
      movedSince: thread.updated_at,
      note: mode ? planNote(request, comment.author, mark) : followupNote(thread, comment.author),
      // Read just before the request was sent: the budget counts what the run uses from there.
      creditsBaseline: creditsOf(thread),
      resultBefore: fileUids(thread),
      ...joining(thread, found),
      ...(mode ? { plan: markOn(thread, texts) } : {}),
    };
  }
  if (mode && !starter.planning) {
    await talk.repository.reply(
      talk.number,
      `@${comment.author} a plan needs a run of the agent, and this workflow dispatches work to a factory, which takes no plan mode. Ask again without \`plan\`, or use a workflow with \`command: run\`.`,
    );
    await talk.ending(false);
    return undefined;
  }
  const run = inputs.run;
  // A re-run of a job whose comment started a run the thread no longer records (its tracking comment deleted): the
  // service still has the run by the comment's trigger, which this comment's request went into. Followed, as an
  // adopted run of this very comment is, not started again.
  const earlier = reRun(step) ? await starter.findTriggers?.(step.signal) : undefined;
  if (earlier)
    step.host.log.info(
      `run ${earlier.run_id} was started for this comment by an earlier attempt of this job (${earlier.state}): following it instead of starting another`,
    );
  const started = earlier
    ? { runId: earlier.run_id, adopted: earlier }
    : await startWork(
        step,
        inputs,
        starter,
        async () =>
          buildPrompt({
            instructions: run.prompt,
            trigger: step.trigger,
            request: request.text,
            includeContext: run.includeContext,
            changedFiles: run.includeContext ? await changedFiles(step) : undefined,
            outputSchema: mode ? undefined : inputs.resultSchema,
          }),
        mode ? { mode } : {},
      );
  const route: Route = {
    runId: started.runId,
    ...(mode ? { plan: markOn(undefined), note: planNote(request, comment.author, mark) } : {}),
    ...(earlier && !isGoing(earlier.state) ? { stopped: true } : {}),
  };
  // Another job of this thread started a run between our look and our start: this comment goes to it, unless it
  // is that run's own comment (a re-run of the same job).
  if (started.adopted && started.adopted.metadata?.[META.comment] !== String(comment.id)) {
    route.movedSince = started.adopted.updated_at;
    route.creditsBaseline = creditsOf(started.adopted);
    route.resultBefore = fileUids(started.adopted);
    Object.assign(route, joining(started.adopted, undefined));
    await sendFollowup(talk, started.adopted);
    route.note = mode
      ? planNote(request, comment.author, mark)
      : followupNote(started.adopted, comment.author);
    if (mode) route.plan = markOn(started.adopted);
  }
  if (await lostTheRace(talk, started.runId, started.adopted !== undefined)) return undefined;
  return route;
}

/**
 * The service has no conditional follow-up: a run at work when the thread was read that stopped since (its record's
 * write on the tracking comment takes a round trip, and the reads before it more) would be continued by the request,
 * and its stop never shown. So it is read once more, just before the send; stopped, the record is taken back and the
 * comment is taken again from the read, which shows the stop first (reportedFirst) on the tracking comment: the one
 * found, or the one written with the record on a thread that had none. Only a run read at work: one read waiting
 * (BLOCKED) and waiting still has nothing new to show. A read that fails leaves the send as it was; a record GitHub
 * does not let go is sent with, as recorded.
 */
async function stoppedSinceRead(talk: Talk, thread: RunItem, unmark: Marked['unmark']): Promise<boolean> {
  const { step } = talk;
  if (!ACTIVE_STATES.has(thread.state)) return false;
  const now = await step.client.runs.get(thread.run_id, { signal: step.signal }).catch(() => undefined);
  if (!now || !hasStopped(now.state)) return false;
  const why = `run ${thread.run_id} stopped (${now.state}) while this request was on its way`;
  if (!(await unmark(why))) return false;
  step.host.log.info(`${why}: nothing sent yet; its end is shown first, then the request is sent`);
  return true;
}

/**
 * Whether a request goes in plan mode: it asks for a plan, or it is a plain request while the thread's run writes a
 * plan or has one waiting (a revision). `status`, `cancel` and `approve` keep their meaning.
 */
function planning(
  request: CommentRequest,
  thread: RunItem | undefined,
  mark: PlanMark | undefined,
  texts: PlanTexts,
): boolean {
  if (request.verb === 'plan') return true;
  if (request.verb !== undefined || !thread || !mark) return false;
  const state = planStateOf(thread, mark, texts).kind;
  return state === 'working' || state === 'waiting';
}

function planNote(request: CommentRequest, author: string, mark: PlanMark | undefined): string {
  return request.verb === 'plan' || !mark
    ? `@${author} asked for a plan: the agent proposes one and changes nothing until it is approved.`
    : `@${author} asked for changes to the plan: the agent revises it.`;
}

/**
 * `approve`: the plan waiting on the thread is carried out by a normal-mode follow-up, if the commenter may approve
 * it (`plan-approvers`, never looser than the rule the plan was asked with) and saw it: the plan waiting now is the
 * one the tracking comment showed before the approving comment was written (GitHub's times, both). At most one
 * approval of a plan is sent whatever runs at once: the approval is claimed on the tracking comment (a reaction
 * GitHub makes once per identity), and the run and the comment are read again just before sending. Otherwise
 * nothing is sent, and the commenter is told why.
 */
async function approvePlan(
  talk: Talk,
  thread: RunItem | undefined,
  mark: PlanMark | undefined,
  found: FoundComment | undefined,
  texts: PlanTexts,
): Promise<Route | undefined> {
  const { step, inputs, comment, request } = talk;
  const rules = inputs.conversation;
  const state = thread && mark ? planStateOf(thread, mark, texts) : undefined;
  if (!thread || !mark || !found || state?.kind !== 'waiting') {
    const why =
      state?.kind === 'working'
        ? 'the plan is still being written; approve it once the tracking comment shows it'
        : `there is no plan waiting for approval on this thread; ask for one with \`${rules.triggerPhrase} plan <request>\``;
    return refuseApproval(talk, `nothing to approve: ${why.replace(/`/g, '')}`, `@${comment.author} ${why}.`);
  }
  const rule = stricterRule(mark.rule, rules.planApprovers);
  if (rule === 'not-requester' && isRequester(mark, comment.author)) {
    const did = comment.author.toLowerCase() === mark.by.toLowerCase() ? 'asked for' : 'revised';
    step.host.log.warning(
      `not approving: @${comment.author} ${did} this plan, and plan-approvers is not-requester`,
    );
    if (rules.replyToRefused) {
      await talk.repository.reply(
        talk.number,
        `@${comment.author} thanks! On this repository a plan is approved by someone other than the people who asked for it or for changes to it: another maintainer can reply \`${rules.triggerPhrase} approve\`.`,
      );
    }
    await talk.ending(false);
    return undefined;
  }
  const unseen = unseenPlan(talk, state, mark, found, thread);
  if (unseen) return refuseApproval(talk, unseen.log, unseen.reply);

  const tracking = talk.reporter.comment!;
  if ((await claimApproval(step, tracking, thread)) === 'taken') {
    return refuseApproval(
      talk,
      `not approving: this plan was already approved (the tracking comment carries the approval's claim)`,
      `@${comment.author} this plan was already approved: a plan is carried out once, so nothing more was sent.`,
    );
  }
  // Decided from reads of seconds ago: read the run and the comment again, and send only if they still hold.
  const [fresh, now, done] = await Promise.all([
    step.client.runs.get(thread.run_id, { signal: step.signal }),
    talk.repository.markedComment(found.id, talk.self, markerReader(step.markerKey)),
    carriedOutAsShown(
      step.client,
      thread,
      (line) => step.host.log.warning(line),
      step.signal,
      planMadeAt(thread, mark, state.plan),
    ),
  ]).catch(async (err: unknown) => {
    // Nothing was sent: the claim is not this step's to keep.
    await takeBackUnsent(step, tracking);
    throw err;
  });
  const moved = movedOn(thread.updated_at, fresh);
  const changed = !now?.state.plan || unseenPlan(talk, state, now.state.plan, now, thread) !== undefined;
  if (moved || changed) {
    await takeBackUnsent(step, tracking);
    const phrase = rules.triggerPhrase;
    return moved
      ? refuseApproval(
          talk,
          `not approving: run ${thread.run_id} moved on while the approval was checked (now ${fresh.state})`,
          `@${comment.author} the run moved on while your approval was being checked (it is ${fresh.state} now), so nothing was sent. Reply \`${phrase} status\` to see where it stands.`,
        )
      : refuseApproval(
          talk,
          'not approving: the plan changed while the approval was checked',
          changedText(talk),
        );
  }
  // Carried out already, though the thread's record still shows it waiting: the claim stays (it was approved).
  if (done) {
    claimDecided(step);
    return refuseApproval(
      talk,
      `not approving: run ${thread.run_id}: ${done}`,
      `@${comment.author} this plan was already approved and carried out, so nothing more was sent. Reply \`${rules.triggerPhrase} status\` to see where the run stands.`,
    );
  }
  const message = withAppendix(
    approvalMessage(comment.author, request.text, comment.url),
    talk.inputs.resultSchema,
  );
  const asked = {
    schema: talk.inputs.resultSchema,
    marker: { ...routedOf(found, thread.run_id, comment, thread), plan: undefined },
  };
  const hold = holdWhileSending(step, thread, talk.inputs, asked);
  try {
    await step.client.runs.followUp(thread.run_id, { message, mode: 'normal' }, { signal: step.signal });
  } catch (err) {
    try {
      // It may have landed: the work it started is held to what it asked (see recordUnanswered).
      if (await releaseUnsentClaim(step, talk.reporter.comment!, thread))
        await recordUnanswered(step, talk.reporter, found, thread, talk.inputs, asked)(err);
    } finally {
      hold.release();
    }
    throw err;
  }
  claimDecided(step);
  step.host.log.info(`sent @${comment.author}'s approval to run ${thread.run_id} (${thread.state})`);
  return {
    runId: thread.run_id,
    movedSince: thread.updated_at,
    note: `@${comment.author} approved the plan: the agent carries it out.`,
    creditsBaseline: creditsOf(thread),
    resultBefore: fileUids(thread),
  };
}

/**
 * Why the approving comment did not see the plan waiting (`state`), as the tracking comment (`shownOn`, its marker's
 * plan `mark`) shows it; undefined when it did: the comment showed this plan before the approval was written.
 */
function unseenPlan(
  talk: Talk,
  state: Extract<PlanState, { kind: 'waiting' }>,
  mark: PlanMark,
  shownOn: FoundComment,
  thread: RunItem,
): { log: string; reply: string } | undefined {
  const { comment, inputs } = talk;
  const phrase = inputs.conversation.triggerPhrase;
  // None when the comment shows another plan, or none yet.
  const since = planShownSince(mark, state, {
    phase: shownOn.state.phase,
    updatedAt: shownOn.updatedAt,
    current: showsThisRun(shownOn.state, thread),
  });
  if (since === undefined) {
    return {
      log: 'not approving: the tracking comment does not show the plan waiting yet',
      reply: `@${comment.author} the plan waiting on this thread is not on the tracking comment yet, so nothing was carried out. Reply \`${phrase} status\` to show it, then \`${phrase} approve\` to carry it out.`,
    };
  }
  if (comment.createdAt === undefined) {
    return {
      log: `not approving: the event gives no time of @${comment.author}'s comment`,
      reply: `@${comment.author} GitHub gave no time of your comment, so it cannot be told which plan it approved: nothing was carried out.`,
    };
  }
  if (approvesShownPlan(comment.createdAt, since)) return undefined;
  if (talk.reportedFirst) {
    return {
      log: `not approving: the plan waiting was first shown by this step, after @${comment.author}'s comment`,
      reply: `@${comment.author} the plan waiting on this thread was not on the tracking comment when you approved it, so nothing was carried out. It is shown there now: read it and reply \`${phrase} approve\` to carry it out.`,
    };
  }
  return {
    log: `not approving: @${comment.author}'s comment (written ${comment.createdAt}) is older than the plan waiting (shown ${since})`,
    reply: changedText(talk),
  };
}

function changedText(talk: Talk): string {
  const phrase = talk.inputs.conversation.triggerPhrase;
  return `@${talk.comment.author} the plan changed after your approval: the plan waiting now was shown after your comment, so nothing was carried out. Read it on the tracking comment and reply \`${phrase} approve\` to carry it out.`;
}

/** An approval not carried out: logged, the commenter told on the thread, the asking comment marked 😕. */
async function refuseApproval(talk: Talk, log: string, reply: string): Promise<undefined> {
  talk.step.host.log.info(log);
  await talk.repository.reply(talk.number, reply);
  await talk.ending(false);
  return undefined;
}

/**
 * Two comments in quick succession can start two jobs at once: the oldest run of the thread wins, the other job
 * cancels its own run, hands its request to the winner as a follow-up and stops.
 */
async function lostTheRace(talk: Talk, runId: string, adopted: boolean): Promise<boolean> {
  const { step, starter, reporter, comment } = talk;
  const [winner] = await starter.listActive(step.signal);
  if (adopted || !winner || winner.run_id === runId) return false;
  step.host.log.info(
    `run ${winner.run_id} already works on this thread: cancelling ${runId} and passing the request on`,
  );
  await cancelStepRun(step, runId);
  await sendFollowup(talk, winner);
  // The step's outputs and job summary name the run that now carries the request, which this step follows no more.
  await reporter.finish(
    {
      run: winner,
      phase: 'detached',
      artifacts: [],
      note: `Run \`${winner.run_id}\` already worked on this thread: @${comment.author}'s comment was sent to it as a follow-up, and the run this job started, \`${runId}\`, was cancelled.`,
      leftGoing: "Its report is on the thread's tracking comment.",
      now: Date.now(),
    },
    { comment: false },
  );
  await talk.ending(true);
  step.state.save(STATE.settled, 'true');
  return true;
}

function followupNote(run: RunItem, author: string): string {
  if (run.state === 'BLOCKED') return `@${author} answered the agent; the run goes on.`;
  if (ACTIVE_STATES.has(run.state)) return `@${author}'s comment was sent to the run as a follow-up.`;
  return `@${author}'s comment continues the conversation: the run starts again from where it ended.`;
}

async function sendFollowup(talk: Talk, run: RunItem): Promise<void> {
  const { step, comment, request, mode } = talk;
  const text = `${request.text}\n\n(From @${comment.author} on GitHub: ${comment.url})`;
  // A result is asked for with work that is carried out, never with a plan.
  const message = mode ? text : withAppendix(text, talk.inputs.resultSchema);
  await step.client.runs.followUp(
    run.run_id,
    { message, ...(mode ? { mode } : {}) },
    { signal: step.signal },
  );
  step.host.log.info(
    `sent the comment to run ${run.run_id} (${run.state}) as a follow-up${mode ? ' in plan mode' : ''}`,
  );
}

async function cancelThread(
  talk: Talk,
  thread: RunItem | undefined,
  found: FoundComment | undefined,
): Promise<void> {
  const { step, reporter, comment } = talk;
  if (!thread) {
    await talk.repository.reply(talk.number, `@${comment.author} there is no run on this thread to cancel.`);
    await talk.ending(false);
    return;
  }
  const { outcome, run: seen } = await cancelStepRun(step, thread.run_id);
  const run = seen ?? thread;
  step.state.save(STATE.settled, 'true');
  if (waitsForInput(outcome, run)) {
    // The comment shows the question (shown first, see reportedFirst) or the work still going (the next settle
    // shows the question): a report of a cancel would hide it, though nothing was cancelled.
    step.host.log.info(`run ${run.run_id} waits for input: the service cancels no run that waits`);
    await talk.repository.reply(talk.number, `@${comment.author} ${waitingText(run.run_id)}`);
    await talk.ending(false);
    return;
  }
  // Read back going after the service said it had ended: a message of a job at once has set it working again since.
  if (outcome === 'already-ended')
    return endedBefore(talk, run, found, seen !== undefined && isGoing(seen.state));
  // The work it stopped was asked for by the comment the marker names: it hears of it first (as from Settler.write).
  if (outcome === 'cancelled') await tellAskerOfCancel(step, reporter, run);
  await reporter.finish({
    run,
    phase: 'cancelled',
    artifacts: await resolveArtifacts(step.client, run, info(step)),
    note: `@${comment.author} asked to cancel. ${describeCancel(outcome, thread.run_id)}`,
    ...recordedOrigin(reporter.carriedMarker(), run, step.env),
    now: Date.now(),
  });
  await talk.ending(outcome === 'cancelled');
}

/**
 * A cancel that found the run ended by itself: nothing was cancelled, and the commenter is told so; when a message sent
 * since has set it working `again`, that work is not this cancel's to stop, and the commenter is told how to stop it.
 * The comment shows that end as a settle shows it (the agent's answer, what the run made), and a report of a cancel
 * would hide it: one that shows it, as this step read it, stays; else it is written by settle's own code, which reads
 * the comment again first (a job at once, the one that followed the run, may have written it meanwhile) and gives the
 * asker's reaction. A report that says the run went over its budget (or its result does not match) fails the step once
 * it is done, as it fails a settle that writes it (owedFailure).
 */
async function endedBefore(
  talk: Talk,
  run: RunItem,
  found: FoundComment | undefined,
  again: boolean,
): Promise<void> {
  const { step, comment, inputs } = talk;
  if (!endShown('already-ended', run, found?.state)) {
    const result = await settleAsSettleWould(step, run, inputs.conversation.triggerPhrase, 'cancel', {
      noRepair: true,
    });
    talk.owed ??= owedFailure(result);
    if (result.retry)
      step.host.log.warning(
        `could not show how run ${run.run_id} ended (${result.detail}): the next settle shows it`,
      );
  }
  const since = again
    ? ` It is working again, on a message sent since: \`${inputs.conversation.triggerPhrase} cancel\` stops that.`
    : '';
  await talk.repository.reply(
    talk.number,
    `@${comment.author} the run \`${run.run_id}\` had already ended: nothing was cancelled.${since}`,
  );
  await talk.ending(true);
}

/**
 * See settleAsSettleWould: the status of a run that stopped unshown is its report, or the repair of its result that
 * the settle asked for (written on the comment with its record; a status written over it from what this step read
 * before would lose that record, and a later settle would ask again). Reacts 😕 and throws StopNotShownError when
 * GitHub did not let the settle show the stop.
 */
async function settledAsSettleWould(talk: Talk, thread: RunItem): Promise<boolean> {
  const { step, inputs, request } = talk;
  const result = await settleAsSettleWould(
    step,
    thread,
    inputs.conversation.triggerPhrase,
    request.verb ?? 'request',
  );
  talk.owed ??= owedFailure(result);
  if (wroteReport(result) || result.action === 'repair-asked') return true;
  // GitHub did not let the settle show the stop: a status written now would mark it shown, and no settle would give
  // the asking comment its reaction (or judge the result asked for).
  if (result.retry)
    return endWith(talk)(
      new StopNotShownError(
        thread.run_id,
        result.detail,
        'no status was written, so that the next settle still shows how it stopped',
      ),
    );
  return false;
}

/**
 * The closing reaction of the work the comment asked for, once its report is final, unless the comment has one of
 * the action's already: another job on the thread may have shown how this work stopped, and closed it, before moving
 * the run on. A re-run's takes the place of the one an earlier attempt (or a settle) gave: the comment shows how the
 * newest attempt ended. One GitHub refused (or whose read failed) is recorded on that report, for the next settle to
 * give: the report shows the outcome, and no settle would look at it again. A comment gone (deleted since it asked)
 * gets none.
 */
async function closeWork(talk: Talk, ok: boolean): Promise<void> {
  const reaction = ok ? 'rocket' : 'confused';
  const { repository, comment, step } = talk;
  saveClosing(talk, reaction);
  try {
    if (!reRun(step)) await repository.close(comment, reaction);
    else await repository.reclose(comment, reaction);
  } catch (err) {
    const message = (err as Error).message;
    if (gone(err)) {
      talk.step.host.log.warning(
        `could not react to the comment: it is gone (${message}), deleted since it asked`,
      );
      return;
    }
    talk.step.host.log.warning(`could not react to the comment: ${message}`);
    await talk.reporter.owe(reaction);
  } finally {
    // Cancelled meanwhile, the job may end before this step does: its post step sees the reaction given (it reads
    // the comment's reactions first).
    if (!step.signal.aborted) step.state.save(STATE.closing, '');
  }
}

/**
 * Saves the closing reaction about to be given (STATE.closing), for the post step of a job whose process ends before
 * it is (seed 5501: a re-run wrote the final report of a run let go, and was killed before its reaction; the settle
 * found the report written, and the comment got none). A review body takes no reaction.
 */
function saveClosing(talk: Talk, reaction: 'rocket' | 'confused'): void {
  const { step, comment, number } = talk;
  if (comment.kind === 'review') return;
  const record: ClosingRecord = {
    reaction,
    thread: number,
    comment: comment.id,
    kind: comment.kind,
    again: reRun(step),
  };
  step.state.save(STATE.closing, JSON.stringify(record));
}

/** Reacts 😕 on the comment whose step fails with `err` (before anything was sent), then throws it. */
const endWith =
  (talk: Talk) =>
  async (err: unknown): Promise<never> => {
    await talk.ending(false);
    throw err;
  };

/**
 * See reportStopFirst; not for a re-run of this job, whose comment moved the run on already. `written`: this step
 * showed the stop; `shown`: the comment as this step read it did not show it, and by the time the report was made it
 * did, or only owed its reaction (another job at once wrote it: a settle, say), so the thread is read again before
 * this step's own writes, which would otherwise go over it from what it read before. Undefined: nothing to show.
 */
async function reportedFirst(talk: Talk, read: ThreadRead): Promise<'written' | 'shown' | undefined> {
  const { thread, found, routedHere } = read;
  if (!thread || routedHere) return undefined;
  const { step, inputs, request } = talk;
  const result = await reportStopFirst(
    step,
    thread,
    found,
    inputs.conversation.triggerPhrase,
    request.verb ?? 'request',
  );
  talk.owed ??= owedFailure(result);
  if (result === undefined) return undefined;
  return wroteReport(result) ? 'written' : 'shown';
}

async function statusOfThread(
  talk: Talk,
  thread: RunItem | undefined,
  mark: PlanMark | undefined,
  found: FoundComment | undefined,
): Promise<void> {
  const { step, reporter, comment, inputs } = talk;
  if (!thread) {
    await talk.repository.reply(talk.number, `@${comment.author} there is no run on this thread yet.`);
    await talk.ending(false);
    return;
  }
  const ended = !ACTIVE_STATES.has(thread.state);
  if (ended && (await settledAsSettleWould(talk, thread))) {
    step.state.save(STATE.settled, 'true');
    await talk.ending(true);
    return;
  }
  // Read, redacted and its failures told as every report's conversation is.
  const read = ended ? await readConversation(step.host, step.client, thread) : {};
  const { conversation } = read;
  const factoryTask = await talk.starter.factoryTask?.(thread.run_id);
  const artifacts = await resolveArtifacts(step.client, thread, info(step));
  const showing = ended
    ? planShowing(thread, mark, approveByReply(inputs.conversation.triggerPhrase), artifacts, conversation)
    : undefined;
  if (mark && showing) reporter.setMarker({ plan: showing.mark });
  // The credits the comment now shows of its run: a count that went back since it last showed them keeps what came
  // before, for the settle that holds the budget (seen as the step of that work would see it, or a settle).
  if (found?.state.run === thread.run_id) reporter.setMarker(keptAt(found.state, thread));
  const plan = showing?.report;
  step.state.save(STATE.settled, 'true');
  // A run its step let go of stays let go: a status shows it, and follows nothing. Written as running, a settle (and
  // the next request's report of how it stopped) would leave the result it asked for to a step no longer there.
  const letGo = !ended && found?.state.run === thread.run_id && found.state.phase === 'detached';
  await reporter.finish(
    {
      run: thread,
      phase: thread.state === 'BLOCKED' ? 'blocked' : ended ? 'final' : letGo ? 'detached' : 'running',
      ...(letGo ? { leftGoing: step.host.words.leftGoing(thread.run_id) } : {}),
      artifacts,
      note: `Status asked by @${comment.author}.`,
      // Where the run came from, as its own step reported it: not this status comment.
      ...recordedOrigin(reporter.carriedMarker(), thread, step.env),
      ...followupHint(step, inputs.conversation.triggerPhrase, thread.run_id),
      ...conversationInput(read),
      ...(factoryTask ? { factoryTask } : {}),
      ...(plan ? { plan } : {}),
      now: Date.now(),
    },
    { showsNewPlan: showing?.first ?? false },
  );
  await talk.ending(true);
}
