/**
 * The command line, described once: every subcommand of `cloud-agent`, its flags, the action input each flag
 * stands for (so the action's commands run unchanged on the CLI host) and the help text. The parser
 * (src/cli/args.ts) and `--help` both read this table, so a flag cannot exist without its help line. The action's
 * commands are described here; each inspection command with its handler, in src/cli/inspect/.
 */
import type { Command, LineCommand } from '../inputs.ts';
import { INSPECTION_COMMANDS } from './inspect/index.ts';

export interface FlagSpec {
  type: 'string' | 'boolean';
  /** The action input the flag gives (src/inputs.ts); none for the CLI's own flags. */
  input?: string;
  /** A boolean flag that also has a `--no-<name>` form. */
  negatable?: boolean;
  /** May be given more than once (values joined with commas for the input). */
  multiple?: boolean;
  short?: string;
  /** What the value is, in the help (`<minutes>`). */
  value?: string;
  /** A boolean flag that, when given, sets its input to this value (`followup --plan`: followup-mode plan). */
  sets?: string;
  help: string;
}

export interface CommandSpec {
  /** `run`, or `runs list` for a command with a verb. */
  name: string;
  /** The action command it runs (src/commands/*), or none for an inspection command. */
  action?: LineCommand;
  /** Inputs the command always gives (`schedules plan`: mode plan; `approve`: followup-mode approve). */
  fixed?: Record<string, string>;
  /** The positional argument, if any, and the input it gives. */
  positional?: { name: string; input?: string };
  summary: string;
  flags: Record<string, FlagSpec>;
  example: string;
  /** What --json prints, for the command's help (one line); its JSON Schema is schemas/cli/<name>.schema.json. */
  json: string;
  /** --json prints JSON Lines, one object a line, instead of one document (`runs logs`). */
  jsonLines?: boolean;
  /** Flags of an earlier version by their old name, with the name that replaced them: named in a usage error. */
  renamed?: Record<string, string>;
  /** When the command exits 1 (EXIT.failed), if it has a way to (see exitCodes). */
  fails?: string;
  /** What exit 0 means, where more than "success" is worth saying. */
  succeeds?: string;
  /** The command follows a run and gives up at its --timeout: exit 4 (EXIT.timeout). */
  timesOut?: true;
}

/** Flags every command takes. */
export const GLOBAL_FLAGS: Record<string, FlagSpec> = {
  help: { type: 'boolean', short: 'h', help: 'Show the help of the command and exit.' },
  json: {
    type: 'boolean',
    help: "Print one JSON document on stdout and nothing else: the service's answer, or for the action's commands (run, dispatch, followup, approve, cancel, gate, settle, schedules plan|apply, report, review) their outputs, typed and keyed in snake_case (run_id); a failure adds outcome and error. Each command's --help names the JSON Schema of its document.",
  },
  quiet: { type: 'boolean', short: 'q', help: 'Print no progress on stderr; errors still go there.' },
  verbose: {
    type: 'boolean',
    short: 'v',
    help: 'Also log each request (method, path, status, time) and each retry on stderr; never the key or a query.',
  },
  'no-color': {
    type: 'boolean',
    help: 'No colours or bold (also when NO_COLOR is set; none on a stream that is not a terminal).',
  },
  'base-url': {
    type: 'string',
    input: 'base-url',
    value: '<url>',
    help: 'The service, e.g. https://app.warp.dev/api/v1 (else CLOUD_AGENT_BASE_URL, else the config file).',
  },
};

/** `--raw`: the report as markdown on a terminal too. */
const RAW: FlagSpec = {
  type: 'boolean',
  help: 'Print the report as markdown on a terminal too (there it is shown as text: headings, lists and tables laid out, links with their URL); piped or redirected, it is markdown already.',
};

