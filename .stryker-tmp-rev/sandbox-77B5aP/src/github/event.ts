/**
 * What triggered the workflow, read from GitHub's environment and event payload: the thread (issue or PR) and the
 * text around it. Everything taken from the payload is untrusted (written by whoever opened the issue or commented).
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { bareTrigger, type CommentInfo, type RunEnvironment, type Trigger } from '../flow/context.ts';
import { OutcomeError } from '../shared/outcome.ts';

/** The runner's variables or event payload are not what a GitHub Actions job gives: an `error` outcome. */
export class EventError extends OutcomeError {
  constructor(message: string) {
    super(message, 'error');
  }
}

/**
 * The workflow run around the step, from the runner's variables (`vars`: the process's environment) and the event's
 * payload: a push names its ref there, and every repository event its repository's default branch.
 */
export function readRunEnvironment(vars: NodeJS.ProcessEnv, payload: Json = {}): RunEnvironment {
  const repository = vars.GITHUB_REPOSITORY ?? '';
  if (!/^[^/\s]+\/[^/\s]+$/.test(repository)) {
    throw new EventError(
      `GITHUB_REPOSITORY is "${repository}", not owner/repo: run this action inside a GitHub Actions job`,
    );
  }
  return {
    eventName: vars.GITHUB_EVENT_NAME ?? '',
    repository,
    workspace: vars.GITHUB_WORKSPACE || process.cwd(),
    tempDir: vars.RUNNER_TEMP || tmpdir(),
    ref: filled(payload.ref) ?? filled(vars.GITHUB_REF),
    defaultBranch: filled(obj(payload.repository)?.default_branch),
    workflowRunId: vars.GITHUB_RUN_ID ?? '0',
    runAttempt: vars.GITHUB_RUN_ATTEMPT ?? '1',
    job: vars.GITHUB_JOB ?? '',
    step: vars.GITHUB_ACTION ?? '',
    workflow: vars.GITHUB_WORKFLOW ?? '',
    workflowRef: vars.GITHUB_WORKFLOW_REF ?? '',
    serverUrl: (vars.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/$/, ''),
    apiUrl: (vars.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/$/, ''),
    sha: vars.GITHUB_SHA,
  };
}

