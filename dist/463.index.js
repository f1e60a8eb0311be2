export const id = 463;
export const ids = [463];
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

5522:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  Il: () => (wentBack),
  Ro: () => (countedFrom),
  bX: () => (countOn),
  fU: () => (spentSince),
  gI: () => (spentAt),
  qj: () => (overBudget),
  yq: () => (_client_index_js__WEBPACK_IMPORTED_MODULE_0__.yq)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);


const RESET_TOLERANCE = 0.005;
const countedFrom = (counted) => (counted.kept === undefined ? counted.baseline : 0);
function spentAt(total, counted) {
  const from = countedFrom(counted);
  const kept = counted.kept ?? 0;
  return total < from - RESET_TOLERANCE ? kept + total : kept + Math.max(0, total - from);
}
const wentBack = (total, counted) => total < countedFrom(counted) - RESET_TOLERANCE;
function spentSince(run, counted) {
  const total = (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.yq)(run);
  return total === undefined ? undefined : spentAt(total, counted);
}
function countOn(counted, last, total) {
  const before = last ?? countedFrom(counted);
  if (!(total < before - RESET_TOLERANCE))
    return { counted };
  const kept = spentAt(before, counted);
  return { counted: { baseline: counted.baseline, kept }, reset: { from: before, to: total, kept } };
}
function overBudget(spent, limit) {
  return spent !== undefined && spent > limit;
}


}),

7938:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
  fg: () => (RunFailedError),
  vN: () => (approveByReply),
  $y: () => (conversationOf),
  uN: () => (describeOrigin),
  AW: () => (followOptions),
  R2: () => (followRun),
  W: () => (followupHint),
  uK: () => (hintsFor),
  pj: () => (plain),
  xA: () => (planShowing)
});


var src_client = __webpack_require__(9434);
var flow_plan = __webpack_require__(9085);
var report = __webpack_require__(7332);
var context = __webpack_require__(4227);
var flow_artifacts = __webpack_require__(3635);
var outcome = __webpack_require__(3544);
var cancel = __webpack_require__(1519);
var render_progress = __webpack_require__(757);
var flow_redact = __webpack_require__(6663);
var poll = __webpack_require__(6987);
;



