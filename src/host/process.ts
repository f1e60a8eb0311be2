/**
 * The process a step runs in: how V8 compiles its HTTP parser, how it is ended on time, how an error reads, which
 * script it was started with.
 */
import { realpathSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

/**
 * The V8 flag that keeps WebAssembly on V8's baseline compiler (Liftoff) for the life of the process: how many
 * units of work a function may run before V8 compiles it again with its optimizing compiler, set past what any
 * process reaches (V8's default is some millions; the flag is a 32-bit count).
 *
 * undici parses HTTP with llhttp, compiled to WebAssembly. V8 compiles the module with Liftoff as undici loads, then,
 * once the parser has read a few answers, compiles its main function again with the optimizing compiler: one large
 * function, compiled on a background thread whatever the process does next. In a step that follows a run to its
 * end (`npm run bench -- startup`, Node 24 on 2 cores), that was about 70 ms of processor time of some 480 and 16 MB
 * of its peak memory; a step parses at most a few thousand small answers, which the baseline code reads in
 * microseconds each. V8 still compiles with the optimizing compiler any function Liftoff cannot compile.
 */
export const WASM_BASELINE_FLAG = '--wasm-tiering-budget=2000000000';

/**
 * Sets WASM_BASELINE_FLAG (through `setFlags`, V8's by default). Called once at the bundle's entry, before any chunk
 * that holds undici loads, so that the budget holds from the module's compilation on (the bench puts V8's own budget
 * back at that same point to measure what this saves). At the entry, no path that loads undici can come before it;
 * the price is `node:v8`, which a process that never talks HTTP (`--help`, a post step with nothing to do) loads for
 * nothing: a few milliseconds of processor time.
 */
export function keepWasmAtBaseline(setFlags: (flags: string) => void = setFlagsFromString): void {
  setFlags(WASM_BASELINE_FLAG);
}

/** Where a process writes what it prints: its stdout and stderr. */
export type Outlet = Pick<Writable, 'write' | 'writableLength'>;

/**
 * Resolves once what was written to `outlet` before the call has been taken by the system, or could not be (its
 * reader closed it): at once when nothing waits (a file and a terminal take each write as it is made).
 * A pipe takes what its buffer has room for; Node holds the rest until the reader reads (`| less`, `| jq` on a
 * loaded machine), and process.exit() drops what it holds: the end of a --json document, the last lines of a log.
 */
export function flushed(outlet: Outlet): Promise<void> {
  if (outlet.writableLength === 0) return Promise.resolve();
  // Writes are taken in order: the callback of an empty one comes once all before it were taken, or failed (then
  // with an error, as it does on an outlet already destroyed).
  return new Promise((resolve) => outlet.write('', () => resolve()));
}

/**
 * Keeps the process at its work when the reader of `outlet` leaves (`| head`): Node's next write then fails with
 * EPIPE, an 'error' that, unheard, ends the process with a stack trace in the middle of what it was doing (a run it
 * follows left uncancelled and unsettled). What is printed after that goes nowhere, as a pipe without a reader takes
 * nothing, and `left` is told. Node's stdout and stderr stay open after it, so each later write fails the same way:
 * `left` is told once. Any other error of the outlet ends the process as before.
 */
export function outliveReader(outlet: Pick<Writable, 'on'>, left: () => void = () => {}): void {
  let told = false;
  outlet.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    if (told) return;
    told = true;
    left();
  });
}

/**
 * Exits the process after `ms` unless it ended by itself before (the timer does not keep it alive): what comes
 * before the exit, then the exit once stdout and stderr have been taken (flushed), so that an exit never cuts short
 * what the process printed. A reader that takes nothing keeps the process waiting, as any command piped into it.
 */
export function exitAfter(
  ms: number,
  beforeExit: () => void,
  outlets: readonly Outlet[] = [process.stdout, process.stderr],
): void {
  setTimeout(() => {
    beforeExit();
    void Promise.all(outlets.map(flushed)).then(() => process.exit());
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
