import { describe, expect, it } from 'vitest';
import { CronError, fiveFields, nextCronTime, parseCron, serviceCron } from '../../src/client/cron.ts';

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

const sorted = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('parseCron fields', () => {
  it('* is every value of the field; day of week is 0-6 (7 is Sunday, so only once)', () => {
    const s = parseCron('* * * * *');
    expect(sorted(s.minutes)).toEqual(range(0, 59));
    expect(sorted(s.hours)).toEqual(range(0, 23));
    expect(sorted(s.daysOfMonth)).toEqual(range(1, 31));
    expect(sorted(s.months)).toEqual(range(1, 12));
    expect(sorted(s.daysOfWeek)).toEqual(range(0, 6));
    expect(s.dayOr).toBe(false);
  });

  it('lists, ranges and steps, on * on a range and from a single value', () => {
    const s = parseCron('5/15 10-20/5 1,15,31 */5 1/3');
    expect(sorted(s.minutes)).toEqual([5, 20, 35, 50]);
    expect(sorted(s.hours)).toEqual([10, 15, 20]);
    expect(sorted(s.daysOfMonth)).toEqual([1, 15, 31]);
    expect(sorted(s.months)).toEqual([1, 6, 11]);
    expect(sorted(s.daysOfWeek)).toEqual([1, 4]);
    expect(s.dayOr).toBe(true);
  });

  it('a single value, a range with both ends, and a step of 1', () => {
    const s = parseCron('7 0-2 31 12 */1');
    expect(sorted(s.minutes)).toEqual([7]);
    expect(sorted(s.hours)).toEqual([0, 1, 2]);
    expect(sorted(s.daysOfMonth)).toEqual([31]);
    expect(sorted(s.months)).toEqual([12]);
    expect(sorted(s.daysOfWeek)).toEqual(range(0, 6));
  });

  it('month and weekday names in any case, in ranges too; 7 is Sunday', () => {
    const s = parseCron('0 0 * jan,Jun-AUG,dec sun,5-7');
    expect(sorted(s.months)).toEqual([1, 6, 7, 8, 12]);
    expect(sorted(s.daysOfWeek)).toEqual([0, 5, 6]);
    expect(sorted(parseCron('0 0 * * MON-SAT').daysOfWeek)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sorted(parseCron('0 0 * * 7').daysOfWeek)).toEqual([0]);
    expect(sorted(parseCron('0 0 * * 0-7/7').daysOfWeek)).toEqual([0]);
    // A step from 7 is Sunday, not no day at all (found by test/client/cron.property.test.ts).
    expect(sorted(parseCron('0 0 * * 7/2').daysOfWeek)).toEqual([0]);
    expect(sorted(parseCron('0 0 * * SUN/2').daysOfWeek)).toEqual([0, 2, 4, 6]);
  });

  it('every month and weekday name is its number', () => {
    const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
    const days = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
    months.forEach((name, i) => expect(sorted(parseCron(`0 0 * ${name} *`).months)).toEqual([i + 1]));
    days.forEach((name, i) => expect(sorted(parseCron(`0 0 * * ${name}`).daysOfWeek)).toEqual([i]));
  });

  it('a range of one value is that value', () => {
    expect(sorted(parseCron('5-5 0 * * *').minutes)).toEqual([5]);
  });

  it('a day is either field only when both are restricted', () => {
    expect(parseCron('0 0 13 * *').dayOr).toBe(false);
    expect(parseCron('0 0 * * 5').dayOr).toBe(false);
    expect(parseCron('0 0 13 * 5').dayOr).toBe(true);
  });

  it('fields are split on any run of blanks, and the expression is trimmed', () => {
    expect(sorted(parseCron('  1\t2   3 4 5 ').minutes)).toEqual([1]);
    expect(sorted(parseCron('  1\t2   3 4 5 ').daysOfWeek)).toEqual([5]);
  });

  it.each([
    ['@yearly', '0 0 1 1 *'],
    ['@annually', '0 0 1 1 *'],
    ['@monthly', '0 0 1 * *'],
    ['@weekly', '0 0 * * 0'],
    ['@daily', '0 0 * * *'],
    ['@midnight', '0 0 * * *'],
    ['@hourly', '0 * * * *'],
    [' @Daily ', '0 0 * * *'],
  ])('%j is %s', (macro, expression) => {
    expect(parseCron(macro)).toEqual(parseCron(expression));
  });

  it.each([
    ['   ', 'the expression is empty'],
    ['* * * * * *', 'expected 5 fields (minute hour day-of-month month day-of-week), got 6 in "* * * * * *"'],
    ['@', 'unknown shorthand "@"'],
    ['JAN * * * *', 'minute field "JAN": "JAN" is not a number'],
    ['* * * * 8', 'day of week field "8": 8 is outside 0-7'],
    ['* 24 * * *', 'hour field "24": 24 is outside 0-23'],
    ['* * 32 * *', 'day of month field "32": 32 is outside 1-31'],
    ['* * * 0 *', 'month field "0": 0 is outside 1-12'],
    ['5a * * * *', 'minute field "5a": "5a" is not a number'],
    ['1-2-3 * * * *', 'minute field "1-2-3": "1-2-3" is not a range'],
    ['-5 * * * *', 'minute field "-5": "-5" is not a range'],
    ['5- * * * *', 'minute field "5-": "5-" is not a range'],
    ['1/2/3 * * * *', 'minute field "1/2/3": "1/2/3" is not a value, range or step'],
    ['/5 * * * *', 'minute field "/5": "/5" is not a value, range or step'],
    ['*/x * * * *', 'minute field "*/x": step "x" must be a whole number above 0'],
    ['*/ * * * *', 'minute field "*/": step "" must be a whole number above 0'],
    ['*/1x * * * *', 'minute field "*/1x": step "1x" must be a whole number above 0'],
    ['*/x1 * * * *', 'minute field "*/x1": step "x1" must be a whole number above 0'],
    ['* * * * MON-x', 'day of week field "MON-x": "x" is not a number'],
    ['* * * * FRI-MON', 'day of week field "FRI-MON": range FRI-MON runs backwards'],
    ['x5 * * * *', 'minute field "x5": "x5" is not a number'],
  ])('refuses %j: %s', (expr, message) => {
    expect(() => parseCron(expr)).toThrow(CronError);
    expect(() => parseCron(expr)).toThrow(message);
  });

  it('refuses what is not a string', () => {
    expect(() => parseCron(undefined as unknown as string)).toThrow('the expression is empty');
  });
});

