/**
 * Plan first, then approve. A run (or a follow-up) sent in plan mode should end with a `PLAN` artifact and change no
 * code; a person then approves it (a normal-mode follow-up that carries it out) or asks for changes (another
 * plan-mode follow-up). The service's answer is not taken on trust: a plan is waiting only when the execution that
 * was asked for one stopped with a plan it did not have before and no new pull request. Anything else means the
 * service did not plan (an older service without plan mode does the work at once), and nothing claims a plan.
 *
 * A plan is known by its artifact and its text (a digest): a revision may be a new artifact, or the same one edited.
 * An approval carries out the plan its approver saw, or nothing: the plan waiting now must be the one the tracking
 * comment showed before the approving comment was written (GitHub's times, both), and one approval per plan is
 * carried out (see flow/conversation.ts approvePlan).
 */
import { createHash } from 'node:crypto';
import { ApiError, type ArtifactItem, type CloudAgentClient, type RunItem } from '../client/index.ts';
import { hasStopped } from '../shared/runs.ts';
import { PLAN_DIGEST_CHARS, type PlanMark, type PlanRule, type PlanShown } from '../render/marker.ts';
import type { Conversation, ResolvedArtifact } from '../render/report.ts';
import { asksResult, isRepairMessage } from './result.ts';

/** What became of an execution that was asked for a plan. */
export type PlanState =
  /** Still at work. */
  | { kind: 'working' }
  /**
   * Stopped (succeeded, or waits for input) with a new plan and no new pull request: the plan waits for a person.
   * `plan` is its artifact uid, `digest` its text's (none when its text was not read).
   */
  | { kind: 'waiting'; plan: string; digest?: string }
  /** Stopped without planning: no new plan, or a new pull request (the service did the work instead). */
  | { kind: 'not-planned'; reason: 'no-plan' | 'pull-request' }
  /** Failed, errored or cancelled: reported as any run that did so. */
  | { kind: 'failed' };

/** The digests of plans' texts, by artifact uid (only the plans whose text was read). */
export type PlanTexts = ReadonlyMap<string, string>;

/** The most artifacts a plan mark records: a thread's run has a handful; a marker must stay small. */
export const PLAN_MARK_LIMIT = 100;

type Data = Record<string, unknown>;

/** A plan's text as the marker knows it: the first 64 bits of its SHA-256, in hex. */
export function planDigest(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, PLAN_DIGEST_CHARS);
}

/** The uid of a plan artifact; undefined for anything else. */
function planUid(item: ArtifactItem): string | undefined {
  const data = (typeof item.data === 'object' && item.data !== null ? item.data : {}) as Data;
  return item.artifact_type === 'PLAN' && typeof data.artifact_uid === 'string' && data.artifact_uid
    ? data.artifact_uid
    : undefined;
}

/** A plan's or pull request's identity among the run's artifacts (`plan:<uid>`, `pr:<url>`); others have none. */
function keyOf(item: ArtifactItem): string | undefined {
  const uid = planUid(item);
  if (uid) return `plan:${uid}`;
  const data = (typeof item.data === 'object' && item.data !== null ? item.data : {}) as Data;
  if (item.artifact_type === 'PULL_REQUEST' && typeof data.url === 'string' && data.url)
    return `pr:${data.url}`;
  return undefined;
}

const itemsOf = (run: RunItem): ArtifactItem[] =>
  Array.isArray(run.artifacts) ? (run.artifacts as ArtifactItem[]) : [];

/** The plan uids a run has, in the service's order (each once). */
function planUids(run: RunItem): string[] {
  return [...new Set(itemsOf(run).map(planUid))].filter((uid): uid is string => uid !== undefined);
}

const DIGEST_SUFFIX = new RegExp(`^(plan:.+)#([0-9a-f]{${PLAN_DIGEST_CHARS}})$`);

