/** The process a step runs in: how it is ended on time, how an error reads, which script it was started with. */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Exits the process after `ms` unless it ended by itself before (the timer does not keep it alive). */
export function exitAfter(ms: number, beforeExit: () => void): void {
  setTimeout(() => {
    beforeExit();
    process.exit();
  }, ms).unref();
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

/**
 * Whether the module at `moduleUrl` is the script the process was started with (`script`, process.argv[1]), and not a
 * module another imported: `node dist/index.js`, as the runner starts the action, and not dist/cli.js importing it.
 * Both paths are compared once their links are resolved, as Node resolves the module's own.
 */
export function isEntry(moduleUrl: string, script: string | undefined): boolean {
  try {
    // No script (node -e) or one that is gone: realpathSync throws.
    return realpathSync(script ?? '') === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
