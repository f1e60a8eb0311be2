/**
 * The workflows users copy (examples/) and the repository's own (.github/workflows/), held to what zizmor checks that
 * matters here, since neither actionlint nor zizmor can be installed where this test runs: valid YAML, nothing granted
 * at the workflow level and least privilege per job, no ${{ }} expression inside a run: or script:, no checkout of a
 * pull request's head under pull_request_target or workflow_run, no credentials left behind by a checkout, and every
 * action pinned by full commit SHA with its version in a comment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AUTO_PICKS, INPUT_SPECS, type Command } from '../src/inputs.ts';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string | boolean | number>;
}
interface Job {
  'runs-on'?: string;
  'timeout-minutes'?: number;
  permissions?: Record<string, string> | string;
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string> | string;
  jobs: Record<string, Job>;
}

function workflows(folder: string): string[] {
  return readdirSync(new URL(folder, import.meta.url))
    .filter((f) => f.endsWith('.yml'))
    .map((f) => `${folder.replace('../', '')}${f}`);
}
const EXAMPLES = workflows('../examples/');
const OWN = workflows('../.github/workflows/');

/** The scopes a job may write, by workflow: the tracking comment, the gate's check, and the repository's chores. */
const WRITABLE: Record<string, string[]> = {
  '.github/workflows/release.yml': ['contents'],
  '.github/workflows/codeql.yml': ['security-events'],
};
const EXAMPLE_WRITABLE = ['issues', 'pull-requests', 'checks'];

/** Actions the examples may name by tag: this action, at the major tag the README tells users to pin. */
const REF_PINNED = new Set(['cloud-agent-action/cloud-agent-action@v1']);

const SHA_PIN = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+){0,2}$/;

describe('the examples and the workflows', () => {
  it('are all found', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(7);
    expect(OWN).toEqual(
      expect.arrayContaining([
        '.github/workflows/ci.yml',
        '.github/workflows/check-dist.yml',
        '.github/workflows/codeql.yml',
        '.github/workflows/release.yml',
      ]),
    );
  });
});

describe.each([...EXAMPLES, ...OWN])('%s', (file) => {
  const text = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
  const workflow = parse(text) as Workflow;
  const jobs = Object.entries(workflow.jobs);
  const steps = jobs.flatMap(([, job]) => job.steps);
  const writable = file.startsWith('examples/') ? EXAMPLE_WRITABLE : (WRITABLE[file] ?? []);

  it('grants nothing at the workflow level and the least each job needs', () => {
    expect(workflow.permissions, 'workflow-level permissions').toEqual({});
    for (const [name, job] of jobs) {
      expect(typeof job.permissions, `job ${name} declares its permissions`).toBe('object');
      const permissions = job.permissions as Record<string, string>;
      expect(Object.keys(permissions).length, `job ${name} names its scopes`).toBeGreaterThan(0);
      for (const [scope, level] of Object.entries(permissions)) {
        expect(['read', 'write', 'none'], `${name}: ${scope}`).toContain(level);
        if (level === 'write') expect(writable, `job ${name} may not write ${scope}`).toContain(scope);
      }
    }
  });

  it('gives each job a runner and a timeout, and each step either an action or a script', () => {
    for (const [name, job] of jobs) {
      expect(job['runs-on'], `job ${name} runs-on`).toEqual(expect.any(String));
      expect(job['timeout-minutes'], `job ${name} timeout-minutes`).toEqual(expect.any(Number));
      expect(job.steps.length, `job ${name} has steps`).toBeGreaterThan(0);
      for (const step of job.steps) {
        expect(
          [step.uses, step.run].filter((x) => x !== undefined).length,
          `a step of ${name} has one of uses and run`,
        ).toBe(1);
        if (step.with) expect(step.uses, `a step of ${name} with with: uses an action`).toBeDefined();
      }
    }
  });

  it('puts no ${{ }} expression inside a run: or a script:', () => {
    for (const step of steps) {
      if (step.run !== undefined) expect(step.run).not.toContain('${{');
      const script = step.with?.script;
      if (typeof script === 'string') expect(script).not.toContain('${{');
    }
  });

  it('never checks out a pull request head under pull_request_target or workflow_run', () => {
    const privileged = 'pull_request_target' in workflow.on || 'workflow_run' in workflow.on;
    if (!privileged) return;
    for (const step of steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
      for (const input of ['ref', 'repository']) {
        expect(String(step.with?.[input] ?? ''), `checkout ${input}`).not.toMatch(
          /head|pull_request|workflow_run|github\.event/,
        );
      }
    }
  });

  it('leaves no credentials behind after a checkout', () => {
    for (const step of steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
      expect(step.with?.['persist-credentials'], `${step.uses} sets persist-credentials`).toBe(false);
    }
  });

  it('pins every action by full commit SHA with its version in a comment', () => {
    const uses = text
      .split('\n')
      .map((line) => /^\s*(?:- )?uses: (.*)$/.exec(line)?.[1])
      .filter((u): u is string => u !== undefined);
    expect(uses.length).toBe(steps.filter((s) => s.uses).length);
    for (const use of uses) {
      if (use.startsWith('./') || (file.startsWith('examples/') && REF_PINNED.has(use))) continue;
      expect(use).toMatch(SHA_PIN);
    }
  });

  it.runIf(file.startsWith('examples/'))('uses the action and passes only inputs it has', () => {
    const names = new Set(INPUT_SPECS.map((s) => s.name));
    const ours = steps.filter((s) => s.uses?.startsWith('cloud-agent-action/'));
    expect(ours.length).toBeGreaterThan(0);
    for (const step of ours) for (const input of Object.keys(step.with ?? {})) expect(names).toContain(input);
  });
});

