export const id = 203;
export const ids = [203];
export const modules = {

1737:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  Kw: () => (refusalText),
  Lw: () => (Refused),
  fc: () => (ignoredBecause),
  kO: () => (admitEvent),
  w2: () => (isBot),
  ww: () => (admitBenchmarks),
  zj: () => (answerRefused)
});
var _render_marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1376);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4189);


function isBot(login, type) {
  return type === 'Bot' || /\[bot\]$/i.test(login);
}
function refusalText(login, thanksFor, rules) {
  return `@${login} thanks for ${thanksFor}, but only collaborators with ${rules.allowedPermissions.join(', ')} permission can start the cloud agent on this repository.`;
}
const GATED_EVENTS = new Set(['issues', 'pull_request', 'pull_request_target', 'workflow_run']);
class Refused extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.Rz {
  access;
  constructor(access) {
    super(access.reason, 'error');
    this.access = access;
  }
}
function admitEvent(step, rules) {
  const { trigger, repository } = step;
  if (!GATED_EVENTS.has(trigger.event) || rules.allowUntrustedAuthors)
    return Promise.resolve();
  const author = trigger.author;
  if (!author) {
    return Promise.reject(new Refused({
      allowed: false,
      reason: `the ${trigger.event} event names no author to check`,
      quiet: true,
    }));
  }
  if (!repository) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('github-token', `is required on ${trigger.event} events, to check the permission of @${author} whose text would start the work (or set allow-untrusted-authors: true to let anyone's text start it)`);
  }
  return repository.access({ login: author, type: trigger.authorType }, rules).then((access) => {
    if (!access.allowed)
      throw new Refused(access);
    step.host.log.info(`the ${trigger.event} event is by @${author}, who has ${access.permission} permission: starting`);
  });
}
async function answerRefused(step, rules, access) {
  const { trigger, repository, host } = step;
  if (access.quiet) {
    host.log.info(`not starting anything: ${access.reason}`);
    return;
  }
  host.log.warning(`not starting anything: ${access.reason}`);
  if (!rules.replyToRefused || !repository || trigger.number === undefined || !trigger.author)
    return;
  const what = trigger.isPullRequest ? 'pull request' : 'issue';
  const body = refusalText(trigger.author, `opening this ${what}`, rules);
  try {
    if ((await repository.commentBodies(trigger.number)).includes(body)) {
      host.log.info('the thread already has this answer');
      return;
    }
    await repository.reply(trigger.number, body);
  }
  catch (err) {
    host.log.warning(`could not answer on the thread (${err.message})`);
  }
}
function ignoredBecause(step, comment, rules) {
  const { trigger } = step;
  const created = trigger.event === 'pull_request_review' ? trigger.action === 'submitted' : trigger.action === 'created';
  if (!created)
    return `the comment was ${trigger.action ?? 'changed'}; only new comments start work`;
  if ((0,_render_marker_js__WEBPACK_IMPORTED_MODULE_0__.xY)(comment.body, step.markerKey))
    return "the comment is the action's own";
  if (isBot(comment.author, comment.authorType) &&
    !rules.allowedBots.includes(comment.author.toLowerCase())) {
    return `@${comment.author} is a bot that is not in allowed-bots`;
  }
  return undefined;
}
class BenchmarksRefused extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.Rz {
  constructor(why) {
    super(`the benchmarks do not run: ${why} (their prompts and configuration come from the pull request's head and run on this repository's key)`, 'gate-failed');
  }
}
async function admitBenchmarks(step, allowedPermissions) {
  const { trigger, repository } = step;
  if (trigger.event === 'workflow_run') {
    throw new BenchmarksRefused("a workflow_run event may check out a fork's files; run them on pull_request");
  }
  if (trigger.event !== 'pull_request' && trigger.event !== 'pull_request_target')
    return;
  const pull = trigger.pullRequest;
  if (pull?.fork)
    throw new BenchmarksRefused(`pull request #${trigger.number} comes from a fork (${pull.headRepo})`);
  const author = trigger.author;
  if (!author)
    throw new BenchmarksRefused(`the ${trigger.event} event names no author to check`);
  if (!repository) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('github-token', `is required on ${trigger.event} events with benchmarks, to check the permission of @${author}, whose pull request's head holds the prompts`);
  }
  const access = await repository.access({ login: author, type: trigger.authorType }, { allowedPermissions, allowedBots: [] });
  if (!access.allowed)
    throw new BenchmarksRefused(access.reason);
  step.host.log.info(`pull request #${trigger.number} is by @${author}, who has ${access.permission} permission: running the benchmarks`);
}


}),

3635:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  L: () => (pullRequestUrls),
  q: () => (resolveArtifacts)
});
const str = (v) => (typeof v === 'string' && v !== '' ? v : undefined);
async function resolveArtifacts(client, run, log, signal) {
  const items = (run.artifacts ?? []);
  return Promise.all(items.map(async (item) => {
    const data = (item.data ?? {});
    switch (item.artifact_type) {
      case 'PULL_REQUEST':
        return {
          type: 'PULL_REQUEST',
          url: str(data.url) ?? '',
          branch: str(data.branch) ?? '',
          ...(str(data.status) ? { status: str(data.status) } : {}),
        };
      case 'EXTERNAL_REFERENCE':
        return {
          type: 'EXTERNAL_REFERENCE',
          url: str(data.url) ?? '',
          referenceType: str(data.reference_type) ?? 'reference',
          ...(str(data.title) ? { title: str(data.title) } : {}),
        };
      case 'PLAN':
      case 'SCREENSHOT':
      case 'FILE': {
        const uid = str(data.artifact_uid);
        let detail;
        let unread = false;
        if (uid) {
          try {
            detail = (await client.artifacts.get(uid, { signal, maxRetries: 1 })).data;
          }
          catch (err) {
            unread = true;
            log(`could not read artifact ${uid}: ${err.message}`);
          }
        }
        if (item.artifact_type === 'PLAN') {
          return {
            type: 'PLAN',
            ...(uid ? { uid } : {}),
            ...(unread ? { unread } : {}),
            title: str(detail?.title) ?? str(data.title) ?? 'Plan',
            ...(str(detail?.content) ? { content: str(detail?.content) } : {}),
            ...((str(detail?.url) ?? str(data.url)) ? { url: (str(detail?.url) ?? str(data.url)) } : {}),
          };
        }
        return {
          type: item.artifact_type === 'SCREENSHOT' ? 'SCREENSHOT' : 'FILE',
          name: str(data.filename) ??
            str(detail?.filename) ??
            (item.artifact_type === 'SCREENSHOT' ? 'screenshot' : 'file'),
          ...(str(data.description) ? { description: str(data.description) } : {}),
          ...(str(detail?.download_url) ? { url: str(detail?.download_url) } : {}),
          ...(str(detail?.expires_at) ? { expiresAt: str(detail?.expires_at) } : {}),
        };
      }
      default:
        return { type: 'OTHER', artifactType: String(item.artifact_type), data: item.data };
    }
  }));
}
function pullRequestUrls(run) {
  return (run.artifacts ?? [])
    .filter((a) => a.artifact_type === 'PULL_REQUEST')
    .map((a) => str(a.data.url))
    .filter((u) => u !== undefined);
}


}),

1519:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  BL: () => (endShown),
  Su: () => (cancelRun),
  Wl: () => (cancelStepRun),
  qG: () => (waitsForInput),
  rQ: () => (waitingText),
  wW: () => (describeCancel)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9187);
var _step_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6696);
var _shared_unreachable_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5223);
var _timing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8117);





function seenStopped(run) {
  return run !== undefined && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(run.state);
}
function cancelStepRun(step, runId, withinMs) {
  return cancelRun(step.client, runId, (0,_step_js__WEBPACK_IMPORTED_MODULE_2__.p)(step), withinMs, step.sleep);
}
async function cancelRun(client, runId, log, withinMs = (0,_timing_js__WEBPACK_IMPORTED_MODULE_3__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_3__.AX), sleep = _client_index_js__WEBPACK_IMPORTED_MODULE_0__.dt) {
  const confirmMs = (0,_timing_js__WEBPACK_IMPORTED_MODULE_3__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_3__.VC);
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
        deadlineMs: Math.max((0,_timing_js__WEBPACK_IMPORTED_MODULE_3__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_3__.Ye), deadline - Date.now()),
        maxRetries: 1,
      });
    }
    catch (err) {
      log(`could not read run ${runId} after cancelling it: ${err.message}`);
    }
    if (seenStopped(run) || sent !== 'accepted' || Date.now() + confirmMs >= deadline)
      break;
    await sleep(confirmMs);
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
    default:
      return (0,_shared_unreachable_js__WEBPACK_IMPORTED_MODULE_4__.H)(outcome);
  }
}
const STOP_FROM_SESSION = 'stop it from the session.';
function waitsForInput(outcome, run) {
  return outcome === 'already-ended' && run?.state === 'BLOCKED';
}
function endShown(outcome, run, shown) {
  return outcome === 'already-ended' && shown?.run === run.run_id && shown.state === run.state;
}
function waitingText(runId) {
  return `the run \`${runId}\` waits for input, and the service cancels no run that waits: nothing was cancelled. It stays as it is, using nothing, until someone answers it.`;
}


}),

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


}),

9834:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  p: () => (deriveMarkerKey)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

function deriveMarkerKey(apiKey) {
  return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createSecretKey)((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', apiKey.trim()).update('cloud-agent-action marker v2').digest());
}


}),

52:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  Cd: () => (LOOKUP_SCAN_PAGES),
  Ge: () => (META),
  Jz: () => (findRunByMetadata),
  Y1: () => (conversationOrigin),
  mc: () => (warnOnce),
  u2: () => (SOURCE),
  xk: () => (adoptable),
  yP: () => (planFirstOrigin),
  yv: () => (originOf)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9187);
var _render_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1509);




