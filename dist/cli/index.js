import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5581:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ inputsOf),
/* harmony export */   x: () => (/* binding */ cli)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7593);
/* harmony import */ var _cli_config_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7974);
/* harmony import */ var _cli_help_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7911);
/* harmony import */ var _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3379);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(311);






const began = performance.now();
const elapsed = () => performance.now() - began;
const SIGNAL_EXIT_MS = 5000;
const out = (text) => process.stdout.write(text);
const err = (text) => process.stderr.write(text);
function inputValue(value) {
    if (value === undefined)
        return undefined;
    if (typeof value === 'boolean')
        return String(value);
    return Array.isArray(value) ? value.join(',') : value;
}
function readText(path, flag) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path === '-' ? 0 : path, 'utf8');
    }
    catch (error) {
        throw new _cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${flag}: cannot read ${path === '-' ? 'stdin' : path} (${error.code ?? String(error)})`, `--${flag}`);
    }
}
function inputsOf(parsed, settings, baseUrl) {
    const { spec } = parsed;
    const inputs = { command: spec.action, 'api-key': settings.apiKey };
    if (baseUrl)
        inputs['base-url'] = baseUrl;
    for (const [name, flag] of Object.entries(spec.flags)) {
        if (!flag.input)
            continue;
        const value = inputValue(parsed.flags[name] ?? settings.defaults[name]);
        if (value !== undefined)
            inputs[flag.input] = value;
    }
    if (spec.positional?.input && parsed.positional !== undefined)
        inputs[spec.positional.input] = parsed.positional;
    for (const [file, input] of [
        ['prompt-file', 'prompt'],
        ['message-file', 'message'],
    ]) {
        const path = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(parsed, file);
        if (path === undefined)
            continue;
        if (parsed.flags[input] !== undefined) {
            throw new _cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${input} and --${file} both give the ${input}; give one`, `--${file}`);
        }
        inputs[input] = readText(path, file);
    }
    return inputs;
}
function baseUrlOf(parsed, settings) {
    return (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(parsed, 'base-url') ?? settings.baseUrl;
}
function requireKey(settings) {
    if (settings.apiKey !== '')
        return;
    throw new _cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('no API key: set CLOUD_AGENT_API_KEY (or WARP_API_KEY), or put "apiKey" in the config file (chmod 600)', 'CLOUD_AGENT_API_KEY');
}
let interrupted;
async function exitOf(error, spec) {
    const message = error?.message ?? String(error);
    if (error instanceof _cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb)
        return { code: _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.usage, message };
    const { InputError } = await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(422)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8422));
    if (error instanceof InputError) {
        const flag = spec ? (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .flagOfInput */ .k)(spec, error.input) : undefined;
        const text = message.replace(/^Input "[^"]+": /, '');
        return { code: _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.usage, message: `${flag ?? error.input}: ${text}` };
    }
    if (interrupted)
        return { code: _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.interrupted, message: `interrupted (${interrupted}): ${message}` };
    const client = await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(695)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3695));
    if (error instanceof client.InvalidArgumentError)
        return { code: _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.usage, message };
    const { RunFailedError } = await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(315), __nccwpck_require__.e(989)]).then(__nccwpck_require__.bind(__nccwpck_require__, 989));
    if (error instanceof RunFailedError) {
        if (/did not end within/.test(message))
            return { code: _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.timeout, message };
        if (/cannot be followed/.test(message))
            return { code: _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.service, message };
        return { code: _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.failed, message };
    }
    const { GateError } = await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(315), __nccwpck_require__.e(613)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6613));
    if (error instanceof GateError)
        return { code: _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.failed, message };
    const { DispatchError } = await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(338)]).then(__nccwpck_require__.bind(__nccwpck_require__, 338));
    const { DownloadError } = await __nccwpck_require__.e(/* import() */ 850).then(__nccwpck_require__.bind(__nccwpck_require__, 6850));
    if (error instanceof client.CloudAgentError ||
        error instanceof DispatchError ||
        error instanceof DownloadError) {
        return { code: _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.service, message };
    }
    return { code: _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.failed, message };
}
function outputsJson(outputs) {
    const json = new Set(['artifacts', 'pull-request-urls', 'results']);
    return Object.fromEntries(Object.entries(outputs).map(([name, value]) => {
        if (!json.has(name))
            return [name, value];
        try {
            return [name, JSON.parse(value)];
        }
        catch {
            return [name, value];
        }
    }));
}
async function runAction(parsed, settings, signal, redactors) {
    const { spec } = parsed;
    const json = Boolean(parsed.flags.json);
    const quiet = Boolean(parsed.flags.quiet);
    const color = !parsed.flags['no-color'] && !process.env.NO_COLOR && Boolean(process.stderr.isTTY);
    const baseUrl = baseUrlOf(parsed, settings);
    requireKey(settings);
    const inputs = inputsOf(parsed, settings, baseUrl);
    const { detectCi, cliEnvironment, CLI_EVENT } = await __nccwpck_require__.e(/* import() */ 348).then(__nccwpck_require__.bind(__nccwpck_require__, 4348));
    const ci = detectCi(process.env);
    const idempotencyKey = inputs['idempotency-key'] || undefined;
    const env = cliEnvironment(ci, idempotencyKey);
    if (spec.action === 'dispatch' && !inputs['ticket-ref']) {
        const slug = ci ? ci.ci.toLowerCase().replace(/[^a-z]+/g, '-') : 'cli';
        inputs['ticket-ref'] = ci
            ? `${slug}:${env.repository}/${env.workflowRunId}/${env.job}`
            : `cli:${idempotencyKey ?? env.workflowRunId}`;
    }
    const [{ CliHost }, { readInputs }, { describeOrigin, followupCommandHint }, { StepState }, { deriveMarkerKey },] = await Promise.all([
        __nccwpck_require__.e(/* import() */ 708).then(__nccwpck_require__.bind(__nccwpck_require__, 2708)),
        Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(422)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8422)),
        Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(315), __nccwpck_require__.e(989)]).then(__nccwpck_require__.bind(__nccwpck_require__, 989)),
        __nccwpck_require__.e(/* import() */ 573).then(__nccwpck_require__.bind(__nccwpck_require__, 7573)),
        __nccwpck_require__.e(/* import() */ 834).then(__nccwpck_require__.bind(__nccwpck_require__, 9834)),
    ]);
    const trigger = {
        event: CLI_EVENT,
        action: undefined,
        repo: { owner: '', repo: '' },
        number: undefined,
        isPullRequest: false,
        title: undefined,
        body: undefined,
        url: undefined,
        author: undefined,
        labels: [],
        pullRequest: undefined,
        comment: undefined,
        actor: undefined,
        createdAt: undefined,
    };
    const { inline, linkText, safeUrl } = await __nccwpck_require__.e(/* import() */ 509).then(__nccwpck_require__.bind(__nccwpck_require__, 1509));
    const origin = describeOrigin({ trigger, env });
    const where = ci
        ? `Started by cloud-agent in ${inline(ci.ci, 40)} job ${safeUrl(ci.url) ? `[${linkText(ci.job || ci.pipeline, 100)}](${safeUrl(ci.url)})` : inline(ci.job || ci.pipeline, 100)}.`
        : 'Started by cloud-agent from the command line.';
    const [hintBefore, hintAfter] = followupCommandHint('\u0000').split('\u0000');
    const rewrite = (markdown) => {
        let text = markdown.split(origin).join(where);
        for (;;) {
            const start = text.indexOf(hintBefore);
            const end = start < 0 ? -1 : text.indexOf(hintAfter, start + hintBefore.length);
            if (end < 0)
                break;
            const runId = text.slice(start + hintBefore.length, end);
            text = `${text.slice(0, start)}To continue, run \`cloud-agent followup ${runId} --message "..."\`.${text.slice(end + hintAfter.length)}`;
        }
        return text;
    };
    const markdown = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(parsed, 'markdown');
    const host = new CliHost({ inputs, write: err, quiet, color, markdown, elapsed, rewrite });
    redactors.push((text) => host.redact(text));
    const checked = readInputs(host);
    const junit = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(parsed, 'junit');
    const { CloudAgentClient } = await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(695)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3695));
    const client = new CloudAgentClient({
        apiKey: checked.apiKey,
        baseUrl: checked.baseUrl,
        userAgent: `cloud-agent-cli/${_version_js__WEBPACK_IMPORTED_MODULE_5__/* .VERSION */ .x}`,
        onRetry: (event) => host.log.info(`retrying ${event.operation} in ${event.delayMs} ms (attempt ${event.attempt + 1}): ${event.reason}`),
    });
    if (ci)
        host.log.info(`${ci.ci}: ${ci.repository}, pipeline ${ci.pipeline}, job ${ci.job || '-'} (attempt ${ci.attempt})`);
    const step = {
        env,
        trigger,
        client,
        host,
        state: new StepState(host.state),
        repository: undefined,
        markerKey: deriveMarkerKey(checked.apiKey),
        signal,
    };
    let failure;
    try {
        switch (checked.command) {
            case 'run':
                await (await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(315), __nccwpck_require__.e(989), __nccwpck_require__.e(830), __nccwpck_require__.e(757), __nccwpck_require__.e(331)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4331))).runCommand(step, checked);
                break;
            case 'dispatch':
                await (await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(315), __nccwpck_require__.e(989), __nccwpck_require__.e(830), __nccwpck_require__.e(757), __nccwpck_require__.e(754)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3754))).dispatchCommand(step, checked);
                break;
            case 'followup':
                await (await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(315), __nccwpck_require__.e(989), __nccwpck_require__.e(830), __nccwpck_require__.e(932)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3932))).followupCommand(step, checked);
                break;
            case 'cancel':
                await (await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(315), __nccwpck_require__.e(989), __nccwpck_require__.e(830), __nccwpck_require__.e(90)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6090))).cancelCommand(step, checked);
                break;
            case 'gate':
                await (await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(315), __nccwpck_require__.e(830), __nccwpck_require__.e(621)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4207))).gateCommand(step, checked, {}, ({ rows, summary }) => {
                    if (!junit)
                        return;
                    pendingJUnit = { rows, summary, file: junit, redact: (t) => host.redact(t) };
                });
                break;
            case 'settle':
                await (await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(315), __nccwpck_require__.e(989), __nccwpck_require__.e(830), __nccwpck_require__.e(746)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1746))).settleCommand(step, checked);
                break;
        }
    }
    catch (error) {
        failure = error;
    }
    finally {
        await client.close();
    }
    if (pendingJUnit) {
        const { renderJUnit } = await __nccwpck_require__.e(/* import() */ 666).then(__nccwpck_require__.bind(__nccwpck_require__, 666));
        const { writeFileSync } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 3024, 23));
        writeFileSync(pendingJUnit.file, renderJUnit(pendingJUnit.rows, pendingJUnit.summary, pendingJUnit.redact));
    }
    if (json)
        out(`${JSON.stringify(outputsJson(host.outputs), null, 2)}\n`);
    else if (!quiet && host.summaries.length)
        out(`${host.summaries.join('\n\n')}\n`);
    if (failure !== undefined)
        throw failure;
}
let pendingJUnit;
async function runInspection(parsed, settings, signal, redactors) {
    const { checkInspection, inspect } = await __nccwpck_require__.e(/* import() */ 850).then(__nccwpck_require__.bind(__nccwpck_require__, 6850));
    checkInspection(parsed);
    requireKey(settings);
    const { Redactor } = await __nccwpck_require__.e(/* import() */ 663).then(__nccwpck_require__.bind(__nccwpck_require__, 6663));
    const redactor = new Redactor();
    redactor.add(settings.apiKey, 'apiKey');
    redactors.push((text) => redactor.redact(text));
    const { CloudAgentClient } = await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(609), __nccwpck_require__.e(695)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3695));
    const baseUrl = baseUrlOf(parsed, settings);
    const client = new CloudAgentClient({
        apiKey: settings.apiKey,
        ...(baseUrl ? { baseUrl } : {}),
        userAgent: `cloud-agent-cli/${_version_js__WEBPACK_IMPORTED_MODULE_5__/* .VERSION */ .x}`,
    });
    try {
        await inspect(client, parsed, {
            write: (text) => out(redactor.redact(text)),
            json: Boolean(parsed.flags.json),
            quiet: Boolean(parsed.flags.quiet),
            signal,
            download: (url) => fetch(url, { signal, redirect: 'follow' }),
        });
    }
    finally {
        await client.close();
    }
}
async function cli(argv) {
    let spec;
    const redactors = [];
    const controller = new AbortController();
    const onSignal = (signal) => {
        if (interrupted)
            process.exit(_cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.interrupted);
        interrupted = signal;
        err(`cloud-agent: ${signal}: stopping${spec?.action ? ' (the run is cancelled unless --no-cancel-on-interrupt)' : ''}\n`);
        controller.abort(new Error(`received ${signal}`));
        setTimeout(() => process.exit(_cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.interrupted), SIGNAL_EXIT_MS).unref();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    try {
        const parsed = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandLine */ .Du)(argv);
        if (parsed.kind === 'version') {
            out(`${_version_js__WEBPACK_IMPORTED_MODULE_5__/* .VERSION */ .x}\n`);
            return _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.ok;
        }
        if (parsed.kind === 'help') {
            out(parsed.command ? (0,_cli_help_js__WEBPACK_IMPORTED_MODULE_3__/* .commandHelp */ .bD)(parsed.command) : parsed.group ? (0,_cli_help_js__WEBPACK_IMPORTED_MODULE_3__/* .groupHelp */ .VT)(parsed.group) : (0,_cli_help_js__WEBPACK_IMPORTED_MODULE_3__/* .mainHelp */ .Hy)());
            return _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.ok;
        }
        spec = parsed.spec;
        const settings = (0,_cli_config_js__WEBPACK_IMPORTED_MODULE_2__/* .readSettings */ .sb)(process.env);
        if (settings.apiKey)
            redactors.push((text) => text.split(settings.apiKey).join('[api-key]'));
        if (spec.action)
            await runAction(parsed, settings, controller.signal, redactors);
        else
            await runInspection(parsed, settings, controller.signal, redactors);
        return interrupted ? _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.interrupted : _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.ok;
    }
    catch (error) {
        const { code, message } = await exitOf(error, spec);
        const safe = redactors.reduce((text, redact) => redact(text), message);
        const hint = code === _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.usage && spec ? ` (cloud-agent ${spec.name} --help)` : '';
        err(`cloud-agent: ${code === _cli_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.usage ? 'usage error' : 'error'}: ${safe}${hint && !safe.includes('--help') ? hint : ''}\n`);
        return code;
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    }
}
process.exitCode = await cli(process.argv.slice(2));
setTimeout(() => process.exit(), 1000).unref();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ stringFlag),
/* harmony export */   Du: () => (/* binding */ parseCommandLine),
/* harmony export */   Zo: () => (/* binding */ flagsOf),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   k: () => (/* binding */ flagOfInput),
/* harmony export */   v6: () => (/* binding */ listFlag)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3379);


