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
import { INPUT_SPECS } from '../src/inputs.ts';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | boolean | number>;
}
interface Job {
  permissions?: Record<string, string> | string;
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
      /\| the settle job \(`command: settle`\) +\| `issues: write`, `pull-requests: write`, `actions: read` +\|/,
    );
  });
});
