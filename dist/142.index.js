export const id = 142;
export const ids = [142];
export const modules = {

6613:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	HG: () => (caseLine),
	Hb: () => (windowCounts),
	JG: () => (pickScorers),
	Kg: () => (withEvidence),
	Ki: () => (resolveScorers),
	My: () => (compareWithNorm),
	Nh: () => (windowSummary),
	S5: () => (judgeInto),
	W7: () => (scorerName),
	Yg: () => (casesSummary),
	Z0: () => (gateRunRow),
	fv: () => (visitRunsOfPullRequest),
	gm: () => (distinctScorers),
	hU: () => (covers),
	te: () => (compareWithBase),
	ue: () => (GateError)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9187);
var _render_gate_evidence_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3079);
var _render_gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6829);
var _render_format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1509);
var _origin_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52);
var _poll_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6987);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4189);
var _timing_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8117);









class GateError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_5__.Rz {
}
function scorerName(scorer) {
	return scorer.name || `scorer ${scorer.id}`;
}
function windowSummary(trends, minPassRate) {
	const passed = trends.reduce((n, t) => n + t.response.pass_count, 0);
	const failed = trends.reduce((n, t) => n + t.response.fail_count, 0);
	const total = passed + failed;
	const rates = trends.map((t) => t.response.pass_rate);
	const met = rates.every((r) => r !== null && r !== undefined && r >= minPassRate - 1e-9);
	return {
		conclusion: total === 0 ? 'neutral' : met ? 'success' : 'failure',
		passed,
		failed,
		total,
		passRate: total ? passed / total : null,
		minPassRate,
		...(trends.length > 1 ? { of: 'judgements' } : {}),
	};
}
async function visitRunsOfPullRequest(client, options, see) {
	const stampedBy = { [_origin_js__WEBPACK_IMPORTED_MODULE_3__.Ge.repo]: options.repository, [_origin_js__WEBPACK_IMPORTED_MODULE_3__.Ge.number]: String(options.number) };
	let unfiltered = false;
	try {
		const stamped = client.runs.list({ metadata: stampedBy, limit: 100 }, { signal: options.signal }).pages();
		for await (const page of stamped) {
			for (const run of page.runs)
				if (run.source !== 'RUN_SCORER')
					see(run);
			if (page.unmatched > 0) {
				unfiltered = true;
				break;
			}
		}
	}
	catch (err) {
		if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.errorCode === 'feature_not_available'))
			throw err;
		options.log('metadata filtering is not enabled for this team: finding the runs by their pull request artifacts only');
	}
	if (unfiltered) {
		options.log(`the service answered runs of other pull requests or repositories (it does not filter by metadata): scanning the runs created since ${options.since} instead (at most ${SCAN_PAGES} pages)`);
		let pages = 0;
		for await (const page of client.runs
			.list({ created_after: options.since, limit: 100, sort_by: 'created_at' }, { signal: options.signal })
			.pages()) {
			for (const run of page.runs) {
				if (run.source !== 'RUN_SCORER' && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.hx)({ metadata: stampedBy }, run))
					see(run);
			}
			if (++pages >= SCAN_PAGES)
				break;
		}
	}
	const target = normalizeUrl(options.url);
	let pages = 0;
	for await (const page of client.runs
		.list({ artifact_type: 'PULL_REQUEST', created_after: options.since, limit: 100, sort_by: 'created_at' }, { signal: options.signal })
		.pages()) {
		for (const run of page.runs) {
			if (run.source !== 'RUN_SCORER' && pointsAt(run, target))
				see(run);
		}
		if (++pages >= SCAN_PAGES) {
			options.log(`stopped looking for runs with pull request artifacts after ${SCAN_PAGES} pages (${(SCAN_PAGES * 100).toLocaleString('en-US')} runs)`);
			break;
		}
	}
}
const SCAN_PAGES = 50;
function pointsAt(run, target) {
	for (const a of run.artifacts ?? []) {
		if (a.artifact_type === 'PULL_REQUEST' &&
			normalizeUrl(String(a.data.url ?? '')) === target) {
			return true;
		}
	}
	return false;
}
function distinctScorers(scorers) {
	const seen = new Set();
	return scorers.filter((scorer) => {
		if (seen.has(scorer.id))
			return false;
		seen.add(scorer.id);
		return true;
	});
}
function gateRunRow(run, scorers) {
	return {
		id: run.run_id,
		title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_7__.ES)((0,_render_gate_js__WEBPACK_IMPORTED_MODULE_2__._Q)(run.title)),
		link: run.session_link || undefined,
		state: run.state,
		created_at: run.created_at,
		scorers,
	};
}
function normalizeUrl(url) {
	return url
		.trim()
		.replace(/\/+$/, '')
		.replace(/^http:/i, 'https:')
		.toLowerCase();
}
async function resolveScorers(client, options) {
	if (!options.names.length && !options.factory) {
		throw new GateError(`name the scorers (${options.setting('scorer')}) or the factory whose scorers judge (${options.setting('factory')})`, 'usage');
	}
	const { scorers, unmatched } = await client.scorers.list(options.factory ? { factory_uid: options.factory } : {}, { signal: options.signal });
	if (unmatched > 0) {
		options.warn?.(`the service answered ${unmatched} scorer${unmatched === 1 ? '' : 's'} of other factories (it did not filter by factory): left out`);
	}
	if (!options.names.length) {
		if (!scorers.length)
			throw new GateError(`factory "${options.factory}" has no scorers: create one, or name scorers with ${options.setting('scorer')}`, 'service');
		return scorers;
	}
	return pickScorers(options.names, scorers, options.factory ? ` in factory "${options.factory}"` : '');
}
function pickScorers(names, scorers, where = '') {
	return names.map((name) => {
		const hit = /^\d+$/.test(name)
			? scorers.find((s) => s.id === Number(name))
			: scorers.find((s) => s.name?.toLowerCase() === name.toLowerCase());
		if (!hit) {
			const known = scorers.map((s) => (s.name === undefined ? `${s.id}` : `${s.id} (${s.name})`)).join(', ') || 'none';
			throw new GateError(`scorer "${name}" was not found${where}; the key's scorers: ${known}`, 'service');
		}
		return hit;
	});
}
function covers(scorer, run) {
	if (scorer.scope_mode === 'selected_agents') {
		const uid = run.executor?.uid;
		return uid !== undefined && (scorer.agents?.some((a) => a.uid === uid) ?? false);
	}
	return run.factory_uid === undefined || run.factory_uid === scorer.factory_uid;
}
function pairsOf(runs) {
	return [...runs.values()].flatMap((run) => run.scorers.map((scorer) => ({ run, scorer })));
}
const pairKey = (scorerId, runId) => `${scorerId} ${runId}`;
function oldestOf(pairs) {
	const times = pairs.map(({ run }) => Date.parse(run.created_at)).filter((time) => !Number.isNaN(time));
	return times.reduce((oldest, time) => Math.min(oldest, time), Infinity);
}
function waiting(pair) {
	if (pair.attempt)
		return pair.attempt.status === 'in_flight' || Boolean(pair.attempt.is_in_flight);
	const outcome = pair.dispatch?.outcome;
	return outcome === 'dispatched' || outcome === 'already_in_flight';
}
function liveOf(attempt) {
	if (attempt.status !== 'scored' || typeof attempt.score !== 'number' || !Number.isFinite(attempt.score)) {
		return undefined;
	}
	const at = attempt.scored_at ?? attempt.attempted_at;
	return { score: attempt.score, at: typeof at === 'string' ? Date.parse(at) : Number.NaN };
}
async function readAttempts(pairs, options, only = () => true) {
	const { client, signal } = options;
	const oldest = oldestOf(pairs);
	for (const scorer of options.scorers) {
		const wanted = new Map();
		const unscored = new Map();
		for (const pair of pairs)
			if (pair.scorer.id === scorer.id && only(pair))
				wanted.set(pair.run.id, pair);
		if (!wanted.size)
			continue;
		const asked = [...wanted.values()];
		for await (const page of client.scorers.results(scorer.id, { limit: 100 }, { signal }).pages()) {
			for (const attempt of page.results) {
				const pair = wanted.get(attempt.run_id);
				if (pair) {
					wanted.delete(attempt.run_id);
					pair.attempt = {
						status: attempt.status,
						is_in_flight: attempt.is_in_flight,
						classification: attempt.classification ?? null,
						score: attempt.score ?? null,
						scoring_run_time: attempt.scoring_run_time ?? null,
						scoring_run_id: attempt.scoring_run_id ?? null,
					};
					const live = liveOf(attempt);
					if (live)
						pair.live = live;
					else if (!pair.liveRead)
						unscored.set(attempt.run_id, pair);
					continue;
				}
				const seeking = unscored.get(attempt.run_id);
				const live = seeking && liveOf(attempt);
				if (live) {
					seeking.live = live;
					unscored.delete(attempt.run_id);
				}
			}
			const last = page.results.at(-1);
			if ((!wanted.size && !unscored.size) || (last && Date.parse(last.attempted_at) < oldest))
				break;
		}
		for (const pair of asked)
			pair.liveRead = true;
	}
}
async function dispatchJudges(pairs, options) {
	const unjudged = pairs.filter((pair) => !pair.attempt && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(pair.run.state));
	if (!unjudged.length || !options.dispatchJudges)
		return;
	options.log(`asking for ${unjudged.length} judgement${unjudged.length === 1 ? '' : 's'} now (runs without a live score)`);
	for (let i = 0; i < unjudged.length; i += 100) {
		const batch = unjudged.slice(i, i + 100);
		try {
			const { results } = await options.client.scoring.dispatch({ targets: batch.map((pair) => ({ run_id: pair.run.id, scorer_id: pair.scorer.id })) }, { signal: options.signal });
			const asked = new Map(batch.map((pair) => [pairKey(pair.scorer.id, pair.run.id), pair]));
			for (const result of results) {
				const pair = asked.get(pairKey(result.scorer_id, result.run_id));
				if (pair)
					pair.dispatch = { outcome: result.outcome, error: result.error ?? null };
			}
		}
		catch (err) {
			if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD))
				throw err;
			for (const pair of batch)
				pair.dispatch = { outcome: 'failed', error: err.message };
		}
	}
}
async function awaitVerdicts(pairs, options) {
	const now = options.now ?? Date.now;
	const pace = (0,_poll_js__WEBPACK_IMPORTED_MODULE_4__.y)(now() + options.timeoutMs, {
		initialMs: options.pollMs?.initial ?? (0,_timing_js__WEBPACK_IMPORTED_MODULE_6__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_6__.UX.initialMs),
		factor: _timing_js__WEBPACK_IMPORTED_MODULE_6__.UX.factor,
		maxMs: options.pollMs?.max ?? (0,_timing_js__WEBPACK_IMPORTED_MODULE_6__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_6__.UX.maxMs),
	}, {
		now,
		...(options.sleep ? { sleep: options.sleep } : {}),
		...(options.signal ? { signal: options.signal } : {}),
	});
	for (;;) {
		const left = pairs.filter(waiting).length;
		if (!left)
			return;
		if (!(await pace())) {
			options.log(`${left} judgement${left === 1 ? '' : 's'} still in flight after the score timeout`);
			return;
		}
		await readAttempts(pairs, options, waiting);
	}
}
async function addReasons(pairs, kept, options) {
	const byKey = new Map(pairs.map((pair) => [pairKey(pair.scorer.id, pair.run.id), pair]));
	for (const scorer of options.scorers) {
		const rows = kept.filter((row) => {
			if (row.scorer.id !== scorer.id)
				return false;
			const attempt = byKey.get(pairKey(scorer.id, row.runId))?.attempt;
			return attempt !== undefined && attempt.status !== 'in_flight';
		});
		if (!rows.length)
			continue;
		const { reasons } = await options.client.scorers.reasons(scorer.id, rows.map((row) => row.runId), { signal: options.signal });
		const got = new Map();
		for (const r of reasons)
			got.set(r.run_id, r.status === 'available' ? (r.reason ?? null) : null);
		for (const row of rows)
			row.reason = got.get(row.runId) ?? row.reason;
	}
}
function verdictOf(p, threshold, dispatchJudges) {
	const attempt = p.attempt;
	if (!(0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(p.run.state) && !attempt)
		return 'pending';
	if (!attempt)
		return p.dispatch === 'failed' || !dispatchJudges ? 'error' : 'pending';
	if (attempt.status === 'failed')
		return 'error';
	if (attempt.status === 'in_flight' || attempt.is_in_flight)
		return 'pending';
	if (typeof attempt.score === 'number')
		return attempt.score >= threshold ? 'pass' : 'fail';
	return 'error';
}
function judgeTime(attempt) {
	const ms = (0,_render_format_js__WEBPACK_IMPORTED_MODULE_7__.pU)(attempt?.scoring_run_time ?? undefined);
	return ms !== undefined && Number.isSafeInteger(Math.round(ms)) ? ms : undefined;
}
function rowOf({ run, scorer, attempt, dispatch }, options) {
	const threshold = options.threshold ?? scorer.threshold;
	const judgeMs = judgeTime(attempt);
	return {
		runId: run.id,
		title: run.title,
		...(run.link ? { link: run.link } : {}),
		scorer: { id: scorer.id, name: scorerName(scorer) },
		classification: attempt?.classification ?? null,
		score: typeof attempt?.score === 'number' ? attempt.score : null,
		threshold,
		verdict: verdictOf({ run, attempt, dispatch: dispatch?.outcome }, threshold, options.dispatchJudges),
		reason: !(0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(run.state)
			? 'The run has not ended yet: it cannot be judged.'
			: !attempt && !options.dispatchJudges
				? 'No live score, and dispatch-judges is false.'
				: null,
		...(dispatch?.outcome ? { dispatch: dispatch.outcome, dispatchError: dispatch.error } : {}),
		...(judgeMs === undefined ? {} : { judgeMs }),
		...(attempt?.scoring_run_id ? { scoringRunId: attempt.scoring_run_id } : {}),
	};
}
function tallyOf(pairs, options) {
	const tallies = new Map();
	for (const { run, scorer, attempt, dispatch, live } of pairs) {
		let tally = tallies.get(scorer.id);
		if (!tally) {
			tally = { passed: 0, failed: 0, noVerdict: 0, livePasses: [], liveFails: [] };
			tallies.set(scorer.id, tally);
		}
		const threshold = options.threshold ?? scorer.threshold;
		const verdict = verdictOf({ run, attempt, dispatch: dispatch?.outcome }, threshold, options.dispatchJudges);
		if (verdict === 'pass')
			tally.passed++;
		else if (verdict === 'fail')
			tally.failed++;
		else
			tally.noVerdict++;
		if (live)
			(live.score >= scorer.threshold ? tally.livePasses : tally.liveFails).push(live.at);
	}
	return tallies;
}
async function judgeInto(options, sink) {
	const pairs = pairsOf(options.runs);
	await readAttempts(pairs, options);
	await dispatchJudges(pairs, options);
	await awaitVerdicts(pairs, options);
	for (const pair of pairs)
		sink.add(rowOf(pair, options));
	await addReasons(pairs, sink.kept(), options);
	return tallyOf(pairs, options);
}
const isCount = (n) => Number.isSafeInteger(n) && n >= 0;
function windowCounts(response, over) {
	const { pass_rate: rate, pass_count: passed, fail_count: failed } = response;
	if (rate !== null && !(Number.isFinite(rate) && rate >= 0 && rate <= 1)) {
		return `a pass rate of ${rate} ${over}, not a share from 0 to 1`;
	}
	if (!isCount(passed) || !isCount(failed)) {
		return `${passed} passes and ${failed} failures ${over}, not counts`;
	}
	return { passed, failed, start: Date.parse(response.start_date), end: Date.parse(response.end_date) };
}
function within(times, start, end) {
	return times.filter((t) => Number.isNaN(t) || ((Number.isNaN(start) || t >= start) && (Number.isNaN(end) || t < end))).length;
}
function normWindow(counts, tally) {
	const passes = within(tally.livePasses, counts.start, counts.end);
	const fails = within(tally.liveFails, counts.start, counts.end);
	const passed = Math.max(0, counts.passed - passes);
	const failed = Math.max(0, counts.failed - fails);
	return { passed, total: passed + failed, excluded: passes + fails };
}
function comparison(scorer, tally, baseline, gate) {
	return {
		scorer: { id: scorer.id, name: scorerName(scorer) },
		threshold: gate.threshold ?? scorer.threshold,
		passed: tally.passed,
		failed: tally.failed,
		noVerdict: tally.noVerdict,
		baseline,
		maxDropPoints: gate.maxDropPoints,
	};
}
function compareWithNorm(scorers, tallies, windows, gate) {
	return scorers.flatMap((scorer) => {
		const tally = tallies.get(scorer.id);
		if (!tally)
			return [];
		const counts = windows.get(scorer.id);
		const baseline = gate.threshold !== undefined && gate.threshold !== scorer.threshold
			? `the verdicts here are at \`threshold\` ${gate.threshold.toFixed(2)}, the norm at the scorer's own ${scorer.threshold.toFixed(2)}`
			: counts
				? normWindow(counts, tally)
				: `its pass rate ${(0,_render_gate_evidence_js__WEBPACK_IMPORTED_MODULE_8__.BR)(gate.windowDays)} could not be read`;
		return [comparison(scorer, tally, baseline, gate)];
	});
}
function compareWithBase(scorers, tallies, record, gate) {
	return scorers.flatMap((scorer) => {
		const tally = tallies.get(scorer.id);
		if (!tally)
			return [];
		const threshold = gate.threshold ?? scorer.threshold;
		const there = record.scorers.find((s) => s.id === scorer.id);
		const baseline = !there
			? 'the gate on the base branch did not judge with this scorer'
			: Math.abs(there.threshold - threshold) > _render_gate_evidence_js__WEBPACK_IMPORTED_MODULE_8__.p8
				? `judged at threshold ${there.threshold.toFixed(2)} on the base branch, ${threshold.toFixed(2)} here`
				: { passed: there.passed, total: there.passed + there.failed + there.noVerdict };
		return [comparison(scorer, tally, baseline, gate)];
	});
}
function withEvidence(summary, evidence) {
	const { scorers = [], baseline, cases, stopped } = evidence;
	let conclusion = summary.conclusion;
	if (cases) {
		const rate = cases.total ? cases.passed / cases.total : 0;
		conclusion = rate + _render_gate_evidence_js__WEBPACK_IMPORTED_MODULE_8__.p8 >= summary.minPassRate ? 'success' : 'failure';
	}
	if (stopped !== undefined)
		conclusion = 'failure';
	if (conclusion !== 'neutral' && scorers.some(_render_gate_evidence_js__WEBPACK_IMPORTED_MODULE_8__.Bs))
		conclusion = 'failure';
	return {
		...summary,
		conclusion,
		...(scorers.length && baseline ? { scorers, baseline } : {}),
		...(cases ? { cases } : {}),
		...(stopped !== undefined ? { stopped } : {}),
	};
}
function caseLine(spec, outcomes) {
	return {
		name: spec.name,
		passed: outcomes.filter(Boolean).length,
		ran: outcomes.length,
		repeat: spec.repeat,
		minPass: spec.minPass,
	};
}
function casesSummary(list) {
	return { passed: list.filter(_render_gate_evidence_js__WEBPACK_IMPORTED_MODULE_8__.vV).length, total: list.length, list };
}


}),

