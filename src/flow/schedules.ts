/**
 * Scheduled agents as code: the plan (the file against the service, field by field) and its application.
 *
 * Ownership: a schedule this action creates names the repository twice, in its prompt's last line
 * (`<!-- managed by cloud-agent-action for owner/repo -->`) and in its metadata (`cloud-agent-action.repository`).
 * The prompt line is what survives an edit in a UI: every client shows and sends back the prompt, while metadata
 * exists only in later versions of the API, so a full-replace update from an older client drops it. Either one
 * naming this repository makes the schedule ours; the plan restores whichever is missing. Schedules of other
 * repositories and hand-made ones are never touched, unless the file names one with `adopt: true`. The line holds
 * any project name the hosts give (an Azure Pipelines project with a blank, a Jenkins job with a `%`) in a form that
 * reads back as it was (`encodeOwner`): a name the line cannot give back would make every apply create its
 * schedules again on a service that keeps no metadata.
 *
 * What may be applied: only the default branch's file, by a push or a manual run (`schedulesMode`); anywhere else
 * the step plans and says why, and an explicit apply is refused before any request.
 *
 * A service may keep no schedule metadata at all (the public description of 2026-05 has none): it takes the field
 * and answers without it. Restoring it there would rewrite every schedule on every apply and make every nightly
 * drift plan fail. So when no schedule the service lists carries metadata while this repository's do exist (they
 * were sent it), or the answer to a write lacks what it was sent, the service keeps none: the plan says so once,
 * the prompt line alone records ownership, and missing metadata is no change.
 */
import { ApiError, type CloudAgentClient, type components, type Read } from '../client/index.ts';
import { nextCronTime, parseCron, type CronSchedule } from '../client/cron.ts';
import { NAMED_CONFIG } from '../shared/rules.ts';
import type { ScheduleSpec } from './schedules-file.ts';
import { metadataFoundLine } from '../render/schedules.ts';

export type ScheduleItem = Read<'ScheduledAgentItem'>;
type CreateBody = components['schemas']['CreateScheduledAgentRequest'];
type UpdateBody = components['schemas']['UpdateScheduledAgentRequest'];

/** The metadata key that names the managing repository. */
export const OWNER_KEY = 'cloud-agent-action.repository';
/** The ownership line at the prompt's end, and the name it holds (anything but a line break: `encodeOwner`). */
const OWNER_LINE = /\n*<!-- managed by cloud-agent-action for ([^\n]+?) -->\s*$/;
/** A name as the line holds it: letters, digits, `._/-` as they are, every other byte as %XX. */
const ENCODED = /^(?:[A-Za-z0-9._/-]|%[0-9A-F]{2})+$/;

/**
 * A project's name as the ownership line holds it, so that any name reads back as it was: a GitHub or GitLab path
 * (`acme/app`, `group/sub/app`) as it is, and every other character as the %XX of its UTF-8 bytes (an Azure
 * Pipelines project `Fabrikam Fiber/agents` as `Fabrikam%20Fiber/agents`, a `%` as `%25`). No line break, and no
 * `-->` that would end the comment early, can come through.
 */
export function encodeOwner(repository: string): string {
  return repository.replace(/[^A-Za-z0-9._/-]/gu, (ch) =>
    [...new TextEncoder().encode(ch)]
      .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
}

/**
 * The name an ownership line holds. A line written before names were encoded holds a name with a blank or a `%` as
 * it was: text that is no encoding (a character outside the encoded alphabet, a `%` without two hex digits after it)
 * is read as it is, so the copies such a line left behind are this project's again (and `prune` can remove them).
 */
export function decodeOwner(text: string): string {
  if (!ENCODED.test(text)) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    // %XX bytes that are no UTF-8: no line this action wrote.
    return text;
  }
}

/** The prompt's last line that records the managing repository. */
export const ownerLine = (repository: string) =>
  `<!-- managed by cloud-agent-action for ${encodeOwner(repository)} -->`;

/** The prompt as the service is to hold it: the file's prompt, then the ownership line. */
export const ownedPrompt = (prompt: string, repository: string) =>
  prompt === '' ? ownerLine(repository) : `${prompt}\n\n${ownerLine(repository)}`;

