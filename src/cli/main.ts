/**
 * The command line, `cloud-agent`: reads the command line, wires the CLI host (src/host/cli.ts) and its words, and
 * runs the action's commands through the one dispatcher (src/dispatch.ts), or an inspection command
 * (src/cli/inspect/) on the client. Every way a command ends maps to a documented exit code (src/cli/spec.ts EXIT)
 * from its typed outcome. The process is reached only through `Io`, so a test runs `cli()` in its own process.
 * Modules load when a command needs them, so `--help` and a usage error cost no more than node's start.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  commandOfLine,
  parseCommandLine,
  stringFlag,
  flagOfInput,
  UsageError,
  type Parsed,
  type FlagValue,
} from './args.ts';
import { readSettings, type Settings } from './config.ts';
import { documentText, outputsDocument, type Failure } from './documents.ts';
import { commandHelp, groupHelp, mainHelp } from './help.ts';
import { reviewTarget } from './review.ts';
import { COMMAND_SPECS, EXIT, type CommandSpec } from './spec.ts';
import { outcomeOf, type Outcome } from '../shared/outcome.ts';
import { CLI_SIGNAL_EXIT_MS } from '../timing.ts';
import { VERSION } from '../version.ts';
import { inertJson } from '../render/log.ts';
import type { Repo } from '../flow/context.ts';
import type { Host, Repository } from '../flow/host.ts';
import type { Dispatched, ReviewReport } from '../dispatch.ts';

/** When the command began: set by each call of `cli` (a process makes one; the tests make many in one process). */
let began = performance.now();
const elapsed = () => performance.now() - began;

/** What the command line reaches of its process: its streams, its environment, which streams are terminals. */
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Standard input, read whole (for `--prompt-file -`). */
  stdin(): string;
  env: NodeJS.ProcessEnv;
  /** Whether stderr is a terminal (colour). */
  isTTY: boolean;
  /** Whether stdout is a terminal: a report is then shown as text (src/cli/terminal.ts), else printed as markdown. */
  stdoutTTY?: boolean;
  /** The terminal's width in columns, when stdout is one (0 or none: unknown, 100 is assumed). */
  columns?: number | undefined;
  /**
   * Aborted when the reader of stdout leaves (`| head`): an inspection command, whose work is what it prints, stops
   * then and ends with 0; an action's command goes on to its end (src/host/process.ts outliveReader).
   */
  stdoutReaderLeft?: AbortSignal;
}

/** What the command line needs to reach a repository on GitHub (`review`), checked by src/cli/review.ts. */
export interface GitHubAccess {
  token: string;
  apiUrl: string;
  repo: Repo;
  /** The environment, for what the GitHub client reads of it (GITHUB_GRAPHQL_URL, its timeout). */
  env: NodeJS.ProcessEnv;
}

/**
 * Opens a repository on GitHub (src/github/open.ts): given by the entry (src/index.ts), because src/cli/ may not
 * import src/github/. Throws when the environment names GitHub wrongly (GITHUB_GRAPHQL_URL).
 */
export type OpenGitHub = (access: GitHubAccess, host: Pick<Host, 'log' | 'redact'>) => Promise<Repository>;

/** This process's. */
export const processIo: Io = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  stdin: () => readFileSync(0, 'utf8'),
  env: process.env,
  isTTY: Boolean(process.stderr.isTTY),
  stdoutTTY: Boolean(process.stdout.isTTY),
  columns: process.stdout.columns,
};

/**
 * A flag's value (or the config file's default for it) as the string an action input holds: a boolean as `true` or
 * `false`, the values of a repeated flag joined by commas (as String() joins an array).
 */
function inputValue(value: FlagValue | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}

