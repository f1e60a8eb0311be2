/**
 * Structured output (`output-schema`), from outside: the bundle as the runner runs it, against the simulator (FILE
 * artifacts served through a signed download on another origin) and the fake GitHub. A valid result lands in the
 * outputs, the result file and the comment; an invalid one gets exactly one repair follow-up quoting what is wrong,
 * then passes or ends `schema-invalid`; a bad schema is refused before any request; the fenced block is the fallback;
 * secrets are redacted from the result; a result over 1 MiB is left out of `result`. A settle repairs a detached run's
 * result at most as often as the retries allow, the step's own repair counted.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeMarker } from '../../src/render/marker.ts';
import { isWrite } from '../github/fake-github.ts';
import { runCli } from '../cli/harness.ts';
import { conversationUnreadable } from '../helpers/unread.ts';
import { runStep, type ActionRun } from './harness.ts';
import { API_KEY, eachWorld, inputs, MARKER_KEY, payload, prStep, type World } from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

/** The runner's temp directory of the step: kept after it, so the result file can be read. */
let temp: string;
beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), 'structured-e2e-'));
});
afterEach(() => {
  rmSync(temp, { recursive: true, force: true });
});

const pr = (extra: Record<string, string>) => prStep(world, extra, { env: { RUNNER_TEMP: temp } });

const VERDICT = { verdict: 'pass', confidence: 0.9, reasons: ['the tests pass', 'the change is small'] };
const operations = () => world.sim.requests.map((r) => r.operation);
const followups = () => world.sim.requests.filter((r) => r.operation === 'createFollowup');
const comment = () => world.gh.state.commentsOf(2)[0]!.body;
/** Every read of a run's conversation fails (503): its final message cannot be read. */
const unreadable = () => conversationUnreadable(world.sim, 1000);

/** The prompt's appendix for the verdict schema, as the agent reads it. */
function appendix(): string {
  const schema = JSON.parse(
    readFileSync(new URL('../../schemas/results/verdict.schema.json', import.meta.url), 'utf8'),
  );
  return [
    '## Your result',
    '',
    'When you are done, give your result as JSON that matches the JSON Schema below: write it to a file named `result.json`, and end your final message with the same JSON in a fenced `json` code block.',
    '',
    '~~~~json',
    JSON.stringify(schema, null, 2),
    '~~~~',
  ].join('\n');
}

