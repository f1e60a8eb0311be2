/**
 * The repository's scheduled agents, as declared in `.github/cloud-agents.yml`: read, checked and turned into what
 * the service takes. The file's shape is what the JSON Schema shipped for editors says
 * (schemas/cloud-agents.schema.json, applied here by the code ajv generated from it at build time:
 * ./schedules-validate.generated.ts); what a schema cannot say is checked in code: YAML's own
 * rules (aliases, merge keys, their bounds), cron expressions that parse and run, prompt files inside the
 * repository, names unique in the file. Every problem is found before anything is sent, and each names the file,
 * the line and the field (the YAML library's positions), so a pull request that breaks the file is told where.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Alias,
  type Document,
  type Node,
  type YAMLMap,
} from 'yaml';
import { OutcomeError } from './outcome.ts';
import schema from '../../schemas/cloud-agents.schema.json' with { type: 'json' };
import { validateSchedules } from './schedules-validate.generated.ts';
import { CronError, fiveFields, nextCronTime, parseCron } from '../client/cron.ts';
import { describeCron } from '../render/cron.ts';
import { MAX_REPOSITORY_FILE_BYTES, RepositoryFileError } from './repository-file.ts';
import {
  environmentIdProblem,
  mcpServerProblem,
  NAMED_CONFIG,
  repositoryPathProblem,
  skillProblem,
} from './rules.ts';

/** One scheduled agent as the file declares it. */
export interface ScheduleSpec {
  name: string;
  /** Five fields, as the service takes them (a shorthand of the file, `@monthly`, as `0 0 1 * *`). */
  cron: string;
  /** The prompt (read from `prompt-file` when that is given), surrounding white space removed; '' with a skill alone. */
  prompt: string;
  promptFile?: string;
  enabled: boolean;
  /** Take over a schedule of this name that this repository did not create. */
  adopt: boolean;
  /** The agent config as the service takes it (`skill_spec`, `environment_id`, ... and `agent-config`'s keys). */
  agentConfig: Record<string, unknown>;
  /** The line of the entry in the file. */
  line: number;
}

export interface FileProblem {
  line: number;
  field: string;
  message: string;
}

/** The file's problems, all of them, one a line: `file:line: field: message`. */
export class SchedulesFileError extends OutcomeError {
  readonly file: string;
  readonly problems: FileProblem[];
  constructor(file: string, problems: FileProblem[]) {
    const count = problems.length === 1 ? 'an error' : `${problems.length} errors`;
    super(
      `${file} has ${count}; nothing was sent to the service:\n${problems.map((p) => `${file}:${p.line}: ${p.field}: ${p.message}`).join('\n')}`,
      'usage',
    );
    this.file = file;
    this.problems = problems;
  }
}

/** The keys of an entry and of the file, as the schema declares them (for "did you mean"). */
export const SCHEDULE_KEYS = Object.keys(schema.$defs.schedule.properties);
const TOP_KEYS = Object.keys(schema.properties);
/** Top-level keys the reader skips: a place for the anchors entries share (`x-defaults: &defaults ...`). */
const TOP_MORE = ', and x-... keys (not read: a place for anchors that entries share)';

/** The number of single-character edits between two short strings (for "did you mean"). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

function unknownKey(key: string, known: string[], more: string): string {
  const near = known.find((k) => distance(k, key) <= 2);
  return `unknown key "${key}"${near ? ` (did you mean "${near}"?)` : ''}; the keys are ${known.join(', ')}${more}`;
}

/**
 * What a cron expression the service refuses would have meant, where a reading of it parses: six or seven fields
 * are the seconds-first (and year-last) form of other schedulers.
 */
function cronHint(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 6 && fields.length !== 7) return '';
  const five = fields.slice(1, 6).join(' ');
  try {
    return `; read with a seconds field first, it would mean ${describeCron(five)}: write "${five}"`;
  } catch {
    return '';
  }
}

