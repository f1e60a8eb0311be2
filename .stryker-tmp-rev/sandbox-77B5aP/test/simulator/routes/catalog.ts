/**
 * The catalog side of the service: agents (skills), connected self-hosted workers, environments, models,
 * artifact reads and downloads, agent identities, and scheduled agents (which start runs as virtual time passes).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { CronError, nextCronTime, serviceCron, type CronSchedule } from '../../../src/client/cron.ts';
import { SEED } from '../seed.ts';
import {
  fail,
  iso,
  newId,
  type ArtifactRecord,
  type EnvironmentRecord,
  type IdentityRecord,
  type Principal,
  type Simulator,
} from '../state.ts';
import { ok, who, type Ctx, type Handler, type RouteModule } from '../types.ts';

// ---- module state ------------------------------------------------------------------------------------------------

export interface SkillRecord {
  teamUid: string;
  owner: string;
  repo: string;
  /** Path of SKILL.md inside the repository. */
  path: string;
  name: string;
  description: string;
  basePrompt: string;
  /** Set for a SKILL.md that could not be parsed. */
  error?: string;
  /** Set for skills found on a self-hosted worker. */
  workerHost?: string;
  /** A run before the simulator started (runs made later are found in `sim.runs`). */
  lastRunAt?: number;
}

export interface WorkerRecord {
  teamUid: string;
  workerHost: string;
  connectionCount: number;
  connectedAt: number;
  /** Heartbeats arrive every this many ms; `last_seen_at` is the latest one. */
  heartbeatMs: number;
}

export interface ScheduleRecord {
  id: string;
  teamUid: string;
  /** Team schedules are seen by the whole team, personal ones (`team: false`) by their creator only. */
  scope: { type: 'Team' | 'User'; uid: string };
  name: string;
  cron: string;
  parsed: CronSchedule;
  prompt: string;
  enabled: boolean;
  agentConfig?: Record<string, unknown>;
  agentUid?: string;
  mode?: string;
  metadata?: Record<string, string>;
  createdAt: number;
  updatedAt: number;
  createdBy: Principal;
  updatedBy: Principal;
  /** The cron time of the latest run it started. */
  lastRan: number | null;
  /** Cron times up to here have been handled. */
  lastChecked: number;
  lastSpawnError: string | null;
}

export interface CatalogState {
  skills: SkillRecord[];
  /** How many times a caller asked for `refresh=true` (the cache it clears is not observable otherwise). */
  refreshes: number;
  workers: WorkerRecord[];
  schedules: Map<string, ScheduleRecord>;
  /** false: schedule metadata is taken on writes, never stored or answered (`SimulatorOptions.scheduleMetadata`). */
  scheduleMetadata: boolean;
}

/** The module's own state on the simulator. */
export function catalogState(sim: Simulator): CatalogState {
  return sim.ext<CatalogState>('catalog', () => ({
    skills: [],
    refreshes: 0,
    workers: [],
    schedules: new Map(),
    scheduleMetadata: true,
  }));
}

/** Scheduled runs per tick at most; cron times beyond are dropped, as a scheduler that fell behind would. */
export const MAX_SCHEDULED_RUNS_PER_TICK = 100;

const MODELS = [
  {
    id: 'claude-4-5-sonnet',
    display_name: 'Claude Sonnet 4.5',
    provider: 'ANTHROPIC',
    vision_supported: true,
    description: 'Fast and capable; the default for most runs.',
    reasoning_level: 'medium',
  },
  {
    id: 'claude-4-6-opus-high',
    display_name: 'Claude Opus 4.6 (high)',
    provider: 'ANTHROPIC',
    vision_supported: true,
    reasoning_level: 'high',
  },
  {
    id: 'gpt-5',
    display_name: 'GPT-5',
    provider: 'OPENAI',
    vision_supported: true,
    reasoning_level: 'medium',
  },
  {
    id: 'gemini-2-5-pro',
    display_name: 'Gemini 2.5 Pro',
    provider: 'GOOGLE',
    vision_supported: true,
    disable_reason: 'PROVIDER_OUTAGE',
  },
] as const;
export const DEFAULT_MODEL_ID = 'claude-4-5-sonnet';

// ---- helpers -----------------------------------------------------------------------------------------------------

const byName = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

