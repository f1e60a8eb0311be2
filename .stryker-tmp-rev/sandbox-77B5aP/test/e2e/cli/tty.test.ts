/**
 * The bundled command line as a terminal shows it (issue 42, item 4): the report rendered for a terminal when stdout
 * is one (run under a pseudo-terminal by util-linux `script`), markdown when piped or with --raw; one time stamp a
 * line on stderr; a follow-up's log with its own execution only; `cloud-agent` alone exiting 2 with the usage; and a
 * Node older than 22 refused with exit 2 before the bundle loads.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mainHelp } from '../../../src/cli/help.ts';
import { startSimulator, type SimulatorHandle } from '../../simulator/server.ts';
import { simSpeed, timeScaleEnv } from '../../helpers/time-scale.ts';
import { CLI, CLI_NODE, runCli, scratch } from '../../cli/harness.ts';

const API_KEY = 'sk-cli-tty-7c1e9a3b5d2f';
let sim: SimulatorHandle;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: API_KEY, timeScale: simSpeed(10) });
});
afterEach(async () => {
  await sim.close();
});

const env = (extra: Record<string, string> = {}) => ({
  CLOUD_AGENT_API_KEY: API_KEY,
  CLOUD_AGENT_BASE_URL: sim.url,
  ...extra,
});

/** A shell word. */
const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * Runs `cloud-agent <args>` with stdout on a pseudo-terminal (`script -qfec`), stderr to a file: what the terminal
 * showed (line ends as the terminal's, \r\n, made \n), what stderr got, and the exit code.
 */
async function onTerminal(args: string[], extra: Record<string, string> = {}) {
  const home = scratch();
  const errFile = join(home, 'stderr.txt');
  const command = `${[CLI_NODE, CLI, ...args].map(quote).join(' ')} 2>${quote(errFile)}`;
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(
      'script',
      ['-qfec', command, '/dev/null'],
      {
        cwd: home,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: home,
          XDG_CONFIG_HOME: join(home, 'config'),
          ...timeScaleEnv(),
          ...env(extra),
        },
      },
      (error, out) => resolve({ code: error ? Number(error.code) : 0, stdout: out }),
    );
  });
  return { code, stdout: stdout.replaceAll('\r\n', '\n'), stderr: readFileSync(errFile, 'utf8') };
}

const runIdOf = () =>
  (JSON.parse(sim.requests.find((r) => r.operation === 'createRun')!.answer!) as { run_id: string }).run_id;

const SCRIPT = {
  timeline: [
    { state: 'INPROGRESS' as const, afterMs: 0 },
    { state: 'SUCCEEDED' as const, afterMs: 100 },
  ],
  usage: { inference_cost: 12, compute_cost: 0.25 },
  finalMessage: 'Fixed **the parser**; see <sub>notes</sub> \\*below\\*.',
};

const B = (text: string) => `\u001b[1m${text}\u001b[22m`;

describe('the report on a terminal', () => {
  it('rendered for the terminal: headings and bold in bold, lists with bullets, no markdown marker or HTML', async () => {
    sim.script.run(SCRIPT);
    const shown = await onTerminal([
      'run',
      '--prompt',
      'Fix it',
      '--title',
      'Fix the parser',
      '--progress-interval',
      '0',
    ]);
    expect(shown.code).toBe(0);
    const runId = runIdOf();
    const lines = shown.stdout.split('\n');
    // The session's link and the run's duration (on the simulator's clock) are the run's own.
    const session = /open the session \((https:\/\/\S+)\)$/.exec(lines[8]!)?.[1];
    const duration = `• ${B('Duration')}: `;
    expect(
      lines.map((line) =>
        line.startsWith(duration) && /^\d+s$/.test(line.slice(duration.length)) ? `${duration}<d>` : line,
      ),
    ).toEqual([
      B('✅ Cloud agent run succeeded: Fix the parser'),
      '─'.repeat(44),
      '',
      'Started by cloud-agent from the command line.',
      '',
      `• ${B('State')}: SUCCEEDED`,
      `• ${B('Duration')}: <d>`,
      `• ${B('Cost')}: 12.25 credits`,
      `• ${B('Session')}: open the session (${session})`,
      `• ${B('Run')}: ${runId}`,
      '',
      B("The agent's answer"),
      '',
      // The agent's own text as it wrote it: its HTML is text (the report escapes it), its escapes read.
      `Fixed ${B('the parser')}; see <sub>notes</sub> *below*.`,
      '',
      B('Steps (1)'),
      '',
      `• ${B('Fix it')}`,
      '  • run_command npm test → completed',
      '',
      `To continue, run cloud-agent followup ${runId} --message "...".`,
      '',
    ]);
    expect(session).toMatch(/^https:\/\/app\.warp\.dev\/session\/[0-9a-f-]{36}$/);
  });

  it('NO_COLOR: the same text without a single escape; --raw: the markdown', async () => {
    sim.script.run(SCRIPT);
    const plain = await onTerminal(
      ['run', '--prompt', 'Fix it', '--title', 'Fix the parser', '--progress-interval', '0'],
      {
        NO_COLOR: '1',
      },
    );
    expect(plain.stdout.split('\n').slice(0, 6)).toEqual([
      '✅ Cloud agent run succeeded: Fix the parser',
      '─'.repeat(44),
      '',
      'Started by cloud-agent from the command line.',
      '',
      '• State: SUCCEEDED',
    ]);
    expect(plain.stdout).not.toContain('\u001b');
    sim.script.run(SCRIPT);
    const raw = await onTerminal([
      'run',
      '--prompt',
      'Fix it',
      '--title',
      'Fix the parser',
      '--progress-interval',
      '0',
      '--raw',
    ]);
    expect(raw.stdout.split('\n').slice(0, 5)).toEqual([
      '### ✅ Cloud agent run succeeded: Fix the parser',
      '',
      'Started by cloud-agent from the command line.',
      '',
      '- **State**: `SUCCEEDED`',
    ]);
  });

  it('piped: the markdown as it is', async () => {
    sim.script.run(SCRIPT);
    const piped = await runCli(
      ['run', '--prompt', 'Fix it', '--title', 'Fix the parser', '--progress-interval', '0'],
      {
        env: env(),
      },
    );
    expect(piped.code).toBe(0);
    expect(piped.stdout.split('\n').slice(0, 3)).toEqual([
      '### ✅ Cloud agent run succeeded: Fix the parser',
      '',
      'Started by cloud-agent from the command line.',
    ]);
    expect(piped.stdout).toContain('<sub>To continue, run `cloud-agent followup ');
  });
});

