/**
 * The hidden marker at the end of a tracking comment. It finds the comment again and carries what a later step
 * needs (the run, the conversation, the trigger).
 *
 * Anyone can paste a marker, and every workflow of a repository comments as the same `github-actions[bot]`, so a
 * marker is only trusted when it is authenticated: it carries an HMAC-SHA256 of its state under a key derived from
 * the API key (see `MarkerKey`), and only the marker that ends the comment counts. Marker-looking text anywhere
 * else in a comment (an agent's answer that quotes one, say) is ignored.
 */
import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { RunItem } from '../client/index.ts';
import { creditsOf } from '../shared/runs.ts';
import { readReportOrigin, type ReportOrigin } from './origin.ts';
import { SEVERITIES, type ReviewResult, type Severity } from './review.ts';

export interface MarkerState {
  /** Version of this format: 2 is authenticated. Version 1 markers (no MAC) are no longer trusted. */
  v: 2;
  /** The trigger key of the run the comment tracks (see flow/origin.ts). */
  key: string;
  run?: string;
  conversation?: string;
  /** The run's last known state, so a later step can route without asking. */
  state?: string;
  /** The factory the run was dispatched to, if any. */
  factory?: string;
  /** The last triggering comment routed to the run (so a re-run of its job does not route it twice). */
  comment?: string;
  /**
   * The triggering comments routed to the run before `comment`, oldest first (at most ROUTED_MAX): a
   * re-run of an older comment's job, after later comments were routed, does not route its comment twice either.
   */
  routed?: string[];
  /** Which kind of comment `comment` is, for its reaction: an issue comment or a pull request review comment. */
  commentKind?: 'issue' | 'review';
  /**
   * A triggering comment whose request was on its way to `run` when the comment was written, with the run's
   * `updated_at` as read just before it was sent (`since`): written before the send, cleared by the first report
   * after it (which names the comment as `comment`). A re-run of a job cut short between the two tells by the run
   * whether its request landed (flow/report.ts sentBefore).
   */
  sending?: Sending;
  /** The report phase the comment was last written in (`final` once the run's outcome is shown). */
  phase?: string;
  /** When the run must have ended (ISO 8601): `timeout-minutes` counted from the run's start. */
  deadline?: string;
  /** Whether a run still going at `deadline` is cancelled (`cancel-on-abort`). */
  cancel?: boolean;
  /** The credits the step's work on the run may use (`max-credits`): a settle cancels a run over it. */
  budget?: number;
  /** The run's credits when the step's work began (a follow-up's), which `budget` counts from; none: 0. */
  baseline?: number;
  /**
   * The credits counted against `budget` before the service's count of the run went back (a reset, flow/credits.ts);
   * present: the count is taken from 0 since. None: it never went back.
   */
  kept?: number;
  /** The model the step that started the run asked for: every later report shows it as that step's did. */
  model?: string;
  /**
   * The run's credits (the service's count of its usage) when the comment was written, set anew by each write as
   * `seen` is: a budget's last read. A later count below it went back (a reset), and what the budget counted up to it
   * is kept (flow/credits.ts), even when no one saw the drop as it happened.
   */
  credits?: number;
  /**
   * The run's `updated_at` when the comment was written: what it shows is that version of the run. A run read later
   * with another `updated_at` has moved on (continued by a follow-up, blocked again with a new question).
   */
  seen?: string;
  /**
   * The report was written without what it could not read, a later read may: the run's conversation (the agent's
   * answer, its steps, and a result its final message may hold), or the run's new result file. A settle writes a final
   * report, or a question, again once it can read it (judging the result then). Set anew by each write, as `seen` is.
   */
  unread?: true;
  /**
   * Written in phase `sending` by a job that found the run without a tracking comment (deleted, or a factory's run
   * found by its ticket): no comment showed where the run stood when it was read, so a settle writes its report over
   * this one while the request has not landed (flow/settle.ts decide). Set only there; the next write drops it.
   */
  unshown?: true;
  /**
   * Where the run came from, as the step that started or continued it reported (see render/origin.ts): every later
   * writer of the comment (post step, settle, status) says the same.
   */
  origin?: ReportOrigin;
  /**
   * The run's current execution was asked for a plan (plan mode): who asked, who may approve it, the plan and pull
   * request artifacts the run had before it, so the plan it leaves is told from older ones, and the plan shown since
   * when (see flow/plan.ts). Cleared by an approval.
   */
  plan?: PlanMark;
  /**
   * The work was asked for a result that a JSON Schema describes (`output-schema`): the schema (or where it is), the
   * repairs it may still have, and what tells this execution's result file from an earlier one's (see
   * flow/result.ts). A settle validates the run's result with it once the step that asked is gone.
   */
  result?: ResultMark;
  /** The head a review reported on this comment was of (`command: review`): the next review starts from it. */
  reviewed?: string;
  /**
   * On a posted review (`command: review`): its verdict and the severity of each finding it raised, what its head's
   * check shows. A re-run finishes that check from them when the job that posted the review ended before the check did.
   */
  review?: ReviewMark;
  /**
   * The closing reaction (🚀 or 😕) the step that wrote this report could not give the comment that asked (GitHub
   * refused it): the next settle gives it, and writes the marker without it. Never carried to another report.
   */
  owes?: 'rocket' | 'confused';
}

