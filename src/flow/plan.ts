/**
 * Plan first, then approve. A run (or a follow-up) sent in plan mode should end with a `PLAN` artifact and change no
 * code; a person then approves it (a normal-mode follow-up that carries it out) or asks for changes (another
 * plan-mode follow-up). The service's answer is not taken on trust: a plan is waiting only when the execution that
 * was asked for one stopped with a plan it did not have before and no new pull request. Anything else means the
 * service did not plan (an older service without plan mode does the work at once), and nothing claims a plan.
 */
import { hasStopped, type ArtifactItem, type RunItem } from '../client/index.ts';
import type { PlanMark } from '../render/marker.ts';

/** What became of an execution that was asked for a plan. */
export type PlanState =
  /** Still at work. */
  | { kind: 'working' }
  /** Stopped (succeeded, or waits for input) with a new plan and no new pull request: the plan waits for a person. */
  | { kind: 'waiting'; plan: string }
  /** Stopped without planning: no new plan, or a new pull request (the service did the work instead). */
  | { kind: 'not-planned'; reason: 'no-plan' | 'pull-request' }
  /** Failed, errored or cancelled: reported as any run that did so. */
  | { kind: 'failed' };

/** The most artifacts a plan mark records: a thread's run has a handful; a marker must stay small. */
export const PLAN_MARK_LIMIT = 100;

type Data = Record<string, unknown>;

/** A plan's or pull request's identity among the run's artifacts (`plan:<uid>`, `pr:<url>`); others have none. */
function keyOf(item: ArtifactItem): string | undefined {
  const data = (typeof item.data === 'object' && item.data !== null ? item.data : {}) as Data;
  if (item.artifact_type === 'PLAN' && typeof data.artifact_uid === 'string' && data.artifact_uid)
    return `plan:${data.artifact_uid}`;
  if (item.artifact_type === 'PULL_REQUEST' && typeof data.url === 'string' && data.url)
    return `pr:${data.url}`;
  return undefined;
}

const itemsOf = (run: RunItem): ArtifactItem[] =>
  Array.isArray(run.artifacts) ? (run.artifacts as ArtifactItem[]) : [];

/** The plans and pull requests a run has now: what a plan mark records as there before the plan was asked for. */
export function planBefore(run: RunItem | undefined): string[] {
  if (!run) return [];
  const keys = itemsOf(run)
    .map(keyOf)
    .filter((k): k is string => k !== undefined);
  return [...new Set(keys)].slice(-PLAN_MARK_LIMIT);
}

/** The mark of a plan asked for by `by` on `run` as it is now (none yet for a run not created). */
export function planMark(by: string, run: RunItem | undefined): PlanMark {
  return { by, before: planBefore(run) };
}

/** What became of the execution `mark` asked for a plan, as `run` shows it now. */
export function planStateOf(run: RunItem, mark: PlanMark): PlanState {
  if (!hasStopped(run.state)) return { kind: 'working' };
  if (run.state !== 'SUCCEEDED' && run.state !== 'BLOCKED') return { kind: 'failed' };
  const before = new Set(mark.before);
  const fresh = itemsOf(run).filter((item) => {
    const key = keyOf(item);
    return key !== undefined && !before.has(key);
  });
  if (fresh.some((item) => item.artifact_type === 'PULL_REQUEST'))
    return { kind: 'not-planned', reason: 'pull-request' };
  const plan = fresh.findLast((item) => item.artifact_type === 'PLAN');
  if (!plan) return { kind: 'not-planned', reason: 'no-plan' };
  return { kind: 'waiting', plan: keyOf(plan)!.slice('plan:'.length) };
}

/**
 * Whether a run read without its thread's marker (the CLI's `approve <run-id>`) has a plan waiting: it stopped
 * (succeeded or waits for input) with a plan and no pull request. Without the marker the service's order of
 * artifacts would be the only clue to which came last, and nothing promises that order: a run with both is refused.
 */
export function planLeft(run: RunItem): PlanState {
  return planStateOf(run, { by: '', before: [] });
}

/** The follow-up that carries out the approved plan: what to do, who approved, and the words they added. */
export function approvalMessage(approver: string, words: string, where?: string): string {
  const head = `The plan is approved${approver ? ` by @${approver}` : ''}: carry out the plan you proposed last, as written.`;
  const from = where ? `\n\n(From @${approver} on GitHub: ${where})` : '';
  return `${head}${words ? `\n\n${words}` : ''}${from}`;
}
