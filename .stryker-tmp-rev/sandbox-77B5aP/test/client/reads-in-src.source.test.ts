/**
 * What the code reads is what src/client/reads.ts lists, no more (found in the source by the TypeScript language
 * service): every listed field is read somewhere in src/, as a reference to the field's declaration in the generated
 * schema (a write, such as a request body's field, does not count); and `client.asIs`, which hands an answer on
 * unchecked, is used only where an answer is printed as it came. These read src/ from disk, so mutation testing
 * leaves them out (a `*.source.test.ts`, see vitest.config.ts): a mutant is never in the files they read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { OPTIONAL, READS, type FieldRead, type Spec } from '../../src/client/reads.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LISTS = READS as unknown as Record<string, Spec>;
const inner = (read: FieldRead) => (typeof read === 'object' && OPTIONAL in read ? read[OPTIONAL] : read);

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

/**
 * The files of src/ that read the service's answers: all but GitHub's room and the action's entries that load it
 * (main.ts, post.ts, post-settle.ts, action.ts, index.ts). Those bring in octokit's types, some 260,000 lines of
 * declarations that every search for a field would scan and check (four fifths of this test's time when they were
 * in), and none of them is where a field of the service's answers is read but for the post step's backstop, which
 * reads what flow/ reads too. A field read only there would be reported unread: a failure to look into, never a
 * field missed.
 */
const LEFT_OUT = /^src\/(github\/|(main|post|post-settle|action|index)\.ts$)/;

/** The language service over those files of src/, as tsconfig.build.json compiles them. */
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
    getScriptFileNames: () => config.fileNames.filter((file) => !LEFT_OUT.test(relative(ROOT, file))),
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
    // Octokit's declarations stay out (see LEFT_OUT): a file that starts importing them would bring the cost back.
    expect(
      program
        .getSourceFiles()
        .map((f) => f.fileName)
        .filter((name) => name.includes('/@octokit/')),
    ).toEqual([]);
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
