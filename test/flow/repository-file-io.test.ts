/**
 * readRepositoryFile when the file system fails under it (an I/O error while reading): the error names the path,
 * as every other reason does. node:fs is replaced here so that a read can fail on demand.
 */
import type * as FS from 'node:fs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRepositoryFile, RepositoryFileError } from '../../src/flow/repository-file.ts';

const failing = vi.hoisted(() => ({ read: undefined as Error | undefined }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof FS>();
  return {
    ...fs,
    readFileSync: (...args: Parameters<typeof fs.readFileSync>) => {
      if (failing.read) throw failing.read;
      return fs.readFileSync(...args);
    },
  };
});

afterEach(() => {
  failing.read = undefined;
});

describe('readRepositoryFile, a file system that fails', () => {
  it('an I/O error while reading is the path’s error, said so', () => {
    const workspace = mkdtempSync(join(tmpdir(), 'repository-file-io-'));
    try {
      writeFileSync(join(workspace, 'p.md'), 'text');
      expect(readRepositoryFile(workspace, 'p.md')).toBe('text');
      failing.read = Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
      let thrown: unknown;
      try {
        readRepositoryFile(workspace, 'p.md');
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(RepositoryFileError);
      expect(thrown).toMatchObject({ problem: 'unreadable', message: '"p.md" cannot be read (EIO)' });
      // An error that is not the file system's (a bug) goes up as it is.
      const bug = new TypeError('a bug');
      failing.read = bug;
      expect(() => readRepositoryFile(workspace, 'p.md')).toThrow(bug);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});
