/**
 * The tracking comment: one per thread and trigger, found again by its hidden marker, trusted only when the
 * action's own identity wrote it and the marker that ends it verifies under the marker key (only a holder of the
 * API key can make one), across every page of comments. Creating is never retried blindly: after a
 * failed create the thread is searched again before a second attempt. A comment someone deleted is posted again by
 * the next write: the thread shows its run's report, and the state its marker holds, once more.
 */
import type { Repo } from '../flow/context.ts';
import type { FoundComment, Log, ReadMarker, ThreadComment } from '../flow/host.ts';
import type { MarkerState } from '../render/marker.ts';
import type { Endpoints } from '@octokit/types';
import { pagesOf, statusOf, type Octokit } from './octokit.ts';
import { takeOff } from './reactions.ts';

/** GitHub's answers (a page of them) to the two lists read here, as its description types them. */
type IssueComments =
  Endpoints['GET /repos/{owner}/{repo}/issues/{issue_number}/comments']['response']['data'];
type Reactions =
  Endpoints['GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions']['response']['data'];

/** Every comment on the thread written by `self` and ending with a marker that verifies, oldest first. */
export async function listOwnMarkedComments(
  octokit: Octokit,
  repo: Repo,
  number: number,
  self: string,
  readMarker: ReadMarker,
  signal?: AbortSignal,
): Promise<FoundComment[]> {
  const found: FoundComment[] = [];
  const pages = pagesOf(
    octokit,
    'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    { ...repo, issue_number: number, per_page: 100 },
    signal,
  );
  for await (const page of pages) {
    for (const comment of page.data as IssueComments) {
      const author = comment.user?.login ?? '';
      if (author.toLowerCase() !== self.toLowerCase()) continue;
      const state = readMarker(comment.body);
      if (state)
        found.push({
          id: Number(comment.id),
          url: comment.html_url,
          body: comment.body ?? '',
          state,
          author,
          ...(typeof comment.updated_at === 'string' ? { updatedAt: comment.updated_at } : {}),
        });
    }
  }
  return found;
}

/**
 * The reaction that claims the approval of the plan a tracking comment shows (see ThreadComment.claim): 👍 by the
 * action's identity. GitHub keeps one reaction of a kind per identity and answers a repeat with 200.
 */
export const CLAIM = '+1';

/**
 * Whether a write answered `status` (none: no answer came) may have been made all the same: a time-out, a rate limit
 * or a server error may hide it; a refusal (another 4xx) made nothing.
 */
const mayHaveWritten = (status: number | undefined): boolean =>
  status === undefined || status >= 500 || status === 408 || status === 429;

export class TrackingComment implements ThreadComment {
  id: number | undefined;
  url: string | undefined;
  writtenAt: string | undefined;
  claimId: number | undefined;
  private lastBody: string | undefined;
  /** The body of every create sent: one whose answer never came may have posted it (see recover). */
  private readonly sent: string[] = [];

  private readonly octokit: Octokit;
  private readonly repo: Repo;
  readonly number: number;
  private readonly self: string;
  private readonly readMarker: ReadMarker;
  /** Which marked comment is ours: the one whose state matches. */
  private readonly matches: (state: MarkerState) => boolean;
  /** Where it says that it posts a deleted comment again. */
  private readonly log: Log;

  constructor(
    octokit: Octokit,
    repo: Repo,
    number: number,
    self: string,
    readMarker: ReadMarker,
    matches: (state: MarkerState) => boolean,
    log: Log,
  ) {
    this.octokit = octokit;
    this.repo = repo;
    this.number = number;
    this.self = self;
    this.readMarker = readMarker;
    this.matches = matches;
    this.log = log;
  }

  /**
   * Looks for an existing comment of this trigger (a re-run finds the first attempt's). Of two, the oldest: the one
   * kept when two jobs posted at once (keepOldest), whose newer comment is about to be deleted.
   */
  async find(signal?: AbortSignal): Promise<FoundComment | undefined> {
    const [oldest] = await this.ours(signal);
    if (oldest) {
      this.id = oldest.id;
      this.url = oldest.url;
      this.lastBody = oldest.body;
    }
    return oldest;
  }

