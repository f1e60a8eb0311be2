export const id = 717;
export const ids = [717];
export const modules = {

/***/ 9073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ug: () => (/* binding */ markerReader),
  WU: () => (/* binding */ openReporter),
  zQ: () => (/* binding */ recordedOrigin),
  kr: () => (/* binding */ reporterForRun),
  w0: () => (/* binding */ stepReporter),
  rU: () => (/* binding */ writeKeyedComment),
  Kn: () => (/* binding */ writeOutputs),
  Sy: () => (/* binding */ writeSummary)
});

// UNUSED EXPORTS: FINAL_WRITE_MS, MIN_UPDATE_INTERVAL_MS, Reporter, STOPPING_FINAL_WRITE_MS, SUMMARY_OUTPUT_MAX_CHARS

// EXTERNAL MODULE: ./src/render/marker.ts
var marker = __webpack_require__(1376);
// EXTERNAL MODULE: ./src/flow/redact.ts
var redact = __webpack_require__(6663);
// EXTERNAL MODULE: ./src/render/report.ts + 1 modules
var report = __webpack_require__(1885);
// EXTERNAL MODULE: ./src/render/origin.ts
var render_origin = __webpack_require__(4284);
// EXTERNAL MODULE: ./src/render/budget.ts
var budget = __webpack_require__(9519);
// EXTERNAL MODULE: ./src/render/model.ts
var model = __webpack_require__(8281);
// EXTERNAL MODULE: ./src/flow/artifacts.ts
var artifacts = __webpack_require__(3635);
// EXTERNAL MODULE: ./src/flow/context.ts
var context = __webpack_require__(4227);
// EXTERNAL MODULE: ./src/flow/origin.ts
var origin = __webpack_require__(52);
;// CONCATENATED MODULE: ./src/flow/latest-wins.ts
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
            this.lastEnd = this.timers.now();
            this.inFlight = undefined;
            this.pump();
        }
    }
    async final(body, boundMs) {
        this.closed = true;
        this.pending = undefined;
        if (this.timer !== undefined)
            this.timers.clearTimeout(this.timer);
        this.timer = undefined;
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

// EXTERNAL MODULE: ./src/flow/state.ts
var flow_state = __webpack_require__(7573);
;// CONCATENATED MODULE: ./src/flow/report.ts











const MIN_UPDATE_INTERVAL_MS = 10_000;
const FINAL_WRITE_MS = 10_000;
const STOPPING_FINAL_WRITE_MS = 1500;
const SUMMARY_OUTPUT_MAX_CHARS = 65_536;
class Reporter {
    comment;
    writes;
    host;
    options;
    constructor(options) {
        this.options = options;
        this.host = options.host;
        const { comment } = options;
        this.comment = comment;
        if (comment) {
            const state = new flow_state/* StepState */.u(options.host.state);
            this.writes = new LatestWins(async (body, signal) => {
                await comment.write(body, signal);
                if (comment.id !== undefined) {
                    state.save(flow_state/* STATE */.c.commentId, comment.id);
                    state.save(flow_state/* STATE */.c.threadNumber, comment.number);
                }
            }, {
                minIntervalMs: MIN_UPDATE_INTERVAL_MS,
                onError: (err) => this.host.log.warning(`could not write the tracking comment: ${err.message}`),
                timers: options.timers,
            });
        }
    }
    async findExisting() {
        const found = await this.comment?.find();
        if (found)
            this.carryFrom(found.state);
        return found;
    }
    carryFrom(last) {
        this.options.marker = { ...(0,marker/* carried */.LT)(last), ...this.options.marker };
    }
    carriedMarker() {
        return this.options.marker;
    }
    setMarker(extra) {
        this.options.marker = { ...this.options.marker, ...extra };
    }
    markerFor({ run, phase }) {
        return (0,marker/* encodeMarker */.$N)((0,marker/* nextMarker */.Yg)(this.options.marker, run, phase), this.options.markerKey);
    }
    redacted(input) {
        return (0,redact/* redactValues */.se)(input, (text) => this.host.redact(text));
    }
    bodyOf(input) {
        return (0,report/* renderComment */.wQ)(this.redacted(input), this.markerFor(input), (report) => this.host.redact(report));
    }
    show(input) {
        this.writes?.offer(this.bodyOf(input));
    }
    async finishComment(input) {
        if (!this.writes)
            return true;
        const boundMs = this.options.signal?.aborted ? STOPPING_FINAL_WRITE_MS : FINAL_WRITE_MS;
        try {
            if ((await this.writes.final(this.bodyOf(input), boundMs)) === 'written')
                return true;
            this.host.log.warning(`GitHub did not take the final report within ${boundMs / 1000}s: the tracking comment may still show an earlier state`);
        }
        catch (err) {
            this.host.log.warning(`could not write the tracking comment: ${err.message}`);
        }
        return false;
    }
    async finish(input) {
        const clean = this.redacted(input);
        const shown = await this.finishComment(clean);
        await writeSummary(this.host, (0,report/* renderJobSummary */.qE)(clean));
        this.outputs(clean);
        return shown;
    }
    outputs(input) {
        const { run } = input;
        writeOutputs(this.host, {
            'run-id': run.run_id,
            state: run.state,
            'session-link': run.session_link ?? '',
            'conversation-id': run.conversation_id ?? '',
            'pull-request-urls': JSON.stringify((0,artifacts/* pullRequestUrls */.L)(run)),
            artifacts: JSON.stringify(run.artifacts ?? []),
            'comment-url': this.comment?.url ?? '',
            summary: (0,report/* finalMessage */.oM)(input.conversation) ?? run.status_message?.message ?? '',
            detached: String(input.phase === 'detached'),
            model: (0,model/* modelOf */.D)(run, input.requestedModel)?.id ?? '',
            credits: (0,budget/* creditsText */.Cn)(run),
            'plan-ready': String(input.plan?.state === 'waiting'),
        });
    }
}
async function writeSummary(host, markdown) {
    try {
        await host.summary(markdown);
    }
    catch (err) {
        host.log.warning(`could not write the job summary: ${err.message}`);
    }
}
function writeOutputs(host, outputs) {
    for (const [name, value] of Object.entries(outputs)) {
        host.output(name, value, name === 'summary' ? SUMMARY_OUTPUT_MAX_CHARS : undefined);
    }
}
async function writeKeyedComment(step, number, key, report, what) {
    const { repository } = step;
    if (!repository)
        return;
    try {
        const self = await repository.self();
        const comment = repository.trackingComment(number, self, markerReader(step.markerKey), (s) => s.key === key);
        await comment.find();
        await comment.write(`${report}\n\n${(0,marker/* encodeMarker */.$N)({ v: 2, key }, step.markerKey)}`);
    }
    catch (err) {
        step.host.log.warning(`could not write ${what} on #${number}: ${err.message}`);
    }
}
const markerReader = (markerKey) => (body) => (0,marker/* decodeMarker */.rH)(body, markerKey);
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
    const existing = (await repository.markedComments(trigger.number, self, markerReader(step.markerKey)))
        .filter((c) => c.state.run === run.run_id)
        .at(-1);
    const reporter = stepReporter(step, {
        enabled: true,
        self,
        marker: existing ? (0,marker/* carried */.LT)(existing.state) : { key: run.run_id },
    });
    if (existing)
        reporter.comment?.adopt(existing);
    step.state.save(flow_state/* STATE */.c.threadNumber, trigger.number);
    return reporter;
}
function recordedOrigin(marker, run, env) {
    const recorded = marker?.origin;
    const origin = recorded && linksHere(recorded, env) ? recorded : metadataOrigin(run, env);
    return {
        origin: (0,render_origin/* describeReportOrigin */.Q)(origin),
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
    const id = meta[origin/* META */.Ge.workflowRun];
    const workflowRun = id && /^\d{1,20}$/.test(id) ? (0,context/* workflowRunUrl */.CX)({ ...env, workflowRunId: id }) : undefined;
    const number = Number(meta[origin/* META */.Ge.number]);
    const thread = Number.isSafeInteger(number) && number > 0 ? { number } : {};
    const event = meta[origin/* META */.Ge.event];
    const kind = meta[origin/* META */.Ge.comment] ? 'comment' : 'number' in thread ? 'thread' : 'event';
    return {
        kind,
        ...thread,
        ...(kind === 'event' && event && /^[a-z][a-z_]{0,63}$/.test(event) ? { event } : {}),
        ...(workflowRun ? { workflowRun } : {}),
    };
}


/***/ }),

