/**
 * `node scripts/readme-tables.ts`: writes docs/reference.md (every input and output of the action) and the README's
 * lists of the common ones, from action.yml; and docs/cli.md's commands and flags, from src/cli/spec.ts. test/action-yml.test.ts fails when either differs from what this
 * writes: edit action.yml, then run it.
 *
 * The text is laid out as prettier lays it out, so lint leaves it. A `<` that would open an HTML tag in markdown
 * (`<trigger-phrase>`, `<owner>/<repo>`) is written `\<`, so it shows as written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import type { CommandSpec, FlagSpec } from '../src/cli/spec.ts';
import { table } from './bench/docs.ts';

export interface ActionYaml {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
}

/** The inputs the README shows, in this order; `command` has the README's own table of commands. */
export const COMMON_INPUTS = [
  'api-key',
  'prompt',
  'environment-id',
  'model-id',
  'trigger-phrase',
  'allowed-permissions',
  'plan-first',
  'factory',
  'wait',
  'timeout-minutes',
  'detach-after-minutes',
  'max-credits',
  'github-token',
];

/** The outputs the README shows, in this order: those of a run, and the gate's verdict. */
export const COMMON_OUTPUTS = [
  'run-id',
  'state',
  'session-link',
  'pull-request-urls',
  'summary',
  'comment-url',
  'plan-ready',
  'detached',
  'credits',
  'conclusion',
];

/** The README's two lists, each between two comments this script rewrites. */
export const README_BLOCKS = {
  inputs: { start: '<!-- reference:inputs:start -->', end: '<!-- reference:inputs:end -->' },
  outputs: { start: '<!-- reference:outputs:start -->', end: '<!-- reference:outputs:end -->' },
};

/** docs/cli.md's commands and flags, between two comments this script rewrites. */
export const CLI_BLOCK = { start: '<!-- reference:cli:start -->', end: '<!-- reference:cli:end -->' };

const ALL = 'all commands';

/** Text from action.yml as markdown shows it: a `<` that would open a tag is escaped. */
export function prose(text: string): string {
  return text.replace(/<(?=[A-Za-z/!?])/g, '\\<');
}

/** The same, inside a table's cell, where `|` ends the cell. */
const cell = (text: string) => prose(text).replace(/\|/g, '\\|');

/** An input's description without its last sentence, and the commands that sentence names. */
export function described(name: string, description: string): { text: string; commands: string[] } {
  const m = /^(.*) Used by: ([^.]+)\.$/s.exec(description);
  if (!m) throw new Error(`action.yml: the description of ${name} does not end with "Used by: <commands>."`);
  return { text: m[1]!, commands: m[2] === ALL ? [ALL] : m[2]!.split(', ') };
}

/** The first sentence of a description: up to the first full stop followed by a capital. */
export function firstSentence(text: string): string {
  return text.split(/(?<=\.) (?=[A-Z])/)[0]!;
}

const usedBy = (commands: string[]) =>
  commands[0] === ALL ? ALL : commands.map((c) => `\`${c}\``).join(', ');
const code = (value: string | undefined) => (value === undefined ? '' : `\`${value}\``);

function pick<T>(record: Record<string, T>, names: string[], what: string): [string, T][] {
  return names.map((name) => {
    const found = record[name];
    if (found === undefined) throw new Error(`action.yml has no ${what} ${name}`);
    return [name, found];
  });
}

/** The README's list of the common inputs, each linked to its entry in docs/reference.md. */
export function renderCommonInputs(action: ActionYaml): string {
  return pick(action.inputs, COMMON_INPUTS, 'input')
    .map(([name, spec]) => {
      const { text } = described(name, spec.description);
      const fallback = spec.default === undefined ? '' : ` (default ${code(spec.default)})`;
      return `- [\`${name}\`](docs/reference.md#${name})${fallback}: ${prose(firstSentence(text))}`;
    })
    .join('\n');
}

/** The README's list of the common outputs. */
export function renderCommonOutputs(action: ActionYaml): string {
  return pick(action.outputs, COMMON_OUTPUTS, 'output')
    .map(([name, spec]) => `- \`${name}\`: ${prose(firstSentence(spec.description))}`)
    .join('\n');
}

/** docs/reference.md, whole. */
export function renderReference(action: ActionYaml): string {
  const inputs = Object.entries(action.inputs).map(([name, spec]) => ({
    name,
    spec,
    ...described(name, spec.description),
  }));
  // The commands in the order the `command` input names them ("run (...), dispatch (...), ...").
  const named = (c: string) => {
    const at = action.inputs.command?.description.search(new RegExp(`\\b${c} \\(`)) ?? -1;
    return at < 0 ? Infinity : at;
  };
  const commands = [...new Set(inputs.flatMap((i) => i.commands).filter((c) => c !== ALL))].sort(
    (a, b) => named(a) - named(b),
  );
  const link = (name: string) => `[\`${name}\`](#${name})`;
  const byCommand = [
    `- every command: ${inputs
      .filter((i) => i.commands[0] === ALL)
      .map((i) => link(i.name))
      .join(', ')}`,
    ...commands.map(
      (command) =>
        `- \`${command}\`: ${inputs
          .filter((i) => i.commands.includes(command))
          .map((i) => link(i.name))
          .join(', ')}`,
    ),
  ];
  const entries = inputs.flatMap((i) => [
    `### \`${i.name}\``,
    '',
    `${i.spec.default === undefined ? 'No default' : `Default ${code(i.spec.default)}`}. Used by ${usedBy(i.commands)}.`,
    '',
    prose(i.text),
    '',
  ]);
  const outputs = table(
    ['output', 'what it holds'],
    ['left', 'left'],
    Object.entries(action.outputs).map(([name, spec]) => [`\`${name}\``, cell(spec.description)]),
  );
  return [
    '# Inputs and outputs',
    '',
    '<!-- Written by `node scripts/readme-tables.ts` from action.yml: edit action.yml, then run it. -->',
    '',
    'Every input and output of the action, as [`action.yml`](../action.yml) declares them. An input given to a',
    'command that does not use it stops the step with an error that names it. The command line takes the same as',
    'flags: [cli.md](cli.md#commands-and-flags).',
    '',
    '## Inputs by command',
    '',
    ...byCommand,
    '',
    '## Inputs',
    '',
    ...entries,
    '## Outputs',
    '',
    'The outputs of a run (`run`, `dispatch`, `followup`, `cancel`) come first; the others say which command sets',
    'them.',
    '',
    outputs,
    '',
  ].join('\n');
}

