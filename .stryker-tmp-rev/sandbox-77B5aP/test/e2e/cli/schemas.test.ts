/**
 * Every command's --json, through dist/cli.js against the simulator, on a success and on failures (a usage error, the
 * service refusing, a run or gate that fails), validates against the JSON Schema the package ships for it,
 * schemas/cli/<command>.schema.json (issue 42, item 2): numbers as numbers, booleans as booleans, snake_case keys, the
 * same keys whatever the outcome. `runs logs` prints JSON Lines: each line validates.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandOfLine } from '../../../src/cli/args.ts';
import { DOCUMENT_OUTPUTS, schemaPath } from '../../../src/cli/documents.ts';
import { COMMAND_SPECS } from '../../../src/cli/spec.ts';
import { CloudAgentClient } from '../../../src/client/index.ts';
import { scoreRunDirectly } from '../../simulator/routes/scorers.ts';
import { startSimulator, type SimulatorHandle } from '../../simulator/server.ts';
import { simSpeed } from '../../helpers/time-scale.ts';
import { createTestScorer } from '../setup.ts';
import { runCli, scratch } from '../../cli/harness.ts';

const API_KEY = 'sk-cli-schemas-2d4f6a8c0e1b';
const ROOT = new URL('../../../', import.meta.url);
let sim: SimulatorHandle;
let client: CloudAgentClient;
/** The folder the commands run in: it holds the schedules file. */
let cwd: string;

const ajv = new Ajv2020({ strict: true, allErrors: true });
const validators = new Map<string, ValidateFunction>();
/** The validator of a command's schema. */
function validatorOf(name: string): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    const schema = JSON.parse(readFileSync(new URL(schemaPath(name), ROOT), 'utf8')) as object;
    validate = ajv.compile(schema);
    validators.set(name, validate);
  }
  return validate;
}

beforeAll(async () => {
  sim = await startSimulator({ apiKey: API_KEY, timeScale: simSpeed(10) });
  client = new CloudAgentClient({ apiKey: API_KEY, baseUrl: sim.url });
  cwd = scratch();
  mkdirSync(join(cwd, '.github'));
  writeFileSync(
    join(cwd, '.github/cloud-agents.yml'),
    'schedules:\n  - name: nightly-triage\n    cron: "0 3 * * *"\n    prompt: Triage the new issues.\n',
  );
});
afterAll(async () => {
  await client.close();
  await sim.close();
});

/** Runs `cloud-agent <args> --json`: its exit code and stdout, each document (or line) valid against its schema. */
async function documents(args: string[]): Promise<{ code: number | null; docs: Record<string, unknown>[] }> {
  const argv = [...args, '--json'];
  const result = await runCli(argv, {
    cwd,
    env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: sim.url },
  });
  const spec = commandOfLine(argv)!;
  const texts = spec.jsonLines ? result.stdout.trimEnd().split('\n') : [result.stdout];
  const docs = texts.map((text) => JSON.parse(text) as Record<string, unknown>);
  const validate = validatorOf(spec.name);
  for (const doc of docs) {
    const valid = validate(doc);
    expect(valid, `${argv.join(' ')}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(doc)}`).toBe(true);
  }
  return { code: result.code, docs };
}

/** A run started and followed to its end: its id. */
async function endedRun(script: Parameters<SimulatorHandle['script']['run']>[0] = {}): Promise<string> {
  sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 100 }], ...script });
  const { docs } = await documents(['run', '--prompt', 'Fix it', '--progress-interval', '0']);
  return docs[0]!.run_id as string;
}

const UNKNOWN_RUN = '0f9c2e4a-5b7d-4e1f-9a3c-6d8e0b2f4a61';

