/**
 * How the command line (src/cli/main.ts) wires a command to the dispatcher, beyond test/cli/main.test.ts and
 * main-edges.test.ts: the project a run records and the warning when it records none, the flags that set an input to
 * a value of their own, the retries said only with --verbose, the user agent, the JUnit file of a gate, the project a
 * schedules file belongs to, --json before and after `--`, and the words of errors whose message is odd (one naming
 * its --help already, an error that is not an Error). Its tables as a fresh copy of the module computes them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCommandLine, type Parsed } from '../../src/cli/args.ts';
import type { Settings } from '../../src/cli/config.ts';
import { inputsOf } from '../../src/cli/main.ts';
import type * as MainModule from '../../src/cli/main.ts';
import { CloudAgentClient } from '../../src/client/index.ts';
import { VERSION } from '../../src/version.ts';
import { fresh } from '../helpers/fresh.ts';
import { wholeContract } from '../helpers/contract-client.ts';
import { scoreRunDirectly } from '../simulator/routes/scorers.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import { simSpeed } from '../helpers/time-scale.ts';
import { scratch } from './harness.ts';
import { folderRemovedOnceSent, runInProcess, type Ran } from './in-process.ts';

const API_KEY = 'sk-cli-wiring-3d5f7b9a1c2e';
let sim: SimulatorHandle;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: API_KEY, timeScale: simSpeed(20) });
});
afterEach(async () => {
  await sim.close();
});

/** Runs `cloud-agent <argv>` in this process, outside any CI, with the key and the simulator in its environment. */
const run = (
  argv: string[],
  env: Record<string, string> = {},
  io: Parameters<typeof runInProcess>[2] = {},
): Promise<Ran> =>
  runInProcess(argv, { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: sim.url, ...env }, io);

/** stderr without the elapsed time that stamps each line. */
const lines = (ran: Ran) => ran.stderr.replace(/^\[ *[\d.]+s\] /gm, '');
const bodyOf = (operation: string) =>
  JSON.parse(sim.requests.find((r) => r.operation === operation)!.body) as Record<string, unknown>;

const NO_PROJECT =
  'warning: the run records no project: `cloud-agent settle` cannot find it, so once this command lets go of it nothing finishes its report or holds it to --timeout and --max-credits; give --repo owner/repo';

describe('the module, as a fresh copy computes it', () => {
  it('each outcome has its exit code (the --json documents are typed by src/cli/documents.ts: test/cli/documents.test.ts)', async () => {
    const main = await fresh<typeof MainModule>(new URL('../../src/cli/main.ts', import.meta.url));
    expect(main.EXIT_OF).toEqual({
      ok: 0,
      'run-failed': 1,
      'gate-failed': 1,
      'schema-invalid': 1,
      error: 1,
      usage: 2,
      service: 3,
      timeout: 4,
      interrupted: 130,
    });
  });
});

describe('the project a run records', () => {
  it('a run records --repo; a dispatch let go of is refused before any request, --repo or not', async () => {
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    expect((await run(['run', '--prompt', 'x', '--no-wait', '--repo', 'acme/app'])).code).toBe(0);
    expect(bodyOf('createRun')).toMatchObject({ metadata: { gh_repo: 'acme/app' } });
    const sent = sim.requests.length;
    for (const repo of [['--repo', 'group/sub/app'], []]) {
      const dispatched = await run([
        'dispatch',
        '--factory',
        'fac_web',
        '--prompt',
        'x',
        '--no-wait',
        ...repo,
      ]);
      expect(dispatched).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'cloud-agent: usage error: --wait: is not taken by command "dispatch" without an issue or pull request: a factory\'s run carries only its ticket, and the settle finds one by the ticket of the thread it came from, so nothing would finish this run\'s report or hold it to its deadline and budget once `--no-wait` let it go; leave it out and the run is followed to its end (cloud-agent dispatch --help)\n',
      });
    }
    expect(sim.requests).toHaveLength(sent);
  });

  it('a run let go of that records none: warned, with what to give; none with --repo, or when it is followed', async () => {
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    const letGo = await run(['run', '--prompt', 'x', '--no-wait']);
    expect(letGo.code).toBe(0);
    expect(lines(letGo).split('\n')[0]).toBe(NO_PROJECT);
    const runId = (
      JSON.parse(sim.requests.find((r) => r.operation === 'createRun')!.answer!) as { run_id: string }
    ).run_id;
    // To be let go of at a time (it ends before): warned all the same.
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 100 }] });
    const detached = await run(['run', '--prompt', 'x', '--detach-after', '1', '--progress-interval', '0']);
    expect(detached.code).toBe(0);
    expect(lines(detached).split('\n')[0]).toBe(NO_PROJECT);

    // The same with --repo, a run followed to its end, and a follow-up (which starts nothing): no word of it.
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    expect(lines(await run(['run', '--prompt', 'x', '--no-wait', '--repo', 'acme/app']))).not.toContain(
      'records no project',
    );
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 100 }] });
    const followed = await run(['run', '--prompt', 'x', '--progress-interval', '0']);
    expect(followed.code).toBe(0);
    expect(lines(followed)).not.toContain('records no project');
    sim.script.followup(runId, { timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    const followup = await run(['followup', runId, '-m', 'more', '--no-wait']);
    expect(followup.code).toBe(0);
    expect(lines(followup)).not.toContain('records no project');
  });
});

