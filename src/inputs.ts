/**
 * Every input of the action, described once in a table: its name, the commands that use it, its default (as
 * action.yml declares it) and the parser that checks it. From the table come the checks, the error for an input
 * given to a command that does not use it, and the list a test keeps equal to action.yml and docs/reference.md. The result
 * is typed by command, so each command sees exactly its inputs. Inputs are read through the host; the API key is
 * hidden before anything else happens, and everything is checked before any network call.
 */
import { DEFAULT_BASE_URL, parseBaseUrl } from './client/transport.ts';
import { InputError } from './shared/outcome.ts';
import { MIN_SECRET_LENGTH, type SecretKind } from './shared/redact.ts';
import {
  environmentIdProblem,
  mcpServerProblem,
  repositoryPathProblem,
  skillProblem,
} from './shared/rules.ts';

export const COMMANDS = [
  'auto',
  'run',
  'dispatch',
  'followup',
  'cancel',
  'gate',
  'settle',
  'schedules',
  'report',
  'review',
] as const;
export type Command = (typeof COMMANDS)[number];
/** The commands the command line runs too: `auto` picks from a GitHub event, which only the action is given. */
export type LineCommand = Exclude<Command, 'auto'>;

/** Commands that start work, and commands that follow a run to its end. */
const STARTING: Command[] = ['run', 'dispatch', 'review'];
const FOLLOWING: Command[] = ['run', 'dispatch', 'followup'];
/** The commands `auto` picks from (src/flow/auto.ts): under it, the inputs of each are accepted. */
export const AUTO_PICKS: readonly Command[] = ['run', 'review'];
/** Commands that watch a run to its end (review waits for its result, always). */
const WATCHING: Command[] = [...FOLLOWING, 'review'];
/** Commands whose run is made from the inputs that shape an agent (environment, model, configuration). */
const SHAPING: Command[] = ['run', 'review'];

/** Where inputs come from, and who hides the secrets among them: the host (src/flow/host.ts `Host`). */
export interface InputSource {
  /** An input as given, '' when not given; surrounding white space removed unless `trim` is false. */
  input(name: string, options?: { trim?: boolean }): string;
  /**
   * Removes `value` from everything the host writes from now on; `masked`: the host's own log hides it already
   * (the runner masks the GitHub token), so only the redaction is added.
   */
  secret(value: string, kind: SecretKind, masked?: boolean): void;
}

/** The contract gives an agent identity's uid no form; this is the action's own check (openapi/README.md). */
export const AGENT_IDENTITY_UID = /^[A-Za-z0-9_-]{1,64}$/;
/** A GitHub login, a bot's with its [bot] suffix. */
export const BOT_LOGIN = /^[A-Za-z0-9-]{1,39}(\[bot\])?$/i;

export const PERMISSIONS = ['admin', 'maintain', 'write', 'triage', 'read'] as const;
const FACTORY_UID = /^[A-Za-z0-9_-]{1,200}$/;
/** A run id: letters, digits, `.`, `_` and `-`; never `.` or `..` alone, a path's step (src/client/validate.ts). */
const RUN_ID = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,200}$/;

/** A parser: the input's value (its default when not given) to what the commands use; throws an InputError. */
type Parse<T> = (value: string, name: string) => T;

const text: Parse<string> = (value) => value;

/** Undefined when not given, else the value through `parse`. */
const optional =
  <T = string>(parse: Parse<T> = text as Parse<T>): Parse<T | undefined> =>
  (value, name) =>
    value === '' ? undefined : parse(value, name);

/** The value when it matches `form`, else an error that says `why`. */
const matching =
  (form: RegExp, why: (value: string) => string): Parse<string> =>
  (value, name) => {
    if (!form.test(value)) throw new InputError(name, why(value));
    return value;
  };

/** The value when `rule` (shared/rules.ts) finds no problem with it, else an error with the rule's words. */
const ruled =
  (rule: (value: string) => string | undefined): Parse<string> =>
  (value, name) => {
    const problem = rule(value);
    if (problem !== undefined) throw new InputError(name, problem);
    return value;
  };

const bool: Parse<boolean> = (value, name) => {
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^(false|no|off)$/i.test(value)) return false;
  throw new InputError(name, `must be true or false, got "${value}"`);
};

const jsonObject: Parse<Record<string, unknown> | undefined> = (value, name) => {
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
};

/** A list input: items separated by commas, spaces or new lines (or only commas and new lines, for names). */
const list =
  (separator: RegExp = /[\s,]+/): Parse<string[]> =>
  (value) =>
    value
      .split(separator)
      .map((item) => item.trim())
      .filter((item) => item !== '');

