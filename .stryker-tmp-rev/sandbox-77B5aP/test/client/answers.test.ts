/**
 * Every success answer is checked for what the code reads of it (src/client/reads.ts), by the shapes
 * openapi/cloud-agent.yaml declares, before anyone uses it: a read field that is missing (where the contract
 * requires it) or of the wrong type is an ApiShapeError naming the operation, the field, what was expected and the
 * JSON type that came. A field the code never reads may be missing, null or anything. Unknown extra fields and
 * unknown enum values pass. A create answered with a wrong shape is an unknown outcome: it goes to `recover`, or
 * fails with outcomeUnknown.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import {
  ApiError,
  ApiResponseError,
  ApiShapeError,
  CloudAgentClient,
  InvalidArgumentError,
  OPERATIONS,
} from '../../src/client/index.ts';
import { checkAnswer, checkShape, hasAnswerShape, type Shape } from '../../src/client/answers.ts';
import { ANSWERS } from '../../src/client/shapes.ts';
import { sample } from '../helpers/answers.ts';
import { startScriptServer, type Reply, type ScriptServer } from '../helpers/script-server.ts';

let server: ScriptServer;
let client: CloudAgentClient;

beforeAll(async () => {
  server = await startScriptServer();
  client = new CloudAgentClient({ apiKey: 'k', baseUrl: server.url, sleep: async () => {} });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await client.close();
  await server.close();
});

const RUN = {
  run_id: 'run-1',
  task_id: 'run-1',
  title: 'Fix the tests',
  state: 'INPROGRESS',
  prompt: 'Fix the tests',
  created_at: '2026-11-21T12:00:00Z',
  updated_at: '2026-11-21T12:00:05Z',
};
const without = <T extends object>(value: T, key: keyof T): Partial<T> => {
  const copy = { ...value };
  delete copy[key];
  return copy;
};
const ok = (body: unknown, status = 200): Reply => ({ status, body });

async function failure(call: () => Promise<unknown>): Promise<ApiShapeError> {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiShapeError);
  return error as ApiShapeError;
}

describe('a wrong shape is an ApiShapeError naming the operation, the field, what was expected and what came', () => {
  it('getRun without state (the answer that used to end in "reading \'replace\'")', async () => {
    server.reply(ok(without(RUN, 'state')));
    const error = await failure(() => client.runs.get('run-1'));
    expect(error.message).toBe(
      'getRun answered a wrong shape: state: expected string, got undefined (missing)',
    );
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error.operation).toBe('getRun');
    expect(error.field).toBe('state');
    expect(error.expected).toBe('string');
    expect(error.got).toBe('undefined (missing)');
    expect(error.status).toBe(200);
    expect(error.contentType).toBe('application/json');
    expect(error.outcomeUnknown).toBe(false);
    // A read is not sent again: the same service would send the same answer.
    expect(server.requests).toHaveLength(1);
  });

  it('a read field of the wrong type, and null where the contract does not allow it', async () => {
    server.reply(
      ok({ ...RUN, run_id: 42 }),
      ok({ ...RUN, title: null }),
      ok({ ...RUN, session_link: ['https://app.example/s/1'] }),
      ok({ ...RUN, status_message: { message: 7 } }),
    );
    expect((await failure(() => client.runs.get('run-1'))).message).toBe(
      'getRun answered a wrong shape: run_id: expected string, got number',
    );
    expect((await failure(() => client.runs.get('run-1'))).message).toBe(
      'getRun answered a wrong shape: title: expected string, got null',
    );
    expect((await failure(() => client.runs.get('run-1'))).message).toBe(
      'getRun answered a wrong shape: session_link: expected string, got array',
    );
    expect((await failure(() => client.runs.get('run-1'))).message).toBe(
      'getRun answered a wrong shape: status_message.message: expected string, got number',
    );
  });

  it('null where the contract allows it passes (started_at is string or null)', async () => {
    server.reply(ok({ ...RUN, started_at: null, finished_at: null }));
    expect(await client.runs.get('run-1')).toEqual({ ...RUN, started_at: null, finished_at: null });
  });

  it('getConversation whose steps is an object (the answer that used to end in "not iterable")', async () => {
    server.reply(ok({ conversation_id: 'c1', steps: { id: 's1' } }));
    const error = await failure(() => client.conversations.get('c1'));
    expect(error.message).toBe('getConversation answered a wrong shape: steps: expected array, got object');
    expect(error.field).toBe('steps');
  });

  it('a field deep inside an array item: nested steps, messages', async () => {
    const step = { id: 's1', messages: [], steps: [] };
    server.reply(
      ok({ conversation_id: 'c1', steps: [step, { ...step, steps: [{ ...step, messages: 'hi' }] }] }),
    );
    const error = await failure(() => client.runs.conversation('run-1'));
    expect(error.message).toBe(
      'getRunConversation answered a wrong shape: steps[1].steps[0].messages: expected array, got string',
    );
  });

  it('listRuns: the third run without a run_id', async () => {
    const runs = [RUN, { ...RUN, run_id: 'run-2' }, without(RUN, 'run_id')];
    server.reply(ok({ runs, page_info: { has_next_page: false } }));
    const error = await failure(() => client.runs.listPage());
    expect(error.message).toBe(
      'listRuns answered a wrong shape: runs[2].run_id: expected string, got undefined (missing)',
    );
    expect(error.field).toBe('runs[2].run_id');
  });

  it('a body of the wrong JSON type, and an empty body, name the answer itself', async () => {
    server.reply(ok([RUN]), { status: 200, raw: '', headers: { 'content-type': 'application/json' } });
    expect((await failure(() => client.runs.get('run-1'))).message).toBe(
      'getRun answered a wrong shape: (answer): expected object, got array',
    );
    expect((await failure(() => client.runs.get('run-1'))).message).toBe(
      'getRun answered a wrong shape: (answer): expected object, got an empty answer',
    );
  });

  it('integers are whole numbers; a nullable union says both', async () => {
    const scorer = sample('ScorerListItem', { id: 3 });
    const result = { run_id: 'run-1', attempted_at: 't', is_in_flight: false, status: 'scored' };
    server.reply(
      ok({ scorers: [scorer] }),
      ok({ scorers: [{ ...scorer, id: 1.5 }] }),
      ok({ results: [{ ...result, classification: 5 }], page_info: { has_next_page: false } }),
    );
    expect(await client.scorers.list()).toEqual({ scorers: [scorer], unmatched: 0 });
    expect((await failure(() => client.scorers.list())).message).toBe(
      'listScorers answered a wrong shape: scorers[0].id: expected integer, got number',
    );
    expect((await failure(() => client.scorers.results(3).toArray())).message).toBe(
      'listScorerResults answered a wrong shape: results[0].classification: expected string or null, got number',
    );
  });

  it('a known artifact type is read by its own schema (only what is read of it); an unknown one needs its tag', async () => {
    const pr = { artifact_type: 'PULL_REQUEST', created_at: 't', data: 'https://x/pr/1' };
    const later = { artifact_type: 'VIDEO', created_at: 't', data: 'frames' };
    server.reply(ok({ ...RUN, artifacts: [later, pr] }), ok({ ...RUN, artifacts: [{ created_at: 't' }] }));
    expect((await failure(() => client.runs.get('run-1'))).message).toBe(
      'getRun answered a wrong shape: artifacts[1].data: expected object, got string',
    );
    expect((await failure(() => client.runs.get('run-1'))).message).toBe(
      'getRun answered a wrong shape: artifacts[0].artifact_type: expected string, got undefined (missing)',
    );
  });

  it('map values are checked, and keys that are not identifiers are quoted', async () => {
    server.reply(ok({ ...RUN, metadata: { origin: 'gh', 'gh:repo': 7 } }));
    expect((await failure(() => client.runs.get('run-1'))).message).toBe(
      'getRun answered a wrong shape: metadata["gh:repo"]: expected string, got number',
    );
  });

  it('the value itself never appears in the message (it may be a secret)', async () => {
    server.reply(ok({ ...RUN, title: { token: 'sk-live-secret-value' } }));
    const error = await failure(() => client.runs.get('run-1'));
    expect(error.message).toBe('getRun answered a wrong shape: title: expected string, got object');
    expect(JSON.stringify(error)).not.toContain('sk-live');
  });

  it('a factory route: a 201 without the fields a dispatch promises; its problem+json errors stay ApiErrors', async () => {
    server.reply(ok({ run_id: 'run-9' }, 201), {
      status: 409,
      headers: { 'content-type': 'application/problem+json' },
      raw: JSON.stringify({
        type: 'https://docs.warp.dev/errors/conflict',
        title: 'No foreman',
        status: 409,
      }),
    });
    const body = { prompt: 'p', ticket_ref: 'github:o/r#1' };
    const error = await failure(() => client.factories.dispatch('fac_web', body));
    expect(error.message).toBe(
      'dispatchFactoryRun answered a wrong shape: state: expected string, got undefined (missing) (the service may have acted on it: look before trying again)',
    );
    expect(error.outcomeUnknown).toBe(true);
    const refused = await client.factories.dispatch('fac_web', body).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).errorCode).toBe('conflict');
    expect(server.requests).toHaveLength(2);
  });
});

describe('what the gate and the schedules read, and only that', () => {
  const scorer = {
    id: 3,
    name: 'tests pass',
    factory_uid: 'fac_web',
    scope_mode: 'all_agents',
    threshold: 0.7,
    version: 2,
    agents: [],
  };
  const schedule = {
    id: 'sch-1',
    name: 'nightly',
    cron_schedule: '0 3 * * *',
    enabled: true,
    prompt: 'Do it.',
    created_at: '2026-11-21T12:00:00Z',
    updated_at: '2026-11-21T12:00:00Z',
  };

  it('listScorers without description, pass_rate_summary, scoring_prompt (fields the gate never reads) passes', async () => {
    // The contract requires all of these, and more (model_id, scorer_kind, sampling_rate, ...).
    server.reply(
      ok({ scorers: [scorer] }),
      ok({ scorers: [{ ...scorer, description: 7, scoring_prompt: null }] }),
    );
    expect(await client.scorers.list()).toEqual({ scorers: [scorer], unmatched: 0 });
    expect((await client.scorers.list()).scorers[0]).toEqual({
      ...scorer,
      description: 7,
      scoring_prompt: null,
    });
  });

  it('a scorer without threshold or id, which the gate reads, fails naming the field', async () => {
    server.reply(
      ok({ scorers: [scorer, without(scorer, 'threshold')] }),
      ok({ scorers: [without(scorer, 'id')] }),
      ok({ scorers: [{ ...scorer, threshold: '0.7' }] }),
    );
    expect((await failure(() => client.scorers.list())).message).toBe(
      'listScorers answered a wrong shape: scorers[1].threshold: expected number, got undefined (missing)',
    );
    const missing = await failure(() => client.scorers.list());
    expect(missing.message).toBe(
      'listScorers answered a wrong shape: scorers[0].id: expected integer, got undefined (missing)',
    );
    expect([missing.field, missing.expected, missing.got]).toEqual([
      'scorers[0].id',
      'integer',
      'undefined (missing)',
    ]);
    expect((await failure(() => client.scorers.list())).message).toBe(
      'listScorers answered a wrong shape: scorers[0].threshold: expected number, got string',
    );
  });

  it('a schedule whose history has another shape passes: the plan does not check what it does without', async () => {
    const others = [
      { ...schedule, history: 'daily' },
      { ...schedule, history: [{ ran: 1 }] },
      { ...schedule, history: { next_run: 1_767_000_000 } },
    ];
    server.reply(ok({ schedules: others }));
    expect(await client.schedules.list()).toEqual({ schedules: others });
  });

  it('a schedule without the fields the plan reads fails naming them', async () => {
    server.reply(
      ok({ schedules: [schedule, without(schedule, 'cron_schedule')] }),
      ok({ ...schedule, enabled: 'yes' }),
    );
    expect((await failure(() => client.schedules.list())).message).toBe(
      'listSchedules answered a wrong shape: schedules[1].cron_schedule: expected string, got undefined (missing)',
    );
    expect((await failure(() => client.schedules.get('sch-1'))).message).toBe(
      'getSchedule answered a wrong shape: enabled: expected boolean, got string',
    );
  });
});

describe('a field the code does without (MAYBE) is checked only when there', () => {
  it('a dispatch without its foreman and ticket passes; with a ticket of the wrong type it fails', () => {
    expect(checkAnswer('dispatchFactoryRun', { run_id: 'run-9', state: 'QUEUED' })).toBeUndefined();
    expect(checkAnswer('dispatchFactoryRun', { run_id: 'run-9', state: 'QUEUED', ticket_ref: 12 })).toEqual({
      field: 'ticket_ref',
      expected: 'string',
      got: 'number',
    });
  });

  it('an object read with maybe(...): absent passes, there it must be an object whose read fields fit', () => {
    const scorer = sample('ScorerListItem', { id: 3 }) as Record<string, unknown>;
    const bare = { ...scorer };
    delete bare.pass_rate_summary;
    expect(checkAnswer('listScorers', { scorers: [bare] })).toBeUndefined();
    expect(checkAnswer('listScorers', { scorers: [{ ...bare, pass_rate_summary: {} }] })).toBeUndefined();
    expect(
      checkAnswer('listScorers', { scorers: [{ ...bare, pass_rate_summary: { pass_rate: 'high' } }] }),
    ).toEqual({
      field: 'scorers[0].pass_rate_summary.pass_rate',
      expected: 'number or null',
      got: 'string',
    });
  });

  it('null stays where the contract allows it, and is removed where it does not', () => {
    const result = {
      run_id: 'r',
      attempted_at: 't',
      is_in_flight: false,
      status: 'failed',
      classification: null,
    };
    const page = {
      results: [{ ...result, score: null, scored_at: null }],
      page_info: { has_next_page: false, next_cursor: null },
    };
    expect(checkAnswer('listScorerResults', page)).toBeUndefined();
    expect(page.results[0]).toEqual({ ...result, score: null, scored_at: null });
    const models = { models: [{ id: 'm', display_name: null }], default_model_id: null };
    expect(checkAnswer('listModels', models)).toBeUndefined();
    expect(models).toEqual({ models: [{ id: 'm' }] });
  });
});

describe('what still passes', () => {
  it('unknown extra fields and unknown enum values (a newer service)', async () => {
    const newer = { ...RUN, state: 'HIBERNATING', source: 'TELEPATHY', shiny_new_field: { a: [1] } };
    server.reply(ok(newer));
    expect(await client.runs.get('run-1')).toEqual(newer);
  });

  it('a field the contract requires but the code never reads may be missing, null or of another type', async () => {
    const answers = [
      without(RUN, 'task_id'),
      { ...RUN, task_id: null },
      { ...RUN, task_id: { nested: true } },
      {
        ...RUN,
        is_sandbox_running: 'yes',
        request_usage: { inference_cost: 'a lot' },
        executor: { uid: 'u' },
      },
    ];
    for (const answer of answers) {
      server.reply(ok(answer));
      expect(await client.runs.get('run-1')).toEqual(answer);
    }
  });

  it('a run without metadata passes; so does one whose artifacts are of a kind not known yet', async () => {
    server.reply(ok(RUN), ok({ ...RUN, artifacts: [{ artifact_type: 'VIDEO', frames: 3 }] }));
    expect(await client.runs.get('run-1')).toEqual(RUN);
    expect((await client.runs.get('run-1')).artifacts).toEqual([{ artifact_type: 'VIDEO', frames: 3 }]);
  });

  it('a read field the contract does not require, null where it has no null, is taken as absent', async () => {
    server.reply(ok({ ...RUN, session_link: null, status_message: null, metadata: null }));
    const run = await client.runs.get('run-1');
    expect(run).toEqual(RUN);
    expect(Object.keys(run)).not.toContain('session_link');
  });

  it('asIs: an answer passed on as it came (the command line’s --json) is not checked, and typed unknown', async () => {
    server.reply(ok({ title: 7 }));
    expect(await client.asIs('getRun', { path: { runId: 'run-1' } })).toEqual({ title: 7 });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /agent/runs/run-1']);
  });

  it('an answer nothing reads is not checked at all: cancelRun, createFollowup', async () => {
    server.reply(ok('run-1'), ok({ run_id: 'run-1' }), ok([1, 2]));
    expect(await client.runs.cancel('run-1')).toBe('run-1');
    expect(await client.runs.cancel('run-1')).toEqual({ run_id: 'run-1' });
    expect(await client.runs.followUp('run-1', { message: 'hi' })).toEqual([1, 2]);
  });

  it('formats, patterns and bounds are not enforced in answers', () => {
    expect(
      checkAnswer('getRun', { ...RUN, created_at: 'yesterday', metadata: { 'not a key!': 'x'.repeat(300) } }),
    ).toBe(undefined);
  });

  it('checkAnswers: false turns the check off (only for measuring its cost)', async () => {
    const unchecked = new CloudAgentClient({ apiKey: 'k', baseUrl: server.url, checkAnswers: false });
    server.reply(ok(without(RUN, 'state')));
    expect(await unchecked.runs.get('run-1')).toEqual(without(RUN, 'state'));
    await unchecked.close();
  });
});

describe('the checker itself', () => {
  it('never throws on any JSON, and every mismatch names a field, what was expected and a JSON type', () => {
    const operations = Object.keys(OPERATIONS);
    fc.assert(
      fc.property(fc.constantFrom(...operations), fc.jsonValue({ maxDepth: 4 }), (operation, value) => {
        const found = checkAnswer(operation, value);
        if (found === undefined) return;
        expect(found.field).not.toBe('');
        expect(found.expected).toMatch(
          /^(string|integer|number|boolean|object|array|null|any value)( or \w+)*$/,
        );
        expect(found.got).toMatch(/^(string|number|boolean|object|array|null|undefined \(missing\))$/);
      }),
      { numRuns: 2000, seed: 42 },
    );
  });

  it('a value nested in a valid answer fails at exactly its path', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (count, bad) => {
        const runs = Array.from({ length: count + bad + 1 }, (_, i) => ({ ...RUN, run_id: `run-${i}` }));
        runs[bad] = { ...runs[bad]!, created_at: 7 as unknown as string };
        expect(checkAnswer('listRuns', { runs, page_info: { has_next_page: false } })).toEqual({
          field: `runs[${bad}].created_at`,
          expected: 'string',
          got: 'number',
        });
      }),
      { seed: 42 },
    );
  });
});

describe('every operation has a check', () => {
  const contract = parse(
    readFileSync(new URL('../../openapi/cloud-agent.yaml', import.meta.url), 'utf8'),
  ) as {
    paths: Record<
      string,
      Record<string, { operationId: string; responses: Record<string, { content?: object }> }>
    >;
  };
  const declared = new Map<string, boolean>();
  for (const item of Object.values(contract.paths)) {
    for (const op of Object.values(item)) {
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
      declared.set(op.operationId, Boolean(success?.[1].content));
    }
  }

  it.each(Object.keys(OPERATIONS))('%s', (operation) => {
    expect(hasAnswerShape(operation)).toBe(true);
    // A JSON answer in the contract has a shape; only redirects and 204s have none.
    expect(ANSWERS[operation] !== null).toBe(declared.get(operation));
  });
});

describe('a create answered with a wrong shape is an unknown outcome', () => {
  it('createRun answered {} calls recover, which adopts the run it made; nothing is sent again', async () => {
    server.reply(ok({}));
    let recovered = 0;
    const created = await client.runs.create(
      { prompt: 'p' },
      {
        recover: async () => {
          recovered++;
          return { run_id: 'run-7', task_id: 'run-7', state: 'QUEUED' };
        },
      },
    );
    expect(created).toEqual({ run_id: 'run-7', task_id: 'run-7', state: 'QUEUED' });
    expect(recovered).toBe(1);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /agent/runs']);
  });

  it('recover finding nothing lets the create be sent again', async () => {
    server.reply(ok({ state: 'QUEUED' }), ok({ run_id: 'run-8', task_id: 'run-8', state: 'QUEUED' }));
    const created = await client.runs.create({ prompt: 'p' }, { recover: async () => undefined });
    expect(created.run_id).toBe('run-8');
    expect(server.requests).toHaveLength(2);
  });

  it('without recover it fails with outcomeUnknown and is not sent again', async () => {
    server.reply(ok({}));
    const error = await failure(() => client.runs.create({ prompt: 'p' }));
    expect(error.outcomeUnknown).toBe(true);
    expect(error.message).toBe(
      'createRun answered a wrong shape: run_id: expected string, got undefined (missing) (the service may have acted on it: look before trying again)',
    );
    expect(server.requests).toHaveLength(1);
  });
});

describe('no request is sent with an undefined path parameter', () => {
  it.each([undefined, null, '', '  '])('runs.cancel(%j) is refused before sending', async (runId) => {
    const error = await Promise.resolve()
      .then(() => client.runs.cancel(runId as unknown as string))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as InvalidArgumentError).field).toBe('runId');
    expect((error as Error).message).toBe(
      `runId: is required (got ${runId === undefined ? 'undefined' : JSON.stringify(runId)}); pass the id it names`,
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('checkShape, on shapes written here', () => {
  const str: Shape = { type: ['string'] };
  const num: Shape = { type: ['number'] };
  const object = (properties: Record<string, Shape>, required: string[] = []): Shape => ({
    properties,
    required,
  });

  it('a ref is resolved in the generated schemas; an unknown one is a generator problem', () => {
    expect(checkShape({ ref: 'RunItem' }, RUN)).toBeUndefined();
    expect(checkShape({ ref: 'RunItem' }, { ...RUN, run_id: 1 })).toEqual({
      field: 'run_id',
      expected: 'string',
      got: 'number',
    });
    expect(() => checkShape({ ref: 'NoSuchSchema' }, {})).toThrow(
      'shapes.ts has no schema NoSuchSchema: run `npm run generate`',
    );
  });

  it('JSON types: integer is a whole number, number any number, and each type names itself', () => {
    expect(checkShape({ type: ['integer'] }, 3)).toBeUndefined();
    expect(checkShape({ type: ['integer'] }, 3.5)).toEqual({
      field: '(answer)',
      expected: 'integer',
      got: 'number',
    });
    expect(checkShape({ type: ['integer'] }, '3')).toEqual({
      field: '(answer)',
      expected: 'integer',
      got: 'string',
    });
    expect(checkShape(num, 3.5)).toBeUndefined();
    expect(checkShape({ type: ['boolean', 'null'] }, null)).toBeUndefined();
    expect(checkShape({ type: ['string', 'null'] }, [])).toEqual({
      field: '(answer)',
      expected: 'string or null',
      got: 'array',
    });
    expect(checkShape({ type: ['object'] }, null)).toEqual({
      field: '(answer)',
      expected: 'object',
      got: 'null',
    });
    expect(checkShape({ type: ['array'] }, {})).toEqual({
      field: '(answer)',
      expected: 'array',
      got: 'object',
    });
  });

  it('a shape with no type takes any value', () => {
    for (const value of [1, 'a', null, [], {}, true]) expect(checkShape({}, value)).toBeUndefined();
  });

  it('array items are checked, and the index names where; an array without items takes any', () => {
    expect(checkShape({ type: ['array'], items: str }, ['a', 'b'])).toBeUndefined();
    expect(checkShape({ type: ['array'], items: str }, ['a', 'b', 3])).toEqual({
      field: '[2]',
      expected: 'string',
      got: 'number',
    });
    expect(checkShape({ type: ['array'] }, [1, 'a'])).toBeUndefined();
    expect(checkShape({ items: str }, [])).toBeUndefined();
  });

  it('required fields must be own and defined; a declared one says what it expects, an undeclared one "any value"', () => {
    const shape = object({ a: str }, ['a', 'b']);
    expect(checkShape(shape, { a: 'x', b: 0 })).toBeUndefined();
    expect(checkShape(shape, { b: 0 })).toEqual({
      field: 'a',
      expected: 'string',
      got: 'undefined (missing)',
    });
    expect(checkShape(shape, { a: undefined, b: 0 })).toEqual({
      field: 'a',
      expected: 'string',
      got: 'undefined (missing)',
    });
    expect(checkShape(shape, Object.assign(Object.create({ a: 'inherited' }) as object, { b: 0 }))).toEqual({
      field: 'a',
      expected: 'string',
      got: 'undefined (missing)',
    });
    expect(checkShape(shape, { a: 'x' })).toEqual({
      field: 'b',
      expected: 'any value',
      got: 'undefined (missing)',
    });
    expect(checkShape({ required: ['z'] }, {})).toEqual({
      field: 'z',
      expected: 'any value',
      got: 'undefined (missing)',
    });
    expect(checkShape(object({ z: {} }, ['z']), {})).toEqual({
      field: 'z',
      expected: 'any value',
      got: 'undefined (missing)',
    });
  });

  it('a value that is not an object is not looked into for fields', () => {
    const shape: Shape = { type: ['string', 'object', 'null', 'array'], required: ['a'], values: num };
    for (const value of ['abc', null, []]) expect(checkShape(shape, value)).toBeUndefined();
  });

  it('optional fields are checked when present and own; absent, undefined or inherited ones are skipped', () => {
    const shape = object({ a: str, b: num });
    expect(checkShape(shape, {})).toBeUndefined();
    expect(checkShape(shape, { a: undefined })).toBeUndefined();
    expect(checkShape(shape, Object.create({ a: 5 }) as object)).toBeUndefined();
    expect(checkShape(shape, { a: 'x', b: 'y' })).toEqual({ field: 'b', expected: 'number', got: 'string' });
  });

  it('map values are checked for every own key that is not a declared property', () => {
    const shape: Shape = { properties: { name: str }, values: num };
    expect(checkShape(shape, { name: 'n', x: 1, y: 2 })).toBeUndefined();
    expect(
      checkShape(shape, Object.assign(Object.create({ z: 'inherited' }) as object, { x: 1 })),
    ).toBeUndefined();
    expect(checkShape(shape, { name: 'n', x: 1, 'a b': 'two' })).toEqual({
      field: '["a b"]',
      expected: 'number',
      got: 'string',
    });
    expect(checkShape({ values: num }, { name: 'n' })).toEqual({
      field: 'name',
      expected: 'number',
      got: 'string',
    });
  });

  it('paths: identifiers joined with dots, indexes in brackets, other keys quoted', () => {
    const shape = object({ runs: { items: object({ 'x-y': { items: { values: num } } }) } });
    expect(checkShape(shape, { runs: [{}, { 'x-y': [{}, { $k_1: 'no' }] }] })).toEqual({
      field: 'runs[1].x-y[1].$k_1',
      expected: 'number',
      got: 'string',
    });
    expect(checkShape({ values: { values: num } }, { '1a': { ok: 's' } })).toEqual({
      field: '["1a"].ok',
      expected: 'number',
      got: 'string',
    });
    expect(checkShape({ items: { items: num } }, [[1], [2, 'x']])).toEqual({
      field: '[1][1]',
      expected: 'number',
      got: 'string',
    });
  });

  describe('anyOf', () => {
    const withX = object({ x: num }, ['x']);

    it('an option of several types is a candidate when any of them fits', () => {
      expect(checkShape({ anyOf: [{ type: ['string', 'null'] }, withX] }, null)).toBeUndefined();
    });

    it('passes when any option fits', () => {
      expect(checkShape({ anyOf: [str, withX] }, 'a')).toBeUndefined();
      expect(checkShape({ anyOf: [str, withX] }, { x: 1 })).toBeUndefined();
      expect(checkShape({ anyOf: [withX, object({ y: str }, ['y'])] }, { y: 'b' })).toBeUndefined();
    });

    it('when one option takes this kind of value, what is wrong inside it is named', () => {
      expect(checkShape({ anyOf: [str, withX] }, {})).toEqual({
        field: 'x',
        expected: 'number',
        got: 'undefined (missing)',
      });
      expect(checkShape({ anyOf: [{ anyOf: [str, { type: ['null'] }] }, withX] }, {})).toEqual({
        field: 'x',
        expected: 'number',
        got: 'undefined (missing)',
      });
    });

    it('otherwise the mismatch is the value itself, naming every option once', () => {
      expect(checkShape({ anyOf: [str, num, str] }, true)).toEqual({
        field: '(answer)',
        expected: 'string or number',
        got: 'boolean',
      });
      expect(checkShape({ anyOf: [withX, object({ y: str }, ['y'])] }, { z: 1 })).toEqual({
        field: '(answer)',
        expected: 'object',
        got: 'object',
      });
      expect(checkShape({ anyOf: [num, withX] }, 'abc')).toEqual({
        field: '(answer)',
        expected: 'number or object',
        got: 'string',
      });
      expect(checkShape({ anyOf: [num, { values: str }] }, 'abc')).toEqual({
        field: '(answer)',
        expected: 'number or object',
        got: 'string',
      });
      expect(checkShape({ anyOf: [num, { tag: { name: 'kind', map: {} } }] }, 'abc')).toEqual({
        field: '(answer)',
        expected: 'number or object',
        got: 'string',
      });
      expect(checkShape({ anyOf: [num, { anyOf: [{ type: ['null'] }, str] }] }, true)).toEqual({
        field: '(answer)',
        expected: 'number or null or string',
        got: 'boolean',
      });
    });

    it('an option that takes any value is always a candidate', () => {
      expect(checkShape({ anyOf: [num, {}] }, 'abc')).toBeUndefined();
      expect(checkShape({ anyOf: [num, { anyOf: [str, {}] }] }, true)).toBeUndefined();
      expect(checkShape({ anyOf: [num, { required: ['a'] }] }, {})).toEqual({
        field: 'a',
        expected: 'any value',
        got: 'undefined (missing)',
      });
    });

    it('a field of an option that is any value is described so', () => {
      expect(checkShape({ anyOf: [num, object({ a: { anyOf: [str, {}] } }, ['a'])] }, {})).toEqual({
        field: 'a',
        expected: 'string or any value',
        got: 'undefined (missing)',
      });
    });
  });

  describe('tagged unions', () => {
    const union: Shape = {
      properties: { kind: str },
      required: ['kind'],
      tag: { name: 'kind', map: { run: 'RunItem' } },
    };

    it('a known tag is checked against its schema', () => {
      expect(checkShape(union, { kind: 'run', ...RUN })).toBeUndefined();
      expect(checkShape(union, { kind: 'run', ...RUN, state: 5 })).toEqual({
        field: 'state',
        expected: 'string',
        got: 'number',
      });
    });

    it('an unknown tag, or one inherited by every object, only needs the object and its tag', () => {
      expect(checkShape(union, { kind: 'video', state: 5 })).toBeUndefined();
      expect(checkShape(union, { kind: 'toString', state: 5 })).toBeUndefined();
      expect(checkShape({ tag: { name: 'kind', map: { run: 'RunItem' } } }, { kind: 7 })).toBeUndefined();
      expect(checkShape({ tag: { name: 'kind', map: { 7: 'RunItem' } } }, { kind: 7 })).toBeUndefined();
      expect(checkShape({ tag: { name: 'kind', map: {} } }, 'abc')).toBeUndefined();
    });
  });
});
