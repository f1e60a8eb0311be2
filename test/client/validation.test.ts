import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient, InvalidArgumentError } from '../../src/client/index.ts';
import {
  EMPTY_ENVIRONMENT,
  ENVIRONMENT_ID,
  checkCron,
  checkEnvironmentFilter,
  checkEnvironmentId,
  checkLimit,
  checkMetadataFilter,
  checkRequired,
  checkRunMetadata,
  checkUrl,
  expandPath,
} from '../../src/client/validate.ts';
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

describe('the checks themselves', () => {
  const refusal = (check: () => void): { field: string; message: string; operation: string | undefined } => {
    try {
      check();
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidArgumentError);
      const error = e as InvalidArgumentError;
      return { field: error.field, message: error.message, operation: error.operation };
    }
    throw new Error('expected a refusal');
  };

  it('checkEnvironmentId: absent passes; anything but 22 letters and digits is refused', () => {
    expect(() => checkEnvironmentId('f', undefined)).not.toThrow();
    expect(() => checkEnvironmentId('f', null)).not.toThrow();
    expect(() => checkEnvironmentId('f', ENV)).not.toThrow();
    expect(() => checkEnvironmentId('f', '0123456789abcdefABCDEF')).not.toThrow();
    for (const bad of [ENV.slice(1), ENV + 'a', `x${ENV}`, `${ENV.slice(0, 21)}_`, '', 22, [ENV]]) {
      expect(refusal(() => checkEnvironmentId('config.environment_id', bad, 'createRun'))).toEqual({
        field: 'config.environment_id',
        message: `config.environment_id: "${String(bad)}" is not an environment id: ids are exactly 22 letters and digits (find yours with GET /agent/environments)`,
        operation: 'createRun',
      });
    }
    expect(ENVIRONMENT_ID.test(` ${ENV}`)).toBe(false);
    expect(ENVIRONMENT_ID.test(`${ENV}\n`)).toBe(false);
  });

  it('checkEnvironmentFilter: absent and the empty-environment literal pass; the rest is an id', () => {
    expect(EMPTY_ENVIRONMENT).toBe('empty-environment');
    expect(() => checkEnvironmentFilter(undefined)).not.toThrow();
    expect(() => checkEnvironmentFilter('empty-environment')).not.toThrow();
    expect(() => checkEnvironmentFilter(ENV)).not.toThrow();
    expect(refusal(() => checkEnvironmentFilter('empty', 'listRuns'))).toEqual({
      field: 'environment_id',
      message:
        'environment_id: "empty" is not an environment id: ids are exactly 22 letters and digits (find yours with GET /agent/environments)',
      operation: 'listRuns',
    });
  });

  it('checkLimit: a whole number within the bounds, both ends included', () => {
    expect(() => checkLimit('limit', undefined, 1, 100)).not.toThrow();
    expect(() => checkLimit('limit', 1, 1, 100)).not.toThrow();
    expect(() => checkLimit('limit', 100, 1, 100)).not.toThrow();
    for (const bad of [0, 101, 2.5, '5', Number.NaN, null]) {
      expect(refusal(() => checkLimit('limit', bad, 1, 100, 'listFactories'))).toEqual({
        field: 'limit',
        message: `limit: must be a whole number from 1 to 100, got ${String(bad)}`,
        operation: 'listFactories',
      });
    }
  });

  it('checkMetadataFilter: an object of at most 5 pairs', () => {
    expect(() => checkMetadataFilter(undefined)).not.toThrow();
    expect(() => checkMetadataFilter({})).not.toThrow();
    expect(() => checkMetadataFilter({ a: '1', b: '2', c: '3', d: '4', e: '5' })).not.toThrow();
    for (const bad of [null, 'a=1', ['a'], 5]) {
      expect(refusal(() => checkMetadataFilter(bad, 'listRuns'))).toEqual({
        field: 'metadata',
        message: 'metadata: must be an object of key/value pairs',
        operation: 'listRuns',
      });
    }
    expect(refusal(() => checkMetadataFilter({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 }))).toEqual({
      field: 'metadata',
      message: 'metadata: at most 5 key/value pairs may be filtered on, got 6',
      operation: undefined,
    });
  });

  it('checkRunMetadata: at most 20 keys of [a-zA-Z0-9._-]{1,64}, string values of at most 256 bytes, no NUL', () => {
    const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v']));
    expect(() => checkRunMetadata('metadata', undefined)).not.toThrow();
    expect(() => checkRunMetadata('metadata', twenty)).not.toThrow();
    expect(() =>
      checkRunMetadata('metadata', { ['a'.repeat(64)]: 'x'.repeat(256), 'A.b_c-9': 'é'.repeat(128) }),
    ).not.toThrow();
    for (const bad of [null, 'x', [], 3]) {
      expect(refusal(() => checkRunMetadata('metadata', bad, 'createRun'))).toEqual({
        field: 'metadata',
        message: 'metadata: must be an object of string values',
        operation: 'createRun',
      });
    }
    expect(refusal(() => checkRunMetadata('metadata', { ...twenty, k20: 'v' }, 'createRun'))).toEqual({
      field: 'metadata',
      message: 'metadata: at most 20 keys, got 21',
      operation: 'createRun',
    });
    for (const key of ['', 'a'.repeat(65), 'a b', 'ä', 'a/b']) {
      expect(refusal(() => checkRunMetadata('metadata', { ok: 'v', [key]: 'v' }, 'createRun'))).toEqual({
        field: `metadata.${key}`,
        message: `metadata.${key}: keys are 1-64 characters of letters, digits, ".", "_", "-"`,
        operation: 'createRun',
      });
    }
    expect(refusal(() => checkRunMetadata('m', { k: 1 }, 'createRun'))).toEqual({
      field: 'm.k',
      message: 'm.k: values must be strings',
      operation: 'createRun',
    });
    expect(refusal(() => checkRunMetadata('m', { k: 'é'.repeat(128) + 'x' }, 'createRun'))).toEqual({
      field: 'm.k',
      message: 'm.k: values are at most 256 bytes',
      operation: 'createRun',
    });
    expect(refusal(() => checkRunMetadata('m', { k: 'a\0b' }, 'createRun'))).toEqual({
      field: 'm.k',
      message: 'm.k: values must not contain NUL',
      operation: 'createRun',
    });
  });

  it('checkUrl: a non-empty string of at most 2048 characters', () => {
    expect(() => checkUrl('url', 'h'.repeat(2048))).not.toThrow();
    for (const bad of ['', undefined, 7]) {
      expect(refusal(() => checkUrl('url', bad, 'op'))).toEqual({
        field: 'url',
        message: 'url: is required',
        operation: 'op',
      });
    }
    expect(refusal(() => checkUrl('url', 'h'.repeat(2049), 'op'))).toEqual({
      field: 'url',
      message: 'url: is at most 2048 characters, got 2049',
      operation: 'op',
    });
  });

  it('checkCron: a string that parses as cron; the refusal says which field is wrong', () => {
    expect(() => checkCron('cron', '*/5 * * * *')).not.toThrow();
    expect(refusal(() => checkCron('cron', undefined, 'createSchedule'))).toEqual({
      field: 'cron',
      message: 'cron: is required (a cron expression)',
      operation: 'createSchedule',
    });
    expect(refusal(() => checkCron('cron', '* * *', 'createSchedule'))).toEqual({
      field: 'cron',
      message:
        'cron: "* * *" is not a valid cron expression: expected 5 fields (minute hour day-of-month month day-of-week), got 3 in "* * *"',
      operation: 'createSchedule',
    });
  });

  it('checkRequired: undefined, null and blank strings are missing; anything else is there', () => {
    for (const good of ['x', 0, false, ' a ']) expect(() => checkRequired('name', good)).not.toThrow();
    for (const bad of [undefined, null, '', ' \t ']) {
      expect(refusal(() => checkRequired('name', bad, 'op'))).toEqual({
        field: 'name',
        message: 'name: is required',
        operation: 'op',
      });
    }
  });

  it('expandPath: fills every placeholder URL-encoded; a missing, null or blank one is refused', () => {
    expect(expandPath('/a/{x}/b/{y}', { x: 'r 1/2', y: 7 })).toBe('/a/r%201%2F2/b/7');
    expect(expandPath('/a/{x}', { x: 0 })).toBe('/a/0');
    expect(expandPath('/plain', {})).toBe('/plain');
    // A path's dot segments, which encoding leaves as they are: refused; dots within an id are the id's.
    for (const dots of ['.', '..']) {
      expect(() => expandPath('/agent/runs/{runId}/cancel', { runId: dots }, 'cancelRun')).toThrow(
        new InvalidArgumentError(
          'runId',
          `is not an id (got "${dots}", a step in a path); pass the id it names`,
          'cancelRun',
        ),
      );
    }
    expect(expandPath('/a/{x}', { x: '...' })).toBe('/a/...');
    expect(expandPath('/a/{x}', { x: 'v1..2' })).toBe('/a/v1..2');
    expect(refusal(() => expandPath('/a/{runId}/b', {}, 'getRun'))).toEqual({
      field: 'runId',
      message: 'runId: is required (got undefined); pass the id it names',
      operation: 'getRun',
    });
    expect(refusal(() => expandPath('/a/{runId}', { runId: null }, 'getRun'))).toEqual({
      field: 'runId',
      message: 'runId: is required (got null); pass the id it names',
      operation: 'getRun',
    });
    expect(refusal(() => expandPath('/a/{x}/{runId}', { x: 'x', runId: '  ' }, 'getRun'))).toEqual({
      field: 'runId',
      message: 'runId: is required (got "  "); pass the id it names',
      operation: 'getRun',
    });
  });
});

