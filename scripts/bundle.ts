/**
 * `npm run bundle`: ncc builds dist/ from src/index.ts, the one entry of the action and the command line: index.js
 * and the chunks it imports on demand (one per dynamic import(), named by a deterministic id), each with its source
 * map, and the licences of the packages they hold (licenses.txt). ncc compiles each file of src/ alone
 * (`--transpile-only`, as src/tsconfig.json sets it up): the type-check is `npm run typecheck`'s, and ncc's own took
 * two thirds of the build's time (25 s of wall time on 2 cores, now 8 s) for the same bytes. Then:
 *
 * - each file is tidied (scripts/tidy.ts): its comments and the lines they leave empty go, TypeScript's output is
 *   indented by two spaces, not four, and every indentation is in tabs, one for two spaces; its map moves to match.
 *   The code stays readable, not minified;
 * - each map loses the sources' text (`sourcesContent`): Node maps a stack frame from the mappings alone, and a
 *   frame names the file in src/ that holds that text;
 * - a chunk of packages alone (undici, the YAML parser, octokit and `@actions/core`) no longer names its map, which
 *   stays beside it for readers and for test/bundle.test.ts: Node would read it at every start (scripts/tidy.ts,
 *   unlinkMap), and a frame in those chunks names the chunk's own readable line instead;
 * - dist/cli.js, the package's `bin`, is written: the `#!/usr/bin/env node` line, a check of the Node version (older
 *   than 22: a message and exit 2) and a call of index.js's `commandLine`, so the command line shares the action's
 *   chunks (one copy of undici, octokit and the YAML parser);
 * - dist/source.sha256 records what it was built from (scripts/source-hash.ts).
 *
 * The files of an earlier build are removed first, so dist/ holds exactly this build. Stack traces are mapped to src/
 * by the entry itself (src/index.ts: process.setSourceMapsEnabled).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAMP, sourceHash } from './source-hash.ts';
import { packagesOnly, tidy, unlinkMap, type SourceMap } from './tidy.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NCC = join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js');
const DIST = join(ROOT, 'dist');

/** The oldest Node the command line runs on (package.json `engines`). */
export const CLI_NODE_MAJOR = 22;

/**
 * What dist/cli.js holds: the command line on the bundle's entry, after a check of the Node version that runs it. The
 * check is plain JavaScript any Node reads, made before the bundle is loaded: an older Node is told what to do and
 * the command exits 2 (a usage error), where the bundle would fail on what that Node lacks, or seem to work.
 */
export const CLI_SCRIPT = `#!/usr/bin/env node
if (Number(process.versions.node.split('.')[0]) < ${CLI_NODE_MAJOR}) {
  process.stderr.write(\`cloud-agent: error: this is Node \${process.versions.node} (\${process.execPath}); cloud-agent needs Node ${CLI_NODE_MAJOR} or later: install it, or put it first on PATH\\n\`);
  process.exit(2);
}
const { commandLine } = await import('./index.js');
await commandLine();
`;

for (const name of readdirSync(DIST)) {
  if (/\.(js|cjs)(\.map)?$/.test(name)) rmSync(join(DIST, name));
}
// The command line's own build of earlier versions.
rmSync(join(DIST, 'cli'), { recursive: true, force: true });
execFileSync(
  process.execPath,
  [
    NCC,
    'build',
    'src/index.ts',
    '-o',
    'dist',
    '--source-map',
    '--no-source-map-register',
    '--transpile-only',
    '--license',
    'licenses.txt',
  ],
  { cwd: ROOT, stdio: 'inherit' },
);

for (const name of readdirSync(DIST).filter((n) => n.endsWith('.js'))) {
  const file = join(DIST, name);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap;
  let tidied: ReturnType<typeof tidy>;
  try {
    tidied = tidy(readFileSync(file, 'utf8'), map);
  } catch (err) {
    throw new Error(`dist/${name}: ${(err as Error).message}`);
  }
  const { sourcesContent: _text, ...mappings } = tidied.map!;
  writeFileSync(file, packagesOnly(mappings) ? unlinkMap(tidied.code) : tidied.code);
  writeFileSync(`${file}.map`, JSON.stringify(mappings));
}

const BIN = join(DIST, 'cli.js');
writeFileSync(BIN, CLI_SCRIPT);
chmodSync(BIN, 0o755);
writeFileSync(join(ROOT, STAMP), `${sourceHash(ROOT)}\n`);
