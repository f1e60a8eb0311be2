export const id = 638;
export const ids = [638];
export const modules = {

5015:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	P6: () => (readRunEnvironment),
	j_: () => (readEvent)
});
var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
var node_fs__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
var node_os__WEBPACK_IMPORTED_MODULE_1___default =__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
var _flow_context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4227);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4189);




class EventError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_2__.Rz {
	constructor(message) {
		super(message, 'error');
	}
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
		tempDir: vars.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(),
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
	const createdAt = text(comment.created_at) ?? text(comment.submitted_at);
	return {
		id,
		body: text(comment.body) ?? '',
		author: text(user?.login) ?? '',
		authorType: text(user?.type) ?? 'User',
		url: text(comment.html_url) ?? '',
		...(createdAt ? { createdAt } : {}),
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
	const base = (0,_flow_context_js__WEBPACK_IMPORTED_MODULE_3__.bareTrigger)(event, { owner, repo }, { action: text(payload.action), actor: login(payload.sender) });
	const label = text(obj(payload.label)?.name);
	if (label !== undefined)
		base.label = label;
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
		case 'merge_group': {
			const group = need(obj(payload.merge_group), event, 'merge_group');
			base.mergeGroup = {
				headSha: need(text(group.head_sha), event, 'merge_group.head_sha'),
				headRef: need(text(group.head_ref), event, 'merge_group.head_ref'),
				baseRef: text(group.base_ref) ?? '',
			};
			break;
		}
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


}),

1422:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	I: () => (kindOf),
	RF: () => (GitHubGraphQLError),
	UG: () => (graphql),
	UM: () => (graphqlUrlFor),
	cy: () => (graphqlUrlOf)
});
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4189);
var _octokit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6702);


const ENTERPRISE_REST = /\/api\/v3\/?$/;
function graphqlUrlFor(apiUrl) {
	return ENTERPRISE_REST.test(apiUrl)
		? apiUrl.replace(ENTERPRISE_REST, '/api/graphql')
		: `${apiUrl.replace(/\/+$/, '')}/graphql`;
}
function graphqlUrlOf(vars, apiUrl) {
	const given = vars.GITHUB_GRAPHQL_URL?.trim();
	if (!given)
		return graphqlUrlFor(apiUrl);
	let url;
	try {
		url = new URL(given);
	}
	catch {
		throw new Error(`GITHUB_GRAPHQL_URL is not a URL: "${given}"; leave it to the runner, or unset it`);
	}
	const api = new URL(apiUrl);
	if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== api.origin) {
		throw new Error(`GITHUB_GRAPHQL_URL (${url.origin}) is not on the origin of GITHUB_API_URL (${api.origin}): the GitHub token is sent to GitHub's API only; leave both to the runner, or unset GITHUB_GRAPHQL_URL`);
	}
	return given.replace(/\/+$/, '');
}
class GitHubGraphQLError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_0__.Rz {
	name = 'GitHubGraphQLError';
	status;
	errors;
	constructor(message, options) {
		super(message, 'service', options.cause === undefined ? undefined : { cause: options.cause });
		this.status = options.status;
		this.errors = options.errors ?? [];
	}
}
const SHOWN_ERRORS = 3;
const MESSAGE_CHARS = 200;
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
function shown(text) {
	const line = text.replace(/\s+/g, ' ').trim();
	return line.length > MESSAGE_CHARS ? `${line.slice(0, MESSAGE_CHARS - 1)}…` : line;
}
function errorEntries(errors) {
	return errors.map((entry) => {
		const fields = isObject(entry) ? entry : {};
		const message = typeof fields.message === 'string' && fields.message.trim() ? shown(fields.message) : '(no message)';
		return typeof fields.type === 'string' ? { message, type: shown(fields.type) } : { message };
	});
}
function kindOf(value) {
	if (value === undefined)
		return 'missing';
	if (value === null)
		return 'null';
	if (Array.isArray(value))
		return 'an array';
	if (typeof value === 'string')
		return value === '' ? 'an empty string' : 'a string';
	return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
async function graphql(octokit, url, what, query, variables = {}, signal) {
	const where = `GitHub's GraphQL API (${url})`;
	let answer;
	try {
		({ data: answer } = await octokit.request({
			method: 'POST',
			url,
			query,
			variables,
			...(signal ? { request: { signal } } : {}),
		}));
	}
	catch (err) {
		if (err instanceof TypeError) {
			throw new GitHubGraphQLError(`${where} answered ${what} with something that is not a GraphQL answer (${err.message})`, { cause: err });
		}
		const status = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_1__.c2)(err);
		const errors = err.data?.errors;
		const http = status !== undefined && !(err instanceof _octokit_js__WEBPACK_IMPORTED_MODULE_1__.Dr) ? ` (HTTP ${status})` : '';
		throw new GitHubGraphQLError(`${where} did not answer ${what}: ${err.message}${http}`, {
			status,
			errors: Array.isArray(errors) ? errorEntries(errors) : [],
			cause: err,
		});
	}
	if (!isObject(answer)) {
		const body = answer === undefined || answer === '' ? 'an empty body' : kindOf(answer);
		throw new GitHubGraphQLError(`${where} answered ${what} with ${body}, not a GraphQL answer`, {});
	}
	if (answer.errors !== undefined && answer.errors !== null) {
		if (!Array.isArray(answer.errors)) {
			throw new GitHubGraphQLError(`${where} answered ${what} with errors that are ${kindOf(answer.errors)}, not a list`, {});
		}
		const errors = errorEntries(answer.errors);
		const named = errors
			.slice(0, SHOWN_ERRORS)
			.map((e) => (e.type ? `${e.message} (${e.type})` : e.message))
			.join('; ');
		const more = errors.length > SHOWN_ERRORS ? `; and ${errors.length - SHOWN_ERRORS} more` : '';
		throw new GitHubGraphQLError(`${where} answered ${what} with errors: ${named || 'an empty list'}${more}`, { errors });
	}
	if (!isObject(answer.data)) {
		throw new GitHubGraphQLError(`${where} answered ${what} without data: data is ${kindOf(answer.data)}`, {});
	}
	return answer.data;
}


}),

