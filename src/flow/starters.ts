/**
 * How new work is started: as a run (POST /agent/runs) or dispatched to a factory (POST /factory/{uid}/runs).
 * Both look for work already going for the same origin first, and both adopt what a create whose answer was lost
 * made, instead of creating it twice.
 */
import { ApiError, runMatches, type BodyOf, type CloudAgentClient, type RunItem } from '../client/index.ts';
import { GOING_STATES } from '../shared/runs.ts';
import type { RunInputs } from '../inputs.ts';
import { clip } from '../render/format.ts';
import type { ReportInput } from '../render/report.ts';
import { findRunByMetadata, LOOKUP_SCAN_PAGES, META, warnOnce, type Origin } from './origin.ts';
import type { Log } from './host.ts';
import { OutcomeError } from '../shared/outcome.ts';
import type { Step } from './step.ts';

export interface Work {
  prompt: string;
  title: string | undefined;
  /** `plan`: the run proposes a plan and changes nothing until approved (flow/plan.ts). Runs only: see `planning`. */
  mode?: 'plan';
}

export interface Starter {
  /** The metadata pairs this work's runs carry and are found by. */
  lookup: Record<string, string>;
  /** The newest run of this origin, in any state (or undefined). */
  findLatest(signal?: AbortSignal, createdAfter?: string): Promise<RunItem | undefined>;
  /** The metadata pairs of the runs this attempt makes (see Origin.own); saved for the post step. */
  own: Record<string, string>;
  /** The newest run this attempt made since `createdAfter`, in any state (or undefined). */
  findMade(createdAfter: string, signal?: AbortSignal): Promise<RunItem | undefined>;
  /**
   * The newest run any attempt of this trigger made, in any state (or undefined): a re-run's look for the run an
   * earlier attempt started. None where the runs do not carry their trigger (a factory's carry the ticket alone).
   */
  findTriggers?(signal?: AbortSignal): Promise<RunItem | undefined>;
  /** Every run of this origin that is still going, oldest first (to settle two jobs racing). */
  listActive(signal?: AbortSignal): Promise<RunItem[]>;
  /**
   * Starts the work; returns the run id. A create whose answer was lost adopts what findMade(`since`) finds: only
   * a run this attempt made.
   */
  create(work: Work, signal: AbortSignal, since: string): Promise<{ runId: string; state: string }>;
  /** The factory task of a run, for the report (factories only). */
  factoryTask?: (runId: string) => Promise<ReportInput['factoryTask']>;
  /** The factory, for the marker (factories only). */
  factory?: string;
  /** The model the runs it starts ask for (`model-id`, or `agent-config`'s model_id); none: the service picks. */
  model?: string;
  /** Whether the work can start in plan mode: a run can; a factory's dispatch takes no mode. */
  planning: boolean;
}

/** What following run `runId` of this work asks for its factory task (nothing for a plain run). */
export function factoryTaskOf(
  starter: Starter,
  runId: string,
): { factoryTask?: () => Promise<ReportInput['factoryTask']> } {
  const task = starter.factoryTask;
  return task ? { factoryTask: () => task(runId) } : {};
}

/**
 * What following a run of this work reports of the model it asked for (see ReportInput.requestedModel): for a run it
 * started, or an earlier attempt of it started with the same inputs; never for a run it only sent a follow-up to,
 * which another step's config made.
 */
export function requestedModelOf(starter: Starter): { requestedModel?: string } {
  return starter.model ? { requestedModel: starter.model } : {};
}

/** The model a run's config asks for, when it names one. */
function modelIn(config: Record<string, unknown> | undefined): string | undefined {
  const model = config?.model_id;
  return typeof model === 'string' && model.trim() ? model : undefined;
}

/** The run's config: `agent-config` underneath, the specific inputs on top. */
export function agentConfig(run: RunInputs): Record<string, unknown> | undefined {
  const config: Record<string, unknown> = { ...(run.agentConfig ?? {}) };
  if (run.environmentId) config.environment_id = run.environmentId;
  if (run.modelId) config.model_id = run.modelId;
  if (run.basePrompt) config.base_prompt = run.basePrompt;
  if (run.mcpServers) {
    config.mcp_servers = {
      ...((config.mcp_servers as Record<string, unknown> | undefined) ?? {}),
      ...run.mcpServers,
    };
  }
  return Object.keys(config).length ? config : undefined;
}