/** The prompt without the ownership line. */
export const promptOf = (prompt: string) => prompt.replace(OWNER_LINE, '').trim();

/** The repository that manages `item`, by its prompt line or else its metadata; undefined for a hand-made one. */
export function ownerOf(item: ScheduleItem): string | undefined {
  const line = OWNER_LINE.exec(item.prompt)?.[1];
  return line !== undefined ? decodeOwner(line) : item.metadata?.[OWNER_KEY];
}

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/** The agent config keys the file names directly (shown by the file's own names); others are `agent-config.<key>`. */
const NAMED: Record<string, string> = Object.fromEntries(
  Object.entries(NAMED_CONFIG).map(([name, key]) => [key, name]),
);

export type PlanAction = 'create' | 'update' | 'pause' | 'resume' | 'delete' | 'kept' | 'unchanged';
/** The actions that change the service. */
export const CHANGING: readonly PlanAction[] = ['create', 'update', 'pause', 'resume', 'delete'];

export interface FieldChange {
  /** The field as the file names it (`cron`, `model-id`, `agent-config.idle_timeout_minutes`, ...). */
  field: string;
  /** Undefined: not set. */
  old: unknown;
  new: unknown;
}

export interface PlanItem {
  action: PlanAction;
  name: string;
  /** The schedule's id on the service (not yet for a create). */
  id?: string;
  cron: string;
  /** The cron expression read, for the plan's words (render/cron.ts); undefined where it does not parse. */
  schedule: CronSchedule | undefined;
  enabled: boolean;
  /** The next run (ms since the epoch) once the plan is applied; null: none (paused or deleted). */
  nextRun: number | null;
  changes: FieldChange[];
  /** An update that takes over a schedule this repository did not create. */
  adopted?: boolean;
  /** What the plan says about the item besides its changes. */
  note?: string;
  /** What apply sends: the create's or update's body. */
  body?: CreateBody | UpdateBody;
  /**
   * Where the list made the service look as if it keeps no metadata (`metadataKept: false`) and this schedule of the
   * file lacks its record: the update that restores it, sent (in place of a pause or resume, or after the other
   * writes for one unchanged) when an answer of the same apply shows the service keeps metadata after all.
   */
  restore?: { body: UpdateBody; change: FieldChange };
}

export interface Plan {
  repository: string;
  file: string;
  prune: boolean;
  items: PlanItem[];
  /** How many items change the service. */
  changes: number;
  /** Schedules of the team this repository does not manage (another repository's or hand-made): left alone. */
  others: number;
  /**
   * Whether the service keeps schedule metadata, as its list shows: true when a schedule carries some, false when
   * none does though this repository's schedules (each created with it) are there; undefined when it cannot tell.
   */
  metadataKept?: boolean;
}

export interface PlanInput {
  specs: ScheduleSpec[];
  existing: ScheduleItem[];
  repository: string;
  file: string;
  prune: boolean;
  now: number;
}

/** Compares values as JSON with the keys of objects sorted. */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** The agent config to send on an update: the service's, with what the file manages replaced by the file's. */
function mergedConfig(actual: Record<string, unknown> | undefined, desired: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...(actual ?? {}) };
  for (const key of Object.keys(NAMED)) delete merged[key];
  // `skill_spec` and `skills` exclude each other on a write; the service mirrors the first skill into skill_spec.
  if ('skills' in desired || 'skill_spec' in desired) delete merged.skills;
  Object.assign(merged, desired);
  return merged;
}

function configChanges(actual: Record<string, unknown> | undefined, desired: Record<string, unknown>) {
  const have = actual ?? {};
  const keys = new Set([
    ...Object.keys(desired),
    // Keys the file could set but does not: a value made elsewhere is a change back to none.
    ...Object.keys(have).filter((k) => k in NAMED && !(k === 'skill_spec' && 'skills' in desired)),
  ]);
  const changes: FieldChange[] = [];
  for (const key of [...keys].sort()) {
    if (canonical(have[key]) !== canonical(desired[key])) {
      changes.push({ field: NAMED[key] ?? `agent-config.${key}`, old: have[key], new: desired[key] });
    }
  }
  return changes;
}

