/** Recovery after a lost create takes only a run this attempt made: the metadata it looks by, and since when. */
import { describe, expect, it } from 'vitest';
import { creatingSince } from '../../src/flow/start.ts';
import type { Trigger } from '../../src/flow/context.ts';
import { readRunEnvironment } from '../../src/github/event.ts';
import { conversationOrigin, originOf } from '../../src/flow/origin.ts';
import type { RunItem } from '../../src/client/index.ts';
import { inputs } from '../helpers/inputs.ts';

const env = (attempt: string) =>
  readRunEnvironment({
    GITHUB_REPOSITORY: 'acme/app',
    GITHUB_RUN_ID: '9001',
    GITHUB_RUN_ATTEMPT: attempt,
    GITHUB_JOB: 'agent',
    GITHUB_ACTION: '__run',
    GITHUB_EVENT_NAME: 'issue_comment',
  });
const trigger = {
  number: 7,
  comment: { id: 42, author: 'octo', body: '@cloud-agent go', url: 'u' },
} as unknown as Trigger;

describe('the runs an attempt made', () => {
  it('a trigger: the same key for every attempt, the own lookup narrowed to this attempt', () => {
    const first = originOf(env('1'), trigger, inputs());
    const second = originOf(env('2'), trigger, inputs());
    expect(second.key).toBe(first.key);
    expect(second.lookup).toEqual({ gh_trigger: first.key });
    expect(second.own).toEqual({ gh_trigger: first.key, gh_run_attempt: '2' });
    expect(second.metadata).toMatchObject(second.own);
  });

  it('a conversation: the thread, this trigger and this attempt', () => {
    const origin = conversationOrigin(env('3'), trigger, inputs());
    expect(origin.own).toEqual({
      gh_conversation: origin.key,
      gh_trigger: originOf(env('3'), trigger, inputs()).key,
      gh_run_attempt: '3',
    });
    expect(origin.metadata).toMatchObject(origin.own);
  });

  it('since: a minute back, but never at or before the run seen before creating', () => {
    const now = Date.parse('2026-11-23T10:00:00.000Z');
    expect(creatingSince(now, undefined)).toBe('2026-11-23T09:59:00.000Z');
    const old = { created_at: '2026-11-23T09:58:00.000Z' } as RunItem;
    expect(creatingSince(now, old)).toBe('2026-11-23T09:59:00.000Z');
    const recent = { created_at: '2026-11-23T09:59:40.250Z' } as RunItem;
    expect(creatingSince(now, recent)).toBe('2026-11-23T09:59:40.251Z');
    // The service's clock ahead of the runner's: still after the earlier run.
    const ahead = { created_at: '2026-11-23T10:00:30.000Z' } as RunItem;
    expect(creatingSince(now, ahead)).toBe('2026-11-23T10:00:30.001Z');
  });
});
