/** The workflows users copy: valid YAML, least-privilege permissions, and no ${{ }} expressions inside run: scripts. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INPUT_SPECS } from '../src/inputs.ts';

const dir = new URL('../examples/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.yml'));

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Workflow {
  on: unknown;
  permissions?: Record<string, string>;
  jobs: Record<string, { permissions?: Record<string, string>; steps: Step[] }>;
}

describe.each(files)('examples/%s', (file) => {
  const workflow = parse(readFileSync(new URL(file, dir), 'utf8')) as Workflow;

  it('declares permissions, none of them broader than it needs', () => {
    const permissions = workflow.permissions ?? {};
    expect(Object.keys(permissions).length).toBeGreaterThan(0);
    for (const [scope, level] of Object.entries(permissions)) {
      expect(['read', 'write', 'none']).toContain(level);
      if (level === 'write') expect(['issues', 'pull-requests', 'checks']).toContain(scope);
    }
  });

  it('puts no ${{ }} expression inside a run: script', () => {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps) if (step.run) expect(step.run).not.toContain('${{');
    }
  });

  it('passes only inputs the action has', () => {
    const names = new Set(INPUT_SPECS.map((s) => s.name));
    const steps = Object.values(workflow.jobs)
      .flatMap((j) => j.steps)
      .filter((s) => s.uses?.startsWith('cloud-agent-action/'));
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps)
      for (const input of Object.keys(step.with ?? {})) expect(names).toContain(input);
  });
});
