/**
 * The one rule from an error to how a command ends (src/shared/outcome.ts `outcomeOf`), which the dispatcher and the
 * command line both read: every error class of src/ by the outcome it carries, the client's among them (they carry
 * the field without importing ours), and what a signal changes. test/architecture.test.ts checks that no error class
 * of src/ escapes the rule (each is an OutcomeError, or one of the client's that carry the field).
 */
import { describe, expect, it } from 'vitest';
import { DownloadError } from '../../src/cli/inspect.ts';
import { UsageError } from '../../src/cli/usage.ts';
import {
  ApiAbortError,
  ApiConnectionError,
  ApiError,
  ApiResponseError,
  ApiShapeError,
  ApiTimeoutError,
  CloudAgentError,
  CronError,
  InvalidArgumentError,
} from '../../src/client/index.ts';
import { SettleIncompleteError } from '../../src/commands/settle.ts';
import { Refused } from '../../src/flow/admission.ts';
import { BudgetExceededError, RunFailedError } from '../../src/flow/follow.ts';
import { GateError } from '../../src/flow/gate.ts';
import { MetadataNotKeptError } from '../../src/flow/origin.ts';
import { RepositoryFileError } from '../../src/flow/repository-file.ts';
import { SchedulesFileError } from '../../src/flow/schedules-file.ts';
import { DispatchError } from '../../src/flow/starters.ts';
import { FollowError } from '../../src/flow/wait.ts';
import { LookupFailedError } from '../../src/github/access.ts';
import { EventError } from '../../src/github/event.ts';
import { GitHubGraphQLError } from '../../src/github/graphql.ts';
import { GitHubTimeoutError } from '../../src/github/octokit.ts';
import { InputError, OUTCOMES, OutcomeError, outcomeOf, type Outcome } from '../../src/shared/outcome.ts';
import { unreachable } from '../../src/shared/unreachable.ts';

const hook = { method: 'GET', url: '/repos/{owner}/{repo}', request: {} } as never;

/** One of every error class of src/, with the outcome it ends a command with. */
const EVERY_ERROR: [string, unknown, Outcome][] = [
  ['OutcomeError', new OutcomeError('x', 'timeout'), 'timeout'],
  ['InputError', new InputError('wait', 'must be true or false, got "soon"'), 'usage'],
  ['RunFailedError', new RunFailedError('the run ended FAILED', 'run-failed'), 'run-failed'],
  ['BudgetExceededError', new BudgetExceededError('over budget'), 'run-failed'],
  ['GateError', new GateError('the gate failed', 'gate-failed'), 'gate-failed'],
  ['FollowError', new FollowError('getRun failed', { cause: undefined }), 'service'],
  ['DispatchError', new DispatchError('factory "f" was not found'), 'service'],
  ['SchedulesFileError', new SchedulesFileError('a.yml', [{ line: 1, field: 'x', message: 'y' }]), 'usage'],
  ['SettleIncompleteError', new SettleIncompleteError('2 runs left'), 'service'],
  ['RepositoryFileError', new RepositoryFileError('missing', 'a.md does not exist'), 'usage'],
  ['Refused', new Refused({ allowed: false, reason: 'no', quiet: true }), 'error'],
  ['MetadataNotKeptError', new MetadataNotKeptError(), 'service'],
  ['CloudAgentError', new CloudAgentError('x'), 'service'],
  ['ApiError', new ApiError({ status: 500, operation: 'getRun' }), 'service'],
  ['ApiConnectionError', new ApiConnectionError('refused', { operation: 'getRun' }), 'service'],
  ['ApiTimeoutError', new ApiTimeoutError('timed out'), 'service'],
  ['ApiAbortError', new ApiAbortError('aborted'), 'service'],
  ['ApiResponseError', new ApiResponseError('not JSON', { status: 200 }), 'service'],
  [
    'ApiShapeError',
    new ApiShapeError({ operation: 'getRun', status: 200, field: 'state', expected: 'string', got: 'null' }),
    'service',
  ],
  ['InvalidArgumentError', new InvalidArgumentError('run-id', 'is empty'), 'usage'],
  ['CronError', new CronError('minute: 61 is out of range'), 'usage'],
  ['UsageError', new UsageError('--timeout: not a number', '--timeout'), 'usage'],
  ['DownloadError', new DownloadError('the download answered HTTP 403'), 'service'],
  ['GitHubTimeoutError', new GitHubTimeoutError('GitHub did not answer', hook), 'service'],
  ['GitHubGraphQLError', new GitHubGraphQLError('GitHub refused', { status: 502 }), 'service'],
  ['LookupFailedError', new LookupFailedError('HTTP 502'), 'service'],
  ['EventError', new EventError('GITHUB_REPOSITORY is ""'), 'error'],
];

describe('outcomeOf: the one rule', () => {
  it.each(EVERY_ERROR)('%s ends a command with the outcome it carries', (_name, error, outcome) => {
    expect((error as { outcome: unknown }).outcome).toBe(outcome);
    expect(outcomeOf(error, false)).toBe(outcome);
  });

  it('what carries no outcome of the list is an error of this tool', () => {
    expect(outcomeOf(new Error('a bug'), false)).toBe('error');
    expect(outcomeOf(new TypeError('x is undefined'), false)).toBe('error');
    expect(outcomeOf('a string', false)).toBe('error');
    expect(outcomeOf(undefined, false)).toBe('error');
    // The field is read from errors only, and only when it names an outcome.
    expect(outcomeOf({ outcome: 'usage' }, false)).toBe('error');
    expect(outcomeOf(Object.assign(new Error('x'), { outcome: 'failed' }), false)).toBe('error');
    expect(outcomeOf(Object.assign(new Error('x'), { outcome: 'timeout' }), false)).toBe('timeout');
  });

  it('a stopped command is interrupted, whatever it threw, but a wrong input stays a usage error', () => {
    for (const [name, error, outcome] of EVERY_ERROR)
      expect(outcomeOf(error, true), name).toBe(outcome === 'usage' ? 'usage' : 'interrupted');
    expect(outcomeOf(new Error('aborted'), true)).toBe('interrupted');
    expect(outcomeOf('aborted', true)).toBe('interrupted');
  });

  it('the outcomes, in the order the README documents their exit codes', () => {
    expect(OUTCOMES).toEqual([
      'ok',
      'run-failed',
      'gate-failed',
      'schema-invalid',
      'usage',
      'service',
      'timeout',
      'interrupted',
      'error',
    ]);
  });

  it('an InputError keeps its input and reason, worded by the host', () => {
    const error = new InputError('threshold', (name) => `cannot be used with ${name('max-drop-points')}`);
    expect(error.message).toBe('Input "threshold": cannot be used with `max-drop-points`');
    expect(error.reason).toBe('cannot be used with `max-drop-points`');
    expect(error.reasonIn((name) => `--${name}`)).toBe('cannot be used with --max-drop-points');
    expect(error).toBeInstanceOf(OutcomeError);
  });

  it('an OutcomeError keeps its cause', () => {
    const cause = new Error('under');
    expect(new OutcomeError('over', 'service', { cause }).cause).toBe(cause);
    expect(new GitHubGraphQLError('x', { cause }).cause).toBe(cause);
  });
});

describe('unreachable', () => {
  it('says which value no case took', () => {
    expect(() => unreachable('deploy' as never)).toThrow('unhandled case: "deploy"');
  });
});
