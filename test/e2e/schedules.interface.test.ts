/**
 * Scheduled agents as code, end to end: the bundle reads a real file from a workspace, plans on a pull request
 * (the tracking comment), applies on a push to the default branch, reports drift on a scheduled run, and leaves the
 * schedules of other repositories and hand-made ones alone. The simulator holds the schedules; every request the
 * step makes to it is compared exactly.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient, nextCronTime } from '../../src/client/index.ts';
import { decodeMarker } from '../../src/render/marker.ts';
import { utc } from '../../src/render/cron.ts';
import { runStep, type ActionRun } from './harness.ts';
import {
  API_KEY,
  MARKER_KEY,
  inputs,
  interfaceOnly,
  payload,
  repeatsItself,
  seedThreads,
  startWorld,
  type World,
} from './setup.ts';

let world: World;
let client: CloudAgentClient;
let workspace: string;

const OURS = '<!-- managed by cloud-agent-action for acme/app -->';
const FILE = `schedules:
  - name: nightly-triage
    cron: "0 3 * * *"
    prompt-file: prompts/triage.md
    environment-id: AcmeWebEnvironment0001
  - name: weekly-deps
    cron: "0 9 * * 1"
    prompt: Update the dependencies and open one pull request.
    model-id: claude-4-5-sonnet
  - name: monthly-links
    cron: "30 6 1 * *"
    enabled: false
    prompt: Check the docs for broken links.
`;

beforeEach(async () => {
  world = await startWorld();
  seedThreads(world);
  client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
  workspace = mkdtempSync(join(tmpdir(), 'schedules-e2e-'));
  mkdirSync(join(workspace, '.github'));
  mkdirSync(join(workspace, 'prompts'));
  writeFileSync(join(workspace, 'prompts/triage.md'), 'Triage the issues opened since yesterday.\n');
  writeFile(FILE);
});
afterEach(async () => {
  await client.close();
  await world.close();
  rmSync(workspace, { recursive: true, force: true });
});

function writeFile(text: string): void {
  writeFileSync(join(workspace, '.github/cloud-agents.yml'), text);
}

type Event = 'pull_request' | 'push' | 'schedule';

function eventPayload(event: Event): Record<string, unknown> {
  if (event === 'pull_request') return payload('pull_request', 'opened');
  if (event === 'schedule') return { schedule: '0 4 * * *' };
  const push = payload('push');
  return { ...push, ref: 'refs/heads/main', repository: { ...push.repository, default_branch: 'main' } };
}

const step = (event: Event, extra: Record<string, string> = {}): Promise<ActionRun> =>
  runStep({
    inputs: inputs(world, { command: 'schedules', ...extra }),
    eventName: event,
    payload: eventPayload(event),
    apiUrl: world.gh.url,
    env: {
      GITHUB_WORKSPACE: workspace,
      GITHUB_REF: event === 'pull_request' ? 'refs/pull/2/merge' : 'refs/heads/main',
    },
  });

const SCHEDULE_OPS = [
  'createSchedule',
  'updateSchedule',
  'deleteSchedule',
  'pauseSchedule',
  'resumeSchedule',
  'listSchedules',
  'getSchedule',
];
/** The schedule requests the step made, from `from` on: method, path and body. */
function scheduleRequests(from = 0) {
  return world.sim.requests
    .slice(from)
    .filter((r) => r.operation && SCHEDULE_OPS.includes(r.operation))
    .map((r) => ({
      method: r.method,
      path: r.path.replace(/^\/api\/v1/, ''),
      ...(r.body ? { body: JSON.parse(r.body) as unknown } : {}),
    }));
}
const writes = (from = 0) => scheduleRequests(from).filter((r) => r.method !== 'GET');

/** The step's error (a workflow command on one line, its new lines escaped), as the runner shows it. */
const errorOf = (run: ActionRun) =>
  run.stdout
    .split('\n')
    .filter((l) => l.startsWith('::error::'))
    .map((l) => l.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'))
    .join('\n');

/** The next run of `cron` after `from`, as the reports show it. */
const nextAfter = (cron: string, from: number) => utc(nextCronTime(cron, new Date(from))!.getTime());
/** The client's error for the injected 500. */
const REFUSED =
  'createSchedule failed (HTTP 500 internal_error): internal error. The service had an internal problem; try again later (the service may have acted on it: look before trying again)';

/** A time-dependent part of a report: the "(in 9 hours)" after each next run. */
const steady = (text: string) => text.replace(/ UTC \(in [^)]*\)/g, ' UTC (in …)');

/** The schedules this repository manages, by name. */
async function schedulesByName() {
  const { schedules } = await client.schedules.list();
  return new Map(schedules.filter((s) => s.prompt.endsWith(OURS)).map((s) => [s.name, s]));
}

/** The comment on PR #2 without its marker, and the marker's key. */
function prComment(): { body: string; key: string | undefined; count: number } {
  const comments = world.gh.state.commentsOf(2);
  const body = comments.at(-1)?.body ?? '';
  return {
    body: body.replace(/\n\n<!-- cloud-agent-action:state [^>]*-->$/, ''),
    key: decodeMarker(body, MARKER_KEY)?.key,
    count: comments.length,
  };
}

