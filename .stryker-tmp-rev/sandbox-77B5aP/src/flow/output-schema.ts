/**
 * The schema a step's result must match: `output-schema` (inline JSON or YAML, or the name of a schema this action
 * ships in schemas/results/) or `output-schema-file` (a file of the workspace, read with the rules of every file a
 * commit points at). It is read and checked before anything is sent, and travels with the work in the tracking
 * comment's marker (deflated, when small; else by its file's path), with its digest, so a later settle validates the
 * run's result against the very schema the step was given, or says it cannot.
 */
import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import triage from '../../schemas/results/triage.schema.json' with { type: 'json' };
import verdict from '../../schemas/results/verdict.schema.json' with { type: 'json' };
import type { FollowInputs } from '../inputs.ts';
import { InputError, OutcomeError } from '../shared/outcome.ts';
import type { ResultMark } from '../render/marker.ts';
import { checkSchema, SchemaError, type Schema } from './json-schema.ts';
import type { RunEnvironment } from './context.ts';
import type { Words } from './host.ts';
import { readRepositoryFile, RepositoryFileError } from './repository-file.ts';

/** The schemas this action ships, by the name `output-schema` takes. */
export const SHIPPED_SCHEMAS: Readonly<Record<string, unknown>> = { verdict, triage };

/** Where a schema came from. */
export type SchemaSource =
  | { kind: 'inline' }
  | { kind: 'shipped'; name: string }
  /** A file of the workspace (`output-schema-file`), by its path as given. */
  | { kind: 'file'; path: string };

/** A checked schema and what the prompt, the marker and the repair need of it. */
export interface ResultSchema {
  schema: Schema;
  /** The schema as compact JSON: what the prompt quotes, and what the digest is of. */
  text: string;
  /** The first 128 bits of the SHA-256 of `text`, in hex. */
  digest: string;
  source: SchemaSource;
  /** How many repair follow-ups a result that does not match gets (`output-schema-retries`). */
  retries: number;
}

/** What the inputs give of a schema (their names as action.yml has them). */
export interface SchemaInputs {
  /** `output-schema`: inline JSON or YAML, or a shipped schema's name. */
  outputSchema: string | undefined;
  /** `output-schema-file`: a path in the workspace. */
  outputSchemaFile: string | undefined;
  outputSchemaRetries: number;
}

/** The most characters of a marker's packed schema (base64): about 6 KiB deflated, tens of KiB of schema. */
export const PACKED_SCHEMA_MAX_CHARS = 8192;
/** The most a packed schema inflates to (a schema file is at most 1 MiB). */
const UNPACKED_MAX_BYTES = 1024 * 1024;

export function schemaDigest(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 32);
}

/** `value` checked as a schema, with its text and digest; throws an InputError of `input` naming where and why. */
export function resultSchemaOf(
  value: unknown,
  input: string,
  source: SchemaSource,
  retries: number,
): ResultSchema {
  const where = source.kind === 'file' ? JSON.stringify(source.path) : 'the schema';
  let schema: Schema;
  try {
    schema = checkSchema(value, where);
  } catch (err) {
    if (err instanceof SchemaError) throw new InputError(input, err.message);
    throw err;
  }
  const text = JSON.stringify(schema);
  return { schema, text, digest: schemaDigest(text), source, retries };
}

/** JSON or YAML text as a value; throws an InputError of `input` that names `what` and the parser's complaint. */
async function parseText(text: string, input: string, what: string): Promise<unknown> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch (err) {
      throw new InputError(input, `${what} is not valid JSON (${(err as Error).message})`);
    }
  }
  const { parse } = await import('yaml');
  try {
    return parse(text, { uniqueKeys: true, maxAliasCount: 100 }) as unknown;
  } catch (err) {
    throw new InputError(input, `${what} is not valid YAML (${(err as Error).message.split('\n')[0]})`);
  }
}

const names = () => Object.keys(SHIPPED_SCHEMAS).join(', ');

/**
 * The schema the inputs give, read and checked (a file of the workspace `workspace`, where `workspace` names the
 * folder to its user); undefined when none is given. Throws an InputError (nothing has been sent) naming the input
 * and what is wrong: both inputs given, a file that cannot be read, text that does not parse, a schema refused.
 */
export async function loadResultSchema(
  given: SchemaInputs,
  workspace: { root: string; words: string },
): Promise<ResultSchema | undefined> {
  const { outputSchema: inline, outputSchemaFile: file, outputSchemaRetries: retries } = given;
  if (inline !== undefined && file !== undefined)
    throw new InputError(
      'output-schema',
      (name) => `and ${name('output-schema-file')} both give the schema: give one`,
    );
  if (file !== undefined) {
    let text: string;
    try {
      text = readRepositoryFile(workspace.root, file);
    } catch (err) {
      if (!(err instanceof RepositoryFileError)) throw err;
      throw new InputError(
        'output-schema-file',
        err.problem === 'missing' ? `"${file}" does not exist ${workspace.words}` : err.message,
      );
    }
    const value = await parseText(text, 'output-schema-file', JSON.stringify(file));
    return resultSchemaOf(value, 'output-schema-file', { kind: 'file', path: file }, retries);
  }
  if (inline === undefined) return undefined;
  const name = inline.trim();
  if (Object.hasOwn(SHIPPED_SCHEMAS, name))
    return resultSchemaOf(SHIPPED_SCHEMAS[name], 'output-schema', { kind: 'shipped', name }, retries);
  const value = await parseText(inline, 'output-schema', 'the schema');
  if (typeof value === 'string' && /^[\w.-]+$/.test(value))
    throw new InputError(
      'output-schema',
      `"${value}" is not the name of a schema this action ships (${names()}), nor a schema in JSON or YAML`,
    );
  return resultSchemaOf(value, 'output-schema', { kind: 'inline' }, retries);
}

