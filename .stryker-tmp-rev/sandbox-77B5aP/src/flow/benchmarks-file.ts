/**
 * The repository's benchmark cases, as declared in `.github/cloud-agent-benchmarks.yml` (the `benchmarks-file`
 * input): read, checked and turned into what the gate runs. Each case is a task the agent is given `repeat` times;
 * it passes when at least `repeat-min-pass` of its attempts pass. The file's shape is what the JSON Schema shipped for
 * editors says (schemas/cloud-agent-benchmarks.schema.json, applied by the code ajv generated from it at build time:
 * ./benchmarks-validate.generated.ts); what a schema cannot say is checked in code: names unique in the file,
 * `repeat-min-pass` at most `repeat`, prompt files inside the repository, agent config that travels as JSON. The
 * reading rules are the schedules file's (flow/yaml-file.ts), and so are the errors: every problem is found before
 * anything is sent, each naming the file, the line and the field.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import schema from '../../schemas/cloud-agent-benchmarks.schema.json' with { type: 'json' };
import { validateBenchmarks } from './benchmarks-validate.generated.ts';
import { OutcomeError } from '../shared/outcome.ts';
import { NAMED_CONFIG, skillProblem } from '../shared/rules.ts';
import {
  environmentId,
  isObject,
  isText,
  jsonProblem,
  mcpServer,
  NOT_TEXT,
  pathOf,
  problemsText,
  promptOf,
  readYaml,
  schemaErrors,
  unknownKey,
  type FileProblem,
  type FileReader,
  type Json,
  type Place,
  type ReadOptions,
} from './yaml-file.ts';

/** A case's run keys: the agent config of a run created for it (not dispatched to a factory). */
export interface CaseRun {
  /** `skill` (owner/repo:skill), resolved by the service. */
  skill?: string;
  /** The config as the service takes it (environment_id, model_id, base_prompt, mcp_servers and agent-config's). */
  config?: Record<string, unknown>;
}

/** One benchmark case as the file declares it, with the file's defaults applied. */
export interface BenchmarkCase {
  name: string;
  /** The prompt (read from `prompt-file` when that is given), surrounding white space removed. */
  prompt: string;
  promptFile?: string;
  /** How many attempts, and how many of them must pass. */
  repeat: number;
  minPass: number;
  /** Set when the case sets run keys: it runs as a run of the agent with them, not through a factory. */
  run?: CaseRun;
  /** The factory the case is dispatched to, when the file names one. */
  factory?: string;
  /** The scorers that judge it, by name or id as written; empty: the gate's. */
  scorers: string[];
  /** The line of the case in the file. */
  line: number;
}

export interface Benchmarks {
  /** The file's own `repeat` and `repeat-min-pass` (a case may set its own). */
  repeat: number;
  minPass: number;
  cases: BenchmarkCase[];
}

/** At most this many attempts in all (cases times their `repeat`): a benchmark is a sample, not a load test. */
export const MAX_ATTEMPTS = 1000;

/** The file's problems, all of them, one a line: `file:line: field: message`. */
export class BenchmarksFileError extends OutcomeError {
  readonly file: string;
  readonly problems: FileProblem[];
  constructor(file: string, problems: FileProblem[]) {
    super(problemsText(file, problems, 'no case was run'), 'usage');
    this.file = file;
    this.problems = problems;
  }
}

/** The keys of a case and of the file, as the schema declares them (for "did you mean"). */
export const CASE_KEYS = Object.keys(schema.$defs.case.properties);
const TOP_KEYS = Object.keys(schema.properties);
const TOP_MORE = ', and x-... keys (not read: a place for anchors that cases share)';
/** The keys that make a case a run of the agent with its own config (a factory's dispatch takes none). */
const RUN_KEYS = ['skill', 'environment-id', 'model-id', 'base-prompt', 'mcp-servers', 'agent-config'];

const count = (value: unknown) =>
  `must be a whole number from 1 to 20, got ${typeof value === 'object' ? 'a collection' : `"${String(value)}"`}`;

