export const id = 243;
export const ids = [243];
export const modules = {

1737:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	Kw: () => (refusalText),
	Lw: () => (Refused),
	fc: () => (ignoredBecause),
	kO: () => (admitEvent),
	w2: () => (isBot),
	ww: () => (admitBenchmarks),
	zj: () => (answerRefused)
});
var _render_marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1376);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4189);


function isBot(login, type) {
	return type === 'Bot' || /\[bot\]$/i.test(login);
}
function refusalText(login, thanksFor, rules) {
	return `@${login} thanks for ${thanksFor}, but only collaborators with ${rules.allowedPermissions.join(', ')} permission can start the cloud agent on this repository.`;
}
const GATED_EVENTS = new Set(['issues', 'pull_request', 'pull_request_target', 'workflow_run']);
class Refused extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.Rz {
	access;
	constructor(access) {
		super(access.reason, 'error');
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
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('github-token', `is required on ${trigger.event} events, to check the permission of @${author} whose text would start the work (or set allow-untrusted-authors: true to let anyone's text start it)`);
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
	if ((0,_render_marker_js__WEBPACK_IMPORTED_MODULE_0__.xY)(comment.body, step.markerKey))
		return "the comment is the action's own";
	if (isBot(comment.author, comment.authorType) &&
		!rules.allowedBots.includes(comment.author.toLowerCase())) {
		return `@${comment.author} is a bot that is not in allowed-bots`;
	}
	return undefined;
}
class BenchmarksRefused extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.Rz {
	constructor(why) {
		super(`the benchmarks do not run: ${why} (their prompts and configuration come from the pull request's head and run on this repository's key)`, 'gate-failed');
	}
}
async function admitBenchmarks(step, allowedPermissions) {
	const { trigger, repository } = step;
	if (trigger.event === 'workflow_run') {
		throw new BenchmarksRefused("a workflow_run event may check out a fork's files; run them on pull_request");
	}
	if (trigger.event !== 'pull_request' && trigger.event !== 'pull_request_target')
		return;
	const pull = trigger.pullRequest;
	if (pull?.fork)
		throw new BenchmarksRefused(`pull request #${trigger.number} comes from a fork (${pull.headRepo})`);
	const author = trigger.author;
	if (!author)
		throw new BenchmarksRefused(`the ${trigger.event} event names no author to check`);
	if (!repository) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('github-token', `is required on ${trigger.event} events with benchmarks, to check the permission of @${author}, whose pull request's head holds the prompts`);
	}
	const access = await repository.access({ login: author, type: trigger.authorType }, { allowedPermissions, allowedBots: [] });
	if (!access.allowed)
		throw new BenchmarksRefused(access.reason);
	step.host.log.info(`pull request #${trigger.number} is by @${author}, who has ${access.permission} permission: running the benchmarks`);
}


}),

3635:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	L: () => (pullRequestUrls),
	q: () => (resolveArtifacts)
});
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
				let unread = false;
				if (uid) {
					try {
						detail = (await client.artifacts.get(uid, { signal, maxRetries: 1 })).data;
					}
					catch (err) {
						unread = true;
						log(`could not read artifact ${uid}: ${err.message}`);
					}
				}
				if (item.artifact_type === 'PLAN') {
					return {
						type: 'PLAN',
						...(uid ? { uid } : {}),
						...(unread ? { unread } : {}),
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


}),

2919:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	D: () => (BudgetWatch)
});
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9187);
var _credits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5522);


class BudgetWatch {
	limit;
	base;
	kept;
	last;
	sawWork = false;
	sawUsage = false;
	constructor(limit, baseline, carried = {}) {
		this.limit = limit;
		this.base = baseline;
		this.kept = carried.kept;
		this.last = carried.last;
	}
	get baseline() {
		return this.base ?? 0;
	}
	get counted() {
		return { baseline: this.baseline, kept: this.kept };
	}
	observe(run) {
		const total = (0,_credits_js__WEBPACK_IMPORTED_MODULE_1__.yq)(run);
		if (run.state === 'INPROGRESS')
			this.sawWork = true;
		if (total === undefined)
			return undefined;
		if (_shared_runs_js__WEBPACK_IMPORTED_MODULE_0__.Wj.has(run.state))
			this.sawUsage = true;
		if (this.base === undefined) {
			this.base = total;
			return undefined;
		}
		const next = (0,_credits_js__WEBPACK_IMPORTED_MODULE_1__.bX)(this.counted, this.last, total);
		this.kept = next.counted.kept;
		this.last = total;
		return next.reset;
	}
	counting(run) {
		const total = (0,_credits_js__WEBPACK_IMPORTED_MODULE_1__.yq)(run);
		if (total === undefined)
			return undefined;
		const { counted } = (0,_credits_js__WEBPACK_IMPORTED_MODULE_1__.bX)(this.counted, this.last, total);
		return { counted, spent: (0,_credits_js__WEBPACK_IMPORTED_MODULE_1__.gI)(total, counted) };
	}
	spent(run) {
		return this.counting(run)?.spent;
	}
	over(run) {
		return (0,_credits_js__WEBPACK_IMPORTED_MODULE_1__.qj)(this.spent(run), this.limit);
	}
	get unenforced() {
		return this.sawWork && !this.sawUsage;
	}
	status(run, ended) {
		if (ended && this.unenforced)
			return 'unenforced';
		return this.over(run) ? 'over' : 'within';
	}
	view(run, status, setting) {
		const counting = this.counting(run);
		return {
			limit: this.limit,
			spent: counting?.spent,
			baseline: this.baseline,
			reset: (counting?.counted ?? this.counted).kept !== undefined,
			setting,
			status,
		};
	}
	mark() {
		return {
			budget: this.limit,
			baseline: this.base ? this.base : undefined,
			kept: this.kept,
		};
	}
}


}),

1519:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	BL: () => (endShown),
	Su: () => (cancelRun),
	Wl: () => (cancelStepRun),
	qG: () => (waitsForInput),
	rQ: () => (waitingText),
	wW: () => (describeCancel)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9187);
var _step_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6696);
var _shared_unreachable_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5223);
var _timing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8117);





function seenStopped(run) {
	return run !== undefined && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(run.state);
}
function cancelStepRun(step, runId, withinMs) {
	return cancelRun(step.client, runId, (0,_step_js__WEBPACK_IMPORTED_MODULE_2__.p)(step), withinMs, step.sleep);
}
async function cancelRun(client, runId, log, withinMs = (0,_timing_js__WEBPACK_IMPORTED_MODULE_3__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_3__.AX), sleep = _client_index_js__WEBPACK_IMPORTED_MODULE_0__.dt) {
	const confirmMs = (0,_timing_js__WEBPACK_IMPORTED_MODULE_3__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_3__.VC);
	const deadline = Date.now() + withinMs;
	let sent;
	try {
		await client.runs.cancel(runId, { deadlineMs: withinMs, maxRetries: 20 });
		sent = 'accepted';
	}
	catch (err) {
		if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.status === 400)
			sent = 'ended';
		else if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.status === 409) {
			log(`run ${runId} is still being prepared and could not be cancelled in time: ${err.message}`);
			sent = 'pending';
		}
		else if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.status === 422) {
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
				deadlineMs: Math.max((0,_timing_js__WEBPACK_IMPORTED_MODULE_3__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_3__.Ye), deadline - Date.now()),
				maxRetries: 1,
			});
		}
		catch (err) {
			log(`could not read run ${runId} after cancelling it: ${err.message}`);
		}
		if (seenStopped(run) || sent !== 'accepted' || Date.now() + confirmMs >= deadline)
			break;
		await sleep(confirmMs);
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
		default:
			return (0,_shared_unreachable_js__WEBPACK_IMPORTED_MODULE_4__.H)(outcome);
	}
}
const STOP_FROM_SESSION = 'stop it from the session.';
function waitsForInput(outcome, run) {
	return outcome === 'already-ended' && run?.state === 'BLOCKED';
}
function endShown(outcome, run, shown) {
	return outcome === 'already-ended' && shown?.run === run.run_id && shown.state === run.state;
}
function waitingText(runId) {
	return `the run \`${runId}\` waits for input, and the service cancels no run that waits: nothing was cancelled. It stays as it is, using nothing, until someone answers it.`;
}


}),

7956:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	G_: () => (leftClaim),
	N2: () => (claimDecided),
	OW: () => (takeBackUnsent),
	Uj: () => (askedStillOwed),
	Xb: () => (neverReached),
	dm: () => (movedOn),
	oj: () => (claimApproval)
});
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9187);
var _state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7573);


async function claimApproval(step, tracking, run) {
	const made = await tracking.claim(step.signal);
	if (made === 'claimed' && tracking.id !== undefined) {
		const record = {
			comment: tracking.id,
			thread: tracking.number,
			run: run.run_id,
			since: run.updated_at,
			...(tracking.claimId !== undefined ? { reaction: tracking.claimId } : {}),
		};
		step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_1__.c4.claim, JSON.stringify(record));
	}
	return made;
}
function claimDecided(step) {
	if (step.state.load(_state_js__WEBPACK_IMPORTED_MODULE_1__.c4.claim))
		step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_1__.c4.claim, '');
}
async function takeBackUnsent(step, tracking) {
	const record = leftClaim(step.state);
	if (record)
		step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_1__.c4.claim, JSON.stringify({ ...record, unsent: true }));
	if (step.signal.aborted)
		return;
	try {
		await tracking.unclaim(step.signal, record?.reaction);
		claimDecided(step);
	}
	catch (err) {
		step.host.log.warning(`could not remove the approval claim from the tracking comment: ${err.message}; the post step takes it back`);
	}
}
function leftClaim(state) {
	const { comment, thread, run, since, reaction, unsent } = (0,_state_js__WEBPACK_IMPORTED_MODULE_1__.Vg)(state, _state_js__WEBPACK_IMPORTED_MODULE_1__.c4.claim);
	return Number.isSafeInteger(comment) &&
		Number.isSafeInteger(thread) &&
		typeof run === 'string' &&
		typeof since === 'string'
		? {
			comment: comment,
			thread: thread,
			run,
			since,
			...(Number.isSafeInteger(reaction) ? { reaction: reaction } : {}),
			...(unsent === true ? { unsent } : {}),
		}
		: undefined;
}
function movedOn(since, now) {
	return now.updated_at !== since || !(0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_0__.Ex)(now.state);
}
function neverReached(record, now) {
	return now.run_id === record.run && !movedOn(record.since, now);
}
function askedStillOwed(asked, now, found) {
	if (asked.run !== now.run_id || found.state.run !== now.run_id || !movedOn(asked.since, now))
		return false;
	return !(Date.parse(found.state.seen ?? '') > Date.parse(asked.since));
}


}),

4227:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
	bareTrigger: () => (bareTrigger),
	reportOriginOf: () => (reportOriginOf),
	workflowRunUrl: () => (workflowRunUrl)
});
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


}),

5522:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	bX: () => (countOn),
	fU: () => (spentSince),
	gI: () => (spentAt),
	qj: () => (overBudget),
	yq: () => (_shared_runs_js__WEBPACK_IMPORTED_MODULE_0__.yq)
});
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9187);


const RESET_TOLERANCE = 0.005;
const countedFrom = (counted) => (counted.kept === undefined ? counted.baseline : 0);
function spentAt(total, counted) {
	const from = countedFrom(counted);
	const kept = counted.kept ?? 0;
	return total < from - RESET_TOLERANCE ? kept + total : kept + Math.max(0, total - from);
}
function spentSince(run, counted) {
	const total = (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_0__.yq)(run);
	return total === undefined ? undefined : spentAt(total, countOn(counted, counted.last, total).counted);
}
function countOn(counted, last, total) {
	const before = last ?? countedFrom(counted);
	if (!(total < before - RESET_TOLERANCE))
		return { counted };
	const kept = spentAt(before, counted);
	return { counted: { baseline: counted.baseline, kept }, reset: { from: before, to: total, kept } };
}
function overBudget(spent, limit) {
	return spent !== undefined && spent > limit;
}


}),

5857:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	fg: () => (RunFailedError),
	vN: () => (approveByReply),
	uF: () => (conversationInput),
	uN: () => (describeOrigin),
	AW: () => (followOptions),
	R2: () => (followRun),
	W: () => (followupHint),
	uK: () => (hintsFor),
	pj: () => (plain),
	xA: () => (planShowing),
	Gt: () => (readConversation)
});


var src_client = __webpack_require__(9434);
var runs = __webpack_require__(9187);
var plan = __webpack_require__(9085);
var report = __webpack_require__(7332);
var context = __webpack_require__(4227);
var flow_artifacts = __webpack_require__(3635);
var shared_outcome = __webpack_require__(4189);
var cancel = __webpack_require__(1519);
var render_progress = __webpack_require__(757);
var render_log = __webpack_require__(7986);
var logs = __webpack_require__(9585);
var shared_redact = __webpack_require__(8932);
var timing = __webpack_require__(8117);
;






const MIN_PROGRESS_INTERVAL_S = 10;
const messageOf = (err) => (err instanceof Error ? err.message : String(err));
const notYet = (err) => err instanceof src_client.hD && (err.status === 404 || err.status === 422);
class ProgressWatch {
	options;
	now;
	lastRead = -Infinity;
	events = [];
	conversation;
	timelineState;
	agentStarted = false;
	book;
	warned = false;
	refused = false;
	requests = 0;
	constructor(options) {
		this.options = options;
		this.now = options.now ?? Date.now;
		this.book = new logs._8({
			runId: options.runId,
			redact: options.redact ?? ((text) => text),
			since: options.since,
		});
	}
	skip() {
		this.lastRead = this.now();
	}
	due() {
		return !this.refused && this.now() - this.lastRead >= this.options.intervalMs;
	}
	dueAt() {
		return this.refused ? undefined : this.lastRead + this.options.intervalMs;
	}
	async read(run, signal) {
		if (!this.due())
			return false;
		this.lastRead = this.now();
		const options = { signal, maxRetries: 0, deadlineMs: (0,timing.vK)(timing.Kq) };
		const { client, runId } = this.options;
		const wantTimeline = !this.agentStarted || this.timelineState !== run.state;
		const wantConversation = run.state === 'INPROGRESS';
		const [timeline, conversation] = await Promise.all([
			wantTimeline ? this.attempt(() => client.runs.timeline(runId, options)) : undefined,
			wantConversation ? this.attempt(() => client.runs.conversation(runId, options)) : undefined,
		]);
		const before = (0,render_progress.Bk)(this.progress(run));
		if (timeline) {
			this.timelineState = run.state;
			this.events = this.redacted(timeline.events);
			this.agentStarted ||= timeline.events.some((e) => e.event_type === 'agent_started');
		}
		if (conversation)
			this.conversation = this.redacted(conversation);
		this.logNew(run, this.conversation, timeline ? this.events : undefined);
		return (0,render_progress.Bk)(this.progress(run)) !== before;
	}
	async attempt(read) {
		this.requests++;
		try {
			return await read();
		}
		catch (err) {
			if (err instanceof src_client.z4)
				throw err;
			if (notYet(err))
				return undefined;
			if (err instanceof src_client.hD && (err.status === 401 || err.status === 403))
				this.refused = true;
			if (!this.warned) {
				this.warned = true;
				this.options.log.warning(`could not read the progress of run ${this.options.runId} (${messageOf(err)}); the report goes on without it`);
			}
			return undefined;
		}
	}
	absorb(run, conversation) {
		this.conversation = this.redacted(conversation);
		this.logNew(run, this.conversation, undefined);
	}
	progress(run, active = true) {
		return (0,render_progress.jA)({ events: this.events, conversation: this.conversation }, run, active);
	}
	redacted(value) {
		const { redact } = this.options;
		return redact ? (0,shared_redact.se)(value, redact) : value;
	}
	logNew(run, conversation, events) {
		const { log, runId, began } = this.options;
		const prefix = (0,logs.JY)(log, runId, this.now() - began);
		for (const record of this.book.take(run, conversation, events)) {
			if (record.type === 'event')
				log.info(`${prefix}${(0,render_log.cj)(record)}`);
			else if (log.group)
				log.group(`${prefix}${(0,render_log.uw)(record)}`, record.detail);
			else
				log.info(`${prefix}${(0,render_log.uw)(record)}`);
		}
	}
}

var format = __webpack_require__(1509);
var state = __webpack_require__(7573);
var unanswered = __webpack_require__(3054);
var budget = __webpack_require__(2919);
var render_budget = __webpack_require__(9519);
var wait = __webpack_require__(6035);
var output_schema = __webpack_require__(7210);
var flow_result = __webpack_require__(3267);
var json_schema = __webpack_require__(3430);
;
























