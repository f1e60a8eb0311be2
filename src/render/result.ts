/**
 * A run's structured result in its report (`output-schema`): the result a schema vouches for, as a small table when
 * it is a flat object of scalars and as a folded JSON block otherwise; a result that does not match, with what is
 * wrong with it; a schema a settle could not get, or a result that could not be read, said so. Pure: data in,
 * markdown out. The result is the agent's text: shown literally, never as markdown of its own.
 */
import { code, groupDigits, inline, untrusted } from './format.ts';

/** One way a result fails its schema (flow/json-schema.ts SchemaIssue): a JSON pointer and what is wrong. */
export interface ResultIssue {
  path: string;
  message: string;
}

/** Where a result was found: the run's `result.json` file, or the last fenced `json` block of its final message. */
export type ResultFrom = 'file' | 'message';

export type ResultView =
  /** The result matches the schema. */
  | { status: 'valid'; value: unknown; from: ResultFrom }
  /**
   * It does not (or there is none, `from` undefined) after `repairs` repair follow-ups; `raw` is where its text was
   * kept (the result-file output), when it was.
   */
  | { status: 'invalid'; issues: ResultIssue[]; from: ResultFrom | undefined; repairs: number }
  /** The agent was asked to repair it (`repair` of `of`); its answer is awaited. */
  | { status: 'repairing'; issues: ResultIssue[]; repair: number; of: number }
  /** A settle could not get the schema the step was given: nothing was validated. */
  | { status: 'unavailable'; why: string }
  /**
   * No new result file, and the final message, where the result may be, could not be read (`why`); or (`file`) a new
   * result file that could not be downloaded (`why`), and no result in the final message in its place: the result is
   * unknown, so nothing was validated or repaired.
   */
  | { status: 'unread'; why: string; file?: true };

/** The most keys a result shown as a table has; more go in the JSON block. */
const TABLE_KEYS = 20;
/** The most characters of one value in the table. */
const CELL_CHARS = 300;

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Whether `value` shows as a table: an object of at most TABLE_KEYS scalars (and at least one). */
export function isFlat(value: unknown): value is Record<string, string | number | boolean | null> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.length <= TABLE_KEYS && entries.every(isScalar);
}

/** A pointer as a reader sees it. */
const where = (path: string) => (path === '' ? '(root)' : path);

/** The issues as a list of `pointer: message` lines. */
export function issueLines(issues: readonly ResultIssue[]): string {
  return issues
    .map((issue) => `- ${code(where(issue.path), 200, false)}: ${inline(issue.message, 400)}`)
    .join('\n');
}

/** A fenced block of `text` that nothing in it can close. */
function fenced(text: string, info: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const mark = '`'.repeat(Math.max(3, longest + 1));
  return untrusted(`${mark}${info}\n${text}\n${mark}`);
}

/** The result as a table of its fields. */
function table(value: Record<string, string | number | boolean | null>): string {
  const rows = Object.entries(value).map(([key, item]) => {
    const shown =
      typeof item === 'string' ? inline(item, CELL_CHARS) || '_(empty)_' : code(JSON.stringify(item));
    return `| ${code(key, 100)} | ${shown} |`;
  });
  return ['| field | value |', '|---|---|', ...rows].join('\n');
}

const fromText = (from: ResultFrom | undefined) =>
  from === 'file'
    ? 'from its `result.json` file'
    : from === 'message'
      ? 'from the JSON block ending its final message'
      : '';

/**
 * The report's section on the result, in at most about `room` characters (a JSON block that does not fit is cut with
 * a note; the `result` output and the result file hold it whole).
 */
export function resultSection(
  view: ResultView,
  room: number,
  cut: (text: string, max: number) => string,
): string {
  switch (view.status) {
    case 'valid': {
      const head = `**Result** (${fromText(view.from)}, as its schema asks)`;
      if (isFlat(view.value)) return `${head}\n\n${table(view.value)}`;
      const json = JSON.stringify(view.value, null, 2);
      const summary = `The result (${groupDigits(json.length)} characters of JSON)`;
      const body = cut(fenced(json, 'json'), Math.max(200, room - head.length - summary.length - 60));
      return `${head}\n\n<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
    }
    case 'invalid': {
      const found = view.from
        ? `The result ${fromText(view.from)} does not match its schema`
        : 'The run gave no result: no new `result.json` file, and no fenced `json` block ending its final message';
      const tried =
        view.repairs > 0
          ? `, after ${view.repairs === 1 ? 'a repair follow-up' : `${view.repairs} repair follow-ups`}`
          : '';
      const list = view.issues.length && view.from ? `\n\n${issueLines(view.issues)}` : '';
      return `**Result: does not match its schema** (\`schema-invalid\`)\n\n${found}${tried}.${list}`;
    }
    case 'repairing':
      return `**Result: being repaired** (${view.repair} of ${view.of})\n\nThe result did not match its schema; the agent was asked to fix:\n\n${issueLines(view.issues)}`;
    case 'unavailable':
      return `**Result: not validated** (schema not available)\n\n${inline(view.why, 500)}`;
    case 'unread':
      return view.file
        ? `**Result: not read**\n\nThe run's new \`result.json\` file could not be downloaded (${inline(view.why, 500)}), and no result could be read from its final message in its place: nothing was validated, and no repair was asked. The run's session shows the file.`
        : `**Result: not read**\n\nThe run wrote no new \`result.json\` file, and its final message, where the result may be, could not be read (${inline(view.why, 500)}): nothing was validated, and no repair was asked. The run's session shows its final message.`;
  }
}
