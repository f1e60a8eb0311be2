export const id = 981;
export const ids = [981];
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


})

};

//# sourceMappingURL=981.index.js.map