class RunFailedError extends shared_outcome.Rz {
}
class HandOffLostError extends shared_outcome.Rz {
	constructor(runId) {
		super(`run ${runId} goes on, but GitHub did not take its tracking comment, through which a settle finds it: no settle can write its report on the thread; follow it in its session, or cancel it`, 'service');
	}
}
class BudgetExceededError extends RunFailedError {
	constructor(message) {
		super(message, 'run-failed');
	}
}
class SchemaInvalidError extends shared_outcome.Rz {
	constructor(message) {
		super(message, 'schema-invalid');
	}
}
const describeStop = (run) => run.state === 'BLOCKED' ? 'waits for input' : `ended ${run.state}`;
const progressPhase = (run) => (run.state === 'QUEUED' ? 'queued' : 'running');
const plain = (text) => text.replace(/`/g, '');
function describeOrigin(step) {
	return step.host.words.origin(step);
}
function hintsFor(where, triggerPhrase, runId, followupCommand) {
	if (where.comment) {
		return {
			followupHint: `Reply on this thread with \`${triggerPhrase} <message>\` to continue, or \`${triggerPhrase} cancel\` to stop.`,
		};
	}
	if (where.thread)
		return { summaryHint: followupCommand(runId) };
	return { followupHint: followupCommand(runId) };
}
function followupHint(step, triggerPhrase, runId) {
	const { trigger } = step;
	return hintsFor({ comment: Boolean(trigger.comment), thread: trigger.number !== undefined }, triggerPhrase, runId, step.host.words.followup);
}
function planHint(step, triggerPhrase, runId) {
	if (step.trigger.number === undefined)
		return step.host.words.approve(runId);
	return approveByReply(triggerPhrase);
}
function approveByReply(triggerPhrase) {
	return `Reply \`${triggerPhrase} approve\` to carry out this plan, or \`${triggerPhrase} <what to change>\` to revise it.`;
}
function planShowing(run, mark, next, artifacts, conversation, timeline) {
	if (!mark)
		return { report: undefined, mark: undefined, first: false };
	const state = (0,plan.M8)(run, mark, (0,plan.hH)(artifacts));
	const madeAt = (0,plan.Yk)(run, mark, state.kind === 'waiting' ? state.plan : undefined);
	if ((0,plan.sp)(conversation, madeAt) || executedSince(conversation, timeline, madeAt))
		return { report: undefined, mark: undefined, first: false };
	if (state.kind === 'waiting') {
		const unread = artifacts.some((a) => a.type === 'PLAN' && a.uid === state.plan && a.unread);
		const shown = (0,plan.dl)(mark, state, unread);
		return {
			report: { state: 'waiting', uid: state.plan, ...(next ? { next } : {}) },
			mark: shown.mark,
			first: shown.first,
		};
	}
	const report = state.kind === 'not-planned' ? { state: 'not-planned', reason: state.reason } : undefined;
	return { report, mark: undefined, first: false };
}
function executedSince(conversation, timeline, madeAt) {
	return (!conversation &&
		timeline !== undefined &&
		madeAt !== undefined &&
		(0,plan.pu)(timeline, madeAt) !== undefined);
}
async function executionsOf(client, run) {
	try {
		return (0,plan.o9)(await client.runs.timeline(run.run_id, { maxRetries: 2 }));
	}
	catch {
		return undefined;
	}
}
function followOptions(step, inputs, reporter, runId, triggerPhrase) {
	return {
		host: step.host,
		client: step.client,
		reporter,
		runId,
		wait: inputs.wait,
		timeoutMinutes: inputs.timeoutMinutes,
		detachAfterMinutes: inputs.detachAfterMinutes,
		failOnRunFailure: inputs.failOnRunFailure,
		cancelOnAbort: inputs.cancelOnAbort,
		signal: step.signal,
		origin: describeOrigin(step),
		from: (0,context.reportOriginOf)(step),
		...followupHint(step, triggerPhrase, runId),
		progressIntervalSeconds: inputs.progressIntervalSeconds,
		maxCredits: inputs.maxCredits,
		...(inputs.resultSchema ? { result: inputs.resultSchema, tempDir: step.env.tempDir } : {}),
		...(step.host.words.workflowRun(step.env) ? { workflowRun: step.host.words.workflowRun(step.env) } : {}),
		planHint: planHint(step, triggerPhrase, runId),
	};
}
const MARKER_MODEL_CHARS = 200;
async function readConversation(host, client, run) {
	try {
		const conversation = await client.runs.conversation(run.run_id, { maxRetries: 2 });
		return { conversation: (0,shared_redact.se)(conversation, (text) => host.redact(text)) };
	}
	catch (err) {
		if (err instanceof src_client.hD && (err.status === 404 || err.status === 422))
			return {};
		host.log.warning(`could not read the conversation of run ${run.run_id}: ${err.message}`);
		return (0,flow_result.vj)(err) ? { unread: err } : {};
	}
}
function conversationInput(read) {
	if (read.conversation)
		return { conversation: read.conversation };
	return read.unread ? { unread: read.unread.message } : {};
}
function followedUpAt(movedSince) {
	const time = movedSince === undefined ? NaN : Date.parse(movedSince);
	return Number.isNaN(time) ? undefined : { time };
}
class Following {
	run;
	factoryTask;
	options;
	state;
	began = Date.now();
	marked = false;
	sessionTold;
	shown;
	progress;
	budget;
	joinedBudget;
	log;
	before;
	movedSince;
	repairs = 0;
	repairing;
	unanswered = false;
	endLine;
	constructor(options) {
		this.options = options;
		this.before = options.resultBefore ?? [];
		this.movedSince = options.movedSince;
		const earlier = options.joined ? options.reporter.carriedMarker().result : undefined;
		if (earlier?.sent && this.schema && earlier.digest === (0,output_schema.R$)(this.schema).digest)
			this.repairs = earlier.sent;
		this.state = new state.uk(options.host.state);
		this.log = (line) => options.host.log.info(line);
		const seconds = options.progressIntervalSeconds ?? 0;
		this.progress =
			seconds > 0
				? new ProgressWatch({
					client: options.client,
					runId: options.runId,
					log: options.host.log,
					redact: (text) => options.host.redact(text),
					intervalMs: (0,timing.vK)(seconds * 1000),
					began: this.began,
					since: followedUpAt(options.movedSince),
					...(options.poll?.now ? { now: options.poll.now } : {}),
				})
				: undefined;
		const baseline = options.creditsBaseline ?? (options.movedSince === undefined ? 0 : undefined);
		this.budget =
			options.maxCredits === undefined
				? undefined
				: new budget.D(options.maxCredits, baseline, options.creditsCarried);
		const carried = options.joined && !this.budget ? options.reporter.carriedMarker() : undefined;
		this.joinedBudget =
			carried?.budget === undefined
				? undefined
				: new budget.D(carried.budget, carried.baseline ?? 0, {
					kept: carried.kept,
					last: options.shownCredits ?? baseline,
				});
	}
	observe(run) {
		if (this.joinedBudget?.observe(run))
			this.options.reporter.setMarker({ kept: this.joinedBudget.mark().kept });
		if (!this.budget)
			return;
		const reset = this.budget.observe(run);
		if (reset)
			this.options.host.log.warning(`run ${this.options.runId}: the service's count of its usage went back from ${(0,render_budget.vV)(reset.from)} to ${(0,render_budget.vV)(reset.to)} credits, as when it counts a new execution anew: the ${(0,render_budget.vV)(reset.kept)} credits counted against the budget (${plain(this.budgetSetting())}) until then are kept, and what it counts from now on is added`);
		if (this.marked)
			this.options.reporter.setMarker(this.budget.mark());
	}
	budgetSetting() {
		return this.options.host.words.setting('max-credits', (0,render_budget.vV)(this.budget.limit));
	}
	working() {
		return this.run !== undefined && runs.Wj.has(this.run.state);
	}
	showIfChanged(run) {
		const key = this.shownKey(run);
		if (key === this.shown)
			return;
		this.shown = key;
		this.options.reporter.show(this.input(run, progressPhase(run)));
	}
	shownKey(run) {
		const progress = this.progress ? (0,render_progress.Bk)(this.progress.progress(run)) : '';
		const spent = this.budget?.spent(run);
		return JSON.stringify([
			run.state,
			run.session_link ?? '',
			progress,
			spent === undefined ? '' : (0,render_budget.vV)(spent),
		]);
	}
	mark(run) {
		if (this.marked)
			return;
		this.marked = true;
		const { options } = this;
		const created = Date.parse(run.created_at);
		const from = options.movedSince !== undefined || Number.isNaN(created) ? this.began : created;
		options.reporter.setMarker({
			deadline: new Date(from + options.timeoutMinutes * 60_000).toISOString(),
			cancel: options.cancelOnAbort,
			...(options.from ? { origin: options.from } : {}),
			...(this.budget?.mark() ??
				(options.joined ? {} : { budget: undefined, baseline: undefined, kept: undefined })),
			model: options.requestedModel === undefined ? undefined : (0,format.$Q)(options.requestedModel, MARKER_MODEL_CHARS),
			result: this.schema
				? {
					...(0,flow_result.nV)(this.schema, undefined, this.schema.retries - this.repairs),
					before: this.before,
					...(this.repairs ? { sent: this.repairs } : {}),
				}
				: undefined,
		});
	}
	get schema() {
		return this.options.plan ? undefined : this.options.result;
	}
	input(run, phase, extra = {}) {
		const { options, factoryTask } = this;
		this.mark(run);
		return {
			run,
			phase,
			artifacts: [],
			now: Date.now(),
			...(options.followupHint ? { followupHint: options.followupHint } : {}),
			...(options.summaryHint ? { summaryHint: options.summaryHint } : {}),
			...(options.workflowRun ? { workflowRun: options.workflowRun } : {}),
			...(this.progress ? { progress: this.progress.progress(run, !(0,runs.Ex)(run.state)) } : {}),
			...(options.origin ? { origin: options.origin } : {}),
			...(phase === 'detached' ? { leftGoing: options.host.words.leftGoing(run.run_id) } : {}),
			...(this.repairing ? { result: this.repairing } : {}),
			...(options.note ? { note: options.note } : {}),
			...(factoryTask ? { factoryTask } : {}),
			...(options.requestedModel ? { requestedModel: options.requestedModel } : {}),
			...(this.budget
				? {
					budget: this.budget.view(run, this.budget.status(run, phase === 'final' || phase === 'blocked'), this.budgetSetting()),
				}
				: {}),
			...extra,
		};
	}
	settled() {
		this.state.save(state.c4.settled, 'true');
	}
	async letGo(seen, why, note) {
		const { client, runId, signal, reporter } = this.options;
		const run = seen ?? (await client.runs.get(runId, { signal }));
		this.observe(run);
		if (this.budget?.over(run) && runs.Wj.has(run.state))
			throw await this.overBudget(run);
		if (this.options.factoryTask)
			this.factoryTask = (await this.options.factoryTask()) ?? this.factoryTask;
		this.log(`${why}: run ${runId} is ${run.state} and goes on${run.session_link ? `. Session: ${run.session_link}` : ''}`);
		const shown = await reporter.finish(this.input(run, 'detached', { note }));
		this.settled();
		const over = this.budget?.over(run) ? this.checkBudget(run, describeStop(run)) : undefined;
		if (over)
			throw over;
		if (!shown)
			throw new HandOffLostError(runId);
		return { run, detached: true };
	}
	async followProgress(progress, signal) {
		const { poll } = this.options;
		const sleep = poll?.sleep ?? src_client.dt;
		const now = poll?.now ?? Date.now;
		for (;;) {
			const at = progress.dueAt();
			if (at === undefined || signal.aborted)
				return;
			await sleep(Math.max(0, at - now()), signal);
			if (signal.aborted)
				return;
			const run = this.run;
			if (!run || !this.working())
				progress.skip();
			else if (await progress.read(run, signal))
				this.showIfChanged(run);
		}
	}
	tellSession(run) {
		const link = (0,format.Pl)(run.session_link);
		if (!link || link === this.sessionTold)
			return;
		this.sessionTold = link;
		const { log } = this.options.host;
		const now = this.options.poll?.now ?? Date.now;
		const live = (0,runs.Ex)(run.state) ? '' : ' (follow it live)';
		log.info(`${(0,logs.JY)(log, run.run_id, now() - this.began)}${(0,render_log.aG)(link)}${live}`);
	}
	async watch() {
		const { options, began, progress } = this;
		const { detachAfterMinutes } = options;
		const over = new AbortController();
		let reading;
		const readOn = (p) => (reading ??= this.followProgress(p, AbortSignal.any([over.signal, options.signal])).catch(() => undefined));
		try {
			return await (0,wait.Cs)(options.client, options.runId, {
				deadline: began + options.timeoutMinutes * 60_000,
				...(detachAfterMinutes === undefined ? {} : { detachAt: began + detachAfterMinutes * 60_000 }),
				signal: options.signal,
				log: this.log,
				logEnd: (line) => (this.endLine = line),
				...(options.host.log.stamped ? { stamped: true } : {}),
				began,
				warn: (line) => options.host.log.warning(line),
				...(this.movedSince ? { movedSince: this.movedSince } : {}),
				...(progress
					? { maxMs: (0,timing.vK)(Math.min(timing.KK, (options.progressIntervalSeconds ?? 0) * 1000)) }
					: {}),
				...options.poll,
				onChange: async (current) => {
					this.run = current;
					if (options.factoryTask && !this.factoryTask)
						this.factoryTask = await options.factoryTask();
				},
				onPoll: async (current) => {
					this.run = current;
					this.tellSession(current);
					this.observe(current);
					if ((0,runs.Ex)(current.state))
						return;
					this.showIfChanged(current);
					if (!progress)
						return;
					if (progress.due() && (await progress.read(current, options.signal)))
						this.showIfChanged(current);
					void readOn(progress);
				},
				...(this.budget ? { stopWhen: (current) => this.budget.over(current) } : {}),
			});
		}
		finally {
			over.abort();
		}
	}
	async stopping() {
		const { client, runId, reporter } = this.options;
		if (!this.options.cancelOnAbort) {
			const { words } = this.options.host;
			const note = `${words.interrupted}; the run was left going (${words.setting('cancel-on-abort', 'false')}).`;
			if (this.run)
				await reporter.finish(this.input(this.run, 'detached', { note }));
			this.settled();
			return new RunFailedError(`${words.stopped}; run ${runId} left running as ${plain(words.setting('cancel-on-abort', 'false'))}`, 'interrupted');
		}
		const result = await (0,cancel.Su)(client, runId, this.log, timing.nT, this.options.poll?.sleep);
		const run = result.run ?? this.run;
		const told = (0,cancel.wW)(result.outcome, runId, this.options.host.words.cancelLater(runId));
		if (result.outcome === 'already-ended')
			return new RunFailedError(`${this.options.host.words.stopped}; ${plain(told)}`, 'interrupted');
		const shown = run
			? await reporter.finish(this.input(run, 'cancelled', { note: `${this.options.host.words.interrupted}. ${told}` }))
			: false;
		if (result.settled && shown)
			this.settled();
		return new RunFailedError(`${this.options.host.words.stopped}; ${plain(told)}`, 'interrupted');
	}
	async gaveUp(outcome) {
		const { host, client, runId, reporter, timeoutMinutes: minutes } = this.options;
		const { words } = host;
		let run = outcome.run ?? this.run;
		let note = outcome.kind === 'timeout'
			? `The run did not end within ${minutes} minute${minutes === 1 ? '' : 's'} (${words.setting('timeout-minutes')}).`
			: `The run cannot be followed: the service's last ${outcome.failures} answers about it could not be read (last: ${outcome.error.message}).`;
		let settled = true;
		if (this.options.cancelOnAbort) {
			const result = await (0,cancel.Su)(client, runId, this.log, undefined, this.options.poll?.sleep);
			run = result.run ?? run;
			settled = result.settled;
			note += ` ${(0,cancel.wW)(result.outcome, runId, words.cancelLater(runId))}`;
		}
		else {
			note += ` It was left going (${words.setting('cancel-on-abort', 'false')}).`;
		}
		if (run) {
			const read = await readConversation(host, client, run);
			const artifacts = await (0,flow_artifacts.q)(client, run, this.log);
			await reporter.finish(this.input(run, 'timeout', { note, ...conversationInput(read), artifacts }));
		}
		if (settled)
			this.settled();
		return new RunFailedError(`run ${runId}: ${plain(note)}`, outcome.kind === 'timeout' ? 'timeout' : 'service');
	}
	async overBudget(over) {
		const { host, client, runId, reporter } = this.options;
		const budget = this.budget;
		const setting = this.budgetSetting();
		host.log.warning(`run ${runId} used ${(0,render_budget.kJ)({ spent: budget.spent(over), baseline: budget.baseline })}, over its budget of ${(0,render_budget.vV)(budget.limit)} (${plain(setting)}): cancelling it`);
		const result = await (0,cancel.Su)(client, runId, this.log, (0,timing.vK)(timing.mE), this.options.poll?.sleep);
		if (!result.settled)
			this.state.save(state.c4.mustCancel, 'true');
		const run = result.run ?? over;
		const told = (0,cancel.wW)(result.outcome, runId, host.words.cancelLater(runId));
		const stopped = result.outcome === 'cancelled';
		const shown = budget.spent(run) === undefined ? over : run;
		const view = budget.view(shown, stopped ? 'stopped' : 'over', setting);
		const read = await readConversation(host, client, run);
		const artifacts = await (0,flow_artifacts.q)(client, run, this.log);
		await reporter.finish(this.input(run, 'cancelled', {
			note: `The run went over its budget. ${told}`,
			...conversationInput(read),
			artifacts,
			budget: view,
		}));
		if (result.settled)
			this.settled();
		return new BudgetExceededError(`run ${runId}: ${stopped ? 'stopped' : 'went over its budget'} at ${(0,render_budget.kJ)(view)}, budget ${(0,render_budget.vV)(budget.limit)} (${plain(setting)}); ${plain(told)}`);
	}
	checkBudget(run, ended) {
		const { budget } = this;
		if (!budget)
			return undefined;
		const status = budget.status(run, true);
		const setting = plain(this.budgetSetting());
		if (status === 'unenforced') {
			this.options.host.log.warning(`the budget (${setting}) could not be enforced: the service reported no usage while run ${this.options.runId} worked`);
			if (!budget.over(run))
				return undefined;
			return new BudgetExceededError(`run ${this.options.runId} went over its budget: it ${ended} at ${(0,render_budget.kJ)(budget.view(run, status, setting))}, budget ${(0,render_budget.vV)(budget.limit)} (${setting}); the service reported its usage only once it had ended, so it could not be stopped at it`);
		}
		if (status !== 'over')
			return undefined;
		return new BudgetExceededError(`run ${this.options.runId} went over its budget: it ${ended} at ${(0,render_budget.kJ)(budget.view(run, status, setting))}, budget ${(0,render_budget.vV)(budget.limit)} (${setting}); it passed it before a read showed it at work over it`);
	}
	async checkResult(run, conversation) {
		const { schema } = this;
		const { host, client, signal } = this.options;
		if (!schema || run.state !== 'SUCCEEDED')
			return undefined;
		const found = await (0,flow_result.tb)(client, run, this.before, (0,report.oM)(conversation), (line) => host.log.warning(line), signal);
		const checked = (0,flow_result.iJ)(found, schema.schema, (text) => host.redact(text));
		const issues = checked.valid ? (this.options.resultCheck?.(checked.value) ?? []) : [];
		if (!checked.valid || !issues.length)
			return checked;
		return { valid: false, issues, raw: checked.text, from: checked.from };
	}
	noRepair(run) {
		const { options, schema } = this;
		if (!schema || this.repairs >= schema.retries || options.signal.aborted)
			return '';
		if (Date.now() >= this.began + options.timeoutMinutes * 60_000)
			return `no time was left for a repair before the deadline (${plain(options.host.words.setting('timeout-minutes'))})`;
		const spent = this.budget?.spent(run);
		if (this.budget && spent !== undefined && spent >= this.budget.limit)
			return `the budget was spent (${plain(this.budgetSetting())})`;
		return undefined;
	}
	movedOn = false;
	async movedMeanwhile(run) {
		const { client, runId, signal } = this.options;
		let now;
		try {
			now = await client.runs.get(runId, { signal });
		}
		catch (err) {
			if (signal.aborted)
				throw err;
			return `the run could not be read again before it (${err.message})`;
		}
		if (now.updated_at === run.updated_at && now.state === run.state)
			return undefined;
		this.movedOn = true;
		return `the run moved on meanwhile (now ${now.state}): other work was sent to it`;
	}
	markRepair(result) {
		this.options.reporter.setMarker({ result });
		this.state.save(state.c4.repair, JSON.stringify(result));
	}
	async repair(run, checked) {
		const { options } = this;
		const { host, client, runId, signal } = options;
		const schema = this.schema;
		const repair = this.repairs + 1;
		const before = (0,flow_result.cV)(run);
		this.mark(run);
		this.markRepair({
			...(0,flow_result.nV)(schema, run, schema.retries - repair),
			sent: repair,
			asked: run.updated_at,
		});
		const count = checked.issues.length;
		host.log.warning(`run ${runId}: ${checked.from ? 'its result does not match its schema' : 'it gave no result'} (${count} problem${count === 1 ? '' : 's'}: ${issuesText(checked)}): asking the agent to repair it (${repair} of ${schema.retries})`);
		const repairing = { status: 'repairing', issues: checked.issues, repair, of: schema.retries };
		const recorded = await this.recordRepair(run, repairing);
		try {
			await client.runs.followUp(runId, { message: (0,flow_result.Py)(checked.issues), mode: 'normal' }, { signal });
		}
		catch (err) {
			if (signal.aborted)
				throw err;
			const landed = !(0,unanswered.J5)({ signal }, err);
			host.log.warning(`could not send the repair follow-up to run ${runId}: ${err.message}${landed ? '; it is recorded as sent: the next settle shows what it made, or sends it if it never reached the run' : ''}`);
			this.unanswered = landed;
			if (landed)
				return false;
			this.markRepair({
				...(0,flow_result.nV)(schema, run, schema.retries - this.repairs),
				before: this.before,
				...(this.repairs ? { sent: this.repairs } : {}),
			});
			return false;
		}
		this.repairs = repair;
		this.before = before;
		this.movedSince = run.updated_at;
		this.repairing = repairing;
		this.shown = recorded ? this.shownKey(run) : undefined;
		this.showIfChanged(run);
		return true;
	}
	async recordRepair(run, repairing) {
		const { host, reporter, runId, signal } = this.options;
		if (!reporter.comment)
			return false;
		try {
			await reporter.record(this.input(run, progressPhase(run), { result: repairing }), signal);
			return true;
		}
		catch (err) {
			if (signal.aborted)
				throw err;
			host.log.warning(`run ${runId}: could not record the repair on the tracking comment before sending it: ${err.message}; it is sent all the same`);
			return false;
		}
	}
	publishResult(checked) {
		const { host, tempDir } = this.options;
		const text = checked.valid ? checked.text : checked.raw;
		let file = '';
		if (text !== undefined && tempDir) {
			try {
				file = (0,flow_result.tH)(tempDir, text);
			}
			catch (err) {
				host.log.warning(`could not write the result file under ${tempDir}: ${err.message}`);
			}
		}
		host.output('result-file', file);
		if (!checked.valid)
			return host.output('result', '');
		const bytes = Buffer.byteLength(checked.text, 'utf8');
		if (bytes > flow_result.l0) {
			host.log.warning(`the result is ${bytes} bytes of JSON, more than the ${flow_result.l0} an output holds: the result output is left empty; ${file ? `the result file holds it whole (${file})` : 'the result file could not be written either'}`);
			return host.output('result', '');
		}
		host.output('result', checked.text);
	}
	async ended(outcome) {
		const { options } = this;
		const { host, client, runId, reporter } = options;
		const { run } = outcome;
		const read = await readConversation(host, client, run);
		const { conversation, unread } = read;
		if (conversation)
			this.progress?.absorb(run, conversation);
		if (this.endLine !== undefined)
			this.log(this.endLine());
		this.endLine = undefined;
		const artifacts = await (0,flow_artifacts.q)(client, run, this.log);
		if (options.factoryTask)
			this.factoryTask = (await options.factoryTask()) ?? this.factoryTask;
		let showing = planShowing(run, options.plan, options.planHint, artifacts, conversation);
		if (showing.report?.state === 'waiting' && !conversation) {
			const timeline = await executionsOf(client, run);
			showing = planShowing(run, options.plan, options.planHint, artifacts, conversation, timeline);
		}
		if (options.plan)
			reporter.setMarker({ plan: showing.mark });
		const plan = showing.report;
		const extra = { ...conversationInput(read), artifacts, ...(plan ? { plan } : {}) };
		const written = { showsNewPlan: showing.first };
		if (plan?.state === 'waiting')
			host.log.info(`run ${runId} proposed a plan. ${plain(plan.next ?? '')}`.trim());
		if (outcome.kind === 'blocked') {
			await reporter.finish(this.input(run, 'blocked', extra), written);
			this.settled();
			const over = this.checkBudget(run, describeStop(run));
			const hint = options.summaryHint ?? options.followupHint;
			if (plan?.state !== 'waiting')
				host.log.warning(`run ${runId} is waiting for input.${hint ? ` ${hint}` : ''}`);
			if (over)
				throw over;
			return { run, detached: false };
		}
		const checked = await this.checkResult(run, conversation);
		const unknown = checked && !checked.valid && !checked.from ? (0,flow_result.q8)(checked, unread) : undefined;
		let refused;
		if (checked && !checked.valid && !unknown) {
			refused = this.noRepair(run) ?? (await this.movedMeanwhile(run));
			if (refused === undefined && (await this.repair(run, checked)))
				return 'again';
		}
		this.repairing = undefined;
		const result = unknown
			? { result: (0,flow_result.lb)(unknown) }
			: checked
				? { result: (0,flow_result.ls)(checked, this.repairs) }
				: {};
		if (checked)
			this.publishResult(checked);
		let acted = {};
		if (checked?.valid && options.onResult) {
			try {
				const note = await options.onResult(checked.value, run);
				acted = note ? { note } : {};
			}
			catch (error) {
				acted = { note: `The result could not be acted on: ${error.message}`, error };
			}
		}
		const note = [options.note, acted.note].filter(Boolean).join(' ');
		await reporter.finish(this.input(run, 'final', { ...extra, ...result, ...(note ? { note } : {}) }), this.movedOn ? { ...written, comment: false } : written);
		if (!this.unanswered)
			this.settled();
		else if (!options.signal.aborted) {
			this.settled();
			options.signal.addEventListener('abort', () => this.state.save(state.c4.settled, 'false'), { once: true });
		}
		if (acted.error)
			throw acted.error;
		const over = this.checkBudget(run, describeStop(run));
		if (over)
			throw over;
		if (unknown) {
			const link = (0,format.Pl)(run.session_link);
			const why = unknown.cause.message;
			const what = unknown.file
				? `${(0,flow_result.tv)(why)}; nothing was validated, and no repair was asked. Its session shows the file`
				: `it wrote no new ${flow_result.FX}, and its final message, where the result may be, could not be read (${why}); nothing was validated, and no repair was asked. Its session shows the final message`;
			throw new shared_outcome.Rz(`run ${runId}: its result could not be read: ${what}${link ? ` (${link})` : ''}`, 'service', { cause: unknown.cause });
		}
		if (checked && !checked.valid) {
			const after = this.repairs
				? ` after ${this.repairs === 1 ? 'a repair follow-up' : `${this.repairs} repair follow-ups`}`
				: '';
			const why = refused ? `; no repair: ${refused}` : '';
			throw new SchemaInvalidError(`run ${runId}: ${checked.from ? 'its result does not match its schema' : 'it gave no result'}${after} (${issuesText(checked)})${why}`);
		}
		if (run.state !== 'SUCCEEDED' && options.failOnRunFailure) {
			const code = run.status_message?.error_code ? ` (${run.status_message.error_code})` : '';
			const message = run.status_message?.message ? `: ${run.status_message.message}` : '';
			throw new RunFailedError(`run ${runId} ended ${run.state}${code}${message}`, 'run-failed');
		}
		return { run, detached: false, ...(checked?.valid ? { result: checked.value } : {}) };
	}
}
async function followRun(options) {
	const following = new Following(options);
	const { words } = options.host;
	if (!options.wait) {
		const wait = words.setting('wait', 'false');
		return following.letGo(undefined, `not waiting (${plain(wait)})`, `${words.runner} did not wait for this run (${wait}).`);
	}
	for (;;) {
		let outcome;
		try {
			outcome = await following.watch();
		}
		catch (err) {
			if (!options.signal.aborted)
				throw err;
			throw await following.stopping();
		}
		if (outcome.kind === 'timeout' || outcome.kind === 'unfollowable')
			throw await following.gaveUp(outcome);
		if (outcome.kind === 'stopped')
			throw await following.overBudget(outcome.run);
		if (outcome.kind === 'detached') {
			const minutes = options.detachAfterMinutes;
			const setting = words.setting('detach-after-minutes');
			return following.letGo(outcome.run, `detached after ${minutes} minute${minutes === 1 ? '' : 's'} (${plain(setting)})`, `${words.runner} stopped watching after ${minutes} minute${minutes === 1 ? '' : 's'} (${setting}).`);
		}
		const ended = await following.ended(outcome);
		if (ended !== 'again')
			return ended;
	}
}
function issuesText(checked) {
	const shown = checked.issues.slice(0, 3).map((issue) => `${(0,json_schema.pS)(issue.path)}: ${issue.message}`);
	const more = checked.issues.length - shown.length;
	return `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}


}),

3430:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	Ar: () => (SchemaError),
	Ht: () => (MAX_VALUE_DEPTH),
	_U: () => (checkSchema),
	d1: () => (depthOf),
	pS: () => (shownPath),
	tf: () => (validate)
});
var _render_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1509);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4189);


class SchemaError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_0__.Rz {
	constructor(message) {
		super(message, 'usage');
	}
}
const MAX_SCHEMA_DEPTH = 64;
const MAX_VALUE_DEPTH = 128;
const MAX_PATTERN_CHARS = 1000;
const MAX_ISSUES = 20;
const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const TYPES = ['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'];
const KEYWORDS = [
	'type',
	'properties',
	'required',
	'additionalProperties',
	'items',
	'enum',
	'const',
	'anyOf',
	'minimum',
	'maximum',
	'minLength',
	'maxLength',
	'minItems',
	'maxItems',
	'pattern',
	'$defs',
	'$ref',
	'title',
	'description',
	'default',
	'examples',
	'$schema',
	'$id',
	'$comment',
];
const KNOWN = new Set(KEYWORDS);
const INSTEAD = {
	oneOf: 'use anyOf (a result rarely needs exactly one match)',
	allOf: 'merge the schemas into one',
	definitions: 'use $defs (the name of 2020-12) and refer to "#/$defs/<name>"',
	prefixItems: 'describe every item with one schema in items',
	exclusiveMinimum: 'use minimum',
	exclusiveMaximum: 'use maximum',
	format: 'use pattern',
	nullable: 'use "type": ["string", "null"] (a type array) or anyOf with {"type": "null"}',
};
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const token = (key) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const pointer = (base, key) => `${base}/${token(String(key))}`;
const shownPath = (path) => (path === '' ? '(root)' : path);
function distance(a, b) {
	let row = Array.from({ length: b.length + 1 }, (_, i) => i);
	for (let i = 1; i <= a.length; i++) {
		const next = [i];
		for (let j = 1; j <= b.length; j++) {
			next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
		}
		row = next;
	}
	return row[b.length];
}
function unknownKeyword(key) {
	const instead = Object.hasOwn(INSTEAD, key) ? INSTEAD[key] : undefined;
	if (instead)
		return `"${key}" is not read by this action: ${instead}`;
	const near = KEYWORDS.find((known) => distance(known.toLowerCase(), key.toLowerCase()) <= 2);
	const what = near ? ` (did you mean "${near}"?)` : '';
	return `"${key}" is not a keyword this action reads${what}; JSON Schema would ignore it silently, so it is refused: fix it or remove it (the keywords read are ${KEYWORDS.join(', ')})`;
}
function isJson(value, depth) {
	if (depth < 0)
		return false;
	if (value === null || typeof value === 'string' || typeof value === 'boolean')
		return true;
	if (typeof value === 'number')
		return Number.isFinite(value);
	if (Array.isArray(value))
		return value.every((item) => isJson(item, depth - 1));
	if (isObject(value) && Object.getPrototypeOf(value) === Object.prototype)
		return Object.values(value).every((item) => isJson(item, depth - 1));
	return false;
}
const isCount = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
function refName(ref) {
	const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
	if (!match)
		return undefined;
	let name;
	try {
		name = decodeURIComponent(match[1]);
	}
	catch {
		return undefined;
	}
	return name.replace(/~1/g, '/').replace(/~0/g, '~');
}
class Checker {
	defs;
	source;
	constructor(source, root) {
		this.source = source;
		this.defs = isObject(root) && isObject(root.$defs) ? root.$defs : {};
	}
	fail(path, problem) {
		throw new SchemaError(`${this.source}: at ${shownPath(path)}: ${problem}`);
	}
	schema(node, path, depth, root = false) {
		if (typeof node === 'boolean')
			return;
		if (!isObject(node))
			return this.fail(path, 'a schema must be an object (or true or false)');
		if (depth > MAX_SCHEMA_DEPTH)
			return this.fail(path, `the schema nests more than ${MAX_SCHEMA_DEPTH} levels deep`);
		for (const key of Object.keys(node)) {
			if (!KNOWN.has(key))
				this.fail(pointer(path, key), unknownKeyword(key));
		}
		for (const key of KEYWORDS) {
			if (Object.hasOwn(node, key))
				this.keyword(key, node[key], pointer(path, key), depth, root);
		}
		this.coherent(node, path);
	}
	keyword(key, value, at, depth, root) {
		switch (key) {
			case 'type': {
				const names = Array.isArray(value) ? value : [value];
				if (names.length === 0)
					this.fail(at, 'an empty list of types allows nothing: name at least one');
				for (const name of names) {
					if (typeof name !== 'string' || !TYPES.includes(name))
						this.fail(at, `${shown(name)} is not a type: use ${TYPES.join(', ')}`);
				}
				if (new Set(names).size !== names.length)
					this.fail(at, 'names a type twice');
				return;
			}
			case 'properties':
			case '$defs': {
				if (key === '$defs' && !root)
					this.fail(at, '$defs is read at the root of the schema only (where "#/$defs/<name>" points): move it there');
				if (!isObject(value))
					this.fail(at, `${key} must be an object of schemas`);
				for (const [name, schema] of Object.entries(value))
					this.schema(schema, pointer(at, name), depth + 1);
				return;
			}
			case 'additionalProperties':
				return this.schema(value, at, depth + 1);
			case 'items':
				if (Array.isArray(value))
					this.fail(at, 'a list of schemas in items is the form of drafts before 2020-12 (prefixItems since), which this action does not read: give one schema for every item');
				return this.schema(value, at, depth + 1);
			case 'anyOf':
				if (!Array.isArray(value) || value.length === 0)
					this.fail(at, 'anyOf must be a non-empty list of schemas');
				value.forEach((schema, index) => this.schema(schema, pointer(at, index), depth + 1));
				return;
			case 'required': {
				if (!Array.isArray(value) || !value.every((name) => typeof name === 'string'))
					this.fail(at, 'required must be a list of property names');
				if (new Set(value).size !== value.length)
					this.fail(at, 'names a property twice');
				return;
			}
			case 'enum':
				if (!Array.isArray(value) || value.length === 0)
					this.fail(at, 'enum must be a non-empty list of values');
				if (!value.every((item) => isJson(item, MAX_SCHEMA_DEPTH)))
					this.fail(at, 'enum must list JSON values');
				return;
			case 'const':
			case 'default':
				if (!isJson(value, MAX_SCHEMA_DEPTH))
					this.fail(at, `${key} must be a JSON value`);
				return;
			case 'examples':
				if (!Array.isArray(value) || !isJson(value, MAX_SCHEMA_DEPTH))
					this.fail(at, 'examples must be a list of JSON values');
				return;
			case 'minimum':
			case 'maximum':
				if (typeof value !== 'number' || !Number.isFinite(value))
					this.fail(at, `${key} must be a number`);
				return;
			case 'minLength':
			case 'maxLength':
			case 'minItems':
			case 'maxItems':
				if (!isCount(value))
					this.fail(at, `${key} must be a whole number, 0 or more`);
				return;
			case 'pattern':
				return this.pattern(value, at);
			case '$ref': {
				if (typeof value !== 'string')
					this.fail(at, '$ref must be a string such as "#/$defs/item"');
				const name = refName(value);
				if (name === undefined)
					this.fail(at, `${shown(value)} is not read: a $ref points into this schema's own $defs, as "#/$defs/<name>"`);
				if (!Object.hasOwn(this.defs, name))
					this.fail(at, `${shown(value)} names no entry of $defs`);
				return;
			}
			case '$schema':
				if (!root)
					this.fail(at, '$schema belongs at the root of the schema only');
				if (typeof value !== 'string' || value.replace(/#$/, '') !== DIALECT)
					this.fail(at, `${shown(value)} is not the dialect read here: write "${DIALECT}", or leave $schema out`);
				return;
			case '$id':
				if (!root)
					this.fail(at, '$id belongs at the root of the schema only');
				if (typeof value !== 'string')
					this.fail(at, '$id must be a string');
				return;
			default:
				if (typeof value !== 'string')
					this.fail(at, `${key} must be a string`);
		}
	}
	pattern(value, at) {
		if (typeof value !== 'string')
			return this.fail(at, 'pattern must be a string (a regular expression)');
		if (value.length > MAX_PATTERN_CHARS)
			return this.fail(at, `the pattern is ${value.length} characters long, more than the ${MAX_PATTERN_CHARS} read`);
		try {
			new RegExp(value, 'u');
		}
		catch (err) {
			this.fail(at, `the pattern is not a regular expression: ${err.message}`);
		}
	}
	coherent(node, path) {
		for (const [low, high] of [
			['minimum', 'maximum'],
			['minLength', 'maxLength'],
			['minItems', 'maxItems'],
		]) {
			const a = node[low];
			const b = node[high];
			if (typeof a === 'number' && typeof b === 'number' && a > b)
				this.fail(pointer(path, low), `${low} (${a}) is more than ${high} (${b}): no value could satisfy both`);
		}
		const required = Array.isArray(node.required) ? node.required : [];
		const properties = isObject(node.properties) ? node.properties : {};
		if (node.additionalProperties === false) {
			const missing = required.find((name) => !Object.hasOwn(properties, name));
			if (missing !== undefined)
				this.fail(pointer(path, 'required'), `"${missing}" is required, but it is not in properties and additionalProperties is false: it could never be there; add it to properties`);
		}
	}
	cycles() {
		const edges = new Map();
		for (const [name, def] of Object.entries(this.defs))
			edges.set(name, sameValueRefs(def));
		const state = new Map();
		const visit = (name, trail) => {
			if (state.get(name) === 'done')
				return;
			if (state.get(name) === 'open') {
				const cycle = [...trail.slice(trail.indexOf(name)), name].map((n) => `#/$defs/${n}`).join(' → ');
				this.fail(pointer('/$defs', name), `${cycle} refers to itself without going into a property or an item: validating it would never end`);
			}
			state.set(name, 'open');
			for (const next of edges.get(name) ?? [])
				visit(next, [...trail, name]);
			state.set(name, 'done');
		};
		for (const name of edges.keys())
			visit(name, []);
	}
}
function sameValueRefs(schema) {
	if (!isObject(schema))
		return [];
	const found = [];
	if (typeof schema.$ref === 'string') {
		const name = refName(schema.$ref);
		if (name !== undefined)
			found.push(name);
	}
	if (Array.isArray(schema.anyOf))
		for (const branch of schema.anyOf)
			found.push(...sameValueRefs(branch));
	return found;
}
function checkSchema(value, source) {
	const checker = new Checker(source, value);
	if (typeof value !== 'boolean' && !isObject(value))
		checker.fail('', 'a schema must be a JSON object, such as {"type": "object", "properties": {...}}');
	checker.schema(value, '', 0, true);
	checker.cycles();
	return value;
}
const ARTICLE = {
	null: 'null',
	boolean: 'a boolean',
	object: 'an object',
	array: 'an array',
	number: 'a number',
	string: 'a string',
	integer: 'an integer',
};
function kindOf(value) {
	if (value === null)
		return 'null';
	if (Array.isArray(value))
		return 'an array';
	if (typeof value === 'number')
		return Number.isInteger(value) ? 'an integer' : 'a number';
	if (typeof value === 'string')
		return 'a string';
	if (typeof value === 'boolean')
		return 'a boolean';
	return 'an object';
}
function hasType(value, type) {
	switch (type) {
		case 'null':
			return value === null;
		case 'boolean':
			return typeof value === 'boolean';
		case 'object':
			return isObject(value);
		case 'array':
			return Array.isArray(value);
		case 'number':
			return typeof value === 'number';
		case 'integer':
			return typeof value === 'number' && Number.isInteger(value);
		default:
			return typeof value === 'string';
	}
}
function sameJson(a, b) {
	if (a === b)
		return true;
	if (Array.isArray(a) || Array.isArray(b)) {
		return (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i])));
	}
	if (!isObject(a) || !isObject(b))
		return false;
	const keys = Object.keys(a);
	return (keys.length === Object.keys(b).length &&
		keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key])));
}
function shown(value, max = 60) {
	let text;
	try {
		text = JSON.stringify(value) ?? String(value);
	}
	catch {
		text = Array.isArray(value) ? 'a list nested too deep to show' : 'an object nested too deep to show';
	}
	return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
class Validator {
	memo = new WeakMap();
	defs;
	patterns = new Map();
	limit;
	constructor(root, limit) {
		this.limit = limit;
		this.defs = isObject(root) && isObject(root.$defs) ? root.$defs : {};
	}
	check(schema, value, path, depth) {
		if (schema === true)
			return [];
		if (schema === false)
			return [{ path, message: 'is not allowed here' }];
		if (typeof value === 'object' && value !== null) {
			let seen = this.memo.get(value);
			const known = seen?.get(schema);
			if (known)
				return known;
			const issues = this.checkNode(schema, value, path, depth);
			if (!seen)
				this.memo.set(value, (seen = new Map()));
			seen.set(schema, issues);
			return issues;
		}
		return this.checkNode(schema, value, path, depth);
	}
	checkNode(schema, value, path, depth) {
		const issues = [];
		const add = (more) => {
			for (const issue of more)
				if (issues.length < this.limit)
					issues.push(issue);
		};
		const full = () => issues.length >= this.limit;
		if (depth > MAX_VALUE_DEPTH)
			return [{ path, message: `nests more than ${MAX_VALUE_DEPTH} levels deep` }];
		if (typeof schema.$ref === 'string') {
			const target = this.defs[refName(schema.$ref) ?? ''];
			add(this.check(target, value, path, depth));
		}
		if (schema.type !== undefined) {
			const types = (Array.isArray(schema.type) ? schema.type : [schema.type]);
			if (!types.some((type) => hasType(value, type))) {
				const wanted = types.map((type) => ARTICLE[type]).join(' or ');
				add([{ path, message: `must be ${wanted}, got ${kindOf(value)}` }]);
				return issues;
			}
		}
		if (schema.const !== undefined && !sameJson(value, schema.const))
			add([{ path, message: `must be exactly ${shown(schema.const)}` }]);
		if (Array.isArray(schema.enum) && !schema.enum.some((option) => sameJson(value, option)))
			add([{ path, message: `must be one of ${schema.enum.map((option) => shown(option, 40)).join(', ')}` }]);
		if (typeof value === 'number')
			this.number(schema, value, path, add);
		if (typeof value === 'string')
			this.string(schema, value, path, add);
		if (Array.isArray(value) && !full())
			this.array(schema, value, path, depth, add, full);
		if (isObject(value) && !full())
			this.object(schema, value, path, depth, add, full);
		if (Array.isArray(schema.anyOf) && !full())
			add(this.anyOf(schema.anyOf, value, path, depth));
		return issues;
	}
	number(schema, value, path, add) {
		if (typeof schema.minimum === 'number' && value < schema.minimum)
			add([{ path, message: `must be at least ${schema.minimum}, got ${value}` }]);
		if (typeof schema.maximum === 'number' && value > schema.maximum)
			add([{ path, message: `must be at most ${schema.maximum}, got ${value}` }]);
	}
	string(schema, value, path, add) {
		if (typeof schema.minLength === 'number' || typeof schema.maxLength === 'number') {
			let length = 0;
			for (const _ of value)
				length++;
			if (typeof schema.minLength === 'number' && length < schema.minLength)
				add([
					{ path, message: `must be at least ${(0,_render_format_js__WEBPACK_IMPORTED_MODULE_1__.LS)(schema.minLength, 'character')} long, got ${length}` },
				]);
			if (typeof schema.maxLength === 'number' && length > schema.maxLength)
				add([
					{ path, message: `must be at most ${(0,_render_format_js__WEBPACK_IMPORTED_MODULE_1__.LS)(schema.maxLength, 'character')} long, got ${length}` },
				]);
		}
		if (typeof schema.pattern === 'string' && !this.regExp(schema.pattern).test(value))
			add([{ path, message: `must match the pattern ${shown(schema.pattern, 120)}` }]);
	}
	regExp(pattern) {
		let compiled = this.patterns.get(pattern);
		if (!compiled)
			this.patterns.set(pattern, (compiled = new RegExp(pattern, 'u')));
		return compiled;
	}
	array(schema, value, path, depth, add, full) {
		if (typeof schema.minItems === 'number' && value.length < schema.minItems)
			add([{ path, message: `must have at least ${(0,_render_format_js__WEBPACK_IMPORTED_MODULE_1__.LS)(schema.minItems, 'item')}, got ${value.length}` }]);
		if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
			add([{ path, message: `must have at most ${(0,_render_format_js__WEBPACK_IMPORTED_MODULE_1__.LS)(schema.maxItems, 'item')}, got ${value.length}` }]);
		if (schema.items === undefined || schema.items === true)
			return;
		for (let i = 0; i < value.length && !full(); i++)
			add(this.check(schema.items, value[i], pointer(path, i), depth + 1));
	}
	object(schema, value, path, depth, add, full) {
		const properties = isObject(schema.properties) ? schema.properties : {};
		if (Array.isArray(schema.required)) {
			for (const name of schema.required)
				if (!Object.hasOwn(value, name))
					add([{ path: pointer(path, name), message: 'is required and missing' }]);
		}
		const extra = schema.additionalProperties;
		for (const [key, item] of Object.entries(value)) {
			if (full())
				return;
			if (Object.hasOwn(properties, key)) {
				add(this.check(properties[key], item, pointer(path, key), depth + 1));
			}
			else if (extra === false) {
				const names = Object.keys(properties);
				const allowed = names.length
					? `the object holds only ${names
						.slice(0, 12)
						.map((name) => JSON.stringify(name))
						.join(', ')}${names.length > 12 ? ', …' : ''}`
					: 'the object holds no properties';
				add([{ path: pointer(path, key), message: `is not allowed: ${allowed}` }]);
			}
			else if (extra !== undefined && extra !== true) {
				add(this.check(extra, item, pointer(path, key), depth + 1));
			}
		}
	}
	anyOf(branches, value, path, depth) {
		const results = [];
		for (const branch of branches) {
			const issues = this.check(branch, value, path, depth);
			if (issues.length === 0)
				return [];
			results.push(issues);
		}
		if (results.every((issues) => issues.every((issue) => issue.path === path))) {
			const reasons = [...new Set(results.map((issues) => issues.map((issue) => issue.message).join('; ')))];
			return [
				{ path, message: `matches none of the ${branches.length} choices (anyOf): ${reasons.join('; or ')}` },
			];
		}
		const rank = (issues) => (issues.some((issue) => issue.path === path) ? this.limit + 1 : 0) + issues.length;
		let closest = results[0];
		for (const issues of results)
			if (rank(issues) < rank(closest))
				closest = issues;
		return closest;
	}
}
function validate(schema, value, limit = MAX_ISSUES) {
	return new Validator(schema, limit).check(schema, value, '', 0);
}
function depthOf(value, limit = MAX_VALUE_DEPTH) {
	let deepest = 0;
	const stack = [[value, 0]];
	while (stack.length) {
		const [node, depth] = stack.pop();
		if (typeof node !== 'object' || node === null)
			continue;
		const level = depth + 1;
		if (level > deepest)
			deepest = level;
		if (deepest > limit)
			return deepest;
		for (const child of Array.isArray(node) ? node : Object.values(node))
			stack.push([child, level]);
	}
	return deepest;
}


}),

