/**
 * Running the benchmarks (src/flow/benchmarks.ts), with the service stood in for by functions and the clock
 * scripted: waves of at most `concurrency` attempts, the next only once the last has ended and only when the spend
 * plus its estimate (the mean cost of the finished attempts) stays within the budget, attempts in flight cancelled
 * once the total passes it (or the time limit passes), and what each attempt became.
 */
import { describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import type { BenchmarkCase } from '../../src/flow/benchmarks-file.ts';
import {
  attemptPrompt,
  attemptsOf,
  attemptTitle,
  credits,
  notRun,
  runWaves,
  startAttempt,
  stopText,
  waveEstimate,
  type AttemptPlan,
  type WaveOptions,
} from '../../src/flow/benchmarks.ts';
import type { CancelResult } from '../../src/flow/cancel.ts';
import type { Starter } from '../../src/flow/starters.ts';

const spec = (name: string, repeat = 3, minPass = 2): BenchmarkCase => ({
  name,
  prompt: `Do ${name}.`,
  repeat,
  minPass,
  scorers: [],
  line: 1,
});

/**
 * A service of scripted runs: each run read goes to the next of its reads (the last repeats), each read a state and
 * the credits it shows (undefined: no usage). What was asked is logged in order.
 */
function service(scripts: Record<string, [string, number | undefined][]>) {
  const calls: string[] = [];
  const reads = new Map<string, number>();
  let made = 0;
  const run = (id: string): RunItem => {
    const list = scripts[id] ?? [['SUCCEEDED', 1]];
    const at = Math.min(reads.get(id) ?? 0, list.length - 1);
    const [state, cost] = list[at]!;
    return {
      run_id: id,
      state,
      ...(cost === undefined ? {} : { request_usage: { inference_cost: cost } }),
    } as unknown as RunItem;
  };
  const cancelled = new Set<string>();
  return {
    calls,
    options: {
      start: async (plan: AttemptPlan) => {
        const id = `r${++made}`;
        calls.push(`start ${plan.case.name}#${plan.index} ${id}`);
        return id;
      },
      read: async (id: string) => {
        calls.push(`read ${id}`);
        const item = run(id);
        reads.set(id, (reads.get(id) ?? 0) + 1);
        return cancelled.has(id) ? ({ ...item, state: 'CANCELLED' } as RunItem) : item;
      },
      cancel: async (id: string): Promise<CancelResult> => {
        calls.push(`cancel ${id}`);
        const before = run(id);
        if (['SUCCEEDED', 'FAILED'].includes(before.state))
          return { outcome: 'already-ended', run: before, settled: true };
        cancelled.add(id);
        return { outcome: 'cancelled', run: { ...before, state: 'CANCELLED' } as RunItem, settled: true };
      },
    },
  };
}

/** A clock that moves when slept on, for the polls and the time limit. */
function clock() {
  let t = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    clock: {
      now: () => t,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        t += ms;
      },
    },
  };
}

function options(
  svc: ReturnType<typeof service>,
  extra: Partial<WaveOptions> = {},
): WaveOptions & { logs: string[]; warnings: string[]; sleeps: number[] } {
  const logs: string[] = [];
  const warnings: string[] = [];
  return {
    ...svc.options,
    concurrency: 2,
    maxCredits: undefined,
    deadline: 60_000,
    log: (line) => logs.push(line),
    warn: (line) => warnings.push(line),
    logs,
    warnings,
    pollMs: { initial: 1000, max: 4000 },
    ...clock(),
    ...extra,
  };
}

describe('the attempts', () => {
  it('each case its repeat times, case by case; their titles and prompts', () => {
    const [a, b] = [spec('a', 2), spec('b', 1)];
    const plans = attemptsOf([a, b]);
    expect(plans).toEqual([
      { case: a, index: 1 },
      { case: a, index: 2 },
      { case: b, index: 1 },
    ]);
    expect(attemptTitle(plans[1]!)).toBe('Benchmark: a (attempt 2 of 2)');
    expect(attemptTitle({ case: spec('x'.repeat(300)), index: 1 }).length).toBe(200);
    expect(attemptPrompt('Fix it.', { repository: 'acme/app', sha: 'ec26c3e5', number: 2 })).toBe(
      'Fix it.\n\nWork on commit ec26c3e5 of acme/app, the head of pull request #2.',
    );
    expect(attemptPrompt('Fix it.', { repository: 'acme/app', sha: 'ec26c3e5', number: undefined })).toBe(
      'Fix it.\n\nWork on commit ec26c3e5 of acme/app.',
    );
    expect(attemptPrompt('Fix it.', { repository: 'acme/app', sha: undefined, number: 2 })).toBe('Fix it.');
  });

  it("a wave's estimate: the mean cost of the finished attempts times its size; none before any finished", () => {
    expect(waveEstimate([10, 20], 3)).toBe(45);
    expect(waveEstimate([], 3)).toBeUndefined();
    expect(credits(12.5)).toBe('12.50 credits');
  });
});

