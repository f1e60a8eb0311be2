/**
 * GitHub's retry and throttling plugins pass every request through Bottleneck, three limiters a request. Bottleneck's
 * in-process store yields to the event loop before each of its steps with `setTimeout(resolve, 0)`, which Node rounds
 * up to a 1 ms timer: about ten of them a request, 11 ms added to every GitHub call even when nothing is limited
 * (README, Design notes: "GitHub's client"). Here those yields go through `setImmediate` instead: each step still
 * waits for the event loop (I/O first), without the 1 ms floor. Waits of more than 0 ms stay timers, and the limits
 * themselves (concurrency, `minTime`, rate-limit waits) are Bottleneck's own code, untouched.
 *
 * Bottleneck has not changed since 2.19.5 (2019). Should a later version not have the method, nothing is changed
 * (`yieldThroughImmediate` says so), and test/github/bottleneck.test.ts fails, so the upgrade is looked at.
 */
import Bottleneck from 'bottleneck/light.js';

export interface Store {
  Promise: PromiseConstructor;
  yieldLoop?: (t?: number) => Promise<void>;
}

function yieldLoop(this: Store, t = 0): Promise<void> {
  return new this.Promise<void>((resolve) => {
    if (t > 0) setTimeout(resolve, t);
    else setImmediate(resolve);
  });
}

/** Makes `store` yield through `setImmediate`; false, and `store` unchanged, when it has no `yieldLoop` to replace. */
export function yieldThroughImmediate(store: Store): boolean {
  if (typeof store.yieldLoop !== 'function') return false;
  store.yieldLoop = yieldLoop;
  return true;
}

// Every limiter's store: the prototype of the one a limiter makes.
yieldThroughImmediate(
  Object.getPrototypeOf((new Bottleneck() as unknown as { _store: object })._store) as Store,
);
