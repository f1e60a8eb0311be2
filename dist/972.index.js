export const id = 972;
export const ids = [972];
export const modules = {

4972:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);

__webpack_require__.d(__webpack_exports__, {
	commandLine: () => (commandLine)
});

var external_node_fs_ = __webpack_require__(3024);
var external_node_path_ = __webpack_require__(6760);
var args = __webpack_require__(7593);
var external_node_os_ = __webpack_require__(8161);
var cli_spec = __webpack_require__(1377);
var values = __webpack_require__(1030);
;






function configPath(env) {
	const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/')
		? env.XDG_CONFIG_HOME
		: (0,external_node_path_.join)(env.HOME || (0,external_node_os_.homedir)(), '.config');
	return (0,external_node_path_.join)(base, 'cloud-agent', 'config.json');
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
		throw new args.eb(`cannot read the config file ${path} (${err.code ?? String(err)})`);
	}
	let parsed;
	try {
		parsed = JSON.parse(text);
	}
	catch (err) {
		throw new args.eb(`the config file ${path} is not valid JSON (${err.message})`);
	}
	if (!isObject(parsed))
		throw new args.eb(`the config file ${path} must hold a JSON object`);
	const known = new Set(['baseUrl', 'apiKey', 'defaults']);
	const unknown = Object.keys(parsed).filter((k) => !known.has(k));
	if (unknown.length) {
		throw new args.eb(`the config file ${path} has "${unknown[0]}", which is not a setting (baseUrl, apiKey, defaults)`);
	}
	const { baseUrl, apiKey, defaults = {} } = parsed;
	if (baseUrl !== undefined && typeof baseUrl !== 'string')
		throw new args.eb(`the config file ${path}: "baseUrl" must be a string`);
	if (apiKey !== undefined && typeof apiKey !== 'string')
		throw new args.eb(`the config file ${path}: "apiKey" must be a string`);
	if (!isObject(defaults))
		throw new args.eb(`the config file ${path}: "defaults" must be an object of flag names`);
	for (const [name, value] of Object.entries(defaults)) {
		if (typeof value !== 'string' && typeof value !== 'boolean') {
			throw new args.eb(`the config file ${path}: the default of "${name}" must be a string or true/false`);
		}
	}
	for (const name of Object.keys(defaults))
		checkDefaultName(path, name);
	if (apiKey !== undefined && platform !== 'win32' && (mode & 0o077) !== 0) {
		throw new args.eb(`the config file ${path} holds an API key but is readable by others (mode ${(mode & 0o777).toString(8)}): run chmod 600 ${path}, or take the key out and set CLOUD_AGENT_API_KEY`);
	}
	return {
		...(baseUrl !== undefined ? { baseUrl } : {}),
		...(apiKey !== undefined ? { apiKey } : {}),
		defaults: defaults,
	};
}
function checkDefaultName(path, name) {
	const flags = new Set([
		...Object.keys(cli_spec.an),
		...cli_spec.fH.flatMap((c) => Object.keys(c.flags)),
	]);
	if (flags.has(name))
		return;
	const renamed = cli_spec.fH.flatMap((c) => {
		const now = c.renamed?.[name];
		return now === undefined ? [] : [`"${now}" (${c.name})`];
	});
	if (renamed.length) {
		throw new args.eb(`the config file ${path}: the default "${name}" is now ${(0,values.A3)(renamed)}`);
	}
	const negated = name.startsWith('no-') && flags.has(name.slice(3))
		? `; for --${name}, write "${name.slice(3)}": false`
		: '';
	throw new args.eb(`the config file ${path}: "defaults" has "${name}", which is no flag of any command${negated} (cloud-agent <command> --help lists them)`);
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

;
const OUTPUT_KINDS = {
	command: 'string',
	'run-id': 'string',
	state: 'string',
	'session-link': 'string',
	'conversation-id': 'string',
	'pull-request-urls': 'json',
	artifacts: 'json',
	'comment-url': 'string',
	summary: 'string',
	'plan-ready': 'boolean',
	detached: 'boolean',
	model: 'string',
	result: 'value',
	'result-file': 'string',
	credits: 'number',
	conclusion: 'string',
	'pass-rate': 'number',
	passed: 'integer',
	failed: 'integer',
	'check-run-url': 'string',
	regressions: 'json',
	'delta-points': 'number',
	'cases-passed': 'integer',
	'cases-total': 'integer',
	results: 'json',
	settled: 'integer',
	changes: 'integer',
	plan: 'json',
	runs: 'integer',
	'success-rate': 'number',
	'total-credits': 'number',
	figures: 'json',
	'review-url': 'string',
	'reviewed-head': 'string',
	verdict: 'string',
	findings: 'json',
	'findings-count': 'integer',
};
const RUN_OUTPUTS = [
	'run-id',
	'state',
	'session-link',
	'conversation-id',
	'pull-request-urls',
	'artifacts',
	'comment-url',
	'summary',
	'detached',
	'model',
	'credits',
	'plan-ready',
];
const RESULT_OUTPUTS = [...RUN_OUTPUTS, 'result', 'result-file'];
const DOCUMENT_OUTPUTS = {
	run: RESULT_OUTPUTS,
	dispatch: RESULT_OUTPUTS,
	followup: RESULT_OUTPUTS,
	cancel: RUN_OUTPUTS,
	gate: [
		'conclusion',
		'pass-rate',
		'passed',
		'failed',
		'check-run-url',
		'results',
		'regressions',
		'delta-points',
		'cases-passed',
		'cases-total',
	],
	settle: ['settled', 'results'],
	schedules: ['changes', 'plan'],
	report: ['runs', 'success-rate', 'total-credits', 'figures'],
	review: [
		...RESULT_OUTPUTS,
		'review-url',
		'reviewed-head',
		'verdict',
		'findings',
		'findings-count',
		'check-run-url',
	],
};
const keyOf = (output) => output.replaceAll('-', '_');
function typedValue(kind, value) {
	if (value === undefined || value === '')
		return null;
	switch (kind) {
		case 'string':
			return value;
		case 'boolean':
			return value === 'true' ? true : value === 'false' ? false : null;
		case 'number':
		case 'integer': {
			const n = Number(value);
			return Number.isFinite(n) && (kind === 'number' || Number.isInteger(n)) ? n : null;
		}
		case 'json':
		case 'value':
			try {
				return JSON.parse(value);
			}
			catch {
				return kind === 'value' ? value : null;
			}
	}
}
function outputsDocument(command, outputs, failed) {
	const document = {};
	const names = [...DOCUMENT_OUTPUTS[command], ...Object.keys(outputs)];
	for (const name of names) {
		const key = keyOf(name);
		if (key in document)
			continue;
		document[key] = typedValue(OUTPUT_KINDS[name] ?? 'string', outputs[name]);
	}
	return failed ? { ...document, outcome: failed.outcome, error: failed.error } : document;
}
function schemaPath(name) {
	return `schemas/cli/${name.replaceAll(' ', '-')}.schema.json`;
}
const documentText = (document) => `${JSON.stringify(document, null, 2)}\n`;

;



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
const exitLines = (lines) => lines.map(({ code, meaning }) => `  ${String(code).padEnd(5)}${meaning}`);
const EXIT_LINES = exitLines([
	{ code: cli_spec.dc.ok, meaning: 'success' },
	{
		code: cli_spec.dc.failed,
		meaning: 'the run failed (FAILED, ERROR, CANCELLED), went over --max-credits or its result did not match --output-schema, or the gate failed',
	},
	{ code: cli_spec.dc.usage, meaning: 'usage error: a wrong flag, argument or configuration (no request made)' },
	{ code: cli_spec.dc.service, meaning: 'the service answered an error or could not be reached' },
	{ code: cli_spec.dc.timeout, meaning: 'the run did not end within --timeout' },
	{
		code: cli_spec.dc.interrupted,
		meaning: 'interrupted (Ctrl-C, SIGTERM); the run is cancelled unless --no-cancel-on-interrupt',
	},
]);
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
	for (const spec of cli_spec.fH) {
		const group = spec.name.split(' ')[0];
		if (spec.name.includes(' ')) {
			if (seen.has(group))
				continue;
			seen.add(group);
			lines.push(entry(`${group} ${(0,cli_spec.kN)(group).join('|')}`, groupSummary(group)));
		}
		else {
			lines.push(entry(spec.name, spec.summary));
		}
	}
	lines.push('', 'Flags of every command:');
	for (const [name, flag] of Object.entries(cli_spec.an))
		lines.push(flagLine(name, flag));
	lines.push(`  ${'    --version'.padEnd(WIDTH - 2)}Print the version and exit.`);
	lines.push('', 'Configuration:', ...CONFIG_LINES, '', 'Exit codes:', ...EXIT_LINES, '');
	lines.push('Run cloud-agent <command> --help for the flags and exit codes of a command.');
	return lines.join('\n') + '\n';
}
function groupSummary(group) {
	const summaries = {
		runs: 'List runs; show one, its conversation, timeline or transcript; follow its log.',
		artifacts: 'Show or download an artifact.',
		schedules: 'Plan or apply the schedules file; list or show scheduled agents.',
		factories: 'List or show factories.',
		scorers: 'List scorers; their results and pass rate.',
	};
	return summaries[group] ?? '';
}
function groupHelp(group) {
	const lines = [
		`Usage: cloud-agent ${group} <${(0,cli_spec.kN)(group).join('|')}> [flags]`,
		'',
		groupSummary(group),
		'',
	];
	for (const verb of (0,cli_spec.kN)(group)) {
		const spec = cli_spec.fH.find((c) => c.name === `${group} ${verb}`);
		lines.push(`  ${spec.name.padEnd(WIDTH)}${spec.summary}`);
	}
	lines.push('', `Run cloud-agent ${group} <verb> --help for its flags.`);
	return lines.join('\n') + '\n';
}
function jsonHelp(spec) {
	const schema = schemaPath(spec.name);
	return spec.jsonLines
		? `Print JSON Lines on stdout, one object a line as it comes, and nothing else (the one command that prints more than one document), each described by ${schema}: ${spec.json}`
		: `Print one JSON document on stdout and nothing else, described by ${schema}: ${spec.json}`;
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
	for (const [name, flag] of Object.entries((0,args.Zo)({ ...spec, flags: {} }))) {
		lines.push(flagLine(name, name === 'json' ? { ...flag, help: jsonHelp(spec) } : flag));
	}
	lines.push('', 'Example:', `  ${spec.example}`, '', 'Exit codes:', ...exitLines((0,cli_spec.hS)(spec)), '');
	return lines.join('\n') + '\n';
}

var usage = __webpack_require__(7485);
;

const GITHUB_API = 'https://api.github.com';
function reviewTarget(flags, ci, env) {
	if (ci?.ci === 'GitLab CI')
		throw new usage.eb('review is not supported on GitLab CI: it reads a GitHub pull request');
	if (flags.pr === undefined)
		throw new usage.eb('review needs the pull request to review: give --pr <number>', '--pr');
	if (!/^[1-9]\d{0,8}$/.test(flags.pr))
		throw new usage.eb(`--pr takes the number of a pull request, got "${flags.pr}"`, '--pr');
	const repository = flags.repo ?? (ci?.ci === 'GitHub Actions' ? ci.repository : undefined);
	if (!repository)
		throw new usage.eb("review needs the pull request's repository: give --repo owner/repo (in GitHub Actions, the job's repository is the default)", '--repo');
	const parts = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repository);
	if (!parts)
		throw new usage.eb(`--repo takes a GitHub repository as owner/repo, such as acme/app, got "${repository}"`, '--repo');
	const token = env.GITHUB_TOKEN?.trim() || env.GH_TOKEN?.trim();
	if (!token)
		throw new usage.eb('review reads the pull request from GitHub: set GITHUB_TOKEN (or GH_TOKEN) to a token that may read the repository (its pull requests and contents); review posts nothing with it', 'GITHUB_TOKEN');
	return {
		repo: { owner: parts[1], repo: parts[2] },
		number: Number(flags.pr),
		token,
		apiUrl: apiUrlOf(env),
	};
}
function apiUrlOf(env) {
	const given = env.GITHUB_API_URL?.trim();
	if (!given)
		return GITHUB_API;
	let url;
	try {
		url = new URL(given);
	}
	catch {
		url = undefined;
	}
	if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
		throw new usage.eb(`GITHUB_API_URL is not an http(s) URL: "${given.slice(0, 200)}"; give GitHub's API (e.g. https://github.example.com/api/v3), or unset it for ${GITHUB_API}`, 'GITHUB_API_URL');
	return given.replace(/\/+$/, '');
}

