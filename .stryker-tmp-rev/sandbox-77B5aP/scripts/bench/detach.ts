/**
 * `npm run bench -- detach [--write]`: what detaching saves on GitHub's bill, and what it costs in notice. Three
 * repositories (3 runs a day of 30 minutes, 20 of 20, 100 of 10), each followed (a) by steps that wait to the end
 * and (b) by steps that let go after 2 minutes (`detach-after-minutes: 2`) with a settle every 10, 20, 30 or 60
 * minutes. Prints the billed runner minutes a day of each (every job rounded up to the whole minute, settles billed
 * whether they had work or not), the delay from a run's end to its final report (median and worst), and the advice
 * they give (the settle cadence, the volume below which not to detach). `--write` puts the same into docs/detach.md
 * and the README, between their `bench:detach` comments.
 *
 * Measured with the shipped code on the simulator's virtual clock (an hour takes a moment):
 * - the steps: the shipped wait loop (flow/wait.ts) follows one run of each length to its end, and one until it
 *   lets go (`detachAt`). Every run of a repository lasts the same, so one of each is its step time and its lag;
 * - the settles: a whole day of each repository at each cadence, the day's runs started as billing.ts spreads them,
 *   each with an asking comment and the detached comment a detached step writes (the shipped Reporter), and the
 *   shipped settle flow (flow/settle.ts) at every tick of the cadence until every report is final. That gives each
 *   run's lag, and checks that every report is finished by the first settle after its run's end, as the bill's
 *   arithmetic assumes.
 *
 * Sample sizes, for a run of a minute or so on a 2-core machine: the steps, one run of each length (runs of one
 * length give the same figures: the poll's jitter is fixed); the settles, every run and every tick of the day, no
 * sample (against the fake GitHub with a plain client, a day of 100 runs is seconds of work), but only two settles
 * a day timed with the shipped client (its throttling spaces writes a second apart, as GitHub asks, so a day of 100
 * reports would take minutes): the day's busiest, and one with nothing to do after the day's last (the window full
 * of the day's runs). A settle's step time is the idle one plus a share of the difference per report it writes,
 * and a run's lag counts its settle's whole step time. Each job is charged JOB_OVERHEAD_S before its step runs.
 * GitHub's own delays of scheduled workflows come on top of the lag.
 *
 * The day's bill is arithmetic on these figures (billing.ts), so the docs' figures can be checked against it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Octokit as Core } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { Agent } from 'undici';
import { CloudAgentClient } from '../../src/client/index.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import { META, SOURCE } from '../../src/flow/origin.ts';
import { openReporter } from '../../src/flow/report.ts';
import { Settler } from '../../src/flow/settle.ts';
import { StepState } from '../../src/flow/state.ts';
import type { RunEnvironment } from '../../src/flow/context.ts';
import type { Step } from '../../src/flow/step.ts';
import { waitForRun } from '../../src/flow/wait.ts';
import { readTrigger } from '../../src/github/event.ts';
import { createOctokit, fetchThrough, GITHUB_BOUNDS, type Octokit } from '../../src/github/octokit.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import type { Host } from '../../src/flow/host.ts';
import { actionWords } from '../../src/host/words.ts';
import { startFakeGitHub } from '../../test/github/fake-github.ts';
import { startSimulator } from '../../test/simulator/server.ts';
import type { TimelineStep } from '../../test/simulator/state.ts';
import {
  finishesPerSettle,
  runStarts,
  settleOf,
  settleSeconds,
  settlesPerDay,
  type BenchInputs,
  type CadenceFigures,
  type Profile,
  type ProfileFigures,
} from './billing.ts';
import {
  DOC,
  README,
  readBlock,
  renderAdvice,
  renderConclusions,
  renderDocBlock,
  renderTable,
  writeBlock,
} from './detach-doc.ts';
import { median } from './median.ts';

const PROFILES: Profile[] = [
  { runsPerDay: 3, runMinutes: 30 },
  { runsPerDay: 20, runMinutes: 20 },
  { runsPerDay: 100, runMinutes: 10 },
];
const CADENCES = [10, 20, 30, 60];
const DETACH_MINUTES = 2;
/** Runner time a job spends before its step runs (runner start, action download); the same for every job. */
const JOB_OVERHEAD_S = 15;
/** `settle-window-minutes` of examples/settle.yml. */
const WINDOW_MINUTES = 1440;
const TIMEOUT_MINUTES = 120;
const KEY = 'test-key';
const TOKEN = 'ghs_action_token';
const OWNER = 'acme';
const NAME = 'app';
/** The day the runs are spread over starts at midnight, as the settle workflow's cron counts. */
const MIDNIGHT = Date.parse('2025-01-06T00:00:00Z');
const MINUTE = 60_000;

