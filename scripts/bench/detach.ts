/**
 * Detach and settle: 40 runs lasting 2 to 60 minutes, started together, followed (a) by steps that wait to the end
 * and (b) by steps that follow for 2 minutes and stop (`detach-after-minutes: 2`), with a settle every 10 minutes.
 * Prints the runner-seconds spent, the requests to the service and to GitHub, and the delay from a run's end to
 * its final report (median and worst).
 *
 * Time is the simulator's virtual clock: the action's wait loop (flow/wait.ts) sleeps by moving it, so an hour
 * takes a moment. The steps' waits are the shipped loop on one simulator per run (runs are independent there); the
 * settles are the shipped settle flow (flow/settle.ts) on one simulator holding all 40 runs and a fake GitHub
 * holding their tracking comments, written by the shipped Reporter. A step's GitHub requests are counted as the
 * Reporter makes them (the login and the look for an earlier comment, the comment's creation, an edit per change
 * of state, the final edit); each job, step or settle, is charged JOB_OVERHEAD_S of runner time to start.
 */
import { CloudAgentClient } from '../../src/client/index.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import { openReporter } from '../../src/flow/report.ts';
import { Settler } from '../../src/flow/settle.ts';
import { StepState } from '../../src/flow/state.ts';
import type { RunEnvironment } from '../../src/flow/context.ts';
import type { Step } from '../../src/flow/step.ts';
import { waitForRun } from '../../src/flow/wait.ts';
import { readTrigger } from '../../src/github/event.ts';
import { createOctokit, GITHUB_BOUNDS } from '../../src/github/octokit.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import type { Host } from '../../src/host/host.ts';
import { startFakeGitHub } from '../../test/github/fake-github.ts';
import { startSimulator } from '../../test/simulator/server.ts';
import type { TimelineStep } from '../../test/simulator/state.ts';

const MINUTE = 60_000;
const RUNS = 40;
const DETACH_MINUTES = 2;
const SETTLE_EVERY_MINUTES = 10;
/** Runner time a job spends before its step runs (runner start, action download); the same for every job. */
const JOB_OVERHEAD_S = 15;
const TIMEOUT_MINUTES = 120;
const KEY = 'test-key';
const REPO = 'acme/app';

/** Run i lasts from 2 to 60 minutes, evenly spread. */
const lengthOf = (i: number) => Math.round((2 + (58 * i) / (RUNS - 1)) * MINUTE);

const timeline = (ms: number): TimelineStep[] => [
  { state: 'QUEUED', afterMs: 0 },
  { state: 'INPROGRESS', afterMs: 5000 },
  { state: 'SUCCEEDED', afterMs: ms - 5000 },
];

interface StepFigures {
  /** Virtual milliseconds the step waited. */
  waitedMs: number;
  service: number;
  github: number;
  /** When the step saw the run end (ms after its start), if it did. */
  noticedMs: number | undefined;
}

/**
 * A step on its own simulator: creates the run, follows it with the shipped wait loop until it ends or `forMs`
 * passes. GitHub requests: the login and the look for an earlier comment (2 GET), the comment (1 POST), an edit per
 * change of state seen after the first, and the last report (1 PATCH).
 */
async function followStep(lengthMs: number, forMs: number): Promise<StepFigures> {
  const sim = await startSimulator({ apiKey: KEY, timeScale: 0 });
  const client = new CloudAgentClient({ apiKey: KEY, baseUrl: sim.url });
  try {
    sim.script.run({ timeline: timeline(lengthMs) });
    const start = sim.clock.now();
    const { run_id } = await client.runs.create({ prompt: 'bench' });
    let changes = 0;
    const outcome = await waitForRun(client, run_id, {
      deadline: start + forMs,
      now: () => sim.clock.now(),
      sleep: async (ms) => sim.clock.advance(ms),
      onChange: () => {
        changes++;
      },
    });
    const ended = outcome.kind === 'ended';
    // The final report reads the conversation; a detached step reads the run once more.
    const service = sim.count() + 1;
    return {
      waitedMs: sim.clock.now() - start,
      service,
      github: 2 + 1 + Math.max(0, changes - 1) + 1,
      noticedMs: ended ? sim.clock.now() - start : undefined,
    };
  } finally {
    await client.close();
    await sim.close();
  }
}

