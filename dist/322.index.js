export const id = 322;
export const ids = [322];
export const modules = {

/***/ 322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  schedulesCommand: () => (/* binding */ schedulesCommand)
});

// EXTERNAL MODULE: ./src/flow/outcome.ts
var outcome = __webpack_require__(3544);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/flow/repository-file.ts


const MAX_REPOSITORY_FILE_BYTES = 1024 * 1024;
class RepositoryFileError extends Error {
    problem;
    constructor(problem, message) {
        super(message);
        this.problem = problem;
    }
}
function within(base, path) {
    const inside = (0,external_node_path_.relative)(base, path);
    return inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside) ? undefined : inside;
}
const code = (err) => err.code ?? String(err);
function readRepositoryFile(root, path) {
    const shown = JSON.stringify(path);
    let base;
    let real;
    try {
        base = (0,external_node_fs_.realpathSync)(root);
    }
    catch (err) {
        throw new RepositoryFileError('missing', `${shown} cannot be read: the workspace ${root} is missing (${code(err)})`);
    }
    try {
        real = (0,external_node_fs_.realpathSync)((0,external_node_path_.resolve)(base, path));
    }
    catch (err) {
        const why = code(err);
        if (why === 'ENOENT' || why === 'ENOTDIR')
            throw new RepositoryFileError('missing', `${shown} does not exist`);
        if (why === 'ELOOP')
            throw new RepositoryFileError('unreadable', `${shown} is a loop of symbolic links`);
        throw new RepositoryFileError('unreadable', `${shown} cannot be read (${why})`);
    }
    const inside = within(base, real);
    if (inside === undefined) {
        const how = within(base, (0,external_node_path_.resolve)(base, path)) === undefined ? '' : ', through a symbolic link';
        throw new RepositoryFileError('outside', `${shown} leads outside the workspace (to ${real}${how}): only files of the repository are read`);
    }
    if (inside.split(external_node_path_.sep).some((segment) => segment.toLowerCase() === '.git')) {
        throw new RepositoryFileError('git', `${shown} is inside .git, which holds the checkout's settings and credentials, not the repository's files`);
    }
    return readRegularFile(real, shown);
}
function readRegularFile(real, shown, read = (fd) => (0,external_node_fs_.readFileSync)(fd, 'utf8')) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(real, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch (err) {
        throw new RepositoryFileError('unreadable', `${shown} cannot be read (${code(err)})`);
    }
    try {
        const stats = (0,external_node_fs_.fstatSync)(fd);
        if (!stats.isFile()) {
            const what = stats.isDirectory()
                ? 'a directory, not a file'
                : 'not a regular file (a named pipe or a device)';
            throw new RepositoryFileError('not a file', `${shown} is ${what}`);
        }
        if (stats.size > MAX_REPOSITORY_FILE_BYTES) {
            throw new RepositoryFileError('too large', `${shown} is ${stats.size} bytes: files are read up to 1 MiB (${MAX_REPOSITORY_FILE_BYTES} bytes)`);
        }
        return read(fd);
    }
    catch (err) {
        if (err instanceof RepositoryFileError || typeof err.code !== 'string')
            throw err;
        throw new RepositoryFileError('unreadable', `${shown} cannot be read (${code(err)})`);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

// EXTERNAL MODULE: ./src/flow/report.ts + 1 modules
var flow_report = __webpack_require__(9073);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./schemas/cloud-agents.schema.json
const cloud_agents_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/cloud-agent-action/cloud-agent-action/schemas/cloud-agents.schema.json","title":"Scheduled cloud agents of a repository (.github/cloud-agents.yml)","description":"Read by the cloud-agent-action\'s command: schedules, as YAML 1.2 with merge keys (<<). The action checks more than this schema can (cron expressions parse and run, prompt files exist inside the repository, names are unique).","type":"object","additionalProperties":false,"required":["schedules"],"patternProperties":{"^x-":{"description":"Not read: a place for anchors that entries share (x-defaults: &defaults ..., then <<: *defaults in an entry)."}},"properties":{"schedules":{"description":"The scheduled agents this repository manages.","type":["array","null"],"items":{"$ref":"#/$defs/schedule"}}},"$defs":{"text":{"type":"string","pattern":"\\\\S"},"schedule":{"type":"object","additionalProperties":false,"required":["name","cron"],"properties":{"name":{"$ref":"#/$defs/text","description":"Unique in the file; the schedule\'s name on the service."},"cron":{"$ref":"#/$defs/text","description":"Five-field cron expression in UTC (minute hour day-of-month month day-of-week), or @hourly, @daily, @weekly, @monthly, @yearly."},"prompt":{"$ref":"#/$defs/text","description":"What the agent is asked to do."},"prompt-file":{"$ref":"#/$defs/text","description":"A file of the repository (a path from its root) holding the prompt."},"enabled":{"type":"boolean","default":true,"description":"false pauses the schedule."},"adopt":{"type":"boolean","default":false,"description":"Take over a schedule of this name that this repository did not create."},"skill":{"type":"string","pattern":"^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}/[A-Za-z0-9._-]{1,100}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:(?!\\\\.\\\\.?/)[A-Za-z0-9._-]+/)*SKILL\\\\.md)$","description":"owner/repo:skill-name or owner/repo:path/to/SKILL.md"},"environment-id":{"type":"string","pattern":"^[A-Za-z0-9]{22}$"},"model-id":{"$ref":"#/$defs/text"},"base-prompt":{"$ref":"#/$defs/text"},"mcp-servers":{"type":"object","additionalProperties":{"type":"object","oneOf":[{"required":["warp_id"],"not":{"anyOf":[{"required":["command"]},{"required":["url"]}]}},{"required":["command"],"not":{"anyOf":[{"required":["warp_id"]},{"required":["url"]}]}},{"required":["url"],"not":{"anyOf":[{"required":["warp_id"]},{"required":["command"]}]}}]}},"agent-config":{"type":"object","description":"More of the agent config, as the service names its fields (idle_timeout_minutes, harness, ...).","properties":{"environment_id":{"type":"string","pattern":"^[A-Za-z0-9]{22}$"}}}},"oneOf":[{"required":["prompt"],"not":{"required":["prompt-file"]}},{"required":["prompt-file"],"not":{"required":["prompt"]}},{"required":["skill"],"not":{"anyOf":[{"required":["prompt"]},{"required":["prompt-file"]}]}}]}}}');
// EXTERNAL MODULE: ./src/client/cron.ts
var client_cron = __webpack_require__(6767);
;// CONCATENATED MODULE: ./src/render/cron.ts

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
];
const two = (n) => String(n).padStart(2, '0');
const sorted = (set) => [...set].sort((a, b) => a - b);
function and(items) {
    return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
function runs(values) {
    const out = [];
    for (const v of values) {
        const last = out.at(-1);
        if (last && last[1] === v - 1)
            last[1] = v;
        else
            out.push([v, v]);
    }
    return out;
}
function named(values, names) {
    return and(runs(values).flatMap(([a, b]) => b - a >= 2
        ? [`${names[a]} to ${names[b]}`]
        : Array.from({ length: b - a + 1 }, (_, i) => names[a + i])));
}
function stepOf(values, min, max) {
    if (values.length < 2 || values[0] !== min)
        return undefined;
    const step = values[1] - values[0];
    const expected = Math.floor((max - min) / step) + 1;
    if (values.length !== expected)
        return undefined;
    return values.every((v, i) => v === min + i * step) ? step : undefined;
}
function days(s) {
    const allDom = s.daysOfMonth.size === 31;
    const allDow = s.daysOfWeek.size === 7;
    const dow = `every ${named(sorted(s.daysOfWeek), DAY_NAMES)}`;
    const dom = `on day${s.daysOfMonth.size > 1 ? 's' : ''} ${and(runs(sorted(s.daysOfMonth)).map(([a, b]) => (a === b ? String(a) : `${a}-${b}`)))} of the month`;
    let phrase;
    if (s.dayOr)
        phrase = allDom || allDow ? undefined : `${dom} and ${dow}`;
    else if (!allDow)
        phrase = dow;
    else if (!allDom)
        phrase = dom;
    if (s.months.size < 12)
        phrase = `${phrase ?? 'every day'} in ${named(sorted(s.months).map((m) => m - 1), MONTH_NAMES)}`;
    return phrase;
}
function describeCron(expression) {
    const s = (0,client_cron/* parseCron */.E$)(expression);
    const minutes = sorted(s.minutes);
    const hours = sorted(s.hours);
    const allHours = hours.length === 24;
    const day = days(s);
    let frequent;
    if (allHours && minutes.length === 60)
        frequent = 'every minute';
    else if (allHours && stepOf(minutes, 0, 59) !== undefined)
        frequent = `every ${stepOf(minutes, 0, 59)} minutes`;
    else if (allHours && minutes.length === 1)
        frequent = `every hour at minute ${minutes[0]}`;
    if (frequent)
        return day ? `${frequent}, ${day}` : frequent;
    let time;
    if (minutes.length === 1 && hours.length <= 6) {
        time = `at ${and(hours.map((h) => `${two(h)}:${two(minutes[0])}`))} UTC`;
    }
    else if (minutes.length === 1 && stepOf(hours, 0, 23) !== undefined) {
        time = `every ${stepOf(hours, 0, 23)} hours at minute ${minutes[0]} (UTC)`;
    }
    else {
        const list = (values) => and(runs(values).map(([a, b]) => (a === b ? String(a) : `${a}-${b}`)));
        time = `at minute${minutes.length > 1 ? 's' : ''} ${list(minutes)} of hour${hours.length > 1 ? 's' : ''} ${list(hours)} (UTC)`;
    }
    return `${day ?? 'every day'} ${time}`;
}
function utc(ms) {
    return new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}
function fromNow(at, now) {
    const minutes = Math.floor((at - now) / 60_000);
    if (minutes < 1)
        return 'in less than a minute';
    const plural = (n, unit) => `in ${n} ${unit}${n === 1 ? '' : 's'}`;
    if (minutes < 60)
        return plural(minutes, 'minute');
    const hours = Math.floor(minutes / 60);
    if (hours < 48)
        return plural(hours, 'hour');
    return plural(Math.floor(hours / 24), 'day');
}

// EXTERNAL MODULE: ./src/flow/rules.ts
var rules = __webpack_require__(3475);
;// CONCATENATED MODULE: ./src/flow/schedules-file.ts








class SchedulesFileError extends outcome/* OutcomeError */.R {
    file;
    problems;
    constructor(file, problems) {
        const count = problems.length === 1 ? 'an error' : `${problems.length} errors`;
        super(`${file} has ${count}; nothing was sent to the service:\n${problems.map((p) => `${file}:${p.line}: ${p.field}: ${p.message}`).join('\n')}`, 'usage');
        this.file = file;
        this.problems = problems;
    }
}
const SCHEDULE_KEYS = Object.keys(cloud_agents_schema_namespaceObject.$defs.schedule.properties);
const TOP_KEYS = Object.keys(cloud_agents_schema_namespaceObject.properties);
const TOP_MORE = ', and x-... keys (not read: a place for anchors that entries share)';
function distance(a, b) {
    let row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++) {
            next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        row = next;
    }
    return row[b.length];
}
function unknownKey(key, known, more) {
    const near = known.find((k) => distance(k, key) <= 2);
    return `unknown key "${key}"${near ? ` (did you mean "${near}"?)` : ''}; the keys are ${known.join(', ')}${more}`;
}
function cronHint(expression) {
    const fields = expression.trim().split(/\s+/);
    if (fields.length !== 6 && fields.length !== 7)
        return '';
    const five = fields.slice(1, 6).join(' ');
    try {
        return `; read with a seconds field first, it would mean ${describeCron(five)}: write "${five}"`;
    }
    catch {
        return '';
    }
}
function cronProblem(expression, now = new Date()) {
    try {
        const parsed = (0,client_cron/* parseCron */.E$)(expression);
        if ((0,client_cron/* nextCronTime */.pq)(parsed, now) === undefined)
            return `"${expression}" never runs (no such date)`;
        return undefined;
    }
    catch (err) {
        if (!(err instanceof client_cron/* CronError */.Rk))
            throw err;
        return `"${expression}" is not a cron expression: ${err.message}${cronHint(expression)}`;
    }
}
const YAML_OPTIONS = {
    version: '1.2',
    schema: 'core',
    merge: true,
    resolveKnownTags: false,
    logLevel: 'error',
};
const MAX_ALIAS_COUNT = 1000;
const MAX_CONFIG_CHARS = MAX_REPOSITORY_FILE_BYTES;
let compiled;
function validator() {
    compiled ??= new _2020.Ajv2020({
        allErrors: true,
        strict: true,
        strictRequired: false,
    }).compile(cloud_agents_schema_namespaceObject);
    return compiled;
}
const isMergeKey = (key) => (0,dist/* isScalar */.jn)(key) && typeof key.value === 'symbol';
function aliasTargets(doc) {
    const anchors = new Map();
    const targets = new Map();
    let unresolved;
    (0,dist/* visit */.YR)(doc, {
        Alias(_key, node) {
            const target = anchors.get(node.source);
            targets.set(node, target);
            unresolved ??= target ? undefined : node;
        },
        Node(_key, node) {
            if (node.anchor)
                anchors.set(node.anchor, node);
        },
    });
    return { resolve: (node) => ((0,dist/* isAlias */.Vj)(node) ? targets.get(node) : node), unresolved };
}
function badMerge(doc, resolve) {
    let found;
    (0,dist/* visit */.YR)(doc, {
        Pair(_key, pair, path) {
            if (!isMergeKey(pair.key))
                return undefined;
            const value = resolve(pair.value);
            const sources = (0,dist/* isSeq */.oP)(value) ? value.items.map((item) => resolve(item)) : [value];
            const at = (pair.value ?? pair.key);
            if (!sources.every((source) => (0,dist/* isMap */.jh)(source))) {
                found = { at, message: 'a merge key (<<) takes a mapping, an alias of one, or a list of them' };
            }
            else if (sources.some((source) => path.includes(source))) {
                found = { at, message: 'a merge key (<<) merges a mapping that holds it' };
            }
            else
                return undefined;
            return dist/* visit */.YR.BREAK;
        },
    });
    return found;
}
function expand(doc, resolve, unresolved, lineOf) {
    const problem = (node, message) => ({
        problem: { line: lineOf(node), field: 'yaml', message },
    });
    if (unresolved) {
        const name = unresolved.source;
        return problem(unresolved, `the alias *${name} has no anchor &${name} before it`);
    }
    const merge = badMerge(doc, resolve);
    if (merge)
        return problem(merge.at, merge.message);
    try {
        return { data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
    }
    catch (err) {
        return problem(undefined, `its aliases cannot be expanded (${err.message}): an alias bomb ("billion laughs")? At most ${MAX_ALIAS_COUNT} uses of anchors, nested uses multiplied; share less through anchors`);
    }
}
function entryOf(map, key, resolve) {
    const merges = [];
    for (const pair of map.items) {
        const keyNode = pair.key;
        const written = (pair.value ?? null);
        if (isMergeKey(keyNode)) {
            merges.push(written);
            continue;
        }
        const text = resolve(keyNode);
        if ((0,dist/* isScalar */.jn)(text) && (text.value === null ? '' : String(text.value)) === key)
            return { keyNode, written };
    }
    for (const merge of merges) {
        const value = resolve(merge);
        for (const source of (0,dist/* isSeq */.oP)(value) ? value.items.map((item) => resolve(item)) : [value]) {
            const found = entryOf(source, key, resolve);
            if (found)
                return found;
        }
    }
    return undefined;
}
function jsonProblem(value, limit = MAX_CONFIG_CHARS) {
    let size = 0;
    const grow = (chars) => {
        size += chars;
        return size > limit ? `is longer than ${limit} characters as JSON (its aliases expanded)` : undefined;
    };
    const path = new Set();
    const walk = (v) => {
        if (typeof v === 'number' && !Number.isFinite(v))
            return `holds ${String(v)}, a number JSON cannot carry`;
        if (v === null || typeof v !== 'object')
            return grow(JSON.stringify(v).length);
        if (path.has(v))
            return 'refers to itself (an alias inside its own anchor)';
        const entries = Object.entries(v);
        const keys = Array.isArray(v) ? 0 : entries.reduce((n, [key]) => n + JSON.stringify(key).length + 1, 0);
        const over = grow(1 + Math.max(entries.length, 1) + keys);
        if (over)
            return over;
        path.add(v);
        for (const [, item] of entries) {
            const why = walk(item);
            if (why)
                return why;
        }
        path.delete(v);
        return undefined;
    };
    return walk(value);
}
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isText = (value) => typeof value === 'string' && value.trim() !== '';
class FileReader {
    problems = [];
    doc;
    data;
    resolve;
    lineOf;
    options;
    constructor(doc, data, resolve, lineOf, options) {
        this.doc = doc;
        this.data = data;
        this.resolve = resolve;
        this.lineOf = lineOf;
        this.options = options;
    }
    place(path) {
        let written = this.doc.contents;
        let line = this.lineOf(written);
        let value = this.data;
        let field = '';
        for (const step of path) {
            const node = this.resolve(written);
            const list = Array.isArray(value);
            field += list ? `[${step}]` : field === '' ? step : `.${step}`;
            value = list ? value[Number(step)] : isObject(value) ? value[step] : undefined;
            if ((0,dist/* isSeq */.oP)(node)) {
                written = node.items[Number(step)];
                line = this.lineOf(written, line);
            }
            else if ((0,dist/* isMap */.jh)(node)) {
                const entry = entryOf(node, step, this.resolve);
                written = entry?.written;
                line = this.lineOf(written, this.lineOf(entry?.keyNode, line));
            }
            else
                written = undefined;
        }
        return { line, field, value };
    }
    problem(path, message) {
        const { line, field } = this.place(path);
        this.add(line, field, message);
    }
    add(line, field, message) {
        this.problems.push({ line, field, message });
    }
    readFile(path) {
        return this.options.readFile(path);
    }
}
const pathOf = (pointer) => pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
const notBoolean = (value) => `must be true or false, got ${value === null ? 'nothing' : typeof value === 'object' ? 'a collection' : `"${String(value)}"`}`;
const NOT_TEXT = 'must be a non-empty string';
function report(reader, error) {
    const path = pathOf(error.instancePath);
    const { keyword, params } = error;
    const here = reader.place(path);
    if (keyword === 'additionalProperties') {
        const extra = String(params.additionalProperty);
        const top = path.length === 0;
        return reader.problem([...path, extra], unknownKey(extra, top ? TOP_KEYS : SCHEDULE_KEYS, top ? TOP_MORE : ''));
    }
    if (keyword === 'required') {
        const missing = String(params.missingProperty);
        if (path.length === 0)
            return reader.add(here.line, missing, 'is required: the list of scheduled agents');
        return reader.add(here.line, `${here.field}.${missing}`, 'is required');
    }
    if (path.length === 0) {
        return reader.add(here.line, 'schedules', 'the file must be a mapping with a schedules: list');
    }
    if (path.length === 1)
        return reader.add(here.line, here.field, 'must be a list of scheduled agents (- name: ...)');
    if (path.length === 2) {
        if (keyword === 'oneOf')
            return promptChoice(reader, path, here);
        return reader.add(here.line, here.field, 'must be a mapping (name: ..., cron: ..., prompt: ...)');
    }
    const words = wordsFor(path, keyword);
    reader.add(here.line, here.field, words ? words(here.value) : (error.message ?? keyword));
}
function wordsFor(path, keyword) {
    const [, , key, inner] = path;
    if (path.length === 3)
        return ENTRY_WORDS[key]?.(keyword);
    if (key === 'mcp-servers')
        return mcpServer;
    if (key === 'agent-config' && inner === 'environment_id')
        return environmentId;
    return undefined;
}
function promptChoice(reader, path, entry) {
    const given = entry.value;
    if (Object.hasOwn(given, 'prompt') && Object.hasOwn(given, 'prompt-file')) {
        return reader.problem([...path, 'prompt-file'], 'give prompt or prompt-file, not both');
    }
    reader.add(entry.line, `${entry.field}.prompt`, 'is required (or prompt-file, or a skill)');
}
const mcpServer = (value) => (0,rules/* mcpServerProblem */.JZ)(value) ?? 'is not an MCP server';
const environmentId = (value) => (0,rules/* environmentIdProblem */.KP)(value) ?? 'is not an environment id';
const schedules_file_text = () => () => NOT_TEXT;
const ENTRY_WORDS = {
    name: schedules_file_text,
    cron: schedules_file_text,
    prompt: schedules_file_text,
    'prompt-file': schedules_file_text,
    'model-id': schedules_file_text,
    'base-prompt': schedules_file_text,
    enabled: () => notBoolean,
    adopt: () => notBoolean,
    skill: (keyword) => (value) => keyword === 'pattern' ? ((0,rules/* skillProblem */.Xz)(String(value)) ?? 'is not a skill spec') : NOT_TEXT,
    'environment-id': () => environmentId,
    'mcp-servers': () => () => 'must be a mapping',
    'agent-config': () => () => 'must be a mapping',
};
function schemaErrors(data) {
    const validate = validator();
    if (validate(data))
        return [];
    const errors = (validate.errors ?? []).filter((e) => !/\/(?:oneOf|anyOf|allOf|not)\//.test(e.schemaPath));
    const mistyped = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
    return errors.filter((e) => e.keyword === 'type' || !mistyped.has(e.instancePath));
}
function parseSchedulesFile(text, options) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { ...YAML_OPTIONS, lineCounter: lines });
    const lineOf = (node, fallback = 1) => (node?.range ? lines.linePos(node.range[0]).line : fallback);
    const syntax = doc.errors.map((error) => ({
        line: error.linePos?.[0].line ?? 1,
        field: 'yaml',
        message: error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
    }));
    if (syntax.length)
        throw new SchedulesFileError(options.file, syntax);
    const { resolve, unresolved } = aliasTargets(doc);
    const expanded = expand(doc, resolve, unresolved, lineOf);
    if ('problem' in expanded)
        throw new SchedulesFileError(options.file, [expanded.problem]);
    const reader = new FileReader(doc, expanded.data, resolve, lineOf, options);
    for (const error of schemaErrors(expanded.data))
        report(reader, error);
    const root = expanded.data;
    const list = isObject(root) && Array.isArray(root.schedules) ? root.schedules : [];
    const names = new Map();
    const read = list.flatMap((entry, index) => {
        const at = ['schedules', String(index)];
        return isObject(entry) ? [{ entry, at, prompt: checkEntry(reader, entry, at, names) }] : [];
    });
    const { problems } = reader;
    if (problems.length) {
        throw new SchedulesFileError(options.file, problems.sort((a, b) => a.line - b.line));
    }
    return read.map(({ entry, at, prompt }) => toSpec(entry, prompt, reader.place(at).line));
}
function checkEntry(reader, entry, at, names) {
    const { name, cron } = entry;
    if (isText(name)) {
        const { line } = reader.place([...at, 'name']);
        const first = names.get(name.trim());
        if (first === undefined)
            names.set(name.trim(), line);
        else
            reader.problem([...at, 'name'], `duplicate name "${name.trim()}": line ${first} has it already; names are unique in the file`);
    }
    if (isText(cron)) {
        const why = cronProblem(cron);
        if (why)
            reader.problem([...at, 'cron'], why);
    }
    for (const key of ['mcp-servers', 'agent-config']) {
        const why = isObject(entry[key]) ? jsonProblem(entry[key]) : undefined;
        if (why)
            reader.problem([...at, key], why);
    }
    const extra = entry['agent-config'];
    for (const [by, key] of Object.entries(rules/* NAMED_CONFIG */.zJ)) {
        if (Object.hasOwn(entry, by) && isObject(extra) && Object.hasOwn(extra, key)) {
            reader.problem([...at, 'agent-config', key], `is set by ${by} too; give it once`);
        }
    }
    return promptOf(reader, entry, at);
}
function promptOf(reader, entry, at) {
    const file = entry['prompt-file'];
    if (!isText(file) || Object.hasOwn(entry, 'prompt'))
        return entry.prompt;
    const where = [...at, 'prompt-file'];
    const outside = (0,rules/* repositoryPathProblem */.vB)(file);
    if (outside) {
        reader.problem(where, outside);
        return undefined;
    }
    try {
        const text = reader.readFile(file);
        if (text.trim() === '' && !Object.hasOwn(entry, 'skill'))
            reader.problem(where, `"${file}" is empty`);
        return text;
    }
    catch (err) {
        if (!(err instanceof RepositoryFileError))
            throw err;
        reader.problem(where, err.problem === 'missing'
            ? `"${file}" does not exist (paths are from the repository's root)`
            : err.message);
        return undefined;
    }
}
function toSpec(entry, prompt, line) {
    const named = Object.entries(rules/* NAMED_CONFIG */.zJ).filter(([by]) => Object.hasOwn(entry, by));
    const agentConfig = {
        ...Object.fromEntries(named.map(([by, key]) => [key, entry[by]])),
        ...entry['agent-config'],
    };
    const promptFile = entry['prompt-file'];
    return {
        name: entry.name.trim(),
        cron: entry.cron.trim(),
        prompt: (prompt ?? '').trim(),
        ...(promptFile !== undefined ? { promptFile } : {}),
        enabled: entry.enabled !== false,
        adopt: entry.adopt === true,
        agentConfig: structuredClone(agentConfig),
        line,
    };
}

