/**
 * Work started by an event (an issue, a PR, a push, a schedule, a manual dispatch): build the prompt, adopt the
 * run of the same origin if it is still going, else start one, then follow it and report.
 */
import * as core from '@actions/core';
import type { RunItem } from '../client/index.ts';
import { cancelRun } from '../flow/cancel.ts';
import { followRun, type FollowOptions } from '../flow/follow.ts';
import { adoptable, type Origin } from '../flow/origin.ts';
import { buildPrompt, type ChangedFile } from '../flow/prompt.ts';
import { Reporter } from '../flow/report.ts';
import { STATE, save } from '../flow/state.ts';
import { selfLogin, type Octokit } from '../github/octokit.ts';
import { InputError } from '../inputs.ts';
import type { CommandContext } from './context.ts';
import type { Starter } from './starters.ts';

export async function changedFiles(
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

export function describeOrigin(ctx: CommandContext): string {
  const { trigger, env } = ctx;
  const run = `[workflow run](${env.serverUrl}/${env.repository}/actions/runs/${env.runId})`;
  if (trigger.comment)
    return `Started from a comment by @${trigger.comment.author} ([comment](${trigger.comment.url})), ${run}.`;
  if (trigger.number === undefined) return `Started by ${run} (${env.eventName}).`;
  const kind = trigger.isPullRequest ? 'pull request' : 'issue';
  return `Started from ${kind} #${trigger.number} by ${run}.`;
}

export function defaultTitle(ctx: CommandContext): string | undefined {
  const { trigger } = ctx;
  if (ctx.inputs.run.title) return ctx.inputs.run.title;
  return trigger.title
    ? `${trigger.isPullRequest ? 'PR' : 'Issue'} #${trigger.number}: ${trigger.title}`
    : undefined;
}

export function followupHint(ctx: CommandContext, runId: string): string {
  if (ctx.trigger.comment) {
    return `Reply on this thread with \`${ctx.inputs.conversation.triggerPhrase} <message>\` to continue, or \`${ctx.inputs.conversation.triggerPhrase} cancel\` to stop.`;
  }
  return `To continue, run this action with \`command: followup\`, \`run-id: ${runId}\` and a \`message\`.`;
}

/** Starts the work (or adopts it) with the cancellation rules every start shares. */
export async function startWork(
  ctx: CommandContext,
  starter: Starter,
  prompt: () => Promise<string>,
): Promise<{ runId: string; adopted?: RunItem }> {
  const existing = await starter.findLatest(ctx.signal);
  if (adoptable(existing)) {
    core.info(
      `run ${existing.run_id} of this trigger is still ${existing.state}: following it instead of starting another`,
    );
    return { runId: existing.run_id, adopted: existing };
  }
  const since = new Date(Date.now() - 60_000).toISOString();
  // If this process dies while the create is in flight, the post step looks for what it made.
  save(STATE.creatingSince, since);
  save(STATE.lookup, JSON.stringify(starter.lookup));
  const work = { prompt: await prompt(), title: defaultTitle(ctx) };
  try {
    const created = await starter.create(work, ctx.signal);
    core.info(`started run ${created.runId} (${created.state})`);
    return { runId: created.runId };
  } catch (err) {
    if (!ctx.signal.aborted) throw err;
    // Cancelled while creating: the service may have made the run anyway. Find it and stop it.
    const made = await starter.findLatest(undefined, since).catch(() => undefined);
    if (made && adoptable(made)) await cancelRun(ctx.client, made.run_id, (line) => core.info(line));
    save(STATE.settled, 'true');
    throw err;
  }
}

/** What following a run takes from the step: its inputs, its signal, where it came from and how to answer. */
export function followOptions(ctx: CommandContext, reporter: Reporter, runId: string): FollowOptions {
  const { inputs } = ctx;
  return {
    client: ctx.client,
    reporter,
    runId,
    wait: inputs.wait,
    timeoutMinutes: inputs.timeoutMinutes,
    failOnRunFailure: inputs.failOnRunFailure,
    cancelOnAbort: inputs.cancelOnAbort,
    signal: ctx.signal,
    origin: describeOrigin(ctx),
    followupHint: followupHint(ctx, runId),
  };
}

export function makeReporter(
  ctx: CommandContext,
  origin: Origin,
  self: string | undefined,
  factory?: string,
): Reporter {
  return new Reporter({
    octokit: ctx.octokit,
    repo: ctx.trigger.repo,
    number: ctx.trigger.number,
    self,
    enabled: ctx.inputs.comment,
    marker: { key: origin.key, ...(factory ? { factory } : {}) },
    secrets: [ctx.inputs.apiKey],
    signal: ctx.signal,
  });
}

export async function startFromEvent(ctx: CommandContext, starter: Starter, origin: Origin): Promise<void> {
  const { inputs, trigger, env, octokit } = ctx;
  const run = inputs.run;
  const hasThread = trigger.number !== undefined;
  if (!run.prompt && !run.skill && !(run.includeContext && hasThread)) {
    throw new InputError(
      'prompt',
      `is required for a ${env.eventName || 'manual'} event: there is no issue or pull request to take the task from${inputs.command === 'run' ? ' (or give a skill)' : ''}`,
    );
  }
  save(STATE.key, origin.key);
  if (trigger.number !== undefined) save(STATE.threadNumber, trigger.number);

  // GitHub (who we are, our comment, the PR's files) and the service (a run of this trigger) do not wait for
  // each other: ask both at once.
  const files = run.includeContext ? changedFiles(octokit, ctx) : Promise.resolve(undefined);
  const reporting = (async () => {
    const self = octokit && hasThread && inputs.comment ? await selfLogin(octokit) : undefined;
    const reporter = makeReporter(ctx, origin, self, starter.factory);
    await reporter.findExisting();
    return reporter;
  })();
  const starting = startWork(ctx, starter, async () =>
    buildPrompt({
      instructions: run.prompt,
      trigger,
      includeContext: run.includeContext,
      changedFiles: await files,
    }),
  );
  const [reporterResult, started] = await Promise.allSettled([reporting, starting]);
  if (started.status === 'rejected') throw started.reason;
  const { runId, adopted } = started.value;
  let reporter: Reporter;
  if (reporterResult.status === 'fulfilled') {
    reporter = reporterResult.value;
  } else {
    // Without reading the thread we could post a second comment: report in the summary only this time.
    core.warning(
      `could not read the thread's comments (${(reporterResult.reason as Error).message}); no tracking comment this time`,
    );
    reporter = new Reporter({
      octokit,
      repo: trigger.repo,
      number: trigger.number,
      self: undefined,
      enabled: false,
      marker: { key: origin.key },
      secrets: [inputs.apiKey],
    });
  }
  save(STATE.runId, runId);
  save(STATE.settled, 'false');

  await followRun({
    ...followOptions(ctx, reporter, runId),
    ...(adopted
      ? {
          note: 'A re-run of the workflow found this run still going and follows it (no second run was started).',
        }
      : {}),
    ...(starter.factoryTask ? { factoryTask: () => starter.factoryTask!(runId) } : {}),
  });
}
