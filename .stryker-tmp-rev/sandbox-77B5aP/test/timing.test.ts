/**
 * src/timing.ts: the time scale the tests give the bundle (CLOUD_AGENT_TIME_SCALE) is a number above 0 and at most 1,
 * anything else is ignored, and it only ever shortens a wait. This process has none (the unit tests wait the figures:
 * they move time themselves), so every wait is its figure.
 */
import { describe, expect, it } from 'vitest';
import { POLL, scaled, TIME_SCALE, TIME_SCALE_ENV, timeScaleOf } from '../src/timing.ts';

describe('CLOUD_AGENT_TIME_SCALE', () => {
  it('is read by its name', () => {
    expect(TIME_SCALE_ENV).toBe('CLOUD_AGENT_TIME_SCALE');
  });

  it.each([
    ['0.25', 0.25],
    ['1', 1],
    ['1.0', 1],
    ['.5', 0.5],
    [' 0.1 ', 0.1],
    ['0.001', 0.001],
  ])('%j scales every wait by %d', (value, scale) => {
    expect(timeScaleOf(value)).toBe(scale);
  });

  it.each([
    undefined,
    '',
    ' ',
    '0',
    '0.0',
    '-0.5',
    '1.5',
    '2',
    '10',
    'fast',
    '0.5s',
    '1e-1',
    'NaN',
    'Infinity',
    '0x1',
  ])('%j is ignored: the waits are the figures', (value) => {
    expect(timeScaleOf(value)).toBe(1);
  });

  it('a wait is its figure times the scale, never longer than the figure', () => {
    expect(scaled(10_000, 0.25)).toBe(2500);
    expect(scaled(500, 0.1)).toBeCloseTo(50);
    expect(scaled(POLL.initialMs, timeScaleOf('3'))).toBe(POLL.initialMs);
  });

  it('this process has no scale: every wait is its figure', () => {
    expect(process.env[TIME_SCALE_ENV]).toBeUndefined();
    expect(TIME_SCALE).toBe(1);
    expect(scaled(8500)).toBe(8500);
  });
});
