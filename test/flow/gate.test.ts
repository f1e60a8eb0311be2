/**
 * The gate's judgement (src/flow/gate.ts): the verdict of one pair against its threshold and the pass rate of a
 * window against the minimum (pure, at their equalities), the scorers a gate names, the runs of a pull request, the
 * newest attempts read from the result pages, and the whole judgement in process against the simulator: live
 * scores, judges dispatched in batches of 100 and waited for on an injected clock, the timeout, failed judges, the
 * reasons, and the exact requests each step makes.
 */
import { actionWords } from '../../src/host/words.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import {
  covers,
  GateError,
  judgeInto,
  judgeTime,
  type JudgedRun,
  distinctScorers,
  gateRunRow,
  type GateRunRow,
  resolveScorers,
  scorerName,
  visitRunsOfPullRequest,
  type PullRequestRuns,
  verdictOf,
  windowSummary,
  type JudgeOptions,
  type Scorer,
  type ScorerTally,
} from '../../src/flow/gate.ts';
import { checkTitle, type GateRow, type TrendInput } from '../../src/render/gate.ts';
import { scoreRunDirectly, setJudge } from '../simulator/routes/scorers.ts';
import { judgeClock } from './judge-clock.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';
import type { RunScript, SimRun } from '../simulator/state.ts';
import { wholeContract } from '../helpers/contract-client.ts';
import { rejection } from '../helpers/rejection.ts';

const KEY = 'sk-unit-gate-7f3a9c1d5b2e';
const START = Date.parse('2026-03-02T10:00:00.000Z');

// ---- pure ----------------------------------------------------------------------------------------------------

const trend = (pass_count: number, fail_count: number, pass_rate: number | null | undefined): TrendInput =>
  ({
    scorerName: 's',
    threshold: 0.8,
    groupBy: 'day',
    response: { pass_count, fail_count, pass_rate },
  }) as TrendInput;

describe('windowSummary', () => {
  it('sums every scorer and is met when each rate reaches the minimum exactly; several scorers count judgements', () => {
    const two = windowSummary([trend(3, 1, 0.75), trend(4, 1, 0.8)], 0.75);
    expect(two).toEqual({
      conclusion: 'success',
      passed: 7,
      failed: 2,
      total: 9,
      passRate: 7 / 9,
      minPassRate: 0.75,
      of: 'judgements',
    });
    expect(checkTitle(two)).toBe('7 of 9 judgements passed (77.8%)');
    // One scorer's scored runs are runs.
    const one = windowSummary([trend(3, 1, 0.75)], 0.75);
    expect(one).toEqual({
      conclusion: 'success',
      passed: 3,
      failed: 1,
      total: 4,
      passRate: 0.75,
      minPassRate: 0.75,
    });
    expect(checkTitle(one)).toBe('3 of 4 runs passed (75%)');
  });

  it('one scorer below the minimum fails it', () => {
    expect(windowSummary([trend(3, 1, 0.75), trend(4, 1, 0.8)], 0.8)).toMatchObject({
      conclusion: 'failure',
      passed: 7,
      failed: 2,
    });
  });

  it('float noise of up to 1e-9 below the minimum still meets it; more does not', () => {
    expect(windowSummary([trend(1, 0, 1 - 1e-9)], 1).conclusion).toBe('success');
    expect(windowSummary([trend(1, 0, 1 - 3e-9)], 1).conclusion).toBe('failure');
  });

  it('a scorer without a rate (nothing judged in the window) does not meet it', () => {
    expect(windowSummary([trend(2, 0, 1), trend(0, 0, null)], 0).conclusion).toBe('failure');
    expect(windowSummary([trend(2, 0, 1), trend(0, 0, undefined)], 0).conclusion).toBe('failure');
  });

  it('nothing judged at all is neutral, with no pass rate', () => {
    expect(windowSummary([trend(0, 0, null)], 0.5)).toEqual({
      conclusion: 'neutral',
      passed: 0,
      failed: 0,
      total: 0,
      passRate: null,
      minPassRate: 0.5,
    });
    expect(windowSummary([], 0.5).conclusion).toBe('neutral');
  });
});

const ENDED_RUN = { state: 'SUCCEEDED' } as RunItem;
const GOING_RUN = { state: 'INPROGRESS' } as RunItem;
type Attempt = NonNullable<Parameters<typeof verdictOf>[0]['attempt']>;
const attempt = (fields: Partial<Attempt>): Attempt =>
  ({ status: 'scored', is_in_flight: false, score: 1, ...fields }) as Attempt;

/**
 * The pairs of a test as the gate keeps them: the scorers each once, and each run (by id, in the order first paired)
 * with the scorers paired with it, in the order of the scorers.
 */
function runsOf(
  pairs: readonly { run: JudgedRun; scorer: Scorer }[],
): Pick<JudgeOptions, 'scorers' | 'runs'> {
  const scorers = distinctScorers(pairs.map((p) => p.scorer));
  const runs = new Map<string, GateRunRow>();
  for (const { run } of pairs) {
    const paired = new Set(pairs.filter((p) => p.run.run_id === run.run_id).map((p) => p.scorer.id));
    runs.set(
      run.run_id,
      gateRunRow(
        run,
        scorers.filter((s) => paired.has(s.id)),
      ),
    );
  }
  return { scorers, runs };
}

const scorerNamed = (id: number, extra: Partial<Scorer> = {}) =>
  ({
    id,
    name: `scorer ${id}`,
    factory_uid: 'fac_a',
    scope_mode: 'all_agents',
    agents: [],
    ...extra,
  }) as unknown as Scorer;

describe('gateRunRow', () => {
  const runOf = (id: string, extra: Partial<RunItem> = {}) =>
    ({
      run_id: id,
      title: `Run ${id}`,
      state: 'SUCCEEDED',
      created_at: '2026-11-21T12:00:00Z',
      prompt: 'a long prompt',
      artifacts: [],
      ...extra,
    }) as unknown as RunItem;

  it('keeps the id, state, link, creation time, its scorers and the title as far as the report shows it', () => {
    const scorers = [scorerNamed(1), scorerNamed(2)];
    expect(
      gateRunRow(
        runOf('run_1', {
          title: `  Fix\n\tthe   parser ${'x'.repeat(200)}`,
          session_link: 'https://app.warp.dev/session/s1',
        }),
        scorers,
      ),
    ).toEqual({
      id: 'run_1',
      title: `Fix the parser ${'x'.repeat(134)}…`,
      link: 'https://app.warp.dev/session/s1',
      state: 'SUCCEEDED',
      created_at: '2026-11-21T12:00:00Z',
      scorers,
    });
    expect(gateRunRow(runOf('run_2', { title: 'Docs', state: 'INPROGRESS' }), [])).toEqual({
      id: 'run_2',
      title: 'Docs',
      link: undefined,
      state: 'INPROGRESS',
      created_at: '2026-11-21T12:00:00Z',
      scorers: [],
    });
  });

  it('an empty link is none; a lone surrogate in the title is U+FFFD, a whole pair stays', () => {
    expect(gateRunRow(runOf('a', { session_link: '' }), []).link).toBeUndefined();
    expect(gateRunRow(runOf('a', { title: 'half \ud83d pair 🚀' }), []).title).toBe('half \ufffd pair 🚀');
  });
});

describe('distinctScorers', () => {
  it('each scorer once (by id), in the order given', () => {
    const seven = scorerNamed(7);
    const scorers = distinctScorers([
      seven,
      scorerNamed(8),
      scorerNamed(7, { name: 'again' }),
      scorerNamed(9),
    ]);
    expect(scorers.map((s) => s.id)).toEqual([7, 8, 9]);
    expect(scorers[0]).toBe(seven);
    expect(distinctScorers([])).toEqual([]);
  });
});