/** The cron expression's problem, or undefined when it is one the service takes and it runs at some time. */
export function cronProblem(expression: string, now: Date = new Date()): string | undefined {
  try {
    const parsed = parseCron(expression);
    if (nextCronTime(parsed, now) === undefined) return `"${expression}" never runs (no such date)`;
    return undefined;
  } catch (err) {
    if (!(err instanceof CronError)) throw err;
    return `"${expression}" is not a cron expression: ${err.message}${cronHint(expression)}`;
  }
}

export interface ReadOptions {
  /** The file's path as the errors name it. */
  file: string;
  /**
   * A file of the repository by its path from the root (prompt-file); throws a RepositoryFileError saying why it
   * is not read (flow/repository-file.ts `readRepositoryFile`).
   */
  readFile: (path: string) => string;
}

/**
 * How YAML is read: the core schema of YAML 1.2 whatever the file declares (what the JSON Schema and editors
 * assume), its explicit tags for dates, sets and binaries not applied (JSON has none), and merge keys (`<<: *base`)
 * applied, so entries can share what they have in common.
 */
const YAML_OPTIONS = {
  version: '1.2',
  schema: 'core',
  merge: true,
  resolveKnownTags: false,
  logLevel: 'error',
} as const;

/**
 * Uses of anchors the file may make, nested uses multiplied (the YAML library's `maxAliasCount`): far more than
 * entries that share a base need, far less than an alias bomb ("billion laughs") expands to.
 */
export const MAX_ALIAS_COUNT = 1000;

/** The agent config of one entry, as JSON, at most this long once its aliases are expanded. */
const MAX_CONFIG_CHARS = MAX_REPOSITORY_FILE_BYTES;

/** A mapping's key that merges (`<<` unquoted, with merge keys on): the library reads it as a symbol. */
const isMergeKey = (key: unknown) => isScalar(key) && typeof key.value === 'symbol';

/** The node each alias stands for (the last anchor of its name before it), found in one pass over the document. */
function aliasTargets(doc: Document): { resolve: Resolve; unresolved: Alias | undefined } {
  const anchors = new Map<string, Node>();
  const targets = new Map<Node, Node | undefined>();
  let unresolved: Alias | undefined;
  visit(doc, {
    Alias(_key, node) {
      const target = anchors.get(node.source);
      targets.set(node, target);
      unresolved ??= target ? undefined : node;
    },
    Node(_key, node) {
      if (node.anchor) anchors.set(node.anchor, node);
    },
  });
  return { resolve: (node) => (isAlias(node) ? targets.get(node) : node), unresolved };
}

/**
 * The first merge key (`<<`) that cannot be merged, and why: it merges something other than mappings, or a mapping
 * that holds it (which would merge itself without end).
 */
