export const id = 524;
export const ids = [524];
export const modules = {

/***/ 1524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RESULTS_MAX_BYTES: () => (/* binding */ RESULTS_MAX_BYTES),
  ResultList: () => (/* binding */ ResultList),
  gateCommand: () => (/* binding */ gateCommand)
});

// EXTERNAL MODULE: ./src/client/index.ts + 4 modules
var src_client = __webpack_require__(9434);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
;// CONCATENATED MODULE: ./src/render/gate.ts

const GATE_LIMIT = 65_000;
const EPSILON = 1e-9;
function summarize(rows, minPassRate) {
    const total = rows instanceof GateRows ? rows.total : rows.length;
    const passed = rows instanceof GateRows ? rows.count('pass') : rows.filter((r) => r.verdict === 'pass').length;
    const passRate = total ? passed / total : null;
    const conclusion = passRate === null ? 'neutral' : passRate + EPSILON >= minPassRate ? 'success' : 'failure';
    return { conclusion, passed, failed: total - passed, total, passRate, minPassRate };
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
    const runs = summary.total === 1 ? 'run' : 'runs';
    return `${summary.passed} of ${summary.total} ${runs} passed (${percent(summary.passRate)})`;
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
    const verb = summary.conclusion === 'success' ? 'meets' : 'is below';
    const count = (v) => table.count(v);
    const parts = [
        [count('fail'), 'below the threshold'],
        [count('error'), 'judge error'],
        [count('pending'), 'without a verdict'],
    ];
    const notPassed = parts
        .filter(([n]) => n > 0)
        .map(([n, what]) => `${(0,format/* groupDigits */.K9)(n)} ${what}`)
        .join(', ');
    return `Pass rate **${percent(summary.passRate)}** ${verb} the minimum of ${min}.${notPassed ? ` Not passed: ${notPassed}.` : ''}`;
}
function dispatchText(row) {
    const what = row.dispatch === undefined
        ? ''
        : row.dispatch === 'already_in_flight'
            ? 'already in flight'
            : (0,format/* inline */.mG)(row.dispatch, 40);
    const error = row.dispatchError ? (0,format/* inline */.mG)(row.dispatchError, 200) : '';
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
        : (0,format/* inline */.mG)(row.classification, 80);
}
const decimal = (n) => (n === null || !Number.isFinite(n) ? '—' : n.toFixed(2));
const TITLE_MAX = 150;
function shownTitle(title) {
    return (0,format/* flatten */.Bq)(title, TITLE_MAX);
}
function runCell(row) {
    const title = row.title.trim() ? row.title : row.runId;
    const url = (0,format/* safeUrl */.Pl)(row.link);
    return url ? `[${(0,format/* linkText */.yX)(title, TITLE_MAX)}](${url})` : (0,format/* inline */.mG)(title, TITLE_MAX);
}
function tableHeader(withDispatch) {
    return withDispatch
        ? '| Run | Scorer | Classification | Score | Threshold | Outcome | Dispatch |\n|---|---|---|--:|--:|---|---|'
        : '| Run | Scorer | Classification | Score | Threshold | Outcome |\n|---|---|---|--:|--:|---|';
}
function tableRow(row, withDispatch) {
    const cells = [
        runCell(row),
        (0,format/* inline */.mG)(row.scorer.name, 80),
        classificationText(row),
        decimal(row.score),
        decimal(row.threshold),
        OUTCOME[row.verdict] ?? (0,format/* inline */.mG)(String(row.verdict), 20),
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
const count = (n, one, many) => `${(0,format/* groupDigits */.K9)(n)} ${n === 1 ? one : many}`;
class GateRows {
    limit;
    total = 0;
    withDispatch = false;
    counts = new Map();
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
        moreRows = `_… and ${count(left, 'more run', 'more runs')} (${(0,format/* groupDigits */.K9)(passes)} passed, ${(0,format/* groupDigits */.K9)(left - passes)} not passed) left out: the summary is full._`;
    }
    const table = rows.total ? [header, ...kept.map((i) => i.line)].join('\n') : '';
    return { kept, table, moreRows };
}
function fitCharts(trends, budget) {
    const charts = [];
    let used = 0;
    let chartsLeftOut = 0;
    for (const trend of trends) {
        const chart = renderTrendChart(trend);
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
        const open = `<details><summary>Reason: ${(0,format/* htmlText */.js)(title, TITLE_MAX)} · ${(0,format/* htmlText */.js)(i.row.scorer.name, 80)}</summary>\n\n`;
        return { ...i, open, text: (0,format/* untrusted */.bp)(i.row.reason?.trim() ?? '') };
    });
    const close = '\n\n</details>';
    const block = (r, room) => `${r.open}${r.text.length <= room ? r.text : (0,format/* cut */.Jj)(r.text, room, 'The reason')}${close}`;
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
function checkRunLine(url) {
    const safe = (0,format/* safeUrl */.Pl)(url);
    return safe && /^https:\/\//i.test(safe) ? `Details in the [check run](${safe}).` : '';
}
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
    ]);
    const tail = join([
        input.note?.trim() ? (0,format/* cut */.Jj)((0,format/* untrusted */.bp)(input.note.trim()), 4_000, 'The note') : '',
        `<sub>Judged at ${new Date(input.now).toISOString().slice(0, 10)} ${(0,format/* formatTime */.fU)(input.now)}.</sub>`,
    ]);
    let budget = limit - head.length - tail.length - 40;
    const { kept, table, moreRows } = fitTable(rows, budget);
    budget -= table.length + moreRows.length + 4;
    const { charts, moreCharts, used } = fitCharts(input.trends, budget);
    budget -= used;
    const { blocks, moreReasons } = fitReasons(kept, budget);
    const body = join([head, table, moreRows, ...blocks, moreReasons, ...charts, moreCharts, tail]);
    return body.length <= limit ? body : (0,format/* cut */.Jj)(body, limit, 'The report');
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
const PALETTE = '#2F81F7, #CF222E, #8C959F';
const NO_DATA_HEIGHT = 3;
const quote = (text) => `"${text.replace(/\s+/g, ' ').trim().replace(/"/g, "'")}"`;
function renderTrendChart(trend) {
    const { response, groupBy } = trend;
    const series = response.series;
    const unit = UNIT[groupBy] ?? groupBy;
    const threshold = percentNumber(Math.min(1, Math.max(0, trend.threshold)));
    const scored = response.pass_count + response.fail_count;
    const caption = response.pass_rate === null
        ? `Pass rate over the window: no scored runs in the window — minimum pass rate ${threshold}%`
        : `Pass rate over the window: ${percent(response.pass_rate)} (${(0,format/* groupDigits */.K9)(response.pass_count)} of ${count(scored, 'scored run', 'scored runs')}) — minimum pass rate ${threshold}%`;
    const scorer = (0,format/* codeLine */.U_)(trend.scorerName, 80);
    if (!series.length)
        return `_No ${unit}s to chart for ${(0,format/* inline */.mG)(trend.scorerName, 80)}._\n\n${caption}`;
    const start = Date.parse(response.start_date);
    const end = Date.parse(response.end_date);
    const days = Math.round((end - start) / DAY);
    const span = groupBy === 'day' && Number.isFinite(days) && days > 0
        ? count(days, 'day', 'days')
        : count(series.length, unit, `${unit}s`);
    const labels = periodLabels(trend);
    const shown = shownLabels(labels.length);
    const hidden = hiddenLabels(shown.filter((s) => !s).length);
    let nextHidden = 0;
    const axis = labels.map((label, i) => quote(shown[i] ? label : hidden[nextHidden++]));
    const empty = series.flatMap((p, i) => (p.pass_rate === null ? [i] : []));
    const values = series.map((p) => p.pass_rate === null ? 0 : percentNumber(Math.min(1, Math.max(0, p.pass_rate))));
    const lines = [
        '```mermaid',
        '---',
        'config:',
        '  themeVariables:',
        '    xyChart:',
        `      plotColorPalette: "${PALETTE}"`,
        '---',
        'xychart-beta',
        `    title ${quote(`Pass rate: ${scorer} (last ${span}, by ${unit})`)}`,
        `    x-axis [${axis.join(', ')}]`,
        '    y-axis "Pass rate (%)" 0 --> 100',
        `    bar [${values.join(', ')}]`,
        `    line [${values.map(() => threshold).join(', ')}]`,
        ...(empty.length
            ? [`    bar [${series.map((p) => (p.pass_rate === null ? NO_DATA_HEIGHT : 0)).join(', ')}]`]
            : []),
        '```',
    ];
    const gaps = !empty.length
        ? ''
        : empty.length === series.length
            ? `No ${unit} had scored runs: each is a short grey bar.`
            : `${count(empty.length, unit, `${unit}s`)} without scored runs, each a short grey bar (a ${unit} whose runs all failed has no bar): ${ranges(labels, empty)}.`;
    return [lines.join('\n'), caption, gaps].filter(Boolean).join('\n\n');
}

