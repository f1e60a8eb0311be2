/**
 * The invariants of the thread, checked from outside after every command of the model-based test: what the service
 * received (the follow-ups its runs took), what GitHub holds (the comments as written, in order, with the markers
 * read under the test's key; the reactions), and how each step ended. Each throws, naming what broke, when it does
 * not hold.
 */
import { isApprovalMessage } from '../../../src/flow/plan.ts';
import { stepGone } from '../../../src/flow/settle.ts';
import { creditsOf } from '../../../src/shared/runs.ts';
import { decodeMarker, type MarkerState } from '../../../src/render/marker.ts';
import type { SimRun } from '../../simulator/state.ts';
import type { CommentWrite } from '../../github/fake-github.ts';
import { CUT_WORDS, type StepRecord, type ThreadModel } from './model.ts';
import {
  actionWrites,
  approvals,
  ENDED,
  executionModeOf,
  firstShown,
  followups,
  GOING,
  fromComment,
  type Landed,
  newestPlan,
  OVER_BUDGET,
  planKey,
  REPAIR,
  showsWaiting,
  STOPPED,
  workOf,
} from './observe.ts';
import {
  ACTION,
  API_KEY,
  CREDITS_PER_POLL,
  DELETER,
  FAILED_ANSWER,
  LEAKED_TOKEN,
  MARKER_KEY,
  THREAD,
  TOKEN,
  type JoinsWorld,
} from './world.ts';

export class InvariantError extends Error {}

function fail(invariant: string, detail: string): never {
  throw new InvariantError(`${invariant}: ${detail}`);
}

const at = (ms: number) => new Date(ms).toISOString();

/**
 * Nothing runs that its approver did not see: every approval the service took for a comment was sent for a comment
 * written after the write of the tracking comment that first showed the plan it carries out (GitHub's times, both),
 * and that plan is the newest the run had. (An approval by the followup command comes from a workflow, not from
 * someone who read the thread: only the next invariant holds it.) A revision sent without the thread takes no claim:
 * one sent at once with the approval's job, landing between its last read and its send, is what that approval
 * carries out (docs/plans.md, "What the guarantees need"); so is one sent on the thread by a job at once, when both
 * jobs' last reads came before either send ("What the service cannot promise").
 */
export function approverSawThePlan(world: JoinsWorld, model: ThreadModel): void {
  for (const approval of approvals(world)) {
    const id = fromComment(approval.message);
    if (id === undefined) continue;
    const comment = model.comments.get(id);
    if (!comment) fail('approver saw the plan', `an approval names comment ${id}, which no one wrote`);
    const plan = newestPlan(world, approval.run, approval.at);
    if (!plan)
      fail(
        'approver saw the plan',
        `@${comment.author}'s approval (${comment.url}) carried out no plan at all`,
      );
    const shown = firstShown(world, plan);
    if (revisedOffThreadAtOnce(world, model, approval) || revisedAtOnce(world, model, approval)) continue;
    if (!shown || !(Date.parse(comment.createdAt) > Date.parse(shown)))
      fail(
        'approver saw the plan',
        `@${comment.author}'s comment of ${comment.createdAt} approved plan ${planKey(plan)}, carried out at ${at(approval.at)}, which the thread ${shown ? `first showed at ${shown}` : 'never showed'}`,
      );
  }
}

/**
 * At most one approval per plan: the service takes at most one approval of each plan (its artifact and text). An
 * approval sent without the thread (`cloud-agent approve`) takes no claim on it: at the same moment as another, both
 * reading the run before either sends, the service is the only guard (docs/plans.md, "What the guarantees need").
 */
export function oneApprovalPerPlan(world: JoinsWorld, model: ThreadModel): void {
  const seen = new Map<string, Landed>();
  for (const approval of approvals(world)) {
    const plan = newestPlan(world, approval.run, approval.at);
    if (!plan) fail('one approval per plan', `an approval at ${at(approval.at)} found no plan to carry out`);
    const key = `${approval.run.run_id}/${planKey(plan)}`;
    const before = seen.get(key);
    if (before !== undefined && !offThreadAtOnce(world, model, before, approval))
      fail(
        'one approval per plan',
        `plan ${planKey(plan)} of run ${approval.run.run_id} was carried out at ${at(before.at)} and again at ${at(approval.at)}`,
      );
    seen.set(key, approval);
  }
}

/** Whether a request for a plan sent without the thread, by a job at once with the approval's, landed before it. */
function revisedOffThreadAtOnce(world: JoinsWorld, model: ThreadModel, approval: Landed): boolean {
  const approver = senderOf(world, model, approval.run, approval.index);
  if (!approver?.peer?.offThread) return false;
  return approval.run.followups
    .slice(0, approval.index)
    .some((f, index) => f.mode === 'plan' && senderOf(world, model, approval.run, index) === approver.peer);
}

/**
 * Whether a revision sent on the thread by a job at once with the approval's landed before it, the two jobs' last
 * reads before either send: the reviser looked for a claim on the tracking comment (GitHub's journal) before the
 * approver made it, and the approver last read the run before the revision was sent (the service's journal,
 * JoinsWorld.calls). The service takes a follow-up without a condition on the run's state (seed 6451, 50 commands).
 */
function revisedAtOnce(world: JoinsWorld, model: ThreadModel, approval: Landed): boolean {
  const approver = senderOf(world, model, approval.run, approval.index);
  const reviser = approver?.peer;
  if (!approver || !reviser) return false;
  const revision = approval.run.followups
    .slice(0, approval.index)
    .findIndex((f, index) => f.mode === 'plan' && senderOf(world, model, approval.run, index) === reviser);
  if (revision < 0) return false;
  const revisionSent = sendOf(world, approval.run, revision);
  const approvalSent = sendOf(world, approval.run, approval.index);
  const approverRead = world.calls.findLastIndex(
    (c, i) =>
      i < approvalSent &&
      c.agent === approver.agent &&
      c.operation === 'getRun' &&
      c.runId === approval.run.run_id,
  );
  if (!(approverRead < revisionSent)) return false;
  const by = (q: (typeof world.gh.requests)[number], r: StepRecord) =>
    String(q.headers['user-agent'] ?? '').startsWith(`${r.agent} `);
  const requests = world.gh.requests;
  const claim = requests.findIndex(
    (q) =>
      q.operationId === 'reactions/create-for-issue-comment' &&
      (q.body as { content?: unknown } | undefined)?.content === '+1' &&
      by(q, approver),
  );
  if (claim < 0) return false;
  // The reviser's first look at the comment's claims is the one before its send (a later one takes the old plan's
  // claim off, once the revision is sent).
  const looked = requests.findIndex(
    (q) => q.method === 'GET' && q.path === requests[claim]!.path && by(q, reviser),
  );
  return looked >= 0 && looked < claim;
}

/** Whether two follow-ups came from two jobs at once, one of them without the thread. */
function offThreadAtOnce(world: JoinsWorld, model: ThreadModel, a: Landed, b: Landed): boolean {
  const [one, other] = [a, b].map((f) => senderOf(world, model, f.run, f.index));
  return one !== undefined && one.peer === other && (one.offThread === true || other?.offThread === true);
}

/**
 * A budget is a promise: no step that followed a run spent past its budget by more than one poll's spend (what the
 * run uses between two reads) without failing, and no step whose report says the run went over its budget passed.
 * A completed settle leaves no run going over the budget of the step that last sent it work, nor past its deadline.
 */
