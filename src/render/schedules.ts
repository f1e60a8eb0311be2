/**
 * The schedules plan and the apply report, as markdown for the pull request's tracking comment and the job summary.
 * Pure: the plan (or the report) and the time in, text out. Names, prompts and values may come from the service
 * (a schedule someone edited in a UI): names, values and cron expressions are shown as code, messages as escaped
 * text (format.ts).
 */
import type { CronSchedule } from '../client/cron.ts';
import { code, ellipsis, inline, ours } from './format.ts';
import { describeCron, fromNow, utc } from './cron.ts';

/** The parts of a plan the renderer reads (flow/schedules.ts `Plan`, structurally). */
export interface RenderChange {
  field: string;
  old: unknown;
  new: unknown;
}
export interface RenderItem {
  action: 'create' | 'update' | 'pause' | 'resume' | 'delete' | 'kept' | 'unchanged';
  name: string;
  /** The schedule's id on the service (not yet for a create). */
  id?: string;
  cron: string;
  /** The cron expression read; undefined where it does not parse. */
  schedule: CronSchedule | undefined;
  nextRun: number | null;
  changes: RenderChange[];
  adopted?: boolean;
  note?: string;
}
export interface RenderPlan {
  file: string;
  items: RenderItem[];
  changes: number;
  others: number;
  /** false: the service keeps no schedule metadata (flow/schedules.ts `Plan`). */
  metadataKept?: boolean;
}
export interface RenderResult {
  item: RenderItem;
  status: 'done' | 'failed' | 'not attempted';
  reason?: string;
}

const LABEL: Record<RenderItem['action'], string> = {
  create: '➕ create',
  update: '✏️ update',
  pause: '⏸️ pause',
  resume: '▶️ resume',
  delete: '🗑️ delete',
  kept: '📌 not in the file, kept',
  unchanged: '✅ unchanged',
};
const COUNTED: [RenderItem['action'], string][] = [
  ['create', 'to create'],
  ['update', 'to update'],
  ['pause', 'to pause'],
  ['resume', 'to resume'],
  ['delete', 'to delete'],
  ['kept', 'not in the file (kept)'],
  ['unchanged', 'unchanged'],
];

function value(v: unknown): string {
  if (v === undefined || v === null) return '_none_';
  return code(typeof v === 'string' ? v : JSON.stringify(v), 120, false);
}

/** The cron in words with the expression; an expression that does not parse is shown as it is. */
function when(item: RenderItem): string {
  return item.schedule ? `${describeCron(item.schedule)} (${code(item.cron, 60)})` : code(item.cron, 60);
}

function next(item: RenderItem, now: number): string {
  if (item.action === 'delete') return '–';
  if (item.nextRun === null) return 'paused';
  return `${utc(item.nextRun)} (${fromNow(item.nextRun, now)})`;
}

function counts(items: RenderItem[]): string {
  return COUNTED.map(([action, words]) => [items.filter((i) => i.action === action).length, words] as const)
    .filter(([n]) => n > 0)
    .map(([n, words]) => `${n} ${words}`)
    .join(', ');
}

function table(items: RenderItem[], now: number, extra?: (item: RenderItem) => string): string[] {
  const head = extra
    ? '| Schedule | Plan | When | Next run | Result |'
    : '| Schedule | Plan | When | Next run |';
  const rule = extra ? '|---|---|---|---|---|' : '|---|---|---|---|';
  return [
    head,
    rule,
    ...items.map(
      (i) =>
        `| ${code(i.name, 100)} | ${LABEL[i.action]}${i.adopted ? ' (adopt)' : ''} | ${when(i)} | ${next(i, now)} |${extra ? ` ${extra(i)} |` : ''}`,
    ),
  ];
}

/** Each changed schedule's fields, old → new, and the notes. */
function details(items: RenderItem[]): string[] {
  const lines: string[] = [];
  for (const item of items) {
    if (!item.changes.length && !item.note) continue;
    lines.push('', `**${code(item.name, 100, false)}** (${item.action})`);
    for (const c of item.changes) lines.push(`- ${ours(c.field)}: ${value(c.old)} → ${value(c.new)}`);
    if (item.note) lines.push(`- _${ours(item.note)}_`);
  }
  return lines.length ? ['', '#### Changes', ...lines] : [];
}

function others(plan: RenderPlan): string[] {
  if (!plan.others) return [];
  const n = plan.others;
  return [
    '',
    `_${n} other schedule${n === 1 ? '' : 's'} of the team (another repository's or made by hand) ${n === 1 ? 'is' : 'are'} left alone._`,
  ];
}

/** Why the service is taken to keep no schedule metadata: its list, or its answer to a write. */
export type NoMetadata = { seen: 'list' } | { seen: 'answer'; action: string; name: string };

/** A service that keeps no schedule metadata, said once: for the log. */
export function noMetadataLine(why: NoMetadata): string {
  const evidence =
    why.seen === 'list'
      ? "no schedule it lists carries any, though this repository's were created with it"
      : `its answer to the ${why.action} of ${JSON.stringify(why.name)} lacks the metadata it was sent`;
  return `the service keeps no schedule metadata (${evidence}): the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change`;
}

/**
 * An apply's answer that shows the service keeps the schedule metadata its list made it look as if it did not
 * (a UI's saves had dropped every record): said once, in the log, before the records are restored.
 */
export function metadataFoundLine(found: { action: string; name: string }): string {
  return `the service keeps schedule metadata after all (its answer to the ${found.action} of ${JSON.stringify(found.name)} carries what it was sent): the schedules of the file that lack their record get it back`;
}

/** The same, once, at the end of a report. */
function noMetadata(shown: boolean): string[] {
  if (!shown) return [];
  return [
    '',
    '_The service keeps no schedule metadata: the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change._',
  ];
}

