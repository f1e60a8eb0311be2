import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  ApiResponseError,
  CloudAgentClient,
  fetchSignedUrl,
  type RunItem,
} from '../../src/client/index.ts';
import { SEED } from './seed.ts';
import { startSimulator, type SimulatorHandle } from './server.ts';

let sim: SimulatorHandle;
let client: CloudAgentClient<'contract'>;
let others: CloudAgentClient<'contract'>[];

const newClient = (
  apiKey: string,
  extra: Partial<ConstructorParameters<typeof CloudAgentClient>[0]> = {},
) => {
  const c = new CloudAgentClient<'contract'>({ apiKey, baseUrl: sim.url, ...extra });
  others.push(c);
  return c;
};

beforeEach(async () => {
  sim = await startSimulator({ start: new Date('2026-11-21T12:00:00Z'), timeScale: 0 });
  others = [];
  client = newClient('test-key');
});
afterEach(async () => {
  await Promise.all(others.map((c) => c.close()));
  await sim.close();
});

const catchError = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('auth', () => {
  it('answers 401 without a key and with an unknown one', async () => {
    const res = await request(`${sim.url}/agent/runs`);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('application/json');
    expect(((await res.body.json()) as { error_code: string }).error_code).toBe('authentication_required');
    const error = await catchError(newClient('nope').runs.listPage());
    expect([error.status, error.errorCode]).toEqual([401, 'authentication_required']);
  });

  it("answers 403 for another team's run, 404 by external reference", async () => {
    const { run_id } = await client.runs.create({ prompt: 'p' });
    await client.harness.reportArtifact(run_id, {
      artifact_type: 'EXTERNAL_REFERENCE',
      data: { reference_type: 'linear_issue', url: 'https://linear.app/acme/issue/A-1' },
    });
    const other = newClient(SEED.otherKey);
    expect((await catchError(other.runs.get(run_id))).status).toBe(403);
    expect((await catchError(other.runs.cancel(run_id))).status).toBe(403);
    expect(
      (await catchError(other.runs.byExternalReference('https://linear.app/acme/issue/A-1'))).status,
    ).toBe(404);
    expect(await client.runs.byExternalReference('https://linear.app/acme/issue/A-1')).toEqual({ run_id });
    expect(
      (await catchError(client.runs.byExternalReference('https://linear.app/acme/issue/NOPE'))).status,
    ).toBe(404);
  });
});

describe('create', () => {
  it('requires a prompt unless a skill is given', async () => {
    const error = await catchError(client.call('createRun', { body: { title: 'no prompt' } }));
    expect([error.status, error.errorCode, error.detail]).toEqual([
      400,
      'invalid_request',
      'prompt is required unless a skill is given',
    ]);
    const run = await client.runs.create({ skill: 'acme/app:.agents/skills/review/SKILL.md' });
    expect((await client.runs.get(run.run_id)).agent_config?.name).toBe('review');
  });

  it('answers the config it was sent, or the one a script says the service resolved, or none', async () => {
    const sent = await client.runs.create({ prompt: 'a', config: { model_id: 'gpt-5' } });
    expect((await client.runs.get(sent.run_id)).agent_config).toEqual({ model_id: 'gpt-5' });
    sim.script.run({ agentConfig: { model_id: 'claude-4-5-sonnet' } });
    const resolved = await client.runs.create({ prompt: 'b' });
    expect((await client.runs.get(resolved.run_id)).agent_config).toEqual({ model_id: 'claude-4-5-sonnet' });
    sim.script.run({ agentConfig: null });
    const none = await client.runs.create({ prompt: 'c', config: { model_id: 'gpt-5' } });
    expect(await client.runs.get(none.run_id)).not.toHaveProperty('agent_config');
  });

  it('checks the config: environment id format (400), environments and MCP servers of the team (403)', async () => {
    const bad = await catchError(
      client.call('createRun', { body: { prompt: 'p', config: { environment_id: 'short' } } }),
    );
    expect([bad.status, bad.errorCode]).toEqual([400, 'invalid_request']);
    expect(bad.detail).toContain('environment_id');
    const foreign = await catchError(
      client.runs.create({ prompt: 'p', config: { environment_id: SEED.environments.other } }),
    );
    expect([foreign.status, foreign.errorCode]).toEqual([403, 'not_authorized']);
    const mcp = await catchError(
      client.runs.create({ prompt: 'p', config: { mcp_servers: { notion: { warp_id: 'notion' } } } }),
    );
    expect(mcp.status).toBe(403);
    const good = await client.runs.create({
      prompt: 'p',
      config: { environment_id: SEED.environments.web, mcp_servers: { linear: { warp_id: 'linear' } } },
    });
    expect(good.state).toBe('QUEUED');
  });

  it('keeps the deprecated POST /agent/run working the same way', async () => {
    const run = await client.runs.createLegacy({ prompt: 'legacy', metadata: { via: 'legacy' } });
    expect((await client.runs.get(run.run_id)).metadata).toEqual({ via: 'legacy' });
    expect(sim.requests.at(-2)!.path).toBe('/api/v1/agent/run');
  });
});

