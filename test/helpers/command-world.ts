/**
 * A world for in-process tests of the commands (test/commands/*): the simulator and the fake GitHub started before
 * each test and closed after it, the example threads seeded (issue #1, pull request #2), and Steps on them whose
 * repository speaks through a plain Octokit (the action's own spaces writes a second apart with plugin-throttling,
 * which would only make the tests slow; the Octokit itself is tested in test/github/).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, vi } from 'vitest';
import { GitHubRepository } from '../../src/github/repository.ts';
import { API_KEY, seedThreads, type payload as e2ePayload, type World } from '../e2e/setup.ts';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import type { RunScript, SimRun } from '../simulator/state.ts';
import { localStep, type LocalStepOptions } from './step.ts';

/** A webhook payload: free-form JSON, typed as test/e2e/setup.ts types it. */
type Payload = ReturnType<typeof e2ePayload>;

let examples: { name: string; examples: Payload[] }[] | undefined;

/**
 * A real webhook payload from @octokit/webhooks-examples moved to acme/app, as test/e2e/setup.ts `payload` gives it,
 * but found through module resolution: a mutation-testing sandbox has no node_modules of its own beside the tests.
 */
export function payload(event: string, action?: string): Payload {
  examples ??= JSON.parse(
    readFileSync(
      createRequire(import.meta.url).resolve('@octokit/webhooks-examples/api.github.com/index.json'),
      'utf8',
    ),
  ) as { name: string; examples: Payload[] }[];
  const example = examples
    .find((e) => e.name === event)
    ?.examples.find((e) => action === undefined || e.action === action);
  if (!example) throw new Error(`no ${event}.${action} example`);
  return JSON.parse(JSON.stringify(example).replaceAll('Codertocat/Hello-World', 'acme/app')) as Payload;
}

export interface CommandWorld {
  sim: SimulatorHandle;
  gh: FakeGitHub;
  /** A step on `eventName` (default: the opening of pull request #2), with a repository unless `github` is false. */
  step(
    options?: Partial<Pick<LocalStepOptions, 'eventName' | 'payload' | 'github' | 'signal'>>,
  ): ReturnType<typeof localStep>;
  /** A run of the key's team made on the simulator (not through the API). */
  run(title: string, script: RunScript, metadata?: Record<string, string>): SimRun;
}

/**
 * Registers the hooks; the world's fields are valid inside each test. Without `github`, no fake GitHub is started
 * (it takes a second to load GitHub's description the first time) and every step is without a repository.
 */
export function commandWorld(options: { github?: boolean } = {}): CommandWorld {
  const github = options.github ?? true;
  const steps: { close(): Promise<void> }[] = [];
  const world = {} as CommandWorld;
  beforeEach(async () => {
    // Warnings of the action's own log go to stdout: keep the test output clean.
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    world.sim = await startSimulator({ apiKey: API_KEY });
    if (!github) return;
    world.gh = await startFakeGitHub();
    world.gh.state.addToken('ghs_unit_token', { login: 'github-actions[bot]', installation: true });
    seedThreads(world as unknown as World);
  });
  afterEach(async () => {
    for (const step of steps.splice(0)) await step.close();
    await world.sim.close();
    if (github) await world.gh.close();
    vi.restoreAllMocks();
  });
  world.step = (options = {}) => {
    const made = localStep(
      { sim: world.sim, gh: github ? world.gh : { url: 'http://127.0.0.1:9' } },
      {
        eventName: options.eventName ?? 'pull_request',
        payload: options.payload ?? payload('pull_request', 'opened'),
        apiKey: API_KEY,
        github: false,
        ...(options.signal ? { signal: options.signal } : {}),
      },
    );
    steps.push(made);
    if (options.github === false || !github) return made;
    return Object.assign(made, {
      repository: new GitHubRepository(
        getOctokit('ghs_unit_token', { baseUrl: world.gh.url }),
        made.trigger.repo,
      ),
    });
  };
  world.run = (title, script, metadata = {}) =>
    world.sim.sim.createRun({
      teamUid: 'team_acme',
      creator: world.sim.sim.keys.get(API_KEY)!,
      prompt: title,
      title,
      metadata,
      script,
    });
  return world;
}
