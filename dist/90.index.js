export const id = 90;
export const ids = [90];
export const modules = {

6090:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  cancelCommand: () => (cancelCommand)
});
var _flow_artifacts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3635);
var _flow_cancel_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1519);
var _flow_follow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7938);
var _flow_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9073);
var _flow_step_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6696);





const CANCEL_MS = 15_000;
async function cancelCommand(step, inputs) {
  const { client, signal } = step;
  const { runId } = inputs;
  const before = await client.runs.get(runId, { signal });
  const reporter = await (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_2__.kr)(step, before, inputs.comment);
  const { outcome, run: seen, settled } = await (0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_0__.Su)(client, runId, (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_3__.p)(step), CANCEL_MS);
  const run = seen ?? before;
  await reporter.finish({
    run,
    phase: 'cancelled',
    artifacts: await (0,_flow_artifacts_js__WEBPACK_IMPORTED_MODULE_4__.q)(client, run, (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_3__.p)(step)),
    note: `${step.host.words.runner} asked to cancel. ${(0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_0__.wW)(outcome, runId)}`,
    origin: (0,_flow_follow_js__WEBPACK_IMPORTED_MODULE_1__.uN)(step),
    now: Date.now(),
  });
  if (!settled || outcome === 'not-supported') {
    throw new Error((0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_0__.wW)(outcome, runId).replace(/`/g, ''));
  }
}


})

};

//# sourceMappingURL=90.index.js.map