/**
 * The action's edges: everything the action writes where a person or a later step can read it (the log, the step's
 * error, its outputs, the job summary) goes out through here, and here only, so every line is redacted by one
 * process-wide Redactor and bounded to what GitHub takes. Besides src/index.ts this is the only module that
 * imports @actions/core (an ESLint rule keeps it so); GitHub comments and check runs are redacted by the octokit
 * hook in src/github/octokit.ts, with the same Redactor: the entries hand octokit this host (its `redact` and `log`).
 */
import { EOL } from 'node:os';
import * as core from '@actions/core';
import { Redactor, type SecretKind } from '../shared/redact.ts';
import { neutralizeCommands, stripControls } from '../render/log.ts';
import { groupDigits } from '../render/format.ts';
import type { Host } from '../flow/host.ts';
import { actionWords } from './words.ts';

/** What every channel removes: the API key, the `redact` input's strings, the GitHub token, and credentials. */
export const redactor = new Redactor();

/** Masks `value` in the runner's log and removes it from everything the action writes. */
export function setSecret(value: string, kind: SecretKind = 'secret'): void {
  if (value === '') return;
  core.setSecret(value);
  redactor.add(value, kind);
}

/** Adds `value` to what the action removes, without an `::add-mask::` line (the runner masks it already). */
export function addSecret(value: string, kind: SecretKind = 'secret'): void {
  redactor.add(value, kind);
}

/** Text made inert for the runner (see render/log.ts); here for the tests of the action's edges. */
export { neutralizeCommands };

/** Text as the log writes it: terminal escapes and controls removed, redacted after (a sequence may hide a token). */
const clean = (message: string): string => redactor.redact(stripControls(message));

/**
 * The log. Every text loses its terminal escapes and control characters (but tab and line feed: an escape sequence
 * in an agent's step would otherwise reach the log page, and a terminal that shows a downloaded log, as it is) and
 * is redacted. `info` writes it as it is then, neutralized; `warning`, `error` and `debug` are workflow commands whose
 * message @actions/core escapes (`%`, `\r`, `\n` as `%25`, `%0D`, `%0A`), so text in them cannot start a line of
 * its own. `group` writes a titled group (`::group::` … `::endgroup::`) whole at once, so that groups never nest and
 * no other line falls inside one; its title is one line, its `##[` made inert as in `info` (the opener acts
 * anywhere in a line, a group's title too).
 */
export const log = {
  info: (message: string): void => core.info(neutralizeCommands(clean(message))),
  warning: (message: string): void => core.warning(clean(message)),
  error: (message: string): void => core.error(clean(message)),
  debug: (message: string): void => core.debug(clean(message)),
  group: (title: string, detail: string): void => {
    core.startGroup(neutralizeCommands(clean(title).replace(/\s+/g, ' ').trim()));
    if (detail !== '') core.info(neutralizeCommands(clean(detail)));
    core.endGroup();
  },
};

/** Fails the step with `message` as its error. */
export function fail(message: string): void {
  core.setFailed(redactor.redact(message));
}

export const MIB = 1024 * 1024;
/** GitHub's limit on a step's job summary. */
export const SUMMARY_MAX_BYTES = MIB;
/** The most any one output holds (GitHub keeps at most 1 MiB of a job's outputs). */
export const OUTPUT_MAX_BYTES = MIB;

/** The longest start of `text` of at most `maxBytes` bytes of UTF-8 that ends between two code points. */
export function cutBytes(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = Math.max(0, maxBytes);
  // A continuation byte (10xxxxxx) at the cut means the code point it belongs to started before: cut before it.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

/** The longest start of `text` of at most `maxChars` UTF-16 units that does not split a surrogate pair. */
export function cutChars(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  let end = Math.max(0, maxChars);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end);
}

/** `text` if it fits in `maxBytes`, else its start and `note`, together at most `maxBytes`. */
function boundBytes(text: string, maxBytes: number, note: string): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  const room = maxBytes - Buffer.byteLength(note, 'utf8');
  return room < 0 ? cutBytes(text, maxBytes) : cutBytes(text, room) + note;
}

/**
 * Sets a step output: redacted, at most `maxChars` characters when given (the `summary` output), and never more than
 * OUTPUT_MAX_BYTES; a value that had to be cut ends with a note that says so.
 */
export function setOutput(name: string, value: string, maxChars?: number): void {
  let text = redactor.redact(value);
  if (maxChars !== undefined && text.length > maxChars) {
    const note = `\n\n[cut: the ${name} output holds at most ${groupDigits(maxChars)} characters]`;
    text = cutChars(text, maxChars - note.length) + note;
  }
  text = boundBytes(
    text,
    OUTPUT_MAX_BYTES,
    `\n\n[cut: an output holds at most ${groupDigits(OUTPUT_MAX_BYTES)} bytes]`,
  );
  core.setOutput(name, text);
}

/** Bytes this process has written to the job summary: every write counts against the one limit. */
let summaryBytes = 0;

/**
 * Appends markdown (and a line end) to the job summary: redacted, and cut with a visible note where the summary
 * would pass SUMMARY_MAX_BYTES. Nothing is written once the limit is reached.
 */
export async function writeSummary(markdown: string): Promise<void> {
  const room = SUMMARY_MAX_BYTES - summaryBytes - EOL.length;
  if (room <= 0) return;
  const note = `\n\n---\n\n*The job summary was cut here: GitHub shows at most ${groupDigits(SUMMARY_MAX_BYTES)} bytes.*`;
  const text = boundBytes(redactor.redact(markdown), room, note);
  await core.summary.addRaw(text, true).write();
  summaryBytes += Buffer.byteLength(text, 'utf8') + EOL.length;
}

/** The action's host: inputs from the runner (INPUT_*), state in GITHUB_STATE, every channel redacted. */
export const actionHost: Host = {
  words: actionWords,
  input: (name, options) => {
    const value = core.getInput(name, { trimWhitespace: options?.trim ?? true });
    // The key may come from the job's environment instead of the input (`env: WARP_API_KEY: ...`).
    return name === 'api-key' && value.trim() === '' ? (process.env.WARP_API_KEY ?? '') : value;
  },
  secret: (value, kind, masked) => (masked ? addSecret(value, kind) : setSecret(value, kind)),
  redact: (text) => redactor.redact(text),
  log,
  state: { save: (name, value) => core.saveState(name, value), load: (name) => core.getState(name) },
  output: setOutput,
  summary: writeSummary,
  fail,
};
