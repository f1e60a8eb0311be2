/**
 * Follows a run from its first report to its end: the comment "queued" at once, progress on change, the final
 * report, and the step's result. Shared by every command that starts or continues a run.
 */
import * as core from '@actions/core';
import { ApiError, TERMINAL_STATES, type CloudAgentClient, type RunItem } from '../client/index.ts';
import type { Conversation, Phase, ReportInput } from '../render/report.ts';
import { resolveArtifacts } from './artifacts.ts';
import { cancelRun, describeCancel } from './cancel.ts';
import type { Reporter } from './report.ts';
import { STATE, save } from './state.ts';
import { waitForRun, type WaitOptions } from './wait.ts';

export interface FollowOptions {
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

/** When the step is being stopped: the cancel request, then the read that confirms it. */
const STOPPING_CANCEL_MS = 2000;
const STOPPING_READ_MS = 1000;

const log = (line: string) => core.info(line);

async function conversationOf(client: CloudAgentClient, run: RunItem): Promise<Conversation | undefined> {
  try {
    return await client.runs.conversation(run.run_id, { maxRetries: 2 });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 422)) return undefined;
    core.warning(`could not read the conversation of run ${run.run_id}: ${(err as Error).message}`);
    return undefined;
  }
}

export async function followRun(options: FollowOptions): Promise<RunItem> {
  const { client, reporter, runId } = options;
  const started = Date.now();
  const deadline = started + options.timeoutMinutes * 60_000;
  let run = await client.runs.get(runId, { signal: options.signal });
  let factoryTask = await options.factoryTask?.();
  const input = (phase: Phase, extra: Partial<ReportInput> = {}): ReportInput => ({
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
    log(`not waiting (wait: false): run ${runId} is ${run.state}; ${run.session_link ?? ''}`);
    await reporter.finish(
      input('detached', { note: 'The workflow did not wait for this run (`wait: false`).' }),
    );
    save(STATE.settled, 'true');
    return run;
  }
  reporter.show(input(run.state === 'QUEUED' ? 'queued' : 'running'));

  let outcome;
  try {
    outcome = await waitForRun(client, runId, {
      deadline,
      signal: options.signal,
      log,
      ...(options.movedSince ? { movedSince: options.movedSince } : {}),
      ...options.poll,
      onChange: async (current) => {
        run = current;
        if (options.factoryTask && !factoryTask) factoryTask = await options.factoryTask();
        // An end (or BLOCKED) gets the final report at once: a progress edit of it would only delay that.
        if (!TERMINAL_STATES.has(current.state) && current.state !== 'BLOCKED')
          reporter.show(input(current.state === 'QUEUED' ? 'queued' : 'running'));
      },
    });
  } catch (err) {
    if (!options.signal.aborted) throw err;
    // The job is being cancelled: stop the run within seconds, unless told to leave it.
    if (!options.cancelOnAbort) {
      const note = `The workflow job was cancelled; the run was left going (\`cancel-on-abort: false\`).`;
      await reporter.finish(input('detached', { note }));
      save(STATE.settled, 'true');
      throw new RunFailedError(`job cancelled; run ${runId} left running as cancel-on-abort is false`);
    }
    // The step exits within seconds of a signal: the cancel and its confirming read fit in about 3 s, leaving
    // time for the final comment (see SIGNAL_EXIT_MS in main.ts).
    const result = await cancelRun(client, runId, log, STOPPING_CANCEL_MS);
    try {
      run = await client.runs.get(runId, { deadlineMs: STOPPING_READ_MS, maxRetries: 1 });
    } catch {
      // keep the last known state
    }
    const shown = await reporter.finish(
      input('cancelled', { note: `The workflow job was cancelled. ${describeCancel(result, runId)}` }),
    );
    // A comment GitHub did not take in the seconds left is the post step's to settle.
    if (shown) save(STATE.settled, 'true');
    throw new RunFailedError(`job cancelled; ${describeCancel(result, runId)}`);
  }

  run = outcome.run;
  if (outcome.kind === 'timeout') {
    const minutes = options.timeoutMinutes;
    let note = `The run did not end within ${minutes} minute${minutes === 1 ? '' : 's'} (\`timeout-minutes\`).`;
    if (options.cancelOnAbort) {
      const result = await cancelRun(client, runId, log);
      note += ` ${describeCancel(result, runId)}`;
      run = await client.runs.get(runId).catch(() => run);
    } else {
      note += ' It was left going (`cancel-on-abort: false`).';
    }
    const conversation = await conversationOf(client, run);
    await reporter.finish(
      input('timeout', { note, conversation, artifacts: await resolveArtifacts(client, run, log) }),
    );
    save(STATE.settled, 'true');
    throw new RunFailedError(note.replace(/`/g, ''));
  }

  const conversation = await conversationOf(client, run);
  const artifacts = await resolveArtifacts(client, run, log);
  if (options.factoryTask) factoryTask = (await options.factoryTask()) ?? factoryTask;
  if (outcome.kind === 'blocked') {
    await reporter.finish(input('blocked', { conversation, artifacts }));
    save(STATE.settled, 'true');
    core.warning(`run ${runId} is waiting for input. ${options.followupHint}`);
    return run;
  }
  await reporter.finish(input('final', { conversation, artifacts }));
  save(STATE.settled, 'true');
  if (run.state !== 'SUCCEEDED' && options.failOnRunFailure) {
    const code = run.status_message?.error_code ? ` (${run.status_message.error_code})` : '';
    const message = run.status_message?.message ? `: ${run.status_message.message}` : '';
    throw new RunFailedError(`run ${runId} ended ${run.state}${code}${message}`);
  }
  return run;
}
