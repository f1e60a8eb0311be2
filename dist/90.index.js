export const id = 90;
export const ids = [90];
export const modules = {

/***/ 6090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cancelCommand: () => (/* binding */ cancelCommand)
/* harmony export */ });
/* harmony import */ var _flow_artifacts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3635);
/* harmony import */ var _flow_cancel_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1519);
/* harmony import */ var _flow_follow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7938);
/* harmony import */ var _flow_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9073);
/* harmony import */ var _flow_step_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6696);





const CANCEL_MS = 15_000;
async function cancelCommand(step, inputs) {
    const { client, signal } = step;
    const { runId } = inputs;
    const before = await client.runs.get(runId, { signal });
    const reporter = await (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reporterForRun */ .kr)(step, before, inputs.comment);
    const { outcome, run: seen, settled } = await (0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_0__/* .cancelRun */ .Su)(client, runId, (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_3__/* .info */ .p)(step), CANCEL_MS);
    const run = seen ?? before;
    await reporter.finish({
        run,
        phase: 'cancelled',
        artifacts: await (0,_flow_artifacts_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveArtifacts */ .q)(client, run, (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_3__/* .info */ .p)(step)),
        note: `${step.host.words.runner} asked to cancel. ${(0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCancel */ .wW)(outcome, runId)}`,
        origin: (0,_flow_follow_js__WEBPACK_IMPORTED_MODULE_1__/* .describeOrigin */ .uN)(step),
        now: Date.now(),
    });
    if (!settled || outcome === 'not-supported') {
        throw new Error((0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCancel */ .wW)(outcome, runId).replace(/`/g, ''));
    }
}


/***/ }),

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

//# sourceMappingURL=90.index.js.map