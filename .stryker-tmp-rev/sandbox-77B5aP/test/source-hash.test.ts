/**
 * What the end-to-end tests compare before they run the bundle (scripts/source-hash.ts): the hash of src/, schemas/,
 * the lockfile, tsconfig.json and the build's scripts changes with any of them and with nothing else.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash } from '../scripts/source-hash.ts';

let dir: string;

function tree(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'source-hash-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const base = {
  'src/index.ts': 'run();\n',
  'src/flow/a.ts': 'export const a = 1;\n',
  'schemas/x.schema.json': '{}\n',
  'package-lock.json': '{}\n',
  'tsconfig.json': '{}\n',
  'scripts/bundle.ts': 'build();\n',
  'scripts/tidy.ts': 'tidy();\n',
};

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('sourceHash', () => {
  it('changes with a source, a new source, a schema, the lockfile, tsconfig.json or the build; not with other files', () => {
    const root = tree(base);
    const before = sourceHash(root);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect(sourceHash(root)).toBe(before);

    writeFileSync(join(root, 'README.md'), 'docs\n');
    mkdirSync(join(root, 'test'));
    writeFileSync(join(root, 'test/a.test.ts'), 'test\n');
    writeFileSync(join(root, 'scripts/release.ts'), 'release();\n');
    expect(sourceHash(root)).toBe(before);

    const changes: [string, string][] = [
      ['src/flow/a.ts', 'export const a = 2;\n'],
      ['src/flow/b.ts', 'export const b = 1;\n'],
      ['schemas/x.schema.json', '{"type":"object"}\n'],
      ['package-lock.json', '{"lockfileVersion":3}\n'],
      ['tsconfig.json', '{"strict":true}\n'],
      ['scripts/bundle.ts', 'build(2);\n'],
      ['scripts/tidy.ts', 'tidy(2);\n'],
    ];
    const seen = new Set([before]);
    for (const [path, content] of changes) {
      writeFileSync(join(root, path), content);
      const now = sourceHash(root);
      expect(seen.has(now), path).toBe(false);
      seen.add(now);
    }
  });

  it('tells a file moved from its content: the path is part of what is hashed', () => {
    const one = sourceHash(tree({ ...base, 'src/x.ts': 'x' }));
    rmSync(dir, { recursive: true, force: true });
    expect(sourceHash(tree({ ...base, 'src/y.ts': 'x' }))).not.toBe(one);
  });
});
