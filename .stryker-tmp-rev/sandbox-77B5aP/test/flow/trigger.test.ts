import { describe, expect, it } from 'vitest';
import { parseCommentTrigger } from '../../src/flow/trigger.ts';

describe('the trigger phrase', () => {
  it.each([
    ['@cloud-agent fix the parser', { verb: undefined, text: 'fix the parser' }],
    ['Hey @Cloud-Agent, add tests', { verb: undefined, text: ', add tests' }],
    ['@cloud-agent cancel', { verb: 'cancel', text: 'cancel' }],
    ['@cloud-agent Status.', { verb: 'status', text: 'Status.' }],
    [
      '@cloud-agent cancel the old plan and start over',
      { verb: undefined, text: 'cancel the old plan and start over' },
    ],
    [
      '> @cloud-agent quoted\n\n@cloud-agent real one\n```\ncode\n```',
      { verb: undefined, text: 'real one\n```\ncode\n```' },
    ],
    ['@cloud-agent', { verb: undefined, text: '' }],
    ['@cloud-agent plan add dark mode', { verb: 'plan', text: 'add dark mode' }],
    ['@cloud-agent Plan: add dark mode\n\nwith tests', { verb: 'plan', text: 'add dark mode\n\nwith tests' }],
    ['@cloud-agent plan', { verb: 'plan', text: '' }],
    ['@cloud-agent plan.', { verb: 'plan', text: '' }],
    ['@cloud-agent planning is hard', { verb: undefined, text: 'planning is hard' }],
    ['@cloud-agent plans of the old module', { verb: undefined, text: 'plans of the old module' }],
    ['@cloud-agent approve', { verb: 'approve', text: '' }],
    ['@cloud-agent Approve!', { verb: 'approve', text: '' }],
    ['@cloud-agent approve, but keep the old API', { verb: 'approve', text: 'but keep the old API' }],
    ['@cloud-agent approved the design?', { verb: undefined, text: 'approved the design?' }],
    ['@cloud-agent status of the plan', { verb: undefined, text: 'status of the plan' }],
  ])('%j', (body, expected) => {
    expect(parseCommentTrigger(body, '@cloud-agent')).toEqual(expected);
  });

  it.each([
    'no call here',
    '> @cloud-agent only quoted',
    'inline `@cloud-agent` code',
    '```\n@cloud-agent fenced\n```',
    '~~~~\n@cloud-agent fenced with tildes\n~~~~',
    '<!-- @cloud-agent hidden -->',
    'mail x@cloud-agent.dev',
    '@cloud-agents plural',
    'prefix-@cloud-agent',
  ])('does not call: %j', (body) => {
    expect(parseCommentTrigger(body, '@cloud-agent')).toBeUndefined();
  });

  it('takes any phrase, escaped', () => {
    expect(parseCommentTrigger('/robot (do it)', '/robot')).toEqual({ verb: undefined, text: '(do it)' });
    expect(parseCommentTrigger('a.b do it', 'a.b')).toEqual({ verb: undefined, text: 'do it' });
    expect(parseCommentTrigger('axb do it', 'a.b')).toBeUndefined();
  });
});

describe('what is code or a quote, exactly', () => {
  it.each([
    ['x ```js\n@cloud-agent go', 'a fence must open its line'],
    ['`a\n@cloud-agent go', 'one backtick opens no fence'],
    ['~a\n@cloud-agent go', 'one tilde opens no fence'],
    ['```\ncode\n`````\n@cloud-agent go', 'a longer closing fence closes'],
    ['```\ncode\n```\n@cloud-agent go', 'a plain closing fence closes'],
    ['```\ncode\n```  \n@cloud-agent go', 'a closing fence may end in spaces'],
    ['a > @cloud-agent go', 'a > inside a line quotes nothing'],
    ['a> @cloud-agent go', 'text before > is no quote'],
  ])('%j calls (%s)', (body) => {
    expect(parseCommentTrigger(body, '@cloud-agent')).toEqual({ verb: undefined, text: 'go' });
  });

  it.each([
    ['```js\n@cloud-agent fenced\n```', 'a fence with an info string'],
    ['```\ncode ```\n@cloud-agent x\n```', 'a fence closes only at the start of a line'],
    ['```\ncode\n``` tail\n@cloud-agent x\n```', 'a fence followed by text does not close'],
    ['```\n x @cloud-agent go', 'a fence left open runs to the end'],
    ['hi\n```\n@cloud-agent x\n```', 'a fence on a later line'],
    ['x <!-- @cloud-agent go', 'an HTML comment left open runs to the end'],
  ])('%j does not call (%s)', (body) => {
    expect(parseCommentTrigger(body, '@cloud-agent')).toBeUndefined();
  });

  it('line ends are normalized in the request', () => {
    expect(parseCommentTrigger('@cloud-agent a\rb\r\nc', '@cloud-agent')).toEqual({
      verb: undefined,
      text: 'a\nb\nc',
    });
  });
});