describe('the settle example', () => {
  it('reads when its workflow last succeeded (actions: read), as the README tells users to grant', () => {
    const workflow = parse(
      readFileSync(new URL('../examples/settle.yml', import.meta.url), 'utf8'),
    ) as Workflow;
    expect(workflow.jobs.settle!.permissions).toEqual({
      issues: 'write',
      'pull-requests': 'write',
      actions: 'read',
    });
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toMatch(
      /^\| `settle` +\| +\| `issues: write`, `pull-requests: write`, `actions: read` +\|$/m,
    );
  });
});

describe("the CI's test-action job", () => {
  const action = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8')) as {
    inputs: Record<string, unknown>;
    outputs: Record<string, unknown>;
  };
  const ci = parse(readFileSync(new URL('../.github/workflows/ci.yml', import.meta.url), 'utf8')) as Workflow;
  const job = ci.jobs['test-action']!;
  const at = job.steps.findIndex((s) => s.uses === './');
  const step = job.steps[at]!;

  it("runs the action from the checkout (uses: ./) on the Node of .node-version, as GitHub's template does", () => {
    expect(job, 'ci.yml has a test-action job').toBeDefined();
    expect(at, 'a step uses ./').toBeGreaterThan(-1);
    expect(job.steps[0]!.uses).toMatch(/^actions\/checkout@/);
    const setup = job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with?.['node-version-file']).toBe('.node-version');
    expect(job.permissions).toEqual({ contents: 'read' });
  });

  it('passes only inputs action.yml declares, and a made-up key and the simulator it starts first', () => {
    const declared = Object.keys(action.inputs);
    for (const input of Object.keys(step.with ?? {})) expect(declared, `input ${input}`).toContain(input);
    expect(step.with).toMatchObject({
      'api-key': '${{ env.SIMULATOR_KEY }}',
      'base-url': 'http://127.0.0.1:8787/api/v1',
      comment: false,
      'include-context': false,
    });
    expect(job.env?.SIMULATOR_KEY).toBe('ci-fake-key');
    const starts = job.steps.slice(0, at).map((s) => s.run ?? '');
    const start = starts.find((run) => run.includes('npm run simulator'));
    expect(start, 'a step before it starts the simulator').toBeDefined();
    expect(start).toContain('npm run simulator -- --port 8787 --api-key "$SIMULATOR_KEY"');
    expect(start).toMatch(/&\n/);
    expect(start).toContain("grep -q '^listening on http://127.0.0.1:8787/api/v1$'");
  });

  it('checks, in the step after it, outputs that action.yml declares', () => {
    const check = job.steps[at + 1]!;
    expect(check.run, 'a step after it checks the outputs').toBeDefined();
    const read = Object.values(check.env ?? {}).map(
      (v) => new RegExp(`^\\$\\{\\{ steps\\.${step.id}\\.outputs\\.([\\w-]+) \\}\\}$`).exec(v)?.[1],
    );
    expect(read).toEqual(['run-id', 'state', 'session-link', 'summary', 'detached', 'comment-url']);
    for (const output of read) expect(Object.keys(action.outputs)).toContain(output);
    for (const name of Object.keys(check.env ?? {})) expect(check.run).toContain(`"$${name}"`);
    expect(check.run).toContain('[ "$STATE" = SUCCEEDED ]');
  });
});

