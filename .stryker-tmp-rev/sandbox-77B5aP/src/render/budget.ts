/**
 * A run's budget (`max-credits`) on its report: the Cost fact counts against it ("12.1 of 25 credits"), and one line
 * says what became of it when that is news (stopped at it, went over it, could not be enforced). Pure: data in,
 * markdown out; the numbers are the flows' (flow/budget.ts), the setting's name is the host's.
 */
import type { RunItem } from '../client/index.ts';
// The sum alone, not the client's entry: the command line's tables use it without loading the client.
import { creditsOf } from '../shared/runs.ts';
import { unreachable } from '../shared/unreachable.ts';

export type BudgetStatus =
  /** Within the budget so far (or at the end): the Cost fact says it. */
  | 'within'
  /** Went over it and was cancelled for it. */
  | 'stopped'
  /** Went over it and was not stopped for it (it ended first, or the service would not cancel it). */
  | 'over'
  /** The service reported no usage while the run worked: nothing to hold it to. */
  | 'unenforced';

export interface BudgetView {
  /** The budget, in credits. */
  limit: number;
  /** The credits counted against it (the run's usage less `baseline`); undefined while the service reports none. */
  spent: number | undefined;
  /** The run's credits when this step's work began on it (a follow-up's); 0 for a new run. */
  baseline: number;
  /** The service's count of the run's usage went back (it counts anew): what was counted before is kept. */
  reset: boolean;
  /** The setting in the host's words, e.g. "`max-credits: 25`" or "`--max-credits 25`". */
  setting: string;
  status: BudgetStatus;
}

/** Credits as the report shows them: at most two decimals, no trailing zeros. */
export const credits = (n: number): string => (Math.round(n * 100) / 100).toString();

/**
 * The credits the run has used in all, as the budget counts them: `baseline` and `spent` (the report's "in all", the
 * log's and the `credits` output); undefined while no usage is known. The service's own count is less once it went
 * back (`reset`).
 */
export const creditsInAll = (view: Pick<BudgetView, 'spent' | 'baseline'>): number | undefined =>
  view.spent === undefined ? undefined : view.baseline + view.spent;

/** What a reset of the service's count adds to the Cost fact. */
const RESET_NOTE = "the service's count restarted, and what it counted before is kept";

/**
 * The Cost fact against the budget: `12.1 of 25 credits`, and for a follow-up the credits in all
 * (`6 of 10 credits since the follow-up (36 in all)`); undefined while no usage is known.
 */
export function budgetCost(view: BudgetView): string | undefined {
  if (view.spent === undefined) return undefined;
  const counted = `${credits(view.spent)} of ${credits(view.limit)} credits`;
  const reset = view.reset ? `; ${RESET_NOTE}` : '';
  if (view.baseline > 0)
    return `${counted} since the follow-up (${credits(view.baseline + view.spent)} in all${reset})`;
  return view.reset ? `${counted} (${RESET_NOTE})` : counted;
}

/**
 * The credits counted against the budget in a log line, with the credits in all where they differ (a follow-up's):
 * `25.3 credits`, `11.5 credits since the follow-up (41.5 in all)`. The figures are the report's (budgetCost).
 */
export function spendText(view: Pick<BudgetView, 'spent' | 'baseline'>): string {
  const spent = view.spent ?? 0;
  if (!(view.baseline > 0)) return `${credits(spent)} credits`;
  return `${credits(spent)} credits since the follow-up (${credits(view.baseline + spent)} in all)`;
}

/** The line that says what became of the budget, when that is news (none while within it). */
export function budgetLine(view: BudgetView): string | undefined {
  const since =
    view.baseline > 0
      ? `; counted from the follow-up, when the run had used ${credits(view.baseline)} credits`
      : '';
  const at = view.spent === undefined ? undefined : credits(view.spent);
  switch (view.status) {
    case 'within':
      return undefined;
    case 'stopped':
      return `**Budget:** stopped at ${at ?? '?'} credits, budget ${credits(view.limit)} (${view.setting}${since}).`;
    case 'over':
      return `**Budget:** went over at ${at ?? '?'} credits, budget ${credits(view.limit)} (${view.setting}${since}).`;
    case 'unenforced': {
      const unheld = `**Budget:** ${view.setting} could not be enforced: the service reported no usage while the run worked`;
      if (at === undefined) return `${unheld}.`;
      if (view.spent! > view.limit)
        return `${unheld}; it went over at ${at} credits, budget ${credits(view.limit)}.`;
      return `${unheld} (it has used ${at} credits).`;
    }
    default:
      return unreachable(view.status);
  }
}

/** The credits the run has used (the report's Cost), at most two decimals; empty while the service reports none. */
export function creditsText(run: Pick<RunItem, 'request_usage'>): string {
  const used = creditsOf(run);
  return used === undefined ? '' : credits(used);
}
