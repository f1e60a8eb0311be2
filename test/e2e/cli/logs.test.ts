/**
 * `cloud-agent runs logs` of the bundled command line against the simulator, on its virtual clock (time moves only
 * when a test moves it, so every time printed is exact): a run that moves once followed to its end, each line once
 * and in order, exiting as `run` would under --exit-status; --json lines that validate against the schema; Ctrl-C
 * that leaves the run going; escape sequences and workflow commands in a step made inert; a factory's dispatched
 * run; and `run` printing the same lines while it waits.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { RunScript } from '../../simulator/state.ts';
import { conversationStep as step, failingRun, logWorld } from '../../helpers/log-runs.ts';
import { runCli } from '../../cli/harness.ts';

const API_KEY = 'sk-cli-logs-7d1e3a5c9b2f4e6a';
const world = logWorld(API_KEY);
const { at } = world;

const env = () => ({ CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: world.sim.url });
const count = (operation: string) => world.sim.requests.filter((r) => r.operation === operation).length;
/** Whether the simulator has answered a read of the run's log (its conversation and its timeline, read together). */
const logRead = () =>
  ['getRunConversation', 'getRunTimeline'].every((operation) =>
    world.sim.requests.some((r) => r.operation === operation && r.status !== 0),
  );

const schema = JSON.parse(
  readFileSync(new URL('../../../schemas/cli/runs-logs.schema.json', import.meta.url), 'utf8'),
) as object;
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

/** What an agent's step may carry: a terminal escape, workflow commands, the key, a legacy command opener. */
const HOSTILE_TITLE = 'Fix \u001b[31mthe\u001b[0m parser\u001b]0;pwned\u0007 ##[error]x';
const HOSTILE_TEXT = `done\n::set-output name=result::pwned\n::add-mask::visible\n\u001b[2J\u001b[1;1Hkey ${API_KEY}`;

/** Claimed at 1 s, working from 2 s, failed at 12 s; its first step at 2 s, its second (hostile) at 7 s. */
const MOVES_ONCE = failingRun(step('s2', HOSTILE_TITLE, HOSTILE_TEXT));

async function created(script: RunScript): Promise<string> {
  world.sim.script.run(script);
  const { run_id: runId } = await world.client.runs.create({ prompt: 'Fix the parser.' });
  return runId;
}

/**
 * Runs `cloud-agent <args>` while the run works (at 3 s), and moves it on (to 20 s: its second step, its end) once
 * the service has answered the command's first read of the conversation and the timeline: the run moves once while
 * it is followed.
 */
async function followedOnce(args: string[]) {
  at(3000);
  const running = runCli(args, { env: env() });
  await new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      if (!logRead()) return;
      clearInterval(poll);
      at(20_000);
      resolve();
    }, 10);
  });
  return running;
}