/** See `MarkerState.review`. */
export interface ReviewMark {
  verdict: ReviewResult['verdict'];
  severities: Severity[];
}

/** See `MarkerState.result`. */
export interface ResultMark {
  /** The schema's digest (flow/output-schema.ts schemaDigest): what the schema settle uses must match. */
  digest: string;
  /** The schema itself, as compact JSON deflated (raw) in base64, when it is small; else `file`. */
  packed?: string;
  /** The path of the `output-schema-file` it was read from (in the workspace), when it is too large to carry. */
  file?: string;
  /** How many repair follow-ups the result may still get. */
  left: number;
  /**
   * The run's FILE artifacts (uids) when the work (or its last repair) was sent: a `result.json` among them is an
   * earlier execution's.
   */
  before: string[];
  /** Repair follow-ups sent so far. */
  sent?: number;
  /** The run's `updated_at` when the last repair was asked for: a run that has not moved since never got it. */
  asked?: string;
}

/** The most artifact uids a result mark records (a marker must stay small). */
export const RESULT_MARK_LIMIT = 100;

/** A marker's `result`, when it has the shape this action writes; a malformed optional part is dropped. */
function resultMark(value: unknown): ResultMark | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { digest, packed, file, left, before, sent, asked } = value as Record<string, unknown>;
  if (typeof digest !== 'string' || !/^[0-9a-f]{32}$/.test(digest)) return undefined;
  if (typeof left !== 'number' || !Number.isSafeInteger(left) || left < 0) return undefined;
  if (!Array.isArray(before) || !before.every((uid): uid is string => typeof uid === 'string'))
    return undefined;
  return {
    digest,
    ...(typeof packed === 'string' ? { packed } : {}),
    ...(typeof file === 'string' ? { file } : {}),
    left,
    before: before.slice(-RESULT_MARK_LIMIT),
    ...(typeof sent === 'number' && Number.isSafeInteger(sent) && sent > 0 ? { sent } : {}),
    ...(typeof asked === 'string' ? { asked } : {}),
  };
}

/** Who may approve a plan (`plan-approvers`): anyone admitted, or anyone admitted but the person who asked for it. */
export type PlanRule = 'allowed' | 'not-requester';
export const PLAN_RULES: readonly PlanRule[] = ['allowed', 'not-requester'];

/** See `MarkerState.plan`. */
export interface PlanMark {
  /** The login of the person who asked for the plan (an approver other than them, with `not-requester`). */
  by: string;
  /**
   * The keys of the run's `PLAN` and `PULL_REQUEST` artifacts when the plan was asked for (`plan:<uid>`,
   * `pr:<url>`); a plan whose text was read then carries its digest (`plan:<uid>#<digest>`), so the same artifact
   * edited into a new plan is told from the old one.
   */
  before: string[];
  /**
   * Who may approve it, as the step that asked for it said (`plan-approvers`), made stricter by any later step
   * (never looser). None in a marker written before the rule was recorded: the approving step's own applies.
   */
  rule?: PlanRule;
  /** The plan the comment shows as waiting, from the write that first showed it. */
  shown?: PlanShown;
  /**
   * Who asked for changes to the plan since `by` asked for it (logins, oldest first, without `by`): with
   * `not-requester` none of them approves it either, since each decided what it says. None: no one revised it.
   */
  revisedBy?: string[];
}

