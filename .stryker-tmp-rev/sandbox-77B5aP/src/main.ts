/**
 * The main step: read and check the inputs (the key masked first), read the event, run the command. Every
 * failure ends in one place, as the step's error (redacted, as everything the action writes). The step is bounded: a signal gives it
 * SIGNAL_EXIT_MS to stop the run and settle the comment, and a watchdog stops it the same way once it has run
 * STEP_GRACE_MS past its timeout; what it could not finish is left to the post step.
 */
import { dispatch } from './dispatch.ts';
import { STATE, StepState } from './flow/state.ts';
import { readEvent } from './github/event.ts';
import { openRepository } from './github/open.ts';
import { actionHost } from './host/action.ts';
import type { Host } from './flow/host.ts';
import { exitAfter } from './host/process.ts';
import { defaultOf, type Inputs } from './inputs.ts';
import { unreachable } from './shared/unreachable.ts';
import { LINGER_MS, scaled, SIGNAL_EXIT_MS, STEP_GRACE_MS } from './timing.ts';
import { VERSION } from './version.ts';

/** The command's own time limit, and the input that sets it. */
function timeLimit(inputs: Inputs): { minutes: number; input: string } {
  switch (inputs.command) {
    case 'gate': {
      const { gate } = inputs;
      // The benchmarks' attempts take up to timeout-minutes, then their judges up to score-timeout-minutes.
      return gate.benchmarks
        ? {
            minutes: gate.timeoutMinutes + gate.scoreTimeoutMinutes,
            input: 'timeout-minutes and score-timeout-minutes',
          }
        : { minutes: gate.scoreTimeoutMinutes, input: 'score-timeout-minutes' };
    }
    case 'auto':
      // Every command auto picks follows a run within timeout-minutes.
      return { minutes: inputs.picks.run.timeoutMinutes, input: 'timeout-minutes' };
    case 'run':
    case 'dispatch':
    case 'followup':
    case 'review':
      return { minutes: inputs.timeoutMinutes, input: 'timeout-minutes' };
    case 'cancel':
    case 'settle':
    case 'schedules':
    case 'report':
      return { minutes: Number(defaultOf('timeout-minutes')), input: 'timeout-minutes' };
    default:
      return unreachable(inputs);
  }
}

/** The main step on the action's host: marks the state so the post step knows itself, then runs. */
export async function mainStep(): Promise<void> {
  new StepState(actionHost.state).save(STATE.isPost, 'true');
  await main(actionHost);
}

export async function main(host: Host = actionHost): Promise<void> {
  const controller = new AbortController();
  const stop = (reason: string) => {
    if (controller.signal.aborted) return;
    host.log.info(`${reason}: stopping`);
    controller.abort(new Error(reason));
    exitAfter(SIGNAL_EXIT_MS, () => {
      host.fail(
        `${reason}; the step did not finish within ${SIGNAL_EXIT_MS / 1000}s, the post step settles the run`,
      );
      process.exitCode = 1;
    });
  };
  const onSignal = (signal: NodeJS.Signals) => stop(`received ${signal}`);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let watchdog: NodeJS.Timeout | undefined;
  try {
    await dispatch({
      host,
      signal: controller.signal,
      userAgent: `cloud-agent-action/${VERSION}`,
      started: (inputs) => {
        const limit = timeLimit(inputs);
        watchdog = setTimeout(
          () => stop(`the step ran ${STEP_GRACE_MS / 60_000} minutes past ${limit.input} (${limit.minutes})`),
          limit.minutes * 60_000 + scaled(STEP_GRACE_MS),
        );
        watchdog.unref();
      },
      context: () => readEvent(process.env),
      repository: (inputs, { env, trigger }) =>
        inputs.githubToken
          ? openRepository(
              { token: inputs.githubToken, apiUrl: env.apiUrl, repo: trigger.repo, env: process.env },
              host,
            )
          : undefined,
    });
  } finally {
    clearTimeout(watchdog);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    exitAfter(scaled(LINGER_MS), () => {});
  }
}

/**
 * How the command line opens a repository on GitHub (`cloud-agent review`, src/index.ts): from this chunk, which holds
 * GitHub's client already, so that the bundle has one copy of it (an import of its own would split the chunks the
 * action's steps share, and copy their small parts into each).
 */
export { openRepository };
