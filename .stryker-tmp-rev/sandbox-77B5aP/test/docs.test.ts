/**
 * The README is the front door and docs/ the reference. The README stays within 30 KB; its table of examples names
 * every file under examples/ with what each needs beyond the API key; its table of permissions is what the examples
 * grant, command by command; docs/README.md indexes every page; docs/cli.md's exit codes and its commands and flags
 * are the command line's own; the intervals and bounds the docs state are the code's; a default named in prose is the
 * input's; the examples that act on one thread share its concurrency group and name no factory of their own. (The
 * links between the documents: test/repository.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMMAND_SPECS, EXIT, GLOBAL_FLAGS, commandSpec, exitCodes } from '../src/cli/spec.ts';
import { INPUT_SPECS } from '../src/inputs.ts';
import {
  BUDGET_CANCEL_MS,
  CANCEL_COMMAND_MS,
  FINAL_WRITE_MS,
  FOLLOW_PACE,
  GITHUB_ATTEMPT_MS,
  GITHUB_CALL_MS,
  LOOK_FOR_MADE,
  MIN_UPDATE_INTERVAL_MS,
  POLL,
  POST_CANCEL_MS,
  POST_STEP_MS,
  PROGRESS_POLL_MAX_MS,
  SIGNAL_EXIT_MS,
  STEP_GRACE_MS,
  STOPPING_CANCEL_MS,
  STOPPING_FINAL_WRITE_MS,
} from '../src/timing.ts';
import { CLI_BLOCK, readAction, renderCliReference } from '../scripts/readme-tables.ts';

const ROOT = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const readme = read('README.md');

/** The README's limit, 30 KB counted in thousands (the stricter reading): the anchors' READMEs are 14 to 29 KB. */
const README_BYTES = 30_000;

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
        command: typeof step.with?.command === 'string' ? step.with.command : 'auto',
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
        'auto',
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

  it("docs/cli.md's claim of a command's own exit codes is what its --help lists (runs list: no 1, no 4)", () => {
    const claim = /`(runs list)` has no 1 and no 4/.exec(section(read('docs/cli.md'), 'Exit codes'));
    expect(claim?.[1]).toBe('runs list');
    const codes = exitCodes(commandSpec('runs list')!).map((line) => line.code);
    expect(codes).not.toContain(1);
    expect(codes).not.toContain(4);
    // And a command that follows a run does have them: the claim says something.
    expect(exitCodes(commandSpec('run')!).map((line) => line.code)).toEqual(expect.arrayContaining([1, 4]));
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

/** Seconds as the docs write them: `10`, `1.5`, `8.5`. */
const seconds = (ms: number) => String(ms / 1000);

describe('the intervals and bounds the docs state', () => {
  const behaviour = read('docs/behaviour.md').replace(/\s+/g, ' ');
  /** Each claim, as docs/behaviour.md words it, from the constant it states. */
  const claims: [string, string][] = [
    [
      'the comment edits',
      `edited when what it shows changes (at most every ${seconds(MIN_UPDATE_INTERVAL_MS)} seconds;`,
    ],
    [
      'the edit spacing',
      `an edit held back by the ${seconds(MIN_UPDATE_INTERVAL_MS)}-second spacing is sent`,
    ],
    ['the final write', `the final report is written last and given ${seconds(FINAL_WRITE_MS)} s.`],
    ['the final write when stopping', `gives the comment ${seconds(STOPPING_FINAL_WRITE_MS)} s,`],
    ['the exit after a signal', `exits within ${seconds(SIGNAL_EXIT_MS)} s of the signal`],
    ['the step past its timeout', `run ${STEP_GRACE_MS / 60_000} minutes past \`timeout-minutes\``],
    ['the post step', `The post step has ${seconds(POST_STEP_MS)} s.`],
    ['the post step cancelling', `asks again for up to ${seconds(POST_CANCEL_MS)} s`],
    ['a create cut short', `for up to ${seconds(LOOK_FOR_MADE.forMs)} s, as it may land late`],
    ['a GitHub request', `Each GitHub request has a timeout per attempt (${seconds(GITHUB_ATTEMPT_MS)} s;`],
    ['a GitHub call', `a budget for the whole call of three attempts (a minute)`],
    ['the cancel when stopping', `the step cancels the run (about ${seconds(STOPPING_CANCEL_MS)} s)`],
    [
      'the polls',
      `starts at ${seconds(POLL.initialMs)} s and grows with jitter to ${seconds(POLL.maxMs)} s ` +
        `(${seconds(PROGRESS_POLL_MAX_MS)} s with live progress on`,
    ],
  ];

  it.each(claims)('%s: docs/behaviour.md says what the code does', (_, claim) => {
    expect(behaviour).toContain(claim);
  });

  it('a GitHub call has three attempts within a minute', () => {
    expect(GITHUB_CALL_MS).toBe(60_000);
    expect(GITHUB_CALL_MS).toBe(3 * GITHUB_ATTEMPT_MS);
  });

  it("the command line's cancel and runs logs --follow: docs/cli.md and docs/logs.md say the code's pace", () => {
    const cli = read('docs/cli.md').replace(/\s+/g, ' ');
    expect(cli).toContain(`Cancel a run and wait (up to ${seconds(CANCEL_COMMAND_MS)} s) to see it stop.`);
    expect(cli).toContain(
      `its state every ${seconds(FOLLOW_PACE.stateMs)} s, its steps and events when it moves (at most every ` +
        `${seconds(FOLLOW_PACE.readMs)} s; less often while nothing moves, down to every ${seconds(FOLLOW_PACE.readIdleMaxMs)} s)`,
    );
    const logs = read('docs/logs.md').replace(/ +/g, ' ');
    /** The waits of a backoff from `from` to `most`, as the docs list them: `6, 12`. */
    const backoff = (from: number, most: number) => {
      const steps: string[] = [];
      for (let ms = from * FOLLOW_PACE.factor; ms < most; ms *= FOLLOW_PACE.factor) steps.push(seconds(ms));
      return steps.join(', ');
    };
    const { stateMs, readMs, stateIdleMaxMs, readIdleMaxMs } = FOLLOW_PACE;
    expect(logs).toContain(
      `| the run's state | every ${seconds(stateMs)} s while it moves; while nothing moves, ` +
        `${backoff(stateMs, stateIdleMaxMs)}, then every ${seconds(stateIdleMaxMs)} s at most |`,
    );
    expect(logs).toContain(
      `when its \`updated_at\` moved, at most every ${seconds(readMs)} s; while nothing new comes, still read ` +
        `(a service need not move \`updated_at\` for a new step), every ${backoff(readMs, readIdleMaxMs)}, then ` +
        `${seconds(readIdleMaxMs)} s at most |`,
    );
    expect(logs).toContain(
      `| anything new | brings both back to ${seconds(FOLLOW_PACE.stateMs)} s and ${seconds(FOLLOW_PACE.readMs)} s |`,
    );
  });

  it('a cancel over budget keeps asking as long as the post step does', () => {
    expect(BUDGET_CANCEL_MS).toBe(POST_CANCEL_MS);
    expect(behaviour).toContain(
      'cancelled once (asked as long as the post step would while the service is preparing it)',
    );
  });

  it('no page states another spacing of the comment edits', () => {
    for (const page of [
      'README.md',
      ...readdirSync(new URL('docs/', ROOT))
        .filter((n) => n.endsWith('.md'))
        .map((n) => `docs/${n}`),
    ]) {
      for (const m of read(page).matchAll(/(\d+(?:\.\d+)?)-second spacing/g))
        expect(Number(m[1]), page).toBe(MIN_UPDATE_INTERVAL_MS / 1000);
    }
  });

  it("the README's settle cadence is the settle example's schedule", () => {
    const cron = (parse(read('examples/settle.yml')) as { on: { schedule: { cron: string }[] } }).on
      .schedule[0]!.cron;
    const every = /^\*\/(\d+) \* \* \* \*$/.exec(cron)?.[1];
    expect(every, cron).toBeDefined();
    expect(
      rows(section(readme, 'Examples')).find((cells) => cells[0]!.includes('(examples/settle.yml)'))![1],
    ).toMatch(new RegExp(`^every ${every} minutes,`));
  });
});

describe('the defaults the docs state in prose', () => {
  const pages = [
    'README.md',
    ...readdirSync(new URL('docs/', ROOT))
      .filter((n) => n.endsWith('.md'))
      .map((n) => `docs/${n}`),
  ];
  const defaults = new Map(INPUT_SPECS.map((spec) => [spec.name, spec.default]));

  it('are the inputs\' defaults: "`input` (default value)" wherever it is written', () => {
    let checked = 0;
    for (const page of pages) {
      for (const m of read(page).matchAll(/`([a-z-]+)`(?:\]\([^)\s]*\))? \(default:? `?([^`;)]+)`?[;)]/g)) {
        const fallback = defaults.get(m[1]!);
        if (fallback === undefined || fallback === '') continue;
        expect(m[2], `${page}: ${m[0]}`).toBe(fallback);
        checked++;
      }
    }
    // The README's list of inputs and the prose of the README, docs/security.md and docs/gate.md: 9 today.
    expect(checked).toBeGreaterThanOrEqual(9);
  });
});

describe('the examples that act on a thread', () => {
  const THREAD_EVENTS = ['issues', 'issue_comment', 'pull_request_review_comment'];
  const GROUP = 'cloud-agent-thread-${{ github.event.issue.number || github.event.pull_request.number }}';

  it('share one concurrency group per thread, so a label and a comment on one issue take turns', () => {
    const onThreads = workflows.filter(({ workflow }) =>
      THREAD_EVENTS.some(
        (event) => event in ((workflow as unknown as { on: Record<string, unknown> }).on ?? {}),
      ),
    );
    expect(onThreads.map(({ file }) => file).sort()).toEqual([
      'examples/agent.yml',
      'examples/comments.yml',
      'examples/factory-dispatch.yml',
      'examples/issue.yml',
      'examples/plan-first.yml',
      'examples/review.yml',
      'examples/triage.yml',
    ]);
    for (const { file, workflow } of onThreads)
      for (const [name, job] of Object.entries(workflow.jobs))
        expect((job as { concurrency?: { group?: string } }).concurrency?.group, `${file}, job ${name}`).toBe(
          GROUP,
        );
  });

  it('name the factory by a variable, never an id of their own', () => {
    for (const { file, workflow } of workflows)
      for (const job of Object.values(workflow.jobs))
        for (const step of job.steps)
          if (step.with?.factory !== undefined)
            expect(step.with.factory, file).toBe('${{ vars.CLOUD_AGENT_FACTORY }}');
  });
});
