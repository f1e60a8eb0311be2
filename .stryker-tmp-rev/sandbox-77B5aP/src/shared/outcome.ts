/**
 * How a command ended, as every host acts on it: the action fails its step (or not), the command line picks its exit
 * code (docs/cli.md, "Exit codes"). Errors that end a command say which outcome they are by their `outcome` field, never
 * by the words of their message: every error class of src/ is an OutcomeError, and the client's errors (which import
 * nothing of ours) carry the same field. `outcomeOf` is the one rule both hosts read.
 */

import type { CloudAgentError, CronError } from '../client/index.ts';

/** Every way a command ends. */
export const OUTCOMES = [
  /** The command did its work. */
  'ok',
  /** The run ended FAILED, ERROR or CANCELLED (and fail-on-run-failure holds). */
  'run-failed',
  /** The gate's verdict is failure. */
  'gate-failed',
  /** The run's result does not match its schema (`output-schema`), repair follow-ups included. */
  'schema-invalid',
  /** An input, flag or argument is wrong; nothing was sent. */
  'usage',
  /** The service (or GitHub) answered with an error, or could not be reached or followed. */
  'service',
  /** The run did not end within its time limit. */
  'timeout',
  /** A signal stopped the command. */
  'interrupted',
  /** Anything else: a fault of this tool. */
  'error',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** An error that carries the outcome it ends a command with. */
export class OutcomeError extends Error {
  readonly outcome: Outcome;
  constructor(message: string, outcome: Outcome, options?: ErrorOptions) {
    super(message, options);
    this.outcome = outcome;
  }
}

/** How a host names an input inside a sentence (`setting` of its words: \`max-drop-points\`, \`--max-drop-points\`). */
export type NameInput = (input: string) => string;

/**
 * An input is wrong (a `usage` outcome): `input` names it, `reason` says what is wrong, for a host to word. A reason
 * that names other inputs is a function of how the host names them (`reasonIn`); `reason` names them as a workflow
 * does.
 */
export class InputError extends OutcomeError {
  readonly input: string;
  readonly reason: string;
  // Not an own property: two errors of the same input and reason stay equal.
  readonly #worded: (name: NameInput) => string;
  constructor(input: string, message: string | ((name: NameInput) => string)) {
    const worded = typeof message === 'string' ? () => message : message;
    const reason = worded((name) => `\`${name}\``);
    super(`Input "${input}": ${reason}`, 'usage');
    this.input = input;
    this.reason = reason;
    this.#worded = worded;
  }

  /** The reason with the other inputs it names in a host's words. */
  reasonIn(name: NameInput): string {
    return this.#worded(name);
  }
}

/** What the client's errors carry (it imports nothing of ours): the compiler holds each to an outcome of the list. */
export type ClientOutcome = Carried<CloudAgentError['outcome'] | CronError['outcome']>;
type Carried<T extends Outcome> = T;

/** The outcome `error` carries in its `outcome` field, when it carries one. */
function carried(error: unknown): Outcome | undefined {
  const outcome = error instanceof Error ? (error as { outcome?: unknown }).outcome : undefined;
  return OUTCOMES.find((each) => each === outcome);
}

/**
 * The outcome an error ends a command with: its own (`usage` even when a signal came too: nothing was sent), else
 * `interrupted` when the command was stopped, else `error`.
 */
export function outcomeOf(error: unknown, interrupted: boolean): Outcome {
  const own = carried(error);
  if (own === 'usage') return own;
  if (interrupted) return 'interrupted';
  return own ?? 'error';
}
