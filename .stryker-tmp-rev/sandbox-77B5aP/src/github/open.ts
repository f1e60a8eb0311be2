/**
 * A repository on GitHub, reached with a token: the workflow's in the action's steps (src/main.ts,
 * src/post-settle.ts), the user's on the command line (`cloud-agent review`). src/cli/ may not import this room
 * (test/architecture.test.ts); the entry (src/index.ts) hands this function to the command line, which calls it once
 * it has checked the token, the API's URL and the repository. One module for all three, so the bundle holds it once.
 */
import type { Repo } from '../flow/context.ts';
import type { Host, Repository } from '../flow/host.ts';
import { graphqlUrlOf } from './graphql.ts';
import { createOctokit, githubBounds } from './octokit.ts';
import { GitHubRepository } from './repository.ts';

/** What the command line gives to reach a repository on GitHub. */
export interface GitHubAccess {
  token: string;
  /** GITHUB_API_URL, else https://api.github.com. */
  apiUrl: string;
  repo: Repo;
  /** The environment: GITHUB_GRAPHQL_URL and the GitHub timeout are read from it. */
  env: NodeJS.ProcessEnv;
}

/** The repository `access` names, on `host` (its log, its redaction); throws when the environment is wrong. */
export function openRepository(access: GitHubAccess, host: Pick<Host, 'log' | 'redact'>): Repository {
  const bounds = githubBounds(access.env);
  const graphqlUrl = graphqlUrlOf(access.env, access.apiUrl);
  return new GitHubRepository(
    createOctokit(access.token, access.apiUrl, host, bounds),
    access.repo,
    host.log,
    {
      graphqlUrl,
      queries: createOctokit(access.token, access.apiUrl, host, bounds),
    },
  );
}