export function budgetsHeld(world: JoinsWorld, model: ThreadModel): void {
  for (const record of model.steps) {
    if (record.failed) continue;
    const overLine = actionWrites(world, record.writesFrom, record.writesTo).find(
      (w) => w.agent?.startsWith(`${record.agent} `) && OVER_BUDGET.test(w.body) && !remarked(world, w),
    );
    if (overLine)
      fail(
        'budgets held',
        `${record.label} passed, though its report says ${OVER_BUDGET.exec(overLine.body)![0].trim()}…`,
      );
    // A step that let its run go follows it no more: what the run uses after is settle's to hold (below). Nor does one
    // that lost the race to another job's run at once: it passes its request on to that run and stops, following none
    // (docs/conversations.md: the limit of two jobs at once on one thread). Nor a re-run that found its comment sent
    // before later ones, and followed nothing: the run's work is theirs.
    const followedNone = record.attempt !== undefined && record.runId === undefined;
    const budget = record.detached || record.passedOn || followedNone ? undefined : record.follow?.budget;
    const work = budget === undefined ? undefined : workOf(world, record);
    // A re-run whose work's tracking comment someone deleted before it began has no record of what its earlier
    // attempt counted: a reset of the service's count since is counted from 0 (docs/behaviour.md, "Budgets").
    const countGone = record.attempt !== undefined && work && deletedBefore(world, work.run.run_id, record);
    if (budget !== undefined && work && !countGone && !resetUnseen(world, work.run, work.at)) {
      // Its work ends at the run's stop after it (and after the repairs it asked for), unless another job's work
      // joined the run before that stop: what a later execution uses is the work of whoever sent it (seed 877).
      const repaired = work.repairs.filter((f) => f.at <= record.ended).at(-1)?.at;
      const stop = stopAfter(work.run, repaired ?? work.at);
      const until = stop !== undefined && stop <= work.next ? Math.min(record.ended, stop) : record.ended;
      const spent = world.used(work.run, until) - world.used(work.run, work.at);
      if (spent > budget + CREDITS_PER_POLL)
        fail(
          'budgets held',
          `${record.label} passed, though run ${work.run.run_id} used ${spent} credits of its ${budget} while it followed it`,
        );
    }
    if (record.settle?.completed) settleHeld(world, model, record);
  }
}

/** What a completed settle owes the runs of the thread: none left going over its budget or past its deadline. */
function settleHeld(world: JoinsWorld, model: ThreadModel, settle: StepRecord): void {
  for (const run of world.threadRuns()) {
    const after = settle.after.get(run.run_id);
    if (!after || STOPPED.has(after.state)) continue;
    // A job at once with the settle that sent the run work: the run's going is that job's.
    if (settle.peer && workOf(world, settle.peer)?.run === run) continue;
    // The step that sent the run its work last, before this settle began. One that failed left its run to its post
    // step (the backstop), which stops it: noRunLeftBurning holds that.
    const last = model.steps
      .filter((r) => r.kind !== 'settle' && r.ended <= settle.began)
      .map((r) => ({ r, work: workOf(world, r) }))
      .filter(({ work }) => work?.run === run)
      .at(-1);
    const held = last && heldBy(world, run, last);
    if (!held || held.r.failed) continue;
    // Work sent without the thread: a settle holds it to the thread's deadline and budget, which its marker keeps, not
    // to the step's (docs/detach.md); that step held it to its own while it followed it.
    if (held.r.offThread) continue;
    // Its tracking comment deleted (by someone on the thread) since that step wrote it: the deadline and budget of a
    // run of a conversation are in that comment's marker alone, and went with it (docs/detach.md).
    if (recordDeleted(world, held.r, run.run_id, settle)) continue;
    const { r, work } = held;
    const budget = r.follow?.budget;
    const spent = world.used(run, settle.began) - world.used(run, work!.at);
    if (budget !== undefined && spent > budget)
      fail(
        'budgets held',
        `${settle.label} completed and left run ${run.run_id} going at ${spent} credits, over the ${budget} of ${r.label}`,
      );
    // Left going past its deadline by choice (`cancel-on-abort: false`): a settle reports it, and cancels nothing.
    const deadline =
      r.follow?.cancelOnAbort === false
        ? Infinity
        : r.ended + (r.follow?.timeoutMinutes ?? Infinity) * 60_000;
    if (settle.began >= deadline)
      fail(
        'budgets held',
        `${settle.label} completed at ${at(settle.began)} and left run ${run.run_id} going past the deadline of ${r.label} (${at(deadline)})`,
      );
  }
}

/**
 * Whether the work that landed on `run` at `at` began a new execution whose count of usage the service began anew (a
 * service that counts so), and no read of the run after the send showed that count below the run's before it: a
 * reset no one could tell from the run going on (docs/behaviour.md, "Budgets"; seed 7226: a job cut short as its
 * request was sent, re-run once the new work had used more than the run had before).
 */
function resetUnseen(world: JoinsWorld, run: SimRun, at: number): boolean {
  if (!world.resetsUsage) return false;
  const before = run.steps.filter((s) => s.at < at).at(-1);
  const began = run.steps.find((s) => s.at >= at && s.execution > (before?.execution ?? 0));
  if (!before || !began) return false;
  const index = run.followups.findIndex((f) => f.at === at);
  const sent = index < 0 ? -1 : sendOf(world, run, index);
  if (sent < 0) return false;
  const old = creditsOf(world.view(run, began.at - 1)) ?? 0;
  // A read of that execution (not of a later one's, whose count begins anew again) that showed the count below.
  const executionAt = (t: number) => run.steps.filter((s) => s.at <= t).at(-1)?.execution;
  return !world.calls
    .slice(sent + 1)
    .some(
      (c) =>
        (c.operation === 'listRuns' || (c.operation === 'getRun' && c.runId === run.run_id)) &&
        c.at !== undefined &&
        executionAt(c.at) === began.execution &&
        (creditsOf(world.view(run, c.at)) ?? 0) < old,
    );
}

/**
 * Whether `write` wrote back a text the comment had before, changing its marker alone: the closing reaction a step
 * owed, given and struck from the marker, or a request recorded on its way. The report is the earlier step's, which
 * answered for it. Not only the write just before: of two jobs at once, one may record its request on the text it
 * read before the other wrote its report (seed 5581: GitHub has no conditional write, the limit of two jobs at once
 * without a `concurrency:` group).
 */
function remarked(world: JoinsWorld, write: CommentWrite): boolean {
  const writes = world.gh.state.commentWrites;
  const text = (w: CommentWrite) => w.body.slice(0, w.body.lastIndexOf('<!-- cloud-agent-action:state'));
  return writes
    .slice(0, writes.indexOf(write))
    .some((w) => w.id === write.id && w.kind !== 'delete' && text(w) === text(write));
}

/**
 * The step whose budget and deadline a settle holds `run` to, of the step that sent it work last (`last`): that step,
 * or the job at once with it when that job wrote the tracking comment after it. GitHub has no conditional write of a
 * comment, so the marker holds what the job that wrote it last read and set: the limit of two jobs at once without a
 * `concurrency:` group on one thread (docs/behaviour.md, Budgets). That job's budget and deadline when it sent the
 * run work too; none to hold when it sent none (a status: its marker is the one it read before).
 */
function heldBy(
  world: JoinsWorld,
  run: SimRun,
  last: { r: StepRecord; work: ReturnType<typeof workOf> },
): { r: StepRecord; work: ReturnType<typeof workOf> } | undefined {
  const peer = last.r.peer;
  if (!peer || lastWrite(world, peer) < lastWrite(world, last.r)) return last;
  const work = workOf(world, peer);
  return work?.run === run ? { r: peer, work } : undefined;
}

/**
 * Every ended run gets exactly one closing reaction and one final report. No comment ever carries both 🚀 and 😕 of
 * the action, and the thread has one tracking comment. Once a settle completed, every comment whose work stopped
 * before it began (the run ended or waited for input before anyone sent it more) has one of them; and every stop of
 * a run that someone continued afterwards was shown on the tracking comment before (once continued, no one can show
 * it any more). A repair follow-up continues the same work: the stop it follows is not the work's end.
 */
