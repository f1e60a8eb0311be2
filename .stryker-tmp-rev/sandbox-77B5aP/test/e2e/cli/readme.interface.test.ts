/**
 * Every example of the command line's table in docs/cli.md, run as written by the bundled command line against the
 * simulator: the ids in the table stand for runs, a schedule, a scorer and an artifact the simulator made (the
 * mapping is below, and an example naming an id it does not list fails), the files an example reads are written
 * in its folder first, and what a pipe would give arrives on stdin. Each must exit 0 and say no word of GitHub
 * Actions. An example added to the table is run here without a change to this file.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudAgentClient } from '../../../src/client/index.ts';
import { createTestScorer } from '../setup.ts';
import { startSimulator, type SimulatorHandle } from '../../simulator/server.ts';
import { simSpeed } from '../../helpers/time-scale.ts';
import { wholeContract } from '../../helpers/contract-client.ts';
import { runCli, scratch } from '../../cli/harness.ts';

const API_KEY = 'sk-readme-2f4a6c8e0b1d3f5a';
const CLI_DOC = readFileSync(new URL('../../../docs/cli.md', import.meta.url), 'utf8');

/** The examples: the second cell of each row of the table in docs/cli.md's "Examples" section. */
export function cliExamples(doc: string): string[] {
  const start = doc.indexOf('\n## Examples\n');
  expect(start, 'docs/cli.md has an "Examples" section').toBeGreaterThan(-1);
  const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
  return [...section.matchAll(/^\| `[^|]+ *\| `(.+)` *\|$/gm)].map((m) => m[1]!.replace(/\\\|/g, '|'));
}

/** A command line split as a shell splits it: on blanks, double quotes holding blanks. */
export function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

/** The table's ids, each a placeholder for something the simulator made. */
const RUN_A = '0f9c2e4a-5b7d-4e1f-9a3c-6d8e0b2f4a61';
const RUN_B = '7d1b3c5e-9f2a-4b6d-8e0c-1a3b5c7d9e02';
const SCHEDULE = '5c2e8a14-3f6b-4d9e-a1c7-0b8d2f4e6a93';
const ARTIFACT = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const SCORER = '7';
const PLANNED = '9e4b2d61-8c3a-4f5e-b7d9-2a6c8e0f1b34';

let sim: SimulatorHandle;
let ids: Record<string, string>;

beforeAll(async () => {
  sim = await startSimulator({ apiKey: API_KEY, timeScale: simSpeed(20) });
  const client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
  sim.script.run({
    timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
    finalMessage: 'Fixed.',
    artifacts: [{ type: 'SCREENSHOT', description: 'the fixed page', bytes: 'png-bytes' }],
  });
  const a = await client.runs.create({ prompt: 'Fix the flaky test' });
  sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }], finalMessage: 'Done.' });
  const b = await client.runs.create({ prompt: 'Update the docs' });
  sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 0 }] });
  const planned = await client.runs.create({ prompt: 'Add dark mode', mode: 'plan' });
  sim.clock.advance(10_000);
  const artifact = [...sim.sim.artifacts.values()].find(
    (r) => r.runId === a.run_id && r.type === 'SCREENSHOT',
  )!;
  const scorer = await createTestScorer(client);
  const schedule = await wholeContract(client).schedules.create({
    name: 'by hand',
    cron_schedule: '0 3 * * *',
    prompt: 'Triage the issues.',
    enabled: true,
  });
  await client.close();
  ids = {
    [RUN_A]: a.run_id,
    [RUN_B]: b.run_id,
    [PLANNED]: planned.run_id,
    [SCHEDULE]: schedule.id,
    [ARTIFACT]: artifact.uid,
    [SCORER]: String(scorer),
  };
});
afterAll(async () => {
  await sim.close();
});

/** The example's words with the table's ids replaced by the simulator's. */
function argvOf(example: string): { argv: string[]; piped: boolean } {
  const piped = example.includes(' | ');
  const command = piped ? example.slice(example.indexOf(' | ') + 3) : example;
  const [program, ...argv] = words(command);
  expect(program).toBe('cloud-agent');
  return {
    argv: argv.flatMap((w) => [
      w
        .split(',')
        .map((part) => ids[part] ?? part)
        .join(','),
    ]),
    piped,
  };
}

/** A folder with what the example reads: a prompt file, the schedules file. */
function folderFor(argv: string[]): string {
  const dir = scratch();
  const fileFlag = argv.findIndex((w) => w === '--prompt-file' || w === '--message-file');
  if (fileFlag >= 0 && argv[fileFlag + 1] !== '-')
    writeFileSync(join(dir, argv[fileFlag + 1]!), 'Do the task.\n');
  if (argv[0] === 'schedules' && (argv[1] === 'plan' || argv[1] === 'apply')) {
    mkdirSync(join(dir, '.github'));
    writeFileSync(
      join(dir, '.github/cloud-agents.yml'),
      'schedules:\n  - name: nightly\n    cron: "0 3 * * *"\n    prompt: Triage the issues.\n',
    );
  }
  return dir;
}

const examples = cliExamples(CLI_DOC);

describe("docs/cli.md's command-line examples", () => {
  it('are found: one per row of the table, every one a cloud-agent command', () => {
    expect(examples.length).toBeGreaterThanOrEqual(20);
    expect(examples).toContain('git diff main | cloud-agent run --prompt-file - --title "Review the diff"');
    expect(examples.every((e) => /(^|\| )cloud-agent /.test(e))).toBe(true);
  });

  it('splitting keeps quoted words whole', () => {
    expect(words('cloud-agent run --prompt "Fix the test" -q')).toEqual([
      'cloud-agent',
      'run',
      '--prompt',
      'Fix the test',
      '-q',
    ]);
  });

  for (const example of examples) {
    it(
      example,
      async () => {
        const { argv, piped } = argvOf(example);
        const unknown = argv
          .flatMap((w) => w.split(','))
          .filter((w) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(w) && !Object.values(ids).includes(w));
        expect(unknown, 'an id the test does not map to the simulator').toEqual([]);
        const cwd = folderFor(argv);
        const result = await runCli(argv, {
          cwd,
          env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: sim.url },
          ...(piped ? { stdin: 'diff --git a/api/x.ts b/api/x.ts\n' } : {}),
          timeoutMs: 120_000,
        });
        expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: expect.any(String) });
        expect(`${result.stdout}${result.stderr}`).not.toMatch(
          /workflow|job summary|post step|`command: |github-token/,
        );
        expect(`${result.stdout}${result.stderr}`).not.toContain(API_KEY);
      },
      150_000,
    );
  }
});