8418:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	bf: () => (ownerOf),
	gj: () => (applyPlan),
	iY: () => (planJson),
	m7: () => (schedulesMode),
	ok: () => (isDefaultBranch),
	uW: () => (planSchedules)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _client_cron_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6767);
var _shared_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3334);
var _render_schedules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7130);




const OWNER_KEY = 'cloud-agent-action.repository';
const OWNER_LINE = /\n*<!-- managed by cloud-agent-action for ([^\n]+?) -->\s*$/;
const ENCODED = /^(?:[A-Za-z0-9._/-]|%[0-9A-F]{2})+$/;
function encodeOwner(repository) {
	return repository.replace(/[^A-Za-z0-9._/-]/gu, (ch) => [...new TextEncoder().encode(ch)]
		.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
		.join(''));
}
function decodeOwner(text) {
	if (!ENCODED.test(text))
		return text;
	try {
		return decodeURIComponent(text);
	}
	catch {
		return text;
	}
}
const ownerLine = (repository) => `<!-- managed by cloud-agent-action for ${encodeOwner(repository)} -->`;
const ownedPrompt = (prompt, repository) => prompt === '' ? ownerLine(repository) : `${prompt}\n\n${ownerLine(repository)}`;
const promptOf = (prompt) => prompt.replace(OWNER_LINE, '').trim();
function ownerOf(item) {
	const line = OWNER_LINE.exec(item.prompt)?.[1];
	return line !== undefined ? decodeOwner(line) : item.metadata?.[OWNER_KEY];
}
const same = (a, b) => a?.toLowerCase() === b.toLowerCase();
const NAMED = Object.fromEntries(Object.entries(_shared_rules_js__WEBPACK_IMPORTED_MODULE_2__.zJ).map(([name, key]) => [key, name]));
const CHANGING = ['create', 'update', 'pause', 'resume', 'delete'];
function canonical(value) {
	if (value === undefined)
		return 'undefined';
	return JSON.stringify(value, (_key, v) => v && typeof v === 'object' && !Array.isArray(v)
		? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
		: v);
}
function mergedConfig(actual, desired) {
	const merged = { ...(actual ?? {}) };
	for (const key of Object.keys(NAMED))
		delete merged[key];
	if ('skills' in desired || 'skill_spec' in desired)
		delete merged.skills;
	Object.assign(merged, desired);
	return merged;
}
function configChanges(actual, desired) {
	const have = actual ?? {};
	const keys = new Set([
		...Object.keys(desired),
		...Object.keys(have).filter((k) => k in NAMED && !(k === 'skill_spec' && 'skills' in desired)),
	]);
	const changes = [];
	for (const key of [...keys].sort()) {
		if (canonical(have[key]) !== canonical(desired[key])) {
			changes.push({ field: NAMED[key] ?? `agent-config.${key}`, old: have[key], new: desired[key] });
		}
	}
	return changes;
}
function scheduleOf(cron) {
	try {
		return (0,_client_cron_js__WEBPACK_IMPORTED_MODULE_1__.E$)(cron);
	}
	catch {
		return undefined;
	}
}
function nextRun(cron, enabled, now) {
	return enabled ? ((0,_client_cron_js__WEBPACK_IMPORTED_MODULE_1__.pq)(cron, new Date(now))?.getTime() ?? null) : null;
}
function serviceNextRun(item, now) {
	if (!item.enabled)
		return null;
	const next = Date.parse(historyNextRun(item) ?? '');
	return Number.isNaN(next) ? nextRun(item.cron_schedule, true, now) : next;
}
function historyNextRun(item) {
	const history = item.history;
	const next = history && typeof history === 'object' ? history.next_run : undefined;
	return typeof next === 'string' ? next : undefined;
}
function keepsMetadata(existing, owned) {
	if (existing.some((s) => s.metadata && Object.keys(s.metadata).length > 0))
		return true;
	return owned.length ? false : undefined;
}
function planEntry(spec, actual, input) {
	const { repository, now } = input;
	const prompt = ownedPrompt(spec.prompt, repository);
	const hasConfig = Object.keys(spec.agentConfig).length > 0;
	if (!actual) {
		return {
			action: 'create',
			name: spec.name,
			cron: spec.cron,
			schedule: scheduleOf(spec.cron),
			enabled: spec.enabled,
			nextRun: nextRun(spec.cron, spec.enabled, now),
			changes: [],
			body: {
				name: spec.name,
				cron_schedule: spec.cron,
				prompt,
				enabled: spec.enabled,
				...(hasConfig ? { agent_config: spec.agentConfig } : {}),
				metadata: { [OWNER_KEY]: repository },
			},
		};
	}
	const owner = ownerOf(actual);
	const adopted = !same(owner, repository);
	const changes = [];
	if (adopted) {
		changes.push({
			field: 'managed by',
			old: owner ?? 'nobody (made by hand)',
			new: repository,
		});
	}
	if (actual.cron_schedule !== spec.cron) {
		changes.push({ field: 'cron', old: actual.cron_schedule, new: spec.cron });
	}
	if (actual.prompt !== prompt) {
		const was = promptOf(actual.prompt);
		if (was !== spec.prompt)
			changes.push({ field: 'prompt', old: was, new: spec.prompt });
		else if (!adopted)
			changes.push({ field: 'ownership line of the prompt', old: undefined, new: ownerLine(repository) });
	}
	if (!adopted && input.metadataKept !== false && actual.metadata?.[OWNER_KEY] !== repository) {
		changes.push({ field: `metadata.${OWNER_KEY}`, old: actual.metadata?.[OWNER_KEY], new: repository });
	}
	const config = actual.agent_config;
	changes.push(...configChanges(config, spec.agentConfig));
	if (actual.enabled !== spec.enabled)
		changes.push({ field: 'enabled', old: actual.enabled, new: spec.enabled });
	const base = {
		name: spec.name,
		id: actual.id,
		cron: spec.cron,
		schedule: scheduleOf(spec.cron),
		enabled: spec.enabled,
		changes,
	};
	const updateBody = () => {
		const merged = mergedConfig(config, spec.agentConfig);
		return {
			name: spec.name,
			cron_schedule: spec.cron,
			prompt,
			enabled: spec.enabled,
			...(Object.keys(merged).length ? { agent_config: merged } : {}),
			...(actual.agent_uid ? { agent_uid: actual.agent_uid } : {}),
			metadata: { ...(actual.metadata ?? {}), [OWNER_KEY]: repository },
		};
	};
	const restore = () => input.metadataKept === false
		? {
			restore: {
				body: updateBody(),
				change: { field: `metadata.${OWNER_KEY}`, old: undefined, new: repository },
			},
		}
		: {};
	if (!changes.length)
		return { ...base, action: 'unchanged', nextRun: serviceNextRun(actual, now), ...restore() };
	const next = nextRun(spec.cron, spec.enabled, now);
	if (changes.length === 1 && changes[0].field === 'enabled') {
		return { ...base, action: spec.enabled ? 'resume' : 'pause', nextRun: next, ...restore() };
	}
	return {
		...base,
		action: 'update',
		nextRun: next,
		...(adopted ? { adopted: true } : {}),
		body: updateBody(),
	};
}
function original(candidates) {
	let first;
	for (const s of candidates) {
		if (!first || Date.parse(String(s.created_at)) < Date.parse(String(first.created_at)))
			first = s;
	}
	return first;
}
function planSchedules(input) {
	const { specs, existing, repository, prune, now } = input;
	const owned = existing.filter((s) => same(ownerOf(s), repository));
	const metadataKept = keepsMetadata(existing, owned);
	const used = new Set();
	const items = [];
	for (const spec of specs) {
		let actual = original(owned.filter((s) => s.name === spec.name && !used.has(s.id)));
		const stranger = existing.find((s) => s.name === spec.name && !used.has(s.id) && !same(ownerOf(s), repository));
		if (!actual && spec.adopt && stranger)
			actual = stranger;
		if (actual)
			used.add(actual.id);
		const item = planEntry(spec, actual, { ...input, metadataKept });
		if (!actual && stranger) {
			const whose = ownerOf(stranger);
			item.note = `a schedule of this name ${whose ? `managed by ${whose}` : 'made by hand'} exists and is left alone; add adopt: true to manage it instead`;
		}
		else if (!actual && spec.adopt) {
			item.note = 'adopt: true, but no schedule of this name exists: it is created';
		}
		items.push(item);
	}
	const rest = owned
		.filter((s) => !used.has(s.id))
		.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
	const listed = new Set(specs.map((spec) => spec.name));
	for (const s of rest) {
		const copy = listed.has(s.name);
		const remove = prune || copy;
		items.push({
			action: remove ? 'delete' : 'kept',
			name: s.name,
			id: s.id,
			cron: s.cron_schedule,
			schedule: scheduleOf(s.cron_schedule),
			enabled: s.enabled,
			nextRun: remove ? null : serviceNextRun(s, now),
			changes: [],
			...(copy
				? {
					note: 'a copy of the schedule the file names: deleted (prune or not), as both would start the agent',
				}
				: prune
					? {}
					: { note: 'not in the file, kept (prune: true deletes it)' }),
		});
	}
	const managed = new Set([...owned.map((s) => s.id), ...used]);
	return {
		repository,
		file: input.file,
		prune,
		items,
		changes: items.filter((i) => CHANGING.includes(i.action)).length,
		others: existing.filter((s) => !managed.has(s.id)).length,
		...(metadataKept === undefined ? {} : { metadataKept }),
	};
}
function isDefaultBranch(ref, defaultBranch) {
	return defaultBranch !== undefined && defaultBranch !== '' && ref === `refs/heads/${defaultBranch}`;
}
const APPLYING_EVENTS = ['push', 'workflow_dispatch'];
function schedulesMode(step) {
	const { requested, ...at } = step;
	const onDefault = at.event === 'schedule' || isDefaultBranch(at.ref, at.defaultBranch);
	if (requested === 'apply' && !onDefault)
		return { refused: at };
	if (requested)
		return { mode: requested, onDefaultBranch: onDefault };
	if (!APPLYING_EVENTS.includes(at.event))
		return { mode: 'plan', onDefaultBranch: onDefault };
	if (onDefault)
		return { mode: 'apply', onDefaultBranch: true };
	return { mode: 'plan', onDefaultBranch: false, planOnly: at };
}
function planJson(plan) {
	return JSON.stringify({
		repository: plan.repository,
		file: plan.file,
		changes: plan.changes,
		items: plan.items.map((i) => ({
			action: i.action,
			name: i.name,
			...(i.id ? { id: i.id } : {}),
			cron: i.cron,
			enabled: i.enabled,
			next_run: i.nextRun === null ? null : new Date(i.nextRun).toISOString(),
			changes: i.changes.map((c) => ({ field: c.field, old: c.old ?? null, new: c.new ?? null })),
			...(i.adopted ? { adopted: true } : {}),
		})),
	});
}
const WRITES = ['create', 'update', 'pause', 'resume'];
function restored(item) {
	const { restore, ...rest } = item;
	return { ...rest, action: 'update', changes: [...item.changes, restore.change], body: restore.body };
}
async function applyPlan(client, plan, options) {
	const { signal, log } = options;
	const results = [];
	let failed = 0;
	let metadataDropped;
	let metadataFound;
	const noticeMetadata = (item, answer) => {
		const carried = answer.metadata?.[OWNER_KEY] === plan.repository;
		if (plan.metadataKept === undefined && !carried)
			metadataDropped ??= { action: item.action, name: item.name };
		if (plan.metadataKept === false && carried && !metadataFound) {
			metadataFound = { action: item.action, name: item.name };
			log((0,_render_schedules_js__WEBPACK_IMPORTED_MODULE_3__.Sz)(metadataFound));
		}
	};
	const step = async (item) => {
		if (item.action === 'delete' && failed) {
			results.push({ item, status: 'not attempted', reason: 'a step above failed, so nothing is deleted' });
			return;
		}
		try {
			let id = item.id;
			if (item.action === 'create') {
				const created = await client.schedules.create(item.body, { signal });
				id = created.id;
				noticeMetadata(item, created);
			}
			else if (item.action === 'update')
				noticeMetadata(item, await client.schedules.update(item.id, item.body, { signal }));
			else if (item.action === 'pause')
				await client.schedules.pause(item.id, { signal });
			else if (item.action === 'resume')
				await client.schedules.resume(item.id, { signal });
			else
				await client.schedules.delete(item.id, { signal });
			log(`${item.action} ${item.name}: done${id ? ` (${id})` : ''}`);
			results.push({ item, status: 'done', ...(item.action === 'create' && id ? { id } : {}) });
		}
		catch (err) {
			if (signal?.aborted)
				throw err;
			if (item.action === 'delete' && err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.status === 404) {
				log(`delete ${item.name}: done (already gone)`);
				results.push({ item, status: 'done' });
				return;
			}
			failed++;
			const reason = err.message;
			log(`${item.action} ${item.name}: failed: ${reason}`);
			results.push({ item, status: 'failed', reason });
		}
	};
	for (const action of WRITES) {
		for (const item of plan.items.filter((i) => i.action === action)) {
			await step(metadataFound && item.restore ? restored(item) : item);
		}
	}
	if (metadataFound) {
		for (const item of plan.items.filter((i) => i.action === 'unchanged' && i.restore))
			await step(restored(item));
	}
	for (const item of plan.items.filter((i) => i.action === 'delete'))
		await step(item);
	return {
		results,
		failed,
		...(metadataDropped ? { metadataDropped } : {}),
		...(metadataFound ? { metadataFound } : {}),
	};
}


}),

