/**
 * Every input of the action: read here and nowhere else, validated before anything touches the network. The API
 * key is masked before anything else happens. An input given to a command that does not use it is an error.
 */
import { parseBaseUrl } from './client/transport.ts';
import { ENVIRONMENT_ID } from './client/validate.ts';
import { DEFAULT_BASE_URL } from './client/transport.ts';
import { MIN_SECRET_LENGTH } from './flow/redact.ts';
import { addSecret, getInput, setSecret } from './host/action.ts';

export const COMMANDS = ['run', 'dispatch', 'followup', 'cancel', 'gate'] as const;
export type Command = (typeof COMMANDS)[number];

/** Commands that start work, and commands that follow a run to its end. */
const STARTING: Command[] = ['run', 'dispatch'];
const FOLLOWING: Command[] = ['run', 'dispatch', 'followup'];

/** An input's name, the commands that use it, and its default as action.yml declares it ('' for none). */
export interface InputSpec {
  name: string;
  commands: readonly Command[] | 'all';
  default: string;
}

/** Kept equal to action.yml by a test. */
export const INPUT_SPECS: InputSpec[] = [
  { name: 'command', commands: 'all', default: 'run' },
  { name: 'api-key', commands: 'all', default: '' },
  { name: 'base-url', commands: 'all', default: DEFAULT_BASE_URL },
  { name: 'github-token', commands: 'all', default: '${{ github.token }}' },
  { name: 'redact', commands: 'all', default: '' },
  { name: 'prompt', commands: STARTING, default: '' },
  { name: 'title', commands: STARTING, default: '' },
  { name: 'skill', commands: ['run'], default: '' },
  { name: 'environment-id', commands: ['run'], default: '' },
  { name: 'model-id', commands: ['run'], default: '' },
  { name: 'base-prompt', commands: ['run'], default: '' },
  { name: 'mcp-servers', commands: ['run'], default: '' },
  { name: 'agent-config', commands: ['run'], default: '' },
  { name: 'agent-identity', commands: ['run'], default: '' },
  { name: 'include-context', commands: STARTING, default: 'true' },
  { name: 'idempotency-key', commands: STARTING, default: '' },
  { name: 'factory', commands: ['dispatch', 'gate'], default: '' },
  { name: 'ticket-ref', commands: ['dispatch'], default: '' },
  { name: 'ticket-url', commands: ['dispatch'], default: '' },
  { name: 'trigger-phrase', commands: STARTING, default: '@cloud-agent' },
  { name: 'allowed-permissions', commands: STARTING, default: 'write, maintain, admin' },
  { name: 'allowed-bots', commands: STARTING, default: '' },
  { name: 'allow-untrusted-authors', commands: STARTING, default: 'false' },
  { name: 'reply-to-refused', commands: STARTING, default: 'true' },
  { name: 'run-id', commands: ['followup', 'cancel'], default: '' },
  { name: 'message', commands: ['followup'], default: '' },
  { name: 'wait', commands: FOLLOWING, default: 'true' },
  { name: 'timeout-minutes', commands: FOLLOWING, default: '30' },
  { name: 'comment', commands: [...FOLLOWING, 'cancel', 'gate'], default: 'true' },
  { name: 'scorer', commands: ['gate'], default: '' },
  { name: 'run-ids', commands: ['gate'], default: '' },
  { name: 'pull-request', commands: ['gate'], default: '' },
  { name: 'head-sha', commands: ['gate'], default: '' },
  { name: 'threshold', commands: ['gate'], default: '' },
  { name: 'min-pass-rate', commands: ['gate'], default: '1' },
  { name: 'dispatch-judges', commands: ['gate'], default: 'true' },
  { name: 'score-timeout-minutes', commands: ['gate'], default: '15' },
  { name: 'check-name', commands: ['gate'], default: 'Cloud agent scorers' },
  { name: 'fail-on-gate', commands: ['gate'], default: 'true' },
  { name: 'pass-rate-window', commands: ['gate'], default: '30' },
  { name: 'group-by', commands: ['gate'], default: 'day' },
  { name: 'fail-on-run-failure', commands: FOLLOWING, default: 'true' },
  { name: 'cancel-on-abort', commands: FOLLOWING, default: 'true' },
];