function teamEnvironment(sim: Simulator, p: Principal, id: string, field: string): EnvironmentRecord {
  const env = sim.environments.get(id);
  if (!env || env.teamUid !== p.teamUid) {
    return fail(403, 'not_authorized', `${field}: no permission to use environment ${id}`);
  }
  return env;
}

/** Checks the parts of an agent config that name team resources: the environment and shared MCP servers. */
function checkAgentConfig(sim: Simulator, p: Principal, config: Record<string, unknown> | undefined): void {
  if (!config) return;
  if (typeof config.environment_id === 'string') {
    teamEnvironment(sim, p, config.environment_id, 'agent_config.environment_id');
  }
  const servers = config.mcp_servers as Record<string, { warp_id?: string }> | undefined;
  const allowed = sim.teams.get(p.teamUid)?.mcpServers ?? new Set<string>();
  for (const [name, server] of Object.entries(servers ?? {})) {
    if (server.warp_id !== undefined && !allowed.has(server.warp_id)) {
      fail(
        403,
        'not_authorized',
        `agent_config.mcp_servers.${name}: no permission to use MCP server ${server.warp_id}`,
      );
    }
  }
}

function environmentJson(sim: Simulator, env: EnvironmentRecord): Record<string, unknown> {
  const runs = [...sim.runs.values()].filter(
    (r) => r.teamUid === env.teamUid && r.config.environment_id === env.uid,
  );
  const latest = runs.reduce<(typeof runs)[number] | undefined>(
    (best, r) => (!best || r.createdAt >= best.createdAt ? r : best),
    undefined,
  );
  const out: Record<string, unknown> = {
    uid: env.uid,
    config: env.config,
    last_updated: iso(env.lastUpdated),
    setup_failed: false,
    scope: { type: 'Team', uid: env.teamUid },
  };
  if (latest) {
    const now = sim.now();
    const step = sim.current(latest, now);
    const started = latest.steps.find((s) => s.state === 'INPROGRESS' && s.at <= now)?.at;
    out.setup_failed = step.statusMessage?.error_code === 'environment_setup_failed';
    out.last_task_run_timestamp = iso(latest.createdAt);
    out.last_task_created = {
      id: latest.run_id,
      title: latest.title,
      state: step.state,
      created_at: iso(latest.createdAt),
      updated_at: iso(Math.max(latest.createdAt, step.at)),
      started_at: started === undefined ? null : iso(started),
    };
  } else {
    out.last_task_run_timestamp = null;
  }
  return out;
}

// ---- agents (skills) ---------------------------------------------------------------------------------------------

const REPO_SPEC = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

function skillId(s: SkillRecord): string {
  return `${s.owner}/${s.repo}:${s.path}`;
}

/** The latest run of a skill: from runs in the simulator (by skill spec, path or name form) or the seeded one. */
function lastRunOf(sim: Simulator, s: SkillRecord): number | undefined {
  const specs = new Set([skillId(s), `${s.owner}/${s.repo}:${s.name}`]);
  let latest = s.lastRunAt;
  for (const run of sim.runs.values()) {
    if (run.teamUid !== s.teamUid) continue;
    const config = run.config as { skill_spec?: unknown; skills?: unknown };
    const used = [config.skill_spec, ...(Array.isArray(config.skills) ? config.skills : [])];
    if (used.some((spec) => typeof spec === 'string' && specs.has(spec))) {
      latest = Math.max(latest ?? -Infinity, run.createdAt);
    }
  }
  return latest;
}

