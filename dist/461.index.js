export const id = 461;
export const ids = [461];
export const modules = {

/***/ 6767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ parseCron),
/* harmony export */   Rk: () => (/* binding */ CronError),
/* harmony export */   pq: () => (/* binding */ nextCronTime)
/* harmony export */ });
class CronError extends Error {
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
            high = stepText !== undefined ? (spec.max === 7 ? 6 : spec.max) : low;
        }
        for (let n = low; n <= high; n += step)
            set.add(spec.max === 7 && n === 7 ? 0 : n);
    }
    return set;
}
function parseCron(expression) {
    if (typeof expression !== 'string' || expression.trim() === '')
        throw new CronError('the expression is empty');
    const trimmed = expression.trim();
    const expanded = Object.hasOwn(MACROS, trimmed.toLowerCase()) ? MACROS[trimmed.toLowerCase()] : trimmed;
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


/***/ }),

/***/ 6468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ ApiTimeoutError),
/* harmony export */   Di: () => (/* binding */ InvalidArgumentError),
/* harmony export */   Kf: () => (/* binding */ ApiShapeError),
/* harmony export */   bI: () => (/* binding */ ApiConnectionError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   tP: () => (/* binding */ CloudAgentError),
/* harmony export */   uZ: () => (/* binding */ ApiResponseError),
/* harmony export */   z4: () => (/* binding */ ApiAbortError)
/* harmony export */ });
/* unused harmony exports errorCodeFromType, hintFor */
class CloudAgentError extends Error {
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
    field;
    constructor(field, message, operation) {
        super(`${field}: ${message}`, { operation });
        this.field = field;
    }
}


/***/ }),

/***/ 9434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wj: () => (/* reexport */ ACTIVE_STATES),
  z4: () => (/* reexport */ errors/* ApiAbortError */.z4),
  bI: () => (/* reexport */ errors/* ApiConnectionError */.bI),
  hD: () => (/* reexport */ errors/* ApiError */.hD),
  uZ: () => (/* reexport */ errors/* ApiResponseError */.uZ),
  Kf: () => (/* reexport */ errors/* ApiShapeError */.Kf),
  CC: () => (/* reexport */ errors/* ApiTimeoutError */.CC),
  gv: () => (/* reexport */ CloudAgentClient),
  tP: () => (/* reexport */ errors/* CloudAgentError */.tP),
  uo: () => (/* reexport */ GOING_STATES),
  Di: () => (/* reexport */ errors/* InvalidArgumentError */.Di),
  kl: () => (/* reexport */ TERMINAL_STATES),
  yq: () => (/* reexport */ usage/* creditsOf */.y),
  Ex: () => (/* reexport */ hasStopped),
  jf: () => (/* reexport */ isGoing),
  hx: () => (/* reexport */ runMatches),
  dt: () => (/* reexport */ transport/* sleepFor */.dt)
});

// UNUSED EXPORTS: CronError, DEFAULT_BASE_URL, DEFAULT_RETRY_POLICY, OPERATIONS, PageIterator, REASONS_BATCH, Transport, backoffDelayMs, encodeQuery, errorCodeFromType, fetchSignedUrl, hintFor, isLoopbackHost, keep, nextCronTime, nextCursor, parseBaseUrl, parseCron, reasonMatches, retryDelayMs, retryVerdictForStatus, scorerMatches, serverRetryDelayMs

;// CONCATENATED MODULE: ./src/client/operations.ts
const get = (path) => ({ method: 'GET', path, idempotent: true });
const create = (path) => ({ method: 'POST', path, idempotent: false });
const action = (path) => ({ method: 'POST', path, idempotent: true });
const OPERATIONS = {
    listFactories: get('/factory'),
    getFactory: get('/factory/{uid}'),
    dispatchFactoryRun: create('/factory/{uid}/runs'),
    getFactoryTaskByRun: get('/factory/{uid}/task-by-run'),
    listAgents: get('/agent'),
    listConnectedWorkers: get('/agent/connected-self-hosted-workers'),
    createRunLegacy: create('/agent/run'),
    createRun: create('/agent/runs'),
    listRuns: get('/agent/runs'),
    getRunByExternalReference: get('/agent/run-by-external-reference'),
    getRun: get('/agent/runs/{runId}'),
    getRunTimeline: get('/agent/runs/{runId}/timeline'),
    getRunConversation: get('/agent/runs/{runId}/conversation'),
    getConversation: get('/agent/conversations/{conversation_id}'),
    getRunTranscript: { ...get('/agent/runs/{runId}/transcript'), redirect: true },
    cancelRun: action('/agent/runs/{runId}/cancel'),
    createFollowup: create('/agent/runs/{runId}/followups'),
    createSchedule: create('/agent/schedules'),
    listSchedules: get('/agent/schedules'),
    getSchedule: get('/agent/schedules/{scheduleId}'),
    updateSchedule: { method: 'PUT', path: '/agent/schedules/{scheduleId}', idempotent: true },
    deleteSchedule: { method: 'DELETE', path: '/agent/schedules/{scheduleId}', idempotent: true },
    pauseSchedule: action('/agent/schedules/{scheduleId}/pause'),
    resumeSchedule: action('/agent/schedules/{scheduleId}/resume'),
    listEnvironments: get('/agent/environments'),
    listModels: get('/agent/models'),
    getArtifact: get('/agent/artifacts/{artifactUid}'),
    downloadArtifact: { ...get('/agent/artifacts/{artifactUid}/download'), redirect: true },
    createAgentIdentity: create('/agent/identities'),
    listAgentIdentities: get('/agent/identities'),
    getAgentIdentity: get('/agent/identities/{uid}'),
    updateAgentIdentity: { method: 'PUT', path: '/agent/identities/{uid}', idempotent: true },
    deleteAgentIdentity: { method: 'DELETE', path: '/agent/identities/{uid}', idempotent: true },
    createScorer: create('/factory/scorers'),
    listScorers: get('/factory/scorers'),
    updateScorer: { method: 'PATCH', path: '/factory/scorers/{scorer_id}', idempotent: true },
    deleteScorer: { method: 'DELETE', path: '/factory/scorers/{scorer_id}', idempotent: true },
    listScorerResults: get('/factory/scorers/{scorer_id}/results'),
    getScorerResultReasons: get('/factory/scorers/{scorer_id}/results/reasons'),
    getScorerPassRate: get('/factory/scorers/{scorer_id}/metrics/pass-rate'),
    getSelfImprovementConfig: get('/factory/scorers/{scorer_id}/self-improvement-config'),
    putSelfImprovementConfig: {
        method: 'PUT',
        path: '/factory/scorers/{scorer_id}/self-improvement-config',
        idempotent: true,
    },
    deleteSelfImprovementConfig: {
        method: 'DELETE',
        path: '/factory/scorers/{scorer_id}/self-improvement-config',
        idempotent: true,
    },
    dispatchRunScoring: action('/factory/run-scoring/dispatches'),
    getRunScores: get('/factory/runs/{run_id}/scores'),
    reportRunScores: create('/agent/runs/{runId}/scores'),
    reportArtifact: create('/harness-support/report-artifact'),
};

;// CONCATENATED MODULE: ./src/client/pagination.ts
function nextCursor(items, pageInfo, received = items.length) {
    if (pageInfo?.has_next_page === false)
        return undefined;
    if (received === 0)
        return undefined;
    const cursor = pageInfo?.next_cursor;
    return typeof cursor === 'string' && cursor !== '' ? cursor : undefined;
}
class PageIterator {
    fetchPage;
    itemsOf;
    startCursor;
    constructor(fetchPage, itemsOf, startCursor) {
        this.fetchPage = fetchPage;
        this.itemsOf = itemsOf;
        this.startCursor = startCursor;
    }
    async *pages() {
        let cursor = this.startCursor;
        const seen = new Set();
        for (;;) {
            const page = await this.fetchPage(cursor);
            yield page;
            const { items, pageInfo, received } = this.itemsOf(page);
            const next = nextCursor(items, pageInfo, received);
            if (next === undefined || seen.has(next))
                return;
            seen.add(next);
            cursor = next;
        }
    }
    async *[Symbol.asyncIterator]() {
        for await (const page of this.pages())
            yield* this.itemsOf(page).items;
    }
    async toArray() {
        const all = [];
        for await (const item of this)
            all.push(item);
        return all;
    }
}

// EXTERNAL MODULE: ./src/client/transport.ts + 3 modules
var transport = __webpack_require__(4563);
// EXTERNAL MODULE: ./src/client/validate.ts
var validate = __webpack_require__(5989);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
;// CONCATENATED MODULE: ./src/client/filters.ts
function timeOf(value) {
    return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}
function atOrAfter(value, bound) {
    const at = timeOf(value);
    return !Number.isNaN(at) && at >= Date.parse(bound);
}
function atOrBefore(value, bound) {
    const at = timeOf(value);
    return !Number.isNaN(at) && at <= Date.parse(bound);
}
function runMatches(query, run) {
    if (query.metadata) {
        const metadata = run.metadata;
        if (metadata === null || typeof metadata !== 'object')
            return false;
        for (const [key, value] of Object.entries(query.metadata)) {
            if (!Object.hasOwn(metadata, key) || metadata[key] !== value)
                return false;
        }
    }
    if (query.state !== undefined && query.state.length > 0 && !query.state.includes(run.state))
        return false;
    if (query.source !== undefined && run.source !== query.source)
        return false;
    if (query.execution_location !== undefined && run.execution_location !== query.execution_location)
        return false;
    if (query.created_after !== undefined && !atOrAfter(run.created_at, query.created_after))
        return false;
    if (query.created_before !== undefined && !atOrBefore(run.created_at, query.created_before))
        return false;
    if (query.updated_after !== undefined && !atOrAfter(run.updated_at, query.updated_after))
        return false;
    if (query.creator !== undefined && run.creator?.uid !== query.creator)
        return false;
    if (query.executor !== undefined && run.executor?.uid !== query.executor)
        return false;
    if (query.schedule_id !== undefined && run.schedule?.schedule_id !== query.schedule_id)
        return false;
    if (query.name !== undefined && run.agent_config?.name !== query.name)
        return false;
    if (query.model_id !== undefined && run.agent_config?.model_id !== query.model_id)
        return false;
    if (query.environment_id !== undefined) {
        const environment = run.agent_config?.environment_id;
        if (query.environment_id === 'empty-environment'
            ? Boolean(environment)
            : environment !== query.environment_id) {
            return false;
        }
    }
    if (query.artifact_type !== undefined) {
        const artifacts = Array.isArray(run.artifacts) ? run.artifacts : [];
        if (!artifacts.some((artifact) => artifact?.artifact_type === query.artifact_type))
            return false;
    }
    return true;
}
function scorerMatches(query, scorer) {
    return query.factory_uid === undefined || scorer.factory_uid === query.factory_uid;
}
function reasonMatches(runIds, reason) {
    return typeof reason.run_id === 'string' && runIds.has(reason.run_id);
}
function keep(items, matches) {
    const kept = items.filter(matches);
    return { kept, unmatched: items.length - kept.length };
}

;// CONCATENATED MODULE: ./src/client/client.ts






const TERMINAL_STATES = new Set(['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED']);
const ACTIVE_STATES = new Set(['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS']);
const GOING_STATES = new Set([...ACTIVE_STATES, 'BLOCKED']);
function isGoing(state) {
    return GOING_STATES.has(state);
}
function hasStopped(state) {
    return TERMINAL_STATES.has(state) || state === 'BLOCKED';
}
const REASONS_BATCH = 100;
class CloudAgentClient {
    transport;
    constructor(options) {
        this.transport = new transport/* Transport */.oK(options);
    }
    get baseUrl() {
        return this.transport.baseUrl.href;
    }
    close() {
        return this.transport.close();
    }
    call(operation, args = {}, options) {
        const spec = OPERATIONS[operation];
        return this.transport.request({
            operation,
            method: spec.method,
            path: (0,validate/* expandPath */.aD)(spec.path, args.path ?? {}, operation),
            query: args.query,
            body: args.body,
            idempotent: spec.idempotent,
            redirect: 'redirect' in spec ? spec.redirect : undefined,
            headers: args.headers,
        }, options);
    }
    asIs(operation, args = {}, options) {
        const spec = OPERATIONS[operation];
        return this.transport.request({
            operation,
            method: spec.method,
            path: (0,validate/* expandPath */.aD)(spec.path, args.path ?? {}, operation),
            query: args.query,
            idempotent: spec.idempotent,
            asIs: true,
        }, options);
    }
    q(query) {
        return query;
    }
    static read(answer) {
        return answer;
    }
    async listRunsPage(query, options) {
        const answer = await this.call('listRuns', { query: this.q(query) }, options);
        const page = CloudAgentClient.read(answer);
        const { kept, unmatched } = keep(page.runs, (run) => runMatches(query, run));
        return { ...answer, runs: kept, unmatched };
    }
    runs = {
        create: (body, options) => {
            checkRunRequest(body, 'createRun');
            return this.call('createRun', { body }, options);
        },
        createLegacy: (body, options) => {
            checkRunRequest(body, 'createRunLegacy');
            return this.call('createRunLegacy', { body }, options);
        },
        list: (query = {}, options) => {
            checkListRuns(query);
            return new PageIterator((cursor) => this.listRunsPage({ ...query, cursor: cursor ?? query.cursor }, options), (answer) => {
                const page = CloudAgentClient.read(answer);
                return {
                    items: page.runs,
                    pageInfo: page.page_info,
                    received: page.runs.length + answer.unmatched,
                };
            });
        },
        listPage: (query = {}, options) => {
            checkListRuns(query);
            return this.listRunsPage(query, options);
        },
        get: async (runId, options) => {
            const run = await this.call('getRun', { path: { runId } }, options);
            if (run !== undefined && run.run_id !== runId) {
                throw new errors/* ApiResponseError */.uZ(`getRun answered run "${run.run_id}" when asked for run "${runId}"`, {
                    operation: 'getRun',
                    status: 200,
                });
            }
            return run;
        },
        timeline: (runId, options) => this.call('getRunTimeline', { path: { runId } }, options),
        conversation: (runId, options) => this.call('getRunConversation', { path: { runId } }, options),
        transcript: (runId, options) => this.call('getRunTranscript', { path: { runId } }, options),
        cancel: (runId, options) => this.call('cancelRun', { path: { runId } }, options),
        followUp: (runId, body, options) => this.call('createFollowup', { path: { runId }, body }, options),
        byExternalReference: (url, options) => {
            (0,validate/* checkUrl */.CU)('url', url, 'getRunByExternalReference');
            return this.call('getRunByExternalReference', { query: { url } }, options);
        },
        reportScores: (runId, body, options) => this.call('reportRunScores', { path: { runId }, body }, options),
    };
    conversations = {
        get: (conversationId, options) => this.call('getConversation', { path: { conversation_id: conversationId } }, options),
    };
    agents = {
        list: (query = {}, options) => this.call('listAgents', { query: this.q(query) }, options),
        connectedWorkers: (options) => this.call('listConnectedWorkers', {}, options),
    };
    schedules = {
        create: (body, options) => {
            (0,validate/* checkRequired */.mp)('name', body.name, 'createSchedule');
            (0,validate/* checkCron */.Pi)('cron_schedule', body.cron_schedule, 'createSchedule');
            (0,validate/* checkEnvironmentId */.z9)('agent_config.environment_id', body.agent_config?.environment_id, 'createSchedule');
            return this.call('createSchedule', { body }, options);
        },
        list: (options) => this.call('listSchedules', {}, options),
        get: (scheduleId, options) => this.call('getSchedule', { path: { scheduleId } }, options),
        update: (scheduleId, body, options) => {
            (0,validate/* checkRequired */.mp)('name', body.name, 'updateSchedule');
            (0,validate/* checkCron */.Pi)('cron_schedule', body.cron_schedule, 'updateSchedule');
            if (typeof body.enabled !== 'boolean')
                throw new errors/* InvalidArgumentError */.Di('enabled', 'is required (true or false)', 'updateSchedule');
            (0,validate/* checkEnvironmentId */.z9)('agent_config.environment_id', body.agent_config?.environment_id, 'updateSchedule');
            return this.call('updateSchedule', { path: { scheduleId }, body }, options);
        },
        delete: (scheduleId, options) => this.call('deleteSchedule', { path: { scheduleId } }, options),
        pause: (scheduleId, options) => this.call('pauseSchedule', { path: { scheduleId } }, options),
        resume: (scheduleId, options) => this.call('resumeSchedule', { path: { scheduleId } }, options),
    };
    environments = {
        list: (query = {}, options) => this.call('listEnvironments', { query: this.q(query) }, options),
    };
    models = {
        list: (options) => this.call('listModels', {}, options),
    };
    artifacts = {
        get: (artifactUid, options) => this.call('getArtifact', { path: { artifactUid } }, options),
        download: (artifactUid, options) => this.call('downloadArtifact', { path: { artifactUid } }, options),
    };
    identities = {
        create: (body, options) => {
            (0,validate/* checkRequired */.mp)('name', body.name, 'createAgentIdentity');
            (0,validate/* checkEnvironmentId */.z9)('environment_id', body.environment_id, 'createAgentIdentity');
            return this.call('createAgentIdentity', { body }, options);
        },
        list: (query = {}, options) => this.call('listAgentIdentities', { query: this.q(query) }, options),
        get: (uid, options) => this.call('getAgentIdentity', { path: { uid } }, options),
        update: (uid, body, options) => {
            if (body.environment_id !== '')
                (0,validate/* checkEnvironmentId */.z9)('environment_id', body.environment_id, 'updateAgentIdentity');
            return this.call('updateAgentIdentity', { path: { uid }, body }, options);
        },
        delete: (uid, options) => this.call('deleteAgentIdentity', { path: { uid } }, options),
    };
    factories = {
        list: (query = {}, options) => {
            (0,validate/* checkLimit */.ab)('limit', query.limit, 1, 100, 'listFactories');
            return new PageIterator((cursor) => this.call('listFactories', { query: this.q({ ...query, cursor: cursor ?? query.cursor }) }, options), (answer) => {
                const page = CloudAgentClient.read(answer);
                return {
                    items: page.factories,
                    pageInfo: page.page_info,
                };
            });
        },
        get: (uid, options) => this.call('getFactory', { path: { uid } }, options),
        dispatch: (uid, body, options) => {
            (0,validate/* checkRequired */.mp)('prompt', body.prompt, 'dispatchFactoryRun');
            if (body.ticket_url !== undefined)
                (0,validate/* checkUrl */.CU)('ticket_url', body.ticket_url, 'dispatchFactoryRun');
            return this.call('dispatchFactoryRun', { path: { uid }, body }, options);
        },
        taskByRun: (uid, runId, options) => {
            (0,validate/* checkRequired */.mp)('run_id', runId, 'getFactoryTaskByRun');
            return this.call('getFactoryTaskByRun', { path: { uid }, query: { run_id: runId } }, options);
        },
    };
    scorers = {
        create: (body, options) => this.call('createScorer', { body }, options),
        list: async (query = {}, options) => {
            (0,validate/* checkLimit */.ab)('recent_outcomes_limit', query.recent_outcomes_limit, 1, 100, 'listScorers');
            const answer = await this.call('listScorers', { query: this.q(query) }, options);
            const { scorers } = CloudAgentClient.read(answer);
            const { kept, unmatched } = keep(scorers, (scorer) => scorerMatches(query, scorer));
            return { ...answer, scorers: kept, unmatched };
        },
        update: (scorerId, body, options) => {
            if (Object.keys(body).length === 0) {
                throw new errors/* InvalidArgumentError */.Di('body', 'at least one field must be given', 'updateScorer');
            }
            return this.call('updateScorer', { path: { scorer_id: scorerId }, body }, options);
        },
        delete: (scorerId, options) => this.call('deleteScorer', { path: { scorer_id: scorerId } }, options),
        results: (scorerId, query = {}, options) => {
            (0,validate/* checkLimit */.ab)('limit', query.limit, 1, 100, 'listScorerResults');
            return new PageIterator((cursor) => this.call('listScorerResults', { path: { scorer_id: scorerId }, query: this.q({ ...query, cursor: cursor ?? query.cursor }) }, options), (answer) => {
                const page = CloudAgentClient.read(answer);
                return {
                    items: page.results,
                    pageInfo: page.page_info,
                };
            });
        },
        reasons: async (scorerId, runIds, options) => {
            const distinct = [...new Set(runIds)];
            if (distinct.some((id) => typeof id !== 'string' || id === '')) {
                throw new errors/* InvalidArgumentError */.Di('run_id', 'every run id must be a non-empty string', 'getScorerResultReasons');
            }
            const reasons = [];
            let unmatched = 0;
            for (let i = 0; i < distinct.length; i += REASONS_BATCH) {
                const batch = distinct.slice(i, i + REASONS_BATCH);
                const page = await this.call('getScorerResultReasons', { path: { scorer_id: scorerId }, query: { run_id: batch } }, options);
                const asked = new Set(batch);
                const checked = keep(CloudAgentClient.read(page).reasons, (reason) => reasonMatches(asked, reason));
                reasons.push(...checked.kept);
                unmatched += checked.unmatched;
            }
            return { reasons, unmatched };
        },
        passRate: (scorerId, query = {}, options) => this.call('getScorerPassRate', { path: { scorer_id: scorerId }, query: this.q(query) }, options),
        getSelfImprovement: (scorerId, options) => this.call('getSelfImprovementConfig', { path: { scorer_id: scorerId } }, options),
        enableSelfImprovement: (scorerId, options) => this.call('putSelfImprovementConfig', { path: { scorer_id: scorerId }, body: {} }, options),
        disableSelfImprovement: (scorerId, options) => this.call('deleteSelfImprovementConfig', { path: { scorer_id: scorerId } }, options),
    };
    scoring = {
        dispatch: (body, options) => {
            if (!Array.isArray(body.targets) || body.targets.length === 0) {
                throw new errors/* InvalidArgumentError */.Di('targets', 'at least one (run_id, scorer_id) pair is required', 'dispatchRunScoring');
            }
            return this.call('dispatchRunScoring', { body }, options);
        },
        runScores: (runId, options) => this.call('getRunScores', { path: { run_id: runId } }, options),
    };
    harness = {
        reportArtifact: (runId, body, options) => {
            (0,validate/* checkRequired */.mp)('runId', runId, 'reportArtifact');
            return this.call('reportArtifact', { body, headers: { 'x-warp-cloud-agent-id': runId } }, options);
        },
    };
}
function checkRunRequest(body, operation) {
    const hasSkill = Boolean(body.skill || body.config?.skill_spec || body.config?.skills?.length || body.conversation_id);
    if (!hasSkill)
        (0,validate/* checkRequired */.mp)('prompt', body.prompt, operation);
    (0,validate/* checkEnvironmentId */.z9)('config.environment_id', body.config?.environment_id, operation);
    (0,validate/* checkRunMetadata */.ZQ)('metadata', body.metadata, operation);
}
function checkListRuns(query) {
    (0,validate/* checkLimit */.ab)('limit', query.limit, 1, 500, 'listRuns');
    (0,validate/* checkMetadataFilter */._u)(query.metadata, 'listRuns');
    (0,validate/* checkEnvironmentFilter */.D6)(query.environment_id, 'listRuns');
}

// EXTERNAL MODULE: ./src/client/retry.ts
var retry = __webpack_require__(7785);
// EXTERNAL MODULE: ./src/client/cron.ts
var cron = __webpack_require__(6767);
// EXTERNAL MODULE: ./src/client/usage.ts
var usage = __webpack_require__(5356);
;// CONCATENATED MODULE: ./src/client/index.ts











/***/ }),