/** A cron expression read; undefined when it does not parse (one a schedule made elsewhere holds). */
function scheduleOf(cron: string): CronSchedule | undefined {
  try {
    return parseCron(cron);
  } catch {
    return undefined;
  }
}

function nextRun(cron: string, enabled: boolean, now: number): number | null {
  return enabled ? (nextCronTime(cron, new Date(now))?.getTime() ?? null) : null;
}

/** The service's own next run of an unchanged schedule, else one from its cron. */
function serviceNextRun(item: ScheduleItem, now: number): number | null {
  if (!item.enabled) return null;
  const next = Date.parse(historyNextRun(item) ?? '');
  return Number.isNaN(next) ? nextRun(item.cron_schedule, true, now) : next;
}

/**
 * `history.next_run`, taken only when it is a string: the history is not checked (client/reads.ts does not list
 * it), so a service whose history has another shape only loses the next run it would have shown.
 */
function historyNextRun(item: ScheduleItem): string | undefined {
  const history: unknown = (item as { history?: unknown }).history;
  const next: unknown =
    history && typeof history === 'object' ? (history as { next_run?: unknown }).next_run : undefined;
  return typeof next === 'string' ? next : undefined;
}

/**
 * Whether the service keeps schedule metadata, judged from its list: a schedule that carries any says it does;
 * this repository's schedules (every write of this action sends metadata) with none anywhere say it does not.
 */
export function keepsMetadata(existing: ScheduleItem[], owned: ScheduleItem[]): boolean | undefined {
  if (existing.some((s) => s.metadata && Object.keys(s.metadata).length > 0)) return true;
  return owned.length ? false : undefined;
}

function planEntry(
  spec: ScheduleSpec,
  actual: ScheduleItem | undefined,
  input: PlanInput & { metadataKept: boolean | undefined },
): PlanItem {
  const { repository, now } = input;
  const prompt = ownedPrompt(spec.prompt, repository);
  const hasConfig = Object.keys(spec.agentConfig).length > 0;
  if (!actual) {
    return {
      action: 'create',
      name: spec.name,
      cron: spec.cron,
      schedule: scheduleOf(spec.cron),
      enabled: spec.enabled,
      nextRun: nextRun(spec.cron, spec.enabled, now),
      changes: [],
      body: {
        name: spec.name,
        cron_schedule: spec.cron,
        prompt,
        enabled: spec.enabled,
        ...(hasConfig ? { agent_config: spec.agentConfig } : {}),
        metadata: { [OWNER_KEY]: repository },
      },
    };
  }
  const owner = ownerOf(actual);
  const adopted = !same(owner, repository);
  const changes: FieldChange[] = [];
  if (adopted) {
    changes.push({
      field: 'managed by',
      old: owner ?? 'nobody (made by hand)',
      new: repository,
    });
  }
  if (actual.cron_schedule !== spec.cron) {
    changes.push({ field: 'cron', old: actual.cron_schedule, new: spec.cron });
  }
  if (actual.prompt !== prompt) {
    const was = promptOf(actual.prompt);
    if (was !== spec.prompt) changes.push({ field: 'prompt', old: was, new: spec.prompt });
    else if (!adopted)
      changes.push({ field: 'ownership line of the prompt', old: undefined, new: ownerLine(repository) });
  }
  // On a service that keeps no metadata the prompt line is the record, and metadata it cannot keep is no change.
  if (!adopted && input.metadataKept !== false && actual.metadata?.[OWNER_KEY] !== repository) {
    changes.push({ field: `metadata.${OWNER_KEY}`, old: actual.metadata?.[OWNER_KEY], new: repository });
  }
  const config = actual.agent_config as Record<string, unknown> | undefined;
  changes.push(...configChanges(config, spec.agentConfig));
  if (actual.enabled !== spec.enabled)
    changes.push({ field: 'enabled', old: actual.enabled, new: spec.enabled });

  const base = {
    name: spec.name,
    id: actual.id,
    cron: spec.cron,
    schedule: scheduleOf(spec.cron),
    enabled: spec.enabled,
    changes,
  };
  // The whole schedule as the file has it, and the records: an update is a full replace. Made only for a step that
  // sends it (an update, or the restore of a record).
  const updateBody = (): UpdateBody => {
    const merged = mergedConfig(config, spec.agentConfig);
    return {
      name: spec.name,
      cron_schedule: spec.cron,
      prompt,
      enabled: spec.enabled,
      ...(Object.keys(merged).length ? { agent_config: merged } : {}),
      ...(actual.agent_uid ? { agent_uid: actual.agent_uid } : {}),
      metadata: { ...(actual.metadata ?? {}), [OWNER_KEY]: repository },
    };
  };
  const restore = () =>
    input.metadataKept === false
      ? {
          restore: {
            body: updateBody(),
            // No schedule carries metadata where the list says the service keeps none: it had none.
            change: { field: `metadata.${OWNER_KEY}`, old: undefined, new: repository },
          },
        }
      : {};
  if (!changes.length)
    return { ...base, action: 'unchanged', nextRun: serviceNextRun(actual, now), ...restore() };
  const next = nextRun(spec.cron, spec.enabled, now);
  if (changes.length === 1 && changes[0]!.field === 'enabled') {
    return { ...base, action: spec.enabled ? 'resume' : 'pause', nextRun: next, ...restore() };
  }
  return {
    ...base,
    action: 'update',
    nextRun: next,
    ...(adopted ? { adopted: true } : {}),
    body: updateBody(),
  };
}