describe('the waves', () => {
  it('at most `concurrency` at once, the next once the last has ended; every attempt judged', async () => {
    const svc = service({
      r1: [
        ['INPROGRESS', 1],
        ['SUCCEEDED', 2],
      ],
      r2: [['SUCCEEDED', 3]],
    });
    const plans = attemptsOf([spec('a', 3)]);
    const opts = options(svc);
    const { results, stop, spent } = await runWaves(plans, opts);
    expect(svc.calls).toEqual([
      'start a#1 r1',
      'start a#2 r2',
      'read r1',
      'read r2',
      // r2 ended at once; r1 after one poll.
      'read r1',
      'start a#3 r3',
      'read r3',
    ]);
    expect(opts.sleeps).toEqual([1000]);
    expect(stop).toBeUndefined();
    expect(spent).toBe(6);
    expect(results.map((r) => [r.plan.index, r.outcome, r.run?.run_id, r.credits])).toEqual([
      [1, 'ended', 'r1', 2],
      [2, 'ended', 'r2', 3],
      [3, 'ended', 'r3', 1],
    ]);
    expect(opts.logs).toEqual([
      'a: attempt 1 of 3 is run r1',
      'a: attempt 2 of 3 is run r2',
      'a: attempt 3 of 3 is run r3',
    ]);
  });

  it('a wave whose estimate would pass the budget does not start: the rest are named as not run', async () => {
    // Wave 1 costs 10 and 20 (mean 15): wave 2, of 2, is expected to cost 30; 30 + 30 > 50.
    const svc = service({ r1: [['SUCCEEDED', 10]], r2: [['SUCCEEDED', 20]] });
    const plans = attemptsOf([spec('a', 2), spec('b', 2)]);
    const opts = options(svc, { maxCredits: 50 });
    const { results, stop, spent } = await runWaves(plans, opts);
    expect(stop).toEqual({ why: 'budget', spent: 30, budget: 50, estimate: 30 });
    expect(spent).toBe(30);
    expect(results.map((r) => r.outcome)).toEqual(['ended', 'ended', 'not-started', 'not-started']);
    expect(svc.calls.filter((c) => c.startsWith('start'))).toEqual(['start a#1 r1', 'start a#2 r2']);
    expect(opts.logs.at(-1)).toBe(
      'not starting the next 2 attempts: 30.00 credits spent and about 30.00 credits more expected would pass the budget of 50.00 credits',
    );
    expect(stopText(stop!, results, 30, (n) => `\`${n}\``)).toBe(
      'the next wave would pass the budget of 50.00 credits (`max-credits`): 30.00 credits spent, about 30.00 credits more expected; not run: b (2 of 2 attempts)',
    );
    // Exactly at the budget: the wave starts.
    const even = service({
      r1: [['SUCCEEDED', 10]],
      r2: [['SUCCEEDED', 20]],
      r3: [['SUCCEEDED', 5]],
      r4: [['SUCCEEDED', 5]],
    });
    expect((await runWaves(plans, options(even, { maxCredits: 60 }))).stop).toBeUndefined();
  });

  it('the attempts in flight are cancelled once the total passes the budget; one that ended on its own is judged', async () => {
    const svc = service({
      r1: [['SUCCEEDED', 4]],
      r2: [['SUCCEEDED', 6]],
      // Wave 2: r3 ends at 5; r4 works on and passes the budget at its second read.
      r3: [
        ['INPROGRESS', 2],
        ['SUCCEEDED', 5],
      ],
      r4: [
        ['INPROGRESS', 3],
        ['INPROGRESS', 9],
      ],
    });
    const plans = attemptsOf([spec('a', 2), spec('b', 3)]);
    const opts = options(svc, { maxCredits: 20 });
    const { results, stop, spent } = await runWaves(plans, opts);
    expect(stop).toEqual({ why: 'budget', spent: 24, budget: 20 });
    expect(spent).toBe(24);
    expect(results.map((r) => [r.plan.case.name, r.plan.index, r.outcome, r.credits])).toEqual([
      ['a', 1, 'ended', 4],
      ['a', 2, 'ended', 6],
      ['b', 1, 'ended', 5],
      ['b', 2, 'cancelled', 9],
      ['b', 3, 'not-started', undefined],
    ]);
    expect(svc.calls.slice(-5)).toEqual(['read r3', 'read r4', 'read r3', 'read r4', 'cancel r4']);
    expect(opts.logs.at(-1)).toBe(
      'the attempts have used 24.00 credits, more than the budget of 20.00 credits: cancelling the 1 still going',
    );
    expect(stopText(stop!, results, 30, (n) => `\`${n}\``)).toBe(
      'the attempts passed the budget of 20.00 credits (`max-credits`) with 24.00 credits; not run: b (2 of 3 attempts)',
    );
    expect(notRun(results)).toBe('b (2 of 3 attempts)');
  });

  it('a cancel that finds the attempt ended on its own counts it as ended', async () => {
    const svc = service({
      r1: [
        ['INPROGRESS', 30],
        ['SUCCEEDED', 30],
      ],
    });
    // The budget is passed at the first read; the cancel finds it ended meanwhile.
    const read = svc.options.read;
    const opts = options(svc, {
      maxCredits: 10,
      concurrency: 1,
      read: async (id) => read(id),
      cancel: async (id) => {
        svc.calls.push(`cancel ${id}`);
        return {
          outcome: 'already-ended',
          run: {
            run_id: id,
            state: 'SUCCEEDED',
            request_usage: { inference_cost: 30 },
          } as unknown as RunItem,
          settled: true,
        };
      },
    });
    const { results, stop } = await runWaves(attemptsOf([spec('a', 2)]), opts);
    expect(stop).toMatchObject({ why: 'budget', spent: 30 });
    expect(results.map((r) => r.outcome)).toEqual(['ended', 'not-started']);
  });

  it('the time limit: the attempts still going are cancelled, the rest not started', async () => {
    const svc = service({ r1: [['INPROGRESS', 1]], r2: [['SUCCEEDED', 1]] });
    const opts = options(svc, { deadline: 5000 });
    const { results, stop } = await runWaves(attemptsOf([spec('a', 3)]), opts);
    expect(stop).toEqual({ why: 'time', spent: 2, budget: undefined });
    expect(results.map((r) => r.outcome)).toEqual(['cancelled', 'ended', 'not-started']);
    // 1 s, then 1.5 s, then 2.25 s would pass 5 s: the last sleep is what is left.
    expect(opts.sleeps).toEqual([1000, 1500, 2250, 250]);
    expect(opts.logs.at(-1)).toBe('the time limit has passed: cancelling the 1 attempt still going');
    expect(stopText(stop!, results, 1, (n) => `\`${n}\``)).toBe(
      'the time limit of 1 minute (`timeout-minutes`) passed; not run: a (2 of 3 attempts)',
    );
    // A time limit already passed when a wave would start: nothing more starts.
    const late = service({});
    const passed = await runWaves(attemptsOf([spec('a', 1)]), options(late, { deadline: 0 }));
    expect(passed.stop).toEqual({ why: 'time', spent: 0, budget: undefined });
    expect(late.calls).toEqual([]);
  });

  it('a start that fails cancels the attempts of its wave already going, then throws', async () => {
    const svc = service({ r1: [['INPROGRESS', 1]] });
    let starts = 0;
    const opts = options(svc, {
      start: async (plan) => {
        if (++starts === 2) throw new Error('the service is down');
        return svc.options.start(plan);
      },
    });
    await expect(runWaves(attemptsOf([spec('a', 2)]), opts)).rejects.toThrow('the service is down');
    expect(svc.calls).toEqual(['start a#1 r1', 'cancel r1']);
  });

  it('usage that goes back is a reset: what was counted is kept (as a budget counts a run)', async () => {
    const svc = service({
      r1: [
        ['INPROGRESS', 8],
        ['INPROGRESS', 1],
        ['SUCCEEDED', 3],
      ],
    });
    const { results, spent } = await runWaves(attemptsOf([spec('a', 1)]), options(svc, { maxCredits: 100 }));
    expect(results[0]!.credits).toBe(11);
    expect(spent).toBe(11);
  });

  it('a service that reports no usage while the attempts work: the budget counts them at their end, said once', async () => {
    const svc = service({
      r1: [
        ['INPROGRESS', undefined],
        ['SUCCEEDED', 2],
      ],
      r2: [
        ['INPROGRESS', undefined],
        ['SUCCEEDED', 2],
      ],
      r3: [
        ['INPROGRESS', undefined],
        ['SUCCEEDED', 2],
      ],
    });
    const opts = options(svc, { maxCredits: 100, concurrency: 1 });
    await runWaves(attemptsOf([spec('a', 3)]), opts);
    expect(opts.warnings).toEqual([
      'the service reported no usage while the attempts worked: the budget of 100.00 credits counts what it reports once they end, so a wave may pass it',
    ]);
    // Without a budget there is nothing to say.
    const quiet = options(
      service({
        r1: [
          ['INPROGRESS', undefined],
          ['SUCCEEDED', 2],
        ],
      }),
    );
    await runWaves(attemptsOf([spec('a', 1)]), quiet);
    expect(quiet.warnings).toEqual([]);
  });
});

