/**
 * The command line read (src/cli/args.ts) at its edges: what needs no command, a group without its verb, each kind
 * of mistake with its exact message and the flag or argument it names (a UsageError's `flag`), the `--no-x` forms,
 * repeated flags and the flag that gives an action input.
 */
import { describe, expect, it } from 'vitest';
import { commandOfLine, flagOfInput, flagsOf, parseCommandLine, UsageError } from '../../src/cli/args.ts';
import { commandSpec, GLOBAL_FLAGS } from '../../src/cli/spec.ts';

/** The message and flag of the UsageError `argv` is refused with. */
function refusal(argv: string[]): { message: string; flag: string | undefined } {
  try {
    parseCommandLine(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return { message: (err as UsageError).message, flag: (err as UsageError).flag };
  }
  throw new Error(`${argv.join(' ')} was not refused`);
}

describe('what needs no command', () => {
  it.each([
    [[], { kind: 'help', command: undefined, bare: true }],
    [['-h'], { kind: 'help', command: undefined }],
    [['--help'], { kind: 'help', command: undefined }],
    [['--help', 'run'], { kind: 'help', command: undefined }],
    [['--version'], { kind: 'version' }],
    [['--help', '--version'], { kind: 'version' }],
    [['runs'], { kind: 'help', command: undefined, group: 'runs', bare: true }],
    [['runs', '-h'], { kind: 'help', command: undefined, group: 'runs' }],
    [['runs', '--json', '--help'], { kind: 'help', command: undefined, group: 'runs' }],
  ])('%j', (argv, result) => {
    expect(parseCommandLine(argv)).toEqual(result);
  });

  it("a command's --help or -h is its help, whatever else is given", () => {
    expect(parseCommandLine(['run', '-h'])).toEqual({ kind: 'help', command: commandSpec('run') });
    expect(parseCommandLine(['runs', 'get', '--json', '--help'])).toEqual({
      kind: 'help',
      command: commandSpec('runs get'),
    });
  });
});

describe('mistakes: the message and what it names', () => {
  it.each([
    [['-x'], 'a command comes first (cloud-agent <command> [flags]); see cloud-agent --help', '-x'],
    [['--json'], 'a command comes first (cloud-agent <command> [flags]); see cloud-agent --help', '--json'],
    [
      ['bogus'],
      '"bogus" is not a command; use one of: run, dispatch, followup, approve, cancel, gate, settle, schedules, report, review, runs, artifacts, agents, environments, models, workers, factories, scorers (cloud-agent --help)',
      'bogus',
    ],
    [
      ['runs', 'bogus'],
      '"runs bogus" is not a command; use one of: runs list, runs get, runs conversation, runs timeline, runs transcript, runs logs',
      'bogus',
    ],
    [
      ['runs', 'list-'],
      '"runs list-" is not a command; use one of: runs list, runs get, runs conversation, runs timeline, runs transcript, runs logs',
      'list-',
    ],
    [['runs', '--json'], '"runs" needs a verb: list, get, conversation, timeline, transcript, logs', 'runs'],
    [['run', 'extra'], 'run takes no argument; unexpected "extra"', 'extra'],
    [['run', 'x', '--', 'y'], 'run takes no argument; unexpected "x"', 'x'],
    [['runs', 'get'], 'runs get needs <run-id> (cloud-agent runs get --help)', '<run-id>'],
    [['runs', 'get', 'a', 'b'], 'runs get takes one <run-id>; unexpected "b"', 'b'],
    [['run', '--wait', '--no-wait'], '--wait and --no-wait contradict each other; give one', '--wait'],
    [
      ['gate', '--no-fail-on-gate', '--fail-on-gate'],
      '--fail-on-gate and --no-fail-on-gate contradict each other; give one',
      '--fail-on-gate',
    ],
    [['run', '-q', '-v'], '--quiet and --verbose contradict each other; give one', '--verbose'],
    [['run', '--timeout'], "run: Option '--timeout <value>' argument missing", '--timeout'],
    [['run', '-p'], "run: Option '-p, --prompt <value>' argument missing", '--prompt'],
    [['run', '--json=1'], "run: Option '--json' does not take an argument", '--json'],
    [['run', '--no-json'], "run: Unknown option '--no-json'", '--no-json'],
    [['run', '--no-wait=1'], "run: Option '--no-wait' does not take an argument", '--no-wait'],
    [['runs', 'get', 'r', '-x'], "runs get: Unknown option '-x'", '-x'],
    [['gate', '--treshold=1'], "gate: Unknown option '--treshold'", '--treshold'],
    [['run', '--bogus', '--help'], "run: Unknown option '--bogus'", '--bogus'],
    [['settle', '--window'], '--window is now --window-minutes <minutes>', '--window'],
    [['gate', '--window=1'], '--window is now --window-days <days>', '--window'],
    [
      ['run', '--prompt', '--json'],
      'run: --prompt takes a value, and what follows it starts with a dash: give its value, or write --prompt=<value> for a value that starts with one',
      '--prompt',
    ],
    [
      ['run', '-p', 'x', '--timeout', '-1'],
      'run: --timeout takes a value, and what follows it starts with a dash: give its value, or write --timeout=<value> for a value that starts with one',
      '--timeout',
    ],
  ])('%j', (argv, message, flag) => {
    expect(refusal(argv)).toEqual({ message, flag });
  });
});

describe('what is read', () => {
  it('short forms, --no-x as x = false, a repeated flag as every value, a positional after --', () => {
    expect(parseCommandLine(['run', '-pq', '-q', '--no-color', '--no-wait', '--timeout='])).toEqual({
      kind: 'command',
      spec: commandSpec('run'),
      flags: { prompt: 'q', quiet: true, 'no-color': true, wait: false, timeout: '' },
      positional: undefined,
    });
    expect(parseCommandLine(['gate', '--scorer', 'a', '--scorer', 'b,c', '--no-dispatch-judges'])).toEqual({
      kind: 'command',
      spec: commandSpec('gate'),
      flags: { scorer: ['a', 'b,c'], 'dispatch-judges': false },
      positional: undefined,
    });
    expect(parseCommandLine(['cancel', '--', '-r'])).toEqual({
      kind: 'command',
      spec: commandSpec('cancel'),
      flags: {},
      positional: '-r',
    });
    expect(parseCommandLine(['schedules', 'plan', '--prune', '--json'])).toMatchObject({
      flags: { prune: true, json: true },
    });
  });

  it("a flag's value that is a flag's name is still its value when written with =", () => {
    expect(parseCommandLine(['followup', 'r1', '--message=--json'])).toMatchObject({
      flags: { message: '--json' },
      positional: 'r1',
    });
  });
});

describe('flagsOf and flagOfInput', () => {
  it("a command's flags are the global ones and its own", () => {
    expect(Object.keys(flagsOf(commandSpec('cancel')!))).toEqual(Object.keys(GLOBAL_FLAGS));
    expect(flagsOf(commandSpec('gate')!).junit).toBe(commandSpec('gate')!.flags.junit);
    expect(flagsOf(commandSpec('gate')!).json).toBe(GLOBAL_FLAGS.json);
  });

  it.each([
    ['run', 'prompt', '--prompt'],
    ['run', 'timeout-minutes', '--timeout'],
    ['run', 'base-url', '--base-url'],
    ['gate', 'pass-rate-window', '--window-days'],
    ['cancel', 'run-id', '<run-id>'],
    ['run', 'run-id', undefined],
    ['run', 'nope', undefined],
  ])('%s: input %s is given by %s', (command, input, flag) => {
    expect(flagOfInput(commandSpec(command)!, input)).toBe(flag);
  });
});

describe('commandOfLine: the command a line names, read or not', () => {
  it.each([
    [['run', '--bogus'], 'run'],
    [['runs', 'logs', 'r1', '--json', '--nope'], 'runs logs'],
    [['schedules', 'plan'], 'schedules plan'],
    [['runs'], undefined],
    [['runs', 'nope', '--json'], undefined],
    [['nope'], undefined],
    [['--json'], undefined],
    [[], undefined],
  ])('%j: %s', (argv, name) => {
    expect(commandOfLine(argv)?.name).toBe(name);
  });
});
