/** The data a fresh simulator starts with. Tests and the demo refer to it through SEED. */
import { addScorer, scoreRunDirectly, type AllowedClassification } from './routes/scorers.ts';
import type { Principal, RunState, Simulator } from './state.ts';

export const SEED = {
  team: 'team_acme',
  otherTeam: 'team_other',
  basicTeam: 'team_basic',
  /** A key of another team: sees none of team_acme's things. */
  otherKey: 'other-team-key',
  /** A key of a team without metadata filtering. */
  basicKey: 'basic-key',
  user: { uid: 'user_ada', displayName: 'Ada Lovelace', email: 'ada@example.com' },
  environments: {
    web: 'AcmeWebEnvironment0001',
    api: 'AcmeApiEnvironment0002',
    other: 'OtherTeamEnvironment01',
  },
  factories: { web: 'fac_web', noForeman: 'fac_docs', other: 'fac_other' },
  foreman: 'agt_foreman_web',
  /**
   * The scorers `seedScorers` adds, by factory (the first scorers made: a simulator that seeds them answers these ids):
   * each with a pass-rate history of HISTORY_DAYS runs, one a day.
   */
  scorers: { web: 1, docs: 2, other: 3 },
} as const;

/** How many days of history the seeded scorers have: a run of their factory a day, each judged. */
export const HISTORY_DAYS = 28;

export function seed(sim: Simulator, keys: string[]): void {
  const t0 = sim.now() - 30 * 24 * 3600 * 1000;
  sim.addTeam({ uid: SEED.team, name: 'Acme', identityLimit: 3 });
  sim.addTeam({ uid: SEED.otherTeam, name: 'Other Co' });
  sim.addTeam({ uid: SEED.basicTeam, name: 'Basic Plan', features: { metadataFilter: false } });
  for (const key of keys) sim.addKey(key, { teamUid: SEED.team, ...SEED.user });
  sim.addKey(SEED.otherKey, {
    teamUid: SEED.otherTeam,
    uid: 'user_bob',
    displayName: 'Bob',
    email: 'bob@other.example',
  });
  sim.addKey(SEED.basicKey, {
    teamUid: SEED.basicTeam,
    uid: 'user_cy',
    displayName: 'Cy',
    email: 'cy@basic.example',
  });

  const env = (uid: string, teamUid: string, name: string, repo: string, ageDays: number) =>
    sim.environments.set(uid, {
      uid,
      teamUid,
      name,
      lastUpdated: sim.now() - ageDays * 24 * 3600 * 1000,
      config: {
        name,
        docker_image: 'node:24',
        github_repos: [{ owner: repo.split('/')[0], repo: repo.split('/')[1] }],
        setup_commands: ['npm ci'],
      },
    });
  env(SEED.environments.web, SEED.team, 'web app', 'acme/app', 1);
  env(SEED.environments.api, SEED.team, 'api', 'acme/api', 5);
  env(SEED.environments.other, SEED.otherTeam, 'other', 'other/thing', 2);

  sim.identities.set(SEED.foreman, {
    uid: SEED.foreman,
    teamUid: SEED.team,
    name: 'Web Foreman',
    createdAt: t0,
    updatedAt: t0,
    fields: {
      agent_type: 'FOREMAN',
      factory_uid: SEED.factories.web,
      environment_id: SEED.environments.web,
      skills: [],
      secrets: [],
    },
    keys: new Set(),
  });

  sim.factories.set(SEED.factories.web, {
    uid: SEED.factories.web,
    teamUid: SEED.team,
    name: 'Web App Factory',
    alias: 'web',
    foremanUid: SEED.foreman,
    createdAt: t0,
    repositories: [{ owner: 'acme', repo: 'app' }],
  });
  sim.factories.set(SEED.factories.noForeman, {
    uid: SEED.factories.noForeman,
    teamUid: SEED.team,
    name: 'Docs Factory',
    alias: 'docs',
    createdAt: t0,
    repositories: [{ owner: 'acme', repo: 'docs' }],
  });
  sim.factories.set(SEED.factories.other, {
    uid: SEED.factories.other,
    teamUid: SEED.otherTeam,
    name: 'Other Factory',
    alias: null,
    createdAt: t0,
    repositories: [],
  });
}

const DAY = 24 * 3600 * 1000;
const PASS_PARTIAL_FAIL: AllowedClassification[] = [
  { value: 'pass', score: 1, description: 'the change works and its tests pass' },
  { value: 'partial', score: 0.5, description: 'part of what was asked' },
  { value: 'fail', score: 0, description: 'the change does not work' },
];

