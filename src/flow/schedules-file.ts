/**
 * The repository's scheduled agents, as declared in `.github/cloud-agents.yml`: read, checked and turned into what
 * the service takes. Every problem is found before anything is sent, and each names the file, the line and the
 * field (the YAML library's positions), so a pull request that breaks the file is told where.
 */
import { OutcomeError } from './outcome.ts';
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
import { CronError, nextCronTime, parseCron } from '../client/cron.ts';
import { ENVIRONMENT_ID } from '../client/validate.ts';
import { SKILL_SPEC } from '../inputs.ts';
import { describeCron } from '../render/cron.ts';
import { MAX_REPOSITORY_FILE_BYTES, RepositoryFileError } from './repository-file.ts';

/** One scheduled agent as the file declares it. */
export interface ScheduleSpec {
  name: string;
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

/** The keys of an entry, and the agent config key each of the named ones sets. */
const NAMED_CONFIG: Record<string, string> = {
  skill: 'skill_spec',
  'environment-id': 'environment_id',
  'model-id': 'model_id',
  'base-prompt': 'base_prompt',
  'mcp-servers': 'mcp_servers',
};
export const SCHEDULE_KEYS = [
  'name',
  'cron',
  'prompt',
  'prompt-file',
  'enabled',
  'adopt',
  ...Object.keys(NAMED_CONFIG),
  'agent-config',
];
const TOP_KEYS = ['schedules'];
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

function unknownKey(key: string, known: string[], more = ''): string {
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
 * Why the document's anchors and aliases cannot be expanded (undefined when they can): an alias of no anchor, a
 * merge of something not a mapping or of a mapping that holds it, an alias bomb. The whole document is expanded
 * once here, bounded, so that an alias bomb fails before anything else reads it.
 */
function expansionProblem(doc: Document, resolve: Resolve, unresolved: Alias | undefined, lineOf: LineOf) {
  const problem = (node: Node | undefined, message: string): FileProblem => ({
    line: lineOf(node),
    field: 'yaml',
    message,
  });
  if (unresolved) {
    const name = unresolved.source;
    return problem(unresolved, `the alias *${name} has no anchor &${name} before it`);
  }
  const merge = badMerge(doc, resolve);
  if (merge) return problem(merge.at, merge.message);
  try {
    doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    return undefined;
  } catch (err) {
    // What is left after the checks above is the bound: the library's words say which, ours say what to do.
    return problem(
      undefined,
      `its aliases cannot be expanded (${(err as Error).message}): an alias bomb ("billion laughs")? At most ${MAX_ALIAS_COUNT} uses of anchors, nested uses multiplied; share less through anchors`,
    );
  }
}

/** A key of a mapping, as the reader sees it: its text, its node (for its line) and its value (aliases followed). */
interface Entry {
  key: string;
  keyNode: Node;
  value: Node | null;
}

/**
 * A mapping's keys as YAML reads them: its own, then those its merge keys (`<<`) bring that it lacks, the earlier
 * merged mapping first. A key or value that is an alias is the node it stands for.
 */
function entriesOf(map: YAMLMap, resolve: Resolve): Entry[] {
  const own: Entry[] = [];
  const merged: Entry[] = [];
  for (const pair of map.items) {
    const keyNode = pair.key as Node;
    const value = (resolve(pair.value as Node | null) ?? null) as Node | null;
    if (isMergeKey(keyNode)) {
      const sources = isSeq(value) ? value.items.map((item) => resolve(item as Node)) : [value];
      // Every merge source is a mapping: expansionProblem refused a file with any other.
      for (const source of sources) merged.push(...entriesOf(source as YAMLMap, resolve));
      continue;
    }
    const key = resolve(keyNode);
    own.push({ key: isScalar(key) ? String(key.value) : '', keyNode, value });
  }
  const seen = new Set(own.map((e) => e.key));
  for (const entry of merged) {
    if (seen.has(entry.key)) continue;
    seen.add(entry.key);
    own.push(entry);
  }
  return own;
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

/** Reads the file's text; throws a SchedulesFileError naming every problem. */
export function parseSchedulesFile(text: string, options: ReadOptions): ScheduleSpec[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { ...YAML_OPTIONS, lineCounter: lines });
  const problems: FileProblem[] = [];
  const lineOf = (node: Node | null | undefined, fallback = 1) =>
    node?.range ? lines.linePos(node.range[0]).line : fallback;
  const problem = (node: Node | null | undefined, field: string, message: string, fallback = 1) =>
    problems.push({ line: lineOf(node, fallback), field, message });

  for (const error of doc.errors) {
    problems.push({
      line: error.linePos?.[0].line ?? 1,
      field: 'yaml',
      // The library's message ends with its position and an excerpt of the line: the position is given already.
      message: error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
    });
  }
  if (problems.length) throw new SchedulesFileError(options.file, problems);
  const { resolve, unresolved } = aliasTargets(doc);
  const expansion = expansionProblem(doc, resolve, unresolved, lineOf);
  if (expansion) throw new SchedulesFileError(options.file, [expansion]);

  const reader: Reader = { doc, resolve, lineOf, options };
  const root = resolve(doc.contents as Node | null);
  if (!isMap(root)) {
    problem(root, 'schedules', 'the file must be a mapping with a schedules: list');
    throw new SchedulesFileError(options.file, problems);
  }
  let list: Node | null | undefined;
  let listLine = 1;
  for (const { key, keyNode, value } of entriesOf(root, resolve)) {
    if (key === 'schedules') {
      list = value;
      listLine = lineOf(keyNode);
    } else if (!key.startsWith('x-')) problem(keyNode, key || 'key', unknownKey(key, TOP_KEYS, TOP_MORE));
  }
  const specs: ScheduleSpec[] = [];
  if (list === undefined) {
    problem(root, 'schedules', 'is required: the list of scheduled agents');
  } else if (list === null || (isScalar(list) && list.value === null)) {
    // `schedules:` with nothing under it: no schedules.
  } else if (!isSeq(list)) {
    problem(list, 'schedules', 'must be a list of scheduled agents (- name: ...)', listLine);
  } else {
    const names = new Map<string, number>();
    list.items.forEach((item, index) => {
      const { spec, name } = readEntry(item as Node, `schedules[${index}]`, problem, reader);
      if (name !== undefined) {
        const first = names.get(name.text);
        if (first !== undefined) {
          problems.push({
            line: name.line,
            field: `schedules[${index}].name`,
            message: `duplicate name "${name.text}": line ${first} has it already; names are unique in the file`,
          });
        } else names.set(name.text, name.line);
      }
      if (spec) specs.push(spec);
    });
  }
  if (problems.length) {
    throw new SchedulesFileError(
      options.file,
      problems.sort((a, b) => a.line - b.line),
    );
  }
  return specs;
}

type Problem = (node: Node | null | undefined, field: string, message: string, fallback?: number) => void;
type LineOf = (node: Node | null | undefined, fallback?: number) => number;
type Resolve = (node: Node | null | undefined) => Node | null | undefined;

/** What reading an entry needs of the document. */
interface Reader {
  doc: Document;
  resolve: Resolve;
  lineOf: LineOf;
  options: ReadOptions;
}

/** One entry of the list (undefined when it has problems, all of them reported), and its name where it has one. */
function readEntry(
  written: Node,
  at: string,
  report: Problem,
  reader: Reader,
): { spec?: ScheduleSpec; name?: { text: string; line: number } } {
  const { doc, resolve, lineOf, options } = reader;
  let failed = false;
  const problem: Problem = (...args) => {
    failed = true;
    report(...args);
  };
  // An entry that is an alias (`- *nightly`) is the mapping it stands for, on the alias's line.
  const item = resolve(written);
  if (!isMap(item)) {
    problem(written, at, 'must be a mapping (name: ..., cron: ..., prompt: ...)');
    return {};
  }
  const line = lineOf(written);
  const values = new Map<string, { node: Node | null; key: Node }>();
  for (const { key, keyNode, value } of entriesOf(item, resolve)) {
    if (!SCHEDULE_KEYS.includes(key)) problem(keyNode, `${at}.${key}`, unknownKey(key, SCHEDULE_KEYS));
    else values.set(key, { node: value, key: keyNode });
  }
  const nodeOf = (key: string) => values.get(key)?.node ?? values.get(key)?.key;

  const string = (key: string, required: boolean): string | undefined => {
    const entry = values.get(key);
    if (!entry) {
      if (required) problem(written, `${at}.${key}`, 'is required');
      return undefined;
    }
    const { node } = entry;
    if (!isScalar(node) || typeof node.value !== 'string' || node.value.trim() === '') {
      problem(node ?? entry.key, `${at}.${key}`, 'must be a non-empty string');
      return undefined;
    }
    return node.value;
  };
  const bool = (key: string, fallback: boolean): boolean => {
    const entry = values.get(key);
    if (!entry) return fallback;
    const { node } = entry;
    if (!isScalar(node) || typeof node.value !== 'boolean') {
      const given = isScalar(node) ? String(node.value) : 'a collection';
      problem(node ?? entry.key, `${at}.${key}`, `must be true or false, got "${given}"`);
      return fallback;
    }
    return node.value;
  };
  /** A mapping as JSON, aliases and merge keys expanded with their document. */
  const mapping = (key: string): Record<string, unknown> | undefined => {
    const entry = values.get(key);
    if (!entry) return undefined;
    if (!isMap(entry.node)) {
      problem(entry.node ?? entry.key, `${at}.${key}`, 'must be a mapping');
      return undefined;
    }
    const value = entry.node.toJS(doc, { maxAliasCount: MAX_ALIAS_COUNT }) as Record<string, unknown>;
    const why = jsonProblem(value);
    if (why) {
      problem(entry.node, `${at}.${key}`, why);
      return undefined;
    }
    return value;
  };

  const name = string('name', true);
  const cron = string('cron', true);
  if (cron !== undefined) {
    const why = cronProblem(cron);
    if (why) problem(nodeOf('cron'), `${at}.cron`, why);
  }
  const enabled = bool('enabled', true);
  const adopt = bool('adopt', false);

  const config: Record<string, unknown> = {};
  const skill = string('skill', false);
  if (skill !== undefined) {
    if (!SKILL_SPEC.test(skill)) {
      problem(
        nodeOf('skill'),
        `${at}.skill`,
        `"${skill}" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md`,
      );
    }
    config.skill_spec = skill;
  }
  const environmentId = string('environment-id', false);
  if (environmentId !== undefined) {
    if (!ENVIRONMENT_ID.test(environmentId)) {
      problem(nodeOf('environment-id'), `${at}.environment-id`, environmentProblem(environmentId));
    }
    config.environment_id = environmentId;
  }
  const modelId = string('model-id', false);
  if (modelId !== undefined) config.model_id = modelId;
  const basePrompt = string('base-prompt', false);
  if (basePrompt !== undefined) config.base_prompt = basePrompt;
  const servers = mapping('mcp-servers');
  if (servers) {
    for (const [server, value] of Object.entries(servers)) {
      // Own keys only (a `__proto__` key sets no kind); a string, a list or null has none of them.
      const kinds = ['warp_id', 'command', 'url'].filter((k) => Object.hasOwn(Object(value), k));
      if (kinds.length !== 1) {
        problem(
          nodeOf('mcp-servers'),
          `${at}.mcp-servers.${server}`,
          'needs exactly one of warp_id, command or url',
        );
      }
    }
    config.mcp_servers = servers;
  }
  const extra = mapping('agent-config');
  if (extra) {
    for (const [key, value] of Object.entries(extra)) {
      const by = Object.entries(NAMED_CONFIG).find(([, k]) => k === key)?.[0];
      if (by && values.has(by)) {
        problem(nodeOf('agent-config'), `${at}.agent-config.${key}`, `is set by ${by} too; give it once`);
      }
      if (key === 'environment_id' && (typeof value !== 'string' || !ENVIRONMENT_ID.test(value))) {
        problem(
          nodeOf('agent-config'),
          `${at}.agent-config.environment_id`,
          environmentProblem(String(value)),
        );
      }
    }
    Object.assign(config, extra);
  }

  const inline = string('prompt', false);
  const promptFile = string('prompt-file', false);
  let prompt = inline;
  if (inline !== undefined && promptFile !== undefined) {
    problem(nodeOf('prompt-file'), `${at}.prompt-file`, 'give prompt or prompt-file, not both');
  } else if (promptFile !== undefined) {
    if (/^\//.test(promptFile) || promptFile.split(/[\\/]/).includes('..')) {
      problem(
        nodeOf('prompt-file'),
        `${at}.prompt-file`,
        `"${promptFile}" must be a path inside the repository, from its root`,
      );
    } else {
      try {
        prompt = options.readFile(promptFile);
        if (prompt.trim() === '' && config.skill_spec === undefined) {
          problem(nodeOf('prompt-file'), `${at}.prompt-file`, `"${promptFile}" is empty`);
        }
      } catch (err) {
        if (!(err instanceof RepositoryFileError)) throw err;
        problem(
          nodeOf('prompt-file'),
          `${at}.prompt-file`,
          err.problem === 'missing'
            ? `"${promptFile}" does not exist (paths are from the repository's root)`
            : err.message,
        );
      }
    }
  } else if (inline === undefined && config.skill_spec === undefined && !values.has('prompt')) {
    problem(item, `${at}.prompt`, 'is required (or prompt-file, or a skill)');
  }
  const named = name === undefined ? {} : { name: { text: name.trim(), line: lineOf(nodeOf('name')) } };
  if (failed || name === undefined || cron === undefined) return named;
  const spec: ScheduleSpec = {
    name: name.trim(),
    cron: cron.trim(),
    prompt: (prompt ?? '').trim(),
    ...(promptFile !== undefined ? { promptFile } : {}),
    enabled,
    adopt,
    agentConfig: config,
    line,
  };
  return { spec, ...named };
}

function environmentProblem(id: string): string {
  const why = id.length === 22 ? 'is not an environment id' : `has ${id.length} characters`;
  return `"${id}" ${why}: environment ids are exactly 22 letters and digits`;
}
