/**
 * Polling and live progress: for runs of 1, 10 and 60 simulated minutes, with live progress on (the default
 * interval, 30 s) and off, the service requests and the comment edits per run-minute, and how long after the run
 * ends the action notices. The action's own follow loop (flow/follow.ts: the state polls, the progress reads, the
 * comment's pacing) runs against the simulator on virtual time: every sleep and timer is an event on a queue, and
 * the clock jumps to the next one once nothing is in flight, so an hour takes a moment and the figures are exact
 * up to the poll jitter (the mean of ${TRIALS} runs each). `--write` puts them in docs/performance.md and docs/behaviour.md
 * (scripts/bench/poll-doc.ts).
 */
import { CloudAgentClient } from '../../src/client/index.ts';
import type { ThreadComment } from '../../src/flow/host.ts';
import { followRun } from '../../src/flow/follow.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import { Reporter } from '../../src/flow/report.ts';
import type { Timers } from '../../src/flow/latest-wins.ts';
import { POLL, PROGRESS_POLL_MAX_MS } from '../../src/timing.ts';
import { memoryHost } from '../../test/helpers/step.ts';
import { startSimulator, type SimulatorHandle } from '../../test/simulator/server.ts';
import { writeDocs } from './docs.ts';
import { POLL_PIECES, type PollRow } from './poll-doc.ts';
import type { ConversationStep } from '../../test/simulator/state.ts';

const MINUTE = 60_000;
const TRIALS = 20;
const GOALS = { requestsPerMinute: 6, editsPerMinute: 2, delayMs: 5000, statusPerMinute: 8 };

/** Virtual time: sleeps and timers wait on a queue; `drive` moves the clock to the next once all is quiet. */
class VirtualTime {
  private queue: { at: number; id: number; fire: () => void }[] = [];
  private ids = 0;
  inFlight = 0;
  private readonly sim: SimulatorHandle;
  constructor(sim: SimulatorHandle) {
    this.sim = sim;
  }

  now = (): number => this.sim.clock.now();

  private add(ms: number, fire: () => void): number {
    const id = ++this.ids;
    this.queue.push({ at: this.now() + Math.max(0, ms), id, fire });
    return id;
  }

  private remove(id: unknown): void {
    this.queue = this.queue.filter((t) => t.id !== id);
  }

  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      const id = this.add(ms, resolve);
      signal?.addEventListener(
        'abort',
        () => {
          this.remove(id);
          reject(signal.reason as Error);
        },
        { once: true },
      );
    });

  timers: Timers = {
    now: this.now,
    setTimeout: (fn, ms) => this.add(ms, fn),
    clearTimeout: (id) => this.remove(id),
  };

  /** Lets every request and continuation finish: quiet means no request in flight for several turns. */
  private async quiet(): Promise<void> {
    let still = 0;
    let last = -1;
    while (still < 5) {
      await new Promise((resolve) => setImmediate(resolve));
      const mark = this.queue.length * 1e6 + this.sim.requests.length;
      still = this.inFlight === 0 && mark === last ? still + 1 : 0;
      last = mark;
    }
  }

  async drive(done: () => boolean): Promise<void> {
    for (;;) {
      await this.quiet();
      if (done()) return;
      this.queue.sort((a, b) => a.at - b.at || a.id - b.id);
      const next = this.queue.shift();
      if (!next) throw new Error('nothing to wait for, yet the follow has not ended');
      if (next.at > this.now()) this.sim.clock.advance(next.at - this.now());
      next.fire();
    }
  }
}

/** A tracking comment in memory: counts its writes. */
class CountingComment implements ThreadComment {
  id: number | undefined;
  url: string | undefined;
  readonly number = 1;
  writes = 0;
  readonly writtenAt = undefined;
  find = async () => undefined;
  adopt(): void {}
  async write(): Promise<void> {
    this.writes++;
    this.id = 1;
  }
  async claim(): Promise<'claimed'> {
    return 'claimed';
  }
  async unclaim(): Promise<boolean> {
    return false;
  }
  async claimed(): Promise<boolean> {
    return false;
  }
}

/** An agent that takes a step every two minutes, each with a command. */
function steps(minutes: number): { afterMs: number; step: ConversationStep }[] {
  return Array.from({ length: Math.max(1, Math.floor(minutes / 2)) }, (_, i) => ({
    afterMs: i * 2 * MINUTE,
    step: {
      id: `step-${i + 1}`,
      description: `Step ${i + 1} of the work`,
      messages: [
        {
          role: 'assistant',
          content: [
            {
              type: 'action',
              id: `a${i}`,
              category: 'command',
              name: 'run_command',
              input: { command: 'npm test' },
            },
          ],
        },
      ],
      steps: [],
    },
  }));
}

interface Figures {
  status: number;
  progress: number;
  total: number;
  writes: number;
  delay: number;
}

