export const id = 438;
export const ids = [438];
export const modules = {

4438:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);

__webpack_require__.d(__webpack_exports__, {
	reportCommand: () => (reportCommand),
	reportKey: () => (reportKey),
	snakeKeys: () => (snakeKeys)
});

var src_client = __webpack_require__(9434);
var format = __webpack_require__(1509);
var gate = __webpack_require__(6613);
var flow_report = __webpack_require__(9073);
var shared_runs = __webpack_require__(9187);
var credits = __webpack_require__(5522);
var origin = __webpack_require__(52);
var flow_schedules = __webpack_require__(8418);
var tickets = __webpack_require__(7097);
;







const PAGE_SIZE = 500;
const MAX_PAGES = 60;
const TOP_FAILURE_CODES = 5;
const TOP_COSTLIEST = 5;
const UNDATED_NAMED = 10;
const NO_CODE = '(no error code)';
const DAY = 86_400_000;
const TITLE_CHARS = 100;
const FAILED = new Set(['FAILED', 'ERROR']);
const hasEnded = (state) => shared_runs.kl.has(state);
function durationOf(run) {
	if (!hasEnded(run.state))
		return undefined;
	const fromRunTime = (0,format.pU)(run.run_time ?? undefined);
	if (fromRunTime !== undefined)
		return fromRunTime;
	const start = Date.parse(run.started_at ?? run.created_at);
	const end = Date.parse(run.finished_at ?? run.updated_at);
	return Number.isNaN(start) || Number.isNaN(end) || end < start ? undefined : end - start;
}
function linkOf(run) {
	const link = run.session_link;
	return typeof link === 'string' && /^https:\/\//i.test(link) ? link : undefined;
}
function weeklyRun(run) {
	const code = run.status_message?.error_code;
	return {
		id: run.run_id,
		link: linkOf(run),
		state: run.state,
		createdAt: Date.parse(run.created_at),
		credits: (0,credits.yq)(run),
		durationMs: durationOf(run),
		errorCode: FAILED.has(run.state) ? (typeof code === 'string' && code !== '' ? code : NO_CODE) : undefined,
		title: (0,format.gO)(run.title, TITLE_CHARS),
	};
}
function listWeeklyRuns(client, scope, since, signal) {
	const filter = 'repository' in scope ? ownMetadata(scope.repository) : undefined;
	return listRunsOf(client, filter, (run) => !filter || (0,src_client.hx)({ metadata: filter }, run), since, signal);
}
const ownMetadata = (repository) => ({ [origin.Ge.repo]: repository, [origin.Ge.source]: origin.u2 });
function listDispatchedWeeklyRuns(client, repository, since, signal) {
	const filter = { ticket_source: tickets.Eg };
	const own = ownMetadata(repository);
	return listRunsOf(client, filter, (run) => (0,tickets.sS)(run, repository) && !(0,src_client.hx)({ metadata: own }, run), since, signal);
}
async function ownedScheduleIds(client, repository, signal) {
	const { schedules } = await client.schedules.list({ signal });
	const name = repository.toLowerCase();
	return schedules.filter((item) => (0,flow_schedules.bf)(item)?.toLowerCase() === name).map((item) => item.id);
}
async function listScheduledWeeklyRuns(client, repository, scheduleIds, since, signal) {
	const own = ownMetadata(repository);
	let listing = {
		runs: [],
		pages: 0,
		scanned: false,
		truncated: false,
		undated: { count: 0, runs: [] },
	};
	for (const id of scheduleIds) {
		const mine = (run) => run.schedule?.schedule_id === id &&
			!(0,src_client.hx)({ metadata: own }, run) &&
			!(0,tickets.sS)(run, repository);
		listing = bothListings(listing, await listRunsOf(client, undefined, mine, since, signal, { schedule_id: id }));
	}
	return listing;
}
function bothListings(first, second) {
	const ids = new Set(first.runs.map((run) => run.id));
	const undatedIds = new Set(first.undated.runs.map((run) => run.run_id));
	const undated = second.undated.runs.filter((run) => !undatedIds.has(run.run_id));
	return {
		runs: [...first.runs, ...second.runs.filter((run) => !ids.has(run.id))],
		pages: first.pages + second.pages,
		scanned: first.scanned || second.scanned,
		truncated: first.truncated || second.truncated,
		undated: {
			count: first.undated.count + second.undated.count - (second.undated.runs.length - undated.length),
			runs: [...first.undated.runs, ...undated].slice(0, UNDATED_NAMED),
		},
	};
}
async function listRunsOf(client, filter, mine, since, signal, 
also = {}) {
	const query = {
		sort_by: 'created_at',
		sort_order: 'desc',
		limit: PAGE_SIZE,
		created_after: since,
		...also,
	};
	const bound = Date.parse(since);
	let scanned = false;
	let older = false;
	const runs = [];
	const undated = { count: 0, runs: [] };
	const seen = new Set();
	const see = (run, kept) => {
		const ofScope = mine(run);
		const created = (0,shared_runs.nR)(run.created_at);
		if (Number.isNaN(created)) {
			if (!ofScope || seen.has(run.run_id))
				return;
			seen.add(run.run_id);
			if (undated.count++ < UNDATED_NAMED) {
				undated.runs.push({
					run_id: run.run_id,
					title: (0,format.gO)(run.title, TITLE_CHARS),
					link: linkOf(run),
					created_at: (0,format.gO)(String(run.created_at), 40),
				});
			}
			return;
		}
		if (created < bound) {
			older = true;
			return;
		}
		if (!kept || !ofScope || seen.has(run.run_id))
			return;
		seen.add(run.run_id);
		runs.push(weeklyRun(run));
	};
	const read = async (metadata, cursor) => {
		older = false;
		const page = await client.runs.listPage({ ...query, ...(metadata ? { metadata: filter } : {}), ...(cursor ? { cursor } : {}) }, { signal }, (run) => see(run, false));
		for (const run of page.runs)
			see(run, true);
		return page;
	};
	let page;
	try {
		page = await read(filter !== undefined);
	}
	catch (err) {
		if (!(filter && err instanceof src_client.hD && err.errorCode === 'feature_not_available'))
			throw err;
		scanned = true;
		page = await read(false);
	}
	for (let pages = 1;; pages++) {
		if (page.foreign > 0)
			scanned = true;
		const cursor = page.page_info.has_next_page ? page.page_info.next_cursor : undefined;
		if (!cursor || older)
			return { runs, pages, scanned, truncated: false, undated };
		if (pages >= MAX_PAGES)
			return { runs, pages, scanned, truncated: true, undated };
		page = await read(filter !== undefined && !scanned, cursor);
	}
}
function quantile(sorted, p) {
	if (!sorted.length)
		return null;
	const rank = p * (sorted.length - 1);
	const low = Math.floor(rank);
	const high = Math.ceil(rank);
	return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}
