/**
 * Stack traces of the bundle name the TypeScript file and line: the entry turns source maps on (src/index.ts), and
 * the chunks it loads after that are mapped through the maps beside them (but the chunks of packages alone, which
 * name no map: their frames name the chunk's readable line). A chunk's code is made to throw where
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
        lineOf('cli.ts', 'await cli(process.argv.slice(2), io, openGitHub)'),
      ),
    );
    expect(r.stderr).not.toMatch(/\bdist\/\d+\.index\.js:/);
  });

  it("names the action's TypeScript lines (dist/index.js), and the line of the packages' chunk", () => {
    const r = crash(process.execPath, 'index.js');

    expect(r.code).toBe(1);
    expect(r.stderr).toContain('TypeError: process.stdout.write is not a function\n');
    // @actions/core's chunk names no map (scripts/bundle.ts): its frame is the chunk's own line, the write that threw,
    // not a line that one of its packages' own map comments would name.
    const write = /\n {4}at command_issueCommand \(file:\/\/\S+\/dist\/(\d+\.index\.js):(\d+):\d+\)\n/.exec(
      r.stderr,
    );
    expect(write, r.stderr).not.toBeNull();
    const chunk = readFileSync(join(ROOT, 'dist', write![1]!), 'utf8');
    expect(chunk.split('\n')[Number(write![2]) - 1]).toBe(
      '\tprocess.stdout.write(cmd.toString() + external_os_.EOL);',
    );
    expect(chunk).not.toContain('sourceMappingURL');
    // The chunks of src/ are mapped: no other chunk is named (the first line names where the error was thrown).
    expect(new Set(r.stderr.match(/\bdist\/\d+\.index\.js:/g))).toEqual(new Set([`dist/${write![1]}:`]));
    expect(r.stderr).not.toContain('node_modules');
    expect(r.stderr).toContain(
      frame('Object.save', 'src/host/action.ts', lineOf('host/action.ts', 'core.saveState(')),
    );
    expect(r.stderr).toContain(
      frame('Module.mainStep', 'src/main.ts', lineOf('main.ts', "save(STATE.isPost, 'true')")),
    );
  });
});