6702:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	Dr: () => (GitHubTimeoutError),
	E0: () => (pagesOf),
	Qi: () => (createOctokit),
	Zb: () => (githubBounds),
	c2: () => (statusOf)
});
var _octokit_core__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4730);
var _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3779);
var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9735);
var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6856);
var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3251);
var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__);
var _client_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7839);
var undici__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6752);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4189);
var _timing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8117);
var _version_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(311);










function pagesOf(octokit, route, parameters, signal) {
	const request = signal ? octokit.request.defaults({ request: { signal } }) : octokit.request;
	const options = { method: 'GET', url: route.slice('GET '.length), ...parameters };
	return octokit.paginate.iterator(request, options);
}
const GITHUB_BOUNDS = {
	attemptMs: _timing_js__WEBPACK_IMPORTED_MODULE_4__.n7,
	retries: 2,
	backoffMs: _timing_js__WEBPACK_IMPORTED_MODULE_4__.ST,
	callMs: _timing_js__WEBPACK_IMPORTED_MODULE_4__.s$,
};
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
function onLimit(kind, log) {
	return (retryAfter, options, _octokit, retryCount) => {
		const wait = retryCount < 2 && retryAfter <= MAX_RATE_LIMIT_WAIT_S;
		const why = retryCount < 2
			? `GitHub asks to wait ${retryAfter}s, more than ${MAX_RATE_LIMIT_WAIT_S}s`
			: 'twice already';
		log.warning(`GitHub ${kind} on ${options.method} ${options.url}; ${wait ? `retrying in ${retryAfter}s` : `giving up (${why})`}`);
		return wait;
	};
}
const TEXT_FIELDS = ['body', 'title', 'name', 'summary', 'text'];
const OUTPUT_FIELDS = ['title', 'summary', 'text'];
function redactVariables(value, redact) {
	if (typeof value === 'string')
		return redact(value);
	if (Array.isArray(value))
		return value.map((item) => redactVariables(item, redact));
	if (value && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactVariables(item, redact)]));
	}
	return value;
}
function redactRequest(options, redact) {
	for (const field of TEXT_FIELDS) {
		const value = options[field];
		if (typeof value === 'string')
			options[field] = redact(value);
	}
	if (options.variables !== undefined)
		options.variables = redactVariables(options.variables, redact);
	const output = options.output;
	if (output && typeof output === 'object' && !Array.isArray(output)) {
		const redacted = { ...output };
		for (const field of OUTPUT_FIELDS) {
			const value = redacted[field];
			if (typeof value === 'string')
				redacted[field] = redact(value);
		}
		options.output = redacted;
	}
}
class GitHubTimeoutError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_3__.Rz {
	name = 'GitHubTimeoutError';
	status = 408;
	request;
	constructor(message, options) {
		super(message, 'service');
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
			const attempt = AbortSignal.timeout((0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(bounds.attemptMs));
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
				timer = setTimeout(() => budget.abort(new GitHubTimeoutError(`GitHub did not answer ${options.method} ${options.url} within ${bounds.callMs / 1000}s (${bounds.retries + 1} attempts at most)`, options)), (0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(bounds.callMs));
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
	return ((input, init = {}) => (0,undici__WEBPACK_IMPORTED_MODULE_2__.hd)(input, { ...init, dispatcher }));
}
const GITHUB_CONNECTIONS = { connections: 8, keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 };
let octokits = 0;
function pacedGroups(scale = _timing_js__WEBPACK_IMPORTED_MODULE_4__.ts) {
	const group = (id, ms) => new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default().Group)({ id, maxConcurrent: 1, minTime: (0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(ms, scale) });
	return {
		write: group('cloud-agent-write', _timing_js__WEBPACK_IMPORTED_MODULE_4__.mk.writeMs),
		notifications: group('cloud-agent-notifications', _timing_js__WEBPACK_IMPORTED_MODULE_4__.mk.notifyMs),
		search: group('cloud-agent-search', _timing_js__WEBPACK_IMPORTED_MODULE_4__.mk.searchMs),
	};
}
let paced;
const processPace = () => (paced ??= pacedGroups());
function createOctokit(token, baseUrl, edges, bounds = GITHUB_BOUNDS, pace = processPace()) {
	const GitHub = _octokit_core__WEBPACK_IMPORTED_MODULE_5__.E.plugin(_octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_6__.ud, 
	boundAttempts(bounds), _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_7__.L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_8__.A, boundCalls(bounds));
	const octokit = new GitHub({
		auth: token,
		baseUrl,
		userAgent: `cloud-agent-action/${_version_js__WEBPACK_IMPORTED_MODULE_9__.x}`,
		request: { fetch: fetchThrough((0,_client_proxy_js__WEBPACK_IMPORTED_MODULE_1__.tR)(new URL(baseUrl), GITHUB_CONNECTIONS)) },
		retry: {
			doNotRetry: [400, 401, 403, 404, 410, 422, 451],
			retries: bounds.retries,
			retryAfterBaseValue: (0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(bounds.backoffMs),
		},
		throttle: {
			id: `octokit-${++octokits}`,
			...pace,
			onRateLimit: onLimit('rate limit', edges.log),
			onSecondaryRateLimit: onLimit('secondary rate limit', edges.log),
		},
	});
	octokit.hook.before('request', (options) => redactRequest(options, edges.redact));
	return octokit;
}
function statusOf(err) {
	const status = err?.status;
	return typeof status === 'number' ? status : undefined;
}


}),

7195:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	h: () => (openRepository)
});