// EXTERNAL MODULE: ./src/flow/origin.ts
var origin = __webpack_require__(52);
// EXTERNAL MODULE: ./src/flow/poll.ts
var poll = __webpack_require__(6987);
// EXTERNAL MODULE: ./src/flow/outcome.ts
var outcome = __webpack_require__(3544);
;// CONCATENATED MODULE: ./src/flow/gate.ts






class GateError extends outcome/* OutcomeError */.R {
}
function scorerName(scorer) {
    return scorer.name || `scorer ${scorer.id}`;
}
function windowSummary(trends, minPassRate) {
    const passed = trends.reduce((n, t) => n + t.response.pass_count, 0);
    const failed = trends.reduce((n, t) => n + t.response.fail_count, 0);
    const total = passed + failed;
    const rates = trends.map((t) => t.response.pass_rate);
    const met = rates.every((r) => r !== null && r !== undefined && r >= minPassRate - 1e-9);
    return {
        conclusion: total === 0 ? 'neutral' : met ? 'success' : 'failure',
        passed,
        failed,
        total,
        passRate: total ? passed / total : null,
        minPassRate,
    };
}
async function visitRunsOfPullRequest(client, options, see) {
    const stampedBy = { [origin/* META */.Ge.repo]: options.repository, [origin/* META */.Ge.number]: String(options.number) };
    let unfiltered = false;
    try {
        const stamped = client.runs.list({ metadata: stampedBy, limit: 100 }, { signal: options.signal }).pages();
        for await (const page of stamped) {
            for (const run of page.runs)
                if (run.source !== 'RUN_SCORER')
                    see(run);
            if (page.unmatched > 0) {
                unfiltered = true;
                break;
            }
        }
    }
    catch (err) {
        if (!(err instanceof src_client/* ApiError */.hD && err.errorCode === 'feature_not_available'))
            throw err;
        options.log('metadata filtering is not enabled for this team: finding the runs by their pull request artifacts only');
    }
    if (unfiltered) {
        options.log(`the service answered runs of other pull requests or repositories (it does not filter by metadata): scanning the runs created since ${options.since} instead (at most ${SCAN_PAGES} pages)`);
        let pages = 0;
        for await (const page of client.runs
            .list({ created_after: options.since, limit: 100, sort_by: 'created_at' }, { signal: options.signal })
            .pages()) {
            for (const run of page.runs) {
                if (run.source !== 'RUN_SCORER' && (0,src_client/* runMatches */.hx)({ metadata: stampedBy }, run))
                    see(run);
            }
            if (++pages >= SCAN_PAGES)
                break;
        }
    }
    const target = normalizeUrl(options.url);
    let pages = 0;
    for await (const page of client.runs
        .list({ artifact_type: 'PULL_REQUEST', created_after: options.since, limit: 100, sort_by: 'created_at' }, { signal: options.signal })
        .pages()) {
        for (const run of page.runs) {
            if (run.source !== 'RUN_SCORER' && pointsAt(run, target))
                see(run);
        }
        if (++pages >= SCAN_PAGES) {
            options.log(`stopped looking for runs with pull request artifacts after ${SCAN_PAGES} pages (${(SCAN_PAGES * 100).toLocaleString('en-US')} runs)`);
            break;
        }
    }
}
const SCAN_PAGES = 50;
function pointsAt(run, target) {
    for (const a of run.artifacts ?? []) {
        if (a.artifact_type === 'PULL_REQUEST' &&
            normalizeUrl(String(a.data.url ?? '')) === target) {
            return true;
        }
    }
    return false;
}
function distinctScorers(scorers) {
    const seen = new Set();
    return scorers.filter((scorer) => {
        if (seen.has(scorer.id))
            return false;
        seen.add(scorer.id);
        return true;
    });
}
function gateRunRow(run, scorers) {
    return {
        id: run.run_id,
        title: (0,format/* wellFormed */.ES)(shownTitle(run.title)),
        link: run.session_link || undefined,
        state: run.state,
        created_at: run.created_at,
        scorers,
    };
}
function normalizeUrl(url) {
    return url
        .trim()
        .replace(/\/+$/, '')
        .replace(/^http:/i, 'https:')
        .toLowerCase();
}
async function resolveScorers(client, options) {
    if (!options.names.length && !options.factory) {
        throw new GateError(`name the scorers (${options.setting('scorer')}) or the factory whose scorers judge (${options.setting('factory')})`, 'usage');
    }
    const { scorers, unmatched } = await client.scorers.list(options.factory ? { factory_uid: options.factory } : {}, { signal: options.signal });
    if (unmatched > 0) {
        options.warn?.(`the service answered ${unmatched} scorer${unmatched === 1 ? '' : 's'} of other factories (it did not filter by factory): left out`);
    }
    if (!options.names.length) {
        if (!scorers.length)
            throw new GateError(`factory "${options.factory}" has no scorers: create one, or name scorers with ${options.setting('scorer')}`, 'service');
        return scorers;
    }
    return options.names.map((name) => {
        const hit = /^\d+$/.test(name)
            ? scorers.find((s) => s.id === Number(name))
            : scorers.find((s) => s.name?.toLowerCase() === name.toLowerCase());
        if (!hit) {
            const known = scorers.map((s) => (s.name === undefined ? `${s.id}` : `${s.id} (${s.name})`)).join(', ') || 'none';
            throw new GateError(`scorer "${name}" was not found${options.factory ? ` in factory "${options.factory}"` : ''}; the key's scorers: ${known}`, 'service');
        }
        return hit;
    });
}
function covers(scorer, run) {
    if (scorer.scope_mode === 'selected_agents') {
        const uid = run.executor?.uid;
        return uid !== undefined && (scorer.agents?.some((a) => a.uid === uid) ?? false);
    }
    return run.factory_uid === undefined || run.factory_uid === scorer.factory_uid;
}
function pairsOf(runs) {
    return [...runs.values()].flatMap((run) => run.scorers.map((scorer) => ({ run, scorer })));
}
const pairKey = (scorerId, runId) => `${scorerId} ${runId}`;
function oldestOf(pairs) {
    const times = pairs.map(({ run }) => Date.parse(run.created_at)).filter((time) => !Number.isNaN(time));
    return times.reduce((oldest, time) => Math.min(oldest, time), Infinity);
}
function waiting(pair) {
    if (pair.attempt)
        return pair.attempt.status === 'in_flight' || Boolean(pair.attempt.is_in_flight);
    const outcome = pair.dispatch?.outcome;
    return outcome === 'dispatched' || outcome === 'already_in_flight';
}
async function readAttempts(pairs, options, only = () => true) {
    const { client, signal } = options;
    const oldest = oldestOf(pairs);
    for (const scorer of options.scorers) {
        const wanted = new Map();
        for (const pair of pairs)
            if (pair.scorer.id === scorer.id && only(pair))
                wanted.set(pair.run.id, pair);
        if (!wanted.size)
            continue;
        for await (const page of client.scorers.results(scorer.id, { limit: 100 }, { signal }).pages()) {
            for (const attempt of page.results) {
                const pair = wanted.get(attempt.run_id);
                if (!pair)
                    continue;
                wanted.delete(attempt.run_id);
                pair.attempt = {
                    status: attempt.status,
                    is_in_flight: attempt.is_in_flight,
                    classification: attempt.classification ?? null,
                    score: attempt.score ?? null,
                };
            }
            const last = page.results.at(-1);
            if (!wanted.size || (last && Date.parse(last.attempted_at) < oldest))
                break;
        }
    }
}
async function dispatchJudges(pairs, options) {
    const unjudged = pairs.filter((pair) => !pair.attempt && (0,src_client/* hasStopped */.Ex)(pair.run.state));
    if (!unjudged.length || !options.dispatchJudges)
        return;
    options.log(`asking for ${unjudged.length} judgement${unjudged.length === 1 ? '' : 's'} now (runs without a live score)`);
    for (let i = 0; i < unjudged.length; i += 100) {
        const batch = unjudged.slice(i, i + 100);
        try {
            const { results } = await options.client.scoring.dispatch({ targets: batch.map((pair) => ({ run_id: pair.run.id, scorer_id: pair.scorer.id })) }, { signal: options.signal });
            const asked = new Map(batch.map((pair) => [pairKey(pair.scorer.id, pair.run.id), pair]));
            for (const result of results) {
                const pair = asked.get(pairKey(result.scorer_id, result.run_id));
                if (pair)
                    pair.dispatch = { outcome: result.outcome, error: result.error ?? null };
            }
        }
        catch (err) {
            if (!(err instanceof src_client/* ApiError */.hD))
                throw err;
            for (const pair of batch)
                pair.dispatch = { outcome: 'failed', error: err.message };
        }
    }
}
async function awaitVerdicts(pairs, options) {
    const now = options.now ?? Date.now;
    const pace = (0,poll/* pacer */.y)(now() + options.timeoutMs, { initialMs: options.pollMs?.initial ?? 2000, factor: 1.5, maxMs: options.pollMs?.max ?? 15_000 }, {
        now,
        ...(options.sleep ? { sleep: options.sleep } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
    });
    for (;;) {
        const left = pairs.filter(waiting).length;
        if (!left)
            return;
        if (!(await pace())) {
            options.log(`${left} judgement${left === 1 ? '' : 's'} still in flight after the score timeout`);
            return;
        }
        await readAttempts(pairs, options, waiting);
    }
}
async function addReasons(pairs, kept, options) {
    const byKey = new Map(pairs.map((pair) => [pairKey(pair.scorer.id, pair.run.id), pair]));
    for (const scorer of options.scorers) {
        const rows = kept.filter((row) => {
            if (row.scorer.id !== scorer.id)
                return false;
            const attempt = byKey.get(pairKey(scorer.id, row.runId))?.attempt;
            return attempt !== undefined && attempt.status !== 'in_flight';
        });
        if (!rows.length)
            continue;
        const { reasons } = await options.client.scorers.reasons(scorer.id, rows.map((row) => row.runId), { signal: options.signal });
        const got = new Map();
        for (const r of reasons)
            got.set(r.run_id, r.status === 'available' ? (r.reason ?? null) : null);
        for (const row of rows)
            row.reason = got.get(row.runId) ?? row.reason;
    }
}
function verdictOf(p, threshold, dispatchJudges) {
    const attempt = p.attempt;
    if (!(0,src_client/* hasStopped */.Ex)(p.run.state) && !attempt)
        return 'pending';
    if (!attempt)
        return p.dispatch === 'failed' || !dispatchJudges ? 'error' : 'pending';
    if (attempt.status === 'failed')
        return 'error';
    if (attempt.status === 'in_flight' || attempt.is_in_flight)
        return 'pending';
    if (typeof attempt.score === 'number')
        return attempt.score >= threshold ? 'pass' : 'fail';
    return 'error';
}
function rowOf({ run, scorer, attempt, dispatch }, options) {
    const threshold = options.threshold ?? scorer.threshold;
    return {
        runId: run.id,
        title: run.title,
        ...(run.link ? { link: run.link } : {}),
        scorer: { id: scorer.id, name: scorerName(scorer) },
        classification: attempt?.classification ?? null,
        score: typeof attempt?.score === 'number' ? attempt.score : null,
        threshold,
        verdict: verdictOf({ run, attempt, dispatch: dispatch?.outcome }, threshold, options.dispatchJudges),
        reason: !(0,src_client/* hasStopped */.Ex)(run.state)
            ? 'The run has not ended yet: it cannot be judged.'
            : !attempt && !options.dispatchJudges
                ? 'No live score, and dispatch-judges is false.'
                : null,
        ...(dispatch?.outcome ? { dispatch: dispatch.outcome, dispatchError: dispatch.error } : {}),
    };
}
async function judgeInto(options, sink) {
    const pairs = pairsOf(options.runs);
    await readAttempts(pairs, options);
    await dispatchJudges(pairs, options);
    await awaitVerdicts(pairs, options);
    for (const pair of pairs)
        sink.add(rowOf(pair, options));
    await addReasons(pairs, sink.kept(), options);
}

// EXTERNAL MODULE: ./src/flow/report.ts + 1 modules
var flow_report = __webpack_require__(9073);
// EXTERNAL MODULE: ./src/flow/step.ts
var flow_step = __webpack_require__(6696);
;// CONCATENATED MODULE: ./src/commands/gate.ts





const gate_DAY = 24 * 3600 * 1000;
async function gateCommand(step, inputs, clock = {}, onJudged) {
    const { gate } = inputs;
    const target = await targetOf(step, gate);
    const check = await startCheck(step, gate, target);
    let judged;
    try {
        judged = await judge(step, gate, target, clock, onJudged !== undefined);
    }
    catch (err) {
        await abandonCheck(step, check, err);
        throw err;
    }
    const { judgement, trends } = judged;
    const title = await publish(step, inputs, target, check, judgement, trends);
    onJudged?.({ rows: judgement.all ?? [], summary: judgement.summary });
    if (judgement.summary.conclusion === 'failure' && gate.failOnGate) {
        throw new GateError(`the gate failed: ${title}`, 'gate-failed');
    }
}
async function judge(step, gate, target, clock, keepAll) {
    const scorers = await resolveScorers(step.client, {
        names: gate.scorers,
        factory: gate.factory,
        signal: step.signal,
        warn: (line) => step.host.log.warning(line),
        setting: step.host.words.setting,
    });
    step.host.log.info(`scorers: ${scorers.map((s) => `${scorerName(s)} (#${s.id}, threshold ${s.threshold}, version ${s.version})`).join(', ')}`);
    for (const s of scorers) {
        if (s.scope_mode === 'selected_agents' && !s.agents && !gate.scorers.length) {
            step.host.log.warning(`${scorerName(s)} (#${s.id}) judges the runs of selected agents, but the service did not say which: it judges none here (name it with ${step.host.words.setting('scorer')} to judge every run with it)`);
        }
    }
    const judging = distinctScorers(scorers);
    const runs = await runsToJudge(step, gate, target, judging);
    const trends = await trendsOf(step, gate, scorers, runs === undefined);
    const judgement = runs
        ? await judgeRuns(step, gate, target, judging, runs, clock, keepAll)
        : {
            rows: new GateRows(),
            results: '[]',
            summary: windowSummary(trends, gate.minPassRate),
            note: `The pass rate of the last ${gate.windowDays} days, by ${gate.groupBy}, against the minimum of ${Math.round(gate.minPassRate * 1000) / 10}%.`,
        };
    return { judgement, trends };
}
async function abandonCheck(step, check, err) {
    if (!check)
        return;
    const why = err instanceof Error ? err.message : String(err);
    try {
        await check.complete('failure', 'The gate stopped before its verdict', `The gate stopped before its verdict: ${why}`);
    }
    catch (failure) {
        step.host.log.warning(`could not end the check run of the gate that stopped (${failure.message}); it stays in progress`);
    }
}
async function targetOf(step, gate) {
    const { trigger, repository } = step;
    const number = gate.pullRequest ?? (trigger.isPullRequest ? trigger.number : undefined);
    let headSha = gate.headSha ?? trigger.pullRequest?.headSha;
    let openedAt = trigger.isPullRequest && trigger.number === number ? trigger.createdAt : undefined;
    if (number !== undefined && (!headSha || !openedAt) && repository) {
        const pull = await repository.pullRequest(number);
        headSha ??= pull.headSha;
        openedAt ??= pull.createdAt;
    }
    return { number, headSha, openedAt };
}
async function startCheck(step, gate, target) {
    const { env, repository } = step;
    if (target.number === undefined || !target.headSha || !repository)
        return undefined;
    const detailsUrl = `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
    return repository.startCheck(gate.checkName, target.headSha, detailsUrl);
}
async function runsToJudge(step, gate, target, scorers) {
    const { client, env, signal } = step;
    const runs = new Map();
    const named = gate.scorers.length > 0;
    const keep = (run) => runs.set(run.run_id, gateRunRow(run, named ? scorers : scorers.filter((scorer) => covers(scorer, run))));
    if (gate.runIds.length) {
        for (const id of gate.runIds)
            keep(await client.runs.get(id, { signal }));
        return runs;
    }
    const { number, openedAt } = target;
    if (number === undefined)
        return undefined;
    const url = `${env.serverUrl}/${env.repository}/pull/${number}`;
    const since = new Date((openedAt ? Date.parse(openedAt) : Date.now()) - 7 * gate_DAY).toISOString();
    await visitRunsOfPullRequest(client, { repository: env.repository, number, url, since, signal, log: (0,flow_step/* info */.p)(step) }, keep);
    step.host.log.info(`runs of pull request #${number}: ${runs.size}`);
    return runs;
}
async function trendsOf(step, gate, scorers, alone) {
    const start = new Date(Date.now() - gate.windowDays * gate_DAY);
    const trends = [];
    for (const scorer of scorers) {
        let response;
        try {
            response = await step.client.scorers.passRate(scorer.id, { start_date: start.toISOString(), group_by_period: gate.groupBy }, { signal: step.signal });
        }
        catch (err) {
            if (alone || !(err instanceof src_client/* ApiShapeError */.Kf))
                throw err;
            step.host.log.warning(`the pass rate of ${scorerName(scorer)} (#${scorer.id}) is left out of the report: ${err.message}`);
            continue;
        }
        trends.push({
            scorerName: scorerName(scorer),
            threshold: gate.minPassRate,
            response,
            groupBy: gate.groupBy,
        });
    }
    return trends;
}
async function judgeRuns(step, gate, target, scorers, runs, clock, keepAll = false) {
    const hasPairs = [...runs.values()].some((run) => run.scorers.length > 0);
    const rows = new GateRows();
    const results = new ResultList();
    const all = keepAll ? [] : undefined;
    if (hasPairs) {
        const sink = {
            add: (row) => {
                rows.add(row);
                all?.push(row);
                results.add(resultOf(row));
            },
            kept: () => all ?? rows.kept(),
        };
        await judgeInto({
            ...clock,
            client: step.client,
            scorers,
            runs,
            threshold: gate.threshold,
            dispatchJudges: gate.dispatchJudges,
            timeoutMs: gate.scoreTimeoutMinutes * 60_000,
            signal: step.signal,
            log: (0,flow_step/* info */.p)(step),
        }, sink);
    }
    if (results.omitted) {
        (0,flow_step/* info */.p)(step)(`the results output lists the first ${results.total - results.omitted} of ${results.total} judgements (an output holds about 1 MB)`);
    }
    let note;
    if (!runs.size) {
        note =
            target.number !== undefined
                ? `No runs of the cloud agent belong to pull request #${target.number}.`
                : 'No runs to judge.';
    }
    else if (!hasPairs) {
        note = "No scorer's scope covers these runs.";
    }
    return {
        rows,
        ...(all ? { all } : {}),
        results: results.json(),
        summary: summarize(rows, gate.minPassRate),
        ...(note ? { note } : {}),
    };
}
const RESULTS_MAX_BYTES = 1_000_000;
class ResultList {
    entries = [];
    bytes = 2;
    total = 0;
    omitted = 0;
    maxBytes;
    constructor(maxBytes = RESULTS_MAX_BYTES) {
        this.maxBytes = maxBytes;
    }
    add(entry) {
        this.total++;
        if (this.omitted) {
            this.omitted++;
            return;
        }
        const json = JSON.stringify(entry);
        const bytes = Buffer.byteLength(json) + (this.entries.length > 0 ? 1 : 0);
        if (this.bytes + bytes > this.maxBytes) {
            this.omitted++;
            return;
        }
        this.entries.push(json);
        this.bytes += bytes;
    }
    json() {
        return `[${this.entries.join(',')}]`;
    }
}
function resultOf(r) {
    return {
        run_id: r.runId,
        scorer_id: r.scorer.id,
        scorer: r.scorer.name,
        classification: r.classification,
        score: r.score,
        threshold: r.threshold,
        verdict: r.verdict,
        ...(r.dispatch ? { dispatch: r.dispatch } : {}),
    };
}
async function publish(step, inputs, target, check, { rows, results, summary, note }, trends) {
    const { gate } = inputs;
    const title = checkTitle(summary);
    const now = Date.now();
    const report = renderGateReport({ rows, summary, trends, ...(note ? { note } : {}), now });
    if (check) {
        await check.complete(summary.conclusion, title, report);
        step.host.log.info(`check run "${gate.checkName}": ${summary.conclusion} (${title})`);
    }
    await (0,flow_report/* writeSummary */.Sy)(step.host, report);
    if (target.number !== undefined && inputs.comment) {
        const commentReport = check
            ? renderGateReport({ rows, summary, trends, ...(note ? { note } : {}), checkRun: check.url, now })
            : report;
        await gateComment(step, gate, target.number, commentReport);
    }
    (0,flow_report/* writeOutputs */.Kn)(step.host, {
        conclusion: summary.conclusion,
        'pass-rate': summary.passRate === null ? '' : String(Math.round(summary.passRate * 10000) / 10000),
        passed: String(summary.passed),
        failed: String(summary.failed),
        'check-run-url': check?.url ?? '',
        results,
    });
    return title;
}
async function gateComment(step, gate, number, report) {
    await (0,flow_report/* writeKeyedComment */.rU)(step, number, `gate:${gate.checkName}`, report, "the gate's comment");
}


/***/ }),

/***/ 3635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ pullRequestUrls),
/* harmony export */   q: () => (/* binding */ resolveArtifacts)
/* harmony export */ });
const str = (v) => (typeof v === 'string' && v !== '' ? v : undefined);
async function resolveArtifacts(client, run, log, signal) {
    const items = (run.artifacts ?? []);
    return Promise.all(items.map(async (item) => {
        const data = (item.data ?? {});
        switch (item.artifact_type) {
            case 'PULL_REQUEST':
                return {
                    type: 'PULL_REQUEST',
                    url: str(data.url) ?? '',
                    branch: str(data.branch) ?? '',
                    ...(str(data.status) ? { status: str(data.status) } : {}),
                };
            case 'EXTERNAL_REFERENCE':
                return {
                    type: 'EXTERNAL_REFERENCE',
                    url: str(data.url) ?? '',
                    referenceType: str(data.reference_type) ?? 'reference',
                    ...(str(data.title) ? { title: str(data.title) } : {}),
                };
            case 'PLAN':
            case 'SCREENSHOT':
            case 'FILE': {
                const uid = str(data.artifact_uid);
                let detail;
                if (uid) {
                    try {
                        detail = (await client.artifacts.get(uid, { signal, maxRetries: 1 })).data;
                    }
                    catch (err) {
                        log(`could not read artifact ${uid}: ${err.message}`);
                    }
                }
                if (item.artifact_type === 'PLAN') {
                    return {
                        type: 'PLAN',
                        title: str(detail?.title) ?? str(data.title) ?? 'Plan',
                        ...(str(detail?.content) ? { content: str(detail?.content) } : {}),
                        ...((str(detail?.url) ?? str(data.url)) ? { url: (str(detail?.url) ?? str(data.url)) } : {}),
                    };
                }
                return {
                    type: item.artifact_type === 'SCREENSHOT' ? 'SCREENSHOT' : 'FILE',
                    name: str(data.filename) ??
                        str(detail?.filename) ??
                        (item.artifact_type === 'SCREENSHOT' ? 'screenshot' : 'file'),
                    ...(str(data.description) ? { description: str(data.description) } : {}),
                    ...(str(detail?.download_url) ? { url: str(detail?.download_url) } : {}),
                    ...(str(detail?.expires_at) ? { expiresAt: str(detail?.expires_at) } : {}),
                };
            }
            default:
                return { type: 'OTHER', artifactType: String(item.artifact_type), data: item.data };
        }
    }));
}
function pullRequestUrls(run) {
    return (run.artifacts ?? [])
        .filter((a) => a.artifact_type === 'PULL_REQUEST')
        .map((a) => str(a.data.url))
        .filter((u) => u !== undefined);
}


