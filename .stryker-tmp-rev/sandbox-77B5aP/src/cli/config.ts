/**
 * Where the CLI's settings come from, in order: flags, then the environment (CLOUD_AGENT_API_KEY or WARP_API_KEY,
 * CLOUD_AGENT_BASE_URL), then the config file ($XDG_CONFIG_HOME/cloud-agent/config.json, ~/.config/... by
 * default) with the base URL and flag defaults. A key in the file is taken only when the file is readable by its
 * owner alone; it is never printed.
 */
import { readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from './args.ts';
import { COMMAND_SPECS, GLOBAL_FLAGS } from './spec.ts';
import { orList } from './values.ts';

export interface FileConfig {
  baseUrl?: string;
  apiKey?: string;
  /** Flag defaults by flag name (`timeout`, `model`, ...), as strings or booleans. */
  defaults: Record<string, string | boolean>;
}

export interface Settings {
  apiKey: string;
  /** Where the key came from, for an error that says where to look (never the key). */
  keyFrom: 'CLOUD_AGENT_API_KEY' | 'WARP_API_KEY' | 'config file' | undefined;
  baseUrl: string | undefined;
  defaults: Record<string, string | boolean>;
  /** The config file read, if there was one. */
  file: string | undefined;
}

export function configPath(env: NodeJS.ProcessEnv): string {
  const base =
    env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/')
      ? env.XDG_CONFIG_HOME
      : join(env.HOME || homedir(), '.config');
  return join(base, 'cloud-agent', 'config.json');
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Reads the config file; undefined when there is none. Every mistake in it is a UsageError naming the file. */
export function readConfigFile(
  path: string,
  platform: NodeJS.Platform = process.platform,
): FileConfig | undefined {
  let text: string;
  let mode: number;
  try {
    mode = statSync(path).mode;
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UsageError(
      `cannot read the config file ${path} (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`the config file ${path} is not valid JSON (${(err as Error).message})`);
  }
  if (!isObject(parsed)) throw new UsageError(`the config file ${path} must hold a JSON object`);
  const known = new Set(['baseUrl', 'apiKey', 'defaults']);
  const unknown = Object.keys(parsed).filter((k) => !known.has(k));
  if (unknown.length) {
    throw new UsageError(
      `the config file ${path} has "${unknown[0]}", which is not a setting (baseUrl, apiKey, defaults)`,
    );
  }
  const { baseUrl, apiKey, defaults = {} } = parsed;
  if (baseUrl !== undefined && typeof baseUrl !== 'string')
    throw new UsageError(`the config file ${path}: "baseUrl" must be a string`);
  if (apiKey !== undefined && typeof apiKey !== 'string')
    throw new UsageError(`the config file ${path}: "apiKey" must be a string`);
  if (!isObject(defaults))
    throw new UsageError(`the config file ${path}: "defaults" must be an object of flag names`);
  for (const [name, value] of Object.entries(defaults)) {
    if (typeof value !== 'string' && typeof value !== 'boolean') {
      throw new UsageError(
        `the config file ${path}: the default of "${name}" must be a string or true/false`,
      );
    }
  }
  for (const name of Object.keys(defaults)) checkDefaultName(path, name);
  // A key in a file others can read is a key others have: refuse it rather than use it.
  if (apiKey !== undefined && platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new UsageError(
      `the config file ${path} holds an API key but is readable by others (mode ${(mode & 0o777).toString(8)}): run chmod 600 ${path}, or take the key out and set CLOUD_AGENT_API_KEY`,
    );
  }
  return {
    ...(baseUrl !== undefined ? { baseUrl } : {}),
    ...(apiKey !== undefined ? { apiKey } : {}),
    defaults: defaults as Record<string, string | boolean>,
  };
}

/**
 * A default names a flag of some command: a flag renamed (for its unit) is named with its new name, never taken in
 * its old unit; a name that is no flag is a mistake to show, not a default to ignore.
 */
function checkDefaultName(path: string, name: string): void {
  const flags = new Set([
    ...Object.keys(GLOBAL_FLAGS),
    ...COMMAND_SPECS.flatMap((c) => Object.keys(c.flags)),
  ]);
  if (flags.has(name)) return;
  const renamed = COMMAND_SPECS.flatMap((c) => {
    const now = c.renamed?.[name];
    return now === undefined ? [] : [`"${now}" (${c.name})`];
  });
  if (renamed.length) {
    throw new UsageError(`the config file ${path}: the default "${name}" is now ${orList(renamed)}`);
  }
  const negated =
    name.startsWith('no-') && flags.has(name.slice(3))
      ? `; for --${name}, write "${name.slice(3)}": false`
      : '';
  throw new UsageError(
    `the config file ${path}: "defaults" has "${name}", which is no flag of any command${negated} (cloud-agent <command> --help lists them)`,
  );
}

/** The settings of this invocation: the environment over the config file (flags are applied by the caller). */
export function readSettings(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): Settings {
  const file = configPath(env);
  const config = readConfigFile(file, platform);
  const fromEnv = env.CLOUD_AGENT_API_KEY
    ? 'CLOUD_AGENT_API_KEY'
    : env.WARP_API_KEY
      ? 'WARP_API_KEY'
      : undefined;
  const apiKey = (fromEnv ? env[fromEnv] : config?.apiKey) ?? '';
  return {
    apiKey,
    keyFrom: fromEnv ?? (config?.apiKey ? 'config file' : undefined),
    baseUrl: env.CLOUD_AGENT_BASE_URL || config?.baseUrl,
    defaults: config?.defaults ?? {},
    file: config ? file : undefined,
  };
}