class UsageError extends Error {
    flag;
    constructor(message, flag) {
        super(message);
        this.flag = flag;
    }
}
function flagsOf(spec) {
    return { ..._spec_js__WEBPACK_IMPORTED_MODULE_1__/* .GLOBAL_FLAGS */ .an, ...spec.flags };
}
function optionsOf(flags) {
    const options = {};
    for (const [name, flag] of Object.entries(flags)) {
        options[name] = {
            type: flag.type,
            ...(flag.short ? { short: flag.short } : {}),
            ...(flag.multiple ? { multiple: true } : {}),
        };
        if (flag.negatable)
            options[`no-${name}`] = { type: 'boolean' };
    }
    return options;
}
function flagInMessage(message) {
    return /'(?:-\w, )?(--?[\w-]+)/.exec(message)?.[1];
}
function commandOf(words) {
    const [first, second] = words;
    if (first === undefined)
        return { spec: undefined, used: 0 };
    const verbs = (0,_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .verbsOf */ .kN)(first);
    if (verbs.length) {
        if (second === undefined || second.startsWith('-'))
            return { spec: undefined, used: 1, group: first };
        const spec = (0,_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .commandSpec */ .Lx)(`${first} ${second}`);
        if (!spec) {
            throw new UsageError(`"${first} ${second}" is not a command; use one of: ${verbs.map((v) => `${first} ${v}`).join(', ')}`, second);
        }
        return { spec, used: 2 };
    }
    const spec = (0,_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .commandSpec */ .Lx)(first);
    if (!spec) {
        const names = [...new Set(_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMAND_SPECS */ .fH.map((c) => c.name.split(' ')[0]))];
        throw new UsageError(`"${first}" is not a command; use one of: ${names.join(', ')} (cloud-agent --help)`, first);
    }
    return { spec, used: 1 };
}
function parseCommandLine(argv) {
    const leading = argv.findIndex((a) => a.startsWith('-'));
    const words = leading < 0 ? argv : argv.slice(0, leading);
    if (words.length === 0) {
        if (argv.includes('--version'))
            return { kind: 'version' };
        if (argv.length === 0 || argv.includes('--help') || argv.includes('-h'))
            return { kind: 'help', command: undefined };
        throw new UsageError(`a command comes first (cloud-agent <command> [flags]); see cloud-agent --help`, argv[0]);
    }
    const { spec, used, group } = commandOf(words);
    const rest = argv.slice(used);
    if (!spec) {
        if (rest.length === 0 || rest.includes('--help') || rest.includes('-h'))
            return { kind: 'help', command: undefined, ...(group ? { group } : {}) };
        throw new UsageError(`"${group}" needs a verb: ${(0,_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .verbsOf */ .kN)(group).join(', ')}`, group);
    }
    const flags = flagsOf(spec);
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: rest, options: optionsOf(flags), allowPositionals: true, strict: true });
    }
    catch (err) {
        const message = err.message;
        const flag = flagInMessage(message);
        throw new UsageError(`${spec.name}: ${message.replace(/\. To specify a positional.*$/s, '')}`, flag);
    }
    const values = parsed.values;
    if (values.help)
        return { kind: 'help', command: spec };
    const result = {};
    for (const [name, flag] of Object.entries(flags)) {
        const given = values[name];
        const negated = flag.negatable ? values[`no-${name}`] : undefined;
        if (given !== undefined && negated !== undefined) {
            throw new UsageError(`--${name} and --no-${name} contradict each other; give one`, `--${name}`);
        }
        if (given !== undefined)
            result[name] = given;
        else if (negated)
            result[name] = false;
    }
    const positionals = parsed.positionals;
    const wanted = spec.positional;
    if (wanted && positionals.length === 0) {
        throw new UsageError(`${spec.name} needs <${wanted.name}> (cloud-agent ${spec.name} --help)`, `<${wanted.name}>`);
    }
    const extra = positionals.slice(wanted ? 1 : 0);
    if (extra.length) {
        throw new UsageError(`${spec.name} takes ${wanted ? `one <${wanted.name}>` : 'no argument'}; unexpected "${extra[0]}"`, extra[0]);
    }
    return { kind: 'command', spec, flags: result, positional: wanted ? positionals[0] : undefined };
}
function stringFlag(parsed, name) {
    const value = parsed.flags[name];
    if (value === undefined || typeof value === 'boolean')
        return undefined;
    return Array.isArray(value) ? value.at(-1) : value;
}
function listFlag(parsed, name) {
    const value = parsed.flags[name];
    if (value === undefined || typeof value === 'boolean')
        return [];
    return (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
}
function flagOfInput(spec, input) {
    const found = Object.entries(flagsOf(spec)).find(([, flag]) => flag.input === input);
    if (found)
        return `--${found[0]}`;
    if (spec.positional?.input === input)
        return `<${spec.positional.name}>`;
    return undefined;
}


/***/ }),