/** A mark's `before`: the keys, and the digest recorded for each plan whose text was known. */
function readBefore(before: readonly string[]): { keys: Set<string>; digests: Map<string, string> } {
  const keys = new Set<string>();
  const digests = new Map<string, string>();
  for (const entry of before) {
    const match = DIGEST_SUFFIX.exec(entry);
    if (!match) {
      keys.add(entry);
      continue;
    }
    const [, key, digest] = match as unknown as [string, string, string];
    keys.add(key);
    digests.set(key.slice('plan:'.length), digest);
  }
  return { keys, digests };
}

/**
 * The plans and pull requests a run has now: what a plan mark records as there before the plan was asked for. A
 * plan whose text is in `texts` carries its digest, so an edit of it in place shows as a new plan.
 */
export function planBefore(run: RunItem | undefined, texts?: PlanTexts): string[] {
  if (!run) return [];
  const keys = itemsOf(run)
    .map((item) => {
      const key = keyOf(item);
      const uid = planUid(item);
      const digest = uid ? texts?.get(uid) : undefined;
      return key && digest ? `${key}#${digest}` : key;
    })
    .filter((k): k is string => k !== undefined);
  return [...new Set(keys)].slice(-PLAN_MARK_LIMIT);
}

/**
 * The mark of a plan asked for by `by` on `run` as it is now (none yet for a run not created), with the rule of who
 * may approve it when the asking step has one.
 */
export function planMark(by: string, run: RunItem | undefined, rule?: PlanRule, texts?: PlanTexts): PlanMark {
  return { by, before: planBefore(run, texts), ...(rule ? { rule } : {}) };
}

/** The most people a plan mark records as having revised the plan (a marker must stay small). */
export const PLAN_REVISERS_LIMIT = 20;

/** Everyone who decided what the plan says: who asked for it and who asked for changes to it. */
export function requestersOf(mark: PlanMark): string[] {
  return [mark.by, ...(mark.revisedBy ?? [])];
}

/** Whether `login` asked for the plan or for a change to it (GitHub's logins ignore case). */
export function isRequester(mark: PlanMark, login: string): boolean {
  const who = login.toLowerCase();
  return requestersOf(mark).some((one) => one.toLowerCase() === who);
}

/**
 * Who has revised the plan once `author` asks for a change to it: the mark's revisers and `author`, once each, never
 * the asker; the newest PLAN_REVISERS_LIMIT kept.
 */
export function revisersAfter(mark: PlanMark, author: string): string[] {
  const others = (mark.revisedBy ?? []).filter((one) => one.toLowerCase() !== author.toLowerCase());
  const all = author.toLowerCase() === mark.by.toLowerCase() ? others : [...others, author];
  return all.slice(-PLAN_REVISERS_LIMIT);
}

/** The stricter of two rules of who may approve (`not-requester` over `allowed`); none when neither is given. */
export function stricterRule(a: PlanRule | undefined, b: PlanRule | undefined): PlanRule | undefined {
  if (a === 'not-requester' || b === 'not-requester') return 'not-requester';
  return a ?? b;
}

/** What became of the execution `mark` asked for a plan, as `run` shows it now (with the texts read of its plans). */
export function planStateOf(run: RunItem, mark: PlanMark, texts?: PlanTexts): PlanState {
  if (!hasStopped(run.state)) return { kind: 'working' };
  if (run.state !== 'SUCCEEDED' && run.state !== 'BLOCKED') return { kind: 'failed' };
  const before = readBefore(mark.before);
  const fresh = itemsOf(run).filter((item) => {
    const key = keyOf(item);
    if (key === undefined) return false;
    if (!before.keys.has(key)) return true;
    // The same plan artifact, its text edited since: a new plan.
    const uid = planUid(item);
    const was = uid ? before.digests.get(uid) : undefined;
    const now = uid ? texts?.get(uid) : undefined;
    return was !== undefined && now !== undefined && was !== now;
  });
  if (fresh.some((item) => item.artifact_type === 'PULL_REQUEST'))
    return { kind: 'not-planned', reason: 'pull-request' };
  const plan = fresh.findLast((item) => item.artifact_type === 'PLAN');
  if (!plan) return { kind: 'not-planned', reason: 'no-plan' };
  const uid = planUid(plan)!;
  const digest = texts?.get(uid);
  return { kind: 'waiting', plan: uid, ...(digest ? { digest } : {}) };
}

