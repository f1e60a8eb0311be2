/**
 * scripts/local.ts: the action from its sources against the simulator, on an event and an inputs file; the world it
 * keeps between calls in the working directory (scripts/local-world.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { format } from 'node:util';
import { serialize } from 'node:v8';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { local as localHere, parseInputsFile, UsageError } from '../scripts/local.ts';
import { readWorld, resumedAt, WORLD_DIR, WORLD_FORMAT, WorldError } from '../scripts/local-world.ts';
import { COMPILE_CACHE_ENV } from './helpers/compile-cache.ts';
import { TIME_SCALE_ENV } from '../src/timing.ts';
import { HUNG_PROCESS_MS, TEST_TIME_SCALE_ENV } from './helpers/time-scale.ts';

const SCRIPT = fileURLToPath(new URL('../scripts/local.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'local-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A working directory of its own: the world a call keeps is kept there. */
const workdir = () => mkdtempSync(join(dir, 'cwd-'));

/**
 * `npm run local -- <args>` in `cwd` (two at once of this file run side by side: spawned, not spawnSync), its action
 * at the tests' time scale (test/helpers/time-scale.ts), as the e2e tests run it.
 */
function local(
  cwd: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return spawnLocal(cwd, TEST_TIME_SCALE_ENV, args);
}

/** `npm run local -- <args>` in `cwd`, with `env` added to this process's. */
function spawnLocal(
  cwd: string,
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [SCRIPT, ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, ...COMPILE_CACHE_ENV },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const timeout = setTimeout(() => child.kill('SIGKILL'), HUNG_PROCESS_MS);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timeout);
      resolve({ code, stdout, stderr });
    }),
  );
}

/**
 * The same call in this process, for what the script refuses before it starts a world: its exit code and what it
 * writes, as `local` gives them (the spawn of a script, some 0.5 s of processor time, is not what those tests check;
 * one refusal is still spawned, for the exit code and stderr of the process).
 */