export function oneEnding(world: JoinsWorld, model: ThreadModel): void {
  for (const comment of model.comments.values()) {
    const closing = world.reactionsOn(comment.id).filter((r) => r === 'rocket' || r === 'confused');
    if (closing.length > 1)
      fail('one ending', `@${comment.author}'s comment ${comment.url} has both 🚀 and 😕 of the action`);
  }
  const trackers = world.trackingComments();
  // Once the thread's comment shows a later run (someone deleted the comment of an earlier one, or that run's job was
  // cut short before it wrote one, and it ended: a new request starts new work), a step that writes the earlier run
  // (the followup command) does so on a comment of that run's own, keyed by its id (flow/report.ts reporterForRun,
  // docs/behaviour.md; seed 6661). Never two of one key, nor two of one run.
  const trackingDeleted = world.gh.state.commentWrites.some(
    (w) => w.kind === 'delete' && w.agent === DELETER,
  );
  const keys = trackers.map((t) => t.marker.key);
  const runs = trackers.map((t) => t.marker.run);
  const ownRuns = trackers.filter((t) => t.marker.key === t.marker.run);
  const threads = trackers.length - ownRuns.length;
  if (
    new Set(keys).size < keys.length ||
    new Set(runs).size < runs.length ||
    threads > 1 ||
    (ownRuns.length > 1 && threads === 0 && !trackingDeleted)
  )
    fail(
      'one ending',
      `the thread has ${trackers.length} tracking comments (${trackers.map((t) => `${t.id}, key ${t.marker.key}`).join('; ')})`,
    );
  const landings = model.steps
    .map((r) => ({ r, work: workOf(world, r) }))
    .filter(
      (x): x is { r: StepRecord; work: NonNullable<ReturnType<typeof workOf>> } => x.work !== undefined,
    );
  for (const settle of model.steps.filter((r) => r.settle?.completed)) {
    // A step that failed answers with its red job and its post step: its comment is not counted here. Work
    // another comment joined before it stopped ended with that comment's (the run's one reaction goes to the last).
    // A stop at the very moment the settle began may have come after its reads: not counted either.
    for (const { r, work } of landings) {
      if (r.kind !== 'comment' || r.failed || r.ended > settle.began) continue;
      // The work's end: its run's stop after the last repair asked of it, by this settle too (a repair continues the
      // same work).
      const repaired = work.repairs.filter((f) => f.at <= settle.ended).at(-1)?.at;
      const stop = stopAfter(work.run, repaired ?? work.at);
      if (stop === undefined || stop > work.next || stop >= settle.began) continue;
      // A stop in the same millisecond as the next work: a cancel sent after that work was sent stopped the work it
      // joined, not this one.
      if (stop === work.next && cancelledAfter(world, work.run.run_id, work.nextMessage)) continue;
      const closing = (id: number) => world.reactionsOn(id).filter((x) => x === 'rocket' || x === 'confused');
      // Two jobs at once: GitHub has no conditional write of a comment, so the job that writes the tracking comment
      // last names its asker there, whatever the other read first. When the other wrote after this one, the run's
      // reaction is the other's to give (its asker, or none), and this asker may go without: the limit of two jobs
      // at once without a `concurrency:` group on one thread.
      if (r.peer && lastWrite(world, r.peer) > lastWrite(world, r)) continue;
      // The next work came from a step without the thread: it moved the run on without showing the stop, or
      // reacting for it (docs/detach.md).
      if (work.nextIndex !== undefined && senderOf(world, model, work.run, work.nextIndex)?.offThread)
        continue;
      // Its tracking comment deleted (by someone on the thread) since the step wrote it: a settle finds the step's
      // asking comment by that comment's marker, and has no reaction to give (docs/behaviour.md).
      if (recordDeleted(world, r, work.run.run_id, settle)) continue;
      // Its asking comment deleted (by its author), with its reactions: there is nothing to react on, or to look at.
      if (commentDeleted(world, r.comment!.id)) continue;
      if (closing(r.comment!.id).length !== 1)
        fail(
          'one ending',
          `${r.label}: its work on run ${work.run.run_id} stopped at ${at(stop)}, before ${settle.label} completed, and its comment has no closing reaction`,
        );
    }
  }
  const shown = new Set(
    actionWrites(world)
      .map((w) => decodeMarker(w.body, MARKER_KEY))
      .filter((m) => m?.run && m.seen && showsOutcome(m))
      .map((m) => `${m!.run}@${Date.parse(m!.seen!)}`),
  );
  for (const run of world.threadRuns()) {
    // A repair follow-up asks for the same work again: the work ends with the repair's execution, not before it.
    let previous = run.createdAt;
    let repaired = previous;
    for (const [index, landing] of run.followups.entries()) {
      if (landing.message.startsWith(REPAIR)) {
        repaired = landing.at;
        continue;
      }
      // The work before this follow-up, and the run's stop since its last repair, if it stopped before this
      // follow-up landed.
      const stop = run.steps.find((s) => s.at > repaired && s.at <= landing.at && STOPPED.has(s.state));
      const by = landings.find(
        ({ work }) => work.run === run && work.at === previous && work.next === landing.at,
      );
      // Two messages that landed at once (two jobs at once, each seeing the run as it was): the service queues the
      // second behind the execution the first started, and starts it as that one ends. That end is no one's to show:
      // the run goes on at once, and neither job knew of the other's message.
      const atOnce = run.followups.filter((f) => f.at === previous).length > 1;
      // A message from a job that had last read the run before the work that stopped was even sent (a job at once with
      // the one that sent it): it could not know of that work, and the job that waited for the work missed its end
      // before this message landed, and takes the end of the work this message started for its own: the limit of two
      // jobs at once without a `concurrency:` group on one thread (docs/conversations.md).
      const before = run.followups.find((f) => f.at === previous)?.message;
      const blind = before !== undefined && unseen(world, run.run_id, before, landing.message);
      // A message from a step that found no tracking comment of the run on the thread (the job that started it had not
      // written it yet), or that ran without the thread (`cloud-agent followup` or `approve`): it had no comment to
      // show the stop on, and the job that started the work takes the end of this message's work for its own
      // (docs/conversations.md, docs/plans.md).
      const sender = senderOf(world, model, run, index);
      const uncommented =
        sender?.offThread === true ||
        noCommentYet(world, run.run_id, sender) ||
        neverWritten(world, run.run_id, sender);
      previous = repaired = landing.at;
      // Work sent without the thread: its step shows how it stopped in its own log, not on the thread; a request on the
      // thread shows it first only when it reads the run stopped (docs/detach.md).
      const unthreaded = by?.r.offThread === true;
      if (!stop || !by || by.r.failed || atOnce || blind || uncommented || unthreaded) continue;
      // In the same millisecond: a cancel sent after this follow-up stopped the work the follow-up joined.
      if (stop.at === landing.at && cancelledAfter(world, run.run_id, landing.message)) continue;
      // A cancel of a job at once stopped the work between this message's sender's read and its send, and that job
      // read the run back only once the message had continued it: no read of either job could see the stop (the limit
      // of two jobs at once without a `concurrency:` group on one thread).
      if (stop.state === 'CANCELLED' && cancelUnseen(world, run.run_id, landing.message)) continue;
      // A job at once with another, held between its last read of the run (at work then) and its message, while the
      // run stopped: the service has no conditional follow-up, and a stop between a request's last read (just before
      // its send) and its send is continued unseen (seed 6451; docs/conversations.md).
      if (sender?.peer && readBefore(world, run.run_id, landing.message, stop.at)) continue;
      if (!shown.has(`${run.run_id}@${stop.at}`))
        fail(
          'one ending',
          `run ${run.run_id} stopped ${stop.state} at ${at(stop.at)} and was continued at ${at(landing.at)} without its report ever shown on the thread`,
        );
    }
  }
  const lastSettle = model.steps.filter((r) => r.settle?.completed).at(-1);
  if (!lastSettle) return;
  // Of the comment the settle could find: one deleted (by someone on the thread) is no one's to show the run on.
  const deleted = new Set(
    world.gh.state.commentWrites
      .slice(0, lastSettle.writesTo)
      .filter((w) => w.kind === 'delete')
      .map((w) => w.id),
  );
  const marker = actionWrites(world, 0, lastSettle.writesTo)
    .filter((w) => !deleted.has(w.id))
    .map((w) => decodeMarker(w.body, MARKER_KEY))
    .filter((m) => m !== undefined)
    .at(-1);
  const run = marker?.run ? world.sim.sim.runs.get(marker.run) : undefined;
  if (!run || !marker) return;
  // The run as the settle read it: stopped before it began (a stop at that very moment may have come after its
  // reads), and the same until it ended.
  const item = world.view(run, lastSettle.began);
  if (!STOPPED.has(item.state) || !(Date.parse(item.updated_at) < lastSettle.began)) return;
  if (lastSettle.after.get(run.run_id)?.updatedAt !== item.updated_at) return;
  // A result the step following the run still checks (and repairs) is that step's to report until that step is surely
  // gone (src/flow/settle.ts decide): a job at once with it may have written the comment over with an older phase.
  if (marker.result && item.state === 'SUCCEEDED' && !stepGone(marker, lastSettle.began)) return;
  if (!showsOutcome(marker) || marker.seen !== item.updated_at)
    fail(
      'one ending',
      `${lastSettle.label} completed, and the tracking comment shows run ${run.run_id} ${marker.phase} as of ${marker.seen}, not its outcome (${item.state} since ${item.updated_at})`,
    );
}

