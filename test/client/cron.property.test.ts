/**
 * Cron expressions (src/client/cron.ts) and their words (src/render/cron.ts) over random expressions built field by
 * field from values, names, ranges, steps and lists: each one parses to fields within their bounds and never empty;
 * its next time is a minute after the given one that the expression matches, and no minute between the two does; its
 * words name no `undefined` and no empty list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextCronTime, parseCron, type CronSchedule } from '../../src/client/cron.ts';
import { describeCron } from '../../src/render/cron.ts';

/** Seeded, so a failure replays; some 0.3 s. */
const RUNS = { numRuns: 500, seed: 20261204 };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** One field's text: `*`, a value, a range, any of them with a step, or a list of them. */
function field(min: number, max: number, names?: string[], namesFrom = 0): fc.Arbitrary<string> {
  const value = fc.integer({ min, max }).chain((n) => {
    const name = names?.[n - namesFrom];
    return name ? fc.constantFrom(String(n), name, name.toLowerCase()) : fc.constant(String(n));
  });
  const range = fc
    .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
    .map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`);
  const base = fc.oneof(fc.constant('*'), value, range);
  const part = fc
    .tuple(base, fc.option(fc.integer({ min: 1, max: max + 1 }), { nil: undefined }))
    .map(([b, step]) => (step === undefined ? b : `${b}/${step}`));
  return fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(','));
}

const expression = fc
  .tuple(field(0, 59), field(0, 23), field(1, 31), field(1, 12, MONTHS, 1), field(0, 7, DAYS, 0))
  .map((fields) => fields.join(' '));

const matches = (s: CronSchedule, t: Date): boolean => {
  const dom = s.daysOfMonth.has(t.getUTCDate());
  const dow = s.daysOfWeek.has(t.getUTCDay());
  return (
    s.minutes.has(t.getUTCMinutes()) &&
    s.hours.has(t.getUTCHours()) &&
    s.months.has(t.getUTCMonth() + 1) &&
    (s.dayOr ? dom || dow : dom && dow)
  );
};

const within = (set: ReadonlySet<number>, min: number, max: number) =>
  set.size > 0 && [...set].every((n) => Number.isInteger(n) && n >= min && n <= max);

describe('cron expressions, over random fields', () => {
  it('parse to fields within their bounds, none empty; their words name every part', () => {
    fc.assert(
      fc.property(expression, (text) => {
        const s = parseCron(text);
        expect(within(s.minutes, 0, 59), text).toBe(true);
        expect(within(s.hours, 0, 23), text).toBe(true);
        expect(within(s.daysOfMonth, 1, 31), text).toBe(true);
        expect(within(s.months, 1, 12), text).toBe(true);
        // Sunday is 0, whether written 0, 7 or SUN.
        expect(within(s.daysOfWeek, 0, 6), text).toBe(true);
        const words = describeCron(s);
        expect(words, text).not.toMatch(/undefined|NaN|every ,|every $| {2}/);
      }),
      RUNS,
    );
  });

  it('the next time is the first minute after the given one that matches', () => {
    fc.assert(
      fc.property(
        expression,
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2030-12-31T23:59:59Z') }),
        (text, after) => {
          const s = parseCron(text);
          const next = nextCronTime(s, new Date(after));
          if (next === undefined) return; // (a day no month has, as 31 in February alone)
          expect(next.getTime(), text).toBeGreaterThan(after);
          expect(next.getUTCSeconds() + next.getUTCMilliseconds(), text).toBe(0);
          expect(matches(s, next), text).toBe(true);
          // No minute between: checked where that is few enough to walk.
          const first = Math.floor(after / 60_000) * 60_000 + 60_000;
          if (next.getTime() - first <= 3 * 86_400_000) {
            for (let t = first; t < next.getTime(); t += 60_000) {
              if (matches(s, new Date(t)))
                expect.fail(`${text}: ${new Date(t).toISOString()} matches before ${next.toISOString()}`);
            }
          }
        },
      ),
      { ...RUNS, numRuns: 200 },
    );
  });
});