3678:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	MX: () => (describeCron),
	PI: () => (fromNow),
	n$: () => (utc)
});
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
	'August',
	'September',
	'October',
	'November',
	'December',
];
const two = (n) => String(n).padStart(2, '0');
const sorted = (set) => [...set].sort((a, b) => a - b);
function and(items) {
	return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
function runs(values) {
	const out = [];
	for (const v of values) {
		const last = out.at(-1);
		if (last && last[1] === v - 1)
			last[1] = v;
		else
			out.push([v, v]);
	}
	return out;
}
function named(values, names) {
	return and(runs(values).flatMap(([a, b]) => b - a >= 2
		? [`${names[a]} to ${names[b]}`]
		: Array.from({ length: b - a + 1 }, (_, i) => names[a + i])));
}
function stepOf(values, min, max) {
	if (values.length < 2 || values[0] !== min)
		return undefined;
	const step = values[1] - values[0];
	const expected = Math.floor((max - min) / step) + 1;
	if (values.length !== expected)
		return undefined;
	return values.every((v, i) => v === min + i * step) ? step : undefined;
}
function days(s) {
	const allDom = s.daysOfMonth.size === 31;
	const allDow = s.daysOfWeek.size === 7;
	const dow = `every ${named(sorted(s.daysOfWeek), DAY_NAMES)}`;
	const dom = `on day${s.daysOfMonth.size > 1 ? 's' : ''} ${and(runs(sorted(s.daysOfMonth)).map(([a, b]) => (a === b ? String(a) : `${a}-${b}`)))} of the month`;
	let phrase;
	if (s.dayOr)
		phrase = allDom || allDow ? undefined : `${dom} and ${dow}`;
	else if (!allDow)
		phrase = dow;
	else if (!allDom)
		phrase = dom;
	if (s.months.size < 12)
		phrase = `${phrase ?? 'every day'} in ${named(sorted(s.months).map((m) => m - 1), MONTH_NAMES)}`;
	return phrase;
}
function describeCron(s) {
	const minutes = sorted(s.minutes);
	const hours = sorted(s.hours);
	const allHours = hours.length === 24;
	const day = days(s);
	let frequent;
	if (allHours && minutes.length === 60)
		frequent = 'every minute';
	else if (allHours && stepOf(minutes, 0, 59) !== undefined)
		frequent = `every ${stepOf(minutes, 0, 59)} minutes`;
	else if (allHours && minutes.length === 1)
		frequent = `every hour at minute ${minutes[0]}`;
	if (frequent)
		return day ? `${frequent}, ${day}` : frequent;
	let time;
	if (minutes.length === 1 && hours.length <= 6) {
		time = `at ${and(hours.map((h) => `${two(h)}:${two(minutes[0])}`))} UTC`;
	}
	else if (minutes.length === 1 && stepOf(hours, 0, 23) !== undefined) {
		time = `every ${stepOf(hours, 0, 23)} hours at minute ${minutes[0]} (UTC)`;
	}
	else {
		const list = (values) => and(runs(values).map(([a, b]) => (a === b ? String(a) : `${a}-${b}`)));
		time = `at minute${minutes.length > 1 ? 's' : ''} ${list(minutes)} of hour${hours.length > 1 ? 's' : ''} ${list(hours)} (UTC)`;
	}
	return `${day ?? 'every day'} ${time}`;
}
function utc(ms) {
	return new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}
function fromNow(at, now) {
	const minutes = Math.floor((at - now) / 60_000);
	if (minutes < 1)
		return 'in less than a minute';
	const plural = (n, unit) => `in ${n} ${unit}${n === 1 ? '' : 's'}`;
	if (minutes < 60)
		return plural(minutes, 'minute');
	const hours = Math.floor(minutes / 60);
	if (hours < 48)
		return plural(hours, 'hour');
	return plural(Math.floor(hours / 24), 'day');
}


}),

