/**
 * The inspection commands in this process (src/cli/inspect.ts and src/cli/inspect/*): the command line parsed as
 * the CLI parses it, then run against a scripted service on loopback. Every argument that can be checked here is
 * refused before any request (a UsageError, which the CLI exits 2 with), naming the flag and what it takes; each
 * command sends exactly its request and prints exactly its answer; --quiet silences progress, never the answer;
 * --verbose logs each request and retry on stderr, never the key or a query.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError, type Parsed } from '../../src/cli/args.ts';
import { commandHelp, groupHelp } from '../../src/cli/help.ts';
import { schemaPath } from '../../src/cli/documents.ts';
import {
  cell,
  checkInspection,
  DownloadError,
  fields,
  isInspection,
  runInspection,
  table,
  whole,
} from '../../src/cli/inspect.ts';
import { INSPECTION_COMMANDS } from '../../src/cli/inspect/index.ts';
import { commandSpec } from '../../src/cli/spec.ts';
import { VERSION } from '../../src/version.ts';
import { ApiAbortError, ApiShapeError } from '../../src/client/index.ts';
import { startScriptServer, type Reply, type ScriptServer } from '../helpers/script-server.ts';
import { scratch } from './harness.ts';

const KEY = 'sk-inspect-4f2a9c1e7b3d5a8c';
const UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
let server: ScriptServer;

beforeEach(async () => {
  server = await startScriptServer();
});
afterEach(async () => {
  await server.close();
});

interface Ran {
  stdout: string;
  stderr: string;
  error: unknown;
  redactors: ((text: string) => string)[];
}

function parse(args: string[]): Parsed {
  const parsed = parseCommandLine(args);
  if (parsed.kind !== 'command') throw new Error(`${args.join(' ')} is no command`);
  return parsed;
}

/** Runs `cloud-agent <args>` (an inspection command) against the scripted service. */
async function inspect(args: string[], apiKey = KEY, signal = new AbortController().signal): Promise<Ran> {
  const ran: Ran = { stdout: '', stderr: '', error: undefined, redactors: [] };
  try {
    await runInspection(parse(args), {
      stdout: (text) => (ran.stdout += text),
      stderr: (text) => (ran.stderr += text),
      signal,
      apiKey,
      baseUrl: server.url,
      requireKey: () => {
        if (apiKey === '') throw new UsageError('no API key', 'CLOUD_AGENT_API_KEY');
      },
      redactors: ran.redactors,
      elapsed: () => 1234,
      color: false,
    });
  } catch (error) {
    ran.error = error;
  }
  return ran;
}

/** The usage error of a command line, which must have sent nothing and printed nothing. */
async function refused(args: string[]): Promise<UsageError> {
  const { error, stdout, stderr } = await inspect(args);
  expect(error).toBeInstanceOf(UsageError);
  expect(server.requests).toEqual([]);
  expect(stdout + stderr).toBe('');
  return error as UsageError;
}

