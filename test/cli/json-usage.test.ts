/**
 * `--json` promises one JSON document on stdout and nothing else, a usage error's too: the command's document, each
 * value null, with `outcome: "usage"` and `error` (only those two when the line names no action's command), the error
 * being the one stderr gives. Every kind of usage error is here: a command line that cannot be read, a
 * flag's value, what a command needs before it sends anything (a project, a key), and an input the dispatcher
 * refuses. Each makes no request.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandOfLine } from '../../src/cli/args.ts';
import { DOCUMENT_OUTPUTS } from '../../src/cli/documents.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import { runInProcess } from './in-process.ts';

const API_KEY = 'sk-cli-json-3e5a7c9b1d2f';
let sim: SimulatorHandle;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: API_KEY });
});
afterEach(async () => {
  await sim.close();
});

const run = (argv: string[], env: Record<string, string> = {}) =>
  runInProcess(argv, { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: sim.url, ...env });

/** The error as stderr gives it: `cloud-agent: usage error: <error>`, with the command's --help after it if any. */
const stderrOf = (error: string, command: string | undefined) =>
  `cloud-agent: usage error: ${error}${command && !error.includes('--help') ? ` (cloud-agent ${command} --help)` : ''}\n`;

describe('--json: a usage error is the documented document on stdout, exit 2, no request', () => {
  it.each([
    // What a command needs before it sends anything.
    [['report', '--json'], 'report'],
    [['report', '--json', '--repo', 'nope'], 'report'],
    [['report', '--json', '--all', '--repo', 'a/b'], 'report'],
    [['settle', '--json'], 'settle'],
    [['schedules', 'plan', '--json'], 'schedules plan'],
    [['schedules', 'apply', '--json', '--repo', 'acme/app', '--default-branch', ''], 'schedules apply'],
    [['settle', '--json', '--repo', 'acme/app', '--since', 'yesterday'], 'settle'],
    // A command line that cannot be read.
    // (Before the line is read, no command's --help is named.)
    [['run', '--json', '--bogus'], undefined],
    [['run', '--json', '--quiet', '--verbose', '--prompt', 'x'], undefined],
    [['runs', 'list', '--json', '--nope'], undefined],
    [['nope', '--json'], undefined],
    [['runs', 'nope', '--json'], undefined],
    [['cancel', '--json'], 'cancel'],
  ])('%j', async (argv, command) => {
    const ran = await run(argv);
    expect(ran.code).toBe(2);
    const json = JSON.parse(ran.stdout) as { outcome: string; error: string };
    // The command's own document, each value unknown (null), when the line names an action's command; else the
    // failure alone.
    const action = commandOfLine(argv)?.action;
    const outputs = action ? DOCUMENT_OUTPUTS[action].map((name) => name.replaceAll('-', '_')) : [];
    expect(Object.keys(json)).toEqual([...outputs, 'outcome', 'error']);
    for (const key of outputs) expect((json as Record<string, unknown>)[key]).toBeNull();
    expect(json.outcome).toBe('usage');
    expect(json.error).not.toBe('');
    expect(ran.stdout).toBe(`${JSON.stringify(json, null, 2)}\n`);
    expect(ran.stderr).toBe(stderrOf(json.error, command));
    expect(sim.requests).toEqual([]);
  });

  it('the exact documents of the cases the issue names', async () => {
    const errors = async (argv: string[]) =>
      (JSON.parse((await run(argv)).stdout) as { error: string }).error;
    expect(await errors(['schedules', 'plan', '--json'])).toBe(
      'schedules plan needs the project the schedules belong to: give --repo owner/repo (outside a CI that names its project)',
    );
    expect(await errors(['settle', '--json', '--repo', 'nope'])).toBe(
      '--repo takes a project path such as acme/app, got "nope"',
    );
    expect(await errors(['run', '--json', '--bogus'])).toBe("run: Unknown option '--bogus'");
  });

  it('no key, with --json: the document, naming how to give one', async () => {
    const ran = await run(['run', '--prompt', 'x', '--json'], { CLOUD_AGENT_API_KEY: '', WARP_API_KEY: '' });
    expect(ran.code).toBe(2);
    expect(JSON.parse(ran.stdout)).toEqual({
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
      error:
        'no API key: set CLOUD_AGENT_API_KEY (or WARP_API_KEY), or put "apiKey" in the config file (chmod 600)',
    });
  });

  it('an input the dispatcher refuses is one document too, not two', async () => {
    const ran = await run(['run', '--prompt', 'x', '--timeout', 'soon', '--json']);
    expect(ran.code).toBe(2);
    const json = JSON.parse(ran.stdout) as Record<string, unknown>;
    expect(json.outcome).toBe('usage');
    expect(String(json.error)).toMatch(/^--timeout: /);
    expect(sim.requests).toEqual([]);
  });

  it('without --json (or with it after --), stdout stays empty', async () => {
    for (const argv of [['report'], ['run', '--bogus'], ['run', '--prompt', 'x', '--', '--json']]) {
      const ran = await run(argv);
      expect(ran.code).toBe(2);
      expect(ran.stdout).toBe('');
      expect(ran.stderr).toMatch(/^cloud-agent: usage error: /);
    }
  });
});
