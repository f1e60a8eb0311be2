export const id = 88;
export const ids = [88,799,315,573,509,663];
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

/***/ 9830:
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
// EXTERNAL MODULE: ./src/client/index.ts + 4 modules
var client = __webpack_require__(9434);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
// EXTERNAL MODULE: ./src/render/progress.ts
var progress = __webpack_require__(757);
;// CONCATENATED MODULE: ./src/render/report.ts



const SETTLE_DOCS = 'https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle';
const COMMENT_LIMIT = 65_000;
const GITHUB_COMMENT_LIMIT = 65_536;
const JOB_SUMMARY_BYTES = 1_048_576;
const ICON = {
    QUEUED: '⏳',
    PENDING: '⏳',
    CLAIMED: '⏳',
    INPROGRESS: '🔄',
    SUCCEEDED: '✅',
    FAILED: '❌',
    ERROR: '⚠️',
    CANCELLED: '🚫',
    BLOCKED: '✋',
};
const HEADLINE = {
    QUEUED: 'queued',
    PENDING: 'being prepared',
    CLAIMED: 'starting',
    INPROGRESS: 'working',
    SUCCEEDED: 'succeeded',
    FAILED: 'failed',
    ERROR: 'stopped with an error',
    CANCELLED: 'cancelled',
    BLOCKED: 'waiting for input',
};
function finalMessage(conversation) {
    if (!conversation)
        return undefined;
    const texts = [];
    const walk = (steps) => {
        for (const step of steps) {
            for (const message of step.messages) {
                if (message.role !== 'assistant')
                    continue;
                const text = message.content
                    .map((block) => (block.type === 'text' && 'text' in block ? String(block.text) : ''))
                    .filter(Boolean)
                    .join('\n');
                if (text.trim())
                    texts.push(text.trim());
            }
            walk(step.steps);
        }
    };
    walk(conversation.steps);
    return texts.at(-1);
}
function describeAction(block) {
    const input = (block.input ?? {});
    const detail = ['command', 'path', 'query', 'file', 'url']
        .map((k) => input[k])
        .find((v) => typeof v === 'string');
    return `${(0,format/* code */.aY)(String(block.name ?? 'action'), 60)}${detail ? ` ${(0,format.inline)(detail, 120)}` : ''}`;
}
function renderSteps(conversation, run) {
    if (!conversation)
        return { text: '', count: 0 };
    const lines = [];
    let count = 0;
    const walk = (steps, depth) => {
        for (const step of steps) {
            count++;
            const indent = '  '.repeat(depth);
            const title = (0,progress/* stepTitle */.Fb)(step, count - 1, run);
            lines.push(`${indent}- **${(0,format.inline)(title, 150)}**`);
            const results = new Map();
            for (const message of step.messages) {
                for (const block of message.content) {
                    if (block.type === 'action_result')
                        results.set(String(block.action_id), String(block.state));
                }
            }
            for (const message of step.messages) {
                for (const block of message.content) {
                    if (block.type === 'action') {
                        const state = results.get(String(block.id));
                        lines.push(`${indent}  - ${describeAction(block)}${state ? ` → ${(0,format.inline)(state, 30)}` : ''}`);
                    }
                }
            }
            if (step.summary && step.description)
                lines.push(`${indent}  - ${(0,format.inline)(step.summary, 300)}`);
            walk(step.steps, depth + 1);
        }
    };
    walk(conversation.steps, 0);
    return { text: lines.join('\n'), count };
}
function cost(run) {
    const usage = run.request_usage;
    if (!usage)
        return undefined;
    const num = (k) => (typeof usage[k] === 'number' ? usage[k] : undefined);
    const credits = [num('inference_cost'), num('compute_cost'), num('platform_cost')].filter((v) => v !== undefined);
    const usd = [num('inference_cost_usd'), num('compute_cost_usd'), num('platform_cost_usd')].filter((v) => v !== undefined);
    if (!credits.length && !usd.length)
        return undefined;
    const parts = [];
    if (credits.length)
        parts.push(`${round(credits.reduce((a, b) => a + b, 0))} credits`);
    if (usd.length)
        parts.push(`≈ $${usd.reduce((a, b) => a + b, 0).toFixed(2)}`);
    return parts.join(' ');
}
const round = (n) => (Math.round(n * 100) / 100).toString();
function duration(run, now) {
    const fromRunTime = (0,format/* parseIsoDuration */.pU)(run.run_time);
    if (fromRunTime !== undefined)
        return (0,format/* formatDuration */.a3)(fromRunTime);
    const start = run.started_at ? Date.parse(run.started_at) : Date.parse(run.created_at);
    const end = run.finished_at ? Date.parse(run.finished_at) : now;
    return Number.isNaN(start) || Number.isNaN(end) ? undefined : (0,format/* formatDuration */.a3)(end - start);
}
function headline(input) {
    const state = input.run.state;
    const icon = Object.hasOwn(ICON, state) ? ICON[state] : '❔';
    const what = Object.hasOwn(HEADLINE, state) ? HEADLINE[state] : `in state ${(0,format.inline)(state, 40)}`;
    const title = (0,format.inline)(input.run.title || 'Cloud agent run', 150);
    if (input.phase === 'timeout')
        return `### ⏱️ Stopped waiting: ${title}`;
    if (input.phase === 'detached')
        return `### ${icon} Cloud agent run ${what} (no longer watched): ${title}`;
    return `### ${icon} Cloud agent run ${what}: ${title}`;
}
const atWork = (input) => (input.phase === 'queued' || input.phase === 'running' || input.phase === 'detached') &&
    !(0,client.hasStopped)(input.run.state);