/**
 * The schedule an entry of the file manages among this repository's of its name: the first made (the service's
 * order where their creation times tie or do not read); the others are copies.
 */
function original(candidates: readonly ScheduleItem[]): ScheduleItem | undefined {
  let first: ScheduleItem | undefined;
  for (const s of candidates) {
    if (!first || Date.parse(String(s.created_at)) < Date.parse(String(first.created_at))) first = s;
  }
  return first;
}

/** The plan: what applying the file would do, schedule by schedule (the file's order, then the rest by name). */
export function planSchedules(input: PlanInput): Plan {
  const { specs, existing, repository, prune, now } = input;
  const owned = existing.filter((s) => same(ownerOf(s), repository));
  const metadataKept = keepsMetadata(existing, owned);
  const used = new Set<string>();
  const items: PlanItem[] = [];
  for (const spec of specs) {
    let actual = original(owned.filter((s) => s.name === spec.name && !used.has(s.id)));
    const stranger = existing.find(
      (s) => s.name === spec.name && !used.has(s.id) && !same(ownerOf(s), repository),
    );
    if (!actual && spec.adopt && stranger) actual = stranger;
    if (actual) used.add(actual.id);
    const item = planEntry(spec, actual, { ...input, metadataKept });
    if (!actual && stranger) {
      const whose = ownerOf(stranger);
      item.note = `a schedule of this name ${whose ? `managed by ${whose}` : 'made by hand'} exists and is left alone; add adopt: true to manage it instead`;
    } else if (!actual && spec.adopt) {
      item.note = 'adopt: true, but no schedule of this name exists: it is created';
    }
    items.push(item);
  }
  const rest = owned
    .filter((s) => !used.has(s.id))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const listed = new Set(specs.map((spec) => spec.name));
  for (const s of rest) {
    // A second schedule of a name the file lists is a copy (two applies at once, a copy made in a UI with its
    // ownership line, the copies an older version left): both would start the agent at every cron time. The file
    // says one, so it is deleted whatever `prune` says, which is for the schedules the file no longer lists.
    const copy = listed.has(s.name);
    const remove = prune || copy;
    items.push({
      action: remove ? 'delete' : 'kept',
      name: s.name,
      id: s.id,
      cron: s.cron_schedule,
      schedule: scheduleOf(s.cron_schedule),
      enabled: s.enabled,
      nextRun: remove ? null : serviceNextRun(s, now),
      changes: [],
      ...(copy
        ? {
            note: 'a copy of the schedule the file names: deleted (prune or not), as both would start the agent',
          }
        : prune
          ? {}
          : { note: 'not in the file, kept (prune: true deletes it)' }),
    });
  }
  const managed = new Set([...owned.map((s) => s.id), ...used]);
  return {
    repository,
    file: input.file,
    prune,
    items,
    changes: items.filter((i) => CHANGING.includes(i.action)).length,
    others: existing.filter((s) => !managed.has(s.id)).length,
    ...(metadataKept === undefined ? {} : { metadataKept }),
  };
}