/** A list whose every item is lower-cased and passes `check`. */
const listOf =
  (check: (item: string, name: string) => void): Parse<string[]> =>
  (value, name) => {
    const items = list()(value, name).map((item) => item.toLowerCase());
    for (const item of items) check(item, name);
    return items;
  };

/** A fraction from 0 to 1, written as 0.8 or 80%. */
const fraction: Parse<number> = (value, name) => {
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
  const n = percent ? Number(percent[1]) / 100 : /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!(n >= 0 && n <= 1))
    throw new InputError(name, `must be a number from 0 to 1 (or a percentage such as 80%), got "${value}"`);
  return n;
};

const wholeNumber =
  (min: number, max: number): Parse<number> =>
  (value, name) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
      throw new InputError(name, `must be a whole number from ${min} to ${max}, got "${value}"`);
    }
    return n;
  };

const command: Parse<Command> = (value, name) => {
  if (!(COMMANDS as readonly string[]).includes(value)) {
    throw new InputError(name, `"${value}" is not a command; use one of ${COMMANDS.join(', ')}`);
  }
  return value as Command;
};

const baseUrl: Parse<string> = (value, name) => {
  try {
    return parseBaseUrl(value).href.replace(/\/$/, '');
  } catch (err) {
    throw new InputError(name, (err as Error).message.replace(/^base-url: /, ''));
  }
};

/** A number of minutes above 0, and at most `max` when it is given. */
const minutes =
  (max?: number): Parse<number> =>
  (value, name) => {
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0) || (max !== undefined && n > max)) {
      const most = max === undefined ? '' : ` and at most ${max}`;
      throw new InputError(name, `must be a number of minutes above 0${most}, got "${value}"`);
    }
    return n;
  };

/** A budget in credits: a number above 0 (decimals allowed), at most a million. */
const creditsBudget: Parse<number> = (value, name) => {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(n > 0) || n > 1_000_000) {
    throw new InputError(
      name,
      `must be a number of credits above 0 (at most 1000000), such as 25 or 12.5, got "${value}"`,
    );
  }
  return n;
};

/** Percentage points from 0 to 100, decimals allowed ("5", "2.5"); a "%" sign would say a share, not points. */
const points: Parse<number> = (value, name) => {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || n > 100) {
    throw new InputError(
      name,
      `must be a number of percentage points from 0 to 100, e.g. 5 or 2.5, got "${value}"`,
    );
  }
  return n;
};

/** Seconds between reads of a run's progress: 0 (off), or from 10 up to an hour. */
const progressSeconds: Parse<number> = (value, name) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || (n !== 0 && n < 10) || n > 3600) {
    throw new InputError(
      name,
      `must be 0 (no live progress) or a whole number of seconds from 10 to 3600, got "${value}"`,
    );
  }
  return n;
};

const mcpServers: Parse<Record<string, unknown> | undefined> = (value, name) => {
  const servers = jsonObject(value, name);
  for (const [server, config] of Object.entries(servers ?? {})) {
    const problem = mcpServerProblem(config);
    if (problem !== undefined) throw new InputError(name, `server "${server}" ${problem}`);
  }
  return servers;
};

const agentConfig: Parse<Record<string, unknown> | undefined> = (value, name) => {
  const config = jsonObject(value, name);
  const problem =
    config?.environment_id === undefined ? undefined : environmentIdProblem(config.environment_id);
  if (problem !== undefined) throw new InputError(name, `environment_id ${problem}`);
  return config;
};

const triggerPhrase: Parse<string> = (value, name) => {
  if (value.length < 2 || /\s/.test(value)) {
    throw new InputError(
      name,
      `must be one word of at least 2 characters, such as @cloud-agent, got "${value}"`,
    );
  }
  return value;
};

const permission = (item: string, name: string): void => {
  if (!(PERMISSIONS as readonly string[]).includes(item)) {
    throw new InputError(name, `"${item}" is not a permission; use some of ${PERMISSIONS.join(', ')}`);
  }
};

const bot = (item: string, name: string): void => {
  if (!BOT_LOGIN.test(item)) {
    throw new InputError(
      name,
      `"${item}" is not a GitHub login: list each bot by its login, such as dependabot[bot], separated by commas (no wildcards)`,
    );
  }
};

const runIds: Parse<string[]> = (value, name) => {
  const ids = list()(value, name);
  for (const id of ids) if (!RUN_ID.test(id)) throw new InputError(name, `"${id}" is not a run id`);
  return ids;
};

const groupBy: Parse<'day' | 'week' | 'month'> = (value, name) => {
  if (value !== 'day' && value !== 'week' && value !== 'month') {
    throw new InputError(name, `must be day, week or month, got "${value}"`);
  }
  return value;
};

