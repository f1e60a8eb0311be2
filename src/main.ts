/**
 * The main step: read and check the inputs (the key masked first), read the event, run the command. Every
 * failure ends in one place, as the step's error, with the key redacted.
 */
import * as core from '@actions/core';
import { CloudAgentClient } from './client/index.ts';
import type { CommandContext } from './commands/context.ts';
import { cancelCommand } from './commands/cancel.ts';
import { dispatchCommand } from './commands/dispatch.ts';
import { followupCommand } from './commands/followup.ts';
import { gateCommand } from './commands/gate.ts';
import { runCommand } from './commands/run.ts';
import { readPayload, readRunEnvironment, readTrigger } from './flow/context.ts';
import { redact } from './flow/report.ts';
import { createOctokit } from './github/octokit.ts';
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
  const secrets: string[] = [];
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) return;
    core.info(`received ${signal}: stopping`);
    controller.abort(new Error(`received ${signal}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let client: CloudAgentClient | undefined;
  try {
    const inputs = readInputs();
    secrets.push(inputs.apiKey);
    const env = readRunEnvironment();
    const trigger = readTrigger(env, readPayload(env));
    client = new CloudAgentClient({
      apiKey: inputs.apiKey,
      baseUrl: inputs.baseUrl,
      userAgent: `cloud-agent-action/${VERSION}`,
      onRetry: (event) =>
        core.info(
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
    core.setFailed(redact(errorMessage(err), secrets));
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await client?.close();
  }
}