/** Schedules someone else made: one of another repository (same name as ours), one by hand. */
async function seedStrangers() {
  const foreign = await client.schedules.create({
    name: 'nightly-triage',
    cron_schedule: '0 2 * * *',
    prompt: 'Their triage.\n\n<!-- managed by cloud-agent-action for acme/other -->',
    enabled: true,
    metadata: { 'cloud-agent-action.repository': 'acme/other' },
  });
  const handMade = await client.schedules.create({
    name: 'release-notes',
    cron_schedule: '0 8 * * 5',
    prompt: 'Draft the release notes.',
    enabled: true,
  });
  return { foreign, handMade };
}

/**
 * A test that applies and plans again: skipped against the interface alone, which shows no schedule metadata, so
 * every plan counts the missing metadata as a change (issue 28, item 3: schedules converge on a service that keeps
 * none; once it is done, these run there too).
 */
const converging = it.skipIf(interfaceOnly());

describe('command: schedules, end to end', () => {
  converging(
    'plans on the pull request, applies on the push, then plans nothing; applying twice writes nothing',
    async () => {
      const { foreign, handMade } = await seedStrangers();
      const before = world.sim.requests.length;
      const started = Date.now();
      const plan = await step('pull_request');
      const next = (cron: string) => nextAfter(cron, started);
      expect(errorOf(plan)).toBe('');
      expect(plan.code).toBe(0);
      // The plan reads the schedules and writes nothing.
      expect(scheduleRequests(before)).toEqual([{ method: 'GET', path: '/agent/schedules' }]);
      expect(plan.outputs.changes).toBe('3');
      const expected = [
        '### Scheduled agents: plan',
        '',
        '`.github/cloud-agents.yml` against the service: 3 to create.',
        '',
        '| Schedule | Plan | When | Next run |',
        '|---|---|---|---|',
        `| \`nightly-triage\` | ➕ create | every day at 03:00 UTC (\`0 3 * * *\`) | ${next('0 3 * * *')} (in …) |`,
        `| \`weekly-deps\` | ➕ create | every Monday at 09:00 UTC (\`0 9 * * 1\`) | ${next('0 9 * * 1')} (in …) |`,
        '| `monthly-links` | ➕ create | on day 1 of the month at 06:30 UTC (`30 6 1 * *`) | paused |',
        '',
        '#### Changes',
        '',
        '**`nightly-triage`** (create)',
        '- _a schedule of this name managed by acme/other exists and is left alone; add adopt: true to manage it instead_',
        '',
        "_2 other schedules of the team (another repository's or made by hand) are left alone._",
      ].join('\n');
      expect(steady(prComment().body)).toBe(expected);
      expect(prComment().key).toBe('schedules:.github/cloud-agents.yml');
      expect(steady(plan.summary)).toBe(`${expected}\n`);
      expect(JSON.parse(plan.outputs.plan!)).toMatchObject({
        repository: 'acme/app',
        changes: 3,
        items: [
          { action: 'create', name: 'nightly-triage', cron: '0 3 * * *', enabled: true, changes: [] },
          { action: 'create', name: 'weekly-deps', cron: '0 9 * * 1', enabled: true, changes: [] },
          {
            action: 'create',
            name: 'monthly-links',
            cron: '30 6 1 * *',
            enabled: false,
            next_run: null,
            changes: [],
          },
        ],
      });

      const applyFrom = world.sim.requests.length;
      const apply = await step('push');
      expect(errorOf(apply)).toBe('');
      expect(apply.code).toBe(0);
      const metadata = { 'cloud-agent-action.repository': 'acme/app' };
      expect(scheduleRequests(applyFrom)).toEqual([
        { method: 'GET', path: '/agent/schedules' },
        {
          method: 'POST',
          path: '/agent/schedules',
          body: {
            name: 'nightly-triage',
            cron_schedule: '0 3 * * *',
            prompt: `Triage the issues opened since yesterday.\n\n${OURS}`,
            enabled: true,
            agent_config: { environment_id: 'AcmeWebEnvironment0001' },
            metadata,
          },
        },
        {
          method: 'POST',
          path: '/agent/schedules',
          body: {
            name: 'weekly-deps',
            cron_schedule: '0 9 * * 1',
            prompt: `Update the dependencies and open one pull request.\n\n${OURS}`,
            enabled: true,
            agent_config: { model_id: 'claude-4-5-sonnet' },
            metadata,
          },
        },
        {
          method: 'POST',
          path: '/agent/schedules',
          body: {
            name: 'monthly-links',
            cron_schedule: '30 6 1 * *',
            prompt: `Check the docs for broken links.\n\n${OURS}`,
            enabled: false,
            metadata,
          },
        },
      ]);
      expect(steady(apply.summary).split('\n').slice(0, 7)).toEqual([
        '### Scheduled agents: applied',
        '',
        '3 of 3 steps done.',
        '',
        '| Schedule | Plan | When | Next run | Result |',
        '|---|---|---|---|---|',
        `| \`nightly-triage\` | ➕ create | every day at 03:00 UTC (\`0 3 * * *\`) | ${next('0 3 * * *')} (in …) | ✅ done |`,
      ]);
      // The strangers are as they were.
      const after = await client.schedules.get(foreign.id);
      expect([after.cron_schedule, after.prompt, after.updated_at]).toEqual([
        foreign.cron_schedule,
        foreign.prompt,
        foreign.updated_at,
      ]);
      expect((await client.schedules.get(handMade.id)).updated_at).toBe(handMade.updated_at);

      const again = world.sim.requests.length;
      const replan = await step('pull_request');
      expect(replan.outputs.changes).toBe('0');
      expect(prComment().count).toBe(1);
      expect(prComment().body.split('\n').slice(0, 3)).toEqual([
        '### Scheduled agents: plan',
        '',
        'No changes: the service matches `.github/cloud-agents.yml` (3 unchanged).',
      ]);
      const reapply = await step('push');
      expect(reapply.code).toBe(0);
      expect(writes(again)).toEqual([]);
      expect(reapply.summary.split('\n').slice(0, 3)).toEqual([
        '### Scheduled agents: applied',
        '',
        'Nothing to apply: the service matches `.github/cloud-agents.yml`.',
      ]);
    },
  );

  converging(
    'a field changed in the UI is drift on the default branch: the scheduled plan fails, or warns, with the diff; apply restores it',
    async () => {
      await step('push');
      const deps = (await schedulesByName()).get('weekly-deps')!;
      // An edit in a UI: a full replace that knows nothing of metadata and changes the hour.
      await client.schedules.update(deps.id, {
        name: deps.name,
        cron_schedule: '0 11 * * 1',
        prompt: deps.prompt,
        enabled: true,
        agent_config: { model_id: 'claude-4-5-sonnet' },
      });
      const from = world.sim.requests.length;
      const drift = await step('schedule');
      expect(drift.code).toBe(1);
      expect(writes(from)).toEqual([]);
      expect(errorOf(drift)).toBe(
        [
          '::error::drift: the service differs from .github/cloud-agents.yml on the default branch (1 change):',
          'update "weekly-deps": cron "0 11 * * 1" → "0 9 * * 1"; metadata.cloud-agent-action.repository null → "acme/app"',
        ].join('\n'),
      );
      expect(drift.summary.split('\n').slice(0, 3)).toEqual([
        '### Scheduled agents: drift',
        '',
        'The service differs from `.github/cloud-agents.yml` on the default branch (changed outside the file, or not applied): 1 to update, 2 unchanged.',
      ]);
      expect(drift.summary).toContain(
        [
          '**`weekly-deps`** (update)',
          '- cron: `0 11 * * 1` → `0 9 * * 1`',
          '- metadata.cloud-agent-action.repository: _none_ → `acme/app`',
        ].join('\n'),
      );

      const warned = await step('schedule', { 'on-drift': 'warn' });
      expect(warned.code).toBe(0);
      expect(warned.log).toContain(
        '::warning::drift: the service differs from .github/cloud-agents.yml on the default branch (1 change):',
      );

      const fix = world.sim.requests.length;
      expect((await step('push')).code).toBe(0);
      expect(writes(fix)).toEqual([
        {
          method: 'PUT',
          path: `/agent/schedules/${deps.id}`,
          body: {
            name: 'weekly-deps',
            cron_schedule: '0 9 * * 1',
            prompt: `Update the dependencies and open one pull request.\n\n${OURS}`,
            enabled: true,
            agent_config: { model_id: 'claude-4-5-sonnet' },
            metadata: { 'cloud-agent-action.repository': 'acme/app' },
          },
        },
      ]);
      expect((await step('schedule')).code).toBe(0);
    },
  );

  converging(
    'prune deletes only the schedules this repository made; adopt: true takes over a hand-made one by name',
    async () => {
      const { foreign, handMade } = await seedStrangers();
      await step('push');
      // The file drops monthly-links and weekly-deps, and adopts the hand-made release-notes.
      writeFile(`schedules:
  - name: nightly-triage
    cron: "0 3 * * *"
    prompt-file: prompts/triage.md
    environment-id: AcmeWebEnvironment0001
  - name: release-notes
    adopt: true
    cron: "0 8 * * 5"
    prompt: Draft the release notes.
`);
      const byName = await schedulesByName();
      const kept = await step('pull_request');
      expect(kept.outputs.changes).toBe('1');
      expect(steady(prComment().body)).toContain(
        [
          '**`release-notes`** (update)',
          '- managed by: `nobody (made by hand)` → `acme/app`',
          '',
          '**`monthly-links`** (kept)',
          '- _not in the file, kept (prune: true deletes it)_',
          '',
          '**`weekly-deps`** (kept)',
          '- _not in the file, kept (prune: true deletes it)_',
        ].join('\n'),
      );
      const from = world.sim.requests.length;
      const pruned = await step('push', { prune: 'true' });
      expect(errorOf(pruned)).toBe('');
      expect(writes(from)).toEqual([
        {
          method: 'PUT',
          path: `/agent/schedules/${handMade.id}`,
          body: {
            name: 'release-notes',
            cron_schedule: '0 8 * * 5',
            prompt: `Draft the release notes.\n\n${OURS}`,
            enabled: true,
            metadata: { 'cloud-agent-action.repository': 'acme/app' },
          },
        },
        { method: 'DELETE', path: `/agent/schedules/${byName.get('monthly-links')!.id}` },
        { method: 'DELETE', path: `/agent/schedules/${byName.get('weekly-deps')!.id}` },
      ]);
      const left = await client.schedules.list();
      expect(left.schedules.map((s) => [s.name, s.id]).sort()).toEqual(
        [
          ['nightly-triage', foreign.id],
          ['nightly-triage', byName.get('nightly-triage')!.id],
          ['release-notes', handMade.id],
        ].sort(),
      );
    },
  );

  it.skipIf(repeatsItself())(
    'an invalid file makes no request at all and names the file, the line and the field',
    async () => {
      writeFile(`schedules:
  - name: nightly-triage
    cron: "0 0 3 * * *"
    prompt: Triage.
    environment-id: AcmeWebEnvironment001
  - name: nightly-triage
    cron: "0 4 * * *"
    prompt-file: prompts/missing.md
`);
      const run = await step('push');
      expect(run.code).toBe(1);
      expect(world.sim.requests).toEqual([]);
      expect(errorOf(run)).toBe(
        [
          '::error::.github/cloud-agents.yml has 4 errors; nothing was sent to the service:',
          '.github/cloud-agents.yml:3: schedules[0].cron: "0 0 3 * * *" is not a cron expression: expected 5 fields (minute hour day-of-month month day-of-week), got 6 in "0 0 3 * * *"; read with a seconds field first, it would mean every day at 03:00 UTC: write "0 3 * * *"',
          '.github/cloud-agents.yml:5: schedules[0].environment-id: "AcmeWebEnvironment001" has 21 characters: environment ids are exactly 22 letters and digits (see your environments in the service\'s settings)',
          '.github/cloud-agents.yml:6: schedules[1].name: duplicate name "nightly-triage": line 2 has it already; names are unique in the file',
          '.github/cloud-agents.yml:8: schedules[1].prompt-file: "prompts/missing.md" does not exist (paths are from the repository\'s root)',
        ].join('\n'),
      );

      // On a pull request the same errors are its comment; the service still hears nothing.
      const onPr = await step('pull_request');
      expect(onPr.code).toBe(1);
      expect(world.sim.requests).toEqual([]);
      expect(prComment().body.split('\n').slice(0, 7)).toEqual([
        '### Scheduled agents: the file has errors',
        '',
        '`.github/cloud-agents.yml` was not compared with the service, and nothing was sent: fix these 4 first.',
        '',
        '| Line | Field | Problem |',
        '|---|---|---|',
        // The message is text, escaped for markdown: a reader sees each * as written.
        '| 3 | `schedules[0].cron` | "0 0 3 \\* \\* \\*" is not a cron expression: expected 5 fields (minute hour day-of-month month day-of-week), got 6 in "0 0 3 \\* \\* \\*"; read with a seconds field first, it would mean every day at 03:00 UTC: write "0 3 \\* \\* \\*" |',
      ]);
    },
  );

  converging(
    'a create that fails mid-apply stops the deletes, reports what was and was not done, and a re-run completes it',
    async () => {
      await step('push');
      const byName = await schedulesByName();
      writeFile(
        `${FILE}  - name: daily-standup
    cron: "0 7 * * 1-5"
    prompt: Summarize yesterday's merged pull requests.
  - name: hourly-ci
    cron: "15 * * * *"
    prompt: Re-run the flaky jobs.
`.replace(/ {2}- name: monthly-links[\s\S]*?broken links\.\n/, ''),
      );
      world.sim.faults.inject({
        operation: 'createSchedule',
        times: 1,
        fault: { status: 500, body: { error: 'internal error', error_code: 'internal_error' } },
      });
      const from = world.sim.requests.length;
      const started = Date.now();
      const failed = await step('push', { prune: 'true' });
      const next = (cron: string) => nextAfter(cron, started);
      expect(failed.code).toBe(1);
      expect(
        writes(from).map((r) => `${r.method} ${'body' in r ? (r.body as { name: string }).name : r.path}`),
      ).toEqual(['POST daily-standup', 'POST hourly-ci']);
      expect(steady(failed.summary).split('\n').slice(0, 11)).toEqual([
        '### Scheduled agents: applied in part',
        '',
        '1 of 3 steps done, 1 failed, 1 not attempted. A re-run applies what is left.',
        '',
        '| Schedule | Plan | When | Next run | Result |',
        '|---|---|---|---|---|',
        `| \`daily-standup\` | ➕ create | every Monday to Friday at 07:00 UTC (\`0 7 * * 1-5\`) | ${next('0 7 * * 1-5')} (in …) | ❌ failed: ${REFUSED} |`,
        `| \`hourly-ci\` | ➕ create | every hour at minute 15 (\`15 * * * *\`) | ${next('15 * * * *')} (in …) | ✅ done |`,
        '| `monthly-links` | 🗑️ delete | on day 1 of the month at 06:30 UTC (`30 6 1 * *`) | – | ⏭️ not attempted: a step above failed, so nothing is deleted |',
        `| \`nightly-triage\` | ✅ unchanged | every day at 03:00 UTC (\`0 3 * * *\`) | ${next('0 3 * * *')} (in …) | – |`,
        `| \`weekly-deps\` | ✅ unchanged | every Monday at 09:00 UTC (\`0 9 * * 1\`) | ${next('0 9 * * 1')} (in …) | – |`,
      ]);
      expect(errorOf(failed)).toBe(
        `::error::1 of 3 steps failed (create "daily-standup": ${REFUSED}); 1 done; a re-run applies what is left`,
      );

      const rerun = world.sim.requests.length;
      const done = await step('push', { prune: 'true' });
      expect(errorOf(done)).toBe('');
      expect(
        writes(rerun).map((r) => `${r.method} ${'body' in r ? (r.body as { name: string }).name : r.path}`),
      ).toEqual(['POST daily-standup', `DELETE /agent/schedules/${byName.get('monthly-links')!.id}`]);
      const last = world.sim.requests.length;
      expect((await step('push', { prune: 'true' })).code).toBe(0);
      expect(writes(last)).toEqual([]);
    },
  );

  converging(
    'a create whose answer was lost is found by its ownership on the re-run, never made twice',
    async () => {
      world.sim.faults.inject({ operation: 'createSchedule', times: 1, fault: { lostAnswer: true } });
      const from = world.sim.requests.length;
      const lost = await step('push');
      expect(lost.code).toBe(1);
      expect(writes(from).map((r) => (r.body as { name: string }).name)).toEqual([
        'nightly-triage',
        'weekly-deps',
        'monthly-links',
      ]);
      const rerun = world.sim.requests.length;
      expect((await step('push')).code).toBe(0);
      // The lost create did land, and the other two were made after it: the re-run has nothing left to do.
      expect(writes(rerun)).toEqual([]);
      const { schedules } = await client.schedules.list();
      expect(schedules.map((s) => s.name).sort()).toEqual(['monthly-links', 'nightly-triage', 'weekly-deps']);
    },
  );
});

