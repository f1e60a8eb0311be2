/** Reactions on the triggering comment: 👀 when it is taken up, 🚀 or 😕 when the work ends. */
import type { CommentInfo, Repo } from '../flow/context.ts';
import type { Log, Reaction } from '../flow/host.ts';
import type { Octokit } from './octokit.ts';

export async function react(
  octokit: Octokit,
  repo: Repo,
  comment: CommentInfo,
  content: Reaction,
  log: Log,
): Promise<void> {
  try {
    if (comment.kind === 'issue_comment') {
      await octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', {
        ...repo,
        comment_id: comment.id,
        content,
      });
    } else if (comment.kind === 'review_comment') {
      await octokit.request('POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions', {
        ...repo,
        comment_id: comment.id,
        content,
      });
    }
    // A review body has no reaction endpoint: the tracking comment is the acknowledgement.
  } catch (err) {
    log.warning(`could not react to the comment: ${(err as Error).message}`);
  }
}
