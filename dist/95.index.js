export const id = 95;
export const ids = [95];
export const modules = {

6767:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	E$: () => (parseCron),
	O8: () => (serviceCron),
	Os: () => (fiveFields),
	Rk: () => (CronError),
	pq: () => (nextCronTime)
});
class CronError extends Error {
	outcome = 'usage';
}
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const MACROS = {
	'@yearly': '0 0 1 1 *',
	'@annually': '0 0 1 1 *',
	'@monthly': '0 0 1 * *',
	'@weekly': '0 0 * * 0',
	'@daily': '0 0 * * *',
	'@midnight': '0 0 * * *',
	'@hourly': '0 * * * *',
};
const FIELDS = [
	{ name: 'minute', min: 0, max: 59 },
	{ name: 'hour', min: 0, max: 23 },
	{ name: 'day of month', min: 1, max: 31 },
	{ name: 'month', min: 1, max: 12, names: MONTHS, namesFrom: 1 },
	{ name: 'day of week', min: 0, max: 7, names: DAYS, namesFrom: 0 },
];
function value(text, spec, whole) {
	const upper = text.toUpperCase();
	if (spec.names) {
		const index = spec.names.indexOf(upper);
		if (index >= 0)
			return index + (spec.namesFrom ?? 0);
	}
	if (!/^\d+$/.test(text))
		throw new CronError(`${spec.name} field "${whole}": "${text}" is not a number`);
	const n = Number(text);
	if (n < spec.min || n > spec.max) {
		throw new CronError(`${spec.name} field "${whole}": ${n} is outside ${spec.min}-${spec.max}`);
	}
	return n;
}
function parseField(text, spec) {
	const set = new Set();
	if (text === '')
		throw new CronError(`${spec.name} field is empty`);
	for (const part of text.split(',')) {
		const [range, stepText, extra] = part.split('/');
		if (extra !== undefined || range === undefined || range === '') {
			throw new CronError(`${spec.name} field "${text}": "${part}" is not a value, range or step`);
		}
		let step = 1;
		if (stepText !== undefined) {
			if (!/^\d+$/.test(stepText) || Number(stepText) === 0) {
				throw new CronError(`${spec.name} field "${text}": step "${stepText}" must be a whole number above 0`);
			}
			step = Number(stepText);
		}
		let low;
		let high;
		if (range === '*') {
			low = spec.min;
			high = spec.max === 7 ? 6 : spec.max;
		}
		else if (range.includes('-')) {
			const [a, b, more] = range.split('-');
			if (more !== undefined || !a || !b)
				throw new CronError(`${spec.name} field "${text}": "${range}" is not a range`);
			low = value(a, spec, text);
			high = value(b, spec, text);
			if (low > high)
				throw new CronError(`${spec.name} field "${text}": range ${range} runs backwards`);
		}
		else {
			low = value(range, spec, text);
			high = stepText !== undefined ? Math.max(low, spec.max === 7 ? 6 : spec.max) : low;
		}
		for (let n = low; n <= high; n += step)
			set.add(spec.max === 7 && n === 7 ? 0 : n);
	}
	return set;
}
function shorthand(expression) {
	const key = expression.trim().toLowerCase();
	return Object.hasOwn(MACROS, key) ? MACROS[key] : undefined;
}
function fiveFields(expression) {
	return shorthand(expression) ?? expression.trim();
}
function serviceCron(expression) {
	const five = typeof expression === 'string' ? shorthand(expression) : undefined;
	if (five !== undefined) {
		throw new CronError(`the service takes five fields, not a shorthand: write "${five}" for "${expression.trim()}"`);
	}
	return parseCron(expression);
}
function parseCron(expression) {
	if (typeof expression !== 'string' || expression.trim() === '')
		throw new CronError('the expression is empty');
	const trimmed = expression.trim();
	const expanded = shorthand(trimmed) ?? trimmed;
	if (expanded.startsWith('@'))
		throw new CronError(`unknown shorthand "${trimmed}"`);
	const parts = expanded.split(/\s+/);
	if (parts.length !== 5) {
		throw new CronError(`expected 5 fields (minute hour day-of-month month day-of-week), got ${parts.length} in "${trimmed}"`);
	}
	const [minute, hour, dom, month, dow] = parts.map((part, i) => parseField(part, FIELDS[i]));
	return {
		minutes: minute,
		hours: hour,
		daysOfMonth: dom,
		months: month,
		daysOfWeek: dow,
		dayOr: parts[2] !== '*' && parts[4] !== '*',
	};
}
function dayMatches(s, date) {
	const domOk = s.daysOfMonth.has(date.getUTCDate());
	const dowOk = s.daysOfWeek.has(date.getUTCDay());
	return s.dayOr ? domOk || dowOk : domOk && dowOk;
}
function nextCronTime(schedule, after) {
	const s = typeof schedule === 'string' ? parseCron(schedule) : schedule;
	const t = new Date(after.getTime());
	t.setUTCSeconds(0, 0);
	t.setUTCMinutes(t.getUTCMinutes() + 1);
	const limit = after.getTime() + 5 * 366 * 24 * 3600 * 1000;
	while (t.getTime() <= limit) {
		if (!s.months.has(t.getUTCMonth() + 1)) {
			t.setUTCMonth(t.getUTCMonth() + 1, 1);
			t.setUTCHours(0, 0, 0, 0);
			continue;
		}
		if (!dayMatches(s, t)) {
			t.setUTCDate(t.getUTCDate() + 1);
			t.setUTCHours(0, 0, 0, 0);
			continue;
		}
		if (!s.hours.has(t.getUTCHours())) {
			t.setUTCHours(t.getUTCHours() + 1, 0, 0, 0);
			continue;
		}
		if (!s.minutes.has(t.getUTCMinutes())) {
			t.setUTCMinutes(t.getUTCMinutes() + 1, 0, 0);
			continue;
		}
		return t;
	}
	return undefined;
}


}),