describe('the run state machine', () => {
  it('goes QUEUED → PENDING → CLAIMED → INPROGRESS → SUCCEEDED on the default timings', async () => {
    const { run_id, state } = await client.runs.create({
      prompt: 'Add tests',
      title: 'Tests',
      metadata: { repo: 'acme/app' },
    });
    expect(state).toBe('QUEUED');
    const seen: string[] = [];
    for (const ms of [0, 300, 300, 400, 2000]) {
      sim.clock.advance(ms);
      seen.push((await client.runs.get(run_id)).state);
    }
    expect(seen).toEqual(['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS', 'SUCCEEDED']);
    const run = await client.runs.get(run_id);
    expect(run).toMatchObject({
      title: 'Tests',
      metadata: { repo: 'acme/app' },
      session_link: `https://app.warp.dev/session/${run.session_id}`,
      started_at: '2026-11-21T12:00:01.000Z',
      finished_at: '2026-11-21T12:00:03.000Z',
      run_time: 'PT2S',
      is_run_type_cancellable: true,
    });
    expect(run.request_usage?.inference_cost).toBeGreaterThan(0);
    const conversation = await client.runs.conversation(run_id);
    expect(conversation.conversation_id).toBe(run.conversation_id);
    expect(conversation.steps[0]!.messages.at(-1)!.content).toEqual([
      { type: 'text', text: 'I worked on: Add tests. The change is done and the tests pass.' },
    ]);
    const { events } = await client.runs.timeline(run_id);
    expect(events.map((e) => e.event_type)).toEqual([
      'oz_run_created',
      'oz_run_claimed',
      'worker_container_ready',
      'shared_session_started',
      'agent_started',
      'oz_run_done',
      'vm_shutdown',
    ]);
  });

  it('plays a scripted failure with its status message', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 100 },
        {
          state: 'FAILED',
          afterMs: 100,
          statusMessage: { message: 'Out of credits', error_code: 'insufficient_credits', retryable: false },
        },
      ],
    });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    sim.clock.advance(500);
    const run = await client.runs.get(run_id);
    expect(run.state).toBe('FAILED');
    expect(run.status_message).toEqual({
      message: 'Out of credits',
      error_code: 'insufficient_credits',
      retryable: false,
    });
  });
});

describe('cancel, exactly as the interface says', () => {
  const pending = [
    { state: 'QUEUED' as const, afterMs: 0 },
    { state: 'PENDING' as const, afterMs: 100 },
    { state: 'INPROGRESS' as const, afterMs: 10_000 },
  ];

  it('QUEUED → CANCELLED, the run id as a JSON string', async () => {
    const { run_id } = await client.runs.create({ prompt: 'p' });
    const res = await request(`${sim.url}/agent/runs/${run_id}/cancel`, {
      method: 'POST',
      headers: { authorization: 'Bearer test-key' },
    });
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toBe(JSON.stringify(run_id));
    expect((await client.runs.get(run_id)).state).toBe('CANCELLED');
  });

  it('INPROGRESS → CANCELLED; PENDING → 409 conflict, retryable; terminal → 400 invalid_request', async () => {
    const a = await client.runs.create({ prompt: 'a' });
    sim.clock.advance(1500);
    expect(await client.runs.cancel(a.run_id)).toBe(a.run_id);
    expect((await client.runs.get(a.run_id)).state).toBe('CANCELLED');
    const again = await catchError(client.runs.cancel(a.run_id));
    expect([again.status, again.errorCode]).toEqual([400, 'invalid_request']);

    sim.script.run({ timeline: pending });
    const b = await client.runs.create({ prompt: 'b' });
    sim.clock.advance(200);
    const conflict = await catchError(
      newClient('test-key', { retry: { maxRetries: 0 } }).runs.cancel(b.run_id),
    );
    expect([conflict.status, conflict.errorCode, conflict.retryable]).toEqual([409, 'conflict', true]);
    expect((await client.runs.get(b.run_id)).state).toBe('PENDING');
  });

  it('a run the API cannot cancel → 422 operation_not_supported', async () => {
    sim.script.run({ notCancellable: true });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    const error = await catchError(client.runs.cancel(run_id));
    expect([error.status, error.errorCode]).toEqual([422, 'operation_not_supported']);
    expect((await client.runs.get(run_id)).is_run_type_cancellable).toBe(false);
  });
});

