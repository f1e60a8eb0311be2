/**
 * The inspection commands (`runs list`, `artifacts get`, `scorers list`, ...): the client called directly, the
 * answer printed as the service gave it (--json: one document, nothing else on stdout) or as a compact table for
 * people. Each command is declared once, with its flags, help and handler, in src/cli/inspect/; this is what they
 * share, and what runs one.
 *
 * Text from the service is made terminal-safe before it is printed in tables; --json prints it as JSON, which
 * escapes control characters. Printing whatever came demands nothing of it. The columns of a table are reads
 * (client/reads.ts lists them, mostly as `MAYBE`): typed, so a column the list lacks does not compile, and shown
 * as "-" when absent.
 */
import { writeFileSync } from 'node:fs';
import type { CloudAgentClient, OperationId } from '../client/index.ts';
import { CliHost, terminalSafe } from '../host/cli.ts';
import { OutcomeError } from '../shared/outcome.ts';
import { VERSION } from '../version.ts';
import type { CommandSpec, FlagSpec } from './spec.ts';
import { stringFlag, UsageError, type Parsed } from './usage.ts';
import { outputFile, wholeNumber } from './values.ts';
import { requestLog } from './verbose.ts';

/** What an inspection command works with: the service, and where its answer and its messages go. */
export interface InspectionContext {
  client: CloudAgentClient;
  /** Writes the answer to stdout. */
  write(text: string): void;
  /** A line of progress on stderr (a file written); none with --quiet. */
  progress(message: string): void;
  /** A warning on stderr (items the service sent that were left out); none with --quiet. */
  warn(message: string): void;
  json: boolean;
  signal: AbortSignal;
  /** Removes the key (and credentials) from text, as everything written is: for text to redact before it is cut. */
  redact(text: string): string;
  /** Fetches a signed download URL (no Authorization header: the URL carries its own grant). */
  download(url: string): Promise<{ status: number; body: Buffer }>;
}

/** What an inspection command does once its command line was checked. */
export type Inspect = (ctx: InspectionContext) => Promise<void>;

/** An inspection command: its spec (flags, help) and its handler, together. */
export interface InspectionCommand extends CommandSpec {
  action?: undefined;
  positional?: { name: string };
  json: string;
  /**
   * Checks every flag and argument of the command line (a mistake is a UsageError: exit 2, no request made) and
   * returns what runs the command with the values checked.
   */
  check(parsed: Parsed): Inspect;
}

export function isInspection(spec: CommandSpec): spec is InspectionCommand {
  return spec.action === undefined && typeof (spec as Partial<InspectionCommand>).check === 'function';
}

/** The request options of every call: the command's abort signal. */
export const opts = (ctx: InspectionContext) => ({ signal: ctx.signal });

/** One cell: flat, terminal-safe, at most `max` characters. */
export function cell(value: unknown, max = 60): string {
  if (value === undefined || value === null) return '-';
  const text = terminalSafe(typeof value === 'object' ? JSON.stringify(value) : String(value)).replace(
    /\s+/g,
    ' ',
  );
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A table with a header row; columns as wide as their widest cell. */
export function table<T>(rows: readonly T[] | undefined, columns: [string, (row: T) => unknown][]): string {
  if (!rows?.length) return '(none)\n';
  const cells = rows.map((row) => columns.map(([, get]) => cell(get(row))));
  const head = columns.map(([name]) => name);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  // The last column is padded too, and the line's end trimmed: no line ends in blanks.
  const line = (c: string[]) =>
    c
      .map((text, i) => text.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), ...cells.map(line)].join('\n') + '\n';
}

/** Key and value lines for one object, in its order; absent and null values are left out. */
export function fields(row: Record<string, unknown>): string {
  const present = Object.keys(row).filter((k) => row[k] !== undefined && row[k] !== null);
  const width = Math.max(...present.map((k) => k.length));
  return present.map((k) => `${k.padEnd(width)}  ${cell(row[k], 200)}`).join('\n') + '\n';
}

/** Every field of an answer, whatever came (a value that is no object, as one line): for printing it as it is. */
export const whole = (answer: unknown): Record<string, unknown> =>
  answer !== null && typeof answer === 'object' && !Array.isArray(answer)
    ? (answer as Record<string, unknown>)
    : { answer };

/** A document as --json prints it. */
export const jsonText = (answer: unknown) => `${JSON.stringify(answer, null, 2)}\n`;

/** What an answer printed as it came is asked with (CloudAgentClient.asIs). */
export type AsIsArgs = NonNullable<Parameters<CloudAgentClient['asIs']>[1]>;

/** An answer handed on as it came, unchecked: only for printing it whole. */
export const asIs = (ctx: InspectionContext, operation: OperationId, args: AsIsArgs): Promise<unknown> =>
  ctx.client.asIs(operation, args, opts(ctx));