export class InputError extends Error {
  readonly input: string;
  constructor(input: string, message: string) {
    super(`Input "${input}": ${message}`);
    this.input = input;
  }
}

export interface RunInputs {
  prompt: string;
  title: string | undefined;
  skill: string | undefined;
  environmentId: string | undefined;
  modelId: string | undefined;
  basePrompt: string | undefined;
  mcpServers: Record<string, unknown> | undefined;
  agentConfig: Record<string, unknown> | undefined;
  agentIdentity: string | undefined;
  includeContext: boolean;
  /** Tells apart pieces of work that share every other input (matrix legs). */
  idempotencyKey: string | undefined;
}

export const PERMISSIONS = ['admin', 'maintain', 'write', 'triage', 'read'] as const;

/** Who may start work (from a comment, or from an event carrying someone's text), and how a comment is read. */
export interface ConversationInputs {
  triggerPhrase: string;
  allowedPermissions: string[];
  allowedBots: string[];
  /** Events (issues, pull requests, workflow runs) start work whoever wrote their text. */
  allowUntrustedAuthors: boolean;
  replyToRefused: boolean;
}

export interface DispatchInputs {
  factory: string;
  ticketRef: string | undefined;
  ticketUrl: string | undefined;
}

export interface GateInputs {
  scorers: string[];
  factory: string | undefined;
  runIds: string[];
  pullRequest: number | undefined;
  headSha: string | undefined;
  /** A fraction in [0, 1]; undefined: each scorer's own. */
  threshold: number | undefined;
  minPassRate: number;
  dispatchJudges: boolean;
  scoreTimeoutMinutes: number;
  checkName: string;
  failOnGate: boolean;
  windowDays: number;
  groupBy: 'day' | 'week' | 'month';
}

export interface Inputs {
  command: Command;
  apiKey: string;
  baseUrl: string;
  githubToken: string;
  comment: boolean;
  wait: boolean;
  timeoutMinutes: number;
  failOnRunFailure: boolean;
  cancelOnAbort: boolean;
  run: RunInputs;
  conversation: ConversationInputs;
  /** For dispatch. */
  dispatch: DispatchInputs | undefined;
  /** For gate. */
  gate: GateInputs | undefined;
  /** For followup and cancel. */
  runId: string | undefined;
  message: string;
}

/** A repository as GitHub names it: owner/repo. */
const OWNER = '[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}';
const REPO = '[A-Za-z0-9._-]{1,100}';
/** A path segment of a skill file (not "." or ".."). */
const SEGMENT = '(?!\\.\\.?/)[A-Za-z0-9._-]+';
/** `owner/repo:skill-name` or `owner/repo:path/to/SKILL.md` (the service interface's skill spec). */
export const SKILL_SPEC = new RegExp(
  `^${OWNER}/${REPO}:(?:[A-Za-z0-9_][A-Za-z0-9._-]*|(?:${SEGMENT}/)*SKILL\\.md)$`,
);
/** The contract gives an agent identity's uid no form; this is the action's own check (openapi/README.md). */
export const AGENT_IDENTITY_UID = /^[A-Za-z0-9_-]{1,64}$/;
/** A GitHub login, a bot's with its [bot] suffix. */
export const BOT_LOGIN = /^[A-Za-z0-9-]{1,39}(\[bot\])?$/i;

const raw = (name: string): string => getInput(name, { trimWhitespace: true });

function bool(name: string, fallback: boolean): boolean {
  const value = raw(name);
  if (value === '') return fallback;
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^(false|no|off)$/i.test(value)) return false;
  throw new InputError(name, `must be true or false, got "${value}"`);
}

