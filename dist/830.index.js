export const id = 830;
export const ids = [830];
export const modules = {

/***/ 9830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ug: () => (/* binding */ markerReader),
  WU: () => (/* binding */ openReporter),
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
// EXTERNAL MODULE: ./src/client/index.ts + 4 modules
var client = __webpack_require__(9434);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
// EXTERNAL MODULE: ./src/render/progress.ts
var progress = __webpack_require__(757);
;// CONCATENATED MODULE: ./src/render/report.ts



const SETTLE_DOCS = 'https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle';
const COMMENT_LIMIT = 65_000;
const GITHUB_COMMENT_LIMIT = 65_536;
const JOB_SUMMARY_BYTES = 1_048_576;
const ICON = {
    QUEUED: '⏳',
    PENDING: '⏳',
    CLAIMED: '⏳',
    INPROGRESS: '🔄',
    SUCCEEDED: '✅',
    FAILED: '❌',
    ERROR: '⚠️',
    CANCELLED: '🚫',
    BLOCKED: '✋',
};
const HEADLINE = {
    QUEUED: 'queued',
    PENDING: 'being prepared',
    CLAIMED: 'starting',
    INPROGRESS: 'working',
    SUCCEEDED: 'succeeded',
    FAILED: 'failed',
    ERROR: 'stopped with an error',
    CANCELLED: 'cancelled',
    BLOCKED: 'waiting for input',
};
function finalMessage(conversation) {
    if (!conversation)
        return undefined;
    const texts = [];
    const walk = (steps) => {
        for (const step of steps) {
            for (const message of step.messages) {
                if (message.role !== 'assistant')
                    continue;
                const text = message.content
                    .map((block) => (block.type === 'text' && 'text' in block ? String(block.text) : ''))
                    .filter(Boolean)
                    .join('\n');
                if (text.trim())
                    texts.push(text.trim());
            }
            walk(step.steps);
        }
    };
    walk(conversation.steps);
    return texts.at(-1);
}
function describeAction(block) {
    const input = (block.input ?? {});
    const detail = ['command', 'path', 'query', 'file', 'url']
        .map((k) => input[k])
        .find((v) => typeof v === 'string');
    return `${(0,format/* code */.aY)(String(block.name ?? 'action'), 60)}${detail ? ` ${(0,format/* inline */.mG)(detail, 120)}` : ''}`;
}
function renderSteps(conversation, run) {
    if (!conversation)
        return { text: '', count: 0 };
    const lines = [];
    let count = 0;
    const walk = (steps, depth) => {
        for (const step of steps) {
            count++;
            const indent = '  '.repeat(depth);
            const title = (0,progress/* stepTitle */.Fb)(step, count - 1, run);
            lines.push(`${indent}- **${(0,format/* inline */.mG)(title, 150)}**`);
            const results = new Map();
            for (const message of step.messages) {
                for (const block of message.content) {
                    if (block.type === 'action_result')
                        results.set(String(block.action_id), String(block.state));
                }
            }
            for (const message of step.messages) {
                for (const block of message.content) {
                    if (block.type === 'action') {
                        const state = results.get(String(block.id));
                        lines.push(`${indent}  - ${describeAction(block)}${state ? ` → ${(0,format/* inline */.mG)(state, 30)}` : ''}`);
                    }
                }
            }
            if (step.summary && step.description)
                lines.push(`${indent}  - ${(0,format/* inline */.mG)(step.summary, 300)}`);
            walk(step.steps, depth + 1);
        }
    };
    walk(conversation.steps, 0);
    return { text: lines.join('\n'), count };
}
function cost(run) {
    const usage = run.request_usage;
    if (!usage)
        return undefined;
    const num = (k) => (typeof usage[k] === 'number' ? usage[k] : undefined);
    const credits = [num('inference_cost'), num('compute_cost'), num('platform_cost')].filter((v) => v !== undefined);
    const usd = [num('inference_cost_usd'), num('compute_cost_usd'), num('platform_cost_usd')].filter((v) => v !== undefined);
    if (!credits.length && !usd.length)
        return undefined;
    const parts = [];
    if (credits.length)
        parts.push(`${round(credits.reduce((a, b) => a + b, 0))} credits`);
    if (usd.length)
        parts.push(`≈ $${usd.reduce((a, b) => a + b, 0).toFixed(2)}`);
    return parts.join(' ');
}
const round = (n) => (Math.round(n * 100) / 100).toString();
function duration(run, now) {
    const fromRunTime = (0,format/* parseIsoDuration */.pU)(run.run_time);
    if (fromRunTime !== undefined)
        return (0,format/* formatDuration */.a3)(fromRunTime);
    const start = run.started_at ? Date.parse(run.started_at) : Date.parse(run.created_at);
    const end = run.finished_at ? Date.parse(run.finished_at) : now;
    return Number.isNaN(start) || Number.isNaN(end) ? undefined : (0,format/* formatDuration */.a3)(end - start);
}
function headline(input) {
    const state = input.run.state;
    const icon = Object.hasOwn(ICON, state) ? ICON[state] : '❔';
    const what = Object.hasOwn(HEADLINE, state) ? HEADLINE[state] : `in state ${(0,format/* inline */.mG)(state, 40)}`;
    const title = (0,format/* inline */.mG)(input.run.title || 'Cloud agent run', 150);
    if (input.phase === 'timeout')
        return `### ⏱️ Stopped waiting: ${title}`;
    if (input.phase === 'detached')
        return `### ${icon} Cloud agent run ${what} (no longer watched): ${title}`;
    return `### ${icon} Cloud agent run ${what}: ${title}`;
}
const atWork = (input) => (input.phase === 'queued' || input.phase === 'running' || input.phase === 'detached') &&
    !(0,client/* hasStopped */.Ex)(input.run.state);
function table(input) {
    const { run } = input;
    const working = atWork(input);
    const rows = [['State', (0,format/* code */.aY)(run.state, 40)]];
    const d = duration(run, input.now);
    if (d && working)
        rows.push(['Elapsed', d]);
    else if (d && run.started_at)
        rows.push(['Duration', d]);
    const c = cost(run);
    if (c)
        rows.push([working ? 'Cost so far' : 'Cost', c]);
    const session = (0,format/* safeUrl */.Pl)(run.session_link);
    if (session)
        rows.push(['Session', working ? `[watch live](${session})` : `[open the session](${session})`]);
    else if (working)
        rows.push(['Session', "_the link appears here once the agent's session starts_"]);
    const workflow = (0,format/* safeUrl */.Pl)(input.workflowRun);
    if (workflow)
        rows.push(['Workflow', `[the workflow run](${workflow})`]);
    if (input.factoryTask) {
        rows.push([
            'Factory',
            `${(0,format/* code */.aY)(input.factoryTask.factory, 80)} · task ${(0,format/* code */.aY)(input.factoryTask.uid, 60)} · stage **${(0,format/* inline */.mG)(input.factoryTask.stage, 30)}**`,
        ]);
    }
    rows.push(['Run', (0,format/* code */.aY)(run.run_id, 80)]);
    return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}
function statusBlock(run) {
    const message = run.status_message;
    if (!message?.message)
        return undefined;
    if (!['FAILED', 'ERROR', 'CANCELLED', 'BLOCKED'].includes(run.state))
        return undefined;
    const errorCode = message.error_code ? ` (${(0,format/* code */.aY)(message.error_code, 60)})` : '';
    const retry = message.retryable ? ' A new run may succeed: the service marks this as retryable.' : '';
    return `> **${run.state}**${errorCode}: ${(0,format/* inline */.mG)(message.message, 1000)}${retry}`;
}
function artifactLines(artifacts, now) {
    const prs = artifacts
        .filter((a) => a.type === 'PULL_REQUEST')
        .map((a) => `- ${(0,format/* safeUrl */.Pl)(a.url) ?? (0,format/* code */.aY)(a.url, 300)} from ${(0,format/* code */.aY)(a.branch, 120)}${a.status ? ` (${(0,format/* inline */.mG)(a.status, 20)})` : ''}`)
        .join('\n');
    const plans = artifacts
        .filter((a) => a.type === 'PLAN')
        .map((a) => ({
        title: (0,format/* inline */.mG)(a.title || 'Plan', 150),
        summary: (0,format/* htmlText */.js)(a.title || 'Plan', 150),
        body: a.content?.trim()
            ? (0,format/* untrusted */.bp)(a.content.trim())
            : (0,format/* safeUrl */.Pl)(a.url)
                ? `[Open the plan](${(0,format/* safeUrl */.Pl)(a.url)})`
                : '_The plan has no content yet._',
    }));
    const fileArtifacts = artifacts.filter((a) => a.type === 'SCREENSHOT' || a.type === 'FILE');
    let files = fileArtifacts
        .map((a) => {
        const kind = a.type === 'SCREENSHOT' ? 'Screenshot' : 'File';
        const text = a.type === 'SCREENSHOT'
            ? (a.description ?? a.name)
            : a.description
                ? `${a.name}: ${a.description}`
                : a.name;
        const label = (0,format/* linkText */.yX)(text, 200);
        const url = (0,format/* safeUrl */.Pl)(a.url);
        return url ? `- ${kind}: [${label}](${url})` : `- ${kind}: ${label} (open it from the session)`;
    })
        .join('\n');
    const expiries = fileArtifacts
        .map((a) => (a.expiresAt ? Date.parse(a.expiresAt) : NaN))
        .filter((t) => !Number.isNaN(t));
    if (files && expiries.length) {
        const first = Math.min(...expiries);
        files += `\n\n<sub>These links are signed and stop working at ${(0,format/* formatTime */.fU)(first)}${first > now ? '' : ' (already expired)'}; the session keeps the files.</sub>`;
    }
    const others = artifacts
        .map((a) => a.type === 'EXTERNAL_REFERENCE'
        ? `- ${(0,format/* inline */.mG)(a.referenceType, 40)}: ${externalLink(a.url, a.title)}`
        : a.type === 'OTHER'
            ? `- ${(0,format/* code */.aY)(a.artifactType, 40)}: ${(0,format/* code */.aY)(JSON.stringify(a.data) ?? '', 300)}`
            : '')
        .filter(Boolean)
        .join('\n');
    return { prs, plans, files, others };
}
function externalLink(url, title) {
    const safe = (0,format/* safeUrl */.Pl)(url);
    if (!safe)
        return (0,format/* code */.aY)(url, 300);
    return title ? `[${(0,format/* linkText */.yX)(title, 150)}](${safe})` : safe;
}
function detachedLine(run) {
    const session = (0,format/* safeUrl */.Pl)(run.session_link);
    const watch = session ? ` Until then, follow it in [the session](${session}).` : '';
    const stopped = (0,client/* hasStopped */.Ex)(run.state);
    return `${stopped ? '' : '**The run is still working.** '}Its report will be finished by the settle job (\`command: settle\`, see [detach and settle](${SETTLE_DOCS})).${watch}`;
}
function answerInSession(run) {
    const session = (0,format/* safeUrl */.Pl)(run.session_link);
    return session ? `Answer it in [the session](${session}).` : "Answer it in the agent's session.";
}
function details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
function renderReport(input, limit = COMMENT_LIMIT) {
    const { run } = input;
    const head = [headline(input)];
    if (input.origin)
        head.push((0,format/* ours */.Od)(input.origin));
    if (input.note)
        head.push((0,format/* ours */.Od)(input.note));
    if (input.phase === 'detached')
        head.push(detachedLine(run));
    head.push(table(input));
    if (input.progress && atWork(input))
        head.push((0,progress/* renderProgress */.EY)(input.progress));
    const status = statusBlock(run);
    if (status)
        head.push(status);
    const hint = input.followupHint ? (0,format/* ours */.Od)(input.followupHint) : undefined;
    if (input.phase === 'blocked')
        head.push(`**The agent is waiting for you.** ${hint ?? answerInSession(run)}`);
    const answer = input.phase === 'final' ||
        input.phase === 'blocked' ||
        input.phase === 'cancelled' ||
        input.phase === 'timeout'
        ? finalMessage(input.conversation)
        : undefined;
    const answerMarkdown = answer === undefined ? undefined : (0,format/* untrusted */.bp)(answer);
    const steps = input.phase === 'queued' ? { text: '', count: 0 } : renderSteps(input.conversation, run);
    const { prs, plans, files, others } = artifactLines(input.artifacts, input.now);
    const fixed = [];
    if (prs)
        fixed.push(`**Pull requests**\n\n${prs}`);
    if (files)
        fixed.push(`**Screenshots and files**\n\n${files}`);
    if (others)
        fixed.push(`**Other artifacts**\n\n${others}`);
    const footer = input.phase === 'final' && hint ? `<sub>${hint}</sub>` : '';
    const join = (parts) => parts.filter((p) => p !== '').join('\n\n');
    const base = join([...head, ...fixed, footer]);
    let budget = limit - base.length - 200;
    const take = (text, what, overhead) => {
        if (!text)
            return '';
        const room = Math.max(0, budget - overhead);
        const result = room <= 80
            ? `_${what} left out: the comment is full (${(0,format/* groupDigits */.K9)(text.length)} characters)._`
            : (0,format/* cut */.Jj)(text, room, what);
        budget -= result.length + overhead;
        return result;
    };
    const answerText = answerMarkdown ? take(answerMarkdown, 'The answer', 40) : '';
    const planTexts = plans.map((p) => {
        const body = take(p.body, `The plan "${p.title}"`, p.title.length + p.summary.length + 80);
        return details(`Plan: ${p.summary}`, body);
    });
    const stepsText = steps.text ? details(`Steps (${steps.count})`, take(steps.text, 'The steps', 80)) : '';
    const body = join([
        ...head,
        answerText ? `**The agent's answer**\n\n${answerText}` : '',
        ...fixed,
        planTexts.length ? `**Plans**\n\n${planTexts.join('\n\n')}` : '',
        stepsText,
        footer,
    ]);
    return body.length <= limit ? body : (0,format/* cut */.Jj)(body, limit, 'The report');
}
function renderComment(input, marker, finish = (report) => report) {
    const room = Math.min(COMMENT_LIMIT, GITHUB_COMMENT_LIMIT - marker.length - 2);
    return `${finish(renderReport(input, room))}\n\n${marker}`;
}
function renderJobSummary(input) {
    const forSummary = input.summaryHint ? { ...input, followupHint: input.summaryHint } : input;
    let limit = 1_000_000;
    for (;;) {
        const text = renderReport(forSummary, limit);
        const bytes = Buffer.byteLength(text, 'utf8');
        if (bytes <= JOB_SUMMARY_BYTES)
            return text;
        limit = Math.floor((limit * JOB_SUMMARY_BYTES) / bytes) - 1024;
    }
}

// EXTERNAL MODULE: ./src/flow/artifacts.ts
var artifacts = __webpack_require__(3635);
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
        return renderComment(this.redacted(input), this.markerFor(input), (report) => this.host.redact(report));
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
        await writeSummary(this.host, renderJobSummary(clean));
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
            summary: finalMessage(input.conversation) ?? run.status_message?.message ?? '',
            detached: String(input.phase === 'detached'),
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


/***/ })

};

//# sourceMappingURL=830.index.js.map