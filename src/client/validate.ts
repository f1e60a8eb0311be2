/** Checks made before anything is sent: a bad value is an InvalidArgumentError that names the field. */
import { CronError, serviceCron } from './cron.ts';
import { InvalidArgumentError } from './errors.ts';

export const ENVIRONMENT_ID = /^[A-Za-z0-9]{22}$/;
export const EMPTY_ENVIRONMENT = 'empty-environment';
const METADATA_KEY = /^[a-zA-Z0-9._-]{1,64}$/;
/** Metadata pairs a run listing filters on at most. */
export const MAX_METADATA_FILTERS = 5;

export function checkEnvironmentId(field: string, value: unknown, operation?: string): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string' || !ENVIRONMENT_ID.test(value)) {
    throw new InvalidArgumentError(
      field,
      `"${String(value)}" is not an environment id: ids are exactly 22 letters and digits (find yours with GET /agent/environments)`,
      operation,
    );
  }
}

export function checkEnvironmentFilter(value: unknown, operation?: string): void {
  if (value === undefined || value === EMPTY_ENVIRONMENT) return;
  checkEnvironmentId('environment_id', value, operation);
}

export function checkLimit(
  field: string,
  value: unknown,
  min: number,
  max: number,
  operation?: string,
): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new InvalidArgumentError(
      field,
      `must be a whole number from ${min} to ${max}, got ${String(value)}`,
      operation,
    );
  }
}

export function checkMetadataFilter(value: unknown, operation?: string): void {
  if (value === undefined) return;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidArgumentError('metadata', 'must be an object of key/value pairs', operation);
  }
  const count = Object.keys(value).length;
  if (count > MAX_METADATA_FILTERS) {
    throw new InvalidArgumentError(
      'metadata',
      `at most ${MAX_METADATA_FILTERS} key/value pairs may be filtered on, got ${count}`,
      operation,
    );
  }
}

/** Run metadata on create: at most 20 keys of `[a-zA-Z0-9._-]{1,64}`, values of at most 256 bytes, no NUL. */
export function checkRunMetadata(field: string, value: unknown, operation?: string): void {
  if (value === undefined) return;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidArgumentError(field, 'must be an object of string values', operation);
  }
  const entries = Object.entries(value);
  if (entries.length > 20)
    throw new InvalidArgumentError(field, `at most 20 keys, got ${entries.length}`, operation);
  for (const [key, v] of entries) {
    if (!METADATA_KEY.test(key)) {
      throw new InvalidArgumentError(
        `${field}.${key}`,
        'keys are 1-64 characters of letters, digits, ".", "_", "-"',
        operation,
      );
    }
    if (typeof v !== 'string')
      throw new InvalidArgumentError(`${field}.${key}`, 'values must be strings', operation);
    if (Buffer.byteLength(v, 'utf8') > 256) {
      throw new InvalidArgumentError(`${field}.${key}`, 'values are at most 256 bytes', operation);
    }
    if (v.includes('\0'))
      throw new InvalidArgumentError(`${field}.${key}`, 'values must not contain NUL', operation);
  }
}

export function checkUrl(field: string, value: unknown, operation?: string): void {
  if (typeof value !== 'string' || value === '')
    throw new InvalidArgumentError(field, 'is required', operation);
  if (value.length > 2048) {
    throw new InvalidArgumentError(field, `is at most 2048 characters, got ${value.length}`, operation);
  }
}

export function checkCron(field: string, value: unknown, operation?: string): void {
  if (typeof value !== 'string')
    throw new InvalidArgumentError(field, 'is required (a cron expression)', operation);
  try {
    serviceCron(value);
  } catch (err) {
    if (err instanceof CronError) {
      throw new InvalidArgumentError(
        field,
        `"${value}" is not a valid cron expression: ${err.message}`,
        operation,
      );
    }
    throw err;
  }
}

export function checkRequired(field: string, value: unknown, operation?: string): void {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new InvalidArgumentError(field, 'is required', operation);
  }
}

/**
 * Fills `{name}` placeholders, each value required and URL-encoded: an undefined, null or blank id is refused, so
 * no request is ever sent to `/agent/runs/undefined/...`; so is `.` or `..`, which encoding leaves as they are and
 * every URL's reader takes as a step up the path (`runs get ..` read `/agent/`, and a cancel of `..` would be sent
 * to `/agent/cancel`).
 */
export function expandPath(
  template: string,
  params: Record<string, string | number | null | undefined>,
  operation?: string,
): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || String(value).trim() === '') {
      const got = value === undefined ? 'undefined' : JSON.stringify(value);
      throw new InvalidArgumentError(name, `is required (got ${got}); pass the id it names`, operation);
    }
    if (value === '.' || value === '..') {
      throw new InvalidArgumentError(
        name,
        `is not an id (got "${value}", a step in a path); pass the id it names`,
        operation,
      );
    }
    return encodeURIComponent(String(value));
  });
}
