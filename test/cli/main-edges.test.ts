/**
 * The command line in this process (src/cli/main.ts) at its edges: what it prints for --version and --help, how an
 * error thrown before or after the command is known is worded (the command's --help hint once, the key never), the
 * inputs a command line gives the action's commands (flags over config defaults, stdin or a file for the prompt),
 * the CI the run is filed under, colour, --verbose, --markdown and an inspection command's exit codes; what stdout
 * shows after the report (a run's result, indented; a review's findings, last), the pull request `review --repo --pr`
 * reviews, and the flag a message names for an input (another command's, or the input's own name when none gives it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCommandLine, type Parsed } from '../../src/cli/args.ts';
import type { Settings } from '../../src/cli/config.ts';
import { commandHelp, groupHelp, mainHelp } from '../../src/cli/help.ts';
import { causedBy, inputsOf, processIo, type OpenGitHub } from '../../src/cli/main.ts';
import { commandSpec } from '../../src/cli/spec.ts';
import { VERSION } from '../../src/version.ts';
import { CloudAgentClient } from '../../src/client/index.ts';
import { openRepository } from '../../src/github/open.ts';
import { startFakeGitHub } from '../github/fake-github.ts';
import { createTestScorer } from '../e2e/setup.ts';
import { scoreRunDirectly } from '../simulator/routes/scorers.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import { simSpeed } from '../helpers/time-scale.ts';
import { scratch } from './harness.ts';
import { folderRemovedOnceSent, runInProcess, type Ran } from './in-process.ts';

const API_KEY = 'sk-cli-edges-2c4e6a8b0d1f';
let sim: SimulatorHandle;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: API_KEY, timeScale: simSpeed(20) });
});
afterEach(async () => {
  await sim.close();
});

const run = (
  argv: string[],
  env: Record<string, string> = {},
  isTTY = false,
  io: Parameters<typeof runInProcess>[2] = {},
): Promise<Ran> =>
  runInProcess(
    argv,
    { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: sim.url, ...env },
    { stdin: () => 'from stdin', isTTY, ...io },
  );

/** Holds the simulator's answer to the next `models` request until the returned function is called. */
function holdModels(): () => void {
  let release = () => {};
  sim.faults.inject({
    operation: 'listModels',
    fault: { holdUntil: new Promise<void>((r) => (release = r)) },
  });
  return () => release();
}

const command = (argv: string[]) => parseCommandLine(argv) as Parsed;
const settings = (over: Partial<Settings> = {}): Settings => ({
  apiKey: 'sk-1',
  keyFrom: 'CLOUD_AGENT_API_KEY',
  baseUrl: undefined,
  defaults: {},
  file: undefined,
  ...over,
});

describe('no command run', () => {
  it('--version: the version alone on stdout', async () => {
    expect(await run(['--version'])).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });

  it('--help, a group --help, a command --help: the help on stdout, exit 0, nothing sent', async () => {
    expect(await run(['--help'])).toEqual({ code: 0, stdout: mainHelp(), stderr: '' });
    expect(await run(['runs', '--help'])).toEqual({ code: 0, stdout: groupHelp('runs'), stderr: '' });
    expect(await run(['gate', '--help'])).toEqual({
      code: 0,
      stdout: commandHelp(commandSpec('gate')!),
      stderr: '',
    });
    expect(sim.requests).toEqual([]);
  });

  it('no command, or a group without its verb: the usage on stderr, exit 2, nothing sent', async () => {
    expect(await run([])).toEqual({ code: 2, stdout: '', stderr: mainHelp() });
    expect(await run(['runs'])).toEqual({ code: 2, stdout: '', stderr: groupHelp('runs') });
    expect(sim.requests).toEqual([]);
  });

  it('a mistake before the command is known: exit 2, no hint of a command', async () => {
    expect(await run(['run', 'extra'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cloud-agent: usage error: run takes no argument; unexpected "extra"\n',
    });
  });

  it('a message that names its --help already gets no second one', async () => {
    expect((await run(['runs', 'get'])).stderr).toBe(
      'cloud-agent: usage error: runs get needs <run-id> (cloud-agent runs get --help)\n',
    );
  });

  it("a mistake after: exit 2 with the command's --help; a key in the message is never shown", async () => {
    const missing = join(scratch(), 'none.md');
    expect(await run(['run', '--prompt-file', missing])).toEqual({
      code: 2,
      stdout: '',
      stderr: `cloud-agent: usage error: --prompt-file: cannot read ${missing} (ENOENT) (cloud-agent run --help)\n`,
    });
    expect((await run(['followup', 'r1', '--message-file', API_KEY])).stderr).toBe(
      'cloud-agent: usage error: --message-file: cannot read [api-key] (ENOENT) (cloud-agent followup --help)\n',
    );
    expect((await run(['run', '--prompt', 'x', '--prompt-file', '-'])).stderr).toBe(
      'cloud-agent: usage error: --prompt and --prompt-file both give the prompt; give one (cloud-agent run --help)\n',
    );
    expect(sim.requests).toEqual([]);
  });

  it('no key for an inspection command: exit 2, nothing sent', async () => {
    expect(await run(['runs', 'get', 'r1'], { CLOUD_AGENT_API_KEY: '' })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'cloud-agent: usage error: no API key: set CLOUD_AGENT_API_KEY (or WARP_API_KEY), or put "apiKey" in the config file (chmod 600) (cloud-agent runs get --help)\n',
    });
    expect(sim.requests).toEqual([]);
  });

  it('a config file that is wrong: exit 2, named', async () => {
    const home = scratch();
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(home, 'cloud-agent'));
    writeFileSync(join(home, 'cloud-agent', 'config.json'), '[]');
    expect((await run(['models'], { XDG_CONFIG_HOME: home })).stderr).toBe(
      `cloud-agent: usage error: the config file ${join(home, 'cloud-agent', 'config.json')} must hold a JSON object (cloud-agent models --help)\n`,
    );
  });
});

