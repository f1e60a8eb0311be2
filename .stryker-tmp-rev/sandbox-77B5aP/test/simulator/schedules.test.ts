import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CloudAgentClient, InvalidArgumentError } from '../../src/client/index.ts';
import { SEED } from './seed.ts';
import { startSimulator, type SimulatorHandle } from './server.ts';

const MINUTE = 60_000;

let handle: SimulatorHandle;
let client: CloudAgentClient<'contract'>;
const extraClients: CloudAgentClient<'contract'>[] = [];

/** A simulator whose virtual clock starts at `start` (a Saturday morning by default). */
async function start(at = '2026-11-21T08:59:00Z'): Promise<void> {
  handle = await startSimulator({ start: new Date(at) });
  client = new CloudAgentClient<'contract'>({ apiKey: 'test-key', baseUrl: handle.url });
}

function clientFor(apiKey: string): CloudAgentClient<'contract'> {
  const c = new CloudAgentClient<'contract'>({ apiKey, baseUrl: handle.url });
  extraClients.push(c);
  return c;
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail with an ApiError');
}

const lastStatus = (operation: string) =>
  handle.requests.filter((r) => r.operation === operation).at(-1)?.status;

const runsOf = (scheduleId: string) => client.runs.list({ schedule_id: scheduleId }).toArray();

const daily = { name: 'Daily review', cron_schedule: '0 9 * * *', prompt: 'Review open PRs', enabled: true };

afterEach(async () => {
  await client.close();
  await Promise.all(extraClients.splice(0).map((c) => c.close()));
  await handle.close();
});

