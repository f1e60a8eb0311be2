/**
 * The weekly report as markdown (the job summary, an issue comment, the command line's stdout): what the agents did
 * over the window and what it cost, from the figures of flow/weekly.ts. Pure: figures in, markdown out. Text from the
 * service is placed as the run report places it (render/format.ts): values (codes, states, ids) as code, names and
 * titles escaped. The charts are the gate's (render/gate.ts `xyChart`): the same colours, labels and escaping, a grey
 * column for a day without runs, and a legend under each.
 */
import { code, codeLine, formatDuration, groupDigits, inline, linkText, safeUrl } from './format.ts';
import { NO_RUNS_COLOUR, PASSED_COLOUR, ranges, xyChart } from './gate.ts';

/** The figures of a distribution: how many values, their median and 90th percentile. */
export interface Spread {
  count: number;
  median: number | null;
  p90: number | null;
}

export interface FailureCode {
  code: string;
  count: number;
  /** The newest failed run with this code. */
  example: { run_id: string; link: string | undefined };
}

export interface Day {
  /** The UTC date, YYYY-MM-DD. */
  date: string;
  runs: number;
  credits: number;
}

/** The figures of a window's runs: plain numbers, what `--json` prints and the report shows. */
export interface WeeklyFigures {
  /** The window: runs created from `since` to `until` (ISO 8601), `days` days. */
  since: string;
  until: string;
  days: number;
  runs: number;
  /** Runs by state as the service names it (an unknown state counts under its own name). */
  states: Record<string, number>;
  /** Ended runs (SUCCEEDED, FAILED, ERROR, CANCELLED): what the success rate counts. */
  ended: number;
  succeeded: number;
  /** FAILED or ERROR. */
  failed: number;
  cancelled: number;
  /** Still going: working, queued, or waiting for input (BLOCKED). Not counted as failures. */
  going: number;
  /** Succeeded of ended, 0 to 1; null when none ended. */
  successRate: number | null;
  credits: {
    /** Every run's credits, those still going included (their usage so far). */
    total: number;
    /** Runs that listed any usage. */
    runsWithUsage: number;
    /** Per ended run that listed usage. */
    perRun: Spread;
  };
  /** Of ended runs whose duration can be told, in milliseconds. */
  durationMs: Spread;
  /** The most frequent error codes of failed runs (at most TOP_FAILURE_CODES (flow/weekly.ts)), with an example each. */
  failureCodes: FailureCode[];
  /** Failed runs whose codes are not among those named. */
  otherFailures: number;
  /** The runs that cost the most (at most TOP_COSTLIEST, flow/weekly.ts), the costliest first. */
  costliest: CostlyRun[];
  /** Each UTC day of the window, oldest first: runs created that day and their credits. */
  perDay: Day[];
}

/** One of the costliest runs. */
export interface CostlyRun {
  run_id: string;
  /** Its title as the service gave it (cut short). */
  title: string;
  link: string | undefined;
  state: string;
  credits: number;
}

/** A run the listing could not date (its `created_at` does not read as a time): skipped, and named. */
export interface UndatedRun {
  run_id: string;
  /** Its title as the service gave it (cut short). */
  title: string;
  link: string | undefined;
  /** Its `created_at` as the service gave it (cut short). */
  created_at: string;
}

/** The figures of the period as long just before the window, to compare with. */
export interface Previous {
  since: string;
  until: string;
  runs: number;
  successRate: number | null;
  /** Credits in total. */
  credits: number;
  /** Per ended run, the median. */
  creditsMedian: number | null;
  durationMedianMs: number | null;
}

/** A scorer's pass rate over the window, as the service's pass-rate metric answers it. */
export interface ScorerRate {
  id: number;
  name: string;
  /** 0 to 1; null when the window has no scored runs. */
  passRate: number | null;
  passed: number;
  failed: number;
}