9585:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	JY: () => (logPrefix),
	_8: () => (LogBook),
	followLogs: () => (followLogs)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9187);
var _render_log_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7986);
var _render_progress_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(757);
var _render_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1509);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4189);
var _wait_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6035);
var _timing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8117);








function logPrefix(log, runId, elapsedMs) {
	return log.stamped ? `run ${runId}: ` : `[${(0,_wait_js__WEBPACK_IMPORTED_MODULE_4__.C7)(elapsedMs)}] run ${runId}: `;
}
function timeOf(value) {
	if (typeof value !== 'string')
		return undefined;
	const ms = Date.parse(value);
	return Number.isNaN(ms) ? undefined : ms;
}
const ownTime = (step) => timeOf(step.started_at) ?? timeOf(step.completed_at);
const eventId = (event) => event.event_uuid || `${event.event_type}@${event.occurred_at ?? ''}`;
class SinceError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_3__.Rz {
	constructor(message) {
		super(message, 'error');
	}
}
class LogBook {
	options;
	seen = new Set();
	last;
	after;
	pendingStep;
	constructor(options) {
		this.options = options;
		const { since } = options;
		if (since && 'time' in since)
			this.after = since.time;
		else if (since)
			this.pendingStep = since.step;
	}
	get size() {
		return this.seen.size;
	}
	get waitingForSince() {
		return this.pendingStep !== undefined;
	}
	line(text, max) {
		return (0,_render_format_js__WEBPACK_IMPORTED_MODULE_6__.Bq)(this.options.redact((0,_render_log_js__WEBPACK_IMPORTED_MODULE_7__.$Y)(text)), max);
	}
	run(run) {
		const link = (0,_render_format_js__WEBPACK_IMPORTED_MODULE_6__.Pl)(run.session_link);
		const message = run.status_message?.message;
		const record = {
			type: 'run',
			run_id: run.run_id,
			time: run.updated_at,
			state: run.state,
			session_link: link ? this.line(link, 2000) : null,
			status_message: message && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(run.state) ? this.line(message, 1000) : null,
		};
		const previous = this.last;
		if (previous && previous.state === record.state && previous.session_link === record.session_link)
			return undefined;
		this.last = record;
		return { record, previous };
	}
	placeSteps(steps) {
		let at = -Infinity;
		return steps.map((step) => {
			at = Math.max(at, ownTime(step) ?? at);
			return { record: step, at };
		});
	}
	take(run, conversation, events) {
		const { runId } = this.options;
		const steps = conversation ? this.placeSteps(conversation.steps) : [];
		if (this.pendingStep !== undefined) {
			if (!conversation)
				return [];
			const index = steps.findIndex((s) => s.record.id === this.pendingStep);
			if (index < 0)
				throw new SinceError(`run ${runId} has no step ${JSON.stringify((0,_render_log_js__WEBPACK_IMPORTED_MODULE_7__.Ow)(this.pendingStep, 100))} to resume after (runs conversation ${runId} --json lists its steps' ids)`);
			for (const s of steps.slice(0, index + 1))
				this.seen.add(`step:${s.record.id}`);
			this.after = steps[index].at;
			this.pendingStep = undefined;
		}
		const { after } = this;
		const before = (at) => after !== undefined && at <= after;
		const stepsByTime = this.options.since !== undefined && 'time' in this.options.since;
		const newSteps = [];
		steps.forEach(({ record: step, at }, index) => {
			const key = `step:${step.id}`;
			if (this.seen.has(key))
				return;
			if (stepsByTime && before(at)) {
				if (ownTime(step) !== undefined)
					this.seen.add(key);
				return;
			}
			this.seen.add(key);
			newSteps.push({ at, record: this.stepRecord(run, step, index) });
		});
		const newEvents = [];
		let at = -Infinity;
		for (const event of events ?? []) {
			if (event.run_id !== undefined && event.run_id !== runId)
				continue;
			at = Math.max(at, timeOf(event.occurred_at) ?? at);
			const key = `event:${eventId(event)}`;
			if (this.seen.has(key))
				continue;
			this.seen.add(key);
			if (before(at))
				continue;
			newEvents.push({ at, record: this.eventRecord(event) });
		}
		const merged = [];
		let s = 0;
		let e = 0;
		while (s < newSteps.length || e < newEvents.length) {
			const step = newSteps[s];
			const event = newEvents[e];
			if (event && (!step || event.at <= step.at)) {
				merged.push(event.record);
				e++;
			}
			else {
				merged.push(step.record);
				s++;
			}
		}
		return merged;
	}
	stepRecord(run, step, index) {
		const { runId, redact } = this.options;
		const detail = (0,_render_log_js__WEBPACK_IMPORTED_MODULE_7__.X5)((0,_render_log_js__WEBPACK_IMPORTED_MODULE_7__.yJ)(step), _render_log_js__WEBPACK_IMPORTED_MODULE_7__.G3, redact, `the run's conversation holds the whole step (runs conversation ${runId})`);
		const time = timeOf(step.started_at) !== undefined ? step.started_at : (step.completed_at ?? null);
		return {
			type: 'step',
			run_id: runId,
			id: this.line(step.id, 200),
			number: index + 1,
			time: timeOf(time) === undefined ? null : time,
			completed_at: timeOf(step.completed_at) === undefined ? null : step.completed_at,
			title: this.line((0,_render_progress_js__WEBPACK_IMPORTED_MODULE_2__.Fb)(step, index, run), _render_log_js__WEBPACK_IMPORTED_MODULE_7__.LK),
			detail: detail.text,
			detail_cut: detail.cut,
		};
	}
	eventRecord(event) {
		const kind = this.line(event.event_type, 100);
		return {
			type: 'event',
			run_id: this.options.runId,
			id: this.line(eventId(event), 300),
			kind,
			label: (0,_render_progress_js__WEBPACK_IMPORTED_MODULE_2__.TS)(kind),
			time: timeOf(event.occurred_at) === undefined ? null : event.occurred_at,
			execution_id: typeof event.execution_id === 'number' ? event.execution_id : null,
		};
	}
}
const messageOf = (err) => (err instanceof Error ? err.message : String(err));
const notYet = (err) => err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && (err.status === 404 || err.status === 422);
async function followLogs(options) {
	const pace = {
		stateMs: (0,_timing_js__WEBPACK_IMPORTED_MODULE_5__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_5__.ab.stateMs),
		readMs: (0,_timing_js__WEBPACK_IMPORTED_MODULE_5__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_5__.ab.readMs),
		factor: _timing_js__WEBPACK_IMPORTED_MODULE_5__.ab.factor,
		stateIdleMaxMs: (0,_timing_js__WEBPACK_IMPORTED_MODULE_5__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_5__.ab.stateIdleMaxMs),
		readIdleMaxMs: (0,_timing_js__WEBPACK_IMPORTED_MODULE_5__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_5__.ab.readIdleMaxMs),
		...options.pace,
	};
	const now = options.now ?? Date.now;
	const sleep = options.sleep ?? _client_index_js__WEBPACK_IMPORTED_MODULE_0__.dt;
	const { client, runId, signal } = options;
	const book = new LogBook({ runId, redact: options.redact, since: options.since });
	const reads = { state: 0, conversation: 0, timeline: 0 };
	const warned = new Set();
	const warnOnce = (what, line) => {
		if (warned.has(what))
			return;
		warned.add(what);
		options.warn(line);
	};
	let run;
	const result = (stopped, interrupted) => ({
		run,
		stopped,
		interrupted,
		reads,
	});
	const showRun = (current) => {
		const changed = book.run(current);
		if (changed)
			options.emit(changed.record, changed.previous);
	};
	const readLog = async (current) => {
		const request = { signal, maxRetries: 1 };
		const [conversation, timeline] = await Promise.all([
			(async () => {
				reads.conversation++;
				try {
					return await client.runs.conversation(runId, request);
				}
				catch (err) {
					if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.z4 || signal.aborted)
						throw err;
					if (!notYet(err))
						warnOnce('conversation', `could not read the conversation of run ${runId}: ${messageOf(err)}`);
					return undefined;
				}
			})(),
			(async () => {
				reads.timeline++;
				try {
					return await client.runs.timeline(runId, request);
				}
				catch (err) {
					if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.z4 || signal.aborted)
						throw err;
					warnOnce('timeline', `could not read the timeline of run ${runId}: ${messageOf(err)}`);
					return undefined;
				}
			})(),
		]);
		const records = book.take(current, conversation, timeline?.events);
		for (const record of records)
			options.emit(record);
		return records.length;
	};
	let interval = pace.stateMs;
	let readEvery = pace.readMs;
	let lastRead = -Infinity;
	let readUpdated;
	let lastUpdated;
	let lastState;
	try {
		for (;;) {
			reads.state++;
			try {
				run = await client.runs.get(runId, { signal });
			}
			catch (err) {
				if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.z4 || signal.aborted)
					throw err;
				if (!options.follow || !(0,_wait_js__WEBPACK_IMPORTED_MODULE_4__.dg)(err))
					throw err;
				options.warn(`reading run ${runId} failed: ${messageOf(err)}; still following it`);
				interval = Math.min(interval * pace.factor, pace.stateIdleMaxMs);
				await sleep(interval, signal);
				continue;
			}
			const first = lastUpdated === undefined;
			const moved = run.updated_at !== lastUpdated || run.state !== lastState;
			lastUpdated = run.updated_at;
			lastState = run.state;
			const stopped = (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(run.state);
			if (first || stopped || !options.follow) {
				if (options.follow && stopped)
					await sleep(Math.max(0, lastRead + pace.readMs - now()), signal);
				await readLog(run);
				lastRead = now();
				readUpdated = run.updated_at;
				showRun(run);
				if (book.waitingForSince && (stopped || !options.follow))
					throw new SinceError(`run ${runId} has no conversation yet, so step ${JSON.stringify((0,_render_log_js__WEBPACK_IMPORTED_MODULE_7__.Ow)(options.since.step, 100))} cannot be found to resume after`);
				if (stopped || !options.follow)
					return result(stopped, false);
			}
			else {
				showRun(run);
				const since = now() - lastRead;
				let fresh = false;
				if (since >= pace.readMs && (run.updated_at !== readUpdated || since >= readEvery)) {
					fresh = (await readLog(run)) > 0;
					lastRead = now();
					readUpdated = run.updated_at;
					readEvery = fresh ? pace.readMs : Math.min(readEvery * pace.factor, pace.readIdleMaxMs);
				}
				interval = moved || fresh ? pace.stateMs : Math.min(interval * pace.factor, pace.stateIdleMaxMs);
			}
			await sleep(first ? pace.stateMs : interval, signal);
		}
	}
	catch (err) {
		if (signal.aborted || err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.z4)
			return result(false, true);
		throw err;
	}
}


}),

9834:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	p: () => (deriveMarkerKey)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

function deriveMarkerKey(apiKey) {
	return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createSecretKey)((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', apiKey.trim()).update('cloud-agent-action marker v2').digest());
}


}),

52:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	Cd: () => (LOOKUP_SCAN_PAGES),
	Ge: () => (META),
	Jz: () => (findRunByMetadata),
	Y1: () => (conversationOrigin),
	mc: () => (warnOnce),
	pC: () => (conversationKey),
	u2: () => (SOURCE),
	xk: () => (adoptable),
	yP: () => (planFirstOrigin),
	yv: () => (originOf)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9187);
var _render_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1509);




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
	detach: 'gh_detach',
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
function conversationKey(repository, number, idempotencyKey) {
	return hash([
		repository.toLowerCase(),
		String(number ?? ''),
		'conversation',
		...(idempotencyKey !== undefined ? [idempotencyKey] : []),
	]);
}
function conversationOrigin(env, trigger, inputs) {
	const key = conversationKey(env.repository, trigger.number, inputs.run.idempotencyKey);
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
		[META.repo]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(env.repository, 256),
		[META.workflowRun]: env.workflowRunId,
		[META.attempt]: env.runAttempt,
		[META.job]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(env.job, 256),
		[META.event]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(env.eventName, 256),
		[META.source]: SOURCE,
	};
	if (inputs.timeoutMinutes !== undefined)
		metadata[META.timeout] = String(inputs.timeoutMinutes);
	if (inputs.cancelOnAbort !== undefined)
		metadata[META.cancel] = String(inputs.cancelOnAbort);
	if (inputs.maxCredits !== undefined)
		metadata[META.budget] = String(inputs.maxCredits);
	if (inputs.wait === false || inputs.detachAfterMinutes !== undefined)
		metadata[META.detach] = 'true';
	if (trigger.number !== undefined)
		metadata[META.number] = String(trigger.number);
	if (trigger.comment)
		metadata[META.comment] = String(trigger.comment.id);
	return metadata;
}
class MetadataNotKeptError extends _client_index_js__WEBPACK_IMPORTED_MODULE_1__.tP {
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
		options.warn?.(page.foreign > 0
			? `the service answered runs that do not carry the metadata asked for (it does not filter by metadata): scanning the newest runs for this one instead`
			: `the service answered runs created before the time asked for, or with no readable creation time (it does not filter by creation time): scanning the newest runs for this one instead`);
	}
	catch (err) {
		if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.hD && err.errorCode === 'feature_not_available'))
			throw err;
	}
	const since = options.createdAfter ?? new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
	let pages = 0;
	let seen = 0;
	let withMetadata = 0;
	for await (const page of client.runs
		.list({ sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since }, { signal: options.signal })
		.pages()) {
		const hits = page.runs.filter((run) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__.hx)({ metadata: filter }, run));
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
	return run !== undefined && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.jf)(run.state);
}


}),

7210:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	o3: () => (SchemaUnavailable),
	ud: () => (markedSchema),
	c_: () => (resultSchemaOf),
	R$: () => (schemaMark),
	Xu: () => (withResultSchema)
});


var external_node_crypto_ = __webpack_require__(7598);
var external_node_zlib_ = __webpack_require__(8522);
;
const triage_schema_namespaceObject =JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/cloud-agent-action/cloud-agent-action/schemas/results/triage.schema.json","title":"Triage","description":"The triage of an issue: the labels it should carry, its priority and a summary a maintainer reads first. Named by output-schema: triage.","type":"object","properties":{"labels":{"type":"array","items":{"type":"string","minLength":1,"maxLength":50},"maxItems":10,"description":"Labels to put on the issue, by their names in the repository."},"priority":{"enum":["critical","high","medium","low"],"description":"How soon the issue needs work."},"summary":{"type":"string","minLength":1,"maxLength":2000,"description":"What the issue is about and what to do first, in a few sentences."}},"required":["labels","priority","summary"],"additionalProperties":false}');
;
const verdict_schema_namespaceObject =JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/cloud-agent-action/cloud-agent-action/schemas/results/verdict.schema.json","title":"Verdict","description":"A judgement of pass or fail, how sure the agent is of it, and why: a flaky test or a real failure, a change that is safe to release or not. Named by output-schema: verdict.","type":"object","properties":{"verdict":{"enum":["pass","fail"],"description":"pass or fail."},"confidence":{"type":"number","minimum":0,"maximum":1,"description":"How sure the agent is of the verdict, from 0 (a guess) to 1 (certain)."},"reasons":{"type":"array","items":{"type":"string","minLength":1,"maxLength":500},"minItems":1,"maxItems":10,"description":"Why, one finding a line, most important first."}},"required":["verdict","confidence","reasons"],"additionalProperties":false}');
var outcome = __webpack_require__(4189);
var json_schema = __webpack_require__(3430);
var repository_file = __webpack_require__(2729);
;







const SHIPPED_SCHEMAS = { verdict: verdict_schema_namespaceObject, triage: triage_schema_namespaceObject };
const PACKED_SCHEMA_MAX_CHARS = 8192;
const UNPACKED_MAX_BYTES = 1024 * 1024;
function schemaDigest(text) {
	return (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex').slice(0, 32);
}
function resultSchemaOf(value, input, source, retries) {
	const where = source.kind === 'file' ? JSON.stringify(source.path) : 'the schema';
	let schema;
	try {
		schema = (0,json_schema._U)(value, where);
	}
	catch (err) {
		if (err instanceof json_schema.Ar)
			throw new outcome.dz(input, err.message);
		throw err;
	}
	const text = JSON.stringify(schema);
	return { schema, text, digest: schemaDigest(text), source, retries };
}
async function parseText(text, input, what) {
	const trimmed = text.trim();
	if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
		try {
			return JSON.parse(trimmed);
		}
		catch (err) {
			throw new outcome.dz(input, `${what} is not valid JSON (${err.message})`);
		}
	}
	const { parse } = await __webpack_require__.e(815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
	try {
		return parse(text, { uniqueKeys: true, maxAliasCount: 100 });
	}
	catch (err) {
		throw new outcome.dz(input, `${what} is not valid YAML (${err.message.split('\n')[0]})`);
	}
}
const names = () => Object.keys(SHIPPED_SCHEMAS).join(', ');
async function loadResultSchema(given, workspace) {
	const { outputSchema: inline, outputSchemaFile: file, outputSchemaRetries: retries } = given;
	if (inline !== undefined && file !== undefined)
		throw new outcome.dz('output-schema', (name) => `and ${name('output-schema-file')} both give the schema: give one`);
	if (file !== undefined) {
		let text;
		try {
			text = (0,repository_file.tz)(workspace.root, file);
		}
		catch (err) {
			if (!(err instanceof repository_file.dv))
				throw err;
			throw new outcome.dz('output-schema-file', err.problem === 'missing' ? `"${file}" does not exist ${workspace.words}` : err.message);
		}
		const value = await parseText(text, 'output-schema-file', JSON.stringify(file));
		return resultSchemaOf(value, 'output-schema-file', { kind: 'file', path: file }, retries);
	}
	if (inline === undefined)
		return undefined;
	const name = inline.trim();
	if (Object.hasOwn(SHIPPED_SCHEMAS, name))
		return resultSchemaOf(SHIPPED_SCHEMAS[name], 'output-schema', { kind: 'shipped', name }, retries);
	const value = await parseText(inline, 'output-schema', 'the schema');
	if (typeof value === 'string' && /^[\w.-]+$/.test(value))
		throw new outcome.dz('output-schema', `"${value}" is not the name of a schema this action ships (${names()}), nor a schema in JSON or YAML`);
	return resultSchemaOf(value, 'output-schema', { kind: 'inline' }, retries);
}
const packedOf = (result) => (0,external_node_zlib_.deflateRawSync)(Buffer.from(result.text, 'utf8')).toString('base64');
function schemaMark(result) {
	const packed = packedOf(result);
	if (packed.length <= PACKED_SCHEMA_MAX_CHARS)
		return { digest: result.digest, packed };
	if (result.source.kind === 'file')
		return { digest: result.digest, file: result.source.path };
	return { digest: result.digest };
}
function uncarried(result) {
	if (result.source.kind === 'file')
		return undefined;
	const chars = packedOf(result).length;
	if (chars <= PACKED_SCHEMA_MAX_CHARS)
		return undefined;
	return `the schema is too large for the tracking comment to carry (${chars} characters deflated, at most ${PACKED_SCHEMA_MAX_CHARS}): a settle cannot validate the result of a run this step lets go of; give a schema this large in a file (output-schema-file), which a settle reads from its checkout`;
}
class SchemaUnavailable extends outcome.Rz {
	constructor(message) {
		super(message, 'usage');
	}
}
async function markedSchema(mark, workspace) {
	let value;
	let source;
	if (mark.packed !== undefined) {
		source = { kind: 'inline' };
		try {
			const text = (0,external_node_zlib_.inflateRawSync)(Buffer.from(mark.packed, 'base64'), {
				maxOutputLength: UNPACKED_MAX_BYTES,
			});
			value = JSON.parse(text.toString('utf8'));
		}
		catch (err) {
			throw new SchemaUnavailable(`the schema its marker carries cannot be read (${err.message})`);
		}
	}
	else if (mark.file !== undefined) {
		source = { kind: 'file', path: mark.file };
		const shown = JSON.stringify(mark.file);
		try {
			value = await parseText((0,repository_file.tz)(workspace, mark.file), 'output-schema-file', shown);
		}
		catch (err) {
			if (err instanceof repository_file.dv)
				throw new SchemaUnavailable(err.message);
			if (err instanceof outcome.dz)
				throw new SchemaUnavailable(err.reason);
			throw err;
		}
	}
	else {
		throw new SchemaUnavailable('its marker carries the digest of the schema alone (the schema was given inline and too large to carry; give a schema this large in output-schema-file, which a settle reads from its checkout)');
	}
	let text;
	try {
		text = JSON.stringify(value);
	}
	catch {
		text = undefined;
	}
	if (text === undefined || schemaDigest(text) !== mark.digest) {
		throw new SchemaUnavailable(source.kind === 'file'
			? `${JSON.stringify(source.path)} in this checkout is not the schema the step was given (its digest differs: the file changed since)`
			: 'the schema its marker carries does not match its digest');
	}
	try {
		return resultSchemaOf(value, 'output-schema', source, mark.left);
	}
	catch (err) {
		throw new SchemaUnavailable(`the schema is not one this action reads: ${err.message}`);
	}
}
async function withResultSchema(step, inputs) {
	const resultSchema = await loadResultSchema({
		outputSchema: inputs.outputSchema,
		outputSchemaFile: inputs.outputSchemaFile,
		outputSchemaRetries: inputs.outputSchemaRetries ?? 1,
	}, { root: step.env.workspace, words: step.host.words.workspace });
	if (!resultSchema)
		return inputs;
	const why = uncarried(resultSchema);
	if (why)
		step.host.log.warning(why);
	return { ...inputs, resultSchema };
}


}),