describe('verdictOf', () => {
  it('a score equal to the threshold passes; below fails; above passes', () => {
    expect(verdictOf({ run: ENDED_RUN, attempt: attempt({ score: 0.7 }) }, 0.7, true)).toBe('pass');
    expect(verdictOf({ run: ENDED_RUN, attempt: attempt({ score: 0.69 }) }, 0.7, true)).toBe('fail');
    expect(verdictOf({ run: ENDED_RUN, attempt: attempt({ score: 0.71 }) }, 0.7, true)).toBe('pass');
    expect(verdictOf({ run: ENDED_RUN, attempt: attempt({ score: 0 }) }, 0, false)).toBe('pass');
  });

  it('a failed judge attempt is an error, not a pass, whatever its score', () => {
    expect(verdictOf({ run: ENDED_RUN, attempt: attempt({ status: 'failed', score: 1 }) }, 0, true)).toBe(
      'error',
    );
  });

  it('a scored attempt without a score is an error', () => {
    expect(verdictOf({ run: ENDED_RUN, attempt: attempt({ score: null }) }, 0, true)).toBe('error');
  });

  it('an attempt in flight, by status or by flag, is pending', () => {
    expect(verdictOf({ run: ENDED_RUN, attempt: attempt({ status: 'in_flight' }) }, 0, true)).toBe('pending');
    expect(verdictOf({ run: ENDED_RUN, attempt: attempt({ is_in_flight: true }) }, 0, true)).toBe('pending');
  });

  it('a run still going without an attempt is pending; with one, the attempt decides', () => {
    expect(verdictOf({ run: GOING_RUN }, 0.5, false)).toBe('pending');
    expect(verdictOf({ run: GOING_RUN, attempt: attempt({ score: 0.4 }) }, 0.5, true)).toBe('fail');
  });

  it('an ended run without an attempt: pending while a judge may come, else an error', () => {
    expect(verdictOf({ run: ENDED_RUN }, 0.5, true)).toBe('pending');
    expect(verdictOf({ run: ENDED_RUN, dispatch: 'dispatched' }, 0.5, true)).toBe('pending');
    expect(verdictOf({ run: ENDED_RUN, dispatch: 'failed' }, 0.5, true)).toBe('error');
    expect(verdictOf({ run: ENDED_RUN }, 0.5, false)).toBe('error');
    expect(verdictOf({ run: { state: 'BLOCKED' } as RunItem }, 0.5, false)).toBe('error');
  });
});

describe('judgeTime', () => {
  it.each([
    ['PT3S', 3000],
    ['PT2M30.25S', 150_250],
    ['P1DT1H', 90_000_000],
    // A sub-millisecond time is kept; JUnit writes it to the millisecond.
    ['PT0.0004S', 0.4],
    ['PT9007199254740S', 9_007_199_254_740_000],
  ])('%j → %s ms', (scoring_run_time, ms) => {
    expect(judgeTime({ scoring_run_time })).toBe(ms);
  });

  it.each([
    ['no attempt', undefined],
    ['no time', {}],
    ['null', { scoring_run_time: null }],
    ['not a duration', { scoring_run_time: '3 seconds' }],
    ['seconds as a number string', { scoring_run_time: '3' }],
    ['a negative duration', { scoring_run_time: '-PT3S' }],
    ['longer than a number counts in milliseconds', { scoring_run_time: 'PT9007199254741S' }],
    ['beyond any number', { scoring_run_time: `PT${'9'.repeat(400)}S` }],
  ])('%s: no time', (_, attempt) => {
    expect(judgeTime(attempt)).toBeUndefined();
  });
});

describe('covers', () => {
  const scorer = (fields: Partial<Scorer>): Scorer =>
    ({ factory_uid: 'fac_web', scope_mode: 'all_agents', agents: [], ...fields }) as Scorer;
  const run = (fields: Partial<RunItem>): RunItem => fields as RunItem;

  it('all agents: the runs of its factory, and runs that name none', () => {
    expect(covers(scorer({}), run({ factory_uid: 'fac_web' }))).toBe(true);
    expect(covers(scorer({}), run({}))).toBe(true);
    expect(covers(scorer({}), run({ factory_uid: 'fac_other' }))).toBe(false);
  });

  it('selected agents: the runs their agents executed, whatever the factory', () => {
    const selected = scorer({
      scope_mode: 'selected_agents',
      agents: [{ uid: 'agt_a' }, { uid: 'agt_b' }] as Scorer['agents'],
    });
    expect(covers(selected, run({ executor: { uid: 'agt_b' }, factory_uid: 'fac_other' } as RunItem))).toBe(
      true,
    );
    expect(covers(selected, run({ executor: { uid: 'agt_c' }, factory_uid: 'fac_web' } as RunItem))).toBe(
      false,
    );
    expect(covers(selected, run({ factory_uid: 'fac_web' }))).toBe(false);
  });

  it('selected agents the service did not name: no run is known to be theirs', () => {
    const unnamed = scorer({ scope_mode: 'selected_agents', agents: undefined });
    expect(covers(unnamed, run({ executor: { uid: 'agt_a' }, factory_uid: 'fac_web' } as RunItem))).toBe(
      false,
    );
    // All agents need no list of them.
    expect(covers(scorer({ agents: undefined }), run({ factory_uid: 'fac_web' }))).toBe(true);
  });
});

describe('scorerName', () => {
  it('is the name, else the id (a service may answer scorers without names)', () => {
    expect(scorerName({ id: 4, name: 'tests pass' })).toBe('tests pass');
    expect(scorerName({ id: 4 })).toBe('scorer 4');
    expect(scorerName({ id: 4, name: '' })).toBe('scorer 4');
  });
});

// ---- against the simulator -----------------------------------------------------------------------------------

let sim: SimulatorHandle;
let client: CloudAgentClient;

/** A fresh simulator and client for each test of the describe block it is called in. */
function withSimulator(): void {
  beforeEach(async () => {
    sim = await startSimulator({ apiKey: KEY, start: new Date(START) });
    client = new CloudAgentClient({ apiKey: KEY, baseUrl: sim.url, retry: { maxRetries: 0 } });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await client.close();
    await sim.close();
  });
}

const QUICK: RunScript = {
  timeline: [
    { state: 'QUEUED', afterMs: 0 },
    { state: 'CLAIMED', afterMs: 50 },
    { state: 'SUCCEEDED', afterMs: 100 },
  ],
};
const GOING: RunScript = { timeline: [{ state: 'QUEUED', afterMs: 0 }] };

/** A run of fac_web made on the simulator (not through the API). */
function simRun(
  title: string,
  options: {
    metadata?: Record<string, string>;
    script?: RunScript;
    source?: string;
    factoryUid?: string;
  } = {},
): SimRun {
  return sim.sim.createRun({
    teamUid: 'team_acme',
    creator: sim.sim.keys.get(KEY)!,
    prompt: title,
    title,
    factoryUid: options.factoryUid ?? 'fac_web',
    metadata: options.metadata ?? {},
    ...(options.source ? { source: options.source } : {}),
    script: options.script ?? QUICK,
  });
}

/** Judges every pair (see judgeInto) and returns all their rows, in the order of the pairs. */
async function judge(options: JudgeOptions): Promise<GateRow[]> {
  return (await judgeAll(options)).rows;
}

/** Judges every pair: all their rows, in the order of the pairs, and each scorer's tally for the norm. */
async function judgeAll(
  options: JudgeOptions,
): Promise<{ rows: GateRow[]; tallies: Map<number, ScorerTally> }> {
  const rows: GateRow[] = [];
  const tallies = await judgeInto(options, { add: (row) => rows.push(row), kept: () => rows });
  return { rows, tallies };
}

/** A run as the client sees it. */
const item = (run: SimRun): Promise<RunItem> => client.runs.get(run.run_id);

/** A scorer of fac_web: pass 1, partial 0.5, fail 0. */
async function scorer(name: string, threshold: number, factory = 'fac_web'): Promise<Scorer> {
  const made = await wholeContract(client).scorers.create({
    name,
    factory_uid: factory,
    model_id: 'claude-4-5-sonnet',
    scoring_prompt: 'Do the tests pass?',
    scope_mode: 'all_agents',
    threshold,
    allowed_classifications: [
      { value: 'pass', score: 1 },
      { value: 'partial', score: 0.5 },
      { value: 'fail', score: 0 },
    ],
  });
  const { scorers } = await client.scorers.list();
  return scorers.find((s) => s.id === made.id)!;
}

/** The requests of one operation: path and query (decoded) and JSON body. */
const requests = (operation: string) =>
  sim.requests
    .filter((r) => r.operation === operation)
    .map((r) => ({
      path: r.path,
      query: [...new URLSearchParams(r.query)],
      body: r.body ? (JSON.parse(r.body) as unknown) : undefined,
    }));

