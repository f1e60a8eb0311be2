/**
 * One dispatcher for both hosts: the action's main step (src/main.ts) and the command line (src/cli.ts) call
 * `dispatch`, which reads and checks the inputs through the host, builds the service's client and the step, runs the
 * command the inputs name and says how it ended as a typed `Outcome`. The commands that start or follow runs (run,
 * dispatch, followup, cancel, settle) share most of their flows and load with the dispatcher, in one chunk of the
 * bundle; the gate, the schedules, the report and the review, each with flows of its own, load on demand.
 * What differs by host comes in `Setup` and the host's `words`: where the work comes from, the repository, how a
 * setting or a fix is named to the user. Every failure ends here, as the host's error (redacted by the host).
 */
import { ApiError, CloudAgentClient, type ClientOptions } from './client/index.ts';
import { cancelCommand } from './commands/cancel.ts';
import { dispatchCommand } from './commands/dispatch.ts';
import { followupCommand } from './commands/followup.ts';
import { runCommand as startRunCommand } from './commands/run.ts';
import { settleCommand } from './commands/settle.ts';
import { routeOf } from './flow/auto.ts';
import type { RunEnvironment, Trigger } from './flow/context.ts';
import type { Host, Repository } from './flow/host.ts';
import { deriveMarkerKey } from './flow/marker-key.ts';
import { StepState } from './flow/state.ts';
import type { Step } from './flow/step.ts';
import { errorMessage } from './host/process.ts';
import { readInputs, type AutoCommandInputs, type Inputs } from './inputs.ts';
import type { GateRow, GateSummary } from './render/gate.ts';
import type { ReviewReport } from './commands/review.ts';
export type { ReviewReport };
import { InputError, outcomeOf, type Outcome } from './shared/outcome.ts';
import { unreachable } from './shared/unreachable.ts';

/** What a host gives the dispatcher besides itself. */
export interface Setup {
  host: Host;
  /** Where the work comes from: the workflow's event (action), the CI job or the terminal (CLI). */
  context(inputs: Inputs): { env: RunEnvironment; trigger: Trigger };
  /** The repository the work is about, when the host has a way to it. */
  repository(inputs: Inputs, context: { env: RunEnvironment; trigger: Trigger }): Repository | undefined;
  /** The product token of the User-Agent: `cloud-agent-action/1.2.0`. */
  userAgent: string;
  /** Aborted when the host stops the command (a signal, the action's watchdog). */
  signal: AbortSignal;
  /** Told the checked inputs before anything is sent (the action arms its watchdog). */
  started?(inputs: Inputs): void;
  /** Options of the service's client the host sets (how retries and requests are logged). */
  client?: Pick<ClientOptions, 'onRetry' | 'onAttempt'>;
  /**
   * `gate`: the host wants every row of the judgement (the CLI's JUnit file). Then the gate keeps every row and
   * reads every judge's reason (a request per 100 rows); otherwise only the rows its report shows.
   */
  gateRows?: boolean;
  /** `settle`: the time the previous settle completed, when the host knows it (the CLI's --since). */
  since?: string | undefined;
  /** `report`: every run of the team, not only this repository's (the CLI's --all). */
  reportAll?: boolean;
  /**
   * `schedules`: the host has ruled on an explicit apply, which is taken on any branch (the CLI: in a CI it checked
   * the branch against the default one itself; in a terminal apply is the user's explicit choice).
   */
  applyAnywhere?: boolean;
  /** `review`: the host posts the review (the action) or only shows it (the command line: false). */
  reviewPosts?: boolean;
  /** `review`: told the review as planned, for a host that shows it (the command line's output and JUnit file). */
  reviewed?: (review: ReviewReport) => void;
}

/** The gate's judgement, for a host that writes more of it (the CLI's JUnit file). */
export interface GateReport {
  rows: GateRow[];
  summary: GateSummary;
}

/** How the command ended. */
export interface Dispatched {
  outcome: Outcome;
  /** Why it did not end `ok`, as the host's user reads it (the host redacts it when it writes it). */
  message?: string;
  /** The checked inputs (undefined when they were wrong). */
  inputs?: Inputs;
  gate?: GateReport;
}

/**
 * `auto`: the command the event asks for (src/flow/auto.ts), with the inputs read for it, said in one line of the
 * log and in the output `command`; `none` when the event asks for nothing (a label of another name). A `fix` on a
 * thread the review did not open is a plain request: the review hands it to the conversation.
 */
