/**
 * The table of the action's commands (src/cli/spec.ts) as the action sees it: the command each one runs, the inputs
 * it fixes, its positional, the action input each flag gives (none for the CLI's own flags), and what its --json
 * prints, said in its help.
 */
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli/args.ts';
import { schemaPath } from '../../src/cli/documents.ts';
import { commandHelp } from '../../src/cli/help.ts';
import {
  COMMAND_SPECS,
  commandSpec,
  EVERY_COMMAND_SPECIFIED,
  EXIT,
  GLOBAL_FLAGS,
  verbsOf,
} from '../../src/cli/spec.ts';
import { COMMANDS } from '../../src/inputs.ts';

const RUN_JSON =
  'the outputs, run_id, state, session_link, conversation_id, pull_request_urls (a list), artifacts (a list, as the service reports them), comment_url (null here), summary (the answer), detached and plan_ready (true or false), model (the resolved one, else the one asked for) and credits (a number: used so far, at most 2 decimals), result (with --output-schema, the validated result as JSON) and result_file, each null while not known; on a failure also outcome (run-failed, schema-invalid, timeout, service, interrupted, usage, error) and error, with run_id as soon as the run exists.';
const CANCEL_JSON =
  'the outputs, run_id, state, session_link, conversation_id, pull_request_urls (a list), artifacts (a list, as the service reports them), comment_url (null here), summary (the answer), detached and plan_ready (true or false), model (the resolved one, else the one asked for) and credits (a number: used so far, at most 2 decimals), each null while not known; on a failure also outcome (run-failed, timeout, service, interrupted, usage, error) and error, with run_id as soon as the run exists.';

