export const id = 338;
export const ids = [338,509];
export const modules = {

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
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
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
async function listActiveBy(client, metadata, signal, warn) {
    const state = [..._client_index_js__WEBPACK_IMPORTED_MODULE_0__.GOING_STATES];
    try {
        const page = await client.runs.listPage({ metadata, state, sort_by: 'created_at', sort_order: 'asc', limit: 20 }, { signal });
        if (page.unmatched === 0)
            return page.runs.sort(oldestFirst);
    }
    catch (err) {
        if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.ApiError && err.errorCode === 'feature_not_available')
            return [];
        throw err;
    }
    warn?.('the service answered runs that do not carry the metadata asked for: scanning the newest runs instead');
    const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    const active = [];
    let pages = 0;
    for await (const page of client.runs
        .list({ sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since }, { signal })
        .pages()) {
        active.push(...page.runs.filter((run) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.runMatches)({ metadata, state }, run)));
        if (++pages >= _origin_js__WEBPACK_IMPORTED_MODULE_1__/* .LOOKUP_SCAN_PAGES */ .Cd)
            break;
    }
    return active.sort(oldestFirst);
}
function runStarter(step, run, origin) {
    const { client } = step;
    const warn = (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .warnOnce */ .mc)((line) => step.host.log.warning(line));
    const findLatest = (signal, createdAfter) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, origin.lookup, { signal, warn, ...(createdAfter ? { createdAfter } : {}) });
    const findMade = (createdAfter, signal, mustKnow = false) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, origin.own, { signal, createdAfter, warn, mustKnow });
    return {
        lookup: origin.lookup,
        own: origin.own,
        findLatest,
        findMade,
        listActive: (signal) => listActiveBy(client, origin.lookup, signal, warn),
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
                    const found = await findMade(since, undefined, true);
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
    const warn = (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .warnOnce */ .mc)((line) => log.warning(line));
    const ticket = ticketOf(ticketRef);
    const metadata = { ticket_source: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(ticket.source, 256), ticket_id: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(ticket.id, 256) };
    const findLatest = async (signal, createdAfter, mustKnow = false) => {
        const run = await (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__/* .findRunByMetadata */ .Jz)(client, metadata, {
            signal,
            warn,
            mustKnow,
            ...(createdAfter ? { createdAfter } : {}),
        });
        return run && (run.factory_uid === undefined || run.factory_uid === factory) ? run : undefined;
    };
    const findMade = (createdAfter, signal, mustKnow = false) => findLatest(signal, createdAfter, mustKnow);
    return {
        factory,
        lookup: metadata,
        own: metadata,
        findLatest,
        findMade,
        listActive: (signal) => listActiveBy(client, metadata, signal, warn),
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
                        const found = await findMade(since, undefined, true);
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
                log.info(`dispatched to factory ${factory} (foreman ${created.foreman_agent || 'unknown'}), ticket ${created.ticket_ref ?? ticketRef}`);
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

/***/ 1509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   Bq: () => (/* binding */ flatten),
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   Jj: () => (/* binding */ cut),
/* harmony export */   K9: () => (/* binding */ groupDigits),
/* harmony export */   Od: () => (/* binding */ ours),
/* harmony export */   U_: () => (/* binding */ codeLine),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   bp: () => (/* binding */ untrusted),
/* harmony export */   fU: () => (/* binding */ formatTime),
/* harmony export */   inline: () => (/* binding */ inline),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   linkText: () => (/* binding */ linkText),
/* harmony export */   pU: () => (/* binding */ parseIsoDuration),
/* harmony export */   safeUrl: () => (/* binding */ safeUrl)
/* harmony export */ });
/* unused harmony exports ellipsis, closeFences */
function formatDuration(ms) {
    const total = Math.max(0, Math.round(ms / 1000));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    if (h)
        return `${h}h ${m}m`;
    if (m)
        return `${m}m ${s}s`;
    return `${s}s`;
}
function parseIsoDuration(value) {
    const m = value ? /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value) : null;
    if (!m)
        return undefined;
    const [, d, h, min, s] = m;
    return (((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(min ?? 0)) * 60 + Number(s ?? 0)) * 1000;
}
function groupDigits(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString('en-US');
    return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
function formatTime(ms) {
    return `${new Date(ms).toISOString().slice(11, 16)} UTC`;
}
let graphemes;
const MAX_CLUSTER = 32;
const isHigh = (code) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code) => code >= 0xdc00 && code <= 0xdfff;
function clip(text, max) {
    if (text.length <= max)
        return text;
    if (max <= 0)
        return '';
    graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
    const cluster = graphemes.segment(text).containing(max)?.index ?? max;
    let end = max - cluster <= MAX_CLUSTER ? cluster : max;
    if (end === max && isHigh(text.charCodeAt(end - 1)) && isLow(text.charCodeAt(end)))
        end--;
    return text.slice(0, end);
}
function ellipsis(text, max) {
    return text.length > max ? `${clip(text, max - 1)}…` : text;
}
function flatten(text, max) {
    return ellipsis(text.replace(/\s+/g, ' ').trim(), max);
}
const WORD_JOINER = '\u2060';
const MARKER_TEXT = /cloud-agent-action:state/gi;
const MENTION = /(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g;
const TAG_OPEN = /<(?=[A-Za-z/!?])/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function wellFormed(text) {
    return text.replace(LONE_SURROGATE, '\uFFFD');
}
function defuseMarker(text) {
    return wellFormed(text).replace(MARKER_TEXT, (m) => m.replace(':', `:${WORD_JOINER}`));
}
const prose = (text) => text.replace(TAG_OPEN, '&lt;').replace(MENTION, `@${WORD_JOINER}`);
const inCode = (text) => text.replace(TAG_OPEN, `<${WORD_JOINER}`).replace(MENTION, `@${WORD_JOINER}`);
function neutralizeLine(line) {
    const runs = [...line.matchAll(/`+/g)].map((m) => ({ at: m.index, length: m[0].length }));
    let out = '';
    let from = 0;
    for (let k = 0; k < runs.length; k++) {
        let { at, length } = runs[k];
        if (at < from)
            continue;
        let slashes = 0;
        for (let j = at - 1; j >= from && line[j] === '\\'; j--)
            slashes++;
        if (slashes % 2 === 1)
            [at, length] = [at + 1, length - 1];
        if (length === 0)
            continue;
        const close = runs.findIndex((r, i) => i > k && r.length === length);
        if (close < 0)
            continue;
        const end = runs[close].at + length;
        out += prose(line.slice(from, at)) + line.slice(at, at + length);
        out += inCode(line.slice(at + length, runs[close].at)) + line.slice(runs[close].at, end);
        from = end;
        k = close;
    }
    return out + prose(line.slice(from));
}
function fenceOf(line) {
    const m = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/.exec(line);
    return m?.[1];
}
function closes(line, open) {
    const fence = fenceOf(line);
    return fence !== undefined && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence;
}
function closeFences(text) {
    let open;
    for (const line of text.split('\n')) {
        if (open === undefined)
            open = fenceOf(line);
        else if (closes(line, open))
            open = undefined;
    }
    return open ? `${text}\n${open}` : text;
}
function untrusted(text) {
    let open;
    const lines = defuseMarker(text)
        .split('\n')
        .map((line) => {
        if (open !== undefined) {
            if (closes(line, open))
                open = undefined;
            return line;
        }
        open = fenceOf(line);
        return open === undefined ? neutralizeLine(line) : line;
    });
    if (open !== undefined)
        lines.push(open);
    return lines.join('\n');
}
function inline(text, max = 200) {
    return untrusted(flatten(text, max)).replace(/\|/g, '\\|');
}
function linkText(text, max) {
    return inline(text, max).replace(/[[\]]/g, '\\$&');
}
function code(text, max = 200, inTable = true) {
    const flat = inCode(defuseMarker(flatten(text, max))).replace(/\|/g, inTable ? '\\|' : '|');
    const ticks = '`'.repeat(Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${flat}${pad}${ticks}`;
}
function ours(text) {
    return defuseMarker(text);
}
function codeLine(text, max) {
    return defuseMarker(flatten(text, max));
}
function htmlText(text, max) {
    return defuseMarker(flatten(text, max))
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(MENTION, `@${WORD_JOINER}`);
}
function safeUrl(url) {
    const trimmed = url === undefined ? undefined : wellFormed(url.trim());
    if (!trimmed || !/^https?:\/\/\S+$/i.test(trimmed))
        return undefined;
    return trimmed
        .replace(/[()|<>[\]"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
        .replace(MARKER_TEXT, (m) => m.replace(':', '%3A'));
}
function cut(text, max, what) {
    if (text.length <= max)
        return text;
    const note = (n) => `\n\n_… ${what} cut here: ${groupDigits(n)} more characters._`;
    const room = max - note(text.length).length;
    let kept = '';
    let head = '';
    for (let end = room; end > 0;) {
        kept = clip(text, end);
        head = closeFences(kept);
        if (head.length <= room)
            break;
        end -= head.length - room;
        [kept, head] = ['', ''];
    }
    return head + note(text.length - kept.length);
}


/***/ })

};

//# sourceMappingURL=338.index.js.map