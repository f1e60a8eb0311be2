/**
 * The gate's check run on the pull request's head commit: created in progress at once, completed with the verdict.
 * A token that may not write checks (a fork's pull request) answers 403: the caller reports elsewhere instead.
 */
import type { Repo } from '../flow/context.ts';
import type { Log } from '../flow/host.ts';
import { clip } from '../render/format.ts';
import { statusOf, type Octokit } from './octokit.ts';

export const CHECK_SUMMARY_LIMIT = 65_535;

export class CheckRun {
  readonly id: number;
  readonly url: string;
  private readonly octokit: Octokit;
  private readonly repo: Repo;

  private constructor(octokit: Octokit, repo: Repo, id: number, url: string) {
    this.octokit = octokit;
    this.repo = repo;
    this.id = id;
    this.url = url;
  }

  /** Undefined when the token may not create check runs (with a warning on `log` that says what to do). */
  static async start(
    octokit: Octokit,
    repo: Repo,
    name: string,
    headSha: string,
    detailsUrl: string,
    log: Log,
  ): Promise<CheckRun | undefined> {
    try {
      const { data } = await octokit.request('POST /repos/{owner}/{repo}/check-runs', {
        ...repo,
        name,
        head_sha: headSha,
        status: 'in_progress',
        started_at: new Date().toISOString(),
        details_url: detailsUrl,
        output: {
          title: 'Judging the runs',
          summary: 'The scorers are judging the runs of this pull request.',
        },
      });
      // Ids are typed number | bigint (octokit reads integers past 2^53 as bigint); GitHub's stay far below.
      return new CheckRun(octokit, repo, Number(data.id), data.html_url ?? '');
    } catch (err) {
      const status = statusOf(err);
      if (status === 403 || status === 404) {
        log.warning(
          `cannot create a check run with this token (${status}: a fork's pull request gets a read-only token); the gate's result is in the job summary and this step's result. To get a real check, run the gate from a workflow_run workflow (see docs/gate.md).`,
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
  ): Promise<void> {
    await this.octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
      ...this.repo,
      check_run_id: this.id,
      status: 'completed',
      conclusion,
      completed_at: new Date().toISOString(),
      output: { title: clip(title, 1000), summary: clip(summary, CHECK_SUMMARY_LIMIT) },
    });
  }
}
