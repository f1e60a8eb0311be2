/**
 * Global setup of the end-to-end tests, which run the bundle: when src/ (or the lockfile, or tsconfig.json) is not
 * what dist/ was built from (dist/source.sha256), the bundle is rebuilt first, so the tests run the code as it is
 * now; when that build fails, the run stops at once saying why.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAMP, sourceHash } from '../../scripts/source-hash.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function builtFrom(): string {
  try {
    return readFileSync(join(ROOT, STAMP), 'utf8').trim();
  } catch {
    return 'none';
  }
}

export default function freshDist(): void {
  const now = sourceHash(ROOT);
  const built = builtFrom();
  if (built === now) return;
  process.stdout.write(
    `dist/ is stale: it was built from sources ${built.slice(0, 12)}, src/ is now ${now.slice(0, 12)}; rebuilding it (npm run bundle) before the end-to-end tests. Commit dist/ with your change.\n`,
  );
  try {
    execFileSync(process.execPath, [join(ROOT, 'scripts/bundle.ts')], { cwd: ROOT, stdio: 'pipe' });
  } catch (err) {
    const output = err as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(
      `dist/ is stale and npm run bundle failed, so the end-to-end tests would run an old bundle; fix the build:\n${String(output.stderr ?? '')}${String(output.stdout ?? '')}`,
    );
  }
  if (builtFrom() !== now) {
    throw new Error('dist/ is stale: npm run bundle ran but dist/source.sha256 still differs from src/');
  }
}