3079:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	AH: () => (regressedBlock),
	BR: () => (overWindow),
	Bi: () => (Regressions),
	Bs: () => (belowBaseline),
	Fu: () => (shortSha),
	H8: () => (casesBlock),
	JB: () => (percentNumber),
	KN: () => (percent),
	Kq: () => (mergeGroupReport),
	RS: () => (regressionOf),
	Ri: () => (baselineName),
	U9: () => (count),
	Vk: () => (belowText),
	_: () => (decimal),
	_d: () => (scorerBlock),
	dY: () => (REGRESSED_SHOWN),
	fj: () => (attemptsRule),
	p8: () => (EPSILON),
	uJ: () => (worstDelta),
	vV: () => (casePassed)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);
var _gate_rates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2023);

const EPSILON = 1e-9;
function percentNumber(fraction) {
	const p = Math.round(fraction * 1000) / 10;
	if (p >= 100 && fraction < 1)
		return 99.9;
	if (p <= 0 && fraction > 0)
		return 0.1;
	return p;
}
const percent = (fraction) => `${percentNumber(fraction)}%`;
const decimal = (n) => (n === null || !Number.isFinite(n) ? '—' : n.toFixed(2));
const count = (n, one, many) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(n)} ${n === 1 ? one : many}`;
const points = (n) => `${n} ${n === 1 ? 'point' : 'points'}`;
const overWindow = (days) => days === 1 ? 'over the last day' : `over the last ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(days)} days`;
function signedPoints(delta) {
	const sign = delta < 0 ? '\u2212' : delta > 0 ? '+' : '±';
	return `${sign}${points(Math.abs(delta))}`;
}
const shortSha = (sha) => sha.slice(0, 7);


function belowBaseline(c) {
	const delta = (0,_gate_rates_js__WEBPACK_IMPORTED_MODULE_1__.kg)(c);
	return c.maxDropPoints !== undefined && delta !== undefined && -delta > c.maxDropPoints + EPSILON;
}
function worstDelta(scorers) {
	const deltas = scorers.map(_gate_rates_js__WEBPACK_IMPORTED_MODULE_1__.kg).filter((d) => d !== undefined);
	return deltas.length ? Math.min(...deltas) : undefined;
}
function baselineWhere(baseline) {
	return baseline.kind === 'norm'
		? overWindow(baseline.windowDays)
		: `on ${baseline.branch} at ${shortSha(baseline.sha)}`;
}
const baselineName = (baseline) => baseline?.kind === 'base' ? 'the base branch' : 'the norm';
function belowText(c, baseline, name = c.scorer.name) {
	return `scorer ${name}: ${percent((0,_gate_rates_js__WEBPACK_IMPORTED_MODULE_1__.vT)(c))} is ${points(-(0,_gate_rates_js__WEBPACK_IMPORTED_MODULE_1__.kg)(c))} below its ${percent((0,_gate_rates_js__WEBPACK_IMPORTED_MODULE_1__.ol)(c))} ${baselineWhere(baseline)} (max-drop-points ${c.maxDropPoints})`;
}
function baselineCell(c, baseline) {
	if (typeof c.baseline === 'string')
		return `not compared: ${c.baseline}`;
	const { passed, total, excluded } = c.baseline;
	if (baseline.kind === 'norm') {
		const at = `at threshold ${decimal(c.threshold)}`;
		const left = excluded ? `, not counting the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(excluded)} judged here` : '';
		if (!total)
			return `no other run scored ${at}${excluded ? ` but the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(excluded)} judged here` : ''}`;
		return `${percent(passed / total)}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(passed)} of ${count(total, 'run', 'runs')} scored ${at}${left}`;
	}
	if (!total)
		return `none of the ${count(baseline.runs, 'run', 'runs')} judged there had this scorer`;
	return `${percent(passed / total)}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(passed)} of ${count(total, 'run', 'runs')}`;
}
function baselineLead(baseline, maxDropPoints) {
	const rule = maxDropPoints === undefined
		? 'shown only: no `max-drop-points`'
		: `\`max-drop-points\` ${maxDropPoints}: a scorer more points below it fails the gate`;
	if (baseline.kind === 'norm') {
		const norm = `Baseline: the norm, each scorer's pass rate ${overWindow(baseline.windowDays)} as the service counts it, at the scorer's own threshold, less the runs judged here (${rule}).`;
		return baseline.fallback ? `${norm} Not the base branch: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(baseline.fallback, 1000)}.` : norm;
	}
	const check = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(baseline.checkUrl);
	const where = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(baseline.branch, 100)} at \`${shortSha(baseline.sha)}\``;
	const skipped = baseline.skipped.length
		? ` Newer heads passed over: ${baseline.skipped.map((s) => `\`${shortSha(s.sha)}\` (${s.why})`).join(', ')}.`
		: '';
	return `Baseline: the ${count(baseline.runs, 'run', 'runs')} the gate judged on ${where}${check ? ` ([its check](${check}))` : ''}, the newest head of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(baseline.branch, 100)} whose gate passed (${rule}).${skipped}`;
}
function scorerBlock(summary) {
	const { scorers, baseline } = summary;
	if (!scorers?.length || !baseline)
		return '';
	const rows = scorers.map((c) => {
		const rate = (0,_gate_rates_js__WEBPACK_IMPORTED_MODULE_1__.vT)(c);
		const delta = (0,_gate_rates_js__WEBPACK_IMPORTED_MODULE_1__.kg)(c);
		return `| ${belowBaseline(c) ? '❌ ' : ''}${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(c.scorer.name, 80)} | ${rate === null ? '—' : percent(rate)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(c.passed)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(c.failed)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(c.noVerdict)} | ${baselineCell(c, baseline)} | ${delta === undefined ? '—' : signedPoints(delta)} |`;
	});
	const table = [
		'| Scorer | Pass rate | Passed | Failed | No verdict | Baseline | Change |',
		'|---|--:|--:|--:|--:|---|--:|',
		...rows,
	].join('\n');
	const shown = baseline.kind === 'base' ? { ...baseline, branch: (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(baseline.branch, 100) } : baseline;
	const below = scorers.filter(belowBaseline).map((c) => belowText(c, shown, (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(c.scorer.name, 80)));
	return [
		`${baselineLead(baseline, scorers[0].maxDropPoints)} A run without a verdict counts as failed.`,
		table,
		below.length ? `Below ${baselineName(baseline)}, so the gate fails: ${below.join('; ')}.` : '',
	]
		.filter(Boolean)
		.join('\n\n');
}
const casePassed = (c) => c.passed >= c.minPass;
function attemptsRule(list) {
	const [first] = list;
	if (!first)
		return 'no cases';
	const same = list.every((c) => c.repeat === first.repeat && c.minPass === first.minPass);
	if (!same)
		return 'each at the attempts its case asks';
	return `at least ${first.minPass} of ${count(first.repeat, 'attempt', 'attempts')}`;
}
function casesBlock(cases, maxChars = Infinity) {
	if (!cases?.list.length)
		return '';
	const lead = `#### Cases: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(cases.passed)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(cases.total)} passed (${attemptsRule(cases.list)})`;
	const header = '| Case | Attempts | Outcome |\n|---|---|---|';
	let room = maxChars - lead.length - header.length - 120;
	const rows = [];
	for (const c of cases.list) {
		const notRun = c.repeat - c.ran;
		const attempts = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(c.passed)} of ${count(c.repeat, 'attempt', 'attempts')} passed${notRun ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(notRun)} not run` : ''}`;
		const outcome = casePassed(c) ? '✅ passed' : `❌ failed: ${count(c.minPass, 'pass', 'passes')} needed`;
		const row = `| ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(c.name, 150)} | ${attempts} | ${outcome} |`;
		if (row.length + 1 > room)
			break;
		room -= row.length + 1;
		rows.push(row);
	}
	const left = cases.list.length - rows.length;
	return [
		lead,
		[header, ...rows].join('\n'),
		left ? `_… and ${count(left, 'more case', 'more cases')} left out: the summary is full._` : '',
	]
		.filter(Boolean)
		.join('\n\n');
}
const REGRESSED_SHOWN = 20;
const REGRESSIONS_KEPT = 1000;
const shortfall = (row) => (row.score === null ? -Infinity : row.score - row.threshold);
class Regressions {
	failedRows = [];
	noVerdictRows = [];
	failedTotal = 0;
	noVerdictTotal = 0;
	added = 0;
	kept;
	shown;
	constructor(kept = REGRESSIONS_KEPT, shown = REGRESSED_SHOWN) {
		this.kept = kept;
		this.shown = shown;
	}
	add(row) {
		const index = this.added++;
		if (row.verdict === 'fail') {
			this.failedTotal++;
			const list = this.failedRows;
			let at = list.length;
			while (at > 0 && shortfall(list[at - 1].row) > shortfall(row))
				at--;
			if (at >= this.kept)
				return;
			list.splice(at, 0, { row, index });
			if (list.length > this.kept)
				list.pop();
		}
		else if (row.verdict === 'error' || row.verdict === 'pending') {
			this.noVerdictTotal++;
			if (this.noVerdictRows.length < this.shown)
				this.noVerdictRows.push(row);
		}
	}
	failed() {
		return this.failedRows.map((f) => f.row);
	}
	noVerdict() {
		return this.noVerdictRows;
	}
	rows() {
		return [...this.failed(), ...this.noVerdict()];
	}
}
function firstLine(reason) {
	const line = reason
		?.split(/\r?\n/)
		.map((l) => l.trim())
		.find((l) => l !== '');
	return line === undefined ? undefined : line;
}
function links(row) {
	const session = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(row.link);
	const scoring = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(row.scoringLink);
	return [session ? `[session](${session})` : '', scoring ? `[scoring](${scoring})` : '']
		.filter(Boolean)
		.join(' · ');
}
const titleOf = (row) => `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(row.title.trim() ? row.title : row.runId, 150)}**`;
function failedItem(row) {
	const reason = firstLine(row.reason);
	return [
		titleOf(row),
		(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(row.scorer.name, 80),
		`score ${decimal(row.score)} against threshold ${decimal(row.threshold)}`,
		...(reason ? [(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(reason, 200)] : []),
		links(row),
	]
		.filter(Boolean)
		.join(' · ');
}
function noVerdictItem(row) {
	const why = row.verdict === 'error'
		? "no verdict: the judge's attempt failed"
		: 'no verdict within the score timeout';
	return [titleOf(row), (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(row.scorer.name, 80), why, links(row)].filter(Boolean).join(' · ');
}
function regressedBlock(regressions, cases, shown = REGRESSED_SHOWN) {
	const partial = (cases?.list ?? []).filter((c) => c.passed > 0 && c.passed < c.ran);
	const failed = regressions?.failed() ?? [];
	const failedTotal = regressions?.failedTotal ?? 0;
	const noVerdictTotal = regressions?.noVerdictTotal ?? 0;
	if (!failedTotal && !partial.length && !noVerdictTotal)
		return '';
	const items = [];
	let room = shown;
	const take = (list, item) => {
		const some = list.slice(0, Math.max(0, room));
		room -= some.length;
		items.push(...some.map((t) => `- ${item(t)}`));
		return some.length;
	};
	const failedShown = take(failed, failedItem);
	const partialShown = take(partial, (c) => `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(c.name, 150)}** passed ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(c.passed)} of ${count(c.ran, 'attempt', 'attempts')} (${count(c.minPass, 'pass', 'passes')} needed)`);
	const noVerdictShown = take(regressions?.noVerdict() ?? [], noVerdictItem);
	const left = [
		[failedTotal - failedShown, 'regressed'],
		[partial.length - partialShown, 'partly passed'],
		[noVerdictTotal - noVerdictShown, 'without a verdict'],
	].filter(([n]) => n > 0);
	const total = left.reduce((n, [k]) => n + k, 0);
	const rest = total
		? `_… and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(total)} more not listed (${left.map(([n, what]) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.K9)(n)} ${what}`).join(', ')}): every judgement is in the \`results\` output._`
		: '';
	return [
		'#### Regressed runs',
		'Worst first: the failed judgements, then the cases that passed only some of their attempts, then the runs without a verdict.',
		items.join('\n'),
		rest,
	]
		.filter(Boolean)
		.join('\n\n');
}
function regressionOf(row) {
	return {
		run_id: row.runId,
		title: row.title,
		scorer_id: row.scorer.id,
		scorer: row.scorer.name,
		score: row.score,
		threshold: row.threshold,
		reason: firstLine(row.reason) ?? null,
		session_link: row.link ?? null,
		scoring_run_id: row.scoringRunId ?? null,
		...(row.scoringLink ? { scoring_link: row.scoringLink } : {}),
	};
}
function carriedText(v) {
	if (v.status === undefined)
		return '❌ no gate check on its head';
	if (v.status !== 'completed')
		return '⏳ its gate has not finished';
	if (v.conclusion === 'success')
		return '✅ passed';
	if (v.conclusion === 'neutral')
		return '⚪ nothing to judge (counts as passed)';
	if (v.conclusion === 'failure')
		return '❌ failed';
	return `❌ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(v.conclusion ?? 'no conclusion', 40)}`;
}
function mergeGroupReport(input) {
	const icon = input.conclusion === 'success' ? '✅' : '❌';
	const rows = input.verdicts.map((v) => {
		const check = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(v.url);
		return `| #${v.number} | \`${shortSha(v.sha)}\` | ${carriedText(v)}${check ? ` ([check](${check}))` : ''} |`;
	});
	return [
		`### ${icon} ${input.title}`,
		`A merge group: each pull request's last verdict of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(input.checkName, 100)} on its head is carried over; nothing is judged again.`,
		rows.length ? ['| Pull request | Head | Verdict |', '|---|---|---|', ...rows].join('\n') : '',
		input.failing.length ? `The group fails: ${input.failing.join('; ')}.` : '',
	]
		.filter(Boolean)
		.join('\n\n');
}


}),