/** One of `values`. */
const oneOf =
  <T extends string>(values: readonly T[]): Parse<T> =>
  (value, name) => {
    if (!(values as readonly string[]).includes(value)) {
      throw new InputError(name, `must be ${values.join(' or ')}, got "${value}"`);
    }
    return value as T;
  };

const checkName: Parse<string> = (value, name) => {
  if (value.length > 100) throw new InputError(name, 'is at most 100 characters');
  return value;
};

/** A label's name as GitHub takes it: 1 to 50 characters, no surrounding white space (it is trimmed). */
const label: Parse<string> = (value, name) => {
  if (value === '' || value.length > 50) {
    throw new InputError(name, `must be a label's name of 1 to 50 characters, got "${value.slice(0, 60)}"`);
  }
  return value;
};
/** What `review-ignore` leaves out by default: lock files, minified and generated files, images, logs. */
export const REVIEW_IGNORE_DEFAULT = [
  '*.lock',
  'package-lock.json',
  'pnpm-lock.yaml',
  'go.sum',
  '*.min.js',
  '*.min.css',
  '*.map',
  '*.generated.*',
  '*.png',
  '*.jpg',
  '*.jpeg',
  '*.gif',
  '*.svg',
  '*.ico',
  '*.webp',
  '*.log',
].join(', ');

/** `check-name` when not given, by command. */
export const CHECK_NAMES = { gate: 'Cloud agent scorers', review: 'cloud-agent / review' } as const;

/** The severities of a review's findings, highest first (as schemas/results/review.schema.json has them). */
export const SEVERITIES = ['critical', 'important', 'suggestion', 'nit'] as const;

/** The most days a report covers: a quarter (its pages of runs stay bounded; see flow/weekly.ts). */
export const REPORT_MAX_DAYS = 90;

interface InputDef<T> {
  commands: readonly Command[] | 'all';
  /** As action.yml declares it ('' for none); a `${{ ... }}` default is the runner's to fill in. */
  default: string;
  parse: Parse<T>;
}

const def = <T>(commands: readonly Command[] | 'all', fallback: string, parse: Parse<T>): InputDef<T> => ({
  commands,
  default: fallback,
  parse,
});