describe('inputsOf', () => {
  it('the command, the key, the flags by input name; booleans and repeated flags as the action writes them', () => {
    expect(
      inputsOf(
        command(['gate', '--run-ids', 'a,b', '--run-ids', 'c', '--no-fail-on-gate', '--factory', 'f']),
        settings(),
        'https://x.example/api/v1',
      ),
    ).toEqual({
      command: 'gate',
      'api-key': 'sk-1',
      'base-url': 'https://x.example/api/v1',
      'run-ids': 'a,b,c',
      'fail-on-gate': 'false',
      factory: 'f',
    });
  });

  it('the config defaults under the flags; a positional; the fixed inputs; no base URL when none', () => {
    expect(
      inputsOf(
        command(['followup', 'r9', '--timeout', '7', '-m', 'hi']),
        settings({ defaults: { timeout: '60', wait: false, 'window-days': '9', json: true } }),
        undefined,
      ),
    ).toEqual({
      command: 'followup',
      'api-key': 'sk-1',
      'run-id': 'r9',
      message: 'hi',
      'timeout-minutes': '7',
      wait: 'false',
    });
    expect(inputsOf(command(['schedules', 'plan', '--prune']), settings(), '')).toEqual({
      command: 'schedules',
      'api-key': 'sk-1',
      mode: 'plan',
      prune: 'true',
    });
  });

  it('the prompt or message from a file, or "-" for stdin', () => {
    const file = join(scratch(), 'task.md');
    writeFileSync(file, 'from a file');
    expect(inputsOf(command(['run', '--prompt-file', file]), settings(), undefined).prompt).toBe(
      'from a file',
    );
    expect(
      inputsOf(command(['followup', 'r', '--message-file', '-']), settings(), undefined, {
        stdin: () => 'typed',
      }).message,
    ).toBe('typed');
  });
});

describe('inputsOf: what it refuses', () => {
  /** The message and flag of the UsageError inputsOf throws. */
  function refusal(argv: string[], stdin: () => string): { message: string; flag: string | undefined } {
    try {
      inputsOf(command(argv), settings(), undefined, { stdin });
    } catch (err) {
      return { message: (err as Error).message, flag: (err as { flag?: string }).flag };
    }
    throw new Error('not refused');
  }

  it('stdin that cannot be read, a file that cannot, the text given twice: each names its flag', () => {
    const broken = () => {
      throw Object.assign(new Error('closed'), { code: 'EAGAIN' });
    };
    expect(refusal(['run', '--prompt-file', '-'], broken)).toEqual({
      message: '--prompt-file: cannot read stdin (EAGAIN)',
      flag: '--prompt-file',
    });
    const missing = join(scratch(), 'none.md');
    expect(refusal(['followup', 'r', '--message-file', missing], broken)).toEqual({
      message: `--message-file: cannot read ${missing} (ENOENT)`,
      flag: '--message-file',
    });
    expect(refusal(['run', '--prompt-file', '-'], () => ' \n')).toEqual({
      message: '--prompt-file: stdin is empty',
      flag: '--prompt-file',
    });
    const empty = join(scratch(), 'empty.md');
    writeFileSync(empty, '');
    expect(refusal(['followup', 'r', '--message-file', empty], broken)).toEqual({
      message: `--message-file: ${empty} is empty`,
      flag: '--message-file',
    });
    expect(refusal(['followup', 'r', '-m', 'a', '--message-file', '-'], () => 'b')).toEqual({
      message: '--message and --message-file both give the message; give one',
      flag: '--message-file',
    });
  });
});