describe('command: schedules, by the branch it runs on', () => {
  /** "Run workflow" (workflow_dispatch) of the schedules workflow on `ref`, the default branch being main. */
  function dispatchFrom(ref: string, extra: Record<string, string> = {}): Promise<ActionRun> {
    const example = payload('workflow_dispatch');
    return runStep({
      inputs: inputs(world, { command: 'schedules', ...extra }),
      eventName: 'workflow_dispatch',
      payload: { ...example, ref, repository: { ...example.repository, default_branch: 'main' } },
      apiUrl: world.gh.url,
      env: { GITHUB_WORKSPACE: workspace, GITHUB_REF: ref },
    });
  }
  /** A schedule this repository made that the file no longer names: prune deletes it. */
  const retired = () =>
    client.schedules.create({
      name: 'retired',
      cron_schedule: '0 5 * * *',
      prompt: `Old work.\n\n${OURS}`,
      enabled: true,
      metadata: { 'cloud-agent-action.repository': 'acme/app' },
    });

  it('"Run workflow" on a feature branch with prune: true plans, says why, and creates and deletes nothing; on main it applies', async () => {
    const old = await retired();
    const from = world.sim.requests.length;
    const run = await dispatchFrom('refs/heads/feature', { prune: 'true' });
    expect(errorOf(run)).toBe('');
    expect(run.code).toBe(0);
    expect(scheduleRequests(from)).toEqual([{ method: 'GET', path: '/agent/schedules' }]);
    expect(run.outputs.changes).toBe('4');
    expect(run.log.split('\n')).toEqual(
      expect.arrayContaining([
        '.github/cloud-agents.yml: 3 schedules; mode plan (by the workflow_dispatch event)',
        'schedules are applied on the default branch (main) only, and this workflow_dispatch run is on refs/heads/feature: planned, nothing applied',
        'plan: delete "retired"',
      ]),
    );
    expect(run.summary.split('\n').slice(0, 5)).toEqual([
      '### Scheduled agents: plan',
      '',
      '`.github/cloud-agents.yml` against the service: 3 to create, 1 to delete.',
      '',
      '_Planned only: schedules are applied on the default branch (`main`) only, and this `workflow_dispatch` run is on `refs/heads/feature`. Nothing was applied._',
    ]);
    expect((await client.schedules.get(old.id)).name).toBe('retired');

    const onMain = world.sim.requests.length;
    const applied = await dispatchFrom('refs/heads/main', { prune: 'true' });
    expect(errorOf(applied)).toBe('');
    expect(writes(onMain).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /agent/schedules',
      'POST /agent/schedules',
      'POST /agent/schedules',
      `DELETE /agent/schedules/${old.id}`,
    ]);
  });

  it('mode: apply on a feature branch fails the step naming the input, before any request', async () => {
    await retired();
    const from = world.sim.requests.length;
    const run = await dispatchFrom('refs/heads/feature', { mode: 'apply', prune: 'true' });
    expect(run.code).toBe(1);
    expect(errorOf(run)).toBe(
      '::error::Input "mode": apply: schedules are applied on the default branch (main) only, and this workflow_dispatch run is on refs/heads/feature; nothing was applied (leave mode out to plan here)',
    );
    expect(world.sim.requests.slice(from)).toEqual([]);
  });

  it('a shorthand cron is planned and sent as its five fields: "@monthly" is "0 0 1 * *", which the service takes', async () => {
    writeFile(
      'schedules:\n  - name: monthly-links\n    cron: "@monthly"\n    prompt: Check the docs for broken links.\n',
    );
    const plan = await step('pull_request');
    expect(errorOf(plan)).toBe('');
    expect(steady(plan.summary).split('\n')[6]).toBe(
      `| \`monthly-links\` | ➕ create | on day 1 of the month at 00:00 UTC (\`0 0 1 * *\`) | ${nextAfter('0 0 1 * *', Date.now())} (in …) |`,
    );
    expect((JSON.parse(plan.outputs.plan!) as { items: { cron: string }[] }).items[0]!.cron).toBe(
      '0 0 1 * *',
    );
    const from = world.sim.requests.length;
    const apply = await step('push');
    expect(errorOf(apply)).toBe('');
    expect(apply.code).toBe(0);
    expect(writes(from)).toEqual([
      {
        method: 'POST',
        path: '/agent/schedules',
        body: {
          name: 'monthly-links',
          cron_schedule: '0 0 1 * *',
          prompt: `Check the docs for broken links.\n\n${OURS}`,
          enabled: true,
          metadata: { 'cloud-agent-action.repository': 'acme/app' },
        },
      },
    ]);
    // What the plan showed is what the service holds: the next plan finds nothing to change.
    const again = world.sim.requests.length;
    expect((await step('push')).outputs.changes).toBe('0');
    expect(writes(again)).toEqual([]);
  });
});

