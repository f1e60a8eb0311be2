/**
 * `command: schedules` in process (src/commands/schedules.ts) on the simulator: the schedules file read from a real
 * workspace by the rules of files a commit points at, and a service that keeps no schedule metadata said so once,
 * in the log and the report, and never written to again for it.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { schedulesCommand } from '../../src/commands/schedules.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import { decodeMarker, encodeMarker } from '../../src/render/marker.ts';
import { InputError, OutcomeError } from '../../src/shared/outcome.ts';
import type { SchedulesCommandInputs } from '../../src/inputs.ts';
import { API_KEY, seedThreads } from '../e2e/setup.ts';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.ts';
import { commandWorld, payload } from '../helpers/command-world.ts';
import { getOctokit } from '../helpers/octokit.ts';
import { catalogState } from '../simulator/routes/catalog.ts';

const world = commandWorld({ github: false });

let workspace: string;
let outside: string;
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'schedules-command-'));
  outside = mkdtempSync(join(tmpdir(), 'schedules-outside-'));
  mkdirSync(join(workspace, '.github'));
  writeFileSync(join(outside, 'secret.txt'), 'secret\n');
  writeFileSync(
    join(workspace, '.github/cloud-agents.yml'),
    'schedules:\n  - name: nightly\n    cron: "0 3 * * *"\n    prompt: Triage.\n',
  );
});
afterEach(() => {
  rmSync(workspace, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const inputs = (mode: 'plan' | 'apply'): SchedulesCommandInputs => ({
  command: 'schedules',
  apiKey: API_KEY,
  baseUrl: world.sim.url,
  githubToken: '',
  comment: false,
  mode,
  prune: false,
  schedulesFile: '.github/cloud-agents.yml',
  onDrift: 'fail',
});
/** A manual run (workflow_dispatch) of the workflow on the default branch, in the test's workspace. */
const manual = () =>
  world.step({
    eventName: 'workflow_dispatch',
    payload: {},
    env: { workspace, ref: 'refs/heads/main', defaultBranch: 'main' },
  });
/** The nightly run of the workflow (a `schedule` event, on the default branch), in the test's workspace. */
const scheduled = () =>
  world.step({
    eventName: 'schedule',
    payload: {},
    env: { workspace, ref: 'refs/heads/main', defaultBranch: 'main' },
  });
const NOTE =
  '_The service keeps no schedule metadata: the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change._';
const warningsOf = (lines: string[]) => lines.filter((l) => l.startsWith('warning: '));

describe('schedules: files of the repository only', () => {
  it('the schedules file as a link out of the workspace is an error of the input, before any request', async () => {
    rmSync(join(workspace, '.github/cloud-agents.yml'));
    symlinkSync(join(outside, 'secret.txt'), join(workspace, '.github/cloud-agents.yml'));
    await expect(schedulesCommand(manual(), inputs('apply'))).rejects.toThrow(
      new InputError(
        'schedules-file',
        `".github/cloud-agents.yml" leads outside the workspace (to ${realpathSync(join(outside, 'secret.txt'))}, through a symbolic link): only files of the repository are read`,
      ),
    );
    expect(world.sim.requests).toEqual([]);
  });

  it('a missing schedules file is an error of the input that says to check the repository out (in the host’s words); a prompt-file link out is the entry’s error', async () => {
    rmSync(join(workspace, '.github/cloud-agents.yml'));
    const error = await schedulesCommand(manual(), inputs('plan')).catch((e: unknown) => e);
    expect(error).toEqual(
      new InputError(
        'schedules-file',
        `".github/cloud-agents.yml" does not exist in the workspace: check out the repository first (actions/checkout), or give the file's path`,
      ),
    );
    expect((error as InputError).message).toBe(
      `Input "schedules-file": ".github/cloud-agents.yml" does not exist in the workspace: check out the repository first (actions/checkout), or give the file's path`,
    );
    symlinkSync(join(outside, 'secret.txt'), join(workspace, 'leak.md'));
    writeFileSync(
      join(workspace, '.github/cloud-agents.yml'),
      'schedules:\n  - name: nightly\n    cron: "0 3 * * *"\n    prompt-file: leak.md\n',
    );
    await expect(schedulesCommand(manual(), inputs('plan'))).rejects.toThrow(
      `.github/cloud-agents.yml:4: schedules[0].prompt-file: "leak.md" leads outside the workspace (to ${realpathSync(join(outside, 'secret.txt'))}, through a symbolic link)`,
    );
    expect(world.sim.requests).toEqual([]);
  });
});