/***/ 7839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   tR: () => (/* binding */ dispatcherFor)
/* harmony export */ });
/* unused harmony exports bypassesProxy, proxyFor, redactProxy */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);

const DEFAULT_PORTS = { 'http:': '80', 'https:': '443' };
function variable(env, name) {
    for (const key of [name.toLowerCase(), name.toUpperCase()]) {
        const value = env[key]?.trim();
        if (value)
            return value;
    }
    return undefined;
}
const bare = (host) => host.replace(/^\[|\]$/g, '').toLowerCase();
function parseEntry(entry) {
    const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry) ??
        (entry.split(':').length > 2 ? [entry, entry, undefined] : /^([^:]+)(?::(\d+))?$/.exec(entry));
    return match ? { host: bare(match[1]), port: match[2] } : undefined;
}
function bypassesProxy(url, env = process.env) {
    const list = variable(env, 'no_proxy');
    if (!list)
        return false;
    const host = bare(url.hostname);
    const port = url.port || DEFAULT_PORTS[url.protocol] || '';
    for (const entry of list.split(/[\s,]+/)) {
        if (entry === '*')
            return true;
        const parsed = parseEntry(entry);
        if (!parsed || (parsed.port !== undefined && parsed.port !== port))
            continue;
        const name = parsed.host.replace(/^\*?\./, '');
        if (name && (host === name || host.endsWith(`.${name}`)))
            return true;
    }
    return false;
}
function proxyFor(url, env = process.env) {
    const proxy = url.protocol === 'https:'
        ? variable(env, 'https_proxy')
        : (variable(env, 'http_proxy') ?? variable(env, 'https_proxy'));
    if (!proxy || bypassesProxy(url, env))
        return undefined;
    return /^[a-z][a-z\d+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}
function dispatcherFor(url, options = {}, env = process.env) {
    const proxy = proxyFor(url, env);
    if (proxy === undefined)
        return new undici__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6(options);
    let uri;
    try {
        uri = new URL(proxy);
    }
    catch {
        throw new Error(`the proxy for ${url.protocol}// URLs is not a URL: "${redactProxy(proxy)}"`);
    }
    if (uri.protocol !== 'http:' && uri.protocol !== 'https:') {
        throw new Error(`the proxy for ${url.protocol}// URLs must be an http:// or https:// URL, got ${uri.protocol}//`);
    }
    return new undici__WEBPACK_IMPORTED_MODULE_0__/* .ProxyAgent */ .kT({ ...options, uri: uri.href });
}
function redactProxy(proxy) {
    return proxy.replace(/\/\/[^@/]*@/, '//***@');
}


/***/ }),

/***/ 7785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HK: () => (/* binding */ retryVerdictForStatus),
/* harmony export */   Nz: () => (/* binding */ serverRetryDelayMs),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   qO: () => (/* binding */ retryDelayMs)
/* harmony export */ });
/* unused harmony export backoffDelayMs */
const DEFAULT_RETRY_POLICY = {
    maxRetries: 3,
    baseDelayMs: 500,
    maxDelayMs: 30_000,
    minDelayMs: 100,
};
const NEVER_RETRY = new Set([400, 401, 403, 404, 422]);
function retryVerdictForStatus(status, headers, bodyRetryable) {
    if (NEVER_RETRY.has(status))
        return 'no';
    const hint = headers['x-should-retry']?.trim().toLowerCase();
    if (hint === 'false')
        return 'no';
    if (hint === 'true')
        return 'retry';
    if (status === 408 || status === 429 || status >= 500)
        return 'retry';
    if (bodyRetryable === true)
        return 'retry';
    return 'no';
}
function serverRetryDelayMs(headers, nowMs) {
    const ms = headers['retry-after-ms'];
    if (ms !== undefined && ms.trim() !== '') {
        const value = Number(ms);
        if (Number.isFinite(value) && value >= 0)
            return value;
    }
    const after = headers['retry-after'];
    if (after !== undefined && after.trim() !== '') {
        const text = after.trim();
        if (/^\d+(\.\d+)?$/.test(text))
            return Number(text) * 1000;
        const date = Date.parse(text);
        if (!Number.isNaN(date))
            return Math.max(0, date - nowMs);
    }
    return undefined;
}
function backoffDelayMs(retry, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
    return Math.floor(random() * ceiling);
}
function retryDelayMs(retry, policy, headers, nowMs, random) {
    const hinted = headers ? serverRetryDelayMs(headers, nowMs) : undefined;
    const raw = hinted ?? backoffDelayMs(retry, policy, random);
    return Math.min(policy.maxDelayMs, Math.max(policy.minDelayMs, raw));
}


/***/ }),

/***/ 4563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ql: () => (/* binding */ DEFAULT_BASE_URL),
  oK: () => (/* binding */ Transport),
  Q2: () => (/* binding */ parseBaseUrl),
  dt: () => (/* binding */ sleepFor)
});

// UNUSED EXPORTS: encodeQuery, fetchSignedUrl, isLoopbackHost

// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
;// CONCATENATED MODULE: ./src/client/reads.ts
const READ = 'read';
const MAYBE = 'maybe';
const OPTIONAL = Symbol('read, not needed');
function maybe(read) {
    return { [OPTIONAL]: read };
}
const READS = {
    RunAgentResponse: { run_id: READ, state: READ },
    ListRunsResponse: { runs: 'RunItem', page_info: 'PageInfo' },
    PageInfo: { has_next_page: READ, next_cursor: READ },
    RunItem: {
        run_id: READ,
        state: READ,
        title: READ,
        prompt: READ,
        created_at: READ,
        updated_at: READ,
        started_at: READ,
        finished_at: READ,
        run_time: READ,
        session_link: READ,
        conversation_id: READ,
        metadata: READ,
        source: READ,
        factory_uid: READ,
        executor: 'UserProfile',
        execution_location: MAYBE,
        creator: maybe('UserProfile'),
        schedule: maybe({ schedule_id: MAYBE }),
        agent_config: maybe({
            name: MAYBE,
            model_id: MAYBE,
            environment_id: MAYBE,
            harness: maybe({ type: MAYBE, model_id: MAYBE }),
        }),
        status_message: 'RunStatusMessage',
        artifacts: 'ArtifactItem',
        request_usage: {},
    },
    RunStatusMessage: { message: READ, error_code: READ, retryable: READ },
    UserProfile: { uid: READ },
    ArtifactItem: { artifact_type: READ, data: {} },
    ArtifactResponse: { data: {} },
    ConversationResponse: { steps: 'ConversationStep' },
    ConversationStep: {
        id: READ,
        description: READ,
        summary: READ,
        completed_at: READ,
        messages: 'ConversationMessage',
        steps: 'ConversationStep',
    },
    ConversationMessage: { role: READ, content: 'ContentBlock' },
    ContentBlock: { type: READ, text: READ },
    GetRunTimelineResponse: { events: 'TimelineEvent' },
    TimelineEvent: { event_uuid: MAYBE, event_type: READ, occurred_at: MAYBE },
    FactoryRunResponse: { run_id: READ, state: READ, foreman_agent: MAYBE, ticket_ref: MAYBE },
    FactoryTask: { uid: READ, stage: READ },
    ListFactoriesResponse: { factories: 'Factory', page_info: 'PageInfo' },
    Factory: {
        uid: MAYBE,
        name: MAYBE,
        alias: MAYBE,
        description: MAYBE,
        default_model: MAYBE,
        default_environment: MAYBE,
        created_at: MAYBE,
        updated_at: MAYBE,
    },
    ListScorersResponse: { scorers: 'ScorerListItem' },
    ScorerListItem: {
        id: READ,
        name: MAYBE,
        threshold: READ,
        version: READ,
        scope_mode: READ,
        factory_uid: READ,
        agents: maybe({ uid: READ }),
        pass_rate_summary: maybe({ pass_rate: MAYBE }),
    },
    ListScorerResultsResponse: { results: 'ScorerResult', page_info: 'PageInfo' },
    ScorerResult: {
        run_id: READ,
        attempted_at: READ,
        status: READ,
        is_in_flight: READ,
        classification: READ,
        score: READ,
        scoring_run_time: MAYBE,
    },
    RunScoringDispatchResponse: { results: 'RunScoringDispatchResult' },
    RunScoringDispatchResult: { run_id: READ, scorer_id: READ, outcome: READ, error: READ },
    ScorerReasonsResponse: { reasons: 'ScorerReason' },
    ScorerReason: { run_id: READ, status: READ, reason: READ },
    PassRateResponse: {
        pass_rate: READ,
        pass_count: READ,
        fail_count: READ,
        start_date: READ,
        end_date: READ,
        series: 'PassRatePeriod',
    },
    PassRatePeriod: { period_start: READ, pass_rate: READ, pass_count: MAYBE, fail_count: MAYBE },
    ListScheduledAgentsResponse: { schedules: 'ScheduledAgentItem' },
    ScheduledAgentItem: {
        id: READ,
        name: READ,
        cron_schedule: READ,
        enabled: READ,
        prompt: READ,
        metadata: READ,
        agent_uid: READ,
        agent_config: {},
        created_at: MAYBE,
        updated_at: MAYBE,
        last_spawn_error: MAYBE,
    },
    ListAgentsResponse: { agents: maybe('AgentSkill') },
    AgentSkill: { name: MAYBE, variants: maybe({}) },
    ListEnvironmentsResponse: { environments: maybe('CloudEnvironment') },
    CloudEnvironment: { uid: MAYBE, config: maybe({ name: MAYBE }), last_updated: MAYBE },
    ListModelsResponse: { default_model_id: MAYBE, models: maybe('Model') },
    Model: { id: MAYBE, display_name: MAYBE, provider: MAYBE },
    ListConnectedWorkersResponse: { workers: maybe('ConnectedWorker') },
    ConnectedWorker: { worker_host: MAYBE, connection_count: MAYBE, last_seen_at: MAYBE },
};
function readsOf(schema) {
    return Object.hasOwn(READS, schema) ? READS[schema] : undefined;
}

