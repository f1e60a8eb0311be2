/**
 * The inspection commands of the bundled command line against the simulator: --json prints exactly the service's
 * answer (one document), people get a table; --help texts; the JUnit file of a gate.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type SimulatorHandle } from '../../simulator/server.ts';
import { simSpeed } from '../../helpers/time-scale.ts';
import { runCli, scratch } from '../../cli/harness.ts';
import { COMMAND_SPECS } from '../../../src/cli/spec.ts';
import { CloudAgentClient, fetchSignedUrl } from '../../../src/client/index.ts';
import { scoreRunDirectly, setJudge } from '../../simulator/routes/scorers.ts';
import { gitlabShows, junitErrors } from '../../helpers/junit.ts';
import { CLI_LINGER_MS, scaled } from '../../../src/timing.ts';
import { createTestScorer, interfaceOnly, repeatsItself, simulatorAnswers, until } from '../setup.ts';

const API_KEY = 'sk-cli-9c7e5a3b1d2f4e6a8b0c';
let sim: SimulatorHandle;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: API_KEY, timeScale: simSpeed(10), answers: simulatorAnswers() });
});
afterEach(async () => {
  await sim.close();
});

const run = (args: string[]) =>
  runCli(args, { env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: sim.url } });
/** The answer of the last request the simulator handled. */
const lastAnswer = () => JSON.parse(sim.requests.at(-1)!.answer!) as unknown;

async function startRuns(n: number, flags: string[] = []): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const result = await run(['run', '--prompt', `task ${i}`, '--no-wait', '--json', ...flags]);
    ids.push((JSON.parse(result.stdout) as Record<string, string>).run_id!);
  }
  return ids;
}

/**
 * A run whose answer is far larger than a pipe's buffer (64 KiB on Linux): most of a `runs get --json` of it waits in
 * the command's process until its reader takes it.
 */
async function largeRun(): Promise<{ id: string; prompt: string }> {
  const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
  const prompt = `Fix the flaky test. ${'Its log, line after line. '.repeat(24_000)}`;
  try {
    return { id: (await client.runs.create({ prompt })).run_id, prompt };
  } finally {
    await client.close();
  }
}

