export const id = 227;
export const ids = [227];
export const modules = {

/***/ 4227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bareTrigger: () => (/* binding */ bareTrigger),
/* harmony export */   workflowRunUrl: () => (/* binding */ workflowRunUrl)
/* harmony export */ });
function workflowRunUrl(env) {
    return `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
}
function bareTrigger(event, repo, from = { action: undefined, actor: undefined }) {
    return {
        event,
        action: from.action,
        repo,
        number: undefined,
        isPullRequest: false,
        title: undefined,
        body: undefined,
        url: undefined,
        author: undefined,
        labels: [],
        pullRequest: undefined,
        comment: undefined,
        actor: from.actor,
        createdAt: undefined,
    };
}


/***/ })

};

//# sourceMappingURL=227.index.js.map