;// CONCATENATED MODULE: ./src/flow/schedules.ts


const OWNER_KEY = 'cloud-agent-action.repository';
const OWNER_LINE = /\n*<!-- managed by cloud-agent-action for ([A-Za-z0-9._/-]+) -->\s*$/;
const ownerLine = (repository) => `<!-- managed by cloud-agent-action for ${repository} -->`;
const ownedPrompt = (prompt, repository) => prompt === '' ? ownerLine(repository) : `${prompt}\n\n${ownerLine(repository)}`;
const schedules_promptOf = (prompt) => prompt.replace(OWNER_LINE, '').trim();
function ownerOf(item) {
    return OWNER_LINE.exec(item.prompt)?.[1] ?? item.metadata?.[OWNER_KEY];
}
const same = (a, b) => a?.toLowerCase() === b.toLowerCase();
const NAMED = Object.fromEntries(Object.entries(rules/* NAMED_CONFIG */.zJ).map(([name, key]) => [key, name]));
const CHANGING = ['create', 'update', 'pause', 'resume', 'delete'];
function canonical(value) {
    if (value === undefined)
        return 'undefined';
    return JSON.stringify(value, (_key, v) => v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
        : v);
}
function mergedConfig(actual, desired) {
    const merged = { ...(actual ?? {}) };
    for (const key of Object.keys(NAMED))
        delete merged[key];
    if ('skills' in desired || 'skill_spec' in desired)
        delete merged.skills;
    Object.assign(merged, desired);
    return merged;
}
function configChanges(actual, desired) {
    const have = actual ?? {};
    const keys = new Set([
        ...Object.keys(desired),
        ...Object.keys(have).filter((k) => k in NAMED && !(k === 'skill_spec' && 'skills' in desired)),
    ]);
    const changes = [];
    for (const key of [...keys].sort()) {
        if (canonical(have[key]) !== canonical(desired[key])) {
            changes.push({ field: NAMED[key] ?? `agent-config.${key}`, old: have[key], new: desired[key] });
        }
    }
    return changes;
}
function nextRun(cron, enabled, now) {
    return enabled ? ((0,client_cron/* nextCronTime */.pq)(cron, new Date(now))?.getTime() ?? null) : null;
}
function serviceNextRun(item, now) {
    if (!item.enabled)
        return null;
    const next = Date.parse(historyNextRun(item) ?? '');
    return Number.isNaN(next) ? nextRun(item.cron_schedule, true, now) : next;
}
function historyNextRun(item) {
    const history = item.history;
    const next = history && typeof history === 'object' ? history.next_run : undefined;
    return typeof next === 'string' ? next : undefined;
}
function keepsMetadata(existing, owned) {
    if (existing.some((s) => s.metadata && Object.keys(s.metadata).length > 0))
        return true;
    return owned.length ? false : undefined;
}
function planEntry(spec, actual, input) {
    const { repository, now } = input;
    const prompt = ownedPrompt(spec.prompt, repository);
    const hasConfig = Object.keys(spec.agentConfig).length > 0;
    if (!actual) {
        return {
            action: 'create',
            name: spec.name,
            cron: spec.cron,
            enabled: spec.enabled,
            nextRun: nextRun(spec.cron, spec.enabled, now),
            changes: [],
            body: {
                name: spec.name,
                cron_schedule: spec.cron,
                prompt,
                enabled: spec.enabled,
                ...(hasConfig ? { agent_config: spec.agentConfig } : {}),
                metadata: { [OWNER_KEY]: repository },
            },
        };
    }
    const owner = ownerOf(actual);
    const adopted = !same(owner, repository);
    const changes = [];
    if (adopted) {
        changes.push({
            field: 'managed by',
            old: owner ?? 'nobody (made by hand)',
            new: repository,
        });
    }
    if (actual.cron_schedule !== spec.cron) {
        changes.push({ field: 'cron', old: actual.cron_schedule, new: spec.cron });
    }
    if (actual.prompt !== prompt) {
        const was = schedules_promptOf(actual.prompt);
        if (was !== spec.prompt)
            changes.push({ field: 'prompt', old: was, new: spec.prompt });
        else if (!adopted)
            changes.push({ field: 'ownership line of the prompt', old: undefined, new: ownerLine(repository) });
    }
    if (!adopted && input.metadataKept !== false && actual.metadata?.[OWNER_KEY] !== repository) {
        changes.push({ field: `metadata.${OWNER_KEY}`, old: actual.metadata?.[OWNER_KEY], new: repository });
    }
    const config = actual.agent_config;
    changes.push(...configChanges(config, spec.agentConfig));
    if (actual.enabled !== spec.enabled)
        changes.push({ field: 'enabled', old: actual.enabled, new: spec.enabled });
    const base = { name: spec.name, id: actual.id, cron: spec.cron, enabled: spec.enabled, changes };
    if (!changes.length)
        return { ...base, action: 'unchanged', nextRun: serviceNextRun(actual, now) };
    const next = nextRun(spec.cron, spec.enabled, now);
    if (changes.length === 1 && changes[0].field === 'enabled') {
        return { ...base, action: spec.enabled ? 'resume' : 'pause', nextRun: next };
    }
    const merged = mergedConfig(config, spec.agentConfig);
    return {
        ...base,
        action: 'update',
        nextRun: next,
        ...(adopted ? { adopted: true } : {}),
        body: {
            name: spec.name,
            cron_schedule: spec.cron,
            prompt,
            enabled: spec.enabled,
            ...(Object.keys(merged).length ? { agent_config: merged } : {}),
            ...(actual.agent_uid ? { agent_uid: actual.agent_uid } : {}),
            metadata: { ...(actual.metadata ?? {}), [OWNER_KEY]: repository },
        },
    };
}
function planSchedules(input) {
    const { specs, existing, repository, prune, now } = input;
    const owned = existing.filter((s) => same(ownerOf(s), repository));
    const metadataKept = keepsMetadata(existing, owned);
    const used = new Set();
    const items = [];
    for (const spec of specs) {
        let actual = owned.find((s) => s.name === spec.name && !used.has(s.id));
        const stranger = existing.find((s) => s.name === spec.name && !used.has(s.id) && !same(ownerOf(s), repository));
        if (!actual && spec.adopt && stranger)
            actual = stranger;
        if (actual)
            used.add(actual.id);
        const item = planEntry(spec, actual, { ...input, metadataKept });
        if (!actual && stranger) {
            const whose = ownerOf(stranger);
            item.note = `a schedule of this name ${whose ? `managed by ${whose}` : 'made by hand'} exists and is left alone; add adopt: true to manage it instead`;
        }
        else if (!actual && spec.adopt) {
            item.note = 'adopt: true, but no schedule of this name exists: it is created';
        }
        items.push(item);
    }
    const rest = owned
        .filter((s) => !used.has(s.id))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const s of rest) {
        items.push({
            action: prune ? 'delete' : 'kept',
            name: s.name,
            id: s.id,
            cron: s.cron_schedule,
            enabled: s.enabled,
            nextRun: prune ? null : serviceNextRun(s, now),
            changes: [],
            ...(prune ? {} : { note: 'not in the file, kept (prune: true deletes it)' }),
        });
    }
    const managed = new Set([...owned.map((s) => s.id), ...used]);
    return {
        repository,
        file: input.file,
        prune,
        items,
        changes: items.filter((i) => CHANGING.includes(i.action)).length,
        others: existing.filter((s) => !managed.has(s.id)).length,
        ...(metadataKept === undefined ? {} : { metadataKept }),
    };
}
function planJson(plan) {
    return JSON.stringify({
        repository: plan.repository,
        file: plan.file,
        changes: plan.changes,
        items: plan.items.map((i) => ({
            action: i.action,
            name: i.name,
            ...(i.id ? { id: i.id } : {}),
            cron: i.cron,
            enabled: i.enabled,
            next_run: i.nextRun === null ? null : new Date(i.nextRun).toISOString(),
            changes: i.changes.map((c) => ({ field: c.field, old: c.old ?? null, new: c.new ?? null })),
            ...(i.adopted ? { adopted: true } : {}),
        })),
    });
}
const ORDER = ['create', 'update', 'pause', 'resume', 'delete'];
async function applyPlan(client, plan, options) {
    const { signal, log } = options;
    const steps = ORDER.flatMap((action) => plan.items.filter((i) => i.action === action));
    const results = [];
    let failed = 0;
    let metadataDropped;
    const noticeDropped = (item, answer) => {
        if (plan.metadataKept === undefined && answer.metadata?.[OWNER_KEY] !== plan.repository) {
            metadataDropped ??= { action: item.action, name: item.name };
        }
    };
    for (const item of steps) {
        if (item.action === 'delete' && failed) {
            results.push({ item, status: 'not attempted', reason: 'a step above failed, so nothing is deleted' });
            continue;
        }
        try {
            let id = item.id;
            if (item.action === 'create') {
                const created = await client.schedules.create(item.body, { signal });
                id = created.id;
                noticeDropped(item, created);
            }
            else if (item.action === 'update')
                noticeDropped(item, await client.schedules.update(item.id, item.body, { signal }));
            else if (item.action === 'pause')
                await client.schedules.pause(item.id, { signal });
            else if (item.action === 'resume')
                await client.schedules.resume(item.id, { signal });
            else
                await client.schedules.delete(item.id, { signal });
            log(`${item.action} ${item.name}: done${id ? ` (${id})` : ''}`);
            results.push({ item, status: 'done', ...(item.action === 'create' && id ? { id } : {}) });
        }
        catch (err) {
            if (signal?.aborted)
                throw err;
            failed++;
            const reason = err.message;
            log(`${item.action} ${item.name}: failed: ${reason}`);
            results.push({ item, status: 'failed', reason });
        }
    }
    return { results, failed, ...(metadataDropped ? { metadataDropped } : {}) };
}

