/**
 * Bottleneck's in-process store yields through setImmediate once src/github/bottleneck.ts has run (octokit.ts loads
 * it): no 1 ms timer per step. Its limits are its own and still hold.
 */
import Bottleneck from 'bottleneck/light.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldThroughImmediate, type Store as BottleneckStore } from '../../src/github/bottleneck.ts';
import '../../src/github/octokit.ts';

type Store = { yieldLoop: (t?: number) => Promise<void> };
const storeOf = (limiter: Bottleneck) => (limiter as unknown as { _store: Store })._store;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Bottleneck's yields", () => {
  it('are changed on the store every limiter uses, the one the plugins load', () => {
    // The plugins import 'bottleneck/light.js'; every limiter made from it has the changed store.
    const yields = storeOf(new Bottleneck()).yieldLoop;
    expect(storeOf(new Bottleneck({ maxConcurrent: 1 })).yieldLoop).toBe(yields);
    expect(yields.name).toBe('yieldLoop');
    expect(String(yields)).toContain('setImmediate');
  });

  it('a store without the method is left as it is, and said so', () => {
    const without = { Promise } as BottleneckStore;
    expect(yieldThroughImmediate(without)).toBe(false);
    expect(without).toEqual({ Promise });
    const timer = () => Promise.resolve();
    const withIt: BottleneckStore = { Promise, yieldLoop: timer };
    expect(yieldThroughImmediate(withIt)).toBe(true);
    expect(withIt.yieldLoop).toBe(storeOf(new Bottleneck()).yieldLoop);
  });

  it('a yield of 0 ms is an immediate, not a timer; a longer wait stays a timer', async () => {
    const immediate = vi.spyOn(globalThis, 'setImmediate');
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const store = storeOf(new Bottleneck());
    await store.yieldLoop();
    await store.yieldLoop(0);
    expect(immediate).toHaveBeenCalledTimes(2);
    expect(timeout).not.toHaveBeenCalled();
    await store.yieldLoop(5);
    expect(immediate).toHaveBeenCalledTimes(2);
    expect(timeout).toHaveBeenCalledTimes(1);
    expect(timeout.mock.calls[0]![1]).toBe(5);
  });

  it('a limiter of one at a time still runs its jobs one at a time, in order', async () => {
    const limiter = new Bottleneck({ maxConcurrent: 1 });
    const events: string[] = [];
    let running = 0;
    const job = (name: string) => async () => {
      running++;
      events.push(`start ${name} (${running} running)`);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((name) => limiter.schedule(job(name))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual([
      'start a (1 running)',
      'end a',
      'start b (1 running)',
      'end b',
      'start c (1 running)',
      'end c',
    ]);
  });

  it('minTime still spaces the jobs it starts', async () => {
    const limiter = new Bottleneck({ minTime: 100 });
    const starts: number[] = [];
    await Promise.all(
      [1, 2].map(() =>
        limiter.schedule(async () => {
          starts.push(performance.now());
        }),
      ),
    );
    // A lower bound only, however loaded the machine: the second job waits its minTime, which Bottleneck counts on
    // Date.now() (whole milliseconds), so a few less on the finer clock; without minTime the two start together.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(90);
  });
});
