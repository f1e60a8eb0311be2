/**
 * The errors of src/client/errors.ts as plain values: the class names and fields each kind carries, the message an
 * ApiError builds from an error body (title, detail, error, message or the raw text; a hint for the status or
 * code; the trace id), the code taken from an RFC 7807 `type` URI, and the hint for each status and code.
 */
import { describe, expect, it } from 'vitest';
import {
  ApiAbortError,
  ApiConnectionError,
  ApiError,
  ApiResponseError,
  ApiShapeError,
  ApiTimeoutError,
  CloudAgentError,
  InvalidArgumentError,
  errorCodeFromType,
  hintFor,
} from '../../src/client/errors.ts';

describe('CloudAgentError', () => {
  it('carries the operation, no cause unless given, and outcomeUnknown false by default', () => {
    const error = new CloudAgentError('m');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CloudAgentError');
    expect(error.message).toBe('m');
    expect(error.operation).toBeUndefined();
    expect(error.outcomeUnknown).toBe(false);
    expect('cause' in error).toBe(false);
  });

  it('keeps a given cause, operation and outcomeUnknown', () => {
    const cause = new Error('socket hang up');
    const error = new CloudAgentError('m', { operation: 'createRun', cause, outcomeUnknown: true });
    expect(error.cause).toBe(cause);
    expect(error.operation).toBe('createRun');
    expect(error.outcomeUnknown).toBe(true);
  });

  it('is named after the subclass it is', () => {
    expect(new ApiConnectionError('m').name).toBe('ApiConnectionError');
    expect(new ApiTimeoutError('m').name).toBe('ApiTimeoutError');
    expect(new ApiAbortError('m').name).toBe('ApiAbortError');
    expect(new ApiError({ status: 500 }).name).toBe('ApiError');
    expect(new ApiResponseError('m', { status: 200 }).name).toBe('ApiResponseError');
    expect(new InvalidArgumentError('f', 'm').name).toBe('InvalidArgumentError');
  });
});

describe('errorCodeFromType', () => {
  it.each([
    ['https://docs.warp.dev/errors/resource_not_found', 'resource_not_found'],
    ['/reference/api-and-sdk/troubleshooting/errors/resource-not-found/', 'resource_not_found'],
    ['https://x/errors/Not-Found-Here?lang=en#top', 'not_found_here'],
    ['https://x/errors/conflict#a/b', 'conflict'],
    ['conflict', 'conflict'],
    ['https://x/errors/a1_b-2', 'a1_b_2'],
  ])('%s → %s', (type, code) => {
    expect(errorCodeFromType(type)).toBe(code);
  });

  it.each([
    ['undefined', undefined],
    ['a number', 404],
    ['an empty string', ''],
    ['blanks', '   '],
    ['about:blank', 'about:blank'],
    ['a bare slash', '/'],
    ['a last segment that is not a code', 'https://x/errors/not%20found'],
    ['a last segment with a dot', 'https://x/errors/conflict.html'],
    ['a query only', '?x=1'],
  ])('%s has no code', (_what, type) => {
    expect(errorCodeFromType(type)).toBeUndefined();
  });
});

describe('hintFor', () => {
  it.each([
    [
      'feature_not_available',
      'Metadata filtering (or the feature used) is not enabled for this team; ask the service to enable it or drop the filter',
    ],
    ['insufficient_credits', "The team's credits or budget are used up; add credits or raise the budget"],
    ['budget_exceeded', "The team's credits or budget are used up; add credits or raise the budget"],
    [
      'external_authentication_required',
      'An integration needs to be reconnected; follow the auth_url in the error body',
    ],
    [
      'integration_not_configured',
      'Set up or enable the integration for the team before starting runs that need it',
    ],
    [
      'integration_disabled',
      'Set up or enable the integration for the team before starting runs that need it',
    ],
    ['operation_not_supported', 'The service does not support this operation for this resource'],
    ['conflict', 'The resource is busy (for example a run still being prepared); try again in a moment'],
  ])('code %s, whatever the status', (code, hint) => {
    expect(hintFor(400, code)).toBe(hint);
    expect(hintFor(404, code)).toBe(hint);
  });

  it.each([
    [401, 'The API key was missing or not accepted'],
    [
      403,
      'The API key is valid but may not do this: check the team, environment, MCP server or factory permissions',
    ],
    [404, 'It does not exist or this key cannot see it: check the id'],
    [429, 'The service is rate limiting this key; wait and try again'],
    [500, 'The service had an internal problem; try again later'],
    [503, 'The service had an internal problem; try again later'],
  ])('status %i without a known code', (status, hint) => {
    expect(hintFor(status, undefined)).toBe(hint);
    expect(hintFor(status, 'not_authorized')).toBe(hint);
  });

  it.each([400, 409, 422, 499])('status %i without a known code has no hint', (status) => {
    expect(hintFor(status, undefined)).toBeUndefined();
  });
});