describe('resolveScorers', () => {
  const { setting } = actionWords;
  withSimulator();
  it('without names: every scorer of the factory, asked by factory', async () => {
    const a = await scorer('tests pass', 0.7);
    const b = await scorer('style', 0.5);
    await scorer('elsewhere', 0.5, 'fac_docs');
    expect(await resolveScorers(client, { names: [], factory: 'fac_web', setting })).toEqual([a, b]);
    expect(requests('listScorers').at(-1)!.query).toEqual([['factory_uid', 'fac_web']]);
  });

  it("a service that ignores the factory filter: the other factories' scorers are left out, with a warning", async () => {
    sim.sim.teams.get('team_acme')!.features.ignoresFilters = true;
    const a = await scorer('tests pass', 0.7);
    await scorer('elsewhere', 0.5, 'fac_docs');
    await scorer('also elsewhere', 0.5, 'fac_docs');
    const warnings: string[] = [];
    expect(
      await resolveScorers(client, {
        names: [],
        factory: 'fac_web',
        warn: (line) => warnings.push(line),
        setting,
      }),
    ).toEqual([a]);
    expect(warnings).toEqual([
      'the service answered 2 scorers of other factories (it did not filter by factory): left out',
    ]);
    // Named: a scorer of another factory is not found, whatever the service answered.
    await expect(
      resolveScorers(client, { names: ['elsewhere'], factory: 'fac_web', setting }),
    ).rejects.toThrow(
      `scorer "elsewhere" was not found in factory "fac_web"; the key's scorers: ${a.id} (tests pass)`,
    );
  });

  it('without names or factory: an error naming both inputs, and no request', async () => {
    await expect(resolveScorers(client, { names: [], factory: undefined, setting })).rejects.toThrow(
      new GateError('name the scorers (`scorer`) or the factory whose scorers judge (`factory`)', 'usage'),
    );
    expect(sim.count('listScorers')).toBe(0);
  });

  it('a factory without scorers: an error', async () => {
    await expect(resolveScorers(client, { names: [], factory: 'fac_web', setting })).rejects.toThrow(
      'factory "fac_web" has no scorers: create one, or name scorers with `scorer`',
    );
  });

  it('names by id or by name (any case), in the order given, all of the key when no factory', async () => {
    const a = await scorer('tests pass', 0.7);
    const b = await scorer('1st Look', 0.5);
    const c = await scorer('abc12', 0.5, 'fac_docs');
    expect(
      await resolveScorers(client, {
        names: ['ABC12', String(a.id), '1ST LOOK'],
        factory: undefined,
        setting,
      }),
    ).toEqual([c, a, b]);
    expect(requests('listScorers').at(-1)!.query).toEqual([]);
  });

  it('a name of digits is an id, even when a scorer has it as its name; the error lists every scorer', async () => {
    const a = await scorer('10', 0.5);
    const b = await scorer('style', 0.5);
    await expect(resolveScorers(client, { names: ['10'], factory: undefined, setting })).rejects.toThrow(
      new GateError(`scorer "10" was not found; the key's scorers: ${a.id} (10), ${b.id} (style)`, 'service'),
    );
  });

  it('an aborted signal: no request', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      (
        await rejection(
          resolveScorers(client, { names: [], factory: 'fac_web', signal: controller.signal, setting }),
        )
      ).message,
    ).toBe('listScorers: aborted');
    expect(sim.count('listScorers')).toBe(0);
  });

  it('scorers answered without names: found by id, never by a name; the error lists their ids', async () => {
    const a = await scorer('tests pass', 0.7);
    const listed = (await client.scorers.list()).scorers;
    const bare = listed.map(({ name: _name, ...rest }) => rest);
    sim.faults.inject({
      operation: 'listScorers',
      times: 2,
      fault: { raw: JSON.stringify({ scorers: bare }) },
    });
    expect(await resolveScorers(client, { names: [String(a.id)], factory: undefined, setting })).toEqual([
      bare[0],
    ]);
    await expect(
      resolveScorers(client, { names: ['tests pass'], factory: undefined, setting }),
    ).rejects.toThrow(
      new GateError(`scorer "tests pass" was not found; the key's scorers: ${a.id}`, 'service'),
    );
  });

  it('a name not found: the error lists the scorers there are', async () => {
    const a = await scorer('tests pass', 0.7);
    await expect(resolveScorers(client, { names: ['nope'], factory: 'fac_web', setting })).rejects.toThrow(
      new GateError(
        `scorer "nope" was not found in factory "fac_web"; the key's scorers: ${a.id} (tests pass)`,
        'service',
      ),
    );
    await expect(resolveScorers(client, { names: ['99'], factory: undefined, setting })).rejects.toThrow(
      `scorer "99" was not found; the key's scorers: ${a.id} (tests pass)`,
    );
    await expect(
      resolveScorers(client, { names: [`${a.id}x`], factory: 'fac_docs', setting }),
    ).rejects.toThrow(`scorer "${a.id}x" was not found in factory "fac_docs"; the key's scorers: none`);
  });
});

