/**
 * The command line in this process (src/cli/main.ts `cli(argv, io)`), as the unit tests of test/cli/ run it: what it
 * writes to stdout and stderr kept (unless the test gives its own writers), no stdin but what a test gives, not a
 * terminal, and no config file (HOME and XDG_CONFIG_HOME point nowhere) unless the test's environment says otherwise.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { cli, type Io, type OpenGitHub } from '../../src/cli/main.ts';

/**
 * Runs `start` with `folder` there when the command checks the files it will write, and gone once `sent()` holds (the
 * command's first request): what only the write at its end can find (a folder removed meanwhile, a full disk).
 */
export async function folderRemovedOnceSent<T>(
  folder: string,
  sent: () => boolean,
  start: () => Promise<T>,
): Promise<T> {
  mkdirSync(folder, { recursive: true });
  const running = start();
  while (!sent()) await new Promise((resolve) => setTimeout(resolve, 2));
  rmSync(folder, { recursive: true });
  return running;
}

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `cloud-agent <argv>` with `env` (the key and the service's URL, say) over a home without a config file; GitHub,
 * for `review`, opened by `openGitHub` when given.
 */
export async function runInProcess(
  argv: string[],
  env: Record<string, string>,
  io: Partial<Omit<Io, 'env'>> = {},
  openGitHub?: OpenGitHub,
): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const code = await cli(
    argv,
    {
      stdin: () => '',
      isTTY: false,
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
      ...io,
      env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent', ...env },
    },
    openGitHub,
  );
  return { code, stdout, stderr };
}