6468:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	CC: () => (ApiTimeoutError),
	Di: () => (InvalidArgumentError),
	Kf: () => (ApiShapeError),
	bI: () => (ApiConnectionError),
	hD: () => (ApiError),
	tP: () => (CloudAgentError),
	uZ: () => (ApiResponseError),
	z4: () => (ApiAbortError)
});
class CloudAgentError extends Error {
	outcome = 'service';
	operation;
	outcomeUnknown;
	constructor(message, options = {}) {
		super(message, options.cause === undefined ? undefined : { cause: options.cause });
		this.name = new.target.name;
		this.operation = options.operation;
		this.outcomeUnknown = options.outcomeUnknown ?? false;
	}
}
const str = (value) => typeof value === 'string' && value.trim() !== '' ? value : undefined;
function errorCodeFromType(type) {
	const text = str(type);
	if (!text || text === 'about:blank')
		return undefined;
	const segments = text
		.split(/[?#]/, 1)[0]
		.split('/')
		.filter((s) => s !== '');
	const last = segments.at(-1);
	if (!last || !/^[a-z0-9_-]+$/i.test(last))
		return undefined;
	return last.toLowerCase().replace(/-/g, '_');
}
class ApiError extends CloudAgentError {
	status;
	errorCode;
	title;
	detail;
	retryable;
	traceId;
	body;
	headers;
	constructor(init) {
		const body = init.body;
		const errorCode = str(body?.error_code) ?? errorCodeFromType(body?.type);
		const title = str(body?.title);
		const detail = str(body?.detail);
		const retryable = typeof body?.retryable === 'boolean' ? body.retryable : undefined;
		const traceId = str(body?.trace_id);
		super(describe(init, errorCode, title, detail, traceId), {
			operation: init.operation,
			outcomeUnknown: init.outcomeUnknown,
		});
		this.status = init.status;
		this.errorCode = errorCode;
		this.title = title;
		this.detail = detail;
		this.retryable = retryable;
		this.traceId = traceId;
		this.body = body;
		this.headers = init.headers ?? {};
	}
}
function describe(init, errorCode, title, detail, traceId) {
	const what = init.operation ? `${init.operation} failed` : 'request failed';
	const code = errorCode ? ` ${errorCode}` : '';
	let text = title && detail
		? `${title}: ${detail}`
		: (title ?? detail ?? str(init.body?.error) ?? str(init.body?.message));
	if (!text && init.rawBody)
		text = init.rawBody.slice(0, 200);
	const hint = hintFor(init.status, errorCode);
	return (`${what} (HTTP ${init.status}${code})` +
		(text ? `: ${text}` : '') +
		(hint ? `. ${hint}` : '') +
		(traceId ? ` [trace ${traceId}]` : ''));
}
function hintFor(status, errorCode) {
	switch (errorCode) {
		case 'feature_not_available':
			return 'Metadata filtering (or the feature used) is not enabled for this team; ask the service to enable it or drop the filter';
		case 'insufficient_credits':
		case 'budget_exceeded':
			return "The team's credits or budget are used up; add credits or raise the budget";
		case 'external_authentication_required':
			return 'An integration needs to be reconnected; follow the auth_url in the error body';
		case 'integration_not_configured':
		case 'integration_disabled':
			return 'Set up or enable the integration for the team before starting runs that need it';
		case 'operation_not_supported':
			return 'The service does not support this operation for this resource';
		case 'conflict':
			return 'The resource is busy (for example a run still being prepared); try again in a moment';
		default:
			break;
	}
	switch (status) {
		case 401:
			return 'The API key was missing or not accepted';
		case 403:
			return 'The API key is valid but may not do this: check the team, environment, MCP server or factory permissions';
		case 404:
			return 'It does not exist or this key cannot see it: check the id';
		case 429:
			return 'The service is rate limiting this key; wait and try again';
		default:
			return status >= 500 ? 'The service had an internal problem; try again later' : undefined;
	}
}
class ApiConnectionError extends CloudAgentError {
}
class ApiTimeoutError extends CloudAgentError {
}
class ApiAbortError extends CloudAgentError {
}
class ApiResponseError extends CloudAgentError {
	status;
	contentType;
	constructor(message, init) {
		super(message, { operation: init.operation, cause: init.cause });
		this.status = init.status;
		this.contentType = init.contentType;
	}
}
class ApiShapeError extends ApiResponseError {
	field;
	expected;
	got;
	constructor(init) {
		super(`${init.operation} answered a wrong shape: ${init.field}: expected ${init.expected}, got ${init.got}`, init);
		this.field = init.field;
		this.expected = init.expected;
		this.got = init.got;
	}
}
class InvalidArgumentError extends CloudAgentError {
	outcome = 'usage';
	field;
	constructor(field, message, operation) {
		super(`${field}: ${message}`, { operation });
		this.field = field;
	}
}


}),

