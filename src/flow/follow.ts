/**
 * Follows a run from its first report to its end: the comment "queued" at once, progress on change, the final
 * report, and the step's result. Shared by every command that starts or continues a run.
 */
import { ApiError, TERMINAL_STATES, type CloudAgentClient, type RunItem } from '../client/index.ts';
import type { Conversation, Phase, ReportInput } from '../render/report.ts';
import { resolveArtifacts } from './artifacts.ts';
import { cancelRun, describeCancel, POST_STEP_TAKES_OVER } from './cancel.ts';
import type { Host } from '../host/host.ts';
import type { FollowInputs } from '../inputs.ts';
import type { Reporter } from './report.ts';
import { STATE, StepState } from './state.ts';
import type { Step } from './step.ts';
import { waitForRun, type WaitOptions } from './wait.ts';

export interface FollowOptions {
  /** Where the log goes and the step's state is kept. */
  host: Host;
  client: CloudAgentClient;
  reporter: Reporter;
  runId: string;
  wait: boolean;
  timeoutMinutes: number;
  failOnRunFailure: boolean;
  cancelOnAbort: boolean;
  signal: AbortSignal;
  origin?: string;
  /** What to tell a reader who wants to answer or continue. */
  followupHint: string;
  /** Extra note for the first report (e.g. "Adopted the run an earlier attempt started"). */
  note?: string;
  factoryTask?: () => Promise<ReportInput['factoryTask']>;
  /** Set after a follow-up: the run's updated_at before it (see WaitOptions.movedSince). */
  movedSince?: string;
  /** For tests and benchmarks. */
  poll?: Pick<WaitOptions, 'initialMs' | 'factor' | 'maxMs' | 'sleep' | 'now'>;
}

export class RunFailedError extends Error {}

/** Where the run came from, for its report: the comment, thread or event, and the workflow run. */
export function describeOrigin(step: Pick<Step, 'trigger' | 'env'>): string {
  const { trigger, env } = step;
  const run = `[workflow run](${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId})`;
  if (trigger.comment)
    return `Started from a comment by @${trigger.comment.author} ([comment](${trigger.comment.url})), ${run}.`;
  if (trigger.number === undefined) return `Started by ${run} (${env.eventName}).`;
  const kind = trigger.isPullRequest ? 'pull request' : 'issue';
  return `Started from ${kind} #${trigger.number} by ${run}.`;
}

/** How a reader continues the run: on the thread when a comment started it, else with the followup command. */
export function followupHint(step: Pick<Step, 'trigger'>, triggerPhrase: string, runId: string): string {
  if (step.trigger.comment) {
    return `Reply on this thread with \`${triggerPhrase} <message>\` to continue, or \`${triggerPhrase} cancel\` to stop.`;
  }
  return `To continue, run this action with \`command: followup\`, \`run-id: ${runId}\` and a \`message\`.`;
}

/** What following a run takes from the step: its inputs, its signal, where it came from and how to answer. */
export function followOptions(
  step: Step,
  inputs: FollowInputs,
  reporter: Reporter,
  runId: string,
  triggerPhrase: string,
): FollowOptions {
  return {
    host: step.host,
    client: step.client,
    reporter,
    runId,
    wait: inputs.wait,
    timeoutMinutes: inputs.timeoutMinutes,
    failOnRunFailure: inputs.failOnRunFailure,
    cancelOnAbort: inputs.cancelOnAbort,
    signal: step.signal,
    origin: describeOrigin(step),
    followupHint: followupHint(step, triggerPhrase, runId),
  };
}

/** When the step is being stopped: the cancel and the reads that confirm it (see SIGNAL_EXIT_MS in main.ts). */
const STOPPING_CANCEL_MS = 3000;

async function conversationOf(
  host: Host,
  client: CloudAgentClient,
  run: RunItem,
): Promise<Conversation | undefined> {
  try {
    return await client.runs.conversation(run.run_id, { maxRetries: 2 });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 422)) return undefined;
    host.log.warning(`could not read the conversation of run ${run.run_id}: ${(err as Error).message}`);
    return undefined;
  }
}

