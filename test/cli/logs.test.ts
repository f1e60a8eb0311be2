/**
 * `cloud-agent runs logs` in this process (src/cli/inspect/runs.ts: the command's body, `endOf`, `sinceOf`): the
 * command line run by cli() against the simulator on its virtual clock (time moves only when a test moves it, so
 * every time printed is exact). Each test holds the lines printed (for people, and --json), the exit code and the
 * error's words under --exit-status, the hint for a run that waits for input, what --since skips, the requests made,
 * and Ctrl-C (the command's abort signal) ending a --follow that leaves the run going. test/e2e/cli/logs.test.ts
 * runs the bundle the same way; this file is what mutation testing sees of it.
 */
import { describe, expect, it } from 'vitest';
import { parseCommandLine, type Parsed } from '../../src/cli/args.ts';
import { runInspection } from '../../src/cli/inspect.ts';
import { endOf, sinceOf } from '../../src/cli/inspect/runs.ts';
import type { RunItem } from '../../src/client/index.ts';
import { OutcomeError } from '../../src/shared/outcome.ts';
import type { RunScript } from '../simulator/state.ts';
import { conversationStep as step, failingRun, logWorld } from '../helpers/log-runs.ts';
import { runInProcess, type Ran } from './in-process.ts';

const API_KEY = 'sk-cli-logs-unit-5e7a9c1b3d';
const world = logWorld(API_KEY);
const { at } = world;

/** Runs `cloud-agent <argv>` in this process, outside any CI, with the key and the simulator in its environment. */
const run = (argv: string[]): Promise<Ran> =>
  runInProcess(argv, { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: world.sim.url });

/** stderr without the elapsed time that stamps each line. */
const unstamped = (ran: Ran) => ran.stderr.replace(/^\[ *[\d.]+s\] /gm, '');

/**
 * The requests made from the `from`-th on: method, path and query. The conversation and the timeline are read
 * together, so their order is the network's: each read's two are sorted.
 */
function asked(from: number): string[] {
  const made = world.sim.requests
    .slice(from)
    .map((r) => `${r.method} ${r.path}${r.query ? `?${r.query}` : ''}`);
  const sorted: string[] = [];
  for (let i = 0; i < made.length; i++) {
    if (made[i]!.endsWith('/conversation') || made[i]!.endsWith('/timeline')) {
      sorted.push(...made.slice(i, i + 2).sort());
      i++;
    } else sorted.push(made[i]!);
  }
  return sorted;
}

/** The three reads of one look at a run's log: its state, then its conversation and its timeline. */
const oneLook = (runId: string) => [
  `GET /api/v1/agent/runs/${runId}`,
  `GET /api/v1/agent/runs/${runId}/conversation`,
  `GET /api/v1/agent/runs/${runId}/timeline`,
];

/** Claimed at 1 s, working from 2 s, failed at 12 s; its first step at 2 s, its second at 7 s. */
const FAILS = failingRun(step('s2', 'Fix the parser', 'Fixed'));

/** A run of `script`, made at LOG_START; the clock then set to 20 s. */
async function ended(script: RunScript): Promise<string> {
  world.sim.script.run(script);
  const { run_id: runId } = await world.client.runs.create({ prompt: 'Fix the parser.' });
  at(20_000);
  return runId;
}

/** The session link and the timeline's event ids of a run, asked of the service after the command's own reads. */
async function factsOf(runId: string): Promise<{ session: string; events: string[] }> {
  const [got, timeline] = await Promise.all([
    world.client.runs.get(runId),
    world.client.runs.timeline(runId),
  ]);
  return { session: got.session_link!, events: timeline.events.map((e) => e.event_uuid!) };
}

/** The lines of FAILS for people, once it ended. */
const FAILED_LINES = (session: string) => [
  '2026-11-21T12:00:00Z  event oz_run_created: created',
  '2026-11-21T12:00:01Z  event oz_run_claimed: claimed by a worker',
  '2026-11-21T12:00:01Z  event worker_container_ready: machine ready',
  '2026-11-21T12:00:02Z  event shared_session_started: session started',
  '2026-11-21T12:00:02Z  event agent_started: agent started',
  '2026-11-21T12:00:02Z  step 1: Read the parser',
  '2026-11-21T12:00:07Z  step 2: Fix the parser',
  '2026-11-21T12:00:12Z  event oz_run_failed: failed',
  '2026-11-21T12:00:12Z  event vm_shutdown: machine shut down',
  '2026-11-21T12:00:12Z  state FAILED: The tests still fail',
  `2026-11-21T12:00:12Z  session ${session}`,
];

