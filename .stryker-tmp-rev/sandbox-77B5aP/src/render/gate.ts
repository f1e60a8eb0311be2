/**
 * The gate report: the check-run summary (and job summary) of `gate`, which judges agent runs with a factory's
 * scorers. Pure: data in, markdown out. It stays under GitHub's check-run summary limit by cutting the least
 * important parts first, each cut with a note: reasons, then trend charts, then table rows; never the headline.
 */
import type { Read } from '../client/index.ts';
import {
  attemptsRule,
  baselineName,
  belowBaseline,
  casesBlock,
  count,
  decimal,
  EPSILON,
  percent,
  percentNumber,
  regressedBlock,
  scorerBlock,
  type Baseline,
  type CasesSummary,
  type Regressions,
  type ScorerComparison,
} from './gate-evidence.ts';
import {
  codeLine,
  cut,
  flatten,
  formatTime,
  htmlText,
  inline,
  groupDigits,
  linkText,
  safeUrl,
  untrusted,
} from './format.ts';

export type Verdict = 'pass' | 'fail' | 'error' | 'pending';

export interface GateRow {
  runId: string;
  /** The run title; the run id is shown when it is empty. */
  title: string;
  /** The session link; only http(s) links are linked. */
  link?: string;
  scorer: { id: number; name: string };
  /** Null when the attempt failed or none exists; unknown values are shown as they are. */
  classification: string | null;
  score: number | null;
  threshold: number;
  /**
   * pass: score >= threshold; fail: below; error: the judge attempt failed (counts as not passed); pending: no
   * verdict within the timeout (counts as not passed).
   */
  verdict: Verdict;
  /** The judge's reason: markdown written by a model, shown folded and defused. */
  reason?: string | null;
  /** What happened when we asked for a judgement now, if we did. */
  dispatch?: 'dispatched' | 'already_in_flight' | 'failed' | string;
  dispatchError?: string | null;
  /** How long the judge's run took (ms), where the service says; the JUnit file's time of the verdict. */
  judgeMs?: number;
  /** The judge run of the attempt, where the service says, and its session (read for the runs the report names). */
  scoringRunId?: string;
  scoringLink?: string;
}

export interface GateSummary {
  conclusion: 'success' | 'failure' | 'neutral';
  /** Runs that passed (a run passes when every scorer that judges it passes it), those that did not, and all. */
  passed: number;
  failed: number;
  total: number;
  /** passed / total, a fraction; null when there is nothing to judge. */
  passRate: number | null;
  /** A fraction in [0, 1]. */
  minPassRate: number;
  /**
   * The counts are of judgements, not runs: a window's pass rate summed over several scorers knows no runs (one run
   * judged by two scorers counts twice).
   */
  of?: 'judgements';
  /** The judgements behind the runs' counts, when some run had more than one. */
  judgements?: { passed: number; total: number };
  /** Each scorer's verdicts here against the baseline (see ScorerComparison), when runs were judged. */
  scorers?: ScorerComparison[];
  /** What the scorers are held against. */
  baseline?: Baseline;
  /** The benchmark cases (`benchmarks: true`): the verdict counts cases, not runs. */
  cases?: CasesSummary;
  /** Why the benchmarks stopped before every attempt ran (the budget, the time limit): the gate fails. */
  stopped?: string;
}

export interface TrendInput {
  scorerName: string;
  /** The pass rate to meet (the gate's min-pass-rate), a fraction in [0, 1]; drawn as a constant line. */
  threshold: number;
  response: Read<'PassRateResponse'>;
  groupBy: 'day' | 'week' | 'month';
}

/** GitHub's check-run summary limit is 65,535 characters. */
export const GATE_LIMIT = 65_000;
/** The cases' table takes at most this much of the report; the cases left out are counted. */
const CASES_MAX = 15_000;

