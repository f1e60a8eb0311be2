export const id = 103;
export const ids = [103,981];
export const modules = {

7981:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  dispatch: () => (dispatch),
  messageOf: () => (messageOf),
  outcomeOf: () => (outcomeOf)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _flow_marker_key_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9834);
var _flow_outcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3544);
var _flow_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7573);
var _host_process_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7439);
var _inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8422);






async function runCommand(step, inputs, setup, judged) {
  switch (inputs.command) {
    case 'run':
      return (await Promise.all([__webpack_require__.e(356), __webpack_require__.e(73), __webpack_require__.e(463), __webpack_require__.e(717), __webpack_require__.e(757), __webpack_require__.e(331)]).then(__webpack_require__.bind(__webpack_require__, 4331))).runCommand(step, inputs);
    case 'dispatch':
      return (await Promise.all([__webpack_require__.e(356), __webpack_require__.e(73), __webpack_require__.e(463), __webpack_require__.e(717), __webpack_require__.e(757), __webpack_require__.e(754)]).then(__webpack_require__.bind(__webpack_require__, 3754))).dispatchCommand(step, inputs);
    case 'followup':
      return (await Promise.all([__webpack_require__.e(356), __webpack_require__.e(73), __webpack_require__.e(463), __webpack_require__.e(932)]).then(__webpack_require__.bind(__webpack_require__, 3932))).followupCommand(step, inputs);
    case 'cancel':
      return (await Promise.all([__webpack_require__.e(356), __webpack_require__.e(73), __webpack_require__.e(463), __webpack_require__.e(90)]).then(__webpack_require__.bind(__webpack_require__, 6090))).cancelCommand(step, inputs);
    case 'gate':
      return (await Promise.all([__webpack_require__.e(356), __webpack_require__.e(73), __webpack_require__.e(829), __webpack_require__.e(123)]).then(__webpack_require__.bind(__webpack_require__, 3123))).gateCommand(step, inputs, {}, judged);
    case 'settle':
      return (await Promise.all([__webpack_require__.e(356), __webpack_require__.e(73), __webpack_require__.e(463), __webpack_require__.e(717), __webpack_require__.e(778)]).then(__webpack_require__.bind(__webpack_require__, 2778))).settleCommand(step, inputs, { since: setup.since });
    case 'schedules':
      return (await Promise.all([__webpack_require__.e(815), __webpack_require__.e(356), __webpack_require__.e(73), __webpack_require__.e(885)]).then(__webpack_require__.bind(__webpack_require__, 9885))).schedulesCommand(step, inputs, {
        applyAnywhere: setup.applyAnywhere === true,
      });
    case 'report':
      return (await Promise.all([__webpack_require__.e(356), __webpack_require__.e(73), __webpack_require__.e(829), __webpack_require__.e(438)]).then(__webpack_require__.bind(__webpack_require__, 4438))).reportCommand(step, inputs, {
        all: setup.reportAll === true,
      });
  }
}
function outcomeOf(error, interrupted) {
  if (error instanceof _inputs_js__WEBPACK_IMPORTED_MODULE_5__.dz || error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.Di)
    return 'usage';
  if (interrupted)
    return 'interrupted';
  if (error instanceof _flow_outcome_js__WEBPACK_IMPORTED_MODULE_2__.R)
    return error.outcome;
  return error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.tP ? 'service' : 'error';
}
function messageOf(error, host, stopped) {
  let message = (0,_host_process_js__WEBPACK_IMPORTED_MODULE_4__.gJ)(error);
  if (error instanceof _inputs_js__WEBPACK_IMPORTED_MODULE_5__.dz) {
    message = `${host.words.input(error.input)}: ${error.reasonIn((name) => host.words.setting(name))}`;
  }
  if (error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && error.status === 401)
    message = `${message} ${host.words.apiKey}`;
  return stopped && !message.includes(stopped) ? `${stopped}: ${message}` : message;
}
async function dispatch(setup) {
  const { host, signal } = setup;
  let client;
  let inputs;
  let gate;
  try {
    inputs = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__.Ko)(host);
    setup.started?.(inputs);
    const context = setup.context(inputs);
    client = new _client_index_js__WEBPACK_IMPORTED_MODULE_0__.CloudAgentClient({
      apiKey: inputs.apiKey,
      baseUrl: inputs.baseUrl,
      userAgent: setup.userAgent,
      onRetry: (event) => host.log.info(`retrying ${event.operation} in ${event.delayMs} ms (attempt ${event.attempt + 1}): ${event.reason}`),
      ...setup.client,
    });
    const step = {
      ...context,
      client,
      host,
      state: new _flow_state_js__WEBPACK_IMPORTED_MODULE_3__.u(host.state),
      repository: setup.repository(inputs, context),
      markerKey: (0,_flow_marker_key_js__WEBPACK_IMPORTED_MODULE_1__.p)(inputs.apiKey),
      signal,
    };
    await runCommand(step, inputs, setup, setup.gateRows ? (judged) => (gate = judged) : undefined);
    return { outcome: 'ok', inputs, ...(gate ? { gate } : {}) };
  }
  catch (error) {
    const stopped = signal.aborted ? (0,_host_process_js__WEBPACK_IMPORTED_MODULE_4__.gJ)(signal.reason) : undefined;
    const message = messageOf(error, host, stopped);
    host.fail(message);
    return {
      outcome: outcomeOf(error, signal.aborted),
      message,
      ...(inputs ? { inputs } : {}),
      ...(gate ? { gate } : {}),
    };
  }
  finally {
    await client?.close();
  }
}


}),