const DOC_FILE = new URL('../../docs/detach.md', import.meta.url);
const README_FILE = new URL('../../README.md', import.meta.url);

const timeline = (ms: number): TimelineStep[] => [
  { state: 'QUEUED', afterMs: 0 },
  { state: 'INPROGRESS', afterMs: 5000 },
  { state: 'SUCCEEDED', afterMs: ms - 5000 },
];

const list = (xs: number[]) => `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`;
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

interface Followed {
  /** Virtual milliseconds the step followed its run. */
  waitedMs: number;
  /** From the run's end to the step seeing it, when it did. */
  lagMs: number | undefined;
}

/** A step on its own simulator: creates a run of `lengthMs` and follows it with the shipped wait loop. */
async function follow(lengthMs: number, detachAfterMs?: number): Promise<Followed> {
  const sim = await startSimulator({ apiKey: KEY, timeScale: 0 });
  const client = new CloudAgentClient({ apiKey: KEY, baseUrl: sim.url });
  try {
    sim.script.run({ timeline: timeline(lengthMs) });
    const start = sim.clock.now();
    const { run_id } = await client.runs.create({ prompt: 'bench' });
    const outcome = await waitForRun(client, run_id, {
      deadline: start + TIMEOUT_MINUTES * MINUTE,
      ...(detachAfterMs === undefined ? {} : { detachAt: start + detachAfterMs }),
      now: () => sim.clock.now(),
      sleep: async (ms) => sim.clock.advance(ms),
      // The poll's jitter, fixed: the same figures on every run of the bench.
      random: () => 0.5,
    });
    const waitedMs = sim.clock.now() - start;
    return { waitedMs, lagMs: outcome.kind === 'ended' ? waitedMs - lengthMs : undefined };
  } finally {
    await client.close();
    await sim.close();
  }
}

const quiet: Host = {
  words: actionWords,
  input: () => '',
  secret: () => {},
  redact: (text) => text,
  log: { info: () => {}, warning: (line) => console.warn(`  warning: ${line}`) },
  state: { save: () => {}, load: () => '' },
  output: () => {},
  summary: async () => {},
  fail: (message) => console.error(message),
};

/** GitHub's client without the shipped throttling and retries: the day's settles that are not timed. */
function plainOctokit(baseUrl: string, agent: Agent): Octokit {
  const Plain = Core.plugin(paginateRest);
  return new Plain({ auth: TOKEN, baseUrl, request: { fetch: fetchThrough(agent) } }) as Octokit;
}

interface Day {
  settleIdleS: number;
  settlePerRunS: number;
  /** The most reports one settle of the day finished (the settle timed for settlePerRunS). */
  busiest: number;
  lagsS: number[];
}

/**
 * One day of `profile` detached, settled every `every` minutes: every run started at its time with its comments,
 * a settle at every tick until every report is final. Throws when a report is not finished by the first settle
 * after its run's end.
 */
