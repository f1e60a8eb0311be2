/** scripts/local.ts: the action from its sources against the simulator, on an event and an inputs file. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseInputsFile, UsageError } from '../scripts/local.ts';
import { TEST_TIME_SCALE_ENV } from './helpers/time-scale.ts';

const SCRIPT = fileURLToPath(new URL('../scripts/local.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'local-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The script on `args`, its action at the tests' time scale (test/helpers/time-scale.ts), as the e2e tests run it. */
function local(...args: string[]) {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...TEST_TIME_SCALE_ENV },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
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
  it('runs a comment conversation from the sources and prints it as the user sees it', () => {
    const inputs = join(dir, 'comment.env');
    writeFileSync(inputs, 'INPUT_TIMEOUT-MINUTES=2\n');
    const r = local(
      'issue_comment.created',
      inputs,
      '--comment',
      '@cloud-agent fix the typo',
      // 5 times the action's pace: at the tests' time scale the simulator runs 10 times faster than real time, as
      // fast as the comment's first write allows (it must land before the run ends, however slow the machine).
      '--speed',
      '5',
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toContain("The simulator's clock runs 5× faster than real time");
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

  it('shows the refusal a commenter without write permission gets', () => {
    const r = local(
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

  it('refuses what it cannot run, saying what to give instead', () => {
    const r = local('no_such_event.opened');
    expect(r.stderr).toBe(
      'local: GitHub has no example payload for "no_such_event.opened": name an event and action such as ' +
        'pull_request.opened, or give the payload with --payload file.json\n',
    );
    expect(r.code).toBe(2);
    expect(local('pull_request.opened', '--speed', 'fast').stderr).toBe(
      'local: --speed must be a number from 1 to 1000, not "fast"\n',
    );
    expect(local().stderr).toMatch(/^local: usage: npm run local -- <event>\[\.<action>\] \[inputs\.env\]/);
  });
});