describe.runIf(interfaceOnly())('against the interface alone', () => {
  it('plans and applies the file: each schedule created once, told apart by the ownership line of its prompt', async () => {
    const { foreign } = await seedStrangers();
    const planFrom = world.sim.requests.length;
    const plan = await step('pull_request');
    expect(errorOf(plan)).toBe('');
    expect(plan.outputs.changes).toBe('3');
    expect(
      (JSON.parse(plan.outputs.plan!) as { items: { action: string; name: string }[] }).items.map((i) => [
        i.action,
        i.name,
      ]),
    ).toEqual([
      ['create', 'nightly-triage'],
      ['create', 'weekly-deps'],
      ['create', 'monthly-links'],
    ]);
    expect(writes(planFrom)).toHaveLength(0);

    const applyFrom = world.sim.requests.length;
    const apply = await step('push');
    expect(errorOf(apply)).toBe('');
    expect(apply.code).toBe(0);
    expect(writes(applyFrom).map((r) => `${r.method} ${(r.body as { name: string }).name}`)).toEqual([
      'POST nightly-triage',
      'POST weekly-deps',
      'POST monthly-links',
    ]);
    const ours = await schedulesByName();
    expect([...ours.keys()].sort()).toEqual(['monthly-links', 'nightly-triage', 'weekly-deps']);
    expect(ours.get('nightly-triage')!.prompt).toBe(`Triage the issues opened since yesterday.\n\n${OURS}`);
    // The other repository's schedule of the same name is left as it was.
    expect((await client.schedules.get(foreign.id)).cron_schedule).toBe('0 2 * * *');
  });
});

