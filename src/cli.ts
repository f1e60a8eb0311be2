/**
 * The command line, `cloud-agent`, on this process: runs the command line (src/cli/main.ts) on the process's
 * arguments and sets its exit code. Reached through src/index.ts's `commandLine`, which dist/cli.js (the package's
 * `bin`) calls; it is a chunk of the bundle the action never loads.
 */
import { cli } from './cli/main.ts';
import { CLI_LINGER_MS, scaled } from './timing.ts';

export async function commandLine(): Promise<void> {
  process.exitCode = await cli(process.argv.slice(2));
  // What is still pending (a keep-alive socket, a timer a flow left) does not hold the shell.
  setTimeout(() => process.exit(), scaled(CLI_LINGER_MS)).unref();
}