1730:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  SIGNAL_EXIT_MS: () => (SIGNAL_EXIT_MS),
  STEP_GRACE_MS: () => (STEP_GRACE_MS),
  main: () => (main),
  mainStep: () => (mainStep)
});
var _dispatch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7981);
var _flow_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7573);
var _github_event_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5015);
var _github_graphql_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1422);
var _github_octokit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6702);
var _github_repository_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6158);
var _host_action_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1906);
var _host_process_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7439);
var _inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8422);
var _version_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(311);










const SIGNAL_EXIT_MS = 4500;
const STEP_GRACE_MS = 2 * 60_000;
const LINGER_MS = 2000;
function timeLimit(inputs) {
  if (inputs.command === 'gate') {
    return { minutes: inputs.gate.scoreTimeoutMinutes, input: 'score-timeout-minutes' };
  }
  const minutes = inputs.command === 'cancel' ||
    inputs.command === 'settle' ||
    inputs.command === 'schedules' ||
    inputs.command === 'report'
    ? Number((0,_inputs_js__WEBPACK_IMPORTED_MODULE_8__.HA)('timeout-minutes'))
    : inputs.timeoutMinutes;
  return { minutes, input: 'timeout-minutes' };
}
async function mainStep() {
  new _flow_state_js__WEBPACK_IMPORTED_MODULE_1__.u(_host_action_js__WEBPACK_IMPORTED_MODULE_6__.LX.state).save(_flow_state_js__WEBPACK_IMPORTED_MODULE_1__.c.isPost, 'true');
  await main(_host_action_js__WEBPACK_IMPORTED_MODULE_6__.LX);
}
async function main(host = _host_action_js__WEBPACK_IMPORTED_MODULE_6__.LX) {
  const controller = new AbortController();
  const stop = (reason) => {
    if (controller.signal.aborted)
      return;
    host.log.info(`${reason}: stopping`);
    controller.abort(new Error(reason));
    (0,_host_process_js__WEBPACK_IMPORTED_MODULE_7__.NU)(SIGNAL_EXIT_MS, () => {
      host.fail(`${reason}; the step did not finish within ${SIGNAL_EXIT_MS / 1000}s, the post step settles the run`);
      process.exitCode = 1;
    });
  };
  const onSignal = (signal) => stop(`received ${signal}`);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let watchdog;
  try {
    await (0,_dispatch_js__WEBPACK_IMPORTED_MODULE_0__.dispatch)({
      host,
      signal: controller.signal,
      userAgent: `cloud-agent-action/${_version_js__WEBPACK_IMPORTED_MODULE_9__.x}`,
      started: (inputs) => {
        const limit = timeLimit(inputs);
        watchdog = setTimeout(() => stop(`the step ran ${STEP_GRACE_MS / 60_000} minutes past ${limit.input} (${limit.minutes})`), limit.minutes * 60_000 + STEP_GRACE_MS);
        watchdog.unref();
      },
      context: () => (0,_github_event_js__WEBPACK_IMPORTED_MODULE_2__.j_)(process.env),
      repository: (inputs, { env, trigger }) => inputs.githubToken
        ? new _github_repository_js__WEBPACK_IMPORTED_MODULE_5__.s((0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_4__.Qi)(inputs.githubToken, env.apiUrl, (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_4__.Zb)(process.env)), trigger.repo, { graphqlUrl: (0,_github_graphql_js__WEBPACK_IMPORTED_MODULE_3__.cy)(process.env, env.apiUrl) })
        : undefined,
    });
  }
  finally {
    clearTimeout(watchdog);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    (0,_host_process_js__WEBPACK_IMPORTED_MODULE_7__.NU)(LINGER_MS, () => { });
  }
}


}),

1376:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  $N: () => (encodeMarker),
  LT: () => (carried),
  Yg: () => (nextMarker),
  nt: () => (PLAN_DIGEST_CHARS),
  rH: () => (decodeMarker),
  xY: () => (hasMarker)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
