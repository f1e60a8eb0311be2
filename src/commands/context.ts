/** What every command gets: validated inputs, the event, the clients, a cancellation signal. */
import type { CloudAgentClient } from '../client/index.ts';
import type { RunEnvironment, Trigger } from '../flow/context.ts';
import type { Octokit } from '../github/octokit.ts';
import type { Inputs } from '../inputs.ts';

export interface CommandContext {
  inputs: Inputs;
  env: RunEnvironment;
  trigger: Trigger;
  client: CloudAgentClient;
  /** Undefined when no github-token was given. */
  octokit: Octokit | undefined;
  signal: AbortSignal;
}
