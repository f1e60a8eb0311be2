export const id = 181;
export const ids = [181];
export const modules = {

8181:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);

__webpack_require__.d(__webpack_exports__, {
	UNFINISHED_CHECK_TITLE: () => (UNFINISHED_CHECK_TITLE),
	reviewCommand: () => (reviewCommand),
	takesEnded: () => (takesEnded)
});

;
const review_schema_namespaceObject =JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/cloud-agent-action/cloud-agent-action/schemas/results/review.schema.json","title":"Review","description":"A review of a pull request\'s head: a summary, a verdict, the findings anchored to lines of the diff, and the fingerprints of earlier findings now fixed. The action, not the agent, posts it. Named by command: review.","type":"object","properties":{"summary":{"type":"string","minLength":1,"maxLength":4000,"description":"What the pull request does and what the review found, in a few sentences of markdown."},"verdict":{"enum":["correct","needs-changes"],"description":"correct: nothing blocks it; needs-changes: a finding should be fixed before it merges."},"reviewed_head":{"type":"string","pattern":"^[0-9a-f]{40}$","description":"The 40-character SHA of the commit reviewed: the head the instructions name."},"findings":{"type":"array","maxItems":100,"description":"One entry a problem, most important first.","items":{"type":"object","properties":{"path":{"type":"string","minLength":1,"maxLength":1000,"description":"The file\'s path in the repository, as the diff names it."},"line":{"type":"integer","minimum":1,"description":"The last line the finding is about: in the file at the head (side RIGHT), or at the base (side LEFT) for a removed line."},"start_line":{"type":"integer","minimum":1,"description":"The first line, when the finding covers several (in the same hunk as line)."},"side":{"enum":["LEFT","RIGHT"],"description":"RIGHT (the default): lines of the head; LEFT: lines the pull request removes."},"severity":{"enum":["critical","important","suggestion","nit"],"description":"critical: breaks something or is a security hole; important: a bug or a real risk; suggestion: a better way; nit: style."},"title":{"type":"string","minLength":1,"maxLength":200,"description":"The problem in one line: the same words for the same problem in a later review."},"body":{"type":"string","minLength":1,"maxLength":4000,"description":"Why it is a problem and how to fix it, in markdown."},"suggestion":{"type":"string","maxLength":4000,"description":"The exact text that replaces lines start_line to line (side RIGHT), without a code fence."},"confidence":{"type":"number","minimum":0,"maximum":1,"description":"How sure the agent is that this is a real problem, from 0 to 1."}},"required":["path","line","severity","title","body","confidence"],"additionalProperties":false}},"resolved":{"type":"array","maxItems":100,"items":{"type":"string","pattern":"^fp-[0-9a-f]{8}$"},"description":"The fingerprints (fp-…) of earlier findings this head fixes."}},"required":["summary","verdict","reviewed_head","findings","resolved"],"additionalProperties":false}');
var admission = __webpack_require__(1737);
var follow = __webpack_require__(5857);
var context = __webpack_require__(4227);
var flow_origin = __webpack_require__(52);
var credits = __webpack_require__(5522);
var result = __webpack_require__(3267);
var output_schema = __webpack_require__(7210);
var flow_prompt = __webpack_require__(2408);
var report = __webpack_require__(9073);
var flow_review = __webpack_require__(7154);
var start = __webpack_require__(2392);
var starters = __webpack_require__(338);
var state = __webpack_require__(7573);
var flow_step = __webpack_require__(6696);
var unanswered = __webpack_require__(3054);
var timing = __webpack_require__(8117);
var format = __webpack_require__(1509);
var render_marker = __webpack_require__(1376);
var render_review = __webpack_require__(8394);
var outcome = __webpack_require__(4189);
var runs = __webpack_require__(9187);
;























