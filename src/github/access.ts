/**
 * Who may start work from a comment: the commenter's permission on the repository, asked of GitHub. A failed
 * look-up refuses. Bots are refused unless listed. `author_association` is never consulted.
 */
import type { Repo } from '../flow/context.ts';
import { statusOf, type Octokit } from './octokit.ts';

export type Access =
  | { allowed: true; permission: string }
  | {
      allowed: false;
      reason: string;
      /** Say nothing on the thread (bots, look-up failures). */ quiet: boolean;
    };

export function isBot(login: string, type: string | undefined): boolean {
  return type === 'Bot' || /\[bot\]$/i.test(login);
}

export async function commenterAccess(
  octokit: Octokit,
  repo: Repo,
  login: string,
  allowed: readonly string[],
): Promise<Access> {
  let role: string;
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login });
    // role_name tells maintain and triage apart; permission is the legacy admin/write/read/none.
    role = (data.role_name || data.permission || 'none').toLowerCase();
  } catch (err) {
    const status = statusOf(err);
    if (status === 404)
      return {
        allowed: false,
        reason: `@${login} is not a collaborator of ${repo.owner}/${repo.repo}`,
        quiet: false,
      };
    return {
      allowed: false,
      reason: `could not look up the permission of @${login} (${status ?? (err as Error).message}); refusing to be safe`,
      quiet: true,
    };
  }
  if (allowed.includes(role)) return { allowed: true, permission: role };
  return {
    allowed: false,
    reason: `@${login} has ${role} permission; ${allowed.join(', ')} is needed`,
    quiet: false,
  };
}