describe('runs logs --follow', () => {
  it('a reader that leaves (| head -1): it stops following at its next line, says so, ends with 0; the run goes on', async () => {
    const runId = await created(MOVES_ONCE);
    at(3000);
    let left = false;
    const running = runCli(['runs', 'logs', runId, '--follow', '--exit-status'], {
      env: env(),
      readerLeaves: { stream: 'stdout', when: (text) => (left = text.includes('\n')) },
    });
    // Until the reader has left and the log was read (or the command ended first: then its result says why).
    let ended = false;
    void running.finally(() => (ended = true));
    while (!(left && logRead()) && !ended) await new Promise((resolve) => setTimeout(resolve, 10));
    // The run moves on (its second step): the line the command prints finds no reader. The run never ends here.
    at(7000);
    const result = await running;
    expect(result.signal).toBeNull();
    expect(result.stdout.split('\n')[0]).toBe('2026-11-21T12:00:00Z  event oz_run_created: created');
    expect(result.stderr).toMatch(
      new RegExp(
        `stopped following run ${runId}; it goes on \\(cloud-agent runs logs ${runId} --follow follows it again\\)\\n$`,
      ),
    );
    expect(result.code).toBe(0);
  });

  it('a run that moves once: each line once and in order, its end last; --exit-status exits 1 as run would for FAILED', async () => {
    const runId = await created(MOVES_ONCE);
    const result = await followedOnce(['runs', 'logs', runId, '--follow', '--exit-status']);
    const session = (await world.client.runs.get(runId)).session_link!;
    expect(result.stdout).toBe(
      [
        '2026-11-21T12:00:00Z  event oz_run_created: created',
        '2026-11-21T12:00:01Z  event oz_run_claimed: claimed by a worker',
        '2026-11-21T12:00:01Z  event worker_container_ready: machine ready',
        '2026-11-21T12:00:02Z  event shared_session_started: session started',
        '2026-11-21T12:00:02Z  event agent_started: agent started',
        '2026-11-21T12:00:02Z  step 1: Read the parser',
        '2026-11-21T12:00:02Z  state INPROGRESS',
        `2026-11-21T12:00:02Z  session ${session}`,
        // The escapes gone, the legacy command opener broken, the title on one line.
        '2026-11-21T12:00:07Z  step 2: Fix the parser # #[error]x',
        '2026-11-21T12:00:12Z  event oz_run_failed: failed',
        '2026-11-21T12:00:12Z  event vm_shutdown: machine shut down',
        '2026-11-21T12:00:12Z  state FAILED: The tests still fail',
        '',
      ].join('\n'),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `cloud-agent: error: run ${runId} ended FAILED (agent_failed): The tests still fail\n`,
    );
    // Two state reads at least, the log read at the start and at the end: no more than the pace allows.
    expect(count('getRun')).toBeGreaterThanOrEqual(2);
    expect(count('getRunConversation')).toBe(2);
    expect(count('getRunTimeline')).toBe(2);
    expect(count('cancelRun')).toBe(0);
  });

  it('--json: one object a line, each valid against schemas/cli/runs-logs.schema.json; the hostile step inert; exit 0 without --exit-status', async () => {
    const runId = await created(MOVES_ONCE);
    const result = await followedOnce(['runs', 'logs', runId, '--follow', '--json']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trimEnd().split('\n');
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const record of records) expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
    expect(
      records.map((r) => (r.type === 'run' ? `run ${String(r.state)}` : `${String(r.type)} ${String(r.id)}`)),
    ).toEqual([
      expect.stringMatching(/^event /),
      expect.stringMatching(/^event /),
      expect.stringMatching(/^event /),
      expect.stringMatching(/^event /),
      expect.stringMatching(/^event /),
      'step s1',
      'run INPROGRESS',
      'step s2',
      expect.stringMatching(/^event /),
      expect.stringMatching(/^event /),
      'run FAILED',
    ]);
    expect(records[7]).toEqual({
      type: 'step',
      run_id: runId,
      id: 's2',
      number: 2,
      time: '2026-11-21T12:00:07.000Z',
      completed_at: '2026-11-21T12:00:12.000Z',
      title: 'Fix the parser ##[error]x',
      // The text of the step, its escapes removed, the key redacted; as data, the command lines kept as written.
      detail: 'assistant: done\n::set-output name=result::pwned\n::add-mask::visible\nkey [redacted API key]',
      detail_cut: 0,
    });
    expect(records[10]).toMatchObject({
      type: 'run',
      state: 'FAILED',
      status_message: 'The tests still fail',
    });
    // Nothing a runner or a terminal would act on: no line starts a workflow command, no escape byte, no `##[`.
    expect(result.stdout).not.toMatch(/^\s*::/m);
    expect(result.stdout).not.toContain('##[');
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stdout).not.toContain(API_KEY);
  });

  it('Ctrl-C stops following: exit 130, said on stderr, no cancel, the run goes on', async () => {
    const runId = await created({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 1000 },
        { state: 'SUCCEEDED', afterMs: 600_000 },
      ],
      conversation: [{ afterMs: 0, step: step('s1', 'Think', 'thinking') }],
    });
    at(3000);
    const result = await runCli(['runs', 'logs', runId, '--follow', '--exit-status'], {
      env: env(),
      // Once it read the conversation and printed what it found (the read alone raced the print under load).
      interruptWhen: ({ stdout }) =>
        count('getRunConversation') >= 1 && stdout.includes('  session https://'),
    });
    expect(result.code).toBe(130);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(
      `2026-11-21T12:00:01Z  session ${(await world.client.runs.get(runId)).session_link}`,
    );
    expect(result.stderr).toMatch(
      new RegExp(
        `^cloud-agent: SIGINT: stopping\\n\\[ *[\\d.ms]+\\] stopped following run ${runId}; it goes on \\(cloud-agent runs logs ${runId} --follow follows it again\\)\\n$`,
      ),
    );
    expect(count('cancelRun')).toBe(0);
    expect((await world.client.runs.get(runId)).state).toBe('INPROGRESS');
  });
});

