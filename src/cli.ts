/**
 * The command-line entry, `cloud-agent` (bundled to dist/cli.js): reads the command line, wires the CLI host
 * (src/host/cli.ts) and runs the same commands as the action (src/commands/*), or an inspection command straight
 * on the client. One failure funnel maps every error to a documented exit code (src/cli/spec.ts EXIT). Modules
 * load when a command needs them, so `--help` and a usage error cost no more than node's start.
 */
import { readFileSync } from 'node:fs';
import {
  parseCommandLine,
  stringFlag,
  flagOfInput,
  UsageError,
  type Parsed,
  type FlagValue,
} from './cli/args.ts';
import { readSettings, type Settings } from './cli/config.ts';
import { commandHelp, groupHelp, mainHelp } from './cli/help.ts';
import { EXIT, type CommandSpec } from './cli/spec.ts';
import type { GateRow, GateSummary } from './render/gate.ts';
import { VERSION } from './version.ts';

const began = performance.now();
const elapsed = () => performance.now() - began;

/** After SIGINT/SIGTERM the command exits within this, finished or not (a second signal exits at once). */
const SIGNAL_EXIT_MS = 5000;

const out = (text: string) => process.stdout.write(text);
const err = (text: string) => process.stderr.write(text);

/** A flag's value (or the config file's default for it) as the string an action input holds. */
function inputValue(value: FlagValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? value.join(',') : value;
}