function spread(values) {
	const sorted = [...values].sort((a, b) => a - b);
	return { count: sorted.length, median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
}
const roundCredits = (n) => Math.round(n * 100) / 100;
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);
function weeklyFigures(runs, window) {
	const states = {};
	let succeeded = 0;
	let failed = 0;
	let cancelled = 0;
	let ended = 0;
	let going = 0;
	let total = 0;
	let runsWithUsage = 0;
	const perRun = [];
	const durations = [];
	const codes = new Map();
	const days = new Map();
	for (let day = Date.parse(isoDate(window.since)); day <= window.until; day += DAY) {
		days.set(isoDate(day), { date: isoDate(day), runs: 0, credits: 0 });
	}
	for (const run of runs) {
		states[run.state] = (states[run.state] ?? 0) + 1;
		const end = hasEnded(run.state);
		if (end)
			ended++;
		if (run.state === 'SUCCEEDED')
			succeeded++;
		else if (FAILED.has(run.state))
			failed++;
		else if (run.state === 'CANCELLED')
			cancelled++;
		else if ((0,shared_runs.jf)(run.state))
			going++;
		if (run.credits !== undefined) {
			total += run.credits;
			runsWithUsage++;
			if (end)
				perRun.push(run.credits);
		}
		if (run.durationMs !== undefined)
			durations.push(run.durationMs);
		if (run.errorCode !== undefined) {
			const seen = codes.get(run.errorCode);
			if (!seen)
				codes.set(run.errorCode, { count: 1, newest: run });
			else {
				seen.count++;
				if (run.createdAt > seen.newest.createdAt)
					seen.newest = run;
			}
		}
		const day = days.get(isoDate(Math.max(window.since, Math.min(run.createdAt, window.until))));
		day.runs++;
		day.credits += run.credits ?? 0;
	}
	const ranked = [...codes.entries()]
		.sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : a > b ? 1 : 0))
		.slice(0, TOP_FAILURE_CODES)
		.map(([code, { count, newest }]) => ({
		code,
		count,
		example: { run_id: newest.id, link: newest.link },
	}));
	const creditSpread = spread(perRun);
	const costliest = runs
		.filter((run) => run.credits !== undefined)
		.sort((a, b) => b.credits - a.credits || b.createdAt - a.createdAt)
		.slice(0, TOP_COSTLIEST)
		.map((run) => ({
		run_id: run.id,
		title: run.title,
		link: run.link,
		state: run.state,
		credits: roundCredits(run.credits),
	}));
	return {
		since: new Date(window.since).toISOString(),
		until: new Date(window.until).toISOString(),
		days: Math.round((window.until - window.since) / DAY),
		runs: runs.length,
		states,
		ended,
		succeeded,
		failed,
		cancelled,
		going,
		successRate: ended ? succeeded / ended : null,
		credits: {
			total: roundCredits(total),
			runsWithUsage,
			perRun: {
				count: creditSpread.count,
				median: creditSpread.median === null ? null : roundCredits(creditSpread.median),
				p90: creditSpread.p90 === null ? null : roundCredits(creditSpread.p90),
			},
		},
		durationMs: spread(durations),
		failureCodes: ranked,
		otherFailures: failed - ranked.reduce((n, c) => n + c.count, 0),
		costliest,
		perDay: [...days.values()].map((d) => ({ ...d, credits: roundCredits(d.credits) })),
	};
}
function previousOf(figures) {
	return {
		since: figures.since,
		until: figures.until,
		runs: figures.runs,
		successRate: figures.successRate,
		credits: figures.credits.total,
		creditsMedian: figures.credits.perRun.median,
		durationMedianMs: figures.durationMs.median,
	};
}

