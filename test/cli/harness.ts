/**
 * Runs the bundled command line the way a shell does: `node dist/cli.js <args>` (on CLI_NODE) with only the
 * environment given (no GitHub variables, an empty config folder), stdin as given, and a signal when a test says so.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HUNG_PROCESS_MS, timeScaleEnv } from '../helpers/time-scale.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLI = join(ROOT, 'dist', 'cli.js');

/**
 * The Node that runs the command line: CLI_NODE when set (the CI runs these tests on every Node that `engines`
 * allows, .github/workflows/ci.yml), else the Node running the tests (the pinned Node 24). Named as that Node names
 * itself (`process.execPath`, its links resolved), so that a test can expect its path in what the command line says:
 * the `node` an npm package of Node puts in node_modules/.bin/ is a link.
 */
export const CLI_NODE = process.env.CLI_NODE ? realpathSync(process.env.CLI_NODE) : process.execPath;

export interface CliRun {
  code: number | null;
  /** The signal that ended it, if one did (SIGKILL: it ran past its time). */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  env?: Record<string, string>;
  stdin?: string;
  /** Send SIGINT once this holds (checked every 20 ms, given what the command printed so far). */
  interruptWhen?: (printed: { stdout: string; stderr: string }) => boolean;
  cwd?: string;
  /** Kill it (SIGKILL) when it has not ended after this many milliseconds. Default HUNG_PROCESS_MS. */
  timeoutMs?: number;
  /**
   * A reader that takes nothing from stdout (a pager, a slow pipe) until this resolves or the process exits: what
   * the pipe's buffer has no room for waits in the command's process meanwhile.
   */
  holdStdout?: () => Promise<void>;
  /** A reader that leaves (`| head`): it closes its end of `stream` once what came on it so far makes this hold. */
  readerLeaves?: { stream: 'stdout' | 'stderr'; when: (text: string) => boolean };
}

/** A folder for a test's files (config, reports), in the test file's temp directory (test/helpers/scratch-setup.ts). */
export function scratch(): string {
  return mkdtempSync(join(tmpdir(), 'cloud-agent-cli-'));
}

export async function runCli(args: string[], options: CliOptions = {}): Promise<CliRun> {
  const home = scratch();
  const child = spawn(CLI_NODE, [CLI, ...args], {
    cwd: options.cwd ?? home,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'config'),
      // The system's temp directory of the command (its result files): in its home, unless the test says otherwise.
      TMPDIR: home,
      ...timeScaleEnv(),
      ...options.env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  if (options.readerLeaves) {
    const { stream, when } = options.readerLeaves;
    const pipe = child[stream];
    const leave = () => {
      if (when(stream === 'stdout' ? stdout : stderr)) {
        pipe.off('data', leave);
        pipe.destroy();
      }
    };
    pipe.on('data', leave);
  }
  if (options.holdStdout) {
    child.stdout.pause();
    const resume = () => child.stdout.resume();
    child.once('exit', resume);
    void options.holdStdout().then(resume);
  }
  child.stdin.end(options.stdin ?? '');
  let poller: NodeJS.Timeout | undefined;
  if (options.interruptWhen) {
    const when = options.interruptWhen;
    poller = setInterval(() => {
      if (when({ stdout, stderr })) {
        clearInterval(poller);
        child.kill('SIGINT');
      }
    }, 20);
  }
  const timeout = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? HUNG_PROCESS_MS);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (c, s) => resolve([c, s])),
  );
  clearTimeout(timeout);
  if (poller) clearInterval(poller);
  return { code, signal, stdout, stderr };
}