/***/ }),

/***/ 52:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cd: () => (/* binding */ LOOKUP_SCAN_PAGES),
/* harmony export */   Ge: () => (/* binding */ META),
/* harmony export */   Jz: () => (/* binding */ findRunByMetadata),
/* harmony export */   Y1: () => (/* binding */ conversationOrigin),
/* harmony export */   mc: () => (/* binding */ warnOnce),
/* harmony export */   u2: () => (/* binding */ SOURCE),
/* harmony export */   xk: () => (/* binding */ adoptable),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* unused harmony exports workOf, MetadataNotKeptError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9434);
/* harmony import */ var _render_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1509);



const META = {
    trigger: 'gh_trigger',
    conversation: 'gh_conversation',
    repo: 'gh_repo',
    workflowRun: 'gh_run_id',
    attempt: 'gh_run_attempt',
    job: 'gh_job',
    number: 'gh_number',
    comment: 'gh_comment_id',
    event: 'gh_event',
    source: 'created_by',
    timeout: 'gh_timeout_minutes',
    cancel: 'gh_cancel',
};
const SOURCE = 'cloud-agent-action';
const hash = (parts) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);
function workOf(inputs) {
    const { run, dispatch } = inputs;
    const json = (value) => (value === undefined ? '' : JSON.stringify(value));
    return [
        inputs.command,
        run.prompt,
        run.title ?? '',
        run.skill ?? '',
        run.environmentId ?? '',
        run.modelId ?? '',
        run.basePrompt ?? '',
        json(run.mcpServers),
        json(run.agentConfig),
        run.agentIdentity ?? '',
        String(run.includeContext),
        dispatch?.factory ?? '',
        dispatch?.ticketRef ?? '',
        dispatch?.ticketUrl ?? '',
        run.idempotencyKey ?? '',
    ];
}
function originOf(env, trigger, inputs) {
    const key = hash([
        env.repository.toLowerCase(),
        env.workflowRunId,
        env.job,
        env.step,
        String(trigger.number ?? ''),
        String(trigger.comment?.id ?? ''),
        hash(workOf(inputs)),
    ]);
    return {
        key,
        lookup: { [META.trigger]: key },
        own: { [META.trigger]: key, [META.attempt]: env.runAttempt },
        metadata: { [META.trigger]: key, ...common(env, trigger, inputs) },
    };
}
function conversationOrigin(env, trigger, inputs) {
    const idempotencyKey = inputs.run.idempotencyKey;
    const key = hash([
        env.repository.toLowerCase(),
        String(trigger.number ?? ''),
        'conversation',
        ...(idempotencyKey !== undefined ? [idempotencyKey] : []),
    ]);
    const triggerKey = originOf(env, trigger, inputs).key;
    return {
        key,
        lookup: { [META.conversation]: key },
        own: { [META.conversation]: key, [META.trigger]: triggerKey, [META.attempt]: env.runAttempt },
        metadata: {
            [META.conversation]: key,
            [META.trigger]: triggerKey,
            ...common(env, trigger, inputs),
        },
    };
}
function common(env, trigger, inputs) {
    const metadata = {
        [META.repo]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(env.repository, 256),
        [META.workflowRun]: env.workflowRunId,
        [META.attempt]: env.runAttempt,
        [META.job]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(env.job, 256),
        [META.event]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(env.eventName, 256),
        [META.source]: SOURCE,
    };
    if (inputs.timeoutMinutes !== undefined)
        metadata[META.timeout] = String(inputs.timeoutMinutes);
    if (inputs.cancelOnAbort !== undefined)
        metadata[META.cancel] = String(inputs.cancelOnAbort);
    if (trigger.number !== undefined)
        metadata[META.number] = String(trigger.number);
    if (trigger.comment)
        metadata[META.comment] = String(trigger.comment.id);
    return metadata;
}
class MetadataNotKeptError extends _client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .CloudAgentError */ .tP {
    constructor() {
        super("the create request's answer was lost, and the service keeps no metadata on runs, so whether it made a run cannot be told: look at the team's newest runs before running this again, or the work may run twice", { operation: 'createRun', outcomeUnknown: true });
    }
}
const LOOKUP_SCAN_PAGES = 5;
const createdAt = (run) => Date.parse(run.created_at) || 0;
const newestFirst = (a, b) => createdAt(b) - createdAt(a);
const hasMetadata = (run) => run.metadata !== null && typeof run.metadata === 'object' && Object.keys(run.metadata).length > 0;
async function findRunByMetadata(client, filter, options = {}) {
    const after = options.createdAfter ? { created_after: options.createdAfter } : {};
    try {
        const page = await client.runs.listPage({ metadata: filter, sort_by: 'created_at', sort_order: 'desc', limit: 5, ...after }, { signal: options.signal });
        if (page.runs.length > 0)
            return [...page.runs].sort(newestFirst)[0];
        if (page.unmatched === 0)
            return undefined;
        options.warn?.(`the service answered runs that do not carry the metadata asked for (it does not filter by metadata): scanning the newest runs for this one instead`);
    }
    catch (err) {
        if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && err.errorCode === 'feature_not_available'))
            throw err;
    }
    const since = options.createdAfter ?? new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    let pages = 0;
    let seen = 0;
    let withMetadata = 0;
    for await (const page of client.runs
        .list({ sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since }, { signal: options.signal })
        .pages()) {
        const hits = page.runs.filter((run) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .runMatches */ .hx)({ metadata: filter }, run));
        if (hits.length > 0)
            return hits.sort(newestFirst)[0];
        seen += page.runs.length;
        withMetadata += page.runs.filter(hasMetadata).length;
        if (++pages >= LOOKUP_SCAN_PAGES)
            break;
    }
    if (seen > 0 && withMetadata === 0) {
        options.warn?.(`none of the ${seen} newest runs carries metadata: the service keeps no metadata on runs, so no run is ever adopted as this trigger's, and a re-run of this job starts another run`);
        if (options.mustKnow)
            throw new MetadataNotKeptError();
    }
    return undefined;
}
function warnOnce(warn) {
    const said = new Set();
    return (line) => {
        if (said.has(line))
            return;
        said.add(line);
        warn(line);
    };
}
function adoptable(run) {
    return run !== undefined && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isGoing */ .jf)(run.state);
}