5989:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	CU: () => (checkUrl),
	D6: () => (checkEnvironmentFilter),
	FZ: () => (MAX_METADATA_FILTERS),
	Pi: () => (checkCron),
	Wr: () => (ENVIRONMENT_ID),
	ZQ: () => (checkRunMetadata),
	_u: () => (checkMetadataFilter),
	aD: () => (expandPath),
	ab: () => (checkLimit),
	cZ: () => (EMPTY_ENVIRONMENT),
	mp: () => (checkRequired),
	z9: () => (checkEnvironmentId)
});
var _cron_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6767);
var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6468);


const ENVIRONMENT_ID = /^[A-Za-z0-9]{22}$/;
const EMPTY_ENVIRONMENT = 'empty-environment';
const METADATA_KEY = /^[a-zA-Z0-9._-]{1,64}$/;
const MAX_METADATA_FILTERS = 5;
function checkEnvironmentId(field, value, operation) {
	if (value === undefined || value === null)
		return;
	if (typeof value !== 'string' || !ENVIRONMENT_ID.test(value)) {
		throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(field, `"${String(value)}" is not an environment id: ids are exactly 22 letters and digits (find yours with GET /agent/environments)`, operation);
	}
}
function checkEnvironmentFilter(value, operation) {
	if (value === undefined || value === EMPTY_ENVIRONMENT)
		return;
	checkEnvironmentId('environment_id', value, operation);
}
function checkLimit(field, value, min, max, operation) {
	if (value === undefined)
		return;
	if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
		throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(field, `must be a whole number from ${min} to ${max}, got ${String(value)}`, operation);
	}
}
function checkMetadataFilter(value, operation) {
	if (value === undefined)
		return;
	if (value === null || typeof value !== 'object' || Array.isArray(value)) {
		throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di('metadata', 'must be an object of key/value pairs', operation);
	}
	const count = Object.keys(value).length;
	if (count > MAX_METADATA_FILTERS) {
		throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di('metadata', `at most ${MAX_METADATA_FILTERS} key/value pairs may be filtered on, got ${count}`, operation);
	}
}
function checkRunMetadata(field, value, operation) {
	if (value === undefined)
		return;
	if (value === null || typeof value !== 'object' || Array.isArray(value)) {
		throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(field, 'must be an object of string values', operation);
	}
	const entries = Object.entries(value);
	if (entries.length > 20)
		throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(field, `at most 20 keys, got ${entries.length}`, operation);
	for (const [key, v] of entries) {
		if (!METADATA_KEY.test(key)) {
			throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(`${field}.${key}`, 'keys are 1-64 characters of letters, digits, ".", "_", "-"', operation);
		}
		if (typeof v !== 'string')
			throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(`${field}.${key}`, 'values must be strings', operation);
		if (Buffer.byteLength(v, 'utf8') > 256) {
			throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(`${field}.${key}`, 'values are at most 256 bytes', operation);
		}
		if (v.includes('\0'))
			throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(`${field}.${key}`, 'values must not contain NUL', operation);
	}
}
function checkUrl(field, value, operation) {
	if (typeof value !== 'string' || value === '')
		throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(field, 'is required', operation);
	if (value.length > 2048) {
		throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(field, `is at most 2048 characters, got ${value.length}`, operation);
	}
}
function checkCron(field, value, operation) {
	if (typeof value !== 'string')
		throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(field, 'is required (a cron expression)', operation);
	try {
		(0,_cron_js__WEBPACK_IMPORTED_MODULE_0__.O8)(value);
	}
	catch (err) {
		if (err instanceof _cron_js__WEBPACK_IMPORTED_MODULE_0__.Rk) {
			throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(field, `"${value}" is not a valid cron expression: ${err.message}`, operation);
		}
		throw err;
	}
}
function checkRequired(field, value, operation) {
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
		throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(field, 'is required', operation);
	}
}
function expandPath(template, params, operation) {
	return template.replace(/\{([^}]+)\}/g, (_, name) => {
		const value = params[name];
		if (value === undefined || value === null || String(value).trim() === '') {
			const got = value === undefined ? 'undefined' : JSON.stringify(value);
			throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(name, `is required (got ${got}); pass the id it names`, operation);
		}
		if (value === '.' || value === '..') {
			throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.Di(name, `is not an id (got "${value}", a step in a path); pass the id it names`, operation);
		}
		return encodeURIComponent(String(value));
	});
}


}),

9519:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	Cn: () => (creditsText),
	D$: () => (budgetCost),
	"in": () => (budgetLine),
	kJ: () => (spendText),
	vV: () => (credits),
	x: () => (creditsInAll)
});
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9187);
var _shared_unreachable_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5223);