/** A flag as `--help` writes it: `-p`, `--prompt <text>`; `--[no-]wait`. */
function flagName(name: string, flag: FlagSpec): string {
  const long = flag.negatable ? `--[no-]${name}` : `--${name}`;
  const written = `\`${long}${flag.value ? ` ${flag.value}` : ''}\``;
  // In a table a `|` ends the cell, inside code too, unless escaped: GitHub shows `\|` in code as `|`.
  return (flag.short ? `\`-${flag.short}\`, ${written}` : written).replace(/\|/g, '\\|');
}

/** The action input a flag gives, linked to its entry in docs/reference.md; what a flag that sets it sets. */
function inputOf(flag: FlagSpec): string {
  if (flag.input === undefined) return '';
  const link = `[\`${flag.input}\`](reference.md#${flag.input})`;
  return flag.sets === undefined ? link : `${link}: \`${flag.sets}\``;
}

function flagTable(flags: Record<string, FlagSpec>): string {
  return table(
    ['flag', 'what it does', 'action input'],
    ['left', 'left', 'left'],
    Object.entries(flags).map(([name, flag]) => [
      flagName(name, flag),
      cell(`${flag.help}${flag.multiple ? ' Repeatable.' : ''}`),
      inputOf(flag),
    ]),
  );
}

/**
 * docs/cli.md's reference of every command: its usage, what it does, its flags with the action input each gives,
 * what `--json` prints and its example; then the flags every command takes.
 */
export function renderCliReference(specs: CommandSpec[], global: Record<string, FlagSpec>): string {
  const commands = specs.flatMap((spec) => {
    const positional = spec.positional ? ` <${spec.positional.name}>` : '';
    const gives = spec.positional?.input
      ? ` (the action's [\`${spec.positional.input}\`](reference.md#${spec.positional.input}))`
      : '';
    const fixed = Object.entries(spec.fixed ?? {})
      .map(([input, value]) => `[\`${input}\`](reference.md#${input}) \`${value}\``)
      .join(', ');
    const lines = [
      `### \`cloud-agent ${spec.name}\``,
      '',
      `\`cloud-agent ${spec.name}${positional} [flags]\`${gives}: ${prose(spec.summary)}${fixed ? ` The action's command \`${spec.action}\` with ${fixed}.` : ''}`,
      '',
    ];
    if (Object.keys(spec.flags).length) lines.push(flagTable(spec.flags), '');
    if (spec.json) lines.push(`With \`--json\`: ${prose(spec.json)}`, '');
    lines.push(`Example: \`${spec.example}\``, '');
    return lines;
  });
  return [...commands, '### Flags of every command', '', flagTable(global)].join('\n');
}

/** `text` with what stands between `marks` replaced by `body`, blank lines around it. */
export function replaceBlock(text: string, marks: { start: string; end: string }, body: string): string {
  const at = text.indexOf(marks.start);
  const to = text.indexOf(marks.end);
  if (at < 0 || to < at || text.indexOf(marks.start, at + 1) >= 0)
    throw new Error(`the text must hold ${marks.start} and then ${marks.end}, once each`);
  return `${text.slice(0, at + marks.start.length)}\n\n${body}\n\n${text.slice(to)}`;
}

/** The README with its two lists written from `action`. */
export function renderReadme(readme: string, action: ActionYaml): string {
  const inputs = replaceBlock(readme, README_BLOCKS.inputs, renderCommonInputs(action));
  return replaceBlock(inputs, README_BLOCKS.outputs, renderCommonOutputs(action));
}

export function readAction(root: URL): ActionYaml {
  return parse(readFileSync(new URL('action.yml', root), 'utf8')) as ActionYaml;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = new URL('../', import.meta.url);
  const action = readAction(root);
  writeFileSync(new URL('docs/reference.md', root), renderReference(action));
  const readme = new URL('README.md', root);
  writeFileSync(readme, renderReadme(readFileSync(readme, 'utf8'), action));
  const { COMMAND_SPECS, GLOBAL_FLAGS } = await import('../src/cli/spec.ts');
  const cli = new URL('docs/cli.md', root);
  writeFileSync(
    cli,
    replaceBlock(readFileSync(cli, 'utf8'), CLI_BLOCK, renderCliReference(COMMAND_SPECS, GLOBAL_FLAGS)),
  );
  console.log(
    'docs/reference.md, the README lists and docs/cli.md written from action.yml and src/cli/spec.ts',
  );
}