/**
 * Each schema error in a person's words, at the place it names. A case's `oneOf` is the choice of its prompt, its
 * `not` the run keys a factory's case may not have.
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
      unknownKey(extra, top ? TOP_KEYS : CASE_KEYS, top ? TOP_MORE : ''),
    );
  }
  if (keyword === 'required') {
    const missing = String(params.missingProperty);
    if (path.length === 0) return reader.add(here.line, missing, 'is required: the list of cases');
    return reader.add(here.line, `${here.field}.${missing}`, 'is required');
  }
  if (path.length === 0)
    return reader.add(here.line, 'cases', 'the file must be a mapping with a cases: list');
  if (path.length === 1) {
    if (path[0] !== 'cases') return reader.add(here.line, here.field, count(here.value));
    return reader.add(
      here.line,
      here.field,
      'must be a list of at least one case (- name: ..., prompt: ...)',
    );
  }
  if (path.length === 2) {
    if (keyword === 'oneOf') return promptChoice(reader, path, here);
    if (keyword === 'not') return factoryWithRunKeys(reader, path, here);
    return reader.add(here.line, here.field, 'must be a mapping (name: ..., prompt: ...)');
  }
  const words = wordsFor(path, keyword);
  // A keyword a later schema adds that has no words here yet: ajv's own.
  reader.add(here.line, here.field, words ? words(here.value) : (error.message ?? keyword));
}

/** The words for a keyword that failed at a key of a case or below (`path`: three steps or more). */
function wordsFor(path: string[], keyword: string): ((value: unknown) => string) | undefined {
  const [, , key, inner] = path;
  if (path.length === 3) return CASE_WORDS[key as CaseKey]?.(keyword);
  if (key === 'scorers') return () => "must be a scorer's name or id";
  if (key === 'mcp-servers') return mcpServer;
  if (key === 'agent-config' && inner === 'environment_id') return environmentId;
  return undefined;
}

/** A case that is not exactly one of: a prompt, a prompt file. */
function promptChoice(reader: FileReader, path: string[], entry: Place): void {
  const given = entry.value as Json;
  if (Object.hasOwn(given, 'prompt') && Object.hasOwn(given, 'prompt-file')) {
    return reader.problem([...path, 'prompt-file'], 'give prompt or prompt-file, not both');
  }
  reader.add(entry.line, `${entry.field}.prompt`, 'is required (or prompt-file)');
}

/** A case dispatched to a factory that sets run keys too: the factory's dispatch takes no agent config. */
function factoryWithRunKeys(reader: FileReader, path: string[], entry: Place): void {
  const given = RUN_KEYS.filter((key) => Object.hasOwn(entry.value as Json, key));
  reader.problem(
    [...path, 'factory'],
    `a case dispatched to a factory takes no run keys (${given.join(', ')}): the factory's own agent config applies; drop factory to run the case with them`,
  );
}

const text = () => () => NOT_TEXT;

type CaseKey = keyof typeof schema.$defs.case.properties;
/** The words for an error of each key of a case (every key the schema declares), by the keyword that failed. */
const CASE_WORDS: Record<CaseKey, (keyword: string) => (value: unknown) => string> = {
  name: text,
  prompt: text,
  'prompt-file': text,
  repeat: () => count,
  'repeat-min-pass': () => count,
  factory: () => (value) => `"${String(value)}" is not a factory UID (letters, digits, "-" and "_")`,
  scorers: () => () => "must be a list of scorers' names or ids",
  'model-id': text,
  'base-prompt': text,
  skill: (keyword) => (value) =>
    keyword === 'pattern' ? (skillProblem(String(value)) ?? 'is not a skill spec') : NOT_TEXT,
  'environment-id': () => environmentId,
  'mcp-servers': () => () => 'must be a mapping',
  'agent-config': () => () => 'must be a mapping',
};

