/**
 * A check run on the pull request's head commit (the gate's, the review's): created in progress at once, completed
 * with the verdict. A token that may not write checks (a fork's pull request) answers 403: the caller reports
 * elsewhere instead.
 */
import type { Repo } from '../flow/context.ts';
import type { CheckAnnotation, CheckRunFacts, CheckStart, Log } from '../flow/host.ts';
import { clip } from '../render/format.ts';
import { statusOf, type Octokit } from './octokit.ts';

export const CHECK_SUMMARY_LIMIT = 65_535;
/** GitHub's most annotations in one request. */
export const CHECK_ANNOTATIONS_LIMIT = 50;

/** The gate's check while it judges. */
const GATE_START: CheckStart = {
  title: 'Judging the runs',
  summary: 'The scorers are judging the runs of this pull request.',
  refused:
    "the gate's result is in the job summary and this step's result. To get a real check, run the gate from a workflow_run workflow (see docs/gate.md).",
};

export class CheckRun {
  readonly id: number;
  readonly url: string;
  readonly appId: number | undefined;
  private readonly octokit: Octokit;
  private readonly repo: Repo;

  private constructor(octokit: Octokit, repo: Repo, id: number, url: string, appId: number | undefined) {
    this.octokit = octokit;
    this.repo = repo;
    this.id = id;
    this.url = url;
    this.appId = appId;
  }

  /** Undefined when the token may not create check runs (with a warning on `log` that says what to do). */
  static async start(
    octokit: Octokit,
    repo: Repo,
    name: string,
    headSha: string,
    detailsUrl: string,
    log: Log,
    started: CheckStart = GATE_START,
  ): Promise<CheckRun | undefined> {
    try {
      const { data } = await octokit.request('POST /repos/{owner}/{repo}/check-runs', {
        ...repo,
        name,
        head_sha: headSha,
        status: 'in_progress',
        started_at: new Date().toISOString(),
        details_url: detailsUrl,
        output: { title: started.title, summary: started.summary },
      });
      // Ids are typed number | bigint (octokit reads integers past 2^53 as bigint); GitHub's stay far below.
      return new CheckRun(
        octokit,
        repo,
        Number(data.id),
        data.html_url ?? '',
        appOf(data as unknown as Record<string, unknown>),
      );
    } catch (err) {
      const status = statusOf(err);
      if (status === 403 || status === 404) {
        log.warning(
          `cannot create a check run with this token (${status}: a fork's pull request gets a read-only token); ${started.refused}`,
        );
        return undefined;
      }
      throw err;
    }
  }

  async complete(
    conclusion: 'success' | 'failure' | 'neutral',
    title: string,
    summary: string,
    text?: string,
    annotations: CheckAnnotation[] = [],
    detailsUrl?: string,
  ): Promise<void> {
    await this.octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
      ...this.repo,
      check_run_id: this.id,
      status: 'completed',
      conclusion,
      completed_at: new Date().toISOString(),
      ...(detailsUrl ? { details_url: detailsUrl } : {}),
      output: {
        title: clip(title, 1000),
        summary: clip(summary, CHECK_SUMMARY_LIMIT),
        ...(text === undefined ? {} : { text: clip(text, CHECK_SUMMARY_LIMIT) }),
        ...(annotations.length
          ? {
              annotations: annotations.slice(0, CHECK_ANNOTATIONS_LIMIT).map((a) => ({
                ...a,
                title: clip(a.title, 255),
                message: clip(a.message, 64_000),
              })),
            }
          : {}),
      },
    });
  }
}

export type { CheckRunFacts };

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** The id of the GitHub App a check run of GitHub's answer was written as, when it says one. */
function appOf(run: Record<string, unknown>): number | undefined {
  const id = record(run.app)?.id;
  return Number.isSafeInteger(id) ? (id as number) : undefined;
}

/** A check run of GitHub's answer, when it is plainly one named `name` on `sha`. */
function factsOf(value: unknown, name: string, sha: string): CheckRunFacts | undefined {
  const run = record(value);
  if (!run || !Number.isSafeInteger(run.id) || run.name !== name || typeof run.status !== 'string')
    return undefined;
  if (typeof run.head_sha !== 'string' || run.head_sha.toLowerCase() !== sha.toLowerCase()) return undefined;
  const { title, text } = record(run.output) ?? {};
  const appId = appOf(run);
  return {
    id: run.id as number,
    ...(appId === undefined ? {} : { appId }),
    status: run.status,
    conclusion: typeof run.conclusion === 'string' ? run.conclusion : null,
    url: typeof run.html_url === 'string' ? run.html_url : undefined,
    title: typeof title === 'string' ? title : undefined,
    text: typeof text === 'string' ? text : undefined,
  };
}

/**
 * The check runs named `name` on commit `sha`, newest first (GitHub's answer is untrusted: a run of another name or
 * commit, or not plainly a check run, is left out). Every one of the name (`filter: all`, the newest 100), not the
 * newest alone (`latest`): the gate wants the newest of its own GitHub App, which a newer check of the same name by
 * another app would hide.
 */
export async function checkRunsOn(
  octokit: Octokit,
  repo: Repo,
  sha: string,
  name: string,
): Promise<CheckRunFacts[]> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', {
    ...repo,
    ref: sha,
    check_name: name,
    filter: 'all',
    per_page: 100,
  });
  const runs = record(data)?.check_runs;
  if (!Array.isArray(runs)) return [];
  return runs
    .map((run) => factsOf(run, name, sha))
    .filter((run): run is CheckRunFacts => run !== undefined)
    .sort((a, b) => b.id - a.id);
}
