/**
 * A service that ignores the filters it is given (an older service that does not know `metadata[...]` or
 * `factory_uid`), with other repositories' runs going on the same team: the bundle and the command line read,
 * show, judge, cancel and follow nothing of them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { scoreRunDirectly } from '../simulator/routes/scorers.ts';
import type { SimRun } from '../simulator/state.ts';
import { runCli } from '../cli/harness.ts';
import { runStep } from './harness.ts';
import {
  API_KEY,
  createTestScorer,
  inputs,
  LONG_RUN,
  payload,
  prStep,
  seedThreads,
  startWorld,
  type World,
} from './setup.ts';

let world: World;
let client: CloudAgentClient;

beforeEach(async () => {
  world = await startWorld();
  seedThreads(world);
  world.sim.sim.teams.get('team_acme')!.features.ignoresFilters = true;
  client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
});
afterEach(async () => {
  await client.close();
  await world.close();
});

const FOREIGN_TITLE = 'Rotate the production secrets of other/app';

/** A run of another repository's pull request #2, going (or ended, with `script`). */
function foreignRun(extra: Record<string, string> = {}, script = LONG_RUN): SimRun {
  const sim = world.sim.sim;
  return sim.createRun({
    teamUid: 'team_acme',
    creator: sim.keys.get(API_KEY)!,
    prompt: FOREIGN_TITLE,
    title: FOREIGN_TITLE,
    factoryUid: 'fac_web',
    metadata: {
      gh_repo: 'other/app',
      gh_number: '2',
      gh_trigger: 'f'.repeat(32),
      gh_conversation: 'e'.repeat(32),
      created_by: 'cloud-agent-action',
      ...extra,
    },
    script,
  });
}

const requestsOf = (operation: string) => world.sim.requests.filter((r) => r.operation === operation);
const everything = () => JSON.stringify([...world.gh.state.comments.values()].flat());

describe('a service that ignores the metadata filter, with another repository’s runs going', () => {
  it('a pull request step starts its own run and shows nothing of the other one', async () => {
    const foreign = foreignRun();
    world.sim.clock.advance(1000);
    const result = await prStep(world);
    expect(result.code).toBe(0);
    expect(requestsOf('createRun')).toHaveLength(1);
    expect(result.outputs['run-id']).not.toBe(foreign.run_id);
    expect(requestsOf('getRun').filter((r) => r.path.includes(foreign.run_id))).toEqual([]);
    expect(requestsOf('cancelRun')).toEqual([]);
    expect(everything()).not.toContain(FOREIGN_TITLE);
    expect(everything()).not.toContain(foreign.run_id);
    expect(result.stdout).toContain(
      '::warning::the service answered runs that do not carry the metadata asked for (it does not filter by metadata): scanning the newest runs for this one instead',
    );
  });

  it('the gate judges only this pull request’s runs, with this factory’s scorers', async () => {
    const scorerId = await createTestScorer(client);
    await client.scorers.create({
      name: 'another factory',
      factory_uid: 'fac_docs',
      model_id: 'claude-4-5-sonnet',
      scoring_prompt: 'Fail everything.',
      scope_mode: 'all_agents',
      threshold: 0.99,
      allowed_classifications: [
        { value: 'pass', score: 1 },
        { value: 'fail', score: 0 },
      ],
    });
    const sim = world.sim.sim;
    const ours = sim.createRun({
      teamUid: 'team_acme',
      creator: sim.keys.get(API_KEY)!,
      prompt: 'Fix the parser',
      title: 'Fix the parser',
      factoryUid: 'fac_web',
      metadata: { gh_repo: 'acme/app', gh_number: '2' },
      script: {
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 100 },
        ],
      },
    });
    const foreign = foreignRun(
      {},
      {
        timeline: [
          { state: 'QUEUED', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: 100 },
        ],
      },
    );
    world.sim.clock.advance(5000);
    scoreRunDirectly(sim, { runId: ours.run_id, scorerId, classification: 'pass', reason: 'Good.' });
    scoreRunDirectly(sim, { runId: foreign.run_id, scorerId, classification: 'fail', reason: 'Bad.' });
    const result = await runStep({
      inputs: inputs(world, { command: 'gate', factory: 'fac_web', 'score-timeout-minutes': '1' }),
      eventName: 'pull_request',
      payload: payload('pull_request', 'opened'),
      apiUrl: world.gh.url,
    });
    expect(result.code).toBe(0);
    expect(result.outputs.conclusion).toBe('success');
    const results = JSON.parse(result.outputs.results!) as { run_id: string; scorer_id?: number }[];
    expect(results.map((r) => r.run_id)).toEqual([ours.run_id]);
    const check = world.gh.state.checkRuns[0] as { output: { title: string; summary: string } };
    expect(check.output.title).toBe('1 of 1 run passed (100%)');
    expect(JSON.stringify(check)).not.toContain(FOREIGN_TITLE);
    expect(JSON.stringify(check)).not.toContain('another factory');
    expect(everything()).not.toContain(FOREIGN_TITLE);
    expect(requestsOf('dispatchRunScoring')).toEqual([]);
    expect(result.stdout).toContain(
      '::warning::the service answered 1 scorer of other factories (it did not filter by factory): left out',
    );
  });

  it('cloud-agent run from a terminal creates its run: it never adopts a listed one', async () => {
    const foreign = foreignRun({ gh_event: 'cli', gh_repo: '' });
    world.sim.clock.advance(1000);
    for (let i = 0; i < 3; i++) {
      const result = await runCli(['run', '--prompt', 'Tidy the docs', '--no-wait', '--json'], {
        env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: world.sim.url },
      });
      expect(result.code).toBe(0);
      const outputs = JSON.parse(result.stdout) as Record<string, string>;
      expect(outputs.run_id).toEqual(expect.any(String));
      expect(outputs.run_id).not.toBe(foreign.run_id);
      expect(result.stdout + result.stderr).not.toContain(FOREIGN_TITLE);
    }
    expect(requestsOf('createRun')).toHaveLength(3);
  });
});