/**
 * Whether a run read without its thread's marker (the CLI's `approve <run-id>`) has a plan waiting: it stopped
 * (succeeded or waits for input) with a plan and no pull request. Without the marker the service's order of
 * artifacts would be the only clue to which came last, and nothing promises that order: a run with both is refused.
 * Whether that plan was carried out already is `alreadyCarriedOut`'s to say.
 */
export function planLeft(run: RunItem): PlanState {
  return planStateOf(run, { by: '', before: [] });
}

/** The digests of the plans among a report's artifacts whose text the service gave. */
export function planTextsOf(artifacts: readonly ResolvedArtifact[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const artifact of artifacts) {
    if (artifact.type === 'PLAN' && artifact.uid && artifact.content !== undefined)
      texts.set(artifact.uid, planDigest(artifact.content));
  }
  return texts;
}

/**
 * The digests of `run`'s plans, each read from the service (a plan's text is its artifact's). A plan that cannot be
 * read is logged and left out: it is then known by its artifact alone.
 */
export async function readPlanTexts(
  client: CloudAgentClient,
  run: RunItem,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const uid of planUids(run)) {
    try {
      const { data } = await client.artifacts.get(uid, { maxRetries: 1, ...(signal ? { signal } : {}) });
      const content = (typeof data === 'object' && data !== null ? data : {}) as Data;
      if (typeof content.content === 'string') texts.set(uid, planDigest(content.content));
      else log(`plan ${uid} has no text in the service's answer: it is known by its artifact alone`);
    } catch (err) {
      if (signal?.aborted) throw err;
      log(`could not read plan ${uid}: ${(err as Error).message}; it is known by its artifact alone`);
    }
  }
  return texts;
}

/**
 * Whether `shown` is the plan `waiting` (its artifact, and its text when both sides know it). A plan marked unread
 * was not shown: the comment said it waits, without its text.
 */
export function isShownPlan(
  shown: PlanShown | undefined,
  waiting: Extract<PlanState, { kind: 'waiting' }>,
): boolean {
  if (!shown || shown.unread || shown.uid !== waiting.plan) return false;
  return shown.digest === undefined || waiting.digest === undefined || shown.digest === waiting.digest;
}

/**
 * The mark a report that shows the plan `waiting` carries, and whether that write is the first to show it (a new
 * plan: its time is recorded from GitHub's answer to that write, and an earlier plan's approval claim is removed
 * first). A plan shown already keeps the time it was first shown (and gets its digest if it had none). A plan whose
 * text could not be read (`unread`: the service's answer failed, unlike one that gives no text) is not shown by the
 * report: it is marked as waiting unread, and the write that shows its text is the first to show it.
 */
export function markShowing(
  mark: PlanMark,
  waiting: Extract<PlanState, { kind: 'waiting' }>,
  unread = false,
): { mark: PlanMark; first: boolean } {
  const digest = waiting.digest ? { digest: waiting.digest } : {};
  if (isShownPlan(mark.shown, waiting)) {
    return { mark: { ...mark, shown: { ...mark.shown!, ...digest } }, first: false };
  }
  if (unread) return { mark: { ...mark, shown: { uid: waiting.plan, unread } }, first: false };
  return { mark: { ...mark, shown: { uid: waiting.plan, ...digest } }, first: true };
}

/** How the tracking comment stands, for an approval: its marker's phase, its last edit, whether it shows the run now. */
export interface ShownComment {
  /** The phase its marker records (`final`, `blocked`, ...). */
  phase: string | undefined;
  /** Its `updated_at` as GitHub answered when it was read. */
  updatedAt: string | undefined;
  /** Whether its marker records the run as the service has it now (`seen` is the run's `updated_at`). */
  current: boolean;
}

