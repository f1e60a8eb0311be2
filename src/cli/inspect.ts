/**
 * The inspection commands: the client called directly, the answer printed as the service gave it (--json: one
 * document, nothing else on stdout) or as a compact table for people. Text from the service is made terminal-safe
 * before it is printed in tables; --json prints it as JSON, which escapes control characters.
 *
 * Printing whatever came demands nothing of it. The columns of a table are reads (client/reads.ts lists them,
 * mostly as `MAYBE`): typed, so a column the list lacks does not compile, and shown as "-" when absent.
 */
import { writeFileSync } from 'node:fs';
import type { CloudAgentClient, OperationId, QueryOf } from '../client/index.ts';
import { terminalSafe } from '../host/cli.ts';
import { listFlag, stringFlag, UsageError, type Parsed } from './args.ts';

export interface Out {
  /** Writes to stdout. */
  write(text: string): void;
  json: boolean;
  quiet: boolean;
  signal: AbortSignal;
  /** Fetches a signed download URL (no Authorization header: the URL carries its own grant). */
  download(url: string): Promise<{ status: number; body: Buffer }>;
}

/** One cell: flat, terminal-safe, at most `max` characters. */
function cell(value: unknown, max = 60): string {
  if (value === undefined || value === null) return '-';
  const text = terminalSafe(typeof value === 'object' ? JSON.stringify(value) : String(value)).replace(
    /\s+/g,
    ' ',
  );
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A table with a header row; columns as wide as their widest cell. */
export function table<T>(rows: readonly T[] | undefined, columns: [string, (row: T) => unknown][]): string {
  if (!rows?.length) return '(none)\n';
  const cells = rows.map((row) => columns.map(([, get]) => cell(get(row))));
  const head = columns.map(([name]) => name);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((text, i) => (i === c.length - 1 ? text : text.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), ...cells.map(line)].join('\n') + '\n';
}

/** Key and value lines for one object, in its order; absent and null values are left out. */
function fields(row: Record<string, unknown>): string {
  const present = Object.keys(row).filter((k) => row[k] !== undefined && row[k] !== null);
  const width = Math.max(...present.map((k) => k.length));
  return present.map((k) => `${k.padEnd(width)}  ${cell(row[k], 200)}`).join('\n') + '\n';
}

/** Every field of an answer, whatever came (a value that is no object, as one line): for printing it as it is. */
const whole = (answer: unknown): Record<string, unknown> =>
  answer !== null && typeof answer === 'object' && !Array.isArray(answer)
    ? (answer as Record<string, unknown>)
    : { answer };

/** What an answer printed as it came is asked with (CloudAgentClient.asIs). */
type AsIsArgs = NonNullable<Parameters<CloudAgentClient['asIs']>[1]>;

interface Paged {
  page_info?: { has_next_page?: boolean; next_cursor?: string | null };
}

function wholeNumber(value: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new UsageError(
      `--${flag} must be a whole number from ${min} to ${max}, got "${value}"`,
      `--${flag}`,
    );
  }
  return n;
}

function scorerId(parsed: Parsed): number {
  const id = parsed.positional!;
  if (!/^\d+$/.test(id)) throw new UsageError(`<scorer-id> must be a number, got "${id}"`, '<scorer-id>');
  return Number(id);
}

/** The run-list query of the flags, every filter of the interface. */
export function runsQuery(parsed: Parsed): QueryOf<'listRuns'> {
  const s = (name: string) => stringFlag(parsed, name);
  const metadata: Record<string, string> = {};
  for (const pair of parsed.flags.metadata === undefined ? [] : [parsed.flags.metadata].flat()) {
    const eq = String(pair).indexOf('=');
    if (eq <= 0) throw new UsageError(`--metadata takes key=value, got "${String(pair)}"`, '--metadata');
    metadata[String(pair).slice(0, eq)] = String(pair).slice(eq + 1);
  }
  const query: Record<string, unknown> = {
    state: listFlag(parsed, 'state').length ? listFlag(parsed, 'state') : undefined,
    name: s('name'),
    model_id: s('model'),
    creator: s('creator'),
    executor: s('executor'),
    source: s('source'),
    execution_location: s('execution-location'),
    environment_id: s('environment'),
    skill: s('skill'),
    schedule_id: s('schedule'),
    ancestor_run_id: s('ancestor'),
    created_after: s('created-after'),
    created_before: s('created-before'),
    updated_after: s('updated-after'),
    metadata: Object.keys(metadata).length ? metadata : undefined,
    artifact_type: s('artifact-type'),
    q: s('q'),
    sort_by: s('sort'),
    sort_order: s('order'),
    limit: wholeNumber(s('limit'), 'limit', 1, 100),
    cursor: s('cursor'),
  };
  const order = query.sort_order;
  if (order !== undefined && order !== 'asc' && order !== 'desc') {
    throw new UsageError(`--order must be asc or desc, got "${String(order)}"`, '--order');
  }
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as QueryOf<'listRuns'>;
}

