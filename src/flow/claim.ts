/**
 * The approval claim a step makes on a tracking comment (the token's 👍, ThreadComment.claim) is what keeps a plan
 * from being approved twice, so it stays while its approval may still reach the run. A step that claims saves a
 * record of the claim for its post step until it knows what became of the approval: sent, found to have reached the
 * run, or not sent and the claim taken back. A job cut short before it knew (cancelled while the approval was on its
 * way, or while the run was read again before sending) leaves that record: its post step reads the run, and takes the
 * claim back when the run has not moved since it was claimed (the approval never reached it), so that the plan can
 * still be approved on its thread. A step that knows it sent nothing (it failed or refused before the send) takes the
 * claim back itself, and marks the record `unsent` first: if GitHub fails that, the post step takes it back whatever
 * the run did. The record is saved once GitHub has answered the claim, never before, and names the claim's reaction: a
 * post step that took back a claim that was someone else's (made after this one was removed by a write whose answer
 * was lost) would free the plan for a second approval while the other is on its way.
 */
import type { RunItem } from '../client/index.ts';
import { hasStopped } from '../shared/runs.ts';
import type { FoundComment, ThreadComment } from './host.ts';
import { savedRecord, STATE, type AskedRecord, type StepState } from './state.ts';

/** What a post step needs to judge a claim left behind: where it is, and the run as it was when it was made. */
export interface ClaimRecord {
  /** The tracking comment the claim is on, and its thread. */
  comment: number;
  thread: number;
  /** The run whose plan it approves, and that run's `updated_at` as read before the claim. */
  run: string;
  since: string;
  /** The claim's reaction, as GitHub answered it: a post step takes back that one only, never a claim made since. */
  reaction?: number;
  /**
   * The step knows it sent no approval under the claim, and failed to take it back: its post step takes it back
   * whatever the run did since.
   */
  unsent?: true;
}

/**
 * Claims the approval of the plan `tracking` shows for `run` (as read before): `claimed` when this call made the
 * claim (then recorded for the post step), `taken` when another approval holds it.
 */
export async function claimApproval(
  step: { state: StepState; signal: AbortSignal },
  tracking: ThreadComment,
  run: RunItem,
): Promise<'claimed' | 'taken'> {
  const made = await tracking.claim(step.signal);
  if (made === 'claimed' && tracking.id !== undefined) {
    const record: ClaimRecord = {
      comment: tracking.id,
      thread: tracking.number,
      run: run.run_id,
      since: run.updated_at,
      ...(tracking.claimId !== undefined ? { reaction: tracking.claimId } : {}),
    };
    step.state.save(STATE.claim, JSON.stringify(record));
  }
  return made;
}

/** The step knows what became of its claim (it stays, or it was taken back): the post step leaves it be. */
export function claimDecided(step: { state: StepState }): void {
  if (step.state.load(STATE.claim)) step.state.save(STATE.claim, '');
}

/**
 * The step sent no approval under its claim, and sends none (it refused, or failed before the send): the claim is
 * taken back now. Its record says so first, so that when GitHub does not answer, or the job is cut short meanwhile,
 * the post step takes it back whatever the run did since; a step cut short already leaves it to the post step.
 */
export async function takeBackUnsent(
  step: { state: StepState; signal: AbortSignal; host: { log: { warning(line: string): void } } },
  tracking: ThreadComment,
): Promise<void> {
  const record = leftClaim(step.state);
  if (record) step.state.save(STATE.claim, JSON.stringify({ ...record, unsent: true }));
  if (step.signal.aborted) return;
  try {
    await tracking.unclaim(step.signal, record?.reaction);
    claimDecided(step);
  } catch (err) {
    step.host.log.warning(
      `could not remove the approval claim from the tracking comment: ${(err as Error).message}; the post step takes it back`,
    );
  }
}

/** The claim a main step left undecided, when its record reads as one. */
export function leftClaim(state: StepState): ClaimRecord | undefined {
  const { comment, thread, run, since, reaction, unsent } = savedRecord(state, STATE.claim);
  return Number.isSafeInteger(comment) &&
    Number.isSafeInteger(thread) &&
    typeof run === 'string' &&
    typeof since === 'string'
    ? {
        comment: comment as number,
        thread: thread as number,
        run,
        since,
        ...(Number.isSafeInteger(reaction) ? { reaction: reaction as number } : {}),
        ...(unsent === true ? { unsent } : {}),
      }
    : undefined;
}

/**
 * Whether a run read `now` moved on since it was read with `updated_at` `since`: it changed, or works. What every
 * approval asks of the run before and after its send: one that did not move took no approval meanwhile.
 */
export function movedOn(since: string, now: RunItem): boolean {
  return now.updated_at !== since || !hasStopped(now.state);
}

/**
 * Whether the approval a claim was made for never reached the run, as read now: it has not moved since the claim
 * (the same `updated_at`) and is still stopped. A run that moved may be carrying the plan out: its claim stays.
 */
export function neverReached(record: ClaimRecord, now: RunItem): boolean {
  return now.run_id === record.run && !movedOn(record.since, now);
}

/**
 * Whether a post step records `asked` (flow/state.ts) on the tracking comment `found`, for the run as read now: the
 * run moved since the request was sent (it may have taken it: one that did not move never did), and the comment still
 * shows the run as it was before it (no report of the work the request started was written, by its step or another).
 */
export function askedStillOwed(asked: AskedRecord, now: RunItem, found: FoundComment): boolean {
  if (asked.run !== now.run_id || found.state.run !== now.run_id || !movedOn(asked.since, now)) return false;
  return !(Date.parse(found.state.seen ?? '') > Date.parse(asked.since));
}