function jsonObject(name: string): Record<string, unknown> | undefined {
  const value = raw(name);
  if (value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (err) {
    throw new InputError(
      name,
      `is not valid JSON (${(err as Error).message}); give a JSON object, e.g. {"key": "value"}`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new InputError(name, 'must be a JSON object, e.g. {"key": "value"}');
  }
  return parsed as Record<string, unknown>;
}

/** A list input: items separated by commas, spaces or new lines (or only commas and new lines, for names). */
function list(value: string, separator: RegExp = /[\s,]+/): string[] {
  return value
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function optional(name: string): string | undefined {
  const value = raw(name);
  return value === '' ? undefined : value;
}

/** The strings of the `redact` input: one a line (numbered from 1), surrounding white space left out. */
function redactLines(): { text: string; line: number }[] {
  return getInput('redact', { trimWhitespace: false })
    .split(/\r?\n/)
    .map((text, i) => ({ text: text.trim(), line: i + 1 }))
    .filter(({ text }) => text !== '');
}

/**
 * Reads the key from `api-key` or WARP_API_KEY and hides it, with the strings of the `redact` input and the GitHub
 * token, before anything can log them: masked in the runner's log and removed from everything the action writes.
 */
export function readApiKey(): string {
  const key = getInput('api-key') || process.env.WARP_API_KEY || '';
  const trimmed = key.trim();
  setSecret(trimmed, 'apiKey');
  if (key !== trimmed) setSecret(key, 'apiKey');
  for (const { text } of redactLines()) setSecret(text, 'secret');
  // The runner masks the token already (it comes from a secret or github.token); only the redaction is added.
  addSecret(getInput('github-token', { trimWhitespace: true }), 'githubToken');
  return trimmed;
}

export function readInputs(): Inputs {
  const apiKey = readApiKey();
  const commandText = raw('command') || 'run';
  if (!(COMMANDS as readonly string[]).includes(commandText)) {
    throw new InputError('command', `"${commandText}" is not a command; use one of ${COMMANDS.join(', ')}`);
  }
  const command = commandText as Command;
  if (apiKey === '') {
    throw new InputError(
      'api-key',
      'is empty: pass the key from a secret (api-key: ${{ secrets.WARP_API_KEY }}) or set WARP_API_KEY',
    );
  }
  if (/\s/.test(apiKey)) throw new InputError('api-key', 'contains white space; check the secret');
  for (const { text, line } of redactLines()) {
    if (text.length < MIN_SECRET_LENGTH) {
      throw new InputError(
        'redact',
        `line ${line} has fewer than ${MIN_SECRET_LENGTH} characters: too short to remove without cutting ordinary words out of the text; give the whole secret or drop the line`,
      );
    }
  }

  // An input a command does not use is a mistake in the workflow: say so rather than ignore it.
  for (const spec of INPUT_SPECS) {
    if (spec.commands === 'all' || spec.commands.includes(command)) continue;
    const value = raw(spec.name);
    if (value !== '' && value !== spec.default) {
      const users = spec.commands.join(', ');
      throw new InputError(spec.name, `is not used by command "${command}" (it is for: ${users}); remove it`);
    }
  }

  const baseUrlText = raw('base-url') || DEFAULT_BASE_URL;
  let baseUrl: string;
  try {
    baseUrl = parseBaseUrl(baseUrlText).href;
  } catch (err) {
    throw new InputError('base-url', (err as Error).message.replace(/^base-url: /, ''));
  }

  const timeoutText = raw('timeout-minutes') || '30';
  const timeoutMinutes = Number(timeoutText);
  if (!/^\d+(\.\d+)?$/.test(timeoutText) || !(timeoutMinutes > 0) || timeoutMinutes > 360) {
    throw new InputError(
      'timeout-minutes',
      `must be a number of minutes above 0 and at most 360, got "${timeoutText}"`,
    );
  }

  const environmentId = optional('environment-id');
  if (environmentId !== undefined && !ENVIRONMENT_ID.test(environmentId)) {
    throw new InputError(
      'environment-id',
      `"${environmentId}" is not an environment id: ids are exactly 22 letters and digits (see your environments in the service's settings)`,
    );
  }
  const mcpServers = jsonObject('mcp-servers');
  if (mcpServers) {
    for (const [name, server] of Object.entries(mcpServers)) {
      if (server === null || typeof server !== 'object' || Array.isArray(server)) {
        throw new InputError(
          'mcp-servers',
          `server "${name}" must be an object such as {"warp_id": "..."} or {"url": "..."}`,
        );
      }
      const kinds = ['warp_id', 'command', 'url'].filter((k) => k in server);
      if (kinds.length !== 1) {
        throw new InputError('mcp-servers', `server "${name}" needs exactly one of warp_id, command or url`);
      }
    }
  }
  const agentConfig = jsonObject('agent-config');
  if (agentConfig?.environment_id !== undefined && !ENVIRONMENT_ID.test(String(agentConfig.environment_id))) {
    throw new InputError(
      'agent-config',
      `environment_id "${String(agentConfig.environment_id)}" is not a 22-character environment id`,
    );
  }

  const triggerPhrase = raw('trigger-phrase') || '@cloud-agent';
  if (triggerPhrase.length < 2 || /\s/.test(triggerPhrase)) {
    throw new InputError(
      'trigger-phrase',
      `must be one word of at least 2 characters, such as @cloud-agent, got "${triggerPhrase}"`,
    );
  }
  const allowedPermissions = list(raw('allowed-permissions') || 'write, maintain, admin').map((p) =>
    p.toLowerCase(),
  );
  for (const permission of allowedPermissions) {
    if (!(PERMISSIONS as readonly string[]).includes(permission)) {
      throw new InputError(
        'allowed-permissions',
        `"${permission}" is not a permission; use some of ${PERMISSIONS.join(', ')}`,
      );
    }
  }
  const allowedBots = list(raw('allowed-bots')).map((b) => b.toLowerCase());
  for (const bot of allowedBots) {
    if (!BOT_LOGIN.test(bot)) {
      throw new InputError(
        'allowed-bots',
        `"${bot}" is not a GitHub login: list each bot by its login, such as dependabot[bot], separated by commas (no wildcards)`,
      );
    }
  }
  const skill = optional('skill');
  if (skill !== undefined && !SKILL_SPEC.test(skill)) {
    throw new InputError(
      'skill',
      `"${skill}" is not a skill spec: use owner/repo:skill-name or owner/repo:path/to/SKILL.md, e.g. acme/skills:code-review`,
    );
  }
  const agentIdentity = optional('agent-identity');
  if (agentIdentity !== undefined && !AGENT_IDENTITY_UID.test(agentIdentity)) {
    throw new InputError(
      'agent-identity',
      `"${agentIdentity}" is not an agent identity uid: 1 to 64 letters, digits, "-" and "_" (the uid the service shows for the identity)`,
    );
  }

  let dispatch: DispatchInputs | undefined;
  if (command === 'dispatch') {
    const factory = raw('factory');
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(factory)) {
      throw new InputError(
        'factory',
        factory === ''
          ? 'is required: the public UID of the factory to dispatch to'
          : `"${factory}" is not a factory UID (letters, digits, "-" and "_")`,
      );
    }
    const ticketRef = optional('ticket-ref');
    if (ticketRef !== undefined && !/^[^:\s]+:\S.*$/.test(ticketRef)) {
      throw new InputError(
        'ticket-ref',
        `"${ticketRef}" is not a ticket reference of the form <source>:<id>, e.g. github:acme/app#12`,
      );
    }
    const ticketUrl = optional('ticket-url');
    if (ticketUrl !== undefined && (!/^https?:\/\/\S+$/.test(ticketUrl) || ticketUrl.length > 2048)) {
      throw new InputError(
        'ticket-url',
        `must be an http(s) URL of at most 2048 characters, got "${ticketUrl.slice(0, 100)}"`,
      );
    }
    dispatch = { factory, ticketRef, ticketUrl };
  }
  const runId = optional('run-id');
  if (command === 'followup' || command === 'cancel') {
    if (runId === undefined)
      throw new InputError('run-id', `is required by command "${command}": the id of the run`);
    if (!/^[A-Za-z0-9._-]{1,200}$/.test(runId)) throw new InputError('run-id', `"${runId}" is not a run id`);
  }
  const message = raw('message');
  if (command === 'followup' && message === '') {
    throw new InputError('message', 'is required by command "followup": what to tell the run');
  }

  const gate = command === 'gate' ? readGateInputs() : undefined;

  return {
    command,
    apiKey,
    baseUrl: baseUrl.replace(/\/$/, ''),
    githubToken: raw('github-token'),
    comment: bool('comment', true),
    wait: bool('wait', true),
    timeoutMinutes,
    failOnRunFailure: bool('fail-on-run-failure', true),
    cancelOnAbort: bool('cancel-on-abort', true),
    run: {
      prompt: raw('prompt'),
      title: optional('title'),
      skill,
      environmentId,
      modelId: optional('model-id'),
      basePrompt: optional('base-prompt'),
      mcpServers,
      agentConfig,
      agentIdentity,
      includeContext: bool('include-context', true),
      idempotencyKey: optional('idempotency-key'),
    },
    conversation: {
      triggerPhrase,
      allowedPermissions,
      allowedBots,
      allowUntrustedAuthors: bool('allow-untrusted-authors', false),
      replyToRefused: bool('reply-to-refused', true),
    },
    dispatch,
    gate,
    runId,
    message,
  };
}

/** A fraction from 0 to 1, written as 0.8 or 80%. */
function fraction(name: string, value: string): number {
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
  const n = percent ? Number(percent[1]) / 100 : /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!(n >= 0 && n <= 1))
    throw new InputError(name, `must be a number from 0 to 1 (or a percentage such as 80%), got "${value}"`);
  return n;
}

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new InputError(name, `must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

function readGateInputs(): GateInputs {
  const factory = optional('factory');
  if (factory !== undefined && !/^[A-Za-z0-9_-]{1,200}$/.test(factory)) {
    throw new InputError('factory', `"${factory}" is not a factory UID (letters, digits, "-" and "_")`);
  }
  // Scorer names may hold spaces: only commas and new lines separate them.
  const scorers = list(raw('scorer'), /[,\n]+/);
  if (!scorers.length && !factory) {
    throw new InputError(
      'scorer',
      'name the scorers to judge with (ids or names), or give the factory whose scorers judge (input "factory")',
    );
  }
  const runIds = list(raw('run-ids'));
  for (const id of runIds)
    if (!/^[A-Za-z0-9._-]{1,200}$/.test(id)) throw new InputError('run-ids', `"${id}" is not a run id`);
  const pr = optional('pull-request');
  const headSha = optional('head-sha');
  if (headSha !== undefined && !/^[0-9a-f]{40}$/i.test(headSha))
    throw new InputError('head-sha', `"${headSha}" is not a 40-character commit SHA`);
  const threshold = optional('threshold');
  const groupBy = raw('group-by') || 'day';
  if (groupBy !== 'day' && groupBy !== 'week' && groupBy !== 'month') {
    throw new InputError('group-by', `must be day, week or month, got "${groupBy}"`);
  }
  const windowDays = wholeNumber('pass-rate-window', raw('pass-rate-window') || '30', 1, 3650);
  const periods =
    groupBy === 'day'
      ? windowDays
      : groupBy === 'week'
        ? Math.ceil(windowDays / 7) + 1
        : Math.ceil(windowDays / 28) + 1;
  if (periods > 365)
    throw new InputError(
      'pass-rate-window',
      `${windowDays} days by ${groupBy} is more than the 365 periods the service draws; group by week or month`,
    );
  const checkName = raw('check-name') || 'Cloud agent scorers';
  if (checkName.length > 100) throw new InputError('check-name', 'is at most 100 characters');
  return {
    scorers,
    factory,
    runIds,
    pullRequest: pr === undefined ? undefined : wholeNumber('pull-request', pr, 1, 1e9),
    headSha,
    threshold: threshold === undefined ? undefined : fraction('threshold', threshold),
    minPassRate: fraction('min-pass-rate', raw('min-pass-rate') || '1'),
    dispatchJudges: bool('dispatch-judges', true),
    scoreTimeoutMinutes: wholeNumber('score-timeout-minutes', raw('score-timeout-minutes') || '15', 0, 120),
    checkName,
    failOnGate: bool('fail-on-gate', true),
    windowDays,
    groupBy,
  };
}