/**
 * Since when (GitHub's time) the plan `waiting` is shown on the tracking comment; undefined when the comment does not
 * show it. The write that first showed it, as its marker records; a marker that lost that time (its answer never
 * came) bounds it by the comment's last edit. A marker written before plans were recorded shows the plan when it
 * shows the run, stopped, as it is now: its last edit is then the bound.
 */
export function planShownSince(
  mark: PlanMark,
  waiting: Extract<PlanState, { kind: 'waiting' }>,
  comment: ShownComment,
): string | undefined {
  if (mark.shown) return isShownPlan(mark.shown, waiting) ? (mark.shown.at ?? comment.updatedAt) : undefined;
  const showsIt = (comment.phase === 'final' || comment.phase === 'blocked') && comment.current;
  return showsIt ? comment.updatedAt : undefined;
}

/**
 * Whether a comment written at `createdAt` approves the plan shown since `shownSince` (both GitHub's times): written
 * after it, strictly (GitHub's times are whole seconds: a comment of the same second may be older). An unreadable
 * time proves nothing: false.
 */
export function approvesShownPlan(createdAt: string | undefined, shownSince: string | undefined): boolean {
  const written = createdAt === undefined ? NaN : Date.parse(createdAt);
  const shown = shownSince === undefined ? NaN : Date.parse(shownSince);
  return !Number.isNaN(written) && !Number.isNaN(shown) && written > shown;
}

const APPROVAL_HEAD = 'carry out the plan you proposed last, as written.';

/** The follow-up that carries out the approved plan: what to do, who approved, and the words they added. */
export function approvalMessage(approver: string, words: string, where?: string): string {
  const head = `The plan is approved${approver ? ` by @${approver}` : ''}: ${APPROVAL_HEAD}`;
  const from = where ? `\n\n(From @${approver} on GitHub: ${where})` : '';
  return `${head}${words ? `\n\n${words}` : ''}${from}`;
}

/** Whether `text` is an approval this action sent (see `approvalMessage`). */
export function isApprovalMessage(text: string): boolean {
  return /^The plan is approved(?: by @[A-Za-z0-9][A-Za-z0-9-]*(?:\[bot\])?)?: /.test(text.trimStart())
    ? text.trimStart().includes(APPROVAL_HEAD)
    : false;
}

/** A request sent in a conversation: its text, and when the service says it was sent (its message's `timestamp`). */
interface SentRequest {
  text: string;
  at?: number;
}

/**
 * The requests a person (or this action) sent in `conversation`, in order: its user messages, but this action's
 * requests to repair a result, which ask for the same work again (a repair after an approval is still the approved
 * work).
 */
function requestsOf(conversation: Conversation): SentRequest[] {
  const requests: SentRequest[] = [];
  const walk = (steps: Conversation['steps']) => {
    for (const step of steps) {
      for (const message of step.messages) {
        if (message.role !== 'user') continue;
        const text = message.content
          .map((block) => (block.type === 'text' && typeof block.text === 'string' ? block.text : ''))
          .filter(Boolean)
          .join('\n');
        if (!text.trim() || isRepairMessage(text)) continue;
        const at = Date.parse(message.timestamp ?? '');
        requests.push({ text, ...(Number.isNaN(at) ? {} : { at }) });
      }
      walk(step.steps);
    }
  };
  walk(conversation.steps);
  return requests;
}

/** The text of the last request in `conversation` (see requestsOf). */
export function lastRequest(conversation: Conversation): string | undefined {
  return requestsOf(conversation).at(-1)?.text;
}

/**
 * When the plan `uid` the run shows waiting was made (none given: the newest plan new since `mark`), for telling an
 * approval sent since (see approvedIn): its artifact's `created_at`, when the plan is new since `mark` was made. A
 * plan the mark knew, edited in place since (a revision), keeps its artifact's date: an approval of its earlier text is
 * as old, and cannot be told from one of the new; none then.
 */
