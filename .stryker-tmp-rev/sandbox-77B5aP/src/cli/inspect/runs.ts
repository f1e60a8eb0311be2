/**
 * `runs list|get|conversation|timeline|transcript|logs`: the runs of the key's team, one run and what it did (`logs`:
 * its steps and events as they come, flow/logs.ts).
 */
import type { QueryOf, RunItem, Schemas } from '../../client/index.ts';
import type { Since } from '../../flow/logs.ts';
import { OutcomeError } from '../../shared/outcome.ts';
import { inertJson, recordTexts, timedLine } from '../../render/log.ts';
import { EMPTY_ENVIRONMENT, ENVIRONMENT_ID, MAX_METADATA_FILTERS } from '../../client/validate.ts';
import { creditsText } from '../../render/budget.ts';
import { terminalSafe } from '../../host/cli.ts';
import { modelOf } from '../../render/model.ts';
import {
  cell,
  download,
  fields,
  jsonText,
  opts,
  outputOf,
  pageFlags,
  pages,
  pagingOf,
  printListing,
  show,
  shown,
  table,
  type InspectionCommand,
} from '../inspect.ts';
import { listFlag, stringFlag, UsageError, type Parsed } from '../usage.ts';
import { isoTime, oneOf, orList, valuesOf } from '../values.ts';

type ListRuns = NonNullable<QueryOf<'listRuns'>>;

const STATES = valuesOf<Schemas['RunState']>()(
  'QUEUED',
  'PENDING',
  'CLAIMED',
  'INPROGRESS',
  'SUCCEEDED',
  'FAILED',
  'BLOCKED',
  'ERROR',
  'CANCELLED',
);
const SOURCES = valuesOf<Schemas['RunSourceType']>()(
  'LINEAR',
  'API',
  'SLACK',
  'LOCAL',
  'SCHEDULED_AGENT',
  'WEB_APP',
  'GITHUB_ACTION',
  'CLOUD_MODE',
  'CLI',
  'JIRA',
  'SELF_IMPROVEMENT',
  'GITHUB_WEBHOOK',
  'GITLAB_WEBHOOK',
  'AUTOFIX',
  'RUN_SCORER',
  'ORCHESTRATION',
  'TEAMS',
  'AZURE_DEVOPS_WEBHOOK',
  'BENCHMARK_TRIAL',
  'CREATE_BENCHMARK_TASK',
  'CUSTOM_WEBHOOK',
);
const LOCATIONS = valuesOf<Schemas['RunExecutionLocation']>()('LOCAL', 'REMOTE');
const ARTIFACT_TYPES = valuesOf<Schemas['ArtifactType']>()(
  'PLAN',
  'PULL_REQUEST',
  'SCREENSHOT',
  'FILE',
  'EXTERNAL_REFERENCE',
);
const SORTS = valuesOf<ListRuns['sort_by']>()('updated_at', 'created_at', 'title', 'agent');
const ORDERS = valuesOf<ListRuns['sort_order']>()('asc', 'desc');
/** Runs per page the service gives at most. */
const MAX_RUNS = 500;