describe('command: schedules, on a service that keeps no schedule metadata', () => {
  /** The same world, its simulator keeping no schedule metadata. */
  async function withoutMetadata(): Promise<void> {
    await client.close();
    await world.close();
    world = await startWorld({ scheduleMetadata: false });
    seedThreads(world);
    client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: world.sim.url });
  }
  const NOTE =
    '_The service keeps no schedule metadata: the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change._';
  const warnings = (run: ActionRun) => run.log.split('\n').filter((l) => l.startsWith('::warning::'));

  it('applying twice writes once; the second apply sends no write, and says why once', async () => {
    await withoutMetadata();
    const first = await step('push');
    expect(errorOf(first)).toBe('');
    expect(writes().map((r) => `${r.method} ${(r.body as { name: string }).name}`)).toEqual([
      'POST nightly-triage',
      'POST weekly-deps',
      'POST monthly-links',
    ]);
    // The first answer shows the service dropped what it was sent.
    expect(warnings(first)).toEqual([
      '::warning::the service keeps no schedule metadata (its answer to the create of "nightly-triage" lacks the metadata it was sent): the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change',
    ]);
    expect(first.summary.endsWith(`\n\n${NOTE}\n`)).toBe(true);

    const from = world.sim.requests.length;
    const second = await step('push');
    expect(second.code).toBe(0);
    expect(scheduleRequests(from)).toEqual([{ method: 'GET', path: '/agent/schedules' }]);
    expect(second.outputs.changes).toBe('0');
    expect(warnings(second)).toEqual([
      "::warning::the service keeps no schedule metadata (no schedule it lists carries any, though this repository's were created with it): the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change",
    ]);
    expect(second.summary).toBe(
      [
        '### Scheduled agents: applied',
        '',
        'Nothing to apply: the service matches `.github/cloud-agents.yml`.',
        '',
        '| Schedule | Plan | When | Next run | Result |',
        '|---|---|---|---|---|',
        ...second.summary.split('\n').slice(6, 9),
        '',
        NOTE,
        '',
      ].join('\n'),
    );
    expect(
      second.summary
        .split('\n')
        .slice(6, 9)
        .map((row) => row.split(' | ')[1]),
    ).toEqual(['✅ unchanged', '✅ unchanged', '✅ unchanged']);
    // The plan on a pull request finds nothing either.
    const plan = await step('pull_request');
    expect(plan.outputs.changes).toBe('0');
    expect(writes(from)).toEqual([]);
  });

  it('a drift plan counts one change someone made as one, and nothing of the metadata', async () => {
    await withoutMetadata();
    await step('push');
    const deps = (await schedulesByName()).get('weekly-deps')!;
    await client.schedules.update(deps.id, {
      name: deps.name,
      cron_schedule: '0 11 * * 1',
      prompt: deps.prompt,
      enabled: true,
      agent_config: { model_id: 'claude-4-5-sonnet' },
    });
    const from = world.sim.requests.length;
    const drift = await step('schedule');
    expect(drift.code).toBe(1);
    expect(writes(from)).toEqual([]);
    expect(drift.outputs.changes).toBe('1');
    expect(errorOf(drift)).toBe(
      [
        '::error::drift: the service differs from .github/cloud-agents.yml on the default branch (1 change):',
        'update "weekly-deps": cron "0 11 * * 1" → "0 9 * * 1"',
      ].join('\n'),
    );
    expect(JSON.parse(drift.outputs.plan!).items[1]).toMatchObject({
      action: 'update',
      name: 'weekly-deps',
      changes: [{ field: 'cron', old: '0 11 * * 1', new: '0 9 * * 1' }],
    });
    expect(drift.summary).toContain(
      ['**`weekly-deps`** (update)', '- cron: `0 11 * * 1` → `0 9 * * 1`', '', NOTE].join('\n'),
    );

    // Apply puts the cron back with one write; after it, nothing is left.
    const fix = world.sim.requests.length;
    expect((await step('push')).code).toBe(0);
    expect(writes(fix)).toEqual([
      {
        method: 'PUT',
        path: `/agent/schedules/${deps.id}`,
        body: {
          name: 'weekly-deps',
          cron_schedule: '0 9 * * 1',
          prompt: `Update the dependencies and open one pull request.\n\n${OURS}`,
          enabled: true,
          agent_config: { model_id: 'claude-4-5-sonnet' },
          metadata: { 'cloud-agent-action.repository': 'acme/app' },
        },
      },
    ]);
    expect((await step('schedule')).code).toBe(0);
  });
});

