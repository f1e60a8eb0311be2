import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, CloudAgentClient, fetchSignedUrl, type Schemas } from '../../src/client/index.ts';
import { catalogState, createIdentityKey, DEFAULT_MODEL_ID } from './routes/catalog.ts';
import { SEED } from './seed.ts';
import { startSimulator, type SimulatorHandle } from './server.ts';

const HOUR = 3600 * 1000;
const START = new Date('2026-11-21T08:59:00Z');

let handle: SimulatorHandle;
let client: CloudAgentClient<'contract'>;
const extraClients: CloudAgentClient<'contract'>[] = [];

function clientFor(apiKey: string): CloudAgentClient<'contract'> {
  const c = new CloudAgentClient<'contract'>({ apiKey, baseUrl: handle.url, retry: { maxRetries: 0 } });
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

/** The status the simulator answered for the latest request of an operation. */
const lastStatus = (operation: string) =>
  handle.requests.filter((r) => r.operation === operation).at(-1)?.status;

beforeEach(async () => {
  handle = await startSimulator({ start: START });
  client = new CloudAgentClient<'contract'>({ apiKey: 'test-key', baseUrl: handle.url });
});

afterEach(async () => {
  await client.close();
  await Promise.all(extraClients.splice(0).map((c) => c.close()));
  await handle.close();
});

describe('listAgents (skills)', () => {
  it('lists the team skills by name, variants grouped, malformed ones left out', async () => {
    const { agents } = await client.agents.list();
    expect(agents.map((a) => a.name)).toEqual(['fix-ci', 'migrate', 'review']);
    const review = agents.find((a) => a.name === 'review')!;
    expect(review.variants.map((v) => v.id)).toEqual([
      'acme/app:.agents/skills/review/SKILL.md',
      'acme/api:.agents/skills/review/SKILL.md',
    ]);
    expect(review.variants[0]).toMatchObject({
      environments: [{ uid: SEED.environments.web, name: 'web app' }],
      source: { owner: 'acme', name: 'app', skill_path: '.agents/skills/review/SKILL.md' },
      last_run_timestamp: null,
    });
    expect(review.variants[0]!.error).toBeUndefined();
    expect(review.variants[1]!.environments).toEqual([{ uid: SEED.environments.api, name: 'api' }]);
  });

  it('filters by repository', async () => {
    const { agents } = await client.agents.list({ repo: 'acme/api' });
    expect(agents.map((a) => [a.name, a.variants.map((v) => v.id)])).toEqual([
      ['migrate', ['acme/api:.agents/skills/migrate/SKILL.md']],
      ['review', ['acme/api:.agents/skills/review/SKILL.md']],
    ]);
    expect((await client.agents.list({ repo: 'acme/nothing-here' })).agents).toEqual([]);
  });

  it.each(['acme', 'acme/app/extra', 'acme/', ' acme/app'])(
    'answers 400 for the repo spec %j',
    async (repo) => {
      const err = await apiError(client.agents.list({ repo }));
      expect(err.status).toBe(400);
      expect(err.errorCode).toBe('invalid_request');
      expect(err.detail).toContain('invalid repository specification');
    },
  );

  it('sorts by last run, most recent first and never-run skills last', async () => {
    const query = { repo: 'acme/app', include_malformed_skills: true } as const;
    expect((await client.agents.list(query)).agents.map((a) => a.name)).toEqual([
      'broken',
      'fix-ci',
      'review',
    ]);
    const byRun = async () =>
      (await client.agents.list({ ...query, sort_by: 'last_run' })).agents.map((a) => a.name);
    expect(await byRun()).toEqual(['fix-ci', 'broken', 'review']);

    handle.clock.advance(60_000);
    const { run_id } = await client.runs.create({
      prompt: 'review the open PR',
      skill: 'acme/app:.agents/skills/review/SKILL.md',
    });
    expect(await byRun()).toEqual(['review', 'fix-ci', 'broken']);
    const run = await client.runs.get(run_id);
    const review = (await client.agents.list(query)).agents.find((a) => a.name === 'review')!;
    expect(review.variants[0]!.last_run_timestamp).toBe(run.created_at);
  });

  it('returns malformed skills, with their error, only when asked', async () => {
    const plain = await client.agents.list({ include_malformed_skills: false });
    expect(plain.agents.some((a) => a.name === 'broken')).toBe(false);
    const all = await client.agents.list({ include_malformed_skills: true });
    const broken = all.agents.find((a) => a.name === 'broken');
    expect(broken?.variants).toHaveLength(1);
    expect(broken!.variants[0]!.error).toBe('SKILL.md: the front matter has no "description" field');
    expect(all.agents.filter((a) => a.name !== 'broken')).toEqual(plain.agents);
  });

  it('accepts refresh and counts it', async () => {
    const before = await client.agents.list();
    expect(catalogState(handle.sim).refreshes).toBe(0);
    expect(await client.agents.list({ refresh: true })).toEqual(before);
    expect(catalogState(handle.sim).refreshes).toBe(1);
  });

  it("shows another team none of acme's skills", async () => {
    const other = clientFor(SEED.otherKey);
    expect(await other.agents.list({ include_malformed_skills: true })).toEqual({ agents: [] });
    expect(await other.agents.list({ repo: 'acme/app' })).toEqual({ agents: [] });
  });
});

describe('listConnectedWorkers', () => {
  it("lists the team's two workers", async () => {
    const { workers } = await client.agents.connectedWorkers();
    expect(workers.map((w) => [w.worker_host, w.connection_count])).toEqual([
      ['acme-build-01', 1],
      ['acme-gpu-02', 2],
    ]);
    const now = handle.sim.now();
    for (const w of workers) {
      const connected = Date.parse(w.connected_at);
      const seen = Date.parse(w.last_seen_at);
      expect(connected).toBeLessThanOrEqual(seen);
      expect(seen).toBeLessThanOrEqual(now);
      expect(now - seen).toBeLessThan(30_000);
    }
    expect(Date.parse(workers[0]!.connected_at)).toBeLessThan(START.getTime() - 5 * HOUR);
  });

  it('gives other teams an empty list and refuses a judge key', async () => {
    expect(await clientFor(SEED.otherKey).agents.connectedWorkers()).toEqual({ workers: [] });
    handle.sim.addKey('judge-key', { kind: 'judge', uid: 'judge_1', teamUid: SEED.team });
    const err = await apiError(clientFor('judge-key').agents.connectedWorkers());
    expect(err.status).toBe(403);
    expect(err.errorCode).toBe('not_authorized');
  });
});

describe('listEnvironments', () => {
  it('sorts by last update (default) or by name, and shows only the caller team', async () => {
    const byUpdate = await client.environments.list();
    expect(byUpdate.environments.map((e) => e.uid)).toEqual([SEED.environments.web, SEED.environments.api]);
    expect((await client.environments.list({ sort_by: 'last_updated' })).environments).toEqual(
      byUpdate.environments,
    );
    const byName = await client.environments.list({ sort_by: 'name' });
    expect(byName.environments.map((e) => e.config.name)).toEqual(['api', 'web app']);
    const web = byUpdate.environments[0]!;
    expect(web).toMatchObject({
      uid: SEED.environments.web,
      setup_failed: false,
      config: { name: 'web app', github_repos: [{ owner: 'acme', repo: 'app' }] },
      last_task_run_timestamp: null,
    });
    expect(Date.parse(web.last_updated)).toBe(
      handle.sim.environments.get(SEED.environments.web)!.lastUpdated,
    );
    const other = await clientFor(SEED.otherKey).environments.list();
    expect(other.environments.map((e) => e.uid)).toEqual([SEED.environments.other]);
  });

  it('reports a failed setup and the last run of an environment', async () => {
    handle.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        {
          state: 'FAILED',
          afterMs: 500,
          statusMessage: { message: 'npm ci failed', error_code: 'environment_setup_failed' },
        },
      ],
    });
    const { run_id } = await client.runs.create({
      prompt: 'update deps',
      config: { environment_id: SEED.environments.api },
    });
    handle.clock.advance(1000);
    const api = (await client.environments.list()).environments.find((e) => e.uid === SEED.environments.api)!;
    expect(api.setup_failed).toBe(true);
    expect(api.last_task_created).toMatchObject({ id: run_id, state: 'FAILED', started_at: null });
  });
});

