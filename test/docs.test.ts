/**
 * The README is the front door and docs/ the reference. The README stays within 30 KB; its table of examples names
 * every file under examples/ with what each needs beyond the API key; its table of permissions is what the examples
 * grant, command by command; docs/README.md indexes every page; docs/cli.md's exit codes and its commands and flags
 * are the command line's own. (The links between the documents: test/repository.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMMAND_SPECS, EXIT, GLOBAL_FLAGS } from '../src/cli/spec.ts';
import { CLI_BLOCK, readAction, renderCliReference } from '../scripts/readme-tables.ts';

const ROOT = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const readme = read('README.md');

/** The README's limit: the anchors' READMEs are 14 to 29 KB; the reference is in docs/. */
const README_BYTES = 30 * 1024;

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

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** Every file under examples/, as a path from the repository's root. */
function examplesFiles(folder = 'examples'): string[] {
  return readdirSync(new URL(`${folder}/`, ROOT), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? examplesFiles(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`],
  );
}

interface Workflow {
  jobs: Record<
    string,
    { permissions?: Record<string, string>; steps: { uses?: string; with?: Record<string, unknown> }[] }
  >;
}

/** The examples that are GitHub workflows (examples/*.yml), parsed. */
const workflows = examplesFiles()
  .filter((file) => /^examples\/[^/]+\.yml$/.test(file))
  .map((file) => ({ file, text: read(file), workflow: parse(read(file)) as Workflow }));

/** Each job of the examples that uses this action: its command and the permissions it grants. */
const jobs = workflows.flatMap(({ file, workflow }) =>
  Object.entries(workflow.jobs).flatMap(([name, job]) =>
    job.steps
      .filter((step) => step.uses?.startsWith('cloud-agent-action/cloud-agent-action@'))
      .map((step) => ({
        file,
        name,
        command: typeof step.with?.command === 'string' ? step.with.command : 'run',
        permissions: Object.entries(job.permissions ?? {})
          .map(([scope, level]) => `${scope}: ${level}`)
          .sort(),
      })),
  ),
);

describe('README.md', () => {
  it(`is at most ${README_BYTES} bytes: the reference lives in docs/`, () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(README_BYTES);
  });

  describe('its table of examples', () => {
    const table = rows(section(readme, 'Examples'));
    const linked = table.map((cells) => /^\[[^\]]+\]\(([^)]+)\)$/.exec(cells[0]!)?.[1]);

    it('names every file under examples/, once each, by a link', () => {
      expect(linked.every((path) => path !== undefined)).toBe(true);
      expect([...linked].sort()).toEqual(examplesFiles().sort());
      expect(table.every((cells) => cells.length === 3 && cells[1]!.length > 0 && cells[2]!.length > 0)).toBe(
        true,
      );
    });

    it('says what each workflow needs beyond the secret WARP_API_KEY: its variables and other secrets', () => {
      expect(workflows.length).toBeGreaterThanOrEqual(11);
      for (const { file, text } of workflows) {
        const needs = backticked(table[linked.indexOf(file)]![2]!);
        const named = [...text.matchAll(/\$\{\{ (?:vars|secrets)\.([A-Z_]+) \}\}/g)]
          .map((m) => m[1]!)
          .filter((name) => name !== 'WARP_API_KEY');
        for (const name of named) expect(needs, `${file} uses ${name}`).toContain(name);
        expect(text, file).toContain('${{ secrets.WARP_API_KEY }}');
      }
    });
  });

  describe('its table of permissions', () => {
    const table = rows(section(readme, 'Permissions')).map((cells) => ({
      commands: backticked(cells[0]!),
      when: cells[1]!,
      permissions: backticked(cells[2]!)
        .filter((p) => /^[a-z-]+: (read|write)$/.test(p))
        .sort(),
    }));

    it('has a row for every command, with the permissions of a job of that command', () => {
      const commands = new Set(
        Object.values(readAction(ROOT).inputs).flatMap((input) => {
          const used = /Used by: ([^.]+)\.$/.exec(input.description)![1]!;
          return used === 'all commands' ? [] : used.split(', ');
        }),
      );
      expect([...commands].sort()).toEqual([
        'cancel',
        'dispatch',
        'followup',
        'gate',
        'report',
        'review',
        'run',
        'schedules',
        'settle',
      ]);
      for (const command of commands)
        expect(
          table.some((row) => row.commands.includes(command)),
          command,
        ).toBe(true);
    });

    it('grants each example job what the row of its command says, no more and no less', () => {
      expect(jobs.length).toBeGreaterThanOrEqual(11);
      for (const job of jobs) {
        const matching = table.filter(
          (row) => row.commands.includes(job.command) && row.permissions.join() === job.permissions.join(),
        );
        expect(
          matching.length,
          `${job.file}, job ${job.name} (${job.permissions.join(', ')})`,
        ).toBeGreaterThan(0);
      }
    });

    it('names the writes the plan of command: schedules and the issue of command: report need', () => {
      const row = (command: string) => table.find((r) => r.commands.join() === command)!;
      expect(row('schedules').permissions).toEqual(['contents: read', 'pull-requests: write']);
      expect(row('report').permissions).toEqual(['issues: write']);
      expect(row('report').when).toBe('');
      expect(readme).toMatch(/^\| `report` +\| +\| `issues: write` with `report-issue`, else none +\|$/m);
    });
  });
});

describe('docs/', () => {
  it('has an index, linked from the README, that links every page', () => {
    expect(readme).toContain('(docs/README.md)');
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