/** Whether the step builds the default branch: its ref is `refs/heads/<default branch>`, both known. */
export function isDefaultBranch(ref: string | undefined, defaultBranch: string | undefined): boolean {
  return defaultBranch !== undefined && defaultBranch !== '' && ref === `refs/heads/${defaultBranch}`;
}

/** The events that apply on the default branch when no mode is given: the merge's push, a manual run. */
const APPLYING_EVENTS = ['push', 'workflow_dispatch'];

/** Where a step runs, for the rule of what it may apply. */
export interface StepBranch {
  /** The event that started it (`workflow_dispatch`, `push`, ...). */
  event: string;
  ref: string | undefined;
  defaultBranch: string | undefined;
}

export type ModeChoice =
  | {
      mode: 'plan' | 'apply';
      /** The step runs on the default branch: a plan there that finds changes is drift. */
      onDefaultBranch: boolean;
      /** An event that applies on the default branch, run elsewhere: it plans, and says so (log and report). */
      planOnly?: StepBranch;
    }
  /** An explicit apply off the default branch: nothing may be applied. */
  | { refused: StepBranch };

/**
 * Plan or apply, for a workflow's step: apply (and prune) only on the default branch, by a push or a manual run
 * (workflow_dispatch); plan everywhere else, and where one of those events plans (a feature branch's "Run workflow",
 * a push to another branch) say why. A scheduled run is on the default branch (GitHub runs schedules there) and
 * plans, for drift. `mode: apply` asked off the default branch is refused: an unreviewed file is never applied.
 */
export function schedulesMode(step: StepBranch & { requested: 'plan' | 'apply' | undefined }): ModeChoice {
  const { requested, ...at } = step;
  const onDefault = at.event === 'schedule' || isDefaultBranch(at.ref, at.defaultBranch);
  if (requested === 'apply' && !onDefault) return { refused: at };
  if (requested) return { mode: requested, onDefaultBranch: onDefault };
  if (!APPLYING_EVENTS.includes(at.event)) return { mode: 'plan', onDefaultBranch: onDefault };
  if (onDefault) return { mode: 'apply', onDefaultBranch: true };
  return { mode: 'plan', onDefaultBranch: false, planOnly: at };
}

/** The plan as JSON for the `plan` output: what changes, without the request bodies. */
export function planJson(plan: Plan): string {
  return JSON.stringify({
    repository: plan.repository,
    file: plan.file,
    changes: plan.changes,
    items: plan.items.map((i) => ({
      action: i.action,
      name: i.name,
      ...(i.id ? { id: i.id } : {}),
      cron: i.cron,
      enabled: i.enabled,
      next_run: i.nextRun === null ? null : new Date(i.nextRun).toISOString(),
      changes: i.changes.map((c) => ({ field: c.field, old: c.old ?? null, new: c.new ?? null })),
      ...(i.adopted ? { adopted: true } : {}),
    })),
  });
}

export type StepStatus = 'done' | 'failed' | 'not attempted';

export interface StepResult {
  item: PlanItem;
  status: StepStatus;
  /** Why it failed, or why it was not attempted. */
  reason?: string;
  /** The id of a schedule the step created. */
  id?: string;
}

export interface ApplyReport {
  results: StepResult[];
  failed: number;
  /**
   * The first write whose answer lacks the metadata it sent, where the plan could not tell that the service keeps
   * none (its first creates): the service keeps no metadata.
   */
  metadataDropped?: { action: PlanAction; name: string };
  /**
   * The first write whose answer carries the metadata it sent, where the list made the service look as if it keeps
   * none (`metadataKept: false`: a UI's saves had dropped every record): it keeps it, and the records were restored.
   */
  metadataFound?: { action: PlanAction; name: string };
}