describe('command: schedules, files of the repository only', () => {
  let outside: string;
  beforeEach(() => {
    outside = mkdtempSync(join(tmpdir(), 'schedules-outside-'));
    writeFileSync(join(outside, 'secret.txt'), 'RUNNER_SECRET=s3cret\n');
  });
  afterEach(() => {
    rmSync(outside, { recursive: true, force: true });
  });

  const scheduleTraffic = () =>
    world.sim.requests.filter((r) => r.operation && SCHEDULE_OPS.includes(r.operation));

  it.skipIf(repeatsItself())(
    'a committed link in prompt-file to a file outside the workspace fails the step, and nothing is sent',
    async () => {
      rmSync(join(workspace, 'prompts/triage.md'));
      symlinkSync(join(outside, 'secret.txt'), join(workspace, 'prompts/triage.md'));
      const run = await step('push');
      expect(run.code).toBe(1);
      expect(errorOf(run)).toBe(
        [
          '::error::.github/cloud-agents.yml has an error; nothing was sent to the service:',
          `.github/cloud-agents.yml:4: schedules[0].prompt-file: "prompts/triage.md" leads outside the workspace (to ${realpathSync(join(outside, 'secret.txt'))}, through a symbolic link): only files of the repository are read`,
        ].join('\n'),
      );
      expect(scheduleTraffic()).toEqual([]);
      expect(world.sim.requests).toEqual([]);
      expect(run.everything).not.toContain('s3cret');
    },
  );

  it.runIf(existsSync('/proc/self/environ') && !repeatsItself())(
    'a committed link to /proc/self/environ: the step’s secrets go nowhere, the pull request is told where',
    async () => {
      rmSync(join(workspace, 'prompts/triage.md'));
      symlinkSync('/proc/self/environ', join(workspace, 'prompts/triage.md'));
      const run = await step('pull_request');
      expect(run.code).toBe(1);
      expect(errorOf(run)).toMatch(
        /^::error::\.github\/cloud-agents\.yml has an error; nothing was sent to the service:\n\.github\/cloud-agents\.yml:4: schedules\[0\]\.prompt-file: "prompts\/triage\.md" leads outside the workspace \(to \/proc\/\d+\/environ, through a symbolic link\): only files of the repository are read$/,
      );
      expect(world.sim.requests).toEqual([]);
      expect(prComment().body.split('\n').slice(0, 7)).toEqual([
        '### Scheduled agents: the file has errors',
        '',
        '`.github/cloud-agents.yml` was not compared with the service, and nothing was sent: fix this first.',
        '',
        '| Line | Field | Problem |',
        '|---|---|---|',
        expect.stringMatching(
          /^\| 4 \| `schedules\[0\]\.prompt-file` \| "prompts\/triage\.md" leads outside the workspace \(to \/proc\/\d+\/environ, through a symbolic link\): only files of the repository are read \|$/,
        ),
      ]);
      // The key is only in the line that masks it; the comment has none of it.
      expect(run.everything.split('\n').filter((l) => l.includes(API_KEY))).toEqual([
        `::add-mask::${API_KEY}`,
      ]);
      expect(world.gh.state.commentsOf(2).filter((c) => c.body.includes(API_KEY))).toEqual([]);
    },
  );

  it.skipIf(repeatsItself())(
    'the schedules file itself as a link out of the workspace, or a directory: an error naming the input, no request',
    async () => {
      rmSync(join(workspace, '.github/cloud-agents.yml'));
      symlinkSync(join(outside, 'secret.txt'), join(workspace, '.github/cloud-agents.yml'));
      const linked = await step('push');
      expect(linked.code).toBe(1);
      expect(errorOf(linked)).toBe(
        `::error::Input "schedules-file": ".github/cloud-agents.yml" leads outside the workspace (to ${realpathSync(join(outside, 'secret.txt'))}, through a symbolic link): only files of the repository are read`,
      );
      rmSync(join(workspace, '.github/cloud-agents.yml'));
      mkdirSync(join(workspace, '.github/cloud-agents.yml'));
      const folder = await step('push');
      expect(errorOf(folder)).toBe(
        '::error::Input "schedules-file": ".github/cloud-agents.yml" is a directory, not a file',
      );
      expect(world.sim.requests).toEqual([]);
    },
  );

  it('a link inside the workspace to another file inside is read', async () => {
    writeFileSync(join(workspace, 'prompts/shared.md'), 'The shared triage prompt.\n');
    rmSync(join(workspace, 'prompts/triage.md'));
    symlinkSync('shared.md', join(workspace, 'prompts/triage.md'));
    const run = await step('push');
    expect(errorOf(run)).toBe('');
    expect((writes()[0]!.body as { prompt: string }).prompt).toBe(`The shared triage prompt.\n\n${OURS}`);
  });
});