;// CONCATENATED MODULE: ./src/client/shapes.ts
const shapes_ANSWERS = {
    "listFactories": { "ref": "ListFactoriesResponse" },
    "getFactory": { "ref": "Factory" },
    "dispatchFactoryRun": { "ref": "FactoryRunResponse" },
    "getFactoryTaskByRun": { "ref": "FactoryTask" },
    "listAgents": { "ref": "ListAgentsResponse" },
    "listConnectedWorkers": { "ref": "ListConnectedWorkersResponse" },
    "createRunLegacy": { "ref": "RunAgentResponse" },
    "listRuns": { "ref": "ListRunsResponse" },
    "createRun": { "ref": "RunAgentResponse" },
    "getRunByExternalReference": { "ref": "RunByExternalReferenceResponse" },
    "getRun": { "ref": "RunItem" },
    "getRunTimeline": { "ref": "GetRunTimelineResponse" },
    "getRunConversation": { "ref": "ConversationResponse" },
    "getConversation": { "ref": "ConversationResponse" },
    "getRunTranscript": null,
    "cancelRun": { "type": ["string"] },
    "createFollowup": { "ref": "RunFollowupResponse" },
    "reportRunScores": { "ref": "ReportScoresResponse" },
    "listSchedules": { "ref": "ListScheduledAgentsResponse" },
    "createSchedule": { "ref": "ScheduledAgentItem" },
    "getSchedule": { "ref": "ScheduledAgentItem" },
    "updateSchedule": { "ref": "ScheduledAgentItem" },
    "deleteSchedule": { "ref": "DeleteScheduledAgentResponse" },
    "pauseSchedule": { "ref": "ScheduledAgentItem" },
    "resumeSchedule": { "ref": "ScheduledAgentItem" },
    "listEnvironments": { "ref": "ListEnvironmentsResponse" },
    "listModels": { "ref": "ListModelsResponse" },
    "getArtifact": { "ref": "ArtifactResponse" },
    "downloadArtifact": null,
    "listAgentIdentities": { "ref": "ListAgentIdentitiesResponse" },
    "createAgentIdentity": { "ref": "AgentIdentity" },
    "getAgentIdentity": { "ref": "AgentIdentity" },
    "updateAgentIdentity": { "ref": "AgentIdentity" },
    "deleteAgentIdentity": null,
    "listScorers": { "ref": "ListScorersResponse" },
    "createScorer": { "ref": "Scorer" },
    "updateScorer": { "ref": "Scorer" },
    "deleteScorer": null,
    "listScorerResults": { "ref": "ListScorerResultsResponse" },
    "getScorerResultReasons": { "ref": "ScorerReasonsResponse" },
    "getScorerPassRate": { "ref": "PassRateResponse" },
    "getSelfImprovementConfig": { "ref": "SelfImprovementConfig" },
    "putSelfImprovementConfig": { "ref": "SelfImprovementConfig" },
    "deleteSelfImprovementConfig": null,
    "dispatchRunScoring": { "ref": "RunScoringDispatchResponse" },
    "getRunScores": { "ref": "RunScoresResponse" },
    "reportArtifact": { "ref": "ReportArtifactResponse" },
};
const SCHEMAS = {
    "ActionCategory": { "type": ["string"] },
    "ActionContentBlock": { "type": ["object"], "properties": { "type": { "type": ["string"] }, "message_id": { "type": ["string"] }, "id": { "type": ["string"] }, "category": { "ref": "ActionCategory" }, "name": { "type": ["string"] }, "input": { "type": ["object"] } }, "required": ["type", "id", "category", "name", "input"] },
    "ActionResultContentBlock": { "type": ["object"], "properties": { "type": { "type": ["string"] }, "message_id": { "type": ["string"] }, "action_id": { "type": ["string"] }, "category": { "ref": "ActionCategory" }, "name": { "type": ["string"] }, "state": { "ref": "ActionState" }, "output": { "type": ["object"] } }, "required": ["type", "action_id", "category", "name", "state", "output"] },
    "ActionState": { "type": ["string"] },
    "AgentIdentity": { "type": ["object"], "properties": { "uid": { "type": ["string"] }, "name": { "type": ["string"] }, "available": { "type": ["boolean"] }, "created_at": { "type": ["string"] }, "updated_at": { "type": ["string"] }, "default_runner_uid": { "type": ["string"] }, "skills": { "type": ["array"], "items": { "type": ["string"] } }, "secrets": { "type": ["array"], "items": { "ref": "SecretRef" } }, "memory": { "ref": "AgentMemory" }, "agent_type": { "anyOf": [{ "ref": "AgentType" }, { "type": ["null"] }] }, "base_model": { "type": ["string"] }, "base_harness": { "type": ["string"] }, "harness": { "ref": "Harness" }, "harness_auth_secrets": { "ref": "HarnessAuthSecrets" }, "inference_providers": { "ref": "InferenceProviders" }, "credential_strategy": { "ref": "CredentialStrategy" }, "description": { "type": ["string", "null"] }, "prompt": { "type": ["string", "null"] }, "environment_id": { "type": ["string"] }, "factory_uid": { "type": ["string", "null"] }, "mcp_servers": { "ref": "McpServerMap" }, "on_behalf_of_enabled": { "type": ["boolean"] }, "worker_host": { "type": ["string"] } }, "required": ["uid", "name", "available", "created_at", "updated_at", "default_runner_uid", "skills", "secrets", "memory"] },
    "AgentMemory": { "type": ["object"], "properties": { "attached_stores": { "type": ["array"], "items": { "ref": "MemoryStoreRef" } }, "auto_memory": { "type": ["object"], "properties": { "enabled": { "type": ["boolean"] }, "store": { "type": ["object"], "properties": { "uid": { "type": ["string"] }, "access": { "ref": "MemoryAccess" }, "instructions": { "type": ["string"] }, "owner_type": { "type": ["string"] }, "owner_uid": { "type": ["string"] }, "description": { "type": ["string"] } }, "required": ["uid", "access", "instructions", "owner_type", "owner_uid"] } }, "required": ["enabled"] } }, "required": ["attached_stores", "auto_memory"] },
    "AgentSkill": { "type": ["object"], "properties": { "name": { "type": ["string"] }, "variants": { "type": ["array"], "items": { "ref": "AgentSkillVariant" } } }, "required": ["name", "variants"] },
    "AgentSkillVariant": { "type": ["object"], "properties": { "id": { "type": ["string"] }, "base_prompt": { "type": ["string"] }, "description": { "type": ["string"] }, "environments": { "type": ["array"], "items": { "type": ["object"], "properties": { "uid": { "type": ["string"] }, "name": { "type": ["string"] } }, "required": ["uid", "name"] } }, "source": { "type": ["object"], "properties": { "owner": { "type": ["string"] }, "name": { "type": ["string"] }, "skill_path": { "type": ["string"] }, "worker_host": { "type": ["string"] } }, "required": ["owner", "name", "skill_path"] }, "error": { "type": ["string"] }, "last_run_timestamp": { "type": ["string", "null"] } }, "required": ["id", "base_prompt", "description", "environments", "source"] },
    "AgentType": { "type": ["string"] },
    "AllowedClassification": { "type": ["object"], "properties": { "value": { "type": ["string"] }, "score": { "type": ["number"] }, "description": { "type": ["string", "null"] } }, "required": ["value", "score"] },
    "AmbientAgentConfig": { "type": ["object"], "properties": { "name": { "type": ["string"] }, "model_id": { "type": ["string"] }, "base_prompt": { "type": ["string"] }, "environment_id": { "type": ["string"] }, "skill_spec": { "type": ["string"] }, "skills": { "type": ["array"], "items": { "type": ["string"] } }, "mcp_servers": { "ref": "McpServerMap" }, "computer_use_enabled": { "type": ["boolean"] }, "computer_use_model_id": { "type": ["string"] }, "credential_strategy": { "anyOf": [{ "ref": "CredentialStrategy" }, { "type": ["null"] }] }, "harness": { "ref": "Harness" }, "harness_auth_secrets": { "ref": "HarnessAuthSecrets" }, "idle_timeout_minutes": { "type": ["integer"] }, "inference_providers": { "ref": "InferenceProviders" }, "memory_stores": { "type": ["array"], "items": { "ref": "MemoryStoreRef" } }, "runner_id": { "type": ["string"] }, "session_sharing": { "type": ["object"], "properties": { "public_access": { "type": ["string"] } } }, "worker_host": { "type": ["string"] }, "secrets": { "type": ["array"], "items": { "ref": "SecretRef" } }, "experimental": { "type": ["object"], "values": { "type": ["string", "number", "boolean", "null"] } } } },
    "ArtifactItem": { "type": ["object"], "required": ["artifact_type"], "properties": { "artifact_type": { "type": ["string"] } }, "tag": { "name": "artifact_type", "map": { "PLAN": "PlanArtifactItem", "PULL_REQUEST": "PullRequestArtifactItem", "SCREENSHOT": "ScreenshotArtifactItem", "FILE": "FileArtifactItem", "EXTERNAL_REFERENCE": "ExternalReferenceArtifactItem" } } },
    "ArtifactResponse": { "type": ["object"], "required": ["artifact_type"], "properties": { "artifact_type": { "type": ["string"] } }, "tag": { "name": "artifact_type", "map": { "PLAN": "PlanArtifactResponse", "SCREENSHOT": "ScreenshotArtifactResponse", "FILE": "FileArtifactResponse" } } },
    "ArtifactSourceLinks": { "type": ["object"], "properties": { "pull_request_urls": { "type": ["array"], "items": { "type": ["string"] } }, "run_url": { "type": ["string"] } } },
    "CloudEnvironment": { "type": ["object"], "properties": { "uid": { "type": ["string"] }, "config": { "ref": "CloudEnvironmentConfig" }, "last_updated": { "type": ["string"] }, "setup_failed": { "type": ["boolean"] }, "creator": { "ref": "UserProfile" }, "last_editor": { "ref": "UserProfile" }, "scope": { "ref": "Scope" }, "last_task_run_timestamp": { "type": ["string", "null"] }, "last_task_created": { "ref": "EnvironmentLastTask" } }, "required": ["uid", "config", "last_updated", "setup_failed"] },
    "CloudEnvironmentConfig": { "type": ["object"], "properties": { "name": { "type": ["string"] }, "description": { "type": ["string", "null"] }, "docker_image": { "type": ["string"] }, "github_repos": { "type": ["array"], "items": { "ref": "GitHubRepo" } }, "setup_commands": { "type": ["array"], "items": { "type": ["string"] } }, "providers": { "type": ["object"], "properties": { "aws": { "type": ["object"], "properties": { "role_arn": { "type": ["string"] } }, "required": ["role_arn"] }, "gcp": { "type": ["object"], "properties": { "project_number": { "type": ["string"] }, "workload_identity_federation_pool_id": { "type": ["string"] }, "workload_identity_federation_provider_id": { "type": ["string"] }, "service_account_email": { "type": ["string"] } }, "required": ["project_number", "workload_identity_federation_pool_id", "workload_identity_federation_provider_id"] } } }, "failure_session_retention_minutes": { "type": ["integer", "null"] }, "secrets": { "type": ["array"], "items": { "ref": "SecretRef" } } } },
    "CodeForge": { "type": ["string"] },
    "ConnectedWorker": { "type": ["object"], "properties": { "worker_host": { "type": ["string"] }, "connection_count": { "type": ["integer"] }, "connected_at": { "type": ["string"] }, "last_seen_at": { "type": ["string"] } }, "required": ["worker_host", "connection_count", "connected_at", "last_seen_at"] },
    "ContentBlock": { "type": ["object"], "required": ["type"], "properties": { "type": { "type": ["string"] } }, "tag": { "name": "type", "map": { "text": "TextContentBlock", "action": "ActionContentBlock", "action_result": "ActionResultContentBlock", "event": "EventContentBlock" } } },
    "ConversationMessage": { "type": ["object"], "properties": { "role": { "type": ["string"] }, "content": { "type": ["array"], "items": { "ref": "ContentBlock" } }, "message_ids": { "type": ["array"], "items": { "type": ["string"] } }, "request_id": { "type": ["string"] }, "timestamp": { "type": ["string"] } }, "required": ["role", "content"] },
    "ConversationResponse": { "type": ["object"], "properties": { "conversation_id": { "type": ["string"] }, "steps": { "type": ["array"], "items": { "ref": "ConversationStep" } } }, "required": ["conversation_id", "steps"] },
    "ConversationStep": { "type": ["object"], "properties": { "id": { "type": ["string"] }, "description": { "type": ["string"] }, "summary": { "type": ["string"] }, "started_at": { "type": ["string"] }, "completed_at": { "type": ["string"] }, "messages": { "type": ["array"], "items": { "ref": "ConversationMessage" } }, "steps": { "type": ["array"], "items": { "ref": "ConversationStep" } } }, "required": ["id", "messages", "steps"] },
    "CredentialStrategy": { "type": ["string"] },
    "DeleteScheduledAgentResponse": { "type": ["object"], "properties": { "success": { "type": ["boolean"] } }, "required": ["success"] },
    "EnvironmentLastTask": { "type": ["object"], "properties": { "id": { "type": ["string"] }, "title": { "type": ["string"] }, "state": { "ref": "RunState" }, "created_at": { "type": ["string"] }, "updated_at": { "type": ["string"] }, "started_at": { "type": ["string", "null"] } }, "required": ["id", "title", "state", "created_at", "updated_at"] },
    "ErrorCode": { "type": ["string"] },
    "EventContentBlock": { "type": ["object"], "properties": { "type": { "type": ["string"] }, "message_id": { "type": ["string"] }, "name": { "type": ["string"] }, "data": { "type": ["object"] } }, "required": ["type", "name", "data"] },
    "ExternalReferenceArtifactData": { "type": ["object"], "properties": { "reference_type": { "type": ["string"] }, "url": { "type": ["string"] }, "title": { "type": ["string"] }, "metadata": { "type": ["object"] } }, "required": ["reference_type", "url"] },
    "ExternalReferenceArtifactItem": { "type": ["object"], "properties": { "artifact_type": { "type": ["string"] }, "created_at": { "type": ["string"] }, "data": { "ref": "ExternalReferenceArtifactData" } }, "required": ["artifact_type", "created_at", "data"] },
    "Factory": { "type": ["object"], "properties": { "uid": { "type": ["string"] }, "name": { "type": ["string"] }, "team_uid": { "type": ["string"] }, "alias": { "type": ["string", "null"] }, "description": { "type": ["string", "null"] }, "avatar_url": { "type": ["string", "null"] }, "default_environment": { "type": ["string", "null"] }, "default_model": { "type": ["string", "null"] }, "code_forge": { "ref": "CodeForge" }, "code_forges": { "type": ["array"], "items": { "ref": "CodeForge" } }, "credential_strategy": { "ref": "CredentialStrategy" }, "created_at": { "type": ["string"] }, "updated_at": { "type": ["string"] }, "integrations": { "type": ["array", "null"], "items": { "ref": "FactoryIntegration" } }, "repositories": { "type": ["array"], "items": { "ref": "FactoryRepository" } }, "agent_defaults": { "type": ["object"], "properties": { "default_runner_uid": { "type": ["string"] }, "mcp_servers": { "ref": "McpServerMap" }, "secrets": { "type": ["array"], "items": { "ref": "SecretRef" } }, "worker_host": { "type": ["string"] }, "harness": { "ref": "Harness" }, "harness_auth_secrets": { "ref": "HarnessAuthSecrets" } }, "required": ["default_runner_uid", "mcp_servers", "secrets", "worker_host"] }, "scorer_defaults": { "type": ["object"], "properties": { "default_runner_uid": { "type": ["string"] }, "mcp_servers": { "ref": "McpServerMap" }, "secrets": { "type": ["array"], "items": { "ref": "SecretRef" } } } }, "scoring": { "type": ["object"], "properties": { "default_model": { "type": ["string", "null"] } } }, "creator": { "type": ["object"], "properties": { "uid": { "type": ["string"] }, "email": { "type": ["string", "null"] } }, "required": ["uid"] }, "self_improvement": { "type": ["object"], "properties": { "reviewer_type": { "type": ["string"] }, "failed_run_threshold": { "type": ["integer"] }, "reviewer_emails": { "type": ["array"], "items": { "type": ["string"] } } }, "required": ["reviewer_type"] } }, "required": ["uid", "name", "team_uid", "alias", "description", "avatar_url", "default_environment", "default_model", "code_forge", "code_forges", "credential_strategy", "created_at", "updated_at", "integrations", "repositories", "agent_defaults", "scorer_defaults", "scoring"] },
    "FactoryChatIntegrationSettings": { "type": ["object"], "properties": { "auto_respond_to_thread_replies": { "type": ["boolean", "null"] } } },
    "FactoryIntegration": { "type": ["object"], "properties": { "type": { "type": ["string"] }, "jira": { "type": ["object"], "properties": { "project_keys": { "type": ["array"], "items": { "type": ["string"] } } } }, "linear": { "type": ["object"], "properties": { "team_ids": { "type": ["array"], "items": { "type": ["string"] } } } }, "slack": { "ref": "FactoryChatIntegrationSettings" }, "microsoft-teams": { "ref": "FactoryChatIntegrationSettings" } }, "required": ["type"] },
    "FactoryRepository": { "type": ["object"], "properties": { "owner": { "type": ["string"] }, "repo": { "type": ["string"] }, "code_forge": { "ref": "CodeForge" }, "provider_metadata": { "type": ["object"] } }, "required": ["owner", "repo"] },
    "FactoryRunResponse": { "type": ["object"], "properties": { "run_id": { "type": ["string"] }, "state": { "ref": "RunState" }, "factory_uid": { "type": ["string"] }, "foreman_agent": { "type": ["string"] }, "ticket_ref": { "type": ["string"] }, "run_url": { "type": ["string"] } }, "required": ["run_id", "state", "factory_uid", "foreman_agent", "ticket_ref"] },
    "FactoryTask": { "type": ["object"], "properties": { "uid": { "type": ["string"] }, "factory_uid": { "type": ["string"] }, "conversation_id": { "type": ["string"] }, "run_id": { "type": ["string"] }, "title": { "type": ["string"] }, "stage": { "type": ["string"] }, "created_at": { "type": ["string"] }, "updated_at": { "type": ["string"] }, "description": { "type": ["string", "null"] }, "author": { "ref": "UserProfile" }, "current_run": { "type": ["object"], "properties": { "run_id": { "type": ["string"] }, "state": { "ref": "RunState" }, "is_run_type_cancellable": { "type": ["boolean"] } }, "required": ["run_id", "state", "is_run_type_cancellable"] }, "outputs": { "type": ["array"], "items": { "ref": "ArtifactItem" } }, "ticket_id": { "type": ["string"] }, "ticket_source": { "type": ["string"] } }, "required": ["uid", "factory_uid", "conversation_id", "run_id", "title", "stage", "created_at", "updated_at"] },
    "FileArtifactData": { "type": ["object"], "properties": { "artifact_uid": { "type": ["string"] }, "filename": { "type": ["string"] }, "filepath": { "type": ["string"] }, "mime_type": { "type": ["string"] }, "description": { "type": ["string"] }, "size_bytes": { "type": ["integer"] }, "title": { "type": ["string"] }, "thumbnail": { "type": ["object"], "properties": { "download_url": { "type": ["string"] }, "expires_at": { "type": ["string"] } } } }, "required": ["artifact_uid", "filename", "filepath", "mime_type"] },
    "FileArtifactItem": { "type": ["object"], "properties": { "artifact_type": { "type": ["string"] }, "created_at": { "type": ["string"] }, "data": { "ref": "FileArtifactData" } }, "required": ["artifact_type", "created_at", "data"] },
    "FileArtifactResponse": { "type": ["object"], "properties": { "artifact_uid": { "type": ["string"] }, "artifact_type": { "type": ["string"] }, "created_at": { "type": ["string"] }, "data": { "type": ["object"], "properties": { "content_type": { "type": ["string"] }, "download_url": { "type": ["string"] }, "expires_at": { "type": ["string"] }, "filename": { "type": ["string"] }, "filepath": { "type": ["string"] }, "description": { "type": ["string"] }, "size_bytes": { "type": ["integer"] }, "title": { "type": ["string"] } }, "required": ["content_type", "download_url", "expires_at", "filename"] }, "source_links": { "ref": "ArtifactSourceLinks" } }, "required": ["artifact_uid", "artifact_type", "created_at", "data"] },
    "GetRunTimelineResponse": { "type": ["object"], "properties": { "events": { "type": ["array"], "items": { "ref": "TimelineEvent" } } }, "required": ["events"] },
    "GitHubRepo": { "type": ["object"], "properties": { "owner": { "type": ["string"] }, "repo": { "type": ["string"] } }, "required": ["owner", "repo"] },
    "GroupByPeriod": { "type": ["string"] },
    "Harness": { "type": ["object"], "properties": { "type": { "ref": "HarnessType" }, "model_id": { "type": ["string"] }, "reasoning_level": { "type": ["string"] } } },
    "HarnessAuthSecrets": { "type": ["object"], "properties": { "claude_auth_secret_name": { "type": ["string"] }, "codex_auth_secret_name": { "type": ["string"] } } },
    "HarnessType": { "type": ["string"] },
    "InferenceProviders": { "type": ["object"], "properties": { "aws": { "type": ["object"], "properties": { "disabled": { "type": ["boolean"] }, "region": { "type": ["string"] }, "role_arn": { "type": ["string"] } } } } },
    "ListAgentIdentitiesResponse": { "type": ["object"], "properties": { "agents": { "type": ["array"], "items": { "ref": "AgentIdentity" } } }, "required": ["agents"] },
    "ListAgentsResponse": { "type": ["object"], "properties": { "agents": { "type": ["array"], "items": { "ref": "AgentSkill" } } }, "required": ["agents"] },
    "ListConnectedWorkersResponse": { "type": ["object"], "properties": { "workers": { "type": ["array"], "items": { "ref": "ConnectedWorker" } } }, "required": ["workers"] },
    "ListEnvironmentsResponse": { "type": ["object"], "properties": { "environments": { "type": ["array"], "items": { "ref": "CloudEnvironment" } } }, "required": ["environments"] },
    "ListFactoriesResponse": { "type": ["object"], "properties": { "factories": { "type": ["array"], "items": { "ref": "Factory" } }, "page_info": { "ref": "PageInfo" } }, "required": ["factories", "page_info"] },
    "ListModelsResponse": { "type": ["object"], "properties": { "default_model_id": { "type": ["string"] }, "models": { "type": ["array"], "items": { "ref": "Model" } } }, "required": ["default_model_id", "models"] },
    "ListRunsResponse": { "type": ["object"], "properties": { "runs": { "type": ["array"], "items": { "ref": "RunItem" } }, "page_info": { "ref": "PageInfo" } }, "required": ["runs", "page_info"] },
    "ListScheduledAgentsResponse": { "type": ["object"], "properties": { "schedules": { "type": ["array"], "items": { "ref": "ScheduledAgentItem" } } }, "required": ["schedules"] },
    "ListScorerResultsResponse": { "type": ["object"], "properties": { "results": { "type": ["array"], "items": { "ref": "ScorerResult" } }, "page_info": { "ref": "PageInfo" } }, "required": ["results", "page_info"] },
    "ListScorersResponse": { "type": ["object"], "properties": { "scorers": { "type": ["array"], "items": { "ref": "ScorerListItem" } } }, "required": ["scorers"] },
    "McpServerConfig": { "type": ["object"], "properties": { "warp_id": { "type": ["string"] }, "command": { "type": ["string"] }, "args": { "type": ["array"], "items": { "type": ["string"] } }, "url": { "type": ["string"] }, "headers": { "type": ["object"], "values": { "type": ["string"] } }, "env": { "type": ["object"], "values": { "type": ["string"] } } } },
    "McpServerMap": { "type": ["object"], "values": { "ref": "McpServerConfig" } },
    "MemoryAccess": { "type": ["string"] },
    "MemoryStoreRef": { "type": ["object"], "properties": { "uid": { "type": ["string"] }, "access": { "ref": "MemoryAccess" }, "instructions": { "type": ["string"] } }, "required": ["uid", "access", "instructions"] },
    "Model": { "type": ["object"], "properties": { "id": { "type": ["string"] }, "display_name": { "type": ["string"] }, "provider": { "type": ["string"] }, "vision_supported": { "type": ["boolean"] }, "description": { "type": ["string"] }, "reasoning_level": { "type": ["string"] }, "disable_reason": { "type": ["string"] } }, "required": ["id", "display_name", "provider", "vision_supported"] },
    "PageInfo": { "type": ["object"], "properties": { "has_next_page": { "type": ["boolean"] }, "next_cursor": { "type": ["string", "null"] } }, "required": ["has_next_page"] },
    "PassRatePeriod": { "type": ["object"], "properties": { "period_start": { "type": ["string"] }, "period_end": { "type": ["string"] }, "pass_count": { "type": ["integer"] }, "fail_count": { "type": ["integer"] }, "pass_rate": { "type": ["number", "null"] } }, "required": ["period_start", "period_end", "pass_count", "fail_count", "pass_rate"] },
    "PassRateResponse": { "type": ["object"], "properties": { "scorer_id": { "type": ["integer"] }, "start_date": { "type": ["string"] }, "end_date": { "type": ["string"] }, "group_by_period": { "ref": "GroupByPeriod" }, "pass_rate": { "type": ["number", "null"] }, "pass_count": { "type": ["integer"] }, "fail_count": { "type": ["integer"] }, "series": { "type": ["array"], "items": { "ref": "PassRatePeriod" } } }, "required": ["scorer_id", "start_date", "end_date", "group_by_period", "pass_rate", "pass_count", "fail_count", "series"] },
    "PlanArtifactData": { "type": ["object"], "properties": { "document_uid": { "type": ["string"] }, "artifact_uid": { "type": ["string"] }, "notebook_uid": { "type": ["string"] }, "title": { "type": ["string"] }, "url": { "type": ["string"] } }, "required": ["document_uid"] },
    "PlanArtifactItem": { "type": ["object"], "properties": { "artifact_type": { "type": ["string"] }, "created_at": { "type": ["string"] }, "data": { "ref": "PlanArtifactData" } }, "required": ["artifact_type", "created_at", "data"] },
    "PlanArtifactResponse": { "type": ["object"], "properties": { "artifact_uid": { "type": ["string"] }, "artifact_type": { "type": ["string"] }, "created_at": { "type": ["string"] }, "data": { "type": ["object"], "properties": { "content": { "type": ["string"] }, "content_type": { "type": ["string"] }, "document_uid": { "type": ["string"] }, "notebook_uid": { "type": ["string"] }, "title": { "type": ["string"] }, "url": { "type": ["string"] } }, "required": ["content", "content_type", "document_uid", "notebook_uid"] } }, "required": ["artifact_uid", "artifact_type", "created_at", "data"] },
    "PullRequestArtifactData": { "type": ["object"], "properties": { "url": { "type": ["string"] }, "branch": { "type": ["string"] }, "status": { "ref": "PullRequestStatus" } }, "required": ["url", "branch"] },
    "PullRequestArtifactItem": { "type": ["object"], "properties": { "artifact_type": { "type": ["string"] }, "created_at": { "type": ["string"] }, "data": { "ref": "PullRequestArtifactData" } }, "required": ["artifact_type", "created_at", "data"] },
    "PullRequestStatus": { "type": ["string"] },
    "ReportArtifactResponse": { "type": ["object"], "properties": { "artifact_uid": { "type": ["string"] } }, "required": ["artifact_uid"] },
    "ReportScoresResponse": { "type": ["object"], "properties": { "run_id": { "type": ["string"] }, "results": { "type": ["array"], "items": { "ref": "ReportScoresResult" } } }, "required": ["run_id", "results"] },
    "ReportScoresResult": { "type": ["object"], "properties": { "scorer_id": { "type": ["integer"] }, "accepted": { "type": ["boolean"] }, "error": { "type": ["string", "null"] } }, "required": ["scorer_id", "accepted"] },
    "RequestUsage": { "type": ["object"], "properties": { "inference_cost": { "type": ["number"] }, "compute_cost": { "type": ["number"] }, "platform_cost": { "type": ["number"] }, "inference_cost_usd": { "type": ["number"] }, "compute_cost_usd": { "type": ["number"] }, "platform_cost_usd": { "type": ["number"] }, "total_tokens": { "type": ["integer"] }, "inference_cost_breakdown_usd": { "type": ["object"], "properties": { "input_cost_usd": { "type": ["number"] }, "input_cache_read_cost_usd": { "type": ["number"] }, "input_cache_write_cost_usd": { "type": ["number"] }, "output_cost_usd": { "type": ["number"] } } }, "usage_by_category": { "type": ["object"], "values": { "type": ["object"] } }, "model_token_usage": { "type": ["array"], "items": { "type": ["object"], "properties": { "model_id": { "type": ["string"] }, "total_tokens": { "type": ["integer"] }, "usage_type": { "type": ["string"] }, "tokens_by_category": { "type": ["object"], "values": { "type": ["integer"] } } } } } } },
    "RunAgentResponse": { "type": ["object"], "properties": { "run_id": { "type": ["string"] }, "state": { "ref": "RunState" }, "task_id": { "type": ["string"] }, "at_capacity": { "type": ["boolean"] } }, "required": ["run_id", "state", "task_id"] },
    "RunAgentSkill": { "type": ["object"], "properties": { "name": { "type": ["string"] }, "description": { "type": ["string"] }, "full_path": { "type": ["string"] }, "bundled_skill_id": { "type": ["string"] } } },
    "RunByExternalReferenceResponse": { "type": ["object"], "properties": { "run_id": { "type": ["string"] } }, "required": ["run_id"] },
    "RunExecutionLocation": { "type": ["string"] },
    "RunFollowupResponse": { "type": ["object"], "properties": { "followup_id": { "type": ["string", "null"] }, "outcome": { "type": ["string"] } } },
    "RunItem": { "type": ["object"], "properties": { "run_id": { "type": ["string"] }, "task_id": { "type": ["string"] }, "title": { "type": ["string"] }, "state": { "ref": "RunState" }, "prompt": { "type": ["string"] }, "created_at": { "type": ["string"] }, "updated_at": { "type": ["string"] }, "started_at": { "type": ["string", "null"] }, "finished_at": { "type": ["string", "null"] }, "execution_location": { "ref": "RunExecutionLocation" }, "source": { "ref": "RunSourceType" }, "status_message": { "ref": "RunStatusMessage" }, "request_usage": { "ref": "RequestUsage" }, "schedule": { "ref": "RunScheduleInfo" }, "scope": { "ref": "Scope" }, "creator": { "ref": "UserProfile" }, "executor": { "ref": "UserProfile" }, "agent_config": { "ref": "AmbientAgentConfig" }, "agent_skill": { "ref": "RunAgentSkill" }, "artifacts": { "type": ["array"], "items": { "ref": "ArtifactItem" } }, "conversation_id": { "type": ["string"] }, "parent_run_id": { "type": ["string"] }, "root_run_id": { "type": ["string"] }, "session_id": { "type": ["string"] }, "session_link": { "type": ["string"] }, "trigger_url": { "type": ["string"] }, "is_sandbox_running": { "type": ["boolean"] }, "is_run_type_cancellable": { "type": ["boolean"] }, "metadata": { "ref": "StringMap" }, "run_time": { "type": ["string"] }, "debug_agent_available": { "type": ["boolean"] }, "factory_uid": { "type": ["string"] }, "submitted_prompt": { "type": ["string"] } }, "required": ["run_id", "task_id", "title", "state", "prompt", "created_at", "updated_at"] },
    "RunScheduleInfo": { "type": ["object"], "properties": { "schedule_id": { "type": ["string"] }, "schedule_name": { "type": ["string"] }, "cron_schedule": { "type": ["string"] } }, "required": ["schedule_id", "schedule_name", "cron_schedule"] },
    "RunScore": { "type": ["object"], "properties": { "scorer_id": { "type": ["integer"] }, "scorer_name": { "type": ["string"] }, "attempt_status": { "type": ["string"] }, "attempted_at": { "type": ["string"] }, "is_in_flight": { "type": ["boolean"] }, "trigger_source": { "type": ["string"] }, "classification": { "type": ["string", "null"] }, "score": { "type": ["number", "null"] }, "scored_at": { "type": ["string", "null"] }, "scoring_run_id": { "type": ["string", "null"] } }, "required": ["scorer_id", "scorer_name", "attempt_status", "attempted_at", "is_in_flight", "trigger_source"] },
    "RunScoresResponse": { "type": ["object"], "properties": { "run_id": { "type": ["string"] }, "scores": { "type": ["array"], "items": { "ref": "RunScore" } } }, "required": ["run_id", "scores"] },
    "RunScoringDispatchResponse": { "type": ["object"], "properties": { "results": { "type": ["array"], "items": { "ref": "RunScoringDispatchResult" } } }, "required": ["results"] },
    "RunScoringDispatchResult": { "type": ["object"], "properties": { "run_id": { "type": ["string"] }, "scorer_id": { "type": ["integer"] }, "outcome": { "type": ["string"] }, "scoring_run_id": { "type": ["string", "null"] }, "error": { "type": ["string", "null"] } }, "required": ["run_id", "scorer_id", "outcome"] },
    "RunSourceType": { "type": ["string"] },
    "RunState": { "type": ["string"] },
    "RunStatusMessage": { "type": ["object"], "properties": { "message": { "type": ["string"] }, "error_code": { "ref": "ErrorCode" }, "retryable": { "type": ["boolean"] }, "session_debug_until": { "type": ["string"] }, "debug_agent_active": { "type": ["boolean"] } }, "required": ["message"] },
    "ScheduledAgentItem": { "type": ["object"], "properties": { "id": { "type": ["string"] }, "name": { "type": ["string"] }, "cron_schedule": { "type": ["string"] }, "enabled": { "type": ["boolean"] }, "prompt": { "type": ["string"] }, "created_at": { "type": ["string"] }, "updated_at": { "type": ["string"] }, "agent_config": { "ref": "AmbientAgentConfig" }, "agent_uid": { "type": ["string"] }, "environment": { "ref": "CloudEnvironmentConfig" }, "history": { "ref": "ScheduleHistory" }, "last_spawn_error": { "type": ["string", "null"] }, "metadata": { "ref": "StringMap" }, "scope": { "ref": "Scope" }, "created_by": { "ref": "UserProfile" }, "updated_by": { "ref": "UserProfile" } }, "required": ["id", "name", "cron_schedule", "enabled", "prompt", "created_at", "updated_at"] },
    "ScheduleHistory": { "type": ["object"], "properties": { "last_ran": { "type": ["string", "null"] }, "next_run": { "type": ["string", "null"] } } },
    "Scope": { "type": ["object"], "properties": { "type": { "type": ["string"] }, "uid": { "type": ["string"] } }, "required": ["type"] },
    "ScopeMode": { "type": ["string"] },
    "ScoreOutcome": { "type": ["string"] },
    "Scorer": { "type": ["object"], "properties": { "id": { "type": ["integer"] }, "name": { "type": ["string"] }, "description": { "type": ["string", "null"] }, "factory_uid": { "type": ["string"] }, "model_id": { "type": ["string"] }, "scoring_prompt": { "type": ["string"] }, "scope_mode": { "ref": "ScopeMode" }, "scorer_kind": { "type": ["string"] }, "threshold": { "type": ["number"] }, "sampling_rate": { "type": ["number", "null"] }, "allowed_classifications": { "type": ["array"], "items": { "ref": "AllowedClassification" } }, "agent_uids": { "type": ["array"], "items": { "type": ["string"] } }, "agents": { "type": ["array"], "items": { "ref": "ScorerAgentRef" } }, "agent_config": { "anyOf": [{ "ref": "ScorerAgentConfig" }, { "type": ["null"] }] }, "created_at": { "type": ["string"] }, "updated_at": { "type": ["string"] }, "version": { "type": ["integer"] } }, "required": ["id", "name", "description", "factory_uid", "model_id", "scoring_prompt", "scope_mode", "scorer_kind", "threshold", "sampling_rate", "allowed_classifications", "agent_uids", "agents", "agent_config", "created_at", "updated_at", "version"] },
    "ScorerAgentConfig": { "type": ["object"], "properties": { "default_runner_uid": { "type": ["string"] }, "mcp_servers": { "ref": "McpServerMap" }, "secrets": { "type": ["array"], "items": { "ref": "SecretRef" } } } },
    "ScorerAgentRef": { "type": ["object"], "properties": { "uid": { "type": ["string"] }, "include_descendants": { "type": ["boolean"] } }, "required": ["uid"] },
    "ScorerListItem": { "type": ["object"], "properties": { "id": { "type": ["integer"] }, "name": { "type": ["string"] }, "description": { "type": ["string", "null"] }, "factory_uid": { "type": ["string"] }, "model_id": { "type": ["string"] }, "scoring_prompt": { "type": ["string"] }, "scope_mode": { "ref": "ScopeMode" }, "scorer_kind": { "type": ["string"] }, "threshold": { "type": ["number"] }, "sampling_rate": { "type": ["number", "null"] }, "allowed_classifications": { "type": ["array"], "items": { "ref": "AllowedClassification" } }, "agents": { "type": ["array"], "items": { "type": ["object"], "properties": { "uid": { "type": ["string"] }, "name": { "type": ["string"] }, "include_descendants": { "type": ["boolean"] } }, "required": ["uid", "name", "include_descendants"] } }, "agent_config": { "anyOf": [{ "ref": "ScorerAgentConfig" }, { "type": ["null"] }] }, "created_at": { "type": ["string"] }, "updated_at": { "type": ["string"] }, "version": { "type": ["integer"] }, "result_count": { "type": ["integer"] }, "self_improvement_enabled": { "type": ["boolean"] }, "pass_rate_summary": { "type": ["object"], "properties": { "pass_count": { "type": ["integer"] }, "fail_count": { "type": ["integer"] }, "recent_outcomes": { "type": ["array"], "items": { "ref": "ScoreOutcome" } }, "pass_rate": { "type": ["number", "null"] } }, "required": ["pass_count", "fail_count", "recent_outcomes"] }, "last_scored_at": { "type": ["string", "null"] } }, "required": ["id", "name", "description", "factory_uid", "model_id", "scoring_prompt", "scope_mode", "scorer_kind", "threshold", "sampling_rate", "allowed_classifications", "agents", "agent_config", "created_at", "updated_at", "version", "result_count", "self_improvement_enabled", "pass_rate_summary"] },
    "ScorerReason": { "type": ["object"], "properties": { "run_id": { "type": ["string"] }, "status": { "type": ["string"] }, "reason": { "type": ["string", "null"] } }, "required": ["run_id", "status"] },
    "ScorerReasonsResponse": { "type": ["object"], "properties": { "reasons": { "type": ["array"], "items": { "ref": "ScorerReason" } } }, "required": ["reasons"] },
    "ScorerResult": { "type": ["object"], "properties": { "run_id": { "type": ["string"] }, "attempted_at": { "type": ["string"] }, "is_in_flight": { "type": ["boolean"] }, "status": { "type": ["string"] }, "classification": { "type": ["string", "null"] }, "score": { "type": ["number", "null"] }, "outcome": { "anyOf": [{ "ref": "ScoreOutcome" }, { "type": ["null"] }] }, "scored_at": { "type": ["string", "null"] }, "conversation_id": { "type": ["string", "null"] }, "conversation_title": { "type": ["string", "null"] }, "scoring_run_id": { "type": ["string", "null"] }, "scoring_run_time": { "type": ["string", "null"] }, "scoring_run_usage": { "anyOf": [{ "ref": "RequestUsage" }, { "type": ["null"] }] } }, "required": ["run_id", "attempted_at", "is_in_flight", "status"] },
    "ScreenshotArtifactData": { "type": ["object"], "properties": { "artifact_uid": { "type": ["string"] }, "mime_type": { "type": ["string"] }, "description": { "type": ["string"] } }, "required": ["artifact_uid", "mime_type"] },
    "ScreenshotArtifactItem": { "type": ["object"], "properties": { "artifact_type": { "type": ["string"] }, "created_at": { "type": ["string"] }, "data": { "ref": "ScreenshotArtifactData" } }, "required": ["artifact_type", "created_at", "data"] },
    "ScreenshotArtifactResponse": { "type": ["object"], "properties": { "artifact_uid": { "type": ["string"] }, "artifact_type": { "type": ["string"] }, "created_at": { "type": ["string"] }, "data": { "type": ["object"], "properties": { "content_type": { "type": ["string"] }, "download_url": { "type": ["string"] }, "expires_at": { "type": ["string"] }, "description": { "type": ["string"] } }, "required": ["content_type", "download_url", "expires_at"] }, "source_links": { "ref": "ArtifactSourceLinks" } }, "required": ["artifact_uid", "artifact_type", "created_at", "data"] },
    "SecretRef": { "type": ["object"], "properties": { "name": { "type": ["string"] } }, "required": ["name"] },
    "SelfImprovementConfig": { "type": ["object"], "properties": { "scorer_id": { "type": ["integer"] }, "enabled": { "type": ["boolean"] }, "created_at": { "type": ["string", "null"] }, "updated_at": { "type": ["string", "null"] } }, "required": ["scorer_id", "enabled"] },
    "StringMap": { "type": ["object"], "values": { "type": ["string"] } },
    "TextContentBlock": { "type": ["object"], "properties": { "type": { "type": ["string"] }, "message_id": { "type": ["string"] }, "text": { "type": ["string"] } }, "required": ["type", "text"] },
    "TimelineEvent": { "type": ["object"], "properties": { "event_type": { "type": ["string"] }, "event_uuid": { "type": ["string"] }, "occurred_at": { "type": ["string"] }, "run_id": { "type": ["string"] }, "execution_id": { "type": ["integer"] }, "payload": { "type": ["object"] } }, "required": ["event_type", "event_uuid", "occurred_at", "run_id"] },
    "UserProfile": { "type": ["object"], "properties": { "uid": { "type": ["string"] }, "type": { "type": ["string"] }, "display_name": { "type": ["string"] }, "email": { "type": ["string"] }, "photo_url": { "type": ["string"] } } },
};
const ANSWER_SCHEMAS = {
    "listFactories": "ListFactoriesResponse",
    "getFactory": "Factory",
    "dispatchFactoryRun": "FactoryRunResponse",
    "getFactoryTaskByRun": "FactoryTask",
    "listAgents": "ListAgentsResponse",
    "listConnectedWorkers": "ListConnectedWorkersResponse",
    "createRunLegacy": "RunAgentResponse",
    "listRuns": "ListRunsResponse",
    "createRun": "RunAgentResponse",
    "getRunByExternalReference": "RunByExternalReferenceResponse",
    "getRun": "RunItem",
    "getRunTimeline": "GetRunTimelineResponse",
    "getRunConversation": "ConversationResponse",
    "getConversation": "ConversationResponse",
    "createFollowup": "RunFollowupResponse",
    "reportRunScores": "ReportScoresResponse",
    "listSchedules": "ListScheduledAgentsResponse",
    "createSchedule": "ScheduledAgentItem",
    "getSchedule": "ScheduledAgentItem",
    "updateSchedule": "ScheduledAgentItem",
    "deleteSchedule": "DeleteScheduledAgentResponse",
    "pauseSchedule": "ScheduledAgentItem",
    "resumeSchedule": "ScheduledAgentItem",
    "listEnvironments": "ListEnvironmentsResponse",
    "listModels": "ListModelsResponse",
    "getArtifact": "ArtifactResponse",
    "listAgentIdentities": "ListAgentIdentitiesResponse",
    "createAgentIdentity": "AgentIdentity",
    "getAgentIdentity": "AgentIdentity",
    "updateAgentIdentity": "AgentIdentity",
    "listScorers": "ListScorersResponse",
    "createScorer": "Scorer",
    "updateScorer": "Scorer",
    "listScorerResults": "ListScorerResultsResponse",
    "getScorerResultReasons": "ScorerReasonsResponse",
    "getScorerPassRate": "PassRateResponse",
    "getSelfImprovementConfig": "SelfImprovementConfig",
    "putSelfImprovementConfig": "SelfImprovementConfig",
    "dispatchRunScoring": "RunScoringDispatchResponse",
    "getRunScores": "RunScoresResponse",
    "reportArtifact": "ReportArtifactResponse",
};

