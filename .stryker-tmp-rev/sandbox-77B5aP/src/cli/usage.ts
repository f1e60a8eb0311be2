/**
 * A command line as read (src/cli/args.ts reads it), the error of one that is wrong, and the readers of its flags.
 * Apart from args.ts so the commands' own modules (src/cli/inspect/*) can read their flags without importing the
 * parser, which imports them through the table of commands.
 */
import { OutcomeError } from '../shared/outcome.ts';
import type { CommandSpec } from './spec.ts';

/** A flag, an argument or the configuration is wrong; nothing was sent (a `usage` outcome). */
export class UsageError extends OutcomeError {
  /** The flag or argument at fault (`--timeout`, `<run-id>`), when one is. */
  readonly flag: string | undefined;
  constructor(message: string, flag?: string) {
    super(message, 'usage');
    this.flag = flag;
  }
}

/** A flag's value as given: a string, a boolean, or every value of a repeatable flag. */
export type FlagValue = string | boolean | string[];

export interface Parsed {
  kind: 'command';
  spec: CommandSpec;
  /** Flags given, by name; a `--no-x` flag is recorded as x = false. */
  flags: Record<string, FlagValue>;
  positional: string | undefined;
}

/** A string flag's value (the last, for a flag given twice), or undefined. */
export function stringFlag(parsed: Parsed, name: string): string | undefined {
  const value = parsed.flags[name];
  if (typeof value === 'boolean') return undefined;
  return Array.isArray(value) ? value.at(-1) : value;
}

/** A repeatable flag's values (each may hold several, separated by commas). */
export function listFlag(parsed: Parsed, name: string): string[] {
  const value = parsed.flags[name];
  if (value === undefined || typeof value === 'boolean') return [];
  return (Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}