/** A factory's seeded scorer and its history: which day (days ago, 1 to HISTORY_DAYS) judged what. */
interface ScorerHistory {
  factoryUid: string;
  teamUid: string;
  creator: Principal;
  name: string;
  prompt: string;
  threshold: number;
  allowed: AllowedClassification[];
  titles: string[];
  verdict: (daysAgo: number) => string;
}

const HISTORIES: ScorerHistory[] = [
  {
    factoryUid: SEED.factories.web,
    teamUid: SEED.team,
    creator: { kind: 'user', uid: SEED.user.uid, teamUid: SEED.team, displayName: SEED.user.displayName },
    name: 'tests pass',
    prompt: 'Do the tests pass, and does the change do what was asked?',
    threshold: 0.7,
    allowed: PASS_PARTIAL_FAIL,
    titles: [
      'Fix the flaky login test',
      'Update the dependencies',
      'Add a dark mode toggle',
      'Speed up the build',
    ],
    // 24 of 28 pass (85.7 %): two failures in the older half, two partial results in the newer.
    verdict: (d) => (d % 7 === 4 ? (d > 14 ? 'fail' : 'partial') : 'pass'),
  },
  {
    factoryUid: SEED.factories.noForeman,
    teamUid: SEED.team,
    creator: { kind: 'user', uid: SEED.user.uid, teamUid: SEED.team, displayName: SEED.user.displayName },
    name: 'docs are accurate',
    prompt: 'Does the documentation say what the code does?',
    threshold: 0.5,
    allowed: [
      { value: 'accurate', score: 1 },
      { value: 'outdated', score: 0 },
    ],
    titles: ['Document the settle command', 'Fix the broken links', 'Explain the gate'],
    // 22 of 28 (78.6 %).
    verdict: (d) => (d % 5 === 2 ? 'outdated' : 'accurate'),
  },
  {
    factoryUid: SEED.factories.other,
    teamUid: SEED.otherTeam,
    creator: { kind: 'user', uid: 'user_bob', teamUid: SEED.otherTeam, displayName: 'Bob' },
    name: 'tests pass',
    prompt: 'Do the tests pass?',
    threshold: 0.7,
    allowed: PASS_PARTIAL_FAIL,
    titles: ['Other work'],
    verdict: (d) => (d % 3 === 0 ? 'fail' : 'pass'),
  },
];

/**
 * Seeds each factory's scorer (SEED.scorers) and its pass-rate history: HISTORY_DAYS runs of the factory, one a day at
 * 10:00 UTC of each of the days before the simulator's start, each judged two hours after it ended (as automatic
 * scoring does), so that `gate` and `scorers pass-rate` have something to show. A run judged `fail` ended FAILED;
 * the others SUCCEEDED. Deterministic: the same start gives the same history. Call it on a freshly seeded simulator
 * (the scorers' ids are the first ones).
 */
export function seedScorers(sim: Simulator): void {
  const today = Math.floor(sim.now() / DAY) * DAY;
  for (const history of HISTORIES) {
    const scorer = addScorer(sim, {
      teamUid: history.teamUid,
      factoryUid: history.factoryUid,
      name: history.name,
      modelId: 'claude-4-5-sonnet',
      scoringPrompt: history.prompt,
      threshold: history.threshold,
      allowed: history.allowed,
      createdAt: today - (HISTORY_DAYS + 2) * DAY,
    });
    for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
      const verdict = history.verdict(daysAgo);
      const failed = verdict === 'fail' || verdict === 'outdated';
      const end: RunState = failed ? 'FAILED' : 'SUCCEEDED';
      const title = history.titles[daysAgo % history.titles.length]!;
      const at = today - daysAgo * DAY + 10 * 3600 * 1000;
      const run = sim.createRun({
        teamUid: history.teamUid,
        creator: history.creator,
        prompt: title,
        title,
        factoryUid: history.factoryUid,
        at,
        script: {
          timeline: [
            { state: 'QUEUED', afterMs: 0 },
            { state: 'INPROGRESS', afterMs: 60_000 },
            {
              state: end,
              afterMs: 20 * 60_000,
              ...(failed
                ? { statusMessage: { message: 'The tests failed', error_code: 'agent_process_failed' } }
                : {}),
            },
          ],
          finalMessage: failed ? 'The tests still fail after my change.' : `Done: ${title.toLowerCase()}.`,
          usage: { inference_cost: 18.5, compute_cost: 2.25 },
        },
      });
      scoreRunDirectly(sim, {
        runId: run.run_id,
        scorerId: scorer.id,
        classification: verdict,
        reason: failed
          ? 'The run did not finish the work: its tests fail.'
          : verdict === 'partial'
            ? 'The change works, but part of what was asked is missing.'
            : 'The change does what was asked and its tests pass.',
        attemptedAt: at + 61 * 60_000 + 2 * 3600 * 1000,
      });
    }
  }
}
