/**
 * The inspection commands: the client called directly, the answer printed as the service gave it (--json: one
 * document, nothing else on stdout) or as a compact table for people. Text from the service is made terminal-safe
 * before it is printed in tables; --json prints it as JSON, which escapes control characters.
 *
 * Printing whatever came demands nothing of it. The columns of a table are reads (client/reads.ts lists them,
 * mostly as `MAYBE`): typed, so a column the list lacks does not compile, and shown as "-" when absent.
 */
import { writeFileSync } from 'node:fs';
import type { CloudAgentClient, QueryOf } from '../client/index.ts';
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

/** Every field of an answer, whatever came: for printing it as it is, never for reading one of them. */
const whole = (answer: object) => answer as Record<string, unknown>;

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
  let last = page;
  const seen = new Set<string>();
  for (;;) {
    const info = last.page_info;
    const next = info?.has_next_page === false ? undefined : (info?.next_cursor ?? undefined);
    if (!next || seen.has(next) || last[itemsKey].length === 0) break;
    seen.add(next);
    last = await first(next);
    items.push(...last[itemsKey]);
  }
  return { ...last, [itemsKey]: items };
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
  const print = (answer: unknown, human: () => string) =>
    out.write(out.json ? `${JSON.stringify(answer, null, 2)}\n` : human());
  switch (parsed.spec.name) {
    case 'runs list': {
      const query = runsQuery(parsed);
      const page = await pages(
        parsed,
        (cursor) => client.runs.listPage({ ...query, ...(cursor ? { cursor } : {}) }, options),
        'runs',
      );
      return print(page, () => {
        const next = page.page_info?.next_cursor;
        const more = page.page_info?.has_next_page && next ? `\nmore: --cursor ${terminalSafe(next)}\n` : '';
        return (
          table(page.runs, [
            ['RUN', (r) => r.run_id],
            ['STATE', (r) => r.state],
            ['CREATED', (r) => r.created_at],
            ['TITLE', (r) => r.title],
          ]) + more
        );
      });
    }
    case 'runs get': {
      const run = await client.runs.get(id, options);
      return print(run, () =>
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
          artifacts: run.artifacts?.length ? run.artifacts.map((a) => a.artifact_type).join(', ') : undefined,
        }),
      );
    }
    case 'runs conversation': {
      const conversation = await client.runs.conversation(id, options);
      return print(conversation, () => {
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
      });
    }
    case 'runs timeline': {
      const timeline = await client.runs.timeline(id, options);
      return print(timeline, () =>
        table(timeline.events, [
          ['TIME', (e) => e.occurred_at],
          ['EVENT', (e) => e.event_type],
        ]),
      );
    }
    case 'runs transcript': {
      const { url } = await client.runs.transcript(id, options);
      if (out.json) return print({ url }, () => '');
      return download(out, url, stringFlag(parsed, 'output'));
    }
    case 'artifacts get': {
      const file = stringFlag(parsed, 'output');
      if (file && !out.json) {
        const { url } = await client.artifacts.download(id, options);
        return download(out, url, file);
      }
      const artifact = await client.artifacts.get(id, options);
      return print(artifact, () => fields(whole(artifact)));
    }
    case 'agents': {
      const repo = stringFlag(parsed, 'repo');
      const answer = await client.agents.list(repo ? ({ repo } as QueryOf<'listAgents'>) : {}, options);
      return print(answer, () =>
        table(answer.agents, [
          ['NAME', (r) => r.name],
          ['VARIANTS', (r) => r.variants?.length],
        ]),
      );
    }
    case 'environments': {
      const answer = await client.environments.list({}, options);
      return print(answer, () =>
        table(answer.environments, [
          ['ID', (r) => r.uid],
          ['NAME', (r) => r.config?.name],
          ['UPDATED', (r) => r.last_updated],
        ]),
      );
    }
    case 'models': {
      const answer = await client.models.list(options);
      return print(answer, () =>
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
    }
    case 'workers': {
      const answer = await client.agents.connectedWorkers(options);
      return print(answer, () =>
        table(answer.workers, [
          ['HOST', (r) => r.worker_host],
          ['CONNECTIONS', (r) => r.connection_count],
          ['LAST SEEN', (r) => r.last_seen_at],
        ]),
      );
    }
    case 'schedules list': {
      const answer = await client.schedules.list(options);
      return print(answer, () =>
        table(answer.schedules, [
          ['ID', (r) => r.id],
          ['NAME', (r) => r.name],
          ['CRON', (r) => r.cron_schedule],
          ['ENABLED', (r) => r.enabled],
        ]),
      );
    }
    case 'schedules get': {
      const schedule = await client.schedules.get(id, options);
      return print(schedule, () =>
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
    }
    case 'factories list': {
      const limit = wholeNumber(stringFlag(parsed, 'limit'), 'limit', 1, 100);
      const answer = await pages(
        parsed,
        (cursor) =>
          client.call(
            'listFactories',
            { query: { ...(limit ? { limit } : {}), ...(cursor ? { cursor } : {}) } },
            options,
          ),
        'factories',
      );
      return print(answer, () =>
        table(answer.factories, [
          ['UID', (r) => r.uid],
          ['NAME', (r) => r.name],
          ['UPDATED', (r) => r.updated_at],
        ]),
      );
    }
    case 'factories get': {
      const factory = await client.factories.get(id, options);
      return print(factory, () =>
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
    }
    case 'scorers list': {
      const factory = stringFlag(parsed, 'factory');
      const answer = await client.scorers.list(
        factory ? ({ factory_uid: factory } as QueryOf<'listScorers'>) : {},
        options,
      );
      return print(answer, () =>
        table(answer.scorers, [
          ['ID', (r) => r.id],
          ['NAME', (r) => r.name],
          ['FACTORY', (r) => r.factory_uid],
          ['THRESHOLD', (r) => r.threshold],
          ['PASS RATE', (r) => r.pass_rate_summary?.pass_rate],
        ]),
      );
    }
    case 'scorers results': {
      const scorer = scorerId(parsed);
      const limit = wholeNumber(stringFlag(parsed, 'limit'), 'limit', 1, 100);
      const answer = await pages(
        parsed,
        (cursor) =>
          client.call(
            'listScorerResults',
            {
              path: { scorer_id: scorer },
              query: { ...(limit ? { limit } : {}), ...(cursor ? { cursor } : {}) },
            },
            options,
          ),
        'results',
      );
      return print(answer, () =>
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
      const answer = await client.scorers.passRate(scorer, query as QueryOf<'getScorerPassRate'>, options);
      return print(answer, () => {
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
      });
    }
    default:
      throw new UsageError(`${parsed.spec.name} is not an inspection command`);
  }
}