/** Reads a --prompt-file, --message-file or --output-schema file: a path, or "-" for stdin; never blank. */
function readText(path: string, flag: string, io: Pick<Io, 'stdin'>): string {
  const name = path === '-' ? 'stdin' : path;
  let text: string;
  try {
    text = path === '-' ? io.stdin() : readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `--${flag}: cannot read ${name} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      `--${flag}`,
    );
  }
  // An empty file or stdin (closed, or a pipe whose writer printed nothing) is a mistake of the command line, named
  // as such, not a missing --prompt.
  if (!text.trim()) throw new UsageError(`--${flag}: ${name} is empty`, `--${flag}`);
  return text;
}

/**
 * `--output-schema` as the input takes it: inline JSON (a value starting with `{`) as it is; else the file it names,
 * read as given (a path the user typed, like --prompt-file); a shipped schema's name (`verdict`) when no file has it.
 */
function schemaText(value: string, io: Pick<Io, 'stdin'>): string {
  if (value.trimStart().startsWith('{')) return value;
  if (/^[a-z][a-z-]*$/.test(value) && !existsSync(value)) return value;
  return readText(value, 'output-schema', io);
}

/** The action inputs of a command: its flags, else the config file's defaults, mapped to the inputs' names. */
export function inputsOf(
  parsed: Parsed,
  settings: Settings,
  baseUrl: string | undefined,
  io: Pick<Io, 'stdin'> = processIo,
): Record<string, string> {
  const { spec } = parsed;
  const inputs: Record<string, string> = {
    command: spec.action!,
    'api-key': settings.apiKey,
    ...spec.fixed,
  };
  if (baseUrl) inputs['base-url'] = baseUrl;
  for (const [name, flag] of Object.entries(spec.flags)) {
    if (!flag.input) continue;
    const value = inputValue(parsed.flags[name] ?? settings.defaults[name]);
    if (value === undefined) continue;
    if (flag.sets === undefined) inputs[flag.input] = value;
    else if (value === 'true') inputs[flag.input] = flag.sets;
  }
  if (spec.positional?.input && parsed.positional !== undefined)
    inputs[spec.positional.input] = parsed.positional;
  for (const [file, input] of [
    ['prompt-file', 'prompt'],
    ['message-file', 'message'],
  ] as const) {
    const path = stringFlag(parsed, file);
    if (path === undefined) continue;
    if (parsed.flags[input] !== undefined) {
      throw new UsageError(`--${input} and --${file} both give the ${input}; give one`, `--${file}`);
    }
    inputs[input] = readText(path, file, io);
  }
  if (inputs['output-schema'] !== undefined)
    inputs['output-schema'] = schemaText(inputs['output-schema'], io);
  return inputs;
}

/**
 * A file the command writes at its end (--markdown, --junit), checked before any request: a typo in its folder would
 * otherwise be found once the run it reports on had been paid for. What only the write can tell (a permission, a full
 * disk) is still said then.
 */
export function checkWritable(parsed: Parsed, flag: string): void {
  const path = stringFlag(parsed, flag);
  const why = path === undefined ? undefined : unwritable(path);
  if (why) throw new UsageError(`--${flag}: cannot write ${path}: ${why}`, `--${flag}`);
}

/** Why no file can be written at `path`, as far as the folders tell; undefined when one can be. */
function unwritable(path: string): string | undefined {
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) return 'it is a folder';
  const folder = dirname(resolve(path));
  const stats = statSync(folder, { throwIfNoEntry: false });
  if (!stats) return `there is no folder ${folder}`;
  return stats.isDirectory() ? undefined : `${folder} is not a folder`;
}

/** The base URL: the flag, else CLOUD_AGENT_BASE_URL, else the config file. */
function baseUrlOf(parsed: Parsed, settings: Settings): string | undefined {
  return stringFlag(parsed, 'base-url') ?? settings.baseUrl;
}

function requireKey(settings: Settings): void {
  if (settings.apiKey !== '') return;
  throw new UsageError(
    'no API key: set CLOUD_AGENT_API_KEY (or WARP_API_KEY), or put "apiKey" in the config file (chmod 600)',
    'CLOUD_AGENT_API_KEY',
  );
}

/** The exit code of each way a command ends (docs/cli.md, "Exit codes"). */
export const EXIT_OF: Record<Outcome, number> = {
  ok: EXIT.ok,
  'run-failed': EXIT.failed,
  'gate-failed': EXIT.failed,
  'schema-invalid': EXIT.failed,
  error: EXIT.failed,
  usage: EXIT.usage,
  service: EXIT.service,
  timeout: EXIT.timeout,
  interrupted: EXIT.interrupted,
};

/**
 * The exit code of an error thrown outside the dispatcher (parsing, inspection), by the one rule of outcomes
 * (src/shared/outcome.ts), and the message to show.
 */
function exitOf(
  error: unknown,
  interrupted: NodeJS.Signals | undefined,
): { code: number; message: string; outcome: Failure['outcome'] } {
  const message = (error as Error)?.message ?? String(error);
  // An error is no success, whatever it carries.
  const outcome = outcomeOf(error, interrupted !== undefined);
  const failed = outcome === 'ok' ? 'error' : outcome;
  if (failed === 'interrupted')
    return { code: EXIT.interrupted, message: `interrupted (${interrupted}): ${message}`, outcome: failed };
  return { code: EXIT_OF[failed], message, outcome: failed };
}

/**
 * The document --json prints for a command that failed before it printed its own: an action command's outputs,
 * each null, with `outcome` and `error`; `runs logs`' last line, `{"type": "error", ...}`; an inspection command's
 * `outcome` and `error` alone (there is no answer to print), as for a command line whose command is not known.
 */
export function failureText(spec: CommandSpec | undefined, failure: Failure): string {
  if (spec?.action) return documentText(outputsDocument(spec.action, {}, failure));
  if (spec?.jsonLines) return `${inertJson({ type: 'error', ...failure })}\n`;
  return documentText(failure);
}

/** JSON text indented for a person; as it is when it does not parse. */
function indented(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** An input's flag: the command's, else any command's, else how else the CLI takes it. */
function flagFor(spec: CommandSpec, input: string): string | undefined {
  if (input === 'api-key') return 'CLOUD_AGENT_API_KEY';
  for (const each of [spec, ...COMMAND_SPECS]) {
    const flag = flagOfInput(each, input);
    if (flag) return flag;
  }
  return undefined;
}

/** Runs one of the action's commands through the dispatcher, on the CLI host; resolves the exit code. */
async function runAction(
  parsed: Parsed,
  settings: Settings,
  signal: AbortSignal,
  redactors: ((t: string) => string)[],
  io: Io,
  openGitHub: OpenGitHub | undefined,
): Promise<number> {
  const { spec } = parsed;
  const json = Boolean(parsed.flags.json);
  const quiet = Boolean(parsed.flags.quiet);
  const verbose = Boolean(parsed.flags.verbose);
  const color = colorOf(parsed, io);
  const baseUrl = baseUrlOf(parsed, settings);
  requireKey(settings);
  const inputs = inputsOf(parsed, settings, baseUrl, io);
  for (const flag of ['markdown', 'junit']) checkWritable(parsed, flag);
  // What an action's command loads here, and `runs logs` too (cli/inspect/runs.ts), is one group for the bundler
  // (`webpackChunkName: "flows"`): each import alone would get its own chunk holding the flows' modules it shares
  // with the others, so a release would hold those twice (docs/bundle.md).
  const { detectCi, cliEnvironment, projectOf, settleRepository, settleSince, schedulesBranch, CLI_EVENT } =
    await import(/* webpackChunkName: "flows" */ './ci.ts');
  const ci = detectCi(io.env);
  const idempotencyKey = inputs['idempotency-key'] || undefined;
  const env = cliEnvironment(ci, idempotencyKey);
  const starts = spec.action === 'run' || spec.action === 'dispatch';
  // The project a run records (`gh_repo`): a settle of it finds the run by it.
  if (starts) env.repository = projectOf(stringFlag(parsed, 'repo'), ci?.repository);
  const all = spec.action === 'report' && parsed.flags.all === true;
  if (all && stringFlag(parsed, 'repo') !== undefined)
    throw new UsageError(
      '--all counts every run of the team, --repo those of one project: give one',
      '--all',
    );
  if (spec.action === 'settle' || spec.action === 'schedules' || (spec.action === 'report' && !all))
    env.repository = settleRepository(stringFlag(parsed, 'repo'), ci?.repository, spec.name);
  if (spec.action === 'schedules')
    env.defaultBranch = schedulesBranch(ci, inputs.mode, stringFlag(parsed, 'default-branch'));
  const since = spec.action === 'settle' ? settleSince(stringFlag(parsed, 'since')) : undefined;
  // `review`: the pull request and GitHub, checked before anything is sent; the run records the repository.
  const review =
    spec.action === 'review'
      ? reviewTarget({ pr: stringFlag(parsed, 'pr'), repo: stringFlag(parsed, 'repo') }, ci, io.env)
      : undefined;
  if (review) {
    inputs['github-token'] = review.token;
    env.repository = `${review.repo.owner}/${review.repo.repo}`;
  }
  if (spec.action === 'dispatch' && !inputs['ticket-ref']) {
    // The ticket a re-run finds its run by: the CI job (under the CI's name), else this command (or its idempotency
    // key).
    inputs['ticket-ref'] = ci
      ? `${ci.ci.toLowerCase().replace(/[^a-z]+/g, '-')}:${env.repository}/${env.workflowRunId}/${env.job}`
      : `cli:${idempotencyKey ?? env.workflowRunId}`;
  }
  const [{ CliHost }, { cliWords }, { dispatch }, { bareTrigger }, { requestLog }] = await Promise.all([
    import('../host/cli.ts'),
    import('../host/cli-words.ts'),
    import(/* webpackChunkName: "flows" */ '../dispatch.ts'),
    import(/* webpackChunkName: "flows" */ '../flow/context.ts'),
    import('./verbose.ts'),
  ]);
  const markdown = stringFlag(parsed, 'markdown');
  const words = cliWords((input) => flagFor(spec, input), ci, starts ? env.repository : undefined);
  const host = new CliHost({ inputs, write: io.stderr, quiet, color, markdown, elapsed, words });
  redactors.push((text) => host.redact(text));
  if (ci)
    host.log.info(
      `${ci.ci}: ${ci.repository}, pipeline ${ci.pipeline}, job ${ci.job || '-'} (attempt ${ci.attempt})`,
    );
  let gitHub: Repository | undefined;
  if (review) {
    host.secret(review.token, 'githubToken');
    if (!openGitHub) throw new Error('this command line was started without a way to GitHub');
    try {
      gitHub = await openGitHub(
        { token: review.token, apiUrl: review.apiUrl, repo: review.repo, env: io.env },
        { log: host.log, redact: (text) => host.redact(text) },
      );
    } catch (error) {
      throw new UsageError((error as Error).message, 'GITHUB_GRAPHQL_URL');
    }
  }
  /** The review as planned (`review` prints it, it posts nothing). */
  let reviewed: ReviewReport | undefined;
  const letsGo = inputs.wait === 'false' || Boolean(inputs['detach-after-minutes']);
  // A dispatch is not let go of from here: no settle finds a factory's run without a thread (refuseLettingGo).
  if (starts && letsGo && env.repository === '' && spec.action !== 'dispatch')
    host.log.warning(
      'the run records no project: `cloud-agent settle` cannot find it, so once this command lets go of it nothing finishes its report or holds it to --timeout and --max-credits; give --repo owner/repo',
    );
  const result = await dispatch({
    host,
    signal,
    userAgent: `cloud-agent-cli/${VERSION}`,
    context: () => ({
      env,
      trigger: review
        ? { ...bareTrigger(CLI_EVENT, review.repo), number: review.number, isPullRequest: true }
        : bareTrigger(CLI_EVENT, { owner: '', repo: '' }),
    }),
    repository: () => gitHub,
    reviewPosts: false,
    reviewed: (report) => (reviewed = report),
    since,
    reportAll: all,
    // schedulesBranch ruled on an apply in a CI; from a terminal it is the user's explicit choice.
    applyAnywhere: spec.action === 'schedules',
    gateRows: stringFlag(parsed, 'junit') !== undefined,
    // Requests and retries are told when asked for (--verbose), else not at all.
    client: verbose ? requestLog((line) => host.log.info(line)) : { onRetry: () => {} },
  });
  let outcome = result.outcome;
  if (reviewed?.text) await host.summary(reviewed.text);
  const junit = stringFlag(parsed, 'junit');
  const junitXml = junit ? await junitOf(result, reviewed, (t) => host.redact(t)) : undefined;
  if (junit && junitXml !== undefined) {
    const { writeFileSync } = await import('node:fs');
    try {
      writeFileSync(junit, junitXml);
    } catch (error) {
      // The verdict (the gate's, the review's) stands and is printed; a command that succeeded fails as a fault
      // (exit 1), saying so. One that failed keeps its outcome and its message, and the file is a warning.
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      const message = `cannot write the JUnit file ${junit} (${code})`;
      if (outcome === 'ok') {
        host.fail(message);
        outcome = 'error';
      } else host.log.warning(message);
    }
  }
  const failed: Failure | undefined = outcome === 'ok' ? undefined : { outcome, error: host.failure ?? '' };
  // What was reported goes to stdout, failed or not: the outputs (--json) or the report (people).
  if (json) io.stdout(documentText(outputsDocument(spec.action!, host.outputs, failed)));
  else if (host.summaries.length) io.stdout(await reportText(host.summaries.join('\n\n'), parsed, io));
  // The validated result after the report, indented, for a person (and a script that reads the last lines); a
  // review's findings are its report.
  if (!json && host.outputs.result && !reviewed) io.stdout(`\n${indented(host.outputs.result)}\n`);
  if (failed) {
    const usage = failed.outcome === 'usage';
    io.stderr(
      `cloud-agent: ${usage ? 'usage error' : 'error'}: ${failed.error}${usage ? ` (cloud-agent ${spec.name} --help)` : ''}\n`,
    );
  }
  return EXIT_OF[outcome];
}

/** The JUnit XML of what the command judged: the gate's rows, or the review's findings; none for another command. */
async function junitOf(
  result: Dispatched,
  reviewed: ReviewReport | undefined,
  redact: (text: string) => string,
): Promise<string | undefined> {
  if (!result.gate && !reviewed) return undefined;
  const { renderJUnit, renderReviewJUnit } = await import('./junit.ts');
  if (result.gate) return renderJUnit(result.gate.rows, result.gate.summary, redact);
  const failOn = result.inputs?.command === 'review' ? result.inputs.review.failOn : 'none';
  return renderReviewJUnit(reviewed!, failOn, redact);
}

/**
 * The report as stdout shows it: on a terminal as text (headings, lists and tables laid out, markers and HTML gone;
 * bold unless --no-color or NO_COLOR), else (a pipe, a file, --raw) the markdown as it is.
 */
export async function reportText(markdown: string, parsed: Parsed, io: Io): Promise<string> {
  if (!io.stdoutTTY || parsed.flags.raw === true) return `${markdown}\n`;
  const { renderMarkdown } = await import('./terminal.ts');
  const color = !parsed.flags['no-color'] && !io.env.NO_COLOR;
  return `${renderMarkdown(markdown, { color, width: io.columns || 100 })}\n`;
}

/** Runs an inspection command (src/cli/inspect/) on this process's streams and settings. */
async function runInspection(
  parsed: Parsed,
  settings: Settings,
  signal: AbortSignal,
  redactors: ((t: string) => string)[],
  io: Io,
): Promise<void> {
  const inspection = await import('./inspect.ts');
  await inspection.runInspection(parsed, {
    stdout: io.stdout,
    stderr: io.stderr,
    signal,
    apiKey: settings.apiKey,
    baseUrl: baseUrlOf(parsed, settings),
    requireKey: () => requireKey(settings),
    redactors,
    elapsed,
    color: colorOf(parsed, io),
  });
}

/** Colour on stderr: a terminal, unless --no-color or NO_COLOR. */
function colorOf(parsed: Parsed, io: Io): boolean {
  return !parsed.flags['no-color'] && !io.env.NO_COLOR && io.isTTY;
}

/** Whether the command line asks for --json (before a `--` that ends the flags), read or not. */
function asksForJson(argv: string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).includes('--json');
}

/** Whether `error` is `reason` or was caused by it, a few causes deep (the client's abort error carries the abort's). */
export function causedBy(error: unknown, reason: unknown): boolean {
  let at: unknown = error;
  for (let depth = 0; depth < 5 && at !== undefined; depth++) {
    if (at === reason) return true;
    at = at instanceof Error ? at.cause : undefined;
  }
  return false;
}

/** Runs the command line `argv` on `io`; resolves its exit code. */
export async function cli(argv: string[], io: Io = processIo, openGitHub?: OpenGitHub): Promise<number> {
  began = performance.now();
  let spec: CommandSpec | undefined;
  /** Why the command ended early, if a signal ended it. */
  let interrupted: NodeJS.Signals | undefined;
  const redactors: ((t: string) => string)[] = [];
  /** Whether the command printed on stdout (its document, with --json) before it failed. */
  let printed = false;
  const controller = new AbortController();
  /** After a signal, the exit that comes whether the command ended or not; cleared when it ended. */
  let grace: NodeJS.Timeout | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) process.exit(EXIT.interrupted);
    interrupted = signal;
    io.stderr(
      `cloud-agent: ${signal}: stopping${spec?.action ? ' (the run is cancelled unless --no-cancel-on-interrupt)' : ''}\n`,
    );
    controller.abort(new Error(`received ${signal}`));
    grace = setTimeout(() => process.exit(EXIT.interrupted), CLI_SIGNAL_EXIT_MS);
    grace.unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const parsed = parseCommandLine(argv);
    if (parsed.kind === 'version') {
      io.stdout(`${VERSION}\n`);
      return EXIT.ok;
    }
    if (parsed.kind === 'help') {
      const help = parsed.command
        ? commandHelp(parsed.command)
        : parsed.group
          ? groupHelp(parsed.group)
          : mainHelp();
      // Asked for, the help is the answer; a command line without its command is a usage error that shows it.
      if (!parsed.bare) {
        io.stdout(help);
        return EXIT.ok;
      }
      io.stderr(help);
      return EXIT.usage;
    }
    spec = parsed.spec;
    const settings = readSettings(io.env);
    if (settings.apiKey) redactors.push((text) => text.split(settings.apiKey).join('[api-key]'));
    if (spec.action) {
      const code = await runAction(parsed, settings, controller.signal, redactors, io, openGitHub);
      return interrupted ? EXIT.interrupted : code;
    }
    const left = io.stdoutReaderLeft;
    try {
      await runInspection(
        parsed,
        settings,
        left ? AbortSignal.any([controller.signal, left]) : controller.signal,
        redactors,
        {
          ...io,
          stdout: (text) => {
            printed = true;
            io.stdout(text);
          },
        },
      );
    } catch (error) {
      // The reader left, and the inspection stopped for it: nobody reads the rest of the answer. Any other failure
      // (a run that failed, for runs logs --exit-status) is the command's, said on stderr.
      if (left?.aborted && !interrupted && causedBy(error, left.reason)) return EXIT.ok;
      throw error;
    }
    return interrupted ? EXIT.interrupted : EXIT.ok;
  } catch (error) {
    const { code, message, outcome } = exitOf(error, interrupted);
    const safe = redactors.reduce((text, redact) => redact(text), message);
    const hint = code === EXIT.usage && spec ? ` (cloud-agent ${spec.name} --help)` : '';
    // --json promises one document on stdout whatever the outcome, a usage error's too (whether the line could be
    // read or not): the command's, when its command is known; JSON Lines end with the failure's line.
    const command = spec ?? commandOfLine(argv);
    if (asksForJson(argv) && (!printed || command?.jsonLines))
      io.stdout(failureText(command, { outcome, error: safe }));
    io.stderr(
      `cloud-agent: ${code === EXIT.usage ? 'usage error' : 'error'}: ${safe}${hint && !safe.includes('--help') ? hint : ''}\n`,
    );
    return code;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // Ended: the exit is the entry's, once what it printed was taken (src/cli.ts), a pager's reader however slow.
    clearTimeout(grace);
  }
}
