/**
 * Credits, as every flow counts them: the one sum of a run's `request_usage` (client/usage.ts, which the report's
 * Cost fact reads too, so a report and a budget never disagree), and what a budget (`max-credits`) counts of it.
 */
import { creditsOf, type RunItem } from '../client/index.ts';

export { creditsOf };

/**
 * The credits counted against a budget: what the run has used beyond `baseline` (its credits when this step's work
 * began on it: 0 for a new run, the usage when a follow-up was sent); never below 0; undefined while the run reports
 * no usage.
 */
export function spentSince(run: Pick<RunItem, 'request_usage'>, baseline: number): number | undefined {
  const total = creditsOf(run);
  return total === undefined ? undefined : Math.max(0, total - baseline);
}

/** Whether what was counted passes the budget: strictly more than it (a run at exactly its budget is within it). */
export function overBudget(spent: number | undefined, limit: number): boolean {
  return spent !== undefined && spent > limit;
}