describe('the five fields the service takes', () => {
  it.each([
    ['@yearly', '0 0 1 1 *'],
    ['@annually', '0 0 1 1 *'],
    ['@monthly', '0 0 1 * *'],
    ['@weekly', '0 0 * * 0'],
    ['@daily', '0 0 * * *'],
    ['@midnight', '0 0 * * *'],
    ['@hourly', '0 * * * *'],
    [' @Monthly ', '0 0 1 * *'],
    // Anything else as it is, trimmed: checking it is parseCron's.
    [' 30 6 1 * * ', '30 6 1 * *'],
    ['0  3 * * *', '0  3 * * *'],
    ['@fortnightly', '@fortnightly'],
    ['constructor', 'constructor'],
  ])('fiveFields(%j) is %j', (expression, five) => {
    expect(fiveFields(expression)).toBe(five);
  });

  it('serviceCron parses five fields as parseCron does, and refuses a shorthand naming the five to write', () => {
    expect(serviceCron('30 6 1 * *')).toEqual(parseCron('30 6 1 * *'));
    expect(() => serviceCron('@monthly')).toThrow(
      new CronError('the service takes five fields, not a shorthand: write "0 0 1 * *" for "@monthly"'),
    );
    expect(() => serviceCron(' @Daily ')).toThrow(
      new CronError('the service takes five fields, not a shorthand: write "0 0 * * *" for "@Daily"'),
    );
    expect(() => serviceCron('@fortnightly')).toThrow(new CronError('unknown shorthand "@fortnightly"'));
    expect(() => serviceCron(undefined as unknown as string)).toThrow(
      new CronError('the expression is empty'),
    );
  });
});

describe('nextCronTime', () => {
  it('takes a parsed schedule as well as a string', () => {
    expect(nextCronTime(parseCron('30 * * * *'), new Date('2026-11-21T10:07:00Z'))?.toISOString()).toBe(
      '2026-11-21T10:30:00.000Z',
    );
  });

  it('is strictly after, at a whole minute, seconds and milliseconds dropped', () => {
    expect(next('* * * * *', '2026-11-21T10:07:59.999Z')).toBe('2026-11-21T10:08:00.000Z');
    expect(next('* * * * *', '2026-11-21T10:07:00.000Z')).toBe('2026-11-21T10:08:00.000Z');
    expect(next('7 10 * * *', '2026-11-21T10:06:30Z')).toBe('2026-11-21T10:07:00.000Z');
  });

  it('skips to the first minute of the next hour, day and month that match', () => {
    expect(next('* 12 * * *', '2026-11-21T10:07:00Z')).toBe('2026-11-21T12:00:00.000Z');
    expect(next('* * 23 * *', '2026-11-21T10:07:00Z')).toBe('2026-11-23T00:00:00.000Z');
    expect(next('* * * 12 *', '2026-11-21T10:07:00Z')).toBe('2026-12-01T00:00:00.000Z');
    expect(next('59 23 31 12 *', '2026-11-21T10:07:00Z')).toBe('2026-12-31T23:59:00.000Z');
    expect(next('0 0 * 2 *', '2026-12-31T23:59:00Z')).toBe('2027-02-01T00:00:00.000Z');
  });

  it('both day fields restricted: either matches; one restricted: it must match', () => {
    // 2026-11-21 is a Saturday; the 25th a Wednesday.
    expect(next('0 0 25 * 6', '2026-11-21T00:00:00Z')).toBe('2026-11-25T00:00:00.000Z');
    expect(next('0 0 25 * 6', '2026-11-25T00:00:00Z')).toBe('2026-11-28T00:00:00.000Z');
    expect(next('0 0 25 * *', '2026-11-21T00:00:00Z')).toBe('2026-11-25T00:00:00.000Z');
    expect(next('0 0 * * 3', '2026-11-21T00:00:00Z')).toBe('2026-11-25T00:00:00.000Z');
  });

  it('finds a date years ahead, within the five it looks', () => {
    expect(next('0 0 29 2 *', '2028-03-01T00:00:00Z')).toBe('2032-02-29T00:00:00.000Z');
    expect(next('0 0 1 1 *', '2026-11-21T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
  });
});
