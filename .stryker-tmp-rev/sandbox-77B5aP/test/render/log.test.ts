/**
 * A run's log as text (src/render/log.ts): untrusted text cleaned of escapes and controls, made inert for a runner,
 * cut with a note; the lines of each record, exactly; the JSON lines, which schemas/cli/runs-logs.schema.json
 * describes (every record kind validated against it).
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { Read } from '../../src/client/index.ts';
import {
  cleanText,
  eventText,
  inertJson,
  lineTime,
  neutralizeCommands,
  recordTexts,
  sessionText,
  stateText,
  stepDetail,
  stepText,
  stripControls,
  timedLine,
  type EventRecord,
  type RunRecord,
  type StepRecord,
} from '../../src/render/log.ts';

const schema = JSON.parse(
  readFileSync(new URL('../../schemas/cli/runs-logs.schema.json', import.meta.url), 'utf8'),
) as object;
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

const STEP: StepRecord = {
  type: 'step',
  run_id: 'run-1',
  id: 's3',
  number: 3,
  time: '2026-11-21T12:00:05.250Z',
  completed_at: null,
  title: 'Fix the parser',
  detail: 'assistant: on it\n→ run_command {"command":"npm test"}',
  detail_cut: 0,
};
const EVENT: EventRecord = {
  type: 'event',
  run_id: 'run-1',
  id: 'e1',
  kind: 'agent_started',
  label: 'agent started',
  time: '2026-11-21T12:00:04Z',
  execution_id: 1,
};
const RUN: RunRecord = {
  type: 'run',
  run_id: 'run-1',
  time: '2026-11-21T12:00:00Z',
  state: 'INPROGRESS',
  session_link: 'https://app.warp.dev/session/abc',
  status_message: null,
};

describe('stripControls', () => {
  it.each([
    ['plain text ü € 😀', 'plain text ü € 😀'],
    ['red \u001b[31mtext\u001b[0m', 'red text'],
    ['clear \u001b[2J\u001b[1;1Hhome', 'clear home'],
    ['title \u001b]0;pwned\u0007 set', 'title  set'],
    ['link \u001b]8;;https://evil.test\u001b\\here\u001b]8;;\u001b\\ end', 'link here end'],
    ['eight-bit CSI \u009b31mred and OSC \u009d0;t\u009c', 'eight-bit CSI red and OSC '],
    ['DCS \u001bPq#0;2;0;0;0\u001b\\ sixel', 'DCS  sixel'],
    ['charset \u001b(B keypad \u001b= and \u001b7save', 'charset  keypad  and save'],
    ['an open sequence \u001b[31', 'an open sequence '],
    ['bell\u0007 null\u0000 del\u007f bs\u0008', 'bell null del bs'],
    ['keeps\ttabs\nand lines', 'keeps\ttabs\nand lines'],
    ['ends lines at\r\nCRLF and\rCR', 'ends lines at\nCRLF and\nCR'],
  ])('%j → %j', (text, clean) => {
    expect(stripControls(text)).toBe(clean);
  });
});

describe('neutralizeCommands', () => {
  it.each([
    ['::add-mask::x', '> ::add-mask::x'],
    ['::set-output name=a::b', '> ::set-output name=a::b'],
    ['  ::error file=a::b', '>   ::error file=a::b'],
    ['##[set-output name=x;]y', '# #[set-output name=x;]y'],
    ['a line with ::add-mask::x inside', 'a line with ::add-mask::x inside'],
    ['first\n::add-mask::abc\r\n::debug::d', 'first\n> ::add-mask::abc\r\n> ::debug::d'],
  ])('%j → %j', (text, inert) => {
    expect(neutralizeCommands(text)).toBe(inert);
  });
});

describe('cleanText', () => {
  const redact = (text: string) => text.replaceAll('sk-secret', '[redacted API key]');

  it('controls removed, then redacted: a sequence inside a secret hides nothing', () => {
    expect(cleanText('key sk-\u001b[0msecret\u0007!', 100, redact, 'x')).toEqual({
      text: 'key [redacted API key]!',
      cut: 0,
    });
  });

  it('cut at the limit with a note that says how much and where the whole is; a pair never split', () => {
    expect(cleanText('a'.repeat(30), 10, redact, 'the conversation has it')).toEqual({
      text: `${'a'.repeat(10)}\n[cut: 20 more characters; the conversation has it]`,
      cut: 20,
    });
    expect(cleanText(`${'a'.repeat(9)}😀bc`, 10, redact, 'w')).toEqual({
      text: `${'a'.repeat(9)}\n[cut: 4 more characters; w]`,
      cut: 4,
    });
  });
});

describe('lines', () => {
  it('each kind, one line: the kind, then the text', () => {
    expect(stepText(STEP)).toBe('step 3: Fix the parser');
    expect(eventText(EVENT)).toBe('event agent_started: agent started');
    expect(eventText({ kind: 'snapshot_uploaded', label: 'snapshot_uploaded' })).toBe(
      'event snapshot_uploaded',
    );
    expect(stateText(RUN)).toBe('state INPROGRESS');
    expect(stateText({ state: 'FAILED', status_message: 'out of credits' })).toBe(
      'state FAILED: out of credits',
    );
    expect(sessionText('https://app.warp.dev/session/abc')).toBe('session https://app.warp.dev/session/abc');
  });

  it("a run's record: the state when it changed, the session link when it is new", () => {
    expect(recordTexts(RUN)).toEqual(['state INPROGRESS', 'session https://app.warp.dev/session/abc']);
    expect(recordTexts(RUN, { ...RUN, state: 'QUEUED' })).toEqual(['state INPROGRESS']);
    expect(recordTexts(RUN, { ...RUN, session_link: null })).toEqual([
      'session https://app.warp.dev/session/abc',
    ]);
    expect(recordTexts({ ...RUN, session_link: null })).toEqual(['state INPROGRESS']);
    expect(recordTexts(STEP)).toEqual(['step 3: Fix the parser']);
    expect(recordTexts(EVENT)).toEqual(['event agent_started: agent started']);
  });

  it('the time in UTC to the second, or a dash as wide; the line inert for a runner', () => {
    expect(lineTime('2026-11-21T13:00:05.250+01:00')).toBe('2026-11-21T12:00:05Z');
    expect(lineTime(null)).toBe('-                   ');
    expect(lineTime('yesterday')).toBe('-                   ');
    expect(timedLine(STEP.time, stepText(STEP))).toBe('2026-11-21T12:00:05Z  step 3: Fix the parser');
    expect(timedLine(null, 'step 1: ##[error]x')).toBe('-                     step 1: # #[error]x');
  });
});

describe('stepDetail', () => {
  it('messages, actions and their results, events, inner steps indented', () => {
    const step = {
      id: 's1',
      description: 'Run the tests',
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'Run them.\nAll of them.' }] },
        {
          role: 'assistant',
          content: [
            {
              type: 'action',
              id: 'a1',
              category: 'command',
              name: 'run_command',
              input: { command: 'npm test' },
            },
            {
              type: 'action_result',
              action_id: 'a1',
              category: 'command',
              name: 'run_command',
              state: 'failed',
              output: { exit_code: 1 },
            },
            { type: 'event', name: 'context_compacted', data: {} },
            { type: 'text', text: '   ' },
          ],
        },
      ],
      steps: [
        {
          id: 's1a',
          summary: 'Read the failure',
          messages: [{ role: 'assistant', content: [{ type: 'text', text: 'An off-by-one.' }] }],
          steps: [],
        },
      ],
    } as unknown as Read<'ConversationStep'>;
    expect(stepDetail(step)).toBe(
      [
        'user: Run them.',
        'All of them.',
        '→ run_command {"command":"npm test"}',
        '← run_command (failed) {"exit_code":1}',
        '· context_compacted',
        '- Read the failure',
        '  assistant: An off-by-one.',
      ].join('\n'),
    );
  });
});

describe('JSON lines', () => {
  it('every kind of record validates against the schema, typed (numbers as numbers, nulls as null)', () => {
    for (const record of [
      STEP,
      { ...STEP, time: null, detail_cut: 12 },
      EVENT,
      { ...EVENT, time: null, execution_id: null },
      RUN,
      { ...RUN, session_link: null, state: 'FAILED', status_message: 'out of credits' },
    ]) {
      const line = inertJson(record);
      expect(line).not.toContain('\n');
      const parsed = JSON.parse(line) as unknown;
      expect(parsed).toEqual(record);
      expect(validate(parsed), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('a record of another shape does not validate', () => {
    for (const wrong of [
      { ...STEP, number: '3' },
      { ...STEP, detail_cut: -1 },
      { ...EVENT, execution_id: '1' },
      { ...RUN, extra: true },
      { ...RUN, type: 'state' },
    ])
      expect(validate(wrong)).toBe(false);
  });

  it('inert for a runner, the same value for a JSON reader', () => {
    const record = { ...STEP, title: '##[set-output name=x;]y ::add-mask::z' };
    const line = inertJson(record);
    expect(line).not.toContain('##[');
    expect(line).toContain('"title":"#\\u0023[set-output name=x;]y ::add-mask::z"');
    expect(JSON.parse(line)).toEqual(record);
  });
});
