/**
 * `followup`: send a message to a run the workflow already holds (`run-id`), then follow it to its next end (unless
 * `wait: false`). The run's tracking comment on the thread, if there is one, follows it too. With `followup-mode`
 * `plan` the message goes in plan mode and the report shows the plan; with `approve` the plan the run's last
 * execution left is carried out (and nothing is sent when it left none).
 */
import { claimApproval, claimDecided, movedOn } from '../flow/claim.ts';
import { creditsOf } from '../flow/credits.ts';
import { followOptions, followRun, type FollowOptions } from '../flow/follow.ts';
import {
  alreadyCarriedOut,
  approvalMessage,
  planLeft,
  planMark,
  planStateOf,
  readExecutions,
  readPlanTexts,
  type PlanTexts,
} from '../flow/plan.ts';
import { withResultSchema } from '../flow/output-schema.ts';
import { reporterForRun, routedOf, type Reporter } from '../flow/report.ts';
import { owedFailure, reportStopFirst, wroteReport } from '../flow/settle.ts';
import { fileUids, withAppendix } from '../flow/result.ts';
import { holdRun, type Step } from '../flow/step.ts';
import { holdWhileSending, recordUnanswered, releaseUnsentClaim } from '../flow/unanswered.ts';
import { defaultOf, type FollowupCommandInputs } from '../inputs.ts';
import { InputError } from '../shared/outcome.ts';
import { ACTIVE_STATES } from '../shared/runs.ts';
import { sleepFor, type RunItem } from '../client/index.ts';
import { CLAIM_WAIT, scaled } from '../timing.ts';

export async function followupCommand(
  step: Step,
  given: FollowupCommandInputs,
  /** The pace of following the run (for tests); the default polls as the action does. */
  options: { poll?: FollowOptions['poll'] } = {},
): Promise<void> {
  const { client, signal } = step;
  const inputs = await withResultSchema(step, given);
  const { runId, followupMode: mode } = inputs;
  let before = await client.runs.get(runId, { signal });
  if (mode === 'approve') {
    const left = planLeft(before);
    if (left.kind !== 'waiting') {
      const why =
        left.kind === 'working'
          ? `is ${before.state}: approve its plan once it has stopped`
          : left.kind === 'not-planned' && left.reason === 'pull-request'
            ? 'has a pull request, so no plan of it waits for approval'
            : `left no plan to approve (${before.state})`;
      throw new InputError('run-id', `run ${runId} ${why}; nothing was sent`);
    }
  }
  const phrase = defaultOf('trigger-phrase');
  let reporter = await reporterForRun(step, before, inputs.comment);
  // The texts of its plans, for a message in plan mode (see planMark below).
  const texts =
    mode === 'plan'
      ? await readPlanTexts(client, before, (line) => step.host.log.info(line), signal)
      : undefined;
  // A run at work when first read may have stopped while its thread and plans were read: read once more, last before
  // the message is sent, so that the stop is shown first below and the message goes to the run as it is.
  if (ACTIVE_STATES.has(before.state)) before = await client.runs.get(runId, { signal });
  // How the run stopped, if its thread never showed it, is shown first: once the message moves it on, no one could.
  const first = await reportStopFirst(step, before, reporter.found, phrase, 'followup');
  if (wroteReport(first)) reporter = await reporterForRun(step, before, inputs.comment);
  // The plan the thread shows as waiting, if any: a revision of it is held to its approval's claim (below).
  const waiting = mode === 'plan' ? planWaiting(reporter, before, texts!) : false;
  // The work sent now is this workflow's, not that of the thread's last asking comment: no later writer of the
  // comment (settle) reacts on that comment for how this work ends. That comment stays listed as routed to the run, so
  // a re-run of its job does not send it again.
  reporter.setMarker(routedOf(reporter.found, runId, undefined, before));
  if (mode === 'approve') {
    // Without the thread's marker, the service tells whether this plan was carried out already (read last, just
    // before the approval is sent): a plan is approved once.
    const { timeline, last } = await readExecutions(client, before, signal);
    const done = alreadyCarriedOut(before, timeline, last);
    if (done) throw new InputError('run-id', `run ${runId}: ${done}; nothing was sent`);
  }
  const claimed = mode === 'approve' && (await claimOnThread(step, reporter, before));
  const who = step.trigger.actor ?? '';
  // The rule of who may approve stays the one the thread's marker records (this command has none of its own).
  // A message in normal mode to a run asked for a plan (its plan being written, or waiting) leaves the plan asked
  // for: the report shows it when it waits, as settle's would, or drops it once the run did something else. Shown,
  // it is recorded as shown; an approval is held to that (flow/plan.ts planShownSince).
  const plan = texts
    ? planMark(who, before, reporter.carriedMarker().plan?.rule, texts)
    : mode === 'normal'
      ? reporter.carriedMarker().plan
      : undefined;
  if (plan) reporter.setMarker({ plan });
  if (mode === 'approve') reporter.setMarker({ plan: undefined });
  // A result is asked for in the message of work that is carried out, never of a plan.
  const asked = (message: string) => (mode === 'plan' ? message : withAppendix(message, inputs.resultSchema));
  const body =
    mode === 'approve'
      ? { message: asked(approvalMessage('', inputs.message)), mode: 'normal' as const }
      : { message: asked(inputs.message), ...(mode === 'plan' ? { mode: 'plan' as const } : {}) };
  // The marker's plan, asking comment and comments routed, as this command's first report would write them: the
  // comment it takes the place of stays listed when no answer comes (a re-run of that comment's job sends nothing).
  const { plan: shownPlan, comment, commentKind, routed } = reporter.carriedMarker();
  const what = {
    schema: mode === 'plan' ? undefined : inputs.resultSchema,
    marker: { plan: shownPlan, comment, commentKind, routed },
  };
  // No revision under a claimed approval (docs/plans.md, item 5), as a comment's: read last, just before the send.
  if (waiting && (await reporter.comment!.claimed(signal))) {
    throw new InputError(
      'run-id',
      `run ${runId}: its plan was just approved on its thread (the tracking comment carries the approval's claim); the message was not sent, so the agent carries out the plan as the thread showed it. Send it again once it has`,
    );
  }
  const record = recordUnanswered(step, reporter, reporter.found, before, inputs, what);
  const hold = holdWhileSending(step, before, inputs, what);
  await client.runs.followUp(runId, body, { signal }).catch(async (err: unknown) => {
    try {
      if (claimed) await releaseUnsentClaim(step, reporter.comment!, before);
      return await record(err);
    } finally {
      hold.release();
    }
  });
  if (claimed) claimDecided(step);
  step.host.log.info(
    mode === 'approve'
      ? `sent the approval of its plan to run ${runId} (${before.state})`
      : `sent the message to run ${runId} (${before.state})${mode === 'plan' ? ' in plan mode' : ''}`,
  );
  holdRun(step, runId);
  const runner = step.host.words.runner.toLowerCase();
  const note =
    mode === 'approve'
      ? `The plan was approved by ${runner}: the agent carries it out.`
      : plan
        ? `A follow-up in plan mode was sent to this run by ${runner}: the agent proposes a plan and changes nothing until it is approved.`
        : `A follow-up was sent to this run by ${runner}.`;
  // followup reads no trigger-phrase: a reader on a thread is told the default one.
  await followRun({
    ...followOptions(step, inputs, reporter, runId, phrase),
    note,
    movedSince: before.updated_at,
    // The budget counts what the run uses from here: its credits as read just before the message was sent.
    creditsBaseline: creditsOf(before),
    // A result file of the run's earlier executions is not this one's.
    resultBefore: fileUids(before),
    // Sent while the run was queued or at work: the message joins that execution (see FollowOptions.joined).
    joined: ACTIVE_STATES.has(before.state),
    ...(plan ? { plan } : {}),
    ...(options.poll ? { poll: options.poll } : {}),
  });
  // A budget is a promise, and so is a schema: the report shown first said one was broken (see reportStopFirst).
  const owed = owedFailure(first);
  if (owed) throw owed;
}