describe('schedules: a service that keeps no schedule metadata', () => {
  it('the first apply learns it from the answer, the next from the list: each says it once; nothing is rewritten', async () => {
    catalogState(world.sim.sim).scheduleMetadata = false;
    const first = manual();
    await schedulesCommand(first, inputs('apply'));
    expect(warningsOf(first.host.lines)).toEqual([
      'warning: the service keeps no schedule metadata (its answer to the create of "nightly" lacks the metadata it was sent): the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change',
    ]);
    expect(first.host.summaries[0]!.endsWith(`\n\n${NOTE}`)).toBe(true);

    const from = world.sim.requests.length;
    const second = manual();
    await schedulesCommand(second, inputs('apply'));
    expect(world.sim.requests.slice(from).map((r) => r.operation)).toEqual(['listSchedules']);
    expect(warningsOf(second.host.lines)).toEqual([
      "warning: the service keeps no schedule metadata (no schedule it lists carries any, though this repository's were created with it): the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change",
    ]);
    expect(second.host.outputs.changes).toBe('0');
    expect(second.host.summaries[0]!.endsWith(`\n\n${NOTE}`)).toBe(true);

    const plan = manual();
    await schedulesCommand(plan, inputs('plan'));
    expect(warningsOf(plan.host.lines)).toHaveLength(1);
    expect(plan.host.summaries[0]!.endsWith(`\n\n${NOTE}`)).toBe(true);
  });

  it('on a service that keeps it, whose UI dropped every record: the create shows it, the same apply restores the record, and the nightly plan finds nothing', async () => {
    await schedulesCommand(manual(), inputs('apply'));
    const [nightly] = [...catalogState(world.sim.sim).schedules.values()];
    // An older client's save: a full replace without the metadata.
    nightly!.metadata = undefined;
    writeFileSync(
      join(workspace, '.github/cloud-agents.yml'),
      'schedules:\n  - name: nightly\n    cron: "0 3 * * *"\n    prompt: Triage.\n  - name: weekly\n    cron: "0 9 * * 1"\n    prompt: Deps.\n',
    );
    const from = world.sim.requests.length;
    const step = manual();
    await schedulesCommand(step, inputs('apply'));
    expect(world.sim.requests.slice(from).map((r) => [r.operation, r.path])).toEqual([
      ['listSchedules', '/api/v1/agent/schedules'],
      ['createSchedule', '/api/v1/agent/schedules'],
      ['updateSchedule', `/api/v1/agent/schedules/${nightly!.id}`],
    ]);
    expect(JSON.parse(world.sim.requests.at(-1)!.body)).toEqual({
      name: 'nightly',
      cron_schedule: '0 3 * * *',
      prompt: 'Triage.\n\n<!-- managed by cloud-agent-action for acme/app -->',
      enabled: true,
      metadata: { 'cloud-agent-action.repository': 'acme/app' },
    });
    expect(nightly!.metadata).toEqual({ 'cloud-agent-action.repository': 'acme/app' });
    expect(step.host.lines).toContain(
      'the service keeps schedule metadata after all (its answer to the create of "weekly" carries what it was sent): the schedules of the file that lack their record get it back',
    );
    expect(step.host.summaries[0]).not.toContain(NOTE);

    const drift = scheduled();
    await schedulesCommand(drift, inputs('plan'));
    expect(drift.host.outputs.changes).toBe('0');
    expect(warningsOf(drift.host.lines)).toEqual([]);
  });

  it('on a service that keeps it, nothing is said', async () => {
    const first = manual();
    await schedulesCommand(first, inputs('apply'));
    const second = manual();
    await schedulesCommand(second, inputs('apply'));
    for (const s of [first, second]) {
      expect(warningsOf(s.host.lines)).toEqual([]);
      expect(s.host.summaries[0]).not.toContain('metadata');
    }
  });
});