/** Reads a --prompt-file or --message-file: a path, or "-" for stdin. */
function readText(path: string, flag: string): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `--${flag}: cannot read ${path === '-' ? 'stdin' : path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      `--${flag}`,
    );
  }
}

/** The action inputs of a command: its flags, else the config file's defaults, mapped to the inputs' names. */
export function inputsOf(
  parsed: Parsed,
  settings: Settings,
  baseUrl: string | undefined,
): Record<string, string> {
  const { spec } = parsed;
  const inputs: Record<string, string> = { command: spec.action!, 'api-key': settings.apiKey };
  if (baseUrl) inputs['base-url'] = baseUrl;
  for (const [name, flag] of Object.entries(spec.flags)) {
    if (!flag.input) continue;
    const value = inputValue(parsed.flags[name] ?? settings.defaults[name]);
    if (value !== undefined) inputs[flag.input] = value;
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
    inputs[input] = readText(path, file);
  }
  return inputs;
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

/** Why the command ended early, if a signal ended it. */
let interrupted: NodeJS.Signals | undefined;

/** The exit code of an error, and the message to show. */
async function exitOf(
  error: unknown,
  spec: CommandSpec | undefined,
): Promise<{ code: number; message: string }> {
  const message = (error as Error)?.message ?? String(error);
  if (error instanceof UsageError) return { code: EXIT.usage, message };
  const { InputError } = await import('./inputs.ts');
  if (error instanceof InputError) {
    const flag = spec ? flagOfInput(spec, error.input) : undefined;
    const text = message.replace(/^Input "[^"]+": /, '');
    return { code: EXIT.usage, message: `${flag ?? error.input}: ${text}` };
  }
  if (interrupted) return { code: EXIT.interrupted, message: `interrupted (${interrupted}): ${message}` };
  const client = await import('./client/index.ts');
  if (error instanceof client.InvalidArgumentError) return { code: EXIT.usage, message };
  const { RunFailedError } = await import('./flow/follow.ts');
  if (error instanceof RunFailedError) {
    if (/did not end within/.test(message)) return { code: EXIT.timeout, message };
    if (/cannot be followed/.test(message)) return { code: EXIT.service, message };
    return { code: EXIT.failed, message };
  }
  const { GateError } = await import('./flow/gate.ts');
  if (error instanceof GateError) return { code: EXIT.failed, message };
  const { DispatchError } = await import('./flow/starters.ts');
  const { DownloadError } = await import('./cli/inspect.ts');
  if (
    error instanceof client.CloudAgentError ||
    error instanceof DispatchError ||
    error instanceof DownloadError
  ) {
    return { code: EXIT.service, message };
  }
  return { code: EXIT.failed, message };
}

/** The outputs as --json prints them: the JSON-valued ones parsed. */
function outputsJson(outputs: Record<string, string>): Record<string, unknown> {
  const json = new Set(['artifacts', 'pull-request-urls', 'results']);
  return Object.fromEntries(
    Object.entries(outputs).map(([name, value]) => {
      if (!json.has(name)) return [name, value];
      try {
        return [name, JSON.parse(value) as unknown];
      } catch {
        return [name, value];
      }
    }),
  );
}

/** Runs one of the action's commands on the CLI host. */
async function runAction(
  parsed: Parsed,
  settings: Settings,
  signal: AbortSignal,
  redactors: ((t: string) => string)[],
): Promise<void> {
  const { spec } = parsed;
  const json = Boolean(parsed.flags.json);
  const quiet = Boolean(parsed.flags.quiet);
  const color = !parsed.flags['no-color'] && !process.env.NO_COLOR && Boolean(process.stderr.isTTY);
  const baseUrl = baseUrlOf(parsed, settings);
  requireKey(settings);
  const inputs = inputsOf(parsed, settings, baseUrl);
  const { detectCi, cliEnvironment, settleRepository, settleSince, CLI_EVENT } = await import('./cli/ci.ts');
  const ci = detectCi(process.env);
  const idempotencyKey = inputs['idempotency-key'] || undefined;
  const env = cliEnvironment(ci, idempotencyKey);
  if (spec.action === 'settle') env.repository = settleRepository(stringFlag(parsed, 'repo'), ci?.repository);
  const since = spec.action === 'settle' ? settleSince(stringFlag(parsed, 'since')) : undefined;
  if (spec.action === 'dispatch' && !inputs['ticket-ref']) {
    // The ticket a re-run finds its run by: the CI job, else this command (or its idempotency key).
    const slug = ci ? ci.ci.toLowerCase().replace(/[^a-z]+/g, '-') : 'cli';
    inputs['ticket-ref'] = ci
      ? `${slug}:${env.repository}/${env.workflowRunId}/${env.job}`
      : `cli:${idempotencyKey ?? env.workflowRunId}`;
  }
  const [
    { CliHost },
    { readInputs },
    { describeOrigin, followupCommandHint },
    { StepState },
    { deriveMarkerKey },
    { bareTrigger },
  ] = await Promise.all([
    import('./host/cli.ts'),
    import('./inputs.ts'),
    import('./flow/follow.ts'),
    import('./flow/state.ts'),
    import('./flow/marker-key.ts'),
    import('./flow/context.ts'),
  ]);
  const trigger = bareTrigger(CLI_EVENT, { owner: '', repo: '' });
  const { inline, linkText, safeUrl } = await import('./render/format.ts');
  // The report's words for a GitHub workflow, told the command line's way.
  const origin = describeOrigin({ trigger, env });
  const where = ci
    ? `Started by cloud-agent in ${inline(ci.ci, 40)} job ${safeUrl(ci.url) ? `[${linkText(ci.job || ci.pipeline, 100)}](${safeUrl(ci.url)})` : inline(ci.job || ci.pipeline, 100)}.`
    : 'Started by cloud-agent from the command line.';
  const [hintBefore, hintAfter] = followupCommandHint('\u0000').split('\u0000') as [string, string];
  const rewrite = (markdown: string) => {
    let text = markdown.split(origin).join(where);
    for (;;) {
      const start = text.indexOf(hintBefore);
      const end = start < 0 ? -1 : text.indexOf(hintAfter, start + hintBefore.length);
      if (end < 0) break;
      const runId = text.slice(start + hintBefore.length, end);
      text = `${text.slice(0, start)}To continue, run \`cloud-agent followup ${runId} --message "..."\`.${text.slice(end + hintAfter.length)}`;
    }
    return text;
  };
  const markdown = stringFlag(parsed, 'markdown');
  const host = new CliHost({ inputs, write: err, quiet, color, markdown, elapsed, rewrite });
  redactors.push((text) => host.redact(text));
  const checked = readInputs(host);
  const junit = stringFlag(parsed, 'junit');
  const { CloudAgentClient } = await import('./client/index.ts');
  const client = new CloudAgentClient({
    apiKey: checked.apiKey,
    baseUrl: checked.baseUrl,
    userAgent: `cloud-agent-cli/${VERSION}`,
    onRetry: (event) =>
      host.log.info(
        `retrying ${event.operation} in ${event.delayMs} ms (attempt ${event.attempt + 1}): ${event.reason}`,
      ),
  });
  if (ci)
    host.log.info(
      `${ci.ci}: ${ci.repository}, pipeline ${ci.pipeline}, job ${ci.job || '-'} (attempt ${ci.attempt})`,
    );
  const step = {
    env,
    trigger,
    client,
    host,
    state: new StepState(host.state),
    repository: undefined,
    markerKey: deriveMarkerKey(checked.apiKey),
    signal,
  };
  let failure: unknown;
  try {
    switch (checked.command) {
      case 'run':
        await (await import('./commands/run.ts')).runCommand(step, checked);
        break;
      case 'dispatch':
        await (await import('./commands/dispatch.ts')).dispatchCommand(step, checked);
        break;
      case 'followup':
        await (await import('./commands/followup.ts')).followupCommand(step, checked);
        break;
      case 'cancel':
        await (await import('./commands/cancel.ts')).cancelCommand(step, checked);
        break;
      case 'gate':
        await (
          await import('./commands/gate.ts')
        ).gateCommand(step, checked, {}, ({ rows, summary }) => {
          if (!junit) return;
          pendingJUnit = { rows, summary, file: junit, redact: (t) => host.redact(t) };
        });
        break;
      case 'settle':
        await (await import('./commands/settle.ts')).settleCommand(step, checked, { since });
        break;
    }
  } catch (error) {
    failure = error;
  } finally {
    await client.close();
  }
  if (pendingJUnit) {
    const { renderJUnit } = await import('./cli/junit.ts');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      pendingJUnit.file,
      renderJUnit(pendingJUnit.rows, pendingJUnit.summary, pendingJUnit.redact),
    );
  }
  // What was reported goes to stdout, failed or not: the outputs (--json) or the report (people).
  if (json) out(`${JSON.stringify(outputsJson(host.outputs), null, 2)}\n`);
  else if (!quiet && host.summaries.length) out(`${host.summaries.join('\n\n')}\n`);
  if (failure !== undefined) throw failure;
}