describe('against the service', () => {
  it('an inspection: its answer on stdout, exit 0; a run the service does not have: exit 3', async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const started = await run(['run', '--prompt', 'x', '--no-wait', '--json']);
    const runId = (JSON.parse(started.stdout) as { run_id: string }).run_id;
    const got = await run(['runs', 'get', runId, '--json']);
    expect(got.code).toBe(0);
    expect((JSON.parse(got.stdout) as { run_id: string }).run_id).toBe(runId);
    const missing = await run(['runs', 'get', '00000000-0000-4000-8000-000000000000']);
    expect(missing.code).toBe(3);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toMatch(/^cloud-agent: error: .*404.*\n$/);
  });

  it('dispatch outside CI files the work under this command, or its idempotency key', async () => {
    // Each done as it is dispatched: the command follows a factory's run to its end.
    const done = () => sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    done();
    expect(
      (await run(['dispatch', '--factory', 'fac_web', '--prompt', 'x', '--idempotency-key', 'k1'])).code,
    ).toBe(0);
    done();
    expect((await run(['dispatch', '--factory', 'fac_web', '--prompt', 'y'])).code).toBe(0);
    done();
    expect(
      (await run(['dispatch', '--factory', 'fac_web', '--prompt', 'z', '--ticket-ref', 'jira:APP-1'])).code,
    ).toBe(0);
    const refs = sim.requests
      .filter((r) => r.operation === 'dispatchFactoryRun')
      .map((r) => (JSON.parse(r.body) as { ticket_ref: string }).ticket_ref);
    expect(refs[0]).toBe('cli:k1');
    expect(refs[1]).toMatch(/^cli:local-[0-9a-f-]{36}$/);
    expect(refs[2]).toBe('jira:APP-1');
  });

  /** A GitLab CI job: project acme/web, pipeline 4711, job `review`. */
  const GITLAB_JOB = {
    GITLAB_CI: 'true',
    CI_PROJECT_PATH: 'acme/web',
    CI_PIPELINE_ID: '4711',
    CI_JOB_NAME: 'review',
    CI_JOB_ID: '902',
  };

  /** The ticket the one dispatch sent names. */
  const ticketRef = () =>
    (
      JSON.parse(sim.requests.find((r) => r.operation === 'dispatchFactoryRun')!.body) as {
        ticket_ref: string;
      }
    ).ticket_ref;

  it('in a CI: the job it runs in is said first and is the ticket', async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const ran = await run(['dispatch', '--factory', 'fac_web', '--prompt', 'x'], GITLAB_JOB);
    expect(ran.code).toBe(0);
    expect(ran.stderr.split('\n')[0]).toMatch(
      /^\[ *[\d.]+s\] GitLab CI: acme\/web, pipeline 4711, job review \(attempt 902\)$/,
    );
    expect(ticketRef()).toBe('gitlab-ci:acme/web/4711/review');
  });

  it("in a CI, with --repo: the ticket names the project --repo gives, not the CI's", async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const ran = await run(
      ['dispatch', '--factory', 'fac_web', '--prompt', 'x', '--repo', 'acme/api'],
      GITLAB_JOB,
    );
    expect(ran.code).toBe(0);
    expect(ticketRef()).toBe('gitlab-ci:acme/api/4711/review');
  });

  it('the times on its lines count from the call, not from when the module was loaded', async () => {
    // A process makes one call; this one makes many. Ten minutes after the module was loaded, a call still begins at 0.
    const loaded = performance.now();
    const now = vi.spyOn(performance, 'now').mockReturnValue(loaded + 600_000);
    try {
      const ran = await run(['run', '--prompt', 'x', '--no-wait'], {
        GITLAB_CI: 'true',
        CI_PROJECT_PATH: 'acme/web',
        CI_PIPELINE_ID: '4711',
        CI_JOB_NAME: 'review',
        CI_JOB_ID: '902',
      });
      expect(ran.code).toBe(0);
      expect(ran.stderr.split('\n')[0]).toBe(
        '[   0.0s] GitLab CI: acme/web, pipeline 4711, job review (attempt 902)',
      );
    } finally {
      now.mockRestore();
    }
  });

  it('--base-url over CLOUD_AGENT_BASE_URL', async () => {
    const ran = await run(['models', '--json', '--base-url', sim.url], {
      CLOUD_AGENT_BASE_URL: 'http://127.0.0.1:9/api/v1',
    });
    expect(ran.code).toBe(0);
    expect(sim.requests.map((r) => r.operation)).toEqual(['listModels']);
  });

  it('colour on a terminal only, and not with --no-color or NO_COLOR', async () => {
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    const argv = ['run', '--prompt', 'x', '--no-wait'];
    expect((await run(argv, {}, true)).stderr).toContain('\u001b[2m');
    expect((await run(argv, {}, false)).stderr).not.toContain('\u001b[');
    expect((await run([...argv, '--no-color'], {}, true)).stderr).not.toContain('\u001b[');
    expect((await run(argv, { NO_COLOR: '1' }, true)).stderr).not.toContain('\u001b[');
  });

  it('--verbose logs each request; without it, none', async () => {
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    const verbose = await run(['run', '--prompt', 'x', '--no-wait', '-v']);
    expect(verbose.stderr).toMatch(/ POST \/api\/v1\/agent\/run(s)?: HTTP 20\d in \d+ ms\n/);
    const plain = await run(['run', '--prompt', 'x', '--no-wait']);
    expect(plain.stderr).not.toMatch(/HTTP 20\d in/);
  });

  it('a file it cannot write (--markdown, --junit): a usage error before any request, the run not started', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a-file'), '');
    const cases: [string[], string][] = [
      [
        ['run', '--prompt', 'x', '--markdown', join(dir, 'no-such', 'report.md')],
        `--markdown: cannot write ${join(dir, 'no-such', 'report.md')}: there is no folder ${join(dir, 'no-such')} (cloud-agent run --help)`,
      ],
      [
        ['run', '--prompt', 'x', '--markdown', dir],
        `--markdown: cannot write ${dir}: it is a folder (cloud-agent run --help)`,
      ],
      [
        ['gate', '--factory', 'fac_web', '--junit', join(dir, 'a-file', 'gate.xml')],
        `--junit: cannot write ${join(dir, 'a-file', 'gate.xml')}: ${join(dir, 'a-file')} is not a folder (cloud-agent gate --help)`,
      ],
    ];
    for (const [argv, message] of cases) {
      expect(await run(argv)).toEqual({
        code: 2,
        stdout: '',
        stderr: `cloud-agent: usage error: ${message}\n`,
      });
    }
    // A relative path is read from the folder the command runs in.
    const relative = await run([
      'run',
      '--prompt',
      'x',
      '--markdown',
      'no-such-folder-here/report.md',
      '--json',
    ]);
    expect(relative.code).toBe(2);
    expect(JSON.parse(relative.stdout)).toMatchObject({ outcome: 'usage', run_id: null });
    expect(relative.stderr).toContain(`there is no folder ${join(process.cwd(), 'no-such-folder-here')}`);
    expect(sim.requests).toEqual([]);
  });

  it('--markdown writes the report to the file; settle outside CI needs --repo', async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
    const file = join(scratch(), 'report.md');
    const ran = await run(['run', '--prompt', 'x', '--no-wait', '--markdown', file, '-q']);
    expect(ran.code).toBe(0);
    expect(existsSync(file) && readFileSync(file, 'utf8')).toBe(`${ran.stdout.trimEnd()}\n`);
    const settle = await run(['settle']);
    expect(settle.code).toBe(2);
    expect(settle.stderr).toMatch(/^cloud-agent: usage error: settle needs the project .*--repo/);
  });
});

