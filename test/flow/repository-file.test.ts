/**
 * Files a commit points at are read only inside the workspace: links resolved, `.git` refused, regular files of at
 * most 1 MiB. Each case is a real file system: links, a named pipe, a directory, a file one byte too large.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_REPOSITORY_FILE_BYTES,
  readRepositoryFile,
  readSameFile,
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

  it.runIf(process.platform !== 'win32')('refuses a named pipe without waiting for a writer', () => {
    execFileSync('mkfifo', [join(workspace, 'prompts/pipe.md')]);
    expect(read('prompts/pipe.md')).toEqual({
      problem: 'not a file',
      message: '"prompts/pipe.md" is a named pipe, not a file',
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
    expect(read('x.md', join(top, 'none'))).toEqual({
      problem: 'missing',
      message: `"x.md" cannot be read: the workspace ${join(top, 'none')} is missing (ENOENT)`,
    });
  });
});

describe('readSameFile: the file read is the file checked', () => {
  const attempt = (path: string, checked: Stats) => {
    try {
      return readSameFile(path, checked, '"p.md"');
    } catch (err) {
      if (!(err instanceof RepositoryFileError)) throw err;
      return { problem: err.problem, message: err.message };
    }
  };

  it('reads the file it was given the checked state of', () => {
    const path = join(workspace, 'prompts/triage.md');
    expect(attempt(path, statSync(path))).toBe('Triage the issues.\n');
  });

  it('refuses another file put in its place since it was checked', () => {
    const path = join(workspace, 'prompts/triage.md');
    const checked = statSync(path);
    // Made while the checked one still exists, so it is another file (another inode), then moved over it.
    writeFileSync(join(workspace, 'other.md'), 'Something else.\n');
    renameSync(join(workspace, 'other.md'), path);
    expect(attempt(path, checked)).toEqual({
      problem: 'unreadable',
      message: '"p.md" changed while it was read',
    });
  });

  it('reads no more than 1 MiB of a file that grew since it was checked', () => {
    const path = join(workspace, 'grown.md');
    writeFileSync(path, 'x');
    const checked = statSync(path);
    writeFileSync(path, 'x'.repeat(MAX_REPOSITORY_FILE_BYTES + 10));
    expect(attempt(path, checked)).toEqual({
      problem: 'too large',
      message: '"p.md" is more than 1 MiB: files are read up to 1 MiB (1048576 bytes)',
    });
  });

  it('a path that cannot be opened any more', () => {
    const path = join(workspace, 'prompts/triage.md');
    const checked = statSync(path);
    rmSync(path);
    expect(attempt(path, checked)).toEqual({
      problem: 'unreadable',
      message: '"p.md" cannot be read (ENOENT)',
    });
  });

  it.runIf(process.platform !== 'win32')('never follows a link, even one put in its place', () => {
    const path = join(workspace, 'prompts/triage.md');
    const checked = statSync(path);
    rmSync(path);
    symlinkSync(join(outside, 'secret.txt'), path);
    expect(attempt(path, checked)).toEqual({
      problem: 'unreadable',
      message: '"p.md" cannot be read (ELOOP)',
    });
  });
});
