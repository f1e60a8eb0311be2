/**
 * Reports a run in the three places a user looks: the tracking comment on the thread, the job summary and the
 * step's outputs, all from one renderer. The comment is written at most every few seconds while the run is
 * going, and whenever it changes at the end.
 */
import * as core from '@actions/core';
import type { RunItem } from '../client/index.ts';
import { TrackingComment, type FoundComment } from '../github/comments.ts';
import type { Octokit } from '../github/octokit.ts';
import { encodeMarker, type MarkerKey, type MarkerState } from '../render/marker.ts';
import { finalMessage, renderComment, renderJobSummary, type ReportInput } from '../render/report.ts';
import { pullRequestUrls } from './artifacts.ts';
import type { Repo } from './context.ts';
import { STATE, save } from './state.ts';

export const MIN_UPDATE_INTERVAL_MS = 5000;

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
  /** Texts that must never be written anywhere (the API key). */
  secrets: string[];
  now?: () => number;
}

export function redact(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join('***');
  return out;
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
    const body = renderComment(input, this.markerFor(input.run), (report) =>
      redact(report, this.options.secrets),
    );
    try {
      await this.comment.write(body);
      this.lastWrite = this.now();
      if (this.comment.id !== undefined) {
        save(STATE.commentId, this.comment.id);
        if (this.options.number !== undefined) save(STATE.threadNumber, this.options.number);
      }
    } catch (err) {
      core.warning(`could not write the tracking comment: ${(err as Error).message}`);
    }
  }

  /** The final report: comment, job summary and outputs. */
  async finish(input: ReportInput): Promise<void> {
    await this.show(input, true);
    const markdown = redact(renderJobSummary(input), this.options.secrets);
    try {
      await core.summary.addRaw(markdown, true).write();
    } catch (err) {
      core.warning(`could not write the job summary: ${(err as Error).message}`);
    }
    this.outputs(input);
  }

  outputs(input: ReportInput): void {
    const { run } = input;
    const secrets = this.options.secrets;
    const set = (name: string, value: string) => core.setOutput(name, redact(value, secrets));
    set('run-id', run.run_id);
    set('state', run.state);
    set('session-link', run.session_link ?? '');
    set('conversation-id', run.conversation_id ?? '');
    set('pull-request-urls', JSON.stringify(pullRequestUrls(run)));
    set('artifacts', JSON.stringify(run.artifacts ?? []));
    set('comment-url', this.comment?.url ?? '');
    set('summary', finalMessage(input.conversation) ?? run.status_message?.message ?? '');
  }
}
