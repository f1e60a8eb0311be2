/**
 * Pull-request reviews on GitHub (the ReviewPort of src/flow/host.ts): the pull request, the compare of two commits
 * with its patches, files at a commit, reviews and their comments, and review threads (GraphQL only: their state,
 * and resolving one). Every answer is untrusted: what is read is checked for shape, and a value of another shape is
 * an error naming it.
 */
import type { Repo } from '../flow/context.ts';
import type { NewReviewComment, PostedReview, PullFacts, ReviewPort, ReviewThread } from '../flow/host.ts';
import type { DiffFile } from '../flow/review.ts';
import { graphql } from './graphql.ts';
import type { Octokit } from './octokit.ts';

/** The most files a compare lists (GitHub's own limit is 300 on a page; a compare gives at most 3,000). */
const COMPARE_PER_PAGE = 100;
const MAX_COMPARE_PAGES = 30;
/** The most threads read (a page of 100 each). */
const MAX_THREAD_PAGES = 10;

const status = (err: unknown) => (err as { status?: number }).status;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const obj = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** The reasons GitHub gave for a refusal: its answer's `errors` (texts, or objects with a `message`), untrusted. */
function reasonsOf(err: unknown): string {
  const errors = obj(obj((err as { response?: unknown }).response)?.data)?.errors;
  if (!Array.isArray(errors)) return '';
  return errors
    .map((e) => str(e) ?? str(obj(e)?.message) ?? '')
    .filter((e) => e !== '')
    .join('; ');
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`GitHub answered without ${what}`);
  return value;
}

const THREADS_QUERY = `query($owner: String!, $name: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { id isResolved isOutdated path line comments(first: 100) { nodes { databaseId body author { login } } } }
      }
    }
  }
}`;

const RESOLVE_MUTATION = `mutation($id: ID!) { resolveReviewThread(input: {threadId: $id}) { thread { id isResolved } } }`;

export class GitHubReviews implements ReviewPort {
  private readonly octokit: Octokit;
  private readonly repo: Repo;
  private readonly graphqlUrl: string;
  /** The octokit GraphQL reads go through (see GitHubRepositoryOptions.queries). */
  private readonly queries: Octokit;

  constructor(octokit: Octokit, repo: Repo, graphqlUrl: string, queries: Octokit) {
    this.octokit = octokit;
    this.repo = repo;
    this.graphqlUrl = graphqlUrl;
    this.queries = queries;
  }

