/**
 * The command line, `cloud-agent`, on this process: runs the command line (src/cli/main.ts) on the process's
 * arguments and sets its exit code. Reached through src/index.ts's `commandLine`, which dist/cli.js (the package's
 * `bin`) calls; it is a chunk of the bundle the action never loads.
 */
import { cli, processIo, type OpenGitHub } from './cli/main.ts';
import { exitAfter, outliveReader } from './host/process.ts';
import { CLI_LINGER_MS, scaled } from './timing.ts';

export type { OpenGitHub };

/** `openGitHub`: how `review` reaches GitHub, which only the entry may give (src/index.ts). */
export async function commandLine(openGitHub?: OpenGitHub): Promise<void> {
  // A reader that leaves stops what only prints (an inspection), never what works (src/cli/main.ts Io).
  const readerLeft = new AbortController();
  outliveReader(process.stdout, () => readerLeft.abort(new Error('the reader of stdout left')));
  outliveReader(process.stderr);
  const io = { ...processIo, stdoutReaderLeft: readerLeft.signal };
  process.exitCode = await cli(process.argv.slice(2), io, openGitHub);
  // What is still pending (a keep-alive socket, a timer a flow left) does not hold the shell; what it printed and a
  // reader has not taken yet (a pager, a slow pipe) is not cut short.
  exitAfter(scaled(CLI_LINGER_MS), () => {});
}
