/**
 * GitHub's GraphQL API through the action's octokit: the same proxy, per-attempt timeout, retries, throttling, call
 * budget and redaction as every REST call (src/github/octokit.ts), sent with `octokit.request` to the GraphQL URL.
 * Its answer is untrusted: GitHub answers a query that failed with HTTP 200 and `errors`, and a proxy or a broken
 * server may answer anything, so `data` is handed on only when the answer is an object without errors; what reads
 * it checks the fields it uses.
 *
 * Not `octokit.graphql`: it hands back `data` without looking at it (a `null` body is a TypeError inside it), and on
 * GitHub Enterprise Server it derives the URL from the REST one even when the runner's GITHUB_GRAPHQL_URL is given.
 */
import { OutcomeError } from '../shared/outcome.ts';
import { GitHubTimeoutError, statusOf, type Octokit } from './octokit.ts';

/** The REST API of GitHub Enterprise Server ends so; its GraphQL API is at `<host>/api/graphql`. */
const ENTERPRISE_REST = /\/api\/v3\/?$/;

/**
 * The GraphQL endpoint beside the REST API at `apiUrl`: `https://api.github.com/graphql` on github.com (and
 * `https://api.<subdomain>.ghe.com/graphql` on GHE.com), `<host>/api/graphql` on GitHub Enterprise Server, whose
 * REST API is `<host>/api/v3`.
 */
export function graphqlUrlFor(apiUrl: string): string {
  return ENTERPRISE_REST.test(apiUrl)
    ? apiUrl.replace(ENTERPRISE_REST, '/api/graphql')
    : `${apiUrl.replace(/\/+$/, '')}/graphql`;
}

/**
 * The GraphQL endpoint of a job: GITHUB_GRAPHQL_URL as the runner sets it, else the one beside `apiUrl`. It must be
 * an http(s) URL on the REST API's origin: the token goes there, through the proxy chosen for that origin.
 */
export function graphqlUrlOf(vars: NodeJS.ProcessEnv, apiUrl: string): string {
  const given = vars.GITHUB_GRAPHQL_URL?.trim();
  if (!given) return graphqlUrlFor(apiUrl);
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`GITHUB_GRAPHQL_URL is not a URL: "${given}"; leave it to the runner, or unset it`);
  }
  const api = new URL(apiUrl);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== api.origin) {
    throw new Error(
      `GITHUB_GRAPHQL_URL (${url.origin}) is not on the origin of GITHUB_API_URL (${api.origin}): the GitHub token is sent to GitHub's API only; leave both to the runner, or unset GITHUB_GRAPHQL_URL`,
    );
  }
  return given.replace(/\/+$/, '');
}

/** One entry of a GraphQL answer's `errors`, as far as it is shown. */
export interface GraphQLErrorEntry {
  message: string;
  /** GitHub's kind of error (`NOT_FOUND`, `FORBIDDEN`, `RATE_LIMITED`), when it gives one. */
  type?: string;
}

/**
 * A GraphQL call that did not give data to read: an HTTP error (`status` set), an answer with `errors`, or an answer
 * that is not a GraphQL answer at all.
 */
export class GitHubGraphQLError extends OutcomeError {
  override name = 'GitHubGraphQLError';
  /** The HTTP status, when GitHub (or what answered) refused the request. */
  readonly status: number | undefined;
  /** The answer's `errors`, when it had some. */
  readonly errors: GraphQLErrorEntry[];
  constructor(
    message: string,
    options: { status?: number | undefined; errors?: GraphQLErrorEntry[]; cause?: unknown },
  ) {
    super(message, 'service', options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.errors = options.errors ?? [];
  }
}

/** At most this many of an answer's errors are named in a message, each cut to MESSAGE_CHARS. */
const SHOWN_ERRORS = 3;
const MESSAGE_CHARS = 200;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** GitHub's text, on one line and cut short: it is shown in a log line. */
function shown(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_CHARS ? `${line.slice(0, MESSAGE_CHARS - 1)}…` : line;
}

/** The entries of an answer's `errors`, whatever their shape. */
function errorEntries(errors: unknown[]): GraphQLErrorEntry[] {
  return errors.map((entry) => {
    const fields = isObject(entry) ? entry : {};
    const message =
      typeof fields.message === 'string' && fields.message.trim() ? shown(fields.message) : '(no message)';
    return typeof fields.type === 'string' ? { message, type: shown(fields.type) } : { message };
  });
}

/** A value's kind, as an error message names it. */
export function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Sends `query` with `variables` to the GraphQL API at `url`; resolves the answer's `data` (an object). `what` names
 * the query in messages. Rejects with a GitHubGraphQLError on an HTTP error, on an answer with `errors` (partial
 * data is not used), and on an answer without an object `data`.
 */
export async function graphql(
  octokit: Octokit,
  url: string,
  what: string,
  query: string,
  variables: Json = {},
  signal?: AbortSignal,
): Promise<Json> {
  const where = `GitHub's GraphQL API (${url})`;
  let answer: unknown;
  try {
    ({ data: answer } = await octokit.request({
      method: 'POST',
      url,
      query,
      variables,
      ...(signal ? { request: { signal } } : {}),
    }));
  } catch (err) {
    // A body octokit's plugins cannot read (`errors` that is not a list, `null`) fails inside them.
    if (err instanceof TypeError) {
      throw new GitHubGraphQLError(
        `${where} answered ${what} with something that is not a GraphQL answer (${err.message})`,
        { cause: err },
      );
    }
    const status = statusOf(err);
    // The throttling plugin's error for GraphQL rate limits carries the answer it gave up on.
    const errors = (err as { data?: { errors?: unknown } }).data?.errors;
    const http = status !== undefined && !(err instanceof GitHubTimeoutError) ? ` (HTTP ${status})` : '';
    throw new GitHubGraphQLError(`${where} did not answer ${what}: ${(err as Error).message}${http}`, {
      status,
      errors: Array.isArray(errors) ? errorEntries(errors) : [],
      cause: err,
    });
  }
  if (!isObject(answer)) {
    const body = answer === undefined || answer === '' ? 'an empty body' : kindOf(answer);
    throw new GitHubGraphQLError(`${where} answered ${what} with ${body}, not a GraphQL answer`, {});
  }
  if (answer.errors !== undefined && answer.errors !== null) {
    if (!Array.isArray(answer.errors)) {
      throw new GitHubGraphQLError(
        `${where} answered ${what} with errors that are ${kindOf(answer.errors)}, not a list`,
        {},
      );
    }
    const errors = errorEntries(answer.errors);
    const named = errors
      .slice(0, SHOWN_ERRORS)
      .map((e) => (e.type ? `${e.message} (${e.type})` : e.message))
      .join('; ');
    const more = errors.length > SHOWN_ERRORS ? `; and ${errors.length - SHOWN_ERRORS} more` : '';
    throw new GitHubGraphQLError(
      `${where} answered ${what} with errors: ${named || 'an empty list'}${more}`,
      { errors },
    );
  }
  if (!isObject(answer.data)) {
    throw new GitHubGraphQLError(
      `${where} answered ${what} without data: data is ${kindOf(answer.data)}`,
      {},
    );
  }
  return answer.data;
}
