/**
 * The `--help` texts (src/cli/help.ts) to the letter, as a user reads them: the main help, each action command's
 * usage, summary and flags (the inspection commands' are in inspection.test.ts), one command's help whole, and the
 * two-column layout at its edges (a left column one short of its width, exactly its width, a flag with no short form).
 */
import { describe, expect, it } from 'vitest';
import { commandHelp, mainHelp } from '../../src/cli/help.ts';
import { COMMAND_SPECS, commandSpec, exitCodes, type CommandSpec } from '../../src/cli/spec.ts';

describe('--help', () => {
  it('cloud-agent --help: every command (a group on one line with its verbs), the global flags, configuration, exit codes', () => {
    expect(mainHelp().split('\n')).toEqual([
      'Usage: cloud-agent <command> [flags]',
      '',
      'Start, follow and score cloud agent runs from any CI or terminal.',
      '',
      'Commands:',
      '  run                         Start a run of the agent, follow it to its end and report.',
      '  dispatch                    Send work to a factory (its foreman takes it) and follow the run it makes.',
      '  followup                    Send a message to a run and follow it to its next end.',
      '  approve                     Carry out the plan a run proposed (exit 2, nothing sent, when it left none or it was carried out already) and follow it to its end.',
      '  cancel                      Cancel a run and wait (up to 15 s) to see it stop.',
      "  gate                        Judge runs with a factory's scorers; exit 1 when the gate fails.",
      "  settle                      Finish runs this CI project's jobs left going (--no-wait, --detach-after); cancel those past their deadline.",
      '  schedules plan|apply|list|get',
      '                              Plan or apply the schedules file; list or show scheduled agents.',
      "  report                      The picture of the last days: this project's runs by state, success rate, credits, durations, failure codes and scorer pass rates.",
      "  review                      Review a GitHub pull request's head with the agent and print its findings (markdown, --json, --junit); post nothing.",
      '  runs list|get|conversation|timeline|transcript|logs',
      '                              List runs; show one, its conversation, timeline or transcript; follow its log.',
      '  artifacts get               Show or download an artifact.',
      '  agents                      List the agents (skills) the team can run.',
      '  environments                List the environments.',
      '  models                      List the models.',
      '  workers                     List the connected self-hosted workers.',
      '  factories list|get          List or show factories.',
      '  scorers list|results|pass-rate',
      '                              List scorers; their results and pass rate.',
      '',
      'Flags of every command:',
      '  -h, --help                  Show the help of the command and exit.',
      "      --json                  Print one JSON document on stdout and nothing else: the service's answer, or for the action's commands (run, dispatch, followup, approve, cancel, gate, settle, schedules plan|apply, report, review) their outputs, typed and keyed in snake_case (run_id); a failure adds outcome and error. Each command's --help names the JSON Schema of its document.",
      '  -q, --quiet                 Print no progress on stderr; errors still go there.',
      '  -v, --verbose               Also log each request (method, path, status, time) and each retry on stderr; never the key or a query.',
      '      --no-color              No colours or bold (also when NO_COLOR is set; none on a stream that is not a terminal).',
      '      --base-url <url>        The service, e.g. https://app.warp.dev/api/v1 (else CLOUD_AGENT_BASE_URL, else the config file).',
      '      --version               Print the version and exit.',
      '',
      'Configuration:',
      '  The API key: CLOUD_AGENT_API_KEY or WARP_API_KEY, else "apiKey" in the config file (which must then be',
      '  readable by its owner only: chmod 600). The base URL: --base-url, CLOUD_AGENT_BASE_URL, "baseUrl" in the',
      '  config file. The config file is $XDG_CONFIG_HOME/cloud-agent/config.json (~/.config/cloud-agent/config.json);',
      '  its "defaults" give any flag a default, by the flag\'s name: {"defaults": {"timeout": "60"}}.',
      '',
      'Exit codes:',
      '  0    success',
      '  1    the run failed (FAILED, ERROR, CANCELLED), went over --max-credits or its result did not match --output-schema, or the gate failed',
      '  2    usage error: a wrong flag, argument or configuration (no request made)',
      '  3    the service answered an error or could not be reached',
      '  4    the run did not end within --timeout',
      '  130  interrupted (Ctrl-C, SIGTERM); the run is cancelled unless --no-cancel-on-interrupt',
      '',
      'Run cloud-agent <command> --help for the flags and exit codes of a command.',
      '',
    ]);
  });

  const HEADS: [string, string[]][] = [
    [
      'run',
      [
        'Usage: cloud-agent run [flags]',
        '',
        'Start a run of the agent, follow it to its end and report.',
        '',
        'Flags:',
        '  -p, --prompt <text>         What the agent is asked to do.',
        '      --prompt-file <file>    Read the prompt from a file; "-" reads it from stdin.',
        "      --title <text>          The run's title.",
        '      --idempotency-key <key> Start this work once: a second command with the same key (and work) adopts the run while it goes. Inside a known CI the job is the key already.',
        '      --skill <owner/repo:skill>',
        '                              A skill to run as the base prompt.',
        '      --environment <id>      The environment (22 letters and digits) the agent works in.',
        '      --model <id>            The model, e.g. claude-4-5-sonnet.',
        '      --base-prompt <text>    Instructions put before the prompt.',
        '      --mcp-servers <json>    MCP servers as a JSON object, e.g. {"github": {"warp_id": "..."}}.',
        "      --config <json>         The run's agent config as a JSON object.",
        '      --agent-identity <uid>  The agent identity the run acts as.',
        '      --plan                  Plan first: the agent proposes a plan and changes nothing; the plan is printed, exit 0. Then: cloud-agent approve <run-id>.',
        '      --repo <owner/repo>     The project the run is for (e.g. acme/app or group/sub/app), recorded on it so that cloud-agent settle --repo finds it. In a CI that names its project, that one by default; from a terminal, none unless given.',
        '      --output-schema <file|json>',
        '                              Ask for a result this JSON Schema describes: inline JSON (a value starting with {), else a file (JSON or YAML) read as given, or a shipped schema (verdict, triage). A result that does not match gets a repair follow-up, then exit 1 (schema-invalid).',
        '      --output-schema-retries <n>',
        '                              Repair follow-ups for a result that does not match its schema (default 1; 0: none).',
        '      --[no-]wait             Wait for the run to end (default); --no-wait prints its id and returns at once.',
        '      --timeout <minutes>     Give up (and cancel the run) when it has not ended within this many minutes (default 30): exit 4.',
        '      --detach-after <minutes>',
        '                              Stop watching a run still going after this many minutes; it goes on (exit 0).',
        '      --progress-interval <seconds>',
        "                              Seconds between reads of the run's steps for live progress (default 30; 0: off).",
        '      --max-credits <credits> Cancel the run when the credits it uses (since the follow-up, for followup) pass this budget: exit 1.',
        '      --[no-]fail-on-run-failure',
        '                              Exit 1 when the run ends FAILED, ERROR or CANCELLED (default); --no-fail-on-run-failure exits 0.',
        '      --[no-]cancel-on-interrupt',
        '                              Cancel the run on Ctrl-C, SIGTERM or a timeout (default); --no-cancel-on-interrupt leaves it going.',
        "      --markdown <file>       Write the run's report (what stdout shows people) as markdown to this file.",
        '      --raw                   Print the report as markdown on a terminal too (there it is shown as text: headings, lists and tables laid out, links with their URL); piped or redirected, it is markdown already.',
        '',
        '',
      ],
    ],
    [
      'dispatch',
      [
        'Usage: cloud-agent dispatch [flags]',
        '',
        'Send work to a factory (its foreman takes it) and follow the run it makes.',
        '',
        'Flags:',
        '  -p, --prompt <text>         What the agent is asked to do.',
        '      --prompt-file <file>    Read the prompt from a file; "-" reads it from stdin.',
        "      --title <text>          The run's title.",
        '      --idempotency-key <key> Start this work once: a second command with the same key (and work) adopts the run while it goes. Inside a known CI the job is the key already.',
        '      --factory <uid>         The factory to dispatch to (required).',
        '      --ticket-ref <source:id>',
        '                              The ticket the work is filed under, e.g. jira:APP-12 (default: the CI job).',
        "      --ticket-url <url>      The ticket's URL.",
        '      --repo <owner/repo>     The project the run is for (e.g. acme/app or group/sub/app), recorded on it so that cloud-agent settle --repo finds it. In a CI that names its project, that one by default; from a terminal, none unless given.',
        '      --output-schema <file|json>',
        '                              Ask for a result this JSON Schema describes: inline JSON (a value starting with {), else a file (JSON or YAML) read as given, or a shipped schema (verdict, triage). A result that does not match gets a repair follow-up, then exit 1 (schema-invalid).',
        '      --output-schema-retries <n>',
        '                              Repair follow-ups for a result that does not match its schema (default 1; 0: none).',
        '      --[no-]wait             Wait for the run to end (default); --no-wait prints its id and returns at once.',
        '      --timeout <minutes>     Give up (and cancel the run) when it has not ended within this many minutes (default 30): exit 4.',
        '      --detach-after <minutes>',
        '                              Stop watching a run still going after this many minutes; it goes on (exit 0).',
        '      --progress-interval <seconds>',
        "                              Seconds between reads of the run's steps for live progress (default 30; 0: off).",
        '      --max-credits <credits> Cancel the run when the credits it uses (since the follow-up, for followup) pass this budget: exit 1.',
        '      --[no-]fail-on-run-failure',
        '                              Exit 1 when the run ends FAILED, ERROR or CANCELLED (default); --no-fail-on-run-failure exits 0.',
        '      --[no-]cancel-on-interrupt',
        '                              Cancel the run on Ctrl-C, SIGTERM or a timeout (default); --no-cancel-on-interrupt leaves it going.',
        "      --markdown <file>       Write the run's report (what stdout shows people) as markdown to this file.",
        '      --raw                   Print the report as markdown on a terminal too (there it is shown as text: headings, lists and tables laid out, links with their URL); piped or redirected, it is markdown already.',
        '',
        '',
      ],
    ],
    [
      'followup',
      [
        'Usage: cloud-agent followup <run-id> [flags]',
        '',
        'Send a message to a run and follow it to its next end.',
        '',
        'Flags:',
        '  -m, --message <text>        What to tell the run (required).',
        '      --message-file <file>   Read the message from a file; "-" reads stdin.',
        '      --plan                  Send it in plan mode: the agent proposes (or revises) a plan and changes nothing until it is approved.',
        '      --output-schema <file|json>',
        '                              Ask for a result this JSON Schema describes: inline JSON (a value starting with {), else a file (JSON or YAML) read as given, or a shipped schema (verdict, triage). A result that does not match gets a repair follow-up, then exit 1 (schema-invalid).',
        '      --output-schema-retries <n>',
        '                              Repair follow-ups for a result that does not match its schema (default 1; 0: none).',
        '      --[no-]wait             Wait for the run to end (default); --no-wait prints its id and returns at once.',
        '      --timeout <minutes>     Give up (and cancel the run) when it has not ended within this many minutes (default 30): exit 4.',
        '      --detach-after <minutes>',
        '                              Stop watching a run still going after this many minutes; it goes on (exit 0).',
        '      --progress-interval <seconds>',
        "                              Seconds between reads of the run's steps for live progress (default 30; 0: off).",
        '      --max-credits <credits> Cancel the run when the credits it uses (since the follow-up, for followup) pass this budget: exit 1.',
        '      --[no-]fail-on-run-failure',
        '                              Exit 1 when the run ends FAILED, ERROR or CANCELLED (default); --no-fail-on-run-failure exits 0.',
        '      --[no-]cancel-on-interrupt',
        '                              Cancel the run on Ctrl-C, SIGTERM or a timeout (default); --no-cancel-on-interrupt leaves it going.',
        "      --markdown <file>       Write the run's report (what stdout shows people) as markdown to this file.",
        '      --raw                   Print the report as markdown on a terminal too (there it is shown as text: headings, lists and tables laid out, links with their URL); piped or redirected, it is markdown already.',
        '',
        '',
      ],
    ],
    [
      'cancel',
      [
        'Usage: cloud-agent cancel <run-id> [flags]',
        '',
        'Cancel a run and wait (up to 15 s) to see it stop.',
        '',
        '',
      ],
    ],
    [
      'gate',
      [
        'Usage: cloud-agent gate [flags]',
        '',
        "Judge runs with a factory's scorers; exit 1 when the gate fails.",
        '',
        'Flags:',
        "      --run-ids <ids>         The runs to judge (commas or repeated); none: a gate on the scorers' pass rate over the window. Repeatable.",
        '      --scorer <id|name>      A scorer to judge with (repeat for several); else every scorer of --factory whose scope covers the run. Repeatable.',
        '      --factory <uid>         The factory whose scorers judge.',
        "      --threshold <0..1|%>    The score a verdict needs, e.g. 0.7 or 70% (default: each scorer's own; not with --max-drop-points).",
        '      --min-pass-rate <0..1|%>',
        '                              The share of verdicts that must pass (default 1).',
        '      --[no-]dispatch-judges  Ask for a verdict now where a run has none (default); --no-dispatch-judges only reads verdicts.',
        '      --score-timeout <minutes>',
        '                              How long to wait for verdicts (default 15; 0: do not wait).',
        '      --window-days <days>    Days of pass rate to chart (default 30).',
        '      --group-by <day|week|month>',
        '                              Pass-rate periods (default day).',
        '      --max-drop-points <points>',
        "                              Fail when a scorer's pass rate here is more than this many points below its rate over the window without the runs judged here (default: shown only).",
        '      --[no-]fail-on-gate     Exit 1 when the gate fails (default); --no-fail-on-gate exits 0.',
        '      --benchmarks            Run the cases of the benchmarks file, each its repeat times, and judge their attempts; a case passes at repeat-min-pass passes.',
        '      --benchmarks-file <path>',
        '                              The benchmark cases, a path from the working directory (default .github/cloud-agent-benchmarks.yml).',
        '      --benchmark-concurrency <n>',
        '                              At most this many attempts at once, a wave (default 3).',
        '      --max-credits <credits> The credits every attempt of the benchmarks may use in all: no wave starts that would pass it, attempts in flight are cancelled once it is passed, exit 1.',
        '      --timeout <minutes>     How long the attempts of the benchmarks may take in all (default 30); those still going then are cancelled, exit 1.',
        "      --head-sha <sha>        The commit the attempts of the benchmarks are told to work on (default: the CI's commit).",
        "      --junit <file>          Write JUnit XML: one test case per run and scorer, a failure carrying the score, the threshold and the judge's reason.",
        "      --markdown <file>       Write the gate's report (what stdout shows people) as markdown.",
        '      --raw                   Print the report as markdown on a terminal too (there it is shown as text: headings, lists and tables laid out, links with their URL); piped or redirected, it is markdown already.',
        '',
        '',
      ],
    ],
    [
      'settle',
      [
        'Usage: cloud-agent settle [flags]',
        '',
        "Finish runs this CI project's jobs left going (--no-wait, --detach-after); cancel those past their deadline.",
        '',
        'Flags:',
        '      --window-minutes <minutes>',
        '                              Look at runs updated within this many minutes (default 1440).',
        "      --repo <owner/repo>     Settle the runs of this project (the path the runs were started from, e.g. acme/app or group/sub/app). Required outside a CI that names its project; in one, it defaults to the CI's project.",
        '      --since <time>          When the last settle that completed started (ISO 8601, e.g. 2026-11-27T06:00:00Z): the runs that stopped before it (less 10 minutes for clock skew) and are unchanged since are not read again. Default: every run in the window is looked at.',
        '      --markdown <file>       Write the list of runs looked at as markdown.',
        '      --raw                   Print the report as markdown on a terminal too (there it is shown as text: headings, lists and tables laid out, links with their URL); piped or redirected, it is markdown already.',
        '',
        '',
      ],
    ],
    [
      'schedules plan',
      [
        'Usage: cloud-agent schedules plan [flags]',
        '',
        'Show what applying the schedules file would change on the service; change nothing.',
        '',
        'Flags:',
        '      --file <path>           The schedules file, inside the current folder (default .github/cloud-agents.yml).',
        "      --prune                 Also delete this project's schedules the file no longer lists (default: only said).",
        "      --repo <owner/repo>     The project the schedules belong to (they are found again by it). Required outside a CI that names its project; in one, it defaults to the CI's project.",
        '      --default-branch <branch>',
        "                              The project's default branch, where the CI does not say it (Azure Pipelines, Jenkins, CircleCI, GitHub Actions): in a CI, apply runs only in a job that builds it, and a plan there that finds changes is drift.",
        '      --markdown <file>       Write the plan (or what was applied) as markdown.',
        '      --raw                   Print the report as markdown on a terminal too (there it is shown as text: headings, lists and tables laid out, links with their URL); piped or redirected, it is markdown already.',
        '',
        '',
      ],
    ],
    [
      'schedules apply',
      [
        'Usage: cloud-agent schedules apply [flags]',
        '',
        "Make the service's schedules of this project what the schedules file says (create, update, pause; delete with --prune).",
        '',
        'Flags:',
        '      --file <path>           The schedules file, inside the current folder (default .github/cloud-agents.yml).',
        "      --prune                 Also delete this project's schedules the file no longer lists (default: only said).",
        "      --repo <owner/repo>     The project the schedules belong to (they are found again by it). Required outside a CI that names its project; in one, it defaults to the CI's project.",
        '      --default-branch <branch>',
        "                              The project's default branch, where the CI does not say it (Azure Pipelines, Jenkins, CircleCI, GitHub Actions): in a CI, apply runs only in a job that builds it, and a plan there that finds changes is drift.",
        '      --markdown <file>       Write the plan (or what was applied) as markdown.',
        '      --raw                   Print the report as markdown on a terminal too (there it is shown as text: headings, lists and tables laid out, links with their URL); piped or redirected, it is markdown already.',
        '',
        '',
      ],
    ],
  ];
  it.each(HEADS)('%s --help: usage, summary and flags', (name, lines) => {
    const text = commandHelp(commandSpec(name)!);
    expect(text.slice(0, text.indexOf('Flags of every command:')).split('\n')).toEqual(lines);
    expect(text).toContain(`\nExample:\n  ${commandSpec(name)!.example}\n\nExit codes:\n`);
  });

  it('cancel --help whole: no flags of its own, the global ones with what its --json prints, the example, exit codes', () => {
    expect(commandHelp(commandSpec('cancel')!).split('\n')).toEqual([
      'Usage: cloud-agent cancel <run-id> [flags]',
      '',
      'Cancel a run and wait (up to 15 s) to see it stop.',
      '',
      'Flags of every command:',
      '  -h, --help                  Show the help of the command and exit.',
      '      --json                  Print one JSON document on stdout and nothing else, described by schemas/cli/cancel.schema.json: the outputs, run_id, state, session_link, conversation_id, pull_request_urls (a list), artifacts (a list, as the service reports them), comment_url (null here), summary (the answer), detached and plan_ready (true or false), model (the resolved one, else the one asked for) and credits (a number: used so far, at most 2 decimals), each null while not known; on a failure also outcome (run-failed, timeout, service, interrupted, usage, error) and error, with run_id as soon as the run exists.',
      '  -q, --quiet                 Print no progress on stderr; errors still go there.',
      '  -v, --verbose               Also log each request (method, path, status, time) and each retry on stderr; never the key or a query.',
      '      --no-color              No colours or bold (also when NO_COLOR is set; none on a stream that is not a terminal).',
      '      --base-url <url>        The service, e.g. https://app.warp.dev/api/v1 (else CLOUD_AGENT_BASE_URL, else the config file).',
      '',
      'Example:',
      '  cloud-agent cancel 0f9c2e4a',
      '',
      'Exit codes:',
      '  0    success: the run stopped (or had ended already)',
      '  1    the run was not seen to stop within 15 s, or it cannot be cancelled',
      '  2    usage error: a wrong flag, argument or configuration (no request made)',
      '  3    the service answered an error or could not be reached',
      '  130  interrupted (Ctrl-C, SIGTERM)',
      '',
      '',
    ]);
  });

  it('the two columns: a left column up to 29 wide shares the line, from 30 on the help goes below; no short form is blanks', () => {
    const spec: CommandSpec = {
      name: 'try',
      summary: 'A made-up command.',
      example: 'cloud-agent try -s x',
      json: 'what it tried.',
      flags: {
        'twenty-one-letters-ab': { type: 'boolean', help: 'Left column 29 wide.' },
        'twenty-two-letters-abc': { type: 'boolean', help: 'Left column 30 wide.' },
        some: { type: 'string', short: 's', value: '<v>', multiple: true, help: 'Short, value, repeatable.' },
        sure: { type: 'boolean', negatable: true, help: 'Negatable.' },
      },
    };
    expect(commandHelp(spec).split('\n')).toEqual([
      'Usage: cloud-agent try [flags]',
      '',
      'A made-up command.',
      '',
      'Flags:',
      '      --twenty-one-letters-ab Left column 29 wide.',
      '      --twenty-two-letters-abc',
      '                              Left column 30 wide.',
      '  -s, --some <v>              Short, value, repeatable. Repeatable.',
      '      --[no-]sure             Negatable.',
      '',
      'Flags of every command:',
      '  -h, --help                  Show the help of the command and exit.',
      '      --json                  Print one JSON document on stdout and nothing else, described by schemas/cli/try.schema.json: what it tried.',
      '  -q, --quiet                 Print no progress on stderr; errors still go there.',
      '  -v, --verbose               Also log each request (method, path, status, time) and each retry on stderr; never the key or a query.',
      '      --no-color              No colours or bold (also when NO_COLOR is set; none on a stream that is not a terminal).',
      '      --base-url <url>        The service, e.g. https://app.warp.dev/api/v1 (else CLOUD_AGENT_BASE_URL, else the config file).',
      '',
      'Example:',
      '  cloud-agent try -s x',
      '',
      'Exit codes:',
      '  0    success',
      '  2    usage error: a wrong flag, argument or configuration (no request made)',
      '  3    the service answered an error or could not be reached',
      '  130  interrupted (Ctrl-C, SIGTERM)',
      '',
      '',
    ]);
  });
});

