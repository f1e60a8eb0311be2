export const id = 46;
export const ids = [46];
export const modules = {

9834:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  p: () => (deriveMarkerKey)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

function deriveMarkerKey(apiKey) {
  return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createSecretKey)((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', apiKey.trim()).update('cloud-agent-action marker v2').digest());
}


}),

3544:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  R: () => (OutcomeError)
});
class OutcomeError extends Error {
  outcome;
  constructor(message, outcome) {
    super(message);
    this.outcome = outcome;
  }
}


}),

3475:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  JZ: () => (mcpServerProblem),
  KP: () => (environmentIdProblem),
  Xz: () => (skillProblem),
  vB: () => (repositoryPathProblem),
  zJ: () => (NAMED_CONFIG)
});
var _client_validate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5989);


const OWNER = '[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}';
const REPO = '[A-Za-z0-9._-]{1,100}';
const SEGMENT = '(?!\\.\\.?/)[A-Za-z0-9._-]+';
const SKILL_SPEC = new RegExp(`^${OWNER}/${REPO}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:${SEGMENT}/)*SKILL\\.md)$`);
function skillProblem(value) {
  if (SKILL_SPEC.test(value))
    return undefined;
  return `"${value}" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md, e.g. acme/skills:code-review`;
}
function environmentIdProblem(value) {
  if (typeof value === 'string' && _client_validate_js__WEBPACK_IMPORTED_MODULE_0__.Wr.test(value))
    return undefined;
  const why = typeof value === 'string' && value.length !== 22
    ? `has ${value.length} characters`
    : 'is not an environment id';
  return `"${String(value)}" ${why}: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`;
}
const MCP_SERVER_KINDS = ['warp_id', 'command', 'url'];
const KINDS = `${MCP_SERVER_KINDS.slice(0, -1).join(', ')} or ${MCP_SERVER_KINDS.at(-1)}`;
function mcpServerProblem(config) {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    return 'must be an object such as {"warp_id": "..."} or {"url": "..."}';
  }
  const kinds = MCP_SERVER_KINDS.filter((kind) => Object.hasOwn(config, kind));
  return kinds.length === 1 ? undefined : `needs exactly one of ${KINDS}`;
}
function repositoryPathProblem(path) {
  if (!/^[\\/]|^[A-Za-z]:/.test(path) && !path.split(/[\\/]/).includes('..'))
    return undefined;
  return `"${path}" must be a path inside the repository, from its root`;
}
const NAMED_CONFIG = {
  skill: 'skill_spec',
  'environment-id': 'environment_id',
  'model-id': 'model_id',
  'base-prompt': 'base_prompt',
  'mcp-servers': 'mcp_servers',
};


}),

8422:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  HA: () => (defaultOf),
  Ko: () => (readInputs),
  _J: () => (readPostInputs),
  dz: () => (InputError)
});
var _client_transport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4563);
var _flow_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6663);
var _flow_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3475);