describe('--json prints exactly what the service answered', () => {
  const single: [string, string[]][] = [
    ['models', ['models']],
    ['agents', ['agents']],
    ['environments', ['environments']],
    ['workers', ['workers']],
    ['schedules list', ['schedules', 'list']],
    ['scorers list', ['scorers', 'list']],
    ['factories list', ['factories', 'list']],
  ];
  for (const [name, args] of single) {
    it(name, async () => {
      const result = await run([...args, '--json']);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual(lastAnswer());
      expect(result.stderr).toBe('');
    });
  }

  it('runs list, runs get, runs timeline, runs conversation', async () => {
    const [id] = await startRuns(1);
    const list = await run([
      'runs',
      'list',
      '--state',
      'QUEUED',
      '--state',
      'SUCCEEDED',
      '--limit',
      '5',
      '--json',
    ]);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual(lastAnswer());
    expect(sim.requests.at(-1)!.query).toBe('?state=QUEUED&state=SUCCEEDED&limit=5');
    for (const verb of ['get', 'timeline', 'conversation']) {
      const result = await run(['runs', verb, id!, '--json']);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual(lastAnswer());
    }
  });

  it('runs list --all follows every page into one document', async () => {
    const ids = await startRuns(3);
    const before = sim.count('listRuns');
    const result = await run([
      'runs',
      'list',
      '--limit',
      '2',
      '--all',
      '--sort',
      'created_at',
      '--order',
      'asc',
      '--json',
    ]);
    expect(result.code).toBe(0);
    expect(sim.count('listRuns') - before).toBe(2);
    const doc = JSON.parse(result.stdout) as { runs: { run_id: string }[] };
    expect(doc.runs.map((r) => r.run_id)).toEqual(ids);
  });

  it('a reader that takes its time (a pager) still gets the whole document: the command waits for it to read', async () => {
    const { id, prompt } = await largeRun();
    const answered = () => sim.requests.some((r) => r.operation === 'getRun' && r.answer !== undefined);
    const result = await runCli(['runs', 'get', id, '--json'], {
      env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: sim.url },
      // The reader starts once the command has had its answer and eight times the moment it lingers after its work
      // (an exit that does not wait for it comes well before, unless the machine is slow enough to hide it: the unit
      // tests of src/host/process.ts's exitAfter hold the wait whatever the timing).
      holdStdout: async () => {
        await until(answered);
        await new Promise((resolve) => setTimeout(resolve, 8 * scaled(CLI_LINGER_MS)));
      },
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.length).toBeGreaterThan(600_000);
    expect(JSON.parse(result.stdout)).toEqual(lastAnswer());
    expect((JSON.parse(result.stdout) as { prompt: string }).prompt).toBe(prompt);
    expect(result.code).toBe(0);
  });

  it('a reader that leaves early (| head -c 100) ends the command quietly, with its exit code', async () => {
    const { id } = await largeRun();
    const result = await runCli(['runs', 'get', id, '--json'], {
      env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: sim.url },
      readerLeaves: { stream: 'stdout', when: (text) => text.length > 0 },
    });
    expect(result.signal).toBeNull();
    expect(result.stdout.startsWith('{')).toBe(true);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});

describe('for people (no TTY)', () => {
  it('runs list is a table with a header and one line a run', async () => {
    const ended = {
      timeline: [{ state: 'SUCCEEDED' as const, afterMs: 0 }],
      usage: { inference_cost: 1.5, compute_cost: 0.25 },
    };
    sim.script.run(ended);
    sim.script.run(ended);
    const ids = await startRuns(2, ['--model', 'gpt-5']);
    const result = await run(['runs', 'list', '--sort', 'created_at', '--order', 'asc']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^RUN +STATE +CREATED +MODEL +CREDITS +TITLE$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/)[0])).toEqual(ids);
    // The model each run's config names, as the service answers it, and the credits of its usage (which the
    // interface does not show: none).
    const credits = interfaceOnly() ? '-' : '1.75';
    expect(lines.slice(1).map((l) => l.split(/\s+/).slice(3, 5))).toEqual([
      ['gpt-5', credits],
      ['gpt-5', credits],
    ]);
  });

  it('models lists each model and marks the default', async () => {
    const result = await run(['models']);
    const answer = (await (await run(['models', '--json'])).stdout) as string;
    const models = JSON.parse(answer) as { default_model_id: string; models: { id: string }[] };
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(models.models.length + 1);
    if (interfaceOnly()) {
      // The interface shows the list, not the fields of a model: each row is there, every cell says so.
      expect(models.default_model_id).toBeUndefined();
      expect(lines.slice(1)).toEqual(models.models.map(() => '-   -     -'));
      return;
    }
    expect(lines.find((l) => l.startsWith(`${models.default_model_id} (default)`))).toBeDefined();
  });
});

describe.skipIf(repeatsItself())('--help', () => {
  it('cloud-agent --help names every command and the exit codes', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    for (const spec of COMMAND_SPECS) expect(result.stdout).toContain(spec.name.split(' ')[0]!);
    expect(result.stdout).toContain('  130  interrupted');
    expect(sim.requests).toHaveLength(0);
  });

  for (const spec of COMMAND_SPECS) {
    it(`${spec.name} --help lists every flag and an example`, async () => {
      const result = await run([...spec.name.split(' '), '--help']);
      expect(result.code).toBe(0);
      for (const [name, flag] of Object.entries(spec.flags)) {
        expect(result.stdout).toContain(flag.negatable ? `--[no-]${name}` : `--${name}`);
      }
      expect(result.stdout).toContain(`  ${spec.example}\n`);
      expect(sim.requests).toHaveLength(0);
    });
  }
});

