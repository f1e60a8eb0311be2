/**
 * The process a step runs in: how V8 compiles its HTTP parser, how it is ended on time, how an error reads, which
 * script it was started with.
 */
import { realpathSync } from 'node:fs';
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
