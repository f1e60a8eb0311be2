export const id = 613;
export const ids = [613];
export const modules = {

/***/ 6613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GateError: () => (/* binding */ GateError),
/* harmony export */   Ki: () => (/* binding */ resolveScorers),
/* harmony export */   Nh: () => (/* binding */ windowSummary),
/* harmony export */   S5: () => (/* binding */ judgeInto),
/* harmony export */   W7: () => (/* binding */ scorerName),
/* harmony export */   fv: () => (/* binding */ visitRunsOfPullRequest),
/* harmony export */   hU: () => (/* binding */ covers),
/* harmony export */   kW: () => (/* binding */ RunTable)
/* harmony export */ });
/* unused harmony exports SCAN_PAGES, verdictOf */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
/* harmony import */ var _render_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6829);
/* harmony import */ var _origin_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6987);
/* harmony import */ var _utf8_chunks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8800);





class GateError extends Error {
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
        if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.ApiError && err.errorCode === 'feature_not_available'))
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
                if (run.source !== 'RUN_SCORER' && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.runMatches)({ metadata: stampedBy }, run))
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
class Codes {
    values = [undefined];
    codes = new Map();
    code(value) {
        if (value === undefined)
            return 0;
        let code = this.codes.get(value);
        if (code === undefined) {
            code = this.values.push(value) - 1;
            this.codes.set(value, code);
        }
        return code;
    }
    value(code) {
        return this.values[code];
    }
}
class Ints {
    data = new Uint32Array(256);
    set(i, value) {
        if (i >= this.data.length) {
            const bigger = new Uint32Array(Math.max(this.data.length * 2, i + 1));
            bigger.set(this.data);
            this.data = bigger;
        }
        this.data[i] = value;
    }
    get(i) {
        return this.data[i];
    }
}
class Texts {
    store = new _utf8_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .Utf8Chunks */ .Q();
    chunkOf = new Ints();
    starts = new Ints();
    ends = new Ints();
    set(i, text) {
        const bytes = Buffer.byteLength(text);
        const start = this.store.append(text, bytes);
        this.chunkOf.set(i, Math.max(0, this.store.last));
        this.starts.set(i, start);
        this.ends.set(i, start + bytes);
    }
    get(i) {
        return this.store.read(this.chunkOf.get(i), this.starts.get(i), this.ends.get(i));
    }
}
class RunTable {
    ids = [];
    titles = new Texts();
    links = new Texts();
    stateCodes = new Ints();
    stateNames = new Codes();
    oldest = Infinity;
    scorers = [];
    setOf = new Ints();
    sets = [];
    setPlaces = new Map();
    places = new Map();
    constructor(scorers) {
        const seen = new Set();
        for (const scorer of scorers) {
            if (!seen.has(scorer.id))
                this.scorers.push(scorer);
            seen.add(scorer.id);
        }
    }
    get size() {
        return this.ids.length;
    }
    placeOf(runId) {
        return this.places.get(runId);
    }
    scorersOf(i) {
        return this.sets[this.setOf.get(i)];
    }
    title(i) {
        return this.titles.get(i);
    }
    link(i) {
        return this.links.get(i) || undefined;
    }
    state(i) {
        return this.stateNames.value(this.stateCodes.get(i));
    }
    get pairCount() {
        let n = 0;
        for (let i = 0; i < this.ids.length; i++)
            n += this.scorersOf(i).length;
        return n;
    }
    add(run, judges) {
        const set = this.setFor(run, judges);
        const created = Date.parse(run.created_at);
        if (created < this.oldest && this.sets[set].length > 0)
            this.oldest = created;
        const known = this.places.get(run.run_id);
        const i = known ?? this.ids.length;
        if (known === undefined)
            this.places.set(run.run_id, i);
        this.ids[i] = run.run_id;
        this.titles.set(i, (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .shownTitle */ ._Q)(run.title));
        this.links.set(i, run.session_link ?? '');
        this.stateCodes.set(i, this.stateNames.code(run.state));
        this.setOf.set(i, set);
    }
    setFor(run, judges) {
        const { scorers } = this;
        let key = 0;
        if (scorers.length <= 30) {
            for (let s = 0; s < scorers.length; s++)
                if (judges(scorers[s], run))
                    key |= 1 << s;
        }
        else {
            key = scorers.map((scorer) => (judges(scorer, run) ? '1' : '0')).join('');
        }
        let set = this.setPlaces.get(key);
        if (set === undefined) {
            const members = [];
            for (let s = 0; s < scorers.length; s++) {
                if (typeof key === 'number' ? key & (1 << s) : key[s] === '1')
                    members.push(s);
            }
            set = this.sets.push(members) - 1;
            this.setPlaces.set(key, set);
        }
        return set;
    }
}
function normalizeUrl(url) {
    return url
        .trim()
        .replace(/\/+$/, '')
        .replace(/^http:/i, 'https:')
        .toLowerCase();
}
async function resolveScorers(client, options) {
    const { scorers, unmatched } = await client.scorers.list(options.factory ? { factory_uid: options.factory } : {}, { signal: options.signal });
    if (unmatched > 0) {
        options.warn?.(`the service answered ${unmatched} scorer${unmatched === 1 ? '' : 's'} of other factories (it did not filter by factory): left out`);
    }
    if (!options.names.length) {
        if (!options.factory)
            throw new GateError('name the scorers (input "scorer") or the factory whose scorers judge (input "factory")');
        if (!scorers.length)
            throw new GateError(`factory "${options.factory}" has no scorers: create one, or name scorers with the "scorer" input`);
        return scorers;
    }
    return options.names.map((name) => {
        const hit = /^\d+$/.test(name)
            ? scorers.find((s) => s.id === Number(name))
            : scorers.find((s) => s.name?.toLowerCase() === name.toLowerCase());
        if (!hit) {
            const known = scorers.map((s) => (s.name === undefined ? `${s.id}` : `${s.id} (${s.name})`)).join(', ') || 'none';
            throw new GateError(`scorer "${name}" was not found${options.factory ? ` in factory "${options.factory}"` : ''}; the key's scorers: ${known}`);
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
class Judging {
    runs;
    count;
    runOf;
    scorerOf;
    pairAt;
    attempted;
    statusOf;
    inFlight;
    classificationOf;
    score;
    dispatchOf;
    dispatchError = new Map();
    words = new Codes();
    options;
    constructor(options) {
        this.options = options;
        const runs = (this.runs = options.runs);
        const count = (this.count = runs.pairCount);
        const width = runs.scorers.length;
        this.runOf = new Int32Array(count);
        this.scorerOf = new Int32Array(count);
        this.pairAt = new Int32Array(runs.size * width).fill(-1);
        let p = 0;
        for (let r = 0; r < runs.size; r++) {
            for (const s of runs.scorersOf(r)) {
                this.runOf[p] = r;
                this.scorerOf[p] = s;
                this.pairAt[r * width + s] = p++;
            }
        }
        this.attempted = new Uint8Array(count);
        this.statusOf = new Uint32Array(count);
        this.inFlight = new Uint8Array(count);
        this.classificationOf = new Uint32Array(count);
        this.score = new Float64Array(count).fill(Number.NaN);
        this.dispatchOf = new Uint32Array(count);
    }
    status(p) {
        return this.words.value(this.statusOf[p]) ?? undefined;
    }
    dispatch(p) {
        return this.words.value(this.dispatchOf[p]) ?? undefined;
    }
    setDispatch(p, outcome, error) {
        this.dispatchOf[p] = this.words.code(outcome);
        this.dispatchError.set(p, error);
    }
    scorer(p) {
        return this.runs.scorers[this.scorerOf[p]];
    }
    runId(p) {
        return this.runs.ids[this.runOf[p]];
    }
    pair(runId, scorer) {
        const r = this.runs.placeOf(runId);
        if (r === undefined)
            return undefined;
        const p = this.pairAt[r * this.runs.scorers.length + scorer];
        return p < 0 ? undefined : p;
    }
    ended(p) {
        return (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.hasStopped)(this.runs.state(this.runOf[p]));
    }
    waiting(p) {
        if (this.attempted[p])
            return this.status(p) === 'in_flight' || this.inFlight[p] === 1;
        const dispatch = this.dispatch(p);
        return dispatch === 'dispatched' || dispatch === 'already_in_flight';
    }
    attempt(p) {
        if (!this.attempted[p])
            return undefined;
        const score = this.score[p];
        return {
            status: this.status(p),
            is_in_flight: this.inFlight[p] === 1,
            classification: this.words.value(this.classificationOf[p]) ?? null,
            score: Number.isNaN(score) ? null : score,
        };
    }
    async refresh(only) {
        const { client, signal } = this.options;
        const wanted = new Uint8Array(this.count);
        for (let s = 0; s < this.runs.scorers.length; s++) {
            let left = 0;
            for (let p = 0; p < this.count; p++) {
                const want = this.scorerOf[p] === s && (!only || only(p));
                wanted[p] = want ? 1 : 0;
                if (want)
                    left++;
            }
            if (!left)
                continue;
            const pages = client.scorers.results(this.runs.scorers[s].id, { limit: 100 }, { signal }).pages();
            for await (const page of pages) {
                for (const attempt of page.results) {
                    const p = this.pair(attempt.run_id, s);
                    if (p === undefined || !wanted[p])
                        continue;
                    wanted[p] = 0;
                    left--;
                    this.attempted[p] = 1;
                    this.statusOf[p] = this.words.code(attempt.status);
                    this.inFlight[p] = attempt.is_in_flight ? 1 : 0;
                    this.classificationOf[p] = this.words.code(attempt.classification);
                    this.score[p] = typeof attempt.score === 'number' ? attempt.score : Number.NaN;
                }
                const last = page.results.at(-1);
                if (!left || (last && Date.parse(last.attempted_at) < this.runs.oldest))
                    break;
            }
        }
    }
    where(filter) {
        const picked = [];
        for (let p = 0; p < this.count; p++)
            if (filter(p))
                picked.push(p);
        return picked;
    }
}
async function dispatchJudges(judging, options) {
    const unjudged = judging.where((p) => !judging.attempted[p] && judging.ended(p));
    if (!unjudged.length || !options.dispatchJudges)
        return;
    options.log(`asking for ${unjudged.length} judgement${unjudged.length === 1 ? '' : 's'} now (runs without a live score)`);
    for (let i = 0; i < unjudged.length; i += 100) {
        const batch = unjudged.slice(i, i + 100);
        try {
            const { results } = await options.client.scoring.dispatch({ targets: batch.map((p) => ({ run_id: judging.runId(p), scorer_id: judging.scorer(p).id })) }, { signal: options.signal });
            const asked = new Map(batch.map((p) => [`${judging.scorer(p).id} ${judging.runId(p)}`, p]));
            for (const result of results) {
                const p = asked.get(`${result.scorer_id} ${result.run_id}`);
                if (p === undefined)
                    continue;
                judging.setDispatch(p, result.outcome, result.error ?? null);
            }
        }
        catch (err) {
            if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.ApiError))
                throw err;
            for (const p of batch)
                judging.setDispatch(p, 'failed', err.message);
        }
    }
}
async function awaitVerdicts(judging, options) {
    const now = options.now ?? Date.now;
    const pace = (0,_poll_js__WEBPACK_IMPORTED_MODULE_3__/* .pacer */ .y)(now() + options.timeoutMs, { initialMs: options.pollMs?.initial ?? 2000, factor: 1.5, maxMs: options.pollMs?.max ?? 15_000 }, {
        now,
        ...(options.sleep ? { sleep: options.sleep } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
    });
    const waiting = (p) => judging.waiting(p);
    for (;;) {
        let left = 0;
        for (let p = 0; p < judging.count; p++)
            if (waiting(p))
                left++;
        if (!left)
            return;
        if (!(await pace())) {
            options.log(`${left} judgement${left === 1 ? '' : 's'} still in flight after the score timeout`);
            return;
        }
        await judging.refresh(waiting);
    }
}
async function addReasons(judging, kept, options) {
    const { scorers } = judging.runs;
    for (let s = 0; s < scorers.length; s++) {
        const scorer = scorers[s];
        const rows = kept.filter((row) => {
            if (row.scorer.id !== scorer.id)
                return false;
            const p = judging.pair(row.runId, s);
            return p !== undefined && judging.attempted[p] === 1 && judging.status(p) !== 'in_flight';
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
    if (!(0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.hasStopped)(p.run.state) && !attempt)
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
function rowOf(judging, p, options) {
    const scorer = judging.scorer(p);
    const r = judging.runOf[p];
    const { runs } = judging;
    const threshold = options.threshold ?? scorer.threshold;
    const attempt = judging.attempt(p);
    const dispatch = judging.dispatch(p);
    const link = runs.link(r);
    const ended = judging.ended(p);
    return {
        runId: runs.ids[r],
        title: runs.title(r),
        ...(link ? { link } : {}),
        scorer: { id: scorer.id, name: scorerName(scorer) },
        classification: attempt?.classification ?? null,
        score: typeof attempt?.score === 'number' ? attempt.score : null,
        threshold,
        verdict: verdictOf({ run: { state: runs.state(r) }, attempt, dispatch }, threshold, options.dispatchJudges),
        reason: !ended
            ? 'The run has not ended yet: it cannot be judged.'
            : !attempt && !options.dispatchJudges
                ? 'No live score, and dispatch-judges is false.'
                : null,
        ...(dispatch ? { dispatch, dispatchError: judging.dispatchError.get(p) ?? null } : {}),
    };
}
async function judgeInto(options, sink) {
    const judging = new Judging(options);
    await judging.refresh();
    await dispatchJudges(judging, options);
    await awaitVerdicts(judging, options);
    for (let p = 0; p < judging.count; p++)
        sink.add(rowOf(judging, p, options));
    await addReasons(judging, sink.kept(), options);
}


/***/ }),

/***/ 52:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cd: () => (/* binding */ LOOKUP_SCAN_PAGES),
/* harmony export */   Ge: () => (/* binding */ META),
/* harmony export */   Jz: () => (/* binding */ findRunByMetadata),
/* harmony export */   Y1: () => (/* binding */ conversationOrigin),
/* harmony export */   mc: () => (/* binding */ warnOnce),
/* harmony export */   u2: () => (/* binding */ SOURCE),
/* harmony export */   xk: () => (/* binding */ adoptable),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* unused harmony exports workOf, MetadataNotKeptError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9434);
/* harmony import */ var _render_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1509);



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
function conversationOrigin(env, trigger, inputs) {
    const idempotencyKey = inputs.run.idempotencyKey;
    const key = hash([
        env.repository.toLowerCase(),
        String(trigger.number ?? ''),
        'conversation',
        ...(idempotencyKey !== undefined ? [idempotencyKey] : []),
    ]);
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
function common(env, trigger, inputs) {
    const metadata = {
        [META.repo]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(env.repository, 256),
        [META.workflowRun]: env.workflowRunId,
        [META.attempt]: env.runAttempt,
        [META.job]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(env.job, 256),
        [META.event]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(env.eventName, 256),
        [META.source]: SOURCE,
    };
    if (inputs.timeoutMinutes !== undefined)
        metadata[META.timeout] = String(inputs.timeoutMinutes);
    if (inputs.cancelOnAbort !== undefined)
        metadata[META.cancel] = String(inputs.cancelOnAbort);
    if (trigger.number !== undefined)
        metadata[META.number] = String(trigger.number);
    if (trigger.comment)
        metadata[META.comment] = String(trigger.comment.id);
    return metadata;
}
class MetadataNotKeptError extends _client_index_js__WEBPACK_IMPORTED_MODULE_1__.CloudAgentError {
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
        options.warn?.(`the service answered runs that do not carry the metadata asked for (it does not filter by metadata): scanning the newest runs for this one instead`);
    }
    catch (err) {
        if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.ApiError && err.errorCode === 'feature_not_available'))
            throw err;
    }
    const since = options.createdAfter ?? new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    let pages = 0;
    let seen = 0;
    let withMetadata = 0;
    for await (const page of client.runs
        .list({ sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since }, { signal: options.signal })
        .pages()) {
        const hits = page.runs.filter((run) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__.runMatches)({ metadata: filter }, run));
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
    return run !== undefined && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__.isGoing)(run.state);
}