describe('every command has its schema, and the action commands their outputs in it', () => {
  it('schemas/cli holds one schema a command, named after it, and nothing else', () => {
    const files = readdirSync(new URL('schemas/cli/', ROOT)).sort();
    expect(files).toEqual(
      COMMAND_SPECS.map((spec) => schemaPath(spec.name).slice('schemas/cli/'.length)).sort(),
    );
  });

  it("an action command's schema: its outputs' keys, required, and outcome and error; no other key", () => {
    for (const spec of COMMAND_SPECS.filter((s) => s.action)) {
      const schema = JSON.parse(readFileSync(new URL(schemaPath(spec.name), ROOT), 'utf8')) as {
        required: string[];
        properties: Record<string, unknown>;
        additionalProperties: boolean;
      };
      const keys = DOCUMENT_OUTPUTS[spec.action!].map((name) => name.replaceAll('-', '_'));
      expect(schema.required, spec.name).toEqual(keys);
      expect(Object.keys(schema.properties), spec.name).toEqual([...keys, 'outcome', 'error']);
      expect(schema.additionalProperties).toBe(false);
    }
  });
});

describe("the action's commands: typed documents, the same keys whatever the outcome", () => {
  it('run: numbers, booleans and lists typed; a run that fails: the same keys, with outcome and error', async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 100 }], usage: { inference_cost: 1.5 } });
    const ok = await documents(['run', '--prompt', 'Fix it', '--progress-interval', '0']);
    expect(ok.code).toBe(0);
    expect(ok.docs[0]).toMatchObject({
      state: 'SUCCEEDED',
      detached: false,
      plan_ready: false,
      credits: 1.5,
    });
    expect(ok.docs[0]!.comment_url).toBeNull();

    sim.script.run({ timeline: [{ state: 'FAILED', afterMs: 100 }] });
    const failed = await documents(['run', '--prompt', 'Fix it', '--progress-interval', '0']);
    expect(failed.code).toBe(1);
    expect(Object.keys(failed.docs[0]!)).toEqual([...Object.keys(ok.docs[0]!), 'outcome', 'error']);
    expect(failed.docs[0]).toMatchObject({ state: 'FAILED', outcome: 'run-failed' });

    const usage = await documents(['run', '--bogus']);
    expect(usage.code).toBe(2);
    expect(usage.docs[0]).toMatchObject({ run_id: null, credits: null, outcome: 'usage' });
  });

  it('dispatch, followup, approve, cancel: success and failure', async () => {
    sim.script.run({ timeline: [{ state: 'SUCCEEDED', afterMs: 100 }] });
    expect((await documents(['dispatch', '--factory', 'fac_web', '--prompt', 'Fix it'])).code).toBe(0);
    expect((await documents(['dispatch', '--prompt', 'Fix it'])).code).toBe(2);

    const runId = await endedRun();
    sim.script.followup(runId, { timeline: [{ state: 'SUCCEEDED', afterMs: 100 }] });
    expect((await documents(['followup', runId, '--message', 'Also the docs'])).code).toBe(0);
    expect((await documents(['followup', UNKNOWN_RUN, '--message', 'x'])).code).toBe(3);

    // No plan waits: exit 2, the document with nulls but the run's id.
    const approve = await documents(['approve', runId]);
    expect(approve.code).toBe(2);
    expect(approve.docs[0]!.outcome).toBe('usage');
    const planned = await endedRun({
      artifacts: [{ type: 'PLAN', title: 'Dark mode', content: '1. Add a theme switch.' }],
    });
    sim.script.followup(planned, { timeline: [{ state: 'SUCCEEDED', afterMs: 100 }] });
    expect((await documents(['approve', planned])).code).toBe(0);

    sim.script.run({
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 600_000 },
      ],
    });
    const going = await documents(['run', '--prompt', 'Long', '--no-wait']);
    expect(going.docs[0]!.detached).toBe(true);
    expect((await documents(['cancel', going.docs[0]!.run_id as string])).code).toBe(0);
    expect((await documents(['cancel', UNKNOWN_RUN])).code).toBe(3);
  });

  it('gate: a verdict with its results; a failed gate; a usage error', async () => {
    const scorerId = await createTestScorer(client);
    const passing = await endedRun();
    scoreRunDirectly(sim.sim, { runId: passing, scorerId, classification: 'pass' });
    const ok = await documents([
      'gate',
      '--run-ids',
      passing,
      '--factory',
      'fac_web',
      '--no-dispatch-judges',
    ]);
    expect(ok.code).toBe(0);
    expect(ok.docs[0]).toMatchObject({ conclusion: 'success', pass_rate: 1, passed: 1, failed: 0 });
    expect(ok.docs[0]!.results).toEqual([expect.objectContaining({ run_id: passing, scorer_id: scorerId })]);

    const failing = await endedRun();
    scoreRunDirectly(sim.sim, { runId: failing, scorerId, classification: 'fail' });
    const failed = await documents([
      'gate',
      '--run-ids',
      failing,
      '--factory',
      'fac_web',
      '--no-dispatch-judges',
    ]);
    expect(failed.code).toBe(1);
    expect(failed.docs[0]).toMatchObject({ conclusion: 'failure', outcome: 'gate-failed' });
    expect(failed.docs[0]!.regressions).toEqual([expect.objectContaining({ run_id: failing })]);

    expect((await documents(['gate', '--threshold', 'high'])).code).toBe(2);
  });

  it('settle, schedules plan and apply, report: success and a usage error', async () => {
    expect((await documents(['settle', '--repo', 'acme/app'])).code).toBe(0);
    expect((await documents(['settle'])).code).toBe(2);
    const plan = await documents(['schedules', 'plan', '--repo', 'acme/app']);
    expect(plan.code).toBe(0);
    expect(plan.docs[0]).toMatchObject({ changes: 1, plan: { repository: 'acme/app', changes: 1 } });
    expect((await documents(['schedules', 'apply', '--repo', 'acme/app'])).code).toBe(0);
    expect((await documents(['schedules', 'plan'])).code).toBe(2);
    const report = await documents(['report', '--repo', 'acme/app', '--factory', 'fac_web']);
    expect(report.code).toBe(0);
    expect(typeof report.docs[0]!.runs).toBe('number');
    expect((await documents(['report'])).code).toBe(2);
  });
});

