/**
 * Who the action is on GitHub: the login its token writes as. The action finds its own tracking comments (with a
 * marker that verifies) by that author, so the login must be the one GitHub puts on what the token writes.
 *
 * GraphQL's `viewer { login }` answers it for every kind of token: a personal token's user, `github-actions[bot]` for
 * a workflow's GITHUB_TOKEN, `<app>[bot]` for a GitHub App's installation token. `GET /user` is not asked: it
 * answers every installation token 403 ("Resource not accessible by integration"), so it cannot tell GITHUB_TOKEN
 * from an app's token.
 *
 * When the login cannot be read, the look-up fails and says why; it never guesses. Taking an app's token for
 * github-actions[bot] would miss the action's own tracking comment and post a second one (and start a second run on
 * a reply). Without the login each caller goes on as it does when GitHub fails to list a thread's comments: a step
 * reports in the job summary only, a settle leaves the run for the next settle, a comment that calls the action
 * fails the step before anything is sent to the service.
 */
import { GitHubGraphQLError, graphql, kindOf } from './graphql.ts';
import type { Octokit } from './octokit.ts';

export const VIEWER_QUERY = 'query { viewer { login } }';

/** Longer than any login GitHub gives (39 characters and `[bot]`, or an enterprise's suffix), short enough to show. */
const MAX_LOGIN_CHARS = 100;

/** The login the token writes as, asked of the GraphQL API at `graphqlUrl`; rejects saying why it cannot be read. */
export async function selfLogin(octokit: Octokit, graphqlUrl: string): Promise<string> {
  try {
    const data = await graphql(octokit, graphqlUrl, 'viewer { login }', VIEWER_QUERY);
    return loginOf(data, graphqlUrl);
  } catch (err) {
    if (!(err instanceof GitHubGraphQLError)) throw err;
    const what =
      err.status === 401
        ? 'GitHub refused the token: check the github-token input'
        : 'without it the action cannot tell its own comments; re-run the job';
    throw new GitHubGraphQLError(
      `could not learn which login the GitHub token writes as: ${err.message}; ${what}`,
      {
        status: err.status,
        errors: err.errors,
        cause: err,
      },
    );
  }
}

/** `data.viewer.login`, when it is a login: any word GitHub gives (a bot's `[bot]`, an enterprise's `_suffix`). */
function loginOf(data: Record<string, unknown>, graphqlUrl: string): string {
  const viewer = data.viewer;
  const login =
    viewer !== null && typeof viewer === 'object' ? (viewer as { login?: unknown }).login : undefined;
  if (typeof login === 'string' && /^\S+$/.test(login) && login.length <= MAX_LOGIN_CHARS) return login;
  const found =
    viewer === null || typeof viewer !== 'object' || Array.isArray(viewer)
      ? `viewer is ${kindOf(viewer)}`
      : typeof login === 'string' && login !== ''
        ? `viewer.login is not a login (${login.length > MAX_LOGIN_CHARS ? `${login.length} characters` : 'it has spaces'})`
        : `viewer.login is ${kindOf(login)}`;
  throw new GitHubGraphQLError(
    `GitHub's GraphQL API (${graphqlUrl}) answered viewer { login } without a login: ${found}`,
    {},
  );
}
