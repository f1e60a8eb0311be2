/**
 * Writes the newest of a stream of bodies to one place (the tracking comment) without holding the caller: one write in
 * flight at a time, the latest body replaces any that waits, writes spaced by a minimum interval, and a body that had
 * to wait is sent as soon as the interval allows. The final body is written last, after the write in flight, within a
 * bound: whatever the server does, `final` returns by then. One write holds its caller: a record it must see taken
 * before it goes on (`now`).
 */

export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const REAL_TIMERS: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export type Write = (body: string, signal: AbortSignal) => Promise<void>;

export interface LatestWinsOptions {
  /** Least time between the end of one write and the start of the next. */
  minIntervalMs: number;
  /** A progress write that failed (the next body is still sent). */
  onError: (err: unknown) => void;
  timers?: Timers;
}

export type FinalOutcome = 'written' | 'timeout';

export class LatestWins {
  private pending: string | undefined;
  private inFlight: Promise<void> | undefined;
  private lastEnd = -Infinity;
  private timer: unknown;
  private closed = false;
  /** Aborts a progress write still in flight when the final one cannot wait for it any longer. */
  private readonly progress = new AbortController();
  private readonly write: Write;
  private readonly options: LatestWinsOptions;
  private readonly timers: Timers;

  constructor(write: Write, options: LatestWinsOptions) {
    this.write = write;
    this.options = options;
    this.timers = options.timers ?? REAL_TIMERS;
  }

  /** Queues a body; it replaces one still waiting. Returns at once. Ignored after `final`. */
  offer(body: string): void {
    if (this.closed) return;
    this.pending = body;
    this.pump();
  }

  private pump(): void {
    if (this.closed || this.inFlight || this.pending === undefined || this.timer !== undefined) return;
    const wait = this.lastEnd + this.options.minIntervalMs - this.timers.now();
    if (wait > 0) {
      this.timer = this.timers.setTimeout(() => {
        this.timer = undefined;
        this.pump();
      }, wait);
      return;
    }
    const body = this.pending;
    this.pending = undefined;
    this.inFlight = this.send(body);
  }

  private async send(body: string): Promise<void> {
    try {
      await this.write(body, this.progress.signal);
    } catch (err) {
      if (!this.closed) this.options.onError(err);
    } finally {
      this.ended();
    }
  }

  /** A write ended: the interval counts from now, and a body that waits goes out as it allows. */
  private ended(): void {
    this.lastEnd = this.timers.now();
    this.inFlight = undefined;
    this.pump();
  }

  /** Drops the body that waits, and the timer that would send it. */
  private dropWaiting(): void {
    this.pending = undefined;
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  /**
   * Writes `body` now and resolves once it is taken: a record a request depends on (a repair, before it is sent). It
   * replaces a body that waits and does not wait for the interval; a write in flight is waited for first, so that none
   * sent before lands after it. Bodies offered meanwhile go out after it, as the interval allows. Rejects with the
   * write's own error (the next body offered is still sent). After `final` or `stop`, writes nothing.
   */
  async now(body: string, signal: AbortSignal): Promise<void> {
    if (this.closed) return;
    this.dropWaiting();
    // A write in flight (its failure is reported by send) first; one offered meanwhile waits for the interval.
    while (this.inFlight) await this.inFlight;
    if (this.closed) return;
    // Aborted as a progress write is when the final body cannot wait for it any longer.
    const written = this.write(body, AbortSignal.any([signal, this.progress.signal]));
    this.inFlight = written.catch(() => undefined).finally(() => this.ended());
    await written;
  }

  /** Sends nothing more: a body that waits is dropped, and later ones ignored (a write in flight ends as it will). */
  stop(): void {
    this.closed = true;
    this.dropWaiting();
  }

  /**
   * Writes the last body: nothing queued before it is sent any more, and the whole takes at most `boundMs`. A
   * write in flight is waited for (so it does not land after this one) for half the bound; one that takes longer
   * than that is aborted and the final body sent anyway. Rejects with the final write's own error.
   */
  async final(body: string, boundMs: number): Promise<FinalOutcome> {
    this.stop();
    const bound = new AbortController();
    const expiry = (ms: number, onExpiry: () => void) => {
      let handle: unknown;
      const promise = new Promise<'timeout'>((resolve) => {
        handle = this.timers.setTimeout(() => {
          onExpiry();
          resolve('timeout');
        }, ms);
      });
      return { promise, cancel: () => this.timers.clearTimeout(handle) };
    };
    const whole = expiry(boundMs, () =>
      bound.abort(new Error(`the final write took more than ${boundMs} ms`)),
    );
    try {
      if (this.inFlight) {
        const half = expiry(boundMs / 2, () => this.progress.abort());
        await Promise.race([this.inFlight, half.promise]);
        half.cancel();
      }
      const written = this.write(body, bound.signal).then(() => 'written' as const);
      // Past the bound the write's failure (it was aborted) is no longer anyone's business.
      written.catch(() => undefined);
      return await Promise.race([written, whole.promise]);
    } finally {
      whole.cancel();
    }
  }
}
