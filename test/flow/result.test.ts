/**
 * A run's structured result: the prompt's appendix, which FILE artifact is this execution's result, the last fenced
 * json block of a message, the download through the signed link (and its bounds), redaction before validation, the
 * repair message, the result file and the marker's record.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiConnectionError,
  ApiError,
  ApiResponseError,
  ApiShapeError,
  ApiTimeoutError,
  CloudAgentClient,
  type RunItem,
} from '../../src/client/index.ts';
import { resultSchemaOf, SHIPPED_SCHEMAS } from '../../src/flow/output-schema.ts';
import { Redactor } from '../../src/shared/redact.ts';
import {
  asksResult,
  checkResult,
  DownloadStatusError,
  fileUids,
  findResult,
  isRepairMessage,
  lastJsonBlock,
  newResultFile,
  readLater,
  repairMessage,
  resultAppendix,
  resultMark,
  resultView,
  withAppendix,
  writeResultFile,
} from '../../src/flow/result.ts';
import { startSimulator, type SimulatorHandle } from '../simulator/server.ts';

const verdict = () =>
  resultSchemaOf(SHIPPED_SCHEMAS.verdict, 'output-schema', { kind: 'shipped', name: 'verdict' }, 1);

/** A run's answer as the service gives it, with these artifacts. */
const runWith = (artifacts: unknown[]): RunItem => ({ run_id: 'r1', artifacts }) as unknown as RunItem;
const file = (uid: string, filename = 'result.json', created_at = '2026-11-21T12:00:00Z') => ({
  artifact_type: 'FILE',
  created_at,
  data: { artifact_uid: uid, filename, filepath: `out/${filename}`, mime_type: 'application/json' },
});

describe('the appendix', () => {
  it('asks for result.json and a fenced block, and quotes the schema in a fence nothing in it closes', () => {
    const schema = resultSchemaOf(
      { type: 'string', description: 'a ~~~~~ line' },
      'x',
      { kind: 'inline' },
      1,
    );
    expect(resultAppendix(schema)).toBe(
      [
        '## Your result',
        '',
        'When you are done, give your result as JSON that matches the JSON Schema below: write it to a file named `result.json`, and end your final message with the same JSON in a fenced `json` code block.',
        '',
        '~~~~~~json',
        '{\n  "type": "string",\n  "description": "a ~~~~~ line"\n}',
        '~~~~~~',
      ].join('\n'),
    );
    expect(resultAppendix(verdict()).split('\n')[4]).toBe('~~~~json');
  });

  it('ends a message, or is the whole of an empty one; none without a schema', () => {
    const schema = verdict();
    expect(withAppendix('Fix it.', undefined)).toBe('Fix it.');
    expect(withAppendix('Fix it.', schema)).toBe(`Fix it.\n\n${resultAppendix(schema)}`);
    expect(withAppendix('  ', schema)).toBe(resultAppendix(schema));
  });

  it('asksResult: a request that ends with the appendix, or is the appendix alone; not one that names it in passing', () => {
    const schema = verdict();
    expect(asksResult(withAppendix('Fix it.', schema))).toBe(true);
    expect(asksResult(withAppendix('', schema))).toBe(true);
    expect(asksResult('Fix it.')).toBe(false);
    expect(asksResult('Fix it. ## Your result\nis in result.json')).toBe(false);
    expect(asksResult('Fix it.\n\n## Your results\n')).toBe(false);
    expect(asksResult('## Your result')).toBe(false);
    expect(asksResult(repairMessage([{ path: '', message: 'must be object' }]))).toBe(false);
  });
});

describe('which file is the result', () => {
  it("the run's FILE artifacts, each once: what a mark records as there before", () => {
    expect(fileUids(undefined)).toEqual([]);
    expect(
      fileUids(
        runWith([
          file('a'),
          file('b', 'other.txt'),
          file('a'),
          { artifact_type: 'PLAN', created_at: '', data: { artifact_uid: 'p' } },
          { artifact_type: 'FILE', created_at: '', data: { artifact_uid: '' } },
          { artifact_type: 'FILE', created_at: '', data: null },
        ]),
      ),
    ).toEqual(['a', 'b']);
    expect(fileUids({ run_id: 'r' } as RunItem)).toEqual([]);
    expect(fileUids(runWith(Array.from({ length: 120 }, (_, i) => file(`f${i}`))))).toHaveLength(100);
  });

  it('the newest result.json not among those before; of equal times the last listed; none otherwise', () => {
    const run = runWith([
      file('old', 'result.json', '2026-11-21T12:00:00Z'),
      file('newer', 'result.json', '2026-11-21T12:05:00Z'),
      file('new', 'result.json', '2026-11-21T12:01:00Z'),
      file('x', 'results.json', '2026-11-21T12:09:00Z'),
    ]);
    expect(newResultFile(run, [])).toBe('newer');
    expect(newResultFile(run, ['newer'])).toBe('new');
    expect(newResultFile(run, ['newer', 'new', 'old'])).toBeUndefined();
    const tie = runWith([file('one', 'result.json', 'no time'), file('two', 'result.json', 'no time')]);
    expect(newResultFile(tie, [])).toBe('two');
    expect(newResultFile(runWith([{ ...file('p'), artifact_type: 'SCREENSHOT' }]), [])).toBeUndefined();
  });
});