describe('each method checks its values under its own operation', () => {
  /** [method, call, the whole message, the operationId the error names]; nothing may be sent. */
  const refusals: [string, () => unknown, string, string][] = [
    ['runs.create', () => client.runs.create({}), 'prompt: is required', 'createRun'],
    ['runs.createLegacy', () => client.runs.createLegacy({}), 'prompt: is required', 'createRunLegacy'],
    [
      'runs.create metadata',
      () => client.runs.create({ prompt: 'p', metadata: { k: 1 as unknown as string } }),
      'metadata.k: values must be strings',
      'createRun',
    ],
    [
      'runs.list',
      () => client.runs.list({ limit: 501 }),
      'limit: must be a whole number from 1 to 500, got 501',
      'listRuns',
    ],
    [
      'runs.list metadata',
      () => client.runs.list({ metadata: [] as unknown as Record<string, string> }),
      'metadata: must be an object of key/value pairs',
      'listRuns',
    ],
    [
      'runs.listPage environment',
      () => client.runs.listPage({ environment_id: 'x' }),
      'environment_id: "x" is not an environment id: ids are exactly 22 letters and digits (find yours with GET /agent/environments)',
      'listRuns',
    ],
    [
      'runs.byExternalReference',
      () => client.runs.byExternalReference(''),
      'url: is required',
      'getRunByExternalReference',
    ],
    [
      'schedules.create name',
      () => client.schedules.create({ name: ' ', cron_schedule: '* * * * *', prompt: 'p', enabled: true }),
      'name: is required',
      'createSchedule',
    ],
    [
      'schedules.create cron',
      () => client.schedules.create({ name: 'n', cron_schedule: '* *', prompt: 'p', enabled: true }),
      'cron_schedule: "* *" is not a valid cron expression: expected 5 fields (minute hour day-of-month month day-of-week), got 2 in "* *"',
      'createSchedule',
    ],
    [
      'schedules.create environment',
      () =>
        client.schedules.create({
          name: 'n',
          cron_schedule: '* * * * *',
          prompt: 'p',
          enabled: true,
          agent_config: { environment_id: 'e' },
        }),
      'agent_config.environment_id: "e" is not an environment id: ids are exactly 22 letters and digits (find yours with GET /agent/environments)',
      'createSchedule',
    ],
    [
      'schedules.update name',
      () =>
        client.schedules.update('s', { name: '', cron_schedule: '* * * * *', prompt: 'p', enabled: true }),
      'name: is required',
      'updateSchedule',
    ],
    [
      'schedules.update cron',
      () => client.schedules.update('s', { name: 'n', cron_schedule: '', prompt: 'p', enabled: true }),
      'cron_schedule: "" is not a valid cron expression: the expression is empty',
      'updateSchedule',
    ],
    [
      'schedules.update enabled',
      () =>
        client.schedules.update('s', {
          name: 'n',
          cron_schedule: '* * * * *',
          prompt: 'p',
          enabled: 'yes' as unknown as boolean,
        }),
      'enabled: is required (true or false)',
      'updateSchedule',
    ],
    [
      'schedules.update environment',
      () =>
        client.schedules.update('s', {
          name: 'n',
          cron_schedule: '* * * * *',
          prompt: 'p',
          enabled: false,
          agent_config: { environment_id: 'e' },
        }),
      'agent_config.environment_id: "e" is not an environment id: ids are exactly 22 letters and digits (find yours with GET /agent/environments)',
      'updateSchedule',
    ],
    [
      'identities.create name',
      () => client.identities.create({ name: '' }),
      'name: is required',
      'createAgentIdentity',
    ],
    [
      'identities.create environment',
      () => client.identities.create({ name: 'n', environment_id: 'e' }),
      'environment_id: "e" is not an environment id: ids are exactly 22 letters and digits (find yours with GET /agent/environments)',
      'createAgentIdentity',
    ],
    [
      'identities.update environment',
      () => client.identities.update('u', { environment_id: 'e' }),
      'environment_id: "e" is not an environment id: ids are exactly 22 letters and digits (find yours with GET /agent/environments)',
      'updateAgentIdentity',
    ],
    [
      'factories.list',
      () => client.factories.list({ limit: 0 }),
      'limit: must be a whole number from 1 to 100, got 0',
      'listFactories',
    ],
    [
      'factories.dispatch prompt',
      () => client.factories.dispatch('f', { prompt: ' ' }),
      'prompt: is required',
      'dispatchFactoryRun',
    ],
    [
      'factories.dispatch ticket_url',
      () => client.factories.dispatch('f', { prompt: 'p', ticket_url: '' }),
      'ticket_url: is required',
      'dispatchFactoryRun',
    ],
    [
      'factories.taskByRun',
      () => client.factories.taskByRun('f', ''),
      'run_id: is required',
      'getFactoryTaskByRun',
    ],
    [
      'scorers.list',
      () => client.scorers.list({ recent_outcomes_limit: 101 }),
      'recent_outcomes_limit: must be a whole number from 1 to 100, got 101',
      'listScorers',
    ],
    [
      'scorers.update',
      () => client.scorers.update(1, {}),
      'body: at least one field must be given',
      'updateScorer',
    ],
    [
      'scorers.results',
      () => client.scorers.results(1, { limit: 101 }),
      'limit: must be a whole number from 1 to 100, got 101',
      'listScorerResults',
    ],
    [
      'scoring.dispatch',
      () => client.scoring.dispatch({ targets: undefined as unknown as [] }),
      'targets: at least one (run_id, scorer_id) pair is required',
      'dispatchRunScoring',
    ],
    [
      'harness.reportArtifact',
      () => client.harness.reportArtifact('', { artifact_type: 'PLAN', data: {} } as never),
      'runId: is required',
      'reportArtifact',
    ],
    ['a path id', () => client.runs.get(' '), 'runId: is required (got " "); pass the id it names', 'getRun'],
  ];

  it.each(refusals)('%s', async (_name, call, message, operation) => {
    let error: unknown;
    try {
      await call();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toBe(message);
    expect((error as InvalidArgumentError).operation).toBe(operation);
    expect(server.requests).toHaveLength(0);
  });

  it('lists are checked when made, before they are iterated', () => {
    expect(() => client.runs.list({ limit: 0 })).toThrow(InvalidArgumentError);
    expect(() => client.factories.list({ limit: 0 })).toThrow(InvalidArgumentError);
    expect(() => client.scorers.results(1, { limit: 0 })).toThrow(InvalidArgumentError);
  });

  it('scorer reasons refuse an empty or non-string run id', async () => {
    for (const ids of [[''], ['a', 7 as unknown as string]]) {
      await expect(client.scorers.reasons(1, ids)).rejects.toMatchObject({
        message: 'run_id: every run id must be a non-empty string',
        operation: 'getScorerResultReasons',
      });
    }
    expect(server.requests).toHaveLength(0);
  });

  it('what passes is sent: a skill, a skill spec, skills or a conversation instead of a prompt; an identity moved out of its environment; a schedule turned off', async () => {
    server.fallback = () => ({ status: 200, body: { run_id: 'r', task_id: 'r', state: 'QUEUED' } });
    await client.runs.create({ config: { skill_spec: 'acme/repo:review' } } as never);
    await client.runs.create({ config: { skills: [{ id: 's' }] } } as never);
    await client.runs.create({ conversation_id: 'c1' } as never);
    await client.runs.createLegacy({ skill: 's' } as never);
    server.fallback = () => ({ status: 200, body: {} });
    await client.identities.update('u', { environment_id: '' }).catch(() => undefined);
    await client.identities.update('u', { name: 'n' }).catch(() => undefined);
    await client.schedules
      .update('s', { name: 'n', cron_schedule: '* * * * *', prompt: 'p', enabled: false })
      .catch(() => undefined);
    await client.factories.dispatch('f', { prompt: 'p' }).catch(() => undefined);
    expect(server.requests.map((r) => r.json)).toEqual([
      { config: { skill_spec: 'acme/repo:review' } },
      { config: { skills: [{ id: 's' }] } },
      { conversation_id: 'c1' },
      { skill: 's' },
      { environment_id: '' },
      { name: 'n' },
      { name: 'n', cron_schedule: '* * * * *', prompt: 'p', enabled: false },
      { prompt: 'p' },
    ]);
  });

  it('an empty skills list is no skill: the prompt is required', () => {
    expect(() => client.runs.create({ config: { skills: [] } } as never)).toThrow('prompt: is required');
  });
});