/** The gate's counts: runs, a run passing when each of its judgements passes; the judgements too where they differ. */
export function summarize(rows: GateRow[] | GateRows, minPassRate: number): GateSummary {
  const table = rows instanceof GateRows ? rows : GateRows.of(rows);
  const { runs: total, runsPassed: passed } = table;
  const passRate = total ? passed / total : null;
  const conclusion =
    passRate === null ? 'neutral' : passRate + EPSILON >= minPassRate ? 'success' : 'failure';
  const judgements =
    table.total > total ? { judgements: { passed: table.count('pass'), total: table.total } } : {};
  return { conclusion, passed, failed: total - passed, total, passRate, minPassRate, ...judgements };
}

export function checkTitle(summary: GateSummary): string {
  const below = (summary.scorers ?? []).filter(belowBaseline).length;
  const worse = below
    ? ` — ${count(below, 'scorer', 'scorers')} below ${baselineName(summary.baseline)}`
    : '';
  const stopped = summary.stopped ? ' — stopped before every attempt ran' : '';
  const { cases } = summary;
  if (cases) {
    return `${groupDigits(cases.passed)} of ${count(cases.total, 'case', 'cases')} passed (${attemptsRule(cases.list)})${worse}${stopped}`;
  }
  if (!summary.total || summary.passRate === null) return 'No runs to judge';
  const noun = summary.of === 'judgements' ? 'judgement' : 'run';
  const counted = summary.total === 1 ? noun : `${noun}s`;
  const { judgements } = summary;
  const also = judgements ? `; ${judgements.passed} of ${judgements.total} judgements` : '';
  return `${summary.passed} of ${summary.total} ${counted} passed (${percent(summary.passRate)}${also})${worse}`;
}

const CONCLUSION_ICON: Record<GateSummary['conclusion'], string> = {
  success: '✅',
  failure: '❌',
  neutral: '⚪',
};

const OUTCOME: Record<Verdict, string> = {
  pass: '✅ pass',
  fail: '❌ fail',
  error: '⚠️ error',
  pending: '⏳ pending',
};

