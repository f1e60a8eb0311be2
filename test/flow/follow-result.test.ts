/**
 * Following a run asked for a result (`output-schema`): the result checked once the run succeeds, its outputs and its
 * report; the repair decision (one follow-up quoting what is wrong, within the retries, the deadline and the budget;
 * none when the follow-up cannot be sent); what is not validated (a failed, blocked, plan-mode or detached run).
 * Against the simulator on a frozen clock, as test/flow/follow.test.ts.
 */
import { readFileSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CloudAgentClient } from '../../src/client/index.ts';
import { followRun, RunFailedError, SchemaInvalidError, type FollowOptions } from '../../src/flow/follow.ts';
import { resultSchemaOf, SHIPPED_SCHEMAS } from '../../src/flow/output-schema.ts';
import type { FinishOptions, Reporter } from '../../src/flow/report.ts';
import type { ReportInput } from '../../src/render/report.ts';
import { memoryHost, type MemoryHost } from '../helpers/step.ts';
import { conversationUnreadable } from '../helpers/unread.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

const START = Date.parse('2026-11-21T12:00:00Z');
const VERDICT = { verdict: 'pass', confidence: 0.5, reasons: ['ok'] };
const schema = (retries = 1) =>
  resultSchemaOf(SHIPPED_SCHEMAS.verdict, 'output-schema', { kind: 'shipped', name: 'verdict' }, retries);

class RecordingReporter {
  events: string[] = [];
  inputs: ReportInput[] = [];
  markers: Record<string, unknown>[] = [];
  show(input: ReportInput): void {
    this.events.push(
      `show ${input.phase} ${input.run.state}${input.result ? ` ${input.result.status}` : ''}`,
    );
    this.inputs.push(input);
  }
  finish(input: ReportInput, options: FinishOptions = {}): Promise<boolean> {
    this.events.push(
      `finish ${input.phase} ${input.run.state}${input.result ? ` ${input.result.status}` : ''}${options.comment === false ? ' (not on the comment)' : ''}`,
    );
    this.inputs.push(input);
    return Promise.resolve(true);
  }
  /** The tracking comment: any value (none: a step without one, `comment: false`). */
  comment: object | undefined = {};
  /** What GitHub answers a record written now (undefined: taken). */
  refuseRecord: Error | undefined;
  /** The result's mark when a record was last written now: what its marker carried. */
  recordedResult: unknown;
  /** A record written now, with the follow-ups the service had taken by then. */
  record(input: ReportInput): Promise<void> {
    this.recordedResult = this.results().at(-1);
    this.events.push(
      `record ${input.phase} ${input.run.state}${input.result ? ` ${input.result.status}` : ''} (${followupBodies().length} follow-ups sent)`,
    );
    this.inputs.push(input);
    return this.refuseRecord ? Promise.reject(this.refuseRecord) : Promise.resolve();
  }
  setMarker(marker: Record<string, unknown>): void {
    this.markers.push(marker);
  }
  last(): ReportInput {
    return this.inputs.at(-1)!;
  }
  /** The result marks set, in order. */
  results(): unknown[] {
    return this.markers.filter((m) => 'result' in m).map((m) => m.result);
  }
}

let sim: SimulatorHandle;
let client: CloudAgentClient;
let host: MemoryHost;
let reporter: RecordingReporter;
let temp: string;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  sim = await startSimulator({ start: new Date(START), timeScale: 0 });
  client = new CloudAgentClient({ apiKey: 'test-key', baseUrl: sim.url, retry: { maxRetries: 0 } });
  host = memoryHost();
  reporter = new RecordingReporter();
  temp = mkdtempSync(join(tmpdir(), 'follow-result-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await client.close();
  await sim.close();
  rmSync(temp, { recursive: true, force: true });
});

function advance(ms: number): void {
  sim.clock.advance(ms);
  vi.setSystemTime(Date.now() + ms);
}

type Script = Parameters<SimulatorHandle['script']['run']>[0];

/** A run QUEUED at once, INPROGRESS from 1 s, then `end` at 3 s. */
async function startRun(script: Omit<Script, 'timeline'> = {}, end = 'SUCCEEDED'): Promise<string> {
  sim.script.run({
    timeline: [
      { state: 'QUEUED', afterMs: 0 },
      { state: 'INPROGRESS', afterMs: 1000 },
      { state: end as 'SUCCEEDED', afterMs: 2000 },
    ],
    ...script,
  });
  return (await client.runs.create({ prompt: 'Judge it.' })).run_id;
}