  adopt(comment: FoundComment): void {
    this.id = comment.id;
    this.url = comment.url;
    this.lastBody = comment.body;
    this.writtenAt = undefined;
  }

  /**
   * Sent with retries off, as a comment's create: a claim made whose answer was lost would be answered 200 when sent
   * again (there already), and read as another approval's claim, leaving this one on the comment for good. So after an
   * answer that may hide a claim made (a time-out, a rate limit, a server error, no answer), it looks first: this
   * identity's 👍 there now is taken as this claim. (Another approval claiming in that same moment is the one case a
   * look cannot tell apart, as the claim is one per identity.) A refusal (4xx) made nothing and is thrown.
   */
  async claim(signal?: AbortSignal): Promise<'claimed' | 'taken'> {
    if (this.id === undefined) throw new Error('there is no tracking comment to claim the approval on');
    const request = { ...(signal ? { signal } : {}), retries: 0 };
    for (let attempt = 0; ; attempt++) {
      try {
        const { status, data } = await this.octokit.request(
          'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
          { ...this.repo, comment_id: this.id, content: CLAIM, request },
        );
        if (status !== 201) return 'taken';
        // GitHub's answer is untrusted: an id that is not one is no id (the claim is then known by its identity).
        this.claimId = Number.isSafeInteger(data.id) ? data.id : undefined;
        return 'claimed';
      } catch (err) {
        if (attempt > 0 || !mayHaveWritten(statusOf(err))) throw err;
        const [made] = await this.claims(this.id, signal);
        if (made) {
          this.claimId = made.id;
          return 'claimed';
        }
      }
    }
  }

  /**
   * The claim is found among the comment's 👍 as the one by the login the comment is written as, then deleted (one
   * gone already counts as deleted: reactions.ts takeOff); with `only`, only the reaction of that id.
   */
  async unclaim(signal?: AbortSignal, only?: number): Promise<boolean> {
    if (this.id === undefined) return false;
    let removed = false;
    for (const reaction of await this.claims(this.id, signal)) {
      if (only !== undefined && reaction.id !== only) continue;
      await takeOff(this.octokit, this.repo, this.id, reaction.id, signal);
      removed = true;
    }
    return removed;
  }

  async claimed(signal?: AbortSignal): Promise<boolean> {
    return this.id !== undefined && (await this.claims(this.id, signal)).length > 0;
  }

  /**
   * The claims on comment `id`: its 👍 by the login the comment is written as (GitHub filters by content; so do we).
   */
  private async claims(id: number, signal?: AbortSignal): Promise<{ id: number }[]> {
    const reactions: Reactions = [];
    for await (const page of pagesOf(
      this.octokit,
      'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
      { ...this.repo, comment_id: id, content: CLAIM, per_page: 100 },
      signal,
    ))
      reactions.push(...(page.data as Reactions));
    return reactions.filter(
      (r) => r.content === CLAIM && r.user?.login.toLowerCase() === this.self.toLowerCase(),
    );
  }

  /** Takes GitHub's time of a write from its answer (a string, as GitHub's are; anything else is no time). */
  private wrote(data: { updated_at?: unknown }): void {
    this.writtenAt = typeof data.updated_at === 'string' ? data.updated_at : undefined;
  }

  /** Creates the comment or edits it; does nothing when the body is unchanged. The signal ends the requests. */
  async write(body: string, signal?: AbortSignal): Promise<void> {
    if (body === this.lastBody) return;
    const request = signal ? { signal } : {};
    if (this.id === undefined) await this.post(body, request);
    else await this.edit(this.id, body, request);
    this.lastBody = body;
  }

