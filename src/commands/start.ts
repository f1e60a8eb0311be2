/**
 * Work started by an event (an issue, a PR, a push, a schedule, a manual dispatch): build the prompt, adopt the
 * run of the same origin if it is still going, else start one, then follow it and report.
 */
import { log } from '../host/action.ts';
import type { RunItem } from '../client/index.ts';
import { cancelRun, describeCancel, POST_STEP_TAKES_OVER } from '../flow/cancel.ts';
import { followRun, RunFailedError, type FollowOptions } from '../flow/follow.ts';
import { adoptable, type Origin } from '../flow/origin.ts';
import { buildPrompt, type ChangedFile } from '../flow/prompt.ts';
import { deriveMarkerKey } from '../flow/marker-key.ts';
import { Reporter } from '../flow/report.ts';
import { STATE, save } from '../flow/state.ts';
import { authorAccess, refusalText, type Access } from '../github/access.ts';
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
    log.warning(
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

/**
 * When a run of this create may have been made: a minute back (the runner's clock and the service's may differ),
 * but never at or before a run seen before creating, so an earlier attempt's run is never taken for this one's.
 */
export function creatingSince(now: number, before: RunItem | undefined): string {
  const after = before ? Date.parse(before.created_at) + 1 : Number.NaN;
  return new Date(Number.isNaN(after) ? now - 60_000 : Math.max(now - 60_000, after)).toISOString();
}

/** Starts the work (or adopts it) with the cancellation rules every start shares. */
export async function startWork(
  ctx: CommandContext,
  starter: Starter,
  prompt: () => Promise<string>,
  admitted?: Promise<void>,
): Promise<{ runId: string; adopted?: RunItem }> {
  const [existing] = await Promise.all([starter.findLatest(ctx.signal), admitted]);
  if (adoptable(existing)) {
    log.info(
      `run ${existing.run_id} of this trigger is still ${existing.state}: following it instead of starting another`,
    );
    return { runId: existing.run_id, adopted: existing };
  }
  const since = creatingSince(Date.now(), existing);
  // If this process dies while the create is in flight, the post step looks for what it made.
  save(STATE.creatingSince, since);
  save(STATE.lookup, JSON.stringify(starter.own));
  const work = { prompt: await prompt(), title: defaultTitle(ctx) };
  try {
    const created = await starter.create(work, ctx.signal, since);
    log.info(`started run ${created.runId} (${created.state})`);
    return { runId: created.runId };
  } catch (err) {
    if (!ctx.signal.aborted) throw err;
    throw await stopWhatWasMade(ctx, starter, since);
  }
}

/**
 * The job was cancelled while the create was in flight: the service may have made the run anyway. Look for it
 * and stop it (unless `cancel-on-abort: false`). The step is settled only when the run was seen to stop; when
 * nothing is found yet the create may still land, so the post step looks again.
 */
async function stopWhatWasMade(ctx: CommandContext, starter: Starter, since: string): Promise<Error> {
  const made = await starter.findMade(since).catch((err: unknown) => {
    log.info(`could not look for the run the create may have made: ${(err as Error).message}`);
    return undefined;
  });
  if (!made && !ctx.inputs.cancelOnAbort) {
    // Nothing would be stopped: whatever the create made is left going.
    save(STATE.settled, 'true');
    return new RunFailedError(
      'job cancelled while the run was being created; any run it made is left going as cancel-on-abort is false',
    );
  }
  if (!made) {
    log.info('no run of the cut-short create was found yet; the post step looks again');
    return new RunFailedError('job cancelled while the run was being created; the post step looks for it');
  }
  save(STATE.runId, made.run_id);
  if (!ctx.inputs.cancelOnAbort) {
    save(STATE.settled, 'true');
    return new RunFailedError(
      `job cancelled while the run was being created; run ${made.run_id} left running as cancel-on-abort is false`,
    );
  }
  const result = await cancelRun(ctx.client, made.run_id, log.info);
  const told = describeCancel(result.outcome, made.run_id, POST_STEP_TAKES_OVER);
  if (result.settled) save(STATE.settled, 'true');
  return new RunFailedError(`job cancelled while the run was being created; ${told}`.replace(/`/g, ''));
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
    markerKey: deriveMarkerKey(ctx.inputs.apiKey),
    signal: ctx.signal,
  });
}

/** Events whose text (or whose run) comes from someone who may not be trusted: their author's access is asked. */
const GATED_EVENTS = new Set(['issues', 'pull_request', 'pull_request_target', 'workflow_run']);

/** The author of this event's text was refused: no run. */
class Refused extends Error {
  readonly access: Extract<Access, { allowed: false }>;
  constructor(access: Extract<Access, { allowed: false }>) {
    super(access.reason);
    this.access = access;
  }
}

/**
 * Resolves when this event's text may start work; rejects with Refused, or a LookupFailedError. Throws at once, before
 * any request, when the author must be asked about and there is no token to ask with.
 */
function admission(ctx: CommandContext): Promise<void> {
  const { trigger, inputs, octokit } = ctx;
  if (!GATED_EVENTS.has(trigger.event) || inputs.conversation.allowUntrustedAuthors) return Promise.resolve();
  const author = trigger.author;
  if (!author) {
    return Promise.reject(
      new Refused({
        allowed: false,
        reason: `the ${trigger.event} event names no author to check`,
        quiet: true,
      }),
    );
  }
  if (!octokit) {
    throw new InputError(
      'github-token',
      `is required on ${trigger.event} events, to check the permission of @${author} whose text would start the work (or set allow-untrusted-authors: true to let anyone's text start it)`,
    );
  }
  return authorAccess(
    octokit,
    trigger.repo,
    { login: author, type: trigger.authorType },
    inputs.conversation,
  ).then((access) => {
    if (!access.allowed) throw new Refused(access);
    log.info(
      `the ${trigger.event} event is by @${author}, who has ${access.permission} permission: starting`,
    );
  });
}

/** Tells a refused author why nothing happened, once per thread (events repeat: a push to a PR, an edit). */
async function answerRefused(
  ctx: CommandContext,
  access: Extract<Access, { allowed: false }>,
): Promise<void> {
  const { trigger, inputs, octokit } = ctx;
  if (access.quiet) {
    log.info(`not starting anything: ${access.reason}`);
    return;
  }
  log.warning(`not starting anything: ${access.reason}`);
  if (!inputs.conversation.replyToRefused || !octokit || trigger.number === undefined || !trigger.author)
    return;
  const what = trigger.isPullRequest ? 'pull request' : 'issue';
  const body = refusalText(trigger.author, `opening this ${what}`, inputs.conversation);
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...trigger.repo,
      issue_number: trigger.number,
      per_page: 100,
    });
    if (comments.some((c) => c.body === body)) {
      log.info('the thread already has this answer');
      return;
    }
    await octokit.rest.issues.createComment({
      ...trigger.repo,
      issue_number: trigger.number,
      body,
      request: { retries: 0 },
    });
  } catch (err) {
    log.warning(`could not answer on the thread (${(err as Error).message})`);
  }
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
  const admitted = admission(ctx);
  save(STATE.key, origin.key);
  if (trigger.number !== undefined) save(STATE.threadNumber, trigger.number);

  // GitHub (who wrote the text, who we are, our comment, the PR's files) and the service (a run of this trigger) do
  // not wait for each other: ask both at once.
  const files = run.includeContext ? changedFiles(octokit, ctx) : Promise.resolve(undefined);
  const reporting = (async () => {
    const self = octokit && hasThread && inputs.comment ? await selfLogin(octokit) : undefined;
    const reporter = makeReporter(ctx, origin, self, starter.factory);
    await reporter.findExisting();
    return reporter;
  })();
  const starting = startWork(
    ctx,
    starter,
    async () =>
      buildPrompt({
        instructions: run.prompt,
        trigger,
        includeContext: run.includeContext,
        changedFiles: await files,
      }),
    admitted,
  );
  const [reporterResult, started] = await Promise.allSettled([reporting, starting]);
  if (started.status === 'rejected') {
    if (started.reason instanceof Refused) return answerRefused(ctx, started.reason.access);
    throw started.reason;
  }
  const { runId, adopted } = started.value;
  let reporter: Reporter;
  if (reporterResult.status === 'fulfilled') {
    reporter = reporterResult.value;
  } else {
    // Without reading the thread we could post a second comment: report in the summary only this time.
    log.warning(
      `could not read the thread's comments (${(reporterResult.reason as Error).message}); no tracking comment this time`,
    );
    reporter = new Reporter({
      octokit,
      repo: trigger.repo,
      number: trigger.number,
      self: undefined,
      enabled: false,
      marker: { key: origin.key },
      markerKey: deriveMarkerKey(inputs.apiKey),
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