/** Every input, in action.yml's order (kept equal to it, and to docs/reference.md, by a test). */
const TABLE = {
  command: def('all', 'auto', command),
  'api-key': def('all', '', text),
  'base-url': def('all', DEFAULT_BASE_URL, baseUrl),
  'github-token': def('all', '${{ github.token }}', text),
  redact: def('all', '', text),
  prompt: def(STARTING, '', text),
  title: def(STARTING, '', optional()),
  skill: def(SHAPING, '', optional(ruled(skillProblem))),
  'environment-id': def(SHAPING, '', optional(ruled(environmentIdProblem))),
  'model-id': def(SHAPING, '', optional()),
  'base-prompt': def(SHAPING, '', optional()),
  'mcp-servers': def(SHAPING, '', mcpServers),
  'agent-config': def(SHAPING, '', agentConfig),
  'agent-identity': def(
    SHAPING,
    '',
    optional(
      matching(
        AGENT_IDENTITY_UID,
        (v) =>
          `"${v}" is not an agent identity uid: 1 to 64 letters, digits, "-" and "_" (the uid the service shows for the identity)`,
      ),
    ),
  ),
  'include-context': def(STARTING, 'true', bool),
  'idempotency-key': def(STARTING, '', optional()),
  factory: def(
    ['dispatch', 'gate', 'report'],
    '',
    optional(matching(FACTORY_UID, (v) => `"${v}" is not a factory UID (letters, digits, "-" and "_")`)),
  ),
  'ticket-ref': def(
    ['dispatch'],
    '',
    optional(
      matching(
        /^[^:\s]+:\S.*$/,
        (v) => `"${v}" is not a ticket reference of the form <source>:<id>, e.g. github:acme/app#12`,
      ),
    ),
  ),
  'ticket-url': def(
    ['dispatch'],
    '',
    optional((value, name) => {
      if (!/^https?:\/\/\S+$/.test(value) || value.length > 2048) {
        throw new InputError(
          name,
          `must be an http(s) URL of at most 2048 characters, got "${value.slice(0, 100)}"`,
        );
      }
      return value;
    }),
  ),
  'trigger-phrase': def(['run', 'dispatch', 'settle', 'review'], '@cloud-agent', triggerPhrase),
  'allowed-permissions': def(
    ['run', 'dispatch', 'gate', 'review'],
    'write, maintain, admin',
    listOf(permission),
  ),
  'allowed-bots': def(STARTING, '', listOf(bot)),
  'allow-untrusted-authors': def(STARTING, 'false', bool),
  'reply-to-refused': def(STARTING, 'true', bool),
  'plan-first': def(['run'], 'false', bool),
  'plan-approvers': def(['run', 'dispatch'], 'allowed', oneOf(['allowed', 'not-requester'] as const)),
  'run-id': def(['followup', 'cancel'], '', optional(matching(RUN_ID, (v) => `"${v}" is not a run id`))),
  message: def(['followup'], '', text),
  'followup-mode': def(['followup'], 'normal', oneOf(['normal', 'plan', 'approve'] as const)),
  wait: def(FOLLOWING, 'true', bool),
  'timeout-minutes': def([...FOLLOWING, 'gate', 'review'], '30', minutes(360)),
  comment: def([...FOLLOWING, 'cancel', 'gate', 'schedules', 'review'], 'true', bool),
  // Scorer names may hold spaces: only commas and new lines separate them.
  scorer: def(['gate'], '', list(/[,\n]+/)),
  'run-ids': def(['gate'], '', runIds),
  'pull-request': def(['gate'], '', optional(wholeNumber(1, 1e9))),
  'head-sha': def(
    ['gate'],
    '',
    optional(matching(/^[0-9a-f]{40}$/i, (v) => `"${v}" is not a 40-character commit SHA`)),
  ),
  threshold: def(['gate'], '', optional(fraction)),
  'min-pass-rate': def(['gate'], '1', fraction),
  'dispatch-judges': def(['gate'], 'true', bool),
  'score-timeout-minutes': def(['gate'], '15', wholeNumber(0, 120)),
  // Its default is per command (CHECK_NAMES): action.yml declares none.
  'check-name': def(['gate', 'review'], '', optional(checkName)),
  'fail-on-gate': def(['gate'], 'true', bool),
  'pass-rate-window': def(['gate'], '30', wholeNumber(1, 3650)),
  'group-by': def(['gate'], 'day', groupBy),
  'max-drop-points': def(['gate'], '', optional(points)),
  'gate-baseline': def(['gate'], 'norm', oneOf(['norm', 'base'] as const)),
  benchmarks: def(['gate'], 'false', bool),
  'benchmarks-file': def(['gate'], '.github/cloud-agent-benchmarks.yml', ruled(repositoryPathProblem)),
  'benchmark-concurrency': def(['gate'], '3', wholeNumber(1, 20)),
  'fail-on-run-failure': def(WATCHING, 'true', bool),
  'cancel-on-abort': def(WATCHING, 'true', bool),
  // No bound of its own: it is checked against timeout-minutes (see `following`).
  'detach-after-minutes': def(FOLLOWING, '', optional(minutes())),
  'progress-interval-seconds': def(WATCHING, '30', progressSeconds),
  'max-credits': def([...FOLLOWING, 'gate', 'review'], '', optional(creditsBudget)),
  // The schema is read and checked by the command before anything is sent (flow/output-schema.ts).
  'output-schema': def(FOLLOWING, '', optional()),
  'output-schema-file': def(FOLLOWING, '', optional(ruled(repositoryPathProblem))),
  'output-schema-retries': def(WATCHING, '1', wholeNumber(0, 5)),
  // settle
  'settle-window-minutes': def(['settle'], '1440', wholeNumber(1, 43_200)),
  // schedules
  mode: def(['schedules'], '', optional(oneOf(['plan', 'apply'] as const))),
  prune: def(['schedules'], 'false', bool),
  'schedules-file': def(['schedules'], '.github/cloud-agents.yml', ruled(repositoryPathProblem)),
  'on-drift': def(['schedules'], 'fail', oneOf(['fail', 'warn'] as const)),
  // report
  'report-days': def(['report'], '7', wholeNumber(1, REPORT_MAX_DAYS)),
  'report-issue': def(['report'], '', optional(wholeNumber(1, 1e9))),
  // review
  'review-ignore': def(['review'], REVIEW_IGNORE_DEFAULT, list(/[\n,]+/)),
  'review-max-comments': def(['review'], '10', wholeNumber(0, 50)),
  'review-min-severity': def(['review'], 'nit', oneOf(SEVERITIES)),
  'review-fail-on': def(['review'], 'none', oneOf(['none', 'critical', 'important'] as const)),
  'review-rules-from': def(['review'], 'base', oneOf(['base', 'head'] as const)),
  // auto
  'plan-label': def(['auto'], 'agent-plan', label),
  'run-label': def(['auto'], 'agent', label),
  'on-pull-request': def(['auto'], 'review', oneOf(['review', 'run'] as const)),
};