/**
 * One answer: with --json printed as it came, unchecked (printing demands nothing of it); for people `human` reads
 * it through `read`, the operation's checked method.
 */
export async function show<T>(
  ctx: InspectionContext,
  operation: OperationId,
  args: AsIsArgs,
  read: () => Promise<T>,
  human: (answer: T) => string,
): Promise<void> {
  if (ctx.json) return ctx.write(jsonText(await asIs(ctx, operation, args)));
  ctx.write(human(await read()));
}

interface Paged {
  page_info: { has_next_page: boolean; next_cursor?: string | null };
  /** Items of the page the client left out (a checked listing's count). */
  unmatched?: number;
}

/** Where a listing starts (--cursor) and whether it follows every page (--all). */
export interface Paging {
  cursor: string | undefined;
  all: boolean;
  limit: number | undefined;
}

/** The flags of a listing's pages: --limit (1 to `max`), --cursor, --all. */
export function pageFlags(noun: string, max: number, all = 'Follow every page.'): Record<string, FlagSpec> {
  return {
    limit: { type: 'string', value: '<n>', help: `${noun} per page (1 to ${max}).` },
    cursor: {
      type: 'string',
      value: '<cursor>',
      help: "Start at this page (the previous page's next_cursor).",
    },
    all: { type: 'boolean', help: all },
  };
}

/** The paging flags given, checked: a limit from 1 to `max`. */
export function pagingOf(parsed: Parsed, max: number): Paging {
  const limit = stringFlag(parsed, 'limit');
  return {
    cursor: stringFlag(parsed, 'cursor'),
    all: parsed.flags.all === true,
    limit: limit === undefined ? undefined : wholeNumber('limit', limit, 1, max),
  };
}

/** Pages of a list: one page (from --cursor), or every page with --all, printed as one document. */
export async function pages<K extends string, P extends Paged & { [key in K]: readonly unknown[] }>(
  paging: Paging,
  first: (cursor: string | undefined) => Promise<P>,
  itemsKey: K,
): Promise<P> {
  const page = await first(paging.cursor);
  if (!paging.all) return page;
  const items = [...page[itemsKey]];
  let unmatched = leftOut(page);
  let last = page;
  const seen = new Set<string>();
  for (;;) {
    const info = last.page_info;
    const next = info.has_next_page === false ? undefined : (info.next_cursor ?? undefined);
    // A page whose items were all left out here (they did not match) is not the empty page that ends a listing.
    if (!next || seen.has(next) || last[itemsKey].length + leftOut(last) === 0) break;
    seen.add(next);
    last = await first(next);
    items.push(...last[itemsKey]);
    unmatched += leftOut(last);
  }
  return { ...last, [itemsKey]: items, ...('unmatched' in page ? { unmatched } : {}) };
}

/** A list, one page of it from --cursor, or every page with --all (which reads the pages to follow them). */
export async function paged<K extends string, P extends Paged & { [key in K]: readonly unknown[] }>(
  ctx: InspectionContext,
  paging: Paging,
  operation: OperationId,
  args: (cursor: string | undefined) => AsIsArgs,
  read: (cursor: string | undefined) => Promise<P>,
  itemsKey: K,
  human: (page: P) => string,
): Promise<void> {
  if (ctx.json && !paging.all) return ctx.write(jsonText(await asIs(ctx, operation, args(paging.cursor))));
  const page = await pages(paging, read, itemsKey);
  ctx.write(ctx.json ? jsonText(page) : human(page));
}

/** The query of a page: its limit and cursor (one not given is left out of the request). */
export const pageQuery = (paging: Paging, cursor: string | undefined) => ({ limit: paging.limit, cursor });

/** How many items of a checked answer the client left out because they do not match the query. */
function leftOut(answer: Paged): number {
  return answer.unmatched ?? 0;
}

/**
 * A checked listing as it is printed: the service's fields without the counts the client added (`unmatched`, and a
 * runs page's `foreign`), and what to tell when items were left out (the service did not apply a filter it was given).
 */
export function shown<A extends { unmatched: number; foreign?: number }>(
  answer: A,
  noun: string,
): { answer: Omit<A, 'unmatched' | 'foreign'>; note: string | undefined } {
  const { unmatched, foreign: _foreign, ...rest } = answer;
  const note = unmatched
    ? `${unmatched} ${noun}${unmatched === 1 ? '' : 's'} the service sent did not match the filters and ${unmatched === 1 ? 'was' : 'were'} left out: the service did not apply them`
    : undefined;
  return { answer: rest, note };
}

/**
 * Prints a checked listing: --json the document (the note a warning on stderr); for people what `human` makes,
 * given the note as a line of its own (empty when there is none).
 */
export function printListing(
  ctx: InspectionContext,
  answer: unknown,
  note: string | undefined,
  human: (noteLine: string) => string,
): void {
  if (!ctx.json) return ctx.write(human(note ? `(${note})\n` : ''));
  ctx.write(jsonText(answer));
  if (note) ctx.warn(note);
}

