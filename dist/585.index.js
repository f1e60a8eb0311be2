export const id = 585;
export const ids = [585];
export const modules = {

9585:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  JY: () => (logPrefix),
  _8: () => (LogBook),
  followLogs: () => (followLogs)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9187);
var _render_log_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7986);
var _render_progress_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(757);
var _render_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1509);
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4189);
var _wait_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6035);
var _timing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8117);








function logPrefix(log, runId, elapsedMs) {
  return log.stamped ? `run ${runId}: ` : `[${(0,_wait_js__WEBPACK_IMPORTED_MODULE_4__.C7)(elapsedMs)}] run ${runId}: `;
}
function timeOf(value) {
  if (typeof value !== 'string')
    return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}
const eventId = (event) => event.event_uuid || `${event.event_type}@${event.occurred_at ?? ''}`;
class SinceError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_3__.Rz {
  constructor(message) {
    super(message, 'error');
  }
}
class LogBook {
  options;
  seen = new Set();
  last;
  after;
  pendingStep;
  constructor(options) {
    this.options = options;
    const { since } = options;
    if (since && 'time' in since)
      this.after = since.time;
    else if (since)
      this.pendingStep = since.step;
  }
  get size() {
    return this.seen.size;
  }
  get waitingForSince() {
    return this.pendingStep !== undefined;
  }
  line(text, max) {
    return (0,_render_format_js__WEBPACK_IMPORTED_MODULE_6__.Bq)(this.options.redact((0,_render_log_js__WEBPACK_IMPORTED_MODULE_7__.$Y)(text)), max);
  }
  run(run) {
    const link = (0,_render_format_js__WEBPACK_IMPORTED_MODULE_6__.Pl)(run.session_link);
    const message = run.status_message?.message;
    const record = {
      type: 'run',
      run_id: run.run_id,
      time: run.updated_at,
      state: run.state,
      session_link: link ? this.line(link, 2000) : null,
      status_message: message && (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(run.state) ? this.line(message, 1000) : null,
    };
    const previous = this.last;
    if (previous && previous.state === record.state && previous.session_link === record.session_link)
      return undefined;
    this.last = record;
    return { record, previous };
  }
  placeSteps(steps) {
    let at = -Infinity;
    return steps.map((step) => {
      at = Math.max(at, timeOf(step.started_at) ?? timeOf(step.completed_at) ?? at);
      return { record: step, at };
    });
  }
  take(run, conversation, events) {
    const { runId } = this.options;
    const steps = conversation ? this.placeSteps(conversation.steps) : [];
    if (this.pendingStep !== undefined) {
      if (!conversation)
        return [];
      const index = steps.findIndex((s) => s.record.id === this.pendingStep);
      if (index < 0)
        throw new SinceError(`run ${runId} has no step ${JSON.stringify((0,_render_log_js__WEBPACK_IMPORTED_MODULE_7__.Ow)(this.pendingStep, 100))} to resume after (runs conversation ${runId} --json lists its steps' ids)`);
      for (const s of steps.slice(0, index + 1))
        this.seen.add(`step:${s.record.id}`);
      this.after = steps[index].at;
      this.pendingStep = undefined;
    }
    const { after } = this;
    const before = (at) => after !== undefined && at <= after;
    const newSteps = [];
    steps.forEach(({ record: step, at }, index) => {
      const key = `step:${step.id}`;
      if (this.seen.has(key))
        return;
      this.seen.add(key);
      if (before(at))
        return;
      newSteps.push({ at, record: this.stepRecord(run, step, index) });
    });
    const newEvents = [];
    let at = -Infinity;
    for (const event of events ?? []) {
      if (event.run_id !== undefined && event.run_id !== runId)
        continue;
      at = Math.max(at, timeOf(event.occurred_at) ?? at);
      const key = `event:${eventId(event)}`;
      if (this.seen.has(key))
        continue;
      this.seen.add(key);
      if (before(at))
        continue;
      newEvents.push({ at, record: this.eventRecord(event) });
    }
    const merged = [];
    let s = 0;
    let e = 0;
    while (s < newSteps.length || e < newEvents.length) {
      const step = newSteps[s];
      const event = newEvents[e];
      if (event && (!step || event.at <= step.at)) {
        merged.push(event.record);
        e++;
      }
      else {
        merged.push(step.record);
        s++;
      }
    }
    return merged;
  }
  stepRecord(run, step, index) {
    const { runId, redact } = this.options;
    const detail = (0,_render_log_js__WEBPACK_IMPORTED_MODULE_7__.X5)((0,_render_log_js__WEBPACK_IMPORTED_MODULE_7__.yJ)(step), _render_log_js__WEBPACK_IMPORTED_MODULE_7__.G3, redact, `the run's conversation holds the whole step (runs conversation ${runId})`);
    const time = timeOf(step.started_at) !== undefined ? step.started_at : (step.completed_at ?? null);
    return {
      type: 'step',
      run_id: runId,
      id: this.line(step.id, 200),
      number: index + 1,
      time: timeOf(time) === undefined ? null : time,
      completed_at: timeOf(step.completed_at) === undefined ? null : step.completed_at,
      title: this.line((0,_render_progress_js__WEBPACK_IMPORTED_MODULE_2__.Fb)(step, index, run), _render_log_js__WEBPACK_IMPORTED_MODULE_7__.LK),
      detail: detail.text,
      detail_cut: detail.cut,
    };
  }
  eventRecord(event) {
    const kind = this.line(event.event_type, 100);
    return {
      type: 'event',
      run_id: this.options.runId,
      id: this.line(eventId(event), 300),
      kind,
      label: (0,_render_progress_js__WEBPACK_IMPORTED_MODULE_2__.TS)(kind),
      time: timeOf(event.occurred_at) === undefined ? null : event.occurred_at,
      execution_id: typeof event.execution_id === 'number' ? event.execution_id : null,
    };
  }
}
const messageOf = (err) => (err instanceof Error ? err.message : String(err));
const notYet = (err) => err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && (err.status === 404 || err.status === 422);
async function followLogs(options) {
  const pace = {
    stateMs: (0,_timing_js__WEBPACK_IMPORTED_MODULE_5__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_5__.ab.stateMs),
    readMs: (0,_timing_js__WEBPACK_IMPORTED_MODULE_5__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_5__.ab.readMs),
    factor: _timing_js__WEBPACK_IMPORTED_MODULE_5__.ab.factor,
    stateIdleMaxMs: (0,_timing_js__WEBPACK_IMPORTED_MODULE_5__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_5__.ab.stateIdleMaxMs),
    readIdleMaxMs: (0,_timing_js__WEBPACK_IMPORTED_MODULE_5__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_5__.ab.readIdleMaxMs),
    ...options.pace,
  };
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? _client_index_js__WEBPACK_IMPORTED_MODULE_0__.dt;
  const { client, runId, signal } = options;
  const book = new LogBook({ runId, redact: options.redact, since: options.since });
  const reads = { state: 0, conversation: 0, timeline: 0 };
  const warned = new Set();
  const warnOnce = (what, line) => {
    if (warned.has(what))
      return;
    warned.add(what);
    options.warn(line);
  };
  let run;
  const result = (stopped, interrupted) => ({
    run,
    stopped,
    interrupted,
    reads,
  });
  const showRun = (current) => {
    const changed = book.run(current);
    if (changed)
      options.emit(changed.record, changed.previous);
  };
  const readLog = async (current) => {
    const request = { signal, maxRetries: 1 };
    const [conversation, timeline] = await Promise.all([
      (async () => {
        reads.conversation++;
        try {
          return await client.runs.conversation(runId, request);
        }
        catch (err) {
          if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.z4 || signal.aborted)
            throw err;
          if (!notYet(err))
            warnOnce('conversation', `could not read the conversation of run ${runId}: ${messageOf(err)}`);
          return undefined;
        }
      })(),
      (async () => {
        reads.timeline++;
        try {
          return await client.runs.timeline(runId, request);
        }
        catch (err) {
          if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.z4 || signal.aborted)
            throw err;
          warnOnce('timeline', `could not read the timeline of run ${runId}: ${messageOf(err)}`);
          return undefined;
        }
      })(),
    ]);
    const records = book.take(current, conversation, timeline?.events);
    for (const record of records)
      options.emit(record);
    return records.length;
  };
  let interval = pace.stateMs;
  let readEvery = pace.readMs;
  let lastRead = -Infinity;
  let readUpdated;
  let lastUpdated;
  let lastState;
  try {
    for (;;) {
      reads.state++;
      try {
        run = await client.runs.get(runId, { signal });
      }
      catch (err) {
        if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.z4 || signal.aborted)
          throw err;
        if (!options.follow || !(0,_wait_js__WEBPACK_IMPORTED_MODULE_4__.dg)(err))
          throw err;
        options.warn(`reading run ${runId} failed: ${messageOf(err)}; still following it`);
        interval = Math.min(interval * pace.factor, pace.stateIdleMaxMs);
        await sleep(interval, signal);
        continue;
      }
      const first = lastUpdated === undefined;
      const moved = run.updated_at !== lastUpdated || run.state !== lastState;
      lastUpdated = run.updated_at;
      lastState = run.state;
      const stopped = (0,_shared_runs_js__WEBPACK_IMPORTED_MODULE_1__.Ex)(run.state);
      if (first || stopped || !options.follow) {
        if (options.follow && stopped)
          await sleep(Math.max(0, lastRead + pace.readMs - now()), signal);
        await readLog(run);
        lastRead = now();
        readUpdated = run.updated_at;
        showRun(run);
        if (book.waitingForSince && (stopped || !options.follow))
          throw new SinceError(`run ${runId} has no conversation yet, so step ${JSON.stringify((0,_render_log_js__WEBPACK_IMPORTED_MODULE_7__.Ow)(options.since.step, 100))} cannot be found to resume after`);
        if (stopped || !options.follow)
          return result(stopped, false);
      }
      else {
        showRun(run);
        const since = now() - lastRead;
        let fresh = false;
        if (since >= pace.readMs && (run.updated_at !== readUpdated || since >= readEvery)) {
          fresh = (await readLog(run)) > 0;
          lastRead = now();
          readUpdated = run.updated_at;
          readEvery = fresh ? pace.readMs : Math.min(readEvery * pace.factor, pace.readIdleMaxMs);
        }
        interval = moved || fresh ? pace.stateMs : Math.min(interval * pace.factor, pace.stateIdleMaxMs);
      }
      await sleep(first ? pace.stateMs : interval, signal);
    }
  }
  catch (err) {
    if (signal.aborted || err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.z4)
      return result(false, true);
    throw err;
  }
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