describe('a valid result', () => {
  it('from result.json: downloaded through the signed link, in result, result-file and the comment, and the prompt asks for it', async () => {
    world.sim.script.run({ result: { file: VERDICT } });
    const result = await pr({ 'output-schema': 'verdict' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const prompt = (
      JSON.parse(world.sim.requests.find((r) => r.operation === 'createRun')!.body) as { prompt: string }
    ).prompt;
    expect(prompt.endsWith(`~~~~\n\n${appendix()}`)).toBe(true);
    // The file's link is asked of the service, then fetched on the other origin (without the key).
    const runId = result.outputs['run-id']!;
    const uid = world.sim.sim.runs
      .get(runId)!
      .artifacts.map((a) => world.sim.sim.artifacts.get(a.uid)!)
      .find((a) => a.data.filename === 'result.json')!.uid;
    expect(operations().filter((o) => o === 'downloadArtifact')).toEqual(['downloadArtifact']);
    expect(world.sim.downloads).toEqual([{ path: `/artifacts/${uid}`, status: 200 }]);
    expect(followups()).toEqual([]);
    expect(result.outputs.result).toBe(JSON.stringify(VERDICT));
    expect(result.outputs['result-file']!.startsWith(join(temp, 'cloud-agent-result-'))).toBe(true);
    expect(readFileSync(result.outputs['result-file']!, 'utf8')).toBe(JSON.stringify(VERDICT));
    const body = comment();
    expect(body).toContain(
      [
        '**Result** (from its `result.json` file, as its schema asks)',
        '',
        '<details><summary>The result (112 characters of JSON)</summary>',
        '',
        '```json',
        JSON.stringify(VERDICT, null, 2),
        '```',
        '',
        '</details>',
      ].join('\n'),
    );
    expect(result.summary).toContain('**Result** (from its `result.json` file, as its schema asks)');
    expect(decodeMarker(body, MARKER_KEY)!.result).toMatchObject({ left: 1, before: [] });
  });
});

/** The repair follow-up's message for these problems, as the agent reads it. */
const repairText = (...problems: string[]) =>
  [
    'Your result does not match the JSON Schema it must follow (the one at the end of your instructions). Fix these problems, then write the whole result again: to the file `result.json`, and as a fenced `json` code block ending your final message.',
    '',
    ...problems.map((p) => `- ${p}`),
  ].join('\n');

const WRONG = { verdict: 'maybe', confidence: 2, reasons: [] };
const WRONG_PROBLEMS = [
  '/verdict: must be one of "pass", "fail"',
  '/confidence: must be at most 1, got 2',
  '/reasons: must have at least 1 item, got 0',
];

describe('a result that does not match', () => {
  it('gets exactly one repair follow-up quoting what is wrong, and passes with the repaired result', async () => {
    world.sim.script.run({ result: { file: WRONG }, followups: [{ result: { file: VERDICT } }] });
    const result = await pr({ 'output-schema': 'verdict' });
    expect(result.code).toBe(0);
    const runId = result.outputs['run-id']!;
    expect(followups().map((r) => JSON.parse(r.body))).toEqual([
      { message: repairText(...WRONG_PROBLEMS), mode: 'normal' },
    ]);
    expect(result.log).toContain(
      `::warning::run ${runId}: its result does not match its schema (3 problems: /verdict: must be one of "pass", "fail"; /confidence: must be at most 1, got 2; /reasons: must have at least 1 item, got 0): asking the agent to repair it (1 of 1)`,
    );
    // The repaired file is the new one: the first execution's is an earlier execution's and does not count.
    const files = world.sim.sim.runs.get(runId)!.artifacts.map((a) => a.uid);
    expect(files).toHaveLength(2);
    expect(world.sim.downloads).toEqual([
      { path: `/artifacts/${files[0]}`, status: 200 },
      { path: `/artifacts/${files[1]}`, status: 200 },
    ]);
    expect(result.outputs.result).toBe(JSON.stringify(VERDICT));
    expect(readFileSync(result.outputs['result-file']!, 'utf8')).toBe(JSON.stringify(VERDICT));
    expect(comment()).toContain('**Result** (from its `result.json` file, as its schema asks)');
    const mark = decodeMarker(comment(), MARKER_KEY)!.result!;
    expect(mark).toMatchObject({ left: 0, sent: 1, before: [files[0]] });
  });

  it('still wrong after the repair: schema-invalid, the step red whatever fail-on-run-failure says, the errors listed, the raw text kept', async () => {
    const still = '{\n  "verdict": "pass"\n}';
    world.sim.script.run({ result: { file: WRONG }, followups: [{ result: { file: still } }] });
    const result = await pr({ 'output-schema': 'verdict', 'fail-on-run-failure': 'false' });
    expect(result.code).toBe(1);
    const runId = result.outputs['run-id']!;
    expect(followups()).toHaveLength(1);
    expect(result.log).toContain(
      `::error::run ${runId}: its result does not match its schema after a repair follow-up (/confidence: is required and missing; /reasons: is required and missing)`,
    );
    expect(result.outputs.result).toBe('');
    expect(readFileSync(result.outputs['result-file']!, 'utf8')).toBe(still);
    expect(comment()).toContain(
      [
        '**Result: does not match its schema** (`schema-invalid`)',
        '',
        'The result from its `result.json` file does not match its schema, after a repair follow-up.',
        '',
        '- `/confidence`: is required and missing',
        '- `/reasons`: is required and missing',
      ].join('\n'),
    );
    expect(result.summary).toContain('**Result: does not match its schema** (`schema-invalid`)');
  });

  it('with output-schema-retries 0: no follow-up, schema-invalid at once', async () => {
    world.sim.script.run({ result: { block: 'no json here' } });
    const result = await pr({ 'output-schema': 'verdict', 'output-schema-retries': '0' });
    expect(result.code).toBe(1);
    expect(followups()).toEqual([]);
    expect(result.log).toMatch(
      /::error::run \S+: its result does not match its schema \(\(root\): is not JSON: /,
    );
    expect(readFileSync(result.outputs['result-file']!, 'utf8')).toBe('no json here');
  });

  it('no result at all: the repair says so, and the step ends schema-invalid with no result file', async () => {
    world.sim.script.run({ finalMessage: 'Done.', followups: [{ finalMessage: 'Done again.' }] });
    const result = await pr({ 'output-schema': 'verdict' });
    expect(result.code).toBe(1);
    expect(followups().map((r) => JSON.parse(r.body).message)).toEqual([
      repairText(
        '(root): no result was found: no new result.json file, and no fenced json block ending the final message',
      ),
    ]);
    expect(result.outputs['result-file']).toBe('');
    expect(comment()).toContain(
      'The run gave no result: no new `result.json` file, and no fenced `json` block ending its final message, after a repair follow-up.',
    );
  });
});

describe('the schema', () => {
  it('is checked before any request: a misspelt keyword is a usage error naming where, and nothing is sent', async () => {
    const result = await pr({
      'output-schema': '{"type": "object", "properties": {"a": {"type": "string"}}, "requird": ["a"]}',
    });
    expect(result.code).toBe(1);
    expect(result.log).toContain(
      '::error::Input "output-schema": the schema: at /requird: "requird" is not a keyword this action reads (did you mean "required"?); JSON Schema would ignore it silently, so it is refused: fix it or remove it',
    );
    expect(world.sim.requests).toEqual([]);
    expect(world.gh.requests).toEqual([]);
  });

  it('may be YAML, inline or in a file of the workspace', async () => {
    world.sim.script.run({ result: { file: { ok: true } } });
    const yaml = 'type: object\nproperties:\n  ok: {type: boolean}\nrequired: [ok]\n';
    const inline = await pr({ 'output-schema': yaml });
    expect(inline.code).toBe(0);
    expect(inline.outputs.result).toBe('{"ok":true}');
    // The flat result is a table in the comment.
    expect(comment()).toContain('| field | value |\n|---|---|\n| `ok` | `true` |');

    const workspace = join(temp, 'workspace');
    mkdirSync(join(workspace, 'schemas'), { recursive: true });
    writeFileSync(join(workspace, 'schemas/ok.yml'), yaml);
    world.sim.script.run({ result: { file: { ok: 'yes' } } });
    const file = await prStep(
      world,
      { 'output-schema-file': 'schemas/ok.yml', 'output-schema-retries': '0' },
      { env: { RUNNER_TEMP: temp, GITHUB_WORKSPACE: workspace } },
    );
    expect(file.code).toBe(1);
    expect(file.log).toContain(
      `::error::run ${file.outputs['run-id']}: its result does not match its schema (/ok: must be a boolean, got a string)`,
    );
  });

  it('in a file that is missing: refused before any request', async () => {
    const result = await prStep(
      world,
      { 'output-schema-file': 'schemas/missing.json' },
      { env: { RUNNER_TEMP: temp, GITHUB_WORKSPACE: temp } },
    );
    expect(result.code).toBe(1);
    expect(result.log).toContain(
      '::error::Input "output-schema-file": "schemas/missing.json" does not exist in the workspace: check out the repository first (actions/checkout)',
    );
    expect(world.sim.requests).toEqual([]);
  });
});

describe('where the result is found', () => {
  it('without a result.json, the last fenced json block of the final message', async () => {
    world.sim.script.run({
      finalMessage: 'First a draft:\n\n```json\n{"verdict": "fail"}\n```\n\nThe result:',
      result: { block: VERDICT },
    });
    const result = await pr({ 'output-schema': 'verdict' });
    expect(result.code).toBe(0);
    expect(operations()).not.toContain('downloadArtifact');
    expect(result.outputs.result).toBe(JSON.stringify(VERDICT));
    expect(comment()).toContain(
      '**Result** (from the JSON block ending its final message, as its schema asks)',
    );
  });

  it('its final message unread: the result not judged and no repair asked; the step fails saying so', async () => {
    world.sim.script.run({ result: { block: VERDICT } });
    unreadable();
    const result = await pr({ 'output-schema': 'verdict' });
    expect(result.code).toBe(1);
    expect(followups()).toEqual([]);
    expect(result.outputs.result).toBe('');
    expect(result.outputs['result-file']).toBe('');
    const runId = result.outputs['run-id']!;
    expect(result.log).toMatch(
      new RegExp(
        `::error::run ${runId}: its result could not be read: it wrote no new result.json, and its final message, where the result may be, could not be read \\(getRunConversation failed \\(HTTP 503`,
      ),
    );
    expect(comment()).toContain('**Result: not read**');
  });

  it('redacts secrets before it validates: what is output is what was validated', async () => {
    const secret = 'hunter2-very-secret';
    const schema = JSON.stringify({
      type: 'object',
      properties: { note: { type: 'string', maxLength: 50 } },
      required: ['note'],
      additionalProperties: false,
    });
    // 57 characters as written, 46 once redacted: it matches the schema only redacted.
    const note = `key ${API_KEY} and ${secret}!!`;
    expect(note.length).toBe(57);
    world.sim.script.run({ result: { file: { note } } });
    const result = await pr({ 'output-schema': schema, redact: secret });
    expect(result.code).toBe(0);
    const redacted = { note: 'key [redacted API key] and [redacted secret]!!' };
    expect(redacted.note.length).toBe(46);
    expect(result.outputs.result).toBe(JSON.stringify(redacted));
    expect(readFileSync(result.outputs['result-file']!, 'utf8')).toBe(JSON.stringify(redacted));
    expect(comment()).not.toContain(secret);
    expect(comment()).not.toContain(API_KEY);
  });

  it('a result over 1 MiB: result empty with a warning, the file whole', async () => {
    const log = 'x'.repeat(1024 * 1024 + 10);
    const schema = '{"type": "object", "properties": {"log": {"type": "string"}}, "required": ["log"]}';
    world.sim.script.run({ result: { file: { log } } });
    const result = await pr({ 'output-schema': schema });
    expect(result.code).toBe(0);
    const bytes = JSON.stringify({ log }).length;
    expect(result.log).toContain(
      `::warning::the result is ${bytes} bytes of JSON, more than the 1048576 an output holds: the result output is left empty; the result file holds it whole (${result.outputs['result-file']})`,
    );
    expect(result.outputs.result).toBe('');
    expect(readFileSync(result.outputs['result-file']!, 'utf8')).toBe(JSON.stringify({ log }));
  });
});

describe('the other commands that follow a run', () => {
  it("dispatch: the factory's run is an ordinary run, its own result read", async () => {
    const triage = { labels: ['bug'], priority: 'low', summary: 'A typo in the README.' };
    world.sim.script.run({ result: { file: triage } });
    const result = await runStep({
      inputs: inputs(world, { command: 'dispatch', factory: 'fac_web', 'output-schema': 'triage' }),
      eventName: 'issues',
      payload: payload('issues', 'labeled'),
      apiUrl: world.gh.url,
      env: { RUNNER_TEMP: temp },
    });
    expect(result.code).toBe(0);
    const body = JSON.parse(world.sim.requests.find((r) => r.operation === 'dispatchFactoryRun')!.body) as {
      prompt: string;
    };
    expect(body.prompt).toMatch(/\n\n## Your result\n\nWhen you are done, give your result as JSON/);
    expect(result.outputs.result).toBe(JSON.stringify(triage));
  });

  it("followup: the message asks for the result, and the run's earlier result.json is not this execution's", async () => {
    world.sim.script.run({ result: { file: VERDICT } });
    const first = await pr({});
    const runId = first.outputs['run-id']!;
    const earlier = world.sim.sim.runs.get(runId)!.artifacts[0]!.uid;
    const again = { ...VERDICT, verdict: 'fail' };
    world.sim.script.followup(runId, { result: { file: again } });
    const result = await runStep({
      inputs: inputs(world, {
        command: 'followup',
        'run-id': runId,
        message: 'Judge it again.',
        'output-schema': 'verdict',
      }),
      eventName: 'workflow_dispatch',
      payload: {},
      apiUrl: world.gh.url,
      env: { RUNNER_TEMP: temp },
    });
    expect(result.code).toBe(0);
    expect(followups().map((r) => JSON.parse(r.body))).toEqual([
      { message: `Judge it again.\n\n${appendix()}` },
    ]);
    const newer = world.sim.sim.runs
      .get(runId)!
      .artifacts.map((a) => a.uid)
      .find((uid) => uid !== earlier)!;
    expect(world.sim.downloads).toEqual([{ path: `/artifacts/${newer}`, status: 200 }]);
    expect(result.outputs.result).toBe(JSON.stringify(again));
  });
});

describe('settle', () => {
  const settle = (): Promise<ActionRun> =>
    runStep({
      inputs: inputs(world, { command: 'settle' }),
      eventName: 'schedule',
      payload: { schedule: '*/10 * * * *' },
      apiUrl: world.gh.url,
    });

  /** Waits (real time) until run `runId`'s execution `execution` has ended SUCCEEDED. */
  async function succeeded(runId: string, execution: number): Promise<void> {
    const sim = world.sim.sim;
    for (let i = 0; i < 400; i++) {
      const run = sim.runs.get(runId)!;
      const now = sim.current(run, world.sim.clock.now());
      if (now.execution === execution && now.state === 'SUCCEEDED') return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`run ${runId} never ended execution ${execution}`);
  }

  const settled = (run: ActionRun) => JSON.parse(run.outputs.results!) as Record<string, unknown>[];

  /** A settle that writes run `runId`'s final report again with its result, valid. */
  async function settlesValid(runId: string): Promise<void> {
    const run = await settle();
    expect(run.code).toBe(0);
    expect(settled(run)).toEqual([
      expect.objectContaining({
        run_id: runId,
        action: 'finished',
        detail: 'final report written (SUCCEEDED); its result matches its schema',
        result: 'valid',
      }),
    ]);
  }

  it("validates a detached run's result with the schema its marker carries: valid, in the comment and the results", async () => {
    world.sim.script.run({ result: { file: VERDICT } });
    const step = await pr({ 'output-schema': 'verdict', wait: 'false' });
    expect(step.code).toBe(0);
    const runId = step.outputs['run-id']!;
    expect(decodeMarker(comment(), MARKER_KEY)).toMatchObject({
      phase: 'detached',
      result: { left: 1, before: [] },
    });
    await succeeded(runId, 1);
    await settlesValid(runId);
    expect(comment()).toContain('**Result** (from its `result.json` file, as its schema asks)');
  });

  it('judges a result the step could not read once it can read the final message, and writes the report again', async () => {
    world.sim.script.run({ result: { block: VERDICT } });
    unreadable();
    const step = await pr({ 'output-schema': 'verdict' });
    expect(step.code).toBe(1);
    const runId = step.outputs['run-id']!;
    expect(comment()).toContain('**Result: not read**');
    expect(decodeMarker(comment(), MARKER_KEY)).toMatchObject({
      phase: 'final',
      unread: true,
      result: { left: 1 },
    });
    world.sim.faults.clear();
    await settlesValid(runId);
    expect(comment()).toContain(
      '**Result** (from the JSON block ending its final message, as its schema asks)',
    );
    expect(decodeMarker(comment(), MARKER_KEY)).not.toHaveProperty('unread');
    expect(followups()).toEqual([]);
  });

  it('a result.json the step could not download (503 past its retries): no repair, the step fails saying so; a settle downloads it', async () => {
    world.sim.script.run({ result: { file: VERDICT }, finalMessage: 'Judged: it passes.' });
    world.sim.faults.inject({
      operation: 'downloadArtifact',
      times: 3,
      fault: { status: 503, body: { error: 'busy' } },
    });
    const step = await pr({ 'output-schema': 'verdict' });
    expect(step.code).toBe(1);
    const runId = step.outputs['run-id']!;
    expect(followups()).toEqual([]);
    expect(step.outputs.result).toBe('');
    expect(step.log).toMatch(
      new RegExp(
        `::error::run ${runId}: its result could not be read: its new result.json could not be downloaded \\(downloadArtifact failed \\(HTTP 503\\): busy`,
      ),
    );
    expect(comment()).toContain(
      "**Result: not read**\n\nThe run's new `result.json` file could not be downloaded (downloadArtifact failed (HTTP 503): busy",
    );
    expect(comment()).toContain('Judged: it passes.');
    expect(decodeMarker(comment(), MARKER_KEY)).toMatchObject({ phase: 'final', unread: true });
    await settlesValid(runId);
    expect(comment()).toContain('**Result** (from its `result.json` file, as its schema asks)');
    expect(decodeMarker(comment(), MARKER_KEY)).not.toHaveProperty('unread');
    expect(followups()).toEqual([]);
  });

  it('sends the one repair when the step is gone, records it, and a later settle ends it schema-invalid; a third writes nothing', async () => {
    world.sim.script.run({ result: { file: WRONG }, followups: [{ result: { file: { verdict: 'pass' } } }] });
    const step = await pr({ 'output-schema': 'verdict', wait: 'false' });
    const runId = step.outputs['run-id']!;
    await succeeded(runId, 1);
    const first = await settle();
    expect(first.code).toBe(0);
    expect(settled(first)).toEqual([
      expect.objectContaining({
        run_id: runId,
        action: 'repair-asked',
        detail: 'its result does not match its schema (3 problems): a repair follow-up was sent (1 of 1)',
        result: 'repair-asked',
      }),
    ]);
    expect(followups().map((r) => JSON.parse(r.body))).toEqual([
      { message: repairText(...WRONG_PROBLEMS), mode: 'normal' },
    ]);
    const firstFile = world.sim.sim.runs.get(runId)!.artifacts[0]!.uid;
    expect(decodeMarker(comment(), MARKER_KEY)).toMatchObject({
      phase: 'detached',
      result: { left: 0, sent: 1, before: [firstFile] },
    });
    expect(comment()).toContain(
      'The result did not match its schema: the agent was asked to repair it (1 of 1).',
    );
    await succeeded(runId, 2);

    const second = await settle();
    expect(second.code).toBe(1);
    expect(second.log).toContain(
      `::error::1 run ended with a result that does not match its schema (schema-invalid): ${runId} (final report written (SUCCEEDED); its result does not match its schema (2 problems): schema-invalid)`,
    );
    expect(followups()).toHaveLength(1);
    expect(comment()).toContain('**Result: does not match its schema** (`schema-invalid`)');
    expect(comment()).toContain(
      '- `/confidence`: is required and missing\n- `/reasons`: is required and missing',
    );

    const writes = world.gh.requests.filter(isWrite).length;
    const third = await settle();
    expect(world.gh.requests.filter(isWrite).length).toBe(writes);
    expect(followups()).toHaveLength(1);
    expect(settled(third)).toEqual([expect.objectContaining({ run_id: runId, action: 'already-settled' })]);
  });

  it("the step's own repair, on a run that had ended before the step first read it, then the job cancelled: the settle sends no second", async () => {
    world.sim.script.run({
      // Ended before the step's first read: the step's first report is the repair's.
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'SUCCEEDED', afterMs: 1 },
      ],
      result: { file: WRONG },
      // The repair works for an hour, which the test ends by moving the simulator's clock once the step is gone.
      followups: [
        {
          timeline: [
            { state: 'INPROGRESS', afterMs: 0 },
            { state: 'SUCCEEDED', afterMs: 3_600_000 },
          ],
          result: { file: { verdict: 'pass' } },
        },
      ],
    });
    const step = await prStep(
      world,
      { 'output-schema': 'verdict', 'cancel-on-abort': 'false' },
      {
        env: { RUNNER_TEMP: temp },
        kill: { signal: 'SIGTERM', when: () => followups().length === 1 },
      },
    );
    expect(step.signalledAt).toBeDefined();
    expect(step.code).toBe(1);
    const runId = step.outputs['run-id']!;
    expect(step.state.run_id).toBe(runId);
    const firstFile = world.sim.sim.runs.get(runId)!.artifacts[0]!.uid;
    expect(decodeMarker(comment(), MARKER_KEY)).toMatchObject({
      phase: 'detached',
      result: { left: 0, sent: 1, before: [firstFile] },
    });
    world.sim.clock.advance(3_600_000);
    await succeeded(runId, 2);

    const later = await settle();
    expect(later.code).toBe(1);
    expect(followups()).toHaveLength(1);
    expect(settled(later)).toEqual([
      {
        run_id: runId,
        thread: 2,
        comment_url: expect.stringMatching(/^https:\/\/github\.com\/acme\/app\/pull\/2#issuecomment-\d+$/),
        state: 'SUCCEEDED',
        action: 'finished',
        detail:
          'final report written (SUCCEEDED); its result does not match its schema (2 problems): schema-invalid',
        result: 'invalid',
      },
    ]);
    expect(comment()).toContain('**Result: does not match its schema** (`schema-invalid`)');
  });
});

describe('the command line', () => {
  /** The system's temp directory of the command (TMPDIR): where its result file goes. */
  const cli = (args: string[], extra: Record<string, string> = {}, cwd?: string) =>
    runCli(args, {
      env: { CLOUD_AGENT_API_KEY: API_KEY, CLOUD_AGENT_BASE_URL: world.sim.url, TMPDIR: temp, ...extra },
      ...(cwd ? { cwd } : {}),
    });

  it('--output-schema inline JSON: --json carries the result as an object and result_file in the temp directory', async () => {
    world.sim.script.run({ result: { file: { ok: true } } });
    const run = await cli([
      'run',
      '--prompt',
      'Check it',
      '--output-schema',
      '{"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]}',
      '--json',
    ]);
    expect(run.stderr).not.toContain('warning');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(json.result).toEqual({ ok: true });
    expect(String(json.result_file).startsWith(join(temp, 'cloud-agent-result-'))).toBe(true);
    expect(readFileSync(String(json.result_file), 'utf8')).toBe('{"ok":true}');
  });

  it('a shipped schema by name, and without --json the result indented after the report', async () => {
    world.sim.script.run({ result: { block: VERDICT } });
    const run = await cli(['run', '--prompt', 'Judge it', '--output-schema', 'verdict']);
    expect(run.code).toBe(0);
    const runId = world.sim.requests.find((r) => r.operation === 'createRun')!.answer!;
    expect(
      run.stdout.endsWith(
        `<sub>To continue, run \`cloud-agent followup ${(JSON.parse(runId) as { run_id: string }).run_id} --message "..."\`.</sub>\n\n${JSON.stringify(VERDICT, null, 2)}\n`,
      ),
    ).toBe(true);
  });

  it('a schema file read as given; a result that is still wrong ends schema-invalid, exit 1', async () => {
    const folder = join(temp, 'work');
    mkdirSync(folder);
    writeFileSync(
      join(folder, 'verdict.yml'),
      'type: object\nrequired: [verdict]\nproperties:\n  verdict: {enum: [pass, fail]}\n',
    );
    world.sim.script.run({
      result: { file: { verdict: 'maybe' } },
      followups: [{ result: { file: { verdict: 'perhaps' } } }],
    });
    const run = await cli(
      ['run', '--prompt', 'Judge it', '--output-schema', 'verdict.yml', '--json'],
      {},
      folder,
    );
    expect(run.code).toBe(1);
    const json = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      outcome: 'schema-invalid',
      result: null,
      error: `run ${String(json.run_id)}: its result does not match its schema after a repair follow-up (/verdict: must be one of "pass", "fail")`,
    });
    expect(readFileSync(String(json.result_file), 'utf8')).toBe('{\n  "verdict": "perhaps"\n}');
    expect(followups()).toHaveLength(1);
  });

  it('a schema it cannot use: a usage error (exit 2) before any request', async () => {
    const run = await cli(['run', '--prompt', 'x', '--output-schema', '{"type": "object", "oneOf": []}']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'cloud-agent: usage error: --output-schema: the schema: at /oneOf: "oneOf" is not read by this action: use anyOf (a result rarely needs exactly one match) (cloud-agent run --help)\n',
    );
    expect(world.sim.requests).toEqual([]);
  });
});