type InputName = keyof typeof TABLE;
type ValueOf<N extends InputName> = ReturnType<(typeof TABLE)[N]['parse']>;
/** Reads one input through its parser; its default when not given. */
type Read = <N extends InputName>(name: N) => ValueOf<N>;

/** An input's name, the commands that use it, and its default as action.yml declares it ('' for none). */
export interface InputSpec {
  name: string;
  commands: readonly Command[] | 'all';
  default: string;
}

export const INPUT_SPECS: InputSpec[] = Object.entries(TABLE).map(([name, spec]) => ({
  name,
  commands: spec.commands,
  default: spec.default,
}));

function reader(source: InputSource): Read {
  return (name) => {
    const spec = TABLE[name];
    const given = source.input(name);
    const value = given === '' && !spec.default.startsWith('${{') ? spec.default : given;
    return spec.parse(value, name) as ValueOf<typeof name>;
  };
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
  /** A run an event starts proposes a plan first (plan mode); the step ends when the plan waits for approval. */
  planFirst: boolean;
}

/** Who may start work (from a comment, or from an event carrying someone's text), and how a comment is read. */
export interface ConversationInputs {
  triggerPhrase: string;
  allowedPermissions: string[];
  allowedBots: string[];
  /** Events (issues, pull requests, workflow runs) start work whoever wrote their text. */
  allowUntrustedAuthors: boolean;
  replyToRefused: boolean;
  /** Who may approve a plan: anyone allowed, or anyone allowed but the person who asked for it. */
  planApprovers: 'allowed' | 'not-requester';
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
  /**
   * Percentage points a scorer's pass rate here may fall below the baseline; undefined: the comparison is shown,
   * never fails the gate.
   */
  maxDropPoints: number | undefined;
  /** What the scorers are held against: the norm (the window without the runs judged here) or the base branch. */
  baseline: 'norm' | 'base';
  /** Run the benchmark cases of `benchmarksFile` and judge their attempts (instead of the pull request's runs). */
  benchmarks: boolean;
  benchmarksFile: string;
  /** At most this many attempts at once (a wave). */
  concurrency: number;
  /** Credits every attempt together may use; undefined: no budget. */
  maxCredits: number | undefined;
  /** How long the attempts may take in all (minutes). */
  timeoutMinutes: number;
  /** Who may open a pull request whose benchmarks run (their prompts come from its head). */
  allowedPermissions: string[];
}

/** What every command gets. */
export interface CommonInputs {
  apiKey: string;
  baseUrl: string;
  githubToken: string;
  comment: boolean;
}

/** How `auto` picks a command from the event (src/flow/auto.ts). */
export interface AutoInputs {
  /** A label of this name asks for a run that proposes a plan first. */
  planLabel: string;
  /** A label of this name starts a run. */
  runLabel: string;
  /** Where a pull request's event goes: a review, or a run. */
  onPullRequest: 'review' | 'run';
}

/** What a command that follows a run to its end gets. */
export interface FollowInputs {
  wait: boolean;
  timeoutMinutes: number;
  failOnRunFailure: boolean;
  cancelOnAbort: boolean;
  /** Let go of the run (it goes on, left to `command: settle`) when it is still going this long after following began. */
  detachAfterMinutes: number | undefined;
  /** Least seconds between reads of the run's timeline and conversation for live progress; 0: off. */
  progressIntervalSeconds: number;
  /** The credits this step's work on the run may use; a run over it is cancelled. Undefined: no budget. */
  maxCredits?: number | undefined;
  /** `output-schema`: the result's schema inline (JSON or YAML) or a shipped schema's name. */
  outputSchema?: string | undefined;
  /** `output-schema-file`: the result's schema in a file of the workspace. */
  outputSchemaFile?: string | undefined;
  /** Repair follow-ups a result that does not match its schema gets. */
  outputSchemaRetries?: number;
}

/** What a command that starts work gets. */
export interface StartInputs extends CommonInputs, FollowInputs {
  command: 'run' | 'dispatch' | 'review';
  run: RunInputs;
  conversation: ConversationInputs;
}