const credits = (n) => (Math.round(n * 100) / 100).toString();
const creditsInAll = (view) => view.spent === undefined ? undefined : view.baseline + view.spent;
const RESET_NOTE = "the service's count restarted, and what it counted before is kept";
function budgetCost(view) {
	if (view.spent === undefined)
		return undefined;
	const counted = `${credits(view.spent)} of ${credits(view.limit)} credits`;
	const reset = view.reset ? `; ${RESET_NOTE}` : '';
	if (view.baseline > 0)
		return `${counted} since the follow-up (${credits(view.baseline + view.spent)} in all${reset})`;
	return view.reset ? `${counted} (${RESET_NOTE})` : counted;
}
function spendText(view) {
	const spent = view.spent ?? 0;
	if (!(view.baseline > 0))
		return `${credits(spent)} credits`;
	return `${credits(spent)} credits since the follow-up (${credits(view.baseline + spent)} in all)`;
}
function budgetLine(view) {
	const since = view.baseline > 0
		? `; counted from the follow-up, when the run had used ${credits(view.baseline)} credits`
		: '';
	const at = view.spent === undefined ? undefined : credits(view.spent);
	switch (view.status) {
		case 'within':
			return undefined;
		case 'stopped':
			return `**Budget:** stopped at ${at ?? '?'} credits, budget ${credits(view.limit)} (${view.setting}${since}).`;
		case 'over':
			return `**Budget:** went over at ${at ?? '?'} credits, budget ${credits(view.limit)} (${view.setting}${since}).`;
		case 'unenforced': {
			const unheld = `**Budget:** ${view.setting} could not be enforced: the service reported no usage while the run worked`;
			if (at === undefined)
				return `${unheld}.`;
			if (view.spent > view.limit)
				return `${unheld}; it went over at ${at} credits, budget ${credits(view.limit)}.`;
			return `${unheld} (it has used ${at} credits).`;
		}
		default:
			return (0,_shared_unreachable_js__WEBPACK_IMPORTED_MODULE_1__.H)(view.status);
	}
}
function creditsText(run) {
	const used = (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_0__.yq)(run);
	return used === undefined ? '' : credits(used);
}


}),

