/**
 * The gate's evidence beside its verdict, pure (data in, markdown out): a table per scorer (its pass rate here, its
 * verdicts, the change in points against the baseline the gate chose: the norm or the base branch), the benchmark
 * cases with how many of their attempts passed, and the regressed runs named, worst first, capped with a count of the
 * rest. src/render/gate.ts puts them in the report.
 */
import type { GateRow, GateSummary } from './gate.ts';
import { groupDigits, inline, safeUrl } from './format.ts';

/** Float noise (e.g. a minimum computed as 0.1 + 0.2) must not fail a gate that is met exactly. */
export const EPSILON = 1e-9;

/** A fraction as a percentage with at most one decimal; never rounds up to 100 or down to 0. */
export function percentNumber(fraction: number): number {
  const p = Math.round(fraction * 1000) / 10;
  if (p >= 100 && fraction < 1) return 99.9;
  if (p <= 0 && fraction > 0) return 0.1;
  return p;
}

export const percent = (fraction: number) => `${percentNumber(fraction)}%`;

/** A number as the report shows scores and thresholds: two decimals, a dash for none. */
export const decimal = (n: number | null) => (n === null || !Number.isFinite(n) ? '—' : n.toFixed(2));

/** "1 run", "12 runs", with digits grouped. */
export const count = (n: number, one: string, many: string) => `${groupDigits(n)} ${n === 1 ? one : many}`;

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** "over the last 30 days", "over the last day". */
export const overWindow = (days: number) =>
  days === 1 ? 'over the last day' : `over the last ${groupDigits(days)} days`;

/** A signed number of points with the real minus sign (U+2212), "+" above and "±" for none. */
export function signedPoints(delta: number): string {
  const sign = delta < 0 ? '\u2212' : delta > 0 ? '+' : '±';
  return `${sign}${points(Math.abs(delta))}`;
}

/** A commit as the report names it: its first 7 characters. */
export const shortSha = (sha: string) => sha.slice(0, 7);

/* ------------------------------------------------------------------------------------------------ scorers */

export {
  baselineRate,
  deltaPoints,
  rateHere,
  type Baseline,
  type BaselineCounts,
  type ScorerComparison,
} from './gate-rates.ts';
import { baselineRate, deltaPoints, rateHere, type Baseline, type ScorerComparison } from './gate-rates.ts';

/** The rate here is more than `maxDropPoints` below the baseline: it fails the gate. */
export function belowBaseline(c: ScorerComparison): boolean {
  const delta = deltaPoints(c);
  return c.maxDropPoints !== undefined && delta !== undefined && -delta > c.maxDropPoints + EPSILON;
}

/** The worst scorer's change against the baseline (the `delta-points` output); undefined when none was compared. */
export function worstDelta(scorers: readonly ScorerComparison[]): number | undefined {
  const deltas = scorers.map(deltaPoints).filter((d): d is number => d !== undefined);
  return deltas.length ? Math.min(...deltas) : undefined;
}

/** Where the baseline is, after "its 80% ": "over the last 30 days", "on main at 1a2b3c4". */
function baselineWhere(baseline: Baseline): string {
  return baseline.kind === 'norm'
    ? overWindow(baseline.windowDays)
    : `on ${baseline.branch} at ${shortSha(baseline.sha)}`;
}

/** What a scorer is below, in a title: "the norm", "the base branch". */
export const baselineName = (baseline: Baseline | undefined) =>
  baseline?.kind === 'base' ? 'the base branch' : 'the norm';

/**
 * Why a scorer fails the gate against the baseline: "scorer X: 72% is 8 points below its 80% over the last 30 days
 * (max-drop-points 5)". `name` is the scorer's name as the place shows it.
 */
export function belowText(c: ScorerComparison, baseline: Baseline, name = c.scorer.name): string {
  return `scorer ${name}: ${percent(rateHere(c)!)} is ${points(-deltaPoints(c)!)} below its ${percent(baselineRate(c)!)} ${baselineWhere(baseline)} (max-drop-points ${c.maxDropPoints})`;
}

/** The baseline cell of a scorer: its rate and which runs it counts, or why there is none. */
function baselineCell(c: ScorerComparison, baseline: Baseline): string {
  if (typeof c.baseline === 'string') return `not compared: ${c.baseline}`;
  const { passed, total, excluded } = c.baseline;
  if (baseline.kind === 'norm') {
    const at = `at threshold ${decimal(c.threshold)}`;
    const left = excluded ? `, not counting the ${groupDigits(excluded)} judged here` : '';
    if (!total)
      return `no other run scored ${at}${excluded ? ` but the ${groupDigits(excluded)} judged here` : ''}`;
    return `${percent(passed / total)}: ${groupDigits(passed)} of ${count(total, 'run', 'runs')} scored ${at}${left}`;
  }
  if (!total) return `none of the ${count(baseline.runs, 'run', 'runs')} judged there had this scorer`;
  return `${percent(passed / total)}: ${groupDigits(passed)} of ${count(total, 'run', 'runs')}`;
}

