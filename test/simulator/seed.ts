/** The data a fresh simulator starts with. Tests and the demo refer to it through SEED. */
import type { Simulator } from './state.ts';

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
} as const;

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
