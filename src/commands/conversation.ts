/**
 * A conversation on a thread, driven by comments: `@cloud-agent <request>` from someone allowed starts work, or
 * continues the thread's run (a follow-up to a running run, the answer to a blocked one, a new execution of an
 * ended one); `@cloud-agent cancel` stops it; `@cloud-agent status` refreshes the tracking comment. One tracking
 * comment per thread follows the run from end to end.
 */
import { log } from '../host/action.ts';
import { ACTIVE_STATES, ApiError, type RunItem } from '../client/index.ts';
import { cancelRun, describeCancel } from '../flow/cancel.ts';
import { followRun, RunFailedError } from '../flow/follow.ts';
import { META, type Origin } from '../flow/origin.ts';
import { buildPrompt } from '../flow/prompt.ts';
import { resolveArtifacts } from '../flow/artifacts.ts';
import { STATE, save } from '../flow/state.ts';
import { parseCommentTrigger, type CommentRequest } from '../flow/trigger.ts';
import { authorAccess, isBot, refusalText } from '../github/access.ts';
import { selfLogin } from '../github/octokit.ts';
import { react } from '../github/reactions.ts';
import { deriveMarkerKey } from '../flow/marker-key.ts';
import { hasMarker } from '../render/marker.ts';
import { InputError } from '../inputs.ts';
import type { CommandContext } from './context.ts';
import {
  changedFiles,
  describeOrigin,
  followOptions,
  followupHint,
  makeReporter,
  startWork,
} from './start.ts';
import type { Starter } from './starters.ts';

/** Why a comment is not taken up, decided from the event alone (no request made). */
export function ignoredBecause(ctx: CommandContext): string | undefined {
  const { trigger, inputs } = ctx;
  const comment = trigger.comment!;
  const created =
    trigger.event === 'pull_request_review' ? trigger.action === 'submitted' : trigger.action === 'created';
  if (!created) return `the comment was ${trigger.action ?? 'changed'}; only new comments start work`;
  // Only the action (a holder of the API key) can end a comment with a marker that verifies.
  if (hasMarker(comment.body, deriveMarkerKey(inputs.apiKey))) return "the comment is the action's own";
  if (
    isBot(comment.author, comment.authorType) &&
    !inputs.conversation.allowedBots.includes(comment.author.toLowerCase())
  ) {
    return `@${comment.author} is a bot that is not in allowed-bots`;
  }
  return undefined;
}

export async function converse(ctx: CommandContext, starter: Starter, origin: Origin): Promise<void> {
  const { trigger, inputs, octokit, client } = ctx;
  const comment = trigger.comment!;
  const phrase = inputs.conversation.triggerPhrase;
  const request = parseCommentTrigger(comment.body, phrase);
  if (!request) {
    log.info(`the comment does not call ${phrase}: nothing to do`);
    return;
  }
  const ignored = ignoredBecause(ctx);
  if (ignored) {
    log.info(`not starting anything: ${ignored}`);
    return;
  }
  if (!octokit)
    throw new InputError(
      'github-token',
      'is required for comment triggers (to check who commented and to answer)',
    );
  if (trigger.number === undefined)
    throw new InputError('command', 'a comment trigger needs an issue or pull request thread');

  // A comment by the token's own login without a marker that verifies is not the action's: with a personal token it
  // is that person's own request, asked about like anyone's.
  const self = await selfLogin(octokit);
  // A bot the workflow lists is trusted by that listing; anyone else by their permission. A failed look-up throws.
  const access = await authorAccess(
    octokit,
    trigger.repo,
    { login: comment.author, type: comment.authorType },
    inputs.conversation,
  );
  if (!access.allowed) {
    log.warning(`not starting anything: ${access.reason}`);
    if (!access.quiet && inputs.conversation.replyToRefused) {
      await octokit.rest.issues.createComment({
        ...trigger.repo,
        issue_number: trigger.number,
        body: refusalText(comment.author, 'asking', inputs.conversation),
        request: { retries: 0 },
      });
    }
    return;
  }
  await react(octokit, trigger.repo, comment, 'eyes');

  save(STATE.key, origin.key);
  save(STATE.threadNumber, trigger.number);
  const reporter = makeReporter(ctx, origin, self, starter.factory);
  const found = await reporter.findExisting();
  const threadRunId = found?.state.run;
  let thread: RunItem | undefined;
  if (threadRunId) {
    try {
      thread = await client.runs.get(threadRunId, { signal: ctx.signal });
    } catch (err) {
      if (!(err instanceof ApiError && (err.status === 404 || err.status === 403))) throw err;
      log.warning(`the thread's run ${threadRunId} cannot be read any more (${err.status}); starting fresh`);
    }
  }
  // The service may know a run of this thread the comment does not (a comment lost, or another job racing).
  if (!thread) {
    const latest = await starter.findLatest(ctx.signal);
    if (latest && (ACTIVE_STATES.has(latest.state) || latest.state === 'BLOCKED')) thread = latest;
  }

  const ending = async (ok: boolean) => react(octokit, trigger.repo, comment, ok ? 'rocket' : 'confused');
  const alreadyRouted = found?.state.comment === String(comment.id) && thread !== undefined;

  if (request.verb === 'cancel') return cancelThread(ctx, reporter, thread, ending);
  if (request.verb === 'status') return statusOfThread(ctx, reporter, thread, ending);

  let runId: string;
  let movedSince: string | undefined;
  let note: string | undefined;
  if (alreadyRouted) {
    runId = thread!.run_id;
    note = 'A re-run of the workflow is following the run this comment was already sent to.';
  } else if (
    thread &&
    (ACTIVE_STATES.has(thread.state) || thread.state === 'BLOCKED' || thread.conversation_id)
  ) {
    runId = thread.run_id;
    movedSince = thread.updated_at;
    await sendFollowup(ctx, thread, request);
    note = followupNote(thread, comment.author);
  } else {
    const started = await startWork(ctx, starter, async () =>
      buildPrompt({
        instructions: inputs.run.prompt,
        trigger,
        request: request.text,
        includeContext: inputs.run.includeContext,
        changedFiles: inputs.run.includeContext ? await changedFiles(octokit, ctx) : undefined,
      }),
    );
    runId = started.runId;
    if (started.adopted) {
      // Another job of this thread started a run between our look and our start: this comment goes to it, unless
      // it is that run's own comment (a re-run of the same job).
      if (started.adopted.metadata?.[META.comment] !== String(comment.id)) {
        movedSince = started.adopted.updated_at;
        await sendFollowup(ctx, started.adopted, request);
        note = followupNote(started.adopted, comment.author);
      }
    }
    // Two comments in quick succession can start two jobs at once: the oldest run of the thread wins, the other
    // job hands its request to it as a follow-up and stops.
    const active = await starter.listActive(ctx.signal);
    const winner = active[0];
    if (!started.adopted && winner && winner.run_id !== runId) {
      log.info(
        `run ${winner.run_id} already works on this thread: cancelling ${runId} and passing the request on`,
      );
      await cancelRun(client, runId, log.info);
      await sendFollowup(ctx, winner, request);
      reporter.setMarker({ comment: String(comment.id) });
      await ending(true);
      save(STATE.settled, 'true');
      return;
    }
  }
  save(STATE.runId, runId);
  save(STATE.settled, 'false');
  reporter.setMarker({ comment: String(comment.id) });

  try {
    const run = await followRun({
      ...followOptions(ctx, reporter, runId),
      ...(note ? { note } : {}),
      ...(movedSince ? { movedSince } : {}),
      ...(starter.factoryTask ? { factoryTask: () => starter.factoryTask!(runId) } : {}),
    });
    await ending(run.state === 'SUCCEEDED' || run.state === 'BLOCKED' || !inputs.wait);
  } catch (err) {
    await ending(false);
    throw err;
  }
}