export interface WeeklyInput {
  figures: WeeklyFigures;
  /** Whose runs: a repository's, or undefined for every run of the team. */
  repository: string | undefined;
  /** The factory whose scorers' pass rates are shown (none: no such section). */
  factory?: string | undefined;
  scorers?: ScorerRate[];
  /** The service did not filter by metadata: the team's runs were read and this repository's kept. */
  scanned?: boolean;
  /** The listing stopped at its bound: runs of the window may be missing. */
  truncated?: { pages: number; runs: number } | undefined;
  /** Runs skipped as their creation time does not read: how many, and the first few. */
  undated?: { count: number; runs: UndatedRun[] } | undefined;
  /** The figures of the period as long just before the window (none: no comparison). */
  previous?: Previous | undefined;
  /** The scheduled agents the repository manages, whose runs are counted (none: every run of the team). */
  schedules?: Schedules | null | undefined;
}

/** The scheduled agents a repository manages (schedules as code), as the report read them. */
export interface Schedules {
  /** How many: their runs are counted with the repository's. */
  count: number;
  /** Why the service's scheduled agents could not be listed (their runs are then not counted); null when they were. */
  unread: string | null;
}

/** A fraction as a percentage with one decimal; never rounds up to 100 or down to 0. */
export function percent(fraction: number): string {
  let p = Math.round(fraction * 1000) / 10;
  if (p >= 100 && fraction < 1) p = 99.9;
  if (p <= 0 && fraction > 0) p = 0.1;
  return `${p}%`;
}