describe('schedules: plan or apply, and drift, by the run environment', () => {
  /** A step of `eventName` on `ref`, in a repository whose default branch is `defaultBranch`. */
  const on = (eventName: string, ref: string | undefined, defaultBranch: string | undefined) =>
    world.step({
      eventName,
      payload: eventName === 'pull_request' ? payload('pull_request', 'opened') : {},
      env: { workspace, ref, defaultBranch },
    });
  const modeLine = (step: ReturnType<typeof on>) => step.host.lines.find((l) => l.includes('; mode '));
  const FILE = '.github/cloud-agents.yml';
  const DRIFT = `drift: the service differs from ${FILE} on the default branch (1 change):\ncreate "nightly"`;

  it.each([
    ['push', 'refs/heads/main', 'main', 'apply'],
    ['push', 'refs/heads/dev', 'main', 'plan'],
    // A default branch nobody named is not the one pushed to.
    ['push', 'refs/heads/main', undefined, 'plan'],
    ['workflow_dispatch', 'refs/heads/main', 'main', 'apply'],
    // "Run workflow" on another branch: the file there was never reviewed.
    ['workflow_dispatch', 'refs/heads/dev', 'main', 'plan'],
    ['workflow_dispatch', 'refs/heads/main', undefined, 'plan'],
    ['workflow_dispatch', 'refs/tags/v1', 'main', 'plan'],
    ['pull_request', 'refs/pull/2/merge', 'main', 'plan'],
    ['schedule', 'refs/heads/main', 'main', 'plan'],
  ] as const)('%s on %s (default branch %s): %s', async (event, ref, defaultBranch, mode) => {
    const step = on(event, ref, defaultBranch);
    await schedulesCommand(step, { ...inputs('plan'), mode: undefined, onDrift: 'warn' });
    expect(modeLine(step)).toBe(`${FILE}: 1 schedule; mode ${mode} (by the ${event} event)`);
    expect(world.sim.requests.some((r) => r.operation === 'createSchedule')).toBe(mode === 'apply');
  });

  it('"Run workflow" on a feature branch plans, says why in the log and the report, and applies nothing, prune or not', async () => {
    const step = on('workflow_dispatch', 'refs/heads/feature', 'main');
    await schedulesCommand(step, { ...inputs('plan'), mode: undefined, prune: true });
    expect(step.host.lines).toEqual([
      `${FILE}: 1 schedule; mode plan (by the workflow_dispatch event)`,
      'schedules are applied on the default branch (main) only, and this workflow_dispatch run is on refs/heads/feature: planned, nothing applied',
      'plan: create "nightly"',
      'plan: 1 change',
    ]);
    expect(step.host.summaries[0]!.split('\n').slice(0, 5)).toEqual([
      '### Scheduled agents: plan',
      '',
      '`.github/cloud-agents.yml` against the service: 1 to create.',
      '',
      '_Planned only: schedules are applied on the default branch (`main`) only, and this `workflow_dispatch` run is on `refs/heads/feature`. Nothing was applied._',
    ]);
    expect(world.sim.requests.map((r) => r.operation)).toEqual(['listSchedules']);
    expect(step.host.outputs.changes).toBe('1');
  });

  it.each([
    [
      'workflow_dispatch',
      'refs/heads/feature',
      'main',
      'this workflow_dispatch run is on refs/heads/feature',
    ],
    ['pull_request', 'refs/pull/2/merge', 'main', 'this pull_request run is on refs/pull/2/merge'],
    [
      'push',
      'refs/heads/main',
      undefined,
      'this push run is on refs/heads/main (the event names no default branch)',
    ],
  ] as const)(
    'mode: apply on %s %s is refused before any request: nothing applied',
    async (event, ref, defaultBranch, where) => {
      const step = on(event, ref, defaultBranch);
      const error = await schedulesCommand(step, { ...inputs('apply'), prune: true }).catch(
        (e: unknown) => e,
      );
      const rule = `schedules are applied on the default branch${defaultBranch ? ` (${defaultBranch})` : ''} only`;
      expect(error).toEqual(
        new InputError(
          'mode',
          `apply: ${rule}, and ${where}; nothing was applied (leave mode out to plan here)`,
        ),
      );
      expect(world.sim.requests).toEqual([]);
    },
  );

  it('mode: apply on the default branch, or by a scheduled run, applies', async () => {
    await schedulesCommand(on('push', 'refs/heads/main', 'main'), inputs('apply'));
    writeFileSync(
      join(workspace, FILE),
      'schedules:\n  - name: nightly\n    cron: "0 4 * * *"\n    prompt: Triage.\n',
    );
    await schedulesCommand(on('schedule', undefined, undefined), inputs('apply'));
    expect(world.sim.requests.map((r) => r.operation)).toEqual([
      'listSchedules',
      'createSchedule',
      'listSchedules',
      'updateSchedule',
    ]);
  });

  it('a host that ruled on the branch itself (the command line) has the mode it asked for on any branch', async () => {
    const cli = world.step({
      eventName: 'cli',
      payload: {},
      env: { workspace, ref: undefined, defaultBranch: undefined },
    });
    await schedulesCommand(cli, inputs('apply'), { applyAnywhere: true });
    expect(cli.host.lines[0]).toBe(`${FILE}: 1 schedule; mode apply`);
    expect(world.sim.requests.map((r) => r.operation)).toEqual(['listSchedules', 'createSchedule']);
    // Without the host's word, the same step is refused.
    const again = world.step({
      eventName: 'cli',
      payload: {},
      env: { workspace, ref: undefined, defaultBranch: undefined },
    });
    await expect(schedulesCommand(again, inputs('apply'))).rejects.toThrow(InputError);
    // A plan asked for is a plan, on any branch.
    const plan = world.step({
      eventName: 'cli',
      payload: {},
      env: { workspace, ref: undefined, defaultBranch: undefined },
    });
    await schedulesCommand(plan, inputs('plan'), { applyAnywhere: true });
    expect(plan.host.lines[0]).toBe(`${FILE}: 1 schedule; mode plan`);
    expect(world.sim.requests.filter((r) => r.operation === 'createSchedule')).toHaveLength(1);
  });

  it('says what it read and what it plans, one schedule or more', async () => {
    const step = on('push', 'refs/heads/dev', 'main');
    await schedulesCommand(step, { ...inputs('plan'), mode: undefined });
    expect(step.host.lines).toEqual([
      `${FILE}: 1 schedule; mode plan (by the push event)`,
      'schedules are applied on the default branch (main) only, and this push run is on refs/heads/dev: planned, nothing applied',
      'plan: create "nightly"',
      'plan: 1 change',
    ]);
    writeFileSync(
      join(workspace, FILE),
      'schedules:\n  - name: nightly\n    cron: "0 3 * * *"\n    prompt: Triage.\n  - name: weekly\n    cron: "0 3 * * 1"\n    prompt: Review.\n',
    );
    const two = on('push', 'refs/heads/main', 'main');
    await expect(schedulesCommand(two, inputs('plan'))).rejects.toThrow(
      new Error(
        `drift: the service differs from ${FILE} on the default branch (2 changes):\ncreate "nightly"\ncreate "weekly"`,
      ),
    );
    expect(two.host.lines).toEqual([
      `${FILE}: 2 schedules; mode plan`,
      'plan: create "nightly"',
      'plan: create "weekly"',
      'plan: 2 changes',
    ]);
  });

  it('a plan on the default branch (a push to it, or a schedule) that finds changes is drift; elsewhere it is not', async () => {
    for (const step of [on('push', 'refs/heads/main', 'main'), on('schedule', undefined, undefined)]) {
      await expect(schedulesCommand(step, inputs('plan'))).rejects.toThrow(new Error(DRIFT));
    }
    const branch = on('push', 'refs/heads/dev', 'main');
    await schedulesCommand(branch, inputs('plan'));
    expect(branch.host.outputs.changes).toBe('1');
    const warned = on('push', 'refs/heads/main', 'main');
    await schedulesCommand(warned, { ...inputs('plan'), onDrift: 'warn' });
    expect(warningsOf(warned.host.lines)).toEqual([`warning: ${DRIFT}`]);
  });

  it('a plan on the default branch that finds nothing to change is no drift', async () => {
    await schedulesCommand(on('workflow_dispatch', 'refs/heads/main', 'main'), {
      ...inputs('apply'),
      mode: undefined,
    });
    const step = on('push', 'refs/heads/main', 'main');
    await schedulesCommand(step, inputs('plan'));
    expect(step.host.outputs.changes).toBe('0');
    expect(warningsOf(step.host.lines)).toEqual([]);
    expect(step.host.summaries.join('\n')).not.toContain('drift');
  });
});

