/**
 * The simulator as users meet it (USER_FACING: `npm run simulator`, `npm run local`, `npm run demo`, the examples'
 * test): each factory's scorer with a pass-rate history (`seedScorers`), usage that grows while a run works
 * (`liveUsage`); and the snapshot `npm run local` keeps between calls. Tests of the rest start without both.
 */
import { deserialize, serialize } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { HISTORY_DAYS, SEED } from './seed.ts';
import { startSimulator, USER_FACING, type SimulatorHandle, type SimulatorOptions } from './server.ts';
import type { SimulatorSnapshot } from './state.ts';

const START = Date.parse('2026-11-21T12:00:00Z');
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

async function simulator(
  options: SimulatorOptions,
): Promise<{ sim: SimulatorHandle; client: CloudAgentClient<'contract'> }> {
  const sim = await startSimulator({ start: new Date(START), timeScale: 0, ...options });
  const client = new CloudAgentClient<'contract'>({
    apiKey: 'test-key',
    baseUrl: sim.url,
    retry: { maxRetries: 0 },
  });
  opened.push(sim, client);
  return { sim, client };
}

describe('seeded scorers (seedScorers)', () => {
  it('gives each factory a scorer judging a run a day of the last weeks', async () => {
    const { sim, client } = await simulator({ seedScorers: true });
    const { scorers } = await client.scorers.list();
    expect(scorers.map((s) => [s.id, s.name, s.factory_uid, s.threshold])).toEqual([
      [SEED.scorers.web, 'tests pass', SEED.factories.web, 0.7],
      [SEED.scorers.docs, 'docs are accurate', SEED.factories.noForeman, 0.5],
    ]);
    // The history: 24 of 28 pass for the web factory (two partial results count as failures under 0.7).
    const web = await client.scorers.passRate(SEED.scorers.web, { group_by_period: 'week' });
    expect([web.pass_count, web.fail_count, web.pass_rate]).toEqual([24, 4, 24 / 28]);
    const docs = await client.scorers.passRate(SEED.scorers.docs);
    expect([docs.pass_count, docs.fail_count, docs.pass_rate]).toEqual([22, 6, 22 / 28]);
    expect(docs.series).toHaveLength(31); // the 30 days before noon touch 31 UTC days
    // Each day before the start has one verdict, judged at 13:01 UTC; the start's own day has none.
    expect(docs.series.slice(-HISTORY_DAYS - 1).map((d) => d.pass_count + d.fail_count)).toEqual([
      ...Array<number>(HISTORY_DAYS).fill(1),
      0,
    ]);
    const results = await client.call('listScorerResults', {
      path: { scorer_id: SEED.scorers.web },
      query: { limit: 100 },
    });
    expect(results.results).toHaveLength(HISTORY_DAYS);
    expect(results.results[0]).toMatchObject({
      attempted_at: '2026-11-20T13:01:00.000Z',
      status: 'scored',
      classification: 'pass',
      outcome: 'pass',
      conversation_title: 'Update the dependencies',
    });
    // The runs judged are the factory's, ended as their verdict says; the other team's scorer is not this team's.
    const judged = sim.sim.runs.get(results.results.find((r) => r.classification === 'fail')!.run_id)!;
    expect([judged.factoryUid, sim.sim.current(judged).state]).toEqual([SEED.factories.web, 'FAILED']);
    expect((await client.call('listRuns', { query: { limit: 100 } })).runs).toHaveLength(2 * HISTORY_DAYS);
    // Already judged: automatic scoring leaves them alone, and a new scorer takes the next id.
    sim.clock.advance(3 * 3600 * 1000);
    expect(
      (
        await client.call('listScorerResults', {
          path: { scorer_id: SEED.scorers.web },
          query: { limit: 100 },
        })
      ).results,
    ).toHaveLength(HISTORY_DAYS);
    const made = await client.scorers.create({
      name: 'new',
      factory_uid: SEED.factories.web,
      model_id: 'claude-4-sonnet',
      scoring_prompt: 'p',
      scope_mode: 'all_agents',
      threshold: 0.5,
      allowed_classifications: [
        { value: 'good', score: 1 },
        { value: 'bad', score: 0 },
      ],
    });
    expect(made.id).toBe(SEED.scorers.other + 1);
  });

  it('is the same history for the same start, and none by default', async () => {
    const a = await simulator({ seedScorers: true });
    const b = await simulator({ seedScorers: true });
    const verdicts = async (client: CloudAgentClient<'contract'>) =>
      (
        await client.call('listScorerResults', {
          path: { scorer_id: SEED.scorers.web },
          query: { limit: 100 },
        })
      ).results.map((r) => [r.attempted_at, r.classification]);
    expect(await verdicts(b.client)).toEqual(await verdicts(a.client));
    const plain = await simulator({});
    expect((await plain.client.scorers.list()).scorers).toEqual([]);
    expect((await plain.client.call('listRuns', {})).runs).toEqual([]);
    await expect(startSimulator({ seed: false, seedScorers: true })).rejects.toThrow(
      'seedScorers needs the seeded teams and factories (seed: true)',
    );
  });
});

