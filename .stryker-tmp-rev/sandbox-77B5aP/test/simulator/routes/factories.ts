/**
 * Factories: listing, reading, dispatching work to a factory's foreman, and the factory task a dispatched run
 * belongs to. The task is created asynchronously: it becomes visible `taskDelayMs` of virtual time after the
 * dispatch (see `setFactoryTaskDelay`). Errors on these routes are rendered as application/problem+json by the server.
 */
import {
  fail,
  iso,
  newId,
  type FactoryRecord,
  type Principal,
  type SimRun,
  type Simulator,
} from '../state.ts';
import { ok, who, type Ctx, type RouteModule } from '../types.ts';

/** A factory task, keyed by the root run it was created from. */
interface TaskRecord {
  uid: string;
  factoryUid: string;
  rootRunId: string;
  ticketRef: string;
  description: string | null;
  /** The moment the task exists (dispatch + delay). */
  visibleAt: number;
}

interface FactoryState {
  taskDelayMs: number;
  nextTicket: number;
  tasks: Map<string, TaskRecord>;
}

const state = (sim: Simulator): FactoryState =>
  sim.ext<FactoryState>('factories', () => ({ taskDelayMs: 1000, nextTicket: 1, tasks: new Map() }));

/** How long (virtual ms) after a dispatch the factory task becomes visible. Default 1000. */
export function setFactoryTaskDelay(sim: Simulator, ms: number): void {
  state(sim).taskDelayMs = ms;
}

const OUTPUT_TYPES = new Set(['PULL_REQUEST', 'EXTERNAL_REFERENCE', 'SCREENSHOT', 'FILE']);

function factoryBody(sim: Simulator, f: FactoryRecord): Record<string, unknown> {
  const foreman = f.foremanUid ? sim.identities.get(f.foremanUid) : undefined;
  const env = foreman?.fields.environment_id;
  const forges = f.repositories.length ? ['GITHUB'] : [];
  return {
    uid: f.uid,
    name: f.name,
    team_uid: f.teamUid,
    alias: f.alias,
    description: null,
    avatar_url: null,
    default_environment: typeof env === 'string' ? env : null,
    default_model: null,
    code_forge: f.repositories.length ? 'GITHUB' : 'NONE',
    code_forges: forges,
    credential_strategy: 'EXECUTOR',
    created_at: iso(f.createdAt),
    updated_at: iso(f.createdAt),
    integrations: [],
    repositories: f.repositories.map((r) => ({ owner: r.owner, repo: r.repo, code_forge: 'GITHUB' })),
    agent_defaults: { default_runner_uid: 'warp', mcp_servers: {}, secrets: [], worker_host: 'warp' },
    scorer_defaults: { mcp_servers: {}, secrets: [] },
    scoring: { default_model: null },
  };
}

/** The factory as its owner may see it: 404 when missing, 403 when another team's. */
function factoryFor(sim: Simulator, principal: Principal, uid: string): FactoryRecord {
  const f = sim.factories.get(uid);
  if (!f) return fail(404, 'resource_not_found', `factory ${uid} not found`);
  if (f.teamUid !== principal.teamUid) return fail(403, 'not_authorized', `factory access denied: ${uid}`);
  return f;
}

const encodeCursor = (uid: string): string => Buffer.from(uid, 'utf8').toString('base64url');

function decodeCursor(cursor: string): string {
  const decoded = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  if (!decoded || encodeCursor(decoded) !== cursor)
    return fail(400, 'invalid_request', 'cursor is not valid');
  return decoded;
}

function listFactories(ctx: Ctx) {
  const principal = who(ctx);
  const {
    team_uid: teamUid,
    search,
    cursor,
  } = ctx.query as { team_uid?: string; search?: string; cursor?: string };
  const limit = (ctx.query.limit as number | undefined) ?? 50;
  if (teamUid !== undefined && teamUid !== principal.teamUid) {
    return fail(403, 'not_authorized', `factory access denied: no access to team ${teamUid}`);
  }
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const needle = search?.toLowerCase();
  const all = [...ctx.sim.factories.values()]
    .filter((f) => f.teamUid === principal.teamUid)
    .filter(
      (f) =>
        !needle || f.name.toLowerCase().includes(needle) || (f.alias ?? '').toLowerCase().includes(needle),
    )
    .sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0))
    .filter((f) => after === undefined || f.uid > after);
  const page = all.slice(0, limit);
  const more = all.length > page.length;
  return ok({
    factories: page.map((f) => factoryBody(ctx.sim, f)),
    page_info: { has_next_page: more, ...(more ? { next_cursor: encodeCursor(page.at(-1)!.uid) } : {}) },
  });
}

function getFactory(ctx: Ctx) {
  return ok(factoryBody(ctx.sim, factoryFor(ctx.sim, who(ctx), ctx.path.uid as string)));
}

const TICKET_REF = /^([^:]+):(.+)$/;