const text = (lines: string[]) => lines.map((line) => `${line}\n`).join('');

describe('runs logs <id> of a run that ended', () => {
  it('one line each, in order, time first; exit 0 without --exit-status even for a FAILED run; one look', async () => {
    const runId = await ended(FAILS);
    const from = world.sim.requests.length;
    const ran = await run(['runs', 'logs', runId]);
    expect(asked(from)).toEqual(oneLook(runId));
    const { session } = await factsOf(runId);
    expect(ran).toEqual({ code: 0, stdout: text(FAILED_LINES(session)), stderr: '' });
  });

  it('--json: one JSON object a line, exactly the records, and no line for people', async () => {
    const runId = await ended(FAILS);
    const from = world.sim.requests.length;
    const ran = await run(['runs', 'logs', runId, '--json']);
    expect(asked(from)).toEqual(oneLook(runId));
    const { session, events } = await factsOf(runId);
    const event = (n: number, kind: string, label: string, time: string) => ({
      type: 'event',
      run_id: runId,
      id: events[n],
      kind,
      label,
      time,
      execution_id: 1,
    });
    const records = [
      event(0, 'oz_run_created', 'created', '2026-11-21T12:00:00.000Z'),
      event(1, 'oz_run_claimed', 'claimed by a worker', '2026-11-21T12:00:01.000Z'),
      event(2, 'worker_container_ready', 'machine ready', '2026-11-21T12:00:01.000Z'),
      event(3, 'shared_session_started', 'session started', '2026-11-21T12:00:02.000Z'),
      event(4, 'agent_started', 'agent started', '2026-11-21T12:00:02.000Z'),
      {
        type: 'step',
        run_id: runId,
        id: 's1',
        number: 1,
        time: '2026-11-21T12:00:02.000Z',
        completed_at: '2026-11-21T12:00:07.000Z',
        title: 'Read the parser',
        detail: 'assistant: Reading src/parser.ts',
        detail_cut: 0,
      },
      {
        type: 'step',
        run_id: runId,
        id: 's2',
        number: 2,
        time: '2026-11-21T12:00:07.000Z',
        completed_at: '2026-11-21T12:00:12.000Z',
        title: 'Fix the parser',
        detail: 'assistant: Fixed',
        detail_cut: 0,
      },
      event(5, 'oz_run_failed', 'failed', '2026-11-21T12:00:12.000Z'),
      event(6, 'vm_shutdown', 'machine shut down', '2026-11-21T12:00:12.000Z'),
      {
        type: 'run',
        run_id: runId,
        time: '2026-11-21T12:00:12.000Z',
        state: 'FAILED',
        session_link: session,
        status_message: 'The tests still fail',
      },
    ];
    expect(events).toHaveLength(7);
    expect(ran).toEqual({ code: 0, stdout: text(records.map((r) => JSON.stringify(r))), stderr: '' });
  });

  it('--exit-status on a FAILED run: the same lines, then exit 1 with its state, error code and message', async () => {
    const runId = await ended(FAILS);
    const from = world.sim.requests.length;
    const ran = await run(['runs', 'logs', runId, '--exit-status']);
    expect(asked(from)).toEqual(oneLook(runId));
    const { session } = await factsOf(runId);
    expect(ran).toEqual({
      code: 1,
      stdout: text(FAILED_LINES(session)),
      stderr: `cloud-agent: error: run ${runId} ended FAILED (agent_failed): The tests still fail\n`,
    });
  });

  it('--exit-status --json on a FAILED run: the records, then the error as the last line (run-failed), exit 1', async () => {
    const runId = await ended(FAILS);
    const ran = await run(['runs', 'logs', runId, '--exit-status', '--json']);
    const message = `run ${runId} ended FAILED (agent_failed): The tests still fail`;
    expect(ran.code).toBe(1);
    const lines = ran.stdout.split('\n');
    expect(lines).toHaveLength(12);
    expect(lines.slice(-2)).toEqual([
      JSON.stringify({ type: 'error', outcome: 'run-failed', error: message }),
      '',
    ]);
    expect(ran.stderr).toBe(`cloud-agent: error: ${message}\n`);
  });

  it('--exit-status on a SUCCEEDED run: exit 0, nothing on stderr; its end last', async () => {
    const runId = await ended({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 1000 },
        { state: 'SUCCEEDED', afterMs: 2000 },
      ],
      conversation: [{ afterMs: 0, step: step('s1', 'Fix it', 'Fixed') }],
    });
    const ran = await run(['runs', 'logs', runId, '--exit-status']);
    const { session } = await factsOf(runId);
    expect(ran).toEqual({
      code: 0,
      stdout: text([
        '2026-11-21T12:00:00Z  event oz_run_created: created',
        '2026-11-21T12:00:01Z  event shared_session_started: session started',
        '2026-11-21T12:00:01Z  event agent_started: agent started',
        '2026-11-21T12:00:01Z  step 1: Fix it',
        '2026-11-21T12:00:03Z  event oz_run_done: done',
        '2026-11-21T12:00:03Z  event vm_shutdown: machine shut down',
        '2026-11-21T12:00:03Z  state SUCCEEDED',
        `2026-11-21T12:00:03Z  session ${session}`,
      ]),
      stderr: '',
    });
  });

  it('--exit-status on a run still going (without --follow): what exists, its state last, exit 0', async () => {
    const runId = await ended({ ...FAILS, timeline: FAILS.timeline!.slice(0, 3) });
    const from = world.sim.requests.length;
    const ran = await run(['runs', 'logs', runId, '--exit-status']);
    expect(asked(from)).toEqual(oneLook(runId));
    const { session } = await factsOf(runId);
    expect(ran).toEqual({
      code: 0,
      stdout: text([
        ...FAILED_LINES(session).slice(0, 7),
        // What happened first, then where the run is now.
        '2026-11-21T12:00:02Z  state INPROGRESS',
        `2026-11-21T12:00:02Z  session ${session}`,
      ]),
      stderr: '',
    });
  });
});