async function once(minutes: number, progressSeconds: number): Promise<Figures> {
  const sim = await startSimulator({ timeScale: 0 });
  const time = new VirtualTime(sim);
  const client = new CloudAgentClient({ apiKey: 'test-key', baseUrl: sim.url });
  // Every call the follow makes is counted while in flight, so the clock never jumps over an answer.
  for (const group of [client.runs, client.artifacts]) {
    const calls = group as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    for (const [name, call] of Object.entries(calls)) {
      calls[name] = (...args) => {
        time.inFlight++;
        return call(...args).finally(() => time.inFlight--);
      };
    }
  }
  sim.script.run({
    timeline: [
      { state: 'QUEUED', afterMs: 0 },
      { state: 'CLAIMED', afterMs: 3000 },
      { state: 'INPROGRESS', afterMs: 5000 },
      { state: 'SUCCEEDED', afterMs: minutes * MINUTE - 8000 },
    ],
    setup: { claimedToReadyMs: 2000, sessionToAgentMs: 1000 },
    conversation: steps(minutes),
  });
  const start = sim.clock.now();
  const { run_id } = await client.runs.create({ prompt: 'bench' });
  const before = sim.requests.length;
  const host = memoryHost();
  const comment = new CountingComment();
  const reporter = new Reporter({
    host,
    comment,
    marker: { key: 'bench' },
    markerKey: deriveMarkerKey('test-key'),
    timers: time.timers,
  });
  let ended: number | undefined;
  const following = followRun({
    host,
    client,
    reporter,
    runId: run_id,
    wait: true,
    timeoutMinutes: 120,
    failOnRunFailure: true,
    cancelOnAbort: true,
    signal: new AbortController().signal,
    progressIntervalSeconds: progressSeconds,
    poll: { now: time.now, sleep: time.sleep },
  }).then(() => (ended = time.now()));
  await time.drive(() => ended !== undefined);
  await following;
  const made = sim.requests.slice(before);
  const count = (ops: string[]) => made.filter((r) => ops.includes(r.operation ?? '')).length;
  const figures = {
    status: count(['getRun']),
    progress: count(['getRunTimeline', 'getRunConversation']),
    total: made.length,
    writes: comment.writes,
    delay: ended! - (start + minutes * MINUTE),
  };
  await client.close();
  await sim.close();
  return figures;
}

export async function main(): Promise<void> {
  console.log(
    `poll benchmark: state polls from ${POLL.initialMs} ms growing ×${POLL.factor} to ${POLL.maxMs} ms (${PROGRESS_POLL_MAX_MS} ms with live progress on), ±20 % jitter; progress every 30 s; one agent step every 2 minutes; mean of ${TRIALS} runs`,
  );
  console.log(
    'progress  run length   status/min   progress/min   all requests/min   comment writes/min   noticed after the end',
  );
  const rows: { progress: boolean; minutes: number; f: Figures }[] = [];
  const written: PollRow[] = [];
  for (const progressSeconds of [30, 0]) {
    for (const minutes of [1, 10, 60]) {
      const trials: Figures[] = [];
      for (let trial = 0; trial < TRIALS; trial++) trials.push(await once(minutes, progressSeconds));
      const mean = (k: keyof Figures) => trials.reduce((a, t) => a + t[k], 0) / trials.length;
      const f: Figures = {
        status: mean('status'),
        progress: mean('progress'),
        total: mean('total'),
        writes: mean('writes'),
        delay: mean('delay'),
      };
      const worst = Math.max(...trials.map((t) => t.delay));
      rows.push({ progress: progressSeconds > 0, minutes, f });
      const round = (n: number, digits: number) => Number(n.toFixed(digits));
      written.push({
        progress: progressSeconds > 0,
        minutes,
        statusPerMinute: round(f.status / minutes, 2),
        progressPerMinute: round(f.progress / minutes, 2),
        requestsPerMinute: round(f.total / minutes, 2),
        writesPerMinute: round(f.writes / minutes, 2),
        noticedS: round(f.delay / 1000, 1),
        worstS: round(worst / 1000, 1),
      });
      const per = (n: number) => (n / minutes).toFixed(2).padStart(6);
      console.log(
        `${(progressSeconds ? 'on' : 'off').padEnd(8)}  ${String(minutes).padStart(3)} min      ${per(f.status)}       ${per(f.progress)}         ${per(f.total)}             ${per(f.writes)}               ${(f.delay / 1000).toFixed(1).padStart(5)} s (worst ${(worst / 1000).toFixed(1)} s)`,
      );
    }
  }
  const long = rows.find((r) => r.progress && r.minutes === 60)!.f;
  const off = rows.filter((r) => !r.progress);
  const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log('');
  console.log(
    `goal: progress on, 60 min: ≤ ${GOALS.requestsPerMinute} service requests/min: ${(long.total / 60).toFixed(2)} (${check(long.total / 60 <= GOALS.requestsPerMinute)}); ≤ ${GOALS.editsPerMinute} comment writes/min: ${(long.writes / 60).toFixed(2)} (${check(long.writes / 60 <= GOALS.editsPerMinute)})`,
  );
  for (const r of off) {
    console.log(
      `goal: progress off, ${r.minutes} min: end noticed ≤ ${GOALS.delayMs / 1000} s on average: ${(r.f.delay / 1000).toFixed(1)} s (${check(r.f.delay <= GOALS.delayMs)}) with ≤ ${GOALS.statusPerMinute} status requests/min: ${(r.f.status / r.minutes).toFixed(2)} (${check(r.f.status / r.minutes <= GOALS.statusPerMinute)})`,
    );
  }
  console.log(
    `progress on, 60 min: end noticed ${(long.delay / 1000).toFixed(1)} s after it on average (the request budget of live progress leaves fewer state polls)`,
  );
  if (process.argv.includes('--write')) writeDocs(POLL_PIECES, { trials: TRIALS, rows: written });
}
