/**
 * Files a commit points at are read only inside the workspace: links resolved, `.git` refused, regular files of at
 * most 1 MiB. Each case is a real file system: links, a named pipe, a directory, a file one byte too large.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_REPOSITORY_FILE_BYTES,
  readRegularFile,
  readRepositoryFile,
  RepositoryFileError,
} from '../../src/flow/repository-file.ts';

let top: string;
let workspace: string;
let outside: string;

beforeEach(() => {
  top = mkdtempSync(join(tmpdir(), 'repository-file-'));
  workspace = join(top, 'workspace');
  outside = join(top, 'outside');
  mkdirSync(join(workspace, 'prompts'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(workspace, 'prompts/triage.md'), 'Triage the issues.\n');
  writeFileSync(join(outside, 'secret.txt'), 'API_KEY=s3cret\n');
});
afterEach(() => {
  rmSync(top, { recursive: true, force: true });
});

/** What readRepositoryFile makes of `path`: the text, or the problem and the message. */
function read(path: string, root = workspace): string | { problem: string; message: string } {
  try {
    return readRepositoryFile(root, path);
  } catch (err) {
    if (!(err instanceof RepositoryFileError)) throw err;
    return { problem: err.problem, message: err.message };
  }
}

describe('readRepositoryFile', () => {
  it('reads a file of the workspace, and a link inside it to another file inside', () => {
    expect(read('prompts/triage.md')).toBe('Triage the issues.\n');
    symlinkSync('triage.md', join(workspace, 'prompts/same.md'));
    symlinkSync(join(workspace, 'prompts'), join(workspace, 'linked'));
    expect(read('prompts/same.md')).toBe('Triage the issues.\n');
    expect(read('linked/triage.md')).toBe('Triage the issues.\n');
  });

  it('reads from a workspace that is itself reached through a link', () => {
    symlinkSync(workspace, join(top, 'alias'));
    expect(read('prompts/triage.md', join(top, 'alias'))).toBe('Triage the issues.\n');
  });

  it('refuses a link to a file outside the workspace, naming where it leads', () => {
    symlinkSync(join(outside, 'secret.txt'), join(workspace, 'prompts/leak.md'));
    expect(read('prompts/leak.md')).toEqual({
      problem: 'outside',
      message: `"prompts/leak.md" leads outside the workspace (to ${join(outside, 'secret.txt')}, through a symbolic link): only files of the repository are read`,
    });
  });

  it.runIf(existsSync('/proc/self/environ'))(
    'refuses a link to /proc/self/environ (the step’s secrets)',
    () => {
      symlinkSync('/proc/self/environ', join(workspace, 'prompts/environ.md'));
      const result = read('prompts/environ.md');
      expect(result).toMatchObject({ problem: 'outside' });
      expect((result as { message: string }).message).toMatch(
        /^"prompts\/environ\.md" leads outside the workspace \(to \/proc\/\d+\/environ, through a symbolic link\)/,
      );
    },
  );

  it('refuses a path through a linked directory that leads out, and one above the root without a link', () => {
    symlinkSync(outside, join(workspace, 'elsewhere'));
    expect(read('elsewhere/secret.txt')).toMatchObject({ problem: 'outside' });
    expect(read('..')).toEqual({
      problem: 'outside',
      message: `".." leads outside the workspace (to ${top}): only files of the repository are read`,
    });
    expect(read('../outside/secret.txt')).toEqual({
      problem: 'outside',
      message: `"../outside/secret.txt" leads outside the workspace (to ${join(outside, 'secret.txt')}): only files of the repository are read`,
    });
  });

  it('refuses a directory, a link to one, and a link to a directory outside', () => {
    expect(read('prompts')).toEqual({
      problem: 'not a file',
      message: '"prompts" is a directory, not a file',
    });
    symlinkSync(join(workspace, 'prompts'), join(workspace, 'dir-link'));
    expect(read('dir-link')).toEqual({
      problem: 'not a file',
      message: '"dir-link" is a directory, not a file',
    });
    symlinkSync(outside, join(workspace, 'out-link'));
    expect(read('out-link')).toMatchObject({ problem: 'outside' });
  });

  it.runIf(process.platform !== 'win32')('refuses a socket', async () => {
    const server = createServer();
    await new Promise<void>((done) => server.listen(join(workspace, 'prompts/socket.md'), done));
    try {
      expect(read('prompts/socket.md')).toEqual({
        problem: 'unreadable',
        message: '"prompts/socket.md" cannot be read (ENXIO)',
      });
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it.runIf(process.platform !== 'win32')('refuses a named pipe without waiting for a writer', () => {
    execFileSync('mkfifo', [join(workspace, 'prompts/pipe.md')]);
    expect(read('prompts/pipe.md')).toEqual({
      problem: 'not a file',
      message: '"prompts/pipe.md" is not a regular file (a named pipe or a device)',
    });
  });

  it('reads 1 MiB, refuses one byte more', () => {
    writeFileSync(join(workspace, 'max.md'), 'x'.repeat(MAX_REPOSITORY_FILE_BYTES));
    writeFileSync(join(workspace, 'big.md'), 'x'.repeat(MAX_REPOSITORY_FILE_BYTES + 1));
    expect((read('max.md') as string).length).toBe(1024 * 1024);
    expect(read('big.md')).toEqual({
      problem: 'too large',
      message: '"big.md" is 1048577 bytes: files are read up to 1 MiB (1048576 bytes)',
    });
  });

  it('refuses what is inside .git (the checkout’s credentials), whatever its case', () => {
    mkdirSync(join(workspace, '.git'));
    writeFileSync(join(workspace, '.git/config'), '[http]\n\textraheader = AUTHORIZATION: basic abc\n');
    symlinkSync('.git/config', join(workspace, 'config.md'));
    const refused = {
      problem: 'git',
      message:
        '"config.md" is inside .git, which holds the checkout\'s settings and credentials, not the repository\'s files',
    };
    expect(read('config.md')).toEqual(refused);
    expect(read('.git/config')).toEqual({
      ...refused,
      message: refused.message.replace('config.md', '.git/config'),
    });
    mkdirSync(join(workspace, '.GIT'));
    writeFileSync(join(workspace, '.GIT/config'), 'x');
    expect(read('.GIT/config')).toMatchObject({ problem: 'git' });
    // A name that merely starts with .git is a file of the repository.
    writeFileSync(join(workspace, '.gitignore'), 'dist/\n');
    expect(read('.gitignore')).toBe('dist/\n');
  });

  it('a missing file, a dangling link, a loop of links and a missing workspace', () => {
    expect(read('prompts/none.md')).toEqual({
      problem: 'missing',
      message: '"prompts/none.md" does not exist',
    });
    expect(read('prompts/triage.md/x')).toEqual({
      problem: 'missing',
      message: '"prompts/triage.md/x" does not exist',
    });
    symlinkSync(join(workspace, 'gone.md'), join(workspace, 'dangling.md'));
    expect(read('dangling.md')).toEqual({ problem: 'missing', message: '"dangling.md" does not exist' });
    symlinkSync('loop-b', join(workspace, 'loop-a'));
    symlinkSync('loop-a', join(workspace, 'loop-b'));
    expect(read('loop-a')).toEqual({
      problem: 'unreadable',
      message: '"loop-a" is a loop of symbolic links',
    });
    expect(read(`${'x'.repeat(300)}.md`)).toEqual({
      problem: 'unreadable',
      message: `"${'x'.repeat(300)}.md" cannot be read (ENAMETOOLONG)`,
    });
    expect(read('x.md', join(top, 'none'))).toEqual({
      problem: 'missing',
      message: `"x.md" cannot be read: the workspace ${join(top, 'none')} is missing (ENOENT)`,
    });
  });
});

describe('readRegularFile: the file checked is the file read', () => {
  const attempt = (path: string) => {
    try {
      return readRegularFile(path, '"p.md"');
    } catch (err) {
      if (!(err instanceof RepositoryFileError)) throw err;
      return { problem: err.problem, message: err.message };
    }
  };

  it('reads a regular file', () => {
    expect(attempt(join(workspace, 'prompts/triage.md'))).toBe('Triage the issues.\n');
  });

  it.runIf(process.platform !== 'win32')(
    'never follows a link, even one put in place of a checked path',
    () => {
      symlinkSync(join(outside, 'secret.txt'), join(workspace, 'swapped.md'));
      expect(attempt(join(workspace, 'swapped.md'))).toEqual({
        problem: 'unreadable',
        message: '"p.md" cannot be read (ELOOP)',
      });
    },
  );

  it('a path that cannot be opened any more', () => {
    expect(attempt(join(workspace, 'gone.md'))).toEqual({
      problem: 'unreadable',
      message: '"p.md" cannot be read (ENOENT)',
    });
  });

  it('an I/O error while reading is the path’s error; an error that is not the file system’s goes up as it is', () => {
    const path = join(workspace, 'prompts/triage.md');
    const eio = Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
    expect(() =>
      readRegularFile(path, '"p.md"', () => {
        throw eio;
      }),
    ).toThrow(new RepositoryFileError('unreadable', '"p.md" cannot be read (EIO)'));
    const bug = new TypeError('a bug');
    expect(() =>
      readRegularFile(path, '"p.md"', () => {
        throw bug;
      }),
    ).toThrow(bug);
  });

  it.runIf(existsSync('/proc/self/fd'))('leaves no descriptor open, whatever it finds', () => {
    const open = () => readdirSync('/proc/self/fd').length;
    writeFileSync(join(workspace, 'big.md'), 'x'.repeat(MAX_REPOSITORY_FILE_BYTES + 1));
    const before = open();
    for (let i = 0; i < 5; i++) {
      attempt(join(workspace, 'prompts/triage.md'));
      attempt(join(workspace, 'prompts'));
      attempt(join(workspace, 'big.md'));
    }
    expect(open()).toBe(before);
  });
});