/** The lead of the table: which baseline, what it counts, and what fails the gate. */
function baselineLead(baseline: Baseline, maxDropPoints: number | undefined): string {
  const rule =
    maxDropPoints === undefined
      ? 'shown only: no `max-drop-points`'
      : `\`max-drop-points\` ${maxDropPoints}: a scorer more points below it fails the gate`;
  if (baseline.kind === 'norm') {
    const norm = `Baseline: the norm, each scorer's pass rate ${overWindow(baseline.windowDays)} as the service counts it, at the scorer's own threshold, less the runs judged here (${rule}).`;
    // Its words hold a branch's name and GitHub's answers: shown as text.
    return baseline.fallback ? `${norm} Not the base branch: ${inline(baseline.fallback, 1000)}.` : norm;
  }
  const check = safeUrl(baseline.checkUrl);
  const where = `${inline(baseline.branch, 100)} at \`${shortSha(baseline.sha)}\``;
  const skipped = baseline.skipped.length
    ? ` Newer heads passed over: ${baseline.skipped.map((s) => `\`${shortSha(s.sha)}\` (${s.why})`).join(', ')}.`
    : '';
  return `Baseline: the ${count(baseline.runs, 'run', 'runs')} the gate judged on ${where}${check ? ` ([its check](${check}))` : ''}, the newest head of ${inline(baseline.branch, 100)} whose gate passed (${rule}).${skipped}`;
}

/**
 * The table per scorer (pass rate here, passed, failed, no verdict, the baseline, the change), its lead, and the
 * scorers that fail the gate against the baseline.
 */
export function scorerBlock(summary: Pick<GateSummary, 'scorers' | 'baseline'>): string {
  const { scorers, baseline } = summary;
  if (!scorers?.length || !baseline) return '';
  const rows = scorers.map((c) => {
    const rate = rateHere(c);
    const delta = deltaPoints(c);
    return `| ${belowBaseline(c) ? '❌ ' : ''}${inline(c.scorer.name, 80)} | ${rate === null ? '—' : percent(rate)} | ${groupDigits(c.passed)} | ${groupDigits(c.failed)} | ${groupDigits(c.noVerdict)} | ${baselineCell(c, baseline)} | ${delta === undefined ? '—' : signedPoints(delta)} |`;
  });
  const table = [
    '| Scorer | Pass rate | Passed | Failed | No verdict | Baseline | Change |',
    '|---|--:|--:|--:|--:|---|--:|',
    ...rows,
  ].join('\n');
  // The branch's name as text, in the line that names what fails the gate too.
  const shown = baseline.kind === 'base' ? { ...baseline, branch: inline(baseline.branch, 100) } : baseline;
  const below = scorers.filter(belowBaseline).map((c) => belowText(c, shown, inline(c.scorer.name, 80)));
  return [
    `${baselineLead(baseline, scorers[0]!.maxDropPoints)} A run without a verdict counts as failed.`,
    table,
    below.length ? `Below ${baselineName(baseline)}, so the gate fails: ${below.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/* ------------------------------------------------------------------------------------------------ cases */

/** A benchmark case: how many of its attempts passed, ran and were asked for. */
export interface CaseLine {
  name: string;
  passed: number;
  /** Attempts that ran to their end and were judged (the others were not started, or were cancelled). */
  ran: number;
  repeat: number;
  minPass: number;
}

export interface CasesSummary {
  passed: number;
  total: number;
  list: CaseLine[];
}

export const casePassed = (c: CaseLine) => c.passed >= c.minPass;

/** "at least 2 of 3 attempts", or how each case counts when they differ. */
export function attemptsRule(list: readonly CaseLine[]): string {
  const [first] = list;
  if (!first) return 'no cases';
  const same = list.every((c) => c.repeat === first.repeat && c.minPass === first.minPass);
  if (!same) return 'each at the attempts its case asks';
  return `at least ${first.minPass} of ${count(first.repeat, 'attempt', 'attempts')}`;
}

/**
 * The cases and how many of their attempts passed, each "k of n attempts", in at most `maxChars` characters: the
 * cases that do not fit are counted.
 */
export function casesBlock(cases: CasesSummary | undefined, maxChars = Infinity): string {
  if (!cases?.list.length) return '';
  const lead = `#### Cases: ${groupDigits(cases.passed)} of ${groupDigits(cases.total)} passed (${attemptsRule(cases.list)})`;
  const header = '| Case | Attempts | Outcome |\n|---|---|---|';
  // The lead, the header, the note of the cases left out: room for the rows is what is left.
  let room = maxChars - lead.length - header.length - 120;
  const rows: string[] = [];
  for (const c of cases.list) {
    const notRun = c.repeat - c.ran;
    const attempts = `${groupDigits(c.passed)} of ${count(c.repeat, 'attempt', 'attempts')} passed${notRun ? `; ${groupDigits(notRun)} not run` : ''}`;
    const outcome = casePassed(c) ? '✅ passed' : `❌ failed: ${count(c.minPass, 'pass', 'passes')} needed`;
    const row = `| ${inline(c.name, 150)} | ${attempts} | ${outcome} |`;
    if (row.length + 1 > room) break;
    room -= row.length + 1;
    rows.push(row);
  }
  const left = cases.list.length - rows.length;
  return [
    lead,
    [header, ...rows].join('\n'),
    left ? `_… and ${count(left, 'more case', 'more cases')} left out: the summary is full._` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/* ------------------------------------------------------------------------------------------------ regressed */

/** At most this many runs are named under "Regressed runs"; the rest are counted. */
export const REGRESSED_SHOWN = 20;
/** At most this many failed judgements are kept for the `regressions` output (the worst). */
export const REGRESSIONS_KEPT = 1000;

/** How far below its threshold a row is: the worst first (a row without a score is the worst). */
const shortfall = (row: GateRow) => (row.score === null ? -Infinity : row.score - row.threshold);

/**
 * The rows the regressed runs are named from, as they come, in a memory that does not grow with them: the worst
 * `kept` failed judgements (worst first, ties in the order they came) and the first `shown` rows without a verdict,
 * with the counts of all. A row is kept as the object given: a reason written into it later is what is shown.
 */
export class Regressions {
  private readonly failedRows: { row: GateRow; index: number }[] = [];
  private readonly noVerdictRows: GateRow[] = [];
  failedTotal = 0;
  noVerdictTotal = 0;
  private added = 0;
  private readonly kept: number;
  private readonly shown: number;

  constructor(kept = REGRESSIONS_KEPT, shown = REGRESSED_SHOWN) {
    this.kept = kept;
    this.shown = shown;
  }

  add(row: GateRow): void {
    const index = this.added++;
    if (row.verdict === 'fail') {
      this.failedTotal++;
      const list = this.failedRows;
      // Where it goes among the worst kept: after every row as bad or worse.
      let at = list.length;
      while (at > 0 && shortfall(list[at - 1]!.row) > shortfall(row)) at--;
      if (at >= this.kept) return;
      list.splice(at, 0, { row, index });
      if (list.length > this.kept) list.pop();
    } else if (row.verdict === 'error' || row.verdict === 'pending') {
      this.noVerdictTotal++;
      if (this.noVerdictRows.length < this.shown) this.noVerdictRows.push(row);
    }
  }

  /** The failed judgements kept, worst first. */
  failed(): GateRow[] {
    return this.failedRows.map((f) => f.row);
  }

  /** The rows without a verdict kept, in the order they came. */
  noVerdict(): GateRow[] {
    return this.noVerdictRows;
  }

  /** Every row kept (for their reasons). */
  rows(): GateRow[] {
    return [...this.failed(), ...this.noVerdict()];
  }
}

/** The first line of a judge's reason, as a line of the list shows it. */
export function firstLine(reason: string | null | undefined): string | undefined {
  const line = reason
    ?.split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== '');
  return line === undefined ? undefined : line;
}

/** The links of a row: its run's session and its scoring. */
function links(row: GateRow): string {
  const session = safeUrl(row.link);
  const scoring = safeUrl(row.scoringLink);
  return [session ? `[session](${session})` : '', scoring ? `[scoring](${scoring})` : '']
    .filter(Boolean)
    .join(' · ');
}

/** A run's title as a list names it (its id when it has none). */
const titleOf = (row: GateRow) => `**${inline(row.title.trim() ? row.title : row.runId, 150)}**`;

function failedItem(row: GateRow): string {
  const reason = firstLine(row.reason);
  return [
    titleOf(row),
    inline(row.scorer.name, 80),
    `score ${decimal(row.score)} against threshold ${decimal(row.threshold)}`,
    ...(reason ? [inline(reason, 200)] : []),
    links(row),
  ]
    .filter(Boolean)
    .join(' · ');
}

function noVerdictItem(row: GateRow): string {
  const why =
    row.verdict === 'error'
      ? "no verdict: the judge's attempt failed"
      : 'no verdict within the score timeout';
  return [titleOf(row), inline(row.scorer.name, 80), why, links(row)].filter(Boolean).join(' · ');
}

/**
 * "Regressed runs": the failed judgements worst first (title, scorer, score against threshold, the first line of the
 * judge's reason, links to the run's session and its scoring), then the cases that passed only some of their
 * attempts, then the runs without a verdict; at most `shown` in all, the rest counted.
 */
export function regressedBlock(
  regressions: Regressions | undefined,
  cases: CasesSummary | undefined,
  shown = REGRESSED_SHOWN,
): string {
  const partial = (cases?.list ?? []).filter((c) => c.passed > 0 && c.passed < c.ran);
  const failed = regressions?.failed() ?? [];
  const failedTotal = regressions?.failedTotal ?? 0;
  const noVerdictTotal = regressions?.noVerdictTotal ?? 0;
  if (!failedTotal && !partial.length && !noVerdictTotal) return '';
  const items: string[] = [];
  let room = shown;
  const take = <T>(list: readonly T[], item: (t: T) => string) => {
    const some = list.slice(0, Math.max(0, room));
    room -= some.length;
    items.push(...some.map((t) => `- ${item(t)}`));
    return some.length;
  };
  const failedShown = take(failed, failedItem);
  const partialShown = take(
    partial,
    (c) =>
      `**${inline(c.name, 150)}** passed ${groupDigits(c.passed)} of ${count(c.ran, 'attempt', 'attempts')} (${count(c.minPass, 'pass', 'passes')} needed)`,
  );
  const noVerdictShown = take(regressions?.noVerdict() ?? [], noVerdictItem);
  const left = [
    [failedTotal - failedShown, 'regressed'],
    [partial.length - partialShown, 'partly passed'],
    [noVerdictTotal - noVerdictShown, 'without a verdict'],
  ].filter(([n]) => (n as number) > 0) as [number, string][];
  const total = left.reduce((n, [k]) => n + k, 0);
  const rest = total
    ? `_… and ${groupDigits(total)} more not listed (${left.map(([n, what]) => `${groupDigits(n)} ${what}`).join(', ')}): every judgement is in the \`results\` output._`
    : '';
  return [
    '#### Regressed runs',
    'Worst first: the failed judgements, then the cases that passed only some of their attempts, then the runs without a verdict.',
    items.join('\n'),
    rest,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The `regressions` output's entry of a failed judgement. */
export function regressionOf(row: GateRow) {
  return {
    run_id: row.runId,
    title: row.title,
    scorer_id: row.scorer.id,
    scorer: row.scorer.name,
    score: row.score,
    threshold: row.threshold,
    reason: firstLine(row.reason) ?? null,
    session_link: row.link ?? null,
    scoring_run_id: row.scoringRunId ?? null,
    ...(row.scoringLink ? { scoring_link: row.scoringLink } : {}),
  };
}

/* ------------------------------------------------------------------------------------------------ merge queue */

/** A pull request's last verdict, as a merge group's check carries it over. */
export interface CarriedVerdict {
  number: number;
  sha: string;
  /** Its newest gate check's status and conclusion; no status: no gate check on its head. */
  status: string | undefined;
  conclusion: string | null;
  url: string | undefined;
  /** How many checks of its name other GitHub Apps wrote on its head: passed over. */
  otherApps?: number;
}

/** The words of a carried verdict. */
function carriedText(v: CarriedVerdict): string {
  if (v.status === undefined) return '❌ no gate check on its head';
  if (v.status !== 'completed') return '⏳ its gate has not finished';
  if (v.conclusion === 'success') return '✅ passed';
  if (v.conclusion === 'neutral') return '⚪ nothing to judge (counts as passed)';
  if (v.conclusion === 'failure') return '❌ failed';
  return `❌ ${inline(v.conclusion ?? 'no conclusion', 40)}`;
}

/** A merge group's check: each pull request's last verdict, carried over. */
export function mergeGroupReport(input: {
  conclusion: 'success' | 'failure';
  title: string;
  verdicts: readonly CarriedVerdict[];
  failing: readonly string[];
  checkName: string;
}): string {
  const icon = input.conclusion === 'success' ? '✅' : '❌';
  const rows = input.verdicts.map((v) => {
    const check = safeUrl(v.url);
    return `| #${v.number} | \`${shortSha(v.sha)}\` | ${carriedText(v)}${check ? ` ([check](${check}))` : ''} |`;
  });
  return [
    `### ${icon} ${input.title}`,
    `A merge group: each pull request's last verdict of ${inline(input.checkName, 100)} on its head is carried over; nothing is judged again.`,
    rows.length ? ['| Pull request | Head | Verdict |', '|---|---|---|', ...rows].join('\n') : '',
    input.failing.length ? `The group fails: ${input.failing.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