describe('scheduled agents: CRUD', () => {
  it('creates a schedule with its next run computed from the cron in UTC', async () => {
    await start();
    const created = await client.schedules.create({
      ...daily,
      agent_config: { environment_id: SEED.environments.web, model_id: 'gpt-5' },
      metadata: { team: 'web' },
    });
    expect(lastStatus('createSchedule')).toBe(201);
    expect(created).toEqual({
      id: created.id,
      name: 'Daily review',
      cron_schedule: '0 9 * * *',
      enabled: true,
      prompt: 'Review open PRs',
      created_at: created.created_at,
      updated_at: created.created_at,
      agent_config: { environment_id: SEED.environments.web, model_id: 'gpt-5' },
      environment: handle.sim.environments.get(SEED.environments.web)!.config,
      history: { last_ran: null, next_run: '2026-11-21T09:00:00.000Z' },
      last_spawn_error: null,
      metadata: { team: 'web' },
      scope: { type: 'Team', uid: SEED.team },
      created_by: {
        uid: SEED.user.uid,
        type: 'user',
        display_name: SEED.user.displayName,
        email: SEED.user.email,
      },
      updated_by: {
        uid: SEED.user.uid,
        type: 'user',
        display_name: SEED.user.displayName,
        email: SEED.user.email,
      },
    });
    expect(created.created_at.startsWith('2026-11-21T08:59:0')).toBe(true);
    expect(await client.schedules.get(created.id)).toEqual(created);
  });

  it('scheduleMetadata: false is a service that keeps no schedule metadata: taken on writes, never answered', async () => {
    handle = await startSimulator({ start: new Date('2026-11-21T08:59:00Z'), scheduleMetadata: false });
    client = new CloudAgentClient({ apiKey: 'test-key', baseUrl: handle.url });
    const created = await client.schedules.create({ ...daily, metadata: { team: 'web' } });
    expect(lastStatus('createSchedule')).toBe(201);
    expect('metadata' in created).toBe(false);
    const updated = await client.schedules.update(created.id, {
      ...daily,
      prompt: 'Again',
      metadata: { a: 'b' },
    });
    expect([updated.prompt, 'metadata' in updated]).toEqual(['Again', false]);
    const { schedules } = await client.schedules.list();
    expect(schedules.map((s) => [s.id, 'metadata' in s])).toEqual([[created.id, false]]);
    expect('metadata' in (await client.schedules.get(created.id))).toBe(false);
  });

  it.each([
    ['30 14 * * 1', '2026-11-23T14:30:00.000Z'],
    ['0 0 1 * *', '2026-12-01T00:00:00.000Z'],
    ['*/15 * * * *', '2026-11-21T09:00:00.000Z'],
    ['0 * * * *', '2026-11-21T09:00:00.000Z'],
    ['59 8 * * *', '2026-11-22T08:59:00.000Z'],
  ])('gives %j the next run %s', async (cron, next) => {
    await start();
    const created = await client.schedules.create({ ...daily, cron_schedule: cron });
    expect(created.history?.next_run).toBe(next);
  });

  it('lists schedules by name and only to their team', async () => {
    await start();
    const names = ['zeta', 'Alpha', 'beta', 'Gamma'];
    for (const name of names) await client.schedules.create({ ...daily, name });
    const { schedules } = await client.schedules.list();
    expect(schedules.map((s) => s.name)).toEqual(['Alpha', 'beta', 'Gamma', 'zeta']);
    const other = clientFor(SEED.otherKey);
    expect(await other.schedules.list()).toEqual({ schedules: [] });
    for (const call of [
      other.schedules.get(schedules[0]!.id),
      other.schedules.pause(schedules[0]!.id),
      other.schedules.resume(schedules[0]!.id),
      other.schedules.update(schedules[0]!.id, daily),
      other.schedules.delete(schedules[0]!.id),
    ]) {
      const err = await apiError(call);
      expect([err.status, err.errorCode]).toEqual([403, 'not_authorized']);
    }
    expect((await client.schedules.list()).schedules).toHaveLength(4);
    const unknown = await apiError(client.schedules.get('no-such-schedule'));
    expect([unknown.status, unknown.errorCode]).toEqual([404, 'resource_not_found']);
  });

  it('keeps a personal schedule (team: false) to its creator', async () => {
    await start();
    const personal = await client.schedules.create({ ...daily, name: 'mine', team: false });
    expect(personal.scope).toEqual({ type: 'User', uid: SEED.user.uid });
    const team = await client.schedules.create({ ...daily, name: 'ours' });
    handle.sim.addKey('teammate-key', { teamUid: SEED.team, uid: 'user_grace', displayName: 'Grace' });
    const teammate = clientFor('teammate-key');
    expect((await teammate.schedules.list()).schedules.map((s) => s.id)).toEqual([team.id]);
    expect((await apiError(teammate.schedules.get(personal.id))).status).toBe(403);
    expect((await client.schedules.list()).schedules.map((s) => s.name)).toEqual(['mine', 'ours']);
  });

  it('replaces every setting on update', async () => {
    await start();
    const created = await client.schedules.create({
      ...daily,
      agent_config: { environment_id: SEED.environments.web },
    });
    handle.clock.advance(30_000);
    const updated = await client.schedules.update(created.id, {
      name: 'Weekly review',
      cron_schedule: '0 10 * * 1',
      prompt: 'Review everything',
      enabled: true,
    });
    expect(updated).toEqual({
      ...created,
      name: 'Weekly review',
      cron_schedule: '0 10 * * 1',
      prompt: 'Review everything',
      agent_config: undefined,
      environment: undefined,
      updated_at: updated.updated_at,
      history: { last_ran: null, next_run: '2026-11-23T10:00:00.000Z' },
    });
    expect(Object.keys(updated)).not.toContain('agent_config');
    expect(Date.parse(updated.updated_at) - Date.parse(created.updated_at)).toBeGreaterThanOrEqual(30_000);
    expect(await client.schedules.get(created.id)).toEqual(updated);
    const missing = await apiError(client.schedules.update('no-such-schedule', daily));
    expect(missing.status).toBe(404);
  });

  it('pauses and resumes', async () => {
    await start();
    const created = await client.schedules.create(daily);
    const paused = await client.schedules.pause(created.id);
    expect([paused.enabled, paused.history]).toEqual([false, { last_ran: null, next_run: null }]);
    expect((await client.schedules.get(created.id)).enabled).toBe(false);
    const resumed = await client.schedules.resume(created.id);
    expect([resumed.enabled, resumed.history]).toEqual([
      true,
      { last_ran: null, next_run: '2026-11-21T09:00:00.000Z' },
    ]);
    expect((await apiError(client.schedules.pause('no-such-schedule'))).status).toBe(404);
    expect((await apiError(client.schedules.resume('no-such-schedule'))).status).toBe(404);
  });

  it('deletes', async () => {
    await start();
    const keep = await client.schedules.create({ ...daily, name: 'keep' });
    const drop = await client.schedules.create({ ...daily, name: 'drop' });
    expect(await client.schedules.delete(drop.id)).toEqual({ success: true });
    expect((await client.schedules.list()).schedules.map((s) => s.id)).toEqual([keep.id]);
    const gone = await apiError(client.schedules.get(drop.id));
    expect([gone.status, gone.errorCode]).toEqual([404, 'resource_not_found']);
    expect((await apiError(client.schedules.delete(drop.id))).status).toBe(404);
  });
});