/***/ 7974:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  sb: () => (/* binding */ readSettings)
});

// UNUSED EXPORTS: configPath, readConfigFile

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __nccwpck_require__(7593);
;// CONCATENATED MODULE: ./src/cli/config.ts




function configPath(env) {
    const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/')
        ? env.XDG_CONFIG_HOME
        : (0,external_node_path_namespaceObject.join)(env.HOME || (0,external_node_os_namespaceObject.homedir)(), '.config');
    return (0,external_node_path_namespaceObject.join)(base, 'cloud-agent', 'config.json');
}
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
function readConfigFile(path, platform = process.platform) {
    let text;
    let mode;
    try {
        mode = (0,external_node_fs_.statSync)(path).mode;
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw new args/* UsageError */.eb(`cannot read the config file ${path} (${err.code ?? String(err)})`);
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (err) {
        throw new args/* UsageError */.eb(`the config file ${path} is not valid JSON (${err.message})`);
    }
    if (!isObject(parsed))
        throw new args/* UsageError */.eb(`the config file ${path} must hold a JSON object`);
    const known = new Set(['baseUrl', 'apiKey', 'defaults']);
    const unknown = Object.keys(parsed).filter((k) => !known.has(k));
    if (unknown.length) {
        throw new args/* UsageError */.eb(`the config file ${path} has "${unknown[0]}", which is not a setting (baseUrl, apiKey, defaults)`);
    }
    const { baseUrl, apiKey, defaults = {} } = parsed;
    if (baseUrl !== undefined && typeof baseUrl !== 'string')
        throw new args/* UsageError */.eb(`the config file ${path}: "baseUrl" must be a string`);
    if (apiKey !== undefined && typeof apiKey !== 'string')
        throw new args/* UsageError */.eb(`the config file ${path}: "apiKey" must be a string`);
    if (!isObject(defaults))
        throw new args/* UsageError */.eb(`the config file ${path}: "defaults" must be an object of flag names`);
    for (const [name, value] of Object.entries(defaults)) {
        if (typeof value !== 'string' && typeof value !== 'boolean') {
            throw new args/* UsageError */.eb(`the config file ${path}: the default of "${name}" must be a string or true/false`);
        }
    }
    if (apiKey !== undefined && platform !== 'win32' && (mode & 0o077) !== 0) {
        throw new args/* UsageError */.eb(`the config file ${path} holds an API key but is readable by others (mode ${(mode & 0o777).toString(8)}): run chmod 600 ${path}, or take the key out and set CLOUD_AGENT_API_KEY`);
    }
    return {
        ...(baseUrl !== undefined ? { baseUrl } : {}),
        ...(apiKey !== undefined ? { apiKey } : {}),
        defaults: defaults,
    };
}
function readSettings(env, platform = process.platform) {
    const file = configPath(env);
    const config = readConfigFile(file, platform);
    const fromEnv = env.CLOUD_AGENT_API_KEY
        ? 'CLOUD_AGENT_API_KEY'
        : env.WARP_API_KEY
            ? 'WARP_API_KEY'
            : undefined;
    const apiKey = (fromEnv ? env[fromEnv] : config?.apiKey) ?? '';
    return {
        apiKey,
        keyFrom: fromEnv ?? (config?.apiKey ? 'config file' : undefined),
        baseUrl: env.CLOUD_AGENT_BASE_URL || config?.baseUrl,
        defaults: config?.defaults ?? {},
        file: config ? file : undefined,
    };
}


/***/ }),