describe('starting an attempt', () => {
  const run = (id: string, state: string) =>
    ({ run_id: id, state, created_at: '2026-11-21T12:00:00Z' }) as RunItem;
  /** A starter whose look-ups answer `latest` and `made`, and whose create does `create`; what it was asked, logged. */
  function starter(
    latest: RunItem | undefined,
    create: (signal: AbortSignal) => Promise<string>,
    made?: RunItem,
  ) {
    const calls: string[] = [];
    return {
      calls,
      starter: {
        findLatest: async () => (calls.push('findLatest'), latest),
        findMade: async (since: string) => (calls.push(`findMade ${since.length > 0}`), made),
        create: async (work: { title?: string }, signal: AbortSignal) => {
          calls.push(`create ${work.title}`);
          return { runId: await create(signal), state: 'QUEUED' };
        },
      } as unknown as Starter,
    };
  }
  const work = { prompt: 'Do it.', title: 'Benchmark: a (attempt 1 of 1)' };

  it("adopts this attempt's run while it is still going; otherwise creates one", async () => {
    const going = starter(run('r0', 'INPROGRESS'), async () => 'r1');
    const logs: string[] = [];
    expect(await startAttempt(going.starter, work, { log: (l) => logs.push(l) })).toBe('r0');
    expect(going.calls).toEqual(['findLatest']);
    expect(logs).toEqual([
      'run r0 of this attempt is still INPROGRESS: following it instead of starting another',
    ]);
    const ended = starter(run('r0', 'SUCCEEDED'), async () => 'r1');
    expect(await startAttempt(ended.starter, work)).toBe('r1');
    expect(ended.calls).toEqual(['findLatest', 'create Benchmark: a (attempt 1 of 1)']);
  });

  it('a create cut short by the stop: the run it made is looked for and cancelled, then the stop goes on', async () => {
    const controller = new AbortController();
    const cut = starter(
      undefined,
      async () => {
        controller.abort(new Error('received SIGTERM'));
        throw new Error('aborted');
      },
      run('r9', 'QUEUED'),
    );
    const cancelled: string[] = [];
    const logs: string[] = [];
    await expect(
      startAttempt(cut.starter, work, {
        signal: controller.signal,
        log: (l) => logs.push(l),
        cancel: async (id) => cancelled.push(id),
      }),
    ).rejects.toThrow('aborted');
    expect(cut.calls).toEqual(['findLatest', 'create Benchmark: a (attempt 1 of 1)', 'findMade true']);
    expect(cancelled).toEqual(['r9']);
    expect(logs).toEqual(['the step stopped while run r9 of this attempt was being created: cancelling it']);
    // A create that failed on its own: no look-up, nothing cancelled.
    const failed = starter(undefined, async () => {
      throw new Error('400 invalid');
    });
    await expect(
      startAttempt(failed.starter, work, { cancel: async (id) => cancelled.push(id) }),
    ).rejects.toThrow('400 invalid');
    expect(failed.calls).toEqual(['findLatest', 'create Benchmark: a (attempt 1 of 1)']);
    expect(cancelled).toEqual(['r9']);
  });
});
