/**
 * Exactly once: every run the action creates carries metadata naming its origin, and the action looks for a run
 * of the same trigger before creating one (and after a create whose outcome is unknown).
 */
import { createHash } from 'node:crypto';
import {
  ApiError,
  CloudAgentError,
  runMatches,
  type CloudAgentClient,
  type RunItem,
} from '../client/index.ts';
import { isGoing } from '../shared/runs.ts';
import { clip } from '../render/format.ts';
import type { RunEnvironment, Trigger } from './context.ts';

/**
 * The metadata keys of the runs the action makes. The `gh_` prefix is the action's namespace on every host: the
 * command line's runs (from a terminal, GitLab, Jenkins, ...) carry the same keys, so that one filter finds every run
 * of a project (a filter takes at most 5 pairs: reading two namings would double every listing). It says nothing
 * of where the run came from: `gh_repo` is the project, GitHub's or another's.
 */
export const META = {
  /** Hash of everything that makes one trigger: the key runs are looked up by. */
  trigger: 'gh_trigger',
  /** Hash of the thread, for runs that hold a conversation on it (comment triggers). */
  conversation: 'gh_conversation',
  repo: 'gh_repo',
  workflowRun: 'gh_run_id',
  attempt: 'gh_run_attempt',
  job: 'gh_job',
  number: 'gh_number',
  comment: 'gh_comment_id',
  event: 'gh_event',
  source: 'created_by',
  /** `timeout-minutes` and `cancel-on-abort` of the step that made the run: its deadline, for a settle with no comment to read. */
  timeout: 'gh_timeout_minutes',
  cancel: 'gh_cancel',
  /** `max-credits` of the step that made the run: its budget, for a settle with no comment to read. */
  budget: 'gh_max_credits',
  /**
   * `true`: the step that made the run lets go of it (`wait: false`, `detach-after-minutes`), so a settle finishes
   * its report; one without a thread, in the settle's own report.
   */
  detach: 'gh_detach',
} as const;

/** What every run the action makes carries in META.source. */
export const SOURCE = 'cloud-agent-action';

export interface Origin {
  /** The origin's key (in the tracking comment's marker). */
  key: string;
  /** The metadata pair runs of this origin are found by. */
  lookup: Record<string, string>;
  /**
   * The metadata pairs of the runs this attempt of the job makes (the lookup, narrowed to this trigger and attempt):
   * what a create whose answer was lost is looked for by, so a re-run never takes an earlier attempt's run for its own.
   */
  own: Record<string, string>;
  metadata: Record<string, string>;
}

const hash = (parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);

/** The inputs that define a piece of work (the step's command, what the run is given, where it is dispatched). */
export interface WorkInputs {
  command: string;
  run: {
    prompt: string;
    title?: string | undefined;
    skill?: string | undefined;
    environmentId?: string | undefined;
    modelId?: string | undefined;
    basePrompt?: string | undefined;
    mcpServers?: Record<string, unknown> | undefined;
    agentConfig?: Record<string, unknown> | undefined;
    agentIdentity?: string | undefined;
    includeContext: boolean;
    idempotencyKey?: string | undefined;
  };
  dispatch?: { factory: string; ticketRef?: string | undefined; ticketUrl?: string | undefined } | undefined;
  /** Recorded on the run (not part of the work): when a settle may cancel it. */
  timeoutMinutes?: number;
  cancelOnAbort?: boolean;
  maxCredits?: number | undefined;
  /** Recorded on the run: whether the step lets go of it (see META.detach). */
  wait?: boolean;
  detachAfterMinutes?: number | undefined;
}

/** What defines a piece of work, from the inputs: two matrix legs of one step differ in some of it. */
export function workOf(inputs: WorkInputs): string[] {
  const { run, dispatch } = inputs;
  const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));
  // A fixed order, every field in its place even when empty, so that no two inputs can stand for each other.
  return [
    inputs.command,
    run.prompt,
    run.title ?? '',
    run.skill ?? '',
    run.environmentId ?? '',
    run.modelId ?? '',
    run.basePrompt ?? '',
    json(run.mcpServers),
    json(run.agentConfig),
    run.agentIdentity ?? '',
    String(run.includeContext),
    dispatch?.factory ?? '',
    dispatch?.ticketRef ?? '',
    dispatch?.ticketUrl ?? '',
    run.idempotencyKey ?? '',
  ];
}

