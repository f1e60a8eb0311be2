/**
 * Files a commit points at: an input's path or an entry of a file of the repository (a schedule's prompt-file).
 * A commit controls what such a path names, links included, and a symbolic link is one line of text in a diff: a
 * link to /proc/self/environ would send the step's own secrets to the service as a prompt. So a path is resolved
 * with its links and read only when it lands inside the workspace, outside `.git` (the checkout's settings, its
 * credentials among them), and is a regular file of at most 1 MiB. Paths a user types on their own machine (the
 * command line's --prompt-file) are theirs and are read as given, not through this.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { OutcomeError } from '../shared/outcome.ts';

/** The largest file read: a prompt or a schedules file is text a person writes. */
export const MAX_REPOSITORY_FILE_BYTES = 1024 * 1024;

export type RepositoryFileProblem = 'missing' | 'outside' | 'git' | 'not a file' | 'too large' | 'unreadable';

/**
 * Why a path of the repository was not read (a path given is wrong: a `usage` outcome); the message names the path,
 * the caller names the entry.
 */
export class RepositoryFileError extends OutcomeError {
  readonly problem: RepositoryFileProblem;
  constructor(problem: RepositoryFileProblem, message: string) {
    super(message, 'usage');
    this.problem = problem;
  }
}

/** `path` relative to `base`, or undefined when it is not inside `base`. */
function within(base: string, path: string): string | undefined {
  const inside = relative(base, path);
  return inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside) ? undefined : inside;
}

const code = (err: unknown) => (err as NodeJS.ErrnoException).code ?? String(err);

/**
 * The text of `path` (from the workspace's root `root`), or a RepositoryFileError saying why it is not read:
 * missing, leading outside the workspace (through a link or otherwise), inside `.git`, not a regular file (a
 * directory, a named pipe), larger than 1 MiB, or unreadable.
 */
export function readRepositoryFile(root: string, path: string): string {
  const shown = JSON.stringify(path);
  let base: string;
  let real: string;
  try {
    base = realpathSync(root);
  } catch (err) {
    throw new RepositoryFileError(
      'missing',
      `${shown} cannot be read: the workspace ${root} is missing (${code(err)})`,
    );
  }
  try {
    real = realpathSync(resolve(base, path));
  } catch (err) {
    const why = code(err);
    if (why === 'ENOENT' || why === 'ENOTDIR')
      throw new RepositoryFileError('missing', `${shown} does not exist`);
    if (why === 'ELOOP') throw new RepositoryFileError('unreadable', `${shown} is a loop of symbolic links`);
    throw new RepositoryFileError('unreadable', `${shown} cannot be read (${why})`);
  }
  const inside = within(base, real);
  if (inside === undefined) {
    const how = within(base, resolve(base, path)) === undefined ? '' : ', through a symbolic link';
    throw new RepositoryFileError(
      'outside',
      `${shown} leads outside the workspace (to ${real}${how}): only files of the repository are read`,
    );
  }
  // Case-insensitively: `.GIT/config` is `.git/config` where the file system ignores case (macOS, Windows).
  if (inside.split(sep).some((segment) => segment.toLowerCase() === '.git')) {
    throw new RepositoryFileError(
      'git',
      `${shown} is inside .git, which holds the checkout's settings and credentials, not the repository's files`,
    );
  }
  return readRegularFile(real, shown);
}

/**
 * Reads `real` (a path whose links are resolved) through one descriptor, the file checked being the file read:
 * opened without following a link (one put in its place since is refused) and without waiting (a named pipe
 * would wait for a writer), then read only when it is a regular file of at most 1 MiB. `read` reads the open file
 * (a test's stands for a file system that fails).
 */
export function readRegularFile(
  real: string,
  shown: string,
  read: (fd: number) => string = (fd) => readFileSync(fd, 'utf8'),
): string {
  let fd: number;
  try {
    fd = openSync(real, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    throw new RepositoryFileError('unreadable', `${shown} cannot be read (${code(err)})`);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) {
      const what = stats.isDirectory()
        ? 'a directory, not a file'
        : 'not a regular file (a named pipe or a device)';
      throw new RepositoryFileError('not a file', `${shown} is ${what}`);
    }
    if (stats.size > MAX_REPOSITORY_FILE_BYTES) {
      throw new RepositoryFileError(
        'too large',
        `${shown} is ${stats.size} bytes: files are read up to 1 MiB (${MAX_REPOSITORY_FILE_BYTES} bytes)`,
      );
    }
    return read(fd);
  } catch (err) {
    // The file system's errors (EIO, ...) are the path's; anything else is no problem of the file.
    if (err instanceof RepositoryFileError || typeof (err as NodeJS.ErrnoException).code !== 'string')
      throw err;
    throw new RepositoryFileError('unreadable', `${shown} cannot be read (${code(err)})`);
  } finally {
    closeSync(fd);
  }
}
