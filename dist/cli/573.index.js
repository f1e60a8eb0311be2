export const id = 573;
export const ids = [573];
export const modules = {

/***/ 7573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STATE: () => (/* binding */ STATE),
/* harmony export */   StepState: () => (/* binding */ StepState)
/* harmony export */ });
const STATE = {
    isPost: 'isPost',
    runId: 'run_id',
    commentId: 'comment_id',
    threadNumber: 'thread_number',
    settled: 'settled',
    key: 'trigger_key',
    lookup: 'lookup',
    factory: 'factory',
    creatingSince: 'creating_since',
};
class StepState {
    store;
    constructor(store) {
        this.store = store;
    }
    save(name, value) {
        this.store.save(name, String(value));
    }
    load(name) {
        return this.store.load(name);
    }
}


/***/ })

};

//# sourceMappingURL=573.index.js.map