/** A plan as the tracking comment showed it: which one (artifact and text) and since when (GitHub's time). */
export interface PlanShown {
  /** The plan's artifact uid. */
  uid: string;
  /** The digest of its text (see flow/plan.ts planDigest); none when its text could not be read. */
  digest?: string;
  /**
   * When the write that first showed it happened, as GitHub answered that write (the comment's `updated_at`). An
   * approving comment written earlier approved something else. None until that write's answer is recorded.
   */
  at?: string;
  /**
   * The comment shows that the plan waits, but not its text: reading it from the service failed. It is not shown
   * until a write shows its text (see flow/plan.ts isShownPlan).
   */
  unread?: true;
}

/** The length of a plan's digest in a marker: 64 bits of SHA-256, in hex. */
export const PLAN_DIGEST_CHARS = 16;
const DIGEST = new RegExp(`^[0-9a-f]{${PLAN_DIGEST_CHARS}}$`);

/** A marker's `plan`, when it has the shape this action writes; a malformed optional part is dropped. */
function planMark(value: unknown): PlanMark | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { by, before, rule, shown, revisedBy } = value as Record<string, unknown>;
  if (typeof by !== 'string' || !Array.isArray(before)) return undefined;
  if (!before.every((uid): uid is string => typeof uid === 'string')) return undefined;
  const seen = planShown(shown);
  const revisers =
    Array.isArray(revisedBy) && revisedBy.every((login): login is string => typeof login === 'string')
      ? revisedBy.filter((login) => login !== '')
      : [];
  return {
    by,
    before,
    ...(PLAN_RULES.includes(rule as PlanRule) ? { rule: rule as PlanRule } : {}),
    ...(seen ? { shown: seen } : {}),
    ...(revisers.length > 0 ? { revisedBy: revisers } : {}),
  };
}

/** A marker's `plan.shown`, when it has the shape this action writes (a malformed digest or time is dropped). */
function planShown(value: unknown): PlanShown | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { uid, digest, at, unread } = value as Record<string, unknown>;
  if (typeof uid !== 'string' || uid === '') return undefined;
  return {
    uid,
    ...(typeof digest === 'string' && DIGEST.test(digest) ? { digest } : {}),
    ...(typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? { at } : {}),
    ...(unread === true ? { unread } : {}),
  };
}

/** What a marker records of the run it shows, which the next write sets anew; the rest is carried over. */
export type Shown = Pick<
  MarkerState,
  'run' | 'conversation' | 'state' | 'phase' | 'credits' | 'seen' | 'unread' | 'unshown'
>;
/**
 * What a marker carries from one write of a comment to the next: its key, deadline, cancel, budget, asking comment,
 * factory.
 */
export type Carried = Omit<MarkerState, 'v' | keyof Shown>;

/** What the next write of a comment carries over from the marker it last wrote (everything but what it shows). */
export function carried(last: MarkerState): Carried {
  const {
    v: _v,
    run: _r,
    conversation: _c,
    state: _s,
    phase: _p,
    credits: _credits,
    seen: _seen,
    unread: _unread,
    unshown: _unshown,
    owes: _owes,
    ...rest
  } = last;
  return rest;
}

/**
 * The marker of the next write of a comment: what the last marker carried (see `carried`), and the run as shown now
 * (`unread`: without its conversation, which could not be read). Every path that writes a tracking comment (the waiting
 * step, the post step, settle, status) builds it here, so none drops the deadline, the cancel choice, the asking
 * comment or the factory.
 */