function rateLine(table: GateRows, summary: GateSummary): string {
  const min = `**${percent(summary.minPassRate)}** (\`min-pass-rate\`)`;
  const parts = [
    [table.count('fail'), 'below the threshold'],
    [table.count('error'), 'judge error'],
    [table.count('pending'), 'without a verdict'],
  ] as const;
  const notPassed = parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${groupDigits(n)} ${what}`)
    .join(', ');
  const { cases } = summary;
  if (cases) {
    const rate = cases.total ? cases.passed / cases.total : 0;
    const verb = rate + EPSILON >= summary.minPassRate ? 'meets' : 'is below';
    const attempts = `Attempts: ${groupDigits(summary.passed)} of ${groupDigits(summary.total)} passed`;
    const stopped = summary.stopped
      ? ` The benchmarks stopped before every attempt ran: ${summary.stopped}.`
      : '';
    return `Cases passed **${percent(rate)}** ${verb} the minimum of ${min}. ${attempts}${notPassed ? `; judgements not passed: ${notPassed}` : ''}.${stopped}`;
  }
  if (summary.passRate === null) return `Nothing to judge, so the gate is neutral; the minimum is ${min}.`;
  // The minimum alone: a scorer below the baseline fails the gate too, and says so in its own lines.
  const verb = summary.passRate + EPSILON >= summary.minPassRate ? 'meets' : 'is below';
  // The reasons count judgements: where a run had several, they are not the runs of the pass rate.
  const which = summary.judgements ? 'Judgements not passed' : 'Not passed';
  return `Pass rate **${percent(summary.passRate)}** ${verb} the minimum of ${min}.${notPassed ? ` ${which}: ${notPassed}.` : ''}`;
}

function dispatchText(row: GateRow): string {
  const what =
    row.dispatch === undefined
      ? ''
      : row.dispatch === 'already_in_flight'
        ? 'already in flight'
        : inline(row.dispatch, 40);
  const error = row.dispatchError ? inline(row.dispatchError, 200) : '';
  if (what && error) return `${what}: ${error}`;
  return what || error || '—';
}

function classificationText(row: GateRow): string {
  if (row.verdict === 'error') return 'failed judge';
  if (row.verdict === 'pending') return 'no verdict';
  return row.classification === null || row.classification.trim() === ''
    ? '—'
    : inline(row.classification, 80);
}

/** A title is shown in at most this many characters, on one line. */
const TITLE_MAX = 150;

/**
 * The part of a run's title the report can show: every use of a title flattens it to TITLE_MAX characters first,
 * and flattening again changes nothing. A gate keeps this, not the title, so a long title costs it no memory.
 */
export function shownTitle(title: string): string {
  return flatten(title, TITLE_MAX);
}

function runCell(row: GateRow): string {
  const title = row.title.trim() ? row.title : row.runId;
  const url = safeUrl(row.link);
  return url ? `[${linkText(title, TITLE_MAX)}](${url})` : inline(title, TITLE_MAX);
}

function tableHeader(withDispatch: boolean): string {
  return withDispatch
    ? '| Run | Scorer | Classification | Score | Threshold | Outcome | Dispatch |\n|---|---|---|--:|--:|---|---|'
    : '| Run | Scorer | Classification | Score | Threshold | Outcome |\n|---|---|---|--:|--:|---|';
}

function tableRow(row: GateRow, withDispatch: boolean): string {
  const cells = [
    runCell(row),
    inline(row.scorer.name, 80),
    classificationText(row),
    decimal(row.score),
    decimal(row.threshold),
    OUTCOME[row.verdict] ?? inline(String(row.verdict), 20),
  ];
  if (withDispatch) cells.push(dispatchText(row));
  return `| ${cells.join(' | ')} |`;
}

/** Room for the separators around a reason. */
const FENCE_SLACK = 24;
/** A reason is never cut below this: better to leave a few out than to show many stubs. */
const MIN_REASON = 300;

/** Not-passed rows first: when something must go, the passes go first. */
const priority = (row: GateRow) => (row.verdict === 'pass' ? 1 : 0);

function byPriority<T extends { row: GateRow; index: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => priority(a.row) - priority(b.row) || a.index - b.index);
}

type Kept = { row: GateRow; index: number; size: number };

/**
 * The rows of a gate report as they come, one by one, in a memory that does not grow with them: the count of each
 * outcome, whether any row has a dispatch, and only the rows a report of at most `limit` characters could show;
 * besides, a flag a run (keyed by its id, which the gate holds anyway) for whether every row of it passed.
 * The table shows every row when they all fit, else the not-passed rows first, in their order, then the passes, up
 * to the first that does not fit. So a not-passed row is kept while it and the not-passed rows before it fit in
 * `limit`, and a pass while it, the passes before it and every not-passed row fit; the table's line without the
 * dispatch column (never longer than with it) is the measure. A row left out here could not have been shown: the
 * report needs only the counts of those, and its note says how many it left out.
 */
export class GateRows {
  readonly limit: number;
  /** Every row added. */
  total = 0;
  /** Some row has a dispatch (or its error): the table has the dispatch column. */
  withDispatch = false;
  private readonly counts = new Map<string, number>();
  /** Each run seen, by id: whether every row of it so far passed. */
  private readonly runsSeen = new Map<string, boolean>();
  private readonly notPassed: Kept[] = [];
  private notPassedSize = 0;
  private notPassedCut = false;
  private passes: Kept[] = [];
  private passesSize = 0;
  private passesCut = false;

  constructor(limit = GATE_LIMIT) {
    this.limit = limit;
  }

  /** Every row of a list, kept as a report of at most `limit` characters needs them. */
  static of(rows: readonly GateRow[], limit = GATE_LIMIT): GateRows {
    const table = new GateRows(limit);
    for (const row of rows) table.add(row);
    return table;
  }

  add(row: GateRow): void {
    const index = this.total++;
    this.counts.set(row.verdict, (this.counts.get(row.verdict) ?? 0) + 1);
    this.runsSeen.set(row.runId, (this.runsSeen.get(row.runId) ?? true) && row.verdict === 'pass');
    if (row.dispatch !== undefined || row.dispatchError) this.withDispatch = true;
    // A row after one left out of its kind is left out too; its line is not even made.
    if (row.verdict === 'pass' ? this.passesCut : this.notPassedCut) return;
    const size = tableRow(row, false).length + 1;
    if (row.verdict !== 'pass') {
      if (this.notPassedSize + size > this.limit) {
        // The table cannot hold every not-passed row, so it shows no pass at all.
        this.notPassedCut = true;
        this.passes = [];
        this.passesSize = 0;
        this.passesCut = true;
        return;
      }
      this.notPassed.push({ row, index, size });
      this.notPassedSize += size;
      // Less room is left for the passes: the last ones go (the table shows the passes from the first on).
      while (this.passes.length && this.notPassedSize + this.passesSize > this.limit) {
        this.passesSize -= this.passes.pop()!.size;
        this.passesCut = true;
      }
    } else {
      if (this.notPassedSize + this.passesSize + size > this.limit) {
        this.passesCut = true;
        return;
      }
      this.passes.push({ row, index, size });
      this.passesSize += size;
    }
  }

  /** How many rows have this outcome. */
  count(verdict: Verdict): number {
    return this.counts.get(verdict) ?? 0;
  }

  /** How many runs the rows judge. */
  get runs(): number {
    return this.runsSeen.size;
  }

  /** Whether every row of run `runId` passed; undefined for a run without rows. */
  runPassed(runId: string): boolean | undefined {
    return this.runsSeen.get(runId);
  }

  /** The ids of the runs the rows judge, in the order they first came. */
  runIds(): string[] {
    return [...this.runsSeen.keys()];
  }

  /** How many runs passed: every row of each passed. */
  get runsPassed(): number {
    let passed = 0;
    for (const pass of this.runsSeen.values()) if (pass) passed++;
    return passed;
  }

  /** Some row was left out: the whole table is longer than `limit`. */
  get cut(): boolean {
    return this.notPassedCut || this.passesCut;
  }

  /** The rows kept, in the order they came. */
  kept(): GateRow[] {
    return this.keptItems().map((k) => k.row);
  }

  /** The rows kept with their place among all the rows, in the order they came. */
  keptItems(): { row: GateRow; index: number }[] {
    const all = [...this.notPassed, ...this.passes].sort((a, b) => a.index - b.index);
    return all.map(({ row, index }) => ({ row, index }));
  }
}

type TableItem = { row: GateRow; index: number; line: string };

/** The table: every row when it fits `budget`, else the not-passed rows first, in their order, and a note. */
function fitTable(rows: GateRows, budget: number): { kept: TableItem[]; table: string; moreRows: string } {
  const { withDispatch } = rows;
  const header = tableHeader(withDispatch);
  const items = rows.keptItems().map(({ row, index }) => ({ row, index, line: tableRow(row, withDispatch) }));
  const fullTable = header.length + items.reduce((n, i) => n + i.line.length + 1, 0);
  let kept = items;
  let moreRows = '';
  if (rows.total && (rows.cut || fullTable > budget)) {
    const chosen = new Set<number>();
    let used = header.length + 200; // the note, generously
    for (const item of byPriority(items)) {
      if (used + item.line.length + 1 > budget) break;
      used += item.line.length + 1;
      chosen.add(item.index);
    }
    kept = items.filter((i) => chosen.has(i.index));
    const left = rows.total - kept.length;
    const passes = rows.count('pass') - kept.filter((i) => i.row.verdict === 'pass').length;
    moreRows = `_… and ${count(left, 'more run', 'more runs')} (${groupDigits(passes)} passed, ${groupDigits(left - passes)} not passed) left out: the summary is full._`;
  }
  const table = rows.total ? [header, ...kept.map((i) => i.line)].join('\n') : '';
  return { kept, table, moreRows };
}

/**
 * The trend charts that fit `budget`, whole or not at all, in their order, after `lead` (a line above them, shown
 * with the first); and the room they took.
 */
function fitCharts(
  trends: TrendInput[],
  budget: number,
  lead: string,
): { charts: string[]; moreCharts: string; used: number } {
  const charts: string[] = [];
  let used = 0;
  let chartsLeftOut = 0;
  for (const trend of trends) {
    const chart = charts.length || !lead ? renderTrendChart(trend) : `${lead}\n\n${renderTrendChart(trend)}`;
    if (chartsLeftOut === 0 && chart.length + 2 + 120 <= budget - used) {
      charts.push(chart);
      used += chart.length + 2;
    } else chartsLeftOut++;
  }
  const moreCharts = chartsLeftOut
    ? `_${count(chartsLeftOut, 'trend chart', 'trend charts')} left out: the summary is full._`
    : '';
  return { charts, moreCharts, used: used + moreCharts.length + 2 };
}

/**
 * The reasons of the rows shown: all in full when they fit `budget`; else as many as fit at MIN_REASON characters,
 * not-passed rows first, all cut at the largest common length that fits.
 */
function fitReasons(kept: TableItem[], budget: number): { blocks: string[]; moreReasons: string } {
  const reasons = kept
    .filter((i) => i.row.reason?.trim())
    .map((i) => {
      const title = i.row.title.trim() ? i.row.title : i.row.runId;
      const open = `<details><summary>Reason: ${htmlText(title, TITLE_MAX)} · ${htmlText(i.row.scorer.name, 80)}</summary>\n\n`;
      return { ...i, open, text: untrusted(i.row.reason?.trim() ?? '') };
    });
  const close = '\n\n</details>';
  const block = (r: (typeof reasons)[number], room: number) =>
    `${r.open}${r.text.length <= room ? r.text : cut(r.text, room, 'The reason')}${close}`;
  const size = (r: (typeof reasons)[number], cap: number) =>
    r.open.length + Math.min(r.text.length, cap) + FENCE_SLACK + close.length + 2;
  if (reasons.reduce((n, r) => n + size(r, Infinity), 0) <= budget) {
    return { blocks: reasons.map((r) => block(r, Infinity)), moreReasons: '' };
  }
  const room = budget - 120; // the note
  const chosen = new Set<number>();
  let used = 0;
  for (const r of byPriority(reasons)) {
    if (used + size(r, MIN_REASON) > room) break;
    used += size(r, MIN_REASON);
    chosen.add(r.index);
  }
  const shown = reasons.filter((r) => chosen.has(r.index));
  const total = (c: number) => shown.reduce((n, r) => n + size(r, c), 0);
  let [lo, hi] = [MIN_REASON, Math.max(MIN_REASON, ...shown.map((r) => r.text.length))];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (total(mid) <= room) lo = mid;
    else hi = mid - 1;
  }
  const left = reasons.length - shown.length;
  return {
    blocks: shown.map((r) => block(r, lo)),
    moreReasons: left ? `_${count(left, 'reason', 'reasons')} left out: the summary is full._` : '',
  };
}

/** The line that points to the check run, when its address is an https URL; nothing else is linked. */
function checkRunLine(url: string | undefined): string {
  const safe = safeUrl(url);
  return safe && /^https:\/\//i.test(safe) ? `Details in the [check run](${safe}).` : '';
}

/**
 * Above the charts of a gate that judged runs: the charts are the service's aggregate, which may not count yet the
 * verdicts the table gives (a judge's verdict of a minute ago). The gate reads it after its verdicts, and each
 * caption says when the service counted it; the verdicts are not added in, as the gate cannot tell which of them
 * the service already counts.
 */
const LAG_NOTE =
  "_The charts below are the service's own count of live scores, read after the verdicts above, as of the time under each: a verdict it had not counted by then is not in them._";

/**
 * The whole report, never longer than `limit` characters. `checkRun` is the address of the check run that carries
 * the verdict, linked under the headline (for the pull request's comment; the check run's own summary needs none).
 */
export function renderGateReport(
  input: {
    /** Every row, or a GateRows that kept them for a report of this `limit` or more. */
    rows: GateRow[] | GateRows;
    summary: GateSummary;
    trends: TrendInput[];
    note?: string;
    checkRun?: string;
    /** The failed judgements and those without a verdict, named under "Regressed runs". */
    regressions?: Regressions;
    now: number;
  },
  limit = GATE_LIMIT,
): string {
  const { summary } = input;
  const rows = input.rows instanceof GateRows ? input.rows : GateRows.of(input.rows, limit);
  if (rows.limit < limit) throw new Error(`the rows were kept for ${rows.limit} characters, not ${limit}`);
  const join = (parts: string[]) => parts.filter((p) => p !== '').join('\n\n');

  const head = join([
    `### ${CONCLUSION_ICON[summary.conclusion]} ${checkTitle(summary)}`,
    rateLine(rows, summary),
    checkRunLine(input.checkRun),
    scorerBlock(summary),
    casesBlock(summary.cases, CASES_MAX),
    regressedBlock(input.regressions, summary.cases),
  ]);
  const tail = join([
    input.note?.trim() ? cut(untrusted(input.note.trim()), 4_000, 'The note') : '',
    `<sub>Judged at ${new Date(input.now).toISOString().slice(0, 10)} ${formatTime(input.now)}.</sub>`,
  ]);
  // The separators between the parts and the notes of the cuts come out of this margin.
  let budget = limit - head.length - tail.length - 40;
  const { kept, table, moreRows } = fitTable(rows, budget);
  budget -= table.length + moreRows.length + 4;
  const { charts, moreCharts, used } = fitCharts(input.trends, budget, rows.total ? LAG_NOTE : '');
  budget -= used;
  const { blocks, moreReasons } = fitReasons(kept, budget);

  const body = join([head, table, moreRows, ...blocks, moreReasons, ...charts, moreCharts, tail]);
  return body.length <= limit ? body : cut(body, limit, 'The report');
}

