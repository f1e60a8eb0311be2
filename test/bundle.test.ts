/**
 * The bundle stays lean and readable, read from dist/ and its source maps: its JavaScript (`du -cb dist/*.js`: the
 * entry, its chunks and the command line's bin) holds at most LIMITS.scriptBytes, no package twice (two
 * node_modules paths of one package name in the source maps, as two majors of undici were), each module of src/ in
 * one chunk but one small one, and no ajv (the schedules file's schema is compiled at build time); its code is not
 * minified; the command line is a script on the action's entry.
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
  it('dist/ holds index.js and its chunks, each with its source map, and the bin cli.js that checks the Node version and loads index.js', () => {
    const files = scripts();
    expect(files).toContain('index.js');
    expect(files.filter((name) => /^\d+\.index\.js$/.test(name)).length).toBeGreaterThan(1);
    const maps = readdirSync(DIST).filter((name) => name.endsWith('.js.map'));
    expect(maps.sort()).toEqual(files.filter((name) => name !== 'cli.js').map((name) => `${name}.map`));
    // A Node older than the engines' (package.json) is told so before the bundle loads (test/cli/tty.test.ts).
    expect(readFileSync(join(DIST, 'cli.js'), 'utf8')).toBe(
      [
        '#!/usr/bin/env node',
        "if (Number(process.versions.node.split('.')[0]) < 22) {",
        '  process.stderr.write(`cloud-agent: error: this is Node ${process.versions.node} (${process.execPath}); cloud-agent needs Node 22 or later: install it, or put it first on PATH\\n`);',
        '  process.exit(2);',
        '}',
        "const { commandLine } = await import('./index.js');",
        'await commandLine();',
        '',
      ].join('\n'),
    );
    const manifest = JSON.parse(readFileSync(join(DIST, '..', 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe('>=22');
    expect(statSync(join(DIST, 'cli.js')).mode & 0o111, 'cli.js is executable').toBe(0o111);
    // The command line's own build of earlier versions is gone.
    expect(readdirSync(DIST)).not.toContain('cli');
  });

  it('a chunk that holds code of src/ names its map, one of packages alone does not (Node would read it at every start)', () => {
    const linked = (name: string) =>
      readFileSync(join(DIST, name), 'utf8').endsWith(`\n//# sourceMappingURL=${name}.map`);
    const ours = (name: string) =>
      mappedSources(DIST, [name]).some((source) => source.startsWith('.././src/'));
    const chunks = scripts().filter((name) => name !== 'cli.js');
    const unlinked = chunks.filter((name) => !linked(name));
    expect(
      chunks.filter(ours).filter((name) => !linked(name)),
      'chunks of src/ without their map',
    ).toEqual([]);
    expect(unlinked.filter(ours), 'is the map read right?').toEqual([]);
    // undici, the YAML parser, and octokit with @actions/core: a chunk each.
    const packages = unlinked.map((name) => [...packagePaths(mappedSources(DIST, [name])).keys()]);
    expect(
      packages.map((names) => names.find((n) => ['undici', 'yaml', '@actions/core'].includes(n))).sort(),
    ).toEqual(['@actions/core', 'undici', 'yaml']);
    expect(linked('index.js')).toBe(true);
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

  it('holds each module of src/ in one chunk, but one small one that the gate and `--junit` each load alone', () => {
    const chunks = new Map<string, string[]>();
    for (const name of mappedScripts(DIST)) {
      for (const source of mappedSources(DIST, [name]).filter((s) => s.includes('/src/'))) {
        chunks.set(source, [...(chunks.get(source) ?? []), name]);
      }
    }
    expect(chunks.get('.././src/flow/logs.ts'), 'is the map read right?').toHaveLength(1);
    // The gate and `--junit` share the pass rates: under webpack's 20 kB floor for a chunk of its own, they are in
    // both (1 kB). The gate and `schedules` share the YAML file reader (10 kB), so they load one chunk
    // (src/dispatch.ts); the command line's action commands and `runs logs` load the action's flows as one group
    // (src/cli/main.ts), so the log follower is there once.
    expect(chunks.get('.././src/flow/yaml-file.ts')).toHaveLength(1);
    expect(chunks.get('.././src/commands/gate.ts')).toEqual(chunks.get('.././src/commands/schedules.ts'));
    const twice = [...chunks].filter(([, names]) => names.length > 1).map(([source]) => source);
    expect(twice).toEqual(['.././src/render/gate-rates.ts']);
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
