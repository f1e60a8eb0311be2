/**
 * The arrows between the rooms of src/ (docs/design.md, "Architecture"): every import of every source file (type-only
 * and dynamic ones included, read by TypeScript's parser) is checked against the rooms it may reach, and the rooms
 * with their arrows form no cycle. ESLint's no-restricted-imports says the same at edit time. Also the one error
 * rule: every error class of src/ carries the outcome it ends a command with (src/shared/outcome.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Every .ts file under src/, as a path relative to src/. */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

/** One import of a file: what it names (a package by name, our own file relative to src/), and whether only types. */
interface Import {
  target: string;
  typeOnly: boolean;
}

/**
 * The imports of source `text` (of `file`, relative to src/): `import` and `export … from` (`import type` and
 * `export type` are type-only), and `import('…')` anywhere in the code; none in comments or strings.
 */
function importsIn(file: string, text: string): Import[] {
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) =>
    found.push({
      target: specifier.startsWith('.')
        ? relative(SRC, resolve(dirname(join(SRC, file)), specifier))
        : specifier,
      typeOnly,
    });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier))
      add(node.moduleSpecifier.text, node.importClause?.isTypeOnly === true);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      add(node.moduleSpecifier.text, node.isTypeOnly);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      add(node.arguments[0].text, false);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      add(node.argument.literal.text, true);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

/** The imports of `text` that bind nothing (`import './x.ts'`): made for what loading the module does. */
function bareImports(text: string): string[] {
  return ts
    .createSourceFile('x.ts', text, ts.ScriptTarget.Latest)
    .statements.filter((s): s is ts.ImportDeclaration => ts.isImportDeclaration(s) && !s.importClause)
    .map((s) => (s.moduleSpecifier as ts.StringLiteral).text);
}

const imports = new Map<string, Import[]>();
/** Every import of a source file. */
const importStatements = (file: string): Import[] => {
  if (!imports.has(file)) imports.set(file, importsIn(file, readFileSync(join(SRC, file), 'utf8')));
  return imports.get(file)!;
};
/** What a file imports: packages by name, our own files as paths relative to src/. */
const importsOf = (file: string): string[] => importStatements(file).map((i) => i.target);

/** The room of a file: its folder, or the file itself for the entries at the top. */
const room = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file);

const isPackage = (target: string) => !target.includes('.ts');
const actionsOrOctokit = (target: string) => /^(@actions\/|@octokit\/|octokit$)/.test(target);
const COMMANDS = ['run', 'dispatch', 'followup', 'cancel', 'gate', 'settle', 'schedules', 'report', 'review'];

/**
 * Which rooms a room may import from (besides itself and packages), every room of src/ with its row; the flows and
 * below stay host-free. From the bottom up: the client, what the rooms share, the renderers, the inputs, the flows
 * (with the Host interface they need, flow/host.ts), the commands, the hosts that fill that interface, the dispatcher,
 * the command line, the entries.
 */
const MAY_REACH: Record<string, string[]> = {
  // The real-time constants, read by every room that waits: they import nothing of ours.
  'timing.ts': [],
  'version.ts': [],
  client: ['version.ts', 'timing.ts'],
  // The errors that end a command and their outcomes, redaction, the rules of values, what a run's state means.
  shared: ['client'],
  render: ['client', 'shared'],
  'inputs.ts': ['client', 'shared'],
  flow: ['client', 'render', 'shared', 'inputs.ts', 'timing.ts'],
  commands: ['flow', 'render', 'client', 'shared', 'inputs.ts', 'timing.ts'],
  // The hosts: the action's (host/action.ts, with github/) and the command line's fill flow/host.ts's interfaces.
  host: ['flow', 'render', 'shared'],
  github: ['flow', 'render', 'shared', 'version.ts', 'client/proxy.ts', 'timing.ts'],
  // One dispatcher for both hosts: what is a host's comes in its Setup.
  'dispatch.ts': ['client', 'commands', 'flow', 'render', 'shared', 'host/process.ts', 'inputs.ts'],
  // The command line: its own room, the client, the flows, and its host; never GitHub's or the action's host.
  cli: [
    'client',
    'flow',
    'render',
    'shared',
    'dispatch.ts',
    'host/cli.ts',
    'host/cli-words.ts',
    'version.ts',
    'inputs.ts',
    'timing.ts',
  ],
  // The entry runs the command line on this process, lets what is pending linger a moment, then exits once what it
  // printed was read (host/process.ts), and nothing else.
  'cli.ts': ['cli/main.ts', 'host/process.ts', 'timing.ts'],
  'main.ts': ['dispatch.ts', 'flow', 'github', 'host', 'inputs.ts', 'shared', 'timing.ts', 'version.ts'],
  'post-settle.ts': ['client', 'flow', 'github', 'host', 'inputs.ts', 'shared', 'timing.ts', 'version.ts'],
  'post.ts': ['flow', 'post-settle.ts'],
  'action.ts': ['flow', 'main.ts', 'post.ts'],
  // The command line's way to GitHub (`cloud-agent review`) is given here, where both hosts meet: src/cli/ never
  // imports github/; the entry hands it the opener (github/open.ts) from main.ts's chunk, loaded when called.
  'index.ts': ['action.ts', 'cli.ts', 'host/process.ts', 'main.ts'],
};

