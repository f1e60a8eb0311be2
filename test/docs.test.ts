/**
 * docs/ is the reference: docs/README.md indexes every page, and docs/cli.md's exit codes and its commands and flags
 * are the command line's own. (The links between the documents: test/repository.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMAND_SPECS, EXIT, GLOBAL_FLAGS } from '../src/cli/spec.ts';
import { CLI_BLOCK, renderCliReference } from '../scripts/readme-tables.ts';

const ROOT = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

/** The text of a `## heading` section, up to the next `## `. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  expect(start, `a "## ${heading}" section`).toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

/** The rows of the tables of a text, each a list of cells (a `\|` stays in its cell), without header and rule. */
function rows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim()),
    )
    .slice(2);
}

describe('docs/', () => {
  it('has an index that links every page', () => {
    const index = read('docs/README.md');
    const pages = readdirSync(new URL('docs/', ROOT)).filter(
      (name) => name.endsWith('.md') && name !== 'README.md',
    );
    expect(pages.length).toBeGreaterThanOrEqual(12);
    for (const page of pages) expect(index, page).toContain(`](${page})`);
    expect(index).toContain('](records/)');
  });

  it("docs/cli.md's exit codes are the command line's", () => {
    const codes = rows(section(read('docs/cli.md'), 'Exit codes')).map((cells) => Number(cells[0]));
    expect(codes).toEqual([...new Set(Object.values(EXIT))].sort((a, b) => a - b));
  });

  it("docs/cli.md's commands and flags are what node scripts/readme-tables.ts writes from src/cli/spec.ts", () => {
    const cli = read('docs/cli.md');
    const block = cli.slice(
      cli.indexOf(CLI_BLOCK.start) + CLI_BLOCK.start.length,
      cli.indexOf(CLI_BLOCK.end),
    );
    expect(block, 'run node scripts/readme-tables.ts').toBe(
      `\n\n${renderCliReference(COMMAND_SPECS, GLOBAL_FLAGS)}\n\n`,
    );
    for (const spec of COMMAND_SPECS) expect(block).toContain(`\n### \`cloud-agent ${spec.name}\`\n`);
    for (const name of Object.keys(GLOBAL_FLAGS)) expect(block).toContain(`--${name}`);
  });
});
