/**
 * A run's budget (src/flow/budget.ts `BudgetWatch`, over src/flow/credits.ts) over random usage: a run that uses
 * credits a little at a time, a service whose count starts again from 0 now and then (a follow-up's execution counted
 * anew), reads that see only some of it (a reset between two reads unseen), and a step cut short whose re-run goes on from
 * what the tracking comment last recorded. Whatever the reads show, the credits counted never pass what the run used
 * since the baseline (a run within its budget is never cancelled for it), never go back within a step, and are exactly
 * what it used while the count never went back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import { BudgetWatch } from '../../src/flow/budget.ts';

/** Seeded, so a failure replays; some 0.2 s. */
const RUNS = { numRuns: 1000, seed: 20261204 };

/** One moment of the run: credits used since the last (hundredths), whether the service's count restarts, a read. */
const tick = fc.record({
  used: fc.integer({ min: 0, max: 500 }),
  reset: fc.nat({ max: 9 }).map((n) => n === 0),
  read: fc.boolean(),
  /** The read is written to the tracking comment (its edits are spaced: not every read is). */
  written: fc.boolean(),
  /** The step is cut short after this moment, and a re-run goes on from the comment's record. */
  cut: fc.nat({ max: 14 }).map((n) => n === 0),
});

const run = (count: number): RunItem =>
  ({
    run_id: 'r1',
    state: 'INPROGRESS',
    request_usage: { inference_cost: count / 100 },
  }) as unknown as RunItem;

describe('a budget, over random usage, resets and reads', () => {
  it('counts no more than the run used, never less than before, and exactly what it used without a reset', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.array(tick, { maxLength: 30 }), (start, ticks) => {
        // A follow-up: the service's count when the step's work began is its baseline.
        let count = start;
        let used = 0;
        let resets = 0;
        let watch = new BudgetWatch(1e9, start / 100);
        /** What the tracking comment records, written together: the marker's budget, and the credits shown. */
        let comment = { mark: watch.mark(), shown: undefined as number | undefined };
        let before = 0;
        for (const t of ticks) {
          if (t.reset) {
            count = 0;
            resets++;
          }
          count += t.used;
          used += t.used;
          if (t.read) {
            const read = run(count);
            watch.observe(read);
            if (t.written) comment = { mark: watch.mark(), shown: count / 100 };
            const spent = watch.spent(read)!;
            expect(spent).toBeLessThanOrEqual(used / 100 + 1e-9);
            expect(spent).toBeGreaterThanOrEqual(before - 1e-9);
            if (resets === 0) expect(spent).toBeCloseTo(used / 100, 9);
            before = spent;
          }
          if (t.cut) {
            // The re-run's watch, from what the comment keeps (as follow.ts makes it): what was read since the
            // comment was last written is not known to it, so its count may start lower, never higher.
            const { mark, shown } = comment;
            watch = new BudgetWatch(mark.budget!, mark.baseline ?? 0, { kept: mark.kept, last: shown });
            before = 0;
          }
        }
      }),
      RUNS,
    );
  });
});