;// CONCATENATED MODULE: ./src/client/answers.ts


const ROOT_FIELD = '(answer)';
function hasAnswerShape(operation) {
    return Object.hasOwn(ANSWERS, operation);
}
function checkAnswer(operation, value) {
    const shape = Object.hasOwn(shapes_ANSWERS, operation) ? shapes_ANSWERS[operation] : undefined;
    const reads = shape?.ref === undefined ? undefined : readsOf(shape.ref);
    if (!shape || !reads)
        return undefined;
    if (value === undefined)
        return { field: ROOT_FIELD, expected: describe(shape), got: 'an empty answer' };
    const found = walk(shape, value, reads);
    return found && { field: fieldOf(found.path.reverse()), expected: found.expected, got: found.got };
}
function resolve(shape) {
    let current = shape;
    while (current.ref !== undefined) {
        const next = SCHEMAS[current.ref];
        if (!next)
            throw new Error(`shapes.ts has no schema ${current.ref}: run \`npm run generate\``);
        current = next;
    }
    return current;
}
function jsonType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    return typeof value;
}
function fits(type, value) {
    const actual = jsonType(value);
    if (type === 'integer')
        return actual === 'number' && Number.isInteger(value);
    return type === actual;
}
function describe(shape) {
    const resolved = resolve(shape);
    if (resolved.anyOf)
        return [...new Set(resolved.anyOf.map(describe))].join(' or ');
    if (resolved.type)
        return resolved.type.join(' or ');
    if (resolved.properties || resolved.values || resolved.tag)
        return 'object';
    return 'any value';
}
const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;
function fieldOf(path) {
    let field = '';
    for (const key of path) {
        if (typeof key === 'number')
            field += `[${key}]`;
        else if (IDENTIFIER.test(key))
            field += field ? `.${key}` : key;
        else
            field += `[${JSON.stringify(key)}]`;
    }
    return field || ROOT_FIELD;
}
function checkShape(shape, value) {
    const found = walk(shape, value);
    return found && { field: fieldOf(found.path.reverse()), expected: found.expected, got: found.got };
}
function within(key, found) {
    found?.path.push(key);
    return found;
}
function readingOf(read) {
    if (read === READ || read === MAYBE)
        return undefined;
    const inner = typeof read === 'object' && OPTIONAL in read ? read[OPTIONAL] : read;
    if (typeof inner !== 'string')
        return inner;
    const list = readsOf(inner);
    if (!list)
        throw new Error(`reads.ts names schema ${inner}, which it has no list for`);
    return list;
}
const optional = (read) => read === MAYBE || (typeof read === 'object' && OPTIONAL in read);
function walk(shape, value, reading) {
    const resolved = resolve(shape);
    if (resolved.anyOf) {
        let candidates = 0;
        let only;
        for (let i = 0; i < resolved.anyOf.length; i++) {
            const option = resolved.anyOf[i];
            if (!takes(option, value))
                continue;
            if (walk(option, value, reading) === undefined)
                return undefined;
            candidates++;
            only = option;
        }
        if (candidates === 1)
            return walk(only, value, reading);
        return { path: [], expected: describe(resolved), got: jsonType(value) };
    }
    if (resolved.type && !fitsAny(resolved.type, value)) {
        return { path: [], expected: describe(resolved), got: jsonType(value) };
    }
    if (Array.isArray(value)) {
        if (!resolved.items)
            return undefined;
        for (let i = 0; i < value.length; i++) {
            const found = walk(resolved.items, value[i], reading);
            if (found)
                return within(i, found);
        }
        return undefined;
    }
    if (value === null || typeof value !== 'object')
        return undefined;
    const record = value;
    if (reading)
        return readFields(resolved, record, reading);
    const properties = resolved.properties;
    const required = resolved.required ?? NONE;
    for (let i = 0; i < required.length; i++) {
        const name = required[i];
        if (!Object.hasOwn(record, name) || record[name] === undefined) {
            const declared = properties?.[name];
            return {
                path: [name],
                expected: declared ? describe(declared) : 'any value',
                got: 'undefined (missing)',
            };
        }
    }
    if (properties) {
        const names = namesOf(properties);
        for (let i = 0; i < names.length; i++) {
            const name = names[i];
            const inner = record[name];
            if (inner === undefined || !Object.hasOwn(record, name))
                continue;
            const found = walk(properties[name], inner);
            if (found)
                return within(name, found);
        }
    }
    if (resolved.values) {
        for (const key in record) {
            if (!Object.hasOwn(record, key) || (properties && Object.hasOwn(properties, key)))
                continue;
            const found = walk(resolved.values, record[key]);
            if (found)
                return within(key, found);
        }
    }
    if (resolved.tag) {
        const tag = record[resolved.tag.name];
        const variant = typeof tag === 'string' && Object.hasOwn(resolved.tag.map, tag) ? resolved.tag.map[tag] : undefined;
        if (variant !== undefined)
            return walk({ ref: variant }, value);
    }
    return undefined;
}
function readFields(resolved, record, reading) {
    if (resolved.tag) {
        const tag = record[resolved.tag.name];
        const variant = typeof tag === 'string' && Object.hasOwn(resolved.tag.map, tag) ? resolved.tag.map[tag] : undefined;
        if (variant !== undefined)
            return walk({ ref: variant }, record, reading);
    }
    const required = resolved.required ?? NONE;
    const names = namesOf(reading);
    for (let i = 0; i < names.length; i++) {
        const name = names[i];
        const read = reading[name];
        const declared = resolved.properties?.[name] ?? resolved.values;
        const inner = Object.hasOwn(record, name) ? record[name] : undefined;
        const needed = required.includes(name) && !optional(read);
        if (inner === undefined) {
            if (needed) {
                return {
                    path: [name],
                    expected: declared ? describe(declared) : 'any value',
                    got: 'undefined (missing)',
                };
            }
            continue;
        }
        if (!declared)
            continue;
        if (inner === null && !needed && !takes(declared, null)) {
            delete record[name];
            continue;
        }
        const found = walk(declared, inner, readingOf(read));
        if (found)
            return within(name, found);
    }
    return undefined;
}
const NONE = [];
const namesCache = new Map();
function namesOf(properties) {
    let names = namesCache.get(properties);
    if (!names)
        namesCache.set(properties, (names = Object.keys(properties)));
    return names;
}
const typesCache = new Map();
function takes(shape, value) {
    let types = typesCache.get(shape);
    if (types === undefined && !typesCache.has(shape)) {
        types = typesOf(shape);
        typesCache.set(shape, types);
    }
    return types === undefined || fitsAny(types, value);
}
function fitsAny(types, value) {
    for (let i = 0; i < types.length; i++)
        if (fits(types[i], value))
            return true;
    return false;
}
function typesOf(shape) {
    const resolved = resolve(shape);
    if (resolved.anyOf) {
        const all = resolved.anyOf.map(typesOf);
        return all.some((types) => types === undefined) ? undefined : all.flat();
    }
    if (resolved.type)
        return resolved.type;
    if (resolved.properties || resolved.values || resolved.tag)
        return ['object'];
    return undefined;
}

// EXTERNAL MODULE: ./src/client/proxy.ts
var proxy = __webpack_require__(7839);
// EXTERNAL MODULE: ./src/client/retry.ts
var retry = __webpack_require__(7785);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/client/transport.ts





const DEFAULT_BASE_URL = 'https://app.warp.dev/api/v1';
const sleepFor = (ms, signal) => new Promise((resolve, reject) => {
    if (signal?.aborted)
        return reject(signal.reason);
    const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
    }, ms);
    const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
});
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
function parseBaseUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new errors/* InvalidArgumentError */.Di('base-url', `"${raw}" is not an absolute URL; use e.g. ${DEFAULT_BASE_URL}`);
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
        throw new errors/* InvalidArgumentError */.Di('base-url', `must use https (plain http is allowed only on loopback), got ${url.protocol}//${url.host}`);
    }
    if (url.username || url.password)
        throw new errors/* InvalidArgumentError */.Di('base-url', 'must not contain credentials');
    if (url.search || url.hash)
        throw new errors/* InvalidArgumentError */.Di('base-url', 'must not contain a query or fragment');
    url.pathname = url.pathname.replace(/\/+$/, '');
    return url;
}
function encodeQuery(query) {
    if (!query)
        return '';
    const parts = [];
    const add = (key, value) => {
        if (value === undefined)
            return;
        if (Array.isArray(value)) {
            for (const item of value)
                add(key, item);
        }
        else if (value !== null && typeof value === 'object') {
            for (const [sub, inner] of Object.entries(value))
                add(`${key}[${sub}]`, inner);
        }
        else {
            parts.push(`${encodeURIComponent(key)}=${value === null ? '' : encodeURIComponent(String(value))}`);
        }
    };
    for (const [key, value] of Object.entries(query))
        add(key, value);
    return parts.length ? `?${parts.join('&')}` : '';
}
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'UND_ERR_CONNECT_TIMEOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
]);
function errorCode(err) {
    let current = err;
    for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
        const code = current.code;
        if (typeof code === 'string' && code !== 'UND_ERR_SOCKET')
            return code;
        current = current.cause;
    }
    return err?.code;
}
function headerRecord(headers) {
    const out = {};
    for (const [key, value] of Object.entries(headers)) {
        if (value === undefined)
            continue;
        out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    return out;
}
const MAX_ERROR_BODY = 64 * 1024;
const LAST_ATTEMPT_MS = 1000;
function isJsonType(contentType) {
    if (!contentType)
        return false;
    const type = contentType.split(';', 1)[0].trim().toLowerCase();
    return type === 'application/json' || type.endsWith('+json');
}
class Transport {
    baseUrl;
    basePath;
    dispatcher;
    apiKey;
    timeoutMs;
    deadlineMs;
    policy;
    defaultHeaders;
    sleep;
    now;
    random;
    onRetry;
    onAttempt;
    checkAnswers;
    constructor(options) {
        if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
            throw new errors/* InvalidArgumentError */.Di('api-key', 'is empty; pass the API key (for example from a secret)');
        }
        if (/[\r\n]/.test(options.apiKey))
            throw new errors/* InvalidArgumentError */.Di('api-key', 'must be a single line');
        this.apiKey = options.apiKey.trim();
        this.baseUrl = parseBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL);
        this.basePath = this.baseUrl.pathname.replace(/\/$/, '');
        this.timeoutMs = positive('timeoutMs', options.timeoutMs, 60_000);
        this.deadlineMs = positive('deadlineMs', options.deadlineMs, 300_000);
        this.policy = { ...retry/* DEFAULT_RETRY_POLICY */.cO, ...options.retry };
        const extra = Object.fromEntries(Object.entries(options.headers ?? {}).filter(([key]) => key.toLowerCase() !== 'authorization'));
        this.defaultHeaders = {
            accept: 'application/json',
            'user-agent': `${options.userAgent ? `${options.userAgent} ` : ''}cloud-agent-client/${version/* VERSION */.x} node/${process.versions.node}`,
            ...lowerKeys(extra),
        };
        this.sleep = options.sleep ?? sleepFor;
        this.now = options.now ?? Date.now;
        this.random = options.random ?? Math.random;
        this.onRetry = options.onRetry;
        this.onAttempt = options.onAttempt;
        this.checkAnswers = options.checkAnswers ?? true;
        this.dispatcher = (0,proxy/* dispatcherFor */.tR)(this.baseUrl, {
            connections: options.connections ?? 64,
            keepAliveTimeout: 10_000,
            keepAliveMaxTimeout: 60_000,
        });
    }
    async close() {
        await this.dispatcher.close();
    }
    async request(req, options = {}) {
        const started = this.now();
        const deadline = started + positive('deadlineMs', options.deadlineMs, this.deadlineMs);
        const maxRetries = options.maxRetries ?? this.policy.maxRetries;
        const path = `${this.basePath}${req.path}${encodeQuery(req.query)}`;
        const body = req.body === undefined ? undefined : JSON.stringify(req.body);
        const headers = {
            ...this.defaultHeaders,
            ...lowerKeys(req.headers ?? {}),
            ...lowerKeys(options.headers ?? {}),
            authorization: `Bearer ${this.apiKey}`,
        };
        if (body !== undefined)
            headers['content-type'] = 'application/json';
        for (let attempt = 0;; attempt++) {
            if (options.signal?.aborted)
                throw this.abortError(req.operation, options.signal.reason);
            const remaining = deadline - this.now();
            if (remaining <= 0) {
                throw new errors/* ApiTimeoutError */.CC(`${req.operation}: the overall deadline passed before an answer came`, {
                    operation: req.operation,
                    outcomeUnknown: !req.idempotent && attempt > 0,
                });
            }
            headers['x-retry-count'] = String(attempt);
            const outcome = await this.attempt(req, attempt, path, headers, body, Math.min(remaining, options.timeoutMs ?? this.timeoutMs), options.signal);
            if (!('failure' in outcome))
                return outcome.value;
            const { failure } = outcome;
            let mayRetry = failure.retryable && attempt < maxRetries;
            if (failure.maybeActed && !req.idempotent) {
                if (!options.recover) {
                    throw withOutcomeUnknown(failure.error);
                }
                const found = await options.recover();
                if (found !== undefined)
                    return found;
                mayRetry = attempt < maxRetries;
            }
            if (!mayRetry)
                throw failure.error;
            let delay = (0,retry/* retryDelayMs */.qO)(attempt, this.policy, failure.headers, this.now(), this.random);
            const left = deadline - this.now();
            if (delay >= left) {
                const hinted = failure.headers !== undefined && (0,retry/* serverRetryDelayMs */.Nz)(failure.headers, this.now()) !== undefined;
                const last = left - LAST_ATTEMPT_MS;
                if (hinted || last < this.policy.minDelayMs)
                    throw failure.error;
                delay = last;
            }
            this.onRetry?.({
                operation: req.operation,
                attempt: attempt + 1,
                delayMs: delay,
                reason: failure.error.message,
            });
            try {
                await this.sleep(delay, options.signal);
            }
            catch (err) {
                throw this.abortError(req.operation, err);
            }
        }
    }
    abortError(operation, reason) {
        return new errors/* ApiAbortError */.z4(`${operation}: aborted`, { operation, cause: reason });
    }
    async attempt(req, attempt, path, headers, body, timeoutMs, signal) {
        const controller = new AbortController();
        const timedOut = new Error('attempt timed out');
        const timer = setTimeout(() => controller.abort(timedOut), timeoutMs);
        const onAbort = () => controller.abort(signal?.reason);
        signal?.addEventListener('abort', onAbort, { once: true });
        let response;
        let stage = 'connect';
        const began = this.now();
        const tell = (end) => this.onAttempt?.({
            operation: req.operation,
            method: req.method,
            path: `${this.basePath}${req.path}`,
            attempt,
            ...end,
            ms: this.now() - began,
        });
        try {
            const res = await this.dispatcher.request({
                origin: this.baseUrl.origin,
                method: req.method,
                path,
                headers,
                body,
                signal: controller.signal,
            });
            stage = 'body';
            const responseHeaders = headerRecord(res.headers);
            response = { status: res.statusCode, headers: responseHeaders, text: await res.body.text() };
        }
        catch (err) {
            const code = errorCode(err);
            const detail = err instanceof Error ? err.message : String(err);
            const timeout = controller.signal.reason === timedOut;
            tell({ error: signal?.aborted ? 'aborted' : timeout ? 'timeout' : (code ?? detail) });
            if (signal?.aborted)
                throw this.abortError(req.operation, signal.reason);
            if (timeout) {
                return {
                    failure: {
                        error: new errors/* ApiTimeoutError */.CC(`${req.operation}: no answer within ${timeoutMs} ms`, {
                            operation: req.operation,
                            cause: err,
                        }),
                        retryable: true,
                        maybeActed: true,
                    },
                };
            }
            const notSent = stage === 'connect' && code !== undefined && NOT_SENT_CODES.has(code);
            return {
                failure: {
                    error: new errors/* ApiConnectionError */.bI(`${req.operation}: ${stage === 'body' ? 'the answer was cut off' : 'could not reach the service'} (${code ?? detail})`, { operation: req.operation, cause: err }),
                    retryable: true,
                    maybeActed: !notSent,
                },
            };
        }
        finally {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
        }
        tell({ status: response.status });
        return this.interpret(req, response);
    }
    interpret(req, res) {
        const contentType = res.headers['content-type'];
        if (req.redirect && res.status >= 300 && res.status < 400) {
            const location = res.headers['location'];
            if (!location) {
                throw new errors/* ApiResponseError */.uZ(`${req.operation}: redirect without a Location header`, {
                    operation: req.operation,
                    status: res.status,
                    contentType,
                });
            }
            const url = new URL(location, `${this.baseUrl.origin}${this.basePath}/`);
            return { value: { url: url.href } };
        }
        if (res.status >= 200 && res.status < 300) {
            if (req.redirect) {
                throw new errors/* ApiResponseError */.uZ(`${req.operation}: expected a redirect to a download URL, got HTTP ${res.status}`, {
                    operation: req.operation,
                    status: res.status,
                    contentType,
                });
            }
            if (res.status === 204)
                return { value: undefined };
            if (res.text === '')
                return this.checked(req, res, undefined);
            if (!isJsonType(contentType)) {
                return unreadable(req, new errors/* ApiResponseError */.uZ(`${req.operation}: expected a JSON answer, got ${contentType ? `"${contentType}"` : 'no content type'} (HTTP ${res.status})`, { operation: req.operation, status: res.status, contentType }));
            }
            let value;
            try {
                value = JSON.parse(res.text);
            }
            catch (err) {
                return unreadable(req, new errors/* ApiResponseError */.uZ(`${req.operation}: the service sent malformed JSON (HTTP ${res.status}, ${res.text.length} bytes)`, { operation: req.operation, status: res.status, contentType, cause: err }));
            }
            return this.checked(req, res, value);
        }
        return { failure: this.refusal(req, res) };
    }
    refusal(req, res) {
        const text = res.text.slice(0, MAX_ERROR_BODY);
        let parsed;
        if (text !== '') {
            try {
                const value = JSON.parse(text);
                if (value && typeof value === 'object' && !Array.isArray(value))
                    parsed = value;
            }
            catch {
                parsed = undefined;
            }
        }
        const error = new errors/* ApiError */.hD({
            status: res.status,
            operation: req.operation,
            method: req.method,
            path: req.path,
            body: parsed,
            rawBody: parsed ? undefined : text,
            headers: res.headers,
        });
        const verdict = (0,retry/* retryVerdictForStatus */.HK)(res.status, res.headers, error.retryable);
        const maybeActed = !(res.status === 408 || res.status === 429) &&
            res.headers['x-should-retry'] !== 'true' &&
            error.retryable !== true;
        return {
            error,
            retryable: verdict === 'retry',
            maybeActed: verdict === 'retry' && maybeActed,
            headers: res.headers,
        };
    }
    checked(req, res, value) {
        const mismatch = this.checkAnswers && !req.asIs ? checkAnswer(req.operation, value) : undefined;
        if (!mismatch)
            return { value };
        return unreadable(req, new errors/* ApiShapeError */.Kf({
            operation: req.operation,
            status: res.status,
            contentType: res.headers['content-type'],
            ...mismatch,
        }));
    }
}
function unreadable(req, error) {
    if (req.idempotent)
        throw error;
    return { failure: { error, retryable: false, maybeActed: true } };
}
function withOutcomeUnknown(error) {
    if (error.outcomeUnknown)
        return error;
    Object.defineProperty(error, 'outcomeUnknown', { value: true });
    error.message += ' (the service may have acted on it: look before trying again)';
    return error;
}
function lowerKeys(headers) {
    return Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
}
function positive(name, value, fallback) {
    if (value === undefined)
        return fallback;
    if (!Number.isFinite(value) || value <= 0)
        throw new errors/* InvalidArgumentError */.Di(name, `must be a positive number, got ${value}`);
    return value;
}
async function fetchSignedUrl(url, options = {}) {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname))) {
        throw new InvalidArgumentError('url', `refusing to download from a non-https URL (${parsed.protocol}//${parsed.host})`);
    }
    const signal = options.timeoutMs
        ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), ...(options.signal ? [options.signal] : [])])
        : options.signal;
    const dispatcher = dispatcherFor(parsed);
    try {
        return await download(parsed, dispatcher, signal, options.maxBytes ?? 64 * 1024 * 1024);
    }
    finally {
        await dispatcher.close();
    }
}
async function download(parsed, dispatcher, signal, limit) {
    let res;
    try {
        res = await dispatcher.request({
            origin: parsed.origin,
            path: `${parsed.pathname}${parsed.search}`,
            method: 'GET',
            headers: { 'user-agent': `cloud-agent-client/${VERSION}` },
            signal,
        });
    }
    catch (err) {
        throw new ApiConnectionError(`download from ${parsed.host} failed (${errorCode(err) ?? String(err)})`, {
            cause: err,
        });
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of res.body) {
        size += chunk.length;
        if (size > limit) {
            res.body.destroy();
            throw new ApiResponseError(`download from ${parsed.host} is larger than ${limit} bytes`, {
                status: res.statusCode,
            });
        }
        chunks.push(chunk);
    }
    const headers = headerRecord(res.headers);
    if (res.statusCode >= 400) {
        throw new ApiError({
            status: res.statusCode,
            operation: 'download',
            rawBody: Buffer.concat(chunks).toString('utf8').slice(0, 500),
            headers,
        });
    }
    return { status: res.statusCode, contentType: headers['content-type'], body: Buffer.concat(chunks) };
}