/** Checks what can be checked of an inspection command's flags before any request. */
export function checkInspection(parsed: Parsed): void {
  const name = parsed.spec.name;
  if (name === 'runs list') runsQuery(parsed);
  if (name === 'factories list' || name === 'scorers results')
    wholeNumber(stringFlag(parsed, 'limit'), 'limit', 1, 100);
  if (name === 'scorers results' || name === 'scorers pass-rate') scorerId(parsed);
  const groupBy = stringFlag(parsed, 'group-by');
  if (name === 'scorers pass-rate' && groupBy !== undefined && !['day', 'week', 'month'].includes(groupBy)) {
    throw new UsageError(`--group-by must be day, week or month, got "${groupBy}"`, '--group-by');
  }
}

/** Pages of a list: one page (from --cursor), or every page with --all, printed as one document. */
async function pages<K extends string, P extends Paged & { [key in K]: readonly unknown[] }>(
  parsed: Parsed,
  first: (cursor: string | undefined) => Promise<P>,
  itemsKey: K,
): Promise<P> {
  const start = stringFlag(parsed, 'cursor');
  const page = await first(start);
  if (!parsed.flags.all) return page;
  const items = [...page[itemsKey]];
  let unmatched = leftOut(page);
  let last = page;
  const seen = new Set<string>();
  for (;;) {
    const info = last.page_info;
    const next = info?.has_next_page === false ? undefined : (info?.next_cursor ?? undefined);
    // A page whose items were all left out here (they did not match) is not the empty page that ends a listing.
    if (!next || seen.has(next) || last[itemsKey].length + leftOut(last) === 0) break;
    seen.add(next);
    last = await first(next);
    items.push(...last[itemsKey]);
    unmatched += leftOut(last);
  }
  return { ...last, [itemsKey]: items, ...('unmatched' in page ? { unmatched } : {}) };
}

/** How many items of a checked answer the client left out because they do not match the query. */
function leftOut(answer: object): number {
  return 'unmatched' in answer && typeof answer.unmatched === 'number' ? answer.unmatched : 0;
}

/**
 * A checked listing as it is printed: the service's fields without the count the client added, and a line for
 * people when items were left out (the service did not apply a filter it was given).
 */
function shown<A extends { unmatched: number }>(
  answer: A,
  noun: string,
): { answer: Omit<A, 'unmatched'>; note: string } {
  const { unmatched, ...rest } = answer;
  const note = unmatched
    ? `(${unmatched} ${noun}${unmatched === 1 ? '' : 's'} the service sent did not match the filters and ${unmatched === 1 ? 'was' : 'were'} left out: the service did not apply them)\n`
    : '';
  return { answer: rest, note };
}

async function download(out: Out, url: string, file: string | undefined): Promise<void> {
  const res = await out.download(url);
  if (res.status >= 300) throw new DownloadError(`the download answered HTTP ${res.status}`);
  if (file) writeFileSync(file, res.body);
  else out.write(res.body.toString('utf8'));
}

/** A signed download failed (the service's own answer was fine). */
export class DownloadError extends Error {}

