/**
 * The words of the command line (flow/host.ts `Words`), for `cloud-agent` in a terminal or another CI; a GitHub
 * workflow's are in words.ts. Pure: what a report or a log line says to its reader is decided here, per host, and
 * nowhere else. Apart from the action's, so that the command line's chunk of the bundle holds only its own.
 */
import { inline, linkText, safeUrl } from '../render/format.ts';
import type { Words } from '../flow/host.ts';

/** The CI job a command runs in, as the command line's words name it. */
export interface CliJob {
  ci: string;
  job: string;
  pipeline: string;
  url: string | undefined;
}

/**
 * The words of the command line: an input by what gives it (`flagOf`: `--timeout`, `<run-id>`, an environment
 * variable; undefined when nothing does), a boolean given as false by its `--no-` form, the job it runs in if a CI's,
 * and the project a run it starts records (`project`: a settle of it finishes a run left going).
 */
export function cliWords(
  flagOf: (input: string) => string | undefined,
  job: CliJob | undefined,
  project?: string,
): Words {
  const flag = (name: string) => flagOf(name) ?? name;
  return {
    input: flag,
    setting: (name, value) => {
      const f = flag(name);
      if (!f.startsWith('--') || value === undefined || value === 'true') return `\`${f}\``;
      return value === 'false' ? `\`--no-${f.slice(2)}\`` : `\`${f} ${value}\``;
    },
    runner: 'The command',
    interrupted: 'The command was interrupted',
    stopped: 'interrupted',
    origin: () => {
      if (!job) return 'Started by cloud-agent from the command line.';
      const name = job.job || job.pipeline;
      const url = safeUrl(job.url);
      return `Started by cloud-agent in ${inline(job.ci, 40)} job ${url ? `[${linkText(name, 100)}](${url})` : inline(name, 100)}.`;
    },
    // The origin links the CI job already; a "Workflow" row would speak GitHub's words.
    workflowRun: () => undefined,
    followup: (runId) => `To continue, run \`cloud-agent followup ${runId} --message "..."\`.`,
    approve: (runId) =>
      `Run \`cloud-agent approve ${runId}\` to carry out the plan, or \`cloud-agent followup ${runId} --plan --message "..."\` to revise it.`,
    leftGoing: (runId) =>
      project && /^[\w.\-/]+$/.test(project)
        ? `It goes on without this command: \`cloud-agent settle --repo ${project}\` finishes its report and holds it to its deadline and budget; \`cloud-agent runs get ${runId}\` shows where it is, \`cloud-agent cancel ${runId}\` stops it.`
        : `It goes on without this command: \`cloud-agent runs get ${runId}\` shows where it is, \`cloud-agent cancel ${runId}\` stops it.`,
    cancelLater: (runId) => `stop it with \`cloud-agent cancel ${runId}\`.`,
    lostCreate: '`cloud-agent runs list` shows any run it made',
    noGitHub: 'No GitHub access from the command line',
    ownReport: 'its report is what its own command printed',
    summary: 'the --markdown file',
    apiKey: 'Set CLOUD_AGENT_API_KEY (or "apiKey" in the config file).',
    workspace: "in the current folder: run the command in the repository's folder",
  };
}