/***/ }),

/***/ 5356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ creditsOf)
/* harmony export */ });
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


/***/ }),

/***/ 5989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CU: () => (/* binding */ checkUrl),
/* harmony export */   D6: () => (/* binding */ checkEnvironmentFilter),
/* harmony export */   Pi: () => (/* binding */ checkCron),
/* harmony export */   Wr: () => (/* binding */ ENVIRONMENT_ID),
/* harmony export */   ZQ: () => (/* binding */ checkRunMetadata),
/* harmony export */   _u: () => (/* binding */ checkMetadataFilter),
/* harmony export */   aD: () => (/* binding */ expandPath),
/* harmony export */   ab: () => (/* binding */ checkLimit),
/* harmony export */   mp: () => (/* binding */ checkRequired),
/* harmony export */   z9: () => (/* binding */ checkEnvironmentId)
/* harmony export */ });
/* unused harmony exports EMPTY_ENVIRONMENT, MAX_METADATA_FILTERS */
/* harmony import */ var _cron_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6767);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6468);


const ENVIRONMENT_ID = /^[A-Za-z0-9]{22}$/;
const EMPTY_ENVIRONMENT = 'empty-environment';
const METADATA_KEY = /^[a-zA-Z0-9._-]{1,64}$/;
const MAX_METADATA_FILTERS = 5;
function checkEnvironmentId(field, value, operation) {
    if (value === undefined || value === null)
        return;
    if (typeof value !== 'string' || !ENVIRONMENT_ID.test(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(field, `"${String(value)}" is not an environment id: ids are exactly 22 letters and digits (find yours with GET /agent/environments)`, operation);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(field, `must be a whole number from ${min} to ${max}, got ${String(value)}`, operation);
    }
}
function checkMetadataFilter(value, operation) {
    if (value === undefined)
        return;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di('metadata', 'must be an object of key/value pairs', operation);
    }
    const count = Object.keys(value).length;
    if (count > MAX_METADATA_FILTERS) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di('metadata', `at most ${MAX_METADATA_FILTERS} key/value pairs may be filtered on, got ${count}`, operation);
    }
}
function checkRunMetadata(field, value, operation) {
    if (value === undefined)
        return;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(field, 'must be an object of string values', operation);
    }
    const entries = Object.entries(value);
    if (entries.length > 20)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(field, `at most 20 keys, got ${entries.length}`, operation);
    for (const [key, v] of entries) {
        if (!METADATA_KEY.test(key)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(`${field}.${key}`, 'keys are 1-64 characters of letters, digits, ".", "_", "-"', operation);
        }
        if (typeof v !== 'string')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(`${field}.${key}`, 'values must be strings', operation);
        if (Buffer.byteLength(v, 'utf8') > 256) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(`${field}.${key}`, 'values are at most 256 bytes', operation);
        }
        if (v.includes('\0'))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(`${field}.${key}`, 'values must not contain NUL', operation);
    }
}
function checkUrl(field, value, operation) {
    if (typeof value !== 'string' || value === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(field, 'is required', operation);
    if (value.length > 2048) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(field, `is at most 2048 characters, got ${value.length}`, operation);
    }
}
function checkCron(field, value, operation) {
    if (typeof value !== 'string')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(field, 'is required (a cron expression)', operation);
    try {
        (0,_cron_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCron */ .E$)(value);
    }
    catch (err) {
        if (err instanceof _cron_js__WEBPACK_IMPORTED_MODULE_0__/* .CronError */ .Rk) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(field, `"${value}" is not a valid cron expression: ${err.message}`, operation);
        }
        throw err;
    }
}
function checkRequired(field, value, operation) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(field, 'is required', operation);
    }
}
function expandPath(template, params, operation) {
    return template.replace(/\{([^}]+)\}/g, (_, name) => {
        const value = params[name];
        if (value === undefined || value === null || String(value).trim() === '') {
            const got = value === undefined ? 'undefined' : JSON.stringify(value);
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidArgumentError */ .Di(name, `is required (got ${got}); pass the id it names`, operation);
        }
        return encodeURIComponent(String(value));
    });
}


/***/ }),

/***/ 1737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kw: () => (/* binding */ refusalText),
/* harmony export */   Lw: () => (/* binding */ Refused),
/* harmony export */   fc: () => (/* binding */ ignoredBecause),
/* harmony export */   kO: () => (/* binding */ admitEvent),
/* harmony export */   w2: () => (/* binding */ isBot),
/* harmony export */   zj: () => (/* binding */ answerRefused)
/* harmony export */ });
/* harmony import */ var _render_marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1376);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8422);


function isBot(login, type) {
    return type === 'Bot' || /\[bot\]$/i.test(login);
}
function refusalText(login, thanksFor, rules) {
    return `@${login} thanks for ${thanksFor}, but only collaborators with ${rules.allowedPermissions.join(', ')} permission can start the cloud agent on this repository.`;
}
const GATED_EVENTS = new Set(['issues', 'pull_request', 'pull_request_target', 'workflow_run']);
class Refused extends Error {
    access;
    constructor(access) {
        super(access.reason);
        this.access = access;
    }
}
function admitEvent(step, rules) {
    const { trigger, repository } = step;
    if (!GATED_EVENTS.has(trigger.event) || rules.allowUntrustedAuthors)
        return Promise.resolve();
    const author = trigger.author;
    if (!author) {
        return Promise.reject(new Refused({
            allowed: false,
            reason: `the ${trigger.event} event names no author to check`,
            quiet: true,
        }));
    }
    if (!repository) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('github-token', `is required on ${trigger.event} events, to check the permission of @${author} whose text would start the work (or set allow-untrusted-authors: true to let anyone's text start it)`);
    }
    return repository.access({ login: author, type: trigger.authorType }, rules).then((access) => {
        if (!access.allowed)
            throw new Refused(access);
        step.host.log.info(`the ${trigger.event} event is by @${author}, who has ${access.permission} permission: starting`);
    });
}
async function answerRefused(step, rules, access) {
    const { trigger, repository, host } = step;
    if (access.quiet) {
        host.log.info(`not starting anything: ${access.reason}`);
        return;
    }
    host.log.warning(`not starting anything: ${access.reason}`);
    if (!rules.replyToRefused || !repository || trigger.number === undefined || !trigger.author)
        return;
    const what = trigger.isPullRequest ? 'pull request' : 'issue';
    const body = refusalText(trigger.author, `opening this ${what}`, rules);
    try {
        if ((await repository.commentBodies(trigger.number)).includes(body)) {
            host.log.info('the thread already has this answer');
            return;
        }
        await repository.reply(trigger.number, body);
    }
    catch (err) {
        host.log.warning(`could not answer on the thread (${err.message})`);
    }
}
function ignoredBecause(step, comment, rules) {
    const { trigger } = step;
    const created = trigger.event === 'pull_request_review' ? trigger.action === 'submitted' : trigger.action === 'created';
    if (!created)
        return `the comment was ${trigger.action ?? 'changed'}; only new comments start work`;
    if ((0,_render_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .hasMarker */ .xY)(comment.body, step.markerKey))
        return "the comment is the action's own";
    if (isBot(comment.author, comment.authorType) &&
        !rules.allowedBots.includes(comment.author.toLowerCase())) {
        return `@${comment.author} is a bot that is not in allowed-bots`;
    }
    return undefined;
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
                        ...(uid ? { uid } : {}),
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

/***/ 1519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Su: () => (/* binding */ cancelRun),
/* harmony export */   wW: () => (/* binding */ describeCancel)
/* harmony export */ });
/* unused harmony exports seenStopped, STOP_FROM_SESSION */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);

function seenStopped(run) {
    return run !== undefined && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hasStopped */ .Ex)(run.state);
}
const CONFIRM_INTERVAL_MS = 500;
async function cancelRun(client, runId, log, withinMs = 5000) {
    const deadline = Date.now() + withinMs;
    let sent;
    try {
        await client.runs.cancel(runId, { deadlineMs: withinMs, maxRetries: 20 });
        sent = 'accepted';
    }
    catch (err) {
        if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && err.status === 400)
            sent = 'ended';
        else if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && err.status === 409) {
            log(`run ${runId} is still being prepared and could not be cancelled in time: ${err.message}`);
            sent = 'pending';
        }
        else if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && err.status === 422) {
            log(`run ${runId} cannot be cancelled through the API (${err.message})`);
            sent = 'not-supported';
        }
        else {
            log(`could not cancel run ${runId}: ${err.message}`);
            sent = 'failed';
        }
    }
    let run;
    for (;;) {
        try {
            run = await client.runs.get(runId, {
                deadlineMs: Math.max(1000, deadline - Date.now()),
                maxRetries: 1,
            });
        }
        catch (err) {
            log(`could not read run ${runId} after cancelling it: ${err.message}`);
        }
        if (seenStopped(run) || sent !== 'accepted' || Date.now() + CONFIRM_INTERVAL_MS >= deadline)
            break;
        await (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .sleepFor */ .dt)(CONFIRM_INTERVAL_MS);
    }
    if (seenStopped(run)) {
        if (run.state === 'CANCELLED') {
            log(`cancelled run ${runId}`);
            return { outcome: 'cancelled', run, settled: true };
        }
        log(`run ${runId} had already ended (${run.state}); nothing to cancel`);
        return { outcome: 'already-ended', run, settled: true };
    }
    if (sent === 'ended') {
        log(`run ${runId} had already ended; nothing to cancel`);
        return { outcome: 'already-ended', run, settled: true };
    }
    const outcome = sent === 'accepted'
        ? 'not-confirmed'
        : sent === 'pending'
            ? 'still-pending'
            : sent === 'not-supported'
                ? 'not-supported'
                : 'failed';
    if (outcome === 'not-confirmed')
        log(`asked to cancel run ${runId}, but it was not seen to stop (${run?.state ?? 'state unknown'})`);
    return { outcome, run, settled: outcome === 'not-supported' };
}
function describeCancel(outcome, runId, next = STOP_FROM_SESSION) {
    switch (outcome) {
        case 'cancelled':
            return `The run \`${runId}\` was cancelled.`;
        case 'already-ended':
            return `The run \`${runId}\` had already ended.`;
        case 'not-confirmed':
            return `The run \`${runId}\` was asked to cancel but was not seen to stop; ${next}`;
        case 'still-pending':
            return `The run \`${runId}\` was still being prepared and could not be cancelled in time; ${next}`;
        case 'not-supported':
            return `The service cannot cancel this kind of run (\`${runId}\`); ${STOP_FROM_SESSION}`;
        case 'failed':
            return `Cancelling the run \`${runId}\` failed; ${next}`;
    }
}
const STOP_FROM_SESSION = 'stop it from the session.';


/***/ }),

/***/ 4227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ reportOriginOf),
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Zf: () => (/* binding */ bareTrigger)
/* harmony export */ });
function workflowRunUrl(env) {
    return `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
}
function reportOriginOf(from) {
    const { trigger, env } = from;
    const workflowRun = workflowRunUrl(env);
    if (trigger.comment) {
        return {
            kind: 'comment',
            ...(trigger.number !== undefined ? { number: trigger.number } : {}),
            author: trigger.comment.author,
            comment: trigger.comment.url,
            workflowRun,
        };
    }
    if (trigger.number === undefined)
        return { kind: 'event', event: env.eventName, workflowRun };
    return { kind: trigger.isPullRequest ? 'pull_request' : 'issue', number: trigger.number, workflowRun };
}
function bareTrigger(event, repo, from = { action: undefined, actor: undefined }) {
    return {
        event,
        action: from.action,
        repo,
        number: undefined,
        isPullRequest: false,
        title: undefined,
        body: undefined,
        url: undefined,
        author: undefined,
        labels: [],
        pullRequest: undefined,
        comment: undefined,
        actor: from.actor,
        createdAt: undefined,
    };
}


/***/ }),

/***/ 9834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ deriveMarkerKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

function deriveMarkerKey(apiKey) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createSecretKey)((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', apiKey.trim()).update('cloud-agent-action marker v2').digest());
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
/* harmony export */   yP: () => (/* binding */ planFirstOrigin),
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
    budget: 'gh_max_credits',
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
function planFirstOrigin(env, trigger, inputs) {
    const own = originOf(env, trigger, inputs);
    if (trigger.number === undefined)
        return own;
    const { key } = conversationOrigin(env, trigger, inputs);
    return { ...own, key, metadata: { ...own.metadata, [META.conversation]: key } };
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
    if (inputs.maxCredits !== undefined)
        metadata[META.budget] = String(inputs.maxCredits);
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

/***/ 3544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ OutcomeError)
/* harmony export */ });
class OutcomeError extends Error {
    outcome;
    constructor(message, outcome) {
        super(message);
        this.outcome = outcome;
    }
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

/***/ 6663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pO: () => (/* binding */ Redactor),
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

/***/ 3475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ mcpServerProblem),
/* harmony export */   KP: () => (/* binding */ environmentIdProblem),
/* harmony export */   Xz: () => (/* binding */ skillProblem),
/* harmony export */   vB: () => (/* binding */ repositoryPathProblem),
/* harmony export */   zJ: () => (/* binding */ NAMED_CONFIG)
/* harmony export */ });
/* unused harmony exports SKILL_SPEC, MCP_SERVER_KINDS */
/* harmony import */ var _client_validate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5989);


const OWNER = '[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}';
const REPO = '[A-Za-z0-9._-]{1,100}';
const SEGMENT = '(?!\\.\\.?/)[A-Za-z0-9._-]+';
const SKILL_SPEC = new RegExp(`^${OWNER}/${REPO}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:${SEGMENT}/)*SKILL\\.md)$`);
function skillProblem(value) {
    if (SKILL_SPEC.test(value))
        return undefined;
    return `"${value}" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md, e.g. acme/skills:code-review`;
}
function environmentIdProblem(value) {
    if (typeof value === 'string' && _client_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .ENVIRONMENT_ID */ .Wr.test(value))
        return undefined;
    const why = typeof value === 'string' && value.length !== 22
        ? `has ${value.length} characters`
        : 'is not an environment id';
    return `"${String(value)}" ${why}: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`;
}
const MCP_SERVER_KINDS = ['warp_id', 'command', 'url'];
const KINDS = `${MCP_SERVER_KINDS.slice(0, -1).join(', ')} or ${MCP_SERVER_KINDS.at(-1)}`;
function mcpServerProblem(config) {
    if (config === null || typeof config !== 'object' || Array.isArray(config)) {
        return 'must be an object such as {"warp_id": "..."} or {"url": "..."}';
    }
    const kinds = MCP_SERVER_KINDS.filter((kind) => Object.hasOwn(config, kind));
    return kinds.length === 1 ? undefined : `needs exactly one of ${KINDS}`;
}
function repositoryPathProblem(path) {
    if (!/^[\\/]|^[A-Za-z]:/.test(path) && !path.split(/[\\/]/).includes('..'))
        return undefined;
    return `"${path}" must be a path inside the repository, from its root`;
}
const NAMED_CONFIG = {
    skill: 'skill_spec',
    'environment-id': 'environment_id',
    'model-id': 'model_id',
    'base-prompt': 'base_prompt',
    'mcp-servers': 'mcp_servers',
};


/***/ }),

/***/ 338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cq: () => (/* binding */ readFactoryTask),
/* harmony export */   NK: () => (/* binding */ factoryTaskOf),
/* harmony export */   Z4: () => (/* binding */ requestedModelOf),
/* harmony export */   cl: () => (/* binding */ factoryStarter),
/* harmony export */   ds: () => (/* binding */ runStarter)
/* harmony export */ });
/* unused harmony exports agentConfig, ticketOf, DispatchError, explainDispatchError */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
/* harmony import */ var _render_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1509);
/* harmony import */ var _origin_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3544);




function factoryTaskOf(starter, runId) {
    const task = starter.factoryTask;
    return task ? { factoryTask: () => task(runId) } : {};
}
function requestedModelOf(starter) {
    return starter.model ? { requestedModel: starter.model } : {};
}
function modelIn(config) {
    const model = config?.model_id;
    return typeof model === 'string' && model.trim() ? model : undefined;
}
function agentConfig(run) {
    const config = { ...(run.agentConfig ?? {}) };
    if (run.environmentId)
        config.environment_id = run.environmentId;
    if (run.modelId)
        config.model_id = run.modelId;
    if (run.basePrompt)
        config.base_prompt = run.basePrompt;
    if (run.mcpServers) {
        config.mcp_servers = {
            ...(config.mcp_servers ?? {}),
            ...run.mcpServers,
        };
    }
    return Object.keys(config).length ? config : undefined;
}
const oldestFirst = (a, b) => a.created_at.localeCompare(b.created_at) || a.run_id.localeCompare(b.run_id);
async function listActiveBy(client, metadata, signal, warn) {
    const state = [..._client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .GOING_STATES */ .uo];
    try {
        const page = await client.runs.listPage({ metadata, state, sort_by: 'created_at', sort_order: 'asc', limit: 20 }, { signal });
        if (page.unmatched === 0)
            return page.runs.sort(oldestFirst);
    }
    catch (err) {
        if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && err.errorCode === 'feature_not_available')
            return [];
        throw err;
    }
    warn?.('the service answered runs that do not carry the metadata asked for: scanning the newest runs instead');
    const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    const active = [];
    let pages = 0;
    for await (const page of client.runs
        .list({ sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since }, { signal })
        .pages()) {
        active.push(...page.runs.filter((run) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runMatches */ .hx)({ metadata, state }, run)));
        if (++pages >= _origin_js__WEBPACK_IMPORTED_MODULE_1__/* .LOOKUP_SCAN_PAGES */ .Cd)
            break;
    }
    return active.sort(oldestFirst);
}
function runStarter(step, run, origin) {
    const { client } = step;
    const warn = (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .warnOnce */ .mc)((line) => step.host.log.warning(line));
    const findLatest = (signal, createdAfter) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, origin.lookup, { signal, warn, ...(createdAfter ? { createdAfter } : {}) });
    const findMade = (createdAfter, signal, mustKnow = false) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, origin.own, { signal, createdAfter, warn, mustKnow });
    const model = modelIn(agentConfig(run));
    return {
        lookup: origin.lookup,
        own: origin.own,
        ...(model ? { model } : {}),
        findLatest,
        findMade,
        listActive: (signal) => listActiveBy(client, origin.lookup, signal, warn),
        planning: true,
        create: async (work, signal, since) => {
            const config = agentConfig(run);
            const body = {
                prompt: work.prompt,
                metadata: origin.metadata,
                ...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(work.title, 200) } : {}),
                ...(config ? { config } : {}),
                ...(run.skill ? { skill: run.skill } : {}),
                ...(run.agentIdentity ? { agent_identity_uid: run.agentIdentity } : {}),
                ...(work.mode ? { mode: work.mode } : {}),
            };
            const created = await client.runs.create(body, {
                signal,
                recover: async () => {
                    const found = await findMade(since, undefined, true);
                    return found ? { run_id: found.run_id, task_id: found.run_id, state: found.state } : undefined;
                },
            });
            return { runId: created.run_id, state: created.state };
        },
    };
}
function ticketOf(ref) {
    const at = ref.indexOf(':');
    return { source: ref.slice(0, at), id: ref.slice(at + 1) };
}
function factoryStarter(step, factory, ticketRef, ticketUrl) {
    const { client, host } = step;
    const log = host.log;
    const warn = (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .warnOnce */ .mc)((line) => log.warning(line));
    const ticket = ticketOf(ticketRef);
    const metadata = { ticket_source: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(ticket.source, 256), ticket_id: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(ticket.id, 256) };
    const findLatest = async (signal, createdAfter, mustKnow = false) => {
        const run = await (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, metadata, {
            signal,
            warn,
            mustKnow,
            ...(createdAfter ? { createdAfter } : {}),
        });
        return run && (run.factory_uid === undefined || run.factory_uid === factory) ? run : undefined;
    };
    const findMade = (createdAfter, signal, mustKnow = false) => findLatest(signal, createdAfter, mustKnow);
    return {
        factory,
        lookup: metadata,
        own: metadata,
        findLatest,
        findMade,
        listActive: (signal) => listActiveBy(client, metadata, signal, warn),
        planning: false,
        create: async (work, signal, since) => {
            try {
                const created = await client.factories.dispatch(factory, {
                    prompt: work.prompt,
                    ticket_ref: ticketRef,
                    ...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(work.title, 200) } : {}),
                    ...(ticketUrl ? { ticket_url: ticketUrl } : {}),
                }, {
                    signal,
                    recover: async () => {
                        const found = await findMade(since, undefined, true);
                        return found
                            ? {
                                run_id: found.run_id,
                                state: found.state,
                                factory_uid: factory,
                                foreman_agent: '',
                                ticket_ref: ticketRef,
                            }
                            : undefined;
                    },
                });
                log.info(`dispatched to factory ${factory} (foreman ${created.foreman_agent || 'unknown'}), ticket ${created.ticket_ref ?? ticketRef}`);
                return { runId: created.run_id, state: created.state };
            }
            catch (err) {
                throw explainDispatchError(err, factory);
            }
        },
        factoryTask: (runId) => readFactoryTask(client, factory, runId, log),
    };
}
async function readFactoryTask(client, factory, runId, log) {
    try {
        const task = await client.factories.taskByRun(factory, runId, { maxRetries: 1 });
        return { uid: task.uid, stage: task.stage, factory };
    }
    catch (err) {
        if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && err.status === 404)
            return undefined;
        log.warning(`could not read the factory task of run ${runId}: ${err.message}`);
        return undefined;
    }
}
class DispatchError extends _outcome_js__WEBPACK_IMPORTED_MODULE_2__/* .OutcomeError */ .R {
    constructor(message) {
        super(message, 'service');
    }
}
function explainDispatchError(err, factory) {
    if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
        return err;
    const cause = err.detail ?? err.title ?? err.message;
    switch (err.status) {
        case 409:
            return new DispatchError(`factory "${factory}" has no foreman agent, so it cannot take work: set up a foreman agent for the factory (an agent identity of type FOREMAN), then run again (${cause})`);
        case 404:
            return new DispatchError(`factory "${factory}" was not found, or this API key cannot reach it: check the factory input (its public UID) and the key's team (${cause})`);
        case 403:
            return new DispatchError(`this API key may not dispatch to factory "${factory}": give the key's team access to the factory (${cause})`);
        case 400:
            return new DispatchError(`factory "${factory}" refused the work as invalid: ${cause}`);
        default:
            return err;
    }
}


