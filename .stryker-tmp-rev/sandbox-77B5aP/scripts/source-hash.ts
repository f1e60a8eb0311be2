/**
 * What dist/ is built from, as one SHA-256: every file under src/ and schemas/ (the bundle holds the schedules
 * file's schema), the lockfile (the dependencies bundled), the TypeScript settings and the build itself
 * (scripts/bundle.ts and scripts/tidy.ts). `npm run bundle` writes it to dist/source.sha256; the end-to-end tests compare it with the
 * tree's before they run the bundle (test/e2e/fresh-dist.ts), so they never test an old one.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The file that records the hash, relative to the project's root. */
export const STAMP = 'dist/source.sha256';

const FOLDERS = ['src', 'schemas'];
const FILES = ['package-lock.json', 'tsconfig.json', 'scripts/bundle.ts', 'scripts/tidy.ts'];

/** Every file under `folder`, as a path from `root` with forward slashes. */
function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const paths = [...FILES, ...FOLDERS.flatMap((folder) => filesUnder(root, folder))].sort();
  for (const path of paths) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
