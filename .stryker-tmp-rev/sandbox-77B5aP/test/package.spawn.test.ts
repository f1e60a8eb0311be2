/**
 * The package as npm packs it (`npm pack`, and `npm install -g github:…` of a branch, which packs the clone first):
 * what the command line and the action read at run time and what their licences ask to ship with them, and nothing
 * else. The bundle in dist/ carries every package it uses (ncc), so the package has no `dependencies`: a global
 * install adds the bundle and nothing more. (A release tag holds a package.json of its own: test/release.spawn.test.ts.)
 *
 * Bounds, from the committed dist/ (0.85 MB packed, 3.6 MB unpacked in 55 files when they were set, with the
 * command line's own bundle beside the action's): at most 1.5 MiB packed, 6 MiB unpacked and 100 files. None for
 * test/, the sources or the source maps.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { VERSION } from '../src/version.ts';
import { bundledPackages, DIST, mappedScripts, mappedSources, packagePaths } from './helpers/bundle.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const MIB = 1024 * 1024;
const MAX_PACKED_BYTES = 1.5 * MIB;
const MAX_UNPACKED_BYTES = 6 * MIB;
const MAX_FILES = 100;

/** The files at the package's root besides dist/ and schemas/: the manifest, and what a reader and the licence need. */
const ROOT_FILES = ['package.json', 'action.yml', 'README.md', 'LICENSE', 'CHANGELOG.md'];

interface Packed {
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string }[];
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  private?: boolean;
  bin: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Where the package is packed and installed. */
const dir = mkdtempSync(join(tmpdir(), 'cloud-agent-package-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let packing: (Packed & { filename: string }) | undefined;
/**
 * `npm pack --json` into `dir`, once for the file (npm takes most of a second of processor time): what the package
 * holds, as `npm pack --dry-run --json` lists it, and the name of the tarball written.
 */
function pack(): Packed & { filename: string } {
  packing ??= (
    JSON.parse(
      execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as (Packed & { filename: string })[]
  )[0]!;
  return packing;
}

/** Every file under dist/ on disk, as a path from the root. */
function distFiles(): string[] {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

describe('the package npm packs', () => {
  let packed: Packed;
  let paths: string[];
  beforeAll(() => {
    packed = pack();
    paths = packed.files.map((f) => f.path).sort();
  });

  it('holds dist/ without its source maps, action.yml, the schemas, and the files a reader and the licence need', () => {
    expect(paths.filter((p) => !p.startsWith('dist/'))).toEqual(
      [
        ...ROOT_FILES,
        // One schema a command's --json (test/cli/schemas.test.ts holds them to the commands).
        ...readdirSync(new URL('../schemas/cli/', import.meta.url)).map((name) => `schemas/cli/${name}`),
        'schemas/cloud-agent-benchmarks.schema.json',
        'schemas/cloud-agents.schema.json',
        'schemas/results/review.schema.json',
        'schemas/results/triage.schema.json',
        'schemas/results/verdict.schema.json',
      ].sort(),
    );
    const dist = distFiles().filter((p) => !p.endsWith('.map'));
    expect(paths.filter((p) => p.startsWith('dist/'))).toEqual(dist.sort());
    // What each entry starts from: the action's (action.yml's main and post), the command line's (the bin, on the
    // same entry), the loader's module type, and the licences of what the bundle holds.
    for (const file of ['dist/index.js', 'dist/cli.js', 'dist/package.json', 'dist/licenses.txt'])
      expect(paths, file).toContain(file);
    expect(Object.values(manifest.bin)).toEqual(['dist/cli.js']);
  });

  it('holds no tests, sources, scripts, docs, examples or source maps', () => {
    const outside = paths.filter((p) =>
      /^(test|src|scripts|docs|examples|openapi|shims|node_modules|\.github|\.ci)\/|\.map$|\.ts$/.test(p),
    );
    expect(outside).toEqual([]);
  });

  it(`is at most ${MAX_PACKED_BYTES / MIB} MiB packed, ${MAX_UNPACKED_BYTES / MIB} MiB unpacked, ${MAX_FILES} files`, () => {
    const figures = `${packed.size} bytes packed, ${packed.unpackedSize} unpacked, ${packed.entryCount} files`;
    expect(packed.size, figures).toBeLessThanOrEqual(MAX_PACKED_BYTES);
    expect(packed.unpackedSize, figures).toBeLessThanOrEqual(MAX_UNPACKED_BYTES);
    expect(packed.entryCount, figures).toBeLessThanOrEqual(MAX_FILES);
  });

  it("names in dist/licenses.txt every package the bundle holds, the command line's too", () => {
    const held = [...packagePaths(mappedSources(DIST, mappedScripts(DIST))).keys()];
    expect(held).toEqual(expect.arrayContaining(['undici', 'yaml', '@octokit/core', '@actions/core']));
    const lines = new Set(readFileSync(join(DIST, 'licenses.txt'), 'utf8').split('\n'));
    expect(held.filter((name) => !lines.has(name))).toEqual([]);
  });

  it('is private (never published) and has no dependencies to install: the bundles carry them', () => {
    expect(manifest.private).toBe(true);
    expect(manifest.dependencies).toBeUndefined();
    // Every package the bundles hold that package.json names is a dev dependency, there to be bundled.
    const named = [...bundledPackages().keys()].filter((name) => name in manifest.devDependencies);
    expect(named).toEqual(expect.arrayContaining(['undici', '@actions/core', '@octokit/core', 'yaml']));
  });

  it("puts the bundled packages in Dependabot's runtime group (an update of one changes dist/)", () => {
    const config = parse(readFileSync(join(ROOT, '.github/dependabot.yml'), 'utf8')) as {
      updates: { 'package-ecosystem': string; groups: Record<string, { patterns?: string[] }> }[];
    };
    const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm')!;
    const bundled = [...bundledPackages().keys()].filter((name) => name in manifest.devDependencies);
    expect([...npm.groups.runtime!.patterns!].sort()).toEqual(bundled.sort());
    // The runtime group comes first: Dependabot puts a package in the first group that matches it.
    expect(Object.keys(npm.groups)[0]).toBe('runtime');
  });
});

describe('a global install of the packed package', () => {
  it('installs the command line alone, offline, and it runs', () => {
    const tarball = pack();
    const prefix = join(dir, 'prefix');
    // Offline: with no dependencies there is nothing to fetch, so a registry is never asked.
    execFileSync(
      'npm',
      [
        'install',
        '--global',
        '--prefix',
        prefix,
        '--offline',
        '--no-audit',
        '--no-fund',
        join(dir, tarball.filename),
      ],
      { cwd: dir, stdio: 'pipe' },
    );
    const installed = join(prefix, 'lib', 'node_modules', 'cloud-agent-action');
    expect(existsSync(join(installed, 'node_modules')), 'packages installed beside the bundles').toBe(false);
    // Through the bin link npm made and its `#!/usr/bin/env node` line, as a shell runs it: on the Node that
    // CLI_NODE names when it is set (the CI's job for each supported Node), else the first on the PATH.
    const cliNode = process.env.CLI_NODE;
    const path = cliNode ? `${dirname(cliNode)}${delimiter}${process.env.PATH}` : process.env.PATH;
    const run = (args: string[]) =>
      execFileSync(join(prefix, 'bin', 'cloud-agent'), args, {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: path, HOME: dir, XDG_CONFIG_HOME: join(dir, 'config') },
      });
    expect(run(['--version'])).toBe(`${VERSION}\n`);
    expect(run(['--help'])).toContain('Usage: cloud-agent <command> [flags]');
  });
});
