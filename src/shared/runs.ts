/**
 * What a run's state and its usage mean, as every room reads them (the flows that follow, settle and budget a run,
 * the reports that show it): pure, on the client's types only, so that render/ needs nothing of the client but its
 * types.
 *
 * A run's usage in credits, as the service reports it in `request_usage`: one sum that every reader of cost uses
 * (the report's Cost, the budget `max-credits` enforces), so the two can never disagree. A tolerant reader:
 * `request_usage` is a bag of values, of which only the credit fields that hold a number are taken.
 */
import type { RunItem } from '../client/index.ts';

/** States after which a run does nothing more until it is followed up. */
export const TERMINAL_STATES: ReadonlySet<string> = new Set(['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED']);
/** States in which a run is still going (BLOCKED waits for input, so it is neither going nor ended). */
export const ACTIVE_STATES: ReadonlySet<string> = new Set(['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS']);
/** States in which a run is still the work in hand: working, or waiting for input (BLOCKED). */
export const GOING_STATES: ReadonlySet<string> = new Set([...ACTIVE_STATES, 'BLOCKED']);

/** The run is still going: working or waiting for input. A run of the same origin in such a state is adopted. */
export function isGoing(state: string): boolean {
  return GOING_STATES.has(state);
}

/**
 * A comment's request goes to this run rather than to new work: it is still going, or it ended with a conversation
 * to continue from. A run that ended before it ever started (cancelled while queued, or failed or errored there: its
 * environment could not be set up, say; the service says `started_at: null`) has no conversation, whatever
 * `conversation_id` it carries: the agent never worked, and the service refuses to continue it. An absent
 * `started_at` says nothing, and is not read as "never started"; nor is it for a run that succeeded, which has its
 * agent's last word to go on from whatever its `started_at` says.
 */
export function continues(run: Pick<RunItem, 'state' | 'conversation_id' | 'started_at'>): boolean {
  if (isGoing(run.state)) return true;
  const endedUnstarted =
    TERMINAL_STATES.has(run.state) && run.state !== 'SUCCEEDED' && run.started_at === null;
  return Boolean(run.conversation_id) && !endedUnstarted;
}

/** A time of the contract's form (RFC 3339), as ms; NaN for any other text (Date.parse reads "n/a 1" as 2001). */
const RFC3339 = /^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:\d\d(?:\.\d+)?(?:[Zz]|[+-]\d\d:\d\d)$/;
export const timeOf = (value: unknown): number =>
  typeof value === 'string' && RFC3339.test(value) ? Date.parse(value) : Number.NaN;

/** The run has stopped working: it ended, or it waits for input. */
export function hasStopped(state: string): boolean {
  return TERMINAL_STATES.has(state) || state === 'BLOCKED';
}

/**
 * The credit fields are the usage's top-level `*_cost` numbers (inference, compute, platform, and any the service
 * adds). The `*_cost_usd` fields are an estimate in dollars of the same credits, and the per-category maps are in
 * dollars or cents: none of them is counted.
 */
const CREDIT_FIELD = /^[a-z][a-z0-9_]*_cost$/;

/**
 * The credits a run has used so far: the sum of the credit fields of its `request_usage`; undefined when the run
 * reports no usage, or no credit field that holds a finite number of 0 or more (a negative cost is not read).
 */
export function creditsOf(run: Pick<RunItem, 'request_usage'>): number | undefined {
  const usage = run.request_usage as Record<string, unknown> | null | undefined;
  if (usage === null || typeof usage !== 'object' || Array.isArray(usage)) return undefined;
  let sum: number | undefined;
  for (const [field, value] of Object.entries(usage)) {
    if (!CREDIT_FIELD.test(field) || typeof value !== 'number' || !Number.isFinite(value) || value < 0)
      continue;
    sum = (sum ?? 0) + value;
  }
  return sum;
}