describe('schedules: apply, step by step', () => {
  it('a step the service refuses: the rest done, each said, and the step fails as a service error', async () => {
    writeFileSync(
      join(workspace, '.github/cloud-agents.yml'),
      'schedules:\n  - name: nightly\n    cron: "0 3 * * *"\n    prompt: Triage.\n  - name: weekly\n    cron: "0 9 * * 1"\n    prompt: Deps.\n  - name: monthly\n    cron: "0 9 1 * *"\n    prompt: Links.\n',
    );
    world.sim.faults.inject({
      operation: 'createSchedule',
      times: 2,
      fault: { status: 400, body: { error_code: 'invalid_request', detail: 'no such model' } },
    });
    const step = manual();
    const error = (await schedulesCommand(step, inputs('apply')).catch((e: unknown) => e)) as OutcomeError;
    expect(error).toBeInstanceOf(OutcomeError);
    expect(error.outcome).toBe('service');
    expect(error.message).toBe(
      '2 of 3 steps failed (create "nightly": createSchedule failed (HTTP 400 invalid_request): no such model; create "weekly": createSchedule failed (HTTP 400 invalid_request): no such model); 1 done; a re-run applies what is left',
    );
    expect(world.sim.requests.filter((r) => r.operation === 'createSchedule')).toHaveLength(3);
    expect(step.host.lines.filter((l) => l.startsWith('create '))).toEqual([
      expect.stringMatching(/^create nightly: failed: createSchedule failed \(HTTP 400 invalid_request\)/),
      expect.stringMatching(/^create weekly: failed: createSchedule failed \(HTTP 400 invalid_request\)/),
      expect.stringMatching(/^create monthly/),
    ]);
    expect(step.host.outputs.changes).toBe('3');
  });
});