const META = {
  trigger: 'gh_trigger',
  conversation: 'gh_conversation',
  repo: 'gh_repo',
  workflowRun: 'gh_run_id',
  attempt: 'gh_run_attempt',
  job: 'gh_job',
  number: 'gh_number',
  comment: 'gh_comment_id',
  event: 'gh_event',
  source: 'created_by',
  timeout: 'gh_timeout_minutes',
  cancel: 'gh_cancel',
  budget: 'gh_max_credits',
  detach: 'gh_detach',
};
const SOURCE = 'cloud-agent-action';
const hash = (parts) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);
function workOf(inputs) {
  const { run, dispatch } = inputs;
  const json = (value) => (value === undefined ? '' : JSON.stringify(value));
  return [
    inputs.command,
    run.prompt,
    run.title ?? '',
    run.skill ?? '',
    run.environmentId ?? '',
    run.modelId ?? '',
    run.basePrompt ?? '',
    json(run.mcpServers),
    json(run.agentConfig),
    run.agentIdentity ?? '',
    String(run.includeContext),
    dispatch?.factory ?? '',
    dispatch?.ticketRef ?? '',
    dispatch?.ticketUrl ?? '',
    run.idempotencyKey ?? '',
  ];
}
function originOf(env, trigger, inputs) {
  const key = hash([
    env.repository.toLowerCase(),
    env.workflowRunId,
    env.job,
    env.step,
    String(trigger.number ?? ''),
    String(trigger.comment?.id ?? ''),
    hash(workOf(inputs)),
  ]);
  return {
    key,
    lookup: { [META.trigger]: key },
    own: { [META.trigger]: key, [META.attempt]: env.runAttempt },
    metadata: { [META.trigger]: key, ...common(env, trigger, inputs) },
  };
}
function conversationOrigin(env, trigger, inputs) {
  const idempotencyKey = inputs.run.idempotencyKey;
  const key = hash([
    env.repository.toLowerCase(),
    String(trigger.number ?? ''),
    'conversation',
    ...(idempotencyKey !== undefined ? [idempotencyKey] : []),
  ]);
  const triggerKey = originOf(env, trigger, inputs).key;
  return {
    key,
    lookup: { [META.conversation]: key },
    own: { [META.conversation]: key, [META.trigger]: triggerKey, [META.attempt]: env.runAttempt },
    metadata: {
      [META.conversation]: key,
      [META.trigger]: triggerKey,
      ...common(env, trigger, inputs),
    },
  };
}
function planFirstOrigin(env, trigger, inputs) {
  const own = originOf(env, trigger, inputs);
  if (trigger.number === undefined)
    return own;
  const { key } = conversationOrigin(env, trigger, inputs);
  return { ...own, key, metadata: { ...own.metadata, [META.conversation]: key } };
}
function common(env, trigger, inputs) {
  const metadata = {
    [META.repo]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(env.repository, 256),
    [META.workflowRun]: env.workflowRunId,
    [META.attempt]: env.runAttempt,
    [META.job]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(env.job, 256),
    [META.event]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(env.eventName, 256),
    [META.source]: SOURCE,
  };
  if (inputs.timeoutMinutes !== undefined)
    metadata[META.timeout] = String(inputs.timeoutMinutes);
  if (inputs.cancelOnAbort !== undefined)
    metadata[META.cancel] = String(inputs.cancelOnAbort);
  if (inputs.maxCredits !== undefined)
    metadata[META.budget] = String(inputs.maxCredits);
  if (inputs.wait === false || inputs.detachAfterMinutes !== undefined)
    metadata[META.detach] = 'true';
  if (trigger.number !== undefined)
    metadata[META.number] = String(trigger.number);
  if (trigger.comment)
    metadata[META.comment] = String(trigger.comment.id);
  return metadata;
}
class MetadataNotKeptError extends _client_index_js__WEBPACK_IMPORTED_MODULE_1__.tP {
  constructor() {
    super("the create request's answer was lost, and the service keeps no metadata on runs, so whether it made a run cannot be told: look at the team's newest runs before running this again, or the work may run twice", { operation: 'createRun', outcomeUnknown: true });
  }
}
const LOOKUP_SCAN_PAGES = 5;
const createdAt = (run) => Date.parse(run.created_at) || 0;
const newestFirst = (a, b) => createdAt(b) - createdAt(a);
const hasMetadata = (run) => run.metadata !== null && typeof run.metadata === 'object' && Object.keys(run.metadata).length > 0;
async function findRunByMetadata(client, filter, options = {}) {
  const after = options.createdAfter ? { created_after: options.createdAfter } : {};
  try {
    const page = await client.runs.listPage({ metadata: filter, sort_by: 'created_at', sort_order: 'desc', limit: 5, ...after }, { signal: options.signal });
    if (page.runs.length > 0)
      return [...page.runs].sort(newestFirst)[0];
    if (page.unmatched === 0)
      return undefined;
    options.warn?.(`the service answered runs that do not carry the metadata asked for (it does not filter by metadata): scanning the newest runs for this one instead`);
  }
  catch (err) {
    if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.hD && err.errorCode === 'feature_not_available'))
      throw err;
  }
  const since = options.createdAfter ?? new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
  let pages = 0;
  let seen = 0;
  let withMetadata = 0;
  for await (const page of client.runs
    .list({ sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since }, { signal: options.signal })
    .pages()) {
    const hits = page.runs.filter((run) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__.hx)({ metadata: filter }, run));
    if (hits.length > 0)
      return hits.sort(newestFirst)[0];
    seen += page.runs.length;
    withMetadata += page.runs.filter(hasMetadata).length;
    if (++pages >= LOOKUP_SCAN_PAGES)
      break;
  }
  if (seen > 0 && withMetadata === 0) {
    options.warn?.(`none of the ${seen} newest runs carries metadata: the service keeps no metadata on runs, so no run is ever adopted as this trigger's, and a re-run of this job starts another run`);
    if (options.mustKnow)
      throw new MetadataNotKeptError();
  }
  return undefined;
}
function warnOnce(warn) {
  const said = new Set();
  return (line) => {
    if (said.has(line))
      return;
    said.add(line);
    warn(line);
  };
}
function adoptable(run) {
  return run !== undefined && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.jf)(run.state);
}


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

9073:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
  ug: () => (markerReader),
  WU: () => (openReporter),
  b$: () => (putKeyedComment),
  zQ: () => (recordedOrigin),
  kr: () => (reporterForRun),
  w0: () => (stepReporter),
  rU: () => (writeKeyedComment),
  Kn: () => (writeOutputs),
  Sy: () => (writeSummary)
});


var marker = __webpack_require__(1376);
var redact = __webpack_require__(8932);
var report = __webpack_require__(7332);
var render_origin = __webpack_require__(4284);
var budget = __webpack_require__(9519);
var model = __webpack_require__(8281);
var artifacts = __webpack_require__(3635);
var context = __webpack_require__(4227);
var origin = __webpack_require__(52);
;
const REAL_TIMERS = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};
class LatestWins {
  pending;
  inFlight;
  lastEnd = -Infinity;
  timer;
  closed = false;
  progress = new AbortController();
  write;
  options;
  timers;
  constructor(write, options) {
    this.write = write;
    this.options = options;
    this.timers = options.timers ?? REAL_TIMERS;
  }
  offer(body) {
    if (this.closed)
      return;
    this.pending = body;
    this.pump();
  }
  pump() {
    if (this.closed || this.inFlight || this.pending === undefined || this.timer !== undefined)
      return;
    const wait = this.lastEnd + this.options.minIntervalMs - this.timers.now();
    if (wait > 0) {
      this.timer = this.timers.setTimeout(() => {
        this.timer = undefined;
        this.pump();
      }, wait);
      return;
    }
    const body = this.pending;
    this.pending = undefined;
    this.inFlight = this.send(body);
  }
  async send(body) {
    try {
      await this.write(body, this.progress.signal);
    }
    catch (err) {
      if (!this.closed)
        this.options.onError(err);
    }
    finally {
      this.lastEnd = this.timers.now();
      this.inFlight = undefined;
      this.pump();
    }
  }
  stop() {
    this.closed = true;
    this.pending = undefined;
    if (this.timer !== undefined)
      this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }
  async final(body, boundMs) {
    this.stop();
    const bound = new AbortController();
    const expiry = (ms, onExpiry) => {
      let handle;
      const promise = new Promise((resolve) => {
        handle = this.timers.setTimeout(() => {
          onExpiry();
          resolve('timeout');
        }, ms);
      });
      return { promise, cancel: () => this.timers.clearTimeout(handle) };
    };
    const whole = expiry(boundMs, () => bound.abort(new Error(`the final write took more than ${boundMs} ms`)));
    try {
      if (this.inFlight) {
        const half = expiry(boundMs / 2, () => this.progress.abort());
        await Promise.race([this.inFlight, half.promise]);
        half.cancel();
      }
      const written = this.write(body, bound.signal).then(() => 'written');
      written.catch(() => undefined);
      return await Promise.race([written, whole.promise]);
    }
    finally {
      whole.cancel();
    }
  }
}

var flow_state = __webpack_require__(7573);
var timing = __webpack_require__(8117);
;












