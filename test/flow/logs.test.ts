/**
 * A run's log (src/flow/logs.ts): LogBook takes each step and event once, in order, cleaned and bounded; followLogs
 * follows a run against the simulator on its virtual clock, which is also the follow's clock (its sleeps move it):
 * the requests it makes and when, exactly, the records it prints, and how it stops.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient, type Read, type RunItem } from '../../src/client/index.ts';
import { followLogs, LogBook, SinceError, type FollowLogsOptions } from '../../src/flow/logs.ts';
import { FOLLOW_PACE } from '../../src/timing.ts';
import { Redactor } from '../../src/shared/redact.ts';
import type { LogRecord, RunRecord } from '../../src/render/log.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import type { ConversationStep, RunScript } from '../simulator/state.ts';

type Conversation = Read<'ConversationResponse'>;
type TimelineEvent = Read<'TimelineEvent'>;

const RUN = {
  run_id: 'run-1',
  state: 'INPROGRESS',
  title: 'Fix the parser',
  prompt: 'Fix the parser.',
  created_at: '2026-11-21T12:00:00Z',
  updated_at: '2026-11-21T12:00:10Z',
} as RunItem;

const TOKEN = `ghp_${'A1b2C3d4E5'.repeat(4)}`;
const redactor = new Redactor();
const redact = (text: string) => redactor.redact(text);

const step = (
  id: string,
  description: string,
  times: { started_at?: string; completed_at?: string } = {},
  text?: string,
): Read<'ConversationStep'> => ({
  id,
  description,
  ...times,
  messages: text ? [{ role: 'assistant', content: [{ type: 'text', text }] }] : [],
  steps: [],
});
const conversation = (...steps: Read<'ConversationStep'>[]): Conversation => ({ steps }) as Conversation;
const event = (type: string, at: string | undefined, uuid?: string, runId = 'run-1'): TimelineEvent =>
  ({
    event_type: type,
    ...(at ? { occurred_at: at } : {}),
    ...(uuid ? { event_uuid: uuid } : {}),
    run_id: runId,
  }) as TimelineEvent;

/** What a record says, in short: `step s1`, `event agent_started`. */
const short = (records: LogRecord[]) =>
  records.map((r) => (r.type === 'step' ? `step ${r.id}` : r.type === 'event' ? `event ${r.kind}` : r.state));

