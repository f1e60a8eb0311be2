/**
 * The list of what the code reads (src/client/reads.ts) is what the code reads, no more and no less:
 *
 * - no less: the client's answer types are the contract narrowed to the list, so code reading an unlisted field does
 *   not compile (`npm run typecheck`; the type-level checks here pin that down);
 * - no more: every listed field is read somewhere in src/, found by the TypeScript language service as a reference
 *   to the field's declaration in the generated schema (a write, such as a request body's field, does not count);
 * - true to the contract: every field is one the contract declares, a field naming a schema holds that schema, a
 *   field read whole holds no object with fields of its own (those name what they read of it), and every list is
 *   reached from an answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Answer, RunItem, SuccessOf } from '../../src/client/index.ts';
import type { Shape } from '../../src/client/answers.ts';
import { MAYBE, OPTIONAL, READ, READS, type FieldRead, type Spec } from '../../src/client/reads.ts';
import { ANSWER_SCHEMAS, SCHEMAS } from '../../src/client/shapes.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LISTS = READS as unknown as Record<string, Spec>;

describe('the answer types are the contract narrowed to the list (checked by tsc, not at run time)', () => {
  it('a whole answer of the contract is a valid answer of every operation', () => {
    type Fits<O extends keyof typeof ANSWER_SCHEMAS> = O extends unknown
      ? SuccessOf<O> extends Answer<O>
        ? true
        : O
      : never;
    expectTypeOf<Fits<keyof typeof ANSWER_SCHEMAS>>().toEqualTypeOf<true>();
  });

  it('an unlisted field is not there to read; a needed one keeps its type, a MAYBE one is optional', () => {
    expectTypeOf<RunItem>().not.toHaveProperty('task_id');
    expectTypeOf<RunItem>().not.toHaveProperty('submitted_prompt');
    expectTypeOf<RunItem['run_id']>().toEqualTypeOf<string>();
    type Status = NonNullable<RunItem['status_message']>;
    expectTypeOf<Status['message']>().toEqualTypeOf<string>();
    expectTypeOf<Status>().not.toHaveProperty('session_debug_until');
    expectTypeOf<undefined>().toExtend<RunItem['status_message']>();
    expectTypeOf<Answer<'dispatchFactoryRun'>['ticket_ref']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Answer<'listScorers'>['scorers'][number]>().not.toHaveProperty('description');
    expectTypeOf<Answer<'listSchedules'>['schedules'][number]>().not.toHaveProperty('history');
  });

  it('an answer nothing reads is opaque, and one of no named schema is unknown', () => {
    expectTypeOf<keyof Answer<'createFollowup'>>().toEqualTypeOf<never>();
    expectTypeOf<Answer<'cancelRun'>>().toEqualTypeOf<unknown>();
    expectTypeOf<Answer<'deleteScorer'>>().toEqualTypeOf<undefined>();
  });
});

/** A shape with its refs resolved. */
const resolve = (shape: Shape): Shape => (shape.ref === undefined ? shape : resolve(SCHEMAS[shape.ref]!));

/** The shapes a field's value can be, through nullable unions and lists (null itself left out). */
function options(shape: Shape): Shape[] {
  if (shape.ref !== undefined) return [shape, ...options(resolve(shape))];
  if (shape.anyOf) return shape.anyOf.flatMap(options);
  if (shape.items) return options(shape.items);
  return [shape];
}

/** The fields a shape declares, its tagged variants' included. */
function declared(shape: Shape): Record<string, Shape> {
  const resolved = resolve(shape);
  const variants = Object.values(resolved.tag?.map ?? {}).map((name) => declared({ ref: name }));
  return Object.assign({}, resolved.properties, ...variants) as Record<string, Shape>;
}

const isLeaf = (read: FieldRead): read is typeof READ | typeof MAYBE => read === READ || read === MAYBE;
const inner = (read: FieldRead) => (typeof read === 'object' && OPTIONAL in read ? read[OPTIONAL] : read);

/** Every (where, field shape, read) of a list and the lists nested in it. */
function entries(where: string, shape: Shape, list: Spec): [string, Shape, FieldRead][] {
  const fields = declared(shape);
  return Object.entries(list).flatMap(([name, read]) => {
    const field = fields[name];
    if (!field) return [[`${where}.${name}`, undefined as unknown as Shape, read]];
    const nested = inner(read);
    const own: [string, Shape, FieldRead] = [`${where}.${name}`, field, read];
    if (typeof nested !== 'object') return [own];
    const object = options(field).find((o) => !o.type?.includes('null') || o.properties);
    return [own, ...entries(`${where}.${name}`, object ?? field, nested)];
  });
}

const all = Object.entries(LISTS).flatMap(([schema, list]) => entries(schema, { ref: schema }, list));

