/**
 * Stack traces of the bundle name the TypeScript file and line: the entry turns source maps on (src/index.ts), and
 * the chunks it loads after that are mapped through the maps beside them. A chunk's code is made to throw where
 * nothing catches it: the process's stdout and stderr lose their `write` (a module loaded first, `--import`), so
 * the first line the action or the command line writes throws, and so does the error report that follows.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'source-maps-'));
const BREAK = join(dir, 'break-writes.mjs');
writeFileSync(BREAK, 'process.stdout.write = null;\nprocess.stderr.write = null;\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The line of `src/<file>` that holds `text`, counted from 1. */
function lineOf(file: string, text: string): number {
  const lines = readFileSync(join(ROOT, 'src', file), 'utf8').split('\n');
  const at = lines.findIndex((line) => line.includes(text));
  if (at < 0 || lines.findIndex((line, i) => i > at && line.includes(text)) >= 0) {
    throw new Error(`src/${file} must hold "${text}" on one line`);
  }
  return at + 1;
}

/** Runs `script` of dist/ (with `args`) with the writes broken; its exit code and what Node printed. */
function crash(node: string, script: string, args: string[] = []) {
  const result = spawnSync(node, ['--import', BREAK, join(ROOT, 'dist', script), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: dir, XDG_CONFIG_HOME: join(dir, 'config') },
  });
  return { code: result.status, stderr: result.stderr };
}

/** A frame of the stack trace: `    at <fn> (<path>:<line>:<column>)`. */
const frame = (fn: string, file: string, line: number) => `    at ${fn} (${join(ROOT, file)}:${line}:`;

describe('a stack trace of the bundle', () => {
  it("names the command line's TypeScript lines (dist/cli.js)", () => {
    const r = crash(process.env.CLI_NODE ?? process.execPath, 'cli.js', ['--version']);

    expect(r.code).toBe(1);
    expect(r.stderr).toContain('TypeError: process.stderr.write is not a function\n');
    expect(r.stderr).toContain(
      frame('Object.stderr', 'src/cli/main.ts', lineOf('cli/main.ts', 'process.stderr.write(text)')),
    );
    expect(r.stderr).toContain(
      // The failing write is the error's, in the catch of cli(): reached without an await, so not an async frame.
      frame(
        'Module.commandLine',
        'src/cli.ts',
        lineOf('cli.ts', 'await cli(process.argv.slice(2), processIo, openGitHub)'),
      ),
    );
    expect(r.stderr).not.toMatch(/\bdist\/\d+\.index\.js:/);
  });

  it("names the action's TypeScript lines (dist/index.js), and the packages' own files", () => {
    const r = crash(process.execPath, 'index.js');

    expect(r.code).toBe(1);
    expect(r.stderr).toContain('TypeError: process.stdout.write is not a function\n');
    expect(r.stderr).toMatch(
      /\n {4}at \S+ \(\S+\/node_modules\/@actions\/core\/lib\/command\.js:\d+:\d+\)\n/,
    );
    expect(r.stderr).toContain(
      frame('Object.save', 'src/host/action.ts', lineOf('host/action.ts', 'core.saveState(')),
    );
    expect(r.stderr).toContain(
      frame('Module.mainStep', 'src/main.ts', lineOf('main.ts', "save(STATE.isPost, 'true')")),
    );
    expect(r.stderr).not.toMatch(/\bdist\/\d+\.index\.js:/);
  });
});