/** Whether comment `id` was deleted (GitHub's journal of writes). */
const commentDeleted = (world: JoinsWorld, id: number) =>
  world.gh.state.commentWrites.some((w) => w.kind === 'delete' && w.id === id);

/**
 * Whether a tracking comment of run `runId` was deleted (by someone on the thread) after `step` last wrote the thread
 * and before `later` (a settle, a step) began (GitHub's journal of writes, in its order): what the step recorded in its
 * marker (its asking comment, its deadline and budget, the repairs it sent) went with it, whatever another job posted
 * since.
 */
function recordDeleted(world: JoinsWorld, step: StepRecord, runId: string, later: StepRecord): boolean {
  return deletedBetween(world, runId, lastWrite(world, step), later.writesFrom);
}

/** Whether someone on the thread deleted a tracking comment of run `runId` before `step` began to write. */
function deletedBefore(world: JoinsWorld, runId: string, step: StepRecord): boolean {
  return deletedBetween(world, runId, -1, step.writesFrom, DELETER);
}

/**
 * Whether a tracking comment of run `runId` was deleted between the writes `after` and `before` of GitHub's journal
 * (both left out), by `by` when given.
 */
function deletedBetween(
  world: JoinsWorld,
  runId: string,
  after: number,
  before: number,
  by?: string,
): boolean {
  return world.gh.state.commentWrites.some(
    (w, i) =>
      i > after &&
      i < before &&
      w.kind === 'delete' &&
      (by === undefined || w.agent === by) &&
      w.user === ACTION &&
      w.issue_number === THREAD &&
      decodeMarker(w.body, MARKER_KEY)?.run === runId,
  );
}

/**
 * Whether no comment of the thread tracked run `runId` when `step` first read the thread's comments (else, before it
 * first wrote one), or the one that did was deleted by then: the step found none to show the run's stop on before it
 * moved the run on. For a step that wrote no comment, whether the run's comment was deleted before it looked (by
 * someone on the thread): it found none.
 */
function noCommentYet(world: JoinsWorld, runId: string, step: StepRecord | undefined): boolean {
  if (!step) return false;
  const writes = world.gh.state.commentWrites;
  const first = writes.findIndex((w) => w.agent?.startsWith(`${step.agent} `) ?? false);
  // The thread as the step first read it: another job at once may have written a tracking comment between that read
  // and the step's own first write.
  const read = world.gh.requests.find(
    (q) =>
      q.operationId === 'issues/list-comments' &&
      String(q.headers['user-agent'] ?? '').startsWith(`${step.agent} `),
  );
  const upto = read?.journaled ?? (first >= 0 ? first : step.writesFrom);
  const tracks = (w: CommentWrite) => decodeMarker(w.body, MARKER_KEY)?.run === runId;
  // A comment deleted before (by someone on the thread) is none to find.
  const deleted = new Set(
    writes.slice(0, upto).flatMap((w) => (w.kind === 'delete' && tracks(w) ? [w.id] : [])),
  );
  const found = actionWrites(world, 0, upto).some((w) => !deleted.has(w.id) && tracks(w));
  return first >= 0 ? !found : deleted.size > 0 && !found;
}

/**
 * Whether the step read the thread's comments when no comment had ever tracked run `runId`: GitHub refused every write
 * of it by the job that started the work (seed 6051, `JOINS_HARSH=1`). A step that moves the run on then finds no
 * comment to show the stop on, as when that job has not written it yet (docs/conversations.md).
 */
function neverWritten(world: JoinsWorld, runId: string, step: StepRecord | undefined): boolean {
  if (!step) return false;
  const read = world.gh.requests.find(
    (q) =>
      q.operationId === 'issues/list-comments' &&
      String(q.headers['user-agent'] ?? '').startsWith(`${step.agent} `),
  );
  if (read?.journaled === undefined) return false;
  return !actionWrites(world, 0, read.journaled).some((w) => decodeMarker(w.body, MARKER_KEY)?.run === runId);
}

/** The step whose job made `write` (by its User-Agent); none for a write of the people's. */
function writerOf(model: ThreadModel, write: CommentWrite): StepRecord | undefined {
  const { agent } = write;
  return agent === undefined ? undefined : model.steps.find((r) => agent.startsWith(`${r.agent} `));
}

/** The index in GitHub's journal of the step's last write of a comment (-1: none). */
function lastWrite(world: JoinsWorld, record: StepRecord): number {
  return world.gh.state.commentWrites.findLastIndex((w) => w.agent?.startsWith(`${record.agent} `) ?? false);
}

/** Whether a marker says its comment shows a stopped run's outcome (a final report, a question, a stop seen through). */
function showsOutcome(marker: MarkerState): boolean {
  if (marker.phase === 'final' || marker.phase === 'blocked') return true;
  return (
    (marker.phase === 'cancelled' || marker.phase === 'timeout') &&
    marker.state !== undefined &&
    ENDED.has(marker.state)
  );
}

/**
 * When the run first stopped after work landed on it at `from`. A stop at that very moment came before it (the
 * service took the work on a run already stopped at that moment), so it is not counted.
 */
function stopAfter(run: SimRun, from: number): number | undefined {
  return run.steps.find((s) => s.at > from && STOPPED.has(s.state))?.at;
}

/**
 * No comment is written from a state older than one already shown: the run's `updated_at` each write of the tracking
 * comment records (its marker's `seen`) never goes back, for any run, in the order GitHub applied the writes. Two
 * jobs at once are the exception: GitHub has no conditional write of a comment, so whatever a job reads first, the
 * other job's write can land between its read and its write; a write is held to every write before it but those of
 * the job that ran at once with its own.
 */
export function neverOlder(world: JoinsWorld, model: ThreadModel): void {
  const shown: { run: string; seen: string; at: string; job: StepRecord | undefined }[] = [];
  for (const write of actionWrites(world)) {
    const marker = decodeMarker(write.body, MARKER_KEY);
    // A write of the marker alone keeps what the comment showed, from whatever state it showed it.
    if (!marker?.run || !marker.seen || remarked(world, write)) continue;
    const job = writerOf(model, write);
    const newer = shown.find(
      (s) =>
        s.run === marker.run &&
        Date.parse(s.seen) > Date.parse(marker.seen!) &&
        (job === undefined || s.job === undefined || s.job !== job.peer),
    );
    if (newer)
      fail(
        'never older',
        `the write of ${write.at} shows run ${marker.run} as of ${marker.seen} (${marker.phase}), after the write of ${newer.at} showed it as of ${newer.seen}`,
      );
    shown.push({ run: marker.run, seen: marker.seen, at: write.at, job });
  }
}