describe('schedules: two applies at once', () => {
  it('each creates the schedule; the next plan on the default branch is drift, the next apply deletes the later copy, prune or not, and the one after writes nothing', async () => {
    // Two merges' workflows without a concurrency group: each lists before either creates.
    await Promise.all([
      schedulesCommand(manual(), inputs('apply')),
      schedulesCommand(manual(), inputs('apply')),
    ]);
    expect(world.sim.requests.map((r) => r.operation)).toEqual([
      'listSchedules',
      'listSchedules',
      'createSchedule',
      'createSchedule',
    ]);
    // In the order made; the simulator's clock stood still between them: the second landed a second later.
    const [first, second] = [...catalogState(world.sim.sim).schedules.values()];
    expect([first!.name, second!.name]).toEqual(['nightly', 'nightly']);
    second!.createdAt = first!.createdAt + 1000;

    const nightly = scheduled();
    await expect(schedulesCommand(nightly, inputs('plan'))).rejects.toThrow(
      new Error(
        'drift: the service differs from .github/cloud-agents.yml on the default branch (1 change):\ndelete "nightly"',
      ),
    );

    const from = world.sim.requests.length;
    const apply = manual();
    await schedulesCommand(apply, inputs('apply'));
    expect(world.sim.requests.slice(from).map((r) => [r.operation, r.path])).toEqual([
      ['listSchedules', '/api/v1/agent/schedules'],
      ['deleteSchedule', `/api/v1/agent/schedules/${second!.id}`],
    ]);
    expect([...catalogState(world.sim.sim).schedules.keys()]).toEqual([first!.id]);
    expect(apply.host.outputs.changes).toBe('1');

    const again = world.sim.requests.length;
    await schedulesCommand(manual(), inputs('apply'));
    expect(world.sim.requests.slice(again).map((r) => r.operation)).toEqual(['listSchedules']);
  });
});

describe('schedules: a delete whose answer was lost', () => {
  it('is sent again, finds the schedule gone (404): done, and the step succeeds; the next apply writes nothing', async () => {
    await schedulesCommand(manual(), inputs('apply'));
    const [nightly] = [...catalogState(world.sim.sim).schedules.values()];
    writeFileSync(join(workspace, '.github/cloud-agents.yml'), 'schedules: []\n');
    // The service deletes it, then its answer is lost on the way (a proxy's 502).
    world.sim.faults.inject({
      operation: 'deleteSchedule',
      fault: { raw: '<html>502 Bad Gateway</html>', status: 502, contentType: 'text/html', afterWork: true },
    });
    const from = world.sim.requests.length;
    const step = manual();
    await schedulesCommand(step, { ...inputs('apply'), prune: true });
    expect(world.sim.requests.slice(from).map((r) => [r.operation, r.path, r.status])).toEqual([
      ['listSchedules', '/api/v1/agent/schedules', 200],
      ['deleteSchedule', `/api/v1/agent/schedules/${nightly!.id}`, 502],
      ['deleteSchedule', `/api/v1/agent/schedules/${nightly!.id}`, 404],
    ]);
    expect(step.host.lines).toContain('delete nightly: done (already gone)');
    expect(catalogState(world.sim.sim).schedules.size).toBe(0);

    const again = world.sim.requests.length;
    await schedulesCommand(manual(), { ...inputs('apply'), prune: true });
    expect(world.sim.requests.slice(again).map((r) => r.operation)).toEqual(['listSchedules']);
  });
});