9085:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	$3: () => (approvalMessage),
	$U: () => (approvesShownPlan),
	Dd: () => (isRequester),
	Jn: () => (planShownSince),
	M8: () => (planStateOf),
	NX: () => (planLeft),
	On: () => (readExecutions),
	Pf: () => (stricterRule),
	QN: () => (revisersAfter),
	TU: () => (planMark),
	Yk: () => (planMadeAt),
	Z_: () => (alreadyCarriedOut),
	dl: () => (markShowing),
	gn: () => (carriedOutAsShown),
	hH: () => (planTextsOf),
	ly: () => (followedUpWithoutResult),
	o9: () => (executionEvents),
	pu: () => (executionSince),
	sK: () => (readPlanTexts),
	sp: () => (approvedIn)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9187);
var _render_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1376);
var _result_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3267);





const PLAN_MARK_LIMIT = 100;
function planDigest(text) {
	return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex').slice(0, _render_marker_js__WEBPACK_IMPORTED_MODULE_3__.nt);
}
function planUid(item) {
	const data = (typeof item.data === 'object' && item.data !== null ? item.data : {});
	return item.artifact_type === 'PLAN' && typeof data.artifact_uid === 'string' && data.artifact_uid
		? data.artifact_uid
		: undefined;
}
function keyOf(item) {
	const uid = planUid(item);
	if (uid)
		return `plan:${uid}`;
	const data = (typeof item.data === 'object' && item.data !== null ? item.data : {});
	if (item.artifact_type === 'PULL_REQUEST' && typeof data.url === 'string' && data.url)
		return `pr:${data.url}`;
	return undefined;
}
const itemsOf = (run) => Array.isArray(run.artifacts) ? run.artifacts : [];
function planUids(run) {
	return [...new Set(itemsOf(run).map(planUid))].filter((uid) => uid !== undefined);
}
const DIGEST_SUFFIX = new RegExp(`^(plan:.+)#([0-9a-f]{${_render_marker_js__WEBPACK_IMPORTED_MODULE_3__.nt}})$`);
function readBefore(before) {
	const keys = new Set();
	const digests = new Map();
	for (const entry of before) {
		const match = DIGEST_SUFFIX.exec(entry);
		if (!match) {
			keys.add(entry);
			continue;
		}
		const [, key, digest] = match;
		keys.add(key);
		digests.set(key.slice('plan:'.length), digest);
	}
	return { keys, digests };
}
function planBefore(run, texts) {
	if (!run)
		return [];
	const keys = itemsOf(run)
		.map((item) => {
		const key = keyOf(item);
		const uid = planUid(item);
		const digest = uid ? texts?.get(uid) : undefined;
		return key && digest ? `${key}#${digest}` : key;
	})
		.filter((k) => k !== undefined);
	return [...new Set(keys)].slice(-PLAN_MARK_LIMIT);
}
function planMark(by, run, rule, texts) {
	return { by, before: planBefore(run, texts), ...(rule ? { rule } : {}) };
}
const PLAN_REVISERS_LIMIT = 20;
function requestersOf(mark) {
	return [mark.by, ...(mark.revisedBy ?? [])];
}
function isRequester(mark, login) {
	const who = login.toLowerCase();
	return requestersOf(mark).some((one) => one.toLowerCase() === who);
}
function revisersAfter(mark, author) {
	const others = (mark.revisedBy ?? []).filter((one) => one.toLowerCase() !== author.toLowerCase());
	const all = author.toLowerCase() === mark.by.toLowerCase() ? others : [...others, author];
	return all.slice(-PLAN_REVISERS_LIMIT);
}
function stricterRule(a, b) {
	if (a === 'not-requester' || b === 'not-requester')
		return 'not-requester';
	return a ?? b;
}
function planStateOf(run, mark, texts) {
	if (!(0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.Ex)(run.state))
		return { kind: 'working' };
	if (run.state !== 'SUCCEEDED' && run.state !== 'BLOCKED')
		return { kind: 'failed' };
	const before = readBefore(mark.before);
	const fresh = itemsOf(run).filter((item) => {
		const key = keyOf(item);
		if (key === undefined)
			return false;
		if (!before.keys.has(key))
			return true;
		const uid = planUid(item);
		const was = uid ? before.digests.get(uid) : undefined;
		const now = uid ? texts?.get(uid) : undefined;
		return was !== undefined && now !== undefined && was !== now;
	});
	if (fresh.some((item) => item.artifact_type === 'PULL_REQUEST'))
		return { kind: 'not-planned', reason: 'pull-request' };
	const plan = fresh.findLast((item) => item.artifact_type === 'PLAN');
	if (!plan)
		return { kind: 'not-planned', reason: 'no-plan' };
	const uid = planUid(plan);
	const digest = texts?.get(uid);
	return { kind: 'waiting', plan: uid, ...(digest ? { digest } : {}) };
}
function planLeft(run) {
	return planStateOf(run, { by: '', before: [] });
}
function planTextsOf(artifacts) {
	const texts = new Map();
	for (const artifact of artifacts) {
		if (artifact.type === 'PLAN' && artifact.uid && artifact.content !== undefined)
			texts.set(artifact.uid, planDigest(artifact.content));
	}
	return texts;
}
async function readPlanTexts(client, run, log, signal) {
	const texts = new Map();
	for (const uid of planUids(run)) {
		try {
			const { data } = await client.artifacts.get(uid, { maxRetries: 1, ...(signal ? { signal } : {}) });
			const content = (typeof data === 'object' && data !== null ? data : {});
			if (typeof content.content === 'string')
				texts.set(uid, planDigest(content.content));
			else
				log(`plan ${uid} has no text in the service's answer: it is known by its artifact alone`);
		}
		catch (err) {
			if (signal?.aborted)
				throw err;
			log(`could not read plan ${uid}: ${err.message}; it is known by its artifact alone`);
		}
	}
	return texts;
}
function isShownPlan(shown, waiting) {
	if (!shown || shown.unread || shown.uid !== waiting.plan)
		return false;
	return shown.digest === undefined || waiting.digest === undefined || shown.digest === waiting.digest;
}
function markShowing(mark, waiting, unread = false) {
	const digest = waiting.digest ? { digest: waiting.digest } : {};
	if (isShownPlan(mark.shown, waiting)) {
		return { mark: { ...mark, shown: { ...mark.shown, ...digest } }, first: false };
	}
	if (unread)
		return { mark: { ...mark, shown: { uid: waiting.plan, unread } }, first: false };
	return { mark: { ...mark, shown: { uid: waiting.plan, ...digest } }, first: true };
}
function planShownSince(mark, waiting, comment) {
	if (mark.shown)
		return isShownPlan(mark.shown, waiting) ? (mark.shown.at ?? comment.updatedAt) : undefined;
	const showsIt = (comment.phase === 'final' || comment.phase === 'blocked') && comment.current;
	return showsIt ? comment.updatedAt : undefined;
}
function approvesShownPlan(createdAt, shownSince) {
	const written = createdAt === undefined ? NaN : Date.parse(createdAt);
	const shown = shownSince === undefined ? NaN : Date.parse(shownSince);
	return !Number.isNaN(written) && !Number.isNaN(shown) && written > shown;
}
const APPROVAL_HEAD = 'carry out the plan you proposed last, as written.';
function approvalMessage(approver, words, where) {
	const head = `The plan is approved${approver ? ` by @${approver}` : ''}: ${APPROVAL_HEAD}`;
	const from = where ? `\n\n(From @${approver} on GitHub: ${where})` : '';
	return `${head}${words ? `\n\n${words}` : ''}${from}`;
}
function isApprovalMessage(text) {
	return /^The plan is approved(?: by @[A-Za-z0-9][A-Za-z0-9-]*(?:\[bot\])?)?: /.test(text.trimStart())
		? text.trimStart().includes(APPROVAL_HEAD)
		: false;
}
function requestsOf(conversation) {
	const requests = [];
	const walk = (steps) => {
		for (const step of steps) {
			for (const message of step.messages) {
				if (message.role !== 'user')
					continue;
				const text = message.content
					.map((block) => (block.type === 'text' && typeof block.text === 'string' ? block.text : ''))
					.filter(Boolean)
					.join('\n');
				if (!text.trim() || (0,_result_js__WEBPACK_IMPORTED_MODULE_4__.xl)(text))
					continue;
				const at = Date.parse(message.timestamp ?? '');
				requests.push({ text, ...(Number.isNaN(at) ? {} : { at }) });
			}
			walk(step.steps);
		}
	};
	walk(conversation.steps);
	return requests;
}
function lastRequest(conversation) {
	return requestsOf(conversation).at(-1)?.text;
}
function planMadeAt(run, mark, uid) {
	const known = readBefore(mark.before).keys;
	const made = itemsOf(run)
		.filter((item) => {
		const plan = planUid(item);
		return plan !== undefined && !known.has(`plan:${plan}`) && (uid === undefined || plan === uid);
	})
		.map((item) => Date.parse(item.created_at ?? ''))
		.filter((at) => !Number.isNaN(at));
	return made.length ? Math.max(...made) : undefined;
}
function alreadyCarriedOut(run, timeline, last) {
	const approved = approvedLast(last);
	if (approved)
		return approved;
	if (timeline === undefined && last === undefined)
		return 'whether its plan was already carried out cannot be told: the service shows neither its timeline nor its conversation';
	const planned = itemsOf(run)
		.filter((item) => planUid(item) !== undefined)
		.map((item) => Date.parse(item.created_at ?? ''))
		.filter((at) => !Number.isNaN(at));
	if (!timeline || planned.length === 0)
		return undefined;
	const newestPlan = Math.max(...planned);
	const began = executionSince(timeline, newestPlan);
	return began !== undefined
		? `its plan was already carried out: an execution began at ${new Date(began).toISOString()}, after its newest plan (${new Date(newestPlan).toISOString()})`
		: undefined;
}
function executionSince(timeline, madeAt) {
	let last;
	for (const event of timeline) {
		const at = Date.parse(event.occurred_at ?? '');
		const id = event.execution_id;
		if (!isExecutionId(id) || Number.isNaN(at))
			continue;
		if (!last || id > last.id)
			last = { id, began: at };
		else if (id === last.id)
			last.began = Math.min(last.began, at);
	}
	return last && last.began > madeAt ? last.began : undefined;
}
function isExecutionId(id) {
	return Number.isInteger(id);
}
function approvedIn(conversation, madeAt) {
	return conversation !== undefined && approvedSince(requestsOf(conversation), madeAt) !== undefined;
}
function followedUpWithoutResult(conversation) {
	if (conversation === undefined)
		return false;
	const requests = requestsOf(conversation);
	return requests.length > 1 && !(0,_result_js__WEBPACK_IMPORTED_MODULE_4__.A2)(requests.at(-1).text);
}
function approvedLast(last) {
	return last !== undefined && isApprovalMessage(last)
		? "its plan was already carried out: the conversation's last request is an approval of it"
		: undefined;
}
function approvedSince(requests, madeAt) {
	const last = approvedLast(requests.at(-1)?.text);
	if (last || madeAt === undefined)
		return last;
	return requests.some((r) => (r.at ?? NaN) >= madeAt && isApprovalMessage(r.text))
		? 'its plan was already carried out: an approval of it was sent since it was made'
		: undefined;
}
function readOptions(signal) {
	return { maxRetries: 2, ...(signal ? { signal } : {}) };
}
function keepsNone(err) {
	return err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.hD && (err.status === 404 || err.status === 422);
}
async function carriedOutAsShown(client, run, warn, signal, madeAt) {
	try {
		return approvedSince(requestsOf(await client.runs.conversation(run.run_id, readOptions(signal))), madeAt);
	}
	catch (err) {
		if (signal?.aborted)
			throw err;
		if (!keepsNone(err))
			warn(`could not read whether the plan of run ${run.run_id} was carried out already (${err.message}); the tracking comment's record decides`);
		return undefined;
	}
}
function executionEvents(answer) {
	return answer.events.map((event) => ({
		...(event.execution_id !== undefined ? { execution_id: event.execution_id } : {}),
		...(event.occurred_at !== undefined ? { occurred_at: event.occurred_at } : {}),
	}));
}
async function readExecutions(client, run, signal) {
	const options = readOptions(signal);
	const timeline = await client.runs.timeline(run.run_id, options).then(executionEvents, (err) => {
		if (keepsNone(err))
			return undefined;
		throw err;
	});
	const last = await client.runs.conversation(run.run_id, options).then((conversation) => lastRequest(conversation), (err) => {
		if (keepsNone(err))
			return undefined;
		throw err;
	});
	return { timeline, last };
}


}),

6987:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	y: () => (pacer)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);

function pacer(deadline, pace, clock = {}) {
	const now = clock.now ?? Date.now;
	const random = clock.random ?? Math.random;
	const sleep = clock.sleep ?? _client_index_js__WEBPACK_IMPORTED_MODULE_0__.dt;
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


}),

9073:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	F6: () => (SENDING),
	MJ: () => (countedOf),
	Fg: () => (markOf),
	ug: () => (markerReader),
	WU: () => (openReporter),
	Jn: () => (passedOver),
	b$: () => (putKeyedComment),
	zQ: () => (recordedOrigin),
	q0: () => (remarked),
	kr: () => (reporterForRun),
	p0: () => (routedBeforeSending),
	P2: () => (routedOf),
	UH: () => (sendingOf),
	I5: () => (sentBefore),
	w0: () => (stepReporter),
	rU: () => (writeKeyedComment),
	Kn: () => (writeOutputs),
	Sy: () => (writeSummary)
});


var render_marker = __webpack_require__(1376);
var redact = __webpack_require__(8932);
var report = __webpack_require__(7332);
var render_origin = __webpack_require__(4284);
var budget = __webpack_require__(9519);
var model = __webpack_require__(8281);
var artifacts = __webpack_require__(3635);
var context = __webpack_require__(4227);
var origin = __webpack_require__(52);
var tickets = __webpack_require__(7097);
;
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
			this.ended();
		}
	}
	ended() {
		this.lastEnd = this.timers.now();
		this.inFlight = undefined;
		this.pump();
	}
	dropWaiting() {
		this.pending = undefined;
		this.timers.clearTimeout(this.timer);
		this.timer = undefined;
	}
	async now(body, signal) {
		if (this.closed)
			return;
		this.dropWaiting();
		while (this.inFlight)
			await this.inFlight;
		if (this.closed)
			return;
		const written = this.write(body, AbortSignal.any([signal, this.progress.signal]));
		this.inFlight = written.catch(() => undefined).finally(() => this.ended());
		await written;
	}
	stop() {
		this.closed = true;
		this.dropWaiting();
	}
	async final(body, boundMs) {
		this.stop();
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

var claim = __webpack_require__(7956);
var credits = __webpack_require__(5522);
var flow_state = __webpack_require__(7573);
var timing = __webpack_require__(8117);
;















const SUMMARY_OUTPUT_MAX_CHARS = 65_536;
class Reporter {
	comment;
	writes;
	host;
	writeNow;
	options;
	constructor(options) {
		this.options = options;
		this.host = options.host;
		const { comment } = options;
		this.comment = comment;
		if (comment) {
			const state = new flow_state.uk(options.host.state);
			this.writeNow = async (body, signal) => {
				await comment.write(body, signal);
				if (comment.id !== undefined) {
					state.save(flow_state.c4.commentId, comment.id);
					state.save(flow_state.c4.threadNumber, comment.number);
				}
				if (state.load(flow_state.c4.asked))
					state.save(flow_state.c4.asked, '');
			};
			this.writes = new LatestWins(this.writeNow, {
				minIntervalMs: (0,timing.vK)(timing.AR),
				onError: (err) => this.host.log.warning(`could not write the tracking comment: ${err.message}`),
				timers: options.timers,
			});
		}
	}
	async recordSending(run, markdown, signal, unshown = false) {
		if (!this.writeNow)
			return;
		const next = (0,render_marker.Yg)(this.options.marker, run, SENDING);
		const marker = (0,render_marker.$N)(unshown ? { ...next, unshown } : next, this.options.markerKey);
		await this.writeNow(`${this.host.redact(markdown)}\n\n${marker}`, signal);
	}
	async findExisting() {
		const found = await this.comment?.find();
		if (found)
			this.carryFrom(found.state);
		return found;
	}
	found;
	carryFrom(last) {
		this.options.marker = { ...(0,render_marker.LT)(last), ...this.options.marker };
	}
	carriedMarker() {
		return this.options.marker;
	}
	setMarker(extra) {
		this.options.marker = { ...this.options.marker, ...extra };
	}
	markerFor({ run, phase, unread, result }) {
		return (0,render_marker.$N)((0,render_marker.Yg)(this.options.marker, run, phase, unread !== undefined || result?.status === 'unread'), this.options.markerKey);
	}
	redacted(input) {
		return (0,redact.se)(input, (text) => this.host.redact(text));
	}
	bodyOf(input) {
		return (0,report.wQ)(this.redacted(input), this.markerFor(input), (report) => this.host.redact(report));
	}
	show(input) {
		this.writes?.offer(this.bodyOf(input));
	}
	async record(input, signal) {
		await this.writes?.now(this.bodyOf(input), signal);
	}
	async finishComment(input, options = {}) {
		if (!this.writes)
			return true;
		const boundMs = this.options.signal?.aborted ? timing.zy : timing.e0;
		if (options.showsNewPlan)
			await this.unclaim(boundMs);
		let shown = false;
		this.finalInput = input;
		try {
			shown = (await this.writes.final(this.bodyOf(input), boundMs)) === 'written';
			if (!shown)
				this.host.log.warning(`GitHub did not take the final report within ${boundMs / 1000}s: the tracking comment may still show an earlier state`);
		}
		catch (err) {
			this.host.log.warning(`could not write the tracking comment: ${err.message}`);
		}
		if (shown && options.showsNewPlan)
			await this.recordPlanShown(input, boundMs);
		return shown;
	}
	finalInput;
	async owe(reaction) {
		const input = this.finalInput;
		if (!this.comment || !input)
			return;
		this.setMarker({ owes: reaction });
		try {
			await this.comment.write(this.bodyOf(input), AbortSignal.timeout(timing.e0));
			this.host.log.info('the closing reaction is left to the next settle (recorded on the tracking comment)');
		}
		catch (err) {
			this.host.log.warning(`could not record on the tracking comment the closing reaction GitHub refused: ${err.message}; the comment that asked gets none`);
		}
	}
	async unclaim(boundMs) {
		try {
			await this.comment?.unclaim(AbortSignal.timeout(boundMs));
		}
		catch (err) {
			this.host.log.warning(`could not remove the approval claim (the action's 👍) from the tracking comment: ${err.message}; an approval of the new plan may be refused as already approved until it is removed`);
		}
	}
	async recordPlanShown(input, boundMs) {
		const at = this.comment?.writtenAt;
		const plan = this.options.marker.plan;
		if (!this.comment || !at || !plan?.shown)
			return;
		this.setMarker({ plan: { ...plan, shown: { ...plan.shown, at } } });
		try {
			await this.comment.write(this.bodyOf(input), AbortSignal.timeout(boundMs));
		}
		catch (err) {
			this.host.log.warning(`could not record on the tracking comment when the plan was first shown: ${err.message}; an approval is checked against the comment's last edit instead`);
		}
	}
	async finish(input, options = {}) {
		const clean = this.redacted(input);
		let shown = false;
		if (options.comment === false)
			this.writes?.stop();
		else
			shown = await this.finishComment(clean, options);
		await writeSummary(this.host, (0,report.qE)(clean));
		this.outputs(clean);
		return shown;
	}
	outputs(input) {
		const { run } = input;
		const inAll = input.budget && (0,budget.x)(input.budget);
		writeOutputs(this.host, {
			'run-id': run.run_id,
			state: run.state,
			'session-link': run.session_link ?? '',
			'conversation-id': run.conversation_id ?? '',
			'pull-request-urls': JSON.stringify((0,artifacts.L)(run)),
			artifacts: JSON.stringify(run.artifacts ?? []),
			'comment-url': this.comment?.url ?? '',
			summary: (0,report.oM)(input.conversation) ?? run.status_message?.message ?? '',
			detached: String(input.phase === 'detached'),
			model: (0,model.D)(run, input.requestedModel)?.id ?? '',
			credits: inAll === undefined ? (0,budget.Cn)(run) : (0,budget.vV)(inAll),
			'plan-ready': String(input.plan?.state === 'waiting'),
		});
	}
}
async function writeSummary(host, markdown) {
	try {
		await host.summary(markdown);
	}
	catch (err) {
		host.log.warning(`could not write ${host.words.summary}: ${err.message}`);
	}
}
function writeOutputs(host, outputs) {
	for (const [name, value] of Object.entries(outputs)) {
		host.output(name, value, name === 'summary' ? SUMMARY_OUTPUT_MAX_CHARS : undefined);
	}
}
async function writeKeyedComment(step, number, key, report, what) {
	if (!step.repository)
		return;
	try {
		await putKeyedComment(step, number, key, report);
	}
	catch (err) {
		step.host.log.warning(`could not write ${what} on #${number}: ${err.message}`);
	}
}
async function putKeyedComment(step, number, key, report) {
	const repository = step.repository;
	if (!repository)
		throw new Error('no repository to write the comment on');
	const self = await repository.self();
	const comment = repository.trackingComment(number, self, markerReader(step.markerKey), (s) => s.key === key);
	const edited = (await comment.find(step.signal)) !== undefined;
	await comment.write(`${report}\n\n${(0,render_marker.$N)({ v: 2, key }, step.markerKey)}`, step.signal);
	return { edited, url: comment.url };
}
const markerReader = (markerKey) => (body) => (0,render_marker.rH)(body, markerKey);
const remarked = (found, fields, markerKey) => (0,render_marker.Vg)(found.body, { ...found.state, ...fields }, markerKey);
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
	const comments = await repository.markedComments(trigger.number, self, markerReader(step.markerKey));
	const existing = comments.filter((c) => c.state.run === run.run_id).at(-1);
	const recorded = run.metadata?.[origin.Ge.conversation] ??
		run.metadata?.[origin.Ge.trigger] ??
		((0,tickets.Pp)(run, step.env.repository) === trigger.number
			? (0,origin.pC)(step.env.repository, trigger.number)
			: undefined);
	const key = recorded && /^[0-9a-f]{32}$/.test(recorded) && !comments.some((c) => c.state.key === recorded)
		? recorded
		: run.run_id;
	const reporter = stepReporter(step, {
		enabled: true,
		self,
		marker: existing ? (0,render_marker.LT)(existing.state) : { key },
	});
	if (existing) {
		reporter.comment?.adopt(existing);
		reporter.found = existing;
	}
	step.state.save(flow_state.c4.threadNumber, trigger.number);
	return reporter;
}
function recordedOrigin(marker, run, env) {
	const recorded = marker?.origin;
	const origin = recorded && linksHere(recorded, env) ? recorded : metadataOrigin(run, env);
	return {
		origin: (0,render_origin.QJ)(origin),
		...(origin.workflowRun ? { workflowRun: origin.workflowRun } : {}),
		...(marker?.model ? { requestedModel: marker.model } : {}),
	};
}
function linksHere(origin, env) {
	const here = `${env.serverUrl}/${env.repository}/`.toLowerCase();
	return [origin.comment, origin.workflowRun].every((link) => link === undefined || link.toLowerCase().startsWith(here));
}
function metadataOrigin(run, env) {
	const meta = run.metadata ?? {};
	const id = meta[origin.Ge.workflowRun];
	const workflowRun = id && /^\d{1,20}$/.test(id) ? (0,context.workflowRunUrl)({ ...env, workflowRunId: id }) : undefined;
	const number = Number(meta[origin.Ge.number]);
	const thread = Number.isSafeInteger(number) && number > 0 ? { number } : {};
	const event = meta[origin.Ge.event];
	const kind = meta[origin.Ge.comment] ? 'comment' : 'number' in thread ? 'thread' : 'event';
	if (event === render_origin.cQ)
		return { kind: 'event', event, ...(meta[origin.Ge.job] ? { job: meta[origin.Ge.job] } : {}) };
	return {
		kind,
		...thread,
		...(kind === 'event' && event && /^[a-z][a-z_]{0,63}$/.test(event) ? { event } : {}),
		...(workflowRun ? { workflowRun } : {}),
	};
}
function markOf(comment) {
	const kind = comment.kind === 'issue_comment' ? 'issue' : comment.kind === 'review_comment' ? 'review' : undefined;
	return { comment: String(comment.id), commentKind: kind };
}
function routedOf(found, runId, comment, read) {
	const state = found?.state.run === runId ? found.state : undefined;
	const id = comment ? String(comment.id) : undefined;
	const { sending } = state ?? {};
	const landed = sending && landedOn(sending, runId, read) ? [sending.comment] : [];
	const listed = [...(state?.routed ?? []), ...(state?.comment ? [state.comment] : []), ...landed];
	const earlier = listed.filter((c, i) => c !== id && listed.indexOf(c) === i);
	return {
		...(comment ? markOf(comment) : { comment: undefined, commentKind: undefined }),
		routed: earlier.length ? earlier.slice(-render_marker.Rr) : undefined,
	};
}
const landedOn = (sending, runId, read) => read?.run_id !== runId || (0,claim.dm)(sending.since, read);
function routedBeforeSending(state, read, next) {
	const { sending, routed = [] } = state;
	if (!sending || sending.comment === next || !landedOn(sending, read.run_id, read))
		return {};
	return { routed: [...routed.filter((c) => c !== sending.comment), sending.comment].slice(-render_marker.Rr) };
}
const SENDING = 'sending';
function countedOf(state, comment) {
	const { sending, credits } = state;
	const kept = sending?.comment === String(comment.id) ? sending.kept : state.kept;
	return { ...(kept !== undefined ? { kept } : {}), last: credits };
}
function sendingOf(comment, run) {
	return { sending: { comment: String(comment.id), since: run.updated_at, baseline: (0,credits.yq)(run) } };
}
function sentBefore(found, comment, run) {
	const state = found?.state;
	if (state?.run !== run.run_id)
		return false;
	if (state.comment === String(comment.id) || state.routed?.includes(String(comment.id)))
		return true;
	return state.sending?.comment === String(comment.id) && (0,claim.dm)(state.sending.since, run);
}
function passedOver(state, comment, run) {
	const id = String(comment.id);
	const { sending } = state;
	if (sending && sending.comment !== id && landedOn(sending, run.run_id, run))
		return true;
	return state.comment !== id && sending?.comment !== id;
}


}),

2729:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	D5: () => (MAX_REPOSITORY_FILE_BYTES),
	dv: () => (RepositoryFileError),
	tz: () => (readRepositoryFile)
});
var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
var node_fs__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
var node_path__WEBPACK_IMPORTED_MODULE_1___default =__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4189);



const MAX_REPOSITORY_FILE_BYTES = 1024 * 1024;
class RepositoryFileError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_2__.Rz {
	problem;
	constructor(problem, message) {
		super(message, 'usage');
		this.problem = problem;
	}
}
function within(base, path) {
	const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(base, path);
	return inside === '..' || inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inside) ? undefined : inside;
}
const code = (err) => err.code ?? String(err);
function readRepositoryFile(root, path) {
	const shown = JSON.stringify(path);
	let base;
	let real;
	try {
		base = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
	}
	catch (err) {
		throw new RepositoryFileError('missing', `${shown} cannot be read: the workspace ${root} is missing (${code(err)})`);
	}
	try {
		real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base, path));
	}
	catch (err) {
		const why = code(err);
		if (why === 'ENOENT' || why === 'ENOTDIR')
			throw new RepositoryFileError('missing', `${shown} does not exist`);
		if (why === 'ELOOP')
			throw new RepositoryFileError('unreadable', `${shown} is a loop of symbolic links`);
		throw new RepositoryFileError('unreadable', `${shown} cannot be read (${why})`);
	}
	const inside = within(base, real);
	if (inside === undefined) {
		const how = within(base, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base, path)) === undefined ? '' : ', through a symbolic link';
		throw new RepositoryFileError('outside', `${shown} leads outside the workspace (to ${real}${how}): only files of the repository are read`);
	}
	if (inside.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).some((segment) => segment.toLowerCase() === '.git')) {
		throw new RepositoryFileError('git', `${shown} is inside .git, which holds the checkout's settings and credentials, not the repository's files`);
	}
	return readRegularFile(real, shown);
}
function readRegularFile(real, shown, read = (fd) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd, 'utf8')) {
	let fd;
	try {
		fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(real, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
	}
	catch (err) {
		throw new RepositoryFileError('unreadable', `${shown} cannot be read (${code(err)})`);
	}
	try {
		const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
		if (!stats.isFile()) {
			const what = stats.isDirectory()
				? 'a directory, not a file'
				: 'not a regular file (a named pipe or a device)';
			throw new RepositoryFileError('not a file', `${shown} is ${what}`);
		}
		if (stats.size > MAX_REPOSITORY_FILE_BYTES) {
			throw new RepositoryFileError('too large', `${shown} is ${stats.size} bytes: files are read up to 1 MiB (${MAX_REPOSITORY_FILE_BYTES} bytes)`);
		}
		return read(fd);
	}
	catch (err) {
		if (err instanceof RepositoryFileError || typeof err.code !== 'string')
			throw err;
		throw new RepositoryFileError('unreadable', `${shown} cannot be read (${code(err)})`);
	}
	finally {
		(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
	}
}


}),