describe('LogBook', () => {
  it('each step and event once, merged by time, an event before a step at one time', () => {
    const book = new LogBook({ runId: 'run-1', redact });
    const events = [
      event('oz_run_created', '2026-11-21T12:00:00Z', 'e1'),
      event('agent_started', '2026-11-21T12:00:05Z', 'e2'),
    ];
    const first = book.take(
      RUN,
      conversation(step('s1', 'Read the parser', { started_at: '2026-11-21T12:00:05Z' })),
      events,
    );
    expect(short(first)).toEqual(['event oz_run_created', 'event agent_started', 'step s1']);
    // Read again with more: only what is new, in order.
    const second = book.take(
      RUN,
      conversation(
        step('s1', 'Read the parser', { started_at: '2026-11-21T12:00:05Z' }),
        step('s2', 'Fix it', { started_at: '2026-11-21T12:00:20Z' }),
      ),
      [...events, event('oz_run_done', '2026-11-21T12:00:30Z', 'e3')],
    );
    expect(short(second)).toEqual(['step s2', 'event oz_run_done']);
    expect(book.take(RUN, conversation(step('s1', 'Read the parser')), events)).toEqual([]);
    // What it keeps: the ids, one a step and one an event.
    expect(book.size).toBe(5);
  });

  it('a step without a time comes right after the step before it; the first, before everything', () => {
    const book = new LogBook({ runId: 'run-1', redact });
    const records = book.take(
      RUN,
      conversation(
        step('s1', 'Untimed first'),
        step('s2', 'Timed', { started_at: '2026-11-21T12:00:10Z' }),
        step('s3', 'Untimed after s2'),
        step('s4', 'Earlier than s2', { started_at: '2026-11-21T12:00:01Z' }),
      ),
      [
        event('oz_run_created', '2026-11-21T12:00:00Z', 'e1'),
        event('agent_started', '2026-11-21T12:00:10Z', 'e2'),
        event('oz_run_done', '2026-11-21T12:00:11Z', 'e3'),
      ],
    );
    // The conversation's order is kept (s4 stays after s3 though it says it started earlier).
    expect(short(records)).toEqual([
      'step s1',
      'event oz_run_created',
      'event agent_started',
      'step s2',
      'step s3',
      'step s4',
      'event oz_run_done',
    ]);
    const s1 = records[0]!;
    expect(s1).toEqual({
      type: 'step',
      run_id: 'run-1',
      id: 's1',
      number: 1,
      time: null,
      completed_at: null,
      title: 'Untimed first',
      detail: '',
      detail_cut: 0,
    });
    expect(records.find((r) => r.type === 'step' && r.id === 's2')).toMatchObject({
      number: 2,
      time: '2026-11-21T12:00:10Z',
    });
  });

  it('an event without an id is told apart by its kind and time; an event of another run is left out', () => {
    const book = new LogBook({ runId: 'run-1', redact });
    const events = [
      event('oz_run_claimed', '2026-11-21T12:00:01Z'),
      event('oz_run_claimed', '2026-11-21T12:00:01Z'),
      event('oz_run_claimed', '2026-11-21T12:00:02Z'),
      event('agent_started', '2026-11-21T12:00:03Z', 'e9', 'run-other'),
    ];
    const records = book.take(RUN, undefined, events);
    expect(records).toEqual([
      {
        type: 'event',
        run_id: 'run-1',
        id: 'oz_run_claimed@2026-11-21T12:00:01Z',
        kind: 'oz_run_claimed',
        label: 'claimed by a worker',
        time: '2026-11-21T12:00:01Z',
        execution_id: null,
      },
      {
        type: 'event',
        run_id: 'run-1',
        id: 'oz_run_claimed@2026-11-21T12:00:02Z',
        kind: 'oz_run_claimed',
        label: 'claimed by a worker',
        time: '2026-11-21T12:00:02Z',
        execution_id: null,
      },
    ]);
  });

  it('--since a step: what came after it; the steps up to it and the events until its time are never printed', () => {
    const book = new LogBook({ runId: 'run-1', redact, since: { step: 's2' } });
    const steps = [
      step('s1', 'One', { started_at: '2026-11-21T12:00:01Z' }),
      step('s2', 'Two', { started_at: '2026-11-21T12:00:05Z' }),
      step('s3', 'Three', { started_at: '2026-11-21T12:00:09Z' }),
    ];
    const events = [
      event('oz_run_created', '2026-11-21T12:00:00Z', 'e1'),
      event('snapshot_uploaded', '2026-11-21T12:00:05Z', 'e2'),
      event('snapshot_uploaded', '2026-11-21T12:00:06Z', 'e3'),
    ];
    // Before the conversation shows the step, nothing is taken.
    expect(book.take(RUN, undefined, events)).toEqual([]);
    expect(book.waitingForSince).toBe(true);
    expect(short(book.take(RUN, conversation(...steps), events))).toEqual([
      'event snapshot_uploaded',
      'step s3',
    ]);
    expect(book.waitingForSince).toBe(false);
  });

  it('--since a step: every step after it, untimed, of the same second or by a clock behind; events still by its time', () => {
    const book = new LogBook({ runId: 'run-1', redact, since: { step: 's1' } });
    const records = book.take(
      RUN,
      conversation(
        step('s1', 'One', { started_at: '2026-11-21T12:00:05Z' }),
        step('s2', 'Untimed, after s1'),
        step('s3', 'The same second', { started_at: '2026-11-21T12:00:05Z' }),
        step('s4', 'A clock behind', { started_at: '2026-11-21T12:00:04Z' }),
      ),
      [event('snapshot_uploaded', '2026-11-21T12:00:05Z', 'e1')],
    );
    expect(short(records)).toEqual(['step s2', 'step s3', 'step s4']);
  });

  it('--since a step the conversation does not hold: an error naming it and where the ids are', () => {
    const book = new LogBook({ runId: 'run-1', redact, since: { step: 'nope' } });
    expect(() => book.take(RUN, conversation(step('s1', 'One')), [])).toThrow(
      new SinceError(
        'run run-1 has no step "nope" to resume after (runs conversation run-1 --json lists its steps\' ids)',
      ),
    );
  });

  it('--since a time: what came after it, an untimed step by the time of the step before it', () => {
    const book = new LogBook({ runId: 'run-1', redact, since: { time: Date.parse('2026-11-21T12:00:05Z') } });
    const records = book.take(
      RUN,
      conversation(
        step('s1', 'One', { started_at: '2026-11-21T12:00:05Z' }),
        step('s2', 'Untimed, after s1'),
        step('s3', 'Three', { started_at: '2026-11-21T12:00:06Z' }),
        step('s4', 'Untimed, after s3'),
      ),
      [
        event('oz_run_created', '2026-11-21T12:00:00Z', 'e1'),
        event('oz_run_done', '2026-11-21T12:00:07Z', 'e2'),
      ],
    );
    expect(short(records)).toEqual(['step s3', 'step s4', 'event oz_run_done']);
  });

  it('--since a time: a step at work that shows no time yet is printed once its time shows one after it', () => {
    const book = new LogBook({ runId: 'run-1', redact, since: { time: Date.parse('2026-11-21T12:00:05Z') } });
    const old = step('s1', 'Before the follow-up', { started_at: '2026-11-21T12:00:01Z' });
    // At work, no time yet: placed at the time of the step before it, which is before the time asked for.
    expect(book.take(RUN, conversation(old, step('s2', 'At work')), [])).toEqual([]);
    expect(
      short(
        book.take(RUN, conversation(old, step('s2', 'At work', { started_at: '2026-11-21T12:00:07Z' })), []),
      ),
    ).toEqual(['step s2']);
    // Once printed, never again; an old step that never shows a time is never printed.
    expect(
      book.take(RUN, conversation(old, step('s2', 'At work', { started_at: '2026-11-21T12:00:07Z' })), []),
    ).toEqual([]);
    expect(book.size).toBe(2);
  });

  it('cleans what it takes: no escape sequence or control, redacted after they are gone, a huge step cut with a note', () => {
    const book = new LogBook({ runId: 'run-1', redact });
    const hidden = `${TOKEN.slice(0, 10)}\u001b[0m${TOKEN.slice(10)}`;
    const huge = `head ${'x'.repeat(3_000_000)}`;
    const [first, second] = book.take(
      RUN,
      conversation(
        step(
          's1',
          'Red \u001b[31mtitle\u001b[0m\u0007 \u001b]8;;https://evil.test\u0007link\u001b]8;;\u0007',
          {},
          hidden,
        ),
        step('s2', 'Huge', {}, huge),
      ),
      [],
    );
    expect(first).toMatchObject({
      title: 'Red title link',
      detail: 'assistant: [redacted GitHub token]',
    });
    expect(second!.type).toBe('step');
    const { detail, detail_cut: cut } = second as { detail: string; detail_cut: number };
    expect(cut).toBe(3_000_016 - 16_000);
    expect(detail).toBe(
      `assistant: head ${'x'.repeat(16_000 - 'assistant: head '.length)}\n[cut: 2,984,016 more characters; the run's conversation holds the whole step (runs conversation run-1)]`,
    );
  });

  it("the run's record when its state or its session link changes, the first time always", () => {
    const book = new LogBook({ runId: 'run-1', redact });
    const queued = { ...RUN, state: 'QUEUED', updated_at: '2026-11-21T12:00:00Z' } as RunItem;
    const first = book.run(queued);
    expect(first).toEqual({
      record: {
        type: 'run',
        run_id: 'run-1',
        time: '2026-11-21T12:00:00Z',
        state: 'QUEUED',
        session_link: null,
        status_message: null,
      },
      previous: undefined,
    });
    expect(book.run({ ...queued, updated_at: '2026-11-21T12:00:01Z' } as RunItem)).toBeUndefined();
    const linked = book.run({ ...queued, session_link: 'https://app.warp.dev/session/abc' } as RunItem);
    expect(linked?.record.session_link).toBe('https://app.warp.dev/session/abc');
    expect(linked?.previous).toBe(first!.record);
    // A link that is no http(s) link is none; a failure's message comes with its end.
    const failed = book.run({
      ...queued,
      state: 'FAILED',
      session_link: 'javascript:alert(1)',
      status_message: { message: `out of \u001b[2Jcredits ${TOKEN}` },
    } as RunItem);
    expect(failed?.record).toMatchObject({
      state: 'FAILED',
      session_link: null,
      status_message: 'out of credits [redacted GitHub token]',
    });
  });
});