/** Where a step that may not apply runs (flow/schedules.ts `StepBranch`). */
export interface OffDefault {
  event: string;
  ref: string | undefined;
  defaultBranch: string | undefined;
}

/** Why a step may not apply, as a plain line (the log, an error). */
export function offDefaultLine(at: OffDefault): string {
  const branch = at.defaultBranch ? ` (${at.defaultBranch})` : '';
  const unknown = at.defaultBranch ? '' : ' (the event names no default branch)';
  return `schedules are applied on the default branch${branch} only, and this ${at.event} run is on ${at.ref ?? 'no ref'}${unknown}`;
}

/** The same in the report of a plan. */
function offDefault(at: OffDefault | undefined): string[] {
  if (!at) return [];
  const branch = at.defaultBranch ? ` (${code(at.defaultBranch, 100, false)})` : '';
  const ref = at.ref ? code(at.ref, 200, false) : 'no ref';
  return [
    '',
    `_Planned only: schedules are applied on the default branch${branch} only, and this ${code(at.event, 60, false)} run is on ${ref}${at.defaultBranch ? '' : ' (the event names no default branch)'}. Nothing was applied._`,
  ];
}

/**
 * The plan for the pull request and the job summary; `drift`: a plan on the default branch, where any change is
 * drift; `planOnly`: an event that applies on the default branch ran elsewhere.
 */
export function renderSchedulesPlan(
  plan: RenderPlan,
  now: number,
  options: { drift?: boolean; planOnly?: OffDefault } = {},
): string {
  const title = options.drift ? '### Scheduled agents: drift' : '### Scheduled agents: plan';
  const summary = plan.changes
    ? options.drift
      ? `The service differs from ${code(plan.file, 200, false)} on the default branch (changed outside the file, or not applied): ${counts(plan.items)}.`
      : `${code(plan.file, 200, false)} against the service: ${counts(plan.items)}.`
    : `No changes: the service matches ${code(plan.file, 200, false)}${plan.items.length ? ` (${counts(plan.items)})` : ''}.`;
  return [
    title,
    '',
    summary,
    ...offDefault(options.planOnly),
    ...(plan.items.length ? ['', ...table(plan.items, now)] : []),
    ...details(plan.items),
    ...others(plan),
    ...noMetadata(plan.metadataKept === false),
  ].join('\n');
}

const RESULT: Record<RenderResult['status'], string> = {
  done: '✅ done',
  failed: '❌ failed',
  'not attempted': '⏭️ not attempted',
};

/**
 * What apply did, step by step; the schedules it did not change are listed as they are. `metadataDropped`: an
 * answer to a write showed that the service keeps no schedule metadata.
 */
export function renderSchedulesApply(
  plan: RenderPlan,
  results: RenderResult[],
  now: number,
  options: { metadataDropped?: boolean; metadataFound?: boolean } = {},
): string {
  const done = results.filter((r) => r.status === 'done').length;
  const failed = results.filter((r) => r.status === 'failed').length;
  const skipped = results.length - done - failed;
  const summary = !results.length
    ? `Nothing to apply: the service matches ${code(plan.file, 200, false)}.`
    : `${done} of ${results.length} step${results.length === 1 ? '' : 's'} done` +
      (failed ? `, ${failed} failed` : '') +
      (skipped ? `, ${skipped} not attempted` : '') +
      (failed ? '. A re-run applies what is left.' : '.');
  const byItem = new Map(results.map((r) => [r.item, r]));
  // A schedule has one row: a step taken in its plan item's place (the update that restored its record) stands for it.
  const stepped = new Set(results.map((r) => r.item.id));
  const rows = [
    ...results.map((r) => r.item),
    ...plan.items.filter((i) => !byItem.has(i) && !(i.id !== undefined && stepped.has(i.id))),
  ];
  const outcome = (item: RenderItem) => {
    const r = byItem.get(item);
    if (!r) return '–';
    return r.reason ? `${RESULT[r.status]}: ${inline(r.reason, 300)}` : RESULT[r.status];
  };
  return [
    failed ? '### Scheduled agents: applied in part' : '### Scheduled agents: applied',
    '',
    summary,
    ...(rows.length ? ['', ...table(rows, now, outcome)] : []),
    ...details(rows),
    ...others(plan),
    ...noMetadata(
      (plan.metadataKept === false && options.metadataFound !== true) || options.metadataDropped === true,
    ),
  ].join('\n');
}

/** A value on a plain line: JSON, a long one (a prompt) cut to 100 characters. */
const plain = (v: unknown) => ellipsis(JSON.stringify(v ?? null), 100);

/** The plan's changes as plain lines, for a log or an error (drift). */
export function planLines(plan: RenderPlan): string[] {
  return plan.items
    .filter((i) => i.action !== 'unchanged' && i.action !== 'kept')
    .map(
      (i) =>
        `${i.action} ${JSON.stringify(i.name)}${i.changes.length ? `: ${i.changes.map((c) => `${c.field} ${plain(c.old)} → ${plain(c.new)}`).join('; ')}` : ''}`,
    );
}

/** The file's errors, for the pull request: nothing was compared or sent until they are fixed. */
export function renderSchedulesFileErrors(
  file: string,
  problems: { line: number; field: string; message: string }[],
): string {
  return [
    '### Scheduled agents: the file has errors',
    '',
    `${code(file, 200, false)} was not compared with the service, and nothing was sent: fix ${problems.length === 1 ? 'this' : `these ${problems.length}`} first.`,
    '',
    '| Line | Field | Problem |',
    '|---|---|---|',
    ...problems.map((p) => `| ${p.line} | ${code(p.field, 100)} | ${inline(p.message, 500)} |`),
  ].join('\n');
}