const listAgents: Handler = (ctx) => {
  const p = who(ctx);
  const state = catalogState(ctx.sim);
  const repo = ctx.query.repo as string | undefined;
  if (repo !== undefined && !REPO_SPEC.test(repo)) {
    fail(400, 'invalid_request', `invalid repository specification "${repo}": expected owner/repo`);
  }
  if (ctx.query.refresh === true) state.refreshes++;
  const malformed = ctx.query.include_malformed_skills === true;
  const sortBy = (ctx.query.sort_by as string | undefined) ?? 'name';
  const envs = [...ctx.sim.environments.values()].filter((e) => e.teamUid === p.teamUid);

  const groups = new Map<string, { name: string; variants: Record<string, unknown>[]; lastRun?: number }>();
  for (const s of state.skills) {
    if (s.teamUid !== p.teamUid) continue;
    if (repo !== undefined && `${s.owner}/${s.repo}`.toLowerCase() !== repo.toLowerCase()) continue;
    if (s.error !== undefined && !malformed) continue;
    const lastRun = lastRunOf(ctx.sim, s);
    const environments = envs
      .filter((e) =>
        ((e.config.github_repos as { owner: string; repo: string }[] | undefined) ?? []).some(
          (r) => r.owner === s.owner && r.repo === s.repo,
        ),
      )
      .map((e) => ({ uid: e.uid, name: e.name }));
    const variant: Record<string, unknown> = {
      id: skillId(s),
      base_prompt: s.basePrompt,
      description: s.description,
      environments,
      source: {
        owner: s.owner,
        name: s.repo,
        skill_path: s.path,
        ...(s.workerHost ? { worker_host: s.workerHost } : {}),
      },
      last_run_timestamp: lastRun === undefined ? null : iso(lastRun),
      ...(s.error !== undefined ? { error: s.error } : {}),
    };
    const group = groups.get(s.name) ?? { name: s.name, variants: [] };
    group.variants.push(variant);
    if (lastRun !== undefined) group.lastRun = Math.max(group.lastRun ?? -Infinity, lastRun);
    groups.set(s.name, group);
  }
  const agents = [...groups.values()].sort((a, b) => {
    if (sortBy === 'last_run') {
      if (a.lastRun !== b.lastRun) {
        if (a.lastRun === undefined) return 1;
        if (b.lastRun === undefined) return -1;
        return b.lastRun - a.lastRun;
      }
    }
    return byName(a.name, b.name);
  });
  return ok({ agents: agents.map((g) => ({ name: g.name, variants: g.variants })) });
};

// ---- workers, environments, models -------------------------------------------------------------------------------

const listConnectedWorkers: Handler = (ctx) => {
  const p = who(ctx);
  if (p.kind === 'judge') fail(403, 'not_authorized', 'no permission to list connected workers');
  const now = ctx.now;
  const workers = catalogState(ctx.sim)
    .workers.filter((w) => w.teamUid === p.teamUid && w.connectedAt <= now)
    .map((w) => ({
      worker_host: w.workerHost,
      connection_count: w.connectionCount,
      connected_at: iso(w.connectedAt),
      last_seen_at: iso(now - ((now - w.connectedAt) % w.heartbeatMs)),
    }));
  return ok({ workers });
};

const listEnvironments: Handler = (ctx) => {
  const p = who(ctx);
  const sortBy = (ctx.query.sort_by as string | undefined) ?? 'last_updated';
  const envs = [...ctx.sim.environments.values()]
    .filter((e) => e.teamUid === p.teamUid)
    .sort((a, b) =>
      sortBy === 'name'
        ? byName(a.name, b.name) || byName(a.uid, b.uid)
        : b.lastUpdated - a.lastUpdated || byName(a.uid, b.uid),
    );
  return ok({ environments: envs.map((e) => environmentJson(ctx.sim, e)) });
};

const listModels: Handler = (ctx) => {
  who(ctx);
  return ok({ default_model_id: DEFAULT_MODEL_ID, models: MODELS.map((m) => ({ ...m })) });
};

// ---- artifacts ---------------------------------------------------------------------------------------------------

/** The artifact as the caller may see it: it exists once its run has produced it. */
function artifactFor(ctx: Ctx): ArtifactRecord {
  const uid = ctx.path.artifactUid as string;
  const record = ctx.sim.artifacts.get(uid);
  const run = record ? ctx.sim.runs.get(record.runId) : undefined;
  const produced = run?.artifacts.some((a) => a.uid === uid && a.at <= ctx.now) ?? false;
  const p = ctx.principal;
  const anonymous = () =>
    fail(401, 'authentication_required', 'authentication required: send Authorization: Bearer <API key>');
  if (!record || !produced) {
    // An anonymous caller learns nothing about which artifacts exist.
    if (!p) anonymous();
    return fail(404, 'resource_not_found', `artifact ${uid} not found`);
  }
  if (!record.public) {
    if (!p) anonymous();
    else if (p.teamUid !== record.teamUid)
      fail(403, 'not_authorized', `no permission to read artifact ${uid}`);
  }
  if (record.type !== 'PLAN' && record.type !== 'SCREENSHOT' && record.type !== 'FILE') {
    fail(404, 'resource_not_found', `artifact ${uid} is a ${record.type} artifact: nothing to download`);
  }
  return record;
}