describe('ApiError', () => {
  it('takes its fields from the body; error_code before the type URI', () => {
    const body = {
      error_code: 'budget_exceeded',
      type: 'https://x/errors/conflict',
      title: 'Payment Required',
      detail: 'the budget is used up',
      retryable: false,
      trace_id: 't-1',
    };
    const headers = { 'x-request-id': 'r' };
    const error = new ApiError({ status: 402, operation: 'createRun', body, headers, outcomeUnknown: true });
    expect(error).toBeInstanceOf(CloudAgentError);
    expect(error).toMatchObject({
      status: 402,
      errorCode: 'budget_exceeded',
      title: 'Payment Required',
      detail: 'the budget is used up',
      retryable: false,
      traceId: 't-1',
      operation: 'createRun',
      outcomeUnknown: true,
    });
    expect(error.body).toBe(body);
    expect(error.headers).toBe(headers);
    expect(error.message).toBe(
      "createRun failed (HTTP 402 budget_exceeded): Payment Required: the budget is used up. The team's credits or budget are used up; add credits or raise the budget [trace t-1]",
    );
  });

  it('takes the code from the type URI when there is no error_code, and ignores blank or non-string fields', () => {
    const error = new ApiError({
      status: 409,
      body: {
        error_code: '  ',
        type: 'https://x/errors/conflict',
        title: 7,
        detail: ' ',
        retryable: 'yes',
        trace_id: '',
      },
    });
    expect(error).toMatchObject({
      errorCode: 'conflict',
      title: undefined,
      detail: undefined,
      retryable: undefined,
      traceId: undefined,
      operation: undefined,
      outcomeUnknown: false,
    });
    expect(error.headers).toEqual({});
    expect(error.message).toBe(
      'request failed (HTTP 409 conflict). The resource is busy (for example a run still being prepared); try again in a moment',
    );
  });

  it('says the title alone, or the detail alone', () => {
    expect(new ApiError({ status: 400, operation: 'getRun', body: { title: 'Bad Request' } }).message).toBe(
      'getRun failed (HTTP 400): Bad Request',
    );
    expect(new ApiError({ status: 400, operation: 'getRun', body: { detail: 'limit is 0' } }).message).toBe(
      'getRun failed (HTTP 400): limit is 0',
    );
  });

  it('falls back to the body error, then its message, then the raw text (its first 200 characters)', () => {
    expect(
      new ApiError({ status: 400, operation: 'getRun', body: { error: 'bad limit', message: 'no' } }).message,
    ).toBe('getRun failed (HTTP 400): bad limit');
    expect(new ApiError({ status: 400, operation: 'getRun', body: { message: 'no' } }).message).toBe(
      'getRun failed (HTTP 400): no',
    );
    expect(
      new ApiError({ status: 400, operation: 'getRun', body: { error: ' ' }, rawBody: 'raw text' }).message,
    ).toBe('getRun failed (HTTP 400): raw text');
    const long = 'a'.repeat(200) + 'TAIL';
    expect(new ApiError({ status: 400, operation: 'getRun', rawBody: long }).message).toBe(
      `getRun failed (HTTP 400): ${'a'.repeat(200)}`,
    );
  });

  it('the raw text is not used when the body said something', () => {
    expect(
      new ApiError({ status: 400, operation: 'getRun', body: { title: 'T' }, rawBody: 'raw' }).message,
    ).toBe('getRun failed (HTTP 400): T');
  });

  it('with nothing to say, only the status (and a hint, and the trace)', () => {
    expect(new ApiError({ status: 418, operation: 'getRun' }).message).toBe('getRun failed (HTTP 418)');
    expect(new ApiError({ status: 418, operation: 'getRun', rawBody: '' }).message).toBe(
      'getRun failed (HTTP 418)',
    );
    expect(new ApiError({ status: 404, body: { trace_id: 'abc' } }).message).toBe(
      'request failed (HTTP 404). It does not exist or this key cannot see it: check the id [trace abc]',
    );
  });
});

describe('ApiResponseError and ApiShapeError', () => {
  it('an ApiResponseError keeps the status, content type, operation and cause', () => {
    const cause = new SyntaxError('bad');
    const error = new ApiResponseError('m', {
      operation: 'getRun',
      status: 200,
      contentType: 'text/html',
      cause,
    });
    expect(error).toBeInstanceOf(CloudAgentError);
    expect(error).toMatchObject({ message: 'm', operation: 'getRun', status: 200, contentType: 'text/html' });
    expect(error.cause).toBe(cause);
    expect(error.outcomeUnknown).toBe(false);
  });

  it('an ApiShapeError names the operation, field, what was expected and what came', () => {
    const error = new ApiShapeError({
      operation: 'getRun',
      status: 200,
      contentType: 'application/json',
      field: 'runs[2].run_id',
      expected: 'string',
      got: 'undefined (missing)',
    });
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error.name).toBe('ApiShapeError');
    expect(error.message).toBe(
      'getRun answered a wrong shape: runs[2].run_id: expected string, got undefined (missing)',
    );
    expect(error).toMatchObject({
      operation: 'getRun',
      status: 200,
      contentType: 'application/json',
      field: 'runs[2].run_id',
      expected: 'string',
      got: 'undefined (missing)',
    });
  });
});

describe('InvalidArgumentError', () => {
  it('names the field first, and keeps the operation', () => {
    const error = new InvalidArgumentError('limit', 'must be a whole number', 'listRuns');
    expect(error.message).toBe('limit: must be a whole number');
    expect(error.field).toBe('limit');
    expect(error.operation).toBe('listRuns');
    expect(new InvalidArgumentError('a', 'b').operation).toBeUndefined();
  });
});