const SUMMARY_OUTPUT_MAX_CHARS = 65_536;
class Reporter {
  comment;
  writes;
  host;
  options;
  constructor(options) {
    this.options = options;
    this.host = options.host;
    const { comment } = options;
    this.comment = comment;
    if (comment) {
      const state = new flow_state.u(options.host.state);
      this.writes = new LatestWins(async (body, signal) => {
        await comment.write(body, signal);
        if (comment.id !== undefined) {
          state.save(flow_state.c.commentId, comment.id);
          state.save(flow_state.c.threadNumber, comment.number);
        }
      }, {
        minIntervalMs: (0,timing.vK)(timing.AR),
        onError: (err) => this.host.log.warning(`could not write the tracking comment: ${err.message}`),
        timers: options.timers,
      });
    }
  }
  async findExisting() {
    const found = await this.comment?.find();
    if (found)
      this.carryFrom(found.state);
    return found;
  }
  found;
  carryFrom(last) {
    this.options.marker = { ...(0,marker.LT)(last), ...this.options.marker };
  }
  carriedMarker() {
    return this.options.marker;
  }
  setMarker(extra) {
    this.options.marker = { ...this.options.marker, ...extra };
  }
  markerFor({ run, phase }) {
    return (0,marker.$N)((0,marker.Yg)(this.options.marker, run, phase), this.options.markerKey);
  }
  redacted(input) {
    return (0,redact.se)(input, (text) => this.host.redact(text));
  }
  bodyOf(input) {
    return (0,report.wQ)(this.redacted(input), this.markerFor(input), (report) => this.host.redact(report));
  }
  show(input) {
    this.writes?.offer(this.bodyOf(input));
  }
  async finishComment(input, options = {}) {
    if (!this.writes)
      return true;
    const boundMs = this.options.signal?.aborted ? timing.zy : timing.e0;
    if (options.showsNewPlan)
      await this.unclaim(boundMs);
    let shown = false;
    this.finalInput = input;
    try {
      shown = (await this.writes.final(this.bodyOf(input), boundMs)) === 'written';
      if (!shown)
        this.host.log.warning(`GitHub did not take the final report within ${boundMs / 1000}s: the tracking comment may still show an earlier state`);
    }
    catch (err) {
      this.host.log.warning(`could not write the tracking comment: ${err.message}`);
    }
    if (shown && options.showsNewPlan)
      await this.recordPlanShown(input, boundMs);
    return shown;
  }
  finalInput;
  async owe(reaction) {
    const input = this.finalInput;
    if (!this.comment || !input)
      return;
    this.setMarker({ owes: reaction });
    try {
      await this.comment.write(this.bodyOf(input), AbortSignal.timeout(timing.e0));
      this.host.log.info('the closing reaction is left to the next settle (recorded on the tracking comment)');
    }
    catch (err) {
      this.host.log.warning(`could not record on the tracking comment the closing reaction GitHub refused: ${err.message}; the comment that asked gets none`);
    }
  }
  async unclaim(boundMs) {
    try {
      await this.comment?.unclaim(AbortSignal.timeout(boundMs));
    }
    catch (err) {
      this.host.log.warning(`could not remove the approval claim (the action's 👍) from the tracking comment: ${err.message}; an approval of the new plan may be refused as already approved until it is removed`);
    }
  }
  async recordPlanShown(input, boundMs) {
    const at = this.comment?.writtenAt;
    const plan = this.options.marker.plan;
    if (!this.comment || !at || !plan?.shown)
      return;
    this.setMarker({ plan: { ...plan, shown: { ...plan.shown, at } } });
    try {
      await this.comment.write(this.bodyOf(input), AbortSignal.timeout(boundMs));
    }
    catch (err) {
      this.host.log.warning(`could not record on the tracking comment when the plan was first shown: ${err.message}; an approval is checked against the comment's last edit instead`);
    }
  }
  async finish(input, options = {}) {
    const clean = this.redacted(input);
    let shown = false;
    if (options.comment === false)
      this.writes?.stop();
    else
      shown = await this.finishComment(clean, options);
    await writeSummary(this.host, (0,report.qE)(clean));
    this.outputs(clean);
    return shown;
  }
  outputs(input) {
    const { run } = input;
    const inAll = input.budget && (0,budget.x)(input.budget);
    writeOutputs(this.host, {
      'run-id': run.run_id,
      state: run.state,
      'session-link': run.session_link ?? '',
      'conversation-id': run.conversation_id ?? '',
      'pull-request-urls': JSON.stringify((0,artifacts.L)(run)),
      artifacts: JSON.stringify(run.artifacts ?? []),
      'comment-url': this.comment?.url ?? '',
      summary: (0,report.oM)(input.conversation) ?? run.status_message?.message ?? '',
      detached: String(input.phase === 'detached'),
      model: (0,model.D)(run, input.requestedModel)?.id ?? '',
      credits: inAll === undefined ? (0,budget.Cn)(run) : (0,budget.vV)(inAll),
      'plan-ready': String(input.plan?.state === 'waiting'),
    });
  }
}
async function writeSummary(host, markdown) {
  try {
    await host.summary(markdown);
  }
  catch (err) {
    host.log.warning(`could not write the job summary: ${err.message}`);
  }
}
function writeOutputs(host, outputs) {
  for (const [name, value] of Object.entries(outputs)) {
    host.output(name, value, name === 'summary' ? SUMMARY_OUTPUT_MAX_CHARS : undefined);
  }
}
async function writeKeyedComment(step, number, key, report, what) {
  if (!step.repository)
    return;
  try {
    await putKeyedComment(step, number, key, report);
  }
  catch (err) {
    step.host.log.warning(`could not write ${what} on #${number}: ${err.message}`);
  }
}
async function putKeyedComment(step, number, key, report) {
  const repository = step.repository;
  if (!repository)
    throw new Error('no repository to write the comment on');
  const self = await repository.self();
  const comment = repository.trackingComment(number, self, markerReader(step.markerKey), (s) => s.key === key);
  const edited = (await comment.find(step.signal)) !== undefined;
  await comment.write(`${report}\n\n${(0,marker.$N)({ v: 2, key }, step.markerKey)}`, step.signal);
  return { edited, url: comment.url };
}
const markerReader = (markerKey) => (body) => (0,marker.rH)(body, markerKey);
function openReporter(place) {
  const { repository, number, self, marker, markerKey } = place;
  const comment = place.enabled && repository && number !== undefined && self
    ? repository.trackingComment(number, self, markerReader(markerKey), (s) => s.key === marker.key)
    : undefined;
  return new Reporter({
    host: place.host,
    comment,
    marker,
    markerKey,
    ...(place.signal ? { signal: place.signal } : {}),
    timers: place.timers,
  });
}
function stepReporter(step, options) {
  return openReporter({
    host: step.host,
    repository: step.repository,
    number: step.trigger.number,
    markerKey: step.markerKey,
    signal: step.signal,
    ...options,
  });
}
async function reporterForRun(step, run, enabled) {
  const { repository, trigger } = step;
  if (!repository || trigger.number === undefined || !enabled) {
    return stepReporter(step, { enabled: false, self: undefined, marker: { key: run.run_id } });
  }
  const self = await repository.self();
  const comments = await repository.markedComments(trigger.number, self, markerReader(step.markerKey));
  const existing = comments.filter((c) => c.state.run === run.run_id).at(-1);
  const recorded = run.metadata?.[origin.Ge.conversation] ?? run.metadata?.[origin.Ge.trigger];
  const key = recorded && /^[0-9a-f]{32}$/.test(recorded) && !comments.some((c) => c.state.key === recorded)
    ? recorded
    : run.run_id;
  const reporter = stepReporter(step, {
    enabled: true,
    self,
    marker: existing ? (0,marker.LT)(existing.state) : { key },
  });
  if (existing) {
    reporter.comment?.adopt(existing);
    reporter.found = existing;
  }
  step.state.save(flow_state.c.threadNumber, trigger.number);
  return reporter;
}
function recordedOrigin(marker, run, env) {
  const recorded = marker?.origin;
  const origin = recorded && linksHere(recorded, env) ? recorded : metadataOrigin(run, env);
  return {
    origin: (0,render_origin.QJ)(origin),
    ...(origin.workflowRun ? { workflowRun: origin.workflowRun } : {}),
    ...(marker?.model ? { requestedModel: marker.model } : {}),
  };
}
function linksHere(origin, env) {
  const here = `${env.serverUrl}/${env.repository}/`.toLowerCase();
  return [origin.comment, origin.workflowRun].every((link) => link === undefined || link.toLowerCase().startsWith(here));
}
function metadataOrigin(run, env) {
  const meta = run.metadata ?? {};
  const id = meta[origin.Ge.workflowRun];
  const workflowRun = id && /^\d{1,20}$/.test(id) ? (0,context.workflowRunUrl)({ ...env, workflowRunId: id }) : undefined;
  const number = Number(meta[origin.Ge.number]);
  const thread = Number.isSafeInteger(number) && number > 0 ? { number } : {};
  const event = meta[origin.Ge.event];
  const kind = meta[origin.Ge.comment] ? 'comment' : 'number' in thread ? 'thread' : 'event';
  if (event === render_origin.cQ)
    return { kind: 'event', event, ...(meta[origin.Ge.job] ? { job: meta[origin.Ge.job] } : {}) };
  return {
    kind,
    ...thread,
    ...(kind === 'event' && event && /^[a-z][a-z_]{0,63}$/.test(event) ? { event } : {}),
    ...(workflowRun ? { workflowRun } : {}),
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
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9187);
var _render_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1509);
var _origin_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4189);





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
  const state = [..._shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.uo];
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
    if (++pages >= _origin_js__WEBPACK_IMPORTED_MODULE_2__.Cd)
      break;
  }
  return active.sort(oldestFirst);
}
function runStarter(step, run, origin) {
  const { client } = step;
  const warn = (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.mc)((line) => step.host.log.warning(line));
  const findLatest = (signal, createdAfter) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.Jz)(client, origin.lookup, { signal, warn, ...(createdAfter ? { createdAfter } : {}) });
  const findMade = (createdAfter, signal, mustKnow = false) => (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.Jz)(client, origin.own, { signal, createdAfter, warn, mustKnow });
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
        ...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_4__.$Q)(work.title, 200) } : {}),
        ...(config ? { config } : {}),
        ...(run.skill ? { skill: run.skill } : {}),
        ...(run.agentIdentity ? { agent_identity_uid: run.agentIdentity } : {}),
        ...(work.mode ? { mode: work.mode } : {}),
      };
      const created = await client.runs.create(body, {
        signal,
        recover: async () => {
          const found = await findMade(since, undefined, true);
          if (!found)
            return undefined;
          step.host.log.info('the answer to the create was lost; the run it made was found by its origin');
          return { run_id: found.run_id, task_id: found.run_id, state: found.state };
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
  const warn = (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.mc)((line) => log.warning(line));
  const ticket = ticketOf(ticketRef);
  const metadata = { ticket_source: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_4__.$Q)(ticket.source, 256), ticket_id: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_4__.$Q)(ticket.id, 256) };
  const findLatest = async (signal, createdAfter, mustKnow = false) => {
    const run = await (0,_origin_js__WEBPACK_IMPORTED_MODULE_2__.Jz)(client, metadata, {
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
      let recovered = false;
      try {
        const created = await client.factories.dispatch(factory, {
          prompt: work.prompt,
          ticket_ref: ticketRef,
          ...(work.title ? { title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_4__.$Q)(work.title, 200) } : {}),
          ...(ticketUrl ? { ticket_url: ticketUrl } : {}),
        }, {
          signal,
          recover: async () => {
            const found = await findMade(since, undefined, true);
            if (!found)
              return undefined;
            recovered = true;
            return {
              run_id: found.run_id,
              state: found.state,
              factory_uid: factory,
              foreman_agent: '',
              ticket_ref: ticketRef,
            };
          },
        });
        log.info(recovered
          ? `dispatched to factory ${factory}, ticket ${ticketRef}: the answer was lost; the run it made was found by its ticket`
          : `dispatched to factory ${factory} (foreman ${created.foreman_agent || 'unknown'}), ticket ${created.ticket_ref ?? ticketRef}`);
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
class DispatchError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_3__.Rz {
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

6696:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  b: () => (holdRun),
  p: () => (info)
});
var _state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7573);

const info = (step) => (line) => step.host.log.info(line);
function holdRun(step, runId) {
  step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_0__.c.runId, runId);
  step.state.save(_state_js__WEBPACK_IMPORTED_MODULE_0__.c.settled, 'false');
  step.host.output('run-id', runId);
}


}),

8422:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  HA: () => (defaultOf),
  Ko: () => (readInputs),
  _J: () => (readPostInputs)
});
var _client_transport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4563);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4189);
var _shared_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8932);
var _shared_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3334);




const COMMANDS = [
  'auto',
  'run',
  'dispatch',
  'followup',
  'cancel',
  'gate',
  'settle',
  'schedules',
  'report',
  'review',
];
const STARTING = ['run', 'dispatch', 'review'];
const FOLLOWING = ['run', 'dispatch', 'followup'];
const AUTO_PICKS = ['run', 'review'];
const WATCHING = [...FOLLOWING, 'review'];
const SHAPING = ['run', 'review'];
const AGENT_IDENTITY_UID = /^[A-Za-z0-9_-]{1,64}$/;
const BOT_LOGIN = /^[A-Za-z0-9-]{1,39}(\[bot\])?$/i;
const PERMISSIONS = ['admin', 'maintain', 'write', 'triage', 'read'];
const FACTORY_UID = /^[A-Za-z0-9_-]{1,200}$/;
const RUN_ID = /^[A-Za-z0-9._-]{1,200}$/;
const text = (value) => value;
const optional = (parse = text) => (value, name) => value === '' ? undefined : parse(value, name);
const matching = (form, why) => (value, name) => {
  if (!form.test(value))
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, why(value));
  return value;
};
const ruled = (rule) => (value, name) => {
  const problem = rule(value);
  if (problem !== undefined)
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, problem);
  return value;
};
const bool = (value, name) => {
  if (/^(true|yes|on)$/i.test(value))
    return true;
  if (/^(false|no|off)$/i.test(value))
    return false;
  throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be true or false, got "${value}"`);
};
const jsonObject = (value, name) => {
  if (value === '')
    return undefined;
  let parsed;
  try {
    parsed = JSON.parse(value);
  }
  catch (err) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `is not valid JSON (${err.message}); give a JSON object, e.g. {"key": "value"}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, 'must be a JSON object, e.g. {"key": "value"}');
  }
  return parsed;
};
const list = (separator = /[\s,]+/) => (value) => value
  .split(separator)
  .map((item) => item.trim())
  .filter((item) => item !== '');
