/** A run's budget on its report: the Cost fact against it, and the line that says what became of it. */
import { describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import {
  budgetCost,
  budgetLine,
  credits,
  creditsInAll,
  creditsText,
  spendText,
  type BudgetView,
} from '../../src/render/budget.ts';
import { renderReport } from '../../src/render/report.ts';

const view = (extra: Partial<BudgetView> = {}): BudgetView => ({
  limit: 25,
  spent: 12.1,
  baseline: 0,
  reset: false,
  setting: '`max-credits: 25`',
  status: 'within',
  ...extra,
});

describe('the credits a run has used, as outputs and tables show them', () => {
  it('the sum at most two decimals; empty while the service reports none', () => {
    const usage = (request_usage: unknown) => ({ request_usage }) as Pick<RunItem, 'request_usage'>;
    expect(creditsText(usage({ inference_cost: 10.126, compute_cost: 2.5 }))).toBe('12.63');
    expect(creditsText(usage({ inference_cost: 0 }))).toBe('0');
    expect(creditsText(usage(undefined))).toBe('');
    expect(creditsText(usage({ inference_cost_usd: 3 }))).toBe('');
  });
});

describe('the Cost fact against the budget', () => {
  it('the credits counted of the budget; for a follow-up, since it and in all; none while no usage is known', () => {
    expect(budgetCost(view())).toBe('12.1 of 25 credits');
    expect(budgetCost(view({ spent: 25.304, limit: 25 }))).toBe('25.3 of 25 credits');
    expect(budgetCost(view({ spent: 0, limit: 0.5 }))).toBe('0 of 0.5 credits');
    expect(budgetCost(view({ spent: 11.5, limit: 10, baseline: 30 }))).toBe(
      '11.5 of 10 credits since the follow-up (41.5 in all)',
    );
    expect(budgetCost(view({ spent: undefined }))).toBeUndefined();
  });

  it("after a reset of the service's count: the credits in all as the budget counts them, and a note", () => {
    expect(budgetCost(view({ spent: 12, limit: 5, baseline: 60, reset: true }))).toBe(
      "12 of 5 credits since the follow-up (72 in all; the service's count restarted, and what it counted before is kept)",
    );
    expect(budgetCost(view({ spent: 130, limit: 150, reset: true }))).toBe(
      "130 of 150 credits (the service's count restarted, and what it counted before is kept)",
    );
  });

  it('creditsInAll: the baseline and the spend (what the credits output says); none while no usage is known', () => {
    expect(creditsInAll(view({ spent: 11.5, baseline: 30 }))).toBe(41.5);
    expect(creditsInAll(view({ spent: 12 }))).toBe(12);
    expect(creditsInAll(view({ spent: undefined, baseline: 30 }))).toBeUndefined();
  });

  it('spendText: the spend for a log line, with the credits in all for a follow-up (the figures of the Cost fact)', () => {
    expect(spendText(view({ spent: 25.304 }))).toBe('25.3 credits');
    expect(spendText(view({ spent: 11.5, baseline: 30 }))).toBe(
      '11.5 credits since the follow-up (41.5 in all)',
    );
    expect(spendText(view({ spent: 12, baseline: 60, reset: true }))).toBe(
      '12 credits since the follow-up (72 in all)',
    );
  });

  it('credits: at most two decimals, no trailing zeros', () => {
    expect([credits(25.3), credits(7.006), credits(1 / 3), credits(12), credits(0.1 + 0.2)]).toEqual([
      '25.3',
      '7.01',
      '0.33',
      '12',
      '0.3',
    ]);
  });
});

describe('the budget line', () => {
  it('none within the budget', () => {
    expect(budgetLine(view())).toBeUndefined();
  });

  it('stopped at it, with the setting in the host words; for a follow-up, where it counted from', () => {
    expect(budgetLine(view({ spent: 25.3, status: 'stopped' }))).toBe(
      '**Budget:** stopped at 25.3 credits, budget 25 (`max-credits: 25`).',
    );
    expect(
      budgetLine(
        view({ spent: 11.5, limit: 10, baseline: 30, setting: '`--max-credits 10`', status: 'stopped' }),
      ),
    ).toBe(
      '**Budget:** stopped at 11.5 credits, budget 10 (`--max-credits 10`; counted from the follow-up, when the run had used 30 credits).',
    );
  });

  it('went over it without being stopped for it', () => {
    expect(budgetLine(view({ spent: 40, status: 'over' }))).toBe(
      '**Budget:** went over at 40 credits, budget 25 (`max-credits: 25`).',
    );
  });

  it('could not be enforced, with what the run used when that is known', () => {
    expect(budgetLine(view({ spent: undefined, status: 'unenforced' }))).toBe(
      '**Budget:** `max-credits: 25` could not be enforced: the service reported no usage while the run worked.',
    );
    expect(budgetLine(view({ spent: 11.1, status: 'unenforced' }))).toBe(
      '**Budget:** `max-credits: 25` could not be enforced: the service reported no usage while the run worked (it has used 11.1 credits).',
    );
    // Exactly at the budget is within it.
    expect(budgetLine(view({ spent: 25, status: 'unenforced' }))).toBe(
      '**Budget:** `max-credits: 25` could not be enforced: the service reported no usage while the run worked (it has used 25 credits).',
    );
  });

  it('could not be enforced, and the run ended over it (its usage known only at the end): says it went over', () => {
    expect(budgetLine(view({ spent: 25.01, status: 'unenforced' }))).toBe(
      '**Budget:** `max-credits: 25` could not be enforced: the service reported no usage while the run worked; it went over at 25.01 credits, budget 25.',
    );
  });
});

describe('on the report', () => {
  const run: RunItem = {
    run_id: 'run-42',
    title: 'Fix the parser',
    state: 'CANCELLED',
    prompt: 'p',
    created_at: '2026-11-21T12:00:00Z',
    updated_at: '2026-11-21T12:02:30Z',
    started_at: '2026-11-21T12:00:00Z',
    run_time: 'PT2M30S',
    request_usage: { inference_cost: 24, compute_cost: 1.3, inference_cost_usd: 0.24 },
  };
  const report = (budget?: BudgetView, extra: Partial<RunItem> = {}) =>
    renderReport({
      run: { ...run, ...extra },
      phase: 'cancelled',
      artifacts: [],
      now: Date.parse('2026-11-21T12:03:00Z'),
      ...(budget ? { budget } : {}),
    });

  it('the Cost fact counts against the budget and the line follows the facts, before the service says why it ended', () => {
    const facts = [
      '- **State**: `CANCELLED`',
      '- **Duration**: 2m 30s',
      '- **Cost**: 25.3 of 25 credits',
      '- **Run**: `run-42`',
    ].join('\n');
    expect(report(view({ spent: 25.3, status: 'stopped' })).split('\n\n')).toEqual([
      '### 🚫 Cloud agent run cancelled: Fix the parser',
      facts,
      '**Budget:** stopped at 25.3 credits, budget 25 (`max-credits: 25`).',
    ]);
    const cancelled = { status_message: { message: 'Cancelled by request' } };
    expect(report(view({ spent: 25.3, status: 'stopped' }), cancelled).split('\n\n')).toEqual([
      '### 🚫 Cloud agent run cancelled: Fix the parser',
      facts,
      '**Budget:** stopped at 25.3 credits, budget 25 (`max-credits: 25`).',
      '> **CANCELLED**: Cancelled by request',
    ]);
  });

  it('without a budget, or before usage is known, the Cost fact is as ever; while at work, "so far"', () => {
    expect(report()).toContain('\n- **Cost**: 25.3 credits ≈ $0.24\n');
    expect(report(view({ spent: undefined }))).toContain('\n- **Cost**: 25.3 credits ≈ $0.24\n');
    expect(report(view({ spent: undefined }), { request_usage: undefined })).not.toContain('**Cost');
    const working = renderReport({
      run: { ...run, state: 'INPROGRESS', run_time: undefined },
      phase: 'running',
      artifacts: [],
      now: Date.parse('2026-11-21T12:03:00Z'),
      budget: view(),
    });
    expect(working).toContain('\n- **Cost so far**: 12.1 of 25 credits\n');
    expect(working).not.toContain('**Budget:**');
  });
});