function dispatchFactoryRun(ctx: Ctx) {
  const principal = who(ctx);
  const uid = ctx.path.uid as string;
  const f = ctx.sim.factories.get(uid);
  // Another team's factory answers like a missing one: existence is not leaked.
  if (!f || f.teamUid !== principal.teamUid)
    return fail(404, 'resource_not_found', `factory ${uid} not found`);
  const body = ctx.body as { prompt: string; title?: string; ticket_ref?: string; ticket_url?: string };
  if (body.prompt.trim() === '') return fail(400, 'invalid_request', 'prompt must not be blank');
  if (body.ticket_ref !== undefined && !TICKET_REF.test(body.ticket_ref)) {
    return fail(400, 'invalid_request', 'ticket_ref must look like <source>:<id>, e.g. linear:ENG-123');
  }
  const foreman = f.foremanUid ? ctx.sim.identities.get(f.foremanUid) : undefined;
  if (!foreman) {
    return fail(
      409,
      'conflict',
      `factory ${uid} has no foreman agent; set up a foreman agent for the factory before dispatching work`,
    );
  }
  const st = state(ctx.sim);
  const ticketRef = body.ticket_ref ?? `warp:${st.nextTicket++}`;
  // The service stamps dispatched runs with the ticket automatically (metadata ticket_source and ticket_id).
  const [, source, id] = TICKET_REF.exec(ticketRef)!;
  const metadata: Record<string, string> = {
    ticket_source: source!.slice(0, 256),
    ticket_id: id!.slice(0, 256),
  };
  const run = ctx.sim.createRun({
    teamUid: f.teamUid,
    creator: principal,
    prompt: body.prompt,
    title: body.title,
    factoryUid: f.uid,
    agentIdentityUid: foreman.uid,
    source: 'API',
    metadata,
  });
  st.tasks.set(run.run_id, {
    uid: newId('task'),
    factoryUid: f.uid,
    rootRunId: run.run_id,
    ticketRef,
    description: body.prompt,
    visibleAt: ctx.now + st.taskDelayMs,
  });
  return ok(
    {
      run_id: run.run_id,
      state: ctx.sim.state(run),
      factory_uid: f.uid,
      foreman_agent: foreman.name,
      ticket_ref: ticketRef,
      run_url: `${ctx.sim.serviceOrigin.value}/runs/${run.run_id}`,
    },
    201,
  );
}

/** TRIAGE before the foreman starts work, IMPLEMENT while it works (or waits / failed), COMPLETE, CANCELLED. */
function stageOf(runState: string): string {
  switch (runState) {
    case 'QUEUED':
    case 'PENDING':
    case 'CLAIMED':
      return 'TRIAGE';
    case 'SUCCEEDED':
      return 'COMPLETE';
    case 'CANCELLED':
      return 'CANCELLED';
    default:
      return 'IMPLEMENT';
  }
}

function rootOf(sim: Simulator, run: SimRun): SimRun {
  let current = run;
  for (let depth = 0; current.parentRunId && depth < 100; depth++) {
    const parent = sim.runs.get(current.parentRunId);
    if (!parent) break;
    current = parent;
  }
  return current;
}

function getFactoryTaskByRun(ctx: Ctx) {
  const principal = who(ctx);
  const f = factoryFor(ctx.sim, principal, ctx.path.uid as string);
  const runId = ctx.query.run_id as string;
  const run = ctx.sim.runs.get(runId);
  const root = run && run.teamUid === principal.teamUid ? rootOf(ctx.sim, run) : undefined;
  const task = root ? state(ctx.sim).tasks.get(root.run_id) : undefined;
  if (!root || !task || task.visibleAt > ctx.now || task.factoryUid !== f.uid) {
    return fail(404, 'resource_not_found', `no task of factory ${f.uid} for run ${runId} (yet)`);
  }
  // The task's runs: the root and every run below it; the newest one is the current run.
  const tree = [...ctx.sim.runs.values()].filter(
    (r) => r.run_id === root.run_id || ctx.sim.descendsFrom(r, root.run_id),
  );
  const current = tree.reduce((a, b) => (b.createdAt > a.createdAt ? b : a), root);
  const now = ctx.now;
  const outputs = tree
    .flatMap((r) => r.artifacts.filter((a) => a.at <= now).map((a) => ctx.sim.artifacts.get(a.uid)))
    .filter((a) => a !== undefined && OUTPUT_TYPES.has(a.type))
    .map((a) => a!)
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((a) => ({ artifact_type: a.type, created_at: iso(a.createdAt), data: a.data }));
  const rootState = ctx.sim.state(root, now);
  const lastChange = Math.max(
    task.visibleAt,
    ...tree.flatMap((r) => r.steps.filter((s) => s.at <= now).map((s) => s.at)),
  );
  const [, source, id] = TICKET_REF.exec(task.ticketRef)!;
  return ok({
    uid: task.uid,
    factory_uid: task.factoryUid,
    conversation_id: root.conversationId,
    run_id: root.run_id,
    title: root.title,
    stage: stageOf(rootState),
    created_at: iso(task.visibleAt),
    updated_at: iso(lastChange),
    description: task.description,
    author: ctx.sim.principalName(root.creator),
    current_run: {
      run_id: current.run_id,
      state: ctx.sim.state(current, now),
      is_run_type_cancellable: current.cancellable,
    },
    outputs,
    ticket_id: id,
    ticket_source: source,
  });
}

export const factories: RouteModule = {
  routes: { listFactories, getFactory, dispatchFactoryRun, getFactoryTaskByRun },
  install: (sim) => {
    state(sim);
  },
};
