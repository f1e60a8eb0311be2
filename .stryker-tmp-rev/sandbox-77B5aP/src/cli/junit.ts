/**
 * The gate as JUnit XML, the report format GitLab, Jenkins, Buildkite, CircleCI and Azure show natively: one test
 * suite per scorer, one test case per run and scorer. A failed verdict is a <failure>; a failed judge attempt an
 * <error>; a verdict still pending at the timeout a <failure> too (it does not pass). Each says what happened twice:
 * in its `message` attribute (Jenkins shows it) and as the first line of its text, the reason after it; GitLab keeps
 * only the text. A test case's time is its judge run's, where the service says; unknown, the attribute is left out
 * (GitLab and Jenkins count a missing time as 0), and a suite's time is its cases' sum only when each has one.
 * A review (`cloud-agent review --junit`) is one suite of one test case per finding, failed at or above
 * `--review-fail-on`.
 * Every text comes from the service or a model: it is escaped, and characters XML 1.0 cannot hold are dropped.
 */
import { safeUrl } from '../render/format.ts';
import {
  baselineRate,
  deltaPoints,
  rateHere,
  type Baseline,
  type ScorerComparison,
} from '../render/gate-rates.ts';
import type { GateRow, GateSummary } from '../render/gate.ts';
import type { Placed, ReviewPlan, Severity } from '../render/review.ts';

/** Removes what XML 1.0 cannot hold at all: control characters but tab and line ends, lone surrogates, U+FFFE/F. */
export function xmlChars(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );
}

/** Text for an attribute value or element content: escaped, with line ends kept in attributes as references. */
export function xmlEscape(text: string, attribute = false): string {
  const escaped = xmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
  return attribute ? escaped.replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;') : escaped;
}

const attr = (name: string, value: string | number) => ` ${name}="${xmlEscape(String(value), true)}"`;

/** A number as the report shows it: at most 4 decimals. */
const num = (n: number) => String(Math.round(n * 10_000) / 10_000);

/**
 * Milliseconds as JUnit's seconds (xs:decimal: no exponent), to the millisecond, written from the whole number of
 * milliseconds (a division could round the last digit); undefined for none, or for more than a number counts
 * exactly (a sum of absurd durations).
 */
export function seconds(ms: number | undefined): string | undefined {
  if (ms === undefined) return undefined;
  const whole = Math.round(ms);
  if (!Number.isSafeInteger(whole) || whole < 0) return undefined;
  const digits = String(whole).padStart(4, '0');
  const fraction = digits.slice(-3).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -3)}.${fraction}` : digits.slice(0, -3);
}

/** The time attribute of a case or suite, left out when the time is unknown. */
function timeAttr(ms: number | undefined): string {
  const s = seconds(ms);
  return s === undefined ? '' : attr('time', s);
}

/** The sum of the times, when each is known (a case without one leaves the sum unknown). */
function total(times: readonly (number | undefined)[]): number | undefined {
  let sum = 0;
  for (const ms of times) {
    if (ms === undefined) return undefined;
    sum += ms;
  }
  return sum;
}

/**
 * A <failure> or an <error>: what happened in its `message` and again as its text's first line, the reason after a
 * blank line. GitLab reads a test case with ActiveSupport's Hash.from_xml, which keeps an element's text and drops
 * its attributes, so the text must say it all. Its `type` is never one of ActiveSupport's type names (string,
 * integer, yaml, ...), by which Hash.from_xml would convert the text.
 */
function problem(
  element: 'failure' | 'error',
  type: string,
  message: string,
  reason: string | null | undefined,
  redact: (text: string) => string,
): string {
  const text = reason ? `${message}\n\n${reason}` : message;
  return `<${element}${attr('message', redact(message))}${attr('type', type)}>${xmlEscape(redact(text))}</${element}>`;
}

function caseOf(
  row: GateRow,
  redact: (text: string) => string,
): { xml: string; kind: 'pass' | 'failure' | 'error' } {
  const name = row.title ? `${row.title} (${row.runId})` : row.runId;
  const open = `    <testcase${attr('name', redact(name))}${attr('classname', redact(`cloud-agent.${row.scorer.name}`))}${timeAttr(row.judgeMs)}`;
  // The run's session (what the agent did), where a reader of the test report goes next: a property of the case.
  const link = safeUrl(row.link);
  const props = link
    ? [
        '<properties>',
        `        <property${attr('name', 'session_link')}${attr('value', redact(link))}/>`,
        '      </properties>',
      ].join('\n')
    : undefined;
  /** The case with what it holds (its properties first), or closed at once when it holds nothing. */
  const inside = (xml?: string) => {
    const parts = [props, xml].filter((part) => part !== undefined);
    return parts.length
      ? `${open}>\n${parts.map((part) => `      ${part}`).join('\n')}\n    </testcase>`
      : `${open}/>`;
  };
  switch (row.verdict) {
    case 'pass':
      return { xml: inside(), kind: 'pass' };
    case 'error': {
      const message = `the judge's attempt failed${row.dispatchError ? `: ${row.dispatchError}` : ''}`;
      return { xml: inside(problem('error', 'judge-error', message, row.reason, redact)), kind: 'error' };
    }
    case 'pending': {
      const message = 'no verdict within the score timeout (counts as not passed)';
      return { xml: inside(problem('failure', 'pending', message, row.reason, redact)), kind: 'failure' };
    }
    default: {
      const score = row.score === null ? 'no score' : `score ${num(row.score)}`;
      const classification = row.classification === null ? '' : ` (${row.classification})`;
      const message = `${score}${classification} below the threshold ${num(row.threshold)}`;
      return {
        xml: inside(problem('failure', row.verdict, message, row.reason, redact)),
        kind: 'failure',
      };
    }
  }
}

