/** action.yml, inputs.ts and docs/reference.md describe the same inputs and outputs. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INPUT_SPECS } from '../src/inputs.ts';

interface ActionYaml {
  name: string;
  description: string;
  branding: { icon: string; color: string };
  runs: { using: string; main: string; post: string };
  inputs: Record<string, { description: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description: string }>;
}
const action = parse(readFileSync(new URL('../action.yml', import.meta.url), 'utf8')) as ActionYaml;
const reference = readFileSync(new URL('../docs/reference.md', import.meta.url), 'utf8');

/** The rows of the first table after a heading: first cell (without backticks) → the other cells. */
function table(heading: string): Map<string, string[]> {
  const start = reference.indexOf(`\n${heading}\n`);
  expect(start, `docs/reference.md has no "${heading}" section`).toBeGreaterThan(-1);
  const rows = new Map<string, string[]>();
  let seenTable = false;
  for (const line of reference.slice(start + heading.length + 2).split('\n')) {
    if (line.startsWith('|')) {
      seenTable = true;
      const cells = line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim());
      const name = cells[0]!.replace(/`/g, '');
      if (name && !/^-+$/.test(name) && name !== 'input' && name !== 'output') rows.set(name, cells.slice(1));
    } else if (seenTable) break;
  }
  return rows;
}

describe('action.yml', () => {
  it('is ready for the Marketplace: a name, a description of at most 125 characters, branding', () => {
    expect(action.name).toBe('Cloud Agent Action');
    expect(action.description.length).toBeGreaterThan(0);
    expect(action.description.length).toBeLessThanOrEqual(125);
    expect(action.branding).toEqual({ icon: 'cpu', color: 'purple' });
  });

  it('runs on node24 with the bundle as main and post', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js', post: 'dist/index.js' });
  });

  it('declares exactly the inputs inputs.ts reads, with the same defaults and commands', () => {
    expect(Object.keys(action.inputs)).toEqual(INPUT_SPECS.map((s) => s.name));
    for (const spec of INPUT_SPECS) {
      const declared = action.inputs[spec.name]!;
      expect(declared.default ?? '', spec.name).toBe(spec.default);
      const usedBy = /Used by: ([^.]+)\.$/.exec(declared.description)?.[1];
      expect(usedBy, `${spec.name} description names its commands`).toBe(
        spec.commands === 'all' ? 'all commands' : spec.commands.join(', '),
      );
    }
  });

  it('docs/reference.md lists every input with its default, and every output', () => {
    const inputs = table('## Inputs');
    expect([...inputs.keys()]).toEqual(Object.keys(action.inputs));
    for (const [name, spec] of Object.entries(action.inputs)) {
      const cells = inputs.get(name)!;
      expect(cells[0]!.replace(/`/g, ''), `the documented default of ${name}`).toBe(spec.default ?? '');
    }
    const outputs = table('## Outputs');
    expect([...outputs.keys()]).toEqual(Object.keys(action.outputs));
  });
});