1509:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	$Q: () => (clip),
	Bq: () => (flatten),
	Cb: () => (urlLink),
	ES: () => (wellFormed),
	Jj: () => (cut),
	K9: () => (groupDigits),
	LS: () => (plural),
	Od: () => (ours),
	Pl: () => (safeUrl),
	U_: () => (codeLine),
	a3: () => (formatDuration),
	aY: () => (code),
	bp: () => (untrusted),
	fU: () => (formatTime),
	gO: () => (ellipsis),
	js: () => (htmlText),
	mG: () => (inline),
	pU: () => (parseIsoDuration),
	yX: () => (linkText)
});
function formatDuration(ms) {
	const total = Math.max(0, Math.round(ms / 1000));
	const h = Math.floor(total / 3600);
	const m = Math.floor((total % 3600) / 60);
	const s = total % 60;
	if (h)
		return `${h}h ${m}m`;
	if (m)
		return `${m}m ${s}s`;
	return `${s}s`;
}
function parseIsoDuration(value) {
	const m = value ? /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value) : null;
	if (!m || !/\d[DHMS]$/.test(m[0]))
		return undefined;
	const [, d, h, min, s] = m;
	return (((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(min ?? 0)) * 60 + Number(s ?? 0)) * 1000;
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function groupDigits(n) {
	if (!Number.isSafeInteger(n))
		return n.toLocaleString('en-US');
	return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
function formatTime(ms) {
	return `${new Date(ms).toISOString().slice(11, 16)} UTC`;
}
let graphemes;
const MAX_CLUSTER = 32;
const isHigh = (code) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code) => code >= 0xdc00 && code <= 0xdfff;
function clip(text, max) {
	if (text.length <= max)
		return text;
	if (max <= 0)
		return '';
	graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
	const cluster = graphemes.segment(text).containing(max)?.index ?? max;
	let end = max - cluster <= MAX_CLUSTER ? cluster : max;
	if (end === max && isHigh(text.charCodeAt(end - 1)) && isLow(text.charCodeAt(end)))
		end--;
	return text.slice(0, end);
}
function ellipsis(text, max) {
	return text.length > max ? `${clip(text, max - 1)}…` : text;
}
function flatten(text, max) {
	return ellipsis(text.replace(/\s+/g, ' ').trim(), max);
}
const WORD_JOINER = '\u2060';
const MARKER_TEXT = /cloud-agent-action:state/gi;
const MENTION = /(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g;
const TAG_OPEN = /<(?=[A-Za-z/!?])/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function wellFormed(text) {
	return text.replace(LONE_SURROGATE, '\uFFFD');
}
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
function defuse(text) {
	return wellFormed(text)
		.replace(BIDI, '')
		.replace(MARKER_TEXT, (m) => m.replace(':', `:${WORD_JOINER}`));
}
const prose = (text) => text.replace(TAG_OPEN, '&lt;').replace(MENTION, `@${WORD_JOINER}`);
const inCode = (text) => text.replace(TAG_OPEN, `<${WORD_JOINER}`).replace(MENTION, `@${WORD_JOINER}`);
function neutralizeLine(line) {
	const runs = [...line.matchAll(/`+/g)].map((m) => ({ at: m.index, length: m[0].length }));
	let out = '';
	let from = 0;
	for (let k = 0; k < runs.length; k++) {
		let { at, length } = runs[k];
		if (at < from)
			continue;
		let slashes = 0;
		for (let j = at - 1; j >= from && line[j] === '\\'; j--)
			slashes++;
		if (slashes % 2 === 1)
			[at, length] = [at + 1, length - 1];
		if (length === 0)
			continue;
		const close = runs.findIndex((r, i) => i > k && r.length === length);
		if (close < 0)
			continue;
		const end = runs[close].at + length;
		out += prose(line.slice(from, at)) + line.slice(at, at + length);
		out += inCode(line.slice(at + length, runs[close].at)) + line.slice(runs[close].at, end);
		from = end;
		k = close;
	}
	return out + prose(line.slice(from));
}
function fenceOf(line) {
	const m = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/.exec(line);
	return m?.[1];
}
function closes(line, open) {
	const fence = fenceOf(line);
	return fence !== undefined && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence;
}
function closeFences(text) {
	let open;
	for (const line of text.split('\n')) {
		if (open === undefined)
			open = fenceOf(line);
		else if (closes(line, open))
			open = undefined;
	}
	return open ? `${text}\n${open}` : text;
}
function untrusted(text) {
	let open;
	const lines = defuse(text)
		.split('\n')
		.map((line) => {
		if (open !== undefined) {
			if (closes(line, open))
				open = undefined;
			return line;
		}
		open = fenceOf(line);
		return open === undefined ? neutralizeLine(line) : line;
	});
	if (open !== undefined)
		lines.push(open);
	return lines.join('\n');
}
function oneLine(text, max) {
	return flatten(defuse(text), max);
}
const SYNTAX = /\\(?=[!-/:-@[-`{-~]|$)|[`*[\]<~|$]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|&(?=#|[A-Za-z0-9]+;)|:(?=\/\/)|(?<=(?<![\p{L}\p{N}])www)\./giu;
function escapeMarkdown(text) {
	return text
		.replace(SYNTAX, '\\$&')
		.replace(/^[#>+=-]/, '\\$&')
		.replace(/^(\d{1,9})([.)])/, '$1\\$2')
		.replace(/(\s)(#+)$/, (_, space, hashes) => `${space}${hashes.replace(/#/g, '\\#')}`);
}
function inline(text, max = 200) {
	return escapeMarkdown(oneLine(text, max)).replace(MENTION, `@${WORD_JOINER}`);
}
function linkText(text, max) {
	return inline(text, max);
}
function code(text, max = 200, inTable = true) {
	const flat = oneLine(text, max);
	if (!flat)
		return '<code></code>';
	if (inTable && flat.includes('\\|'))
		return `<code>${escapeMarkdown(flat)}</code>`;
	const body = inTable ? flat.replace(/\|/g, '\\|') : flat;
	const ticks = '`'.repeat(Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
	const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
	return `${ticks}${pad}${body}${pad}${ticks}`;
}
function ours(text) {
	return defuse(text);
}
function codeLine(text, max) {
	return oneLine(text, max);
}
function htmlText(text, max) {
	return oneLine(text, max)
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(MENTION, `@${WORD_JOINER}`);
}
function safeUrl(url) {
	const trimmed = url === undefined ? undefined : wellFormed(url.trim());
	if (!trimmed || !/^https?:\/\/\S+$/i.test(trimmed))
		return undefined;
	return (trimmed
		.replace(/[^ -~\u0080-\uFFFF]|[()|<>[\]"\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
		.replace(MARKER_TEXT, (m) => m.replace(':', '%3A')));
}
function urlLink(url) {
	const safe = safeUrl(url);
	return safe === undefined ? undefined : `<${safe}>`;
}
function cut(text, max, what) {
	if (text.length <= max)
		return text;
	const note = (n) => `\n\n_… ${what} cut here: ${groupDigits(n)} more characters._`;
	const room = max - note(text.length).length;
	let kept = '';
	let head = '';
	for (let end = room; end > 0;) {
		kept = clip(text, end);
		head = closeFences(kept);
		if (head.length <= room)
			break;
		end -= head.length - room;
		[kept, head] = ['', ''];
	}
	return head + note(text.length - kept.length);
}


}),

7986:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	$Y: () => (stripControls),
	G3: () => (DETAIL_CHARS),
	Kw: () => (neutralizeCommands),
	LK: () => (TITLE_CHARS),
	Mu: () => (timedLine),
	Ow: () => (cleanLine),
	X5: () => (cleanText),
	aG: () => (sessionText),
	cj: () => (eventText),
	nl: () => (inertJson),
	qK: () => (recordTexts),
	uw: () => (stepText),
	yJ: () => (stepDetail)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

const TITLE_CHARS = 200;
const DETAIL_CHARS = 16_000;
const ESCAPES = 
/(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]?|(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|(?:\u001b[PX^_]|[\u0090\u0098\u009e\u009f])[^\u001b\u009c]*(?:\u001b\\|\u009c)?|\u001b[ -/]*[0-~]?/g;
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
function stripControls(text) {
	return text.replace(/\r\n?/g, '\n').replace(ESCAPES, '').replace(CONTROLS, '');
}
function neutralizeCommands(text) {
	return text.replace(/^(?=[^\S\r\n]*::)/gm, '> ').replaceAll('##[', '# #[');
}
function inertJson(value) {
	return JSON.stringify(value).replaceAll('##[', '#\\u0023[');
}
function stepText(record) {
	return `step ${record.number}: ${record.title}`;
}
function eventText(record) {
	const kind = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Bq)(stripControls(record.kind), 80);
	return record.label === record.kind ? `event ${kind}` : `event ${kind}: ${record.label}`;
}
function stateText(record) {
	const state = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Bq)(stripControls(record.state), 40);
	return record.status_message ? `state ${state}: ${record.status_message}` : `state ${state}`;
}
function sessionText(link) {
	return `session ${link}`;
}
function recordTexts(record, previous) {
	if (record.type === 'step')
		return [stepText(record)];
	if (record.type === 'event')
		return [eventText(record)];
	const lines = [];
	if (record.state !== previous?.state)
		lines.push(stateText(record));
	if (record.session_link && record.session_link !== previous?.session_link)
		lines.push(sessionText(record.session_link));
	return lines;
}
function lineTime(time) {
	const ms = time === null ? Number.NaN : Date.parse(time);
	if (Number.isNaN(ms))
		return '-'.padEnd(20);
	return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
function timedLine(time, text) {
	return neutralizeCommands(`${lineTime(time)}  ${text}`);
}
function cleanLine(text, max) {
	return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Bq)(stripControls(text), max);
}
function cleanText(text, max, redact, whole) {
	const clean = redact(stripControls(text));
	if (clean.length <= max)
		return { text: clean, cut: 0 };
	let end = max;
	const last = clean.charCodeAt(end - 1);
	if (last >= 0xd800 && last <= 0xdbff)
		end--;
	const cut = clean.length - end;
	return {
		text: `${clean.slice(0, end)}\n[cut: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(cut)} more characters; ${whole}]`,
		cut,
	};
}
function valueLine(value, max) {
	const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
	return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Bq)(text, max);
}
function blockLines(block, role) {
	const name = typeof block.name === 'string' ? block.name : 'action';
	switch (block.type) {
		case 'text':
			return typeof block.text === 'string' && block.text.trim() ? [`${role}: ${block.text.trimEnd()}`] : [];
		case 'action':
			return [`→ ${name} ${valueLine(block.input ?? {}, 500)}`];
		case 'action_result': {
			const state = typeof block.state === 'string' ? ` (${block.state})` : '';
			return [`← ${name}${state} ${valueLine(block.output ?? {}, 500)}`];
		}
		case 'event':
			return [`· ${name}`];
		default:
			return [`· ${valueLine(block.type, 60)}`];
	}
}
function stepDetail(step) {
	const lines = [];
	const walk = (s, depth) => {
		const pad = '  '.repeat(depth);
		for (const message of s.messages) {
			const blocks = Array.isArray(message.content) ? message.content : [];
			for (const block of blocks)
				for (const line of blockLines(block, String(message.role)))
					lines.push(...line.split('\n').map((l) => `${pad}${l}`));
		}
		for (const inner of s.steps ?? []) {
			const title = (inner.description ?? '').trim() || (inner.summary ?? '').trim() || inner.id;
			lines.push(`${pad}- ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Bq)(title, TITLE_CHARS)}`);
			walk(inner, depth + 1);
		}
	};
	walk(step, 0);
	return lines.join('\n');
}


}),

8281:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	D: () => (modelOf),
	Z: () => (modelText)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

const MODEL_CHARS = 100;
const named = (id) => typeof id === 'string' && id.trim() ? id.trim() : undefined;
function resolvedModel(config) {
	const harness = config?.harness;
	const thirdParty = typeof harness?.type === 'string' && harness.type !== 'oz';
	return (thirdParty ? named(harness?.model_id) : undefined) ?? named(config?.model_id);
}
function modelOf(run, requested) {
	const resolved = resolvedModel(run.agent_config);
	const asked = named(requested);
	if (resolved)
		return { id: resolved, resolved: true, ...(asked && asked !== resolved ? { asked } : {}) };
	return asked ? { id: asked, resolved: false } : undefined;
}
function modelText(view) {
	const id = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(view.id, MODEL_CHARS, false);
	if (!view.resolved)
		return `${id} (requested)`;
	return view.asked ? `${id} (asked for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(view.asked, MODEL_CHARS, false)})` : id;
}


}),

4189:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	Rz: () => (OutcomeError),
	dz: () => (InputError),
	sG: () => (outcomeOf)
});
const OUTCOMES = [
	'ok',
	'run-failed',
	'gate-failed',
	'schema-invalid',
	'usage',
	'service',
	'timeout',
	'interrupted',
	'error',
];
class OutcomeError extends Error {
	outcome;
	constructor(message, outcome, options) {
		super(message, options);
		this.outcome = outcome;
	}
}
class InputError extends OutcomeError {
	input;
	reason;
	#worded;
	constructor(input, message) {
		const worded = typeof message === 'string' ? () => message : message;
		const reason = worded((name) => `\`${name}\``);
		super(`Input "${input}": ${reason}`, 'usage');
		this.input = input;
		this.reason = reason;
		this.#worded = worded;
	}
	reasonIn(name) {
		return this.#worded(name);
	}
}
function carried(error) {
	const outcome = error instanceof Error ? error.outcome : undefined;
	return OUTCOMES.find((each) => each === outcome);
}
function outcomeOf(error, interrupted) {
	const own = carried(error);
	if (own === 'usage')
		return own;
	if (interrupted)
		return 'interrupted';
	return own ?? 'error';
}


}),