const POLL = { initialMs: 1000, factor: 1.5, maxMs: 8500 };
const PROGRESS_POLL_MAX_MS = 16_000;
const BAD_ANSWERS_LIMIT = 5;
class FollowError extends outcome.R {
  constructor(message, options) {
    super(message, 'service');
    this.cause = options.cause;
  }
}
function isTransient(err) {
  if (err instanceof src_client.bI || err instanceof src_client.CC || err instanceof src_client.uZ)
    return true;
  if (err instanceof src_client.hD)
    return err.status === 408 || err.status === 429 || err.status >= 500 || err.retryable === true;
  return false;
}
const messageOf = (err) => (err instanceof Error ? err.message : String(err));
function formatElapsed(ms) {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${String(m).padStart(2, '0')}:${s}`;
}
async function waitForRun(client, runId, options) {
  const now = options.now ?? Date.now;
  const started = now();
  const warn = options.warn ?? options.log;
  let previous;
  let failures = 0;
  let badAnswers = 0;
  const { detachAt } = options;
  const letGoAt = detachAt !== undefined && detachAt < options.deadline ? detachAt : undefined;
  const pace = (0,poll.y)(letGoAt ?? options.deadline, {
    initialMs: options.initialMs ?? POLL.initialMs,
    factor: options.factor ?? POLL.factor,
    maxMs: options.maxMs ?? POLL.maxMs,
    jitter: 0.2,
  }, { ...options, now });
  const next = async () => (await pace()) ? undefined : { kind: letGoAt === undefined ? 'timeout' : 'detached', run: previous };
  for (;;) {
    const remaining = options.deadline - now();
    let run;
    try {
      run = await client.runs.get(runId, {
        signal: options.signal,
        deadlineMs: Math.max(1000, Math.min(remaining, 120_000)),
      });
    }
    catch (err) {
      if (options.signal?.aborted || err instanceof src_client.z4)
        throw err;
      const operation = err instanceof src_client.tP ? err.operation : undefined;
      const what = `reading run ${runId}${operation ? ` (${operation})` : ''}`;
      if (!isTransient(err))
        throw new FollowError(`${what} failed: ${messageOf(err)}`, { cause: err });
      failures++;
      if (err instanceof src_client.uZ)
        badAnswers++;
      if (badAnswers >= BAD_ANSWERS_LIMIT)
        return { kind: 'unfollowable', run: previous, error: err, failures };
      warn?.(`${what} failed (${failures} in a row): ${messageOf(err)}; still following it`);
      const ended = await next();
      if (ended)
        return ended;
      continue;
    }
    if (failures)
      options.log?.(`run ${runId} answers again after ${failures} failed reads`);
    failures = 0;
    badAnswers = 0;
    if (!previous || previous.state !== run.state) {
      options.log?.(`[${formatElapsed(now() - started)}] run ${run.run_id}: ${previous ? `${previous.state} → ` : ''}${run.state}${run.status_message?.message ? ` (${run.status_message.message})` : ''}`);
      await options.onChange?.(run, previous);
    }
    await options.onPoll?.(run);
    previous = run;
    const stale = options.movedSince !== undefined &&
      Date.parse(run.updated_at) <= Date.parse(options.movedSince) &&
      now() - started < 60_000;
    if (src_client.Wj.has(run.state) && options.stopWhen?.(run))
      return { kind: 'stopped', run };
    if (!stale && src_client.kl.has(run.state))
      return { kind: 'ended', run };
    if (!stale && run.state === 'BLOCKED')
      return { kind: 'blocked', run };
    if (!stale && !src_client.Wj.has(run.state)) {
      options.log?.(`run ${run.run_id} is in state ${run.state}, which this action does not know; still waiting`);
    }
    const ended = await next();
    if (ended)
      return ended;
  }
}

;




const MIN_PROGRESS_INTERVAL_S = 10;
const READ_DEADLINE_MS = 10_000;
const progress_messageOf = (err) => (err instanceof Error ? err.message : String(err));
const notYet = (err) => err instanceof src_client.hD && (err.status === 404 || err.status === 422);
class ProgressWatch {
  options;
  now;
  lastRead = -Infinity;
  events = [];
  conversation;
  timelineState;
  agentStarted = false;
  logged = new Set();
  warned = false;
  refused = false;
  requests = 0;
  constructor(options) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }
  skip() {
    this.lastRead = this.now();
  }
  due() {
    return !this.refused && this.now() - this.lastRead >= this.options.intervalMs;
  }
  dueAt() {
    return this.refused ? undefined : this.lastRead + this.options.intervalMs;
  }
  async read(run, signal) {
    if (!this.due())
      return false;
    this.lastRead = this.now();
    const options = { signal, maxRetries: 0, deadlineMs: READ_DEADLINE_MS };
    const { client, runId } = this.options;
    const wantTimeline = !this.agentStarted || this.timelineState !== run.state;
    const wantConversation = run.state === 'INPROGRESS';
    const [timeline, conversation] = await Promise.all([
      wantTimeline ? this.attempt(() => client.runs.timeline(runId, options)) : undefined,
      wantConversation ? this.attempt(() => client.runs.conversation(runId, options)) : undefined,
    ]);
    const before = (0,render_progress.Bk)(this.progress(run));
    if (timeline) {
      this.timelineState = run.state;
      this.events = this.redacted(timeline.events);
      this.agentStarted ||= timeline.events.some((e) => e.event_type === 'agent_started');
    }
    if (conversation)
      this.conversation = this.redacted(conversation);
    const after = this.progress(run);
    this.logNew(after);
    return (0,render_progress.Bk)(after) !== before;
  }
  async attempt(read) {
    this.requests++;
    try {
      return await read();
    }
    catch (err) {
      if (err instanceof src_client.z4)
        throw err;
      if (notYet(err))
        return undefined;
      if (err instanceof src_client.hD && (err.status === 401 || err.status === 403))
        this.refused = true;
      if (!this.warned) {
        this.warned = true;
        this.options.log.warning(`could not read the progress of run ${this.options.runId} (${progress_messageOf(err)}); the report goes on without it`);
      }
      return undefined;
    }
  }
  absorb(run, conversation) {
    this.conversation = this.redacted(conversation);
    this.logNew(this.progress(run));
  }
  progress(run, active = true) {
    return (0,render_progress.jA)({ events: this.events, conversation: this.conversation }, run, active);
  }
  redacted(value) {
    const { redact } = this.options;
    return redact ? (0,flow_redact.se)(value, redact) : value;
  }
  logNew({ lifecycle, steps }) {
    const stamp = `[${formatElapsed(this.now() - this.options.began)}] run ${this.options.runId}:`;
    for (const entry of lifecycle) {
      if (this.logged.has(`event:${entry.id}`))
        continue;
      this.logged.add(`event:${entry.id}`);
      this.options.log.info(`${stamp} ${(0,render_progress.V8)(entry)}`);
    }
    steps.forEach((entry, index) => {
      if (this.logged.has(`step:${entry.id}`))
        return;
      this.logged.add(`step:${entry.id}`);
      this.options.log.info(`${stamp} ${(0,render_progress.l6)(entry, index)}`);
    });
  }
}

var state = __webpack_require__(7573);
var credits = __webpack_require__(5522);
;


const BUDGET_CANCEL_MS = 20_000;
class BudgetWatch {
  limit;
  base;
  kept;
  last;
  sawWork = false;
  sawUsage = false;
  constructor(limit, baseline) {
    this.limit = limit;
    this.base = baseline;
  }
  get baseline() {
    return this.base ?? 0;
  }
  get counted() {
    return { baseline: this.baseline, kept: this.kept };
  }
  observe(run) {
    const total = (0,credits.yq)(run);
    if (run.state === 'INPROGRESS')
      this.sawWork = true;
    if (total === undefined)
      return undefined;
    if (src_client.Wj.has(run.state))
      this.sawUsage = true;
    if (this.base === undefined) {
      this.base = total;
      return undefined;
    }
    const next = (0,credits.bX)(this.counted, this.last, total);
    this.kept = next.counted.kept;
    this.last = total;
    return next.reset;
  }
  counting(run) {
    const total = (0,credits.yq)(run);
    if (total === undefined)
      return undefined;
    const { counted } = (0,credits.bX)(this.counted, this.last, total);
    return { counted, spent: (0,credits.gI)(total, counted) };
  }
  spent(run) {
    return this.counting(run)?.spent;
  }
  over(run) {
    return (0,credits.qj)(this.spent(run), this.limit);
  }
  get unenforced() {
    return this.sawWork && !this.sawUsage;
  }
  status(run, ended) {
    if (ended && this.unenforced)
      return 'unenforced';
    return this.over(run) ? 'over' : 'within';
  }
  view(run, status, setting) {
    const counting = this.counting(run);
    return {
      limit: this.limit,
      spent: counting?.spent,
      baseline: this.baseline,
      reset: (counting?.counted ?? this.counted).kept !== undefined,
      setting,
      status,
    };
  }
  mark() {
    return {
      budget: this.limit,
      baseline: this.base ? this.base : undefined,
      kept: this.kept,
    };
  }
}

var render_budget = __webpack_require__(9519);
var format = __webpack_require__(1509);
var flow_result = __webpack_require__(3267);
var json_schema = __webpack_require__(3430);
;

















class RunFailedError extends outcome.R {
}
class BudgetExceededError extends RunFailedError {
  constructor(message) {
    super(message, 'run-failed');
  }
}
class SchemaInvalidError extends outcome.R {
  constructor(message) {
    super(message, 'schema-invalid');
  }
}
const describeStop = (run) => run.state === 'BLOCKED' ? 'waits for input' : `ended ${run.state}`;
const plain = (text) => text.replace(/`/g, '');
function describeOrigin(step) {
  return step.host.words.origin(step);
}
function hintsFor(where, triggerPhrase, runId, followupCommand) {
  if (where.comment) {
    return {
      followupHint: `Reply on this thread with \`${triggerPhrase} <message>\` to continue, or \`${triggerPhrase} cancel\` to stop.`,
    };
  }
  if (where.thread)
    return { summaryHint: followupCommand(runId) };
  return { followupHint: followupCommand(runId) };
}
function followupHint(step, triggerPhrase, runId) {
  const { trigger } = step;
  return hintsFor({ comment: Boolean(trigger.comment), thread: trigger.number !== undefined }, triggerPhrase, runId, step.host.words.followup);
}
function planHint(step, triggerPhrase, runId) {
  if (step.trigger.number === undefined)
    return step.host.words.approve(runId);
  return approveByReply(triggerPhrase);
}
function approveByReply(triggerPhrase) {
  return `Reply \`${triggerPhrase} approve\` to carry out this plan, or \`${triggerPhrase} <what to change>\` to revise it.`;
}
function planShowing(run, mark, next, texts) {
  if (!mark)
    return { report: undefined, mark: undefined, first: false };
  const state = (0,flow_plan.M8)(run, mark, texts);
  if (state.kind === 'waiting') {
    const shown = (0,flow_plan.dl)(mark, state);
    return {
      report: { state: 'waiting', uid: state.plan, ...(next ? { next } : {}) },
      mark: shown.mark,
      first: shown.first,
    };
  }
  const report = state.kind === 'not-planned' ? { state: 'not-planned', reason: state.reason } : undefined;
  return { report, mark: undefined, first: false };
}
function followOptions(step, inputs, reporter, runId, triggerPhrase) {
  return {
    host: step.host,
    client: step.client,
    reporter,
    runId,
    wait: inputs.wait,
    timeoutMinutes: inputs.timeoutMinutes,
    detachAfterMinutes: inputs.detachAfterMinutes,
    failOnRunFailure: inputs.failOnRunFailure,
    cancelOnAbort: inputs.cancelOnAbort,
    signal: step.signal,
    origin: describeOrigin(step),
    from: (0,context.reportOriginOf)(step),
    ...followupHint(step, triggerPhrase, runId),
    progressIntervalSeconds: inputs.progressIntervalSeconds,
    maxCredits: inputs.maxCredits,
    ...(inputs.resultSchema ? { result: inputs.resultSchema, tempDir: step.env.tempDir } : {}),
    ...(step.host.words.workflowRun(step.env) ? { workflowRun: step.host.words.workflowRun(step.env) } : {}),
    planHint: planHint(step, triggerPhrase, runId),
  };
}
const MARKER_MODEL_CHARS = 200;
const STOPPING_CANCEL_MS = 3000;
async function conversationOf(host, client, run) {
  try {
    const conversation = await client.runs.conversation(run.run_id, { maxRetries: 2 });
    return (0,flow_redact.se)(conversation, (text) => host.redact(text));
  }
  catch (err) {
    if (err instanceof src_client.hD && (err.status === 404 || err.status === 422))
      return undefined;
    host.log.warning(`could not read the conversation of run ${run.run_id}: ${err.message}`);
    return undefined;
  }
}
class Following {
  run;
  factoryTask;
  options;
  state;
  began = Date.now();
  marked = false;
  shown;
  progress;
  budget;
  log;
  before;
  movedSince;
  repairs = 0;
  repairing;
  constructor(options) {
    this.options = options;
    this.before = options.resultBefore ?? [];
    this.movedSince = options.movedSince;
    this.state = new state.u(options.host.state);
    this.log = (line) => options.host.log.info(line);
    const seconds = options.progressIntervalSeconds ?? 0;
    this.progress =
      seconds > 0
        ? new ProgressWatch({
          client: options.client,
          runId: options.runId,
          log: options.host.log,
          redact: (text) => options.host.redact(text),
          intervalMs: seconds * 1000,
          began: this.began,
          ...(options.poll?.now ? { now: options.poll.now } : {}),
        })
        : undefined;
    const baseline = options.creditsBaseline ?? (options.movedSince === undefined ? 0 : undefined);
    this.budget =
      options.maxCredits === undefined ? undefined : new BudgetWatch(options.maxCredits, baseline);
  }
  observe(run) {
    if (!this.budget)
      return;
    const reset = this.budget.observe(run);
    if (reset)
      this.options.host.log.warning(`run ${this.options.runId}: the service's count of its usage went back from ${(0,render_budget.vV)(reset.from)} to ${(0,render_budget.vV)(reset.to)} credits, as when it counts a new execution anew: the ${(0,render_budget.vV)(reset.kept)} credits counted against the budget (${plain(this.budgetSetting())}) until then are kept, and what it counts from now on is added`);
    if (this.marked)
      this.options.reporter.setMarker(this.budget.mark());
  }
  budgetSetting() {
    return this.options.host.words.setting('max-credits', (0,render_budget.vV)(this.budget.limit));
  }
  working() {
    return this.run !== undefined && src_client.Wj.has(this.run.state);
  }
  showIfChanged(run) {
    const progress = this.progress ? (0,render_progress.Bk)(this.progress.progress(run)) : '';
    const spent = this.budget?.spent(run);
    const key = JSON.stringify([
      run.state,
      run.session_link ?? '',
      progress,
      spent === undefined ? '' : (0,render_budget.vV)(spent),
    ]);
    if (key === this.shown)
      return;
    this.shown = key;
    this.options.reporter.show(this.input(run, run.state === 'QUEUED' ? 'queued' : 'running'));
  }
  mark(run) {
    if (this.marked)
      return;
    this.marked = true;
    const { options } = this;
    const created = Date.parse(run.created_at);
    const from = options.movedSince !== undefined || Number.isNaN(created) ? this.began : created;
    options.reporter.setMarker({
      deadline: new Date(from + options.timeoutMinutes * 60_000).toISOString(),
      cancel: options.cancelOnAbort,
      ...(options.from ? { origin: options.from } : {}),
      ...(this.budget?.mark() ?? { budget: undefined, baseline: undefined, kept: undefined }),
      model: options.requestedModel === undefined ? undefined : (0,format.$Q)(options.requestedModel, MARKER_MODEL_CHARS),
      result: this.schema ? { ...(0,flow_result.nV)(this.schema, undefined), before: this.before } : undefined,
    });
  }
  get schema() {
    return this.options.plan ? undefined : this.options.result;
  }
  input(run, phase, extra = {}) {
    const { options, factoryTask } = this;
    this.mark(run);
    return {
      run,
      phase,
      artifacts: [],
      now: Date.now(),
      ...(options.followupHint ? { followupHint: options.followupHint } : {}),
      ...(options.summaryHint ? { summaryHint: options.summaryHint } : {}),
      ...(options.workflowRun ? { workflowRun: options.workflowRun } : {}),
      ...(this.progress ? { progress: this.progress.progress(run, !(0,src_client.Ex)(run.state)) } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
      ...(phase === 'detached' ? { leftGoing: options.host.words.leftGoing(run.run_id) } : {}),
      ...(this.repairing ? { result: this.repairing } : {}),
      ...(options.note ? { note: options.note } : {}),
      ...(factoryTask ? { factoryTask } : {}),
      ...(options.requestedModel ? { requestedModel: options.requestedModel } : {}),
      ...(this.budget
        ? {
          budget: this.budget.view(run, this.budget.status(run, phase === 'final' || phase === 'blocked'), this.budgetSetting()),
        }
        : {}),
      ...extra,
    };
  }
  settled() {
    this.state.save(state.c.settled, 'true');
  }
  async letGo(seen, why, note) {
    const { client, runId, signal, reporter } = this.options;
    const run = seen ?? (await client.runs.get(runId, { signal }));
    this.observe(run);
    if (this.budget?.over(run) && src_client.Wj.has(run.state))
      throw await this.overBudget(run);
    if (this.options.factoryTask)
      this.factoryTask = (await this.options.factoryTask()) ?? this.factoryTask;
    this.log(`${why}: run ${runId} is ${run.state} and goes on${run.session_link ? `. Session: ${run.session_link}` : ''}`);
    await reporter.finish(this.input(run, 'detached', { note }));
    this.settled();
    const over = this.budget?.over(run) ? this.checkBudget(run, describeStop(run)) : undefined;
    if (over)
      throw over;
    return { run, detached: true };
  }
  async followProgress(progress, signal) {
    const { poll } = this.options;
    const sleep = poll?.sleep ?? src_client.dt;
    const now = poll?.now ?? Date.now;
    for (;;) {
      const at = progress.dueAt();
      if (at === undefined || signal.aborted)
        return;
      await sleep(Math.max(0, at - now()), signal);
      if (signal.aborted)
        return;
      const run = this.run;
      if (!run || !this.working())
        progress.skip();
      else if (await progress.read(run, signal))
        this.showIfChanged(run);
    }
  }
  async watch() {
    const { options, began, progress } = this;
    const { detachAfterMinutes } = options;
    const over = new AbortController();
    let reading;
    const readOn = (p) => (reading ??= this.followProgress(p, AbortSignal.any([over.signal, options.signal])).catch(() => undefined));
    try {
      return await waitForRun(options.client, options.runId, {
        deadline: began + options.timeoutMinutes * 60_000,
        ...(detachAfterMinutes === undefined ? {} : { detachAt: began + detachAfterMinutes * 60_000 }),
        signal: options.signal,
        log: this.log,
        warn: (line) => options.host.log.warning(line),
        ...(this.movedSince ? { movedSince: this.movedSince } : {}),
        ...(progress
          ? { maxMs: Math.min(PROGRESS_POLL_MAX_MS, (options.progressIntervalSeconds ?? 0) * 1000) }
          : {}),
        ...options.poll,
        onChange: async (current) => {
          this.run = current;
          if (options.factoryTask && !this.factoryTask)
            this.factoryTask = await options.factoryTask();
        },
        onPoll: async (current) => {
          this.run = current;
          this.observe(current);
          if ((0,src_client.Ex)(current.state))
            return;
          this.showIfChanged(current);
          if (!progress)
            return;
          if (progress.due() && (await progress.read(current, options.signal)))
            this.showIfChanged(current);
          void readOn(progress);
        },
        ...(this.budget ? { stopWhen: (current) => this.budget.over(current) } : {}),
      });
    }
    finally {
      over.abort();
    }
  }
  async stopping() {
    const { client, runId, reporter } = this.options;
    if (!this.options.cancelOnAbort) {
      const { words } = this.options.host;
      const note = `${words.interrupted}; the run was left going (${words.setting('cancel-on-abort', 'false')}).`;
      if (this.run)
        await reporter.finish(this.input(this.run, 'detached', { note }));
      this.settled();
      return new RunFailedError(`${words.stopped}; run ${runId} left running as ${plain(words.setting('cancel-on-abort', 'false'))}`, 'interrupted');
    }
    const result = await (0,cancel.Su)(client, runId, this.log, STOPPING_CANCEL_MS);
    const run = result.run ?? this.run;
    const told = (0,cancel.wW)(result.outcome, runId, this.options.host.words.cancelLater(runId));
    const shown = run
      ? await reporter.finish(this.input(run, 'cancelled', { note: `${this.options.host.words.interrupted}. ${told}` }))
      : false;
    if (result.settled && shown)
      this.settled();
    return new RunFailedError(`${this.options.host.words.stopped}; ${plain(told)}`, 'interrupted');
  }
  async gaveUp(outcome) {
    const { host, client, runId, reporter, timeoutMinutes: minutes } = this.options;
    const { words } = host;
    let run = outcome.run ?? this.run;
    let note = outcome.kind === 'timeout'
      ? `The run did not end within ${minutes} minute${minutes === 1 ? '' : 's'} (${words.setting('timeout-minutes')}).`
      : `The run cannot be followed: the service's last ${outcome.failures} answers about it could not be read (last: ${outcome.error.message}).`;
    let settled = true;
    if (this.options.cancelOnAbort) {
      const result = await (0,cancel.Su)(client, runId, this.log);
      run = result.run ?? run;
      settled = result.settled;
      note += ` ${(0,cancel.wW)(result.outcome, runId, words.cancelLater(runId))}`;
    }
    else {
      note += ` It was left going (${words.setting('cancel-on-abort', 'false')}).`;
    }
    if (run) {
      const conversation = await conversationOf(host, client, run);
      const artifacts = await (0,flow_artifacts.q)(client, run, this.log);
      await reporter.finish(this.input(run, 'timeout', { note, conversation, artifacts }));
    }
    if (settled)
      this.settled();
    return new RunFailedError(`run ${runId}: ${plain(note)}`, outcome.kind === 'timeout' ? 'timeout' : 'service');
  }
  async overBudget(over) {
    const { host, client, runId, reporter } = this.options;
    const budget = this.budget;
    const setting = this.budgetSetting();
    host.log.warning(`run ${runId} used ${(0,render_budget.kJ)({ spent: budget.spent(over), baseline: budget.baseline })}, over its budget of ${(0,render_budget.vV)(budget.limit)} (${plain(setting)}): cancelling it`);
    const result = await (0,cancel.Su)(client, runId, this.log, BUDGET_CANCEL_MS);
    if (!result.settled)
      this.state.save(state.c.mustCancel, 'true');
    const run = result.run ?? over;
    const told = (0,cancel.wW)(result.outcome, runId, host.words.cancelLater(runId));
    const stopped = result.outcome === 'cancelled';
    const shown = budget.spent(run) === undefined ? over : run;
    const view = budget.view(shown, stopped ? 'stopped' : 'over', setting);
    const conversation = await conversationOf(host, client, run);
    const artifacts = await (0,flow_artifacts.q)(client, run, this.log);
    await reporter.finish(this.input(run, 'cancelled', {
      note: `The run went over its budget. ${told}`,
      conversation,
      artifacts,
      budget: view,
    }));
    if (result.settled)
      this.settled();
    return new BudgetExceededError(`run ${runId}: ${stopped ? 'stopped' : 'went over its budget'} at ${(0,render_budget.kJ)(view)}, budget ${(0,render_budget.vV)(budget.limit)} (${plain(setting)}); ${plain(told)}`);
  }
  checkBudget(run, ended) {
    const { budget } = this;
    if (!budget)
      return undefined;
    const status = budget.status(run, true);
    const setting = plain(this.budgetSetting());
    if (status === 'unenforced')
      this.options.host.log.warning(`the budget (${setting}) could not be enforced: the service reported no usage while run ${this.options.runId} worked`);
    if (status !== 'over')
      return undefined;
    return new BudgetExceededError(`run ${this.options.runId} went over its budget: it ${ended} at ${(0,render_budget.kJ)(budget.view(run, status, setting))}, budget ${(0,render_budget.vV)(budget.limit)} (${setting}); it passed it before a read showed it at work over it`);
  }
  async checkResult(run, conversation) {
    const { schema } = this;
    const { host, client, signal } = this.options;
    if (!schema || run.state !== 'SUCCEEDED')
      return undefined;
    const found = await (0,flow_result.tb)(client, run, this.before, (0,report.oM)(conversation), (line) => host.log.warning(line), signal);
    return (0,flow_result.iJ)(found, schema.schema, (text) => host.redact(text));
  }
  noRepair(run) {
    const { options, schema } = this;
    if (!schema || this.repairs >= schema.retries || options.signal.aborted)
      return '';
    if (Date.now() >= this.began + options.timeoutMinutes * 60_000)
      return `no time was left for a repair before the deadline (${plain(options.host.words.setting('timeout-minutes'))})`;
    const spent = this.budget?.spent(run);
    if (this.budget && spent !== undefined && spent >= this.budget.limit)
      return `the budget was spent (${plain(this.budgetSetting())})`;
    return undefined;
  }
  async repair(run, checked) {
    const { options } = this;
    const { host, client, runId, signal, reporter } = options;
    const schema = this.schema;
    const repair = this.repairs + 1;
    const before = (0,flow_result.cV)(run);
    reporter.setMarker({
      result: { ...(0,flow_result.nV)(schema, run, schema.retries - repair), sent: repair, asked: run.updated_at },
    });
    const count = checked.issues.length;
    host.log.warning(`run ${runId}: ${checked.from ? 'its result does not match its schema' : 'it gave no result'} (${count} problem${count === 1 ? '' : 's'}: ${issuesText(checked)}): asking the agent to repair it (${repair} of ${schema.retries})`);
    try {
      await client.runs.followUp(runId, { message: (0,flow_result.Py)(checked.issues), mode: 'normal' }, { signal });
    }
    catch (err) {
      if (signal.aborted)
        throw err;
      host.log.warning(`could not send the repair follow-up to run ${runId}: ${err.message}`);
      reporter.setMarker({
        result: {
          ...(0,flow_result.nV)(schema, run, schema.retries - this.repairs),
          before: this.before,
          ...(this.repairs ? { sent: this.repairs } : {}),
        },
      });
      return false;
    }
    this.repairs = repair;
    this.before = before;
    this.movedSince = run.updated_at;
    this.repairing = { status: 'repairing', issues: checked.issues, repair, of: schema.retries };
    this.shown = undefined;
    this.showIfChanged(run);
    return true;
  }
  publishResult(checked) {
    const { host, tempDir } = this.options;
    const text = checked.valid ? checked.text : checked.raw;
    let file = '';
    if (text !== undefined && tempDir) {
      try {
        file = (0,flow_result.tH)(tempDir, text);
      }
      catch (err) {
        host.log.warning(`could not write the result file under ${tempDir}: ${err.message}`);
      }
    }
    host.output('result-file', file);
    if (!checked.valid)
      return host.output('result', '');
    const bytes = Buffer.byteLength(checked.text, 'utf8');
    if (bytes > flow_result.l0) {
      host.log.warning(`the result is ${bytes} bytes of JSON, more than the ${flow_result.l0} an output holds: the result output is left empty; ${file ? `the result file holds it whole (${file})` : 'the result file could not be written either'}`);
      return host.output('result', '');
    }
    host.output('result', checked.text);
  }
  async ended(outcome) {
    const { options } = this;
    const { host, client, runId, reporter } = options;
    const { run } = outcome;
    const conversation = await conversationOf(host, client, run);
    if (conversation)
      this.progress?.absorb(run, conversation);
    const artifacts = await (0,flow_artifacts.q)(client, run, this.log);
    if (options.factoryTask)
      this.factoryTask = (await options.factoryTask()) ?? this.factoryTask;
    const showing = planShowing(run, options.plan, options.planHint, (0,flow_plan.hH)(artifacts));
    if (options.plan)
      reporter.setMarker({ plan: showing.mark });
    const plan = showing.report;
    const extra = { conversation, artifacts, ...(plan ? { plan } : {}) };
    const written = { showsNewPlan: showing.first };
    if (plan?.state === 'waiting')
      host.log.info(`run ${runId} proposed a plan. ${plain(plan.next ?? '')}`.trim());
    if (outcome.kind === 'blocked') {
      await reporter.finish(this.input(run, 'blocked', extra), written);
      this.settled();
      const over = this.checkBudget(run, describeStop(run));
      const hint = options.summaryHint ?? options.followupHint;
      if (plan?.state !== 'waiting')
        host.log.warning(`run ${runId} is waiting for input.${hint ? ` ${hint}` : ''}`);
      if (over)
        throw over;
      return { run, detached: false };
    }
    const checked = await this.checkResult(run, conversation);
    let refused;
    if (checked && !checked.valid) {
      refused = this.noRepair(run);
      if (refused === undefined && (await this.repair(run, checked)))
        return 'again';
    }
    this.repairing = undefined;
    const result = checked ? { result: (0,flow_result.ls)(checked, this.repairs) } : {};
    if (checked)
      this.publishResult(checked);
    await reporter.finish(this.input(run, 'final', { ...extra, ...result }), written);
    this.settled();
    const over = this.checkBudget(run, describeStop(run));
    if (over)
      throw over;
    if (checked && !checked.valid) {
      const after = this.repairs
        ? ` after ${this.repairs === 1 ? 'a repair follow-up' : `${this.repairs} repair follow-ups`}`
        : '';
      const why = refused ? `; no repair: ${refused}` : '';
      throw new SchemaInvalidError(`run ${runId}: ${checked.from ? 'its result does not match its schema' : 'it gave no result'}${after} (${issuesText(checked)})${why}`);
    }
    if (run.state !== 'SUCCEEDED' && options.failOnRunFailure) {
      const code = run.status_message?.error_code ? ` (${run.status_message.error_code})` : '';
      const message = run.status_message?.message ? `: ${run.status_message.message}` : '';
      throw new RunFailedError(`run ${runId} ended ${run.state}${code}${message}`, 'run-failed');
    }
    return { run, detached: false };
  }
}
async function followRun(options) {
  const following = new Following(options);
  const { words } = options.host;
  if (!options.wait) {
    const wait = words.setting('wait', 'false');
    return following.letGo(undefined, `not waiting (${plain(wait)})`, `${words.runner} did not wait for this run (${wait}).`);
  }
  for (;;) {
    let outcome;
    try {
      outcome = await following.watch();
    }
    catch (err) {
      if (!options.signal.aborted)
        throw err;
      throw await following.stopping();
    }
    if (outcome.kind === 'timeout' || outcome.kind === 'unfollowable')
      throw await following.gaveUp(outcome);
    if (outcome.kind === 'stopped')
      throw await following.overBudget(outcome.run);
    if (outcome.kind === 'detached') {
      const minutes = options.detachAfterMinutes;
      const setting = words.setting('detach-after-minutes');
      return following.letGo(outcome.run, `detached after ${minutes} minute${minutes === 1 ? '' : 's'} (${plain(setting)})`, `${words.runner} stopped watching after ${minutes} minute${minutes === 1 ? '' : 's'} (${setting}).`);
    }
    const ended = await following.ended(outcome);
    if (ended !== 'again')
      return ended;
  }
}
function issuesText(checked) {
  const shown = checked.issues.slice(0, 3).map((issue) => `${(0,json_schema.pS)(issue.path)}: ${issue.message}`);
  const more = checked.issues.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}


}),

