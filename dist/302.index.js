export const id = 302;
export const ids = [302];
export const modules = {

4348:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	CLI_EVENT: () => (CLI_EVENT),
	cliEnvironment: () => (cliEnvironment),
	detectCi: () => (detectCi),
	projectOf: () => (projectOf),
	schedulesBranch: () => (schedulesBranch),
	settleRepository: () => (settleRepository),
	settleSince: () => (settleSince)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
var node_os__WEBPACK_IMPORTED_MODULE_1___default =__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
var _render_origin_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4284);
var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
var _values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1030);





const v = (env, name) => env[name] ?? '';
const joined = (...parts) => parts.filter((p) => p !== '').join('/');
const refOf = (branch, tag) => tag ? `refs/tags/${tag}` : branch ? `refs/heads/${branch}` : undefined;
const DETECTORS = [
	{
		when: (env) => env.GITLAB_CI === 'true' || Boolean(env.CI_PIPELINE_ID && env.CI_PROJECT_PATH),
		read: (env) => ({
			ci: 'GitLab CI',
			repository: v(env, 'CI_PROJECT_PATH'),
			pipeline: v(env, 'CI_PIPELINE_ID'),
			job: v(env, 'CI_JOB_NAME') || v(env, 'CI_JOB_ID'),
			attempt: v(env, 'CI_JOB_ID') || '1',
			url: env.CI_JOB_URL,
			sha: env.CI_COMMIT_SHA,
			ref: refOf(env.CI_COMMIT_BRANCH, env.CI_COMMIT_TAG),
			defaultBranch: env.CI_DEFAULT_BRANCH || undefined,
		}),
	},
	{
		when: (env) => env.BUILDKITE === 'true',
		read: (env) => ({
			ci: 'Buildkite',
			repository: joined(v(env, 'BUILDKITE_ORGANIZATION_SLUG'), v(env, 'BUILDKITE_PIPELINE_SLUG')),
			pipeline: v(env, 'BUILDKITE_BUILD_ID'),
			job: joined(v(env, 'BUILDKITE_STEP_ID') || v(env, 'BUILDKITE_STEP_KEY') || v(env, 'BUILDKITE_LABEL'), v(env, 'BUILDKITE_PARALLEL_JOB')),
			attempt: String(Number(v(env, 'BUILDKITE_RETRY_COUNT') || '0') + 1),
			url: env.BUILDKITE_BUILD_URL,
			sha: env.BUILDKITE_COMMIT,
			ref: refOf(env.BUILDKITE_BRANCH, env.BUILDKITE_TAG),
			defaultBranch: env.BUILDKITE_PIPELINE_DEFAULT_BRANCH || undefined,
		}),
	},
	{
		when: (env) => env.CIRCLECI === 'true',
		read: (env) => ({
			ci: 'CircleCI',
			repository: joined(v(env, 'CIRCLE_PROJECT_USERNAME'), v(env, 'CIRCLE_PROJECT_REPONAME')),
			pipeline: v(env, 'CIRCLE_WORKFLOW_ID'),
			job: joined(v(env, 'CIRCLE_JOB'), v(env, 'CIRCLE_NODE_INDEX')),
			attempt: v(env, 'CIRCLE_BUILD_NUM') || '1',
			url: env.CIRCLE_BUILD_URL,
			sha: env.CIRCLE_SHA1,
			ref: refOf(env.CIRCLE_BRANCH, env.CIRCLE_TAG),
			defaultBranch: undefined,
		}),
	},
	{
		when: (env) => env.TF_BUILD === 'True' || env.TF_BUILD === 'true',
		read: (env) => ({
			ci: 'Azure Pipelines',
			repository: joined(v(env, 'SYSTEM_TEAMPROJECT'), v(env, 'BUILD_DEFINITIONNAME')),
			pipeline: v(env, 'BUILD_BUILDID'),
			job: joined(v(env, 'SYSTEM_STAGENAME'), v(env, 'SYSTEM_PHASENAME'), v(env, 'SYSTEM_JOBNAME')),
			attempt: v(env, 'SYSTEM_JOBATTEMPT') || '1',
			url: env.SYSTEM_COLLECTIONURI && env.BUILD_BUILDID
				? `${env.SYSTEM_COLLECTIONURI}${encodeURIComponent(v(env, 'SYSTEM_TEAMPROJECT'))}/_build/results?buildId=${env.BUILD_BUILDID}`
				: undefined,
			sha: env.BUILD_SOURCEVERSION,
			ref: env.BUILD_SOURCEBRANCH || undefined,
			defaultBranch: undefined,
		}),
	},
	{
		when: (env) => Boolean(env.JENKINS_URL && env.BUILD_NUMBER),
		read: (env) => ({
			ci: 'Jenkins',
			repository: v(env, 'JOB_NAME'),
			pipeline: v(env, 'BUILD_NUMBER'),
			job: v(env, 'STAGE_NAME'),
			attempt: '1',
			url: env.BUILD_URL,
			sha: env.GIT_COMMIT,
			ref: env.CHANGE_ID ? undefined : refOf(env.BRANCH_NAME, env.TAG_NAME),
			defaultBranch: undefined,
		}),
	},
	{
		when: (env) => env.GITHUB_ACTIONS === 'true' && Boolean(env.GITHUB_RUN_ID),
		read: (env) => ({
			ci: 'GitHub Actions',
			repository: v(env, 'GITHUB_REPOSITORY'),
			pipeline: v(env, 'GITHUB_RUN_ID'),
			job: v(env, 'GITHUB_JOB'),
			attempt: v(env, 'GITHUB_RUN_ATTEMPT') || '1',
			url: env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY
				? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
				: undefined,
			sha: env.GITHUB_SHA,
			ref: env.GITHUB_REF || undefined,
			defaultBranch: undefined,
		}),
	},
];
function detectCi(env) {
	const found = DETECTORS.find((d) => d.when(env));
	if (!found)
		return undefined;
	const job = found.read(env);
	return job.pipeline ? job : undefined;
}
const CLI_EVENT = _render_origin_js__WEBPACK_IMPORTED_MODULE_2__.cQ;
function cliEnvironment(ci, idempotencyKey, newId = node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID) {
	const base = {
		eventName: CLI_EVENT,
		workspace: process.cwd(),
		tempDir: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(),
		ref: ci?.ref,
		defaultBranch: ci?.defaultBranch,
		step: 'cloud-agent',
		workflow: ci?.ci ?? 'cloud-agent',
		workflowRef: '',
		serverUrl: '',
		apiUrl: '',
	};
	if (ci) {
		return {
			...base,
			repository: ci.repository,
			workflowRunId: ci.pipeline,
			runAttempt: ci.attempt,
			job: ci.job,
			sha: ci.sha,
		};
	}
	return {
		...base,
		repository: '',
		workflowRunId: idempotencyKey !== undefined ? 'local' : `local-${newId()}`,
		runAttempt: '1',
		job: '',
		sha: undefined,
	};
}
function schedulesBranch(ci, mode, flag) {
	if (flag !== undefined && flag.trim() === '') {
		throw new _args_js__WEBPACK_IMPORTED_MODULE_3__.eb('--default-branch is empty: give the branch name, e.g. main', '--default-branch');
	}
	if (flag !== undefined && ci?.defaultBranch !== undefined && flag !== ci.defaultBranch) {
		throw new _args_js__WEBPACK_IMPORTED_MODULE_3__.eb(`--default-branch says ${flag}, but ${ci.ci} says the default branch is ${ci.defaultBranch}: leave --default-branch out`, '--default-branch');
	}
	const defaultBranch = ci?.defaultBranch ?? flag;
	if (mode !== 'apply' || !ci)
		return defaultBranch;
	if (defaultBranch === undefined) {
		throw new _args_js__WEBPACK_IMPORTED_MODULE_3__.eb(`schedules apply in ${ci.ci} applies on the default branch only, and ${ci.ci} does not say which branch that is: give --default-branch <name>; nothing was applied`, '--default-branch');
	}
	if (ci.ref !== `refs/heads/${defaultBranch}`) {
		throw new _args_js__WEBPACK_IMPORTED_MODULE_3__.eb(`schedules apply in ${ci.ci} applies on the default branch (${defaultBranch}) only, and this job builds ${ci.ref ?? 'no branch (a merge request or change request pipeline)'}: nothing was applied; schedules plan shows what would change`);
	}
	return defaultBranch;
}
function settleSince(flag) {
	return flag === undefined ? undefined : (0,_values_js__WEBPACK_IMPORTED_MODULE_4__.Ly)('since', flag);
}
function projectOf(flag, fromCi) {
	if (flag !== undefined && !/^[^\s/]+(?:\/[^\s/]+)+$/.test(flag)) {
		throw new _args_js__WEBPACK_IMPORTED_MODULE_3__.eb(`--repo takes a project path such as acme/app, got "${flag}"`, '--repo');
	}
	return flag ?? fromCi ?? '';
}
function settleRepository(flag, fromCi, command = 'settle') {
	const repository = projectOf(flag, fromCi);
	if (repository === '') {
		throw new _args_js__WEBPACK_IMPORTED_MODULE_3__.eb(command === 'settle'
			? 'settle needs the project whose runs it settles: give --repo owner/repo (outside a CI that names its project, runs of every project would be looked at)'
			: command === 'report'
				? 'report needs the project whose runs it counts: give --repo owner/repo, or --all for every run of the team'
				: `${command} needs the project the schedules belong to: give --repo owner/repo (outside a CI that names its project)`, '--repo');
	}
	return repository;
}


})

};

//# sourceMappingURL=302.index.js.map