/** The schema as compact JSON deflated (raw), in base64: what a marker carries of a small schema. */
const packedOf = (result: ResultSchema) =>
  deflateRawSync(Buffer.from(result.text, 'utf8')).toString('base64');

/**
 * What a marker carries of the schema: its digest, and the schema itself deflated when that fits
 * PACKED_SCHEMA_MAX_CHARS, else the file it was read from. A larger schema given inline is not carried (the marker
 * must stay small, and a settle cannot read a workflow file): its digest alone, and a settle says so.
 */
export function schemaMark(result: ResultSchema): Pick<ResultMark, 'digest' | 'packed' | 'file'> {
  const packed = packedOf(result);
  if (packed.length <= PACKED_SCHEMA_MAX_CHARS) return { digest: result.digest, packed };
  if (result.source.kind === 'file') return { digest: result.digest, file: result.source.path };
  return { digest: result.digest };
}

/**
 * Why a settle could not validate the result of a run this schema was given for, should the step let go of it; undefined
 * when it could (the marker carries the schema, or the file it was read from).
 */
export function uncarried(result: ResultSchema): string | undefined {
  if (result.source.kind === 'file') return undefined;
  const chars = packedOf(result).length;
  if (chars <= PACKED_SCHEMA_MAX_CHARS) return undefined;
  return `the schema is too large for the tracking comment to carry (${chars} characters deflated, at most ${PACKED_SCHEMA_MAX_CHARS}): a settle cannot validate the result of a run this step lets go of; give a schema this large in a file (output-schema-file), which a settle reads from its checkout`;
}

/**
 * Why a marker's schema cannot be used: settle reports the run's result as not validated, never as the result's
 * fault. A `usage` outcome, had it ended a command: what the workflow gave (its schema file) is not there as it was.
 */
export class SchemaUnavailable extends OutcomeError {
  constructor(message: string) {
    super(message, 'usage');
  }
}

/**
 * The schema a marker carries, checked against its digest: inflated from the marker, or read from the file it names
 * in this checkout (`workspace`). Throws SchemaUnavailable saying why not: the file is missing or unreadable, or its
 * schema is not the one the step was given (another digest), or the marker's is damaged.
 */
export async function markedSchema(mark: ResultMark, workspace: string): Promise<ResultSchema> {
  let value: unknown;
  let source: SchemaSource;
  if (mark.packed !== undefined) {
    source = { kind: 'inline' };
    try {
      const text = inflateRawSync(Buffer.from(mark.packed, 'base64'), {
        maxOutputLength: UNPACKED_MAX_BYTES,
      });
      value = JSON.parse(text.toString('utf8')) as unknown;
    } catch (err) {
      throw new SchemaUnavailable(`the schema its marker carries cannot be read (${(err as Error).message})`);
    }
  } else if (mark.file !== undefined) {
    source = { kind: 'file', path: mark.file };
    const shown = JSON.stringify(mark.file);
    try {
      value = await parseText(readRepositoryFile(workspace, mark.file), 'output-schema-file', shown);
    } catch (err) {
      if (err instanceof RepositoryFileError) throw new SchemaUnavailable(err.message);
      if (err instanceof InputError) throw new SchemaUnavailable(err.reason);
      throw err;
    }
  } else {
    throw new SchemaUnavailable(
      'its marker carries the digest of the schema alone (the schema was given inline and too large to carry; give a schema this large in output-schema-file, which a settle reads from its checkout)',
    );
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined || schemaDigest(text) !== mark.digest) {
    throw new SchemaUnavailable(
      source.kind === 'file'
        ? `${JSON.stringify(source.path)} in this checkout is not the schema the step was given (its digest differs: the file changed since)`
        : 'the schema its marker carries does not match its digest',
    );
  }
  try {
    return resultSchemaOf(value, 'output-schema', source, mark.left);
  } catch (err) {
    throw new SchemaUnavailable(`the schema is not one this action reads: ${(err as Error).message}`);
  }
}

/** A command's inputs with the schema they give, once read and checked (none: no result is asked for). */
export type Schemed<T> = T & { resultSchema?: ResultSchema | undefined };

/**
 * The step's inputs with the schema they give read and checked (`resultSchema`), before anything is sent: an
 * InputError (a usage error) when it cannot be used.
 */
export async function withResultSchema<T extends FollowInputs>(
  step: {
    env: Pick<RunEnvironment, 'workspace'>;
    host: { words: Pick<Words, 'workspace'>; log: { warning: (line: string) => void } };
  },
  inputs: T,
): Promise<Schemed<T>> {
  const resultSchema = await loadResultSchema(
    {
      outputSchema: inputs.outputSchema,
      outputSchemaFile: inputs.outputSchemaFile,
      outputSchemaRetries: inputs.outputSchemaRetries ?? 1,
    },
    { root: step.env.workspace, words: step.host.words.workspace },
  );
  if (!resultSchema) return inputs;
  const why = uncarried(resultSchema);
  if (why) step.host.log.warning(why);
  return { ...inputs, resultSchema };
}
