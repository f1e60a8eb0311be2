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
    if (marker?.phase && SHOWS_OUTCOME.has(marker.phase) && marker.state && src_client/* TERMINAL_STATES */.kl.has(marker.state))
        return { kind: 'done' };
    if (src_client/* TERMINAL_STATES */.kl.has(run.state))
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
        if (!(err instanceof src_client/* ApiError */.hD && err.errorCode === 'feature_not_available'))
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
        const conversation = await (0,follow/* conversationOf */.$y)(this.step.host, client, run);
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
            ? `[workflow run](${(0,follow/* workflowRunUrl */.CX)({ ...env, workflowRunId: encodeURIComponent(workflowRun) })})`
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
        return (0,follow/* hintsFor */.uK)({ comment, thread: true }, this.options.triggerPhrase, run.run_id);
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
    const url = (0,format/* safeUrl */.Pl)(result.comment_url ?? undefined);
    const thread = result.thread === null ? '—' : url ? `[#${result.thread}](${url})` : `#${result.thread}`;
    return `| ${(0,format/* code */.aY)(result.run_id, 80)} | ${thread} | ${(0,format/* code */.aY)(result.state, 40)} | ${result.action} | ${(0,format/* inline */.mG)(result.detail, 300)} |`;
}
function renderSettleSummary(input) {
    const { results } = input;
    const count = (action) => results.filter((r) => r.action === action).length;
    const shown = results.filter((r) => r.action !== 'already-settled');
    const lines = [
        `### Cloud agent settle: ${(0,format/* inline */.mG)(input.repository, 140)}`,
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

/***/ 6696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ info)
/* harmony export */ });
const info = (step) => (line) => step.host.log.info(line);


/***/ })

};

//# sourceMappingURL=746.index.js.map