describe('runs logs <id> of a run that waits for input (BLOCKED)', () => {
  const BLOCKS: RunScript = {
    timeline: [
      { state: 'QUEUED', afterMs: 0 },
      { state: 'INPROGRESS', afterMs: 1000 },
      { state: 'BLOCKED', afterMs: 2000 },
    ],
    conversation: [{ afterMs: 0, step: step('s1', 'Ask', 'Which branch?') }],
  };

  it('its lines, then how to answer it on stderr; exit 0 with --exit-status as run exits', async () => {
    const runId = await ended(BLOCKS);
    const ran = await run(['runs', 'logs', runId, '--exit-status']);
    const { session } = await factsOf(runId);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toBe(
      text([
        '2026-11-21T12:00:00Z  event oz_run_created: created',
        '2026-11-21T12:00:01Z  event shared_session_started: session started',
        '2026-11-21T12:00:01Z  event agent_started: agent started',
        '2026-11-21T12:00:01Z  step 1: Ask',
        '2026-11-21T12:00:03Z  event oz_run_blocked: waiting for input',
        '2026-11-21T12:00:03Z  state BLOCKED',
        `2026-11-21T12:00:03Z  session ${session}`,
      ]),
    );
    expect(unstamped(ran)).toBe(
      `run ${runId} waits for input: cloud-agent followup ${runId} --message "..." answers it\n`,
    );
    expect(ran.stderr).toMatch(/^\[ *[\d.]+s\] run /);
  });

  it('--json: the hint stays on stderr; --quiet: no hint, the lines still printed', async () => {
    const runId = await ended(BLOCKS);
    const json = await run(['runs', 'logs', runId, '--json']);
    expect(json.code).toBe(0);
    expect(json.stdout.split('\n').map((l) => (l ? (JSON.parse(l) as { type: string }).type : ''))).toEqual([
      'event',
      'event',
      'event',
      'step',
      'event',
      'run',
      '',
    ]);
    expect(unstamped(json)).toBe(
      `run ${runId} waits for input: cloud-agent followup ${runId} --message "..." answers it\n`,
    );
    const quiet = await run(['runs', 'logs', runId, '--quiet']);
    expect(quiet.code).toBe(0);
    expect(quiet.stdout.split('\n')).toHaveLength(8);
    expect(quiet.stderr).toBe('');
  });
});

