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
import * as nodeModule from 'node:module';
import { run } from './action.ts';
import { isEntry, keepWasmAtBaseline } from './host/process.ts';
import type { OpenGitHub } from './cli.ts';

/**
 * Stack traces name the TypeScript file and line (src/flow/follow.ts:120), read from the source map beside each
 * chunk. Only the modules loaded from here on are mapped: every chunk (this file is the entry alone). Where the maps
 * are not there (a release carries none), the frames name the chunk's own lines (docs/bundle.md). Node's newer
 * `module.setSourceMapsSupport` (22.14 and later) leaves files under node_modules/ unmapped by default, which is
 * where a global install of the command line puts the bundle; this maps every file.
 */
process.setSourceMapsEnabled(true);

/** HTTP parsed by baseline WebAssembly code (src/host/process.ts says why): before undici, in a chunk, loads. */
keepWasmAtBaseline();

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

/**
 * Runs the command line on this process's arguments and sets its exit code (dist/cli.js calls it). The command line
 * may not import GitHub's room (it runs in any CI); `cloud-agent review` reaches GitHub through the opener given here,
 * which loads it only when called, from the chunk of the action's main step, which holds GitHub's client (src/main.ts
 * says why); nothing of the action runs.
 */
export async function commandLine(): Promise<void> {
  const openGitHub: OpenGitHub = async (access, host) =>
    (await import('./main.ts')).openRepository(access, host);
  await (await import('./cli.ts')).commandLine(openGitHub);
}

// The runner starts this file; dist/cli.js imports it.
if (isEntry(import.meta.url, process.argv[1])) await run();
