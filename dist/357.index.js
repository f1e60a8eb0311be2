export const id = 357;
export const ids = [357];
export const modules = {

1519:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  Su: () => (cancelRun),
  wW: () => (describeCancel)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);

function seenStopped(run) {
  return run !== undefined && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.Ex)(run.state);
}
const CONFIRM_INTERVAL_MS = 500;
async function cancelRun(client, runId, log, withinMs = 5000) {
  const deadline = Date.now() + withinMs;
  let sent;
  try {
    await client.runs.cancel(runId, { deadlineMs: withinMs, maxRetries: 20 });
    sent = 'accepted';
  }
  catch (err) {
    if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.status === 400)
      sent = 'ended';
    else if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.status === 409) {
      log(`run ${runId} is still being prepared and could not be cancelled in time: ${err.message}`);
      sent = 'pending';
    }
    else if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.status === 422) {
      log(`run ${runId} cannot be cancelled through the API (${err.message})`);
      sent = 'not-supported';
    }
    else {
      log(`could not cancel run ${runId}: ${err.message}`);
      sent = 'failed';
    }
  }
  let run;
  for (;;) {
    try {
      run = await client.runs.get(runId, {
        deadlineMs: Math.max(1000, deadline - Date.now()),
        maxRetries: 1,
      });
    }
    catch (err) {
      log(`could not read run ${runId} after cancelling it: ${err.message}`);
    }
    if (seenStopped(run) || sent !== 'accepted' || Date.now() + CONFIRM_INTERVAL_MS >= deadline)
      break;
    await (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.dt)(CONFIRM_INTERVAL_MS);
  }
  if (seenStopped(run)) {
    if (run.state === 'CANCELLED') {
      log(`cancelled run ${runId}`);
      return { outcome: 'cancelled', run, settled: true };
    }
    log(`run ${runId} had already ended (${run.state}); nothing to cancel`);
    return { outcome: 'already-ended', run, settled: true };
  }
  if (sent === 'ended') {
    log(`run ${runId} had already ended; nothing to cancel`);
    return { outcome: 'already-ended', run, settled: true };
  }
  const outcome = sent === 'accepted'
    ? 'not-confirmed'
    : sent === 'pending'
      ? 'still-pending'
      : sent === 'not-supported'
        ? 'not-supported'
        : 'failed';
  if (outcome === 'not-confirmed')
    log(`asked to cancel run ${runId}, but it was not seen to stop (${run?.state ?? 'state unknown'})`);
  return { outcome, run, settled: outcome === 'not-supported' };
}
function describeCancel(outcome, runId, next = STOP_FROM_SESSION) {
  switch (outcome) {
    case 'cancelled':
      return `The run \`${runId}\` was cancelled.`;
    case 'already-ended':
      return `The run \`${runId}\` had already ended.`;
    case 'not-confirmed':
      return `The run \`${runId}\` was asked to cancel but was not seen to stop; ${next}`;
    case 'still-pending':
      return `The run \`${runId}\` was still being prepared and could not be cancelled in time; ${next}`;
    case 'not-supported':
      return `The service cannot cancel this kind of run (\`${runId}\`); ${STOP_FROM_SESSION}`;
    case 'failed':
      return `Cancelling the run \`${runId}\` failed; ${next}`;
  }
}
const STOP_FROM_SESSION = 'stop it from the session.';


}),

6987:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  y: () => (pacer)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);

function pacer(deadline, pace, clock = {}) {
  const now = clock.now ?? Date.now;
  const random = clock.random ?? Math.random;
  const sleep = clock.sleep ?? _client_index_js__WEBPACK_IMPORTED_MODULE_0__.dt;
  const jitter = pace.jitter ?? 0;
  let interval = pace.initialMs;
  return async () => {
    const left = deadline - now();
    if (left <= 0 || (pace.wholeIntervals && interval > left))
      return false;
    const delay = jitter ? interval * (1 - jitter + 2 * jitter * random()) : interval;
    await sleep(Math.min(left, delay), clock.signal);
    interval = Math.min(pace.maxMs ?? Infinity, interval * (pace.factor ?? 1));
    return true;
  };
}


}),

338:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  Cq: () => (readFactoryTask),
  NK: () => (factoryTaskOf),
  Z4: () => (requestedModelOf),
  cl: () => (factoryStarter),
  ds: () => (runStarter)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _render_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1509);
var _origin_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52);
var _outcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3544);