3430:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  Ar: () => (SchemaError),
  Ht: () => (MAX_VALUE_DEPTH),
  _U: () => (checkSchema),
  d1: () => (depthOf),
  pS: () => (shownPath),
  tf: () => (validate)
});
class SchemaError extends Error {
}
const MAX_SCHEMA_DEPTH = 64;
const MAX_VALUE_DEPTH = 128;
const MAX_PATTERN_CHARS = 1000;
const MAX_ISSUES = 20;
const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const TYPES = ['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'];
const KEYWORDS = [
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  '$defs',
  '$ref',
  'title',
  'description',
  'default',
  'examples',
  '$schema',
  '$id',
  '$comment',
];
const KNOWN = new Set(KEYWORDS);
const INSTEAD = {
  oneOf: 'use anyOf (a result rarely needs exactly one match)',
  allOf: 'merge the schemas into one',
  definitions: 'use $defs (the name of 2020-12) and refer to "#/$defs/<name>"',
  prefixItems: 'describe every item with one schema in items',
  exclusiveMinimum: 'use minimum',
  exclusiveMaximum: 'use maximum',
  format: 'use pattern',
  nullable: 'use "type": ["string", "null"] (a type array) or anyOf with {"type": "null"}',
};
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const token = (key) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const pointer = (base, key) => `${base}/${token(String(key))}`;
const shownPath = (path) => (path === '' ? '(root)' : path);
function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length];
}
function unknownKeyword(key) {
  const instead = Object.hasOwn(INSTEAD, key) ? INSTEAD[key] : undefined;
  if (instead)
    return `"${key}" is not read by this action: ${instead}`;
  const near = KEYWORDS.find((known) => distance(known.toLowerCase(), key.toLowerCase()) <= 2);
  const what = near ? ` (did you mean "${near}"?)` : '';
  return `"${key}" is not a keyword this action reads${what}; JSON Schema would ignore it silently, so it is refused: fix it or remove it (the keywords read are ${KEYWORDS.join(', ')})`;
}
function isJson(value, depth) {
  if (depth < 0)
    return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean')
    return true;
  if (typeof value === 'number')
    return Number.isFinite(value);
  if (Array.isArray(value))
    return value.every((item) => isJson(item, depth - 1));
  if (isObject(value) && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).every((item) => isJson(item, depth - 1));
  return false;
}
const isCount = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
function refName(ref) {
  const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
  if (!match)
    return undefined;
  let name;
  try {
    name = decodeURIComponent(match[1]);
  }
  catch {
    return undefined;
  }
  return name.replace(/~1/g, '/').replace(/~0/g, '~');
}
class Checker {
  defs;
  source;
  constructor(source, root) {
    this.source = source;
    this.defs = isObject(root) && isObject(root.$defs) ? root.$defs : {};
  }
  fail(path, problem) {
    throw new SchemaError(`${this.source}: at ${shownPath(path)}: ${problem}`);
  }
  schema(node, path, depth, root = false) {
    if (typeof node === 'boolean')
      return;
    if (!isObject(node))
      return this.fail(path, 'a schema must be an object (or true or false)');
    if (depth > MAX_SCHEMA_DEPTH)
      return this.fail(path, `the schema nests more than ${MAX_SCHEMA_DEPTH} levels deep`);
    for (const key of Object.keys(node)) {
      if (!KNOWN.has(key))
        this.fail(pointer(path, key), unknownKeyword(key));
    }
    for (const key of KEYWORDS) {
      if (Object.hasOwn(node, key))
        this.keyword(key, node[key], pointer(path, key), depth, root);
    }
    this.coherent(node, path);
  }
  keyword(key, value, at, depth, root) {
    switch (key) {
      case 'type': {
        const names = Array.isArray(value) ? value : [value];
        if (names.length === 0)
          this.fail(at, 'an empty list of types allows nothing: name at least one');
        for (const name of names) {
          if (typeof name !== 'string' || !TYPES.includes(name))
            this.fail(at, `${JSON.stringify(name)} is not a type: use ${TYPES.join(', ')}`);
        }
        if (new Set(names).size !== names.length)
          this.fail(at, 'names a type twice');
        return;
      }
      case 'properties':
      case '$defs': {
        if (key === '$defs' && !root)
          this.fail(at, '$defs is read at the root of the schema only (where "#/$defs/<name>" points): move it there');
        if (!isObject(value))
          this.fail(at, `${key} must be an object of schemas`);
        for (const [name, schema] of Object.entries(value))
          this.schema(schema, pointer(at, name), depth + 1);
        return;
      }
      case 'additionalProperties':
        return this.schema(value, at, depth + 1);
      case 'items':
        if (Array.isArray(value))
          this.fail(at, 'a list of schemas in items is the form of drafts before 2020-12 (prefixItems since), which this action does not read: give one schema for every item');
        return this.schema(value, at, depth + 1);
      case 'anyOf':
        if (!Array.isArray(value) || value.length === 0)
          this.fail(at, 'anyOf must be a non-empty list of schemas');
        value.forEach((schema, index) => this.schema(schema, pointer(at, index), depth + 1));
        return;
      case 'required': {
        if (!Array.isArray(value) || !value.every((name) => typeof name === 'string'))
          this.fail(at, 'required must be a list of property names');
        if (new Set(value).size !== value.length)
          this.fail(at, 'names a property twice');
        return;
      }
      case 'enum':
        if (!Array.isArray(value) || value.length === 0)
          this.fail(at, 'enum must be a non-empty list of values');
        if (!value.every((item) => isJson(item, MAX_SCHEMA_DEPTH)))
          this.fail(at, 'enum must list JSON values');
        return;
      case 'const':
      case 'default':
        if (!isJson(value, MAX_SCHEMA_DEPTH))
          this.fail(at, `${key} must be a JSON value`);
        return;
      case 'examples':
        if (!Array.isArray(value) || !isJson(value, MAX_SCHEMA_DEPTH))
          this.fail(at, 'examples must be a list of JSON values');
        return;
      case 'minimum':
      case 'maximum':
        if (typeof value !== 'number' || !Number.isFinite(value))
          this.fail(at, `${key} must be a number`);
        return;
      case 'minLength':
      case 'maxLength':
      case 'minItems':
      case 'maxItems':
        if (!isCount(value))
          this.fail(at, `${key} must be a whole number, 0 or more`);
        return;
      case 'pattern':
        return this.pattern(value, at);
      case '$ref': {
        if (typeof value !== 'string')
          this.fail(at, '$ref must be a string such as "#/$defs/item"');
        const name = refName(value);
        if (name === undefined)
          this.fail(at, `${JSON.stringify(value)} is not read: a $ref points into this schema's own $defs, as "#/$defs/<name>"`);
        if (!Object.hasOwn(this.defs, name))
          this.fail(at, `${JSON.stringify(value)} names no entry of $defs`);
        return;
      }
      case '$schema':
        if (!root)
          this.fail(at, '$schema belongs at the root of the schema only');
        if (typeof value !== 'string' || value.replace(/#$/, '') !== DIALECT)
          this.fail(at, `${JSON.stringify(value)} is not the dialect read here: write "${DIALECT}", or leave $schema out`);
        return;
      case '$id':
        if (!root)
          this.fail(at, '$id belongs at the root of the schema only');
        if (typeof value !== 'string')
          this.fail(at, '$id must be a string');
        return;
      default:
        if (typeof value !== 'string')
          this.fail(at, `${key} must be a string`);
    }
  }
  pattern(value, at) {
    if (typeof value !== 'string')
      return this.fail(at, 'pattern must be a string (a regular expression)');
    if (value.length > MAX_PATTERN_CHARS)
      return this.fail(at, `the pattern is ${value.length} characters long, more than the ${MAX_PATTERN_CHARS} read`);
    try {
      new RegExp(value, 'u');
    }
    catch (err) {
      this.fail(at, `the pattern is not a regular expression: ${err.message}`);
    }
  }
  coherent(node, path) {
    for (const [low, high] of [
      ['minimum', 'maximum'],
      ['minLength', 'maxLength'],
      ['minItems', 'maxItems'],
    ]) {
      const a = node[low];
      const b = node[high];
      if (typeof a === 'number' && typeof b === 'number' && a > b)
        this.fail(pointer(path, low), `${low} (${a}) is more than ${high} (${b}): no value could satisfy both`);
    }
    const required = Array.isArray(node.required) ? node.required : [];
    const properties = isObject(node.properties) ? node.properties : {};
    if (node.additionalProperties === false) {
      const missing = required.find((name) => !Object.hasOwn(properties, name));
      if (missing !== undefined)
        this.fail(pointer(path, 'required'), `"${missing}" is required, but it is not in properties and additionalProperties is false: it could never be there; add it to properties`);
    }
  }
  cycles() {
    const edges = new Map();
    for (const [name, def] of Object.entries(this.defs))
      edges.set(name, sameValueRefs(def));
    const state = new Map();
    const visit = (name, trail) => {
      if (state.get(name) === 'done')
        return;
      if (state.get(name) === 'open') {
        const cycle = [...trail.slice(trail.indexOf(name)), name].map((n) => `#/$defs/${n}`).join(' → ');
        this.fail(pointer('/$defs', name), `${cycle} refers to itself without going into a property or an item: validating it would never end`);
      }
      state.set(name, 'open');
      for (const next of edges.get(name) ?? [])
        visit(next, [...trail, name]);
      state.set(name, 'done');
    };
    for (const name of edges.keys())
      visit(name, []);
  }
}
function sameValueRefs(schema) {
  if (!isObject(schema))
    return [];
  const found = [];
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    if (name !== undefined)
      found.push(name);
  }
  if (Array.isArray(schema.anyOf))
    for (const branch of schema.anyOf)
      found.push(...sameValueRefs(branch));
  return found;
}
function checkSchema(value, source) {
  const checker = new Checker(source, value);
  if (typeof value !== 'boolean' && !isObject(value))
    checker.fail('', 'a schema must be a JSON object, such as {"type": "object", "properties": {...}}');
  checker.schema(value, '', 0, true);
  checker.cycles();
  return value;
}
const ARTICLE = {
  null: 'null',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  number: 'a number',
  string: 'a string',
  integer: 'an integer',
};
function kindOf(value) {
  if (value === null)
    return 'null';
  if (Array.isArray(value))
    return 'an array';
  if (typeof value === 'number')
    return Number.isInteger(value) ? 'an integer' : 'a number';
  if (typeof value === 'string')
    return 'a string';
  if (typeof value === 'boolean')
    return 'a boolean';
  return 'an object';
}
function hasType(value, type) {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    default:
      return typeof value === 'string';
  }
}
function sameJson(a, b) {
  if (a === b)
    return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i])));
  }
  if (!isObject(a) || !isObject(b))
    return false;
  const keys = Object.keys(a);
  return (keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key])));
}
function shown(value, max = 60) {
  const text = JSON.stringify(value) ?? String(value);
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
class Validator {
  memo = new WeakMap();
  defs;
  patterns = new Map();
  limit;
  constructor(root, limit) {
    this.limit = limit;
    this.defs = isObject(root) && isObject(root.$defs) ? root.$defs : {};
  }
  check(schema, value, path, depth) {
    if (schema === true)
      return [];
    if (schema === false)
      return [{ path, message: 'is not allowed here' }];
    if (typeof value === 'object' && value !== null) {
      let seen = this.memo.get(value);
      const known = seen?.get(schema);
      if (known)
        return known;
      const issues = this.checkNode(schema, value, path, depth);
      if (!seen)
        this.memo.set(value, (seen = new Map()));
      seen.set(schema, issues);
      return issues;
    }
    return this.checkNode(schema, value, path, depth);
  }
  checkNode(schema, value, path, depth) {
    const issues = [];
    const add = (more) => {
      for (const issue of more)
        if (issues.length < this.limit)
          issues.push(issue);
    };
    const full = () => issues.length >= this.limit;
    if (depth > MAX_VALUE_DEPTH)
      return [{ path, message: `nests more than ${MAX_VALUE_DEPTH} levels deep` }];
    if (typeof schema.$ref === 'string') {
      const target = this.defs[refName(schema.$ref) ?? ''];
      add(this.check(target, value, path, depth));
    }
    if (schema.type !== undefined) {
      const types = (Array.isArray(schema.type) ? schema.type : [schema.type]);
      if (!types.some((type) => hasType(value, type))) {
        const wanted = types.map((type) => ARTICLE[type]).join(' or ');
        add([{ path, message: `must be ${wanted}, got ${kindOf(value)}` }]);
        return issues;
      }
    }
    if (schema.const !== undefined && !sameJson(value, schema.const))
      add([{ path, message: `must be exactly ${shown(schema.const)}` }]);
    if (Array.isArray(schema.enum) && !schema.enum.some((option) => sameJson(value, option)))
      add([{ path, message: `must be one of ${schema.enum.map((option) => shown(option, 40)).join(', ')}` }]);
    if (typeof value === 'number')
      this.number(schema, value, path, add);
    if (typeof value === 'string')
      this.string(schema, value, path, add);
    if (Array.isArray(value) && !full())
      this.array(schema, value, path, depth, add, full);
    if (isObject(value) && !full())
      this.object(schema, value, path, depth, add, full);
    if (Array.isArray(schema.anyOf) && !full())
      add(this.anyOf(schema.anyOf, value, path, depth));
    return issues;
  }
  number(schema, value, path, add) {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      add([{ path, message: `must be at least ${schema.minimum}, got ${value}` }]);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      add([{ path, message: `must be at most ${schema.maximum}, got ${value}` }]);
  }
  string(schema, value, path, add) {
    if (typeof schema.minLength === 'number' || typeof schema.maxLength === 'number') {
      let length = 0;
      for (const _ of value)
        length++;
      if (typeof schema.minLength === 'number' && length < schema.minLength)
        add([
          { path, message: `must be at least ${plural(schema.minLength, 'character')} long, got ${length}` },
        ]);
      if (typeof schema.maxLength === 'number' && length > schema.maxLength)
        add([
          { path, message: `must be at most ${plural(schema.maxLength, 'character')} long, got ${length}` },
        ]);
    }
    if (typeof schema.pattern === 'string' && !this.regExp(schema.pattern).test(value))
      add([{ path, message: `must match the pattern ${shown(schema.pattern, 120)}` }]);
  }
  regExp(pattern) {
    let compiled = this.patterns.get(pattern);
    if (!compiled)
      this.patterns.set(pattern, (compiled = new RegExp(pattern, 'u')));
    return compiled;
  }
  array(schema, value, path, depth, add, full) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      add([{ path, message: `must have at least ${plural(schema.minItems, 'item')}, got ${value.length}` }]);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      add([{ path, message: `must have at most ${plural(schema.maxItems, 'item')}, got ${value.length}` }]);
    if (schema.items === undefined || schema.items === true)
      return;
    for (let i = 0; i < value.length && !full(); i++)
      add(this.check(schema.items, value[i], pointer(path, i), depth + 1));
  }
  object(schema, value, path, depth, add, full) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    if (Array.isArray(schema.required)) {
      for (const name of schema.required)
        if (!Object.hasOwn(value, name))
          add([{ path: pointer(path, name), message: 'is required and missing' }]);
    }
    const extra = schema.additionalProperties;
    for (const [key, item] of Object.entries(value)) {
      if (full())
        return;
      if (Object.hasOwn(properties, key)) {
        add(this.check(properties[key], item, pointer(path, key), depth + 1));
      }
      else if (extra === false) {
        const names = Object.keys(properties);
        const allowed = names.length
          ? `the object holds only ${names
            .slice(0, 12)
            .map((name) => JSON.stringify(name))
            .join(', ')}${names.length > 12 ? ', …' : ''}`
          : 'the object holds no properties';
        add([{ path: pointer(path, key), message: `is not allowed: ${allowed}` }]);
      }
      else if (extra !== undefined && extra !== true) {
        add(this.check(extra, item, pointer(path, key), depth + 1));
      }
    }
  }
  anyOf(branches, value, path, depth) {
    const results = [];
    for (const branch of branches) {
      const issues = this.check(branch, value, path, depth);
      if (issues.length === 0)
        return [];
      results.push(issues);
    }
    if (results.every((issues) => issues.every((issue) => issue.path === path))) {
      const reasons = [...new Set(results.map((issues) => issues.map((issue) => issue.message).join('; ')))];
      return [
        { path, message: `matches none of the ${branches.length} choices (anyOf): ${reasons.join('; or ')}` },
      ];
    }
    const rank = (issues) => (issues.some((issue) => issue.path === path) ? this.limit + 1 : 0) + issues.length;
    let closest = results[0];
    for (const issues of results)
      if (rank(issues) < rank(closest))
        closest = issues;
    return closest;
  }
}
function validate(schema, value, limit = MAX_ISSUES) {
  return new Validator(schema, limit).check(schema, value, '', 0);
}
function depthOf(value, limit = MAX_VALUE_DEPTH) {
  let deepest = 0;
  const stack = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop();
    if (typeof node !== 'object' || node === null)
      continue;
    const level = depth + 1;
    if (level > deepest)
      deepest = level;
    if (deepest > limit)
      return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node))
      stack.push([child, level]);
  }
  return deepest;
}


}),