describe('the requests', () => {
  it("every request of the action's commands names the command line and its version", async () => {
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    expect((await run(['run', '--prompt', 'x', '--no-wait', '--repo', 'acme/app'])).code).toBe(0);
    const agents = sim.requests.map((r) => String(r.headers['user-agent']));
    expect(agents.length).toBeGreaterThan(0);
    expect(new Set(agents).size).toBe(1);
    expect(agents[0]!.startsWith(`cloud-agent-cli/${VERSION} cloud-agent-client/`)).toBe(true);
  });

  it('a retried request is said with --verbose only', async () => {
    const busy = { status: 503, headers: { 'retry-after': '0' }, body: { error_code: 'unavailable' } };
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    sim.faults.inject({ operation: 'createRun', fault: busy });
    const quiet = await run(['run', '--prompt', 'x', '--no-wait', '--repo', 'acme/app']);
    expect(quiet.code).toBe(0);
    expect(sim.requests.filter((r) => r.operation === 'createRun').map((r) => r.status)).toEqual([503, 200]);
    expect(quiet.stderr).not.toContain('retrying');
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    sim.faults.inject({ operation: 'createRun', fault: busy });
    const verbose = await run(['run', '--prompt', 'x', '--no-wait', '--repo', 'acme/app', '-v']);
    expect(verbose.code).toBe(0);
    expect(verbose.stderr).toMatch(/POST \/api\/v1\/agent\/runs?: HTTP 503 .*\n/);
  });
});

describe('inputsOf: the inputs exactly', () => {
  const command = (argv: string[]) => parseCommandLine(argv) as Parsed;
  const settings = (over: Partial<Settings> = {}): Settings => ({
    apiKey: 'sk-1',
    keyFrom: 'CLOUD_AGENT_API_KEY',
    baseUrl: undefined,
    defaults: {},
    file: undefined,
    ...over,
  });

  it('a flag that sets its input to a value of its own: that value when given, nothing when false', () => {
    expect(inputsOf(command(['followup', 'r1', '-m', 'x', '--plan']), settings(), undefined)).toStrictEqual({
      command: 'followup',
      'api-key': 'sk-1',
      'run-id': 'r1',
      message: 'x',
      'followup-mode': 'plan',
    });
    expect(
      inputsOf(command(['followup', 'r1', '-m', 'x']), settings({ defaults: { plan: false } }), undefined),
    ).toStrictEqual({ command: 'followup', 'api-key': 'sk-1', 'run-id': 'r1', message: 'x' });
  });

  it('flags that give no input add none; flags not given add none', () => {
    const file = join(scratch(), 'message.md');
    writeFileSync(file, 'from a file');
    expect(
      inputsOf(command(['followup', 'r1', '--message-file', file]), settings(), undefined),
    ).toStrictEqual({
      command: 'followup',
      'api-key': 'sk-1',
      'run-id': 'r1',
      message: 'from a file',
    });
    expect(
      inputsOf(
        command(['settle', '--repo', 'acme/app', '--since', '2026-11-27T06:00:00Z']),
        settings(),
        undefined,
      ),
    ).toStrictEqual({ command: 'settle', 'api-key': 'sk-1' });
  });
});

