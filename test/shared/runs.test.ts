/**
 * What a run's state means (src/shared/runs.ts), as the flows and the reports read it: which states are going,
 * stopped or ended, and whether a request goes to it. Its credits are tested with the budget that counts them (test/flow/credits.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATES,
  GOING_STATES,
  TERMINAL_STATES,
  continues,
  hasStopped,
  isGoing,
} from '../../src/shared/runs.ts';

describe('run states', () => {
  it('names the ended, the working and the going states', () => {
    expect([...TERMINAL_STATES]).toEqual(['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED']);
    expect([...ACTIVE_STATES]).toEqual(['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS']);
    expect([...GOING_STATES]).toEqual(['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS', 'BLOCKED']);
  });

  it.each([
    ['QUEUED', true, false],
    ['PENDING', true, false],
    ['CLAIMED', true, false],
    ['INPROGRESS', true, false],
    ['BLOCKED', true, true],
    ['SUCCEEDED', false, true],
    ['FAILED', false, true],
    ['ERROR', false, true],
    ['CANCELLED', false, true],
    ['AWAITING_REVIEW', false, false],
    ['', false, false],
  ])('%s: going %s, stopped %s', (state, going, stopped) => {
    expect(isGoing(state)).toBe(going);
    expect(hasStopped(state)).toBe(stopped);
  });

  // Seed 6631 of the joins model: a run cancelled while queued carried a conversation id, and the follow-up sent to
  // it was refused (no conversation to continue). The same for one that failed or errored before it started.
  it.each([
    ['QUEUED', { conversation_id: 'c', started_at: null }, true],
    ['BLOCKED', { started_at: null }, true],
    ['INPROGRESS', {}, true],
    ['SUCCEEDED', { conversation_id: 'c', started_at: '2026-03-02T09:00:01Z' }, true],
    ['SUCCEEDED', { conversation_id: 'c' }, true],
    ['CANCELLED', { conversation_id: 'c', started_at: null }, false],
    ['CANCELLED', { conversation_id: 'c', started_at: '2026-03-02T09:00:01Z' }, true],
    ['CANCELLED', { conversation_id: 'c' }, true],
    ['FAILED', { conversation_id: 'c', started_at: null }, false],
    ['FAILED', { conversation_id: 'c', started_at: '2026-03-02T09:00:01Z' }, true],
    ['FAILED', { conversation_id: 'c' }, true],
    ['ERROR', { conversation_id: 'c', started_at: null }, false],
    ['ERROR', { conversation_id: 'c', started_at: '2026-03-02T09:00:01Z' }, true],
    ['AWAITING_REVIEW', { conversation_id: 'c', started_at: null }, true],
    ['SUCCEEDED', { conversation_id: 'c', started_at: null }, true],
    ['SUCCEEDED', { conversation_id: '', started_at: '2026-03-02T09:00:01Z' }, false],
    ['SUCCEEDED', { started_at: '2026-03-02T09:00:01Z' }, false],
  ] as const)('%s with %j: a request continues it: %s', (state, fields, expected) => {
    expect(continues({ state, ...fields })).toBe(expected);
  });
});
