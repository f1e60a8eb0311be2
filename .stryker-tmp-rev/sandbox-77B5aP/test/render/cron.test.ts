/**
 * Cron expressions in words (src/render/cron.ts), beyond the common shapes test/render/schedules.test.ts shows: each
 * case is an exact sentence that pins one choice of describeCron, such as where a `*\/step` field is recognised (and
 * where a list that merely looks like one is not), when the hours are listed as times, singular and plural, every
 * day and month name, the days of a schedule whose two day fields are both restricted, and the edges of fromNow.
 */
import { describe, expect, it } from 'vitest';
import { parseCron } from '../../src/client/cron.ts';
import { describeCron, fromNow } from '../../src/render/cron.ts';

describe('describeCron', () => {
  it.each([
    // Values given out of order are read in order.
    ['0 3,1 * * *', 'every day at 01:00 and 03:00 UTC'],
    // Two values that span the hour are a step; three spaced ones that stop short, or six unevenly spaced, are not.
    ['0,30 * * * *', 'every 30 minutes'],
    ['0,10,20 * * * *', 'every day at minutes 0, 10 and 20 of hours 0-23 (UTC)'],
    ['0,10,20,30,40,55 * * * *', 'every day at minutes 0, 10, 20, 30, 40 and 55 of hours 0-23 (UTC)'],
    ['0,7 * * * *', 'every day at minutes 0 and 7 of hours 0-23 (UTC)'],
    ['10 * 1 * *', 'every hour at minute 10, on day 1 of the month'],
    ['* * * * 1', 'every minute, every Monday'],
    ['*/20 * * * 0,6', 'every 20 minutes, every Sunday and Saturday'],
    // Up to six hours are listed as times, seven are not; an hour step needs a single minute.
    ['30 1-6 * * *', 'every day at 01:30, 02:30, 03:30, 04:30, 05:30 and 06:30 UTC'],
    ['30 1-7 * * *', 'every day at minute 30 of hours 1-7 (UTC)'],
    ['0 */3 * * *', 'every day every 3 hours at minute 0 (UTC)'],
    [
      '0,30 */2 * * *',
      'every day at minutes 0 and 30 of hours 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20 and 22 (UTC)',
    ],
    ['15 9 * * *', 'every day at 09:15 UTC'],
    ['0,30 9 * * *', 'every day at minutes 0 and 30 of hour 9 (UTC)'],
    ['15 0-6,8,10 * * *', 'every day at minute 15 of hours 0-6, 8 and 10 (UTC)'],
    // Every day and month name; runs of two are named one by one.
    ['0 3 * * 0,2,4,6', 'every Sunday, Tuesday, Thursday and Saturday at 03:00 UTC'],
    ['0 3 * * 1,3,5', 'every Monday, Wednesday and Friday at 03:00 UTC'],
    ['0 3 * * 5,6', 'every Friday and Saturday at 03:00 UTC'],
    [
      '0 0 1 1,3,5,7,9,11 *',
      'on day 1 of the month in January, March, May, July, September and November at 00:00 UTC',
    ],
    [
      '0 0 1 2,4,6,8,10,12 *',
      'on day 1 of the month in February, April, June, August, October and December at 00:00 UTC',
    ],
    ['0 3 * 2 *', 'every day in February at 03:00 UTC'],
    ['0 0 1-5,9 * *', 'on days 1-5 and 9 of the month at 00:00 UTC'],
    // Neither day field is `*`, so cron runs on a day either names: naming every day in one makes it daily.
    ['0 9 1-31 * 1', 'every day at 09:00 UTC'],
    ['0 9 1 * 0-6', 'every day at 09:00 UTC'],
    ['0 9 */1 * 1-5', 'every day at 09:00 UTC'],
  ])('%s: %s', (cron, words) => {
    expect(describeCron(parseCron(cron))).toBe(words);
  });
});

describe('fromNow', () => {
  const NOW = Date.parse('2025-06-02T18:00:00Z');
  it.each([
    [59, 'in 59 minutes'],
    [60, 'in 1 hour'],
    [119, 'in 1 hour'],
    [120, 'in 2 hours'],
    [47 * 60 + 59, 'in 47 hours'],
    [48 * 60, 'in 2 days'],
  ])('%i minutes ahead: %s', (minutes, words) => {
    expect(fromNow(NOW + minutes * 60_000, NOW)).toBe(words);
  });
});