describe('examples/agent.yml and the examples that take one of its triggers', () => {
  interface ThreadJob extends Job {
    if?: string;
    concurrency?: { group?: string; 'cancel-in-progress'?: boolean };
  }
  const load = (file: string) =>
    parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as Workflow & {
      jobs: Record<string, ThreadJob>;
    };
  /** The job of `workflow` with the action's step, and that step. */
  const actionJob = (workflow: Workflow & { jobs: Record<string, ThreadJob> }) => {
    const [[, job]] = Object.entries(workflow.jobs).filter(([, j]) =>
      j.steps.some((s) => s.uses?.startsWith('cloud-agent-action/')),
    ) as [[string, ThreadJob]];
    return { job, step: job.steps.find((s) => s.uses?.startsWith('cloud-agent-action/'))! };
  };
  const agent = load('examples/agent.yml');
  const { job: agentJob, step: agentStep } = actionJob(agent);
  const settings = agentStep.with ?? {};
  const GROUP = 'cloud-agent-thread-${{ github.event.issue.number || github.event.pull_request.number }}';
  const defaults = new Map(INPUT_SPECS.map((s) => [s.name, s.default]));
  const setting = (name: string) => String(settings[name] ?? defaults.get(name));
  /** What a specialised example may add to agent.yml's settings: what it does, never how or as whom. */
  const OWN = ['command', 'prompt', 'output-schema'];

  /** The commands a step of `command` on `events` may run: auto's by the event (src/flow/auto.ts), else its own. */
  const reached = (command: string, events: string[]): string[] =>
    command !== 'auto'
      ? [command]
      : events.flatMap((e) =>
          e === 'issues' ? ['run'] : e === 'pull_request' ? [setting('on-pull-request')] : ['run', 'review'],
        );

  /** The examples whose step runs a command auto picks (or auto) on an event of agent.yml's or a new issue. */
  const family = EXAMPLES.filter((file) => file !== 'examples/agent.yml').flatMap((file) => {
    const workflow = load(file);
    const { job, step } = actionJob(workflow);
    const command = String(step.with?.command ?? 'auto');
    const events = Object.keys(workflow.on);
    const picked = command === 'auto' || AUTO_PICKS.includes(command as Command);
    const onThread = events.some((e) => e in agent.on || e === 'issues');
    return picked && onThread ? [{ file, job, step, command, reach: reached(command, events) }] : [];
  });
  /** Whether a step of `command` that may run `reach` reads `input`. */
  const reads = (input: string, command: string, reach: string[]) => {
    const users = INPUT_SPECS.find((s) => s.name === input)!.commands;
    return users === 'all' || users.some((c) => reach.includes(c) || (c === 'auto' && command === 'auto'));
  };

  it('takes the four triggers in one job, with one step of the action on its default command, auto', () => {
    expect(Object.keys(agent.on)).toEqual([
      'issues',
      'issue_comment',
      'pull_request_review_comment',
      'pull_request',
    ]);
    expect(agent.on.issues).toEqual({ types: ['labeled'] });
    expect(Object.keys(agent.jobs)).toEqual(['agent']);
    expect(agentJob.steps).toHaveLength(1);
    expect(defaults.get('command')).toBe('auto');
    expect(settings.command).toBeUndefined();
  });

  it('sets its inputs as plain values, secrets and variables: no expression picks a setting by event', () => {
    for (const [input, value] of Object.entries(settings)) {
      const text = String(value);
      if (text.includes('${{')) expect(text, input).toMatch(/^\$\{\{ (secrets|vars)\.[A-Z_]+ \}\}$/);
    }
  });

  it('skips early only the labels, comments and pull requests its settings would ignore', () => {
    const condition = agentJob.if ?? '';
    const labels = /fromJSON\('(\[[^']*\])'\)/.exec(condition)?.[1];
    expect(JSON.parse(labels ?? 'null')).toEqual([setting('run-label'), setting('plan-label')]);
    expect(condition).toContain(`contains(github.event.comment.body, '${setting('trigger-phrase')}')`);
    expect(condition).toContain('github.event.pull_request.head.repo.full_name == github.repository');
  });

  it('has the examples that specialise it', () => {
    expect(family.map((f) => f.file).sort()).toEqual([
      'examples/comments.yml',
      'examples/issue.yml',
      'examples/plan-first.yml',
      'examples/pull-request.yml',
      'examples/review.yml',
      'examples/triage.yml',
      'examples/verdict.yml',
    ]);
  });

  it.each(family.map((f) => f.file))('%s: the same settings, its own only what it does', (file) => {
    const { step, command, reach } = family.find((f) => f.file === file)!;
    const own = step.with ?? {};
    // Each setting its commands read, as agent.yml sets it; none of those they do not read.
    for (const [input, value] of Object.entries(settings))
      expect(own[input], `${file}: ${input}`).toBe(reads(input, command, reach) ? value : undefined);
    const added = Object.keys(own).filter((input) => !(input in settings));
    for (const input of added) expect(OWN, `${file} adds ${input}`).toContain(input);
  });

  it.each(family.map((f) => f.file))('%s: the same concurrency group per thread, never cancelled', (file) => {
    const { job } = family.find((f) => f.file === file)!;
    expect(job.concurrency).toEqual({ group: GROUP, 'cancel-in-progress': false });
    expect(agentJob.concurrency).toEqual({ group: GROUP, 'cancel-in-progress': false });
  });

  it.each(family.map((f) => f.file))('%s: a label it waits for is one of the labels auto routes', (file) => {
    const { job } = family.find((f) => f.file === file)!;
    for (const m of (job.if ?? '').matchAll(/github\.event\.label\.name == '([^']+)'/g))
      expect([setting('plan-label'), setting('run-label')], file).toContain(m[1]);
  });

  it('grants the union of what the specialised examples grant, each of which keeps to its least', () => {
    const union: Record<string, string> = {};
    for (const { job } of family)
      for (const [scope, level] of Object.entries(job.permissions as Record<string, string>))
        if (union[scope] !== 'write') union[scope] = level;
    expect(agentJob.permissions).toEqual(union);
    expect(union).toEqual({ contents: 'read', issues: 'write', 'pull-requests': 'write', checks: 'write' });
    // Least privilege each: the issue-only ones write no pull request.
    for (const file of ['examples/issue.yml', 'examples/plan-first.yml', 'examples/triage.yml'])
      expect(family.find((f) => f.file === file)!.job.permissions, file).toEqual({
        contents: 'read',
        issues: 'write',
      });
  });

  it("is the README's first workflow", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const first = parse(/```yaml\n([\s\S]*?)```/.exec(readme)![1]!) as Workflow & { name?: string };
    const { name: _, ...shown } = agent as typeof agent & { name?: string };
    expect(first).toEqual(shown);
    expect(readme.indexOf('(examples/agent.yml)')).toBeLessThan(readme.indexOf('```yaml'));
  });
});
