export const id = 315;
export const ids = [315,509];
export const modules = {

/***/ 6987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ pacer)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);

function pacer(deadline, pace, clock = {}) {
    const now = clock.now ?? Date.now;
    const random = clock.random ?? Math.random;
    const sleep = clock.sleep ?? _client_index_js__WEBPACK_IMPORTED_MODULE_0__.sleepFor;
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

/***/ 1509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   Bq: () => (/* binding */ flatten),
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   Jj: () => (/* binding */ cut),
/* harmony export */   K9: () => (/* binding */ groupDigits),
/* harmony export */   Od: () => (/* binding */ ours),
/* harmony export */   U_: () => (/* binding */ codeLine),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   bp: () => (/* binding */ untrusted),
/* harmony export */   fU: () => (/* binding */ formatTime),
/* harmony export */   inline: () => (/* binding */ inline),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   linkText: () => (/* binding */ linkText),
/* harmony export */   pU: () => (/* binding */ parseIsoDuration),
/* harmony export */   safeUrl: () => (/* binding */ safeUrl)
/* harmony export */ });
/* unused harmony exports ellipsis, closeFences */
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
function defuseMarker(text) {
    return wellFormed(text).replace(MARKER_TEXT, (m) => m.replace(':', `:${WORD_JOINER}`));
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
    const lines = defuseMarker(text)
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
function inline(text, max = 200) {
    return untrusted(flatten(text, max)).replace(/\|/g, '\\|');
}
function linkText(text, max) {
    return inline(text, max).replace(/[[\]]/g, '\\$&');
}
function code(text, max = 200, inTable = true) {
    const flat = inCode(defuseMarker(flatten(text, max))).replace(/\|/g, inTable ? '\\|' : '|');
    const ticks = '`'.repeat(Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${flat}${pad}${ticks}`;
}
function ours(text) {
    return defuseMarker(text);
}
function codeLine(text, max) {
    return defuseMarker(flatten(text, max));
}
function htmlText(text, max) {
    return defuseMarker(flatten(text, max))
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(MENTION, `@${WORD_JOINER}`);
}
function safeUrl(url) {
    const trimmed = url === undefined ? undefined : wellFormed(url.trim());
    if (!trimmed || !/^https?:\/\/\S+$/i.test(trimmed))
        return undefined;
    return trimmed
        .replace(/[()|<>[\]"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
        .replace(MARKER_TEXT, (m) => m.replace(':', '%3A'));
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

//# sourceMappingURL=315.index.js.map