/** Runs an inspection command; prints its answer. */
export async function inspect(client: CloudAgentClient, parsed: Parsed, out: Out): Promise<void> {
  const options = { signal: out.signal };
  const id = parsed.positional ?? '';
  const json = (answer: unknown) => out.write(`${JSON.stringify(answer, null, 2)}\n`);
  const print = (answer: unknown, human: () => string) => (out.json ? json(answer) : out.write(human()));
  /**
   * One answer: with --json printed as it came, unchecked (printing demands nothing of it); for people `human`
   * reads it through `read`, the operation's checked method.
   */
  const show = async <T>(
    operation: OperationId,
    args: AsIsArgs,
    read: () => Promise<T>,
    human: (answer: T) => string,
  ): Promise<void> => {
    if (out.json) return json(await client.asIs(operation, args, options));
    out.write(human(await read()));
  };
  /** A list, one page of it from --cursor, or every page with --all (which reads the pages to follow them). */
  const paged = async <K extends string, P extends Paged & { [key in K]: readonly unknown[] }>(
    operation: OperationId,
    args: (cursor: string | undefined) => AsIsArgs,
    read: (cursor: string | undefined) => Promise<P>,
    itemsKey: K,
    human: (page: P) => string,
  ): Promise<void> => {
    if (out.json && !parsed.flags.all) {
      return json(await client.asIs(operation, args(stringFlag(parsed, 'cursor')), options));
    }
    const page = await pages(parsed, read, itemsKey);
    print(page, () => human(page));
  };
  const cursorOf = (cursor: string | undefined) => (cursor ? { cursor } : {});
  switch (parsed.spec.name) {
    case 'runs list': {
      // Printed from the checked listing, with --json too: a run the filters rule out is never shown.
      const query = runsQuery(parsed);
      const checked = await pages(
        parsed,
        (cursor) => client.runs.listPage({ ...query, ...cursorOf(cursor) }, options),
        'runs',
      );
      const { answer: page, note } = shown(checked, 'run');
      return print(page, () => {
        const next = page.page_info?.next_cursor;
        const more = page.page_info?.has_next_page && next ? `\nmore: --cursor ${terminalSafe(next)}\n` : '';
        return (
          table(page.runs, [
            ['RUN', (r) => r.run_id],
            ['STATE', (r) => r.state],
            ['CREATED', (r) => r.created_at],
            ['TITLE', (r) => r.title],
          ]) +
          note +
          more
        );
      });
    }
    case 'runs get':
      return show(
        'getRun',
        { path: { runId: id } },
        () => client.runs.get(id, options),
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
            artifacts: run.artifacts?.length
              ? run.artifacts.map((a) => a.artifact_type).join(', ')
              : undefined,
          }),
      );
    case 'runs conversation':
      return show(
        'getRunConversation',
        { path: { runId: id } },
        () => client.runs.conversation(id, options),
        (conversation) => {
          const lines: string[] = [];
          const walk = (steps: typeof conversation.steps, depth: number) => {
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
          walk(conversation.steps, 0);
          return lines.length ? `${lines.join('\n')}\n` : '(no steps)\n';
        },
      );
    case 'runs timeline':
      return show(
        'getRunTimeline',
        { path: { runId: id } },
        () => client.runs.timeline(id, options),
        (timeline) =>
          table(timeline.events, [
            ['TIME', (e) => e.occurred_at],
            ['EVENT', (e) => e.event_type],
          ]),
      );
    case 'runs transcript': {
      const { url } = await client.runs.transcript(id, options);
      if (out.json) return json({ url });
      return download(out, url, stringFlag(parsed, 'output'));
    }
    case 'artifacts get': {
      const file = stringFlag(parsed, 'output');
      if (file && !out.json) {
        const { url } = await client.artifacts.download(id, options);
        return download(out, url, file);
      }
      // Printed whole either way: nothing of it is read.
      const artifact = await client.asIs('getArtifact', { path: { artifactUid: id } }, options);
      return print(artifact, () => fields(whole(artifact)));
    }
    case 'agents': {
      const repo = stringFlag(parsed, 'repo');
      const query = repo ? ({ repo } as QueryOf<'listAgents'>) : {};
      return show(
        'listAgents',
        { query },
        () => client.agents.list(query, options),
        (answer) =>
          table(answer.agents, [
            ['NAME', (r) => r.name],
            ['VARIANTS', (r) => r.variants?.length],
          ]),
      );
    }
    case 'environments':
      return show(
        'listEnvironments',
        {},
        () => client.environments.list({}, options),
        (answer) =>
          table(answer.environments, [
            ['ID', (r) => r.uid],
            ['NAME', (r) => r.config?.name],
            ['UPDATED', (r) => r.last_updated],
          ]),
      );
    case 'models':
      return show(
        'listModels',
        {},
        () => client.models.list(options),
        (answer) =>
          table(answer.models, [
            [
              'ID',
              (r) =>
                r.id === undefined
                  ? undefined
                  : `${r.id}${answer.default_model_id !== undefined && r.id === answer.default_model_id ? ' (default)' : ''}`,
            ],
            ['NAME', (r) => r.display_name],
            ['PROVIDER', (r) => r.provider],
          ]),
      );
    case 'workers':
      return show(
        'listConnectedWorkers',
        {},
        () => client.agents.connectedWorkers(options),
        (answer) =>
          table(answer.workers, [
            ['HOST', (r) => r.worker_host],
            ['CONNECTIONS', (r) => r.connection_count],
            ['LAST SEEN', (r) => r.last_seen_at],
          ]),
      );
    case 'schedules list':
      return show(
        'listSchedules',
        {},
        () => client.schedules.list(options),
        (answer) =>
          table(answer.schedules, [
            ['ID', (r) => r.id],
            ['NAME', (r) => r.name],
            ['CRON', (r) => r.cron_schedule],
            ['ENABLED', (r) => r.enabled],
          ]),
      );
    case 'schedules get':
      return show(
        'getSchedule',
        { path: { scheduleId: id } },
        () => client.schedules.get(id, options),
        (schedule) =>
          fields({
            id: schedule.id,
            name: schedule.name,
            cron_schedule: schedule.cron_schedule,
            enabled: schedule.enabled,
            prompt: schedule.prompt,
            created_at: schedule.created_at,
            updated_at: schedule.updated_at,
            last_spawn_error: schedule.last_spawn_error,
          }),
      );
    case 'factories list': {
      const limit = wholeNumber(stringFlag(parsed, 'limit'), 'limit', 1, 100);
      const query = (cursor: string | undefined) => ({ ...(limit ? { limit } : {}), ...cursorOf(cursor) });
      return paged(
        'listFactories',
        (cursor) => ({ query: query(cursor) }),
        (cursor) => client.call('listFactories', { query: query(cursor) }, options),
        'factories',
        (answer) =>
          table(answer.factories, [
            ['UID', (r) => r.uid],
            ['NAME', (r) => r.name],
            ['UPDATED', (r) => r.updated_at],
          ]),
      );
    }
    case 'factories get':
      return show(
        'getFactory',
        { path: { uid: id } },
        () => client.factories.get(id, options),
        (factory) =>
          fields({
            uid: factory.uid,
            name: factory.name,
            alias: factory.alias,
            description: factory.description,
            default_model: factory.default_model,
            default_environment: factory.default_environment,
            created_at: factory.created_at,
            updated_at: factory.updated_at,
          }),
      );
    case 'scorers list': {
      // Printed from the checked listing, with --json too: another factory's scorer is never shown.
      const factory = stringFlag(parsed, 'factory');
      const query = factory ? ({ factory_uid: factory } as QueryOf<'listScorers'>) : {};
      const { answer, note } = shown(await client.scorers.list(query, options), 'scorer');
      return print(
        answer,
        () =>
          table(answer.scorers, [
            ['ID', (r) => r.id],
            ['NAME', (r) => r.name],
            ['FACTORY', (r) => r.factory_uid],
            ['THRESHOLD', (r) => r.threshold],
            ['PASS RATE', (r) => r.pass_rate_summary?.pass_rate],
          ]) + note,
      );
    }
    case 'scorers results': {
      const scorer = scorerId(parsed);
      const limit = wholeNumber(stringFlag(parsed, 'limit'), 'limit', 1, 100);
      const path = { scorer_id: scorer };
      const query = (cursor: string | undefined) => ({ ...(limit ? { limit } : {}), ...cursorOf(cursor) });
      return paged(
        'listScorerResults',
        (cursor) => ({ path, query: query(cursor) }),
        (cursor) => client.call('listScorerResults', { path, query: query(cursor) }, options),
        'results',
        (answer) =>
          table(answer.results, [
            ['RUN', (r) => r.run_id],
            ['STATUS', (r) => r.status],
            ['CLASSIFICATION', (r) => r.classification],
            ['SCORE', (r) => r.score],
            ['ATTEMPTED', (r) => r.attempted_at],
          ]),
      );
    }
    case 'scorers pass-rate': {
      const scorer = scorerId(parsed);
      const query: Record<string, string> = {};
      const start = stringFlag(parsed, 'start');
      const end = stringFlag(parsed, 'end');
      const groupBy = stringFlag(parsed, 'group-by');
      if (start) query.start_date = start;
      if (end) query.end_date = end;
      if (groupBy) query.group_by_period = groupBy;
      return show(
        'getScorerPassRate',
        { path: { scorer_id: scorer }, query },
        () => client.scorers.passRate(scorer, query as QueryOf<'getScorerPassRate'>, options),
        (answer) => {
          const rate = answer.pass_rate === null ? '-' : `${Math.round(answer.pass_rate * 1000) / 10}%`;
          return (
            `pass rate ${rate} (${answer.pass_count} passed, ${answer.fail_count} failed) from ${cell(answer.start_date)} to ${cell(answer.end_date)}\n` +
            table(answer.series, [
              ['PERIOD', (r) => r.period_start],
              ['PASSED', (r) => r.pass_count],
              ['FAILED', (r) => r.fail_count],
              ['RATE', (r) => (r.pass_rate === null ? '-' : `${Math.round(r.pass_rate * 1000) / 10}%`)],
            ])
          );
        },
      );
    }
    default:
      throw new UsageError(`${parsed.spec.name} is not an inspection command`);
  }
}