let pendingJUnit:
  | {
      rows: GateRow[];
      summary: GateSummary;
      file: string;
      redact: (t: string) => string;
    }
  | undefined;

/** Runs an inspection command (src/cli/inspect/) on this process's streams and settings. */
async function runInspection(
  parsed: Parsed,
  settings: Settings,
  signal: AbortSignal,
  redactors: ((t: string) => string)[],
): Promise<void> {
  const inspection = await import('./cli/inspect.ts');
  await inspection.runInspection(parsed, {
    stdout: out,
    stderr: err,
    signal,
    apiKey: settings.apiKey,
    baseUrl: baseUrlOf(parsed, settings),
    requireKey: () => requireKey(settings),
    redactors,
    elapsed,
    color: !parsed.flags['no-color'] && !process.env.NO_COLOR && Boolean(process.stderr.isTTY),
  });
}

export async function cli(argv: string[]): Promise<number> {
  let spec: CommandSpec | undefined;
  const redactors: ((t: string) => string)[] = [];
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) process.exit(EXIT.interrupted);
    interrupted = signal;
    err(
      `cloud-agent: ${signal}: stopping${spec?.action ? ' (the run is cancelled unless --no-cancel-on-interrupt)' : ''}\n`,
    );
    controller.abort(new Error(`received ${signal}`));
    setTimeout(() => process.exit(EXIT.interrupted), SIGNAL_EXIT_MS).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const parsed = parseCommandLine(argv);
    if (parsed.kind === 'version') {
      out(`${VERSION}\n`);
      return EXIT.ok;
    }
    if (parsed.kind === 'help') {
      out(parsed.command ? commandHelp(parsed.command) : parsed.group ? groupHelp(parsed.group) : mainHelp());
      return EXIT.ok;
    }
    spec = parsed.spec;
    const settings = readSettings(process.env);
    if (settings.apiKey) redactors.push((text) => text.split(settings.apiKey).join('[api-key]'));
    if (spec.action) await runAction(parsed, settings, controller.signal, redactors);
    else await runInspection(parsed, settings, controller.signal, redactors);
    return interrupted ? EXIT.interrupted : EXIT.ok;
  } catch (error) {
    const { code, message } = await exitOf(error, spec);
    const safe = redactors.reduce((text, redact) => redact(text), message);
    const hint = code === EXIT.usage && spec ? ` (cloud-agent ${spec.name} --help)` : '';
    err(
      `cloud-agent: ${code === EXIT.usage ? 'usage error' : 'error'}: ${safe}${hint && !safe.includes('--help') ? hint : ''}\n`,
    );
    return code;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

process.exitCode = await cli(process.argv.slice(2));
// What is still pending (a keep-alive socket, a timer a flow left) does not hold the shell.
setTimeout(() => process.exit(), 1000).unref();