var render_gate = __webpack_require__(6829);
;


function percent(fraction) {
	let p = Math.round(fraction * 1000) / 10;
	if (p >= 100 && fraction < 1)
		p = 99.9;
	if (p <= 0 && fraction > 0)
		p = 0.1;
	return `${p}%`;
}
function weekly_credits(n) {
	const rounded = Math.round(n * 100) / 100;
	const [whole, fraction] = String(Math.abs(rounded)).split('.');
	return `${rounded < 0 ? '-' : ''}${(0,format.K9)(Number(whole))}${fraction ? `.${fraction}` : ''}`;
}
const plural = (n, one, many = `${one}s`) => `${(0,format.K9)(n)} ${n === 1 ? one : many}`;
const when = (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
function spreadText(s, unit) {
	if (s.median === null || s.p90 === null)
		return '–';
	return `median ${unit(s.median)}, 90th percentile ${unit(s.p90)}`;
}
function headline(input) {
	const { figures, repository } = input;
	const whose = repository === undefined ? 'all runs of the team' : (0,format.mG)(repository, 140);
	return `## Cloud agent runs: ${whose}, last ${plural(figures.days, 'day')}`;
}
function overview(f) {
	const rows = [
		['Runs', (0,format.K9)(f.runs)],
		['Succeeded', (0,format.K9)(f.succeeded)],
		['Failed', (0,format.K9)(f.failed)],
		['Cancelled', (0,format.K9)(f.cancelled)],
		['Still going', (0,format.K9)(f.going)],
		[
			`Success rate${f.ended ? ` (of ${plural(f.ended, 'ended run')})` : ''}`,
			f.successRate === null ? '– (no run ended)' : percent(f.successRate),
		],
		[
			'Credits',
			f.credits.runsWithUsage
				? `${weekly_credits(f.credits.total)} in total (${plural(f.credits.runsWithUsage, 'run')} with usage)`
				: '– (the service listed no usage)',
		],
		['Credits per ended run', spreadText(f.credits.perRun, weekly_credits)],
		['Duration of ended runs', spreadText(f.durationMs, format.a3)],
	];
	return ['| Figure | Value |', '| --- | --: |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}
function statesTable(f) {
	const states = Object.entries(f.states).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
	if (!states.length)
		return '';
	return [
		'### Runs by state',
		'',
		'| State | Runs |',
		'| --- | --: |',
		...states.map(([state, n]) => `| ${(0,format.aY)(state, 40)} | ${(0,format.K9)(n)} |`),
	].join('\n');
}
function example(c) {
	const link = (0,format.Pl)(c.example.link);
	const id = (0,format.aY)(c.example.run_id, 80);
	return link ? `[${id}](${link})` : id;
}
function failuresTable(f) {
	if (!f.failed)
		return '';
	const lines = [
		'### Most frequent failure codes',
		'',
		'| Error code | Failed runs | Newest example |',
		'| --- | --: | --- |',
		...f.failureCodes.map((c) => `| ${(0,format.aY)(c.code, 80)} | ${(0,format.K9)(c.count)} | ${example(c)} |`),
	];
	if (f.otherFailures)
		lines.push('', `_${plural(f.otherFailures, 'more failed run')} with other codes._`);
	return lines.join('\n');
}
function runCell(run) {
	const link = (0,format.Pl)(run.link);
	const name = run.title ? (0,format.yX)(run.title, 100) : (0,format.aY)(run.run_id, 80);
	return link ? `[${name}](${link})` : run.title ? `${name} (${(0,format.aY)(run.run_id, 80)})` : name;
}
function undatedNote(undated) {
	if (!undated?.count)
		return '';
	const { count, runs } = undated;
	const named = runs.map((r) => `${runCell(r)} (${(0,format.aY)(r.created_at, 40, false)})`).join(', ');
	const more = count > runs.length ? `, and ${(0,format.K9)(count - runs.length)} more` : '';
	return `_Not counted: ${plural(count, 'run')} whose creation time (\`created_at\`) the service gave as no readable time:_ ${named}${more}.`;
}
function costliestTable(f) {
	if (!f.costliest.length)
		return '';
	return [
		'### The costliest runs',
		'',
		'| Run | State | Credits |',
		'| --- | --- | --: |',
		...f.costliest.map((r) => `| ${runCell(r)} | ${(0,format.aY)(r.state, 40)} | ${weekly_credits(r.credits)} |`),
	].join('\n');
}
function change(now, before) {
	if (before === 0)
		return '–';
	const p = Math.round(((now - before) / before) * 1000) / 10;
	return p === 0 ? '±0%' : `${p > 0 ? '+' : '−'}${Math.abs(p)}%`;
}
function pointsChange(now, before) {
	if (now === null || before === null)
		return '–';
	const p = Math.round((now - before) * 1000) / 10;
	return p === 0 ? '±0 points' : `${p > 0 ? '+' : '−'}${Math.abs(p)} points`;
}
function comparison(f, before) {
	const or = (value, show) => (value === null ? '–' : show(value));
	const both = (a, b) => (a === null || b === null ? '–' : change(a, b));
	const rows = [
		['Runs', (0,format.K9)(f.runs), (0,format.K9)(before.runs), change(f.runs, before.runs)],
		[
			'Success rate',
			or(f.successRate, percent),
			or(before.successRate, percent),
			pointsChange(f.successRate, before.successRate),
		],
		['Credits', weekly_credits(f.credits.total), weekly_credits(before.credits), change(f.credits.total, before.credits)],
		[
			'Credits per ended run (median)',
			or(f.credits.perRun.median, weekly_credits),
			or(before.creditsMedian, weekly_credits),
			both(f.credits.perRun.median, before.creditsMedian),
		],
		[
			'Duration of ended runs (median)',
			or(f.durationMs.median, format.a3),
			or(before.durationMedianMs, format.a3),
			both(f.durationMs.median, before.durationMedianMs),
		],
	];
	return [
		`### Against the ${plural(f.days, 'day')} before`,
		'',
		`| Figure | Last ${plural(f.days, 'day')} | ${when(before.since)} to ${when(before.until)} | Change |`,
		'| --- | --: | --: | --: |',
		...rows.map((r) => `| ${r.join(' | ')} |`),
	].join('\n');
}
function scorersTable(input) {
	if (input.factory === undefined || !input.scorers)
		return '';
	const lines = [
		`### Pass rate by scorer (factory ${(0,format.aY)(input.factory, 200, false)})`,
		'',
		'| Scorer | Pass rate | Scored runs |',
		'| --- | --: | --: |',
		...input.scorers.map((s) => `| ${(0,format.mG)(s.name, 80)} (#${s.id}) | ${s.passRate === null ? '–' : percent(s.passRate)} | ${(0,format.K9)(s.passed + s.failed)} |`),
	];
	return lines.join('\n');
}
function axisTop(max) {
	if (!(max > 0))
		return 1;
	const magnitude = 10 ** Math.floor(Math.log10(max));
	for (const step of [1, 2, 2.5, 5, 10])
		if (step * magnitude >= max)
			return step * magnitude;
	return 10 * magnitude;
}
function dayChart(title, axis, dates, values, idle = values.map(() => false)) {
	const top = axisTop(Math.max(0, ...values));
	return (0,render_gate.Gp)({
		title: (0,format.U_)(title, 120),
		labels: dayLabels(dates),
		axis: { name: axis, top },
		plots: [
			...(idle.some(Boolean)
				? [{ kind: 'bar', colour: render_gate.AO, values: idle.map((i) => (i ? top : 0)) }]
				: []),
			{ kind: 'bar', colour: render_gate.I4, values },
		],
	});
}
function dayLabels(dates) {
	const short = dates.map((d) => d.slice(5));
	return new Set(short).size === short.length ? short : [...dates];
}
function charts(f) {
	if (!f.runs || !f.perDay.length)
		return '';
	const dates = f.perDay.map((d) => d.date);
	const idle = f.perDay.map((d) => d.runs === 0);
	const idleDays = idle.flatMap((i, n) => (i ? [n] : []));
	const grey = idleDays.length ? ' Grey columns: days without runs.' : '';
	return [
		'### Per day (UTC)',
		'',
		dayChart('Runs created per day', 'Runs', dates, f.perDay.map((d) => d.runs), idle),
		'',
		`Blue bars: the runs created each day.${grey}`,
		'',
		dayChart('Credits per day', 'Credits', dates, f.perDay.map((d) => d.credits), idle),
		'',
		`Blue bars: the credits of the runs created each day, the usage so far of those still going (a day whose runs listed no usage shows only the thin base every bar stands on).${grey}`,
		...(idleDays.length
			? ['', `${plural(idleDays.length, 'day')} without runs: ${(0,render_gate.Zz)(dayLabels(dates), idleDays)}.`]
			: []),
	].join('\n');
}
function renderWeeklyReport(input) {
	const { figures } = input;
	const notes = [];
	if (input.scanned) {
		notes.push("_The service did not filter the runs by this repository's metadata: the team's runs were read and this repository's kept._");
	}
	if (input.truncated) {
		notes.push(`_The listing stopped after ${plural(input.truncated.pages, 'page')} (${(0,format.K9)(input.truncated.runs)} runs): runs of the window may be missing, and the days before it are not compared._`);
	}
	const undated = undatedNote(input.undated);
	if (undated)
		notes.push(undated);
	const { schedules } = input;
	if (schedules?.unread) {
		notes.push(`_The runs of the repository's scheduled agents are not counted: ${(0,format.mG)(schedules.unread, 500)}._`);
	}
	const scheduled = schedules?.count
		? `, and the runs of the ${plural(schedules.count, 'scheduled agent')} it manages`
		: '';
	const scope = input.repository === undefined
		? 'Every run of the team'
		: `Runs cloud-agent-action started for the repository, itself or through a factory${scheduled}`;
	return [
		headline(input),
		`_${scope}, created from ${when(figures.since)} to ${when(figures.until)}._`,
		...notes,
		overview(figures),
		input.previous ? comparison(figures, input.previous) : '',
		statesTable(figures),
		failuresTable(figures),
		costliestTable(figures),
		scorersTable(input),
		charts(figures),
	]
		.filter(Boolean)
		.join('\n\n');
}

;






const report_DAY = 86_400_000;
const DATA_KEYS = new Set(['states']);
function snakeKeys(value) {
	const convert = (v) => {
		if (Array.isArray(v))
			return v.map(convert);
		if (v === null || typeof v !== 'object')
			return v;
		return Object.fromEntries(Object.entries(v).map(([key, inner]) => [
			/^[a-z][A-Za-z0-9]*$/.test(key) ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key,
			DATA_KEYS.has(key) ? inner : convert(inner),
		]));
	};
	return convert(value);
}
async function reportCommand(step, inputs, options = {}) {
	const until = (options.now ?? Date.now)();
	const span = inputs.days * report_DAY;
	const start = until - span;
	const since = new Date(start).toISOString();
	const repository = options.all ? undefined : step.env.repository;
	const scope = repository === undefined ? { all: true } : { repository };
	const from = new Date(start - span).toISOString();
	const own = await listWeeklyRuns(step.client, scope, from, step.signal);
	let listing = own;
	let schedules = null;
	if (repository !== undefined) {
		listing = bothListings(own, await listDispatchedWeeklyRuns(step.client, repository, from, step.signal));
		const scheduled = await scheduledRuns(step, repository, from);
		schedules = scheduled.schedules;
		if (scheduled.listing)
			listing = bothListings(listing, scheduled.listing);
	}
	const current = listing.runs.filter((run) => run.createdAt >= start);
	const before = listing.runs.filter((run) => run.createdAt < start);
	step.host.log.info(`report: ${(0,format.LS)(current.length, 'run')} of ${repository ?? 'the team'} created since ${since}, ${before.length} in the ${(0,format.LS)(inputs.days, 'day')} before (${(0,format.LS)(listing.pages, 'page')} of runs${listing.scanned ? "; the service did not filter by metadata, so the team's runs were read" : ''}${listing.truncated ? '; stopped at the bound of pages' : ''})`);
	const { undated } = listing;
	if (undated.count) {
		const named = undated.runs.map((r) => `${r.run_id} (created_at "${r.created_at}")`).join(', ');
		const more = undated.count > undated.runs.length ? `, and ${undated.count - undated.runs.length} more` : '';
		step.host.log.warning(`report: ${undated.count} run${undated.count === 1 ? '' : 's'} skipped, the service gave no readable creation time: ${named}${more}`);
	}
	const figures = weeklyFigures(current, { since: start, until });
	const previous = listing.truncated
		? undefined
		: previousOf(weeklyFigures(before, { since: start - span, until: start }));
	const scorers = inputs.factory ? await scorerRates(step, inputs.factory, since) : [];
	const report = renderWeeklyReport({
		figures,
		repository,
		factory: inputs.factory,
		scorers,
		scanned: listing.scanned,
		truncated: listing.truncated ? { pages: listing.pages, runs: listing.runs.length } : undefined,
		undated,
		previous,
		schedules,
	});
	await (0,flow_report.Sy)(step.host, report);
	(0,flow_report.Kn)(step.host, {
		runs: String(figures.runs),
		'success-rate': figures.successRate === null ? '' : String(Math.round(figures.successRate * 10000) / 10000),
		'total-credits': String(figures.credits.total),
		figures: JSON.stringify(snakeKeys(json(figures, previous, repository, inputs.factory, scorers, listing, schedules))),
	});
	if (inputs.reportIssue !== undefined)
		await postReport(step, inputs.reportIssue, report);
}
function json(figures, previous, repository, factory, scorers, listing, schedules) {
	return {
		...figures,
		previous: previous ?? null,
		repository: repository ?? null,
		factory: factory ?? null,
		scorers,
		requests: { pages: listing.pages, scanned: listing.scanned, truncated: listing.truncated },
		undated: listing.undated,
		schedules,
	};
}
async function scheduledRuns(step, repository, from) {
	let ids;
	try {
		ids = await ownedScheduleIds(step.client, repository, step.signal);
	}
	catch (err) {
		if (err instanceof src_client.z4 || !(err instanceof src_client.tP))
			throw err;
		const unread = `the service's scheduled agents could not be listed (${err.message})`;
		step.host.log.warning(`report: the runs of the repository's scheduled agents are not counted: ${unread}`);
		return { schedules: { count: 0, unread } };
	}
	const listing = await listScheduledWeeklyRuns(step.client, repository, ids, from, step.signal);
	return { listing, schedules: { count: ids.length, unread: null } };
}
async function scorerRates(step, factory, since) {
	const { client, signal, host } = step;
	const { scorers, unmatched } = await client.scorers.list({ factory_uid: factory }, { signal });
	if (unmatched > 0) {
		host.log.warning(`the service answered ${unmatched} scorer${unmatched === 1 ? '' : 's'} of other factories (it did not filter by factory): left out`);
	}
	if (!scorers.length)
		host.log.warning(`factory "${factory}" has no scorers: no pass rate to show`);
	const rates = [];
	for (const scorer of scorers) {
		try {
			const metric = await client.scorers.passRate(scorer.id, { start_date: since, group_by_period: 'day' }, { signal });
			rates.push({
				id: scorer.id,
				name: (0,gate.W7)(scorer),
				passRate: metric.pass_rate ?? null,
				passed: metric.pass_count,
				failed: metric.fail_count,
			});
		}
		catch (err) {
			if (!(err instanceof src_client.Kf))
				throw err;
			host.log.warning(`the pass rate of ${(0,gate.W7)(scorer)} (#${scorer.id}) is left out of the report: ${err.message}`);
		}
	}
	return rates;
}
async function postReport(step, number, report) {
	if (!step.repository) {
		throw new Error(`${step.host.words.noGitHub}: the report cannot be posted on #${number}`);
	}
	let written;
	try {
		written = await (0,flow_report.b$)(step, number, reportKey(step.env), report);
	}
	catch (err) {
		throw new Error(`could not post the report on #${number}: ${err.message}`, { cause: err });
	}
	step.host.log.info(`report ${written.edited ? 'updated' : 'posted'} on #${number}${written.url ? `: ${written.url}` : ''}`);
}
function reportKey(env) {
	return `report:${env.workflowRunId}/${env.job}`;
}


})

};

//# sourceMappingURL=438.index.js.map