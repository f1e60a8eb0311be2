/**
 * Cron expressions and times in words, for people reading a plan: "every day at 03:00 UTC", "every 15 minutes,
 * Monday to Friday", "2025-06-02 03:00 UTC (in 9 hours)". Schedules run in UTC, so every time says so.
 */
import type { CronSchedule } from '../client/cron.ts';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const two = (n: number) => String(n).padStart(2, '0');
const sorted = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b);

/** "a", "a and b", "a, b and c". */
function and(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Runs of consecutive values: [[1, 5], [7, 7]]. */
function runs(values: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const v of values) {
    const last = out.at(-1);
    if (last && last[1] === v - 1) last[1] = v;
    else out.push([v, v]);
  }
  return out;
}

/** Values by name, a run of three or more as "first to last": "Monday to Friday", "January and July". */
function named(values: number[], names: string[]): string {
  return and(
    runs(values).flatMap(([a, b]) =>
      b - a >= 2
        ? [`${names[a]} to ${names[b]}`]
        : Array.from({ length: b - a + 1 }, (_, i) => names[a + i]!),
    ),
  );
}

/** The step when `values` are exactly min, min+step, ... up to max (a `*\/step` field), else undefined. */
function stepOf(values: number[], min: number, max: number): number | undefined {
  if (values.length < 2 || values[0] !== min) return undefined;
  const step = values[1]! - values[0]!;
  const expected = Math.floor((max - min) / step) + 1;
  if (values.length !== expected) return undefined;
  return values.every((v, i) => v === min + i * step) ? step : undefined;
}

/** The days a schedule runs on, or undefined for every day. */
function days(s: CronSchedule): string | undefined {
  const allDom = s.daysOfMonth.size === 31;
  const allDow = s.daysOfWeek.size === 7;
  const dow = `every ${named(sorted(s.daysOfWeek), DAY_NAMES)}`;
  const dom = `on day${s.daysOfMonth.size > 1 ? 's' : ''} ${and(runs(sorted(s.daysOfMonth)).map(([a, b]) => (a === b ? String(a) : `${a}-${b}`)))} of the month`;
  let phrase: string | undefined;
  // When neither day field is `*`, cron runs on a day either names: one that names every day makes it daily.
  if (s.dayOr) phrase = allDom || allDow ? undefined : `${dom} and ${dow}`;
  else if (!allDow) phrase = dow;
  else if (!allDom) phrase = dom;
  if (s.months.size < 12)
    phrase = `${phrase ?? 'every day'} in ${named(
      sorted(s.months).map((m) => m - 1),
      MONTH_NAMES,
    )}`;
  return phrase;
}

/** A cron expression, read (client/cron.ts `parseCron`), in words, e.g. "every day at 03:00 UTC". */
export function describeCron(s: CronSchedule): string {
  const minutes = sorted(s.minutes);
  const hours = sorted(s.hours);
  const allHours = hours.length === 24;
  const day = days(s);
  // Schedules that run many times an hour or every hour: the frequency first, then the days.
  let frequent: string | undefined;
  if (allHours && minutes.length === 60) frequent = 'every minute';
  else if (allHours && stepOf(minutes, 0, 59) !== undefined)
    frequent = `every ${stepOf(minutes, 0, 59)} minutes`;
  else if (allHours && minutes.length === 1) frequent = `every hour at minute ${minutes[0]}`;
  if (frequent) return day ? `${frequent}, ${day}` : frequent;
  let time: string;
  if (minutes.length === 1 && hours.length <= 6) {
    time = `at ${and(hours.map((h) => `${two(h)}:${two(minutes[0]!)}`))} UTC`;
  } else if (minutes.length === 1 && stepOf(hours, 0, 23) !== undefined) {
    time = `every ${stepOf(hours, 0, 23)} hours at minute ${minutes[0]} (UTC)`;
  } else {
    const list = (values: number[]) => and(runs(values).map(([a, b]) => (a === b ? String(a) : `${a}-${b}`)));
    time = `at minute${minutes.length > 1 ? 's' : ''} ${list(minutes)} of hour${hours.length > 1 ? 's' : ''} ${list(hours)} (UTC)`;
  }
  return `${day ?? 'every day'} ${time}`;
}

/** A moment as "2025-06-02 03:00 UTC". */
export function utc(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

/** How far `at` is from `now`, in words: "in 5 minutes", "in 9 hours", "in 3 days" (rounded down). */
export function fromNow(at: number, now: number): string {
  const minutes = Math.floor((at - now) / 60_000);
  if (minutes < 1) return 'in less than a minute';
  const plural = (n: number, unit: string) => `in ${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}