describe('listModels', () => {
  it('lists models of three providers with the default among them', async () => {
    const { default_model_id, models } = await client.models.list();
    expect(default_model_id).toBe(DEFAULT_MODEL_ID);
    expect(models.map((m) => m.id)).toContain(default_model_id);
    expect(new Set(models.map((m) => m.provider))).toEqual(new Set(['ANTHROPIC', 'OPENAI', 'GOOGLE']));
    const disabled = models.filter((m) => m.disable_reason !== undefined);
    expect(disabled.map((m) => [m.id, m.disable_reason])).toEqual([['gemini-2-5-pro', 'PROVIDER_OUTAGE']]);
    expect(models.find((m) => m.id === default_model_id)!.disable_reason).toBeUndefined();
  });
});

describe('artifacts', () => {
  const PLAN = '# Plan\n\n1. Read the code\n2. Fix the bug\n';
  const PNG = 'fake-png-bytes-\u00e9';
  let uids: Record<string, string>;
  let runArtifacts: Schemas['ArtifactItem'][];

  beforeEach(async () => {
    handle.script.run({
      artifacts: [
        { type: 'PLAN', title: 'Fix plan', content: PLAN },
        { type: 'SCREENSHOT', description: 'the fixed page', bytes: PNG },
        {
          type: 'FILE',
          filename: 'out/report.txt',
          bytes: 'report body',
          public: true,
          description: 'report',
        },
        { type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/7', branch: 'fix/bug' },
      ],
    });
    const { run_id } = await client.runs.create({ prompt: 'fix the bug' });
    handle.clock.advance(10_000);
    runArtifacts = (await client.runs.get(run_id)).artifacts ?? [];
    uids = {};
    for (const a of runArtifacts) {
      const data = a.data as Record<string, unknown>;
      uids[a.artifact_type] =
        (data.artifact_uid as string | undefined) ??
        [...handle.sim.artifacts.values()].find((r) => r.runId === run_id && r.type === a.artifact_type)!.uid;
    }
    expect(Object.keys(uids).sort()).toEqual(['FILE', 'PLAN', 'PULL_REQUEST', 'SCREENSHOT']);
  });

  it('returns a plan inline', async () => {
    const plan = runArtifacts.find((a) => a.artifact_type === 'PLAN')!.data as Record<string, unknown>;
    const got = await client.artifacts.get(uids.PLAN!);
    expect(got).toEqual({
      artifact_uid: uids.PLAN,
      artifact_type: 'PLAN',
      created_at: runArtifacts.find((a) => a.artifact_type === 'PLAN')!.created_at,
      data: {
        content: PLAN,
        content_type: 'text/markdown',
        document_uid: plan.document_uid,
        notebook_uid: plan.notebook_uid,
        title: 'Fix plan',
      },
    });
  });

  it('returns a screenshot as a signed URL on the files host that downloads the bytes', async () => {
    const got = await client.artifacts.get(uids.SCREENSHOT!);
    if (got.artifact_type !== 'SCREENSHOT') throw new Error(`got ${got.artifact_type}`);
    expect(got.data.content_type).toBe('image/png');
    expect(got.data.description).toBe('the fixed page');
    expect(new URL(got.data.download_url).origin).toBe(handle.filesOrigin);
    expect(Date.parse(got.data.expires_at) - handle.sim.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(got.data.expires_at) - handle.sim.now()).toBeLessThanOrEqual(15 * 60_000);
    const file = await fetchSignedUrl(got.data.download_url);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('image/png');
    expect(file.body.toString('utf8')).toBe(PNG);
  });

  it('needs a key of the right team for a private artifact, none for a public one', async () => {
    const anonymous = (uid: string) => request(`${handle.url}/agent/artifacts/${uid}`);
    const privateRes = await anonymous(uids.SCREENSHOT!);
    expect(privateRes.statusCode).toBe(401);
    expect(((await privateRes.body.json()) as { error_code: string }).error_code).toBe(
      'authentication_required',
    );

    const publicRes = await anonymous(uids.FILE!);
    expect(publicRes.statusCode).toBe(200);
    const anon = (await publicRes.body.json()) as { artifact_type: string; data: Record<string, unknown> };
    expect(anon.artifact_type).toBe('FILE');
    expect(anon.data).toMatchObject({ filename: 'report.txt', content_type: 'text/plain', size_bytes: 11 });
    expect(anon.data.filepath).toBeUndefined();
    const own = await client.artifacts.get(uids.FILE!);
    expect((own.data as Record<string, unknown>).filepath).toBe('out/report.txt');

    const other = clientFor(SEED.otherKey);
    const err = await apiError(other.artifacts.get(uids.SCREENSHOT!));
    expect([err.status, err.errorCode]).toEqual([403, 'not_authorized']);
    expect((await other.artifacts.get(uids.FILE!)).artifact_uid).toBe(uids.FILE);
    const download = await apiError(other.artifacts.download(uids.PLAN!));
    expect(download.status).toBe(403);
  });

  it('answers 404 for an unknown artifact and for a pull request, which has nothing to download', async () => {
    const unknown = await apiError(client.artifacts.get(randomUUID()));
    expect([unknown.status, unknown.errorCode]).toEqual([404, 'resource_not_found']);
    const pr = await apiError(client.artifacts.get(uids.PULL_REQUEST!));
    expect([pr.status, pr.errorCode]).toEqual([404, 'resource_not_found']);
    expect((await apiError(client.artifacts.download(uids.PULL_REQUEST!))).status).toBe(404);
    const malformed = await apiError(client.artifacts.get('not-a-uuid'));
    expect(malformed.status).toBe(400);
  });

  it('knows an artifact only once its run has produced it, and tells an anonymous caller nothing', async () => {
    handle.script.run({ artifacts: [{ type: 'SCREENSHOT', bytes: 'later' }] });
    const { run_id } = await client.runs.create({ prompt: 'take a screenshot' });
    const pending = [...handle.sim.artifacts.values()].find((r) => r.runId === run_id)!;
    const early = await apiError(client.artifacts.get(pending.uid));
    expect([early.status, early.errorCode]).toEqual([404, 'resource_not_found']);
    const unknown = await request(`${handle.url}/agent/artifacts/${randomUUID()}`);
    expect(unknown.statusCode).toBe(401);
    await unknown.body.dump();
    handle.clock.advance(10_000);
    expect((await client.artifacts.get(pending.uid)).artifact_uid).toBe(pending.uid);
  });

  it('redirects a download to a signed URL that serves the bytes', async () => {
    const raw = await request(`${handle.url}/agent/artifacts/${uids.SCREENSHOT}/download`, {
      headers: { authorization: 'Bearer test-key' },
    });
    expect(raw.statusCode).toBe(302);
    await raw.body.dump();
    expect(new URL(String(raw.headers.location)).origin).toBe(handle.filesOrigin);

    const { url } = await client.artifacts.download(uids.SCREENSHOT!);
    expect(url).not.toContain('test-key');
    expect((await fetchSignedUrl(url)).body.toString('utf8')).toBe(PNG);
    const plan = await fetchSignedUrl((await client.artifacts.download(uids.PLAN!)).url);
    expect([plan.contentType, plan.body.toString('utf8')]).toEqual(['text/markdown', PLAN]);
    const anonymous = await request(`${handle.url}/agent/artifacts/${uids.FILE}/download`);
    expect(anonymous.statusCode).toBe(302);
    await anonymous.body.dump();
  });

  it('refuses an expired link', async () => {
    const { url } = await client.artifacts.download(uids.SCREENSHOT!);
    handle.clock.advance(16 * 60 * 1000);
    const err = await apiError(fetchSignedUrl(url));
    expect(err.status).toBe(403);
    expect(err.message).toContain('the link has expired');
  });

  it('refuses a download that carries an Authorization header', async () => {
    const { url } = await client.artifacts.download(uids.SCREENSHOT!);
    const res = await request(url, { headers: { authorization: 'Bearer test-key' } });
    expect(res.statusCode).toBe(403);
    expect(await res.body.text()).toBe('signed URLs must be fetched without an Authorization header');
    const ok = await request(url);
    expect(ok.statusCode).toBe(200);
    expect(await ok.body.text()).toBe(PNG);
  });
});

describe('agent identities', () => {
  it('creates, reads, updates partially, lists and deletes', async () => {
    const created = await client.identities.create({
      name: 'Reviewer',
      description: 'reviews PRs',
      environment_id: SEED.environments.api,
      prompt: 'Be thorough.',
      base_model: 'gpt-5',
      default_runner_uid: 'runner_1',
      worker_host: 'acme-build-01',
      skills: ['acme/app:.agents/skills/review/SKILL.md'],
      secrets: [{ name: 'NPM_TOKEN' }],
      memory: { auto_memory: { enabled: false } },
    });
    expect(lastStatus('createAgentIdentity')).toBe(201);
    const createdAt = handle.requests.filter((r) => r.operation === 'createAgentIdentity').at(-1)!.at;
    expect(created).toEqual({
      uid: created.uid,
      name: 'Reviewer',
      available: true,
      created_at: created.created_at,
      updated_at: created.created_at,
      default_runner_uid: 'runner_1',
      skills: ['acme/app:.agents/skills/review/SKILL.md'],
      secrets: [{ name: 'NPM_TOKEN' }],
      memory: { attached_stores: [], auto_memory: { enabled: false } },
      agent_type: null,
      factory_uid: null,
      on_behalf_of_enabled: false,
      base_model: 'gpt-5',
      description: 'reviews PRs',
      prompt: 'Be thorough.',
      environment_id: SEED.environments.api,
      worker_host: 'acme-build-01',
    });
    expect(Date.parse(created.created_at) - createdAt).toBeLessThan(1000);
    expect(await client.identities.get(created.uid)).toEqual(created);

    handle.clock.advance(60_000);
    const updated = await client.identities.update(created.uid, {
      name: 'Senior Reviewer',
      description: '',
      prompt: null,
      environment_id: '',
      default_runner_uid: '',
      skills: [],
    });
    const { description: _d, environment_id: _e, ...kept } = created;
    expect(updated).toEqual({
      ...kept,
      name: 'Senior Reviewer',
      default_runner_uid: '',
      skills: [],
      updated_at: updated.updated_at,
    });
    expect(Date.parse(updated.updated_at) - Date.parse(created.updated_at)).toBeGreaterThanOrEqual(60_000);

    const cleared = await client.identities.update(created.uid, {
      secrets: [],
      base_model: '',
      worker_host: '',
      prompt: '',
    });
    expect(cleared.secrets).toEqual([]);
    for (const key of ['base_model', 'worker_host', 'prompt'] as const) expect(cleared[key]).toBeUndefined();
    expect(cleared.name).toBe('Senior Reviewer');

    const listed = await client.identities.list();
    expect(listed.agents.map((a) => a.uid)).toEqual([SEED.foreman, created.uid]);
    expect(
      (await client.identities.list({ factory_uid: SEED.factories.web })).agents.map((a) => a.uid),
    ).toEqual([SEED.foreman]);

    await client.identities.delete(created.uid);
    expect(lastStatus('deleteAgentIdentity')).toBe(204);
    const gone = await apiError(client.identities.get(created.uid));
    expect([gone.status, gone.errorCode]).toEqual([404, 'resource_not_found']);
    expect((await apiError(client.identities.delete(created.uid))).status).toBe(404);
  });

  it('marks identities beyond the team limit unavailable, by creation order', async () => {
    // team_acme's plan allows 3; the seeded foreman is the first.
    const made = [];
    for (const name of ['one', 'two', 'three']) {
      made.push(await client.identities.create({ name }));
      handle.clock.advance(1000);
    }
    expect(made.map((m) => m.available)).toEqual([true, true, false]);
    const listed = await client.identities.list();
    expect(listed.agents.map((a) => [a.name, a.available])).toEqual([
      ['Web Foreman', true],
      ['one', true],
      ['two', true],
      ['three', false],
    ]);
    expect((await client.identities.get(made[2]!.uid)).available).toBe(false);
    await client.identities.delete(made[0]!.uid);
    expect((await client.identities.get(made[2]!.uid)).available).toBe(true);
  });

  it('deletes the API keys of a deleted identity at once', async () => {
    const identity = await client.identities.create({ name: 'bot' });
    const key = createIdentityKey(handle.sim, identity.uid);
    const asBot = clientFor(key);
    expect((await asBot.models.list()).default_model_id).toBe(DEFAULT_MODEL_ID);
    expect((await asBot.identities.get(identity.uid)).uid).toBe(identity.uid);
    await client.identities.delete(identity.uid);
    const err = await apiError(asBot.models.list());
    expect([err.status, err.errorCode]).toEqual([401, 'authentication_required']);
    expect(handle.sim.keys.has(key)).toBe(false);
  });

  it("refuses another team's identity and environment, and answers 404 for an unknown one", async () => {
    const other = clientFor(SEED.otherKey);
    for (const call of [
      other.identities.get(SEED.foreman),
      other.identities.update(SEED.foreman, { name: 'mine now' }),
      other.identities.delete(SEED.foreman),
    ]) {
      const err = await apiError(call);
      expect([err.status, err.errorCode]).toEqual([403, 'not_authorized']);
    }
    expect((await client.identities.get(SEED.foreman)).name).toBe('Web Foreman');
    expect((await other.identities.list()).agents).toEqual([]);

    const badEnv = await apiError(
      client.identities.create({ name: 'x', environment_id: SEED.environments.other }),
    );
    expect([badEnv.status, badEnv.errorCode]).toEqual([403, 'not_authorized']);
    const badUpdate = await apiError(
      client.identities.update(SEED.foreman, { environment_id: SEED.environments.other }),
    );
    expect(badUpdate.status).toBe(403);
    expect((await client.identities.get(SEED.foreman)).environment_id).toBe(SEED.environments.web);
    expect((await client.identities.list()).agents).toHaveLength(1);

    const unknown = await apiError(client.identities.get('agt_does_not_exist'));
    expect([unknown.status, unknown.errorCode]).toEqual([404, 'resource_not_found']);
  });
});