describe("the inspection commands: the service's answer, or outcome and error", () => {
  it('each command, its answer valid; an unknown id or a usage error, the failure document', async () => {
    const runId = await endedRun({ artifacts: [{ type: 'SCREENSHOT', description: 'The page' }] });
    const scorerId = await createTestScorer(client);
    scoreRunDirectly(sim.sim, { runId, scorerId, classification: 'pass' });
    const got = await documents(['runs', 'get', runId]);
    const artifact = (got.docs[0]!.artifacts as { data: { artifact_uid: string } }[])[0]!.data.artifact_uid;
    // The schedule the schedules test applied (the tests of this file run in order).
    const schedules = await documents(['schedules', 'list']);
    const scheduleId = (schedules.docs[0]!.schedules as { id: string }[])[0]!.id;
    const ok: string[][] = [
      ['runs', 'list'],
      ['runs', 'list', '--all', '--limit', '2'],
      ['runs', 'conversation', runId],
      ['runs', 'timeline', runId],
      ['runs', 'transcript', runId],
      ['runs', 'logs', runId],
      ['artifacts', 'get', artifact],
      ['agents'],
      ['environments'],
      ['models'],
      ['workers'],
      ['schedules', 'get', scheduleId],
      ['factories', 'list'],
      ['factories', 'get', 'fac_web'],
      ['scorers', 'list', '--factory', 'fac_web'],
      ['scorers', 'results', String(scorerId)],
      ['scorers', 'pass-rate', String(scorerId)],
    ];
    for (const args of ok) expect((await documents(args)).code, args.join(' ')).toBe(0);

    const failures: [string[], number][] = [
      [['runs', 'get', UNKNOWN_RUN], 3],
      [['runs', 'list', '--limit', 'many'], 2],
      [['runs', 'logs', UNKNOWN_RUN], 3],
      [['artifacts', 'get', 'art_12'], 2],
      [['factories', 'get', 'fac_nope'], 3],
      [['scorers', 'pass-rate', 'x'], 2],
    ];
    for (const [args, code] of failures) {
      const failed = await documents(args);
      expect(failed.code, args.join(' ')).toBe(code);
      expect(failed.docs.at(-1)).toMatchObject({ outcome: code === 2 ? 'usage' : 'service' });
    }
  });
});