/***/ }),

/***/ 8800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ Utf8Chunks)
/* harmony export */ });
/* unused harmony export UTF8_CHUNK */
class Utf8Chunks {
    chunks = [];
    last = -1;
    size = 0;
    append(text, bytes = Buffer.byteLength(text)) {
        let chunk = this.chunks.at(-1);
        if (bytes > 0 && (!chunk || chunk.used + bytes > chunk.bytes.length)) {
            chunk = { bytes: Buffer.alloc(Math.max(UTF8_CHUNK, bytes)), used: 0 };
            this.chunks.push(chunk);
            this.last = this.chunks.length - 1;
        }
        if (!chunk)
            return 0;
        const start = chunk.used;
        chunk.used += chunk.bytes.write(text, start, 'utf8');
        this.size += bytes;
        return start;
    }
    read(chunk, start, end) {
        return end > start ? this.chunks[chunk].bytes.toString('utf8', start, end) : '';
    }
    parts() {
        return this.chunks.map((chunk) => chunk.bytes.subarray(0, chunk.used));
    }
}
const UTF8_CHUNK = 64 * 1024;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C_: () => (/* binding */ renderGateReport),
/* harmony export */   RN: () => (/* binding */ GateRows),
/* harmony export */   Tq: () => (/* binding */ checkTitle),
/* harmony export */   _Q: () => (/* binding */ shownTitle),
/* harmony export */   eh: () => (/* binding */ summarize)
/* harmony export */ });
/* unused harmony exports GATE_LIMIT, renderTrendChart */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