describe('signals', () => {
  /** Runs `argv`, calls its SIGINT handler once `ready` holds, then again after the end; the grace timers caught. */
  async function interrupted(argv: string[], ready: () => boolean) {
    const before = process.listeners('SIGINT');
    const beforeTerm = process.listeners('SIGTERM');
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const graces: (number | undefined)[] = [];
    /** Calls the handler with the 5 s grace timer caught (and run at once) rather than left to end this process. */
    const signal = (handler: (signal: NodeJS.Signals) => void) => {
      const original = globalThis.setTimeout;
      const timers = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
        fn: () => void,
        ms?: number,
        ...rest: []
      ) => {
        if (ms !== 5000) return original(fn, ms, ...rest);
        graces.push(ms);
        return { unref: () => fn() };
      }) as unknown as typeof setTimeout);
      try {
        handler('SIGINT');
      } finally {
        timers.mockRestore();
      }
    };
    try {
      const ran = run(argv);
      while (!ready()) await new Promise((r) => setTimeout(r, 5));
      const handlers = process.listeners('SIGINT').filter((l) => !before.includes(l));
      expect(handlers).toHaveLength(1);
      expect(process.listeners('SIGTERM').filter((l) => !beforeTerm.includes(l))).toEqual(handlers);
      const handler = handlers[0] as (signal: NodeJS.Signals) => void;
      signal(handler);
      const exitsAfterFirst = [...exit.mock.calls];
      const result = await ran;
      // Gone once the command ended.
      expect(process.listeners('SIGINT')).toEqual(before);
      expect(process.listeners('SIGTERM')).toEqual(beforeTerm);
      signal(handler);
      return { ...result, exitsAfterFirst, exits: exit.mock.calls, graces };
    } finally {
      exit.mockRestore();
    }
  }

  it('SIGINT mid-request: said, the request dropped, exit 130; a second one exits 130 at once, as the grace period does', async () => {
    const release = holdModels();
    try {
      const ran = await interrupted(['models'], () => sim.requests.length > 0);
      expect(ran.code).toBe(130);
      expect(ran.stdout).toBe('');
      expect(ran.stderr).toMatch(
        /^cloud-agent: SIGINT: stopping\ncloud-agent: error: interrupted \(SIGINT\): .+\n/,
      );
      // The grace period ran out at once here (its timer was called when set): exit 130; the second signal too.
      expect(ran.graces).toEqual([5000, 5000]);
      expect(ran.exitsAfterFirst).toEqual([[130]]);
      expect(ran.exits).toEqual([[130], [130], [130]]);
    } finally {
      release();
    }
  });

  it('a command that ends after a signal is not cut short by the grace exit: it is cleared', async () => {
    const release = holdModels();
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const before = process.listeners('SIGINT');
    try {
      const ran = run(['models']);
      while (!sim.requests.some((r) => r.operation === 'listModels'))
        await new Promise((r) => setTimeout(r, 5));
      const handler = process.listeners('SIGINT').find((l) => !before.includes(l)) as (
        s: NodeJS.Signals,
      ) => void;
      // The grace exit, due 50 ms on here instead of 5 s: the command ends before it.
      const original = globalThis.setTimeout;
      const timers = vi
        .spyOn(globalThis, 'setTimeout')
        .mockImplementation(((fn: () => void, ms?: number) =>
          original(fn, ms === 5000 ? 50 : ms)) as unknown as typeof setTimeout);
      try {
        handler('SIGINT');
      } finally {
        timers.mockRestore();
      }
      expect((await ran).code).toBe(130);
      await new Promise((r) => setTimeout(r, 150));
      expect(exit).not.toHaveBeenCalled();
    } finally {
      release();
      exit.mockRestore();
    }
  });

  it('SIGINT while a run goes: the run is cancelled, said so, exit 130', async () => {
    sim.script.run({ timeline: [{ state: 'INPROGRESS', afterMs: 0 }] });
    const ran = await interrupted(['run', '--prompt', 'x', '--progress-interval', '0'], () =>
      sim.requests.some((r) => r.operation === 'createRun' && r.status < 300),
    );
    expect(ran.code).toBe(130);
    expect(ran.stderr).toContain(
      'cloud-agent: SIGINT: stopping (the run is cancelled unless --no-cancel-on-interrupt)\n',
    );
    expect(sim.requests.some((r) => r.operation === 'cancelRun')).toBe(true);
  });
});