const listOf = (check) => (value, name) => {
  const items = list()(value, name).map((item) => item.toLowerCase());
  for (const item of items)
    check(item, name);
  return items;
};
const fraction = (value, name) => {
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
  const n = percent ? Number(percent[1]) / 100 : /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!(n >= 0 && n <= 1))
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a number from 0 to 1 (or a percentage such as 80%), got "${value}"`);
  return n;
};
const wholeNumber = (min, max) => (value, name) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
};
const command = (value, name) => {
  if (!COMMANDS.includes(value)) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `"${value}" is not a command; use one of ${COMMANDS.join(', ')}`);
  }
  return value;
};
const baseUrl = (value, name) => {
  try {
    return (0,_client_transport_js__WEBPACK_IMPORTED_MODULE_0__.Q2)(value).href.replace(/\/$/, '');
  }
  catch (err) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, err.message.replace(/^base-url: /, ''));
  }
};
const minutes = (max) => (value, name) => {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0) || (max !== undefined && n > max)) {
    const most = max === undefined ? '' : ` and at most ${max}`;
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a number of minutes above 0${most}, got "${value}"`);
  }
  return n;
};
const creditsBudget = (value, name) => {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0) || n > 1_000_000) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a number of credits above 0 (at most 1000000), such as 25 or 12.5, got "${value}"`);
  }
  return n;
};
const points = (value, name) => {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || n > 100) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a number of percentage points from 0 to 100, e.g. 5 or 2.5, got "${value}"`);
  }
  return n;
};
const progressSeconds = (value, name) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || (n !== 0 && n < 10) || n > 3600) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be 0 (no live progress) or a whole number of seconds from 10 to 3600, got "${value}"`);
  }
  return n;
};
const mcpServers = (value, name) => {
  const servers = jsonObject(value, name);
  for (const [server, config] of Object.entries(servers ?? {})) {
    const problem = (0,_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.JZ)(config);
    if (problem !== undefined)
      throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `server "${server}" ${problem}`);
  }
  return servers;
};
const agentConfig = (value, name) => {
  const config = jsonObject(value, name);
  const problem = config?.environment_id === undefined ? undefined : (0,_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.KP)(config.environment_id);
  if (problem !== undefined)
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `environment_id ${problem}`);
  return config;
};
const triggerPhrase = (value, name) => {
  if (value.length < 2 || /\s/.test(value)) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be one word of at least 2 characters, such as @cloud-agent, got "${value}"`);
  }
  return value;
};
const permission = (item, name) => {
  if (!PERMISSIONS.includes(item)) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `"${item}" is not a permission; use some of ${PERMISSIONS.join(', ')}`);
  }
};
const bot = (item, name) => {
  if (!BOT_LOGIN.test(item)) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `"${item}" is not a GitHub login: list each bot by its login, such as dependabot[bot], separated by commas (no wildcards)`);
  }
};
const runIds = (value, name) => {
  const ids = list()(value, name);
  for (const id of ids)
    if (!RUN_ID.test(id))
      throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `"${id}" is not a run id`);
  return ids;
};
const groupBy = (value, name) => {
  if (value !== 'day' && value !== 'week' && value !== 'month') {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be day, week or month, got "${value}"`);
  }
  return value;
};
const oneOf = (values) => (value, name) => {
  if (!values.includes(value)) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be ${values.join(' or ')}, got "${value}"`);
  }
  return value;
};
const checkName = (value, name) => {
  if (value.length > 100)
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, 'is at most 100 characters');
  return value;
};
const label = (value, name) => {
  if (value === '' || value.length > 50) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be a label's name of 1 to 50 characters, got "${value.slice(0, 60)}"`);
  }
  return value;
};
const REVIEW_IGNORE_DEFAULT = [
  '*.lock',
  'package-lock.json',
  'pnpm-lock.yaml',
  'go.sum',
  '*.min.js',
  '*.min.css',
  '*.map',
  '*.generated.*',
  '*.png',
  '*.jpg',
  '*.jpeg',
  '*.gif',
  '*.svg',
  '*.ico',
  '*.webp',
  '*.log',
].join(', ');
const CHECK_NAMES = { gate: 'Cloud agent scorers', review: 'cloud-agent / review' };
const SEVERITIES = ['critical', 'important', 'suggestion', 'nit'];
const REPORT_MAX_DAYS = 90;
const def = (commands, fallback, parse) => ({
  commands,
  default: fallback,
  parse,
});
const TABLE = {
  command: def('all', 'auto', command),
  'api-key': def('all', '', text),
  'base-url': def('all', _client_transport_js__WEBPACK_IMPORTED_MODULE_0__.Ql, baseUrl),
  'github-token': def('all', '${{ github.token }}', text),
  redact: def('all', '', text),
  prompt: def(STARTING, '', text),
  title: def(STARTING, '', optional()),
  skill: def(SHAPING, '', optional(ruled(_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.Xz))),
  'environment-id': def(SHAPING, '', optional(ruled(_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.KP))),
  'model-id': def(SHAPING, '', optional()),
  'base-prompt': def(SHAPING, '', optional()),
  'mcp-servers': def(SHAPING, '', mcpServers),
  'agent-config': def(SHAPING, '', agentConfig),
  'agent-identity': def(SHAPING, '', optional(matching(AGENT_IDENTITY_UID, (v) => `"${v}" is not an agent identity uid: 1 to 64 letters, digits, "-" and "_" (the uid the service shows for the identity)`))),
  'include-context': def(STARTING, 'true', bool),
  'idempotency-key': def(STARTING, '', optional()),
  factory: def(['dispatch', 'gate', 'report'], '', optional(matching(FACTORY_UID, (v) => `"${v}" is not a factory UID (letters, digits, "-" and "_")`))),
  'ticket-ref': def(['dispatch'], '', optional(matching(/^[^:\s]+:\S.*$/, (v) => `"${v}" is not a ticket reference of the form <source>:<id>, e.g. github:acme/app#12`))),
  'ticket-url': def(['dispatch'], '', optional((value, name) => {
    if (!/^https?:\/\/\S+$/.test(value) || value.length > 2048) {
      throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(name, `must be an http(s) URL of at most 2048 characters, got "${value.slice(0, 100)}"`);
    }
    return value;
  })),
  'trigger-phrase': def(['run', 'dispatch', 'settle', 'review'], '@cloud-agent', triggerPhrase),
  'allowed-permissions': def(['run', 'dispatch', 'gate', 'review'], 'write, maintain, admin', listOf(permission)),
  'allowed-bots': def(STARTING, '', listOf(bot)),
  'allow-untrusted-authors': def(STARTING, 'false', bool),
  'reply-to-refused': def(STARTING, 'true', bool),
  'plan-first': def(['run'], 'false', bool),
  'plan-approvers': def(['run', 'dispatch'], 'allowed', oneOf(['allowed', 'not-requester'])),
  'run-id': def(['followup', 'cancel'], '', optional(matching(RUN_ID, (v) => `"${v}" is not a run id`))),
  message: def(['followup'], '', text),
  'followup-mode': def(['followup'], 'normal', oneOf(['normal', 'plan', 'approve'])),
  wait: def(FOLLOWING, 'true', bool),
  'timeout-minutes': def([...FOLLOWING, 'gate', 'review'], '30', minutes(360)),
  comment: def([...FOLLOWING, 'cancel', 'gate', 'schedules', 'review'], 'true', bool),
  scorer: def(['gate'], '', list(/[,\n]+/)),
  'run-ids': def(['gate'], '', runIds),
  'pull-request': def(['gate'], '', optional(wholeNumber(1, 1e9))),
  'head-sha': def(['gate'], '', optional(matching(/^[0-9a-f]{40}$/i, (v) => `"${v}" is not a 40-character commit SHA`))),
  threshold: def(['gate'], '', optional(fraction)),
  'min-pass-rate': def(['gate'], '1', fraction),
  'dispatch-judges': def(['gate'], 'true', bool),
  'score-timeout-minutes': def(['gate'], '15', wholeNumber(0, 120)),
  'check-name': def(['gate', 'review'], '', optional(checkName)),
  'fail-on-gate': def(['gate'], 'true', bool),
  'pass-rate-window': def(['gate'], '30', wholeNumber(1, 3650)),
  'group-by': def(['gate'], 'day', groupBy),
  'max-drop-points': def(['gate'], '', optional(points)),
  'gate-baseline': def(['gate'], 'norm', oneOf(['norm', 'base'])),
  benchmarks: def(['gate'], 'false', bool),
  'benchmarks-file': def(['gate'], '.github/cloud-agent-benchmarks.yml', ruled(_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.vB)),
  'benchmark-concurrency': def(['gate'], '3', wholeNumber(1, 20)),
  'fail-on-run-failure': def(WATCHING, 'true', bool),
  'cancel-on-abort': def(WATCHING, 'true', bool),
  'detach-after-minutes': def(FOLLOWING, '', optional(minutes())),
  'progress-interval-seconds': def(WATCHING, '30', progressSeconds),
  'max-credits': def([...FOLLOWING, 'gate', 'review'], '', optional(creditsBudget)),
  'output-schema': def(FOLLOWING, '', optional()),
  'output-schema-file': def(FOLLOWING, '', optional(ruled(_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.vB))),
  'output-schema-retries': def(WATCHING, '1', wholeNumber(0, 5)),
  'settle-window-minutes': def(['settle'], '1440', wholeNumber(1, 43_200)),
  mode: def(['schedules'], '', optional(oneOf(['plan', 'apply']))),
  prune: def(['schedules'], 'false', bool),
  'schedules-file': def(['schedules'], '.github/cloud-agents.yml', ruled(_shared_rules_js__WEBPACK_IMPORTED_MODULE_3__.vB)),
  'on-drift': def(['schedules'], 'fail', oneOf(['fail', 'warn'])),
  'report-days': def(['report'], '7', wholeNumber(1, REPORT_MAX_DAYS)),
  'report-issue': def(['report'], '', optional(wholeNumber(1, 1e9))),
  'review-ignore': def(['review'], REVIEW_IGNORE_DEFAULT, list(/[\n,]+/)),
  'review-max-comments': def(['review'], '10', wholeNumber(0, 50)),
  'review-min-severity': def(['review'], 'nit', oneOf(SEVERITIES)),
  'review-fail-on': def(['review'], 'none', oneOf(['none', 'critical', 'important'])),
  'review-rules-from': def(['review'], 'base', oneOf(['base', 'head'])),
  'plan-label': def(['auto'], 'agent-plan', label),
  'run-label': def(['auto'], 'agent', label),
  'on-pull-request': def(['auto'], 'review', oneOf(['review', 'run'])),
};
const INPUT_SPECS = Object.entries(TABLE).map(([name, spec]) => ({
  name,
  commands: spec.commands,
  default: spec.default,
}));
function reader(source) {
  return (name) => {
    const spec = TABLE[name];
    const given = source.input(name);
    const value = given === '' && !spec.default.startsWith('${{') ? spec.default : given;
    return spec.parse(value, name);
  };
}
function redactLines(source) {
  return source
    .input('redact', { trim: false })
    .split(/\r?\n/)
    .map((line, i) => ({ text: line.trim(), line: i + 1 }))
    .filter(({ text }) => text !== '');
}
function readApiKey(source) {
  const key = source.input('api-key');
  const trimmed = key.trim();
  source.secret(trimmed, 'apiKey');
  if (key !== trimmed)
    source.secret(key, 'apiKey');
  for (const { text } of redactLines(source))
    source.secret(text, 'secret');
  source.secret(source.input('github-token'), 'githubToken', true);
  return trimmed;
}
function checkSecrets(source, apiKey) {
  if (apiKey === '') {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('api-key', 'is empty: pass the key from a secret (api-key: ${{ secrets.WARP_API_KEY }}) or set WARP_API_KEY');
  }
  if (/\s/.test(apiKey))
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('api-key', 'contains white space; check the secret');
  for (const { text, line } of redactLines(source)) {
    if (text.length < _shared_redact_js__WEBPACK_IMPORTED_MODULE_2__.vb) {
      throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('redact', `line ${line} has fewer than ${_shared_redact_js__WEBPACK_IMPORTED_MODULE_2__.vb} characters: too short to remove without cutting ordinary words out of the text; give the whole secret or drop the line`);
    }
  }
}
function refuseUnused(source, used) {
  const accepted = used === 'auto' ? ['auto', ...AUTO_PICKS] : [used];
  for (const spec of INPUT_SPECS) {
    if (spec.commands === 'all' || spec.commands.some((c) => accepted.includes(c)))
      continue;
    const value = source.input(spec.name);
    if (value !== '' && value !== spec.default) {
      const users = spec.commands.join(', ');
      const by = used === 'auto'
        ? `command "auto" nor by the commands it picks (${AUTO_PICKS.join(', ')})`
        : `command "${used}"`;
      throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz(spec.name, `is not used by ${by} (it is for: ${users}); remove it${used === 'auto' ? ', or set command' : ''}`);
    }
  }
}
function autoInputs(read) {
  const planLabel = read('plan-label');
  const runLabel = read('run-label');
  if (planLabel.toLowerCase() === runLabel.toLowerCase()) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('plan-label', (name) => `is "${planLabel}", the same label as ${name('run-label')}: a label cannot both ask for a plan and start a run; name two labels`);
  }
  return { planLabel, runLabel, onPullRequest: read('on-pull-request') };
}
function following(read) {
  const timeoutMinutes = read('timeout-minutes');
  const detachAfterMinutes = read('detach-after-minutes');
  if (detachAfterMinutes !== undefined && detachAfterMinutes >= timeoutMinutes) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('detach-after-minutes', `must be less than timeout-minutes (${timeoutMinutes}), got ${detachAfterMinutes}: the run would time out before the step lets go of it`);
  }
  return {
    wait: read('wait'),
    timeoutMinutes,
    failOnRunFailure: read('fail-on-run-failure'),
    cancelOnAbort: read('cancel-on-abort'),
    detachAfterMinutes,
    progressIntervalSeconds: read('progress-interval-seconds'),
    maxCredits: read('max-credits'),
    outputSchema: read('output-schema'),
    outputSchemaFile: read('output-schema-file'),
    outputSchemaRetries: read('output-schema-retries'),
  };
}
function starting(read, common) {
  return {
    ...common,
    ...following(read),
    run: {
      prompt: read('prompt'),
      title: read('title'),
      skill: read('skill'),
      environmentId: read('environment-id'),
      modelId: read('model-id'),
      basePrompt: read('base-prompt'),
      mcpServers: read('mcp-servers'),
      agentConfig: read('agent-config'),
      agentIdentity: read('agent-identity'),
      includeContext: read('include-context'),
      idempotencyKey: read('idempotency-key'),
      planFirst: read('plan-first'),
    },
    conversation: {
      triggerPhrase: read('trigger-phrase'),
      allowedPermissions: read('allowed-permissions'),
      allowedBots: read('allowed-bots'),
      allowUntrustedAuthors: read('allow-untrusted-authors'),
      replyToRefused: read('reply-to-refused'),
      planApprovers: read('plan-approvers'),
    },
  };
}
function requiredRunId(read, by) {
  const runId = read('run-id');
  if (runId === undefined)
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('run-id', `is required by command "${by}": the id of the run`);
  return runId;
}
function gateInputs(read) {
  const factory = read('factory');
  const scorers = read('scorer');
  if (!scorers.length && !factory) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('scorer', 'name the scorers to judge with (ids or names), or give the factory whose scorers judge (input "factory")');
  }
  const groupBy = read('group-by');
  const windowDays = read('pass-rate-window');
  const periods = groupBy === 'day'
    ? windowDays
    : groupBy === 'week'
      ? Math.ceil(windowDays / 7) + 1
      : Math.ceil(windowDays / 28) + 1;
  if (periods > 365)
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('pass-rate-window', `${windowDays} days by ${groupBy} is more than the 365 periods the service draws; group by week or month`);
  const threshold = read('threshold');
  const maxDropPoints = read('max-drop-points');
  if (threshold !== undefined && maxDropPoints !== undefined) {
    throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('threshold', (name) => `cannot be used with ${name('max-drop-points')}: the service counts each scorer's pass rate over the window at the scorer's own threshold, so verdicts at another threshold cannot be held against it. Leave out ${name('threshold')} to compare with the norm, or ${name('max-drop-points')} to judge at your own threshold`);
  }
  return {
    scorers,
    factory,
    runIds: read('run-ids'),
    pullRequest: read('pull-request'),
    headSha: read('head-sha'),
    threshold,
    minPassRate: read('min-pass-rate'),
    dispatchJudges: read('dispatch-judges'),
    scoreTimeoutMinutes: read('score-timeout-minutes'),
    checkName: read('check-name') ?? CHECK_NAMES.gate,
    failOnGate: read('fail-on-gate'),
    windowDays,
    groupBy,
    maxDropPoints,
    baseline: read('gate-baseline'),
    benchmarks: read('benchmarks'),
    benchmarksFile: read('benchmarks-file'),
    concurrency: read('benchmark-concurrency'),
    maxCredits: read('max-credits'),
    timeoutMinutes: read('timeout-minutes'),
    allowedPermissions: read('allowed-permissions'),
  };
}
const BY_COMMAND = {
  auto: (read, common) => ({
    command: 'auto',
    ...common,
    auto: autoInputs(read),
    picks: { run: BY_COMMAND.run(read, common), review: BY_COMMAND.review(read, common) },
  }),
  run: (read, common) => ({ command: 'run', ...starting(read, common) }),
  dispatch: (read, common) => {
    const factory = read('factory');
    if (factory === undefined) {
      throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('factory', 'is required: the public UID of the factory to dispatch to');
    }
    const dispatch = { factory, ticketRef: read('ticket-ref'), ticketUrl: read('ticket-url') };
    return { command: 'dispatch', ...starting(read, common), dispatch };
  },
  followup: (read, common) => {
    const runId = requiredRunId(read, 'followup');
    const message = read('message');
    const followupMode = read('followup-mode');
    if (message === '' && followupMode !== 'approve') {
      throw new _shared_outcome_js__WEBPACK_IMPORTED_MODULE_1__.dz('message', 'is required by command "followup": what to tell the run');
    }
    return { command: 'followup', ...common, ...following(read), runId, message, followupMode };
  },
  cancel: (read, common) => ({ command: 'cancel', ...common, runId: requiredRunId(read, 'cancel') }),
  gate: (read, common) => ({ command: 'gate', ...common, gate: gateInputs(read) }),
  settle: (read, common) => ({
    command: 'settle',
    ...common,
    windowMinutes: read('settle-window-minutes'),
    triggerPhrase: read('trigger-phrase'),
  }),
  schedules: (read, common) => ({
    command: 'schedules',
    ...common,
    mode: read('mode'),
    prune: read('prune'),
    schedulesFile: read('schedules-file'),
    onDrift: read('on-drift'),
  }),
  review: (read, common) => ({
    command: 'review',
    ...starting(read, common),
    review: {
      ignore: read('review-ignore'),
      maxComments: read('review-max-comments'),
      minSeverity: read('review-min-severity'),
      failOn: read('review-fail-on'),
      rulesFrom: read('review-rules-from'),
      checkName: read('check-name') ?? CHECK_NAMES.review,
    },
  }),
  report: (read, common) => ({
    command: 'report',
    ...common,
    days: read('report-days'),
    factory: read('factory'),
    reportIssue: read('report-issue'),
  }),
};
function readInputs(source) {
  const apiKey = readApiKey(source);
  const read = reader(source);
  const used = read('command');
  checkSecrets(source, apiKey);
  refuseUnused(source, used);
  const common = {
    apiKey,
    baseUrl: read('base-url'),
    githubToken: read('github-token'),
    comment: read('comment'),
  };
  return BY_COMMAND[used](read, common);
}
function readPostInputs(source) {
  const apiKey = readApiKey(source);
  const read = reader(source);
  return {
    apiKey,
    baseUrl: read('base-url'),
    githubToken: read('github-token'),
    comment: read('comment'),
    cancelOnAbort: read('cancel-on-abort'),
  };
}
function defaultOf(name) {
  return TABLE[name].default;
}


}),

