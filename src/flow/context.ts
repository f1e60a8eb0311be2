/**
 * Where work comes from, as the flows see it: the repository, the thread (issue or PR) and the text around it, and
 * the workflow run of the step. Everything taken from an event is untrusted (written by whoever opened the issue or
 * commented). The action reads these from GitHub's environment and event (src/github/event.ts), the command line from
 * the CI it runs in (src/cli/ci.ts): nothing else reads the process's environment or the event file.
 */
import type { ReportOrigin } from '../render/origin.ts';

export interface Repo {
  owner: string;
  repo: string;
}

export interface PullRequestInfo {
  baseRef: string;
  headRef: string;
  headSha: string;
  headRepo: string | undefined;
  /** The head branch lives in another repository. */
  fork: boolean;
}

export interface CommentInfo {
  id: number;
  body: string;
  author: string;
  authorType: string;
  url: string;
  /** When it was written, as GitHub's event says (`created_at`; a review's `submitted_at`); none when it says none. */
  createdAt?: string;
  /** Review comments: the file and line they are on, and the diff around them. */
  path?: string;
  line?: number;
  diffHunk?: string;
  kind: 'issue_comment' | 'review_comment' | 'review';
}

/** A comment as its reactions reach it: its id, and where it is. */
export type CommentRef = Pick<CommentInfo, 'id' | 'kind'>;

export interface Trigger {
  event: string;
  action: string | undefined;
  repo: Repo;
  /** The issue or PR number of the thread, if there is one. */
  number: number | undefined;
  isPullRequest: boolean;
  title: string | undefined;
  body: string | undefined;
  url: string | undefined;
  /** Who wrote the text the event carries: the or PR's author; for workflow_run, who triggered it. */
  author: string | undefined;
  /** The author's account type (User, Bot, Organization), when the payload says. */
  authorType?: string | undefined;
  labels: string[];
  /** The label a `labeled` or `unlabeled` event added or removed (its name), when the event is one. */
  label?: string | undefined;
  pullRequest: PullRequestInfo | undefined;
  comment: CommentInfo | undefined;
  /** The user who caused the event (sender). */
  actor: string | undefined;
  /** When the issue or PR was opened. */
  createdAt: string | undefined;
  /** A merge queue's group (`merge_group` events): its head commit, its branch and the branch it merges into. */
  mergeGroup?: MergeGroupInfo;
}

export interface MergeGroupInfo {
  headSha: string;
  /** `refs/heads/gh-readonly-queue/<base>/pr-<number>-<sha>` */
  headRef: string;
  baseRef: string;
}

/** The link to a workflow run on GitHub. */
export function workflowRunUrl(
  env: Pick<RunEnvironment, 'serverUrl' | 'repository' | 'workflowRunId'>,
): string {
  return `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
}

/** Where a step's run comes from, as its report says it and its tracking comment's marker records it. */
export function reportOriginOf(from: { trigger: Trigger; env: RunEnvironment }): ReportOrigin {
  const { trigger, env } = from;
  const workflowRun = workflowRunUrl(env);
  if (trigger.comment) {
    return {
      kind: 'comment',
      ...(trigger.number !== undefined ? { number: trigger.number } : {}),
      author: trigger.comment.author,
      comment: trigger.comment.url,
      workflowRun,
    };
  }
  if (trigger.number === undefined) return { kind: 'event', event: env.eventName, workflowRun };
  return { kind: trigger.isPullRequest ? 'pull_request' : 'issue', number: trigger.number, workflowRun };
}

/** A trigger with no thread, text or comment (yet): an event's start, or the command line's. */
export function bareTrigger(
  event: string,
  repo: Repo,
  from: Pick<Trigger, 'action' | 'actor'> = { action: undefined, actor: undefined },
): Trigger {
  return {
    event,
    action: from.action,
    repo,
    number: undefined,
    isPullRequest: false,
    title: undefined,
    body: undefined,
    url: undefined,
    author: undefined,
    labels: [],
    pullRequest: undefined,
    comment: undefined,
    actor: from.actor,
    createdAt: undefined,
  };
}

export interface RunEnvironment {
  eventName: string;
  repository: string;
  /**
   * The checkout's root, where the files of the repository are read (the schedules file, prompt files):
   * GITHUB_WORKSPACE in a workflow, the working directory on the command line.
   */
  workspace: string;
  /**
   * Where the step writes files for later steps (a run's result): RUNNER_TEMP in a workflow, the system's temp
   * directory on the command line.
   */
  tempDir: string;
  /**
   * The git ref the run is about (`refs/heads/main`): a push's own ref, else the workflow's (GITHUB_REF), or what
   * another CI says; undefined where nothing says.
   */
  ref: string | undefined;
  /** The repository's default branch (`main`), where the event or the CI says it. */
  defaultBranch: string | undefined;
  /** The workflow run's id (GITHUB_RUN_ID): not an agent run's id. */
  workflowRunId: string;
  runAttempt: string;
  job: string;
  /** The step's id within the job (GITHUB_ACTION), so two steps of one job are two triggers. */
  step: string;
  workflow: string;
  /**
   * The workflow file of the run and its ref (GITHUB_WORKFLOW_REF: `owner/repo/.github/workflows/settle.yml@refs/heads/main`),
   * '' outside GitHub Actions: where a settle finds its previous run.
   */
  workflowRef: string;
  serverUrl: string;
  apiUrl: string;
  sha: string | undefined;
}