var shared_outcome = __webpack_require__(4189);
var timing = __webpack_require__(8117);
var version = __webpack_require__(311);
var log = __webpack_require__(7986);
;












let began = performance.now();
const elapsed = () => performance.now() - began;
const processIo = {
	stdout: (text) => void process.stdout.write(text),
	stderr: (text) => void process.stderr.write(text),
	stdin: () => (0,external_node_fs_.readFileSync)(0, 'utf8'),
	env: process.env,
	isTTY: Boolean(process.stderr.isTTY),
	stdoutTTY: Boolean(process.stdout.isTTY),
	columns: process.stdout.columns,
};
function inputValue(value) {
	return value === undefined ? undefined : String(value);
}
function readText(path, flag, io) {
	const name = path === '-' ? 'stdin' : path;
	let text;
	try {
		text = path === '-' ? io.stdin() : (0,external_node_fs_.readFileSync)(path, 'utf8');
	}
	catch (error) {
		throw new args.eb(`--${flag}: cannot read ${name} (${error.code ?? String(error)})`, `--${flag}`);
	}
	if (!text.trim())
		throw new args.eb(`--${flag}: ${name} is empty`, `--${flag}`);
	return text;
}
function schemaText(value, io) {
	if (value.trimStart().startsWith('{'))
		return value;
	if (/^[a-z][a-z-]*$/.test(value) && !(0,external_node_fs_.existsSync)(value))
		return value;
	return readText(value, 'output-schema', io);
}
function inputsOf(parsed, settings, baseUrl, io = processIo) {
	const { spec } = parsed;
	const inputs = {
		command: spec.action,
		'api-key': settings.apiKey,
		...spec.fixed,
	};
	if (baseUrl)
		inputs['base-url'] = baseUrl;
	for (const [name, flag] of Object.entries(spec.flags)) {
		if (!flag.input)
			continue;
		const value = inputValue(parsed.flags[name] ?? settings.defaults[name]);
		if (value === undefined)
			continue;
		if (flag.sets === undefined)
			inputs[flag.input] = value;
		else if (value === 'true')
			inputs[flag.input] = flag.sets;
	}
	if (spec.positional?.input && parsed.positional !== undefined)
		inputs[spec.positional.input] = parsed.positional;
	for (const [file, input] of [
		['prompt-file', 'prompt'],
		['message-file', 'message'],
	]) {
		const path = (0,args.AM)(parsed, file);
		if (path === undefined)
			continue;
		if (parsed.flags[input] !== undefined) {
			throw new args.eb(`--${input} and --${file} both give the ${input}; give one`, `--${file}`);
		}
		inputs[input] = readText(path, file, io);
	}
	if (inputs['output-schema'] !== undefined)
		inputs['output-schema'] = schemaText(inputs['output-schema'], io);
	return inputs;
}
function checkWritable(parsed, flag) {
	const path = (0,args.AM)(parsed, flag);
	const why = path === undefined ? undefined : unwritable(path);
	if (why)
		throw new args.eb(`--${flag}: cannot write ${path}: ${why}`, `--${flag}`);
}
function unwritable(path) {
	if ((0,external_node_fs_.statSync)(path, { throwIfNoEntry: false })?.isDirectory())
		return 'it is a folder';
	const folder = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(path));
	const stats = (0,external_node_fs_.statSync)(folder, { throwIfNoEntry: false });
	if (!stats)
		return `there is no folder ${folder}`;
	return stats.isDirectory() ? undefined : `${folder} is not a folder`;
}
function baseUrlOf(parsed, settings) {
	return (0,args.AM)(parsed, 'base-url') ?? settings.baseUrl;
}
function requireKey(settings) {
	if (settings.apiKey !== '')
		return;
	throw new args.eb('no API key: set CLOUD_AGENT_API_KEY (or WARP_API_KEY), or put "apiKey" in the config file (chmod 600)', 'CLOUD_AGENT_API_KEY');
}
const EXIT_OF = {
	ok: cli_spec.dc.ok,
	'run-failed': cli_spec.dc.failed,
	'gate-failed': cli_spec.dc.failed,
	'schema-invalid': cli_spec.dc.failed,
	error: cli_spec.dc.failed,
	usage: cli_spec.dc.usage,
	service: cli_spec.dc.service,
	timeout: cli_spec.dc.timeout,
	interrupted: cli_spec.dc.interrupted,
};
function exitOf(error, interrupted) {
	const message = error?.message ?? String(error);
	const outcome = (0,shared_outcome.sG)(error, interrupted !== undefined);
	const failed = outcome === 'ok' ? 'error' : outcome;
	if (failed === 'interrupted')
		return { code: cli_spec.dc.interrupted, message: `interrupted (${interrupted}): ${message}`, outcome: failed };
	return { code: EXIT_OF[failed], message, outcome: failed };
}
function failureText(spec, failure) {
	if (spec?.action)
		return documentText(outputsDocument(spec.action, {}, failure));
	if (spec?.jsonLines)
		return `${(0,log.nl)({ type: 'error', ...failure })}\n`;
	return documentText(failure);
}
function indented(text) {
	try {
		return JSON.stringify(JSON.parse(text), null, 2);
	}
	catch {
		return text;
	}
}
function flagFor(spec, input) {
	if (input === 'api-key')
		return 'CLOUD_AGENT_API_KEY';
	for (const each of [spec, ...cli_spec.fH]) {
		const flag = (0,args.k)(each, input);
		if (flag)
			return flag;
	}
	return undefined;
}
async function runAction(parsed, settings, signal, redactors, io, openGitHub) {
	const { spec } = parsed;
	const json = Boolean(parsed.flags.json);
	const quiet = Boolean(parsed.flags.quiet);
	const verbose = Boolean(parsed.flags.verbose);
	const color = colorOf(parsed, io);
	const baseUrl = baseUrlOf(parsed, settings);
	requireKey(settings);
	const inputs = inputsOf(parsed, settings, baseUrl, io);
	for (const flag of ['markdown', 'junit'])
		checkWritable(parsed, flag);
	const { detectCi, cliEnvironment, projectOf, settleRepository, settleSince, schedulesBranch, CLI_EVENT } = await Promise.all([__webpack_require__.e(752), __webpack_require__.e(434), __webpack_require__.e(243), __webpack_require__.e(141), __webpack_require__.e(302)]).then(__webpack_require__.bind(__webpack_require__, 4348));
	const ci = detectCi(io.env);
	const idempotencyKey = inputs['idempotency-key'] || undefined;
	const env = cliEnvironment(ci, idempotencyKey);
	const starts = spec.action === 'run' || spec.action === 'dispatch';
	if (starts)
		env.repository = projectOf((0,args.AM)(parsed, 'repo'), ci?.repository);
	const all = spec.action === 'report' && parsed.flags.all === true;
	if (all && (0,args.AM)(parsed, 'repo') !== undefined)
		throw new args.eb('--all counts every run of the team, --repo those of one project: give one', '--all');
	if (spec.action === 'settle' || spec.action === 'schedules' || (spec.action === 'report' && !all))
		env.repository = settleRepository((0,args.AM)(parsed, 'repo'), ci?.repository, spec.name);
	if (spec.action === 'schedules')
		env.defaultBranch = schedulesBranch(ci, inputs.mode, (0,args.AM)(parsed, 'default-branch'));
	const since = spec.action === 'settle' ? settleSince((0,args.AM)(parsed, 'since')) : undefined;
	const review = spec.action === 'review'
		? reviewTarget({ pr: (0,args.AM)(parsed, 'pr'), repo: (0,args.AM)(parsed, 'repo') }, ci, io.env)
		: undefined;
	if (review) {
		inputs['github-token'] = review.token;
		env.repository = `${review.repo.owner}/${review.repo.repo}`;
	}
	if (spec.action === 'dispatch' && !inputs['ticket-ref']) {
		inputs['ticket-ref'] = ci
			? `${ci.ci.toLowerCase().replace(/[^a-z]+/g, '-')}:${env.repository}/${env.workflowRunId}/${env.job}`
			: `cli:${idempotencyKey ?? env.workflowRunId}`;
	}
	const [{ CliHost }, { cliWords }, { dispatch }, { bareTrigger }, { requestLog }] = await Promise.all([
		Promise.resolve().then(__webpack_require__.bind(__webpack_require__, 2708)),
		__webpack_require__.e(424).then(__webpack_require__.bind(__webpack_require__, 9424)),
		Promise.all([__webpack_require__.e(752), __webpack_require__.e(434), __webpack_require__.e(243), __webpack_require__.e(141), __webpack_require__.e(302)]).then(__webpack_require__.bind(__webpack_require__, 141)),
		Promise.all([__webpack_require__.e(752), __webpack_require__.e(434), __webpack_require__.e(243), __webpack_require__.e(141), __webpack_require__.e(302)]).then(__webpack_require__.bind(__webpack_require__, 4227)),
		Promise.resolve().then(__webpack_require__.bind(__webpack_require__, 240)),
	]);
	const markdown = (0,args.AM)(parsed, 'markdown');
	const words = cliWords((input) => flagFor(spec, input), ci, starts ? env.repository : undefined);
	const host = new CliHost({ inputs, write: io.stderr, quiet, color, markdown, elapsed, words });
	redactors.push((text) => host.redact(text));
	if (ci)
		host.log.info(`${ci.ci}: ${ci.repository}, pipeline ${ci.pipeline}, job ${ci.job || '-'} (attempt ${ci.attempt})`);
	let gitHub;
	if (review) {
		host.secret(review.token, 'githubToken');
		if (!openGitHub)
			throw new Error('this command line was started without a way to GitHub');
		try {
			gitHub = await openGitHub({ token: review.token, apiUrl: review.apiUrl, repo: review.repo, env: io.env }, { log: host.log, redact: (text) => host.redact(text) });
		}
		catch (error) {
			throw new args.eb(error.message, 'GITHUB_GRAPHQL_URL');
		}
	}
	let reviewed;
	const letsGo = inputs.wait === 'false' || Boolean(inputs['detach-after-minutes']);
	if (starts && letsGo && env.repository === '' && spec.action !== 'dispatch')
		host.log.warning('the run records no project: `cloud-agent settle` cannot find it, so once this command lets go of it nothing finishes its report or holds it to --timeout and --max-credits; give --repo owner/repo');
	const result = await dispatch({
		host,
		signal,
		userAgent: `cloud-agent-cli/${version.x}`,
		context: () => ({
			env,
			trigger: review
				? { ...bareTrigger(CLI_EVENT, review.repo), number: review.number, isPullRequest: true }
				: bareTrigger(CLI_EVENT, { owner: '', repo: '' }),
		}),
		repository: () => gitHub,
		reviewPosts: false,
		reviewed: (report) => (reviewed = report),
		since,
		reportAll: all,
		applyAnywhere: spec.action === 'schedules',
		gateRows: (0,args.AM)(parsed, 'junit') !== undefined,
		client: verbose ? requestLog((line) => host.log.info(line)) : { onRetry: () => { } },
	});
	let outcome = result.outcome;
	if (reviewed?.text)
		await host.summary(reviewed.text);
	const junit = (0,args.AM)(parsed, 'junit');
	const junitXml = junit ? await junitOf(result, reviewed, (t) => host.redact(t)) : undefined;
	if (junit && junitXml !== undefined) {
		const { writeFileSync } = await Promise.resolve().then(__webpack_require__.t.bind(__webpack_require__, 3024, 23));
		try {
			writeFileSync(junit, junitXml);
		}
		catch (error) {
			const code = error.code ?? String(error);
			const message = `cannot write the JUnit file ${junit} (${code})`;
			if (outcome === 'ok') {
				host.fail(message);
				outcome = 'error';
			}
			else
				host.log.warning(message);
		}
	}
	const failed = outcome === 'ok' ? undefined : { outcome, error: host.failure ?? '' };
	if (json)
		io.stdout(documentText(outputsDocument(spec.action, host.outputs, failed)));
	else if (host.summaries.length)
		io.stdout(await reportText(host.summaries.join('\n\n'), parsed, io));
	if (!json && host.outputs.result && !reviewed)
		io.stdout(`\n${indented(host.outputs.result)}\n`);
	if (failed) {
		const usage = failed.outcome === 'usage';
		io.stderr(`cloud-agent: ${usage ? 'usage error' : 'error'}: ${failed.error}${usage ? ` (cloud-agent ${spec.name} --help)` : ''}\n`);
	}
	return EXIT_OF[outcome];
}
async function junitOf(result, reviewed, redact) {
	if (!result.gate && !reviewed)
		return undefined;
	const { renderJUnit, renderReviewJUnit } = await __webpack_require__.e(666).then(__webpack_require__.bind(__webpack_require__, 666));
	if (result.gate)
		return renderJUnit(result.gate.rows, result.gate.summary, redact);
	const failOn = result.inputs?.command === 'review' ? result.inputs.review.failOn : 'none';
	return renderReviewJUnit(reviewed, failOn, redact);
}
async function reportText(markdown, parsed, io) {
	if (!io.stdoutTTY || parsed.flags.raw === true)
		return `${markdown}\n`;
	const { renderMarkdown } = await __webpack_require__.e(28).then(__webpack_require__.bind(__webpack_require__, 1028));
	const color = !parsed.flags['no-color'] && !io.env.NO_COLOR;
	return `${renderMarkdown(markdown, { color, width: io.columns || 100 })}\n`;
}
async function runInspection(parsed, settings, signal, redactors, io) {
	const inspection = await Promise.resolve().then(__webpack_require__.bind(__webpack_require__, 6850));
	await inspection.runInspection(parsed, {
		stdout: io.stdout,
		stderr: io.stderr,
		signal,
		apiKey: settings.apiKey,
		baseUrl: baseUrlOf(parsed, settings),
		requireKey: () => requireKey(settings),
		redactors,
		elapsed,
		color: colorOf(parsed, io),
	});
}
function colorOf(parsed, io) {
	return !parsed.flags['no-color'] && !io.env.NO_COLOR && io.isTTY;
}
function asksForJson(argv) {
	const end = argv.indexOf('--');
	return (end < 0 ? argv : argv.slice(0, end)).includes('--json');
}
function causedBy(error, reason) {
	let at = error;
	for (let depth = 0; depth < 5 && at !== undefined; depth++) {
		if (at === reason)
			return true;
		at = at instanceof Error ? at.cause : undefined;
	}
	return false;
}
async function cli(argv, io = processIo, openGitHub) {
	began = performance.now();
	let spec;
	let interrupted;
	const redactors = [];
	let printed = false;
	const controller = new AbortController();
	let grace;
	const onSignal = (signal) => {
		if (interrupted)
			process.exit(cli_spec.dc.interrupted);
		interrupted = signal;
		io.stderr(`cloud-agent: ${signal}: stopping${spec?.action ? ' (the run is cancelled unless --no-cancel-on-interrupt)' : ''}\n`);
		controller.abort(new Error(`received ${signal}`));
		grace = setTimeout(() => process.exit(cli_spec.dc.interrupted), timing.O2);
		grace.unref();
	};
	process.on('SIGINT', onSignal);
	process.on('SIGTERM', onSignal);
	try {
		const parsed = (0,args.Du)(argv);
		if (parsed.kind === 'version') {
			io.stdout(`${version.x}\n`);
			return cli_spec.dc.ok;
		}
		if (parsed.kind === 'help') {
			const help = parsed.command
				? commandHelp(parsed.command)
				: parsed.group
					? groupHelp(parsed.group)
					: mainHelp();
			if (!parsed.bare) {
				io.stdout(help);
				return cli_spec.dc.ok;
			}
			io.stderr(help);
			return cli_spec.dc.usage;
		}
		spec = parsed.spec;
		const settings = readSettings(io.env);
		if (settings.apiKey)
			redactors.push((text) => text.split(settings.apiKey).join('[api-key]'));
		if (spec.action) {
			const code = await runAction(parsed, settings, controller.signal, redactors, io, openGitHub);
			return interrupted ? cli_spec.dc.interrupted : code;
		}
		const left = io.stdoutReaderLeft;
		try {
			await runInspection(parsed, settings, left ? AbortSignal.any([controller.signal, left]) : controller.signal, redactors, {
				...io,
				stdout: (text) => {
					printed = true;
					io.stdout(text);
				},
			});
		}
		catch (error) {
			if (left?.aborted && !interrupted && causedBy(error, left.reason))
				return cli_spec.dc.ok;
			throw error;
		}
		return interrupted ? cli_spec.dc.interrupted : cli_spec.dc.ok;
	}
	catch (error) {
		const { code, message, outcome } = exitOf(error, interrupted);
		const safe = redactors.reduce((text, redact) => redact(text), message);
		const hint = code === cli_spec.dc.usage && spec ? ` (cloud-agent ${spec.name} --help)` : '';
		const command = spec ?? (0,args.dm)(argv);
		if (asksForJson(argv) && (!printed || command?.jsonLines))
			io.stdout(failureText(command, { outcome, error: safe }));
		io.stderr(`cloud-agent: ${code === cli_spec.dc.usage ? 'usage error' : 'error'}: ${safe}${hint && !safe.includes('--help') ? hint : ''}\n`);
		return code;
	}
	finally {
		process.off('SIGINT', onSignal);
		process.off('SIGTERM', onSignal);
		clearTimeout(grace);
	}
}

