/**
 * Runs the bundled action the way GitHub's runner does: `node dist/index.js` with INPUT_* (defaults from
 * action.yml filled in), the event payload at GITHUB_EVENT_PATH, and the GITHUB_OUTPUT / GITHUB_STATE /
 * GITHUB_STEP_SUMMARY files; then, if asked, the post step with the saved state as STATE_* variables.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { HUNG_PROCESS_MS, timeScaleEnv } from '../helpers/time-scale.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUNDLE = join(ROOT, 'dist', 'index.js');

export interface ActionRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  state: Record<string, string>;
  summary: string;
  /** Everything the step wrote anywhere, for leak checks. */
  everything: string;
  /** The step's stdout with workflow-command escapes (%25, %0D, %0A) read back, as the runner shows it. */
  log: string;
  /** When (Date.now()) the process started, was sent the `kill` signal (if it was), and ended. */
  startedAt: number;
  signalledAt: number | undefined;
  endedAt: number;
}

export interface StepOptions {
  inputs: Record<string, string>;
  eventName: string;
  payload: unknown;
  apiUrl: string;
  githubToken?: string;
  env?: Record<string, string>;
  /** The post step gets the main step's saved state. */
  state?: Record<string, string>;
  /** Send this signal once `when` says so (polled every 20 ms) or after `afterMs`. */
  kill?: { signal: NodeJS.Signals; afterMs?: number; when?: () => boolean };
  /** Kill it (SIGKILL) when it has not ended after this many milliseconds. Default HUNG_PROCESS_MS. */
  timeoutMs?: number;
  /** The script to run instead of the bundle (scripts/local.ts runs src/index.ts from source). */
  entry?: string;
}

interface ActionYaml {
  inputs: Record<string, { default?: string }>;
}

let defaults: Record<string, string> | undefined;
function inputDefaults(): Record<string, string> {
  if (!defaults) {
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as ActionYaml;
    defaults = Object.fromEntries(
      Object.entries(action.inputs)
        .filter(([, spec]) => spec.default !== undefined)
        .map(([name, spec]) => [name, String(spec.default)]),
    );
  }
  return defaults;
}

/** Reads a GITHUB_OUTPUT / GITHUB_STATE file (`name<<DELIM` … `DELIM` blocks, or `name=value` lines). */
export function parseCommandFile(content: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = content.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      out[name!] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      out[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return out;
}

export async function runStep(options: StepOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'cloud-agent-e2e-'));
  try {
    const files = {
      event: join(dir, 'event.json'),
      output: join(dir, 'output'),
      state: join(dir, 'state'),
      summary: join(dir, 'summary.md'),
    };
    writeFileSync(files.event, JSON.stringify(options.payload));
    for (const f of [files.output, files.state, files.summary]) writeFileSync(f, '');
    const token = options.githubToken ?? 'ghs_action_token';
    const inputs = { ...inputDefaults(), ...options.inputs };
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_EVENT_NAME: options.eventName,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_REPOSITORY_OWNER: 'acme',
      GITHUB_RUN_ID: '9001',
      GITHUB_RUN_NUMBER: '17',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_JOB: 'agent',
      GITHUB_ACTION: '__run',
      GITHUB_WORKFLOW: 'Cloud agent',
      GITHUB_WORKFLOW_REF: 'acme/app/.github/workflows/agent.yml@refs/heads/main',
      GITHUB_ACTOR: 'octo-maintainer',
      GITHUB_SHA: 'ffac537e6cbbf934b08745a378932722df287a53',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: options.apiUrl,
      // As the runner sets it: /api/graphql beside an Enterprise Server's /api/v3, else /graphql beside the API.
      GITHUB_GRAPHQL_URL: /\/api\/v3$/.test(options.apiUrl)
        ? options.apiUrl.replace(/\/api\/v3$/, '/api/graphql')
        : `${options.apiUrl}/graphql`,
      GITHUB_OUTPUT: files.output,
      GITHUB_STATE: files.state,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: dir,
      RUNNER_OS: 'Linux',
      // The tests' time scale (test/helpers/time-scale.ts), unless the test says otherwise.
      ...timeScaleEnv(),
      ...options.env,
    };
    for (const [name, value] of Object.entries(inputs)) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value === '${{ github.token }}' ? token : value;
    }
    for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;

    const startedAt = Date.now();
    let signalledAt: number | undefined;
    const child = spawn(process.execPath, [options.entry ?? BUNDLE], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    let poller: NodeJS.Timeout | undefined;
    if (options.kill) {
      const { signal, afterMs, when } = options.kill;
      const started = Date.now();
      poller = setInterval(() => {
        if ((afterMs !== undefined && Date.now() - started >= afterMs) || when?.()) {
          clearInterval(poller);
          signalledAt = Date.now();
          child.kill(signal);
        }
      }, 20);
    }
    const timeout = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? HUNG_PROCESS_MS);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('close', (c, s) => resolve([c, s])),
    );
    const endedAt = Date.now();
    clearTimeout(timeout);
    if (poller) clearInterval(poller);
    const output = readFileSync(files.output, 'utf8');
    const state = readFileSync(files.state, 'utf8');
    const summary = readFileSync(files.summary, 'utf8');
    return {
      code,
      signal,
      stdout,
      stderr,
      outputs: parseCommandFile(output),
      state: parseCommandFile(state),
      summary,
      everything: [stdout, stderr, output, state, summary].join('\n'),
      log: stdout.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'),
      startedAt,
      signalledAt,
      endedAt,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The webhook examples of @octokit/webhooks-examples, read once per process (4 MB of JSON: some 60 ms a parse). */
let examples: { name: string; examples: Record<string, any>[] }[] | undefined;

/** A payload from @octokit/webhooks-examples: the first example of `event` whose action is `action` (a copy). */
export function webhookExample(event: string, action?: string): Record<string, any> {
  // Found by module resolution, not beside the project: a mutation-testing sandbox has no node_modules of its own.
  examples ??= JSON.parse(
    readFileSync(
      createRequire(import.meta.url).resolve('@octokit/webhooks-examples/api.github.com/index.json'),
      'utf8',
    ),
  ) as { name: string; examples: Record<string, any>[] }[];
  const entry = examples.find((e) => e.name === event);
  if (!entry) throw new Error(`no webhook examples for ${event}`);
  const example = entry.examples.find((e) => action === undefined || e.action === action);
  if (!example) throw new Error(`no ${event}.${action} example`);
  return structuredClone(example);
}
