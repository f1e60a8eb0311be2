/**
 * `schedules`: the repository's scheduled agents as code. Read and check the file (nothing is sent when it has an
 * error), compare it with the service, then plan (a pull request's tracking comment and the job summary) or apply
 * (creates and updates, then deletes, each step reported). A plan on the default branch that finds changes is
 * drift: made outside the file, or never applied.
 */
import { OutcomeError } from '../flow/outcome.ts';
import { readRepositoryFile, RepositoryFileError } from '../flow/repository-file.ts';
import { writeKeyedComment, writeOutputs, writeSummary } from '../flow/report.ts';
import { parseSchedulesFile, SchedulesFileError, type ScheduleSpec } from '../flow/schedules-file.ts';
import { applyPlan, planJson, planSchedules, type Plan } from '../flow/schedules.ts';
import { info, type Step } from '../flow/step.ts';
import { InputError, type SchedulesCommandInputs } from '../inputs.ts';
import {
  noMetadataLine,
  planLines,
  renderSchedulesApply,
  renderSchedulesFileErrors,
  renderSchedulesPlan,
} from '../render/schedules.ts';

/**
 * The file's schedules; throws (before any request) when it is missing, is not a file of the repository (a link
 * that leads out of the workspace, a directory, more than 1 MiB) or has errors. Its prompt files are read by the
 * same rule.
 */
function readSpecs(root: string, file: string): ScheduleSpec[] {
  let text: string;
  try {
    text = readRepositoryFile(root, file);
  } catch (err) {
    if (!(err instanceof RepositoryFileError)) throw err;
    if (err.problem === 'missing') {
      throw new Error(
        `${file} does not exist in the workspace (input schedules-file): check out the repository first (actions/checkout) or give the file's path`,
      );
    }
    throw new InputError('schedules-file', err.message);
  }
  return parseSchedulesFile(text, { file, readFile: (path) => readRepositoryFile(root, path) });
}

export async function schedulesCommand(
  step: Step,
  inputs: SchedulesCommandInputs,
  now: () => number = Date.now,
): Promise<void> {
  const { host, trigger, client, signal, env } = step;
  const file = inputs.schedulesFile;
  let specs: ScheduleSpec[];
  try {
    specs = readSpecs(env.workspace, file);
  } catch (err) {
    // The pull request that broke the file is told where, in its comment; the service hears nothing.
    if (err instanceof SchedulesFileError)
      await publish(step, inputs, renderSchedulesFileErrors(file, err.problems));
    throw err;
  }
  // Scheduled workflows always run on the default branch.
  const onDefaultBranch =
    trigger.event === 'schedule' ||
    (env.defaultBranch !== undefined && env.ref === `refs/heads/${env.defaultBranch}`);
  const mode =
    inputs.mode ??
    (trigger.event === 'workflow_dispatch' || (trigger.event === 'push' && onDefaultBranch)
      ? 'apply'
      : 'plan');
  host.log.info(
    `${file}: ${specs.length} schedule${specs.length === 1 ? '' : 's'}; mode ${mode}${inputs.mode ? '' : ` (by the ${trigger.event} event)`}`,
  );

  const { schedules } = await client.schedules.list({ signal });
  const plan = planSchedules({
    specs,
    existing: schedules,
    repository: env.repository,
    file,
    prune: inputs.prune,
    now: now(),
  });
  if (plan.metadataKept === false) host.log.warning(noMetadataLine({ seen: 'list' }));
  for (const line of planLines(plan)) host.log.info(`plan: ${line}`);
  host.log.info(`plan: ${plan.changes} change${plan.changes === 1 ? '' : 's'}`);
  const outputs = { changes: String(plan.changes), plan: planJson(plan) };

  if (mode === 'plan') {
    const drift = onDefaultBranch && !trigger.isPullRequest && plan.changes > 0;
    const report = renderSchedulesPlan(plan, now(), { drift });
    await publish(step, inputs, report);
    writeOutputs(host, outputs);
    if (drift) {
      const message = `drift: the service differs from ${file} on the default branch (${plan.changes} change${plan.changes === 1 ? '' : 's'}):\n${planLines(plan).join('\n')}`;
      if (inputs.onDrift === 'fail') throw new Error(message);
      host.log.warning(message);
    }
    return;
  }

  const { results, failed, metadataDropped } = await applyPlan(client, plan, { signal, log: info(step) });
  if (metadataDropped) host.log.warning(noMetadataLine({ seen: 'answer', ...metadataDropped }));
  await publish(
    step,
    inputs,
    renderSchedulesApply(plan, results, now(), { metadataDropped: metadataDropped !== undefined }),
  );
  writeOutputs(host, outputs);
  if (failed) {
    // The service refused a step: a service outcome (the command line's exit 3), not a fault of the file.
    throw new OutcomeError(
      `${failed} of ${results.length} steps failed (${describeFailures(plan, results)}); ${results.filter((r) => r.status === 'done').length} done; a re-run applies what is left`,
      'service',
    );
  }
}

function describeFailures(_plan: Plan, results: Awaited<ReturnType<typeof applyPlan>>['results']): string {
  return results
    .filter((r) => r.status === 'failed')
    .map((r) => `${r.item.action} ${JSON.stringify(r.item.name)}: ${r.reason}`)
    .join('; ');
}

/** The report in the job summary and, on a pull request, as one tracking comment updated in place. */
async function publish(step: Step, inputs: SchedulesCommandInputs, report: string): Promise<void> {
  await writeSummary(step.host, report);
  const { repository, trigger } = step;
  if (!inputs.comment || !repository || !trigger.isPullRequest || trigger.number === undefined) return;
  await writeKeyedComment(
    step,
    trigger.number,
    `schedules:${inputs.schedulesFile}`,
    report,
    'the schedules comment',
  );
}
