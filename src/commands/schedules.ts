/**
 * `schedules`: the repository's scheduled agents as code. Read and check the file (nothing is sent when it has an
 * error), compare it with the service, then plan (a pull request's tracking comment and the job summary) or apply
 * (creates and updates, then deletes, each step reported). A plan on the default branch that finds changes is
 * drift: made outside the file, or never applied.
 */
import { InputError, OutcomeError } from '../shared/outcome.ts';
import { readRepositoryFile, RepositoryFileError } from '../flow/repository-file.ts';
import { writeKeyedComment, writeOutputs, writeSummary } from '../flow/report.ts';
import { parseSchedulesFile, SchedulesFileError, type ScheduleSpec } from '../flow/schedules-file.ts';
import {
  applyPlan,
  isDefaultBranch,
  planJson,
  planSchedules,
  schedulesMode,
  type ModeChoice,
  type Plan,
} from '../flow/schedules.ts';
import { info, type Step } from '../flow/step.ts';
import type { Words } from '../flow/host.ts';
import type { SchedulesCommandInputs } from '../inputs.ts';
import {
  noMetadataLine,
  offDefaultLine,
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
function readSpecs(root: string, file: string, words: Words): ScheduleSpec[] {
  let text: string;
  try {
    text = readRepositoryFile(root, file);
  } catch (err) {
    if (!(err instanceof RepositoryFileError)) throw err;
    const why =
      err.problem === 'missing'
        ? `"${file}" does not exist ${words.workspace}, or give the file's path`
        : err.message;
    throw new InputError('schedules-file', why);
  }
  return parseSchedulesFile(text, { file, readFile: (path) => readRepositoryFile(root, path) });
}

export interface SchedulesOptions {
  /**
   * The host has ruled on an explicit apply (the command line: in a CI, its branch against the default one, before
   * any request; in a terminal, the user's explicit choice): the mode asked for is taken on any branch.
   */
  applyAnywhere?: boolean;
  now?: () => number;
}

export async function schedulesCommand(
  step: Step,
  inputs: SchedulesCommandInputs,
  options: SchedulesOptions = {},
): Promise<void> {
  const { host, trigger, client, signal, env } = step;
  const now = options.now ?? Date.now;
  const file = inputs.schedulesFile;
  const choice: ModeChoice =
    options.applyAnywhere && inputs.mode
      ? { mode: inputs.mode, onDefaultBranch: isDefaultBranch(env.ref, env.defaultBranch) }
      : schedulesMode({
          event: trigger.event,
          ref: env.ref,
          defaultBranch: env.defaultBranch,
          requested: inputs.mode,
        });
  // Before the file is read: a step that may not apply sends nothing, whatever the file holds.
  if ('refused' in choice) {
    throw new InputError(
      'mode',
      `apply: ${offDefaultLine(choice.refused)}; nothing was applied (leave mode out to plan here)`,
    );
  }
  const { mode, onDefaultBranch, planOnly } = choice;
  let specs: ScheduleSpec[];
  try {
    specs = readSpecs(env.workspace, file, host.words);
  } catch (err) {
    // The pull request that broke the file is told where, in its comment; the service hears nothing.
    if (err instanceof SchedulesFileError)
      await publish(step, inputs, renderSchedulesFileErrors(file, err.problems));
    throw err;
  }
  host.log.info(
    `${file}: ${specs.length} schedule${specs.length === 1 ? '' : 's'}; mode ${mode}${inputs.mode ? '' : ` (by the ${trigger.event} event)`}`,
  );
  if (planOnly) host.log.info(`${offDefaultLine(planOnly)}: planned, nothing applied`);

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
    const report = renderSchedulesPlan(plan, now(), { drift, ...(planOnly ? { planOnly } : {}) });
    await publish(step, inputs, report);
    writeOutputs(host, outputs);
    if (drift) {
      const message = `drift: the service differs from ${file} on the default branch (${plan.changes} change${plan.changes === 1 ? '' : 's'}):\n${planLines(plan).join('\n')}`;
      if (inputs.onDrift === 'fail') throw new Error(message);
      host.log.warning(message);
    }
    return;
  }

  const { results, failed, metadataDropped, metadataFound } = await applyPlan(client, plan, {
    signal,
    log: info(step),
  });
  if (metadataDropped) host.log.warning(noMetadataLine({ seen: 'answer', ...metadataDropped }));
  await publish(
    step,
    inputs,
    renderSchedulesApply(plan, results, now(), {
      metadataDropped: metadataDropped !== undefined,
      metadataFound: metadataFound !== undefined,
    }),
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
