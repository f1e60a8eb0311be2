export const id = 666;
export const ids = [666];
export const modules = {

666:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	renderJUnit: () => (renderJUnit),
	renderReviewJUnit: () => (renderReviewJUnit)
});
var _render_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);
var _render_gate_rates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2023);


function xmlChars(text) {
	return text.replace(
	/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
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
	const rate = (0,_render_gate_rates_js__WEBPACK_IMPORTED_MODULE_1__.vT)(c);
	const delta = (0,_render_gate_rates_js__WEBPACK_IMPORTED_MODULE_1__.kg)(c);
	const base = (0,_render_gate_rates_js__WEBPACK_IMPORTED_MODULE_1__.ol)(c);
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
function failsReview(severity, failOn) {
	return failOn !== 'none' && RANK[severity] <= RANK[failOn];
}
const RANK = { critical: 0, important: 1, suggestion: 2, nit: 3 };
function renderReviewJUnit(review, failOn, redact = (t) => t) {
	const findings = [...review.plan.inline, ...review.plan.outside, ...review.plan.listed];
	let failures = 0;
	const cases = findings.map(({ finding, fingerprint }) => {
		const open = `    <testcase${attr('name', redact(`${finding.severity}: ${finding.title} (${fingerprint})`))}${attr('classname', redact(`cloud-agent.review.${finding.path}`))}${attr('file', redact(finding.path))}`;
		if (!failsReview(finding.severity, failOn))
			return `${open}/>`;
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


}),

2023:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	kg: () => (deltaPoints),
	ol: () => (baselineRate),
	vT: () => (rateHere)
});
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


})

};

//# sourceMappingURL=666.index.js.map