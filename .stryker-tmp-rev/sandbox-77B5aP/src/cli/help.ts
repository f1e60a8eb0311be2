/** The `--help` texts, made from the command table (src/cli/spec.ts), so every flag is in them. */
import { flagsOf } from './args.ts';
import { schemaPath } from './documents.ts';
import {
  COMMAND_SPECS,
  EXIT,
  exitCodes,
  GLOBAL_FLAGS,
  verbsOf,
  type CommandSpec,
  type ExitLine,
  type FlagSpec,
} from './spec.ts';

const WIDTH = 30;

function flagLine(name: string, flag: FlagSpec): string {
  const short = flag.short ? `-${flag.short}, ` : '    ';
  const long = flag.negatable ? `--[no-]${name}` : `--${name}`;
  const left = `  ${short}${long}${flag.value ? ` ${flag.value}` : ''}`;
  const more = flag.multiple ? ' Repeatable.' : '';
  return left.length >= WIDTH
    ? `${left}\n${' '.repeat(WIDTH)}${flag.help}${more}`
    : `${left.padEnd(WIDTH)}${flag.help}${more}`;
}

/** Exit codes as the help lists them: the code, then what it means. */
const exitLines = (lines: ExitLine[]) =>
  lines.map(({ code, meaning }) => `  ${String(code).padEnd(5)}${meaning}`);

/** Every command's exit codes, for the main help (each command's help lists its own). */
const EXIT_LINES = exitLines([
  { code: EXIT.ok, meaning: 'success' },
  {
    code: EXIT.failed,
    meaning:
      'the run failed (FAILED, ERROR, CANCELLED), went over --max-credits or its result did not match --output-schema, or the gate failed',
  },
  { code: EXIT.usage, meaning: 'usage error: a wrong flag, argument or configuration (no request made)' },
  { code: EXIT.service, meaning: 'the service answered an error or could not be reached' },
  { code: EXIT.timeout, meaning: 'the run did not end within --timeout' },
  {
    code: EXIT.interrupted,
    meaning: 'interrupted (Ctrl-C, SIGTERM); the run is cancelled unless --no-cancel-on-interrupt',
  },
]);

const CONFIG_LINES = [
  '  The API key: CLOUD_AGENT_API_KEY or WARP_API_KEY, else "apiKey" in the config file (which must then be',
  '  readable by its owner only: chmod 600). The base URL: --base-url, CLOUD_AGENT_BASE_URL, "baseUrl" in the',
  '  config file. The config file is $XDG_CONFIG_HOME/cloud-agent/config.json (~/.config/cloud-agent/config.json);',
  '  its "defaults" give any flag a default, by the flag\'s name: {"defaults": {"timeout": "60"}}.',
];

/** A command and what it does, on one line, or two when the name is long. */
function entry(name: string, summary: string): string {
  const left = `  ${name}`;
  return left.length >= WIDTH ? `${left}\n${' '.repeat(WIDTH)}${summary}` : `${left.padEnd(WIDTH)}${summary}`;
}

export function mainHelp(): string {
  const lines = [
    'Usage: cloud-agent <command> [flags]',
    '',
    'Start, follow and score cloud agent runs from any CI or terminal.',
    '',
    'Commands:',
  ];
  const seen = new Set<string>();
  for (const spec of COMMAND_SPECS) {
    const group = spec.name.split(' ')[0]!;
    if (spec.name.includes(' ')) {
      if (seen.has(group)) continue;
      seen.add(group);
      lines.push(entry(`${group} ${verbsOf(group).join('|')}`, groupSummary(group)));
    } else {
      lines.push(entry(spec.name, spec.summary));
    }
  }
  lines.push('', 'Flags of every command:');
  for (const [name, flag] of Object.entries(GLOBAL_FLAGS)) lines.push(flagLine(name, flag));
  lines.push(`  ${'    --version'.padEnd(WIDTH - 2)}Print the version and exit.`);
  lines.push('', 'Configuration:', ...CONFIG_LINES, '', 'Exit codes:', ...EXIT_LINES, '');
  lines.push('Run cloud-agent <command> --help for the flags and exit codes of a command.');
  return lines.join('\n') + '\n';
}

function groupSummary(group: string): string {
  const summaries: Record<string, string> = {
    runs: 'List runs; show one, its conversation, timeline or transcript; follow its log.',
    artifacts: 'Show or download an artifact.',
    schedules: 'Plan or apply the schedules file; list or show scheduled agents.',
    factories: 'List or show factories.',
    scorers: 'List scorers; their results and pass rate.',
  };
  return summaries[group] ?? '';
}

export function groupHelp(group: string): string {
  const lines = [
    `Usage: cloud-agent ${group} <${verbsOf(group).join('|')}> [flags]`,
    '',
    groupSummary(group),
    '',
  ];
  for (const verb of verbsOf(group)) {
    const spec = COMMAND_SPECS.find((c) => c.name === `${group} ${verb}`)!;
    lines.push(`  ${spec.name.padEnd(WIDTH)}${spec.summary}`);
  }
  lines.push('', `Run cloud-agent ${group} <verb> --help for its flags.`);
  return lines.join('\n') + '\n';
}

/** What --json prints for `spec`, and the JSON Schema that describes it (a file of the package). */
export function jsonHelp(spec: CommandSpec): string {
  const schema = schemaPath(spec.name);
  return spec.jsonLines
    ? `Print JSON Lines on stdout, one object a line as it comes, and nothing else (the one command that prints more than one document), each described by ${schema}: ${spec.json}`
    : `Print one JSON document on stdout and nothing else, described by ${schema}: ${spec.json}`;
}

export function commandHelp(spec: CommandSpec): string {
  const positional = spec.positional ? ` <${spec.positional.name}>` : '';
  const lines = [`Usage: cloud-agent ${spec.name}${positional} [flags]`, '', spec.summary, ''];
  const own = Object.entries(spec.flags);
  if (own.length) {
    lines.push('Flags:');
    for (const [name, flag] of own) lines.push(flagLine(name, flag));
    lines.push('');
  }
  lines.push('Flags of every command:');
  for (const [name, flag] of Object.entries(flagsOf({ ...spec, flags: {} }))) {
    // What --json prints is the command's own: said once, here.
    lines.push(flagLine(name, name === 'json' ? { ...flag, help: jsonHelp(spec) } : flag));
  }
  lines.push('', 'Example:', `  ${spec.example}`, '', 'Exit codes:', ...exitLines(exitCodes(spec)), '');
  return lines.join('\n') + '\n';
}
