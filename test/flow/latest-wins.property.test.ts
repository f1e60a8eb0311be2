/**
 * The tracking comment's writes (src/flow/latest-wins.ts `LatestWins`) over random sequences on a manual clock:
 * bodies offered, bodies written now (a record a request depends on), and at the end the final body or a stop, while
 * GitHub answers each write after a while, fails it, or never answers (until the write is aborted). Whatever happens:
 * one write at a time; offered bodies go out in the order they were offered, each after the interval from the write
 * before; nothing but the final body is sent once it is given, and it is the last write, returned within its bound;
 * and, with no final body, the last write sent is the last body given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LatestWins } from '../../src/flow/latest-wins.ts';
import { ManualTimers, settle } from '../helpers/manual-timers.ts';

/** Seeded, so a failure replays; some 1 s. */
const RUNS = { numRuns: 300, seed: 20261204 };

const INTERVAL = 5000;

/** How GitHub answers a write: after `ms`, with success or an error; or never (until the write is aborted). */
const answer = fc.oneof(
  { weight: 6, arbitrary: fc.record({ ms: fc.integer({ min: 0, max: 8000 }), fails: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant('never' as const) },
);

const step = fc.record({
  /** Time since the step before. */
  after: fc.integer({ min: 0, max: 9000 }),
  kind: fc.constantFrom('offer', 'offer', 'offer', 'now'),
});

const world = fc.record({
  steps: fc.array(step, { maxLength: 12 }),
  answers: fc.array(answer, { minLength: 16, maxLength: 16 }),
  end: fc.constantFrom('final', 'stop', 'none'),
  endAfter: fc.integer({ min: 0, max: 9000 }),
  bound: fc.integer({ min: 2000, max: 20_000 }),
});

interface Write {
  body: string;
  start: number;
  end: number | undefined;
}

describe('the tracking comment’s writes, over random sequences', () => {
  it('one at a time, in order, spaced, the final body last and within its bound, the last body sent', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const timers = new ManualTimers(0);
        const writes: Write[] = [];
        let inFlight = 0;
        let most = 0;
        const write = (body: string, signal: AbortSignal) =>
          new Promise<void>((resolve, reject) => {
            const record: Write = { body, start: timers.now(), end: undefined };
            writes.push(record);
            inFlight++;
            most = Math.max(most, inFlight);
            let done = false;
            const finish = (error?: Error) => {
              if (done) return;
              done = true;
              inFlight--;
              record.end = timers.now();
              if (error) reject(error);
              else resolve();
            };
            signal.addEventListener('abort', () => finish(new Error('aborted')), { once: true });
            const a = w.answers[(writes.length - 1) % w.answers.length]!;
            if (a === 'never') return;
            timers.setTimeout(() => finish(a.fails ? new Error('GitHub: 502') : undefined), a.ms);
          });
        const latest = new LatestWins(write, { minIntervalMs: INTERVAL, onError: () => {}, timers });
        /** A signal that aborts `ms` after now, on the manual clock. */
        const timeoutSignal = (ms: number) => {
          const controller = new AbortController();
          timers.setTimeout(() => controller.abort(new Error('timed out')), ms);
          return controller.signal;
        };
        /** Bodies given, in order: offered (`o…`) or written now (`n…`). */
        const given: string[] = [];
        let t = 0;
        for (const [i, s] of w.steps.entries()) {
          t += s.after;
          await timers.advanceTo(t);
          const body = `${s.kind === 'offer' ? 'o' : 'n'}${i}`;
          given.push(body);
          if (s.kind === 'offer') latest.offer(body);
          // Bounded by its caller, as the conversation bounds it (FINAL_WRITE_MS).
          else latest.now(body, timeoutSignal(10_000)).catch(() => {});
        }
        t += w.endAfter;
        await timers.advanceTo(t);
        const finalAt = t;
        let finalOutcome: string | undefined;
        const writtenBefore = writes.length;
        if (w.end === 'final') {
          void latest.final('final', w.bound).then(
            (outcome) => (finalOutcome = `${outcome}@${timers.now()}`),
            () => (finalOutcome = `failed@${timers.now()}`),
          );
        } else if (w.end === 'stop') latest.stop();
        // Long enough for everything that will ever end.
        await timers.advanceTo(t + 200_000);

        expect(most).toBeLessThanOrEqual(1);
        const order = (body: string) => Number(body.slice(1));
        const offered = writes.filter((x) => x.body.startsWith('o'));
        // Offered bodies in the order given; each after the interval from the end of the write before it.
        expect(offered.map((x) => order(x.body))).toEqual(
          [...offered.map((x) => order(x.body))].sort((a, b) => a - b),
        );
        for (const x of offered) {
          const before = writes.slice(0, writes.indexOf(x)).at(-1);
          if (before) expect(x.start).toBeGreaterThanOrEqual(before.end! + INTERVAL);
        }
        // Every body written was given, once.
        const bodies = writes.map((x) => x.body);
        expect(new Set(bodies).size).toBe(bodies.length);
        for (const b of bodies) expect([...given, 'final']).toContain(b);
        if (w.end === 'final') {
          // The final body is the last write, none started after it was given but it, and it returns in its bound.
          expect(bodies.at(-1)).toBe('final');
          expect(writes.slice(writtenBefore).map((x) => x.body)).toEqual(['final']);
          expect(finalOutcome).toBeDefined();
          expect(Number(finalOutcome!.split('@')[1])).toBeLessThanOrEqual(finalAt + w.bound);
        } else if (w.end === 'stop') {
          expect(writes.slice(writtenBefore)).toEqual([]);
        } else if (given.length && writes.every((x) => x.end !== undefined)) {
          // Nothing ended it, and no progress write hangs (GitHub never answered, and nothing aborted it): the last
          // write sent is the last body given.
          expect(bodies.at(-1)).toBe(given.at(-1));
        }
        await settle();
      }),
      RUNS,
    );
  });
});