var host_process = __webpack_require__(3226);
;



async function commandLine(openGitHub) {
	const readerLeft = new AbortController();
	(0,host_process.wk)(process.stdout, () => readerLeft.abort(new Error('the reader of stdout left')));
	(0,host_process.wk)(process.stderr);
	const io = { ...processIo, stdoutReaderLeft: readerLeft.signal };
	process.exitCode = await cli(process.argv.slice(2), io, openGitHub);
	(0,host_process.NU)((0,timing.vK)(timing.et), () => { });
}


}),

7593:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	AM: () => (_usage_js__WEBPACK_IMPORTED_MODULE_2__.AM),
	Du: () => (parseCommandLine),
	Zo: () => (flagsOf),
	dm: () => (commandOfLine),
	eb: () => (_usage_js__WEBPACK_IMPORTED_MODULE_2__.eb),
	k: () => (flagOfInput)
});
var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
var node_util__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
var _spec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1377);
var _usage_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7485);




function flagsOf(spec) {
	return { ..._spec_js__WEBPACK_IMPORTED_MODULE_1__.an, ...spec.flags };
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
	const verbs = (0,_spec_js__WEBPACK_IMPORTED_MODULE_1__.kN)(first);
	if (verbs.length) {
		if (second === undefined || second.startsWith('-'))
			return { spec: undefined, used: 1, group: first };
		const spec = (0,_spec_js__WEBPACK_IMPORTED_MODULE_1__.Lx)(`${first} ${second}`);
		if (!spec) {
			throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`"${first} ${second}" is not a command; use one of: ${verbs.map((v) => `${first} ${v}`).join(', ')}`, second);
		}
		return { spec, used: 2 };
	}
	const spec = (0,_spec_js__WEBPACK_IMPORTED_MODULE_1__.Lx)(first);
	if (!spec) {
		const names = [...new Set(_spec_js__WEBPACK_IMPORTED_MODULE_1__.fH.map((c) => c.name.split(' ')[0]))];
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`"${first}" is not a command; use one of: ${names.join(', ')} (cloud-agent --help)`, first);
	}
	return { spec, used: 1 };
}
function commandOfLine(argv) {
	const leading = argv.findIndex((a) => a.startsWith('-'));
	try {
		return commandOf(leading < 0 ? argv : argv.slice(0, leading)).spec;
	}
	catch {
		return undefined;
	}
}
function parseCommandLine(argv) {
	const leading = argv.findIndex((a) => a.startsWith('-'));
	const words = leading < 0 ? argv : argv.slice(0, leading);
	if (words.length === 0) {
		if (argv.includes('--version'))
			return { kind: 'version' };
		if (argv.length === 0)
			return { kind: 'help', command: undefined, bare: true };
		if (argv.includes('--help') || argv.includes('-h'))
			return { kind: 'help', command: undefined };
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`a command comes first (cloud-agent <command> [flags]); see cloud-agent --help`, argv[0]);
	}
	const { spec, used, group } = commandOf(words);
	const rest = argv.slice(used);
	if (!spec) {
		if (rest.includes('--help') || rest.includes('-h'))
			return { kind: 'help', command: undefined, ...(group ? { group } : {}) };
		if (rest.length === 0)
			return { kind: 'help', command: undefined, ...(group ? { group } : {}), bare: true };
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`"${group}" needs a verb: ${(0,_spec_js__WEBPACK_IMPORTED_MODULE_1__.kN)(group).join(', ')}`, group);
	}
	const flags = flagsOf(spec);
	let parsed;
	try {
		parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: rest, options: optionsOf(flags), allowPositionals: true, strict: true });
	}
	catch (err) {
		const message = err.message;
		const flag = flagInMessage(message);
		const renamed = flag?.startsWith('--') ? spec.renamed?.[flag.slice(2)] : undefined;
		if (renamed !== undefined) {
			const value = spec.flags[renamed]?.value;
			throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`${flag} is now --${renamed}${value ? ` ${value}` : ''}`, flag);
		}
		if (flag && / argument is ambiguous\./.test(message)) {
			throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`${spec.name}: ${flag} takes a value, and what follows it starts with a dash: give its value, or write ${flag}=<value> for a value that starts with one`, flag);
		}
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`${spec.name}: ${message.replace(/\. To specify a positional.*$/s, '')}`, flag);
	}
	const values = parsed.values;
	if (values.help)
		return { kind: 'help', command: spec };
	const result = {};
	for (const [name, flag] of Object.entries(flags)) {
		const given = values[name];
		const negated = flag.negatable ? values[`no-${name}`] : undefined;
		if (given !== undefined && negated !== undefined) {
			throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`--${name} and --no-${name} contradict each other; give one`, `--${name}`);
		}
		if (given !== undefined)
			result[name] = given;
		else if (negated)
			result[name] = false;
	}
	if (result.quiet === true && result.verbose === true) {
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb('--quiet and --verbose contradict each other; give one', '--verbose');
	}
	const positionals = parsed.positionals;
	const wanted = spec.positional;
	if (wanted && positionals.length === 0) {
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`${spec.name} needs <${wanted.name}> (cloud-agent ${spec.name} --help)`, `<${wanted.name}>`);
	}
	const extra = positionals.slice(wanted ? 1 : 0);
	if (extra.length) {
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`${spec.name} takes ${wanted ? `one <${wanted.name}>` : 'no argument'}; unexpected "${extra[0]}"`, extra[0]);
	}
	return { kind: 'command', spec, flags: result, positional: wanted ? positionals[0] : undefined };
}
function flagOfInput(spec, input) {
	const found = Object.entries(flagsOf(spec)).find(([, flag]) => flag.input === input);
	if (found)
		return `--${found[0]}`;
	if (spec.positional?.input === input)
		return `<${spec.positional.name}>`;
	return undefined;
}


}),

6850:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
	DownloadError: () => (DownloadError),
	asIs: () => (asIs),
	cell: () => (cell),
	checkInspection: () => (checkInspection),
	download: () => (download),
	fields: () => (fields),
	isInspection: () => (isInspection),
	jsonText: () => (jsonText),
	opts: () => (opts),
	outputOf: () => (outputOf),
	pageFlags: () => (pageFlags),
	pageQuery: () => (pageQuery),
	paged: () => (paged),
	pages: () => (pages),
	pagingOf: () => (pagingOf),
	printListing: () => (printListing),
	runInspection: () => (runInspection),
	show: () => (show),
	shown: () => (shown),
	table: () => (table),
	whole: () => (whole)
});
var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
var node_fs__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
var _host_cli_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2708);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4189);
var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(311);
var _usage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7485);
var _values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1030);
var _verbose_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(240);