/***/ }),

/***/ 6987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ pacer)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);

function pacer(deadline, pace, clock = {}) {
    const now = clock.now ?? Date.now;
    const random = clock.random ?? Math.random;
    const sleep = clock.sleep ?? _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .sleepFor */ .dt;
    const jitter = pace.jitter ?? 0;
    let interval = pace.initialMs;
    return async () => {
        const left = deadline - now();
        if (left <= 0 || (pace.wholeIntervals && interval > left))
            return false;
        const delay = jitter ? interval * (1 - jitter + 2 * jitter * random()) : interval;
        await sleep(Math.min(left, delay), clock.signal);
        interval = Math.min(pace.maxMs ?? Infinity, interval * (pace.factor ?? 1));
        return true;
    };
}


/***/ }),

/***/ 9073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ug: () => (/* binding */ markerReader),
  WU: () => (/* binding */ openReporter),
  kr: () => (/* binding */ reporterForRun),
  w0: () => (/* binding */ stepReporter),
  rU: () => (/* binding */ writeKeyedComment),
  Kn: () => (/* binding */ writeOutputs),
  Sy: () => (/* binding */ writeSummary)
});

// UNUSED EXPORTS: FINAL_WRITE_MS, MIN_UPDATE_INTERVAL_MS, Reporter, STOPPING_FINAL_WRITE_MS, SUMMARY_OUTPUT_MAX_CHARS

