/**
 * Octokit from @actions/github with retries and throttling. Reads are retried; writes that create something
 * (a comment) are sent with retries off, and the caller looks before it posts again.
 */
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { VERSION } from '../version.ts';

export type Octokit = ReturnType<typeof getOctokit>;

/** Waits out GitHub's rate limits twice, then gives up (with a warning either way). */
function onLimit(kind: string) {
  return (
    retryAfter: number,
    options: { method: string; url: string },
    _octokit: unknown,
    retryCount: number,
  ) => {
    core.warning(
      `GitHub ${kind} on ${options.method} ${options.url}; ${retryCount < 2 ? `retrying in ${retryAfter}s` : 'giving up'}`,
    );
    return retryCount < 2;
  };
}

export function createOctokit(token: string, baseUrl: string): Octokit {
  return getOctokit(
    token,
    {
      baseUrl,
      userAgent: `cloud-agent-action/${VERSION}`,
      retry: { doNotRetry: [400, 401, 403, 404, 410, 422, 451] },
      throttle: { onRateLimit: onLimit('rate limit'), onSecondaryRateLimit: onLimit('secondary rate limit') },
    },
    retry,
    throttling,
  );
}

/** The HTTP status of an octokit error, if it has one. */
export function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

export const GITHUB_ACTIONS_BOT = 'github-actions[bot]';

/**
 * The login the token writes as: a personal token's user, or for an installation token (GITHUB_TOKEN, which
 * cannot read /user) the github-actions bot.
 */
export async function selfLogin(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (err) {
    const status = statusOf(err);
    if (status === 403 || status === 404) return GITHUB_ACTIONS_BOT;
    throw err;
  }
}