describe('command: schedules, YAML as YAML', () => {
  // Planned again against the interface alone, which shows no agent config, the entries' config reads as changed.
  converging('an alias and a merge key send the values they stand for', async () => {
    writeFile(`x-defaults: &defaults
  cron: "0 3 * * *"
  environment-id: AcmeWebEnvironment0001
  agent-config: &config
    idle_timeout_minutes: 5
x-servers: &servers
  linear: { warp_id: linear }
schedules:
  - name: nightly-triage
    <<: *defaults
    prompt-file: prompts/triage.md
  - name: weekly-deps
    <<: *defaults
    cron: "0 9 * * 1"
    prompt: Update the dependencies and open one pull request.
    agent-config:
      <<: *config
      mcp_servers: *servers
`);
    const run = await step('push');
    expect(errorOf(run)).toBe('');
    const metadata = { 'cloud-agent-action.repository': 'acme/app' };
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/agent/schedules',
        body: {
          name: 'nightly-triage',
          cron_schedule: '0 3 * * *',
          prompt: `Triage the issues opened since yesterday.\n\n${OURS}`,
          enabled: true,
          agent_config: { environment_id: 'AcmeWebEnvironment0001', idle_timeout_minutes: 5 },
          metadata,
        },
      },
      {
        method: 'POST',
        path: '/agent/schedules',
        body: {
          name: 'weekly-deps',
          cron_schedule: '0 9 * * 1',
          prompt: `Update the dependencies and open one pull request.\n\n${OURS}`,
          enabled: true,
          agent_config: {
            environment_id: 'AcmeWebEnvironment0001',
            idle_timeout_minutes: 5,
            mcp_servers: { linear: { warp_id: 'linear' } },
          },
          metadata,
        },
      },
    ]);
    // Read the same way again, the file plans nothing.
    expect((await step('pull_request')).outputs.changes).toBe('0');
  });

  it.skipIf(repeatsItself())('an alias bomb fails fast with a clear error, and nothing is sent', async () => {
    const levels = ['  l0: &l0 "lol"'];
    for (let i = 1; i <= 9; i++)
      levels.push(
        `  l${i}: &l${i} [${Array(9)
          .fill(`*l${i - 1}`)
          .join(', ')}]`,
      );
    writeFile(
      `x-bomb:\n${levels.join('\n')}\nschedules:\n  - name: a\n    cron: "0 3 * * *"\n    prompt: x\n    agent-config:\n      lol: *l9\n`,
    );
    const run = await step('push');
    expect(run.code).toBe(1);
    expect(errorOf(run)).toBe(
      [
        '::error::.github/cloud-agents.yml has an error; nothing was sent to the service:',
        '.github/cloud-agents.yml:1: yaml: its aliases cannot be expanded (Excessive alias count indicates a resource exhaustion attack): an alias bomb ("billion laughs")? At most 1000 uses of anchors, nested uses multiplied; share less through anchors',
      ].join('\n'),
    );
    expect(world.sim.requests).toEqual([]);
    expect(run.endedAt - run.startedAt).toBeLessThan(10_000);
  });
});
