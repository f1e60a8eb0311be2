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
import { OutcomeError } from '../../src/flow/outcome.ts';
import { InputError, type SchedulesCommandInputs } from '../../src/inputs.ts';
import { API_KEY } from '../e2e/setup.ts';
import { commandWorld, payload } from '../helpers/command-world.ts';
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
/** A manual run (workflow_dispatch) of the workflow, in the test's workspace. */
const manual = () => world.step({ eventName: 'workflow_dispatch', payload: {}, env: { workspace } });
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

  it('a missing schedules file says to check the repository out; a prompt-file link out is the entry’s error', async () => {
    rmSync(join(workspace, '.github/cloud-agents.yml'));
    await expect(schedulesCommand(manual(), inputs('plan'))).rejects.toThrow(
      new Error(
        ".github/cloud-agents.yml does not exist in the workspace (input schedules-file): check out the repository first (actions/checkout) or give the file's path",
      ),
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
    ['workflow_dispatch', 'refs/heads/dev', 'main', 'apply'],
    ['pull_request', 'refs/pull/2/merge', 'main', 'plan'],
    ['schedule', 'refs/heads/main', 'main', 'plan'],
  ] as const)('%s on %s (default branch %s): %s', async (event, ref, defaultBranch, mode) => {
    const step = on(event, ref, defaultBranch);
    await schedulesCommand(step, { ...inputs('plan'), mode: undefined, onDrift: 'warn' });
    expect(modeLine(step)).toBe(`${FILE}: 1 schedule; mode ${mode} (by the ${event} event)`);
    expect(world.sim.requests.some((r) => r.operation === 'createSchedule')).toBe(mode === 'apply');
  });

  it('says what it read and what it plans, one schedule or more', async () => {
    const step = on('push', 'refs/heads/dev', 'main');
    await schedulesCommand(step, { ...inputs('plan'), mode: undefined });
    expect(step.host.lines).toEqual([
      `${FILE}: 1 schedule; mode plan (by the push event)`,
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