3267:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	A2: () => (asksResult),
	FX: () => (RESULT_FILE),
	Py: () => (repairMessage),
	cV: () => (fileUids),
	ey: () => (withAppendix),
	iJ: () => (checkResult),
	l0: () => (RESULT_OUTPUT_MAX_BYTES),
	lb: () => (unreadView),
	ls: () => (resultView),
	nV: () => (resultMark),
	q8: () => (unknownResult),
	tH: () => (writeResultFile),
	tb: () => (findResult),
	tv: () => (notDownloaded),
	tw: () => (resultAppendix),
	vj: () => (readLater),
	xl: () => (isRepairMessage)
});
var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
var node_fs__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
var node_path__WEBPACK_IMPORTED_MODULE_1___default =__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
var _client_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9434);
var _render_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1376);
var _json_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3430);
var _output_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7210);
var _timing_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8117);







const RESULT_FILE = 'result.json';
const MAX_RESULT_BYTES = 16 * 1024 * 1024;
const RESULT_OUTPUT_MAX_BYTES = 1024 * 1024;
const REPAIR_ISSUES = 20;
const APPENDIX_HEAD = '## Your result';
const sizeText = (bytes) => bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes} bytes`;
function fenceFor(text) {
	const longest = Math.max(0, ...[...text.matchAll(/~+/g)].map((m) => m[0].length));
	return '~'.repeat(Math.max(4, longest + 1));
}
function resultAppendix(schema) {
	const text = JSON.stringify(schema.schema, null, 2);
	const mark = fenceFor(text);
	return [
		APPENDIX_HEAD,
		'',
		`When you are done, give your result as JSON that matches the JSON Schema below: write it to a file named \`${RESULT_FILE}\`, and end your final message with the same JSON in a fenced \`json\` code block.`,
		'',
		`${mark}json`,
		text,
		mark,
	].join('\n');
}
function asksResult(text) {
	return text.startsWith(`${APPENDIX_HEAD}\n`) || text.includes(`\n\n${APPENDIX_HEAD}\n`);
}
function withAppendix(text, schema) {
	if (!schema)
		return text;
	return text.trim() === '' ? resultAppendix(schema) : `${text}\n\n${resultAppendix(schema)}`;
}
const dataOf = (item) => (typeof item.data === 'object' && item.data !== null ? item.data : {});
const itemsOf = (run) => Array.isArray(run.artifacts) ? run.artifacts : [];
function fileUids(run) {
	if (!run)
		return [];
	const uids = itemsOf(run)
		.filter((item) => item.artifact_type === 'FILE')
		.map((item) => dataOf(item).artifact_uid)
		.filter((uid) => typeof uid === 'string' && uid !== '');
	return [...new Set(uids)].slice(-_render_marker_js__WEBPACK_IMPORTED_MODULE_3__.ol);
}
function newResultFile(run, before) {
	const earlier = new Set(before);
	let found;
	for (const item of itemsOf(run)) {
		if (item.artifact_type !== 'FILE')
			continue;
		const data = dataOf(item);
		const uid = data.artifact_uid;
		if (typeof uid !== 'string' || uid === '' || earlier.has(uid) || data.filename !== RESULT_FILE)
			continue;
		const at = Date.parse(typeof item.created_at === 'string' ? item.created_at : '');
		const time = Number.isNaN(at) ? -Infinity : at;
		if (!found || time >= found.at)
			found = { uid, at: time };
	}
	return found?.uid;
}
function lastJsonBlock(message) {
	if (!message)
		return undefined;
	let last;
	let open;
	for (const line of message.split(/\r?\n/)) {
		if (open) {
			const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
			if (close && close[1][0] === open.fence[0] && close[1].length >= open.fence.length) {
				if (open.json)
					last = open.lines.join('\n');
				open = undefined;
			}
			else {
				open.lines.push(line);
			}
			continue;
		}
		const start = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})[ \t]*([^\s`]*)/.exec(line);
		if (start)
			open = { fence: start[1], json: start[2].toLowerCase() === 'json', lines: [] };
	}
	if (open?.json)
		last = open.lines.join('\n');
	return last;
}
class DownloadStatusError extends _client_index_js__WEBPACK_IMPORTED_MODULE_2__.uZ {
	constructor(status) {
		super(`the download answered HTTP ${status}`, { operation: 'download', status });
	}
}
function readLater(err) {
	if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_2__.Kf || err instanceof DownloadStatusError)
		return false;
	if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_2__.hD)
		return (0,_client_index_js__WEBPACK_IMPORTED_MODULE_2__.HK)(err.status, {}, undefined) === 'retry';
	return true;
}
function unknownResult(checked, conversation) {
	if (checked.unread)
		return { cause: checked.unread, file: true };
	return conversation ? { cause: conversation, file: false } : undefined;
}
function unreadView(unknown) {
	const why = unknown.cause.message;
	return unknown.file ? { status: 'unread', why, file: true } : { status: 'unread', why };
}
const notDownloaded = (why) => `its new ${RESULT_FILE} could not be downloaded (${why}), and no result could be read from its final message in its place`;
async function download(client, uid, maxBytes, signal) {
	const { url } = await client.artifacts.download(uid, { maxRetries: 2, ...(signal ? { signal } : {}) });
	const res = await (0,_client_index_js__WEBPACK_IMPORTED_MODULE_2__.fetchSignedUrl)(url, {
		maxBytes,
		timeoutMs: (0,_timing_js__WEBPACK_IMPORTED_MODULE_6__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_6__.ow),
		...(signal ? { signal } : {}),
	});
	if (res.status >= 300)
		throw new DownloadStatusError(res.status);
	return res.body.toString('utf8');
}
async function findResult(client, run, before, finalMessage, warn, signal, maxBytes = MAX_RESULT_BYTES) {
	const uid = newResultFile(run, before);
	let unread;
	if (uid) {
		try {
			return { from: 'file', text: await download(client, uid, maxBytes, signal) };
		}
		catch (err) {
			if (signal?.aborted)
				throw err;
			const message = err.message;
			if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_2__.uZ && / is larger than \d+ bytes$/.test(message))
				return {
					from: 'file',
					problem: `${RESULT_FILE} is larger than ${sizeText(maxBytes)}: write a smaller result`,
				};
			warn(`could not download ${RESULT_FILE} of run ${run.run_id} (${message}): the result is taken from its final message`);
			if (readLater(err))
				unread = err;
		}
	}
	const block = lastJsonBlock(finalMessage);
	if (block !== undefined)
		return { from: 'message', text: block };
	return unread ? { from: undefined, unread } : { from: undefined };
}
function redactJson(value, redact) {
	if (typeof value === 'string')
		return redact(value);
	if (Array.isArray(value))
		return value.map((item) => redactJson(item, redact));
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactJson(item, redact)]));
	}
	return value;
}
function checkResult(found, schema, redact) {
	if (found.from === undefined) {
		return {
			valid: false,
			issues: [
				{
					path: '',
					message: `no result was found: no new ${RESULT_FILE} file, and no fenced json block ending the final message`,
				},
			],
			raw: undefined,
			from: undefined,
			...(found.unread ? { unread: found.unread } : {}),
		};
	}
	if ('problem' in found)
		return { valid: false, issues: [{ path: '', message: found.problem }], raw: undefined, from: found.from };
	const raw = redact(found.text);
	const invalid = (message) => ({
		valid: false,
		issues: [{ path: '', message }],
		raw,
		from: found.from,
	});
	let parsed;
	try {
		parsed = JSON.parse(found.text.replace(/^\uFEFF/, ''));
	}
	catch (err) {
		return invalid(`is not JSON: ${redact(err.message)}`);
	}
	if ((0,_json_schema_js__WEBPACK_IMPORTED_MODULE_4__.d1)(parsed) > _json_schema_js__WEBPACK_IMPORTED_MODULE_4__.Ht)
		return invalid(`nests more than ${_json_schema_js__WEBPACK_IMPORTED_MODULE_4__.Ht} levels deep`);
	const value = redactJson(parsed, redact);
	const issues = (0,_json_schema_js__WEBPACK_IMPORTED_MODULE_4__.tf)(schema, value);
	if (issues.length)
		return { valid: false, issues, raw, from: found.from };
	return { valid: true, value, text: JSON.stringify(value), from: found.from };
}
const REPAIR_HEAD = 'Your result does not match the JSON Schema it must follow';
function isRepairMessage(text) {
	return text.trimStart().startsWith(`${REPAIR_HEAD} `);
}
function repairMessage(issues) {
	const shown = issues.slice(0, REPAIR_ISSUES);
	const lines = shown.map((issue) => `- ${(0,_json_schema_js__WEBPACK_IMPORTED_MODULE_4__.pS)(issue.path)}: ${issue.message}`);
	return [
		`${REPAIR_HEAD} (the one at the end of your instructions). Fix these problems, then write the whole result again: to the file \`result.json\`, and as a fenced \`json\` code block ending your final message.`,
		'',
		...lines,
	].join('\n');
}
function writeResultFile(dir, text) {
	const folder = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'cloud-agent-result-'));
	const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, RESULT_FILE);
	(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, text, { mode: 0o600 });
	return path;
}
function resultView(checked, repairs) {
	return checked.valid
		? { status: 'valid', value: checked.value, from: checked.from }
		: { status: 'invalid', issues: checked.issues, from: checked.from, repairs };
}
function resultMark(schema, run, left = schema.retries) {
	return { ...(0,_output_schema_js__WEBPACK_IMPORTED_MODULE_5__.R$)(schema), left, before: fileUids(run) };
}


}),

5717:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	EQ: () => (schemaInvalidText),
	LQ: () => (tellAskerOfCancel),
	Mk: () => (showsThisRun),
	Vb: () => (reportStopFirst),
	bS: () => (SKEW_MARGIN_MS),
	g5: () => (wroteReport),
	ii: () => (owedFailure),
	ri: () => (StopNotShownError),
	t8: () => (overBudgetText),
	uD: () => (settleAsSettleWould),
	wt: () => (Settler),
	yo: () => (keptAt)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9187);
var _render_marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1376);
var _render_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7332);
var _output_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7210);
var _result_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3267);
var _artifacts_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(3635);
var _cancel_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1519);
var _credits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5522);
var _render_budget_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9519);
var _render_format_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(1509);
var _follow_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5857);
var _origin_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(52);
var _plan_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9085);
var _report_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9073);
var _shared_redact_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8932);
var _starters_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(338);
var _tickets_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(7097);
var _step_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(6696);
var _shared_gone_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(9022);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(4189);
var _shared_unreachable_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(5223);






















const SHOWS_OUTCOME = new Set(['cancelled', 'timeout']);
const CLOSES_WORK = new Set(['final', 'blocked', 'timeout', 'cancelled']);
function deadlineOf(marker, run) {
	if (marker) {
		const at = marker.deadline ? Date.parse(marker.deadline) : NaN;
		return Number.isNaN(at) ? undefined : at;
	}
	if (run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.conversation] !== undefined)
		return undefined;
	const minutes = Number(run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.timeout]);
	const start = Date.parse(run.started_at ?? run.created_at);
	if (!(minutes > 0) || Number.isNaN(start))
		return undefined;
	return start + minutes * 60_000;
}
function budgetOf(marker, run) {
	if (marker)
		return marker.budget === undefined
			? undefined
			: {
				limit: marker.budget,
				baseline: marker.baseline ?? 0,
				kept: marker.kept,
				last: marker.credits,
			};
	if (run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.conversation] !== undefined)
		return undefined;
	const limit = Number(run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.budget]);
	return Number.isFinite(limit) && limit > 0 ? { limit, baseline: 0 } : undefined;
}
function overItsBudget(budget, run) {
	if (!budget || !_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Wj.has(run.state))
		return undefined;
	const spent = (0,_credits_js__WEBPACK_IMPORTED_MODULE_7__.fU)(run, budget);
	return (0,_credits_js__WEBPACK_IMPORTED_MODULE_7__.qj)(spent, budget.limit) ? spent : undefined;
}
function countWentBack(budget, run) {
	return resetOf(budget, run) !== undefined;
}
function resetOf(budget, run) {
	const total = (0,_credits_js__WEBPACK_IMPORTED_MODULE_7__.yq)(run);
	return budget && total !== undefined ? (0,_credits_js__WEBPACK_IMPORTED_MODULE_7__.bX)(budget, budget.last, total).reset : undefined;
}
function keptAt(marker, run) {
	const reset = resetOf(budgetOf(marker, run), run);
	return reset ? { kept: reset.kept } : {};
}
function cancelsAtDeadline(marker, run) {
	if (marker)
		return marker.cancel ?? true;
	return run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.cancel] !== 'false';
}
function showsOutcome(marker) {
	if (marker?.phase === 'final')
		return true;
	return Boolean(marker?.phase && SHOWS_OUTCOME.has(marker.phase) && marker.state && _shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.kl.has(marker.state));
}
function readsAgain(marker) {
	return marker.unread === true && marker.phase === 'final';
}
function showsThisRun(marker, run) {
	return marker?.seen === undefined || marker.seen === run.updated_at;
}
const WRITTEN_MEANWHILE = 'its comment was written while its report was made: nothing written (what wrote it shows the run)';
const STEP_GONE_MS = 5 * 60_000;
function stepGone(marker, now) {
	if (marker.phase !== 'queued' && marker.phase !== 'running')
		return true;
	const deadline = marker.deadline ? Date.parse(marker.deadline) : NaN;
	return !Number.isNaN(deadline) && now >= deadline + STEP_GONE_MS;
}
function decide(marker, run, now, movingOn = false) {
	const current = showsThisRun(marker, run);
	if (marker?.owes && current && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(run.state))
		return { kind: 'close', reaction: marker.owes };
	if (marker?.phase === _report_js__WEBPACK_IMPORTED_MODULE_12__.F6 && !marker.unshown && current && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(run.state))
		return { kind: 'done' };
	if (showsOutcome(marker)) {
		if (current && !readsAgain(marker))
			return { kind: 'done' };
		if (!current && !_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.kl.has(run.state) && run.state !== 'BLOCKED')
			return { kind: 'working', deadline: undefined };
	}
	if (_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.kl.has(run.state)) {
		if (marker?.result && run.state === 'SUCCEEDED' && !movingOn && !stepGone(marker, now))
			return { kind: 'working', deadline: deadlineOf(marker, run) };
		return { kind: 'report', phase: 'final' };
	}
	if (run.state === 'BLOCKED') {
		return marker?.phase === 'blocked' && marker.state === 'BLOCKED' && current && !marker.unread
			? { kind: 'done' }
			: { kind: 'report', phase: 'blocked' };
	}
	const budget = budgetOf(marker, run);
	const spent = overItsBudget(budget, run);
	if (budget && spent !== undefined)
		return { kind: 'over-budget', budget, spent };
	const deadline = deadlineOf(marker, run);
	if (deadline !== undefined && now >= deadline) {
		const cancel = cancelsAtDeadline(marker, run);
		if (!cancel && marker?.phase === 'timeout')
			return { kind: 'working', deadline };
		return { kind: 'timeout', cancel, deadline };
	}
	return { kind: 'working', deadline };
}
const SKEW_MARGIN_MS = 10 * 60_000;
const PAGE = 100;
const FILTERED_PAGES = 20;
const SCAN_PAGES = 5;
function listRepositoryRuns(client, repository, since, signal) {
	const filter = { [_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.repo]: repository, [_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.source]: _origin_js__WEBPACK_IMPORTED_MODULE_10__.u2 };
	return listRunsBy(client, filter, (run) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.hx)({ metadata: filter }, run), since, signal);
}
function listDispatchedRuns(client, repository, since, signal) {
	const filter = { ticket_source: _tickets_js__WEBPACK_IMPORTED_MODULE_17__.Eg };
	return listRunsBy(client, filter, (run) => (0,_tickets_js__WEBPACK_IMPORTED_MODULE_17__.Pp)(run, repository) !== undefined, since, signal);
}
async function listRunsBy(client, filter, keep, since, signal) {
	const query = { sort_by: 'updated_at', sort_order: 'desc', limit: PAGE, updated_after: since };
	let scanned = false;
	const bound = Date.parse(since);
	let older = false;
	const leftOut = (run) => {
		if ((0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.nR)(run.updated_at) < bound)
			older = true;
	};
	let page;
	try {
		page = await client.runs.listPage({ ...query, metadata: filter }, { signal }, leftOut);
		if (page.foreign > 0)
			scanned = true;
	}
	catch (err) {
		if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.errorCode === 'feature_not_available'))
			throw err;
		scanned = true;
		page = await client.runs.listPage(query, { signal }, leftOut);
	}
	const runs = [];
	const limit = scanned ? SCAN_PAGES : FILTERED_PAGES;
	for (let pages = 1;; pages++) {
		runs.push(...page.runs.filter(keep));
		const cursor = page.page_info.has_next_page ? page.page_info.next_cursor : undefined;
		if (!cursor || older)
			return { runs, scanned, truncated: false };
		if (pages >= limit)
			return { runs, scanned, truncated: true };
		page = await client.runs.listPage({ ...query, ...(scanned ? {} : { metadata: filter }), cursor }, { signal }, leftOut);
		if (page.foreign > 0)
			scanned = true;
	}
}
async function listSettledRuns(client, repository, since, signal) {
	const own = await listRepositoryRuns(client, repository, since, signal);
	const dispatched = await listDispatchedRuns(client, repository, since, signal);
	const seen = new Set(own.runs.map((run) => run.run_id));
	return {
		runs: [...own.runs, ...dispatched.runs.filter((run) => !seen.has(run.run_id))],
		scanned: own.scanned || dispatched.scanned,
		truncated: own.truncated || dispatched.truncated,
	};
}
function threadOf(run, repository) {
	const recorded = run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.number];
	if (recorded === undefined)
		return (0,_tickets_js__WEBPACK_IMPORTED_MODULE_17__.Pp)(run, repository);
	const number = Number(recorded);
	return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