const COMMANDS = [
  'run',
  'dispatch',
  'followup',
  'cancel',
  'gate',
  'settle',
  'schedules',
  'report',
];
const STARTING = ['run', 'dispatch'];
const FOLLOWING = ['run', 'dispatch', 'followup'];
class InputError extends Error {
  input;
  reason;
  #worded;
  constructor(input, message) {
    const worded = typeof message === 'string' ? () => message : message;
    const reason = worded((name) => `\`${name}\``);
    super(`Input "${input}": ${reason}`);
    this.input = input;
    this.reason = reason;
    this.#worded = worded;
  }
  reasonIn(name) {
    return this.#worded(name);
  }
}
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
const ruled = (rule) => (value, name) => {
  const problem = rule(value);
  if (problem !== undefined)
    throw new InputError(name, problem);
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
    return (0,_client_transport_js__WEBPACK_IMPORTED_MODULE_0__.Q2)(value).href.replace(/\/$/, '');
  }
  catch (err) {
    throw new InputError(name, err.message.replace(/^base-url: /, ''));
  }
};
const minutes = (max) => (value, name) => {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0) || (max !== undefined && n > max)) {
    const most = max === undefined ? '' : ` and at most ${max}`;
    throw new InputError(name, `must be a number of minutes above 0${most}, got "${value}"`);
  }
  return n;
};
const creditsBudget = (value, name) => {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0) || n > 1_000_000) {
    throw new InputError(name, `must be a number of credits above 0 (at most 1000000), such as 25 or 12.5, got "${value}"`);
  }
  return n;
};
const points = (value, name) => {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || n > 100) {
    throw new InputError(name, `must be a number of percentage points from 0 to 100, e.g. 5 or 2.5, got "${value}"`);
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
    const problem = (0,_flow_rules_js__WEBPACK_IMPORTED_MODULE_2__.JZ)(config);
    if (problem !== undefined)
      throw new InputError(name, `server "${server}" ${problem}`);
  }
  return servers;
};
const agentConfig = (value, name) => {
  const config = jsonObject(value, name);
  const problem = config?.environment_id === undefined ? undefined : (0,_flow_rules_js__WEBPACK_IMPORTED_MODULE_2__.KP)(config.environment_id);
  if (problem !== undefined)
    throw new InputError(name, `environment_id ${problem}`);
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
const checkName = (value, name) => {
  if (value.length > 100)
    throw new InputError(name, 'is at most 100 characters');
  return value;
};
const REPORT_MAX_DAYS = 90;
const def = (commands, fallback, parse) => ({
  commands,
  default: fallback,
  parse,
});
const TABLE = {
  command: def('all', 'run', command),
  'api-key': def('all', '', text),
  'base-url': def('all', _client_transport_js__WEBPACK_IMPORTED_MODULE_0__.Ql, baseUrl),
  'github-token': def('all', '${{ github.token }}', text),
  redact: def('all', '', text),
  prompt: def(STARTING, '', text),
  title: def(STARTING, '', optional()),
  skill: def(['run'], '', optional(ruled(_flow_rules_js__WEBPACK_IMPORTED_MODULE_2__.Xz))),
  'environment-id': def(['run'], '', optional(ruled(_flow_rules_js__WEBPACK_IMPORTED_MODULE_2__.KP))),
  'model-id': def(['run'], '', optional()),
  'base-prompt': def(['run'], '', optional()),
  'mcp-servers': def(['run'], '', mcpServers),
  'agent-config': def(['run'], '', agentConfig),
  'agent-identity': def(['run'], '', optional(matching(AGENT_IDENTITY_UID, (v) => `"${v}" is not an agent identity uid: 1 to 64 letters, digits, "-" and "_" (the uid the service shows for the identity)`))),
  'include-context': def(STARTING, 'true', bool),
  'idempotency-key': def(STARTING, '', optional()),
  factory: def(['dispatch', 'gate', 'report'], '', optional(matching(FACTORY_UID, (v) => `"${v}" is not a factory UID (letters, digits, "-" and "_")`))),
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
  'plan-first': def(['run'], 'false', bool),
  'plan-approvers': def(STARTING, 'allowed', oneOf(['allowed', 'not-requester'])),
  'run-id': def(['followup', 'cancel'], '', optional(matching(RUN_ID, (v) => `"${v}" is not a run id`))),
  message: def(['followup'], '', text),
  'followup-mode': def(['followup'], 'normal', oneOf(['normal', 'plan', 'approve'])),
  wait: def(FOLLOWING, 'true', bool),
  'timeout-minutes': def(FOLLOWING, '30', minutes(360)),
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
  'max-drop-points': def(['gate'], '', optional(points)),
  'fail-on-run-failure': def(FOLLOWING, 'true', bool),
  'cancel-on-abort': def(FOLLOWING, 'true', bool),
  'detach-after-minutes': def(FOLLOWING, '', optional(minutes())),
  'progress-interval-seconds': def(FOLLOWING, '30', progressSeconds),
  'max-credits': def(FOLLOWING, '', optional(creditsBudget)),
  'settle-window-minutes': def(['settle'], '1440', wholeNumber(1, 43_200)),
  mode: def(['schedules'], '', optional(oneOf(['plan', 'apply']))),
  prune: def(['schedules'], 'false', bool),
  'schedules-file': def(['schedules'], '.github/cloud-agents.yml', ruled(_flow_rules_js__WEBPACK_IMPORTED_MODULE_2__.vB)),
  'on-drift': def(['schedules'], 'fail', oneOf(['fail', 'warn'])),
  'report-days': def(['report'], '7', wholeNumber(1, REPORT_MAX_DAYS)),
  'report-issue': def(['report'], '', optional(wholeNumber(1, 1e9))),
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
  const key = source.input('api-key');
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
    if (text.length < _flow_redact_js__WEBPACK_IMPORTED_MODULE_1__.vb) {
      throw new InputError('redact', `line ${line} has fewer than ${_flow_redact_js__WEBPACK_IMPORTED_MODULE_1__.vb} characters: too short to remove without cutting ordinary words out of the text; give the whole secret or drop the line`);
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
    maxCredits: read('max-credits'),
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
      planFirst: read('plan-first'),
    },
    conversation: {
      triggerPhrase: read('trigger-phrase'),
      allowedPermissions: read('allowed-permissions'),
      allowedBots: read('allowed-bots'),
      allowUntrustedAuthors: read('allow-untrusted-authors'),
      replyToRefused: read('reply-to-refused'),
      planApprovers: read('plan-approvers'),
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
  const threshold = read('threshold');
  const maxDropPoints = read('max-drop-points');
  if (threshold !== undefined && maxDropPoints !== undefined) {
    throw new InputError('threshold', (name) => `cannot be used with ${name('max-drop-points')}: the service counts each scorer's pass rate over the window at the scorer's own threshold, so verdicts at another threshold cannot be held against it. Leave out ${name('threshold')} to compare with the norm, or ${name('max-drop-points')} to judge at your own threshold`);
  }
  return {
    scorers,
    factory,
    runIds: read('run-ids'),
    pullRequest: read('pull-request'),
    headSha: read('head-sha'),
    threshold,
    minPassRate: read('min-pass-rate'),
    dispatchJudges: read('dispatch-judges'),
    scoreTimeoutMinutes: read('score-timeout-minutes'),
    checkName: read('check-name'),
    failOnGate: read('fail-on-gate'),
    windowDays,
    groupBy,
    maxDropPoints,
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
    const followupMode = read('followup-mode');
    if (message === '' && followupMode !== 'approve') {
      throw new InputError('message', 'is required by command "followup": what to tell the run');
    }
    return { command: 'followup', ...common, ...following(read), runId, message, followupMode };
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
  report: (read, common) => ({
    command: 'report',
    ...common,
    days: read('report-days'),
    factory: read('factory'),
    reportIssue: read('report-issue'),
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


})

};

//# sourceMappingURL=46.index.js.map