1376:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  $N: () => (encodeMarker),
  LT: () => (carried),
  Vg: () => (remark),
  Yg: () => (nextMarker),
  nt: () => (PLAN_DIGEST_CHARS),
  ol: () => (RESULT_MARK_LIMIT),
  rH: () => (decodeMarker),
  xY: () => (hasMarker)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
var _origin_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4284);


const RESULT_MARK_LIMIT = 100;
function resultMark(value) {
  if (typeof value !== 'object' || value === null)
    return undefined;
  const { digest, packed, file, left, before, sent, asked } = value;
  if (typeof digest !== 'string' || !/^[0-9a-f]{32}$/.test(digest))
    return undefined;
  if (typeof left !== 'number' || !Number.isSafeInteger(left) || left < 0)
    return undefined;
  if (!Array.isArray(before) || !before.every((uid) => typeof uid === 'string'))
    return undefined;
  return {
    digest,
    ...(typeof packed === 'string' ? { packed } : {}),
    ...(typeof file === 'string' ? { file } : {}),
    left,
    before: before.slice(-RESULT_MARK_LIMIT),
    ...(typeof sent === 'number' && Number.isSafeInteger(sent) && sent > 0 ? { sent } : {}),
    ...(typeof asked === 'string' ? { asked } : {}),
  };
}
const PLAN_RULES = ['allowed', 'not-requester'];
const PLAN_DIGEST_CHARS = 16;
const DIGEST = new RegExp(`^[0-9a-f]{${PLAN_DIGEST_CHARS}}$`);
function planMark(value) {
  if (typeof value !== 'object' || value === null)
    return undefined;
  const { by, before, rule, shown, revisedBy } = value;
  if (typeof by !== 'string' || !Array.isArray(before))
    return undefined;
  if (!before.every((uid) => typeof uid === 'string'))
    return undefined;
  const seen = planShown(shown);
  const revisers = Array.isArray(revisedBy) && revisedBy.every((login) => typeof login === 'string')
    ? revisedBy.filter((login) => login !== '')
    : [];
  return {
    by,
    before,
    ...(PLAN_RULES.includes(rule) ? { rule: rule } : {}),
    ...(seen ? { shown: seen } : {}),
    ...(revisers.length > 0 ? { revisedBy: revisers } : {}),
  };
}
function planShown(value) {
  if (typeof value !== 'object' || value === null)
    return undefined;
  const { uid, digest, at, unread } = value;
  if (typeof uid !== 'string' || uid === '')
    return undefined;
  return {
    uid,
    ...(typeof digest === 'string' && DIGEST.test(digest) ? { digest } : {}),
    ...(typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? { at } : {}),
    ...(unread === true ? { unread } : {}),
  };
}
function carried(last) {
  const { v: _v, run: _r, conversation: _c, state: _s, phase: _p, seen: _seen, owes: _owes, ...rest } = last;
  return rest;
}
function nextMarker(last, run, phase) {
  return {
    v: 2,
    ...last,
    run: run.run_id,
    ...(run.conversation_id ? { conversation: run.conversation_id } : {}),
    state: run.state,
    phase,
    ...(run.updated_at ? { seen: run.updated_at } : {}),
  };
}
const MARKER_PREFIX = 'cloud-agent-action:state';
const OPEN = `<!-- ${MARKER_PREFIX} `;
const CLOSE = ' -->';
const MARKER_STATE_MAX_BYTES = 24_000;
const BODY = new RegExp(`^([0-9a-f]{2,${2 * MARKER_STATE_MAX_BYTES}})\\.([0-9a-f]{32})$`);
function mac(payload, key) {
  return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(payload).digest().subarray(0, 16);
}
function encodeMarker(state, key) {
  const payload = Buffer.from(JSON.stringify(state), 'utf8').toString('hex');
  return `${OPEN}${payload}.${mac(payload, key).toString('hex')}${CLOSE}`;
}
function remark(body, state, key) {
  const start = body.lastIndexOf(OPEN);
  return `${start < 0 ? body : body.slice(0, start)}${encodeMarker(state, key)}`;
}
function decodeMarker(body, key) {
  const text = body?.trimEnd();
  if (!text?.endsWith(CLOSE))
    return undefined;
  const start = text.lastIndexOf(OPEN);
  if (start < 0)
    return undefined;
  const match = BODY.exec(text.slice(start + OPEN.length, text.length - CLOSE.length));
  if (!match)
    return undefined;
  const [, payload, given] = match;
  if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(Buffer.from(given, 'hex'), mac(payload, key)))
    return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, 'hex').toString('utf8'));
    if (value.v !== 2 || typeof value.key !== 'string')
      return undefined;
    return {
      v: 2,
      key: value.key,
      ...(typeof value.run === 'string' ? { run: value.run } : {}),
      ...(typeof value.conversation === 'string' ? { conversation: value.conversation } : {}),
      ...(typeof value.state === 'string' ? { state: value.state } : {}),
      ...(typeof value.factory === 'string' ? { factory: value.factory } : {}),
      ...(typeof value.comment === 'string' ? { comment: value.comment } : {}),
      ...(value.commentKind === 'issue' || value.commentKind === 'review'
        ? { commentKind: value.commentKind }
        : {}),
      ...(typeof value.phase === 'string' ? { phase: value.phase } : {}),
      ...(typeof value.deadline === 'string' ? { deadline: value.deadline } : {}),
      ...(typeof value.cancel === 'boolean' ? { cancel: value.cancel } : {}),
      ...(isCredits(value.budget) && value.budget > 0 ? { budget: value.budget } : {}),
      ...(isCredits(value.baseline) ? { baseline: value.baseline } : {}),
      ...(isCredits(value.kept) ? { kept: value.kept } : {}),
      ...(typeof value.model === 'string' ? { model: value.model } : {}),
      ...(typeof value.seen === 'string' ? { seen: value.seen } : {}),
      ...originOf(value.origin),
      ...(planMark(value.plan) ? { plan: planMark(value.plan) } : {}),
      ...(resultMark(value.result) ? { result: resultMark(value.result) } : {}),
      ...(typeof value.reviewed === 'string' && /^[0-9a-f]{40}$/.test(value.reviewed)
        ? { reviewed: value.reviewed }
        : {}),
      ...(value.owes === 'rocket' || value.owes === 'confused' ? { owes: value.owes } : {}),
    };
  }
  catch {
    return undefined;
  }
}
function originOf(value) {
  const origin = (0,_origin_js__WEBPACK_IMPORTED_MODULE_1__.VO)(value);
  return origin ? { origin } : {};
}
const isCredits = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
function hasMarker(body, key) {
  return decodeMarker(body, key) !== undefined;
}


}),

