/**
 * What the thread and the service show from outside, for the invariants and the model's expectations: the plans a run
 * had at a moment, which writes of the tracking comment showed which plan, the approvals the service received, where
 * a step's work landed, and what it used.
 */
import { isApprovalMessage } from '../../../src/flow/plan.ts';
import { Redactor } from '../../../src/shared/redact.ts';
import type { CommentWrite } from '../../github/fake-github.ts';
import type { SimRun } from '../../simulator/state.ts';
import type { StepRecord } from './model.ts';
import { ACTION, API_KEY, THREAD, TOKEN, type JoinsWorld } from './world.ts';

/** The states in which a run does not work: ended, or waiting for input. */
export const STOPPED = new Set(['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED', 'BLOCKED']);
export const ENDED = new Set(['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED']);
/** The states in which a follow-up joins the execution the run has (test/simulator/routes/runs.ts, createFollowup). */
export const GOING = new Set(['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS']);

/** A plan by what identifies it: its artifact and its text. */
export interface Plan {
  uid: string;
  text: string;
}

export const planKey = (plan: Plan): string => `${plan.uid} «${plan.text}»`;

/** The run's newest plan at `at` (its artifact, and its text then: a plan revised in place has the newer). */
export function newestPlan(world: JoinsWorld, run: SimRun, at: number): Plan | undefined {
  const record = run.artifacts
    .filter((a) => a.at <= at)
    .map((a) => world.sim.sim.artifacts.get(a.uid))
    .filter((a) => a?.type === 'PLAN')
    .at(-1);
  if (!record) return undefined;
  return { uid: record.uid, text: (world.sim.sim.artifactText(record, at).content ?? '').trim() };
}

/** Text as the action shows it: without the secrets of the steps (world.ts) that an agent's text may carry. */
const redactor = new Redactor();
redactor.add(API_KEY, 'apiKey');
redactor.add(TOKEN, 'githubToken');

/** Whether a body of the tracking comment shows `plan` as the plan waiting for approval. */
export function showsWaiting(body: string, plan: Plan): boolean {
  return (
    body.includes('Plan ready for review') && body.includes(`**The plan**\n\n${redactor.redact(plan.text)}`)
  );
}

/** The action's writes of comments on the thread (created or edited), in the order GitHub applied them. */
export function actionWrites(world: JoinsWorld, from = 0, to?: number): CommentWrite[] {
  return world.gh.state.commentWrites
    .slice(from, to)
    .filter((w) => w.user === ACTION && w.issue_number === THREAD && w.kind !== 'delete');
}

/** GitHub's time of the first write of the thread that showed `plan` waiting; undefined when none did. */
export function firstShown(world: JoinsWorld, plan: Plan): string | undefined {
  return actionWrites(world).find((w) => showsWaiting(w.body, plan))?.at;
}

/** A follow-up the service received (it landed: the run took it), with the run it went to. */
export interface Landed {
  run: SimRun;
  /** Its place among the run's follow-ups (two may land in the same millisecond with the same words). */
  index: number;
  at: number;
  message: string;
  mode: string | undefined;
}

/** Every follow-up the thread's runs took, in the order they landed. */
export function followups(world: JoinsWorld): Landed[] {
  return world
    .threadRuns()
    .flatMap((run) =>
      run.followups.map((f, index) => ({ run, index, at: f.at, message: f.message, mode: f.mode })),
    )
    .sort((a, b) => a.at - b.at);
}

/** How a repair follow-up begins (src/flow/result.ts repairMessage). */
export const REPAIR = 'Your result does not match the JSON Schema it must follow';

/** The follow-ups that ask for a result to be repaired. */
export function repairs(world: JoinsWorld): Landed[] {
  return followups(world).filter((f) => f.message.startsWith(REPAIR));
}

/**
 * The mode of the execution the run's follow-up `index` went into. One that landed on a stopped run began an
 * execution in its own mode; one that joined the execution at work took its mode, which the execution's first request
 * set (the run's creation, or the follow-up that began it) and a message given to its live session with a mode of its
 * own changed for the rest of it. A message added to the prompt of an execution not begun yet changes no mode.
 */
export function executionModeOf(run: SimRun, index: number): string {
  const began = run.followups.slice(0, index + 1).findLastIndex((f) => !GOING.has(f.state));
  let mode = (began < 0 ? run.mode : run.followups[began]!.mode) ?? 'normal';
  for (const f of run.followups.slice(began + 1, index + 1))
    if (f.state === 'INPROGRESS' && f.mode) mode = f.mode;
  return mode;
}

/**
 * The follow-ups that carry out a plan: the action's approval message, in an execution of normal mode (not one a
 * request for a plan began just before it, whose prompt it was added to).
 */