/**
 * Arrows that may carry types only (`import type`): render/ is pure and reads the client's types, never its code
 * (what a run's state means is in shared/); the command line's table names the action's commands by their type, and
 * loads nothing of the input table for `--help`.
 */
const TYPES_ONLY: Record<string, string[]> = { render: ['client'], cli: ['inputs.ts'] };

/** The command line's files: they run outside GitHub Actions. */
const commandLine = (file: string) =>
  room(file) === 'cli' || file === 'cli.ts' || file === 'host/cli.ts' || file === 'host/cli-words.ts';

const within = (target: string, to: string) => target === to || target.startsWith(`${to}/`);
const allowed = (from: string, target: string) =>
  room(target) === room(from) || (MAY_REACH[room(from)] ?? []).some((to) => within(target, to));

/** The rooms of src/ and the rooms each imports (type-only and dynamic imports included). */
function roomGraph(files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const to = graph.get(room(file)) ?? new Set<string>();
    graph.set(room(file), to);
    for (const target of importsOf(file))
      if (!isPackage(target) && !target.startsWith('..') && room(target) !== room(file)) to.add(room(target));
  }
  return graph;
}

/** The cycles of `graph`: each strongly connected set of more than one room (Tarjan's), its rooms sorted. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const set: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      set.push(top);
    } while (top !== node);
    if (set.length > 1) found.push(set.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return found;
}

describe('the arrows between the rooms of src/', () => {
  const files = sources();

  it('client, flow and render import nothing of @actions/* or octokit', () => {
    const offending = files
      .filter((file) => ['client', 'flow', 'render'].includes(room(file)))
      .flatMap((file) =>
        importsOf(file)
          .filter(actionsOrOctokit)
          .map((target) => `${file} → ${target}`),
      );
    expect(offending).toEqual([]);
  });

  it('no flow file imports github/, and no command imports another command', () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter(
          (target) =>
            (room(file) === 'flow' && room(target) === 'github') ||
            (room(file) === 'commands' && room(target) === 'commands'),
        )
        .map((target) => `${file} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('every import of a room goes where the architecture lets it', () => {
    const offending = files
      .filter((file) => MAY_REACH[room(file)] !== undefined)
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => !isPackage(target) && !allowed(file, target))
          .map((target) => `${file} → ${target}`),
      );
    expect(offending).toEqual([]);
  });

  it("the command line loads nothing of GitHub Actions, octokit, or the action's host", () => {
    const offending = files.filter(commandLine).flatMap((file) =>
      importsOf(file)
        .filter(
          (target) => actionsOrOctokit(target) || room(target) === 'github' || target === 'host/action.ts',
        )
        .map((target) => `${file} → ${target}`),
    );
    expect(files.filter(commandLine)).toEqual(
      expect.arrayContaining(['cli.ts', 'cli/args.ts', 'host/cli.ts']),
    );
    expect(offending).toEqual([]);
  });

  it('every room of src/ has its row of arrows', () => {
    const rooms = [...new Set(files.map(room))].sort();
    expect(rooms.filter((r) => MAY_REACH[r] === undefined)).toEqual([]);
    expect(Object.keys(MAY_REACH).filter((r) => !rooms.includes(r))).toEqual([]);
  });

  it('the rooms form no cycle, type-only and dynamic imports included', () => {
    const graph = roomGraph(files);
    const found = cycles(graph).map((set) =>
      files
        .filter((file) => set.includes(room(file)))
        .flatMap((file) =>
          importsOf(file)
            .filter((target) => room(target) !== room(file) && set.includes(room(target)))
            .map((target) => `${file} → ${target}`),
        ),
    );
    expect(found).toEqual([]);
    // The graph is the whole of src/: the bottom rooms and the entries are in it.
    expect(graph.get('timing.ts')).toEqual(new Set());
    expect(graph.get('client')).toEqual(new Set(['version.ts', 'timing.ts']));
    expect(graph.get('dispatch.ts')).toContain('commands');
  });

  it("render/ reads the client's types only; the command line, the input table's", () => {
    const offending = files.flatMap((file) =>
      importStatements(file)
        .filter(
          ({ target, typeOnly }) =>
            !typeOnly && (TYPES_ONLY[room(file)] ?? []).some((to) => within(target, to)),
        )
        .map(({ target }) => `${file} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('no import is made for its effect alone (to load a module early, or to steer the bundler)', () => {
    const offending = files.flatMap((file) =>
      bareImports(readFileSync(join(SRC, file), 'utf8')).map((target) => `${file} → ${target}`),
    );
    expect(offending).toEqual([]);
    expect(
      bareImports("import './a.ts';\nimport { b } from './b.ts';\nimport type { C } from './c.ts';"),
    ).toEqual(['./a.ts']);
  });

  it('commands/ holds one file per command', () => {
    const commands = files
      .filter((file) => room(file) === 'commands')
      .map((f) => f.slice('commands/'.length));
    expect(commands.sort()).toEqual(COMMANDS.map((c) => `${c}.ts`).sort());
  });

  it('the check sees imports: a file that breaks a rule is caught', () => {
    expect(allowed('flow/report.ts', 'github/comments.ts')).toBe(false);
    expect(allowed('flow/report.ts', 'host/action.ts')).toBe(false);
    expect(allowed('inputs.ts', 'flow/host.ts')).toBe(false);
    expect(allowed('shared/outcome.ts', 'flow/outcome.ts')).toBe(false);
    expect(allowed('github/octokit.ts', 'host/action.ts')).toBe(false);
    expect(allowed('client/index.ts', 'shared/runs.ts')).toBe(false);
    expect(allowed('flow/start.ts', 'host/action.ts')).toBe(false);
    expect(allowed('render/report.ts', 'flow/follow.ts')).toBe(false);
    expect(allowed('cli/inspect.ts', 'github/octokit.ts')).toBe(false);
    expect(allowed('cli.ts', 'host/action.ts')).toBe(false);
    expect(allowed('cli.ts', 'commands/run.ts')).toBe(false);
    expect(allowed('dispatch.ts', 'host/cli.ts')).toBe(false);
    expect(commandLine('cli/spec.ts')).toBe(true);
    expect(commandLine('host/action.ts')).toBe(false);
    expect(importsOf('flow/report.ts')).toContain('render/report.ts');
  });

  it('the reader sees every kind of import, and none in a comment or a string', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { type B, c } from '../b.ts';",
      "export type { D } from './d.ts';",
      "export { e } from '../shared/e.ts';",
      "import './side.ts';",
      "const f = await import('./f.ts');",
      "type G = import('./g.ts').G;",
      "// import { h } from './h.ts'; and import('./h.ts')",
      'const i = "import(\'./i.ts\')";',
    ].join('\n');
    expect(importsIn('flow/x.ts', text)).toEqual([
      { target: 'flow/a.ts', typeOnly: true },
      { target: 'b.ts', typeOnly: false },
      { target: 'flow/d.ts', typeOnly: true },
      { target: 'shared/e.ts', typeOnly: false },
      { target: 'flow/side.ts', typeOnly: false },
      { target: 'flow/f.ts', typeOnly: false },
      { target: 'flow/g.ts', typeOnly: true },
    ]);
    // The files as they are: a type-only import, and the dispatcher's dynamic ones.
    expect(importStatements('flow/host.ts')).toContainEqual({ target: 'inputs.ts', typeOnly: true });
    expect(importsOf('dispatch.ts')).toContain('commands/report.ts');
  });

  it('a cycle of rooms is found, however long, and a graph without one passes', () => {
    const graph = (edges: Record<string, string[]>) =>
      new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
    expect(cycles(graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [] }))).toEqual([['a', 'b', 'c']]);
    expect(cycles(graph({ flow: ['inputs.ts'], 'inputs.ts': ['flow'], render: [] }))).toEqual([
      ['flow', 'inputs.ts'],
    ]);
    expect(cycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});

/** Every class of src/ that extends another: its name, what it extends, and its file. */
function classes(files: string[]): { name: string; base: string; file: string }[] {
  return files.flatMap((file) => {
    const found: { name: string; base: string; file: string }[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node) && node.name) {
        const base = node.heritageClauses
          ?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)
          ?.types[0]?.expression.getText();
        if (base) found.push({ name: node.name.text, base, file });
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(join(SRC, file), 'utf8'), ts.ScriptTarget.Latest, true));
    return found;
  });
}