describe('a reader of stdout that leaves (| head)', () => {
  /** What a test's stdout took, and the signal its reader's leaving aborts: here, once a line came. */
  function leavingReader(leaveAfter = 1) {
    const left = new AbortController();
    let stdout = '';
    return {
      io: {
        stdoutReaderLeft: left.signal,
        stdout: (text: string) => {
          stdout += text;
          if (stdout.split('\n').length > leaveAfter) left.abort(new Error('the reader of stdout left'));
        },
      },
      left,
      printed: () => stdout,
    };
  }

  it('runs logs --follow stops following, says so on stderr and ends with 0; the run goes on', async () => {
    sim.script.run({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 400_000 },
      ],
    });
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
    const { run_id: id } = await client.runs
      .create({ prompt: 'Fix the tests' })
      .finally(() => client.close());
    const reader = leavingReader();
    const ran = await run(['runs', 'logs', id, '--follow', '--exit-status'], {}, false, reader.io);
    expect(ran.code).toBe(0);
    expect(ran.stderr).toMatch(
      new RegExp(
        `^\\[ +\\d+\\.\\ds\\] stopped following run ${id}; it goes on \\(cloud-agent runs logs ${id} --follow follows it again\\)\\n$`,
      ),
    );
    expect(reader.printed()).not.toBe('');
    expect(sim.sim.runs.get(id)!.cancelledBy).toBeUndefined();
    expect(sim.requests.filter((r) => r.operation === 'cancelRun')).toEqual([]);
  });

  it('an inspection whose request is in flight: the request dropped, no error printed, exit 0', async () => {
    const release = holdModels();
    try {
      const reader = leavingReader();
      const running = run(['models', '--json'], {}, false, reader.io);
      while (!sim.requests.some((r) => r.operation === 'listModels'))
        await new Promise((resolve) => setTimeout(resolve, 5));
      reader.left.abort(new Error('the reader of stdout left'));
      expect(await running).toEqual({ code: 0, stdout: '', stderr: '' });
      expect(reader.printed()).toBe('');
    } finally {
      release();
    }
  });

  it('a failure of its own after the reader left is still said, with its exit code (runs logs --exit-status)', async () => {
    sim.script.run({ timeline: [{ state: 'FAILED', afterMs: 0 }] });
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
    const { run_id: id } = await client.runs
      .create({ prompt: 'Fix the tests' })
      .finally(() => client.close());
    const reader = leavingReader();
    const ran = await run(['runs', 'logs', id, '--exit-status'], {}, false, reader.io);
    expect(reader.left.signal.aborted).toBe(true);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(/^cloud-agent: error: .*FAILED/m);
  });

  it("an action's command goes on to its end: the run followed, never cancelled, its exit code its own", async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 20_000 }] });
    const reader = leavingReader(0);
    reader.left.abort(new Error('the reader of stdout left'));
    const ran = await run(['run', '--prompt', 'Fix the tests', '--json'], {}, false, reader.io);
    expect(ran.code).toBe(0);
    expect(JSON.parse(reader.printed())).toMatchObject({ state: 'SUCCEEDED' });
    expect(sim.requests.filter((r) => r.operation === 'cancelRun')).toEqual([]);
  });
});