function badMerge(doc: Document, resolve: Resolve): { at: Node; message: string } | undefined {
  let found: { at: Node; message: string } | undefined;
  visit(doc, {
    Pair(_key, pair, path) {
      if (!isMergeKey(pair.key)) return undefined;
      const value = resolve(pair.value as Node | null);
      const sources = isSeq(value) ? value.items.map((item) => resolve(item as Node)) : [value];
      const at = (pair.value ?? pair.key) as Node;
      if (!sources.every((source) => isMap(source))) {
        found = { at, message: 'a merge key (<<) takes a mapping, an alias of one, or a list of them' };
      } else if (sources.some((source) => path.includes(source as Node))) {
        found = { at, message: 'a merge key (<<) merges a mapping that holds it' };
      } else return undefined;
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * The document as JSON data (aliases and merge keys expanded), or why it cannot be expanded: an alias of no anchor,
 * a merge of something not a mapping or of a mapping that holds it, an alias bomb. The expansion is bounded, so
 * that an alias bomb fails before anything else reads it.
 */
function expand(
  doc: Document,
  resolve: Resolve,
  unresolved: Alias | undefined,
  lineOf: LineOf,
): { data: unknown } | { problem: FileProblem } {
  const problem = (node: Node | undefined, message: string) => ({
    problem: { line: lineOf(node), field: 'yaml', message },
  });
  if (unresolved) {
    const name = unresolved.source;
    return problem(unresolved, `the alias *${name} has no anchor &${name} before it`);
  }
  const merge = badMerge(doc, resolve);
  if (merge) return problem(merge.at, merge.message);
  try {
    return { data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as unknown };
  } catch (err) {
    // What is left after the checks above is the bound: the library's words say which, ours say what to do.
    return problem(
      undefined,
      `its aliases cannot be expanded (${(err as Error).message}): an alias bomb ("billion laughs")? At most ${MAX_ALIAS_COUNT} uses of anchors, nested uses multiplied; share less through anchors`,
    );
  }
}

/** A key of a mapping, as the reader finds it: its node, and its value as written (an alias, where it is one). */
interface Entry {
  keyNode: Node;
  written: Node | null;
}

/**
 * The entry of `key` in a mapping as YAML reads it (and as the document's JSON names its keys): its own pair, else
 * that of the first mapping its merge key (`<<`) brings that has it, the earlier of a list first. A key that is an
 * alias is the node it stands for; a collection as a key has no text here (it is never a key the reader knows).
 */
function entryOf(map: YAMLMap, key: string, resolve: Resolve): Entry | undefined {
  const merges: Node[] = [];
  for (const pair of map.items) {
    const keyNode = pair.key as Node;
    const written = (pair.value ?? null) as Node | null;
    if (isMergeKey(keyNode)) {
      merges.push(written!);
      continue;
    }
    const text = resolve(keyNode);
    if (isScalar(text) && (text.value === null ? '' : String(text.value)) === key)
      return { keyNode, written };
  }
  for (const merge of merges) {
    const value = resolve(merge);
    // Every merge source is a mapping: expand refused a file with any other.
    for (const source of isSeq(value) ? value.items.map((item) => resolve(item as Node)) : [value]) {
      const found = entryOf(source as YAMLMap, key, resolve);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Why a value cannot travel as JSON (undefined when it can): it refers to itself, holds a number JSON has not
 * (`.inf`, `.nan`), or its JSON is longer than `limit` characters. Counts its JSON as it goes, and stops once past
 * `limit`: an expansion of aliases is never written out to be measured.
 */
export function jsonProblem(value: unknown, limit: number = MAX_CONFIG_CHARS): string | undefined {
  let size = 0;
  const grow = (chars: number) => {
    size += chars;
    return size > limit ? `is longer than ${limit} characters as JSON (its aliases expanded)` : undefined;
  };
  const path = new Set<object>();
  const walk = (v: unknown): string | undefined => {
    if (typeof v === 'number' && !Number.isFinite(v)) return `holds ${String(v)}, a number JSON cannot carry`;
    if (v === null || typeof v !== 'object') return grow((JSON.stringify(v) as string).length);
    if (path.has(v)) return 'refers to itself (an alias inside its own anchor)';
    const entries = Object.entries(v);
    // The brackets and commas, and each key of a mapping with its quotes and colon.
    const keys = Array.isArray(v) ? 0 : entries.reduce((n, [key]) => n + JSON.stringify(key).length + 1, 0);
    const over = grow(1 + Math.max(entries.length, 1) + keys);
    if (over) return over;
    path.add(v);
    for (const [, item] of entries) {
      const why = walk(item);
      if (why) return why;
    }
    path.delete(v);
    return undefined;
  };
  return walk(value);
}

type LineOf = (node: Node | null | undefined, fallback?: number) => number;
type Resolve = (node: Node | null | undefined) => Node | null | undefined;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
/** A string with something in it (the schema's `text`). */
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Where a value of the document is written: the line of its node, or of its key when it has no node of its own. */
interface Place {
  line: number;
  /** The field as a person reads it: `schedules[1].cron`. */
  field: string;
  /** The value there (undefined when the path leads nowhere). */
  value: unknown;
}

/** What reading the file needs of the document. */
class FileReader {
  readonly problems: FileProblem[] = [];
  private readonly doc: Document;
  private readonly data: unknown;
  private readonly resolve: Resolve;
  private readonly lineOf: LineOf;
  private readonly options: ReadOptions;
  constructor(doc: Document, data: unknown, resolve: Resolve, lineOf: LineOf, options: ReadOptions) {
    this.doc = doc;
    this.data = data;
    this.resolve = resolve;
    this.lineOf = lineOf;
    this.options = options;
  }

  /**
   * The place of the value at `path` (JSON keys and indices from the document's root): each step follows the
   * mapping's keys as YAML reads them (merge keys applied, aliases followed), and its line is where the value is
   * written (an alias's line, not its anchor's; a merged key's line in the mapping it comes from). A path that
   * leads nowhere in the nodes (a collection key) stays on the line of the last node it reached.
   */
  place(path: readonly string[]): Place {
    let written: Node | null | undefined = this.doc.contents as Node | null;
    let line = this.lineOf(written);
    let value: unknown = this.data;
    let field = '';
    for (const step of path) {
      const node = this.resolve(written);
      const list = Array.isArray(value);
      field += list ? `[${step}]` : field === '' ? step : `.${step}`;
      value = list ? (value as unknown[])[Number(step)] : isObject(value) ? value[step] : undefined;
      if (isSeq(node)) {
        written = node.items[Number(step)] as Node | undefined;
        line = this.lineOf(written, line);
      } else if (isMap(node)) {
        const entry = entryOf(node, step, this.resolve);
        written = entry?.written;
        line = this.lineOf(written, this.lineOf(entry?.keyNode, line));
      } else written = undefined;
    }
    return { line, field, value };
  }

  /** A problem at the value at `path`. */
  problem(path: readonly string[], message: string): void {
    const { line, field } = this.place(path);
    this.add(line, field, message);
  }

  add(line: number, field: string, message: string): void {
    this.problems.push({ line, field, message });
  }

  readFile(path: string): string {
    return this.options.readFile(path);
  }
}

/** A JSON Pointer (ajv's instancePath) as its keys and indices. */
const pathOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The words for a value that is not true or false. */
const notBoolean = (value: unknown) =>
  `must be true or false, got ${value === null ? 'nothing' : typeof value === 'object' ? 'a collection' : `"${String(value)}"`}`;
const NOT_TEXT = 'must be a non-empty string';

/**
 * Each schema error in a person's words, at the place it names. An entry's `oneOf` is the choice of its prompt; an
 * MCP server's or an environment id's error is worded by its rule (flow/rules.ts), whatever keyword failed.
 */
function report(reader: FileReader, error: ErrorObject): void {
  const path = pathOf(error.instancePath);
  const { keyword, params } = error;
  const here = reader.place(path);
  if (keyword === 'additionalProperties') {
    const extra = String(params.additionalProperty);
    const top = path.length === 0;
    return reader.problem(
      [...path, extra],
      unknownKey(extra, top ? TOP_KEYS : SCHEDULE_KEYS, top ? TOP_MORE : ''),
    );
  }
  if (keyword === 'required') {
    const missing = String(params.missingProperty);
    if (path.length === 0) return reader.add(here.line, missing, 'is required: the list of scheduled agents');
    return reader.add(here.line, `${here.field}.${missing}`, 'is required');
  }
  if (path.length === 0) {
    return reader.add(here.line, 'schedules', 'the file must be a mapping with a schedules: list');
  }
  if (path.length === 1)
    return reader.add(here.line, here.field, 'must be a list of scheduled agents (- name: ...)');
  if (path.length === 2) {
    if (keyword === 'oneOf') return promptChoice(reader, path, here);
    return reader.add(here.line, here.field, 'must be a mapping (name: ..., cron: ..., prompt: ...)');
  }
  const words = wordsFor(path, keyword);
  // A keyword a later schema adds that has no words here yet: ajv's own.
  reader.add(here.line, here.field, words ? words(here.value) : (error.message ?? keyword));
}

/** The words for a keyword that failed at a key of an entry or below (`path`: three steps or more). */
function wordsFor(path: string[], keyword: string): ((value: unknown) => string) | undefined {
  const [, , key, inner] = path;
  if (path.length === 3) return ENTRY_WORDS[key as EntryKey]?.(keyword);
  if (key === 'mcp-servers') return mcpServer;
  if (key === 'agent-config' && inner === 'environment_id') return environmentId;
  return undefined;
}

/** An entry that is not exactly one of: a prompt, a prompt file, a skill alone. */
function promptChoice(reader: FileReader, path: string[], entry: Place): void {
  const given = entry.value as Json;
  if (Object.hasOwn(given, 'prompt') && Object.hasOwn(given, 'prompt-file')) {
    return reader.problem([...path, 'prompt-file'], 'give prompt or prompt-file, not both');
  }
  reader.add(entry.line, `${entry.field}.prompt`, 'is required (or prompt-file, or a skill)');
}

const mcpServer = (value: unknown) => mcpServerProblem(value) ?? 'is not an MCP server';
const environmentId = (value: unknown) => environmentIdProblem(value) ?? 'is not an environment id';
const text = () => () => NOT_TEXT;

type EntryKey = keyof typeof schema.$defs.schedule.properties;
/** The words for an error of each key of an entry (every key the schema declares), by the keyword that failed. */
const ENTRY_WORDS: Record<EntryKey, (keyword: string) => (value: unknown) => string> = {
  name: text,
  cron: text,
  prompt: text,
  'prompt-file': text,
  'model-id': text,
  'base-prompt': text,
  enabled: () => notBoolean,
  adopt: () => notBoolean,
  skill: (keyword) => (value) =>
    keyword === 'pattern' ? (skillProblem(String(value)) ?? 'is not a skill spec') : NOT_TEXT,
  'environment-id': () => environmentId,
  'mcp-servers': () => () => 'must be a mapping',
  'agent-config': () => () => 'must be a mapping',
};

/**
 * The schema's errors, those inside a combinator's branches left out (the combinator's own error says it), and an
 * error at a value of the wrong type alone: its other keywords have nothing to say about it.
 */
function schemaErrors(data: unknown): ErrorObject[] {
  if (validateSchedules(data)) return [];
  const errors = (validateSchedules.errors ?? []).filter(
    (e) => !/\/(?:oneOf|anyOf|allOf|not)\//.test(e.schemaPath),
  );
  const mistyped = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  return errors.filter((e) => e.keyword === 'type' || !mistyped.has(e.instancePath));
}

/** Reads the file's text; throws a SchedulesFileError naming every problem. */
export function parseSchedulesFile(text: string, options: ReadOptions): ScheduleSpec[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { ...YAML_OPTIONS, lineCounter: lines });
  const lineOf: LineOf = (node, fallback = 1) => (node?.range ? lines.linePos(node.range[0]).line : fallback);

  const syntax = doc.errors.map((error) => ({
    line: error.linePos?.[0].line ?? 1,
    field: 'yaml',
    // The library's message ends with its position and an excerpt of the line: the position is given already.
    message: error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
  }));
  if (syntax.length) throw new SchedulesFileError(options.file, syntax);
  const { resolve, unresolved } = aliasTargets(doc);
  const expanded = expand(doc, resolve, unresolved, lineOf);
  if ('problem' in expanded) throw new SchedulesFileError(options.file, [expanded.problem]);

  const reader = new FileReader(doc, expanded.data, resolve, lineOf, options);
  for (const error of schemaErrors(expanded.data)) report(reader, error);
  const root = expanded.data;
  const list = isObject(root) && Array.isArray(root.schedules) ? (root.schedules as unknown[]) : [];
  const names = new Map<string, number>();
  const read = list.flatMap((entry, index) => {
    const at = ['schedules', String(index)];
    return isObject(entry) ? [{ entry, at, prompt: checkEntry(reader, entry, at, names) }] : [];
  });
  const { problems } = reader;
  if (problems.length) {
    throw new SchedulesFileError(
      options.file,
      problems.sort((a, b) => a.line - b.line),
    );
  }
  // No problem: every entry is a mapping with a name and a cron expression (the schema's `required`).
  return read.map(({ entry, at, prompt }) => toSpec(entry, prompt, reader.place(at).line));
}

/**
 * What the schema cannot say about one entry: its name unique in the file, its cron expression one that runs, its
 * agent config JSON that sets each field once, its prompt file a file of the repository. Returns its prompt.
 */
function checkEntry(
  reader: FileReader,
  entry: Json,
  at: string[],
  names: Map<string, number>,
): string | undefined {
  const { name, cron } = entry;
  if (isText(name)) {
    const { line } = reader.place([...at, 'name']);
    const first = names.get(name.trim());
    if (first === undefined) names.set(name.trim(), line);
    else
      reader.problem(
        [...at, 'name'],
        `duplicate name "${name.trim()}": line ${first} has it already; names are unique in the file`,
      );
  }
  if (isText(cron)) {
    const why = cronProblem(cron);
    if (why) reader.problem([...at, 'cron'], why);
  }
  for (const key of ['mcp-servers', 'agent-config']) {
    const why = isObject(entry[key]) ? jsonProblem(entry[key]) : undefined;
    if (why) reader.problem([...at, key], why);
  }
  const extra = entry['agent-config'];
  for (const [by, key] of Object.entries(NAMED_CONFIG)) {
    if (Object.hasOwn(entry, by) && isObject(extra) && Object.hasOwn(extra, key)) {
      reader.problem([...at, 'agent-config', key], `is set by ${by} too; give it once`);
    }
  }
  return promptOf(reader, entry, at);
}

/** The entry's prompt: its `prompt`, or its `prompt-file` read from the repository (a problem where it cannot be). */
function promptOf(reader: FileReader, entry: Json, at: string[]): string | undefined {
  const file = entry['prompt-file'];
  // A prompt of another type is a problem the schema reported: the entry never becomes a spec.
  if (!isText(file) || Object.hasOwn(entry, 'prompt')) return entry.prompt as string | undefined;
  const where = [...at, 'prompt-file'];
  const outside = repositoryPathProblem(file);
  if (outside) {
    reader.problem(where, outside);
    return undefined;
  }
  try {
    const text = reader.readFile(file);
    if (text.trim() === '' && !Object.hasOwn(entry, 'skill')) reader.problem(where, `"${file}" is empty`);
    return text;
  } catch (err) {
    if (!(err instanceof RepositoryFileError)) throw err;
    reader.problem(
      where,
      err.problem === 'missing'
        ? `"${file}" does not exist (paths are from the repository's root)`
        : err.message,
    );
    return undefined;
  }
}

/** An entry of a file without problems, as the service takes it. */
function toSpec(entry: Json, prompt: string | undefined, line: number): ScheduleSpec {
  const named = Object.entries(NAMED_CONFIG).filter(([by]) => Object.hasOwn(entry, by));
  // Spread, not assigned: a `__proto__` key of agent-config stays a key, as the file wrote it.
  const agentConfig: Json = {
    ...Object.fromEntries(named.map(([by, key]) => [key, entry[by]])),
    ...(entry['agent-config'] as Json | undefined),
  };
  const promptFile = entry['prompt-file'] as string | undefined;
  return {
    name: (entry.name as string).trim(),
    // The service takes five fields: a shorthand is planned and sent as the five it stands for.
    cron: fiveFields(entry.cron as string),
    prompt: (prompt ?? '').trim(),
    ...(promptFile !== undefined ? { promptFile } : {}),
    enabled: entry.enabled !== false,
    adopt: entry.adopt === true,
    // Its own copy: entries that share an anchor share its data in the document.
    agentConfig: structuredClone(agentConfig),
    line,
  };
}