/***/ }),

/***/ 5015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P6: () => (/* binding */ readRunEnvironment),
/* harmony export */   j_: () => (/* binding */ readEvent)
/* harmony export */ });
/* unused harmony exports EventError, readPayload, readTrigger */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _flow_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4227);


class EventError extends Error {
}
function readRunEnvironment(vars, payload = {}) {
    const repository = vars.GITHUB_REPOSITORY ?? '';
    if (!/^[^/\s]+\/[^/\s]+$/.test(repository)) {
        throw new EventError(`GITHUB_REPOSITORY is "${repository}", not owner/repo: run this action inside a GitHub Actions job`);
    }
    return {
        eventName: vars.GITHUB_EVENT_NAME ?? '',
        repository,
        workspace: vars.GITHUB_WORKSPACE || process.cwd(),
        ref: filled(payload.ref) ?? filled(vars.GITHUB_REF),
        defaultBranch: filled(obj(payload.repository)?.default_branch),
        workflowRunId: vars.GITHUB_RUN_ID ?? '0',
        runAttempt: vars.GITHUB_RUN_ATTEMPT ?? '1',
        job: vars.GITHUB_JOB ?? '',
        step: vars.GITHUB_ACTION ?? '',
        workflow: vars.GITHUB_WORKFLOW ?? '',
        workflowRef: vars.GITHUB_WORKFLOW_REF ?? '',
        serverUrl: (vars.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/$/, ''),
        apiUrl: (vars.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/$/, ''),
        sha: vars.GITHUB_SHA,
    };
}
function readEvent(vars) {
    const payload = readPayload(vars.GITHUB_EVENT_PATH);
    const env = readRunEnvironment(vars, payload);
    return { env, trigger: readTrigger(env, payload) };
}
const obj = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
const text = (value) => (typeof value === 'string' ? value : undefined);
const filled = (value) => typeof value === 'string' && value !== '' ? value : undefined;
function need(value, event, field) {
    if (value === undefined || value === null) {
        throw new EventError(`the ${event} event payload has no ${field}; is the workflow's "on:" right for this action?`);
    }
    return value;
}
function readPayload(path) {
    if (!path)
        return {};
    let content;
    try {
        content = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch (err) {
        throw new EventError(`cannot read the event payload at GITHUB_EVENT_PATH (${err.code ?? String(err)})`);
    }
    try {
        return obj(JSON.parse(content)) ?? {};
    }
    catch {
        throw new EventError('the event payload at GITHUB_EVENT_PATH is not valid JSON');
    }
}
function login(user) {
    return text(obj(user)?.login);
}
function fromIssue(base, issue) {
    const number = issue.number;
    if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) {
        throw new EventError(`the ${base.event} event payload has no valid issue number`);
    }
    base.number = number;
    base.title = text(issue.title) ?? '';
    base.body = text(issue.body) ?? '';
    base.url = text(issue.html_url);
    base.createdAt = text(issue.created_at);
    base.author = login(issue.user);
    base.authorType = text(obj(issue.user)?.type);
    base.labels = Array.isArray(issue.labels)
        ? issue.labels.map((l) => text(obj(l)?.name)).filter((l) => l !== undefined)
        : [];
    base.isPullRequest = obj(issue.pull_request) !== undefined;
}
function fromPull(base, pr, repository) {
    const event = base.event;
    fromIssue(base, pr);
    base.isPullRequest = true;
    const head = need(obj(pr.head), event, 'pull_request.head');
    const baseRef = need(obj(pr.base), event, 'pull_request.base');
    const headRepo = text(obj(head.repo)?.full_name);
    base.pullRequest = {
        baseRef: text(baseRef.ref) ?? '',
        headRef: text(head.ref) ?? '',
        headSha: need(text(head.sha), event, 'pull_request.head.sha'),
        headRepo,
        fork: headRepo !== undefined && headRepo.toLowerCase() !== repository.toLowerCase(),
    };
}
function commentOf(event, comment, kind) {
    const id = comment.id;
    if (typeof id !== 'number')
        throw new EventError(`the ${event} event payload has no comment id`);
    const user = obj(comment.user);
    return {
        id,
        body: text(comment.body) ?? '',
        author: text(user?.login) ?? '',
        authorType: text(user?.type) ?? 'User',
        url: text(comment.html_url) ?? '',
        path: text(comment.path),
        line: typeof comment.line === 'number'
            ? comment.line
            : typeof comment.original_line === 'number'
                ? comment.original_line
                : undefined,
        diffHunk: text(comment.diff_hunk),
        kind,
    };
}
function readTrigger(env, payload) {
    const [owner, repo] = env.repository.split('/');
    const event = env.eventName;
    const base = (0,_flow_context_js__WEBPACK_IMPORTED_MODULE_1__/* .bareTrigger */ .Zf)(event, { owner, repo }, { action: text(payload.action), actor: login(payload.sender) });
    const pull = () => fromPull(base, need(obj(payload.pull_request), event, 'pull_request'), env.repository);
    switch (event) {
        case 'issues':
            fromIssue(base, need(obj(payload.issue), event, 'issue'));
            break;
        case 'pull_request':
        case 'pull_request_target':
            pull();
            break;
        case 'issue_comment':
            fromIssue(base, need(obj(payload.issue), event, 'issue'));
            base.comment = commentOf(event, need(obj(payload.comment), event, 'comment'), 'issue_comment');
            break;
        case 'pull_request_review_comment':
            pull();
            base.comment = commentOf(event, need(obj(payload.comment), event, 'comment'), 'review_comment');
            break;
        case 'pull_request_review':
            pull();
            base.comment = commentOf(event, need(obj(payload.review), event, 'review'), 'review');
            break;
        case 'workflow_run': {
            const run = need(obj(payload.workflow_run), event, 'workflow_run');
            const by = obj(run.triggering_actor) ?? obj(run.actor);
            base.author = login(by);
            base.authorType = text(by?.type);
            break;
        }
        default:
            break;
    }
    return base;
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qi: () => (/* binding */ createOctokit),
/* harmony export */   Zb: () => (/* binding */ githubBounds),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   gT: () => (/* binding */ selfLogin)
/* harmony export */ });
/* unused harmony exports GITHUB_BOUNDS, MAX_RATE_LIMIT_WAIT_S, GITHUB_TIMEOUT_ENV, redactRequest, GitHubTimeoutError, fetchThrough, GITHUB_ACTIONS_BOT */
/* harmony import */ var _host_action_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4770);
/* harmony import */ var _octokit_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4730);
/* harmony import */ var _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3779);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6856);
/* harmony import */ var _client_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7839);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6752);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(311);








const GITHUB_BOUNDS = { attemptMs: 20_000, retries: 2, backoffMs: 1000, callMs: 60_000 };
const MAX_RATE_LIMIT_WAIT_S = 60;
const GITHUB_TIMEOUT_ENV = 'CLOUD_AGENT_GITHUB_TIMEOUT_SECONDS';
function githubBounds(env) {
    const text = env[GITHUB_TIMEOUT_ENV]?.trim();
    if (!text)
        return GITHUB_BOUNDS;
    const seconds = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || !(seconds > 0) || seconds > 600) {
        throw new Error(`${GITHUB_TIMEOUT_ENV} must be a number of seconds above 0 and at most 600 (the timeout of one GitHub request), got "${text}"`);
    }
    const attemptMs = Math.round(seconds * 1000);
    return { ...GITHUB_BOUNDS, attemptMs, callMs: attemptMs * (GITHUB_BOUNDS.retries + 1) };
}
function onLimit(kind) {
    return (retryAfter, options, _octokit, retryCount) => {
        const wait = retryCount < 2 && retryAfter <= MAX_RATE_LIMIT_WAIT_S;
        const why = retryCount < 2
            ? `GitHub asks to wait ${retryAfter}s, more than ${MAX_RATE_LIMIT_WAIT_S}s`
            : 'twice already';
        _host_action_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.warning(`GitHub ${kind} on ${options.method} ${options.url}; ${wait ? `retrying in ${retryAfter}s` : `giving up (${why})`}`);
        return wait;
    };
}
const TEXT_FIELDS = ['body', 'title', 'name', 'summary', 'text'];
const OUTPUT_FIELDS = ['title', 'summary', 'text'];
function redactRequest(options) {
    for (const field of TEXT_FIELDS) {
        const value = options[field];
        if (typeof value === 'string')
            options[field] = _host_action_js__WEBPACK_IMPORTED_MODULE_0__/* .redactor */ .$p.redact(value);
    }
    const output = options.output;
    if (output && typeof output === 'object' && !Array.isArray(output)) {
        const redacted = { ...output };
        for (const field of OUTPUT_FIELDS) {
            const value = redacted[field];
            if (typeof value === 'string')
                redacted[field] = _host_action_js__WEBPACK_IMPORTED_MODULE_0__/* .redactor */ .$p.redact(value);
        }
        options.output = redacted;
    }
}
class GitHubTimeoutError extends Error {
    name = 'GitHubTimeoutError';
    status = 408;
    request;
    constructor(message, options) {
        super(message);
        this.request = { method: options.method, url: options.url, request: { ...options.request } };
    }
}
function setSignal(options, signal) {
    options.request = { ...options.request, signal };
    return options;
}
const callSignals = new WeakMap();
function boundAttempts(bounds) {
    return (octokit) => {
        octokit.hook.wrap('request', async (request, options) => {
            if (!callSignals.has(options))
                callSignals.set(options, options.request?.signal ?? undefined);
            const call = callSignals.get(options);
            if (call?.aborted)
                throw call.reason;
            const attempt = AbortSignal.timeout(bounds.attemptMs);
            try {
                return await request(setSignal(options, call ? AbortSignal.any([call, attempt]) : attempt));
            }
            catch (err) {
                if (!attempt.aborted || call?.aborted)
                    throw err;
                throw new GitHubTimeoutError(`GitHub did not answer ${options.method} ${options.url} within ${bounds.attemptMs / 1000}s`, options);
            }
        });
    };
}
function boundCalls(bounds) {
    return (octokit) => {
        octokit.hook.wrap('request', async (request, options) => {
            const given = options.request?.signal ?? undefined;
            if (given?.aborted)
                throw given.reason;
            const budget = new AbortController();
            const signal = given ? AbortSignal.any([given, budget.signal]) : budget.signal;
            let timer;
            let onAbort;
            const cut = new Promise((_, reject) => {
                onAbort = () => reject(signal.reason);
                signal.addEventListener('abort', onAbort, { once: true });
                timer = setTimeout(() => budget.abort(new GitHubTimeoutError(`GitHub did not answer ${options.method} ${options.url} within ${bounds.callMs / 1000}s (${bounds.retries + 1} attempts at most)`, options)), bounds.callMs);
            });
            try {
                return await Promise.race([request(setSignal(options, signal)), cut]);
            }
            finally {
                clearTimeout(timer);
                signal.removeEventListener('abort', onAbort);
            }
        });
    };
}
function fetchThrough(dispatcher) {
    return ((input, init = {}) => (0,undici__WEBPACK_IMPORTED_MODULE_2__/* .fetch */ .hd)(input, { ...init, dispatcher }));
}
const GITHUB_CONNECTIONS = { connections: 8, keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 };
function createOctokit(token, baseUrl, bounds = GITHUB_BOUNDS) {
    const GitHub = _octokit_core__WEBPACK_IMPORTED_MODULE_3__/* .Octokit */ .E.plugin(_octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_4__/* .paginateRest */ .ud, boundAttempts(bounds), _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_5__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_6__/* .throttling */ .A, boundCalls(bounds));
    const octokit = new GitHub({
        auth: token,
        baseUrl,
        userAgent: `cloud-agent-action/${_version_js__WEBPACK_IMPORTED_MODULE_7__/* .VERSION */ .x}`,
        request: { fetch: fetchThrough((0,_client_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .dispatcherFor */ .tR)(new URL(baseUrl), GITHUB_CONNECTIONS)) },
        retry: {
            doNotRetry: [400, 401, 403, 404, 410, 422, 451],
            retries: bounds.retries,
            retryAfterBaseValue: bounds.backoffMs,
        },
        throttle: { onRateLimit: onLimit('rate limit'), onSecondaryRateLimit: onLimit('secondary rate limit') },
    });
    octokit.hook.before('request', (options) => redactRequest(options));
    return octokit;
}
function statusOf(err) {
    const status = err?.status;
    return typeof status === 'number' ? status : undefined;
}
const GITHUB_ACTIONS_BOT = 'github-actions[bot]';
async function selfLogin(octokit) {
    try {
        const { data } = await octokit.request('GET /user');
        return data.login;
    }
    catch (err) {
        const status = statusOf(err);
        if (status === 403 || status === 404)
            return GITHUB_ACTIONS_BOT;
        throw err;
    }
}


/***/ }),

/***/ 1856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s: () => (/* binding */ GitHubRepository)
});

// EXTERNAL MODULE: ./src/flow/admission.ts
var admission = __webpack_require__(1737);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/github/access.ts


class LookupFailedError extends Error {
}
function whyFailed(err) {
    const e = err;
    const message = typeof e?.message === 'string' ? e.message : String(err);
    const names = [e?.name, e?.cause?.name];
    if (names.includes('AbortError') || names.includes('TimeoutError') || /timed? ?out|timeout/i.test(message))
        return 'timed out';
    const status = (0,github_octokit/* statusOf */.c2)(err);
    if (status !== undefined && e?.response !== undefined)
        return `HTTP ${status}`;
    return message;
}
async function authorAccess(octokit, repo, author, rules) {
    const { login } = author;
    if ((0,admission/* isBot */.w2)(login, author.type)) {
        return rules.allowedBots.includes(login.toLowerCase())
            ? { allowed: true, permission: 'allowed-bots' }
            : { allowed: false, reason: `@${login} is a bot that is not in allowed-bots`, quiet: true };
    }
    const failed = (why) => new LookupFailedError(`could not look up the permission of @${login} on ${repo.owner}/${repo.repo} (${why}): refusing to start; re-run the job`);
    let data;
    try {
        ({ data } = await octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
            ...repo,
            username: login,
        }));
    }
    catch (err) {
        if ((0,github_octokit/* statusOf */.c2)(err) === 404)
            return {
                allowed: false,
                reason: `@${login} is not a collaborator of ${repo.owner}/${repo.repo}`,
                quiet: false,
            };
        throw failed(whyFailed(err));
    }
    const answer = (data ?? {});
    const role = [answer.role_name, answer.permission].find((r) => typeof r === 'string' && r !== '');
    if (role === undefined)
        throw failed('the answer names no permission');
    const permission = role.toLowerCase();
    if (rules.allowedPermissions.includes(permission))
        return { allowed: true, permission };
    return {
        allowed: false,
        reason: `@${login} has ${permission} permission; ${rules.allowedPermissions.join(', ')} is needed`,
        quiet: false,
    };
}

// EXTERNAL MODULE: ./src/host/action.ts + 1 modules
var action = __webpack_require__(4770);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
;// CONCATENATED MODULE: ./src/github/checks.ts



const CHECK_SUMMARY_LIMIT = 65_535;
class CheckRun {
    id;
    url;
    octokit;
    repo;
    constructor(octokit, repo, id, url) {
        this.octokit = octokit;
        this.repo = repo;
        this.id = id;
        this.url = url;
    }
    static async start(octokit, repo, name, headSha, detailsUrl) {
        try {
            const { data } = await octokit.request('POST /repos/{owner}/{repo}/check-runs', {
                ...repo,
                name,
                head_sha: headSha,
                status: 'in_progress',
                started_at: new Date().toISOString(),
                details_url: detailsUrl,
                output: {
                    title: 'Judging the runs',
                    summary: 'The scorers are judging the runs of this pull request.',
                },
            });
            return new CheckRun(octokit, repo, Number(data.id), data.html_url ?? '');
        }
        catch (err) {
            const status = (0,github_octokit/* statusOf */.c2)(err);
            if (status === 403 || status === 404) {
                action/* log */.Rm.warning(`cannot create a check run with this token (${status}: a fork's pull request gets a read-only token); the gate's result is in the job summary and this step's result. To get a real check, run the gate from a workflow_run workflow (see the README).`);
                return undefined;
            }
            throw err;
        }
    }
    async complete(conclusion, title, summary) {
        await this.octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
            ...this.repo,
            check_run_id: this.id,
            status: 'completed',
            conclusion,
            completed_at: new Date().toISOString(),
            output: { title: (0,format/* clip */.$Q)(title, 1000), summary: (0,format/* clip */.$Q)(summary, CHECK_SUMMARY_LIMIT) },
        });
    }
}

;// CONCATENATED MODULE: ./src/github/comments.ts

async function listOwnMarkedComments(octokit, repo, number, self, readMarker, signal) {
    const found = [];
    const iterator = octokit.paginate.iterator('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...repo,
        issue_number: number,
        per_page: 100,
        ...(signal ? { request: { signal } } : {}),
    });
    for await (const page of iterator) {
        for (const comment of page.data) {
            const author = comment.user?.login ?? '';
            if (author.toLowerCase() !== self.toLowerCase())
                continue;
            const state = readMarker(comment.body);
            if (state)
                found.push({
                    id: Number(comment.id),
                    url: comment.html_url,
                    body: comment.body ?? '',
                    state,
                    author,
                });
        }
    }
    return found;
}
class TrackingComment {
    id;
    url;
    lastBody;
    createTried = false;
    octokit;
    repo;
    number;
    self;
    readMarker;
    matches;
    constructor(octokit, repo, number, self, readMarker, matches) {
        this.octokit = octokit;
        this.repo = repo;
        this.number = number;
        this.self = self;
        this.readMarker = readMarker;
        this.matches = matches;
    }
    async find(signal) {
        const mine = (await listOwnMarkedComments(this.octokit, this.repo, this.number, this.self, this.readMarker, signal)).filter((c) => this.matches(c.state));
        const last = mine.at(-1);
        if (last) {
            this.id = last.id;
            this.url = last.url;
            this.lastBody = last.body;
        }
        return last;
    }
    adopt(comment) {
        this.id = comment.id;
        this.url = comment.url;
        this.lastBody = comment.body;
    }
    async write(body, signal) {
        if (body === this.lastBody)
            return;
        const request = signal ? { signal } : {};
        if (this.id === undefined && this.createTried)
            await this.find(signal);
        if (this.id === undefined) {
            await this.create(body, request);
        }
        else {
            await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                ...this.repo,
                comment_id: this.id,
                body,
                request,
            });
        }
        this.lastBody = body;
    }
    async keepOldest(request) {
        const mine = (await listOwnMarkedComments(this.octokit, this.repo, this.number, this.self, this.readMarker, request.signal)).filter((c) => this.matches(c.state));
        const oldest = mine[0];
        if (!oldest || oldest.id === this.id || this.id === undefined)
            return;
        await this.octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
            ...this.repo,
            comment_id: this.id,
            request,
        });
        this.adopt(oldest);
    }
    async create(body, request) {
        this.createTried = true;
        for (let attempt = 0; attempt < 2; attempt++) {
            try {
                const { data } = await this.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                    ...this.repo,
                    issue_number: this.number,
                    body,
                    request: { ...request, retries: 0 },
                });
                this.id = Number(data.id);
                this.url = data.html_url;
                await this.keepOldest(request);
                return;
            }
            catch (err) {
                const status = (0,github_octokit/* statusOf */.c2)(err);
                if (attempt > 0 || (status !== undefined && status < 500 && status !== 408 && status !== 429))
                    throw err;
                if (await this.find(request.signal)) {
                    await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                        ...this.repo,
                        comment_id: this.id,
                        body,
                        request,
                    });
                    return;
                }
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/github/reactions.ts

async function react(octokit, repo, comment, content) {
    try {
        if (comment.kind === 'issue_comment') {
            await octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', {
                ...repo,
                comment_id: comment.id,
                content,
            });
        }
        else if (comment.kind === 'review_comment') {
            await octokit.request('POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions', {
                ...repo,
                comment_id: comment.id,
                content,
            });
        }
    }
    catch (err) {
        action/* log */.Rm.warning(`could not react to the comment: ${err.message}`);
    }
}

