/**
 * The main step: read and check the inputs (the key masked first), read the event, run the command. Every
 * failure ends in one place, as the step's error (redacted, as everything the action writes).
 */
import { CloudAgentClient } from './client/index.ts';
import type { CommandContext } from './commands/context.ts';
import { cancelCommand } from './commands/cancel.ts';
import { dispatchCommand } from './commands/dispatch.ts';
import { followupCommand } from './commands/followup.ts';
import { gateCommand } from './commands/gate.ts';
import { runCommand } from './commands/run.ts';
import { readPayload, readRunEnvironment, readTrigger } from './flow/context.ts';
import { createOctokit } from './github/octokit.ts';
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

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

export async function main(): Promise<void> {
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) return;
    log.info(`received ${signal}: stopping`);
    controller.abort(new Error(`received ${signal}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let client: CloudAgentClient | undefined;
  try {
    const inputs = readInputs();
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
    const octokit = inputs.githubToken ? createOctokit(inputs.githubToken, env.apiUrl) : undefined;
    await COMMAND_HANDLERS[inputs.command]({
      inputs,
      env,
      trigger,
      client,
      octokit,
      signal: controller.signal,
    });
  } catch (err) {
    fail(errorMessage(err));
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await client?.close();
  }
}