/* ------------------------------------------------------------------------------------------------ trends */

const DAY = 86_400_000;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The period's label: day → MM-DD, week → MM-DD of its Monday, month → YYYY-MM (UTC). */
function periodLabel(start: string, groupBy: TrendInput['groupBy'], full: boolean): string | undefined {
  const ms = Date.parse(start);
  if (Number.isNaN(ms)) return undefined;
  if (groupBy === 'month') return isoDate(ms).slice(0, 7);
  const day = groupBy === 'week' ? ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY : ms;
  return full ? isoDate(day) : isoDate(day).slice(5);
}

/**
 * Labels for the x axis, one per period and all different: mermaid puts the bars on a band scale keyed by label,
 * so two equal labels would stack their bars on one spot.
 */
function periodLabels(trend: TrendInput): string[] {
  const series = trend.response.series;
  const make = (full: boolean) =>
    series.map((p, i) => periodLabel(p.period_start, trend.groupBy, full) ?? `#${i + 1}`);
  const distinct = (labels: string[]) => new Set(labels).size === labels.length;
  let labels = make(false);
  if (!distinct(labels)) labels = make(true);
  if (!distinct(labels)) labels = labels.map((l, i) => `${l} #${i + 1}`);
  return labels;
}

/** A period list as ranges: "11-02, 11-05–11-07". */
export function ranges(labels: string[], indexes: number[], max = 12): string {
  const runs: [number, number][] = [];
  for (const i of indexes) {
    const last = runs.at(-1);
    if (last && last[1] === i - 1) last[1] = i;
    else runs.push([i, i]);
  }
  const text = runs
    .slice(0, max)
    .map(([a, b]) => (a === b ? labels[a] : `${labels[a]}–${labels[b]}`))
    .join(', ');
  return runs.length > max ? `${text} and ${runs.length - max} more` : text;
}