/** How long to follow a run, what to do when it fails or the command is interrupted. */
const FOLLOW_FLAGS: Record<string, FlagSpec> = {
  wait: {
    type: 'boolean',
    input: 'wait',
    negatable: true,
    help: 'Wait for the run to end (default); --no-wait prints its id and returns at once.',
  },
  timeout: {
    type: 'string',
    input: 'timeout-minutes',
    value: '<minutes>',
    help: 'Give up (and cancel the run) when it has not ended within this many minutes (default 30): exit 4.',
  },
  'detach-after': {
    type: 'string',
    input: 'detach-after-minutes',
    value: '<minutes>',
    help: 'Stop watching a run still going after this many minutes; it goes on (exit 0).',
  },
  'progress-interval': {
    type: 'string',
    input: 'progress-interval-seconds',
    value: '<seconds>',
    help: "Seconds between reads of the run's steps for live progress (default 30; 0: off).",
  },
  'max-credits': {
    type: 'string',
    input: 'max-credits',
    value: '<credits>',
    help: 'Cancel the run when the credits it uses (since the follow-up, for followup) pass this budget: exit 1.',
  },
  'fail-on-run-failure': {
    type: 'boolean',
    input: 'fail-on-run-failure',
    negatable: true,
    help: 'Exit 1 when the run ends FAILED, ERROR or CANCELLED (default); --no-fail-on-run-failure exits 0.',
  },
  'cancel-on-interrupt': {
    type: 'boolean',
    input: 'cancel-on-abort',
    negatable: true,
    help: 'Cancel the run on Ctrl-C, SIGTERM or a timeout (default); --no-cancel-on-interrupt leaves it going.',
  },
  markdown: {
    type: 'string',
    value: '<file>',
    help: "Write the run's report (what stdout shows people) as markdown to this file.",
  },
  raw: RAW,
};

/** The result a schema describes (docs/structured-output.md). */
const RESULT_FLAGS: Record<string, FlagSpec> = {
  'output-schema': {
    type: 'string',
    input: 'output-schema',
    value: '<file|json>',
    help: 'Ask for a result this JSON Schema describes: inline JSON (a value starting with {), else a file (JSON or YAML) read as given, or a shipped schema (verdict, triage). A result that does not match gets a repair follow-up, then exit 1 (schema-invalid).',
  },
  'output-schema-retries': {
    type: 'string',
    input: 'output-schema-retries',
    value: '<n>',
    help: 'Repair follow-ups for a result that does not match its schema (default 1; 0: none).',
  },
};

const PROMPT_FLAGS: Record<string, FlagSpec> = {
  prompt: {
    type: 'string',
    input: 'prompt',
    short: 'p',
    value: '<text>',
    help: 'What the agent is asked to do.',
  },
  'prompt-file': {
    type: 'string',
    value: '<file>',
    help: 'Read the prompt from a file; "-" reads it from stdin.',
  },
  title: { type: 'string', input: 'title', value: '<text>', help: "The run's title." },
  'idempotency-key': {
    type: 'string',
    input: 'idempotency-key',
    value: '<key>',
    help: 'Start this work once: a second command with the same key (and work) adopts the run while it goes. Inside a known CI the job is the key already.',
  },
};

/** `--repo` of the commands that start a run: the project it records, which a settle of that project finds it by. */
const RUN_REPO: FlagSpec = {
  type: 'string',
  value: '<owner/repo>',
  help: 'The project the run is for (e.g. acme/app or group/sub/app), recorded on it so that cloud-agent settle --repo finds it. In a CI that names its project, that one by default; from a terminal, none unless given.',
};

/** The agent's environment and model, for the commands that start a run of their own. */
const ENVIRONMENT: FlagSpec = {
  type: 'string',
  input: 'environment-id',
  value: '<id>',
  help: 'The environment (22 letters and digits) the agent works in.',
};
const MODEL: FlagSpec = {
  type: 'string',
  input: 'model-id',
  value: '<id>',
  help: 'The model, e.g. claude-4-5-sonnet.',
};

const RUN_ID = { name: 'run-id', input: 'run-id' };

/** Exit 0, 1 and 4 of a command that follows a run to its end. */
const FOLLOWS = {
  timesOut: true as const,
  succeeds:
    'the run succeeded, waits for input (BLOCKED) or goes on (--no-wait, --detach-after); with --no-fail-on-run-failure, however it ended',
  fails:
    'the run ended FAILED, ERROR or CANCELLED, went over --max-credits, or its result did not match --output-schema',
};

/** What --json prints for a command that follows a run: its outputs, keyed in the service's style. */
/** What --json prints of a run: the outputs every command that follows one has. */
const RUN_OUTPUTS_JSON =
  'the outputs, run_id, state, session_link, conversation_id, pull_request_urls (a list), artifacts (a list, as the service reports them), comment_url (null here), summary (the answer), detached and plan_ready (true or false), model (the resolved one, else the one asked for) and credits (a number: used so far, at most 2 decimals)';
