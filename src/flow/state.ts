/** What the main step hands to the post step (GITHUB_STATE), saved as soon as it is known. */
import { getState, saveState } from '../host/action.ts';

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
} as const;

export function save(name: (typeof STATE)[keyof typeof STATE], value: string | number): void {
  saveState(name, String(value));
}

export function load(name: (typeof STATE)[keyof typeof STATE]): string {
  return getState(name);
}