function factoryTaskOf(starter, runId) {
  const task = starter.factoryTask;
  return task ? { factoryTask: () => task(runId) } : {};
}
function requestedModelOf(starter) {
  return starter.model ? { requestedModel: starter.model } : {};
}
function modelIn(config) {
  const model = config?.model_id;
  return typeof model === 'string' && model.trim() ? model : undefined;
}
function agentConfig(run) {
  const config = { ...(run.agentConfig ?? {}) };
  if (run.environmentId)
    config.environment_id = run.environmentId;
  if (run.modelId)
    config.model_id = run.modelId;
  if (run.basePrompt)
    config.base_prompt = run.basePrompt;
  if (run.mcpServers) {
    config.mcp_servers = {
      ...(config.mcp_servers ?? {}),
      ...run.mcpServers,
    };
  }
  return Object.keys(config).length ? config : undefined;
}
const oldestFirst = (a, b) => a.created_at.localeCompare(b.created_at) || a.run_id.localeCompare(b.run_id);
async function listActiveBy(client, metadata, signal, warn) {
  const state = [..._client_index_js__WEBPACK_IMPORTED_MODULE_0__.uo];
  try {
    const page = await client.runs.listPage({ metadata, state, sort_by: 'created_at', sort_order: 'asc', limit: 20 }, { signal });
    if (page.unmatched === 0)
      return page.runs.sort(oldestFirst);
  }
  catch (err) {
    if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.errorCode === 'feature_not_available')
      return [];
    throw err;
  }
  warn?.('the service answered runs that do not carry the metadata asked for: scanning the newest runs instead');
  const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
  const active = [];
  let pages = 0;
  for await (const page of client.runs
    .list({ sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since }, { signal })
    .pages()) {
    active.push(...page.runs.filter((run) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.hx)({ metadata, state }, run)));
    if (++pages >= _origin_js__WEBPACK_IMPORTED_MODULE_1__.Cd)
      break;
  }
  return active.sort(oldestFirst);
}
function runStarter(step, run, origin) {
  const { client } = step;
  const warn = (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__.mc)((line) => step.host.log.warning(line));
  const findLatest = (signal, createdAfter) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__.Jz)(client, origin.lookup, { signal, warn, ...(createdAfter ? { createdAfter } : {}) });
  const findMade = (createdAfter, signal, mustKnow = false) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__.Jz)(client, origin.own, { signal, createdAfter, warn, mustKnow });
  const model = modelIn(agentConfig(run));
  return {
    lookup: origin.lookup,
    own: origin.own,
    ...(model ? { model } : {}),
    findLatest,
    findMade,
    listActive: (signal) => listActiveBy(client, origin.lookup, signal, warn),
    planning: true,
    create: async (work, signal, since) => {
      const config = agentConfig(run);
      const body = {
        prompt: work.prompt,
        metadata: origin.metadata,
        ...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(work.title, 200) } : {}),
        ...(config ? { config } : {}),
        ...(run.skill ? { skill: run.skill } : {}),
        ...(run.agentIdentity ? { agent_identity_uid: run.agentIdentity } : {}),
        ...(work.mode ? { mode: work.mode } : {}),
      };
      const created = await client.runs.create(body, {
        signal,
        recover: async () => {
          const found = await findMade(since, undefined, true);
          return found ? { run_id: found.run_id, task_id: found.run_id, state: found.state } : undefined;
        },
      });
      return { runId: created.run_id, state: created.state };
    },
  };
}
function ticketOf(ref) {
  const at = ref.indexOf(':');
  return { source: ref.slice(0, at), id: ref.slice(at + 1) };
}
function factoryStarter(step, factory, ticketRef, ticketUrl) {
  const { client, host } = step;
  const log = host.log;
  const warn = (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__.mc)((line) => log.warning(line));
  const ticket = ticketOf(ticketRef);
  const metadata = { ticket_source: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(ticket.source, 256), ticket_id: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(ticket.id, 256) };
  const findLatest = async (signal, createdAfter, mustKnow = false) => {
    const run = await (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__.Jz)(client, metadata, {
      signal,
      warn,
      mustKnow,
      ...(createdAfter ? { createdAfter } : {}),
    });
    return run && (run.factory_uid === undefined || run.factory_uid === factory) ? run : undefined;
  };
  const findMade = (createdAfter, signal, mustKnow = false) => findLatest(signal, createdAfter, mustKnow);
  return {
    factory,
    lookup: metadata,
    own: metadata,
    findLatest,
    findMade,
    listActive: (signal) => listActiveBy(client, metadata, signal, warn),
    planning: false,
    create: async (work, signal, since) => {
      try {
        const created = await client.factories.dispatch(factory, {
          prompt: work.prompt,
          ticket_ref: ticketRef,
          ...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(work.title, 200) } : {}),
          ...(ticketUrl ? { ticket_url: ticketUrl } : {}),
        }, {
          signal,
          recover: async () => {
            const found = await findMade(since, undefined, true);
            return found
              ? {
                run_id: found.run_id,
                state: found.state,
                factory_uid: factory,
                foreman_agent: '',
                ticket_ref: ticketRef,
              }
              : undefined;
          },
        });
        log.info(`dispatched to factory ${factory} (foreman ${created.foreman_agent || 'unknown'}), ticket ${created.ticket_ref ?? ticketRef}`);
        return { runId: created.run_id, state: created.state };
      }
      catch (err) {
        throw explainDispatchError(err, factory);
      }
    },
    factoryTask: (runId) => readFactoryTask(client, factory, runId, log),
  };
}
async function readFactoryTask(client, factory, runId, log) {
  try {
    const task = await client.factories.taskByRun(factory, runId, { maxRetries: 1 });
    return { uid: task.uid, stage: task.stage, factory };
  }
  catch (err) {
    if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.status === 404)
      return undefined;
    log.warning(`could not read the factory task of run ${runId}: ${err.message}`);
    return undefined;
  }
}
class DispatchError extends _outcome_js__WEBPACK_IMPORTED_MODULE_2__.R {
  constructor(message) {
    super(message, 'service');
  }
}
function explainDispatchError(err, factory) {
  if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD))
    return err;
  const cause = err.detail ?? err.title ?? err.message;
  switch (err.status) {
    case 409:
      return new DispatchError(`factory "${factory}" has no foreman agent, so it cannot take work: set up a foreman agent for the factory (an agent identity of type FOREMAN), then run again (${cause})`);
    case 404:
      return new DispatchError(`factory "${factory}" was not found, or this API key cannot reach it: check the factory input (its public UID) and the key's team (${cause})`);
    case 403:
      return new DispatchError(`this API key may not dispatch to factory "${factory}": give the key's team access to the factory (${cause})`);
    case 400:
      return new DispatchError(`factory "${factory}" refused the work as invalid: ${cause}`);
    default:
      return err;
  }
}


}),