;// CONCATENATED MODULE: ./src/github/workflow-runs.ts
const WORKFLOWS = '.github/workflows/';
function workflowFile(workflowRef, repo) {
    const match = /^([^/\s]+)\/([^/\s]+)\/\.github\/workflows\/([^/@\s]+\.ya?ml)@\S+$/.exec(workflowRef);
    if (!match)
        return undefined;
    const [, owner, name, file] = match;
    const same = owner.toLowerCase() === repo.owner.toLowerCase() && name.toLowerCase() === repo.repo.toLowerCase();
    return same ? file : undefined;
}
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
function time(value) {
    return typeof value === 'string' && ISO_TIME.test(value) && Number.isFinite(Date.parse(value))
        ? value
        : undefined;
}
function record(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? value
        : undefined;
}
function successStart(value, file, currentRunId) {
    const run = record(value);
    if (!run || !Number.isSafeInteger(run.id) || String(run.id) === currentRunId)
        return undefined;
    if (run.status !== 'completed' || run.conclusion !== 'success')
        return undefined;
    const path = run.path;
    if (typeof path !== 'string' || (path !== WORKFLOWS + file && !path.startsWith(`${WORKFLOWS}${file}@`)))
        return undefined;
    return time(run.run_started_at) ?? time(run.created_at);
}
async function lastSuccessfulRun(octokit, repo, workflowRef, currentRunId) {
    const file = workflowFile(workflowRef, repo);
    if (file === undefined)
        return undefined;
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', {
        ...repo,
        workflow_id: file,
        status: 'success',
        per_page: 2,
        exclude_pull_requests: true,
    });
    const runs = record(data)?.workflow_runs;
    if (!Array.isArray(runs))
        return undefined;
    for (const run of runs) {
        const started = successStart(run, file, currentRunId);
        if (started !== undefined)
            return started;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/github/repository.ts






class GitHubRepository {
    octokit;
    repo;
    constructor(octokit, repo) {
        this.octokit = octokit;
        this.repo = repo;
    }
    self() {
        return (0,github_octokit/* selfLogin */.gT)(this.octokit);
    }
    trackingComment(number, self, readMarker, matches) {
        return new TrackingComment(this.octokit, this.repo, number, self, readMarker, matches);
    }
    markedComments(number, self, readMarker) {
        return listOwnMarkedComments(this.octokit, this.repo, number, self, readMarker);
    }
    async markedComment(id, self, readMarker) {
        let data;
        try {
            ({ data } = await this.octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                ...this.repo,
                comment_id: id,
            }));
        }
        catch (err) {
            if (err.status === 404)
                return undefined;
            throw err;
        }
        const author = data.user?.login ?? '';
        const state = author.toLowerCase() === self.toLowerCase() ? readMarker(data.body) : undefined;
        return state && { id: Number(data.id), url: data.html_url, body: data.body ?? '', state, author };
    }
    access(author, rules) {
        return authorAccess(this.octokit, this.repo, author, rules);
    }
    react(comment, reaction) {
        return react(this.octokit, this.repo, comment, reaction);
    }
    async reply(number, body) {
        await this.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
            ...this.repo,
            issue_number: number,
            body,
            request: { retries: 0 },
        });
    }
    async commentBodies(number) {
        const comments = await this.octokit.paginate('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
            ...this.repo,
            issue_number: number,
            per_page: 100,
        });
        return comments.map((c) => c.body ?? '');
    }
    async changedFiles(number) {
        const files = await this.octokit.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
            ...this.repo,
            pull_number: number,
            per_page: 100,
        });
        return files.map((f) => ({
            filename: f.filename,
            status: f.status,
            additions: f.additions,
            deletions: f.deletions,
        }));
    }
    async pullRequest(number) {
        const { data } = await this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
            ...this.repo,
            pull_number: number,
        });
        return { headSha: data.head.sha, createdAt: data.created_at };
    }
    startCheck(name, headSha, detailsUrl) {
        return CheckRun.start(this.octokit, this.repo, name, headSha, detailsUrl);
    }
    lastSuccessfulRun(workflowRef, currentRunId) {
        return lastSuccessfulRun(this.octokit, this.repo, workflowRef, currentRunId);
    }
}


/***/ }),

/***/ 4770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LX: () => (/* binding */ actionHost),
  Rm: () => (/* binding */ log),
  $p: () => (/* binding */ redactor)
});

// UNUSED EXPORTS: MIB, OUTPUT_MAX_BYTES, SUMMARY_MAX_BYTES, addSecret, cutBytes, cutChars, fail, neutralizeCommands, setOutput, setSecret, writeSummary

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/flow/redact.ts
var redact = __webpack_require__(6663);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
// EXTERNAL MODULE: ./src/flow/context.ts
var context = __webpack_require__(4227);
// EXTERNAL MODULE: ./src/render/origin.ts
var origin = __webpack_require__(4284);
// EXTERNAL MODULE: ./src/render/report.ts + 1 modules
var report = __webpack_require__(1885);
;// CONCATENATED MODULE: ./src/host/words.ts




function describeWorkflowOrigin(from) {
    return (0,origin/* describeReportOrigin */.Q)((0,context/* reportOriginOf */.AD)(from));
}
const actionWords = {
    input: (name) => `Input "${name}"`,
    setting: (name, value) => (value === undefined ? `\`${name}\`` : `\`${name}: ${value}\``),
    runner: 'The workflow',
    interrupted: 'The workflow job was cancelled',
    stopped: 'job cancelled',
    origin: describeWorkflowOrigin,
    workflowRun: context/* workflowRunUrl */.CX,
    followup: (runId) => `To continue, run this action with \`command: followup\`, \`run-id: ${runId}\` and a \`message\`.`,
    approve: (runId) => `To carry out the plan, run this action with \`command: followup\`, \`run-id: ${runId}\` and \`followup-mode: approve\`; to revise it, with \`followup-mode: plan\` and a \`message\`.`,
    leftGoing: () => `Its report will be finished by the settle job (\`command: settle\`, see [detach and settle](${report/* SETTLE_DOCS */.S6})).`,
    cancelLater: () => 'the post step of the job tries again.',
    lostCreate: 'the post step looks for it',
    noGitHub: 'No `github-token`',
    ownReport: 'its report is in its own job summary',
    apiKey: 'Check the `api-key` secret (or WARP_API_KEY).',
};
function cliWords(flagOf, job) {
    const flag = (name) => flagOf(name) ?? name;
    return {
        input: flag,
        setting: (name, value) => {
            const f = flag(name);
            if (!f.startsWith('--') || value === undefined || value === 'true')
                return `\`${f}\``;
            return value === 'false' ? `\`--no-${f.slice(2)}\`` : `\`${f} ${value}\``;
        },
        runner: 'The command',
        interrupted: 'The command was interrupted',
        stopped: 'interrupted',
        origin: () => {
            if (!job)
                return 'Started by cloud-agent from the command line.';
            const name = job.job || job.pipeline;
            const url = safeUrl(job.url);
            return `Started by cloud-agent in ${inline(job.ci, 40)} job ${url ? `[${linkText(name, 100)}](${url})` : inline(name, 100)}.`;
        },
        workflowRun: () => undefined,
        followup: (runId) => `To continue, run \`cloud-agent followup ${runId} --message "..."\`.`,
        approve: (runId) => `Run \`cloud-agent approve ${runId}\` to carry out the plan, or \`cloud-agent followup ${runId} --plan --message "..."\` to revise it.`,
        leftGoing: (runId) => `It goes on without this command: \`cloud-agent runs get ${runId}\` shows where it is, \`cloud-agent cancel ${runId}\` stops it.`,
        cancelLater: (runId) => `stop it with \`cloud-agent cancel ${runId}\`.`,
        lostCreate: '`cloud-agent runs list` shows any run it made',
        noGitHub: 'No GitHub access from the command line',
        ownReport: 'its report is what its own command printed',
        apiKey: 'Set CLOUD_AGENT_API_KEY (or "apiKey" in the config file).',
    };
}

;// CONCATENATED MODULE: ./src/host/action.ts





const redactor = new redact/* Redactor */.pO();
function setSecret(value, kind = 'secret') {
    if (value === '')
        return;
    core/* setSecret */.Pq(value);
    redactor.add(value, kind);
}
function addSecret(value, kind = 'secret') {
    redactor.add(value, kind);
}
function neutralizeCommands(text) {
    return text.replace(/^(?=[^\S\r\n]*::)/gm, '> ').replaceAll('##[', '# #[');
}
const log = {
    info: (message) => core/* info */.pq(neutralizeCommands(redactor.redact(message))),
    warning: (message) => core/* warning */.$e(redactor.redact(message)),
    error: (message) => core/* error */.z3(redactor.redact(message)),
    debug: (message) => core/* debug */.Yz(redactor.redact(message)),
};
function fail(message) {
    core/* setFailed */.C1(redactor.redact(message));
}
const MIB = 1024 * 1024;
const SUMMARY_MAX_BYTES = MIB;
const OUTPUT_MAX_BYTES = MIB;
function cutBytes(text, maxBytes) {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= maxBytes)
        return text;
    let end = Math.max(0, maxBytes);
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end--;
    return bytes.subarray(0, end).toString('utf8');
}
function cutChars(text, maxChars) {
    if (text.length <= maxChars)
        return text;
    let end = Math.max(0, maxChars);
    const last = text.charCodeAt(end - 1);
    if (end > 0 && last >= 0xd800 && last <= 0xdbff)
        end--;
    return text.slice(0, end);
}
function boundBytes(text, maxBytes, note) {
    if (Buffer.byteLength(text, 'utf8') <= maxBytes)
        return text;
    const room = maxBytes - Buffer.byteLength(note, 'utf8');
    return room < 0 ? cutBytes(text, maxBytes) : cutBytes(text, room) + note;
}
function setOutput(name, value, maxChars) {
    let text = redactor.redact(value);
    if (maxChars !== undefined && text.length > maxChars) {
        const note = `\n\n[cut: the ${name} output holds at most ${(0,format/* groupDigits */.K9)(maxChars)} characters]`;
        text = cutChars(text, maxChars - note.length) + note;
    }
    text = boundBytes(text, OUTPUT_MAX_BYTES, `\n\n[cut: an output holds at most ${(0,format/* groupDigits */.K9)(OUTPUT_MAX_BYTES)} bytes]`);
    core/* setOutput */.uH(name, text);
}
let summaryBytes = 0;
async function writeSummary(markdown) {
    const room = SUMMARY_MAX_BYTES - summaryBytes - external_node_os_.EOL.length;
    if (room <= 0)
        return;
    const note = `\n\n---\n\n*The job summary was cut here: GitHub shows at most ${(0,format/* groupDigits */.K9)(SUMMARY_MAX_BYTES)} bytes.*`;
    const text = boundBytes(redactor.redact(markdown), room, note);
    await core/* summary */.z.addRaw(text, true).write();
    summaryBytes += Buffer.byteLength(text, 'utf8') + external_node_os_.EOL.length;
}
const actionHost = {
    words: actionWords,
    input: (name, options) => {
        const value = core/* getInput */.V4(name, { trimWhitespace: options?.trim ?? true });
        return name === 'api-key' && value.trim() === '' ? (process.env.WARP_API_KEY ?? '') : value;
    },
    secret: (value, kind, masked) => (masked ? addSecret(value, kind) : setSecret(value, kind)),
    redact: (text) => redactor.redact(text),
    log,
    state: { save: (name, value) => core/* saveState */.LZ(name, value), load: (name) => core/* getState */.Gu(name) },
    output: setOutput,
    summary: writeSummary,
    fail,
};


/***/ }),

/***/ 7439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ exitAfter),
/* harmony export */   g: () => (/* binding */ errorMessage)
/* harmony export */ });
function exitAfter(ms, beforeExit) {
    setTimeout(() => {
        beforeExit();
        process.exit();
    }, ms).unref();
}
function errorMessage(err) {
    if (err instanceof Error)
        return err.message;
    return String(err);
}


/***/ }),

/***/ 8422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ defaultOf),
/* harmony export */   Ko: () => (/* binding */ readInputs),
/* harmony export */   _J: () => (/* binding */ readPostInputs),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
/* unused harmony exports COMMANDS, AGENT_IDENTITY_UID, BOT_LOGIN, PERMISSIONS, REPORT_MAX_DAYS, INPUT_SPECS, readApiKey */
/* harmony import */ var _client_transport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4563);
/* harmony import */ var _flow_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6663);
/* harmony import */ var _flow_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3475);



const COMMANDS = [
    'run',
    'dispatch',
    'followup',
    'cancel',
    'gate',
    'settle',
    'schedules',
    'report',
];
const STARTING = ['run', 'dispatch'];
const FOLLOWING = ['run', 'dispatch', 'followup'];
class InputError extends Error {
    input;
    reason;
    constructor(input, message) {
        super(`Input "${input}": ${message}`);
        this.input = input;
        this.reason = message;
    }
}
const AGENT_IDENTITY_UID = /^[A-Za-z0-9_-]{1,64}$/;
const BOT_LOGIN = /^[A-Za-z0-9-]{1,39}(\[bot\])?$/i;
const PERMISSIONS = ['admin', 'maintain', 'write', 'triage', 'read'];
const FACTORY_UID = /^[A-Za-z0-9_-]{1,200}$/;
const RUN_ID = /^[A-Za-z0-9._-]{1,200}$/;
const text = (value) => value;
const optional = (parse = text) => (value, name) => value === '' ? undefined : parse(value, name);
const matching = (form, why) => (value, name) => {
    if (!form.test(value))
        throw new InputError(name, why(value));
    return value;
};
const ruled = (rule) => (value, name) => {
    const problem = rule(value);
    if (problem !== undefined)
        throw new InputError(name, problem);
    return value;
};
const bool = (value, name) => {
    if (/^(true|yes|on)$/i.test(value))
        return true;
    if (/^(false|no|off)$/i.test(value))
        return false;
    throw new InputError(name, `must be true or false, got "${value}"`);
};
const jsonObject = (value, name) => {
    if (value === '')
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(value);
    }
    catch (err) {
        throw new InputError(name, `is not valid JSON (${err.message}); give a JSON object, e.g. {"key": "value"}`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new InputError(name, 'must be a JSON object, e.g. {"key": "value"}');
    }
    return parsed;
};
const list = (separator = /[\s,]+/) => (value) => value
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
const listOf = (check) => (value, name) => {
    const items = list()(value, name).map((item) => item.toLowerCase());
    for (const item of items)
        check(item, name);
    return items;
};
const fraction = (value, name) => {
    const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
    const n = percent ? Number(percent[1]) / 100 : /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
    if (!(n >= 0 && n <= 1))
        throw new InputError(name, `must be a number from 0 to 1 (or a percentage such as 80%), got "${value}"`);
    return n;
};
const wholeNumber = (min, max) => (value, name) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
        throw new InputError(name, `must be a whole number from ${min} to ${max}, got "${value}"`);
    }
    return n;
};
const command = (value, name) => {
    if (!COMMANDS.includes(value)) {
        throw new InputError(name, `"${value}" is not a command; use one of ${COMMANDS.join(', ')}`);
    }
    return value;
};
const baseUrl = (value, name) => {
    try {
        return (0,_client_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBaseUrl */ .Q2)(value).href.replace(/\/$/, '');
    }
    catch (err) {
        throw new InputError(name, err.message.replace(/^base-url: /, ''));
    }
};
const minutes = (max) => (value, name) => {
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0) || (max !== undefined && n > max)) {
        const most = max === undefined ? '' : ` and at most ${max}`;
        throw new InputError(name, `must be a number of minutes above 0${most}, got "${value}"`);
    }
    return n;
};
const creditsBudget = (value, name) => {
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0) || n > 1_000_000) {
        throw new InputError(name, `must be a number of credits above 0 (at most 1000000), such as 25 or 12.5, got "${value}"`);
    }
    return n;
};
const points = (value, name) => {
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || n > 100) {
        throw new InputError(name, `must be a number of percentage points from 0 to 100, e.g. 5 or 2.5, got "${value}"`);
    }
    return n;
};
const progressSeconds = (value, name) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || (n !== 0 && n < 10) || n > 3600) {
        throw new InputError(name, `must be 0 (no live progress) or a whole number of seconds from 10 to 3600, got "${value}"`);
    }
    return n;
};
const mcpServers = (value, name) => {
    const servers = jsonObject(value, name);
    for (const [server, config] of Object.entries(servers ?? {})) {
        const problem = (0,_flow_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .mcpServerProblem */ .JZ)(config);
        if (problem !== undefined)
            throw new InputError(name, `server "${server}" ${problem}`);
    }
    return servers;
};
const agentConfig = (value, name) => {
    const config = jsonObject(value, name);
    const problem = config?.environment_id === undefined ? undefined : (0,_flow_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .environmentIdProblem */ .KP)(config.environment_id);
    if (problem !== undefined)
        throw new InputError(name, `environment_id ${problem}`);
    return config;
};
const triggerPhrase = (value, name) => {
    if (value.length < 2 || /\s/.test(value)) {
        throw new InputError(name, `must be one word of at least 2 characters, such as @cloud-agent, got "${value}"`);
    }
    return value;
};
const permission = (item, name) => {
    if (!PERMISSIONS.includes(item)) {
        throw new InputError(name, `"${item}" is not a permission; use some of ${PERMISSIONS.join(', ')}`);
    }
};
const bot = (item, name) => {
    if (!BOT_LOGIN.test(item)) {
        throw new InputError(name, `"${item}" is not a GitHub login: list each bot by its login, such as dependabot[bot], separated by commas (no wildcards)`);
    }
};
const runIds = (value, name) => {
    const ids = list()(value, name);
    for (const id of ids)
        if (!RUN_ID.test(id))
            throw new InputError(name, `"${id}" is not a run id`);
    return ids;
};
const groupBy = (value, name) => {
    if (value !== 'day' && value !== 'week' && value !== 'month') {
        throw new InputError(name, `must be day, week or month, got "${value}"`);
    }
    return value;
};
const oneOf = (values) => (value, name) => {
    if (!values.includes(value)) {
        throw new InputError(name, `must be ${values.join(' or ')}, got "${value}"`);
    }
    return value;
};
const checkName = (value, name) => {
    if (value.length > 100)
        throw new InputError(name, 'is at most 100 characters');
    return value;
};
const REPORT_MAX_DAYS = 90;
const def = (commands, fallback, parse) => ({
    commands,
    default: fallback,
    parse,
});
const TABLE = {
    command: def('all', 'run', command),
    'api-key': def('all', '', text),
    'base-url': def('all', _client_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_BASE_URL */ .Ql, baseUrl),
    'github-token': def('all', '${{ github.token }}', text),
    redact: def('all', '', text),
    prompt: def(STARTING, '', text),
    title: def(STARTING, '', optional()),
    skill: def(['run'], '', optional(ruled(_flow_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .skillProblem */ .Xz))),
    'environment-id': def(['run'], '', optional(ruled(_flow_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .environmentIdProblem */ .KP))),
    'model-id': def(['run'], '', optional()),
    'base-prompt': def(['run'], '', optional()),
    'mcp-servers': def(['run'], '', mcpServers),
    'agent-config': def(['run'], '', agentConfig),
    'agent-identity': def(['run'], '', optional(matching(AGENT_IDENTITY_UID, (v) => `"${v}" is not an agent identity uid: 1 to 64 letters, digits, "-" and "_" (the uid the service shows for the identity)`))),
    'include-context': def(STARTING, 'true', bool),
    'idempotency-key': def(STARTING, '', optional()),
    factory: def(['dispatch', 'gate', 'report'], '', optional(matching(FACTORY_UID, (v) => `"${v}" is not a factory UID (letters, digits, "-" and "_")`))),
    'ticket-ref': def(['dispatch'], '', optional(matching(/^[^:\s]+:\S.*$/, (v) => `"${v}" is not a ticket reference of the form <source>:<id>, e.g. github:acme/app#12`))),
    'ticket-url': def(['dispatch'], '', optional((value, name) => {
        if (!/^https?:\/\/\S+$/.test(value) || value.length > 2048) {
            throw new InputError(name, `must be an http(s) URL of at most 2048 characters, got "${value.slice(0, 100)}"`);
        }
        return value;
    })),
    'trigger-phrase': def([...STARTING, 'settle'], '@cloud-agent', triggerPhrase),
    'allowed-permissions': def(STARTING, 'write, maintain, admin', listOf(permission)),
    'allowed-bots': def(STARTING, '', listOf(bot)),
    'allow-untrusted-authors': def(STARTING, 'false', bool),
    'reply-to-refused': def(STARTING, 'true', bool),
    'plan-first': def(['run'], 'false', bool),
    'plan-approvers': def(STARTING, 'allowed', oneOf(['allowed', 'not-requester'])),
    'run-id': def(['followup', 'cancel'], '', optional(matching(RUN_ID, (v) => `"${v}" is not a run id`))),
    message: def(['followup'], '', text),
    'followup-mode': def(['followup'], 'normal', oneOf(['normal', 'plan', 'approve'])),
    wait: def(FOLLOWING, 'true', bool),
    'timeout-minutes': def(FOLLOWING, '30', minutes(360)),
    comment: def([...FOLLOWING, 'cancel', 'gate', 'schedules'], 'true', bool),
    scorer: def(['gate'], '', list(/[,\n]+/)),
    'run-ids': def(['gate'], '', runIds),
    'pull-request': def(['gate'], '', optional(wholeNumber(1, 1e9))),
    'head-sha': def(['gate'], '', optional(matching(/^[0-9a-f]{40}$/i, (v) => `"${v}" is not a 40-character commit SHA`))),
    threshold: def(['gate'], '', optional(fraction)),
    'min-pass-rate': def(['gate'], '1', fraction),
    'dispatch-judges': def(['gate'], 'true', bool),
    'score-timeout-minutes': def(['gate'], '15', wholeNumber(0, 120)),
    'check-name': def(['gate'], 'Cloud agent scorers', checkName),
    'fail-on-gate': def(['gate'], 'true', bool),
    'pass-rate-window': def(['gate'], '30', wholeNumber(1, 3650)),
    'group-by': def(['gate'], 'day', groupBy),
    'max-drop-points': def(['gate'], '', optional(points)),
    'fail-on-run-failure': def(FOLLOWING, 'true', bool),
    'cancel-on-abort': def(FOLLOWING, 'true', bool),
    'detach-after-minutes': def(FOLLOWING, '', optional(minutes())),
    'progress-interval-seconds': def(FOLLOWING, '30', progressSeconds),
    'max-credits': def(FOLLOWING, '', optional(creditsBudget)),
    'settle-window-minutes': def(['settle'], '1440', wholeNumber(1, 43_200)),
    mode: def(['schedules'], '', optional(oneOf(['plan', 'apply']))),
    prune: def(['schedules'], 'false', bool),
    'schedules-file': def(['schedules'], '.github/cloud-agents.yml', ruled(_flow_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryPathProblem */ .vB)),
    'on-drift': def(['schedules'], 'fail', oneOf(['fail', 'warn'])),
    'report-days': def(['report'], '7', wholeNumber(1, REPORT_MAX_DAYS)),
    'report-issue': def(['report'], '', optional(wholeNumber(1, 1e9))),
};
const INPUT_SPECS = Object.entries(TABLE).map(([name, spec]) => ({
    name,
    commands: spec.commands,
    default: spec.default,
}));
function reader(source) {
    return (name) => {
        const spec = TABLE[name];
        const given = source.input(name);
        const value = given === '' && !spec.default.startsWith('${{') ? spec.default : given;
        return spec.parse(value, name);
    };
}
function redactLines(source) {
    return source
        .input('redact', { trim: false })
        .split(/\r?\n/)
        .map((line, i) => ({ text: line.trim(), line: i + 1 }))
        .filter(({ text }) => text !== '');
}
function readApiKey(source) {
    const key = source.input('api-key');
    const trimmed = key.trim();
    source.secret(trimmed, 'apiKey');
    if (key !== trimmed)
        source.secret(key, 'apiKey');
    for (const { text } of redactLines(source))
        source.secret(text, 'secret');
    source.secret(source.input('github-token'), 'githubToken', true);
    return trimmed;
}
function checkSecrets(source, apiKey) {
    if (apiKey === '') {
        throw new InputError('api-key', 'is empty: pass the key from a secret (api-key: ${{ secrets.WARP_API_KEY }}) or set WARP_API_KEY');
    }
    if (/\s/.test(apiKey))
        throw new InputError('api-key', 'contains white space; check the secret');
    for (const { text, line } of redactLines(source)) {
        if (text.length < _flow_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_SECRET_LENGTH */ .vb) {
            throw new InputError('redact', `line ${line} has fewer than ${_flow_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_SECRET_LENGTH */ .vb} characters: too short to remove without cutting ordinary words out of the text; give the whole secret or drop the line`);
        }
    }
}
function refuseUnused(source, used) {
    for (const spec of INPUT_SPECS) {
        if (spec.commands === 'all' || spec.commands.includes(used))
            continue;
        const value = source.input(spec.name);
        if (value !== '' && value !== spec.default) {
            const users = spec.commands.join(', ');
            throw new InputError(spec.name, `is not used by command "${used}" (it is for: ${users}); remove it`);
        }
    }
}
function following(read) {
    const timeoutMinutes = read('timeout-minutes');
    const detachAfterMinutes = read('detach-after-minutes');
    if (detachAfterMinutes !== undefined && detachAfterMinutes >= timeoutMinutes) {
        throw new InputError('detach-after-minutes', `must be less than timeout-minutes (${timeoutMinutes}), got ${detachAfterMinutes}: the run would time out before the step lets go of it`);
    }
    return {
        wait: read('wait'),
        timeoutMinutes,
        failOnRunFailure: read('fail-on-run-failure'),
        cancelOnAbort: read('cancel-on-abort'),
        detachAfterMinutes,
        progressIntervalSeconds: read('progress-interval-seconds'),
        maxCredits: read('max-credits'),
    };
}
function starting(read, common) {
    return {
        ...common,
        ...following(read),
        run: {
            prompt: read('prompt'),
            title: read('title'),
            skill: read('skill'),
            environmentId: read('environment-id'),
            modelId: read('model-id'),
            basePrompt: read('base-prompt'),
            mcpServers: read('mcp-servers'),
            agentConfig: read('agent-config'),
            agentIdentity: read('agent-identity'),
            includeContext: read('include-context'),
            idempotencyKey: read('idempotency-key'),
            planFirst: read('plan-first'),
        },
        conversation: {
            triggerPhrase: read('trigger-phrase'),
            allowedPermissions: read('allowed-permissions'),
            allowedBots: read('allowed-bots'),
            allowUntrustedAuthors: read('allow-untrusted-authors'),
            replyToRefused: read('reply-to-refused'),
            planApprovers: read('plan-approvers'),
        },
    };
}
function requiredRunId(read, by) {
    const runId = read('run-id');
    if (runId === undefined)
        throw new InputError('run-id', `is required by command "${by}": the id of the run`);
    return runId;
}
function gateInputs(read) {
    const factory = read('factory');
    const scorers = read('scorer');
    if (!scorers.length && !factory) {
        throw new InputError('scorer', 'name the scorers to judge with (ids or names), or give the factory whose scorers judge (input "factory")');
    }
    const groupBy = read('group-by');
    const windowDays = read('pass-rate-window');
    const periods = groupBy === 'day'
        ? windowDays
        : groupBy === 'week'
            ? Math.ceil(windowDays / 7) + 1
            : Math.ceil(windowDays / 28) + 1;
    if (periods > 365)
        throw new InputError('pass-rate-window', `${windowDays} days by ${groupBy} is more than the 365 periods the service draws; group by week or month`);
    return {
        scorers,
        factory,
        runIds: read('run-ids'),
        pullRequest: read('pull-request'),
        headSha: read('head-sha'),
        threshold: read('threshold'),
        minPassRate: read('min-pass-rate'),
        dispatchJudges: read('dispatch-judges'),
        scoreTimeoutMinutes: read('score-timeout-minutes'),
        checkName: read('check-name'),
        failOnGate: read('fail-on-gate'),
        windowDays,
        groupBy,
        maxDropPoints: read('max-drop-points'),
    };
}
const BY_COMMAND = {
    run: (read, common) => ({ command: 'run', ...starting(read, common) }),
    dispatch: (read, common) => {
        const factory = read('factory');
        if (factory === undefined) {
            throw new InputError('factory', 'is required: the public UID of the factory to dispatch to');
        }
        const dispatch = { factory, ticketRef: read('ticket-ref'), ticketUrl: read('ticket-url') };
        return { command: 'dispatch', ...starting(read, common), dispatch };
    },
    followup: (read, common) => {
        const runId = requiredRunId(read, 'followup');
        const message = read('message');
        const followupMode = read('followup-mode');
        if (message === '' && followupMode !== 'approve') {
            throw new InputError('message', 'is required by command "followup": what to tell the run');
        }
        return { command: 'followup', ...common, ...following(read), runId, message, followupMode };
    },
    cancel: (read, common) => ({ command: 'cancel', ...common, runId: requiredRunId(read, 'cancel') }),
    gate: (read, common) => ({ command: 'gate', ...common, gate: gateInputs(read) }),
    settle: (read, common) => ({
        command: 'settle',
        ...common,
        windowMinutes: read('settle-window-minutes'),
        triggerPhrase: read('trigger-phrase'),
    }),
    schedules: (read, common) => ({
        command: 'schedules',
        ...common,
        mode: read('mode'),
        prune: read('prune'),
        schedulesFile: read('schedules-file'),
        onDrift: read('on-drift'),
    }),
    report: (read, common) => ({
        command: 'report',
        ...common,
        days: read('report-days'),
        factory: read('factory'),
        reportIssue: read('report-issue'),
    }),
};
function readInputs(source) {
    const apiKey = readApiKey(source);
    const read = reader(source);
    const used = read('command');
    checkSecrets(source, apiKey);
    refuseUnused(source, used);
    const common = {
        apiKey,
        baseUrl: read('base-url'),
        githubToken: read('github-token'),
        comment: read('comment'),
    };
    return BY_COMMAND[used](read, common);
}
function readPostInputs(source) {
    const apiKey = readApiKey(source);
    const read = reader(source);
    return {
        apiKey,
        baseUrl: read('base-url'),
        githubToken: read('github-token'),
        comment: read('comment'),
        cancelOnAbort: read('cancel-on-abort'),
    };
}
function defaultOf(name) {
    return TABLE[name].default;
}