/** How work that asks for a result says so (the prompt's or message's appendix, src/flow/result.ts). */
const ASKS_RESULT = '## Your result';

/**
 * A result is repaired at most as often as its retries allow (one, in this model), by the step and the settles
 * together: between two pieces of work a run was given (its creation, a follow-up that is not a repair), at most one
 * repair follow-up, and only after work that asked for a result. The service has no conditional follow-up: a settle
 * that last read the run before the follow-up just ahead of its repair was sent (a job at once with it) could not
 * have seen it, and is not counted. A follow-up sent before the execution ended (the service adds its message to
 * the prompt it has not begun, or hands it to the session at work) is part of that work, not another piece: the work
 * asks for a result when either does. One that answers a run waiting for input starts another execution: new work.
 */
export function repairsWithinRetries(world: JoinsWorld, model: ThreadModel): void {
  for (const run of world.threadRuns()) {
    let asked = run.prompt.includes(ASKS_RESULT);
    let repairs = 0;
    // Whether a step without the thread sent the work being repaired, or a message that joined it.
    let offThread = false;
    run.followups.forEach((followup, index) => {
      if (!followup.message.startsWith(REPAIR)) {
        const joined = GOING.has(followup.state);
        asked = (joined && asked) || followup.message.includes(ASKS_RESULT);
        const sentOffThread = senderOf(world, model, run, index)?.offThread === true;
        offThread = (joined && offThread) || sentOffThread;
        if (!joined) repairs = 0;
        return;
      }
      repairs += 1;
      if (asked && repairs === 1) return;
      if (unseen(world, run.run_id, run.followups[index - 1]!.message, followup.message)) return;
      // The record of the work before it may have been written over by a job at once: its repairs, or that it asked
      // for no result (seed 6561: a status at once with the followup command's plan wrote the earlier work's result
      // mark back, and a re-run of that work's comment took the plan's work for its own).
      if (recordLost(world, model, run, index - 1)) return;
      if (tookPeersWork(world, model, run, index)) return;
      if (repairRecordDeleted(world, model, run, index)) return;
      if (repairRecordRefused(world, model, run, index)) return;
      if (reRunWithoutRecord(world, model, run, index)) return;
      // Work sent without the thread (`cloud-agent followup`), or joined by a message sent so: its step repairs what it
      // follows, and a settle, which knows the run by the thread's record alone, holds the work to that record's
      // result (docs/detach.md).
      if (offThread) return;
      fail(
        'repairs within retries',
        asked
          ? `run ${run.run_id} got repair ${repairs} at ${at(followup.at)} for one piece of work (output-schema-retries: 1)`
          : `run ${run.run_id} got a repair at ${at(followup.at)} for work that asked for no result`,
      );
    });
  }
}

/**
 * Whether the comment's record of the work the run took at `index` (what it asked, the repairs sent for it: the
 * marker's `result`) may have been written over: the job that sent it ran at once with another that wrote the tracking
 * comment after it, from what it read before (GitHub has no conditional write: the limit of two jobs at once without a
 * `concurrency:` group on one thread).
 */
function recordLost(world: JoinsWorld, model: ThreadModel, run: SimRun, index: number): boolean {
  const step = senderOf(world, model, run, index);
  return step?.peer !== undefined && lastWrite(world, step.peer) > lastWrite(world, step);
}

/**
 * Whether the record of the repair before the one the run took at `index` (the marker's `sent`) went with a tracking
 * comment someone on the thread deleted after that repair's step last wrote the thread and before this one's step
 * began: a request that joins the work finds no record of it (docs/behaviour.md, as the deadline and budget).
 */
function repairRecordDeleted(world: JoinsWorld, model: ThreadModel, run: SimRun, index: number): boolean {
  const before = run.followups.slice(0, index).findLastIndex((f) => f.message.startsWith(REPAIR));
  const earlier = before >= 0 ? senderOf(world, model, run, before) : undefined;
  const now = senderOf(world, model, run, index);
  return earlier !== undefined && now !== undefined && recordDeleted(world, earlier, run.run_id, now);
}

/**
 * Whether the record of the repair before the one the run took at `index` was never written: GitHub refused the main
 * step's write of it before it was sent (it is sent all the same, and recorded with the next write), the job was cut
 * short before that write, and GitHub refused its post step's write of the record too (seed 5621;
 * docs/structured-output.md).
 */
function repairRecordRefused(world: JoinsWorld, model: ThreadModel, run: SimRun, index: number): boolean {
  const before = run.followups.slice(0, index).findLastIndex((f) => f.message.startsWith(REPAIR));
  const earlier = before >= 0 ? senderOf(world, model, run, before) : undefined;
  const refusedLines = [
    'warning: could not write the tracking comment',
    'warning: post step: could not record',
  ];
  return (
    earlier?.cut !== undefined &&
    (earlier.warnings?.some((l) => l.includes('could not record the repair on the tracking comment')) ??
      false) &&
    (earlier.post?.lines.some((l) => refusedLines.some((r) => l.startsWith(r))) ?? false)
  );
}

/**
 * Whether the repair the run took at `index` came from a re-run of a comment's job whose tracking comment someone on the
 * thread deleted before it began, after later work was sent to the run: the record of that work went with the comment,
 * and the re-run, finding the run by its comment's metadata, takes the run's last work for its own and judges its
 * result by its own schema (seed 6241, 50 commands; docs/conversations.md).
 */
function reRunWithoutRecord(world: JoinsWorld, model: ThreadModel, run: SimRun, index: number): boolean {
  const step = senderOf(world, model, run, index);
  if (step?.attempt === undefined || !deletedBefore(world, run.run_id, step)) return false;
  const id = step.comment?.id;
  return run.followups
    .slice(0, index)
    .some((f) => !f.message.startsWith(REPAIR) && fromComment(f.message) !== id);
}

/**
 * Whether the repair the run took at `index` came from a step whose job ran at once with another that sent the run
 * work after this step's own: a step whose reads missed its work's end takes the other job's for its own, and judges
 * it (docs/conversations.md: the limit of two jobs at once without a `concurrency:` group on one thread).
 */
function tookPeersWork(world: JoinsWorld, model: ThreadModel, run: SimRun, index: number): boolean {
  const step = senderOf(world, model, run, index);
  const mine = step && workOf(world, step);
  const theirs = step?.peer && workOf(world, step.peer);
  return (
    mine?.run === run && theirs?.run === run && theirs.at > mine.at && theirs.at < run.followups[index]!.at
  );
}

/**
 * Where the journal (JoinsWorld.calls) has the send of the follow-up the run took at `index`: as many sends of the
 * same message before it as the run took before it. -1 when it has none.
 */
function sendOf(world: JoinsWorld, run: SimRun, index: number): number {
  const { message } = run.followups[index]!;
  let before = run.followups.slice(0, index).filter((f) => f.message === message).length;
  return world.calls.findIndex(
    (c) =>
      c.operation === 'createFollowup' && c.runId === run.run_id && c.message === message && before-- === 0,
  );
}

/** The step that sent the follow-up the run took at `index`. */
function senderOf(world: JoinsWorld, model: ThreadModel, run: SimRun, index: number): StepRecord | undefined {
  const sender = world.calls[sendOf(world, run, index)]?.agent;
  return sender === undefined ? undefined : model.steps.find((r) => r.agent === sender);
}

/** Whether a cancel of the run was sent after the follow-up `message` was (the journal, JoinsWorld.calls). */
function cancelledAfter(world: JoinsWorld, runId: string, message: string | undefined): boolean {
  const { calls } = world;
  const sent = calls.findIndex(
    (c) => c.operation === 'createFollowup' && c.runId === runId && c.message === message,
  );
  return sent >= 0 && calls.some((c, i) => i > sent && c.operation === 'cancelRun' && c.runId === runId);
}

/**
 * Whether the follow-up `message` was sent by a job that had last read the run before another job's cancel of it was
 * sent, and no job read the run between that cancel and the message: none could see the run stopped by the cancel
 * before the message continued it (the journal of the service's requests, JoinsWorld.calls).
 */
