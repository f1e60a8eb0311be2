/**
 * The arrows between the rooms of src/ (docs/design.md, "Architecture"): every import of every source file is checked
 * against the rooms it may reach. ESLint's no-restricted-imports says the same at edit time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** What a file imports: packages by name, our own files as paths relative to src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\b[^'";]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
  return specifiers.map((s) => (s.startsWith('.') ? relative(SRC, resolve(dirname(join(SRC, file)), s)) : s));
}

/** The room of a file: its folder, or the file itself for the entries at the top. */
const room = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file);

const isPackage = (target: string) => !target.includes('.ts');
const actionsOrOctokit = (target: string) => /^(@actions\/|@octokit\/|octokit$)/.test(target);
const COMMANDS = ['run', 'dispatch', 'followup', 'cancel', 'gate', 'settle', 'schedules', 'report'];

/** Which rooms a room may import from (besides itself and packages); the flows and below stay host-free. */
const MAY_REACH: Record<string, string[]> = {
  // The real-time constants, read by every room that waits: they import nothing of ours.
  'timing.ts': [],
  client: ['version.ts', 'timing.ts'],
  render: ['client'],
  flow: ['client', 'render', 'host/host.ts', 'inputs.ts', 'timing.ts'],
  commands: ['flow', 'render', 'client', 'host/host.ts', 'inputs.ts', 'timing.ts'],
  github: ['flow', 'render', 'host', 'version.ts', 'client/proxy.ts', 'timing.ts'],
  host: ['flow', 'render'],
  'inputs.ts': ['client', 'flow/redact.ts', 'flow/rules.ts', 'host/host.ts'],
  // One dispatcher for both hosts: what is a host's comes in its Setup.
  'dispatch.ts': ['client', 'commands', 'flow', 'render', 'host/host.ts', 'host/process.ts', 'inputs.ts'],
  // The command line: its own room, the client, the flows, and its host; never GitHub's or the action's host.
  cli: [
    'client',
    'flow',
    'render',
    'dispatch.ts',
    'host/cli.ts',
    'host/host.ts',
    'host/words.ts',
    'version.ts',
    'timing.ts',
  ],
  // The entry runs the command line on this process (and lets what is pending linger a moment), and nothing else.
  'cli.ts': ['cli/main.ts', 'timing.ts'],
  'main.ts': ['dispatch.ts', 'flow', 'github', 'host', 'inputs.ts', 'version.ts', 'timing.ts'],
};

/** The command line's files: they run outside GitHub Actions. */
const commandLine = (file: string) =>
  room(file) === 'cli' || file === 'cli.ts' || file === 'host/cli.ts' || file === 'host/words.ts';

const allowed = (from: string, target: string) =>
  room(target) === room(from) ||
  (MAY_REACH[room(from)] ?? []).some((to) => target === to || target.startsWith(`${to}/`));

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

  it('commands/ holds one file per command', () => {
    const commands = files
      .filter((file) => room(file) === 'commands')
      .map((f) => f.slice('commands/'.length));
    expect(commands.sort()).toEqual(COMMANDS.map((c) => `${c}.ts`).sort());
  });

  it('the check sees imports: a file that breaks a rule is caught', () => {
    expect(allowed('flow/report.ts', 'github/comments.ts')).toBe(false);
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
