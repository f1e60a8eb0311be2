/** Reactions on the triggering comment: 👀 when it is taken up, 🚀 or 😕 when the work ends. */
import type { CommentInfo, CommentRef, Repo } from '../flow/context.ts';
import type { Log, Reacted, Reaction } from '../flow/host.ts';
import type { Octokit } from './octokit.ts';
import { gone } from '../shared/gone.ts';

/** Puts `content` on the comment; a review body has no reaction endpoint (the tracking comment acknowledges it). */
async function post(octokit: Octokit, repo: Repo, comment: CommentRef, content: Reaction): Promise<void> {
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
}

/** Reacts to the comment. A comment gone (deleted: 404 or 410) is said in the log; any other failure is a warning. */
export async function react(
  octokit: Octokit,
  repo: Repo,
  comment: CommentInfo,
  content: Reaction,
  log: Log,
): Promise<Reacted> {
  try {
    await post(octokit, repo, comment, content);
    return 'given';
  } catch (err) {
    if (gone(err)) {
      log.info(`the comment ${comment.url || comment.id} is gone (deleted): no ${content} reaction on it`);
      return 'gone';
    }
    log.warning(`could not react to the comment: ${(err as Error).message}`);
    return 'failed';
  }
}

/** The reactions that close the work a comment asked for. */
const CLOSING: readonly string[] = ['rocket', 'confused'];

/** The closing reactions (🚀, 😕) `self` gave an issue comment: their ids and contents. */
async function ownClosing(
  octokit: Octokit,
  repo: Repo,
  comment: CommentRef,
  self: string,
): Promise<{ id: number; content: string }[]> {
  const reactions = await octokit.paginate(
    'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
    {
      ...repo,
      comment_id: comment.id,
      per_page: 100,
    },
  );
  return reactions.filter(
    (r) => r.user?.login.toLowerCase() === self.toLowerCase() && CLOSING.includes(r.content),
  );
}

/**
 * The closing reaction (🚀 or 😕) on the comment that asked for work, unless `self` gave it one already: one comment's
 * work is closed once, whoever finishes its report (a step, a settle, a cancel). An issue comment's reactions are
 * read first (a review comment's are not: the action reads none there). Throws what GitHub answered to the read or
 * to the reaction, having given none: the caller (settle) tries again later. Reacting without the read could give a
 * comment its step already closed the other one.
 */
export async function close(
  octokit: Octokit,
  repo: Repo,
  comment: CommentRef,
  content: 'rocket' | 'confused',
  self: string,
): Promise<void> {
  if (comment.kind === 'issue_comment' && (await ownClosing(octokit, repo, comment, self)).length) return;
  await post(octokit, repo, comment, content);
}

/**
 * A re-run's closing reaction: the other closing reaction `self` gave the comment before (an earlier attempt's) taken
 * off, then `content` given, so that the comment shows how the newest attempt ended, never both. A failure before the
 * reaction is given leaves the earlier one, or none once it was taken off (a step then records the reaction it owes on
 * its report, for the next settle to give: flow/conversation.ts closeWork). A review comment's reactions are not read
 * (the action reads none there): `content` is given. One already gone when taken off is taken off. Throws what GitHub
 * answered.
 */
export async function reclose(
  octokit: Octokit,
  repo: Repo,
  comment: CommentRef,
  content: 'rocket' | 'confused',
  self: string,
): Promise<void> {
  const before = comment.kind === 'issue_comment' ? await ownClosing(octokit, repo, comment, self) : [];
  for (const reaction of before) {
    if (reaction.content !== content) await takeOff(octokit, repo, comment.id, reaction.id);
  }
  await post(octokit, repo, comment, content);
}

/**
 * Takes reaction `reactionId` off issue comment `commentId`. One gone already (404, 410) counts as taken off: this very
 * delete did it, its answer lost and the request retried (seed 6651 of the joins model), or someone else did; a
 * comment gone with it is for the caller's next request to find. Throws any other answer.
 */
export async function takeOff(
  octokit: Octokit,
  repo: Repo,
  commentId: number,
  reactionId: number,
  signal?: AbortSignal,
): Promise<void> {
  try {
    await octokit.request(
      'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}',
      {
        ...repo,
        comment_id: commentId,
        reaction_id: reactionId,
        ...(signal ? { request: { signal } } : {}),
      },
    );
  } catch (err) {
    if (!gone(err)) throw err;
  }
}