describe('causedBy', () => {
  it('the error itself, or one of its causes; nothing else', () => {
    const reason = new Error('the reader of stdout left');
    const aborted = new Error('listModels: aborted', { cause: reason });
    expect(causedBy(reason, reason)).toBe(true);
    expect(causedBy(aborted, reason)).toBe(true);
    expect(causedBy(new Error('wrapped', { cause: aborted }), reason)).toBe(true);
    expect(causedBy(new Error('listModels: 500'), reason)).toBe(false);
    expect(causedBy(new Error('other', { cause: new Error('the reader of stdout left') }), reason)).toBe(
      false,
    );
    expect(causedBy(undefined, reason)).toBe(false);
    expect(causedBy({ cause: reason }, reason)).toBe(false);
  });
});

describe('processIo', () => {
  it("this process's streams and environment", () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      processIo.stdout('to stdout');
      processIo.stderr('to stderr');
      expect(out.mock.calls).toEqual([['to stdout']]);
      expect(err.mock.calls).toEqual([['to stderr']]);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    expect(processIo.env).toBe(process.env);
    expect(processIo.isTTY).toBe(Boolean(process.stderr.isTTY));
  });
});

describe('gate --junit', () => {
  /** `argv` with its JUnit file's folder removed once the command sent its first request. */
  const folderRemovedMidway = (argv: string[], file: string): Promise<Ran> => {
    const before = sim.requests.length;
    return folderRemovedOnceSent(
      dirname(file),
      () => sim.requests.length > before,
      () => run(argv),
    );
  };

  it('a file that cannot be written: exit 1 saying so, the verdict still printed (--json: gate-failed is not claimed)', async () => {
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
    const scorerId = await createTestScorer(client);
    const { run_id: runId } = await client.runs.create({ prompt: 'Fix it' });
    await client.close();
    scoreRunDirectly(sim.sim, { runId, scorerId, classification: 'pass' });
    const missing = join(scratch(), 'removed-folder', 'report.xml');
    const args = [
      'gate',
      '--run-ids',
      runId,
      '--factory',
      'fac_web',
      '--no-dispatch-judges',
      '--junit',
      missing,
    ];
    const shown = await folderRemovedMidway([...args, '--quiet'], missing);
    expect(shown.code).toBe(1);
    expect(shown.stdout).toContain('1 of 1');
    expect(shown.stderr).toBe(`cloud-agent: error: cannot write the JUnit file ${missing} (ENOENT)\n`);
    const json = await folderRemovedMidway([...args, '--json', '--quiet'], missing);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      conclusion: 'success',
      passed: 1,
      outcome: 'error',
      error: `cannot write the JUnit file ${missing} (ENOENT)`,
    });
  });

  it('a gate that failed keeps its outcome and message; the file is a warning', async () => {
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
    const scorerId = await createTestScorer(client);
    const { run_id: runId } = await client.runs.create({ prompt: 'Fix it' });
    await client.close();
    scoreRunDirectly(sim.sim, { runId, scorerId, classification: 'fail' });
    const missing = join(scratch(), 'removed-folder', 'report.xml');
    const args = [
      'gate',
      '--run-ids',
      runId,
      '--factory',
      'fac_web',
      '--no-dispatch-judges',
      '--junit',
      missing,
    ];
    const json = await folderRemovedMidway([...args, '--json', '--quiet'], missing);
    expect(json.code).toBe(1);
    const doc = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(doc).toMatchObject({ conclusion: 'failure', outcome: 'gate-failed' });
    expect(doc.error).not.toContain('JUnit');
    expect(json.stderr).toMatch(
      new RegExp(
        `^\\[[^\\]]+\\] warning: cannot write the JUnit file ${missing.replace(/[.]/g, '\\.')} \\(ENOENT\\)\n`,
      ),
    );
  });
});

