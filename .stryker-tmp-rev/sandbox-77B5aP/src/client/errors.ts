/**
 * Every failure the client reports is a CloudAgentError. The subclasses say what kind of failure it was, so a
 * caller can tell "the service said no" (ApiError) from "we never got an answer" (ApiConnectionError,
 * ApiTimeoutError), "the answer was not what the contract promises" (ApiResponseError), "the caller stopped us"
 * (ApiAbortError) and "we refused to send this at all" (InvalidArgumentError).
 */
export class CloudAgentError extends Error {
  /**
   * How a command this error ends ends (src/shared/outcome.ts reads it; the names are that list's, checked by the
   * compiler there): the service failed, or (InvalidArgumentError) a value given was wrong.
   */
  readonly outcome: 'service' | 'usage' = 'service';
  /** The operationId of the call, e.g. `createRun`. */
  readonly operation: string | undefined;
  /**
   * True when a request that creates something may or may not have been acted on by the service (a timeout or a
   * reset after the request was sent, a 5xx). The caller should look for what it tried to create before trying
   * again.
   */
  readonly outcomeUnknown: boolean;

  constructor(
    message: string,
    options: { operation?: string; cause?: unknown; outcomeUnknown?: boolean } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.operation = options.operation;
    this.outcomeUnknown = options.outcomeUnknown ?? false;
  }
}

