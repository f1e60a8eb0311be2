/**
 * A run's log: its conversation steps and lifecycle events as records, each once, in order, for `runs logs` (and its
 * `--follow`) and for the progress the other commands log while they wait (flow/progress.ts).
 *
 * - Once: a step by its id, an event by its id (its kind and time when the service gave no id). What is kept to tell
 *   so is those ids and nothing else, so memory grows with the conversation, not with how long it is followed.
 * - In order: steps in the conversation's order, events in the timeline's, the two merged by time. A step without a
 *   time is placed right after the step before it (the first, before everything); an event without one, after the
 *   event before it. A read brings what is new since the last one, placed after what was printed before.
 * - Untrusted: every text is cleaned (terminal escapes and controls removed), redacted and bounded (render/log.ts)
 *   before anything prints it; an event of another run, whatever the service sent, is not this run's.
 */
import {
  ApiAbortError,
  ApiError,
  sleepFor,
  type CloudAgentClient,
  type Read,
  type RunItem,
} from '../client/index.ts';
import { hasStopped } from '../shared/runs.ts';
import {
  cleanLine,
  cleanText,
  DETAIL_CHARS,
  stepDetail,
  stripControls,
  TITLE_CHARS,
  type EventRecord,
  type LogRecord,
  type RunRecord,
  type StepRecord,
} from '../render/log.ts';
import { eventLabel, stepTitle } from '../render/progress.ts';
import { flatten, safeUrl } from '../render/format.ts';
import type { Log } from './host.ts';
import { OutcomeError } from '../shared/outcome.ts';
import { formatElapsed, isTransient } from './wait.ts';
import { FOLLOW_PACE, scaled } from '../timing.ts';

type Conversation = Read<'ConversationResponse'>;
type ConversationStep = Read<'ConversationStep'>;
type TimelineEvent = Read<'TimelineEvent'>;

/** The pace of `runs logs --follow` (src/timing.ts), a test's own where it gives one. */
export type FollowPace = typeof FOLLOW_PACE;

/**
 * What starts a line of a run's log while a command follows it: `run <id>: `, after the time since following began
 * (`[01:05] `) where the host does not stamp its lines itself.
 */
export function logPrefix(log: Pick<Log, 'stamped'>, runId: string, elapsedMs: number): string {
  return log.stamped ? `run ${runId}: ` : `[${formatElapsed(elapsedMs)}] run ${runId}: `;
}

/** Where `--since` resumes: after a step (by id), or after a time (milliseconds since the epoch). */
export type Since = { step: string } | { time: number };

