export const id = 338;
export const ids = [338,695,509];
export const modules = {

/***/ 3695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ACTIVE_STATES: () => (/* reexport */ ACTIVE_STATES),
  ApiAbortError: () => (/* reexport */ errors/* ApiAbortError */.z4),
  ApiConnectionError: () => (/* reexport */ errors/* ApiConnectionError */.bI),
  ApiError: () => (/* reexport */ errors/* ApiError */.hD),
  ApiResponseError: () => (/* reexport */ errors/* ApiResponseError */.uZ),
  ApiShapeError: () => (/* reexport */ errors/* ApiShapeError */.Kf),
  ApiTimeoutError: () => (/* reexport */ errors/* ApiTimeoutError */.CC),
  CloudAgentClient: () => (/* reexport */ CloudAgentClient),
  CloudAgentError: () => (/* reexport */ errors/* CloudAgentError */.tP),
  CronError: () => (/* reexport */ cron/* CronError */.Rk),
  DEFAULT_BASE_URL: () => (/* reexport */ transport/* DEFAULT_BASE_URL */.Ql),
  DEFAULT_RETRY_POLICY: () => (/* reexport */ retry/* DEFAULT_RETRY_POLICY */.cO),
  GOING_STATES: () => (/* reexport */ GOING_STATES),
  InvalidArgumentError: () => (/* reexport */ errors/* InvalidArgumentError */.Di),
  OPERATIONS: () => (/* reexport */ OPERATIONS),
  PageIterator: () => (/* reexport */ PageIterator),
  REASONS_BATCH: () => (/* reexport */ REASONS_BATCH),
  TERMINAL_STATES: () => (/* reexport */ TERMINAL_STATES),
  Transport: () => (/* reexport */ transport/* Transport */.oK),
  backoffDelayMs: () => (/* reexport */ retry/* backoffDelayMs */.Q4),
  encodeQuery: () => (/* reexport */ transport/* encodeQuery */.XX),
  errorCodeFromType: () => (/* reexport */ errors/* errorCodeFromType */.wh),
  fetchSignedUrl: () => (/* reexport */ transport/* fetchSignedUrl */.Yr),
  hasStopped: () => (/* reexport */ hasStopped),
  hintFor: () => (/* reexport */ errors/* hintFor */.JR),
  isGoing: () => (/* reexport */ isGoing),
  isLoopbackHost: () => (/* reexport */ transport/* isLoopbackHost */.cW),
  nextCronTime: () => (/* reexport */ cron/* nextCronTime */.pq),
  nextCursor: () => (/* reexport */ nextCursor),
  parseBaseUrl: () => (/* reexport */ transport/* parseBaseUrl */.Q2),
  parseCron: () => (/* reexport */ cron/* parseCron */.E$),
  retryDelayMs: () => (/* reexport */ retry/* retryDelayMs */.qO),
  retryVerdictForStatus: () => (/* reexport */ retry/* retryVerdictForStatus */.HK),
  serverRetryDelayMs: () => (/* reexport */ retry/* serverRetryDelayMs */.Nz),
  sleepFor: () => (/* reexport */ transport/* sleepFor */.dt)
});

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
function nextCursor(items, pageInfo) {
    if (pageInfo?.has_next_page === false)
        return undefined;
    if (items.length === 0)
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
            const { items, pageInfo } = this.itemsOf(page);
            const next = nextCursor(items, pageInfo);
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

// EXTERNAL MODULE: ./src/client/transport.ts + 4 modules
var transport = __webpack_require__(5035);
// EXTERNAL MODULE: ./src/client/validate.ts
var validate = __webpack_require__(5989);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
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
    q(query) {
        return query;
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
            return new PageIterator((cursor) => this.call('listRuns', { query: this.q({ ...query, cursor: cursor ?? query.cursor }) }, options), (page) => ({ items: page.runs, pageInfo: page.page_info }));
        },
        listPage: (query = {}, options) => {
            checkListRuns(query);
            return this.call('listRuns', { query: this.q(query) }, options);
        },
        get: (runId, options) => this.call('getRun', { path: { runId } }, options),
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
            return new PageIterator((cursor) => this.call('listFactories', { query: this.q({ ...query, cursor: cursor ?? query.cursor }) }, options), (page) => ({ items: page.factories, pageInfo: page.page_info }));
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
        list: (query = {}, options) => {
            (0,validate/* checkLimit */.ab)('recent_outcomes_limit', query.recent_outcomes_limit, 1, 100, 'listScorers');
            return this.call('listScorers', { query: this.q(query) }, options);
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
            return new PageIterator((cursor) => this.call('listScorerResults', { path: { scorer_id: scorerId }, query: this.q({ ...query, cursor: cursor ?? query.cursor }) }, options), (page) => ({ items: page.results, pageInfo: page.page_info }));
        },
        reasons: async (scorerId, runIds, options) => {
            const distinct = [...new Set(runIds)];
            if (distinct.some((id) => typeof id !== 'string' || id === '')) {
                throw new errors/* InvalidArgumentError */.Di('run_id', 'every run id must be a non-empty string', 'getScorerResultReasons');
            }
            const reasons = [];
            for (let i = 0; i < distinct.length; i += REASONS_BATCH) {
                const batch = distinct.slice(i, i + REASONS_BATCH);
                const page = await this.call('getScorerResultReasons', { path: { scorer_id: scorerId }, query: { run_id: batch } }, options);
                reasons.push(...page.reasons);
            }
            return { reasons };
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
;// CONCATENATED MODULE: ./src/client/index.ts









/***/ }),

