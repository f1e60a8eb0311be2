/**
 * Runs: create (and the deprecated alias), list with every filter, get, timeline, conversation, transcript,
 * cancel, follow-ups, run by external reference, and artifact reporting by the harness.
 */
import { createHash } from 'node:crypto';
import {
  ENDED,
  FOLLOWUP_TIMELINE,
  TERMINAL,
  fail,
  iso,
  type Principal,
  type RunScript,
  type SimRun,
  type Simulator,
  type Step,
} from '../state.ts';
import { ok, who, type Ctx, type Handler, type Reply, type RouteModule } from '../types.ts';
import { identityAvailable } from './catalog.ts';

const SESSION_BASE = 'https://app.warp.dev/session';

/** A uuid made from a text, so the same event keeps the same id across reads. */
function stableUuid(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function isoDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export function runItem(sim: Simulator, run: SimRun, now = sim.now()): Record<string, unknown> {
  const current = sim.current(run, now);
  const visible = run.steps.filter((s) => s.at <= now);
  const exec = visible.filter((s) => s.execution === current.execution);
  const started =
    exec.find((s) => s.state === 'INPROGRESS')?.at ?? visible.find((s) => s.state === 'INPROGRESS')?.at;
  const ended = TERMINAL.has(current.state);
  const claimed = visible.some((s) => ['CLAIMED', 'INPROGRESS'].includes(s.state));
  const identity = run.agentIdentityUid ? sim.identities.get(run.agentIdentityUid) : undefined;
  const skillSpec = typeof run.config.skill_spec === 'string' ? run.config.skill_spec : undefined;
  const item: Record<string, unknown> = {
    run_id: run.run_id,
    task_id: run.run_id,
    title: run.title,
    state: current.state,
    prompt: run.prompt,
    created_at: iso(run.createdAt),
    updated_at: iso(current.at),
    started_at: started === undefined ? null : iso(started),
    finished_at: ended ? iso(current.at) : null,
    execution_location: run.executionLocation,
    source: run.source,
    scope: { type: 'Team', uid: run.teamUid },
    creator: sim.principalName(run.creator),
    executor: identity
      ? { uid: identity.uid, type: 'service_account', display_name: identity.name }
      : sim.principalName(run.creator),
    agent_config:
      run.agentConfig === undefined
        ? { ...run.config, ...(configName(run) !== undefined ? { name: configName(run) } : {}) }
        : run.agentConfig,
    artifacts: run.artifacts
      .filter((a) => a.at <= now)
      .map((a) => sim.artifacts.get(a.uid))
      .filter((a) => a !== undefined)
      .map((a) => ({ artifact_type: a.type, created_at: iso(a.createdAt), data: a.data })),
    conversation_id: run.conversationId,
    root_run_id: rootOf(sim, run).run_id,
    session_id: run.sessionId,
    is_sandbox_running: current.state === 'INPROGRESS' || current.state === 'CLAIMED',
    is_run_type_cancellable: run.cancellable,
    metadata: run.metadata,
    submitted_prompt: run.submittedPrompt,
  };
  if (claimed) item.session_link = `${SESSION_BASE}/${run.sessionId}`;
  if (current.statusMessage) item.status_message = current.statusMessage;
  if (started !== undefined) item.run_time = isoDuration((ended ? current.at : now) - started);
  if (run.usageSteps) {
    const at = ended || current.state === 'BLOCKED' ? current.at : now;
    const reached = run.usageSteps.filter((step) => step.at <= at).at(-1);
    if (reached) item.request_usage = reached.usage;
  } else if (run.wholeUsage) {
    const worked = workedMs(visible, now);
    if (worked !== undefined) item.request_usage = usageOf(run, Math.round(worked / 1000));
  } else if (ended || current.state === 'BLOCKED')
    item.request_usage = run.usage ?? defaultUsage(run, started, current.at);
  else if (run.liveUsage && started !== undefined)
    item.request_usage = run.usage ?? defaultUsage(run, started, now);
  if (item.agent_config === null) delete item.agent_config;
  if (run.schedule) item.schedule = run.schedule;
  if (run.parentRunId) item.parent_run_id = run.parentRunId;
  if (run.factoryUid) item.factory_uid = run.factoryUid;
  if (skillSpec) item.agent_skill = { name: configName(run), full_path: skillSpec.split(':').pop() };
  return item;
}

/** The config name: as given, or the skill's name for runs started from a skill. */
function configName(run: SimRun): string | undefined {
  if (typeof run.config.name === 'string') return run.config.name;
  const skill = run.config.skill_spec;
  if (typeof skill !== 'string') return undefined;
  return skill
    .split(':')
    .pop()!
    .replace(/\/?SKILL\.md$/, '')
    .split('/')
    .pop();
}

function defaultUsage(run: SimRun, started: number | undefined, end: number): Record<string, unknown> {
  return usageOf(run, started === undefined ? 0 : Math.max(1, Math.round((end - started) / 1000)));
}

/**
 * How long a run has been at work (INPROGRESS) by `now`, over all its executions: each INPROGRESS step counts until the
 * next step (or `now`); undefined before its first INPROGRESS.
 */
export function workedMs(visible: { at: number; state: string }[], now: number): number | undefined {
  let worked: number | undefined;
  visible.forEach((step, i) => {
    if (step.state !== 'INPROGRESS') return;
    worked = (worked ?? 0) + Math.max(0, (visible[i + 1]?.at ?? now) - step.at);
  });
  return worked;
}

/** The usage of `seconds` at work: 0.35 credits of inference and 0.02 of compute a second, and the tokens. */
function usageOf(run: SimRun, seconds: number): Record<string, unknown> {
  const inference = Math.round(seconds * 0.35 * 100) / 100;
  const compute = Math.round(seconds * 0.02 * 100) / 100;
  return {
    inference_cost: inference,
    compute_cost: compute,
    inference_cost_usd: Math.round(inference * 0.01 * 10000) / 10000,
    compute_cost_usd: Math.round(compute * 0.01 * 10000) / 10000,
    total_tokens: seconds * 1200 + run.prompt.length,
  };
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

// ---- create -----------------------------------------------------------------------------------------------------

const createRun: Handler = (ctx) => {
  const principal = who(ctx);
  const body = (ctx.body ?? {}) as Record<string, any>;
  const config: Record<string, any> = { ...(body.config ?? {}) };
  if (typeof body.skill === 'string' && body.skill) config.skill_spec = body.skill;
  const hasSkill = Boolean(config.skill_spec || (Array.isArray(config.skills) && config.skills.length));
  const prompt = typeof body.prompt === 'string' ? body.prompt : '';
  if (!prompt.trim() && !hasSkill && !body.conversation_id) {
    fail(400, 'invalid_request', 'prompt is required unless a skill is given');
  }
  if (config.environment_id !== undefined) {
    const env = ctx.sim.environments.get(config.environment_id);
    if (!env || env.teamUid !== principal.teamUid) {
      fail(403, 'not_authorized', `no permission to use environment ${config.environment_id}`);
    }
  }
  const team = ctx.sim.teams.get(principal.teamUid)!;
  for (const [name, server] of Object.entries((config.mcp_servers ?? {}) as Record<string, any>)) {
    if (server?.warp_id && !team.mcpServers.has(server.warp_id)) {
      fail(403, 'not_authorized', `no permission to use MCP server ${name} (${server.warp_id})`);
    }
  }
  let agentIdentityUid: string | undefined;
  if (body.agent_identity_uid !== undefined) {
    const identity = ctx.sim.identities.get(body.agent_identity_uid);
    if (!identity || identity.teamUid !== principal.teamUid) {
      fail(403, 'not_authorized', `no permission to run as agent ${body.agent_identity_uid}`);
    }
    if (!identityAvailable(ctx.sim, identity)) {
      fail(
        403,
        'not_authorized',
        `agent ${body.agent_identity_uid} is beyond the team's plan limit and cannot run`,
      );
    }
    agentIdentityUid = body.agent_identity_uid;
  }
  if (body.parent_run_id !== undefined) {
    const parent = ctx.sim.runs.get(body.parent_run_id);
    if (!parent || parent.teamUid !== principal.teamUid)
      fail(400, 'invalid_request', `parent run ${body.parent_run_id} does not exist`);
  }
  const run = ctx.sim.createRun({
    teamUid: principal.teamUid,
    creator: principal,
    prompt:
      prompt ||
      (hasSkill ? `Run the skill ${config.skill_spec ?? config.skills[0]}` : 'Continue the conversation'),
    title: body.title,
    config,
    metadata: body.metadata,
    source: 'API',
    agentIdentityUid,
    parentRunId: body.parent_run_id,
    conversationId: body.conversation_id,
    mode: body.mode,
  });
  return ok({ run_id: run.run_id, task_id: run.run_id, state: ctx.sim.state(run), at_capacity: false });
};

// ---- list -------------------------------------------------------------------------------------------------------

interface Cursor {
  v: string | number;
  id: string;
  k: string;
}

function sortValue(sim: Simulator, run: SimRun, sortBy: string, now: number): string | number {
  switch (sortBy) {
    case 'created_at':
      return run.createdAt;
    case 'title':
      return run.title.toLowerCase();
    case 'agent': {
      const skill = typeof run.config.skill_spec === 'string' ? run.config.skill_spec : '';
      // Skill-less runs last whatever the order: a high sentinel ascending, handled in compare for descending.
      return skill;
    }
    default:
      return sim.current(run, now).at;
  }
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

const listRuns: Handler = (ctx) => {
  const principal = who(ctx);
  const q = ctx.query;
  const sim = ctx.sim;
  const now = ctx.now;
  const sortBy: string = q.sort_by ?? 'updated_at';
  const order: string = q.sort_order ?? 'desc';
  const limit: number = q.limit ?? 20;
  const ignoresFilters = sim.teams.get(principal.teamUid)!.features.ignoresFilters === true;
  if (
    q.metadata !== undefined &&
    !ignoresFilters &&
    !sim.teams.get(principal.teamUid)!.features.metadataFilter
  ) {
    fail(403, 'feature_not_available', 'metadata filtering is not enabled for this team');
  }
  if (q.ancestor_run_id !== undefined) {
    const ancestor = sim.runs.get(q.ancestor_run_id);
    if (!ancestor || ancestor.teamUid !== principal.teamUid) {
      fail(400, 'invalid_request', `ancestor run ${q.ancestor_run_id} does not exist or is not accessible`);
    }
  }
  const after = (field: string): number | undefined =>
    q[field] === undefined ? undefined : Date.parse(q[field]);
  const createdAfter = after('created_after');
  const createdBefore = after('created_before');
  const updatedAfter = after('updated_after');
  const skill: string | undefined = q.skill_spec ?? q.skill;
  const words = typeof q.q === 'string' ? q.q.toLowerCase().split(/\s+/).filter(Boolean) : [];

  let rows = [...sim.runs.values()].filter((run) => {
    if (run.teamUid !== principal.teamUid) return false;
    const current = sim.current(run, now);
    if (q.state && !q.state.includes(current.state)) return false;
    if (q.name !== undefined && configName(run) !== q.name) return false;
    if (q.model_id !== undefined && run.config.model_id !== q.model_id) return false;
    if (q.creator !== undefined && run.creator.uid !== q.creator) return false;
    if (q.executor !== undefined && (run.agentIdentityUid ?? run.creator.uid) !== q.executor) return false;
    if (q.source !== undefined && run.source !== q.source) return false;
    if (q.execution_location !== undefined && run.executionLocation !== q.execution_location) return false;
    if (createdAfter !== undefined && !(run.createdAt > createdAfter)) return false;
    if (createdBefore !== undefined && !(run.createdAt < createdBefore)) return false;
    if (updatedAfter !== undefined && !(current.at > updatedAfter)) return false;
    if (q.environment_id !== undefined) {
      if (
        q.environment_id === 'empty-environment'
          ? run.config.environment_id !== undefined
          : run.config.environment_id !== q.environment_id
      )
        return false;
    }
    if (skill !== undefined && run.config.skill_spec !== skill) return false;
    if (q.schedule_id !== undefined && run.schedule?.schedule_id !== q.schedule_id) return false;
    if (q.ancestor_run_id !== undefined && !sim.descendsFrom(run, q.ancestor_run_id)) return false;
    if (q.metadata !== undefined && !ignoresFilters) {
      for (const [key, value] of Object.entries(q.metadata as Record<string, string>))
        if (run.metadata[key] !== value) return false;
    }
    if (q.artifact_type !== undefined) {
      const has = run.artifacts.some(
        (a) => a.at <= now && sim.artifacts.get(a.uid)?.type === q.artifact_type,
      );
      if (!has) return false;
    }
    if (words.length) {
      const text = `${run.title} ${run.prompt} ${run.config.skill_spec ?? ''}`.toLowerCase();
      if (!words.every((w) => text.includes(w))) return false;
    }
    return true;
  });

  const keyed = rows.map((run) => ({ run, v: sortValue(sim, run, sortBy, now) }));
  const direction = order === 'asc' ? 1 : -1;
  const cmp = (a: { v: string | number; run: SimRun }, b: { v: string | number; run: SimRun }) => {
    if (sortBy === 'agent') {
      const aNone = a.v === '';
      const bNone = b.v === '';
      if (aNone !== bNone) return aNone ? 1 : -1;
    }
    return direction * (compare(a.v, b.v) || a.run.run_id.localeCompare(b.run.run_id));
  };
  keyed.sort(cmp);

  if (q.cursor !== undefined) {
    let cursor: Cursor;
    try {
      cursor = JSON.parse(Buffer.from(q.cursor, 'base64url').toString('utf8')) as Cursor;
      if (typeof cursor.id !== 'string' || cursor.k !== `${sortBy}:${order}`) throw new Error('mismatch');
    } catch {
      return fail(400, 'invalid_request', 'cursor is not valid for this listing');
    }
    const marker = { v: cursor.v, run: { run_id: cursor.id } as SimRun };
    const start = keyed.findIndex((row) => cmp(row, marker) > 0);
    keyed.splice(0, start < 0 ? keyed.length : start);
  }
  const page = keyed.slice(0, limit);
  const hasNext = keyed.length > limit;
  rows = page.map((row) => row.run);
  const last = page.at(-1);
  const pageInfo: Record<string, unknown> = { has_next_page: hasNext };
  if (hasNext && last) {
    pageInfo.next_cursor = Buffer.from(
      JSON.stringify({ v: last.v, id: last.run.run_id, k: `${sortBy}:${order}` } satisfies Cursor),
    ).toString('base64url');
  }
  return ok({ runs: rows.map((run) => runItem(sim, run, now)), page_info: pageInfo });
};

// ---- one run ----------------------------------------------------------------------------------------------------

const getRun: Handler = (ctx) => ok(runItem(ctx.sim, ctx.sim.runFor(who(ctx), ctx.path.runId), ctx.now));

/** The events a step yields, each with how long after the step it happens (the script's setup spacing). */
function eventsFor(step: Step): [type: string, afterMs: number][] {
  const setup = step.setup ?? {};
  const session = setup.readyToSessionMs ?? 0;
  switch (step.state) {
    case 'CLAIMED':
      return [
        ['oz_run_claimed', 0],
        ['worker_container_ready', setup.claimedToReadyMs ?? 0],
      ];
    case 'INPROGRESS':
      return [
        ['shared_session_started', session],
        ['agent_started', session + (setup.sessionToAgentMs ?? 0)],
      ];
    case 'SUCCEEDED':
      return [['oz_run_done', 0]];
    case 'FAILED':
      return [['oz_run_failed', 0]];
    case 'ERROR':
      return [['oz_run_errored', 0]];
    case 'BLOCKED':
      return [['oz_run_blocked', 0]];
    case 'CANCELLED':
      return [['oz_run_cancelled', 0]];
    default:
      return [];
  }
}

const getRunTimeline: Handler = (ctx) => {
  const run = ctx.sim.runFor(who(ctx), ctx.path.runId);
  const timed: { at: number; event: Record<string, unknown> }[] = [];
  run.steps.forEach((step: Step, index) => {
    const next = run.steps[index + 1]?.at ?? Infinity;
    const types: [string, number][] = index === 0 ? [['oz_run_created', 0]] : eventsFor(step);
    for (const [type, afterMs] of types) {
      const at = step.at + afterMs;
      // A setup event the run's next state overtook (a cancel while the container was starting) never happens.
      if (at > next) continue;
      timed.push({
        at,
        event: {
          event_type: type,
          event_uuid: stableUuid(`${run.run_id}/${index}/${type}`),
          occurred_at: iso(at),
          run_id: run.run_id,
          execution_id: step.execution,
          ...(step.statusMessage ? { payload: { status_message: step.statusMessage.message } } : {}),
        },
      });
    }
    if (TERMINAL.has(step.state)) {
      timed.push({
        at: step.at,
        event: {
          event_type: 'vm_shutdown',
          event_uuid: stableUuid(`${run.run_id}/${index}/vm`),
          occurred_at: iso(step.at),
          run_id: run.run_id,
          execution_id: step.execution,
        },
      });
    }
  });
  run.events.forEach((scripted, index) => {
    timed.push({
      at: scripted.at,
      event: {
        event_type: scripted.type,
        event_uuid: stableUuid(`${run.run_id}/scripted/${index}/${scripted.type}`),
        occurred_at: iso(scripted.at),
        run_id: run.run_id,
        execution_id: ctx.sim.current(run, scripted.at).execution,
        ...(scripted.payload ? { payload: scripted.payload } : {}),
      },
    });
  });
  // The timeline grows: nothing shows before its moment. The sort is stable, so at one instant the generated
  // events keep their order and come before the scripted ones.
  const events = timed
    .filter((t) => t.at <= ctx.now)
    .sort((a, b) => a.at - b.at)
    .map((t) => t.event);
  return ok({ events });
};

/** The answer a run's conversation gives while its script keeps it unavailable; `notFound` is the 404's detail. */
function unavailable(ctx: Ctx, run: SimRun, notFound: string): void {
  const window = run.conversationUnavailable;
  if (!window || ctx.now >= window.until) return;
  if (window.status === 422)
    fail(422, 'operation_not_supported', 'this conversation is in a format that cannot be normalized yet');
  fail(404, 'resource_not_found', notFound);
}

function conversationOf(ctx: Ctx, run: SimRun): Reply {
  unavailable(ctx, run, `run ${run.run_id} has no conversation yet`);
  if (run.conversation === 'unsupported') {
    fail(422, 'operation_not_supported', 'this conversation is in a format that cannot be normalized yet');
  }
  const steps = ctx.sim.conversationSteps(run, ctx.now);
  if (!steps.length) fail(404, 'resource_not_found', `run ${run.run_id} has no conversation yet`);
  return ok({ conversation_id: run.conversationId, steps });
}

const getRunConversation: Handler = (ctx) => conversationOf(ctx, ctx.sim.runFor(who(ctx), ctx.path.runId));

const getConversation: Handler = (ctx) => {
  const principal = who(ctx);
  const runs = [...ctx.sim.runs.values()].filter((r) => r.conversationId === ctx.path.conversation_id);
  if (!runs.length) fail(404, 'resource_not_found', `conversation ${ctx.path.conversation_id} not found`);
  const mine = runs.filter((r) => r.teamUid === principal.teamUid);
  if (!mine.length)
    fail(403, 'not_authorized', `no permission to read conversation ${ctx.path.conversation_id}`);
  for (const run of mine) unavailable(ctx, run, `conversation ${ctx.path.conversation_id} has no steps yet`);
  // A conversation continued by several runs reads as all their steps, in order.
  const steps = mine
    .sort((a, b) => a.createdAt - b.createdAt)
    .flatMap((r) => ctx.sim.conversationSteps(r, ctx.now));
  if (mine.some((r) => r.conversation === 'unsupported'))
    fail(422, 'operation_not_supported', 'conversation format not supported');
  if (!steps.length)
    fail(404, 'resource_not_found', `conversation ${ctx.path.conversation_id} has no steps yet`);
  return ok({ conversation_id: ctx.path.conversation_id, steps });
};

const getRunTranscript: Handler = (ctx) => {
  const run = ctx.sim.runFor(who(ctx), ctx.path.runId);
  const hasTranscript = Array.isArray(run.conversation) && run.conversation.some((c) => c.at <= ctx.now);
  if (!hasTranscript) fail(404, 'resource_not_found', `run ${run.run_id} has no transcript yet`);
  return { status: 302, headers: { location: ctx.sim.signedUrl(`/transcripts/${run.run_id}`).url } };
};

// ---- cancel and follow-ups --------------------------------------------------------------------------------------

const cancelRun: Handler = (ctx) => {
  const run = ctx.sim.runFor(who(ctx), ctx.path.runId);
  const state = ctx.sim.state(run, ctx.now);
  if (!run.cancellable) {
    fail(
      422,
      'operation_not_supported',
      'runs of this type (self-hosted, local or GitHub Action) cannot be cancelled through the API',
    );
  }
  if (state === 'PENDING' || state === 'CLAIMED') {
    fail(409, 'conflict', `run ${run.run_id} is being prepared (${state}); retry in a moment`, true);
  }
  if (ENDED.has(state)) fail(400, 'invalid_request', `run ${run.run_id} is already ${state}`);
  ctx.sim.endRun(run, 'CANCELLED', { message: 'Cancelled by request' });
  run.cancelledBy = who(ctx).uid;
  return ok(run.run_id);
};

const createFollowup: Handler = (ctx) => {
  const run = ctx.sim.runFor(who(ctx), ctx.path.runId);
  const sim = ctx.sim;
  const message: string = typeof ctx.body?.message === 'string' ? ctx.body.message : '';
  const state = sim.state(run, ctx.now);
  const hasConversation = Array.isArray(run.conversation) && run.conversation.some((c) => c.at <= ctx.now);
  const script: RunScript | undefined = run.followupScripts.shift();
  const mode: string | undefined = typeof ctx.body?.mode === 'string' ? ctx.body.mode : undefined;
  let outcome: string;
  if (state === 'QUEUED' || state === 'PENDING' || state === 'CLAIMED') {
    if (!message.trim()) fail(400, 'invalid_request', 'message is required for a run that has not started');
    run.submittedPrompt += `\n\n${message}`;
    outcome = 'queued_prompt';
  } else if (state === 'INPROGRESS') {
    if (!message.trim()) fail(400, 'invalid_request', 'message is required for a live session');
    outcome = 'live_session';
    // The live session takes the message; the run goes on to its end as scripted, or as the script says now.
    // A mode sent with the message applies to the rest of this execution.
    if (mode) run.executionModes[run.executions - 1] = sim.modeTaken(run.teamUid, mode);
    if (script) {
      // The script now replaces the rest of the work: what the old one would still have made never comes.
      run.steps = run.steps.filter((s) => s.at <= ctx.now);
      run.artifacts = run.artifacts.filter((a) => a.at <= ctx.now);
      sim.applyScript(run, script, FOLLOWUP_TIMELINE, ctx.now, message);
    } else if (Array.isArray(run.conversation)) {
      run.conversation.push({
        at: ctx.now,
        step: followupStep(message, 'Noted; I am including that in the work in progress.', ctx.now),
      });
    }
  } else {
    // BLOCKED, or ended: a new execution continues from the saved conversation.
    if (!hasConversation)
      fail(400, 'invalid_request', `run ${run.run_id} has no active sandbox and no conversation to continue`);
    if (!message.trim() && state === 'BLOCKED')
      fail(400, 'invalid_request', 'message is required to answer a blocked run');
    run.executions++;
    run.executionModes.push(sim.modeTaken(run.teamUid, mode));
    if (script?.usageSteps) countAnew(run, script.usageSteps, ctx.now);
    const timeline =
      script?.timeline ??
      (state === 'BLOCKED'
        ? FOLLOWUP_TIMELINE
        : [{ state: 'QUEUED' as const, afterMs: 0 }, ...FOLLOWUP_TIMELINE]);
    sim.applyScript(run, { ...script, timeline }, FOLLOWUP_TIMELINE, ctx.now, message || 'Continue.');
    outcome = state === 'BLOCKED' ? 'live_session' : 'handoff_execution';
  }
  run.followups.push({ at: ctx.now, message, outcome, state, ...(mode ? { mode } : {}) });
  return ok({});
};

/**
 * A follow-up's `usageSteps`: from its new execution on, the run's usage is counted anew (as a service that counts
 * each execution on its own does): the steps, counted from `now`, follow the usage the run had reached.
 */
function countAnew(run: SimRun, steps: NonNullable<RunScript['usageSteps']>, now: number): void {
  run.usageSteps = [
    ...(run.usageSteps ?? []).filter((step) => step.at <= now),
    ...steps.map((step) => ({ at: now + step.afterMs, usage: step.usage })).sort((a, b) => a.at - b.at),
  ];
}

function followupStep(message: string, reply: string, at: number) {
  return {
    id: stableUuid(`${message}/${at}`),
    started_at: iso(at),
    completed_at: iso(at),
    messages: [
      { role: 'user' as const, content: [{ type: 'text', text: message }], timestamp: iso(at) },
      { role: 'assistant' as const, content: [{ type: 'text', text: reply }], timestamp: iso(at) },
    ],
    steps: [],
  };
}

// ---- external references ----------------------------------------------------------------------------------------

const getRunByExternalReference: Handler = (ctx) => {
  const principal = who(ctx);
  for (const artifact of ctx.sim.artifacts.values()) {
    if (artifact.type !== 'EXTERNAL_REFERENCE' || artifact.data.url !== ctx.query.url) continue;
    const run = ctx.sim.runs.get(artifact.runId);
    const visible = run?.artifacts.some((a) => a.uid === artifact.uid && a.at <= ctx.now);
    // Another team's run answers exactly like no run: existence must not leak.
    if (run && visible && run.teamUid === principal.teamUid) return ok({ run_id: run.run_id });
  }
  return fail(404, 'resource_not_found', 'no run has an external reference with that URL');
};

const reportArtifact: Handler = (ctx) => {
  const principal: Principal = who(ctx);
  const runId: string = ctx.headers['X-Warp-Cloud-Agent-ID'] ?? ctx.headers['x-warp-cloud-agent-id'];
  const run = ctx.sim.runFor(principal, runId);
  const body = ctx.body as { artifact_type: string; data: Record<string, any> };
  const d = body.data;
  const seed =
    body.artifact_type === 'PULL_REQUEST'
      ? { type: 'PULL_REQUEST' as const, url: d.url, branch: d.branch }
      : body.artifact_type === 'EXTERNAL_REFERENCE'
        ? { type: 'EXTERNAL_REFERENCE' as const, referenceType: d.reference_type, url: d.url, title: d.title }
        : body.artifact_type === 'PLAN'
          ? { type: 'PLAN' as const, title: d.title ?? 'Plan', content: d.content ?? '' }
          : body.artifact_type === 'SCREENSHOT'
            ? { type: 'SCREENSHOT' as const, description: d.description, mimeType: d.mime_type }
            : {
                type: 'FILE' as const,
                filename: d.filename ?? 'file',
                filepath: d.filepath,
                mimeType: d.mime_type,
                description: d.description,
              };
  const record = ctx.sim.addArtifact(run, seed, ctx.now);
  if (body.artifact_type === 'EXTERNAL_REFERENCE' && d.metadata) record.data.metadata = d.metadata;
  return ok({ artifact_uid: record.uid });
};

export const runs: RouteModule = {
  routes: {
    createRun,
    createRunLegacy: createRun,
    listRuns,
    getRun,
    getRunTimeline,
    getRunConversation,
    getConversation,
    getRunTranscript,
    cancelRun,
    createFollowup,
    getRunByExternalReference,
    reportArtifact,
  },
};