async function day(profile: Profile, every: number): Promise<Day> {
  const sim = await startSimulator({ apiKey: KEY, timeScale: 0, start: new Date(MIDNIGHT) });
  const gh = await startFakeGitHub({ now: () => new Date(sim.clock.now()) });
  const client = new CloudAgentClient({ apiKey: KEY, baseUrl: sim.url });
  const place = { owner: OWNER, repo: NAME };
  const shipped = new GitHubRepository(createOctokit(TOKEN, gh.url, quiet, GITHUB_BOUNDS), place, quiet.log);
  const agent = new Agent({ connections: 8 });
  const plain = new GitHubRepository(plainOctokit(gh.url, agent), place, quiet.log);
  const markerKey = deriveMarkerKey(KEY);
  const at = (s: number) => sim.clock.set(MIDNIGHT + s * 1000);
  const tickS = every * 60;
  const starts = runStarts(profile.runsPerDay);
  const ends = starts.map((s) => s + profile.runMinutes * 60);
  // Day one has no runs of the day before: a run's settle is the first tick after its end, past midnight too.
  const dueAt = ends.map((e) => Math.ceil(e / tickS));
  const ticks = settlesPerDay(every);
  const dueCount = (j: number) => dueAt.filter((d) => d === j).length;
  let busiestTick = 1;
  for (let j = 1; j <= ticks; j++) if (dueCount(j) >= dueCount(busiestTick)) busiestTick = j;
  const indexOf = new Map<string, number>();
  const settledAt = new Array<number | undefined>(starts.length);

  const begin = async (i: number) => {
    const number = i + 1;
    at(starts[i]!);
    gh.state.addIssue({ number, title: `Work ${number}` });
    const ask = gh.state.addComment({
      issue_number: number,
      body: '@cloud-agent do the work',
      user: 'octo-dev',
    });
    sim.script.run({ timeline: timeline(profile.runMinutes * MINUTE) });
    const { run_id } = await client.runs.create({
      prompt: `work ${number}`,
      metadata: {
        [META.repo]: `${OWNER}/${NAME}`,
        [META.source]: SOURCE,
        [META.number]: String(number),
        [META.event]: 'issue_comment',
        [META.comment]: String(ask.id),
        [META.timeout]: String(TIMEOUT_MINUTES),
      },
    });
    indexOf.set(run_id, i);
    // What a detached step leaves: its comment says the run is still working; the marker holds the deadline,
    // the cancel at it and the comment that asked (its reaction comes with the final report).
    const reporter = openReporter({
      host: quiet,
      repository: plain,
      number,
      self: 'github-actions[bot]',
      enabled: true,
      marker: {
        key: `bench-${number}`,
        deadline: new Date(MIDNIGHT + (starts[i]! + TIMEOUT_MINUTES * 60) * 1000).toISOString(),
        cancel: true,
        comment: String(ask.id),
        commentKind: 'issue',
      },
      markerKey,
    });
    const run = await client.runs.get(run_id);
    if (!(await reporter.finishComment({ run, phase: 'detached', artifacts: [], now: sim.clock.now() })))
      throw new Error(`the detached comment of run ${number} was not written`);
  };

  const settle = async (repository: GitHubRepository) => {
    const env: RunEnvironment = {
      eventName: 'schedule',
      repository: `${OWNER}/${NAME}`,
      workspace: process.cwd(),
      tempDir: tmpdir(),
      ref: undefined,
      defaultBranch: undefined,
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
    const began = performance.now();
    const { results } = await new Settler(step, {
      windowMinutes: WINDOW_MINUTES,
      triggerPhrase: '@cloud-agent',
      now: () => sim.clock.now(),
    }).settle();
    return { results, seconds: (performance.now() - began) / 1000 };
  };

  try {
    let idleS: number | undefined;
    let busyS = 0;
    let next = 0;
    const last = Math.max(ticks, ...dueAt);
    for (let j = 1; j <= last; j++) {
      while (next < starts.length && starts[next]! <= j * tickS) await begin(next++);
      at(j * tickS);
      const { results, seconds } = await settle(j === busiestTick ? shipped : plain);
      if (j === busiestTick) busyS = seconds;
      for (const result of results) {
        if (result.action === 'not-settled')
          throw new Error(`settle ${j} left run ${result.run_id} not settled: ${result.detail}`);
        if (result.action !== 'finished') continue;
        settledAt[indexOf.get(result.run_id)!] = j;
      }
      // The day's last settle, again: nothing to write, the window full of the day's runs.
      if (j === ticks) {
        const again = await settle(shipped);
        if (again.results.some((r) => r.action === 'finished'))
          throw new Error('a settle right after another finished a report again');
        idleS = again.seconds;
      }
    }
    const late = settledAt.flatMap((s, i) =>
      s === dueAt[i] ? [] : [`run ${i + 1}: settle ${s ?? 'none'}, not ${dueAt[i]}`],
    );
    if (late.length)
      throw new Error(`reports not finished by the first settle after their run's end: ${late.join('; ')}`);
    const busiest = dueCount(busiestTick);
    const figures = {
      settleIdleS: idleS!,
      settlePerRunS: busiest ? Math.max(0, (busyS - idleS!) / busiest) : 0,
    };
    // A run's lag counts the whole of its settle, as busy as that settle is on every day but the first.
    const cadence = { every, ...figures, lagS: { median: 0, worst: 0 } };
    const finishes = finishesPerSettle(profile, every);
    return {
      ...figures,
      busiest,
      lagsS: ends.map(
        (e, i) => settledAt[i]! * tickS - e + settleSeconds(cadence, finishes[settleOf(e, every) - 1]!),
      ),
    };
  } finally {
    await client.close();
    await agent.close();
    await sim.close();
    await gh.close();
  }
}

/** Measures every profile at every cadence: the bench's inputs, rounded as the docs carry them. */
async function measure(): Promise<BenchInputs> {
  const profiles: ProfileFigures[] = [];
  for (const profile of PROFILES) {
    const lengthMs = profile.runMinutes * MINUTE;
    const waiting = await follow(lengthMs);
    const detached = await follow(lengthMs, DETACH_MINUTES * MINUTE);
    if (waiting.lagMs === undefined || detached.lagMs !== undefined)
      throw new Error(
        `a run of ${profile.runMinutes} min must outlast the detached step and end for the waiting one`,
      );
    const cadences: CadenceFigures[] = [];
    for (const every of CADENCES) {
      const d = await day(profile, every);
      console.log(
        `  ${profile.runsPerDay} runs of ${profile.runMinutes} min, a settle every ${every} min: idle settle ${d.settleIdleS.toFixed(2)} s, busiest (${d.busiest} report${d.busiest === 1 ? '' : 's'}) ${(d.settleIdleS + d.busiest * d.settlePerRunS).toFixed(2)} s of step time`,
      );
      cadences.push({
        every,
        settleIdleS: round(d.settleIdleS, 2),
        settlePerRunS: round(d.settlePerRunS, 2),
        lagS: { median: round(median(d.lagsS), 1), worst: round(Math.max(...d.lagsS), 1) },
      });
    }
    const lagS = round(waiting.lagMs / 1000, 1);
    profiles.push({
      ...profile,
      waitingStepS: round(waiting.waitedMs / 1000, 1),
      waitingLagS: { median: lagS, worst: lagS },
      detachedStepS: round(detached.waitedMs / 1000, 1),
      cadences,
    });
  }
  return {
    jobOverheadS: JOB_OVERHEAD_S,
    detachMinutes: DETACH_MINUTES,
    windowMinutes: WINDOW_MINUTES,
    profiles,
  };
}

function write(inputs: BenchInputs): void {
  const doc = readFileSync(DOC_FILE, 'utf8');
  writeFileSync(DOC_FILE, writeBlock(doc, DOC, 'docs/detach.md', renderDocBlock(inputs)));
  const readme = readFileSync(README_FILE, 'utf8');
  writeFileSync(README_FILE, writeBlock(readme, README, 'README.md', renderAdvice(inputs)));
  readBlock(readFileSync(DOC_FILE, 'utf8'), DOC, 'docs/detach.md');
  console.log('written: docs/detach.md, README.md (their bench:detach blocks)');
}

export async function main(): Promise<void> {
  console.log(
    `detach benchmark: billed runner minutes a day of ${PROFILES.length} repositories, steps that wait against steps detached after ${DETACH_MINUTES} min and a settle every ${list(CADENCES)} min; each job rounded up to the minute with ${JOB_OVERHEAD_S} s to start`,
  );
  const inputs = await measure();
  console.log('');
  console.log(renderTable(inputs));
  console.log('');
  console.log(renderConclusions(inputs));
  if (process.argv.includes('--write')) write(inputs);
}