const getArtifact: Handler = (ctx) => {
  const record = artifactFor(ctx);
  const base = { artifact_uid: record.uid, artifact_type: record.type, created_at: iso(record.createdAt) };
  const data = record.data;
  if (record.type === 'PLAN') {
    const text = ctx.sim.artifactText(record, ctx.now);
    return ok({
      ...base,
      data: {
        content: text.content ?? '',
        content_type: record.contentType ?? 'text/markdown',
        document_uid: data.document_uid,
        notebook_uid: data.notebook_uid,
        ...(text.title !== undefined ? { title: text.title } : {}),
        ...(data.url !== undefined ? { url: data.url } : {}),
      },
    });
  }
  const signed = ctx.sim.signedUrl(`/artifacts/${record.uid}`);
  const common = {
    content_type: record.contentType ?? (data.mime_type as string | undefined) ?? 'application/octet-stream',
    download_url: signed.url,
    expires_at: iso(signed.expiresAt),
    ...(data.description !== undefined ? { description: data.description } : {}),
  };
  if (record.type === 'SCREENSHOT') return ok({ ...base, data: common });
  return ok({
    ...base,
    data: {
      ...common,
      filename: data.filename,
      // Anonymous readers of a public file do not learn where it sat in the conversation.
      ...(ctx.principal && data.filepath !== undefined ? { filepath: data.filepath } : {}),
      ...(data.size_bytes !== undefined ? { size_bytes: data.size_bytes } : {}),
      ...(data.title !== undefined ? { title: data.title } : {}),
    },
  });
};

const downloadArtifact: Handler = (ctx) => {
  const record = artifactFor(ctx);
  return { status: 302, headers: { location: ctx.sim.signedUrl(`/artifacts/${record.uid}`).url } };
};

// ---- agent identities --------------------------------------------------------------------------------------------

const IDENTITY_CLEARABLE = [
  'description',
  'environment_id',
  'prompt',
  'base_model',
  'default_runner_uid',
  'worker_host',
] as const;
const IDENTITY_REPLACED = [
  'agent_type',
  'base_harness',
  'credential_strategy',
  'harness',
  'harness_auth_secrets',
  'inference_providers',
  'on_behalf_of_enabled',
] as const;
const SKILL_SPEC = /^[^/\s:]+\/[^/\s:]+:\S.*$/;

/** Registers a new API key of an agent identity (deleted with it) and returns the key. */
export function createIdentityKey(sim: Simulator, uid: string): string {
  const record = sim.identities.get(uid);
  if (!record) throw new Error(`no agent identity ${uid}`);
  const key = `oz_agent_${randomBytes(18).toString('base64url')}`;
  sim.addKey(key, { kind: 'identity', uid, teamUid: record.teamUid, displayName: record.name });
  record.keys.add(key);
  return key;
}

function teamIdentities(sim: Simulator, teamUid: string): IdentityRecord[] {
  // Creation time, then uid (uids made here sort by creation, so identities of the same millisecond keep order).
  return [...sim.identities.values()]
    .filter((i) => i.teamUid === teamUid)
    .sort((a, b) => a.createdAt - b.createdAt || a.uid.localeCompare(b.uid));
}

/** Whether the identity is among the first `identityLimit` of its team by creation time. */
export function identityAvailable(sim: Simulator, record: IdentityRecord): boolean {
  const limit = sim.teams.get(record.teamUid)?.identityLimit ?? 0;
  return teamIdentities(sim, record.teamUid).indexOf(record) < limit;
}

function identityJson(sim: Simulator, record: IdentityRecord): Record<string, unknown> {
  const f = record.fields;
  const memory = (f.memory ?? {}) as { attached_stores?: unknown[]; auto_memory?: { enabled?: boolean } };
  const autoEnabled = memory.auto_memory?.enabled ?? true;
  const out: Record<string, unknown> = {
    uid: record.uid,
    name: record.name,
    available: identityAvailable(sim, record),
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
    default_runner_uid: (f.default_runner_uid as string | undefined) ?? '',
    skills: (f.skills as string[] | undefined) ?? [],
    secrets: (f.secrets as { name: string }[] | undefined) ?? [],
    memory: {
      attached_stores: memory.attached_stores ?? [],
      auto_memory: autoEnabled
        ? {
            enabled: true,
            store: {
              uid: `mem_${record.uid}`,
              access: 'read_write',
              instructions: 'Keep what helps the next run of this agent: conventions, commands, pitfalls.',
              owner_type: 'team',
              owner_uid: record.teamUid,
            },
          }
        : { enabled: false },
    },
    agent_type: (f.agent_type as string | null | undefined) ?? null,
    factory_uid: (f.factory_uid as string | null | undefined) ?? null,
    on_behalf_of_enabled: (f.on_behalf_of_enabled as boolean | undefined) ?? false,
  };
  for (const key of [
    'base_model',
    'base_harness',
    'harness',
    'harness_auth_secrets',
    'inference_providers',
    'credential_strategy',
    'description',
    'prompt',
    'environment_id',
    'mcp_servers',
    'worker_host',
  ]) {
    if (f[key] !== undefined && f[key] !== null) out[key] = f[key];
  }
  return out;
}

