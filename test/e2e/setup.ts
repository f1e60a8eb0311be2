/** Shared setup of end-to-end tests: the simulator, the fake GitHub, and payloads retargeted at acme/app. */
import { afterEach, beforeEach } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import {
  ANSWER_MODES,
  startSimulator,
  type AnswerMode,
  type SimulatorHandle,
  type SimulatorOptions,
} from '../simulator/server.ts';
import type { CloudAgentClient } from '../../src/client/index.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import type { RunScript } from '../simulator/state.ts';
import { wholeContract } from '../helpers/contract-client.ts';
import { simSpeed } from '../helpers/time-scale.ts';
import { runStep, webhookExample, type ActionRun, type StepOptions } from './harness.ts';

export const API_KEY = 'sk-e2e-7f3a9c1d5b2e8f4a6c0d';
/** The key the action signs its markers with, derived from API_KEY. */
export const MARKER_KEY = deriveMarkerKey(API_KEY);

/**
 * What the simulator's answers hold in this run of the tests: every field of the contract, or (with
 * SIMULATOR_ANSWERS=interface, as the `e2e-interface` project of vitest.config.ts sets it) only what the service
 * interface shows. Every world and every simulator of the end-to-end tests starts with it. Read when asked, not
 * once: a worker may run files of both projects.
 */
export function simulatorAnswers(): AnswerMode {
  const value = process.env.SIMULATOR_ANSWERS;
  if (value === undefined || value === '') return 'contract';
  if (!ANSWER_MODES.includes(value as AnswerMode)) {
    throw new Error(`SIMULATOR_ANSWERS must be ${ANSWER_MODES.join(' or ')}, got "${value}"`);
  }
  return value as AnswerMode;
}

/**
 * The answers hold only what the interface shows. A test whose subject is a field the interface does not show
 * expects what the action does without it (a report without the agent's answer, a warning), or is skipped there
 * with the field named.
 */
export const interfaceOnly = () => simulatorAnswers() === 'interface';

/**
 * Whether a test that sends nothing to the service would only repeat itself here: true in the `e2e-interface` project.
 * The simulator's mode changes its answers alone, so a test that each time asserts no request reached it (an input,
 * a usage error, `--help`) ends the same against either: it runs against the whole contract (`e2e`) only.
 * `describe.skipIf(repeatsItself())` marks such a block.
 */
export const repeatsItself = () => interfaceOnly();

export interface World {
  sim: SimulatorHandle;
  gh: FakeGitHub;
  close(): Promise<void>;
}

/**
 * The speed of a world's simulator: 10 virtual seconds for a second of the action's figures (a default run, 3 s, ends
 * before the action's first poll), so SIM_SPEED virtual milliseconds for each millisecond of the harness's clock
 * (20 at the tests' time scale, test/helpers/time-scale.ts). A run scripted against the action's pace is written in
 * the first; one that must outlast what takes real time (a step to start, an input's minutes) in the second.
 */
export const SIM_SPEED = simSpeed(10);

export async function startWorld(options: SimulatorOptions = {}): Promise<World> {
  const sim = await startSimulator({
    apiKey: API_KEY,
    timeScale: SIM_SPEED,
    answers: simulatorAnswers(),
    ...options,
  });
  const gh = await startFakeGitHub();
  return {
    sim,
    gh,
    close: async () => {
      const errors: unknown[] = [];
      for (const close of [() => sim.close(), () => gh.close()]) {
        try {
          await close();
        } catch (err) {
          errors.push(err);
        }
      }
      if (errors.length) throw errors[0];
    },
  };
}

/** A real webhook payload from @octokit/webhooks-examples, moved to the repository acme/app. */
export function payload(event: string, action?: string): Record<string, any> {
  const example = webhookExample(event, action);
  return JSON.parse(JSON.stringify(example).replaceAll('Codertocat/Hello-World', 'acme/app')) as Record<
    string,
    any
  >;
}

/**
 * The action's inputs for a run against this world: `command: run` unless `extra` names another (the action's
 * default, auto, picks from the event: test/e2e/auto.test.ts and the examples' scenes leave it to the default).
 */
