/**
 * The gate as JUnit XML, the report format GitLab, Jenkins, Buildkite, CircleCI and Azure show natively: one test
 * suite per scorer, one test case per run and scorer. A failed verdict is a <failure> carrying the judge's reason;
 * a failed judge attempt an <error>; a verdict still pending at the timeout a <failure> too (it does not pass).
 * Every text comes from the service or a model: it is escaped, and characters XML 1.0 cannot hold are dropped.
 */
import type { GateRow, GateSummary } from '../render/gate.ts';

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

function caseOf(
  row: GateRow,
  redact: (text: string) => string,
): { xml: string; kind: 'pass' | 'failure' | 'error' } {
  const name = row.title ? `${row.title} (${row.runId})` : row.runId;
  const open = `    <testcase${attr('name', redact(name))}${attr('classname', redact(`cloud-agent.${row.scorer.name}`))} time="0"`;
  const score = row.score === null ? 'no score' : `score ${num(row.score)}`;
  const classification = row.classification === null ? '' : ` (${row.classification})`;
  const reason = row.reason ? xmlEscape(redact(row.reason)) : '';
  switch (row.verdict) {
    case 'pass':
      return { xml: `${open}/>`, kind: 'pass' };
    case 'error': {
      const message = `the judge's attempt failed${row.dispatchError ? `: ${row.dispatchError}` : ''}`;
      return {
        xml: `${open}>\n      <error${attr('message', redact(message))} type="judge-error">${reason}</error>\n    </testcase>`,
        kind: 'error',
      };
    }
    case 'pending': {
      const message = 'no verdict within the score timeout (counts as not passed)';
      return {
        xml: `${open}>\n      <failure${attr('message', message)} type="pending">${reason}</failure>\n    </testcase>`,
        kind: 'failure',
      };
    }
    default: {
      const message = `${score}${classification} below the threshold ${num(row.threshold)}`;
      return {
        xml: `${open}>\n      <failure${attr('message', redact(message))}${attr('type', row.verdict)}>${reason}</failure>\n    </testcase>`,
        kind: 'failure',
      };
    }
  }
}

/** The JUnit document of a gate's rows, grouped by scorer in the order they first appear. */
export function renderJUnit(
  rows: readonly GateRow[],
  summary: Pick<GateSummary, 'conclusion'>,
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
        `  <testsuite${attr('name', redact(list[0]!.scorer.name))}${attr('tests', cases.length)}${attr('failures', f)}${attr('errors', e)} skipped="0" time="0">`,
        ...cases.map((c) => c.xml),
        '  </testsuite>',
      ].join('\n'),
    );
  }
  const head = `<testsuites name="cloud-agent gate (${summary.conclusion})"${attr('tests', rows.length)}${attr('failures', failures)}${attr('errors', errors)} time="0"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    suites.length ? `${head}>` : `${head}/>`,
    ...(suites.length ? [...suites, '</testsuites>'] : []),
    '',
  ].join('\n');
}