async function autoCommand(step: Step, inputs: AutoCommandInputs, setup: Setup): Promise<void> {
  const { trigger, host } = step;
  const { run } = inputs.picks;
  const picked = (command: string, why: string) => {
    host.log.info(`command auto picked ${command}: ${why}`);
    host.output('command', command);
  };
  // The review's verbs are read with the review's flows, loaded only for a comment.
  const verb = trigger.comment
    ? (await import('./flow/review.ts')).reviewVerb(trigger.comment.body, run.conversation.triggerPhrase)
    : undefined;
  const route = routeOf(trigger, inputs.auto, verb);
  picked(route.command, route.why);
  switch (route.command) {
    case 'none':
      return;
    case 'run':
      return startRunCommand(step, route.planFirst ? { ...run, run: { ...run.run, planFirst: true } } : run);
    case 'review':
      return (await import('./commands/review.ts')).reviewCommand(step, inputs.picks.review, {
        post: setup.reviewPosts !== false,
        ...(setup.reviewed ? { reviewed: setup.reviewed } : {}),
        elsewhere: () => {
          picked('run', 'the fix was asked on a thread the review did not open: the conversation');
          return startRunCommand(step, run);
        },
      });
    default:
      return unreachable(route);
  }
}

/** Runs the command the inputs name on `step`. */
async function runCommand(
  step: Step,
  inputs: Inputs,
  setup: Setup,
  judged: ((g: GateReport) => void) | undefined,
): Promise<void> {
  switch (inputs.command) {
    case 'auto':
      return autoCommand(step, inputs, setup);
    case 'run':
      return startRunCommand(step, inputs);
    case 'dispatch':
      return dispatchCommand(step, inputs);
    case 'followup':
      return followupCommand(step, inputs);
    case 'cancel':
      return cancelCommand(step, inputs);
    case 'gate': {
      // The gate and `schedules` load one chunk: both read a YAML file of the repository (flow/yaml-file.ts), which,
      // under webpack's 20 kB floor for a chunk of its own, each chunk would otherwise hold a copy of.
      const { gateCommand } = await import(/* webpackChunkName: "files" */ './commands/gate.ts');
      return gateCommand(step, inputs, {}, judged);
    }
    case 'settle':
      return settleCommand(step, inputs, { since: setup.since });
    case 'schedules': {
      const { schedulesCommand } = await import(/* webpackChunkName: "files" */ './commands/schedules.ts');
      return schedulesCommand(step, inputs, { applyAnywhere: setup.applyAnywhere === true });
    }
    case 'report':
      return (await import('./commands/report.ts')).reportCommand(step, inputs, {
        all: setup.reportAll === true,
      });
    case 'review':
      return (await import('./commands/review.ts')).reviewCommand(step, inputs, {
        post: setup.reviewPosts !== false,
        ...(setup.reviewed ? { reviewed: setup.reviewed } : {}),
      });
    default:
      // A command of COMMANDS (src/inputs.ts) without a case here fails the type-check on this line.
      return unreachable(inputs);
  }
}

/** The message of an error, worded for the host's user: an input by the host's name for it, the fix of a 401. */
export function messageOf(error: unknown, host: Pick<Host, 'words'>, stopped: string | undefined): string {
  let message = errorMessage(error);
  if (error instanceof InputError) {
    message = `${host.words.input(error.input)}: ${error.reasonIn((name) => host.words.setting(name))}`;
  }
  if (error instanceof ApiError && error.status === 401) message = `${message} ${host.words.apiKey}`;
  return stopped && !message.includes(stopped) ? `${stopped}: ${message}` : message;
}

/** Reads the inputs, builds the client and the step, runs the command; never throws. */
export async function dispatch(setup: Setup): Promise<Dispatched> {
  const { host, signal } = setup;
  let client: CloudAgentClient | undefined;
  let inputs: Inputs | undefined;
  let gate: GateReport | undefined;
  try {
    inputs = readInputs(host);
    setup.started?.(inputs);
    const context = setup.context(inputs);
    client = new CloudAgentClient({
      apiKey: inputs.apiKey,
      baseUrl: inputs.baseUrl,
      userAgent: setup.userAgent,
      onRetry: (event) =>
        host.log.info(
          `retrying ${event.operation} in ${event.delayMs} ms (attempt ${event.attempt + 1}): ${event.reason}`,
        ),
      ...setup.client,
    });
    const step: Step = {
      ...context,
      client,
      host,
      state: new StepState(host.state),
      repository: setup.repository(inputs, context),
      markerKey: deriveMarkerKey(inputs.apiKey),
      signal,
    };
    await runCommand(step, inputs, setup, setup.gateRows ? (judged) => (gate = judged) : undefined);
    return { outcome: 'ok', inputs, ...(gate ? { gate } : {}) };
  } catch (error) {
    const stopped = signal.aborted ? errorMessage(signal.reason) : undefined;
    const message = messageOf(error, host, stopped);
    host.fail(message);
    return {
      outcome: outcomeOf(error, signal.aborted),
      message,
      ...(inputs ? { inputs } : {}),
      ...(gate ? { gate } : {}),
    };
  } finally {
    await client?.close();
  }
}
