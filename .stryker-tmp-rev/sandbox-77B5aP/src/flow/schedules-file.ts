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
import { OutcomeError } from '../shared/outcome.ts';
import schema from '../../schemas/cloud-agents.schema.json' with { type: 'json' };
import { validateSchedules } from './schedules-validate.generated.ts';
import { CronError, fiveFields, nextCronTime, parseCron } from '../client/cron.ts';
import { describeCron } from '../render/cron.ts';
import { NAMED_CONFIG, skillProblem } from '../shared/rules.ts';
import type { FileReader } from './yaml-file.ts';
import {
  environmentId,
  isObject,
  isText,
  jsonProblem,
  mcpServer,
  notBoolean,
  NOT_TEXT,
  pathOf,
  problemsText,
  promptOf,
  readYaml,
  schemaErrors,
  unknownKey,
  type FileProblem,
  type Json,
  type Place,
  type ReadOptions,
} from './yaml-file.ts';

export { jsonProblem, MAX_ALIAS_COUNT, type FileProblem, type ReadOptions } from './yaml-file.ts';

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

/** The file's problems, all of them, one a line: `file:line: field: message`. */
export class SchedulesFileError extends OutcomeError {
  readonly file: string;
  readonly problems: FileProblem[];
  constructor(file: string, problems: FileProblem[]) {
    super(problemsText(file, problems, 'nothing was sent to the service'), 'usage');
    this.file = file;
    this.problems = problems;
  }
}

/** The keys of an entry and of the file, as the schema declares them (for "did you mean"). */
export const SCHEDULE_KEYS = Object.keys(schema.$defs.schedule.properties);
const TOP_KEYS = Object.keys(schema.properties);
/** Top-level keys the reader skips: a place for the anchors entries share (`x-defaults: &defaults ...`). */
const TOP_MORE = ', and x-... keys (not read: a place for anchors that entries share)';

/**
 * What a cron expression the service refuses would have meant, where a reading of it parses: six or seven fields
 * are the seconds-first (and year-last) form of other schedulers.
 */
function cronHint(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 6 && fields.length !== 7) return '';
  const five = fields.slice(1, 6).join(' ');
  try {
    return `; read with a seconds field first, it would mean ${describeCron(parseCron(five))}: write "${five}"`;
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

/**
 * Each schema error in a person's words, at the place it names. An entry's `oneOf` is the choice of its prompt; an
 * MCP server's or an environment id's error is worded by its rule (shared/rules.ts), whatever keyword failed.
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

/** Reads the file's text; throws a SchedulesFileError naming every problem. */
export function parseSchedulesFile(text: string, options: ReadOptions): ScheduleSpec[] {
  const read = readYaml(text, options);
  if ('problems' in read) throw new SchedulesFileError(options.file, read.problems);
  const { reader } = read;
  for (const error of schemaErrors(validateSchedules, read.data)) report(reader, error);
  const root = read.data;
  const list = isObject(root) && Array.isArray(root.schedules) ? (root.schedules as unknown[]) : [];
  const names = new Map<string, number>();
  const entries = list.flatMap((entry, index) => {
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
  return entries.map(({ entry, at, prompt }) => toSpec(entry, prompt, reader.place(at).line));
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
  return promptOf(reader, entry, at, Object.hasOwn(entry, 'skill'));
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