var graphql = __webpack_require__(1422);
var github_octokit = __webpack_require__(6702);
var admission = __webpack_require__(1737);
var outcome = __webpack_require__(4189);
;



class LookupFailedError extends outcome.Rz {
	constructor(message) {
		super(message, 'service');
	}
}
function whyFailed(err) {
	const e = err;
	const message = typeof e?.message === 'string' ? e.message : String(err);
	const names = [e?.name, e?.cause?.name];
	if (names.includes('AbortError') || names.includes('TimeoutError') || /timed? ?out|timeout/i.test(message))
		return 'timed out';
	const status = (0,github_octokit.c2)(err);
	if (status !== undefined && e?.response !== undefined)
		return `HTTP ${status}`;
	return message;
}
async function authorAccess(octokit, repo, author, rules) {
	const { login } = author;
	if ((0,admission.w2)(login, author.type)) {
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
		if ((0,github_octokit.c2)(err) === 404)
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

var format = __webpack_require__(1509);
;


const CHECK_SUMMARY_LIMIT = 65_535;
const CHECK_ANNOTATIONS_LIMIT = 50;
const GATE_START = {
	title: 'Judging the runs',
	summary: 'The scorers are judging the runs of this pull request.',
	refused: "the gate's result is in the job summary and this step's result. To get a real check, run the gate from a workflow_run workflow (see docs/gate.md).",
};
class CheckRun {
	id;
	url;
	appId;
	octokit;
	repo;
	constructor(octokit, repo, id, url, appId) {
		this.octokit = octokit;
		this.repo = repo;
		this.id = id;
		this.url = url;
		this.appId = appId;
	}
	static async start(octokit, repo, name, headSha, detailsUrl, log, started = GATE_START) {
		try {
			const { data } = await octokit.request('POST /repos/{owner}/{repo}/check-runs', {
				...repo,
				name,
				head_sha: headSha,
				status: 'in_progress',
				started_at: new Date().toISOString(),
				details_url: detailsUrl,
				output: { title: started.title, summary: started.summary },
			});
			return new CheckRun(octokit, repo, Number(data.id), data.html_url ?? '', appOf(data));
		}
		catch (err) {
			const status = (0,github_octokit.c2)(err);
			if (status === 403 || status === 404) {
				log.warning(`cannot create a check run with this token (${status}: a fork's pull request gets a read-only token); ${started.refused}`);
				return undefined;
			}
			throw err;
		}
	}
	async complete(conclusion, title, summary, text, annotations = [], detailsUrl) {
		await this.octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
			...this.repo,
			check_run_id: this.id,
			status: 'completed',
			conclusion,
			completed_at: new Date().toISOString(),
			...(detailsUrl ? { details_url: detailsUrl } : {}),
			output: {
				title: (0,format.$Q)(title, 1000),
				summary: (0,format.$Q)(summary, CHECK_SUMMARY_LIMIT),
				...(text === undefined ? {} : { text: (0,format.$Q)(text, CHECK_SUMMARY_LIMIT) }),
				...(annotations.length
					? {
						annotations: annotations.slice(0, CHECK_ANNOTATIONS_LIMIT).map((a) => ({
							...a,
							title: (0,format.$Q)(a.title, 255),
							message: (0,format.$Q)(a.message, 64_000),
						})),
					}
					: {}),
			},
		});
	}
}
const record = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)
	? value
	: undefined;
