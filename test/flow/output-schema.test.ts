/**
 * The result's schema as the inputs give it (inline JSON or YAML, a shipped name, a file of the workspace), each
 * refusal worded for the input; the shipped schemas; and the schema a marker carries (deflated, or by its file's
 * path) read back against its digest, or said to be unavailable.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSchema, validate } from '../../src/flow/json-schema.ts';
import {
  loadResultSchema,
  markedSchema,
  PACKED_SCHEMA_MAX_CHARS,
  resultSchemaOf,
  schemaDigest,
  schemaMark,
  SchemaUnavailable,
  SHIPPED_SCHEMAS,
  uncarried,
  withResultSchema,
  type SchemaInputs,
} from '../../src/flow/output-schema.ts';
import { InputError } from '../../src/shared/outcome.ts';

let workspace: string;
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'output-schema-'));
  mkdirSync(join(workspace, 'schemas'));
});
afterEach(() => rmSync(workspace, { recursive: true, force: true }));

/** A schema whose deflated text is larger than PACKED_SCHEMA_MAX_CHARS allows (its descriptions do not deflate). */
const large = () => ({
  type: 'object',
  properties: Object.fromEntries(
    Array.from({ length: 300 }, (_, i) => [
      `p${i}`,
      { type: 'string', description: randomBytes(40).toString('hex') },
    ]),
  ),
});

const WORDS = 'in the workspace: check out the repository first (actions/checkout)';
const given = (extra: Partial<SchemaInputs>): SchemaInputs => ({
  outputSchema: undefined,
  outputSchemaFile: undefined,
  outputSchemaRetries: 1,
  ...extra,
});
const load = (extra: Partial<SchemaInputs>) =>
  loadResultSchema(given(extra), { root: workspace, words: WORDS });

/** The input error's message, or 'ok'. */
async function refusal(extra: Partial<SchemaInputs>): Promise<string> {
  try {
    await load(extra);
    return 'ok';
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return err.message;
  }
}

const OK = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] };