var _origin_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4284);


const PLAN_RULES = ['allowed', 'not-requester'];
const PLAN_DIGEST_CHARS = 16;
const DIGEST = new RegExp(`^[0-9a-f]{${PLAN_DIGEST_CHARS}}$`);
function planMark(value) {
  if (typeof value !== 'object' || value === null)
    return undefined;
  const { by, before, rule, shown, revisedBy } = value;
  if (typeof by !== 'string' || !Array.isArray(before))
    return undefined;
  if (!before.every((uid) => typeof uid === 'string'))
    return undefined;
  const seen = planShown(shown);
  const revisers = Array.isArray(revisedBy) && revisedBy.every((login) => typeof login === 'string')
    ? revisedBy.filter((login) => login !== '')
    : [];
  return {
    by,
    before,
    ...(PLAN_RULES.includes(rule) ? { rule: rule } : {}),
    ...(seen ? { shown: seen } : {}),
    ...(revisers.length > 0 ? { revisedBy: revisers } : {}),
  };
}
function planShown(value) {
  if (typeof value !== 'object' || value === null)
    return undefined;
  const { uid, digest, at } = value;
  if (typeof uid !== 'string' || uid === '')
    return undefined;
  return {
    uid,
    ...(typeof digest === 'string' && DIGEST.test(digest) ? { digest } : {}),
    ...(typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? { at } : {}),
  };
}
function carried(last) {
  const { v: _v, run: _r, conversation: _c, state: _s, phase: _p, seen: _seen, ...rest } = last;
  return rest;
}
function nextMarker(last, run, phase) {
  return {
    v: 2,
    ...last,
    run: run.run_id,
    ...(run.conversation_id ? { conversation: run.conversation_id } : {}),
    state: run.state,
    phase,
    ...(run.updated_at ? { seen: run.updated_at } : {}),
  };
}
const MARKER_PREFIX = 'cloud-agent-action:state';
const OPEN = `<!-- ${MARKER_PREFIX} `;
const CLOSE = ' -->';
const BODY = /^([0-9a-f]{2,24000})\.([0-9a-f]{32})$/;
function mac(payload, key) {
  return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(payload).digest().subarray(0, 16);
}
function encodeMarker(state, key) {
  const payload = Buffer.from(JSON.stringify(state), 'utf8').toString('hex');
  return `${OPEN}${payload}.${mac(payload, key).toString('hex')}${CLOSE}`;
}
function decodeMarker(body, key) {
  const text = body?.trimEnd();
  if (!text?.endsWith(CLOSE))
    return undefined;
  const start = text.lastIndexOf(OPEN);
  if (start < 0)
    return undefined;
  const match = BODY.exec(text.slice(start + OPEN.length, text.length - CLOSE.length));
  if (!match)
    return undefined;
  const [, payload, given] = match;
  if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(Buffer.from(given, 'hex'), mac(payload, key)))
    return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, 'hex').toString('utf8'));
    if (value.v !== 2 || typeof value.key !== 'string')
      return undefined;
    return {
      v: 2,
      key: value.key,
      ...(typeof value.run === 'string' ? { run: value.run } : {}),
      ...(typeof value.conversation === 'string' ? { conversation: value.conversation } : {}),
      ...(typeof value.state === 'string' ? { state: value.state } : {}),
      ...(typeof value.factory === 'string' ? { factory: value.factory } : {}),
      ...(typeof value.comment === 'string' ? { comment: value.comment } : {}),
      ...(value.commentKind === 'issue' || value.commentKind === 'review'
        ? { commentKind: value.commentKind }
        : {}),
      ...(typeof value.phase === 'string' ? { phase: value.phase } : {}),
      ...(typeof value.deadline === 'string' ? { deadline: value.deadline } : {}),
      ...(typeof value.cancel === 'boolean' ? { cancel: value.cancel } : {}),
      ...(isCredits(value.budget) && value.budget > 0 ? { budget: value.budget } : {}),
      ...(isCredits(value.baseline) ? { baseline: value.baseline } : {}),
      ...(isCredits(value.kept) ? { kept: value.kept } : {}),
      ...(typeof value.model === 'string' ? { model: value.model } : {}),
      ...(typeof value.seen === 'string' ? { seen: value.seen } : {}),
      ...originOf(value.origin),
      ...(planMark(value.plan) ? { plan: planMark(value.plan) } : {}),
    };
  }
  catch {
    return undefined;
  }
}
function originOf(value) {
  const origin = (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__.VO)(value);
  return origin ? { origin } : {};
}
const isCredits = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
function hasMarker(body, key) {
  return decodeMarker(body, key) !== undefined;
}


})

};

//# sourceMappingURL=103.index.js.map