describe('the last fenced json block', () => {
  it.each([
    ['none in no message', undefined, undefined],
    ['none without a json block', 'Done.\n\n```\n{"a": 1}\n```', undefined],
    ['a json block', 'Done:\n\n```json\n{"a": 1}\n```\n', '{"a": 1}'],
    ['the last of several, any case, tildes', '```json\n1\n```\n~~~~JSON\n{"b":\n 2}\n~~~~\n', '{"b":\n 2}'],
    ['a longer fence holds a shorter one', '````json\n{"code": "```"}\n```\n````', '{"code": "```"}\n```'],
    ['indented up to three spaces, CRLF', '   ```json\r\n[1]\r\n   ```', '[1]'],
    ['a block left open runs to the end', 'Here:\n```json\n{"a": ', '{"a": '],
    ['a fence of the other kind does not close it', '```json\n[1]\n~~~\n```', '[1]\n~~~'],
    ['a json block inside another block is not one', '~~~\n```json\n[1]\n```\n~~~', undefined],
    ['the info string is json, not jsonc', '```jsonc\n[1]\n```', undefined],
  ])('%s', (_, message, block) => {
    expect(lastJsonBlock(message)).toBe(block);
  });
});

describe('checking a result', () => {
  const redactor = new Redactor();
  redactor.add('s3cret-value', 'secret');
  const redact = (text: string) => redactor.redact(text);
  const schema = verdict().schema;

  it('valid: the value redacted (keys and strings), its compact JSON', () => {
    const checked = checkResult(
      { from: 'file', text: '\uFEFF{"verdict": "pass", "confidence": 1, "reasons": ["saw s3cret-value"]}' },
      schema,
      redact,
    );
    expect(checked).toEqual({
      valid: true,
      value: { verdict: 'pass', confidence: 1, reasons: ['saw [redacted secret]'] },
      text: '{"verdict":"pass","confidence":1,"reasons":["saw [redacted secret]"]}',
      from: 'file',
    });
    const keys = checkResult({ from: 'message', text: '{"s3cret-value": 1}' }, true, redact);
    expect(keys).toMatchObject({ valid: true, value: { '[redacted secret]': 1 } });
  });

  it('invalid: the issues, and the raw text redacted', () => {
    expect(checkResult({ from: 'message', text: '{"verdict": "s3cret-value"}' }, schema, redact)).toEqual({
      valid: false,
      issues: [
        { path: '/confidence', message: 'is required and missing' },
        { path: '/reasons', message: 'is required and missing' },
        { path: '/verdict', message: 'must be one of "pass", "fail"' },
      ],
      raw: '{"verdict": "[redacted secret]"}',
      from: 'message',
    });
  });

  it('not JSON, nested too deep, too large, or none at all', () => {
    const notJson = checkResult({ from: 'file', text: 'oops s3cret-value' }, schema, redact);
    expect(notJson).toMatchObject({ valid: false, raw: 'oops [redacted secret]', from: 'file' });
    expect(notJson.valid === false && notJson.issues[0]!.message).toMatch(/^is not JSON: Unexpected token/);
    const deep = `${'['.repeat(200)}${']'.repeat(200)}`;
    expect(checkResult({ from: 'message', text: deep }, true, redact)).toEqual({
      valid: false,
      issues: [{ path: '', message: 'nests more than 128 levels deep' }],
      raw: deep,
      from: 'message',
    });
    expect(
      checkResult({ from: 'file', problem: 'result.json is larger than 16 MiB' }, schema, redact),
    ).toEqual({
      valid: false,
      issues: [{ path: '', message: 'result.json is larger than 16 MiB' }],
      raw: undefined,
      from: 'file',
    });
    expect(checkResult({ from: undefined }, schema, redact)).toEqual({
      valid: false,
      issues: [
        {
          path: '',
          message:
            'no result was found: no new result.json file, and no fenced json block ending the final message',
        },
      ],
      raw: undefined,
      from: undefined,
    });
  });

  it('the view a report shows', () => {
    expect(resultView({ valid: true, value: 1, text: '1', from: 'file' }, 1)).toEqual({
      status: 'valid',
      value: 1,
      from: 'file',
    });
    expect(resultView({ valid: false, issues: [], raw: 'x', from: undefined }, 2)).toEqual({
      status: 'invalid',
      issues: [],
      from: undefined,
      repairs: 2,
    });
  });
});

