/**
 * The tracking comment's writes: one in flight, the latest body wins, a body that had to wait is sent when the
 * interval allows, the final body is the last write, and nothing GitHub does holds the caller past the bound.
 * With a manual clock and a writer whose answers the test gives.
 */
import { describe, expect, it, vi } from 'vitest';
import { LatestWins } from '../../src/flow/latest-wins.ts';
import { ManualTimers, settle } from '../helpers/manual-timers.ts';

interface Call {
  body: string;
  at: number;
  signal: AbortSignal;
  resolve(): void;
  reject(err: Error): void;
}

/** A writer whose every write waits for the test to answer it; it records the most writes ever in flight. */
function writer(timers: ManualTimers) {
  const calls: Call[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const write = (body: string, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const done = () => inFlight--;
      calls.push({
        body,
        at: timers.now(),
        signal,
        resolve: () => (done(), resolve()),
        reject: (err) => (done(), reject(err)),
      });
    });
  return {
    calls,
    write,
    bodies: () => calls.map((c) => c.body),
    maxInFlight: () => maxInFlight,
  };
}

function setup() {
  const timers = new ManualTimers();
  const w = writer(timers);
  const errors: unknown[] = [];
  const latest = new LatestWins(w.write, { minIntervalMs: 5000, onError: (e) => errors.push(e), timers });
  return { timers, w, errors, latest };
}

describe('LatestWins', () => {
  it('writes the first body at once; later ones wait for the write in flight and the interval; the latest wins', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    expect(w.calls.map((c) => [c.body, c.at])).toEqual([['queued', 0]]);
    latest.offer('claimed');
    latest.offer('running');
    await timers.advanceTo(300);
    w.calls[0]!.resolve();
    // The next write is due 5 s after the last one ended (300 ms).
    await timers.advanceTo(5299);
    expect(w.bodies()).toEqual(['queued']);
    await timers.advanceTo(5300);
    expect(w.calls.map((c) => [c.body, c.at])).toEqual([
      ['queued', 0],
      ['running', 5300],
    ]);
    expect(w.maxInFlight()).toBe(1);
  });

  it('a body skipped by the interval is sent when the interval allows, with nothing else offered', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    w.calls[0]!.resolve();
    await timers.advanceTo(800);
    latest.offer('running');
    await timers.advanceTo(4999);
    expect(w.bodies()).toEqual(['queued']);
    await timers.advanceTo(5000);
    expect(w.calls.map((c) => [c.body, c.at])).toEqual([
      ['queued', 0],
      ['running', 5000],
    ]);
  });

  it('a failed progress write is reported and the next body still goes out', async () => {
    const { timers, w, latest, errors } = setup();
    latest.offer('queued');
    await settle();
    w.calls[0]!.reject(new Error('Server Error'));
    latest.offer('running');
    await timers.advanceTo(5000);
    expect(errors.map((e) => (e as Error).message)).toEqual(['Server Error']);
    expect(w.bodies()).toEqual(['queued', 'running']);
  });

  it('the final body waits for the write in flight, replaces the one waiting, and is the last write', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    latest.offer('running');
    const final = latest.final('succeeded', 10_000);
    latest.offer('late progress');
    await timers.advanceTo(2000);
    expect(w.bodies()).toEqual(['queued']);
    w.calls[0]!.resolve();
    await settle();
    expect(w.calls.map((c) => [c.body, c.at])).toEqual([
      ['queued', 0],
      ['succeeded', 2000],
    ]);
    w.calls[1]!.resolve();
    expect(await final).toBe('written');
    await timers.advanceTo(60_000);
    expect(w.bodies()).toEqual(['queued', 'succeeded']);
    expect(w.maxInFlight()).toBe(1);
  });

  it('a progress write that never ends is aborted at half the bound and the final body sent after it', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    let outcome: string | undefined;
    const final = latest.final('cancelled', 1500).then((o) => (outcome = o));
    await timers.advanceTo(749);
    expect(w.bodies()).toEqual(['queued']);
    expect(w.calls[0]!.signal.aborted).toBe(false);
    await timers.advanceTo(750);
    expect(w.calls[0]!.signal.aborted).toBe(true);
    expect(w.calls.map((c) => [c.body, c.at])).toEqual([
      ['queued', 0],
      ['cancelled', 750],
    ]);
    w.calls[1]!.resolve();
    await final;
    expect(outcome).toBe('written');
  });

  it('when every write stalls, the final returns at the bound with both requests aborted', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    let outcome: string | undefined;
    const final = latest.final('cancelled', 1500).then((o) => (outcome = o));
    await timers.advanceTo(1499);
    expect(outcome).toBeUndefined();
    await timers.advanceTo(1500);
    await final;
    expect(outcome).toBe('timeout');
    expect(w.calls.map((c) => [c.body, c.signal.aborted])).toEqual([
      ['queued', true],
      ['cancelled', true],
    ]);
  });

  it('a final write that never ends returns at the bound, its request aborted', async () => {
    const { timers, w, latest } = setup();
    const final = latest.final('succeeded', 10_000);
    await settle();
    expect(w.calls.map((c) => [c.body, c.at])).toEqual([['succeeded', 0]]);
    await timers.advanceTo(10_000);
    expect(await final).toBe('timeout');
    expect(w.calls[0]!.signal.aborted).toBe(true);
    // Its rejection after the bound is nobody's business (no unhandled rejection).
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      w.calls[0]!.reject(new Error('aborted'));
      await settle();
      await settle();
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
  });

  it("a final write that fails rejects with GitHub's error", async () => {
    const { w, latest } = setup();
    const final = latest.final('succeeded', 10_000);
    await settle();
    w.calls[0]!.reject(new Error('Validation Failed'));
    await expect(final).rejects.toThrow('Validation Failed');
  });
});

