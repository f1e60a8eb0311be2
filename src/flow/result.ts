/**
 * A run's structured result (`output-schema`): how the agent is asked for it, where it is found, and whether it is
 * one. The prompt ends with a fixed appendix quoting the schema: write the result to `result.json` and end the final
 * message with the same JSON in a fenced `json` block. The result is the `FILE` artifact named `result.json` that is
 * new in this execution (one the run had when the work was sent is an earlier execution's), downloaded through the
 * service's signed link (at most 16 MiB; the link is used once and kept nowhere: it expires), else the last fenced
 * `json` block of the final message. It is redacted before it is validated, so what is output is what was validated.
 * A result that is missing, not JSON or does not match gets a repair follow-up quoting what is wrong (see follow.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApiError,
  ApiResponseError,
  ApiShapeError,
  fetchSignedUrl,
  retryVerdictForStatus,
  type ArtifactItem,
  type CloudAgentClient,
  type RunItem,
} from '../client/index.ts';
import { RESULT_MARK_LIMIT, type ResultMark } from '../render/marker.ts';
import type { ResultFrom, ResultIssue, ResultView } from '../render/result.ts';
import { depthOf, MAX_VALUE_DEPTH, shownPath, validate, type Schema } from './json-schema.ts';
import { schemaMark, type ResultSchema } from './output-schema.ts';
import { RESULT_DOWNLOAD_MS, scaled } from '../timing.ts';

/** The file the agent writes its result to. */
export const RESULT_FILE = 'result.json';
/** The most of a result file read: past it, reading stops and the result is refused. */
export const MAX_RESULT_BYTES = 16 * 1024 * 1024;
/** The `result` output holds a result of at most this many bytes; a larger one is in the result file only. */
export const RESULT_OUTPUT_MAX_BYTES = 1024 * 1024;
/** The most issues a repair follow-up quotes. */
export const REPAIR_ISSUES = 20;
const APPENDIX_HEAD = '## Your result';

/** A number of bytes as a message says it: `16 MiB`, `100 bytes`. */
const sizeText = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes} bytes`;

/** A fence for `text` that nothing in it closes. */
function fenceFor(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/~+/g)].map((m) => m[0].length));
  return '~'.repeat(Math.max(4, longest + 1));
}

/**
 * The fixed appendix that ends a prompt (or a follow-up's message) when a result is asked for: where to write it, and
 * the schema it must match, quoted.
 */
export function resultAppendix(schema: ResultSchema): string {
  const text = JSON.stringify(schema.schema, null, 2);
  const mark = fenceFor(text);
  return [
    APPENDIX_HEAD,
    '',
    `When you are done, give your result as JSON that matches the JSON Schema below: write it to a file named \`${RESULT_FILE}\`, and end your final message with the same JSON in a fenced \`json\` code block.`,
    '',
    `${mark}json`,
    text,
    mark,
  ].join('\n');
}

/** Whether a request's text asks for a result: it ends with the appendix (withAppendix), or is the appendix alone. */
export function asksResult(text: string): boolean {
  return text.startsWith(`${APPENDIX_HEAD}\n`) || text.includes(`\n\n${APPENDIX_HEAD}\n`);
}

/** `text` with the appendix for `schema` after it (none without a schema). */
export function withAppendix(text: string, schema: ResultSchema | undefined): string {
  if (!schema) return text;
  return text.trim() === '' ? resultAppendix(schema) : `${text}\n\n${resultAppendix(schema)}`;
}

type Data = Record<string, unknown>;
const dataOf = (item: ArtifactItem): Data =>
  (typeof item.data === 'object' && item.data !== null ? item.data : {}) as Data;
const itemsOf = (run: RunItem): ArtifactItem[] =>
  Array.isArray(run.artifacts) ? (run.artifacts as ArtifactItem[]) : [];

/** The uids of the run's FILE artifacts, each once (what a result mark records as there before). */
export function fileUids(run: RunItem | undefined): string[] {
  if (!run) return [];
  const uids = itemsOf(run)
    .filter((item) => item.artifact_type === 'FILE')
    .map((item) => dataOf(item).artifact_uid)
    .filter((uid): uid is string => typeof uid === 'string' && uid !== '');
  return [...new Set(uids)].slice(-RESULT_MARK_LIMIT);
}

/** The newest FILE artifact named `result.json` the run has that is not among `before` (its uid). */
export function newResultFile(run: RunItem, before: readonly string[]): string | undefined {
  const earlier = new Set(before);
  let found: { uid: string; at: number } | undefined;
  for (const item of itemsOf(run)) {
    if (item.artifact_type !== 'FILE') continue;
    const data = dataOf(item);
    const uid = data.artifact_uid;
    if (typeof uid !== 'string' || uid === '' || earlier.has(uid) || data.filename !== RESULT_FILE) continue;
    const at = Date.parse(typeof item.created_at === 'string' ? item.created_at : '');
    const time = Number.isNaN(at) ? -Infinity : at;
    // The newest; of equal times (or none), the last the service lists.
    if (!found || time >= found.at) found = { uid, at: time };
  }
  return found?.uid;
}