7210:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
  o3: () => (SchemaUnavailable),
  ud: () => (markedSchema),
  R$: () => (schemaMark),
  Xu: () => (withResultSchema)
});


var external_node_crypto_ = __webpack_require__(7598);
var external_node_zlib_ = __webpack_require__(8522);
;
const triage_schema_namespaceObject =JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/cloud-agent-action/cloud-agent-action/schemas/results/triage.schema.json","title":"Triage","description":"The triage of an issue: the labels it should carry, its priority and a summary a maintainer reads first. Named by output-schema: triage.","type":"object","properties":{"labels":{"type":"array","items":{"type":"string","minLength":1,"maxLength":50},"maxItems":10,"description":"Labels to put on the issue, by their names in the repository."},"priority":{"enum":["critical","high","medium","low"],"description":"How soon the issue needs work."},"summary":{"type":"string","minLength":1,"maxLength":2000,"description":"What the issue is about and what to do first, in a few sentences."}},"required":["labels","priority","summary"],"additionalProperties":false}');
;
const verdict_schema_namespaceObject =JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/cloud-agent-action/cloud-agent-action/schemas/results/verdict.schema.json","title":"Verdict","description":"A judgement of pass or fail, how sure the agent is of it, and why: a flaky test or a real failure, a change that is safe to release or not. Named by output-schema: verdict.","type":"object","properties":{"verdict":{"enum":["pass","fail"],"description":"pass or fail."},"confidence":{"type":"number","minimum":0,"maximum":1,"description":"How sure the agent is of the verdict, from 0 (a guess) to 1 (certain)."},"reasons":{"type":"array","items":{"type":"string","minLength":1,"maxLength":500},"minItems":1,"maxItems":10,"description":"Why, one finding a line, most important first."}},"required":["verdict","confidence","reasons"],"additionalProperties":false}');
var inputs = __webpack_require__(8422);
var json_schema = __webpack_require__(3430);
var repository_file = __webpack_require__(2729);
;







