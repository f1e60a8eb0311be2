/**
 * `settle`: finishes the reports of the runs steps of this repository left going (`wait: false`, detached) once
 * they end or wait for input, and cancels the ones past their deadline; lists every run looked at in the job
 * summary. Run it on a schedule; a second settle changes nothing. A settle that left something for the next one
 * (GitHub failed, a cancel was not seen through, a deadline could not be read) names it and fails, so it does not
 * count as completed: the next settle reads those runs' threads again. One that found a run over its budget
 * (`max-credits`: stopped at it, or ended past it), or a result that does not match its schema after its repairs
 * (`output-schema`), fails too, as the step that followed the run would.
 */
import { OutcomeError } from '../shared/outcome.ts';
import { writeOutputs, writeSummary } from '../flow/report.ts';
import { overBudgetText, schemaInvalidText, Settler, SKEW_MARGIN_MS } from '../flow/settle.ts';
import type { Step } from '../flow/step.ts';
import type { SettleCommandInputs } from '../inputs.ts';
import { plural } from '../render/format.ts';
import { renderSettleSummary, settledCount, type SettleResult } from '../render/settle.ts';

/** Some runs were left for the next settle (GitHub or the service failed it): a `service` outcome. */
export class SettleIncompleteError extends OutcomeError {
  constructor(message: string) {
    super(message, 'service');
  }
}

export async function settleCommand(
  step: Step,
  inputs: SettleCommandInputs,
  options: { since?: string | undefined } = {},
): Promise<void> {
  const { windowMinutes, triggerPhrase } = inputs;
  const since = options.since ?? (await lastCompletedSettle(step));
  const { results, reports, listing } = await new Settler(step, {
    windowMinutes,
    triggerPhrase,
    ...(since ? { since } : {}),
  }).settle();
  const settled = settledCount(results);
  step.host.log.info(
    `settle: ${plural(results.length, 'run')} of ${step.env.repository} changed in the last ${plural(windowMinutes, 'minute')}; ${settled} settled${since ? `; threads of runs stopped and unchanged since ${skewed(since)} not read (the last completed settle's start, ${since}, less ${SKEW_MARGIN_MS / 60_000} minutes for clock skew)` : ''}`,
  );
  await writeSummary(
    step.host,
    renderSettleSummary({
      repository: step.env.repository,
      windowMinutes,
      results,
      scanned: listing.scanned,
      truncated: listing.truncated,
      withoutGitHub: step.repository === undefined ? step.host.words.noGitHub : undefined,
    }),
  );
  // The reports of runs without a thread, finished here: after the list, as their own command would have shown them.
  for (const report of reports) await writeSummary(step.host, report);
  writeOutputs(step.host, { settled: String(settled), results: JSON.stringify(results) });
  const left = results.filter((r) => r.retry);
  const over = results.filter((r) => r.over_budget);
  if (over.length && left.length) step.host.log.warning(overBudgetText(over));
  if (left.length) {
    const unknown = left.filter((r) => r.deadline_unknown);
    if (unknown.length) {
      step.host.log.warning(
        `${unknown.length} run${unknown.length === 1 ? ' is' : 's are'} still going with a deadline that could not be read (it is in a comment GitHub did not answer with): ${names(unknown)}`,
      );
    }
    throw new SettleIncompleteError(
      `${left.length} run${left.length === 1 ? ' was' : 's were'} left for the next settle: ${left.map((r) => `${r.run_id} (${r.detail})`).join('; ')}`,
    );
  }
  // A budget is a promise: a run whose report says it went over it fails the settle that wrote so, as it fails a step.
  if (over.length) throw new OutcomeError(overBudgetText(over), 'run-failed');
  // So is a schema: a result that does not match it, repairs included, fails the settle as it fails a step.
  const invalid = results.filter((r) => r.result === 'invalid');
  if (invalid.length) throw new OutcomeError(schemaInvalidText(invalid), 'schema-invalid');
}

/**
 * A time of GitHub's (checked to be one: lastCompletedSettle, `--since`) less the margin for clock skew: what the
 * runs' times of the service are compared with.
 */
const skewed = (since: string) => new Date(Date.parse(since) - SKEW_MARGIN_MS).toISOString();

/** What a settle says of the runs it found over their budget. */

/**
 * When the previous settle that completed started: the newest successful run of this workflow (one GitHub request;
 * the job needs `actions: read`). Undefined, and every run's thread read, when it cannot be known.
 */
async function lastCompletedSettle(step: Step): Promise<string | undefined> {
  const { repository, env } = step;
  if (!repository || !env.workflowRef) return undefined;
  try {
    const since = await repository.lastSuccessfulRun(env.workflowRef, env.workflowRunId);
    if (since) step.host.log.info(`the last settle that completed started at ${since}`);
    return since;
  } catch (err) {
    const status = (err as { status?: number }).status;
    step.host.log.warning(
      `could not read when the last settle completed (${status === 403 ? 'give the settle job `actions: read`' : (err as Error).message}): every run's thread is read`,
    );
    return undefined;
  }
}

const names = (results: SettleResult[]) => results.map((r) => r.run_id).join(', ');