8932:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	pO: () => (Redactor),
	se: () => (redactValues),
	vb: () => (MIN_SECRET_LENGTH)
});
const LABELS = {
	apiKey: '[redacted API key]',
	secret: '[redacted secret]',
	githubToken: '[redacted GitHub token]',
	credential: '[redacted]',
};
const MIN_SECRET_LENGTH = 4;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const anyCase = (word) => [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('');
const LABEL = Object.values(LABELS).map(escapeRegExp).join('|');
const GITHUB_TOKEN = String.raw `gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,}`;
const AUTHORIZATION = String.raw `(${anyCase('authorization')}"?[ \t]*:[ \t]*)` +
	String.raw `("(?:[^"\\\r\n]|\\.)*"|'[^'\r\n]*'|(?!\[)(?:[A-Za-z][A-Za-z0-9_-]*[ \t]+)?[^\s"'<>,;]+)`;
const BEARER = String.raw `(${anyCase('bearer')})[ \t]+[A-Za-z0-9._~+/=-]{8,}`;
class Redactor {
	secrets = new Map();
	pattern;
	add(value, kind = 'secret') {
		if (value.length < MIN_SECRET_LENGTH)
			return;
		const forms = new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)]);
		for (const form of forms) {
			if (this.secrets.has(form))
				continue;
			this.secrets.set(form, LABELS[kind]);
			this.pattern = undefined;
		}
	}
	redact(text) {
		if (text === '')
			return text;
		const pattern = this.combined();
		if (!pattern.test(text))
			return text;
		pattern.lastIndex = 0;
		return text.replace(pattern, (match, label, secret, ...rest) => {
			if (label !== undefined)
				return match;
			if (secret !== undefined)
				return this.secrets.get(secret) ?? LABELS.secret;
			const [token, authName, authValue, bearer] = rest;
			if (token !== undefined)
				return LABELS.githubToken;
			if (authName !== undefined) {
				const quote = authValue.startsWith('"') ? '"' : authValue.startsWith("'") ? "'" : '';
				return `${authName}${quote}${LABELS.credential}${quote}`;
			}
			return `${bearer} ${LABELS.credential}`;
		});
	}
	combined() {
		if (this.pattern) {
			this.pattern.lastIndex = 0;
			return this.pattern;
		}
		const secrets = [...this.secrets.keys()]
			.sort((a, b) => b.length - a.length)
			.map(escapeRegExp)
			.join('|');
		const parts = [
			`(${LABEL})`,
			secrets ? `(${secrets})` : '(?!)()',
			`(${GITHUB_TOKEN})`,
			AUTHORIZATION,
			BEARER,
		];
		this.pattern = new RegExp(parts.join('|'), 'g');
		return this.pattern;
	}
}
function redactValues(value, redact) {
	if (typeof value === 'string')
		return redact(value);
	if (Array.isArray(value))
		return value.map((item) => redactValues(item, redact));
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValues(item, redact)]));
	}
	return value;
}


}),

