/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week, UTC), as schedules use them:
 * `*`, lists, ranges, steps, month and weekday names, 7 as Sunday, and the @hourly/@daily/@weekly/@monthly/
 * @yearly shorthands. `parseCron` throws a message that says which field is wrong; `nextCronTime` finds the next
 * matching minute. The service takes the five fields only (a shorthand is answered 400 "invalid cron expression"):
 * `serviceCron` parses as it does, and `fiveFields` writes a shorthand as the five fields it stands for.
 */

export interface CronSchedule {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  daysOfWeek: ReadonlySet<number>;
  /** Both day fields restricted: a day matches when either does (classic cron). */
  dayOr: boolean;
}

/** An expression that does not parse: a value given was wrong (a `usage` outcome, src/shared/outcome.ts). */
export class CronError extends Error {
  readonly outcome = 'usage';
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  names?: string[];
  namesFrom?: number;
}

const FIELDS: FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTHS, namesFrom: 1 },
  { name: 'day of week', min: 0, max: 7, names: DAYS, namesFrom: 0 },
];

function value(text: string, spec: FieldSpec, whole: string): number {
  const upper = text.toUpperCase();
  if (spec.names) {
    const index = spec.names.indexOf(upper);
    if (index >= 0) return index + (spec.namesFrom ?? 0);
  }
  if (!/^\d+$/.test(text)) throw new CronError(`${spec.name} field "${whole}": "${text}" is not a number`);
  const n = Number(text);
  if (n < spec.min || n > spec.max) {
    throw new CronError(`${spec.name} field "${whole}": ${n} is outside ${spec.min}-${spec.max}`);
  }
  return n;
}

function parseField(text: string, spec: FieldSpec): Set<number> {
  const set = new Set<number>();
  if (text === '') throw new CronError(`${spec.name} field is empty`);
  for (const part of text.split(',')) {
    const [range, stepText, extra] = part.split('/');
    if (extra !== undefined || range === undefined || range === '') {
      throw new CronError(`${spec.name} field "${text}": "${part}" is not a value, range or step`);
    }
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d+$/.test(stepText) || Number(stepText) === 0) {
        throw new CronError(
          `${spec.name} field "${text}": step "${stepText}" must be a whole number above 0`,
        );
      }
      step = Number(stepText);
    }
    let low: number;
    let high: number;
    if (range === '*') {
      low = spec.min;
      high = spec.max === 7 ? 6 : spec.max;
    } else if (range.includes('-')) {
      const [a, b, more] = range.split('-');
      if (more !== undefined || !a || !b)
        throw new CronError(`${spec.name} field "${text}": "${range}" is not a range`);
      low = value(a, spec, text);
      high = value(b, spec, text);
      if (low > high) throw new CronError(`${spec.name} field "${text}": range ${range} runs backwards`);
    } else {
      low = value(range, spec, text);
      // `n/step`: from n to the field's end (Saturday for the days of the week, as `*`), and n itself at least: `7/2`
      // is Sunday, not no day at all.
      high = stepText !== undefined ? Math.max(low, spec.max === 7 ? 6 : spec.max) : low;
    }
    for (let n = low; n <= high; n += step) set.add(spec.max === 7 && n === 7 ? 0 : n);
  }
  return set;
}

/** The five fields a shorthand stands for (`@monthly`: `0 0 1 * *`), or undefined for anything else. */
function shorthand(expression: string): string | undefined {
  const key = expression.trim().toLowerCase();
  // Own keys only: `constructor` or `__proto__` would otherwise find Object.prototype's, which are no strings.
  return Object.hasOwn(MACROS, key) ? MACROS[key] : undefined;
}

/** The expression as the service takes it: a shorthand written as its five fields, anything else trimmed. */
export function fiveFields(expression: string): string {
  return shorthand(expression) ?? expression.trim();
}

/** Parses an expression as the service does: five fields; a shorthand is refused, with the five fields to write. */
export function serviceCron(expression: string): CronSchedule {
  const five = typeof expression === 'string' ? shorthand(expression) : undefined;
  if (five !== undefined) {
    throw new CronError(
      `the service takes five fields, not a shorthand: write "${five}" for "${expression.trim()}"`,
    );
  }
  return parseCron(expression);
}

export function parseCron(expression: string): CronSchedule {
  if (typeof expression !== 'string' || expression.trim() === '')
    throw new CronError('the expression is empty');
  const trimmed = expression.trim();
  const expanded = shorthand(trimmed) ?? trimmed;
  if (expanded.startsWith('@')) throw new CronError(`unknown shorthand "${trimmed}"`);
  const parts = expanded.split(/\s+/);
  if (parts.length !== 5) {
    throw new CronError(
      `expected 5 fields (minute hour day-of-month month day-of-week), got ${parts.length} in "${trimmed}"`,
    );
  }
  const [minute, hour, dom, month, dow] = parts.map((part, i) => parseField(part, FIELDS[i]!));
  return {
    minutes: minute!,
    hours: hour!,
    daysOfMonth: dom!,
    months: month!,
    daysOfWeek: dow!,
    dayOr: parts[2] !== '*' && parts[4] !== '*',
  };
}

function dayMatches(s: CronSchedule, date: Date): boolean {
  const domOk = s.daysOfMonth.has(date.getUTCDate());
  const dowOk = s.daysOfWeek.has(date.getUTCDay());
  return s.dayOr ? domOk || dowOk : domOk && dowOk;
}

/** The first minute strictly after `after` that the schedule matches (UTC), or undefined within 5 years. */
export function nextCronTime(schedule: CronSchedule | string, after: Date): Date | undefined {
  const s = typeof schedule === 'string' ? parseCron(schedule) : schedule;
  const t = new Date(after.getTime());
  t.setUTCSeconds(0, 0);
  t.setUTCMinutes(t.getUTCMinutes() + 1);
  const limit = after.getTime() + 5 * 366 * 24 * 3600 * 1000;
  while (t.getTime() <= limit) {
    if (!s.months.has(t.getUTCMonth() + 1)) {
      t.setUTCMonth(t.getUTCMonth() + 1, 1);
      t.setUTCHours(0, 0, 0, 0);
      continue;
    }
    if (!dayMatches(s, t)) {
      t.setUTCDate(t.getUTCDate() + 1);
      t.setUTCHours(0, 0, 0, 0);
      continue;
    }
    if (!s.hours.has(t.getUTCHours())) {
      t.setUTCHours(t.getUTCHours() + 1, 0, 0, 0);
      continue;
    }
    if (!s.minutes.has(t.getUTCMinutes())) {
      t.setUTCMinutes(t.getUTCMinutes() + 1, 0, 0);
      continue;
    }
    return t;
  }
  return undefined;
}