/**
 * A suite's <properties>: the scorer's verdicts here against the baseline the gate chose (`baseline`: norm or base).
 * The norm: the scorer's pass rate over the window less the runs judged here (baseline_window_days;
 * baseline_threshold, the scorer's own, at which both sides are counted; baseline_excluded, the scores of runs judged
 * here taken out). The base: the verdicts of the gate on the base branch's newest head whose gate passed
 * (baseline_branch, baseline_sha, baseline_check_url). Both: baseline_passed of baseline_total, baseline_pass_rate (a
 * fraction, left out when nothing was counted), or baseline_none saying why there is no baseline. Then the scorer's
 * pass rate here (a run without a verdict counts as failed), its passed, failed and no_verdict, the difference in
 * points where both rates are known, and max_drop_points when given. Nothing without a comparison.
 */
function properties(c: ScorerComparison | undefined, baseline: Baseline | undefined): string[] {
  if (!c || !baseline) return [];
  const rate = rateHere(c);
  const delta = deltaPoints(c);
  const base = baselineRate(c);
  const list: [string, string][] = [['baseline', baseline.kind]];
  if (baseline.kind === 'norm') {
    list.push(
      ['baseline_window_days', String(baseline.windowDays)],
      ['baseline_threshold', num(c.threshold)],
    );
  } else {
    list.push(['baseline_branch', baseline.branch], ['baseline_sha', baseline.sha]);
    if (baseline.checkUrl) list.push(['baseline_check_url', baseline.checkUrl]);
  }
  if (typeof c.baseline === 'string') list.push(['baseline_none', c.baseline]);
  else {
    if (typeof base === 'number') list.push(['baseline_pass_rate', num(base)]);
    list.push(['baseline_passed', String(c.baseline.passed)], ['baseline_total', String(c.baseline.total)]);
    if (c.baseline.excluded !== undefined) list.push(['baseline_excluded', String(c.baseline.excluded)]);
  }
  if (rate !== null) list.push(['pass_rate', num(rate)]);
  list.push(['passed', String(c.passed)], ['failed', String(c.failed)], ['no_verdict', String(c.noVerdict)]);
  if (delta !== undefined) list.push(['delta_points', String(delta)]);
  if (c.maxDropPoints !== undefined) list.push(['max_drop_points', String(c.maxDropPoints)]);
  return [
    '    <properties>',
    ...list.map(([name, value]) => `      <property${attr('name', name)}${attr('value', value)}/>`),
    '    </properties>',
  ];
}