export function nextMarker(
  last: Carried,
  run: {
    run_id: string;
    conversation_id?: string | undefined;
    state: string;
    updated_at?: string | undefined;
    request_usage?: RunItem['request_usage'];
  },
  phase: string,
  unread = false,
): MarkerState {
  const credits = creditsOf(run);
  return {
    v: 2,
    ...last,
    run: run.run_id,
    ...(run.conversation_id ? { conversation: run.conversation_id } : {}),
    state: run.state,
    phase,
    ...(credits !== undefined ? { credits } : {}),
    ...(run.updated_at ? { seen: run.updated_at } : {}),
    ...(unread ? { unread: true as const } : {}),
  };
}

/**
 * The secret markers are signed with: a key derived from the API key by the caller (`flow/marker-key.ts`), so the
 * API key itself never reaches the renderers. A `KeyObject` never prints its bytes.
 */
export type MarkerKey = KeyObject;

/** The text every marker starts with; untrusted text never carries it verbatim (see `untrusted` in format.ts). */
export const MARKER_PREFIX = 'cloud-agent-action:state';

const OPEN = `<!-- ${MARKER_PREFIX} `;
const CLOSE = ' -->';
/**
 * The most bytes of JSON a marker's state holds: room for a result's schema (at most 8,192 characters of it, see
 * flow/output-schema.ts) beside a plan's artifacts and the rest.
 */
export const MARKER_STATE_MAX_BYTES = 24_000;
/**
 * The payload (JSON) and its MAC (128 bits), both in lowercase hex: hex can never spell a GitHub token, a Bearer
 * value or an Authorization header, so the redaction every comment passes through never touches the marker.
 */
const BODY = new RegExp(`^([0-9a-f]{2,${2 * MARKER_STATE_MAX_BYTES}})\\.([0-9a-f]{32})$`);

function mac(payload: string, key: MarkerKey): Buffer {
  return createHmac('sha256', key).update(payload).digest().subarray(0, 16);
}

export function encodeMarker(state: MarkerState, key: MarkerKey): string {
  const payload = Buffer.from(JSON.stringify(state), 'utf8').toString('hex');
  return `${OPEN}${payload}.${mac(payload, key).toString('hex')}${CLOSE}`;
}

/** `body` with the marker that ends it replaced by one of `state` (appended to a body without one). */
export function remark(body: string, state: MarkerState, key: MarkerKey): string {
  const start = body.lastIndexOf(OPEN);
  return `${start < 0 ? body : body.slice(0, start)}${encodeMarker(state, key)}`;
}

/**
 * The state of the marker that ends `body` (trailing white space allowed), when its MAC verifies under `key`;
 * undefined for anything else: no marker, a marker elsewhere in the body, a forged or old (v1) marker.
 */
export function decodeMarker(body: string | null | undefined, key: MarkerKey): MarkerState | undefined {
  const text = body?.trimEnd();
  if (!text?.endsWith(CLOSE)) return undefined;
  const start = text.lastIndexOf(OPEN);
  if (start < 0) return undefined;
  const match = BODY.exec(text.slice(start + OPEN.length, text.length - CLOSE.length));
  if (!match) return undefined;
  const [, payload, given] = match as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(given, 'hex'), mac(payload, key))) return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, 'hex').toString('utf8')) as Partial<MarkerState>;
    if (value.v !== 2 || typeof value.key !== 'string') return undefined;
    return {
      v: 2,
      key: value.key,
      ...(typeof value.run === 'string' ? { run: value.run } : {}),
      ...(typeof value.conversation === 'string' ? { conversation: value.conversation } : {}),
      ...(typeof value.state === 'string' ? { state: value.state } : {}),
      ...(typeof value.factory === 'string' ? { factory: value.factory } : {}),
      ...(typeof value.comment === 'string' ? { comment: value.comment } : {}),
      ...(value.commentKind === 'issue' || value.commentKind === 'review'
        ? { commentKind: value.commentKind }
        : {}),
      ...routedMarkOf(value.routed),
      ...sendingMarkOf(value.sending),
      ...(typeof value.phase === 'string' ? { phase: value.phase } : {}),
      ...(typeof value.deadline === 'string' ? { deadline: value.deadline } : {}),
      ...(typeof value.cancel === 'boolean' ? { cancel: value.cancel } : {}),
      ...(isCredits(value.budget) && value.budget > 0 ? { budget: value.budget } : {}),
      ...(isCredits(value.baseline) ? { baseline: value.baseline } : {}),
      ...(isCredits(value.kept) ? { kept: value.kept } : {}),
      ...(typeof value.model === 'string' ? { model: value.model } : {}),
      ...(isCredits(value.credits) ? { credits: value.credits } : {}),
      ...(typeof value.seen === 'string' ? { seen: value.seen } : {}),
      ...(value.unread === true ? { unread: true as const } : {}),
      ...(value.unshown === true ? { unshown: true as const } : {}),
      ...originOf(value.origin),
      ...(planMark(value.plan) ? { plan: planMark(value.plan)! } : {}),
      ...(resultMark(value.result) ? { result: resultMark(value.result)! } : {}),
      ...(typeof value.reviewed === 'string' && /^[0-9a-f]{40}$/.test(value.reviewed)
        ? { reviewed: value.reviewed }
        : {}),
      ...(value.owes === 'rocket' || value.owes === 'confused' ? { owes: value.owes } : {}),
      ...reviewMarkOf(value.review),
    };
  } catch {
    return undefined;
  }
}

