export const id = 829;
export const ids = [829];
export const modules = {

6829:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  AN: () => (belowNorm),
  AO: () => (NO_RUNS_COLOUR),
  C_: () => (renderGateReport),
  Gp: () => (xyChart),
  I4: () => (PASSED_COLOUR),
  RN: () => (GateRows),
  TR: () => (normRate),
  Tq: () => (checkTitle),
  ZB: () => (normDelta),
  Zz: () => (ranges),
  _Q: () => (shownTitle),
  eh: () => (summarize),
  nE: () => (belowNormText),
  sD: () => (normBaseline)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

const GATE_LIMIT = 65_000;
const EPSILON = 1e-9;
function summarize(rows, minPassRate) {
  const table = rows instanceof GateRows ? rows : GateRows.of(rows);
  const { runs: total, runsPassed: passed } = table;
  const passRate = total ? passed / total : null;
  const conclusion = passRate === null ? 'neutral' : passRate + EPSILON >= minPassRate ? 'success' : 'failure';
  const judgements = table.total > total ? { judgements: { passed: table.count('pass'), total: table.total } } : {};
  return { conclusion, passed, failed: total - passed, total, passRate, minPassRate, ...judgements };
}
function percentNumber(fraction) {
  const p = Math.round(fraction * 1000) / 10;
  if (p >= 100 && fraction < 1)
    return 99.9;
  if (p <= 0 && fraction > 0)
    return 0.1;
  return p;
}
const percent = (fraction) => `${percentNumber(fraction)}%`;
function checkTitle(summary) {
  if (!summary.total || summary.passRate === null)
    return 'No runs to judge';
  const noun = summary.of === 'judgements' ? 'judgement' : 'run';
  const counted = summary.total === 1 ? noun : `${noun}s`;
  const { judgements } = summary;
  const also = judgements ? `; ${judgements.passed} of ${judgements.total} judgements` : '';
  const below = (summary.norm ?? []).filter(belowNorm).length;
  const norm = below ? ` — ${count(below, 'scorer', 'scorers')} below the norm` : '';
  return `${summary.passed} of ${summary.total} ${counted} passed (${percent(summary.passRate)}${also})${norm}`;
}
const CONCLUSION_ICON = {
  success: '✅',
  failure: '❌',
  neutral: '⚪',
};
const OUTCOME = {
  pass: '✅ pass',
  fail: '❌ fail',
  error: '⚠️ error',
  pending: '⏳ pending',
};
function rateLine(table, summary) {
  const min = `**${percent(summary.minPassRate)}** (\`min-pass-rate\`)`;
  if (summary.passRate === null)
    return `Nothing to judge, so the gate is neutral; the minimum is ${min}.`;
  const verb = summary.passRate + EPSILON >= summary.minPassRate ? 'meets' : 'is below';
  const count = (v) => table.count(v);
  const parts = [
    [count('fail'), 'below the threshold'],
    [count('error'), 'judge error'],
    [count('pending'), 'without a verdict'],
  ];
  const notPassed = parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(n)} ${what}`)
    .join(', ');
  const which = summary.judgements ? 'Judgements not passed' : 'Not passed';
  return `Pass rate **${percent(summary.passRate)}** ${verb} the minimum of ${min}.${notPassed ? ` ${which}: ${notPassed}.` : ''}`;
}
function dispatchText(row) {
  const what = row.dispatch === undefined
    ? ''
    : row.dispatch === 'already_in_flight'
      ? 'already in flight'
      : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(row.dispatch, 40);
  const error = row.dispatchError ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(row.dispatchError, 200) : '';
  if (what && error)
    return `${what}: ${error}`;
  return what || error || '—';
}
function classificationText(row) {
  if (row.verdict === 'error')
    return 'failed judge';
  if (row.verdict === 'pending')
    return 'no verdict';
  return row.classification === null || row.classification.trim() === ''
    ? '—'
    : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(row.classification, 80);
}
const decimal = (n) => (n === null || !Number.isFinite(n) ? '—' : n.toFixed(2));
const TITLE_MAX = 150;
function shownTitle(title) {
  return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Bq)(title, TITLE_MAX);
}
function runCell(row) {
  const title = row.title.trim() ? row.title : row.runId;
  const url = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(row.link);
  return url ? `[${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.yX)(title, TITLE_MAX)}](${url})` : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(title, TITLE_MAX);
}
function tableHeader(withDispatch) {
  return withDispatch
    ? '| Run | Scorer | Classification | Score | Threshold | Outcome | Dispatch |\n|---|---|---|--:|--:|---|---|'
    : '| Run | Scorer | Classification | Score | Threshold | Outcome |\n|---|---|---|--:|--:|---|';
}
function tableRow(row, withDispatch) {
  const cells = [
    runCell(row),
    (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(row.scorer.name, 80),
    classificationText(row),
    decimal(row.score),
    decimal(row.threshold),
    OUTCOME[row.verdict] ?? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(String(row.verdict), 20),
  ];
  if (withDispatch)
    cells.push(dispatchText(row));
  return `| ${cells.join(' | ')} |`;
}
const FENCE_SLACK = 24;
const MIN_REASON = 300;
const priority = (row) => (row.verdict === 'pass' ? 1 : 0);
function byPriority(items) {
  return [...items].sort((a, b) => priority(a.row) - priority(b.row) || a.index - b.index);
}
const count = (n, one, many) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(n)} ${n === 1 ? one : many}`;
class GateRows {
  limit;
  total = 0;
  withDispatch = false;
  counts = new Map();
  runsSeen = new Map();
  notPassed = [];
  notPassedSize = 0;
  notPassedCut = false;
  passes = [];
  passesSize = 0;
  passesCut = false;
  constructor(limit = GATE_LIMIT) {
    this.limit = limit;
  }
  static of(rows, limit = GATE_LIMIT) {
    const table = new GateRows(limit);
    for (const row of rows)
      table.add(row);
    return table;
  }
  add(row) {
    const index = this.total++;
    this.counts.set(row.verdict, (this.counts.get(row.verdict) ?? 0) + 1);
    this.runsSeen.set(row.runId, (this.runsSeen.get(row.runId) ?? true) && row.verdict === 'pass');
    if (row.dispatch !== undefined || row.dispatchError)
      this.withDispatch = true;
    if (row.verdict === 'pass' ? this.passesCut : this.notPassedCut)
      return;
    const size = tableRow(row, false).length + 1;
    if (row.verdict !== 'pass') {
      if (this.notPassedSize + size > this.limit) {
        this.notPassedCut = true;
        this.passes = [];
        this.passesSize = 0;
        this.passesCut = true;
        return;
      }
      this.notPassed.push({ row, index, size });
      this.notPassedSize += size;
      while (this.passes.length && this.notPassedSize + this.passesSize > this.limit) {
        this.passesSize -= this.passes.pop().size;
        this.passesCut = true;
      }
    }
    else {
      if (this.notPassedSize + this.passesSize + size > this.limit) {
        this.passesCut = true;
        return;
      }
      this.passes.push({ row, index, size });
      this.passesSize += size;
    }
  }
  count(verdict) {
    return this.counts.get(verdict) ?? 0;
  }
  get runs() {
    return this.runsSeen.size;
  }
  get runsPassed() {
    let passed = 0;
    for (const pass of this.runsSeen.values())
      if (pass)
        passed++;
    return passed;
  }
  get cut() {
    return this.notPassedCut || this.passesCut;
  }
  kept() {
    return this.keptItems().map((k) => k.row);
  }
  keptItems() {
    const all = [...this.notPassed, ...this.passes].sort((a, b) => a.index - b.index);
    return all.map(({ row, index }) => ({ row, index }));
  }
}
function fitTable(rows, budget) {
  const { withDispatch } = rows;
  const header = tableHeader(withDispatch);
  const items = rows.keptItems().map(({ row, index }) => ({ row, index, line: tableRow(row, withDispatch) }));
  const fullTable = header.length + items.reduce((n, i) => n + i.line.length + 1, 0);
  let kept = items;
  let moreRows = '';
  if (rows.total && (rows.cut || fullTable > budget)) {
    const chosen = new Set();
    let used = header.length + 200;
    for (const item of byPriority(items)) {
      if (used + item.line.length + 1 > budget)
        break;
      used += item.line.length + 1;
      chosen.add(item.index);
    }
    kept = items.filter((i) => chosen.has(i.index));
    const left = rows.total - kept.length;
    const passes = rows.count('pass') - kept.filter((i) => i.row.verdict === 'pass').length;
    moreRows = `_… and ${count(left, 'more run', 'more runs')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(passes)} passed, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(left - passes)} not passed) left out: the summary is full._`;
  }
  const table = rows.total ? [header, ...kept.map((i) => i.line)].join('\n') : '';
  return { kept, table, moreRows };
}
function fitCharts(trends, budget, lead) {
  const charts = [];
  let used = 0;
  let chartsLeftOut = 0;
  for (const trend of trends) {
    const chart = charts.length || !lead ? renderTrendChart(trend) : `${lead}\n\n${renderTrendChart(trend)}`;
    if (chartsLeftOut === 0 && chart.length + 2 + 120 <= budget - used) {
      charts.push(chart);
      used += chart.length + 2;
    }
    else
      chartsLeftOut++;
  }
  const moreCharts = chartsLeftOut
    ? `_${count(chartsLeftOut, 'trend chart', 'trend charts')} left out: the summary is full._`
    : '';
  return { charts, moreCharts, used: used + moreCharts.length + 2 };
}
function fitReasons(kept, budget) {
  const reasons = kept
    .filter((i) => i.row.reason?.trim())
    .map((i) => {
    const title = i.row.title.trim() ? i.row.title : i.row.runId;
    const open = `<details><summary>Reason: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.js)(title, TITLE_MAX)} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.js)(i.row.scorer.name, 80)}</summary>\n\n`;
    return { ...i, open, text: (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.bp)(i.row.reason?.trim() ?? '') };
  });
  const close = '\n\n</details>';
  const block = (r, room) => `${r.open}${r.text.length <= room ? r.text : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Jj)(r.text, room, 'The reason')}${close}`;
  const size = (r, cap) => r.open.length + Math.min(r.text.length, cap) + FENCE_SLACK + close.length + 2;
  if (reasons.reduce((n, r) => n + size(r, Infinity), 0) <= budget) {
    return { blocks: reasons.map((r) => block(r, Infinity)), moreReasons: '' };
  }
  const room = budget - 120;
  const chosen = new Set();
  let used = 0;
  for (const r of byPriority(reasons)) {
    if (used + size(r, MIN_REASON) > room)
      break;
    used += size(r, MIN_REASON);
    chosen.add(r.index);
  }
  const shown = reasons.filter((r) => chosen.has(r.index));
  const total = (c) => shown.reduce((n, r) => n + size(r, c), 0);
  let [lo, hi] = [MIN_REASON, Math.max(MIN_REASON, ...shown.map((r) => r.text.length))];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (total(mid) <= room)
      lo = mid;
    else
      hi = mid - 1;
  }
  const left = reasons.length - shown.length;
  return {
    blocks: shown.map((r) => block(r, lo)),
    moreReasons: left ? `_${count(left, 'reason', 'reasons')} left out: the summary is full._` : '',
  };
}
function normRate(c) {
  return c.judged ? c.passed / c.judged : null;
}
function normBaseline(c) {
  if (!c.window)
    return undefined;
  return c.window.judged ? c.window.passed / c.window.judged : null;
}
function normDelta(c) {
  const rate = normRate(c);
  const baseline = normBaseline(c);
  if (rate === null || baseline === null || baseline === undefined)
    return undefined;
  const points = Math.round(Math.abs(rate - baseline) * 1000) / 10;
  return rate < baseline ? -points : points;
}
function belowNorm(c) {
  const delta = normDelta(c);
  return c.maxDropPoints !== undefined && delta !== undefined && -delta > c.maxDropPoints + EPSILON;
}
const points = (n) => `${n} ${n === 1 ? 'point' : 'points'}`;
const overWindow = (days) => days === 1 ? 'over the last day' : `over the last ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(days)} days`;
function signedPoints(delta) {
  const sign = delta < 0 ? '\u2212' : delta > 0 ? '+' : '±';
  return `${sign}${points(Math.abs(delta))}`;
}
function normRuns(c, window) {
  const at = `${overWindow(c.windowDays)} at threshold ${decimal(c.threshold)}`;
  const excluded = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(window.excluded);
  if (window.judged === 0) {
    return `no runs scored ${at}${window.excluded ? ` but the ${excluded} judged here` : ''}`;
  }
  const runs = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(window.passed)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(window.judged)} ${window.judged === 1 ? 'run' : 'runs'} scored ${at}`;
  return window.excluded ? `${runs}, not counting the ${excluded} judged here` : runs;
}
function normText(c) {
  const rate = normRate(c);
  const baseline = normBaseline(c);
  const { window } = c;
  if (!window) {
    const unread = `its pass rate ${overWindow(c.windowDays)} could not be read`;
    return rate === null ? `no pass or fail verdict to compare (${unread})` : `${percent(rate)} (${unread})`;
  }
  const runs = normRuns(c, window);
  if (rate === null) {
    return `no pass or fail verdict to compare (${baseline === null ? runs : `against ${percent(baseline)}: ${runs}`})`;
  }
  if (baseline === null)
    return `${percent(rate)} (nothing to compare with: ${runs})`;
  return `${percent(rate)} (${signedPoints(normDelta(c))} against ${percent(baseline)}: ${runs})`;
}
function belowNormText(c, name = c.scorer.name) {
  return `scorer ${name}: ${percent(normRate(c))} is ${points(-normDelta(c))} below its ${percent(normBaseline(c))} ${overWindow(c.windowDays)} (max-drop-points ${c.maxDropPoints})`;
}
function normBlock(norm) {
  if (!norm?.length)
    return '';
  const max = norm[0].maxDropPoints;
  const override = norm[0].override;
  const how = "Against each scorer's pass rate over the window as the service counts it, at the scorer's own threshold, less the runs judged here";
  const again = override === undefined
    ? ''
    : `; the verdicts here are counted at it too, not at \`threshold\` ${decimal(override)}`;
  const lead = max === undefined
    ? `${how}${again} (shown only: no \`max-drop-points\`):`
    : `${how}${again} (\`max-drop-points\` ${max}):`;
  const lines = norm.map((c) => `- ${belowNorm(c) ? '❌ ' : ''}${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(c.scorer.name, 80)}: ${normText(c)}`);
  const below = norm.filter(belowNorm).map((c) => belowNormText(c, (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(c.scorer.name, 80)));
  return [
    `${lead}\n\n${lines.join('\n')}`,
    below.length ? `Below the norm, so the gate fails: ${below.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
function checkRunLine(url) {
  const safe = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(url);
  return safe && /^https:\/\//i.test(safe) ? `Details in the [check run](${safe}).` : '';
}
const LAG_NOTE = "_The charts below are the service's own count of live scores, read after the verdicts above, as of the time under each: a verdict it had not counted by then is not in them._";
function renderGateReport(input, limit = GATE_LIMIT) {
  const { summary } = input;
  const rows = input.rows instanceof GateRows ? input.rows : GateRows.of(input.rows, limit);
  if (rows.limit < limit)
    throw new Error(`the rows were kept for ${rows.limit} characters, not ${limit}`);
  const join = (parts) => parts.filter((p) => p !== '').join('\n\n');
  const head = join([
    `### ${CONCLUSION_ICON[summary.conclusion]} ${checkTitle(summary)}`,
    rateLine(rows, summary),
    checkRunLine(input.checkRun),
    normBlock(summary.norm),
  ]);
  const tail = join([
    input.note?.trim() ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Jj)((0,_format_js__WEBPACK_IMPORTED_MODULE_0__.bp)(input.note.trim()), 4_000, 'The note') : '',
    `<sub>Judged at ${new Date(input.now).toISOString().slice(0, 10)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.fU)(input.now)}.</sub>`,
  ]);
  let budget = limit - head.length - tail.length - 40;
  const { kept, table, moreRows } = fitTable(rows, budget);
  budget -= table.length + moreRows.length + 4;
  const { charts, moreCharts, used } = fitCharts(input.trends, budget, rows.total ? LAG_NOTE : '');
  budget -= used;
  const { blocks, moreReasons } = fitReasons(kept, budget);
  const body = join([head, table, moreRows, ...blocks, moreReasons, ...charts, moreCharts, tail]);
  return body.length <= limit ? body : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Jj)(body, limit, 'The report');
}
const DAY = 86_400_000;
function isoDate(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}
function periodLabel(start, groupBy, full) {
  const ms = Date.parse(start);
  if (Number.isNaN(ms))
    return undefined;
  if (groupBy === 'month')
    return isoDate(ms).slice(0, 7);
  const day = groupBy === 'week' ? ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY : ms;
  return full ? isoDate(day) : isoDate(day).slice(5);
}
function periodLabels(trend) {
  const series = trend.response.series;
  const make = (full) => series.map((p, i) => periodLabel(p.period_start, trend.groupBy, full) ?? `#${i + 1}`);
  const distinct = (labels) => new Set(labels).size === labels.length;
  let labels = make(false);
  if (!distinct(labels))
    labels = make(true);
  if (!distinct(labels))
    labels = labels.map((l, i) => `${l} #${i + 1}`);
  return labels;
}
function ranges(labels, indexes, max = 12) {
  const runs = [];
  for (const i of indexes) {
    const last = runs.at(-1);
    if (last && last[1] === i - 1)
      last[1] = i;
    else
      runs.push([i, i]);
  }
  const text = runs
    .slice(0, max)
    .map(([a, b]) => (a === b ? labels[a] : `${labels[a]}–${labels[b]}`))
    .join(', ');
  return runs.length > max ? `${text} and ${runs.length - max} more` : text;
}
const UNIT = { day: 'day', week: 'week', month: 'month' };
const MAX_LABELS = 15;
function shownLabels(n) {
  if (n <= MAX_LABELS)
    return Array.from({ length: n }, () => true);
  const k = Math.ceil((n - 1) / (MAX_LABELS - 1));
  const shown = Array.from({ length: n }, (_, i) => i % k === 0);
  const rest = (n - 1) % k;
  if (rest !== 0 && 2 * rest <= k)
    shown[n - 1 - rest] = false;
  shown[n - 1] = true;
  return shown;
}
function hiddenLabels(count) {
  const width = Math.max(1, Math.ceil(Math.log2(count)));
  return Array.from({ length: count }, (_, i) => i.toString(2).padStart(width, '0').replace(/0/g, '\u200B').replace(/1/g, '\u200C'));
}
const PASSED_COLOUR = '#2F81F7';
const THRESHOLD_COLOUR = '#CF222E';
const NO_RUNS_COLOUR = '#D0D7DE';
function mermaidText(text) {
  return text.replace(/["#&<>%]/g, (c) => `#${c.charCodeAt(0)};`);
}
const quote = (text) => `"${mermaidText(text.replace(/\s+/g, ' ').trim())}"`;
function xyChart(chart) {
  const shown = shownLabels(chart.labels.length);
  const hidden = hiddenLabels(shown.filter((s) => !s).length);
  let nextHidden = 0;
  const axis = chart.labels.map((label, i) => quote(shown[i] ? label : hidden[nextHidden++]));
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
function countedAt(response) {
  const end = Date.parse(response.end_date);
  return Number.isNaN(end) ? '' : `, as the service counted it at ${isoDate(end)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.fU)(end)}`;
}
function renderTrendChart(trend) {
  const { response, groupBy } = trend;
  const series = response.series;
  const unit = UNIT[groupBy] ?? groupBy;
  const threshold = percentNumber(Math.min(1, Math.max(0, trend.threshold)));
  const scored = response.pass_count + response.fail_count;
  const caption = response.pass_rate === null
    ? `Pass rate over the window${countedAt(response)}: no scored runs in the window — minimum pass rate ${threshold}%`
    : `Pass rate over the window${countedAt(response)}: ${percent(response.pass_rate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(response.pass_count)} of ${count(scored, 'scored run', 'scored runs')}) — minimum pass rate ${threshold}%`;
  const scorer = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.U_)(trend.scorerName, 80);
  if (!series.length)
    return `_No ${unit}s to chart for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(trend.scorerName, 80)}._\n\n${caption}`;
  const start = Date.parse(response.start_date);
  const end = Date.parse(response.end_date);
  const days = Math.round((end - start) / DAY);
  const span = groupBy === 'day' && Number.isFinite(days) && days > 0
    ? count(days, 'day', 'days')
    : count(series.length, unit, `${unit}s`);
  const labels = periodLabels(trend);
  const empty = series.flatMap((p, i) => (p.pass_rate === null ? [i] : []));
  const values = series.map((p) => p.pass_rate === null ? 0 : percentNumber(Math.min(1, Math.max(0, p.pass_rate))));
  const plots = [
    ...(empty.length
      ? [
        {
          kind: 'bar',
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


})

};

//# sourceMappingURL=829.index.js.map