describe('the commands of the action', () => {
  it('every command of the action but auto (which picks from a GitHub event) has a spec, in the order of COMMANDS (the compiler checks it: test/exhaustive.source.test.ts)', () => {
    const actions = COMMAND_SPECS.flatMap((c) => (c.action ? [c.action] : []));
    // auto picks from a GitHub event (src/cli/spec.ts Unspecified).
    expect([...new Set(actions)]).toEqual(COMMANDS.filter((c) => c !== 'auto'));
    expect(EVERY_COMMAND_SPECIFIED).toBe(true);
  });

  it('each runs its action command, with its positional and every flag to its input', () => {
    const table = Object.fromEntries(
      COMMAND_SPECS.filter((c) => c.action).map((c) => [
        c.name,
        {
          action: c.action,
          ...(c.fixed ? { fixed: c.fixed } : {}),
          ...(c.positional ? { positional: c.positional } : {}),
          inputs: Object.fromEntries(Object.entries(c.flags).map(([name, flag]) => [name, flag.input])),
        },
      ]),
    );
    expect(table).toEqual({
      run: {
        action: 'run',
        inputs: {
          prompt: 'prompt',
          'prompt-file': undefined,
          title: 'title',
          'idempotency-key': 'idempotency-key',
          skill: 'skill',
          environment: 'environment-id',
          model: 'model-id',
          'base-prompt': 'base-prompt',
          'mcp-servers': 'mcp-servers',
          config: 'agent-config',
          'agent-identity': 'agent-identity',
          plan: 'plan-first',
          wait: 'wait',
          timeout: 'timeout-minutes',
          'detach-after': 'detach-after-minutes',
          'progress-interval': 'progress-interval-seconds',
          'max-credits': 'max-credits',
          'output-schema': 'output-schema',
          'output-schema-retries': 'output-schema-retries',
          'fail-on-run-failure': 'fail-on-run-failure',
          'cancel-on-interrupt': 'cancel-on-abort',
          markdown: undefined,
        },
      },
      dispatch: {
        action: 'dispatch',
        inputs: {
          prompt: 'prompt',
          'prompt-file': undefined,
          title: 'title',
          'idempotency-key': 'idempotency-key',
          factory: 'factory',
          'ticket-ref': 'ticket-ref',
          'ticket-url': 'ticket-url',
          wait: 'wait',
          timeout: 'timeout-minutes',
          'detach-after': 'detach-after-minutes',
          'progress-interval': 'progress-interval-seconds',
          'max-credits': 'max-credits',
          'output-schema': 'output-schema',
          'output-schema-retries': 'output-schema-retries',
          'fail-on-run-failure': 'fail-on-run-failure',
          'cancel-on-interrupt': 'cancel-on-abort',
          markdown: undefined,
        },
      },
      followup: {
        action: 'followup',
        positional: {
          name: 'run-id',
          input: 'run-id',
        },
        inputs: {
          message: 'message',
          'message-file': undefined,
          plan: 'followup-mode',
          wait: 'wait',
          timeout: 'timeout-minutes',
          'detach-after': 'detach-after-minutes',
          'progress-interval': 'progress-interval-seconds',
          'max-credits': 'max-credits',
          'output-schema': 'output-schema',
          'output-schema-retries': 'output-schema-retries',
          'fail-on-run-failure': 'fail-on-run-failure',
          'cancel-on-interrupt': 'cancel-on-abort',
          markdown: undefined,
        },
      },
      approve: {
        action: 'followup',
        fixed: { 'followup-mode': 'approve' },
        positional: {
          name: 'run-id',
          input: 'run-id',
        },
        inputs: {
          message: 'message',
          wait: 'wait',
          timeout: 'timeout-minutes',
          'detach-after': 'detach-after-minutes',
          'progress-interval': 'progress-interval-seconds',
          'max-credits': 'max-credits',
          'output-schema': 'output-schema',
          'output-schema-retries': 'output-schema-retries',
          'fail-on-run-failure': 'fail-on-run-failure',
          'cancel-on-interrupt': 'cancel-on-abort',
          markdown: undefined,
        },
      },
      cancel: {
        action: 'cancel',
        positional: {
          name: 'run-id',
          input: 'run-id',
        },
        inputs: {},
      },
      gate: {
        action: 'gate',
        inputs: {
          'run-ids': 'run-ids',
          scorer: 'scorer',
          factory: 'factory',
          threshold: 'threshold',
          'min-pass-rate': 'min-pass-rate',
          'dispatch-judges': 'dispatch-judges',
          'score-timeout': 'score-timeout-minutes',
          'window-days': 'pass-rate-window',
          'group-by': 'group-by',
          'max-drop-points': 'max-drop-points',
          'fail-on-gate': 'fail-on-gate',
          benchmarks: 'benchmarks',
          'benchmarks-file': 'benchmarks-file',
          'benchmark-concurrency': 'benchmark-concurrency',
          'max-credits': 'max-credits',
          timeout: 'timeout-minutes',
          'head-sha': 'head-sha',
          junit: undefined,
          markdown: undefined,
        },
      },
      report: {
        action: 'report',
        inputs: {
          days: 'report-days',
          repo: undefined,
          all: undefined,
          factory: 'factory',
          markdown: undefined,
        },
      },
      settle: {
        action: 'settle',
        inputs: {
          'window-minutes': 'settle-window-minutes',
          repo: undefined,
          since: undefined,
          markdown: undefined,
        },
      },
      'schedules plan': {
        action: 'schedules',
        fixed: {
          mode: 'plan',
        },
        inputs: {
          file: 'schedules-file',
          prune: 'prune',
          repo: undefined,
          markdown: undefined,
        },
      },
      'schedules apply': {
        action: 'schedules',
        fixed: {
          mode: 'apply',
        },
        inputs: {
          file: 'schedules-file',
          prune: 'prune',
          repo: undefined,
          markdown: undefined,
        },
      },
      review: {
        action: 'review',
        inputs: {
          pr: undefined,
          repo: undefined,
          prompt: 'prompt',
          environment: 'environment-id',
          model: 'model-id',
          'review-max-comments': 'review-max-comments',
          'review-min-severity': 'review-min-severity',
          'review-fail-on': 'review-fail-on',
          'review-ignore': 'review-ignore',
          'review-rules-from': 'review-rules-from',
          junit: undefined,
          'output-schema-retries': 'output-schema-retries',
          timeout: 'timeout-minutes',
          'progress-interval': 'progress-interval-seconds',
          'max-credits': 'max-credits',
          'fail-on-run-failure': 'fail-on-run-failure',
          'cancel-on-interrupt': 'cancel-on-abort',
          markdown: undefined,
        },
      },
    });
    expect(
      Object.fromEntries(Object.entries(GLOBAL_FLAGS).map(([name, flag]) => [name, flag.input])),
    ).toEqual({
      help: undefined,
      json: undefined,
      quiet: undefined,
      verbose: undefined,
      'no-color': undefined,
      'base-url': 'base-url',
    });
  });

  it.each([
    ['run', RUN_JSON],
    ['dispatch', RUN_JSON],
    ['followup', RUN_JSON],
    ['cancel', CANCEL_JSON],
    [
      'gate',
      'the outputs, conclusion, pass_rate (0 to 1), passed, failed, check_run_url, results (each run and scorer: run_id, scorer_id, scorer, classification, score, threshold, verdict, session_link), regressions (the failed judgements, worst first), delta_points, cases_passed and cases_total, each null while not known; on a failure also outcome (gate-failed, service, usage, error) and error.',
    ],
    [
      'settle',
      'the outputs, settled (how many) and results (each run looked at: run_id, state, thread, comment_url, action, detail, over_budget when it went over its budget, result when its step asked for one: valid, invalid, repair-asked or unavailable), each null while not known; on a failure also outcome (schema-invalid when a result does not match its schema) and error.',
    ],
    [
      'schedules plan',
      'the outputs, changes (how many) and plan (repository, file, changes, items: action, name, id, cron, enabled, next_run, changes: field, old, new), each null while not known; on a failure also outcome and error.',
    ],
    [
      'schedules apply',
      'the outputs, changes (how many) and plan (repository, file, changes, items: action, name, id, cron, enabled, next_run, changes: field, old, new), each null while not known; on a failure also outcome and error.',
    ],
  ])('%s --help says what its --json prints', (name, json) => {
    expect(commandHelp(commandSpec(name)!)).toContain(
      `\n      --json                  Print one JSON document on stdout and nothing else, described by ${schemaPath(name)}: ${json}\n`,
    );
  });
});

