/**
 * Which CI job a command runs in (src/cli/ci.ts), read from each CI's variables, and the RunEnvironment made of it:
 * every CI's fields and fallbacks, the variables that tell one CI from another, and the project a settle or the
 * schedules commands take.
 */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.ts';
import { cliEnvironment, detectCi, projectOf, settleRepository } from '../../src/cli/ci.ts';

describe('detectCi', () => {
  it('GitLab: every field', () => {
    expect(
      detectCi({
        GITLAB_CI: 'true',
        CI_PROJECT_PATH: 'acme/web',
        CI_PIPELINE_ID: '4711',
        CI_JOB_NAME: 'review',
        CI_JOB_ID: '902',
        CI_JOB_URL: 'https://gitlab.example/acme/web/-/jobs/902',
        CI_COMMIT_SHA: 'abc123',
      }),
    ).toEqual({
      ci: 'GitLab CI',
      repository: 'acme/web',
      pipeline: '4711',
      job: 'review',
      attempt: '902',
      url: 'https://gitlab.example/acme/web/-/jobs/902',
      sha: 'abc123',
    });
  });

  it('GitLab: told by GITLAB_CI, or by a pipeline of a project; the job by its id when it has no name', () => {
    expect(detectCi({ GITLAB_CI: 'true', CI_PIPELINE_ID: '4711', CI_JOB_ID: '902' })).toEqual({
      ci: 'GitLab CI',
      repository: '',
      pipeline: '4711',
      job: '902',
      attempt: '902',
      url: undefined,
      sha: undefined,
    });
    expect(detectCi({ CI_PIPELINE_ID: '4711', CI_PROJECT_PATH: 'acme/web' })).toMatchObject({
      ci: 'GitLab CI',
      job: '',
      attempt: '1',
    });
    // A pipeline id alone is not GitLab's.
    expect(detectCi({ CI_PIPELINE_ID: '4711' })).toBeUndefined();
    expect(detectCi({ CI_PROJECT_PATH: 'acme/web' })).toBeUndefined();
  });

  it('Buildkite: the step by id, else key, else label, with the parallel job; the retry count from 0', () => {
    const base = { BUILDKITE: 'true', BUILDKITE_BUILD_ID: 'b1' };
    expect(
      detectCi({
        ...base,
        BUILDKITE_ORGANIZATION_SLUG: 'acme',
        BUILDKITE_PIPELINE_SLUG: 'web',
        BUILDKITE_STEP_ID: 's1',
        BUILDKITE_STEP_KEY: 'review',
        BUILDKITE_LABEL: ':robot: Review',
        BUILDKITE_PARALLEL_JOB: '2',
        BUILDKITE_RETRY_COUNT: '1',
        BUILDKITE_BUILD_URL: 'https://buildkite.com/acme/web/builds/7',
        BUILDKITE_COMMIT: 'abc123',
      }),
    ).toEqual({
      ci: 'Buildkite',
      repository: 'acme/web',
      pipeline: 'b1',
      job: 's1/2',
      attempt: '2',
      url: 'https://buildkite.com/acme/web/builds/7',
      sha: 'abc123',
    });
    const job = (env: Record<string, string>) => detectCi({ ...base, ...env })!;
    expect(job({ BUILDKITE_STEP_KEY: 'review', BUILDKITE_LABEL: 'Review' }).job).toBe('review');
    expect(job({ BUILDKITE_LABEL: 'Review' }).job).toBe('Review');
    expect(job({}).job).toBe('');
    expect(job({}).attempt).toBe('1');
    expect(job({}).repository).toBe('');
  });

  it('CircleCI: the job with its node index; the build number as the attempt, else 1', () => {
    const base = { CIRCLECI: 'true', CIRCLE_WORKFLOW_ID: 'w1' };
    expect(
      detectCi({
        ...base,
        CIRCLE_PROJECT_USERNAME: 'acme',
        CIRCLE_PROJECT_REPONAME: 'web',
        CIRCLE_JOB: 'agent',
        CIRCLE_NODE_INDEX: '3',
        CIRCLE_BUILD_NUM: '77',
        CIRCLE_BUILD_URL: 'https://circleci.com/gh/acme/web/77',
        CIRCLE_SHA1: 'abc123',
      }),
    ).toEqual({
      ci: 'CircleCI',
      repository: 'acme/web',
      pipeline: 'w1',
      job: 'agent/3',
      attempt: '77',
      url: 'https://circleci.com/gh/acme/web/77',
      sha: 'abc123',
    });
    expect(detectCi(base)).toMatchObject({ job: '', attempt: '1' });
  });

  it('Azure Pipelines: told by TF_BUILD in either case; a link to the build when the collection is known', () => {
    const base = { BUILD_BUILDID: '12', SYSTEM_TEAMPROJECT: 'Acme Web' };
    expect(
      detectCi({
        ...base,
        TF_BUILD: 'true',
        BUILD_DEFINITIONNAME: 'web',
        SYSTEM_STAGENAME: 'ci',
        SYSTEM_PHASENAME: 'agent',
        SYSTEM_JOBNAME: '__default',
        SYSTEM_COLLECTIONURI: 'https://dev.azure.com/acme/',
        BUILD_SOURCEVERSION: 'abc123',
      }),
    ).toEqual({
      ci: 'Azure Pipelines',
      repository: 'Acme Web/web',
      pipeline: '12',
      job: 'ci/agent/__default',
      attempt: '1',
      url: 'https://dev.azure.com/acme/Acme%20Web/_build/results?buildId=12',
      sha: 'abc123',
    });
    expect(detectCi({ ...base, TF_BUILD: 'True', SYSTEM_JOBATTEMPT: '2' })).toMatchObject({
      ci: 'Azure Pipelines',
      attempt: '2',
      url: undefined,
    });
    expect(detectCi({ ...base, TF_BUILD: 'TRUE' })).toBeUndefined();
  });

  it('Jenkins: a build of a job, the stage as the job; a build number without Jenkins is no CI', () => {
    expect(
      detectCi({
        JENKINS_URL: 'https://ci.example',
        JOB_NAME: 'web/main',
        BUILD_NUMBER: '31',
        STAGE_NAME: 'Review',
        BUILD_URL: 'https://ci.example/job/web/31/',
        GIT_COMMIT: 'abc123',
      }),
    ).toEqual({
      ci: 'Jenkins',
      repository: 'web/main',
      pipeline: '31',
      job: 'Review',
      attempt: '1',
      url: 'https://ci.example/job/web/31/',
      sha: 'abc123',
    });
    expect(detectCi({ BUILD_NUMBER: '31' })).toBeUndefined();
    expect(detectCi({ JENKINS_URL: 'https://ci.example' })).toBeUndefined();
  });

  it('GitHub Actions: the workflow run and job, linked when the server is known', () => {
    const base = { GITHUB_ACTIONS: 'true', GITHUB_RUN_ID: '9001', GITHUB_REPOSITORY: 'acme/app' };
    expect(
      detectCi({
        ...base,
        GITHUB_JOB: 'agent',
        GITHUB_RUN_ATTEMPT: '2',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_SHA: 'abc123',
      }),
    ).toEqual({
      ci: 'GitHub Actions',
      repository: 'acme/app',
      pipeline: '9001',
      job: 'agent',
      attempt: '2',
      url: 'https://github.com/acme/app/actions/runs/9001',
      sha: 'abc123',
    });
    expect(detectCi(base)).toEqual({
      ci: 'GitHub Actions',
      repository: 'acme/app',
      pipeline: '9001',
      job: '',
      attempt: '1',
      url: undefined,
      sha: undefined,
    });
    expect(
      detectCi({ GITHUB_ACTIONS: 'true', GITHUB_RUN_ID: '9001', GITHUB_SERVER_URL: 'https://github.com' }),
    ).toMatchObject({ url: undefined });
    expect(detectCi({ GITHUB_ACTIONS: 'true' })).toBeUndefined();
    expect(detectCi({ GITHUB_RUN_ID: '9001' })).toBeUndefined();
    expect(detectCi({ GITHUB_ACTIONS: 'false', GITHUB_RUN_ID: '9001' })).toBeUndefined();
  });

  it('the first CI that says it is the one: GitLab before the GitHub variables a runner may also set', () => {
    expect(
      detectCi({ GITLAB_CI: 'true', CI_PIPELINE_ID: '4711', GITHUB_ACTIONS: 'true', GITHUB_RUN_ID: '9001' })
        ?.ci,
    ).toBe('GitLab CI');
  });
});

