/**
 * A run's budget while a step follows it (`max-credits`): every read of the run is counted against it, from the
 * baseline of this step's work (0 for a new run; for a follow-up, the run's credits when it was sent, else the first
 * read after). The step cancels a run over its budget once; where the service reports no usage while the run works
 * the budget cannot be enforced, and the report says so.
 */
import { ACTIVE_STATES, type RunItem } from '../client/index.ts';
import type { BudgetStatus, BudgetView } from '../render/budget.ts';
import { creditsOf, overBudget, spentSince } from './credits.ts';

/**
 * How long a cancel over budget keeps asking while the service refuses it for a run still being prepared (409): as
 * long as the post step does (POST_CANCEL_MS), confirmation included. A cancel not seen through by then is the post
 * step's to try again.
 */
export const BUDGET_CANCEL_MS = 20_000;

/** What a tracking comment's marker keeps of a budget, for a later settle: the budget and the baseline. */
export interface BudgetMark {
  budget: number | undefined;
  baseline: number | undefined;
}

export class BudgetWatch {
  readonly limit: number;
  /** Undefined: a follow-up whose baseline is not known yet (the run showed no usage when it was sent). */
  private base: number | undefined;
  /** Whether the run was seen at work (INPROGRESS), and whether a read of it at work showed usage. */
  private sawWork = false;
  private sawUsage = false;

  constructor(limit: number, baseline: number | undefined) {
    this.limit = limit;
    this.base = baseline;
  }

  /** The baseline as counted: a follow-up's unknown one counts as 0 until a read shows usage. */
  get baseline(): number {
    return this.base ?? 0;
  }

  /** Takes in one read of the run. */
  observe(run: RunItem): void {
    const total = creditsOf(run);
    if (this.base === undefined && total !== undefined) this.base = total;
    if (run.state === 'INPROGRESS') this.sawWork = true;
    if (total !== undefined && ACTIVE_STATES.has(run.state)) this.sawUsage = true;
  }

  /** The credits counted against the budget, as `run` shows them. */
  spent(run: Pick<RunItem, 'request_usage'>): number | undefined {
    return spentSince(run, this.baseline);
  }

  /** Whether `run` is over the budget. */
  over(run: Pick<RunItem, 'request_usage'>): boolean {
    return overBudget(this.spent(run), this.limit);
  }

  /** Seen at work and never with usage: the budget could not be held. */
  get unenforced(): boolean {
    return this.sawWork && !this.sawUsage;
  }

  /** What became of the budget by `run`, when the step did not stop it for it (`ended`: the step is done with it). */
  status(run: Pick<RunItem, 'request_usage'>, ended: boolean): BudgetStatus {
    if (ended && this.unenforced) return 'unenforced';
    return this.over(run) ? 'over' : 'within';
  }

  /** The report's view of the budget (`setting`: the host's words for it). */
  view(run: Pick<RunItem, 'request_usage'>, status: BudgetStatus, setting: string): BudgetView {
    return { limit: this.limit, spent: this.spent(run), baseline: this.baseline, setting, status };
  }

  /** What the marker keeps: the budget, and the baseline when there is one to count from. */
  mark(): BudgetMark {
    return {
      budget: this.limit,
      baseline: this.base === undefined || this.base === 0 ? undefined : this.base,
    };
  }
}