4284:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  QJ: () => (describeReportOrigin),
  VO: () => (readReportOrigin),
  cQ: () => (COMMAND_LINE_EVENT)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);
var _shared_unreachable_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5223);


const COMMAND_LINE_EVENT = 'cli';
function describeReportOrigin(origin) {
  const run = origin.workflowRun ? `[workflow run](${origin.workflowRun})` : 'a workflow run';
  const number = origin.number;
  switch (origin.kind) {
    case 'comment':
      if (origin.author && origin.comment)
        return `Started from a comment by @${origin.author} ([comment](${origin.comment})), ${run}.`;
      return number === undefined
        ? `Started from a comment, ${run}.`
        : `Started from a comment on #${number}, ${run}.`;
    case 'issue':
    case 'pull_request':
    case 'thread':
      if (number !== undefined) {
        const kind = origin.kind === 'issue' ? 'issue ' : origin.kind === 'pull_request' ? 'pull request ' : '';
        return `Started from ${kind}#${number} by ${run}.`;
      }
      return `Started by ${run}.`;
    case 'event':
      if (origin.event === COMMAND_LINE_EVENT)
        return origin.job
          ? `Started by cloud-agent in CI job ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(origin.job, 100, false)}.`
          : 'Started by cloud-agent from the command line.';
      return `Started by ${run}${origin.event ? ` (${origin.event})` : ''}.`;
    default:
      return (0,_shared_unreachable_js__WEBPACK_IMPORTED_MODULE_1__.H)(origin.kind);
  }
}
const KINDS = new Set(['issue', 'pull_request', 'comment', 'event', 'thread']);
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
const EVENT = /^[a-z][a-z_]{0,63}$/;
const LINK = /^https?:\/\/[^\s()<>[\]`"'\\]{1,500}$/;
function readReportOrigin(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return undefined;
  const v = value;
  if (typeof v.kind !== 'string' || !KINDS.has(v.kind))
    return undefined;
  const origin = { kind: v.kind };
  const fields = [
    ['number', (x) => typeof x === 'number' && Number.isSafeInteger(x) && x > 0],
    ['author', (x) => typeof x === 'string' && LOGIN.test(x)],
    ['comment', (x) => typeof x === 'string' && LINK.test(x)],
    ['event', (x) => typeof x === 'string' && EVENT.test(x)],
    ['workflowRun', (x) => typeof x === 'string' && LINK.test(x)],
    ['job', (x) => typeof x === 'string' && x.length > 0 && x.length <= 256],
  ];
  for (const [name, valid] of fields) {
    if (!valid(v[name]))
      continue;
    origin[name] = v[name];
  }
  return origin;
}


}),

757:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  Bk: () => (progressKey),
  EY: () => (renderProgress),
  FC: () => (CONTEXT_FRAMING),
  Fb: () => (stepTitle),
  Lo: () => (COMMENT_FRAMING),
  TS: () => (eventLabel),
  jA: () => (progressOf)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

const SHOWN_STEPS = 10;
const SHOWN_EVENTS = 8;
const EVENT_LABEL = {
  oz_run_created: 'created',
  oz_run_claimed: 'claimed by a worker',
  worker_container_ready: 'machine ready',
  shared_session_started: 'session started',
  agent_started: 'agent started',
  oz_run_blocked: 'waiting for input',
  oz_run_done: 'done',
  oz_run_cancelled: 'cancelled',
  oz_run_failed: 'failed',
  oz_run_errored: 'stopped with an error',
  vm_shutdown: 'machine shut down',
};
function eventLabel(type) {
  return Object.hasOwn(EVENT_LABEL, type) ? EVENT_LABEL[type] : type;
}
const COMMENT_FRAMING = 'The request below was written in a GitHub comment by';
const CONTEXT_FRAMING = '## GitHub context';
function requestIn(prompt) {
  const fenced = /(~{4,})text request\n([\s\S]*?)\n\1/.exec(prompt);
  const line = fenced?.[2]?.split('\n').find((l) => l.trim() !== '');
  return line?.trim();
}
function stepTitle(step, index, run) {
  const raw = (step.description ?? '').trim() || (step.summary ?? '').trim();
  if (!raw)
    return `Step ${index + 1}`;
  if (raw.startsWith(COMMENT_FRAMING))
    return requestIn(run.prompt ?? '') ?? (run.title || 'The request from the comment');
  if (raw.startsWith(CONTEXT_FRAMING))
    return run.title || 'The task from the thread';
  return raw;
}
const blocksOf = (step) => step.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : []));
function latestAction(step) {
  const all = [];
  const walk = (s) => {
    all.push(...blocksOf(s));
    for (const inner of s.steps ?? [])
      walk(inner);
  };
  walk(step);
  const action = all.filter((b) => b.type === 'action').at(-1);
  if (!action)
    return undefined;
  const input = (action.input ?? {});
  const detail = ['command', 'path', 'query', 'file', 'url']
    .map((k) => input[k])
    .find((v) => typeof v === 'string' && v.trim() !== '');
  const result = all.filter((b) => b.type === 'action_result' && b.action_id === action.id).at(-1);
  const state = typeof result?.state === 'string' ? result.state : undefined;
  const name = typeof action.name === 'string' ? action.name : 'action';
  return `${name}${detail ? ` ${detail}` : ''}${state ? ` (${state})` : ''}`;
}
function progressOf(reading, run, active) {
  const created = Date.parse(run.created_at);
  const seen = new Set();
  const lifecycle = [];
  for (const event of reading.events) {
    const id = event.event_uuid || `${event.event_type}@${event.occurred_at ?? ''}`;
    if (seen.has(id))
      continue;
    seen.add(id);
    const at = event.occurred_at === undefined ? Number.NaN : Date.parse(event.occurred_at);
    lifecycle.push({
      id,
      type: event.event_type,
      label: eventLabel(event.event_type),
      sinceMs: Number.isNaN(at) || Number.isNaN(created) ? undefined : Math.max(0, at - created),
    });
  }
  lifecycle.sort((a, b) => (a.sinceMs ?? Infinity) - (b.sinceMs ?? Infinity));
  const steps = reading.conversation?.steps ?? [];
  return {
    lifecycle,
    steps: steps.map((step, index) => {
      const last = index === steps.length - 1;
      return {
        id: step.id,
        title: stepTitle(step, index, run),
        done: Boolean(step.completed_at) || !last || !active,
        action: latestAction(step),
      };
    }),
  };
}
function progressKey(progress) {
  return JSON.stringify([
    progress.lifecycle.map((e) => e.id),
    progress.steps.map((s) => [s.id, s.title, s.done, s.done ? '' : s.action]),
  ]);
}
function renderLifecycle(lifecycle) {
  if (!lifecycle.length)
    return '';
  const shown = lifecycle.slice(-SHOWN_EVENTS);
  const earlier = lifecycle.length - shown.length;
  const items = shown.map((e) => `${Object.hasOwn(EVENT_LABEL, e.type) ? e.label : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(e.type, 60, false)}${e.sinceMs === undefined ? '' : ` ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.a3)(e.sinceMs)}`}`);
  return `**Lifecycle:** ${earlier ? `(${earlier} earlier) … → ` : ''}${items.join(' → ')}`;
}
function renderChecklist(steps) {
  if (!steps.length)
    return '';
  const shown = steps.slice(-SHOWN_STEPS);
  const earlier = steps.length - shown.length;
  const lines = shown.map((s) => {
    if (s.done)
      return `- ✓ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(s.title, 150)}`;
    const action = s.action ? `\n  <sub>latest: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(s.action, 160, false)}</sub>` : '';
    return `- ⏳ **${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(s.title, 150)}** (in progress)${action}`;
  });
  const head = earlier ? [`- ✓ _${earlier} earlier step${earlier === 1 ? '' : 's'} done_`] : [];
  return `**Steps**\n\n${[...head, ...lines].join('\n')}`;
}
function renderProgress(progress) {
  const parts = [renderLifecycle(progress.lifecycle), renderChecklist(progress.steps)].filter(Boolean);
  return parts.length ? parts.join('\n\n') : '_No progress reported yet._';
}


}),

7332:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
  S6: () => (SETTLE_DOCS),
  oM: () => (finalMessage),
  wQ: () => (renderComment),
  qE: () => (renderJobSummary)
});


var runs = __webpack_require__(9187);
var render_budget = __webpack_require__(9519);
var format = __webpack_require__(1509);
var render_model = __webpack_require__(8281);
;

const PLAN_FOLD_LINES = 40;
function centredPlan(plans, uid) {
  return (uid ? plans.find((p) => p.uid === uid) : undefined) ?? plans.at(-1);
}
function planBody(title, content, url, room, unread) {
  const link = (0,format.Pl)(url);
  const text = content?.trim() ? (0,format.bp)(content.trim()) : '';
  if (unread && !text)
    return PLAN_UNREAD;
  if (!text)
    return link
      ? `[Open the plan](${link})`
      : "_The service shows none of the plan's text here; the session has it._";
  const more = link ? `\n\n[Read the whole plan](${link}).` : '\n\nThe session shows the whole plan.';
  const lines = text.split('\n').length;
  const open = lines > PLAN_FOLD_LINES ? `<details><summary>${(0,format.js)(title, 150)} (${lines} lines)</summary>\n\n` : '';
  const close = open ? '\n\n</details>' : '';
  const space = room - open.length - close.length;
  const body = text.length <= space ? text : `${(0,format.Jj)(text, Math.max(0, space - more.length), 'The plan')}${more}`;
  return `${open}${body}${close}`;
}
const PLAN_UNREAD = "_The plan's text could not be read from the service just now; the session has it. An approval by comment waits until a report shows it here._";
function notPlannedLine(reason) {
  return reason === 'pull-request'
    ? '⚠️ The agent was asked for a plan, but the service did the work instead: the run opened a pull request and left no new plan.'
    : '⚠️ The agent was asked for a plan, but the service did not plan: the run ended without a new plan.';
}
function planSection(body, next) {
  return [`**The plan**`, body, next ? `**Next:** ${(0,format.Od)(next)}` : ''].filter(Boolean).join('\n\n');
}

var progress = __webpack_require__(757);
;

const TABLE_KEYS = 20;
const CELL_CHARS = 300;
const isScalar = (value) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
function isFlat(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.length <= TABLE_KEYS && entries.every(isScalar);
}
const where = (path) => (path === '' ? '(root)' : path);
function issueLines(issues) {
  return issues
    .map((issue) => `- ${(0,format.aY)(where(issue.path), 200, false)}: ${(0,format.mG)(issue.message, 400)}`)
    .join('\n');
}
function fenced(text, info) {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const mark = '`'.repeat(Math.max(3, longest + 1));
  return (0,format.bp)(`${mark}${info}\n${text}\n${mark}`);
}
function table(value) {
  const rows = Object.entries(value).map(([key, item]) => {
    const shown = typeof item === 'string' ? (0,format.mG)(item, CELL_CHARS) || '_(empty)_' : (0,format.aY)(JSON.stringify(item));
    return `| ${(0,format.aY)(key, 100)} | ${shown} |`;
  });
  return ['| field | value |', '|---|---|', ...rows].join('\n');
}
const fromText = (from) => from === 'file'
  ? 'from its `result.json` file'
  : from === 'message'
    ? 'from the JSON block ending its final message'
    : '';
