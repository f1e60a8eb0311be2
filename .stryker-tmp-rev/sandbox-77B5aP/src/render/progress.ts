/**
 * Live progress: what a run is doing while it works, from its timeline (the service's lifecycle events: claimed,
 * machine ready, agent started, ...) and its conversation (the agent's steps). Pure: `progressOf` turns what was
 * read into plain entries (for the log and for deciding whether the comment must change), `renderProgress` turns
 * those into markdown for the report. Every text the service or the agent wrote is neutralized where it is placed.
 */
import type { Read, RunItem } from '../client/index.ts';
import { code, formatDuration, inline } from './format.ts';

export type TimelineEvent = Read<'TimelineEvent'>;
type Conversation = Read<'ConversationResponse'>;
type ConversationStep = Read<'ConversationStep'>;

/** What was read of a run's progress: the timeline's events (as seen so far) and the conversation, if any. */
export interface ProgressReading {
  events: readonly TimelineEvent[];
  conversation: Conversation | undefined;
}

/** One lifecycle event: its type, what a reader calls it, and when it happened after the run was created. */
export interface LifecycleEntry {
  id: string;
  type: string;
  label: string;
  /** Milliseconds since the run was created; undefined when the event's time cannot be read. */
  sinceMs: number | undefined;
}

/** One step of the agent: its title, whether it is done, and the latest action it took (one plain line). */
export interface StepEntry {
  id: string;
  title: string;
  done: boolean;
  action: string | undefined;
}

export interface Progress {
  lifecycle: LifecycleEntry[];
  steps: StepEntry[];
}

/** Steps shown in the checklist; earlier ones are counted. */
export const SHOWN_STEPS = 10;
/** Lifecycle events shown; earlier ones (of earlier executions) are counted. */
export const SHOWN_EVENTS = 8;

const EVENT_LABEL: Record<string, string> = {
  oz_run_created: 'created',
  oz_run_claimed: 'claimed by a worker',
  worker_container_ready: 'machine ready',
  shared_session_started: 'session started',
  agent_started: 'agent started',
  oz_run_blocked: 'waiting for input',
  oz_run_done: 'done',
  oz_run_cancelled: 'cancelled',
  oz_run_failed: 'failed',
  oz_run_errored: 'stopped with an error',
  vm_shutdown: 'machine shut down',
};

/** The label of an event type: a known one in words, an unknown one by its name. */
export function eventLabel(type: string): string {
  return Object.hasOwn(EVENT_LABEL, type) ? EVENT_LABEL[type]! : type;
}

/** How the action's own prompt framing opens (src/flow/prompt.ts writes it with these): not the user's words. */
export const COMMENT_FRAMING = 'The request below was written in a GitHub comment by';
export const CONTEXT_FRAMING = '## GitHub context';

/** The user's request inside a prompt the action built from a comment: the first line of its fenced block. */
function requestIn(prompt: string): string | undefined {
  const fenced = /(~{4,})text request\n([\s\S]*?)\n\1/.exec(prompt);
  const line = fenced?.[2]?.split('\n').find((l) => l.trim() !== '');
  return line?.trim();
}

/**
 * A step's title: its description, else its summary, else its number. A title that is the action's own framing
 * of the prompt (the service titles the first step with the prompt's first line) shows the user's request instead,
 * or the run's title.
 */
export function stepTitle(
  step: ConversationStep,
  index: number,
  run: Pick<RunItem, 'prompt' | 'title'>,
): string {
  const raw = (step.description ?? '').trim() || (step.summary ?? '').trim();
  if (!raw) return `Step ${index + 1}`;
  if (raw.startsWith(COMMENT_FRAMING))
    return requestIn(run.prompt ?? '') ?? (run.title || 'The request from the comment');
  if (raw.startsWith(CONTEXT_FRAMING)) return run.title || 'The task from the thread';
  return raw;
}

type Block = Record<string, unknown>;

const blocksOf = (step: ConversationStep): Block[] =>
  step.messages.flatMap((m) => (Array.isArray(m.content) ? (m.content as Block[]) : []));