describe('what stdout shows after the report', () => {
  const VERDICT = { verdict: 'pass', confidence: 0.9, reasons: ['the tests pass', 'the change is small'] };

  it('run --output-schema: the validated result after the report, indented for a person', async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }], result: { file: VERDICT } });
    const file = join(scratch(), 'report.md');
    const ran = await run([
      'run',
      '--prompt',
      'Judge it',
      '--output-schema',
      'verdict',
      '--markdown',
      file,
      '-q',
    ]);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    // The report as --markdown wrote it, a blank line, then the result (compact in the output: {"verdict":...}).
    expect(ran.stdout).toBe(
      `${readFileSync(file, 'utf8').trimEnd()}\n\n${JSON.stringify(VERDICT, null, 2)}\n`,
    );
  });

  it('a result its redaction made no JSON (a key of digits, as a number in it): printed as it is', async () => {
    const key = '4242424242';
    const digits = await startSimulator({ apiKey: key, timeScale: simSpeed(20) });
    try {
      digits.script.run({
        timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
        result: { file: { count: 4242424242 } },
      });
      const schema =
        '{"type": "object", "properties": {"count": {"type": "integer"}}, "required": ["count"]}';
      const ran = await run(['run', '--prompt', 'Count them', '--output-schema', schema, '-q'], {
        CLOUD_AGENT_API_KEY: key,
        CLOUD_AGENT_BASE_URL: digits.url,
      });
      expect(ran.stderr).toBe('');
      expect(ran.code).toBe(0);
      expect(ran.stdout.endsWith('</sub>\n\n{"count":[redacted API key]}\n')).toBe(true);
      expect(ran.stdout).not.toContain(key);
    } finally {
      await digits.close();
    }
  });
});