/** Credits with at most two decimals, thousands grouped: 1,234.5. */
export function credits(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  const [whole, fraction] = String(Math.abs(rounded)).split('.');
  return `${rounded < 0 ? '-' : ''}${groupDigits(Number(whole))}${fraction ? `.${fraction}` : ''}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${groupDigits(n)} ${n === 1 ? one : many}`;

/** `2026-11-20 08:00 UTC`. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function spreadText(s: Spread, unit: (n: number) => string): string {
  if (s.median === null || s.p90 === null) return '–';
  return `median ${unit(s.median)}, 90th percentile ${unit(s.p90)}`;
}

function headline(input: WeeklyInput): string {
  const { figures, repository } = input;
  const whose = repository === undefined ? 'all runs of the team' : inline(repository, 140);
  return `## Cloud agent runs: ${whose}, last ${plural(figures.days, 'day')}`;
}

function overview(f: WeeklyFigures): string {
  const rows: [string, string][] = [
    ['Runs', groupDigits(f.runs)],
    ['Succeeded', groupDigits(f.succeeded)],
    ['Failed', groupDigits(f.failed)],
    ['Cancelled', groupDigits(f.cancelled)],
    ['Still going', groupDigits(f.going)],
    [
      `Success rate${f.ended ? ` (of ${plural(f.ended, 'ended run')})` : ''}`,
      f.successRate === null ? '– (no run ended)' : percent(f.successRate),
    ],
    [
      'Credits',
      f.credits.runsWithUsage
        ? `${credits(f.credits.total)} in total (${plural(f.credits.runsWithUsage, 'run')} with usage)`
        : '– (the service listed no usage)',
    ],
    ['Credits per ended run', spreadText(f.credits.perRun, credits)],
    ['Duration of ended runs', spreadText(f.durationMs, formatDuration)],
  ];
  return ['| Figure | Value |', '| --- | --: |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}

function statesTable(f: WeeklyFigures): string {
  const states = Object.entries(f.states).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  if (!states.length) return '';
  return [
    '### Runs by state',
    '',
    '| State | Runs |',
    '| --- | --: |',
    ...states.map(([state, n]) => `| ${code(state, 40)} | ${groupDigits(n)} |`),
  ].join('\n');
}

function example(c: FailureCode): string {
  const link = safeUrl(c.example.link);
  const id = code(c.example.run_id, 80);
  return link ? `[${id}](${link})` : id;
}

function failuresTable(f: WeeklyFigures): string {
  if (!f.failed) return '';
  const lines = [
    '### Most frequent failure codes',
    '',
    '| Error code | Failed runs | Newest example |',
    '| --- | --: | --- |',
    ...f.failureCodes.map((c) => `| ${code(c.code, 80)} | ${groupDigits(c.count)} | ${example(c)} |`),
  ];
  if (f.otherFailures) lines.push('', `_${plural(f.otherFailures, 'more failed run')} with other codes._`);
  return lines.join('\n');
}

function runCell(run: { run_id: string; title: string; link: string | undefined }): string {
  const link = safeUrl(run.link);
  const name = run.title ? linkText(run.title, 100) : code(run.run_id, 80);
  return link ? `[${name}](${link})` : run.title ? `${name} (${code(run.run_id, 80)})` : name;
}

/** The runs skipped for want of a readable creation time, each with what the service gave for it. */
function undatedNote(undated: WeeklyInput['undated']): string {
  if (!undated?.count) return '';
  const { count, runs } = undated;
  const named = runs.map((r) => `${runCell(r)} (${code(r.created_at, 40, false)})`).join(', ');
  const more = count > runs.length ? `, and ${groupDigits(count - runs.length)} more` : '';
  return `_Not counted: ${plural(count, 'run')} whose creation time (\`created_at\`) the service gave as no readable time:_ ${named}${more}.`;
}

function costliestTable(f: WeeklyFigures): string {
  if (!f.costliest.length) return '';
  return [
    '### The costliest runs',
    '',
    '| Run | State | Credits |',
    '| --- | --- | --: |',
    ...f.costliest.map((r) => `| ${runCell(r)} | ${code(r.state, 40)} | ${credits(r.credits)} |`),
  ].join('\n');
}

/** The change from `before` to `now`: a percentage of `before` (none when it was 0). */
function change(now: number, before: number): string {
  if (before === 0) return '–';
  const p = Math.round(((now - before) / before) * 1000) / 10;
  return p === 0 ? '±0%' : `${p > 0 ? '+' : '−'}${Math.abs(p)}%`;
}

function pointsChange(now: number | null, before: number | null): string {
  if (now === null || before === null) return '–';
  const p = Math.round((now - before) * 1000) / 10;
  return p === 0 ? '±0 points' : `${p > 0 ? '+' : '−'}${Math.abs(p)} points`;
}

function comparison(f: WeeklyFigures, before: Previous): string {
  const or = <T>(value: T | null, show: (v: T) => string) => (value === null ? '–' : show(value));
  const both = (a: number | null, b: number | null) => (a === null || b === null ? '–' : change(a, b));
  const rows: [string, string, string, string][] = [
    ['Runs', groupDigits(f.runs), groupDigits(before.runs), change(f.runs, before.runs)],
    [
      'Success rate',
      or(f.successRate, percent),
      or(before.successRate, percent),
      pointsChange(f.successRate, before.successRate),
    ],
    ['Credits', credits(f.credits.total), credits(before.credits), change(f.credits.total, before.credits)],
    [
      'Credits per ended run (median)',
      or(f.credits.perRun.median, credits),
      or(before.creditsMedian, credits),
      both(f.credits.perRun.median, before.creditsMedian),
    ],
    [
      'Duration of ended runs (median)',
      or(f.durationMs.median, formatDuration),
      or(before.durationMedianMs, formatDuration),
      both(f.durationMs.median, before.durationMedianMs),
    ],
  ];
  return [
    `### Against the ${plural(f.days, 'day')} before`,
    '',
    `| Figure | Last ${plural(f.days, 'day')} | ${when(before.since)} to ${when(before.until)} | Change |`,
    '| --- | --: | --: | --: |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

function scorersTable(input: WeeklyInput): string {
  if (input.factory === undefined || !input.scorers) return '';
  const lines = [
    `### Pass rate by scorer (factory ${code(input.factory, 200, false)})`,
    '',
    '| Scorer | Pass rate | Scored runs |',
    '| --- | --: | --: |',
    ...input.scorers.map(
      (s) =>
        `| ${inline(s.name, 80)} (#${s.id}) | ${s.passRate === null ? '–' : percent(s.passRate)} | ${groupDigits(s.passed + s.failed)} |`,
    ),
  ];
  return lines.join('\n');
}

/* ------------------------------------------------------------------------------------------------ charts */

/** The top of the y axis: the greatest value rounded up to a round number (at least 1). */
export function axisTop(max: number): number {
  if (!(max > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * magnitude >= max) return step * magnitude;
  return 10 * magnitude;
}

/**
 * A bar chart of one value a day, drawn as the gate draws its trends (render/gate.ts `xyChart`). Mermaid stands every
 * bar on a thin base, a bar of 0 too, so a day without runs (`idle`) gets a light grey column of full height behind
 * its bar, declared first so that the blue bars cover its base on the other days: a day whose runs listed no usage
 * (0 credits) is the base alone, a day without runs is grey.
 */
export function dayChart(
  title: string,
  axis: string,
  dates: readonly string[],
  values: readonly number[],
  idle: readonly boolean[] = values.map(() => false),
): string {
  const top = axisTop(Math.max(0, ...values));
  return xyChart({
    title: codeLine(title, 120),
    labels: dayLabels(dates),
    axis: { name: axis, top },
    plots: [
      ...(idle.some(Boolean)
        ? [{ kind: 'bar' as const, colour: NO_RUNS_COLOUR, values: idle.map((i) => (i ? top : 0)) }]
        : []),
      { kind: 'bar', colour: PASSED_COLOUR, values },
    ],
  });
}

/** MM-DD of each date, or the whole date where a window of more than a year would repeat a label. */
function dayLabels(dates: readonly string[]): string[] {
  const short = dates.map((d) => d.slice(5));
  return new Set(short).size === short.length ? short : [...dates];
}

function charts(f: WeeklyFigures): string {
  if (!f.runs || !f.perDay.length) return '';
  const dates = f.perDay.map((d) => d.date);
  const idle = f.perDay.map((d) => d.runs === 0);
  const idleDays = idle.flatMap((i, n) => (i ? [n] : []));
  const grey = idleDays.length ? ' Grey columns: days without runs.' : '';
  return [
    '### Per day (UTC)',
    '',
    dayChart(
      'Runs created per day',
      'Runs',
      dates,
      f.perDay.map((d) => d.runs),
      idle,
    ),
    '',
    `Blue bars: the runs created each day.${grey}`,
    '',
    dayChart(
      'Credits per day',
      'Credits',
      dates,
      f.perDay.map((d) => d.credits),
      idle,
    ),
    '',
    `Blue bars: the credits of the runs created each day, the usage so far of those still going (a day whose runs listed no usage shows only the thin base every bar stands on).${grey}`,
    ...(idleDays.length
      ? ['', `${plural(idleDays.length, 'day')} without runs: ${ranges(dayLabels(dates), idleDays)}.`]
      : []),
  ].join('\n');
}

/** The report. */
export function renderWeeklyReport(input: WeeklyInput): string {
  const { figures } = input;
  const notes: string[] = [];
  if (input.scanned) {
    notes.push(
      "_The service did not filter the runs by this repository's metadata: the team's runs were read and this repository's kept._",
    );
  }
  if (input.truncated) {
    notes.push(
      `_The listing stopped after ${plural(input.truncated.pages, 'page')} (${groupDigits(input.truncated.runs)} runs): runs of the window may be missing, and the days before it are not compared._`,
    );
  }
  const undated = undatedNote(input.undated);
  if (undated) notes.push(undated);
  const { schedules } = input;
  if (schedules?.unread) {
    notes.push(
      `_The runs of the repository's scheduled agents are not counted: ${inline(schedules.unread, 500)}._`,
    );
  }
  const scheduled = schedules?.count
    ? `, and the runs of the ${plural(schedules.count, 'scheduled agent')} it manages`
    : '';
  const scope =
    input.repository === undefined
      ? 'Every run of the team'
      : `Runs cloud-agent-action started for the repository, itself or through a factory${scheduled}`;
  return [
    headline(input),
    `_${scope}, created from ${when(figures.since)} to ${when(figures.until)}._`,
    ...notes,
    overview(figures),
    input.previous ? comparison(figures, input.previous) : '',
    statesTable(figures),
    failuresTable(figures),
    costliestTable(figures),
    scorersTable(input),
    charts(figures),
  ]
    .filter(Boolean)
    .join('\n\n');
}
