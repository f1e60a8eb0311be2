/**
 * The command line against answers no one here wrote: dist/cli.js run as a shell runs it, its service being Prism
 * making every answer up from openapi/cloud-agent.yaml. Every command of `cloud-agent --help`, over a few seeds:
 * each ends by itself with no crash in what it prints, keeps its requests to the contract, and `--json` prints
 * the service's answer as it came. The commands that start or settle work also create their run (never adopt a
 * listed one) and show nothing of a listed item.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, inject, it, type ExpectStatic } from 'vitest';
import { COMMAND_SPECS } from '../../src/cli/spec.ts';
import { runCli, type CliRun } from '../cli/harness.ts';
import {
  contractBreaks,
  crashMarks,
  createdRunIds,
  foreignShown,
  isCreate,
  runsTouched,
  seeds,
  trace,
} from './checks.ts';
import { DOWNLOADED, startDriftService, type DriftService } from './front.ts';

const API_KEY = 'sk-drift-cli-5b7d9f1a3c5e7a9b';
/**
 * How long a command may take before it counts as hung (a waiting run's timeout is 3 s, its cancel at most 5 s): on a
 * loaded 2-core machine, with the project's one Prism answering every case at once, a `factories list` took 24 s.
 */
const COMMAND_MS = 60_000;

/** A GitLab CI job: the CLI takes its project as the repository and its job as the work's identity. */
const GITLAB = {
  GITLAB_CI: 'true',
  CI_PROJECT_PATH: 'acme/app',
  CI_PIPELINE_ID: '4417',
  CI_JOB_NAME: 'agent',
  CI_JOB_ID: '90210',
  CI_JOB_URL: 'https://gitlab.example.com/acme/app/-/jobs/90210',
  CI_COMMIT_SHA: 'ffac537e6cbbf934b08745a378932722df287a53',
};

/** The project's one Prism (test/drift/global-prism.ts). */
const prismUrl = inject('prismUrl');

interface Case {
  service: DriftService;
  run(args: string[], env?: Record<string, string>, cwd?: string): Promise<CliRun>;
}

/** One case: a front to Prism with the case's seed; `run` runs the CLI against it. */
async function withService(seed: string, name: string, use: (c: Case) => Promise<void>): Promise<void> {
  const service = await startDriftService(prismUrl, seed);
  const run = (args: string[], env: Record<string, string> = {}, cwd?: string) =>
    runCli(args, {
      env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: service.url, ...service.proxyEnv, ...env },
      timeoutMs: COMMAND_MS,
      ...(cwd ? { cwd } : {}),
    });
  try {
    await use({ service, run });
  } finally {
    trace(`${name} (seed ${seed})`, service.exchanges);
    await service.close();
  }
}

/** What every command owes, whatever the service answered. */
function expectSound(expect: ExpectStatic, service: DriftService, result: CliRun): void {
  expect.soft(result.signal, 'the command ended by itself').toBeNull();
  expect.soft(crashMarks(`${result.stdout}\n${result.stderr}`), 'what it printed').toEqual([]);
  expect.soft(contractBreaks(service.exchanges), 'requests Prism found against the contract').toEqual([]);
  expect.soft(service.tunnels, 'requests that would have left loopback').toEqual([]);
  expect
    .soft(
      service.downloads.filter((d) => d.authorization),
      'downloads that carried the key',
    )
    .toEqual([]);
}

/** The work's run was created once, is the only run acted on or read, and nothing listed was shown. */
function expectOwnRun(expect: ExpectStatic, service: DriftService, result: CliRun): void {
  const { exchanges } = service;
  const created = createdRunIds(exchanges);
  expect.soft(exchanges.filter(isCreate).length, 'create requests').toBe(1);
  expect
    .soft(
      runsTouched(exchanges).filter((id) => !created.includes(id)),
      'runs acted on or read other than the one created',
    )
    .toEqual([]);
  expect
    .soft(foreignShown(exchanges, `${result.stdout}\n${result.stderr}`), 'listed items shown')
    .toEqual([]);
  const outputs = parseJson(result.stdout) as Record<string, string> | undefined;
  if (outputs?.['run-id'] !== undefined) {
    expect.soft(created, 'the run-id printed is the run created').toContain(outputs['run-id']);
  }
}

