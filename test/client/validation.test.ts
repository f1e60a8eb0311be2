import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient, InvalidArgumentError } from '../../src/client/index.ts';
import { startScriptServer, type ScriptServer } from '../helpers/script-server.ts';

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

/** Each case must throw an InvalidArgumentError naming the field, having sent nothing. */
const cases: [string, string, () => unknown][] = [
  [
    'environment id too short',
    'config.environment_id',
    () => client.runs.create({ prompt: 'p', config: { environment_id: 'abc' } }),
  ],
  [
    'environment id with a dash',
    'config.environment_id',
    () => client.runs.create({ prompt: 'p', config: { environment_id: 'AbCdEfGhIjKlMnOpQrStU-' } }),
  ],
  [
    'legacy create checks too',
    'config.environment_id',
    () => client.runs.createLegacy({ prompt: 'p', config: { environment_id: ENV + 'x' } }),
  ],
  ['missing prompt', 'prompt', () => client.runs.create({})],
  ['blank prompt', 'prompt', () => client.runs.create({ prompt: '   ' })],
  [
    'run metadata key',
    'metadata.bad key',
    () => client.runs.create({ prompt: 'p', metadata: { 'bad key': 'v' } }),
  ],
  [
    'run metadata value too long',
    'metadata.k',
    () => client.runs.create({ prompt: 'p', metadata: { k: 'x'.repeat(257) } }),
  ],
  ['list limit 0', 'limit', () => client.runs.listPage({ limit: 0 })],
  ['list limit 501', 'limit', () => client.runs.listPage({ limit: 501 })],
  ['list limit 1.5', 'limit', () => client.runs.listPage({ limit: 1.5 })],
  [
    '6 metadata filter pairs',
    'metadata',
    () => client.runs.listPage({ metadata: { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' } }),
  ],
  ['environment filter', 'environment_id', () => client.runs.listPage({ environment_id: 'nope' })],
  ['factory limit 101', 'limit', () => client.factories.list({ limit: 101 }).toArray()],
  ['scorer results limit 0', 'limit', () => client.scorers.results(1, { limit: 0 }).toArray()],
  [
    'recent outcomes limit',
    'recent_outcomes_limit',
    () => client.scorers.list({ recent_outcomes_limit: 200 }),
  ],
  [
    'external reference url too long',
    'url',
    () => client.runs.byExternalReference('https://x/' + 'a'.repeat(2040)),
  ],
  ['external reference url missing', 'url', () => client.runs.byExternalReference('')],
  [
    'cron with 4 fields',
    'cron_schedule',
    () => client.schedules.create({ name: 'n', cron_schedule: '0 9 * *', prompt: 'p', enabled: true }),
  ],
  [
    'cron minute 60',
    'cron_schedule',
    () => client.schedules.create({ name: 'n', cron_schedule: '60 9 * * *', prompt: 'p', enabled: true }),
  ],
  [
    'cron on update',
    'cron_schedule',
    () =>
      client.schedules.update('s1', { name: 'n', cron_schedule: '* * * * MOON', enabled: true, prompt: 'p' }),
  ],
  [
    'schedule environment',
    'agent_config.environment_id',
    () =>
      client.schedules.create({
        name: 'n',
        cron_schedule: '0 9 * * *',
        prompt: 'p',
        enabled: true,
        agent_config: { environment_id: 'x' },
      }),
  ],
  [
    'identity environment',
    'environment_id',
    () => client.identities.create({ name: 'n', environment_id: 'short' }),
  ],
  ['empty run id', 'runId', () => client.runs.get('')],
  ['empty scorer patch', 'body', () => client.scorers.update(1, {})],
  ['no scoring targets', 'targets', () => client.scoring.dispatch({ targets: [] })],
  ['factory dispatch without prompt', 'prompt', () => client.factories.dispatch('f', { prompt: '' })],
  ['empty run id in reasons', 'run_id', () => client.scorers.reasons(1, ['a', ''])],
];

describe('checks before the network', () => {
  it.each(cases)('%s → error naming %s, zero requests', async (_name, field, call) => {
    let error: unknown;
    try {
      await call();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as InvalidArgumentError).field).toBe(field);
    expect((error as Error).message.startsWith(`${field}: `)).toBe(true);
    expect(server.requests).toHaveLength(0);
  });

  it('names what is wrong with an environment id and where to find a good one', () => {
    expect(() => client.runs.create({ prompt: 'p', config: { environment_id: 'abc' } })).toThrow(
      'config.environment_id: "abc" is not an environment id: ids are exactly 22 letters and digits (find yours with GET /agent/environments)',
    );
  });

  it('says which cron field is wrong', () => {
    expect(() =>
      client.schedules.create({ name: 'n', cron_schedule: '0 25 * * *', prompt: 'p', enabled: true }),
    ).toThrow(
      'cron_schedule: "0 25 * * *" is not a valid cron expression: hour field "25": 25 is outside 0-23',
    );
  });

  it('lets good values through: the empty-environment literal, a skill without a prompt, 5 metadata pairs', async () => {
    server.fallback = () => ({ status: 200, body: { runs: [], page_info: { has_next_page: false } } });
    await client.runs.listPage({
      environment_id: 'empty-environment',
      metadata: { a: '1', b: '2', c: '3', d: '4', e: '5' },
    });
    server.fallback = () => ({ status: 200, body: { run_id: 'r', task_id: 'r', state: 'QUEUED' } });
    await client.runs.create({ skill: 'acme/repo:review' });
    await client.runs.create({ prompt: 'p', config: { environment_id: ENV } });
    expect(server.requests).toHaveLength(3);
  });
});
