/**
 * The previous runs of the settle workflow, from GitHub Actions: the newest successful one started when the last
 * completed settle looked, so a settle need only read again the threads whose runs changed since. One request,
 * whatever the number of runs or threads.
 *
 * GitHub's answer is untrusted and a wrong time would make a settle skip threads it must read: the filters asked
 * for (this workflow, completed with success) are checked on every run read, and a run that is not plainly one
 * with a time gives none. An earlier run's time is always safe (more threads are read), a later one never is.
 */
import type { Repo } from '../flow/context.ts';
import type { Octokit } from './octokit.ts';

/** Where GitHub keeps a repository's workflow files (they cannot be in a folder below it). */
const WORKFLOWS = '.github/workflows/';

/**
 * The workflow file a GITHUB_WORKFLOW_REF names (`acme/app/.github/workflows/settle.yml@refs/heads/main` →
 * `settle.yml`), when it is a workflow file of `repo`; undefined for anything else ('' outside GitHub Actions).
 */
export function workflowFile(workflowRef: string, repo: Repo): string | undefined {
  const match = /^([^/\s]+)\/([^/\s]+)\/\.github\/workflows\/([^/@\s]+\.ya?ml)@\S+$/.exec(workflowRef);
  if (!match) return undefined;
  const [, owner, name, file] = match as unknown as [string, string, string, string];
  const same =
    owner.toLowerCase() === repo.owner.toLowerCase() && name.toLowerCase() === repo.repo.toLowerCase();
  return same ? file : undefined;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 time as GitHub writes them, that is a time. */
function time(value: unknown): string | undefined {
  return typeof value === 'string' && ISO_TIME.test(value) && Number.isFinite(Date.parse(value))
    ? value
    : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * When `run` started, when it is a successful run of workflow `file` other than `currentRunId`. The start of its
 * latest attempt (run_started_at), else its creation (created_at: earlier still, so never later than the truth).
 */
function successStart(value: unknown, file: string, currentRunId: string): string | undefined {
  const run = record(value);
  if (!run || !Number.isSafeInteger(run.id) || String(run.id) === currentRunId) return undefined;
  if (run.status !== 'completed' || run.conclusion !== 'success') return undefined;
  // GitHub names the file the run came from, with the ref after an `@` for some kinds of runs.
  const path = run.path;
  if (typeof path !== 'string' || (path !== WORKFLOWS + file && !path.startsWith(`${WORKFLOWS}${file}@`)))
    return undefined;
  return time(run.run_started_at) ?? time(run.created_at);
}

/**
 * When the newest successful run of the workflow `workflowRef` names (other than `currentRunId`, the run asking)
 * started; undefined when the ref names no workflow file of `repo` (no request then), when there is no such run,
 * or when GitHub's answer shows none plainly. Throws what GitHub answered otherwise (403 without `actions: read`).
 */
export async function lastSuccessfulRun(
  octokit: Octokit,
  repo: Repo,
  workflowRef: string,
  currentRunId: string,
): Promise<string | undefined> {
  const file = workflowFile(workflowRef, repo);
  if (file === undefined) return undefined;
  // Newest first; two, since the run asking can be one of them (a re-run keeps its id).
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', {
    ...repo,
    workflow_id: file,
    status: 'success',
    per_page: 2,
    exclude_pull_requests: true,
  });
  const runs = record(data)?.workflow_runs;
  if (!Array.isArray(runs)) return undefined;
  for (const run of runs) {
    const started = successStart(run, file, currentRunId);
    if (started !== undefined) return started;
  }
  return undefined;
}

const SHA = /^[0-9a-f]{40}$/i;

/**
 * The commits the workflow `workflowRef` names ran on for pushes to `branch`, newest first, each once: the branch's
 * heads a gate of that workflow judged. At most `limit` of them, from one page of runs; undefined when the ref names
 * no workflow file of `repo` (no request then). GitHub's filters are checked on every run read. Throws what GitHub
 * answered otherwise (403 without `actions: read`).
 */
export async function workflowHeads(
  octokit: Octokit,
  repo: Repo,
  workflowRef: string,
  branch: string,
  limit: number,
): Promise<string[] | undefined> {
  const file = workflowFile(workflowRef, repo);
  if (file === undefined) return undefined;
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', {
    ...repo,
    workflow_id: file,
    branch,
    event: 'push',
    per_page: Math.min(100, limit * 2),
    exclude_pull_requests: true,
  });
  const runs = record(data)?.workflow_runs;
  if (!Array.isArray(runs)) return [];
  const heads: string[] = [];
  for (const value of runs) {
    const run = record(value);
    const path = run?.path;
    if (!run || run.event !== 'push' || run.head_branch !== branch) continue;
    if (typeof path !== 'string' || (path !== WORKFLOWS + file && !path.startsWith(`${WORKFLOWS}${file}@`)))
      continue;
    const sha =
      typeof run.head_sha === 'string' && SHA.test(run.head_sha) ? run.head_sha.toLowerCase() : undefined;
    if (sha && !heads.includes(sha)) heads.push(sha);
    if (heads.length >= limit) break;
  }
  return heads;
}