describe('visitRunsOfPullRequest', () => {
  withSimulator();
  /** The runs visited, each once as the gate keeps them: a run seen twice as last seen, in its first place. */
  async function runsOfPullRequest(c: CloudAgentClient, opts: PullRequestRuns): Promise<RunItem[]> {
    const found = new Map<string, RunItem>();
    await visitRunsOfPullRequest(c, opts, (run) => found.set(run.run_id, run));
    return [...found.values()];
  }
  const URL_2 = 'https://github.com/acme/app/pull/2';
  const options = (log: string[], extra: Partial<PullRequestRuns> = {}) => ({
    repository: 'acme/app',
    number: 2,
    url: URL_2,
    since: new Date(START - 3600_000).toISOString(),
    log: (line: string) => log.push(line),
    ...extra,
  });
  const withArtifact = (title: string, url: string) =>
    simRun(title, { script: { ...QUICK, artifacts: [{ type: 'PULL_REQUEST', url, branch: 'b' }] } });

  it('stamped runs and runs whose PR artifact points at it (URL compared loosely), once each; no judge runs', async () => {
    const stamped = simRun('stamped', { metadata: { gh_repo: 'acme/app', gh_number: '2' } });
    simRun('other PR', { metadata: { gh_repo: 'acme/app', gh_number: '3' } });
    simRun('judge', { metadata: { gh_repo: 'acme/app', gh_number: '2' }, source: 'RUN_SCORER' });
    withArtifact('loose', 'HTTP://GitHub.com/acme/app/pull/2//');
    withArtifact('plain', URL_2);
    withArtifact('pull 20', 'https://github.com/acme/app/pull/20');
    const both = withArtifact('both', URL_2);
    both.metadata = { gh_repo: 'acme/app', gh_number: '2' };
    sim.clock.advance(1000);
    const log: string[] = [];
    const runs = await runsOfPullRequest(client, options(log, { url: ` ${URL_2}/ ` }));
    expect(runs.map((r) => r.title).sort()).toEqual(['both', 'loose', 'plain', 'stamped']);
    expect(runs.find((r) => r.title === 'stamped')!.run_id).toBe(stamped.run_id);
    expect(log).toEqual([]);
    expect(requests('listRuns').map((r) => r.query)).toEqual([
      [
        ['metadata[gh_repo]', 'acme/app'],
        ['metadata[gh_number]', '2'],
        ['limit', '100'],
      ],
      [
        ['artifact_type', 'PULL_REQUEST'],
        ['created_after', new Date(START - 3600_000).toISOString()],
        ['limit', '100'],
        ['sort_by', 'created_at'],
      ],
    ]);
  });

  it('a team without metadata filtering: the artifacts alone, and a log line that says so', async () => {
    sim.sim.teams.get('team_acme')!.features.metadataFilter = false;
    simRun('stamped', { metadata: { gh_repo: 'acme/app', gh_number: '2' } });
    withArtifact('by artifact', URL_2);
    sim.clock.advance(1000);
    const log: string[] = [];
    const runs = await runsOfPullRequest(client, options(log));
    expect(runs.map((r) => r.title)).toEqual(['by artifact']);
    expect(log).toEqual([
      'metadata filtering is not enabled for this team: finding the runs by their pull request artifacts only',
    ]);
  });

  it('a service that ignores the metadata filter: its listing is left at the first page, the runs since are scanned', async () => {
    sim.sim.teams.get('team_acme')!.features.ignoresFilters = true;
    simRun('other repo', { metadata: { gh_repo: 'acme/other', gh_number: '2' } });
    const stamped = simRun('stamped', { metadata: { gh_repo: 'acme/app', gh_number: '2' } });
    simRun('other PR', { metadata: { gh_repo: 'acme/app', gh_number: '3' } });
    simRun('unstamped', {});
    sim.clock.advance(1000);
    const log: string[] = [];
    const runs = await runsOfPullRequest(client, options(log));
    expect(runs.map((r) => r.run_id)).toEqual([stamped.run_id]);
    expect(log).toEqual([
      `the service answered runs of other pull requests or repositories (it does not filter by metadata): scanning the runs created since ${new Date(START - 3600_000).toISOString()} instead (at most 50 pages)`,
    ]);
    expect(requests('listRuns').map((r) => r.query)).toEqual([
      [
        ['metadata[gh_repo]', 'acme/app'],
        ['metadata[gh_number]', '2'],
        ['limit', '100'],
      ],
      [
        ['created_after', new Date(START - 3600_000).toISOString()],
        ['limit', '100'],
        ['sort_by', 'created_at'],
      ],
      [
        ['artifact_type', 'PULL_REQUEST'],
        ['created_after', new Date(START - 3600_000).toISOString()],
        ['limit', '100'],
        ['sort_by', 'created_at'],
      ],
    ]);
  });

  it('any other error of the listing is thrown', async () => {
    sim.faults.inject({
      operation: 'listRuns',
      fault: { status: 403, body: { error_code: 'not_authorized', detail: 'no' } },
    });
    await expect(runsOfPullRequest(client, options([]))).rejects.toMatchObject({
      status: 403,
      errorCode: 'not_authorized',
    });
    expect(sim.count('listRuns')).toBe(1);
  });

  it('an aborted signal: no request', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      (await rejection(runsOfPullRequest(client, options([], { signal: controller.signal })))).message,
    ).toBe('listRuns: aborted');
    expect(sim.count('listRuns')).toBe(0);
  });

  it('an aborted signal stops the artifact listing too', async () => {
    sim.sim.teams.get('team_acme')!.features.metadataFilter = false;
    const controller = new AbortController();
    const log: string[] = [];
    expect(
      (
        await rejection(
          runsOfPullRequest(
            client,
            options(log, {
              signal: controller.signal,
              log: (line) => {
                log.push(line);
                controller.abort();
              },
            }),
          ),
        )
      ).message,
    ).toBe('listRuns: aborted');
    expect(log).toHaveLength(1);
    expect(sim.count('listRuns')).toBe(1);
  });

  it("the scan of a service that ignores the metadata filter: its pages' stamped runs, no judge's, at most 50 pages", async () => {
    const STAMPED = { gh_repo: 'acme/app', gh_number: '2' };
    const run = (id: string, metadata: Record<string, string>, source = 'API') =>
      ({ run_id: id, source, metadata }) as unknown as RunItem;
    const asked: [Record<string, unknown>, { signal?: AbortSignal }][] = [];
    const scanned: number[] = [];
    const fake = {
      runs: {
        list: (query: Record<string, unknown>, opts: { signal?: AbortSignal }) => {
          asked.push([query, opts]);
          if (query.metadata)
            return {
              // The service answered runs of other pull requests: the client counted them, and kept none.
              pages: async function* () {
                yield { runs: [], unmatched: 3 };
              },
            };
          if (query.artifact_type)
            return {
              pages: async function* () {
                // No run has a pull request artifact.
              },
            };
          return {
            pages: async function* () {
              for (let p = 0; ; p++) {
                scanned.push(p);
                yield {
                  runs: [
                    run(`stamped-${p}`, STAMPED),
                    run(`judge-${p}`, STAMPED, 'RUN_SCORER'),
                    run(`other-${p}`, { gh_repo: 'acme/app', gh_number: '3' }),
                  ],
                };
              }
            },
          };
        },
      },
    } as unknown as CloudAgentClient;
    const controller = new AbortController();
    const log: string[] = [];
    const runs = await runsOfPullRequest(fake, options(log, { signal: controller.signal }));
    expect(scanned).toHaveLength(50);
    expect(runs.map((r) => r.run_id)).toEqual(Array.from({ length: 50 }, (_, p) => `stamped-${p}`));
    expect(asked).toEqual([
      [{ metadata: STAMPED, limit: 100 }, { signal: controller.signal }],
      [
        { created_after: new Date(START - 3600_000).toISOString(), limit: 100, sort_by: 'created_at' },
        { signal: controller.signal },
      ],
      [
        {
          artifact_type: 'PULL_REQUEST',
          created_after: new Date(START - 3600_000).toISOString(),
          limit: 100,
          sort_by: 'created_at',
        },
        { signal: controller.signal },
      ],
    ]);
    expect(log).toEqual([
      `the service answered runs of other pull requests or repositories (it does not filter by metadata): scanning the runs created since ${new Date(START - 3600_000).toISOString()} instead (at most 50 pages)`,
    ]);
  });

  it("runs by their artifacts: a judge's, one without artifacts and one whose artifact has no address are not its", async () => {
    const pr = (url?: string) => ({ artifact_type: 'PULL_REQUEST', data: url === undefined ? {} : { url } });
    const fake = {
      runs: {
        list: (query: Record<string, unknown>) => ({
          pages: async function* () {
            if (!query.artifact_type) return;
            yield {
              runs: [
                { run_id: 'theirs', source: 'API', artifacts: [pr(URL_2)] },
                { run_id: 'judge', source: 'RUN_SCORER', artifacts: [pr(URL_2)] },
                { run_id: 'bare', source: 'API' },
                { run_id: 'no address', source: 'API', artifacts: [pr()] },
              ],
            };
          },
        }),
      },
    } as unknown as CloudAgentClient;
    const runs = await runsOfPullRequest(fake, options([]));
    expect(runs.map((r) => r.run_id)).toEqual(['theirs']);
  });

  it('stops after 50 pages of artifact runs (5,000 runs), saying so', async () => {
    const pagesRead: number[] = [];
    const run = (i: number) =>
      ({
        run_id: `run_${i}`,
        source: 'API',
        artifacts: [
          // Only a pull request artifact says which pull request a run is for.
          { artifact_type: 'EXTERNAL_REFERENCE', data: { url: URL_2 } },
          { artifact_type: 'PULL_REQUEST', data: { url: i === 4999 ? URL_2 : 'https://x/1' } },
        ],
      }) as unknown as RunItem;
    const fake = {
      runs: {
        list: (query: { artifact_type?: string }) => {
          if (!query.artifact_type)
            return {
              pages: async function* () {
                // No stamped runs.
              },
            };
          return {
            pages: async function* () {
              for (let p = 0; ; p++) {
                pagesRead.push(p);
                yield { runs: Array.from({ length: 100 }, (_, i) => run(p * 100 + i)) };
              }
            },
          };
        },
      },
    } as unknown as CloudAgentClient;
    const log: string[] = [];
    const runs = await runsOfPullRequest(fake, options(log));
    expect(pagesRead).toHaveLength(50);
    expect(runs.map((r) => r.run_id)).toEqual(['run_4999']);
    expect(log).toEqual(['stopped looking for runs with pull request artifacts after 50 pages (5,000 runs)']);
  });
});