export function planMadeAt(run: RunItem, mark: PlanMark, uid?: string): number | undefined {
  const known = readBefore(mark.before).keys;
  const made = itemsOf(run)
    .filter((item) => {
      const plan = planUid(item);
      return plan !== undefined && !known.has(`plan:${plan}`) && (uid === undefined || plan === uid);
    })
    .map((item) => Date.parse(item.created_at ?? ''))
    .filter((at) => !Number.isNaN(at));
  return made.length ? Math.max(...made) : undefined;
}

/** A timeline event as read for telling executions apart. */
export interface ExecutionEvent {
  execution_id?: number;
  occurred_at?: string;
}

/**
 * Why the plan `run` left may not be approved again, as the service tells it without the thread's marker (the command
 * line's `approve`, `followup-mode: approve`); undefined when nothing says it was carried out. An execution that
 * started after the newest plan was made (service time against service time: the timeline's events and the
 * artifact's `created_at`), or a conversation whose last request is this action's approval, carried it out. When
 * neither the timeline nor the conversation can be read (`undefined`), nothing can be told, and nothing is sent.
 */
export function alreadyCarriedOut(
  run: RunItem,
  timeline: readonly ExecutionEvent[] | undefined,
  last: string | undefined,
): string | undefined {
  const approved = approvedLast(last);
  if (approved) return approved;
  if (timeline === undefined && last === undefined)
    return 'whether its plan was already carried out cannot be told: the service shows neither its timeline nor its conversation';
  const planned = itemsOf(run)
    .filter((item) => planUid(item) !== undefined)
    .map((item) => Date.parse(item.created_at ?? ''))
    .filter((at) => !Number.isNaN(at));
  if (!timeline || planned.length === 0) return undefined;
  const newestPlan = Math.max(...planned);
  const began = executionSince(timeline, newestPlan);
  return began !== undefined
    ? `its plan was already carried out: an execution began at ${new Date(began).toISOString()}, after its newest plan (${new Date(newestPlan).toISOString()})`
    : undefined;
}

/**
 * When the run's last execution began, as its `timeline` tells it (the earliest event of the highest execution id),
 * if that was after `madeAt`, when a plan was made (service time against service time): work sent since carried the
 * plan out. Undefined when it began before, or the timeline tells no execution apart.
 */
export function executionSince(timeline: readonly ExecutionEvent[], madeAt: number): number | undefined {
  let last: { id: number; began: number } | undefined;
  for (const event of timeline) {
    const at = Date.parse(event.occurred_at ?? '');
    const id = event.execution_id;
    if (!isExecutionId(id) || Number.isNaN(at)) continue;
    if (!last || id > last.id) last = { id, began: at };
    else if (id === last.id) last.began = Math.min(last.began, at);
  }
  return last && last.began > madeAt ? last.began : undefined;
}

/** An execution's id as the timeline gives it: a whole number (anything else tells no execution apart). */
function isExecutionId(id: unknown): id is number {
  return Number.isInteger(id);
}

/**
 * Whether the run whose conversation this is carried out its plan since: its last request is this action's approval
 * (the command line's `approve`, say, which no thread's marker records), or one was sent at or after `madeAt`, when
 * the plan was made (see planMadeAt; service time against service time): a request sent after the approval (another
 * `followup`, joining its work) does not make the plan wait again. Unread (undefined), it says nothing.
 */
export function approvedIn(conversation: Conversation | undefined, madeAt?: number): boolean {
  return conversation !== undefined && approvedSince(requestsOf(conversation), madeAt) !== undefined;
}

/**
 * Whether the run whose conversation this is was last sent work, by a follow-up, that asks for no result (its message
 * ends without the result's appendix; repairs aside): a result an earlier request asked for is not that work's. The
 * first request, the prompt as the service keeps it (a factory's foreman may have written it), is not read for this.
 * Unread (undefined), it says nothing.
 */