/** The file -o names, checked: in a folder that exists. */
export const outputOf = (parsed: Parsed) => outputFile('output', stringFlag(parsed, 'output'));

/** A signed download failed (the service's own answer was fine): a `service` outcome. */
export class DownloadError extends OutcomeError {
  constructor(message: string) {
    super(message, 'service');
  }
}

/** Fetches a signed download URL into `file` (progress says so), or onto stdout. */
export async function download(ctx: InspectionContext, url: string, file: string | undefined): Promise<void> {
  const res = await ctx.download(url);
  if (res.status >= 300) throw new DownloadError(`the download answered HTTP ${res.status}`);
  if (file === undefined) return ctx.write(res.body.toString('utf8'));
  try {
    writeFileSync(file, res.body);
  } catch (error) {
    throw new Error(
      `cannot write ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)}); the download was not kept`,
    );
  }
  ctx.progress(`wrote ${res.body.length} bytes to ${file}`);
}

/** Checks what every inspection command's line owes, then the command's own flags: all before any request. */
export function checkInspection(command: InspectionCommand, parsed: Parsed): Inspect {
  for (const [name, value] of Object.entries(parsed.flags)) {
    if ([value].flat().some((v) => typeof v === 'string' && v.trim() === '')) {
      throw new UsageError(`--${name} is empty: give it a value, or leave it out`, `--${name}`);
    }
  }
  if (command.positional && parsed.positional!.trim() === '') {
    throw new UsageError(`<${command.positional.name}> is empty`, `<${command.positional.name}>`);
  }
  // A path's step, which no id is (src/client/validate.ts refuses it too, in its own words).
  if (command.positional && /^\.{1,2}$/.test(parsed.positional!)) {
    throw new UsageError(
      `<${command.positional.name}> "${parsed.positional}" is not an id`,
      `<${command.positional.name}>`,
    );
  }
  return command.check(parsed);
}

/** What runs an inspection command on the command line: its streams, its settings, its failure funnel. */
export interface InspectionHost {
  stdout(text: string): void;
  stderr(text: string): void;
  signal: AbortSignal;
  apiKey: string;
  baseUrl: string | undefined;
  /** Throws the usage error of a missing key. */
  requireKey(): void;
  /** What the failure funnel redacts an error's message with: the key's redaction is added here. */
  redactors: ((text: string) => string)[];
  /** Milliseconds since start, for the log's time stamps. */
  elapsed(): number;
  color: boolean;
}

/**
 * Runs an inspection command: its command line checked before anything else (exit 2, no request), then the key,
 * then the client (with --verbose, logging each request and retry on stderr) and the command's handler.
 */
export async function runInspection(parsed: Parsed, host: InspectionHost): Promise<void> {
  const command = parsed.spec;
  if (!isInspection(command)) throw new UsageError(`${command.name} is not an inspection command`);
  const inspect = checkInspection(command, parsed);
  host.requireKey();
  // Loaded here, not with the module: the words bring the report's renderer, and with it the client, which --help
  // and a usage error need not load.
  const { cliWords } = await import('../host/cli-words.ts');
  const log = new CliHost({
    inputs: {},
    write: host.stderr,
    quiet: parsed.flags.quiet === true,
    color: host.color,
    markdown: undefined,
    elapsed: host.elapsed,
    // Its log is all it is used for: no input or setting is named.
    words: cliWords(() => undefined, undefined),
  });
  log.secret(host.apiKey, 'apiKey');
  host.redactors.push((text) => log.redact(text));
  const verbose = parsed.flags.verbose === true;
  const { CloudAgentClient, fetchSignedUrl } = await import('../client/index.ts');
  const client = new CloudAgentClient({
    apiKey: host.apiKey,
    ...(host.baseUrl ? { baseUrl: host.baseUrl } : {}),
    userAgent: `cloud-agent-cli/${VERSION}`,
    // Without --verbose a retry is not told: the answer (or the error) is what the command says.
    ...(verbose ? requestLog(log.log.info) : {}),
  });
  try {
    await inspect({
      client,
      write: (text) => host.stdout(log.redact(text)),
      progress: log.log.info,
      warn: log.log.warning,
      json: parsed.flags.json === true,
      signal: host.signal,
      redact: (text) => log.redact(text),
      // A signed URL on another origin: fetched without the key, through the proxy the environment names.
      download: async (url) => {
        const began = performance.now();
        const res = await fetchSignedUrl(url, { signal: host.signal });
        if (verbose) {
          const ms = Math.round(performance.now() - began);
          log.log.info(`GET ${new URL(url).origin} (a signed download): HTTP ${res.status} in ${ms} ms`);
        }
        return res;
      },
    });
  } finally {
    await client.close();
  }
}