/**
 * The errors that carry their outcome at the root: OutcomeError (src/shared/outcome.ts) and the client's two, which
 * import nothing of ours and carry the same field (its names checked by the compiler: ClientOutcome).
 */
const OUTCOME_ROOTS = ['CloudAgentError', 'CronError', 'OutcomeError'];

describe('one error rule', () => {
  const all = classes(sources());
  const baseOf = new Map(all.map((c) => [c.name, c.base]));
  /** The class `name` descends from, just below a class that is not ours (Error): its root. */
  const rootOf = (name: string): string => {
    const base = baseOf.get(name)!;
    return baseOf.has(base) ? rootOf(base) : name;
  };

  it("every error class of src/ carries its outcome: it descends from OutcomeError or one of the client's", () => {
    const errors = all.filter((c) => /Error$/.test(baseOf.get(rootOf(c.name))!));
    expect(
      errors.filter((c) => !OUTCOME_ROOTS.includes(rootOf(c.name))).map((c) => `${c.file}: ${c.name}`),
    ).toEqual([]);
    expect(
      all
        .filter((c) => c.base === 'Error')
        .map((c) => c.name)
        .sort(),
    ).toEqual(OUTCOME_ROOTS);
    // The check sees them all: an error of each room.
    expect(errors.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'InputError',
        'UsageError',
        'DownloadError',
        'GitHubTimeoutError',
        'ApiShapeError',
      ]),
    );
  });

  it('the hosts and the entries tell errors apart by their outcome alone, never by their class', () => {
    const hosts = sources().filter(
      (file) =>
        ['host', 'cli.ts', 'main.ts', 'post.ts', 'post-settle.ts', 'action.ts', 'index.ts'].includes(
          room(file),
        ) || file === 'cli/main.ts',
    );
    const offending = hosts.filter((file) =>
      /instanceof\s+(?!Error\b)\w*Error\b/.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(offending).toEqual([]);
    expect(hosts).toEqual(expect.arrayContaining(['cli/main.ts', 'main.ts', 'host/action.ts']));
  });
});