describe.skipIf(repeatsItself())('arguments checkable here: exit 2 and no request', () => {
  const cases: [string[], string][] = [
    [
      ['runs', 'list', '--state', 'BOGUS'],
      'cloud-agent: usage error: --state must be QUEUED, PENDING, CLAIMED, INPROGRESS, SUCCEEDED, FAILED, BLOCKED, ERROR or CANCELLED, got "BOGUS" (cloud-agent runs list --help)\n',
    ],
    [
      ['runs', 'list', '--created-after', 'yesterday'],
      'cloud-agent: usage error: --created-after takes an ISO 8601 date and time such as 2026-11-27T06:00:00Z, got "yesterday" (cloud-agent runs list --help)\n',
    ],
    [
      ['runs', 'list', '--sort', 'bogus'],
      'cloud-agent: usage error: --sort must be updated_at, created_at, title or agent, got "bogus" (cloud-agent runs list --help)\n',
    ],
    [
      ['artifacts', 'get', 'art_12'],
      'cloud-agent: usage error: <artifact-uid> must be a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6, got "art_12" (cloud-agent artifacts get --help)\n',
    ],
    [['settle', '--window', '720'], 'cloud-agent: usage error: --window is now --window-minutes <minutes>\n'],
  ];
  for (const [args, stderr] of cases) {
    it(args.join(' '), async () => {
      const result = await run(args);
      expect(result.stderr).toBe(stderr);
      expect(result.stdout).toBe('');
      expect(result.code).toBe(2);
      expect(sim.requests).toHaveLength(0);
    });
  }
});

describe('config file', () => {
  it('a key in a file others can read is refused: exit 2, no request, the key not shown', async () => {
    const { mkdirSync, writeFileSync, chmodSync } = await import('node:fs');
    const home = scratch();
    mkdirSync(join(home, 'cloud-agent'));
    const file = join(home, 'cloud-agent', 'config.json');
    writeFileSync(file, JSON.stringify({ apiKey: API_KEY, baseUrl: sim.url }));
    chmodSync(file, 0o644);
    const refused = await runCli(['models'], { env: { XDG_CONFIG_HOME: home } });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      `holds an API key but is readable by others (mode 644): run chmod 600 ${file}`,
    );
    expect(refused.stderr).not.toContain(API_KEY);
    expect(sim.requests).toHaveLength(0);
    chmodSync(file, 0o600);
    const ok = await runCli(['models', '--json'], { env: { XDG_CONFIG_HOME: home } });
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual(lastAnswer());
  });
});

describe('downloads', () => {
  it('runs transcript -o writes the signed download to the file, the key never sent to it', async () => {
    const [id] = await startRuns(1);
    // The run works and its conversation shows within a virtual second.
    sim.clock.advance(5000);
    const file = join(scratch(), 'transcript.json');
    const result = await run(['runs', 'transcript', id!, '-o', file]);
    // The files' origin refuses any request carrying a key (403): a download that worked sent none.
    const size = readFileSync(file).length;
    expect(result.stderr).toMatch(new RegExp(`^\\[ *\\d+\\.\\ds\\] wrote ${size} bytes to ${file}\\n$`));
    expect(result.code).toBe(0);
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
    const { url } = await client.runs.transcript(id!);
    await client.close();
    expect(readFileSync(file, 'utf8')).toBe((await fetchSignedUrl(url)).body.toString('utf8'));
    expect(readFileSync(file, 'utf8')).toContain('task 0');
  });
});