const GATE_LIMIT = 65_000;
const EPSILON = 1e-9;
function summarize(rows, minPassRate) {
    const total = rows instanceof GateRows ? rows.total : rows.length;
    const passed = rows instanceof GateRows ? rows.count('pass') : rows.filter((r) => r.verdict === 'pass').length;
    const passRate = total ? passed / total : null;
    const conclusion = passRate === null ? 'neutral' : passRate + EPSILON >= minPassRate ? 'success' : 'failure';
    return { conclusion, passed, failed: total - passed, total, passRate, minPassRate };
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
    const runs = summary.total === 1 ? 'run' : 'runs';
    return `${summary.passed} of ${summary.total} ${runs} passed (${percent(summary.passRate)})`;
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
    const verb = summary.conclusion === 'success' ? 'meets' : 'is below';
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
    return `Pass rate **${percent(summary.passRate)}** ${verb} the minimum of ${min}.${notPassed ? ` Not passed: ${notPassed}.` : ''}`;
}
function dispatchText(row) {
    const what = row.dispatch === undefined
        ? ''
        : row.dispatch === 'already_in_flight'
            ? 'already in flight'
            : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.inline)(row.dispatch, 40);
    const error = row.dispatchError ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.inline)(row.dispatchError, 200) : '';
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
        : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.inline)(row.classification, 80);
}
const decimal = (n) => (n === null || !Number.isFinite(n) ? '—' : n.toFixed(2));
const TITLE_MAX = 150;
function shownTitle(title) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .flatten */ .Bq)(title, TITLE_MAX);
}
function runCell(row) {
    const title = row.title.trim() ? row.title : row.runId;
    const url = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.safeUrl)(row.link);
    return url ? `[${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.linkText)(title, TITLE_MAX)}](${url})` : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.inline)(title, TITLE_MAX);
}
function tableHeader(withDispatch) {
    return withDispatch
        ? '| Run | Scorer | Classification | Score | Threshold | Outcome | Dispatch |\n|---|---|---|--:|--:|---|---|'
        : '| Run | Scorer | Classification | Score | Threshold | Outcome |\n|---|---|---|--:|--:|---|';
}
function tableRow(row, withDispatch) {
    const cells = [
        runCell(row),
        (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.inline)(row.scorer.name, 80),
        classificationText(row),
        decimal(row.score),
        decimal(row.threshold),
        OUTCOME[row.verdict] ?? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.inline)(String(row.verdict), 20),
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
function fitCharts(trends, budget) {
    const charts = [];
    let used = 0;
    let chartsLeftOut = 0;
    for (const trend of trends) {
        const chart = renderTrendChart(trend);
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
function checkRunLine(url) {
    const safe = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.safeUrl)(url);
    return safe && /^https:\/\//i.test(safe) ? `Details in the [check run](${safe}).` : '';
}
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
    ]);
    const tail = join([
        input.note?.trim() ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .cut */ .Jj)((0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .untrusted */ .bp)(input.note.trim()), 4_000, 'The note') : '',
        `<sub>Judged at ${new Date(input.now).toISOString().slice(0, 10)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTime */ .fU)(input.now)}.</sub>`,
    ]);
    let budget = limit - head.length - tail.length - 40;
    const { kept, table, moreRows } = fitTable(rows, budget);
    budget -= table.length + moreRows.length + 4;
    const { charts, moreCharts, used } = fitCharts(input.trends, budget);
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
const PALETTE = '#2F81F7, #CF222E, #8C959F';
const NO_DATA_HEIGHT = 3;
const quote = (text) => `"${text.replace(/\s+/g, ' ').trim().replace(/"/g, "'")}"`;
function renderTrendChart(trend) {
    const { response, groupBy } = trend;
    const series = response.series;
    const unit = UNIT[groupBy] ?? groupBy;
    const threshold = percentNumber(Math.min(1, Math.max(0, trend.threshold)));
    const scored = response.pass_count + response.fail_count;
    const caption = response.pass_rate === null
        ? `Pass rate over the window: no scored runs in the window — minimum pass rate ${threshold}%`
        : `Pass rate over the window: ${percent(response.pass_rate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .groupDigits */ .K9)(response.pass_count)} of ${count(scored, 'scored run', 'scored runs')}) — minimum pass rate ${threshold}%`;
    const scorer = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .codeLine */ .U_)(trend.scorerName, 80);
    if (!series.length)
        return `_No ${unit}s to chart for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.inline)(trend.scorerName, 80)}._\n\n${caption}`;
    const start = Date.parse(response.start_date);
    const end = Date.parse(response.end_date);
    const days = Math.round((end - start) / DAY);
    const span = groupBy === 'day' && Number.isFinite(days) && days > 0
        ? count(days, 'day', 'days')
        : count(series.length, unit, `${unit}s`);
    const labels = periodLabels(trend);
    const shown = shownLabels(labels.length);
    const hidden = hiddenLabels(shown.filter((s) => !s).length);
    let nextHidden = 0;
    const axis = labels.map((label, i) => quote(shown[i] ? label : hidden[nextHidden++]));
    const empty = series.flatMap((p, i) => (p.pass_rate === null ? [i] : []));
    const values = series.map((p) => p.pass_rate === null ? 0 : percentNumber(Math.min(1, Math.max(0, p.pass_rate))));
    const lines = [
        '```mermaid',
        '---',
        'config:',
        '  themeVariables:',
        '    xyChart:',
        `      plotColorPalette: "${PALETTE}"`,
        '---',
        'xychart-beta',
        `    title ${quote(`Pass rate: ${scorer} (last ${span}, by ${unit})`)}`,
        `    x-axis [${axis.join(', ')}]`,
        '    y-axis "Pass rate (%)" 0 --> 100',
        `    bar [${values.join(', ')}]`,
        `    line [${values.map(() => threshold).join(', ')}]`,
        ...(empty.length
            ? [`    bar [${series.map((p) => (p.pass_rate === null ? NO_DATA_HEIGHT : 0)).join(', ')}]`]
            : []),
        '```',
    ];
    const gaps = !empty.length
        ? ''
        : empty.length === series.length
            ? `No ${unit} had scored runs: each is a short grey bar.`
            : `${count(empty.length, unit, `${unit}s`)} without scored runs, each a short grey bar (a ${unit} whose runs all failed has no bar): ${ranges(labels, empty)}.`;
    return [lines.join('\n'), caption, gaps].filter(Boolean).join('\n\n');
}


/***/ })

};

//# sourceMappingURL=613.index.js.map