/** The writes apply makes before its deletes, in their order: what adds or changes first. */
const WRITES: PlanAction[] = ['create', 'update', 'pause', 'resume'];

/** A schedule's step as the update that restores its record as well (PlanItem `restore`). */
function restored(item: PlanItem): PlanItem {
  const { restore, ...rest } = item;
  return { ...rest, action: 'update', changes: [...item.changes, restore!.change], body: restore!.body };
}

/**
 * Carries the plan out, one request a step, creates and updates before deletes. A failed step does not stop the
 * creates and updates after it (they stand alone), but it stops every delete: nothing is removed from a service
 * the file did not fully reach. Re-running plans again and applies what is left. Where an answer shows that the
 * service keeps the metadata the list made it look as if it did not, the schedules of the file that lack their
 * record get it back in the same apply (`restore`), so that the next plan finds nothing to change.
 */
export async function applyPlan(
  client: CloudAgentClient,
  plan: Plan,
  options: { signal?: AbortSignal; log: (line: string) => void },
): Promise<ApplyReport> {
  const { signal, log } = options;
  const results: StepResult[] = [];
  let failed = 0;
  let metadataDropped: ApplyReport['metadataDropped'];
  let metadataFound: ApplyReport['metadataFound'];
  /** The answer to a create or an update (every one sends the ownership metadata): whether it carries it. */
  const noticeMetadata = (item: PlanItem, answer: ScheduleItem) => {
    const carried = answer.metadata?.[OWNER_KEY] === plan.repository;
    if (plan.metadataKept === undefined && !carried)
      metadataDropped ??= { action: item.action, name: item.name };
    if (plan.metadataKept === false && carried && !metadataFound) {
      metadataFound = { action: item.action, name: item.name };
      log(metadataFoundLine(metadataFound));
    }
  };
  const step = async (item: PlanItem) => {
    if (item.action === 'delete' && failed) {
      results.push({ item, status: 'not attempted', reason: 'a step above failed, so nothing is deleted' });
      return;
    }
    try {
      let id = item.id;
      if (item.action === 'create') {
        const created = await client.schedules.create(item.body as CreateBody, { signal });
        id = created.id;
        noticeMetadata(item, created);
      } else if (item.action === 'update')
        noticeMetadata(item, await client.schedules.update(item.id!, item.body as UpdateBody, { signal }));
      else if (item.action === 'pause') await client.schedules.pause(item.id!, { signal });
      else if (item.action === 'resume') await client.schedules.resume(item.id!, { signal });
      else await client.schedules.delete(item.id!, { signal });
      log(`${item.action} ${item.name}: done${id ? ` (${id})` : ''}`);
      results.push({ item, status: 'done', ...(item.action === 'create' && id ? { id } : {}) });
    } catch (err) {
      if (signal?.aborted) throw err;
      if (item.action === 'delete' && err instanceof ApiError && err.status === 404) {
        // Gone already, which is what the step is for: a delete sent again after its answer was lost, or another
        // apply's at the same time (a copy both saw).
        log(`delete ${item.name}: done (already gone)`);
        results.push({ item, status: 'done' });
        return;
      }
      failed++;
      const reason = (err as Error).message;
      log(`${item.action} ${item.name}: failed: ${reason}`);
      results.push({ item, status: 'failed', reason });
    }
  };
  for (const action of WRITES) {
    // Pauses and resumes come after the creates and updates, whose answers tell whether the service keeps metadata.
    for (const item of plan.items.filter((i) => i.action === action)) {
      await step(metadataFound && item.restore ? restored(item) : item);
    }
  }
  if (metadataFound) {
    for (const item of plan.items.filter((i) => i.action === 'unchanged' && i.restore))
      await step(restored(item));
  }
  for (const item of plan.items.filter((i) => i.action === 'delete')) await step(item);
  return {
    results,
    failed,
    ...(metadataDropped ? { metadataDropped } : {}),
    ...(metadataFound ? { metadataFound } : {}),
  };
}
