/**
 * The bundle stays lean: dist/index.js and the chunks it loads on demand hold at most 2.5 MiB together, and no
 * package twice (two node_modules paths of one package name in the source maps, as two majors of undici were).
 * Read from the committed dist/ and its source maps.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, mappedSources, packagePaths } from './helpers/bundle.ts';

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
    const found = packagePaths(mappedSources(DIST, scripts()));
    expect(found.get('undici')?.size, 'the source maps name undici nowhere: is the map read right?').toBe(1);
    const twice = [...found].filter(([, paths]) => paths.size > 1).map(([name, paths]) => [name, [...paths]]);
    expect(twice).toEqual([]);
  });
});