function appOf(run) {
	const id = record(run.app)?.id;
	return Number.isSafeInteger(id) ? id : undefined;
}
function factsOf(value, name, sha) {
	const run = record(value);
	if (!run || !Number.isSafeInteger(run.id) || run.name !== name || typeof run.status !== 'string')
		return undefined;
	if (typeof run.head_sha !== 'string' || run.head_sha.toLowerCase() !== sha.toLowerCase())
		return undefined;
	const { title, text } = record(run.output) ?? {};
	const appId = appOf(run);
	return {
		id: run.id,
		...(appId === undefined ? {} : { appId }),
		status: run.status,
		conclusion: typeof run.conclusion === 'string' ? run.conclusion : null,
		url: typeof run.html_url === 'string' ? run.html_url : undefined,
		title: typeof title === 'string' ? title : undefined,
		text: typeof text === 'string' ? text : undefined,
	};
}
async function checkRunsOn(octokit, repo, sha, name) {
	const { data } = await octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', {
		...repo,
		ref: sha,
		check_name: name,
		filter: 'all',
		per_page: 100,
	});
	const runs = record(data)?.check_runs;
	if (!Array.isArray(runs))
		return [];
	return runs
		.map((run) => factsOf(run, name, sha))
		.filter((run) => run !== undefined)
		.sort((a, b) => b.id - a.id);
}

var gone = __webpack_require__(9022);
;

async function post(octokit, repo, comment, content) {
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
async function react(octokit, repo, comment, content, log) {
	try {
		await post(octokit, repo, comment, content);
		return 'given';
	}
	catch (err) {
		if ((0,gone.q)(err)) {
			log.info(`the comment ${comment.url || comment.id} is gone (deleted): no ${content} reaction on it`);
			return 'gone';
		}
		log.warning(`could not react to the comment: ${err.message}`);
		return 'failed';
	}
}
const CLOSING = ['rocket', 'confused'];
async function ownClosing(octokit, repo, comment, self) {
	const reactions = await octokit.paginate('GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', {
		...repo,
		comment_id: comment.id,
		per_page: 100,
	});
	return reactions.filter((r) => r.user?.login.toLowerCase() === self.toLowerCase() && CLOSING.includes(r.content));
}
async function reactions_close(octokit, repo, comment, content, self) {
	if (comment.kind === 'issue_comment' && (await ownClosing(octokit, repo, comment, self)).length)
		return;
	await post(octokit, repo, comment, content);
}
async function reclose(octokit, repo, comment, content, self) {
	const before = comment.kind === 'issue_comment' ? await ownClosing(octokit, repo, comment, self) : [];
	for (const reaction of before) {
		if (reaction.content !== content)
			await takeOff(octokit, repo, comment.id, reaction.id);
	}
	await post(octokit, repo, comment, content);
}
async function takeOff(octokit, repo, commentId, reactionId, signal) {
	try {
		await octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}', {
			...repo,
			comment_id: commentId,
			reaction_id: reactionId,
			...(signal ? { request: { signal } } : {}),
		});
	}
	catch (err) {
		if (!(0,gone.q)(err))
			throw err;
	}
}

