export const id = 227;
export const ids = [227];
export const modules = {

4227:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  bareTrigger: () => (bareTrigger),
  reportOriginOf: () => (reportOriginOf),
  workflowRunUrl: () => (workflowRunUrl)
});
function workflowRunUrl(env) {
  return `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
}
function reportOriginOf(from) {
  const { trigger, env } = from;
  const workflowRun = workflowRunUrl(env);
  if (trigger.comment) {
    return {
      kind: 'comment',
      ...(trigger.number !== undefined ? { number: trigger.number } : {}),
      author: trigger.comment.author,
      comment: trigger.comment.url,
      workflowRun,
    };
  }
  if (trigger.number === undefined)
    return { kind: 'event', event: env.eventName, workflowRun };
  return { kind: trigger.isPullRequest ? 'pull_request' : 'issue', number: trigger.number, workflowRun };
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


})

};

//# sourceMappingURL=227.index.js.map