/** Moves a simulator's clock to this many milliseconds after the start. */
const at = (sim: SimulatorHandle, ms: number) => sim.clock.set(START + ms);

/** The usage of `seconds` at work: 0.35 credits of inference and 0.02 of compute a second (routes/runs.ts). */
const usage = (seconds: number, prompt = 'p') => ({
  inference_cost: Math.round(seconds * 35) / 100,
  compute_cost: Math.round(seconds * 2) / 100,
  inference_cost_usd: Math.round(seconds * 35) / 10000,
  compute_cost_usd: Math.round(seconds * 2) / 10000,
  total_tokens: seconds * 1200 + prompt.length,
});

describe('usage while a run works (liveUsage)', () => {
  it('grows with each second at work, over every execution, and stays what it reached once the run ends', async () => {
    const { sim, client } = await simulator({ liveUsage: true });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    // The default timeline: at work from 1 s to 3 s.
    at(sim, 999);
    expect((await client.runs.get(run_id)).request_usage).toBeUndefined();
    at(sim, 1000);
    expect((await client.runs.get(run_id)).request_usage).toEqual(usage(0));
    at(sim, 2000);
    expect((await client.runs.get(run_id)).request_usage).toEqual(usage(1));
    expect((await client.runs.listPage()).runs[0]!.request_usage).toEqual(usage(1));
    at(sim, 60_000);
    expect((await client.runs.get(run_id)).request_usage).toEqual(usage(2));
    // A follow-up's work (1.5 s from 0.2 s after it) adds to what the run used.
    await client.runs.followUp(run_id, { message: 'again' });
    at(sim, 60_200 + 1000);
    expect((await client.runs.get(run_id)).request_usage).toEqual(usage(3));
    at(sim, 120_000);
    expect((await client.runs.get(run_id)).request_usage).toEqual(usage(4));
  });

  it("leaves a script's own usage alone, and is off by default", async () => {
    const { sim, client } = await simulator({ liveUsage: true });
    const scripted = { inference_cost: 9, compute_cost: 1 };
    sim.script.run({ usage: scripted });
    const { run_id } = await client.runs.create({ prompt: 'p' });
    at(sim, 2000);
    expect((await client.runs.get(run_id)).request_usage).toBeUndefined();
    at(sim, 3000);
    expect((await client.runs.get(run_id)).request_usage).toEqual(scripted);

    const plain = await simulator({});
    const other = await plain.client.runs.create({ prompt: 'p' });
    at(plain.sim, 2000);
    expect((await plain.client.runs.get(other.run_id)).request_usage).toBeUndefined();
    at(plain.sim, 3000);
    expect((await plain.client.runs.get(other.run_id)).request_usage).toEqual(usage(2));
  });

  it('is what USER_FACING turns on, with the seeded scorers', () => {
    expect(USER_FACING).toEqual({ seedScorers: true, liveUsage: true });
  });
});

describe('snapshot and restore', () => {
  it('carries runs, their conversations and the scorers with their results into another simulator', async () => {
    const first = await simulator(USER_FACING);
    const { run_id } = await first.client.runs.create({ prompt: 'Fix the typo', title: 'Typo' });
    at(first.sim, 5000);
    const before = await first.client.runs.get(run_id);
    const conversation = await first.client.runs.conversation(run_id);
    const snapshot = deserialize(serialize(first.sim.sim.snapshot())) as SimulatorSnapshot;

    const second = await simulator({ start: new Date(START + 5000) });
    second.sim.sim.restore(snapshot);
    expect(await second.client.runs.get(run_id)).toEqual(before);
    expect(await second.client.runs.conversation(run_id)).toEqual(conversation);
    expect((await second.client.scorers.list()).scorers.map((s) => s.id)).toEqual([
      SEED.scorers.web,
      SEED.scorers.docs,
    ]);
    const rate = await second.client.scorers.passRate(SEED.scorers.web);
    expect([rate.pass_count, rate.fail_count]).toEqual([24, 4]);
    // The restored world goes on: ids continue, and usage still grows for its runs.
    await second.client.runs.followUp(run_id, { message: 'again' });
    at(second.sim, 5000 + 200 + 1500);
    // 2 s of the first execution and 1.5 of the follow-up's: 3.5 s, counted as 4.
    expect((await second.client.runs.get(run_id)).request_usage).toEqual(usage(4, 'Fix the typo'));
    expect(second.sim.violations).toEqual([]);
  });
});