// EXTERNAL MODULE: ./src/render/marker.ts
var marker = __webpack_require__(1376);
// EXTERNAL MODULE: ./src/flow/redact.ts
var redact = __webpack_require__(6663);
// EXTERNAL MODULE: ./src/render/report.ts
var report = __webpack_require__(6076);
// EXTERNAL MODULE: ./src/flow/artifacts.ts
var artifacts = __webpack_require__(3635);
;// CONCATENATED MODULE: ./src/flow/latest-wins.ts
const REAL_TIMERS = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle),
};
class LatestWins {
    pending;
    inFlight;
    lastEnd = -Infinity;
    timer;
    closed = false;
    progress = new AbortController();
    write;
    options;
    timers;
    constructor(write, options) {
        this.write = write;
        this.options = options;
        this.timers = options.timers ?? REAL_TIMERS;
    }
    offer(body) {
        if (this.closed)
            return;
        this.pending = body;
        this.pump();
    }
    pump() {
        if (this.closed || this.inFlight || this.pending === undefined || this.timer !== undefined)
            return;
        const wait = this.lastEnd + this.options.minIntervalMs - this.timers.now();
        if (wait > 0) {
            this.timer = this.timers.setTimeout(() => {
                this.timer = undefined;
                this.pump();
            }, wait);
            return;
        }
        const body = this.pending;
        this.pending = undefined;
        this.inFlight = this.send(body);
    }
    async send(body) {
        try {
            await this.write(body, this.progress.signal);
        }
        catch (err) {
            if (!this.closed)
                this.options.onError(err);
        }
        finally {
            this.lastEnd = this.timers.now();
            this.inFlight = undefined;
            this.pump();
        }
    }
    async final(body, boundMs) {
        this.closed = true;
        this.pending = undefined;
        if (this.timer !== undefined)
            this.timers.clearTimeout(this.timer);
        this.timer = undefined;
        const bound = new AbortController();
        const expiry = (ms, onExpiry) => {
            let handle;
            const promise = new Promise((resolve) => {
                handle = this.timers.setTimeout(() => {
                    onExpiry();
                    resolve('timeout');
                }, ms);
            });
            return { promise, cancel: () => this.timers.clearTimeout(handle) };
        };
        const whole = expiry(boundMs, () => bound.abort(new Error(`the final write took more than ${boundMs} ms`)));
        try {
            if (this.inFlight) {
                const half = expiry(boundMs / 2, () => this.progress.abort());
                await Promise.race([this.inFlight, half.promise]);
                half.cancel();
            }
            const written = this.write(body, bound.signal).then(() => 'written');
            written.catch(() => undefined);
            return await Promise.race([written, whole.promise]);
        }
        finally {
            whole.cancel();
        }
    }
}

