/**
 * `npm run bundle`: ncc builds dist/ from src/index.ts: index.js and the chunks it imports on demand (one per
 * dynamic import(), named by a deterministic id), each with its source map, and the licenses of what they hold; then
 * dist/source.sha256 records what it was built from (scripts/source-hash.ts). The chunks of an earlier build are
 * removed first, so dist/ holds exactly this build. No source-map-register: it costs every start, and
 * `node --enable-source-maps dist/index.js` maps stack traces to src/ when they are wanted (src/index.ts).
 *
 * The command line (src/cli.ts) is built the same way into dist/cli/ (its own index.js and chunks: ncc names chunks
 * after the output file, so two builds in one folder would overwrite each other's), and dist/cli.js, the package's
 * `bin`, is a two-line script with the `#!/usr/bin/env node` line that loads it.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAMP, sourceHash } from './source-hash.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NCC = join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js');

const DIST = join(ROOT, 'dist');
for (const name of readdirSync(DIST)) {
  if (/\.(js|cjs)(\.map)?$/.test(name)) rmSync(join(DIST, name));
}
rmSync(join(DIST, 'cli'), { recursive: true, force: true });
for (const [entry, out] of [
  ['src/index.ts', 'dist'],
  ['src/cli.ts', 'dist/cli'],
]) {
  execFileSync(
    process.execPath,
    [
      NCC,
      'build',
      entry!,
      '-o',
      out!,
      '--source-map',
      '--no-source-map-register',
      '--minify',
      '--license',
      'licenses.txt',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
}
const BIN = join(DIST, 'cli.js');
writeFileSync(BIN, "#!/usr/bin/env node\nimport './cli/index.js';\n");
chmodSync(BIN, 0o755);
writeFileSync(join(ROOT, STAMP), `${sourceHash(ROOT)}\n`);
