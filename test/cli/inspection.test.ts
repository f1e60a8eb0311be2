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
import { commandHelp } from '../../src/cli/help.ts';
import { DownloadError, isInspection, runInspection, table } from '../../src/cli/inspect.ts';
import { INSPECTION_COMMANDS } from '../../src/cli/inspect/index.ts';
import { commandSpec } from '../../src/cli/spec.ts';
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
async function inspect(args: string[], apiKey = KEY): Promise<Ran> {
  const ran: Ran = { stdout: '', stderr: '', error: undefined, redactors: [] };
  try {
    await runInspection(parse(args), {
      stdout: (text) => (ran.stdout += text),
      stderr: (text) => (ran.stderr += text),
      signal: new AbortController().signal,
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
    expect((await refused(['artifacts', 'get', UUID, '-o', missing])).message).toBe(
      `--output ${missing}: the folder ${join(dir, 'none')} does not exist`,
    );
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
        'RUN  STATE   CREATED               TITLE',
        'r1   FAILED  2026-11-27T06:00:00Z  Fix the flaky test',
        '(1 run the service sent did not match the filters and was left out: the service did not apply them)',
        '',
        'more: --cursor c[2',
        '',
      ].join('\n'),
    );
    expect(ran.stderr).toBe('');
  });

  it('--json: the checked page, the note a warning on stderr (none with --quiet)', async () => {
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
    expect(quiet.stderr).toBe('');
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

  it('no runs: "(none)"', async () => {
    server.reply(ok({ runs: [], page_info: { has_next_page: false } }));
    expect((await inspect(['runs', 'list'])).stdout).toBe('(none)\n');
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
        'artifacts        PULL_REQUEST, PLAN',
        '',
      ].join('\n'),
    );
    expect(JSON.parse((await inspect(['runs', 'get', 'r1', '--json'])).stdout)).toEqual(run);
    expect(asked()).toEqual(['GET /agent/runs/r1', 'GET /agent/runs/r1']);
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
              { role: 'user', content: [{ type: 'text', text: 'Fix\nthe test' }] },
              { role: 'agent', content: [{ type: 'tool_call' }] },
            ],
            steps: [{ id: 's2', description: 'Ran it', messages: [], steps: [] }],
          },
          { id: 's3', messages: [], steps: [] },
        ],
      }),
      ok({ conversation_id: 'c1', steps: [] }),
    );
    expect((await inspect(['runs', 'conversation', 'r1'])).stdout).toBe(
      '- Read the test\n  user: Fix the test\n  - Ran it\n- s3\n',
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

  it('environments, workers: their tables', async () => {
    server.reply(
      ok({
        environments: [{ uid: 'AbCdEfGhIjKlMnOpQrStUv', config: { name: 'web' }, last_updated: 'yesterday' }],
      }),
      ok({ workers: [{ worker_host: 'box-1', connection_count: 2, last_seen_at: '2026-11-27T06:00:00Z' }] }),
    );
    expect((await inspect(['environments'])).stdout).toBe(
      'ID                      NAME  UPDATED\nAbCdEfGhIjKlMnOpQrStUv  web   yesterday\n',
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
    const second = { factories: [{ uid: 'f2' }], page_info: { has_next_page: false } };
    server.reply(ok(first), ok(first), ok(second));
    expect(JSON.parse((await inspect(['factories', 'list', '--json', '--cursor', 'n1'])).stdout)).toEqual(
      first,
    );
    expect((await inspect(['factories', 'list', '--all', '--limit', '1'])).stdout).toBe(
      'UID  NAME  UPDATED\nf1   Web   -\nf2   -     -\n',
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
    const answer = { scorers: [SCORER, { ...SCORER, id: 8, name: 'lint', factory_uid: 'fac_other' }] };
    server.reply(ok(answer), ok(answer));
    expect((await inspect(['scorers', 'list', '--factory', 'fac_web'])).stdout).toBe(
      [
        'ID  NAME        FACTORY  THRESHOLD  PASS RATE',
        '7   tests pass  fac_web  0.7        0.5',
        '(1 scorer the service sent did not match the filters and was left out: the service did not apply them)',
        '',
      ].join('\n'),
    );
    const json = await inspect(['scorers', 'list', '--factory', 'fac_web', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ scorers: [SCORER] });
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

  it('without --verbose a retry is not told', async () => {
    server.reply({ status: 503, headers: { 'retry-after-ms': '100' } }, ok(MODELS));
    const ran = await inspect(['models']);
    expect(ran.stderr).toBe('');
    expect(server.requests).toHaveLength(2);
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

describe('one table: spec, help and handler together', () => {
  it('every inspection command is in the command table, is told apart from the action commands, and runs', () => {
    for (const command of INSPECTION_COMMANDS) {
      expect(commandSpec(command.name)).toBe(command);
      expect(isInspection(command)).toBe(true);
    }
    expect(isInspection(commandSpec('run')!)).toBe(false);
  });

  it.each(INSPECTION_COMMANDS.map((c) => [c.name, c] as const))(
    '%s --help says what --json prints, lists every flag and the example',
    (_, command) => {
      const help = commandHelp(command);
      expect(help).toContain(`Print one JSON document on stdout and nothing else: ${command.json}`);
      for (const name of Object.keys(command.flags)) expect(help).toContain(`--${name}`);
      expect(help).toContain(`\n  ${command.example}\n`);
    },
  );

  it('the help of an action command keeps the general --json line', () => {
    expect(commandHelp(commandSpec('cancel')!)).toContain(
      "--json                  Print one JSON document on stdout (the service's answer; for run, dispatch, followup, cancel, gate and settle the step's outputs) and nothing else.",
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