/* ------------------------------------------------------------------------------ following, on the virtual clock */

const START = Date.parse('2026-11-21T12:00:00Z');
let sim: SimulatorHandle;
let client: CloudAgentClient;

beforeEach(async () => {
  sim = await startSimulator({ apiKey: 'test-key', start: new Date(START), timeScale: 0 });
  client = new CloudAgentClient({ apiKey: 'test-key', baseUrl: sim.url, retry: { maxRetries: 0 } });
});
afterEach(async () => {
  await client.close();
  expect(sim.violations).toEqual([]);
  await sim.close();
});

const simStep = (id: string, description: string): ConversationStep => ({
  id,
  description,
  messages: [{ role: 'assistant', content: [{ type: 'text', text: `working on ${description}` }] }],
  steps: [],
});

/** Follows the run `script` makes, its sleeps moving the virtual clock; what it printed and what it asked. */
async function follow(
  script: RunScript,
  options: Partial<FollowLogsOptions> = {},
  abortAtMs?: number,
): Promise<{ printed: LogRecord[]; reads: string[]; result: Awaited<ReturnType<typeof followLogs>> }> {
  sim.script.run(script);
  const { run_id: runId } = await client.runs.create({ prompt: 'Fix the parser.' });
  const printed: LogRecord[] = [];
  const controller = new AbortController();
  const result = await followLogs({
    client,
    runId,
    follow: true,
    redact,
    emit: (record) => printed.push(record),
    warn: (line) => printed.push({ type: 'run', state: `warning: ${line}` } as RunRecord),
    signal: controller.signal,
    now: () => sim.clock.now(),
    sleep: async (ms) => {
      if (abortAtMs !== undefined && sim.clock.now() - START + ms >= abortAtMs) {
        sim.clock.set(START + abortAtMs);
        controller.abort(new Error('SIGINT'));
        throw new Error('aborted');
      }
      sim.clock.advance(ms);
    },
    ...options,
  });
  const reads = sim.requests
    .filter((r) => ['getRun', 'getRunConversation', 'getRunTimeline'].includes(r.operation ?? ''))
    .map((r) => `${(r.at - START) / 1000} ${r.operation}`);
  return { printed, reads, result };
}