export interface RunCommandInputs extends StartInputs {
  command: 'run';
}
export interface DispatchCommandInputs extends StartInputs {
  command: 'dispatch';
  dispatch: DispatchInputs;
}
export interface FollowupCommandInputs extends CommonInputs, FollowInputs {
  command: 'followup';
  runId: string;
  message: string;
  /**
   * `normal`: the message, as it is; `plan`: in plan mode (the run proposes or revises a plan); `approve`: carry out
   * the plan the run's last execution left (refused when it left none), with the message as extra words.
   */
  followupMode: 'normal' | 'plan' | 'approve';
}
/** How a review is posted and what it leaves out. */
export interface ReviewInputs {
  /** Glob patterns (`review-ignore`): a pull request whose every changed file matches one is not reviewed. */
  ignore: string[];
  /** The most inline comments (`review-max-comments`). */
  maxComments: number;
  /** Findings below it are listed in the body, not posted inline (`review-min-severity`). */
  minSeverity: (typeof SEVERITIES)[number];
  /** The check fails with a finding at or above it (`review-fail-on`); none: never. */
  failOn: 'none' | 'critical' | 'important';
  /** Where the rule files are read: the base commit (a pull request cannot change them) or the head. */
  rulesFrom: 'base' | 'head';
  checkName: string;
}
export interface ReviewCommandInputs extends StartInputs {
  command: 'review';
  review: ReviewInputs;
}
export interface CancelCommandInputs extends CommonInputs {
  command: 'cancel';
  runId: string;
}
export interface GateCommandInputs extends CommonInputs {
  command: 'gate';
  gate: GateInputs;
}
export interface SettleCommandInputs extends CommonInputs {
  command: 'settle';
  /** Runs updated within this many minutes are looked at. */
  windowMinutes: number;
  triggerPhrase: string;
}

export interface SchedulesCommandInputs extends CommonInputs {
  command: 'schedules';
  /** Undefined: by the event (plan on a pull request, apply on a push to the default branch or a manual run). */
  mode: 'plan' | 'apply' | undefined;
  prune: boolean;
  schedulesFile: string;
  onDrift: 'fail' | 'warn';
}

export interface ReportCommandInputs extends CommonInputs {
  command: 'report';
  /** Runs created within this many days are counted. */
  days: number;
  /** The factory whose scorers' pass rates are shown. */
  factory: string | undefined;
  /** The issue the report is also posted on, as a new comment. */
  reportIssue: number | undefined;
}

/** `auto`: the command is picked from the event; the inputs of each command it may pick are read and checked. */
export interface AutoCommandInputs extends CommonInputs {
  command: 'auto';
  auto: AutoInputs;
  picks: { run: RunCommandInputs; review: ReviewCommandInputs };
}

/** The inputs of one step, by its command. */
export type Inputs =
  | AutoCommandInputs
  | ReportCommandInputs
  | SchedulesCommandInputs
  | RunCommandInputs
  | DispatchCommandInputs
  | FollowupCommandInputs
  | CancelCommandInputs
  | GateCommandInputs
  | SettleCommandInputs
  | ReviewCommandInputs;
export type InputsOf<C extends Command> = Extract<Inputs, { command: C }>;

/** The strings of the `redact` input: one a line (numbered from 1), surrounding white space left out. */
function redactLines(source: InputSource): { text: string; line: number }[] {
  return source
    .input('redact', { trim: false })
    .split(/\r?\n/)
    .map((line, i) => ({ text: line.trim(), line: i + 1 }))
    .filter(({ text }) => text !== '');
}

/**
 * Reads the key from `api-key` (where the host finds it: the input or WARP_API_KEY for the action) and hides it,
 * with the strings of the `redact` input and the GitHub token, before anything can log them: masked in the runner's
 * log and removed from everything the action writes. A key the host gives with white space around it (one from
 * the environment) is hidden as given too.
 */
export function readApiKey(source: InputSource): string {
  const key = source.input('api-key');
  const trimmed = key.trim();
  source.secret(trimmed, 'apiKey');
  if (key !== trimmed) source.secret(key, 'apiKey');
  for (const { text } of redactLines(source)) source.secret(text, 'secret');
  // The runner masks the token already (it comes from a secret or github.token); only the redaction is added.
  source.secret(source.input('github-token'), 'githubToken', true);
  return trimmed;
}

/** The key and the `redact` lines, checked. */
function checkSecrets(source: InputSource, apiKey: string): void {
  if (apiKey === '') {
    throw new InputError(
      'api-key',
      'is empty: pass the key from a secret (api-key: ${{ secrets.WARP_API_KEY }}) or set WARP_API_KEY',
    );
  }
  if (/\s/.test(apiKey)) throw new InputError('api-key', 'contains white space; check the secret');
  for (const { text, line } of redactLines(source)) {
    if (text.length < MIN_SECRET_LENGTH) {
      throw new InputError(
        'redact',
        `line ${line} has fewer than ${MIN_SECRET_LENGTH} characters: too short to remove without cutting ordinary words out of the text; give the whole secret or drop the line`,
      );
    }
  }
}