;


async function listOwnMarkedComments(octokit, repo, number, self, readMarker, signal) {
	const found = [];
	const pages = (0,github_octokit.E0)(octokit, 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: number, per_page: 100 }, signal);
	for await (const page of pages) {
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
					...(typeof comment.updated_at === 'string' ? { updatedAt: comment.updated_at } : {}),
				});
		}
	}
	return found;
}
const CLAIM = '+1';
const mayHaveWritten = (status) => status === undefined || status >= 500 || status === 408 || status === 429;
class TrackingComment {
	id;
	url;
	writtenAt;
	claimId;
	lastBody;
	sent = [];
	octokit;
	repo;
	number;
	self;
	readMarker;
	matches;
	log;
	constructor(octokit, repo, number, self, readMarker, matches, log) {
		this.octokit = octokit;
		this.repo = repo;
		this.number = number;
		this.self = self;
		this.readMarker = readMarker;
		this.matches = matches;
		this.log = log;
	}
	async find(signal) {
		const [oldest] = await this.ours(signal);
		if (oldest) {
			this.id = oldest.id;
			this.url = oldest.url;
			this.lastBody = oldest.body;
		}
		return oldest;
	}
	adopt(comment) {
		this.id = comment.id;
		this.url = comment.url;
		this.lastBody = comment.body;
		this.writtenAt = undefined;
	}
	async claim(signal) {
		if (this.id === undefined)
			throw new Error('there is no tracking comment to claim the approval on');
		const request = { ...(signal ? { signal } : {}), retries: 0 };
		for (let attempt = 0;; attempt++) {
			try {
				const { status, data } = await this.octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', { ...this.repo, comment_id: this.id, content: CLAIM, request });
				if (status !== 201)
					return 'taken';
				this.claimId = Number.isSafeInteger(data.id) ? data.id : undefined;
				return 'claimed';
			}
			catch (err) {
				if (attempt > 0 || !mayHaveWritten((0,github_octokit.c2)(err)))
					throw err;
				const [made] = await this.claims(this.id, signal);
				if (made) {
					this.claimId = made.id;
					return 'claimed';
				}
			}
		}
	}
	async unclaim(signal, only) {
		if (this.id === undefined)
			return false;
		let removed = false;
		for (const reaction of await this.claims(this.id, signal)) {
			if (only !== undefined && reaction.id !== only)
				continue;
			await takeOff(this.octokit, this.repo, this.id, reaction.id, signal);
			removed = true;
		}
		return removed;
	}
	async claimed(signal) {
		return this.id !== undefined && (await this.claims(this.id, signal)).length > 0;
	}
	async claims(id, signal) {
		const reactions = [];
		for await (const page of (0,github_octokit.E0)(this.octokit, 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', { ...this.repo, comment_id: id, content: CLAIM, per_page: 100 }, signal))
			reactions.push(...page.data);
		return reactions.filter((r) => r.content === CLAIM && r.user?.login.toLowerCase() === this.self.toLowerCase());
	}
	wrote(data) {
		this.writtenAt = typeof data.updated_at === 'string' ? data.updated_at : undefined;
	}
	async write(body, signal) {
		if (body === this.lastBody)
			return;
		const request = signal ? { signal } : {};
		if (this.id === undefined)
			await this.post(body, request);
		else
			await this.edit(this.id, body, request);
		this.lastBody = body;
	}
	async post(body, request) {
		const found = this.sent.length > 0 && (await this.recover(body, request));
		if (!found)
			await this.create(body, request);
	}
	async edit(id, body, request) {
		try {
			const { data } = await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
				...this.repo,
				comment_id: id,
				body,
				request,
			});
			this.wrote(data);
		}
		catch (err) {
			if ((0,github_octokit.c2)(err) !== 404)
				throw err;
			this.log.info(`the tracking comment ${this.url ?? String(id)} is gone (deleted): posting the report as a new comment`);
			this.id = this.url = this.claimId = undefined;
			await this.post(body, request);
		}
	}
	async keepOldest(body, request) {
		const [oldest] = await this.ours(request.signal);
		if (!oldest || oldest.id === this.id || this.id === undefined)
			return;
		await this.remove(this.id, request);
		await this.keep(oldest, body, request);
	}
	async recover(body, request) {
		const [oldest, ...newer] = await this.ours(request.signal);
		if (!oldest)
			return false;
		for (const twin of newer.filter((c) => this.sent.includes(c.body)))
			await this.remove(twin.id, request);
		await this.keep(oldest, body, request);
		return true;
	}
	async ours(signal) {
		const own = await listOwnMarkedComments(this.octokit, this.repo, this.number, this.self, this.readMarker, signal);
		return own.filter((c) => this.matches(c.state));
	}
	async keep(comment, body, request) {
		this.adopt(comment);
		const { data } = await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
			...this.repo,
			comment_id: comment.id,
			body,
			request,
		});
		this.wrote(data);
	}
	async remove(id, request) {
		try {
			await this.octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
				...this.repo,
				comment_id: id,
				request,
			});
		}
		catch (err) {
			if ((0,github_octokit.c2)(err) !== 404)
				throw err;
		}
	}
	async create(body, request) {
		for (let attempt = 0; attempt < 2; attempt++) {
			this.sent.push(body);
			try {
				const { data } = await this.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
					...this.repo,
					issue_number: this.number,
					body,
					request: { ...request, retries: 0 },
				});
				this.id = Number(data.id);
				this.url = data.html_url;
				this.wrote(data);
				await this.keepOldest(body, request);
				return;
			}
			catch (err) {
				if (attempt > 0 || !mayHaveWritten((0,github_octokit.c2)(err)))
					throw err;
				if (await this.recover(body, request))
					return;
			}
		}
	}
}