function identityFor(ctx: Ctx): IdentityRecord {
  const p = who(ctx);
  const uid = ctx.path.uid as string;
  const record = ctx.sim.identities.get(uid);
  if (!record) return fail(404, 'resource_not_found', `agent identity ${uid} not found`);
  if (record.teamUid !== p.teamUid)
    return fail(403, 'not_authorized', `no permission to access agent identity ${uid}`);
  return record;
}

/** Rules every identity must keep after a create or an update. */
function checkIdentityFields(ctx: Ctx, fields: Record<string, unknown>): void {
  const p = who(ctx);
  if (typeof fields.environment_id === 'string') {
    teamEnvironment(ctx.sim, p, fields.environment_id, 'environment_id');
  }
  for (const spec of (fields.skills as unknown[] | undefined) ?? []) {
    if (typeof spec !== 'string' || !SKILL_SPEC.test(spec)) {
      fail(
        400,
        'invalid_request',
        `skills: "${String(spec)}" is not a skill spec (owner/repo:path/to/SKILL.md)`,
      );
    }
  }
  const secrets = ((fields.secrets as { name: string }[] | undefined) ?? []).map((s) => s.name);
  const duplicate = secrets.find((name, i) => secrets.indexOf(name) !== i);
  if (duplicate !== undefined) fail(400, 'invalid_request', `secrets: "${duplicate}" is listed twice`);
  const harness = fields.harness as { type?: string } | undefined;
  if (
    harness?.type &&
    harness.type !== 'oz' &&
    typeof fields.base_model === 'string' &&
    fields.base_model !== ''
  ) {
    fail(400, 'invalid_request', `base_model must be empty when harness.type is "${harness.type}"`);
  }
  const servers = fields.mcp_servers as Record<string, { warp_id?: string }> | undefined;
  const allowed = ctx.sim.teams.get(p.teamUid)?.mcpServers ?? new Set<string>();
  for (const [name, server] of Object.entries(servers ?? {})) {
    if (server.warp_id !== undefined && !allowed.has(server.warp_id)) {
      fail(403, 'not_authorized', `mcp_servers.${name}: no permission to use MCP server ${server.warp_id}`);
    }
  }
}

const createAgentIdentity: Handler = (ctx) => {
  const p = who(ctx);
  const body = ctx.body as Record<string, unknown>;
  const name = (body.name as string).trim();
  if (name === '') fail(400, 'invalid_request', 'name must not be blank');
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'name' && value !== null && value !== undefined) fields[key] = value;
  }
  for (const key of IDENTITY_CLEARABLE) if (fields[key] === '') delete fields[key];
  if (typeof fields.factory_uid === 'string') {
    const factory = ctx.sim.factories.get(fields.factory_uid);
    if (!factory) fail(400, 'invalid_request', `factory_uid: factory ${fields.factory_uid} not found`);
    else if (factory.teamUid !== p.teamUid) {
      fail(403, 'not_authorized', `factory_uid: no permission to use factory ${fields.factory_uid}`);
    }
  }
  checkIdentityFields(ctx, fields);
  const uid = newId('agt');
  const record: IdentityRecord = {
    uid,
    teamUid: p.teamUid,
    name,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    fields,
    keys: new Set(),
  };
  ctx.sim.identities.set(uid, record);
  return ok(identityJson(ctx.sim, record), 201);
};

const listAgentIdentities: Handler = (ctx) => {
  const p = who(ctx);
  const factory = ctx.query.factory_uid as string | undefined;
  const agents = teamIdentities(ctx.sim, p.teamUid)
    .filter((i) => factory === undefined || i.fields.factory_uid === factory)
    .map((i) => identityJson(ctx.sim, i));
  return ok({ agents });
};

