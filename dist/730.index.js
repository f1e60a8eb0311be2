export const id = 730;
export const ids = [730];
export const modules = {

1730:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
	main: () => (main),
	mainStep: () => (mainStep),
	openRepository: () => (_github_open_js__WEBPACK_IMPORTED_MODULE_3__.h)
});
var _dispatch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(141);
var _flow_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7573);
var _github_event_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5015);
var _github_open_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7195);
var _host_action_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4770);
var _host_process_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3226);
var _inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8422);
var _shared_unreachable_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5223);
var _timing_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8117);
var _version_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(311);










function timeLimit(inputs) {
	switch (inputs.command) {
		case 'gate': {
			const { gate } = inputs;
			return gate.benchmarks
				? {
					minutes: gate.timeoutMinutes + gate.scoreTimeoutMinutes,
					input: 'timeout-minutes and score-timeout-minutes',
				}
				: { minutes: gate.scoreTimeoutMinutes, input: 'score-timeout-minutes' };
		}
		case 'auto':
			return { minutes: inputs.picks.run.timeoutMinutes, input: 'timeout-minutes' };
		case 'run':
		case 'dispatch':
		case 'followup':
		case 'review':
			return { minutes: inputs.timeoutMinutes, input: 'timeout-minutes' };
		case 'cancel':
		case 'settle':
		case 'schedules':
		case 'report':
			return { minutes: Number((0,_inputs_js__WEBPACK_IMPORTED_MODULE_6__.HA)('timeout-minutes')), input: 'timeout-minutes' };
		default:
			return (0,_shared_unreachable_js__WEBPACK_IMPORTED_MODULE_8__.H)(inputs);
	}
}
async function mainStep() {
	new _flow_state_js__WEBPACK_IMPORTED_MODULE_1__.uk(_host_action_js__WEBPACK_IMPORTED_MODULE_4__.LX.state).save(_flow_state_js__WEBPACK_IMPORTED_MODULE_1__.c4.isPost, 'true');
	await main(_host_action_js__WEBPACK_IMPORTED_MODULE_4__.LX);
}
async function main(host = _host_action_js__WEBPACK_IMPORTED_MODULE_4__.LX) {
	const controller = new AbortController();
	const stop = (reason) => {
		if (controller.signal.aborted)
			return;
		host.log.info(`${reason}: stopping`);
		controller.abort(new Error(reason));
		(0,_host_process_js__WEBPACK_IMPORTED_MODULE_5__.NU)(_timing_js__WEBPACK_IMPORTED_MODULE_7__.Bt, () => {
			host.fail(`${reason}; the step did not finish within ${_timing_js__WEBPACK_IMPORTED_MODULE_7__.Bt / 1000}s, the post step settles the run`);
			process.exitCode = 1;
		});
	};
	const onSignal = (signal) => stop(`received ${signal}`);
	process.on('SIGINT', onSignal);
	process.on('SIGTERM', onSignal);
	let watchdog;
	try {
		await (0,_dispatch_js__WEBPACK_IMPORTED_MODULE_0__.dispatch)({
			host,
			signal: controller.signal,
			userAgent: `cloud-agent-action/${_version_js__WEBPACK_IMPORTED_MODULE_9__.x}`,
			started: (inputs) => {
				const limit = timeLimit(inputs);
				watchdog = setTimeout(() => stop(`the step ran ${_timing_js__WEBPACK_IMPORTED_MODULE_7__.TX / 60_000} minutes past ${limit.input} (${limit.minutes})`), limit.minutes * 60_000 + (0,_timing_js__WEBPACK_IMPORTED_MODULE_7__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_7__.TX));
				watchdog.unref();
			},
			context: () => (0,_github_event_js__WEBPACK_IMPORTED_MODULE_2__.j_)(process.env),
			repository: (inputs, { env, trigger }) => inputs.githubToken
				? (0,_github_open_js__WEBPACK_IMPORTED_MODULE_3__.h)({ token: inputs.githubToken, apiUrl: env.apiUrl, repo: trigger.repo, env: process.env }, host)
				: undefined,
		});
	}
	finally {
		clearTimeout(watchdog);
		process.off('SIGINT', onSignal);
		process.off('SIGTERM', onSignal);
		(0,_host_process_js__WEBPACK_IMPORTED_MODULE_5__.NU)((0,_timing_js__WEBPACK_IMPORTED_MODULE_7__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_7__.RX), () => { });
	}
}



})

};

//# sourceMappingURL=730.index.js.map