/**
 * The bundle stays lean and readable, read from dist/ and its source maps: its JavaScript (`du -cb dist/*.js`: the
 * entry, its chunks and the command line's bin) holds at most LIMITS.scriptBytes, no package twice (two
 * node_modules paths of one package name in the source maps, as two majors of undici were), and no ajv (the
 * schedules file's schema is compiled at build time); its code is not minified; the command line is a script on
 * the action's entry.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../scripts/release.ts';
import { DIST, mappedScripts, mappedSources, packagePaths } from './helpers/bundle.ts';

/** The JavaScript files of dist/, as `du -cb dist/*.js` counts them. */
function scripts(): string[] {
  return readdirSync(DIST)
    .filter((name) => name.endsWith('.js'))
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

describe('the bundle', () => {
  it('dist/ holds index.js and its chunks, each with its source map, and the bin cli.js that loads index.js', () => {
    const files = scripts();
    expect(files).toContain('index.js');
    expect(files.filter((name) => /^\d+\.index\.js$/.test(name)).length).toBeGreaterThan(1);
    const maps = readdirSync(DIST).filter((name) => name.endsWith('.js.map'));
    expect(maps.sort()).toEqual(files.filter((name) => name !== 'cli.js').map((name) => `${name}.map`));
    expect(readFileSync(join(DIST, 'cli.js'), 'utf8')).toBe(
      "#!/usr/bin/env node\nimport { commandLine } from './index.js';\n\nawait commandLine();\n",
    );
    expect(statSync(join(DIST, 'cli.js')).mode & 0o111, 'cli.js is executable').toBe(0o111);
    // The command line's own build of earlier versions is gone.
    expect(readdirSync(DIST)).not.toContain('cli');
  });

  it(`is at most ${LIMITS.scriptBytes} bytes of JavaScript (du -cb dist/*.js)`, () => {
    const sizes = Object.fromEntries(scripts().map((name) => [name, statSync(join(DIST, name)).size]));
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    expect(
      total,
      `dist/ holds ${total} bytes of JavaScript (${JSON.stringify(sizes)}), more than ${LIMITS.scriptBytes}`,
    ).toBeLessThanOrEqual(LIMITS.scriptBytes);
  });

  it('holds no package twice', () => {
    const found = packagePaths(mappedSources(DIST, mappedScripts(DIST)));
    expect(found.get('undici')?.size, 'the source maps name undici nowhere: is the map read right?').toBe(1);
    const twice = [...found].filter(([, paths]) => paths.size > 1).map(([name, paths]) => [name, [...paths]]);
    expect(twice).toEqual([]);
  });

  it("holds none of ajv: the schedules file's schema is compiled at build time", () => {
    const sources = mappedSources(DIST, mappedScripts(DIST));
    expect(sources.filter((source) => /node_modules\/ajv\//.test(source))).toEqual([]);
    expect(sources).toContain('.././src/flow/schedules-validate.generated.ts');
    expect(readFileSync(join(DIST, 'licenses.txt'), 'utf8').split('\n')).not.toContain('ajv');
  });

  it('is readable: lines as written, not minified into a few long ones', () => {
    for (const name of scripts()) {
      const lengths = readFileSync(join(DIST, name), 'utf8')
        .split('\n')
        .map((line) => line.length)
        .sort((a, b) => a - b);
      const median = lengths[Math.floor(lengths.length / 2)]!;
      expect(median, `dist/${name}'s median line`).toBeLessThan(80);
      // A few lines are data (undici's WebAssembly parser in base64, the answer shapes), but few.
      const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
      expect(mean, `dist/${name}'s mean line`).toBeLessThan(120);
    }
  });
});
