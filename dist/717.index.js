export const id = 717;
export const ids = [717];
export const modules = {

5717:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  Mk: () => (showsThisRun),
  bS: () => (SKEW_MARGIN_MS),
  wt: () => (Settler)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _render_marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1376);
var _render_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1885);
var _artifacts_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3635);
var _cancel_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1519);
var _credits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5522);
var _render_budget_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9519);
var _follow_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7938);
var _plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9085);
var _origin_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(52);
var _report_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9073);
var _redact_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6663);
var _starters_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(338);
var _step_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6696);














const SHOWS_OUTCOME = new Set(['cancelled', 'timeout']);
function deadlineOf(marker, run) {
  if (marker) {
    const at = marker.deadline ? Date.parse(marker.deadline) : NaN;
    return Number.isNaN(at) ? undefined : at;
  }
  if (run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.conversation] !== undefined)
    return undefined;
  const minutes = Number(run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.timeout]);
  const start = Date.parse(run.started_at ?? run.created_at);
  if (!(minutes > 0) || Number.isNaN(start))
    return undefined;
  return start + minutes * 60_000;
}
function budgetOf(marker, run) {
  if (marker)
    return marker.budget === undefined
      ? undefined
      : {
        limit: marker.budget,
        baseline: marker.baseline ?? 0,
        kept: marker.kept,
      };
  if (run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.conversation] !== undefined)
    return undefined;
  const limit = Number(run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.budget]);
  return Number.isFinite(limit) && limit > 0 ? { limit, baseline: 0 } : undefined;
}
function overItsBudget(budget, run) {
  if (!budget || !_client_index_js__WEBPACK_IMPORTED_MODULE_0__.Wj.has(run.state))
    return undefined;
  const spent = (0,_credits_js__WEBPACK_IMPORTED_MODULE_4__.fU)(run, budget);
  return (0,_credits_js__WEBPACK_IMPORTED_MODULE_4__.qj)(spent, budget.limit) ? spent : undefined;
}
function countWentBack(budget, run) {
  const total = (0,_credits_js__WEBPACK_IMPORTED_MODULE_4__.yq)(run);
  return budget !== undefined && total !== undefined && (0,_credits_js__WEBPACK_IMPORTED_MODULE_4__.Il)(total, budget);
}
function cancelsAtDeadline(marker, run) {
  if (marker)
    return marker.cancel ?? true;
  return run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.cancel] !== 'false';
}
function showsOutcome(marker) {
  if (marker?.phase === 'final')
    return true;
  return Boolean(marker?.phase && SHOWS_OUTCOME.has(marker.phase) && marker.state && _client_index_js__WEBPACK_IMPORTED_MODULE_0__.kl.has(marker.state));
}
function showsThisRun(marker, run) {
  return marker?.seen === undefined || marker.seen === run.updated_at;
}
function decide(marker, run, now) {
  const current = showsThisRun(marker, run);
  if (showsOutcome(marker)) {
    if (current)
      return { kind: 'done' };
    if (!_client_index_js__WEBPACK_IMPORTED_MODULE_0__.kl.has(run.state) && run.state !== 'BLOCKED')
      return { kind: 'working', deadline: undefined };
  }
  if (_client_index_js__WEBPACK_IMPORTED_MODULE_0__.kl.has(run.state))
    return { kind: 'report', phase: 'final' };
  if (run.state === 'BLOCKED') {
    return marker?.phase === 'blocked' && marker.state === 'BLOCKED' && current
      ? { kind: 'done' }
      : { kind: 'report', phase: 'blocked' };
  }
  const budget = budgetOf(marker, run);
  const spent = overItsBudget(budget, run);
  if (budget && spent !== undefined)
    return { kind: 'over-budget', budget, spent };
  const deadline = deadlineOf(marker, run);
  if (deadline !== undefined && now >= deadline) {
    const cancel = cancelsAtDeadline(marker, run);
    if (!cancel && marker?.phase === 'timeout')
      return { kind: 'working', deadline };
    return { kind: 'timeout', cancel, deadline };
  }
  return { kind: 'working', deadline };
}
const SKEW_MARGIN_MS = 10 * 60_000;
const PAGE = 100;
const FILTERED_PAGES = 20;
const SCAN_PAGES = 5;
async function listRepositoryRuns(client, repository, since, signal) {
  const filter = { [_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.repo]: repository, [_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.source]: _origin_js__WEBPACK_IMPORTED_MODULE_7__.u2 };
  const query = { sort_by: 'updated_at', sort_order: 'desc', limit: PAGE, updated_after: since };
  const ours = (run) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.hx)({ metadata: filter }, run);
  let scanned = false;
  let page;
  try {
    page = await client.runs.listPage({ ...query, metadata: filter }, { signal });
    if (page.unmatched > 0)
      scanned = true;
  }
  catch (err) {
    if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.errorCode === 'feature_not_available'))
      throw err;
    scanned = true;
    page = await client.runs.listPage(query, { signal });
  }
  const runs = [];
  const limit = scanned ? SCAN_PAGES : FILTERED_PAGES;
  for (let pages = 1;; pages++) {
    runs.push(...page.runs.filter(ours));
    const cursor = page.page_info.has_next_page ? page.page_info.next_cursor : undefined;
    if (!cursor)
      return { runs, scanned, truncated: false };
    if (pages >= limit)
      return { runs, scanned, truncated: true };
    page = await client.runs.listPage({ ...query, ...(scanned ? {} : { metadata: filter }), cursor }, { signal });
    if (page.unmatched > 0)
      scanned = true;
  }
}
function reactionTarget(marker, run) {
  const id = Number(marker.comment);
  if (!marker.comment || !Number.isSafeInteger(id))
    return undefined;
  const event = run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.event];
  const kind = marker.commentKind ??
    (event === 'issue_comment' ? 'issue' : event === 'pull_request_review_comment' ? 'review' : undefined);
  if (!kind)
    return undefined;
  return {
    id,
    kind: kind === 'issue' ? 'issue_comment' : 'review_comment',
    body: '',
    author: '',
    authorType: '',
    url: '',
  };
}
function finalReaction(phase, run) {
  return phase === 'blocked' || (phase === 'final' && run.state === 'SUCCEEDED') ? 'rocket' : 'confused';
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function formatAge(ms) {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60)
    return plural(minutes, 'minute');
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
function plannedOf(run, marker, triggerPhrase, artifacts) {
  const plan = (0,_follow_js__WEBPACK_IMPORTED_MODULE_5__.xA)(run, marker?.plan, (0,_follow_js__WEBPACK_IMPORTED_MODULE_5__.vN)(triggerPhrase), (0,_plan_js__WEBPACK_IMPORTED_MODULE_6__.hH)(artifacts)).report;
  return plan ? { plan } : {};
}
const HERE = 'here';
function targetOf(run, comment, thread) {
  if (comment)
    return comment;
  return thread === undefined && run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.detach] === 'true' ? HERE : undefined;
}
const markerOf = (target) => (target === HERE ? undefined : target.state);
class Settler {
  step;
  options;
  now;
  self;
  threads = new Map();
  wentBack = new Set();
  reports = [];
  constructor(step, options) {
    this.step = step;
    this.options = options;
    this.now = options.now ?? Date.now;
  }
  async settle() {
    const { step, options } = this;
    const since = new Date(this.now() - options.windowMinutes * 60_000 - SKEW_MARGIN_MS).toISOString();
    const listing = await listRepositoryRuns(step.client, step.env.repository, since, step.signal);
    const results = [];
    for (const run of listing.runs)
      results.push(await this.settleRun(run));
    return { results, reports: this.reports, listing };
  }
  commentsOn(repository, thread) {
    let found = this.threads.get(thread);
    if (!found) {
      this.self ??= repository.self();
      const self = this.self;
      found = self.then((login) => repository.markedComments(thread, login, (0,_report_js__WEBPACK_IMPORTED_MODULE_8__.ug)(this.step.markerKey)));
      this.threads.set(thread, found);
    }
    return found;
  }
  async trackingComment(run, thread) {
    const { repository } = this.step;
    if (!repository || thread === undefined)
      return undefined;
    return (await this.commentsOn(repository, thread)).filter((c) => c.state.run === run.run_id).at(-1);
  }
  async settleRun(listed) {
    const number = Number(listed.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.number]);
    const thread = Number.isSafeInteger(number) && number > 0 ? number : undefined;
    const base = { run_id: listed.run_id, state: listed.state, thread: thread ?? null };
    const now = this.now();
    const unchanged = this.unchanged(listed);
    if (unchanged)
      return { ...base, comment_url: null, ...unchanged };
    let comment;
    try {
      comment = await this.trackingComment(listed, thread);
    }
    catch (err) {
      return this.withoutGitHub(listed, base, `could not read the comments of #${thread}: ${err.message}`);
    }
    this.warnWentBack(listed, comment?.state);
    const listedDecision = decide(comment?.state, listed, now);
    if (listedDecision.kind === 'done' || listedDecision.kind === 'working') {
      return this.noWrite(listed, listedDecision, { ...base, comment_url: comment?.url ?? null }, now);
    }
    let fresh;
    try {
      fresh = await this.readAgain(listed, comment);
    }
    catch (err) {
      return {
        ...base,
        comment_url: comment?.url ?? null,
        action: 'not-settled',
        detail: `could not read the run or its comment again before writing: ${err.message}`,
        retry: true,
      };
    }
    const { run } = fresh;
    comment = fresh.comment;
    this.warnWentBack(run, comment?.state);
    const decision = decide(comment?.state, run, this.now());
    const result = { ...base, state: run.state, comment_url: comment?.url ?? null };
    switch (decision.kind) {
      case 'done':
      case 'working':
        return this.noWrite(run, decision, result, now);
      case 'report': {
        const target = targetOf(run, comment, thread);
        if (!target)
          return { ...result, ...(await this.withoutComment(thread)) };
        return this.report(run, target, decision.phase, result);
      }
      case 'timeout':
        return this.timeout(run, targetOf(run, comment, thread), decision, result, thread);
      case 'over-budget':
        return this.overBudget(run, targetOf(run, comment, thread), decision, result, thread);
    }
  }
  unchanged(run) {
    const since = this.options.since ? Date.parse(this.options.since) : NaN;
    const updated = Date.parse(run.updated_at);
    if (Number.isNaN(since) || Number.isNaN(updated) || updated >= since - SKEW_MARGIN_MS)
      return undefined;
    if ((0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.jf)(run.state) && run.state !== 'BLOCKED')
      return undefined;
    return { action: 'already-settled', detail: 'unchanged since the last completed settle' };
  }
  warnWentBack(run, marker) {
    const budget = budgetOf(marker, run);
    if (!budget || !countWentBack(budget, run) || this.wentBack.has(run.run_id))
      return;
    this.wentBack.add(run.run_id);
    this.step.host.log.warning(`run ${run.run_id}: its usage (${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_12__.vV)((0,_credits_js__WEBPACK_IMPORTED_MODULE_4__.yq)(run) ?? 0)} credits) is below the ${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_12__.vV)((0,_credits_js__WEBPACK_IMPORTED_MODULE_4__.Ro)(budget))} credits its budget counts from: the service's count went back, as when it counts a new execution anew, so its budget counts it from 0`);
  }
  async readAgain(listed, comment) {
    const { client, repository } = this.step;
    const run = await client.runs.get(listed.run_id, { signal: this.step.signal });
    if (!comment || !repository)
      return { run, comment };
    const self = await (this.self ??= repository.self());
    const now = await repository.markedComment(comment.id, self, (0,_report_js__WEBPACK_IMPORTED_MODULE_8__.ug)(this.step.markerKey));
    return { run, comment: now };
  }
  noWrite(run, decision, result, now) {
    if (decision.kind === 'done')
      return { ...result, action: 'already-settled', detail: 'its comment already shows the outcome' };
    const age = now - Date.parse(run.created_at);
    const until = decision.deadline === undefined
      ? 'no deadline'
      : `deadline ${new Date(decision.deadline).toISOString()}`;
    return { ...result, action: 'working', detail: `working for ${formatAge(age)} (${until})` };
  }
  async withoutGitHub(run, base, why) {
    const result = { ...base, comment_url: null };
    if (!(0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.jf)(run.state) || run.state === 'BLOCKED')
      return {
        ...result,
        action: 'not-settled',
        detail: `${why}; its report is left to the next settle`,
        retry: true,
      };
    const overBy = overItsBudget(budgetOf(undefined, run), run);
    const deadline = deadlineOf(undefined, run);
    if (overBy !== undefined)
      return {
        ...(await this.cancelWithoutGitHub(run, result, why, 'over the budget its metadata records')),
        over_budget: true,
      };
    if (deadline === undefined) {
      return {
        ...result,
        action: 'not-settled',
        detail: `${why}; its deadline is only in its comment, so it could not be held to it`,
        retry: true,
        deadline_unknown: true,
      };
    }
    if (this.now() < deadline) {
      return {
        ...result,
        action: 'working',
        detail: `${why}; working within the deadline its metadata records (${new Date(deadline).toISOString()})`,
        retry: true,
      };
    }
    if (!cancelsAtDeadline(undefined, run)) {
      return {
        ...result,
        action: 'not-settled',
        detail: `${why}; past its deadline and left going (cancel-on-abort: false); its report is left to the next settle`,
        retry: true,
      };
    }
    return this.cancelWithoutGitHub(run, result, why, 'past the deadline its metadata records');
  }
  async cancelWithoutGitHub(run, result, why, reason) {
    const outcome = await (0,_cancel_js__WEBPACK_IMPORTED_MODULE_3__.Su)(this.step.client, run.run_id, (0,_step_js__WEBPACK_IMPORTED_MODULE_11__.p)(this.step));
    if (outcome.outcome !== 'cancelled') {
      return {
        ...result,
        state: outcome.run?.state ?? run.state,
        action: 'not-settled',
        detail: `${why}; ${reason}: ${(0,_cancel_js__WEBPACK_IMPORTED_MODULE_3__.wW)(outcome.outcome, run.run_id).replace(/`/g, '')}`,
        retry: true,
      };
    }
    return {
      ...result,
      state: outcome.run?.state ?? 'CANCELLED',
      action: 'cancelled',
      detail: `${why}; ${reason}: cancelled; its comment is written by the next settle`,
      retry: true,
    };
  }
  async withoutComment(thread) {
    const { repository } = this.step;
    const later = repository && thread !== undefined ? (await this.commentsOn(repository, thread)).at(-1) : undefined;
    if (later?.state.run)
      return {
        action: 'already-settled',
        detail: `the thread's comment tracks a later run, ${later.state.run}`,
      };
    return { action: 'not-settled', detail: this.noComment(thread) };
  }
  noComment(thread) {
    if (thread === undefined)
      return `started without an issue or pull request: ${this.step.host.words.ownReport}`;
    if (!this.step.repository)
      return `${(0,_follow_js__WEBPACK_IMPORTED_MODULE_5__.pj)(this.step.host.words.noGitHub).toLowerCase()}: its report on #${thread} could not be written`;
    return `no tracking comment of this run on #${thread} (none by the action with a marker that verifies)`;
  }
  async reportInput(run, marker, phase, note) {
    const budget = this.budgetView(run, marker);
    const { client } = this.step;
    const log = (0,_step_js__WEBPACK_IMPORTED_MODULE_11__.p)(this.step);
    const conversation = await (0,_follow_js__WEBPACK_IMPORTED_MODULE_5__.$y)(this.step.host, client, run);
    const artifacts = await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_13__.q)(client, run, log, this.step.signal);
    const factoryTask = marker?.factory
      ? await (0,_starters_js__WEBPACK_IMPORTED_MODULE_10__.Cq)(client, marker.factory, run.run_id, this.step.host.log)
      : undefined;
    return {
      run,
      phase,
      artifacts,
      now: this.now(),
      ...(0,_report_js__WEBPACK_IMPORTED_MODULE_8__.zQ)(marker, run, this.step.env),
      ...this.hintsOf(run, marker),
      ...(conversation ? { conversation } : {}),
      ...(factoryTask ? { factoryTask } : {}),
      ...(note ? { note } : {}),
      ...(budget ? { budget } : {}),
      ...plannedOf(run, marker, this.options.triggerPhrase, artifacts),
    };
  }
  budgetView(run, marker) {
    const budget = budgetOf(marker, run);
    if (!budget)
      return undefined;
    const spent = (0,_credits_js__WEBPACK_IMPORTED_MODULE_4__.fU)(run, budget);
    const over = (0,_credits_js__WEBPACK_IMPORTED_MODULE_4__.qj)(spent, budget.limit);
    return {
      limit: budget.limit,
      spent,
      baseline: budget.baseline,
      reset: budget.kept !== undefined || countWentBack(budget, run),
      setting: this.step.host.words.setting('max-credits', (0,_render_budget_js__WEBPACK_IMPORTED_MODULE_12__.vV)(budget.limit)),
      status: !over ? 'within' : run.state === 'CANCELLED' ? 'stopped' : 'over',
    };
  }
  hintsOf(run, marker) {
    const comment = Boolean(marker?.comment || run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.comment]);
    return (0,_follow_js__WEBPACK_IMPORTED_MODULE_5__.uK)({ comment, thread: true }, this.options.triggerPhrase, run.run_id, this.step.host.words.followup);
  }
  async write(comment, thread, input) {
    const { step } = this;
    const repository = step.repository;
    const target = reactionTarget(comment.state, input.run);
    if (target)
      await repository.react(target, finalReaction(input.phase, input.run));
    const showing = (0,_follow_js__WEBPACK_IMPORTED_MODULE_5__.xA)(input.run, comment.state.plan, undefined, (0,_plan_js__WEBPACK_IMPORTED_MODULE_6__.hH)(input.artifacts));
    const { plan: _plan, ...rest } = (0,_render_marker_js__WEBPACK_IMPORTED_MODULE_1__.LT)(comment.state);
    const marker = showing.mark ? { ...rest, plan: showing.mark } : rest;
    const reporter = (0,_report_js__WEBPACK_IMPORTED_MODULE_8__.WU)({
      host: step.host,
      repository,
      number: thread,
      self: comment.author,
      enabled: true,
      marker,
      markerKey: step.markerKey,
      signal: step.signal,
    });
    reporter.comment?.adopt(comment);
    return reporter.finishComment(input, { showsNewPlan: showing.first });
  }
  async publish(target, thread, input) {
    if (target !== HERE)
      return this.write(target, thread, input);
    this.reports.push((0,_render_report_js__WEBPACK_IMPORTED_MODULE_2__.qE)((0,_redact_js__WEBPACK_IMPORTED_MODULE_9__.se)(input, (text) => this.step.host.redact(text))));
    return true;
  }
  async report(run, target, phase, result) {
    const input = await this.reportInput(run, markerOf(target), phase);
    const shown = await this.publish(target, result.thread, input);
    if (!shown)
      return {
        ...result,
        action: 'not-settled',
        detail: 'GitHub did not take the report; the next settle tries again',
        retry: true,
      };
    const where = target === HERE ? "in this settle's report" : 'written';
    this.step.host.log.info(target === HERE
      ? `settled run ${run.run_id} (${run.state}): its report is in this settle's report`
      : `settled run ${run.run_id} (${run.state}) on #${result.thread}: ${target.url}`);
    const moved = await this.movedOn(run);
    const over = input.budget?.status === 'over' ? input.budget : undefined;
    const budget = over
      ? `; over its budget (${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_12__.vV)(over.spent ?? 0)} of ${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_12__.vV)(over.limit)} credits)`
      : '';
    return {
      ...result,
      ...(phase === 'final'
        ? { action: 'finished', detail: `final report ${where} (${run.state})${budget}${moved}` }
        : { action: 'blocked', detail: `report ${where}: the agent waits for input${budget}${moved}` }),
      ...(over ? { over_budget: true } : {}),
    };
  }
  async movedOn(shown) {
    let now;
    try {
      now = await this.step.client.runs.get(shown.run_id, { signal: this.step.signal });
    }
    catch {
      return '';
    }
    if (now.updated_at === shown.updated_at)
      return '';
    this.step.host.log.info(`run ${shown.run_id} moved on while its report was written (now ${now.state}): the next settle or the step following it shows it`);
    return `; the run moved on meanwhile (now ${now.state})`;
  }
  async overBudget(run, target, decision, result, thread) {
    const over = `over its budget (${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_12__.vV)(decision.spent)} of ${(0,_render_budget_js__WEBPACK_IMPORTED_MODULE_12__.vV)(decision.budget.limit)} credits)`;
    const stopped = await this.stop(run, target, result, over);
    if ('settled' in stopped)
      return { ...stopped.settled, over_budget: true };
    const { outcome, seen } = stopped;
    const what = outcome.outcome === 'cancelled'
      ? `${over}: cancelled`
      : `${over}: ${(0,_cancel_js__WEBPACK_IMPORTED_MODULE_3__.wW)(outcome.outcome, run.run_id).replace(/`/g, '')}`;
    const done = {
      ...result,
      state: seen.state,
      ...(outcome.outcome === 'cancelled'
        ? { action: 'cancelled' }
        : { action: 'not-settled' }),
      over_budget: true,
    };
    if (!target)
      return { ...done, detail: `${what}; ${this.noComment(thread)}` };
    const note = `The run went over its budget. ${(0,_cancel_js__WEBPACK_IMPORTED_MODULE_3__.wW)(outcome.outcome, run.run_id)}`;
    const shown = await this.publish(target, result.thread, await this.reportInput(seen, markerOf(target), 'cancelled', note));
    return shown
      ? { ...done, detail: `${what}, reported${target === HERE ? " in this settle's report" : ''}` }
      : { ...done, detail: `${what}; GitHub did not take the report`, retry: true };
  }
  async stop(run, target, result, why) {
    const outcome = await (0,_cancel_js__WEBPACK_IMPORTED_MODULE_3__.Su)(this.step.client, run.run_id, (0,_step_js__WEBPACK_IMPORTED_MODULE_11__.p)(this.step));
    const seen = outcome.run ?? run;
    if (outcome.outcome === 'already-ended' && target && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.Ex)(seen.state)) {
      const phase = seen.state === 'BLOCKED' ? 'blocked' : 'final';
      return { settled: await this.report(seen, target, phase, { ...result, state: seen.state }) };
    }
    if (!outcome.settled) {
      const told = (0,_cancel_js__WEBPACK_IMPORTED_MODULE_3__.wW)(outcome.outcome, run.run_id).replace(/`/g, '');
      return {
        settled: {
          ...result,
          state: seen.state,
          action: 'not-settled',
          detail: `${why}; ${told}`,
          retry: true,
        },
      };
    }
    return { outcome, seen };
  }
  async timeout(run, target, decision, result, thread) {
    const minutes = Number(run.metadata?.[_origin_js__WEBPACK_IMPORTED_MODULE_7__.Ge.timeout]);
    const limit = minutes > 0
      ? `within ${plural(minutes, 'minute')} (${this.step.host.words.setting('timeout-minutes')})`
      : `by its deadline (${new Date(decision.deadline).toISOString()})`;
    let note = `The run did not end ${limit}.`;
    let seen = run;
    let cancelled = false;
    let what = 'past its deadline: left going (cancel-on-abort: false)';
    if (decision.cancel) {
      const stopped = await this.stop(run, target, result, 'past its deadline');
      if ('settled' in stopped)
        return stopped.settled;
      const { outcome } = stopped;
      seen = stopped.seen;
      cancelled = outcome.outcome === 'cancelled';
      what = cancelled
        ? 'past its deadline: cancelled'
        : outcome.outcome === 'already-ended'
          ? 'past its deadline: it had already ended'
          : 'past its deadline: the service cannot cancel it';
      note += ` ${(0,_cancel_js__WEBPACK_IMPORTED_MODULE_3__.wW)(outcome.outcome, run.run_id)}`;
    }
    else {
      note += ' It was left going (`cancel-on-abort: false`).';
    }
    const done = {
      ...result,
      state: seen.state,
      ...(cancelled ? { action: 'cancelled' } : { action: 'timed-out' }),
    };
    if (!target) {
      return { ...done, detail: `${what}; ${this.noComment(thread)}` };
    }
    const shown = await this.publish(target, result.thread, await this.reportInput(seen, markerOf(target), 'timeout', note));
    return shown
      ? { ...done, detail: `${what}, reported${target === HERE ? " in this settle's report" : ''}` }
      : { ...done, detail: `${what}; GitHub did not take the report`, retry: true };
  }
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


})

};

//# sourceMappingURL=717.index.js.map