describe('loadResultSchema', () => {
  it('none given: none', async () => {
    expect(await load({})).toBeUndefined();
  });

  it('a shipped schema by its name (white space around it taken off)', async () => {
    const schema = (await load({ outputSchema: ' verdict\n', outputSchemaRetries: 3 }))!;
    expect(schema.source).toEqual({ kind: 'shipped', name: 'verdict' });
    expect(schema.schema).toBe(SHIPPED_SCHEMAS.verdict);
    expect(schema.text).toBe(JSON.stringify(SHIPPED_SCHEMAS.verdict));
    expect(schema.digest).toBe(schemaDigest(schema.text));
    expect(schema.retries).toBe(3);
  });

  it('inline JSON and inline YAML: the same schema, the same digest', async () => {
    const json = (await load({ outputSchema: JSON.stringify(OK) }))!;
    const yaml = (await load({
      outputSchema: 'type: object\nproperties:\n  ok: {type: boolean}\nrequired: [ok]\n',
    }))!;
    expect(json.schema).toEqual(OK);
    expect(json.source).toEqual({ kind: 'inline' });
    expect(yaml.digest).toBe(json.digest);
  });

  it('refuses text that does not parse, a bare word that names no schema, and both inputs at once', async () => {
    expect(await refusal({ outputSchema: '{"type": ' })).toMatch(
      /^Input "output-schema": the schema is not valid JSON \(Unexpected end of JSON input\)$/,
    );
    expect(await refusal({ outputSchema: 'a: [b\nc: d' })).toMatch(
      /^Input "output-schema": the schema is not valid YAML \(/,
    );
    expect(await refusal({ outputSchema: 'type: object\ntype: array' })).toMatch(
      /^Input "output-schema": the schema is not valid YAML \(Map keys must be unique/,
    );
    expect(await refusal({ outputSchema: 'verdikt' })).toBe(
      'Input "output-schema": "verdikt" is not the name of a schema this action ships (verdict, triage), nor a schema in JSON or YAML',
    );
    expect(await refusal({ outputSchema: 'verdict', outputSchemaFile: 'x.json' })).toBe(
      'Input "output-schema": and `output-schema-file` both give the schema: give one',
    );
  });

  it('refuses a schema it does not read, naming where', async () => {
    expect(await refusal({ outputSchema: '{"properties": {"a": {"typo": 1}}}' })).toMatch(
      /^Input "output-schema": the schema: at \/properties\/a\/typo: "typo" is not a keyword this action reads \(did you mean "type"\?\)/,
    );
    expect(await refusal({ outputSchema: '[]' })).toBe(
      'Input "output-schema": the schema: at (root): a schema must be a JSON object, such as {"type": "object", "properties": {...}}',
    );
  });

  it('a file of the workspace, JSON or YAML; a missing one, one outside, a bad one refused naming the file', async () => {
    writeFileSync(join(workspace, 'schemas/ok.json'), JSON.stringify(OK));
    writeFileSync(
      join(workspace, 'schemas/ok.yml'),
      'type: object\nproperties:\n  ok: {type: boolean}\nrequired: [ok]\n',
    );
    writeFileSync(join(workspace, 'schemas/bad.json'), '{"requird": []}');
    symlinkSync('/etc/hostname', join(workspace, 'schemas/out.json'));
    const fromJson = (await load({ outputSchemaFile: 'schemas/ok.json' }))!;
    expect(fromJson.source).toEqual({ kind: 'file', path: 'schemas/ok.json' });
    expect((await load({ outputSchemaFile: 'schemas/ok.yml' }))!.digest).toBe(fromJson.digest);
    expect(await refusal({ outputSchemaFile: 'schemas/none.json' })).toBe(
      `Input "output-schema-file": "schemas/none.json" does not exist ${WORDS}`,
    );
    expect(await refusal({ outputSchemaFile: 'schemas/out.json' })).toMatch(
      /^Input "output-schema-file": "schemas\/out.json" leads outside the workspace \(to .*, through a symbolic link\): only files of the repository are read$/,
    );
    expect(await refusal({ outputSchemaFile: 'schemas/bad.json' })).toMatch(
      /^Input "output-schema-file": "schemas\/bad.json": at \/requird: "requird" is not a keyword/,
    );
    writeFileSync(join(workspace, 'schemas/broken.json'), '{');
    expect(await refusal({ outputSchemaFile: 'schemas/broken.json' })).toMatch(
      /^Input "output-schema-file": "schemas\/broken.json" is not valid JSON \(/,
    );
  });

  it('withResultSchema adds the schema to the inputs, or leaves them as they are', async () => {
    const warnings: string[] = [];
    const step = {
      env: { workspace },
      host: { words: { workspace: WORDS }, log: { warning: (line: string) => warnings.push(line) } },
    };
    const inputs = { wait: true, outputSchema: 'triage', outputSchemaRetries: 0 };
    const loaded = await withResultSchema(step, inputs as never);
    expect((loaded as { resultSchema: { retries: number; source: unknown } }).resultSchema).toMatchObject({
      retries: 0,
      source: { kind: 'shipped', name: 'triage' },
    });
    const none = { wait: true };
    expect(await withResultSchema(step, none as never)).toBe(none);
    const retriesLeftOut = await withResultSchema(step, { outputSchema: 'verdict' } as never);
    expect((retriesLeftOut as { resultSchema: { retries: number } }).resultSchema.retries).toBe(1);
    expect(warnings).toEqual([]);
  });

  it('withResultSchema warns when an inline schema is too large for the marker to carry, and uses it all the same', async () => {
    const warnings: string[] = [];
    const step = {
      env: { workspace },
      host: { words: { workspace: WORDS }, log: { warning: (line: string) => warnings.push(line) } },
    };
    const value = large();
    const loaded = await withResultSchema(step, {
      outputSchema: JSON.stringify(value),
      outputSchemaRetries: 1,
    } as never);
    expect((loaded as { resultSchema: { schema: unknown } }).resultSchema.schema).toEqual(value);
    const chars = deflateRawSync(JSON.stringify(value)).toString('base64').length;
    expect(warnings).toEqual([
      `the schema is too large for the tracking comment to carry (${chars} characters deflated, at most ${PACKED_SCHEMA_MAX_CHARS}): a settle cannot validate the result of a run this step lets go of; give a schema this large in a file (output-schema-file), which a settle reads from its checkout`,
    ]);
    // The same schema in a file: named by its path, no warning.
    writeFileSync(join(workspace, 'schemas/large-too.json'), JSON.stringify(value));
    warnings.length = 0;
    await withResultSchema(step, {
      outputSchemaFile: 'schemas/large-too.json',
      outputSchemaRetries: 1,
    } as never);
    expect(warnings).toEqual([]);
  });
});

describe('the shipped schemas', () => {
  it('are schemas this action reads, and take the results they are for', () => {
    expect(Object.keys(SHIPPED_SCHEMAS)).toEqual(['verdict', 'triage']);
    const verdict = checkSchema(SHIPPED_SCHEMAS.verdict, 'verdict');
    const triage = checkSchema(SHIPPED_SCHEMAS.triage, 'triage');
    expect(validate(verdict, { verdict: 'fail', confidence: 0.7, reasons: ['a real failure'] })).toEqual([]);
    expect(validate(verdict, { verdict: 'fail', confidence: 0.7, reasons: [], extra: 1 })).toHaveLength(2);
    expect(validate(triage, { labels: ['bug'], priority: 'high', summary: 'Crashes on start.' })).toEqual([]);
    expect(validate(triage, { labels: [], priority: 'urgent', summary: '' })).toEqual([
      { path: '/priority', message: 'must be one of "critical", "high", "medium", "low"' },
      { path: '/summary', message: 'must be at least 1 character long, got 0' },
    ]);
  });
});

describe('the schema a marker carries', () => {
  it('a small schema deflated, read back whole', async () => {
    const schema = resultSchemaOf(OK, 'output-schema', { kind: 'inline' }, 2);
    const mark = schemaMark(schema);
    expect(mark).toEqual({ digest: schema.digest, packed: expect.any(String) });
    const back = await markedSchema({ ...mark, left: 1, before: [] }, workspace);
    expect(back.schema).toEqual(OK);
    expect(back.digest).toBe(schema.digest);
    expect(back.retries).toBe(1);
  });

  it('a large one from a file: named by its path, read from this checkout', async () => {
    const value = large();
    writeFileSync(join(workspace, 'schemas/large.json'), JSON.stringify(value, null, 2));
    const schema = (await load({ outputSchemaFile: 'schemas/large.json' }))!;
    const mark = schemaMark(schema);
    expect(mark).toEqual({ digest: schema.digest, file: 'schemas/large.json' });
    const back = await markedSchema({ ...mark, left: 0, before: [] }, workspace);
    expect(back.schema).toEqual(value);
    expect(back.source).toEqual({ kind: 'file', path: 'schemas/large.json' });
    // One given inline is not carried (the marker must stay small): its digest alone, which a settle says.
    const inline = resultSchemaOf(value, 'output-schema', { kind: 'inline' }, 1);
    expect(uncarried(inline)).toMatch(
      /^the schema is too large for the tracking comment to carry \(\d+ characters/,
    );
    expect(schemaMark(inline)).toEqual({ digest: inline.digest });
    await expect(markedSchema({ ...schemaMark(inline), left: 1, before: [] }, workspace)).rejects.toThrow(
      'its marker carries the digest of the schema alone (the schema was given inline and too large to carry; give a schema this large in output-schema-file, which a settle reads from its checkout)',
    );
    expect(uncarried(schema)).toBeUndefined();
    expect(uncarried(resultSchemaOf(OK, 'output-schema', { kind: 'inline' }, 1))).toBeUndefined();
  });

  it('not available: the file changed or gone, the packed text damaged or another, nothing to read', async () => {
    writeFileSync(join(workspace, 'schemas/s.json'), JSON.stringify(OK));
    const schema = (await load({ outputSchemaFile: 'schemas/s.json' }))!;
    const mark = { digest: schema.digest, file: 'schemas/s.json', left: 0, before: [] };
    const why = (promise: Promise<unknown>) =>
      promise.then(
        () => 'ok',
        (err: unknown) => {
          expect(err).toBeInstanceOf(SchemaUnavailable);
          return (err as Error).message;
        },
      );
    writeFileSync(join(workspace, 'schemas/s.json'), JSON.stringify({ ...OK, required: [] }));
    expect(await why(markedSchema(mark, workspace))).toBe(
      '"schemas/s.json" in this checkout is not the schema the step was given (its digest differs: the file changed since)',
    );
    rmSync(join(workspace, 'schemas/s.json'));
    expect(await why(markedSchema(mark, workspace))).toBe('"schemas/s.json" does not exist');
    writeFileSync(join(workspace, 'schemas/s.json'), '{');
    expect(await why(markedSchema(mark, workspace))).toMatch(/^"schemas\/s.json" is not valid JSON \(/);
    expect(
      await why(
        markedSchema({ digest: schema.digest, packed: 'not deflate', left: 0, before: [] }, workspace),
      ),
    ).toMatch(/^the schema its marker carries cannot be read \(/);
    const other = schemaMark(resultSchemaOf({ type: 'string' }, 'x', { kind: 'inline' }, 0));
    expect(await why(markedSchema({ ...other, digest: schema.digest, left: 0, before: [] }, workspace))).toBe(
      'the schema its marker carries does not match its digest',
    );
    expect(await why(markedSchema({ digest: schema.digest, left: 0, before: [] }, workspace))).toBe(
      'its marker carries the digest of the schema alone (the schema was given inline and too large to carry; give a schema this large in output-schema-file, which a settle reads from its checkout)',
    );
    // A schema a later version refuses (here: one that a damaged marker would carry) is not available either.
    const refused = { oneOf: [] };
    const text = JSON.stringify(refused);
    const packed = schemaMark({ ...resultSchemaOf(OK, 'x', { kind: 'inline' }, 0), text }).packed!;
    expect(
      await why(markedSchema({ digest: schemaDigest(text), packed, left: 0, before: [] }, workspace)),
    ).toMatch(/^the schema is not one this action reads: Input "output-schema": the schema: at \/oneOf: /);
  });

  it('a file changed since to YAML that holds itself (an anchor inside its own node): not the schema given', async () => {
    writeFileSync(join(workspace, 'schemas/s.yaml'), 'type: object\n');
    const schema = (await load({ outputSchemaFile: 'schemas/s.yaml' }))!;
    const mark = { digest: schema.digest, file: 'schemas/s.yaml', left: 1, before: [] };
    expect((await markedSchema(mark, workspace)).schema).toEqual({ type: 'object' });
    // Its value is no JSON text, so it has no digest: it is not the schema the step was given.
    writeFileSync(join(workspace, 'schemas/s.yaml'), '&s\ntype: object\nproperties:\n  child: *s\n');
    const failed = await markedSchema(mark, workspace).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failed).toBeInstanceOf(SchemaUnavailable);
    expect((failed as Error).message).toBe(
      '"schemas/s.yaml" in this checkout is not the schema the step was given (its digest differs: the file changed since)',
    );
  });
});