export async function followRun(options: FollowOptions): Promise<RunItem> {
  const { host, client, reporter, runId } = options;
  const log = (line: string) => host.log.info(line);
  const state = new StepState(host.state);
  const save = state.save.bind(state);
  const started = Date.now();
  const deadline = started + options.timeoutMinutes * 60_000;
  let factoryTask: ReportInput['factoryTask'];
  const input = (run: RunItem, phase: Phase, extra: Partial<ReportInput> = {}): ReportInput => ({
    run,
    phase,
    artifacts: [],
    now: Date.now(),
    followupHint: options.followupHint,
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.note ? { note: options.note } : {}),
    ...(factoryTask ? { factoryTask } : {}),
    ...extra,
  });
  if (!options.wait) {
    const run = await client.runs.get(runId, { signal: options.signal });
    factoryTask = await options.factoryTask?.();
    log(`not waiting (wait: false): run ${runId} is ${run.state}; ${run.session_link ?? ''}`);
    await reporter.finish(
      input(run, 'detached', { note: 'The workflow did not wait for this run (`wait: false`).' }),
    );
    save(STATE.settled, 'true');
    return run;
  }

  /** The run as last seen; undefined until the service first answers. */
  let run: RunItem | undefined;
  let outcome;
  try {
    outcome = await waitForRun(client, runId, {
      deadline,
      signal: options.signal,
      log,
      warn: (line) => host.log.warning(line),
      ...(options.movedSince ? { movedSince: options.movedSince } : {}),
      ...options.poll,
      onChange: async (current) => {
        run = current;
        if (options.factoryTask && !factoryTask) factoryTask = await options.factoryTask();
        // The first report goes out at once (in the background); later ones at the reporter's pace. An end (or
        // BLOCKED) gets the final report instead: a progress edit of it would only delay that.
        if (!TERMINAL_STATES.has(current.state) && current.state !== 'BLOCKED')
          reporter.show(input(current, current.state === 'QUEUED' ? 'queued' : 'running'));
      },
    });
  } catch (err) {
    if (!options.signal.aborted) throw err;
    // The job is being cancelled: stop the run within seconds, unless told to leave it.
    if (!options.cancelOnAbort) {
      const note = `The workflow job was cancelled; the run was left going (\`cancel-on-abort: false\`).`;
      if (run) await reporter.finish(input(run, 'detached', { note }));
      save(STATE.settled, 'true');
      throw new RunFailedError(`job cancelled; run ${runId} left running as cancel-on-abort is false`);
    }
    // The step exits within seconds of a signal: the cancel and its confirming reads fit in about 3 s, leaving
    // time for the final comment.
    const result = await cancelRun(client, runId, log, STOPPING_CANCEL_MS);
    run = result.run ?? run;
    const told = describeCancel(result.outcome, runId, POST_STEP_TAKES_OVER);
    const shown = run
      ? await reporter.finish(input(run, 'cancelled', { note: `The workflow job was cancelled. ${told}` }))
      : false;
    // Settled only when the run was seen to stop and the comment says so: otherwise the post step takes over.
    if (result.settled && shown) save(STATE.settled, 'true');
    throw new RunFailedError(`job cancelled; ${told}`.replace(/`/g, ''));
  }

  if (outcome.kind === 'timeout' || outcome.kind === 'unfollowable') {
    run = outcome.run ?? run;
    const minutes = options.timeoutMinutes;
    let note =
      outcome.kind === 'timeout'
        ? `The run did not end within ${minutes} minute${minutes === 1 ? '' : 's'} (\`timeout-minutes\`).`
        : `The run cannot be followed: the service's last ${outcome.failures} answers about it could not be read (last: ${outcome.error.message}).`;
    let settled = true;
    if (options.cancelOnAbort) {
      const result = await cancelRun(client, runId, log);
      run = result.run ?? run;
      settled = result.settled;
      note += ` ${describeCancel(result.outcome, runId, POST_STEP_TAKES_OVER)}`;
    } else {
      note += ' It was left going (`cancel-on-abort: false`).';
    }
    if (run) {
      const conversation = await conversationOf(host, client, run);
      await reporter.finish(
        input(run, 'timeout', { note, conversation, artifacts: await resolveArtifacts(client, run, log) }),
      );
    }
    if (settled) save(STATE.settled, 'true');
    throw new RunFailedError(`run ${runId}: ${note.replace(/`/g, '')}`);
  }

  run = outcome.run;
  const conversation = await conversationOf(host, client, run);
  const artifacts = await resolveArtifacts(client, run, log);
  if (options.factoryTask) factoryTask = (await options.factoryTask()) ?? factoryTask;
  if (outcome.kind === 'blocked') {
    await reporter.finish(input(run, 'blocked', { conversation, artifacts }));
    save(STATE.settled, 'true');
    host.log.warning(`run ${runId} is waiting for input. ${options.followupHint}`);
    return run;
  }
  await reporter.finish(input(run, 'final', { conversation, artifacts }));
  save(STATE.settled, 'true');
  if (run.state !== 'SUCCEEDED' && options.failOnRunFailure) {
    const code = run.status_message?.error_code ? ` (${run.status_message.error_code})` : '';
    const message = run.status_message?.message ? `: ${run.status_message.message}` : '';
    throw new RunFailedError(`run ${runId} ended ${run.state}${code}${message}`);
  }
  return run;
}