/**
 * The JUnit document of a gate's rows, grouped by scorer in the order they first appear; each suite with the
 * scorer's comparison with the baseline (`summary.scorers`, `summary.baseline`) as properties.
 */
export function renderJUnit(
  rows: readonly GateRow[],
  summary: Pick<GateSummary, 'conclusion' | 'scorers' | 'baseline'>,
  redact: (text: string) => string = (t) => t,
): string {
  const byScorer = new Map<number, GateRow[]>();
  for (const row of rows) {
    const list = byScorer.get(row.scorer.id) ?? [];
    list.push(row);
    byScorer.set(row.scorer.id, list);
  }
  const suites: string[] = [];
  let failures = 0;
  let errors = 0;
  for (const list of byScorer.values()) {
    const cases = list.map((row) => caseOf(row, redact));
    const f = cases.filter((c) => c.kind === 'failure').length;
    const e = cases.filter((c) => c.kind === 'error').length;
    failures += f;
    errors += e;
    suites.push(
      [
        `  <testsuite${attr('name', redact(list[0]!.scorer.name))}${attr('tests', cases.length)}${attr('failures', f)}${attr('errors', e)} skipped="0"${timeAttr(total(list.map((row) => row.judgeMs)))}>`,
        ...properties(
          summary.scorers?.find((n) => n.scorer.id === list[0]!.scorer.id),
          summary.baseline,
        ),
        ...cases.map((c) => c.xml),
        '  </testsuite>',
      ].join('\n'),
    );
  }
  const head = `<testsuites name="cloud-agent gate (${summary.conclusion})"${attr('tests', rows.length)}${attr('failures', failures)}${attr('errors', errors)}${timeAttr(total(rows.map((row) => row.judgeMs)))}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    suites.length ? `${head}>` : `${head}/>`,
    ...(suites.length ? [...suites, '</testsuites>'] : []),
    '',
  ].join('\n');
}

/** Whether a finding of `severity` fails the review by `failOn` (`review-fail-on`; none: never). */
export function failsReview(severity: Severity, failOn: 'none' | Severity): boolean {
  return failOn !== 'none' && RANK[severity] <= RANK[failOn];
}

/**
 * The severities, highest first, as render/review.ts SEVERITIES has them (written out: this chunk of the command line
 * does not load the review's renderer for four words).
 */
const RANK: Record<Severity, number> = { critical: 0, important: 1, suggestion: 2, nit: 3 };

/**
 * The JUnit document of a review of `head`: one suite, one test case per finding (those the action would post inline,
 * then those outside the diff, then those listed), named by severity, title and fingerprint, with the finding's file
 * (JUnit has no attribute for its line: the failure's message says it); a finding at or above `failOn` is a <failure> saying where it is, its body after.
 */
export function renderReviewJUnit(
  review: { head: string; plan: ReviewPlan },
  failOn: 'none' | Severity,
  redact: (text: string) => string = (t) => t,
): string {
  const findings: Placed[] = [...review.plan.inline, ...review.plan.outside, ...review.plan.listed];
  let failures = 0;
  const cases = findings.map(({ finding, fingerprint }) => {
    const open = `    <testcase${attr('name', redact(`${finding.severity}: ${finding.title} (${fingerprint})`))}${attr('classname', redact(`cloud-agent.review.${finding.path}`))}${attr('file', redact(finding.path))}`;
    if (!failsReview(finding.severity, failOn)) return `${open}/>`;
    failures += 1;
    const message = `${finding.severity} finding at ${finding.path}:${finding.line}: ${finding.title}`;
    return `${open}>\n      ${problem('failure', 'finding', message, finding.body, redact)}\n    </testcase>`;
  });
  const name = `cloud-agent review of ${review.head.slice(0, 7)}`;
  const counts = `${attr('tests', cases.length)}${attr('failures', failures)}${attr('errors', 0)}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attr('name', name)}${counts}>`,
    `  <testsuite${attr('name', name)}${counts} skipped="0"${cases.length ? '>' : '/>'}`,
    ...(cases.length ? [...cases, '  </testsuite>'] : []),
    '</testsuites>',
    '',
  ].join('\n');
}
