export const id = 666;
export const ids = [666];
export const modules = {

666:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  renderJUnit: () => (renderJUnit)
});
var _render_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);
var _render_gate_evidence_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3079);


function xmlChars(text) {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}
function xmlEscape(text, attribute = false) {
  const escaped = xmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
  return attribute ? escaped.replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;') : escaped;
}
const attr = (name, value) => ` ${name}="${xmlEscape(String(value), true)}"`;
const num = (n) => String(Math.round(n * 10_000) / 10_000);
function seconds(ms) {
  if (ms === undefined)
    return undefined;
  const whole = Math.round(ms);
  if (!Number.isSafeInteger(whole) || whole < 0)
    return undefined;
  const digits = String(whole).padStart(4, '0');
  const fraction = digits.slice(-3).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -3)}.${fraction}` : digits.slice(0, -3);
}
function timeAttr(ms) {
  const s = seconds(ms);
  return s === undefined ? '' : attr('time', s);
}
function total(times) {
  let sum = 0;
  for (const ms of times) {
    if (ms === undefined)
      return undefined;
    sum += ms;
  }
  return sum;
}
function problem(element, type, message, reason, redact) {
  const text = reason ? `${message}\n\n${reason}` : message;
  return `<${element}${attr('message', redact(message))}${attr('type', type)}>${xmlEscape(redact(text))}</${element}>`;
}
function caseOf(row, redact) {
  const name = row.title ? `${row.title} (${row.runId})` : row.runId;
  const open = `    <testcase${attr('name', redact(name))}${attr('classname', redact(`cloud-agent.${row.scorer.name}`))}${timeAttr(row.judgeMs)}`;
  const link = (0,_render_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(row.link);
  const props = link
    ? [
      '<properties>',
      `        <property${attr('name', 'session_link')}${attr('value', redact(link))}/>`,
      '      </properties>',
    ].join('\n')
    : undefined;
  const inside = (xml) => {
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
function properties(c, baseline) {
  if (!c || !baseline)
    return [];
  const rate = (0,_render_gate_evidence_js__WEBPACK_IMPORTED_MODULE_1__.vT)(c);
  const delta = (0,_render_gate_evidence_js__WEBPACK_IMPORTED_MODULE_1__.kg)(c);
  const base = (0,_render_gate_evidence_js__WEBPACK_IMPORTED_MODULE_1__.ol)(c);
  const list = [['baseline', baseline.kind]];
  if (baseline.kind === 'norm') {
    list.push(['baseline_window_days', String(baseline.windowDays)], ['baseline_threshold', num(c.threshold)]);
  }
  else {
    list.push(['baseline_branch', baseline.branch], ['baseline_sha', baseline.sha]);
    if (baseline.checkUrl)
      list.push(['baseline_check_url', baseline.checkUrl]);
  }
  if (typeof c.baseline === 'string')
    list.push(['baseline_none', c.baseline]);
  else {
    if (typeof base === 'number')
      list.push(['baseline_pass_rate', num(base)]);
    list.push(['baseline_passed', String(c.baseline.passed)], ['baseline_total', String(c.baseline.total)]);
    if (c.baseline.excluded !== undefined)
      list.push(['baseline_excluded', String(c.baseline.excluded)]);
  }
  if (rate !== null)
    list.push(['pass_rate', num(rate)]);
  list.push(['passed', String(c.passed)], ['failed', String(c.failed)], ['no_verdict', String(c.noVerdict)]);
  if (delta !== undefined)
    list.push(['delta_points', String(delta)]);
  if (c.maxDropPoints !== undefined)
    list.push(['max_drop_points', String(c.maxDropPoints)]);
  return [
    '    <properties>',
    ...list.map(([name, value]) => `      <property${attr('name', name)}${attr('value', value)}/>`),
    '    </properties>',
  ];
}
function renderJUnit(rows, summary, redact = (t) => t) {
  const byScorer = new Map();
  for (const row of rows) {
    const list = byScorer.get(row.scorer.id) ?? [];
    list.push(row);
    byScorer.set(row.scorer.id, list);
  }
  const suites = [];
  let failures = 0;
  let errors = 0;
  for (const list of byScorer.values()) {
    const cases = list.map((row) => caseOf(row, redact));
    const f = cases.filter((c) => c.kind === 'failure').length;
    const e = cases.filter((c) => c.kind === 'error').length;
    failures += f;
    errors += e;
    suites.push([
      `  <testsuite${attr('name', redact(list[0].scorer.name))}${attr('tests', cases.length)}${attr('failures', f)}${attr('errors', e)} skipped="0"${timeAttr(total(list.map((row) => row.judgeMs)))}>`,
      ...properties(summary.scorers?.find((n) => n.scorer.id === list[0].scorer.id), summary.baseline),
      ...cases.map((c) => c.xml),
      '  </testsuite>',
    ].join('\n'));
  }
  const head = `<testsuites name="cloud-agent gate (${summary.conclusion})"${attr('tests', rows.length)}${attr('failures', failures)}${attr('errors', errors)}${timeAttr(total(rows.map((row) => row.judgeMs)))}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    suites.length ? `${head}>` : `${head}/>`,
    ...(suites.length ? [...suites, '</testsuites>'] : []),
    '',
  ].join('\n');
}


}),

