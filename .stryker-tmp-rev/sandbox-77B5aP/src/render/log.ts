/**
 * A run's log as plain text: one line for each conversation step and lifecycle event (and for the run's state and
 * session link), the same on the command line (`runs logs`, and the progress of `run`, `followup` and `dispatch`)
 * and in the action's log, where each step is a group with its detail inside. Pure: data in, text out.
 *
 * Every text the agent or the service wrote passes `cleanText` before it is placed: terminal escape sequences and
 * other control characters are removed (a step cannot steer the terminal that shows it, nor hide a line by moving
 * the cursor), and `neutralizeCommands` makes it inert for a GitHub runner, which reads workflow commands
 * (`::add-mask::`, `::set-output`, `##[`) from whatever a step prints, stdout and stderr alike.
 */
import type { Read } from '../client/index.ts';
import { flatten, groupDigits } from './format.ts';

/** Longest title a line shows. */
export const TITLE_CHARS = 200;
/** Longest detail of one step: the rest is cut with a note that says how much and where to read it whole. */
export const DETAIL_CHARS = 16_000;

/**
 * Terminal escape sequences: CSI (`ESC [` … final byte, or the one-byte C1 `0x9B`), OSC (`ESC ]` or `0x9D`, up to BEL
 * or ST), the string commands DCS, SOS, PM and APC (up to ST), and every other `ESC` sequence. A sequence left open
 * ends at the next escape or, for the string kinds, at the end of the text.
 */