/**
 * The origin of a run this step would create: the trigger (repository, workflow run, job, step, thread, comment)
 * and the work the inputs define, so two matrix legs with different prompts (or idempotency keys) are two pieces
 * of work. A re-run of the job has the same key (the attempt is recorded but not part of it), so a re-run while
 * the run is active adopts it.
 */
export function originOf(env: RunEnvironment, trigger: Trigger, inputs: WorkInputs): Origin {
  const key = hash([
    env.repository.toLowerCase(),
    env.workflowRunId,
    env.job,
    env.step,
    String(trigger.number ?? ''),
    String(trigger.comment?.id ?? ''),
    hash(workOf(inputs)),
  ]);
  return {
    key,
    lookup: { [META.trigger]: key },
    own: { [META.trigger]: key, [META.attempt]: env.runAttempt },
    metadata: { [META.trigger]: key, ...common(env, trigger, inputs) },
  };
}

/** The key of the conversation on thread `number` of `repository` (see conversationOrigin). */
export function conversationKey(
  repository: string,
  number: number | undefined,
  idempotencyKey?: string,
): string {
  return hash([
    repository.toLowerCase(),
    String(number ?? ''),
    'conversation',
    ...(idempotencyKey !== undefined ? [idempotencyKey] : []),
  ]);
}

/**
 * The origin of a conversation on a thread: every comment-triggered run of one issue or PR shares it, so a second
 * comment finds the thread's run, and two jobs racing find each other. The work's inputs are left out (a prompt
 * may quote the comment, and every comment of the thread must find the same conversation); an idempotency key,
 * when given, keeps matrix legs apart.
 */
export function conversationOrigin(env: RunEnvironment, trigger: Trigger, inputs: WorkInputs): Origin {
  const key = conversationKey(env.repository, trigger.number, inputs.run.idempotencyKey);
  const triggerKey = originOf(env, trigger, inputs).key;
  return {
    key,
    lookup: { [META.conversation]: key },
    own: { [META.conversation]: key, [META.trigger]: triggerKey, [META.attempt]: env.runAttempt },
    metadata: {
      [META.conversation]: key,
      [META.trigger]: triggerKey,
      ...common(env, trigger, inputs),
    },
  };
}

/**
 * The origin of work an event starts on a thread with a plan first (`plan-first`): the event's own work (a re-run
 * adopts its run by its trigger, as any event's), but its run and its tracking comment belong to the thread's
 * conversation, since the plan is approved or revised by a reply on the thread (`<trigger> approve`), and that
 * reply's job finds the thread's run by the conversation's key.
 */
export function planFirstOrigin(env: RunEnvironment, trigger: Trigger, inputs: WorkInputs): Origin {
  const own = originOf(env, trigger, inputs);
  if (trigger.number === undefined) return own;
  const { key } = conversationOrigin(env, trigger, inputs);
  return { ...own, key, metadata: { ...own.metadata, [META.conversation]: key } };
}

function common(env: RunEnvironment, trigger: Trigger, inputs: WorkInputs): Record<string, string> {
  const metadata: Record<string, string> = {
    [META.repo]: clip(env.repository, 256),
    [META.workflowRun]: env.workflowRunId,
    [META.attempt]: env.runAttempt,
    [META.job]: clip(env.job, 256),
    [META.event]: clip(env.eventName, 256),
    [META.source]: SOURCE,
  };
  if (inputs.timeoutMinutes !== undefined) metadata[META.timeout] = String(inputs.timeoutMinutes);
  if (inputs.cancelOnAbort !== undefined) metadata[META.cancel] = String(inputs.cancelOnAbort);
  if (inputs.maxCredits !== undefined) metadata[META.budget] = String(inputs.maxCredits);
  if (inputs.wait === false || inputs.detachAfterMinutes !== undefined) metadata[META.detach] = 'true';
  if (trigger.number !== undefined) metadata[META.number] = String(trigger.number);
  if (trigger.comment) metadata[META.comment] = String(trigger.comment.id);
  return metadata;
}