describe('the repair message', () => {
  it('quotes at most 20 problems, the whole value as (root)', () => {
    const issues = Array.from({ length: 25 }, (_, i) => ({
      path: i ? `/${i}` : '',
      message: `problem ${i}`,
    }));
    const lines = repairMessage(issues).split('\n');
    expect(lines[0]).toBe(
      'Your result does not match the JSON Schema it must follow (the one at the end of your instructions). Fix these problems, then write the whole result again: to the file `result.json`, and as a fenced `json` code block ending your final message.',
    );
    expect(lines.slice(2)).toEqual([
      '- (root): problem 0',
      ...Array.from({ length: 19 }, (_, i) => `- /${i + 1}: problem ${i + 1}`),
    ]);
  });

  it("is told from any other request: the action's own words, at the start", () => {
    expect(isRepairMessage(repairMessage([{ path: '', message: 'must be object' }]))).toBe(true);
    expect(isRepairMessage(`\n  ${repairMessage([])}`)).toBe(true);
    expect(isRepairMessage('Your result does not match the JSON Schema it must follow')).toBe(false);
    expect(isRepairMessage('Your result does not match the JSON Schema it must followed, fix it')).toBe(
      false,
    );
    expect(
      isRepairMessage('Please: Your result does not match the JSON Schema it must follow (see above).'),
    ).toBe(false);
    expect(isRepairMessage('fix the tests')).toBe(false);
  });
});

describe('the result file and the mark', () => {
  let temp: string;
  beforeEach(() => {
    temp = mkdtempSync(join(tmpdir(), 'result-file-'));
  });
  afterEach(() => rmSync(temp, { recursive: true, force: true }));

  it('a new file under the temp directory each time, readable by its owner only', () => {
    const first = writeResultFile(temp, '{"a":1}');
    const second = writeResultFile(temp, '[]');
    expect(first).not.toBe(second);
    expect(dirname(dirname(first))).toBe(temp);
    expect(first.endsWith('/result.json')).toBe(true);
    expect(readFileSync(first, 'utf8')).toBe('{"a":1}');
    expect(readFileSync(second, 'utf8')).toBe('[]');
    expect(statSync(first).mode & 0o777).toBe(0o600);
  });

  it("records the schema, the repairs left and the run's files now", () => {
    const schema = verdict();
    expect(resultMark(schema, runWith([file('a')]))).toEqual({
      digest: schema.digest,
      packed: expect.any(String),
      left: 1,
      before: ['a'],
    });
    expect(resultMark(schema, undefined, 0)).toMatchObject({ left: 0, before: [] });
  });
});

