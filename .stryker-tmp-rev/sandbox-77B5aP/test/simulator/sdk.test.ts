/**
 * The second, independent client: the official SDK `oz-agent-sdk` (1.0.0-alpha.8) drives the simulator with every
 * operation it has, and each answer must carry what the SDK's types declare as required. The keys below were read
 * from node_modules/oz-agent-sdk/resources/agent/{agent,runs,schedules}.d.ts.
 */
import OzAPI from 'oz-agent-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from './seed.ts';
import { startSimulator, type SimulatorHandle } from './server.ts';

type Kind = 'string' | 'boolean' | 'number' | 'array' | 'object';

/** Required keys (and their JSON kinds) of each type the SDK declares. */
const REQUIRED = {
  // agent.d.ts
  AgentListResponse: { agents: 'array' },
  AgentSkill: { name: 'string', variants: 'array' },
  'AgentSkill.Variant': {
    id: 'string',
    base_prompt: 'string',
    description: 'string',
    environments: 'array',
    source: 'object',
  },
  'AgentSkill.Variant.Environment': { name: 'string', uid: 'string' },
  'AgentSkill.Variant.Source': { name: 'string', owner: 'string', skill_path: 'string' },
  AgentRunResponse: { run_id: 'string', state: 'string', task_id: 'string' },
  'CloudEnvironmentConfig.GitHubRepo': { owner: 'string', repo: 'string' },
  // runs.d.ts
  RunItem: {
    created_at: 'string',
    prompt: 'string',
    run_id: 'string',
    state: 'string',
    task_id: 'string',
    title: 'string',
    updated_at: 'string',
  },
  'RunItem.Schedule': { cron_schedule: 'string', schedule_id: 'string', schedule_name: 'string' },
  'RunItem.Scope': { type: 'string' },
  'ArtifactItem.PlanArtifact': { artifact_type: 'string', created_at: 'string', data: 'object' },
  'ArtifactItem.PlanArtifact.Data': { document_uid: 'string' },
  'ArtifactItem.PullRequestArtifact': { artifact_type: 'string', created_at: 'string', data: 'object' },
  'ArtifactItem.PullRequestArtifact.Data': { branch: 'string', url: 'string' },
  RunListResponse: { page_info: 'object', runs: 'array' },
  'RunListResponse.PageInfo': { has_next_page: 'boolean' },
  // schedules.d.ts
  ScheduledAgentItem: {
    id: 'string',
    created_at: 'string',
    cron_schedule: 'string',
    enabled: 'boolean',
    name: 'string',
    prompt: 'string',
    updated_at: 'string',
  },
  'ScheduledAgentItem.Scope': { type: 'string' },
  ScheduleListResponse: { schedules: 'array' },
  ScheduleDeleteResponse: { success: 'boolean' },
} as const satisfies Record<string, Record<string, Kind>>;

/** Enumerations the SDK declares, for the values these runs should have. */
const SDK_RUN_STATES = ['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS', 'SUCCEEDED', 'FAILED', 'CANCELLED'];
const SDK_SOURCES = [
  'LINEAR',
  'API',
  'SLACK',
  'LOCAL',
  'SCHEDULED_AGENT',
  'WEB_APP',
  'GITHUB_ACTION',
  'CLOUD_MODE',
  'CLI',
];
const SDK_SCOPES = ['User', 'Team'];

/** Every operation the SDK has, by the contract's operationId it lands on. */
const SDK_OPERATIONS = [
  'listAgents', // agent.list
  'createRunLegacy', // agent.run (POST /agent/run)
  'getRun', // agent.runs.retrieve
  'listRuns', // agent.runs.list
  'cancelRun', // agent.runs.cancel
  'createSchedule', // agent.schedules.create
  'getSchedule', // agent.schedules.retrieve
  'updateSchedule', // agent.schedules.update
  'listSchedules', // agent.schedules.list
  'deleteSchedule', // agent.schedules.delete
  'pauseSchedule', // agent.schedules.pause
  'resumeSchedule', // agent.schedules.resume
];

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

/** Fails unless `value` has every required key of `type` with the declared kind. */
function expectShape(type: keyof typeof REQUIRED, value: unknown): void {
  expect(kindOf(value), `${type} is not an object`).toBe('object');
  const record = value as Record<string, unknown>;
  for (const [key, kind] of Object.entries(REQUIRED[type])) {
    expect(kindOf(record[key]), `${type}.${key}`).toBe(kind);
    if (key.endsWith('_at'))
      expect(Number.isNaN(Date.parse(record[key] as string)), `${type}.${key}`).toBe(false);
  }
}