2023:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	kg: () => (deltaPoints),
	ol: () => (baselineRate),
	vT: () => (rateHere)
});
function rateHere(c) {
	const total = c.passed + c.failed + c.noVerdict;
	return total ? c.passed / total : null;
}
function baselineRate(c) {
	if (typeof c.baseline === 'string')
		return undefined;
	return c.baseline.total ? c.baseline.passed / c.baseline.total : null;
}
function deltaPoints(c) {
	const rate = rateHere(c);
	const baseline = baselineRate(c);
	if (rate === null || baseline === null || baseline === undefined)
		return undefined;
	const value = Math.round(Math.abs(rate - baseline) * 1000) / 10;
	return rate < baseline ? -value : value;
}


}),

6829:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	AO: () => (NO_RUNS_COLOUR),
	C_: () => (renderGateReport),
	Gp: () => (xyChart),
	I4: () => (PASSED_COLOUR),
	RN: () => (GateRows),
	Tq: () => (checkTitle),
	Zz: () => (ranges),
	_Q: () => (shownTitle),
	eh: () => (summarize)
});
var _gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3079);
var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1509);


const GATE_LIMIT = 65_000;
const CASES_MAX = 15_000;
function summarize(rows, minPassRate) {
	const table = rows instanceof GateRows ? rows : GateRows.of(rows);
	const { runs: total, runsPassed: passed } = table;
	const passRate = total ? passed / total : null;
	const conclusion = passRate === null ? 'neutral' : passRate + _gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.p8 >= minPassRate ? 'success' : 'failure';
	const judgements = table.total > total ? { judgements: { passed: table.count('pass'), total: table.total } } : {};
	return { conclusion, passed, failed: total - passed, total, passRate, minPassRate, ...judgements };
}
function checkTitle(summary) {
	const below = (summary.scorers ?? []).filter(_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.Bs).length;
	const worse = below
		? ` — ${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.U9)(below, 'scorer', 'scorers')} below ${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.Ri)(summary.baseline)}`
		: '';
	const stopped = summary.stopped ? ' — stopped before every attempt ran' : '';
	const { cases } = summary;
	if (cases) {
		return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.K9)(cases.passed)} of ${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.U9)(cases.total, 'case', 'cases')} passed (${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.fj)(cases.list)})${worse}${stopped}`;
	}
	if (!summary.total || summary.passRate === null)
		return 'No runs to judge';
	const noun = summary.of === 'judgements' ? 'judgement' : 'run';
	const counted = summary.total === 1 ? noun : `${noun}s`;
	const { judgements } = summary;
	const also = judgements ? `; ${judgements.passed} of ${judgements.total} judgements` : '';
	return `${summary.passed} of ${summary.total} ${counted} passed (${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.KN)(summary.passRate)}${also})${worse}`;
}
const CONCLUSION_ICON = {
	success: '✅',
	failure: '❌',
	neutral: '⚪',
};
const OUTCOME = {
	pass: '✅ pass',
	fail: '❌ fail',
	error: '⚠️ error',
	pending: '⏳ pending',
};
function rateLine(table, summary) {
	const min = `**${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.KN)(summary.minPassRate)}** (\`min-pass-rate\`)`;
	const parts = [
		[table.count('fail'), 'below the threshold'],
		[table.count('error'), 'judge error'],
		[table.count('pending'), 'without a verdict'],
	];
	const notPassed = parts
		.filter(([n]) => n > 0)
		.map(([n, what]) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.K9)(n)} ${what}`)
		.join(', ');
	const { cases } = summary;
	if (cases) {
		const rate = cases.total ? cases.passed / cases.total : 0;
		const verb = rate + _gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.p8 >= summary.minPassRate ? 'meets' : 'is below';
		const attempts = `Attempts: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.K9)(summary.passed)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.K9)(summary.total)} passed`;
		const stopped = summary.stopped
			? ` The benchmarks stopped before every attempt ran: ${summary.stopped}.`
			: '';
		return `Cases passed **${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.KN)(rate)}** ${verb} the minimum of ${min}. ${attempts}${notPassed ? `; judgements not passed: ${notPassed}` : ''}.${stopped}`;
	}
	if (summary.passRate === null)
		return `Nothing to judge, so the gate is neutral; the minimum is ${min}.`;
	const verb = summary.passRate + _gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.p8 >= summary.minPassRate ? 'meets' : 'is below';
	const which = summary.judgements ? 'Judgements not passed' : 'Not passed';
	return `Pass rate **${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.KN)(summary.passRate)}** ${verb} the minimum of ${min}.${notPassed ? ` ${which}: ${notPassed}.` : ''}`;
}
function dispatchText(row) {
	const what = row.dispatch === undefined
		? ''
		: row.dispatch === 'already_in_flight'
			? 'already in flight'
			: (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.mG)(row.dispatch, 40);
	const error = row.dispatchError ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.mG)(row.dispatchError, 200) : '';
	if (what && error)
		return `${what}: ${error}`;
	return what || error || '—';
}
function classificationText(row) {
	if (row.verdict === 'error')
		return 'failed judge';
	if (row.verdict === 'pending')
		return 'no verdict';
	return row.classification === null || row.classification.trim() === ''
		? '—'
		: (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.mG)(row.classification, 80);
}
const TITLE_MAX = 150;
function shownTitle(title) {
	return (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.Bq)(title, TITLE_MAX);
}
function runCell(row) {
	const title = row.title.trim() ? row.title : row.runId;
	const url = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.Pl)(row.link);
	return url ? `[${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.yX)(title, TITLE_MAX)}](${url})` : (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.mG)(title, TITLE_MAX);
}
function tableHeader(withDispatch) {
	return withDispatch
		? '| Run | Scorer | Classification | Score | Threshold | Outcome | Dispatch |\n|---|---|---|--:|--:|---|---|'
		: '| Run | Scorer | Classification | Score | Threshold | Outcome |\n|---|---|---|--:|--:|---|';
}
function tableRow(row, withDispatch) {
	const cells = [
		runCell(row),
		(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.mG)(row.scorer.name, 80),
		classificationText(row),
		(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__._)(row.score),
		(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__._)(row.threshold),
		OUTCOME[row.verdict] ?? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.mG)(String(row.verdict), 20),
	];
	if (withDispatch)
		cells.push(dispatchText(row));
	return `| ${cells.join(' | ')} |`;
}
const FENCE_SLACK = 24;
const MIN_REASON = 300;
const priority = (row) => (row.verdict === 'pass' ? 1 : 0);
function byPriority(items) {
	return [...items].sort((a, b) => priority(a.row) - priority(b.row) || a.index - b.index);
}
class GateRows {
	limit;
	total = 0;
	withDispatch = false;
	counts = new Map();
	runsSeen = new Map();
	notPassed = [];
	notPassedSize = 0;
	notPassedCut = false;
	passes = [];
	passesSize = 0;
	passesCut = false;
	constructor(limit = GATE_LIMIT) {
		this.limit = limit;
	}
	static of(rows, limit = GATE_LIMIT) {
		const table = new GateRows(limit);
		for (const row of rows)
			table.add(row);
		return table;
	}
	add(row) {
		const index = this.total++;
		this.counts.set(row.verdict, (this.counts.get(row.verdict) ?? 0) + 1);
		this.runsSeen.set(row.runId, (this.runsSeen.get(row.runId) ?? true) && row.verdict === 'pass');
		if (row.dispatch !== undefined || row.dispatchError)
			this.withDispatch = true;
		if (row.verdict === 'pass' ? this.passesCut : this.notPassedCut)
			return;
		const size = tableRow(row, false).length + 1;
		if (row.verdict !== 'pass') {
			if (this.notPassedSize + size > this.limit) {
				this.notPassedCut = true;
				this.passes = [];
				this.passesSize = 0;
				this.passesCut = true;
				return;
			}
			this.notPassed.push({ row, index, size });
			this.notPassedSize += size;
			while (this.passes.length && this.notPassedSize + this.passesSize > this.limit) {
				this.passesSize -= this.passes.pop().size;
				this.passesCut = true;
			}
		}
		else {
			if (this.notPassedSize + this.passesSize + size > this.limit) {
				this.passesCut = true;
				return;
			}
			this.passes.push({ row, index, size });
			this.passesSize += size;
		}
	}
	count(verdict) {
		return this.counts.get(verdict) ?? 0;
	}
	get runs() {
		return this.runsSeen.size;
	}
	runPassed(runId) {
		return this.runsSeen.get(runId);
	}
	runIds() {
		return [...this.runsSeen.keys()];
	}
	get runsPassed() {
		let passed = 0;
		for (const pass of this.runsSeen.values())
			if (pass)
				passed++;
		return passed;
	}
	get cut() {
		return this.notPassedCut || this.passesCut;
	}
	kept() {
		return this.keptItems().map((k) => k.row);
	}
	keptItems() {
		const all = [...this.notPassed, ...this.passes].sort((a, b) => a.index - b.index);
		return all.map(({ row, index }) => ({ row, index }));
	}
}
function fitTable(rows, budget) {
	const { withDispatch } = rows;
	const header = tableHeader(withDispatch);
	const items = rows.keptItems().map(({ row, index }) => ({ row, index, line: tableRow(row, withDispatch) }));
	const fullTable = header.length + items.reduce((n, i) => n + i.line.length + 1, 0);
	let kept = items;
	let moreRows = '';
	if (rows.total && (rows.cut || fullTable > budget)) {
		const chosen = new Set();
		let used = header.length + 200;
		for (const item of byPriority(items)) {
			if (used + item.line.length + 1 > budget)
				break;
			used += item.line.length + 1;
			chosen.add(item.index);
		}
		kept = items.filter((i) => chosen.has(i.index));
		const left = rows.total - kept.length;
		const passes = rows.count('pass') - kept.filter((i) => i.row.verdict === 'pass').length;
		moreRows = `_… and ${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.U9)(left, 'more run', 'more runs')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.K9)(passes)} passed, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.K9)(left - passes)} not passed) left out: the summary is full._`;
	}
	const table = rows.total ? [header, ...kept.map((i) => i.line)].join('\n') : '';
	return { kept, table, moreRows };
}
function fitCharts(trends, budget, lead) {
	const charts = [];
	let used = 0;
	let chartsLeftOut = 0;
	for (const trend of trends) {
		const chart = charts.length || !lead ? renderTrendChart(trend) : `${lead}\n\n${renderTrendChart(trend)}`;
		if (chartsLeftOut === 0 && chart.length + 2 + 120 <= budget - used) {
			charts.push(chart);
			used += chart.length + 2;
		}
		else
			chartsLeftOut++;
	}
	const moreCharts = chartsLeftOut
		? `_${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.U9)(chartsLeftOut, 'trend chart', 'trend charts')} left out: the summary is full._`
		: '';
	return { charts, moreCharts, used: used + moreCharts.length + 2 };
}
function fitReasons(kept, budget) {
	const reasons = kept
		.filter((i) => i.row.reason?.trim())
		.map((i) => {
		const title = i.row.title.trim() ? i.row.title : i.row.runId;
		const open = `<details><summary>Reason: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.js)(title, TITLE_MAX)} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.js)(i.row.scorer.name, 80)}</summary>\n\n`;
		return { ...i, open, text: (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.bp)(i.row.reason?.trim() ?? '') };
	});
	const close = '\n\n</details>';
	const block = (r, room) => `${r.open}${r.text.length <= room ? r.text : (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.Jj)(r.text, room, 'The reason')}${close}`;
	const size = (r, cap) => r.open.length + Math.min(r.text.length, cap) + FENCE_SLACK + close.length + 2;
	if (reasons.reduce((n, r) => n + size(r, Infinity), 0) <= budget) {
		return { blocks: reasons.map((r) => block(r, Infinity)), moreReasons: '' };
	}
	const room = budget - 120;
	const chosen = new Set();
	let used = 0;
	for (const r of byPriority(reasons)) {
		if (used + size(r, MIN_REASON) > room)
			break;
		used += size(r, MIN_REASON);
		chosen.add(r.index);
	}
	const shown = reasons.filter((r) => chosen.has(r.index));
	const total = (c) => shown.reduce((n, r) => n + size(r, c), 0);
	let [lo, hi] = [MIN_REASON, Math.max(MIN_REASON, ...shown.map((r) => r.text.length))];
	while (lo < hi) {
		const mid = Math.ceil((lo + hi) / 2);
		if (total(mid) <= room)
			lo = mid;
		else
			hi = mid - 1;
	}
	const left = reasons.length - shown.length;
	return {
		blocks: shown.map((r) => block(r, lo)),
		moreReasons: left ? `_${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.U9)(left, 'reason', 'reasons')} left out: the summary is full._` : '',
	};
}
function checkRunLine(url) {
	const safe = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.Pl)(url);
	return safe && /^https:\/\//i.test(safe) ? `Details in the [check run](${safe}).` : '';
}
const LAG_NOTE = "_The charts below are the service's own count of live scores, read after the verdicts above, as of the time under each: a verdict it had not counted by then is not in them._";
function renderGateReport(input, limit = GATE_LIMIT) {
	const { summary } = input;
	const rows = input.rows instanceof GateRows ? input.rows : GateRows.of(input.rows, limit);
	if (rows.limit < limit)
		throw new Error(`the rows were kept for ${rows.limit} characters, not ${limit}`);
	const join = (parts) => parts.filter((p) => p !== '').join('\n\n');
	const head = join([
		`### ${CONCLUSION_ICON[summary.conclusion]} ${checkTitle(summary)}`,
		rateLine(rows, summary),
		checkRunLine(input.checkRun),
		(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__._d)(summary),
		(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.H8)(summary.cases, CASES_MAX),
		(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.AH)(input.regressions, summary.cases),
	]);
	const tail = join([
		input.note?.trim() ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.Jj)((0,_format_js__WEBPACK_IMPORTED_MODULE_1__.bp)(input.note.trim()), 4_000, 'The note') : '',
		`<sub>Judged at ${new Date(input.now).toISOString().slice(0, 10)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.fU)(input.now)}.</sub>`,
	]);
	let budget = limit - head.length - tail.length - 40;
	const { kept, table, moreRows } = fitTable(rows, budget);
	budget -= table.length + moreRows.length + 4;
	const { charts, moreCharts, used } = fitCharts(input.trends, budget, rows.total ? LAG_NOTE : '');
	budget -= used;
	const { blocks, moreReasons } = fitReasons(kept, budget);
	const body = join([head, table, moreRows, ...blocks, moreReasons, ...charts, moreCharts, tail]);
	return body.length <= limit ? body : (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.Jj)(body, limit, 'The report');
}
const DAY = 86_400_000;
function isoDate(ms) {
	return new Date(ms).toISOString().slice(0, 10);
}
function periodLabel(start, groupBy, full) {
	const ms = Date.parse(start);
	if (Number.isNaN(ms))
		return undefined;
	if (groupBy === 'month')
		return isoDate(ms).slice(0, 7);
	const day = groupBy === 'week' ? ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY : ms;
	return full ? isoDate(day) : isoDate(day).slice(5);
}
function periodLabels(trend) {
	const series = trend.response.series;
	const make = (full) => series.map((p, i) => periodLabel(p.period_start, trend.groupBy, full) ?? `#${i + 1}`);
	const distinct = (labels) => new Set(labels).size === labels.length;
	let labels = make(false);
	if (!distinct(labels))
		labels = make(true);
	if (!distinct(labels))
		labels = labels.map((l, i) => `${l} #${i + 1}`);
	return labels;
}
function ranges(labels, indexes, max = 12) {
	const runs = [];
	for (const i of indexes) {
		const last = runs.at(-1);
		if (last && last[1] === i - 1)
			last[1] = i;
		else
			runs.push([i, i]);
	}
	const text = runs
		.slice(0, max)
		.map(([a, b]) => (a === b ? labels[a] : `${labels[a]}–${labels[b]}`))
		.join(', ');
	return runs.length > max ? `${text} and ${runs.length - max} more` : text;
}
const UNIT = { day: 'day', week: 'week', month: 'month' };
const MAX_LABELS = 15;
function shownLabels(n) {
	if (n <= MAX_LABELS)
		return Array.from({ length: n }, () => true);
	const k = Math.ceil((n - 1) / (MAX_LABELS - 1));
	const shown = Array.from({ length: n }, (_, i) => i % k === 0);
	const rest = (n - 1) % k;
	if (rest !== 0 && 2 * rest <= k)
		shown[n - 1 - rest] = false;
	shown[n - 1] = true;
	return shown;
}
function hiddenLabels(count) {
	const width = Math.max(1, Math.ceil(Math.log2(count)));
	return Array.from({ length: count }, (_, i) => i.toString(2).padStart(width, '0').replace(/0/g, '\u200B').replace(/1/g, '\u200C'));
}
const PASSED_COLOUR = '#2F81F7';
const THRESHOLD_COLOUR = '#CF222E';
const NO_RUNS_COLOUR = '#D0D7DE';
function mermaidText(text) {
	return text.replace(/["#&<>%]/g, (c) => `#${c.charCodeAt(0)};`);
}
const quote = (text) => `"${mermaidText(text.replace(/\s+/g, ' ').trim())}"`;
function xyChart(chart) {
	const shown = shownLabels(chart.labels.length);
	const hidden = hiddenLabels(shown.filter((s) => !s).length);
	let nextHidden = 0;
	const axis = chart.labels.map((label, i) => quote(shown[i] ? label : hidden[nextHidden++]));
	return [
		'```mermaid',
		'---',
		'config:',
		'  themeVariables:',
		'    xyChart:',
		`      plotColorPalette: "${chart.plots.map((p) => p.colour).join(', ')}"`,
		'---',
		'xychart-beta',
		`    title ${quote(chart.title)}`,
		`    x-axis [${axis.join(', ')}]`,
		`    y-axis "${chart.axis.name}" 0 --> ${chart.axis.top}`,
		...chart.plots.map((p) => `    ${p.kind} [${p.values.join(', ')}]`),
		'```',
	].join('\n');
}
function countedAt(response) {
	const end = Date.parse(response.end_date);
	return Number.isNaN(end) ? '' : `, as the service counted it at ${isoDate(end)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.fU)(end)}`;
}
function renderTrendChart(trend) {
	const { response, groupBy } = trend;
	const series = response.series;
	const unit = UNIT[groupBy] ?? groupBy;
	const threshold = (0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.JB)(Math.min(1, Math.max(0, trend.threshold)));
	const scored = response.pass_count + response.fail_count;
	const caption = response.pass_rate === null
		? `Pass rate over the window${countedAt(response)}: no scored runs in the window — minimum pass rate ${threshold}%`
		: `Pass rate over the window${countedAt(response)}: ${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.KN)(response.pass_rate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.K9)(response.pass_count)} of ${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.U9)(scored, 'scored run', 'scored runs')}) — minimum pass rate ${threshold}%`;
	const scorer = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__.U_)(trend.scorerName, 80);
	if (!series.length)
		return `_No ${unit}s to chart for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__.mG)(trend.scorerName, 80)}._\n\n${caption}`;
	const start = Date.parse(response.start_date);
	const end = Date.parse(response.end_date);
	const days = Math.round((end - start) / DAY);
	const span = groupBy === 'day' && Number.isFinite(days) && days > 0
		? (0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.U9)(days, 'day', 'days')
		: (0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.U9)(series.length, unit, `${unit}s`);
	const labels = periodLabels(trend);
	const empty = series.flatMap((p, i) => (p.pass_rate === null ? [i] : []));
	const values = series.map((p) => p.pass_rate === null ? 0 : (0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.JB)(Math.min(1, Math.max(0, p.pass_rate))));
	const plots = [
		...(empty.length
			? [
				{
					kind: 'bar',
					colour: NO_RUNS_COLOUR,
					values: series.map((p) => (p.pass_rate === null ? 100 : 0)),
				},
			]
			: []),
		{ kind: 'bar', colour: PASSED_COLOUR, values },
		{ kind: 'line', colour: THRESHOLD_COLOUR, values: values.map(() => threshold) },
	];
	const chart = xyChart({
		title: `Pass rate: ${scorer} (last ${span}, by ${unit})`,
		labels,
		axis: { name: 'Pass rate (%)', top: 100 },
		plots,
	});
	const legend = [
		`Blue bars: the share of scored runs that passed, by ${unit} (a ${unit} whose runs all failed shows only the thin base every bar stands on).`,
		...(empty.length ? [`Grey columns: ${unit}s without scored runs.`] : []),
		`Red line: the minimum pass rate, ${threshold}%.`,
	].join(' ');
	const gaps = !empty.length
		? ''
		: empty.length === series.length
			? `No ${unit} had scored runs.`
			: `${(0,_gate_evidence_js__WEBPACK_IMPORTED_MODULE_0__.U9)(empty.length, unit, `${unit}s`)} without scored runs: ${ranges(labels, empty)}.`;
	return [chart, legend, caption, gaps].filter(Boolean).join('\n\n');
}


}),