describe('scheduled agents: validation', () => {
  it('answers 400 naming the expression for an invalid cron (sent past the client checks)', async () => {
    await start();
    for (const cron of ['61 * * * *', '* * *', 'every day', '*/0 * * * *']) {
      const err = await apiError(client.call('createSchedule', { body: { ...daily, cron_schedule: cron } }));
      expect([err.status, err.errorCode]).toEqual([400, 'invalid_request']);
      expect(err.detail).toContain(`invalid cron expression "${cron}"`);
    }
    const created = await client.schedules.create(daily);
    const err = await apiError(
      client.call('updateSchedule', {
        path: { scheduleId: created.id },
        body: { ...daily, cron_schedule: '0 25 * * *' },
      }),
    );
    expect(err.status).toBe(400);
    expect(err.detail).toBe('invalid cron expression "0 25 * * *": hour field "25": 25 is outside 0-23');
    expect((await client.schedules.get(created.id)).cron_schedule).toBe('0 9 * * *');
    expect((await client.schedules.list()).schedules).toHaveLength(1);
  });

  it('has the client refuse a bad cron before sending anything', async () => {
    await start();
    expect(() => client.schedules.create({ ...daily, cron_schedule: '61 * * * *' })).toThrow(
      InvalidArgumentError,
    );
    expect(handle.count('createSchedule')).toBe(0);
  });

  it('refuses a shorthand as the service does (400 invalid cron expression), on create and update; the client before sending', async () => {
    await start();
    for (const cron of ['@monthly', '@Daily', ' @hourly ']) {
      const err = await apiError(client.call('createSchedule', { body: { ...daily, cron_schedule: cron } }));
      expect([err.status, err.errorCode]).toEqual([400, 'invalid_request']);
      expect(err.detail).toContain(`invalid cron expression "${cron}": the service takes five fields`);
    }
    const created = await client.schedules.create(daily);
    const err = await apiError(
      client.call('updateSchedule', {
        path: { scheduleId: created.id },
        body: { ...daily, cron_schedule: '@monthly' },
      }),
    );
    expect(err.detail).toBe(
      'invalid cron expression "@monthly": the service takes five fields, not a shorthand: write "0 0 1 * *" for "@monthly"',
    );
    expect((await client.schedules.get(created.id)).cron_schedule).toBe('0 9 * * *');
    const sent = handle.count('createSchedule');
    expect(() => client.schedules.create({ ...daily, cron_schedule: '@monthly' })).toThrow(
      new InvalidArgumentError(
        'cron_schedule',
        '"@monthly" is not a valid cron expression: the service takes five fields, not a shorthand: write "0 0 1 * *" for "@monthly"',
        'createSchedule',
      ),
    );
    expect(handle.count('createSchedule')).toBe(sent);
  });

  it("answers 400 for a missing field and 403 for another team's environment", async () => {
    await start();
    const missing = await apiError(
      client.call('createSchedule', { body: { name: 'x', cron_schedule: '* * * * *' } }),
    );
    expect([missing.status, missing.errorCode]).toEqual([400, 'invalid_request']);
    const env = await apiError(
      client.schedules.create({ ...daily, agent_config: { environment_id: SEED.environments.other } }),
    );
    expect([env.status, env.errorCode]).toEqual([403, 'not_authorized']);
    expect((await client.schedules.list()).schedules).toEqual([]);
  });
});

