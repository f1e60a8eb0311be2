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
