export const id = 850;
export const ids = [850,708,663];
export const modules = {

/***/ 6850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DownloadError: () => (/* binding */ DownloadError),
/* harmony export */   checkInspection: () => (/* binding */ checkInspection),
/* harmony export */   inspect: () => (/* binding */ inspect)
/* harmony export */ });
/* unused harmony exports table, runsQuery */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _host_cli_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2708);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7593);



function cell(value, max = 60) {
    if (value === undefined || value === null)
        return '-';
    const text = (0,_host_cli_js__WEBPACK_IMPORTED_MODULE_1__.terminalSafe)(typeof value === 'object' ? JSON.stringify(value) : String(value)).replace(/\s+/g, ' ');
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
function table(rows, columns) {
    if (!rows?.length)
        return '(none)\n';
    const cells = rows.map((row) => columns.map(([, get]) => cell(get(row))));
    const head = columns.map(([name]) => name);
    const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
    const line = (c) => c
        .map((text, i) => (i === c.length - 1 ? text : text.padEnd(widths[i])))
        .join('  ')
        .trimEnd();
    return [line(head), ...cells.map(line)].join('\n') + '\n';
}
function fields(row) {
    const present = Object.keys(row).filter((k) => row[k] !== undefined && row[k] !== null);
    const width = Math.max(...present.map((k) => k.length));
    return present.map((k) => `${k.padEnd(width)}  ${cell(row[k], 200)}`).join('\n') + '\n';
}
const whole = (answer) => answer !== null && typeof answer === 'object' && !Array.isArray(answer)
    ? answer
    : { answer };
function wholeNumber(value, flag, min, max) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag} must be a whole number from ${min} to ${max}, got "${value}"`, `--${flag}`);
    }
    return n;
}
function scorerId(parsed) {
    const id = parsed.positional;
    if (!/^\d+$/.test(id))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`<scorer-id> must be a number, got "${id}"`, '<scorer-id>');
    return Number(id);
}
function runsQuery(parsed) {
    const s = (name) => (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, name);
    const metadata = {};
    for (const pair of parsed.flags.metadata === undefined ? [] : [parsed.flags.metadata].flat()) {
        const eq = String(pair).indexOf('=');
        if (eq <= 0)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--metadata takes key=value, got "${String(pair)}"`, '--metadata');
        metadata[String(pair).slice(0, eq)] = String(pair).slice(eq + 1);
    }
    const query = {
        state: (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .listFlag */ .v6)(parsed, 'state').length ? (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .listFlag */ .v6)(parsed, 'state') : undefined,
        name: s('name'),
        model_id: s('model'),
        creator: s('creator'),
        executor: s('executor'),
        source: s('source'),
        execution_location: s('execution-location'),
        environment_id: s('environment'),
        skill: s('skill'),
        schedule_id: s('schedule'),
        ancestor_run_id: s('ancestor'),
        created_after: s('created-after'),
        created_before: s('created-before'),
        updated_after: s('updated-after'),
        metadata: Object.keys(metadata).length ? metadata : undefined,
        artifact_type: s('artifact-type'),
        q: s('q'),
        sort_by: s('sort'),
        sort_order: s('order'),
        limit: wholeNumber(s('limit'), 'limit', 1, 100),
        cursor: s('cursor'),
    };
    const order = query.sort_order;
    if (order !== undefined && order !== 'asc' && order !== 'desc') {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--order must be asc or desc, got "${String(order)}"`, '--order');
    }
    return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
}
function checkInspection(parsed) {
    const name = parsed.spec.name;
    if (name === 'runs list')
        runsQuery(parsed);
    if (name === 'factories list' || name === 'scorers results')
        wholeNumber((0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'limit'), 'limit', 1, 100);
    if (name === 'scorers results' || name === 'scorers pass-rate')
        scorerId(parsed);
    const groupBy = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'group-by');
    if (name === 'scorers pass-rate' && groupBy !== undefined && !['day', 'week', 'month'].includes(groupBy)) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--group-by must be day, week or month, got "${groupBy}"`, '--group-by');
    }
}
async function pages(parsed, first, itemsKey) {
    const start = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'cursor');
    const page = await first(start);
    if (!parsed.flags.all)
        return page;
    const items = [...page[itemsKey]];
    let unmatched = leftOut(page);
    let last = page;
    const seen = new Set();
    for (;;) {
        const info = last.page_info;
        const next = info?.has_next_page === false ? undefined : (info?.next_cursor ?? undefined);
        if (!next || seen.has(next) || last[itemsKey].length + leftOut(last) === 0)
            break;
        seen.add(next);
        last = await first(next);
        items.push(...last[itemsKey]);
        unmatched += leftOut(last);
    }
    return { ...last, [itemsKey]: items, ...('unmatched' in page ? { unmatched } : {}) };
}
function leftOut(answer) {
    return 'unmatched' in answer && typeof answer.unmatched === 'number' ? answer.unmatched : 0;
}
function shown(answer, noun) {
    const { unmatched, ...rest } = answer;
    const note = unmatched
        ? `(${unmatched} ${noun}${unmatched === 1 ? '' : 's'} the service sent did not match the filters and ${unmatched === 1 ? 'was' : 'were'} left out: the service did not apply them)\n`
        : '';
    return { answer: rest, note };
}
async function download(out, url, file) {
    const res = await out.download(url);
    if (res.status >= 300)
        throw new DownloadError(`the download answered HTTP ${res.status}`);
    if (file)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, res.body);
    else
        out.write(res.body.toString('utf8'));
}
class DownloadError extends Error {
}
async function inspect(client, parsed, out) {
    const options = { signal: out.signal };
    const id = parsed.positional ?? '';
    const json = (answer) => out.write(`${JSON.stringify(answer, null, 2)}\n`);
    const print = (answer, human) => (out.json ? json(answer) : out.write(human()));
    const show = async (operation, args, read, human) => {
        if (out.json)
            return json(await client.asIs(operation, args, options));
        out.write(human(await read()));
    };
    const paged = async (operation, args, read, itemsKey, human) => {
        if (out.json && !parsed.flags.all) {
            return json(await client.asIs(operation, args((0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'cursor')), options));
        }
        const page = await pages(parsed, read, itemsKey);
        print(page, () => human(page));
    };
    const cursorOf = (cursor) => (cursor ? { cursor } : {});
    switch (parsed.spec.name) {
        case 'runs list': {
            const query = runsQuery(parsed);
            const checked = await pages(parsed, (cursor) => client.runs.listPage({ ...query, ...cursorOf(cursor) }, options), 'runs');
            const { answer: page, note } = shown(checked, 'run');
            return print(page, () => {
                const next = page.page_info?.next_cursor;
                const more = page.page_info?.has_next_page && next ? `\nmore: --cursor ${(0,_host_cli_js__WEBPACK_IMPORTED_MODULE_1__.terminalSafe)(next)}\n` : '';
                return (table(page.runs, [
                    ['RUN', (r) => r.run_id],
                    ['STATE', (r) => r.state],
                    ['CREATED', (r) => r.created_at],
                    ['TITLE', (r) => r.title],
                ]) +
                    note +
                    more);
            });
        }
        case 'runs get':
            return show('getRun', { path: { runId: id } }, () => client.runs.get(id, options), (run) => fields({
                run_id: run.run_id,
                title: run.title,
                state: run.state,
                error: run.status_message?.message,
                created_at: run.created_at,
                started_at: run.started_at,
                updated_at: run.updated_at,
                session_link: run.session_link,
                conversation_id: run.conversation_id,
                artifacts: run.artifacts?.length
                    ? run.artifacts.map((a) => a.artifact_type).join(', ')
                    : undefined,
            }));
        case 'runs conversation':
            return show('getRunConversation', { path: { runId: id } }, () => client.runs.conversation(id, options), (conversation) => {
                const lines = [];
                const walk = (steps, depth) => {
                    for (const step of steps) {
                        lines.push(`${'  '.repeat(depth)}- ${cell(step.summary ?? step.description ?? step.id, 120)}`);
                        for (const message of step.messages) {
                            const text = message.content
                                .map((block) => ('text' in block && typeof block.text === 'string' ? block.text : ''))
                                .filter(Boolean)
                                .join(' ');
                            if (text)
                                lines.push(`${'  '.repeat(depth + 1)}${message.role}: ${cell(text, 200)}`);
                        }
                        walk(step.steps, depth + 1);
                    }
                };
                walk(conversation.steps, 0);
                return lines.length ? `${lines.join('\n')}\n` : '(no steps)\n';
            });
        case 'runs timeline':
            return show('getRunTimeline', { path: { runId: id } }, () => client.runs.timeline(id, options), (timeline) => table(timeline.events, [
                ['TIME', (e) => e.occurred_at],
                ['EVENT', (e) => e.event_type],
            ]));
        case 'runs transcript': {
            const { url } = await client.runs.transcript(id, options);
            if (out.json)
                return json({ url });
            return download(out, url, (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'output'));
        }
        case 'artifacts get': {
            const file = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'output');
            if (file && !out.json) {
                const { url } = await client.artifacts.download(id, options);
                return download(out, url, file);
            }
            const artifact = await client.asIs('getArtifact', { path: { artifactUid: id } }, options);
            return print(artifact, () => fields(whole(artifact)));
        }
        case 'agents': {
            const repo = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'repo');
            const query = repo ? { repo } : {};
            return show('listAgents', { query }, () => client.agents.list(query, options), (answer) => table(answer.agents, [
                ['NAME', (r) => r.name],
                ['VARIANTS', (r) => r.variants?.length],
            ]));
        }
        case 'environments':
            return show('listEnvironments', {}, () => client.environments.list({}, options), (answer) => table(answer.environments, [
                ['ID', (r) => r.uid],
                ['NAME', (r) => r.config?.name],
                ['UPDATED', (r) => r.last_updated],
            ]));
        case 'models':
            return show('listModels', {}, () => client.models.list(options), (answer) => table(answer.models, [
                [
                    'ID',
                    (r) => r.id === undefined
                        ? undefined
                        : `${r.id}${answer.default_model_id !== undefined && r.id === answer.default_model_id ? ' (default)' : ''}`,
                ],
                ['NAME', (r) => r.display_name],
                ['PROVIDER', (r) => r.provider],
            ]));
        case 'workers':
            return show('listConnectedWorkers', {}, () => client.agents.connectedWorkers(options), (answer) => table(answer.workers, [
                ['HOST', (r) => r.worker_host],
                ['CONNECTIONS', (r) => r.connection_count],
                ['LAST SEEN', (r) => r.last_seen_at],
            ]));
        case 'schedules list':
            return show('listSchedules', {}, () => client.schedules.list(options), (answer) => table(answer.schedules, [
                ['ID', (r) => r.id],
                ['NAME', (r) => r.name],
                ['CRON', (r) => r.cron_schedule],
                ['ENABLED', (r) => r.enabled],
            ]));
        case 'schedules get':
            return show('getSchedule', { path: { scheduleId: id } }, () => client.schedules.get(id, options), (schedule) => fields({
                id: schedule.id,
                name: schedule.name,
                cron_schedule: schedule.cron_schedule,
                enabled: schedule.enabled,
                prompt: schedule.prompt,
                created_at: schedule.created_at,
                updated_at: schedule.updated_at,
                last_spawn_error: schedule.last_spawn_error,
            }));
        case 'factories list': {
            const limit = wholeNumber((0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'limit'), 'limit', 1, 100);
            const query = (cursor) => ({ ...(limit ? { limit } : {}), ...cursorOf(cursor) });
            return paged('listFactories', (cursor) => ({ query: query(cursor) }), (cursor) => client.call('listFactories', { query: query(cursor) }, options), 'factories', (answer) => table(answer.factories, [
                ['UID', (r) => r.uid],
                ['NAME', (r) => r.name],
                ['UPDATED', (r) => r.updated_at],
            ]));
        }
        case 'factories get':
            return show('getFactory', { path: { uid: id } }, () => client.factories.get(id, options), (factory) => fields({
                uid: factory.uid,
                name: factory.name,
                alias: factory.alias,
                description: factory.description,
                default_model: factory.default_model,
                default_environment: factory.default_environment,
                created_at: factory.created_at,
                updated_at: factory.updated_at,
            }));
        case 'scorers list': {
            const factory = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'factory');
            const query = factory ? { factory_uid: factory } : {};
            const { answer, note } = shown(await client.scorers.list(query, options), 'scorer');
            return print(answer, () => table(answer.scorers, [
                ['ID', (r) => r.id],
                ['NAME', (r) => r.name],
                ['FACTORY', (r) => r.factory_uid],
                ['THRESHOLD', (r) => r.threshold],
                ['PASS RATE', (r) => r.pass_rate_summary?.pass_rate],
            ]) + note);
        }
        case 'scorers results': {
            const scorer = scorerId(parsed);
            const limit = wholeNumber((0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'limit'), 'limit', 1, 100);
            const path = { scorer_id: scorer };
            const query = (cursor) => ({ ...(limit ? { limit } : {}), ...cursorOf(cursor) });
            return paged('listScorerResults', (cursor) => ({ path, query: query(cursor) }), (cursor) => client.call('listScorerResults', { path, query: query(cursor) }, options), 'results', (answer) => table(answer.results, [
                ['RUN', (r) => r.run_id],
                ['STATUS', (r) => r.status],
                ['CLASSIFICATION', (r) => r.classification],
                ['SCORE', (r) => r.score],
                ['ATTEMPTED', (r) => r.attempted_at],
            ]));
        }
        case 'scorers pass-rate': {
            const scorer = scorerId(parsed);
            const query = {};
            const start = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'start');
            const end = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'end');
            const groupBy = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(parsed, 'group-by');
            if (start)
                query.start_date = start;
            if (end)
                query.end_date = end;
            if (groupBy)
                query.group_by_period = groupBy;
            return show('getScorerPassRate', { path: { scorer_id: scorer }, query }, () => client.scorers.passRate(scorer, query, options), (answer) => {
                const rate = answer.pass_rate === null ? '-' : `${Math.round(answer.pass_rate * 1000) / 10}%`;
                return (`pass rate ${rate} (${answer.pass_count} passed, ${answer.fail_count} failed) from ${cell(answer.start_date)} to ${cell(answer.end_date)}\n` +
                    table(answer.series, [
                        ['PERIOD', (r) => r.period_start],
                        ['PASSED', (r) => r.pass_count],
                        ['FAILED', (r) => r.fail_count],
                        ['RATE', (r) => (r.pass_rate === null ? '-' : `${Math.round(r.pass_rate * 1000) / 10}%`)],
                    ]));
            });
        }
        default:
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${parsed.spec.name} is not an inspection command`);
    }
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

/***/ 2708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CliHost: () => (/* binding */ CliHost),
/* harmony export */   stamp: () => (/* binding */ stamp),
/* harmony export */   terminalSafe: () => (/* binding */ terminalSafe)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _flow_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6663);


function terminalSafe(text) {
    return text.replace(/\u001b\[[0-?]*[ -/]*[@-~]|[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '');
}
const paint = (color, code, text) => color ? `\u001b[${code}m${text}\u001b[0m` : text;
function stamp(ms) {
    const s = ms / 1000;
    if (s < 60)
        return `[${s.toFixed(1).padStart(6)}s]`;
    const m = Math.floor(s / 60);
    return `[${String(m).padStart(3)}m${String(Math.floor(s % 60)).padStart(2, '0')}s]`;
}
class CliHost {
    redactor = new _flow_redact_js__WEBPACK_IMPORTED_MODULE_1__.Redactor();
    outputs = {};
    summaries = [];
    failure;
    options;
    saved = new Map();
    constructor(options) {
        this.options = options;
    }
    input(name, options) {
        const value = this.options.inputs[name] ?? '';
        return options?.trim === false ? value : value.trim();
    }
    secret(value, kind) {
        if (value !== '')
            this.redactor.add(value, kind);
    }
    redact(text) {
        return this.redactor.redact(text);
    }
    line(prefix, message) {
        const { options } = this;
        const text = terminalSafe(this.redact(message));
        options.write(`${paint(options.color, '2', stamp(options.elapsed()))} ${prefix}${text}\n`);
    }
    log = {
        info: (message) => {
            if (!this.options.quiet)
                this.line('', message);
        },
        warning: (message) => {
            if (!this.options.quiet)
                this.line(paint(this.options.color, '33', 'warning: '), message);
        },
    };
    state = {
        save: (name, value) => void this.saved.set(name, value),
        load: (name) => this.saved.get(name) ?? '',
    };
    output(name, value) {
        this.outputs[name] = this.redact(value);
    }
    async summary(markdown) {
        const text = this.redact(this.options.rewrite ? this.options.rewrite(markdown) : markdown);
        this.summaries.push(text);
        const file = this.options.markdown;
        if (file && this.summaries.length === 1)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, `${text}\n`);
        else if (file)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${text}\n`);
    }
    fail(message) {
        this.failure = this.redact(message);
    }
}


/***/ })

};

//# sourceMappingURL=850.index.js.map