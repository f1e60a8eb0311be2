export const id = 746;
export const ids = [746];
export const modules = {

/***/ 1746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  settleCommand: () => (/* binding */ settleCommand)
});

// EXTERNAL MODULE: ./src/flow/report.ts + 2 modules
var report = __webpack_require__(9830);
// EXTERNAL MODULE: ./src/client/index.ts + 3 modules
var src_client = __webpack_require__(3695);
// EXTERNAL MODULE: ./src/flow/artifacts.ts
var flow_artifacts = __webpack_require__(3635);
// EXTERNAL MODULE: ./src/flow/cancel.ts
var cancel = __webpack_require__(3900);
// EXTERNAL MODULE: ./src/flow/follow.ts + 2 modules
var follow = __webpack_require__(989);
// EXTERNAL MODULE: ./src/flow/origin.ts
var origin = __webpack_require__(52);
// EXTERNAL MODULE: ./src/flow/starters.ts
var starters = __webpack_require__(338);
// EXTERNAL MODULE: ./src/flow/step.ts
var step = __webpack_require__(6696);
;// CONCATENATED MODULE: ./src/flow/settle.ts








const SHOWS_OUTCOME = new Set(['cancelled', 'timeout']);
function deadlineOf(marker, run) {
    if (marker) {
        const at = marker.deadline ? Date.parse(marker.deadline) : NaN;
        return Number.isNaN(at) ? undefined : at;
    }
    if (run.metadata?.[origin/* META */.Ge.conversation] !== undefined)
        return undefined;
    const minutes = Number(run.metadata?.[origin/* META */.Ge.timeout]);
    const start = Date.parse(run.started_at ?? run.created_at);
    if (!(minutes > 0) || Number.isNaN(start))
        return undefined;
    return start + minutes * 60_000;
}
function cancelsAtDeadline(marker, run) {
    if (marker)
        return marker.cancel ?? true;
    return run.metadata?.[origin/* META */.Ge.cancel] !== 'false';
}
function decide(marker, run, now) {
    if (marker?.phase === 'final')
        return { kind: 'done' };
    if (marker?.phase && SHOWS_OUTCOME.has(marker.phase) && marker.state && src_client.TERMINAL_STATES.has(marker.state))
        return { kind: 'done' };
    if (src_client.TERMINAL_STATES.has(run.state))
        return { kind: 'report', phase: 'final' };
    if (run.state === 'BLOCKED') {
        return marker?.phase === 'blocked' && marker.state === 'BLOCKED'
            ? { kind: 'done' }
            : { kind: 'report', phase: 'blocked' };
    }
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
    const filter = { [origin/* META */.Ge.repo]: repository, [origin/* META */.Ge.source]: origin/* SOURCE */.u2 };
    const query = { sort_by: 'updated_at', sort_order: 'desc', limit: PAGE, updated_after: since };
    const ours = (run) => Object.entries(filter).every(([k, v]) => run.metadata?.[k] === v);
    let scanned = false;
    let page;
    try {
        page = await client.runs.listPage({ ...query, metadata: filter }, { signal });
    }
    catch (err) {
        if (!(err instanceof src_client.ApiError && err.errorCode === 'feature_not_available'))
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
    }
}
function reactionTarget(marker, run) {
    const id = Number(marker.comment);
    if (!marker.comment || !Number.isSafeInteger(id))
        return undefined;
    const event = run.metadata?.[origin/* META */.Ge.event];
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
            found = self.then((login) => repository.markedComments(thread, login, (0,report/* markerReader */.ug)(this.step.markerKey)));
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
    async settleRun(run) {
        const number = Number(run.metadata?.[origin/* META */.Ge.number]);
        const thread = Number.isSafeInteger(number) && number > 0 ? number : undefined;
        const base = { run_id: run.run_id, state: run.state, thread: thread ?? null };
        const now = this.now();
        let comment;
        try {
            comment = await this.trackingComment(run, thread);
        }
        catch (err) {
            return {
                ...base,
                comment_url: null,
                action: 'not-settled',
                detail: `could not read the comments of #${thread}: ${err.message}`,
            };
        }
        const decision = decide(comment?.state, run, now);
        const result = { ...base, comment_url: comment?.url ?? null };
        switch (decision.kind) {
            case 'done':
                return { ...result, action: 'already-settled', detail: 'its comment already shows the outcome' };
            case 'working': {
                const age = now - Date.parse(run.created_at);
                const until = decision.deadline === undefined
                    ? 'no deadline'
                    : `deadline ${new Date(decision.deadline).toISOString()}`;
                return { ...result, action: 'working', detail: `working for ${formatAge(age)} (${until})` };
            }
            case 'report':
                if (!comment)
                    return { ...result, ...(await this.withoutComment(thread)) };
                return this.report(run, comment, decision.phase, result);
            case 'timeout':
                return this.timeout(run, comment, decision, result, thread);
        }
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
            return 'started without an issue or pull request: its report is in its own job summary';
        if (!this.step.repository)
            return `no github-token: its report on #${thread} could not be written`;
        return `no tracking comment of this run on #${thread} (none by the action with a marker that verifies)`;
    }
    async reportInput(run, marker, phase, note) {
        const { client } = this.step;
        const log = (0,step/* info */.p)(this.step);
        const conversation = await (0,follow.conversationOf)(this.step.host, client, run);
        const artifacts = await (0,flow_artifacts/* resolveArtifacts */.q)(client, run, log, this.step.signal);
        const factoryTask = marker?.factory
            ? await (0,starters/* readFactoryTask */.Cq)(client, marker.factory, run.run_id, this.step.host.log)
            : undefined;
        return {
            run,
            phase,
            artifacts,
            now: this.now(),
            origin: this.originOf(run),
            ...this.hintsOf(run, marker),
            ...(conversation ? { conversation } : {}),
            ...(factoryTask ? { factoryTask } : {}),
            ...(note ? { note } : {}),
        };
    }
    originOf(run) {
        const { env } = this.step;
        const meta = run.metadata ?? {};
        const workflowRun = meta[origin/* META */.Ge.workflowRun];
        const by = workflowRun
            ? `[workflow run](${(0,follow.workflowRunUrl)({ ...env, workflowRunId: encodeURIComponent(workflowRun) })})`
            : 'a workflow run';
        const number = meta[origin/* META */.Ge.number];
        if (meta[origin/* META */.Ge.comment] && number)
            return `Started from a comment on #${number}, ${by}.`;
        if (number)
            return `Started from #${number} by ${by}.`;
        return `Started by ${by}${meta[origin/* META */.Ge.event] ? ` (${meta[origin/* META */.Ge.event]})` : ''}.`;
    }
    hintsOf(run, marker) {
        const comment = Boolean(marker?.comment || run.metadata?.[origin/* META */.Ge.comment]);
        return (0,follow.hintsFor)({ comment, thread: true }, this.options.triggerPhrase, run.run_id);
    }
    async write(comment, thread, input) {
        const { step } = this;
        const repository = step.repository;
        const target = reactionTarget(comment.state, input.run);
        if (target)
            await repository.react(target, finalReaction(input.phase, input.run));
        const { v: _v, run: _run, conversation: _c, state: _s, phase: _p, ...marker } = comment.state;
        const reporter = (0,report/* openReporter */.WU)({
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
            };
        this.step.host.log.info(`settled run ${run.run_id} (${run.state}) on #${result.thread}: ${comment.url}`);
        return phase === 'final'
            ? { ...result, action: 'finished', detail: `final report written (${run.state})` }
            : { ...result, action: 'blocked', detail: 'report written: the agent waits for input' };
    }
    async timeout(run, comment, decision, result, thread) {
        const { client } = this.step;
        const minutes = Number(run.metadata?.[origin/* META */.Ge.timeout]);
        const limit = minutes > 0
            ? `within ${plural(minutes, 'minute')} (\`timeout-minutes\`)`
            : `by its deadline (${new Date(decision.deadline).toISOString()})`;
        let note = `The run did not end ${limit}.`;
        let seen = run;
        let cancelled = false;
        if (decision.cancel) {
            const outcome = await (0,cancel/* cancelRun */.Su)(client, run.run_id, (0,step/* info */.p)(this.step));
            seen = outcome.run ?? run;
            cancelled = outcome.settled;
            note += ` ${(0,cancel/* describeCancel */.wW)(outcome.outcome, run.run_id)}`;
            if (!outcome.settled) {
                return {
                    ...result,
                    state: seen.state,
                    action: 'not-settled',
                    detail: `past its deadline; ${(0,cancel/* describeCancel */.wW)(outcome.outcome, run.run_id).replace(/`/g, '')}`,
                };
            }
        }
        else {
            note += ' It was left going (`cancel-on-abort: false`).';
        }
        const done = {
            ...result,
            state: seen.state,
            ...(cancelled ? { action: 'cancelled' } : { action: 'timed-out' }),
        };
        const what = cancelled
            ? 'past its deadline: cancelled'
            : 'past its deadline: left going (cancel-on-abort: false)';
        if (!comment) {
            return { ...done, detail: `${what}; ${this.noComment(thread)}` };
        }
        const shown = await this.write(comment, thread, await this.reportInput(seen, comment.state, 'timeout', note));
        return { ...done, detail: shown ? `${what}, reported` : `${what}; GitHub did not take the report` };
    }
}

// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
;// CONCATENATED MODULE: ./src/render/settle.ts

const SETTLED = new Set(['finished', 'blocked', 'cancelled', 'timed-out']);
function settledCount(results) {
    return results.filter((r) => SETTLED.has(r.action)).length;
}
const settle_plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function row(result) {
    const url = (0,format.safeUrl)(result.comment_url ?? undefined);
    const thread = result.thread === null ? '—' : url ? `[#${result.thread}](${url})` : `#${result.thread}`;
    return `| ${(0,format/* code */.aY)(result.run_id, 80)} | ${thread} | ${(0,format/* code */.aY)(result.state, 40)} | ${result.action} | ${(0,format.inline)(result.detail, 300)} |`;
}
function renderSettleSummary(input) {
    const { results } = input;
    const count = (action) => results.filter((r) => r.action === action).length;
    const shown = results.filter((r) => r.action !== 'already-settled');
    const lines = [
        `### Cloud agent settle: ${(0,format.inline)(input.repository, 140)}`,
        '',
        `${settle_plural(results.length, 'run')} of this repository changed in the last ${settle_plural(input.windowMinutes, 'minute')}: ` +
            `${settledCount(results)} settled, ${count('working')} still working, ${count('not-settled')} not settled, ` +
            `${count('already-settled')} already settled before.`,
    ];
    if (input.withoutGitHub) {
        lines.push('', 'No `github-token`: no tracking comment could be read or written. Runs past the deadline their metadata records were still cancelled; the reports of the runs listed as not settled are left for a settle with a token.');
    }
    if (input.scanned) {
        lines.push('', `The service does not filter runs by metadata for this team: the newest runs were scanned${input.truncated ? ' and the scan stopped at its bound, so older runs were not looked at' : ''}.`);
    }
    else if (input.truncated) {
        lines.push('', 'More runs changed than one settle reads: the oldest were not looked at; the next settle reaches them.');
    }
    if (shown.length) {
        lines.push('', '| run | thread | state | done | detail |', '|---|---|---|---|---|', ...shown.map(row));
    }
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/commands/settle.ts



async function settleCommand(step, inputs) {
    const { windowMinutes, triggerPhrase } = inputs;
    const { results, listing } = await new Settler(step, { windowMinutes, triggerPhrase }).settle();
    const settled = settledCount(results);
    step.host.log.info(`settle: ${results.length} runs of ${step.env.repository} changed in the last ${windowMinutes} minutes; ${settled} settled`);
    await (0,report/* writeSummary */.Sy)(step.host, renderSettleSummary({
        repository: step.env.repository,
        windowMinutes,
        results,
        scanned: listing.scanned,
        truncated: listing.truncated,
        withoutGitHub: step.repository === undefined,
    }));
    (0,report/* writeOutputs */.Kn)(step.host, { settled: String(settled), results: JSON.stringify(results) });
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


/***/ }),

/***/ 338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cq: () => (/* binding */ readFactoryTask),
/* harmony export */   DispatchError: () => (/* binding */ DispatchError),
/* harmony export */   NK: () => (/* binding */ factoryTaskOf),
/* harmony export */   cl: () => (/* binding */ factoryStarter),
/* harmony export */   ds: () => (/* binding */ runStarter)
/* harmony export */ });
/* unused harmony exports agentConfig, ticketOf, explainDispatchError */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3695);
/* harmony import */ var _render_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1509);
/* harmony import */ var _origin_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52);