/** The most comments a marker lists as routed to its run before the last (MarkerState.routed). */
export const ROUTED_MAX = 50;

/** The comments routed before the last, when the marker lists them as ids (a malformed list is dropped, the rest kept). */
function routedMarkOf(value: unknown): { routed?: string[] } {
  if (!Array.isArray(value) || value.length === 0) return {};
  if (!value.every((id) => typeof id === 'string' && /^[0-9]{1,20}$/.test(id))) return {};
  return { routed: (value as string[]).slice(-ROUTED_MAX) };
}

/** A request on its way (MarkerState.sending): the asking comment, and the run's `updated_at` before the send. */
export interface Sending {
  comment: string;
  since: string;
  /** The run's credits as read then: a budget counts the request's work from them. */
  baseline?: number;
  /**
   * What the count of the request's work kept across a reset of the service's count that a reader saw after the record
   * (a settle: the request's new execution counted anew), counted from `baseline`; a re-run counts on from it, from 0.
   */
  kept?: number;
}

/** The marker's request on its way, when it has the shape of one (a malformed one is dropped, the rest kept). */
function sendingMarkOf(value: unknown): { sending?: Sending } {
  const sending = value as Partial<Sending> | null | undefined;
  if (typeof sending !== 'object' || sending === null) return {};
  const { comment, since, baseline, kept } = sending;
  if (typeof comment !== 'string' || typeof since !== 'string') return {};
  return {
    sending: {
      comment,
      since,
      ...(isCredits(baseline) ? { baseline } : {}),
      ...(isCredits(kept) ? { kept } : {}),
    },
  };
}

/** The review's mark, when it has the shape of one (a malformed one is dropped, the rest of the marker kept). */
function reviewMarkOf(value: unknown): { review?: ReviewMark } {
  const mark = value as Partial<ReviewMark> | null | undefined;
  if (typeof mark !== 'object' || mark === null) return {};
  if (mark.verdict !== 'correct' && mark.verdict !== 'needs-changes') return {};
  const { severities } = mark;
  if (!Array.isArray(severities) || !severities.every((s) => (SEVERITIES as readonly unknown[]).includes(s)))
    return {};
  return { review: { verdict: mark.verdict, severities: [...severities] } };
}

/** The marker's origin, when it has the shape of one (a malformed one is dropped, the rest of the marker kept). */
function originOf(value: unknown): { origin?: ReportOrigin } {
  const origin = readReportOrigin(value);
  return origin ? { origin } : {};
}

/** A number of credits as a marker keeps it: finite, not negative. */
const isCredits = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Whether `body` ends with a marker only this action (a holder of the API key) can have written. */
export function hasMarker(body: string | null | undefined, key: MarkerKey): boolean {
  return decodeMarker(body, key) !== undefined;
}