const ESCAPES =
  // eslint-disable-next-line no-control-regex
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]?|(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|(?:\u001b[PX^_]|[\u0090\u0098\u009e\u009f])[^\u001b\u009c]*(?:\u001b\\|\u009c)?|\u001b[ -/]*[0-~]?/g;
/** Control characters but tab and line feed: C0, DEL and C1. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * `text` without terminal escape sequences and control characters (tab and line feed kept): a carriage return ends
 * a line (`\r\n` and a lone `\r` become `\n`), so that it cannot draw over the line it ends.
 */
export function stripControls(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(ESCAPES, '').replace(CONTROLS, '');
}

/**
 * Makes text inert for the runner, which reads workflow commands out of a step's stdout and stderr: a line whose
 * trimmed start is `::` (`::add-mask::`, `::error file=…::`, `::stop-commands::`) is prefixed with `> `, so that it
 * no longer starts with `::`; the legacy `##[` command opener, which acts anywhere in a line, is written `# #[`. Every
 * other character is kept, so the line still reads as what was sent. (`::stop-commands::<token>` around the text
 * would also work, but leaves the command-shaped lines in the log for anything else that reads it.) Lines end at
 * `\n`, `\r` or `\r\n`, as the runner reads them.
 */
export function neutralizeCommands(text: string): string {
  return text.replace(/^(?=[^\S\r\n]*::)/gm, '> ').replaceAll('##[', '# #[');
}

/**
 * A JSON line made inert for a runner without changing its value: it starts with `{`, so no command can start it,
 * and `##[` inside a string is written `#\u0023[`, which a JSON reader reads back as `##[`.
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('##[', '#\\u0023[');
}

/** One conversation step as the log shows it. */
export interface StepRecord {
  type: 'step';
  run_id: string;
  /** The step's id in the conversation. */
  id: string;
  /** Its place among the conversation's top-level steps, from 1. */
  number: number;
  /** When it started (else when it completed), as the service wrote it; null when it gave neither. */
  time: string | null;
  completed_at: string | null;
  title: string;
  /** What the step holds, line by line: messages, actions and their results, inner steps. */
  detail: string;
  /** Characters of the detail cut off (0: none). */
  detail_cut: number;
}

/** One lifecycle event of the run's timeline. */
export interface EventRecord {
  type: 'event';
  run_id: string;
  /** The event's id; when the service gave none, its kind and time (`agent_started@2026-…`). */
  id: string;
  /** The event's type, as the service names it (`agent_started`). */
  kind: string;
  /** What a reader calls it (`agent started`); the kind for a type this version does not know. */
  label: string;
  time: string | null;
  execution_id: number | null;
}

/** The run itself, when its state or its session link changed. */
export interface RunRecord {
  type: 'run';
  run_id: string;
  /** The run's updated_at when it was read. */
  time: string;
  state: string;
  session_link: string | null;
  status_message: string | null;
}

export type LogRecord = StepRecord | EventRecord | RunRecord;

/** What a step line says: `step 3: Fix the parser`. */
export function stepText(record: Pick<StepRecord, 'number' | 'title'>): string {
  return `step ${record.number}: ${record.title}`;
}

/** What an event line says: `event agent_started: agent started` (an unknown type: `event snapshot_uploaded`). */
export function eventText(record: Pick<EventRecord, 'kind' | 'label'>): string {
  const kind = flatten(stripControls(record.kind), 80);
  return record.label === record.kind ? `event ${kind}` : `event ${kind}: ${record.label}`;
}

/** What a state line says: `state FAILED: The team is out of credits`. */
export function stateText(record: Pick<RunRecord, 'state' | 'status_message'>): string {
  const state = flatten(stripControls(record.state), 40);
  return record.status_message ? `state ${state}: ${record.status_message}` : `state ${state}`;
}

/** What the session line says: `session https://…`. */
export function sessionText(link: string): string {
  return `session ${link}`;
}

/** The lines one record prints (a run record: its state, its session link, or both). */
export function recordTexts(record: LogRecord, previous?: RunRecord): string[] {
  if (record.type === 'step') return [stepText(record)];
  if (record.type === 'event') return [eventText(record)];
  const lines: string[] = [];
  if (record.state !== previous?.state) lines.push(stateText(record));
  if (record.session_link && record.session_link !== previous?.session_link)
    lines.push(sessionText(record.session_link));
  return lines;
}

/** A time as `runs logs` prints it: `2026-11-28T21:00:03Z` (UTC, whole seconds); `-` padded when there is none. */
export function lineTime(time: string | null): string {
  const ms = time === null ? Number.NaN : Date.parse(time);
  if (Number.isNaN(ms)) return '-'.padEnd(20);
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A line of `runs logs` for people: the time, then what happened; made inert for a runner. */
export function timedLine(time: string | null, text: string): string {
  return neutralizeCommands(`${lineTime(time)}  ${text}`);
}

/** One line of text from untrusted text: controls removed, white space folded, at most `max` characters. */
export function cleanLine(text: string, max: number): string {
  return flatten(stripControls(text), max);
}

/**
 * Untrusted text of many lines, bounded: controls removed, then `redact` (after: a sequence inside a token no
 * longer hides it), then cut to `max` characters with a note naming `whole` (where to read it whole).
 */
export function cleanText(
  text: string,
  max: number,
  redact: (text: string) => string,
  whole: string,
): { text: string; cut: number } {
  const clean = redact(stripControls(text));
  if (clean.length <= max) return { text: clean, cut: 0 };
  let end = max;
  const last = clean.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  const cut = clean.length - end;
  return {
    text: `${clean.slice(0, end)}\n[cut: ${groupDigits(cut)} more characters; ${whole}]`,
    cut,
  };
}

type ConversationStep = Read<'ConversationStep'>;
type Block = Record<string, unknown>;

/** A value of an action's input or output as one short line: a string as it is, anything else as JSON. */
function valueLine(value: unknown, max: number): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return flatten(text, max);
}

/** The lines of one content block (an action's input and a result's output on one line each, at most 500 characters). */
function blockLines(block: Block, role: string): string[] {
  const name = typeof block.name === 'string' ? block.name : 'action';
  switch (block.type) {
    case 'text':
      return typeof block.text === 'string' && block.text.trim() ? [`${role}: ${block.text.trimEnd()}`] : [];
    case 'action':
      return [`→ ${name} ${valueLine(block.input ?? {}, 500)}`];
    case 'action_result': {
      const state = typeof block.state === 'string' ? ` (${block.state})` : '';
      return [`← ${name}${state} ${valueLine(block.output ?? {}, 500)}`];
    }
    case 'event':
      return [`· ${name}`];
    default:
      return [`· ${valueLine(block.type, 60)}`];
  }
}

/**
 * What a step holds, as lines: its messages (text as written, an action and its result on a line each) and its inner
 * steps, each under a `- title` line, indented by depth. The text is as the service gave it: `cleanText` bounds and
 * cleans it where it is placed.
 */
export function stepDetail(step: ConversationStep): string {
  const lines: string[] = [];
  const walk = (s: ConversationStep, depth: number) => {
    const pad = '  '.repeat(depth);
    for (const message of s.messages) {
      const blocks = Array.isArray(message.content) ? (message.content as Block[]) : [];
      for (const block of blocks)
        for (const line of blockLines(block, String(message.role)))
          lines.push(...line.split('\n').map((l) => `${pad}${l}`));
    }
    for (const inner of s.steps ?? []) {
      const title = (inner.description ?? '').trim() || (inner.summary ?? '').trim() || inner.id;
      lines.push(`${pad}- ${flatten(title, TITLE_CHARS)}`);
      walk(inner, depth + 1);
    }
  };
  walk(step, 0);
  return lines.join('\n');
}
