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
;














class RunFailedError extends outcome.R {
}
class BudgetExceededError extends RunFailedError {
  constructor(message) {
    super(message, 'run-failed');
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
  constructor(options) {
    this.options = options;
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
    });
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
        ...(options.movedSince ? { movedSince: options.movedSince } : {}),
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
    await reporter.finish(this.input(run, 'final', extra), written);
    this.settled();
    const over = this.checkBudget(run, describeStop(run));
    if (over)
      throw over;
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
  return following.ended(outcome);
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