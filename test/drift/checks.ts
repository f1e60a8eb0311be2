/**
 * What the drift suite holds every command to, whatever Prism made up: what a person reads has no crash in it, the
 * requests keep to the contract, a run is created (never taken from a list), and nothing of an item found through
 * a listing (another repository's run, another factory's scorer, a hand-made schedule) is shown.
 */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { Exchange } from './front.ts';
import { CONTRACT } from './prism.ts';

/**
 * The seeds every case runs with: fixed, so a failure is reproduced by running the suite again. Two by default: a
 * third cost some 12 s of the 2-core CI's processor time, 5 s of its 4 minutes (DRIFT_SEEDS=12, all passing on
 * 2026-11-30, took 70 s). DRIFT_SEEDS=n runs the first n seeds of a longer series instead, to look further by hand.
 */
export function seeds(): string[] {
  const wanted = Number(process.env.DRIFT_SEEDS ?? '2');
  return Array.from(
    { length: Number.isInteger(wanted) && wanted > 0 ? wanted : 2 },
    (_, i) => `drift${i + 1}`,
  );
}

/** A line of a stack trace, as Node prints one (`    at fn (file.js:12:5)`, `    at file.js:12:5`). */
const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

/**
 * What a person must never read from the action or the CLI, however wrong the service's answers: a JavaScript
 * error or a stack trace (a crash), and the marks of a value printed that was never there.
 */
export function crashMarks(text: string): string[] {
  const found: string[] = [];
  for (const mark of ['TypeError', 'ReferenceError', 'Cannot read properties', '[object Object]']) {
    if (text.includes(mark)) found.push(mark);
  }
  if (/\bundefined\b/.test(text)) found.push('undefined');
  if (/\bNaN\b/.test(text)) found.push('NaN');
  const stack = STACK_LINE.exec(text);
  if (stack) found.push(`a stack trace (${stack[0].trim()})`);
  return found.map((mark) => `${mark} in: ${excerpt(text, mark)}`);
}

function excerpt(text: string, mark: string): string {
  const at = Math.max(0, text.indexOf(mark.replace(/^a stack trace \((.*)\)$/, '$1')));
  return JSON.stringify(text.slice(Math.max(0, at - 200), at + 200));
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Every string in a JSON value, with the path of keys that leads to it. */
function strings(value: unknown, path = ''): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  }
  return [];
}

/** GET operations that list items the service was asked to filter: what they answer may be anyone's. */
const LISTINGS = [
  /^\/agent\/runs$/,
  /^\/agent\/schedules$/,
  /^\/factory$/,
  /^\/factory\/scorers$/,
  /^\/factory\/scorers\/[^/]+\/results(\/reasons)?$/,
];
export const isListing = (e: Exchange) => e.method === 'GET' && LISTINGS.some((p) => p.test(e.path));

/** The fields that tell one listed item from another: what must never be shown of an item that is not this work's. */
const IDENTIFYING = new Set([
  'run_id',
  'task_id',
  'title',
  'name',
  'prompt',
  'description',
  'session_link',
  'conversation_id',
  'schedule_id',
  'reason',
]);

/** The field of a listed item a path names (`runs[2].title` → `title`); '' for anything deeper or elsewhere. */
const itemField = (path: string) => /^[a-z_]+\[\d+\]\.([a-z_]+)$/.exec(path)?.[1] ?? '';

/**
 * The identifying texts of the items the service listed (their own run ids, titles, prompts; scorer and schedule
 * names; reasons: not what they hold deeper, such as a config's secret names), of 5 characters or more, less those
 * that also came in an answer the action may show as its own: one that was neither a listing nor about a run other
 * than the one it created (the create's answer, its run read by id, a factory). Prism makes every listed item up,
 * so none is this work's: none may reach what the action writes.
 */
export function foreignTexts(exchanges: Exchange[]): Map<string, string> {
  const created = createdRunIds(exchanges);
  const own = exchanges
    .filter((e) => !isListing(e) && !aboutRuns(e).some((id) => !created.includes(id)))
    .map((e) => `${e.answer}\n${e.body}`)
    .join('\n');
  const foreign = new Map<string, string>();
  for (const exchange of exchanges.filter(isListing)) {
    for (const { path, value } of strings(parse(exchange.answer))) {
      if (!IDENTIFYING.has(itemField(path)) || value.trim().length < 5 || own.includes(value)) continue;
      foreign.set(value, `${exchange.method} ${exchange.path} ${path}`);
    }
  }
  return foreign;
}

