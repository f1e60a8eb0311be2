export const id = 932;
export const ids = [932];
export const modules = {

/***/ 3932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   followupCommand: () => (/* binding */ followupCommand)
/* harmony export */ });
/* harmony import */ var _flow_follow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(989);
/* harmony import */ var _flow_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9830);
/* harmony import */ var _flow_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7573);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8422);




async function followupCommand(step, inputs) {
    const { client, signal } = step;
    const { runId } = inputs;
    const before = await client.runs.get(runId, { signal });
    const reporter = await (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_1__/* .reporterForRun */ .kr)(step, before, inputs.comment);
    await client.runs.followUp(runId, { message: inputs.message }, { signal });
    step.host.log.info(`sent the message to run ${runId} (${before.state})`);
    step.state.save(_flow_state_js__WEBPACK_IMPORTED_MODULE_2__.STATE.runId, runId);
    step.state.save(_flow_state_js__WEBPACK_IMPORTED_MODULE_2__.STATE.settled, 'false');
    await (0,_flow_follow_js__WEBPACK_IMPORTED_MODULE_0__.followRun)({
        ...(0,_flow_follow_js__WEBPACK_IMPORTED_MODULE_0__.followOptions)(step, inputs, reporter, runId, (0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__.defaultOf)('trigger-phrase')),
        note: 'A follow-up was sent to this run by the workflow.',
        movedSince: before.updated_at,
    });
}


/***/ }),

/***/ 8422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AGENT_IDENTITY_UID: () => (/* binding */ AGENT_IDENTITY_UID),
/* harmony export */   BOT_LOGIN: () => (/* binding */ BOT_LOGIN),
/* harmony export */   COMMANDS: () => (/* binding */ COMMANDS),
/* harmony export */   INPUT_SPECS: () => (/* binding */ INPUT_SPECS),
/* harmony export */   InputError: () => (/* binding */ InputError),
/* harmony export */   PERMISSIONS: () => (/* binding */ PERMISSIONS),
/* harmony export */   SKILL_SPEC: () => (/* binding */ SKILL_SPEC),
/* harmony export */   defaultOf: () => (/* binding */ defaultOf),
/* harmony export */   readApiKey: () => (/* binding */ readApiKey),
/* harmony export */   readInputs: () => (/* binding */ readInputs),
/* harmony export */   readPostInputs: () => (/* binding */ readPostInputs)
/* harmony export */ });
/* harmony import */ var _client_transport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7820);
/* harmony import */ var _client_validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5989);
/* harmony import */ var _flow_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6663);