/***/ 5717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   wt: () => (/* binding */ Settler)
/* harmony export */ });
/* unused harmony exports deadlineOf, budgetOf, overItsBudget, cancelsAtDeadline, showsThisRun, decide, FILTERED_PAGES, SCAN_PAGES, listRepositoryRuns, formatAge */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
/* harmony import */ var _render_marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1376);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3635);
/* harmony import */ var _cancel_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1519);
/* harmony import */ var _credits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5522);
/* harmony import */ var _render_budget_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9519);
/* harmony import */ var _follow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7938);
/* harmony import */ var _origin_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(52);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9073);
/* harmony import */ var _starters_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(338);
/* harmony import */ var _step_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6696);











const SHOWS_OUTCOME = new Set(['cancelled', 'timeout']);
function deadlineOf(marker, run) {
    if (marker) {
        const at = marker.deadline ? Date.parse(marker.deadline) : NaN;
        return Number.isNaN(at) ? undefined : at;
    }
    if (run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.conversation] !== undefined)
        return undefined;
    const minutes = Number(run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.timeout]);
    const start = Date.parse(run.started_at ?? run.created_at);
    if (!(minutes > 0) || Number.isNaN(start))
        return undefined;
    return start + minutes * 60_000;
}
function budgetOf(marker, run) {
    if (marker)
        return marker.budget === undefined ? undefined : { limit: marker.budget, baseline: marker.baseline ?? 0 };
    if (run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.conversation] !== undefined)
        return undefined;
    const limit = Number(run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.budget]);
    return Number.isFinite(limit) && limit > 0 ? { limit, baseline: 0 } : undefined;
}
function overItsBudget(budget, run) {
    if (!budget || !_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ACTIVE_STATES */ .Wj.has(run.state))
        return undefined;
    const spent = (0,_credits_js__WEBPACK_IMPORTED_MODULE_3__/* .spentSince */ .fU)(run, budget.baseline);
    return (0,_credits_js__WEBPACK_IMPORTED_MODULE_3__/* .overBudget */ .qj)(spent, budget.limit) ? spent : undefined;
}
function cancelsAtDeadline(marker, run) {
    if (marker)
        return marker.cancel ?? true;
    return run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.cancel] !== 'false';
}
function showsOutcome(marker) {
    if (marker?.phase === 'final')
        return true;
    return Boolean(marker?.phase && SHOWS_OUTCOME.has(marker.phase) && marker.state && _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TERMINAL_STATES */ .kl.has(marker.state));
}
function showsThisRun(marker, run) {
    return marker?.seen === undefined || marker.seen === run.updated_at;
}
function decide(marker, run, now) {
    const current = showsThisRun(marker, run);
    if (showsOutcome(marker)) {
        if (current)
            return { kind: 'done' };
        if (!_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TERMINAL_STATES */ .kl.has(run.state) && run.state !== 'BLOCKED')
            return { kind: 'working', deadline: undefined };
    }
    if (_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TERMINAL_STATES */ .kl.has(run.state))
        return { kind: 'report', phase: 'final' };
    if (run.state === 'BLOCKED') {
        return marker?.phase === 'blocked' && marker.state === 'BLOCKED' && current
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
const PAGE = 100;
const FILTERED_PAGES = 20;
const SCAN_PAGES = 5;
async function listRepositoryRuns(client, repository, since, signal) {
    const filter = { [_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.repo]: repository, [_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.source]: _origin_js__WEBPACK_IMPORTED_MODULE_5__/* .SOURCE */ .u2 };
    const query = { sort_by: 'updated_at', sort_order: 'desc', limit: PAGE, updated_after: since };
    const ours = (run) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runMatches */ .hx)({ metadata: filter }, run);
    let scanned = false;
    let page;
    try {
        page = await client.runs.listPage({ ...query, metadata: filter }, { signal });
        if (page.unmatched > 0)
            scanned = true;
    }
    catch (err) {
        if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && err.errorCode === 'feature_not_available'))
            throw err;
        scanned = true;
        page = await client.runs.listPage(query, { signal });
    }
    const runs = [];
    const limit = scanned ? SCAN_PAGES : FILTERED_PAGES;
    for (let pages = 1;; pages++) {
        runs.push(...page.runs.filter(ours));
        const cursor = page.page_info.has_next_page ? page.page_info.next_cursor : undefined;
        if (!cursor)
            return { runs, scanned, truncated: false };
        if (pages >= limit)
            return { runs, scanned, truncated: true };
        page = await client.runs.listPage({ ...query, ...(scanned ? {} : { metadata: filter }), cursor }, { signal });
        if (page.unmatched > 0)
            scanned = true;
    }
}
function reactionTarget(marker, run) {
    const id = Number(marker.comment);
    if (!marker.comment || !Number.isSafeInteger(id))
        return undefined;
    const event = run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.event];
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
function finalReaction(phase, run) {
    return phase === 'blocked' || (phase === 'final' && run.state === 'SUCCEEDED') ? 'rocket' : 'confused';
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function formatAge(ms) {
    const minutes = Math.max(0, Math.floor(ms / 60_000));
    if (minutes < 60)
        return plural(minutes, 'minute');
    return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
function plannedOf(run, marker, triggerPhrase) {
    const plan = (0,_follow_js__WEBPACK_IMPORTED_MODULE_4__/* .planReport */ .sH)(run, marker?.plan, (0,_follow_js__WEBPACK_IMPORTED_MODULE_4__/* .approveByReply */ .vN)(triggerPhrase));
    return plan ? { plan } : {};
}
class Settler {
    step;
    options;
    now;
    self;
    threads = new Map();
    constructor(step, options) {
        this.step = step;
        this.options = options;
        this.now = options.now ?? Date.now;
    }
    async settle() {
        const { step, options } = this;
        const since = new Date(this.now() - options.windowMinutes * 60_000).toISOString();
        const listing = await listRepositoryRuns(step.client, step.env.repository, since, step.signal);
        const results = [];
        for (const run of listing.runs)
            results.push(await this.settleRun(run));
        return { results, listing };
    }
    commentsOn(repository, thread) {
        let found = this.threads.get(thread);
        if (!found) {
            this.self ??= repository.self();
            const self = this.self;
            found = self.then((login) => repository.markedComments(thread, login, (0,_report_js__WEBPACK_IMPORTED_MODULE_6__/* .markerReader */ .ug)(this.step.markerKey)));
            this.threads.set(thread, found);
        }
        return found;
    }
    async trackingComment(run, thread) {
        const { repository } = this.step;
        if (!repository || thread === undefined)
            return undefined;
        return (await this.commentsOn(repository, thread)).filter((c) => c.state.run === run.run_id).at(-1);
    }
    async settleRun(listed) {
        const number = Number(listed.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.number]);
        const thread = Number.isSafeInteger(number) && number > 0 ? number : undefined;
        const base = { run_id: listed.run_id, state: listed.state, thread: thread ?? null };
        const now = this.now();
        const unchanged = this.unchanged(listed, now);
        if (unchanged)
            return { ...base, comment_url: null, ...unchanged };
        let comment;
        try {
            comment = await this.trackingComment(listed, thread);
        }
        catch (err) {
            return this.withoutGitHub(listed, base, `could not read the comments of #${thread}: ${err.message}`);
        }
        const listedDecision = decide(comment?.state, listed, now);
        if (listedDecision.kind === 'done' || listedDecision.kind === 'working') {
            return this.noWrite(listed, listedDecision, { ...base, comment_url: comment?.url ?? null }, now);
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
        const decision = decide(comment?.state, run, this.now());
        const result = { ...base, state: run.state, comment_url: comment?.url ?? null };
        switch (decision.kind) {
            case 'done':
            case 'working':
                return this.noWrite(run, decision, result, now);
            case 'report':
                if (!comment)
                    return { ...result, ...(await this.withoutComment(thread)) };
                return this.report(run, comment, decision.phase, result);
            case 'timeout':
                return this.timeout(run, comment, decision, result, thread);
            case 'over-budget':
                return this.overBudget(run, comment, decision, result, thread);
        }
    }
    unchanged(run, now) {
        const since = this.options.since ? Date.parse(this.options.since) : NaN;
        const updated = Date.parse(run.updated_at);
        if (Number.isNaN(since) || Number.isNaN(updated) || updated >= since)
            return undefined;
        if (!(0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isGoing */ .jf)(run.state) || run.state === 'BLOCKED') {
            return { action: 'already-settled', detail: 'unchanged since the last completed settle' };
        }
        if (run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.conversation] !== undefined)
            return undefined;
        if (overItsBudget(budgetOf(undefined, run), run) !== undefined)
            return undefined;
        const deadline = deadlineOf(undefined, run);
        if (deadline !== undefined && now >= deadline)
            return undefined;
        const until = deadline === undefined ? 'no deadline' : `deadline ${new Date(deadline).toISOString()}`;
        return {
            action: 'working',
            detail: `working for ${formatAge(now - Date.parse(run.created_at))} (${until}); unchanged since the last completed settle`,
        };
    }
    async readAgain(listed, comment) {
        const { client, repository } = this.step;
        const run = await client.runs.get(listed.run_id, { signal: this.step.signal });
        if (!comment || !repository)
            return { run, comment };
        const self = await (this.self ??= repository.self());
        const now = await repository.markedComment(comment.id, self, (0,_report_js__WEBPACK_IMPORTED_MODULE_6__/* .markerReader */ .ug)(this.step.markerKey));
        return { run, comment: now };
    }
    noWrite(run, decision, result, now) {
        if (decision.kind === 'done')
            return { ...result, action: 'already-settled', detail: 'its comment already shows the outcome' };
        const age = now - Date.parse(run.created_at);
        const until = decision.deadline === undefined
            ? 'no deadline'
            : `deadline ${new Date(decision.deadline).toISOString()}`;
        return { ...result, action: 'working', detail: `working for ${formatAge(age)} (${until})` };
    }
    async withoutGitHub(run, base, why) {
        const result = { ...base, comment_url: null };
        if (!(0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isGoing */ .jf)(run.state) || run.state === 'BLOCKED')
            return {
                ...result,
                action: 'not-settled',
                detail: `${why}; its report is left to the next settle`,
                retry: true,
            };
        const overBy = overItsBudget(budgetOf(undefined, run), run);
        const deadline = deadlineOf(undefined, run);
        if (overBy !== undefined)
            return this.cancelWithoutGitHub(run, result, why, 'over the budget its metadata records');
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
        const outcome = await (0,_cancel_js__WEBPACK_IMPORTED_MODULE_2__/* .cancelRun */ .Su)(this.step.client, run.run_id, (0,_step_js__WEBPACK_IMPORTED_MODULE_8__/* .info */ .p)(this.step));
        if (outcome.outcome !== 'cancelled') {
            return {
                ...result,
                state: outcome.run?.state ?? run.state,
                action: 'not-settled',
                detail: `${why}; ${reason}: ${(0,_cancel_js__WEBPACK_IMPORTED_MODULE_2__/* .describeCancel */ .wW)(outcome.outcome, run.run_id).replace(/`/g, '')}`,
                retry: true,
            };
        }
        return {
            ...result,
            state: outcome.run?.state ?? 'CANCELLED',
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
            return `${(0,_follow_js__WEBPACK_IMPORTED_MODULE_4__/* .plain */ .pj)(this.step.host.words.noGitHub).toLowerCase()}: its report on #${thread} could not be written`;
        return `no tracking comment of this run on #${thread} (none by the action with a marker that verifies)`;
    }
    async reportInput(run, marker, phase, note) {
        const budget = this.budgetView(run, marker);
        const { client } = this.step;
        const log = (0,_step_js__WEBPACK_IMPORTED_MODULE_8__/* .info */ .p)(this.step);
        const conversation = await (0,_follow_js__WEBPACK_IMPORTED_MODULE_4__/* .conversationOf */ .$y)(this.step.host, client, run);
        const artifacts = await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveArtifacts */ .q)(client, run, log, this.step.signal);
        const factoryTask = marker?.factory
            ? await (0,_starters_js__WEBPACK_IMPORTED_MODULE_7__/* .readFactoryTask */ .Cq)(client, marker.factory, run.run_id, this.step.host.log)
            : undefined;
        return {
            run,
            phase,
            artifacts,
            now: this.now(),
            ...(0,_report_js__WEBPACK_IMPORTED_MODULE_6__/* .recordedOrigin */ .zQ)(marker, run, this.step.env),
            ...this.hintsOf(run, marker),
            ...(conversation ? { conversation } : {}),
            ...(factoryTask ? { factoryTask } : {}),
            ...(note ? { note } : {}),
            ...(budget ? { budget } : {}),
            ...plannedOf(run, marker, this.options.triggerPhrase),
        };
    }
    budgetView(run, marker) {
        const budget = budgetOf(marker, run);
        if (!budget)
            return undefined;
        const spent = (0,_credits_js__WEBPACK_IMPORTED_MODULE_3__/* .spentSince */ .fU)(run, budget.baseline);
        const over = (0,_credits_js__WEBPACK_IMPORTED_MODULE_3__/* .overBudget */ .qj)(spent, budget.limit);
        return {
            limit: budget.limit,
            spent,
            baseline: budget.baseline,
            setting: this.step.host.words.setting('max-credits', (0,_render_budget_js__WEBPACK_IMPORTED_MODULE_10__/* .credits */ .vV)(budget.limit)),
            status: !over ? 'within' : run.state === 'CANCELLED' ? 'stopped' : 'over',
        };
    }
    hintsOf(run, marker) {
        const comment = Boolean(marker?.comment || run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.comment]);
        return (0,_follow_js__WEBPACK_IMPORTED_MODULE_4__/* .hintsFor */ .uK)({ comment, thread: true }, this.options.triggerPhrase, run.run_id, this.step.host.words.followup);
    }
    async write(comment, thread, input) {
        const { step } = this;
        const repository = step.repository;
        const target = reactionTarget(comment.state, input.run);
        if (target)
            await repository.react(target, finalReaction(input.phase, input.run));
        const { plan: _plan, ...rest } = (0,_render_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .carried */ .LT)(comment.state);
        const marker = input.plan?.state === 'waiting' ? (0,_render_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .carried */ .LT)(comment.state) : rest;
        const reporter = (0,_report_js__WEBPACK_IMPORTED_MODULE_6__/* .openReporter */ .WU)({
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
        return reporter.finishComment(input);
    }
    async report(run, comment, phase, result) {
        const input = await this.reportInput(run, comment.state, phase);
        const shown = await this.write(comment, result.thread, input);
        if (!shown)
            return {
                ...result,
                action: 'not-settled',
                detail: 'GitHub did not take the report; the next settle tries again',
                retry: true,
            };
        this.step.host.log.info(`settled run ${run.run_id} (${run.state}) on #${result.thread}: ${comment.url}`);
        const moved = await this.movedOn(run);
        return phase === 'final'
            ? { ...result, action: 'finished', detail: `final report written (${run.state})${moved}` }
            : { ...result, action: 'blocked', detail: `report written: the agent waits for input${moved}` };
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
        this.step.host.log.info(`run ${shown.run_id} moved on while its report was written (now ${now.state}): the next settle or the step following it shows it`);
        return `; the run moved on meanwhile (now ${now.state})`;
    }
    async overBudget(run, comment, decision, result, thread) {
        const over = `over its budget (${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_10__/* .credits */ .vV)(decision.spent)} of ${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_10__/* .credits */ .vV)(decision.budget.limit)} credits)`;
        const stopped = await this.stop(run, comment, result, over);
        if ('settled' in stopped)
            return stopped.settled;
        const { outcome, seen } = stopped;
        const what = outcome.outcome === 'cancelled'
            ? `${over}: cancelled`
            : `${over}: ${(0,_cancel_js__WEBPACK_IMPORTED_MODULE_2__/* .describeCancel */ .wW)(outcome.outcome, run.run_id).replace(/`/g, '')}`;
        const done = {
            ...result,
            state: seen.state,
            ...(outcome.outcome === 'cancelled'
                ? { action: 'cancelled' }
                : { action: 'not-settled' }),
        };
        if (!comment)
            return { ...done, detail: `${what}; ${this.noComment(thread)}` };
        const note = `The run went over its budget. ${(0,_cancel_js__WEBPACK_IMPORTED_MODULE_2__/* .describeCancel */ .wW)(outcome.outcome, run.run_id)}`;
        const shown = await this.write(comment, thread, await this.reportInput(seen, comment.state, 'cancelled', note));
        return shown
            ? { ...done, detail: `${what}, reported` }
            : { ...done, detail: `${what}; GitHub did not take the report`, retry: true };
    }
    async stop(run, comment, result, why) {
        const outcome = await (0,_cancel_js__WEBPACK_IMPORTED_MODULE_2__/* .cancelRun */ .Su)(this.step.client, run.run_id, (0,_step_js__WEBPACK_IMPORTED_MODULE_8__/* .info */ .p)(this.step));
        const seen = outcome.run ?? run;
        if (outcome.outcome === 'already-ended' && comment && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hasStopped */ .Ex)(seen.state)) {
            const phase = seen.state === 'BLOCKED' ? 'blocked' : 'final';
            return { settled: await this.report(seen, comment, phase, { ...result, state: seen.state }) };
        }
        if (!outcome.settled) {
            const told = (0,_cancel_js__WEBPACK_IMPORTED_MODULE_2__/* .describeCancel */ .wW)(outcome.outcome, run.run_id).replace(/`/g, '');
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
    async timeout(run, comment, decision, result, thread) {
        const minutes = Number(run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_5__/* .META */ .Ge.timeout]);
        const limit = minutes > 0
            ? `within ${plural(minutes, 'minute')} (${this.step.host.words.setting('timeout-minutes')})`
            : `by its deadline (${new Date(decision.deadline).toISOString()})`;
        let note = `The run did not end ${limit}.`;
        let seen = run;
        let cancelled = false;
        let what = 'past its deadline: left going (cancel-on-abort: false)';
        if (decision.cancel) {
            const stopped = await this.stop(run, comment, result, 'past its deadline');
            if ('settled' in stopped)
                return stopped.settled;
            const { outcome } = stopped;
            seen = stopped.seen;
            cancelled = outcome.outcome === 'cancelled';
            what = cancelled
                ? 'past its deadline: cancelled'
                : outcome.outcome === 'already-ended'
                    ? 'past its deadline: it had already ended'
                    : 'past its deadline: the service cannot cancel it';
            note += ` ${(0,_cancel_js__WEBPACK_IMPORTED_MODULE_2__/* .describeCancel */ .wW)(outcome.outcome, run.run_id)}`;
        }
        else {
            note += ' It was left going (`cancel-on-abort: false`).';
        }
        const done = {
            ...result,
            state: seen.state,
            ...(cancelled ? { action: 'cancelled' } : { action: 'timed-out' }),
        };
        if (!comment) {
            return { ...done, detail: `${what}; ${this.noComment(thread)}` };
        }
        const shown = await this.write(comment, thread, await this.reportInput(seen, comment.state, 'timeout', note));
        return shown
            ? { ...done, detail: `${what}, reported` }
            : { ...done, detail: `${what}; GitHub did not take the report`, retry: true };
    }
}


/***/ }),

/***/ 6696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ holdRun),
/* harmony export */   p: () => (/* binding */ info)
/* harmony export */ });
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7573);

const info = (step) => (line) => step.host.log.info(line);
function holdRun(step, runId) {
    step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_0__/* .STATE */ .c.runId, runId);
    step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_0__/* .STATE */ .c.settled, 'false');
    step.host.output('run-id', runId);
}


/***/ })

};

//# sourceMappingURL=717.index.js.map