describe('examples', () => {
  it.each([
    ['run', 'cloud-agent run --prompt "Fix the flaky test in api/" --timeout 45 --markdown report.md'],
    ['dispatch', 'cloud-agent dispatch --factory fac_web --ticket-ref jira:APP-12 --prompt-file task.md'],
    ['followup', 'cloud-agent followup 0f9c2e4a --message "Also update the changelog"'],
    ['cancel', 'cloud-agent cancel 0f9c2e4a'],
    ['gate', 'cloud-agent gate --run-ids 0f9c2e4a,7d1b3c5e --factory fac_web --junit report.xml'],
    ['settle', 'cloud-agent settle --repo acme/app --window-minutes 720'],
    ['schedules plan', 'cloud-agent schedules plan --repo acme/app --file .github/cloud-agents.yml'],
    ['schedules apply', 'cloud-agent schedules apply --repo acme/app --file .github/cloud-agents.yml'],
  ])('%s --help shows its example', (name, example) => {
    expect(commandSpec(name)!.example).toBe(example);
    expect(commandHelp(commandSpec(name)!)).toContain(`\nExample:\n  ${example}\n`);
  });

  it("dispatch's own flags take a value", () => {
    expect(
      parseCommandLine([
        'dispatch',
        '--factory',
        'f',
        '--ticket-ref',
        'jira:A-1',
        '--ticket-url',
        'https://t',
      ]),
    ).toMatchObject({ flags: { factory: 'f', 'ticket-ref': 'jira:A-1', 'ticket-url': 'https://t' } });
  });
});

describe('the table', () => {
  it('exit codes', () => {
    expect(EXIT).toEqual({ ok: 0, failed: 1, usage: 2, service: 3, timeout: 4, interrupted: 130 });
  });

  it('a command by its name; the verbs of a group, and none for a command without', () => {
    expect(commandSpec('runs list')?.name).toBe('runs list');
    expect(commandSpec('runs')).toBeUndefined();
    expect(verbsOf('schedules')).toEqual(['plan', 'apply', 'list', 'get']);
    expect(verbsOf('run')).toEqual([]);
    expect(verbsOf('sched')).toEqual([]);
  });
});