3079:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  AH: () => (regressedBlock),
  BR: () => (overWindow),
  Bi: () => (Regressions),
  Bs: () => (belowBaseline),
  Fu: () => (shortSha),
  H8: () => (casesBlock),
  JB: () => (percentNumber),
  KN: () => (percent),
  Kq: () => (mergeGroupReport),
  RS: () => (regressionOf),
  Ri: () => (baselineName),
  U9: () => (count),
  Vk: () => (belowText),
  _: () => (decimal),
  _d: () => (scorerBlock),
  dY: () => (REGRESSED_SHOWN),
  fj: () => (attemptsRule),
  kg: () => (deltaPoints),
  ol: () => (baselineRate),
  p8: () => (EPSILON),
  uJ: () => (worstDelta),
  vT: () => (rateHere),
  vV: () => (casePassed)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

const EPSILON = 1e-9;
function percentNumber(fraction) {
  const p = Math.round(fraction * 1000) / 10;
  if (p >= 100 && fraction < 1)
    return 99.9;
  if (p <= 0 && fraction > 0)
    return 0.1;
  return p;
}
const percent = (fraction) => `${percentNumber(fraction)}%`;
const decimal = (n) => (n === null || !Number.isFinite(n) ? '—' : n.toFixed(2));
const count = (n, one, many) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(n)} ${n === 1 ? one : many}`;
const points = (n) => `${n} ${n === 1 ? 'point' : 'points'}`;
const overWindow = (days) => days === 1 ? 'over the last day' : `over the last ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(days)} days`;
function signedPoints(delta) {
  const sign = delta < 0 ? '\u2212' : delta > 0 ? '+' : '±';
  return `${sign}${points(Math.abs(delta))}`;
}
const shortSha = (sha) => sha.slice(0, 7);
function rateHere(c) {
  const total = c.passed + c.failed + c.noVerdict;
  return total ? c.passed / total : null;
}
function baselineRate(c) {
  if (typeof c.baseline === 'string')
    return undefined;
  return c.baseline.total ? c.baseline.passed / c.baseline.total : null;
}
function deltaPoints(c) {
  const rate = rateHere(c);
  const baseline = baselineRate(c);
  if (rate === null || baseline === null || baseline === undefined)
    return undefined;
  const value = Math.round(Math.abs(rate - baseline) * 1000) / 10;
  return rate < baseline ? -value : value;
}
function belowBaseline(c) {
  const delta = deltaPoints(c);
  return c.maxDropPoints !== undefined && delta !== undefined && -delta > c.maxDropPoints + EPSILON;
}
function worstDelta(scorers) {
  const deltas = scorers.map(deltaPoints).filter((d) => d !== undefined);
  return deltas.length ? Math.min(...deltas) : undefined;
}
function baselineWhere(baseline) {
  return baseline.kind === 'norm'
    ? overWindow(baseline.windowDays)
    : `on ${baseline.branch} at ${shortSha(baseline.sha)}`;
}
const baselineName = (baseline) => baseline?.kind === 'base' ? 'the base branch' : 'the norm';
function belowText(c, baseline, name = c.scorer.name) {
  return `scorer ${name}: ${percent(rateHere(c))} is ${points(-deltaPoints(c))} below its ${percent(baselineRate(c))} ${baselineWhere(baseline)} (max-drop-points ${c.maxDropPoints})`;
}
function baselineCell(c, baseline) {
  if (typeof c.baseline === 'string')
    return `not compared: ${c.baseline}`;
  const { passed, total, excluded } = c.baseline;
  if (baseline.kind === 'norm') {
    const at = `at threshold ${decimal(c.threshold)}`;
    const left = excluded ? `, not counting the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(excluded)} judged here` : '';
    if (!total)
      return `no other run scored ${at}${excluded ? ` but the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(excluded)} judged here` : ''}`;
    return `${percent(passed / total)}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(passed)} of ${count(total, 'run', 'runs')} scored ${at}${left}`;
  }
  if (!total)
    return `none of the ${count(baseline.runs, 'run', 'runs')} judged there had this scorer`;
  return `${percent(passed / total)}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(passed)} of ${count(total, 'run', 'runs')}`;
}
function baselineLead(baseline, maxDropPoints) {
  const rule = maxDropPoints === undefined
    ? 'shown only: no `max-drop-points`'
    : `\`max-drop-points\` ${maxDropPoints}: a scorer more points below it fails the gate`;
  if (baseline.kind === 'norm') {
    const norm = `Baseline: the norm, each scorer's pass rate ${overWindow(baseline.windowDays)} as the service counts it, at the scorer's own threshold, less the runs judged here (${rule}).`;
    return baseline.fallback ? `${norm} Not the base branch: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(baseline.fallback, 1000)}.` : norm;
  }
  const check = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(baseline.checkUrl);
  const where = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(baseline.branch, 100)} at \`${shortSha(baseline.sha)}\``;
  const skipped = baseline.skipped.length
    ? ` Newer heads passed over: ${baseline.skipped.map((s) => `\`${shortSha(s.sha)}\` (${s.why})`).join(', ')}.`
    : '';
  return `Baseline: the ${count(baseline.runs, 'run', 'runs')} the gate judged on ${where}${check ? ` ([its check](${check}))` : ''}, the newest head of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(baseline.branch, 100)} whose gate passed (${rule}).${skipped}`;
}
function scorerBlock(summary) {
  const { scorers, baseline } = summary;
  if (!scorers?.length || !baseline)
    return '';
  const rows = scorers.map((c) => {
    const rate = rateHere(c);
    const delta = deltaPoints(c);
    return `| ${belowBaseline(c) ? '❌ ' : ''}${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(c.scorer.name, 80)} | ${rate === null ? '—' : percent(rate)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(c.passed)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(c.failed)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(c.noVerdict)} | ${baselineCell(c, baseline)} | ${delta === undefined ? '—' : signedPoints(delta)} |`;
  });
  const table = [
    '| Scorer | Pass rate | Passed | Failed | No verdict | Baseline | Change |',
    '|---|--:|--:|--:|--:|---|--:|',
    ...rows,
  ].join('\n');
  const shown = baseline.kind === 'base' ? { ...baseline, branch: (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(baseline.branch, 100) } : baseline;
  const below = scorers.filter(belowBaseline).map((c) => belowText(c, shown, (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(c.scorer.name, 80)));
  return [
    `${baselineLead(baseline, scorers[0].maxDropPoints)} A run without a verdict counts as failed.`,
    table,
    below.length ? `Below ${baselineName(baseline)}, so the gate fails: ${below.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
const casePassed = (c) => c.passed >= c.minPass;
function attemptsRule(list) {
  const [first] = list;
  if (!first)
    return 'no cases';
  const same = list.every((c) => c.repeat === first.repeat && c.minPass === first.minPass);
  if (!same)
    return 'each at the attempts its case asks';
  return `at least ${first.minPass} of ${count(first.repeat, 'attempt', 'attempts')}`;
}
function casesBlock(cases, maxChars = Infinity) {
  if (!cases?.list.length)
    return '';
  const lead = `#### Cases: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(cases.passed)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(cases.total)} passed (${attemptsRule(cases.list)})`;
  const header = '| Case | Attempts | Outcome |\n|---|---|---|';
  let room = maxChars - lead.length - header.length - 120;
  const rows = [];
  for (const c of cases.list) {
    const notRun = c.repeat - c.ran;
    const attempts = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(c.passed)} of ${count(c.repeat, 'attempt', 'attempts')} passed${notRun ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(notRun)} not run` : ''}`;
    const outcome = casePassed(c) ? '✅ passed' : `❌ failed: ${count(c.minPass, 'pass', 'passes')} needed`;
    const row = `| ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(c.name, 150)} | ${attempts} | ${outcome} |`;
    if (row.length + 1 > room)
      break;
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
const REGRESSED_SHOWN = 20;
const REGRESSIONS_KEPT = 1000;
const shortfall = (row) => (row.score === null ? -Infinity : row.score - row.threshold);
class Regressions {
  failedRows = [];
  noVerdictRows = [];
  failedTotal = 0;
  noVerdictTotal = 0;
  added = 0;
  kept;
  shown;
  constructor(kept = REGRESSIONS_KEPT, shown = REGRESSED_SHOWN) {
    this.kept = kept;
    this.shown = shown;
  }
  add(row) {
    const index = this.added++;
    if (row.verdict === 'fail') {
      this.failedTotal++;
      const list = this.failedRows;
      let at = list.length;
      while (at > 0 && shortfall(list[at - 1].row) > shortfall(row))
        at--;
      if (at >= this.kept)
        return;
      list.splice(at, 0, { row, index });
      if (list.length > this.kept)
        list.pop();
    }
    else if (row.verdict === 'error' || row.verdict === 'pending') {
      this.noVerdictTotal++;
      if (this.noVerdictRows.length < this.shown)
        this.noVerdictRows.push(row);
    }
  }
  failed() {
    return this.failedRows.map((f) => f.row);
  }
  noVerdict() {
    return this.noVerdictRows;
  }
  rows() {
    return [...this.failed(), ...this.noVerdict()];
  }
}
function firstLine(reason) {
  const line = reason
    ?.split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== '');
  return line === undefined ? undefined : line;
}
function links(row) {
  const session = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(row.link);
  const scoring = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(row.scoringLink);
  return [session ? `[session](${session})` : '', scoring ? `[scoring](${scoring})` : '']
    .filter(Boolean)
    .join(' · ');
}
const titleOf = (row) => `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(row.title.trim() ? row.title : row.runId, 150)}**`;
function failedItem(row) {
  const reason = firstLine(row.reason);
  return [
    titleOf(row),
    (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(row.scorer.name, 80),
    `score ${decimal(row.score)} against threshold ${decimal(row.threshold)}`,
    ...(reason ? [(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(reason, 200)] : []),
    links(row),
  ]
    .filter(Boolean)
    .join(' · ');
}
function noVerdictItem(row) {
  const why = row.verdict === 'error'
    ? "no verdict: the judge's attempt failed"
    : 'no verdict within the score timeout';
  return [titleOf(row), (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(row.scorer.name, 80), why, links(row)].filter(Boolean).join(' · ');
}
function regressedBlock(regressions, cases, shown = REGRESSED_SHOWN) {
  const partial = (cases?.list ?? []).filter((c) => c.passed > 0 && c.passed < c.ran);
  const failed = regressions?.failed() ?? [];
  const failedTotal = regressions?.failedTotal ?? 0;
  const noVerdictTotal = regressions?.noVerdictTotal ?? 0;
  if (!failedTotal && !partial.length && !noVerdictTotal)
    return '';
  const items = [];
  let room = shown;
  const take = (list, item) => {
    const some = list.slice(0, Math.max(0, room));
    room -= some.length;
    items.push(...some.map((t) => `- ${item(t)}`));
    return some.length;
  };
  const failedShown = take(failed, failedItem);
  const partialShown = take(partial, (c) => `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(c.name, 150)}** passed ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(c.passed)} of ${count(c.ran, 'attempt', 'attempts')} (${count(c.minPass, 'pass', 'passes')} needed)`);
  const noVerdictShown = take(regressions?.noVerdict() ?? [], noVerdictItem);
  const left = [
    [failedTotal - failedShown, 'regressed'],
    [partial.length - partialShown, 'partly passed'],
    [noVerdictTotal - noVerdictShown, 'without a verdict'],
  ].filter(([n]) => n > 0);
  const total = left.reduce((n, [k]) => n + k, 0);
  const rest = total
    ? `_… and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(total)} more not listed (${left.map(([n, what]) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(n)} ${what}`).join(', ')}): every judgement is in the \`results\` output._`
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
function regressionOf(row) {
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
function carriedText(v) {
  if (v.status === undefined)
    return '❌ no gate check on its head';
  if (v.status !== 'completed')
    return '⏳ its gate has not finished';
  if (v.conclusion === 'success')
    return '✅ passed';
  if (v.conclusion === 'neutral')
    return '⚪ nothing to judge (counts as passed)';
  if (v.conclusion === 'failure')
    return '❌ failed';
  return `❌ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(v.conclusion ?? 'no conclusion', 40)}`;
}
function mergeGroupReport(input) {
  const icon = input.conclusion === 'success' ? '✅' : '❌';
  const rows = input.verdicts.map((v) => {
    const check = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(v.url);
    return `| #${v.number} | \`${shortSha(v.sha)}\` | ${carriedText(v)}${check ? ` ([check](${check}))` : ''} |`;
  });
  return [
    `### ${icon} ${input.title}`,
    `A merge group: each pull request's last verdict of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(input.checkName, 100)} on its head is carried over; nothing is judged again.`,
    rows.length ? ['| Pull request | Head | Verdict |', '|---|---|---|', ...rows].join('\n') : '',
    input.failing.length ? `The group fails: ${input.failing.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}


})

};

//# sourceMappingURL=666.index.js.map