/** The action's way to the repository on GitHub: the Repository of src/flow/host.ts, over one octokit. */
import type { CommentInfo, CommentRef, Repo } from '../flow/context.ts';
import type { ChangedFile } from '../flow/prompt.ts';
import type {
  Access,
  AccessRules,
  Check,
  CheckStart,
  FoundComment,
  Log,
  PullRequestFacts,
  ReadMarker,
  Reacted,
  Reaction,
  Repository,
  ReviewPort,
} from '../flow/host.ts';
import type { MarkerState } from '../render/marker.ts';
import { authorAccess } from './access.ts';
import { CheckRun, checkRunsOn, type CheckRunFacts } from './checks.ts';
import { TrackingComment, listOwnMarkedComments } from './comments.ts';
import { graphqlUrlFor } from './graphql.ts';
import { selfLogin } from './identity.ts';
import type { Octokit } from './octokit.ts';
import { gone } from '../shared/gone.ts';
import { close, react, reclose } from './reactions.ts';
import { lastSuccessfulRun, workflowHeads } from './workflow-runs.ts';

export interface GitHubRepositoryOptions {
  /** GitHub's GraphQL endpoint (src/github/graphql.ts graphqlUrlOf); default: the one beside octokit's REST API. */
  graphqlUrl?: string | undefined;
  /**
   * The octokit GraphQL queries go through (default: the one of every call). Its throttling paces every GraphQL call
   * as a write, a second apart from the writes around it: a query (a read) through an octokit of its own keeps the
   * step's first write (the 👀 on a comment, the tracking comment) from waiting a second behind the identity look-up.
   */
  queries?: Octokit | undefined;
}

export class GitHubRepository implements Repository {
  private readonly octokit: Octokit;
  private readonly repo: Repo;
  private readonly graphqlUrl: string;
  private readonly queries: Octokit;
  /** Where its warnings go (a reaction or a check run GitHub refused): the host's log. */
  private readonly log: Log;
  /** The token's login, once GitHub has told it (a failed look-up is asked again by the next call). */
  private login: Promise<string> | undefined;

  constructor(octokit: Octokit, repo: Repo, log: Log, options: GitHubRepositoryOptions = {}) {
    this.octokit = octokit;
    this.repo = repo;
    this.log = log;
    this.graphqlUrl = options.graphqlUrl ?? graphqlUrlFor(octokit.request.endpoint.DEFAULTS.baseUrl);
    this.queries = options.queries ?? octokit;
  }

  /** The login the token writes as, from GraphQL's `viewer` (src/github/identity.ts); asked once per step. */
  self(): Promise<string> {
    this.login ??= selfLogin(this.queries, this.graphqlUrl).catch((err: unknown) => {
      this.login = undefined;
      throw err;
    });
    return this.login;
  }

  trackingComment(
    number: number,
    self: string,
    readMarker: ReadMarker,
    matches: (state: MarkerState) => boolean,
  ): TrackingComment {
    return new TrackingComment(this.octokit, this.repo, number, self, readMarker, matches, this.log);
  }

  markedComments(number: number, self: string, readMarker: ReadMarker) {
    return listOwnMarkedComments(this.octokit, this.repo, number, self, readMarker);
  }

  async markedComment(id: number, self: string, readMarker: ReadMarker): Promise<FoundComment | undefined> {
    let data;
    try {
      ({ data } = await this.octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        ...this.repo,
        comment_id: id,
      }));
    } catch (err) {
      if ((err as { status?: number }).status === 404) return undefined;
      throw err;
    }
    const author = data.user?.login ?? '';
    const state = author.toLowerCase() === self.toLowerCase() ? readMarker(data.body) : undefined;
    return (
      state && {
        id: Number(data.id),
        url: data.html_url,
        body: data.body ?? '',
        state,
        author,
        ...(typeof data.updated_at === 'string' ? { updatedAt: data.updated_at } : {}),
      }
    );
  }

  access(author: { login: string; type?: string | undefined }, rules: AccessRules): Promise<Access> {
    return authorAccess(this.octokit, this.repo, author, rules);
  }

  react(comment: CommentInfo, reaction: Reaction): Promise<Reacted> {
    return react(this.octokit, this.repo, comment, reaction, this.log);
  }

  async close(comment: CommentRef, reaction: 'rocket' | 'confused'): Promise<void> {
    return close(this.octokit, this.repo, comment, reaction, await this.self());
  }

  async reclose(comment: CommentRef, reaction: 'rocket' | 'confused'): Promise<void> {
    return reclose(this.octokit, this.repo, comment, reaction, await this.self());
  }

  async reply(number: number, body: string): Promise<void> {
    await this.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...this.repo,
      issue_number: number,
      body,
      request: { retries: 0 },
    });
  }

  async deleted(comment: CommentInfo): Promise<boolean> {
    try {
      if (comment.kind === 'issue_comment') {
        await this.octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
          ...this.repo,
          comment_id: comment.id,
        });
      } else if (comment.kind === 'review_comment') {
        await this.octokit.request('GET /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
          ...this.repo,
          comment_id: comment.id,
        });
      }
      return false;
    } catch (err) {
      return gone(err);
    }
  }

  async commentBodies(number: number): Promise<string[]> {
    const comments = await this.octokit.paginate('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...this.repo,
      issue_number: number,
      per_page: 100,
    });
    return comments.map((c) => c.body ?? '');
  }

  async changedFiles(number: number): Promise<ChangedFile[]> {
    const files = await this.octokit.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
      ...this.repo,
      pull_number: number,
      per_page: 100,
    });
    return files.map((f) => ({
      filename: f.filename,
      status: f.status,
      additions: f.additions,
      deletions: f.deletions,
    }));
  }

  async pullRequest(number: number): Promise<PullRequestFacts> {
    const { data } = await this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
      ...this.repo,
      pull_number: number,
    });
    return { headSha: data.head.sha, createdAt: data.created_at, baseRef: data.base.ref };
  }

  startCheck(
    name: string,
    headSha: string,
    detailsUrl: string,
    started?: CheckStart,
  ): Promise<Check | undefined> {
    return CheckRun.start(this.octokit, this.repo, name, headSha, detailsUrl, this.log, started);
  }

  lastSuccessfulRun(workflowRef: string, currentRunId: string): Promise<string | undefined> {
    return lastSuccessfulRun(this.octokit, this.repo, workflowRef, currentRunId);
  }

  checkRuns(sha: string, name: string): Promise<CheckRunFacts[]> {
    return checkRunsOn(this.octokit, this.repo, sha, name);
  }

  workflowHeads(workflowRef: string, branch: string, limit: number): Promise<string[] | undefined> {
    return workflowHeads(this.octokit, this.repo, workflowRef, branch, limit);
  }

  /** Loaded with the review command only (a chunk of the bundle of its own). */
  async reviews(): Promise<ReviewPort> {
    const { GitHubReviews } = await import('./reviews.ts');
    return new GitHubReviews(this.octokit, this.repo, this.graphqlUrl, this.queries);
  }
}
