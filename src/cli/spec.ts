/**
 * The command line, described once: every subcommand of `cloud-agent`, its flags, the action input each flag
 * stands for (so the action's commands run unchanged on the CLI host) and the help text. The parser
 * (src/cli/args.ts) and `--help` both read this table, so a flag cannot exist without its help line.
 */

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
  help: string;
}

export interface CommandSpec {
  /** `run`, or `runs list` for a command with a verb. */
  name: string;
  /** The action command it runs (src/commands/*), or none for an inspection command. */
  action?: 'run' | 'dispatch' | 'followup' | 'cancel' | 'gate' | 'settle';
  /** The positional argument, if any, and the input it gives. */
  positional?: { name: string; input?: string };
  summary: string;
  flags: Record<string, FlagSpec>;
  example: string;
}

/** Flags every command takes. */
export const GLOBAL_FLAGS: Record<string, FlagSpec> = {
  help: { type: 'boolean', short: 'h', help: 'Show the help of the command and exit.' },
  json: {
    type: 'boolean',
    help: "Print one JSON document on stdout (the service's answer; for run, dispatch, followup, cancel, gate and settle the step's outputs) and nothing else.",
  },
  quiet: { type: 'boolean', short: 'q', help: 'Print no progress on stderr; errors still go there.' },
  verbose: {
    type: 'boolean',
    short: 'v',
    help: 'Also log retries and requests on stderr (the key is never shown).',
  },
  'no-color': {
    type: 'boolean',
    help: 'No colours on stderr (also when NO_COLOR is set or stderr is not a terminal).',
  },
  'base-url': {
    type: 'string',
    input: 'base-url',
    value: '<url>',
    help: 'The service, e.g. https://app.warp.dev/api/v1 (else CLOUD_AGENT_BASE_URL, else the config file).',
  },
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
    help: "Write the run's report (the action's job summary) as markdown to this file.",
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

const RUN_ID = { name: 'run-id', input: 'run-id' };

export const COMMAND_SPECS: CommandSpec[] = [
  {
    name: 'run',
    action: 'run',
    summary: 'Start a run of the agent, follow it to its end and report.',
    flags: {
      ...PROMPT_FLAGS,
      skill: {
        type: 'string',
        input: 'skill',
        value: '<owner/repo:skill>',
        help: 'A skill to run as the base prompt.',
      },
      environment: {
        type: 'string',
        input: 'environment-id',
        value: '<id>',
        help: 'The environment (22 letters and digits) the agent works in.',
      },
      model: { type: 'string', input: 'model-id', value: '<id>', help: 'The model, e.g. claude-4-5-sonnet.' },
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
      ...FOLLOW_FLAGS,
    },
    example: 'cloud-agent run --prompt "Fix the flaky test in api/" --timeout 45 --markdown report.md',
  },
  {
    name: 'dispatch',
    action: 'dispatch',
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
      ...FOLLOW_FLAGS,
    },
    example: 'cloud-agent dispatch --factory fac_web --ticket-ref jira:APP-12 --prompt-file task.md',
  },
  {
    name: 'followup',
    action: 'followup',
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
      ...FOLLOW_FLAGS,
    },
    example: 'cloud-agent followup 0f9c2e4a --message "Also update the changelog"',
  },
  {
    name: 'cancel',
    action: 'cancel',
    positional: RUN_ID,
    summary: 'Cancel a run and wait (up to 15 s) to see it stop.',
    flags: {},
    example: 'cloud-agent cancel 0f9c2e4a',
  },
  {
    name: 'gate',
    action: 'gate',
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
        help: "The score a verdict needs, e.g. 0.7 or 70% (default: each scorer's own).",
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
      window: {
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
      'fail-on-gate': {
        type: 'boolean',
        input: 'fail-on-gate',
        negatable: true,
        help: 'Exit 1 when the gate fails (default); --no-fail-on-gate exits 0.',
      },
      junit: {
        type: 'string',
        value: '<file>',
        help: "Write JUnit XML: one test case per run and scorer, a failure carrying the judge's reason.",
      },
      markdown: {
        type: 'string',
        value: '<file>',
        help: "Write the gate's report (the action's job summary) as markdown.",
      },
    },
    example: 'cloud-agent gate --run-ids 0f9c2e4a,7d1b3c5e --factory fac_web --junit report.xml',
  },
  {
    name: 'settle',
    action: 'settle',
    summary:
      "Finish runs this CI project's jobs left going (--no-wait, --detach-after); cancel those past their deadline.",
    flags: {
      window: {
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
        help: 'When the last settle that completed started (ISO 8601, e.g. 2026-11-27T06:00:00Z): the threads of runs unchanged since are not read again. Default: every run in the window is looked at.',
      },
      markdown: { type: 'string', value: '<file>', help: 'Write the list of runs looked at as markdown.' },
    },
    example: 'cloud-agent settle --repo acme/app --window 720',
  },
  {
    name: 'runs list',
    summary: 'List runs, newest first; every filter of the service.',
    flags: {
      state: {
        type: 'string',
        multiple: true,
        value: '<state>',
        help: 'Only runs in this state (repeat for any of several).',
      },
      name: { type: 'string', value: '<name>', help: 'Agent config name.' },
      model: { type: 'string', value: '<id>', help: 'Model id.' },
      creator: { type: 'string', value: '<uid>', help: 'Who created the run.' },
      executor: { type: 'string', value: '<uid>', help: 'Who executed the run.' },
      source: { type: 'string', value: '<type>', help: 'Source type, e.g. API, CLI, SCHEDULED_AGENT.' },
      'execution-location': { type: 'string', value: '<where>', help: 'Where it ran.' },
      environment: { type: 'string', value: '<id>', help: 'Environment id (or empty-environment).' },
      skill: { type: 'string', value: '<spec>', help: 'Skill spec.' },
      schedule: { type: 'string', value: '<id>', help: 'Scheduled agent id.' },
      ancestor: { type: 'string', value: '<run-id>', help: 'Runs descending from this run.' },
      'created-after': { type: 'string', value: '<time>', help: 'ISO 8601 time.' },
      'created-before': { type: 'string', value: '<time>', help: 'ISO 8601 time.' },
      'updated-after': { type: 'string', value: '<time>', help: 'ISO 8601 time.' },
      metadata: {
        type: 'string',
        multiple: true,
        value: '<key=value>',
        help: 'A metadata pair all runs carry (repeat; at most 5).',
      },
      'artifact-type': {
        type: 'string',
        value: '<type>',
        help: 'Runs with an artifact of this type, e.g. PULL_REQUEST.',
      },
      q: { type: 'string', value: '<text>', help: 'Fuzzy match over title, prompt and skill.' },
      sort: { type: 'string', value: '<field>', help: 'updated_at, created_at, title or agent.' },
      order: { type: 'string', value: '<asc|desc>', help: 'Sort order.' },
      limit: { type: 'string', value: '<n>', help: 'Runs per page (1 to 100).' },
      cursor: {
        type: 'string',
        value: '<cursor>',
        help: "Start at this page (the previous page's next_cursor).",
      },
      all: { type: 'boolean', help: 'Follow every page; --json prints one document with all the runs.' },
    },
    example: 'cloud-agent runs list --state FAILED --state ERROR --created-after 2025-01-01T00:00:00Z --json',
  },
  {
    name: 'runs get',
    positional: { name: 'run-id' },
    summary: 'Show a run.',
    flags: {},
    example: 'cloud-agent runs get 0f9c2e4a',
  },
  {
    name: 'runs conversation',
    positional: { name: 'run-id' },
    summary: "Show a run's conversation (its steps and messages).",
    flags: {},
    example: 'cloud-agent runs conversation 0f9c2e4a --json',
  },
  {
    name: 'runs timeline',
    positional: { name: 'run-id' },
    summary: "Show a run's lifecycle events.",
    flags: {},
    example: 'cloud-agent runs timeline 0f9c2e4a',
  },
  {
    name: 'runs transcript',
    positional: { name: 'run-id' },
    summary: "Download a run's transcript (to stdout, or -o); --json prints its signed URL.",
    flags: { output: { type: 'string', short: 'o', value: '<file>', help: 'Write it to this file.' } },
    example: 'cloud-agent runs transcript 0f9c2e4a -o transcript.json',
  },
  {
    name: 'artifacts get',
    positional: { name: 'artifact-uid' },
    summary: 'Show an artifact; with -o, download its file.',
    flags: {
      output: { type: 'string', short: 'o', value: '<file>', help: "Download the artifact's file here." },
    },
    example: 'cloud-agent artifacts get art_12 -o screenshot.png',
  },
  {
    name: 'agents',
    summary: 'List the agents (skills) the team can run.',
    flags: {
      repo: { type: 'string', value: '<owner/repo>', help: 'Only skills of this repository.' },
    },
    example: 'cloud-agent agents',
  },
  { name: 'environments', summary: 'List the environments.', flags: {}, example: 'cloud-agent environments' },
  { name: 'models', summary: 'List the models.', flags: {}, example: 'cloud-agent models --json' },
  {
    name: 'workers',
    summary: 'List the connected self-hosted workers.',
    flags: {},
    example: 'cloud-agent workers',
  },
  {
    name: 'schedules list',
    summary: 'List the scheduled agents.',
    flags: {},
    example: 'cloud-agent schedules list',
  },
  {
    name: 'schedules get',
    positional: { name: 'schedule-id' },
    summary: 'Show a scheduled agent.',
    flags: {},
    example: 'cloud-agent schedules get sch_1',
  },
  {
    name: 'factories list',
    summary: 'List the factories.',
    flags: {
      limit: { type: 'string', value: '<n>', help: 'Factories per page (1 to 100).' },
      cursor: { type: 'string', value: '<cursor>', help: 'Start at this page.' },
      all: { type: 'boolean', help: 'Follow every page.' },
    },
    example: 'cloud-agent factories list',
  },
  {
    name: 'factories get',
    positional: { name: 'factory-uid' },
    summary: 'Show a factory.',
    flags: {},
    example: 'cloud-agent factories get fac_web',
  },
  {
    name: 'scorers list',
    summary: 'List the scorers.',
    flags: {
      factory: { type: 'string', value: '<uid>', help: 'Only scorers of this factory.' },
    },
    example: 'cloud-agent scorers list --factory fac_web',
  },
  {
    name: 'scorers results',
    positional: { name: 'scorer-id' },
    summary: "List a scorer's results (its judge attempts).",
    flags: {
      limit: { type: 'string', value: '<n>', help: 'Results per page (1 to 100).' },
      cursor: { type: 'string', value: '<cursor>', help: 'Start at this page.' },
      all: { type: 'boolean', help: 'Follow every page.' },
    },
    example: 'cloud-agent scorers results 7 --all --json',
  },
  {
    name: 'scorers pass-rate',
    positional: { name: 'scorer-id' },
    summary: "A scorer's pass rate over time.",
    flags: {
      start: { type: 'string', value: '<time>', help: 'From this ISO 8601 time.' },
      end: { type: 'string', value: '<time>', help: 'Up to this ISO 8601 time.' },
      'group-by': { type: 'string', value: '<day|week|month>', help: 'Period of each point.' },
    },
    example: 'cloud-agent scorers pass-rate 7 --group-by week',
  },
];

/** Exit codes: documented in the README and `--help`, stable across versions. */
export const EXIT = {
  ok: 0,
  /** The run failed (FAILED, ERROR, CANCELLED) or the gate failed. */
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