function expectRunItem(run: unknown): void {
  expectShape('RunItem', run);
  const r = run as Record<string, any>;
  expect(r.task_id).toBe(r.run_id);
  expect(SDK_RUN_STATES).toContain(r.state);
  if (r.source !== undefined) expect(SDK_SOURCES).toContain(r.source);
  if (r.scope !== undefined) {
    expectShape('RunItem.Scope', r.scope);
    expect(SDK_SCOPES).toContain(r.scope.type);
  }
  if (r.schedule !== undefined) expectShape('RunItem.Schedule', r.schedule);
  if (r.started_at !== undefined && r.started_at !== null)
    expect(Number.isNaN(Date.parse(r.started_at))).toBe(false);
  for (const artifact of r.artifacts ?? []) {
    if (artifact.artifact_type === 'PLAN') {
      expectShape('ArtifactItem.PlanArtifact', artifact);
      expectShape('ArtifactItem.PlanArtifact.Data', artifact.data);
    } else if (artifact.artifact_type === 'PULL_REQUEST') {
      expectShape('ArtifactItem.PullRequestArtifact', artifact);
      expectShape('ArtifactItem.PullRequestArtifact.Data', artifact.data);
    }
  }
}

function expectSchedule(item: unknown): void {
  expectShape('ScheduledAgentItem', item);
  const s = item as Record<string, any>;
  if (s.scope !== undefined) {
    expectShape('ScheduledAgentItem.Scope', s.scope);
    expect(SDK_SCOPES).toContain(s.scope.type);
  }
  for (const key of ['last_ran', 'next_run']) {
    const value = s.history?.[key];
    if (value !== undefined && value !== null) expect(Number.isNaN(Date.parse(value))).toBe(false);
  }
  for (const repo of s.environment?.github_repos ?? [])
    expectShape('CloudEnvironmentConfig.GitHubRepo', repo);
}

const seen = new Set<string>();
let handle: SimulatorHandle;
let sdk: OzAPI;

beforeEach(async () => {
  handle = await startSimulator({ start: new Date('2026-11-21T09:01:00Z') });
  sdk = new OzAPI({ apiKey: 'test-key', baseURL: handle.url, maxRetries: 0 });
});

afterEach(async () => {
  for (const r of handle.requests) if (r.operation) seen.add(r.operation);
  await handle.close();
});

async function sdkError(promise: Promise<unknown>): Promise<InstanceType<typeof OzAPI.APIError>> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof OzAPI.APIError) return err;
    throw err;
  }
  throw new Error('expected the SDK call to fail with an APIError');
}

