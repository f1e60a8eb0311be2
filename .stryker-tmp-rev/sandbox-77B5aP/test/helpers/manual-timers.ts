/**
 * A clock for code that takes `Timers` (flow/latest-wins.ts): time stands still until the test moves it, and moving
 * it runs every timer that falls due on the way, in order, letting ready promise reactions run between them.
 */
import type { Timers } from '../../src/flow/latest-wins.ts';

/** Lets every promise reaction that is ready run (and I/O callbacks already queued). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export class ManualTimers implements Timers {
  time: number;
  private tasks: { at: number; fn: () => void; id: number }[] = [];
  private ids = 0;
  constructor(start = 0) {
    this.time = start;
  }
  now(): number {
    return this.time;
  }
  setTimeout(fn: () => void, ms: number): unknown {
    const id = ++this.ids;
    this.tasks.push({ at: this.time + ms, fn, id });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.tasks = this.tasks.filter((t) => t.id !== handle);
  }
  /** The times timers are set for, soonest first. */
  pending(): number[] {
    return this.tasks.map((t) => t.at).sort((a, b) => a - b);
  }
  /** Moves the clock to `to`, running what falls due on the way (and whatever it sets off). */
  async advanceTo(to: number): Promise<void> {
    await settle();
    for (;;) {
      const due = this.tasks.filter((t) => t.at <= to).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.tasks = this.tasks.filter((t) => t !== due);
      this.time = due.at;
      due.fn();
      await settle();
    }
    this.time = to;
    await settle();
  }
}