/**
 * An input a command does not use is a mistake in the workflow: say so rather than ignore it. Under `auto`, an input
 * of any command it may pick is used (which one runs depends on the event).
 */
function refuseUnused(source: InputSource, used: Command): void {
  const accepted = used === 'auto' ? ['auto', ...AUTO_PICKS] : [used];
  for (const spec of INPUT_SPECS) {
    if (spec.commands === 'all' || spec.commands.some((c) => accepted.includes(c))) continue;
    const value = source.input(spec.name);
    if (value !== '' && value !== spec.default) {
      const users = spec.commands.join(', ');
      const by =
        used === 'auto'
          ? `command "auto" nor by the commands it picks (${AUTO_PICKS.join(', ')})`
          : `command "${used}"`;
      throw new InputError(
        spec.name,
        `is not used by ${by} (it is for: ${users}); remove it${used === 'auto' ? ', or set command' : ''}`,
      );
    }
  }
}

/** `auto`'s own inputs: the two labels, which must differ (GitHub's label names ignore case). */
function autoInputs(read: Read): AutoInputs {
  const planLabel = read('plan-label');
  const runLabel = read('run-label');
  if (planLabel.toLowerCase() === runLabel.toLowerCase()) {
    throw new InputError(
      'plan-label',
      (name) =>
        `is "${planLabel}", the same label as ${name('run-label')}: a label cannot both ask for a plan and start a run; name two labels`,
    );
  }
  return { planLabel, runLabel, onPullRequest: read('on-pull-request') };
}

function following(read: Read): FollowInputs {
  const timeoutMinutes = read('timeout-minutes');
  const detachAfterMinutes = read('detach-after-minutes');
  if (detachAfterMinutes !== undefined && detachAfterMinutes >= timeoutMinutes) {
    throw new InputError(
      'detach-after-minutes',
      `must be less than timeout-minutes (${timeoutMinutes}), got ${detachAfterMinutes}: the run would time out before the step lets go of it`,
    );
  }
  return {
    wait: read('wait'),
    timeoutMinutes,
    failOnRunFailure: read('fail-on-run-failure'),
    cancelOnAbort: read('cancel-on-abort'),
    detachAfterMinutes,
    progressIntervalSeconds: read('progress-interval-seconds'),
    maxCredits: read('max-credits'),
    outputSchema: read('output-schema'),
    outputSchemaFile: read('output-schema-file'),
    outputSchemaRetries: read('output-schema-retries'),
  };
}

function starting(read: Read, common: CommonInputs): Omit<StartInputs, 'command'> {
  return {
    ...common,
    ...following(read),
    run: {
      prompt: read('prompt'),
      title: read('title'),
      skill: read('skill'),
      environmentId: read('environment-id'),
      modelId: read('model-id'),
      basePrompt: read('base-prompt'),
      mcpServers: read('mcp-servers'),
      agentConfig: read('agent-config'),
      agentIdentity: read('agent-identity'),
      includeContext: read('include-context'),
      idempotencyKey: read('idempotency-key'),
      planFirst: read('plan-first'),
    },
    conversation: {
      triggerPhrase: read('trigger-phrase'),
      allowedPermissions: read('allowed-permissions'),
      allowedBots: read('allowed-bots'),
      allowUntrustedAuthors: read('allow-untrusted-authors'),
      replyToRefused: read('reply-to-refused'),
      planApprovers: read('plan-approvers'),
    },
  };
}

function requiredRunId(read: Read, by: Command): string {
  const runId = read('run-id');
  if (runId === undefined)
    throw new InputError('run-id', `is required by command "${by}": the id of the run`);
  return runId;
}

function gateInputs(read: Read): GateInputs {
  const factory = read('factory');
  const scorers = read('scorer');
  if (!scorers.length && !factory) {
    throw new InputError(
      'scorer',
      'name the scorers to judge with (ids or names), or give the factory whose scorers judge (input "factory")',
    );
  }
  const groupBy = read('group-by');
  const windowDays = read('pass-rate-window');
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
  const threshold = read('threshold');
  const maxDropPoints = read('max-drop-points');
  if (threshold !== undefined && maxDropPoints !== undefined) {
    // The norm is the service's count at each scorer's own threshold: verdicts at another bar cannot be held to it.
    throw new InputError(
      'threshold',
      (name) =>
        `cannot be used with ${name('max-drop-points')}: the service counts each scorer's pass rate over the window at the scorer's own threshold, so verdicts at another threshold cannot be held against it. Leave out ${name('threshold')} to compare with the norm, or ${name('max-drop-points')} to judge at your own threshold`,
    );
  }
  return {
    scorers,
    factory,
    runIds: read('run-ids'),
    pullRequest: read('pull-request'),
    headSha: read('head-sha'),
    threshold,
    minPassRate: read('min-pass-rate'),
    dispatchJudges: read('dispatch-judges'),
    scoreTimeoutMinutes: read('score-timeout-minutes'),
    checkName: read('check-name') ?? CHECK_NAMES.gate,
    failOnGate: read('fail-on-gate'),
    windowDays,
    groupBy,
    maxDropPoints,
    baseline: read('gate-baseline'),
    benchmarks: read('benchmarks'),
    benchmarksFile: read('benchmarks-file'),
    concurrency: read('benchmark-concurrency'),
    maxCredits: read('max-credits'),
    timeoutMinutes: read('timeout-minutes'),
    allowedPermissions: read('allowed-permissions'),
  };
}

