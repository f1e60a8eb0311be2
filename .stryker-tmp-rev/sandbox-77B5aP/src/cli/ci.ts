/**
 * Exactly once outside GitHub: which CI job this command runs in, read from the variables each CI sets, as the
 * RunEnvironment the flows build a run's origin from (flow/origin.ts: repository, workflow run, job, attempt). A
 * retried job keeps its repository, pipeline and job name, so its origin key is the first attempt's and it adopts
 * the run that attempt started; the attempt is recorded, not part of the key. Outside any CI, every command is new
 * work unless --idempotency-key names it.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { RunEnvironment } from '../flow/context.ts';
import { COMMAND_LINE_EVENT } from '../render/origin.ts';
import { UsageError } from './args.ts';
import { isoTime } from './values.ts';

export interface CiJob {
  /** The CI's name, for the report: "GitLab CI". */
  ci: string;
  /** The project or pipeline the job belongs to. */
  repository: string;
  /** The pipeline (build, workflow) run: the same for every attempt of a job. */
  pipeline: string;
  /** The job within it: the same for every attempt. */
  job: string;
  /** Which attempt of the job this is. */
  attempt: string;
  /** A link to the job, when the CI gives one. */
  url: string | undefined;
  sha: string | undefined;
  /** The git ref the job builds (`refs/heads/main`, `refs/tags/v1`), where the CI says (not for a merge request). */
  ref: string | undefined;
  /** The project's default branch, where the CI says. */
  defaultBranch: string | undefined;
}

type Env = NodeJS.ProcessEnv;
const v = (env: Env, name: string): string => env[name] ?? '';
const joined = (...parts: string[]) => parts.filter((p) => p !== '').join('/');
/** The full ref of a tag or a branch the CI names (a tag build names both in some CIs: the tag is what it builds). */
const refOf = (branch: string | undefined, tag: string | undefined): string | undefined =>
  tag ? `refs/tags/${tag}` : branch ? `refs/heads/${branch}` : undefined;