function isInspection(spec) {
	return spec.action === undefined && typeof spec.check === 'function';
}
const opts = (ctx) => ({ signal: ctx.signal });
function cell(value, max = 60) {
	if (value === undefined || value === null)
		return '-';
	const text = (0,_host_cli_js__WEBPACK_IMPORTED_MODULE_1__.terminalSafe)(typeof value === 'object' ? JSON.stringify(value) : String(value)).replace(/\s+/g, ' ');
	return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
function table(rows, columns) {
	if (!rows?.length)
		return '(none)\n';
	const cells = rows.map((row) => columns.map(([, get]) => cell(get(row))));
	const head = columns.map(([name]) => name);
	const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
	const line = (c) => c
		.map((text, i) => text.padEnd(widths[i]))
		.join('  ')
		.trimEnd();
	return [line(head), ...cells.map(line)].join('\n') + '\n';
}
function fields(row) {
	const present = Object.keys(row).filter((k) => row[k] !== undefined && row[k] !== null);
	const width = Math.max(...present.map((k) => k.length));
	return present.map((k) => `${k.padEnd(width)}  ${cell(row[k], 200)}`).join('\n') + '\n';
}
const whole = (answer) => answer !== null && typeof answer === 'object' && !Array.isArray(answer)
	? answer
	: { answer };
const jsonText = (answer) => `${JSON.stringify(answer, null, 2)}\n`;
const asIs = (ctx, operation, args) => ctx.client.asIs(operation, args, opts(ctx));
async function show(ctx, operation, args, read, human) {
	if (ctx.json)
		return ctx.write(jsonText(await asIs(ctx, operation, args)));
	ctx.write(human(await read()));
}
function pageFlags(noun, max, all = 'Follow every page.') {
	return {
		limit: { type: 'string', value: '<n>', help: `${noun} per page (1 to ${max}).` },
		cursor: {
			type: 'string',
			value: '<cursor>',
			help: "Start at this page (the previous page's next_cursor).",
		},
		all: { type: 'boolean', help: all },
	};
}
function pagingOf(parsed, max) {
	const limit = (0,_usage_js__WEBPACK_IMPORTED_MODULE_3__.AM)(parsed, 'limit');
	return {
		cursor: (0,_usage_js__WEBPACK_IMPORTED_MODULE_3__.AM)(parsed, 'cursor'),
		all: parsed.flags.all === true,
		limit: limit === undefined ? undefined : (0,_values_js__WEBPACK_IMPORTED_MODULE_4__.rD)('limit', limit, 1, max),
	};
}
async function pages(paging, first, itemsKey) {
	const page = await first(paging.cursor);
	if (!paging.all)
		return page;
	const items = [...page[itemsKey]];
	let unmatched = leftOut(page);
	let last = page;
	const seen = new Set();
	for (;;) {
		const info = last.page_info;
		const next = info.has_next_page === false ? undefined : (info.next_cursor ?? undefined);
		if (!next || seen.has(next) || last[itemsKey].length + leftOut(last) === 0)
			break;
		seen.add(next);
		last = await first(next);
		items.push(...last[itemsKey]);
		unmatched += leftOut(last);
	}
	return { ...last, [itemsKey]: items, ...('unmatched' in page ? { unmatched } : {}) };
}
async function paged(ctx, paging, operation, args, read, itemsKey, human) {
	if (ctx.json && !paging.all)
		return ctx.write(jsonText(await asIs(ctx, operation, args(paging.cursor))));
	const page = await pages(paging, read, itemsKey);
	ctx.write(ctx.json ? jsonText(page) : human(page));
}
const pageQuery = (paging, cursor) => ({ limit: paging.limit, cursor });
function leftOut(answer) {
	return answer.unmatched ?? 0;
}
function shown(answer, noun) {
	const { unmatched, foreign: _foreign, ...rest } = answer;
	const note = unmatched
		? `${unmatched} ${noun}${unmatched === 1 ? '' : 's'} the service sent did not match the filters and ${unmatched === 1 ? 'was' : 'were'} left out: the service did not apply them`
		: undefined;
	return { answer: rest, note };
}
function printListing(ctx, answer, note, human) {
	if (!ctx.json)
		return ctx.write(human(note ? `(${note})\n` : ''));
	ctx.write(jsonText(answer));
	if (note)
		ctx.warn(note);
}
const outputOf = (parsed) => (0,_values_js__WEBPACK_IMPORTED_MODULE_4__.i9)('output', (0,_usage_js__WEBPACK_IMPORTED_MODULE_3__.AM)(parsed, 'output'));
class DownloadError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_2__.Rz {
	constructor(message) {
		super(message, 'service');
	}
}
async function download(ctx, url, file) {
	const res = await ctx.download(url);
	if (res.status >= 300)
		throw new DownloadError(`the download answered HTTP ${res.status}`);
	if (file === undefined)
		return ctx.write(res.body.toString('utf8'));
	try {
		(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, res.body);
	}
	catch (error) {
		throw new Error(`cannot write ${file} (${error.code ?? String(error)}); the download was not kept`);
	}
	ctx.progress(`wrote ${res.body.length} bytes to ${file}`);
}
function checkInspection(command, parsed) {
	for (const [name, value] of Object.entries(parsed.flags)) {
		if ([value].flat().some((v) => typeof v === 'string' && v.trim() === '')) {
			throw new _usage_js__WEBPACK_IMPORTED_MODULE_3__.eb(`--${name} is empty: give it a value, or leave it out`, `--${name}`);
		}
	}
	if (command.positional && parsed.positional.trim() === '') {
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_3__.eb(`<${command.positional.name}> is empty`, `<${command.positional.name}>`);
	}
	if (command.positional && /^\.{1,2}$/.test(parsed.positional)) {
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_3__.eb(`<${command.positional.name}> "${parsed.positional}" is not an id`, `<${command.positional.name}>`);
	}
	return command.check(parsed);
}
async function runInspection(parsed, host) {
	const command = parsed.spec;
	if (!isInspection(command))
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_3__.eb(`${command.name} is not an inspection command`);
	const inspect = checkInspection(command, parsed);
	host.requireKey();
	const { cliWords } = await __webpack_require__.e(424).then(__webpack_require__.bind(__webpack_require__, 9424));
	const log = new _host_cli_js__WEBPACK_IMPORTED_MODULE_1__.CliHost({
		inputs: {},
		write: host.stderr,
		quiet: parsed.flags.quiet === true,
		color: host.color,
		markdown: undefined,
		elapsed: host.elapsed,
		words: cliWords(() => undefined, undefined),
	});
	log.secret(host.apiKey, 'apiKey');
	host.redactors.push((text) => log.redact(text));
	const verbose = parsed.flags.verbose === true;
	const { CloudAgentClient, fetchSignedUrl } = await Promise.all([__webpack_require__.e(752), __webpack_require__.e(434)]).then(__webpack_require__.bind(__webpack_require__, 9434));
	const client = new CloudAgentClient({
		apiKey: host.apiKey,
		...(host.baseUrl ? { baseUrl: host.baseUrl } : {}),
		userAgent: `cloud-agent-cli/${_version_js__WEBPACK_IMPORTED_MODULE_5__.x}`,
		...(verbose ? (0,_verbose_js__WEBPACK_IMPORTED_MODULE_6__.requestLog)(log.log.info) : {}),
	});
	try {
		await inspect({
			client,
			write: (text) => host.stdout(log.redact(text)),
			progress: log.log.info,
			warn: log.log.warning,
			json: parsed.flags.json === true,
			signal: host.signal,
			redact: (text) => log.redact(text),
			download: async (url) => {
				const began = performance.now();
				const res = await fetchSignedUrl(url, { signal: host.signal });
				if (verbose) {
					const ms = Math.round(performance.now() - began);
					log.log.info(`GET ${new URL(url).origin} (a signed download): HTTP ${res.status} in ${ms} ms`);
				}
				return res;
			},
		});
	}
	finally {
		await client.close();
	}
}


}),

1377:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	fH: () => (COMMAND_SPECS),
	dc: () => (EXIT),
	an: () => (GLOBAL_FLAGS),
	Lx: () => (commandSpec),
	hS: () => (exitCodes),
	kN: () => (verbsOf)
});


var inspect = __webpack_require__(6850);
var values = __webpack_require__(1030);
;


const get = {
	name: 'artifacts get',
	positional: { name: 'artifact-uid' },
	summary: 'Show an artifact; with -o, download its file.',
	flags: {
		output: { type: 'string', short: 'o', value: '<file>', help: "Download the artifact's file here." },
	},
	example: 'cloud-agent artifacts get 3fa85f64-5717-4562-b3fc-2c963f66afa6 -o screenshot.png',
	json: 'the artifact, as the service answered it; with -o, {"url": "..."}, the signed URL its file came from.',
	fails: 'the file -o names could not be written',
	check(parsed) {
		const id = (0,values.uR)('artifact-uid', parsed.positional);
		const file = (0,inspect.outputOf)(parsed);
		return async (ctx) => {
			if (file !== undefined) {
				const { url } = await ctx.client.artifacts.download(id, (0,inspect.opts)(ctx));
				await (0,inspect.download)(ctx, url, file);
				if (ctx.json)
					ctx.write((0,inspect.jsonText)({ url }));
				return;
			}
			const artifact = await (0,inspect.asIs)(ctx, 'getArtifact', { path: { artifactUid: id } });
			ctx.write(ctx.json ? (0,inspect.jsonText)(artifact) : (0,inspect.fields)((0,inspect.whole)(artifact)));
		};
	},
};
const ARTIFACTS_COMMANDS = [get];

var usage = __webpack_require__(7485);
;


const agents = {
	name: 'agents',
	summary: 'List the agents (skills) the team can run.',
	flags: {
		repo: { type: 'string', value: '<owner/repo>', help: 'Only skills of this repository.' },
	},
	example: 'cloud-agent agents',
	json: 'the agents (agents, each with its variants), as the service answered them.',
	check(parsed) {
		const repo = (0,usage.AM)(parsed, 'repo');
		if (repo !== undefined && !/^[^\s/]+\/[^\s/]+$/.test(repo)) {
			throw new usage.eb(`--repo takes a repository such as acme/app, got "${repo}"`, '--repo');
		}
		const query = repo ? { repo } : {};
		return (ctx) => (0,inspect.show)(ctx, 'listAgents', { query }, () => ctx.client.agents.list(query, (0,inspect.opts)(ctx)), (answer) => (0,inspect.table)(answer.agents, [
			['NAME', (r) => r.name],
			['VARIANTS', (r) => r.variants?.length],
		]));
	},
};
const environments = {
	name: 'environments',
	summary: 'List the environments.',
	flags: {},
	example: 'cloud-agent environments',
	json: 'the environments (environments), as the service answered them.',
	check: () => (ctx) => (0,inspect.show)(ctx, 'listEnvironments', {}, () => ctx.client.environments.list({}, (0,inspect.opts)(ctx)), (answer) => (0,inspect.table)(answer.environments, [
		['ID', (r) => r.uid],
		['NAME', (r) => r.config?.name],
		['UPDATED', (r) => r.last_updated],
	])),
};
const models = {
	name: 'models',
	summary: 'List the models.',
	flags: {},
	example: 'cloud-agent models --json',
	json: 'the models and the default model (models, default_model_id), as the service answered them.',
	check: () => (ctx) => (0,inspect.show)(ctx, 'listModels', {}, () => ctx.client.models.list((0,inspect.opts)(ctx)), (answer) => (0,inspect.table)(answer.models, [
		[
			'ID',
			(r) => r.id === undefined
				? undefined
				: `${r.id}${r.id === answer.default_model_id ? ' (default)' : ''}`,
		],
		['NAME', (r) => r.display_name],
		['PROVIDER', (r) => r.provider],
	])),
};
const workers = {
	name: 'workers',
	summary: 'List the connected self-hosted workers.',
	flags: {},
	example: 'cloud-agent workers',
	json: 'the connected workers (workers), as the service answered them.',
	check: () => (ctx) => (0,inspect.show)(ctx, 'listConnectedWorkers', {}, () => ctx.client.agents.connectedWorkers((0,inspect.opts)(ctx)), (answer) => (0,inspect.table)(answer.workers, [
		['HOST', (r) => r.worker_host],
		['CONNECTIONS', (r) => r.connection_count],
		['LAST SEEN', (r) => r.last_seen_at],
	])),
};
const CATALOG_COMMANDS = [agents, environments, models, workers];

;