function reactionTarget(marker, run) {
	const id = Number(marker.comment);
	if (!marker.comment || !Number.isSafeInteger(id))
		return undefined;
	const event = run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.event];
	const kind = marker.commentKind ??
		(event === 'issue_comment' ? 'issue' : event === 'pull_request_review_comment' ? 'review' : undefined);
	if (!kind)
		return undefined;
	return {
		id,
		kind: kind === 'issue' ? 'issue_comment' : 'review_comment',
		body: '',
		author: '',
		authorType: '',
		url: '',
	};
}
function finalReaction({ phase, run, result, budget }) {
	if (phase === 'blocked')
		return 'rocket';
	if (result?.status === 'invalid' || result?.status === 'unread' || (budget && budget.status !== 'within'))
		return 'confused';
	return phase === 'final' && run.state === 'SUCCEEDED' ? 'rocket' : 'confused';
}
function formatAge(ms) {
	const minutes = Math.max(0, Math.floor(ms / 60_000));
	if (minutes < 60)
		return (0,_render_format_js__WEBPACK_IMPORTED_MODULE_18__.LS)(minutes, 'minute');
	return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
function plannedOf(run, marker, triggerPhrase, artifacts, conversation) {
	const plan = (0,_follow_js__WEBPACK_IMPORTED_MODULE_9__.xA)(run, marker?.plan, (0,_follow_js__WEBPACK_IMPORTED_MODULE_9__.vN)(triggerPhrase), artifacts, conversation).report;
	return plan ? { plan } : {};
}
const HERE = 'here';
function targetOf(run, comment, thread) {
	if (comment)
		return comment;
	return thread === undefined && run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.detach] === 'true' ? HERE : undefined;
}
function unheld(run, comment, thread) {
	return comment || run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.conversation] === undefined ? undefined : thread;
}
const resetUnrecorded = (comment, run) => comment !== undefined && countWentBack(budgetOf(comment.state, run), run);
const markerOf = (target) => (target === HERE ? undefined : target.state);
function mayPass(err) {
	const status = err.status;
	return typeof status !== 'number' || status >= 500 || status === 408 || status === 429;
}
class Settler {
	step;
	options;
	now;
	self;
	threads = new Map();
	wentBack = new Set();
	reports = [];
	movedTo;
	constructor(step, options) {
		this.step = step;
		this.options = options;
		this.now = options.now ?? Date.now;
	}
	async settle() {
		const { step, options } = this;
		const since = new Date(this.now() - options.windowMinutes * 60_000 - SKEW_MARGIN_MS).toISOString();
		const list = step.repository ? listSettledRuns : listRepositoryRuns;
		const listing = await list(step.client, step.env.repository, since, step.signal);
		const results = [];
		for (const run of listing.runs)
			results.push(await this.settleRun(run));
		return { results, reports: this.reports, listing };
	}
	commentsOn(repository, thread) {
		let found = this.threads.get(thread);
		if (!found) {
			found = this.login(repository).then((login) => repository.markedComments(thread, login, (0,_report_js__WEBPACK_IMPORTED_MODULE_12__.ug)(this.step.markerKey)));
			this.threads.set(thread, found);
		}
		return found;
	}
	login(repository) {
		return (this.self ??= repository.self());
	}
	async trackingComment(run, thread) {
		const { repository } = this.step;
		if (!repository || thread === undefined)
			return undefined;
		return (await this.commentsOn(repository, thread)).filter((c) => c.state.run === run.run_id).at(-1);
	}
	async settleRun(listed) {
		const thread = threadOf(listed, this.step.env.repository) ?? this.options.thread;
		const base = { run_id: listed.run_id, state: listed.state, thread: thread ?? null };
		const now = this.now();
		const unchanged = this.unchanged(listed);
		if (unchanged)
			return { ...base, comment_url: null, ...unchanged };
		let comment;
		try {
			comment = await this.trackingComment(listed, thread);
		}
		catch (err) {
			return this.withoutGitHub(listed, base, `could not read the comments of #${thread}: ${err.message}`);
		}
		this.warnWentBack(listed, comment?.state);
		const listedDecision = decide(comment?.state, listed, now, this.options.noRepair);
		const toRecord = listedDecision.kind === 'working' && resetUnrecorded(comment, listed);
		if (listedDecision.kind === 'done' || (listedDecision.kind === 'working' && !toRecord)) {
			return this.noWrite(listed, listedDecision, { ...base, comment_url: comment?.url ?? null }, now, unheld(listed, comment, thread));
		}
		let fresh;
		try {
			fresh = await this.readAgain(listed, comment);
		}
		catch (err) {
			return {
				...base,
				comment_url: comment?.url ?? null,
				action: 'not-settled',
				detail: `could not read the run or its comment again before writing: ${err.message}`,
				retry: true,
			};
		}
		const { run } = fresh;
		comment = fresh.comment;
		this.warnWentBack(run, comment?.state);
		const decision = decide(comment?.state, run, this.now(), this.options.noRepair);
		const result = { ...base, state: run.state, comment_url: comment?.url ?? null };
		switch (decision.kind) {
			case 'done':
				return this.noWrite(run, decision, result, now, unheld(run, comment, thread));
			case 'working':
				if (comment && resetUnrecorded(comment, run))
					return this.recordReset(run, comment, decision, result, now);
				return this.noWrite(run, decision, result, now, unheld(run, comment, thread));
			case 'report': {
				const target = targetOf(run, comment, thread);
				if (!target)
					return { ...result, ...(await this.withoutComment(thread)) };
				return this.report(run, target, decision.phase, result);
			}
			case 'timeout':
				return this.timeout(run, targetOf(run, comment, thread), decision, result, thread);
			case 'over-budget':
				return this.overBudget(run, targetOf(run, comment, thread), decision, result, thread);
			case 'close':
				return this.closeOwed(run, comment, decision.reaction, result);
			default:
				return (0,_shared_unreachable_js__WEBPACK_IMPORTED_MODULE_19__.H)(decision);
		}
	}
	unchanged(run) {
		const since = this.options.since ? Date.parse(this.options.since) : NaN;
		const updated = Date.parse(run.updated_at);
		if (Number.isNaN(since) || Number.isNaN(updated) || updated >= since - SKEW_MARGIN_MS)
			return undefined;
		if ((0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.jf)(run.state) && run.state !== 'BLOCKED')
			return undefined;
		return { action: 'already-settled', detail: 'unchanged since the last completed settle' };
	}
	warnWentBack(run, marker) {
		const budget = budgetOf(marker, run);
		const reset = resetOf(budget, run);
		if (!budget || !reset || this.wentBack.has(run.run_id))
			return;
		this.wentBack.add(run.run_id);
		const below = budget.last === undefined ? 'its budget counts from' : 'its tracking comment last showed';
		this.step.host.log.warning(`run ${run.run_id}: its usage (${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_8__.vV)(reset.to)} credits) is below the ${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_8__.vV)(reset.from)} credits ${below}: the service's count went back, as when it counts a new execution anew: the ${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_8__.vV)(reset.kept)} credits counted against its budget until then are kept, and what it counts from 0 now is added`);
	}
	async readAgain(listed, comment) {
		const run = await this.step.client.runs.get(listed.run_id, { signal: this.step.signal });
		if (!comment || !this.step.repository)
			return { run, comment };
		return { run, comment: await this.commentNow(comment) };
	}
	async commentNow(comment) {
		const repository = this.step.repository;
		const self = await this.login(repository);
		return repository.markedComment(comment.id, self, (0,_report_js__WEBPACK_IMPORTED_MODULE_12__.ug)(this.step.markerKey));
	}
	noWrite(run, decision, result, now, unheldOn) {
		if (decision.kind === 'done')
			return { ...result, action: 'already-settled', detail: 'its comment already shows the outcome' };
		const age = now - Date.parse(run.created_at);
		const until = decision.deadline === undefined
			? 'no deadline'
			: `deadline ${new Date(decision.deadline).toISOString()}`;
		const detail = `working for ${formatAge(age)} (${until})`;
		if (unheldOn === undefined || !this.step.repository)
			return { ...result, action: 'working', detail };
		return {
			...result,
			action: 'working',
			detail: `${detail}; no tracking comment of it on #${unheldOn} (deleted?), whose marker held its deadline and budget: this settle holds it to neither (cancel it with cloud-agent cancel ${run.run_id} if it must stop)`,
		};
	}
	async recordReset(run, comment, decision, result, now) {
		const { step } = this;
		const working = this.noWrite(run, decision, result, now);
		const { sending } = comment.state;
		const total = (0,_credits_js__WEBPACK_IMPORTED_MODULE_7__.yq)(run);
		const own = sending &&
			(0,_credits_js__WEBPACK_IMPORTED_MODULE_7__.bX)({ baseline: sending.baseline ?? 0, kept: sending.kept }, comment.state.credits, total);
		const state = {
			...comment.state,
			...keptAt(comment.state, run),
			...(sending && own?.reset ? { sending: { ...sending, kept: own.reset.kept } } : {}),
			credits: total,
		};
		const tracking = step.repository.trackingComment(result.thread, comment.author, (0,_report_js__WEBPACK_IMPORTED_MODULE_12__.ug)(step.markerKey), (s) => s.key === state.key);
		tracking.adopt(comment);
		try {
			await tracking.write((0,_render_marker_js__WEBPACK_IMPORTED_MODULE_2__.Vg)(comment.body, state, step.markerKey), step.signal);
		}
		catch (err) {
			step.host.log.warning(`run ${run.run_id}: could not record on its tracking comment that the service's count went back: ${err.message}; the next settle tries again`);
			return { ...working, retry: true };
		}
		return {
			...working,
			detail: `${working.detail}; the service's count went back: recorded on its tracking comment`,
		};
	}
	async withoutGitHub(run, base, why) {
		const result = { ...base, comment_url: null };
		if (!(0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.jf)(run.state) || run.state === 'BLOCKED')
			return {
				...result,
				action: 'not-settled',
				detail: `${why}; its report is left to the next settle`,
				retry: true,
			};
		const overBy = overItsBudget(budgetOf(undefined, run), run);
		const deadline = deadlineOf(undefined, run);
		if (overBy !== undefined)
			return {
				...(await this.cancelWithoutGitHub(run, result, why, 'over the budget its metadata records')),
				over_budget: true,
			};
		if (deadline === undefined) {
			return {
				...result,
				action: 'not-settled',
				detail: `${why}; its deadline is only in its comment, so it could not be held to it`,
				retry: true,
				deadline_unknown: true,
			};
		}
		if (this.now() < deadline) {
			return {
				...result,
				action: 'working',
				detail: `${why}; working within the deadline its metadata records (${new Date(deadline).toISOString()})`,
				retry: true,
			};
		}
		if (!cancelsAtDeadline(undefined, run)) {
			return {
				...result,
				action: 'not-settled',
				detail: `${why}; past its deadline and left going (cancel-on-abort: false); its report is left to the next settle`,
				retry: true,
			};
		}
		return this.cancelWithoutGitHub(run, result, why, 'past the deadline its metadata records');
	}
	async cancelWithoutGitHub(run, result, why, reason) {
		const outcome = await (0,_cancel_js__WEBPACK_IMPORTED_MODULE_6__.Wl)(this.step, run.run_id);
		if (outcome.outcome !== 'cancelled') {
			return {
				...result,
				state: outcome.run?.state ?? run.state,
				action: 'not-settled',
				detail: `${why}; ${reason}: ${(0,_cancel_js__WEBPACK_IMPORTED_MODULE_6__.wW)(outcome.outcome, run.run_id).replace(/`/g, '')}`,
				retry: true,
			};
		}
		return {
			...result,
			state: 'CANCELLED',
			action: 'cancelled',
			detail: `${why}; ${reason}: cancelled; its comment is written by the next settle`,
			retry: true,
		};
	}
	async withoutComment(thread) {
		const { repository } = this.step;
		const later = repository && thread !== undefined ? (await this.commentsOn(repository, thread)).at(-1) : undefined;
		if (later?.state.run)
			return {
				action: 'already-settled',
				detail: `the thread's comment tracks a later run, ${later.state.run}`,
			};
		return { action: 'not-settled', detail: this.noComment(thread) };
	}
	noComment(thread) {
		if (thread === undefined)
			return `started without an issue or pull request: ${this.step.host.words.ownReport}`;
		if (!this.step.repository)
			return `${(0,_follow_js__WEBPACK_IMPORTED_MODULE_9__.pj)(this.step.host.words.noGitHub).toLowerCase()}: its report on #${thread} could not be written`;
		return `no tracking comment of this run on #${thread} (none by the action with a marker that verifies)`;
	}
	async reportInput(run, marker, phase, note) {
		return (await this.reportRead(run, marker, phase, note)).input;
	}
	async reportRead(run, marker, phase, note) {
		const budget = this.budgetView(run, marker);
		const { client } = this.step;
		const log = (0,_step_js__WEBPACK_IMPORTED_MODULE_15__.p)(this.step);
		const read = await (0,_follow_js__WEBPACK_IMPORTED_MODULE_9__.Gt)(this.step.host, client, run);
		const { conversation, unread } = read;
		const artifacts = await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_20__.q)(client, run, log, this.step.signal);
		const factoryTask = marker?.factory
			? await (0,_starters_js__WEBPACK_IMPORTED_MODULE_14__.Cq)(client, marker.factory, run.run_id, this.step.host.log)
			: undefined;
		const input = {
			run,
			phase,
			artifacts,
			now: this.now(),
			...(0,_report_js__WEBPACK_IMPORTED_MODULE_12__.zQ)(marker, run, this.step.env),
			...this.hintsOf(run, marker),
			...(0,_follow_js__WEBPACK_IMPORTED_MODULE_9__.uF)(read),
			...(factoryTask ? { factoryTask } : {}),
			...(note ? { note } : {}),
			...(budget ? { budget } : {}),
			...plannedOf(run, marker, this.options.triggerPhrase, artifacts, conversation),
		};
		return unread ? { input, unread } : { input };
	}
	budgetView(run, marker) {
		const budget = budgetOf(marker, run);
		if (!budget)
			return undefined;
		const spent = (0,_credits_js__WEBPACK_IMPORTED_MODULE_7__.fU)(run, budget);
		const over = (0,_credits_js__WEBPACK_IMPORTED_MODULE_7__.qj)(spent, budget.limit);
		return {
			limit: budget.limit,
			spent,
			baseline: budget.baseline,
			reset: budget.kept !== undefined || countWentBack(budget, run),
			setting: this.step.host.words.setting('max-credits', (0,_render_budget_js__WEBPACK_IMPORTED_MODULE_8__.vV)(budget.limit)),
			status: !over ? 'within' : run.state === 'CANCELLED' ? 'stopped' : 'over',
		};
	}
	hintsOf(run, marker) {
		const comment = Boolean(marker?.comment || run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.comment]);
		return (0,_follow_js__WEBPACK_IMPORTED_MODULE_9__.uK)({ comment, thread: true }, this.options.triggerPhrase, run.run_id, this.step.host.words.followup);
	}
	async closeOwed(run, comment, reaction, result) {
		const { step } = this;
		const repository = step.repository;
		const target = reactionTarget(comment.state, run);
		const { owes: _owes, ...state } = comment.state;
		const tracking = repository.trackingComment(result.thread, comment.author, (0,_report_js__WEBPACK_IMPORTED_MODULE_12__.ug)(step.markerKey), (s) => s.key === state.key);
		tracking.adopt(comment);
		const notSettled = (err) => ({
			...result,
			action: 'not-settled',
			detail: `could not give the closing reaction its step could not give: ${err.message}; the next settle tries again`,
			retry: true,
		});
		let refused;
		try {
			if (target)
				await repository.reclose(target, reaction);
		}
		catch (err) {
			if (mayPass(err))
				return notSettled(err);
			refused = `${(0,_shared_gone_js__WEBPACK_IMPORTED_MODULE_21__.q)(err) ? 'the comment that asked for it is gone' : 'GitHub refuses it'} (${err.message})`;
			step.host.log.warning(`run ${run.run_id}: ${refused}: the closing reaction its step could not give (${reaction}) is given to no one`);
		}
		try {
			await tracking.write((0,_render_marker_js__WEBPACK_IMPORTED_MODULE_2__.Vg)(comment.body, state, step.markerKey), step.signal);
		}
		catch (err) {
			return notSettled(err);
		}
		if (refused)
			return { ...result, action: 'finished', detail: `no closing reaction to give: ${refused}` };
		step.host.log.info(`run ${run.run_id}: gave the closing reaction its step could not give (${reaction})`);
		return {
			...result,
			action: 'finished',
			detail: `the closing reaction its step could not give (${reaction})`,
		};
	}
	async write(comment, thread, input, options = {}) {
		const { step } = this;
		const repository = step.repository;
		const target = options.react === false ? undefined : reactionTarget(comment.state, input.run);
		if (target) {
			try {
				if (CLOSES_WORK.has(comment.state.phase ?? ''))
					await repository.close(target, finalReaction(input));
				else
					await repository.reclose(target, finalReaction(input));
			}
			catch (err) {
				const passing = mayPass(err);
				step.host.log.warning(`could not react on the comment that asked for run ${input.run.run_id}: ${err.message}${passing ? '; the next settle tries again' : ''}`);
				if (passing)
					return false;
			}
		}
		const showing = (0,_follow_js__WEBPACK_IMPORTED_MODULE_9__.xA)(input.run, comment.state.plan, undefined, input.artifacts, input.conversation);
		const { plan: _plan, ...rest } = {
			...(0,_render_marker_js__WEBPACK_IMPORTED_MODULE_2__.LT)(comment.state),
			...keptAt(comment.state, input.run),
			...options.marker,
		};
		const marker = showing.mark ? { ...rest, plan: showing.mark } : rest;
		const reporter = (0,_report_js__WEBPACK_IMPORTED_MODULE_12__.WU)({
			host: step.host,
			repository,
			number: thread,
			self: comment.author,
			enabled: true,
			marker,
			markerKey: step.markerKey,
			signal: step.signal,
		});
		reporter.comment?.adopt(comment);
		return reporter.finishComment(input, { showsNewPlan: showing.first });
	}
	async publish(target, thread, input) {
		if (target !== HERE)
			return this.write(target, thread, input);
		this.reports.push((0,_render_report_js__WEBPACK_IMPORTED_MODULE_3__.qE)((0,_shared_redact_js__WEBPACK_IMPORTED_MODULE_13__.se)(input, (text) => this.step.host.redact(text))));
		return true;
	}
	async report(run, target, phase, result) {
		const marker = markerOf(target);
		const { input, unread } = await this.reportRead(run, marker, phase);
		let judged;
		const ended = marker?.phase === 'final' && !showsThisRun(marker, run);
		const mark = marker?.result;
		if (phase === 'final' &&
			mark &&
			run.state === 'SUCCEEDED' &&
			!ended &&
			!(0,_plan_js__WEBPACK_IMPORTED_MODULE_11__.ly)(input.conversation)) {
			const made = await this.judge(run, mark, input, deadlineOf(marker, run), unread);
			if (made.kind === 'repair')
				return this.askRepair(run, target, input, made, result);
			if (made.kind === 'unread')
				return {
					...result,
					action: 'not-settled',
					detail: `${made.file ? (0,_result_js__WEBPACK_IMPORTED_MODULE_5__.tv)(made.why) : `its final message, where its result may be, could not be read (${made.why})`}; its report is left to the next settle`,
					retry: true,
				};
			judged = input.result = made.view;
		}
		const verdict = judged && judged.status !== 'unread' ? { result: judged.status } : {};
		if (unread &&
			!this.options.noRepair &&
			marker?.unread &&
			marker.phase === phase &&
			showsThisRun(marker, run))
			return {
				...result,
				action: 'not-settled',
				detail: `its conversation, the agent's answer, could not be read again (${unread.message}); its report is left to the next settle`,
				retry: true,
			};
		if (target !== HERE) {
			const unwritten = await this.writtenMeanwhile(target, result);
			if (unwritten)
				return unwritten;
		}
		const shown = await this.publish(target, result.thread, input);
		if (!shown)
			return {
				...result,
				action: 'not-settled',
				detail: 'GitHub did not take the report; the next settle tries again',
				retry: true,
			};
		const where = target === HERE ? "in this settle's report" : 'written';
		this.step.host.log.info(target === HERE
			? `settled run ${run.run_id} (${run.state}): its report is in this settle's report`
			: `settled run ${run.run_id} (${run.state}) on #${result.thread}: ${target.url}`);
		const moved = await this.movedOn(run);
		const over = input.budget?.status === 'over' || input.budget?.status === 'stopped' ? input.budget : undefined;
		const budget = over
			? `; over its budget (${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_8__.vV)(over.spent ?? 0)} of ${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_8__.vV)(over.limit)} credits)`
			: '';
		const schema = judged ? `; ${judgedText(judged)}` : '';
		return {
			...result,
			...(phase === 'final'
				? { action: 'finished', detail: `final report ${where} (${run.state})${schema}${budget}${moved}` }
				: { action: 'blocked', detail: `report ${where}: the agent waits for input${budget}${moved}` }),
			...(over ? { over_budget: true } : {}),
			...verdict,
		};
	}
	async judge(run, mark, input, deadline, unread) {
		const { step } = this;
		let schema;
		try {
			schema = await (0,_output_schema_js__WEBPACK_IMPORTED_MODULE_4__.ud)(mark, step.env.workspace);
		}
		catch (err) {
			if (!(err instanceof _output_schema_js__WEBPACK_IMPORTED_MODULE_4__.o3))
				throw err;
			step.host.log.warning(`run ${run.run_id}: schema not available, its result is not validated: ${err.message}`);
			return { kind: 'view', view: { status: 'unavailable', why: err.message } };
		}
		const found = await (0,_result_js__WEBPACK_IMPORTED_MODULE_5__.tb)(step.client, run, mark.before, (0,_render_report_js__WEBPACK_IMPORTED_MODULE_3__.oM)(input.conversation), (line) => step.host.log.warning(line), step.signal);
		const unknown = found.from === undefined ? (0,_result_js__WEBPACK_IMPORTED_MODULE_5__.q8)(found, unread) : undefined;
		if (unknown)
			return this.options.noRepair
				? { kind: 'view', view: (0,_result_js__WEBPACK_IMPORTED_MODULE_5__.lb)(unknown) }
				: { kind: 'unread', why: unknown.cause.message, file: unknown.file };
		const checked = (0,_result_js__WEBPACK_IMPORTED_MODULE_5__.iJ)(found, schema.schema, (text) => step.host.redact(text));
		const sent = mark.sent ?? 0;
		if (checked.valid)
			return { kind: 'view', view: (0,_result_js__WEBPACK_IMPORTED_MODULE_5__.ls)(checked, sent) };
		const again = mark.asked !== undefined && mark.asked === run.updated_at;
		if (this.options.noRepair || !(again || mark.left > 0))
			return { kind: 'view', view: (0,_result_js__WEBPACK_IMPORTED_MODULE_5__.ls)(checked, sent) };
		const spent = input.budget?.spent;
		const why = deadline !== undefined && this.now() >= deadline
			? `its deadline (${new Date(deadline).toISOString()}) has passed`
			: input.budget && spent !== undefined && spent >= input.budget.limit
				? `its budget was spent (${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_8__.vV)(spent)} of ${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_8__.vV)(input.budget.limit)} credits)`
				: undefined;
		if (why) {
			step.host.log.info(`run ${run.run_id}: its result does not match its schema, and ${why}: no repair is asked`);
			return { kind: 'view', view: (0,_result_js__WEBPACK_IMPORTED_MODULE_5__.ls)(checked, sent) };
		}
		return { kind: 'repair', checked, mark, again };
	}
	async askRepair(run, comment, input, judged, result) {
		const { step } = this;
		const { checked, mark, again } = judged;
		const problems = doesNotMatch(checked.issues.length);
		let moved;
		try {
			moved = await this.changedSince(run, comment);
		}
		catch (err) {
			return {
				...result,
				action: 'not-settled',
				detail: `${problems}; could not read the run or its comment again before asking for a repair (${err.message}): the next settle tries again`,
				retry: true,
			};
		}
		if (moved) {
			step.host.log.info(`run ${run.run_id}: ${problems}, but ${moved}: no repair was asked`);
			return {
				...result,
				action: 'not-settled',
				detail: `${problems}, but ${moved}: no repair was asked (what moved it shows the run)`,
			};
		}
		const sent = again ? (mark.sent ?? 1) : (mark.sent ?? 0) + 1;
		const left = again ? mark.left : mark.left - 1;
		const record = {
			...mark,
			left,
			sent,
			before: again ? mark.before : (0,_result_js__WEBPACK_IMPORTED_MODULE_5__.cV)(run),
			asked: run.updated_at,
		};
		const of = sent + left;
		const repairing = { status: 'repairing', issues: checked.issues, repair: sent, of };
		const shown = await this.write(comment, result.thread, {
			...input,
			phase: 'detached',
			note: `The result did not match its schema: the agent was asked to repair it (${sent} of ${of}).`,
			leftGoing: step.host.words.leftGoing(run.run_id),
			result: repairing,
		}, { marker: { result: record }, react: false });
		if (!shown)
			return {
				...result,
				action: 'not-settled',
				detail: 'its result does not match its schema; GitHub did not take the report that records the repair, so none was sent: the next settle tries again',
				retry: true,
			};
		try {
			await step.client.runs.followUp(run.run_id, { message: (0,_result_js__WEBPACK_IMPORTED_MODULE_5__.Py)(checked.issues), mode: 'normal' }, { signal: step.signal });
		}
		catch (err) {
			return {
				...result,
				action: 'not-settled',
				detail: `its result does not match its schema; the repair follow-up could not be sent (${err.message}): the next settle sends it`,
				retry: true,
			};
		}
		step.host.log.info(`run ${run.run_id}: ${problems}: sent a repair follow-up (${sent} of ${of})`);
		return {
			...result,
			action: 'repair-asked',
			detail: `${problems}: a repair follow-up was sent (${sent} of ${of})`,
			result: 'repair-asked',
		};
	}
	async changedSince(run, comment) {
		const now = await this.readAgain(run, comment);
		if (now.run.updated_at !== run.updated_at || now.run.state !== run.state)
			return `the run moved on meanwhile (now ${now.run.state})`;
		if (now.comment?.body !== comment.body)
			return 'its comment was written meanwhile';
		return undefined;
	}
	async writtenMeanwhile(comment, result) {
		let now;
		try {
			now = await this.commentNow(comment);
		}
		catch (err) {
			return {
				...result,
				action: 'not-settled',
				detail: `could not read its comment again before writing the report (${err.message}): the next settle tries again`,
				retry: true,
			};
		}
		if (now?.body === comment.body)
			return undefined;
		this.step.host.log.info(`run ${result.run_id}: ${WRITTEN_MEANWHILE}`);
		return { ...result, action: 'not-settled', detail: WRITTEN_MEANWHILE };
	}
	async movedOn(shown) {
		let now;
		try {
			now = await this.step.client.runs.get(shown.run_id, { signal: this.step.signal });
		}
		catch {
			return '';
		}
		if (now.updated_at === shown.updated_at)
			return '';
		this.movedTo = now;
		this.step.host.log.info(`run ${shown.run_id} moved on while its report was written (now ${now.state}): the next settle or the step following it shows it`);
		return `; the run moved on meanwhile (now ${now.state})`;
	}
	async overBudget(run, target, decision, result, thread) {
		const over = `over its budget (${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_8__.vV)(decision.spent)} of ${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_8__.vV)(decision.budget.limit)} credits)`;
		const stopped = await this.stop(run, target, result, over);
		if ('settled' in stopped)
			return { ...stopped.settled, over_budget: true };
		const { outcome, seen } = stopped;
		const what = `${over}: ${cancelWords(outcome.outcome)}`;
		const done = {
			...result,
			state: seen.state,
			...(outcome.outcome === 'cancelled'
				? { action: 'cancelled' }
				: { action: 'not-settled' }),
			over_budget: true,
		};
		if (!target)
			return { ...done, detail: `${what}; ${this.noComment(thread)}` };
		const note = `The run went over its budget. ${(0,_cancel_js__WEBPACK_IMPORTED_MODULE_6__.wW)(outcome.outcome, run.run_id)}`;
		const shown = await this.publish(target, result.thread, await this.reportInput(seen, markerOf(target), 'cancelled', note));
		return shown
			? { ...done, detail: `${what}, reported${target === HERE ? " in this settle's report" : ''}` }
			: { ...done, detail: `${what}; GitHub did not take the report`, retry: true };
	}
	async stop(run, target, result, why) {
		const outcome = await (0,_cancel_js__WEBPACK_IMPORTED_MODULE_6__.Wl)(this.step, run.run_id);
		const seen = outcome.run ?? run;
		if (outcome.outcome === 'already-ended' && target && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(seen.state)) {
			const phase = seen.state === 'BLOCKED' ? 'blocked' : 'final';
			return { settled: await this.report(seen, target, phase, { ...result, state: seen.state }) };
		}
		if (!outcome.settled) {
			const told = (0,_cancel_js__WEBPACK_IMPORTED_MODULE_6__.wW)(outcome.outcome, run.run_id).replace(/`/g, '');
			return {
				settled: {
					...result,
					state: seen.state,
					action: 'not-settled',
					detail: `${why}; ${told}`,
					retry: true,
				},
			};
		}
		return { outcome, seen };
	}
	async timeout(run, target, decision, result, thread) {
		const minutes = Number(run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_10__.Ge.timeout]);
		const limit = minutes > 0
			? `within ${(0,_render_format_js__WEBPACK_IMPORTED_MODULE_18__.LS)(minutes, 'minute')} (${this.step.host.words.setting('timeout-minutes')})`
			: `by its deadline (${new Date(decision.deadline).toISOString()})`;
		let note = `The run did not end ${limit}.`;
		let seen = run;
		let cancelled = false;
		let what = 'past its deadline: left going (cancel-on-abort: false)';
		if (decision.cancel) {
			const stopped = await this.stop(run, target, result, 'past its deadline');
			if ('settled' in stopped)
				return stopped.settled;
			const { outcome } = stopped;
			seen = stopped.seen;
			cancelled = outcome.outcome === 'cancelled';
			what = `past its deadline: ${cancelWords(outcome.outcome)}`;
			note += ` ${(0,_cancel_js__WEBPACK_IMPORTED_MODULE_6__.wW)(outcome.outcome, run.run_id)}`;
		}
		else {
			note += ' It was left going (`cancel-on-abort: false`).';
		}
		const done = {
			...result,
			state: seen.state,
			...(cancelled ? { action: 'cancelled' } : { action: 'timed-out' }),
		};
		if (!target) {
			return { ...done, detail: `${what}; ${this.noComment(thread)}` };
		}
		const shown = await this.publish(target, result.thread, await this.reportInput(seen, markerOf(target), 'timeout', note));
		return shown
			? { ...done, detail: `${what}, reported${target === HERE ? " in this settle's report" : ''}` }
			: { ...done, detail: `${what}; GitHub did not take the report`, retry: true };
	}
}
const overBudgetText = (over) => `${over.length} run${over.length === 1 ? '' : 's'} went over ${over.length === 1 ? 'its budget' : 'their budgets'}: ${over.map((r) => `${r.run_id} (${r.detail})`).join('; ')}`;
const schemaInvalidText = (invalid) => `${invalid.length} run${invalid.length === 1 ? '' : 's'} ended with a result that does not match ${invalid.length === 1 ? 'its schema' : 'their schemas'} (schema-invalid): ${invalid.map((r) => `${r.run_id} (${r.detail})`).join('; ')}`;
function owedFailure(result) {
	if (result?.over_budget)
		return new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_16__.Rz(overBudgetText([result]), 'run-failed');
	if (result?.result === 'invalid')
		return new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_16__.Rz(schemaInvalidText([result]), 'schema-invalid');
	return undefined;
}
async function settleOne(step, run, triggerPhrase, why, noRepair = false, thread) {
	const options = { windowMinutes: 0, triggerPhrase, noRepair, ...(thread ? { thread } : {}) };
	const settler = new Settler(step, options);
	const result = await settler.settleRun(run);
	step.host.log.info(`${why}: run ${run.run_id} ${result.action}: ${result.detail}`);
	return { result, movedTo: settler.movedTo };
}
const wroteReport = (result) => result?.action === 'finished' || result?.action === 'blocked' || result?.action === 'cancelled';
async function settleAsSettleWould(step, run, triggerPhrase, why, given = {}) {
	return (await settleOne(step, run, triggerPhrase, why, given.noRepair, given.thread)).result;
}
class StopNotShownError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_16__.Rz {
	constructor(runId, detail, withheld = 'nothing was sent, so that how it stopped is not lost', again = 'once GitHub takes the report') {
		super(`run ${runId} stopped, and its tracking comment does not show it yet (${detail}): ${withheld}; run this again ${again}`, 'service');
	}
}
const MEANWHILE = 'to show it first as it stands then';
async function reportStopFirst(step, run, found, triggerPhrase, why) {
	if (!found || !(0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(run.state) || found.state.run !== run.run_id)
		return undefined;
	const { kind } = decide(found.state, run, Date.now(), true);
	if (kind !== 'report' && kind !== 'close')
		return undefined;
	const { result, movedTo } = await settleOne(step, run, triggerPhrase, why, true);
	if (!wroteReport(result) && result.retry) {
		if (step.signal.aborted)
			throw step.signal.reason;
		throw new StopNotShownError(run.run_id, result.detail);
	}
	if (result.detail === WRITTEN_MEANWHILE)
		throw new StopNotShownError(run.run_id, 'another job wrote it while this report was made', undefined, MEANWHILE);
	if (movedTo && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(movedTo.state))
		throw new StopNotShownError(run.run_id, `it moved on while this report was written, and stopped again: now ${movedTo.state}`, undefined, MEANWHILE);
	return result;
}
async function tellAskerOfCancel(step, reporter, run) {
	const asker = reactionTarget(reporter.carriedMarker(), run);
	if (!asker || !step.repository)
		return;
	try {
		await step.repository.close(asker, 'confused');
	}
	catch (err) {
		step.host.log.warning(`could not react on the comment that asked for run ${run.run_id}: ${err.message}; the next settle tries again`);
		reporter.setMarker({ owes: 'confused' });
	}
}
function judgedText(view) {
	if (view.status === 'valid')
		return 'its result matches its schema';
	if (view.status === 'unavailable')
		return `schema not available: ${view.why}`;
	if (view.status === 'unread')
		return `its result could not be read: ${view.why}`;
	return view.from
		? `${doesNotMatch(view.issues.length)}: schema-invalid`
		: 'it gave no result: schema-invalid';
}
function cancelWords(outcome) {
	if (outcome === 'cancelled')
		return 'cancelled';
	return outcome === 'already-ended' ? 'it had already ended' : 'the service cannot cancel it';
}
const doesNotMatch = (count) => `its result does not match its schema (${count} problem${count === 1 ? '' : 's'})`;


}),

338:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	Cq: () => (readFactoryTask),
	NK: () => (factoryTaskOf),
	Z4: () => (requestedModelOf),
	cl: () => (factoryStarter),
	ds: () => (runStarter)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9187);
var _render_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1509);
var _origin_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4189);





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
	const state = [..._shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.uo];
	let foreign;
	try {
		const page = await client.runs.listPage({ metadata, state, sort_by: 'created_at', sort_order: 'asc', limit: 20 }, { signal });
		if (page.unmatched === 0)
			return page.runs.sort(oldestFirst);
		foreign = page.foreign;
	}
	catch (err) {
		if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.errorCode === 'feature_not_available')
			return [];
		throw err;
	}
	warn?.(foreign > 0
		? 'the service answered runs that do not carry the metadata asked for: scanning the newest runs instead'
		: 'the service answered runs that are no longer going (it does not filter by state): scanning the newest runs instead');
	const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
	const active = [];
	let pages = 0;
	for await (const page of client.runs
		.list({ sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since }, { signal })
		.pages()) {
		active.push(...page.runs.filter((run) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.hx)({ metadata, state }, run)));
		if (++pages >= _origin_js__WEBPACK_IMPORTED_MODULE_2__.Cd)
			break;
	}
	return active.sort(oldestFirst);
}
function runStarter(step, run, origin) {
	const { client } = step;
	const warn = (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.mc)((line) => step.host.log.warning(line));
	const findLatest = (signal, createdAfter) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.Jz)(client, origin.lookup, { signal, warn, ...(createdAfter ? { createdAfter } : {}) });
	const findMade = (createdAfter, signal, mustKnow = false) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.Jz)(client, origin.own, { signal, createdAfter, warn, mustKnow });
	const { [_origin_js__WEBPACK_IMPORTED_MODULE_2__.Ge.attempt]: _attempt, ...ofTrigger } = origin.own;
	const model = modelIn(agentConfig(run));
	return {
		lookup: origin.lookup,
		own: origin.own,
		...(model ? { model } : {}),
		findLatest,
		findMade,
		findTriggers: (signal) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.Jz)(client, ofTrigger, { signal, warn }),
		listActive: (signal) => listActiveBy(client, origin.lookup, signal, warn),
		planning: true,
		create: async (work, signal, since) => {
			const config = agentConfig(run);
			const body = {
				prompt: work.prompt,
				metadata: origin.metadata,
				...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_4__.$Q)(work.title, 200) } : {}),
				...(config ? { config } : {}),
				...(run.skill ? { skill: run.skill } : {}),
				...(run.agentIdentity ? { agent_identity_uid: run.agentIdentity } : {}),
				...(work.mode ? { mode: work.mode } : {}),
			};
			const created = await client.runs.create(body, {
				signal,
				recover: async () => {
					const found = await findMade(since, undefined, true);
					if (!found)
						return undefined;
					step.host.log.info('the answer to the create was lost; the run it made was found by its origin');
					return { run_id: found.run_id, task_id: found.run_id, state: found.state };
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
	const warn = (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.mc)((line) => log.warning(line));
	const ticket = ticketOf(ticketRef);
	const metadata = { ticket_source: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_4__.$Q)(ticket.source, 256), ticket_id: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_4__.$Q)(ticket.id, 256) };
	const findLatest = async (signal, createdAfter, mustKnow = false) => {
		const run = await (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.Jz)(client, metadata, {
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
			let recovered = false;
			try {
				const created = await client.factories.dispatch(factory, {
					prompt: work.prompt,
					ticket_ref: ticketRef,
					...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_4__.$Q)(work.title, 200) } : {}),
					...(ticketUrl ? { ticket_url: ticketUrl } : {}),
				}, {
					signal,
					recover: async () => {
						const found = await findMade(since, undefined, true);
						if (!found)
							return undefined;
						recovered = true;
						return {
							run_id: found.run_id,
							state: found.state,
							factory_uid: factory,
							foreman_agent: '',
							ticket_ref: ticketRef,
						};
					},
				});
				log.info(recovered
					? `dispatched to factory ${factory}, ticket ${ticketRef}: the answer was lost; the run it made was found by its ticket`
					: `dispatched to factory ${factory} (foreman ${created.foreman_agent || 'unknown'}), ticket ${created.ticket_ref ?? ticketRef}`);
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
		if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.status === 404)
			return undefined;
		log.warning(`could not read the factory task of run ${runId}: ${err.message}`);
		return undefined;
	}
}
class DispatchError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_3__.Rz {
	constructor(message) {
		super(message, 'service');
	}
}
function explainDispatchError(err, factory) {
	if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD))
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


}),

6696:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	b: () => (holdRun),
	p: () => (info)
});
var _state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7573);

const info = (step) => (line) => step.host.log.info(line);
function holdRun(step, runId) {
	step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_0__.c4.runId, runId);
	step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_0__.c4.settled, 'false');
	step.host.output('run-id', runId);
}


}),

7097:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	Eg: () => (THREAD_TICKET_SOURCE),
	Pp: () => (ticketThread),
	W_: () => (workflowTicket),
	sS: () => (dispatchedFrom),
	vr: () => (threadTicket)
});
const THREAD_TICKET_SOURCE = 'github';
function threadTicket(repository, number) {
	return `${THREAD_TICKET_SOURCE}:${repository}#${number}`;
}
function ticketThread(run, repository) {
	const match = ownTicketMatch(run, repository, /^(.+)#([1-9]\d{0,14})$/);
	return match ? Number(match[2]) : undefined;
}
function ownTicketMatch(run, repository, pattern) {
	if (run.metadata?.ticket_source !== THREAD_TICKET_SOURCE)
		return undefined;
	const match = pattern.exec(run.metadata.ticket_id ?? '');
	return match && match[1].toLowerCase() === repository.toLowerCase() ? match : undefined;
}
function workflowTicket(repository, workflowRunId, job) {
	return `${THREAD_TICKET_SOURCE}:${repository}/actions/runs/${workflowRunId}/${job}`;
}
function dispatchedFrom(run, repository) {
	if (ticketThread(run, repository) !== undefined)
		return true;
	return ownTicketMatch(run, repository, /^(.+)\/actions\/runs\/\d+\/.+$/) !== undefined;
}


}),

3054:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	$1: () => (askedMarker),
	F6: () => (releaseUnsentClaim),
	J5: () => (refused),
	Nr: () => (recordBeforeSending),
	WO: () => (recordUnanswered),
	bB: () => (holdWhileSending)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4189);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9187);
