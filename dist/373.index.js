export const id = 373;
export const ids = [373];
export const modules = {

/***/ 6613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ baselineOf),
/* harmony export */   Ki: () => (/* binding */ resolveScorers),
/* harmony export */   My: () => (/* binding */ compareWithNorm),
/* harmony export */   Nh: () => (/* binding */ windowSummary),
/* harmony export */   S5: () => (/* binding */ judgeInto),
/* harmony export */   W7: () => (/* binding */ scorerName),
/* harmony export */   Z0: () => (/* binding */ gateRunRow),
/* harmony export */   f6: () => (/* binding */ withNorm),
/* harmony export */   fv: () => (/* binding */ visitRunsOfPullRequest),
/* harmony export */   gm: () => (/* binding */ distinctScorers),
/* harmony export */   hU: () => (/* binding */ covers),
/* harmony export */   ue: () => (/* binding */ GateError)
/* harmony export */ });
/* unused harmony exports SCAN_PAGES, verdictOf, judgeTime */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
/* harmony import */ var _render_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6829);
/* harmony import */ var _render_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1509);
/* harmony import */ var _origin_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6987);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3544);






class GateError extends _outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .OutcomeError */ .R {
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
    const stampedBy = { [_origin_js__WEBPACK_IMPORTED_MODULE_2__/* .META */ .Ge.repo]: options.repository, [_origin_js__WEBPACK_IMPORTED_MODULE_2__/* .META */ .Ge.number]: String(options.number) };
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
        if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && err.errorCode === 'feature_not_available'))
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
                if (run.source !== 'RUN_SCORER' && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runMatches */ .hx)({ metadata: stampedBy }, run))
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
        title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_5__/* .wellFormed */ .ES)((0,_render_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .shownTitle */ ._Q)(run.title)),
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
    return options.names.map((name) => {
        const hit = /^\d+$/.test(name)
            ? scorers.find((s) => s.id === Number(name))
            : scorers.find((s) => s.name?.toLowerCase() === name.toLowerCase());
        if (!hit) {
            const known = scorers.map((s) => (s.name === undefined ? `${s.id}` : `${s.id} (${s.name})`)).join(', ') || 'none';
            throw new GateError(`scorer "${name}" was not found${options.factory ? ` in factory "${options.factory}"` : ''}; the key's scorers: ${known}`, 'service');
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
async function readAttempts(pairs, options, only = () => true) {
    const { client, signal } = options;
    const oldest = oldestOf(pairs);
    for (const scorer of options.scorers) {
        const wanted = new Map();
        for (const pair of pairs)
            if (pair.scorer.id === scorer.id && only(pair))
                wanted.set(pair.run.id, pair);
        if (!wanted.size)
            continue;
        for await (const page of client.scorers.results(scorer.id, { limit: 100 }, { signal }).pages()) {
            for (const attempt of page.results) {
                const pair = wanted.get(attempt.run_id);
                if (!pair)
                    continue;
                wanted.delete(attempt.run_id);
                pair.attempt = {
                    status: attempt.status,
                    is_in_flight: attempt.is_in_flight,
                    classification: attempt.classification ?? null,
                    score: attempt.score ?? null,
                    scoring_run_time: attempt.scoring_run_time ?? null,
                };
            }
            const last = page.results.at(-1);
            if (!wanted.size || (last && Date.parse(last.attempted_at) < oldest))
                break;
        }
    }
}
async function dispatchJudges(pairs, options) {
    const unjudged = pairs.filter((pair) => !pair.attempt && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hasStopped */ .Ex)(pair.run.state));
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
            if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
                throw err;
            for (const pair of batch)
                pair.dispatch = { outcome: 'failed', error: err.message };
        }
    }
}
async function awaitVerdicts(pairs, options) {
    const now = options.now ?? Date.now;
    const pace = (0,_poll_js__WEBPACK_IMPORTED_MODULE_3__/* .pacer */ .y)(now() + options.timeoutMs, { initialMs: options.pollMs?.initial ?? 2000, factor: 1.5, maxMs: options.pollMs?.max ?? 15_000 }, {
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
    if (!(0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hasStopped */ .Ex)(p.run.state) && !attempt)
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
    const ms = (0,_render_format_js__WEBPACK_IMPORTED_MODULE_5__/* .parseIsoDuration */ .pU)(attempt?.scoring_run_time ?? undefined);
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
        reason: !(0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hasStopped */ .Ex)(run.state)
            ? 'The run has not ended yet: it cannot be judged.'
            : !attempt && !options.dispatchJudges
                ? 'No live score, and dispatch-judges is false.'
                : null,
        ...(dispatch?.outcome ? { dispatch: dispatch.outcome, dispatchError: dispatch.error } : {}),
        ...(judgeMs === undefined ? {} : { judgeMs }),
    };
}
async function judgeInto(options, sink) {
    const pairs = pairsOf(options.runs);
    await readAttempts(pairs, options);
    await dispatchJudges(pairs, options);
    await awaitVerdicts(pairs, options);
    for (const pair of pairs)
        sink.add(rowOf(pair, options));
    await addReasons(pairs, sink.kept(), options);
}
function baselineOf(response) {
    const rate = response.pass_rate;
    if (rate === null)
        return null;
    return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : undefined;
}
function compareWithNorm(scorers, verdictsOf, baselines, window) {
    return scorers.flatMap((scorer) => {
        const verdicts = verdictsOf(scorer.id);
        if (!verdicts)
            return [];
        return [
            {
                scorer: { id: scorer.id, name: scorerName(scorer) },
                ...verdicts,
                baseline: baselines.get(scorer.id),
                windowDays: window.windowDays,
                maxDropPoints: window.maxDropPoints,
            },
        ];
    });
}
function withNorm(summary, norm) {
    if (!norm.length)
        return summary;
    const fails = summary.conclusion !== 'neutral' && norm.some(_render_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .belowNorm */ .AN);
    return { ...summary, conclusion: fails ? 'failure' : summary.conclusion, norm };
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

/***/ 6829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ belowNorm),
/* harmony export */   AO: () => (/* binding */ NO_RUNS_COLOUR),
/* harmony export */   C_: () => (/* binding */ renderGateReport),
/* harmony export */   Gp: () => (/* binding */ xyChart),
/* harmony export */   I4: () => (/* binding */ PASSED_COLOUR),
/* harmony export */   RN: () => (/* binding */ GateRows),
/* harmony export */   Tq: () => (/* binding */ checkTitle),
/* harmony export */   Zz: () => (/* binding */ ranges),
/* harmony export */   _Q: () => (/* binding */ shownTitle),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   nE: () => (/* binding */ belowNormText)
/* harmony export */ });
/* unused harmony exports GATE_LIMIT, normRate, normDelta, normText, mermaidText, renderTrendChart */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