/** Each command's inputs, from the inputs every command gets. */
const BY_COMMAND: { [C in Command]: (read: Read, common: CommonInputs) => InputsOf<C> } = {
  auto: (read, common) => ({
    command: 'auto',
    ...common,
    auto: autoInputs(read),
    picks: { run: BY_COMMAND.run(read, common), review: BY_COMMAND.review(read, common) },
  }),
  run: (read, common) => ({ command: 'run', ...starting(read, common) }),
  dispatch: (read, common) => {
    const factory = read('factory');
    if (factory === undefined) {
      throw new InputError('factory', 'is required: the public UID of the factory to dispatch to');
    }
    const dispatch = { factory, ticketRef: read('ticket-ref'), ticketUrl: read('ticket-url') };
    return { command: 'dispatch', ...starting(read, common), dispatch };
  },
  followup: (read, common) => {
    const runId = requiredRunId(read, 'followup');
    const message = read('message');
    const followupMode = read('followup-mode');
    if (message === '' && followupMode !== 'approve') {
      throw new InputError('message', 'is required by command "followup": what to tell the run');
    }
    return { command: 'followup', ...common, ...following(read), runId, message, followupMode };
  },
  cancel: (read, common) => ({ command: 'cancel', ...common, runId: requiredRunId(read, 'cancel') }),
  gate: (read, common) => ({ command: 'gate', ...common, gate: gateInputs(read) }),
  settle: (read, common) => ({
    command: 'settle',
    ...common,
    windowMinutes: read('settle-window-minutes'),
    triggerPhrase: read('trigger-phrase'),
  }),
  schedules: (read, common) => ({
    command: 'schedules',
    ...common,
    mode: read('mode'),
    prune: read('prune'),
    schedulesFile: read('schedules-file'),
    onDrift: read('on-drift'),
  }),
  review: (read, common) => ({
    command: 'review',
    ...starting(read, common),
    review: {
      ignore: read('review-ignore'),
      maxComments: read('review-max-comments'),
      minSeverity: read('review-min-severity'),
      failOn: read('review-fail-on'),
      rulesFrom: read('review-rules-from'),
      checkName: read('check-name') ?? CHECK_NAMES.review,
    },
  }),
  report: (read, common) => ({
    command: 'report',
    ...common,
    days: read('report-days'),
    factory: read('factory'),
    reportIssue: read('report-issue'),
  }),
};

/** Reads and checks the inputs of the step's command; an input the command does not use is an error. */
export function readInputs(source: InputSource): Inputs {
  const apiKey = readApiKey(source);
  const read = reader(source);
  const used = read('command');
  checkSecrets(source, apiKey);
  refuseUnused(source, used);
  const common: CommonInputs = {
    apiKey,
    baseUrl: read('base-url'),
    githubToken: read('github-token'),
    comment: read('comment'),
  };
  return BY_COMMAND[used](read, common);
}

/** What the post step needs: the service, the thread, and whether to stop a run left going. */
export interface PostInputs {
  apiKey: string;
  baseUrl: string;
  githubToken: string;
  comment: boolean;
  cancelOnAbort: boolean;
  /** For the hint under a report the post step writes as a settle would. */
  triggerPhrase: string;
}

/** The post step's inputs, read as the main step read them (the main step has checked them already). */
export function readPostInputs(source: InputSource): PostInputs {
  const apiKey = readApiKey(source);
  const read = reader(source);
  return {
    apiKey,
    baseUrl: read('base-url'),
    githubToken: read('github-token'),
    comment: read('comment'),
    cancelOnAbort: read('cancel-on-abort'),
    triggerPhrase: read('trigger-phrase'),
  };
}

/** An input's default, as the table (and action.yml) give it. */
export function defaultOf(name: InputName): string {
  return TABLE[name].default;
}