  async pull(number: number): Promise<PullFacts> {
    const { data } = await this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
      ...this.repo,
      pull_number: number,
    });
    const headRepo = str(obj(obj(data.head)?.repo)?.full_name);
    const self = `${this.repo.owner}/${this.repo.repo}`.toLowerCase();
    return {
      number,
      headSha: need(str(data.head?.sha), 'the pull request head SHA'),
      headRef: str(data.head?.ref) ?? '',
      baseSha: need(str(data.base?.sha), 'the pull request base SHA'),
      draft: data.draft === true,
      state: str(data.state) ?? 'open',
      author: str(data.user?.login) ?? '',
      authorType: str(data.user?.type),
      // A head repository GitHub no longer shows (deleted) is not this one.
      fork: headRepo === undefined || headRepo.toLowerCase() !== self,
    };
  }

  async compare(base: string, head: string): Promise<DiffFile[] | undefined> {
    const files: DiffFile[] = [];
    for (let page = 1; page <= MAX_COMPARE_PAGES; page++) {
      let data;
      try {
        ({ data } = await this.octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
          ...this.repo,
          basehead: `${base}...${head}`,
          per_page: COMPARE_PER_PAGE,
          page,
        }));
      } catch (err) {
        if (status(err) === 404) return undefined;
        throw err;
      }
      const listed = Array.isArray(data.files) ? data.files : [];
      for (const file of listed) {
        const path = str(file.filename);
        if (path === undefined) continue;
        files.push({ path, status: str(file.status) ?? 'modified', patch: str(file.patch) });
      }
      if (listed.length < COMPARE_PER_PAGE) break;
    }
    return files;
  }

  async fileAt(ref: string, path: string): Promise<string | undefined> {
    let data: unknown;
    try {
      ({ data } = await this.octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
        ...this.repo,
        path,
        ref,
      }));
    } catch (err) {
      if (status(err) === 404) return undefined;
      throw err;
    }
    const file = obj(data);
    if (file?.type !== 'file') return undefined;
    const content = str(file.content);
    if (content === undefined || file.encoding !== 'base64') return undefined;
    return Buffer.from(content, 'base64').toString('utf8');
  }

  async reviews(number: number): Promise<PostedReview[]> {
    const reviews = await this.octokit.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      ...this.repo,
      pull_number: number,
      per_page: 100,
    });
    return reviews.flatMap((r) => {
      const id = num(r.id);
      return id === undefined
        ? []
        : [
            {
              id,
              url: str(r.html_url) ?? '',
              author: str(r.user?.login) ?? '',
              body: str(r.body) ?? '',
              commitId: str(r.commit_id),
            },
          ];
    });
  }

  async createReview(
    number: number,
    review: { commitId: string; body: string; comments: NewReviewComment[] },
  ): Promise<PostedReview | 'unresolvable'> {
    let data;
    try {
      ({ data } = await this.octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
        ...this.repo,
        pull_number: number,
        commit_id: review.commitId,
        body: review.body,
        event: 'COMMENT',
        ...(review.comments.length ? { comments: review.comments } : {}),
        // A retry could post the review twice: a re-run finds it by its marker instead.
        request: { retries: 0 },
      }));
    } catch (err) {
      if (status(err) !== 422) throw err;
      // Two refusals that no review of this head gets past, and any other: a line it could not place (GitHub does
      // not say which).
      const why = reasonsOf(err);
      if (/pending review/i.test(why))
        throw new Error(
          `GitHub refused the review of pull request #${number} (422: ${why}): the token's account has a review of it pending, and GitHub keeps one per account (a review begun on the pull request's page and not submitted). Submit or discard it, then run the job again`,
        );
      if (/no commit found/i.test(why))
        throw new Error(
          `GitHub refused the review of pull request #${number} (422: ${why}): commit ${review.commitId.slice(0, 7)} is no longer the pull request's (a force-push replaced it); the review of its new head is the job of that push`,
        );
      return 'unresolvable';
    }
    return {
      id: need(num(data.id), 'the review id'),
      url: str(data.html_url) ?? '',
      author: str(data.user?.login) ?? '',
      body: str(data.body) ?? '',
      commitId: str(data.commit_id),
    };
  }

  async threads(number: number): Promise<ReviewThread[]> {
    const threads: ReviewThread[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_THREAD_PAGES; page++) {
      const data = await graphql(this.queries, this.graphqlUrl, 'the review threads', THREADS_QUERY, {
        owner: this.repo.owner,
        name: this.repo.repo,
        number,
        after,
      });
      const connection = obj(obj(obj(obj(data)?.repository)?.pullRequest)?.reviewThreads);
      if (!connection)
        throw new Error(`GitHub's GraphQL API answered without the review threads of #${number}`);
      for (const node of Array.isArray(connection.nodes) ? connection.nodes : []) {
        const thread = obj(node);
        const id = str(thread?.id);
        if (!thread || id === undefined) continue;
        const comments = obj(thread.comments)?.nodes;
        threads.push({
          id,
          isResolved: thread.isResolved === true,
          isOutdated: thread.isOutdated === true,
          path: str(thread.path) ?? '',
          line: num(thread.line),
          comments: (Array.isArray(comments) ? comments : []).flatMap((c) => {
            const comment = obj(c);
            return comment
              ? [
                  {
                    id: num(comment.databaseId),
                    author: str(obj(comment.author)?.login) ?? '',
                    body: str(comment.body) ?? '',
                  },
                ]
              : [];
          }),
        });
      }
      const info = obj(connection.pageInfo);
      after = info?.hasNextPage === true ? (str(info.endCursor) ?? null) : null;
      if (after === null) break;
    }
    return threads;
  }

  async replyTo(number: number, commentId: number, body: string): Promise<void> {
    await this.octokit.request(
      'POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies',
      { ...this.repo, pull_number: number, comment_id: commentId, body, request: { retries: 0 } },
    );
  }

  async resolveThread(threadId: string): Promise<void> {
    await graphql(this.octokit, this.graphqlUrl, 'resolveReviewThread', RESOLVE_MUTATION, { id: threadId });
  }
}