function follow(runId: string, options: Partial<FollowOptions> = {}) {
  return followRun({
    host,
    client,
    reporter: reporter as unknown as Reporter,
    runId,
    wait: true,
    timeoutMinutes: 10,
    failOnRunFailure: true,
    cancelOnAbort: true,
    signal: new AbortController().signal,
    result: schema(),
    tempDir: temp,
    poll: {
      initialMs: 1000,
      factor: 1,
      maxMs: 1000,
      now: () => Date.now(),
      sleep: async (ms) => advance(ms),
    },
    ...options,
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the follow to fail');
    },
    (err: unknown) => err as Error,
  );

const followupBodies = () =>
  sim.requests.filter((r) => r.operation === 'createFollowup').map((r) => JSON.parse(r.body) as unknown);

const REPAIR = (problem: string) => ({
  message: `Your result does not match the JSON Schema it must follow (the one at the end of your instructions). Fix these problems, then write the whole result again: to the file \`result.json\`, and as a fenced \`json\` code block ending your final message.\n\n- ${problem}`,
  mode: 'normal',
});

describe('followRun with a result', () => {
  it('a valid result: outputs, the file under the temp directory, the report, and the mark set with the first report', async () => {
    const runId = await startRun({ result: { block: VERDICT } });
    const followed = await follow(runId);
    expect(followed.run.state).toBe('SUCCEEDED');
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'finish final SUCCEEDED valid',
    ]);
    expect(reporter.last().result).toEqual({ status: 'valid', value: VERDICT, from: 'message' });
    expect(host.outputs.result).toBe(JSON.stringify(VERDICT));
    expect(readFileSync(host.outputs['result-file']!, 'utf8')).toBe(JSON.stringify(VERDICT));
    const { digest, text } = schema();
    expect(reporter.results()).toEqual([{ digest, packed: expect.any(String), left: 1, before: [] }]);
    expect(text).toBe(JSON.stringify(SHIPPED_SCHEMAS.verdict));
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([]);
  });

  const LOG_SCHEMA = resultSchemaOf(
    { type: 'object', properties: { log: { type: 'string' } }, required: ['log'] },
    'output-schema',
    { kind: 'inline' },
    0,
  );

  it('a result over what an output holds: the output left empty, the file whole, the warning names the file', async () => {
    const big = { log: 'x'.repeat(1024 * 1024) };
    const runId = await startRun({ result: { file: big } });
    await follow(runId, { result: LOG_SCHEMA });
    const file = host.outputs['result-file']!;
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(big));
    expect(host.outputs.result).toBe('');
    expect(host.lines).toContain(
      `warning: the result is 1048586 bytes of JSON, more than the 1048576 an output holds: the result output is left empty; the result file holds it whole (${file})`,
    );
    // One byte less fits: the output holds it.
    const fits = { log: 'x'.repeat(1024 * 1024 - 10) };
    const next = await startRun({ result: { file: fits } });
    await follow(next, { result: LOG_SCHEMA });
    expect(host.outputs.result).toBe(JSON.stringify(fits));
    expect(Buffer.byteLength(host.outputs.result!)).toBe(1024 * 1024);
  });

  it('a temp directory the file cannot be written under: a warning, no file, the output as usual', async () => {
    const missing = join(temp, 'gone');
    const runId = await startRun({ result: { block: VERDICT } });
    await follow(runId, { tempDir: missing });
    expect(host.outputs['result-file']).toBe('');
    expect(host.outputs.result).toBe(JSON.stringify(VERDICT));
    expect(host.lines.filter((l) => l.startsWith('warning: could not write the result file'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^warning: could not write the result file under ${missing}: ENOENT: no such file or directory`,
        ),
      ),
    ]);
  });

  it('too big for an output, and no file either: the warning says the file could not be written', async () => {
    const big = { log: 'x'.repeat(1024 * 1024) };
    const runId = await startRun({ result: { file: big } });
    await follow(runId, { result: LOG_SCHEMA, tempDir: join(temp, 'gone') });
    expect(host.outputs['result-file']).toBe('');
    expect(host.outputs.result).toBe('');
    expect(host.lines).toContain(
      'warning: the result is 1048586 bytes of JSON, more than the 1048576 an output holds: the result output is left empty; the result file could not be written either',
    );
  });

  it('a result that does not match: one repair, recorded before it is sent, shown while it is answered, then valid', async () => {
    const runId = await startRun({
      result: { file: { ...VERDICT, verdict: 'maybe' } },
      followups: [{ result: { file: VERDICT } }],
    });
    await follow(runId);
    expect(followupBodies()).toEqual([REPAIR('/verdict: must be one of "pass", "fail"')]);
    // Written, and taken, before the repair was sent; not written again once it was.
    expect(reporter.events).toEqual([
      'show queued QUEUED',
      'show running INPROGRESS',
      'record running SUCCEEDED repairing (0 follow-ups sent)',
      'show queued QUEUED repairing',
      'show running INPROGRESS repairing',
      'finish final SUCCEEDED valid',
    ]);
    expect(reporter.inputs[2]!.result).toEqual({
      status: 'repairing',
      issues: [{ path: '/verdict', message: 'must be one of "pass", "fail"' }],
      repair: 1,
      of: 1,
    });
    const first = sim.sim.runs.get(runId)!.artifacts[0]!.uid;
    const updated = (reporter.inputs[2]!.run as { updated_at: string }).updated_at;
    expect(reporter.results()).toEqual([
      expect.objectContaining({ left: 1, before: [] }),
      expect.objectContaining({ left: 0, sent: 1, before: [first], asked: updated }),
    ]);
    // Saved for the post step as it was set (before the repair was sent): the very record the marker carries, and
    // the comment showed.
    expect(JSON.parse(host.saved.result_repair!)).toEqual(reporter.results()[1]);
    expect(reporter.recordedResult).toEqual(reporter.results()[1]);
    expect(host.lines).toContain(
      `warning: run ${runId}: its result does not match its schema (1 problem: /verdict: must be one of "pass", "fail"): asking the agent to repair it (1 of 1)`,
    );
    expect(host.outputs.result).toBe(JSON.stringify(VERDICT));
    expect(reporter.last().result).toEqual({ status: 'valid', value: VERDICT, from: 'file' });
  });

  it('a run already ended when first read: the repair is recorded after the first report’s mark, never overwritten by it', async () => {
    const runId = await startRun({
      result: { file: { ...VERDICT, verdict: 'maybe' } },
      followups: [{ result: { file: VERDICT } }],
    });
    advance(3000);
    await follow(runId);
    expect(followupBodies()).toEqual([REPAIR('/verdict: must be one of "pass", "fail"')]);
    expect(reporter.events).toEqual([
      'record running SUCCEEDED repairing (0 follow-ups sent)',
      'show queued QUEUED repairing',
      'show running INPROGRESS repairing',
      'finish final SUCCEEDED valid',
    ]);
    const first = sim.sim.runs.get(runId)!.artifacts[0]!.uid;
    const updated = (reporter.inputs[0]!.run as { updated_at: string }).updated_at;
    // What a settle reads once the step is gone: the repair sent, none left; not the first report's "1 left, none sent".
    expect(reporter.results()).toEqual([
      expect.objectContaining({ left: 1, before: [] }),
      expect.objectContaining({ left: 0, sent: 1, before: [first], asked: updated }),
    ]);
    expect(host.outputs.result).toBe(JSON.stringify(VERDICT));
  });

  it('a repair whose record GitHub refuses: a warning, sent all the same, and shown once sent', async () => {
    const runId = await startRun({
      result: { file: { ...VERDICT, verdict: 'maybe' } },
      followups: [{ result: { file: VERDICT } }],
    });
    advance(3000);
    reporter.refuseRecord = new Error('Internal Server Error');
    await follow(runId);
    expect(followupBodies()).toEqual([REPAIR('/verdict: must be one of "pass", "fail"')]);
    expect(reporter.events).toEqual([
      'record running SUCCEEDED repairing (0 follow-ups sent)',
      'show running SUCCEEDED repairing',
      'show queued QUEUED repairing',
      'show running INPROGRESS repairing',
      'finish final SUCCEEDED valid',
    ]);
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([
      `warning: run ${runId}: its result does not match its schema (1 problem: /verdict: must be one of "pass", "fail"): asking the agent to repair it (1 of 1)`,
      `warning: run ${runId}: could not record the repair on the tracking comment before sending it: Internal Server Error; it is sent all the same`,
    ]);
    expect(host.outputs.result).toBe(JSON.stringify(VERDICT));
  });

  it('a repair on a step without a tracking comment: nothing to record it on, the repair sent', async () => {
    const runId = await startRun({
      result: { file: { ...VERDICT, verdict: 'maybe' } },
      followups: [{ result: { file: VERDICT } }],
    });
    advance(3000);
    reporter.comment = undefined;
    await follow(runId);
    expect(followupBodies()).toHaveLength(1);
    expect(reporter.events[0]).toBe('show running SUCCEEDED repairing');
    expect(host.lines.filter((l) => l.startsWith('warning:'))).toHaveLength(1);
  });

  it('a job cancelled while the repair is recorded: the error thrown, nothing sent', async () => {
    const runId = await startRun({ result: { file: { ...VERDICT, verdict: 'maybe' } } });
    advance(3000);
    const job = new AbortController();
    reporter.record = () => {
      job.abort(new Error('received SIGTERM'));
      return Promise.reject(new Error('This operation was aborted'));
    };
    await expect(follow(runId, { signal: job.signal })).rejects.toThrow('This operation was aborted');
    expect(followupBodies()).toEqual([]);
    expect(host.lines.filter((l) => l.includes('could not record the repair'))).toEqual([]);
  });

  it('a job cancelled while the repair is on its way: the request called off, the error thrown, no warning', async () => {
    const runId = await startRun({ result: { file: { ...VERDICT, verdict: 'maybe' } } });
    advance(3000);
    let release!: () => void;
    sim.faults.inject({
      operation: 'createFollowup',
      fault: { holdUntil: new Promise<void>((resolve) => (release = resolve)) },
    });
    const job = new AbortController();
    const following = follow(runId, { signal: job.signal });
    await vi.waitFor(() => expect(sim.requests.some((r) => r.operation === 'createFollowup')).toBe(true));
    job.abort(new Error('received SIGTERM'));
    await expect(following).rejects.toThrow('createFollowup: aborted');
    release();
    expect(host.lines.filter((l) => l.includes('could not send'))).toEqual([]);
  });

  it('still wrong: schema-invalid after the repairs, whatever fail-on-run-failure says; the raw text kept', async () => {
    const runId = await startRun({
      result: { block: '{"verdict": 1}' },
      followups: [{ result: { block: '[]' } }],
    });
    const error = await failure(follow(runId, { failOnRunFailure: false }));
    expect(error).toBeInstanceOf(SchemaInvalidError);
    expect((error as SchemaInvalidError).outcome).toBe('schema-invalid');
    expect(error.message).toBe(
      `run ${runId}: its result does not match its schema after a repair follow-up ((root): must be an object, got an array)`,
    );
    expect(reporter.last().result).toEqual({
      status: 'invalid',
      issues: [{ path: '', message: 'must be an object, got an array' }],
      from: 'message',
      repairs: 1,
    });
    expect(host.outputs.result).toBe('');
    expect(readFileSync(host.outputs['result-file']!, 'utf8')).toBe('[]');
    expect(host.saved).toMatchObject({ settled: 'true' });
  });

  it('still wrong after two repairs: the error counts them', async () => {
    const wrong = { block: '[]' };
    const runId = await startRun({ result: wrong, followups: [{ result: wrong }, { result: wrong }] });
    const error = await failure(follow(runId, { result: schema(2) }));
    expect(followupBodies()).toHaveLength(2);
    expect(error.message).toBe(
      `run ${runId}: its result does not match its schema after 2 repair follow-ups ((root): must be an object, got an array)`,
    );
    expect(reporter.last().result).toMatchObject({ status: 'invalid', repairs: 2 });
  });

  it('two problems: the repair warning counts them', async () => {
    const runId = await startRun({
      result: { block: { verdict: 'pass' } },
      followups: [{ result: { file: VERDICT } }],
    });
    await follow(runId);
    expect(host.lines.filter((l) => l.startsWith('warning: run '))).toEqual([
      `warning: run ${runId}: its result does not match its schema (2 problems: /confidence: is required and missing; /reasons: is required and missing): asking the agent to repair it (1 of 1)`,
    ]);
  });

  it('no result at all: the repair is asked for a result, and said to be for one the run did not give', async () => {
    const runId = await startRun({
      finalMessage: 'Looks fine to me.',
      followups: [{ result: { file: VERDICT } }],
    });
    await follow(runId);
    expect(followupBodies()).toHaveLength(1);
    expect(host.lines.filter((l) => l.startsWith('warning: run '))).toEqual([
      `warning: run ${runId}: it gave no result (1 problem: (root): no result was found: no new result.json file, and no fenced json block ending the final message): asking the agent to repair it (1 of 1)`,
    ]);
    expect(host.outputs.result).toBe(JSON.stringify(VERDICT));
  });

  // A failed read of the conversation is no final message: the result may be in it. Judged as missing, it got a
  // repair follow-up (new work, and credits) or failed the step as schema-invalid.
  describe('the final message unread', () => {
    const unreadable = () => conversationUnreadable(sim);

    it('and no result file: neither judged nor repaired; the report says so, and the step fails (service)', async () => {
      const runId = await startRun({ result: { block: VERDICT } });
      unreadable();
      const err = await failure(follow(runId));
      expect(followupBodies()).toEqual([]);
      expect(reporter.events.at(-1)).toBe('finish final SUCCEEDED unread');
      const why = (reporter.last().result as { why: string }).why;
      expect(why).toMatch(/^getRunConversation failed \(HTTP 503/);
      expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([
        `warning: could not read the conversation of run ${runId}: ${why}`,
      ]);
      expect(err).not.toBeInstanceOf(SchemaInvalidError);
      expect(err).toMatchObject({ outcome: 'service' });
      expect((err.cause as Error).message).toBe(why);
      expect(err.message).toBe(
        `run ${runId}: its result could not be read: it wrote no new result.json, and its final message, where the result may be, could not be read (${why}); nothing was validated, and no repair was asked. Its session shows the final message (${(await client.runs.get(runId)).session_link})`,
      );
      expect(host.outputs.result).toBe('');
      expect(host.outputs['result-file']).toBe('');
      // The report says its conversation was not read (its marker records it, MarkerState.unread), for a settle to
      // judge the result once it can read the final message; the result's mark is the step's, as ever.
      expect(reporter.last().unread).toBe(why);
      const { digest } = schema();
      expect(reporter.results().at(-1)).toEqual({ digest, packed: expect.any(String), left: 1, before: [] });
    });

    // Found by CI on a loaded machine (test/e2e/structured.test.ts): the run had ended before the step's first read,
    // and the first report's mark, set as the final report was made, wrote over `unread`.
    it('of a run already ended when first read: the report still says unread', async () => {
      const runId = await startRun({ result: { block: VERDICT } });
      advance(3000);
      unreadable();
      await failure(follow(runId));
      expect(reporter.events).toEqual(['finish final SUCCEEDED unread']);
      expect(reporter.last().unread).toMatch(/^getRunConversation failed \(HTTP 503/);
    });

    it('and a result file: the file is the result, valid', async () => {
      const runId = await startRun({ result: { file: VERDICT } });
      unreadable();
      const followed = await follow(runId);
      expect(followed.result).toEqual(VERDICT);
      expect(reporter.last().result).toEqual({ status: 'valid', value: VERDICT, from: 'file' });
      expect(followupBodies()).toEqual([]);
    });

    it('a service that keeps no conversation (404) is no message: no result there, and a repair is asked', async () => {
      const runId = await startRun({ followups: [{ result: { file: VERDICT } }] });
      sim.faults.inject({
        operation: 'getRunConversation',
        times: 1,
        fault: { status: 404, body: { error: 'none' } },
      });
      await follow(runId);
      expect(followupBodies()).toHaveLength(1);
      expect(host.outputs.result).toBe(JSON.stringify(VERDICT));
    });
  });

  // A new result.json whose download failed where a later one may not (a 5xx past the retries) is no missing result:
  // with no block in the final message, it was judged as missing, and a repair asked the agent for what it had given.
  describe('the result file not downloaded', () => {
    /** Every ask for the result file's link answers 503, past the download's retries (three attempts). */
    const undownloadable = (times = 3) =>
      sim.faults.inject({
        operation: 'downloadArtifact',
        times,
        fault: { status: 503, body: { error: 'busy' } },
      });
    const links = () => sim.requests.filter((r) => r.operation === 'downloadArtifact').length;

    it('and no block in the final message: neither judged nor repaired; the report says so, and the step fails (service)', async () => {
      const runId = await startRun({ result: { file: VERDICT } });
      undownloadable();
      const err = await failure(follow(runId));
      expect(followupBodies()).toEqual([]);
      expect(links()).toBe(3);
      expect(sim.downloads).toEqual([]);
      expect(reporter.events.at(-1)).toBe('finish final SUCCEEDED unread');
      const view = reporter.last().result as { status: string; why: string; file?: true };
      expect(view).toEqual({
        status: 'unread',
        why: expect.stringMatching(/^downloadArtifact failed \(HTTP 503/),
        file: true,
      });
      expect(host.lines.filter((l) => l.startsWith('warning:'))).toEqual([
        `warning: could not download result.json of run ${runId} (${view.why}): the result is taken from its final message`,
      ]);
      expect(err).not.toBeInstanceOf(SchemaInvalidError);
      expect(err).toMatchObject({ outcome: 'service' });
      expect((err.cause as Error).message).toBe(view.why);
      expect(err.message).toBe(
        `run ${runId}: its result could not be read: its new result.json could not be downloaded (${view.why}), and no result could be read from its final message in its place; nothing was validated, and no repair was asked. Its session shows the file (${(await client.runs.get(runId)).session_link})`,
      );
      expect(host.outputs.result).toBe('');
      expect(host.outputs['result-file']).toBe('');
      // The conversation was read: the report shows the answer, and only the result is unread.
      expect(reporter.last().unread).toBeUndefined();
      const { digest } = schema();
      expect(reporter.results().at(-1)).toEqual({ digest, packed: expect.any(String), left: 1, before: [] });
    });

    it('and a block in the final message: the block is the result, valid', async () => {
      const runId = await startRun({ result: { file: { verdict: 'fail' }, block: VERDICT } });
      undownloadable();
      const followed = await follow(runId);
      expect(followed.result).toEqual(VERDICT);
      expect(reporter.last().result).toEqual({ status: 'valid', value: VERDICT, from: 'message' });
      expect(followupBodies()).toEqual([]);
    });

    it('a download that gets past the fault on its retries: the file is the result', async () => {
      const runId = await startRun({ result: { file: VERDICT } });
      undownloadable(2);
      const followed = await follow(runId);
      expect(followed.result).toEqual(VERDICT);
      expect(links()).toBe(3);
      expect(reporter.last().result).toEqual({ status: 'valid', value: VERDICT, from: 'file' });
    });

    it('a file the service will not link to (404) is none: no result, and a repair is asked', async () => {
      const runId = await startRun({ result: { file: VERDICT }, followups: [{ result: { file: VERDICT } }] });
      sim.faults.inject({
        operation: 'downloadArtifact',
        times: 1,
        fault: { status: 404, body: { error: 'gone' } },
      });
      await follow(runId);
      expect(followupBodies()).toEqual([
        REPAIR(
          '(root): no result was found: no new result.json file, and no fenced json block ending the final message',
        ),
      ]);
      expect(host.outputs.result).toBe(JSON.stringify(VERDICT));
    });
  });

  it('a valid result that cannot be acted on: the final report says why, then the error is thrown; the run is settled', async () => {
    const runId = await startRun({ result: { file: VERDICT } });
    const refused = new Error('GitHub refused the review (422)');
    const acted: unknown[] = [];
    const error = await failure(
      follow(runId, {
        note: 'Reviewed at the head.',
        onResult: (value) => {
          acted.push(value);
          return Promise.reject(refused);
        },
      }),
    );
    expect(error).toBe(refused);
    expect(acted).toEqual([VERDICT]);
    expect(reporter.events.at(-1)).toBe('finish final SUCCEEDED valid');
    expect(reporter.last().note).toBe(
      'Reviewed at the head. The result could not be acted on: GitHub refused the review (422)',
    );
    expect(host.saved).toMatchObject({ settled: 'true' });
  });

  it("a valid result acted on: the action's note follows the report's own", async () => {
    const runId = await startRun({ result: { file: VERDICT } });
    const { result } = await follow(runId, {
      note: 'Reviewed at the head.',
      onResult: () => Promise.resolve('Posted the review.'),
    });
    expect(result).toEqual(VERDICT);
    expect(reporter.last().note).toBe('Reviewed at the head. Posted the review.');
  });

  it('no retries: no follow-up; more than three problems are counted in the error', async () => {
    const runId = await startRun({ result: { block: { a: 1, b: 2, c: 3 } } });
    const error = await failure(follow(runId, { result: schema(0) }));
    expect(followupBodies()).toEqual([]);
    expect(error.message).toBe(
      `run ${runId}: its result does not match its schema (/verdict: is required and missing; /confidence: is required and missing; /reasons: is required and missing; and 3 more)`,
    );
  });

  it('no repair once the deadline has passed: said in the error', async () => {
    const runId = await startRun({ result: { block: [] } });
    // Time passes while the report is gathered (the factory task is read just before the result is checked).
    const error = await failure(
      follow(runId, {
        timeoutMinutes: 1,
        factoryTask: () => {
          if (sim.sim.state(sim.sim.runs.get(runId)!) === 'SUCCEEDED') advance(120_000);
          return Promise.resolve(undefined);
        },
      }),
    );
    expect(followupBodies()).toEqual([]);
    expect(error.message).toBe(
      `run ${runId}: its result does not match its schema ((root): must be an object, got an array); no repair: no time was left for a repair before the deadline (timeout-minutes)`,
    );
  });

  it('no repair once the budget is spent: said in the error', async () => {
    const runId = await startRun({
      result: { block: [] },
      usageSteps: [{ afterMs: 0, usage: { inference_cost: 5 } }],
    });
    const error = await failure(follow(runId, { maxCredits: 5 }));
    expect(followupBodies()).toEqual([]);
    expect(error.message).toBe(
      `run ${runId}: its result does not match its schema ((root): must be an object, got an array); no repair: the budget was spent (max-credits: 5)`,
    );
  });

  // Found by the joins model: a plan comment's job sent the run plan work while this step checked its result, and the
  // repair landed on top of that work.
  it('no repair to a run another job moved on while the result was checked: said in the error, its work left alone', async () => {
    const runId = await startRun({ result: { block: [] } });
    const other = { message: 'Plan the rest.', mode: 'plan' as const };
    const error = await failure(
      follow(runId, {
        // Read just before the result is checked: the other job's follow-up lands then.
        factoryTask: async () => {
          if (sim.sim.state(sim.sim.runs.get(runId)!) !== 'SUCCEEDED') return undefined;
          sim.script.followup(runId, { finalMessage: 'Planned.' });
          advance(1000);
          await client.runs.followUp(runId, other);
          return undefined;
        },
      }),
    );
    expect(followupBodies()).toEqual([other]);
    expect(error).toBeInstanceOf(SchemaInvalidError);
    expect(error.message).toBe(
      `run ${runId}: its result does not match its schema ((root): must be an object, got an array); no repair: the run moved on meanwhile (now QUEUED): other work was sent to it`,
    );
    expect(reporter.results().filter((r) => (r as { sent?: number }).sent)).toEqual([]);
    // The comment shows the other job's work now: this report goes to the summary and outputs alone.
    expect(reporter.events.at(-1)).toBe('finish final SUCCEEDED invalid (not on the comment)');
  });

  it("no repair to a run whose other work has already ended, in the same state: its time tells it moved on (the answer read is that work's)", async () => {
    const runId = await startRun({ result: { block: [] } });
    const other = { message: 'Plan the rest.', mode: 'plan' as const };
    let sent = false;
    const error = await failure(
      follow(runId, {
        factoryTask: async () => {
          if (sent || sim.sim.state(sim.sim.runs.get(runId)!) !== 'SUCCEEDED') return undefined;
          sent = true;
          sim.script.followup(runId, {
            timeline: [{ state: 'SUCCEEDED', afterMs: 0 }],
            finalMessage: 'Planned.',
          });
          advance(1000);
          await client.runs.followUp(runId, other);
          advance(1000);
          return undefined;
        },
      }),
    );
    expect(followupBodies()).toEqual([other]);
    expect(error.message).toBe(
      `run ${runId}: it gave no result ((root): no result was found: no new result.json file, and no fenced json block ending the final message); no repair: the run moved on meanwhile (now SUCCEEDED): other work was sent to it`,
    );
    expect(reporter.events.at(-1)).toBe('finish final SUCCEEDED invalid (not on the comment)');
  });

  it('no repair to a run that cannot be read again before it: said in the error', async () => {
    const runId = await startRun({ result: { block: [] } });
    const error = await failure(
      follow(runId, {
        factoryTask: () => {
          if (sim.sim.state(sim.sim.runs.get(runId)!) === 'SUCCEEDED')
            sim.faults.inject({ operation: 'getRun', fault: { status: 500, body: { error: 'down' } } });
          return Promise.resolve(undefined);
        },
      }),
    );
    expect(followupBodies()).toEqual([]);
    expect(error.message).toBe(
      `run ${runId}: its result does not match its schema ((root): must be an object, got an array); no repair: the run could not be read again before it (getRun failed (HTTP 500): down. The service had an internal problem; try again later)`,
    );
    // Not known to have moved: the report is written on the comment as ever.
    expect(reporter.events.at(-1)).toBe('finish final SUCCEEDED invalid');
  });

  it('a repair that cannot be sent: a warning, and schema-invalid with the repair not counted', async () => {
    const runId = await startRun({ result: { block: [] } });
    sim.faults.inject({ operation: 'createFollowup', fault: { status: 400, body: { error: 'no' } } });
    const error = await failure(follow(runId));
    expect(error).toBeInstanceOf(SchemaInvalidError);
    expect(error.message).toBe(
      `run ${runId}: its result does not match its schema ((root): must be an object, got an array)`,
    );
    // Refused: it never reached the run, and is not recorded as sent.
    const warned = host.lines.filter((l) => l.startsWith('warning: could not send'));
    expect(warned).toEqual([
      `warning: could not send the repair follow-up to run ${runId}: createFollowup failed (HTTP 400): no`,
    ]);
    expect(reporter.results().at(-1)).toEqual(expect.objectContaining({ left: 1, before: [] }));
    expect(reporter.results().at(-1)).not.toHaveProperty('sent');
  });

  // Found by the joins model (seed 5501): a repair whose answer was lost had landed, and its record, taken back, let a
  // request that joined the repair's work ask a second one with output-schema-retries: 1.
  it('a repair whose answer was lost: a warning, and it stays recorded as sent (it may have landed)', async () => {
    const runId = await startRun({ result: { block: [] }, followups: [{ result: { block: [] } }] });
    sim.faults.inject({ operation: 'createFollowup', fault: { lostAnswer: true } });
    const error = await failure(follow(runId));
    expect(error).toBeInstanceOf(SchemaInvalidError);
    expect(followupBodies()).toHaveLength(1);
    expect(host.lines.filter((l) => l.startsWith('warning: could not send'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^warning: could not send the repair follow-up to run ${runId}: .*\\(the service may have acted on it: look before trying again\\); it is recorded as sent: the next settle shows what it made, or sends it if it never reached the run$`,
        ),
      ),
    ]);
    expect(reporter.results().at(-1)).toEqual(
      expect.objectContaining({ left: 0, sent: 1, asked: expect.any(String) as string }),
    );
    // The step is done with the run: what the repair made is the next settle's to show.
    expect(host.saved).toMatchObject({ settled: 'true' });
  });

  // Found by the review model (seed 7061): the job was cancelled as the report of the result was written, and the
  // step, done with the run all the same, left the repair's work going: no post step stopped it.
  it('a repair whose answer was lost, the job cancelled as the report is written: the run left to the post step', async () => {
    const runId = await startRun({ result: { block: [] }, followups: [{ result: { block: [] } }] });
    sim.faults.inject({ operation: 'createFollowup', fault: { lostAnswer: true } });
    const job = new AbortController();
    const finish = reporter.finish.bind(reporter);
    reporter.finish = (input, options) => {
      job.abort(new Error('received SIGTERM'));
      return finish(input, options);
    };
    const error = await failure(follow(runId, { signal: job.signal }));
    expect(error).toBeInstanceOf(SchemaInvalidError);
    expect(followupBodies()).toHaveLength(1);
    expect(reporter.events.at(-1)).toBe('finish final SUCCEEDED invalid');
    expect(host.saved.settled).toBeUndefined();
  });

  // The review model (seed 7081): the job cancelled after the step, while the review's check was written.
  it('a repair whose answer was lost, the job cancelled once the step is done: the run taken back for the post step', async () => {
    const runId = await startRun({ result: { block: [] }, followups: [{ result: { block: [] } }] });
    sim.faults.inject({ operation: 'createFollowup', fault: { lostAnswer: true } });
    const job = new AbortController();
    await failure(follow(runId, { signal: job.signal }));
    expect(host.saved.settled).toBe('true');
    job.abort(new Error('received SIGTERM'));
    expect(host.saved.settled).toBe('false');
  });

  it('a repair refused, the job cancelled as the report is written: nothing went to the run, which is done with', async () => {
    const runId = await startRun({ result: { block: [] } });
    sim.faults.inject({ operation: 'createFollowup', fault: { status: 400, body: { error: 'no' } } });
    const job = new AbortController();
    const finish = reporter.finish.bind(reporter);
    reporter.finish = (input, options) => {
      job.abort(new Error('received SIGTERM'));
      return finish(input, options);
    };
    await failure(follow(runId, { signal: job.signal }));
    expect(host.saved).toMatchObject({ settled: 'true' });
  });

  it('a second repair that cannot be sent: the first counted as sent, one left of two', async () => {
    const maybe = { file: { ...VERDICT, verdict: 'maybe' } };
    const runId = await startRun({ result: maybe, followups: [{ result: maybe }] });
    const send = client.runs.followUp.bind(client.runs);
    let sends = 0;
    client.runs.followUp = (...args) => {
      if (++sends === 2)
        sim.faults.inject({ operation: 'createFollowup', fault: { status: 400, body: { error: 'no' } } });
      return send(...args);
    };
    const error = await failure(follow(runId, { result: schema(2) }));
    expect(error).toBeInstanceOf(SchemaInvalidError);
    expect(followupBodies()).toHaveLength(2);
    expect(host.lines.filter((l) => l.startsWith('warning: could not send'))).toHaveLength(1);
    expect(reporter.results().at(-1)).toEqual(expect.objectContaining({ left: 1, sent: 1 }));
  });

  it('a follow-up: a result file an earlier execution left does not count', async () => {
    const runId = await startRun({ result: { file: VERDICT } });
    await follow(runId, { result: undefined });
    const earlier = sim.sim.runs.get(runId)!.artifacts.map((a) => a.uid);
    const before = (await client.runs.get(runId)).updated_at;
    sim.script.followup(runId, { finalMessage: 'Nothing new.' });
    await client.runs.followUp(runId, { message: 'Again.' });
    reporter = new RecordingReporter();
    const error = await failure(
      follow(runId, { movedSince: before, resultBefore: earlier, result: schema(0) }),
    );
    expect(error.message).toBe(
      `run ${runId}: it gave no result ((root): no result was found: no new result.json file, and no fenced json block ending the final message)`,
    );
    // No text at all: no file is written, and nothing is said of one.
    expect(host.outputs['result-file']).toBe('');
    expect(host.outputs.result).toBe('');
    expect(host.lines.filter((l) => l.includes('result file'))).toEqual([]);
  });
});

