/**
 * A scorer's verdicts against the gate's baseline, as numbers: the types and the three rates the report
 * (render/gate-evidence.ts) and the command line's JUnit file share. Apart, so that the JUnit file's chunk of the
 * bundle holds these few lines, not a copy of the whole report.
 */

/** The baseline's counts of a scorer: the runs that passed and all it counts. */
export interface BaselineCounts {
  passed: number;
  total: number;
  /** The norm's: the scores of runs judged here that the service's counts held, taken out of them. */
  excluded?: number;
}

/** What the gate holds each scorer's verdicts against (`gate-baseline`), and where that came from. */
export type Baseline =
  | {
      kind: 'norm';
      windowDays: number;
      /** `gate-baseline: base` was asked for and could not be had: why (the end of a sentence). */
      fallback?: string;
    }
  | {
      kind: 'base';
      /** The base branch, its newest head whose gate passed, and that gate's check run. */
      branch: string;
      sha: string;
      checkUrl: string | undefined;
      /** How many runs that gate judged. */
      runs: number;
      /** Newer heads of the branch passed over, and why (a failing or unfinished gate is never the baseline). */
      skipped: { sha: string; why: string }[];
    };

/**
 * A scorer's verdicts here against the baseline. The pass rate here counts a run without a verdict (a judge's error,
 * none in time) as failed: a missing result never helps a change pass.
 */
export interface ScorerComparison {
  scorer: { id: number; name: string };
  /** The threshold the verdicts here were given at. */
  threshold: number;
  passed: number;
  failed: number;
  noVerdict: number;
  /** What the verdicts are held against; a string says why nothing is (shown as it is, after "not compared: "). */
  baseline: BaselineCounts | string;
  /** The most points the rate here may be below the baseline; undefined: the comparison fails nothing. */
  maxDropPoints: number | undefined;
}

/** The scorer's pass rate here (a fraction), or null without a verdict to count. */
export function rateHere(c: ScorerComparison): number | null {
  const total = c.passed + c.failed + c.noVerdict;
  return total ? c.passed / total : null;
}

/** The baseline's pass rate (a fraction); null: nothing counted there; undefined: no baseline. */
export function baselineRate(c: ScorerComparison): number | null | undefined {
  if (typeof c.baseline === 'string') return undefined;
  return c.baseline.total ? c.baseline.passed / c.baseline.total : null;
}

/**
 * The rate here minus the baseline's, in percentage points to one decimal (what the report shows, and what the
 * maximum is held against: a drop shown as exactly the maximum passes); undefined when either is unknown.
 */
export function deltaPoints(c: ScorerComparison): number | undefined {
  const rate = rateHere(c);
  const baseline = baselineRate(c);
  if (rate === null || baseline === null || baseline === undefined) return undefined;
  // Rounded by its size, then given its sign back: -7.25 and 7.25 round alike.
  const value = Math.round(Math.abs(rate - baseline) * 1000) / 10;
  return rate < baseline ? -value : value;
}