  /** Posts the comment: an earlier create cut short (a timeout, an abort) may have posted, so it looks first. */
  private async post(body: string, request: { signal?: AbortSignal }): Promise<void> {
    const found = this.sent.length > 0 && (await this.recover(body, request));
    if (!found) await this.create(body, request);
  }

  /**
   * Edits comment `id`. Gone (404: someone deleted it), it is posted again with `body`, which carries its marker: the
   * claim of an approval went with it (see claimId).
   */
  private async edit(id: number, body: string, request: { signal?: AbortSignal }): Promise<void> {
    try {
      const { data } = await this.octokit.request(
        'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
        {
          ...this.repo,
          comment_id: id,
          body,
          request,
        },
      );
      this.wrote(data);
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
      this.log.info(
        `the tracking comment ${this.url ?? String(id)} is gone (deleted): posting the report as a new comment`,
      );
      this.id = this.url = this.claimId = undefined;
      await this.post(body, request);
    }
  }

  /**
   * Two jobs of one thread can post at the same moment: the oldest tracking comment wins, the other deletes
   * itself, so a thread never keeps two; what it was posted to show is written on the one kept (its marker names the
   * work this job sent: its asking comment, deadline and budget, which a later settle holds the run to).
   */
  private async keepOldest(body: string, request: { signal?: AbortSignal }): Promise<void> {
    const [oldest] = await this.ours(request.signal);
    if (!oldest || oldest.id === this.id || this.id === undefined) return;
    await this.remove(this.id, request);
    await this.keep(oldest, body, request);
  }

  /**
   * After a create whose answer never came, which may have posted: the thread's comment is the oldest of this trigger's,
   * as keepOldest keeps it; what this job's creates posted besides it (known by their bodies, each of which names this
   * job's work in its marker) is deleted, and `body` is written on the one kept. False when there is none.
   */
  private async recover(body: string, request: { signal?: AbortSignal }): Promise<boolean> {
    const [oldest, ...newer] = await this.ours(request.signal);
    if (!oldest) return false;
    for (const twin of newer.filter((c) => this.sent.includes(c.body))) await this.remove(twin.id, request);
    await this.keep(oldest, body, request);
    return true;
  }

  /** This trigger's comments on the thread: the action's own, whose markers verify and match; oldest first. */
  private async ours(signal?: AbortSignal): Promise<FoundComment[]> {
    const own = await listOwnMarkedComments(
      this.octokit,
      this.repo,
      this.number,
      this.self,
      this.readMarker,
      signal,
    );
    return own.filter((c) => this.matches(c.state));
  }

  /** Takes `comment` as the thread's tracking comment of this trigger and writes `body` on it. */
  private async keep(comment: FoundComment, body: string, request: { signal?: AbortSignal }): Promise<void> {
    this.adopt(comment);
    const { data } = await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
      ...this.repo,
      comment_id: comment.id,
      body,
      request,
    });
    this.wrote(data);
  }

  /** Deletes comment `id`; one gone already (a retry after a delete whose answer was lost: 404) is fine. */
  private async remove(id: number, request: { signal?: AbortSignal }): Promise<void> {
    try {
      await this.octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        ...this.repo,
        comment_id: id,
        request,
      });
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
  }

  private async create(body: string, request: { signal?: AbortSignal }): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt++) {
      this.sent.push(body);
      try {
        const { data } = await this.octokit.request(
          'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
          {
            ...this.repo,
            issue_number: this.number,
            body,
            request: { ...request, retries: 0 },
          },
        );
        // Typed number | bigint (integers past 2^53 are read as bigint); GitHub's ids stay far below.
        this.id = Number(data.id);
        this.url = data.html_url;
        this.wrote(data);
        await this.keepOldest(body, request);
        return;
      } catch (err) {
        // 4xx: the request was refused, nothing was posted. Anything else may have posted: look first.
        if (attempt > 0 || !mayHaveWritten(statusOf(err))) throw err;
        if (await this.recover(body, request)) return;
      }
    }
  }
}