describe('the official SDK against the simulator', () => {
  it('agent.list: every agent, variant, environment and source has the required keys', async () => {
    const all = await sdk.agent.list();
    expectShape('AgentListResponse', all);
    expect(all.agents.map((a) => a.name)).toEqual(['fix-ci', 'migrate', 'review']);
    const filtered = await sdk.agent.list({ repo: 'acme/app', sort_by: 'last_run', refresh: true });
    expect(filtered.agents.map((a) => a.name)).toEqual(['fix-ci', 'review']);
    for (const agent of [...all.agents, ...filtered.agents]) {
      expectShape('AgentSkill', agent);
      expect(agent.variants.length).toBeGreaterThan(0);
      for (const variant of agent.variants) {
        expectShape('AgentSkill.Variant', variant);
        expectShape('AgentSkill.Variant.Source', variant.source);
        for (const env of variant.environments) expectShape('AgentSkill.Variant.Environment', env);
        expect(variant.id).toBe(
          `${variant.source.owner}/${variant.source.name}:${variant.source.skill_path}`,
        );
      }
    }
    const bad = await sdkError(sdk.agent.list({ repo: 'not a repo' }));
    expect(bad).toBeInstanceOf(OzAPI.BadRequestError);
    expect(bad.status).toBe(400);
  });

  it('agent.run, agent.runs.retrieve and agent.runs.list: a run with a plan and a pull request', async () => {
    handle.script.run({
      artifacts: [
        { type: 'PLAN', title: 'Plan', content: '# Plan' },
        { type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/9', branch: 'fix/it' },
      ],
    });
    const started = await sdk.agent.run({
      prompt: 'Fix the bug in auth.go',
      title: 'Fix auth',
      config: { environment_id: SEED.environments.web, model_id: 'gpt-5' },
    });
    expectShape('AgentRunResponse', started);
    expect(started.task_id).toBe(started.run_id);
    expect(started.state).toBe('QUEUED');

    handle.clock.advance(10_000);
    const run = await sdk.agent.runs.retrieve(started.run_id);
    expectRunItem(run);
    expect([run.run_id, run.title, run.prompt, run.state, run.source]).toEqual([
      started.run_id,
      'Fix auth',
      'Fix the bug in auth.go',
      'SUCCEEDED',
      'API',
    ]);
    expect(run.agent_config).toMatchObject({ environment_id: SEED.environments.web, model_id: 'gpt-5' });
    expect(run.artifacts?.map((a) => a.artifact_type)).toEqual(['PLAN', 'PULL_REQUEST']);

    const page = await sdk.agent.runs.list({ state: ['SUCCEEDED'], source: 'API', limit: 10 });
    expectShape('RunListResponse', page);
    expectShape('RunListResponse.PageInfo', page.page_info);
    expect(page.runs.map((r) => r.run_id)).toEqual([started.run_id]);
    page.runs.forEach(expectRunItem);
    expect((await sdk.agent.runs.list({ state: ['QUEUED'] })).runs).toEqual([]);

    const missing = await sdkError(sdk.agent.runs.retrieve('no-such-run'));
    expect(missing).toBeInstanceOf(OzAPI.NotFoundError);
  });

  it('agent.runs.cancel answers the run id as a string', async () => {
    handle.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 60_000 },
        { state: 'SUCCEEDED', afterMs: 60_000 },
      ],
    });
    const { run_id } = await sdk.agent.run({ prompt: 'long job' });
    const cancelled = await sdk.agent.runs.cancel(run_id);
    expect(cancelled).toBe(run_id);
    const run = await sdk.agent.runs.retrieve(run_id);
    expectRunItem(run);
    expect(run.state).toBe('CANCELLED');
    const again = await sdkError(sdk.agent.runs.cancel(run_id));
    expect(again).toBeInstanceOf(OzAPI.BadRequestError);
  });

  it('agent.schedules: create, retrieve, update, list, pause, resume, delete', async () => {
    const created = await sdk.agent.schedules.create({
      name: 'Daily Code Review',
      cron_schedule: '0 9 * * *',
      prompt: 'Review open pull requests and provide feedback',
      enabled: true,
      agent_config: { environment_id: SEED.environments.web },
    });
    expectSchedule(created);
    expect(created.history?.next_run).toBe('2026-11-22T09:00:00.000Z');
    expect(created.environment?.github_repos).toEqual([{ owner: 'acme', repo: 'app' }]);

    const retrieved = await sdk.agent.schedules.retrieve(created.id);
    expectSchedule(retrieved);
    expect(retrieved).toEqual(created);

    const updated = await sdk.agent.schedules.update(created.id, {
      name: 'Every five minutes',
      cron_schedule: '*/5 * * * *',
      enabled: true,
      prompt: 'Check the build',
    });
    expectSchedule(updated);
    expect([updated.name, updated.cron_schedule, updated.agent_config]).toEqual([
      'Every five minutes',
      '*/5 * * * *',
      undefined,
    ]);

    const list = await sdk.agent.schedules.list();
    expectShape('ScheduleListResponse', list);
    list.schedules.forEach(expectSchedule);
    expect(list.schedules.map((s) => s.id)).toEqual([created.id]);

    const paused = await sdk.agent.schedules.pause(created.id);
    expectSchedule(paused);
    expect(paused.enabled).toBe(false);
    const resumed = await sdk.agent.schedules.resume(created.id);
    expectSchedule(resumed);
    expect(resumed.enabled).toBe(true);

    handle.clock.advance(10 * 60_000);
    const scheduled = await sdk.agent.runs.list({ schedule_id: created.id });
    expect(scheduled.runs.length).toBe(2);
    for (const run of scheduled.runs) {
      expectRunItem(run);
      expect(run.source).toBe('SCHEDULED_AGENT');
      expect(run.schedule).toEqual({
        schedule_id: created.id,
        schedule_name: 'Every five minutes',
        cron_schedule: '*/5 * * * *',
      });
    }

    const deleted = await sdk.agent.schedules.delete(created.id);
    expectShape('ScheduleDeleteResponse', deleted);
    expect(deleted).toEqual({ success: true });
    const gone = await sdkError(sdk.agent.schedules.retrieve(created.id));
    expect(gone).toBeInstanceOf(OzAPI.NotFoundError);
  });

  it('maps the simulator errors onto the SDK error classes', async () => {
    const badCron = await sdkError(
      sdk.agent.schedules.create({ name: 'x', cron_schedule: 'not cron', prompt: 'p', enabled: true }),
    );
    expect(badCron).toBeInstanceOf(OzAPI.BadRequestError);
    expect(JSON.stringify(badCron.error)).toContain('invalid cron expression \\"not cron\\"');

    const mine = await sdk.agent.schedules.create({
      name: 'mine',
      cron_schedule: '0 0 * * *',
      prompt: 'p',
      enabled: true,
    });
    const other = new OzAPI({ apiKey: SEED.otherKey, baseURL: handle.url, maxRetries: 0 });
    expect(await sdkError(other.agent.schedules.retrieve(mine.id))).toBeInstanceOf(
      OzAPI.PermissionDeniedError,
    );
    expect((await other.agent.schedules.list()).schedules).toEqual([]);

    const stranger = new OzAPI({ apiKey: 'not-a-key', baseURL: handle.url, maxRetries: 0 });
    expect(await sdkError(stranger.agent.list())).toBeInstanceOf(OzAPI.AuthenticationError);
  });

  it('has driven every operation the SDK has', () => {
    expect(SDK_OPERATIONS.filter((op) => !seen.has(op))).toEqual([]);
  });
});
