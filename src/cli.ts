/**
 * The command-line entry, `cloud-agent` (bundled to dist/cli.js): runs the command line (src/cli/main.ts) on this
 * process and exits with its code.
 */
import { cli } from './cli/main.ts';

process.exitCode = await cli(process.argv.slice(2));
// What is still pending (a keep-alive socket, a timer a flow left) does not hold the shell.
setTimeout(() => process.exit(), 1000).unref();