/** The step's run environment and trigger, from the runner's variables and the event file they name. */
export function readEvent(vars: NodeJS.ProcessEnv): { env: RunEnvironment; trigger: Trigger } {
  const payload = readPayload(vars.GITHUB_EVENT_PATH);
  const env = readRunEnvironment(vars, payload);
  return { env, trigger: readTrigger(env, payload) };
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** A string with something in it, else undefined. */
const filled = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function need<T>(value: T | undefined, event: string, field: string): T {
  if (value === undefined || value === null) {
    throw new EventError(
      `the ${event} event payload has no ${field}; is the workflow's "on:" right for this action?`,
    );
  }
  return value;
}

/** The event's payload, from the file GITHUB_EVENT_PATH names ({} when it names none). */
export function readPayload(path: string | undefined): Json {
  if (!path) return {};
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (err) {
    throw new EventError(
      `cannot read the event payload at GITHUB_EVENT_PATH (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
    );
  }
  try {
    return obj(JSON.parse(content)) ?? {};
  } catch {
    throw new EventError('the event payload at GITHUB_EVENT_PATH is not valid JSON');
  }
}

function login(user: unknown): string | undefined {
  return text(obj(user)?.login);
}

/** The thread an issue (or a pull request, as an issue) names: its number, text, author and labels. */
function fromIssue(base: Trigger, issue: Json): void {
  const number = issue.number;
  if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) {
    throw new EventError(`the ${base.event} event payload has no valid issue number`);
  }
  base.number = number;
  base.title = text(issue.title) ?? '';
  base.body = text(issue.body) ?? '';
  base.url = text(issue.html_url);
  base.createdAt = text(issue.created_at);
  base.author = login(issue.user);
  base.authorType = text(obj(issue.user)?.type);
  base.labels = Array.isArray(issue.labels)
    ? issue.labels.map((l) => text(obj(l)?.name)).filter((l): l is string => l !== undefined)
    : [];
  base.isPullRequest = obj(issue.pull_request) !== undefined;
}

/** A pull request's thread, with its branches and whether it comes from a fork. */
function fromPull(base: Trigger, pr: Json, repository: string): void {
  const event = base.event;
  fromIssue(base, pr);
  base.isPullRequest = true;
  const head = need(obj(pr.head), event, 'pull_request.head');
  const baseRef = need(obj(pr.base), event, 'pull_request.base');
  const headRepo = text(obj(head.repo)?.full_name);
  base.pullRequest = {
    baseRef: text(baseRef.ref) ?? '',
    headRef: text(head.ref) ?? '',
    headSha: need(text(head.sha), event, 'pull_request.head.sha'),
    headRepo,
    fork: headRepo !== undefined && headRepo.toLowerCase() !== repository.toLowerCase(),
  };
}

function commentOf(event: string, comment: Json, kind: CommentInfo['kind']): CommentInfo {
  const id = comment.id;
  if (typeof id !== 'number') throw new EventError(`the ${event} event payload has no comment id`);
  const user = obj(comment.user);
  // A review is submitted, not created.
  const createdAt = text(comment.created_at) ?? text(comment.submitted_at);
  return {
    id,
    body: text(comment.body) ?? '',
    author: text(user?.login) ?? '',
    authorType: text(user?.type) ?? 'User',
    url: text(comment.html_url) ?? '',
    ...(createdAt ? { createdAt } : {}),
    path: text(comment.path),
    line:
      typeof comment.line === 'number'
        ? comment.line
        : typeof comment.original_line === 'number'
          ? comment.original_line
          : undefined,
    diffHunk: text(comment.diff_hunk),
    kind,
  };
}

/** The trigger of this event: which thread, what text, which comment. */
export function readTrigger(env: RunEnvironment, payload: Json): Trigger {
  const [owner, repo] = env.repository.split('/') as [string, string];
  const event = env.eventName;
  const base = bareTrigger(
    event,
    { owner, repo },
    { action: text(payload.action), actor: login(payload.sender) },
  );
  const label = text(obj(payload.label)?.name);
  if (label !== undefined) base.label = label;
  const pull = () => fromPull(base, need(obj(payload.pull_request), event, 'pull_request'), env.repository);
  switch (event) {
    case 'issues':
      fromIssue(base, need(obj(payload.issue), event, 'issue'));
      break;
    case 'pull_request':
    case 'pull_request_target':
      pull();
      break;
    case 'issue_comment':
      fromIssue(base, need(obj(payload.issue), event, 'issue'));
      base.comment = commentOf(event, need(obj(payload.comment), event, 'comment'), 'issue_comment');
      break;
    case 'pull_request_review_comment':
      pull();
      base.comment = commentOf(event, need(obj(payload.comment), event, 'comment'), 'review_comment');
      break;
    case 'pull_request_review':
      pull();
      base.comment = commentOf(event, need(obj(payload.review), event, 'review'), 'review');
      break;
    case 'merge_group': {
      const group = need(obj(payload.merge_group), event, 'merge_group');
      base.mergeGroup = {
        headSha: need(text(group.head_sha), event, 'merge_group.head_sha'),
        headRef: need(text(group.head_ref), event, 'merge_group.head_ref'),
        baseRef: text(group.base_ref) ?? '',
      };
      break;
    }
    case 'workflow_run': {
      // The run may have been started by anyone (a fork's pull request, a comment): its text and outputs are theirs.
      const run = need(obj(payload.workflow_run), event, 'workflow_run');
      const by = obj(run.triggering_actor) ?? obj(run.actor);
      base.author = login(by);
      base.authorType = text(by?.type);
      break;
    }
    default:
      break;
  }
  return base;
}