async function localInProcess(
  cwd: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void (stdout += `${format(...a)}\n`)),
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void (stderr += `${format(...a)}\n`)),
    vi.spyOn(process.stdout, 'write').mockImplementation((c) => ((stdout += String(c)), true)),
    vi.spyOn(process.stderr, 'write').mockImplementation((c) => ((stderr += String(c)), true)),
  ];
  try {
    const code = await localHere(args, cwd);
    return { code, stdout, stderr };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** The text of a section of the output ("── the outputs"), to the next one. */
function part(output: string, title: string): string {
  const start = output.indexOf(`\n── ${title}`);
  expect(start, `a section "${title}"`).toBeGreaterThan(-1);
  const end = output.slice(start + 1).search(/\n(── |━━ )/);
  return output.slice(start, end < 0 ? undefined : start + 1 + end);
}

describe('parseInputsFile', () => {
  it('reads inputs as @github/local-action names them or by their action.yml name, and the rest as environment', () => {
    const text = [
      '# inputs of the step',
      'INPUT_PROMPT=Fix the bug',
      'INPUT_TIMEOUT-MINUTES=5',
      'trigger-phrase = @bot   # the phrase',
      'title="Two\\nlines \\"quoted\\""',
      "base-prompt='# not a comment'",
      'export GITHUB_ACTOR=octo-maintainer',
      '',
    ].join('\n');
    expect(parseInputsFile(text, 'in.env')).toEqual({
      inputs: {
        prompt: 'Fix the bug',
        'timeout-minutes': '5',
        'trigger-phrase': '@bot',
        title: 'Two\nlines "quoted"',
        'base-prompt': '# not a comment',
      },
      env: { GITHUB_ACTOR: 'octo-maintainer' },
    });
  });

  it('names the file and line of what it cannot read', () => {
    expect(() => parseInputsFile('prompt=ok\njust words', 'in.env')).toThrow(
      new UsageError('in.env:2: expected NAME=value, found "just words"'),
    );
  });
});

describe('npm run local', () => {
  it('runs a comment conversation from the sources and prints it as the user sees it', async () => {
    const inputs = join(dir, 'comment.env');
    writeFileSync(inputs, 'INPUT_TIMEOUT-MINUTES=2\n');
    // As a user runs it: at the figures, not the tests' time scale, and the simulator in real time. Its run works for
    // 3 s from its creation and the tracking comment's first write waits out GitHub's pace (a second after the
    // reaction): 2 s to spare for what no scale shortens. At a quarter scale, 0.75 s and 0.25 s, a loaded machine's
    // step wrote its comment once, after the run had ended (no "(edited)").
    const r = await spawnLocal(workdir(), { [TIME_SCALE_ENV]: '1' }, [
      'issue_comment.created',
      inputs,
      '--comment',
      '@cloud-agent fix the typo',
      '--speed',
      '1',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toContain('The simulator runs in real time: a run it makes up takes a few seconds.');
    expect(out).toContain('━━ main step: issue_comment.created, from src/ ');
    expect(out).toMatch(/\n {4}started run [0-9a-f-]{36} \(QUEUED\)\n/);
    expect(out).toContain('\n    ✓ the step succeeded\n');
    expect(out).toContain('\n  @Codertocat commented   👀 🚀\n    @cloud-agent fix the typo\n');
    expect(out).toMatch(
      /\n {2}@github-actions\[bot\] commented \(edited\)\n {4}✅ Cloud agent run succeeded: Issue #1: /,
    );
    // Rendered, not markup: no marker, no HTML, no markdown table.
    expect(out).not.toContain('<!--');
    expect(out).not.toContain('<details>');
    expect(out).not.toContain('|---|');
    expect(out).toMatch(/\n {4}state: SUCCEEDED\n/);
    expect(out).toContain('━━ post step ');
  });

  it('shows the refusal a commenter without write permission gets', async () => {
    const r = await local(
      workdir(),
      'issue_comment.created',
      '--comment',
      '@cloud-agent delete everything',
      '--permission',
      'read',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '\n    Warning: not starting anything: @Codertocat has read permission; write, maintain, admin is needed\n',
    );
    expect(r.stdout).not.toContain('started run');
  });

  it('refuses what it cannot run, saying what to give instead', async () => {
    const cwd = workdir();
    const r = await local(cwd, 'no_such_event.opened');
    expect(r.stderr).toBe(
      'local: GitHub has no example payload for "no_such_event.opened": name an event and action such as ' +
        'pull_request.opened, or give the payload with --payload file.json\n',
    );
    expect(r.code).toBe(2);
    expect((await localInProcess(cwd, 'pull_request.opened', '--speed', 'fast')).stderr).toBe(
      'local: --speed must be a number from 1 to 1000, not "fast"\n',
    );
    expect((await localInProcess(cwd)).stderr).toMatch(
      /^local: usage: npm run local -- <event>\[\.<action>\] \[inputs\.env\] .* \[--fresh\]\n$/,
    );
    // Nothing was run: no world was kept.
    expect(existsSync(join(cwd, WORLD_DIR))).toBe(false);
  });
});

describe('npm run local keeps its world between calls', () => {
  it('a plan asked in one call is approved in the next; --fresh starts over, and a run left going is settled by a later call', async () => {
    const cwd = workdir();
    const planned = await local(
      cwd,
      'issue_comment.created',
      '--comment',
      '@cloud-agent plan fix the typo',
      '--speed',
      '100',
    );
    expect({ code: planned.code, stderr: planned.stderr }).toEqual({ code: 0, stderr: '' });
    expect(planned.stdout).toContain(
      'A new world (issue #1 and pull request #2 of acme/app), kept in .cloud-agent-local/ for the next call.\n',
    );
    expect(part(planned.stdout, 'the outputs')).toContain('\n    plan-ready: true\n');
    const runId = /\n {4}run-id: ([0-9a-f-]{36})\n/.exec(planned.stdout)![1]!;
    expect(readdirSync(join(cwd, WORLD_DIR)).sort()).toEqual(['world.v8']);

    // The next call finds the plan waiting on the thread's tracking comment, and the run it belongs to.
    const approved = await local(
      cwd,
      'issue_comment.created',
      '--comment',
      '@cloud-agent approve',
      '--speed',
      '100',
    );
    expect({ code: approved.code, stderr: approved.stderr }).toEqual({ code: 0, stderr: '' });
    expect(approved.stdout).toContain(
      'The world of the last call goes on (.cloud-agent-local/, call 2; --fresh starts a new one).\n',
    );
    expect(approved.stdout).toContain(`\n    sent @Codertocat's approval to run ${runId} (SUCCEEDED)\n`);
    expect(approved.stdout).not.toContain('no plan waiting');
    const outputs = part(approved.stdout, 'the outputs');
    expect(outputs).toContain(`\n    run-id: ${runId}\n    state: SUCCEEDED\n`);
    expect(outputs).toContain('\n    plan-ready: false\n');
    // Both comments of the two calls are on the thread, with the one tracking comment the approval edited.
    const thread = part(approved.stdout, 'the conversation on issue #1');
    expect(thread.match(/\n {2}@\S+ commented/g)).toEqual([
      '\n  @Codertocat commented',
      '\n  @github-actions[bot] commented',
      '\n  @Codertocat commented',
    ]);
    expect(thread).toContain('\n  @Codertocat commented   👀 🚀\n    @cloud-agent plan fix the typo\n');
    expect(thread).toContain('\n  @Codertocat commented   👀 🚀\n    @cloud-agent approve\n');

    // --fresh: a new world, the thread as the example payloads have it.
    writeFileSync(join(cwd, 'detach.env'), 'prompt=Fix the typo\nwait=false\n');
    const detached = await local(cwd, 'issues.labeled', 'detach.env', '--fresh');
    expect({ code: detached.code, stderr: detached.stderr }).toEqual({ code: 0, stderr: '' });
    expect(detached.stdout).toContain('A new world (issue #1 and pull request #2 of acme/app)');
    expect(part(detached.stdout, 'the outputs')).toContain('\n    detached: true\n');
    const leftGoing = /\n {4}run-id: ([0-9a-f-]{36})\n/.exec(detached.stdout)![1]!;
    expect(leftGoing).not.toBe(runId);
    const before = part(detached.stdout, 'the conversation on issue #1');
    expect(before.match(/\n {2}@\S+ commented/g)).toEqual(['\n  @github-actions[bot] commented']);
    expect(before).toContain('Its report will be finished by the settle job');

    // A settle in the next call finds the run (the service's state) and its comment (GitHub's), and finishes it.
    writeFileSync(join(cwd, 'settle.env'), 'command=settle\n');
    const settled = await local(cwd, 'schedule', 'settle.env', '--speed', '1000');
    expect({ code: settled.code, stderr: settled.stderr }).toEqual({ code: 0, stderr: '' });
    expect(settled.stdout).toContain('(.cloud-agent-local/, call 2; --fresh starts a new one)');
    expect(part(settled.stdout, 'the step log')).toContain(
      `\n    settled run ${leftGoing} (SUCCEEDED) on #1: https://github.com/acme/app/issues/1#issuecomment-`,
    );
    expect(part(settled.stdout, 'the outputs')).toContain('\n    settled: 1\n');
  }, 240_000);

  it('refuses a world another call is using, or one it cannot read, and runs nothing', async () => {
    const cwd = workdir();
    mkdirSync(join(cwd, WORLD_DIR));
    writeFileSync(join(cwd, WORLD_DIR, 'world.lock'), '12345\n');
    const busy = await localInProcess(cwd, 'issue_comment.created');
    expect(busy).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'local: another npm run local is using the world in .cloud-agent-local; wait for it to end (or, if none runs, ' +
        'remove .cloud-agent-local/world.lock)\n',
    });
    rmSync(join(cwd, WORLD_DIR, 'world.lock'));
    writeFileSync(join(cwd, WORLD_DIR, 'world.v8'), 'not a world');
    const unreadable = await localInProcess(cwd, 'issue_comment.created');
    expect(unreadable.code).toBe(2);
    expect(unreadable.stdout).toBe('');
    expect(unreadable.stderr).toMatch(
      /^local: the world saved in \.cloud-agent-local\/world\.v8 cannot be read \(.+\): start a new one with --fresh\n$/,
    );
    // The lock was given back.
    expect(readdirSync(join(cwd, WORLD_DIR))).toEqual(['world.v8']);
  });
});

describe('the kept world (scripts/local-world.ts)', () => {
  it("goes on from the simulator's time when it was saved, plus the real time since", () => {
    const saved = {
      savedAt: Date.parse('2026-11-21T12:00:00Z'),
      simulatorNow: Date.parse('2026-11-21T15:00:00Z'),
    };
    expect(resumedAt(saved, Date.parse('2026-11-21T12:05:00Z')).toISOString()).toBe(
      '2026-11-21T15:05:00.000Z',
    );
    // A machine clock that went back moves the simulator's no earlier than it stood.
    expect(resumedAt(saved, Date.parse('2026-11-21T11:00:00Z')).toISOString()).toBe(
      '2026-11-21T15:00:00.000Z',
    );
  });

  it('refuses a file of another form, with --fresh as the way out', () => {
    const file = join(dir, 'old.v8');
    writeFileSync(file, serialize({ format: WORLD_FORMAT + 1 }));
    expect(() => readWorld(file, 'old.v8')).toThrow(WorldError);
    expect(() => readWorld(file, 'old.v8')).toThrow(
      `the world saved in old.v8 is of another form (${WORLD_FORMAT + 1}, this script reads ${WORLD_FORMAT}): start a new one with --fresh`,
    );
  });
});