/** The CIs known, each with the variable that tells it is the one running. */
const DETECTORS: { when: (env: Env) => boolean; read: (env: Env) => CiJob }[] = [
  {
    when: (env) => env.GITLAB_CI === 'true' || Boolean(env.CI_PIPELINE_ID && env.CI_PROJECT_PATH),
    // A retried GitLab job is a new job (a new CI_JOB_ID) of the same pipeline with the same name.
    read: (env) => ({
      ci: 'GitLab CI',
      repository: v(env, 'CI_PROJECT_PATH'),
      pipeline: v(env, 'CI_PIPELINE_ID'),
      job: v(env, 'CI_JOB_NAME') || v(env, 'CI_JOB_ID'),
      attempt: v(env, 'CI_JOB_ID') || '1',
      url: env.CI_JOB_URL,
      sha: env.CI_COMMIT_SHA,
      // CI_COMMIT_BRANCH is set for branch pipelines only: a merge request's pipeline builds no branch of its own.
      ref: refOf(env.CI_COMMIT_BRANCH, env.CI_COMMIT_TAG),
      defaultBranch: env.CI_DEFAULT_BRANCH || undefined,
    }),
  },
  {
    when: (env) => env.BUILDKITE === 'true',
    // A retried Buildkite job keeps its step (BUILDKITE_STEP_ID) and counts BUILDKITE_RETRY_COUNT up.
    read: (env) => ({
      ci: 'Buildkite',
      repository: joined(v(env, 'BUILDKITE_ORGANIZATION_SLUG'), v(env, 'BUILDKITE_PIPELINE_SLUG')),
      pipeline: v(env, 'BUILDKITE_BUILD_ID'),
      job: joined(
        v(env, 'BUILDKITE_STEP_ID') || v(env, 'BUILDKITE_STEP_KEY') || v(env, 'BUILDKITE_LABEL'),
        v(env, 'BUILDKITE_PARALLEL_JOB'),
      ),
      attempt: String(Number(v(env, 'BUILDKITE_RETRY_COUNT') || '0') + 1),
      url: env.BUILDKITE_BUILD_URL,
      sha: env.BUILDKITE_COMMIT,
      ref: refOf(env.BUILDKITE_BRANCH, env.BUILDKITE_TAG),
      defaultBranch: env.BUILDKITE_PIPELINE_DEFAULT_BRANCH || undefined,
    }),
  },
  {
    when: (env) => env.CIRCLECI === 'true',
    // CircleCI's "rerun failed jobs" makes a new workflow: a rerun adopts only with --idempotency-key.
    read: (env) => ({
      ci: 'CircleCI',
      repository: joined(v(env, 'CIRCLE_PROJECT_USERNAME'), v(env, 'CIRCLE_PROJECT_REPONAME')),
      pipeline: v(env, 'CIRCLE_WORKFLOW_ID'),
      job: joined(v(env, 'CIRCLE_JOB'), v(env, 'CIRCLE_NODE_INDEX')),
      attempt: v(env, 'CIRCLE_BUILD_NUM') || '1',
      url: env.CIRCLE_BUILD_URL,
      sha: env.CIRCLE_SHA1,
      ref: refOf(env.CIRCLE_BRANCH, env.CIRCLE_TAG),
      defaultBranch: undefined,
    }),
  },
  {
    when: (env) => env.TF_BUILD === 'True' || env.TF_BUILD === 'true',
    // "Rerun failed jobs" keeps the build id and job name and counts SYSTEM_JOBATTEMPT up.
    read: (env) => ({
      ci: 'Azure Pipelines',
      repository: joined(v(env, 'SYSTEM_TEAMPROJECT'), v(env, 'BUILD_DEFINITIONNAME')),
      pipeline: v(env, 'BUILD_BUILDID'),
      job: joined(v(env, 'SYSTEM_STAGENAME'), v(env, 'SYSTEM_PHASENAME'), v(env, 'SYSTEM_JOBNAME')),
      attempt: v(env, 'SYSTEM_JOBATTEMPT') || '1',
      url:
        env.SYSTEM_COLLECTIONURI && env.BUILD_BUILDID
          ? `${env.SYSTEM_COLLECTIONURI}${encodeURIComponent(v(env, 'SYSTEM_TEAMPROJECT'))}/_build/results?buildId=${env.BUILD_BUILDID}`
          : undefined,
      sha: env.BUILD_SOURCEVERSION,
      // Already a full ref (refs/heads/main, refs/pull/12/merge).
      ref: env.BUILD_SOURCEBRANCH || undefined,
      defaultBranch: undefined,
    }),
  },
  {
    when: (env) => Boolean(env.JENKINS_URL && env.BUILD_NUMBER),
    // A Jenkins build is one attempt: "rebuild" and "replay" are new builds (adopting only with --idempotency-key).
    read: (env) => ({
      ci: 'Jenkins',
      repository: v(env, 'JOB_NAME'),
      pipeline: v(env, 'BUILD_NUMBER'),
      job: v(env, 'STAGE_NAME'),
      attempt: '1',
      url: env.BUILD_URL,
      sha: env.GIT_COMMIT,
      // A multibranch pipeline's change request (CHANGE_ID) names its branch PR-12: no ref of the repository.
      ref: env.CHANGE_ID ? undefined : refOf(env.BRANCH_NAME, env.TAG_NAME),
      defaultBranch: undefined,
    }),
  },
  {
    when: (env) => env.GITHUB_ACTIONS === 'true' && Boolean(env.GITHUB_RUN_ID),
    read: (env) => ({
      ci: 'GitHub Actions',
      repository: v(env, 'GITHUB_REPOSITORY'),
      pipeline: v(env, 'GITHUB_RUN_ID'),
      job: v(env, 'GITHUB_JOB'),
      attempt: v(env, 'GITHUB_RUN_ATTEMPT') || '1',
      url:
        env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY
          ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
          : undefined,
      sha: env.GITHUB_SHA,
      ref: env.GITHUB_REF || undefined,
      defaultBranch: undefined,
    }),
  },
];

/** The CI job this process runs in, or undefined outside any CI this knows. */
export function detectCi(env: Env): CiJob | undefined {
  const found = DETECTORS.find((d) => d.when(env));
  if (!found) return undefined;
  const job = found.read(env);
  // A CI that leaves out its pipeline id cannot tell a retry from new work: treat it as no CI.
  return job.pipeline ? job : undefined;
}

/** What the CLI's runs record as their event (gh_event) and the flows see as the trigger's kind. */
export const CLI_EVENT = COMMAND_LINE_EVENT;

/**
 * The RunEnvironment of a command: the CI job's, or outside CI a fresh one per command (so two commands never
 * adopt each other's runs), or with --idempotency-key a fixed one (so the key alone decides).
 */