describe('scheduled agents: firing', () => {
  it('starts one run per cron time as the clock advances', async () => {
    await start('2026-11-21T09:01:00Z');
    const s = await client.schedules.create({
      name: 'Every five',
      cron_schedule: '*/5 * * * *',
      prompt: 'Check the build',
      enabled: true,
      agent_config: { environment_id: SEED.environments.api },
    });
    handle.clock.advance(16 * MINUTE);
    const runs = await runsOf(s.id);
    expect(runs).toHaveLength(3);
    expect(runs.map((r) => r.created_at).sort()).toEqual([
      '2026-11-21T09:05:00.000Z',
      '2026-11-21T09:10:00.000Z',
      '2026-11-21T09:15:00.000Z',
    ]);
    for (const run of runs) {
      expect(run.source).toBe('SCHEDULED_AGENT');
      expect(run.schedule).toEqual({
        schedule_id: s.id,
        schedule_name: 'Every five',
        cron_schedule: '*/5 * * * *',
      });
      expect([run.title, run.prompt, run.state]).toEqual(['Every five', 'Check the build', 'SUCCEEDED']);
      expect(run.agent_config?.environment_id).toBe(SEED.environments.api);
      expect(run.creator?.uid).toBe(SEED.user.uid);
    }
    const after = await client.schedules.get(s.id);
    expect(after.history).toEqual({
      last_ran: '2026-11-21T09:15:00.000Z',
      next_run: '2026-11-21T09:20:00.000Z',
    });
    expect(after.last_spawn_error).toBeNull();

    handle.clock.advance(5 * MINUTE);
    expect(await runsOf(s.id)).toHaveLength(4);
    expect([...handle.sim.runs.values()].filter((r) => r.schedule?.schedule_id === s.id)).toHaveLength(4);
  });

  it('starts nothing while paused and does not make up missed times on resume', async () => {
    await start('2026-11-21T09:01:00Z');
    const s = await client.schedules.create({ ...daily, cron_schedule: '*/5 * * * *' });
    await client.schedules.pause(s.id);
    handle.clock.advance(16 * MINUTE);
    expect(await runsOf(s.id)).toEqual([]);
    expect((await client.schedules.get(s.id)).history).toEqual({ last_ran: null, next_run: null });
    await client.schedules.resume(s.id);
    handle.clock.advance(5 * MINUTE);
    const runs = await runsOf(s.id);
    expect(runs.map((r) => r.created_at)).toEqual(['2026-11-21T09:20:00.000Z']);
  });

  it('starts nothing for a schedule created disabled', async () => {
    await start('2026-11-21T09:01:00Z');
    const s = await client.schedules.create({ ...daily, cron_schedule: '* * * * *', enabled: false });
    expect(s.history?.next_run).toBeNull();
    handle.clock.advance(10 * MINUTE);
    expect(await runsOf(s.id)).toEqual([]);
  });

  it('starts nothing after delete', async () => {
    await start('2026-11-21T09:01:00Z');
    const s = await client.schedules.create({ ...daily, cron_schedule: '*/5 * * * *' });
    handle.clock.advance(5 * MINUTE);
    expect(await runsOf(s.id)).toHaveLength(1);
    await client.schedules.delete(s.id);
    handle.clock.advance(30 * MINUTE);
    expect(await runsOf(s.id)).toHaveLength(1);
    expect([...handle.sim.runs.values()].filter((r) => r.schedule?.schedule_id === s.id)).toHaveLength(1);
  });

  it('follows the new cron after an update', async () => {
    await start('2026-11-21T09:01:00Z');
    const s = await client.schedules.create({ ...daily, cron_schedule: '*/5 * * * *' });
    await client.schedules.update(s.id, { ...daily, cron_schedule: '0 * * * *', name: 'Hourly' });
    handle.clock.advance(60 * MINUTE);
    const runs = await runsOf(s.id);
    expect(runs.map((r) => [r.created_at, r.schedule?.schedule_name, r.schedule?.cron_schedule])).toEqual([
      ['2026-11-21T10:00:00.000Z', 'Hourly', '0 * * * *'],
    ]);
  });

  it('records a spawn error when its agent identity is gone', async () => {
    await start('2026-11-21T09:01:00Z');
    const bot = await client.identities.create({ name: 'bot' });
    const s = await client.schedules.create({ ...daily, cron_schedule: '*/5 * * * *', agent_uid: bot.uid });
    expect(s.agent_uid).toBe(bot.uid);
    handle.clock.advance(5 * MINUTE);
    expect(await runsOf(s.id)).toHaveLength(1);
    await client.identities.delete(bot.uid);
    handle.clock.advance(5 * MINUTE);
    expect(await runsOf(s.id)).toHaveLength(1);
    const after = await client.schedules.get(s.id);
    expect(after.last_spawn_error).toBe(`agent identity ${bot.uid} no longer exists`);
    expect(after.history?.last_ran).toBe('2026-11-21T09:05:00.000Z');
  });
});