describe('the list is true to the contract', () => {
  it('names only schemas the answers reach, and fields they declare', () => {
    expect(Object.keys(LISTS).filter((schema) => !SCHEMAS[schema])).toEqual([]);
    expect(all.filter(([, shape]) => !shape).map(([where]) => where)).toEqual([]);
  });

  it('a field naming a schema holds that schema', () => {
    const wrong = all
      .filter(([, , read]) => typeof inner(read) === 'string' && !isLeaf(read))
      .filter(([, shape, read]) => !options(shape).some((o) => o.ref === inner(read)))
      .map(([where, , read]) => `${where}: ${String(inner(read))}`);
    expect(wrong).toEqual([]);
  });

  it('a field read whole holds no object with fields of its own (a list says what is read of it)', () => {
    const wrong = all
      .filter(([, shape, read]) => isLeaf(read) && options(shape).some((o) => o.properties || o.tag))
      .map(([where]) => where);
    expect(wrong).toEqual([]);
  });

  it('every list is reached from an answer', () => {
    const reached = new Set<string>();
    const visit = (schema: string) => {
      if (reached.has(schema) || !LISTS[schema]) return;
      reached.add(schema);
      const walk = (list: Spec) => {
        for (const read of Object.values(list)) {
          const named = inner(read);
          if (typeof named === 'string' && !isLeaf(read)) visit(named);
          else if (typeof named === 'object') walk(named);
        }
      };
      walk(LISTS[schema]);
    };
    Object.values(ANSWER_SCHEMAS).forEach(visit);
    expect(Object.keys(LISTS).filter((schema) => !reached.has(schema))).toEqual([]);
  });
});

describe('an answer passed on unchecked', () => {
  it('client.asIs is used only where an answer is printed as it came (src/cli/inspect.ts)', () => {
    const users = sources(join(ROOT, 'src')).filter((file) => /\.asIs\(/.test(readFileSync(file, 'utf8')));
    expect(users.map((file) => file.slice(ROOT.length))).toEqual(['src/cli/inspect.ts']);
  });
});

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The language service over src/, as tsconfig.build.json compiles it. */
function languageService(): ts.LanguageService {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  return ts.createLanguageService({
    getScriptFileNames: () => config.fileNames,
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const text = ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => ROOT,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
  });
}

/** Files whose mentions of a field are not reads: the schema itself, and the list. */
const NOT_READS = ['src/client/schema.ts', 'src/client/reads.ts'].map((f) => join(ROOT, f));

describe('every listed field is read somewhere in src/', () => {
  it('found by the language service as a read of the field’s declaration', { timeout: 120_000 }, () => {
    const service = languageService();
    const program = service.getProgram()!;
    const checker = program.getTypeChecker();
    const schemaFile = program.getSourceFile(join(ROOT, 'src/client/schema.ts'))!;
    const components = schemaFile.statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'components',
    )!;
    const schemas = checker.getTypeOfSymbol(checker.getTypeAtLocation(components).getProperty('schemas')!);
    /** The object types a value of type `type` can be (through unions, lists and null). */
    const objects = (type: ts.Type): ts.Type[] => {
      const t = checker.getNonNullableType(type);
      if (t.isUnion()) return t.types.flatMap(objects);
      if (checker.isArrayType(t)) return objects(checker.getTypeArguments(t as ts.TypeReference)[0]!);
      return [t];
    };
    /** The innermost node at a position. */
    const nodeAt = (file: string, position: number): ts.Node | undefined => {
      const find = (node: ts.Node): ts.Node | undefined =>
        node.getStart() <= position && position < node.getEnd()
          ? (ts.forEachChild(node, find) ?? node)
          : undefined;
      return find(program.getSourceFile(file)!);
    };
    /** `const { results } = answer` reads `results` (the service calls it a definition of the constant). */
    const destructured = (r: ts.ReferencedSymbolEntry) => {
      const parent = nodeAt(r.fileName, r.textSpan.start)?.parent;
      return parent !== undefined && ts.isBindingElement(parent);
    };
    const reads = (declaration: ts.Declaration): number => {
      const name = (declaration as ts.PropertySignature).name;
      const found = service.findReferences(declaration.getSourceFile().fileName, name.getStart()) ?? [];
      return found
        .flatMap((symbol) => symbol.references)
        .filter((r) => !NOT_READS.includes(r.fileName))
        .filter((r) => (!r.isDefinition && !r.isWriteAccess) || destructured(r)).length;
    };
    const unread: string[] = [];
    const check = (where: string, types: ts.Type[], list: Spec) => {
      for (const [field, read] of Object.entries(list)) {
        const symbols = types.flatMap((t) => objects(t)).flatMap((t) => t.getProperty(field) ?? []);
        const declarations = symbols.flatMap((s) => s.declarations ?? []);
        if (!declarations.some((d) => reads(d) > 0)) unread.push(`${where}.${field}`);
        const nested = inner(read);
        if (typeof nested === 'object') {
          check(
            `${where}.${field}`,
            symbols.map((s) => checker.getTypeOfSymbol(s)),
            nested,
          );
        }
      }
    };
    for (const [schema, list] of Object.entries(LISTS)) {
      check(schema, [checker.getTypeOfSymbol(schemas.getProperty(schema)!)], list);
    }
    expect(unread).toEqual([]);
  });
});