function cancelUnseen(world: JoinsWorld, runId: string, message: string): boolean {
  const { calls } = world;
  const sent = calls.findIndex(
    (c) => c.operation === 'createFollowup' && c.runId === runId && c.message === message,
  );
  if (sent < 0) return false;
  const { agent } = calls[sent]!;
  const isRead = (c: (typeof calls)[number]) => c.operation === 'getRun' && c.runId === runId;
  const read = calls.findLastIndex((c, i) => i < sent && c.agent === agent && isRead(c));
  const cancel = calls.findLastIndex(
    (c, i) => i > read && i < sent && c.operation === 'cancelRun' && c.runId === runId && c.agent !== agent,
  );
  return cancel >= 0 && !calls.some((c, i) => i > cancel && i < sent && isRead(c));
}

/**
 * Whether the job that sent `message` to the run had last read it (a read of the run, or the listing of the thread's
 * runs) before `stopAt`, the run's stop: it could not see that stop (the journal, JoinsWorld.calls).
 */
function readBefore(world: JoinsWorld, runId: string, message: string, stopAt: number): boolean {
  const { calls } = world;
  const sent = calls.findIndex(
    (c) => c.operation === 'createFollowup' && c.runId === runId && c.message === message,
  );
  if (sent < 0) return false;
  const agent = calls[sent]!.agent;
  const read = calls.findLast(
    (c, i) =>
      i < sent &&
      c.agent === agent &&
      ((c.operation === 'getRun' && c.runId === runId) || c.operation === 'listRuns'),
  );
  return read?.at !== undefined && read.at < stopAt;
}

/**
 * Whether every job that sent `message` to the run after `before` was sent had last read the run before that: it
 * could not have seen it (the journal of the service's requests, JoinsWorld.calls).
 */
function unseen(world: JoinsWorld, runId: string, before: string, message: string): boolean {
  const { calls } = world;
  const sent = calls.findIndex(
    (c) => c.operation === 'createFollowup' && c.runId === runId && c.message === before,
  );
  const senders = calls
    .map((c, index) => ({ c, index }))
    .filter(
      ({ c, index }) =>
        index > sent && c.operation === 'createFollowup' && c.runId === runId && c.message === message,
    );
  return (
    sent >= 0 &&
    senders.length > 0 &&
    senders.every(({ c, index }) => {
      const read = calls.findLastIndex(
        (r, i) => i < index && r.agent === c.agent && r.operation === 'getRun' && r.runId === runId,
      );
      return read < sent;
    })
  );
}

/** What a repair quotes when it found no result at all: no new result file, and no block ending the final message. */
const NO_RESULT = 'no result was found: no new result.json file';

/**
 * No repair asks for a file the run wrote: a repair that says it found no new `result.json` follows an execution that
 * left none. A file whose download failed where a later one may not is unknown, not missing (docs/structured-output.md).
 * Not when another job's follow-up reached the run between the repairer's last read of it and the repair: the repair
 * then lands on work it never judged (the service has no conditional follow-up; the limit of two jobs at once).
 */
export function noRepairOfAFileGiven(world: JoinsWorld): void {
  for (const run of world.threadRuns()) {
    run.followups.forEach((followup, index) => {
      if (!followup.message.startsWith(REPAIR) || !followup.message.includes(NO_RESULT)) return;
      const sentBefore = index === 0 ? run.createdAt : run.followups[index - 1]!.at;
      const file = run.artifacts.find(
        (a) => a.at > sentBefore && a.at <= followup.at && isResultFile(world, a.uid),
      );
      if (!file || sentMeanwhile(world, run, index)) return;
      fail(
        'no repair of a file given',
        `run ${run.run_id} was asked at ${at(followup.at)} for a result it found none of, though its result.json was written at ${at(file.at)}`,
      );
    });
  }
}

/** Whether the run's artifact `uid` is a file named result.json. */
function isResultFile(world: JoinsWorld, uid: string): boolean {
  const artifact = world.sim.sim.artifacts.get(uid);
  return artifact?.type === 'FILE' && artifact.data.filename === 'result.json';
}

/**
 * Whether another job's follow-up was sent to the run after the last read of it by the job that sent the follow-up at
 * `index`, and before that follow-up (the journal, JoinsWorld.calls).
 */
function sentMeanwhile(world: JoinsWorld, run: SimRun, index: number): boolean {
  const { calls } = world;
  const sent = sendOf(world, run, index);
  if (sent < 0) return true;
  const { agent } = calls[sent]!;
  const read = calls.findLastIndex(
    (c, i) => i < sent && c.agent === agent && c.operation === 'getRun' && c.runId === run.run_id,
  );
  return calls.some(
    (c, i) =>
      i > read && i < sent && c.agent !== agent && c.operation === 'createFollowup' && c.runId === run.run_id,
  );
}

/**
 * No run left burning: a job whose main step did not finish with its run (cut short, or failed while it followed) has
 * its post step stop it (`cancel-on-abort`, unless the job set it false). Once the post step ends, the run it
 * answered for (the one the main step saved, else the one made for the job's comment) has stopped, unless the post
 * step warned that it could not stop it or could not tell.
 */
export function noRunLeftBurning(model: ThreadModel): void {
  for (const record of model.steps) {
    const post = record.post;
    if (!post?.run || post.lines.some((line) => line.startsWith('warning: '))) continue;
    // Left going by choice, unless it went over its budget (the post step cancels that whatever the input says).
    if (record.follow?.cancelOnAbort === false && !post.lines.some((l) => l.includes('cancelling it')))
      continue;
    if (!STOPPED.has(post.state!))
      fail(
        'no run left burning',
        `${record.label}${record.cut ? ` (${CUT_WORDS[record.cut]})` : ''} ended, and its post step left run ${post.run} ${post.state} without a warning`,
      );
  }
}

/**
 * No claim left undecided: a job that claimed a plan's approval on the tracking comment knows by the end of its post
 * step what became of it (sent, reached the run, or taken back), unless its post step warned that it could not tell.
 * A claim left undecided holds every later approval of the plan back.
 */
export function claimsDecided(model: ThreadModel): void {
  for (const record of model.steps) {
    const post = record.post;
    if (!post?.claimLeft || post.lines.some((line) => line.startsWith('warning: '))) continue;
    fail(
      'claims decided',
      `${record.label}${record.cut ? ` (${CUT_WORDS[record.cut]})` : ''} ended, and its post step left its approval claim undecided (${post.claimLeft}) without a warning`,
    );
  }
}

/**
 * No approval held back for nothing: after every command (its jobs and their post steps all ended), while the
 * tracking comment shows a plan waiting and carries the action's approval claim (its 👍), an approval of that plan
 * reached the run; unless a step warned about a claim it could not take back or judge (GitHub or the service failed
 * it). A claim with no approval behind it refuses every later approval of the plan as "already approved".
 */
export function noClaimStranded(world: JoinsWorld, model: ThreadModel): void {
  for (const tracking of world.trackingComments()) noClaimStrandedOn(world, model, tracking);
}

type Tracking = ReturnType<JoinsWorld['trackingComments']>[number];

/** noClaimStranded of one tracking comment (a run's own beside the thread's: see oneEnding). */
function noClaimStrandedOn(world: JoinsWorld, model: ThreadModel, tracking: Tracking): void {
  const run = tracking.marker.run ? world.sim.sim.runs.get(tracking.marker.run) : undefined;
  if (!run || !world.reactionsOn(tracking.id).includes('+1')) return;
  const plan = newestPlan(world, run, world.now);
  if (!plan || !showsWaiting(tracking.body, plan)) return;
  const made = run.artifacts.find((a) => a.uid === plan.uid)!.at;
  if (approvals(world).some((a) => a.run === run && a.at >= made)) return;
  const warned = (line: string) => line.includes('claim');
  if (
    model.steps.some(
      (s) => s.warnings?.some(warned) || s.post?.lines.some((l) => l.startsWith('warning: ') && warned(l)),
    )
  )
    return;
  fail(
    'no claim stranded',
    `the tracking comment shows plan ${planKey(plan)} of run ${run.run_id} waiting, with the action's approval claim on it, and no approval of it reached the run`,
  );
}