function factoryTaskOf(starter, runId) {
    const task = starter.factoryTask;
    return task ? { factoryTask: () => task(runId) } : {};
}
function agentConfig(run) {
    const config = { ...(run.agentConfig ?? {}) };
    if (run.environmentId)
        config.environment_id = run.environmentId;
    if (run.modelId)
        config.model_id = run.modelId;
    if (run.basePrompt)
        config.base_prompt = run.basePrompt;
    if (run.mcpServers) {
        config.mcp_servers = {
            ...(config.mcp_servers ?? {}),
            ...run.mcpServers,
        };
    }
    return Object.keys(config).length ? config : undefined;
}
const oldestFirst = (a, b) => a.created_at.localeCompare(b.created_at) || a.run_id.localeCompare(b.run_id);
async function listActiveBy(client, metadata, signal) {
    try {
        const page = await client.runs.listPage({ metadata, state: [..._client_index_js__WEBPACK_IMPORTED_MODULE_0__.GOING_STATES], sort_by: 'created_at', sort_order: 'asc', limit: 20 }, { signal });
        return page.runs.sort(oldestFirst);
    }
    catch (err) {
        if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.ApiError && err.errorCode === 'feature_not_available')
            return [];
        throw err;
    }
}
function runStarter(step, run, origin) {
    const { client } = step;
    const findLatest = (signal, createdAfter) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, origin.lookup, { signal, ...(createdAfter ? { createdAfter } : {}) });
    const findMade = (createdAfter, signal) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, origin.own, { signal, createdAfter });
    return {
        lookup: origin.lookup,
        own: origin.own,
        findLatest,
        findMade,
        listActive: (signal) => listActiveBy(client, origin.lookup, signal),
        create: async (work, signal, since) => {
            const config = agentConfig(run);
            const body = {
                prompt: work.prompt,
                metadata: origin.metadata,
                ...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(work.title, 200) } : {}),
                ...(config ? { config } : {}),
                ...(run.skill ? { skill: run.skill } : {}),
                ...(run.agentIdentity ? { agent_identity_uid: run.agentIdentity } : {}),
            };
            const created = await client.runs.create(body, {
                signal,
                recover: async () => {
                    const found = await findMade(since);
                    return found ? { run_id: found.run_id, task_id: found.run_id, state: found.state } : undefined;
                },
            });
            return { runId: created.run_id, state: created.state };
        },
    };
}
function ticketOf(ref) {
    const at = ref.indexOf(':');
    return { source: ref.slice(0, at), id: ref.slice(at + 1) };
}
function factoryStarter(step, factory, ticketRef, ticketUrl) {
    const { client, host } = step;
    const log = host.log;
    const ticket = ticketOf(ticketRef);
    const metadata = { ticket_source: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(ticket.source, 256), ticket_id: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(ticket.id, 256) };
    const findLatest = async (signal, createdAfter) => {
        const run = await (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, metadata, {
            signal,
            ...(createdAfter ? { createdAfter } : {}),
        });
        return run && (run.factory_uid === undefined || run.factory_uid === factory) ? run : undefined;
    };
    const findMade = (createdAfter, signal) => findLatest(signal, createdAfter);
    return {
        factory,
        lookup: metadata,
        own: metadata,
        findLatest,
        findMade,
        listActive: (signal) => listActiveBy(client, metadata, signal),
        create: async (work, signal, since) => {
            try {
                const created = await client.factories.dispatch(factory, {
                    prompt: work.prompt,
                    ticket_ref: ticketRef,
                    ...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(work.title, 200) } : {}),
                    ...(ticketUrl ? { ticket_url: ticketUrl } : {}),
                }, {
                    signal,
                    recover: async () => {
                        const found = await findMade(since);
                        return found
                            ? {
                                run_id: found.run_id,
                                state: found.state,
                                factory_uid: factory,
                                foreman_agent: '',
                                ticket_ref: ticketRef,
                            }
                            : undefined;
                    },
                });
                log.info(`dispatched to factory ${factory} (foreman ${created.foreman_agent || 'unknown'}), ticket ${created.ticket_ref}`);
                return { runId: created.run_id, state: created.state };
            }
            catch (err) {
                throw explainDispatchError(err, factory);
            }
        },
        factoryTask: (runId) => readFactoryTask(client, factory, runId, log),
    };
}
async function readFactoryTask(client, factory, runId, log) {
    try {
        const task = await client.factories.taskByRun(factory, runId, { maxRetries: 1 });
        return { uid: task.uid, stage: task.stage, factory };
    }
    catch (err) {
        if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.ApiError && err.status === 404)
            return undefined;
        log.warning(`could not read the factory task of run ${runId}: ${err.message}`);
        return undefined;
    }
}
class DispatchError extends Error {
}
function explainDispatchError(err, factory) {
    if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.ApiError))
        return err;
    const cause = err.detail ?? err.title ?? err.message;
    switch (err.status) {
        case 409:
            return new DispatchError(`factory "${factory}" has no foreman agent, so it cannot take work: set up a foreman agent for the factory (an agent identity of type FOREMAN), then run again (${cause})`);
        case 404:
            return new DispatchError(`factory "${factory}" was not found, or this API key cannot reach it: check the factory input (its public UID) and the key's team (${cause})`);
        case 403:
            return new DispatchError(`this API key may not dispatch to factory "${factory}": give the key's team access to the factory (${cause})`);
        case 400:
            return new DispatchError(`factory "${factory}" refused the work as invalid: ${cause}`);
        default:
            return err;
    }
}


/***/ }),

/***/ 6696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ info)
/* harmony export */ });
const info = (step) => (line) => step.host.log.info(line);


/***/ })

};

//# sourceMappingURL=746.index.js.map