const SHIPPED_SCHEMAS = { verdict: verdict_schema_namespaceObject, triage: triage_schema_namespaceObject };
const PACKED_SCHEMA_MAX_CHARS = 8192;
const UNPACKED_MAX_BYTES = 1024 * 1024;
function schemaDigest(text) {
  return (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex').slice(0, 32);
}
function resultSchemaOf(value, input, source, retries) {
  const where = source.kind === 'file' ? JSON.stringify(source.path) : 'the schema';
  let schema;
  try {
    schema = (0,json_schema._U)(value, where);
  }
  catch (err) {
    if (err instanceof json_schema.Ar)
      throw new inputs.dz(input, err.message);
    throw err;
  }
  const text = JSON.stringify(schema);
  return { schema, text, digest: schemaDigest(text), source, retries };
}
async function parseText(text, input, what) {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed);
    }
    catch (err) {
      throw new inputs.dz(input, `${what} is not valid JSON (${err.message})`);
    }
  }
  const { parse } = await __webpack_require__.e(815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
  try {
    return parse(text, { uniqueKeys: true, maxAliasCount: 100 });
  }
  catch (err) {
    throw new inputs.dz(input, `${what} is not valid YAML (${err.message.split('\n')[0]})`);
  }
}
const names = () => Object.keys(SHIPPED_SCHEMAS).join(', ');
async function loadResultSchema(given, workspace) {
  const { outputSchema: inline, outputSchemaFile: file, outputSchemaRetries: retries } = given;
  if (inline !== undefined && file !== undefined)
    throw new inputs.dz('output-schema', (name) => `and ${name('output-schema-file')} both give the schema: give one`);
  if (file !== undefined) {
    let text;
    try {
      text = (0,repository_file.tz)(workspace.root, file);
    }
    catch (err) {
      if (!(err instanceof repository_file.dv))
        throw err;
      throw new inputs.dz('output-schema-file', err.problem === 'missing' ? `"${file}" does not exist ${workspace.words}` : err.message);
    }
    const value = await parseText(text, 'output-schema-file', JSON.stringify(file));
    return resultSchemaOf(value, 'output-schema-file', { kind: 'file', path: file }, retries);
  }
  if (inline === undefined)
    return undefined;
  const name = inline.trim();
  if (Object.hasOwn(SHIPPED_SCHEMAS, name))
    return resultSchemaOf(SHIPPED_SCHEMAS[name], 'output-schema', { kind: 'shipped', name }, retries);
  const value = await parseText(inline, 'output-schema', 'the schema');
  if (typeof value === 'string' && /^[\w.-]+$/.test(value))
    throw new inputs.dz('output-schema', `"${value}" is not the name of a schema this action ships (${names()}), nor a schema in JSON or YAML`);
  return resultSchemaOf(value, 'output-schema', { kind: 'inline' }, retries);
}
function schemaMark(result) {
  const packed = (0,external_node_zlib_.deflateRawSync)(Buffer.from(result.text, 'utf8')).toString('base64');
  if (packed.length <= PACKED_SCHEMA_MAX_CHARS || result.source.kind !== 'file')
    return { digest: result.digest, packed };
  return { digest: result.digest, file: result.source.path };
}
class SchemaUnavailable extends Error {
}
async function markedSchema(mark, workspace) {
  let value;
  let source;
  if (mark.packed !== undefined) {
    source = { kind: 'inline' };
    try {
      const text = (0,external_node_zlib_.inflateRawSync)(Buffer.from(mark.packed, 'base64'), {
        maxOutputLength: UNPACKED_MAX_BYTES,
      });
      value = JSON.parse(text.toString('utf8'));
    }
    catch (err) {
      throw new SchemaUnavailable(`the schema its marker carries cannot be read (${err.message})`);
    }
  }
  else if (mark.file !== undefined) {
    source = { kind: 'file', path: mark.file };
    const shown = JSON.stringify(mark.file);
    try {
      value = await parseText((0,repository_file.tz)(workspace, mark.file), 'output-schema-file', shown);
    }
    catch (err) {
      if (err instanceof repository_file.dv)
        throw new SchemaUnavailable(err.message);
      if (err instanceof inputs.dz)
        throw new SchemaUnavailable(err.reason);
      throw err;
    }
  }
  else {
    throw new SchemaUnavailable('its marker carries neither the schema nor the file it was read from');
  }
  let text;
  try {
    text = JSON.stringify(value);
  }
  catch {
    text = undefined;
  }
  if (text === undefined || schemaDigest(text) !== mark.digest) {
    throw new SchemaUnavailable(source.kind === 'file'
      ? `${JSON.stringify(source.path)} in this checkout is not the schema the step was given (its digest differs: the file changed since)`
      : 'the schema its marker carries does not match its digest');
  }
  try {
    return resultSchemaOf(value, 'output-schema', source, mark.left);
  }
  catch (err) {
    throw new SchemaUnavailable(`the schema is not one this action reads: ${err.message}`);
  }
}
async function withResultSchema(step, inputs) {
  const resultSchema = await loadResultSchema({
    outputSchema: inputs.outputSchema,
    outputSchemaFile: inputs.outputSchemaFile,
    outputSchemaRetries: inputs.outputSchemaRetries ?? 1,
  }, { root: step.env.workspace, words: step.host.words.workspace });
  return resultSchema ? { ...inputs, resultSchema } : inputs;
}


}),