describe('cliEnvironment', () => {
  it("a CI job's: its project, pipeline, job and attempt", () => {
    const ci = detectCi({
      BUILDKITE: 'true',
      BUILDKITE_BUILD_ID: 'b1',
      BUILDKITE_STEP_ID: 's1',
      BUILDKITE_COMMIT: 'abc',
    });
    expect(cliEnvironment(ci, 'ignored-key')).toEqual({
      eventName: 'cli',
      // The schedules file is read from the folder the command runs in; no CI here names a branch.
      workspace: process.cwd(),
      tempDir: tmpdir(),
      ref: undefined,
      defaultBranch: undefined,
      step: 'cloud-agent',
      workflow: 'Buildkite',
      workflowRef: '',
      serverUrl: '',
      apiUrl: '',
      repository: '',
      workflowRunId: 'b1',
      runAttempt: '1',
      job: 's1',
      sha: 'abc',
    });
  });

  it('outside CI: a fresh origin per command', () => {
    expect(cliEnvironment(undefined, undefined, () => 'u1')).toEqual({
      eventName: 'cli',
      // The schedules file is read from the folder the command runs in; no CI here names a branch.
      workspace: process.cwd(),
      tempDir: tmpdir(),
      ref: undefined,
      defaultBranch: undefined,
      step: 'cloud-agent',
      workflow: 'cloud-agent',
      workflowRef: '',
      serverUrl: '',
      apiUrl: '',
      repository: '',
      workflowRunId: 'local-u1',
      runAttempt: '1',
      job: '',
      sha: undefined,
    });
    expect(cliEnvironment(undefined, undefined).workflowRunId).toMatch(/^local-[0-9a-f-]{36}$/);
    expect(cliEnvironment(undefined, '', () => 'u1').workflowRunId).toBe('local');
  });
});

