export const id = 123;
export const ids = [123];
export const modules = {

/***/ 3123:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RESULTS_MAX_BYTES: () => (/* binding */ RESULTS_MAX_BYTES),
/* harmony export */   ResultList: () => (/* binding */ ResultList),
/* harmony export */   gateCommand: () => (/* binding */ gateCommand)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
/* harmony import */ var _flow_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6613);
/* harmony import */ var _flow_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9073);
/* harmony import */ var _flow_step_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6696);
/* harmony import */ var _render_gate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6829);





const DAY = 24 * 3600 * 1000;
async function gateCommand(step, inputs, clock = {}, onJudged) {
    const { gate } = inputs;
    const target = await targetOf(step, gate);
    const check = await startCheck(step, gate, target);
    let judged;
    try {
        judged = await judge(step, gate, target, clock, onJudged !== undefined);
    }
    catch (err) {
        await abandonCheck(step, check, err);
        throw err;
    }
    const { judgement, trends } = judged;
    const title = await publish(step, inputs, target, check, judgement, trends);
    onJudged?.({ rows: judgement.all ?? [], summary: judgement.summary });
    if (judgement.summary.conclusion === 'failure' && gate.failOnGate) {
        const below = (judgement.summary.norm ?? []).filter(_render_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .belowNorm */ .AN).map((c) => (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .belowNormText */ .nE)(c));
        throw new _flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .GateError */ .ue(`the gate failed: ${title}${below.length ? `: ${below.join('; ')}` : ''}`, 'gate-failed');
    }
}
async function judge(step, gate, target, clock, keepAll) {
    const scorers = await (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveScorers */ .Ki)(step.client, {
        names: gate.scorers,
        factory: gate.factory,
        signal: step.signal,
        warn: (line) => step.host.log.warning(line),
        setting: step.host.words.setting,
    });
    step.host.log.info(`scorers: ${scorers.map((s) => `${(0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .scorerName */ .W7)(s)} (#${s.id}, threshold ${s.threshold}, version ${s.version})`).join(', ')}`);
    for (const s of scorers) {
        if (s.scope_mode === 'selected_agents' && !s.agents && !gate.scorers.length) {
            step.host.log.warning(`${(0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .scorerName */ .W7)(s)} (#${s.id}) judges the runs of selected agents, but the service did not say which: it judges none here (name it with ${step.host.words.setting('scorer')} to judge every run with it)`);
        }
    }
    const judging = (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .distinctScorers */ .gm)(scorers);
    const runs = await runsToJudge(step, gate, target, judging);
    const judged = runs ? await judgeRuns(step, gate, target, judging, runs, clock, keepAll) : undefined;
    const { trends, baselines } = await trendsOf(step, gate, scorers, runs === undefined);
    const norm = judged ? (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .compareWithNorm */ .My)(judging, (id) => judged.rows.verdictsOf(id), baselines, gate) : [];
    const judgement = judged
        ? { ...judged, summary: (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .withNorm */ .f6)(judged.summary, norm) }
        : {
            rows: new _render_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .GateRows */ .RN(),
            results: '[]',
            summary: (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .windowSummary */ .Nh)(trends, gate.minPassRate),
            note: `The pass rate of the last ${gate.windowDays} days, by ${gate.groupBy}, against the minimum of ${Math.round(gate.minPassRate * 1000) / 10}%.`,
        };
    return { judgement, trends };
}
async function abandonCheck(step, check, err) {
    if (!check)
        return;
    const why = err instanceof Error ? err.message : String(err);
    try {
        await check.complete('failure', 'The gate stopped before its verdict', `The gate stopped before its verdict: ${why}`);
    }
    catch (failure) {
        step.host.log.warning(`could not end the check run of the gate that stopped (${failure.message}); it stays in progress`);
    }
}
async function targetOf(step, gate) {
    const { trigger, repository } = step;
    const number = gate.pullRequest ?? (trigger.isPullRequest ? trigger.number : undefined);
    let headSha = gate.headSha ?? trigger.pullRequest?.headSha;
    let openedAt = trigger.isPullRequest && trigger.number === number ? trigger.createdAt : undefined;
    if (number !== undefined && (!headSha || !openedAt) && repository) {
        const pull = await repository.pullRequest(number);
        headSha ??= pull.headSha;
        openedAt ??= pull.createdAt;
    }
    return { number, headSha, openedAt };
}
async function startCheck(step, gate, target) {
    const { env, repository } = step;
    if (target.number === undefined || !target.headSha || !repository)
        return undefined;
    const detailsUrl = `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
    return repository.startCheck(gate.checkName, target.headSha, detailsUrl);
}
async function runsToJudge(step, gate, target, scorers) {
    const { client, env, signal } = step;
    const runs = new Map();
    const named = gate.scorers.length > 0;
    const keep = (run) => runs.set(run.run_id, (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .gateRunRow */ .Z0)(run, named ? scorers : scorers.filter((scorer) => (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .covers */ .hU)(scorer, run))));
    if (gate.runIds.length) {
        for (const id of gate.runIds)
            keep(await client.runs.get(id, { signal }));
        return runs;
    }
    const { number, openedAt } = target;
    if (number === undefined)
        return undefined;
    const url = `${env.serverUrl}/${env.repository}/pull/${number}`;
    const since = new Date((openedAt ? Date.parse(openedAt) : Date.now()) - 7 * DAY).toISOString();
    await (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .visitRunsOfPullRequest */ .fv)(client, { repository: env.repository, number, url, since, signal, log: (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_3__/* .info */ .p)(step) }, keep);
    step.host.log.info(`runs of pull request #${number}: ${runs.size}`);
    return runs;
}
async function trendsOf(step, gate, scorers, alone) {
    const standsOnIt = alone || gate.maxDropPoints !== undefined;
    const start = new Date(Date.now() - gate.windowDays * DAY);
    const trends = [];
    const baselines = new Map();
    for (const scorer of scorers) {
        let response;
        try {
            response = await step.client.scorers.passRate(scorer.id, { start_date: start.toISOString(), group_by_period: gate.groupBy }, { signal: step.signal });
        }
        catch (err) {
            if (standsOnIt || !(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiShapeError */ .Kf))
                throw err;
            step.host.log.warning(`the pass rate of ${(0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .scorerName */ .W7)(scorer)} (#${scorer.id}) is left out of the report: ${err.message}`);
            continue;
        }
        const baseline = (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineOf */ .Bv)(response);
        if (baseline === undefined && !alone) {
            const problem = `${(0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .scorerName */ .W7)(scorer)} (#${scorer.id}) has a pass rate of ${response.pass_rate} over the last ${gate.windowDays} days, not a share from 0 to 1`;
            if (gate.maxDropPoints !== undefined) {
                throw new _flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .GateError */ .ue(`the service answered that ${problem}: the gate cannot hold the verdicts against it`, 'service');
            }
            step.host.log.warning(`the service answered that ${problem}: it is compared with nothing`);
        }
        else if (baseline !== undefined)
            baselines.set(scorer.id, baseline);
        trends.push({
            scorerName: (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .scorerName */ .W7)(scorer),
            threshold: gate.minPassRate,
            response,
            groupBy: gate.groupBy,
        });
    }
    return { trends, baselines };
}
async function judgeRuns(step, gate, target, scorers, runs, clock, keepAll = false) {
    const hasPairs = [...runs.values()].some((run) => run.scorers.length > 0);
    const rows = new _render_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .GateRows */ .RN();
    const results = new ResultList();
    const all = keepAll ? [] : undefined;
    if (hasPairs) {
        const sink = {
            add: (row) => {
                rows.add(row);
                all?.push(row);
                results.add(resultOf(row));
            },
            kept: () => all ?? rows.kept(),
        };
        await (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .judgeInto */ .S5)({
            ...clock,
            client: step.client,
            scorers,
            runs,
            threshold: gate.threshold,
            dispatchJudges: gate.dispatchJudges,
            timeoutMs: gate.scoreTimeoutMinutes * 60_000,
            signal: step.signal,
            log: (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_3__/* .info */ .p)(step),
        }, sink);
    }
    if (results.omitted) {
        (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_3__/* .info */ .p)(step)(`the results output lists the first ${results.total - results.omitted} of ${results.total} judgements (an output holds about 1 MB)`);
    }
    let note;
    if (!runs.size) {
        note =
            target.number !== undefined
                ? `No runs of the cloud agent belong to pull request #${target.number}.`
                : 'No runs to judge.';
    }
    else if (!hasPairs) {
        note = "No scorer's scope covers these runs.";
    }
    return {
        rows,
        ...(all ? { all } : {}),
        results: results.json(),
        summary: (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .summarize */ .eh)(rows, gate.minPassRate),
        ...(note ? { note } : {}),
    };
}
const RESULTS_MAX_BYTES = 1_000_000;
class ResultList {
    entries = [];
    bytes = 2;
    total = 0;
    omitted = 0;
    maxBytes;
    constructor(maxBytes = RESULTS_MAX_BYTES) {
        this.maxBytes = maxBytes;
    }
    add(entry) {
        this.total++;
        if (this.omitted) {
            this.omitted++;
            return;
        }
        const json = JSON.stringify(entry);
        const bytes = Buffer.byteLength(json) + (this.entries.length > 0 ? 1 : 0);
        if (this.bytes + bytes > this.maxBytes) {
            this.omitted++;
            return;
        }
        this.entries.push(json);
        this.bytes += bytes;
    }
    json() {
        return `[${this.entries.join(',')}]`;
    }
}
function resultOf(r) {
    return {
        run_id: r.runId,
        scorer_id: r.scorer.id,
        scorer: r.scorer.name,
        classification: r.classification,
        score: r.score,
        threshold: r.threshold,
        verdict: r.verdict,
        ...(r.dispatch ? { dispatch: r.dispatch } : {}),
    };
}
async function publish(step, inputs, target, check, { rows, results, summary, note }, trends) {
    const { gate } = inputs;
    const title = (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .checkTitle */ .Tq)(summary);
    const now = Date.now();
    const report = (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .renderGateReport */ .C_)({ rows, summary, trends, ...(note ? { note } : {}), now });
    if (check) {
        await check.complete(summary.conclusion, title, report);
        step.host.log.info(`check run "${gate.checkName}": ${summary.conclusion} (${title})`);
    }
    await (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_2__/* .writeSummary */ .Sy)(step.host, report);
    if (target.number !== undefined && inputs.comment) {
        const commentReport = check
            ? (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .renderGateReport */ .C_)({ rows, summary, trends, ...(note ? { note } : {}), checkRun: check.url, now })
            : report;
        await gateComment(step, gate, target.number, commentReport);
    }
    (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_2__/* .writeOutputs */ .Kn)(step.host, {
        conclusion: summary.conclusion,
        'pass-rate': summary.passRate === null ? '' : String(Math.round(summary.passRate * 10000) / 10000),
        passed: String(summary.passed),
        failed: String(summary.failed),
        'check-run-url': check?.url ?? '',
        results,
    });
    return title;
}
async function gateComment(step, gate, number, report) {
    await (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_2__/* .writeKeyedComment */ .rU)(step, number, `gate:${gate.checkName}`, report, "the gate's comment");
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

//# sourceMappingURL=123.index.js.map