const oldestFirst = (a: RunItem, b: RunItem) =>
  a.created_at.localeCompare(b.created_at) || a.run_id.localeCompare(b.run_id);

/**
 * Every run carrying `metadata` that is still going, oldest first. The service's filters are a hint: when its page
 * holds runs they rule out (it does not filter by metadata), the team's newest runs are scanned and matched here.
 */
async function listActiveBy(
  client: CloudAgentClient,
  metadata: Record<string, string>,
  signal?: AbortSignal,
  warn?: (line: string) => void,
): Promise<RunItem[]> {
  const state = [...GOING_STATES];
  // Runs left out: for the metadata one lacks (`foreign`), else for their state (an active run may then be past this
  // page, so the scan below is the answer either way; only what it says differs).
  let foreign: number;
  try {
    const page = await client.runs.listPage(
      { metadata, state, sort_by: 'created_at', sort_order: 'asc', limit: 20 },
      { signal },
    );
    if (page.unmatched === 0) return page.runs.sort(oldestFirst);
    foreign = page.foreign;
  } catch (err) {
    if (err instanceof ApiError && err.errorCode === 'feature_not_available') return [];
    throw err;
  }
  warn?.(
    foreign > 0
      ? 'the service answered runs that do not carry the metadata asked for: scanning the newest runs instead'
      : 'the service answered runs that are no longer going (it does not filter by state): scanning the newest runs instead',
  );
  const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
  const active: RunItem[] = [];
  let pages = 0;
  for await (const page of client.runs
    .list({ sort_by: 'created_at', sort_order: 'desc', limit: 100, created_after: since }, { signal })
    .pages()) {
    active.push(...page.runs.filter((run) => runMatches({ metadata, state }, run)));
    if (++pages >= LOOKUP_SCAN_PAGES) break;
  }
  return active.sort(oldestFirst);
}

/** Work started as a run of the agent, with the `run` command's inputs. */
export function runStarter(step: Step, run: RunInputs, origin: Origin): Starter {
  const { client } = step;
  const warn = warnOnce((line) => step.host.log.warning(line));
  const findLatest = (signal?: AbortSignal, createdAfter?: string) =>
    findRunByMetadata(client, origin.lookup, { signal, warn, ...(createdAfter ? { createdAfter } : {}) });
  const findMade = (createdAfter: string, signal?: AbortSignal, mustKnow = false) =>
    findRunByMetadata(client, origin.own, { signal, createdAfter, warn, mustKnow });
  const { [META.attempt]: _attempt, ...ofTrigger } = origin.own;
  const model = modelIn(agentConfig(run));
  return {
    lookup: origin.lookup,
    own: origin.own,
    ...(model ? { model } : {}),
    findLatest,
    findMade,
    findTriggers: (signal) => findRunByMetadata(client, ofTrigger, { signal, warn }),
    listActive: (signal) => listActiveBy(client, origin.lookup, signal, warn),
    planning: true,
    create: async (work, signal, since) => {
      const config = agentConfig(run);
      const body: BodyOf<'createRun'> = {
        prompt: work.prompt,
        metadata: origin.metadata,
        ...(work.title ? { title: clip(work.title, 200) } : {}),
        ...(config ? { config } : {}),
        ...(run.skill ? { skill: run.skill } : {}),
        ...(run.agentIdentity ? { agent_identity_uid: run.agentIdentity } : {}),
        ...(work.mode ? { mode: work.mode } : {}),
      };
      const created = await client.runs.create(body, {
        signal,
        // The answer was lost: adopt the run the service made, if it made one (and fail when that cannot be known).
        recover: async () => {
          const found = await findMade(since, undefined, true);
          if (!found) return undefined;
          step.host.log.info('the answer to the create was lost; the run it made was found by its origin');
          return { run_id: found.run_id, task_id: found.run_id, state: found.state };
        },
      });
      return { runId: created.run_id, state: created.state };
    },
  };
}

/** A factory's ticket: `<source>:<id>`; the service stamps dispatched runs with it as metadata. */
export function ticketOf(ref: string): { source: string; id: string } {
  const at = ref.indexOf(':');
  return { source: ref.slice(0, at), id: ref.slice(at + 1) };
}

