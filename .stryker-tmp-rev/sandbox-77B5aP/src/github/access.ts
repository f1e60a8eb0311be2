/**
 * Who may start work: the author of the text that would steer the agent (a comment, an issue, a pull request, the
 * actor of a workflow run), by their permission on the repository, asked of GitHub. Bots are refused unless listed.
 * `author_association` is never consulted. A look-up that fails refuses and is an error: the step fails, so that
 * someone re-runs it, instead of passing quietly as if the author had been refused.
 */
import { isBot } from '../flow/admission.ts';
import type { Repo } from '../flow/context.ts';
import type { Access, AccessRules } from '../flow/host.ts';
import { OutcomeError } from '../shared/outcome.ts';
import { statusOf, type Octokit } from './octokit.ts';

/** GitHub could not say what the author's permission is: the step refuses and fails (a `service` outcome). */
export class LookupFailedError extends OutcomeError {
  constructor(message: string) {
    super(message, 'service');
  }
}

/** Why a look-up failed, in a few words: `HTTP 502`, `timed out`, or the network error. */
function whyFailed(err: unknown): string {
  const e = err as { name?: unknown; message?: unknown; response?: unknown; cause?: { name?: unknown } };
  const message = typeof e?.message === 'string' ? e.message : String(err);
  const names = [e?.name, e?.cause?.name];
  if (names.includes('AbortError') || names.includes('TimeoutError') || /timed? ?out|timeout/i.test(message))
    return 'timed out';
  const status = statusOf(err);
  // Octokit reports a request that got no answer (connection refused, reset) as status 500 without a response.
  if (status !== undefined && e?.response !== undefined) return `HTTP ${status}`;
  return message;
}

/**
 * The access of the author of the text that would start work. A bot is allowed only when listed (bots are not
 * collaborators and have no permission to ask); anyone else by their permission. 404 means not a collaborator
 * (refused); any other failure, or an answer without a permission, throws LookupFailedError.
 */
export async function authorAccess(
  octokit: Octokit,
  repo: Repo,
  author: { login: string; type?: string | undefined },
  rules: AccessRules,
): Promise<Access> {
  const { login } = author;
  if (isBot(login, author.type)) {
    return rules.allowedBots.includes(login.toLowerCase())
      ? { allowed: true, permission: 'allowed-bots' }
      : { allowed: false, reason: `@${login} is a bot that is not in allowed-bots`, quiet: true };
  }
  const failed = (why: string) =>
    new LookupFailedError(
      `could not look up the permission of @${login} on ${repo.owner}/${repo.repo} (${why}): refusing to start; re-run the job`,
    );
  let data: unknown;
  try {
    ({ data } = await octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
      ...repo,
      username: login,
    }));
  } catch (err) {
    if (statusOf(err) === 404)
      return {
        allowed: false,
        reason: `@${login} is not a collaborator of ${repo.owner}/${repo.repo}`,
        quiet: false,
      };
    throw failed(whyFailed(err));
  }
  // role_name tells maintain and triage apart; permission is the legacy admin/write/read/none.
  const answer = (data ?? {}) as { role_name?: unknown; permission?: unknown };
  const role = [answer.role_name, answer.permission].find(
    (r): r is string => typeof r === 'string' && r !== '',
  );
  if (role === undefined) throw failed('the answer names no permission');
  const permission = role.toLowerCase();
  if (rules.allowedPermissions.includes(permission)) return { allowed: true, permission };
  return {
    allowed: false,
    reason: `@${login} has ${permission} permission; ${rules.allowedPermissions.join(', ')} is needed`,
    quiet: false,
  };
}
