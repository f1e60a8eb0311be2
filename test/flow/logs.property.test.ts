/**
 * A run's log (src/flow/logs.ts `LogBook`) over random conversations, timelines and reads: steps and events that come
 * a few at a time, times that repeat, go missing (a step at work shows its time only later) or run backwards (two
 * workers' clocks), ids the service repeats, a
 * read that lags behind the one before (an older copy of the conversation), events of another run, and `--since` a
 * step or a time. Whatever the reads show, each step and event is printed at most once, the steps in the
 * conversation's order; once a read shows everything, every step after a `--since` step, every step whose time is
 * after a `--since` time (and, without `--since`, every step and event of the run) has been printed, and nothing up
 * to a `--since` step ever is.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Read, RunItem } from '../../src/client/index.ts';
import { LogBook } from '../../src/flow/logs.ts';
import type { LogRecord } from '../../src/render/log.ts';

/** Seeded, so a failure replays; some 0.3 s. */
const RUNS = { numRuns: 400, seed: 20261204 };

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

const T0 = Date.parse('2026-11-21T12:00:00Z');
/** A time a few seconds after T0 (repeats likely), or none. */
const time = fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined, freq: 4 });
const iso = (s: number | undefined) => (s === undefined ? undefined : new Date(T0 + s * 1000).toISOString());

const world = fc.record({
  /** Each step's time, and from which read on it shows it (a step at work may have none yet). */
  steps: fc.array(fc.record({ at: time, timedFrom: fc.nat({ max: 6 }) }), { maxLength: 8 }),
  events: fc.array(
    fc.record({
      at: time,
      // Some without an id (told apart by kind and time), some of another run.
      uuid: fc.boolean(),
      kind: fc.constantFrom('agent_started', 'snapshot_uploaded', 'worker_container_ready'),
      other: fc.nat({ max: 4 }).map((n) => n === 0),
    }),
    { maxLength: 8 },
  ),
  /** What each read shows: how many steps and events (of the whole, lagging or not), and whether either was read. */
  reads: fc.array(
    fc.record({ steps: fc.nat(), events: fc.nat(), conversation: fc.boolean(), timeline: fc.boolean() }),
    { maxLength: 6 },
  ),
  since: fc.oneof(
    fc.constant(undefined),
    fc.record({ step: fc.nat() }),
    fc.record({ time: fc.integer({ min: 0, max: 8 }) }),
  ),
});

describe('a run’s log, over random reads', () => {
  it('prints each step and event once, the steps in order, and everything after --since once a read shows it', () => {
    fc.assert(
      fc.property(world, (w) => {
        /** The steps as read `n` shows them (the last read shows every time). */
        const stepsAt = (n: number) =>
          w.steps.map(({ at, timedFrom }, i) => ({
            id: `s${i}`,
            description: `Step ${i}`,
            ...(iso(at) && n >= timedFrom ? { started_at: iso(at) } : {}),
            messages: [],
            steps: [],
          }));
        const steps = stepsAt(Infinity);
        const events: TimelineEvent[] = w.events.map(
          (e, i) =>
            ({
              event_type: e.kind,
              ...(iso(e.at) ? { occurred_at: iso(e.at) } : {}),
              ...(e.uuid ? { event_uuid: `e${i}` } : {}),
              run_id: e.other ? 'run-2' : 'run-1',
            }) as TimelineEvent,
        );
        const sinceStep =
          w.since && 'step' in w.since && steps.length ? w.since.step % steps.length : undefined;
        const since =
          sinceStep !== undefined
            ? { step: `s${sinceStep}` }
            : w.since && 'time' in w.since
              ? { time: T0 + w.since.time * 1000 }
              : undefined;
        const book = new LogBook({ runId: 'run-1', redact: (t) => t, since });
        const printed: LogRecord[] = [];
        let reads = 0;
        const read = (nSteps: number, nEvents: number, conversation: boolean, timeline: boolean) => {
          const shown = stepsAt(reads++).slice(0, nSteps);
          // A conversation that does not yet hold the --since step would be an error: the reads here hold it.
          const holdsSince = sinceStep === undefined || nSteps > sinceStep;
          const c = conversation && holdsSince ? ({ steps: shown } as Conversation) : undefined;
          printed.push(...book.take(RUN, c, timeline ? events.slice(0, nEvents) : undefined));
        };
        for (const r of w.reads) {
          read(r.steps % (steps.length + 1), r.events % (events.length + 1), r.conversation, r.timeline);
        }
        reads = Infinity;
        read(steps.length, events.length, true, true);

        const stepIds = printed.flatMap((r) => (r.type === 'step' ? [r.id] : []));
        const eventIds = printed.flatMap((r) => (r.type === 'event' ? [r.id] : []));
        expect(new Set(stepIds).size).toBe(stepIds.length);
        expect(new Set(eventIds).size).toBe(eventIds.length);
        // In the conversation's order; after a time, but for a step that showed no time of its own before the time,
        // which comes when its time shows, after the steps printed meanwhile: late rather than never.
        const order = stepIds.map((id) => Number(id.slice(1)));
        if (!(since && 'time' in since)) expect([...order].sort((a, b) => a - b)).toEqual(order);
        expect(printed.every((r) => r.run_id === 'run-1')).toBe(true);
        if (sinceStep !== undefined) {
          expect(stepIds).toEqual(steps.slice(sinceStep + 1).map((s) => s.id));
        } else if (since !== undefined) {
          // After a time: at least every step whose own time is after it, whenever that time showed.
          const { time } = since as { time: number };
          const after = steps.filter((s) => s.started_at !== undefined && Date.parse(s.started_at) > time);
          for (const s of after) expect(stepIds).toContain(s.id);
        } else {
          expect(stepIds).toEqual(steps.map((s) => s.id));
          const ours = new Set(
            events
              .filter((e) => e.run_id === 'run-1')
              .map((e) => e.event_uuid || `${e.event_type}@${e.occurred_at ?? ''}`),
          );
          expect(new Set(eventIds)).toEqual(ours);
        }
      }),
      RUNS,
    );
  });
});