const GATE_LIMIT = 65_000;
const EPSILON = 1e-9;
function summarize(rows, minPassRate) {
    const table = rows instanceof GateRows ? rows : GateRows.of(rows);
    const { runs: total, runsPassed: passed } = table;
    const passRate = total ? passed / total : null;
    const conclusion = passRate === null ? 'neutral' : passRate + EPSILON >= minPassRate ? 'success' : 'failure';
    const judgements = table.total > total ? { judgements: { passed: table.count('pass'), total: table.total } } : {};
    return { conclusion, passed, failed: total - passed, total, passRate, minPassRate, ...judgements };
}
function percentNumber(fraction) {
    const p = Math.round(fraction * 1000) / 10;
    if (p >= 100 && fraction < 1)
        return 99.9;
    if (p <= 0 && fraction > 0)
        return 0.1;
    return p;
}
const percent = (fraction) => `${percentNumber(fraction)}%`;
function checkTitle(summary) {
    if (!summary.total || summary.passRate === null)
        return 'No runs to judge';
    const noun = summary.of === 'judgements' ? 'judgement' : 'run';
    const counted = summary.total === 1 ? noun : `${noun}s`;
    const { judgements } = summary;
    const also = judgements ? `; ${judgements.passed} of ${judgements.total} judgements` : '';
    const below = (summary.norm ?? []).filter(belowNorm).length;
    const norm = below ? ` — ${count(below, 'scorer', 'scorers')} below the norm` : '';
    return `${summary.passed} of ${summary.total} ${counted} passed (${percent(summary.passRate)}${also})${norm}`;
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
    const min = `**${percent(summary.minPassRate)}** (\`min-pass-rate\`)`;
    if (summary.passRate === null)
        return `Nothing to judge, so the gate is neutral; the minimum is ${min}.`;
    const verb = summary.passRate + EPSILON >= summary.minPassRate ? 'meets' : 'is below';
    const count = (v) => table.count(v);
    const parts = [
        [count('fail'), 'below the threshold'],
        [count('error'), 'judge error'],
        [count('pending'), 'without a verdict'],
    ];
    const notPassed = parts
        .filter(([n]) => n > 0)
        .map(([n, what]) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .groupDigits */ .K9)(n)} ${what}`)
        .join(', ');
    const which = summary.judgements ? 'Judgements not passed' : 'Not passed';
    return `Pass rate **${percent(summary.passRate)}** ${verb} the minimum of ${min}.${notPassed ? ` ${which}: ${notPassed}.` : ''}`;
}
function dispatchText(row) {
    const what = row.dispatch === undefined
        ? ''
        : row.dispatch === 'already_in_flight'
            ? 'already in flight'
            : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(row.dispatch, 40);
    const error = row.dispatchError ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(row.dispatchError, 200) : '';
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
        : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(row.classification, 80);
}
const decimal = (n) => (n === null || !Number.isFinite(n) ? '—' : n.toFixed(2));
const TITLE_MAX = 150;
function shownTitle(title) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .flatten */ .Bq)(title, TITLE_MAX);
}
function runCell(row) {
    const title = row.title.trim() ? row.title : row.runId;
    const url = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .safeUrl */ .Pl)(row.link);
    return url ? `[${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .linkText */ .yX)(title, TITLE_MAX)}](${url})` : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(title, TITLE_MAX);
}
function tableHeader(withDispatch) {
    return withDispatch
        ? '| Run | Scorer | Classification | Score | Threshold | Outcome | Dispatch |\n|---|---|---|--:|--:|---|---|'
        : '| Run | Scorer | Classification | Score | Threshold | Outcome |\n|---|---|---|--:|--:|---|';
}
function tableRow(row, withDispatch) {
    const cells = [
        runCell(row),
        (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(row.scorer.name, 80),
        classificationText(row),
        decimal(row.score),
        decimal(row.threshold),
        OUTCOME[row.verdict] ?? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(String(row.verdict), 20),
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
const count = (n, one, many) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .groupDigits */ .K9)(n)} ${n === 1 ? one : many}`;
class GateRows {
    limit;
    total = 0;
    withDispatch = false;
    counts = new Map();
    runsSeen = new Map();
    scorers = new Map();
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
        const verdicts = this.scorers.get(row.scorer.id) ?? { passed: 0, judged: 0 };
        if (row.verdict === 'pass' || row.verdict === 'fail')
            verdicts.judged++;
        if (row.verdict === 'pass')
            verdicts.passed++;
        this.scorers.set(row.scorer.id, verdicts);
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
    verdictsOf(scorerId) {
        const verdicts = this.scorers.get(scorerId);
        return verdicts && { ...verdicts };
    }
    get runs() {
        return this.runsSeen.size;
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
        moreRows = `_… and ${count(left, 'more run', 'more runs')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .groupDigits */ .K9)(passes)} passed, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .groupDigits */ .K9)(left - passes)} not passed) left out: the summary is full._`;
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
        ? `_${count(chartsLeftOut, 'trend chart', 'trend charts')} left out: the summary is full._`
        : '';
    return { charts, moreCharts, used: used + moreCharts.length + 2 };
}
function fitReasons(kept, budget) {
    const reasons = kept
        .filter((i) => i.row.reason?.trim())
        .map((i) => {
        const title = i.row.title.trim() ? i.row.title : i.row.runId;
        const open = `<details><summary>Reason: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(title, TITLE_MAX)} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(i.row.scorer.name, 80)}</summary>\n\n`;
        return { ...i, open, text: (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .untrusted */ .bp)(i.row.reason?.trim() ?? '') };
    });
    const close = '\n\n</details>';
    const block = (r, room) => `${r.open}${r.text.length <= room ? r.text : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .cut */ .Jj)(r.text, room, 'The reason')}${close}`;
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
        moreReasons: left ? `_${count(left, 'reason', 'reasons')} left out: the summary is full._` : '',
    };
}
function normRate(c) {
    return c.judged ? c.passed / c.judged : null;
}
function normDelta(c) {
    const rate = normRate(c);
    if (rate === null || c.baseline === null || c.baseline === undefined)
        return undefined;
    const points = Math.round(Math.abs(rate - c.baseline) * 1000) / 10;
    return rate < c.baseline ? -points : points;
}
function belowNorm(c) {
    const delta = normDelta(c);
    return c.maxDropPoints !== undefined && delta !== undefined && -delta > c.maxDropPoints + EPSILON;
}
const points = (n) => `${n} ${n === 1 ? 'point' : 'points'}`;
const overWindow = (days) => days === 1 ? 'over the last day' : `over the last ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .groupDigits */ .K9)(days)} days`;
function signedPoints(delta) {
    const sign = delta < 0 ? '\u2212' : delta > 0 ? '+' : '±';
    return `${sign}${points(Math.abs(delta))}`;
}
function normText(c) {
    const rate = normRate(c);
    const over = overWindow(c.windowDays);
    const { baseline } = c;
    const against = baseline === undefined
        ? `its pass rate ${over} could not be read`
        : baseline === null
            ? `no scored runs ${over} to compare with`
            : undefined;
    if (rate === null) {
        return `no pass or fail verdict to compare (${against ?? `against ${percent(baseline)} ${over}`})`;
    }
    if (against)
        return `${percent(rate)} (${against})`;
    return `${percent(rate)} (${signedPoints(normDelta(c))} against ${percent(baseline)} ${over})`;
}
function belowNormText(c, name = c.scorer.name) {
    return `scorer ${name}: ${percent(normRate(c))} is ${points(-normDelta(c))} below its ${percent(c.baseline)} ${overWindow(c.windowDays)} (max-drop-points ${c.maxDropPoints})`;
}
function normBlock(norm) {
    if (!norm?.length)
        return '';
    const max = norm[0].maxDropPoints;
    const lead = max === undefined
        ? "Against each scorer's pass rate over the window, as the service counts it (shown only: no `max-drop-points`):"
        : `Against each scorer's pass rate over the window, as the service counts it (\`max-drop-points\` ${max}):`;
    const lines = norm.map((c) => `- ${belowNorm(c) ? '❌ ' : ''}${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(c.scorer.name, 80)}: ${normText(c)}`);
    const below = norm.filter(belowNorm).map((c) => belowNormText(c, (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(c.scorer.name, 80)));
    return [
        `${lead}\n\n${lines.join('\n')}`,
        below.length ? `Below the norm, so the gate fails: ${below.join('; ')}.` : '',
    ]
        .filter(Boolean)
        .join('\n\n');
}
function checkRunLine(url) {
    const safe = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .safeUrl */ .Pl)(url);
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
        normBlock(summary.norm),
    ]);
    const tail = join([
        input.note?.trim() ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .cut */ .Jj)((0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .untrusted */ .bp)(input.note.trim()), 4_000, 'The note') : '',
        `<sub>Judged at ${new Date(input.now).toISOString().slice(0, 10)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTime */ .fU)(input.now)}.</sub>`,
    ]);
    let budget = limit - head.length - tail.length - 40;
    const { kept, table, moreRows } = fitTable(rows, budget);
    budget -= table.length + moreRows.length + 4;
    const { charts, moreCharts, used } = fitCharts(input.trends, budget, rows.total ? LAG_NOTE : '');
    budget -= used;
    const { blocks, moreReasons } = fitReasons(kept, budget);
    const body = join([head, table, moreRows, ...blocks, moreReasons, ...charts, moreCharts, tail]);
    return body.length <= limit ? body : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .cut */ .Jj)(body, limit, 'The report');
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
    return Number.isNaN(end) ? '' : `, as the service counted it at ${isoDate(end)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTime */ .fU)(end)}`;
}
function renderTrendChart(trend) {
    const { response, groupBy } = trend;
    const series = response.series;
    const unit = UNIT[groupBy] ?? groupBy;
    const threshold = percentNumber(Math.min(1, Math.max(0, trend.threshold)));
    const scored = response.pass_count + response.fail_count;
    const caption = response.pass_rate === null
        ? `Pass rate over the window${countedAt(response)}: no scored runs in the window — minimum pass rate ${threshold}%`
        : `Pass rate over the window${countedAt(response)}: ${percent(response.pass_rate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .groupDigits */ .K9)(response.pass_count)} of ${count(scored, 'scored run', 'scored runs')}) — minimum pass rate ${threshold}%`;
    const scorer = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .codeLine */ .U_)(trend.scorerName, 80);
    if (!series.length)
        return `_No ${unit}s to chart for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(trend.scorerName, 80)}._\n\n${caption}`;
    const start = Date.parse(response.start_date);
    const end = Date.parse(response.end_date);
    const days = Math.round((end - start) / DAY);
    const span = groupBy === 'day' && Number.isFinite(days) && days > 0
        ? count(days, 'day', 'days')
        : count(series.length, unit, `${unit}s`);
    const labels = periodLabels(trend);
    const empty = series.flatMap((p, i) => (p.pass_rate === null ? [i] : []));
    const values = series.map((p) => p.pass_rate === null ? 0 : percentNumber(Math.min(1, Math.max(0, p.pass_rate))));
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
            : `${count(empty.length, unit, `${unit}s`)} without scored runs: ${ranges(labels, empty)}.`;
    return [chart, legend, caption, gaps].filter(Boolean).join('\n\n');
}


/***/ })

};

//# sourceMappingURL=373.index.js.map