function resultSection(view, room, cut) {
  switch (view.status) {
    case 'valid': {
      const head = `**Result** (${fromText(view.from)}, as its schema asks)`;
      if (isFlat(view.value))
        return `${head}\n\n${table(view.value)}`;
      const json = JSON.stringify(view.value, null, 2);
      const summary = `The result (${(0,format.K9)(json.length)} characters of JSON)`;
      const body = cut(fenced(json, 'json'), Math.max(200, room - head.length - summary.length - 60));
      return `${head}\n\n<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
    }
    case 'invalid': {
      const found = view.from
        ? `The result ${fromText(view.from)} does not match its schema`
        : 'The run gave no result: no new `result.json` file, and no fenced `json` block ending its final message';
      const tried = view.repairs > 0
        ? `, after ${view.repairs === 1 ? 'a repair follow-up' : `${view.repairs} repair follow-ups`}`
        : '';
      const list = view.issues.length && view.from ? `\n\n${issueLines(view.issues)}` : '';
      return `**Result: does not match its schema** (\`schema-invalid\`)\n\n${found}${tried}.${list}`;
    }
    case 'repairing':
      return `**Result: being repaired** (${view.repair} of ${view.of})\n\nThe result did not match its schema; the agent was asked to fix:\n\n${issueLines(view.issues)}`;
    case 'unavailable':
      return `**Result: not validated** (schema not available)\n\n${(0,format.mG)(view.why, 500)}`;
  }
}

;







const SETTLE_DOCS = 'https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle';
const COMMENT_LIMIT = 65_000;
const GITHUB_COMMENT_LIMIT = 65_536;
const JOB_SUMMARY_BYTES = 1_048_576;
const ICON = {
  QUEUED: '⏳',
  PENDING: '⏳',
  CLAIMED: '⏳',
  INPROGRESS: '🔄',
  SUCCEEDED: '✅',
  FAILED: '❌',
  ERROR: '⚠️',
  CANCELLED: '🚫',
  BLOCKED: '✋',
};
const HEADLINE = {
  QUEUED: 'queued',
  PENDING: 'being prepared',
  CLAIMED: 'starting',
  INPROGRESS: 'working',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
  ERROR: 'stopped with an error',
  CANCELLED: 'cancelled',
  BLOCKED: 'waiting for input',
};
function finalMessage(conversation) {
  if (!conversation)
    return undefined;
  const texts = [];
  const walk = (steps) => {
    for (const step of steps) {
      for (const message of step.messages) {
        if (message.role !== 'assistant')
          continue;
        const text = message.content
          .map((block) => (block.type === 'text' && 'text' in block ? String(block.text) : ''))
          .filter(Boolean)
          .join('\n');
        if (text.trim())
          texts.push(text.trim());
      }
      walk(step.steps);
    }
  };
  walk(conversation.steps);
  return texts.at(-1);
}
function describeAction(block) {
  const input = (block.input ?? {});
  const detail = ['command', 'path', 'query', 'file', 'url']
    .map((k) => input[k])
    .find((v) => typeof v === 'string');
  return `${(0,format.aY)(String(block.name ?? 'action'), 60, false)}${detail ? ` ${(0,format.aY)(detail, 120, false)}` : ''}`;
}
function renderSteps(conversation, run) {
  if (!conversation)
    return { text: '', count: 0 };
  const lines = [];
  let count = 0;
  const walk = (steps, depth) => {
    for (const step of steps) {
      count++;
      const indent = '  '.repeat(depth);
      const title = (0,progress.Fb)(step, count - 1, run);
      lines.push(`${indent}- **${(0,format.mG)(title, 150)}**`);
      const results = new Map();
      for (const message of step.messages) {
        for (const block of message.content) {
          if (block.type === 'action_result')
            results.set(String(block.action_id), String(block.state));
        }
      }
      for (const message of step.messages) {
        for (const block of message.content) {
          if (block.type === 'action') {
            const state = results.get(String(block.id));
            lines.push(`${indent}  - ${describeAction(block)}${state ? ` → ${(0,format.mG)(state, 30)}` : ''}`);
          }
        }
      }
      if (step.summary && step.description)
        lines.push(`${indent}  - ${(0,format.mG)(step.summary, 300)}`);
      walk(step.steps, depth + 1);
    }
  };
  walk(conversation.steps, 0);
  return { text: lines.join('\n'), count };
}
function cost(run) {
  const usage = run.request_usage;
  if (!usage)
    return undefined;
  const num = (k) => (typeof usage[k] === 'number' ? usage[k] : undefined);
  const credits = (0,runs.yq)(run);
  const usd = [num('inference_cost_usd'), num('compute_cost_usd'), num('platform_cost_usd')].filter((v) => v !== undefined);
  if (credits === undefined && !usd.length)
    return undefined;
  const parts = [];
  if (credits !== undefined)
    parts.push(`${round(credits)} credits`);
  if (usd.length)
    parts.push(`≈ $${usd.reduce((a, b) => a + b, 0).toFixed(2)}`);
  return parts.join(' ');
}
const round = (n) => (Math.round(n * 100) / 100).toString();
function duration(run, now) {
  const fromRunTime = (0,format.pU)(run.run_time);
  if (fromRunTime !== undefined)
    return (0,format.a3)(fromRunTime);
  const start = run.started_at ? Date.parse(run.started_at) : Date.parse(run.created_at);
  const end = run.finished_at ? Date.parse(run.finished_at) : now;
  return Number.isNaN(start) || Number.isNaN(end) ? undefined : (0,format.a3)(end - start);
}
function headline(input) {
  const state = input.run.state;
  const icon = Object.hasOwn(ICON, state) ? ICON[state] : '❔';
  const what = Object.hasOwn(HEADLINE, state) ? HEADLINE[state] : `in state ${(0,format.mG)(state, 40)}`;
  const title = (0,format.mG)(input.run.title || 'Cloud agent run', 150);
  if (input.phase === 'timeout')
    return `### ⏱️ Stopped waiting: ${title}`;
  if (planWaits(input))
    return `### 📋 Plan ready for review: ${title}`;
  if (input.phase === 'detached')
    return `### ${icon} Cloud agent run ${what} (no longer watched): ${title}`;
  return `### ${icon} Cloud agent run ${what}: ${title}`;
}
const planWaits = (input) => input.plan?.state === 'waiting' && (input.phase === 'final' || input.phase === 'blocked');
const atWork = (input) => (input.phase === 'queued' || input.phase === 'running' || input.phase === 'detached') &&
  !(0,runs.Ex)(input.run.state);
function facts(input) {
  const { run } = input;
  const working = atWork(input);
  const rows = [['State', (0,format.aY)(run.state, 40, false)]];
  const d = duration(run, input.now);
  if (d && working)
    rows.push(['Elapsed', d]);
  else if (d && run.started_at)
    rows.push(['Duration', d]);
  const model = (0,render_model.D)(run, input.requestedModel);
  if (model)
    rows.push(['Model', (0,render_model.Z)(model)]);
  const c = (input.budget && (0,render_budget.D$)(input.budget)) || cost(run);
  if (c)
    rows.push([working ? 'Cost so far' : 'Cost', c]);
  const session = (0,format.Pl)(run.session_link);
  if (session && !working)
    rows.push(['Session', `[open the session](${session})`]);
  else if (!session && working)
    rows.push(['Session', "_the link appears here once the agent's session starts_"]);
  const workflow = (0,format.Pl)(input.workflowRun);
  if (workflow)
    rows.push(['Workflow', `[the workflow run](${workflow})`]);
  if (input.factoryTask) {
    rows.push([
      'Factory',
      `${(0,format.aY)(input.factoryTask.factory, 80, false)} · task ${(0,format.aY)(input.factoryTask.uid, 60, false)} · stage **${(0,format.mG)(input.factoryTask.stage, 30)}**`,
    ]);
  }
  rows.push(['Run', (0,format.aY)(run.run_id, 80, false)]);
  return rows.map(([k, v]) => `- **${k}**: ${v}`).join('\n');
}
function statusBlock(run) {
  const message = run.status_message;
  if (!message?.message)
    return undefined;
  if (!['FAILED', 'ERROR', 'CANCELLED', 'BLOCKED'].includes(run.state))
    return undefined;
  const errorCode = message.error_code ? ` (${(0,format.aY)(message.error_code, 60, false)})` : '';
  const retry = message.retryable ? ' A new run may succeed: the service marks this as retryable.' : '';
  return `> **${run.state}**${errorCode}: ${(0,format.mG)(message.message, 1000)}${retry}`;
}
function artifactLines(artifacts, now) {
  const prs = artifacts
    .filter((a) => a.type === 'PULL_REQUEST')
    .map((a) => `- ${(0,format.Cb)(a.url) ?? (0,format.aY)(a.url, 300, false)} from ${(0,format.aY)(a.branch, 120, false)}${a.status ? ` (${(0,format.mG)(a.status, 20)})` : ''}`)
    .join('\n');
  const plans = artifacts
    .filter((a) => a.type === 'PLAN')
    .map((a) => ({
    title: (0,format.mG)(a.title || 'Plan', 150),
    summary: (0,format.js)(a.title || 'Plan', 150),
    body: a.content?.trim()
      ? (0,format.bp)(a.content.trim())
      : (0,format.Pl)(a.url)
        ? `[Open the plan](${(0,format.Pl)(a.url)})`
        : '_The plan has no content yet._',
  }));
  const fileArtifacts = artifacts.filter((a) => a.type === 'SCREENSHOT' || a.type === 'FILE');
  let files = fileArtifacts
    .map((a) => {
    const kind = a.type === 'SCREENSHOT' ? 'Screenshot' : 'File';
    const text = a.type === 'SCREENSHOT'
      ? (a.description ?? a.name)
      : a.description
        ? `${a.name}: ${a.description}`
        : a.name;
    const label = (0,format.yX)(afterLabel(kind, text), 200);
    const url = (0,format.Pl)(a.url);
    return url ? `- ${kind}: [${label}](${url})` : `- ${kind}: ${label} (open it from the session)`;
  })
    .join('\n');
  const expiries = fileArtifacts
    .map((a) => (a.expiresAt ? Date.parse(a.expiresAt) : NaN))
    .filter((t) => !Number.isNaN(t));
  if (files && expiries.length) {
    const first = Math.min(...expiries);
    files += `\n\n<sub>These links are signed and stop working at ${(0,format.fU)(first)}${first > now ? '' : ' (already expired)'}; the session keeps the files.</sub>`;
  }
  const others = artifacts
    .map((a) => a.type === 'EXTERNAL_REFERENCE'
    ? `- ${(0,format.mG)(a.referenceType, 40)}: ${externalLink(a.url, a.title === undefined ? undefined : afterLabel(a.referenceType, a.title))}`
    : a.type === 'OTHER'
      ? `- ${(0,format.aY)(a.artifactType, 40, false)}: ${(0,format.aY)(JSON.stringify(a.data) ?? '', 300, false)}`
      : '')
    .filter(Boolean)
    .join('\n');
  return { prs, plans, files, others };
}
function afterLabel(label, text) {
  const lead = label.trim().toLowerCase();
  const head = text.trimStart();
  if (!lead || !head.toLowerCase().startsWith(lead))
    return text;
  const rest = /^\s*:\s*(\S[\s\S]*)$/.exec(head.slice(lead.length));
  return rest ? rest[1] : text;
}
function externalLink(url, title) {
  const safe = (0,format.Pl)(url);
  if (!safe)
    return (0,format.aY)(url, 300, false);
  return title ? `[${(0,format.yX)(title, 150)}](${safe})` : `<${safe}>`;
}
function detachedLine(run, leftGoing) {
  const session = (0,format.Pl)(run.session_link);
  const watch = session ? ` Meanwhile, follow it in [the session](${session}).` : '';
  const stopped = (0,runs.Ex)(run.state);
  return `${stopped ? '' : '**The run is still working.** '}${leftGoing ?? ''}${watch}`.trim();
}
function sessionLine(input) {
  const session = (0,format.Pl)(input.run.session_link);
  return session && atWork(input) ? `**Follow live**: [the agent's session](${session})` : undefined;
}
function answerInSession(run) {
  const session = (0,format.Pl)(run.session_link);
  return session ? `Answer it in [the session](${session}).` : "Answer it in the agent's session.";
}
function details(summary, body) {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
function renderReport(input, limit = COMMENT_LIMIT) {
  const { run } = input;
  const head = [headline(input)];
  const follow = sessionLine(input);
  if (follow)
    head.push(follow);
  if (input.origin)
    head.push((0,format.Od)(input.origin));
  if (input.note)
    head.push((0,format.Od)(input.note));
  if (input.plan?.state === 'not-planned')
    head.push(notPlannedLine(input.plan.reason));
  const goingOn = input.phase === 'detached' ? detachedLine(run, input.leftGoing) : '';
  if (goingOn)
    head.push(goingOn);
  head.push(facts(input));
  const spending = input.budget && (0,render_budget["in"])(input.budget);
  if (spending)
    head.push(spending);
  if (input.progress && atWork(input))
    head.push((0,progress.EY)(input.progress));
  const status = statusBlock(run);
  if (status)
    head.push(status);
  const hint = input.followupHint ? (0,format.Od)(input.followupHint) : undefined;
  const waiting = planWaits(input);
  if (input.phase === 'blocked' && !waiting)
    head.push(`**The agent is waiting for you.** ${hint ?? answerInSession(run)}`);
  const answer = input.phase === 'final' ||
    input.phase === 'blocked' ||
    input.phase === 'cancelled' ||
    input.phase === 'timeout'
    ? finalMessage(input.conversation)
    : undefined;
  const answerMarkdown = answer === undefined ? undefined : (0,format.bp)(answer);
  const steps = input.phase === 'queued' ? { text: '', count: 0 } : renderSteps(input.conversation, run);
  const plan = waiting && input.plan?.state === 'waiting'
    ? centredPlan(input.artifacts.filter((a) => a.type === 'PLAN'), input.plan.uid)
    : undefined;
  const { prs, plans, files, others } = artifactLines(input.artifacts.filter((a) => a !== plan), input.now);
  const fixed = [];
  if (prs)
    fixed.push(`**Pull requests**\n\n${prs}`);
  if (files)
    fixed.push(`**Screenshots and files**\n\n${files}`);
  if (others)
    fixed.push(`**Other artifacts**\n\n${others}`);
  const footer = input.phase === 'final' && hint && !waiting ? `<sub>${hint}</sub>` : '';
  const join = (parts) => parts.filter((p) => p !== '').join('\n\n');
  const base = join([...head, ...fixed, footer]);
  let budget = limit - base.length - 200;
  const take = (text, what, overhead) => {
    if (!text)
      return '';
    const room = Math.max(0, budget - overhead);
    const result = room <= 80
      ? `_${what} left out: the comment is full (${(0,format.K9)(text.length)} characters)._`
      : (0,format.Jj)(text, room, what);
    budget -= result.length + overhead;
    return result;
  };
  const next = input.plan?.state === 'waiting' ? input.plan.next : undefined;
  let centre = '';
  if (waiting) {
    const body = planBody(plan?.title || 'Plan', plan?.content, plan?.url, Math.max(0, budget - 400), plan?.unread);
    centre = planSection(body, next);
    budget -= centre.length;
  }
  let resultText = '';
  if (input.result) {
    resultText = resultSection(input.result, Math.max(0, budget - 200), (text, max) => (0,format.Jj)(text, max, 'The result'));
    budget -= resultText.length;
  }
  const answerText = answerMarkdown ? take(answerMarkdown, 'The answer', 40) : '';
  const planTexts = plans.map((p) => {
    const body = take(p.body, `The plan "${p.title}"`, p.title.length + p.summary.length + 80);
    return details(p.summary, body);
  });
  const stepsText = steps.text ? details(`Steps (${steps.count})`, take(steps.text, 'The steps', 80)) : '';
  const body = join([
    ...head,
    centre,
    resultText,
    answerText ? `**The agent's answer**\n\n${answerText}` : '',
    ...fixed,
    planTexts.length ? `**${waiting ? 'Earlier plans' : 'Plans'}**\n\n${planTexts.join('\n\n')}` : '',
    stepsText,
    footer,
  ]);
  return body.length <= limit ? body : (0,format.Jj)(body, limit, 'The report');
}
function renderComment(input, marker, finish = (report) => report) {
  const room = Math.min(COMMENT_LIMIT, GITHUB_COMMENT_LIMIT - marker.length - 2);
  return `${finish(renderReport(input, room))}\n\n${marker}`;
}
function renderJobSummary(input) {
  const forSummary = input.summaryHint ? { ...input, followupHint: input.summaryHint } : input;
  let limit = 1_000_000;
  for (;;) {
    const text = renderReport(forSummary, limit);
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes <= JOB_SUMMARY_BYTES)
      return text;
    limit = Math.floor((limit * JOB_SUMMARY_BYTES) / bytes) - 1024;
  }
}


}),