describe('what is not validated', () => {
  it('a run that failed keeps its own outcome: no repair, no result outputs', async () => {
    const runId = await startRun({ result: { block: [] } }, 'FAILED');
    const error = await failure(follow(runId));
    expect(error).toBeInstanceOf(RunFailedError);
    expect(error.message).toBe(`run ${runId} ended FAILED`);
    expect(followupBodies()).toEqual([]);
    expect(host.outputs).not.toHaveProperty('result');
    expect(reporter.last().result).toBeUndefined();
  });

  it('a blocked run: reported as waiting, validated once it ends (its mark kept for that)', async () => {
    const runId = await startRun({ result: { block: [] } }, 'BLOCKED');
    await follow(runId);
    expect(reporter.events.at(-1)).toBe('finish blocked BLOCKED');
    expect(followupBodies()).toEqual([]);
    expect(host.outputs).not.toHaveProperty('result');
    expect(reporter.results()).toEqual([expect.objectContaining({ left: 1, before: [] })]);
  });

  it('an execution asked for a plan: no mark, no validation', async () => {
    const runId = await startRun({ result: { block: [] } });
    await follow(runId, { plan: { by: 'ada', before: [] } });
    expect(followupBodies()).toEqual([]);
    expect(host.outputs).not.toHaveProperty('result');
    expect(reporter.results()).toEqual([undefined]);
  });

  it('wait: false: let go with the mark a settle validates by', async () => {
    const runId = await startRun({ result: { block: [] } });
    const followed = await follow(runId, { wait: false });
    expect(followed.detached).toBe(true);
    expect(reporter.events).toEqual(['finish detached QUEUED']);
    expect(reporter.results()).toEqual([expect.objectContaining({ left: 1, before: [] })]);
  });
});