/** How a command ended and what it said on stderr: the message of an assertion on what it printed. */
function ended(result: CliRun): string {
  const how = result.signal ? `killed by ${result.signal}` : `exit code ${result.code}`;
  return `${how}; stderr: ${JSON.stringify(result.stderr.slice(-800))}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The argument an inspection command's positional takes: one the contract accepts (an artifact uid is a uuid). */
const POSITIONALS: Record<string, string> = {
  'run-id': 'run_drift_0001',
  'artifact-uid': '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  'schedule-id': 'sch_drift_1',
  'factory-uid': 'fac_web',
  'scorer-id': '7',
};

/** Every inspection command of the CLI (those that run no action command), with its positional if it has one. */
const INSPECTIONS = COMMAND_SPECS.filter((spec) => spec.action === undefined).map((spec) => [
  ...spec.name.split(' '),
  ...(spec.positional ? [POSITIONALS[spec.positional.name]!] : []),
]);
/** Those that follow pages. */
const PAGED = COMMAND_SPECS.filter((spec) => spec.flags.all !== undefined).map((spec) => [
  ...spec.name.split(' '),
  ...(spec.positional ? [POSITIONALS[spec.positional.name]!] : []),
]);

describe.concurrent.each(seeds())('seed %s', (seed) => {
  const drift = (name: string, body: (expect: ExpectStatic, c: Case) => Promise<void>) =>
    it(name, ({ expect }) => withService(seed, name, (c) => body(expect, c)));

  drift('run --no-wait from a terminal: creates its run', async (expect, { service, run }) => {
    const result = await run(['run', '--prompt', 'Fix the flaky test.', '--no-wait', '--json']);
    expectSound(expect, service, result);
    expectOwnRun(expect, service, result);
  });

  drift('run --no-wait --idempotency-key: creates its run, adopts no listed one', async (expect, c) => {
    const result = await c.run([
      'run',
      '--prompt',
      'Fix the flaky test.',
      '--idempotency-key',
      'drift-key-1',
      '--no-wait',
      '--json',
    ]);
    expectSound(expect, c.service, result);
    expectOwnRun(expect, c.service, result);
  });

  drift(
    'run in a GitLab CI job, waiting (3 s timeout): creates its run, ends by itself',
    async (expect, c) => {
      const result = await c.run(
        ['run', '--prompt', 'Fix the flaky test.', '--timeout', '0.05', '--json'],
        GITLAB,
      );
      expectSound(expect, c.service, result);
      expectOwnRun(expect, c.service, result);
    },
  );

  drift("gate on the pass rate: no other factory's scorer asked about or shown", async (expect, c) => {
    const result = await c.run(['gate', '--factory', 'fac_web', '--score-timeout', '0', '--json']);
    expectSound(expect, c.service, result);
    expect
      .soft(foreignShown(c.service.exchanges, `${result.stdout}\n${result.stderr}`), 'listed items shown')
      .toEqual([]);
    const scorerIds = c.service.exchanges.flatMap(
      (e) => /^\/factory\/scorers\/([^/]+)\//.exec(e.path)?.[1] ?? [],
    );
    expect.soft(scorerIds, "scorers asked about (the listed ones are other factories')").toEqual([]);
  });

  drift('settle in a GitLab CI job: settles, cancels and reads no listed run', async (expect, c) => {
    const result = await c.run(['settle', '--json'], GITLAB);
    expectSound(expect, c.service, result);
    expect.soft(runsTouched(c.service.exchanges), 'runs settled, cancelled or read').toEqual([]);
    expect
      .soft(foreignShown(c.service.exchanges, `${result.stdout}\n${result.stderr}`), 'listed items shown')
      .toEqual([]);
  });

  drift('settle from a terminal, no repository: refused before any request', async (expect, c) => {
    const result = await c.run(['settle']);
    expectSound(expect, c.service, result);
    expect
      .soft(
        c.service.exchanges.map((e) => `${e.method} ${e.path}`),
        'requests',
      )
      .toEqual([]);
  });

  for (const args of INSPECTIONS) {
    // runs logs follows the run it reads, in either form (--json prints JSON Lines of what it follows, not one
    // answer): Prism's made-up run of another id is refused before anything is followed; with --json the refusal is
    // the last line, as any other error of runs logs.
    if (args.slice(0, 2).join(' ') === 'runs logs') {
      for (const form of [[], ['--json']]) {
        drift(
          `${[...args, ...form].join(' ')}: a run other than the one asked for is refused`,
          async (expect, c) => {
            const result = await c.run([...args, ...form]);
            expectSound(expect, c.service, result);
            const refused = /getRun answered run ".+" when asked for run "run_drift_0001"/;
            if (form.length === 0) expect.soft(result.stdout).toBe('');
            else {
              const line = parseJson(result.stdout) as Record<string, unknown>;
              expect.soft(Object.keys(line)).toEqual(['type', 'outcome', 'error']);
              expect.soft(line).toMatchObject({ type: 'error', outcome: 'service' });
              expect.soft(line.error).toMatch(refused);
            }
            expect.soft(result.stderr).toMatch(refused);
            expect
              .soft(c.service.exchanges.map((e) => `${e.method} ${e.path}`))
              .toEqual(['GET /agent/runs/run_drift_0001']);
          },
        );
      }
      continue;
    }
    drift(`${args.join(' ')} --json: the service's answer as it came`, async (expect, c) => {
      const result = await c.run([...args, '--json']);
      expectSound(expect, c.service, result);
      const last = c.service.exchanges.at(-1);
      const answer =
        args[1] === 'transcript' ? { url: last?.location } : (parseJson(last?.answer ?? '') as unknown);
      expect.soft(parseJson(result.stdout), `what --json printed (${ended(result)})`).toEqual(answer);
    });

    // Prism answers a run read by its id with a made-up run, never the one asked for: for people, that is refused
    // (--json prints whatever came, unread).
    if (args.slice(0, 2).join(' ') === 'runs get') {
      drift(
        `${args.join(' ')}: for people, a run other than the one asked for is refused`,
        async (expect, c) => {
          const result = await c.run(args);
          expectSound(expect, c.service, result);
          expect.soft(result.stdout).toBe('');
          expect.soft(result.stderr).toMatch(/getRun answered run ".+" when asked for run "run_drift_0001"/);
        },
      );
      continue;
    }
    drift(`${args.join(' ')}: for people`, async (expect, c) => {
      const result = await c.run(args);
      expectSound(expect, c.service, result);
      expect.soft(result.stdout, 'what it printed').not.toBe('');
      if (args[1] === 'transcript') expect.soft(result.stdout).toBe(DOWNLOADED);
    });
  }

  for (const args of PAGED) {
    drift(`${args.join(' ')} --all --json: every page, then ends`, async (expect, c) => {
      const result = await c.run([...args, '--all', '--json']);
      expectSound(expect, c.service, result);
      expect.soft(parseJson(result.stdout), `one JSON document (${ended(result)})`).toBeTypeOf('object');
    });
  }

  drift('artifacts get -o: the file downloaded without the key', async (expect, c) => {
    const dir = mkdtempSync(join(tmpdir(), 'drift-cli-'));
    try {
      const result = await c.run(
        ['artifacts', 'get', POSITIONALS['artifact-uid']!, '-o', 'file.bin'],
        {},
        dir,
      );
      expectSound(expect, c.service, result);
      expect.soft(c.service.downloads, 'downloads').toHaveLength(1);
      expect.soft(readFileSync(join(dir, 'file.bin'), 'utf8')).toBe(DOWNLOADED);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
