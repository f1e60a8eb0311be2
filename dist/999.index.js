export const id = 999;
export const ids = [999];
export const modules = {

999:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  actionWords: () => (actionWords),
  cliWords: () => (cliWords),
  describeWorkflowOrigin: () => (describeWorkflowOrigin)
});
var _flow_context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4227);
var _render_origin_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4284);
var _render_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1509);
var _render_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7332);




function describeWorkflowOrigin(from) {
  return (0,_render_origin_js__WEBPACK_IMPORTED_MODULE_0__.QJ)((0,_flow_context_js__WEBPACK_IMPORTED_MODULE_2__.reportOriginOf)(from));
}
const actionWords = {
  input: (name) => `Input "${name}"`,
  setting: (name, value) => (value === undefined ? `\`${name}\`` : `\`${name}: ${value}\``),
  runner: 'The workflow',
  interrupted: 'The workflow job was cancelled',
  stopped: 'job cancelled',
  origin: describeWorkflowOrigin,
  workflowRun: _flow_context_js__WEBPACK_IMPORTED_MODULE_2__.workflowRunUrl,
  followup: (runId) => `To continue, run this action with \`command: followup\`, \`run-id: ${runId}\` and a \`message\`.`,
  approve: (runId) => `To carry out the plan, run this action with \`command: followup\`, \`run-id: ${runId}\` and \`followup-mode: approve\`; to revise it, with \`followup-mode: plan\` and a \`message\`.`,
  leftGoing: () => `Its report will be finished by the settle job (\`command: settle\`, see [detach and settle](${_render_report_js__WEBPACK_IMPORTED_MODULE_1__.S6})).`,
  cancelLater: () => 'the post step of the job tries again.',
  lostCreate: 'the post step looks for it',
  noGitHub: 'No `github-token`',
  ownReport: 'its report is in its own job summary',
  apiKey: 'Check the `api-key` secret (or WARP_API_KEY).',
  workspace: 'in the workspace: check out the repository first (actions/checkout)',
};
function cliWords(flagOf, job, project) {
  const flag = (name) => flagOf(name) ?? name;
  return {
    input: flag,
    setting: (name, value) => {
      const f = flag(name);
      if (!f.startsWith('--') || value === undefined || value === 'true')
        return `\`${f}\``;
      return value === 'false' ? `\`--no-${f.slice(2)}\`` : `\`${f} ${value}\``;
    },
    runner: 'The command',
    interrupted: 'The command was interrupted',
    stopped: 'interrupted',
    origin: () => {
      if (!job)
        return 'Started by cloud-agent from the command line.';
      const name = job.job || job.pipeline;
      const url = (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.Pl)(job.url);
      return `Started by cloud-agent in ${(0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.mG)(job.ci, 40)} job ${url ? `[${(0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.yX)(name, 100)}](${url})` : (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.mG)(name, 100)}.`;
    },
    workflowRun: () => undefined,
    followup: (runId) => `To continue, run \`cloud-agent followup ${runId} --message "..."\`.`,
    approve: (runId) => `Run \`cloud-agent approve ${runId}\` to carry out the plan, or \`cloud-agent followup ${runId} --plan --message "..."\` to revise it.`,
    leftGoing: (runId) => project && /^[\w.\-/]+$/.test(project)
      ? `It goes on without this command: \`cloud-agent settle --repo ${project}\` finishes its report and holds it to its deadline and budget; \`cloud-agent runs get ${runId}\` shows where it is, \`cloud-agent cancel ${runId}\` stops it.`
      : `It goes on without this command: \`cloud-agent runs get ${runId}\` shows where it is, \`cloud-agent cancel ${runId}\` stops it.`,
    cancelLater: (runId) => `stop it with \`cloud-agent cancel ${runId}\`.`,
    lostCreate: '`cloud-agent runs list` shows any run it made',
    noGitHub: 'No GitHub access from the command line',
    ownReport: 'its report is what its own command printed',
    apiKey: 'Set CLOUD_AGENT_API_KEY (or "apiKey" in the config file).',
    workspace: "in the current folder: run the command in the repository's folder",
  };
}


})

};

//# sourceMappingURL=999.index.js.map