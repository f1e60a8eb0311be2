export const id = 278;
export const ids = [278];
export const modules = {

/***/ 666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderJUnit: () => (/* binding */ renderJUnit)
/* harmony export */ });
/* unused harmony exports xmlChars, xmlEscape, seconds */
/* harmony import */ var _render_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6829);

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
    const inside = (xml) => `${open}>\n      ${xml}\n    </testcase>`;
    switch (row.verdict) {
        case 'pass':
            return { xml: `${open}/>`, kind: 'pass' };
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
function properties(norm) {
    if (!norm)
        return [];
    const rate = (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .normRate */ .TR)(norm);
    const delta = (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .normDelta */ .ZB)(norm);
    const list = [
        ...(typeof norm.baseline === 'number'
            ? [['baseline_pass_rate', num(norm.baseline)]]
            : []),
        ['baseline_window_days', String(norm.windowDays)],
        ...(rate === null ? [] : [['pass_rate', num(rate)]]),
        ...(delta === undefined ? [] : [['delta_points', String(delta)]]),
        ...(norm.maxDropPoints === undefined
            ? []
            : [['max_drop_points', String(norm.maxDropPoints)]]),
    ];
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
            ...properties(summary.norm?.find((n) => n.scorer.id === list[0].scorer.id)),
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


/***/ }),

/***/ 1509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   Bq: () => (/* binding */ flatten),
/* harmony export */   Cb: () => (/* binding */ urlLink),
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   Jj: () => (/* binding */ cut),
/* harmony export */   K9: () => (/* binding */ groupDigits),
/* harmony export */   Od: () => (/* binding */ ours),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   U_: () => (/* binding */ codeLine),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   bp: () => (/* binding */ untrusted),
/* harmony export */   fU: () => (/* binding */ formatTime),
/* harmony export */   gO: () => (/* binding */ ellipsis),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   mG: () => (/* binding */ inline),
/* harmony export */   pU: () => (/* binding */ parseIsoDuration),
/* harmony export */   yX: () => (/* binding */ linkText)
/* harmony export */ });
/* unused harmony export closeFences */
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
    if (!m)
        return undefined;
    const [, d, h, min, s] = m;
    return (((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(min ?? 0)) * 60 + Number(s ?? 0)) * 1000;
}
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
        .replace(/[^ -~\u0080-\uFFFF]|[()|<>[\]"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
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


/***/ })

};

//# sourceMappingURL=278.index.js.map