/***/ 52:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ge: () => (/* binding */ META),
/* harmony export */   Jz: () => (/* binding */ findRunByMetadata),
/* harmony export */   Y1: () => (/* binding */ conversationOrigin),
/* harmony export */   u2: () => (/* binding */ SOURCE),
/* harmony export */   xk: () => (/* binding */ adoptable),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* unused harmony export workOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3695);
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
async function findRunByMetadata(client, filter, options = {}) {
    const after = options.createdAfter ? { created_after: options.createdAfter } : {};
    try {
        const page = await client.runs.listPage({ metadata: filter, sort_by: 'created_at', sort_order: 'desc', limit: 5, ...after }, { signal: options.signal });
        return page.runs[0];
    }
    catch (err) {
        if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.ApiError && err.errorCode === 'feature_not_available'))
            throw err;
    }
    const matches = (run) => Object.entries(filter).every(([k, v]) => run.metadata?.[k] === v);
    let pages = 0;
    const since = options.createdAfter ?? new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    for await (const page of client.runs
        .list({ sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since }, { signal: options.signal })
        .pages()) {
        const hit = page.runs.find(matches);
        if (hit)
            return hit;
        if (++pages >= 5)
            break;
    }
    return undefined;
}
function adoptable(run) {
    return run !== undefined && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__.isGoing)(run.state);
}


/***/ }),

/***/ 338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cq: () => (/* binding */ readFactoryTask),
/* harmony export */   DispatchError: () => (/* binding */ DispatchError),
/* harmony export */   NK: () => (/* binding */ factoryTaskOf),
/* harmony export */   cl: () => (/* binding */ factoryStarter),
/* harmony export */   ds: () => (/* binding */ runStarter)
/* harmony export */ });
/* unused harmony exports agentConfig, ticketOf, explainDispatchError */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3695);
/* harmony import */ var _render_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1509);
/* harmony import */ var _origin_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52);



function factoryTaskOf(starter, runId) {
    const task = starter.factoryTask;
    return task ? { factoryTask: () => task(runId) } : {};
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
async function listActiveBy(client, metadata, signal) {
    try {
        const page = await client.runs.listPage({ metadata, state: [..._client_index_js__WEBPACK_IMPORTED_MODULE_0__.GOING_STATES], sort_by: 'created_at', sort_order: 'asc', limit: 20 }, { signal });
        return page.runs.sort(oldestFirst);
    }
    catch (err) {
        if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.ApiError && err.errorCode === 'feature_not_available')
            return [];
        throw err;
    }
}
function runStarter(step, run, origin) {
    const { client } = step;
    const findLatest = (signal, createdAfter) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, origin.lookup, { signal, ...(createdAfter ? { createdAfter } : {}) });
    const findMade = (createdAfter, signal) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, origin.own, { signal, createdAfter });
    return {
        lookup: origin.lookup,
        own: origin.own,
        findLatest,
        findMade,
        listActive: (signal) => listActiveBy(client, origin.lookup, signal),
        create: async (work, signal, since) => {
            const config = agentConfig(run);
            const body = {
                prompt: work.prompt,
                metadata: origin.metadata,
                ...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(work.title, 200) } : {}),
                ...(config ? { config } : {}),
                ...(run.skill ? { skill: run.skill } : {}),
                ...(run.agentIdentity ? { agent_identity_uid: run.agentIdentity } : {}),
            };
            const created = await client.runs.create(body, {
                signal,
                recover: async () => {
                    const found = await findMade(since);
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
    const ticket = ticketOf(ticketRef);
    const metadata = { ticket_source: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(ticket.source, 256), ticket_id: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(ticket.id, 256) };
    const findLatest = async (signal, createdAfter) => {
        const run = await (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, metadata, {
            signal,
            ...(createdAfter ? { createdAfter } : {}),
        });
        return run && (run.factory_uid === undefined || run.factory_uid === factory) ? run : undefined;
    };
    const findMade = (createdAfter, signal) => findLatest(signal, createdAfter);
    return {
        factory,
        lookup: metadata,
        own: metadata,
        findLatest,
        findMade,
        listActive: (signal) => listActiveBy(client, metadata, signal),
        create: async (work, signal, since) => {
            try {
                const created = await client.factories.dispatch(factory, {
                    prompt: work.prompt,
                    ticket_ref: ticketRef,
                    ...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(work.title, 200) } : {}),
                    ...(ticketUrl ? { ticket_url: ticketUrl } : {}),
                }, {
                    signal,
                    recover: async () => {
                        const found = await findMade(since);
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
                log.info(`dispatched to factory ${factory} (foreman ${created.foreman_agent || 'unknown'}), ticket ${created.ticket_ref}`);
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
        if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.ApiError && err.status === 404)
            return undefined;
        log.warning(`could not read the factory task of run ${runId}: ${err.message}`);
        return undefined;
    }
}
class DispatchError extends Error {
}
function explainDispatchError(err, factory) {
    if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.ApiError))
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

//# sourceMappingURL=338.index.js.map