export const id = 613;
export const ids = [613];
export const modules = {

/***/ 6613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GateError: () => (/* binding */ GateError),
/* harmony export */   Ki: () => (/* binding */ resolveScorers),
/* harmony export */   MK: () => (/* binding */ runsOfPullRequest),
/* harmony export */   Nh: () => (/* binding */ windowSummary),
/* harmony export */   S4: () => (/* binding */ judge),
/* harmony export */   hU: () => (/* binding */ covers)
/* harmony export */ });
/* unused harmony exports latestAttempts, verdictOf */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3695);
/* harmony import */ var _origin_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6987);



class GateError extends Error {
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
async function runsOfPullRequest(client, options) {
    const found = new Map();
    try {
        for await (const run of client.runs.list({ metadata: { [_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .META */ .Ge.repo]: options.repository, [_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .META */ .Ge.number]: String(options.number) }, limit: 100 }, { signal: options.signal })) {
            found.set(run.run_id, run);
        }
    }
    catch (err) {
        if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.ApiError && err.errorCode === 'feature_not_available'))
            throw err;
        options.log('metadata filtering is not enabled for this team: finding the runs by their pull request artifacts only');
    }
    const target = normalizeUrl(options.url);
    let pages = 0;
    for await (const page of client.runs
        .list({ artifact_type: 'PULL_REQUEST', created_after: options.since, limit: 100, sort_by: 'created_at' }, { signal: options.signal })
        .pages()) {
        for (const run of page.runs) {
            const points = (run.artifacts ?? []).some((a) => a.artifact_type === 'PULL_REQUEST' &&
                normalizeUrl(String(a.data.url ?? '')) === target);
            if (points)
                found.set(run.run_id, run);
        }
        if (++pages >= 50) {
            options.log('stopped looking for runs with pull request artifacts after 50 pages (5,000 runs)');
            break;
        }
    }
    return [...found.values()].filter((run) => run.source !== 'RUN_SCORER');
}
function normalizeUrl(url) {
    return url
        .trim()
        .replace(/\/+$/, '')
        .replace(/^http:/i, 'https:')
        .toLowerCase();
}
async function resolveScorers(client, options) {
    const { scorers } = await client.scorers.list(options.factory ? { factory_uid: options.factory } : {}, {
        signal: options.signal,
    });
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
            : scorers.find((s) => s.name.toLowerCase() === name.toLowerCase());
        if (!hit) {
            const known = scorers.map((s) => `${s.id} (${s.name})`).join(', ') || 'none';
            throw new GateError(`scorer "${name}" was not found${options.factory ? ` in factory "${options.factory}"` : ''}; the key's scorers: ${known}`);
        }
        return hit;
    });
}
function covers(scorer, run) {
    if (scorer.scope_mode === 'selected_agents') {
        const agents = new Set(scorer.agents.map((a) => a.uid));
        return run.executor?.uid !== undefined && agents.has(run.executor.uid);
    }
    return run.factory_uid === undefined || run.factory_uid === scorer.factory_uid;
}
async function latestAttempts(client, scorerId, wanted, oldest, signal) {
    const found = new Map();
    if (!wanted.size)
        return found;
    for await (const page of client.scorers.results(scorerId, { limit: 100 }, { signal }).pages()) {
        for (const attempt of page.results) {
            if (wanted.has(attempt.run_id) && !found.has(attempt.run_id))
                found.set(attempt.run_id, attempt);
        }
        const last = page.results.at(-1);
        if (found.size === wanted.size || (last && Date.parse(last.attempted_at) < oldest))
            break;
    }
    return found;
}
const key = (scorerId, runId) => `${scorerId} ${runId}`;
class Judging {
    pairs;
    scorers;
    oldest;
    options;
    constructor(options) {
        this.options = options;
        this.pairs = new Map(options.pairs.map((p) => [key(p.scorer.id, p.run.run_id), { ...p }]));
        this.scorers = new Map(options.pairs.map((p) => [p.scorer.id, p.scorer]));
        this.oldest = Math.min(...options.pairs.map((p) => Date.parse(p.run.created_at)));
    }
    all(filter = () => true) {
        return [...this.pairs.values()].filter(filter);
    }
    async refresh(only) {
        for (const scorer of this.scorers.values()) {
            const wanted = new Set(this.all((p) => p.scorer.id === scorer.id && (!only || only(p))).map((p) => p.run.run_id));
            const { client, signal } = this.options;
            const attempts = await latestAttempts(client, scorer.id, wanted, this.oldest, signal);
            for (const [runId, attempt] of attempts)
                this.pairs.get(key(scorer.id, runId)).attempt = attempt;
        }
    }
}
const ended = (state) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.hasStopped)(state.run.state);
const waiting = (p) => p.attempt?.status === 'in_flight' ||
    p.attempt?.is_in_flight === true ||
    (!p.attempt && (p.dispatch === 'dispatched' || p.dispatch === 'already_in_flight'));