export function approvals(world: JoinsWorld): Landed[] {
  return followups(world).filter(
    (f) => f.mode !== 'plan' && isApprovalMessage(f.message) && executionModeOf(f.run, f.index) !== 'plan',
  );
}

/**
 * The comment an approval (or any follow-up from a comment) names as its origin: its last line, or the one before the
 * result it asks for (src/flow/result.ts withAppendix).
 */
export function fromComment(message: string): number | undefined {
  const match = /\(From @\S+ on GitHub: \S+#issuecomment-(\d+)\)(?:$|\n\n## Your result\n)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** What sends a run work: a creation, a dispatch to a factory, a follow-up. */
const SERVICE_SENDS = new Set(['createRun', 'dispatchFactoryRun', 'createFollowup']);

/**
 * Where a step's work landed: the run it created or sent its request to, when, and the run's next work after it (its
 * time; Infinity when none came yet), in the order the run took them. A repair follow-up is the same work asked
 * again, not work of its own: `next` is the next follow-up that is not one, and `repairs` the repairs before it (the
 * run's order, not their times: a repair and new work may land in the same millisecond). A re-run's is its comment's.
 */
export function workOf(
  world: JoinsWorld,
  record: StepRecord,
):
  | { run: SimRun; at: number; next: number; nextIndex?: number; nextMessage?: string; repairs: Landed[] }
  | undefined {
  // A re-run is its comment's work again when it follows it or sends it; one that found later comments sent since did
  // neither, and has none.
  const idle =
    record.attempt !== undefined &&
    record.runId === undefined &&
    !world.calls.some((c) => c.agent === record.agent && SERVICE_SENDS.has(c.operation));
  if (idle) return undefined;
  const id = record.comment?.id;
  // The run made for the comment; for a first attempt, not one a re-run of its job made after it ended (seed 6041: the
  // first attempt sent its request to the thread's run, a maintainer deleted the tracking comment that recorded it, and
  // the re-run, finding no record, dispatched a run of its own: that run is the re-run's work, not the first's).
  const made = id === undefined ? undefined : world.runFor(id);
  const created = made && (record.attempt !== undefined || made.createdAt <= record.ended) ? made : undefined;
  const landed = (run: SimRun, at: number, from: number) => {
    const after = run.followups.slice(from);
    const until = after.findIndex((f) => !f.message.startsWith(REPAIR));
    const repairs = (until < 0 ? after : after.slice(0, until)).map((f, i) => ({
      run,
      index: from + i,
      at: f.at,
      message: f.message,
      mode: f.mode,
    }));
    const next = until < 0 ? undefined : after[until]!;
    return {
      run,
      at,
      next: next?.at ?? Infinity,
      nextIndex: next ? from + until : undefined,
      nextMessage: next?.message,
      repairs,
    };
  };
  // A re-run's work is its comment's last send, which the comment records: an attempt's that sent the request again
  // (the record of the first send gone: docs/behaviour.md, "Exactly once"), this one's or an earlier one's, as a
  // follow-up or as a run of its own (the run an earlier send went to never named, or its tracking comment deleted).
  if (record.attempt !== undefined && id !== undefined) {
    const sends = world
      .threadRuns()
      .flatMap((run) => [
        ...(world.madeFor(run, id) ? [{ run, at: run.createdAt, from: 0 }] : []),
        ...run.followups.flatMap((f, index) =>
          fromComment(f.message) === id ? [{ run, at: f.at, from: index + 1 }] : [],
        ),
      ])
      .sort((a, b) => a.at - b.at);
    const last = sends.at(-1);
    if (last) return landed(last.run, last.at, last.from);
  }
  if (created) return landed(created, created.createdAt, 0);
  for (const run of world.threadRuns()) {
    const index = run.followups.findIndex((f) =>
      id !== undefined
        ? fromComment(f.message) === id
        : f.at >= record.began &&
          (record.approves ? approvedByWorkflow(f) : sentAs(f.message, record.message)),
    );
    if (index >= 0 && (id !== undefined || record.message !== undefined || record.approves))
      return landed(run, run.followups[index]!.at, index + 1);
  }
  return undefined;
}

/** An approval the followup command sent: the action's approval message, from no comment. */
const approvedByWorkflow = (f: { message: string; mode?: string }) =>
  f.mode !== 'plan' && isApprovalMessage(f.message) && fromComment(f.message) === undefined;

/** Whether a follow-up's message is `message` as sent: itself, or with the result it asks for after it. */
const sentAs = (landed: string, message: string | undefined) =>
  message !== undefined && (landed === message || landed.startsWith(`${message}\n\n## Your result\n`));

/** The budget's line of a report that says the run went over its budget. */
export const OVER_BUDGET = /\*\*Budget:\*\* (?:stopped|went over) at /;
