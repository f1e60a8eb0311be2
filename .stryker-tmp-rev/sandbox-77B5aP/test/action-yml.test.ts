/** action.yml, inputs.ts, docs/reference.md and the README describe the same inputs and outputs. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INPUT_SPECS } from '../src/inputs.ts';
import {
  COMMON_INPUTS,
  COMMON_OUTPUTS,
  firstSentence,
  prose,
  README_BLOCKS,
  renderReadme,
  renderReference,
  replaceBlock,
} from '../scripts/readme-tables.ts';

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
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

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

  it('docs/reference.md gives every input its entry, with its default and commands, and lists every output', () => {
    const entries = [...reference.matchAll(/^### `([a-z-]+)`\n\n(.*)\n\n(.*)$/gm)];
    expect(entries.map((m) => m[1])).toEqual(Object.keys(action.inputs));
    for (const [, name, facts, text] of entries) {
      const spec = INPUT_SPECS.find((s) => s.name === name)!;
      const commands =
        spec.commands === 'all' ? 'all commands' : spec.commands.map((c) => `\`${c}\``).join(', ');
      expect(facts, name).toBe(
        `${spec.default === '' ? 'No default' : `Default \`${spec.default}\``}. Used by ${commands}.`,
      );
      expect(text, name).toBe(prose(action.inputs[name!]!.description.replace(/ Used by: [^.]+\.$/, '')));
    }
    const outputs = table('## Outputs');
    expect([...outputs.keys()]).toEqual(Object.keys(action.outputs));
  });

  it('docs/reference.md is what node scripts/readme-tables.ts writes from action.yml', () => {
    expect(reference, 'run node scripts/readme-tables.ts').toBe(renderReference(action));
  });

  it("the README's lists of common inputs and outputs are what the script writes, each linked to the reference", () => {
    expect(readme, 'run node scripts/readme-tables.ts').toBe(renderReadme(readme, action));
    const between = (marks: { start: string; end: string }) =>
      readme.slice(readme.indexOf(marks.start), readme.indexOf(marks.end));
    const inputs = [
      ...between(README_BLOCKS.inputs).matchAll(
        /^- \[`([a-z-]+)`\]\(docs\/reference\.md#([a-z-]+)\)(?: \(default `(.*)`\))?: (.+)$/gm,
      ),
    ];
    expect(inputs.map((m) => m[1])).toEqual(COMMON_INPUTS);
    for (const [, name, anchor, fallback, text] of inputs) {
      expect(anchor).toBe(name);
      expect(reference).toContain(`\n### \`${name}\`\n`);
      expect(fallback ?? '', name).toBe(action.inputs[name!]!.default ?? '');
      expect(prose(action.inputs[name!]!.description).startsWith(text!), name).toBe(true);
    }
    const outputs = [...between(README_BLOCKS.outputs).matchAll(/^- `([a-z-]+)`: (.+)$/gm)];
    expect(outputs.map((m) => m[1])).toEqual(COMMON_OUTPUTS);
    for (const [, name, text] of outputs)
      expect(prose(action.outputs[name!]!.description).startsWith(text!), name).toBe(true);
  });

  it('writes markdown that shows action.yml as written', () => {
    expect(prose('as <source>:<id>, "<trigger-phrase> approve", a < b, <!-- x -->')).toBe(
      'as \\<source>:\\<id>, "\\<trigger-phrase> approve", a < b, \\<!-- x -->',
    );
    expect(firstSentence('Base URL of the service, ending in /api/v1. Must be https.')).toBe(
      'Base URL of the service, ending in /api/v1.',
    );
    expect(firstSentence('The plan as JSON (e.g. a list). Else nothing.')).toBe(
      'The plan as JSON (e.g. a list).',
    );
    const marks = { start: '<!-- a -->', end: '<!-- b -->' };
    expect(replaceBlock('x <!-- a -->old<!-- b --> y', marks, 'new')).toBe(
      'x <!-- a -->\n\nnew\n\n<!-- b --> y',
    );
    expect(() => replaceBlock('x <!-- b --> <!-- a -->', marks, 'new')).toThrow(
      'the text must hold <!-- a --> and then <!-- b -->, once each',
    );
  });
});