describe('followLogs', () => {
  it('a run that moves once: each step and event once, in order, the end last; the pace of its reads', async () => {
    const { printed, reads, result } = await follow({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: 1000 },
        { state: 'SUCCEEDED', afterMs: 13_000 },
      ],
      conversation: [
        { afterMs: 0, step: simStep('s1', 'Read the parser') },
        { afterMs: 8000, step: simStep('s2', 'Fix the parser') },
      ],
    });
    expect(short(printed)).toEqual([
      'event oz_run_created',
      'QUEUED',
      'INPROGRESS',
      'event shared_session_started',
      'event agent_started',
      'step s1',
      'step s2',
      'event oz_run_done',
      'event vm_shutdown',
      'SUCCEEDED',
    ]);
    // The log at once with the state; the state 3 s later (it moved: INPROGRESS at 1 s), the log not before 5 s (at
    // 6 s, with the state read that follows); 3 s later again (the log had news), then idle 6 s later, at 15 s,
    // which finds the run ended (at 14 s): the log once more, then its end.
    expect(reads).toEqual([
      '0 getRun',
      '0 getRunConversation',
      '0 getRunTimeline',
      '3 getRun',
      '6 getRun',
      '6 getRunConversation',
      '6 getRunTimeline',
      '9 getRun',
      '15 getRun',
      '15 getRunConversation',
      '15 getRunTimeline',
    ]);
    expect(result).toMatchObject({ stopped: true, interrupted: false });
    expect(result.run?.state).toBe('SUCCEEDED');
  });

  it('idle: state reads back off to 15 s, log reads to 30 s; anything new brings back the start', async () => {
    const { reads } = await follow({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 120_000 },
      ],
      conversation: [
        { afterMs: 0, step: simStep('s1', 'Think') },
        { afterMs: 70_000, step: simStep('s2', 'Write') },
      ],
    });
    const states = reads.filter((r) => r.endsWith(' getRun')).map((r) => Number(r.split(' ')[0]));
    const logs = reads.filter((r) => r.endsWith(' getRunConversation')).map((r) => Number(r.split(' ')[0]));
    // The state 3 s after the first read, then, nothing moving, 6, 12 and 15 s apart (the cap).
    expect(states).toEqual([0, 3, 9, 21, 36, 51, 66, 81, 84, 90, 102, 117, 132]);
    // The log at 0, then idle 5 s (read at 9: the next state read), 10, 20 and 30 s (the cap) apart. The new step
    // (s2, at 70 s) read at 81 brings both back to the start: the state 3 s later, the log 5 s later (at 90, then
    // 102); the run's end (at 120 s) seen at 132, and the log read once more.
    expect(logs).toEqual([0, 9, 21, 51, 81, 90, 102, 132]);
    expect(FOLLOW_PACE).toEqual({
      stateMs: 3000,
      readMs: 5000,
      factor: 2,
      stateIdleMaxMs: 15_000,
      readIdleMaxMs: 30_000,
    });
  });

  it('without --follow: what exists, the state last, one read of each', async () => {
    sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'CLAIMED', afterMs: 100 },
        { state: 'INPROGRESS', afterMs: 100 },
        { state: 'SUCCEEDED', afterMs: 60_000 },
      ],
      conversation: [{ afterMs: 0, step: simStep('s1', 'Think') }],
    });
    const { run_id: runId } = await client.runs.create({ prompt: 'x' });
    sim.clock.set(START + 1000);
    const printed: LogRecord[] = [];
    const result = await followLogs({
      client,
      runId,
      follow: false,
      redact,
      emit: (record) => printed.push(record),
      warn: () => {},
      signal: new AbortController().signal,
    });
    expect(short(printed)).toEqual([
      'event oz_run_created',
      'event oz_run_claimed',
      'event worker_container_ready',
      'event shared_session_started',
      'event agent_started',
      'step s1',
      'INPROGRESS',
    ]);
    expect(result).toMatchObject({
      stopped: false,
      interrupted: false,
      reads: { state: 1, conversation: 1, timeline: 1 },
    });
  });

  it('stopped by its signal (Ctrl-C): ends quietly, interrupted, and asks nothing more; no cancel', async () => {
    const { result, reads } = await follow(
      {
        timeline: [{ state: 'INPROGRESS', afterMs: 0 }],
        conversation: [{ afterMs: 0, step: simStep('s1', 'A') }],
      },
      {},
      7000,
    );
    expect(result).toMatchObject({ stopped: false, interrupted: true });
    // The last state read at 3 s; the next, idle, would be at 9 s: it never comes.
    expect(reads.at(-1)).toBe('3 getRun');
    expect(sim.count('cancelRun')).toBe(0);
  });

  it('a refused state read throws; a passing failure is a warning and the follow goes on', async () => {
    sim.faults.inject({ operation: 'getRun', times: 1, fault: { status: 503 } });
    const { printed } = await follow({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 4000 },
      ],
    });
    expect((printed[0] as RunRecord).state).toMatch(
      /^warning: reading run [\w-]+ failed: .*; still following it$/,
    );
    expect((printed.at(-1) as RunRecord).state).toBe('SUCCEEDED');

    await expect(
      followLogs({
        client,
        runId: 'no-such-run',
        follow: true,
        redact,
        emit: () => {},
        warn: () => {},
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('a timeline or conversation that cannot be read: one warning each, however often; the rest is printed', async () => {
    sim.faults.inject({ operation: 'getRunTimeline', times: 10, fault: { status: 500 } });
    sim.faults.inject({ operation: 'getRunConversation', times: 1, fault: { status: 403 } });
    const { printed } = await follow({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 20_000 },
      ],
      conversation: [{ afterMs: 0, step: simStep('s1', 'Think') }],
    });
    const warnings = printed.filter((r) => r.type === 'run' && r.state.startsWith('warning: '));
    expect(warnings.map((r) => (r as RunRecord).state.replace(/: (getRun\w+) failed .*$/, ': $1'))).toEqual([
      expect.stringMatching(/^warning: could not read the conversation of run [\w-]+: getRunConversation$/),
      expect.stringMatching(/^warning: could not read the timeline of run [\w-]+: getRunTimeline$/),
    ]);
    // The conversation read again later: its step printed once; the run's end.
    expect(short(printed.filter((r) => !warnings.includes(r)))).toEqual([
      'INPROGRESS',
      'step s1',
      'SUCCEEDED',
    ]);
  });

  it('stops where run stops waiting: a run that waits for input (BLOCKED)', async () => {
    const { printed, result } = await follow({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'BLOCKED', afterMs: 4000, statusMessage: { message: 'Which branch?' } },
        { state: 'SUCCEEDED', afterMs: 60_000 },
      ],
    });
    expect(result).toMatchObject({ stopped: true, interrupted: false });
    expect(printed.at(-1)).toMatchObject({ type: 'run', state: 'BLOCKED', status_message: 'Which branch?' });
  });

  it('--since a step of a run that has no conversation: an error once the run stopped, none while it works', async () => {
    await expect(
      follow(
        { timeline: [{ state: 'SUCCEEDED', afterMs: 0 }], conversation: 'none' },
        { since: { step: 's9' } },
      ),
    ).rejects.toThrow(/^run [\w-]+ has no conversation yet, so step "s9" cannot be found to resume after$/);
  });

  it('memory: what it keeps is the ids of the conversation and the timeline, however long it follows', async () => {
    const steps = Array.from({ length: 5 }, (_, i) => ({
      afterMs: i * 1000,
      step: simStep(`s${i}`, `Step ${i}`),
    }));
    const { printed } = await follow({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 3_600_000 },
      ],
      conversation: steps,
    });
    expect(printed.filter((r) => r.type === 'step')).toHaveLength(5);
    // An hour of idle reads: each step still printed once.
    expect(new Set(printed.filter((r) => r.type === 'step').map((r) => (r as { id: string }).id)).size).toBe(
      5,
    );
  });
});
