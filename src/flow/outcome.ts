/**
 * How a command ended, as every host acts on it: the action fails its step (or not), the command line picks its exit
 * code (README, "Exit codes"). Errors that end a command say which outcome they are by type and field, never by the
 * words of their message.
 */
export type Outcome =
  /** The command did its work. */
  | 'ok'
  /** The run ended FAILED, ERROR or CANCELLED (and fail-on-run-failure holds). */
  | 'run-failed'
  /** The gate's verdict is failure. */
  | 'gate-failed'
  /** The run's result does not match its schema (`output-schema`), repair follow-ups included. */
  | 'schema-invalid'
  /** An input, flag or argument is wrong; nothing was sent. */
  | 'usage'
  /** The service (or GitHub) answered with an error, or could not be reached or followed. */
  | 'service'
  /** The run did not end within its time limit. */
  | 'timeout'
  /** A signal stopped the command. */
  | 'interrupted'
  /** Anything else: a fault of this tool. */
  | 'error';

/** An error that carries the outcome it ends a command with. */
export class OutcomeError extends Error {
  readonly outcome: Outcome;
  constructor(message: string, outcome: Outcome) {
    super(message);
    this.outcome = outcome;
  }
}