;

const VIEWER_QUERY = 'query { viewer { login } }';
const MAX_LOGIN_CHARS = 100;
async function selfLogin(octokit, graphqlUrl) {
	try {
		const data = await (0,graphql.UG)(octokit, graphqlUrl, 'viewer { login }', VIEWER_QUERY);
		return loginOf(data, graphqlUrl);
	}
	catch (err) {
		if (!(err instanceof graphql.RF))
			throw err;
		const what = err.status === 401
			? 'GitHub refused the token: check the github-token input'
			: 'without it the action cannot tell its own comments; re-run the job';
		throw new graphql.RF(`could not learn which login the GitHub token writes as: ${err.message}; ${what}`, {
			status: err.status,
			errors: err.errors,
			cause: err,
		});
	}
}
function loginOf(data, graphqlUrl) {
	const viewer = data.viewer;
	const login = viewer !== null && typeof viewer === 'object' ? viewer.login : undefined;
	if (typeof login === 'string' && /^\S+$/.test(login) && login.length <= MAX_LOGIN_CHARS)
		return login;
	const found = viewer === null || typeof viewer !== 'object' || Array.isArray(viewer)
		? `viewer is ${(0,graphql.I)(viewer)}`
		: typeof login === 'string' && login !== ''
			? `viewer.login is not a login (${login.length > MAX_LOGIN_CHARS ? `${login.length} characters` : 'it has spaces'})`
			: `viewer.login is ${(0,graphql.I)(login)}`;
	throw new graphql.RF(`GitHub's GraphQL API (${graphqlUrl}) answered viewer { login } without a login: ${found}`, {});
}