/** Whether the run's tracking comment shows its plan waiting for approval (the plan its marker asked, `texts` read). */
function planWaiting(reporter: Reporter, before: RunItem, texts: PlanTexts): boolean {
  const mark = reporter.carriedMarker().plan;
  if (!mark || !reporter.comment || reporter.found?.state.run !== before.run_id) return false;
  return planStateOf(before, mark, texts).kind === 'waiting';
}

/**
 * On a thread, the approval is claimed on its tracking comment as an approval by comment claims it
 * (flow/conversation.ts approvePlan), so that of two approvals at once (this command's and a comment's, or two of this
 * command's) one is sent. True when this call made the claim. A claim already there is another approval between its
 * claim and its send: the run is read for a while (CLAIM_WAIT) to tell the approver whether it landed, and nothing is
 * sent either way (a claim is never passed: its approval may still come). A job cut short there leaves its claim to its
 * post step (flow/claim.ts); one whose approval never comes all the same is passed by the command line's
 * `cloud-agent approve`, which has no thread to claim on.
 */
async function claimOnThread(step: Step, reporter: Reporter, before: RunItem): Promise<boolean> {
  const { client, signal } = step;
  const tracking = reporter.comment;
  if (!tracking || tracking.id === undefined || reporter.found?.state.run !== before.run_id) return false;
  if ((await claimApproval(step, tracking, before)) === 'claimed') return true;
  const runId = before.run_id;
  step.host.log.info(
    `the tracking comment carries an approval claim: waiting up to ${CLAIM_WAIT.forMs / 1000} s for that approval to reach run ${runId}`,
  );
  const sleep = step.sleep ?? ((ms: number) => sleepFor(ms, signal));
  for (let read = 0; read < CLAIM_WAIT.forMs / CLAIM_WAIT.everyMs; read++) {
    await sleep(scaled(CLAIM_WAIT.everyMs));
    const now = await client.runs.get(runId, { signal });
    if (movedOn(before.updated_at, now))
      throw new InputError(
        'run-id',
        `run ${runId}: its plan was just approved on its thread (the tracking comment carries the approval's claim, and the run moved on since: now ${now.state}); nothing was sent`,
      );
  }
  throw new InputError(
    'run-id',
    `run ${runId}: its plan's approval is claimed on its thread (the action's 👍 on the tracking comment), and that approval has not reached the run in ${CLAIM_WAIT.forMs / 1000} s; nothing was sent. If it never comes (its job ended without a post step to take its claim back), approve with \`cloud-agent approve ${runId}\`, which takes no claim`,
  );
}