const RUN_JSON = `${RUN_OUTPUTS_JSON}, result (with --output-schema, the validated result as JSON) and result_file, each null while not known; on a failure also outcome (run-failed, schema-invalid, timeout, service, interrupted, usage, error) and error, with run_id as soon as the run exists.`;
/** What --json prints for cancel, which asks for no result. */
const CANCEL_JSON = `${RUN_OUTPUTS_JSON}, each null while not known; on a failure also outcome (run-failed, timeout, service, interrupted, usage, error) and error, with run_id as soon as the run exists.`;

/** The spec of a command that runs action command `C`. */
type ActionSpec<C extends LineCommand = LineCommand> = CommandSpec & { action: C };

/**
 * The action's commands (src/commands/*) on the command line, in the order of Command (src/inputs.ts COMMANDS); a
 * command may have more than one (followup and approve, schedules plan and apply).
 */
const ACTION_COMMANDS = [
  {
    name: 'run',
    action: 'run',
    ...FOLLOWS,
    json: RUN_JSON,
    summary: 'Start a run of the agent, follow it to its end and report.',
    flags: {
      ...PROMPT_FLAGS,
      skill: {
        type: 'string',
        input: 'skill',
        value: '<owner/repo:skill>',
        help: 'A skill to run as the base prompt.',
      },
      environment: ENVIRONMENT,
      model: MODEL,
      'base-prompt': {
        type: 'string',
        input: 'base-prompt',
        value: '<text>',
        help: 'Instructions put before the prompt.',
      },
      'mcp-servers': {
        type: 'string',
        input: 'mcp-servers',
        value: '<json>',
        help: 'MCP servers as a JSON object, e.g. {"github": {"warp_id": "..."}}.',
      },
      config: {
        type: 'string',
        input: 'agent-config',
        value: '<json>',
        help: "The run's agent config as a JSON object.",
      },
      'agent-identity': {
        type: 'string',
        input: 'agent-identity',
        value: '<uid>',
        help: 'The agent identity the run acts as.',
      },
      plan: {
        type: 'boolean',
        input: 'plan-first',
        help: 'Plan first: the agent proposes a plan and changes nothing; the plan is printed, exit 0. Then: cloud-agent approve <run-id>.',
      },
      repo: RUN_REPO,
      ...RESULT_FLAGS,
      ...FOLLOW_FLAGS,
    },
    example: 'cloud-agent run --prompt "Fix the flaky test in api/" --timeout 45 --markdown report.md',
  },
  {
    name: 'dispatch',
    action: 'dispatch',
    ...FOLLOWS,
    json: RUN_JSON,
    summary: 'Send work to a factory (its foreman takes it) and follow the run it makes.',
    flags: {
      ...PROMPT_FLAGS,
      factory: {
        type: 'string',
        input: 'factory',
        value: '<uid>',
        help: 'The factory to dispatch to (required).',
      },
      'ticket-ref': {
        type: 'string',
        input: 'ticket-ref',
        value: '<source:id>',
        help: 'The ticket the work is filed under, e.g. jira:APP-12 (default: the CI job).',
      },
      'ticket-url': { type: 'string', input: 'ticket-url', value: '<url>', help: "The ticket's URL." },
      repo: RUN_REPO,
      ...RESULT_FLAGS,
      ...FOLLOW_FLAGS,
    },
    example: 'cloud-agent dispatch --factory fac_web --ticket-ref jira:APP-12 --prompt-file task.md',
  },
  {
    name: 'followup',
    action: 'followup',
    ...FOLLOWS,
    json: RUN_JSON,
    positional: RUN_ID,
    summary: 'Send a message to a run and follow it to its next end.',
    flags: {
      message: {
        type: 'string',
        input: 'message',
        short: 'm',
        value: '<text>',
        help: 'What to tell the run (required).',
      },
      'message-file': {
        type: 'string',
        value: '<file>',
        help: 'Read the message from a file; "-" reads stdin.',
      },
      plan: {
        type: 'boolean',
        input: 'followup-mode',
        sets: 'plan',
        help: 'Send it in plan mode: the agent proposes (or revises) a plan and changes nothing until it is approved.',
      },
      ...RESULT_FLAGS,
      ...FOLLOW_FLAGS,
    },
    example: 'cloud-agent followup 0f9c2e4a --message "Also update the changelog"',
  },
  {
    name: 'approve',
    action: 'followup',
    ...FOLLOWS,
    fixed: { 'followup-mode': 'approve' },
    json: RUN_JSON,
    positional: RUN_ID,
    summary:
      'Carry out the plan a run proposed (exit 2, nothing sent, when it left none or it was carried out already) and follow it to its end.',
    flags: {
      message: {
        type: 'string',
        input: 'message',
        short: 'm',
        value: '<text>',
        help: 'Words sent along with the approval (optional).',
      },
      ...RESULT_FLAGS,
      ...FOLLOW_FLAGS,
    },
    example: 'cloud-agent approve 0f9c2e4a --message "Keep the old API"',
  },
  {
    name: 'cancel',
    action: 'cancel',
    succeeds: 'the run stopped (or had ended already)',
    fails: 'the run was not seen to stop within 15 s, or it cannot be cancelled',
    json: CANCEL_JSON,
    positional: RUN_ID,
    summary: 'Cancel a run and wait (up to 15 s) to see it stop.',
    flags: {},
    example: 'cloud-agent cancel 0f9c2e4a',
  },
  {
    name: 'gate',
    action: 'gate',
    succeeds: 'the gate passed, or had nothing to judge; with --no-fail-on-gate, whatever it found',
    fails: 'the gate failed, or the --junit file could not be written',
    json: 'the outputs, conclusion, pass_rate (0 to 1), passed, failed, check_run_url, results (each run and scorer: run_id, scorer_id, scorer, classification, score, threshold, verdict, session_link), regressions (the failed judgements, worst first), delta_points, cases_passed and cases_total, each null while not known; on a failure also outcome (gate-failed, service, usage, error) and error.',
    summary: "Judge runs with a factory's scorers; exit 1 when the gate fails.",
    flags: {
      'run-ids': {
        type: 'string',
        input: 'run-ids',
        multiple: true,
        value: '<ids>',
        help: "The runs to judge (commas or repeated); none: a gate on the scorers' pass rate over the window.",
      },
      scorer: {
        type: 'string',
        input: 'scorer',
        multiple: true,
        value: '<id|name>',
        help: 'A scorer to judge with (repeat for several); else every scorer of --factory whose scope covers the run.',
      },
      factory: { type: 'string', input: 'factory', value: '<uid>', help: 'The factory whose scorers judge.' },
      threshold: {
        type: 'string',
        input: 'threshold',
        value: '<0..1|%>',
        help: "The score a verdict needs, e.g. 0.7 or 70% (default: each scorer's own; not with --max-drop-points).",
      },
      'min-pass-rate': {
        type: 'string',
        input: 'min-pass-rate',
        value: '<0..1|%>',
        help: 'The share of verdicts that must pass (default 1).',
      },
      'dispatch-judges': {
        type: 'boolean',
        input: 'dispatch-judges',
        negatable: true,
        help: 'Ask for a verdict now where a run has none (default); --no-dispatch-judges only reads verdicts.',
      },
      'score-timeout': {
        type: 'string',
        input: 'score-timeout-minutes',
        value: '<minutes>',
        help: 'How long to wait for verdicts (default 15; 0: do not wait).',
      },
      'window-days': {
        type: 'string',
        input: 'pass-rate-window',
        value: '<days>',
        help: 'Days of pass rate to chart (default 30).',
      },
      'group-by': {
        type: 'string',
        input: 'group-by',
        value: '<day|week|month>',
        help: 'Pass-rate periods (default day).',
      },
      'max-drop-points': {
        type: 'string',
        input: 'max-drop-points',
        value: '<points>',
        help: "Fail when a scorer's pass rate here is more than this many points below its rate over the window without the runs judged here (default: shown only).",
      },
      'fail-on-gate': {
        type: 'boolean',
        input: 'fail-on-gate',
        negatable: true,
        help: 'Exit 1 when the gate fails (default); --no-fail-on-gate exits 0.',
      },
      benchmarks: {
        type: 'boolean',
        input: 'benchmarks',
        help: 'Run the cases of the benchmarks file, each its repeat times, and judge their attempts; a case passes at repeat-min-pass passes.',
      },
      'benchmarks-file': {
        type: 'string',
        input: 'benchmarks-file',
        value: '<path>',
        help: 'The benchmark cases, a path from the working directory (default .github/cloud-agent-benchmarks.yml).',
      },
      'benchmark-concurrency': {
        type: 'string',
        input: 'benchmark-concurrency',
        value: '<n>',
        help: 'At most this many attempts at once, a wave (default 3).',
      },
      'max-credits': {
        type: 'string',
        input: 'max-credits',
        value: '<credits>',
        help: 'The credits every attempt of the benchmarks may use in all: no wave starts that would pass it, attempts in flight are cancelled once it is passed, exit 1.',
      },
      timeout: {
        type: 'string',
        input: 'timeout-minutes',
        value: '<minutes>',
        help: 'How long the attempts of the benchmarks may take in all (default 30); those still going then are cancelled, exit 1.',
      },
      'head-sha': {
        type: 'string',
        input: 'head-sha',
        value: '<sha>',
        help: "The commit the attempts of the benchmarks are told to work on (default: the CI's commit).",
      },
      junit: {
        type: 'string',
        value: '<file>',
        help: "Write JUnit XML: one test case per run and scorer, a failure carrying the score, the threshold and the judge's reason.",
      },
      markdown: {
        type: 'string',
        value: '<file>',
        help: "Write the gate's report (what stdout shows people) as markdown.",
      },
      raw: RAW,
    },
    example: 'cloud-agent gate --run-ids 0f9c2e4a,7d1b3c5e --factory fac_web --junit report.xml',
    renamed: { window: 'window-days' },
  },
  {
    name: 'settle',
    action: 'settle',
    fails:
      'a run went over the budget (--max-credits) of the command that started it, or its result did not match its schema',
    json: 'the outputs, settled (how many) and results (each run looked at: run_id, state, thread, comment_url, action, detail, over_budget when it went over its budget, result when its step asked for one: valid, invalid, repair-asked or unavailable), each null while not known; on a failure also outcome (schema-invalid when a result does not match its schema) and error.',
    summary:
      "Finish runs this CI project's jobs left going (--no-wait, --detach-after); cancel those past their deadline.",
    flags: {
      'window-minutes': {
        type: 'string',
        input: 'settle-window-minutes',
        value: '<minutes>',
        help: 'Look at runs updated within this many minutes (default 1440).',
      },
      repo: {
        type: 'string',
        value: '<owner/repo>',
        help: "Settle the runs of this project (the path the runs were started from, e.g. acme/app or group/sub/app). Required outside a CI that names its project; in one, it defaults to the CI's project.",
      },
      since: {
        type: 'string',
        value: '<time>',
        help: 'When the last settle that completed started (ISO 8601, e.g. 2026-11-27T06:00:00Z): the runs that stopped before it (less 10 minutes for clock skew) and are unchanged since are not read again. Default: every run in the window is looked at.',
      },
      markdown: { type: 'string', value: '<file>', help: 'Write the list of runs looked at as markdown.' },
      raw: RAW,
    },
    example: 'cloud-agent settle --repo acme/app --window-minutes 720',
    renamed: { window: 'window-minutes' },
  },
  schedulesCommand(
    'plan',
    'Show what applying the schedules file would change on the service; change nothing.',
  ),
  schedulesCommand(
    'apply',
    "Make the service's schedules of this project what the schedules file says (create, update, pause; delete with --prune).",
  ),
  {
    name: 'report',
    action: 'report',
    json: 'the outputs, runs, success_rate (0 to 1), total_credits and figures (since, until, days, runs, states, ended, succeeded, failed, cancelled, going, success_rate, credits, duration_ms, failure_codes, other_failures, costliest, per_day, previous, repository, factory, scorers, requests, undated, schedules), each null while not known; on a failure also outcome and error.',
    summary:
      "The picture of the last days: this project's runs by state, success rate, credits, durations, failure codes and scorer pass rates.",
    flags: {
      days: {
        type: 'string',
        input: 'report-days',
        value: '<days>',
        help: 'Count the runs created within this many days (default 7, at most 90).',
      },
      repo: {
        type: 'string',
        value: '<owner/repo>',
        help: "The project whose runs are counted (those the action or this command started for it). Required outside a CI that names its project, unless --all; in one, it defaults to the CI's project.",
      },
      all: {
        type: 'boolean',
        help: "Count every run of the team, whoever started it, not only one project's.",
      },
      factory: {
        type: 'string',
        input: 'factory',
        value: '<uid>',
        help: 'Also show the pass rate of each scorer of this factory over the days.',
      },
      markdown: { type: 'string', value: '<file>', help: 'Write the report as markdown to this file.' },
      raw: RAW,
    },
    example: 'cloud-agent report --repo acme/app --days 7 --factory fac_web',
  },
  {
    name: 'review',
    action: 'review',
    timesOut: true,
    succeeds:
      'the review was printed, with findings or none (a finding fails only its test case in the --junit file)',
    fails:
      "the review's run ended FAILED, ERROR or CANCELLED, went over --max-credits, or its result did not match the review's schema",
    json: `${RUN_OUTPUTS_JSON}, result (the agent's review, valid against schemas/results/review.schema.json) and result_file, review_url (null: nothing is posted), reviewed_head, verdict (correct or needs-changes), findings (a list: path, line, start_line, side, severity, title, body, suggestion, confidence; less those open on a thread of the action's review or declined there), findings_count and check_run_url (null), each null while not known; on a failure also outcome (run-failed, schema-invalid, timeout, service, interrupted, usage, error) and error.`,
    summary:
      "Review a GitHub pull request's head with the agent and print its findings (markdown, --json, --junit); post nothing.",
    flags: {
      pr: {
        type: 'string',
        value: '<number>',
        help: 'The pull request to review (required). GitHub is read with GITHUB_TOKEN (or GH_TOKEN), at GITHUB_API_URL and GITHUB_GRAPHQL_URL when set.',
      },
      repo: {
        type: 'string',
        value: '<owner/repo>',
        help: "The pull request's GitHub repository (required, but in GitHub Actions: the job's).",
      },
      prompt: {
        type: 'string',
        input: 'prompt',
        short: 'p',
        value: '<text>',
        help: 'What to look for, instead of the default instructions of a review.',
      },
      environment: ENVIRONMENT,
      model: MODEL,
      'review-max-comments': {
        type: 'string',
        input: 'review-max-comments',
        value: '<n>',
        help: 'The most findings the action would post inline (default 10); the rest are listed.',
      },
      'review-min-severity': {
        type: 'string',
        input: 'review-min-severity',
        value: '<severity>',
        help: 'Findings below it (critical, important, suggestion, nit; default nit) are listed, not inline.',
      },
      'review-fail-on': {
        type: 'string',
        input: 'review-fail-on',
        value: '<none|critical|important>',
        help: 'A finding at or above it is a failed test case in the --junit file (default none: every case passes).',
      },
      'review-ignore': {
        type: 'string',
        input: 'review-ignore',
        multiple: true,
        value: '<globs>',
        help: 'Glob patterns (commas or repeated): a pull request whose every changed file matches one is not reviewed (default: lock files, minified and generated files, images, logs).',
      },
      'review-rules-from': {
        type: 'string',
        input: 'review-rules-from',
        value: '<base|head>',
        help: 'Read the rule files (REVIEW.md, AGENTS.md, CLAUDE.md, .github/copilot-instructions.md) at the base (default) or the head.',
      },
      junit: {
        type: 'string',
        value: '<file>',
        help: 'Write JUnit XML: one test case per finding, a failure at or above --review-fail-on.',
      },
      'output-schema-retries': RESULT_FLAGS['output-schema-retries']!,
      timeout: FOLLOW_FLAGS.timeout!,
      'progress-interval': FOLLOW_FLAGS['progress-interval']!,
      'max-credits': FOLLOW_FLAGS['max-credits']!,
      'fail-on-run-failure': FOLLOW_FLAGS['fail-on-run-failure']!,
      'cancel-on-interrupt': FOLLOW_FLAGS['cancel-on-interrupt']!,
      markdown: {
        type: 'string',
        value: '<file>',
        help: 'Write the review (what stdout shows people) as markdown to this file.',
      },
      raw: RAW,
    },
    example: 'cloud-agent review --repo acme/app --pr 42 --junit review.xml --review-fail-on important',
  },
] as const satisfies readonly ActionSpec[];

