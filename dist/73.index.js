export const id = 73;
export const ids = [73];
export const modules = {

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
        if (uid) {
          try {
            detail = (await client.artifacts.get(uid, { signal, maxRetries: 1 })).data;
          }
          catch (err) {
            log(`could not read artifact ${uid}: ${err.message}`);
          }
        }
        if (item.artifact_type === 'PLAN') {
          return {
            type: 'PLAN',
            ...(uid ? { uid } : {}),
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
var _render_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1509);



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
    [META.repo]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__.$Q)(env.repository, 256),
    [META.workflowRun]: env.workflowRunId,
    [META.attempt]: env.runAttempt,
    [META.job]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__.$Q)(env.job, 256),
    [META.event]: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_2__.$Q)(env.eventName, 256),
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
  return run !== undefined && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__.jf)(run.state);
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
var redact = __webpack_require__(6663);
var report = __webpack_require__(1885);
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
  async final(body, boundMs) {
    this.closed = true;
    this.pending = undefined;
    if (this.timer !== undefined)
      this.timers.clearTimeout(this.timer);
    this.timer = undefined;
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
;











const MIN_UPDATE_INTERVAL_MS = 10_000;
const FINAL_WRITE_MS = 10_000;
const STOPPING_FINAL_WRITE_MS = 1500;
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
        minIntervalMs: MIN_UPDATE_INTERVAL_MS,
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
    const boundMs = this.options.signal?.aborted ? STOPPING_FINAL_WRITE_MS : FINAL_WRITE_MS;
    if (options.showsNewPlan)
      await this.unclaim(boundMs);
    let shown = false;
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
    const shown = await this.finishComment(clean, options);
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
  const existing = (await repository.markedComments(trigger.number, self, markerReader(step.markerKey)))
    .filter((c) => c.state.run === run.run_id)
    .at(-1);
  const reporter = stepReporter(step, {
    enabled: true,
    self,
    marker: existing ? (0,marker.LT)(existing.state) : { key: run.run_id },
  });
  if (existing)
    reporter.comment?.adopt(existing);
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

1376:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  $N: () => (encodeMarker),
  LT: () => (carried),
  Yg: () => (nextMarker),
  nt: () => (PLAN_DIGEST_CHARS),
  rH: () => (decodeMarker),
  xY: () => (hasMarker)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
var _origin_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4284);


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
  const { uid, digest, at } = value;
  if (typeof uid !== 'string' || uid === '')
    return undefined;
  return {
    uid,
    ...(typeof digest === 'string' && DIGEST.test(digest) ? { digest } : {}),
    ...(typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? { at } : {}),
  };
}
function carried(last) {
  const { v: _v, run: _r, conversation: _c, state: _s, phase: _p, seen: _seen, ...rest } = last;
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
const BODY = /^([0-9a-f]{2,24000})\.([0-9a-f]{32})$/;
function mac(payload, key) {
  return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(payload).digest().subarray(0, 16);
}
function encodeMarker(state, key) {
  const payload = Buffer.from(JSON.stringify(state), 'utf8').toString('hex');
  return `${OPEN}${payload}.${mac(payload, key).toString('hex')}${CLOSE}`;
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


})

};

//# sourceMappingURL=73.index.js.map