const MAX_FACTORIES = 100;
const list = {
	name: 'factories list',
	summary: 'List the factories.',
	flags: (0,inspect.pageFlags)('Factories', MAX_FACTORIES),
	example: 'cloud-agent factories list',
	json: "one page of factories (factories, page_info), as the service answered it; with --all, every page's factories in one document.",
	check(parsed) {
		const paging = (0,inspect.pagingOf)(parsed, MAX_FACTORIES);
		return (ctx) => (0,inspect.paged)(ctx, paging, 'listFactories', (cursor) => ({ query: (0,inspect.pageQuery)(paging, cursor) }), (cursor) => ctx.client.call('listFactories', { query: (0,inspect.pageQuery)(paging, cursor) }, (0,inspect.opts)(ctx)), 'factories', (answer) => (0,inspect.table)(answer.factories, [
			['UID', (r) => r.uid],
			['NAME', (r) => r.name],
			['UPDATED', (r) => r.updated_at],
		]));
	},
};
const factories_get = {
	name: 'factories get',
	positional: { name: 'factory-uid' },
	summary: 'Show a factory.',
	flags: {},
	example: 'cloud-agent factories get fac_web',
	json: 'the factory, as the service answered it.',
	check(parsed) {
		const uid = parsed.positional;
		return (ctx) => (0,inspect.show)(ctx, 'getFactory', { path: { uid } }, () => ctx.client.factories.get(uid, (0,inspect.opts)(ctx)), (factory) => (0,inspect.fields)({
			uid: factory.uid,
			name: factory.name,
			alias: factory.alias,
			description: factory.description,
			default_model: factory.default_model,
			default_environment: factory.default_environment,
			created_at: factory.created_at,
			updated_at: factory.updated_at,
		}));
	},
};
const FACTORIES_COMMANDS = [list, factories_get];

var outcome = __webpack_require__(4189);
var log = __webpack_require__(7986);
var validate = __webpack_require__(5989);
var budget = __webpack_require__(9519);
var cli = __webpack_require__(2708);
var model = __webpack_require__(8281);
;









const STATES = (0,values.sm)()('QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS', 'SUCCEEDED', 'FAILED', 'BLOCKED', 'ERROR', 'CANCELLED');
const SOURCES = (0,values.sm)()('LINEAR', 'API', 'SLACK', 'LOCAL', 'SCHEDULED_AGENT', 'WEB_APP', 'GITHUB_ACTION', 'CLOUD_MODE', 'CLI', 'JIRA', 'SELF_IMPROVEMENT', 'GITHUB_WEBHOOK', 'GITLAB_WEBHOOK', 'AUTOFIX', 'RUN_SCORER', 'ORCHESTRATION', 'TEAMS', 'AZURE_DEVOPS_WEBHOOK', 'BENCHMARK_TRIAL', 'CREATE_BENCHMARK_TASK', 'CUSTOM_WEBHOOK');
const LOCATIONS = (0,values.sm)()('LOCAL', 'REMOTE');
const ARTIFACT_TYPES = (0,values.sm)()('PLAN', 'PULL_REQUEST', 'SCREENSHOT', 'FILE', 'EXTERNAL_REFERENCE');
const SORTS = (0,values.sm)()('updated_at', 'created_at', 'title', 'agent');
const ORDERS = (0,values.sm)()('asc', 'desc');
const MAX_RUNS = 500;
function metadataOf(parsed) {
	const value = parsed.flags.metadata;
	const metadata = {};
	for (const pair of value === undefined ? [] : [value].flat().map(String)) {
		const eq = pair.indexOf('=');
		if (eq <= 0)
			throw new usage.eb(`--metadata takes key=value, got "${pair}"`, '--metadata');
		const key = pair.slice(0, eq);
		if (key in metadata)
			throw new usage.eb(`--metadata gives "${key}" twice; give each key once`, '--metadata');
		metadata[key] = pair.slice(eq + 1);
	}
	const count = Object.keys(metadata).length;
	if (count > validate.FZ) {
		throw new usage.eb(`--metadata: at most ${validate.FZ} key/value pairs may be filtered on, got ${count}`, '--metadata');
	}
	return count ? metadata : undefined;
}
function environmentOf(parsed) {
	const id = (0,usage.AM)(parsed, 'environment');
	if (id === undefined || id === validate.cZ || validate.Wr.test(id))
		return id;
	throw new usage.eb(`--environment takes an environment id (22 letters and digits: cloud-agent environments lists them) or ${validate.cZ}, got "${id}"`, '--environment');
}
function runsQuery(parsed) {
	const s = (name) => (0,usage.AM)(parsed, name);
	const pick = (name, allowed) => {
		const value = s(name);
		return value === undefined ? undefined : (0,values.yL)(name, value, allowed);
	};
	const time = (name) => {
		const value = s(name);
		return value === undefined ? undefined : (0,values.Ly)(name, value);
	};
	const states = (0,usage.v6)(parsed, 'state').map((state) => (0,values.yL)('state', state, STATES));
	const query = {
		state: states.length ? states : undefined,
		name: s('name'),
		model_id: s('model'),
		creator: s('creator'),
		executor: s('executor'),
		source: pick('source', SOURCES),
		execution_location: pick('execution-location', LOCATIONS),
		environment_id: environmentOf(parsed),
		skill: s('skill'),
		schedule_id: s('schedule'),
		ancestor_run_id: s('ancestor'),
		created_after: time('created-after'),
		created_before: time('created-before'),
		updated_after: time('updated-after'),
		metadata: metadataOf(parsed),
		artifact_type: pick('artifact-type', ARTIFACT_TYPES),
		q: s('q'),
		sort_by: pick('sort', SORTS),
		sort_order: pick('order', ORDERS),
		limit: (0,inspect.pagingOf)(parsed, MAX_RUNS).limit,
	};
	return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
}
const ISO = 'An ISO 8601 date and time, e.g. 2026-11-27T06:00:00Z.';
const runs_list = {
	name: 'runs list',
	summary: 'List runs, newest first; every filter of the service.',
	flags: {
		state: {
			type: 'string',
			multiple: true,
			value: '<state>',
			help: `Only runs in this state (repeat for any of several): ${(0,values.A3)(STATES)}.`,
		},
		name: { type: 'string', value: '<name>', help: 'Agent config name.' },
		model: { type: 'string', value: '<id>', help: 'Model id.' },
		creator: { type: 'string', value: '<uid>', help: 'Who created the run.' },
		executor: { type: 'string', value: '<uid>', help: 'Who executed the run.' },
		source: { type: 'string', value: '<type>', help: `Source type: ${(0,values.A3)(SOURCES)}.` },
		'execution-location': { type: 'string', value: '<where>', help: `Where it ran: ${(0,values.A3)(LOCATIONS)}.` },
		environment: {
			type: 'string',
			value: '<id>',
			help: `Environment id (22 letters and digits), or ${validate.cZ} for runs without one.`,
		},
		skill: { type: 'string', value: '<spec>', help: 'Skill spec.' },
		schedule: { type: 'string', value: '<id>', help: 'Scheduled agent id.' },
		ancestor: { type: 'string', value: '<run-id>', help: 'Runs descending from this run.' },
		'created-after': { type: 'string', value: '<time>', help: ISO },
		'created-before': { type: 'string', value: '<time>', help: ISO },
		'updated-after': { type: 'string', value: '<time>', help: ISO },
		metadata: {
			type: 'string',
			multiple: true,
			value: '<key=value>',
			help: `A metadata pair all runs carry (repeat; at most ${validate.FZ}).`,
		},
		'artifact-type': {
			type: 'string',
			value: '<type>',
			help: `Runs with an artifact of this type: ${(0,values.A3)(ARTIFACT_TYPES)}.`,
		},
		q: { type: 'string', value: '<text>', help: 'Fuzzy match over title, prompt and skill.' },
		sort: { type: 'string', value: '<field>', help: `${(0,values.A3)(SORTS)} (default updated_at).` },
		order: { type: 'string', value: '<asc|desc>', help: 'Sort order (default desc).' },
		...(0,inspect.pageFlags)('Runs', MAX_RUNS, 'Follow every page; --json prints one document with all the runs.'),
	},
	example: 'cloud-agent runs list --state FAILED --state ERROR --created-after 2025-01-01T00:00:00Z --json',
	json: "the page of runs the service answered (runs, page_info), runs that do not match the filters left out; with --all, every page's runs in one document.",
	check(parsed) {
		const query = runsQuery(parsed);
		const paging = (0,inspect.pagingOf)(parsed, MAX_RUNS);
		return async (ctx) => {
			const checked = await (0,inspect.pages)(paging, (cursor) => ctx.client.runs.listPage({ ...query, cursor }, (0,inspect.opts)(ctx)), 'runs');
			const { answer: page, note } = (0,inspect.shown)(checked, 'run');
			(0,inspect.printListing)(ctx, page, note, (noteLine) => {
				const next = page.page_info.next_cursor;
				const more = page.page_info.has_next_page && next ? `\nmore: --cursor ${(0,cli.terminalSafe)(next)}\n` : '';
				return ((0,inspect.table)(page.runs, [
					['RUN', (r) => r.run_id],
					['STATE', (r) => r.state],
					['CREATED', (r) => r.created_at],
					['MODEL', (r) => (0,model.D)(r, undefined)?.id],
					['CREDITS', (r) => (0,budget.Cn)(r) || undefined],
					['TITLE', (r) => r.title],
				]) +
					noteLine +
					more);
			});
		};
	},
};
const RUN_ID = { name: 'run-id' };
const runs_get = {
	name: 'runs get',
	positional: RUN_ID,
	summary: 'Show a run.',
	flags: {},
	example: 'cloud-agent runs get 0f9c2e4a',
	json: 'the run, as the service answered it.',
	check(parsed) {
		const id = parsed.positional;
		return (ctx) => (0,inspect.show)(ctx, 'getRun', { path: { runId: id } }, () => ctx.client.runs.get(id, (0,inspect.opts)(ctx)), (run) => (0,inspect.fields)({
			run_id: run.run_id,
			title: run.title,
			state: run.state,
			error: run.status_message?.message,
			created_at: run.created_at,
			started_at: run.started_at,
			updated_at: run.updated_at,
			session_link: run.session_link,
			conversation_id: run.conversation_id,
			model: (0,model.D)(run, undefined)?.id,
			credits: (0,budget.Cn)(run) || undefined,
			artifacts: run.artifacts?.length
				? run.artifacts.map((a) => a.artifact_type).join(', ')
				: undefined,
		}));
	},
};
const conversation = {
	name: 'runs conversation',
	positional: RUN_ID,
	summary: "Show a run's conversation (its steps and messages).",
	flags: {},
	example: 'cloud-agent runs conversation 0f9c2e4a --json',
	json: "the run's conversation (its steps and their messages), as the service answered it.",
	check(parsed) {
		const id = parsed.positional;
		return (ctx) => (0,inspect.show)(ctx, 'getRunConversation', { path: { runId: id } }, () => ctx.client.runs.conversation(id, (0,inspect.opts)(ctx)), (answer) => {
			const lines = [];
			const walk = (steps, depth) => {
				for (const step of steps) {
					lines.push(`${'  '.repeat(depth)}- ${(0,inspect.cell)(step.summary ?? step.description ?? step.id, 120)}`);
					for (const message of step.messages) {
						const text = message.content
							.map((block) => ('text' in block && typeof block.text === 'string' ? block.text : ''))
							.filter(Boolean)
							.join(' ');
						if (text)
							lines.push(`${'  '.repeat(depth + 1)}${message.role}: ${(0,inspect.cell)(text, 200)}`);
					}
					walk(step.steps, depth + 1);
				}
			};
			walk(answer.steps, 0);
			return lines.length ? `${lines.join('\n')}\n` : '(no steps)\n';
		});
	},
};
const timeline = {
	name: 'runs timeline',
	positional: RUN_ID,
	summary: "Show a run's lifecycle events.",
	flags: {},
	example: 'cloud-agent runs timeline 0f9c2e4a',
	json: "the run's lifecycle events (events), as the service answered them.",
	check(parsed) {
		const id = parsed.positional;
		return (ctx) => (0,inspect.show)(ctx, 'getRunTimeline', { path: { runId: id } }, () => ctx.client.runs.timeline(id, (0,inspect.opts)(ctx)), (answer) => (0,inspect.table)(answer.events, [
			['TIME', (e) => e.occurred_at],
			['EVENT', (e) => e.event_type],
		]));
	},
};
const transcript = {
	name: 'runs transcript',
	positional: RUN_ID,
	summary: "Download a run's transcript (to stdout, or -o); --json prints its signed URL.",
	flags: { output: { type: 'string', short: 'o', value: '<file>', help: 'Write it to this file.' } },
	example: 'cloud-agent runs transcript 0f9c2e4a -o transcript.json',
	json: '{"url": "..."}, the signed URL of the transcript, which is then downloaded only with -o.',
	fails: 'the file -o names could not be written',
	check(parsed) {
		const id = parsed.positional;
		const file = (0,inspect.outputOf)(parsed);
		return async (ctx) => {
			const { url } = await ctx.client.runs.transcript(id, (0,inspect.opts)(ctx));
			if (file !== undefined || !ctx.json)
				await (0,inspect.download)(ctx, url, file);
			if (ctx.json)
				ctx.write((0,inspect.jsonText)({ url }));
		};
	},
};
function sinceOf(parsed) {
	const value = (0,usage.AM)(parsed, 'since');
	if (value === undefined)
		return undefined;
	if (/^\d{4}-\d{2}-\d{2}T/i.test(value))
		return { time: Date.parse((0,values.Ly)('since', value)) };
	return { step: value };
}
function endOf(run) {
	if (!['FAILED', 'ERROR', 'CANCELLED'].includes(run.state))
		return undefined;
	const code = run.status_message?.error_code ? ` (${run.status_message.error_code})` : '';
	const message = run.status_message?.message ? `: ${run.status_message.message}` : '';
	return new outcome.Rz(`run ${run.run_id} ended ${run.state}${code}${message}`, 'run-failed');
}
const logs = {
	name: 'runs logs',
	positional: RUN_ID,
	summary: "Print a run's steps and lifecycle events, one line each, in order; --follow keeps printing until it ends.",
	flags: {
		follow: {
			type: 'boolean',
			short: 'f',
			help: 'Keep reading until the run ends (or waits for input), each new line printed once: its state every 3 s, its steps and events when it moves (at most every 5 s; less often while nothing moves, down to every 30 s). Ctrl-C stops following; the run goes on.',
		},
		since: {
			type: 'string',
			value: '<step-id|time>',
			help: 'Print only what came after this step (its id, as runs conversation --json shows it) or after this time (RFC 3339, e.g. 2026-11-27T06:00:00Z).',
		},
		'exit-status': {
			type: 'boolean',
			help: 'Exit as run would for the state the run ended in: 1 for FAILED, ERROR or CANCELLED, 0 for SUCCEEDED or BLOCKED; a run still going (without --follow) exits 0.',
		},
	},
	example: 'cloud-agent runs logs 0f9c2e4a --follow --exit-status',
	json: '{"type": "step"} (run_id, id, number, time, completed_at, title, detail, detail_cut), {"type": "event"} (run_id, id, kind, label, time, execution_id) and {"type": "run"} when its state or session link changes (run_id, time, state, session_link, status_message).',
	jsonLines: true,
	fails: 'with --exit-status, the run ended FAILED, ERROR or CANCELLED',
	check(parsed) {
		const id = parsed.positional;
		const since = sinceOf(parsed);
		const follow = parsed.flags.follow === true;
		const exitStatus = parsed.flags['exit-status'] === true;
		return async (ctx) => {
			const { followLogs } = await Promise.all([__webpack_require__.e(752), __webpack_require__.e(434), __webpack_require__.e(243), __webpack_require__.e(141), __webpack_require__.e(302)]).then(__webpack_require__.bind(__webpack_require__, 9585));
			const followed = await followLogs({
				client: ctx.client,
				runId: id,
				follow,
				since,
				redact: ctx.redact,
				signal: ctx.signal,
				warn: ctx.warn,
				emit: (record, previous) => {
					if (ctx.json)
						return ctx.write(`${(0,log.nl)(record)}\n`);
					for (const text of (0,log.qK)(record, previous))
						ctx.write(`${(0,log.Mu)(record.time, text)}\n`);
				},
			});
			const { run } = followed;
			if (followed.interrupted) {
				ctx.progress(`stopped following run ${id}; it goes on (cloud-agent runs logs ${id} --follow follows it again)`);
				return;
			}
			if (run?.state === 'BLOCKED')
				ctx.progress(`run ${id} waits for input: cloud-agent followup ${id} --message "..." answers it`);
			const ended = run && exitStatus ? endOf(run) : undefined;
			if (ended)
				throw ended;
		};
	},
};
const RUNS_COMMANDS = [runs_list, runs_get, conversation, timeline, transcript, logs];