const UNIT: Record<TrendInput['groupBy'], string> = { day: 'day', week: 'week', month: 'month' };

/**
 * At most this many labels on the x axis. Mermaid draws every label whole, side by side, in a chart 700 pixels
 * wide: 31 dates overlap, and every other one of them would still crowd.
 */
const MAX_LABELS = 15;

/**
 * Which periods show their label: all of them up to MAX_LABELS, else every k-th from the first, and always the
 * last. When the last comes within half a step of the k-th before it, that one gives way so the two do not overlap.
 */
function shownLabels(n: number): boolean[] {
  if (n <= MAX_LABELS) return Array.from({ length: n }, () => true);
  const k = Math.ceil((n - 1) / (MAX_LABELS - 1));
  const shown = Array.from({ length: n }, (_, i) => i % k === 0);
  const rest = (n - 1) % k;
  if (rest !== 0 && 2 * rest <= k) shown[n - 1 - rest] = false;
  shown[n - 1] = true;
  return shown;
}

/**
 * The labels the periods without a shown label get instead: each one different, and nothing visible. Mermaid keys
 * the bars by label (equal labels stack their bars on one spot), so every period needs a label of its own, and
 * blanks would all be equal. Zero-width space (U+200B) and zero-width non-joiner (U+200C) draw nothing, take no
 * width, and survive mermaid's trimming of labels (JavaScript's trim and `\s` leave them alone). So the i-th
 * hidden label is i written in binary with those two characters, all of one length: distinct, and at most 9
 * characters each even for 365 periods, where runs of one character would add up to tens of thousands.
 */
