/**
 * Credits as every reader counts them (shared/runs.ts through flow/credits.ts: the report's Cost row and the
 * budget), what a budget counts of them from a baseline, and the budget's watch over a followed run.
 */
import { describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import { creditsOf as sharedCreditsOf } from '../../src/shared/runs.ts';
import { BudgetWatch } from '../../src/flow/budget.ts';
import {
  countedFrom,
  countOn,
  creditsOf,
  overBudget,
  RESET_TOLERANCE,
  spentAt,
  spentSince,
} from '../../src/flow/credits.ts';

const usage = (request_usage: unknown) => ({ request_usage }) as Pick<RunItem, 'request_usage'>;
const run = (state: string, request_usage?: Record<string, unknown>): RunItem => ({
  run_id: 'r1',
  title: 't',
  state,
  prompt: 'p',
  created_at: '2026-11-27T08:00:00Z',
  updated_at: '2026-11-27T08:00:00Z',
  ...(request_usage ? { request_usage } : {}),
});

describe('creditsOf', () => {
  it('is the one sum: the flows take the shared reader itself, which the reports read too', () => {
    expect(creditsOf).toBe(sharedCreditsOf);
  });

  it('sums every top-level credit field: inference, compute, platform, and one the service adds', () => {
    expect(creditsOf(usage({ inference_cost: 1, compute_cost: 2, platform_cost: 4.25 }))).toBe(7.25);
    expect(creditsOf(usage({ inference_cost: 1, storage_cost: 0.5 }))).toBe(1.5);
    expect(creditsOf(usage({ compute_cost: 0 }))).toBe(0);
  });

  it('counts no dollars, cents, tokens or nested maps', () => {
    expect(
      creditsOf(
        usage({
          inference_cost: 3,
          inference_cost_usd: 0.03,
          compute_cost_usd: 9,
          platform_cost_in_cents: 40,
          total_tokens: 12_000,
          inference_cost_breakdown_usd: { input_cost_usd: 1 },
          usage_by_category: { primary_agent: { platform_usage_usd: 2 } },
        }),
      ),
    ).toBe(3);
  });

  it('is undefined with no usage or no credit number; a value that is not a number of 0 or more is not read', () => {
    expect(creditsOf(usage(undefined))).toBeUndefined();
    expect(creditsOf(usage(null))).toBeUndefined();
    expect(creditsOf(usage([1, 2]))).toBeUndefined();
    expect(creditsOf(usage('12 credits'))).toBeUndefined();
    expect(creditsOf(usage({}))).toBeUndefined();
    expect(creditsOf(usage({ inference_cost_usd: 1 }))).toBeUndefined();
    expect(creditsOf(usage({ inference_cost: '5', compute_cost: null, platform_cost: -2 }))).toBeUndefined();
    expect(creditsOf(usage({ inference_cost: '5', compute_cost: 2, platform_cost: -2 }))).toBe(2);
    expect(creditsOf(usage({ Inference_Cost: 5, _cost: 1, inference_cost: Infinity }))).toBeUndefined();
  });
});

describe('what a budget counts', () => {
  it('spentSince: the credits beyond the baseline; undefined without usage', () => {
    expect(spentSince(usage({ inference_cost: 41.5 }), { baseline: 30 })).toBe(11.5);
    expect(spentSince(usage({ inference_cost: 12 }), { baseline: 0 })).toBe(12);
    expect(spentSince(usage({ inference_cost: 30 }), { baseline: 30 })).toBe(0);
    expect(spentSince(usage(undefined), { baseline: 30 })).toBeUndefined();
  });

  it('a count below the baseline is a reset not seen: what it shows is counted from 0 (not clamped to 0)', () => {
    expect(spentSince(usage({ inference_cost: 20 }), { baseline: 30 })).toBe(20);
    // Up to RESET_TOLERANCE below it is rounding: nothing used yet.
    expect(RESET_TOLERANCE).toBe(0.005);
    expect(spentSince(usage({ inference_cost: 29.995 }), { baseline: 30 })).toBe(0);
    expect(spentSince(usage({ inference_cost: 29.99 }), { baseline: 30 })).toBe(29.99);
  });

  it('a count below the last one known (a marker records it) went back: what was counted up to it is kept', () => {
    // Counted from 0, the comment last showed 1,250; the service counts a new execution anew: 50 now.
    expect(spentSince(usage({ inference_cost: 50 }), { baseline: 0, last: 1250 })).toBe(1300);
    // From a baseline of 100, with 4 kept across an earlier reset: 4 + (1,250 - 0) kept, then 50.
    expect(spentSince(usage({ inference_cost: 50 }), { baseline: 100, kept: 4, last: 1250 })).toBe(1304);
    expect(spentSince(usage({ inference_cost: 50 }), { baseline: 100, last: 1250 })).toBe(1200);
    // At or above it (rounding aside), the count goes on as without it.
    expect(spentSince(usage({ inference_cost: 1260 }), { baseline: 100, last: 1250 })).toBe(1160);
    expect(spentSince(usage({ inference_cost: 1249.996 }), { baseline: 0, last: 1250 })).toBe(1249.996);
    expect(spentSince(usage({ inference_cost: 1249.99 }), { baseline: 0, last: 1250 })).toBeCloseTo(
      2499.99,
      9,
    );
    // A last count below the baseline: a count between the two is the reset not seen, as without it.
    expect(spentSince(usage({ inference_cost: 20 }), { baseline: 30, last: 10 })).toBe(20);
  });

  it('after a reset: what was kept, and the count from 0', () => {
    const counted = { baseline: 60, kept: 4 };
    expect(countedFrom(counted)).toBe(0);
    expect(countedFrom({ baseline: 60 })).toBe(60);
    expect(spentAt(9, counted)).toBe(13);
    expect(spentAt(0, counted)).toBe(4);
    expect(spentSince(usage({ inference_cost: 0 }), counted)).toBe(4);
  });

  it('countOn: a drop below the last read (or where the count starts) is a reset; what was counted up to it is kept', () => {
    // From the baseline 60 a follow-up's count climbs to 64, then the service counts anew: 2.
    expect(countOn({ baseline: 60 }, 64, 66)).toEqual({ counted: { baseline: 60 } });
    expect(countOn({ baseline: 60 }, 64, 2)).toEqual({
      counted: { baseline: 60, kept: 4 },
      reset: { from: 64, to: 2, kept: 4 },
    });
    // The first read of the stretch is compared with where it starts.
    expect(countOn({ baseline: 60 }, undefined, 2)).toEqual({
      counted: { baseline: 60, kept: 0 },
      reset: { from: 60, to: 2, kept: 0 },
    });
    expect(countOn({ baseline: 60 }, undefined, 60)).toEqual({ counted: { baseline: 60 } });
    // A second reset keeps what the first kept and what came after it.
    expect(countOn({ baseline: 60, kept: 4 }, 9, 1)).toEqual({
      counted: { baseline: 60, kept: 13 },
      reset: { from: 9, to: 1, kept: 13 },
    });
    // Rounding is no reset, up to RESET_TOLERANCE below the last read.
    expect(countOn({ baseline: 0 }, 25.3, 25.296)).toEqual({ counted: { baseline: 0 } });
    expect(countOn({ baseline: 0 }, 30, 29.995)).toEqual({ counted: { baseline: 0 } });
    expect(countOn({ baseline: 0 }, 30, 29.99)).toMatchObject({ reset: { from: 30, to: 29.99, kept: 30 } });
  });

  it('overBudget: strictly more than the budget; unknown is never over', () => {
    expect(overBudget(25.01, 25)).toBe(true);
    expect(overBudget(25, 25)).toBe(false);
    expect(overBudget(3, 25)).toBe(false);
    expect(overBudget(undefined, 0.01)).toBe(false);
  });
});

describe('BudgetWatch', () => {
  it('a new run counts from 0: over once its usage passes the budget', () => {
    const watch = new BudgetWatch(25, 0);
    const within = run('INPROGRESS', { inference_cost: 24, compute_cost: 1 });
    const over = run('INPROGRESS', { inference_cost: 24, compute_cost: 1.3 });
    watch.observe(within);
    expect([watch.spent(within), watch.over(within)]).toEqual([25, false]);
    watch.observe(over);
    expect([watch.spent(over), watch.over(over)]).toEqual([25.3, true]);
    expect(watch.view(over, 'stopped', '`max-credits: 25`')).toEqual({
      limit: 25,
      spent: 25.3,
      baseline: 0,
      reset: false,
      setting: '`max-credits: 25`',
      status: 'stopped',
    });
    expect(watch.mark()).toEqual({ budget: 25, baseline: undefined, kept: undefined });
  });

  it('a follow-up counts from the usage when it was sent, and the marker keeps it', () => {
    const watch = new BudgetWatch(10, 30);
    const now = run('INPROGRESS', { inference_cost: 36 });
    watch.observe(now);
    expect([watch.baseline, watch.spent(now), watch.over(now)]).toEqual([30, 6, false]);
    expect(watch.over(run('INPROGRESS', { inference_cost: 40.5 }))).toBe(true);
    expect(watch.mark()).toEqual({ budget: 10, baseline: 30, kept: undefined });
  });

  it('a follow-up whose baseline was not known counts from the first read that shows usage', () => {
    const watch = new BudgetWatch(10, undefined);
    expect(watch.baseline).toBe(0);
    expect(watch.mark()).toEqual({ budget: 10, baseline: undefined, kept: undefined });
    watch.observe(run('QUEUED'));
    expect(watch.baseline).toBe(0);
    watch.observe(run('INPROGRESS', { inference_cost: 30 }));
    expect(watch.baseline).toBe(30);
    // Taken once: later reads count against it.
    const later = run('INPROGRESS', { inference_cost: 45 });
    watch.observe(later);
    expect([watch.baseline, watch.spent(later), watch.over(later)]).toEqual([30, 15, true]);
    expect(watch.mark()).toEqual({ budget: 10, baseline: 30, kept: undefined });
  });

  it('status: unenforced at the end when the run was seen at work and never with usage while at it', () => {
    const watch = new BudgetWatch(5, 0);
    watch.observe(run('QUEUED'));
    watch.observe(run('INPROGRESS'));
    const ended = run('SUCCEEDED', { inference_cost: 11.1 });
    watch.observe(ended);
    expect(watch.unenforced).toBe(true);
    expect(watch.status(ended, true)).toBe('unenforced');
    // While it works, what is known of it.
    expect(watch.status(ended, false)).toBe('over');
    expect(watch.status(run('INPROGRESS'), false)).toBe('within');
  });

  it('status: usage read while at work makes it enforced; a run never seen at work is not called unenforced', () => {
    const seen = new BudgetWatch(5, 0);
    seen.observe(run('INPROGRESS'));
    seen.observe(run('INPROGRESS', { inference_cost: 2 }));
    seen.observe(run('SUCCEEDED', { inference_cost: 4 }));
    expect(seen.unenforced).toBe(false);
    expect(seen.status(run('SUCCEEDED', { inference_cost: 4 }), true)).toBe('within');
    expect(seen.status(run('SUCCEEDED', { inference_cost: 6 }), true)).toBe('over');

    const quick = new BudgetWatch(5, 0);
    quick.observe(run('QUEUED'));
    quick.observe(run('SUCCEEDED', { inference_cost: 1 }));
    expect(quick.unenforced).toBe(false);
    expect(quick.status(run('SUCCEEDED', { inference_cost: 1 }), true)).toBe('within');

    // Usage on an ended read (the old execution a follow-up continues) is not usage while at work.
    const old = new BudgetWatch(5, undefined);
    old.observe(run('SUCCEEDED', { inference_cost: 30 }));
    old.observe(run('INPROGRESS'));
    expect(old.unenforced).toBe(true);
    expect(old.baseline).toBe(30);
  });

  it('usage that goes back is a reset: the spend before it kept, what comes after added, said once', () => {
    // A follow-up sent at 60 credits; the service counts the new execution anew.
    const watch = new BudgetWatch(5, 60);
    expect(watch.observe(run('SUCCEEDED', { inference_cost: 60 }))).toBeUndefined();
    const first = run('INPROGRESS', { inference_cost: 2 });
    // Asked before it is taken in, the read already counts as a reset.
    expect([watch.spent(first), watch.over(first)]).toEqual([2, false]);
    expect(watch.observe(first)).toEqual({ from: 60, to: 2, kept: 0 });
    const later = run('INPROGRESS', { inference_cost: 7.5 });
    expect(watch.observe(later)).toBeUndefined();
    expect([watch.spent(later), watch.over(later)]).toEqual([7.5, true]);
    expect(watch.view(later, 'over', '`max-credits: 5`')).toEqual({
      limit: 5,
      spent: 7.5,
      baseline: 60,
      reset: true,
      setting: '`max-credits: 5`',
      status: 'over',
    });
    expect(watch.mark()).toEqual({ budget: 5, baseline: 60, kept: 0 });
    // Back again: what was counted (7.5) is kept, and the new count is added to it.
    expect(watch.observe(run('INPROGRESS', { inference_cost: 1 }))).toEqual({ from: 7.5, to: 1, kept: 7.5 });
    expect(watch.spent(run('INPROGRESS', { inference_cost: 3 }))).toBe(10.5);
    expect(watch.mark()).toEqual({ budget: 5, baseline: 60, kept: 7.5 });
  });

  it("a re-run goes on from its earlier attempt's count: what it kept, and the count as last shown", () => {
    // The comment records 1,250 credits counted from 0; the service counts a new execution anew: 50 now.
    const watch = new BudgetWatch(900, 0, { last: 1250 });
    const now = run('SUCCEEDED', { inference_cost: 50 });
    expect([watch.spent(now), watch.over(now)]).toEqual([1300, true]);
    expect(watch.observe(now)).toEqual({ from: 1250, to: 50, kept: 1250 });
    expect(watch.mark()).toEqual({ budget: 900, baseline: undefined, kept: 1250 });
    // What an earlier reset kept counts too, and the count then went on from 0.
    const kept = new BudgetWatch(900, 60, { kept: 30, last: 10 });
    expect(kept.spent(run('INPROGRESS', { inference_cost: 12 }))).toBe(42);
    expect(kept.mark()).toEqual({ budget: 900, baseline: 60, kept: 30 });
    // Without what it carried, the same read is within the budget.
    expect(new BudgetWatch(900, 0).spent(now)).toBe(50);
  });

  it('no usage: nothing counted, never over, no reset', () => {
    const watch = new BudgetWatch(5, 0);
    expect(watch.observe(run('QUEUED'))).toBeUndefined();
    expect([watch.spent(run('QUEUED')), watch.over(run('QUEUED'))]).toEqual([undefined, false]);
    expect(watch.view(run('QUEUED'), 'within', 's')).toMatchObject({ spent: undefined, reset: false });
  });

  it('a new run whose count goes back: what it used before is kept; a view of an older read counts it as the reset it is', () => {
    const watch = new BudgetWatch(150, 0);
    watch.observe(run('INPROGRESS', { inference_cost: 100 }));
    const after = run('INPROGRESS', { inference_cost: 30 });
    expect(watch.view(after, 'within', 's')).toMatchObject({ spent: 130, reset: true });
    expect(watch.mark()).toEqual({ budget: 150, baseline: undefined, kept: undefined });
    expect(watch.observe(after)).toEqual({ from: 100, to: 30, kept: 100 });
    expect(watch.mark()).toEqual({ budget: 150, baseline: undefined, kept: 100 });
    expect(watch.view(run('INPROGRESS'), 'within', 's')).toMatchObject({
      spent: undefined,
      reset: true,
    });
  });
});
