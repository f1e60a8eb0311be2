/**
 * The main step: read and check the inputs (the key masked first), read the event, run the command. Every
 * failure ends in one place, as the step's error (redacted, as everything the action writes). The step is bounded: a signal gives it
 * SIGNAL_EXIT_MS to stop the run and settle the comment, and a watchdog stops it the same way once it has run
 * STEP_GRACE_MS past its timeout; what it could not finish is left to the post step.
 */
import { CloudAgentClient } from './client/index.ts';
import type { CommandContext } from './commands/context.ts';
import { cancelCommand } from './commands/cancel.ts';
import { dispatchCommand } from './commands/dispatch.ts';
import { followupCommand } from './commands/followup.ts';
import { gateCommand } from './commands/gate.ts';
import { runCommand } from './commands/run.ts';
import { readPayload, readRunEnvironment, readTrigger } from './flow/context.ts';
import { createOctokit, githubBounds } from './github/octokit.ts';
import { fail, log } from './host/action.ts';
import { readInputs, type Command } from './inputs.ts';
import { VERSION } from './version.ts';

const COMMAND_HANDLERS: Record<Command, (ctx: CommandContext) => Promise<void>> = {
  run: runCommand,
  dispatch: dispatchCommand,
  followup: followupCommand,
  cancel: cancelCommand,
  gate: gateCommand,
};

/** After SIGINT/SIGTERM the step exits within this, finished or not (the runner kills it at about 7.5 s). */
export const SIGNAL_EXIT_MS = 4500;
/** How long past its timeout (timeout-minutes, or score-timeout-minutes for gate) the step may run. */
export const STEP_GRACE_MS = 2 * 60_000;
/** The post step as a whole, whatever either server does. */
export const POST_STEP_MS = 60_000;
/** Once the step's work is done, what is still pending (a GitHub retry whose call gave up) gets this long. */
const LINGER_MS = 2000;

/** Exits the process after `ms` unless it ended by itself before (the timer does not keep it alive). */
export function exitAfter(ms: number, beforeExit: () => void): void {
  setTimeout(() => {
    beforeExit();
    process.exit();
  }, ms).unref();
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

export async function main(): Promise<void> {
  const controller = new AbortController();
  /** Why the step is being stopped early, once it is; the step's error then says so. */
  let stopped: string | undefined;
  const stop = (reason: string) => {
    if (controller.signal.aborted) return;
    stopped = reason;
    log.info(`${reason}: stopping`);
    controller.abort(new Error(reason));
    exitAfter(SIGNAL_EXIT_MS, () => {
      fail(
        `${reason}; the step did not finish within ${SIGNAL_EXIT_MS / 1000}s, the post step settles the run`,
      );
      process.exitCode = 1;
    });
  };
  const onSignal = (signal: NodeJS.Signals) => stop(`received ${signal}`);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let watchdog: NodeJS.Timeout | undefined;
  let client: CloudAgentClient | undefined;
  try {
    const inputs = readInputs();
    const minutes = inputs.gate ? inputs.gate.scoreTimeoutMinutes : inputs.timeoutMinutes;
    const limit = inputs.gate ? 'score-timeout-minutes' : 'timeout-minutes';
    watchdog = setTimeout(
      () => stop(`the step ran ${STEP_GRACE_MS / 60_000} minutes past ${limit} (${minutes})`),
      minutes * 60_000 + STEP_GRACE_MS,
    );
    watchdog.unref();
    const env = readRunEnvironment();
    const trigger = readTrigger(env, readPayload(env));
    client = new CloudAgentClient({
      apiKey: inputs.apiKey,
      baseUrl: inputs.baseUrl,
      userAgent: `cloud-agent-action/${VERSION}`,
      onRetry: (event) =>
        log.info(
          `retrying ${event.operation} in ${event.delayMs} ms (attempt ${event.attempt + 1}): ${event.reason}`,
        ),
    });
    const octokit = inputs.githubToken
      ? createOctokit(inputs.githubToken, env.apiUrl, githubBounds())
      : undefined;
    await COMMAND_HANDLERS[inputs.command]({
      inputs,
      env,
      trigger,
      client,
      octokit,
      signal: controller.signal,
    });
  } catch (err) {
    const message = errorMessage(err);
    fail(stopped && !message.includes(stopped) ? `${stopped}: ${message}` : message);
  } finally {
    clearTimeout(watchdog);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await client?.close();
    exitAfter(LINGER_MS, () => {});
  }
}
