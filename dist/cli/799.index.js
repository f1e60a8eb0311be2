export const id = 799;
export const ids = [799,315,573,509,663];
export const modules = {

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

/***/ 6663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Redactor: () => (/* binding */ Redactor),
/* harmony export */   se: () => (/* binding */ redactValues),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH)
/* harmony export */ });
/* unused harmony export LABELS */
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


/***/ }),

/***/ 7573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STATE: () => (/* binding */ STATE),
/* harmony export */   StepState: () => (/* binding */ StepState)
/* harmony export */ });
const STATE = {
    isPost: 'isPost',
    runId: 'run_id',
    commentId: 'comment_id',
    threadNumber: 'thread_number',
    settled: 'settled',
    key: 'trigger_key',
    lookup: 'lookup',
    factory: 'factory',
    creatingSince: 'creating_since',
};
class StepState {
    store;
    constructor(store) {
        this.store = store;
    }
    save(name, value) {
        this.store.save(name, String(value));
    }
    load(name) {
        return this.store.load(name);
    }
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


/***/ }),

/***/ 757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ progressKey),
/* harmony export */   EY: () => (/* binding */ renderProgress),
/* harmony export */   FC: () => (/* binding */ CONTEXT_FRAMING),
/* harmony export */   Fb: () => (/* binding */ stepTitle),
/* harmony export */   Lo: () => (/* binding */ COMMENT_FRAMING),
/* harmony export */   V8: () => (/* binding */ eventLine),
/* harmony export */   jA: () => (/* binding */ progressOf),
/* harmony export */   l6: () => (/* binding */ stepLine)
/* harmony export */ });
/* unused harmony exports SHOWN_STEPS, SHOWN_EVENTS, eventLabel, latestAction, renderLifecycle, renderChecklist */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

const SHOWN_STEPS = 10;
const SHOWN_EVENTS = 8;
const EVENT_LABEL = {
    oz_run_created: 'created',
    oz_run_claimed: 'claimed by a worker',
    worker_container_ready: 'machine ready',
    shared_session_started: 'session started',
    agent_started: 'agent started',
    oz_run_blocked: 'waiting for input',
    oz_run_done: 'done',
    oz_run_cancelled: 'cancelled',
    oz_run_failed: 'failed',
    oz_run_errored: 'stopped with an error',
    vm_shutdown: 'machine shut down',
};
function eventLabel(type) {
    return Object.hasOwn(EVENT_LABEL, type) ? EVENT_LABEL[type] : type;
}
const COMMENT_FRAMING = 'The request below was written in a GitHub comment by';
const CONTEXT_FRAMING = '## GitHub context';
function requestIn(prompt) {
    const fenced = /(~{4,})text request\n([\s\S]*?)\n\1/.exec(prompt);
    const line = fenced?.[2]?.split('\n').find((l) => l.trim() !== '');
    return line?.trim();
}
function stepTitle(step, index, run) {
    const raw = (step.description ?? '').trim() || (step.summary ?? '').trim();
    if (!raw)
        return `Step ${index + 1}`;
    if (raw.startsWith(COMMENT_FRAMING))
        return requestIn(run.prompt ?? '') ?? (run.title || 'The request from the comment');
    if (raw.startsWith(CONTEXT_FRAMING))
        return run.title || 'The task from the thread';
    return raw;
}
const blocksOf = (step) => step.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : []));
function latestAction(step) {
    const all = [];
    const walk = (s) => {
        all.push(...blocksOf(s));
        for (const inner of s.steps ?? [])
            walk(inner);
    };
    walk(step);
    const action = all.filter((b) => b.type === 'action').at(-1);
    if (!action)
        return undefined;
    const input = (action.input ?? {});
    const detail = ['command', 'path', 'query', 'file', 'url']
        .map((k) => input[k])
        .find((v) => typeof v === 'string' && v.trim() !== '');
    const result = all.filter((b) => b.type === 'action_result' && b.action_id === action.id).at(-1);
    const state = typeof result?.state === 'string' ? result.state : undefined;
    const name = typeof action.name === 'string' ? action.name : 'action';
    return `${name}${detail ? ` ${detail}` : ''}${state ? ` (${state})` : ''}`;
}
function progressOf(reading, run, active) {
    const created = Date.parse(run.created_at);
    const seen = new Set();
    const lifecycle = [];
    for (const event of reading.events) {
        const id = event.event_uuid || `${event.event_type}@${event.occurred_at ?? ''}`;
        if (seen.has(id))
            continue;
        seen.add(id);
        const at = event.occurred_at === undefined ? Number.NaN : Date.parse(event.occurred_at);
        lifecycle.push({
            id,
            type: event.event_type,
            label: eventLabel(event.event_type),
            sinceMs: Number.isNaN(at) || Number.isNaN(created) ? undefined : Math.max(0, at - created),
        });
    }
    lifecycle.sort((a, b) => (a.sinceMs ?? Infinity) - (b.sinceMs ?? Infinity));
    const steps = reading.conversation?.steps ?? [];
    return {
        lifecycle,
        steps: steps.map((step, index) => {
            const last = index === steps.length - 1;
            return {
                id: step.id,
                title: stepTitle(step, index, run),
                done: Boolean(step.completed_at) || !last || !active,
                action: latestAction(step),
            };
        }),
    };
}
function progressKey(progress) {
    return JSON.stringify([
        progress.lifecycle.map((e) => e.id),
        progress.steps.map((s) => [s.id, s.title, s.done, s.done ? '' : s.action]),
    ]);
}
function renderLifecycle(lifecycle) {
    if (!lifecycle.length)
        return '';
    const shown = lifecycle.slice(-SHOWN_EVENTS);
    const earlier = lifecycle.length - shown.length;
    const items = shown.map((e) => `${Object.hasOwn(EVENT_LABEL, e.type) ? e.label : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(e.type, 60, false)}${e.sinceMs === undefined ? '' : ` ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(e.sinceMs)}`}`);
    return `**Lifecycle:** ${earlier ? `(${earlier} earlier) … → ` : ''}${items.join(' → ')}`;
}
function renderChecklist(steps) {
    if (!steps.length)
        return '';
    const shown = steps.slice(-SHOWN_STEPS);
    const earlier = steps.length - shown.length;
    const lines = shown.map((s) => {
        if (s.done)
            return `- ✓ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.inline)(s.title, 150)}`;
        const action = s.action ? `\n  <sub>latest: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(s.action, 160, false)}</sub>` : '';
        return `- ⏳ **${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.inline)(s.title, 150)}** (in progress)${action}`;
    });
    const head = earlier ? [`- ✓ _${earlier} earlier step${earlier === 1 ? '' : 's'} done_`] : [];
    return `**Steps**\n\n${[...head, ...lines].join('\n')}`;
}
function renderProgress(progress) {
    const parts = [renderLifecycle(progress.lifecycle), renderChecklist(progress.steps)].filter(Boolean);
    return parts.length ? parts.join('\n\n') : '_No progress reported yet._';
}
function eventLine(entry) {
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .flatten */ .Bq)(entry.label, 80)}${entry.sinceMs === undefined ? '' : ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(entry.sinceMs)} after creation)`}`;
}
function stepLine(entry, index) {
    return `step ${index + 1}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .flatten */ .Bq)(entry.title, 200)}`;
}


/***/ })

};

//# sourceMappingURL=799.index.js.map