/** The text of the last fenced code block whose info string is `json` in `message` (CommonMark's fences). */
export function lastJsonBlock(message: string | undefined): string | undefined {
  if (!message) return undefined;
  let last: string | undefined;
  let open: { fence: string; json: boolean; lines: string[] } | undefined;
  for (const line of message.split(/\r?\n/)) {
    if (open) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close && close[1]![0] === open.fence[0] && close[1]!.length >= open.fence.length) {
        if (open.json) last = open.lines.join('\n');
        open = undefined;
      } else {
        open.lines.push(line);
      }
      continue;
    }
    const start = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})[ \t]*([^\s`]*)/.exec(line);
    if (start) open = { fence: start[1]!, json: start[2]!.toLowerCase() === 'json', lines: [] };
  }
  // A block the message leaves open runs to its end.
  if (open?.json) last = open.lines.join('\n');
  return last;
}

/** Where the result was looked for, and what was found. */
export type Found =
  | { from: ResultFrom; text: string }
  /** A result file that cannot be taken (larger than MAX_RESULT_BYTES): why. */
  | { from: 'file'; problem: string }
  /**
   * Neither a new result file nor a fenced block; `unread`: there is a new result file, but its download failed in a
   * way a later one may not (readLater), so the result is unknown rather than missing.
   */
  | { from: undefined; unread?: Error };

/**
 * The signed link of a result file answered a redirect, which the download does not follow (fetchSignedUrl throws its
 * own error for an error status).
 */
export class DownloadStatusError extends ApiResponseError {
  constructor(status: number) {
    super(`the download answered HTTP ${status}`, { operation: 'download', status });
  }
}

/**
 * Whether a read (of a conversation, of a result file) that failed so may succeed later: not one the service refused,
 * nor an answer of the wrong shape, nor a signed link that redirects.
 */
export function readLater(err: unknown): boolean {
  if (err instanceof ApiShapeError || err instanceof DownloadStatusError) return false;
  if (err instanceof ApiError) return retryVerdictForStatus(err.status, {}, undefined) === 'retry';
  return true;
}

/**
 * Why a result that was not found is unknown rather than missing, when it is: its new result file could not be
 * downloaded (`file`), or there is none and the final message, which may hold it, could not be read (`conversation`).
 */
export function unknownResult(
  checked: { unread?: Error },
  conversation: Error | undefined,
): Unknown | undefined {
  if (checked.unread) return { cause: checked.unread, file: true };
  return conversation ? { cause: conversation, file: false } : undefined;
}

/** Why a result is unknown (see unknownResult): the error, and whether it was the file's download that failed. */
export interface Unknown {
  cause: Error;
  file: boolean;
}

/** What a report shows of a result `unknown`. */
export function unreadView(unknown: Unknown): Extract<ResultView, { status: 'unread' }> {
  const why = unknown.cause.message;
  return unknown.file ? { status: 'unread', why, file: true } : { status: 'unread', why };
}

/** Why a new result file gave no result (the log's words): its download failed, and the message held none instead. */
export const notDownloaded = (why: string): string =>
  `its new ${RESULT_FILE} could not be downloaded (${why}), and no result could be read from its final message in its place`;

/** The text of the result file `uid`, through the service's signed link (used once, kept nowhere). */
async function download(
  client: CloudAgentClient,
  uid: string,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<string> {
  const { url } = await client.artifacts.download(uid, { maxRetries: 2, ...(signal ? { signal } : {}) });
  const res = await fetchSignedUrl(url, {
    maxBytes,
    timeoutMs: scaled(RESULT_DOWNLOAD_MS),
    ...(signal ? { signal } : {}),
  });
  if (res.status >= 300) throw new DownloadStatusError(res.status);
  return res.body.toString('utf8');
}

/**
 * The result of the run's execution: its new `result.json` file (`before`: the FILE uids it had when the work was
 * sent), else the last fenced `json` block of `finalMessage`. A file that cannot be downloaded falls back to the
 * message (a warning says why), except one larger than MAX_RESULT_BYTES, which is the result's fault. When the message
 * holds no block either, a download that a later one may get past leaves the result unknown (`unread`), not missing:
 * the file is there.
 */
export async function findResult(
  client: CloudAgentClient,
  run: RunItem,
  before: readonly string[],
  finalMessage: string | undefined,
  warn: (line: string) => void,
  signal?: AbortSignal,
  maxBytes = MAX_RESULT_BYTES,
): Promise<Found> {
  const uid = newResultFile(run, before);
  let unread: Error | undefined;
  if (uid) {
    try {
      return { from: 'file', text: await download(client, uid, maxBytes, signal) };
    } catch (err) {
      if (signal?.aborted) throw err;
      const message = (err as Error).message;
      if (err instanceof ApiResponseError && / is larger than \d+ bytes$/.test(message))
        return {
          from: 'file',
          problem: `${RESULT_FILE} is larger than ${sizeText(maxBytes)}: write a smaller result`,
        };
      warn(
        `could not download ${RESULT_FILE} of run ${run.run_id} (${message}): the result is taken from its final message`,
      );
      if (readLater(err)) unread = err as Error;
    }
  }
  const block = lastJsonBlock(finalMessage);
  if (block !== undefined) return { from: 'message', text: block };
  return unread ? { from: undefined, unread } : { from: undefined };
}

/** Every key and string of `value` (parsed JSON) through `redact`. */
function redactJson(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, redact));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [redact(key), redactJson(item, redact)]),
    );
  }
  return value;
}

/** A result checked against its schema. */
export type Checked =
  /** `value` (redacted) matches; `text` is it as compact JSON. */
  | { valid: true; value: unknown; text: string; from: ResultFrom }
  /**
   * It does not (or there is none): what is wrong, and its text as found (redacted), when there was any; `unread`: the
   * new result file a later download may get (Found's `unread`).
   */
  | {
      valid: false;
      issues: ResultIssue[];
      raw: string | undefined;
      from: ResultFrom | undefined;
      unread?: Error;
    };

/** What was found, parsed, redacted and validated against `schema`. */
export function checkResult(found: Found, schema: Schema, redact: (text: string) => string): Checked {
  if (found.from === undefined) {
    return {
      valid: false,
      issues: [
        {
          path: '',
          message: `no result was found: no new ${RESULT_FILE} file, and no fenced json block ending the final message`,
        },
      ],
      raw: undefined,
      from: undefined,
      ...(found.unread ? { unread: found.unread } : {}),
    };
  }
  if ('problem' in found)
    return { valid: false, issues: [{ path: '', message: found.problem }], raw: undefined, from: found.from };
  const raw = redact(found.text);
  const invalid = (message: string): Checked => ({
    valid: false,
    issues: [{ path: '', message }],
    raw,
    from: found.from,
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(found.text.replace(/^\uFEFF/, '')) as unknown;
  } catch (err) {
    return invalid(`is not JSON: ${redact((err as Error).message)}`);
  }
  if (depthOf(parsed) > MAX_VALUE_DEPTH) return invalid(`nests more than ${MAX_VALUE_DEPTH} levels deep`);
  const value = redactJson(parsed, redact);
  const issues = validate(schema, value);
  if (issues.length) return { valid: false, issues, raw, from: found.from };
  return { valid: true, value, text: JSON.stringify(value), from: found.from };
}

/** How the follow-up that asks for a repair begins: the action asking for the same work again. */
const REPAIR_HEAD = 'Your result does not match the JSON Schema it must follow';

/** Whether `text` is a follow-up of this action's that asks for a result to be repaired (see repairMessage). */
export function isRepairMessage(text: string): boolean {
  return text.trimStart().startsWith(`${REPAIR_HEAD} `);
}

/** The follow-up that asks for a repair: what is wrong (at most REPAIR_ISSUES), and how to answer. */
export function repairMessage(issues: readonly ResultIssue[]): string {
  const shown = issues.slice(0, REPAIR_ISSUES);
  const lines = shown.map((issue) => `- ${shownPath(issue.path)}: ${issue.message}`);
  return [
    `${REPAIR_HEAD} (the one at the end of your instructions). Fix these problems, then write the whole result again: to the file \`result.json\`, and as a fenced \`json\` code block ending your final message.`,
    '',
    ...lines,
  ].join('\n');
}

/**
 * Writes the result's text (the validated JSON, or the raw text of one that does not match) to a new file under
 * `dir` (the runner's temp directory): its path. Readable by this user only.
 */
export function writeResultFile(dir: string, text: string): string {
  const folder = mkdtempSync(join(dir, 'cloud-agent-result-'));
  const path = join(folder, RESULT_FILE);
  writeFileSync(path, text, { mode: 0o600 });
  return path;
}

/** The view a report shows of a checked result after `repairs` repair follow-ups. */
export function resultView(
  checked: Checked,
  repairs: number,
): Extract<ResultView, { status: 'valid' | 'invalid' }> {
  return checked.valid
    ? { status: 'valid', value: checked.value, from: checked.from }
    : { status: 'invalid', issues: checked.issues, from: checked.from, repairs };
}

/** The marker's record of a result asked for on `run` as it is now (none yet for a run not created). */
export function resultMark(
  schema: ResultSchema,
  run: RunItem | undefined,
  left = schema.retries,
): ResultMark {
  return { ...schemaMark(schema), left, before: fileUids(run) };
}