9187:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	Ex: () => (hasStopped),
	Wj: () => (ACTIVE_STATES),
	fN: () => (continues),
	jf: () => (isGoing),
	kl: () => (TERMINAL_STATES),
	nR: () => (timeOf),
	uo: () => (GOING_STATES),
	yq: () => (creditsOf)
});
const TERMINAL_STATES = new Set(['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED']);
const ACTIVE_STATES = new Set(['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS']);
const GOING_STATES = new Set([...ACTIVE_STATES, 'BLOCKED']);
function isGoing(state) {
	return GOING_STATES.has(state);
}
function continues(run) {
	if (isGoing(run.state))
		return true;
	const endedUnstarted = TERMINAL_STATES.has(run.state) && run.state !== 'SUCCEEDED' && run.started_at === null;
	return Boolean(run.conversation_id) && !endedUnstarted;
}
const RFC3339 = /^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:\d\d(?:\.\d+)?(?:[Zz]|[+-]\d\d:\d\d)$/;
const timeOf = (value) => typeof value === 'string' && RFC3339.test(value) ? Date.parse(value) : Number.NaN;
function hasStopped(state) {
	return TERMINAL_STATES.has(state) || state === 'BLOCKED';
}
const CREDIT_FIELD = /^[a-z][a-z0-9_]*_cost$/;
function creditsOf(run) {
	const usage = run.request_usage;
	if (usage === null || typeof usage !== 'object' || Array.isArray(usage))
		return undefined;
	let sum;
	for (const [field, value] of Object.entries(usage)) {
		if (!CREDIT_FIELD.test(field) || typeof value !== 'number' || !Number.isFinite(value) || value < 0)
			continue;
		sum = (sum ?? 0) + value;
	}
	return sum;
}


}),

5223:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	H: () => (unreachable)
});
function unreachable(value) {
	throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}


}),