/**
 * A command of Command (src/inputs.ts) without a spec above: none, or the type-check fails here, naming it. `auto` is
 * the action's only: it picks the command from a GitHub event, and on the command line the user names the command.
 */
type Unspecified = Exclude<Command, (typeof ACTION_COMMANDS)[number]['action'] | 'auto'>;
export const EVERY_COMMAND_SPECIFIED: [Unspecified] extends [never] ? true : Unspecified = true;

/** `schedules plan` and `schedules apply`: the action's `command: schedules` with its mode. */
function schedulesCommand(mode: 'plan' | 'apply', summary: string): ActionSpec<'schedules'> {
  return {
    name: `schedules ${mode}`,
    action: 'schedules',
    ...(mode === 'plan'
      ? {
          fails:
            'drift: in a CI job that builds the default branch, the service differs from the schedules file',
        }
      : {}),
    fixed: { mode },
    summary,
    flags: {
      file: {
        type: 'string',
        input: 'schedules-file',
        value: '<path>',
        help: 'The schedules file, inside the current folder (default .github/cloud-agents.yml).',
      },
      prune: {
        type: 'boolean',
        input: 'prune',
        help: "Also delete this project's schedules the file no longer lists (default: only said).",
      },
      repo: {
        type: 'string',
        value: '<owner/repo>',
        help: "The project the schedules belong to (they are found again by it). Required outside a CI that names its project; in one, it defaults to the CI's project.",
      },
      'default-branch': {
        type: 'string',
        value: '<branch>',
        help: "The project's default branch, where the CI does not say it (Azure Pipelines, Jenkins, CircleCI, GitHub Actions): in a CI, apply runs only in a job that builds it, and a plan there that finds changes is drift.",
      },
      markdown: {
        type: 'string',
        value: '<file>',
        help: 'Write the plan (or what was applied) as markdown.',
      },
      raw: RAW,
    },
    example: `cloud-agent schedules ${mode} --repo acme/app --file .github/cloud-agents.yml`,
    json: 'the outputs, changes (how many) and plan (repository, file, changes, items: action, name, id, cron, enabled, next_run, changes: field, old, new), each null while not known; on a failure also outcome and error.',
  };
}