const REVIEW_ACTIONS = new Set(['opened', 'reopened', 'ready_for_review', 'synchronize']);
const PULL_EVENTS = new Set(['pull_request', 'pull_request_target']);
const reviewKey = (head) => `review:${head}`;
const findingKey = (fingerprint) => `finding:${fingerprint}`;
async function reviewCommand(step, inputs, options) {
	const { trigger, host, repository } = step;
	const number = trigger.number;
	if (!trigger.isPullRequest || number === undefined) {
		host.log.info(`the ${trigger.event || 'manual'} event is not about a pull request: nothing to review`);
		return;
	}
	if (!repository?.reviews)
		throw new outcome.dz('github-token', 'is required by command "review": the pull request is read from GitHub');
	const asked = options.post
		? await askedFor(step, inputs)
		: { by: 'comment', full: false };
	if (!asked)
		return;
	const port = await repository.reviews();
	const pull = await port.pull(number);
	if (asked.by === 'fix')
		return fixFromThread(step, inputs, port, pull, asked.request, options);
	const skip = await skipped(step, inputs, pull, asked);
	if (skip) {
		host.log.info(`not reviewing pull request #${number}: ${skip}`);
		return;
	}
	const self = await repository.self();
	const own = await ownReviews(step, port, number, self);
	const earlier = options.post ? own.find((r) => r.head === pull.headSha) : undefined;
	if (earlier) {
		host.log.info(`pull request #${number} already has this action's review of ${(0,render_review.h0)(pull.headSha)} (${earlier.url}): nothing new is posted`);
		await finishCheck(step, inputs, pull.headSha, earlier);
		(0,report.Kn)(host, { 'review-url': earlier.url, 'reviewed-head': pull.headSha });
		return;
	}
	const files = await port.compare(pull.baseSha, pull.headSha);
	if (!files)
		throw new Error(`GitHub has no compare of the pull request's base and head (${(0,render_review.h0)(pull.baseSha)}...${(0,render_review.h0)(pull.headSha)}); re-run the job once GitHub shows the pull request's new head`);
	if ((0,flow_review.allIgnored)(inputs.review.ignore, files)) {
		host.log.info(`not reviewing pull request #${number}: every changed file matches review-ignore (${files.length} file${files.length === 1 ? '' : 's'})`);
		return;
	}
	if (trigger.comment)
		await repository.react(trigger.comment, 'eyes');
	const threads = await findingThreads(step, port, number, self);
	const declined = await declinedBy(step, inputs, pull, threads);
	const since = await sinceLast(port, pull, await lastReviewed(step, number, self, own), asked);
	const rules = (0,flow_review.promptRules)(await readRules(step, port, pull, files, inputs.review.rulesFrom));
	const notice = (0,flow_review.rulesNotice)(rules);
	if (notice)
		host.log.warning(notice);
	await reviewHead(step, inputs, options, {
		port,
		pull,
		files,
		self,
		number,
		threads,
		declined,
		since,
		rules,
	});
}
const UNFINISHED_CHECK_TITLE = 'The review did not finish';
async function checkShown(step, name, head) {
	try {
		const [newest] = await step.repository.checkRuns(head, name);
		return !newest || (newest.status === 'completed' && newest.title !== UNFINISHED_CHECK_TITLE);
	}
	catch (err) {
		step.host.log.warning(`could not read the check runs of ${(0,render_review.h0)(head)} (${err.message}): the check "${name}" is taken as showing the review's outcome`);
		return true;
	}
}
async function ownReviews(step, port, number, self) {
	const reviews = await port.reviews(number);
	return reviews.flatMap((r) => {
		if (r.author.toLowerCase() !== self.toLowerCase())
			return [];
		const state = (0,render_marker.rH)(r.body, step.markerKey);
		if (!state)
			return [];
		const head = /^review:([0-9a-f]{40})$/.exec(state.key)?.[1];
		return head ? [{ ...r, head, ...(state.review ? { mark: state.review } : {}) }] : [];
	});
}
async function findingThreads(step, port, number, self) {
	try {
		return (0,flow_review.ownThreads)(await port.threads(number), self, (body) => (0,render_marker.rH)(body, step.markerKey)?.key);
	}
	catch (err) {
		step.host.log.warning(`could not read the review threads (${err.message}): earlier findings are not given to the agent, and no thread is resolved this time`);
		return [];
	}
}
async function declinedBy(step, inputs, pull, threads) {
	const askers = new Set(threads.flatMap((t) => t.replies.filter((r) => (0,flow_review.declines)(r.body)).map((r) => r.author.toLowerCase())));
	const counted = new Set();
	for (const login of askers) {
		if (login === pull.author.toLowerCase()) {
			counted.add(login);
			continue;
		}
		const access = await step.repository.access({ login }, inputs.conversation).catch(() => undefined);
		if (access?.allowed)
			counted.add(login);
	}
	return (0,flow_review.declinedFingerprints)(threads, (author) => counted.has(author.toLowerCase()));
}
async function sinceLast(port, pull, last, asked) {
	if (!last || last === pull.headSha)
		return undefined;
	if (asked.by === 'comment' && asked.full)
		return { from: last, files: undefined, full: 'asked' };
	const files = await port.compare(last, pull.headSha);
	return files ? { from: last, files } : { from: last, files: undefined, full: 'lost' };
}
async function lastReviewed(step, number, self, own) {
	try {
		const comments = await step.repository.markedComments(number, self, (body) => (0,render_marker.rH)(body, step.markerKey));
		const marked = comments.filter((c) => c.state.reviewed !== undefined).at(-1);
		if (marked)
			return marked.state.reviewed;
	}
	catch (err) {
		step.host.log.warning(`could not read the pull request's comments (${err.message}): the last review is taken from the reviews`);
	}
	return own.at(-1)?.head;
}
async function askedFor(step, inputs) {
	const { trigger, host, repository } = step;
	const rules = inputs.conversation;
	const comment = trigger.comment;
	if (!comment) {
		if (!PULL_EVENTS.has(trigger.event) || !REVIEW_ACTIONS.has(trigger.action ?? '')) {
			host.log.info(`the ${trigger.event}${trigger.action ? ` (${trigger.action})` : ''} event does not ask for a review: nothing to do`);
			return undefined;
		}
		return { by: 'event' };
	}
	const verb = (0,flow_review.reviewVerb)(comment.body, rules.triggerPhrase);
	if (verb?.verb === 'fix' && comment.kind !== 'review_comment') {
		host.log.info(`"${rules.triggerPhrase} fix" is a verb of the review only as a reply on a thread it opened: this comment is a plain request, for the run command`);
		return undefined;
	}
	if (!verb) {
		host.log.info(`the comment does not ask ${rules.triggerPhrase} for a review: nothing to do`);
		return undefined;
	}
	const ignored = (0,admission.fc)(step, comment, rules);
	if (ignored) {
		host.log.info(`not reviewing: ${ignored}`);
		return undefined;
	}
	const access = await repository.access({ login: comment.author, type: comment.authorType }, rules);
	if (!access.allowed) {
		host.log.warning(`not reviewing: ${access.reason}`);
		if (!access.quiet && rules.replyToRefused)
			await repository.reply(trigger.number, (0,admission.Kw)(comment.author, 'asking', rules));
		return undefined;
	}
	return verb.verb === 'fix' ? { by: 'fix', request: verb.request } : { by: 'comment', full: verb.full };
}
async function skipped(step, inputs, pull, asked) {
	const phrase = inputs.conversation.triggerPhrase;
	if (pull.state !== 'open')
		return `it is ${pull.state}`;
	if (asked.by !== 'event')
		return undefined;
	if (pull.draft)
		return `it is a draft (a comment \`${phrase} review\` asks for a review of a draft)`;
	if (inputs.conversation.allowUntrustedAuthors)
		return undefined;
	const access = await step.repository.access({ login: pull.author, type: pull.authorType }, inputs.conversation);
	if (access.allowed)
		return undefined;
	return `${access.reason}; a pull request by an author without ${inputs.conversation.allowedPermissions.join(', ')} permission is reviewed when a writer comments \`${phrase} review\``;
}
async function reviewHead(step, inputs, options, reviewing) {
	const { env, trigger, host } = step;
	const { pull, number, self } = reviewing;
	const schema = (0,output_schema.c_)(review_schema_namespaceObject, 'command', { kind: 'shipped', name: 'review' }, inputs.outputSchemaRetries ?? 1);
	const origin = (0,flow_origin.yv)(env, trigger, inputs);
	const starter = (0,starters.ds)(step, inputs.run, origin);
	step.state.save(state.c4.key, origin.key);
	step.state.save(state.c4.threadNumber, number);
	const reporter = (0,report.w0)(step, {
		enabled: inputs.comment && options.post,
		self,
		marker: { key: origin.key },
	});
	await reporter.findExisting();
	reviewing.reporter = reporter;
	const prompt = async () => [
		(0,flow_prompt.fn)({
			instructions: inputs.run.prompt.trim() || flow_review.DEFAULT_REVIEW_INSTRUCTIONS,
			trigger,
			includeContext: inputs.run.includeContext,
		}),
		(0,flow_review.reviewSection)({
			instructions: inputs.run.prompt,
			repository: `${trigger.repo.owner}/${trigger.repo.repo}`,
			number,
			head: pull.headSha,
			base: pull.baseSha,
			files: reviewing.files,
			ignore: inputs.review.ignore,
		}, flow_prompt.EU),
		(0,flow_review.rulesSection)(reviewing.rules, inputs.review.rulesFrom, flow_prompt.EU),
		(0,flow_review.sinceSection)({
			from: reviewing.since?.from,
			head: pull.headSha,
			files: reviewing.since?.files,
			full: reviewing.since?.full,
			open: (0,flow_review.openFindingsText)(reviewing.threads, reviewing.declined),
		}, flow_prompt.EU),
		(0,result.tw)(schema),
	]
		.filter(Boolean)
		.join('\n\n');
	const check = options.post
		? await step.repository.startCheck(inputs.review.checkName, pull.headSha, (0,context.workflowRunUrl)(env), {
			title: `Reviewing ${(0,render_review.h0)(pull.headSha)}`,
			summary: 'The cloud agent is reviewing this commit.',
			refused: "the review's findings are in the review, the job summary and this step's outputs.",
		})
		: undefined;
	reviewing.check = check;
	try {
		await startReview(step, inputs, starter, prompt, reviewing, options, schema, reporter);
	}
	catch (err) {
		if (!reviewing.checked)
			await check
				?.complete('failure', UNFINISHED_CHECK_TITLE, `The review of ${(0,render_review.h0)(pull.headSha)} did not finish: ${err.message}`)
				.catch((error) => host.log.warning(`could not complete the check run: ${error.message}`));
		throw err;
	}
}
async function startReview(step, inputs, starter, prompt, reviewing, options, schema, reporter) {
	const { host } = step;
	const { pull } = reviewing;
	const { runId, adopted } = await (0,start.CB)(step, inputs, starter, prompt, {
		...(options.post ? { takeEnded: (latest) => takesEnded(latest, pull.headSha) } : {}),
	});
	(0,flow_step.b)(step, runId);
	await (0,follow.R2)({
		...(0,follow.AW)(step, { ...inputs, resultSchema: schema }, reporter, runId, inputs.conversation.triggerPhrase),
		...(options.poll ? { poll: options.poll } : {}),
		...(adopted
			? {
				note: `A re-run of ${host.words.runner.toLowerCase()} found this review's run ${(0,runs.jf)(adopted.state) ? 'still going and follows it' : 'ended, its review not posted, and reads its result again'} (no second run was started).`,
			}
			: {}),
		resultCheck: (value) => {
			const head = value.reviewed_head;
			return head === pull.headSha
				? []
				: [
					{
						path: '/reviewed_head',
						message: `is ${head}, but the review is of ${pull.headSha}: review that commit and set reviewed_head to it`,
					},
				];
		},
		onResult: (value, run) => post(step, inputs, options, reviewing, value, run),
	});
}
function takesEnded(latest, head) {
	if (latest.state !== 'SUCCEEDED' || !latest.prompt.includes(`${flow_review.REVIEW_HEAD_PHRASE}${head} `))
		return undefined;
	return `run ${latest.run_id} of this trigger reviewed ${(0,render_review.h0)(head)} and ended SUCCEEDED, with no review of it posted: reading its result again instead of starting another run`;
}
async function post(step, inputs, options, reviewing, given, run) {
	const { host, markerKey } = step;
	const { pull } = reviewing;
	const head = pull.headSha;
	if (options.post)
		reviewing.reporter?.setMarker({ reviewed: head });
	const open = new Set(reviewing.threads.filter((t) => !t.isResolved).map((t) => t.fingerprint));
	const fresh = given.findings.filter((f) => {
		const fp = (0,flow_review.fingerprint)(f.path, f.title);
		return !open.has(fp) && !reviewing.declined.has(fp);
	});
	const repeated = given.findings.length - fresh.length;
	if (repeated)
		host.log.info(`${repeated} finding${repeated === 1 ? '' : 's'} of the result ${repeated === 1 ? 'is' : 'are'} open on ${repeated === 1 ? 'its' : 'their'} thread or declined: not posted again`);
	const result = { ...given, findings: fresh };
	const plan = (0,flow_review.planReview)(result.findings, reviewing.files, inputs.review);
	const rules = (0,flow_review.rulesLine)(reviewing.rules, inputs.review.rulesFrom);
	const range = (0,flow_review.rangeLine)({
		from: reviewing.since?.from,
		head,
		files: reviewing.since?.files,
		full: reviewing.since?.full,
	});
	const count = result.findings.length;
	const outputs = {
		'reviewed-head': head,
		verdict: result.verdict,
		findings: JSON.stringify(result.findings),
		'findings-count': String(count),
	};
	if (!options.post) {
		options.reviewed?.({ head, result, plan, text: (0,render_review.PA)({ result, plan, head }) });
		(0,report.Kn)(host, outputs);
		return undefined;
	}
	if (count === 0) {
		host.log.info(`the review of ${(0,render_review.h0)(head)} found nothing: no review is posted`);
		(0,report.Kn)(host, { ...outputs, 'review-url': '' });
		await completeCheck(step, inputs, reviewing, result, plan, (0,format.Pl)(run.session_link), undefined);
		await tidy(step, reviewing, result.resolved);
		options.reviewed?.({ head, result, plan });
		return `No findings in ${(0,render_review.h0)(head)}: no review was posted.`;
	}
	const raced = await ownReviewOf(step, reviewing, head);
	if (raced) {
		host.log.info(`the review of ${(0,render_review.h0)(head)} was posted meanwhile (${raced.url}): nothing new is posted`);
		(0,report.Kn)(host, { ...outputs, 'review-url': raced.url });
		await completeCheck(step, inputs, reviewing, result, plan, (0,format.Pl)(run.session_link), raced.url);
		await tidy(step, reviewing, result.resolved);
		return `The review of ${(0,render_review.h0)(head)} was already posted: ${raced.url}`;
	}
	const marker = (0,render_marker.$N)({
		v: 2,
		key: reviewKey(head),
		review: reviewMarkOf(result),
	}, markerKey);
	const session = (0,format.Pl)(run.session_link);
	const bodyOf = (allInBody) => host.redact((0,render_review.de)({
		result,
		plan,
		head,
		...(session ? { session } : {}),
		...(range ? { range } : {}),
		...(rules ? { rules } : {}),
		allInBody,
	}, marker));
	const comments = plan.inline.map((placed) => ({
		path: placed.finding.path,
		line: placed.line,
		side: placed.side,
		...(placed.startLine !== undefined ? { start_line: placed.startLine, start_side: placed.side } : {}),
		body: host.redact((0,render_review.P7)(placed, (0,render_marker.$N)({ v: 2, key: findingKey(placed.fingerprint), run: run.run_id }, markerKey))),
	}));
	let posted = await createOnce(step, reviewing, { commitId: head, body: bodyOf(false), comments });
	let inline = comments.length;
	if (posted === 'unresolvable') {
		host.log.warning(`GitHub refused the review's inline comments (422: a line it could not resolve); posting it once more with every finding in its body`);
		inline = 0;
		posted = await createOnce(step, reviewing, { commitId: head, body: bodyOf(true), comments: [] });
		if (posted === 'unresolvable')
			throw new Error(`GitHub refused the review of ${(0,render_review.h0)(head)} with every finding in its body too (422)`);
	}
	host.log.info(`posted the review of ${(0,render_review.h0)(head)}: ${count} finding${count === 1 ? '' : 's'}, ${inline} inline (${posted.url})`);
	(0,report.Kn)(host, { ...outputs, 'review-url': posted.url });
	await completeCheck(step, inputs, reviewing, result, plan, session, posted.url);
	await tidy(step, reviewing, result.resolved);
	options.reviewed?.({ head, result, plan, url: posted.url });
	return `[The review of ${(0,render_review.h0)(head)}](${posted.url}): ${count} finding${count === 1 ? '' : 's'}, ${inline} inline.`;
}
async function ownReviewOf(step, reviewing, head) {
	const { port, number, self } = reviewing;
	return (await ownReviews(step, port, number, self)).find((r) => r.head === head);
}
async function createOnce(step, reviewing, review) {
	try {
		return await reviewing.port.createReview(reviewing.number, review);
	}
	catch (err) {
		const landed = await ownReviewOf(step, reviewing, review.commitId).catch(() => undefined);
		if (!landed)
			throw err;
		step.host.log.warning(`GitHub's answer to the review of ${(0,render_review.h0)(review.commitId)} did not come (${err.message}), but the review was posted: ${landed.url}`);
		return landed;
	}
}
const reviewMarkOf = (result) => ({
	verdict: result.verdict,
	severities: result.findings.map((f) => f.severity),
});
function checkOutcome(inputs, head, review, url) {
	const count = review.severities.length;
	const failOn = inputs.review.failOn;
	return {
		conclusion: (0,flow_review.checkConclusion)(review.severities.map((severity) => ({ severity })), failOn),
		title: count === 0
			? `No findings in ${(0,render_review.h0)(head)}`
			: `${count} finding${count === 1 ? '' : 's'} in ${(0,render_review.h0)(head)}`,
		summary: [
			`Verdict: ${review.verdict}.`,
			url ? `[The review](${url}).` : '',
			failOn === 'none'
				? 'No finding fails this check (review-fail-on: none).'
				: `A finding of ${failOn} severity or above fails this check (review-fail-on).`,
		]
			.filter(Boolean)
			.join(' '),
	};
}
async function finishCheck(step, inputs, head, review) {
	const { host, repository } = step;
	const name = inputs.review.checkName;
	if (await checkShown(step, name, head))
		return;
	const { mark } = review;
	if (!mark) {
		host.log.warning(`the check "${name}" of ${(0,render_review.h0)(head)} does not show the outcome of its review (${review.url}), which records no findings to show: the check is left as it is`);
		return;
	}
	const { conclusion, title, summary } = checkOutcome(inputs, head, mark, review.url);
	const check = await repository.startCheck(name, head, (0,context.workflowRunUrl)(step.env), {
		title,
		summary: 'Finishing the check of the review posted before.',
		refused: "the review's findings are in the review.",
	});
	if (!check)
		return;
	try {
		await check.complete(conclusion, title, `${summary} Finished from the review by a later job.`);
		host.log.info(`the check "${name}" of ${(0,render_review.h0)(head)} did not show its review's outcome: finished (${conclusion})`);
	}
	catch (err) {
		host.log.warning(`could not complete the check run: ${err.message}`);
	}
}
async function completeCheck(step, inputs, reviewing, result, plan, session, url) {
	const { check, pull } = reviewing;
	if (!check)
		return;
	reviewing.checked = true;
	const { conclusion, title, summary } = checkOutcome(inputs, pull.headSha, reviewMarkOf(result), url);
	try {
		await check.complete(conclusion, title, step.host.redact(summary), undefined, (0,flow_review.annotationsOf)(plan).map((a) => ({
			...a,
			title: step.host.redact(a.title),
			message: step.host.redact(a.message),
		})), session);
	}
	catch (err) {
		step.host.log.warning(`could not complete the check run: ${err.message}`);
	}
}
async function tidy(step, reviewing, resolved) {
	const { port, number, pull } = reviewing;
	for (const thread of (0,flow_review.threadsToResolve)(reviewing.threads, resolved)) {
		try {
			if (thread.commentId !== undefined)
				await port.replyTo(number, thread.commentId, `Fixed in \`${(0,render_review.h0)(pull.headSha)}\`.`);
			await port.resolveThread(thread.id);
			step.host.log.info(`resolved the thread of ${thread.fingerprint} (${thread.path}): fixed in ${(0,render_review.h0)(pull.headSha)}`);
		}
		catch (err) {
			step.host.log.warning(`could not resolve the thread of ${thread.fingerprint}: ${err.message}`);
		}
	}
}
async function readRules(step, port, pull, files, from) {
	const ref = from === 'base' ? pull.baseSha : pull.headSha;
	const changed = new Set(files.map((f) => f.path));
	const read = async (path) => {
		try {
			const text = await port.fileAt(ref, path);
			return text === undefined ? undefined : { path, text, changed: changed.has(path) };
		}
		catch (err) {
			step.host.log.warning(`could not read the rule file ${path} at ${(0,render_review.h0)(ref)}: ${err.message}`);
			return undefined;
		}
	};
	const top = (await Promise.all(flow_review.RULE_FILES.map(read))).filter((r) => r !== undefined);
	const nested = (await Promise.all((0,flow_review.nestedRuleCandidates)([...changed]).map(read))).filter((r) => r !== undefined);
	const found = new Set([...top, ...nested].map((r) => r.path));
	const nearest = new Set([...changed].map((path) => (0,flow_review.nearestRule)(path, found)));
	return [...top, ...nested.filter((r) => nearest.has(r.path))];
}
async function fixFromThread(step, inputs, port, pull, request, options) {
	const { elsewhere } = options;
	const { host, client, trigger, markerKey } = step;
	const comment = trigger.comment;
	const number = pull.number;
	const self = await step.repository.self();
	const threads = await port.threads(number);
	const thread = threads.find((t) => t.comments.some((c) => c.id === comment.id));
	const root = thread?.comments[0];
	const mark = root && root.author.toLowerCase() === self.toLowerCase() ? (0,render_marker.rH)(root.body, markerKey) : undefined;
	const fp = /^finding:(fp-[0-9a-f]{8})$/.exec(mark?.key ?? '')?.[1];
	if (!thread || !root || !fp || !mark?.run) {
		host.log.info(`"${inputs.conversation.triggerPhrase} fix" is a verb of the review only on a thread it opened: this comment is a plain request, for ${elsewhere ? 'the conversation' : 'the run command'}`);
		return elsewhere?.();
	}
	await step.repository.react(comment, 'eyes');
	if (pull.fork) {
		host.log.info(`pull request #${number} comes from a fork: the agent cannot push a fix to it`);
		await port.replyTo(number, root.id, `This pull request comes from a fork: the agent can only push to a branch of this repository, so it cannot fix ${fp} here. Push the fix to the pull request's branch yourself, or open the change from a branch of this repository.`);
		return;
	}
	const runId = mark.run;
	const origin = (0,flow_origin.yv)(step.env, trigger, inputs);
	const reporter = (0,report.w0)(step, { enabled: inputs.comment, self, marker: { key: origin.key } });
	const found = await reporter.findExisting();
	const before = await client.runs.get(runId, { signal: step.signal });
	const sent = (0,report.I5)(found, comment, before);
	if (sent) {
		host.log.info(`the fix of ${fp} was sent to run ${runId} by an earlier attempt of this job: following it (${before.state}), nothing sent again`);
	}
	else {
		const heading = (root.body.split('\n')[0] ?? '').replace(/\*\*/g, '');
		const message = [
			`Fix the finding ${fp} of your review of pull request #${number} (${thread.path}${thread.line !== undefined ? `:${thread.line}` : ''}): ${heading}`,
			`Push the fix as a new commit to the pull request's branch ${pull.headRef} (its head is ${pull.headSha}).`,
			...(request ? ['', (0,flow_prompt.EU)('request', request)] : []),
		].join('\n');
		await sendFix(step, inputs, reporter, before, message, { fp, comment });
		host.log.info(`sent the fix of ${fp} to run ${runId} (${before.state})`);
	}
	(0,flow_step.b)(step, runId);
	await (0,follow.R2)({
		...(0,follow.AW)(step, inputs, reporter, runId, inputs.conversation.triggerPhrase),
		note: sent
			? `A re-run of ${host.words.runner.toLowerCase()} is following the run the fix of ${fp} was already sent to.`
			: `A fix of ${fp} was asked on its review thread by @${comment.author}.`,
		...(sent
			? { creditsBaseline: found.state.baseline ?? 0, creditsCarried: (0,report.MJ)(found.state, comment) }
			: {
				movedSince: before.updated_at,
				creditsBaseline: (0,credits.yq)(before),
				resultBefore: (0,result.cV)(before),
			}),
		...(options.poll ? { poll: options.poll } : {}),
	});
}
async function sendFix(step, inputs, reporter, run, message, asking) {
	const { fp, comment } = asking;
	const sent = { ...(0,report.Fg)(comment), sending: undefined };
	reporter.setMarker({ ...(0,unanswered.$1)(inputs, run, { schema: undefined }), ...(0,report.UH)(comment, run) });
	await (0,unanswered.Nr)(step, run.run_id, () => reporter.recordSending(run, (0,render_review.iT)(fp, comment.author, run.run_id), step.signal));
	const hold = (0,unanswered.bB)(step, run, inputs, { schema: undefined, marker: sent });
	try {
		await step.client.runs.followUp(run.run_id, { message, mode: 'normal' }, { signal: step.signal });
		reporter.setMarker(sent);
	}
	catch (err) {
		const no = (0,unanswered.J5)(step, err);
		if (no)
			reporter.setMarker({ sending: undefined });
		const failure = { kind: no ? 'refused' : 'unknown', message: err.message };
		await reporter
			.recordSending(run, (0,render_review.iT)(fp, comment.author, run.run_id, failure), AbortSignal.timeout(step.signal.aborted ? timing.zy : timing.e0))
			.catch((error) => step.host.log.warning(`could not write the tracking comment: ${error.message}`));
		hold.release();
		throw err;
	}
}


})

};

//# sourceMappingURL=181.index.js.map