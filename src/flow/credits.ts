/**
 * Credits, as every flow counts them: the one sum of a run's `request_usage` (shared/runs.ts, which the report's
 * Cost fact reads too, so a report and a budget never disagree), and what a budget (`max-credits`) counts of it.
 *
 * A budget counts what the run uses from its baseline (its credits when the step's work on it began). The service's
 * count may go back: a service that counts each execution of a run anew restarts it for a follow-up. A count that
 * goes back is a reset: what was counted until then is kept (`kept`), and the count after it is added from 0.
 */
import type { RunItem } from '../client/index.ts';
import { creditsOf } from '../shared/runs.ts';

export { creditsOf };

/** What a budget has counted of a run: where it began, and what it kept across a reset of the service's count. */
export interface Counted {
  /** The run's credits when this step's work began on it: 0 for a new run, the usage when a follow-up was sent. */
  baseline: number;
  /**
   * The credits counted before the service's count last went back; undefined while it never did. Once it did, the
   * count is taken from 0: the service counts anew.
   */
  kept?: number | undefined;
  /**
   * The service's count at the last read this count knows of (a tracking comment records the run's credits as it
   * showed them): a count below it went back since, and what was counted up to it is kept. Undefined: none known.
   */
  last?: number | undefined;
}

/** What an earlier attempt of a step counted of the same work, for a re-run's count to go on from (see Counted). */
export type CarriedCount = Pick<Counted, 'kept' | 'last'>;

/**
 * A drop in the service's count smaller than this is rounding, not a reset: a report shows credits to two decimals,
 * and a sum of decimals may come back a hair lower.
 */
export const RESET_TOLERANCE = 0.005;

/** Where the service's count is counted from now: the baseline, or 0 once it went back. */
export const countedFrom = (counted: Counted): number => (counted.kept === undefined ? counted.baseline : 0);

/**
 * The credits counted against a budget when the service's count is `total`: what was kept, and what `total` adds to
 * where the count is counted from. A `total` below that is a reset not seen as it happened (a settle reads the run
 * only now and then): what it used after the reset is at least `total`, and what it used before is not known, so
 * `total` is added to what was kept.
 */
export function spentAt(total: number, counted: Counted): number {
  const from = countedFrom(counted);
  const kept = counted.kept ?? 0;
  return total < from - RESET_TOLERANCE ? kept + total : kept + Math.max(0, total - from);
}

/**
 * The credits counted against a budget as `run` shows them, a drop below the last count known counted as a reset;
 * undefined while the run reports no usage.
 */
export function spentSince(run: Pick<RunItem, 'request_usage'>, counted: Counted): number | undefined {
  const total = creditsOf(run);
  return total === undefined ? undefined : spentAt(total, countOn(counted, counted.last, total).counted);
}

/** A reset of the service's count, as one read after another showed it. */
export interface Reset {
  /** The count before it (the last read, or where the count was counted from). */
  from: number;
  /** The count after it. */
  to: number;
  /** What the budget had counted until then, which is kept. */
  kept: number;
}

/**
 * The count once a read shows `total`, the last read of this stretch having shown `last` (undefined: none yet):
 * a drop below `last` (or below where the count is counted from) is a reset, and what was counted up to it is kept.
 */
export function countOn(
  counted: Counted,
  last: number | undefined,
  total: number,
): { counted: Counted; reset?: Reset } {
  const before = last ?? countedFrom(counted);
  if (!(total < before - RESET_TOLERANCE)) return { counted };
  const kept = spentAt(before, counted);
  return { counted: { baseline: counted.baseline, kept }, reset: { from: before, to: total, kept } };
}

/** Whether what was counted passes the budget: strictly more than it (a run at exactly its budget is within it). */
export function overBudget(spent: number | undefined, limit: number): boolean {
  return spent !== undefined && spent > limit;
}