export function followedUpWithoutResult(conversation: Conversation | undefined): boolean {
  if (conversation === undefined) return false;
  const requests = requestsOf(conversation);
  return requests.length > 1 && !asksResult(requests.at(-1)!.text);
}

/** Why a conversation whose last request is `last` carried out its plan: that request is this action's approval. */
function approvedLast(last: string | undefined): string | undefined {
  return last !== undefined && isApprovalMessage(last)
    ? "its plan was already carried out: the conversation's last request is an approval of it"
    : undefined;
}

/**
 * Why a conversation of `requests` carried out the plan made at `madeAt`: its last request is this action's approval,
 * or one of its approvals was sent at or after `madeAt`.
 */
function approvedSince(requests: readonly SentRequest[], madeAt: number | undefined): string | undefined {
  const last = approvedLast(requests.at(-1)?.text);
  if (last || madeAt === undefined) return last;
  return requests.some((r) => (r.at ?? NaN) >= madeAt && isApprovalMessage(r.text))
    ? 'its plan was already carried out: an approval of it was sent since it was made'
    : undefined;
}

/** Options of a read an approval makes just before it is sent: retried twice, with the step's signal. */
function readOptions(signal: AbortSignal | undefined) {
  return { maxRetries: 2, ...(signal ? { signal } : {}) };
}

/** A refusal that says the service keeps none of this (404, 422): read as unknown, not as a failure. */
function keepsNone(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 404 || err.status === 422);
}

/**
 * Why the plan `run` left was carried out already, as its conversation shows it: its last request is this action's
 * approval, or one was sent since the plan was made (`madeAt`, see planMadeAt); undefined when it shows nothing of the
 * kind, or cannot be read. For an approval on the thread the tracking comment's record and claim are the guard, and
 * this a second one: a plan approved another way (the `followup` command, or an approval whose job was cut short before
 * the thread's record was written) is not carried out twice. The timeline is not asked: an execution begun since the
 * plan may be a revision in place, which the thread's record tells apart and the timeline cannot. Unread, it says
 * nothing: `warn` tells why (a service that keeps no conversation, 404 or 422, is not told of).
 */
export async function carriedOutAsShown(
  client: CloudAgentClient,
  run: RunItem,
  warn: (line: string) => void,
  signal?: AbortSignal,
  madeAt?: number,
): Promise<string | undefined> {
  try {
    return approvedSince(requestsOf(await client.runs.conversation(run.run_id, readOptions(signal))), madeAt);
  } catch (err) {
    if (signal?.aborted) throw err;
    if (!keepsNone(err))
      warn(
        `could not read whether the plan of run ${run.run_id} was carried out already (${(err as Error).message}); the tracking comment's record decides`,
      );
    return undefined;
  }
}

/** What a timeline answer tells of the run's executions: each event's execution id and time. */
export function executionEvents(answer: { events: readonly ExecutionEvent[] }): ExecutionEvent[] {
  return answer.events.map((event) => ({
    ...(event.execution_id !== undefined ? { execution_id: event.execution_id } : {}),
    ...(event.occurred_at !== undefined ? { occurred_at: event.occurred_at } : {}),
  }));
}

/**
 * What the service shows of a run's executions and last request, for `alreadyCarriedOut`: its timeline and its
 * conversation's last request, each undefined when it cannot be read (404 or 422: the service keeps none).
 */
export async function readExecutions(
  client: CloudAgentClient,
  run: RunItem,
  signal?: AbortSignal,
): Promise<{ timeline: ExecutionEvent[] | undefined; last: string | undefined }> {
  const options = readOptions(signal);
  const timeline = await client.runs.timeline(run.run_id, options).then(executionEvents, (err: unknown) => {
    if (keepsNone(err)) return undefined;
    throw err;
  });
  const last = await client.runs.conversation(run.run_id, options).then(
    (conversation) => lastRequest(conversation),
    (err: unknown) => {
      if (keepsNone(err)) return undefined;
      throw err;
    },
  );
  return { timeline, last };
}