;

const schedules_list = {
	name: 'schedules list',
	summary: 'List the scheduled agents.',
	flags: {},
	example: 'cloud-agent schedules list',
	json: 'the scheduled agents (schedules), as the service answered them.',
	check: () => (ctx) => (0,inspect.show)(ctx, 'listSchedules', {}, () => ctx.client.schedules.list((0,inspect.opts)(ctx)), (answer) => (0,inspect.table)(answer.schedules, [
		['ID', (r) => r.id],
		['NAME', (r) => r.name],
		['CRON', (r) => r.cron_schedule],
		['ENABLED', (r) => r.enabled],
	])),
};
const schedules_get = {
	name: 'schedules get',
	positional: { name: 'schedule-id' },
	summary: 'Show a scheduled agent.',
	flags: {},
	example: 'cloud-agent schedules get sch_1',
	json: 'the scheduled agent, as the service answered it.',
	check(parsed) {
		const id = parsed.positional;
		return (ctx) => (0,inspect.show)(ctx, 'getSchedule', { path: { scheduleId: id } }, () => ctx.client.schedules.get(id, (0,inspect.opts)(ctx)), (schedule) => (0,inspect.fields)({
			id: schedule.id,
			name: schedule.name,
			cron_schedule: schedule.cron_schedule,
			enabled: schedule.enabled,
			prompt: schedule.prompt,
			created_at: schedule.created_at,
			updated_at: schedule.updated_at,
			last_spawn_error: schedule.last_spawn_error,
		}));
	},
};
const SCHEDULES_COMMANDS = [schedules_list, schedules_get];

;



const PERIODS = (0,values.sm)()('day', 'week', 'month');
const MAX_RESULTS = 100;
function scorerId(parsed) {
	const id = parsed.positional;
	if (!/^\d+$/.test(id) || !Number.isSafeInteger(Number(id))) {
		throw new usage.eb(`<scorer-id> must be a whole number (cloud-agent scorers list shows them), got "${id}"`, '<scorer-id>');
	}
	return Number(id);
}
const SCORER_ID = { name: 'scorer-id' };
const percent = (rate) => (rate === null ? '-' : `${Math.round(rate * 1000) / 10}%`);
const scorers_list = {
	name: 'scorers list',
	summary: 'List the scorers.',
	flags: {
		factory: { type: 'string', value: '<uid>', help: 'Only scorers of this factory.' },
	},
	example: 'cloud-agent scorers list --factory fac_web',
	json: "the scorers (scorers), as the service answered them, another factory's scorers left out.",
	check(parsed) {
		const factory = (0,usage.AM)(parsed, 'factory');
		const query = factory ? { factory_uid: factory } : {};
		return async (ctx) => {
			const { answer, note } = (0,inspect.shown)(await ctx.client.scorers.list(query, (0,inspect.opts)(ctx)), 'scorer');
			(0,inspect.printListing)(ctx, answer, note, (noteLine) => (0,inspect.table)(answer.scorers, [
				['ID', (r) => r.id],
				['NAME', (r) => r.name],
				['FACTORY', (r) => r.factory_uid],
				['THRESHOLD', (r) => r.threshold],
				['PASS RATE', (r) => r.pass_rate_summary?.pass_rate],
			]) + noteLine);
		};
	},
};
const results = {
	name: 'scorers results',
	positional: SCORER_ID,
	summary: "List a scorer's results (its judge attempts).",
	flags: (0,inspect.pageFlags)('Results', MAX_RESULTS),
	example: 'cloud-agent scorers results 7 --all --json',
	json: "one page of the scorer's results (results, page_info), as the service answered it; with --all, every page's results in one document.",
	check(parsed) {
		const path = { scorer_id: scorerId(parsed) };
		const paging = (0,inspect.pagingOf)(parsed, MAX_RESULTS);
		return (ctx) => (0,inspect.paged)(ctx, paging, 'listScorerResults', (cursor) => ({ path, query: (0,inspect.pageQuery)(paging, cursor) }), (cursor) => ctx.client.call('listScorerResults', { path, query: (0,inspect.pageQuery)(paging, cursor) }, (0,inspect.opts)(ctx)), 'results', (answer) => (0,inspect.table)(answer.results, [
			['RUN', (r) => r.run_id],
			['STATUS', (r) => r.status],
			['CLASSIFICATION', (r) => r.classification],
			['SCORE', (r) => r.score],
			['ATTEMPTED', (r) => r.attempted_at],
		]));
	},
};
const passRate = {
	name: 'scorers pass-rate',
	positional: SCORER_ID,
	summary: "A scorer's pass rate over time.",
	flags: {
		start: {
			type: 'string',
			value: '<time>',
			help: 'From this ISO 8601 date and time (default: 30 days before --end).',
		},
		end: { type: 'string', value: '<time>', help: 'Up to this ISO 8601 date and time (default: now).' },
		'group-by': {
			type: 'string',
			value: '<period>',
			help: `Period of each point: ${(0,values.A3)(PERIODS)} (default day).`,
		},
	},
	example: 'cloud-agent scorers pass-rate 7 --group-by week',
	json: 'the pass rate over the window and its series (pass_rate, pass_count, fail_count, series), as the service answered them.',
	check(parsed) {
		const scorer = scorerId(parsed);
		const start = (0,usage.AM)(parsed, 'start');
		const end = (0,usage.AM)(parsed, 'end');
		const groupBy = (0,usage.AM)(parsed, 'group-by');
		const query = {
			...(start !== undefined ? { start_date: (0,values.Ly)('start', start) } : {}),
			...(end !== undefined ? { end_date: (0,values.Ly)('end', end) } : {}),
			...(groupBy !== undefined ? { group_by_period: (0,values.yL)('group-by', groupBy, PERIODS) } : {}),
		};
		if (query.start_date && query.end_date && query.start_date >= query.end_date) {
			throw new usage.eb(`--start must be before --end, got ${start} and ${end}`, '--start');
		}
		return (ctx) => (0,inspect.show)(ctx, 'getScorerPassRate', { path: { scorer_id: scorer }, query }, () => ctx.client.scorers.passRate(scorer, query, (0,inspect.opts)(ctx)), (answer) => `pass rate ${percent(answer.pass_rate)} (${answer.pass_count} passed, ${answer.fail_count} failed) from ${(0,inspect.cell)(answer.start_date)} to ${(0,inspect.cell)(answer.end_date)}\n` +
			(0,inspect.table)(answer.series, [
				['PERIOD', (r) => r.period_start],
				['PASSED', (r) => r.pass_count],
				['FAILED', (r) => r.fail_count],
				['RATE', (r) => percent(r.pass_rate)],
			]));
	},
};
const SCORERS_COMMANDS = [scorers_list, results, passRate];

;






const INSPECTION_COMMANDS = [
	...RUNS_COMMANDS,
	...ARTIFACTS_COMMANDS,
	...CATALOG_COMMANDS,
	...SCHEDULES_COMMANDS,
	...FACTORIES_COMMANDS,
	...SCORERS_COMMANDS,
];

;

