/**
 * A request sent to a stopped run (one that waits for input, or has ended) that got no answer: the service may have
 * acted on it. The step fails, but first it records on the tracking comment what its request asked, as its first
 * report would have: if the service took the request, the work that follows is this request's, and a settle holds it
 * to that, never to what the stop's asker asked. If the service did not take it, the run still waits, and the work
 * its session starts next is held to what this request asked. A job cancelled while the request was on its way holds
 * the run for its post step, which stops the work the request started, if it landed (`cancel-on-abort`).
 */
import { ApiError, CloudAgentError, type RunItem } from '../client/index.ts';
import { OutcomeError } from '../shared/outcome.ts';
import { hasStopped } from '../shared/runs.ts';
import type { FollowInputs } from '../inputs.ts';
import type { Carried } from '../render/marker.ts';
import { BudgetWatch } from './budget.ts';
import { claimDecided, movedOn } from './claim.ts';
import { creditsOf } from './credits.ts';
import type { FoundComment, ThreadComment } from './host.ts';
import { remarked, type Reporter } from './report.ts';
import type { ResultSchema } from './output-schema.ts';
import { resultMark } from './result.ts';
import { saveAsked, STATE } from './state.ts';
import { holdRun, type Step } from './step.ts';

/**
 * Before a request is sent to `run` (as read before it): a run that had stopped is held for the post step while the
 * request is on its way and its failure is handled, so that a job whose process ends meanwhile leaves the work the
 * request may have started to its post step (which stops it, `cancel-on-abort`). What the request asks of that work
 * is saved with it (STATE.asked): a job cut short once the request was sent, before its first report, leaves the
 * comment's marker holding the work to what the request before it asked, and its post step records this one's
 * instead (askedLeft, flow/state.ts). `release()` once a failure was handled without a cancel: the main step is done
 * with the run, and a settle holds what it recorded. A request that was answered is held by the step that sent it.
 */
export function holdWhileSending(
  step: Step,
  run: RunItem,
  inputs: FollowInputs,
  asked: Asked,
): { release(): void } {
  if (!hasStopped(run.state)) return { release: () => undefined };
  holdRun(step, run.run_id);
  const marker = { ...askedMarker(inputs, run, asked), ...asked.landed };
  saveAsked(step.state, { run: run.run_id, since: run.updated_at, marker });
  return {
    release: () => {
      if (!step.signal.aborted) step.state.save(STATE.settled, 'true');
    },
  };
}

/**
 * What a request asks of the work it starts, as the step's first report marks it: its deadline and cancel choice, its
 * budget (counted from the run's credits as read before the send, as flow/budget.ts marks a step's own), its result's
 * schema, and what else it sets (`asked.marker`). A field set to undefined is one the request clears.
 */
export function askedMarker(inputs: FollowInputs, run: RunItem, asked: Asked): Partial<Carried> {
  return {
    deadline: new Date(Date.now() + inputs.timeoutMinutes * 60_000).toISOString(),
    cancel: inputs.cancelOnAbort,
    ...(inputs.maxCredits === undefined
      ? { budget: undefined, baseline: undefined, kept: undefined }
      : new BudgetWatch(inputs.maxCredits, creditsOf(run)).mark()),
    result: asked.schema ? resultMark(asked.schema, run) : undefined,
    ...asked.marker,
  };
}

/** What the request asked, beside its limits: its result's schema (none for a plan), and what else the marker says. */
export interface Asked {
  schema: ResultSchema | undefined;
  marker?: Partial<Carried>;
  /**
   * What the step's first report sets once the request landed, beside `marker`: the asking comment, now the last
   * routed to the run. Only the post step's record writes it, as it writes only once the run moved since the send
   * (seed 6731: left out, a settle gave the work's closing reaction to the comment routed before).
   */
  landed?: Partial<Carried>;
}

/**
 * A handler for the request's failure (`err`), for the run as read before it was sent (`run`): records what it asked
 * when no answer came, `run` had stopped and the tracking comment (`found`) shows it; then throws `err`.
 */
export const recordUnanswered =
  (
    step: Step,
    reporter: Reporter,
    found: FoundComment | undefined,
    run: RunItem,
    inputs: FollowInputs,
    asked: Asked,
  ) =>
  async (err: unknown): Promise<never> => {
    // Cancelled with the request on its way to a run that had stopped: whatever work is going on it now, this request
    // started (or another job's at the same moment). The run is held (holdWhileSending, before the request was sent):
    // the job's post step stops that work; a run the request did not reach has stayed stopped, and the post step leaves
    // it as its comment shows it.
    if (step.signal.aborted && hasStopped(run.state))
      step.host.log.info(
        `the job was cancelled while this request was on its way to run ${run.run_id}: the post step stops the work it started, if it landed`,
      );
    const tracking = reporter.comment;
    const shown = found?.state.run === run.run_id ? found : undefined;
    if (err instanceof CloudAgentError && err.outcomeUnknown && hasStopped(run.state) && shown && tracking) {
      const body = remarked(shown, askedMarker(inputs, run, asked), step.markerKey);
      await tracking.write(body, step.signal).then(
        () => step.host.log.info('recorded on the tracking comment what this request asked of the run'),
        (error: unknown) =>
          step.host.log.warning(
            `could not record on the tracking comment what this request asked of the run: ${(error as Error).message}`,
          ),
      );
    }
    throw err;
  };

/**
 * An approval's follow-up failed (flow/conversation.ts approvePlan, the followup command's): when the run shows it did
 * not land (`run` as it was before), its claim on the tracking comment is taken back, so the plan can still be
 * approved; when it may have landed (the run moved, or cannot be read), the claim stays, and the result is true.
 */
export async function releaseUnsentClaim(
  step: Step,
  tracking: ThreadComment,
  run: RunItem,
): Promise<boolean> {
  const stays = (why: string) => {
    step.host.log.warning(`${why}: its claim stays on the tracking comment`);
    return true;
  };
  let now: RunItem;
  try {
    now = await step.client.runs.get(run.run_id, { signal: step.signal });
  } catch (err) {
    return stays(`could not tell whether the approval reached run ${run.run_id} (${(err as Error).message})`);
  }
  if (movedOn(run.updated_at, now)) {
    claimDecided(step);
    return stays(`the approval may have reached run ${run.run_id} (it is ${now.state} now)`);
  }
  await tracking.unclaim(step.signal).then(
    () => claimDecided(step),
    (err: unknown) => {
      step.host.log.warning(`could not take back the approval's claim: ${(err as Error).message}`);
    },
  );
  return false;
}

/**
 * Writes the tracking comment's record of a request on its way to run `runId` (`write`), before the request is sent
 * (MarkerState.sending), and resolves with what it does. GitHub refusing it ends the step with an error that says so:
 * nothing was sent, and a re-run sends it. A write the step's signal stopped throws as it was.
 */
export async function recordBeforeSending<T>(step: Step, runId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (step.signal.aborted) throw err;
    throw new OutcomeError(
      `could not record on the tracking comment that this request is on its way to run ${runId}: ${(err as Error).message}. Nothing was sent: re-run the job to send it`,
      'service',
      { cause: err },
    );
  }
}

/**
 * Whether a request the step sent was refused: the service answered with an error (its outcome known), and the step
 * was not stopped meanwhile. Any other failure may have landed.
 */
export function refused(step: Pick<Step, 'signal'>, err: unknown): boolean {
  return !step.signal.aborted && err instanceof ApiError && !err.outcomeUnknown;
}