// EXTERNAL MODULE: ./src/flow/state.ts
var flow_state = __webpack_require__(7573);
;// CONCATENATED MODULE: ./src/flow/report.ts






const MIN_UPDATE_INTERVAL_MS = 10_000;
const FINAL_WRITE_MS = 10_000;
const STOPPING_FINAL_WRITE_MS = 1500;
const SUMMARY_OUTPUT_MAX_CHARS = 65_536;
class Reporter {
    comment;
    writes;
    host;
    options;
    constructor(options) {
        this.options = options;
        this.host = options.host;
        const { comment } = options;
        this.comment = comment;
        if (comment) {
            const state = new flow_state/* StepState */.u(options.host.state);
            this.writes = new LatestWins(async (body, signal) => {
                await comment.write(body, signal);
                if (comment.id !== undefined) {
                    state.save(flow_state/* STATE */.c.commentId, comment.id);
                    state.save(flow_state/* STATE */.c.threadNumber, comment.number);
                }
            }, {
                minIntervalMs: MIN_UPDATE_INTERVAL_MS,
                onError: (err) => this.host.log.warning(`could not write the tracking comment: ${err.message}`),
                timers: options.timers,
            });
        }
    }
    async findExisting() {
        const found = await this.comment?.find();
        if (found)
            this.carryFrom(found.state);
        return found;
    }
    carryFrom(last) {
        this.options.marker = { ...(0,marker/* carried */.LT)(last), ...this.options.marker };
    }
    setMarker(extra) {
        this.options.marker = { ...this.options.marker, ...extra };
    }
    markerFor({ run, phase }) {
        return (0,marker/* encodeMarker */.$N)((0,marker/* nextMarker */.Yg)(this.options.marker, run, phase), this.options.markerKey);
    }
    redacted(input) {
        return (0,redact/* redactValues */.se)(input, (text) => this.host.redact(text));
    }
    bodyOf(input) {
        return (0,report/* renderComment */.wQ)(this.redacted(input), this.markerFor(input), (report) => this.host.redact(report));
    }
    show(input) {
        this.writes?.offer(this.bodyOf(input));
    }
    async finishComment(input) {
        if (!this.writes)
            return true;
        const boundMs = this.options.signal?.aborted ? STOPPING_FINAL_WRITE_MS : FINAL_WRITE_MS;
        try {
            if ((await this.writes.final(this.bodyOf(input), boundMs)) === 'written')
                return true;
            this.host.log.warning(`GitHub did not take the final report within ${boundMs / 1000}s: the tracking comment may still show an earlier state`);
        }
        catch (err) {
            this.host.log.warning(`could not write the tracking comment: ${err.message}`);
        }
        return false;
    }
    async finish(input) {
        const clean = this.redacted(input);
        const shown = await this.finishComment(clean);
        await writeSummary(this.host, (0,report/* renderJobSummary */.qE)(clean));
        this.outputs(clean);
        return shown;
    }
    outputs(input) {
        const { run } = input;
        writeOutputs(this.host, {
            'run-id': run.run_id,
            state: run.state,
            'session-link': run.session_link ?? '',
            'conversation-id': run.conversation_id ?? '',
            'pull-request-urls': JSON.stringify((0,artifacts/* pullRequestUrls */.L)(run)),
            artifacts: JSON.stringify(run.artifacts ?? []),
            'comment-url': this.comment?.url ?? '',
            summary: (0,report/* finalMessage */.oM)(input.conversation) ?? run.status_message?.message ?? '',
            detached: String(input.phase === 'detached'),
        });
    }
}
async function writeSummary(host, markdown) {
    try {
        await host.summary(markdown);
    }
    catch (err) {
        host.log.warning(`could not write the job summary: ${err.message}`);
    }
}
function writeOutputs(host, outputs) {
    for (const [name, value] of Object.entries(outputs)) {
        host.output(name, value, name === 'summary' ? SUMMARY_OUTPUT_MAX_CHARS : undefined);
    }
}
async function writeKeyedComment(step, number, key, report, what) {
    const { repository } = step;
    if (!repository)
        return;
    try {
        const self = await repository.self();
        const comment = repository.trackingComment(number, self, markerReader(step.markerKey), (s) => s.key === key);
        await comment.find();
        await comment.write(`${report}\n\n${(0,marker/* encodeMarker */.$N)({ v: 2, key }, step.markerKey)}`);
    }
    catch (err) {
        step.host.log.warning(`could not write ${what} on #${number}: ${err.message}`);
    }
}
const markerReader = (markerKey) => (body) => (0,marker/* decodeMarker */.rH)(body, markerKey);
function openReporter(place) {
    const { repository, number, self, marker, markerKey } = place;
    const comment = place.enabled && repository && number !== undefined && self
        ? repository.trackingComment(number, self, markerReader(markerKey), (s) => s.key === marker.key)
        : undefined;
    return new Reporter({
        host: place.host,
        comment,
        marker,
        markerKey,
        ...(place.signal ? { signal: place.signal } : {}),
        timers: place.timers,
    });
}
function stepReporter(step, options) {
    return openReporter({
        host: step.host,
        repository: step.repository,
        number: step.trigger.number,
        markerKey: step.markerKey,
        signal: step.signal,
        ...options,
    });
}
async function reporterForRun(step, run, enabled) {
    const { repository, trigger } = step;
    if (!repository || trigger.number === undefined || !enabled) {
        return stepReporter(step, { enabled: false, self: undefined, marker: { key: run.run_id } });
    }
    const self = await repository.self();
    const existing = (await repository.markedComments(trigger.number, self, markerReader(step.markerKey)))
        .filter((c) => c.state.run === run.run_id)
        .at(-1);
    const reporter = stepReporter(step, {
        enabled: true,
        self,
        marker: existing ? (0,marker/* carried */.LT)(existing.state) : { key: run.run_id },
    });
    if (existing)
        reporter.comment?.adopt(existing);
    step.state.save(flow_state/* STATE */.c.threadNumber, trigger.number);
    return reporter;
}


