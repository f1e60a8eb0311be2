export const id = 932;
export const ids = [932];
export const modules = {

3932:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  followupCommand: () => (followupCommand)
});
var _flow_credits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5522);
var _flow_follow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7938);
var _flow_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9085);
var _flow_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9073);
var _flow_step_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6696);
var _inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8422);






async function followupCommand(step, inputs) {
  const { client, signal } = step;
  const { runId, followupMode: mode } = inputs;
  const before = await client.runs.get(runId, { signal });
  if (mode === 'approve') {
    const left = (0,_flow_plan_js__WEBPACK_IMPORTED_MODULE_2__.NX)(before);
    if (left.kind !== 'waiting') {
      const why = left.kind === 'working'
        ? `is ${before.state}: approve its plan once it has stopped`
        : left.kind === 'not-planned' && left.reason === 'pull-request'
          ? 'has a pull request, so no plan of it waits for approval'
          : `left no plan to approve (${before.state})`;
      throw new _inputs_js__WEBPACK_IMPORTED_MODULE_5__.dz('run-id', `run ${runId} ${why}; nothing was sent`);
    }
  }
  const reporter = await (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_3__.kr)(step, before, inputs.comment);
  if (mode === 'approve') {
    const { timeline, last } = await (0,_flow_plan_js__WEBPACK_IMPORTED_MODULE_2__.On)(client, before, signal);
    const done = (0,_flow_plan_js__WEBPACK_IMPORTED_MODULE_2__.Z_)(before, timeline, last);
    if (done)
      throw new _inputs_js__WEBPACK_IMPORTED_MODULE_5__.dz('run-id', `run ${runId}: ${done}; nothing was sent`);
  }
  const who = step.trigger.actor ?? '';
  const plan = mode === 'plan'
    ? (0,_flow_plan_js__WEBPACK_IMPORTED_MODULE_2__.TU)(who, before, reporter.carriedMarker().plan?.rule, await (0,_flow_plan_js__WEBPACK_IMPORTED_MODULE_2__.sK)(client, before, (line) => step.host.log.info(line), signal))
    : undefined;
  if (plan)
    reporter.setMarker({ plan });
  if (mode === 'approve')
    reporter.setMarker({ plan: undefined });
  const body = mode === 'approve'
    ? { message: (0,_flow_plan_js__WEBPACK_IMPORTED_MODULE_2__.$3)('', inputs.message), mode: 'normal' }
    : { message: inputs.message, ...(mode === 'plan' ? { mode: 'plan' } : {}) };
  await client.runs.followUp(runId, body, { signal });
  step.host.log.info(mode === 'approve'
    ? `sent the approval of its plan to run ${runId} (${before.state})`
    : `sent the message to run ${runId} (${before.state})${plan ? ' in plan mode' : ''}`);
  (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_4__.b)(step, runId);
  const runner = step.host.words.runner.toLowerCase();
  const note = mode === 'approve'
    ? `The plan was approved by ${runner}: the agent carries it out.`
    : plan
      ? `A follow-up in plan mode was sent to this run by ${runner}: the agent proposes a plan and changes nothing until it is approved.`
      : `A follow-up was sent to this run by ${runner}.`;
  await (0,_flow_follow_js__WEBPACK_IMPORTED_MODULE_1__.R2)({
    ...(0,_flow_follow_js__WEBPACK_IMPORTED_MODULE_1__.AW)(step, inputs, reporter, runId, (0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__.HA)('trigger-phrase')),
    note,
    movedSince: before.updated_at,
    creditsBaseline: (0,_flow_credits_js__WEBPACK_IMPORTED_MODULE_0__.yq)(before),
    ...(plan ? { plan } : {}),
  });
}


})

};

//# sourceMappingURL=932.index.js.map