describe('runs logs --since', () => {
  /** The lines of FAILS after its first step (2 s): its second step and its end. */
  const AFTER_S1 = (session: string) => FAILED_LINES(session).slice(6);

  it('a step id: only what came after that step (the events at its time too); the same look', async () => {
    const runId = await ended(FAILS);
    const from = world.sim.requests.length;
    const ran = await run(['runs', 'logs', runId, '--since', 's1']);
    expect(asked(from)).toEqual(oneLook(runId));
    const { session } = await factsOf(runId);
    expect(ran).toEqual({ code: 0, stdout: text(AFTER_S1(session)), stderr: '' });
  });

  it('a time: only what came after it, whatever the case of its T and Z or its offset', async () => {
    const runId = await ended(FAILS);
    const { session } = await factsOf(runId);
    // After 1 s: the claim and the machine (at 1 s) skipped with the creation; what came at 2 s printed.
    const afterOne = text(FAILED_LINES(session).slice(3));
    for (const time of ['2026-11-21T12:00:01Z', '2026-11-21t12:00:01z', '2026-11-21T13:00:01+01:00']) {
      expect(await run(['runs', 'logs', runId, '--since', time])).toEqual({
        code: 0,
        stdout: afterOne,
        stderr: '',
      });
    }
    // At the first step's time: the same as after the step.
    expect((await run(['runs', 'logs', runId, '--since', '2026-11-21T12:00:02Z'])).stdout).toBe(
      text(AFTER_S1(session)),
    );
  });

  it('a time after everything: nothing of the log, the state alone', async () => {
    const runId = await ended(FAILS);
    const { session } = await factsOf(runId);
    expect(await run(['runs', 'logs', runId, '--since', '2026-11-21T12:00:12Z'])).toEqual({
      code: 0,
      stdout: text(FAILED_LINES(session).slice(-2)),
      stderr: '',
    });
  });

  it('a date without a time is a step id, which the run does not have: exit 1 naming it', async () => {
    const runId = await ended(FAILS);
    expect(await run(['runs', 'logs', runId, '--since', '2026-11-21'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `cloud-agent: error: run ${runId} has no step "2026-11-21" to resume after (runs conversation ${runId} --json lists its steps' ids)\n`,
    });
  });

  it('a time that is no time: a usage error naming --since, exit 2, nothing sent', async () => {
    const from = world.sim.requests.length;
    expect(await run(['runs', 'logs', 'r1', '--since', '2026-11-21Tnoon'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'cloud-agent: usage error: --since takes an ISO 8601 date and time such as 2026-11-27T06:00:00Z, got "2026-11-21Tnoon" (cloud-agent runs logs --help)\n',
    });
    expect(world.sim.requests.slice(from)).toEqual([]);
  });
});

const parse = (args: string[]) => parseCommandLine(args) as Parsed;

describe('sinceOf', () => {
  const since = (...args: string[]) => sinceOf(parse(['runs', 'logs', 'r1', ...args]));

  it('none without --since; a step id; an RFC 3339 time as milliseconds (a date, a T, then the time)', () => {
    expect(since()).toBeUndefined();
    expect(since('--since', 's1')).toEqual({ step: 's1' });
    expect(since('--since', '2026-11-21T12:00:01Z')).toEqual({ time: Date.parse('2026-11-21T12:00:01Z') });
    expect(since('--since', '2026-11-21t12:00:01z')).toEqual({ time: Date.parse('2026-11-21T12:00:01Z') });
    expect(since('--since', '2026-11-21T13:00:01+01:00')).toEqual({
      time: Date.parse('2026-11-21T12:00:01Z'),
    });
    // Not a date and a T at the start: a step id, whatever follows.
    for (const id of [
      '2026-11-21',
      'x2026-11-21T12:00:01Z',
      '2026-1-21T12:00:01Z',
      '26-11-21T12:00:01Z',
      'T12:00',
    ])
      expect(since('--since', id)).toEqual({ step: id });
  });
});

describe('endOf', () => {
  /** A run as the service may answer it: a status message with a code and no message, or empty ones, too. */
  const item = (state: string, status_message?: Record<string, string>): RunItem =>
    ({ run_id: 'r1', state, ...(status_message === undefined ? {} : { status_message }) }) as RunItem;

  it('FAILED, ERROR and CANCELLED: a run-failed error with the state, then the code and message it has', () => {
    for (const state of ['FAILED', 'ERROR', 'CANCELLED']) {
      const error = endOf(item(state, { message: 'It broke', error_code: 'agent_failed' }));
      expect(error).toBeInstanceOf(OutcomeError);
      expect({ message: error!.message, outcome: error!.outcome }).toEqual({
        message: `run r1 ended ${state} (agent_failed): It broke`,
        outcome: 'run-failed',
      });
    }
    expect(endOf(item('CANCELLED'))!.message).toBe('run r1 ended CANCELLED');
    expect(endOf(item('ERROR', { message: 'No machine' }))!.message).toBe('run r1 ended ERROR: No machine');
    expect(endOf(item('FAILED', { error_code: 'quota' }))!.message).toBe('run r1 ended FAILED (quota)');
    expect(endOf(item('FAILED', { message: '', error_code: '' }))!.message).toBe('run r1 ended FAILED');
  });

  it('every other state: none (SUCCEEDED and BLOCKED exit 0, as a run still going does)', () => {
    for (const state of ['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS', 'SUCCEEDED', 'BLOCKED'])
      expect(endOf(item(state, { message: 'x', error_code: 'y' }))).toBeUndefined();
  });
});

describe('runs logs --follow, stopped by its signal (Ctrl-C)', () => {
  it('what was read is printed, then that it stopped following and how to again; no error, no cancel', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 1000 },
        { state: 'SUCCEEDED', afterMs: 600_000 },
      ],
      conversation: [{ afterMs: 0, step: step('s1', 'Think', 'thinking') }],
    });
    const { run_id: runId } = await world.client.runs.create({ prompt: 'Think.' });
    at(3000);
    const from = world.sim.requests.length;
    const controller = new AbortController();
    let stdout = '';
    let stderr = '';
    const following = runInspection(parse(['runs', 'logs', runId, '--follow', '--exit-status']), {
      stdout: (t) => void (stdout += t),
      stderr: (t) => void (stderr += t),
      signal: controller.signal,
      apiKey: API_KEY,
      baseUrl: world.sim.url,
      requireKey: () => {},
      redactors: [],
      elapsed: () => 1234,
      color: false,
    });
    // Once it printed its first look (the session link comes last), it waits for its next read.
    while (!stdout.includes('  session https://')) await new Promise((r) => setTimeout(r, 5));
    controller.abort(new Error('received SIGINT'));
    await expect(following).resolves.toBeUndefined();
    const { session } = await factsOf(runId);
    expect(stdout).toBe(
      text([
        '2026-11-21T12:00:00Z  event oz_run_created: created',
        '2026-11-21T12:00:01Z  event shared_session_started: session started',
        '2026-11-21T12:00:01Z  event agent_started: agent started',
        '2026-11-21T12:00:01Z  step 1: Think',
        '2026-11-21T12:00:01Z  state INPROGRESS',
        `2026-11-21T12:00:01Z  session ${session}`,
      ]),
    );
    expect(stderr).toBe(
      `[   1.2s] stopped following run ${runId}; it goes on (cloud-agent runs logs ${runId} --follow follows it again)\n`,
    );
    expect(asked(from).slice(0, 3)).toEqual(oneLook(runId));
    expect(world.sim.requests.filter((r) => r.operation === 'cancelRun')).toEqual([]);
    expect((await world.client.runs.get(runId)).state).toBe('INPROGRESS');
  });

  it('--follow on a run that ended: one look, as without it', async () => {
    const runId = await ended(FAILS);
    const from = world.sim.requests.length;
    const ran = await run(['runs', 'logs', runId, '--follow', '--exit-status']);
    expect(asked(from)).toEqual(oneLook(runId));
    const { session } = await factsOf(runId);
    expect(ran).toEqual({
      code: 1,
      stdout: text(FAILED_LINES(session)),
      stderr: `cloud-agent: error: run ${runId} ended FAILED (agent_failed): The tests still fail\n`,
    });
  });
});