7357:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  LOOK_FOR_MADE: () => (LOOK_FOR_MADE),
  POST_CANCEL_MS: () => (POST_CANCEL_MS),
  postStep: () => (postStep),
  settleLeft: () => (settleLeft)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _flow_cancel_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1519);
var _flow_marker_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9834);
var _flow_origin_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52);
var _flow_poll_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6987);
var _flow_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9073);
var _flow_starters_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(338);
var _flow_state_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7573);
var _github_event_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5015);
var _github_graphql_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1422);
var _github_octokit_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6702);
var _github_repository_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6158);
var _host_action_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1906);
var _host_process_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7439);
var _inputs_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8422);
var _post_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(6661);
var _version_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(311);

















const LOOK_FOR_MADE = { forMs: 10_000, everyMs: 1000 };
const POST_CANCEL_MS = 20_000;
async function lookForMade(host, client, lookup, since) {
  const warn = (0,_flow_origin_js__WEBPACK_IMPORTED_MODULE_3__.mc)((line) => host.log.warning(line));
  const pace = (0,_flow_poll_js__WEBPACK_IMPORTED_MODULE_4__.y)(Date.now() + LOOK_FOR_MADE.forMs, {
    initialMs: LOOK_FOR_MADE.everyMs,
    wholeIntervals: true,
  });
  for (;;) {
    try {
      const made = await (0,_flow_origin_js__WEBPACK_IMPORTED_MODULE_3__.Jz)(client, lookup, { createdAfter: since, warn });
      if (made)
        return made;
    }
    catch (err) {
      host.log.info(`looking for the run of the cut-short create failed: ${(0,_host_process_js__WEBPACK_IMPORTED_MODULE_13__.gJ)(err)}`);
    }
    if (!(await pace()))
      return undefined;
  }
}
async function runLeft(host, state, client) {
  const runId = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__.c.runId);
  if (runId)
    return runId;
  const lookup = JSON.parse(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__.c.lookup) || '{}');
  const since = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__.c.creatingSince);
  const made = Object.keys(lookup).length ? await lookForMade(host, client, lookup, since) : undefined;
  if (!made) {
    host.log.info(`no run was made by the create the main step did not finish (looked for ${LOOK_FOR_MADE.forMs / 1000} s)`);
    return undefined;
  }
  host.log.info(`found run ${made.run_id} (${made.state}), made by the create the main step did not finish`);
  return made.run_id;
}
async function settleComment(host, client, state, inputs, run, note) {
  const number = Number(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__.c.threadNumber));
  if (!number || !inputs.githubToken || !inputs.comment)
    return;
  const env = (0,_github_event_js__WEBPACK_IMPORTED_MODULE_8__.P6)(process.env);
  const [owner, repo] = env.repository.split('/');
  const repository = new _github_repository_js__WEBPACK_IMPORTED_MODULE_11__.s((0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_10__.Qi)(inputs.githubToken, env.apiUrl, (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_10__.Zb)(process.env)), { owner, repo }, { graphqlUrl: (0,_github_graphql_js__WEBPACK_IMPORTED_MODULE_9__.cy)(process.env, env.apiUrl) });
  const key = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__.c.key);
  const markerKey = (0,_flow_marker_key_js__WEBPACK_IMPORTED_MODULE_2__.p)(inputs.apiKey);
  const self = await repository.self();
  const reporter = (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_5__.WU)({
    host,
    repository,
    number,
    self,
    enabled: true,
    marker: { key },
    markerKey,
  });
  const commentId = Number(state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__.c.commentId));
  const last = commentId
    ? await repository.markedComment(commentId, self, (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_5__.ug)(markerKey))
    : undefined;
  if (last) {
    reporter.comment?.adopt(last);
    reporter.carryFrom(last.state);
  }
  else
    await reporter.findExisting();
  if (reporter.comment?.id !== undefined) {
    const phase = inputs.cancelOnAbort ? 'cancelled' : 'detached';
    const marker = reporter.carriedMarker();
    const factoryTask = marker.factory
      ? await (0,_flow_starters_js__WEBPACK_IMPORTED_MODULE_6__.Cq)(client, marker.factory, run.run_id, host.log)
      : undefined;
    await reporter.finishComment({
      run,
      phase,
      artifacts: [],
      note,
      now: Date.now(),
      ...(0,_flow_report_js__WEBPACK_IMPORTED_MODULE_5__.zQ)(marker, run, env),
      ...(factoryTask ? { factoryTask } : {}),
      ...(phase === 'detached' ? { leftGoing: host.words.leftGoing(run.run_id) } : {}),
    });
  }
}
async function postStep() {
  (0,_host_process_js__WEBPACK_IMPORTED_MODULE_13__.NU)(_post_js__WEBPACK_IMPORTED_MODULE_15__.ZN, () => _host_action_js__WEBPACK_IMPORTED_MODULE_12__.LX.log.warning(`post step: stopped after ${_post_js__WEBPACK_IMPORTED_MODULE_15__.ZN / 1000}s; the run and its comment may need a look`));
  await settleLeft(_host_action_js__WEBPACK_IMPORTED_MODULE_12__.LX, new _flow_state_js__WEBPACK_IMPORTED_MODULE_7__.u(_host_action_js__WEBPACK_IMPORTED_MODULE_12__.LX.state));
}
async function settleLeft(host, state) {
  let client;
  try {
    const inputs = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_14__._J)(host);
    client = new _client_index_js__WEBPACK_IMPORTED_MODULE_0__.CloudAgentClient({
      apiKey: inputs.apiKey,
      baseUrl: inputs.baseUrl,
      userAgent: `cloud-agent-action/${_version_js__WEBPACK_IMPORTED_MODULE_16__.x} post`,
      deadlineMs: 20_000,
    });
    const runId = await runLeft(host, state, client);
    if (!runId) {
      state.save(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__.c.settled, 'true');
      return;
    }
    let note;
    let run;
    let settled = true;
    const overBudget = state.load(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__.c.mustCancel) === 'true';
    if (inputs.cancelOnAbort || overBudget) {
      host.log.info(`the main step did not finish with run ${runId}: cancelling it`);
      const result = await (0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_1__.Su)(client, runId, (line) => host.log.info(line), POST_CANCEL_MS);
      ({ run, settled } = result);
      note = `${overBudget ? 'The run went over its budget and was not seen to stop before the workflow job ended.' : 'The workflow job stopped before the run ended.'} ${(0,_flow_cancel_js__WEBPACK_IMPORTED_MODULE_1__.wW)(result.outcome, runId)}`;
    }
    else {
      note =
        'The workflow job stopped before the run ended; the run was left going (`cancel-on-abort: false`).';
      host.log.info(`run ${runId} left running (cancel-on-abort: false)`);
    }
    run ??= await client.runs.get(runId);
    await settleComment(host, client, state, { ...inputs, cancelOnAbort: inputs.cancelOnAbort || overBudget }, run, note);
    if (settled)
      state.save(_flow_state_js__WEBPACK_IMPORTED_MODULE_7__.c.settled, 'true');
    else
      host.log.warning(`post step: run ${runId} was not seen to stop. ${note.replace(/`/g, '')}`);
  }
  catch (err) {
    host.log.warning(`post step: ${(0,_host_process_js__WEBPACK_IMPORTED_MODULE_13__.gJ)(err)}`);
  }
  finally {
    await client?.close();
  }
}


})

};

//# sourceMappingURL=357.index.js.map