/** What a report says where the answer goes when the run's conversation could not be read (render/report.ts). */
const NOT_READ = "_Not read: the run's conversation could not be read";

/**
 * What the work made is shown: once the tracking comment shows how a run's work ended (its marker's `seen` is the
 * run's last change, its phase an outcome), the pull requests that work made (since the last request the run took,
 * repairs aside) are on it, and a failed run's answer, whoever wrote that report: the step, a settle, or a job's post
 * step.
 */
export function madeShown(world: JoinsWorld): void {
  for (const tracking of world.trackingComments()) madeShownOn(world, tracking);
}

/** madeShown of one tracking comment. */
function madeShownOn(world: JoinsWorld, tracking: Tracking): void {
  const marker = tracking.marker;
  const run = marker.run ? world.sim.sim.runs.get(marker.run) : undefined;
  if (!run) return;
  const item = world.view(run);
  if (marker.seen !== item.updated_at || !showsOutcome(marker)) return;
  // A failed run's answer says why: the report shows it (the model's failing executions all answer so), or, when the
  // service did not give the conversation as the report read it (a 5xx past the client's retries, the only failure of
  // it the model injects), says it was not read, its marker recording that for a settle to write it again
  // (docs/behaviour.md).
  const notRead = tracking.body.includes(NOT_READ) && marker.unread === true;
  if (item.state === 'FAILED' && !notRead && !tracking.body.includes(FAILED_ANSWER))
    fail(
      'what the work made is shown',
      `the tracking comment shows run ${run.run_id} ${marker.phase} (FAILED) as of ${marker.seen}, without the agent's answer${tracking.body.includes(NOT_READ) ? ' (it says the answer was not read, but its marker does not record it)' : ''}`,
    );
  if (item.state !== 'SUCCEEDED') return;
  const since = run.followups.filter((f) => !f.message.startsWith(REPAIR)).at(-1)?.at ?? run.createdAt;
  for (const { uid, at: made } of run.artifacts) {
    const url = world.sim.sim.artifacts.get(uid)?.data.url;
    if (made < since || typeof url !== 'string' || world.sim.sim.artifacts.get(uid)?.type !== 'PULL_REQUEST')
      continue;
    if (!tracking.body.includes(url))
      fail(
        'what the work made is shown',
        `the tracking comment shows run ${run.run_id} ${marker.phase} (${item.state}) as of ${marker.seen}, without the pull request it made (${url})`,
      );
  }
}

/**
 * No plan carried out is shown waiting: a write of the tracking comment that shows a plan ready for review shows the
 * run as it was (its marker's `seen`) before any approval reached it, or after a request for a plan that came since.
 * An approval the thread's marker does not record (the followup command's, sent while the thread had no tracking
 * comment of the run) is read from the run's conversation: the report is that work's.
 */
export function carriedOutNotWaiting(world: JoinsWorld, model: ThreadModel): void {
  for (const write of actionWrites(world)) {
    if (!write.body.includes('Plan ready for review')) continue;
    const marker = decodeMarker(write.body, MARKER_KEY);
    const run = marker?.run ? world.sim.sim.runs.get(marker.run) : undefined;
    if (!marker?.seen || !run) continue;
    const seen = Date.parse(marker.seen);
    const index = run.followups.findLastIndex((f) => f.at < seen && !f.message.startsWith(REPAIR));
    const last = run.followups[index];
    // Two jobs at once: a report of the run as one job read it, with the comment and the conversation as they were
    // once the other asked for a plan since (the limit of two jobs at once without a `concurrency:` group).
    const writer = writerOf(model, write);
    const asked = last && run.followups.some((f) => f.at > last.at && f.mode === 'plan');
    if (writer?.peer && asked) continue;
    // Two jobs at once, one the approval's: the other wrote the comment after it, from the marker as it read it before
    // the approval (the plan still asked for), and a later job's report that reads that marker shows the plan (the
    // limit of two jobs at once without a `concurrency:` group). Not the writes of those two jobs themselves.
    const approver = index >= 0 ? senderOf(world, model, run, index) : undefined;
    const stale =
      approver?.peer !== undefined &&
      writer !== approver &&
      writer !== approver.peer &&
      lastWrite(world, approver.peer) > lastWrite(world, approver);
    if (stale) continue;
    // An approval added to the prompt of an execution a request for a plan began carried nothing out.
    if (
      last &&
      last.mode !== 'plan' &&
      isApprovalMessage(last.message) &&
      executionModeOf(run, index) !== 'plan'
    )
      fail(
        'carried out, not waiting',
        `a write of the tracking comment (${write.at}) shows a plan of run ${run.run_id} ready for review as of ${marker.seen}, after an approval carried it out (${at(last.at)})`,
      );
  }
}

/** All of them, after every command. */
/** The steps of comments deleted (by their authors) before their jobs began: withdrawn. */
export const withdrawn = (world: JoinsWorld, model: ThreadModel): StepRecord[] =>
  model.steps.filter((r) => {
    if (r.kind !== 'comment' || !r.comment) return false;
    const gone = world.gh.state.commentWrites.findIndex((w) => w.kind === 'delete' && w.id === r.comment!.id);
    return gone >= 0 && gone < r.writesFrom;
  });

/**
 * Nothing is done for a withdrawn comment: one deleted (by its author) before its job began starts no run and sends
 * no follow-up, and its job writes no comment and does not fail (docs/conversations.md), unless GitHub failed it
 * (a fault hit one of its requests) before it could see the comment gone: a job that cannot learn who it is
 * fails, withdrawn or not, and says to run it again; one whose look at the comment GitHub failed takes it as there.
 */
export function withdrawnDoesNothing(world: JoinsWorld, model: ThreadModel): void {
  for (const r of withdrawn(world, model)) {
    // GitHub failed the job's look at its comment: a look that fails is taken as "not deleted" (src/flow/host.ts
    // `deleted`), and the job does what it does for a comment that is there (harsh seed 417001: a refusal reply).
    if (lookFailed(world, r.agent)) continue;
    const id = r.comment!.id;
    const failedByGitHub = world.gh.requests.some(
      (q) => q.fault && String(q.headers['user-agent'] ?? '').startsWith(`${r.agent} `),
    );
    // A re-run answers for what it asked itself: what an earlier attempt did before the comment went is that one's.
    const own = r.attempt === undefined;
    const sent = own
      ? followups(world).some((f) => fromComment(f.message) === id)
      : world.calls.some(
          (c) =>
            c.agent === r.agent && c.operation === 'createFollowup' && fromComment(c.message ?? '') === id,
        );
    const done = [
      ...((own ? world.runFor(id) : world.askedToMake(r.agent)) ? ['started a run'] : []),
      ...(sent ? ['sent its request'] : []),
      ...(world.gh.state.commentWrites.slice(r.writesFrom).some((w) => w.agent?.startsWith(`${r.agent} `))
        ? ['wrote a comment']
        : []),
      // A job cut short (a re-run's) ends failed by the runner's hand, not its own.
      ...(r.failed && !failedByGitHub && !r.cut ? ['failed'] : []),
    ];
    if (done.length)
      fail(
        'nothing for a withdrawn comment',
        `${r.label}: its comment was deleted before its job began, and the job ${done.join(', ')}`,
      );
  }
}

/** Whether GitHub failed the last look at a comment by the job `agent` (a fault's answer, not a delay). */
function lookFailed(world: JoinsWorld, agent: string): boolean {
  const last = world.gh.requests
    .filter(
      (q) =>
        (q.operationId === 'issues/get-comment' || q.operationId === 'pulls/get-review-comment') &&
        String(q.headers['user-agent'] ?? '').startsWith(`${agent} `),
    )
    .at(-1);
  return last?.fault !== undefined && !('delayMs' in last.fault);
}

