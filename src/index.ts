/**
 * The one entry of the bundle (dist/index.js and the chunks it loads on demand), for both of its hosts:
 *
 * - the action's steps: action.yml names dist/index.js for main and post, and the runner starts it, so it runs the
 *   action (src/action.ts) when it is the script the process was started with;
 * - the command line: dist/cli.js, the package's `bin`, imports `commandLine` from it, which loads the command line
 *   (src/cli.ts) as a chunk of its own. The action never loads that chunk, and the command line never runs the action.
 *
 * One bundle, so the two share their chunks: undici, octokit and the YAML parser are in a release once.
 */
import { realpathSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { fileURLToPath } from 'node:url';
import { run } from './action.ts';

/**
 * Stack traces name the TypeScript file and line (src/flow/follow.ts:120), read from the source map beside each
 * chunk. Only the modules loaded from here on are mapped: every chunk (this file is the entry alone). Where the maps
 * are not there (a release carries none), the frames name the chunk's own lines.
 */
process.setSourceMapsEnabled(true);

/**
 * Node's compile cache (Node 22.1 and later; a no-op where it is missing or turned off by NODE_DISABLE_COMPILE_CACHE):
 * the code of the chunks is compiled once per machine and kept in the system's temporary folder, so the post step
 * (same job, same machine) and later jobs on a self-hosted runner start faster. A fresh runner pays nothing extra
 * but writing it.
 */
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

/**
 * Runs the action's step (main or post) in this process, as `node dist/index.js` does: for what imports the bundle
 * to run it (the benches' workers, which measure the process around it).
 */
export const action = run;

/** Runs the command line on this process's arguments and sets its exit code (dist/cli.js calls it). */
export async function commandLine(): Promise<void> {
  await (await import('./cli.ts')).commandLine();
}

/**
 * Whether this module is the script the process was started with (`node dist/index.js`, as the runner starts the
 * action), and not a module imported by another (dist/cli.js). The script's path is compared once links are
 * resolved, as Node resolves the module's own.
 */
export function isEntry(moduleUrl: string, script: string | undefined): boolean {
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

if (isEntry(import.meta.url, process.argv[1])) await run();