async function dispatchJudges(judging, options) {
    const unjudged = judging.all((p) => !p.attempt && ended(p));
    if (!unjudged.length || !options.dispatchJudges)
        return;
    options.log(`asking for ${unjudged.length} judgement${unjudged.length === 1 ? '' : 's'} now (runs without a live score)`);
    for (let i = 0; i < unjudged.length; i += 100) {
        const batch = unjudged.slice(i, i + 100);
        try {
            const { results } = await options.client.scoring.dispatch({ targets: batch.map((p) => ({ run_id: p.run.run_id, scorer_id: p.scorer.id })) }, { signal: options.signal });
            for (const result of results) {
                const state = judging.pairs.get(key(result.scorer_id, result.run_id));
                if (!state)
                    continue;
                state.dispatch = result.outcome;
                state.dispatchError = result.error ?? null;
            }
        }
        catch (err) {
            if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.ApiError))
                throw err;
            for (const state of batch) {
                state.dispatch = 'failed';
                state.dispatchError = err.message;
            }
        }
    }
}
async function awaitVerdicts(judging, options) {
    const now = options.now ?? Date.now;
    const pace = (0,_poll_js__WEBPACK_IMPORTED_MODULE_2__/* .pacer */ .y)(now() + options.timeoutMs, { initialMs: options.pollMs?.initial ?? 2000, factor: 1.5, maxMs: options.pollMs?.max ?? 15_000 }, {
        now,
        ...(options.sleep ? { sleep: options.sleep } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
    });
    for (;;) {
        const left = judging.all(waiting);
        if (!left.length)
            return;
        if (!(await pace())) {
            options.log(`${left.length} judgement${left.length === 1 ? '' : 's'} still in flight after the score timeout`);
            return;
        }
        await judging.refresh(waiting);
    }
}
async function reasonsOf(judging, options) {
    const reasons = new Map();
    for (const scorer of judging.scorers.values()) {
        const runIds = judging
            .all((p) => p.scorer.id === scorer.id && p.attempt !== undefined && p.attempt.status !== 'in_flight')
            .map((p) => p.run.run_id);
        if (!runIds.length)
            continue;
        const { reasons: got } = await options.client.scorers.reasons(scorer.id, runIds, {
            signal: options.signal,
        });
        for (const r of got)
            reasons.set(key(scorer.id, r.run_id), r.status === 'available' ? (r.reason ?? null) : null);
    }
    return reasons;
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
function rowOf(p, reason, options) {
    const threshold = options.threshold ?? p.scorer.threshold;
    const attempt = p.attempt;
    return {
        runId: p.run.run_id,
        title: p.run.title,
        ...(p.run.session_link ? { link: p.run.session_link } : {}),
        scorer: { id: p.scorer.id, name: p.scorer.name },
        classification: attempt?.classification ?? null,
        score: typeof attempt?.score === 'number' ? attempt.score : null,
        threshold,
        verdict: verdictOf(p, threshold, options.dispatchJudges),
        reason: reason ??
            (!ended(p)
                ? 'The run has not ended yet: it cannot be judged.'
                : !attempt && !options.dispatchJudges
                    ? 'No live score, and dispatch-judges is false.'
                    : null),
        ...(p.dispatch ? { dispatch: p.dispatch, dispatchError: p.dispatchError ?? null } : {}),
    };
}
async function judge(options) {
    const judging = new Judging(options);
    await judging.refresh();
    await dispatchJudges(judging, options);
    await awaitVerdicts(judging, options);
    const reasons = await reasonsOf(judging, options);
    return judging.all().map((p) => rowOf(p, reasons.get(key(p.scorer.id, p.run.run_id)), options));
}


/***/ }),

/***/ 52:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ge: () => (/* binding */ META),
/* harmony export */   Jz: () => (/* binding */ findRunByMetadata),
/* harmony export */   Y1: () => (/* binding */ conversationOrigin),
/* harmony export */   u2: () => (/* binding */ SOURCE),
/* harmony export */   xk: () => (/* binding */ adoptable),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* unused harmony export workOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3695);
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
async function findRunByMetadata(client, filter, options = {}) {
    const after = options.createdAfter ? { created_after: options.createdAfter } : {};
    try {
        const page = await client.runs.listPage({ metadata: filter, sort_by: 'created_at', sort_order: 'desc', limit: 5, ...after }, { signal: options.signal });
        return page.runs[0];
    }
    catch (err) {
        if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.ApiError && err.errorCode === 'feature_not_available'))
            throw err;
    }
    const matches = (run) => Object.entries(filter).every(([k, v]) => run.metadata?.[k] === v);
    let pages = 0;
    const since = options.createdAfter ?? new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    for await (const page of client.runs
        .list({ sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since }, { signal: options.signal })
        .pages()) {
        const hit = page.runs.find(matches);
        if (hit)
            return hit;
        if (++pages >= 5)
            break;
    }
    return undefined;
}
function adoptable(run) {
    return run !== undefined && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__.isGoing)(run.state);
}


/***/ })

};

//# sourceMappingURL=613.index.js.map