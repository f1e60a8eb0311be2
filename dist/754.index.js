export const id = 754;
export const ids = [754];
export const modules = {

3754:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  defaultTicket: () => (defaultTicket),
  dispatchCommand: () => (dispatchCommand)
});
var _flow_conversation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5757);
var _flow_origin_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52);
var _flow_start_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2392);
var _flow_starters_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(338);




function defaultTicket(step, given) {
  const { trigger } = step;
  const thread = trigger.number !== undefined
    ? `github:${trigger.repo.owner}/${trigger.repo.repo}#${trigger.number}`
    : undefined;
  return { ref: given.ticketRef ?? thread, url: given.ticketUrl ?? trigger.url };
}
async function dispatchCommand(step, inputs) {
  const { env, trigger } = step;
  const ticket = defaultTicket(step, inputs.dispatch);
  const ref = ticket.ref ?? `github:${env.repository}/actions/runs/${env.workflowRunId}/${env.job}`;
  const starter = (0,_flow_starters_js__WEBPACK_IMPORTED_MODULE_3__.cl)(step, inputs.dispatch.factory, ref, ticket.url);
  if (trigger.comment) {
    await (0,_flow_conversation_js__WEBPACK_IMPORTED_MODULE_0__.i)(step, inputs, trigger.comment, starter, (0,_flow_origin_js__WEBPACK_IMPORTED_MODULE_1__.Y1)(env, trigger, inputs));
    return;
  }
  await (0,_flow_start_js__WEBPACK_IMPORTED_MODULE_2__.ty)(step, inputs, starter, (0,_flow_origin_js__WEBPACK_IMPORTED_MODULE_1__.yv)(env, trigger, inputs));
}


})

};

//# sourceMappingURL=754.index.js.map