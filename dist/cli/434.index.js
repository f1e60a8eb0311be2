export const id = 434;
export const ids = [434];
export const modules = {

/***/ 9434:
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
  keep: () => (/* reexport */ keep),
  nextCronTime: () => (/* reexport */ cron/* nextCronTime */.pq),
  nextCursor: () => (/* reexport */ nextCursor),
  parseBaseUrl: () => (/* reexport */ transport/* parseBaseUrl */.Q2),
  parseCron: () => (/* reexport */ cron/* parseCron */.E$),
  reasonMatches: () => (/* reexport */ reasonMatches),
  retryDelayMs: () => (/* reexport */ retry/* retryDelayMs */.qO),
  retryVerdictForStatus: () => (/* reexport */ retry/* retryVerdictForStatus */.HK),
  runMatches: () => (/* reexport */ runMatches),
  scorerMatches: () => (/* reexport */ scorerMatches),
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

// EXTERNAL MODULE: ./src/client/transport.ts + 4 modules
var transport = __webpack_require__(7820);
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
;// CONCATENATED MODULE: ./src/client/index.ts










/***/ })

};

//# sourceMappingURL=434.index.js.map