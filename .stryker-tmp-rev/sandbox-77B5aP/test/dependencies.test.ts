/**
 * Dependencies through their public APIs only: no import of a package's internal path (only the package itself or
 * a subpath its `exports` declares), no assignment onto a prototype, no `overrides` shim, and `npm ls --all` clean.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

/** Every bare specifier (a package, not a relative path or a `node:` builtin) imported by `text`. */
export function bareImports(text: string): string[] {
  const found: string[] = [];
  const statements =
    /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const match of text.matchAll(statements)) {
    const specifier = (match[1] ?? match[2] ?? match[3])!;
    if (!specifier.startsWith('.') && !specifier.startsWith('node:')) found.push(specifier);
  }
  return found;
}

/** The package a specifier names and the subpath within it (`undici/lib/x.js` → `undici`, `./lib/x.js`). */
export function splitSpecifier(specifier: string): { name: string; subpath: string } {
  const parts = specifier.split('/');
  const count = specifier.startsWith('@') ? 2 : 1;
  const rest = parts.slice(count).join('/');
  return { name: parts.slice(0, count).join('/'), subpath: rest ? `./${rest}` : '.' };
}

/** Whether a package's `exports` declares `subpath` (exactly, or through a `./x/*` pattern). */
function declares(exports: unknown, subpath: string): boolean {
  if (subpath === '.') return true;
  if (!exports || typeof exports !== 'object' || Array.isArray(exports)) return false;
  return Object.keys(exports).some((key) =>
    key.includes('*') ? subpath.startsWith(key.slice(0, key.indexOf('*'))) : key === subpath,
  );
}

/**
 * Entry points a package without an `exports` map documents besides its main one: ajv's class for JSON Schema
 * draft 2020-12 (https://ajv.js.org/json-schema.html#draft-2020-12), the draft of schemas/cloud-agents.schema.json;
 * Bottleneck's light build, a file built for use on its own (its header says so) and the Bottleneck octokit's
 * throttling plugin documents as its default (its README, `options.Bottleneck`), whose groups src/github/octokit.ts
 * gives the plugin.
 */
const DOCUMENTED: Record<string, string[]> = { ajv: ['./dist/2020.js'], bottleneck: ['./light.js'] };

describe('dependencies through their public APIs', () => {
  const files = sources(join(ROOT, 'src'));

  it('src imports each package by its name or a subpath the package exports', () => {
    const inside: string[] = [];
    for (const file of files) {
      for (const specifier of bareImports(readFileSync(file, 'utf8'))) {
        const { name, subpath } = splitSpecifier(specifier);
        const manifest = JSON.parse(
          readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
        ) as {
          exports?: unknown;
        };
        const documented = manifest.exports === undefined && DOCUMENTED[name]?.includes(subpath);
        if (!declares(manifest.exports, subpath) && !documented)
          inside.push(`${relative(ROOT, file)}: ${specifier}`);
      }
    }
    expect(inside).toEqual([]);
  });

  it('src assigns onto no prototype', () => {
    const patched = files.filter((file) =>
      /\.prototype(\.[A-Za-z_$]+)?\s*=[^=]|Object\.assign\(\s*[A-Za-z_$.]+\.prototype|setPrototypeOf\(/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(patched.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('package.json has no overrides, and `npm ls --all` finds nothing extraneous, invalid or missing', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { overrides?: unknown };
    expect(manifest.overrides).toBeUndefined();
    expect(() => execFileSync('npm', ['ls', '--all'], { cwd: ROOT, stdio: 'pipe' })).not.toThrow();
  });

  it('the checks themselves: specifiers split and exports matched', () => {
    expect(
      bareImports(`import a from 'undici/lib/x.js';\nimport { b } from "./b.ts";\nimport c from 'node:fs';`),
    ).toEqual(['undici/lib/x.js']);
    expect(splitSpecifier('undici/lib/x.js')).toEqual({ name: 'undici', subpath: './lib/x.js' });
    expect(splitSpecifier('@octokit/core')).toEqual({ name: '@octokit/core', subpath: '.' });
    expect(splitSpecifier('@scope/pkg/sub')).toEqual({ name: '@scope/pkg', subpath: './sub' });
    expect(declares({ '.': {}, './light': {} }, './light')).toBe(true);
    expect(declares({ '.': {}, './x/*': {} }, './x/y.js')).toBe(true);
    expect(declares({ '.': {} }, './lib/x.js')).toBe(false);
    expect(declares(undefined, './lib/x.js')).toBe(false);
  });
});
