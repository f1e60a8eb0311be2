/**
 * Reports a run in the three places a user looks: the tracking comment on the thread, the job summary and the
 * step's outputs, all from one renderer. While the run is going the comment is edited in the background, at most
 * every few seconds and always to the latest state, so GitHub never holds the wait; the final report is written
 * last, within a bound.
 */
import type { RunItem } from '../client/index.ts';
import { TrackingComment, type FoundComment } from '../github/comments.ts';
import type { Octokit } from '../github/octokit.ts';
import { log, redactor, setOutput, writeSummary } from '../host/action.ts';
import { encodeMarker, type MarkerKey, type MarkerState } from '../render/marker.ts';
import { finalMessage, renderComment, renderJobSummary, type ReportInput } from '../render/report.ts';
import { pullRequestUrls } from './artifacts.ts';
import type { Repo } from './context.ts';
import { LatestWins } from './latest-wins.ts';
import { STATE, save } from './state.ts';

export const MIN_UPDATE_INTERVAL_MS = 5000;
/** The final report's write to the comment, including the wait for a progress edit still in flight. */
export const FINAL_WRITE_MS = 10_000;
/** The same when the step is being stopped (a signal or its own deadline): it has seconds to exit. */
export const STOPPING_FINAL_WRITE_MS = 1500;

/** The `summary` output holds the agent's last message, cut to what a later step can use in an expression. */
export const SUMMARY_OUTPUT_MAX_CHARS = 65_536;

export interface ReporterOptions {
  octokit: Octokit | undefined;
  repo: Repo;
  /** The thread to comment on; none for push, schedule and dispatch events. */
  number: number | undefined;
  self: string | undefined;
  enabled: boolean;
  marker: Omit<MarkerState, 'v' | 'run' | 'conversation' | 'state'>;
  /** What the marker is signed with (see flow/marker-key.ts). */
  markerKey: MarkerKey;
  /** The step's signal: once it fired, the final write gets STOPPING_FINAL_WRITE_MS. */
  signal?: AbortSignal;
}

export class Reporter {
  readonly comment: TrackingComment | undefined;
  private readonly writes: LatestWins | undefined;

  private options: ReporterOptions;

  constructor(options: ReporterOptions) {
    this.options = options;
    if (options.enabled && options.octokit && options.number !== undefined && options.self) {
      const key = options.marker.key;
      const comment = new TrackingComment(
        options.octokit,
        options.repo,
        options.number,
        options.self,
        options.markerKey,
        (s) => s.key === key,
      );
      this.comment = comment;
      this.writes = new LatestWins(
        async (body, signal) => {
          await comment.write(body, signal);
          if (comment.id !== undefined) {
            save(STATE.commentId, comment.id);
            if (options.number !== undefined) save(STATE.threadNumber, options.number);
          }
        },
        {
          minIntervalMs: MIN_UPDATE_INTERVAL_MS,
          onError: (err) => log.warning(`could not write the tracking comment: ${(err as Error).message}`),
        },
      );
    }
  }

  /** Finds the comment an earlier attempt of this trigger wrote. */
  async findExisting(): Promise<FoundComment | undefined> {
    return this.comment?.find();
  }

  /** Adds to what the marker carries (the factory, the last routed comment). */
  setMarker(extra: Partial<Omit<MarkerState, 'v' | 'key'>>): void {
    this.options.marker = { ...this.options.marker, ...extra };
  }

  private markerFor(run: RunItem): string {
    return encodeMarker(
      {
        v: 2,
        ...this.options.marker,
        run: run.run_id,
        ...(run.conversation_id ? { conversation: run.conversation_id } : {}),
        state: run.state,
      },
      this.options.markerKey,
    );
  }

  /** Redacted before sizing, so what is sent (redacted again at the edge, unchanged) fits the limit. */
  private bodyOf(input: ReportInput): string {
    return renderComment(input, this.markerFor(input.run), (report) => redactor.redact(report));
  }

  /** Shows progress on the comment: sent in the background, the latest state wins. Never waits, never fails. */
  show(input: ReportInput): void {
    this.writes?.offer(this.bodyOf(input));
  }

  /**
   * The final report on the comment: written after any progress edit and never overtaken by one, within a bound
   * (a warning when GitHub does not take it in time). Failures are warnings, never fatal. Resolves whether the
   * comment (if there is one) now shows it.
   */
  async finishComment(input: ReportInput): Promise<boolean> {
    if (!this.writes) return true;
    const boundMs = this.options.signal?.aborted ? STOPPING_FINAL_WRITE_MS : FINAL_WRITE_MS;
    try {
      if ((await this.writes.final(this.bodyOf(input), boundMs)) === 'written') return true;
      log.warning(
        `GitHub did not take the final report within ${boundMs / 1000}s: the tracking comment may still show an earlier state`,
      );
    } catch (err) {
      log.warning(`could not write the tracking comment: ${(err as Error).message}`);
    }
    return false;
  }

  /** The final report: comment, job summary and outputs. Resolves whether the comment shows it. */
  async finish(input: ReportInput): Promise<boolean> {
    const shown = await this.finishComment(input);
    try {
      await writeSummary(renderJobSummary(input));
    } catch (err) {
      log.warning(`could not write the job summary: ${(err as Error).message}`);
    }
    this.outputs(input);
    return shown;
  }

  outputs(input: ReportInput): void {
    const { run } = input;
    setOutput('run-id', run.run_id);
    setOutput('state', run.state);
    setOutput('session-link', run.session_link ?? '');
    setOutput('conversation-id', run.conversation_id ?? '');
    setOutput('pull-request-urls', JSON.stringify(pullRequestUrls(run)));
    setOutput('artifacts', JSON.stringify(run.artifacts ?? []));
    setOutput('comment-url', this.comment?.url ?? '');
    const summary = finalMessage(input.conversation) ?? run.status_message?.message ?? '';
    setOutput('summary', summary, SUMMARY_OUTPUT_MAX_CHARS);
  }
}
