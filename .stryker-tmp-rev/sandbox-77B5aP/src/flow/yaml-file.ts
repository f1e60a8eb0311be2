/**
 * The YAML files of the repository the action reads (the schedules file, the benchmarks file): read as YAML 1.2 with
 * merge keys, aliases bounded, expanded to JSON data, and every value found again at its line, so that each problem
 * names the file, the line and the field. What each file holds is its own module's (flow/schedules-file.ts,
 * flow/benchmarks-file.ts); the reading rules are these, once.
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
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
import { MAX_REPOSITORY_FILE_BYTES, RepositoryFileError } from './repository-file.ts';
import { environmentIdProblem, mcpServerProblem, repositoryPathProblem } from '../shared/rules.ts';

export interface FileProblem {
  line: number;
  field: string;
  message: string;
}

/** The number of single-character edits between two short strings (for "did you mean"). */
export function distance(a: string, b: string): number {
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

export function unknownKey(key: string, known: string[], more: string): string {
  const near = known.find((k) => distance(k, key) <= 2);
  return `unknown key "${key}"${near ? ` (did you mean "${near}"?)` : ''}; the keys are ${known.join(', ')}${more}`;
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
export const YAML_OPTIONS = {
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
export const MAX_CONFIG_CHARS = MAX_REPOSITORY_FILE_BYTES;

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

export type LineOf = (node: Node | null | undefined, fallback?: number) => number;
export type Resolve = (node: Node | null | undefined) => Node | null | undefined;
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
/** A string with something in it (the schema's `text`). */
export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Where a value of the document is written: the line of its node, or of its key when it has no node of its own. */
export interface Place {
  line: number;
  /** The field as a person reads it: `schedules[1].cron`. */
  field: string;
  /** The value there (undefined when the path leads nowhere). */
  value: unknown;
}

/** What reading the file needs of the document. */
export class FileReader {
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
export const pathOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The words for a value that is not true or false. */
export const notBoolean = (value: unknown) =>
  `must be true or false, got ${value === null ? 'nothing' : typeof value === 'object' ? 'a collection' : `"${String(value)}"`}`;
export const NOT_TEXT = 'must be a non-empty string';

/** The file's problems, all of them, one a line: `file:line: field: message`; `what` says nothing was done with it. */
export function problemsText(file: string, problems: readonly FileProblem[], what: string): string {
  const count = problems.length === 1 ? 'an error' : `${problems.length} errors`;
  return `${file} has ${count}; ${what}:\n${problems.map((p) => `${file}:${p.line}: ${p.field}: ${p.message}`).join('\n')}`;
}

/**
 * Reads a YAML file's text as JSON data, with a reader that finds each value's line; or the problems that stop it
 * before its shape can be checked (its YAML, its aliases and merge keys).
 */
export function readYaml(
  text: string,
  options: ReadOptions,
): { reader: FileReader; data: unknown } | { problems: FileProblem[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { ...YAML_OPTIONS, lineCounter: lines });
  const lineOf: LineOf = (node, fallback = 1) => (node?.range ? lines.linePos(node.range[0]).line : fallback);

  const syntax = doc.errors.map((error) => ({
    line: error.linePos?.[0].line ?? 1,
    field: 'yaml',
    // The library's message ends with its position and an excerpt of the line: the position is given already.
    message: error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
  }));
  if (syntax.length) return { problems: syntax };
  const { resolve, unresolved } = aliasTargets(doc);
  const expanded = expand(doc, resolve, unresolved, lineOf);
  if ('problem' in expanded) return { problems: [expanded.problem] };
  return { reader: new FileReader(doc, expanded.data, resolve, lineOf, options), data: expanded.data };
}

/**
 * The schema's errors, those inside a combinator's branches left out (the combinator's own error says it), and an
 * error at a value of the wrong type alone: its other keywords have nothing to say about it.
 */
export function schemaErrors(validate: ValidateFunction, data: unknown): ErrorObject[] {
  if (validate(data)) return [];
  const errors = (validate.errors ?? []).filter((e) => !/\/(?:oneOf|anyOf|allOf|not)\//.test(e.schemaPath));
  const mistyped = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  return errors.filter((e) => e.keyword === 'type' || !mistyped.has(e.instancePath));
}

/** The words for an MCP server's and an environment id's errors, whatever keyword failed (shared/rules.ts). */
export const mcpServer = (value: unknown) => mcpServerProblem(value) ?? 'is not an MCP server';
export const environmentId = (value: unknown) => environmentIdProblem(value) ?? 'is not an environment id';

/**
 * An entry's prompt: its `prompt`, or its `prompt-file` read from the repository (a problem where it cannot be). An
 * empty prompt file is a problem unless `emptyMay` (a skill alone is the task).
 */
export function promptOf(
  reader: FileReader,
  entry: Json,
  at: string[],
  emptyMay: boolean,
): string | undefined {
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
    if (text.trim() === '' && !emptyMay) reader.problem(where, `"${file}" is empty`);
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