const quiet: Host = {
  input: () => '',
  secret: () => {},
  redact: (text) => text,
  log: { info: () => {}, warning: (line) => console.warn(`  warning: ${line}`) },
  state: { save: () => {}, load: () => '' },
  output: () => {},
  summary: async () => {},
  fail: (message) => console.error(message),
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Scenario {
  runnerS: number;
  service: number;
  github: number;
  delaysMs: number[];
}

async function waiting(): Promise<Scenario> {
  const steps = await Promise.all(
    Array.from({ length: RUNS }, (_, i) => followStep(lengthOf(i), TIMEOUT_MINUTES * MINUTE)),
  );
  return {
    runnerS: steps.reduce((s, f) => s + f.waitedMs / 1000 + JOB_OVERHEAD_S, 0),
    service: steps.reduce((s, f) => s + f.service, 0),
    github: steps.reduce((s, f) => s + f.github, 0),
    delaysMs: steps.map((f, i) => f.noticedMs! - lengthOf(i)),
  };
}

async function detached(windowMinutes: number): Promise<Scenario> {
  // The steps: each follows its run for DETACH_MINUTES, then stops.
  const steps = await Promise.all(
    Array.from({ length: RUNS }, (_, i) => followStep(lengthOf(i), DETACH_MINUTES * MINUTE)),
  );
  // The settles: one service holding every run, the tracking comments on a fake GitHub.
  const sim = await startSimulator({ apiKey: KEY, timeScale: 0 });
  const gh = await startFakeGitHub({ now: () => new Date(sim.clock.now()) });
  const client = new CloudAgentClient({ apiKey: KEY, baseUrl: sim.url });
  const octokit = createOctokit('ghs_action_token', gh.url, GITHUB_BOUNDS);
  const repository = new GitHubRepository(octokit, { owner: 'acme', repo: 'app' });
  const markerKey = deriveMarkerKey(KEY);
  const start = sim.clock.now();
  const delaysMs: number[] = [];
  const pending = new Map<string, number>();
  try {
    for (let i = 0; i < RUNS; i++) {
      const number = i + 1;
      gh.state.addIssue({ number, title: `Work ${number}` });
      sim.script.run({ timeline: timeline(lengthOf(i)) });
      const { run_id } = await client.runs.create({
        prompt: `bench ${number}`,
        metadata: {
          gh_repo: REPO,
          created_by: 'cloud-agent-action',
          gh_number: String(number),
          gh_timeout_minutes: String(TIMEOUT_MINUTES),
        },
      });
      const noticed = steps[i]!.noticedMs;
      if (noticed !== undefined) {
        delaysMs.push(noticed - lengthOf(i));
        continue;
      }
      // The step stopped following: its comment says the run is still working.
      const reporter = openReporter({
        host: quiet,
        repository,
        number,
        self: 'github-actions[bot]',
        enabled: true,
        // What a detached step records: the deadline (timeout-minutes from the start), cancel at it.
        marker: {
          key: `bench-${number}`,
          deadline: new Date(start + TIMEOUT_MINUTES * MINUTE).toISOString(),
          cancel: true,
        },
        markerKey,
      });
      const run = await client.runs.get(run_id);
      await reporter.finishComment({ run, phase: 'detached', artifacts: [], now: sim.clock.now() });
      pending.set(run_id, start + lengthOf(i));
    }
    const serviceBefore = sim.count();
    const githubBefore = gh.requests.length;
    let settleMs = 0;
    let settles = 0;
    const env: RunEnvironment = {
      eventName: 'schedule',
      eventPath: undefined,
      repository: REPO,
      workflowRunId: '1',
      runAttempt: '1',
      job: 'settle',
      step: '__run',
      workflow: 'settle',
      workflowRef: '',
      serverUrl: 'https://github.com',
      apiUrl: gh.url,
      sha: undefined,
    };
    const step: Step = {
      env,
      trigger: readTrigger(env, {}),
      client,
      host: quiet,
      state: new StepState(quiet.state),
      repository,
      markerKey,
      signal: new AbortController().signal,
    };
    while (pending.size) {
      sim.clock.advance(
        SETTLE_EVERY_MINUTES * MINUTE - ((sim.clock.now() - start) % (SETTLE_EVERY_MINUTES * MINUTE)),
      );
      const began = performance.now();
      const { results } = await new Settler(step, {
        windowMinutes,
        triggerPhrase: '@cloud-agent',
        now: () => sim.clock.now(),
      }).settle();
      settleMs += performance.now() - began;
      if (++settles > (2 * TIMEOUT_MINUTES) / SETTLE_EVERY_MINUTES)
        throw new Error(`runs left unsettled: ${[...pending.keys()].join(', ')}`);
      for (const result of results) {
        const end = pending.get(result.run_id);
        if (end === undefined || result.action !== 'finished') continue;
        delaysMs.push(sim.clock.now() - end);
        pending.delete(result.run_id);
      }
    }
    console.log(
      `  settle-window-minutes ${windowMinutes}: ${settles} settles until every report was final, ${(settleMs / settles / 1000).toFixed(2)} s of step time each (measured; GitHub writes are spaced by the throttling plugin)`,
    );
    return {
      runnerS:
        steps.reduce((s, f) => s + f.waitedMs / 1000 + JOB_OVERHEAD_S, 0) +
        settles * JOB_OVERHEAD_S +
        settleMs / 1000,
      service: steps.reduce((s, f) => s + f.service, 0) + (sim.count() - serviceBefore),
      github: steps.reduce((s, f) => s + f.github, 0) + (gh.requests.length - githubBefore),
      delaysMs,
    };
  } finally {
    await client.close();
    await sim.close();
    await gh.close();
  }
}

export async function main(): Promise<void> {
  console.log(
    `detach benchmark: ${RUNS} runs of 2 to 60 minutes started together; (a) steps wait to the end, (b) steps stop after ${DETACH_MINUTES} minutes and a settle runs every ${SETTLE_EVERY_MINUTES} minutes; ${JOB_OVERHEAD_S} s of runner time charged per job`,
  );
  const a = await waiting();
  const windows = [1440, 30];
  const bs: Scenario[] = [];
  for (const window of windows) bs.push(await detached(window));
  const row = (name: string, s: Scenario) =>
    `${name.padEnd(30)} ${String(Math.round(s.runnerS)).padStart(6)} s (${(s.runnerS / 60).toFixed(1).padStart(6)} min)  ${String(s.service).padStart(7)}  ${String(s.github).padStart(6)}  ${String(s.service + s.github).padStart(6)}   ${(median(s.delaysMs) / 1000).toFixed(1).padStart(6)} s  ${(Math.max(...s.delaysMs) / 1000).toFixed(1).padStart(6)} s`;
  console.log(
    'scenario                        runner time            service  GitHub   total   end→report median   worst',
  );
  console.log(row('(a) wait', a));
  bs.forEach((b, i) => console.log(row(`(b) detach + settle, window ${windows[i]}`, b)));
  for (const [i, b] of bs.entries()) {
    console.log(
      `(b, window ${windows[i]})/(a): runner time ${(b.runnerS / a.runnerS).toFixed(3)}, service requests ${(b.service / a.service).toFixed(3)}, GitHub requests ${(b.github / a.github).toFixed(3)}, all requests ${((b.service + b.github) / (a.service + a.github)).toFixed(3)}`,
    );
  }
}