// EXTERNAL MODULE: ./src/flow/step.ts
var flow_step = __webpack_require__(6696);
// EXTERNAL MODULE: ./src/inputs.ts
var inputs = __webpack_require__(8422);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
;// CONCATENATED MODULE: ./src/render/schedules.ts


const LABEL = {
    create: '➕ create',
    update: '✏️ update',
    pause: '⏸️ pause',
    resume: '▶️ resume',
    delete: '🗑️ delete',
    kept: '📌 not in the file, kept',
    unchanged: '✅ unchanged',
};
const COUNTED = [
    ['create', 'to create'],
    ['update', 'to update'],
    ['pause', 'to pause'],
    ['resume', 'to resume'],
    ['delete', 'to delete'],
    ['kept', 'not in the file (kept)'],
    ['unchanged', 'unchanged'],
];
function value(v) {
    if (v === undefined || v === null)
        return '_none_';
    return (0,format/* code */.aY)(typeof v === 'string' ? v : JSON.stringify(v), 120, false);
}
function when(cron) {
    try {
        return `${describeCron(cron)} (${(0,format/* code */.aY)(cron, 60)})`;
    }
    catch {
        return (0,format/* code */.aY)(cron, 60);
    }
}
function next(item, now) {
    if (item.action === 'delete')
        return '–';
    if (item.nextRun === null)
        return 'paused';
    return `${utc(item.nextRun)} (${fromNow(item.nextRun, now)})`;
}
function counts(items) {
    return COUNTED.map(([action, words]) => [items.filter((i) => i.action === action).length, words])
        .filter(([n]) => n > 0)
        .map(([n, words]) => `${n} ${words}`)
        .join(', ');
}
function table(items, now, extra) {
    const head = extra
        ? '| Schedule | Plan | When | Next run | Result |'
        : '| Schedule | Plan | When | Next run |';
    const rule = extra ? '|---|---|---|---|---|' : '|---|---|---|---|';
    return [
        head,
        rule,
        ...items.map((i) => `| ${(0,format/* code */.aY)(i.name, 100)} | ${LABEL[i.action]}${i.adopted ? ' (adopt)' : ''} | ${when(i.cron)} | ${next(i, now)} |${extra ? ` ${extra(i)} |` : ''}`),
    ];
}
function details(items) {
    const lines = [];
    for (const item of items) {
        if (!item.changes.length && !item.note)
            continue;
        lines.push('', `**${(0,format/* code */.aY)(item.name, 100, false)}** (${item.action})`);
        for (const c of item.changes)
            lines.push(`- ${(0,format/* ours */.Od)(c.field)}: ${value(c.old)} → ${value(c.new)}`);
        if (item.note)
            lines.push(`- _${(0,format/* ours */.Od)(item.note)}_`);
    }
    return lines.length ? ['', '#### Changes', ...lines] : [];
}
function others(plan) {
    if (!plan.others)
        return [];
    const n = plan.others;
    return [
        '',
        `_${n} other schedule${n === 1 ? '' : 's'} of the team (another repository's or made by hand) ${n === 1 ? 'is' : 'are'} left alone._`,
    ];
}
function noMetadataLine(why) {
    const evidence = why.seen === 'list'
        ? "no schedule it lists carries any, though this repository's were created with it"
        : `its answer to the ${why.action} of ${JSON.stringify(why.name)} lacks the metadata it was sent`;
    return `the service keeps no schedule metadata (${evidence}): the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change`;
}
function noMetadata(shown) {
    if (!shown)
        return [];
    return [
        '',
        '_The service keeps no schedule metadata: the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change._',
    ];
}
function renderSchedulesPlan(plan, now, options = {}) {
    const title = options.drift ? '### Scheduled agents: drift' : '### Scheduled agents: plan';
    const summary = plan.changes
        ? options.drift
            ? `The service differs from ${(0,format/* code */.aY)(plan.file, 200, false)} on the default branch (changed outside the file, or not applied): ${counts(plan.items)}.`
            : `${(0,format/* code */.aY)(plan.file, 200, false)} against the service: ${counts(plan.items)}.`
        : `No changes: the service matches ${(0,format/* code */.aY)(plan.file, 200, false)}${plan.items.length ? ` (${counts(plan.items)})` : ''}.`;
    return [
        title,
        '',
        summary,
        ...(plan.items.length ? ['', ...table(plan.items, now)] : []),
        ...details(plan.items),
        ...others(plan),
        ...noMetadata(plan.metadataKept === false),
    ].join('\n');
}
const RESULT = {
    done: '✅ done',
    failed: '❌ failed',
    'not attempted': '⏭️ not attempted',
};
function renderSchedulesApply(plan, results, now, options = {}) {
    const done = results.filter((r) => r.status === 'done').length;
    const failed = results.filter((r) => r.status === 'failed').length;
    const skipped = results.length - done - failed;
    const summary = !results.length
        ? `Nothing to apply: the service matches ${(0,format/* code */.aY)(plan.file, 200, false)}.`
        : `${done} of ${results.length} step${results.length === 1 ? '' : 's'} done` +
            (failed ? `, ${failed} failed` : '') +
            (skipped ? `, ${skipped} not attempted` : '') +
            (failed ? '. A re-run applies what is left.' : '.');
    const byItem = new Map(results.map((r) => [r.item, r]));
    const rows = [...results.map((r) => r.item), ...plan.items.filter((i) => !byItem.has(i))];
    const outcome = (item) => {
        const r = byItem.get(item);
        if (!r)
            return '–';
        return r.reason ? `${RESULT[r.status]}: ${(0,format/* inline */.mG)(r.reason, 300)}` : RESULT[r.status];
    };
    return [
        failed ? '### Scheduled agents: applied in part' : '### Scheduled agents: applied',
        '',
        summary,
        ...(rows.length ? ['', ...table(rows, now, outcome)] : []),
        ...details(rows),
        ...others(plan),
        ...noMetadata(plan.metadataKept === false || options.metadataDropped === true),
    ].join('\n');
}
const plain = (v) => (0,format/* ellipsis */.gO)(JSON.stringify(v ?? null), 100);
function planLines(plan) {
    return plan.items
        .filter((i) => i.action !== 'unchanged' && i.action !== 'kept')
        .map((i) => `${i.action} ${JSON.stringify(i.name)}${i.changes.length ? `: ${i.changes.map((c) => `${c.field} ${plain(c.old)} → ${plain(c.new)}`).join('; ')}` : ''}`);
}
function renderSchedulesFileErrors(file, problems) {
    return [
        '### Scheduled agents: the file has errors',
        '',
        `${(0,format/* code */.aY)(file, 200, false)} was not compared with the service, and nothing was sent: fix ${problems.length === 1 ? 'this' : `these ${problems.length}`} first.`,
        '',
        '| Line | Field | Problem |',
        '|---|---|---|',
        ...problems.map((p) => `| ${p.line} | ${(0,format/* code */.aY)(p.field, 100)} | ${(0,format/* inline */.mG)(p.message, 500)} |`),
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/commands/schedules.ts








function readSpecs(root, file) {
    let text;
    try {
        text = readRepositoryFile(root, file);
    }
    catch (err) {
        if (!(err instanceof RepositoryFileError))
            throw err;
        if (err.problem === 'missing') {
            throw new Error(`${file} does not exist in the workspace (input schedules-file): check out the repository first (actions/checkout) or give the file's path`);
        }
        throw new inputs/* InputError */.dz('schedules-file', err.message);
    }
    return parseSchedulesFile(text, { file, readFile: (path) => readRepositoryFile(root, path) });
}
async function schedulesCommand(step, inputs, now = Date.now) {
    const { host, trigger, client, signal, env } = step;
    const file = inputs.schedulesFile;
    let specs;
    try {
        specs = readSpecs(env.workspace, file);
    }
    catch (err) {
        if (err instanceof SchedulesFileError)
            await publish(step, inputs, renderSchedulesFileErrors(file, err.problems));
        throw err;
    }
    const onDefaultBranch = trigger.event === 'schedule' ||
        (env.defaultBranch !== undefined && env.ref === `refs/heads/${env.defaultBranch}`);
    const mode = inputs.mode ??
        (trigger.event === 'workflow_dispatch' || (trigger.event === 'push' && onDefaultBranch)
            ? 'apply'
            : 'plan');
    host.log.info(`${file}: ${specs.length} schedule${specs.length === 1 ? '' : 's'}; mode ${mode}${inputs.mode ? '' : ` (by the ${trigger.event} event)`}`);
    const { schedules } = await client.schedules.list({ signal });
    const plan = planSchedules({
        specs,
        existing: schedules,
        repository: env.repository,
        file,
        prune: inputs.prune,
        now: now(),
    });
    if (plan.metadataKept === false)
        host.log.warning(noMetadataLine({ seen: 'list' }));
    for (const line of planLines(plan))
        host.log.info(`plan: ${line}`);
    host.log.info(`plan: ${plan.changes} change${plan.changes === 1 ? '' : 's'}`);
    const outputs = { changes: String(plan.changes), plan: planJson(plan) };
    if (mode === 'plan') {
        const drift = onDefaultBranch && !trigger.isPullRequest && plan.changes > 0;
        const report = renderSchedulesPlan(plan, now(), { drift });
        await publish(step, inputs, report);
        (0,flow_report/* writeOutputs */.Kn)(host, outputs);
        if (drift) {
            const message = `drift: the service differs from ${file} on the default branch (${plan.changes} change${plan.changes === 1 ? '' : 's'}):\n${planLines(plan).join('\n')}`;
            if (inputs.onDrift === 'fail')
                throw new Error(message);
            host.log.warning(message);
        }
        return;
    }
    const { results, failed, metadataDropped } = await applyPlan(client, plan, { signal, log: (0,flow_step/* info */.p)(step) });
    if (metadataDropped)
        host.log.warning(noMetadataLine({ seen: 'answer', ...metadataDropped }));
    await publish(step, inputs, renderSchedulesApply(plan, results, now(), { metadataDropped: metadataDropped !== undefined }));
    (0,flow_report/* writeOutputs */.Kn)(host, outputs);
    if (failed) {
        throw new outcome/* OutcomeError */.R(`${failed} of ${results.length} steps failed (${describeFailures(plan, results)}); ${results.filter((r) => r.status === 'done').length} done; a re-run applies what is left`, 'service');
    }
}
function describeFailures(_plan, results) {
    return results
        .filter((r) => r.status === 'failed')
        .map((r) => `${r.item.action} ${JSON.stringify(r.item.name)}: ${r.reason}`)
        .join('; ');
}
async function publish(step, inputs, report) {
    await (0,flow_report/* writeSummary */.Sy)(step.host, report);
    const { repository, trigger } = step;
    if (!inputs.comment || !repository || !trigger.isPullRequest || trigger.number === undefined)
        return;
    await (0,flow_report/* writeKeyedComment */.rU)(step, trigger.number, `schedules:${inputs.schedulesFile}`, report, 'the schedules comment');
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

//# sourceMappingURL=322.index.js.map