3334:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  JZ: () => (mcpServerProblem),
  KP: () => (environmentIdProblem),
  Xz: () => (skillProblem),
  vB: () => (repositoryPathProblem),
  zJ: () => (NAMED_CONFIG)
});
var _client_validate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5989);


const OWNER = '[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}';
const REPO = '[A-Za-z0-9._-]{1,100}';
const SEGMENT = '(?!\\.\\.?/)[A-Za-z0-9._-]+';
const SKILL_SPEC = new RegExp(`^${OWNER}/${REPO}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:${SEGMENT}/)*SKILL\\.md)$`);
function skillProblem(value) {
  if (SKILL_SPEC.test(value))
    return undefined;
  return `"${value}" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md, e.g. acme/skills:code-review`;
}
function environmentIdProblem(value) {
  if (typeof value === 'string' && _client_validate_js__WEBPACK_IMPORTED_MODULE_0__.Wr.test(value))
    return undefined;
  const why = typeof value === 'string' && value.length !== 22
    ? `has ${value.length} characters`
    : 'is not an environment id';
  return `"${String(value)}" ${why}: environment ids are exactly 22 letters and digits (see your environments in the service's settings)`;
}
const MCP_SERVER_KINDS = ['warp_id', 'command', 'url'];
const KINDS = `${MCP_SERVER_KINDS.slice(0, -1).join(', ')} or ${MCP_SERVER_KINDS.at(-1)}`;
function mcpServerProblem(config) {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    return 'must be an object such as {"warp_id": "..."} or {"url": "..."}';
  }
  const kinds = MCP_SERVER_KINDS.filter((kind) => Object.hasOwn(config, kind));
  return kinds.length === 1 ? undefined : `needs exactly one of ${KINDS}`;
}
function repositoryPathProblem(path) {
  if (!/^[\\/]|^[A-Za-z]:/.test(path) && !path.split(/[\\/]/).includes('..'))
    return undefined;
  return `"${path}" must be a path inside the repository, from its root`;
}
const NAMED_CONFIG = {
  skill: 'skill_spec',
  'environment-id': 'environment_id',
  'model-id': 'model_id',
  'base-prompt': 'base_prompt',
  'mcp-servers': 'mcp_servers',
};


})

};

//# sourceMappingURL=203.index.js.map