/**
 * The words of a GitHub workflow (flow/host.ts `Words`), for the action; the command line's are in cli-words.ts. Pure:
 * what a report or a log line says to its reader is decided here, per host, and nowhere else.
 */
import { reportOriginOf, workflowRunUrl, type RunEnvironment, type Trigger } from '../flow/context.ts';
import { describeReportOrigin } from '../render/origin.ts';
import { SETTLE_DOCS } from '../render/report.ts';
import type { Words } from '../flow/host.ts';

/** Where a workflow's run came from: the comment, thread or event, and the workflow run. */
export function describeWorkflowOrigin(from: { trigger: Trigger; env: RunEnvironment }): string {
  return describeReportOrigin(reportOriginOf(from));
}

/** The words of a GitHub workflow: inputs by their names in `with:`, the settle job, the job's cancellation. */
export const actionWords: Words = {
  input: (name) => `Input "${name}"`,
  setting: (name, value) => (value === undefined ? `\`${name}\`` : `\`${name}: ${value}\``),
  runner: 'The workflow',
  interrupted: 'The workflow job was cancelled',
  stopped: 'job cancelled',
  origin: describeWorkflowOrigin,
  workflowRun: workflowRunUrl,
  followup: (runId) =>
    `To continue, run this action with \`command: followup\`, \`run-id: ${runId}\` and a \`message\`.`,
  approve: (runId) =>
    `To carry out the plan, run this action with \`command: followup\`, \`run-id: ${runId}\` and \`followup-mode: approve\`; to revise it, with \`followup-mode: plan\` and a \`message\`.`,
  leftGoing: () =>
    `Its report will be finished by the settle job (\`command: settle\`, see [detach and settle](${SETTLE_DOCS})).`,
  cancelLater: () => 'the post step of the job tries again.',
  lostCreate: 'the post step looks for it',
  noGitHub: 'No `github-token`',
  ownReport: 'its report is in its own job summary',
  summary: 'the job summary',
  apiKey: 'Check the `api-key` secret (or WARP_API_KEY).',
  workspace: 'in the workspace: check out the repository first (actions/checkout)',
};