const getAgentIdentity: Handler = (ctx) => ok(identityJson(ctx.sim, identityFor(ctx)));

const updateAgentIdentity: Handler = (ctx) => {
  const record = identityFor(ctx);
  const body = ctx.body as Record<string, unknown>;
  const fields = structuredClone(record.fields);
  let name = record.name;
  if (typeof body.name === 'string') {
    name = body.name.trim();
    if (name === '') fail(400, 'invalid_request', 'name must not be blank');
  }
  for (const key of IDENTITY_CLEARABLE) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    if (value === '') delete fields[key];
    else fields[key] = value;
  }
  for (const key of IDENTITY_REPLACED) {
    if (body[key] !== undefined && body[key] !== null) fields[key] = body[key];
  }
  for (const key of ['skills', 'secrets'] as const) {
    if (Array.isArray(body[key])) fields[key] = body[key];
  }
  if (body.mcp_servers !== undefined && body.mcp_servers !== null) {
    if (Object.keys(body.mcp_servers as object).length === 0) delete fields.mcp_servers;
    else fields.mcp_servers = body.mcp_servers;
  }
  const memory = body.memory as { attached_stores?: unknown[]; auto_memory?: { enabled?: boolean } } | null;
  if (memory) {
    const current = (fields.memory ?? {}) as {
      attached_stores?: unknown[];
      auto_memory?: { enabled?: boolean };
    };
    fields.memory = {
      attached_stores: memory.attached_stores ?? current.attached_stores ?? [],
      auto_memory: { enabled: memory.auto_memory?.enabled ?? current.auto_memory?.enabled ?? true },
    };
  }
  checkIdentityFields(ctx, fields);
  record.name = name;
  record.fields = fields;
  record.updatedAt = ctx.now;
  return ok(identityJson(ctx.sim, record));
};

const deleteAgentIdentity: Handler = (ctx) => {
  const record = identityFor(ctx);
  // The identity and all of its keys go at once.
  for (const key of record.keys) ctx.sim.keys.delete(key);
  record.keys.clear();
  ctx.sim.identities.delete(record.uid);
  return { status: 204 };
};

// ---- schedules ---------------------------------------------------------------------------------------------------

/** A cron expression as the service reads it: five fields; a shorthand (`@monthly`) is refused as invalid. */
function parseSchedule(expression: string): CronSchedule {
  try {
    return serviceCron(expression);
  } catch (err) {
    if (err instanceof CronError) {
      return fail(400, 'invalid_request', `invalid cron expression "${expression}": ${err.message}`);
    }
    throw err;
  }
}

function scheduleFor(ctx: Ctx): ScheduleRecord {
  const p = who(ctx);
  const id = ctx.path.scheduleId as string;
  const record = catalogState(ctx.sim).schedules.get(id);
  if (!record) return fail(404, 'resource_not_found', `scheduled agent ${id} not found`);
  if (!canSee(p, record)) return fail(403, 'not_authorized', `no permission to access scheduled agent ${id}`);
  return record;
}

const canSee = (p: Principal, s: ScheduleRecord): boolean =>
  s.teamUid === p.teamUid && (s.scope.type === 'Team' || s.scope.uid === p.uid);

/** The settings shared by create and update (full replace), checked against the caller's team. */
function scheduleSettings(
  ctx: Ctx,
): Pick<
  ScheduleRecord,
  'name' | 'cron' | 'parsed' | 'prompt' | 'enabled' | 'agentConfig' | 'agentUid' | 'mode' | 'metadata'