7130:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	HN: () => (planLines),
	NF: () => (renderSchedulesApply),
	O: () => (renderSchedulesFileErrors),
	Sz: () => (metadataFoundLine),
	Wb: () => (renderSchedulesPlan),
	ZA: () => (offDefaultLine),
	vd: () => (noMetadataLine)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);
var _cron_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3678);


const LABEL = {
	create: '➕ create',
	update: '✏️ update',
	pause: '⏸️ pause',
	resume: '▶️ resume',
	delete: '🗑️ delete',
	kept: '📌 not in the file, kept',
	unchanged: '✅ unchanged',
};
const COUNTED = [
	['create', 'to create'],
	['update', 'to update'],
	['pause', 'to pause'],
	['resume', 'to resume'],
	['delete', 'to delete'],
	['kept', 'not in the file (kept)'],
	['unchanged', 'unchanged'],
];
function value(v) {
	if (v === undefined || v === null)
		return '_none_';
	return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(typeof v === 'string' ? v : JSON.stringify(v), 120, false);
}
function when(item) {
	return item.schedule ? `${(0,_cron_js__WEBPACK_IMPORTED_MODULE_1__.MX)(item.schedule)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(item.cron, 60)})` : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(item.cron, 60);
}
function next(item, now) {
	if (item.action === 'delete')
		return '–';
	if (item.nextRun === null)
		return 'paused';
	return `${(0,_cron_js__WEBPACK_IMPORTED_MODULE_1__.n$)(item.nextRun)} (${(0,_cron_js__WEBPACK_IMPORTED_MODULE_1__.PI)(item.nextRun, now)})`;
}
function counts(items) {
	return COUNTED.map(([action, words]) => [items.filter((i) => i.action === action).length, words])
		.filter(([n]) => n > 0)
		.map(([n, words]) => `${n} ${words}`)
		.join(', ');
}
function table(items, now, extra) {
	const head = extra
		? '| Schedule | Plan | When | Next run | Result |'
		: '| Schedule | Plan | When | Next run |';
	const rule = extra ? '|---|---|---|---|---|' : '|---|---|---|---|';
	return [
		head,
		rule,
		...items.map((i) => `| ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(i.name, 100)} | ${LABEL[i.action]}${i.adopted ? ' (adopt)' : ''} | ${when(i)} | ${next(i, now)} |${extra ? ` ${extra(i)} |` : ''}`),
	];
}
function details(items) {
	const lines = [];
	for (const item of items) {
		if (!item.changes.length && !item.note)
			continue;
		lines.push('', `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(item.name, 100, false)}** (${item.action})`);
		for (const c of item.changes)
			lines.push(`- ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Od)(c.field)}: ${value(c.old)} → ${value(c.new)}`);
		if (item.note)
			lines.push(`- _${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.Od)(item.note)}_`);
	}
	return lines.length ? ['', '#### Changes', ...lines] : [];
}
function others(plan) {
	if (!plan.others)
		return [];
	const n = plan.others;
	return [
		'',
		`_${n} other schedule${n === 1 ? '' : 's'} of the team (another repository's or made by hand) ${n === 1 ? 'is' : 'are'} left alone._`,
	];
}
function noMetadataLine(why) {
	const evidence = why.seen === 'list'
		? "no schedule it lists carries any, though this repository's were created with it"
		: `its answer to the ${why.action} of ${JSON.stringify(why.name)} lacks the metadata it was sent`;
	return `the service keeps no schedule metadata (${evidence}): the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change`;
}
function metadataFoundLine(found) {
	return `the service keeps schedule metadata after all (its answer to the ${found.action} of ${JSON.stringify(found.name)} carries what it was sent): the schedules of the file that lack their record get it back`;
}
function noMetadata(shown) {
	if (!shown)
		return [];
	return [
		'',
		'_The service keeps no schedule metadata: the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change._',
	];
}
function offDefaultLine(at) {
	const branch = at.defaultBranch ? ` (${at.defaultBranch})` : '';
	const unknown = at.defaultBranch ? '' : ' (the event names no default branch)';
	return `schedules are applied on the default branch${branch} only, and this ${at.event} run is on ${at.ref ?? 'no ref'}${unknown}`;
}
function offDefault(at) {
	if (!at)
		return [];
	const branch = at.defaultBranch ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(at.defaultBranch, 100, false)})` : '';
	const ref = at.ref ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(at.ref, 200, false) : 'no ref';
	return [
		'',
		`_Planned only: schedules are applied on the default branch${branch} only, and this ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(at.event, 60, false)} run is on ${ref}${at.defaultBranch ? '' : ' (the event names no default branch)'}. Nothing was applied._`,
	];
}
function renderSchedulesPlan(plan, now, options = {}) {
	const title = options.drift ? '### Scheduled agents: drift' : '### Scheduled agents: plan';
	const summary = plan.changes
		? options.drift
			? `The service differs from ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(plan.file, 200, false)} on the default branch (changed outside the file, or not applied): ${counts(plan.items)}.`
			: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(plan.file, 200, false)} against the service: ${counts(plan.items)}.`
		: `No changes: the service matches ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(plan.file, 200, false)}${plan.items.length ? ` (${counts(plan.items)})` : ''}.`;
	return [
		title,
		'',
		summary,
		...offDefault(options.planOnly),
		...(plan.items.length ? ['', ...table(plan.items, now)] : []),
		...details(plan.items),
		...others(plan),
		...noMetadata(plan.metadataKept === false),
	].join('\n');
}
const RESULT = {
	done: '✅ done',
	failed: '❌ failed',
	'not attempted': '⏭️ not attempted',
};
function renderSchedulesApply(plan, results, now, options = {}) {
	const done = results.filter((r) => r.status === 'done').length;
	const failed = results.filter((r) => r.status === 'failed').length;
	const skipped = results.length - done - failed;
	const summary = !results.length
		? `Nothing to apply: the service matches ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(plan.file, 200, false)}.`
		: `${done} of ${results.length} step${results.length === 1 ? '' : 's'} done` +
			(failed ? `, ${failed} failed` : '') +
			(skipped ? `, ${skipped} not attempted` : '') +
			(failed ? '. A re-run applies what is left.' : '.');
	const byItem = new Map(results.map((r) => [r.item, r]));
	const stepped = new Set(results.map((r) => r.item.id));
	const rows = [
		...results.map((r) => r.item),
		...plan.items.filter((i) => !byItem.has(i) && !(i.id !== undefined && stepped.has(i.id))),
	];
	const outcome = (item) => {
		const r = byItem.get(item);
		if (!r)
			return '–';
		return r.reason ? `${RESULT[r.status]}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(r.reason, 300)}` : RESULT[r.status];
	};
	return [
		failed ? '### Scheduled agents: applied in part' : '### Scheduled agents: applied',
		'',
		summary,
		...(rows.length ? ['', ...table(rows, now, outcome)] : []),
		...details(rows),
		...others(plan),
		...noMetadata((plan.metadataKept === false && options.metadataFound !== true) || options.metadataDropped === true),
	].join('\n');
}
const plain = (v) => (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.gO)(JSON.stringify(v ?? null), 100);
function planLines(plan) {
	return plan.items
		.filter((i) => i.action !== 'unchanged' && i.action !== 'kept')
		.map((i) => `${i.action} ${JSON.stringify(i.name)}${i.changes.length ? `: ${i.changes.map((c) => `${c.field} ${plain(c.old)} → ${plain(c.new)}`).join('; ')}` : ''}`);
}
function renderSchedulesFileErrors(file, problems) {
	return [
		'### Scheduled agents: the file has errors',
		'',
		`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(file, 200, false)} was not compared with the service, and nothing was sent: fix ${problems.length === 1 ? 'this' : `these ${problems.length}`} first.`,
		'',
		'| Line | Field | Problem |',
		'|---|---|---|',
		...problems.map((p) => `| ${p.line} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(p.field, 100)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(p.message, 500)} |`),
	].join('\n');
}


})

};

//# sourceMappingURL=142.index.js.map