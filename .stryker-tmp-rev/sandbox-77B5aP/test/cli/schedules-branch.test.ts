/**
 * What `schedules plan|apply` may do on the command line (src/cli/ci.ts `schedulesBranch`): in a CI, apply only in
 * a job that builds the default branch (the CI's, else --default-branch), as the action applies only there; from a
 * terminal, apply is the user's explicit choice. Each refusal is a usage error before any request.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.ts';
import { detectCi, schedulesBranch, type CiJob } from '../../src/cli/ci.ts';

const gitlab = (extra: Record<string, string>) =>
  detectCi({ GITLAB_CI: 'true', CI_PROJECT_PATH: 'acme/web', CI_PIPELINE_ID: '4711', ...extra })!;
const azure = (extra: Record<string, string>) =>
  detectCi({
    TF_BUILD: 'True',
    SYSTEM_TEAMPROJECT: 'Fabrikam Fiber',
    BUILD_DEFINITIONNAME: 'agents',
    BUILD_BUILDID: '88',
    ...extra,
  })!;
const jenkins = (extra: Record<string, string>) =>
  detectCi({ JENKINS_URL: 'https://ci.example/', BUILD_NUMBER: '7', JOB_NAME: 'agents', ...extra })!;

/** The usage error `schedulesBranch` throws, or what it returns. */
function outcome(ci: CiJob | undefined, mode: string, flag?: string): string | undefined | UsageError {
  try {
    return schedulesBranch(ci, mode, flag);
  } catch (err) {
    if (err instanceof UsageError) return err;
    throw err;
  }
}

describe('schedulesBranch', () => {
  it('GitLab: apply in a pipeline of the default branch (CI_COMMIT_BRANCH against CI_DEFAULT_BRANCH)', () => {
    expect(outcome(gitlab({ CI_COMMIT_BRANCH: 'main', CI_DEFAULT_BRANCH: 'main' }), 'apply')).toBe('main');
    expect(outcome(gitlab({ CI_COMMIT_BRANCH: 'feature', CI_DEFAULT_BRANCH: 'main' }), 'apply')).toEqual(
      new UsageError(
        'schedules apply in GitLab CI applies on the default branch (main) only, and this job builds refs/heads/feature: nothing was applied; schedules plan shows what would change',
      ),
    );
    // A merge request's pipeline builds no branch of its own.
    expect(outcome(gitlab({ CI_DEFAULT_BRANCH: 'main' }), 'apply')).toEqual(
      new UsageError(
        'schedules apply in GitLab CI applies on the default branch (main) only, and this job builds no branch (a merge request or change request pipeline): nothing was applied; schedules plan shows what would change',
      ),
    );
    // A tag named as the default branch is no branch.
    expect(outcome(gitlab({ CI_COMMIT_TAG: 'main', CI_DEFAULT_BRANCH: 'main' }), 'apply')).toBeInstanceOf(
      UsageError,
    );
  });

  it('a CI that does not say its default branch: --default-branch says it, else apply is refused', () => {
    const main = azure({ BUILD_SOURCEBRANCH: 'refs/heads/main' });
    expect(outcome(main, 'apply')).toEqual(
      new UsageError(
        'schedules apply in Azure Pipelines applies on the default branch only, and Azure Pipelines does not say which branch that is: give --default-branch <name>; nothing was applied',
        '--default-branch',
      ),
    );
    expect(outcome(main, 'apply', 'main')).toBe('main');
    expect(outcome(azure({ BUILD_SOURCEBRANCH: 'refs/heads/feature' }), 'apply', 'main')).toEqual(
      new UsageError(
        'schedules apply in Azure Pipelines applies on the default branch (main) only, and this job builds refs/heads/feature: nothing was applied; schedules plan shows what would change',
      ),
    );
    expect(outcome(azure({ BUILD_SOURCEBRANCH: 'refs/pull/12/merge' }), 'apply', 'main')).toBeInstanceOf(
      UsageError,
    );
    expect(outcome(jenkins({ BRANCH_NAME: 'main' }), 'apply', 'main')).toBe('main');
    expect(outcome(jenkins({ BRANCH_NAME: 'main', CHANGE_ID: '12' }), 'apply', 'main')).toBeInstanceOf(
      UsageError,
    );
  });

  it('--default-branch never overrides what the CI says, and is never empty', () => {
    expect(outcome(gitlab({ CI_COMMIT_BRANCH: 'dev', CI_DEFAULT_BRANCH: 'main' }), 'apply', 'dev')).toEqual(
      new UsageError(
        '--default-branch says dev, but GitLab CI says the default branch is main: leave --default-branch out',
        '--default-branch',
      ),
    );
    expect(outcome(gitlab({ CI_COMMIT_BRANCH: 'main', CI_DEFAULT_BRANCH: 'main' }), 'apply', 'main')).toBe(
      'main',
    );
    expect(outcome(undefined, 'plan', ' ')).toEqual(
      new UsageError('--default-branch is empty: give the branch name, e.g. main', '--default-branch'),
    );
  });

  it('a plan is a plan anywhere; from a terminal, apply is the user’s choice', () => {
    expect(outcome(gitlab({ CI_COMMIT_BRANCH: 'feature', CI_DEFAULT_BRANCH: 'main' }), 'plan')).toBe('main');
    expect(outcome(azure({ BUILD_SOURCEBRANCH: 'refs/heads/feature' }), 'plan')).toBeUndefined();
    expect(outcome(azure({ BUILD_SOURCEBRANCH: 'refs/heads/feature' }), 'plan', 'main')).toBe('main');
    expect(outcome(undefined, 'apply')).toBeUndefined();
    expect(outcome(undefined, 'apply', 'main')).toBe('main');
  });
});
