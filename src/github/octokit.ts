/**
 * Octokit from @actions/github with retries and throttling. Reads are retried; writes that create something
 * (a comment) are sent with retries off, and the caller looks before it posts again.
 */
import { log, redactor } from '../host/action.ts';
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
    log.warning(
      `GitHub ${kind} on ${options.method} ${options.url}; ${retryCount < 2 ? `retrying in ${retryAfter}s` : 'giving up'}`,
    );
    return retryCount < 2;
  };
}

/** Request fields that carry text people read: comment and reply bodies, titles, check run names and summaries. */
const TEXT_FIELDS = ['body', 'title', 'name', 'summary', 'text'] as const;
/** The text a check run's `output` carries. */
const OUTPUT_FIELDS = ['title', 'summary', 'text'] as const;

/**
 * The GitHub edge of the redaction: every string a request is about to write (see TEXT_FIELDS, OUTPUT_FIELDS) is
 * redacted, whichever code sent it. Run by every octokit this module makes, before each request.
 */
export function redactRequest(options: Record<string, unknown>): void {
  for (const field of TEXT_FIELDS) {
    const value = options[field];
    if (typeof value === 'string') options[field] = redactor.redact(value);
  }
  const output = options.output;
  if (output && typeof output === 'object' && !Array.isArray(output)) {
    const redacted: Record<string, unknown> = { ...output };
    for (const field of OUTPUT_FIELDS) {
      const value = redacted[field];
      if (typeof value === 'string') redacted[field] = redactor.redact(value);
    }
    options.output = redacted;
  }
}

export function createOctokit(token: string, baseUrl: string): Octokit {
  const octokit = getOctokit(
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
  octokit.hook.before('request', (options) => redactRequest(options as Record<string, unknown>));
  return octokit;
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
