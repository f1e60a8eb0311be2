/**
 * For each of the 47 operations: the client method sends the right method, path, query and body.
 * The server answers each with a body of the right shape; what the method hands back is checked too.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiResponseError, CloudAgentClient, OPERATIONS, type OperationId } from '../../src/client/index.ts';
import { sampleAnswer } from '../helpers/answers.ts';
import { startScriptServer, type Reply, type ScriptServer } from '../helpers/script-server.ts';

let server: ScriptServer;
let client: CloudAgentClient;

beforeAll(async () => {
  server = await startScriptServer();
  client = new CloudAgentClient({ apiKey: 'k', baseUrl: server.url });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await client.close();
  await server.close();
});

const ENV = 'AbCdEfGhIjKlMnOpQrStUv';
const UUID = '3f1c2a8e-0b6d-4c1e-9a57-2d8f4b6e1c90';
const page = (key: string) => ({ status: 200, body: { [key]: [], page_info: { has_next_page: false } } });
const RUN_1 = { ...(sampleAnswer('getRun') as object), run_id: 'run-1' };

interface Case {
  op: OperationId;
  call: () => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  reply?: Reply;
  returns?: unknown;
  headers?: Record<string, string>;
}

const cases: Case[] = [
  {
    op: 'listFactories',
    call: () => client.factories.list({ search: 'Web', limit: 10, team_uid: 't1' }).toArray(),
    method: 'GET',
    url: '/factory?search=Web&limit=10&team_uid=t1',
    reply: page('factories'),
    returns: [],
  },
  { op: 'getFactory', call: () => client.factories.get('fac/1'), method: 'GET', url: '/factory/fac%2F1' },
  {
    op: 'dispatchFactoryRun',
    call: () =>
      client.factories.dispatch('fac1', {
        prompt: 'Fix it',
        title: 'T',
        ticket_ref: 'github:o/r#1',
        ticket_url: 'https://github.com/o/r/issues/1',
      }),
    method: 'POST',
    url: '/factory/fac1/runs',
    body: {
      prompt: 'Fix it',
      title: 'T',
      ticket_ref: 'github:o/r#1',
      ticket_url: 'https://github.com/o/r/issues/1',
    },
  },
  {
    op: 'getFactoryTaskByRun',
    call: () => client.factories.taskByRun('fac1', 'run 1'),
    method: 'GET',
    url: '/factory/fac1/task-by-run?run_id=run%201',
  },
  {
    op: 'listAgents',
    call: () =>
      client.agents.list({ repo: 'o/r', refresh: true, sort_by: 'last_run', include_malformed_skills: true }),
    method: 'GET',
    url: '/agent?repo=o%2Fr&refresh=true&sort_by=last_run&include_malformed_skills=true',
  },
  {
    op: 'listConnectedWorkers',
    call: () => client.agents.connectedWorkers(),
    method: 'GET',
    url: '/agent/connected-self-hosted-workers',
  },
  {
    op: 'createRunLegacy',
    call: () => client.runs.createLegacy({ prompt: 'p' }),
    method: 'POST',
    url: '/agent/run',
    body: { prompt: 'p' },
  },
  {
    op: 'createRun',
    call: () =>
      client.runs.create({
        prompt: 'p',
        title: 't',
        config: { environment_id: ENV, model_id: 'm' },
        metadata: { repo: 'o/r' },
      }),
    method: 'POST',
    url: '/agent/runs',
    body: {
      prompt: 'p',
      title: 't',
      config: { environment_id: ENV, model_id: 'm' },
      metadata: { repo: 'o/r' },
    },
  },
  {
    op: 'listRuns',
    call: () =>
      client.runs.listPage({
        state: ['QUEUED', 'INPROGRESS'],
        metadata: { repo: 'o/r', pr: '7' },
        sort_by: 'created_at',
        sort_order: 'asc',
        environment_id: 'empty-environment',
        q: 'fix bug',
      }),
    method: 'GET',
    url: '/agent/runs?state=QUEUED&state=INPROGRESS&metadata%5Brepo%5D=o%2Fr&metadata%5Bpr%5D=7&sort_by=created_at&sort_order=asc&environment_id=empty-environment&q=fix%20bug',
    reply: page('runs'),
    returns: { runs: [], page_info: { has_next_page: false }, unmatched: 0, foreign: 0 },
  },
  {
    op: 'getRunByExternalReference',
    call: () => client.runs.byExternalReference('https://linear.app/x/issue/A-1'),
    method: 'GET',
    url: '/agent/run-by-external-reference?url=https%3A%2F%2Flinear.app%2Fx%2Fissue%2FA-1',
  },
  {
    op: 'getRun',
    call: () => client.runs.get('run-1'),
    method: 'GET',
    url: '/agent/runs/run-1',
    // The run asked for: an answer about another is refused (see 'getRun answers the run asked for' below).
    reply: { status: 200, body: RUN_1 },
    returns: RUN_1,
  },
  {
    op: 'getRunTimeline',
    call: () => client.runs.timeline('run-1'),
    method: 'GET',
    url: '/agent/runs/run-1/timeline',
  },
  {
    op: 'getRunConversation',
    call: () => client.runs.conversation('run-1'),
    method: 'GET',
    url: '/agent/runs/run-1/conversation',
  },
  {
    op: 'getConversation',
    call: () => client.conversations.get('conv-1'),
    method: 'GET',
    url: '/agent/conversations/conv-1',
  },
  {
    op: 'getRunTranscript',
    call: () => client.runs.transcript('run-1'),
    method: 'GET',
    url: '/agent/runs/run-1/transcript',
    reply: { status: 302, headers: { location: 'https://files.example/t?sig=1' } },
    returns: { url: 'https://files.example/t?sig=1' },
  },
  {
    op: 'cancelRun',
    call: () => client.runs.cancel('run-1'),
    method: 'POST',
    url: '/agent/runs/run-1/cancel',
    reply: { status: 200, body: 'run-1' },
    returns: 'run-1',
  },
  {
    op: 'createFollowup',
    call: () => client.runs.followUp('run-1', { message: 'and tests' }),
    method: 'POST',
    url: '/agent/runs/run-1/followups',
    body: { message: 'and tests' },
  },
  {
    op: 'createSchedule',
    call: () =>
      client.schedules.create({ name: 'nightly', cron_schedule: '0 3 * * *', prompt: 'p', enabled: true }),
    method: 'POST',
    url: '/agent/schedules',
    body: { name: 'nightly', cron_schedule: '0 3 * * *', prompt: 'p', enabled: true },
  },
  { op: 'listSchedules', call: () => client.schedules.list(), method: 'GET', url: '/agent/schedules' },
  { op: 'getSchedule', call: () => client.schedules.get('s1'), method: 'GET', url: '/agent/schedules/s1' },
  {
    op: 'updateSchedule',
    call: () =>
      client.schedules.update('s1', { name: 'n', cron_schedule: '0 0 * * *', enabled: false, prompt: 'p' }),
    method: 'PUT',
    url: '/agent/schedules/s1',
    body: { name: 'n', cron_schedule: '0 0 * * *', enabled: false, prompt: 'p' },
  },
  {
    op: 'deleteSchedule',
    call: () => client.schedules.delete('s1'),
    method: 'DELETE',
    url: '/agent/schedules/s1',
  },
  {
    op: 'pauseSchedule',
    call: () => client.schedules.pause('s1'),
    method: 'POST',
    url: '/agent/schedules/s1/pause',
  },
  {
    op: 'resumeSchedule',
    call: () => client.schedules.resume('s1'),
    method: 'POST',
    url: '/agent/schedules/s1/resume',
  },
  {
    op: 'listEnvironments',
    call: () => client.environments.list({ sort_by: 'name' }),
    method: 'GET',
    url: '/agent/environments?sort_by=name',
  },
  { op: 'listModels', call: () => client.models.list(), method: 'GET', url: '/agent/models' },
  {
    op: 'getArtifact',
    call: () => client.artifacts.get(UUID),
    method: 'GET',
    url: `/agent/artifacts/${UUID}`,
  },
  {
    op: 'downloadArtifact',
    call: () => client.artifacts.download(UUID),
    method: 'GET',
    url: `/agent/artifacts/${UUID}/download`,
    reply: { status: 302, headers: { location: 'https://files.example/a' } },
    returns: { url: 'https://files.example/a' },
  },
  {
    op: 'createAgentIdentity',
    call: () => client.identities.create({ name: 'bot', environment_id: ENV }),
    method: 'POST',
    url: '/agent/identities',
    body: { name: 'bot', environment_id: ENV },
  },
  {
    op: 'listAgentIdentities',
    call: () => client.identities.list({ factory_uid: 'fac1' }),
    method: 'GET',
    url: '/agent/identities?factory_uid=fac1',
  },
  {
    op: 'getAgentIdentity',
    call: () => client.identities.get('a1'),
    method: 'GET',
    url: '/agent/identities/a1',
  },
  {
    op: 'updateAgentIdentity',
    call: () => client.identities.update('a1', { description: '' }),
    method: 'PUT',
    url: '/agent/identities/a1',
    body: { description: '' },
  },
  {
    op: 'deleteAgentIdentity',
    call: () => client.identities.delete('a1'),
    method: 'DELETE',
    url: '/agent/identities/a1',
    reply: { status: 204 },
    returns: undefined,
  },
  {
    op: 'createScorer',
    call: () =>
      client.scorers.create({
        name: 'tests pass',
        factory_uid: 'fac1',
        model_id: 'm',
        scoring_prompt: 'judge',
        scope_mode: 'all_agents',
        threshold: 0.7,
        allowed_classifications: [
          { value: 'pass', score: 1 },
          { value: 'fail', score: 0 },
        ],
      }),
    method: 'POST',
    url: '/factory/scorers',
    body: {
      name: 'tests pass',
      factory_uid: 'fac1',
      model_id: 'm',
      scoring_prompt: 'judge',
      scope_mode: 'all_agents',
      threshold: 0.7,
      allowed_classifications: [
        { value: 'pass', score: 1 },
        { value: 'fail', score: 0 },
      ],
    },
  },
  {
    op: 'listScorers',
    call: () => client.scorers.list({ factory_uid: 'fac1', recent_outcomes_limit: 20 }),
    method: 'GET',
    url: '/factory/scorers?factory_uid=fac1&recent_outcomes_limit=20',
    returns: { scorers: [], unmatched: 0 },
  },
  {
    op: 'updateScorer',
    call: () => client.scorers.update(12, { threshold: 0.9 }),
    method: 'PATCH',
    url: '/factory/scorers/12',
    body: { threshold: 0.9 },
  },
  {
    op: 'deleteScorer',
    call: () => client.scorers.delete(12),
    method: 'DELETE',
    url: '/factory/scorers/12',
    reply: { status: 204 },
    returns: undefined,
  },
  {
    op: 'listScorerResults',
    call: () => client.scorers.results(12, { limit: 100 }).toArray(),
    method: 'GET',
    url: '/factory/scorers/12/results?limit=100',
    reply: page('results'),
    returns: [],
  },
  {
    op: 'getScorerResultReasons',
    call: () => client.scorers.reasons(12, ['r1', 'r2', 'r1']),
    method: 'GET',
    url: '/factory/scorers/12/results/reasons?run_id=r1&run_id=r2',
    reply: { status: 200, body: { reasons: [] } },
    returns: { reasons: [], unmatched: 0 },
  },
  {
    op: 'getScorerPassRate',
    call: () =>
      client.scorers.passRate(12, {
        start_date: '2026-10-01T00:00:00Z',
        end_date: '2026-11-01T00:00:00Z',
        group_by_period: 'week',
      }),
    method: 'GET',
    url: '/factory/scorers/12/metrics/pass-rate?start_date=2026-10-01T00%3A00%3A00Z&end_date=2026-11-01T00%3A00%3A00Z&group_by_period=week',
  },
  {
    op: 'getSelfImprovementConfig',
    call: () => client.scorers.getSelfImprovement(12),
    method: 'GET',
    url: '/factory/scorers/12/self-improvement-config',
  },
  {
    op: 'putSelfImprovementConfig',
    call: () => client.scorers.enableSelfImprovement(12),
    method: 'PUT',
    url: '/factory/scorers/12/self-improvement-config',
    body: {},
  },
  {
    op: 'deleteSelfImprovementConfig',
    call: () => client.scorers.disableSelfImprovement(12),
    method: 'DELETE',
    url: '/factory/scorers/12/self-improvement-config',
    reply: { status: 204 },
    returns: undefined,
  },
  {
    op: 'dispatchRunScoring',
    call: () => client.scoring.dispatch({ targets: [{ run_id: 'r1', scorer_id: 12 }] }),
    method: 'POST',
    url: '/factory/run-scoring/dispatches',
    body: { targets: [{ run_id: 'r1', scorer_id: 12 }] },
  },
  {
    op: 'getRunScores',
    call: () => client.scoring.runScores('r1'),
    method: 'GET',
    url: '/factory/runs/r1/scores',
  },
  {
    op: 'reportRunScores',
    call: () =>
      client.runs.reportScores('r1', {
        verdicts: [{ scorer_id: 12, classification: 'pass', reason: 'tests green' }],
      }),
    method: 'POST',
    url: '/agent/runs/r1/scores',
    body: { verdicts: [{ scorer_id: 12, classification: 'pass', reason: 'tests green' }] },
  },
  {
    op: 'reportArtifact',
    call: () =>
      client.harness.reportArtifact('r1', {
        artifact_type: 'EXTERNAL_REFERENCE',
        data: { reference_type: 'linear_issue', url: 'https://linear.app/i/1' },
      }),
    method: 'POST',
    url: '/harness-support/report-artifact',
    body: {
      artifact_type: 'EXTERNAL_REFERENCE',
      data: { reference_type: 'linear_issue', url: 'https://linear.app/i/1' },
    },
    headers: { 'x-warp-cloud-agent-id': 'r1' },
  },
];

describe('every operation', () => {
  it('covers all 47 operations, each once', () => {
    expect(Object.keys(OPERATIONS)).toHaveLength(47);
    expect(cases.map((c) => c.op).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it.each(cases)('$op sends $method $url', async (c) => {
    const answer = c.reply ? undefined : sampleAnswer(c.op);
    const reply = c.reply ?? { status: 200, body: answer };
    server.reply(reply);
    const result = await c.call();
    expect(server.requests).toHaveLength(1);
    const sent = server.requests[0]!;
    expect(sent.method).toBe(c.method);
    expect(sent.url).toBe(`/api/v1${c.url}`);
    expect(sent.method).toBe(OPERATIONS[c.op].method);
    if (c.body === undefined) {
      expect(sent.body).toBe('');
      expect(sent.headers['content-type']).toBeUndefined();
    } else {
      expect(sent.json).toEqual(c.body);
      expect(sent.headers['content-type']).toBe('application/json');
    }
    for (const [name, value] of Object.entries(c.headers ?? {})) expect(sent.headers[name]).toBe(value);
    expect(sent.headers.authorization).toBe('Bearer k');
    expect(result).toEqual('returns' in c ? c.returns : answer);
  });
});

describe('the operation table', () => {
  it('only creating POSTs are not idempotent; only the two downloads answer with a redirect', () => {
    const specs = Object.entries(OPERATIONS) as [OperationId, (typeof OPERATIONS)[OperationId]][];
    expect(specs.filter(([, spec]) => !spec.idempotent).map(([id]) => id)).toEqual([
      'dispatchFactoryRun',
      'createRunLegacy',
      'createRun',
      'createFollowup',
      'createSchedule',
      'createAgentIdentity',
      'createScorer',
      'reportRunScores',
      'reportArtifact',
    ]);
    expect(specs.filter(([, spec]) => !spec.idempotent).every(([, spec]) => spec.method === 'POST')).toBe(
      true,
    );
    expect(
      specs
        .filter(([, spec]) => 'redirect' in spec)
        .map(([id, spec]) => [id, 'redirect' in spec && spec.redirect]),
    ).toEqual([
      ['getRunTranscript', true],
      ['downloadArtifact', true],
    ]);
    expect(OPERATIONS.cancelRun).toEqual({
      method: 'POST',
      path: '/agent/runs/{runId}/cancel',
      idempotent: true,
    });
    expect(OPERATIONS.getRun).toEqual({ method: 'GET', path: '/agent/runs/{runId}', idempotent: true });
  });
});

describe('getRun answers the run asked for', () => {
  it('an answer about another run is an ApiResponseError naming both runs, not handed on as this one', async () => {
    server.reply({ status: 200, body: { ...RUN_1, run_id: 'run-2' } });
    const error = await client.runs.get('run-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as ApiResponseError).message).toBe(
      'getRun answered run "run-2" when asked for run "run-1"',
    );
    expect((error as ApiResponseError).operation).toBe('getRun');
    expect((error as ApiResponseError).status).toBe(200);
    // A read is not sent again: the same service would send the same answer.
    expect(server.requests).toHaveLength(1);
  });
});
