/**
 * What a run's state means (src/shared/runs.ts), as the flows and the reports read it: which states are going,
 * stopped or ended. Its credits are tested with the budget that counts them (test/flow/credits.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ACTIVE_STATES, GOING_STATES, TERMINAL_STATES, hasStopped, isGoing } from '../../src/shared/runs.ts';

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
});