var _budget_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2919);
var _claim_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7956);
var _credits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5522);
var _report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9073);
var _result_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3267);
var _state_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7573);
var _step_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6696);










function holdWhileSending(step, run, inputs, asked) {
	if (!(0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.Ex)(run.state))
		return { release: () => undefined };
	(0,_step_js__WEBPACK_IMPORTED_MODULE_9__.b)(step, run.run_id);
	const marker = { ...askedMarker(inputs, run, asked), ...asked.landed };
	(0,_state_js__WEBPACK_IMPORTED_MODULE_8__._s)(step.state, { run: run.run_id, since: run.updated_at, marker });
	return {
		release: () => {
			if (!step.signal.aborted)
				step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_8__.c4.settled, 'true');
		},
	};
}
function askedMarker(inputs, run, asked) {
	return {
		deadline: new Date(Date.now() + inputs.timeoutMinutes * 60_000).toISOString(),
		cancel: inputs.cancelOnAbort,
		...(inputs.maxCredits === undefined
			? { budget: undefined, baseline: undefined, kept: undefined }
			: new _budget_js__WEBPACK_IMPORTED_MODULE_3__.D(inputs.maxCredits, (0,_credits_js__WEBPACK_IMPORTED_MODULE_5__.yq)(run)).mark()),
		result: asked.schema ? (0,_result_js__WEBPACK_IMPORTED_MODULE_7__.nV)(asked.schema, run) : undefined,
		...asked.marker,
	};
}
const recordUnanswered = (step, reporter, found, run, inputs, asked) => async (err) => {
	if (step.signal.aborted && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.Ex)(run.state))
		step.host.log.info(`the job was cancelled while this request was on its way to run ${run.run_id}: the post step stops the work it started, if it landed`);
	const tracking = reporter.comment;
	const shown = found?.state.run === run.run_id ? found : undefined;
	if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.tP && err.outcomeUnknown && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.Ex)(run.state) && shown && tracking) {
		const body = (0,_report_js__WEBPACK_IMPORTED_MODULE_6__.q0)(shown, askedMarker(inputs, run, asked), step.markerKey);
		await tracking.write(body, step.signal).then(() => step.host.log.info('recorded on the tracking comment what this request asked of the run'), (error) => step.host.log.warning(`could not record on the tracking comment what this request asked of the run: ${error.message}`));
	}
	throw err;
};
async function releaseUnsentClaim(step, tracking, run) {
	const stays = (why) => {
		step.host.log.warning(`${why}: its claim stays on the tracking comment`);
		return true;
	};
	let now;
	try {
		now = await step.client.runs.get(run.run_id, { signal: step.signal });
	}
	catch (err) {
		return stays(`could not tell whether the approval reached run ${run.run_id} (${err.message})`);
	}
	if ((0,_claim_js__WEBPACK_IMPORTED_MODULE_4__.dm)(run.updated_at, now)) {
		(0,_claim_js__WEBPACK_IMPORTED_MODULE_4__.N2)(step);
		return stays(`the approval may have reached run ${run.run_id} (it is ${now.state} now)`);
	}
	await tracking.unclaim(step.signal).then(() => (0,_claim_js__WEBPACK_IMPORTED_MODULE_4__.N2)(step), (err) => {
		step.host.log.warning(`could not take back the approval's claim: ${err.message}`);
	});
	return false;
}
async function recordBeforeSending(step, runId, write) {
	try {
		return await write();
	}
	catch (err) {
		if (step.signal.aborted)
			throw err;
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.Rz(`could not record on the tracking comment that this request is on its way to run ${runId}: ${err.message}. Nothing was sent: re-run the job to send it`, 'service', { cause: err });
	}
}
function refused(step, err) {
	return !step.signal.aborted && err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && !err.outcomeUnknown;
}


}),

6035:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	C7: () => (formatElapsed),
	Cs: () => (waitForRun),
	dg: () => (isTransient)
});
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4189);
var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9187);
var _poll_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6987);
var _timing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8117);