export function cliEnvironment(
  ci: CiJob | undefined,
  idempotencyKey: string | undefined,
  newId: () => string = randomUUID,
): RunEnvironment {
  const base = {
    eventName: CLI_EVENT,
    // The command line reads the repository's files (a schedules file) where it is run.
    workspace: process.cwd(),
    tempDir: tmpdir(),
    ref: ci?.ref,
    defaultBranch: ci?.defaultBranch,
    step: 'cloud-agent',
    workflow: ci?.ci ?? 'cloud-agent',
    // Not a GitHub workflow: no previous run of it to ask GitHub about.
    workflowRef: '',
    // No GitHub server: the report's link to a GitHub workflow run is left out (it is not an http(s) URL).
    serverUrl: '',
    apiUrl: '',
  };
  if (ci) {
    return {
      ...base,
      repository: ci.repository,
      workflowRunId: ci.pipeline,
      runAttempt: ci.attempt,
      job: ci.job,
      sha: ci.sha,
    };
  }
  return {
    ...base,
    repository: '',
    workflowRunId: idempotencyKey !== undefined ? 'local' : `local-${newId()}`,
    runAttempt: '1',
    job: '',
    sha: undefined,
  };
}

/**
 * `schedules plan|apply`: the project's default branch (the CI's, else `--default-branch`), after the rule of what
 * may be applied. In a CI, `apply` runs on the default branch only, as the action's does (an unreviewed file is
 * never applied): on any other branch, in a merge request's pipeline, or where nothing says which branch is the
 * default, it is a usage error before any request. From a terminal, `apply` is the user's explicit choice.
 */
export function schedulesBranch(
  ci: CiJob | undefined,
  mode: string | undefined,
  flag: string | undefined,
): string | undefined {
  if (flag !== undefined && flag.trim() === '') {
    throw new UsageError('--default-branch is empty: give the branch name, e.g. main', '--default-branch');
  }
  if (flag !== undefined && ci?.defaultBranch !== undefined && flag !== ci.defaultBranch) {
    throw new UsageError(
      `--default-branch says ${flag}, but ${ci.ci} says the default branch is ${ci.defaultBranch}: leave --default-branch out`,
      '--default-branch',
    );
  }
  const defaultBranch = ci?.defaultBranch ?? flag;
  if (mode !== 'apply' || !ci) return defaultBranch;
  if (defaultBranch === undefined) {
    throw new UsageError(
      `schedules apply in ${ci.ci} applies on the default branch only, and ${ci.ci} does not say which branch that is: give --default-branch <name>; nothing was applied`,
      '--default-branch',
    );
  }
  if (ci.ref !== `refs/heads/${defaultBranch}`) {
    throw new UsageError(
      `schedules apply in ${ci.ci} applies on the default branch (${defaultBranch}) only, and this job builds ${ci.ref ?? 'no branch (a merge request or change request pipeline)'}: nothing was applied; schedules plan shows what would change`,
    );
  }
  return defaultBranch;
}

/** `--since`: a time the settle can compare with the runs' `updated_at`. */
export function settleSince(flag: string | undefined): string | undefined {
  return flag === undefined ? undefined : isoTime('since', flag);
}

/**
 * The project a command names: `--repo` (a path such as acme/app or group/sub/app), else the CI's, else none (''). A
 * run records it (metadata `gh_repo`), so that a settle of that project finds it.
 */
export function projectOf(flag: string | undefined, fromCi: string | undefined): string {
  if (flag !== undefined && !/^[^\s/]+(?:\/[^\s/]+)+$/.test(flag)) {
    throw new UsageError(`--repo takes a project path such as acme/app, got "${flag}"`, '--repo');
  }
  return flag ?? fromCi ?? '';
}

/**
 * The project a settle looks after (it settles only the runs started from there) or a schedules file belongs to (its
 * schedules are found again by it): a command that must know one.
 */
export function settleRepository(
  flag: string | undefined,
  fromCi: string | undefined,
  command = 'settle',
): string {
  const repository = projectOf(flag, fromCi);
  if (repository === '') {
    throw new UsageError(
      command === 'settle'
        ? 'settle needs the project whose runs it settles: give --repo owner/repo (outside a CI that names its project, runs of every project would be looked at)'
        : command === 'report'
          ? 'report needs the project whose runs it counts: give --repo owner/repo, or --all for every run of the team'
          : `${command} needs the project the schedules belong to: give --repo owner/repo (outside a CI that names its project)`,
      '--repo',
    );
  }
  return repository;
}
