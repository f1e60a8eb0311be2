/** The process a step runs in: how it is ended on time, and how an error reads. */

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