function followupNote(run: RunItem, author: string): string {
  if (run.state === 'BLOCKED') return `@${author} answered the agent; the run goes on.`;
  if (ACTIVE_STATES.has(run.state)) return `@${author}'s comment was sent to the run as a follow-up.`;
  return `@${author}'s comment continues the conversation: the run starts again from where it ended.`;
}

async function sendFollowup(ctx: CommandContext, run: RunItem, request: CommentRequest): Promise<void> {
  const comment = ctx.trigger.comment!;
  const message = `${request.text}\n\n(From @${comment.author} on GitHub: ${comment.url})`;
  await ctx.client.runs.followUp(run.run_id, { message }, { signal: ctx.signal });
  log.info(`sent the comment to run ${run.run_id} (${run.state}) as a follow-up`);
}

async function cancelThread(
  ctx: CommandContext,
  reporter: ReturnType<typeof makeReporter>,
  thread: RunItem | undefined,
  ending: (ok: boolean) => Promise<void>,
): Promise<void> {
  const author = ctx.trigger.comment!.author;
  if (!thread) {
    await reply(ctx, `@${author} there is no run on this thread to cancel.`);
    await ending(false);
    return;
  }
  const { outcome, run: seen } = await cancelRun(ctx.client, thread.run_id, log.info);
  const run = seen ?? thread;
  save(STATE.settled, 'true');
  await reporter.finish({
    run,
    phase: 'cancelled',
    artifacts: await resolveArtifacts(ctx.client, run, log.info),
    note: `@${author} asked to cancel. ${describeCancel(outcome, thread.run_id)}`,
    origin: describeOrigin(ctx),
    now: Date.now(),
  });
  await ending(outcome === 'cancelled' || outcome === 'already-ended');
}

async function statusOfThread(
  ctx: CommandContext,
  reporter: ReturnType<typeof makeReporter>,
  thread: RunItem | undefined,
  ending: (ok: boolean) => Promise<void>,
): Promise<void> {
  if (!thread) {
    await reply(ctx, `@${ctx.trigger.comment!.author} there is no run on this thread yet.`);
    await ending(false);
    return;
  }
  const ended = !ACTIVE_STATES.has(thread.state);
  let conversation;
  if (ended) {
    conversation = await ctx.client.runs.conversation(thread.run_id).catch(() => undefined);
  }
  save(STATE.settled, 'true');
  await reporter.finish({
    run: thread,
    phase: thread.state === 'BLOCKED' ? 'blocked' : ended ? 'final' : 'running',
    artifacts: await resolveArtifacts(ctx.client, thread, log.info),
    note: `Status asked by @${ctx.trigger.comment!.author}.`,
    origin: describeOrigin(ctx),
    followupHint: followupHint(ctx, thread.run_id),
    ...(conversation ? { conversation } : {}),
    now: Date.now(),
  });
  await ending(true);
}

async function reply(ctx: CommandContext, body: string): Promise<void> {
  await ctx.octokit!.rest.issues.createComment({
    ...ctx.trigger.repo,
    issue_number: ctx.trigger.number!,
    body,
    request: { retries: 0 },
  });
}

export { RunFailedError };
