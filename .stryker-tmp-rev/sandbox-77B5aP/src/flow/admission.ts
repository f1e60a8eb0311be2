/**
 * Who may start work: the author of the text that would steer the agent (a comment, an issue, a pull request, the
 * actor of a workflow run), by their permission on the repository. Bots are refused unless listed. A refused
 * author is told why on the thread, once, unless the workflow says not to.
 */
import type { Access, AccessRules } from './host.ts';
import type { CommentInfo } from './context.ts';
import type { ConversationInputs } from '../inputs.ts';
import { hasMarker } from '../render/marker.ts';
import { InputError, OutcomeError } from '../shared/outcome.ts';
import type { Step } from './step.ts';

export function isBot(login: string, type: string | undefined): boolean {
  return type === 'Bot' || /\[bot\]$/i.test(login);
}

/** The short answer to someone refused, on the thread. `thanksFor`: "asking", "opening this issue", ... */
export function refusalText(login: string, thanksFor: string, rules: AccessRules): string {
  return `@${login} thanks for ${thanksFor}, but only collaborators with ${rules.allowedPermissions.join(', ')} permission can start the cloud agent on this repository.`;
}

export type Refusal = Extract<Access, { allowed: false }>;

/** Events whose text (or whose run) comes from someone who may not be trusted: their author's access is asked. */
const GATED_EVENTS = new Set(['issues', 'pull_request', 'pull_request_target', 'workflow_run']);

/**
 * The author of this event's text was refused: no run. startFromEvent answers it and ends `ok`; one that reached a
 * host would be a fault of this tool (`error`).
 */
export class Refused extends OutcomeError {
  readonly access: Refusal;
  constructor(access: Refusal) {
    super(access.reason, 'error');
    this.access = access;
  }
}

/**
 * Resolves when this event's text may start work; rejects with Refused, or a lookup failure. Throws at once, before
 * any request, when the author must be asked about and there is no token to ask with.
 */
export function admitEvent(step: Step, rules: ConversationInputs): Promise<void> {
  const { trigger, repository } = step;
  if (!GATED_EVENTS.has(trigger.event) || rules.allowUntrustedAuthors) return Promise.resolve();
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
  if (!repository) {
    throw new InputError(
      'github-token',
      `is required on ${trigger.event} events, to check the permission of @${author} whose text would start the work (or set allow-untrusted-authors: true to let anyone's text start it)`,
    );
  }
  return repository.access({ login: author, type: trigger.authorType }, rules).then((access) => {
    if (!access.allowed) throw new Refused(access);
    step.host.log.info(
      `the ${trigger.event} event is by @${author}, who has ${access.permission} permission: starting`,
    );
  });
}

/** Tells a refused author why nothing happened, once per thread (events repeat: a push to a PR, an edit). */
export async function answerRefused(step: Step, rules: ConversationInputs, access: Refusal): Promise<void> {
  const { trigger, repository, host } = step;
  if (access.quiet) {
    host.log.info(`not starting anything: ${access.reason}`);
    return;
  }
  host.log.warning(`not starting anything: ${access.reason}`);
  if (!rules.replyToRefused || !repository || trigger.number === undefined || !trigger.author) return;
  const what = trigger.isPullRequest ? 'pull request' : 'issue';
  const body = refusalText(trigger.author, `opening this ${what}`, rules);
  try {
    if ((await repository.commentBodies(trigger.number)).includes(body)) {
      host.log.info('the thread already has this answer');
      return;
    }
    await repository.reply(trigger.number, body);
  } catch (err) {
    host.log.warning(`could not answer on the thread (${(err as Error).message})`);
  }
}

/** Why a comment is not taken up, decided from the event alone (no request made). */
export function ignoredBecause(
  step: Step,
  comment: CommentInfo,
  rules: ConversationInputs,
): string | undefined {
  const { trigger } = step;
  const created =
    trigger.event === 'pull_request_review' ? trigger.action === 'submitted' : trigger.action === 'created';
  if (!created) return `the comment was ${trigger.action ?? 'changed'}; only new comments start work`;
  // Only the action (a holder of the API key) can end a comment with a marker that verifies.
  if (hasMarker(comment.body, step.markerKey)) return "the comment is the action's own";
  if (
    isBot(comment.author, comment.authorType) &&
    !rules.allowedBots.includes(comment.author.toLowerCase())
  ) {
    return `@${comment.author} is a bot that is not in allowed-bots`;
  }
  return undefined;
}

/** The benchmarks may not run for this event or pull request: nothing was sent. */
export class BenchmarksRefused extends OutcomeError {
  constructor(why: string) {
    super(
      `the benchmarks do not run: ${why} (their prompts and configuration come from the pull request's head and run on this repository's key)`,
      'gate-failed',
    );
  }
}

/**
 * Resolves when the benchmarks may run for this event: on a pull request, only one of this repository (not a fork's)
 * whose author `allowedPermissions` admits; never on a `workflow_run` event, whose workspace may hold a fork's files.
 * Pushes, manual runs and schedules come from people who may write to the repository. Rejects with
 * BenchmarksRefused (or a failed look-up); throws an InputError when there is no token to ask GitHub with.
 */
export async function admitBenchmarks(step: Step, allowedPermissions: readonly string[]): Promise<void> {
  const { trigger, repository } = step;
  if (trigger.event === 'workflow_run') {
    throw new BenchmarksRefused(
      "a workflow_run event may check out a fork's files; run them on pull_request",
    );
  }
  if (trigger.event !== 'pull_request' && trigger.event !== 'pull_request_target') return;
  const pull = trigger.pullRequest;
  if (pull?.fork)
    throw new BenchmarksRefused(`pull request #${trigger.number} comes from a fork (${pull.headRepo})`);
  const author = trigger.author;
  if (!author) throw new BenchmarksRefused(`the ${trigger.event} event names no author to check`);
  if (!repository) {
    throw new InputError(
      'github-token',
      `is required on ${trigger.event} events with benchmarks, to check the permission of @${author}, whose pull request's head holds the prompts`,
    );
  }
  const access = await repository.access(
    { login: author, type: trigger.authorType },
    { allowedPermissions, allowedBots: [] },
  );
  if (!access.allowed) throw new BenchmarksRefused(access.reason);
  step.host.log.info(
    `pull request #${trigger.number} is by @${author}, who has ${access.permission} permission: running the benchmarks`,
  );
}