describe('inputsOf: --output-schema', () => {
  const command = (argv: string[]) => parseCommandLine(argv) as Parsed;
  const settings: Settings = {
    apiKey: 'sk-1',
    keyFrom: 'CLOUD_AGENT_API_KEY',
    baseUrl: undefined,
    defaults: {},
    file: undefined,
  };
  const schemaOf = (value: string) =>
    inputsOf(command(['run', '--prompt', 'x', '--output-schema', value]), settings, undefined)[
      'output-schema'
    ];
  /** The message of the UsageError inputsOf throws for `value`. */
  const refusal = (value: string) => {
    try {
      schemaOf(value);
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('not refused');
  };

  it('inline JSON as it is, white space before it too; a shipped schema by its name', () => {
    expect(schemaOf('{"type":"object"}')).toBe('{"type":"object"}');
    expect(schemaOf('  {"type":"object"}')).toBe('  {"type":"object"}');
    expect(schemaOf('verdict')).toBe('verdict');
    expect(schemaOf('pass-fail')).toBe('pass-fail');
  });

  it('else the file it names, read as given', () => {
    const file = join(scratch(), 'schema.json');
    writeFileSync(file, '{"type":"array"}');
    expect(schemaOf(file)).toBe('{"type":"array"}');
    expect(refusal('verdict.json')).toBe('--output-schema: cannot read verdict.json (ENOENT)');
    expect(refusal('Verdict')).toBe('--output-schema: cannot read Verdict (ENOENT)');
    expect(refusal('1verdict')).toBe('--output-schema: cannot read 1verdict (ENOENT)');
    // A name that is also a file (here a folder) of the current folder is read as the file.
    expect(refusal('docs')).toBe('--output-schema: cannot read docs (EISDIR)');
  });

  it('a command line without it has none', () => {
    expect(inputsOf(command(['run', '--prompt', 'x']), settings, undefined)).toStrictEqual({
      command: 'run',
      'api-key': 'sk-1',
      prompt: 'x',
    });
  });
});

describe('gate --junit', () => {
  /** A run that ended, scored `pass` by a scorer of its factory: the run's id and the scorer's. */
  async function scored(reason: string): Promise<{ runId: string; scorerId: number }> {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const started = await run(['run', '--prompt', 'x', '--no-wait', '--json', '--repo', 'acme/app']);
    const runId = (JSON.parse(started.stdout) as { run_id: string }).run_id;
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
    const scorer = await wholeContract(client).scorers.create({
      name: 'tests pass',
      factory_uid: 'fac_web',
      model_id: 'claude-4-5-sonnet',
      scoring_prompt: 'Do the tests pass?',
      scope_mode: 'all_agents',
      threshold: 0.7,
      allowed_classifications: [
        { value: 'pass', score: 1 },
        { value: 'fail', score: 0 },
      ],
    });
    await client.close();
    sim.clock.advance(5000);
    scoreRunDirectly(sim.sim, { runId, scorerId: scorer.id, classification: 'fail', reason });
    return { runId, scorerId: scorer.id };
  }

  it('writes one case per run and scorer, the key never in it', async () => {
    const { runId, scorerId } = await scored(`Broken: the log printed ${API_KEY}`);
    const junit = join(scratch(), 'report.xml');
    const ran = await run(['gate', '--run-ids', runId, '--scorer', String(scorerId), '-q', '--junit', junit]);
    expect(ran.code).toBe(1);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="cloud-agent gate/);
    expect(xml).toContain(`<testcase name="x (${runId})" classname="cloud-agent.tests pass">`);
    expect(xml).toContain('Broken: the log printed [redacted API key]</failure>');
    expect(xml).not.toContain(API_KEY);
  });

  it('a file that cannot be written by a gate that failed: a warning, the gate’s own error and exit 1', async () => {
    const { runId, scorerId } = await scored('Broken.');
    const junit = join(scratch(), 'removed', 'report.xml');
    const before = sim.requests.length;
    const ran = await folderRemovedOnceSent(
      dirname(junit),
      () => sim.requests.length > before,
      () => run(['gate', '--run-ids', runId, '--scorer', String(scorerId), '-q', '--junit', junit]),
    );
    expect(ran.code).toBe(1);
    expect(lines(ran)).toBe(
      `warning: cannot write the JUnit file ${junit} (ENOENT)\ncloud-agent: error: the gate failed: 0 of 1 run passed (0%)\n`,
    );
    expect(existsSync(junit)).toBe(false);
  });

  it('a gate that could not judge writes no file', async () => {
    const junit = join(scratch(), 'report.xml');
    const ran = await run([
      'gate',
      '--run-ids',
      '00000000-0000-4000-8000-000000000000',
      '--scorer',
      '1',
      '--junit',
      junit,
      '-q',
    ]);
    expect(ran).toEqual({
      code: 3,
      stdout: '',
      stderr: 'cloud-agent: error: scorer "1" was not found; the key\'s scorers: none\n',
    });
    expect(existsSync(junit)).toBe(false);
  });
});

describe('in a CI', () => {
  it('a job without a name is said as a dash', async () => {
    const ran = await run(['models', '--json'], {
      GITLAB_CI: 'true',
      CI_PROJECT_PATH: 'acme/web',
      CI_PIPELINE_ID: '4711',
    });
    expect(ran.code).toBe(0);
    // An inspection says nothing of the CI; a command of the action says the job first.
    expect(ran.stderr).toBe('');
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    const started = await run(['run', '--prompt', 'x', '--no-wait'], {
      GITLAB_CI: 'true',
      CI_PROJECT_PATH: 'acme/web',
      CI_PIPELINE_ID: '4711',
    });
    expect(started.code).toBe(0);
    expect(lines(started).split('\n')[0]).toBe('GitLab CI: acme/web, pipeline 4711, job - (attempt 1)');
  });
});

describe('schedules: where apply may run', () => {
  it("apply from a terminal is the user's choice: not refused, the file is read", async () => {
    const ran = await run(['schedules', 'apply', '--repo', 'acme/app', '--file', 'no-such-schedules.yml']);
    expect(ran).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'cloud-agent: usage error: --file: "no-such-schedules.yml" does not exist in the current folder: run the command in the repository\'s folder, or give the file\'s path (cloud-agent schedules apply --help)\n',
    });
    expect(sim.requests).toEqual([]);
  });

  it('an empty --default-branch is a usage error before any request', async () => {
    const ran = await run(['schedules', 'plan', '--repo', 'acme/app', '--default-branch', ' ']);
    expect(ran).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'cloud-agent: usage error: --default-branch is empty: give the branch name, e.g. main (cloud-agent schedules plan --help)\n',
    });
    expect(sim.requests).toEqual([]);
  });
});