const BAD_ANSWERS_LIMIT = 5;
class FollowError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_0__.Rz {
	constructor(message, options) {
		super(message, 'service');
		this.cause = options.cause;
	}
}
function isTransient(err) {
	if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.bI || err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.CC || err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.uZ)
		return true;
	if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.hD)
		return err.status === 408 || err.status === 429 || err.status >= 500 || err.retryable === true;
	return false;
}
const messageOf = (err) => (err instanceof Error ? err.message : String(err));
function formatElapsed(ms) {
	const total = Math.max(0, Math.round(ms / 1000));
	const h = Math.floor(total / 3600);
	const m = Math.floor((total % 3600) / 60);
	const s = String(total % 60).padStart(2, '0');
	return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${String(m).padStart(2, '0')}:${s}`;
}
async function waitForRun(client, runId, options) {
	const now = options.now ?? Date.now;
	const started = now();
	const warn = options.warn ?? options.log;
	const began = options.began ?? started;
	const stamp = (line) => (options.stamped ? line : `[${formatElapsed(now() - began)}] ${line}`);
	let previous;
	let failures = 0;
	let badAnswers = 0;
	const { detachAt } = options;
	const letGoAt = detachAt !== undefined && detachAt < options.deadline ? detachAt : undefined;
	const pace = (0,_poll_js__WEBPACK_IMPORTED_MODULE_3__.y)(letGoAt ?? options.deadline, {
		initialMs: options.initialMs ?? (0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_4__.eE.initialMs),
		factor: options.factor ?? _timing_js__WEBPACK_IMPORTED_MODULE_4__.eE.factor,
		maxMs: options.maxMs ?? (0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_4__.eE.maxMs),
		jitter: 0.2,
	}, { ...options, now });
	const next = async () => (await pace()) ? undefined : { kind: letGoAt === undefined ? 'timeout' : 'detached', run: previous };
	for (;;) {
		const remaining = options.deadline - now();
		let run;
		try {
			run = await client.runs.get(runId, {
				signal: options.signal,
				deadlineMs: Math.max((0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_4__.Ye), Math.min(remaining, (0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_4__.Uc))),
			});
		}
		catch (err) {
			if (options.signal?.aborted || err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.z4)
				throw err;
			const operation = err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.tP ? err.operation : undefined;
			const what = `reading run ${runId}${operation ? ` (${operation})` : ''}`;
			if (!isTransient(err))
				throw new FollowError(`${what} failed: ${messageOf(err)}`, { cause: err });
			failures++;
			if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.uZ)
				badAnswers++;
			if (badAnswers >= BAD_ANSWERS_LIMIT)
				return { kind: 'unfollowable', run: previous, error: err, failures };
			warn?.(`${what} failed (${failures} in a row): ${messageOf(err)}; still following it`);
			const ended = await next();
			if (ended)
				return ended;
			continue;
		}
		if (failures)
			options.log?.(`run ${runId} answers again after ${failures} failed reads`);
		failures = 0;
		badAnswers = 0;
		let change;
		if (!previous || previous.state !== run.state) {
			change = `run ${run.run_id}: ${previous ? `${previous.state} → ` : ''}${run.state}${run.status_message?.message ? ` (${run.status_message.message})` : ''}`;
			const mayEnd = options.logEnd && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.Ex)(run.state);
			if (!mayEnd) {
				options.log?.(stamp(change));
				change = undefined;
			}
			await options.onChange?.(run, previous);
		}
		await options.onPoll?.(run);
		previous = run;
		const stale = options.movedSince !== undefined &&
			Date.parse(run.updated_at) <= Date.parse(options.movedSince) &&
			now() - started < (0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_4__.PK);
		if (change !== undefined) {
			const line = change;
			if (stale)
				options.log?.(stamp(line));
			else
				options.logEnd?.(() => stamp(line));
		}
		if (_shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.Wj.has(run.state) && options.stopWhen?.(run))
			return { kind: 'stopped', run };
		if (!stale && _shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.kl.has(run.state))
			return { kind: 'ended', run };
		if (!stale && run.state === 'BLOCKED')
			return { kind: 'blocked', run };
		if (!stale && !_shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.Wj.has(run.state)) {
			options.log?.(`run ${run.run_id} is in state ${run.state}, which this action does not know; still waiting`);
		}
		const ended = await next();
		if (ended)
			return ended;
	}
}


}),

8422:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	HA: () => (defaultOf),
	Ko: () => (readInputs),
	_J: () => (readPostInputs)
});
var _client_transport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4563);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4189);
var _shared_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8932);
var _shared_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3334);




const COMMANDS = [
	'auto',
	'run',
	'dispatch',
	'followup',
	'cancel',
	'gate',
	'settle',
	'schedules',
	'report',
	'review',
];
const STARTING = ['run', 'dispatch', 'review'];
const FOLLOWING = ['run', 'dispatch', 'followup'];
const AUTO_PICKS = ['run', 'review'];
const WATCHING = [...FOLLOWING, 'review'];
const SHAPING = ['run', 'review'];
const AGENT_IDENTITY_UID = /^[A-Za-z0-9_-]{1,64}$/;
const BOT_LOGIN = /^[A-Za-z0-9-]{1,39}(\[bot\])?$/i;
const PERMISSIONS = ['admin', 'maintain', 'write', 'triage', 'read'];
const FACTORY_UID = /^[A-Za-z0-9_-]{1,200}$/;
const RUN_ID = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,200}$/;
const text = (value) => value;
const optional = (parse = text) => (value, name) => value === '' ? undefined : parse(value, name);
const matching = (form, why) => (value, name) => {
	if (!form.test(value))
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, why(value));
	return value;
};
const ruled = (rule) => (value, name) => {
	const problem = rule(value);
	if (problem !== undefined)
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, problem);
	return value;
};
const bool = (value, name) => {
	if (/^(true|yes|on)$/i.test(value))
		return true;
	if (/^(false|no|off)$/i.test(value))
		return false;
	throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be true or false, got "${value}"`);
};
const jsonObject = (value, name) => {
	if (value === '')
		return undefined;
	let parsed;
	try {
		parsed = JSON.parse(value);
	}
	catch (err) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `is not valid JSON (${err.message}); give a JSON object, e.g. {"key": "value"}`);
	}
	if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, 'must be a JSON object, e.g. {"key": "value"}');
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
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a number from 0 to 1 (or a percentage such as 80%), got "${value}"`);
	return n;
};
const wholeNumber = (min, max) => (value, name) => {
	const n = Number(value);
	if (!/^\d+$/.test(value) || n < min || n > max) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a whole number from ${min} to ${max}, got "${value}"`);
	}
	return n;
};
const command = (value, name) => {
	if (!COMMANDS.includes(value)) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `"${value}" is not a command; use one of ${COMMANDS.join(', ')}`);
	}
	return value;
};
const baseUrl = (value, name) => {
	try {
		return (0,_client_transport_js__WEBPACK_IMPORTED_MODULE_0__.Q2)(value).href.replace(/\/$/, '');
	}
	catch (err) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, err.message.replace(/^base-url: /, ''));
	}
};
const minutes = (max) => (value, name) => {
	const n = Number(value);
	if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0) || (max !== undefined && n > max)) {
		const most = max === undefined ? '' : ` and at most ${max}`;
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a number of minutes above 0${most}, got "${value}"`);
	}
	return n;
};
const creditsBudget = (value, name) => {
	const n = Number(value);
	if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0) || n > 1_000_000) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a number of credits above 0 (at most 1000000), such as 25 or 12.5, got "${value}"`);
	}
	return n;
};
const points = (value, name) => {
	const n = Number(value);
	if (!/^\d+(\.\d+)?$/.test(value) || n > 100) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a number of percentage points from 0 to 100, e.g. 5 or 2.5, got "${value}"`);
	}
	return n;
};
const progressSeconds = (value, name) => {
	const n = Number(value);
	if (!/^\d+$/.test(value) || (n !== 0 && n < 10) || n > 3600) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be 0 (no live progress) or a whole number of seconds from 10 to 3600, got "${value}"`);
	}
	return n;
};
const mcpServers = (value, name) => {
	const servers = jsonObject(value, name);
	for (const [server, config] of Object.entries(servers ?? {})) {
		const problem = (0,_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.JZ)(config);
		if (problem !== undefined)
			throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `server "${server}" ${problem}`);
	}
	return servers;
};
const agentConfig = (value, name) => {
	const config = jsonObject(value, name);
	const problem = config?.environment_id === undefined ? undefined : (0,_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.KP)(config.environment_id);
	if (problem !== undefined)
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `environment_id ${problem}`);
	return config;
};
const triggerPhrase = (value, name) => {
	if (value.length < 2 || /\s/.test(value)) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be one word of at least 2 characters, such as @cloud-agent, got "${value}"`);
	}
	return value;
};
const permission = (item, name) => {
	if (!PERMISSIONS.includes(item)) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `"${item}" is not a permission; use some of ${PERMISSIONS.join(', ')}`);
	}
};
const bot = (item, name) => {
	if (!BOT_LOGIN.test(item)) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `"${item}" is not a GitHub login: list each bot by its login, such as dependabot[bot], separated by commas (no wildcards)`);
	}
};
const runIds = (value, name) => {
	const ids = list()(value, name);
	for (const id of ids)
		if (!RUN_ID.test(id))
			throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `"${id}" is not a run id`);
	return ids;
};
const groupBy = (value, name) => {
	if (value !== 'day' && value !== 'week' && value !== 'month') {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be day, week or month, got "${value}"`);
	}
	return value;
};
const oneOf = (values) => (value, name) => {
	if (!values.includes(value)) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be ${values.join(' or ')}, got "${value}"`);
	}
	return value;
};
const checkName = (value, name) => {
	if (value.length > 100)
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, 'is at most 100 characters');
	return value;
};
const label = (value, name) => {
	if (value === '' || value.length > 50) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a label's name of 1 to 50 characters, got "${value.slice(0, 60)}"`);
	}
	return value;
};
const REVIEW_IGNORE_DEFAULT = [
	'*.lock',
	'package-lock.json',
	'pnpm-lock.yaml',
	'go.sum',
	'*.min.js',
	'*.min.css',
	'*.map',
	'*.generated.*',
	'*.png',
	'*.jpg',
	'*.jpeg',
	'*.gif',
	'*.svg',
	'*.ico',
	'*.webp',
	'*.log',
].join(', ');
const CHECK_NAMES = { gate: 'Cloud agent scorers', review: 'cloud-agent / review' };
const SEVERITIES = ['critical', 'important', 'suggestion', 'nit'];
const REPORT_MAX_DAYS = 90;
const def = (commands, fallback, parse) => ({
	commands,
	default: fallback,
	parse,
});
const TABLE = {
	command: def('all', 'auto', command),
	'api-key': def('all', '', text),
	'base-url': def('all', _client_transport_js__WEBPACK_IMPORTED_MODULE_0__.Ql, baseUrl),
	'github-token': def('all', '${{ github.token }}', text),
	redact: def('all', '', text),
	prompt: def(STARTING, '', text),
	title: def(STARTING, '', optional()),
	skill: def(SHAPING, '', optional(ruled(_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.Xz))),
	'environment-id': def(SHAPING, '', optional(ruled(_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.KP))),
	'model-id': def(SHAPING, '', optional()),
	'base-prompt': def(SHAPING, '', optional()),
	'mcp-servers': def(SHAPING, '', mcpServers),
	'agent-config': def(SHAPING, '', agentConfig),
	'agent-identity': def(SHAPING, '', optional(matching(AGENT_IDENTITY_UID, (v) => `"${v}" is not an agent identity uid: 1 to 64 letters, digits, "-" and "_" (the uid the service shows for the identity)`))),
	'include-context': def(STARTING, 'true', bool),
	'idempotency-key': def(STARTING, '', optional()),
	factory: def(['dispatch', 'gate', 'report'], '', optional(matching(FACTORY_UID, (v) => `"${v}" is not a factory UID (letters, digits, "-" and "_")`))),
	'ticket-ref': def(['dispatch'], '', optional(matching(/^[^:\s]+:\S.*$/, (v) => `"${v}" is not a ticket reference of the form <source>:<id>, e.g. github:acme/app#12`))),
	'ticket-url': def(['dispatch'], '', optional((value, name) => {
		if (!/^https?:\/\/\S+$/.test(value) || value.length > 2048) {
			throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be an http(s) URL of at most 2048 characters, got "${value.slice(0, 100)}"`);
		}
		return value;
	})),
	'trigger-phrase': def(['run', 'dispatch', 'settle', 'review'], '@cloud-agent', triggerPhrase),
	'allowed-permissions': def(['run', 'dispatch', 'gate', 'review'], 'write, maintain, admin', listOf(permission)),
	'allowed-bots': def(STARTING, '', listOf(bot)),
	'allow-untrusted-authors': def(STARTING, 'false', bool),
	'reply-to-refused': def(STARTING, 'true', bool),
	'plan-first': def(['run'], 'false', bool),
	'plan-approvers': def(['run', 'dispatch'], 'allowed', oneOf(['allowed', 'not-requester'])),
	'run-id': def(['followup', 'cancel'], '', optional(matching(RUN_ID, (v) => `"${v}" is not a run id`))),
	message: def(['followup'], '', text),
	'followup-mode': def(['followup'], 'normal', oneOf(['normal', 'plan', 'approve'])),
	wait: def(FOLLOWING, 'true', bool),
	'timeout-minutes': def([...FOLLOWING, 'gate', 'review'], '30', minutes(360)),
	comment: def([...FOLLOWING, 'cancel', 'gate', 'schedules', 'review'], 'true', bool),
	scorer: def(['gate'], '', list(/[,\n]+/)),
	'run-ids': def(['gate'], '', runIds),
	'pull-request': def(['gate'], '', optional(wholeNumber(1, 1e9))),
	'head-sha': def(['gate'], '', optional(matching(/^[0-9a-f]{40}$/i, (v) => `"${v}" is not a 40-character commit SHA`))),
	threshold: def(['gate'], '', optional(fraction)),
	'min-pass-rate': def(['gate'], '1', fraction),
	'dispatch-judges': def(['gate'], 'true', bool),
	'score-timeout-minutes': def(['gate'], '15', wholeNumber(0, 120)),
	'check-name': def(['gate', 'review'], '', optional(checkName)),
	'fail-on-gate': def(['gate'], 'true', bool),
	'pass-rate-window': def(['gate'], '30', wholeNumber(1, 3650)),
	'group-by': def(['gate'], 'day', groupBy),
	'max-drop-points': def(['gate'], '', optional(points)),
	'gate-baseline': def(['gate'], 'norm', oneOf(['norm', 'base'])),
	benchmarks: def(['gate'], 'false', bool),
	'benchmarks-file': def(['gate'], '.github/cloud-agent-benchmarks.yml', ruled(_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.vB)),
	'benchmark-concurrency': def(['gate'], '3', wholeNumber(1, 20)),
	'fail-on-run-failure': def(WATCHING, 'true', bool),
	'cancel-on-abort': def(WATCHING, 'true', bool),
	'detach-after-minutes': def(FOLLOWING, '', optional(minutes())),
	'progress-interval-seconds': def(WATCHING, '30', progressSeconds),
	'max-credits': def([...FOLLOWING, 'gate', 'review'], '', optional(creditsBudget)),
	'output-schema': def(FOLLOWING, '', optional()),
	'output-schema-file': def(FOLLOWING, '', optional(ruled(_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.vB))),
	'output-schema-retries': def(WATCHING, '1', wholeNumber(0, 5)),
	'settle-window-minutes': def(['settle'], '1440', wholeNumber(1, 43_200)),
	mode: def(['schedules'], '', optional(oneOf(['plan', 'apply']))),
	prune: def(['schedules'], 'false', bool),
	'schedules-file': def(['schedules'], '.github/cloud-agents.yml', ruled(_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.vB)),
	'on-drift': def(['schedules'], 'fail', oneOf(['fail', 'warn'])),
	'report-days': def(['report'], '7', wholeNumber(1, REPORT_MAX_DAYS)),
	'report-issue': def(['report'], '', optional(wholeNumber(1, 1e9))),
	'review-ignore': def(['review'], REVIEW_IGNORE_DEFAULT, list(/[\n,]+/)),
	'review-max-comments': def(['review'], '10', wholeNumber(0, 50)),
	'review-min-severity': def(['review'], 'nit', oneOf(SEVERITIES)),
	'review-fail-on': def(['review'], 'none', oneOf(['none', 'critical', 'important'])),
	'review-rules-from': def(['review'], 'base', oneOf(['base', 'head'])),
	'plan-label': def(['auto'], 'agent-plan', label),
	'run-label': def(['auto'], 'agent', label),
	'on-pull-request': def(['auto'], 'review', oneOf(['review', 'run'])),
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
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('api-key', 'is empty: pass the key from a secret (api-key: ${{ secrets.WARP_API_KEY }}) or set WARP_API_KEY');
	}
	if (/\s/.test(apiKey))
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('api-key', 'contains white space; check the secret');
	for (const { text, line } of redactLines(source)) {
		if (text.length < _shared_redact_js__WEBPACK_IMPORTED_MODULE_2__.vb) {
			throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('redact', `line ${line} has fewer than ${_shared_redact_js__WEBPACK_IMPORTED_MODULE_2__.vb} characters: too short to remove without cutting ordinary words out of the text; give the whole secret or drop the line`);
		}
	}
}
function refuseUnused(source, used) {
	const accepted = used === 'auto' ? ['auto', ...AUTO_PICKS] : [used];
	for (const spec of INPUT_SPECS) {
		if (spec.commands === 'all' || spec.commands.some((c) => accepted.includes(c)))
			continue;
		const value = source.input(spec.name);
		if (value !== '' && value !== spec.default) {
			const users = spec.commands.join(', ');
			const by = used === 'auto'
				? `command "auto" nor by the commands it picks (${AUTO_PICKS.join(', ')})`
				: `command "${used}"`;
			throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(spec.name, `is not used by ${by} (it is for: ${users}); remove it${used === 'auto' ? ', or set command' : ''}`);
		}
	}
}
function autoInputs(read) {
	const planLabel = read('plan-label');
	const runLabel = read('run-label');
	if (planLabel.toLowerCase() === runLabel.toLowerCase()) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('plan-label', (name) => `is "${planLabel}", the same label as ${name('run-label')}: a label cannot both ask for a plan and start a run; name two labels`);
	}
	return { planLabel, runLabel, onPullRequest: read('on-pull-request') };
}
function following(read) {
	const timeoutMinutes = read('timeout-minutes');
	const detachAfterMinutes = read('detach-after-minutes');
	if (detachAfterMinutes !== undefined && detachAfterMinutes >= timeoutMinutes) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('detach-after-minutes', `must be less than timeout-minutes (${timeoutMinutes}), got ${detachAfterMinutes}: the run would time out before the step lets go of it`);
	}
	return {
		wait: read('wait'),
		timeoutMinutes,
		failOnRunFailure: read('fail-on-run-failure'),
		cancelOnAbort: read('cancel-on-abort'),
		detachAfterMinutes,
		progressIntervalSeconds: read('progress-interval-seconds'),
		maxCredits: read('max-credits'),
		outputSchema: read('output-schema'),
		outputSchemaFile: read('output-schema-file'),
		outputSchemaRetries: read('output-schema-retries'),
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
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('run-id', `is required by command "${by}": the id of the run`);
	return runId;
}
function gateInputs(read) {
	const factory = read('factory');
	const scorers = read('scorer');
	if (!scorers.length && !factory) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('scorer', 'name the scorers to judge with (ids or names), or give the factory whose scorers judge (input "factory")');
	}
	const groupBy = read('group-by');
	const windowDays = read('pass-rate-window');
	const periods = groupBy === 'day'
		? windowDays
		: groupBy === 'week'
			? Math.ceil(windowDays / 7) + 1
			: Math.ceil(windowDays / 28) + 1;
	if (periods > 365)
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('pass-rate-window', `${windowDays} days by ${groupBy} is more than the 365 periods the service draws; group by week or month`);
	const threshold = read('threshold');
	const maxDropPoints = read('max-drop-points');
	if (threshold !== undefined && maxDropPoints !== undefined) {
		throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('threshold', (name) => `cannot be used with ${name('max-drop-points')}: the service counts each scorer's pass rate over the window at the scorer's own threshold, so verdicts at another threshold cannot be held against it. Leave out ${name('threshold')} to compare with the norm, or ${name('max-drop-points')} to judge at your own threshold`);
	}
	return {
		scorers,
		factory,
		runIds: read('run-ids'),
		pullRequest: read('pull-request'),
		headSha: read('head-sha'),
		threshold,
		minPassRate: read('min-pass-rate'),
		dispatchJudges: read('dispatch-judges'),
		scoreTimeoutMinutes: read('score-timeout-minutes'),
		checkName: read('check-name') ?? CHECK_NAMES.gate,
		failOnGate: read('fail-on-gate'),
		windowDays,
		groupBy,
		maxDropPoints,
		baseline: read('gate-baseline'),
		benchmarks: read('benchmarks'),
		benchmarksFile: read('benchmarks-file'),
		concurrency: read('benchmark-concurrency'),
		maxCredits: read('max-credits'),
		timeoutMinutes: read('timeout-minutes'),
		allowedPermissions: read('allowed-permissions'),
	};
}
const BY_COMMAND = {
	auto: (read, common) => ({
		command: 'auto',
		...common,
		auto: autoInputs(read),
		picks: { run: BY_COMMAND.run(read, common), review: BY_COMMAND.review(read, common) },
	}),
	run: (read, common) => ({ command: 'run', ...starting(read, common) }),
	dispatch: (read, common) => {
		const factory = read('factory');
		if (factory === undefined) {
			throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('factory', 'is required: the public UID of the factory to dispatch to');
		}
		const dispatch = { factory, ticketRef: read('ticket-ref'), ticketUrl: read('ticket-url') };
		return { command: 'dispatch', ...starting(read, common), dispatch };
	},
	followup: (read, common) => {
		const runId = requiredRunId(read, 'followup');
		const message = read('message');
		const followupMode = read('followup-mode');
		if (message === '' && followupMode !== 'approve') {
			throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('message', 'is required by command "followup": what to tell the run');
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
	review: (read, common) => ({
		command: 'review',
		...starting(read, common),
		review: {
			ignore: read('review-ignore'),
			maxComments: read('review-max-comments'),
			minSeverity: read('review-min-severity'),
			failOn: read('review-fail-on'),
			rulesFrom: read('review-rules-from'),
			checkName: read('check-name') ?? CHECK_NAMES.review,
		},
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
		triggerPhrase: read('trigger-phrase'),
	};
}
function defaultOf(name) {
	return TABLE[name].default;
}


}),

1376:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	$N: () => (encodeMarker),
	LT: () => (carried),
	Rr: () => (ROUTED_MAX),
	Vg: () => (remark),
	Yg: () => (nextMarker),
	nt: () => (PLAN_DIGEST_CHARS),
	ol: () => (RESULT_MARK_LIMIT),
	rH: () => (decodeMarker),
	xY: () => (hasMarker)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9187);
var _origin_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4284);
var _review_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8394);




const RESULT_MARK_LIMIT = 100;
function resultMark(value) {
	if (typeof value !== 'object' || value === null)
		return undefined;
	const { digest, packed, file, left, before, sent, asked } = value;
	if (typeof digest !== 'string' || !/^[0-9a-f]{32}$/.test(digest))
		return undefined;
	if (typeof left !== 'number' || !Number.isSafeInteger(left) || left < 0)
		return undefined;
	if (!Array.isArray(before) || !before.every((uid) => typeof uid === 'string'))
		return undefined;
	return {
		digest,
		...(typeof packed === 'string' ? { packed } : {}),
		...(typeof file === 'string' ? { file } : {}),
		left,
		before: before.slice(-RESULT_MARK_LIMIT),
		...(typeof sent === 'number' && Number.isSafeInteger(sent) && sent > 0 ? { sent } : {}),
		...(typeof asked === 'string' ? { asked } : {}),
	};
}
const PLAN_RULES = ['allowed', 'not-requester'];
const PLAN_DIGEST_CHARS = 16;
const DIGEST = new RegExp(`^[0-9a-f]{${PLAN_DIGEST_CHARS}}$`);
function planMark(value) {
	if (typeof value !== 'object' || value === null)
		return undefined;
	const { by, before, rule, shown, revisedBy } = value;
	if (typeof by !== 'string' || !Array.isArray(before))
		return undefined;
	if (!before.every((uid) => typeof uid === 'string'))
		return undefined;
	const seen = planShown(shown);
	const revisers = Array.isArray(revisedBy) && revisedBy.every((login) => typeof login === 'string')
		? revisedBy.filter((login) => login !== '')
		: [];
	return {
		by,
		before,
		...(PLAN_RULES.includes(rule) ? { rule: rule } : {}),
		...(seen ? { shown: seen } : {}),
		...(revisers.length > 0 ? { revisedBy: revisers } : {}),
	};
}
function planShown(value) {
	if (typeof value !== 'object' || value === null)
		return undefined;
	const { uid, digest, at, unread } = value;
	if (typeof uid !== 'string' || uid === '')
		return undefined;
	return {
		uid,
		...(typeof digest === 'string' && DIGEST.test(digest) ? { digest } : {}),
		...(typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? { at } : {}),
		...(unread === true ? { unread } : {}),
	};
}
function carried(last) {
	const { v: _v, run: _r, conversation: _c, state: _s, phase: _p, credits: _credits, seen: _seen, unread: _unread, unshown: _unshown, owes: _owes, ...rest } = last;
	return rest;
}
function nextMarker(last, run, phase, unread = false) {
	const credits = (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.yq)(run);
	return {
		v: 2,
		...last,
		run: run.run_id,
		...(run.conversation_id ? { conversation: run.conversation_id } : {}),
		state: run.state,
		phase,
		...(credits !== undefined ? { credits } : {}),
		...(run.updated_at ? { seen: run.updated_at } : {}),
		...(unread ? { unread: true } : {}),
	};
}
const MARKER_PREFIX = 'cloud-agent-action:state';
const OPEN = `<!-- ${MARKER_PREFIX} `;
const CLOSE = ' -->';
const MARKER_STATE_MAX_BYTES = 24_000;
const BODY = new RegExp(`^([0-9a-f]{2,${2 * MARKER_STATE_MAX_BYTES}})\\.([0-9a-f]{32})$`);
function mac(payload, key) {
	return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(payload).digest().subarray(0, 16);
}
function encodeMarker(state, key) {
	const payload = Buffer.from(JSON.stringify(state), 'utf8').toString('hex');
	return `${OPEN}${payload}.${mac(payload, key).toString('hex')}${CLOSE}`;
}
function remark(body, state, key) {
	const start = body.lastIndexOf(OPEN);
	return `${start < 0 ? body : body.slice(0, start)}${encodeMarker(state, key)}`;
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
			...routedMarkOf(value.routed),
			...sendingMarkOf(value.sending),
			...(typeof value.phase === 'string' ? { phase: value.phase } : {}),
			...(typeof value.deadline === 'string' ? { deadline: value.deadline } : {}),
			...(typeof value.cancel === 'boolean' ? { cancel: value.cancel } : {}),
			...(isCredits(value.budget) && value.budget > 0 ? { budget: value.budget } : {}),
			...(isCredits(value.baseline) ? { baseline: value.baseline } : {}),
			...(isCredits(value.kept) ? { kept: value.kept } : {}),
			...(typeof value.model === 'string' ? { model: value.model } : {}),
			...(isCredits(value.credits) ? { credits: value.credits } : {}),
			...(typeof value.seen === 'string' ? { seen: value.seen } : {}),
			...(value.unread === true ? { unread: true } : {}),
			...(value.unshown === true ? { unshown: true } : {}),
			...originOf(value.origin),
			...(planMark(value.plan) ? { plan: planMark(value.plan) } : {}),
			...(resultMark(value.result) ? { result: resultMark(value.result) } : {}),
			...(typeof value.reviewed === 'string' && /^[0-9a-f]{40}$/.test(value.reviewed)
				? { reviewed: value.reviewed }
				: {}),
			...(value.owes === 'rocket' || value.owes === 'confused' ? { owes: value.owes } : {}),
			...reviewMarkOf(value.review),
		};
	}
	catch {
		return undefined;
	}
}
const ROUTED_MAX = 50;
function routedMarkOf(value) {
	if (!Array.isArray(value) || value.length === 0)
		return {};
	if (!value.every((id) => typeof id === 'string' && /^[0-9]{1,20}$/.test(id)))
		return {};
	return { routed: value.slice(-ROUTED_MAX) };
}
function sendingMarkOf(value) {
	const sending = value;
	if (typeof sending !== 'object' || sending === null)
		return {};
	const { comment, since, baseline, kept } = sending;
	if (typeof comment !== 'string' || typeof since !== 'string')
		return {};
	return {
		sending: {
			comment,
			since,
			...(isCredits(baseline) ? { baseline } : {}),
			...(isCredits(kept) ? { kept } : {}),
		},
	};
}
function reviewMarkOf(value) {
	const mark = value;
	if (typeof mark !== 'object' || mark === null)
		return {};
	if (mark.verdict !== 'correct' && mark.verdict !== 'needs-changes')
		return {};
	const { severities } = mark;
	if (!Array.isArray(severities) || !severities.every((s) => _review_js__WEBPACK_IMPORTED_MODULE_3__.oC.includes(s)))
		return {};
	return { review: { verdict: mark.verdict, severities: [...severities] } };
}
function originOf(value) {
	const origin = (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.VO)(value);
	return origin ? { origin } : {};
}
const isCredits = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
function hasMarker(body, key) {
	return decodeMarker(body, key) !== undefined;
}


}),

4284:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	QJ: () => (describeReportOrigin),
	VO: () => (readReportOrigin),
	cQ: () => (COMMAND_LINE_EVENT)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);
var _shared_unreachable_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5223);


const COMMAND_LINE_EVENT = 'cli';
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
			if (origin.event === COMMAND_LINE_EVENT)
				return origin.job
					? `Started by cloud-agent in CI job ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(origin.job, 100, false)}.`
					: 'Started by cloud-agent from the command line.';
			return `Started by ${run}${origin.event ? ` (${origin.event})` : ''}.`;
		default:
			return (0,_shared_unreachable_js__WEBPACK_IMPORTED_MODULE_1__.H)(origin.kind);
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
		['job', (x) => typeof x === 'string' && x.length > 0 && x.length <= 256],
	];
	for (const [name, valid] of fields) {
		if (!valid(v[name]))
			continue;
		origin[name] = v[name];
	}
	return origin;
}


}),

757:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	Bk: () => (progressKey),
	EY: () => (renderProgress),
	FC: () => (CONTEXT_FRAMING),
	Fb: () => (stepTitle),
	Lo: () => (COMMENT_FRAMING),
	TS: () => (eventLabel),
	jA: () => (progressOf)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

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
	const items = shown.map((e) => `${Object.hasOwn(EVENT_LABEL, e.type) ? e.label : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(e.type, 60, false)}${e.sinceMs === undefined ? '' : ` ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.a3)(e.sinceMs)}`}`);
	return `**Lifecycle:** ${earlier ? `(${earlier} earlier) … → ` : ''}${items.join(' → ')}`;
}
function renderChecklist(steps) {
	if (!steps.length)
		return '';
	const shown = steps.slice(-SHOWN_STEPS);
	const earlier = steps.length - shown.length;
	const lines = shown.map((s) => {
		if (s.done)
			return `- ✓ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(s.title, 150)}`;
		const action = s.action ? `\n  <sub>latest: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(s.action, 160, false)}</sub>` : '';
		return `- ⏳ **${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(s.title, 150)}** (in progress)${action}`;
	});
	const head = earlier ? [`- ✓ _${earlier} earlier step${earlier === 1 ? '' : 's'} done_`] : [];
	return `**Steps**\n\n${[...head, ...lines].join('\n')}`;
}
function renderProgress(progress) {
	const parts = [renderLifecycle(progress.lifecycle), renderChecklist(progress.steps)].filter(Boolean);
	return parts.length ? parts.join('\n\n') : '_No progress reported yet._';
}


}),

7332:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	S6: () => (SETTLE_DOCS),
	oM: () => (finalMessage),
	wQ: () => (renderComment),
	qE: () => (renderJobSummary),
	CU: () => (renderRequestSending)
});


var runs = __webpack_require__(9187);
var render_budget = __webpack_require__(9519);
var format = __webpack_require__(1509);
var render_model = __webpack_require__(8281);
;

const PLAN_FOLD_LINES = 40;
function centredPlan(plans, uid) {
	return (uid ? plans.find((p) => p.uid === uid) : undefined) ?? plans.at(-1);
}
function planBody(title, content, url, room, unread) {
	const link = (0,format.Pl)(url);
	const text = content?.trim() ? (0,format.bp)(content.trim()) : '';
	if (unread && !text)
		return PLAN_UNREAD;
	if (!text)
		return link
			? `[Open the plan](${link})`
			: "_The service shows none of the plan's text here; the session has it._";
	const more = link ? `\n\n[Read the whole plan](${link}).` : '\n\nThe session shows the whole plan.';
	const lines = text.split('\n').length;
	const open = lines > PLAN_FOLD_LINES ? `<details><summary>${(0,format.js)(title, 150)} (${lines} lines)</summary>\n\n` : '';
	const close = open ? '\n\n</details>' : '';
	const space = room - open.length - close.length;
	const body = text.length <= space ? text : `${(0,format.Jj)(text, Math.max(0, space - more.length), 'The plan')}${more}`;
	return `${open}${body}${close}`;
}
const PLAN_UNREAD = "_The plan's text could not be read from the service just now; the session has it. An approval by comment waits until a report shows it here._";
function notPlannedLine(reason) {
	return reason === 'pull-request'
		? '⚠️ The agent was asked for a plan, but the service did the work instead: the run opened a pull request and left no new plan.'
		: '⚠️ The agent was asked for a plan, but the service did not plan: the run ended without a new plan.';
}
function planSection(body, next) {
	return [`**The plan**`, body, next ? `**Next:** ${(0,format.Od)(next)}` : ''].filter(Boolean).join('\n\n');
}

var progress = __webpack_require__(757);
;

const TABLE_KEYS = 20;
const CELL_CHARS = 300;
const isScalar = (value) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
function isFlat(value) {
	if (typeof value !== 'object' || value === null || Array.isArray(value))
		return false;
	const entries = Object.values(value);
	return entries.length > 0 && entries.length <= TABLE_KEYS && entries.every(isScalar);
}
const where = (path) => (path === '' ? '(root)' : path);
function issueLines(issues) {
	return issues
		.map((issue) => `- ${(0,format.aY)(where(issue.path), 200, false)}: ${(0,format.mG)(issue.message, 400)}`)
		.join('\n');
}
function fenced(text, info) {
	const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
	const mark = '`'.repeat(Math.max(3, longest + 1));
	return (0,format.bp)(`${mark}${info}\n${text}\n${mark}`);
}
function table(value) {
	const rows = Object.entries(value).map(([key, item]) => {
		const shown = typeof item === 'string' ? (0,format.mG)(item, CELL_CHARS) || '_(empty)_' : (0,format.aY)(JSON.stringify(item));
		return `| ${(0,format.aY)(key, 100)} | ${shown} |`;
	});
	return ['| field | value |', '|---|---|', ...rows].join('\n');
}
const fromText = (from) => from === 'file'
	? 'from its `result.json` file'
	: from === 'message'
		? 'from the JSON block ending its final message'
		: '';
function resultSection(view, room, cut) {
	switch (view.status) {
		case 'valid': {
			const head = `**Result** (${fromText(view.from)}, as its schema asks)`;
			if (isFlat(view.value))
				return `${head}\n\n${table(view.value)}`;
			const json = JSON.stringify(view.value, null, 2);
			const summary = `The result (${(0,format.K9)(json.length)} characters of JSON)`;
			const body = cut(fenced(json, 'json'), Math.max(200, room - head.length - summary.length - 60));
			return `${head}\n\n<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
		}
		case 'invalid': {
			const found = view.from
				? `The result ${fromText(view.from)} does not match its schema`
				: 'The run gave no result: no new `result.json` file, and no fenced `json` block ending its final message';
			const tried = view.repairs > 0
				? `, after ${view.repairs === 1 ? 'a repair follow-up' : `${view.repairs} repair follow-ups`}`
				: '';
			const list = view.issues.length && view.from ? `\n\n${issueLines(view.issues)}` : '';
			return `**Result: does not match its schema** (\`schema-invalid\`)\n\n${found}${tried}.${list}`;
		}
		case 'repairing':
			return `**Result: being repaired** (${view.repair} of ${view.of})\n\nThe result did not match its schema; the agent was asked to fix:\n\n${issueLines(view.issues)}`;
		case 'unavailable':
			return `**Result: not validated** (schema not available)\n\n${(0,format.mG)(view.why, 500)}`;
		case 'unread':
			return view.file
				? `**Result: not read**\n\nThe run's new \`result.json\` file could not be downloaded (${(0,format.mG)(view.why, 500)}), and no result could be read from its final message in its place: nothing was validated, and no repair was asked. The run's session shows the file.`
				: `**Result: not read**\n\nThe run wrote no new \`result.json\` file, and its final message, where the result may be, could not be read (${(0,format.mG)(view.why, 500)}): nothing was validated, and no repair was asked. The run's session shows its final message.`;
	}
}

;







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
const ANSWER_PHASES = new Set(['final', 'blocked', 'cancelled', 'timeout']);
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
	return `${(0,format.aY)(String(block.name ?? 'action'), 60, false)}${detail ? ` ${(0,format.aY)(detail, 120, false)}` : ''}`;
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
			const title = (0,progress.Fb)(step, count - 1, run);
			lines.push(`${indent}- **${(0,format.mG)(title, 150)}**`);
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
						lines.push(`${indent}  - ${describeAction(block)}${state ? ` → ${(0,format.mG)(state, 30)}` : ''}`);
					}
				}
			}
			if (step.summary && step.description)
				lines.push(`${indent}  - ${(0,format.mG)(step.summary, 300)}`);
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
	const credits = (0,runs.yq)(run);
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
	const fromRunTime = (0,format.pU)(run.run_time);
	if (fromRunTime !== undefined)
		return (0,format.a3)(fromRunTime);
	const start = run.started_at ? Date.parse(run.started_at) : Date.parse(run.created_at);
	const end = run.finished_at ? Date.parse(run.finished_at) : now;
	return Number.isNaN(start) || Number.isNaN(end) ? undefined : (0,format.a3)(end - start);
}
function headline(input) {
	const state = input.run.state;
	const icon = Object.hasOwn(ICON, state) ? ICON[state] : '❔';
	const what = Object.hasOwn(HEADLINE, state) ? HEADLINE[state] : `in state ${(0,format.mG)(state, 40)}`;
	const title = (0,format.mG)(input.run.title || 'Cloud agent run', 150);
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
	!(0,runs.Ex)(input.run.state);
function facts(input) {
	const { run } = input;
	const working = atWork(input);
	const rows = [['State', (0,format.aY)(run.state, 40, false)]];
	const d = duration(run, input.now);
	if (d && working)
		rows.push(['Elapsed', d]);
	else if (d && run.started_at)
		rows.push(['Duration', d]);
	const model = (0,render_model.D)(run, input.requestedModel);
	if (model)
		rows.push(['Model', (0,render_model.Z)(model)]);
	const c = (input.budget && (0,render_budget.D$)(input.budget)) || cost(run);
	if (c)
		rows.push([working ? 'Cost so far' : 'Cost', c]);
	const session = (0,format.Pl)(run.session_link);
	if (session && !working)
		rows.push(['Session', `[open the session](${session})`]);
	else if (!session && working)
		rows.push(['Session', "_the link appears here once the agent's session starts_"]);
	const workflow = (0,format.Pl)(input.workflowRun);
	if (workflow)
		rows.push(['Workflow', `[the workflow run](${workflow})`]);
	if (input.factoryTask) {
		rows.push([
			'Factory',
			`${(0,format.aY)(input.factoryTask.factory, 80, false)} · task ${(0,format.aY)(input.factoryTask.uid, 60, false)} · stage **${(0,format.mG)(input.factoryTask.stage, 30)}**`,
		]);
	}
	rows.push(['Run', (0,format.aY)(run.run_id, 80, false)]);
	return rows.map(([k, v]) => `- **${k}**: ${v}`).join('\n');
}
function statusBlock(run) {
	const message = run.status_message;
	if (!message?.message)
		return undefined;
	if (!['FAILED', 'ERROR', 'CANCELLED', 'BLOCKED'].includes(run.state))
		return undefined;
	const errorCode = message.error_code ? ` (${(0,format.aY)(message.error_code, 60, false)})` : '';
	const retry = message.retryable ? ' A new run may succeed: the service marks this as retryable.' : '';
	return `> **${run.state}**${errorCode}: ${(0,format.mG)(message.message, 1000)}${retry}`;
}
function artifactLines(artifacts, now) {
	const prs = artifacts
		.filter((a) => a.type === 'PULL_REQUEST')
		.map((a) => `- ${(0,format.Cb)(a.url) ?? (0,format.aY)(a.url, 300, false)} from ${(0,format.aY)(a.branch, 120, false)}${a.status ? ` (${(0,format.mG)(a.status, 20)})` : ''}`)
		.join('\n');
	const plans = artifacts
		.filter((a) => a.type === 'PLAN')
		.map((a) => ({
		title: (0,format.mG)(a.title || 'Plan', 150),
		summary: (0,format.js)(a.title || 'Plan', 150),
		body: a.content?.trim()
			? (0,format.bp)(a.content.trim())
			: (0,format.Pl)(a.url)
				? `[Open the plan](${(0,format.Pl)(a.url)})`
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
		const label = (0,format.yX)(afterLabel(kind, text), 200);
		const url = (0,format.Pl)(a.url);
		return url ? `- ${kind}: [${label}](${url})` : `- ${kind}: ${label} (open it from the session)`;
	})
		.join('\n');
	const expiries = fileArtifacts
		.map((a) => (a.expiresAt ? Date.parse(a.expiresAt) : NaN))
		.filter((t) => !Number.isNaN(t));
	if (files && expiries.length) {
		const first = Math.min(...expiries);
		files += `\n\n<sub>These links are signed and stop working at ${(0,format.fU)(first)}${first > now ? '' : ' (already expired)'}; the session keeps the files.</sub>`;
	}
	const others = artifacts
		.map((a) => a.type === 'EXTERNAL_REFERENCE'
		? `- ${(0,format.mG)(a.referenceType, 40)}: ${externalLink(a.url, a.title === undefined ? undefined : afterLabel(a.referenceType, a.title))}`
		: a.type === 'OTHER'
			? `- ${(0,format.aY)(a.artifactType, 40, false)}: ${(0,format.aY)(JSON.stringify(a.data) ?? '', 300, false)}`
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
	const safe = (0,format.Pl)(url);
	if (!safe)
		return (0,format.aY)(url, 300, false);
	return title ? `[${(0,format.yX)(title, 150)}](${safe})` : `<${safe}>`;
}
function detachedLine(run, leftGoing) {
	const session = (0,format.Pl)(run.session_link);
	const watch = session ? ` Meanwhile, follow it in [the session](${session}).` : '';
	const stopped = (0,runs.Ex)(run.state);
	return `${stopped ? '' : '**The run is still working.** '}${leftGoing ?? ''}${watch}`.trim();
}
function sessionLine(input) {
	const session = (0,format.Pl)(input.run.session_link);
	return session && atWork(input) ? `**Follow live**: [the agent's session](${session})` : undefined;
}
function answerInSession(run) {
	const session = (0,format.Pl)(run.session_link);
	return session ? `Answer it in [the session](${session}).` : "Answer it in the agent's session.";
}
function details(summary, body) {
	return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
function renderReport(input, limit = COMMENT_LIMIT) {
	const { run } = input;
	const head = [headline(input)];
	const follow = sessionLine(input);
	if (follow)
		head.push(follow);
	if (input.origin)
		head.push((0,format.Od)(input.origin));
	if (input.note)
		head.push((0,format.Od)(input.note));
	if (input.plan?.state === 'not-planned')
		head.push(notPlannedLine(input.plan.reason));
	const goingOn = input.phase === 'detached' ? detachedLine(run, input.leftGoing) : '';
	if (goingOn)
		head.push(goingOn);
	head.push(facts(input));
	const spending = input.budget && (0,render_budget["in"])(input.budget);
	if (spending)
		head.push(spending);
	if (input.progress && atWork(input))
		head.push((0,progress.EY)(input.progress));
	const status = statusBlock(run);
	if (status)
		head.push(status);
	const hint = input.followupHint ? (0,format.Od)(input.followupHint) : undefined;
	const waiting = planWaits(input);
	if (input.phase === 'blocked' && !waiting)
		head.push(`**The agent is waiting for you.** ${hint ?? answerInSession(run)}`);
	const answers = ANSWER_PHASES.has(input.phase);
	const answer = answers ? finalMessage(input.conversation) : undefined;
	const answerMarkdown = answer === undefined ? undefined : (0,format.bp)(answer);
	const answerUnread = answers && input.unread !== undefined
		? `**The agent's answer**\n\n_Not read: the run's conversation could not be read (${(0,format.mG)(input.unread, 300)}). Its session shows it._`
		: '';
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
			? `_${what} left out: the comment is full (${(0,format.K9)(text.length)} characters)._`
			: (0,format.Jj)(text, room, what);
		budget -= result.length + overhead;
		return result;
	};
	const next = input.plan?.state === 'waiting' ? input.plan.next : undefined;
	let centre = '';
	if (waiting) {
		const body = planBody(plan?.title || 'Plan', plan?.content, plan?.url, Math.max(0, budget - 400), plan?.unread);
		centre = planSection(body, next);
		budget -= centre.length;
	}
	let resultText = '';
	if (input.result) {
		resultText = resultSection(input.result, Math.max(0, budget - 200), (text, max) => (0,format.Jj)(text, max, 'The result'));
		budget -= resultText.length;
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
		resultText,
		answerText ? `**The agent's answer**\n\n${answerText}` : answerUnread,
		...fixed,
		planTexts.length ? `**${waiting ? 'Earlier plans' : 'Plans'}**\n\n${planTexts.join('\n\n')}` : '',
		stepsText,
		footer,
	]);
	return body.length <= limit ? body : (0,format.Jj)(body, limit, 'The report');
}
function renderRequestSending(author, runId, refused) {
	const asked = `The comment of @${(0,format.mG)(author, 60)}`;
	return refused === undefined
		? `### ⏳ Sending the request to the agent\n\n${asked} is on its way to run ${runId}.`
		: `### ❌ The request was not sent\n\n${asked} could not be sent to run ${runId}: ${(0,format.mG)(refused, 300)}. Re-run the job to send it.`;
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


}),

8394:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	P7: () => (renderInlineComment),
	PA: () => (renderReviewReport),
	de: () => (renderReviewBody),
	h0: () => (short),
	iT: () => (renderFixSending),
	oC: () => (SEVERITIES)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

const SEVERITIES = ['critical', 'important', 'suggestion', 'nit'];
const REVIEW_BODY_LIMIT = 65_536;
const LISTED_BODY_CHARS = 600;
const WHY = {
	'not-in-diff': 'not a file of this diff',
	'no-patch': 'GitHub shows no patch of this file',
	'outside-hunk': 'its lines are not in a hunk of the diff',
	'below-min-severity': 'below review-min-severity',
	'nit-without-suggestion': 'a nit without a suggestion',
	'over-max': 'past review-max-comments',
};
const short = (sha) => sha.slice(0, 7);
function where(placed) {
	const { finding } = placed;
	const range = finding.start_line !== undefined && finding.start_line < finding.line
		? `${finding.start_line}-${finding.line}`
		: `${finding.line}`;
	const side = placed.side === 'LEFT' ? ' (base)' : '';
	return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(`${finding.path}:${range}`, 300, false)}${side}`;
}
function listedLine(placed, withWhy) {
	const { finding } = placed;
	const why = withWhy
		? ` (${WHY[placed.why]})`
		: placed.why === 'outside-hunk'
			? ''
			: ` (${WHY[placed.why]})`;
	const body = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(finding.body, LISTED_BODY_CHARS);
	return `- **${finding.severity}** ${where(placed)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(finding.title, 200)}${why} · \`${placed.fingerprint}\`\n  ${body}`;
}
const verdictText = (verdict) => verdict === 'correct' ? 'looks correct' : 'needs changes';
function renderReviewBody(input, marker) {
	const { result, plan } = input;
	const inBody = input.allInBody
		? [...plan.inline.map((p) => ({ ...p, why: 'outside-hunk' })), ...plan.outside]
		: plan.outside;
	const counts = [
		`${input.allInBody ? 0 : plan.inline.length} inline`,
		`${inBody.length} outside the diff`,
		`${plan.listed.length} listed`,
	].join(', ');
	const total = plan.inline.length + plan.outside.length + plan.listed.length;
	const head = [
		`### Cloud agent review of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(short(input.head), 20, false)}`,
		'',
		`**Verdict: ${verdictText(result.verdict)}** · ${total} finding${total === 1 ? '' : 's'} (${counts})`,
		...(input.range ? ['', (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Od)(input.range)] : []),
		...(input.rules ? ['', (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Od)(input.rules)] : []),
		'',
		(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.bp)(result.summary),
	];
	if (input.allInBody)
		head.push('', (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Od)('GitHub refused the inline comments (422: a line could not be resolved), so every finding is listed here.'));
	const session = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(input.session);
	const tail = [
		'',
		session ? `<sub>[Session](${session}) · a review by the cloud agent</sub>` : '',
		marker,
	].join('\n');
	const sections = [];
	if (inBody.length)
		sections.push('', input.allInBody ? '#### Findings' : '#### Outside the diff', '', ...inBody.map((p) => listedLine(p, false)));
	if (plan.listed.length)
		sections.push('', '#### Not posted inline', '', ...plan.listed.map((p) => listedLine(p, true)));
	const full = [...head, ...sections].join('\n');
	const room = REVIEW_BODY_LIMIT - tail.length - 200;
	const shown = full.length <= room
		? full
		: `${full.slice(0, room).replace(/\n[^\n]*$/, '')}\n\n_The list is cut here: it is longer than GitHub takes._`;
	return `${shown}\n${tail}`;
}
function renderInlineComment(placed, marker) {
	const { finding } = placed;
	const lines = [`**${finding.severity}**: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(finding.title, 200)}`, '', (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.bp)(finding.body)];
	if (placed.suggestion)
		lines.push('', (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.bp)(placed.suggestion));
	lines.push('', `<sub>\`${placed.fingerprint}\` · confidence ${Math.round(finding.confidence * 100)}%</sub>`, marker);
	return lines.join('\n');
}
function inlineLine(placed) {
	const { finding } = placed;
	const lines = [
		`- **${finding.severity}** ${where(placed)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(finding.title, 200)} · \`${placed.fingerprint}\``,
		`  ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(finding.body, LISTED_BODY_CHARS)}`,
	];
	if (placed.suggestion)
		lines.push('', ...(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.bp)(placed.suggestion)
			.split('\n')
			.map((l) => `  ${l}`));
	return lines.join('\n');
}
function renderReviewReport(input) {
	const { result, plan } = input;
	const total = plan.inline.length + plan.outside.length + plan.listed.length;
	const counts = `${plan.inline.length} inline, ${plan.outside.length} outside the diff, ${plan.listed.length} listed`;
	const lines = [
		`### Cloud agent review of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(short(input.head), 20, false)} (not posted)`,
		'',
		`**Verdict: ${verdictText(result.verdict)}** · ${total} finding${total === 1 ? '' : 's'} (${counts})`,
		'',
		(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.bp)(result.summary),
	];
	if (plan.inline.length)
		lines.push('', '#### Inline', '', ...plan.inline.map(inlineLine));
	if (plan.outside.length)
		lines.push('', '#### Outside the diff', '', ...plan.outside.map((p) => listedLine(p, false)));
	if (plan.listed.length)
		lines.push('', '#### Not posted inline', '', ...plan.listed.map((p) => listedLine(p, true)));
	return lines.join('\n');
}
function renderFixSending(fingerprint, author, runId, failure) {
	const asked = `A fix of ${fingerprint} was asked on its review thread by @${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(author, 60)}`;
	if (!failure)
		return `### ⏳ Sending the fix to the agent\n\n${asked}: it is on its way to run ${runId}.`;
	const why = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(failure.message, 300);
	return failure.kind === 'refused'
		? `### ❌ The fix was not sent\n\n${asked}; sending it to run ${runId} failed: ${why}. Re-run the job to send it.`
		: `### ⚠️ The fix may not have reached the agent\n\n${asked}; sending it to run ${runId} got no answer: ${why}. A re-run of the job sends it again only if the run shows it did not get it.`;
}


}),

9022:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	q: () => (gone)
});
function gone(err) {
	const status = err?.status;
	return status === 404 || status === 410;
}


}),

3334:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	JZ: () => (mcpServerProblem),
	KP: () => (environmentIdProblem),
	Xz: () => (skillProblem),
	vB: () => (repositoryPathProblem),
	zJ: () => (NAMED_CONFIG)
});
var _client_validate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5989);


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
	if (typeof value === 'string' && _client_validate_js__WEBPACK_IMPORTED_MODULE_0__.Wr.test(value))
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


})

};

//# sourceMappingURL=243.index.js.map