describe('follow-ups are routed by state', () => {
  it('queued: joins the prompt; live: the session takes it; ended: a new execution', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 1000 },
        { state: 'SUCCEEDED', afterMs: 1000 },
      ],
    });
    const { run_id } = await client.runs.create({ prompt: 'first' });
    expect(await client.runs.followUp(run_id, { message: 'also this' })).toEqual({});
    expect((await client.runs.get(run_id)).submitted_prompt).toBe('first\n\nalso this');
    sim.clock.advance(1500);
    await client.runs.followUp(run_id, { message: 'live note' });
    const live = await client.runs.conversation(run_id);
    expect(live.steps.at(-1)!.messages[0]!.content).toEqual([{ type: 'text', text: 'live note' }]);
    sim.clock.advance(1000);
    expect((await client.runs.get(run_id)).state).toBe('SUCCEEDED');
    await client.runs.followUp(run_id, { message: 'one more thing' });
    expect((await client.runs.get(run_id)).state).toBe('QUEUED');
    sim.clock.advance(2000);
    const after = await client.runs.get(run_id);
    expect(after.state).toBe('SUCCEEDED');
    const { events } = await client.runs.timeline(run_id);
    expect(new Set(events.map((e) => e.execution_id))).toEqual(new Set([1, 2]));
    expect(sim.sim.runs.get(run_id)!.followups.map((f) => f.outcome)).toEqual([
      'queued_prompt',
      'live_session',
      'handoff_execution',
    ]);
  });

  it("live, with a script of its own: the rest of the old script's work never comes, its artifacts neither", async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 1000 },
        { state: 'SUCCEEDED', afterMs: 10_000 },
      ],
      artifacts: [{ type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/9', branch: 'old' }],
    });
    const { run_id } = await client.runs.create({ prompt: 'first' });
    sim.clock.advance(2000);
    sim.script.followup(run_id, {
      timeline: [{ state: 'SUCCEEDED', afterMs: 3000 }],
      artifacts: [{ type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/10', branch: 'new' }],
    });
    await client.runs.followUp(run_id, { message: 'do it another way' });
    sim.clock.advance(20_000);
    const run = await client.runs.get(run_id);
    expect(run.state).toBe('SUCCEEDED');
    expect((run.artifacts ?? []).map((a) => (a.data as { branch: string }).branch)).toEqual(['new']);
  });

  it('a BLOCKED run is answered by a follow-up and goes on', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 100 },
        { state: 'BLOCKED', afterMs: 100 },
      ],
    });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    sim.clock.advance(300);
    expect((await client.runs.get(run_id)).state).toBe('BLOCKED');
    sim.script.followup(run_id, { finalMessage: 'Went with option B.' });
    await client.runs.followUp(run_id, { message: 'option B' });
    sim.clock.advance(2000);
    expect((await client.runs.get(run_id)).state).toBe('SUCCEEDED');
    const conversation = await client.runs.conversation(run_id);
    expect(conversation.steps.at(-1)!.messages.at(-1)!.content).toEqual([
      { type: 'text', text: 'Went with option B.' },
    ]);
  });

  it('empty messages only continue a saved conversation; no sandbox and no conversation → 400', async () => {
    const queued = await client.runs.create({ prompt: 'p' });
    const empty = await catchError(client.runs.followUp(queued.run_id, { message: '' }));
    expect([empty.status, empty.errorCode]).toEqual([400, 'invalid_request']);
    sim.clock.advance(5000);
    expect(await client.runs.followUp(queued.run_id, {})).toEqual({});

    sim.script.run({
      conversation: 'none',
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        {
          state: 'ERROR',
          afterMs: 10,
          statusMessage: { message: 'boom', error_code: 'internal_error', retryable: true },
        },
      ],
    });
    const dead = await client.runs.create({ prompt: 'q' });
    sim.clock.advance(100);
    const error = await catchError(client.runs.followUp(dead.run_id, { message: 'hello?' }));
    expect(error.detail).toBe(`run ${dead.run_id} has no active sandbox and no conversation to continue`);

    // Cancelled while queued: a conversation is named from the run's making, but there is nothing in it to continue.
    const early = await client.runs.create({ prompt: 'q' });
    await client.runs.cancel(early.run_id);
    const cancelled = await client.runs.get(early.run_id);
    expect([cancelled.state, cancelled.started_at]).toEqual(['CANCELLED', null]);
    expect(cancelled.conversation_id).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await catchError(client.runs.followUp(early.run_id, { message: 'hello?' }));
    expect([refused.status, refused.detail]).toEqual([
      400,
      `run ${early.run_id} has no active sandbox and no conversation to continue`,
    ]);
  });
});

