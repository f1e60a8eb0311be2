export const id = 331;
export const ids = [331];
export const modules = {

4331:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (runCommand)
});
var _flow_conversation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5757);
var _flow_origin_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52);
var _flow_start_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2392);
var _flow_starters_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(338);




async function runCommand(step, inputs) {
  const { env, trigger } = step;
  if (trigger.comment) {
    const origin = (0,_flow_origin_js__WEBPACK_IMPORTED_MODULE_1__.Y1)(env, trigger, inputs);
    await (0,_flow_conversation_js__WEBPACK_IMPORTED_MODULE_0__.i)(step, inputs, trigger.comment, (0,_flow_starters_js__WEBPACK_IMPORTED_MODULE_3__.ds)(step, inputs.run, origin), origin);
    return;
  }
  const origin = inputs.run.planFirst
    ? (0,_flow_origin_js__WEBPACK_IMPORTED_MODULE_1__.yP)(env, trigger, inputs)
    : (0,_flow_origin_js__WEBPACK_IMPORTED_MODULE_1__.yv)(env, trigger, inputs);
  await (0,_flow_start_js__WEBPACK_IMPORTED_MODULE_2__.ty)(step, inputs, (0,_flow_starters_js__WEBPACK_IMPORTED_MODULE_3__.ds)(step, inputs.run, origin), origin);
}


})

};

//# sourceMappingURL=331.index.js.map