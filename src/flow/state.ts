/** What the main step hands to the post step (the host's saved state), saved as soon as it is known. */
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
