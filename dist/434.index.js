export const id = 434;
export const ids = [434];
export const modules = {

9434:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	z4: () => (errors.z4),
	bI: () => (errors.bI),
	hD: () => (errors.hD),
	uZ: () => (errors.uZ),
	Kf: () => (errors.Kf),
	CC: () => (errors.CC),
	CloudAgentClient: () => (CloudAgentClient),
	tP: () => (errors.tP),
	fetchSignedUrl: () => (transport.Yr),
	HK: () => (retry.HK),
	hx: () => (runMatches),
	dt: () => (transport.dt)
});


;
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

;
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

var transport = __webpack_require__(4563);
var validate = __webpack_require__(5989);
var errors = __webpack_require__(6468);
;
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
function keep(items, matches, others) {
	const kept = [];
	for (const item of items) {
		if (matches(item))
			kept.push(item);
		else
			others?.(item);
	}
	return { kept, unmatched: items.length - kept.length };
}

;






const REASONS_BATCH = 100;
class CloudAgentClient {
	transport;
	constructor(options) {
		this.transport = new transport.oK(options);
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
			path: (0,validate.aD)(spec.path, args.path ?? {}, operation),
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
			path: (0,validate.aD)(spec.path, args.path ?? {}, operation),
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
	async listRunsPage(query, options, leftOut) {
		const answer = await this.call('listRuns', { query: this.q(query) }, options);
		const page = CloudAgentClient.read(answer);
		let foreign = 0;
		const { kept, unmatched } = keep(page.runs, (run) => runMatches(query, run), (run) => {
			if (query.metadata && !runMatches({ metadata: query.metadata }, run))
				foreign++;
			leftOut?.(run);
		});
		return { ...answer, runs: kept, unmatched, foreign };
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
		listPage: (query = {}, options, leftOut) => {
			checkListRuns(query);
			return this.listRunsPage(query, options, leftOut);
		},
		get: async (runId, options) => {
			const run = await this.call('getRun', { path: { runId } }, options);
			if (run !== undefined && run.run_id !== runId) {
				throw new errors.uZ(`getRun answered run "${run.run_id}" when asked for run "${runId}"`, {
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
			(0,validate.CU)('url', url, 'getRunByExternalReference');
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
			(0,validate.mp)('name', body.name, 'createSchedule');
			(0,validate.Pi)('cron_schedule', body.cron_schedule, 'createSchedule');
			(0,validate.z9)('agent_config.environment_id', body.agent_config?.environment_id, 'createSchedule');
			return this.call('createSchedule', { body }, options);
		},
		list: (options) => this.call('listSchedules', {}, options),
		get: (scheduleId, options) => this.call('getSchedule', { path: { scheduleId } }, options),
		update: (scheduleId, body, options) => {
			(0,validate.mp)('name', body.name, 'updateSchedule');
			(0,validate.Pi)('cron_schedule', body.cron_schedule, 'updateSchedule');
			if (typeof body.enabled !== 'boolean')
				throw new errors.Di('enabled', 'is required (true or false)', 'updateSchedule');
			(0,validate.z9)('agent_config.environment_id', body.agent_config?.environment_id, 'updateSchedule');
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
			(0,validate.mp)('name', body.name, 'createAgentIdentity');
			(0,validate.z9)('environment_id', body.environment_id, 'createAgentIdentity');
			return this.call('createAgentIdentity', { body }, options);
		},
		list: (query = {}, options) => this.call('listAgentIdentities', { query: this.q(query) }, options),
		get: (uid, options) => this.call('getAgentIdentity', { path: { uid } }, options),
		update: (uid, body, options) => {
			if (body.environment_id !== '')
				(0,validate.z9)('environment_id', body.environment_id, 'updateAgentIdentity');
			return this.call('updateAgentIdentity', { path: { uid }, body }, options);
		},
		delete: (uid, options) => this.call('deleteAgentIdentity', { path: { uid } }, options),
	};
	factories = {
		list: (query = {}, options) => {
			(0,validate.ab)('limit', query.limit, 1, 100, 'listFactories');
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
			(0,validate.mp)('prompt', body.prompt, 'dispatchFactoryRun');
			if (body.ticket_url !== undefined)
				(0,validate.CU)('ticket_url', body.ticket_url, 'dispatchFactoryRun');
			return this.call('dispatchFactoryRun', { path: { uid }, body }, options);
		},
		taskByRun: (uid, runId, options) => {
			(0,validate.mp)('run_id', runId, 'getFactoryTaskByRun');
			return this.call('getFactoryTaskByRun', { path: { uid }, query: { run_id: runId } }, options);
		},
	};
	scorers = {
		create: (body, options) => this.call('createScorer', { body }, options),
		list: async (query = {}, options) => {
			(0,validate.ab)('recent_outcomes_limit', query.recent_outcomes_limit, 1, 100, 'listScorers');
			const answer = await this.call('listScorers', { query: this.q(query) }, options);
			const { scorers } = CloudAgentClient.read(answer);
			const { kept, unmatched } = keep(scorers, (scorer) => scorerMatches(query, scorer));
			return { ...answer, scorers: kept, unmatched };
		},
		update: (scorerId, body, options) => {
			if (Object.keys(body).length === 0) {
				throw new errors.Di('body', 'at least one field must be given', 'updateScorer');
			}
			return this.call('updateScorer', { path: { scorer_id: scorerId }, body }, options);
		},
		delete: (scorerId, options) => this.call('deleteScorer', { path: { scorer_id: scorerId } }, options),
		results: (scorerId, query = {}, options) => {
			(0,validate.ab)('limit', query.limit, 1, 100, 'listScorerResults');
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
				throw new errors.Di('run_id', 'every run id must be a non-empty string', 'getScorerResultReasons');
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
				throw new errors.Di('targets', 'at least one (run_id, scorer_id) pair is required', 'dispatchRunScoring');
			}
			return this.call('dispatchRunScoring', { body }, options);
		},
		runScores: (runId, options) => this.call('getRunScores', { path: { run_id: runId } }, options),
	};
	harness = {
		reportArtifact: (runId, body, options) => {
			(0,validate.mp)('runId', runId, 'reportArtifact');
			return this.call('reportArtifact', { body, headers: { 'x-warp-cloud-agent-id': runId } }, options);
		},
	};
}
function checkRunRequest(body, operation) {
	const hasSkill = Boolean(body.skill || body.config?.skill_spec || body.config?.skills?.length || body.conversation_id);
	if (!hasSkill)
		(0,validate.mp)('prompt', body.prompt, operation);
	(0,validate.z9)('config.environment_id', body.config?.environment_id, operation);
	(0,validate.ZQ)('metadata', body.metadata, operation);
}
function checkListRuns(query) {
	(0,validate.ab)('limit', query.limit, 1, 500, 'listRuns');
	(0,validate._u)(query.metadata, 'listRuns');
	(0,validate.D6)(query.environment_id, 'listRuns');
}

var retry = __webpack_require__(7785);
var cron = __webpack_require__(6767);
;










}),

7839:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	tR: () => (dispatcherFor),
	uB: () => (closeDispatcher)
});
var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);

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
		return new undici__WEBPACK_IMPORTED_MODULE_0__.g6(options);
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
	return new undici__WEBPACK_IMPORTED_MODULE_0__.kT({ ...options, uri: uri.href });
}
async function closeDispatcher(dispatcher, idle) {
	if (!idle)
		return dispatcher.close();
	const closed = new undici__WEBPACK_IMPORTED_MODULE_0__.sO.ClientDestroyedError();
	closed.stack = `${closed.name}: ${closed.message}`;
	await dispatcher.destroy(closed);
}
function redactProxy(proxy) {
	return proxy.replace(/\/\/[^@/]*@/, '//***@');
}


}),