const GLOBAL_FLAGS = {
	help: { type: 'boolean', short: 'h', help: 'Show the help of the command and exit.' },
	json: {
		type: 'boolean',
		help: "Print one JSON document on stdout and nothing else: the service's answer, or for the action's commands (run, dispatch, followup, approve, cancel, gate, settle, schedules plan|apply, report, review) their outputs, typed and keyed in snake_case (run_id); a failure adds outcome and error. Each command's --help names the JSON Schema of its document.",
	},
	quiet: { type: 'boolean', short: 'q', help: 'Print no progress on stderr; errors still go there.' },
	verbose: {
		type: 'boolean',
		short: 'v',
		help: 'Also log each request (method, path, status, time) and each retry on stderr; never the key or a query.',
	},
	'no-color': {
		type: 'boolean',
		help: 'No colours or bold (also when NO_COLOR is set; none on a stream that is not a terminal).',
	},
	'base-url': {
		type: 'string',
		input: 'base-url',
		value: '<url>',
		help: 'The service, e.g. https://app.warp.dev/api/v1 (else CLOUD_AGENT_BASE_URL, else the config file).',
	},
};
const RAW = {
	type: 'boolean',
	help: 'Print the report as markdown on a terminal too (there it is shown as text: headings, lists and tables laid out, links with their URL); piped or redirected, it is markdown already.',
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
	'max-credits': {
		type: 'string',
		input: 'max-credits',
		value: '<credits>',
		help: 'Cancel the run when the credits it uses (since the follow-up, for followup) pass this budget: exit 1.',
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
		help: "Write the run's report (what stdout shows people) as markdown to this file.",
	},
	raw: RAW,
};
const RESULT_FLAGS = {
	'output-schema': {
		type: 'string',
		input: 'output-schema',
		value: '<file|json>',
		help: 'Ask for a result this JSON Schema describes: inline JSON (a value starting with {), else a file (JSON or YAML) read as given, or a shipped schema (verdict, triage). A result that does not match gets a repair follow-up, then exit 1 (schema-invalid).',
	},
	'output-schema-retries': {
		type: 'string',
		input: 'output-schema-retries',
		value: '<n>',
		help: 'Repair follow-ups for a result that does not match its schema (default 1; 0: none).',
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
const RUN_REPO = {
	type: 'string',
	value: '<owner/repo>',
	help: 'The project the run is for (e.g. acme/app or group/sub/app), recorded on it so that cloud-agent settle --repo finds it. In a CI that names its project, that one by default; from a terminal, none unless given.',
};
const ENVIRONMENT = {
	type: 'string',
	input: 'environment-id',
	value: '<id>',
	help: 'The environment (22 letters and digits) the agent works in.',
};
const MODEL = {
	type: 'string',
	input: 'model-id',
	value: '<id>',
	help: 'The model, e.g. claude-4-5-sonnet.',
};
const spec_RUN_ID = { name: 'run-id', input: 'run-id' };
const FOLLOWS = {
	timesOut: true,
	succeeds: 'the run succeeded, waits for input (BLOCKED) or goes on (--no-wait, --detach-after); with --no-fail-on-run-failure, however it ended',
	fails: 'the run ended FAILED, ERROR or CANCELLED, went over --max-credits, or its result did not match --output-schema',
};
const RUN_OUTPUTS_JSON = 'the outputs, run_id, state, session_link, conversation_id, pull_request_urls (a list), artifacts (a list, as the service reports them), comment_url (null here), summary (the answer), detached and plan_ready (true or false), model (the resolved one, else the one asked for) and credits (a number: used so far, at most 2 decimals)';
const RUN_JSON = `${RUN_OUTPUTS_JSON}, result (with --output-schema, the validated result as JSON) and result_file, each null while not known; on a failure also outcome (run-failed, schema-invalid, timeout, service, interrupted, usage, error) and error, with run_id as soon as the run exists.`;
const CANCEL_JSON = `${RUN_OUTPUTS_JSON}, each null while not known; on a failure also outcome (run-failed, timeout, service, interrupted, usage, error) and error, with run_id as soon as the run exists.`;
const ACTION_COMMANDS = [
	{
		name: 'run',
		action: 'run',
		...FOLLOWS,
		json: RUN_JSON,
		summary: 'Start a run of the agent, follow it to its end and report.',
		flags: {
			...PROMPT_FLAGS,
			skill: {
				type: 'string',
				input: 'skill',
				value: '<owner/repo:skill>',
				help: 'A skill to run as the base prompt.',
			},
			environment: ENVIRONMENT,
			model: MODEL,
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
			plan: {
				type: 'boolean',
				input: 'plan-first',
				help: 'Plan first: the agent proposes a plan and changes nothing; the plan is printed, exit 0. Then: cloud-agent approve <run-id>.',
			},
			repo: RUN_REPO,
			...RESULT_FLAGS,
			...FOLLOW_FLAGS,
		},
		example: 'cloud-agent run --prompt "Fix the flaky test in api/" --timeout 45 --markdown report.md',
	},
	{
		name: 'dispatch',
		action: 'dispatch',
		...FOLLOWS,
		json: RUN_JSON,
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
			repo: RUN_REPO,
			...RESULT_FLAGS,
			...FOLLOW_FLAGS,
		},
		example: 'cloud-agent dispatch --factory fac_web --ticket-ref jira:APP-12 --prompt-file task.md',
	},
	{
		name: 'followup',
		action: 'followup',
		...FOLLOWS,
		json: RUN_JSON,
		positional: spec_RUN_ID,
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
			plan: {
				type: 'boolean',
				input: 'followup-mode',
				sets: 'plan',
				help: 'Send it in plan mode: the agent proposes (or revises) a plan and changes nothing until it is approved.',
			},
			...RESULT_FLAGS,
			...FOLLOW_FLAGS,
		},
		example: 'cloud-agent followup 0f9c2e4a --message "Also update the changelog"',
	},
	{
		name: 'approve',
		action: 'followup',
		...FOLLOWS,
		fixed: { 'followup-mode': 'approve' },
		json: RUN_JSON,
		positional: spec_RUN_ID,
		summary: 'Carry out the plan a run proposed (exit 2, nothing sent, when it left none or it was carried out already) and follow it to its end.',
		flags: {
			message: {
				type: 'string',
				input: 'message',
				short: 'm',
				value: '<text>',
				help: 'Words sent along with the approval (optional).',
			},
			...RESULT_FLAGS,
			...FOLLOW_FLAGS,
		},
		example: 'cloud-agent approve 0f9c2e4a --message "Keep the old API"',
	},
	{
		name: 'cancel',
		action: 'cancel',
		succeeds: 'the run stopped (or had ended already)',
		fails: 'the run was not seen to stop within 15 s, or it cannot be cancelled',
		json: CANCEL_JSON,
		positional: spec_RUN_ID,
		summary: 'Cancel a run and wait (up to 15 s) to see it stop.',
		flags: {},
		example: 'cloud-agent cancel 0f9c2e4a',
	},
	{
		name: 'gate',
		action: 'gate',
		succeeds: 'the gate passed, or had nothing to judge; with --no-fail-on-gate, whatever it found',
		fails: 'the gate failed, or the --junit file could not be written',
		json: 'the outputs, conclusion, pass_rate (0 to 1), passed, failed, check_run_url, results (each run and scorer: run_id, scorer_id, scorer, classification, score, threshold, verdict, session_link), regressions (the failed judgements, worst first), delta_points, cases_passed and cases_total, each null while not known; on a failure also outcome (gate-failed, service, usage, error) and error.',
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
				help: "The score a verdict needs, e.g. 0.7 or 70% (default: each scorer's own; not with --max-drop-points).",
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
			'window-days': {
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
			'max-drop-points': {
				type: 'string',
				input: 'max-drop-points',
				value: '<points>',
				help: "Fail when a scorer's pass rate here is more than this many points below its rate over the window without the runs judged here (default: shown only).",
			},
			'fail-on-gate': {
				type: 'boolean',
				input: 'fail-on-gate',
				negatable: true,
				help: 'Exit 1 when the gate fails (default); --no-fail-on-gate exits 0.',
			},
			benchmarks: {
				type: 'boolean',
				input: 'benchmarks',
				help: 'Run the cases of the benchmarks file, each its repeat times, and judge their attempts; a case passes at repeat-min-pass passes.',
			},
			'benchmarks-file': {
				type: 'string',
				input: 'benchmarks-file',
				value: '<path>',
				help: 'The benchmark cases, a path from the working directory (default .github/cloud-agent-benchmarks.yml).',
			},
			'benchmark-concurrency': {
				type: 'string',
				input: 'benchmark-concurrency',
				value: '<n>',
				help: 'At most this many attempts at once, a wave (default 3).',
			},
			'max-credits': {
				type: 'string',
				input: 'max-credits',
				value: '<credits>',
				help: 'The credits every attempt of the benchmarks may use in all: no wave starts that would pass it, attempts in flight are cancelled once it is passed, exit 1.',
			},
			timeout: {
				type: 'string',
				input: 'timeout-minutes',
				value: '<minutes>',
				help: 'How long the attempts of the benchmarks may take in all (default 30); those still going then are cancelled, exit 1.',
			},
			'head-sha': {
				type: 'string',
				input: 'head-sha',
				value: '<sha>',
				help: "The commit the attempts of the benchmarks are told to work on (default: the CI's commit).",
			},
			junit: {
				type: 'string',
				value: '<file>',
				help: "Write JUnit XML: one test case per run and scorer, a failure carrying the score, the threshold and the judge's reason.",
			},
			markdown: {
				type: 'string',
				value: '<file>',
				help: "Write the gate's report (what stdout shows people) as markdown.",
			},
			raw: RAW,
		},
		example: 'cloud-agent gate --run-ids 0f9c2e4a,7d1b3c5e --factory fac_web --junit report.xml',
		renamed: { window: 'window-days' },
	},
	{
		name: 'settle',
		action: 'settle',
		fails: 'a run went over the budget (--max-credits) of the command that started it, or its result did not match its schema',
		json: 'the outputs, settled (how many) and results (each run looked at: run_id, state, thread, comment_url, action, detail, over_budget when it went over its budget, result when its step asked for one: valid, invalid, repair-asked or unavailable), each null while not known; on a failure also outcome (schema-invalid when a result does not match its schema) and error.',
		summary: "Finish runs this CI project's jobs left going (--no-wait, --detach-after); cancel those past their deadline.",
		flags: {
			'window-minutes': {
				type: 'string',
				input: 'settle-window-minutes',
				value: '<minutes>',
				help: 'Look at runs updated within this many minutes (default 1440).',
			},
			repo: {
				type: 'string',
				value: '<owner/repo>',
				help: "Settle the runs of this project (the path the runs were started from, e.g. acme/app or group/sub/app). Required outside a CI that names its project; in one, it defaults to the CI's project.",
			},
			since: {
				type: 'string',
				value: '<time>',
				help: 'When the last settle that completed started (ISO 8601, e.g. 2026-11-27T06:00:00Z): the runs that stopped before it (less 10 minutes for clock skew) and are unchanged since are not read again. Default: every run in the window is looked at.',
			},
			markdown: { type: 'string', value: '<file>', help: 'Write the list of runs looked at as markdown.' },
			raw: RAW,
		},
		example: 'cloud-agent settle --repo acme/app --window-minutes 720',
		renamed: { window: 'window-minutes' },
	},
	schedulesCommand('plan', 'Show what applying the schedules file would change on the service; change nothing.'),
	schedulesCommand('apply', "Make the service's schedules of this project what the schedules file says (create, update, pause; delete with --prune)."),
	{
		name: 'report',
		action: 'report',
		json: 'the outputs, runs, success_rate (0 to 1), total_credits and figures (since, until, days, runs, states, ended, succeeded, failed, cancelled, going, success_rate, credits, duration_ms, failure_codes, other_failures, costliest, per_day, previous, repository, factory, scorers, requests, undated, schedules), each null while not known; on a failure also outcome and error.',
		summary: "The picture of the last days: this project's runs by state, success rate, credits, durations, failure codes and scorer pass rates.",
		flags: {
			days: {
				type: 'string',
				input: 'report-days',
				value: '<days>',
				help: 'Count the runs created within this many days (default 7, at most 90).',
			},
			repo: {
				type: 'string',
				value: '<owner/repo>',
				help: "The project whose runs are counted (those the action or this command started for it). Required outside a CI that names its project, unless --all; in one, it defaults to the CI's project.",
			},
			all: {
				type: 'boolean',
				help: "Count every run of the team, whoever started it, not only one project's.",
			},
			factory: {
				type: 'string',
				input: 'factory',
				value: '<uid>',
				help: 'Also show the pass rate of each scorer of this factory over the days.',
			},
			markdown: { type: 'string', value: '<file>', help: 'Write the report as markdown to this file.' },
			raw: RAW,
		},
		example: 'cloud-agent report --repo acme/app --days 7 --factory fac_web',
	},
	{
		name: 'review',
		action: 'review',
		timesOut: true,
		succeeds: 'the review was printed, with findings or none (a finding fails only its test case in the --junit file)',
		fails: "the review's run ended FAILED, ERROR or CANCELLED, went over --max-credits, or its result did not match the review's schema",
		json: `${RUN_OUTPUTS_JSON}, result (the agent's review, valid against schemas/results/review.schema.json) and result_file, review_url (null: nothing is posted), reviewed_head, verdict (correct or needs-changes), findings (a list: path, line, start_line, side, severity, title, body, suggestion, confidence; less those open on a thread of the action's review or declined there), findings_count and check_run_url (null), each null while not known; on a failure also outcome (run-failed, schema-invalid, timeout, service, interrupted, usage, error) and error.`,
		summary: "Review a GitHub pull request's head with the agent and print its findings (markdown, --json, --junit); post nothing.",
		flags: {
			pr: {
				type: 'string',
				value: '<number>',
				help: 'The pull request to review (required). GitHub is read with GITHUB_TOKEN (or GH_TOKEN), at GITHUB_API_URL and GITHUB_GRAPHQL_URL when set.',
			},
			repo: {
				type: 'string',
				value: '<owner/repo>',
				help: "The pull request's GitHub repository (required, but in GitHub Actions: the job's).",
			},
			prompt: {
				type: 'string',
				input: 'prompt',
				short: 'p',
				value: '<text>',
				help: 'What to look for, instead of the default instructions of a review.',
			},
			environment: ENVIRONMENT,
			model: MODEL,
			'review-max-comments': {
				type: 'string',
				input: 'review-max-comments',
				value: '<n>',
				help: 'The most findings the action would post inline (default 10); the rest are listed.',
			},
			'review-min-severity': {
				type: 'string',
				input: 'review-min-severity',
				value: '<severity>',
				help: 'Findings below it (critical, important, suggestion, nit; default nit) are listed, not inline.',
			},
			'review-fail-on': {
				type: 'string',
				input: 'review-fail-on',
				value: '<none|critical|important>',
				help: 'A finding at or above it is a failed test case in the --junit file (default none: every case passes).',
			},
			'review-ignore': {
				type: 'string',
				input: 'review-ignore',
				multiple: true,
				value: '<globs>',
				help: 'Glob patterns (commas or repeated): a pull request whose every changed file matches one is not reviewed (default: lock files, minified and generated files, images, logs).',
			},
			'review-rules-from': {
				type: 'string',
				input: 'review-rules-from',
				value: '<base|head>',
				help: 'Read the rule files (REVIEW.md, AGENTS.md, CLAUDE.md, .github/copilot-instructions.md) at the base (default) or the head.',
			},
			junit: {
				type: 'string',
				value: '<file>',
				help: 'Write JUnit XML: one test case per finding, a failure at or above --review-fail-on.',
			},
			'output-schema-retries': RESULT_FLAGS['output-schema-retries'],
			timeout: FOLLOW_FLAGS.timeout,
			'progress-interval': FOLLOW_FLAGS['progress-interval'],
			'max-credits': FOLLOW_FLAGS['max-credits'],
			'fail-on-run-failure': FOLLOW_FLAGS['fail-on-run-failure'],
			'cancel-on-interrupt': FOLLOW_FLAGS['cancel-on-interrupt'],
			markdown: {
				type: 'string',
				value: '<file>',
				help: 'Write the review (what stdout shows people) as markdown to this file.',
			},
			raw: RAW,
		},
		example: 'cloud-agent review --repo acme/app --pr 42 --junit review.xml --review-fail-on important',
	},
];
const EVERY_COMMAND_SPECIFIED = true;
function schedulesCommand(mode, summary) {
	return {
		name: `schedules ${mode}`,
		action: 'schedules',
		...(mode === 'plan'
			? {
				fails: 'drift: in a CI job that builds the default branch, the service differs from the schedules file',
			}
			: {}),
		fixed: { mode },
		summary,
		flags: {
			file: {
				type: 'string',
				input: 'schedules-file',
				value: '<path>',
				help: 'The schedules file, inside the current folder (default .github/cloud-agents.yml).',
			},
			prune: {
				type: 'boolean',
				input: 'prune',
				help: "Also delete this project's schedules the file no longer lists (default: only said).",
			},
			repo: {
				type: 'string',
				value: '<owner/repo>',
				help: "The project the schedules belong to (they are found again by it). Required outside a CI that names its project; in one, it defaults to the CI's project.",
			},
			'default-branch': {
				type: 'string',
				value: '<branch>',
				help: "The project's default branch, where the CI does not say it (Azure Pipelines, Jenkins, CircleCI, GitHub Actions): in a CI, apply runs only in a job that builds it, and a plan there that finds changes is drift.",
			},
			markdown: {
				type: 'string',
				value: '<file>',
				help: 'Write the plan (or what was applied) as markdown.',
			},
			raw: RAW,
		},
		example: `cloud-agent schedules ${mode} --repo acme/app --file .github/cloud-agents.yml`,
		json: 'the outputs, changes (how many) and plan (repository, file, changes, items: action, name, id, cron, enabled, next_run, changes: field, old, new), each null while not known; on a failure also outcome and error.',
	};
}
const COMMAND_SPECS = [...ACTION_COMMANDS, ...INSPECTION_COMMANDS];
const EXIT = {
	ok: 0,
	failed: 1,
	usage: 2,
	service: 3,
	timeout: 4,
	interrupted: 130,
};
function exitCodes(spec) {
	const flags = spec.flags;
	return [
		{ code: EXIT.ok, meaning: spec.succeeds ? `success: ${spec.succeeds}` : 'success' },
		...(spec.fails ? [{ code: EXIT.failed, meaning: spec.fails }] : []),
		{
			code: EXIT.usage,
			meaning: `usage error: a wrong flag, argument or configuration${spec.name === 'approve' ? ', or no plan waits for approval' : ''} (no request made)`,
		},
		{
			code: EXIT.service,
			meaning: `the service answered an error or could not be reached${'output' in flags ? ', or the download failed' : ''}`,
		},
		...(spec.timesOut ? [{ code: EXIT.timeout, meaning: 'the run did not end within --timeout' }] : []),
		{
			code: EXIT.interrupted,
			meaning: `interrupted (Ctrl-C, SIGTERM)${'cancel-on-interrupt' in flags ? '; the run is cancelled unless --no-cancel-on-interrupt' : ''}`,
		},
	];
}
function commandSpec(name) {
	return COMMAND_SPECS.find((c) => c.name === name);
}
function verbsOf(group) {
	return COMMAND_SPECS.filter((c) => c.name.startsWith(`${group} `)).map((c) => c.name.slice(group.length + 1));
}


}),

