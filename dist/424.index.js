export const id = 424;
export const ids = [424];
export const modules = {

9424:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
	cliWords: () => (cliWords)
});
var _render_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

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
			const url = (0,_render_format_js__WEBPACK_IMPORTED_MODULE_0__.Pl)(job.url);
			return `Started by cloud-agent in ${(0,_render_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(job.ci, 40)} job ${url ? `[${(0,_render_format_js__WEBPACK_IMPORTED_MODULE_0__.yX)(name, 100)}](${url})` : (0,_render_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(name, 100)}.`;
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
		summary: 'the --markdown file',
		apiKey: 'Set CLOUD_AGENT_API_KEY (or "apiKey" in the config file).',
		workspace: "in the current folder: run the command in the repository's folder",
	};
}


})

};

//# sourceMappingURL=424.index.js.map