function table(input) {
    const { run } = input;
    const working = atWork(input);
    const rows = [['State', (0,format/* code */.aY)(run.state, 40)]];
    const d = duration(run, input.now);
    if (d && working)
        rows.push(['Elapsed', d]);
    else if (d && run.started_at)
        rows.push(['Duration', d]);
    const c = cost(run);
    if (c)
        rows.push([working ? 'Cost so far' : 'Cost', c]);
    const session = (0,format.safeUrl)(run.session_link);
    if (session)
        rows.push(['Session', working ? `[watch live](${session})` : `[open the session](${session})`]);
    else if (working)
        rows.push(['Session', "_the link appears here once the agent's session starts_"]);
    const workflow = (0,format.safeUrl)(input.workflowRun);
    if (workflow)
        rows.push(['Workflow', `[the workflow run](${workflow})`]);
    if (input.factoryTask) {
        rows.push([
            'Factory',
            `${(0,format/* code */.aY)(input.factoryTask.factory, 80)} · task ${(0,format/* code */.aY)(input.factoryTask.uid, 60)} · stage **${(0,format.inline)(input.factoryTask.stage, 30)}**`,
        ]);
    }
    rows.push(['Run', (0,format/* code */.aY)(run.run_id, 80)]);
    return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}
function statusBlock(run) {
    const message = run.status_message;
    if (!message?.message)
        return undefined;
    if (!['FAILED', 'ERROR', 'CANCELLED', 'BLOCKED'].includes(run.state))
        return undefined;
    const errorCode = message.error_code ? ` (${(0,format/* code */.aY)(message.error_code, 60)})` : '';
    const retry = message.retryable ? ' A new run may succeed: the service marks this as retryable.' : '';
    return `> **${run.state}**${errorCode}: ${(0,format.inline)(message.message, 1000)}${retry}`;
}
function artifactLines(artifacts, now) {
    const prs = artifacts
        .filter((a) => a.type === 'PULL_REQUEST')
        .map((a) => `- ${(0,format.safeUrl)(a.url) ?? (0,format/* code */.aY)(a.url, 300)} from ${(0,format/* code */.aY)(a.branch, 120)}${a.status ? ` (${(0,format.inline)(a.status, 20)})` : ''}`)
        .join('\n');
    const plans = artifacts
        .filter((a) => a.type === 'PLAN')
        .map((a) => ({
        title: (0,format.inline)(a.title || 'Plan', 150),
        summary: (0,format/* htmlText */.js)(a.title || 'Plan', 150),
        body: a.content?.trim()
            ? (0,format/* untrusted */.bp)(a.content.trim())
            : (0,format.safeUrl)(a.url)
                ? `[Open the plan](${(0,format.safeUrl)(a.url)})`
                : '_The plan has no content yet._',
    }));
    const fileArtifacts = artifacts.filter((a) => a.type === 'SCREENSHOT' || a.type === 'FILE');
    let files = fileArtifacts
        .map((a) => {
        const kind = a.type === 'SCREENSHOT' ? 'Screenshot' : 'File';
        const text = a.type === 'SCREENSHOT'
            ? (a.description ?? a.name)
            : a.description
                ? `${a.name}: ${a.description}`
                : a.name;
        const label = (0,format.linkText)(text, 200);
        const url = (0,format.safeUrl)(a.url);
        return url ? `- ${kind}: [${label}](${url})` : `- ${kind}: ${label} (open it from the session)`;
    })
        .join('\n');
    const expiries = fileArtifacts
        .map((a) => (a.expiresAt ? Date.parse(a.expiresAt) : NaN))
        .filter((t) => !Number.isNaN(t));
    if (files && expiries.length) {
        const first = Math.min(...expiries);
        files += `\n\n<sub>These links are signed and stop working at ${(0,format/* formatTime */.fU)(first)}${first > now ? '' : ' (already expired)'}; the session keeps the files.</sub>`;
    }
    const others = artifacts
        .map((a) => a.type === 'EXTERNAL_REFERENCE'
        ? `- ${(0,format.inline)(a.referenceType, 40)}: ${externalLink(a.url, a.title)}`
        : a.type === 'OTHER'
            ? `- ${(0,format/* code */.aY)(a.artifactType, 40)}: ${(0,format/* code */.aY)(JSON.stringify(a.data) ?? '', 300)}`
            : '')
        .filter(Boolean)
        .join('\n');
    return { prs, plans, files, others };
}
function externalLink(url, title) {
    const safe = (0,format.safeUrl)(url);
    if (!safe)
        return (0,format/* code */.aY)(url, 300);
    return title ? `[${(0,format.linkText)(title, 150)}](${safe})` : safe;
}
function detachedLine(run) {
    const session = (0,format.safeUrl)(run.session_link);
    const watch = session ? ` Until then, follow it in [the session](${session}).` : '';
    const stopped = (0,client.hasStopped)(run.state);
    return `${stopped ? '' : '**The run is still working.** '}Its report will be finished by the settle job (\`command: settle\`, see [detach and settle](${SETTLE_DOCS})).${watch}`;
}
function answerInSession(run) {
    const session = (0,format.safeUrl)(run.session_link);
    return session ? `Answer it in [the session](${session}).` : "Answer it in the agent's session.";
}
function details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
function renderReport(input, limit = COMMENT_LIMIT) {
    const { run } = input;
    const head = [headline(input)];
    if (input.origin)
        head.push((0,format/* ours */.Od)(input.origin));
    if (input.note)
        head.push((0,format/* ours */.Od)(input.note));
    if (input.phase === 'detached')
        head.push(detachedLine(run));
    head.push(table(input));
    if (input.progress && atWork(input))
        head.push((0,progress/* renderProgress */.EY)(input.progress));
    const status = statusBlock(run);
    if (status)
        head.push(status);
    const hint = input.followupHint ? (0,format/* ours */.Od)(input.followupHint) : undefined;
    if (input.phase === 'blocked')
        head.push(`**The agent is waiting for you.** ${hint ?? answerInSession(run)}`);
    const answer = input.phase === 'final' ||
        input.phase === 'blocked' ||
        input.phase === 'cancelled' ||
        input.phase === 'timeout'
        ? finalMessage(input.conversation)
        : undefined;
    const answerMarkdown = answer === undefined ? undefined : (0,format/* untrusted */.bp)(answer);
    const steps = input.phase === 'queued' ? { text: '', count: 0 } : renderSteps(input.conversation, run);
    const { prs, plans, files, others } = artifactLines(input.artifacts, input.now);
    const fixed = [];
    if (prs)
        fixed.push(`**Pull requests**\n\n${prs}`);
    if (files)
        fixed.push(`**Screenshots and files**\n\n${files}`);
    if (others)
        fixed.push(`**Other artifacts**\n\n${others}`);
    const footer = input.phase === 'final' && hint ? `<sub>${hint}</sub>` : '';
    const join = (parts) => parts.filter((p) => p !== '').join('\n\n');
    const base = join([...head, ...fixed, footer]);
    let budget = limit - base.length - 200;
    const take = (text, what, overhead) => {
        if (!text)
            return '';
        const room = Math.max(0, budget - overhead);
        const result = room <= 80
            ? `_${what} left out: the comment is full (${(0,format/* groupDigits */.K9)(text.length)} characters)._`
            : (0,format/* cut */.Jj)(text, room, what);
        budget -= result.length + overhead;
        return result;
    };
    const answerText = answerMarkdown ? take(answerMarkdown, 'The answer', 40) : '';
    const planTexts = plans.map((p) => {
        const body = take(p.body, `The plan "${p.title}"`, p.title.length + p.summary.length + 80);
        return details(`Plan: ${p.summary}`, body);
    });
    const stepsText = steps.text ? details(`Steps (${steps.count})`, take(steps.text, 'The steps', 80)) : '';
    const body = join([
        ...head,
        answerText ? `**The agent's answer**\n\n${answerText}` : '',
        ...fixed,
        planTexts.length ? `**Plans**\n\n${planTexts.join('\n\n')}` : '',
        stepsText,
        footer,
    ]);
    return body.length <= limit ? body : (0,format/* cut */.Jj)(body, limit, 'The report');
}
function renderComment(input, marker, finish = (report) => report) {
    const room = Math.min(COMMENT_LIMIT, GITHUB_COMMENT_LIMIT - marker.length - 2);
    return `${finish(renderReport(input, room))}\n\n${marker}`;
}
function renderJobSummary(input) {
    const forSummary = input.summaryHint ? { ...input, followupHint: input.summaryHint } : input;
    let limit = 1_000_000;
    for (;;) {
        const text = renderReport(forSummary, limit);
        const bytes = Buffer.byteLength(text, 'utf8');
        if (bytes <= JOB_SUMMARY_BYTES)
            return text;
        limit = Math.floor((limit * JOB_SUMMARY_BYTES) / bytes) - 1024;
    }
}

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
            const state = new flow_state.StepState(options.host.state);
            this.writes = new LatestWins(async (body, signal) => {
                await comment.write(body, signal);
                if (comment.id !== undefined) {
                    state.save(flow_state.STATE.commentId, comment.id);
                    state.save(flow_state.STATE.threadNumber, comment.number);
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
        return renderComment(this.redacted(input), this.markerFor(input), (report) => this.host.redact(report));
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
        await writeSummary(this.host, renderJobSummary(clean));
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
            summary: finalMessage(input.conversation) ?? run.status_message?.message ?? '',
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
    step.state.save(flow_state.STATE.threadNumber, trigger.number);
    return reporter;
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

//# sourceMappingURL=88.index.js.map