/** The fields of an RFC 7807 / `Error` body the client understands. */
export interface ErrorBody {
  error?: unknown;
  error_code?: unknown;
  status?: unknown;
  title?: unknown;
  type?: unknown;
  detail?: unknown;
  instance?: unknown;
  retryable?: unknown;
  trace_id?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

export interface ApiErrorInit {
  status: number;
  operation?: string;
  method?: string;
  path?: string;
  body?: ErrorBody | undefined;
  rawBody?: string;
  headers?: Record<string, string>;
  outcomeUnknown?: boolean;
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** `https://docs…/errors/resource_not_found` or `/reference/…/errors/resource-not-found/` → `resource_not_found`. */
export function errorCodeFromType(type: unknown): string | undefined {
  const text = str(type);
  if (!text || text === 'about:blank') return undefined;
  const segments = text
    .split(/[?#]/, 1)[0]!
    .split('/')
    .filter((s) => s !== '');
  const last = segments.at(-1);
  if (!last || !/^[a-z0-9_-]+$/i.test(last)) return undefined;
  return last.toLowerCase().replace(/-/g, '_');
}

/** The service answered with an HTTP error status. */
export class ApiError extends CloudAgentError {
  readonly status: number;
  readonly errorCode: string | undefined;
  readonly title: string | undefined;
  readonly detail: string | undefined;
  readonly retryable: boolean | undefined;
  readonly traceId: string | undefined;
  readonly body: ErrorBody | undefined;
  readonly headers: Record<string, string>;

  constructor(init: ApiErrorInit) {
    const body = init.body;
    const errorCode = str(body?.error_code) ?? errorCodeFromType(body?.type);
    const title = str(body?.title);
    const detail = str(body?.detail);
    const retryable = typeof body?.retryable === 'boolean' ? body.retryable : undefined;
    const traceId = str(body?.trace_id);
    super(describe(init, errorCode, title, detail, traceId), {
      operation: init.operation,
      outcomeUnknown: init.outcomeUnknown,
    });
    this.status = init.status;
    this.errorCode = errorCode;
    this.title = title;
    this.detail = detail;
    this.retryable = retryable;
    this.traceId = traceId;
    this.body = body;
    this.headers = init.headers ?? {};
  }
}

function describe(
  init: ApiErrorInit,
  errorCode: string | undefined,
  title: string | undefined,
  detail: string | undefined,
  traceId: string | undefined,
): string {
  const what = init.operation ? `${init.operation} failed` : 'request failed';
  const code = errorCode ? ` ${errorCode}` : '';
  let text =
    title && detail
      ? `${title}: ${detail}`
      : (title ?? detail ?? str(init.body?.error) ?? str(init.body?.message));
  if (!text && init.rawBody) text = init.rawBody.slice(0, 200);
  const hint = hintFor(init.status, errorCode);
  return (
    `${what} (HTTP ${init.status}${code})` +
    (text ? `: ${text}` : '') +
    (hint ? `. ${hint}` : '') +
    (traceId ? ` [trace ${traceId}]` : '')
  );
}

/** What a person should do about an error, where there is something useful to say. */
export function hintFor(status: number, errorCode: string | undefined): string | undefined {
  switch (errorCode) {
    case 'feature_not_available':
      return 'Metadata filtering (or the feature used) is not enabled for this team; ask the service to enable it or drop the filter';
    case 'insufficient_credits':
    case 'budget_exceeded':
      return "The team's credits or budget are used up; add credits or raise the budget";
    case 'external_authentication_required':
      return 'An integration needs to be reconnected; follow the auth_url in the error body';
    case 'integration_not_configured':
    case 'integration_disabled':
      return 'Set up or enable the integration for the team before starting runs that need it';
    case 'operation_not_supported':
      return 'The service does not support this operation for this resource';
    case 'conflict':
      return 'The resource is busy (for example a run still being prepared); try again in a moment';
    default:
      break;
  }
  switch (status) {
    case 401:
      return 'The API key was missing or not accepted';
    case 403:
      return 'The API key is valid but may not do this: check the team, environment, MCP server or factory permissions';
    case 404:
      return 'It does not exist or this key cannot see it: check the id';
    case 429:
      return 'The service is rate limiting this key; wait and try again';
    default:
      return status >= 500 ? 'The service had an internal problem; try again later' : undefined;
  }
}

/** The request never got an HTTP answer: refused, reset, DNS failure, truncated body. */
export class ApiConnectionError extends CloudAgentError {}

/** An attempt took longer than the per-attempt timeout, or the overall deadline passed. */
export class ApiTimeoutError extends CloudAgentError {}

/** The caller's AbortSignal fired. */
export class ApiAbortError extends CloudAgentError {}

/** A 2xx answer whose body is not what the contract promises: malformed JSON, wrong content type, truncated. */
export class ApiResponseError extends CloudAgentError {
  readonly status: number;
  readonly contentType: string | undefined;
  constructor(
    message: string,
    init: { operation?: string; status: number; contentType?: string | undefined; cause?: unknown },
  ) {
    super(message, { operation: init.operation, cause: init.cause });
    this.status = init.status;
    this.contentType = init.contentType;
  }
}

/**
 * A 2xx JSON answer that breaks the shape the contract declares: a required field missing, or a field of the wrong
 * JSON type. The message names the operation, the field, what was expected and the JSON type that came; never the
 * value, which may hold secrets.
 */
export class ApiShapeError extends ApiResponseError {
  /** Where, e.g. `state` or `runs[2].run_id`; `(answer)` for the body itself. */
  readonly field: string;
  /** What the contract declares, e.g. `string`, `array`, `object or null`. */
  readonly expected: string;
  /** The JSON type that came, e.g. `object`, `null`, `undefined (missing)`. */
  readonly got: string;
  constructor(init: {
    operation: string;
    status: number;
    contentType?: string | undefined;
    field: string;
    expected: string;
    got: string;
  }) {
    super(
      `${init.operation} answered a wrong shape: ${init.field}: expected ${init.expected}, got ${init.got}`,
      init,
    );
    this.field = init.field;
    this.expected = init.expected;
    this.got = init.got;
  }
}

/** A value was refused before anything was sent; `field` names it. */
export class InvalidArgumentError extends CloudAgentError {
  override readonly outcome = 'usage';
  readonly field: string;
  constructor(field: string, message: string, operation?: string) {
    super(`${field}: ${message}`, { operation });
    this.field = field;
  }
}