describe('projectOf: the project a run records', () => {
  it('--repo, else the CI project, else none; a flag that is no project path is a usage error', () => {
    expect(projectOf('acme/app', 'group/other')).toBe('acme/app');
    expect(projectOf(undefined, 'group/sub/app')).toBe('group/sub/app');
    expect(projectOf(undefined, undefined)).toBe('');
    for (const flag of ['', 'app', '/acme/app', 'acme/app ']) {
      expect(() => projectOf(flag, 'group/app')).toThrow(
        new UsageError(`--repo takes a project path such as acme/app, got "${flag}"`, '--repo'),
      );
    }
  });
});

describe('settleRepository', () => {
  it('a project path is whole: no leading slash, no blank anywhere', () => {
    for (const flag of ['/acme/app', 'my project/app', ' acme/app']) {
      expect(() => settleRepository(flag, undefined)).toThrow(
        new UsageError(`--repo takes a project path such as acme/app, got "${flag}"`, '--repo'),
      );
    }
  });

  it('the schedules commands say what they need the project for', () => {
    expect(() => settleRepository(undefined, undefined, 'schedules plan')).toThrow(
      new UsageError(
        'schedules plan needs the project the schedules belong to: give --repo owner/repo (outside a CI that names its project)',
        '--repo',
      ),
    );
    expect(settleRepository(undefined, 'acme/app', 'schedules apply')).toBe('acme/app');
  });
});