/** The latest action of a step (its nested steps included), as one plain line: `run_command npm test (running)`. */
export function latestAction(step: ConversationStep): string | undefined {
  const all: Block[] = [];
  const walk = (s: ConversationStep) => {
    all.push(...blocksOf(s));
    for (const inner of s.steps ?? []) walk(inner);
  };
  walk(step);
  const action = all.filter((b) => b.type === 'action').at(-1);
  if (!action) return undefined;
  const input = (action.input ?? {}) as Record<string, unknown>;
  const detail = ['command', 'path', 'query', 'file', 'url']
    .map((k) => input[k])
    .find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const result = all.filter((b) => b.type === 'action_result' && b.action_id === action.id).at(-1);
  const state = typeof result?.state === 'string' ? result.state : undefined;
  const name = typeof action.name === 'string' ? action.name : 'action';
  return `${name}${detail ? ` ${detail}` : ''}${state ? ` (${state})` : ''}`;
}

/**
 * The entries of what was read: lifecycle events once each (by id) in time order, and the conversation's
 * top-level steps in order. A step is done when it says so (`completed_at`) or when a later one began; the last
 * step is in progress while `active`.
 */
export function progressOf(
  reading: ProgressReading,
  run: Pick<RunItem, 'created_at' | 'prompt' | 'title'>,
  active: boolean,
): Progress {
  const created = Date.parse(run.created_at);
  const seen = new Set<string>();
  const lifecycle: LifecycleEntry[] = [];
  for (const event of reading.events) {
    const id = event.event_uuid || `${event.event_type}@${event.occurred_at ?? ''}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const at = event.occurred_at === undefined ? Number.NaN : Date.parse(event.occurred_at);
    lifecycle.push({
      id,
      type: event.event_type,
      label: eventLabel(event.event_type),
      sinceMs: Number.isNaN(at) || Number.isNaN(created) ? undefined : Math.max(0, at - created),
    });
  }
  lifecycle.sort((a, b) => (a.sinceMs ?? Infinity) - (b.sinceMs ?? Infinity));
  const steps = reading.conversation?.steps ?? [];
  return {
    lifecycle,
    steps: steps.map((step, index) => {
      const last = index === steps.length - 1;
      return {
        id: step.id,
        title: stepTitle(step, index, run),
        done: Boolean(step.completed_at) || !last || !active,
        action: latestAction(step),
      };
    }),
  };
}

/** What the progress view shows, as one string: the comment is edited only when this changes. */
export function progressKey(progress: Progress): string {
  return JSON.stringify([
    progress.lifecycle.map((e) => e.id),
    progress.steps.map((s) => [s.id, s.title, s.done, s.done ? '' : s.action]),
  ]);
}

/** The lifecycle on one line: `created 0s → claimed by a worker 3s → machine ready 10s`. */
export function renderLifecycle(lifecycle: readonly LifecycleEntry[]): string {
  if (!lifecycle.length) return '';
  const shown = lifecycle.slice(-SHOWN_EVENTS);
  const earlier = lifecycle.length - shown.length;
  const items = shown.map(
    (e) =>
      `${Object.hasOwn(EVENT_LABEL, e.type) ? e.label : code(e.type, 60, false)}${e.sinceMs === undefined ? '' : ` ${formatDuration(e.sinceMs)}`}`,
  );
  return `**Lifecycle:** ${earlier ? `(${earlier} earlier) … → ` : ''}${items.join(' → ')}`;
}

/** The agent's steps as a checklist: the last SHOWN_STEPS, done ✓, the current one in bold with its latest action. */
export function renderChecklist(steps: readonly StepEntry[]): string {
  if (!steps.length) return '';
  const shown = steps.slice(-SHOWN_STEPS);
  const earlier = steps.length - shown.length;
  const lines = shown.map((s) => {
    if (s.done) return `- ✓ ${inline(s.title, 150)}`;
    const action = s.action ? `\n  <sub>latest: ${code(s.action, 160, false)}</sub>` : '';
    return `- ⏳ **${inline(s.title, 150)}** (in progress)${action}`;
  });
  const head = earlier ? [`- ✓ _${earlier} earlier step${earlier === 1 ? '' : 's'} done_`] : [];
  return `**Steps**\n\n${[...head, ...lines].join('\n')}`;
}

/** The progress view of an active run: lifecycle and checklist, or a line saying none is known yet. */
export function renderProgress(progress: Progress): string {
  const parts = [renderLifecycle(progress.lifecycle), renderChecklist(progress.steps)].filter(Boolean);
  return parts.length ? parts.join('\n\n') : '_No progress reported yet._';
}
