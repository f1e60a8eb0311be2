/**
 * Reads what a run is doing while it works (its timeline and its conversation), at most every
 * `progress-interval-seconds` and only after a poll found the run active, logs each new lifecycle event and each
 * new step once, and holds what the report shows. A progress read never fails the step: a conversation that is not
 * there yet (404) or cannot be normalized yet (422) is asked again later, and any other failure is a warning (once)
 * and the report goes on without it.
 */
import { ApiAbortError, ApiError, type CloudAgentClient, type RunItem } from '../client/index.ts';
import type { Log } from './host.ts';
import { eventText, stepText } from '../render/log.ts';
import {
  progressKey,
  progressOf,
  type Progress,
  type ProgressReading,
  type TimelineEvent,
} from '../render/progress.ts';
import { LogBook, logPrefix, type Since } from './logs.ts';
import { redactValues } from '../shared/redact.ts';
import { PROGRESS_READ_MS, scaled } from '../timing.ts';

/** The least interval between progress reads that `progress-interval-seconds` accepts (0 turns them off). */
export const MIN_PROGRESS_INTERVAL_S = 10;

export interface ProgressOptions {
  client: CloudAgentClient;
  runId: string;
  log: Log;
  /** Least time between two reads (as waited: the input's figure scaled, src/timing.ts). */
  intervalMs: number;
  /** When following began: log lines carry the time since then, like the state changes. */
  began: number;
  now?: () => number;
  /**
   * The host's redaction, applied to every text of the entries before anything cuts them: redacting the rendered
   * comment or log line is too late for a secret a cut went through (half a token no longer looks like one).
   */
  redact?: (text: string) => string;
  /**
   * Log only what came after this (a follow-up's: the run's `updated_at` before it, on the service's clock): the
   * earlier executions' steps and events are the report's, not this log's.
   */
  since?: Since | undefined;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Whether a failed read means "not there yet": the conversation before the agent wrote, or in a format not yet read. */
const notYet = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 422);

export class ProgressWatch {
  private readonly options: ProgressOptions;
  private readonly now: () => number;
  private lastRead = -Infinity;
  private events: TimelineEvent[] = [];
  private conversation: ProgressReading['conversation'];
  /** The state the timeline was last read in, and whether the agent had started by then. */
  private timelineState: string | undefined;
  private agentStarted = false;
  /** What the log has told: each step and event once (flow/logs.ts). */
  private readonly book: LogBook;
  private warned = false;
  /** The service refused to show progress (401, 403): no more reads. */
  private refused = false;
  /** Requests made, for the benchmarks. */
  requests = 0;

  constructor(options: ProgressOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.book = new LogBook({
      runId: options.runId,
      redact: options.redact ?? ((text) => text),
      since: options.since,
    });
  }

  /** A moment at which no read was wanted (the run was not at work) counts as a read for the pace. */
  skip(): void {
    this.lastRead = this.now();
  }

  /** Whether a read is due: the interval has passed since the last one (and the service did not refuse). */
  due(): boolean {
    return !this.refused && this.now() - this.lastRead >= this.options.intervalMs;
  }

  /** When the next read is due (on the `now` clock); undefined when no more reads will be made. */
  dueAt(): number | undefined {
    return this.refused ? undefined : this.lastRead + this.options.intervalMs;
  }

  /**
   * Reads the timeline (while the run is being set up, and after its state changed: later events are state
   * changes) and the conversation (once the run works), when a read is due. Resolves whether anything new was
   * read. Never throws but for the step's own abort.
   */
  async read(run: RunItem, signal?: AbortSignal): Promise<boolean> {
    if (!this.due()) return false;
    this.lastRead = this.now();
    const options = { signal, maxRetries: 0, deadlineMs: scaled(PROGRESS_READ_MS) };
    const { client, runId } = this.options;
    const wantTimeline = !this.agentStarted || this.timelineState !== run.state;
    const wantConversation = run.state === 'INPROGRESS';
    const [timeline, conversation] = await Promise.all([
      wantTimeline ? this.attempt(() => client.runs.timeline(runId, options)) : undefined,
      wantConversation ? this.attempt(() => client.runs.conversation(runId, options)) : undefined,
    ]);
    const before = progressKey(this.progress(run));
    if (timeline) {
      this.timelineState = run.state;
      this.events = this.redacted(timeline.events);
      this.agentStarted ||= timeline.events.some((e) => e.event_type === 'agent_started');
    }
    if (conversation) this.conversation = this.redacted(conversation);
    this.logNew(run, this.conversation, timeline ? this.events : undefined);
    return progressKey(this.progress(run)) !== before;
  }

  /** One read: its answer, or undefined when it failed (a warning the first time, unless the thing is not there yet). */
  private async attempt<T>(read: () => Promise<T>): Promise<T | undefined> {
    this.requests++;
    try {
      return await read();
    } catch (err) {
      if (err instanceof ApiAbortError) throw err;
      if (notYet(err)) return undefined;
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) this.refused = true;
      if (!this.warned) {
        this.warned = true;
        this.options.log.warning(
          `could not read the progress of run ${this.options.runId} (${messageOf(err)}); the report goes on without it`,
        );
      }
      return undefined;
    }
  }

  /** The conversation as read at the end: its steps not logged yet are logged now. */
  absorb(run: RunItem, conversation: NonNullable<ProgressReading['conversation']>): void {
    this.conversation = this.redacted(conversation);
    this.logNew(run, this.conversation, undefined);
  }

  /** What the report shows of the run's progress. */
  progress(run: RunItem, active = true): Progress {
    return progressOf({ events: this.events, conversation: this.conversation }, run, active);
  }

  /** An answer with its texts redacted, before anything renders or cuts them. */
  private redacted<T>(value: T): T {
    const { redact } = this.options;
    return redact ? redactValues(value, redact) : value;
  }

  /**
   * Logs each lifecycle event and each step the first time it is seen, in order (flow/logs.ts): an event on a line,
   * a step as a group (its title, its detail inside) where the host has groups.
   */
  private logNew(
    run: RunItem,
    conversation: ProgressReading['conversation'],
    events: readonly TimelineEvent[] | undefined,
  ): void {
    const { log, runId, began } = this.options;
    const prefix = logPrefix(log, runId, this.now() - began);
    for (const record of this.book.take(run, conversation, events)) {
      if (record.type === 'event') log.info(`${prefix}${eventText(record)}`);
      else if (log.group) log.group(`${prefix}${stepText(record)}`, record.detail);
      else log.info(`${prefix}${stepText(record)}`);
    }
  }
}