;
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
function workflow_runs_record(value) {
	return value !== null && typeof value === 'object' && !Array.isArray(value)
		? value
		: undefined;
}
function successStart(value, file, currentRunId) {
	const run = workflow_runs_record(value);
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
	const runs = workflow_runs_record(data)?.workflow_runs;
	if (!Array.isArray(runs))
		return undefined;
	for (const run of runs) {
		const started = successStart(run, file, currentRunId);
		if (started !== undefined)
			return started;
	}
	return undefined;
}
const SHA = /^[0-9a-f]{40}$/i;
async function workflowHeads(octokit, repo, workflowRef, branch, limit) {
	const file = workflowFile(workflowRef, repo);
	if (file === undefined)
		return undefined;
	const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', {
		...repo,
		workflow_id: file,
		branch,
		event: 'push',
		per_page: Math.min(100, limit * 2),
		exclude_pull_requests: true,
	});
	const runs = workflow_runs_record(data)?.workflow_runs;
	if (!Array.isArray(runs))
		return [];
	const heads = [];
	for (const value of runs) {
		const run = workflow_runs_record(value);
		const path = run?.path;
		if (!run || run.event !== 'push' || run.head_branch !== branch)
			continue;
		if (typeof path !== 'string' || (path !== WORKFLOWS + file && !path.startsWith(`${WORKFLOWS}${file}@`)))
			continue;
		const sha = typeof run.head_sha === 'string' && SHA.test(run.head_sha) ? run.head_sha.toLowerCase() : undefined;
		if (sha && !heads.includes(sha))
			heads.push(sha);
		if (heads.length >= limit)
			break;
	}
	return heads;
}

;








class GitHubRepository {
	octokit;
	repo;
	graphqlUrl;
	queries;
	log;
	login;
	constructor(octokit, repo, log, options = {}) {
		this.octokit = octokit;
		this.repo = repo;
		this.log = log;
		this.graphqlUrl = options.graphqlUrl ?? (0,graphql.UM)(octokit.request.endpoint.DEFAULTS.baseUrl);
		this.queries = options.queries ?? octokit;
	}
	self() {
		this.login ??= selfLogin(this.queries, this.graphqlUrl).catch((err) => {
			this.login = undefined;
			throw err;
		});
		return this.login;
	}
	trackingComment(number, self, readMarker, matches) {
		return new TrackingComment(this.octokit, this.repo, number, self, readMarker, matches, this.log);
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
		return (state && {
			id: Number(data.id),
			url: data.html_url,
			body: data.body ?? '',
			state,
			author,
			...(typeof data.updated_at === 'string' ? { updatedAt: data.updated_at } : {}),
		});
	}
	access(author, rules) {
		return authorAccess(this.octokit, this.repo, author, rules);
	}
	react(comment, reaction) {
		return react(this.octokit, this.repo, comment, reaction, this.log);
	}
	async close(comment, reaction) {
		return reactions_close(this.octokit, this.repo, comment, reaction, await this.self());
	}
	async reclose(comment, reaction) {
		return reclose(this.octokit, this.repo, comment, reaction, await this.self());
	}
	async reply(number, body) {
		await this.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
			...this.repo,
			issue_number: number,
			body,
			request: { retries: 0 },
		});
	}
	async deleted(comment) {
		try {
			if (comment.kind === 'issue_comment') {
				await this.octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
					...this.repo,
					comment_id: comment.id,
				});
			}
			else if (comment.kind === 'review_comment') {
				await this.octokit.request('GET /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
					...this.repo,
					comment_id: comment.id,
				});
			}
			return false;
		}
		catch (err) {
			return (0,gone.q)(err);
		}
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
		return { headSha: data.head.sha, createdAt: data.created_at, baseRef: data.base.ref };
	}
	startCheck(name, headSha, detailsUrl, started) {
		return CheckRun.start(this.octokit, this.repo, name, headSha, detailsUrl, this.log, started);
	}
	lastSuccessfulRun(workflowRef, currentRunId) {
		return lastSuccessfulRun(this.octokit, this.repo, workflowRef, currentRunId);
	}
	checkRuns(sha, name) {
		return checkRunsOn(this.octokit, this.repo, sha, name);
	}
	workflowHeads(workflowRef, branch, limit) {
		return workflowHeads(this.octokit, this.repo, workflowRef, branch, limit);
	}
	async reviews() {
		const { GitHubReviews } = await __webpack_require__.e(426).then(__webpack_require__.bind(__webpack_require__, 5426));
		return new GitHubReviews(this.octokit, this.repo, this.graphqlUrl, this.queries);
	}
}

;



function openRepository(access, host) {
	const bounds = (0,github_octokit.Zb)(access.env);
	const graphqlUrl = (0,graphql.cy)(access.env, access.apiUrl);
	return new GitHubRepository((0,github_octokit.Qi)(access.token, access.apiUrl, host, bounds), access.repo, host.log, {
		graphqlUrl,
		queries: (0,github_octokit.Qi)(access.token, access.apiUrl, host, bounds),
	});
}


}),