/** `--metadata key=value` pairs, at most as many as the service filters on, each key once. */
function metadataOf(parsed: Parsed): Record<string, string> | undefined {
  const value = parsed.flags.metadata;
  const metadata: Record<string, string> = {};
  for (const pair of value === undefined ? [] : [value].flat().map(String)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--metadata takes key=value, got "${pair}"`, '--metadata');
    const key = pair.slice(0, eq);
    if (key in metadata)
      throw new UsageError(`--metadata gives "${key}" twice; give each key once`, '--metadata');
    metadata[key] = pair.slice(eq + 1);
  }
  const count = Object.keys(metadata).length;
  if (count > MAX_METADATA_FILTERS) {
    throw new UsageError(
      `--metadata: at most ${MAX_METADATA_FILTERS} key/value pairs may be filtered on, got ${count}`,
      '--metadata',
    );
  }
  return count ? metadata : undefined;
}

function environmentOf(parsed: Parsed): string | undefined {
  const id = stringFlag(parsed, 'environment');
  if (id === undefined || id === EMPTY_ENVIRONMENT || ENVIRONMENT_ID.test(id)) return id;
  throw new UsageError(
    `--environment takes an environment id (22 letters and digits: cloud-agent environments lists them) or ${EMPTY_ENVIRONMENT}, got "${id}"`,
    '--environment',
  );
}

/** The run-list query of the flags, every filter of the interface, each value checked. */
export function runsQuery(parsed: Parsed): ListRuns {
  const s = (name: string) => stringFlag(parsed, name);
  const pick = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = s(name);
    return value === undefined ? undefined : oneOf(name, value, allowed);
  };
  const time = (name: string) => {
    const value = s(name);
    return value === undefined ? undefined : isoTime(name, value);
  };
  const states = listFlag(parsed, 'state').map((state) => oneOf('state', state, STATES));
  const query: ListRuns = {
    state: states.length ? states : undefined,
    name: s('name'),
    model_id: s('model'),
    creator: s('creator'),
    executor: s('executor'),
    source: pick('source', SOURCES),
    execution_location: pick('execution-location', LOCATIONS),
    environment_id: environmentOf(parsed),
    skill: s('skill'),
    schedule_id: s('schedule'),
    ancestor_run_id: s('ancestor'),
    created_after: time('created-after'),
    created_before: time('created-before'),
    updated_after: time('updated-after'),
    metadata: metadataOf(parsed),
    artifact_type: pick('artifact-type', ARTIFACT_TYPES),
    q: s('q'),
    sort_by: pick('sort', SORTS),
    sort_order: pick('order', ORDERS),
    limit: pagingOf(parsed, MAX_RUNS).limit,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as ListRuns;
}

const ISO = 'An ISO 8601 date and time, e.g. 2026-11-27T06:00:00Z.';

const list: InspectionCommand = {
  name: 'runs list',
  summary: 'List runs, newest first; every filter of the service.',
  flags: {
    state: {
      type: 'string',
      multiple: true,
      value: '<state>',
      help: `Only runs in this state (repeat for any of several): ${orList(STATES)}.`,
    },
    name: { type: 'string', value: '<name>', help: 'Agent config name.' },
    model: { type: 'string', value: '<id>', help: 'Model id.' },
    creator: { type: 'string', value: '<uid>', help: 'Who created the run.' },
    executor: { type: 'string', value: '<uid>', help: 'Who executed the run.' },
    source: { type: 'string', value: '<type>', help: `Source type: ${orList(SOURCES)}.` },
    'execution-location': { type: 'string', value: '<where>', help: `Where it ran: ${orList(LOCATIONS)}.` },
    environment: {
      type: 'string',
      value: '<id>',
      help: `Environment id (22 letters and digits), or ${EMPTY_ENVIRONMENT} for runs without one.`,
    },
    skill: { type: 'string', value: '<spec>', help: 'Skill spec.' },
    schedule: { type: 'string', value: '<id>', help: 'Scheduled agent id.' },
    ancestor: { type: 'string', value: '<run-id>', help: 'Runs descending from this run.' },
    'created-after': { type: 'string', value: '<time>', help: ISO },
    'created-before': { type: 'string', value: '<time>', help: ISO },
    'updated-after': { type: 'string', value: '<time>', help: ISO },
    metadata: {
      type: 'string',
      multiple: true,
      value: '<key=value>',
      help: `A metadata pair all runs carry (repeat; at most ${MAX_METADATA_FILTERS}).`,
    },
    'artifact-type': {
      type: 'string',
      value: '<type>',
      help: `Runs with an artifact of this type: ${orList(ARTIFACT_TYPES)}.`,
    },
    q: { type: 'string', value: '<text>', help: 'Fuzzy match over title, prompt and skill.' },
    sort: { type: 'string', value: '<field>', help: `${orList(SORTS)} (default updated_at).` },
    order: { type: 'string', value: '<asc|desc>', help: 'Sort order (default desc).' },
    ...pageFlags('Runs', MAX_RUNS, 'Follow every page; --json prints one document with all the runs.'),
  },
  example: 'cloud-agent runs list --state FAILED --state ERROR --created-after 2025-01-01T00:00:00Z --json',
  json: "the page of runs the service answered (runs, page_info), runs that do not match the filters left out; with --all, every page's runs in one document.",
  check(parsed) {
    const query = runsQuery(parsed);
    const paging = pagingOf(parsed, MAX_RUNS);
    return async (ctx) => {
      // Printed from the checked listing, with --json too: a run the filters rule out is never shown.
      const checked = await pages(
        paging,
        (cursor) => ctx.client.runs.listPage({ ...query, cursor }, opts(ctx)),
        'runs',
      );
      const { answer: page, note } = shown(checked, 'run');
      printListing(ctx, page, note, (noteLine) => {
        const next = page.page_info.next_cursor;
        const more = page.page_info.has_next_page && next ? `\nmore: --cursor ${terminalSafe(next)}\n` : '';
        return (
          table(page.runs, [
            ['RUN', (r) => r.run_id],
            ['STATE', (r) => r.state],
            ['CREATED', (r) => r.created_at],
            // What the service says of each run: its resolved model and the credits it has used (`-`: not said).
            ['MODEL', (r) => modelOf(r, undefined)?.id],
            ['CREDITS', (r) => creditsText(r) || undefined],
            ['TITLE', (r) => r.title],
          ]) +
          noteLine +
          more
        );
      });
    };
  },
};

const RUN_ID = { name: 'run-id' };

const get: InspectionCommand = {
  name: 'runs get',
  positional: RUN_ID,
  summary: 'Show a run.',
  flags: {},
  example: 'cloud-agent runs get 0f9c2e4a',
  json: 'the run, as the service answered it.',
  check(parsed) {
    const id = parsed.positional!;
    return (ctx) =>
      show(
        ctx,
        'getRun',
        { path: { runId: id } },
        () => ctx.client.runs.get(id, opts(ctx)),
        (run) =>
          fields({
            run_id: run.run_id,
            title: run.title,
            state: run.state,
            error: run.status_message?.message,
            created_at: run.created_at,
            started_at: run.started_at,
            updated_at: run.updated_at,
            session_link: run.session_link,
            conversation_id: run.conversation_id,
            model: modelOf(run, undefined)?.id,
            credits: creditsText(run) || undefined,
            artifacts: run.artifacts?.length
              ? run.artifacts.map((a) => a.artifact_type).join(', ')
              : undefined,
          }),
      );
  },
};

const conversation: InspectionCommand = {
  name: 'runs conversation',
  positional: RUN_ID,
  summary: "Show a run's conversation (its steps and messages).",
  flags: {},
  example: 'cloud-agent runs conversation 0f9c2e4a --json',
  json: "the run's conversation (its steps and their messages), as the service answered it.",
  check(parsed) {
    const id = parsed.positional!;
    return (ctx) =>
      show(
        ctx,
        'getRunConversation',
        { path: { runId: id } },
        () => ctx.client.runs.conversation(id, opts(ctx)),
        (answer) => {
          const lines: string[] = [];
          const walk = (steps: typeof answer.steps, depth: number) => {
            for (const step of steps) {
              lines.push(`${'  '.repeat(depth)}- ${cell(step.summary ?? step.description ?? step.id, 120)}`);
              for (const message of step.messages) {
                const text = message.content
                  .map((block) => ('text' in block && typeof block.text === 'string' ? block.text : ''))
                  .filter(Boolean)
                  .join(' ');
                if (text) lines.push(`${'  '.repeat(depth + 1)}${message.role}: ${cell(text, 200)}`);
              }
              walk(step.steps, depth + 1);
            }
          };
          walk(answer.steps, 0);
          return lines.length ? `${lines.join('\n')}\n` : '(no steps)\n';
        },
      );
  },
};

const timeline: InspectionCommand = {
  name: 'runs timeline',
  positional: RUN_ID,
  summary: "Show a run's lifecycle events.",
  flags: {},
  example: 'cloud-agent runs timeline 0f9c2e4a',
  json: "the run's lifecycle events (events), as the service answered them.",
  check(parsed) {
    const id = parsed.positional!;
    return (ctx) =>
      show(
        ctx,
        'getRunTimeline',
        { path: { runId: id } },
        () => ctx.client.runs.timeline(id, opts(ctx)),
        (answer) =>
          table(answer.events, [
            ['TIME', (e) => e.occurred_at],
            ['EVENT', (e) => e.event_type],
          ]),
      );
  },
};

const transcript: InspectionCommand = {
  name: 'runs transcript',
  positional: RUN_ID,
  summary: "Download a run's transcript (to stdout, or -o); --json prints its signed URL.",
  flags: { output: { type: 'string', short: 'o', value: '<file>', help: 'Write it to this file.' } },
  example: 'cloud-agent runs transcript 0f9c2e4a -o transcript.json',
  json: '{"url": "..."}, the signed URL of the transcript, which is then downloaded only with -o.',
  fails: 'the file -o names could not be written',
  check(parsed) {
    const id = parsed.positional!;
    const file = outputOf(parsed);
    return async (ctx) => {
      const { url } = await ctx.client.runs.transcript(id, opts(ctx));
      if (file !== undefined || !ctx.json) await download(ctx, url, file);
      if (ctx.json) ctx.write(jsonText({ url }));
    };
  },
};

/** `--since`: a step id, or an RFC 3339 time (one with a date, a `T` and an offset or `Z`). */
export function sinceOf(parsed: Parsed): Since | undefined {
  const value = stringFlag(parsed, 'since');
  if (value === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}T/i.test(value)) return { time: Date.parse(isoTime('since', value)) };
  return { step: value };
}

/** How `run` ends for a run that stopped in `state` (BLOCKED: it waits for input, and `run` exits 0). */
export function endOf(run: RunItem): OutcomeError | undefined {
  if (!['FAILED', 'ERROR', 'CANCELLED'].includes(run.state)) return undefined;
  const code = run.status_message?.error_code ? ` (${run.status_message.error_code})` : '';
  const message = run.status_message?.message ? `: ${run.status_message.message}` : '';
  return new OutcomeError(`run ${run.run_id} ended ${run.state}${code}${message}`, 'run-failed');
}

const logs: InspectionCommand = {
  name: 'runs logs',
  positional: RUN_ID,
  summary:
    "Print a run's steps and lifecycle events, one line each, in order; --follow keeps printing until it ends.",
  flags: {
    follow: {
      type: 'boolean',
      short: 'f',
      help: 'Keep reading until the run ends (or waits for input), each new line printed once: its state every 3 s, its steps and events when it moves (at most every 5 s; less often while nothing moves, down to every 30 s). Ctrl-C stops following; the run goes on.',
    },
    since: {
      type: 'string',
      value: '<step-id|time>',
      help: 'Print only what came after this step (its id, as runs conversation --json shows it) or after this time (RFC 3339, e.g. 2026-11-27T06:00:00Z).',
    },
    'exit-status': {
      type: 'boolean',
      help: 'Exit as run would for the state the run ended in: 1 for FAILED, ERROR or CANCELLED, 0 for SUCCEEDED or BLOCKED; a run still going (without --follow) exits 0.',
    },
  },
  example: 'cloud-agent runs logs 0f9c2e4a --follow --exit-status',
  json: '{"type": "step"} (run_id, id, number, time, completed_at, title, detail, detail_cut), {"type": "event"} (run_id, id, kind, label, time, execution_id) and {"type": "run"} when its state or session link changes (run_id, time, state, session_link, status_message).',
  jsonLines: true,
  fails: 'with --exit-status, the run ended FAILED, ERROR or CANCELLED',
  check(parsed) {
    const id = parsed.positional!;
    const since = sinceOf(parsed);
    const follow = parsed.flags.follow === true;
    const exitStatus = parsed.flags['exit-status'] === true;
    return async (ctx) => {
      // Loaded here: it brings the client, which --help and a usage error need not load. With the flows that follow
      // a run in the action's commands (one group: src/cli/main.ts).
      const { followLogs } = await import(/* webpackChunkName: "flows" */ '../../flow/logs.ts');
      const followed = await followLogs({
        client: ctx.client,
        runId: id,
        follow,
        since,
        redact: ctx.redact,
        signal: ctx.signal,
        warn: ctx.warn,
        emit: (record, previous) => {
          if (ctx.json) return ctx.write(`${inertJson(record)}\n`);
          for (const text of recordTexts(record, previous)) ctx.write(`${timedLine(record.time, text)}\n`);
        },
      });
      const { run } = followed;
      if (followed.interrupted) {
        ctx.progress(
          `stopped following run ${id}; it goes on (cloud-agent runs logs ${id} --follow follows it again)`,
        );
        return;
      }
      if (run?.state === 'BLOCKED')
        ctx.progress(`run ${id} waits for input: cloud-agent followup ${id} --message "..." answers it`);
      const ended = run && exitStatus ? endOf(run) : undefined;
      if (ended) throw ended;
    };
  },
};

export const RUNS_COMMANDS: InspectionCommand[] = [list, get, conversation, timeline, transcript, logs];