6035:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  C7: () => (formatElapsed),
  Cs: () => (waitForRun),
  dg: () => (isTransient)
});
var _shared_outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4189);
var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9434);
var _shared_runs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9187);
var _poll_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6987);
var _timing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8117);





const BAD_ANSWERS_LIMIT = 5;
class FollowError extends _shared_outcome_js__WEBPACK_IMPORTED_MODULE_0__.Rz {
  constructor(message, options) {
    super(message, 'service');
    this.cause = options.cause;
  }
}
function isTransient(err) {
  if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.bI || err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.CC || err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.uZ)
    return true;
  if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.hD)
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
  const pace = (0,_poll_js__WEBPACK_IMPORTED_MODULE_3__.y)(letGoAt ?? options.deadline, {
    initialMs: options.initialMs ?? (0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_4__.eE.initialMs),
    factor: options.factor ?? _timing_js__WEBPACK_IMPORTED_MODULE_4__.eE.factor,
    maxMs: options.maxMs ?? (0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_4__.eE.maxMs),
    jitter: 0.2,
  }, { ...options, now });
  const next = async () => (await pace()) ? undefined : { kind: letGoAt === undefined ? 'timeout' : 'detached', run: previous };
  for (;;) {
    const remaining = options.deadline - now();
    let run;
    try {
      run = await client.runs.get(runId, {
        signal: options.signal,
        deadlineMs: Math.max((0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_4__.Ye), Math.min(remaining, (0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_4__.Uc))),
      });
    }
    catch (err) {
      if (options.signal?.aborted || err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.z4)
        throw err;
      const operation = err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.tP ? err.operation : undefined;
      const what = `reading run ${runId}${operation ? ` (${operation})` : ''}`;
      if (!isTransient(err))
        throw new FollowError(`${what} failed: ${messageOf(err)}`, { cause: err });
      failures++;
      if (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_1__.uZ)
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
      options.log?.(`${options.stamped ? '' : `[${formatElapsed(now() - started)}] `}run ${run.run_id}: ${previous ? `${previous.state} → ` : ''}${run.state}${run.status_message?.message ? ` (${run.status_message.message})` : ''}`);
      await options.onChange?.(run, previous);
    }
    await options.onPoll?.(run);
    previous = run;
    const stale = options.movedSince !== undefined &&
      Date.parse(run.updated_at) <= Date.parse(options.movedSince) &&
      now() - started < (0,_timing_js__WEBPACK_IMPORTED_MODULE_4__.vK)(_timing_js__WEBPACK_IMPORTED_MODULE_4__.PK);
    if (_shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.Wj.has(run.state) && options.stopWhen?.(run))
      return { kind: 'stopped', run };
    if (!stale && _shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.kl.has(run.state))
      return { kind: 'ended', run };
    if (!stale && run.state === 'BLOCKED')
      return { kind: 'blocked', run };
    if (!stale && !_shared_runs_js__WEBPACK_IMPORTED_MODULE_2__.Wj.has(run.state)) {
      options.log?.(`run ${run.run_id} is in state ${run.state}, which this action does not know; still waiting`);
    }
    const ended = await next();
    if (ended)
      return ended;
  }
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


})

};

//# sourceMappingURL=585.index.js.map