4770:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	LX: () => (actionHost)
});


var external_node_os_ = __webpack_require__(8161);
var core = __webpack_require__(6421);
var redact = __webpack_require__(8932);
var log = __webpack_require__(7986);
var format = __webpack_require__(1509);
var context = __webpack_require__(4227);
var origin = __webpack_require__(4284);
var report = __webpack_require__(7332);
;



function describeWorkflowOrigin(from) {
	return (0,origin.QJ)((0,context.reportOriginOf)(from));
}
const actionWords = {
	input: (name) => `Input "${name}"`,
	setting: (name, value) => (value === undefined ? `\`${name}\`` : `\`${name}: ${value}\``),
	runner: 'The workflow',
	interrupted: 'The workflow job was cancelled',
	stopped: 'job cancelled',
	origin: describeWorkflowOrigin,
	workflowRun: context.workflowRunUrl,
	followup: (runId) => `To continue, run this action with \`command: followup\`, \`run-id: ${runId}\` and a \`message\`.`,
	approve: (runId) => `To carry out the plan, run this action with \`command: followup\`, \`run-id: ${runId}\` and \`followup-mode: approve\`; to revise it, with \`followup-mode: plan\` and a \`message\`.`,
	leftGoing: () => `Its report will be finished by the settle job (\`command: settle\`, see [detach and settle](${report.S6})).`,
	cancelLater: () => 'the post step of the job tries again.',
	lostCreate: 'the post step looks for it',
	noGitHub: 'No `github-token`',
	ownReport: 'its report is in its own job summary',
	summary: 'the job summary',
	apiKey: 'Check the `api-key` secret (or WARP_API_KEY).',
	workspace: 'in the workspace: check out the repository first (actions/checkout)',
};

;






const redactor = new redact.pO();
function setSecret(value, kind = 'secret') {
	if (value === '')
		return;
	core.Pq(value);
	redactor.add(value, kind);
}
function addSecret(value, kind = 'secret') {
	redactor.add(value, kind);
}

const clean = (message) => redactor.redact((0,log.$Y)(message));
const action_log = {
	info: (message) => core.pq((0,log.Kw)(clean(message))),
	warning: (message) => core.$e(clean(message)),
	error: (message) => core.z3(clean(message)),
	debug: (message) => core.Yz(clean(message)),
	group: (title, detail) => {
		core.Oh((0,log.Kw)(clean(title).replace(/\s+/g, ' ').trim()));
		if (detail !== '')
			core.pq((0,log.Kw)(clean(detail)));
		core.N4();
	},
};
function fail(message) {
	core.C1(redactor.redact(message));
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
		const note = `\n\n[cut: the ${name} output holds at most ${(0,format.K9)(maxChars)} characters]`;
		text = cutChars(text, maxChars - note.length) + note;
	}
	text = boundBytes(text, OUTPUT_MAX_BYTES, `\n\n[cut: an output holds at most ${(0,format.K9)(OUTPUT_MAX_BYTES)} bytes]`);
	core.uH(name, text);
}
let summaryBytes = 0;
async function writeSummary(markdown) {
	const room = SUMMARY_MAX_BYTES - summaryBytes - external_node_os_.EOL.length;
	if (room <= 0)
		return;
	const note = `\n\n---\n\n*The job summary was cut here: GitHub shows at most ${(0,format.K9)(SUMMARY_MAX_BYTES)} bytes.*`;
	const text = boundBytes(redactor.redact(markdown), room, note);
	await core.z.addRaw(text, true).write();
	summaryBytes += Buffer.byteLength(text, 'utf8') + external_node_os_.EOL.length;
}
const actionHost = {
	words: actionWords,
	input: (name, options) => {
		const value = core.V4(name, { trimWhitespace: options?.trim ?? true });
		return name === 'api-key' && value.trim() === '' ? (process.env.WARP_API_KEY ?? '') : value;
	},
	secret: (value, kind, masked) => (masked ? addSecret(value, kind) : setSecret(value, kind)),
	redact: (text) => redactor.redact(text),
	log: action_log,
	state: { save: (name, value) => core.LZ(name, value), load: (name) => core.Gu(name) },
	output: setOutput,
	summary: writeSummary,
	fail,
};


})

};

//# sourceMappingURL=638.index.js.map