describe('judge', () => {
  withSimulator();
  let log: string[];
  beforeEach(() => {
    log = [];
  });
  const options = (
    pairs: readonly { run: JudgedRun; scorer: Scorer }[],
    extra: Partial<JudgeOptions> = {},
  ): JudgeOptions => ({
    client,
    ...runsOf(pairs),
    threshold: undefined,
    dispatchJudges: true,
    timeoutMs: 60_000,
    log: (line) => log.push(line),
    pollMs: { initial: 1000, max: 2000 },
    ...judgeClock(sim),
    ...extra,
  });

  it('no pair: no result page read', async () => {
    const s = await scorer('tests pass', 0.7);
    const a = await item(simRun('a'));
    const runs = new Map([[a.run_id, gateRunRow(a, [])]]);
    expect(await judge({ ...options([]), scorers: [s], runs })).toEqual([]);
    expect(sim.count('listScorerResults')).toBe(0);
  });

  it("each pair's newest attempt, read from the result pages until the last wanted one is found", async () => {
    const s = await scorer('tests pass', 0.7);
    const a = simRun('a');
    const b = simRun('b');
    const others = Array.from({ length: 150 }, (_, i) => simRun(`other ${i}`));
    sim.clock.advance(1000);
    scoreRunDirectly(sim.sim, {
      runId: a.run_id,
      scorerId: s.id,
      classification: 'fail',
      attemptedAt: START + 10,
    });
    scoreRunDirectly(sim.sim, {
      runId: a.run_id,
      scorerId: s.id,
      classification: 'pass',
      attemptedAt: START + 20,
    });
    scoreRunDirectly(sim.sim, {
      runId: b.run_id,
      scorerId: s.id,
      classification: 'partial',
      attemptedAt: START + 5,
    });
    others.forEach((o, i) =>
      scoreRunDirectly(sim.sim, {
        runId: o.run_id,
        scorerId: s.id,
        classification: 'pass',
        attemptedAt: START + 100 + i,
      }),
    );
    const [ra, rb] = await Promise.all([item(a), item(b)]);
    const one = await judge(options([{ run: ra!, scorer: s }]));
    expect(one.map((r) => [r.runId, r.classification, r.score])).toEqual([[a.run_id, 'pass', 1]]);
    // a's newest attempt is on the second page (150 newer ones before it); b is not wanted.
    expect(requests('listScorerResults').map((r) => r.query)).toEqual([
      [['limit', '100']],
      [
        ['limit', '100'],
        ['cursor', expect.any(String)],
      ],
    ]);
    const both = await judge(options([ra!, rb!].map((run) => ({ run, scorer: s }))));
    expect(both.map((r) => [r.runId, r.classification])).toEqual([
      [a.run_id, 'pass'],
      [b.run_id, 'partial'],
    ]);
    expect(sim.count('listScorerResults')).toBe(4);
  });

  it("two scorers, one judging only some runs: an attempt on a run a scorer does not judge is never taken for another's", async () => {
    const s1 = await scorer('tests pass', 0.5);
    const s2 = await scorer('style', 0.5);
    const a = simRun('a');
    const b = simRun('b');
    sim.clock.advance(1000);
    scoreRunDirectly(sim.sim, {
      runId: a.run_id,
      scorerId: s1.id,
      classification: 'pass',
      attemptedAt: START + 10,
    });
    scoreRunDirectly(sim.sim, {
      runId: b.run_id,
      scorerId: s1.id,
      classification: 'fail',
      attemptedAt: START + 11,
    });
    // Newest first on s2's pages: b (which s2 does not judge here), then a.
    scoreRunDirectly(sim.sim, {
      runId: a.run_id,
      scorerId: s2.id,
      classification: 'pass',
      attemptedAt: START + 20,
    });
    scoreRunDirectly(sim.sim, {
      runId: b.run_id,
      scorerId: s2.id,
      classification: 'fail',
      attemptedAt: START + 30,
    });
    const [ra, rb] = await Promise.all([item(a), item(b)]);
    const rows = await judge(
      options([
        { run: ra!, scorer: s1 },
        { run: ra!, scorer: s2 },
        { run: rb!, scorer: s1 },
      ]),
    );
    expect(rows.map((r) => [r.runId, r.scorer.name, r.classification, r.verdict])).toEqual([
      [a.run_id, 'tests pass', 'pass', 'pass'],
      [a.run_id, 'style', 'pass', 'pass'],
      [b.run_id, 'tests pass', 'fail', 'fail'],
    ]);
  });

  it('stops reading once a page ends before the oldest run, not at a page ending at it', async () => {
    const s = await scorer('tests pass', 0.7);
    const runs = Array.from({ length: 400 }, (_, i) => simRun(`r ${i}`));
    sim.clock.advance(1000);
    const oldest = START + 1000;
    // Newest first: page 1 after `oldest`, page 2 ending exactly at it, page 3 ending before it, page 4 older.
    runs.forEach((r, i) =>
      scoreRunDirectly(sim.sim, {
        runId: r.run_id,
        scorerId: s.id,
        classification: 'pass',
        attemptedAt: i < 100 ? oldest + 500 - i : i < 200 ? oldest + 199 - i : oldest - 1 - i,
      }),
    );
    const missing = {
      run_id: 'missing',
      title: 'Never judged',
      state: 'SUCCEEDED',
      created_at: new Date(oldest).toISOString(),
    } as JudgedRun;
    const rows = await judge(options([{ run: missing, scorer: s }], { dispatchJudges: false }));
    expect(rows.map((r) => [r.runId, r.verdict])).toEqual([['missing', 'error']]);
    expect(sim.count('listScorerResults')).toBe(3);
  });

  it('a run no scorer judges, or whose creation time does not parse, does not move the oldest run', async () => {
    const s = await scorer('tests pass', 0.7);
    const runs = Array.from({ length: 400 }, (_, i) => simRun(`r ${i}`));
    sim.clock.advance(1000);
    const oldest = START + 1000;
    runs.forEach((r, i) =>
      scoreRunDirectly(sim.sim, {
        runId: r.run_id,
        scorerId: s.id,
        classification: 'pass',
        attemptedAt: i < 100 ? oldest + 500 - i : oldest - 1 - i,
      }),
    );
    const run = (id: string, created_at: string) =>
      ({ run_id: id, title: id, state: 'SUCCEEDED', created_at }) as JudgedRun;
    const judged = options(
      [
        { run: run('missing', new Date(oldest).toISOString()), scorer: s },
        { run: run('odd', 'not a date'), scorer: s },
      ],
      { dispatchJudges: false },
    );
    const earliest = run('unjudged', new Date(oldest - 3600_000).toISOString());
    const rows = await judge({
      ...judged,
      runs: new Map([...judged.runs, [earliest.run_id, gateRunRow(earliest, [])]]),
    });
    expect(rows.map((r) => [r.runId, r.verdict])).toEqual([
      ['missing', 'error'],
      ['odd', 'error'],
    ]);
    // Page 1 ends after `oldest`, page 2 before it (and after the run no scorer judges).
    expect(sim.count('listScorerResults')).toBe(2);
  });

  it('live scores against each scorer threshold, equality passing; the reasons; no judge asked', async () => {
    const s = await scorer('tests pass', 0.5);
    const a = simRun('Fix the parser');
    const b = simRun('Refactor');
    const c = simRun('Docs');
    sim.clock.advance(1000);
    scoreRunDirectly(sim.sim, {
      runId: a.run_id,
      scorerId: s.id,
      classification: 'partial',
      reason: 'Half.',
    });
    scoreRunDirectly(sim.sim, { runId: b.run_id, scorerId: s.id, classification: 'fail', reason: 'Broken.' });
    scoreRunDirectly(sim.sim, { runId: c.run_id, scorerId: s.id, status: 'failed', reason: 'judge crashed' });
    const [ra, rb, rc] = await Promise.all([item(a), item(b), item(c)]);
    const clock = judgeClock(sim);
    const rows = await judge(
      options(
        [ra!, rb!, rc!].map((run) => ({ run, scorer: s })),
        clock,
      ),
    );
    expect(rows).toStrictEqual([
      {
        runId: a.run_id,
        title: 'Fix the parser',
        link: ra!.session_link,
        scorer: { id: s.id, name: 'tests pass' },
        classification: 'partial',
        score: 0.5,
        threshold: 0.5,
        verdict: 'pass',
        reason: 'Half.',
      },
      {
        runId: b.run_id,
        title: 'Refactor',
        link: rb!.session_link,
        scorer: { id: s.id, name: 'tests pass' },
        classification: 'fail',
        score: 0,
        threshold: 0.5,
        verdict: 'fail',
        reason: 'Broken.',
      },
      {
        runId: c.run_id,
        title: 'Docs',
        link: rc!.session_link,
        scorer: { id: s.id, name: 'tests pass' },
        classification: null,
        score: null,
        threshold: 0.5,
        verdict: 'error',
        reason: null,
      },
    ]);
    expect(ra!.session_link).toMatch(/^https:\/\/app\.warp\.dev\/session\//);
    expect(clock.sleeps).toEqual([]);
    expect(log).toEqual([]);
    expect(sim.count('dispatchRunScoring')).toBe(0);
    expect(sim.count('listScorerResults')).toBe(1);
    expect(requests('getScorerResultReasons').map((r) => [r.path, r.query])).toEqual([
      [
        `/api/v1/factory/scorers/${s.id}/results/reasons`,
        [
          ['run_id', a.run_id],
          ['run_id', b.run_id],
          ['run_id', c.run_id],
        ],
      ],
    ]);
  });

  it("the tally: the verdicts at the threshold the table used (no verdict apart); each run's live score at the scorer's own, an older scored attempt where the newest failed", async () => {
    const s = await scorer('tests pass', 0.7);
    const [a, b, c] = ['a', 'b', 'c'].map((title) => simRun(title));
    const others = Array.from({ length: 150 }, (_, i) => simRun(`other ${i}`));
    sim.clock.advance(1000);
    const at = (ms: number) => ({ scorerId: s.id, attemptedAt: START + ms });
    // Page 1 (the 100 newest): b's failed attempt, c, a and 97 others; page 2: 53 others, then b's scored attempt.
    scoreRunDirectly(sim.sim, { runId: b!.run_id, classification: 'partial', ...at(20) });
    scoreRunDirectly(sim.sim, { runId: b!.run_id, status: 'failed', ...at(5000) });
    scoreRunDirectly(sim.sim, { runId: a!.run_id, classification: 'pass', ...at(3000) });
    scoreRunDirectly(sim.sim, { runId: c!.run_id, classification: 'partial', ...at(3100) });
    others.forEach((o, i) =>
      scoreRunDirectly(sim.sim, { runId: o.run_id, classification: 'pass', ...at(100 + i) }),
    );
    const runs = await Promise.all([a!, b!, c!].map(item));
    const { rows, tallies } = await judgeAll(
      options(
        runs.map((run) => ({ run, scorer: s })),
        { threshold: 0.5, dispatchJudges: false },
      ),
    );
    // The table at the gate's 0.5: a and c pass, b's newest attempt failed.
    expect(rows.map((r) => [r.runId, r.verdict])).toEqual([
      [a!.run_id, 'pass'],
      [b!.run_id, 'error'],
      [c!.run_id, 'pass'],
    ]);
    // The verdicts as the table gave them: 2 passed, b without one. The live scores at the scorer's 0.7 (the norm's):
    // a passes, c (0.5) fails; b's live score is its older 0.5, which the service counts.
    expect(tallies).toEqual(
      new Map([
        [
          s.id,
          {
            passed: 2,
            failed: 0,
            noVerdict: 1,
            livePasses: [START + 3000],
            liveFails: [START + 20, START + 3100],
          },
        ],
      ]),
    );
    // Its newest attempts were all on page 1; b's live score took page 2.
    expect(requests('listScorerResults').map((r) => r.query)).toEqual([
      [['limit', '100']],
      [
        ['limit', '100'],
        ['cursor', expect.any(String)],
      ],
    ]);
    // A scorer without a pair has no tally; a run never scored has no live score.
    const d = await item(simRun('d'));
    const lone = await judgeAll(options([{ run: d, scorer: s }], { dispatchJudges: false }));
    expect(lone.tallies).toEqual(
      new Map([[s.id, { passed: 0, failed: 0, noVerdict: 1, livePasses: [], liveFails: [] }]]),
    );
  });

  it('a failed attempt the service answers with a score anyway: not a live score, nor a verdict', async () => {
    const s = await scorer('tests pass', 0.7);
    const a = simRun('a');
    sim.clock.advance(1000);
    scoreRunDirectly(sim.sim, { runId: a.run_id, scorerId: s.id, status: 'failed', attemptedAt: START + 10 });
    sim.faults.inject({
      operation: 'listScorerResults',
      times: 10,
      fault: {
        edit: (body) => {
          const page = body as { results: { status: string; score?: number }[] };
          for (const result of page.results) result.score = 0.9;
          return page;
        },
      },
    });
    const { rows, tallies } = await judgeAll(
      options([{ run: await item(a), scorer: s }], { dispatchJudges: false }),
    );
    expect(rows.map((r) => r.verdict)).toEqual(['error']);
    expect(tallies.get(s.id)).toEqual({ passed: 0, failed: 0, noVerdict: 1, livePasses: [], liveFails: [] });
  });

  it('a judge in flight on a run scored before: the older score is live until the new verdict, which then is', async () => {
    const s = await scorer('tests pass', 0.7);
    const a = simRun('a');
    sim.clock.advance(1000);
    scoreRunDirectly(sim.sim, {
      runId: a.run_id,
      scorerId: s.id,
      classification: 'fail',
      attemptedAt: START + 10,
    });
    await client.scoring.dispatch({ targets: [{ run_id: a.run_id, scorer_id: s.id }] });
    const run = await item(a);
    const clock = judgeClock(sim);
    const { rows, tallies } = await judgeAll(options([{ run, scorer: s }], clock));
    expect(rows.map((r) => [r.verdict, r.classification])).toEqual([['pass', 'pass']]);
    // The judge's verdict came 3 s in, scored on the service's clock: it replaced the older failing score.
    const scoredAt = Date.parse(
      (
        JSON.parse(sim.requests.filter((r) => r.operation === 'listScorerResults').at(-1)!.answer!) as {
          results: { scored_at: string }[];
        }
      ).results[0]!.scored_at,
    );
    expect(tallies.get(s.id)).toEqual({
      passed: 1,
      failed: 0,
      noVerdict: 0,
      livePasses: [scoredAt],
      liveFails: [],
    });
    expect(scoredAt).toBeGreaterThan(START + 10);
    expect(clock.sleeps).toEqual([1000, 1500, 2000]);
  });

  it('a sink that keeps some rows: every row goes to it, in order; reasons are asked for the rows it kept only', async () => {
    const s = await scorer('tests pass', 0.5);
    const runs = ['a', 'b', 'c'].map((title) => simRun(title));
    sim.clock.advance(1000);
    for (const r of runs) {
      scoreRunDirectly(sim.sim, {
        runId: r.run_id,
        scorerId: s.id,
        classification: 'fail',
        reason: `No ${r.title}.`,
      });
    }
    const items = await Promise.all(runs.map(item));
    const added: GateRow[] = [];
    const kept: GateRow[] = [];
    await judgeInto(options(items.map((run) => ({ run: run, scorer: s }))), {
      add: (row) => {
        added.push(row);
        if (row.title !== 'b') kept.push(row);
      },
      kept: () => kept,
    });
    expect(added.map((r) => [r.title, r.verdict, r.reason])).toEqual([
      ['a', 'fail', 'No a.'],
      ['b', 'fail', null],
      ['c', 'fail', 'No c.'],
    ]);
    expect(requests('getScorerResultReasons').map((r) => r.query)).toEqual([
      [
        ['run_id', runs[0]!.run_id],
        ['run_id', runs[2]!.run_id],
      ],
    ]);
  });

  it('a sink that keeps no row: no reasons asked', async () => {
    const s = await scorer('tests pass', 0.5);
    const a = simRun('a');
    sim.clock.advance(1000);
    scoreRunDirectly(sim.sim, { runId: a.run_id, scorerId: s.id, classification: 'pass', reason: 'Yes.' });
    const added: GateRow[] = [];
    await judgeInto(options([{ run: await item(a), scorer: s }]), {
      add: (row) => added.push(row),
      kept: () => [],
    });
    expect(added.map((r) => [r.verdict, r.reason])).toEqual([['pass', null]]);
    expect(sim.count('getScorerResultReasons')).toBe(0);
  });

  it('the threshold input overrides every scorer threshold, equality passing', async () => {
    const s = await scorer('tests pass', 0.9);
    const a = simRun('a');
    sim.clock.advance(1000);
    scoreRunDirectly(sim.sim, { runId: a.run_id, scorerId: s.id, classification: 'partial' });
    const run = await item(a);
    const pass = await judge(options([{ run, scorer: s }], { threshold: 0.5 }));
    expect(pass.map((r) => [r.threshold, r.verdict])).toEqual([[0.5, 'pass']]);
    const fail = await judge(options([{ run, scorer: s }], { threshold: 0.51 }));
    expect(fail.map((r) => [r.threshold, r.verdict])).toEqual([[0.51, 'fail']]);
    const own = await judge(options([{ run, scorer: s }]));
    expect(own.map((r) => [r.threshold, r.verdict])).toEqual([[0.9, 'fail']]);
  });

  it('a run without a live score: a judge dispatched, its verdict waited for on the clock, counted', async () => {
    const s = await scorer('tests pass', 0.7);
    const a = simRun('Fix the parser');
    sim.clock.advance(1000);
    const run = await item(a);
    const clock = judgeClock(sim);
    const rows = await judge(options([{ run, scorer: s }], clock));
    expect(rows).toStrictEqual([
      {
        runId: a.run_id,
        title: 'Fix the parser',
        link: run.session_link,
        scorer: { id: s.id, name: 'tests pass' },
        classification: 'pass',
        score: 1,
        threshold: 0.7,
        verdict: 'pass',
        reason: 'The run succeeded and did what was asked, so it is classified as pass.',
        dispatch: 'dispatched',
        dispatchError: null,
        // The judge run's time, as the service said it (PT3S).
        judgeMs: 3000,
        // The judge run, whose session a regressed run links to.
        scoringRunId: [...sim.sim.runs.values()].find((r) => r.source === 'RUN_SCORER')!.run_id,
      },
    ]);
    expect(log).toEqual(['asking for 1 judgement now (runs without a live score)']);
    expect(requests('dispatchRunScoring').map((r) => r.body)).toEqual([
      { targets: [{ run_id: a.run_id, scorer_id: s.id }] },
    ]);
    // The judge run takes 3 s: polls after 1, 2.5 and 4.5 s (the interval grows by 1.5 to at most 2 s).
    expect(clock.sleeps).toEqual([1000, 1500, 2000]);
    expect(sim.count('listScorerResults')).toBe(4);
  });

  it('judges that do not answer in time stay pending, with a log line; the default pace is 2 s growing to 15 s', async () => {
    const s = await scorer('tests pass', 0.7);
    const a = simRun('a');
    sim.clock.advance(1000);
    sim.script.run({
      match: (r) => r.prompt.startsWith('Judge run'),
      timeline: [{ state: 'QUEUED', afterMs: 0 }],
    });
    const run = await item(a);
    const clock = judgeClock(sim);
    const { pollMs: _, ...noPace } = options([{ run, scorer: s }], clock);
    const rows = await judge({ ...noPace, timeoutMs: 60_000 });
    expect(clock.sleeps).toEqual([2000, 3000, 4500, 6750, 10125, 15000, 15000, 3625]);
    expect(log).toEqual([
      'asking for 1 judgement now (runs without a live score)',
      '1 judgement still in flight after the score timeout',
    ]);
    expect(rows.map((r) => [r.verdict, r.classification, r.score, r.reason, r.dispatch])).toEqual([
      ['pending', null, null, null, 'dispatched'],
    ]);
    // A judge run still going has no time yet.
    expect(rows.map((r) => 'judgeMs' in r)).toEqual([false]);
    // An attempt in flight has no reason to ask for.
    expect(sim.count('getScorerResultReasons')).toBe(0);
  });

  it('no time to wait: judges still in flight are counted in the log line', async () => {
    const s = await scorer('tests pass', 0.7);
    const made = Array.from({ length: 3 }, (_, i) => simRun(`r ${i}`));
    sim.clock.advance(1000);
    const runs = await Promise.all(made.map(item));
    const clock = judgeClock(sim);
    const rows = await judge(
      options(
        runs.map((run) => ({ run, scorer: s })),
        { ...clock, timeoutMs: 0 },
      ),
    );
    expect(clock.sleeps).toEqual([]);
    expect(log).toEqual([
      'asking for 3 judgements now (runs without a live score)',
      '3 judgements still in flight after the score timeout',
    ]);
    expect(rows.map((r) => r.verdict)).toEqual(['pending', 'pending', 'pending']);
  });

  it('a judge that fails: the attempt failed, counted as an error', async () => {
    const s = await scorer('tests pass', 0.7);
    const a = simRun('a');
    sim.clock.advance(1000);
    setJudge(sim.sim, () => ({ fail: 'the judge model timed out' }));
    const run = await item(a);
    const clock = judgeClock(sim);
    const rows = await judge(options([{ run, scorer: s }], clock));
    expect(rows.map((r) => [r.verdict, r.classification, r.score, r.reason, r.dispatch, r.judgeMs])).toEqual([
      ['error', null, null, null, 'dispatched', 3000],
    ]);
    expect(clock.sleeps).toEqual([1000, 1500, 2000]);
  });

  it('dispatch-judges false: nothing asked, an error with the reason why', async () => {
    const s = await scorer('tests pass', 0.7);
    const run = await item(simRun('a'));
    sim.clock.advance(1000);
    const ended = await client.runs.get(run.run_id);
    const rows = await judge(options([{ run: ended, scorer: s }], { dispatchJudges: false }));
    expect(rows.map((r) => [r.verdict, r.reason, r.dispatch])).toEqual([
      ['error', 'No live score, and dispatch-judges is false.', undefined],
    ]);
    expect(log).toEqual([]);
    expect(sim.count('dispatchRunScoring')).toBe(0);
  });

  it('a run still going is not dispatched nor waited for: pending, with the reason why', async () => {
    const s = await scorer('tests pass', 0.7);
    const a = simRun('a', { script: GOING });
    const run = await item(a);
    const clock = judgeClock(sim);
    const rows = await judge(options([{ run, scorer: s }], clock));
    expect(rows).toStrictEqual([
      {
        runId: a.run_id,
        title: 'a',
        scorer: { id: s.id, name: 'tests pass' },
        classification: null,
        score: null,
        threshold: 0.7,
        verdict: 'pending',
        reason: 'The run has not ended yet: it cannot be judged.',
      },
    ]);
    expect(clock.sleeps).toEqual([]);
    expect(sim.count('dispatchRunScoring')).toBe(0);
  });

  it('a dispatch the service refuses: every pair of the batch failed, with its message', async () => {
    const s = await scorer('tests pass', 0.7);
    const made = [simRun('a'), simRun('b')];
    sim.clock.advance(1000);
    const runs = await Promise.all(made.map(item));
    sim.faults.inject({
      operation: 'dispatchRunScoring',
      fault: { status: 402, body: { error_code: 'insufficient_credits', detail: 'out of credits' } },
    });
    const clock = judgeClock(sim);
    const rows = await judge(
      options(
        runs.map((run) => ({ run, scorer: s })),
        clock,
      ),
    );
    const message = rows[0]!.dispatchError!;
    expect(message).toContain('insufficient_credits');
    expect(rows.map((r) => [r.verdict, r.dispatch, r.dispatchError])).toEqual([
      ['error', 'failed', message],
      ['error', 'failed', message],
    ]);
    expect(clock.sleeps).toEqual([]);
  });

  it('an error that is not the service answering is thrown', async () => {
    const s = await scorer('tests pass', 0.7);
    const made = simRun('a');
    sim.clock.advance(1000);
    const run = await item(made);
    vi.spyOn(client.scoring, 'dispatch').mockRejectedValue(new TypeError('boom'));
    await expect(judge(options([{ run, scorer: s }]))).rejects.toThrow('boom');
  });

  it('the service failing one pair of a dispatch: that pair failed with its error, the other judged', async () => {
    const s = await scorer('tests pass', 0.7);
    const made = [simRun('a'), simRun('b')];
    sim.clock.advance(1000);
    const runs = await Promise.all(made.map(item));
    const real = client.scoring.dispatch.bind(client.scoring);
    vi.spyOn(client.scoring, 'dispatch').mockImplementation(async (body, opts) => {
      const answer = await real(body, opts);
      return {
        results: [
          { ...answer.results[0]!, outcome: 'failed', error: 'run is gone' },
          answer.results[1]!,
          { run_id: 'stranger', scorer_id: s.id, outcome: 'dispatched' },
        ],
      } as typeof answer;
    });
    const clock = judgeClock(sim);
    const rows = await judge(
      options(
        runs.map((run) => ({ run, scorer: s })),
        clock,
      ),
    );
    expect(rows.map((r) => [r.runId, r.verdict, r.dispatch, r.dispatchError])).toEqual([
      [runs[0]!.run_id, 'error', 'failed', 'run is gone'],
      [runs[1]!.run_id, 'pass', 'dispatched', null],
    ]);
  });

  it('250 pairs: dispatched in batches of 100', async () => {
    const s = await scorer('tests pass', 0.7);
    const runs = Array.from({ length: 250 }, (_, i) => simRun(`r ${i}`));
    sim.clock.advance(1000);
    const items = runs.map(
      (r) =>
        ({
          run_id: r.run_id,
          title: r.title,
          state: 'SUCCEEDED',
          created_at: new Date(START).toISOString(),
        }) as RunItem,
    );
    await judge(
      options(
        items.map((run) => ({ run, scorer: s })),
        { timeoutMs: 0 },
      ),
    );
    expect(
      requests('dispatchRunScoring').map((r) => (r.body as { targets: unknown[] }).targets.length),
    ).toEqual([100, 100, 50]);
    expect((requests('dispatchRunScoring')[2]!.body as { targets: unknown[] }).targets[49]).toEqual({
      run_id: runs[249]!.run_id,
      scorer_id: s.id,
    });
    expect(log[0]).toBe('asking for 250 judgements now (runs without a live score)');
  });

  it('100 pairs: one batch, no empty one after it', async () => {
    const s = await scorer('tests pass', 0.7);
    const runs = Array.from({ length: 100 }, (_, i) => simRun(`r ${i}`));
    sim.clock.advance(1000);
    const items = runs.map(
      (r) =>
        ({
          run_id: r.run_id,
          title: r.title,
          state: 'SUCCEEDED',
          created_at: new Date(START).toISOString(),
        }) as RunItem,
    );
    await judge(
      options(
        items.map((run) => ({ run, scorer: s })),
        { timeoutMs: 0 },
      ),
    );
    expect(sim.count('dispatchRunScoring')).toBe(1);
  });

  it('two scorers: each pair judged by its own scorer, reasons asked per scorer', async () => {
    const s1 = await scorer('tests pass', 0.7);
    const s2 = await scorer('style', 0.5);
    const a = simRun('a');
    sim.clock.advance(1000);
    scoreRunDirectly(sim.sim, { runId: a.run_id, scorerId: s1.id, classification: 'partial', reason: 'r1' });
    scoreRunDirectly(sim.sim, { runId: a.run_id, scorerId: s2.id, classification: 'partial', reason: 'r2' });
    const run = await item(a);
    const rows = await judge(
      options([
        { run, scorer: s1 },
        { run, scorer: s2 },
      ]),
    );
    expect(rows.map((r) => [r.scorer.name, r.score, r.threshold, r.verdict, r.reason])).toEqual([
      ['tests pass', 0.5, 0.7, 'fail', 'r1'],
      ['style', 0.5, 0.5, 'pass', 'r2'],
    ]);
    expect(requests('getScorerResultReasons').map((r) => r.path)).toEqual([
      `/api/v1/factory/scorers/${s1.id}/results/reasons`,
      `/api/v1/factory/scorers/${s2.id}/results/reasons`,
    ]);
  });

  it('an attempt in flight by its status alone, or by its flag alone, is waited for; only an available reason is taken', async () => {
    const s = await scorer('tests pass', 0.7);
    const run = (id: string) =>
      ({ run_id: id, title: id, state: 'SUCCEEDED', created_at: new Date(START).toISOString() }) as JudgedRun;
    const attemptOf = (run_id: string, status: string, is_in_flight: boolean) => ({
      run_id,
      status,
      is_in_flight,
      classification: status === 'scored' && !is_in_flight ? 'pass' : null,
      score: status === 'scored' && !is_in_flight ? 1 : null,
      attempted_at: new Date(START + 10).toISOString(),
    });
    // The first look finds both judges at work, one by its status, the other by its flag; the second, both scored.
    const looks = [
      [attemptOf('by status', 'in_flight', false), attemptOf('by flag', 'scored', true)],
      [attemptOf('by status', 'scored', false), attemptOf('by flag', 'scored', false)],
    ];
    let looked = 0;
    const fake = {
      scorers: {
        results: () => ({
          pages: async function* () {
            yield { results: looks[Math.min(looked++, 1)]! };
          },
        }),
        // Only an available reason is the judge's: another status says there is none, whatever text it carries.
        reasons: async () => ({
          reasons: [
            { run_id: 'by status', status: 'available', reason: 'All green.' },
            { run_id: 'by flag', status: 'absent', reason: 'stale text' },
          ],
        }),
      },
    } as unknown as CloudAgentClient;
    let now = START;
    const rows = await judge(
      options(
        [
          { run: run('by status'), scorer: s },
          { run: run('by flag'), scorer: s },
        ],
        {
          client: fake,
          now: () => now,
          sleep: async (ms) => {
            now += ms;
          },
        },
      ),
    );
    expect(looked).toBe(2);
    expect(rows.map((r) => [r.runId, r.verdict, r.reason])).toEqual([
      ['by status', 'pass', 'All green.'],
      ['by flag', 'pass', null],
    ]);
  });

  it('a judge the service says is already in flight is waited for like one dispatched now', async () => {
    const s = await scorer('tests pass', 0.7);
    const run = {
      run_id: 'asked',
      title: 'asked',
      state: 'SUCCEEDED',
      created_at: new Date(START).toISOString(),
    } as JudgedRun;
    const scored = {
      run_id: 'asked',
      status: 'scored',
      is_in_flight: false,
      classification: 'pass',
      score: 1,
      attempted_at: new Date(START + 10).toISOString(),
    };
    let looked = 0;
    const dispatched: unknown[] = [];
    const fake = {
      scorers: {
        results: () => ({
          pages: async function* () {
            // No attempt at the first look; the judge's verdict at the second.
            yield { results: looked++ ? [scored] : [] };
          },
        }),
        reasons: async () => ({ reasons: [] }),
      },
      scoring: {
        dispatch: async (body: unknown) => {
          dispatched.push(body);
          return { results: [{ run_id: 'asked', scorer_id: s.id, outcome: 'already_in_flight' }] };
        },
      },
    } as unknown as CloudAgentClient;
    let now = START;
    const rows = await judge(
      options([{ run, scorer: s }], {
        client: fake,
        now: () => now,
        sleep: async (ms) => {
          now += ms;
        },
      }),
    );
    expect(dispatched).toEqual([{ targets: [{ run_id: 'asked', scorer_id: s.id }] }]);
    expect(looked).toBe(2);
    expect(rows.map((r) => [r.runId, r.verdict, r.dispatch])).toEqual([
      ['asked', 'pass', 'already_in_flight'],
    ]);
  });

  it('waiting asks again only for the pairs whose judge is at work', async () => {
    const s = await scorer('tests pass', 0.7);
    const a = simRun('a');
    const b = simRun('b');
    sim.clock.advance(1000);
    scoreRunDirectly(sim.sim, {
      runId: a.run_id,
      scorerId: s.id,
      classification: 'pass',
      attemptedAt: START + 500,
    });
    // 150 attempts of other runs, newer than a's (older than b's judge to come): a is on the second result page.
    for (let i = 0; i < 150; i++) {
      const o = simRun(`o ${i}`);
      scoreRunDirectly(sim.sim, {
        runId: o.run_id,
        scorerId: s.id,
        classification: 'pass',
        attemptedAt: START + 600 + i,
      });
    }
    const clock = judgeClock(sim);
    await judge(
      options(
        [
          { run: await item(a), scorer: s },
          { run: await item(b), scorer: s },
        ],
        clock,
      ),
    );
    expect(clock.sleeps).toEqual([1000, 1500, 2000]);
    // The first look reads two pages (a is on the second); each later look finds b's newer attempt on the first.
    expect(sim.count('listScorerResults')).toBe(2 + 3);
  });

  it('attempts are looked for back to the oldest run of the pairs, not the newest', async () => {
    const s = await scorer('tests pass', 0.7);
    const a = simRun('old');
    sim.clock.advance(5000);
    const b = simRun('new');
    sim.clock.advance(1000);
    // Newest first: b's attempt, 100 others, then a's (made before b was created): a is on the second page.
    scoreRunDirectly(sim.sim, {
      runId: a.run_id,
      scorerId: s.id,
      classification: 'pass',
      attemptedAt: START + 1000,
    });
    for (let i = 0; i < 100; i++) {
      const o = simRun(`o ${i}`);
      scoreRunDirectly(sim.sim, {
        runId: o.run_id,
        scorerId: s.id,
        classification: 'fail',
        attemptedAt: START + 2000 + i,
      });
    }
    scoreRunDirectly(sim.sim, {
      runId: b.run_id,
      scorerId: s.id,
      classification: 'pass',
      attemptedAt: START + 9000,
    });
    const rows = await judge(
      options([
        { run: await item(a), scorer: s },
        { run: await item(b), scorer: s },
      ]),
    );
    expect(rows.map((r) => [r.title, r.verdict, r.dispatch])).toEqual([
      ['old', 'pass', undefined],
      ['new', 'pass', undefined],
    ]);
    expect(sim.count('dispatchRunScoring')).toBe(0);
  });

  it('the wait sleeps with the signal', async () => {
    const s = await scorer('tests pass', 0.7);
    const made = simRun('a');
    sim.clock.advance(1000);
    const run = await item(made);
    const controller = new AbortController();
    const clock = judgeClock(sim);
    const signals: (AbortSignal | undefined)[] = [];
    await judge(
      options([{ run, scorer: s }], {
        ...clock,
        signal: controller.signal,
        sleep: async (ms, signal) => {
          signals.push(signal);
          await clock.sleep(ms);
        },
      }),
    );
    expect(signals).toEqual([controller.signal, controller.signal, controller.signal]);
  });

  it('the signal is passed to every request', async () => {
    const s = await scorer('tests pass', 0.7);
    const made = simRun('a');
    sim.clock.advance(1000);
    const run = await item(made);
    // Aborted as the judge is asked for: the dispatch does not go out.
    let controller = new AbortController();
    expect(
      (
        await rejection(
          judge(options([{ run, scorer: s }], { signal: controller.signal, log: () => controller.abort() })),
        )
      ).message,
    ).toBe('dispatchRunScoring: aborted');
    expect(sim.count('dispatchRunScoring')).toBe(0);
    // Aborted while waiting: the next look does not go out.
    controller = new AbortController();
    const before = sim.count('listScorerResults');
    const clock = judgeClock(sim);
    expect(
      (
        await rejection(
          judge(
            options([{ run, scorer: s }], {
              ...clock,
              signal: controller.signal,
              sleep: async (ms) => {
                await clock.sleep(ms);
                controller.abort();
              },
            }),
          ),
        )
      ).message,
    ).toBe('listScorerResults: aborted');
    expect(sim.count('listScorerResults')).toBe(before + 1);
    // Aborted at the timeout: the reasons are not asked for.
    controller = new AbortController();
    const madeScored = simRun('scored');
    sim.clock.advance(1000);
    const scored = await item(madeScored);
    scoreRunDirectly(sim.sim, { runId: scored.run_id, scorerId: s.id, classification: 'pass' });
    expect(
      (
        await rejection(
          judge(
            options(
              [
                { run: scored, scorer: s },
                { run, scorer: s },
              ],
              {
                timeoutMs: 0,
                signal: controller.signal,
                log: (line) => {
                  if (line.includes('timeout')) controller.abort();
                },
              },
            ),
          ),
        )
      ).message,
    ).toBe('getScorerResultReasons: aborted');
    expect(sim.count('getScorerResultReasons')).toBe(0);
  });
});
