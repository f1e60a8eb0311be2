/**
 * `npm run bundle`: ncc builds dist/ from src/index.ts (one file with its source map and the licenses of what it
 * holds), then dist/source.sha256 records what it was built from (scripts/source-hash.ts).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAMP, sourceHash } from './source-hash.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NCC = join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js');

execFileSync(
  process.execPath,
  [NCC, 'build', 'src/index.ts', '-o', 'dist', '--source-map', '--license', 'licenses.txt'],
  { cwd: ROOT, stdio: 'inherit' },
);
writeFileSync(join(ROOT, STAMP), `${sourceHash(ROOT)}\n`);