7785:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	HK: () => (retryVerdictForStatus),
	Nz: () => (serverRetryDelayMs),
	cO: () => (DEFAULT_RETRY_POLICY),
	qO: () => (retryDelayMs)
});
var _timing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8117);

const DEFAULT_RETRY_POLICY = {
	maxRetries: 3,
	baseDelayMs: _timing_js__WEBPACK_IMPORTED_MODULE_0__.OQ,
	maxDelayMs: _timing_js__WEBPACK_IMPORTED_MODULE_0__.RM,
	minDelayMs: _timing_js__WEBPACK_IMPORTED_MODULE_0__.px,
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


}),

4563:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	Ql: () => (DEFAULT_BASE_URL),
	oK: () => (Transport),
	Yr: () => (fetchSignedUrl),
	Q2: () => (parseBaseUrl),
	dt: () => (sleepFor)
});


var errors = __webpack_require__(6468);
;
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
	ArtifactItem: { artifact_type: READ, data: {}, created_at: MAYBE },
	ArtifactResponse: { data: {} },
	ConversationResponse: { steps: 'ConversationStep' },
	ConversationStep: {
		id: READ,
		description: READ,
		summary: READ,
		started_at: MAYBE,
		completed_at: READ,
		messages: 'ConversationMessage',
		steps: 'ConversationStep',
	},
	ConversationMessage: { role: READ, content: 'ContentBlock', timestamp: MAYBE },
	ContentBlock: { type: READ, text: READ },
	GetRunTimelineResponse: { events: 'TimelineEvent' },
	TimelineEvent: {
		event_uuid: MAYBE,
		event_type: READ,
		occurred_at: MAYBE,
		execution_id: MAYBE,
		run_id: MAYBE,
	},
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
		scored_at: MAYBE,
		scoring_run_time: MAYBE,
		scoring_run_id: MAYBE,
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

