/**
 * `node scripts/readme-tables.ts`: writes docs/reference.md (every input and output of the action) and the README's
 * tables of the common ones, from action.yml. test/action-yml.test.ts fails when either differs from what this
 * writes: edit action.yml, then run it.
 *
 * The text is laid out as prettier lays it out, so lint leaves it. A `<` that would open an HTML tag in markdown
 * (`<trigger-phrase>`, `<owner>/<repo>`) is written `\<`, so it shows as written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
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

/** The README's two blocks, each between two comments this script rewrites. */
export const README_BLOCKS = {
  inputs: { start: '<!-- reference:inputs:start -->', end: '<!-- reference:inputs:end -->' },
  outputs: { start: '<!-- reference:outputs:start -->', end: '<!-- reference:outputs:end -->' },
};

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

/** The README's table of the common inputs, each linked to its entry in docs/reference.md. */
export function renderCommonInputs(action: ActionYaml): string {
  return table(
    ['input', 'default', 'used by', 'what it does'],
    ['left', 'left', 'left', 'left'],
    pick(action.inputs, COMMON_INPUTS, 'input').map(([name, spec]) => {
      const { text, commands } = described(name, spec.description);
      return [
        `[\`${name}\`](docs/reference.md#${name})`,
        code(spec.default),
        usedBy(commands),
        cell(firstSentence(text)),
      ];
    }),
  );
}

/** The README's table of the common outputs. */
export function renderCommonOutputs(action: ActionYaml): string {
  return table(
    ['output', 'what it holds'],
    ['left', 'left'],
    pick(action.outputs, COMMON_OUTPUTS, 'output').map(([name, spec]) => [
      `\`${name}\``,
      cell(firstSentence(spec.description)),
    ]),
  );
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
    'flags: [cli.md](cli.md).',
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

/** `text` with what stands between `marks` replaced by `body`, blank lines around it. */
export function replaceBlock(text: string, marks: { start: string; end: string }, body: string): string {
  const at = text.indexOf(marks.start);
  const to = text.indexOf(marks.end);
  if (at < 0 || to < at || text.indexOf(marks.start, at + 1) >= 0)
    throw new Error(`README.md must hold ${marks.start} and then ${marks.end}, once each`);
  return `${text.slice(0, at + marks.start.length)}\n\n${body}\n\n${text.slice(to)}`;
}

/** The README with its two tables written from `action`. */
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
  console.log('docs/reference.md and the README tables written from action.yml');
}