describe('the log on stderr', () => {
  /** A log line: one time stamp, `[   1.2s]`, and no second one (`[00:00]`) in it. */
  const ONE_STAMP = /^\[ *\d+(\.\d|m\d\ds)s?\] (?!.*\[\d\d:\d\d\])/;

  it("one time stamp a line; a follow-up's log shows its own execution, not the earlier one's steps and events", async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 200 },
        { state: 'SUCCEEDED', afterMs: 10_000 },
      ],
      conversation: [
        { afterMs: 0, step: { id: 's1', description: 'Read the parser', messages: [], steps: [] } },
      ],
    });
    const first = await runCli(['run', '--prompt', 'Fix it', '--progress-interval', '10', '--raw'], {
      env: env(),
    });
    expect(first.code).toBe(0);
    const runId = runIdOf();
    const lines = first.stderr.trimEnd().split('\n');
    for (const line of lines) expect(line).toMatch(ONE_STAMP);
    expect(lines.map((line) => line.replace(/^\[[^\]]+\] /, ''))).toContain(
      `run ${runId}: step 1: Read the parser`,
    );

    sim.script.followup(runId, {
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 10_000 },
      ],
      conversation: [
        { afterMs: 0, step: { id: 's2', description: 'Update the docs', messages: [], steps: [] } },
      ],
    });
    const followed = await runCli(
      ['followup', runId, '--message', 'Also the docs', '--progress-interval', '10'],
      {
        env: env(),
      },
    );
    expect(followed.code).toBe(0);
    const logged = followed.stderr.trimEnd().split('\n');
    for (const line of logged) expect(line).toMatch(ONE_STAMP);
    const texts = logged.map((line) => line.replace(/^\[[^\]]+\] /, ''));
    expect(texts).toContain(`run ${runId}: step 2: Update the docs`);
    // Nothing of the first execution: its step, its creation.
    expect(texts.filter((text) => /step 1|oz_run_created/.test(text))).toEqual([]);
  });
});

describe('no command, an old Node', () => {
  it('cloud-agent alone: the usage on stderr, exit 2, nothing on stdout, nothing sent', async () => {
    const bare = await runCli([], { env: env() });
    expect(bare).toMatchObject({ code: 2, stdout: '', stderr: mainHelp() });
    expect(sim.requests).toEqual([]);
  });

  it('a Node older than 22: said, exit 2, before the bundle loads (a Node 20 made so by a preload, and /usr/bin/node)', async () => {
    // The preload makes this Node report 20.11.1; the check reads process.versions.node.
    const preload =
      "data:text/javascript,Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.11.1' } })";
    const old = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(CLI_NODE, ['--import', preload, CLI, '--version'], { env: env() }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      ),
    );
    expect(old).toEqual({
      code: 2,
      stdout: '',
      stderr: `cloud-agent: error: this is Node 20.11.1 (${CLI_NODE}); cloud-agent needs Node 22 or later: install it, or put it first on PATH\n`,
    });
    // And a real one, where this machine has one (Node 20 at /usr/bin/node on the development machine).
    const system = '/usr/bin/node';
    const version = existsSync(system)
      ? execFileSync(system, ['--version'], { encoding: 'utf8' }).trim()
      : '';
    if (/^v(1\d|2[01])\./.test(version)) {
      const real = await new Promise<{ code: number; stderr: string }>((resolve) =>
        execFile(system, [CLI, 'run', '--prompt', 'x'], { env: env() }, (error, _out, stderr) =>
          resolve({ code: error ? Number(error.code) : 0, stderr }),
        ),
      );
      expect(real).toEqual({
        code: 2,
        stderr: `cloud-agent: error: this is Node ${version.slice(1)} (${system}); cloud-agent needs Node 22 or later: install it, or put it first on PATH\n`,
      });
    }
    expect(sim.requests).toEqual([]);
  });
});