describe('report', () => {
  it('--all with --repo is refused as such, whatever --repo holds', async () => {
    for (const repo of ['acme/app', 'not-a-path'])
      expect(await run(['report', '--all', '--repo', repo])).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'cloud-agent: usage error: --all counts every run of the team, --repo those of one project: give one (cloud-agent report --help)\n',
      });
    expect(sim.requests).toEqual([]);
  });
});

describe('errors', () => {
  it('a key with white space in it is named by where the command line takes it from', async () => {
    const ran = await run(['run', '--prompt', 'x', '--no-wait'], {
      CLOUD_AGENT_API_KEY: 'sk-cli wiring key',
    });
    expect(ran.code).toBe(2);
    expect(ran.stderr.split('\n').at(-2)).toBe(
      'cloud-agent: usage error: CLOUD_AGENT_API_KEY: contains white space; check the secret (cloud-agent run --help)',
    );
    expect(sim.requests).toEqual([]);
  });

  it('a usage error whose message names a --help already gets no second one', async () => {
    const home = scratch();
    mkdirSync(join(home, 'cloud-agent'));
    writeFileSync(join(home, 'cloud-agent', 'config.json'), JSON.stringify({ defaults: { nonsense: '1' } }));
    const ran = await run(['models'], { XDG_CONFIG_HOME: home });
    expect(ran.code).toBe(2);
    expect(ran.stderr).toBe(
      `cloud-agent: usage error: the config file ${join(home, 'cloud-agent', 'config.json')}: "defaults" has "nonsense", which is no flag of any command (cloud-agent <command> --help lists them)\n`,
    );
  });

  it('a service error: no --help hint; with --json, its outcome and error the document on stdout', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const ran = await run(['runs', 'get', missing, '--json']);
    expect(ran.code).toBe(3);
    expect(ran.stderr).toMatch(/^cloud-agent: error: [^\n]*404[^\n]*\n$/);
    expect(ran.stderr).not.toContain('--help');
    const error = ran.stderr.slice('cloud-agent: error: '.length, -1);
    expect(JSON.parse(ran.stdout)).toEqual({ outcome: 'service', error });
  });

  it('--json after `--` is no flag: a usage error prints no document', async () => {
    const ran = await run(['--', '--json']);
    expect(ran.code).toBe(2);
    expect(ran.stdout).toBe('');
    // Before it, it is: the document on stdout.
    const asked = await run(['run', 'extra', '--json']);
    expect(asked.code).toBe(2);
    expect(JSON.parse(asked.stdout)).toEqual({
      run_id: null,
      state: null,
      session_link: null,
      conversation_id: null,
      pull_request_urls: null,
      artifacts: null,
      comment_url: null,
      summary: null,
      detached: null,
      model: null,
      credits: null,
      plan_ready: null,
      result: null,
      result_file: null,
      outcome: 'usage',
      error: 'run takes no argument; unexpected "extra"',
    });
  });

  it('what is thrown need not be an Error: its text is the message', async () => {
    const ran = await run(
      ['--version'],
      {},
      {
        stdout: () => {
          throw null;
        },
      },
    );
    expect(ran).toEqual({ code: 1, stdout: '', stderr: 'cloud-agent: error: null\n' });
  });
});
