/**
 * The bundle stays lean: dist/index.js and the chunks it loads on demand hold at most 2.5 MiB together, and no
 * package twice (two node_modules paths of one package name in the source maps, as two majors of undici were).
 * Read from the committed dist/ and its source maps.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const MAX_BUNDLE_BYTES = 2.5 * 1024 * 1024;

/**
 * The JavaScript files of dist/: index.js and its chunks (what the runner may load). The command line's bundle
 * (dist/cli.js, which loads dist/cli/) is not the action's and is not counted.
 */
function scripts(): string[] {
  return readdirSync(DIST)
    .filter((name) => /\.(js|cjs|mjs)$/.test(name) && name !== 'cli.js')
    .sort();
}

/**
 * The packages a source map names, by name, with the node_modules paths each was bundled from. A path such as
 * `../node_modules/@actions/http-client/node_modules/undici/lib/x.js` is the package `undici` at
 * `node_modules/@actions/http-client/node_modules/undici`.
 */
function packagePaths(sources: readonly string[]): Map<string, Set<string>> {
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

describe('packagePaths', () => {
  it('names each package by the innermost node_modules folder of its path', () => {
    const found = packagePaths([
      '../node_modules/undici/lib/core/util.js',
      '../node_modules/@actions/http-client/node_modules/undici/index.js',
      '../node_modules/@actions/core/lib/core.js',
      '../node_modules/undici/index.js',
      '.././src/main.ts',
      'webpack://x/../external node-commonjs "node:http"',
    ]);
    expect(Object.fromEntries([...found].map(([name, paths]) => [name, [...paths].sort()]))).toEqual({
      undici: ['node_modules/@actions/http-client/node_modules/undici', 'node_modules/undici'],
      '@actions/core': ['node_modules/@actions/core'],
    });
  });
});

describe('the committed bundle', () => {
  it('dist/ holds index.js and its chunks, each with its source map', () => {
    const files = scripts();
    expect(files).toContain('index.js');
    const maps = readdirSync(DIST).filter((name) => name.endsWith('.js.map'));
    expect(maps.sort()).toEqual(files.map((name) => `${name}.map`));
  });

  it('is at most 2.5 MiB of JavaScript, chunks included', () => {
    const sizes = Object.fromEntries(scripts().map((name) => [name, statSync(join(DIST, name)).size]));
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    expect(
      total,
      `dist/ holds ${total} bytes of JavaScript (${JSON.stringify(sizes)}), more than ${MAX_BUNDLE_BYTES}`,
    ).toBeLessThanOrEqual(MAX_BUNDLE_BYTES);
  });

  it('holds no package twice', () => {
    const sources = scripts().flatMap(
      (name) =>
        (JSON.parse(readFileSync(join(DIST, `${name}.map`), 'utf8')) as { sources: string[] }).sources,
    );
    const found = packagePaths(sources);
    expect(found.get('undici')?.size, 'the source maps name undici nowhere: is the map read right?').toBe(1);
    const twice = [...found].filter(([, paths]) => paths.size > 1).map(([name, paths]) => [name, [...paths]]);
    expect(twice).toEqual([]);
  });
});