/**
 * Never two runs for one trigger: no comment's job, however it was cut short, retried, faulted or re-run, leaves two
 * runs made for that comment (the action's metadata names the comment; a factory's runs carry the ticket alone, and
 * are told by the request their prompt carries: JoinsWorld.madeFor). A factory's run that no tracking comment named when
 * the next was made (deleted, or never written: its job cut short before its first report) is the exception: the
 * service knows it by the ticket alone, which every comment of the thread shares, so a re-run of its job cannot find it
 * (docs/behaviour.md, "Exactly once").
 */
export function oneRunPerComment(world: JoinsWorld, model: ThreadModel): void {
  for (const id of model.comments.keys()) {
    const runs = world
      .threadRuns()
      .filter((run) => world.madeFor(run, id))
      .sort((a, b) => a.createdAt - b.createdAt);
    if (runs.length < 2 || (world.factory && !namedAt(world, runs[0]!.run_id, runs[1]!.createdAt))) continue;
    fail(
      'one run per trigger',
      `comment ${id} has ${runs.length} runs: ${runs.map((r) => r.run_id).join(', ')}`,
    );
  }
}

/** Whether a tracking comment of the thread named run `runId` at `at` (the service's time), as GitHub's journal had it. */
function namedAt(world: JoinsWorld, runId: string, at: number): boolean {
  const named = new Map<number, string | undefined>();
  for (const w of world.gh.state.commentWrites) {
    if (w.user !== ACTION || w.issue_number !== THREAD || Date.parse(w.at) - world.skewMs > at) continue;
    if (w.kind === 'delete') named.delete(w.id);
    else named.set(w.id, decodeMarker(w.body, MARKER_KEY)?.run);
  }
  return [...named.values()].includes(runId);
}

/**
 * A comment's request reaches a run once: no run takes two follow-ups carrying the same comment (each carries its
 * address, flow/conversation.ts sendFollowup), whatever the attempts of its job, where they were cut short, and the
 * comments routed to the run between them. Unless the record that it was sent is gone: the thread had no tracking
 * comment of the run when the first was sent, or someone deleted it before the second's step began, or a job at once
 * with the first's wrote the comment after it from what it read before (GitHub has no conditional write: the limit of
 * two jobs at once without a `concurrency:` group). docs/behaviour.md, "Exactly once".
 */
export function oneSendPerComment(world: JoinsWorld, model: ThreadModel): void {
  for (const run of world.threadRuns()) {
    const first = new Map<string, number>();
    for (const [index, followup] of run.followups.entries()) {
      const from = /\(From @[^ ]+ on GitHub: (\S+)\)/.exec(followup.message)?.[1];
      if (from === undefined) continue;
      const before = first.get(from);
      if (before === undefined) {
        first.set(from, index);
        continue;
      }
      const sender = senderOf(world, model, run, before);
      const again = senderOf(world, model, run, index);
      const recordGone =
        sender !== undefined &&
        again !== undefined &&
        (noCommentYet(world, run.run_id, sender) ||
          recordDeleted(world, sender, run.run_id, again) ||
          recordLost(world, model, run, before));
      if (!recordGone) fail('one send per comment', `run ${run.run_id} took the request of ${from} twice`);
    }
  }
}

/**
 * A request records itself once per version of its run: within one step, a record of a comment's request
 * (MarkerState.sending) that the step took back (an edit of the comment holding it, without it, and nothing sent) is
 * made again only for a version of the run (`since`, its `updated_at` as read) none of its records named before
 * (flow/conversation.ts: the take again of a run that stopped while the record was written). A run read again
 * unchanged has nothing new to show first. A record carried from a comment deleted as the second of the thread to the
 * one kept is the same record, moved.
 */
export function oneRecordPerVersion(world: JoinsWorld, model: ThreadModel): void {
  const writes = world.gh.state.commentWrites;
  /** Which comment's record each tracking comment holds. */
  const held = new Map<number, string | undefined>();
  /** Per step and request: the versions its records named, and whether its last one was taken back. */
  const records = new Map<string, { versions: Set<string>; takenBack: boolean }>();
  const stepOf = (index: number, w: CommentWrite) =>
    model.steps.find(
      (r) => index >= r.writesFrom && index < r.writesTo && w.agent?.startsWith(`${r.agent} `),
    );
  for (const [index, w] of writes.entries()) {
    if (w.user !== ACTION || w.issue_number !== THREAD) continue;
    const before = held.get(w.id);
    if (w.kind === 'delete') {
      held.delete(w.id);
      continue;
    }
    const sending = decodeMarker(w.body, MARKER_KEY)?.sending;
    held.set(w.id, sending?.comment);
    const step = stepOf(index, w);
    if (step === undefined) continue;
    if (before !== undefined && before !== sending?.comment) {
      const record = records.get(`${step.agent}/${before}`);
      if (record) record.takenBack = true;
    }
    if (sending === undefined || before === sending.comment) continue;
    const key = `${step.agent}/${sending.comment}`;
    const record = records.get(key);
    if (record === undefined) {
      records.set(key, { versions: new Set([sending.since]), takenBack: false });
      continue;
    }
    if (!record.takenBack) continue;
    if (record.versions.has(sending.since))
      fail(
        'one record per version',
        `${step.label} took back the record of comment ${sending.comment}'s request and made it again at ${w.at}, for the version of its run (${sending.since}) it had recorded it for before`,
      );
    record.versions.add(sending.since);
    record.takenBack = false;
  }
}

/** What no text the action writes may hold: its API key, its GitHub token, and the token an agent's text carried. */
const SECRETS = [API_KEY, TOKEN, LEAKED_TOKEN];

/**
 * No secret is shown: no comment the action wrote or edited (on any thread), no check run, and no log line, output,
 * summary or failure of any step holds the API key, the action's GitHub token, or the GitHub token an agent's answer,
 * result or plan carried (world.ts, Execution.leaks), whichever way the text reached it: an answer, a plan, a report
 * over budget, a repair, a settle's or a post step's ending.
 */
export function noSecretShown(world: JoinsWorld): void {
  const texts = [
    ...world.gh.state.commentWrites
      .filter((w) => w.user === ACTION && w.kind !== 'delete')
      .map((w) => ({ where: `a comment ${w.kind} on #${w.issue_number} at ${w.at}`, text: w.body })),
    ...world.gh.state.checkRuns.map((c, i) => ({ where: `check run ${i + 1}`, text: JSON.stringify(c) })),
    ...world.hosts().flatMap((host, i) => [
      ...host.lines.map((line) => ({ where: `step ${i + 1}'s log`, text: line })),
      ...Object.entries(host.outputs).map(([name, value]) => ({
        where: `step ${i + 1}'s output ${name}`,
        text: value,
      })),
      ...host.summaries.map((text) => ({ where: `step ${i + 1}'s summary`, text })),
      ...(host.failed === undefined ? [] : [{ where: `step ${i + 1}'s failure`, text: host.failed }]),
    ]),
  ];
  for (const { where, text } of texts) {
    const secret = SECRETS.find((s) => text.includes(s));
    if (secret) fail('no secret shown', `${where} holds ${secret}: ${text.slice(0, 400)}`);
  }
}

export function checkInvariants(world: JoinsWorld, model: ThreadModel): void {
  approverSawThePlan(world, model);
  oneApprovalPerPlan(world, model);
  budgetsHeld(world, model);
  oneEnding(world, model);
  neverOlder(world, model);
  repairsWithinRetries(world, model);
  noRunLeftBurning(model);
  claimsDecided(model);
  noClaimStranded(world, model);
  madeShown(world);
  carriedOutNotWaiting(world, model);
  withdrawnDoesNothing(world, model);
  noSecretShown(world);
  oneRunPerComment(world, model);
  oneSendPerComment(world, model);
  oneRecordPerVersion(world, model);
  noRepairOfAFileGiven(world);
}