/** What was asked of the service: method, path and query. */
const asked = () => server.requests.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`);

const ok = (body: unknown): Reply => ({ status: 200, body });

const RUN = {
  run_id: 'r1',
  task_id: 'r1',
  title: 'Fix the flaky test',
  state: 'FAILED',
  prompt: 'Fix it',
  created_at: '2026-11-27T06:00:00Z',
  updated_at: '2026-11-27T06:05:00Z',
};

describe('every argument checkable here: a usage error naming the flag, and no request', () => {
  const STATES = 'QUEUED, PENDING, CLAIMED, INPROGRESS, SUCCEEDED, FAILED, BLOCKED, ERROR or CANCELLED';
  const ISO = (flag: string, value: string) =>
    `--${flag} takes an ISO 8601 date and time such as 2026-11-27T06:00:00Z, got "${value}"`;
  const cases: [string[], string, string][] = [
    [['runs', 'list', '--state', 'BOGUS'], `--state must be ${STATES}, got "BOGUS"`, '--state'],
    [['runs', 'list', '--state', 'FAILED,bogus'], `--state must be ${STATES}, got "bogus"`, '--state'],
    [['runs', 'list', '--created-after', 'yesterday'], ISO('created-after', 'yesterday'), '--created-after'],
    [
      ['runs', 'list', '--created-before', '2026-11-27'],
      ISO('created-before', '2026-11-27'),
      '--created-before',
    ],
    [
      ['runs', 'list', '--updated-after', '2026-02-30T00:00:00Z'],
      ISO('updated-after', '2026-02-30T00:00:00Z'),
      '--updated-after',
    ],
    [
      ['runs', 'list', '--created-after', '1764223200'],
      ISO('created-after', '1764223200'),
      '--created-after',
    ],
    [
      ['runs', 'list', '--created-after', '2026-13-01T00:00:00Z'],
      ISO('created-after', '2026-13-01T00:00:00Z'),
      '--created-after',
    ],
    [
      ['runs', 'list', '--created-after', '2026-11-27T06:00:00Z tomorrow'],
      ISO('created-after', '2026-11-27T06:00:00Z tomorrow'),
      '--created-after',
    ],
    [
      ['runs', 'list', '--sort', 'bogus'],
      '--sort must be updated_at, created_at, title or agent, got "bogus"',
      '--sort',
    ],
    [['runs', 'list', '--order', 'up'], '--order must be asc or desc, got "up"', '--order'],
    [
      ['runs', 'list', '--execution-location', 'MARS'],
      '--execution-location must be LOCAL or REMOTE, got "MARS"',
      '--execution-location',
    ],
    [
      ['runs', 'list', '--artifact-type', 'VIDEO'],
      '--artifact-type must be PLAN, PULL_REQUEST, SCREENSHOT, FILE or EXTERNAL_REFERENCE, got "VIDEO"',
      '--artifact-type',
    ],
    [
      ['runs', 'list', '--source', 'FAX'],
      '--source must be LINEAR, API, SLACK, LOCAL, SCHEDULED_AGENT, WEB_APP, GITHUB_ACTION, CLOUD_MODE, CLI, JIRA, SELF_IMPROVEMENT, GITHUB_WEBHOOK, GITLAB_WEBHOOK, AUTOFIX, RUN_SCORER, ORCHESTRATION, TEAMS, AZURE_DEVOPS_WEBHOOK, BENCHMARK_TRIAL, CREATE_BENCHMARK_TASK or CUSTOM_WEBHOOK, got "FAX"',
      '--source',
    ],
    [['runs', 'list', '--limit', '0'], '--limit must be a whole number from 1 to 500, got "0"', '--limit'],
    [
      ['runs', 'list', '--limit', '501'],
      '--limit must be a whole number from 1 to 500, got "501"',
      '--limit',
    ],
    [
      ['runs', 'list', '--limit', '2.5'],
      '--limit must be a whole number from 1 to 500, got "2.5"',
      '--limit',
    ],
    [['runs', 'list', '--limit=-1'], '--limit must be a whole number from 1 to 500, got "-1"', '--limit'],
    [
      ['runs', 'list', '--environment', 'env-1'],
      '--environment takes an environment id (22 letters and digits: cloud-agent environments lists them) or empty-environment, got "env-1"',
      '--environment',
    ],
    [['runs', 'list', '--metadata', 'ticket'], '--metadata takes key=value, got "ticket"', '--metadata'],
    [['runs', 'list', '--metadata', '=APP-1'], '--metadata takes key=value, got "=APP-1"', '--metadata'],
    [
      ['runs', 'list', '--metadata', 'a=1', '--metadata', 'a=2'],
      '--metadata gives "a" twice; give each key once',
      '--metadata',
    ],
    [
      ['runs', 'list', ...['a', 'b', 'c', 'd', 'e', 'f'].flatMap((k) => ['--metadata', `${k}=1`])],
      '--metadata: at most 5 key/value pairs may be filtered on, got 6',
      '--metadata',
    ],
    [['runs', 'list', '--name', ''], '--name is empty: give it a value, or leave it out', '--name'],
    [['runs', 'list', '--state', ' '], '--state is empty: give it a value, or leave it out', '--state'],
    [['runs', 'get', ''], '<run-id> is empty', '<run-id>'],
    [['runs', 'conversation', ' '], '<run-id> is empty', '<run-id>'],
    [['runs', 'get', '..'], '<run-id> ".." is not an id', '<run-id>'],
    [['schedules', 'get', '.'], '<schedule-id> "." is not an id', '<schedule-id>'],
    [
      ['artifacts', 'get', 'art_12'],
      '<artifact-uid> must be a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6, got "art_12"',
      '<artifact-uid>',
    ],
    [['agents', '--repo', 'acme'], '--repo takes a repository such as acme/app, got "acme"', '--repo'],
    [
      ['agents', '--repo', 'acme/app/x'],
      '--repo takes a repository such as acme/app, got "acme/app/x"',
      '--repo',
    ],
    [
      ['factories', 'list', '--limit', '101'],
      '--limit must be a whole number from 1 to 100, got "101"',
      '--limit',
    ],
    [['factories', 'get', ''], '<factory-uid> is empty', '<factory-uid>'],
    [['schedules', 'get', ''], '<schedule-id> is empty', '<schedule-id>'],
    [
      ['scorers', 'list', '--factory', ''],
      '--factory is empty: give it a value, or leave it out',
      '--factory',
    ],
    [
      ['scorers', 'results', 'seven'],
      '<scorer-id> must be a whole number (cloud-agent scorers list shows them), got "seven"',
      '<scorer-id>',
    ],
    [
      ['scorers', 'results', '99999999999999999999'],
      '<scorer-id> must be a whole number (cloud-agent scorers list shows them), got "99999999999999999999"',
      '<scorer-id>',
    ],
    [
      ['scorers', 'results', '7', '--limit', '0'],
      '--limit must be a whole number from 1 to 100, got "0"',
      '--limit',
    ],
    [
      ['scorers', 'results', '7', '--cursor', ''],
      '--cursor is empty: give it a value, or leave it out',
      '--cursor',
    ],
    [
      ['scorers', 'pass-rate', '1e3'],
      '<scorer-id> must be a whole number (cloud-agent scorers list shows them), got "1e3"',
      '<scorer-id>',
    ],
    [
      ['scorers', 'pass-rate', '7', '--group-by', 'year'],
      '--group-by must be day, week or month, got "year"',
      '--group-by',
    ],
    [['scorers', 'pass-rate', '7', '--start', 'last week'], ISO('start', 'last week'), '--start'],
    [['scorers', 'pass-rate', '7', '--end', 'now'], ISO('end', 'now'), '--end'],
    [
      ['scorers', 'pass-rate', '7', '--start', '2026-11-27T06:00:00Z', '--end', '2026-11-27T07:00:00+01:00'],
      '--start must be before --end, got 2026-11-27T06:00:00Z and 2026-11-27T07:00:00+01:00',
      '--start',
    ],
  ];
  it.each(cases)('%j', async (args, message, flag) => {
    const error = await refused(args);
    expect(error.message).toBe(message);
    expect(error.flag).toBe(flag);
  });

  it('-o into a folder that does not exist, or onto a folder', async () => {
    const dir = scratch();
    const missing = join(dir, 'none', 'file.png');
    const error = await refused(['artifacts', 'get', UUID, '-o', missing]);
    expect(error.message).toBe(`--output ${missing}: the folder ${join(dir, 'none')} does not exist`);
    expect(error.flag).toBe('--output');
    expect((await refused(['runs', 'transcript', 'r1', '--output', dir])).message).toBe(
      `--output ${dir} is a folder; give the name of a file to write`,
    );
  });

  it('a wrong argument is told before a missing key; a right one without a key sends nothing', async () => {
    const bad = await inspect(['runs', 'list', '--sort', 'bogus'], '');
    expect((bad.error as UsageError).flag).toBe('--sort');
    const right = await inspect(['runs', 'list', '--sort', 'title'], '');
    expect((right.error as UsageError).message).toBe('no API key');
    expect(server.requests).toEqual([]);
  });

  it('--quiet and --verbose together contradict each other', () => {
    expect(() => parseCommandLine(['models', '-q', '-v'])).toThrow(
      new UsageError('--quiet and --verbose contradict each other; give one', '--verbose'),
    );
  });

  it('a command that is not an inspection command is not run as one', async () => {
    const error = (await inspect(['cancel', 'r1'])).error as UsageError;
    expect(error.message).toBe('cancel is not an inspection command');
    expect(server.requests).toEqual([]);
  });
});

describe('--json prints the answer as it came, whatever it holds', () => {
  const ANY = { as: 'it came', list: [1, null, { deep: true }] };
  const cases: [string[], string][] = [
    [['runs', 'get', 'r/1'], 'GET /agent/runs/r%2F1'],
    [['runs', 'conversation', 'r1'], 'GET /agent/runs/r1/conversation'],
    [['runs', 'timeline', 'r1'], 'GET /agent/runs/r1/timeline'],
    [['artifacts', 'get', UUID], `GET /agent/artifacts/${UUID}`],
    [['agents'], 'GET /agent'],
    [['agents', '--repo', 'acme/app'], 'GET /agent?repo=acme%2Fapp'],
    [['environments'], 'GET /agent/environments'],
    [['models'], 'GET /agent/models'],
    [['workers'], 'GET /agent/connected-self-hosted-workers'],
    [['schedules', 'list'], 'GET /agent/schedules'],
    [['schedules', 'get', 'sch_1'], 'GET /agent/schedules/sch_1'],
    [['factories', 'list'], 'GET /factory'],
    [['factories', 'list', '--limit', '2', '--cursor', 'c2'], 'GET /factory?limit=2&cursor=c2'],
    [['factories', 'get', 'fac_web'], 'GET /factory/fac_web'],
    [['scorers', 'results', '7', '--limit', '5'], 'GET /factory/scorers/7/results?limit=5'],
    [
      ['scorers', 'pass-rate', '7', '--group-by', 'month'],
      'GET /factory/scorers/7/metrics/pass-rate?group_by_period=month',
    ],
  ];
  it.each(cases)('%j', async (args, request) => {
    server.reply(ok(ANY));
    const ran = await inspect([...args, '--json']);
    expect(ran.error).toBeUndefined();
    expect(JSON.parse(ran.stdout)).toEqual(ANY);
    expect(ran.stderr).toBe('');
    expect(asked()).toEqual([request]);
  });

  it('for people the same answer is read, and one of the wrong shape is an error naming it', async () => {
    server.reply(ok(ANY));
    const ran = await inspect(['factories', 'list']);
    expect(ran.error).toBeInstanceOf(ApiShapeError);
    expect(ran.stdout).toBe('');
  });
});

describe('runs list', () => {
  it('sends every filter as the service writes it: states and enums in its case, times in UTC', async () => {
    server.reply(ok({ runs: [RUN], page_info: { has_next_page: false } }));
    const ran = await inspect([
      'runs',
      'list',
      '--state',
      'failed,Error',
      '--state',
      'CANCELLED',
      '--created-after',
      '2026-11-27T07:00:00+01:00',
      '--created-before',
      '2026-11-28T00:00Z',
      '--updated-after',
      '2026-11-27T06:00:00.5Z',
      '--name',
      'review',
      '--model',
      'claude-4-5-sonnet',
      '--creator',
      'u1',
      '--executor',
      'u2',
      '--source',
      'cli',
      '--execution-location',
      'remote',
      '--environment',
      'empty-environment',
      '--skill',
      'acme/app:review',
      '--schedule',
      'sch_1',
      '--ancestor',
      'r0',
      '--metadata',
      'ticket=APP-1=2',
      '--artifact-type',
      'pull_request',
      '--q',
      'flaky',
      '--sort',
      'CREATED_AT',
      '--order',
      'ASC',
      '--limit',
      '50',
      '--cursor',
      'c1',
    ]);
    expect(ran.error).toBeUndefined();
    expect(server.requests).toHaveLength(1);
    expect([...server.requests[0]!.query]).toEqual([
      ['state', 'FAILED'],
      ['state', 'ERROR'],
      ['state', 'CANCELLED'],
      ['name', 'review'],
      ['model_id', 'claude-4-5-sonnet'],
      ['creator', 'u1'],
      ['executor', 'u2'],
      ['source', 'CLI'],
      ['execution_location', 'REMOTE'],
      ['environment_id', 'empty-environment'],
      ['skill', 'acme/app:review'],
      ['schedule_id', 'sch_1'],
      ['ancestor_run_id', 'r0'],
      ['created_after', '2026-11-27T06:00:00.000Z'],
      ['created_before', '2026-11-28T00:00:00.000Z'],
      ['updated_after', '2026-11-27T06:00:00.500Z'],
      ['metadata[ticket]', 'APP-1=2'],
      ['artifact_type', 'PULL_REQUEST'],
      ['q', 'flaky'],
      ['sort_by', 'created_at'],
      ['sort_order', 'asc'],
      ['limit', '50'],
      ['cursor', 'c1'],
    ]);
  });

  it('five metadata pairs are sent, the most the service filters on', async () => {
    server.reply(ok({ runs: [], page_info: { has_next_page: false } }));
    const pairs = ['a', 'b', 'c', 'd', 'e'].flatMap((k) => ['--metadata', `${k}=1`]);
    expect((await inspect(['runs', 'list', ...pairs])).error).toBeUndefined();
    expect(server.requests[0]!.query.size).toBe(5);
  });

  it('an environment id of 22 letters and digits is sent; no flag, no filter', async () => {
    server.reply(ok({ runs: [], page_info: { has_next_page: false } }));
    server.reply(ok({ runs: [], page_info: { has_next_page: false } }));
    await inspect(['runs', 'list', '--environment', 'AbCdEfGhIjKlMnOpQrStUv']);
    await inspect(['runs', 'list']);
    expect(asked()).toEqual(['GET /agent/runs?environment_id=AbCdEfGhIjKlMnOpQrStUv', 'GET /agent/runs']);
  });

  it('for people: a table, the runs the filters rule out left out and said so, the next page named', async () => {
    server.reply(
      ok({
        runs: [RUN, { ...RUN, run_id: 'r2', state: 'SUCCEEDED', title: 'Other' }],
        page_info: { has_next_page: true, next_cursor: 'c\u001b[2' },
      }),
    );
    const ran = await inspect(['runs', 'list', '--state', 'FAILED']);
    expect(ran.stdout).toBe(
      [
        'RUN  STATE   CREATED               MODEL  CREDITS  TITLE',
        'r1   FAILED  2026-11-27T06:00:00Z  -      -        Fix the flaky test',
        '(1 run the service sent did not match the filters and was left out: the service did not apply them)',
        '',
        'more: --cursor c',
        '',
      ].join('\n'),
    );
    expect(ran.stderr).toBe('');
  });

  it('--json: the checked page, the note a warning on stderr (--quiet too: a warning is not progress)', async () => {
    const page = {
      runs: [RUN, { ...RUN, run_id: 'r2', state: 'QUEUED' }, { ...RUN, run_id: 'r3', state: 'QUEUED' }],
      page_info: { has_next_page: false },
    };
    server.reply(ok(page), ok(page));
    const ran = await inspect(['runs', 'list', '--state', 'FAILED', '--json']);
    expect(JSON.parse(ran.stdout)).toEqual({ runs: [RUN], page_info: { has_next_page: false } });
    expect(ran.stderr).toBe(
      '[   1.2s] warning: 2 runs the service sent did not match the filters and were left out: the service did not apply them\n',
    );
    const quiet = await inspect(['runs', 'list', '--state', 'FAILED', '--json', '--quiet']);
    expect(JSON.parse(quiet.stdout)).toEqual({ runs: [RUN], page_info: { has_next_page: false } });
    expect(quiet.stderr).toBe(ran.stderr);
  });

  it('--all follows every page into one document, the cursor of each page in turn', async () => {
    server.reply(
      ok({ runs: [RUN], page_info: { has_next_page: true, next_cursor: 'p2' } }),
      ok({ runs: [{ ...RUN, run_id: 'r2' }], page_info: { has_next_page: true, next_cursor: 'p3' } }),
      ok({ runs: [], page_info: { has_next_page: false } }),
    );
    const ran = await inspect(['runs', 'list', '--all', '--limit', '1', '--json']);
    expect(asked()).toEqual([
      'GET /agent/runs?limit=1',
      'GET /agent/runs?limit=1&cursor=p2',
      'GET /agent/runs?limit=1&cursor=p3',
    ]);
    expect(JSON.parse(ran.stdout)).toEqual({
      runs: [RUN, { ...RUN, run_id: 'r2' }],
      page_info: { has_next_page: false },
    });
  });

  it('no next page, no "more" line, whatever cursor came with it', async () => {
    server.reply(ok({ runs: [RUN], page_info: { has_next_page: false, next_cursor: 'stale' } }));
    expect((await inspect(['runs', 'list'])).stdout).toBe(
      'RUN  STATE   CREATED               MODEL  CREDITS  TITLE\nr1   FAILED  2026-11-27T06:00:00Z  -      -        Fix the flaky test\n',
    );
  });

  it('--all: a page whose runs were all left out is no end; what was left out is counted over every page', async () => {
    const other = { ...RUN, run_id: 'x', state: 'QUEUED' };
    server.reply(
      ok({ runs: [other], page_info: { has_next_page: true, next_cursor: 'p2' } }),
      ok({ runs: [RUN, other], page_info: { has_next_page: true, next_cursor: 'p3' } }),
      ok({ runs: [], page_info: { has_next_page: true, next_cursor: 'p4' } }),
    );
    const ran = await inspect(['runs', 'list', '--state', 'FAILED', '--all']);
    expect(asked()).toEqual([
      'GET /agent/runs?state=FAILED',
      'GET /agent/runs?state=FAILED&cursor=p2',
      'GET /agent/runs?state=FAILED&cursor=p3',
    ]);
    expect(ran.stdout).toBe(
      [
        'RUN  STATE   CREATED               MODEL  CREDITS  TITLE',
        'r1   FAILED  2026-11-27T06:00:00Z  -      -        Fix the flaky test',
        '(2 runs the service sent did not match the filters and were left out: the service did not apply them)',
        '',
        'more: --cursor p4',
        '',
      ].join('\n'),
    );
  });

  it('--all stops at a cursor it has followed already, and where the service says there is no next page', async () => {
    server.reply(
      ok({ runs: [RUN], page_info: { has_next_page: true, next_cursor: 'p2' } }),
      ok({ runs: [RUN], page_info: { has_next_page: true, next_cursor: 'p2' } }),
      ok({ runs: [RUN], page_info: { has_next_page: false, next_cursor: 'p9' } }),
    );
    await inspect(['runs', 'list', '--all', '--json']);
    expect(asked()).toEqual(['GET /agent/runs', 'GET /agent/runs?cursor=p2']);
    server.requests.length = 0;
    const ran = await inspect(['runs', 'list', '--all', '--json', '--cursor', 'p8']);
    expect(asked()).toEqual(['GET /agent/runs?cursor=p8']);
    expect(ran.error).toBeUndefined();
    expect(ran.stderr).toBe('');
  });

  it('no runs: "(none)"', async () => {
    server.reply(ok({ runs: [], page_info: { has_next_page: false } }));
    expect((await inspect(['runs', 'list'])).stdout).toBe('(none)\n');
  });

  it("each run's model (its resolved config) and credits (its usage, as the report sums it); --json as it came", async () => {
    const page = {
      runs: [
        {
          ...RUN,
          agent_config: { model_id: 'claude-4-5-sonnet', name: 'review' },
          request_usage: { inference_cost: 12.345, compute_cost: 1, inference_cost_usd: 0.12 },
        },
        { ...RUN, run_id: 'r2', agent_config: { name: 'review' }, request_usage: { compute_cost: 0 } },
        // The service's text: what would steer the terminal is taken out.
        { ...RUN, run_id: 'r3', agent_config: { model_id: 'm\u001b[31m' }, request_usage: {} },
      ],
      page_info: { has_next_page: false },
    };
    server.reply(ok(page), ok(page));
    expect((await inspect(['runs', 'list'])).stdout).toBe(
      [
        'RUN  STATE   CREATED               MODEL              CREDITS  TITLE',
        'r1   FAILED  2026-11-27T06:00:00Z  claude-4-5-sonnet  13.35    Fix the flaky test',
        'r2   FAILED  2026-11-27T06:00:00Z  -                  0        Fix the flaky test',
        'r3   FAILED  2026-11-27T06:00:00Z  m' + ' '.repeat(18) + '-        Fix the flaky test',
        '',
      ].join('\n'),
    );
    expect(JSON.parse((await inspect(['runs', 'list', '--json'])).stdout)).toEqual(page);
  });
});

describe('one run', () => {
  it('runs get: its fields for people, the answer as it came with --json', async () => {
    const run = {
      ...RUN,
      started_at: '2026-11-27T06:01:00Z',
      session_link: 'https://app.example/s/1',
      conversation_id: 'c1',
      status_message: { message: 'Tests still fail' },
      agent_config: { model_id: 'claude-4-5-sonnet' },
      request_usage: { inference_cost: 2, compute_cost: 0.5 },
      artifacts: [
        { artifact_type: 'PULL_REQUEST', data: {} },
        { artifact_type: 'PLAN', data: {} },
      ],
      unknown_field: { kept: true },
    };
    server.reply(ok(run), ok(run));
    expect((await inspect(['runs', 'get', 'r1'])).stdout).toBe(
      [
        'run_id           r1',
        'title            Fix the flaky test',
        'state            FAILED',
        'error            Tests still fail',
        'created_at       2026-11-27T06:00:00Z',
        'started_at       2026-11-27T06:01:00Z',
        'updated_at       2026-11-27T06:05:00Z',
        'session_link     https://app.example/s/1',
        'conversation_id  c1',
        'model            claude-4-5-sonnet',
        'credits          2.5',
        'artifacts        PULL_REQUEST, PLAN',
        '',
      ].join('\n'),
    );
    expect(JSON.parse((await inspect(['runs', 'get', 'r1', '--json'])).stdout)).toEqual(run);
    expect(asked()).toEqual(['GET /agent/runs/r1', 'GET /agent/runs/r1']);
  });

  it('runs get: what the run lacks is left out', async () => {
    server.reply(ok(RUN));
    expect((await inspect(['runs', 'get', 'r1'])).stdout).toBe(
      [
        'run_id      r1',
        'title       Fix the flaky test',
        'state       FAILED',
        'created_at  2026-11-27T06:00:00Z',
        'updated_at  2026-11-27T06:05:00Z',
        '',
      ].join('\n'),
    );
  });

  it('runs conversation: the steps as an outline, each message by its role', async () => {
    server.reply(
      ok({
        conversation_id: 'c1',
        steps: [
          {
            id: 's1',
            summary: 'Read the test',
            messages: [
              {
                role: 'user',
                content: [
                  { type: 'text', text: 'Fix\nthe test' },
                  { type: 'image' },
                  { type: 'text', text: 'now' },
                ],
              },
              { role: 'agent', content: [{ type: 'tool_call' }, { type: 'tool_result' }] },
            ],
            steps: [{ id: 's2', description: 'Ran it', messages: [], steps: [] }],
          },
          { id: 's3', messages: [], steps: [] },
        ],
      }),
      ok({ conversation_id: 'c1', steps: [] }),
    );
    expect((await inspect(['runs', 'conversation', 'r1'])).stdout).toBe(
      '- Read the test\n  user: Fix the test now\n  - Ran it\n- s3\n',
    );
    expect((await inspect(['runs', 'conversation', 'r1'])).stdout).toBe('(no steps)\n');
    expect(asked()).toEqual(['GET /agent/runs/r1/conversation', 'GET /agent/runs/r1/conversation']);
  });

  it('runs timeline: a table of its events', async () => {
    server.reply(
      ok({
        events: [
          { event_uuid: 'e1', event_type: 'QUEUED', occurred_at: '2026-11-27T06:00:00Z', run_id: 'r1' },
          { event_uuid: 'e2', event_type: 'FAILED', run_id: 'r1' },
        ],
      }),
    );
    expect((await inspect(['runs', 'timeline', 'r1'])).stdout).toBe(
      'TIME                  EVENT\n2026-11-27T06:00:00Z  QUEUED\n-                     FAILED\n',
    );
    expect(asked()).toEqual(['GET /agent/runs/r1/timeline']);
  });
});

describe('downloads', () => {
  /** The service's redirect to a signed URL on the same loopback server, then the file. */
  const signed = (content: string): Reply[] => [
    { status: 302, headers: { location: `${server.origin}/files/signed?sig=abc` } },
    { status: 200, raw: content, headers: { 'content-type': 'application/octet-stream' } },
  ];

  it('runs transcript: onto stdout, the key never sent to the signed URL', async () => {
    server.reply(...signed('{"transcript": true}'));
    const ran = await inspect(['runs', 'transcript', 'r1']);
    expect(ran.stdout).toBe('{"transcript": true}');
    expect(asked()).toEqual(['GET /agent/runs/r1/transcript', 'GET /files/signed?sig=abc']);
    expect(server.requests[1]!.headers.authorization).toBeUndefined();
  });

  it('-o writes the file and says so on stderr; --quiet writes it and says nothing', async () => {
    const file = join(scratch(), 'transcript.json');
    server.reply(...signed('hello'), ...signed('hello again'));
    const ran = await inspect(['runs', 'transcript', 'r1', '-o', file]);
    expect(readFileSync(file, 'utf8')).toBe('hello');
    expect(ran.stdout).toBe('');
    expect(ran.stderr).toBe(`[   1.2s] wrote 5 bytes to ${file}\n`);
    const quiet = await inspect(['runs', 'transcript', 'r1', '-o', file, '-q']);
    expect(readFileSync(file, 'utf8')).toBe('hello again');
    expect(quiet.stdout + quiet.stderr).toBe('');
  });

  it('--json prints the signed URL and downloads nothing, unless -o names a file', async () => {
    const file = join(scratch(), 't.json');
    server.reply(signed('x')[0]!, ...signed('content'));
    const url = `${server.origin}/files/signed?sig=abc`;
    expect(JSON.parse((await inspect(['runs', 'transcript', 'r1', '--json'])).stdout)).toEqual({ url });
    expect(asked()).toEqual(['GET /agent/runs/r1/transcript']);
    const both = await inspect(['runs', 'transcript', 'r1', '--json', '-o', file, '-q']);
    expect(JSON.parse(both.stdout)).toEqual({ url });
    expect(readFileSync(file, 'utf8')).toBe('content');
  });

  it('a signed URL that answers 300 is a DownloadError too; 299 is content', async () => {
    server.reply(signed('x')[0]!, { status: 300, raw: 'choices' }, signed('x')[0]!, {
      status: 299,
      raw: 'ok',
    });
    expect((await inspect(['runs', 'transcript', 'r1'])).error).toBeInstanceOf(DownloadError);
    expect((await inspect(['runs', 'transcript', 'r1'])).stdout).toBe('ok');
  });

  it('a signed URL that answers a redirect of its own is a DownloadError', async () => {
    server.reply(signed('x')[0]!, { status: 302, headers: { location: 'https://elsewhere.example/' } });
    const ran = await inspect(['runs', 'transcript', 'r1']);
    expect(ran.error).toBeInstanceOf(DownloadError);
    expect((ran.error as Error).message).toBe('the download answered HTTP 302');
    expect(ran.stdout).toBe('');
  });

  it('artifacts get: the artifact whole; -o downloads its file; --json -o prints the URL it came from', async () => {
    const artifact = { artifact_type: 'SCREENSHOT', data: { mime_type: 'image/png' }, artifact_uid: UUID };
    const file = join(scratch(), 'shot.png');
    server.reply(ok(artifact), ok(artifact), ...signed('PNG'), ...signed('PNG2'));
    expect((await inspect(['artifacts', 'get', UUID])).stdout).toBe(
      [
        'artifact_type  SCREENSHOT',
        'data           {"mime_type":"image/png"}',
        `artifact_uid   ${UUID}`,
        '',
      ].join('\n'),
    );
    expect(JSON.parse((await inspect(['artifacts', 'get', UUID, '--json'])).stdout)).toEqual(artifact);
    const saved = await inspect(['artifacts', 'get', UUID, '-o', file]);
    expect(readFileSync(file, 'utf8')).toBe('PNG');
    expect(saved.stdout).toBe('');
    expect(saved.stderr).toBe(`[   1.2s] wrote 3 bytes to ${file}\n`);
    const json = await inspect(['artifacts', 'get', UUID, '-o', file, '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ url: `${server.origin}/files/signed?sig=abc` });
    expect(readFileSync(file, 'utf8')).toBe('PNG2');
    expect(asked()).toEqual([
      `GET /agent/artifacts/${UUID}`,
      `GET /agent/artifacts/${UUID}`,
      `GET /agent/artifacts/${UUID}/download`,
      'GET /files/signed?sig=abc',
      `GET /agent/artifacts/${UUID}/download`,
      'GET /files/signed?sig=abc',
    ]);
  });

  it('an answer that is no object is shown as one line', async () => {
    server.reply(ok('plain'));
    expect((await inspect(['artifacts', 'get', UUID])).stdout).toBe('answer  plain\n');
  });

  it('a file that cannot be written after the download says so', async () => {
    const dir = scratch();
    const file = join(dir, 'sub', 'f');
    mkdirSync(join(dir, 'sub'));
    server.reply(signed('x')[0]!, () => {
      // The folder goes away between the check and the write.
      rmSync(join(dir, 'sub'), { recursive: true });
      return signed('x')[1]!;
    });
    const ran = await inspect(['runs', 'transcript', 'r1', '-o', file]);
    expect((ran.error as Error).message).toBe(`cannot write ${file} (ENOENT); the download was not kept`);
  });
});

describe('catalog', () => {
  it('agents --repo asks for that repository only; a table of names and variants', async () => {
    server.reply(ok({ agents: [{ name: 'review', variants: [{}, {}] }, { name: 'triage' }] }));
    const ran = await inspect(['agents', '--repo', 'acme/app']);
    expect(asked()).toEqual(['GET /agent?repo=acme%2Fapp']);
    expect(ran.stdout).toBe('NAME    VARIANTS\nreview  2\ntriage  -\n');
  });

  it('agents without --repo asks for every repository', async () => {
    server.reply(ok({ agents: [] }));
    expect((await inspect(['agents'])).stdout).toBe('(none)\n');
    expect(asked()).toEqual(['GET /agent']);
  });

  it('environments, workers: their tables', async () => {
    server.reply(
      ok({
        environments: [
          { uid: 'AbCdEfGhIjKlMnOpQrStUv', config: { name: 'web' }, last_updated: 'yesterday' },
          { uid: 'BbCdEfGhIjKlMnOpQrStUv' },
        ],
      }),
      ok({ workers: [{ worker_host: 'box-1', connection_count: 2, last_seen_at: '2026-11-27T06:00:00Z' }] }),
    );
    expect((await inspect(['environments'])).stdout).toBe(
      'ID                      NAME  UPDATED\nAbCdEfGhIjKlMnOpQrStUv  web   yesterday\nBbCdEfGhIjKlMnOpQrStUv  -     -\n',
    );
    expect((await inspect(['workers'])).stdout).toBe(
      'HOST   CONNECTIONS  LAST SEEN\nbox-1  2            2026-11-27T06:00:00Z\n',
    );
    expect(asked()).toEqual(['GET /agent/environments', 'GET /agent/connected-self-hosted-workers']);
  });

  it('models marks the default one; --json prints the answer as it came', async () => {
    const answer = {
      default_model_id: 'm2',
      models: [{ id: 'm1', display_name: 'One', provider: 'acme' }, { id: 'm2', display_name: 'Two' }, {}],
    };
    server.reply(ok(answer), ok(answer));
    expect((await inspect(['models'])).stdout).toBe(
      'ID            NAME  PROVIDER\nm1            One   acme\nm2 (default)  Two   -\n-             -     -\n',
    );
    expect(JSON.parse((await inspect(['models', '--json'])).stdout)).toEqual(answer);
    expect(asked()).toEqual(['GET /agent/models', 'GET /agent/models']);
  });
});

describe('schedules and factories', () => {
  const SCHEDULE = {
    id: 'sch_1',
    name: 'nightly',
    cron_schedule: '0 3 * * *',
    enabled: true,
    prompt: 'Tidy up',
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-02T00:00:00Z',
  };

  it('schedules list and get', async () => {
    server.reply(ok({ schedules: [SCHEDULE] }), ok({ ...SCHEDULE, last_spawn_error: 'no credits' }));
    expect((await inspect(['schedules', 'list'])).stdout).toBe(
      'ID     NAME     CRON       ENABLED\nsch_1  nightly  0 3 * * *  true\n',
    );
    expect((await inspect(['schedules', 'get', 'sch_1'])).stdout).toBe(
      [
        'id                sch_1',
        'name              nightly',
        'cron_schedule     0 3 * * *',
        'enabled           true',
        'prompt            Tidy up',
        'created_at        2026-11-01T00:00:00Z',
        'updated_at        2026-11-02T00:00:00Z',
        'last_spawn_error  no credits',
        '',
      ].join('\n'),
    );
    expect(asked()).toEqual(['GET /agent/schedules', 'GET /agent/schedules/sch_1']);
  });

  it('factories list: one page as it came with --json; --all follows the pages; --limit is sent', async () => {
    const first = {
      factories: [{ uid: 'f1', name: 'Web' }],
      page_info: { has_next_page: true, next_cursor: 'n2' },
    };
    const second = { factories: [{ uid: 'f2', updated_at: 'today' }], page_info: { has_next_page: false } };
    server.reply(ok(first), ok(first), ok(second));
    expect(JSON.parse((await inspect(['factories', 'list', '--json', '--cursor', 'n1'])).stdout)).toEqual(
      first,
    );
    expect((await inspect(['factories', 'list', '--all', '--limit', '1'])).stdout).toBe(
      'UID  NAME  UPDATED\nf1   Web   -\nf2   -     today\n',
    );
    expect(asked()).toEqual([
      'GET /factory?cursor=n1',
      'GET /factory?limit=1',
      'GET /factory?limit=1&cursor=n2',
    ]);
  });

  it('factories get', async () => {
    server.reply(ok({ uid: 'fac_web', name: 'Web', alias: 'web', updated_at: '2026-11-02T00:00:00Z' }));
    expect((await inspect(['factories', 'get', 'fac_web'])).stdout).toBe(
      'uid         fac_web\nname        Web\nalias       web\nupdated_at  2026-11-02T00:00:00Z\n',
    );
    expect(asked()).toEqual(['GET /factory/fac_web']);
  });
});

describe('scorers', () => {
  const SCORER = {
    id: 7,
    name: 'tests pass',
    threshold: 0.7,
    version: 1,
    scope_mode: 'all',
    factory_uid: 'fac_web',
    pass_rate_summary: { pass_rate: 0.5 },
  };

  it("scorers list --factory: another factory's scorer left out and said so", async () => {
    const { pass_rate_summary: _, ...unrated } = SCORER;
    const answer = {
      scorers: [SCORER, { ...unrated, id: 9 }, { ...SCORER, id: 8, name: 'lint', factory_uid: 'fac_other' }],
    };
    server.reply(ok(answer), ok(answer));
    expect((await inspect(['scorers', 'list', '--factory', 'fac_web'])).stdout).toBe(
      [
        'ID  NAME        FACTORY  THRESHOLD  PASS RATE',
        '7   tests pass  fac_web  0.7        0.5',
        '9   tests pass  fac_web  0.7        -',
        '(1 scorer the service sent did not match the filters and was left out: the service did not apply them)',
        '',
      ].join('\n'),
    );
    const json = await inspect(['scorers', 'list', '--factory', 'fac_web', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ scorers: [SCORER, { ...unrated, id: 9 }] });
    expect(json.stderr).toBe(
      '[   1.2s] warning: 1 scorer the service sent did not match the filters and was left out: the service did not apply them\n',
    );
    expect(asked()).toEqual([
      'GET /factory/scorers?factory_uid=fac_web',
      'GET /factory/scorers?factory_uid=fac_web',
    ]);
  });

  it('scorers results: a table of the attempts; --all --json every page in one document', async () => {
    const result = {
      run_id: 'r1',
      attempted_at: '2026-11-27T06:00:00Z',
      is_in_flight: false,
      status: 'completed',
      classification: 'pass',
      score: 0.9,
    };
    server.reply(
      ok({ results: [result], page_info: { has_next_page: false } }),
      ok({ results: [result], page_info: { has_next_page: true, next_cursor: 'k2' } }),
      ok({ results: [{ ...result, run_id: 'r2' }], page_info: { has_next_page: false } }),
    );
    expect((await inspect(['scorers', 'results', '007', '--limit', '100'])).stdout).toBe(
      'RUN  STATUS     CLASSIFICATION  SCORE  ATTEMPTED\nr1   completed  pass            0.9    2026-11-27T06:00:00Z\n',
    );
    const all = await inspect(['scorers', 'results', '7', '--all', '--json']);
    expect(JSON.parse(all.stdout)).toEqual({
      results: [result, { ...result, run_id: 'r2' }],
      page_info: { has_next_page: false },
    });
    expect(asked()).toEqual([
      'GET /factory/scorers/7/results?limit=100',
      'GET /factory/scorers/7/results',
      'GET /factory/scorers/7/results?cursor=k2',
    ]);
  });

  it('scorers pass-rate: the window in UTC and the period sent; the rate and its series', async () => {
    server.reply(
      ok({
        scorer_id: 7,
        start_date: '2026-11-01T00:00:00Z',
        end_date: '2026-11-15T00:00:00Z',
        group_by_period: 'week',
        pass_rate: 0.6667,
        pass_count: 2,
        fail_count: 1,
        series: [
          { period_start: '2026-11-01T00:00:00Z', pass_count: 2, fail_count: 1, pass_rate: 0.6667 },
          { period_start: '2026-11-08T00:00:00Z', pass_count: 0, fail_count: 0, pass_rate: null },
        ],
      }),
    );
    const ran = await inspect([
      'scorers',
      'pass-rate',
      '7',
      '--start',
      '2026-11-01T01:00:00+01:00',
      '--end',
      '2026-11-15T00:00:00Z',
      '--group-by',
      'WEEK',
    ]);
    expect(asked()).toEqual([
      'GET /factory/scorers/7/metrics/pass-rate?start_date=2026-11-01T00%3A00%3A00.000Z&end_date=2026-11-15T00%3A00%3A00.000Z&group_by_period=week',
    ]);
    expect(ran.stdout).toBe(
      [
        'pass rate 66.7% (2 passed, 1 failed) from 2026-11-01T00:00:00Z to 2026-11-15T00:00:00Z',
        'PERIOD                PASSED  FAILED  RATE',
        '2026-11-01T00:00:00Z  2       1       66.7%',
        '2026-11-08T00:00:00Z  0       0       -',
        '',
      ].join('\n'),
    );
  });
});

describe('--quiet, --verbose, redaction', () => {
  const MODELS = { default_model_id: 'm1', models: [{ id: 'm1' }] };

  it('--quiet never hides the answer on stdout', async () => {
    server.reply(ok(MODELS), ok(MODELS));
    expect((await inspect(['models', '-q'])).stdout).toBe(
      'ID            NAME  PROVIDER\nm1 (default)  -     -\n',
    );
    expect(JSON.parse((await inspect(['models', '--quiet', '--json'])).stdout)).toEqual(MODELS);
  });

  it('--verbose logs each request and each retry on stderr: method, path, status; no query, no key', async () => {
    server.reply(
      { status: 503, headers: { 'retry-after-ms': '100' } },
      ok({ runs: [], page_info: { has_next_page: false } }),
    );
    const ran = await inspect(['runs', 'list', '--q', 'secret words', '--verbose']);
    expect(ran.stdout).toBe('(none)\n');
    expect(ran.stderr.replace(/(HTTP \d+) in \d+ ms/g, '$1 in _ ms')).toBe(
      [
        '[   1.2s] GET /api/v1/agent/runs: HTTP 503 in _ ms',
        '[   1.2s] retrying listRuns in 100 ms (attempt 2): listRuns failed (HTTP 503). The service had an internal problem; try again later',
        '[   1.2s] GET /api/v1/agent/runs: HTTP 200 in _ ms (attempt 2)',
        '',
      ].join('\n'),
    );
    expect(ran.stderr).not.toContain('secret');
    expect(ran.stderr).not.toContain(KEY);
  });

  it('the requests say they come from the command line', async () => {
    server.reply(ok(MODELS));
    await inspect(['models']);
    expect(server.requests[0]!.headers['user-agent']).toMatch(
      new RegExp(`^cloud-agent-cli/${VERSION.replace(/\./g, '\\.')} cloud-agent-client/`),
    );
  });

  it('without --verbose a retry is not told', async () => {
    server.reply({ status: 503, headers: { 'retry-after-ms': '100' } }, ok(MODELS));
    const ran = await inspect(['models']);
    expect(ran.stderr).toBe('');
    expect(server.requests).toHaveLength(2);
  });

  it('an interrupted download stops at once', async () => {
    const controller = new AbortController();
    server.reply({ status: 302, headers: { location: `${server.origin}/files/x` } }, () => {
      controller.abort(new Error('SIGINT'));
      return { stallMs: 60_000 };
    });
    const began = Date.now();
    const ran = await inspect(['runs', 'transcript', 'r1'], KEY, controller.signal);
    expect(ran.error).toBeInstanceOf(Error);
    expect(Date.now() - began).toBeLessThan(5000);
  });

  it('--verbose tells a signed download by its origin only', async () => {
    server.reply(
      { status: 302, headers: { location: `${server.origin}/files/x?sig=secret` } },
      {
        status: 200,
        raw: 'T',
      },
    );
    const ran = await inspect(['runs', 'transcript', 'r1', '-v']);
    // The time each took, as measured: a few milliseconds on loopback.
    for (const [, ms] of ran.stderr.matchAll(/in (\d+) ms/g)) expect(Number(ms)).toBeLessThan(5000);
    expect(ran.stderr.replace(/in \d+ ms/g, 'in _ ms')).toBe(
      [
        '[   1.2s] GET /api/v1/agent/runs/r1/transcript: HTTP 302 in _ ms',
        `[   1.2s] GET ${server.origin} (a signed download): HTTP 200 in _ ms`,
        '',
      ].join('\n'),
    );
  });

  it('the key is redacted from the answer and, through the failure funnel, from an error', async () => {
    server.reply(ok({ ...MODELS, models: [{ id: `m-${KEY}` }] }));
    const ran = await inspect(['models', '--json']);
    expect(ran.stdout).not.toContain(KEY);
    expect(ran.stdout).toContain('[redacted API key]');
    expect(ran.redactors.reduce((text, redact) => redact(text), `bad ${KEY}`)).toBe('bad [redacted API key]');
  });
});

describe('what every command shares', () => {
  it('the abort signal reaches the request: an interrupted command stops at once', async () => {
    const controller = new AbortController();
    server.reply(() => {
      controller.abort(new Error('SIGINT'));
      return { stallMs: 60_000 };
    });
    const ran = await inspect(['models'], KEY, controller.signal);
    expect(ran.error).toBeInstanceOf(ApiAbortError);
    expect(server.requests).toHaveLength(1);
  });

  it('cell: "-" for nothing, white space flattened, cut at its width with an ellipsis, terminal-safe', () => {
    expect(cell(undefined)).toBe('-');
    expect(cell(null)).toBe('-');
    expect(cell('a \n\t b')).toBe('a b');
    expect(cell('x'.repeat(60))).toBe('x'.repeat(60));
    expect(cell('x'.repeat(61))).toBe(`${'x'.repeat(59)}…`);
    expect(cell('abcdef', 5)).toBe('abcd…');
    expect(cell({ a: [1] })).toBe('{"a":[1]}');
    expect(cell('red\u001b[31m!')).toBe('red!');
    expect(cell(0)).toBe('0');
  });

  it('fields: absent and null values left out; whole: an answer that is no object as one field', () => {
    expect(fields({ a: 1, long_name: 'x', gone: undefined, none: null, f: false })).toBe(
      'a          1\nlong_name  x\nf          false\n',
    );
    expect(whole([1, 2])).toEqual({ answer: [1, 2] });
    expect(whole(null)).toEqual({ answer: null });
    expect(whole('s')).toEqual({ answer: 's' });
    const object = { k: 'v' };
    expect(whole(object)).toBe(object);
  });

  it('table: "(none)" for no rows or none at all', () => {
    expect(table(undefined, [['A', () => 1]])).toBe('(none)\n');
    expect(table([], [['A', () => 1]])).toBe('(none)\n');
  });

  it('isInspection: an inspection command has a check and no action command', () => {
    const spec = { name: 'x', summary: '', flags: {}, example: '', json: '' };
    expect(isInspection(spec)).toBe(false);
    expect(isInspection({ ...spec, check: () => async () => {} } as never)).toBe(true);
    expect(isInspection({ ...spec, action: 'run', check: () => async () => {} } as never)).toBe(false);
  });

  it('every value of a repeatable flag is checked for emptiness', async () => {
    const error = await refused(['runs', 'list', '--state', 'FAILED', '--state', '']);
    expect(error.message).toBe('--state is empty: give it a value, or leave it out');
  });
});

describe('one table: spec, help and handler together', () => {
  it('every inspection command is in the command table, is told apart from the action commands, and runs', () => {
    for (const command of INSPECTION_COMMANDS) {
      expect(commandSpec(command.name)).toBe(command);
      expect(isInspection(command)).toBe(true);
    }
    expect(isInspection(commandSpec('run')!)).toBe(false);
  });

  /** What a command's --help says before the flags of every command: usage, summary, its own flags. */
  const head = (help: string) => help.slice(0, help.indexOf('Flags of every command:')).split('\n');
  const HEADS: [string, string[]][] = [
    [
      'runs list',
      [
        'Usage: cloud-agent runs list [flags]',
        '',
        'List runs, newest first; every filter of the service.',
        '',
        'Flags:',
        '      --state <state>         Only runs in this state (repeat for any of several): QUEUED, PENDING, CLAIMED, INPROGRESS, SUCCEEDED, FAILED, BLOCKED, ERROR or CANCELLED. Repeatable.',
        '      --name <name>           Agent config name.',
        '      --model <id>            Model id.',
        '      --creator <uid>         Who created the run.',
        '      --executor <uid>        Who executed the run.',
        '      --source <type>         Source type: LINEAR, API, SLACK, LOCAL, SCHEDULED_AGENT, WEB_APP, GITHUB_ACTION, CLOUD_MODE, CLI, JIRA, SELF_IMPROVEMENT, GITHUB_WEBHOOK, GITLAB_WEBHOOK, AUTOFIX, RUN_SCORER, ORCHESTRATION, TEAMS, AZURE_DEVOPS_WEBHOOK, BENCHMARK_TRIAL, CREATE_BENCHMARK_TASK or CUSTOM_WEBHOOK.',
        '      --execution-location <where>',
        '                              Where it ran: LOCAL or REMOTE.',
        '      --environment <id>      Environment id (22 letters and digits), or empty-environment for runs without one.',
        '      --skill <spec>          Skill spec.',
        '      --schedule <id>         Scheduled agent id.',
        '      --ancestor <run-id>     Runs descending from this run.',
        '      --created-after <time>  An ISO 8601 date and time, e.g. 2026-11-27T06:00:00Z.',
        '      --created-before <time> An ISO 8601 date and time, e.g. 2026-11-27T06:00:00Z.',
        '      --updated-after <time>  An ISO 8601 date and time, e.g. 2026-11-27T06:00:00Z.',
        '      --metadata <key=value>  A metadata pair all runs carry (repeat; at most 5). Repeatable.',
        '      --artifact-type <type>  Runs with an artifact of this type: PLAN, PULL_REQUEST, SCREENSHOT, FILE or EXTERNAL_REFERENCE.',
        '      --q <text>              Fuzzy match over title, prompt and skill.',
        '      --sort <field>          updated_at, created_at, title or agent (default updated_at).',
        '      --order <asc|desc>      Sort order (default desc).',
        '      --limit <n>             Runs per page (1 to 500).',
        "      --cursor <cursor>       Start at this page (the previous page's next_cursor).",
        '      --all                   Follow every page; --json prints one document with all the runs.',
        '',
        '',
      ],
    ],
    ['runs get', ['Usage: cloud-agent runs get <run-id> [flags]', '', 'Show a run.', '', '']],
    [
      'runs conversation',
      [
        'Usage: cloud-agent runs conversation <run-id> [flags]',
        '',
        "Show a run's conversation (its steps and messages).",
        '',
        '',
      ],
    ],
    [
      'runs timeline',
      ['Usage: cloud-agent runs timeline <run-id> [flags]', '', "Show a run's lifecycle events.", '', ''],
    ],
    [
      'runs transcript',
      [
        'Usage: cloud-agent runs transcript <run-id> [flags]',
        '',
        "Download a run's transcript (to stdout, or -o); --json prints its signed URL.",
        '',
        'Flags:',
        '  -o, --output <file>         Write it to this file.',
        '',
        '',
      ],
    ],
    [
      'artifacts get',
      [
        'Usage: cloud-agent artifacts get <artifact-uid> [flags]',
        '',
        'Show an artifact; with -o, download its file.',
        '',
        'Flags:',
        "  -o, --output <file>         Download the artifact's file here.",
        '',
        '',
      ],
    ],
    [
      'agents',
      [
        'Usage: cloud-agent agents [flags]',
        '',
        'List the agents (skills) the team can run.',
        '',
        'Flags:',
        '      --repo <owner/repo>     Only skills of this repository.',
        '',
        '',
      ],
    ],
    ['environments', ['Usage: cloud-agent environments [flags]', '', 'List the environments.', '', '']],
    ['models', ['Usage: cloud-agent models [flags]', '', 'List the models.', '', '']],
    [
      'workers',
      ['Usage: cloud-agent workers [flags]', '', 'List the connected self-hosted workers.', '', ''],
    ],
    [
      'schedules list',
      ['Usage: cloud-agent schedules list [flags]', '', 'List the scheduled agents.', '', ''],
    ],
    [
      'schedules get',
      ['Usage: cloud-agent schedules get <schedule-id> [flags]', '', 'Show a scheduled agent.', '', ''],
    ],
    [
      'factories list',
      [
        'Usage: cloud-agent factories list [flags]',
        '',
        'List the factories.',
        '',
        'Flags:',
        '      --limit <n>             Factories per page (1 to 100).',
        "      --cursor <cursor>       Start at this page (the previous page's next_cursor).",
        '      --all                   Follow every page.',
        '',
        '',
      ],
    ],
    [
      'factories get',
      ['Usage: cloud-agent factories get <factory-uid> [flags]', '', 'Show a factory.', '', ''],
    ],
    [
      'scorers list',
      [
        'Usage: cloud-agent scorers list [flags]',
        '',
        'List the scorers.',
        '',
        'Flags:',
        '      --factory <uid>         Only scorers of this factory.',
        '',
        '',
      ],
    ],
    [
      'scorers results',
      [
        'Usage: cloud-agent scorers results <scorer-id> [flags]',
        '',
        "List a scorer's results (its judge attempts).",
        '',
        'Flags:',
        '      --limit <n>             Results per page (1 to 100).',
        "      --cursor <cursor>       Start at this page (the previous page's next_cursor).",
        '      --all                   Follow every page.',
        '',
        '',
      ],
    ],
    [
      'scorers pass-rate',
      [
        'Usage: cloud-agent scorers pass-rate <scorer-id> [flags]',
        '',
        "A scorer's pass rate over time.",
        '',
        'Flags:',
        '      --start <time>          From this ISO 8601 date and time (default: 30 days before --end).',
        '      --end <time>            Up to this ISO 8601 date and time (default: now).',
        '      --group-by <period>     Period of each point: day, week or month (default day).',
        '',
        '',
      ],
    ],
  ];
  it.each(HEADS)('%s --help: usage, summary and flags', (name, lines) => {
    expect(head(commandHelp(commandSpec(name)!))).toEqual(lines);
  });

  it('each --help says what its --json prints', () => {
    const JSON_LINES: Record<string, string> = {
      'runs list':
        "the page of runs the service answered (runs, page_info), runs that do not match the filters left out; with --all, every page's runs in one document.",
      'runs get': 'the run, as the service answered it.',
      'runs conversation':
        "the run's conversation (its steps and their messages), as the service answered it.",
      'runs timeline': "the run's lifecycle events (events), as the service answered them.",
      'runs transcript':
        '{"url": "..."}, the signed URL of the transcript, which is then downloaded only with -o.',
      'runs logs':
        '{"type": "step"} (run_id, id, number, time, completed_at, title, detail, detail_cut), {"type": "event"} (run_id, id, kind, label, time, execution_id) and {"type": "run"} when its state or session link changes (run_id, time, state, session_link, status_message).',
      'artifacts get':
        'the artifact, as the service answered it; with -o, {"url": "..."}, the signed URL its file came from.',
      agents: 'the agents (agents, each with its variants), as the service answered them.',
      environments: 'the environments (environments), as the service answered them.',
      models: 'the models and the default model (models, default_model_id), as the service answered them.',
      workers: 'the connected workers (workers), as the service answered them.',
      'schedules list': 'the scheduled agents (schedules), as the service answered them.',
      'schedules get': 'the scheduled agent, as the service answered it.',
      'factories list':
        "one page of factories (factories, page_info), as the service answered it; with --all, every page's factories in one document.",
      'factories get': 'the factory, as the service answered it.',
      'scorers list':
        "the scorers (scorers), as the service answered them, another factory's scorers left out.",
      'scorers results':
        "one page of the scorer's results (results, page_info), as the service answered it; with --all, every page's results in one document.",
      'scorers pass-rate':
        'the pass rate over the window and its series (pass_rate, pass_count, fail_count, series), as the service answered them.',
    };
    expect(Object.fromEntries(INSPECTION_COMMANDS.map((c) => [c.name, c.json]))).toEqual(JSON_LINES);
    for (const command of INSPECTION_COMMANDS) {
      // runs logs prints JSON Lines, and its help says so.
      const what = command.jsonLines
        ? 'Print JSON Lines on stdout, one object a line as it comes, and nothing else (the one command that prints more than one document)'
        : 'Print one JSON document on stdout and nothing else';
      const described = `${command.jsonLines ? ', each' : ','} described by ${schemaPath(command.name)}`;
      expect(commandHelp(command)).toContain(
        `      --json                  ${what}${described}: ${command.json}\n`,
      );
    }
  });

  it.each(INSPECTION_COMMANDS.map((c) => [c.name, c] as const))(
    '%s: its example is a command line of it that passes every check',
    (_, command) => {
      const words = command.example.split(' ');
      expect(words[0]).toBe('cloud-agent');
      const parsed = parse(words.slice(1));
      expect(parsed.spec).toBe(command);
      expect(() => checkInspection(command, parsed)).not.toThrow();
      expect(commandHelp(command)).toContain(`Example:\n  ${command.example}\n`);
    },
  );

  it('the groups list their verbs', () => {
    expect(
      ['runs', 'artifacts', 'schedules', 'factories', 'scorers'].map((g) => groupHelp(g).split('\n')),
    ).toEqual([
      [
        'Usage: cloud-agent runs <list|get|conversation|timeline|transcript|logs> [flags]',
        '',
        'List runs; show one, its conversation, timeline or transcript; follow its log.',
        '',
        '  runs list                     List runs, newest first; every filter of the service.',
        '  runs get                      Show a run.',
        "  runs conversation             Show a run's conversation (its steps and messages).",
        "  runs timeline                 Show a run's lifecycle events.",
        "  runs transcript               Download a run's transcript (to stdout, or -o); --json prints its signed URL.",
        "  runs logs                     Print a run's steps and lifecycle events, one line each, in order; --follow keeps printing until it ends.",
        '',
        'Run cloud-agent runs <verb> --help for its flags.',
        '',
      ],
      [
        'Usage: cloud-agent artifacts <get> [flags]',
        '',
        'Show or download an artifact.',
        '',
        '  artifacts get                 Show an artifact; with -o, download its file.',
        '',
        'Run cloud-agent artifacts <verb> --help for its flags.',
        '',
      ],
      [
        'Usage: cloud-agent schedules <plan|apply|list|get> [flags]',
        '',
        'Plan or apply the schedules file; list or show scheduled agents.',
        '',
        '  schedules plan                Show what applying the schedules file would change on the service; change nothing.',
        "  schedules apply               Make the service's schedules of this project what the schedules file says (create, update, pause; delete with --prune).",
        '  schedules list                List the scheduled agents.',
        '  schedules get                 Show a scheduled agent.',
        '',
        'Run cloud-agent schedules <verb> --help for its flags.',
        '',
      ],
      [
        'Usage: cloud-agent factories <list|get> [flags]',
        '',
        'List or show factories.',
        '',
        '  factories list                List the factories.',
        '  factories get                 Show a factory.',
        '',
        'Run cloud-agent factories <verb> --help for its flags.',
        '',
      ],
      [
        'Usage: cloud-agent scorers <list|results|pass-rate> [flags]',
        '',
        'List scorers; their results and pass rate.',
        '',
        '  scorers list                  List the scorers.',
        "  scorers results               List a scorer's results (its judge attempts).",
        "  scorers pass-rate             A scorer's pass rate over time.",
        '',
        'Run cloud-agent scorers <verb> --help for its flags.',
        '',
      ],
    ]);
  });

  it('the help of an action command says what its --json prints: its outputs, keyed in the service style', () => {
    expect(commandHelp(commandSpec('cancel')!)).toContain(
      '--json                  Print one JSON document on stdout and nothing else, described by schemas/cli/cancel.schema.json: the outputs, run_id, state, session_link,',
    );
    expect(commandHelp(commandSpec('gate')!)).toContain(
      'Print one JSON document on stdout and nothing else, described by schemas/cli/gate.schema.json: the outputs, conclusion, pass_rate (0 to 1), passed, failed, check_run_url, results',
    );
  });

  it('table: columns as wide as their widest cell, the last not padded, cells flat and cut', () => {
    expect(
      table(
        [
          { a: 'x', b: 'line\none' },
          { a: 'longer', b: 'y'.repeat(70) },
        ],
        [
          ['A', (r) => r.a],
          ['B', (r) => r.b],
        ],
      ),
    ).toBe(`A       B\nx       line one\nlonger  ${'y'.repeat(59)}…\n`);
  });
});
