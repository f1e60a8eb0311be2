/**
 * A filter the service was asked to apply is a hint, never a boundary: an older service that does not know a
 * parameter answers as if it had not been given (the newest runs of the whole team, every factory's scorers). Each
 * listing of the client checks every item it hands back against what its query asked for, one function per kind,
 * and counts the items that did not match (`unmatched`): a caller that sees any knows the service did not filter.
 *
 * An item without the field a filter is about does not match it: a run without metadata is not the run a metadata
 * filter asked for. Parameters no field of the item can confirm (`q`, `skill`, `ancestor_run_id`) are left to the
 * service.
 */
import type { Read } from './reads.ts';
import type { operations } from './schema.ts';

/** A run as the client reads it (reads.ts lists what a filter reads of it). */
type RunItem = Read<'RunItem'>;
type RunsQuery = NonNullable<operations['listRuns']['parameters']['query']>;
type ScorersQuery = NonNullable<operations['listScorers']['parameters']['query']>;

/** A page of a listing whose items were checked against its query: those that did not match are left out. */
export type Checked<P> = P & {
  /** How many items the service sent that the query rules out: more than 0 means the service did not filter. */
  unmatched: number;
};

/**
 * A page of runs checked against its query (`Checked`), and of the runs left out, how many the metadata asked for does
 * not match (`foreign`): more than 0 means the service did not filter by metadata. A run left out for its time or
 * state alone says nothing of that.
 */
export type CheckedRuns<P> = Checked<P> & { foreign: number };

/** A time of an answer as milliseconds, or NaN when it is not a readable time. */
function timeOf(value: unknown): number {
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/** Whether `value` (a time of the item) is at or after `bound`; an unreadable time never is. */
function atOrAfter(value: unknown, bound: string): boolean {
  const at = timeOf(value);
  return !Number.isNaN(at) && at >= Date.parse(bound);
}

function atOrBefore(value: unknown, bound: string): boolean {
  const at = timeOf(value);
  return !Number.isNaN(at) && at <= Date.parse(bound);
}

/** Whether a run is one the query of `GET /agent/runs` asks for, by every parameter a field of the run can confirm. */
export function runMatches(query: RunsQuery, run: RunItem): boolean {
  if (query.metadata) {
    const metadata = run.metadata;
    if (metadata === null || typeof metadata !== 'object') return false;
    for (const [key, value] of Object.entries(query.metadata)) {
      if (!Object.hasOwn(metadata, key) || metadata[key] !== value) return false;
    }
  }
  if (query.state !== undefined && query.state.length > 0 && !query.state.includes(run.state)) return false;
  if (query.source !== undefined && run.source !== query.source) return false;
  if (query.execution_location !== undefined && run.execution_location !== query.execution_location)
    return false;
  if (query.created_after !== undefined && !atOrAfter(run.created_at, query.created_after)) return false;
  if (query.created_before !== undefined && !atOrBefore(run.created_at, query.created_before)) return false;
  if (query.updated_after !== undefined && !atOrAfter(run.updated_at, query.updated_after)) return false;
  if (query.creator !== undefined && run.creator?.uid !== query.creator) return false;
  if (query.executor !== undefined && run.executor?.uid !== query.executor) return false;
  if (query.schedule_id !== undefined && run.schedule?.schedule_id !== query.schedule_id) return false;
  if (query.name !== undefined && run.agent_config?.name !== query.name) return false;
  if (query.model_id !== undefined && run.agent_config?.model_id !== query.model_id) return false;
  if (query.environment_id !== undefined) {
    const environment = run.agent_config?.environment_id;
    if (
      query.environment_id === 'empty-environment'
        ? Boolean(environment)
        : environment !== query.environment_id
    ) {
      return false;
    }
  }
  if (query.artifact_type !== undefined) {
    const artifacts = Array.isArray(run.artifacts) ? run.artifacts : [];
    if (!artifacts.some((artifact) => artifact?.artifact_type === query.artifact_type)) return false;
  }
  return true;
}

/** Whether a scorer is one the query of `GET /factory/scorers` asks for (its factory). */
export function scorerMatches(query: ScorersQuery, scorer: { factory_uid?: unknown }): boolean {
  return query.factory_uid === undefined || scorer.factory_uid === query.factory_uid;
}

/** Whether a reason is for one of the runs it was asked for. */
export function reasonMatches(runIds: ReadonlySet<string>, reason: { run_id?: unknown }): boolean {
  return typeof reason.run_id === 'string' && runIds.has(reason.run_id);
}

/** The items that match, and how many did not; each that did not is handed to `others` when given. */
export function keep<T>(
  items: readonly T[],
  matches: (item: T) => boolean,
  others?: (item: T) => void,
): { kept: T[]; unmatched: number } {
  const kept: T[] = [];
  for (const item of items) {
    if (matches(item)) kept.push(item);
    else others?.(item);
  }
  return { kept, unmatched: items.length - kept.length };
}