describe('LatestWins, the edges', () => {
  it('a body offered exactly when the interval ends is written at once', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    w.calls[0]!.resolve();
    await timers.advanceTo(5000);
    latest.offer('running');
    await settle();
    expect(w.calls.map((c) => [c.body, c.at])).toEqual([
      ['queued', 0],
      ['running', 5000],
    ]);
    expect(timers.pending()).toEqual([]);
  });

  it('the final body drops the one waiting for the interval, and leaves no timer behind', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    w.calls[0]!.resolve();
    await timers.advanceTo(100);
    latest.offer('running');
    expect(timers.pending()).toEqual([5000]);
    const final = latest.final('succeeded', 10_000);
    await settle();
    expect(w.calls.map((c) => [c.body, c.at])).toEqual([
      ['queued', 0],
      ['succeeded', 100],
    ]);
    w.calls[1]!.resolve();
    expect(await final).toBe('written');
    expect(timers.pending()).toEqual([]);
    await timers.advanceTo(60_000);
    expect(w.bodies()).toEqual(['queued', 'succeeded']);
  });

  it('stop: the body waiting is dropped, later ones ignored, no timer left; the write in flight ends as it will', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    latest.offer('running');
    latest.stop();
    latest.offer('later');
    w.calls[0]!.resolve();
    await settle();
    expect(timers.pending()).toEqual([]);
    await timers.advanceTo(60_000);
    expect(w.bodies()).toEqual(['queued']);
    expect(w.calls[0]!.signal.aborted).toBe(false);
  });

  it('after waiting for a write in flight, no timer is left behind', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    const final = latest.final('succeeded', 10_000);
    expect(timers.pending()).toEqual([5000, 10_000]);
    w.calls[0]!.resolve();
    await settle();
    w.calls[1]!.resolve();
    expect(await final).toBe('written');
    expect(timers.pending()).toEqual([]);
  });

  it('a progress write that fails once the final one began is not reported', async () => {
    const { timers, w, latest, errors } = setup();
    latest.offer('queued');
    await settle();
    const final = latest.final('cancelled', 1500);
    await timers.advanceTo(750);
    w.calls[0]!.reject(new Error('aborted'));
    w.calls[1]!.resolve();
    expect(await final).toBe('written');
    expect(errors).toEqual([]);
  });

  it('a final write past the bound is aborted with the reason', async () => {
    const { timers, w, latest } = setup();
    const final = latest.final('succeeded', 1500);
    await timers.advanceTo(1500);
    expect(await final).toBe('timeout');
    expect((w.calls[0]!.signal.reason as Error).message).toBe('the final write took more than 1500 ms');
  });

  it('a write ends the interval when it ends, not when it began', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    await timers.advanceTo(3000);
    w.calls[0]!.reject(new Error('Server Error'));
    latest.offer('running');
    await timers.advanceTo(7999);
    expect(w.bodies()).toEqual(['queued']);
    await timers.advanceTo(8000);
    expect(w.calls.map((c) => [c.body, c.at])).toEqual([
      ['queued', 0],
      ['running', 8000],
    ]);
  });

  it('a body written now waits for the write in flight, replaces the one waiting, skips the interval; later ones follow', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    latest.offer('running');
    let taken = false;
    const now = latest.now('repair recorded', new AbortController().signal).then(() => (taken = true));
    await timers.advanceTo(1000);
    expect(w.bodies()).toEqual(['queued']);
    w.calls[0]!.resolve();
    await settle();
    // At once after the write in flight, not 5 s after it; the body that waited is dropped.
    expect(w.calls.map((c) => [c.body, c.at])).toEqual([
      ['queued', 0],
      ['repair recorded', 1000],
    ]);
    latest.offer('repairing');
    await timers.advanceTo(2000);
    expect(taken).toBe(false);
    w.calls[1]!.resolve();
    await now;
    expect(taken).toBe(true);
    // Offered while it was in flight: sent once the interval after it allows.
    await timers.advanceTo(6999);
    expect(w.bodies()).toEqual(['queued', 'repair recorded']);
    await timers.advanceTo(7000);
    expect(w.calls.map((c) => [c.body, c.at]).at(-1)).toEqual(['repairing', 7000]);
    expect(w.maxInFlight()).toBe(1);
  });

  it('a body written now in the place of one waiting for the interval: at once, and the wait called off', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    w.calls[0]!.resolve();
    await timers.advanceTo(1000);
    latest.offer('running');
    expect(timers.pending()).toEqual([5000]);
    const now = latest.now('repair recorded', new AbortController().signal);
    await settle();
    expect(timers.pending()).toEqual([]);
    expect(w.calls.map((c) => [c.body, c.at])).toEqual([
      ['queued', 0],
      ['repair recorded', 1000],
    ]);
    w.calls[1]!.resolve();
    await now;
    await timers.advanceTo(60_000);
    expect(w.bodies()).toEqual(['queued', 'repair recorded']);
  });

  it('a body written now that GitHub refuses rejects with its error; the next body offered is still sent', async () => {
    const { timers, w, latest, errors } = setup();
    const now = latest.now('repair recorded', new AbortController().signal);
    await settle();
    w.calls[0]!.reject(new Error('Server Error'));
    await expect(now).rejects.toThrow('Server Error');
    // Its failure is the caller's to report, not a progress write's.
    expect(errors).toEqual([]);
    latest.offer('running');
    await timers.advanceTo(5000);
    expect(w.bodies()).toEqual(['repair recorded', 'running']);
  });

  it('a body written now is aborted with its caller, and by a final body that cannot wait for it', async () => {
    const { timers, w, latest } = setup();
    const caller = new AbortController();
    void latest.now('repair recorded', caller.signal).catch(() => undefined);
    await settle();
    expect(w.calls[0]!.signal.aborted).toBe(false);
    caller.abort();
    expect(w.calls[0]!.signal.aborted).toBe(true);
    w.calls[0]!.reject(new Error('aborted'));
    await settle();
    void latest.now('again', new AbortController().signal).catch(() => undefined);
    await settle();
    const final = latest.final('cancelled', 1500);
    await timers.advanceTo(749);
    expect(w.calls[1]!.signal.aborted).toBe(false);
    await timers.advanceTo(750);
    expect(w.calls[1]!.signal.aborted).toBe(true);
    // The final body goes out after it, the last write.
    expect(w.bodies()).toEqual(['repair recorded', 'again', 'cancelled']);
    w.calls[1]!.reject(new Error('aborted'));
    w.calls[2]!.resolve();
    expect(await final).toBe('written');
  });

  it('a body written now after the final one, or while it waits for a write in flight: nothing written', async () => {
    const { timers, w, latest } = setup();
    latest.offer('queued');
    await settle();
    const waiting = latest.now('repair recorded', new AbortController().signal);
    const final = latest.final('succeeded', 10_000);
    w.calls[0]!.resolve();
    await waiting;
    await settle();
    expect(w.bodies()).toEqual(['queued', 'succeeded']);
    w.calls[1]!.resolve();
    expect(await final).toBe('written');
    await latest.now('too late', new AbortController().signal);
    await timers.advanceTo(60_000);
    expect(w.bodies()).toEqual(['queued', 'succeeded']);
  });

  it('on the real clock by default', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const calls: string[] = [];
      const latest = new LatestWins(
        (body) => {
          calls.push(`${body} at ${Date.now()}`);
          return Promise.resolve();
        },
        { minIntervalMs: 5000, onError: () => {} },
      );
      latest.offer('queued');
      await vi.advanceTimersByTimeAsync(0);
      latest.offer('running');
      await vi.advanceTimersByTimeAsync(4999);
      expect(calls).toEqual(['queued at 1000000']);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toEqual(['queued at 1000000', 'running at 1005000']);
      latest.offer('waiting');
      expect(vi.getTimerCount()).toBe(1);
      expect(await latest.final('done', 10_000)).toBe('written');
      expect(vi.getTimerCount()).toBe(0);
      expect(calls).toEqual(['queued at 1000000', 'running at 1005000', 'done at 1005000']);
    } finally {
      vi.useRealTimers();
    }
  });
});
