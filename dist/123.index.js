export const id = 123;
export const ids = [123];
export const modules = {

3123:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  RESULTS_MAX_BYTES: () => (RESULTS_MAX_BYTES),
  ResultList: () => (ResultList),
  gateCommand: () => (gateCommand)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _flow_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6613);
var _flow_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9073);
var _flow_step_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6696);
var _render_gate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6829);





const DAY = 24 * 3600 * 1000;
async function gateCommand(step, inputs, clock = {}, onJudged) {
  const { gate } = inputs;
  const target = await targetOf(step, gate);
  const check = await startCheck(step, gate, target);
  let judged;
  try {
    judged = await judge(step, gate, target, clock, onJudged !== undefined);
  }
  catch (err) {
    await abandonCheck(step, check, err);
    throw err;
  }
  const { judgement, trends } = judged;
  const title = await publish(step, inputs, target, check, judgement, trends);
  onJudged?.({ rows: judgement.all ?? [], summary: judgement.summary });
  if (judgement.summary.conclusion === 'failure' && gate.failOnGate) {
    const below = (judgement.summary.norm ?? []).filter(_render_gate_js__WEBPACK_IMPORTED_MODULE_4__.AN).map((c) => (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_4__.nE)(c));
    throw new _flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.ue(`the gate failed: ${title}${below.length ? `: ${below.join('; ')}` : ''}`, 'gate-failed');
  }
}
async function judge(step, gate, target, clock, keepAll) {
  const scorers = await (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.Ki)(step.client, {
    names: gate.scorers,
    factory: gate.factory,
    signal: step.signal,
    warn: (line) => step.host.log.warning(line),
    setting: step.host.words.setting,
  });
  step.host.log.info(`scorers: ${scorers.map((s) => `${(0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.W7)(s)} (#${s.id}, threshold ${s.threshold}, version ${s.version})`).join(', ')}`);
  for (const s of scorers) {
    if (s.scope_mode === 'selected_agents' && !s.agents && !gate.scorers.length) {
      step.host.log.warning(`${(0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.W7)(s)} (#${s.id}) judges the runs of selected agents, but the service did not say which: it judges none here (name it with ${step.host.words.setting('scorer')} to judge every run with it)`);
    }
  }
  const judging = (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.gm)(scorers);
  const runs = await runsToJudge(step, gate, target, judging);
  const judged = runs ? await judgeRuns(step, gate, target, judging, runs, clock, keepAll) : undefined;
  const { trends, windows } = await trendsOf(step, gate, scorers, runs === undefined);
  const norm = judged ? (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.My)(judging, judged.tallies ?? new Map(), windows, gate) : [];
  const judgement = judged
    ? { ...judged, summary: (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.f6)(judged.summary, norm) }
    : {
      rows: new _render_gate_js__WEBPACK_IMPORTED_MODULE_4__.RN(),
      results: '[]',
      summary: (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.Nh)(trends, gate.minPassRate),
      note: `The pass rate of the last ${gate.windowDays} days, by ${gate.groupBy}, against the minimum of ${Math.round(gate.minPassRate * 1000) / 10}%.`,
    };
  return { judgement, trends };
}
async function abandonCheck(step, check, err) {
  if (!check)
    return;
  const why = err instanceof Error ? err.message : String(err);
  try {
    await check.complete('failure', 'The gate stopped before its verdict', `The gate stopped before its verdict: ${why}`);
  }
  catch (failure) {
    step.host.log.warning(`could not end the check run of the gate that stopped (${failure.message}); it stays in progress`);
  }
}
async function targetOf(step, gate) {
  const { trigger, repository } = step;
  const number = gate.pullRequest ?? (trigger.isPullRequest ? trigger.number : undefined);
  let headSha = gate.headSha ?? trigger.pullRequest?.headSha;
  let openedAt = trigger.isPullRequest && trigger.number === number ? trigger.createdAt : undefined;
  if (number !== undefined && (!headSha || !openedAt) && repository) {
    const pull = await repository.pullRequest(number);
    headSha ??= pull.headSha;
    openedAt ??= pull.createdAt;
  }
  return { number, headSha, openedAt };
}
async function startCheck(step, gate, target) {
  const { env, repository } = step;
  if (target.number === undefined || !target.headSha || !repository)
    return undefined;
  const detailsUrl = `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
  return repository.startCheck(gate.checkName, target.headSha, detailsUrl);
}
async function runsToJudge(step, gate, target, scorers) {
  const { client, env, signal } = step;
  const runs = new Map();
  const named = gate.scorers.length > 0;
  const keep = (run) => runs.set(run.run_id, (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.Z0)(run, named ? scorers : scorers.filter((scorer) => (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.hU)(scorer, run))));
  if (gate.runIds.length) {
    for (const id of gate.runIds)
      keep(await client.runs.get(id, { signal }));
    return runs;
  }
  const { number, openedAt } = target;
  if (number === undefined)
    return undefined;
  const url = `${env.serverUrl}/${env.repository}/pull/${number}`;
  const since = new Date((openedAt ? Date.parse(openedAt) : Date.now()) - 7 * DAY).toISOString();
  await (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.fv)(client, { repository: env.repository, number, url, since, signal, log: (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_3__.p)(step) }, keep);
  step.host.log.info(`runs of pull request #${number}: ${runs.size}`);
  return runs;
}
async function trendsOf(step, gate, scorers, alone) {
  const standsOnIt = alone || gate.maxDropPoints !== undefined;
  const start = new Date(Date.now() - gate.windowDays * DAY);
  const trends = [];
  const windows = new Map();
  const over = gate.windowDays === 1 ? 'over the last day' : `over the last ${gate.windowDays} days`;
  for (const scorer of scorers) {
    let response;
    try {
      response = await step.client.scorers.passRate(scorer.id, { start_date: start.toISOString(), group_by_period: gate.groupBy }, { signal: step.signal });
    }
    catch (err) {
      if (standsOnIt || !(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.Kf))
        throw err;
      step.host.log.warning(`the pass rate of ${(0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.W7)(scorer)} (#${scorer.id}) is left out of the report: ${err.message}`);
      continue;
    }
    const counts = (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.Hb)(response, over);
    if (typeof counts === 'string' && !alone) {
      const problem = `${(0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.W7)(scorer)} (#${scorer.id}) has ${counts}`;
      if (gate.maxDropPoints !== undefined) {
        throw new _flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.ue(`the service answered that ${problem}: the gate cannot hold the verdicts against it`, 'service');
      }
      step.host.log.warning(`the service answered that ${problem}: it is compared with nothing`);
    }
    else if (typeof counts !== 'string')
      windows.set(scorer.id, counts);
    trends.push({
      scorerName: (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.W7)(scorer),
      threshold: gate.minPassRate,
      response,
      groupBy: gate.groupBy,
    });
  }
  return { trends, windows };
}
async function judgeRuns(step, gate, target, scorers, runs, clock, keepAll = false) {
  const hasPairs = [...runs.values()].some((run) => run.scorers.length > 0);
  const rows = new _render_gate_js__WEBPACK_IMPORTED_MODULE_4__.RN();
  const results = new ResultList();
  const all = keepAll ? [] : undefined;
  let tallies;
  if (hasPairs) {
    const sink = {
      add: (row) => {
        rows.add(row);
        all?.push(row);
        results.add(resultOf(row));
      },
      kept: () => all ?? rows.kept(),
    };
    tallies = await (0,_flow_gate_js__WEBPACK_IMPORTED_MODULE_1__.S5)({
      ...clock,
      client: step.client,
      scorers,
      runs,
      threshold: gate.threshold,
      dispatchJudges: gate.dispatchJudges,
      timeoutMs: gate.scoreTimeoutMinutes * 60_000,
      signal: step.signal,
      log: (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_3__.p)(step),
    }, sink);
  }
  if (results.omitted) {
    (0,_flow_step_js__WEBPACK_IMPORTED_MODULE_3__.p)(step)(`the results output lists the first ${results.total - results.omitted} of ${results.total} judgements (an output holds about 1 MB)`);
  }
  let note;
  if (!runs.size) {
    note =
      target.number !== undefined
        ? `No runs of the cloud agent belong to pull request #${target.number}.`
        : 'No runs to judge.';
  }
  else if (!hasPairs) {
    note = "No scorer's scope covers these runs.";
  }
  return {
    rows,
    ...(all ? { all } : {}),
    results: results.json(),
    summary: (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_4__.eh)(rows, gate.minPassRate),
    ...(note ? { note } : {}),
    ...(tallies ? { tallies } : {}),
  };
}
const RESULTS_MAX_BYTES = 1_000_000;
class ResultList {
  entries = [];
  bytes = 2;
  total = 0;
  omitted = 0;
  maxBytes;
  constructor(maxBytes = RESULTS_MAX_BYTES) {
    this.maxBytes = maxBytes;
  }
  add(entry) {
    this.total++;
    if (this.omitted) {
      this.omitted++;
      return;
    }
    const json = JSON.stringify(entry);
    const bytes = Buffer.byteLength(json) + (this.entries.length > 0 ? 1 : 0);
    if (this.bytes + bytes > this.maxBytes) {
      this.omitted++;
      return;
    }
    this.entries.push(json);
    this.bytes += bytes;
  }
  json() {
    return `[${this.entries.join(',')}]`;
  }
}
function resultOf(r) {
  return {
    run_id: r.runId,
    scorer_id: r.scorer.id,
    scorer: r.scorer.name,
    classification: r.classification,
    score: r.score,
    threshold: r.threshold,
    verdict: r.verdict,
    ...(r.dispatch ? { dispatch: r.dispatch } : {}),
  };
}
async function publish(step, inputs, target, check, { rows, results, summary, note }, trends) {
  const { gate } = inputs;
  const title = (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_4__.Tq)(summary);
  const now = Date.now();
  const report = (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_4__.C_)({ rows, summary, trends, ...(note ? { note } : {}), now });
  if (check) {
    await check.complete(summary.conclusion, title, report);
    step.host.log.info(`check run "${gate.checkName}": ${summary.conclusion} (${title})`);
  }
  await (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_2__.Sy)(step.host, report);
  if (target.number !== undefined && inputs.comment) {
    const commentReport = check
      ? (0,_render_gate_js__WEBPACK_IMPORTED_MODULE_4__.C_)({ rows, summary, trends, ...(note ? { note } : {}), checkRun: check.url, now })
      : report;
    await gateComment(step, gate, target.number, commentReport);
  }
  (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_2__.Kn)(step.host, {
    conclusion: summary.conclusion,
    'pass-rate': summary.passRate === null ? '' : String(Math.round(summary.passRate * 10000) / 10000),
    passed: String(summary.passed),
    failed: String(summary.failed),
    'check-run-url': check?.url ?? '',
    results,
  });
  return title;
}
async function gateComment(step, gate, number, report) {
  await (0,_flow_report_js__WEBPACK_IMPORTED_MODULE_2__.rU)(step, number, `gate:${gate.checkName}`, report, "the gate's comment");
}


}),