describe('schedules: the report on a pull request', () => {
  // The world of this file has no fake GitHub: these tests start one, and give their steps a repository on it.
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
    gh.state.addToken('ghs_unit_token', { login: 'github-actions[bot]', installation: true });
    seedThreads({ gh });
  });
  afterEach(async () => {
    await gh.close();
  });

  /** A step on the opening of pull request #2 (a plan), with a repository on the fake GitHub. */
  const onPull = () => {
    const made = world.step({
      eventName: 'pull_request',
      payload: payload('pull_request', 'opened'),
      env: { workspace, ref: 'refs/pull/2/merge', defaultBranch: 'main' },
    });
    return Object.assign(made, {
      repository: new GitHubRepository(
        getOctokit('ghs_unit_token', { baseUrl: gh.url }),
        made.trigger.repo,
        made.host.log,
      ),
    });
  };
  const KEY = 'schedules:.github/cloud-agents.yml';
  const commented = () => ({ ...inputs('plan'), mode: undefined, comment: true });
  /** The requests to the repository since `from`: method and path (who the action is, asked or not, aside). */
  const ghRequests = (from = 0) =>
    gh.requests
      .slice(from)
      .filter((r) => r.path.startsWith('/repos/'))
      .map((r) => `${r.method} ${r.path}`);
  const LIST = 'GET /repos/acme/app/issues/2/comments';

  it("the plan as one comment of the schedules file's key, the same comment edited by the next plan", async () => {
    const first = onPull();
    await schedulesCommand(first, commented());
    const [comment] = gh.state.commentsOf(2);
    expect(gh.state.commentsOf(2)).toHaveLength(1);
    expect(comment!.user).toBe('github-actions[bot]');
    expect(comment!.body).toBe(
      `${first.host.summaries[0]}\n\n${encodeMarker({ v: 2, key: KEY }, first.markerKey)}`,
    );
    expect(first.host.summaries[0]!.split('\n')[0]).toBe('### Scheduled agents: plan');
    // Looked for, created, and looked for again (of two posted at once, the oldest is kept).
    expect(ghRequests()).toEqual([LIST, 'POST /repos/acme/app/issues/2/comments', LIST]);
    expect(warningsOf(first.host.lines)).toEqual([]);

    // The file changed on the branch: the next plan edits the comment.
    writeFileSync(
      join(workspace, '.github/cloud-agents.yml'),
      'schedules:\n  - name: weekly\n    cron: "0 3 * * 1"\n    prompt: Review.\n',
    );
    const before = gh.requests.length;
    const second = onPull();
    await schedulesCommand(second, commented());
    expect(gh.state.commentsOf(2).map((c) => c.id)).toEqual([comment!.id]);
    const edited = gh.state.commentsOf(2)[0]!.body;
    expect(edited).toBe(
      `${second.host.summaries[0]}\n\n${encodeMarker({ v: 2, key: KEY }, second.markerKey)}`,
    );
    expect(edited).toContain('| `weekly` | ➕ create |');
    expect(decodeMarker(edited, second.markerKey)).toEqual({ v: 2, key: KEY });
    expect(ghRequests(before)).toEqual([LIST, `PATCH /repos/acme/app/issues/comments/${comment!.id}`]);
  });

  it('comment false, or an event of no pull request: the summary alone', async () => {
    const quiet = onPull();
    await schedulesCommand(quiet, { ...commented(), comment: false });
    const push = world.step({
      eventName: 'push',
      payload: {},
      env: { workspace, ref: 'refs/heads/dev', defaultBranch: 'main' },
    });
    const pushed = Object.assign(push, {
      repository: new GitHubRepository(
        getOctokit('ghs_unit_token', { baseUrl: gh.url }),
        push.trigger.repo,
        push.host.log,
      ),
    });
    await schedulesCommand(pushed, commented());
    for (const s of [quiet, pushed]) expect(s.host.summaries).toHaveLength(1);
    expect(gh.requests).toEqual([]);
  });
});