9085:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  $3: () => (approvalMessage),
  $U: () => (approvesShownPlan),
  Dd: () => (isRequester),
  Jn: () => (planShownSince),
  M8: () => (planStateOf),
  NX: () => (planLeft),
  On: () => (readExecutions),
  Pf: () => (stricterRule),
  QN: () => (revisersAfter),
  TU: () => (planMark),
  Z_: () => (alreadyCarriedOut),
  dl: () => (markShowing),
  hH: () => (planTextsOf),
  sK: () => (readPlanTexts)
});
var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
var node_crypto__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9434);
var _render_marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1376);



const PLAN_MARK_LIMIT = 100;
function planDigest(text) {
  return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex').slice(0, _render_marker_js__WEBPACK_IMPORTED_MODULE_2__.nt);
}
function planUid(item) {
  const data = (typeof item.data === 'object' && item.data !== null ? item.data : {});
  return item.artifact_type === 'PLAN' && typeof data.artifact_uid === 'string' && data.artifact_uid
    ? data.artifact_uid
    : undefined;
}
function keyOf(item) {
  const uid = planUid(item);
  if (uid)
    return `plan:${uid}`;
  const data = (typeof item.data === 'object' && item.data !== null ? item.data : {});
  if (item.artifact_type === 'PULL_REQUEST' && typeof data.url === 'string' && data.url)
    return `pr:${data.url}`;
  return undefined;
}
const itemsOf = (run) => Array.isArray(run.artifacts) ? run.artifacts : [];
function planUids(run) {
  return [...new Set(itemsOf(run).map(planUid))].filter((uid) => uid !== undefined);
}
const DIGEST_SUFFIX = new RegExp(`^(plan:.+)#([0-9a-f]{${_render_marker_js__WEBPACK_IMPORTED_MODULE_2__.nt}})$`);
function readBefore(before) {
  const keys = new Set();
  const digests = new Map();
  for (const entry of before) {
    const match = DIGEST_SUFFIX.exec(entry);
    if (!match) {
      keys.add(entry);
      continue;
    }
    const [, key, digest] = match;
    keys.add(key);
    digests.set(key.slice('plan:'.length), digest);
  }
  return { keys, digests };
}
function planBefore(run, texts) {
  if (!run)
    return [];
  const keys = itemsOf(run)
    .map((item) => {
    const key = keyOf(item);
    const uid = planUid(item);
    const digest = uid ? texts?.get(uid) : undefined;
    return key && digest ? `${key}#${digest}` : key;
  })
    .filter((k) => k !== undefined);
  return [...new Set(keys)].slice(-PLAN_MARK_LIMIT);
}
function planMark(by, run, rule, texts) {
  return { by, before: planBefore(run, texts), ...(rule ? { rule } : {}) };
}
const PLAN_REVISERS_LIMIT = 20;
function requestersOf(mark) {
  return [mark.by, ...(mark.revisedBy ?? [])];
}
function isRequester(mark, login) {
  const who = login.toLowerCase();
  return requestersOf(mark).some((one) => one.toLowerCase() === who);
}
function revisersAfter(mark, author) {
  const others = (mark.revisedBy ?? []).filter((one) => one.toLowerCase() !== author.toLowerCase());
  const all = author.toLowerCase() === mark.by.toLowerCase() ? others : [...others, author];
  return all.slice(-PLAN_REVISERS_LIMIT);
}
function stricterRule(a, b) {
  if (a === 'not-requester' || b === 'not-requester')
    return 'not-requester';
  return a ?? b;
}
function planStateOf(run, mark, texts) {
  if (!(0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(run.state))
    return { kind: 'working' };
  if (run.state !== 'SUCCEEDED' && run.state !== 'BLOCKED')
    return { kind: 'failed' };
  const before = readBefore(mark.before);
  const fresh = itemsOf(run).filter((item) => {
    const key = keyOf(item);
    if (key === undefined)
      return false;
    if (!before.keys.has(key))
      return true;
    const uid = planUid(item);
    const was = uid ? before.digests.get(uid) : undefined;
    const now = uid ? texts?.get(uid) : undefined;
    return was !== undefined && now !== undefined && was !== now;
  });
  if (fresh.some((item) => item.artifact_type === 'PULL_REQUEST'))
    return { kind: 'not-planned', reason: 'pull-request' };
  const plan = fresh.findLast((item) => item.artifact_type === 'PLAN');
  if (!plan)
    return { kind: 'not-planned', reason: 'no-plan' };
  const uid = planUid(plan);
  const digest = texts?.get(uid);
  return { kind: 'waiting', plan: uid, ...(digest ? { digest } : {}) };
}
function planLeft(run) {
  return planStateOf(run, { by: '', before: [] });
}
function planTextsOf(artifacts) {
  const texts = new Map();
  for (const artifact of artifacts) {
    if (artifact.type === 'PLAN' && artifact.uid && artifact.content !== undefined)
      texts.set(artifact.uid, planDigest(artifact.content));
  }
  return texts;
}
async function readPlanTexts(client, run, log, signal) {
  const texts = new Map();
  for (const uid of planUids(run)) {
    try {
      const { data } = await client.artifacts.get(uid, { maxRetries: 1, ...(signal ? { signal } : {}) });
      const content = (typeof data === 'object' && data !== null ? data : {});
      if (typeof content.content === 'string')
        texts.set(uid, planDigest(content.content));
      else
        log(`plan ${uid} has no text in the service's answer: it is known by its artifact alone`);
    }
    catch (err) {
      if (signal?.aborted)
        throw err;
      log(`could not read plan ${uid}: ${err.message}; it is known by its artifact alone`);
    }
  }
  return texts;
}
function isShownPlan(shown, waiting) {
  if (!shown || shown.uid !== waiting.plan)
    return false;
  return shown.digest === undefined || waiting.digest === undefined || shown.digest === waiting.digest;
}
function markShowing(mark, waiting) {
  const digest = waiting.digest ? { digest: waiting.digest } : {};
  if (isShownPlan(mark.shown, waiting)) {
    return { mark: { ...mark, shown: { ...mark.shown, ...digest } }, first: false };
  }
  return { mark: { ...mark, shown: { uid: waiting.plan, ...digest } }, first: true };
}
function planShownSince(mark, waiting, comment) {
  if (mark.shown)
    return isShownPlan(mark.shown, waiting) ? (mark.shown.at ?? comment.updatedAt) : undefined;
  const showsIt = (comment.phase === 'final' || comment.phase === 'blocked') && comment.current;
  return showsIt ? comment.updatedAt : undefined;
}
function approvesShownPlan(createdAt, shownSince) {
  const written = createdAt === undefined ? NaN : Date.parse(createdAt);
  const shown = shownSince === undefined ? NaN : Date.parse(shownSince);
  return !Number.isNaN(written) && !Number.isNaN(shown) && written > shown;
}
const APPROVAL_HEAD = 'carry out the plan you proposed last, as written.';
function approvalMessage(approver, words, where) {
  const head = `The plan is approved${approver ? ` by @${approver}` : ''}: ${APPROVAL_HEAD}`;
  const from = where ? `\n\n(From @${approver} on GitHub: ${where})` : '';
  return `${head}${words ? `\n\n${words}` : ''}${from}`;
}
function isApprovalMessage(text) {
  return /^The plan is approved(?: by @[A-Za-z0-9][A-Za-z0-9-]*(?:\[bot\])?)?: /.test(text.trimStart())
    ? text.trimStart().includes(APPROVAL_HEAD)
    : false;
}
function lastRequest(conversation) {
  let last;
  const walk = (steps) => {
    for (const step of steps) {
      for (const message of step.messages) {
        if (message.role !== 'user')
          continue;
        const text = message.content
          .map((block) => (block.type === 'text' && typeof block.text === 'string' ? block.text : ''))
          .filter(Boolean)
          .join('\n');
        if (text.trim())
          last = text;
      }
      walk(step.steps);
    }
  };
  walk(conversation.steps);
  return last;
}
function alreadyCarriedOut(run, timeline, last) {
  if (last !== undefined && isApprovalMessage(last))
    return "its plan was already carried out: the conversation's last request is an approval of it";
  if (timeline === undefined && last === undefined)
    return 'whether its plan was already carried out cannot be told: the service shows neither its timeline nor its conversation';
  const planned = itemsOf(run)
    .filter((item) => planUid(item) !== undefined)
    .map((item) => Date.parse(item.created_at ?? ''))
    .filter((at) => !Number.isNaN(at));
  if (!timeline || planned.length === 0)
    return undefined;
  const newestPlan = Math.max(...planned);
  const starts = new Map();
  for (const event of timeline) {
    const at = Date.parse(event.occurred_at ?? '');
    const id = event.execution_id;
    if (typeof id !== 'number' || !Number.isInteger(id) || Number.isNaN(at))
      continue;
    starts.set(id, Math.min(starts.get(id) ?? Infinity, at));
  }
  if (starts.size === 0)
    return undefined;
  const began = starts.get(Math.max(...starts.keys()));
  return began > newestPlan
    ? `its plan was already carried out: an execution began at ${new Date(began).toISOString()}, after its newest plan (${new Date(newestPlan).toISOString()})`
    : undefined;
}
async function readExecutions(client, run, signal) {
  const options = { maxRetries: 2, ...(signal ? { signal } : {}) };
  const missing = (err) => err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.hD && (err.status === 404 || err.status === 422);
  const timeline = await client.runs.timeline(run.run_id, options).then((answer) => answer.events.map((event) => ({
    ...(event.execution_id !== undefined ? { execution_id: event.execution_id } : {}),
    ...(event.occurred_at !== undefined ? { occurred_at: event.occurred_at } : {}),
  })), (err) => {
    if (missing(err))
      return undefined;
    throw err;
  });
  const last = await client.runs.conversation(run.run_id, options).then((conversation) => lastRequest(conversation), (err) => {
    if (missing(err))
      return undefined;
    throw err;
  });
  return { timeline, last };
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

2729:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  D5: () => (MAX_REPOSITORY_FILE_BYTES),
  dv: () => (RepositoryFileError),
  tz: () => (readRepositoryFile)
});
var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
var node_fs__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
var node_path__WEBPACK_IMPORTED_MODULE_1___default =__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const MAX_REPOSITORY_FILE_BYTES = 1024 * 1024;
class RepositoryFileError extends Error {
  problem;
  constructor(problem, message) {
    super(message);
    this.problem = problem;
  }
}
function within(base, path) {
  const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(base, path);
  return inside === '..' || inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inside) ? undefined : inside;
}
const code = (err) => err.code ?? String(err);
function readRepositoryFile(root, path) {
  const shown = JSON.stringify(path);
  let base;
  let real;
  try {
    base = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
  }
  catch (err) {
    throw new RepositoryFileError('missing', `${shown} cannot be read: the workspace ${root} is missing (${code(err)})`);
  }
  try {
    real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base, path));
  }
  catch (err) {
    const why = code(err);
    if (why === 'ENOENT' || why === 'ENOTDIR')
      throw new RepositoryFileError('missing', `${shown} does not exist`);
    if (why === 'ELOOP')
      throw new RepositoryFileError('unreadable', `${shown} is a loop of symbolic links`);
    throw new RepositoryFileError('unreadable', `${shown} cannot be read (${why})`);
  }
  const inside = within(base, real);
  if (inside === undefined) {
    const how = within(base, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base, path)) === undefined ? '' : ', through a symbolic link';
    throw new RepositoryFileError('outside', `${shown} leads outside the workspace (to ${real}${how}): only files of the repository are read`);
  }
  if (inside.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).some((segment) => segment.toLowerCase() === '.git')) {
    throw new RepositoryFileError('git', `${shown} is inside .git, which holds the checkout's settings and credentials, not the repository's files`);
  }
  return readRegularFile(real, shown);
}
function readRegularFile(real, shown, read = (fd) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd, 'utf8')) {
  let fd;
  try {
    fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(real, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
  }
  catch (err) {
    throw new RepositoryFileError('unreadable', `${shown} cannot be read (${code(err)})`);
  }
  try {
    const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
    if (!stats.isFile()) {
      const what = stats.isDirectory()
        ? 'a directory, not a file'
        : 'not a regular file (a named pipe or a device)';
      throw new RepositoryFileError('not a file', `${shown} is ${what}`);
    }
    if (stats.size > MAX_REPOSITORY_FILE_BYTES) {
      throw new RepositoryFileError('too large', `${shown} is ${stats.size} bytes: files are read up to 1 MiB (${MAX_REPOSITORY_FILE_BYTES} bytes)`);
    }
    return read(fd);
  }
  catch (err) {
    if (err instanceof RepositoryFileError || typeof err.code !== 'string')
      throw err;
    throw new RepositoryFileError('unreadable', `${shown} cannot be read (${code(err)})`);
  }
  finally {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
  }
}


}),

