/** Shared setup of end-to-end tests: the simulator, the fake GitHub, and payloads retargeted at acme/app. */
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { startSimulator, type SimulatorHandle, type SimulatorOptions } from '../simulator/server.ts';
import { webhookExample } from './harness.ts';

export const API_KEY = 'sk-e2e-7f3a9c1d5b2e8f4a6c0d';

export interface World {
  sim: SimulatorHandle;
  gh: FakeGitHub;
  close(): Promise<void>;
}

export async function startWorld(options: SimulatorOptions = {}): Promise<World> {
  // Virtual time runs 10 times faster: a default run (3 s) ends before the action's first poll.
  const sim = await startSimulator({ apiKey: API_KEY, timeScale: 10, ...options });
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

/** The action's inputs for a run against this world. */
export function inputs(world: World, extra: Record<string, string> = {}): Record<string, string> {
  return { 'api-key': API_KEY, 'base-url': world.sim.url, ...extra };
}
