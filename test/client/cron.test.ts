import { describe, expect, it } from 'vitest';
import { CronError, nextCronTime, parseCron } from '../../src/client/cron.ts';

const next = (expr: string, after: string) => nextCronTime(expr, new Date(after))?.toISOString();

describe('cron', () => {
  it.each([
    ['0 9 * * *', '2026-11-21T08:59:30Z', '2026-11-21T09:00:00.000Z'],
    ['0 9 * * *', '2026-11-21T09:00:00Z', '2026-11-22T09:00:00.000Z'],
    ['*/15 * * * *', '2026-11-21T10:07:00Z', '2026-11-21T10:15:00.000Z'],
    ['30 2 * * MON-FRI', '2026-11-21T00:00:00Z', '2026-11-23T02:30:00.000Z'], // the 21st is a Saturday
    ['0 0 1 JAN *', '2026-11-21T00:00:00Z', '2027-01-01T00:00:00.000Z'],
    ['0 12 * * 7', '2026-11-21T00:00:00Z', '2026-11-22T12:00:00.000Z'], // 7 is Sunday
    ['0 0 13 * 5', '2026-11-21T00:00:00Z', '2026-11-27T00:00:00.000Z'], // day-of-month OR Friday
    ['@hourly', '2026-11-21T10:07:00Z', '2026-11-21T11:00:00.000Z'],
    ['@weekly', '2026-11-21T10:07:00Z', '2026-11-22T00:00:00.000Z'],
    ['0 0 29 2 *', '2026-11-21T00:00:00Z', '2028-02-29T00:00:00.000Z'],
    ['5,10-12/2 * * * *', '2026-11-21T10:06:00Z', '2026-11-21T10:10:00.000Z'],
  ])('%s after %s → %s', (expr, after, expected) => {
    expect(next(expr, after)).toBe(expected);
  });

  it('never matches 31 February', () => {
    expect(nextCronTime('0 0 31 2 *', new Date('2026-01-01T00:00:00Z'))).toBeUndefined();
  });

  it.each([
    ['', 'the expression is empty'],
    ['* * * *', 'expected 5 fields (minute hour day-of-month month day-of-week), got 4 in "* * * *"'],
    ['61 * * * *', 'minute field "61": 61 is outside 0-59'],
    ['* * 0 * *', 'day of month field "0": 0 is outside 1-31'],
    ['* * * 13 *', 'month field "13": 13 is outside 1-12'],
    ['* * * * FUNDAY', 'day of week field "FUNDAY": "FUNDAY" is not a number'],
    ['*/0 * * * *', 'minute field "*/0": step "0" must be a whole number above 0'],
    ['10-5 * * * *', 'minute field "10-5": range 10-5 runs backwards'],
    ['@fortnightly', 'unknown shorthand "@fortnightly"'],
    ['1,,2 * * * *', 'minute field "1,,2": "" is not a value, range or step'],
  ])('refuses %j: %s', (expr, message) => {
    expect(() => parseCron(expr)).toThrow(CronError);
    expect(() => parseCron(expr)).toThrow(message);
  });
});