/** Reads the file's text; throws a BenchmarksFileError naming every problem. */
export function parseBenchmarksFile(text: string, options: ReadOptions): Benchmarks {
  const read = readYaml(text, options);
  if ('problems' in read) throw new BenchmarksFileError(options.file, read.problems);
  const { reader, data } = read;
  for (const error of schemaErrors(validateBenchmarks, data)) report(reader, error);
  const root = isObject(data) ? data : {};
  const repeat = typeof root.repeat === 'number' ? root.repeat : 1;
  const minPass = typeof root['repeat-min-pass'] === 'number' ? root['repeat-min-pass'] : repeat;
  if (minPass > repeat && typeof root.repeat === 'number') {
    reader.problem(['repeat-min-pass'], `is ${minPass}, more than repeat (${repeat}): no case could pass`);
  } else if (minPass > repeat) {
    reader.problem(
      ['repeat-min-pass'],
      `is ${minPass}, more than the 1 attempt a case gets without repeat: set repeat too`,
    );
  }
  const list = Array.isArray(root.cases) ? (root.cases as unknown[]) : [];
  const names = new Map<string, number>();
  const file = { repeat, minPass: Math.min(minPass, repeat) };
  const entries = list.flatMap((entry, index) => {
    const at = ['cases', String(index)];
    return isObject(entry) ? [{ entry, at, prompt: checkCase(reader, entry, at, names, file) }] : [];
  });
  const attempts = entries.reduce((n, { entry }) => n + repeatOf(entry, file), 0);
  if (attempts > MAX_ATTEMPTS) {
    reader.problem(
      ['cases'],
      `ask for ${attempts} attempts in all (cases times their repeat): at most ${MAX_ATTEMPTS}; run fewer cases or fewer times`,
    );
  }
  const { problems } = reader;
  if (problems.length) {
    throw new BenchmarksFileError(
      options.file,
      problems.sort((a, b) => a.line - b.line),
    );
  }
  // No problem: every case is a mapping with a name and a prompt (the schema's `required` and `oneOf`).
  return {
    ...file,
    cases: entries.map(({ entry, at, prompt }) => toCase(entry, prompt ?? '', reader.place(at).line, file)),
  };
}

/** The case's `repeat`, else the file's. */
const repeatOf = (entry: Json, file: { repeat: number }) =>
  typeof entry.repeat === 'number' ? entry.repeat : file.repeat;

/** The case's `repeat-min-pass`, else the file's (never more than the case's own repeat when only that is set). */
function minPassOf(entry: Json, file: { repeat: number; minPass: number }): number {
  if (typeof entry['repeat-min-pass'] === 'number') return entry['repeat-min-pass'];
  // A case that runs fewer times than the file's minimum passes when every attempt passes.
  return Math.min(file.minPass, repeatOf(entry, file));
}

/**
 * What the schema cannot say about one case: its name unique in the file, `repeat-min-pass` at most its `repeat`,
 * its agent config JSON that sets each field once, its prompt file a file of the repository. Returns its prompt.
 */
function checkCase(
  reader: FileReader,
  entry: Json,
  at: string[],
  names: Map<string, number>,
  file: { repeat: number; minPass: number },
): string | undefined {
  const { name } = entry;
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
  const repeat = repeatOf(entry, file);
  const own = entry['repeat-min-pass'];
  if (typeof own === 'number' && own > repeat) {
    reader.problem(
      [...at, 'repeat-min-pass'],
      `is ${own}, more than the case's ${repeat} attempt${repeat === 1 ? '' : 's'}: it could never pass`,
    );
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
  return promptOf(reader, entry, at, false);
}

/** A case of a file without problems, as the gate runs it. */
function toCase(
  entry: Json,
  prompt: string,
  line: number,
  file: { repeat: number; minPass: number },
): BenchmarkCase {
  const runKeys = RUN_KEYS.filter((key) => Object.hasOwn(entry, key));
  let run: CaseRun | undefined;
  if (runKeys.length) {
    const named = Object.entries(NAMED_CONFIG).filter(([by]) => by !== 'skill' && Object.hasOwn(entry, by));
    // Spread, not assigned: a `__proto__` key of agent-config stays a key, as the file wrote it.
    const config: Json = {
      ...(entry['agent-config'] as Json | undefined),
      ...Object.fromEntries(named.map(([by, key]) => [key, entry[by]])),
    };
    run = {
      ...(typeof entry.skill === 'string' ? { skill: entry.skill } : {}),
      // Its own copy: cases that share an anchor share its data in the document.
      ...(Object.keys(config).length ? { config: structuredClone(config) } : {}),
    };
  }
  const promptFile = entry['prompt-file'] as string | undefined;
  const scorers = Array.isArray(entry.scorers) ? entry.scorers.map((s) => String(s).trim()) : [];
  return {
    name: (entry.name as string).trim(),
    prompt: prompt.trim(),
    ...(promptFile !== undefined ? { promptFile } : {}),
    repeat: repeatOf(entry, file),
    minPass: minPassOf(entry, file),
    ...(run ? { run } : {}),
    ...(typeof entry.factory === 'string' ? { factory: entry.factory } : {}),
    scorers,
    line,
  };
}
