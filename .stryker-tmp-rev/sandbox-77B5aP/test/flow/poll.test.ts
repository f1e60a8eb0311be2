/**
 * The poll schedule (pacer): the first interval, its growth by `factor` up to `maxMs`, the bounds of the jitter
 * (a scripted random: 0 is the shortest sleep, 1 the longest), never a sleep past the deadline, and the
 * `wholeIntervals` choice of stopping rather than sleeping a part. The clock stands still unless a sleep moves it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pacer, type Pace } from '../../src/flow/poll.ts';

/** A pacer on a clock that sleeps move; `randoms` are what random() returns, in turn. */
function paced(pace: Pace, deadline = 1_000_000, randoms: number[] = []) {
  let time = 0;
  const slept: number[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  const signal = new AbortController().signal;
  const next = pacer(deadline, pace, {
    now: () => time,
    random: () => {
      const r = randoms.shift();
      if (r === undefined) throw new Error('random() called more often than scripted');
      return r;
    },
    sleep: async (ms, s) => {
      slept.push(ms);
      signals.push(s);
      time += ms;
    },
    signal,
  });
  const polls = async (n: number) => {
    const answers: boolean[] = [];
    for (let i = 0; i < n; i++) answers.push(await next());
    return answers;
  };
  return { next, polls, slept, signals, signal, at: (t: number) => (time = t), randoms };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('pacer', () => {
  it('sleeps the first interval, then grows it by the factor up to the cap', async () => {
    const p = paced({ initialMs: 1000, factor: 2, maxMs: 5000 });
    expect(await p.polls(5)).toEqual([true, true, true, true, true]);
    expect(p.slept).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('without a factor the interval stays; without a cap it grows without bound', async () => {
    const fixed = paced({ initialMs: 700 });
    await fixed.polls(3);
    expect(fixed.slept).toEqual([700, 700, 700]);
    const uncapped = paced({ initialMs: 10, factor: 10 }, 1e12);
    await uncapped.polls(5);
    expect(uncapped.slept).toEqual([10, 100, 1000, 10_000, 100_000]);
  });

  it('a factor below the cap grows by exactly the factor', async () => {
    const p = paced({ initialMs: 1000, factor: 1.5, maxMs: 15_000 });
    await p.polls(9);
    expect(p.slept).toEqual([1000, 1500, 2250, 3375, 5062.5, 7593.75, 11_390.625, 15_000, 15_000]);
  });

  it('jitter: random() = 0 sleeps interval × (1 − j), 1 sleeps interval × (1 + j), 0.5 the interval', async () => {
    const p = paced({ initialMs: 1000, factor: 2, maxMs: 8000, jitter: 0.25 }, 1e9, [0, 1, 0.5, 0.25, 1]);
    await p.polls(5);
    // The jitter is on each sleep only: the interval itself grows from its unjittered value (1000, 2000, 4000, 8000).
    expect(p.slept).toEqual([750, 2500, 4000, 7000, 10_000]);
    expect(p.randoms).toEqual([]);
  });

  it('no jitter: random() is not asked', async () => {
    const p = paced({ initialMs: 1000, jitter: 0 }, 1e9, []);
    await p.polls(2);
    expect(p.slept).toEqual([1000, 1000]);
  });

  it('never sleeps past the deadline; at the deadline it stops without sleeping', async () => {
    const p = paced({ initialMs: 1000 }, 2500);
    expect(await p.polls(4)).toEqual([true, true, true, false]);
    expect(p.slept).toEqual([1000, 1000, 500]);
  });

  it('a jittered sleep is cut at the deadline too', async () => {
    const p = paced({ initialMs: 1000, jitter: 0.5 }, 1300, [1]);
    // 1500 ms at random() = 1, cut to the 1300 left.
    expect(await p.polls(2)).toEqual([true, false]);
    expect(p.slept).toEqual([1300]);
  });

  it('one millisecond left is a sleep of one millisecond; none left, or less, is the end', async () => {
    const p = paced({ initialMs: 1000 }, 5000);
    p.at(4999);
    expect(await p.next()).toBe(true);
    expect(p.slept).toEqual([1]);
    p.at(5000);
    expect(await p.next()).toBe(false);
    p.at(6000);
    expect(await p.next()).toBe(false);
    expect(p.slept).toEqual([1]);
  });

  it('wholeIntervals: stops when the next interval does not fit, sleeps one that just fits', async () => {
    const p = paced({ initialMs: 1000, wholeIntervals: true }, 2000);
    expect(await p.polls(3)).toEqual([true, true, false]);
    expect(p.slept).toEqual([1000, 1000]);
    const q = paced({ initialMs: 1000, wholeIntervals: true }, 2500);
    expect(await q.polls(3)).toEqual([true, true, false]);
    expect(q.slept).toEqual([1000, 1000]);
    // Without it, the part that fits is slept.
    const r = paced({ initialMs: 1000, wholeIntervals: false }, 2500);
    expect(await r.polls(4)).toEqual([true, true, true, false]);
    expect(r.slept).toEqual([1000, 1000, 500]);
  });

  it('hands the signal to every sleep', async () => {
    const p = paced({ initialMs: 10 });
    await p.polls(2);
    expect(p.signals).toEqual([p.signal, p.signal]);
  });

  it('by default: the real clock, Math.random and a real sleep', async () => {
    vi.useFakeTimers({ now: 50_000 });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const next = pacer(50_000 + 10_000, { initialMs: 1000, jitter: 0.2 });
    let done: boolean | undefined;
    const polled = next().then((d) => (done = d));
    await vi.advanceTimersByTimeAsync(1199);
    expect(done).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await polled;
    expect(done).toBe(true);
    // The deadline is read on the real clock: it has passed.
    vi.setSystemTime(60_000);
    expect(await next()).toBe(false);
  });
});
