/**
 * The compiler enforces the dispatch: a command added to COMMANDS, BY_COMMAND and the Inputs union of src/inputs.ts,
 * but to nothing else, fails the type-check in the dispatcher's switch (src/dispatch.ts), in the main step's time
 * limit (src/main.ts), and in the command line's table of commands (src/cli/spec.ts), which has no spec for it; a spec
 * of a command that does not exist fails there too. Checked with the TypeScript compiler on the files as they are and
 * on an edit made in memory, as `npm run typecheck` would find it. It reads src/ from disk (never a mutant), so
 * mutation testing leaves it out (a `*.source.test.ts`, see vitest.config.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SRC = join(ROOT, 'src');
/** The files a new command must reach besides src/inputs.ts. */
const CHECKED = ['dispatch.ts', 'main.ts', 'cli/spec.ts'].map((file) => join(SRC, file));

/** `text` with each `[from, to]` made, every `from` found exactly once (or the edit no longer fits the file). */
function edited(text: string, edits: [string, string][]): string {
  for (const [from, to] of edits) {
    expect(text.split(from), `"${from}" is in the file once`).toHaveLength(2);
    text = text.replace(from, to);
  }
  return text;
}

/** A command the action does not have: in COMMANDS, BY_COMMAND and Inputs, and nowhere else. */
const DEPLOY: [string, string][] = [
  ["  'review',\n] as const;", "  'review',\n  'deploy',\n] as const;"],
  [
    '  | ReviewCommandInputs;\n',
    "  | ReviewCommandInputs\n  | DeployCommandInputs;\ninterface DeployCommandInputs extends CommonInputs {\n  command: 'deploy';\n}\n",
  ],
  [
    "    reportIssue: read('report-issue'),\n  }),\n};",
    "    reportIssue: read('report-issue'),\n  }),\n  deploy: (_read, common) => ({ command: 'deploy', ...common }),\n};",
  ],
];

/** The source files read, kept for the next program: only an edited file is parsed again. */
const parsed = new Map<string, ts.SourceFile>();

/**
 * A program of the checked files and the files of src/ they import, with `changes` (file → its text) made in memory.
 * Packages are left unresolved (their types are not what is checked here, and reading octokit's and undici's would
 * take most of the time); node's own types are read, as the checked files use them.
 */
function program(changes: Record<string, string>): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const options = { ...config.options, noEmit: true };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) => {
    const text = changes[file];
    if (text !== undefined) return ts.createSourceFile(file, text, language);
    if (!parsed.has(file)) parsed.set(file, read(file, language, ...rest)!);
    return parsed.get(file);
  };
  host.resolveModuleNameLiterals = (literals, containing) =>
    literals.map((literal) =>
      literal.text.startsWith('.')
        ? ts.resolveModuleName(literal.text, containing, options, host)
        : { resolvedModule: undefined },
    );
  return ts.createProgram({ rootNames: CHECKED, options, host });
}

/** Each checked file's errors, as `line: source line -- message` (lines from 1). */
function errors(p: ts.Program): Record<string, string[]> {
  return Object.fromEntries(
    CHECKED.map((file) => {
      const source = p.getSourceFile(file)!;
      const found = p.getSemanticDiagnostics(source).map((d) => {
        const { line } = source.getLineAndCharacterOfPosition(d.start!);
        const text = source.text.split('\n')[line]!.trim();
        return `${line + 1}: ${text} -- ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
      });
      return [file.slice(SRC.length + 1), found];
    }),
  );
}

/** The line (from 1) of the only occurrence of `text` in `file` (under src/). */
function lineOf(file: string, text: string): number {
  const lines = readFileSync(join(SRC, file), 'utf8').split('\n');
  const at = lines.flatMap((line, i) => (line.includes(text) ? [i + 1] : []));
  expect(at, `${file}: "${text}"`).toHaveLength(1);
  return at[0]!;
}

describe('the compiler enforces the dispatch', () => {
  const inputs = join(SRC, 'inputs.ts');
  const spec = join(SRC, 'cli/spec.ts');

  it('a new command only in COMMANDS, BY_COMMAND and Inputs fails in the dispatch, the time limit and the CLI table', () => {
    const found = errors(program({ [inputs]: edited(readFileSync(inputs, 'utf8'), DEPLOY) }));
    const never = (file: string) =>
      `${lineOf(file, 'return unreachable(inputs);')}: return unreachable(inputs); -- Argument of type 'DeployCommandInputs' is not assignable to parameter of type 'never'.`;
    expect(found).toEqual({
      'dispatch.ts': [never('dispatch.ts')],
      'main.ts': [never('main.ts')],
      'cli/spec.ts': [
        `${lineOf('cli/spec.ts', 'export const EVERY_COMMAND_SPECIFIED')}: export const EVERY_COMMAND_SPECIFIED: [Unspecified] extends [never] ? true : Unspecified = true; -- Type 'true' is not assignable to type '"deploy"'.`,
      ],
    });
  });

  it('a spec of a command there is none of fails in the CLI table, and the command it stood for has none', () => {
    const text = edited(readFileSync(spec, 'utf8'), [["    action: 'cancel',\n", "    action: 'stop',\n"]]);
    const found = errors(program({ [spec]: text }));
    expect([found['dispatch.ts'], found['main.ts']]).toEqual([[], []]);
    const table = found['cli/spec.ts']!;
    expect(table[0]).toMatch(
      new RegExp(
        `^${lineOf('cli/spec.ts', "action: 'cancel',")}: action: 'stop', -- Type '"stop"' is not assignable to type `,
      ),
    );
    expect(table[1]).toBe(
      `${lineOf('cli/spec.ts', 'export const EVERY_COMMAND_SPECIFIED')}: export const EVERY_COMMAND_SPECIFIED: [Unspecified] extends [never] ? true : Unspecified = true; -- Type 'true' is not assignable to type '"cancel"'.`,
    );
  });
});