/***/ }),

/***/ 9519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cn: () => (/* binding */ creditsText),
/* harmony export */   D$: () => (/* binding */ budgetCost),
/* harmony export */   "in": () => (/* binding */ budgetLine),
/* harmony export */   vV: () => (/* binding */ credits)
/* harmony export */ });
/* harmony import */ var _client_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5356);

const credits = (n) => (Math.round(n * 100) / 100).toString();
function budgetCost(view) {
    if (view.spent === undefined)
        return undefined;
    const counted = `${credits(view.spent)} of ${credits(view.limit)} credits`;
    return view.baseline > 0
        ? `${counted} since the follow-up (${credits(view.baseline + view.spent)} in all)`
        : counted;
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
        case 'unenforced':
            return `**Budget:** ${view.setting} could not be enforced: the service reported no usage while the run worked${at === undefined ? '' : ` (it has used ${at} credits)`}.`;
    }
}
function creditsText(run) {
    const used = (0,_client_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .creditsOf */ .y)(run);
    return used === undefined ? '' : credits(used);
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
/* harmony import */ var _origin_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4284);


function planMark(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    const { by, before } = value;
    if (typeof by !== 'string' || !Array.isArray(before))
        return undefined;
    if (!before.every((uid) => typeof uid === 'string'))
        return undefined;
    return { by, before };
}
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
            ...(isCredits(value.budget) && value.budget > 0 ? { budget: value.budget } : {}),
            ...(isCredits(value.baseline) ? { baseline: value.baseline } : {}),
            ...(typeof value.model === 'string' ? { model: value.model } : {}),
            ...(typeof value.seen === 'string' ? { seen: value.seen } : {}),
            ...originOf(value.origin),
            ...(planMark(value.plan) ? { plan: planMark(value.plan) } : {}),
        };
    }
    catch {
        return undefined;
    }
}
function originOf(value) {
    const origin = (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .readReportOrigin */ .V)(value);
    return origin ? { origin } : {};
}
const isCredits = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
function hasMarker(body, key) {
    return decodeMarker(body, key) !== undefined;
}


/***/ }),

/***/ 8281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ modelOf),
/* harmony export */   Z: () => (/* binding */ modelText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

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
    const id = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(view.id, MODEL_CHARS, false);
    if (!view.resolved)
        return `${id} (requested)`;
    return view.asked ? `${id} (asked for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(view.asked, MODEL_CHARS, false)})` : id;
}


/***/ }),

/***/ 4284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ describeReportOrigin),
/* harmony export */   V: () => (/* binding */ readReportOrigin)
/* harmony export */ });
function describeReportOrigin(origin) {
    const run = origin.workflowRun ? `[workflow run](${origin.workflowRun})` : 'a workflow run';
    const number = origin.number;
    switch (origin.kind) {
        case 'comment':
            if (origin.author && origin.comment)
                return `Started from a comment by @${origin.author} ([comment](${origin.comment})), ${run}.`;
            return number === undefined
                ? `Started from a comment, ${run}.`
                : `Started from a comment on #${number}, ${run}.`;
        case 'issue':
        case 'pull_request':
        case 'thread':
            if (number !== undefined) {
                const kind = origin.kind === 'issue' ? 'issue ' : origin.kind === 'pull_request' ? 'pull request ' : '';
                return `Started from ${kind}#${number} by ${run}.`;
            }
            return `Started by ${run}.`;
        case 'event':
            return `Started by ${run}${origin.event ? ` (${origin.event})` : ''}.`;
    }
}
const KINDS = new Set(['issue', 'pull_request', 'comment', 'event', 'thread']);
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
const EVENT = /^[a-z][a-z_]{0,63}$/;
const LINK = /^https?:\/\/[^\s()<>[\]`"'\\]{1,500}$/;
function readReportOrigin(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    const v = value;
    if (typeof v.kind !== 'string' || !KINDS.has(v.kind))
        return undefined;
    const origin = { kind: v.kind };
    const fields = [
        ['number', (x) => typeof x === 'number' && Number.isSafeInteger(x) && x > 0],
        ['author', (x) => typeof x === 'string' && LOGIN.test(x)],
        ['comment', (x) => typeof x === 'string' && LINK.test(x)],
        ['event', (x) => typeof x === 'string' && EVENT.test(x)],
        ['workflowRun', (x) => typeof x === 'string' && LINK.test(x)],
    ];
    for (const [name, valid] of fields) {
        if (!valid(v[name]))
            continue;
        origin[name] = v[name];
    }
    return origin;
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
            return `- ✓ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(s.title, 150)}`;
        const action = s.action ? `\n  <sub>latest: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(s.action, 160, false)}</sub>` : '';
        return `- ⏳ **${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(s.title, 150)}** (in progress)${action}`;
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


/***/ }),

/***/ 1885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S6: () => (/* binding */ SETTLE_DOCS),
  oM: () => (/* binding */ finalMessage),
  wQ: () => (/* binding */ renderComment),
  qE: () => (/* binding */ renderJobSummary)
});

// UNUSED EXPORTS: COMMENT_LIMIT, GITHUB_COMMENT_LIMIT, JOB_SUMMARY_BYTES, afterLabel, renderReport, renderSteps

// EXTERNAL MODULE: ./src/client/index.ts + 4 modules
var client = __webpack_require__(9434);
// EXTERNAL MODULE: ./src/render/budget.ts
var render_budget = __webpack_require__(9519);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
// EXTERNAL MODULE: ./src/render/model.ts
var render_model = __webpack_require__(8281);
;// CONCATENATED MODULE: ./src/render/plan.ts

const PLAN_FOLD_LINES = 40;
function centredPlan(plans, uid) {
    return (uid ? plans.find((p) => p.uid === uid) : undefined) ?? plans.at(-1);
}
function planBody(title, content, url, room) {
    const link = (0,format/* safeUrl */.Pl)(url);
    const text = content?.trim() ? (0,format/* untrusted */.bp)(content.trim()) : '';
    if (!text)
        return link
            ? `[Open the plan](${link})`
            : "_The service shows none of the plan's text here; the session has it._";
    const more = link ? `\n\n[Read the whole plan](${link}).` : '\n\nThe session shows the whole plan.';
    const lines = text.split('\n').length;
    const open = lines > PLAN_FOLD_LINES ? `<details><summary>${(0,format/* htmlText */.js)(title, 150)} (${lines} lines)</summary>\n\n` : '';
    const close = open ? '\n\n</details>' : '';
    const space = room - open.length - close.length;
    const body = text.length <= space ? text : `${(0,format/* cut */.Jj)(text, Math.max(0, space - more.length), 'The plan')}${more}`;
    return `${open}${body}${close}`;
}
function notPlannedLine(reason) {
    return reason === 'pull-request'
        ? '⚠️ The agent was asked for a plan, but the service did the work instead: the run opened a pull request and left no new plan.'
        : '⚠️ The agent was asked for a plan, but the service did not plan: the run ended without a new plan.';
}
function planSection(body, next) {
    return [`**The plan**`, body, next ? `**Next:** ${(0,format/* ours */.Od)(next)}` : ''].filter(Boolean).join('\n\n');
}

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
    return `${(0,format/* code */.aY)(String(block.name ?? 'action'), 60, false)}${detail ? ` ${(0,format/* code */.aY)(detail, 120, false)}` : ''}`;
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
            lines.push(`${indent}- **${(0,format/* inline */.mG)(title, 150)}**`);
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
                        lines.push(`${indent}  - ${describeAction(block)}${state ? ` → ${(0,format/* inline */.mG)(state, 30)}` : ''}`);
                    }
                }
            }
            if (step.summary && step.description)
                lines.push(`${indent}  - ${(0,format/* inline */.mG)(step.summary, 300)}`);
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
    const credits = (0,client/* creditsOf */.yq)(run);
    const usd = [num('inference_cost_usd'), num('compute_cost_usd'), num('platform_cost_usd')].filter((v) => v !== undefined);
    if (credits === undefined && !usd.length)
        return undefined;
    const parts = [];
    if (credits !== undefined)
        parts.push(`${round(credits)} credits`);
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
    const what = Object.hasOwn(HEADLINE, state) ? HEADLINE[state] : `in state ${(0,format/* inline */.mG)(state, 40)}`;
    const title = (0,format/* inline */.mG)(input.run.title || 'Cloud agent run', 150);
    if (input.phase === 'timeout')
        return `### ⏱️ Stopped waiting: ${title}`;
    if (planWaits(input))
        return `### 📋 Plan ready for review: ${title}`;
    if (input.phase === 'detached')
        return `### ${icon} Cloud agent run ${what} (no longer watched): ${title}`;
    return `### ${icon} Cloud agent run ${what}: ${title}`;
}
const planWaits = (input) => input.plan?.state === 'waiting' && (input.phase === 'final' || input.phase === 'blocked');
const atWork = (input) => (input.phase === 'queued' || input.phase === 'running' || input.phase === 'detached') &&
    !(0,client/* hasStopped */.Ex)(input.run.state);
function facts(input) {
    const { run } = input;
    const working = atWork(input);
    const rows = [['State', (0,format/* code */.aY)(run.state, 40, false)]];
    const d = duration(run, input.now);
    if (d && working)
        rows.push(['Elapsed', d]);
    else if (d && run.started_at)
        rows.push(['Duration', d]);
    const model = (0,render_model/* modelOf */.D)(run, input.requestedModel);
    if (model)
        rows.push(['Model', (0,render_model/* modelText */.Z)(model)]);
    const c = (input.budget && (0,render_budget/* budgetCost */.D$)(input.budget)) || cost(run);
    if (c)
        rows.push([working ? 'Cost so far' : 'Cost', c]);
    const session = (0,format/* safeUrl */.Pl)(run.session_link);
    if (session)
        rows.push(['Session', working ? `[watch live](${session})` : `[open the session](${session})`]);
    else if (working)
        rows.push(['Session', "_the link appears here once the agent's session starts_"]);
    const workflow = (0,format/* safeUrl */.Pl)(input.workflowRun);
    if (workflow)
        rows.push(['Workflow', `[the workflow run](${workflow})`]);
    if (input.factoryTask) {
        rows.push([
            'Factory',
            `${(0,format/* code */.aY)(input.factoryTask.factory, 80, false)} · task ${(0,format/* code */.aY)(input.factoryTask.uid, 60, false)} · stage **${(0,format/* inline */.mG)(input.factoryTask.stage, 30)}**`,
        ]);
    }
    rows.push(['Run', (0,format/* code */.aY)(run.run_id, 80, false)]);
    return rows.map(([k, v]) => `- **${k}**: ${v}`).join('\n');
}
function statusBlock(run) {
    const message = run.status_message;
    if (!message?.message)
        return undefined;
    if (!['FAILED', 'ERROR', 'CANCELLED', 'BLOCKED'].includes(run.state))
        return undefined;
    const errorCode = message.error_code ? ` (${(0,format/* code */.aY)(message.error_code, 60, false)})` : '';
    const retry = message.retryable ? ' A new run may succeed: the service marks this as retryable.' : '';
    return `> **${run.state}**${errorCode}: ${(0,format/* inline */.mG)(message.message, 1000)}${retry}`;
}
function artifactLines(artifacts, now) {
    const prs = artifacts
        .filter((a) => a.type === 'PULL_REQUEST')
        .map((a) => `- ${(0,format/* urlLink */.Cb)(a.url) ?? (0,format/* code */.aY)(a.url, 300, false)} from ${(0,format/* code */.aY)(a.branch, 120, false)}${a.status ? ` (${(0,format/* inline */.mG)(a.status, 20)})` : ''}`)
        .join('\n');
    const plans = artifacts
        .filter((a) => a.type === 'PLAN')
        .map((a) => ({
        title: (0,format/* inline */.mG)(a.title || 'Plan', 150),
        summary: (0,format/* htmlText */.js)(a.title || 'Plan', 150),
        body: a.content?.trim()
            ? (0,format/* untrusted */.bp)(a.content.trim())
            : (0,format/* safeUrl */.Pl)(a.url)
                ? `[Open the plan](${(0,format/* safeUrl */.Pl)(a.url)})`
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
        const label = (0,format/* linkText */.yX)(afterLabel(kind, text), 200);
        const url = (0,format/* safeUrl */.Pl)(a.url);
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
        ? `- ${(0,format/* inline */.mG)(a.referenceType, 40)}: ${externalLink(a.url, a.title === undefined ? undefined : afterLabel(a.referenceType, a.title))}`
        : a.type === 'OTHER'
            ? `- ${(0,format/* code */.aY)(a.artifactType, 40, false)}: ${(0,format/* code */.aY)(JSON.stringify(a.data) ?? '', 300, false)}`
            : '')
        .filter(Boolean)
        .join('\n');
    return { prs, plans, files, others };
}
function afterLabel(label, text) {
    const lead = label.trim().toLowerCase();
    const head = text.trimStart();
    if (!lead || !head.toLowerCase().startsWith(lead))
        return text;
    const rest = /^\s*:\s*(\S[\s\S]*)$/.exec(head.slice(lead.length));
    return rest ? rest[1] : text;
}
function externalLink(url, title) {
    const safe = (0,format/* safeUrl */.Pl)(url);
    if (!safe)
        return (0,format/* code */.aY)(url, 300, false);
    return title ? `[${(0,format/* linkText */.yX)(title, 150)}](${safe})` : `<${safe}>`;
}
function detachedLine(run, leftGoing) {
    const session = (0,format/* safeUrl */.Pl)(run.session_link);
    const watch = session ? ` Meanwhile, follow it in [the session](${session}).` : '';
    const stopped = (0,client/* hasStopped */.Ex)(run.state);
    return `${stopped ? '' : '**The run is still working.** '}${leftGoing ?? ''}${watch}`.trim();
}
function answerInSession(run) {
    const session = (0,format/* safeUrl */.Pl)(run.session_link);
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
    if (input.plan?.state === 'not-planned')
        head.push(notPlannedLine(input.plan.reason));
    const goingOn = input.phase === 'detached' ? detachedLine(run, input.leftGoing) : '';
    if (goingOn)
        head.push(goingOn);
    head.push(facts(input));
    const spending = input.budget && (0,render_budget/* budgetLine */["in"])(input.budget);
    if (spending)
        head.push(spending);
    if (input.progress && atWork(input))
        head.push((0,progress/* renderProgress */.EY)(input.progress));
    const status = statusBlock(run);
    if (status)
        head.push(status);
    const hint = input.followupHint ? (0,format/* ours */.Od)(input.followupHint) : undefined;
    const waiting = planWaits(input);
    if (input.phase === 'blocked' && !waiting)
        head.push(`**The agent is waiting for you.** ${hint ?? answerInSession(run)}`);
    const answer = input.phase === 'final' ||
        input.phase === 'blocked' ||
        input.phase === 'cancelled' ||
        input.phase === 'timeout'
        ? finalMessage(input.conversation)
        : undefined;
    const answerMarkdown = answer === undefined ? undefined : (0,format/* untrusted */.bp)(answer);
    const steps = input.phase === 'queued' ? { text: '', count: 0 } : renderSteps(input.conversation, run);
    const plan = waiting && input.plan?.state === 'waiting'
        ? centredPlan(input.artifacts.filter((a) => a.type === 'PLAN'), input.plan.uid)
        : undefined;
    const { prs, plans, files, others } = artifactLines(input.artifacts.filter((a) => a !== plan), input.now);
    const fixed = [];
    if (prs)
        fixed.push(`**Pull requests**\n\n${prs}`);
    if (files)
        fixed.push(`**Screenshots and files**\n\n${files}`);
    if (others)
        fixed.push(`**Other artifacts**\n\n${others}`);
    const footer = input.phase === 'final' && hint && !waiting ? `<sub>${hint}</sub>` : '';
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
    const next = input.plan?.state === 'waiting' ? input.plan.next : undefined;
    let centre = '';
    if (waiting) {
        const body = planBody(plan?.title || 'Plan', plan?.content, plan?.url, Math.max(0, budget - 400));
        centre = planSection(body, next);
        budget -= centre.length;
    }
    const answerText = answerMarkdown ? take(answerMarkdown, 'The answer', 40) : '';
    const planTexts = plans.map((p) => {
        const body = take(p.body, `The plan "${p.title}"`, p.title.length + p.summary.length + 80);
        return details(p.summary, body);
    });
    const stepsText = steps.text ? details(`Steps (${steps.count})`, take(steps.text, 'The steps', 80)) : '';
    const body = join([
        ...head,
        centre,
        answerText ? `**The agent's answer**\n\n${answerText}` : '',
        ...fixed,
        planTexts.length ? `**${waiting ? 'Earlier plans' : 'Plans'}**\n\n${planTexts.join('\n\n')}` : '',
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


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
const VERSION = '1.0.0';


/***/ })

};

//# sourceMappingURL=461.index.js.map