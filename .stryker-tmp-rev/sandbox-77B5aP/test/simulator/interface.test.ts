/**
 * The simulator's `answers: 'interface'` mode: every success answer, checked whole against the contract first, is
 * sent holding only what the service interface shows (interface-fields.ts); the simulator's own records keep every
 * field. Read over plain HTTP, so nothing between the wire and the test drops or adds a field.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INTERFACE_FIELDS, interfaceAnswer } from './interface-fields.ts';
import { startSimulator, type SimulatorHandle } from './server.ts';

let sim: SimulatorHandle;

beforeEach(async () => {
  sim = await startSimulator({ start: new Date('2026-11-21T12:00:00Z'), timeScale: 0, answers: 'interface' });
});
afterEach(async () => {
  await sim.close();
});

/** One request with the default key: its status and JSON answer. */
async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${sim.url}${path}`, {
    method,
    headers: {
      authorization: 'Bearer test-key',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

const CONFIG = {
  environment_id: 'AcmeWebEnvironment0001',
  model_id: 'claude-4-5-sonnet',
  mcp_servers: { linear: { url: 'https://mcp.linear.app/sse' } },
  computer_use_enabled: true,
};

describe("answers: 'interface'", () => {
  it('a run: created with its id and state; read with the fields of the Run table, its config cut the same way', async () => {
    const created = await call('POST', '/agent/runs', {
      prompt: 'Fix the parser',
      title: 'Parser',
      config: CONFIG,
      metadata: { gh_repo: 'acme/app' },
    });
    expect(created.status).toBe(200);
    expect(Object.keys(created.json).sort()).toEqual(['run_id', 'state']);
    const runId = created.json.run_id as string;
    sim.clock.advance(5000);
    const run = (await call('GET', `/agent/runs/${runId}`)).json;
    expect(Object.keys(run).every((k) => INTERFACE_FIELDS.RunItem!.includes(k))).toBe(true);
    expect(run).toMatchObject({ run_id: runId, title: 'Parser', prompt: 'Fix the parser' });
    expect(run.agent_config).toEqual({
      environment_id: 'AcmeWebEnvironment0001',
      model_id: 'claude-4-5-sonnet',
      // A map under a shown field: kept whole.
      mcp_servers: { linear: { url: 'https://mcp.linear.app/sse' } },
    });
    // The simulator keeps what it was sent: only the answer is cut.
    expect(sim.sim.runs.get(runId)!.metadata).toEqual({ gh_repo: 'acme/app' });
    // The log holds what was sent.
    const logged = sim.requests.filter((r) => r.operation === 'getRun').at(-1)!;
    expect(JSON.parse(logged.answer!)).toEqual(run);
  });

  it('a list keeps its envelope; its items are cut; metadata filters still apply', async () => {
    await call('POST', '/agent/runs', { prompt: 'a', metadata: { gh_repo: 'acme/app' } });
    await call('POST', '/agent/runs', { prompt: 'b', metadata: { gh_repo: 'acme/other' } });
    const page = (await call('GET', '/agent/runs?metadata[gh_repo]=acme/app')).json;
    expect(Object.keys(page).sort()).toEqual(['page_info', 'runs']);
    expect(page.runs).toHaveLength(1);
    expect(page.runs[0].prompt).toBe('a');
    expect(page.runs[0].metadata).toBeUndefined();
    expect(page.page_info).toEqual({ has_next_page: false });
  });

  it('what the interface shows none of: a conversation, a timeline event, a dispatch task', async () => {
    const { run_id: runId } = (await call('POST', '/agent/runs', { prompt: 'x' })).json;
    sim.clock.advance(5000);
    expect((await call('GET', `/agent/runs/${runId}/conversation`)).json).toEqual({});
    const timeline = (await call('GET', `/agent/runs/${runId}/timeline`)).json;
    expect(timeline.events.length).toBeGreaterThan(0);
    expect(timeline.events.every((e: object) => Object.keys(e).length === 0)).toBe(true);
  });

  it('a scorer: its id, factory, scope, version and threshold; a result: when it was attempted and its class', async () => {
    const created = await call('POST', '/factory/scorers', {
      name: 'tests pass',
      factory_uid: 'fac_web',
      model_id: 'claude-4-5-sonnet',
      scoring_prompt: 'Do the tests pass?',
      scope_mode: 'all_agents',
      threshold: 0.7,
      allowed_classifications: [{ value: 'pass', score: 1 }],
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.json).sort()).toEqual([
      'agent_uids',
      'factory_uid',
      'id',
      'scope_mode',
      'threshold',
      'version',
    ]);
    const listed = (await call('GET', '/factory/scorers')).json;
    expect(listed.scorers).toEqual([
      { id: created.json.id, factory_uid: 'fac_web', scope_mode: 'all_agents', version: 1, threshold: 0.7 },
    ]);
  });

  it('a schedule: its id, name, cron, prompt, enabled and config; no metadata, history or times', async () => {
    const made = await call('POST', '/agent/schedules', {
      name: 'nightly',
      cron_schedule: '0 3 * * *',
      prompt: 'Triage.',
      enabled: true,
      metadata: { 'cloud-agent-action.repository': 'acme/app' },
    });
    expect(made.status).toBe(201);
    expect(Object.keys(made.json).sort()).toEqual(['cron_schedule', 'enabled', 'id', 'name', 'prompt']);
    expect((await call('GET', '/agent/schedules')).json).toEqual({ schedules: [made.json] });
  });

  it('errors are sent whole (their fields are the client’s to read, not an answer’s)', async () => {
    const missing = await call('GET', '/agent/runs/no-such-run');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ error_code: 'resource_not_found', title: expect.any(String) });
  });
});

describe('interfaceAnswer', () => {
  it('an answer of no named schema (a cancel’s run id), and an operation without a JSON answer, go as they are', () => {
    expect(interfaceAnswer('cancelRun', 'run-1')).toBe('run-1');
    expect(interfaceAnswer('getRunTranscript', undefined)).toBeUndefined();
    expect(interfaceAnswer('noSuchOperation', { a: 1 })).toEqual({ a: 1 });
  });

  it('a schema the interface shows nothing of answers an empty object; a field not shown goes, null or not', () => {
    expect(interfaceAnswer('getFactoryTaskByRun', { uid: 't', stage: 'TRIAGE' })).toEqual({});
    expect(interfaceAnswer('getArtifact', { artifact_type: 'PLAN', data: { content: 'c' } })).toEqual({});
    expect(
      interfaceAnswer('getRun', {
        run_id: 'r',
        state: 'SUCCEEDED',
        artifacts: [{ artifact_type: 'PULL_REQUEST', data: { url: 'u' } }],
        status_message: null,
      }),
    ).toEqual({ run_id: 'r', state: 'SUCCEEDED' });
  });
});
