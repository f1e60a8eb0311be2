/**
 * The command line read into a command and its flags (node:util parseArgs, strict), every mistake a UsageError
 * naming the flag or argument, before anything else happens: no request is made for a command line that is wrong.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  COMMAND_SPECS,
  commandSpec,
  GLOBAL_FLAGS,
  verbsOf,
  type CommandSpec,
  type FlagSpec,
} from './spec.ts';
import { UsageError, type FlagValue, type Parsed } from './usage.ts';

export { UsageError, stringFlag, listFlag, type FlagValue, type Parsed } from './usage.ts';

/**
 * A command line read: a command to run, the version, or a help page (`bare` when the line named no command, or a
 * group without its verb: the help is then shown as a usage error).
 */
export type ParseResult =
  | Parsed
  | { kind: 'help'; command: CommandSpec | undefined; group?: string; bare?: true }
  | { kind: 'version' };

/** Every flag a command takes: its own and the global ones. */
export function flagsOf(spec: CommandSpec): Record<string, FlagSpec> {
  return { ...GLOBAL_FLAGS, ...spec.flags };
}

function optionsOf(flags: Record<string, FlagSpec>): NonNullable<ParseArgsConfig['options']> {
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const [name, flag] of Object.entries(flags)) {
    options[name] = {
      type: flag.type,
      ...(flag.short ? { short: flag.short } : {}),
      ...(flag.multiple ? { multiple: true } : {}),
    };
    if (flag.negatable) options[`no-${name}`] = { type: 'boolean' };
  }
  return options;
}

/** The flag named in one of parseArgs' messages ("Unknown option '--foo'", "Option '-o, --output <value>' ..."). */
function flagInMessage(message: string): string | undefined {
  return /'(?:-\w, )?(--?[\w-]+)/.exec(message)?.[1];
}

/** Where the command's name ends: `runs list` takes two words, `run` one. */
function commandOf(words: string[]): { spec: CommandSpec | undefined; used: number; group?: string } {
  const [first, second] = words;
  if (first === undefined) return { spec: undefined, used: 0 };
  const verbs = verbsOf(first);
  if (verbs.length) {
    if (second === undefined || second.startsWith('-')) return { spec: undefined, used: 1, group: first };
    const spec = commandSpec(`${first} ${second}`);
    if (!spec) {
      throw new UsageError(
        `"${first} ${second}" is not a command; use one of: ${verbs.map((v) => `${first} ${v}`).join(', ')}`,
        second,
      );
    }
    return { spec, used: 2 };
  }
  const spec = commandSpec(first);
  if (!spec) {
    const names = [...new Set(COMMAND_SPECS.map((c) => c.name.split(' ')[0]))];
    throw new UsageError(
      `"${first}" is not a command; use one of: ${names.join(', ')} (cloud-agent --help)`,
      first,
    );
  }
  return { spec, used: 1 };
}

/** The command a command line names by its leading words, even when the rest cannot be read; none when it names none. */
export function commandOfLine(argv: string[]): CommandSpec | undefined {
  const leading = argv.findIndex((a) => a.startsWith('-'));
  try {
    return commandOf(leading < 0 ? argv : argv.slice(0, leading)).spec;
  } catch {
    return undefined;
  }
}

export function parseCommandLine(argv: string[]): ParseResult {
  // The command's words come before its flags; a global flag alone (--help, --version) needs no command.
  const leading = argv.findIndex((a) => a.startsWith('-'));
  const words = leading < 0 ? argv : argv.slice(0, leading);
  if (words.length === 0) {
    if (argv.includes('--version')) return { kind: 'version' };
    if (argv.length === 0) return { kind: 'help', command: undefined, bare: true };
    if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help', command: undefined };
    throw new UsageError(
      `a command comes first (cloud-agent <command> [flags]); see cloud-agent --help`,
      argv[0],
    );
  }
  const { spec, used, group } = commandOf(words);
  const rest = argv.slice(used);
  if (!spec) {
    if (rest.includes('--help') || rest.includes('-h'))
      return { kind: 'help', command: undefined, ...(group ? { group } : {}) };
    if (rest.length === 0)
      return { kind: 'help', command: undefined, ...(group ? { group } : {}), bare: true };
    throw new UsageError(`"${group}" needs a verb: ${verbsOf(group!).join(', ')}`, group);
  }
  const flags = flagsOf(spec);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: rest, options: optionsOf(flags), allowPositionals: true, strict: true });
  } catch (err) {
    const message = (err as Error).message;
    const flag = flagInMessage(message);
    const renamed = flag?.startsWith('--') ? spec.renamed?.[flag.slice(2)] : undefined;
    if (renamed !== undefined) {
      // One unit per flag name: a flag renamed for its unit is named, never taken in its old unit.
      const value = spec.flags[renamed]?.value;
      throw new UsageError(`${flag} is now --${renamed}${value ? ` ${value}` : ''}`, flag);
    }
    // parseArgs' three lines for a value that starts with a dash (`--timeout -1`, `--prompt --json`), in one.
    if (flag && / argument is ambiguous\./.test(message)) {
      throw new UsageError(
        `${spec.name}: ${flag} takes a value, and what follows it starts with a dash: give its value, or write ${flag}=<value> for a value that starts with one`,
        flag,
      );
    }
    throw new UsageError(`${spec.name}: ${message.replace(/\. To specify a positional.*$/s, '')}`, flag);
  }
  const values = parsed.values as Record<string, FlagValue | undefined>;
  if (values.help) return { kind: 'help', command: spec };
  const result: Record<string, FlagValue> = {};
  for (const [name, flag] of Object.entries(flags)) {
    const given = values[name];
    const negated = flag.negatable ? values[`no-${name}`] : undefined;
    if (given !== undefined && negated !== undefined) {
      throw new UsageError(`--${name} and --no-${name} contradict each other; give one`, `--${name}`);
    }
    if (given !== undefined) result[name] = given;
    else if (negated) result[name] = false;
  }
  if (result.quiet === true && result.verbose === true) {
    throw new UsageError('--quiet and --verbose contradict each other; give one', '--verbose');
  }
  const positionals = parsed.positionals;
  const wanted = spec.positional;
  if (wanted && positionals.length === 0) {
    throw new UsageError(
      `${spec.name} needs <${wanted.name}> (cloud-agent ${spec.name} --help)`,
      `<${wanted.name}>`,
    );
  }
  const extra = positionals.slice(wanted ? 1 : 0);
  if (extra.length) {
    throw new UsageError(
      `${spec.name} takes ${wanted ? `one <${wanted.name}>` : 'no argument'}; unexpected "${extra[0]}"`,
      extra[0],
    );
  }
  return { kind: 'command', spec, flags: result, positional: wanted ? positionals[0] : undefined };
}

/** The flag that gives action input `input` to this command, for errors that name the input. */
export function flagOfInput(spec: CommandSpec, input: string): string | undefined {
  const found = Object.entries(flagsOf(spec)).find(([, flag]) => flag.input === input);
  if (found) return `--${found[0]}`;
  if (spec.positional?.input === input) return `<${spec.positional.name}>`;
  return undefined;
}