/** Whether `value` stands in `text` as itself: not as a part of a longer word (`tempor` in `temporary`). */
function stands(text: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'u').test(text);
}

/**
 * The foreign texts found in `text`, each with where it was listed; one shown only as part of a longer one (a word
 * of another item's title) is left to the longer one.
 */
export function foreignShown(exchanges: Exchange[], text: string): string[] {
  const shown = [...foreignTexts(exchanges)].filter(([value]) => stands(text, value));
  return shown
    .filter(([value]) => !shown.some(([other]) => other !== value && other.includes(value)))
    .map(([value, where]) => `${JSON.stringify(value)} (listed at ${where})`);
}

/** The exchanges of a case, one line each, for DRIFT_TRACE=1: to see by hand what a seed made the action do. */
export function trace(name: string, exchanges: Exchange[]): void {
  if (!process.env.DRIFT_TRACE) return;
  const lines = exchanges.map(
    (e) =>
      `  ${String(e.at).padStart(6)} ms ${e.method} ${e.path}${e.query} -> ${e.status} ${e.answer.slice(0, 300)}${e.body ? `\n      sent ${e.body.slice(0, 300)}` : ''}`,
  );
  process.stderr.write(`${name}\n${lines.join('\n')}\n`);
}

/** The creates of runs: POST /agent/runs (or its older path /agent/run), POST /factory/{uid}/runs. */
export const isCreate = (e: Exchange) =>
  e.method === 'POST' && /^\/agent\/runs?$|^\/factory\/[^/]+\/runs$/.test(e.path);

/** The ids of the runs the action created (from the answers of its creates that succeeded). */
export function createdRunIds(exchanges: Exchange[]): string[] {
  return exchanges
    .filter((e) => isCreate(e) && e.status >= 200 && e.status < 300)
    .map((e) => (parse(e.answer) as { run_id?: unknown } | undefined)?.run_id)
    .filter((id): id is string => typeof id === 'string');
}

/** The run an exchange acted on or read by id (`/agent/runs/{id}…`), if any. */
function aboutRuns(e: Exchange): string[] {
  const match = /^\/agent\/runs\/([^/]+)/.exec(e.path);
  return match ? [decodeURIComponent(match[1]!)] : [];
}

/** The runs the action acted on or read by id, each once. */
export function runsTouched(exchanges: Exchange[]): string[] {
  return [...new Set(exchanges.flatMap(aboutRuns))];
}

/** The contract's path templates, each as a pattern whose groups are named for its parameters. */
let parsed: RegExp[] | undefined;
function templates(): RegExp[] {
  if (parsed) return parsed;
  const contract = parseYaml(readFileSync(CONTRACT, 'utf8')) as { paths: Record<string, unknown> };
  parsed = Object.keys(contract.paths).map(
    (template) =>
      new RegExp(
        `^${template.replace(/\{([^}]+)\}/g, (_, name: string) => `(?<${name.replace(/\W/g, '_')}>[^/]+)`)}$`,
      ),
  );
  return parsed;
}

/** The value of the path parameter `name` (as Prism names it: lower case) in `path`. */
function pathParameter(path: string, name: string): string | undefined {
  for (const pattern of templates()) {
    const groups = pattern.exec(path)?.groups;
    if (!groups) continue;
    const found = Object.entries(groups).find(([key]) => key.toLowerCase() === name.toLowerCase());
    if (found) return decodeURIComponent(found[1]);
  }
  return undefined;
}

/**
 * Requests Prism found against the contract: each would be a bug of the client's. One kind is not the client's
 * doing and is left out: a path parameter holding an id the service itself answered before (Prism makes up ids
 * that break the contract's own format rules, such as an artifact uid that is no uuid, and the action can only
 * ask about the ids it was given).
 */
export function contractBreaks(exchanges: Exchange[]): string[] {
  return exchanges.flatMap((e, i) =>
    e.requestViolations
      .filter((v) => {
        if (v.location[1] !== 'path' || v.location[2] === undefined) return true;
        const value = pathParameter(e.path, v.location[2]);
        return !exchanges
          .slice(0, i)
          .some((x) => value !== undefined && x.answer.includes(JSON.stringify(value)));
      })
      .map((v) => `${e.method} ${e.path}${e.query}: ${v.location.join('.')}: ${v.message}`),
  );
}