/***/ 7911:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hy: () => (/* binding */ mainHelp),
/* harmony export */   VT: () => (/* binding */ groupHelp),
/* harmony export */   bD: () => (/* binding */ commandHelp)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7593);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3379);


const WIDTH = 30;
function flagLine(name, flag) {
    const short = flag.short ? `-${flag.short}, ` : '    ';
    const long = flag.negatable ? `--[no-]${name}` : `--${name}`;
    const left = `  ${short}${long}${flag.value ? ` ${flag.value}` : ''}`;
    const more = flag.multiple ? ' Repeatable.' : '';
    return left.length >= WIDTH
        ? `${left}\n${' '.repeat(WIDTH)}${flag.help}${more}`
        : `${left.padEnd(WIDTH)}${flag.help}${more}`;
}
const EXIT_LINES = [
    `  ${_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.ok}    success`,
    `  ${_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.failed}    the run failed (FAILED, ERROR, CANCELLED) or the gate failed`,
    `  ${_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.usage}    usage error: a wrong flag, argument or configuration (no request made)`,
    `  ${_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.service}    the service answered an error or could not be reached`,
    `  ${_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.timeout}    the run did not end within --timeout`,
    `  ${_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.interrupted}  interrupted (Ctrl-C, SIGTERM); the run is cancelled unless --no-cancel-on-interrupt`,
];
const CONFIG_LINES = [
    '  The API key: CLOUD_AGENT_API_KEY or WARP_API_KEY, else "apiKey" in the config file (which must then be',
    '  readable by its owner only: chmod 600). The base URL: --base-url, CLOUD_AGENT_BASE_URL, "baseUrl" in the',
    '  config file. The config file is $XDG_CONFIG_HOME/cloud-agent/config.json (~/.config/cloud-agent/config.json);',
    '  its "defaults" give any flag a default, by the flag\'s name: {"defaults": {"timeout": "60"}}.',
];
function entry(name, summary) {
    const left = `  ${name}`;
    return left.length >= WIDTH ? `${left}\n${' '.repeat(WIDTH)}${summary}` : `${left.padEnd(WIDTH)}${summary}`;
}
function mainHelp() {
    const lines = [
        'Usage: cloud-agent <command> [flags]',
        '',
        'Start, follow and score cloud agent runs from any CI or terminal.',
        '',
        'Commands:',
    ];
    const seen = new Set();
    for (const spec of _spec_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMAND_SPECS */ .fH) {
        const group = spec.name.split(' ')[0];
        if (spec.name.includes(' ')) {
            if (seen.has(group))
                continue;
            seen.add(group);
            lines.push(entry(`${group} ${(0,_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .verbsOf */ .kN)(group).join('|')}`, groupSummary(group)));
        }
        else {
            lines.push(entry(spec.name, spec.summary));
        }
    }
    lines.push('', 'Flags of every command:');
    for (const [name, flag] of Object.entries(_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .GLOBAL_FLAGS */ .an))
        lines.push(flagLine(name, flag));
    lines.push(`  ${'    --version'.padEnd(WIDTH - 2)}Print the version and exit.`);
    lines.push('', 'Configuration:', ...CONFIG_LINES, '', 'Exit codes:', ...EXIT_LINES, '');
    lines.push('Run cloud-agent <command> --help for the flags of a command.');
    return lines.join('\n') + '\n';
}
function groupSummary(group) {
    const summaries = {
        runs: 'List runs; show one, its conversation, timeline or transcript.',
        artifacts: 'Show or download an artifact.',
        schedules: 'List or show scheduled agents.',
        factories: 'List or show factories.',
        scorers: 'List scorers; their results and pass rate.',
    };
    return summaries[group] ?? '';
}
function groupHelp(group) {
    const lines = [
        `Usage: cloud-agent ${group} <${(0,_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .verbsOf */ .kN)(group).join('|')}> [flags]`,
        '',
        groupSummary(group),
        '',
    ];
    for (const verb of (0,_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .verbsOf */ .kN)(group)) {
        const spec = _spec_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMAND_SPECS */ .fH.find((c) => c.name === `${group} ${verb}`);
        lines.push(`  ${spec.name.padEnd(WIDTH)}${spec.summary}`);
    }
    lines.push('', `Run cloud-agent ${group} <verb> --help for its flags.`);
    return lines.join('\n') + '\n';
}
function commandHelp(spec) {
    const positional = spec.positional ? ` <${spec.positional.name}>` : '';
    const lines = [`Usage: cloud-agent ${spec.name}${positional} [flags]`, '', spec.summary, ''];
    const own = Object.entries(spec.flags);
    if (own.length) {
        lines.push('Flags:');
        for (const [name, flag] of own)
            lines.push(flagLine(name, flag));
        lines.push('');
    }
    lines.push('Flags of every command:');
    for (const [name, flag] of Object.entries((0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .flagsOf */ .Zo)({ ...spec, flags: {} })))
        lines.push(flagLine(name, flag));
    lines.push('', 'Example:', `  ${spec.example}`, '', 'Exit codes:', ...EXIT_LINES, '');
    return lines.join('\n') + '\n';
}


