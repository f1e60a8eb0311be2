export const id = 357;
export const ids = [357];
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

/***/ 7357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LOOK_FOR_MADE: () => (/* binding */ LOOK_FOR_MADE),
/* harmony export */   POST_CANCEL_MS: () => (/* binding */ POST_CANCEL_MS),
/* harmony export */   postStep: () => (/* binding */ postStep),
/* harmony export */   settleLeft: () => (/* binding */ settleLeft)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
/* harmony import */ var _flow_cancel_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1519);
/* harmony import */ var _flow_marker_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9834);
/* harmony import */ var _flow_origin_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52);
/* harmony import */ var _flow_poll_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6987);
/* harmony import */ var _flow_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9073);
/* harmony import */ var _flow_starters_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(338);
/* harmony import */ var _flow_state_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7573);
/* harmony import */ var _github_event_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5015);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6702);
/* harmony import */ var _github_repository_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1856);
/* harmony import */ var _host_action_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4770);
/* harmony import */ var _host_process_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7439);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8422);
/* harmony import */ var _post_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(6661);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(311);
















const LOOK_FOR_MADE = { forMs: 10_000, everyMs: 1000 };
const POST_CANCEL_MS = 20_000;
async function lookForMade(host, client, lookup, since) {
    const warn = (0,_flow_origin_js__WEBPACK_IMPORTED_MODULE_3__/* .warnOnce */ .mc)((line) => host.log.warning(line));
    const pace = (0,_flow_poll_js__WEBPACK_IMPORTED_MODULE_4__/* .pacer */ .y)(Date.now() + LOOK_FOR_MADE.forMs, {
        initialMs: LOOK_FOR_MADE.everyMs,
        wholeIntervals: true,
    });
    for (;;) {
        try {
            const made = await (0,_flow_origin_js__WEBPACK_IMPORTED_MODULE_3__/* .findRunByMetadata */ .Jz)(client, lookup, { createdAfter: since, warn });
            if (made)
                return made;
        }
        catch (err) {
            host.log.info(`looking for the run of the cut-short create failed: ${(0,_host_process_js__WEBPACK_IMPORTED_MODULE_14__/* .errorMessage */ .g)(err)}`);
        }
        if (!(await pace()))
            return undefined;
    }
}
async function runLeft(host, state, client) {
    const runId = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c.runId);
    if (runId)
        return runId;
    const lookup = JSON.parse(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c.lookup) || '{}');
    const since = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c.creatingSince);
    const made = Object.keys(lookup).length ? await lookForMade(host, client, lookup, since) : undefined;
    if (!made) {
        host.log.info(`no run was made by the create the main step did not finish (looked for ${LOOK_FOR_MADE.forMs / 1000} s)`);
        return undefined;
    }
    host.log.info(`found run ${made.run_id} (${made.state}), made by the create the main step did not finish`);
    return made.run_id;
}
async function settleComment(host, client, state, inputs, run, note) {
    const number = Number(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c.threadNumber));
    if (!number || !inputs.githubToken || !inputs.comment)
        return;
    const env = (0,_github_event_js__WEBPACK_IMPORTED_MODULE_8__/* .readRunEnvironment */ .P6)(process.env);
    const [owner, repo] = env.repository.split('/');
    const repository = new _github_repository_js__WEBPACK_IMPORTED_MODULE_10__/* .GitHubRepository */ .s((0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_9__/* .createOctokit */ .Qi)(inputs.githubToken, env.apiUrl, (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_9__/* .githubBounds */ .Zb)(process.env)), {
        owner,
        repo,
    });
    const key = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c.key);
    const markerKey = (0,_flow_marker_key_js__WEBPACK_IMPORTED_MODULE_2__/* .deriveMarkerKey */ .p)(inputs.apiKey);
    const self = await repository.self();
    const reporter = (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_5__/* .openReporter */ .WU)({
        host,
        repository,
        number,
        self,
        enabled: true,
        marker: { key },
        markerKey,
    });
    const commentId = Number(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c.commentId));
    const last = commentId
        ? await repository.markedComment(commentId, self, (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_5__/* .markerReader */ .ug)(markerKey))
        : undefined;
    if (last) {
        reporter.comment?.adopt(last);
        reporter.carryFrom(last.state);
    }
    else
        await reporter.findExisting();
    if (reporter.comment?.id !== undefined) {
        const phase = inputs.cancelOnAbort ? 'cancelled' : 'detached';
        const marker = reporter.carriedMarker();
        const factoryTask = marker.factory
            ? await (0,_flow_starters_js__WEBPACK_IMPORTED_MODULE_6__/* .readFactoryTask */ .Cq)(client, marker.factory, run.run_id, host.log)
            : undefined;
        await reporter.finishComment({
            run,
            phase,
            artifacts: [],
            note,
            now: Date.now(),
            ...(0,_flow_report_js__WEBPACK_IMPORTED_MODULE_5__/* .recordedOrigin */ .zQ)(marker, run, env),
            ...(factoryTask ? { factoryTask } : {}),
            ...(phase === 'detached' ? { leftGoing: host.words.leftGoing(run.run_id) } : {}),
        });
    }
}
async function postStep() {
    (0,_host_process_js__WEBPACK_IMPORTED_MODULE_14__/* .exitAfter */ .N)(_post_js__WEBPACK_IMPORTED_MODULE_13__/* .POST_STEP_MS */ .ZN, () => _host_action_js__WEBPACK_IMPORTED_MODULE_11__/* .actionHost */ .LX.log.warning(`post step: stopped after ${_post_js__WEBPACK_IMPORTED_MODULE_13__/* .POST_STEP_MS */ .ZN / 1000}s; the run and its comment may need a look`));
    await settleLeft(_host_action_js__WEBPACK_IMPORTED_MODULE_11__/* .actionHost */ .LX, new _flow_state_js__WEBPACK_IMPORTED_MODULE_7__/* .StepState */ .u(_host_action_js__WEBPACK_IMPORTED_MODULE_11__/* .actionHost */ .LX.state));
}
async function settleLeft(host, state) {
    let client;
    try {
        const inputs = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_12__/* .readPostInputs */ ._J)(host);
        client = new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .CloudAgentClient */ .gv({
            apiKey: inputs.apiKey,
            baseUrl: inputs.baseUrl,
            userAgent: `cloud-agent-action/${_version_js__WEBPACK_IMPORTED_MODULE_15__/* .VERSION */ .x} post`,
            deadlineMs: 20_000,
        });
        const runId = await runLeft(host, state, client);
        if (!runId) {
            state.save(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c.settled, 'true');
            return;
        }
        let note;
        let run;
        let settled = true;
        const overBudget = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c.mustCancel) === 'true';
        if (inputs.cancelOnAbort || overBudget) {
            host.log.info(`the main step did not finish with run ${runId}: cancelling it`);
            const result = await (0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_1__/* .cancelRun */ .Su)(client, runId, (line) => host.log.info(line), POST_CANCEL_MS);
            ({ run, settled } = result);
            note = `${overBudget ? 'The run went over its budget and was not seen to stop before the workflow job ended.' : 'The workflow job stopped before the run ended.'} ${(0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_1__/* .describeCancel */ .wW)(result.outcome, runId)}`;
        }
        else {
            note =
                'The workflow job stopped before the run ended; the run was left going (`cancel-on-abort: false`).';
            host.log.info(`run ${runId} left running (cancel-on-abort: false)`);
        }
        run ??= await client.runs.get(runId);
        await settleComment(host, client, state, { ...inputs, cancelOnAbort: inputs.cancelOnAbort || overBudget }, run, note);
        if (settled)
            state.save(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__/* .STATE */ .c.settled, 'true');
        else
            host.log.warning(`post step: run ${runId} was not seen to stop. ${note.replace(/`/g, '')}`);
    }
    catch (err) {
        host.log.warning(`post step: ${(0,_host_process_js__WEBPACK_IMPORTED_MODULE_14__/* .errorMessage */ .g)(err)}`);
    }
    finally {
        await client?.close();
    }
}


/***/ })

};

//# sourceMappingURL=357.index.js.map