/** Every command: the action's, then the inspection commands. */
export const COMMAND_SPECS: CommandSpec[] = [...ACTION_COMMANDS, ...INSPECTION_COMMANDS];

/** Exit codes: documented in docs/cli.md and `--help`, stable across versions. */
export const EXIT = {
  ok: 0,
  /** The run failed (FAILED, ERROR, CANCELLED), its result did not match its schema, or the gate failed. */
  failed: 1,
  /** A flag, argument, input or configuration is wrong; no request was made. */
  usage: 2,
  /** The service answered with an error, or could not be reached. */
  service: 3,
  /** The run did not end within --timeout. */
  timeout: 4,
  /** SIGINT or SIGTERM. */
  interrupted: 130,
} as const;

/** An exit code of a command, and when the command ends with it. */
export interface ExitLine {
  code: number;
  meaning: string;
}

/**
 * The exit codes a command can end with, each with what it means for that command: 0, 1 where the command has a way
 * to fail (`fails`), 2 and 3 for every command, 4 for a command that follows a run (`timesOut`), 130 (and whether the run is
 * cancelled then, for a command with --cancel-on-interrupt). A fault of this tool exits 1 too (docs/cli.md).
 */
export function exitCodes(spec: CommandSpec): ExitLine[] {
  const flags = spec.flags;
  return [
    { code: EXIT.ok, meaning: spec.succeeds ? `success: ${spec.succeeds}` : 'success' },
    ...(spec.fails ? [{ code: EXIT.failed, meaning: spec.fails }] : []),
    {
      code: EXIT.usage,
      meaning: `usage error: a wrong flag, argument or configuration${spec.name === 'approve' ? ', or no plan waits for approval' : ''} (no request made)`,
    },
    {
      code: EXIT.service,
      meaning: `the service answered an error or could not be reached${'output' in flags ? ', or the download failed' : ''}`,
    },
    ...(spec.timesOut ? [{ code: EXIT.timeout, meaning: 'the run did not end within --timeout' }] : []),
    {
      code: EXIT.interrupted,
      meaning: `interrupted (Ctrl-C, SIGTERM)${'cancel-on-interrupt' in flags ? '; the run is cancelled unless --no-cancel-on-interrupt' : ''}`,
    },
  ];
}

/** The spec of a command by its name (`runs list`). */
export function commandSpec(name: string): CommandSpec | undefined {
  return COMMAND_SPECS.find((c) => c.name === name);
}

/** The groups of commands with verbs (`runs`, `schedules`, ...), and their verbs. */
export function verbsOf(group: string): string[] {
  return COMMAND_SPECS.filter((c) => c.name.startsWith(`${group} `)).map((c) =>
    c.name.slice(group.length + 1),
  );
}
