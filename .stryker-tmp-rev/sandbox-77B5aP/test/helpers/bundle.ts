/**
 * What the bundle holds, read from its source maps: the packages ncc put in them, each at the
 * node_modules path it was bundled from. test/bundle.test.ts (no package twice) and test/repository.test.ts (the
 * Node the bundled packages ask for) read the same list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * The packages a source map names, by name, with the node_modules paths each was bundled from. A path such as
 * `../node_modules/@actions/http-client/node_modules/undici/lib/x.js` is the package `undici` at
 * `node_modules/@actions/http-client/node_modules/undici`.
 */
export function packagePaths(sources: readonly string[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const source of sources) {
    const start = source.indexOf('node_modules/');
    if (start < 0) continue;
    // node_modules/a/node_modules/@b/c/lib/x.js → the package is @b/c, at node_modules/a/node_modules/@b/c.
    const nested = source.slice(start).split('node_modules/').slice(1);
    const last = nested.at(-1)!.split('/');
    const name = last.slice(0, last[0]!.startsWith('@') ? 2 : 1).join('/');
    const path = [...nested.slice(0, -1).map((part) => `node_modules/${part}`), `node_modules/${name}`].join(
      '',
    );
    if (!found.has(name)) found.set(name, new Set());
    found.get(name)!.add(path);
  }
  return found;
}

/** The sources named by the source maps of the JavaScript files in `dir` (a folder of dist/). */
export function mappedSources(dir: string, files: readonly string[]): string[] {
  return files.flatMap(
    (name) => (JSON.parse(readFileSync(join(dir, `${name}.map`), 'utf8')) as { sources: string[] }).sources,
  );
}

/** The JavaScript files of a folder of dist/ that have a source map (the bundles and their chunks). */
export function mappedScripts(dir: string): string[] {
  const names = readdirSync(dir);
  return names.filter((name) => /\.(js|cjs|mjs)$/.test(name) && names.includes(`${name}.map`)).sort();
}

/** Every package the bundle holds (dist/: the action's and the command line's), with its paths. */
export function bundledPackages(): Map<string, Set<string>> {
  return packagePaths(mappedSources(DIST, mappedScripts(DIST)));
}