describe('runs logs without --follow', () => {
  it('a run still going: what exists, its state last, exit 0 even with --exit-status; --since resumes after a step', async () => {
    const runId = await created({
      ...MOVES_ONCE,
      timeline: MOVES_ONCE.timeline!.slice(0, 3),
    });
    at(8000);
    const all = await runCli(['runs', 'logs', runId, '--exit-status'], { env: env() });
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split('\n');
    expect(lines.slice(5, 7)).toEqual([
      '2026-11-21T12:00:02Z  step 1: Read the parser',
      '2026-11-21T12:00:07Z  step 2: Fix the parser # #[error]x',
    ]);
    expect(lines.at(-2)).toBe('2026-11-21T12:00:02Z  state INPROGRESS');
    expect(count('getRun')).toBe(1);

    const since = await runCli(['runs', 'logs', runId, '--since', 's1'], { env: env() });
    expect(since.code).toBe(0);
    expect(since.stdout.trimEnd().split('\n').slice(0, 1)).toEqual([
      '2026-11-21T12:00:07Z  step 2: Fix the parser # #[error]x',
    ]);
    const byTime = await runCli(['runs', 'logs', runId, '--since', '2026-11-21T12:00:02Z'], { env: env() });
    expect(byTime.stdout).toBe(since.stdout);

    const unknown = await runCli(['runs', 'logs', runId, '--since', 'no-such-step'], { env: env() });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      `cloud-agent: error: run ${runId} has no step "no-such-step" to resume after (runs conversation ${runId} --json lists its steps' ids)\n`,
    );
  });

  it("a factory's dispatched run: its own steps and events, no other run's", async () => {
    // Done as it is dispatched: the dispatch follows it to its end (a factory's run is let go only from a thread).
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 0 },
      ],
      conversation: [{ afterMs: 0, step: step('f1', 'Triage the ticket', 'triaged') }],
    });
    const dispatched = await runCli(
      [
        'dispatch',
        '--factory',
        'fac_web',
        '--prompt',
        'Triage it',
        '--repo',
        'acme/web',
        '--json',
        '--quiet',
      ],
      {
        env: env(),
      },
    );
    expect(dispatched.stderr).toBe('');
    expect(dispatched.code).toBe(0);
    const runId = (JSON.parse(dispatched.stdout) as { run_id: string }).run_id;
    at(10_000);
    const result = await runCli(['runs', 'logs', runId, '--exit-status'], { env: env() });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('  step 1: Triage the ticket\n');
    expect(result.stdout.trimEnd().split('\n').at(-2)).toMatch(/ {2}state SUCCEEDED$/);
  });
});

describe('run prints the same lines while it waits', () => {
  it('each step and event once, one time stamp a line, the session link before the first step', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 60_000 },
      ],
      conversation: [
        { afterMs: 0, step: step('s1', 'Read the parser', 'reading') },
        { afterMs: 30_000, step: step('s2', HOSTILE_TITLE, HOSTILE_TEXT) },
      ],
    });
    // The run ends once the command has read its progress once.
    const running = runCli(['run', '--prompt', 'Fix the parser.', '--progress-interval', '10'], {
      env: env(),
    });
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (!logRead()) return;
        clearInterval(poll);
        at(120_000);
        resolve();
      }, 10);
    });
    const result = await running;
    expect(result.code).toBe(0);
    const runId = (await world.client.runs.listPage({})).runs[0]!.run_id;
    const session = (await world.client.runs.get(runId)).session_link!;
    // Each line: the command's own time stamp, then what runs logs says.
    const lines = result.stderr
      .trimEnd()
      .split('\n')
      .map((line) => {
        expect(line).toMatch(/^\[ *[\d.ms]+\] /);
        return line.replace(/^\[ *[\d.ms]+\] /, '');
      });
    expect(lines.filter((l) => l.startsWith(`run ${runId}: `))).toEqual([
      `run ${runId}: INPROGRESS`,
      `run ${runId}: session ${session} (follow it live)`,
      `run ${runId}: event oz_run_created: created`,
      `run ${runId}: event shared_session_started: session started`,
      `run ${runId}: event agent_started: agent started`,
      `run ${runId}: step 1: Read the parser`,
      // The last step, which only the read at the end shows, comes before the end: the end is the last line.
      `run ${runId}: step 2: Fix the parser # #[error]x`,
      `run ${runId}: INPROGRESS → SUCCEEDED`,
    ]);
    expect(result.stderr).not.toContain('\u001b');
    expect(result.stderr).not.toMatch(/^\s*::/m);
  });
});
