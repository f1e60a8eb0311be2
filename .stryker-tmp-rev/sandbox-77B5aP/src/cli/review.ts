/**
 * `cloud-agent review`: the pull request it reviews and the GitHub it reads it from, from the flags and the
 * environment (GITHUB_TOKEN or GH_TOKEN, GITHUB_API_URL; GITHUB_GRAPHQL_URL is read where GitHub is opened). Every
 * problem is a usage error, before anything is sent. The review reads a GitHub pull request, so a GitLab job has none
 * to give it.
 */
import type { Repo } from '../flow/context.ts';
import type { CiJob } from './ci.ts';
import { UsageError } from './usage.ts';

/** The pull request to review and how to reach GitHub. */
export interface ReviewTarget {
  repo: Repo;
  number: number;
  token: string;
  /** GITHUB_API_URL without a trailing slash, else GitHub's. */
  apiUrl: string;
}

/** GitHub's API, where GITHUB_API_URL does not name another (GitHub Enterprise Server). */
export const GITHUB_API = 'https://api.github.com';

/** The repository and the pull request `--repo` and `--pr` name (in GitHub Actions, the job's repository by default). */
export function reviewTarget(
  flags: { pr: string | undefined; repo: string | undefined },
  ci: CiJob | undefined,
  env: NodeJS.ProcessEnv,
): ReviewTarget {
  if (ci?.ci === 'GitLab CI')
    throw new UsageError('review is not supported on GitLab CI: it reads a GitHub pull request');
  if (flags.pr === undefined)
    throw new UsageError('review needs the pull request to review: give --pr <number>', '--pr');
  if (!/^[1-9]\d{0,8}$/.test(flags.pr))
    throw new UsageError(`--pr takes the number of a pull request, got "${flags.pr}"`, '--pr');
  const repository = flags.repo ?? (ci?.ci === 'GitHub Actions' ? ci.repository : undefined);
  if (!repository)
    throw new UsageError(
      "review needs the pull request's repository: give --repo owner/repo (in GitHub Actions, the job's repository is the default)",
      '--repo',
    );
  const parts = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repository);
  if (!parts)
    throw new UsageError(
      `--repo takes a GitHub repository as owner/repo, such as acme/app, got "${repository}"`,
      '--repo',
    );
  const token = env.GITHUB_TOKEN?.trim() || env.GH_TOKEN?.trim();
  if (!token)
    throw new UsageError(
      'review reads the pull request from GitHub: set GITHUB_TOKEN (or GH_TOKEN) to a token that may read the repository (its pull requests and contents); review posts nothing with it',
      'GITHUB_TOKEN',
    );
  return {
    repo: { owner: parts[1]!, repo: parts[2]! },
    number: Number(flags.pr),
    token,
    apiUrl: apiUrlOf(env),
  };
}

/** GITHUB_API_URL, checked: an http(s) URL; GitHub's API when unset. */
export function apiUrlOf(env: NodeJS.ProcessEnv): string {
  const given = env.GITHUB_API_URL?.trim();
  if (!given) return GITHUB_API;
  let url: URL | undefined;
  try {
    url = new URL(given);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new UsageError(
      `GITHUB_API_URL is not an http(s) URL: "${given.slice(0, 200)}"; give GitHub's API (e.g. https://github.example.com/api/v3), or unset it for ${GITHUB_API}`,
      'GITHUB_API_URL',
    );
  return given.replace(/\/+$/, '');
}
