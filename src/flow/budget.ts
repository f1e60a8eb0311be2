/**
 * A run's budget while a step follows it (`max-credits`): every read of the run is counted against it, from the
 * baseline of this step's work (0 for a new run; for a follow-up, the run's credits when it was sent, else the first
 * read after). A read whose count went back is a reset of the service's count (flow/credits.ts): what was counted
 * is kept and the count goes on from 0. The step cancels a run over its budget once; where the service reports no
 * usage while the run works the budget cannot be enforced, and the report says so.
 */
import type { RunItem } from '../client/index.ts';
import { ACTIVE_STATES } from '../shared/runs.ts';
import type { BudgetStatus, BudgetView } from '../render/budget.ts';
import {
  countOn,
  creditsOf,
  overBudget,
  spentAt,
  type CarriedCount,
  type Counted,
  type Reset,
} from './credits.ts';

/** What a tracking comment's marker keeps of a budget, for a later settle: the budget, the baseline, what was kept. */
export interface BudgetMark {
  budget: number | undefined;
  baseline: number | undefined;
  kept: number | undefined;
}

export class BudgetWatch {
  readonly limit: number;
  /** Undefined: a follow-up whose baseline is not known yet (the run showed no usage when it was sent). */
  private base: number | undefined;
  /** What was kept across resets of the service's count (see flow/credits.ts); undefined while it never went back. */
  private kept: number | undefined;
  /** The service's count as last read (undefined: no read showed usage yet). */
  private last: number | undefined;
  /** Whether the run was seen at work (INPROGRESS), and whether a read of it at work showed usage. */
  private sawWork = false;
  private sawUsage = false;

  /**
   * `carried`: what an earlier attempt of the step counted of the same work, as the tracking comment records it (the
   * credits a reset kept, and the service's count as last shown): this step's count goes on from it.
   */
  constructor(limit: number, baseline: number | undefined, carried: CarriedCount = {}) {
    this.limit = limit;
    this.base = baseline;
    this.kept = carried.kept;
    this.last = carried.last;
  }

  /** The baseline as counted: a follow-up's unknown one counts as 0 until a read shows usage. */
  get baseline(): number {
    return this.base ?? 0;
  }

  private get counted(): Counted {
    return { baseline: this.baseline, kept: this.kept };
  }

  /**
   * Takes in one read of the run. Resolves the reset it showed, if the service's count went back: what was counted
   * until then is kept, and the count is taken from 0 on.
   */
  observe(run: RunItem): Reset | undefined {
    const total = creditsOf(run);
    if (run.state === 'INPROGRESS') this.sawWork = true;
    if (total === undefined) return undefined;
    if (ACTIVE_STATES.has(run.state)) this.sawUsage = true;
    // A follow-up whose baseline was not known: this read is it (the count goes on from there).
    if (this.base === undefined) {
      this.base = total;
      return undefined;
    }
    const next = countOn(this.counted, this.last, total);
    this.kept = next.counted.kept;
    this.last = total;
    return next.reset;
  }

  /**
   * The count as it stands once `run` is read (a drop it shows is counted as a reset), without taking it in, and the
   * credits it counts then; undefined while the run reports no usage.
   */
  private counting(run: Pick<RunItem, 'request_usage'>): { counted: Counted; spent: number } | undefined {
    const total = creditsOf(run);
    if (total === undefined) return undefined;
    const { counted } = countOn(this.counted, this.last, total);
    return { counted, spent: spentAt(total, counted) };
  }

  /** The credits counted against the budget, as `run` shows them. */
  spent(run: Pick<RunItem, 'request_usage'>): number | undefined {
    return this.counting(run)?.spent;
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
    const counting = this.counting(run);
    return {
      limit: this.limit,
      spent: counting?.spent,
      baseline: this.baseline,
      reset: (counting?.counted ?? this.counted).kept !== undefined,
      setting,
      status,
    };
  }

  /** What the marker keeps: the budget, the baseline when there is one to count from, and what a reset kept. */
  mark(): BudgetMark {
    return {
      budget: this.limit,
      baseline: this.base ? this.base : undefined,
      kept: this.kept,
    };
  }
}
