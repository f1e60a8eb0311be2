export const id = 357;
export const ids = [357];
export const modules = {

7357:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
	postStep: () => (postStep),
	settleLeft: () => (settleLeft)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _flow_cancel_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1519);
var _flow_claim_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7956);
var _flow_marker_key_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9834);
var _flow_origin_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52);
var _flow_poll_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6987);
var _flow_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9073);
var _flow_settle_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5717);
var _flow_starters_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(338);
var _flow_state_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7573);
var _github_event_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5015);
var _github_open_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7195);
var _host_action_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4770);
var _host_process_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3226);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9187);
var _inputs_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(8422);
var _timing_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(8117);
var _version_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(311);


















const REAL_WORLD = {
	client: (inputs) => new _client_index_js__WEBPACK_IMPORTED_MODULE_0__.CloudAgentClient({
		apiKey: inputs.apiKey,
		baseUrl: inputs.baseUrl,
		userAgent: `cloud-agent-action/${_version_js__WEBPACK_IMPORTED_MODULE_17__.x} post`,
		deadlineMs: (0,_timing_js__WEBPACK_IMPORTED_MODULE_16__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_16__.ge),
	}),
	get env() {
		return process.env;
	},
	repository: _github_open_js__WEBPACK_IMPORTED_MODULE_11__.h,
};
async function lookForMade(host, client, lookup, since, sleep) {
	const warn = (0,_flow_origin_js__WEBPACK_IMPORTED_MODULE_4__.mc)((line) => host.log.warning(line));
	const pace = (0,_flow_poll_js__WEBPACK_IMPORTED_MODULE_5__.y)(Date.now() + (0,_timing_js__WEBPACK_IMPORTED_MODULE_16__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_16__.g2.forMs), { initialMs: (0,_timing_js__WEBPACK_IMPORTED_MODULE_16__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_16__.g2.everyMs), wholeIntervals: true }, { sleep });
	let failed;
	for (;;) {
		try {
			const made = await (0,_flow_origin_js__WEBPACK_IMPORTED_MODULE_4__.Jz)(client, lookup, { createdAfter: since, warn });
			if (made)
				return { made, failed: undefined };
			failed = undefined;
		}
		catch (err) {
			failed = (0,_host_process_js__WEBPACK_IMPORTED_MODULE_13__.gJ)(err);
			host.log.info(`looking for the run of the cut-short create failed: ${failed}`);
		}
		if (!(await pace()))
			return { made: undefined, failed };
	}
}
async function runLeft(host, state, client, sleep) {
	const runId = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.runId);
	if (runId)
		return runId;
	const lookup = JSON.parse(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.lookup) || '{}');
	const since = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.creatingSince);
	const { made, failed } = Object.keys(lookup).length
		? await lookForMade(host, client, lookup, since, sleep)
		: {};
	if (!made && failed) {
		host.log.warning(`post step: could not tell whether the create the main step did not finish made a run (the last look failed: ${failed}); a run it made is left going: stop it from the session`);
		return undefined;
	}
	if (!made) {
		host.log.info(`no run was made by the create the main step did not finish (looked for ${_timing_js__WEBPACK_IMPORTED_MODULE_16__.g2.forMs / 1000} s)`);
		return undefined;
	}
	host.log.info(`found run ${made.run_id} (${made.state}), made by the create the main step did not finish`);
	return made.run_id;
}
function repositoryOf(host, world, number, inputs) {
	if (!number || !inputs.githubToken || !inputs.comment)
		return undefined;
	const env = (0,_github_event_js__WEBPACK_IMPORTED_MODULE_10__.P6)(world.env);
	const [owner, repo] = env.repository.split('/');
	const repository = world.repository({ token: inputs.githubToken, apiUrl: env.apiUrl, repo: { owner, repo }, env: world.env }, host);
	return { number, env, repository };
}
async function commentLeft(host, world, inputs, number, id) {
	const place = repositoryOf(host, world, number, inputs);
	if (!place)
		return undefined;
	const { repository } = place;
	const self = await repository.self();
	const markerKey = (0,_flow_marker_key_js__WEBPACK_IMPORTED_MODULE_3__.p)(inputs.apiKey);
	const reader = (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_6__.ug)(markerKey);
	const found = id ? await repository.markedComment(id, self, reader) : undefined;
	const tracking = (comment) => {
		const handle = repository.trackingComment(number, self, reader, () => false);
		handle.adopt(comment);
		return handle;
	};
	const byKey = (key) => repository.trackingComment(number, self, reader, (s) => s.key === key).find();
	return { ...place, self, markerKey, found, tracking, byKey };
}
async function reportAsSettleWould(host, world, client, state, inputs, run) {
	const place = repositoryOf(host, world, Number(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.threadNumber)), inputs);
	if (!place)
		return true;
	const step = {
		env: place.env,
		client,
		host,
		repository: place.repository,
		markerKey: (0,_flow_marker_key_js__WEBPACK_IMPORTED_MODULE_3__.p)(inputs.apiKey),
		signal: new AbortController().signal,
		...(world.sleep ? { sleep: world.sleep } : {}),
	};
	const result = await (0,_flow_settle_js__WEBPACK_IMPORTED_MODULE_7__.uD)(step, run, inputs.triggerPhrase, 'post step', {
		noRepair: true,
		thread: place.number,
	});
	if (!result.retry)
		return true;
	host.log.warning(`post step: run ${run.run_id} stopped (${run.state}), and its report could not be written (${result.detail}): the next settle writes it`);
	return false;
}
async function recordAskedLeft(host, world, state, inputs, run) {
	const asked = (0,_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.QE)(state);
	if (!asked || asked.run !== run.run_id)
		return;
	await recordLeft(host, world, state, inputs, run, "what the main step's request asked of", (found) => (0,_flow_claim_js__WEBPACK_IMPORTED_MODULE_2__.Uj)(asked, run, found) ? asked.marker : undefined);
}
async function recordRepairLeft(host, world, state, inputs, run) {
	const repair = savedRepair(state);
	if (!repair?.sent)
		return;
	const sent = repair.sent;
	await recordLeft(host, world, state, inputs, run, 'the repair the main step sent to', (found) => found.state.run === run.run_id && (found.state.result?.sent ?? 0) < sent ? { result: repair } : undefined);
}
async function recordLeft(host, world, state, inputs, run, what, fields) {
	const commentId = Number(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.commentId));
	const key = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.key);
	if (!commentId && !key)
		return;
	try {
		const thread = Number(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.threadNumber));
		const left = await commentLeft(host, world, inputs, thread, commentId);
		if (!left)
			return;
		const found = commentId ? left.found : await left.byKey(key);
		const record = found && fields(found);
		if (!found || !record)
			return;
		await left.tracking(found).write((0,_flow_report_js__WEBPACK_IMPORTED_MODULE_6__.q0)(found, record, left.markerKey));
		host.log.info(`recorded on the tracking comment ${what} run ${run.run_id}`);
	}
	catch (err) {
		host.log.warning(`post step: could not record ${what} run ${run.run_id}: ${(0,_host_process_js__WEBPACK_IMPORTED_MODULE_13__.gJ)(err)}`);
	}
}
function savedRepair(state) {
	const saved = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.repair);
	if (!saved)
		return undefined;
	try {
		const mark = JSON.parse(saved);
		return mark && typeof mark === 'object' ? mark : undefined;
	}
	catch {
		return undefined;
	}
}
async function settleComment(host, world, client, state, inputs, run, note) {
	const thread = Number(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.threadNumber));
	const left = await commentLeft(host, world, inputs, thread, Number(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.commentId)));
	if (!left)
		return;
	const { number, env, repository, self, markerKey, found: last } = left;
	const reporter = (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_6__.WU)({
		host,
		repository,
		number,
		self,
		enabled: true,
		marker: { key: last?.state.key || state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.key) },
		markerKey,
	});
	if (last) {
		reporter.comment?.adopt(last);
		reporter.carryFrom(last.state);
	}
	const shown = last ?? (await reporter.findExisting());
	const repair = savedRepair(state);
	if (repair && shown?.state.run === run.run_id)
		reporter.setMarker({ result: repair });
	if (reporter.comment?.id !== undefined) {
		const phase = inputs.cancelOnAbort ? 'cancelled' : 'detached';
		const marker = reporter.carriedMarker();
		const factoryTask = marker.factory
			? await (0,_flow_starters_js__WEBPACK_IMPORTED_MODULE_8__.Cq)(client, marker.factory, run.run_id, host.log)
			: undefined;
		if ((0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_14__.Ex)(run.state))
			await (0,_flow_settle_js__WEBPACK_IMPORTED_MODULE_7__.LQ)({ repository, host }, reporter, run);
		await reporter.finishComment({
			run,
			phase,
			artifacts: [],
			note,
			now: Date.now(),
			...(0,_flow_report_js__WEBPACK_IMPORTED_MODULE_6__.zQ)(marker, run, env),
			...(factoryTask ? { factoryTask } : {}),
			...(phase === 'detached' ? { leftGoing: host.words.leftGoing(run.run_id) } : {}),
		});
	}
}
async function postStep() {
	(0,_host_process_js__WEBPACK_IMPORTED_MODULE_13__.NU)(_timing_js__WEBPACK_IMPORTED_MODULE_16__.ZN, () => _host_action_js__WEBPACK_IMPORTED_MODULE_12__.LX.log.warning(`post step: stopped after ${_timing_js__WEBPACK_IMPORTED_MODULE_16__.ZN / 1000}s; the run and its comment may need a look`));
	await settleLeft(_host_action_js__WEBPACK_IMPORTED_MODULE_12__.LX, new _flow_state_js__WEBPACK_IMPORTED_MODULE_9__.uk(_host_action_js__WEBPACK_IMPORTED_MODULE_12__.LX.state));
}
async function releaseLeftClaim(host, world, client, state, inputs) {
	const claim = (0,_flow_claim_js__WEBPACK_IMPORTED_MODULE_2__.G_)(state);
	if (!claim)
		return;
	const { run: runId } = claim;
	try {
		const now = claim.unsent ? undefined : await client.runs.get(runId);
		if (now && !(0,_flow_claim_js__WEBPACK_IMPORTED_MODULE_2__.Xb)(claim, now)) {
			host.log.warning(`post step: the approval the main step claimed on the tracking comment may have reached run ${runId} (it moved on since: ${now.state}): its claim stays; if the plan still waits, approve it with cloud-agent approve ${runId}`);
			(0,_flow_claim_js__WEBPACK_IMPORTED_MODULE_2__.N2)({ state });
			return;
		}
		const left = await commentLeft(host, world, inputs, claim.thread, claim.comment);
		if (!left)
			throw new Error('the post step has no way to the tracking comment (github-token, comment)');
		if (left.found) {
			const why = claim.unsent
				? `it sent no approval to run ${runId}`
				: `its approval never reached run ${runId} (it has not moved since)`;
			host.log.info((await left.tracking(left.found).unclaim(undefined, claim.reaction))
				? `took back the approval claim the main step made on the tracking comment: ${why}, so the plan can be approved on the thread`
				: `the approval claim the main step made on the tracking comment is gone already (${why}): nothing to take back`);
		}
		(0,_flow_claim_js__WEBPACK_IMPORTED_MODULE_2__.N2)({ state });
	}
	catch (err) {
		host.log.warning(`post step: could not tell whether the approval the main step claimed reached run ${runId}, or take its claim back (${(0,_host_process_js__WEBPACK_IMPORTED_MODULE_13__.gJ)(err)}): if the plan still waits, approve it with cloud-agent approve ${runId}`);
	}
}
async function giveLeftClosing(host, world, state, inputs) {
	const left = (0,_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.Z6)(state);
	if (!left)
		return;
	const { reaction } = left;
	try {
		const place = repositoryOf(host, world, left.thread, inputs);
		if (!place)
			throw new Error('the post step has no way to the thread (github-token, comment)');
		const asking = { id: left.comment, kind: left.kind };
		if (left.again)
			await place.repository.reclose(asking, reaction);
		else
			await place.repository.close(asking, reaction);
		host.log.info(`the comment that asked for the work has its closing reaction: the main step ended while giving it (${reaction})`);
	}
	catch (err) {
		host.log.warning(`post step: could not give the comment that asked for the work its closing reaction (${reaction}): ${(0,_host_process_js__WEBPACK_IMPORTED_MODULE_13__.gJ)(err)}`);
	}
	state.save(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.closing, '');
}
async function settleLeft(host, state, world = REAL_WORLD) {
	let client;
	try {
		const inputs = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_15__._J)(host);
		client = world.client(inputs);
		if ((0,_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.Jc)(state))
			await settleRun(host, state, world, client, inputs);
		await releaseLeftClaim(host, world, client, state, inputs);
		await giveLeftClosing(host, world, state, inputs);
	}
	catch (err) {
		host.log.warning(`post step: ${(0,_host_process_js__WEBPACK_IMPORTED_MODULE_13__.gJ)(err)}`);
	}
	finally {
		await client?.close();
	}
}
async function settleRun(host, state, world, client, inputs) {
	try {
		const runId = await runLeft(host, state, client, world.sleep);
		if (!runId) {
			state.save(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.settled, 'true');
			return;
		}
		let note;
		let run;
		let settled = true;
		let stoppedItself = false;
		const overBudget = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.mustCancel) === 'true';
		if (inputs.cancelOnAbort || overBudget) {
			host.log.info(`the main step did not finish with run ${runId}: cancelling it`);
			const result = await (0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_1__.Su)(client, runId, (line) => host.log.info(line), (0,_timing_js__WEBPACK_IMPORTED_MODULE_16__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_16__.$4), world.sleep);
			({ run, settled } = result);
			stoppedItself = result.outcome === 'already-ended';
			note = `${overBudget ? 'The run went over its budget and was not seen to stop before the workflow job ended.' : 'The workflow job stopped before the run ended.'} ${(0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_1__.wW)(result.outcome, runId)}`;
		}
		else {
			note =
				'The workflow job stopped before the run ended; the run was left going (`cancel-on-abort: false`).';
			host.log.info(`run ${runId} left running (cancel-on-abort: false)`);
		}
		const readHere = run === undefined;
		try {
			run ??= await client.runs.get(runId);
		}
		catch (err) {
			host.log.warning(`post step: could not read run ${runId}: ${(0,_host_process_js__WEBPACK_IMPORTED_MODULE_13__.gJ)(err)}. ${note.replace(/`/g, '')}`);
			return;
		}
		await recordAskedLeft(host, world, state, inputs, run);
		if (stoppedItself || (readHere && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_14__.Ex)(run.state))) {
			await recordRepairLeft(host, world, state, inputs, run);
			if (await reportAsSettleWould(host, world, client, state, inputs, run))
				state.save(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.settled, 'true');
			return;
		}
		await settleComment(host, world, client, state, { ...inputs, cancelOnAbort: inputs.cancelOnAbort || overBudget }, run, note);
		if (settled)
			state.save(_flow_state_js__WEBPACK_IMPORTED_MODULE_9__.c4.settled, 'true');
		else
			host.log.warning(`post step: run ${runId} was not seen to stop. ${note.replace(/`/g, '')}`);
	}
	catch (err) {
		host.log.warning(`post step: ${(0,_host_process_js__WEBPACK_IMPORTED_MODULE_13__.gJ)(err)}`);
	}
}


})

};

//# sourceMappingURL=357.index.js.map