describe('review --repo --pr', () => {
  const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';

  /** Runs `cloud-agent review <argv>` in this process with a GitHub token, GitHub opened by `open`. */
  const review = (argv: string[], open: OpenGitHub, gitHubUrl = 'http://127.0.0.1:9'): Promise<Ran> =>
    runInProcess(
      ['review', ...argv],
      {
        CLOUD_AGENT_API_KEY: API_KEY,
        CLOUD_AGENT_BASE_URL: sim.url,
        GITHUB_TOKEN: 'ghp_user_token',
        GITHUB_API_URL: gitHubUrl,
      },
      {},
      open,
    );

  it('reviews that pull request of that repository: read from GitHub as a pull request, its number and repository in the prompt', async () => {
    const gh = await startFakeGitHub();
    try {
      gh.state.addPullRequest({
        number: 2,
        title: 'Fix the sum',
        user: 'Codertocat',
        head: { ref: 'fix', sha: HEAD },
        base: { ref: 'main' },
        files: [
          {
            filename: 'src/app.ts',
            status: 'modified',
            additions: 1,
            deletions: 1,
            patch: '@@ -1 +1 @@\n-a\n+b',
          },
        ],
      });
      sim.script.run({
        timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
        result: {
          file: { summary: 'Fine.', verdict: 'correct', reviewed_head: HEAD, findings: [], resolved: [] },
        },
      });
      const opened: unknown[] = [];
      const ran = await review(
        ['--repo', 'acme/app', '--pr', '2', '-q'],
        (access, host) => {
          opened.push(access.repo);
          return Promise.resolve(openRepository(access, host));
        },
        gh.url,
      );
      expect(ran.stderr).toBe('');
      expect(ran.code).toBe(0);
      expect(opened).toEqual([{ owner: 'acme', repo: 'app' }]);
      // The review last: not the result's JSON after it, as run prints it (the findings are the report).
      expect(
        ran.stdout.endsWith(
          '</sub>\n\n### Cloud agent review of `ec26c3e` (not posted)\n\n**Verdict: looks correct** · 0 findings (0 inline, 0 outside the diff, 0 listed)\n\nFine.\n',
        ),
      ).toBe(true);
      // Pull request #2 of acme/app, read only.
      expect(gh.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
        `GET /repos/acme/app/compare/${'0'.repeat(40)}...${HEAD}`,
        'GET /repos/acme/app/contents/.github%2Fcopilot-instructions.md',
        'GET /repos/acme/app/contents/AGENTS.md',
        'GET /repos/acme/app/contents/CLAUDE.md',
        'GET /repos/acme/app/contents/REVIEW.md',
        'GET /repos/acme/app/contents/src%2FREVIEW.md',
        'GET /repos/acme/app/issues/2/comments',
        'GET /repos/acme/app/pulls/2',
        'GET /repos/acme/app/pulls/2/reviews',
        'POST /graphql',
        'POST /graphql',
      ]);
      const created = sim.requests.filter((r) => r.operation === 'createRun');
      expect(created).toHaveLength(1);
      const { prompt, metadata } = JSON.parse(created[0]!.body) as {
        prompt: string;
        metadata: Record<string, string>;
      };
      // The run records the repository reviewed: a settle of it finds the run by it.
      expect(metadata.gh_repo).toBe('acme/app');
      expect(prompt).toContain('\n- Repository: acme/app\n- Pull request: #2\n');
      expect(prompt).toContain(
        `Review pull request #2 of acme/app at head commit ${HEAD} (base ${'0'.repeat(40)}). Set \`reviewed_head\` to ${HEAD}.`,
      );
    } finally {
      await gh.close();
    }
  });

  it('a GitHub that cannot review: the input no flag gives is named as it is, exit 2, nothing started', async () => {
    // The review asks the repository for its reviews before anything else; a repository without them (the real one
    // always has them) is a missing github-token, which no flag of the command line gives.
    const ran = await review(['--repo', 'acme/app', '--pr', '2'], () =>
      Promise.resolve({} as Awaited<ReturnType<OpenGitHub>>),
    );
    expect(ran.code).toBe(2);
    expect(ran.stdout).toBe('');
    expect(ran.stderr).toBe(
      'cloud-agent: usage error: github-token: is required by command "review": the pull request is read from GitHub (cloud-agent review --help)\n',
    );
    expect(sim.requests).toEqual([]);
  });
});

describe('the flag a message names', () => {
  it("settle names the budget by the flag that gave it, run's --max-credits, which settle itself has not", async () => {
    sim.script.run({
      timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
      usage: { inference_cost: 11.5, compute_cost: 0.6 },
    });
    const started = await run([
      'run',
      '--prompt',
      'x',
      '--no-wait',
      '--max-credits',
      '5',
      '--repo',
      'acme/app',
      '-q',
    ]);
    expect(started.code).toBe(1);
    const settled = await run(['settle', '--repo', 'acme/app', '-q']);
    expect(settled.code).toBe(1);
    expect(settled.stdout.split('\n').filter((line) => line.startsWith('**Budget:**'))).toEqual([
      '**Budget:** went over at 12.1 credits, budget 5 (`--max-credits 5`).',
    ]);
  });
});
