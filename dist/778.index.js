export const id = 778;
export const ids = [778];
export const modules = {

2778:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);

__webpack_require__.d(__webpack_exports__, {
  SettleIncompleteError: () => (SettleIncompleteError),
  settleCommand: () => (settleCommand)
});

var outcome = __webpack_require__(3544);
var flow_report = __webpack_require__(9073);
var settle = __webpack_require__(5717);
var format = __webpack_require__(1509);
;

const SETTLED = new Set(['finished', 'blocked', 'cancelled', 'timed-out']);
function settledCount(results) {
  return results.filter((r) => SETTLED.has(r.action)).length;
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function row(result) {
  const url = (0,format.Pl)(result.comment_url ?? undefined);
  const thread = result.thread === null ? '—' : url ? `[#${result.thread}](${url})` : `#${result.thread}`;
  return `| ${(0,format.aY)(result.run_id, 80)} | ${thread} | ${(0,format.aY)(result.state, 40)} | ${result.action} | ${(0,format.mG)(result.detail, 300)} |`;
}
function renderSettleSummary(input) {
  const { results } = input;
  const count = (action) => results.filter((r) => r.action === action).length;
  const shown = results.filter((r) => r.action !== 'already-settled');
  const lines = [
    `### Cloud agent settle: ${(0,format.mG)(input.repository, 140)}`,
    '',
    `${plural(results.length, 'run')} of this repository changed in the last ${plural(input.windowMinutes, 'minute')}: ` +
      `${settledCount(results)} settled, ${count('working')} still working, ${count('not-settled')} not settled, ` +
      `${count('already-settled')} already settled before.`,
  ];
  if (input.withoutGitHub) {
    lines.push('', `${input.withoutGitHub}: no tracking comment could be read or written. Runs past the deadline their metadata records were still cancelled; the reports of the runs listed as not settled are left for a settle that reaches GitHub.`);
  }
  if (input.scanned) {
    lines.push('', `The service does not filter runs by metadata for this team: the newest runs were scanned${input.truncated ? ' and the scan stopped at its bound, so older runs were not looked at' : ''}.`);
  }
  else if (input.truncated) {
    lines.push('', 'More runs changed than one settle reads: the oldest were not looked at; the next settle reaches them.');
  }
  if (shown.length) {
    lines.push('', '| run | thread | state | done | detail |', '|---|---|---|---|---|', ...shown.map(row));
  }
  return `${lines.join('\n')}\n`;
}

;




class SettleIncompleteError extends outcome.R {
  constructor(message) {
    super(message, 'service');
  }
}
async function settleCommand(step, inputs, options = {}) {
  const { windowMinutes, triggerPhrase } = inputs;
  const since = options.since ?? (await lastCompletedSettle(step));
  const { results, reports, listing } = await new settle.wt(step, {
    windowMinutes,
    triggerPhrase,
    ...(since ? { since } : {}),
  }).settle();
  const settled = settledCount(results);
  step.host.log.info(`settle: ${results.length} runs of ${step.env.repository} changed in the last ${windowMinutes} minutes; ${settled} settled${since ? `; threads of runs stopped and unchanged since ${skewed(since)} not read (the last completed settle's start, ${since}, less ${settle.bS / 60_000} minutes for clock skew)` : ''}`);
  await (0,flow_report.Sy)(step.host, renderSettleSummary({
    repository: step.env.repository,
    windowMinutes,
    results,
    scanned: listing.scanned,
    truncated: listing.truncated,
    withoutGitHub: step.repository === undefined ? step.host.words.noGitHub : undefined,
  }));
  for (const report of reports)
    await (0,flow_report.Sy)(step.host, report);
  (0,flow_report.Kn)(step.host, { settled: String(settled), results: JSON.stringify(results) });
  const left = results.filter((r) => r.retry);
  const over = results.filter((r) => r.over_budget);
  if (over.length && left.length)
    step.host.log.warning(overBudgetText(over));
  if (left.length) {
    const unknown = left.filter((r) => r.deadline_unknown);
    if (unknown.length) {
      step.host.log.warning(`${unknown.length} run${unknown.length === 1 ? ' is' : 's are'} still going with a deadline that could not be read (it is in a comment GitHub did not answer with): ${names(unknown)}`);
    }
    throw new SettleIncompleteError(`${left.length} run${left.length === 1 ? ' was' : 's were'} left for the next settle: ${left.map((r) => `${r.run_id} (${r.detail})`).join('; ')}`);
  }
  if (over.length)
    throw new outcome.R(overBudgetText(over), 'run-failed');
}
const skewed = (since) => new Date(Date.parse(since) - settle.bS).toISOString();
const overBudgetText = (over) => `${over.length} run${over.length === 1 ? '' : 's'} went over ${over.length === 1 ? 'its budget' : 'their budgets'}: ${over.map((r) => `${r.run_id} (${r.detail})`).join('; ')}`;
async function lastCompletedSettle(step) {
  const { repository, env } = step;
  if (!repository || !env.workflowRef)
    return undefined;
  try {
    const since = await repository.lastSuccessfulRun(env.workflowRef, env.workflowRunId);
    if (since)
      step.host.log.info(`the last settle that completed started at ${since}`);
    return since;
  }
  catch (err) {
    const status = err.status;
    step.host.log.warning(`could not read when the last settle completed (${status === 403 ? 'give the settle job `actions: read`' : err.message}): every run's thread is read`);
    return undefined;
  }
}
const names = (results) => results.map((r) => r.run_id).join(', ');


})

};

//# sourceMappingURL=778.index.js.map