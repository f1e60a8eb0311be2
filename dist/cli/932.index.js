export const id = 932;
export const ids = [932];
export const modules = {

/***/ 3932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   followupCommand: () => (/* binding */ followupCommand)
/* harmony export */ });
/* harmony import */ var _flow_credits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5522);
/* harmony import */ var _flow_follow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7938);
/* harmony import */ var _flow_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9073);
/* harmony import */ var _flow_step_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6696);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8422);





async function followupCommand(step, inputs) {
    const { client, signal } = step;
    const { runId } = inputs;
    const before = await client.runs.get(runId, { signal });
    const reporter = await (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reporterForRun */ .kr)(step, before, inputs.comment);
    await client.runs.followUp(runId, { message: inputs.message }, { signal });
    step.host.log.info(`sent the message to run ${runId} (${before.state})`);
    (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_3__/* .holdRun */ .b)(step, runId);
    await (0,_flow_follow_js__WEBPACK_IMPORTED_MODULE_1__/* .followRun */ .R2)({
        ...(0,_flow_follow_js__WEBPACK_IMPORTED_MODULE_1__/* .followOptions */ .AW)(step, inputs, reporter, runId, (0,_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultOf */ .HA)('trigger-phrase')),
        note: `A follow-up was sent to this run by ${step.host.words.runner.toLowerCase()}.`,
        movedSince: before.updated_at,
        creditsBaseline: (0,_flow_credits_js__WEBPACK_IMPORTED_MODULE_0__/* .creditsOf */ .yq)(before),
    });
}


/***/ })

};

//# sourceMappingURL=932.index.js.map