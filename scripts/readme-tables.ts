/**
 * `node scripts/readme-tables.ts`: rewrites the Inputs and Outputs tables of docs/reference.md from action.yml (a test
 * fails when they differ).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

interface ActionYaml {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
}

const root = new URL('../', import.meta.url);
const action = parse(readFileSync(new URL('action.yml', root), 'utf8')) as ActionYaml;
const cell = (text: string) => text.replace(/\|/g, '\\|');

const inputs = [
  '| input | default | used by | what it does |',
  '|---|---|---|---|',
  ...Object.entries(action.inputs).map(([name, spec]) => {
    const m = /^(.*) Used by: ([^.]+)\.$/s.exec(spec.description);
    if (!m) throw new Error(`the description of ${name} does not end with "Used by: ..."`);
    return `| \`${name}\` | ${spec.default !== undefined ? `\`${spec.default}\`` : ''} | ${m[2]} | ${cell(m[1]!)} |`;
  }),
].join('\n');
const outputs = [
  '| output | what it holds |',
  '|---|---|',
  ...Object.entries(action.outputs).map(([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`),
].join('\n');

const readmePath = new URL('docs/reference.md', root);
let readme = readFileSync(readmePath, 'utf8');
const replaceTable = (heading: string, table: string) => {
  const start = readme.indexOf(`${heading}\n\n|`);
  if (start < 0) throw new Error(`docs/reference.md has no table under ${heading}`);
  const from = start + heading.length + 2;
  let to = readme.indexOf('\n\n', from);
  if (to < 0) to = readme.length;
  readme = readme.slice(0, from) + table + readme.slice(to);
};
replaceTable('## Inputs', inputs);
replaceTable('## Outputs', outputs);
writeFileSync(readmePath, readme);
console.log('docs/reference.md tables written from action.yml');