;
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

;


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

var proxy = __webpack_require__(7839);
var retry = __webpack_require__(7785);
var timing = __webpack_require__(8117);
var version = __webpack_require__(311);
;






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
		throw new errors.Di('base-url', `"${raw}" is not an absolute URL; use e.g. ${DEFAULT_BASE_URL}`);
	}
	if (/^[\w.-]+:\d+(\/|$)/.test(raw)) {
		throw new errors.Di('base-url', `"${raw}" has no scheme: write https://${raw} (or http://${raw} on loopback)`);
	}
	if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
		throw new errors.Di('base-url', `must use https (plain http is allowed only on loopback), got ${url.protocol}//${url.host}`);
	}
	if (url.username || url.password)
		throw new errors.Di('base-url', 'must not contain credentials');
	if (url.search || url.hash)
		throw new errors.Di('base-url', 'must not contain a query or fragment');
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
	inFlight = 0;
	constructor(options) {
		if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
			throw new errors.Di('api-key', 'is empty; pass the API key (for example from a secret)');
		}
		if (/[\r\n]/.test(options.apiKey))
			throw new errors.Di('api-key', 'must be a single line');
		this.apiKey = options.apiKey.trim();
		this.baseUrl = parseBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL);
		this.basePath = this.baseUrl.pathname.replace(/\/$/, '');
		this.timeoutMs = positive('timeoutMs', options.timeoutMs, (0,timing.vK)(timing.Hy));
		this.deadlineMs = positive('deadlineMs', options.deadlineMs, (0,timing.vK)(timing.Zt));
		const { baseDelayMs, maxDelayMs, minDelayMs } = retry.cO;
		this.policy = {
			...retry.cO,
			baseDelayMs: (0,timing.vK)(baseDelayMs),
			maxDelayMs: (0,timing.vK)(maxDelayMs),
			minDelayMs: (0,timing.vK)(minDelayMs),
			...options.retry,
		};
		const extra = Object.fromEntries(Object.entries(options.headers ?? {}).filter(([key]) => key.toLowerCase() !== 'authorization'));
		this.defaultHeaders = {
			accept: 'application/json',
			'user-agent': `${options.userAgent ? `${options.userAgent} ` : ''}cloud-agent-client/${version.x} node/${process.versions.node}`,
			...lowerKeys(extra),
		};
		this.sleep = options.sleep ?? sleepFor;
		this.now = options.now ?? Date.now;
		this.random = options.random ?? Math.random;
		this.onRetry = options.onRetry;
		this.onAttempt = options.onAttempt;
		this.checkAnswers = options.checkAnswers ?? true;
		this.dispatcher = (0,proxy.tR)(this.baseUrl, {
			connections: options.connections ?? 64,
			keepAliveTimeout: 10_000,
			keepAliveMaxTimeout: 60_000,
		});
	}
	async close() {
		await (0,proxy.uB)(this.dispatcher, this.inFlight === 0);
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
				throw new errors.CC(`${req.operation}: the overall deadline passed before an answer came`, {
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
			let delay = (0,retry.qO)(attempt, this.policy, failure.headers, this.now(), this.random);
			const left = deadline - this.now();
			if (delay >= left) {
				const hinted = failure.headers !== undefined && (0,retry.Nz)(failure.headers, this.now()) !== undefined;
				const last = left - (0,timing.vK)(timing.u4);
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
		return new errors.z4(`${operation}: aborted`, { operation, cause: reason });
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
		this.inFlight++;
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
						error: new errors.CC(`${req.operation}: no answer within ${timeoutMs} ms`, {
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
					error: new errors.bI(`${req.operation}: ${stage === 'body' ? 'the answer was cut off' : 'could not reach the service'} (${code ?? detail})`, { operation: req.operation, cause: err }),
					retryable: true,
					maybeActed: !notSent,
				},
			};
		}
		finally {
			this.inFlight--;
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
				throw new errors.uZ(`${req.operation}: redirect without a Location header`, {
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
				throw new errors.uZ(`${req.operation}: expected a redirect to a download URL, got HTTP ${res.status}`, {
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
				return unreadable(req, new errors.uZ(`${req.operation}: expected a JSON answer, got ${contentType ? `"${contentType}"` : 'no content type'} (HTTP ${res.status})`, { operation: req.operation, status: res.status, contentType }));
			}
			let value;
			try {
				value = JSON.parse(res.text);
			}
			catch (err) {
				return unreadable(req, new errors.uZ(`${req.operation}: the service sent malformed JSON (HTTP ${res.status}, ${res.text.length} bytes)`, { operation: req.operation, status: res.status, contentType, cause: err }));
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
		const error = new errors.hD({
			status: res.status,
			operation: req.operation,
			method: req.method,
			path: req.path,
			body: parsed,
			rawBody: parsed ? undefined : text,
			headers: res.headers,
		});
		const verdict = (0,retry.HK)(res.status, res.headers, error.retryable);
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
		return unreadable(req, new errors.Kf({
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
		throw new errors.Di(name, `must be a positive number, got ${value}`);
	return value;
}
async function fetchSignedUrl(url, options = {}) {
	const parsed = new URL(url);
	if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname))) {
		throw new errors.Di('url', `refusing to download from a non-https URL (${parsed.protocol}//${parsed.host})`);
	}
	const signal = options.timeoutMs
		? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), ...(options.signal ? [options.signal] : [])])
		: options.signal;
	const dispatcher = (0,proxy.tR)(parsed);
	try {
		return await download(parsed, dispatcher, signal, options.maxBytes ?? 64 * 1024 * 1024);
	}
	finally {
		await (0,proxy.uB)(dispatcher, true);
	}
}
async function download(parsed, dispatcher, signal, limit) {
	let res;
	try {
		res = await dispatcher.request({
			origin: parsed.origin,
			path: `${parsed.pathname}${parsed.search}`,
			method: 'GET',
			headers: { 'user-agent': `cloud-agent-client/${version.x}` },
			signal,
		});
	}
	catch (err) {
		throw new errors.bI(`download from ${parsed.host} failed (${errorCode(err) ?? String(err)})`, {
			cause: err,
		});
	}
	const chunks = [];
	let size = 0;
	for await (const chunk of res.body) {
		size += chunk.length;
		if (size > limit) {
			res.body.destroy();
			throw new errors.uZ(`download from ${parsed.host} is larger than ${limit} bytes`, {
				status: res.statusCode,
			});
		}
		chunks.push(chunk);
	}
	const headers = headerRecord(res.headers);
	if (res.statusCode >= 400) {
		throw new errors.hD({
			status: res.statusCode,
			operation: 'download',
			rawBody: Buffer.concat(chunks).toString('utf8').slice(0, 500),
			headers,
		});
	}
	return { status: res.statusCode, contentType: headers['content-type'], body: Buffer.concat(chunks) };
}


})

};

//# sourceMappingURL=434.index.js.map