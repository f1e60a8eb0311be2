/** What the main step hands to the post step (the host's saved state), saved as soon as it is known. */
import type { Carried } from '../render/marker.ts';
import type { StateStore } from './host.ts';

export const STATE = {
  isPost: 'isPost',
  runId: 'run_id',
  commentId: 'comment_id',
  threadNumber: 'thread_number',
  /** 'true' once the main step has finished with the run (ended, detached by design, or settled). */
  settled: 'settled',
  /** The origin key of the run, for the comment's marker. */
  key: 'trigger_key',
  /** The metadata pairs (JSON) the run is found by, for a post step that has no run id. */
  lookup: 'lookup',
  factory: 'factory',
  /** Set just before a run is created: a post step without a run id looks for a run made since then. */
  creatingSince: 'creating_since',
  /** 'true' when the main step asked to cancel its run over budget and did not see it stop: the post step cancels it. */
  mustCancel: 'must_cancel',
  /**
   * The marker's record of the result's repair (JSON), saved as it is set, just before the repair is sent: a post step
   * that writes the comment records it too, so that a settle never asks a second repair of a repair that went out.
   */
  repair: 'result_repair',
  /**
   * The approval claim the step made on a tracking comment (JSON, flow/claim.ts), saved until the step knows what
   * became of its approval: a post step that finds it takes the claim back when the approval never reached the run.
   */
  claim: 'approval_claim',
  /**
   * What the step's request to a stopped run asks of the work it starts (JSON, flow/unanswered.ts), saved just before
   * it is sent: a post step that finds the tracking comment still showing the run as it was before records it there,
   * so that a settle holds that work to what this request asked, not to what the one before it asked.
   */
  asked: 'request_asked',
  /**
   * The closing reaction the main step is giving the comment that asked for its work (JSON, ClosingRecord), saved just
   * before it is given and cleared once it was, or was recorded on the report as owed: a main step killed in between
   * (its final report written, which no settle writes again) leaves it to its post step, which gives it.
   */
  closing: 'closing_reaction',
} as const;

export type StateName = (typeof STATE)[keyof typeof STATE];

/** The step's saved state, by name. */
export class StepState {
  private readonly store: StateStore;
  constructor(store: StateStore) {
    this.store = store;
  }

  save(name: StateName, value: string | number): void {
    this.store.save(name, String(value));
  }

  load(name: StateName): string {
    return this.store.load(name);
  }
}

/**
 * Whether the main step left a run for the post step: one it did not finish with, or a create it did not see
 * answered (its run may exist).
 */
export function leftRun(state: StepState): boolean {
  if (state.load(STATE.settled) === 'true') return false;
  return Boolean(state.load(STATE.runId) || state.load(STATE.creatingSince));
}

/**
 * What a request sent to a stopped run asks of the work it starts (STATE.asked), saved with the run's hold just before
 * the request is sent (flow/unanswered.ts holdWhileSending) and cleared by the step's first write of the tracking
 * comment (flow/report.ts): a job cut short between the two leaves the comment's marker holding that work to what the
 * request before it asked, and its post step records this one on the comment (askedStillOwed, flow/claim.ts).
 */
export interface AskedRecord {
  /** The run, and its `updated_at` as read before the request was sent. */
  run: string;
  since: string;
  /** The marker's fields as the step's first report would have set them; undefined: cleared. */
  marker: Partial<Carried>;
}

/** Saves `record` for the post step; a field the request clears is saved as null, as JSON would drop it. */
export function saveAsked(state: StepState, record: AskedRecord): void {
  const marker = Object.entries(record.marker).map(([k, v]) => [k, v ?? null]);
  state.save(STATE.asked, JSON.stringify({ ...record, marker: Object.fromEntries(marker) }));
}

/** The fields of the JSON object saved as `name`; none when nothing was saved ('') or it is not JSON. */
export function savedRecord(state: StepState, name: StateName): Record<string, unknown> {
  try {
    return (JSON.parse(state.load(name)) ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The record of what the main step's last request to a stopped run asked, when one reads. */
export function askedLeft(state: StepState): AskedRecord | undefined {
  const { run, since, marker } = savedRecord(state, STATE.asked);
  const markerObject = marker && typeof marker === 'object' && !Array.isArray(marker);
  if (typeof run !== 'string' || typeof since !== 'string' || !markerObject) return undefined;
  const fields = Object.entries(marker).map(([k, v]) => [k, v === null ? undefined : v]);
  return { run, since, marker: Object.fromEntries(fields) as Partial<Carried> };
}

/** A closing reaction on its way to the comment that asked for the work (STATE.closing). */
export interface ClosingRecord {
  reaction: 'rocket' | 'confused';
  /** The asking comment: its thread, id and kind. */
  thread: number;
  comment: number;
  kind: 'issue_comment' | 'review_comment';
  /** Given by a re-run: it takes the place of the closing reaction an earlier attempt gave. */
  again: boolean;
}

/** The closing reaction the main step was giving when it ended, when one reads (see STATE.closing). */
export function closingLeft(state: StepState): ClosingRecord | undefined {
  const { reaction, thread, comment, kind, again } = savedRecord(state, STATE.closing);
  if (reaction !== 'rocket' && reaction !== 'confused') return undefined;
  if (kind !== 'issue_comment' && kind !== 'review_comment') return undefined;
  if (!Number.isSafeInteger(thread) || !Number.isSafeInteger(comment) || typeof again !== 'boolean')
    return undefined;
  return { reaction, thread: thread as number, comment: comment as number, kind, again };
}