> {
  const p = who(ctx);
  const body = ctx.body as {
    name: string;
    cron_schedule: string;
    prompt: string;
    enabled: boolean;
    agent_config?: Record<string, unknown>;
    agent_uid?: string;
    mode?: string;
    metadata?: Record<string, string>;
  };
  if (body.name.trim() === '') fail(400, 'invalid_request', 'name must not be blank');
  const parsed = parseSchedule(body.cron_schedule);
  const hasSkill = Boolean(
    body.agent_config?.skill_spec ||
    (Array.isArray(body.agent_config?.skills) && body.agent_config.skills.length),
  );
  if (body.prompt.trim() === '' && !hasSkill) {
    fail(400, 'invalid_request', 'prompt must not be blank unless agent_config names a skill');
  }
  checkAgentConfig(ctx.sim, p, body.agent_config);
  if (body.agent_uid !== undefined) {
    const identity = ctx.sim.identities.get(body.agent_uid);
    if (!identity) fail(400, 'invalid_request', `agent_uid: agent identity ${body.agent_uid} not found`);
    else if (identity.teamUid !== p.teamUid) {
      fail(403, 'not_authorized', `agent_uid: no permission to use agent identity ${body.agent_uid}`);
    }
  }
  return {
    name: body.name,
    cron: body.cron_schedule,
    parsed,
    prompt: body.prompt,
    enabled: body.enabled,
    agentConfig: body.agent_config ? structuredClone(body.agent_config) : undefined,
    agentUid: body.agent_uid,
    mode: body.mode,
    metadata: body.metadata && catalogState(ctx.sim).scheduleMetadata ? { ...body.metadata } : undefined,
  };
}

function scheduleJson(sim: Simulator, s: ScheduleRecord, now: number): Record<string, unknown> {
  const next = s.enabled ? nextCronTime(s.parsed, new Date(now)) : undefined;
  const envId = s.agentConfig?.environment_id;
  const env = typeof envId === 'string' ? sim.environments.get(envId) : undefined;
  return {
    id: s.id,
    name: s.name,
    cron_schedule: s.cron,
    enabled: s.enabled,
    prompt: s.prompt,
    created_at: iso(s.createdAt),
    updated_at: iso(s.updatedAt),
    ...(s.agentConfig ? { agent_config: s.agentConfig } : {}),
    ...(s.agentUid ? { agent_uid: s.agentUid } : {}),
    ...(env ? { environment: env.config } : {}),
    history: {
      last_ran: s.lastRan === null ? null : iso(s.lastRan),
      next_run: next ? iso(next.getTime()) : null,
    },
    last_spawn_error: s.lastSpawnError,
    ...(s.metadata ? { metadata: s.metadata } : {}),
    scope: s.scope,
    created_by: sim.principalName(s.createdBy),
    updated_by: sim.principalName(s.updatedBy),
  };
}

const createSchedule: Handler = (ctx) => {
  const p = who(ctx);
  const settings = scheduleSettings(ctx);
  const personal = (ctx.body as { team?: boolean }).team === false;
  const record: ScheduleRecord = {
    id: randomUUID(),
    teamUid: p.teamUid,
    scope: personal ? { type: 'User', uid: p.uid } : { type: 'Team', uid: p.teamUid },
    ...settings,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    createdBy: p,
    updatedBy: p,
    lastRan: null,
    lastChecked: ctx.now,
    lastSpawnError: null,
  };
  catalogState(ctx.sim).schedules.set(record.id, record);
  return ok(scheduleJson(ctx.sim, record, ctx.now), 201);
};

const listSchedules: Handler = (ctx) => {
  const p = who(ctx);
  const schedules = [...catalogState(ctx.sim).schedules.values()]
    .filter((s) => canSee(p, s))
    .sort((a, b) => byName(a.name, b.name) || byName(a.id, b.id))
    .map((s) => scheduleJson(ctx.sim, s, ctx.now));
  return ok({ schedules });
};

const getSchedule: Handler = (ctx) => ok(scheduleJson(ctx.sim, scheduleFor(ctx), ctx.now));

const updateSchedule: Handler = (ctx) => {
  const record = scheduleFor(ctx);
  const settings = scheduleSettings(ctx);
  Object.assign(record, settings);
  record.updatedAt = ctx.now;
  record.updatedBy = who(ctx);
  // Cron times up to now were handled by the tick before this request; the new settings apply from here on.
  record.lastChecked = ctx.now;
  return ok(scheduleJson(ctx.sim, record, ctx.now));
};

const deleteSchedule: Handler = (ctx) => {
  const record = scheduleFor(ctx);
  catalogState(ctx.sim).schedules.delete(record.id);
  return ok({ success: true });
};

function setEnabled(enabled: boolean): Handler {
  return (ctx) => {
    const record = scheduleFor(ctx);
    if (record.enabled !== enabled) {
      record.enabled = enabled;
      record.updatedAt = ctx.now;
      record.updatedBy = who(ctx);
      // A resumed schedule runs from now on; the cron times it missed while paused are not made up.
      record.lastChecked = ctx.now;
    }
    return ok(scheduleJson(ctx.sim, record, ctx.now));
  };
}

