/**
 * A command's step in this process, for fast tests of what the commands and flows do: a host that keeps what it is
 * given in memory (log lines, state, outputs, summary, the step's error), the client of a simulator and a
 * GitHubRepository on the fake GitHub, and the trigger read from a real webhook payload. Nothing is spawned: a
 * test reads the exact requests on both servers and the exact text the host got.
 */
import { tmpdir } from 'node:os';
import { CloudAgentClient, type ClientOptions } from '../../src/client/index.ts';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import { Redactor } from '../../src/shared/redact.ts';
import { StepState } from '../../src/flow/state.ts';
import type { Step } from '../../src/flow/step.ts';
import { readTrigger } from '../../src/github/event.ts';
import { createOctokit } from '../../src/github/octokit.ts';
import { GitHubRepository } from '../../src/github/repository.ts';
import type { Host } from '../../src/flow/host.ts';
import { actionWords } from '../../src/host/words.ts';
import type { RunEnvironment } from '../../src/flow/context.ts';
import type { SimulatorHandle } from '../simulator/server.ts';

export interface MemoryHost extends Host {
  inputs: Record<string, string>;
  /** Every log line, warnings prefixed `warning: `. */
  lines: string[];
  saved: Record<string, string>;
  outputs: Record<string, string>;
  summaries: string[];
  failed: string | undefined;
}

/** A host whose inputs are `inputs` (names as in action.yml) and that keeps everything written to it. */
export function memoryHost(
  inputs: Record<string, string> = {},
  saved: Record<string, string> = {},
): MemoryHost {
  const redactor = new Redactor();
  const host: MemoryHost = {
    words: actionWords,
    inputs,
    lines: [],
    saved,
    outputs: {},
    summaries: [],
    failed: undefined,
    input: (name, options) => {
      const value = inputs[name] ?? '';
      return options?.trim === false ? value : value.trim();
    },
    secret: (value, kind) => redactor.add(value, kind),
    redact: (text) => redactor.redact(text),
    log: {
      info: (message) => host.lines.push(redactor.redact(message)),
      warning: (message) => host.lines.push(`warning: ${redactor.redact(message)}`),
    },
    state: {
      save: (name, value) => (saved[name] = value),
      load: (name) => saved[name] ?? '',
    },
    output: (name, value, maxChars) => {
      host.outputs[name] = redactor.redact(maxChars === undefined ? value : value.slice(0, maxChars));
    },
    summary: async (markdown) => {
      host.summaries.push(redactor.redact(markdown));
    },
    fail: (message) => {
      host.failed = redactor.redact(message);
    },
  };
  return host;
}

/** The workflow run around the step, as the e2e harness sets it (acme/app, run 9001, job `agent`). */
export function runEnvironment(
  eventName: string,
  apiUrl: string,
  extra: Partial<RunEnvironment> = {},
): RunEnvironment {
  return {
    eventName,
    repository: 'acme/app',
    workspace: process.cwd(),
    tempDir: tmpdir(),
    ref: undefined,
    defaultBranch: undefined,
    workflowRunId: '9001',
    runAttempt: '1',
    job: 'agent',
    step: '__run',
    workflow: 'Cloud agent',
    workflowRef: 'acme/app/.github/workflows/agent.yml@refs/heads/main',
    serverUrl: 'https://github.com',
    apiUrl,
    sha: 'ffac537e6cbbf934b08745a378932722df287a53',
    ...extra,
  };
}

export interface StepWorld {
  sim: { url: string };
  gh: { url: string };
}

export interface LocalStepOptions {
  eventName: string;
  payload: Record<string, unknown>;
  apiKey: string;
  /** No repository when false (the step had no github-token). */
  github?: boolean;
  host?: MemoryHost;
  signal?: AbortSignal;
  env?: Partial<RunEnvironment>;
  /** How the client waits between retries and draws its jitter (a test's scripted clock); the real ones by default. */
  client?: Pick<ClientOptions, 'sleep' | 'random' | 'retry'>;
}

/** A Step on `world` (simulator and fake GitHub), with its client closed by `close()`. */
export function localStep(
  world: StepWorld,
  options: LocalStepOptions,
): Step & { host: MemoryHost; close(): Promise<void> } {
  const env = runEnvironment(options.eventName, world.gh.url, options.env);
  const trigger = readTrigger(env, options.payload as Parameters<typeof readTrigger>[1]);
  const host = options.host ?? memoryHost();
  const client = new CloudAgentClient({
    apiKey: options.apiKey,
    baseUrl: world.sim.url,
    userAgent: 'unit-test',
    ...options.client,
  });
  const repository =
    options.github === false
      ? undefined
      : new GitHubRepository(
          createOctokit('ghs_unit_token', world.gh.url, host, {
            attemptMs: 5000,
            retries: 0,
            backoffMs: 0,
            callMs: 5000,
          }),
          trigger.repo,
          host.log,
        );
  return {
    env,
    trigger,
    client,
    host,
    state: new StepState(host.state),
    repository,
    markerKey: deriveMarkerKey(options.apiKey),
    signal: options.signal ?? new AbortController().signal,
    close: () => client.close(),
  };
}

/** Makes every cancel `client` sends go unconfirmed: after each, the run's reads fail (404). */
export function cancelsUnconfirmed(client: CloudAgentClient, sim: Pick<SimulatorHandle, 'faults'>): void {
  const cancel = client.runs.cancel.bind(client.runs);
  client.runs.cancel = async (...args) => {
    await cancel(...args);
    sim.faults.inject({ operation: 'getRun', times: 100, fault: { status: 404, body: { error: 'gone' } } });
  };
}

/**
 * Makes every cancel `step` sends go unconfirmed, and stops the step where it would wait to read the run again: after
 * each cancel the run's reads fail (404), and the step's sleep (`Step.sleep`) records the interval asked for and
 * throws. What shows that a flow waits on the step's clock, as a test that keeps its own clock needs
 * (test/flow/joins/world.ts): the intervals come back, and none came when the flow slept in real time instead.
 */
export function unconfirmedCancels(step: Step, sim: Pick<SimulatorHandle, 'faults'>): number[] {
  cancelsUnconfirmed(step.client, sim);
  return stopsWhereItSleeps(step);
}

/** Gives `step` a sleep (`Step.sleep`) that records the interval asked for and throws: the intervals, in order. */
export function stopsWhereItSleeps(step: Pick<Step, 'sleep'>): number[] {
  const slept: number[] = [];
  step.sleep = async (ms) => {
    slept.push(ms);
    throw new Error(`slept ${ms} ms on the step's clock`);
  };
  return slept;
}
