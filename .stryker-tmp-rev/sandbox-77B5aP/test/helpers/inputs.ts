/** Parsed inputs of a `run` step, for unit tests of what depends on them. */
import type { DispatchCommandInputs, RunInputs, StartInputs } from '../../src/inputs.ts';

export function inputs(
  run: Partial<RunInputs> = {},
  more: Partial<Omit<DispatchCommandInputs, 'command'>> & { command?: StartInputs['command'] } = {},
): StartInputs & Partial<Pick<DispatchCommandInputs, 'dispatch'>> {
  return {
    command: 'run',
    apiKey: 'k',
    baseUrl: 'https://app.warp.dev/api/v1',
    githubToken: '',
    comment: true,
    wait: true,
    timeoutMinutes: 30,
    failOnRunFailure: true,
    cancelOnAbort: true,
    detachAfterMinutes: undefined,
    progressIntervalSeconds: 0,
    run: {
      prompt: 'Review this pull request.',
      title: undefined,
      skill: undefined,
      environmentId: undefined,
      modelId: undefined,
      basePrompt: undefined,
      mcpServers: undefined,
      agentConfig: undefined,
      agentIdentity: undefined,
      includeContext: true,
      idempotencyKey: undefined,
      planFirst: false,
      ...run,
    },
    conversation: {
      triggerPhrase: '@cloud-agent',
      allowedPermissions: ['write', 'maintain', 'admin'],
      allowedBots: [],
      allowUntrustedAuthors: false,
      replyToRefused: true,
      planApprovers: 'allowed',
    },
    ...more,
  };
}