function hiddenLabels(count: number): string[] {
  const width = Math.max(1, Math.ceil(Math.log2(count)));
  return Array.from({ length: count }, (_, i) =>
    i.toString(2).padStart(width, '0').replace(/0/g, '\u200B').replace(/1/g, '\u200C'),
  );
}

/** The colours of the plots (mermaid colours them in the order the chart declares them). */
export const PASSED_COLOUR = '#2F81F7';
const THRESHOLD_COLOUR = '#CF222E';
/**
 * The light grey of the columns that mark periods without scored runs. Set here rather than left to the theme so
 * that grey means the same in every chart, on light and dark pages alike.
 */
export const NO_RUNS_COLOUR = '#D0D7DE';

/**
 * Text in a quoted string of a mermaid chart, shown as written. Mermaid reads `#code;` as a character (`#34;` is
 * `"`), then sanitizes the text as HTML and draws it as text: a `&` shows as "&amp;" and a `<tag>` is dropped. A
 * string ends at `"`, and `%%{` anywhere in the chart starts a directive. So these six characters are written as
 * their codes: `"`, `#` (so that a name's own `#quot;` stays as written), `&`, `<`, `>` and `%`.
 */
export function mermaidText(text: string): string {
  return text.replace(/["#&<>%]/g, (c) => `#${c.charCodeAt(0)};`);
}

const quote = (text: string) => `"${mermaidText(text.replace(/\s+/g, ' ').trim())}"`;

/** One plot of a chart: bars or a line, a value per period, in its colour. */
export interface Plot {
  kind: 'bar' | 'line';
  colour: string;
  values: readonly number[];
}

/**
 * A mermaid `xychart-beta` block as every chart of the action is drawn (the gate's trends, the weekly report's days):
 * the plots' colours set, in the order they are declared; the title and names written as mermaid shows them as
 * written (mermaidText); one label per period, at most MAX_LABELS of them shown (shownLabels), the others invisible
 * and all different (hiddenLabels). `labels` must differ from one another; the y axis runs from 0 to `axis.top`,
 * named in the action's own words (written as they are: `Pass rate (%)` keeps its `%`).
 */
export function xyChart(chart: {
  title: string;
  labels: readonly string[];
  axis: { name: string; top: number };
  plots: readonly Plot[];
}): string {
  const shown = shownLabels(chart.labels.length);
  const hidden = hiddenLabels(shown.filter((s) => !s).length);
  let nextHidden = 0;
  const axis = chart.labels.map((label, i) => quote(shown[i] ? label : hidden[nextHidden++]!));
  return [
    '```mermaid',
    '---',
    'config:',
    '  themeVariables:',
    '    xyChart:',
    `      plotColorPalette: "${chart.plots.map((p) => p.colour).join(', ')}"`,
    '---',
    'xychart-beta',
    `    title ${quote(chart.title)}`,
    `    x-axis [${axis.join(', ')}]`,
    `    y-axis "${chart.axis.name}" 0 --> ${chart.axis.top}`,
    ...chart.plots.map((p) => `    ${p.kind} [${p.values.join(', ')}]`),
    '```',
  ].join('\n');
}

/** When the service counted a pass rate: the end of its window (its own now, as the gate leaves the end out). */
function countedAt(response: TrendInput['response']): string {
  const end = Date.parse(response.end_date);
  return Number.isNaN(end) ? '' : `, as the service counted it at ${isoDate(end)} ${formatTime(end)}`;
}

/**
 * A mermaid `xychart-beta` block: the pass rate per period as bars, the threshold as a line, a light grey column
 * behind each period without scored runs, and a caption with the legend (xychart draws none). Mermaid has no null,
 * and draws every bar on a base a few pixels high, a bar of 0 too: a period without scored runs has a pass-rate bar
 * of 0 like a period whose runs all failed, and the grey column, full height, tells them apart. It is declared
 * first so that the pass-rate bars cover its base on the other periods.
 */
export function renderTrendChart(trend: TrendInput): string {
  const { response, groupBy } = trend;
  const series = response.series;
  const unit = UNIT[groupBy] ?? groupBy;
  const threshold = percentNumber(Math.min(1, Math.max(0, trend.threshold)));
  const scored = response.pass_count + response.fail_count;
  const caption =
    response.pass_rate === null
      ? `Pass rate over the window${countedAt(response)}: no scored runs in the window — minimum pass rate ${threshold}%`
      : `Pass rate over the window${countedAt(response)}: ${percent(response.pass_rate)} (${groupDigits(response.pass_count)} of ${count(scored, 'scored run', 'scored runs')}) — minimum pass rate ${threshold}%`;
  const scorer = codeLine(trend.scorerName, 80);
  if (!series.length) return `_No ${unit}s to chart for ${inline(trend.scorerName, 80)}._\n\n${caption}`;

  const start = Date.parse(response.start_date);
  const end = Date.parse(response.end_date);
  const days = Math.round((end - start) / DAY);
  const span =
    groupBy === 'day' && Number.isFinite(days) && days > 0
      ? count(days, 'day', 'days')
      : count(series.length, unit, `${unit}s`);
  const labels = periodLabels(trend);
  const empty = series.flatMap((p, i) => (p.pass_rate === null ? [i] : []));
  const values = series.map((p) =>
    p.pass_rate === null ? 0 : percentNumber(Math.min(1, Math.max(0, p.pass_rate))),
  );
  const plots: Plot[] = [
    ...(empty.length
      ? [
          {
            kind: 'bar' as const,
            colour: NO_RUNS_COLOUR,
            values: series.map((p) => (p.pass_rate === null ? 100 : 0)),
          },
        ]
      : []),
    { kind: 'bar', colour: PASSED_COLOUR, values },
    { kind: 'line', colour: THRESHOLD_COLOUR, values: values.map(() => threshold) },
  ];
  const chart = xyChart({
    title: `Pass rate: ${scorer} (last ${span}, by ${unit})`,
    labels,
    axis: { name: 'Pass rate (%)', top: 100 },
    plots,
  });
  const legend = [
    `Blue bars: the share of scored runs that passed, by ${unit} (a ${unit} whose runs all failed shows only the thin base every bar stands on).`,
    ...(empty.length ? [`Grey columns: ${unit}s without scored runs.`] : []),
    `Red line: the minimum pass rate, ${threshold}%.`,
  ].join(' ');
  const gaps = !empty.length
    ? ''
    : empty.length === series.length
      ? `No ${unit} had scored runs.`
      : `${count(empty.length, unit, `${unit}s`)} without scored runs: ${ranges(labels, empty)}.`;
  return [chart, legend, caption, gaps].filter(Boolean).join('\n\n');
}
