/**
 * The command line's host: inputs come from the parsed flags (mapped to the action's input names, so readInputs
 * and the commands run unchanged), the log goes to stderr (progress lines with the time since start, coloured on
 * a terminal unless NO_COLOR), outputs are kept in memory for --json, the summary goes to the --markdown file,
 * state lives in memory (there is no post step). Everything written passes one Redactor first.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { Redactor, type SecretKind } from '../shared/redact.ts';
import { neutralizeCommands, stripControls } from '../render/log.ts';
import type { Host, Words } from '../flow/host.ts';

/**
 * Removes what would steer a terminal from text to be printed: escape sequences whole (an OSC's title or link with
 * them) and the other control characters; a carriage return ends a line (render/log.ts stripControls).
 */
export const terminalSafe = stripControls;

export interface CliHostOptions {
  /** Action input name → value, from the flags (and the config file's defaults). */
  inputs: Record<string, string>;
  /** Where log lines go (stderr). */
  write: (text: string) => void;
  quiet: boolean;
  color: boolean;
  /** The markdown file the summary goes to, if any. */
  markdown: string | undefined;
  /** Milliseconds since start, for the log's time stamps. */
  elapsed: () => number;
  /** The command line's words (cli-words.ts cliWords). */
  words: Words;
}

const paint = (color: boolean, code: string, text: string) =>
  color ? `\u001b[${code}m${text}\u001b[0m` : text;

/** Elapsed time as the log shows it: `[  12.3s]`, `[ 4m05s]`. */
export function stamp(ms: number): string {
  const s = ms / 1000;
  if (s < 60) return `[${s.toFixed(1).padStart(6)}s]`;
  const m = Math.floor(s / 60);
  return `[${String(m).padStart(3)}m${String(Math.floor(s % 60)).padStart(2, '0')}s]`;
}

export class CliHost implements Host {
  readonly redactor = new Redactor();
  /** The outputs the command set, by name (what --json prints). */
  readonly outputs: Record<string, string> = {};
  /** The markdown the command wrote as its summary. */
  readonly summaries: string[] = [];
  /** The message the command failed with, if it did. */
  failure: string | undefined;
  readonly words: Words;
  private readonly options: CliHostOptions;
  private readonly saved = new Map<string, string>();

  constructor(options: CliHostOptions) {
    this.options = options;
    this.words = options.words;
  }

  input(name: string, options?: { trim?: boolean }): string {
    const value = this.options.inputs[name] ?? '';
    return options?.trim === false ? value : value.trim();
  }

  secret(value: string, kind: SecretKind): void {
    if (value !== '') this.redactor.add(value, kind);
  }

  redact(text: string): string {
    return this.redactor.redact(text);
  }

  private line(prefix: string, message: string): void {
    const { options } = this;
    // Redacted once the controls are gone (a sequence inside a token no longer hides it); inert for a GitHub runner,
    // which reads workflow commands from stderr too when the command line runs in a workflow's step.
    const text = neutralizeCommands(this.redact(terminalSafe(message)));
    options.write(`${paint(options.color, '2', stamp(options.elapsed()))} ${prefix}${text}\n`);
  }

  readonly log = {
    info: (message: string): void => {
      if (!this.options.quiet) this.line('', message);
    },
    // One line a step, as `runs logs` prints it: the detail is for the action's folded groups.
    group: (title: string, _detail?: string): void => {
      if (!this.options.quiet) this.line('', title.replace(/\s+/g, ' ').trim());
    },
    stamped: true,
    warning: (message: string): void => {
      // --quiet silences progress, not what the user should know.
      this.line(paint(this.options.color, '33', 'warning: '), message);
    },
  };

  readonly state = {
    save: (name: string, value: string): void => void this.saved.set(name, value),
    load: (name: string): string => this.saved.get(name) ?? '',
  };

  output(name: string, value: string): void {
    this.outputs[name] = this.redact(value);
  }

  async summary(markdown: string): Promise<void> {
    const text = this.redact(markdown);
    this.summaries.push(text);
    // The file holds this command's report: written afresh by the first summary, appended to by the next.
    const file = this.options.markdown;
    if (file && this.summaries.length === 1) writeFileSync(file, `${text}\n`);
    else if (file) appendFileSync(file, `${text}\n`);
  }

  fail(message: string): void {
    this.failure = this.redact(message);
  }
}
