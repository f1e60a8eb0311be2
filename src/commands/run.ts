/**
 * `run`: create a run from the prompt and the triggering issue or PR, follow it to its end, report back on the
 * thread. A re-run of the same trigger while its run is still going adopts that run instead of starting another.
 */
import * as core from '@actions/core';
import type { BodyOf } from '../client/index.ts';
import { EventError } from '../flow/context.ts';
import { cancelRun } from '../flow/cancel.ts';
import { followRun } from '../flow/follow.ts';
import { adoptable, findRunByOrigin, originOf } from '../flow/origin.ts';
import { buildPrompt, type ChangedFile } from '../flow/prompt.ts';
import { Reporter } from '../flow/report.ts';
import { STATE, save } from '../flow/state.ts';
import { selfLogin, type Octokit } from '../github/octokit.ts';
import { InputError, type RunInputs } from '../inputs.ts';
import type { CommandContext } from './context.ts';

/** The run's config: `agent-config` underneath, the specific inputs on top. */
export function agentConfig(run: RunInputs): Record<string, unknown> | undefined {
  const config: Record<string, unknown> = { ...(run.agentConfig ?? {}) };
  if (run.environmentId) config.environment_id = run.environmentId;
  if (run.modelId) config.model_id = run.modelId;
  if (run.basePrompt) config.base_prompt = run.basePrompt;
  if (run.mcpServers) {
    config.mcp_servers = {
      ...((config.mcp_servers as Record<string, unknown> | undefined) ?? {}),
      ...run.mcpServers,
    };
  }
  return Object.keys(config).length ? config : undefined;
}

async function changedFiles(
  octokit: Octokit | undefined,
  ctx: CommandContext,
): Promise<ChangedFile[] | undefined> {
  const { trigger } = ctx;
  if (!octokit || !trigger.isPullRequest || trigger.number === undefined) return undefined;
  try {
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
      ...trigger.repo,
      pull_number: trigger.number,
      per_page: 100,
    });
    return files.map((f) => ({
      filename: f.filename,
      status: f.status,
      additions: f.additions,
      deletions: f.deletions,
    }));
  } catch (err) {
    core.warning(
      `could not list the pull request's files (${(err as Error).message}); the prompt goes without them`,
    );
    return undefined;
  }
}

export function describeOrigin(ctx: CommandContext): string | undefined {
  const { trigger, env } = ctx;
  const run = `[workflow run](${env.serverUrl}/${env.repository}/actions/runs/${env.runId})`;
  if (trigger.number === undefined) return `Started by ${run} (${env.eventName}).`;
  const kind = trigger.isPullRequest ? 'pull request' : 'issue';
  return `Started from ${kind} #${trigger.number} by ${run}.`;
}

export async function runCommand(ctx: CommandContext): Promise<void> {
  const { inputs, trigger, env, client, octokit } = ctx;
  const run = inputs.run;
  const hasThread = trigger.number !== undefined;
  if (!run.prompt && !run.skill && !(run.includeContext && hasThread)) {
    throw new InputError(
      'prompt',
      `is required for a ${env.eventName || 'manual'} event: there is no issue or pull request to take the task from (or give a skill)`,
    );
  }
  if (trigger.comment) {
    throw new EventError(
      'comment events are handled by the conversation flow; this build of the action does not route them yet',
    );
  }

  const origin = originOf(env, trigger);
  save(STATE.key, origin.key);
  if (trigger.number !== undefined) save(STATE.threadNumber, trigger.number);
  // GitHub (who we are, our comment, the PR's files) and the service (a run of this trigger) do not wait for
  // each other: ask both at once.
  const files = run.includeContext ? changedFiles(octokit, ctx) : Promise.resolve(undefined);
  const reporterOptions = (self?: string) => ({
    octokit,
    repo: trigger.repo,
    number: trigger.number,
    self,
    enabled: inputs.comment,
    marker: { key: origin.key },
    secrets: [inputs.apiKey],
  });
  const makeReporter = async () => {
    const self = octokit && hasThread && inputs.comment ? await selfLogin(octokit) : undefined;
    const reporter = new Reporter(reporterOptions(self));
    await reporter.findExisting();
    return reporter;
  };
  const startOrAdopt = async (): Promise<{ runId: string; note?: string }> => {
    const existing = await findRunByOrigin(client, origin.key, { signal: ctx.signal });
    if (adoptable(existing)) {
      core.info(
        `run ${existing.run_id} of this trigger is still ${existing.state}: following it instead of starting another`,
      );
      return {
        runId: existing.run_id,
        note: 'A re-run of the workflow found this run still going and follows it (no second run was started).',
      };
    }
    const prompt = buildPrompt({
      instructions: run.prompt,
      trigger,
      includeContext: run.includeContext,
      changedFiles: await files,
    });
    const config = agentConfig(run);
    const title =
      run.title ??
      (trigger.title
        ? `${trigger.isPullRequest ? 'PR' : 'Issue'} #${trigger.number}: ${trigger.title}`
        : undefined);
    const body: BodyOf<'createRun'> = {
      prompt,
      metadata: origin.metadata,
      ...(title ? { title: title.slice(0, 200) } : {}),
      ...(config ? { config } : {}),
      ...(run.skill ? { skill: run.skill } : {}),
      ...(run.agentIdentity ? { agent_identity_uid: run.agentIdentity } : {}),
    };
    const attemptStarted = new Date(Date.now() - 60_000).toISOString();
    // If this process dies while the create is in flight, the post step looks for what it made.
    save(STATE.creatingSince, attemptStarted);
    const recover = async () => {
      const found = await findRunByOrigin(client, origin.key, { createdAfter: attemptStarted });
      return found ? { run_id: found.run_id, task_id: found.run_id, state: found.state } : undefined;
    };
    try {
      // The answer was lost: adopt the run the service made, if it made one.
      const created = await client.runs.create(body, { signal: ctx.signal, recover });
      core.info(`started run ${created.run_id} (${created.state})`);
      return { runId: created.run_id };
    } catch (err) {
      if (!ctx.signal.aborted) throw err;
      // Cancelled while creating: the service may have made the run anyway. Find it and stop it.
      const made = await recover().catch(() => undefined);
      if (made) await cancelRun(client, made.run_id, (line) => core.info(line));
      save(STATE.settled, 'true');
      throw err;
    }
  };
  const [reporterResult, started] = await Promise.allSettled([makeReporter(), startOrAdopt()]);
  if (started.status === 'rejected') throw started.reason;
  const { runId, note } = started.value;
  let reporter: Reporter;
  if (reporterResult.status === 'fulfilled') {
    reporter = reporterResult.value;
  } else {
    // Without reading the thread we could post a second comment: report in the summary only this time.
    core.warning(
      `could not read the thread's comments (${(reporterResult.reason as Error).message}); no tracking comment this time`,
    );
    reporter = new Reporter({ ...reporterOptions(), enabled: false });
  }
  save(STATE.runId, runId);
  save(STATE.settled, 'false');

  await followRun({
    client,
    reporter,
    runId,
    wait: inputs.wait,
    timeoutMinutes: inputs.timeoutMinutes,
    failOnRunFailure: inputs.failOnRunFailure,
    cancelOnAbort: inputs.cancelOnAbort,
    signal: ctx.signal,
    origin: describeOrigin(ctx),
    followupHint: `To continue, run this action with \`command: followup\`, \`run-id: ${runId}\` and a \`message\`.`,
    ...(note ? { note } : {}),
  });
}
