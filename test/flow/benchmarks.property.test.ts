/**
 * The benchmarks' waves (src/flow/benchmarks.ts `runWaves`) where their parts meet, over random cases, concurrency,
 * budgets, time limits and services: runs that work for a while and end (or wait for input), their credits growing or
 * counted anew, cancels that find a run ended on its own, starts that fail. Whatever happens, each attempt is started
 * at most once, in order, never more than `concurrency` at once nor a wave before the last has stopped nor once the
 * time limit has passed; no run is left going; each attempt's outcome says what became of it; and the waves end within
 * the budget unless they stopped for it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import type { BenchmarkCase } from '../../src/flow/benchmarks-file.ts';
import { attemptsOf, runWaves, type AttemptPlan } from '../../src/flow/benchmarks.ts';
import type { CancelResult } from '../../src/flow/cancel.ts';
import { overBudget } from '../../src/flow/credits.ts';
import { hasStopped } from '../../src/shared/runs.ts';

/** Seeded, so a failure replays; some 0.3 s. */
const RUNS = { numRuns: 150, seed: 20261205 };

/** A run's reads: how many it works for, how it ends, and the credits each read shows (undefined: no usage). */
interface Script {
  working: number;
  end: 'SUCCEEDED' | 'FAILED' | 'BLOCKED';
  credits: (number | undefined)[];
}

const script: fc.Arbitrary<Script> = fc.record({
  working: fc.nat({ max: 4 }),
  end: fc.constantFrom<Script['end']>('SUCCEEDED', 'FAILED', 'BLOCKED'),
  // Mostly growing; a smaller one is a count the service began anew.
  credits: fc.array(fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined, freq: 6 }), {
    minLength: 1,
    maxLength: 6,
  }),
});

const world = fc.record({
  repeats: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
  concurrency: fc.integer({ min: 1, max: 3 }),
  maxCredits: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  deadline: fc.integer({ min: 0, max: 30_000 }),
  scripts: fc.array(script, { minLength: 9, maxLength: 9 }),
  /** The start (by its turn) that fails, if one does. */
  failingStart: fc.option(fc.nat({ max: 9 }), { nil: undefined, freq: 4 }),
});

describe('the benchmarks’ waves, over random cases, budgets and services', () => {
  it('start each attempt at most once and in order, within the concurrency and the time, leave nothing going, and say what became of each', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const cases: BenchmarkCase[] = w.repeats.map((repeat, i) => ({
          name: `c${i}`,
          prompt: `Do c${i}.`,
          repeat,
          minPass: 1,
          scorers: [],
          line: 1,
        }));
        const plans = attemptsOf(cases);
        let t = 0;
        const started: { plan: AttemptPlan; id: string; at: number }[] = [];
        const reads = new Map<string, number>();
        const lastRead = new Map<string, RunItem>();
        const cancelled = new Set<string>();
        const cancels: string[] = [];

        /** The run as its script has it at its `n`th read (the last one repeats). */
        const runAt = (id: string, n: number): RunItem => {
          const s = w.scripts[Number(id.slice(1)) - 1]!;
          const state = cancelled.has(id) ? 'CANCELLED' : n < s.working ? 'INPROGRESS' : s.end;
          const credits = s.credits[Math.min(n, s.credits.length - 1)];
          return {
            run_id: id,
            state,
            ...(credits === undefined ? {} : { request_usage: { inference_cost: credits } }),
          } as unknown as RunItem;
        };
        /** Runs started and not known to have stopped. */
        const going = () =>
          started.filter(({ id }) => !cancelled.has(id) && !hasStopped(lastRead.get(id)?.state ?? 'QUEUED'));

        const outcome = await runWaves(plans, {
          concurrency: w.concurrency,
          maxCredits: w.maxCredits,
          deadline: w.deadline,
          pollMs: { initial: 1000, max: 4000 },
          clock: {
            now: () => t,
            sleep: async (ms: number) => {
              t += ms;
            },
          },
          log: () => {},
          warn: () => {},
          start: async (plan) => {
            // Never more than `concurrency` going, and a wave only once the last has stopped.
            expect(going().length).toBeLessThan(w.concurrency);
            expect(t).toBeLessThan(w.deadline);
            if (started.length === w.failingStart) throw new Error('the service refused the run');
            const id = `r${started.length + 1}`;
            started.push({ plan, id, at: t });
            return id;
          },
          read: async (id) => {
            const n = reads.get(id) ?? 0;
            reads.set(id, n + 1);
            const run = runAt(id, n);
            lastRead.set(id, run);
            return run;
          },
          cancel: async (id): Promise<CancelResult> => {
            cancels.push(id);
            // The run as its last read had it (as its first would, never read): a cancel sees it as it is.
            const now = runAt(id, Math.max(0, (reads.get(id) ?? 1) - 1));
            if (hasStopped(now.state)) {
              lastRead.set(id, now);
              return { outcome: 'already-ended', run: now, settled: true };
            }
            cancelled.add(id);
            return {
              outcome: 'cancelled',
              run: { ...now, state: 'CANCELLED' } as RunItem,
              settled: true,
            };
          },
        }).catch((err: unknown) => err as Error);

        // Each attempt started at most once, in the order of the plans.
        expect(started.map((s) => s.plan)).toEqual(plans.slice(0, started.length));
        // Nothing is left going, whatever ended the waves; nothing is cancelled twice.
        expect(going()).toEqual([]);
        expect(new Set(cancels).size).toBe(cancels.length);
        if (outcome instanceof Error) {
          expect(outcome.message).toBe('the service refused the run');
          return;
        }
        const { results, stop, spent } = outcome;
        expect(results.map((r) => r.plan)).toEqual(plans);
        results.forEach((result, i) => {
          const run = started[i];
          if (!run) {
            expect(result.outcome).toBe('not-started');
            return;
          }
          expect(result.run?.run_id).toBe(run.id);
          expect(result.outcome).toBe(cancelled.has(run.id) ? 'cancelled' : 'ended');
          if (result.outcome === 'ended') expect(hasStopped(result.run!.state)).toBe(true);
        });
        // What was spent is what the attempts counted.
        expect(spent).toBe(results.reduce((n, r) => n + (r.credits ?? 0), 0));
        // Every attempt runs unless the waves stopped, for the budget or the time.
        if (!stop) expect(started).toHaveLength(plans.length);
        // Within the budget, unless they stopped for it.
        if (w.maxCredits !== undefined && stop?.why !== 'budget') {
          expect(overBudget(spent, w.maxCredits)).toBe(false);
        }
      }),
      RUNS,
    );
  });
});