/***/ }),

/***/ 3379:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lx: () => (/* binding */ commandSpec),
/* harmony export */   an: () => (/* binding */ GLOBAL_FLAGS),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   fH: () => (/* binding */ COMMAND_SPECS),
/* harmony export */   kN: () => (/* binding */ verbsOf)
/* harmony export */ });
const GLOBAL_FLAGS = {
    help: { type: 'boolean', short: 'h', help: 'Show the help of the command and exit.' },
    json: {
        type: 'boolean',
        help: "Print one JSON document on stdout (the service's answer; for run, dispatch, followup, cancel, gate and settle the step's outputs) and nothing else.",
    },
    quiet: { type: 'boolean', short: 'q', help: 'Print no progress on stderr; errors still go there.' },
    verbose: {
        type: 'boolean',
        short: 'v',
        help: 'Also log retries and requests on stderr (the key is never shown).',
    },
    'no-color': {
        type: 'boolean',
        help: 'No colours on stderr (also when NO_COLOR is set or stderr is not a terminal).',
    },
    'base-url': {
        type: 'string',
        input: 'base-url',
        value: '<url>',
        help: 'The service, e.g. https://app.warp.dev/api/v1 (else CLOUD_AGENT_BASE_URL, else the config file).',
    },
};
const FOLLOW_FLAGS = {
    wait: {
        type: 'boolean',
        input: 'wait',
        negatable: true,
        help: 'Wait for the run to end (default); --no-wait prints its id and returns at once.',
    },
    timeout: {
        type: 'string',
        input: 'timeout-minutes',
        value: '<minutes>',
        help: 'Give up (and cancel the run) when it has not ended within this many minutes (default 30): exit 4.',
    },
    'detach-after': {
        type: 'string',
        input: 'detach-after-minutes',
        value: '<minutes>',
        help: 'Stop watching a run still going after this many minutes; it goes on (exit 0).',
    },
    'progress-interval': {
        type: 'string',
        input: 'progress-interval-seconds',
        value: '<seconds>',
        help: "Seconds between reads of the run's steps for live progress (default 30; 0: off).",
    },
    'fail-on-run-failure': {
        type: 'boolean',
        input: 'fail-on-run-failure',
        negatable: true,
        help: 'Exit 1 when the run ends FAILED, ERROR or CANCELLED (default); --no-fail-on-run-failure exits 0.',
    },
    'cancel-on-interrupt': {
        type: 'boolean',
        input: 'cancel-on-abort',
        negatable: true,
        help: 'Cancel the run on Ctrl-C, SIGTERM or a timeout (default); --no-cancel-on-interrupt leaves it going.',
    },
    markdown: {
        type: 'string',
        value: '<file>',
        help: "Write the run's report (the action's job summary) as markdown to this file.",
    },
};
const PROMPT_FLAGS = {
    prompt: {
        type: 'string',
        input: 'prompt',
        short: 'p',
        value: '<text>',
        help: 'What the agent is asked to do.',
    },
    'prompt-file': {
        type: 'string',
        value: '<file>',
        help: 'Read the prompt from a file; "-" reads it from stdin.',
    },
    title: { type: 'string', input: 'title', value: '<text>', help: "The run's title." },
    'idempotency-key': {
        type: 'string',
        input: 'idempotency-key',
        value: '<key>',
        help: 'Start this work once: a second command with the same key (and work) adopts the run while it goes. Inside a known CI the job is the key already.',
    },
};
const RUN_ID = { name: 'run-id', input: 'run-id' };
const COMMAND_SPECS = [
    {
        name: 'run',
        action: 'run',
        summary: 'Start a run of the agent, follow it to its end and report.',
        flags: {
            ...PROMPT_FLAGS,
            skill: {
                type: 'string',
                input: 'skill',
                value: '<owner/repo:skill>',
                help: 'A skill to run as the base prompt.',
            },
            environment: {
                type: 'string',
                input: 'environment-id',
                value: '<id>',
                help: 'The environment (22 letters and digits) the agent works in.',
            },
            model: { type: 'string', input: 'model-id', value: '<id>', help: 'The model, e.g. claude-4-5-sonnet.' },
            'base-prompt': {
                type: 'string',
                input: 'base-prompt',
                value: '<text>',
                help: 'Instructions put before the prompt.',
            },
            'mcp-servers': {
                type: 'string',
                input: 'mcp-servers',
                value: '<json>',
                help: 'MCP servers as a JSON object, e.g. {"github": {"warp_id": "..."}}.',
            },
            config: {
                type: 'string',
                input: 'agent-config',
                value: '<json>',
                help: "The run's agent config as a JSON object.",
            },
            'agent-identity': {
                type: 'string',
                input: 'agent-identity',
                value: '<uid>',
                help: 'The agent identity the run acts as.',
            },
            ...FOLLOW_FLAGS,
        },
        example: 'cloud-agent run --prompt "Fix the flaky test in api/" --timeout 45 --markdown report.md',
    },
    {
        name: 'dispatch',
        action: 'dispatch',
        summary: 'Send work to a factory (its foreman takes it) and follow the run it makes.',
        flags: {
            ...PROMPT_FLAGS,
            factory: {
                type: 'string',
                input: 'factory',
                value: '<uid>',
                help: 'The factory to dispatch to (required).',
            },
            'ticket-ref': {
                type: 'string',
                input: 'ticket-ref',
                value: '<source:id>',
                help: 'The ticket the work is filed under, e.g. jira:APP-12 (default: the CI job).',
            },
            'ticket-url': { type: 'string', input: 'ticket-url', value: '<url>', help: "The ticket's URL." },
            ...FOLLOW_FLAGS,
        },
        example: 'cloud-agent dispatch --factory fac_web --ticket-ref jira:APP-12 --prompt-file task.md',
    },
    {
        name: 'followup',
        action: 'followup',
        positional: RUN_ID,
        summary: 'Send a message to a run and follow it to its next end.',
        flags: {
            message: {
                type: 'string',
                input: 'message',
                short: 'm',
                value: '<text>',
                help: 'What to tell the run (required).',
            },
            'message-file': {
                type: 'string',
                value: '<file>',
                help: 'Read the message from a file; "-" reads stdin.',
            },
            ...FOLLOW_FLAGS,
        },
        example: 'cloud-agent followup 0f9c2e4a --message "Also update the changelog"',
    },
    {
        name: 'cancel',
        action: 'cancel',
        positional: RUN_ID,
        summary: 'Cancel a run and wait (up to 15 s) to see it stop.',
        flags: {},
        example: 'cloud-agent cancel 0f9c2e4a',
    },
    {
        name: 'gate',
        action: 'gate',
        summary: "Judge runs with a factory's scorers; exit 1 when the gate fails.",
        flags: {
            'run-ids': {
                type: 'string',
                input: 'run-ids',
                multiple: true,
                value: '<ids>',
                help: "The runs to judge (commas or repeated); none: a gate on the scorers' pass rate over the window.",
            },
            scorer: {
                type: 'string',
                input: 'scorer',
                multiple: true,
                value: '<id|name>',
                help: 'A scorer to judge with (repeat for several); else every scorer of --factory whose scope covers the run.',
            },
            factory: { type: 'string', input: 'factory', value: '<uid>', help: 'The factory whose scorers judge.' },
            threshold: {
                type: 'string',
                input: 'threshold',
                value: '<0..1|%>',
                help: "The score a verdict needs, e.g. 0.7 or 70% (default: each scorer's own).",
            },
            'min-pass-rate': {
                type: 'string',
                input: 'min-pass-rate',
                value: '<0..1|%>',
                help: 'The share of verdicts that must pass (default 1).',
            },
            'dispatch-judges': {
                type: 'boolean',
                input: 'dispatch-judges',
                negatable: true,
                help: 'Ask for a verdict now where a run has none (default); --no-dispatch-judges only reads verdicts.',
            },
            'score-timeout': {
                type: 'string',
                input: 'score-timeout-minutes',
                value: '<minutes>',
                help: 'How long to wait for verdicts (default 15; 0: do not wait).',
            },
            window: {
                type: 'string',
                input: 'pass-rate-window',
                value: '<days>',
                help: 'Days of pass rate to chart (default 30).',
            },
            'group-by': {
                type: 'string',
                input: 'group-by',
                value: '<day|week|month>',
                help: 'Pass-rate periods (default day).',
            },
            'fail-on-gate': {
                type: 'boolean',
                input: 'fail-on-gate',
                negatable: true,
                help: 'Exit 1 when the gate fails (default); --no-fail-on-gate exits 0.',
            },
            junit: {
                type: 'string',
                value: '<file>',
                help: "Write JUnit XML: one test case per run and scorer, a failure carrying the judge's reason.",
            },
            markdown: {
                type: 'string',
                value: '<file>',
                help: "Write the gate's report (the action's job summary) as markdown.",
            },
        },
        example: 'cloud-agent gate --run-ids 0f9c2e4a,7d1b3c5e --factory fac_web --junit report.xml',
    },
    {
        name: 'settle',
        action: 'settle',
        summary: "Finish runs this CI project's jobs left going (--no-wait, --detach-after); cancel those past their deadline.",
        flags: {
            window: {
                type: 'string',
                input: 'settle-window-minutes',
                value: '<minutes>',
                help: 'Look at runs updated within this many minutes (default 1440).',
            },
            markdown: { type: 'string', value: '<file>', help: 'Write the list of runs looked at as markdown.' },
        },
        example: 'cloud-agent settle --window 720',
    },
    {
        name: 'runs list',
        summary: 'List runs, newest first; every filter of the service.',
        flags: {
            state: {
                type: 'string',
                multiple: true,
                value: '<state>',
                help: 'Only runs in this state (repeat for any of several).',
            },
            name: { type: 'string', value: '<name>', help: 'Agent config name.' },
            model: { type: 'string', value: '<id>', help: 'Model id.' },
            creator: { type: 'string', value: '<uid>', help: 'Who created the run.' },
            executor: { type: 'string', value: '<uid>', help: 'Who executed the run.' },
            source: { type: 'string', value: '<type>', help: 'Source type, e.g. API, CLI, SCHEDULED_AGENT.' },
            'execution-location': { type: 'string', value: '<where>', help: 'Where it ran.' },
            environment: { type: 'string', value: '<id>', help: 'Environment id (or empty-environment).' },
            skill: { type: 'string', value: '<spec>', help: 'Skill spec.' },
            schedule: { type: 'string', value: '<id>', help: 'Scheduled agent id.' },
            ancestor: { type: 'string', value: '<run-id>', help: 'Runs descending from this run.' },
            'created-after': { type: 'string', value: '<time>', help: 'ISO 8601 time.' },
            'created-before': { type: 'string', value: '<time>', help: 'ISO 8601 time.' },
            'updated-after': { type: 'string', value: '<time>', help: 'ISO 8601 time.' },
            metadata: {
                type: 'string',
                multiple: true,
                value: '<key=value>',
                help: 'A metadata pair all runs carry (repeat; at most 5).',
            },
            'artifact-type': {
                type: 'string',
                value: '<type>',
                help: 'Runs with an artifact of this type, e.g. PULL_REQUEST.',
            },
            q: { type: 'string', value: '<text>', help: 'Fuzzy match over title, prompt and skill.' },
            sort: { type: 'string', value: '<field>', help: 'updated_at, created_at, title or agent.' },
            order: { type: 'string', value: '<asc|desc>', help: 'Sort order.' },
            limit: { type: 'string', value: '<n>', help: 'Runs per page (1 to 100).' },
            cursor: {
                type: 'string',
                value: '<cursor>',
                help: "Start at this page (the previous page's next_cursor).",
            },
            all: { type: 'boolean', help: 'Follow every page; --json prints one document with all the runs.' },
        },
        example: 'cloud-agent runs list --state FAILED --state ERROR --created-after 2025-01-01T00:00:00Z --json',
    },
    {
        name: 'runs get',
        positional: { name: 'run-id' },
        summary: 'Show a run.',
        flags: {},
        example: 'cloud-agent runs get 0f9c2e4a',
    },
    {
        name: 'runs conversation',
        positional: { name: 'run-id' },
        summary: "Show a run's conversation (its steps and messages).",
        flags: {},
        example: 'cloud-agent runs conversation 0f9c2e4a --json',
    },
    {
        name: 'runs timeline',
        positional: { name: 'run-id' },
        summary: "Show a run's lifecycle events.",
        flags: {},
        example: 'cloud-agent runs timeline 0f9c2e4a',
    },
    {
        name: 'runs transcript',
        positional: { name: 'run-id' },
        summary: "Download a run's transcript (to stdout, or -o); --json prints its signed URL.",
        flags: { output: { type: 'string', short: 'o', value: '<file>', help: 'Write it to this file.' } },
        example: 'cloud-agent runs transcript 0f9c2e4a -o transcript.json',
    },
    {
        name: 'artifacts get',
        positional: { name: 'artifact-uid' },
        summary: 'Show an artifact; with -o, download its file.',
        flags: {
            output: { type: 'string', short: 'o', value: '<file>', help: "Download the artifact's file here." },
        },
        example: 'cloud-agent artifacts get art_12 -o screenshot.png',
    },
    {
        name: 'agents',
        summary: 'List the agents (skills) the team can run.',
        flags: {
            repo: { type: 'string', value: '<owner/repo>', help: 'Only skills of this repository.' },
        },
        example: 'cloud-agent agents',
    },
    { name: 'environments', summary: 'List the environments.', flags: {}, example: 'cloud-agent environments' },
    { name: 'models', summary: 'List the models.', flags: {}, example: 'cloud-agent models --json' },
    {
        name: 'workers',
        summary: 'List the connected self-hosted workers.',
        flags: {},
        example: 'cloud-agent workers',
    },
    {
        name: 'schedules list',
        summary: 'List the scheduled agents.',
        flags: {},
        example: 'cloud-agent schedules list',
    },
    {
        name: 'schedules get',
        positional: { name: 'schedule-id' },
        summary: 'Show a scheduled agent.',
        flags: {},
        example: 'cloud-agent schedules get sch_1',
    },
    {
        name: 'factories list',
        summary: 'List the factories.',
        flags: {
            limit: { type: 'string', value: '<n>', help: 'Factories per page (1 to 100).' },
            cursor: { type: 'string', value: '<cursor>', help: 'Start at this page.' },
            all: { type: 'boolean', help: 'Follow every page.' },
        },
        example: 'cloud-agent factories list',
    },
    {
        name: 'factories get',
        positional: { name: 'factory-uid' },
        summary: 'Show a factory.',
        flags: {},
        example: 'cloud-agent factories get fac_web',
    },
    {
        name: 'scorers list',
        summary: 'List the scorers.',
        flags: {
            factory: { type: 'string', value: '<uid>', help: 'Only scorers of this factory.' },
        },
        example: 'cloud-agent scorers list --factory fac_web',
    },
    {
        name: 'scorers results',
        positional: { name: 'scorer-id' },
        summary: "List a scorer's results (its judge attempts).",
        flags: {
            limit: { type: 'string', value: '<n>', help: 'Results per page (1 to 100).' },
            cursor: { type: 'string', value: '<cursor>', help: 'Start at this page.' },
            all: { type: 'boolean', help: 'Follow every page.' },
        },
        example: 'cloud-agent scorers results 7 --all --json',
    },
    {
        name: 'scorers pass-rate',
        positional: { name: 'scorer-id' },
        summary: "A scorer's pass rate over time.",
        flags: {
            start: { type: 'string', value: '<time>', help: 'From this ISO 8601 time.' },
            end: { type: 'string', value: '<time>', help: 'Up to this ISO 8601 time.' },
            'group-by': { type: 'string', value: '<day|week|month>', help: 'Period of each point.' },
        },
        example: 'cloud-agent scorers pass-rate 7 --group-by week',
    },
];
const EXIT = {
    ok: 0,
    failed: 1,
    usage: 2,
    service: 3,
    timeout: 4,
    interrupted: 130,
};
function commandSpec(name) {
    return COMMAND_SPECS.find((c) => c.name === name);
}
function verbsOf(group) {
    return COMMAND_SPECS.filter((c) => c.name.startsWith(`${group} `)).map((c) => c.name.slice(group.length + 1));
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
const VERSION = '0.1.0';


/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__cli = __webpack_exports__.x;
/******/ var __webpack_exports__inputsOf = __webpack_exports__.V;
/******/ export { __webpack_exports__cli as cli, __webpack_exports__inputsOf as inputsOf };
/******/ 

//# sourceMappingURL=index.js.map