/** Work dispatched to a factory under a ticket. */
export function factoryStarter(
  step: Step,
  factory: string,
  ticketRef: string,
  ticketUrl: string | undefined,
): Starter {
  const { client, host } = step;
  const log = host.log;
  const warn = warnOnce((line) => log.warning(line));
  const ticket = ticketOf(ticketRef);
  const metadata = { ticket_source: clip(ticket.source, 256), ticket_id: clip(ticket.id, 256) };
  // Only runs of this factory count: the same ticket may have gone to another one.
  const findLatest = async (
    signal?: AbortSignal,
    createdAfter?: string,
    mustKnow = false,
  ): Promise<RunItem | undefined> => {
    const run = await findRunByMetadata(client, metadata, {
      signal,
      warn,
      mustKnow,
      ...(createdAfter ? { createdAfter } : {}),
    });
    return run && (run.factory_uid === undefined || run.factory_uid === factory) ? run : undefined;
  };
  // Dispatched runs carry the ticket only: a run this attempt made is one created since it began (startWork's
  // `since` starts after any run seen before).
  const findMade = (createdAfter: string, signal?: AbortSignal, mustKnow = false) =>
    findLatest(signal, createdAfter, mustKnow);
  return {
    factory,
    lookup: metadata,
    own: metadata,
    findLatest,
    findMade,
    listActive: (signal) => listActiveBy(client, metadata, signal, warn),
    planning: false,
    create: async (work, signal, since) => {
      let recovered = false;
      try {
        const created = await client.factories.dispatch(
          factory,
          {
            prompt: work.prompt,
            ticket_ref: ticketRef,
            ...(work.title ? { title: clip(work.title, 200) } : {}),
            ...(ticketUrl ? { ticket_url: ticketUrl } : {}),
          },
          {
            signal,
            recover: async () => {
              const found = await findMade(since, undefined, true);
              if (!found) return undefined;
              recovered = true;
              return {
                run_id: found.run_id,
                state: found.state,
                factory_uid: factory,
                foreman_agent: '',
                ticket_ref: ticketRef,
              };
            },
          },
        );
        log.info(
          recovered
            ? `dispatched to factory ${factory}, ticket ${ticketRef}: the answer was lost; the run it made was found by its ticket`
            : `dispatched to factory ${factory} (foreman ${created.foreman_agent || 'unknown'}), ticket ${created.ticket_ref ?? ticketRef}`,
        );
        return { runId: created.run_id, state: created.state };
      } catch (err) {
        throw explainDispatchError(err, factory);
      }
    },
    factoryTask: (runId) => readFactoryTask(client, factory, runId, log),
  };
}

/** The factory task of a dispatched run, for its report; undefined until the service has made it. */
export async function readFactoryTask(
  client: CloudAgentClient,
  factory: string,
  runId: string,
  log: Log,
): Promise<ReportInput['factoryTask']> {
  try {
    const task = await client.factories.taskByRun(factory, runId, { maxRetries: 1 });
    return { uid: task.uid, stage: task.stage, factory };
  } catch (err) {
    // The task is made after the dispatch, not with it: until then there is none to show.
    if (err instanceof ApiError && err.status === 404) return undefined;
    log.warning(`could not read the factory task of run ${runId}: ${(err as Error).message}`);
    return undefined;
  }
}

/** The factory refused the work: the service's answer, in words that say what to fix. */
export class DispatchError extends OutcomeError {
  constructor(message: string) {
    super(message, 'service');
  }
}

/** What a refused dispatch means, in words that say what to fix. */
export function explainDispatchError(err: unknown, factory: string): unknown {
  if (!(err instanceof ApiError)) return err;
  const cause = err.detail ?? err.title ?? err.message;
  switch (err.status) {
    case 409:
      return new DispatchError(
        `factory "${factory}" has no foreman agent, so it cannot take work: set up a foreman agent for the factory (an agent identity of type FOREMAN), then run again (${cause})`,
      );
    case 404:
      return new DispatchError(
        `factory "${factory}" was not found, or this API key cannot reach it: check the factory input (its public UID) and the key's team (${cause})`,
      );
    case 403:
      return new DispatchError(
        `this API key may not dispatch to factory "${factory}": give the key's team access to the factory (${cause})`,
      );
    case 400:
      return new DispatchError(`factory "${factory}" refused the work as invalid: ${cause}`);
    default:
      return err;
  }
}