/** The service's time in milliseconds, or undefined when it is no time. */
function timeOf(value: string | null | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** A step's own time: when it started, else when it completed; undefined when it shows neither. */
const ownTime = (step: ConversationStep): number | undefined =>
  timeOf(step.started_at) ?? timeOf(step.completed_at);

/** A record with the time it is placed at (see the top of this file). */
interface Placed<R> {
  record: R;
  at: number;
}

/** The id of an event: its own, else its kind and time. */
export const eventId = (event: TimelineEvent): string =>
  event.event_uuid || `${event.event_type}@${event.occurred_at ?? ''}`;

/** A `--since` step that the conversation does not hold. */
export class SinceError extends OutcomeError {
  constructor(message: string) {
    super(message, 'error');
  }
}

export interface LogBookOptions {
  runId: string;
  /** The host's redaction: applied after the controls are removed, before anything is cut. */
  redact: (text: string) => string;
  since?: Since | undefined;
}

/** What was printed of one run's log: the ids seen, the run as last printed. */
export class LogBook {
  private readonly options: LogBookOptions;
  private readonly seen = new Set<string>();
  private last: RunRecord | undefined;
  /** Where `--since` puts the start; for a step, undefined until the conversation shows it. */
  private after: number | undefined;
  private pendingStep: string | undefined;

  constructor(options: LogBookOptions) {
    this.options = options;
    const { since } = options;
    if (since && 'time' in since) this.after = since.time;
    else if (since) this.pendingStep = since.step;
  }

  /** How many ids are kept: one a step and one an event, whatever the length of the follow. */
  get size(): number {
    return this.seen.size;
  }

  /** Whether a `--since` step is still to be found in the conversation (nothing is taken until it is). */
  get waitingForSince(): boolean {
    return this.pendingStep !== undefined;
  }

  private line(text: string, max: number): string {
    return flatten(this.options.redact(stripControls(text)), max);
  }

  /**
   * The run's record when its state or session link changed since the last one (the first time, always), with the
   * record printed before it; undefined when nothing changed.
   */
  run(run: RunItem): { record: RunRecord; previous: RunRecord | undefined } | undefined {
    const link = safeUrl(run.session_link);
    const message = run.status_message?.message;
    const record: RunRecord = {
      type: 'run',
      run_id: run.run_id,
      time: run.updated_at,
      state: run.state,
      session_link: link ? this.line(link, 2000) : null,
      status_message: message && hasStopped(run.state) ? this.line(message, 1000) : null,
    };
    const previous = this.last;
    if (previous && previous.state === record.state && previous.session_link === record.session_link)
      return undefined;
    this.last = record;
    return { record, previous };
  }

  /** The steps of the conversation, each placed (see the top of this file), with the step it is. */
  private placeSteps(steps: readonly ConversationStep[]): Placed<ConversationStep>[] {
    let at = -Infinity;
    return steps.map((step) => {
      at = Math.max(at, ownTime(step) ?? at);
      return { record: step, at };
    });
  }

  /**
   * What the reads show that was not taken before, in order: steps of `conversation` and events of `events`
   * (either may be missing: not read, or not there yet). Throws SinceError when `--since` names a step the
   * conversation does not hold.
   */
  take(
    run: RunItem,
    conversation: Conversation | undefined,
    events: readonly TimelineEvent[] | undefined,
  ): (StepRecord | EventRecord)[] {
    const { runId } = this.options;
    const steps = conversation ? this.placeSteps(conversation.steps) : [];
    if (this.pendingStep !== undefined) {
      if (!conversation) return [];
      const index = steps.findIndex((s) => s.record.id === this.pendingStep);
      if (index < 0)
        throw new SinceError(
          `run ${runId} has no step ${JSON.stringify(cleanLine(this.pendingStep, 100))} to resume after (runs conversation ${runId} --json lists its steps' ids)`,
        );
      for (const s of steps.slice(0, index + 1)) this.seen.add(`step:${s.record.id}`);
      this.after = steps[index]!.at;
      this.pendingStep = undefined;
    }
    const { after } = this;
    const before = (at: number) => after !== undefined && at <= after;
    // After a `--since` step, every step that follows it is new, whatever its time: one untimed, or started in the
    // same second, or by a clock behind the one before, is placed at the step's own time. By time only after a time.
    const stepsByTime = this.options.since !== undefined && 'time' in this.options.since;
    const newSteps: Placed<StepRecord>[] = [];
    steps.forEach(({ record: step, at }, index) => {
      const key = `step:${step.id}`;
      if (this.seen.has(key)) return;
      if (stepsByTime && before(at)) {
        // Before the time: not printed. One placed there for want of a time of its own (a step at work may show
        // none yet) is looked at again by the next read, which may show it.
        if (ownTime(step) !== undefined) this.seen.add(key);
        return;
      }
      this.seen.add(key);
      newSteps.push({ at, record: this.stepRecord(run, step, index) });
    });
    const newEvents: Placed<EventRecord>[] = [];
    let at = -Infinity;
    for (const event of events ?? []) {
      // An event of another run is not this run's, whatever answered it.
      if (event.run_id !== undefined && event.run_id !== runId) continue;
      at = Math.max(at, timeOf(event.occurred_at) ?? at);
      const key = `event:${eventId(event)}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      if (before(at)) continue;
      newEvents.push({ at, record: this.eventRecord(event) });
    }
    // Merged by time; at one time an event comes before a step (the agent starts, then works).
    const merged: (StepRecord | EventRecord)[] = [];
    let s = 0;
    let e = 0;
    while (s < newSteps.length || e < newEvents.length) {
      const step = newSteps[s];
      const event = newEvents[e];
      if (event && (!step || event.at <= step.at)) {
        merged.push(event.record);
        e++;
      } else {
        merged.push(step!.record);
        s++;
      }
    }
    return merged;
  }

  private stepRecord(run: RunItem, step: ConversationStep, index: number): StepRecord {
    const { runId, redact } = this.options;
    const detail = cleanText(
      stepDetail(step),
      DETAIL_CHARS,
      redact,
      `the run's conversation holds the whole step (runs conversation ${runId})`,
    );
    const time = timeOf(step.started_at) !== undefined ? step.started_at! : (step.completed_at ?? null);
    return {
      type: 'step',
      run_id: runId,
      id: this.line(step.id, 200),
      number: index + 1,
      time: timeOf(time) === undefined ? null : time,
      completed_at: timeOf(step.completed_at) === undefined ? null : step.completed_at!,
      title: this.line(stepTitle(step, index, run), TITLE_CHARS),
      detail: detail.text,
      detail_cut: detail.cut,
    };
  }

  private eventRecord(event: TimelineEvent): EventRecord {
    const kind = this.line(event.event_type, 100);
    return {
      type: 'event',
      run_id: this.options.runId,
      id: this.line(eventId(event), 300),
      kind,
      label: eventLabel(kind),
      time: timeOf(event.occurred_at) === undefined ? null : event.occurred_at!,
      execution_id: typeof event.execution_id === 'number' ? event.execution_id : null,
    };
  }
}

export interface FollowLogsOptions {
  client: CloudAgentClient;
  runId: string;
  /** Keep reading until the run stops (ends, or waits for input); else one read of what exists. */
  follow: boolean;
  since?: Since | undefined;
  redact: (text: string) => string;
  /** Prints a record (a run's record with the one printed before it). */
  emit: (record: LogRecord, previous?: RunRecord) => void;
  /** A read that failed and is tried again, or a part of the log that could not be read (once each). */
  warn: (line: string) => void;
  signal: AbortSignal;
  pace?: Partial<FollowPace>;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** How following a run's log ended: the run as last read; `interrupted` when the signal stopped it. */
export interface FollowedLogs {
  run: RunItem | undefined;
  stopped: boolean;
  interrupted: boolean;
  /** Requests made, for the tests of the pace. */
  reads: { state: number; conversation: number; timeline: number };
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Whether a failed conversation read means "not there yet" (no conversation before the agent writes: 404; 422). */
const notYet = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 422);

/**
 * Prints run `runId`'s log: what exists, then (`follow`) what comes, until the run stops or the signal says to stop
 * (Ctrl-C: never a cancel). A refused state read (401, 403, 404, another 4xx) throws; a passing failure is a warning
 * and the follow goes on.
 */
export async function followLogs(options: FollowLogsOptions): Promise<FollowedLogs> {
  const pace = {
    stateMs: scaled(FOLLOW_PACE.stateMs),
    readMs: scaled(FOLLOW_PACE.readMs),
    factor: FOLLOW_PACE.factor,
    stateIdleMaxMs: scaled(FOLLOW_PACE.stateIdleMaxMs),
    readIdleMaxMs: scaled(FOLLOW_PACE.readIdleMaxMs),
    ...options.pace,
  };
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepFor;
  const { client, runId, signal } = options;
  const book = new LogBook({ runId, redact: options.redact, since: options.since });
  const reads = { state: 0, conversation: 0, timeline: 0 };
  const warned = new Set<string>();
  const warnOnce = (what: string, line: string) => {
    if (warned.has(what)) return;
    warned.add(what);
    options.warn(line);
  };
  let run: RunItem | undefined;
  const result = (stopped: boolean, interrupted: boolean): FollowedLogs => ({
    run,
    stopped,
    interrupted,
    reads,
  });

  const showRun = (current: RunItem) => {
    const changed = book.run(current);
    if (changed) options.emit(changed.record, changed.previous);
  };
  /** One read of the conversation and the timeline: what is new is printed; resolves how many records. */
  const readLog = async (current: RunItem): Promise<number> => {
    const request = { signal, maxRetries: 1 };
    const [conversation, timeline] = await Promise.all([
      (async () => {
        reads.conversation++;
        try {
          return await client.runs.conversation(runId, request);
        } catch (err) {
          if (err instanceof ApiAbortError || signal.aborted) throw err;
          if (!notYet(err))
            warnOnce('conversation', `could not read the conversation of run ${runId}: ${messageOf(err)}`);
          return undefined;
        }
      })(),
      (async () => {
        reads.timeline++;
        try {
          return await client.runs.timeline(runId, request);
        } catch (err) {
          if (err instanceof ApiAbortError || signal.aborted) throw err;
          warnOnce('timeline', `could not read the timeline of run ${runId}: ${messageOf(err)}`);
          return undefined;
        }
      })(),
    ]);
    const records = book.take(current, conversation, timeline?.events);
    for (const record of records) options.emit(record);
    return records.length;
  };

  let interval = pace.stateMs;
  let readEvery = pace.readMs;
  let lastRead = -Infinity;
  let readUpdated: string | undefined;
  let lastUpdated: string | undefined;
  let lastState: string | undefined;
  try {
    for (;;) {
      reads.state++;
      try {
        run = await client.runs.get(runId, { signal });
      } catch (err) {
        if (err instanceof ApiAbortError || signal.aborted) throw err;
        if (!options.follow || !isTransient(err)) throw err;
        options.warn(`reading run ${runId} failed: ${messageOf(err)}; still following it`);
        interval = Math.min(interval * pace.factor, pace.stateIdleMaxMs);
        await sleep(interval, signal);
        continue;
      }
      const first = lastUpdated === undefined;
      const moved = run.updated_at !== lastUpdated || run.state !== lastState;
      lastUpdated = run.updated_at;
      lastState = run.state;
      const stopped = hasStopped(run.state);
      if (first || stopped || !options.follow) {
        // What happened first, then where the run is now: its end comes after its last steps.
        if (options.follow && stopped) await sleep(Math.max(0, lastRead + pace.readMs - now()), signal);
        await readLog(run);
        lastRead = now();
        readUpdated = run.updated_at;
        showRun(run);
        if (book.waitingForSince && (stopped || !options.follow))
          throw new SinceError(
            `run ${runId} has no conversation yet, so step ${JSON.stringify(cleanLine((options.since as { step: string }).step, 100))} cannot be found to resume after`,
          );
        if (stopped || !options.follow) return result(stopped, false);
      } else {
        showRun(run);
        const since = now() - lastRead;
        let fresh = false;
        if (since >= pace.readMs && (run.updated_at !== readUpdated || since >= readEvery)) {
          fresh = (await readLog(run)) > 0;
          lastRead = now();
          readUpdated = run.updated_at;
          readEvery = fresh ? pace.readMs : Math.min(readEvery * pace.factor, pace.readIdleMaxMs);
        }
        interval = moved || fresh ? pace.stateMs : Math.min(interval * pace.factor, pace.stateIdleMaxMs);
      }
      await sleep(first ? pace.stateMs : interval, signal);
    }
  } catch (err) {
    if (signal.aborted || err instanceof ApiAbortError) return result(false, true);
    throw err;
  }
}