describe('finding the result', () => {
  let sim: SimulatorHandle;
  let client: CloudAgentClient;
  const warnings: string[] = [];
  beforeEach(async () => {
    sim = await startSimulator({ timeScale: 1000 });
    client = new CloudAgentClient({ apiKey: 'test-key', baseUrl: sim.url, retry: { maxRetries: 0 } });
    warnings.length = 0;
  });
  afterEach(async () => {
    await client.close();
    await sim.close();
  });

  /** A run that ended with these scripted artifacts, as the service answers it. */
  async function ended(script: Parameters<SimulatorHandle['script']['run']>[0]): Promise<RunItem> {
    sim.script.run(script);
    const { run_id } = await client.runs.create({ prompt: 'Judge it.' });
    sim.clock.advance(60_000);
    return client.runs.get(run_id);
  }

  it('the new result.json through the signed link (the other origin, no key), in preference to the message', async () => {
    const run = await ended({ result: { file: '{"from": "file"}', block: { from: 'message' } } });
    const found = await findResult(client, run, [], '```json\n{"from": "message"}\n```', (l) =>
      warnings.push(l),
    );
    expect(found).toEqual({ from: 'file', text: '{"from": "file"}' });
    const uid = fileUids(run)[0]!;
    expect(sim.requests.filter((r) => r.operation === 'downloadArtifact').map((r) => r.path)).toEqual([
      `/api/v1/agent/artifacts/${uid}/download`,
    ]);
    expect(sim.downloads).toEqual([{ path: `/artifacts/${uid}`, status: 200 }]);
  });

  it('an earlier execution file is passed over for the message', async () => {
    const run = await ended({ result: { file: '[1]' } });
    const found = await findResult(client, run, fileUids(run), '```json\n[2]\n```', (l) => warnings.push(l));
    expect(found).toEqual({ from: 'message', text: '[2]' });
    expect(sim.downloads).toEqual([]);
  });

  it('a file larger than the bound is the result fault; reading stops there', async () => {
    const run = await ended({ result: { file: 'x'.repeat(5000) } });
    const found = await findResult(client, run, [], undefined, (l) => warnings.push(l), undefined, 1000);
    expect(found).toEqual({
      from: 'file',
      problem: 'result.json is larger than 1000 bytes: write a smaller result',
    });
    expect(warnings).toEqual([]);
  });

  // The signed link's own answer: an error a later download, through a new link, may get past leaves the result
  // unknown (`unread`); a refusal (404), or a redirect the download does not follow (300), is no file.
  const DOWNLOAD_ERRORS = {
    503: 'download failed (HTTP 503): {"verdict": "pass"}. The service had an internal problem; try again later',
    429: 'download failed (HTTP 429): {"verdict": "pass"}. The service is rate limiting this key; wait and try again',
    404: 'download failed (HTTP 404): {"verdict": "pass"}. It does not exist or this key cannot see it: check the id',
    300: 'the download answered HTTP 300',
  } as const;
  it.each([
    [503, true],
    [429, true],
    [404, false],
    [300, false],
  ] as const)('a signed link that answers %i: a warning; the result unknown: %s', async (status, unknown) => {
    const host = createServer((_req, res) => res.writeHead(status).end('{"verdict": "pass"}'));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = host.address() as AddressInfo;
      const run = await ended({ result: { file: '[1]' } });
      // The service's answer: a redirect to the signed link, here to this host.
      sim.faults.inject({
        operation: 'downloadArtifact',
        fault: { status: 302, headers: { location: `http://127.0.0.1:${port}/signed` }, body: {} },
      });
      const found = await findResult(client, run, [], 'no block', (l) => warnings.push(l));
      const why = DOWNLOAD_ERRORS[status];
      expect(found).toEqual(
        unknown
          ? { from: undefined, unread: expect.objectContaining({ status, message: why }) }
          : { from: undefined },
      );
      expect(warnings).toEqual([
        `could not download result.json of run ${run.run_id} (${why}): the result is taken from its final message`,
      ]);
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });

  it('a file the service will not link to: a warning, and the message instead', async () => {
    const run = await ended({ result: { file: '[1]' } });
    sim.faults.inject({ operation: 'downloadArtifact', fault: { status: 404, body: { error: 'gone' } } });
    const found = await findResult(client, run, [], 'no block', (l) => warnings.push(l));
    expect(found).toEqual({ from: undefined });
    expect(warnings).toEqual([
      expect.stringMatching(
        /^could not download result\.json of run \S+ \(.*\): the result is taken from its final message$/,
      ),
    ]);
  });
});

describe('readLater: whether a read that failed (a conversation, a result file) may give it later', () => {
  it('an error of the service, a time-out, too many requests, no answer: yes; a refusal or a wrong shape: no', () => {
    for (const status of [500, 502, 503, 408, 429])
      expect(readLater(new ApiError({ status, operation: 'getRunConversation' }))).toBe(true);
    for (const status of [400, 401, 403, 409])
      expect(readLater(new ApiError({ status, operation: 'getRunConversation' }))).toBe(false);
    expect(
      readLater(
        new ApiShapeError({
          operation: 'getRunConversation',
          status: 200,
          field: 'steps',
          expected: 'array',
          got: 'undefined (missing)',
        }),
      ),
    ).toBe(false);
    for (const err of [
      new ApiConnectionError('refused', { operation: 'getRunConversation' }),
      new ApiTimeoutError('too slow', { operation: 'getRunConversation' }),
      new ApiResponseError('not JSON', { operation: 'getRunConversation', status: 200 }),
      new Error('anything else'),
    ])
      expect(readLater(err)).toBe(true);
  });

  it("a result file's signed link that redirects: no", () => {
    for (const status of [300, 301, 302, 307]) expect(readLater(new DownloadStatusError(status))).toBe(false);
    expect(new DownloadStatusError(301).message).toBe('the download answered HTTP 301');
  });
});