/**
 * The files that read the process's environment or the event file: the hosts and the entries that wire them
 * (host/, and cli/main.ts for the command line, whose `processIo` hands the other cli/ modules the variables; main.ts, post.ts and
 * post-settle.ts for the action's steps, and github/event.ts, which reads the runner's variables and event file for
 * the action), the proxy settings (client/proxy.ts: HTTPS_PROXY and NO_PROXY, which the service's client and
 * GitHub's honour by default, as any HTTP client does), and the tests' time scale (timing.ts: CLOUD_AGENT_TIME_SCALE,
 * read once as it loads, before any host exists). Everything else is given what it needs
 * (flow/context.ts RunEnvironment, the host). A file that stops reading them leaves the list.
 */
const READS_ENVIRONMENT = [
  'host/',
  'cli/main.ts',
  'main.ts',
  'post.ts',
  'post-settle.ts',
  'github/event.ts',
  'client/proxy.ts',
  'timing.ts',
];

/** Whether `text` reads the process's environment (`process.env`, `process['env']`, `{ env } = process`) or names the event file. */
const readsEnvironment = (text: string) =>
  /\bprocess\s*(?:\??\.\s*env\b|\[\s*['"`]env['"`]\s*\])|\benv\b[^}]*\}\s*=\s*process\b|GITHUB_EVENT_PATH/.test(
    text,
  );

describe('who reads the process environment and the event file', () => {
  it('only the hosts and the entries that wire them; the rest is given what it needs', () => {
    const readers = sources().filter((file) => readsEnvironment(readFileSync(join(SRC, file), 'utf8')));
    const outside = readers.filter(
      (file) =>
        !READS_ENVIRONMENT.some(
          (allowed) => file === allowed || (allowed.endsWith('/') && file.startsWith(allowed)),
        ),
    );
    expect(outside).toEqual([]);
    // Each entry of the list still reads it (a file that stopped leaves the list).
    for (const allowed of READS_ENVIRONMENT) {
      expect(
        readers.some((file) => file === allowed || file.startsWith(allowed)),
        allowed,
      ).toBe(true);
    }
  });

  it('the check sees a read', () => {
    for (const text of [
      'const key = process.env.WARP_API_KEY;',
      "process['env'].X",
      'const { env } = process;',
      'const { argv, env: vars } = process;',
      'readFileSync(vars.GITHUB_EVENT_PATH)',
    ])
      expect(readsEnvironment(text), text).toBe(true);
    for (const text of [
      'step.env.workspace',
      'const environment = readRunEnvironment(vars);',
      'process.cwd()',
    ])
      expect(readsEnvironment(text), text).toBe(false);
  });
});