3267:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  Py: () => (repairMessage),
  cV: () => (fileUids),
  ey: () => (withAppendix),
  iJ: () => (checkResult),
  l0: () => (RESULT_OUTPUT_MAX_BYTES),
  ls: () => (resultView),
  nV: () => (resultMark),
  tH: () => (writeResultFile),
  tb: () => (findResult),
  tw: () => (resultAppendix)
});
var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
var node_fs__WEBPACK_IMPORTED_MODULE_0___default =__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
var node_path__WEBPACK_IMPORTED_MODULE_1___default =__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
var _client_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9434);
var _render_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1376);
var _json_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3430);
var _output_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7210);






const RESULT_FILE = 'result.json';
const MAX_RESULT_BYTES = 16 * 1024 * 1024;
const RESULT_OUTPUT_MAX_BYTES = 1024 * 1024;
const REPAIR_ISSUES = 20;
const DOWNLOAD_MS = 60_000;
const APPENDIX_HEAD = '## Your result';
const sizeText = (bytes) => bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes} bytes`;
function fenceFor(text) {
  const longest = Math.max(0, ...[...text.matchAll(/~+/g)].map((m) => m[0].length));
  return '~'.repeat(Math.max(4, longest + 1));
}
function resultAppendix(schema) {
  const text = JSON.stringify(schema.schema, null, 2);
  const mark = fenceFor(text);
  return [
    APPENDIX_HEAD,
    '',
    `When you are done, give your result as JSON that matches the JSON Schema below: write it to a file named \`${RESULT_FILE}\`, and end your final message with the same JSON in a fenced \`json\` code block.`,
    '',
    `${mark}json`,
    text,
    mark,
  ].join('\n');
}
function withAppendix(text, schema) {
  if (!schema)
    return text;
  return text.trim() === '' ? resultAppendix(schema) : `${text}\n\n${resultAppendix(schema)}`;
}
const dataOf = (item) => (typeof item.data === 'object' && item.data !== null ? item.data : {});
const itemsOf = (run) => Array.isArray(run.artifacts) ? run.artifacts : [];
function fileUids(run) {
  if (!run)
    return [];
  const uids = itemsOf(run)
    .filter((item) => item.artifact_type === 'FILE')
    .map((item) => dataOf(item).artifact_uid)
    .filter((uid) => typeof uid === 'string' && uid !== '');
  return [...new Set(uids)].slice(-_render_marker_js__WEBPACK_IMPORTED_MODULE_3__.ol);
}
function newResultFile(run, before) {
  const earlier = new Set(before);
  let found;
  for (const item of itemsOf(run)) {
    if (item.artifact_type !== 'FILE')
      continue;
    const data = dataOf(item);
    const uid = data.artifact_uid;
    if (typeof uid !== 'string' || uid === '' || earlier.has(uid) || data.filename !== RESULT_FILE)
      continue;
    const at = Date.parse(typeof item.created_at === 'string' ? item.created_at : '');
    const time = Number.isNaN(at) ? -Infinity : at;
    if (!found || time >= found.at)
      found = { uid, at: time };
  }
  return found?.uid;
}
function lastJsonBlock(message) {
  if (!message)
    return undefined;
  let last;
  let open;
  for (const line of message.split(/\r?\n/)) {
    if (open) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close && close[1][0] === open.fence[0] && close[1].length >= open.fence.length) {
        if (open.json)
          last = open.lines.join('\n');
        open = undefined;
      }
      else {
        open.lines.push(line);
      }
      continue;
    }
    const start = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})[ \t]*([^\s`]*)/.exec(line);
    if (start)
      open = { fence: start[1], json: start[2].toLowerCase() === 'json', lines: [] };
  }
  if (open?.json)
    last = open.lines.join('\n');
  return last;
}
async function download(client, uid, maxBytes, signal) {
  const { url } = await client.artifacts.download(uid, { maxRetries: 2, ...(signal ? { signal } : {}) });
  const res = await (0,_client_index_js__WEBPACK_IMPORTED_MODULE_2__.fetchSignedUrl)(url, {
    maxBytes,
    timeoutMs: DOWNLOAD_MS,
    ...(signal ? { signal } : {}),
  });
  if (res.status >= 300)
    throw new Error(`the download answered HTTP ${res.status}`);
  return res.body.toString('utf8');
}
async function findResult(client, run, before, finalMessage, warn, signal, maxBytes = MAX_RESULT_BYTES) {
  const uid = newResultFile(run, before);
  if (uid) {
    try {
      return { from: 'file', text: await download(client, uid, maxBytes, signal) };
    }
    catch (err) {
      if (signal?.aborted)
        throw err;
      const message = err.message;
      if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_2__.uZ && / is larger than \d+ bytes$/.test(message))
        return {
          from: 'file',
          problem: `${RESULT_FILE} is larger than ${sizeText(maxBytes)}: write a smaller result`,
        };
      warn(`could not download ${RESULT_FILE} of run ${run.run_id} (${message}): the result is taken from its final message`);
    }
  }
  const block = lastJsonBlock(finalMessage);
  return block === undefined ? { from: undefined } : { from: 'message', text: block };
}
function redactJson(value, redact) {
  if (typeof value === 'string')
    return redact(value);
  if (Array.isArray(value))
    return value.map((item) => redactJson(item, redact));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactJson(item, redact)]));
  }
  return value;
}
function checkResult(found, schema, redact) {
  if (found.from === undefined) {
    return {
      valid: false,
      issues: [
        {
          path: '',
          message: `no result was found: no new ${RESULT_FILE} file, and no fenced json block ending the final message`,
        },
      ],
      raw: undefined,
      from: undefined,
    };
  }
  if ('problem' in found)
    return { valid: false, issues: [{ path: '', message: found.problem }], raw: undefined, from: found.from };
  const raw = redact(found.text);
  const invalid = (message) => ({
    valid: false,
    issues: [{ path: '', message }],
    raw,
    from: found.from,
  });
  let parsed;
  try {
    parsed = JSON.parse(found.text.replace(/^\uFEFF/, ''));
  }
  catch (err) {
    return invalid(`is not JSON: ${redact(err.message)}`);
  }
  if ((0,_json_schema_js__WEBPACK_IMPORTED_MODULE_4__.d1)(parsed) > _json_schema_js__WEBPACK_IMPORTED_MODULE_4__.Ht)
    return invalid(`nests more than ${_json_schema_js__WEBPACK_IMPORTED_MODULE_4__.Ht} levels deep`);
  const value = redactJson(parsed, redact);
  const issues = (0,_json_schema_js__WEBPACK_IMPORTED_MODULE_4__.tf)(schema, value);
  if (issues.length)
    return { valid: false, issues, raw, from: found.from };
  return { valid: true, value, text: JSON.stringify(value), from: found.from };
}
function repairMessage(issues) {
  const shown = issues.slice(0, REPAIR_ISSUES);
  const lines = shown.map((issue) => `- ${(0,_json_schema_js__WEBPACK_IMPORTED_MODULE_4__.pS)(issue.path)}: ${issue.message}`);
  return [
    'Your result does not match the JSON Schema it must follow (the one at the end of your instructions). Fix these problems, then write the whole result again: to the file `result.json`, and as a fenced `json` code block ending your final message.',
    '',
    ...lines,
  ].join('\n');
}
function writeResultFile(dir, text) {
  const folder = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'cloud-agent-result-'));
  const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, RESULT_FILE);
  (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, text, { mode: 0o600 });
  return path;
}
function resultView(checked, repairs) {
  return checked.valid
    ? { status: 'valid', value: checked.value, from: checked.from }
    : { status: 'invalid', issues: checked.issues, from: checked.from, repairs };
}
function resultMark(schema, run, left = schema.retries) {
  return { ...(0,_output_schema_js__WEBPACK_IMPORTED_MODULE_5__.R$)(schema), left, before: fileUids(run) };
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


})

};

//# sourceMappingURL=463.index.js.map