/** Starts a run for every cron time of every enabled schedule in (lastChecked, now]. */
function fireSchedules(sim: Simulator, now: number): void {
  for (const s of catalogState(sim).schedules.values()) {
    if (!s.enabled) {
      s.lastChecked = now;
      continue;
    }
    let fired = 0;
    let next = nextCronTime(s.parsed, new Date(s.lastChecked));
    while (next && next.getTime() <= now && fired < MAX_SCHEDULED_RUNS_PER_TICK) {
      const at = next.getTime();
      fireOnce(sim, s, at);
      fired++;
      next = nextCronTime(s.parsed, next);
    }
    s.lastChecked = now;
  }
}

function fireOnce(sim: Simulator, s: ScheduleRecord, at: number): void {
  if (s.agentUid !== undefined && !sim.identities.has(s.agentUid)) {
    s.lastSpawnError = `agent identity ${s.agentUid} no longer exists`;
    return;
  }
  if (!sim.teams.has(s.teamUid)) {
    s.lastSpawnError = `team ${s.teamUid} no longer exists`;
    return;
  }
  sim.createRun({
    teamUid: s.teamUid,
    creator: s.createdBy,
    prompt: s.prompt,
    title: s.name,
    config: s.agentConfig ? structuredClone(s.agentConfig) : {},
    metadata: s.metadata ? { ...s.metadata } : undefined,
    source: 'SCHEDULED_AGENT',
    agentIdentityUid: s.agentUid,
    mode: s.mode,
    schedule: { schedule_id: s.id, schedule_name: s.name, cron_schedule: s.cron },
    // The scheduler notices a cron time at the first request after it; the run belongs to the cron time itself.
    at,
  });
  s.lastRan = at;
  s.lastSpawnError = null;
}

// ---- seed and module ---------------------------------------------------------------------------------------------

function seedCatalog(sim: Simulator): void {
  const state = catalogState(sim);
  if (!sim.teams.has(SEED.team)) return;
  const now = sim.now();
  const hour = 3600 * 1000;
  const skill = (
    repo: string,
    name: string,
    description: string,
    extra: Partial<SkillRecord> = {},
  ): SkillRecord => {
    const [owner, repoName] = repo.split('/') as [string, string];
    return {
      teamUid: SEED.team,
      owner,
      repo: repoName,
      path: `.agents/skills/${name}/SKILL.md`,
      name,
      description,
      basePrompt: `You are the ${name} agent for ${repo}. ${description}`,
      ...extra,
    };
  };
  state.skills.push(
    skill('acme/app', 'review', 'Review the pull request for bugs, missing tests and unclear code.'),
    skill('acme/app', 'fix-ci', 'Find why CI fails on the branch and push a fix.', {
      lastRunAt: now - 2 * hour,
    }),
    skill('acme/api', 'migrate', 'Write and check a database migration.', { lastRunAt: now - 26 * hour }),
    skill('acme/api', 'review', 'Review API changes for compatibility and security.', {
      lastRunAt: now - 50 * hour,
    }),
    skill('acme/app', 'broken', '', {
      basePrompt: '',
      error: 'SKILL.md: the front matter has no "description" field',
    }),
  );
  state.workers.push(
    {
      teamUid: SEED.team,
      workerHost: 'acme-build-01',
      connectionCount: 1,
      connectedAt: now - 6 * hour,
      heartbeatMs: 30_000,
    },
    {
      teamUid: SEED.team,
      workerHost: 'acme-gpu-02',
      connectionCount: 2,
      connectedAt: now - 45 * 60_000,
      heartbeatMs: 30_000,
    },
  );
}

const routes: RouteModule['routes'] = {
  listAgents,
  listConnectedWorkers,
  listEnvironments,
  listModels,
  getArtifact,
  downloadArtifact,
  createAgentIdentity,
  listAgentIdentities,
  getAgentIdentity,
  updateAgentIdentity,
  deleteAgentIdentity,
  createSchedule,
  listSchedules,
  getSchedule,
  updateSchedule,
  deleteSchedule,
  pauseSchedule: setEnabled(false),
  resumeSchedule: setEnabled(true),
};

export const catalog: RouteModule = {
  routes,
  install(sim) {
    seedCatalog(sim);
    sim.onTick((now) => fireSchedules(sim, now));
  },
};