7485:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	AM: () => (stringFlag),
	eb: () => (UsageError),
	v6: () => (listFlag)
});
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4189);

class UsageError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_0__.Rz {
	flag;
	constructor(message, flag) {
		super(message, 'usage');
		this.flag = flag;
	}
}
function stringFlag(parsed, name) {
	const value = parsed.flags[name];
	if (typeof value === 'boolean')
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


}),

1030:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	A3: () => (orList),
	Ly: () => (isoTime),
	i9: () => (outputFile),
	rD: () => (wholeNumber),
	sm: () => (valuesOf),
	uR: () => (uuid),
	yL: () => (oneOf)
});
var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
var node_fs__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
var node_path__WEBPACK_IMPORTED_MODULE_1___default =__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
var _usage_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7485);



function valuesOf() {
	return (...values) => [...values];
}
function orList(values) {
	return values.length < 2 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}
function oneOf(flag, value, allowed) {
	const found = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
	if (found === undefined) {
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`--${flag} must be ${orList(allowed)}, got "${value}"`, `--${flag}`);
	}
	return found;
}
function wholeNumber(flag, value, min, max) {
	const n = Number(value);
	if (!/^\d+$/.test(value) || n < min || n > max) {
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`--${flag} must be a whole number from ${min} to ${max}, got "${value}"`, `--${flag}`);
	}
	return n;
}
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;
function isoTime(flag, value) {
	const parts = ISO_TIME.exec(value);
	const at = Date.parse(value);
	const month = parts && new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))).getUTCMonth();
	if (!parts || month !== Number(parts[2]) - 1 || Number.isNaN(at)) {
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`--${flag} takes an ISO 8601 date and time such as 2026-11-27T06:00:00Z, got "${value}"`, `--${flag}`);
	}
	return new Date(at).toISOString();
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function uuid(argument, value) {
	if (!UUID.test(value)) {
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`<${argument}> must be a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6, got "${value}"`, `<${argument}>`);
	}
	return value;
}
function outputFile(flag, path) {
	if (path === undefined)
		return undefined;
	const isFolder = (p) => {
		try {
			return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isDirectory();
		}
		catch {
			return false;
		}
	};
	if (isFolder(path)) {
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`--${flag} ${path} is a folder; give the name of a file to write`, `--${flag}`);
	}
	const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
	if (!isFolder(folder)) {
		throw new _usage_js__WEBPACK_IMPORTED_MODULE_2__.eb(`--${flag} ${path}: the folder ${folder} does not exist`, `--${flag}`);
	}
	return path;
}


}),

240:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
	attemptLine: () => (attemptLine),
	requestLog: () => (requestLog),
	retryLine: () => (retryLine)
});
function attemptLine(event) {
	const end = event.status !== undefined ? `HTTP ${event.status}` : `no answer (${event.error})`;
	const attempt = event.attempt > 0 ? ` (attempt ${event.attempt + 1})` : '';
	return `${event.method} ${event.path}: ${end} in ${Math.round(event.ms)} ms${attempt}`;
}
function retryLine(event) {
	return `retrying ${event.operation} in ${event.delayMs} ms (attempt ${event.attempt + 1}): ${event.reason}`;
}
function requestLog(log) {
	return {
		onAttempt: (event) => log(attemptLine(event)),
		onRetry: (event) => log(retryLine(event)),
	};
}


}),

2708:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
	CliHost: () => (CliHost),
	stamp: () => (stamp),
	terminalSafe: () => (terminalSafe)
});
var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
var node_fs__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
var _shared_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8932);
var _render_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7986);



const terminalSafe = _render_log_js__WEBPACK_IMPORTED_MODULE_2__.$Y;
const paint = (color, code, text) => color ? `\u001b[${code}m${text}\u001b[0m` : text;
function stamp(ms) {
	const s = ms / 1000;
	if (s < 60)
		return `[${s.toFixed(1).padStart(6)}s]`;
	const m = Math.floor(s / 60);
	return `[${String(m).padStart(3)}m${String(Math.floor(s % 60)).padStart(2, '0')}s]`;
}
class CliHost {
	redactor = new _shared_redact_js__WEBPACK_IMPORTED_MODULE_1__.pO();
	outputs = {};
	summaries = [];
	failure;
	words;
	options;
	saved = new Map();
	constructor(options) {
		this.options = options;
		this.words = options.words;
	}
	input(name, options) {
		const value = this.options.inputs[name] ?? '';
		return options?.trim === false ? value : value.trim();
	}
	secret(value, kind) {
		if (value !== '')
			this.redactor.add(value, kind);
	}
	redact(text) {
		return this.redactor.redact(text);
	}
	line(prefix, message) {
		const { options } = this;
		const text = (0,_render_log_js__WEBPACK_IMPORTED_MODULE_2__.Kw)(this.redact(terminalSafe(message)));
		options.write(`${paint(options.color, '2', stamp(options.elapsed()))} ${prefix}${text}\n`);
	}
	log = {
		info: (message) => {
			if (!this.options.quiet)
				this.line('', message);
		},
		group: (title, _detail) => {
			if (!this.options.quiet)
				this.line('', title.replace(/\s+/g, ' ').trim());
		},
		stamped: true,
		warning: (message) => {
			this.line(paint(this.options.color, '33', 'warning: '), message);
		},
	};
	state = {
		save: (name, value) => void this.saved.set(name, value),
		load: (name) => this.saved.get(name) ?? '',
	};
	output(name, value) {
		this.outputs[name] = this.redact(value);
	}
	async summary(markdown) {
		const text = this.redact(markdown);
		this.summaries.push(text);
		const file = this.options.markdown;
		if (file && this.summaries.length === 1)
			(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, `${text}\n`);
		else if (file)
			(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${text}\n`);
	}
	fail(message) {
		this.failure = this.redact(message);
	}
}


})

};

//# sourceMappingURL=972.index.js.map