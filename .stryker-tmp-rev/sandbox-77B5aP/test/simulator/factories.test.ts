import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/client.ts';
import { ApiError } from '../../src/client/errors.ts';
import { startSimulator, type SimulatorHandle } from './server.ts';
import { SEED } from './seed.ts';
import { setFactoryTaskDelay } from './routes/factories.ts';

let handle: SimulatorHandle;
let client: CloudAgentClient<'contract'>;

beforeEach(async () => {
  handle = await startSimulator();
  client = new CloudAgentClient<'contract'>({
    apiKey: 'test-key',
    baseUrl: handle.url,
    retry: { maxRetries: 0 },
  });
});

afterEach(async () => {
  await client.close();
  await handle.close();
});

/** The ApiError a call fails with (the test fails if it succeeds). */
async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** Sends a raw request and returns status, content type and body (to look at the wire, not the client). */
async function raw(method: string, path: string, body?: unknown, key = 'test-key') {
  const res = await fetch(`${handle.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: text ? JSON.parse(text) : undefined,
  };
}

describe('listFactories', () => {
  it("lists the caller's team's factories with every Factory field", async () => {
    const all = [];
    for await (const f of client.factories.list()) all.push(f);
    expect(all.map((f) => f.uid)).toEqual([SEED.factories.noForeman, SEED.factories.web]);
    const web = all.find((f) => f.uid === SEED.factories.web)!;
    expect(web).toMatchObject({
      name: 'Web App Factory',
      team_uid: SEED.team,
      alias: 'web',
      default_environment: SEED.environments.web,
      code_forge: 'GITHUB',
      repositories: [{ owner: 'acme', repo: 'app' }],
    });
  });

  it('searches name and alias case-insensitively', async () => {
    const byName = await client.call('listFactories', { query: { search: 'DOCS fac' } });
    expect(byName.factories.map((f) => f.uid)).toEqual([SEED.factories.noForeman]);
    const byAlias = await client.call('listFactories', { query: { search: 'WEB' } });
    expect(byAlias.factories.map((f) => f.uid)).toEqual([SEED.factories.web]);
    const none = await client.call('listFactories', { query: { search: 'nothing-like-this' } });
    expect(none).toEqual({ factories: [], page_info: { has_next_page: false } });
  });

  it('pages with an opaque cursor', async () => {
    for (let i = 0; i < 3; i++) {
      handle.sim.factories.set(`fac_x${i}`, {
        uid: `fac_x${i}`,
        teamUid: SEED.team,
        name: `Extra ${i}`,
        alias: null,
        createdAt: handle.sim.now(),
        repositories: [],
      });
    }
    const first = await client.call('listFactories', { query: { limit: 2 } });
    expect(first.factories.map((f) => f.uid)).toEqual([SEED.factories.noForeman, SEED.factories.web]);
    expect(first.page_info.has_next_page).toBe(true);
    const second = await client.call('listFactories', {
      query: { limit: 2, cursor: first.page_info.next_cursor! },
    });
    expect(second.factories.map((f) => f.uid)).toEqual(['fac_x0', 'fac_x1']);
    const third = await client.call('listFactories', {
      query: { limit: 2, cursor: second.page_info.next_cursor! },
    });
    expect(third.factories.map((f) => f.uid)).toEqual(['fac_x2']);
    expect(third.page_info).toEqual({ has_next_page: false });
    // The iterator walks the same pages.
    const uids = [];
    for await (const f of client.factories.list({ limit: 2 })) uids.push(f.uid);
    expect(uids).toHaveLength(5);
    expect(handle.count('listFactories')).toBe(6);
  });

  it("refuses another team's team_uid with 403", async () => {
    const err = await apiError(client.call('listFactories', { query: { team_uid: SEED.otherTeam } }));
    expect(err.status).toBe(403);
    expect(err.errorCode).toBe('not_authorized');
    const own = await client.call('listFactories', { query: { team_uid: SEED.team } });
    expect(own.factories).toHaveLength(2);
  });
});

describe('getFactory', () => {
  it('reads one factory, 404 for an unknown one, 403 for another team', async () => {
    const f = await client.factories.get(SEED.factories.noForeman);
    expect(f).toMatchObject({
      uid: SEED.factories.noForeman,
      name: 'Docs Factory',
      default_environment: null,
    });
    const missing = await apiError(client.factories.get('fac_nope'));
    expect([missing.status, missing.errorCode]).toEqual([404, 'resource_not_found']);
    const other = await apiError(client.factories.get(SEED.factories.other));
    expect([other.status, other.errorCode]).toEqual([403, 'not_authorized']);
  });
});

describe('dispatchFactoryRun', () => {
  it('creates a run for the foreman and mints a ticket_ref', async () => {
    const res = await client.factories.dispatch(SEED.factories.web, { prompt: 'Fix the login page' });
    expect(res).toMatchObject({
      state: 'QUEUED',
      factory_uid: SEED.factories.web,
      foreman_agent: 'Web Foreman',
      ticket_ref: 'warp:1',
    });
    expect(res.run_url).toContain(res.run_id);
    const run = handle.sim.runs.get(res.run_id)!;
    expect(run.agentIdentityUid).toBe(SEED.foreman);
    expect(run.factoryUid).toBe(SEED.factories.web);
    expect(run.metadata).toEqual({ ticket_source: 'warp', ticket_id: '1' });
    const second = await client.factories.dispatch(SEED.factories.web, {
      prompt: 'Again',
      ticket_ref: 'linear:ENG-7',
    });
    expect(second.ticket_ref).toBe('linear:ENG-7');
    const third = await client.factories.dispatch(SEED.factories.web, { prompt: 'Third' });
    expect(third.ticket_ref).toBe('warp:2');
  });

  it('answers 409 conflict as problem+json when the factory has no foreman', async () => {
    const err = await apiError(client.factories.dispatch(SEED.factories.noForeman, { prompt: 'Write docs' }));
    expect(err.status).toBe(409);
    expect(err.errorCode).toBe('conflict');
    expect(err.detail).toMatch(/set up a foreman agent/);
    const wire = await raw('POST', `/factory/${SEED.factories.noForeman}/runs`, { prompt: 'Write docs' });
    expect(wire.status).toBe(409);
    expect(wire.contentType).toBe('application/problem+json');
  });

  it("answers 404 for another team's factory, like a missing one", async () => {
    const other = await apiError(client.factories.dispatch(SEED.factories.other, { prompt: 'x' }));
    expect([other.status, other.errorCode]).toEqual([404, 'resource_not_found']);
    const missing = await apiError(client.factories.dispatch('fac_nope', { prompt: 'x' }));
    expect([missing.status, missing.errorCode]).toEqual([404, 'resource_not_found']);
    expect(other.detail).toBe(`factory ${SEED.factories.other} not found`);
    const wire = await raw('POST', `/factory/${SEED.factories.other}/runs`, { prompt: 'x' });
    expect([wire.status, wire.contentType, wire.body.error_code]).toEqual([
      404,
      'application/problem+json',
      'resource_not_found',
    ]);
  });

  it('answers 400 for a bad ticket_ref or a blank prompt, as problem+json', async () => {
    const bad = await apiError(
      client.factories.dispatch(SEED.factories.web, { prompt: 'x', ticket_ref: 'ENG-1' }),
    );
    expect([bad.status, bad.errorCode]).toEqual([400, 'invalid_request']);
    const wire = await raw('POST', `/factory/${SEED.factories.web}/runs`, {
      prompt: 'x',
      ticket_ref: 'linear:',
    });
    expect(wire.status).toBe(400);
    expect(wire.contentType).toBe('application/problem+json');
    expect(wire.body.error_code).toBe('invalid_request');
    const blank = await apiError(
      client.call('dispatchFactoryRun', { path: { uid: SEED.factories.web }, body: { prompt: '   ' } }),
    );
    expect([blank.status, blank.errorCode]).toEqual([400, 'invalid_request']);
    expect(handle.sim.runs.size).toBe(0);
  });
});

describe('getFactoryTaskByRun', () => {
  it('404 before the task exists, found after the delay, also through a child run', async () => {
    setFactoryTaskDelay(handle.sim, 5000);
    handle.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 1000 },
        { state: 'SUCCEEDED', afterMs: 60_000 },
      ],
    });
    const res = await client.factories.dispatch(SEED.factories.web, {
      prompt: 'Fix the login page',
      title: 'Login fix',
      ticket_ref: 'linear:ENG-42',
    });
    const early = await apiError(client.factories.taskByRun(SEED.factories.web, res.run_id));
    expect([early.status, early.errorCode]).toEqual([404, 'resource_not_found']);
    handle.clock.advance(4000);
    const stillEarly = await apiError(client.factories.taskByRun(SEED.factories.web, res.run_id));
    expect(stillEarly.status).toBe(404);
    handle.clock.advance(1500);
    const task = await client.factories.taskByRun(SEED.factories.web, res.run_id);
    const run = handle.sim.runs.get(res.run_id)!;
    expect(task).toMatchObject({
      factory_uid: SEED.factories.web,
      run_id: res.run_id,
      conversation_id: run.conversationId,
      title: 'Login fix',
      stage: 'IMPLEMENT',
      ticket_id: 'ENG-42',
      ticket_source: 'linear',
      current_run: { run_id: res.run_id, state: 'INPROGRESS', is_run_type_cancellable: true },
      outputs: [],
    });

    const child = handle.sim.createRun({
      teamUid: SEED.team,
      creator: run.creator,
      prompt: 'sub task',
      parentRunId: res.run_id,
    });
    const viaChild = await client.factories.taskByRun(SEED.factories.web, child.run_id);
    expect(viaChild.uid).toBe(task.uid);
    expect(viaChild.current_run?.run_id).toBe(child.run_id);
  });

  it('derives the stage from the root run and lists its outputs', async () => {
    handle.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'PENDING', afterMs: 500 },
        { state: 'INPROGRESS', afterMs: 1500 },
        { state: 'SUCCEEDED', afterMs: 2000 },
      ],
      artifacts: [
        { type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/1', branch: 'fix' },
        { type: 'PLAN', title: 'Plan', content: '# plan' },
      ],
    });
    const res = await client.factories.dispatch(SEED.factories.web, { prompt: 'Ship it' });
    handle.clock.advance(1000);
    const triage = await client.factories.taskByRun(SEED.factories.web, res.run_id);
    expect(triage.stage).toBe('TRIAGE');
    expect(triage.ticket_source).toBe('warp');
    expect(triage.ticket_id).toBe('1');
    handle.clock.advance(5000);
    const done = await client.factories.taskByRun(SEED.factories.web, res.run_id);
    expect(done.stage).toBe('COMPLETE');
    expect(done.current_run?.state).toBe('SUCCEEDED');
    expect(done.outputs).toHaveLength(1);
    expect(done.outputs?.[0]).toMatchObject({
      artifact_type: 'PULL_REQUEST',
      data: { url: 'https://github.com/acme/app/pull/1', branch: 'fix' },
    });
  });

  it('404 for a run of no task and for another factory; 403 for another team', async () => {
    const res = await client.factories.dispatch(SEED.factories.web, { prompt: 'Ship it' });
    handle.clock.advance(2000);
    const plain = handle.sim.createRun({
      teamUid: SEED.team,
      creator: handle.sim.runs.get(res.run_id)!.creator,
      prompt: 'p',
    });
    const noTask = await apiError(client.factories.taskByRun(SEED.factories.web, plain.run_id));
    expect(noTask.status).toBe(404);
    const otherFactory = await apiError(client.factories.taskByRun(SEED.factories.noForeman, res.run_id));
    expect(otherFactory.status).toBe(404);
    const otherTeam = await apiError(client.factories.taskByRun(SEED.factories.other, res.run_id));
    expect([otherTeam.status, otherTeam.errorCode]).toEqual([403, 'not_authorized']);
    const wire = await raw('GET', `/factory/${SEED.factories.web}/task-by-run?run_id=${plain.run_id}`);
    expect(wire.contentType).toBe('application/problem+json');
  });
});
