/**
 * Starting work exactly once: adopt the run of the same origin if it is still going, else create one (and stop
 * what a create cut short by the job's cancellation made). Work started by an event (an issue, a PR, a push, a
 * schedule, a manual dispatch) is built, admitted, started and followed here.
 */
import type { RunItem } from '../client/index.ts';
import type { StartInputs } from '../inputs.ts';
import { InputError } from '../shared/outcome.ts';
import { admitEvent, answerRefused, Refused } from './admission.ts';
import { cancelStepRun, describeCancel } from './cancel.ts';
import { followOptions, followRun, plain, RunFailedError } from './follow.ts';
import { adoptable, type Origin } from './origin.ts';
import type { Schemed } from './output-schema.ts';
import { buildPrompt, type ChangedFile } from './prompt.ts';
import { stepReporter, type Reporter } from './report.ts';
import { STATE } from './state.ts';
import { factoryTaskOf, requestedModelOf, type Starter } from './starters.ts';
import { planMark } from './plan.ts';
import { holdRun, type Step } from './step.ts';

/** The files of the step's pull request, for the prompt; undefined when there is none or they cannot be read. */
export async function changedFiles(step: Step): Promise<ChangedFile[] | undefined> {
  const { trigger, repository } = step;
  if (!repository || !trigger.isPullRequest || trigger.number === undefined) return undefined;
  try {
    return await repository.changedFiles(trigger.number);
  } catch (err) {
    step.host.log.warning(
      `could not list the pull request's files (${(err as Error).message}); the prompt goes without them`,
    );
    return undefined;
  }
}

/** The run's title: the `title` input, else the or PR's. */
export function defaultTitle(step: Step, title: string | undefined): string | undefined {
  const { trigger } = step;
  if (title) return title;
  return trigger.title
    ? `${trigger.isPullRequest ? 'PR' : 'Issue'} #${trigger.number}: ${trigger.title}`
    : undefined;
}

/**
 * When a run of this create may have been made: a minute back (the runner's clock and the service's may differ),
 * but never at or before a run seen before creating, so an earlier attempt's run is never taken for this one's.
 */
export function creatingSince(now: number, before: RunItem | undefined): string {
  const after = before ? Date.parse(before.created_at) + 1 : Number.NaN;
  return new Date(Number.isNaN(after) ? now - 60_000 : Math.max(now - 60_000, after)).toISOString();
}

export interface StartOptions {
  /** The event's admission, settled before anything is created (a refusal rejects it). */
  admitted?: Promise<void>;
  /** `plan`: a run created now proposes a plan first (an adopted run keeps the mode it has). */
  mode?: 'plan';
  /**
   * Why the step takes the trigger's newest run, ended, instead of starting another (the log's words); undefined: it
   * starts another. A run still going is adopted whatever this says.
   */
  takeEnded?: (latest: RunItem) => string | undefined;
}

/**
 * Starts the work (or adopts it) with the cancellation rules every start shares. `adopted`: the trigger's run found
 * going, or ended and taken (see StartOptions.takeEnded).
 */
export async function startWork(
  step: Step,
  inputs: StartInputs,
  starter: Starter,
  prompt: () => Promise<string>,
  options: StartOptions = {},
): Promise<{ runId: string; adopted?: RunItem }> {
  const { admitted, mode, takeEnded } = options;
  const [existing] = await Promise.all([starter.findLatest(step.signal), admitted]);
  // Not narrowed by the guard below (a false `adoptable` says nothing of the run's being there).
  const latest: RunItem | undefined = existing;
  if (adoptable(existing)) {
    step.host.log.info(
      `run ${existing.run_id} of this trigger is still ${existing.state}: following it instead of starting another`,
    );
    return { runId: existing.run_id, adopted: existing };
  }
  const taken = latest && takeEnded?.(latest);
  if (latest && taken) {
    step.host.log.info(taken);
    return { runId: latest.run_id, adopted: latest };
  }
  const since = creatingSince(Date.now(), existing);
  // If this process dies while the create is in flight, the post step looks for what it made.
  step.state.save(STATE.creatingSince, since);
  step.state.save(STATE.lookup, JSON.stringify(starter.own));
  const work = {
    prompt: await prompt(),
    title: defaultTitle(step, inputs.run.title),
    ...(mode ? { mode } : {}),
  };
  try {
    const created = await starter.create(work, step.signal, since);
    step.host.log.info(`started run ${created.runId} (${created.state})`);
    return { runId: created.runId };
  } catch (err) {
    if (!step.signal.aborted) throw err;
    throw await stopWhatWasMade(step, inputs.cancelOnAbort, starter, since);
  }
}

/**
 * The job was cancelled while the create was in flight: the service may have made the run anyway. Look for it
 * and stop it (unless `cancel-on-abort: false`). The step is settled only when the run was seen to stop; when
 * nothing is found yet the create may still land, so the post step looks again.
 */
