/**
 * Reports a run in the three places a user looks: the tracking comment on the thread, the job summary and the
 * step's outputs, all from one renderer. The comment is written at most every few seconds while the run is
 * going, and whenever it changes at the end.
 */
import type { RunItem } from '../client/index.ts';
import { TrackingComment, type FoundComment } from '../github/comments.ts';
import type { Octokit } from '../github/octokit.ts';
import { log, redactor, setOutput, writeSummary } from '../host/action.ts';
import { encodeMarker, type MarkerKey, type MarkerState } from '../render/marker.ts';
import { finalMessage, renderComment, renderJobSummary, type ReportInput } from '../render/report.ts';
import { pullRequestUrls } from './artifacts.ts';
import type { Repo } from './context.ts';
import { STATE, save } from './state.ts';

export const MIN_UPDATE_INTERVAL_MS = 5000;

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
  now?: () => number;
}

export class Reporter {
  readonly comment: TrackingComment | undefined;
  private lastWrite = -Infinity;
  private readonly now: () => number;

  private options: ReporterOptions;

  constructor(options: ReporterOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    if (options.enabled && options.octokit && options.number !== undefined && options.self) {
      const key = options.marker.key;
      this.comment = new TrackingComment(
        options.octokit,
        options.repo,
        options.number,
        options.self,
        options.markerKey,
        (s) => s.key === key,
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

  /** Writes the comment now (force) or when the last write is old enough. Failures are warnings, never fatal. */
  async show(input: ReportInput, force: boolean): Promise<void> {
    if (!this.comment) return;
    if (!force && this.now() - this.lastWrite < MIN_UPDATE_INTERVAL_MS) return;
    // Redacted before sizing, so what is sent (redacted again at the edge, unchanged) fits the limit.
    const body = renderComment(input, this.markerFor(input.run), (report) => redactor.redact(report));
    try {
      await this.comment.write(body);
      this.lastWrite = this.now();
      if (this.comment.id !== undefined) {
        save(STATE.commentId, this.comment.id);
        if (this.options.number !== undefined) save(STATE.threadNumber, this.options.number);
      }
    } catch (err) {
      log.warning(`could not write the tracking comment: ${(err as Error).message}`);
    }
  }

  /** The final report: comment, job summary and outputs. */
  async finish(input: ReportInput): Promise<void> {
    await this.show(input, true);
    try {
      await writeSummary(renderJobSummary(input));
    } catch (err) {
      log.warning(`could not write the job summary: ${(err as Error).message}`);
    }
    this.outputs(input);
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