describe('gate --junit', () => {
  it("one test case per run and scorer; a failure's text carries the score, the threshold and the judge's reason; the judge run's time; exit 1", async () => {
    // Two runs judged here, and two others of the window (one passed, one failed): the norm the gate compares with.
    const [first, second, ...others] = await startRuns(4);
    const ids = [first!, second!];
    const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
    const scorerId = await createTestScorer(client);
    await client.close();
    // The runs have ended (3 virtual seconds); the first has a live score (no judge run, so no time), the second
    // none: the gate asks for a judge, whose run takes 3 s and whose verdict is the one scripted here.
    sim.clock.advance(5000);
    scoreRunDirectly(sim.sim, { runId: others[0]!, scorerId, classification: 'pass', reason: 'Fine.' });
    scoreRunDirectly(sim.sim, { runId: others[1]!, scorerId, classification: 'fail', reason: 'Broken.' });
    scoreRunDirectly(sim.sim, { runId: ids[0]!, scorerId, classification: 'pass', reason: 'All green.' });
    setJudge(sim.sim, () => ({
      classification: 'fail',
      reason: 'Tests fail: expected <b> & "quotes" \u0001 in output',
    }));
    const junit = join(scratch(), 'report.xml');
    const result = await run([
      'gate',
      '--run-ids',
      ids.join(','),
      '--scorer',
      String(scorerId),
      '--junit',
      junit,
      // Level with its window (the other runs: 1 of 2), so even 0 points passes.
      '--max-drop-points',
      '0',
      '-q',
    ]);
    if (interfaceOnly()) {
      // The interface shows no run in a scorer's result: no verdict can be matched to a run, and the error says so.
      // --quiet leaves the warnings (the pass rate the interface does not show) and the error.
      const lines = result.stderr.trimEnd().split('\n');
      expect(lines.at(-1)).toBe(
        'cloud-agent: error: listScorerResults answered a wrong shape: results[0].run_id: expected string, got undefined (missing)',
      );
      expect(lines.slice(0, -1).every((line) => /^\[ *[\dms.]+\] warning: /.test(line))).toBe(true);
      expect(result.code).toBe(3);
      return;
    }
    expect(result.code).toBe(1);
    const xml = readFileSync(junit, 'utf8');
    const session = (id: string) => `https://app.warp.dev/session/${sim.sim.runs.get(id)!.sessionId}`;
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="cloud-agent gate (failure)" tests="2" failures="1" errors="0">',
        '  <testsuite name="tests pass" tests="2" failures="1" errors="0" skipped="0">',
        // The scorer against its norm: its pass rate over the window without the runs judged here (1 of the 2
        // others), at the scorer's own threshold, the 2 judged here left out; its pass rate here, the difference and
        // the maximum.
        '    <properties>',
        '      <property name="baseline" value="norm"/>',
        '      <property name="baseline_window_days" value="30"/>',
        '      <property name="baseline_threshold" value="0.7"/>',
        '      <property name="baseline_pass_rate" value="0.5"/>',
        '      <property name="baseline_passed" value="1"/>',
        '      <property name="baseline_total" value="2"/>',
        '      <property name="baseline_excluded" value="2"/>',
        '      <property name="pass_rate" value="0.5"/>',
        '      <property name="passed" value="1"/>',
        '      <property name="failed" value="1"/>',
        '      <property name="no_verdict" value="0"/>',
        '      <property name="delta_points" value="0"/>',
        '      <property name="max_drop_points" value="0"/>',
        '    </properties>',
        // Each case links its run's session: where a reader of the report goes next.
        `    <testcase name="task 0 (${ids[0]})" classname="cloud-agent.tests pass">`,
        '      <properties>',
        `        <property name="session_link" value="${session(ids[0]!)}"/>`,
        '      </properties>',
        '    </testcase>',
        `    <testcase name="task 1 (${ids[1]})" classname="cloud-agent.tests pass" time="3">`,
        '      <properties>',
        `        <property name="session_link" value="${session(ids[1]!)}"/>`,
        '      </properties>',
        '      <failure message="score 0 (fail) below the threshold 0.7" type="fail">score 0 (fail) below the threshold 0.7',
        '',
        'Tests fail: expected &lt;b&gt; &amp; &quot;quotes&quot;  in output</failure>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
    // Valid JUnit XML (test/fixtures/junit.xsd), as GitLab and the other CIs read it; GitLab shows the failure's text.
    expect(await junitErrors(xml)).toEqual([]);
    expect(await gitlabShows(xml, 2)).toBe(
      'score 0 (fail) below the threshold 0.7\n\nTests fail: expected <b> & "quotes"  in output',
    );
  });
});