describe("each command's exit codes", () => {
  const codes = (name: string) => exitCodes(commandSpec(name)!).map((line) => line.code);
  const exitBlock = (name: string) => {
    const text = commandHelp(commandSpec(name)!);
    return text.slice(text.indexOf('Exit codes:\n')).split('\n');
  };

  it.each([
    ['run', [0, 1, 2, 3, 4, 130]],
    ['dispatch', [0, 1, 2, 3, 4, 130]],
    ['followup', [0, 1, 2, 3, 4, 130]],
    ['approve', [0, 1, 2, 3, 4, 130]],
    ['cancel', [0, 1, 2, 3, 130]],
    ['gate', [0, 1, 2, 3, 130]], // its --timeout (the benchmarks') exits 1
    ['settle', [0, 1, 2, 3, 130]],
    ['schedules plan', [0, 1, 2, 3, 130]],
    ['schedules apply', [0, 2, 3, 130]],
    ['report', [0, 2, 3, 130]],
    ['runs list', [0, 2, 3, 130]],
    ['runs logs', [0, 1, 2, 3, 130]],
    ['runs transcript', [0, 1, 2, 3, 130]],
    ['artifacts get', [0, 1, 2, 3, 130]],
  ])('%s: %j', (name, expected) => {
    expect(codes(name)).toEqual(expected);
  });

  it('runs list --help lists no exit 1 and no exit 4 (it has no --timeout and nothing to fail)', () => {
    expect(exitBlock('runs list')).toEqual([
      'Exit codes:',
      '  0    success',
      '  2    usage error: a wrong flag, argument or configuration (no request made)',
      '  3    the service answered an error or could not be reached',
      '  130  interrupted (Ctrl-C, SIGTERM)',
      '',
      '',
    ]);
  });

  it('run --help: what exit 0 and 1 mean for a run, the timeout, the cancel on interrupt', () => {
    expect(exitBlock('run')).toEqual([
      'Exit codes:',
      '  0    success: the run succeeded, waits for input (BLOCKED) or goes on (--no-wait, --detach-after); with --no-fail-on-run-failure, however it ended',
      '  1    the run ended FAILED, ERROR or CANCELLED, went over --max-credits, or its result did not match --output-schema',
      '  2    usage error: a wrong flag, argument or configuration (no request made)',
      '  3    the service answered an error or could not be reached',
      '  4    the run did not end within --timeout',
      '  130  interrupted (Ctrl-C, SIGTERM); the run is cancelled unless --no-cancel-on-interrupt',
      '',
      '',
    ]);
  });

  it('approve: exit 2 also when no plan waits; artifacts get: exit 3 also when the download failed', () => {
    expect(exitBlock('approve')[3]).toBe(
      '  2    usage error: a wrong flag, argument or configuration, or no plan waits for approval (no request made)',
    );
    expect(exitBlock('artifacts get')).toContain(
      '  3    the service answered an error or could not be reached, or the download failed',
    );
    expect(exitBlock('artifacts get')).toContain('  1    the file -o names could not be written');
  });

  it('every command lists 0, 2, 3 and 130; 4 exactly where it follows a run to --timeout; 1 where it says how it fails', () => {
    for (const spec of COMMAND_SPECS) {
      const listed = exitCodes(spec).map((line) => line.code);
      expect(listed.filter((c) => [0, 2, 3, 130].includes(c))).toEqual([0, 2, 3, 130]);
      // review always waits for its result: it has --timeout and no --wait.
      expect(listed.includes(4)).toBe(
        'timeout' in spec.flags && ('wait' in spec.flags || spec.action === 'review'),
      );
      expect(listed.includes(1)).toBe(spec.fails !== undefined);
    }
  });
});
