/**
 * A run's credits: what the service lists as its usage in credits (`request_usage`: inference, compute and platform
 * cost), summed. The one sum the report's cost line, the weekly report and a budget read, so that the same run never
 * costs one figure here and another there. `request_usage` is read as a bag: only numbers count (an older service
 * lists inference and compute alone; a newer one more), anything else is left out.
 */
import type { RunItem } from '../client/index.ts';

/** The fields of `request_usage` that hold credits. */
export const CREDIT_FIELDS = ['inference_cost', 'compute_cost', 'platform_cost'] as const;

/** The sum of the run's usage in credits; undefined when the service lists none (not the same as 0 credits). */
export function creditsOf(run: Pick<RunItem, 'request_usage'>): number | undefined {
  const usage = run.request_usage as Record<string, unknown> | null | undefined;
  if (usage === null || typeof usage !== 'object') return undefined;
  let total: number | undefined;
  for (const field of CREDIT_FIELDS) {
    const value = usage[field];
    if (typeof value === 'number' && Number.isFinite(value)) total = (total ?? 0) + value;
  }
  return total;
}