export interface LookupOptions {
  signal?: AbortSignal;
  createdAfter?: string;
  /** Where a warning goes: the service did not filter, or keeps no run metadata. */
  warn?: (line: string) => void;
  /**
   * The look-up must be able to tell "no run" from "cannot know" (a create whose answer was lost): when the service
   * keeps no run metadata, it throws a MetadataNotKeptError instead of answering "none".
   */
  mustKnow?: boolean;
}

/** The service keeps no metadata on runs, so a run of this origin cannot be told from any other. */
export class MetadataNotKeptError extends CloudAgentError {
  constructor() {
    super(
      "the create request's answer was lost, and the service keeps no metadata on runs, so whether it made a run cannot be told: look at the team's newest runs before running this again, or the work may run twice",
      { operation: 'createRun', outcomeUnknown: true },
    );
  }
}

/** Pages of the team's newest runs scanned when the service cannot filter by metadata. */
export const LOOKUP_SCAN_PAGES = 5;

/** When a run was created, in milliseconds; an unreadable time sorts as the oldest. */
const createdAt = (run: RunItem) => Date.parse(run.created_at) || 0;
/** Newest first; runs created at the same time keep the service's order (a stable sort). */
const newestFirst = (a: RunItem, b: RunItem) => createdAt(b) - createdAt(a);

/** Whether a run carries any metadata at all. */
const hasMetadata = (run: RunItem) =>
  run.metadata !== null && typeof run.metadata === 'object' && Object.keys(run.metadata).length > 0;

/**
 * The newest run whose metadata holds every pair of `filter`, in any state, or undefined. Uses the service's
 * metadata filter as a hint: every run answered is checked here (client.runs checks each against its query), and
 * when the service sent runs the filter rules out (it does not know the parameter) or refused it (403
 * feature_not_available), the team's newest runs are scanned and matched here instead. A run without the metadata
 * is never taken for this origin's.
 */
export async function findRunByMetadata(
  client: CloudAgentClient,
  filter: Record<string, string>,
  options: LookupOptions = {},
): Promise<RunItem | undefined> {
  const after = options.createdAfter ? { created_after: options.createdAfter } : {};
  try {
    const page = await client.runs.listPage(
      { metadata: filter, sort_by: 'created_at', sort_order: 'desc', limit: 5, ...after },
      { signal: options.signal },
    );
    if (page.runs.length > 0) return [...page.runs].sort(newestFirst)[0];
    if (page.unmatched === 0) return undefined;
    // Runs left out: for the metadata one lacks, else for their creation time.
    options.warn?.(
      page.foreign > 0
        ? `the service answered runs that do not carry the metadata asked for (it does not filter by metadata): scanning the newest runs for this one instead`
        : `the service answered runs created before the time asked for, or with no readable creation time (it does not filter by creation time): scanning the newest runs for this one instead`,
    );
  } catch (err) {
    if (!(err instanceof ApiError && err.errorCode === 'feature_not_available')) throw err;
  }
  const since = options.createdAfter ?? new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
  let pages = 0;
  let seen = 0;
  let withMetadata = 0;
  for await (const page of client.runs
    .list(
      { sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since },
      { signal: options.signal },
    )
    .pages()) {
    const hits = page.runs.filter((run) => runMatches({ metadata: filter }, run));
    if (hits.length > 0) return hits.sort(newestFirst)[0];
    seen += page.runs.length;
    withMetadata += page.runs.filter(hasMetadata).length;
    if (++pages >= LOOKUP_SCAN_PAGES) break;
  }
  if (seen > 0 && withMetadata === 0) {
    options.warn?.(
      `none of the ${seen} newest runs carries metadata: the service keeps no metadata on runs, so no run is ever adopted as this trigger's, and a re-run of this job starts another run`,
    );
    if (options.mustKnow) throw new MetadataNotKeptError();
  }
  return undefined;
}

/** A warning said once however often it comes: a look-up runs several times a step and would repeat itself. */
export function warnOnce(warn: (line: string) => void): (line: string) => void {
  const said = new Set<string>();
  return (line) => {
    if (said.has(line)) return;
    said.add(line);
    warn(line);
  };
}

export function adoptable(run: RunItem | undefined): run is RunItem {
  return run !== undefined && isGoing(run.state);
}