8117:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	$4: () => (POST_CANCEL_MS),
	AR: () => (MIN_UPDATE_INTERVAL_MS),
	AX: () => (CANCEL_WITHIN_MS),
	Bt: () => (SIGNAL_EXIT_MS),
	Hy: () => (ATTEMPT_MS),
	KK: () => (PROGRESS_POLL_MAX_MS),
	Kq: () => (PROGRESS_READ_MS),
	L1: () => (CLAIM_WAIT),
	O2: () => (CLI_SIGNAL_EXIT_MS),
	OQ: () => (RETRY_BASE_MS),
	PK: () => (FOLLOW_UP_STALE_MS),
	RM: () => (RETRY_MAX_MS),
	RX: () => (LINGER_MS),
	ST: () => (GITHUB_BACKOFF_MS),
	TX: () => (STEP_GRACE_MS),
	UX: () => (JUDGE_POLL),
	Uc: () => (POLL_READ_MOST_MS),
	VC: () => (CANCEL_CONFIRM_INTERVAL_MS),
	Ye: () => (RUN_READ_LEAST_MS),
	ZN: () => (POST_STEP_MS),
	Zt: () => (REQUEST_MS),
	_H: () => (CANCEL_COMMAND_MS),
	ab: () => (FOLLOW_PACE),
	e0: () => (FINAL_WRITE_MS),
	eE: () => (POLL),
	et: () => (CLI_LINGER_MS),
	g2: () => (LOOK_FOR_MADE),
	ge: () => (POST_REQUEST_MS),
	mE: () => (BUDGET_CANCEL_MS),
	mk: () => (GITHUB_PACE),
	n7: () => (GITHUB_ATTEMPT_MS),
	nT: () => (STOPPING_CANCEL_MS),
	ow: () => (RESULT_DOWNLOAD_MS),
	px: () => (RETRY_MIN_MS),
	s$: () => (GITHUB_CALL_MS),
	ts: () => (TIME_SCALE),
	u4: () => (LAST_ATTEMPT_MS),
	vK: () => (scaled),
	wb: () => (BENCHMARK_POLL),
	zy: () => (STOPPING_FINAL_WRITE_MS)
});
const TIME_SCALE_ENV = 'CLOUD_AGENT_TIME_SCALE';
function timeScaleOf(value) {
	const text = value?.trim() ?? '';
	if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text))
		return 1;
	const scale = Number(text);
	return scale > 0 && scale <= 1 ? scale : 1;
}
const TIME_SCALE = timeScaleOf(process.env[TIME_SCALE_ENV]);
function scaled(ms, scale = TIME_SCALE) {
	return ms * scale;
}
const POLL = { initialMs: 1000, factor: 1.5, maxMs: 8500 };
const PROGRESS_POLL_MAX_MS = 16_000;
const RUN_READ_LEAST_MS = 1000;
const POLL_READ_MOST_MS = 120_000;
const FOLLOW_UP_STALE_MS = 60_000;
const PROGRESS_READ_MS = 10_000;
const JUDGE_POLL = { initialMs: 2000, factor: 1.5, maxMs: 15_000 };
const BENCHMARK_POLL = { initialMs: 1000, factor: 1.5, maxMs: 15_000 };
const FOLLOW_PACE = {
	stateMs: 3000,
	readMs: 5000,
	factor: 2,
	stateIdleMaxMs: 15_000,
	readIdleMaxMs: 30_000,
};
const MIN_UPDATE_INTERVAL_MS = 10_000;
const CANCEL_WITHIN_MS = 5000;
const CANCEL_CONFIRM_INTERVAL_MS = 500;
const BUDGET_CANCEL_MS = 20_000;
const CANCEL_COMMAND_MS = 15_000;
const STEP_GRACE_MS = 2 * 60_000;
const LINGER_MS = 2000;
const CLI_LINGER_MS = 1000;
const POST_CANCEL_MS = 20_000;
const POST_REQUEST_MS = 20_000;
const LOOK_FOR_MADE = { forMs: 10_000, everyMs: 1000 };
const CLAIM_WAIT = { forMs: 20_000, everyMs: 2000 };
const ATTEMPT_MS = 60_000;
const REQUEST_MS = 300_000;
const RETRY_BASE_MS = 500;
const RETRY_MAX_MS = 30_000;
const RETRY_MIN_MS = 100;
const LAST_ATTEMPT_MS = 1000;
const RESULT_DOWNLOAD_MS = 60_000;
const GITHUB_ATTEMPT_MS = 20_000;
const GITHUB_BACKOFF_MS = 1000;
const GITHUB_CALL_MS = 60_000;
const GITHUB_PACE = { writeMs: 1000, notifyMs: 3000, searchMs: 2000 };
const FINAL_WRITE_MS = 10_000;
const POST_STEP_MS = 60_000;
const SIGNAL_EXIT_MS = 4500;
const STOPPING_CANCEL_MS = 3000;
const STOPPING_FINAL_WRITE_MS = 1500;
const CLI_SIGNAL_EXIT_MS = 5000;


}),

311:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	x: () => (VERSION)
});
const VERSION = '1.0.0';


})

};

//# sourceMappingURL=95.index.js.map