const COMMANDS = ['run', 'dispatch', 'followup', 'cancel', 'gate', 'settle', 'schedules'];
const STARTING = ['run', 'dispatch'];
const FOLLOWING = ['run', 'dispatch', 'followup'];
class InputError extends Error {
    input;
    constructor(input, message) {
        super(`Input "${input}": ${message}`);
        this.input = input;
    }
}
const OWNER = '[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}';
const REPO = '[A-Za-z0-9._-]{1,100}';
const SEGMENT = '(?!\\.\\.?/)[A-Za-z0-9._-]+';
const SKILL_SPEC = new RegExp(`^${OWNER}/${REPO}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:${SEGMENT}/)*SKILL\\.md)$`);
const AGENT_IDENTITY_UID = /^[A-Za-z0-9_-]{1,64}$/;
const BOT_LOGIN = /^[A-Za-z0-9-]{1,39}(\[bot\])?$/i;
const PERMISSIONS = ['admin', 'maintain', 'write', 'triage', 'read'];
const FACTORY_UID = /^[A-Za-z0-9_-]{1,200}$/;
const RUN_ID = /^[A-Za-z0-9._-]{1,200}$/;
const text = (value) => value;
const optional = (parse = text) => (value, name) => value === '' ? undefined : parse(value, name);
const matching = (form, why) => (value, name) => {
    if (!form.test(value))
        throw new InputError(name, why(value));
    return value;
};
const bool = (value, name) => {
    if (/^(true|yes|on)$/i.test(value))
        return true;
    if (/^(false|no|off)$/i.test(value))
        return false;
    throw new InputError(name, `must be true or false, got "${value}"`);
};
const jsonObject = (value, name) => {
    if (value === '')
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(value);
    }
    catch (err) {
        throw new InputError(name, `is not valid JSON (${err.message}); give a JSON object, e.g. {"key": "value"}`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new InputError(name, 'must be a JSON object, e.g. {"key": "value"}');
    }
    return parsed;
};
const list = (separator = /[\s,]+/) => (value) => value
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
const listOf = (check) => (value, name) => {
    const items = list()(value, name).map((item) => item.toLowerCase());
    for (const item of items)
        check(item, name);
    return items;
};
const fraction = (value, name) => {
    const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
    const n = percent ? Number(percent[1]) / 100 : /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
    if (!(n >= 0 && n <= 1))
        throw new InputError(name, `must be a number from 0 to 1 (or a percentage such as 80%), got "${value}"`);
    return n;
};
const wholeNumber = (min, max) => (value, name) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
        throw new InputError(name, `must be a whole number from ${min} to ${max}, got "${value}"`);
    }
    return n;
};
const command = (value, name) => {
    if (!COMMANDS.includes(value)) {
        throw new InputError(name, `"${value}" is not a command; use one of ${COMMANDS.join(', ')}`);
    }
    return value;
};
const baseUrl = (value, name) => {
    try {
        return (0,_client_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBaseUrl */ .Q2)(value).href.replace(/\/$/, '');
    }
    catch (err) {
        throw new InputError(name, err.message.replace(/^base-url: /, ''));
    }
};
const minutes = (value, name) => {
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0) || n > 360) {
        throw new InputError(name, `must be a number of minutes above 0 and at most 360, got "${value}"`);
    }
    return n;
};
const detachMinutes = (value, name) => {
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0)) {
        throw new InputError(name, `must be a number of minutes above 0, got "${value}"`);
    }
    return n;
};
const progressSeconds = (value, name) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || (n !== 0 && n < 10) || n > 3600) {
        throw new InputError(name, `must be 0 (no live progress) or a whole number of seconds from 10 to 3600, got "${value}"`);
    }
    return n;
};
const mcpServers = (value, name) => {
    const servers = jsonObject(value, name);
    for (const [server, config] of Object.entries(servers ?? {})) {
        if (config === null || typeof config !== 'object' || Array.isArray(config)) {
            throw new InputError(name, `server "${server}" must be an object such as {"warp_id": "..."} or {"url": "..."}`);
        }
        const kinds = ['warp_id', 'command', 'url'].filter((k) => k in config);
        if (kinds.length !== 1) {
            throw new InputError(name, `server "${server}" needs exactly one of warp_id, command or url`);
        }
    }
    return servers;
};
const agentConfig = (value, name) => {
    const config = jsonObject(value, name);
    if (config?.environment_id !== undefined && !_client_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .ENVIRONMENT_ID */ .Wr.test(String(config.environment_id))) {
        throw new InputError(name, `environment_id "${String(config.environment_id)}" is not a 22-character environment id`);
    }
    return config;
};
const triggerPhrase = (value, name) => {
    if (value.length < 2 || /\s/.test(value)) {
        throw new InputError(name, `must be one word of at least 2 characters, such as @cloud-agent, got "${value}"`);
    }
    return value;
};
const permission = (item, name) => {
    if (!PERMISSIONS.includes(item)) {
        throw new InputError(name, `"${item}" is not a permission; use some of ${PERMISSIONS.join(', ')}`);
    }
};
const bot = (item, name) => {
    if (!BOT_LOGIN.test(item)) {
        throw new InputError(name, `"${item}" is not a GitHub login: list each bot by its login, such as dependabot[bot], separated by commas (no wildcards)`);
    }
};
const runIds = (value, name) => {
    const ids = list()(value, name);
    for (const id of ids)
        if (!RUN_ID.test(id))
            throw new InputError(name, `"${id}" is not a run id`);
    return ids;
};
const groupBy = (value, name) => {
    if (value !== 'day' && value !== 'week' && value !== 'month') {
        throw new InputError(name, `must be day, week or month, got "${value}"`);
    }
    return value;
};
const oneOf = (values) => (value, name) => {
    if (!values.includes(value)) {
        throw new InputError(name, `must be ${values.join(' or ')}, got "${value}"`);
    }
    return value;
};
const schedulesFile = (value, name) => {
    if (value.startsWith('/') || /^[A-Za-z]:/.test(value) || value.split(/[\\/]/).includes('..')) {
        throw new InputError(name, `must be a path inside the repository, from its root, got "${value}"`);
    }
    return value;
};
const checkName = (value, name) => {
    if (value.length > 100)
        throw new InputError(name, 'is at most 100 characters');
    return value;
};
const def = (commands, fallback, parse) => ({
    commands,
    default: fallback,
    parse,
});
const TABLE = {
    command: def('all', 'run', command),
    'api-key': def('all', '', text),
    'base-url': def('all', _client_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_BASE_URL */ .Ql, baseUrl),
    'github-token': def('all', '${{ github.token }}', text),
    redact: def('all', '', text),
    prompt: def(STARTING, '', text),
    title: def(STARTING, '', optional()),
    skill: def(['run'], '', optional(matching(SKILL_SPEC, (v) => `"${v}" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md, e.g. acme/skills:code-review`))),
    'environment-id': def(['run'], '', optional(matching(_client_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .ENVIRONMENT_ID */ .Wr, (v) => `"${v}" is not an environment id: ids are exactly 22 letters and digits (see your environments in the service's settings)`))),
    'model-id': def(['run'], '', optional()),
    'base-prompt': def(['run'], '', optional()),
    'mcp-servers': def(['run'], '', mcpServers),
    'agent-config': def(['run'], '', agentConfig),
    'agent-identity': def(['run'], '', optional(matching(AGENT_IDENTITY_UID, (v) => `"${v}" is not an agent identity uid: 1 to 64 letters, digits, "-" and "_" (the uid the service shows for the identity)`))),
    'include-context': def(STARTING, 'true', bool),
    'idempotency-key': def(STARTING, '', optional()),
    factory: def(['dispatch', 'gate'], '', optional(matching(FACTORY_UID, (v) => `"${v}" is not a factory UID (letters, digits, "-" and "_")`))),
    'ticket-ref': def(['dispatch'], '', optional(matching(/^[^:\s]+:\S.*$/, (v) => `"${v}" is not a ticket reference of the form <source>:<id>, e.g. github:acme/app#12`))),
    'ticket-url': def(['dispatch'], '', optional((value, name) => {
        if (!/^https?:\/\/\S+$/.test(value) || value.length > 2048) {
            throw new InputError(name, `must be an http(s) URL of at most 2048 characters, got "${value.slice(0, 100)}"`);
        }
        return value;
    })),
    'trigger-phrase': def([...STARTING, 'settle'], '@cloud-agent', triggerPhrase),
    'allowed-permissions': def(STARTING, 'write, maintain, admin', listOf(permission)),
    'allowed-bots': def(STARTING, '', listOf(bot)),
    'allow-untrusted-authors': def(STARTING, 'false', bool),
    'reply-to-refused': def(STARTING, 'true', bool),
    'run-id': def(['followup', 'cancel'], '', optional(matching(RUN_ID, (v) => `"${v}" is not a run id`))),
    message: def(['followup'], '', text),
    wait: def(FOLLOWING, 'true', bool),
    'timeout-minutes': def(FOLLOWING, '30', minutes),
    comment: def([...FOLLOWING, 'cancel', 'gate', 'schedules'], 'true', bool),
    scorer: def(['gate'], '', list(/[,\n]+/)),
    'run-ids': def(['gate'], '', runIds),
    'pull-request': def(['gate'], '', optional(wholeNumber(1, 1e9))),
    'head-sha': def(['gate'], '', optional(matching(/^[0-9a-f]{40}$/i, (v) => `"${v}" is not a 40-character commit SHA`))),
    threshold: def(['gate'], '', optional(fraction)),
    'min-pass-rate': def(['gate'], '1', fraction),
    'dispatch-judges': def(['gate'], 'true', bool),
    'score-timeout-minutes': def(['gate'], '15', wholeNumber(0, 120)),
    'check-name': def(['gate'], 'Cloud agent scorers', checkName),
    'fail-on-gate': def(['gate'], 'true', bool),
    'pass-rate-window': def(['gate'], '30', wholeNumber(1, 3650)),
    'group-by': def(['gate'], 'day', groupBy),
    'fail-on-run-failure': def(FOLLOWING, 'true', bool),
    'cancel-on-abort': def(FOLLOWING, 'true', bool),
    'detach-after-minutes': def(FOLLOWING, '', optional(detachMinutes)),
    'progress-interval-seconds': def(FOLLOWING, '30', progressSeconds),
    'settle-window-minutes': def(['settle'], '1440', wholeNumber(1, 43_200)),
    mode: def(['schedules'], '', optional(oneOf(['plan', 'apply']))),
    prune: def(['schedules'], 'false', bool),
    'schedules-file': def(['schedules'], '.github/cloud-agents.yml', schedulesFile),
    'on-drift': def(['schedules'], 'fail', oneOf(['fail', 'warn'])),
};
const INPUT_SPECS = Object.entries(TABLE).map(([name, spec]) => ({
    name,
    commands: spec.commands,
    default: spec.default,
}));
function reader(source) {
    return (name) => {
        const spec = TABLE[name];
        const given = source.input(name);
        const value = given === '' && !spec.default.startsWith('${{') ? spec.default : given;
        return spec.parse(value, name);
    };
}
function redactLines(source) {
    return source
        .input('redact', { trim: false })
        .split(/\r?\n/)
        .map((line, i) => ({ text: line.trim(), line: i + 1 }))
        .filter(({ text }) => text !== '');
}
function readApiKey(source) {
    const key = source.input('api-key') || process.env.WARP_API_KEY || '';
    const trimmed = key.trim();
    source.secret(trimmed, 'apiKey');
    if (key !== trimmed)
        source.secret(key, 'apiKey');
    for (const { text } of redactLines(source))
        source.secret(text, 'secret');
    source.secret(source.input('github-token'), 'githubToken', true);
    return trimmed;
}
function checkSecrets(source, apiKey) {
    if (apiKey === '') {
        throw new InputError('api-key', 'is empty: pass the key from a secret (api-key: ${{ secrets.WARP_API_KEY }}) or set WARP_API_KEY');
    }
    if (/\s/.test(apiKey))
        throw new InputError('api-key', 'contains white space; check the secret');
    for (const { text, line } of redactLines(source)) {
        if (text.length < _flow_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .MIN_SECRET_LENGTH */ .vb) {
            throw new InputError('redact', `line ${line} has fewer than ${_flow_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .MIN_SECRET_LENGTH */ .vb} characters: too short to remove without cutting ordinary words out of the text; give the whole secret or drop the line`);
        }
    }
}
function refuseUnused(source, used) {
    for (const spec of INPUT_SPECS) {
        if (spec.commands === 'all' || spec.commands.includes(used))
            continue;
        const value = source.input(spec.name);
        if (value !== '' && value !== spec.default) {
            const users = spec.commands.join(', ');
            throw new InputError(spec.name, `is not used by command "${used}" (it is for: ${users}); remove it`);
        }
    }
}
function following(read) {
    const timeoutMinutes = read('timeout-minutes');
    const detachAfterMinutes = read('detach-after-minutes');
    if (detachAfterMinutes !== undefined && detachAfterMinutes >= timeoutMinutes) {
        throw new InputError('detach-after-minutes', `must be less than timeout-minutes (${timeoutMinutes}), got ${detachAfterMinutes}: the run would time out before the step lets go of it`);
    }
    return {
        wait: read('wait'),
        timeoutMinutes,
        failOnRunFailure: read('fail-on-run-failure'),
        cancelOnAbort: read('cancel-on-abort'),
        detachAfterMinutes,
        progressIntervalSeconds: read('progress-interval-seconds'),
    };
}
function starting(read, common) {
    return {
        ...common,
        ...following(read),
        run: {
            prompt: read('prompt'),
            title: read('title'),
            skill: read('skill'),
            environmentId: read('environment-id'),
            modelId: read('model-id'),
            basePrompt: read('base-prompt'),
            mcpServers: read('mcp-servers'),
            agentConfig: read('agent-config'),
            agentIdentity: read('agent-identity'),
            includeContext: read('include-context'),
            idempotencyKey: read('idempotency-key'),
        },
        conversation: {
            triggerPhrase: read('trigger-phrase'),
            allowedPermissions: read('allowed-permissions'),
            allowedBots: read('allowed-bots'),
            allowUntrustedAuthors: read('allow-untrusted-authors'),
            replyToRefused: read('reply-to-refused'),
        },
    };
}
function requiredRunId(read, by) {
    const runId = read('run-id');
    if (runId === undefined)
        throw new InputError('run-id', `is required by command "${by}": the id of the run`);
    return runId;
}
function gateInputs(read) {
    const factory = read('factory');
    const scorers = read('scorer');
    if (!scorers.length && !factory) {
        throw new InputError('scorer', 'name the scorers to judge with (ids or names), or give the factory whose scorers judge (input "factory")');
    }
    const groupBy = read('group-by');
    const windowDays = read('pass-rate-window');
    const periods = groupBy === 'day'
        ? windowDays
        : groupBy === 'week'
            ? Math.ceil(windowDays / 7) + 1
            : Math.ceil(windowDays / 28) + 1;
    if (periods > 365)
        throw new InputError('pass-rate-window', `${windowDays} days by ${groupBy} is more than the 365 periods the service draws; group by week or month`);
    return {
        scorers,
        factory,
        runIds: read('run-ids'),
        pullRequest: read('pull-request'),
        headSha: read('head-sha'),
        threshold: read('threshold'),
        minPassRate: read('min-pass-rate'),
        dispatchJudges: read('dispatch-judges'),
        scoreTimeoutMinutes: read('score-timeout-minutes'),
        checkName: read('check-name'),
        failOnGate: read('fail-on-gate'),
        windowDays,
        groupBy,
    };
}
const BY_COMMAND = {
    run: (read, common) => ({ command: 'run', ...starting(read, common) }),
    dispatch: (read, common) => {
        const factory = read('factory');
        if (factory === undefined) {
            throw new InputError('factory', 'is required: the public UID of the factory to dispatch to');
        }
        const dispatch = { factory, ticketRef: read('ticket-ref'), ticketUrl: read('ticket-url') };
        return { command: 'dispatch', ...starting(read, common), dispatch };
    },
    followup: (read, common) => {
        const runId = requiredRunId(read, 'followup');
        const message = read('message');
        if (message === '') {
            throw new InputError('message', 'is required by command "followup": what to tell the run');
        }
        return { command: 'followup', ...common, ...following(read), runId, message };
    },
    cancel: (read, common) => ({ command: 'cancel', ...common, runId: requiredRunId(read, 'cancel') }),
    gate: (read, common) => ({ command: 'gate', ...common, gate: gateInputs(read) }),
    settle: (read, common) => ({
        command: 'settle',
        ...common,
        windowMinutes: read('settle-window-minutes'),
        triggerPhrase: read('trigger-phrase'),
    }),
    schedules: (read, common) => ({
        command: 'schedules',
        ...common,
        mode: read('mode'),
        prune: read('prune'),
        schedulesFile: read('schedules-file'),
        onDrift: read('on-drift'),
    }),
};
function readInputs(source) {
    const apiKey = readApiKey(source);
    const read = reader(source);
    const used = read('command');
    checkSecrets(source, apiKey);
    refuseUnused(source, used);
    const common = {
        apiKey,
        baseUrl: read('base-url'),
        githubToken: read('github-token'),
        comment: read('comment'),
    };
    return BY_COMMAND[used](read, common);
}
function readPostInputs(source) {
    const apiKey = readApiKey(source);
    const read = reader(source);
    return {
        apiKey,
        baseUrl: read('base-url'),
        githubToken: read('github-token'),
        comment: read('comment'),
        cancelOnAbort: read('cancel-on-abort'),
    };
}
function defaultOf(name) {
    return TABLE[name].default;
}


/***/ })

};

//# sourceMappingURL=932.index.js.map