6613:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  Hb: () => (windowCounts),
  Ki: () => (resolveScorers),
  My: () => (compareWithNorm),
  Nh: () => (windowSummary),
  S5: () => (judgeInto),
  W7: () => (scorerName),
  Z0: () => (gateRunRow),
  f6: () => (withNorm),
  fv: () => (visitRunsOfPullRequest),
  gm: () => (distinctScorers),
  hU: () => (covers),
  ue: () => (GateError)
});
var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9434);
var _render_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6829);
var _render_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1509);
var _origin_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52);
var _poll_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6987);
var _outcome_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3544);






class GateError extends _outcome_js__WEBPACK_IMPORTED_MODULE_4__.R {
}
function scorerName(scorer) {
  return scorer.name || `scorer ${scorer.id}`;
}
function windowSummary(trends, minPassRate) {
  const passed = trends.reduce((n, t) => n + t.response.pass_count, 0);
  const failed = trends.reduce((n, t) => n + t.response.fail_count, 0);
  const total = passed + failed;
  const rates = trends.map((t) => t.response.pass_rate);
  const met = rates.every((r) => r !== null && r !== undefined && r >= minPassRate - 1e-9);
  return {
    conclusion: total === 0 ? 'neutral' : met ? 'success' : 'failure',
    passed,
    failed,
    total,
    passRate: total ? passed / total : null,
    minPassRate,
    ...(trends.length > 1 ? { of: 'judgements' } : {}),
  };
}
async function visitRunsOfPullRequest(client, options, see) {
  const stampedBy = { [_origin_js__WEBPACK_IMPORTED_MODULE_2__.Ge.repo]: options.repository, [_origin_js__WEBPACK_IMPORTED_MODULE_2__.Ge.number]: String(options.number) };
  let unfiltered = false;
  try {
    const stamped = client.runs.list({ metadata: stampedBy, limit: 100 }, { signal: options.signal }).pages();
    for await (const page of stamped) {
      for (const run of page.runs)
        if (run.source !== 'RUN_SCORER')
          see(run);
      if (page.unmatched > 0) {
        unfiltered = true;
        break;
      }
    }
  }
  catch (err) {
    if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD && err.errorCode === 'feature_not_available'))
      throw err;
    options.log('metadata filtering is not enabled for this team: finding the runs by their pull request artifacts only');
  }
  if (unfiltered) {
    options.log(`the service answered runs of other pull requests or repositories (it does not filter by metadata): scanning the runs created since ${options.since} instead (at most ${SCAN_PAGES} pages)`);
    let pages = 0;
    for await (const page of client.runs
      .list({ created_after: options.since, limit: 100, sort_by: 'created_at' }, { signal: options.signal })
      .pages()) {
      for (const run of page.runs) {
        if (run.source !== 'RUN_SCORER' && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.hx)({ metadata: stampedBy }, run))
          see(run);
      }
      if (++pages >= SCAN_PAGES)
        break;
    }
  }
  const target = normalizeUrl(options.url);
  let pages = 0;
  for await (const page of client.runs
    .list({ artifact_type: 'PULL_REQUEST', created_after: options.since, limit: 100, sort_by: 'created_at' }, { signal: options.signal })
    .pages()) {
    for (const run of page.runs) {
      if (run.source !== 'RUN_SCORER' && pointsAt(run, target))
        see(run);
    }
    if (++pages >= SCAN_PAGES) {
      options.log(`stopped looking for runs with pull request artifacts after ${SCAN_PAGES} pages (${(SCAN_PAGES * 100).toLocaleString('en-US')} runs)`);
      break;
    }
  }
}
const SCAN_PAGES = 50;
function pointsAt(run, target) {
  for (const a of run.artifacts ?? []) {
    if (a.artifact_type === 'PULL_REQUEST' &&
      normalizeUrl(String(a.data.url ?? '')) === target) {
      return true;
    }
  }
  return false;
}
function distinctScorers(scorers) {
  const seen = new Set();
  return scorers.filter((scorer) => {
    if (seen.has(scorer.id))
      return false;
    seen.add(scorer.id);
    return true;
  });
}
function gateRunRow(run, scorers) {
  return {
    id: run.run_id,
    title: (0,_render_format_js__WEBPACK_IMPORTED_MODULE_5__.ES)((0,_render_gate_js__WEBPACK_IMPORTED_MODULE_1__._Q)(run.title)),
    link: run.session_link || undefined,
    state: run.state,
    created_at: run.created_at,
    scorers,
  };
}
function normalizeUrl(url) {
  return url
    .trim()
    .replace(/\/+$/, '')
    .replace(/^http:/i, 'https:')
    .toLowerCase();
}
async function resolveScorers(client, options) {
  if (!options.names.length && !options.factory) {
    throw new GateError(`name the scorers (${options.setting('scorer')}) or the factory whose scorers judge (${options.setting('factory')})`, 'usage');
  }
  const { scorers, unmatched } = await client.scorers.list(options.factory ? { factory_uid: options.factory } : {}, { signal: options.signal });
  if (unmatched > 0) {
    options.warn?.(`the service answered ${unmatched} scorer${unmatched === 1 ? '' : 's'} of other factories (it did not filter by factory): left out`);
  }
  if (!options.names.length) {
    if (!scorers.length)
      throw new GateError(`factory "${options.factory}" has no scorers: create one, or name scorers with ${options.setting('scorer')}`, 'service');
    return scorers;
  }
  return options.names.map((name) => {
    const hit = /^\d+$/.test(name)
      ? scorers.find((s) => s.id === Number(name))
      : scorers.find((s) => s.name?.toLowerCase() === name.toLowerCase());
    if (!hit) {
      const known = scorers.map((s) => (s.name === undefined ? `${s.id}` : `${s.id} (${s.name})`)).join(', ') || 'none';
      throw new GateError(`scorer "${name}" was not found${options.factory ? ` in factory "${options.factory}"` : ''}; the key's scorers: ${known}`, 'service');
    }
    return hit;
  });
}
function covers(scorer, run) {
  if (scorer.scope_mode === 'selected_agents') {
    const uid = run.executor?.uid;
    return uid !== undefined && (scorer.agents?.some((a) => a.uid === uid) ?? false);
  }
  return run.factory_uid === undefined || run.factory_uid === scorer.factory_uid;
}
function pairsOf(runs) {
  return [...runs.values()].flatMap((run) => run.scorers.map((scorer) => ({ run, scorer })));
}
const pairKey = (scorerId, runId) => `${scorerId} ${runId}`;
function oldestOf(pairs) {
  const times = pairs.map(({ run }) => Date.parse(run.created_at)).filter((time) => !Number.isNaN(time));
  return times.reduce((oldest, time) => Math.min(oldest, time), Infinity);
}
function waiting(pair) {
  if (pair.attempt)
    return pair.attempt.status === 'in_flight' || Boolean(pair.attempt.is_in_flight);
  const outcome = pair.dispatch?.outcome;
  return outcome === 'dispatched' || outcome === 'already_in_flight';
}
function liveOf(attempt) {
  if (attempt.status !== 'scored' || typeof attempt.score !== 'number' || !Number.isFinite(attempt.score)) {
    return undefined;
  }
  const at = attempt.scored_at ?? attempt.attempted_at;
  return { score: attempt.score, at: typeof at === 'string' ? Date.parse(at) : Number.NaN };
}
async function readAttempts(pairs, options, only = () => true) {
  const { client, signal } = options;
  const oldest = oldestOf(pairs);
  for (const scorer of options.scorers) {
    const wanted = new Map();
    const unscored = new Map();
    for (const pair of pairs)
      if (pair.scorer.id === scorer.id && only(pair))
        wanted.set(pair.run.id, pair);
    if (!wanted.size)
      continue;
    const asked = [...wanted.values()];
    for await (const page of client.scorers.results(scorer.id, { limit: 100 }, { signal }).pages()) {
      for (const attempt of page.results) {
        const pair = wanted.get(attempt.run_id);
        if (pair) {
          wanted.delete(attempt.run_id);
          pair.attempt = {
            status: attempt.status,
            is_in_flight: attempt.is_in_flight,
            classification: attempt.classification ?? null,
            score: attempt.score ?? null,
            scoring_run_time: attempt.scoring_run_time ?? null,
          };
          const live = liveOf(attempt);
          if (live)
            pair.live = live;
          else if (!pair.liveRead)
            unscored.set(attempt.run_id, pair);
          continue;
        }
        const seeking = unscored.get(attempt.run_id);
        const live = seeking && liveOf(attempt);
        if (live) {
          seeking.live = live;
          unscored.delete(attempt.run_id);
        }
      }
      const last = page.results.at(-1);
      if ((!wanted.size && !unscored.size) || (last && Date.parse(last.attempted_at) < oldest))
        break;
    }
    for (const pair of asked)
      pair.liveRead = true;
  }
}
async function dispatchJudges(pairs, options) {
  const unjudged = pairs.filter((pair) => !pair.attempt && (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.Ex)(pair.run.state));
  if (!unjudged.length || !options.dispatchJudges)
    return;
  options.log(`asking for ${unjudged.length} judgement${unjudged.length === 1 ? '' : 's'} now (runs without a live score)`);
  for (let i = 0; i < unjudged.length; i += 100) {
    const batch = unjudged.slice(i, i + 100);
    try {
      const { results } = await options.client.scoring.dispatch({ targets: batch.map((pair) => ({ run_id: pair.run.id, scorer_id: pair.scorer.id })) }, { signal: options.signal });
      const asked = new Map(batch.map((pair) => [pairKey(pair.scorer.id, pair.run.id), pair]));
      for (const result of results) {
        const pair = asked.get(pairKey(result.scorer_id, result.run_id));
        if (pair)
          pair.dispatch = { outcome: result.outcome, error: result.error ?? null };
      }
    }
    catch (err) {
      if (!(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__.hD))
        throw err;
      for (const pair of batch)
        pair.dispatch = { outcome: 'failed', error: err.message };
    }
  }
}
async function awaitVerdicts(pairs, options) {
  const now = options.now ?? Date.now;
  const pace = (0,_poll_js__WEBPACK_IMPORTED_MODULE_3__.y)(now() + options.timeoutMs, { initialMs: options.pollMs?.initial ?? 2000, factor: 1.5, maxMs: options.pollMs?.max ?? 15_000 }, {
    now,
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  for (;;) {
    const left = pairs.filter(waiting).length;
    if (!left)
      return;
    if (!(await pace())) {
      options.log(`${left} judgement${left === 1 ? '' : 's'} still in flight after the score timeout`);
      return;
    }
    await readAttempts(pairs, options, waiting);
  }
}
async function addReasons(pairs, kept, options) {
  const byKey = new Map(pairs.map((pair) => [pairKey(pair.scorer.id, pair.run.id), pair]));
  for (const scorer of options.scorers) {
    const rows = kept.filter((row) => {
      if (row.scorer.id !== scorer.id)
        return false;
      const attempt = byKey.get(pairKey(scorer.id, row.runId))?.attempt;
      return attempt !== undefined && attempt.status !== 'in_flight';
    });
    if (!rows.length)
      continue;
    const { reasons } = await options.client.scorers.reasons(scorer.id, rows.map((row) => row.runId), { signal: options.signal });
    const got = new Map();
    for (const r of reasons)
      got.set(r.run_id, r.status === 'available' ? (r.reason ?? null) : null);
    for (const row of rows)
      row.reason = got.get(row.runId) ?? row.reason;
  }
}
function verdictOf(p, threshold, dispatchJudges) {
  const attempt = p.attempt;
  if (!(0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.Ex)(p.run.state) && !attempt)
    return 'pending';
  if (!attempt)
    return p.dispatch === 'failed' || !dispatchJudges ? 'error' : 'pending';
  if (attempt.status === 'failed')
    return 'error';
  if (attempt.status === 'in_flight' || attempt.is_in_flight)
    return 'pending';
  if (typeof attempt.score === 'number')
    return attempt.score >= threshold ? 'pass' : 'fail';
  return 'error';
}
function judgeTime(attempt) {
  const ms = (0,_render_format_js__WEBPACK_IMPORTED_MODULE_5__.pU)(attempt?.scoring_run_time ?? undefined);
  return ms !== undefined && Number.isSafeInteger(Math.round(ms)) ? ms : undefined;
}
function rowOf({ run, scorer, attempt, dispatch }, options) {
  const threshold = options.threshold ?? scorer.threshold;
  const judgeMs = judgeTime(attempt);
  return {
    runId: run.id,
    title: run.title,
    ...(run.link ? { link: run.link } : {}),
    scorer: { id: scorer.id, name: scorerName(scorer) },
    classification: attempt?.classification ?? null,
    score: typeof attempt?.score === 'number' ? attempt.score : null,
    threshold,
    verdict: verdictOf({ run, attempt, dispatch: dispatch?.outcome }, threshold, options.dispatchJudges),
    reason: !(0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__.Ex)(run.state)
      ? 'The run has not ended yet: it cannot be judged.'
      : !attempt && !options.dispatchJudges
        ? 'No live score, and dispatch-judges is false.'
        : null,
    ...(dispatch?.outcome ? { dispatch: dispatch.outcome, dispatchError: dispatch.error } : {}),
    ...(judgeMs === undefined ? {} : { judgeMs }),
  };
}
function tallyOf(pairs, dispatchJudges) {
  const tallies = new Map();
  for (const { run, scorer, attempt, dispatch, live } of pairs) {
    let tally = tallies.get(scorer.id);
    if (!tally) {
      tally = { passed: 0, judged: 0, livePasses: [], liveFails: [] };
      tallies.set(scorer.id, tally);
    }
    const verdict = verdictOf({ run, attempt, dispatch: dispatch?.outcome }, scorer.threshold, dispatchJudges);
    if (verdict === 'pass' || verdict === 'fail')
      tally.judged++;
    if (verdict === 'pass')
      tally.passed++;
    if (live)
      (live.score >= scorer.threshold ? tally.livePasses : tally.liveFails).push(live.at);
  }
  return tallies;
}
async function judgeInto(options, sink) {
  const pairs = pairsOf(options.runs);
  await readAttempts(pairs, options);
  await dispatchJudges(pairs, options);
  await awaitVerdicts(pairs, options);
  for (const pair of pairs)
    sink.add(rowOf(pair, options));
  await addReasons(pairs, sink.kept(), options);
  return tallyOf(pairs, options.dispatchJudges);
}
const isCount = (n) => Number.isSafeInteger(n) && n >= 0;
function windowCounts(response, over) {
  const { pass_rate: rate, pass_count: passed, fail_count: failed } = response;
  if (rate !== null && !(Number.isFinite(rate) && rate >= 0 && rate <= 1)) {
    return `a pass rate of ${rate} ${over}, not a share from 0 to 1`;
  }
  if (!isCount(passed) || !isCount(failed)) {
    return `${passed} passes and ${failed} failures ${over}, not counts`;
  }
  return { passed, failed, start: Date.parse(response.start_date), end: Date.parse(response.end_date) };
}
function within(times, start, end) {
  return times.filter((t) => Number.isNaN(t) || ((Number.isNaN(start) || t >= start) && (Number.isNaN(end) || t < end))).length;
}
function normWindow(counts, tally) {
  const passes = within(tally.livePasses, counts.start, counts.end);
  const fails = within(tally.liveFails, counts.start, counts.end);
  const passed = Math.max(0, counts.passed - passes);
  const failed = Math.max(0, counts.failed - fails);
  return { passed, judged: passed + failed, excluded: passes + fails };
}
function compareWithNorm(scorers, tallies, windows, gate) {
  return scorers.flatMap((scorer) => {
    const tally = tallies.get(scorer.id);
    if (!tally)
      return [];
    const counts = windows.get(scorer.id);
    return [
      {
        scorer: { id: scorer.id, name: scorerName(scorer) },
        threshold: scorer.threshold,
        passed: tally.passed,
        judged: tally.judged,
        window: counts && normWindow(counts, tally),
        windowDays: gate.windowDays,
        maxDropPoints: gate.maxDropPoints,
        ...(gate.threshold === undefined ? {} : { override: gate.threshold }),
      },
    ];
  });
}
function withNorm(summary, norm) {
  if (!norm.length)
    return summary;
  const fails = summary.conclusion !== 'neutral' && norm.some(_render_gate_js__WEBPACK_IMPORTED_MODULE_1__.AN);
  return { ...summary, conclusion: fails ? 'failure' : summary.conclusion, norm };
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

//# sourceMappingURL=123.index.js.map