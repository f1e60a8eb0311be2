/**
 * The checks of a flag's value that can be made here, before any request: each wrong value is a UsageError (exit 2)
 * that names the flag and says what it takes. The values a closed list of the contract allows are taken from the
 * generated schema (src/client/schema.ts) by type: a list that misses or adds a value does not compile.
 */
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './usage.ts';

/** The named members of a union the contract leaves open (`'A' | 'B' | (string & {})`): `'A' | 'B'`. */
export type Known<T> = T extends string ? (string extends T ? never : T) : never;

/**
 * Every value of one of the contract's closed lists, in the contract's order: `valuesOf<RunState>()('QUEUED', ...)`.
 * A value left out or one the contract does not have does not compile, so the list is the schema's, not a copy
 * that can drift from it.
 */
export function valuesOf<T>() {
  return <const L extends readonly Known<T>[]>(
    ...values: L &
      ([Exclude<Known<T>, L[number]>] extends [never] ? unknown : { missing: Exclude<Known<T>, L[number]> })
  ): Known<T>[] => [...values];
}

/** `a`, `a or b`, `a, b or c`. */
export function orList(values: readonly string[]): string {
  return values.length < 2 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** One of `allowed`, whatever its case (`failed` is FAILED), written as the contract writes it. */
export function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
  if (found === undefined) {
    throw new UsageError(`--${flag} must be ${orList(allowed)}, got "${value}"`, `--${flag}`);
  }
  return found;
}

/** A whole number from `min` to `max` (a page's limit, say). */
export function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new UsageError(
      `--${flag} must be a whole number from ${min} to ${max}, got "${value}"`,
      `--${flag}`,
    );
  }
  return n;
}

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 date and time (`2026-11-27T06:00:00Z`; without an offset, the local time), written back in UTC as
 * the service's RFC 3339 wants it. A date alone, a number, a word ("yesterday") or a day the calendar lacks
 * (February 30) is refused rather than guessed.
 */
export function isoTime(flag: string, value: string): string {
  const parts = ISO_TIME.exec(value);
  const at = Date.parse(value);
  // A day the month lacks (February 30, day 0) rolls into another month: Date would read it as that other day.
  const month =
    parts && new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))).getUTCMonth();
  if (!parts || month !== Number(parts[2]) - 1 || Number.isNaN(at)) {
    throw new UsageError(
      `--${flag} takes an ISO 8601 date and time such as 2026-11-27T06:00:00Z, got "${value}"`,
      `--${flag}`,
    );
  }
  return new Date(at).toISOString();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID (an artifact's id): anything else would only be refused by the service. */
export function uuid(argument: string, value: string): string {
  if (!UUID.test(value)) {
    throw new UsageError(
      `<${argument}> must be a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6, got "${value}"`,
      `<${argument}>`,
    );
  }
  return value;
}

/** A file to write: not a folder, in a folder that exists (checked before the request that fetches its content). */
export function outputFile(flag: string, path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  const isFolder = (p: string) => {
    try {
      return statSync(p).isDirectory();
    } catch {
      return false;
    }
  };
  if (isFolder(path)) {
    throw new UsageError(`--${flag} ${path} is a folder; give the name of a file to write`, `--${flag}`);
  }
  const folder = dirname(resolve(path));
  if (!isFolder(folder)) {
    throw new UsageError(`--${flag} ${path}: the folder ${folder} does not exist`, `--${flag}`);
  }
  return path;
}