async function stopWhatWasMade(
  step: Step,
  cancelOnAbort: boolean,
  starter: Starter,
  since: string,
): Promise<Error> {
  const { state, host } = step;
  const stopped = host.words.stopped;
  const made = await starter.findMade(since).catch((err: unknown) => {
    host.log.info(`could not look for the run the create may have made: ${(err as Error).message}`);
    return undefined;
  });
  if (!made && !cancelOnAbort) {
    // Nothing would be stopped: whatever the create made is left going.
    state.save(STATE.settled, 'true');
    return new RunFailedError(
      `${stopped} while the run was being created; any run it made is left going as ${plain(host.words.setting('cancel-on-abort', 'false'))}`,
      'interrupted',
    );
  }
  if (!made) {
    host.log.info(`no run of the cut-short create was found yet; ${host.words.lostCreate}`);
    return new RunFailedError(
      `${stopped} while the run was being created; ${plain(host.words.lostCreate)}`,
      'interrupted',
    );
  }
  state.save(STATE.runId, made.run_id);
  if (!cancelOnAbort) {
    state.save(STATE.settled, 'true');
    return new RunFailedError(
      `${stopped} while the run was being created; run ${made.run_id} left running as ${plain(host.words.setting('cancel-on-abort', 'false'))}`,
      'interrupted',
    );
  }
  const result = await cancelStepRun(step, made.run_id);
  const told = describeCancel(result.outcome, made.run_id, host.words.cancelLater(made.run_id));
  if (result.settled) state.save(STATE.settled, 'true');
  return new RunFailedError(`${stopped} while the run was being created; ${plain(told)}`, 'interrupted');
}

/** An event's work needs a task: the prompt, a skill, or the issue or PR it came from. */
function requireTask(step: Step, inputs: StartInputs): void {
  const { run } = inputs;
  if (!run.prompt && !run.skill && !(run.includeContext && step.trigger.number !== undefined)) {
    throw new InputError(
      'prompt',
      `is required for a ${step.env.eventName || 'manual'} event: there is no issue or pull request to take the task from${inputs.command === 'run' ? ' (or give a skill)' : ''}`,
    );
  }
}

/** The reporter of this origin, with the comment an earlier attempt wrote; summary only if the thread is unread. */
async function eventReporter(
  step: Step,
  inputs: StartInputs,
  starter: Starter,
  origin: Origin,
): Promise<Reporter> {
  const { repository, trigger } = step;
  const marker = { key: origin.key, ...(starter.factory ? { factory: starter.factory } : {}) };
  try {
    const self =
      repository && trigger.number !== undefined && inputs.comment ? await repository.self() : undefined;
    const reporter = stepReporter(step, { enabled: inputs.comment, self, marker });
    await reporter.findExisting();
    return reporter;
  } catch (err) {
    // Without reading the thread we could post a second comment: report in the summary only this time.
    step.host.log.warning(
      `could not read the thread's comments (${(err as Error).message}); no tracking comment this time`,
    );
    return stepReporter(step, { enabled: false, self: undefined, marker: { key: origin.key } });
  }
}

/** Work started by an event: admitted, found or started once, then followed to its end. */
export async function startFromEvent(
  step: Step,
  inputs: Schemed<StartInputs>,
  starter: Starter,
  origin: Origin,
): Promise<void> {
  const { trigger } = step;
  const { run } = inputs;
  requireTask(step, inputs);
  const admitted = admitEvent(step, inputs.conversation);
  step.state.save(STATE.key, origin.key);
  if (trigger.number !== undefined) step.state.save(STATE.threadNumber, trigger.number);

  // GitHub (who wrote the text, who we are, our comment, the PR's files) and the service (a run of this trigger) do
  // not wait for each other: ask both at once.
  const files = run.includeContext ? changedFiles(step) : Promise.resolve(undefined);
  const reporting = eventReporter(step, inputs, starter, origin);
  const prompt = async () =>
    buildPrompt({
      instructions: run.prompt,
      trigger,
      includeContext: run.includeContext,
      changedFiles: await files,
      // A plan first: the result is asked for with the approval that carries it out.
      outputSchema: run.planFirst ? undefined : inputs.resultSchema,
    });
  // Both settle before either decides: a refusal is answered, a failure thrown, once the thread has been read.
  const [reporter, [started]] = await Promise.all([
    reporting,
    Promise.allSettled([
      startWork(step, inputs, starter, prompt, { admitted, ...(run.planFirst ? { mode: 'plan' } : {}) }),
    ]),
  ]);
  if (started.status === 'rejected') {
    if (started.reason instanceof Refused)
      return answerRefused(step, inputs.conversation, started.reason.access);
    throw started.reason;
  }
  const { runId, adopted } = started.value;
  holdRun(step, runId);
  // Plan first: whoever the event stands for asked for the plan (`plan-approvers: not-requester` counts them out).
  // The rule travels with the plan: the comments workflow that takes the approval applies it, or a stricter one.
  const plan = run.planFirst
    ? planMark(trigger.actor ?? trigger.author ?? '', undefined, inputs.conversation.planApprovers)
    : undefined;
  if (plan) reporter.setMarker({ plan });
  const notes = [
    adopted
      ? `A re-run of ${step.host.words.runner.toLowerCase()} found this run still going and follows it (no second run was started).`
      : '',
    plan ? 'Plan first: the agent proposes a plan and changes nothing until it is approved.' : '',
  ].filter(Boolean);

  await followRun({
    ...followOptions(step, inputs, reporter, runId, inputs.conversation.triggerPhrase),
    ...(notes.length ? { note: notes.join(' ') } : {}),
    ...(plan ? { plan } : {}),
    ...factoryTaskOf(starter, runId),
    ...requestedModelOf(starter),
  });
}