export function inputs(world: World, extra: Record<string, string> = {}): Record<string, string> {
  return { 'api-key': API_KEY, 'base-url': world.sim.url, command: 'run', ...extra };
}

/** Resolves once `done()` holds (checked every 20 ms): for a test to act at a point of a step it runs. */
export async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * A run that works for an hour of the simulator's time (some 90 s of real time at SIM_SPEED): long enough to be
 * cancelled, followed up or adopted while it goes, however slowly a loaded machine starts the steps that look at it
 * (ten minutes, 15 s, once ran out between the two commands of a test: test/e2e/cli/run.interface.test.ts).
 */
export const LONG_RUN: RunScript = {
  timeline: [
    { state: 'QUEUED', afterMs: 0 },
    { state: 'INPROGRESS', afterMs: 500 },
    { state: 'SUCCEEDED', afterMs: 3_600_000 },
  ],
};

/**
 * Ends a run scripted as LONG_RUN once the step has created its tracking comment (the simulator's clock is moved past
 * the run's end), or lets the step end first: a run that must still be working when its comment is created, then end
 * and have the comment edited, however slow the machine. A default run ends some 75 ms of the harness's clock after
 * its creation, which a step on a busy machine can take to create its comment. Resolves with the step's result.
 */
export async function endOnceCommented(world: World, step: Promise<ActionRun>): Promise<ActionRun> {
  let ended = false;
  const result = step.finally(() => (ended = true));
  await until(() => ended || world.gh.count('issues/create-comment') > 0);
  world.sim.clock.advance(LONG_RUN.timeline!.reduce((ms, s) => ms + s.afterMs, 0));
  return result;
}

/**
 * The threads of the webhook examples, on the fake GitHub: issue #1 and pull request #2 (one changed file), both
 * by Codertocat, who (as the owner of the examples' repository) has write permission.
 */
export function seedThreads(world: Pick<World, 'gh'>): void {
  world.gh.state.addPullRequest({
    number: 2,
    title: 'Update the README with new information.',
    body: 'This is a pretty simple change that we need to pull into master.',
    user: 'Codertocat',
    head: { ref: 'changes', sha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821' },
    base: { ref: 'master' },
    files: [{ filename: 'README.md', status: 'modified', additions: 3, deletions: 1 }],
  });
  world.gh.state.addIssue({
    number: 1,
    title: 'Spelling error in the README file',
    body: "It looks like you accidently spelled 'commit' with two 't's.",
    user: 'Codertocat',
  });
  world.gh.state.setPermission('Codertocat', 'write');
}

/** A scorer of fac_web judging every agent's runs: pass 1, partial 0.5, fail 0, threshold 0.7. */
export async function createTestScorer(client: CloudAgentClient): Promise<number> {
  const scorer = await wholeContract(client).scorers.create({
    name: 'tests pass',
    factory_uid: 'fac_web',
    model_id: 'claude-4-5-sonnet',
    scoring_prompt: 'Do the tests pass?',
    scope_mode: 'all_agents',
    threshold: 0.7,
    allowed_classifications: [
      { value: 'pass', score: 1 },
      { value: 'partial', score: 0.5 },
      { value: 'fail', score: 0 },
    ],
  });
  return scorer.id;
}

/** Gives each test of the file a fresh world with the example threads (`use` receives it), closed after. */
export function eachWorld(use: (world: World) => void): void {
  let world: World;
  beforeEach(async () => {
    world = await startWorld();
    seedThreads(world);
    use(world);
  });
  afterEach(async () => {
    await world.close();
  });
}

/** The bundle on the opening of pull request #2, asked to review it (extra inputs and step options on top). */
export function prStep(
  world: World,
  extra: Record<string, string> = {},
  options: Partial<StepOptions> = {},
): Promise<ActionRun> {
  return runStep({
    inputs: inputs(world, { prompt: 'Review this pull request.', ...extra }),
    eventName: 'pull_request',
    payload: payload('pull_request', 'opened'),
    apiUrl: world.gh.url,
    ...options,
  });
}