describe('run list', () => {
  async function makeRuns() {
    const ids: Record<string, string> = {};
    ids.a = (
      await client.runs.create({
        prompt: 'fix the login bug',
        title: 'Alpha',
        metadata: { repo: 'acme/app', pr: '1' },
        config: { environment_id: SEED.environments.web, model_id: 'm1' },
      })
    ).run_id;
    sim.clock.advance(1000);
    ids.b = (
      await client.runs.create({
        prompt: 'write docs',
        title: 'Bravo',
        metadata: { repo: 'acme/app', pr: '2' },
        config: { skill_spec: 'acme/app:docs' },
      })
    ).run_id;
    sim.clock.advance(1000);
    ids.c = (
      await client.runs.create({
        prompt: 'child work',
        title: 'Charlie',
        parent_run_id: ids.a,
        config: { skill_spec: 'acme/app:aaa' },
      })
    ).run_id;
    sim.clock.advance(1000);
    return ids;
  }
  const ids = (runs: RunItem[]) => runs.map((r) => r.title);

  it('filters by state, metadata, environment, skill, ancestor, model, q, created bounds', async () => {
    await makeRuns();
    const list = async (query: Parameters<typeof client.runs.listPage>[0]) =>
      ids((await client.runs.listPage(query)).runs);
    expect(await list({ metadata: { repo: 'acme/app' }, sort_by: 'title', sort_order: 'asc' })).toEqual([
      'Alpha',
      'Bravo',
    ]);
    expect(await list({ metadata: { repo: 'acme/app', pr: '2' } })).toEqual(['Bravo']);
    expect(await list({ environment_id: SEED.environments.web })).toEqual(['Alpha']);
    expect(await list({ environment_id: 'empty-environment', sort_by: 'title', sort_order: 'asc' })).toEqual([
      'Bravo',
      'Charlie',
    ]);
    expect(await list({ skill: 'acme/app:docs' })).toEqual(['Bravo']);
    expect(await list({ skill_spec: 'acme/app:docs' })).toEqual(['Bravo']);
    expect(await list({ model_id: 'm1' })).toEqual(['Alpha']);
    expect(await list({ q: 'LOGIN fix' })).toEqual(['Alpha']);
    expect(await list({ name: 'docs' })).toEqual(['Bravo']);
    const all = (await client.runs.listPage({ sort_by: 'created_at', sort_order: 'asc' })).runs;
    expect(await list({ ancestor_run_id: all[0]!.run_id })).toEqual(['Charlie']);
    expect(
      await list({ created_after: all[0]!.created_at, sort_by: 'created_at', sort_order: 'asc' }),
    ).toEqual(['Bravo', 'Charlie']);
    expect(await list({ created_before: all[1]!.created_at })).toEqual(['Alpha']);
    expect(await list({ state: ['SUCCEEDED'] })).toEqual(['Alpha']);
    expect(await list({ state: ['INPROGRESS', 'QUEUED'], sort_by: 'title', sort_order: 'asc' })).toEqual([
      'Bravo',
      'Charlie',
    ]);
    expect(await list({ creator: SEED.user.uid, source: 'API', execution_location: 'REMOTE' })).toHaveLength(
      3,
    );
    expect(await list({ sort_by: 'agent', sort_order: 'asc' })).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await list({ sort_by: 'agent', sort_order: 'desc' })).toEqual(['Bravo', 'Charlie', 'Alpha']);
    const bad = await catchError(client.runs.listPage({ ancestor_run_id: 'missing' }));
    expect([bad.status, bad.errorCode]).toEqual([400, 'invalid_request']);
  });

  it('metadata filtering: at most 5 pairs (400), feature_not_available (403) for a team without it', async () => {
    const six = await catchError(
      client.call('listRuns', { query: { metadata: { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' } } }),
    );
    expect([six.status, six.errorCode]).toEqual([400, 'invalid_request']);
    const basic = await catchError(newClient(SEED.basicKey).runs.listPage({ metadata: { a: '1' } }));
    expect([basic.status, basic.errorCode]).toEqual([403, 'feature_not_available']);
  });

  it('limit 1-500 (default 20) and stable cursors while runs are added', async () => {
    for (let i = 0; i < 25; i++) {
      await client.runs.create({ prompt: `run ${i}`, title: `run ${String(i).padStart(2, '0')}` });
      sim.clock.advance(10);
    }
    expect((await client.runs.listPage()).runs).toHaveLength(20);
    const tooMany = await catchError(client.call('listRuns', { query: { limit: 501 } }));
    expect(tooMany.status).toBe(400);
    const seen: string[] = [];
    let added = false;
    for await (const page of client.runs
      .list({ sort_by: 'created_at', sort_order: 'asc', limit: 7 })
      .pages()) {
      seen.push(...page.runs.map((r) => r.title));
      if (!added) {
        // A run created mid-listing lands at the end (newest), never duplicating or skipping others.
        await client.runs.create({ prompt: 'late', title: 'zz late' });
        added = true;
      }
    }
    expect(seen).toEqual([
      ...Array.from({ length: 25 }, (_, i) => `run ${String(i).padStart(2, '0')}`),
      'zz late',
    ]);
    const junk = await catchError(client.call('listRuns', { query: { cursor: 'garbage' } }));
    expect(junk.status).toBe(400);
  });

  it('artifact_type filter, and updated_after', async () => {
    sim.script.run({
      artifacts: [{ type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/9', branch: 'agent/fix' }],
    });
    const withPr = await client.runs.create({ prompt: 'pr please', title: 'PR' });
    await client.runs.create({ prompt: 'no pr', title: 'Plain' });
    sim.clock.advance(10_000);
    expect(ids((await client.runs.listPage({ artifact_type: 'PULL_REQUEST' })).runs)).toEqual(['PR']);
    const pr = await client.runs.get(withPr.run_id);
    expect(pr.artifacts).toEqual([
      {
        artifact_type: 'PULL_REQUEST',
        created_at: pr.finished_at,
        data: { url: 'https://github.com/acme/app/pull/9', branch: 'agent/fix' },
      },
    ]);
    expect((await client.runs.listPage({ updated_after: pr.updated_at })).runs).toHaveLength(0);
  });
});

describe('conversations and transcripts', () => {
  it('422 for a conversation in an unsupported format; by conversation id; 404 before there is one', async () => {
    sim.script.run({ conversation: 'unsupported' });
    const weird = await client.runs.create({ prompt: 'p' });
    sim.clock.advance(5000);
    expect((await catchError(client.runs.conversation(weird.run_id))).errorCode).toBe(
      'operation_not_supported',
    );
    const fresh = await client.runs.create({ prompt: 'hello there' });
    expect((await catchError(client.runs.conversation(fresh.run_id))).status).toBe(404);
    sim.clock.advance(5000);
    const run = await client.runs.get(fresh.run_id);
    const byId = await client.conversations.get(run.conversation_id!);
    expect(byId).toEqual(await client.runs.conversation(fresh.run_id));
  });

  it('the transcript is a 302 to another origin that refuses the key and expired links', async () => {
    const { run_id } = await client.runs.create({ prompt: 'transcribe me' });
    sim.clock.advance(5000);
    const { url } = await client.runs.transcript(run_id);
    expect(url.startsWith(`${sim.filesOrigin}/transcripts/${run_id}?`)).toBe(true);
    expect(new URL(url).origin).not.toBe(new URL(sim.url).origin);
    const file = await fetchSignedUrl(url);
    expect(file.body.toString()).toContain('transcribe me');
    const withKey = await request(url, { headers: { authorization: 'Bearer test-key' } });
    expect(withKey.statusCode).toBe(403);
    await withKey.body.dump();
    const tampered = await request(url.replace(/signature=[0-9a-f]+/, 'signature=00'));
    expect(tampered.statusCode).toBe(403);
    await tampered.body.dump();
    sim.clock.advance(16 * 60 * 1000);
    const expired = await request(url);
    expect([expired.statusCode, await expired.body.text()]).toEqual([403, 'the link has expired']);
  });
});

describe('contract checking and faults', () => {
  it('an answer that breaks the contract is a 500 naming the rule, and close() fails', async () => {
    const loose = await startSimulator({ strict: false });
    const c = new CloudAgentClient<'contract'>({
      apiKey: 'test-key',
      baseUrl: loose.url,
      retry: { maxRetries: 0 },
    });
    const { run_id } = await c.runs.create({ prompt: 'p' });
    (loose.sim.runs.get(run_id) as unknown as { title: number }).title = 42;
    const error = await catchError(c.runs.get(run_id));
    expect(error.status).toBe(500);
    expect(error.detail).toBe('contract violation in getRun response 200: /title must be string');
    expect(loose.violations).toEqual([{ where: 'getRun response 200', rule: '/title must be string' }]);
    await c.close();
    await loose.close();

    const strict = await startSimulator();
    const s = new CloudAgentClient<'contract'>({
      apiKey: 'test-key',
      baseUrl: strict.url,
      retry: { maxRetries: 0 },
    });
    const made = await s.runs.create({ prompt: 'p' });
    (strict.sim.runs.get(made.run_id) as unknown as { title: number }).title = 42;
    await s.runs.get(made.run_id).catch(() => undefined);
    await s.close();
    await expect(strict.close()).rejects.toThrow(
      'the simulator broke its contract:\n- getRun response 200: /title must be string',
    );
  });

  it('injects 503 and 429 with Retry-After, resets, malformed and truncated bodies', async () => {
    const { run_id } = await client.runs.create({ prompt: 'p' });
    const fast = newClient('test-key', { retry: { minDelayMs: 1, baseDelayMs: 1, maxRetries: 5 } });
    sim.faults.inject({ operation: 'getRun', times: 2, fault: { status: 503 } });
    sim.faults.inject({ operation: 'getRun', fault: { status: 429, headers: { 'retry-after-ms': '5' } } });
    sim.faults.inject({ operation: 'getRun', fault: { reset: true } });
    expect(sim.faults.pending).toEqual([
      { operation: 'getRun', times: 2, fault: { status: 503 } },
      { operation: 'getRun', fault: { status: 429, headers: { 'retry-after-ms': '5' } } },
      { operation: 'getRun', fault: { reset: true } },
    ]);
    const before = sim.count('getRun');
    expect((await fast.runs.get(run_id)).run_id).toBe(run_id);
    expect(sim.count('getRun') - before).toBe(5);
    // Each rule hit as often as it said: none left.
    expect(sim.faults.pending).toEqual([]);
    expect(sim.requests.filter((r) => r.operation === 'getRun').map((r) => r.status)).toEqual([
      503, 503, 429, 0, 200,
    ]);

    sim.faults.inject({ operation: 'getRun', fault: { malformed: true } });
    expect(await fast.runs.get(run_id).catch((e: unknown) => e)).toBeInstanceOf(ApiResponseError);
    sim.faults.inject({ operation: 'listRuns', times: 1, fault: { truncated: true } });
    expect((await fast.runs.listPage()).runs).toHaveLength(1);
  });

  it('edits a whole answer after the work: the answer sent is what the edit made of it, unchecked', async () => {
    const { run_id } = await client.runs.create({ prompt: 'p' });
    sim.faults.inject({
      operation: 'listRuns',
      fault: {
        edit: (body) => {
          const page = body as { runs: { created_at: string }[] };
          page.runs[0]!.created_at = 'last tuesday';
          return page;
        },
      },
    });
    const raw = await request(`${sim.url}/agent/runs`, { headers: { authorization: 'Bearer test-key' } });
    const edited = (await raw.body.json()) as { runs: RunItem[] };
    expect(edited.runs.map((r) => [r.run_id, r.created_at])).toEqual([[run_id, 'last tuesday']]);
    expect(JSON.parse(sim.requests.at(-1)!.answer!)).toEqual(edited);
    // Once: the next answer is the service's own.
    expect((await client.runs.listPage()).runs[0]!.created_at).toBe('2026-11-21T12:00:00.000Z');
    expect(sim.violations).toEqual([]);
  });
});