/***/ }),

/***/ 6696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ holdRun),
/* harmony export */   p: () => (/* binding */ info)
/* harmony export */ });
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7573);

const info = (step) => (line) => step.host.log.info(line);
function holdRun(step, runId) {
    step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_0__/* .STATE */ .c.runId, runId);
    step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_0__/* .STATE */ .c.settled, 'false');
    step.host.output('run-id', runId);
}


/***/ }),

/***/ 1376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ encodeMarker),
/* harmony export */   LT: () => (/* binding */ carried),
/* harmony export */   Yg: () => (/* binding */ nextMarker),
/* harmony export */   rH: () => (/* binding */ decodeMarker),
/* harmony export */   xY: () => (/* binding */ hasMarker)
/* harmony export */ });
/* unused harmony export MARKER_PREFIX */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

function carried(last) {
    const { v: _v, run: _r, conversation: _c, state: _s, phase: _p, seen: _seen, ...rest } = last;
    return rest;
}
function nextMarker(last, run, phase) {
    return {
        v: 2,
        ...last,
        run: run.run_id,
        ...(run.conversation_id ? { conversation: run.conversation_id } : {}),
        state: run.state,
        phase,
        ...(run.updated_at ? { seen: run.updated_at } : {}),
    };
}
const MARKER_PREFIX = 'cloud-agent-action:state';
const OPEN = `<!-- ${MARKER_PREFIX} `;
const CLOSE = ' -->';
const BODY = /^([0-9a-f]{2,24000})\.([0-9a-f]{32})$/;
function mac(payload, key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(payload).digest().subarray(0, 16);
}
function encodeMarker(state, key) {
    const payload = Buffer.from(JSON.stringify(state), 'utf8').toString('hex');
    return `${OPEN}${payload}.${mac(payload, key).toString('hex')}${CLOSE}`;
}
function decodeMarker(body, key) {
    const text = body?.trimEnd();
    if (!text?.endsWith(CLOSE))
        return undefined;
    const start = text.lastIndexOf(OPEN);
    if (start < 0)
        return undefined;
    const match = BODY.exec(text.slice(start + OPEN.length, text.length - CLOSE.length));
    if (!match)
        return undefined;
    const [, payload, given] = match;
    if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(Buffer.from(given, 'hex'), mac(payload, key)))
        return undefined;
    try {
        const value = JSON.parse(Buffer.from(payload, 'hex').toString('utf8'));
        if (value.v !== 2 || typeof value.key !== 'string')
            return undefined;
        return {
            v: 2,
            key: value.key,
            ...(typeof value.run === 'string' ? { run: value.run } : {}),
            ...(typeof value.conversation === 'string' ? { conversation: value.conversation } : {}),
            ...(typeof value.state === 'string' ? { state: value.state } : {}),
            ...(typeof value.factory === 'string' ? { factory: value.factory } : {}),
            ...(typeof value.comment === 'string' ? { comment: value.comment } : {}),
            ...(value.commentKind === 'issue' || value.commentKind === 'review'
                ? { commentKind: value.commentKind }
                : {}),
            ...(typeof value.phase === 'string' ? { phase: value.phase } : {}),
            ...(typeof value.deadline === 'string' ? { deadline: value.deadline } : {}),
            ...(typeof value.cancel === 'boolean' ? { cancel: value.cancel } : {}),
            ...(typeof value.seen === 'string' ? { seen: value.seen } : {}),
        };
    }
    catch {
        return undefined;
    }
}
function hasMarker(body, key) {
    return decodeMarker(body, key) !== undefined;
}


/***/ })

};

//# sourceMappingURL=524.index.js.map