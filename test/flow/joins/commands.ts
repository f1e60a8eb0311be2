/**
 * The commands of the model-based test (test/flow/joins.model.test.ts), one class each: a comment on the thread (a
 * request, a plan, an approval, a cancel, a status) taken at once or queued, a queued job run, two jobs at once, a job
 * cut short, the followup command, a settle, time passing, and a fault of the service or of GitHub. Each runs the real
 * flow in this process (a job's main step, then its post step when the main step left it work, as the runner runs
 * them), records the step in the model, and then every invariant is checked (invariants.ts). Some also check what
 * the model expects of a step whose outcome is plain (a plan asked for is shown; an approval anyone may give of a
 * plan shown is carried out): without them a product that did nothing would keep every invariant.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { ApiAbortError } from '../../../src/client/index.ts';
import { followupCommand as followupStep } from '../../../src/commands/followup.ts';
import { settleCommand } from '../../../src/commands/settle.ts';
import { STATE, StepState } from '../../../src/flow/state.ts';
import { leftWork } from '../../../src/post.ts';
import { settleLeft } from '../../../src/post-settle.ts';
import { converse } from '../../../src/flow/conversation.ts';
import { conversationOrigin } from '../../../src/flow/origin.ts';
import { resultSchemaOf, SHIPPED_SCHEMAS } from '../../../src/flow/output-schema.ts';
import { factoryStarter, runStarter } from '../../../src/flow/starters.ts';
import { threadTicket } from '../../../src/flow/tickets.ts';
import type { SettleResult } from '../../../src/render/settle.ts';
import type { FakeOperation, FaultRule as GitHubFaultRule } from '../../github/fake-github.ts';
import { inputs as runInputs } from '../../helpers/inputs.ts';
import { memoryHost } from '../../helpers/step.ts';
import type { FaultRule as ServiceFaultRule } from '../../simulator/server.ts';
import type { SimRun } from '../../simulator/state.ts';
import { checkInvariants } from './invariants.ts';
import {
  bodyOf,
  CUT_WORDS,
  type CommentJob,
  type CutShort,
  type Follow,
  type StepRecord,
  type Talk,
  type ThreadModel,
} from './model.ts';
import { approvals, firstShown, newestPlan, REPAIR, showsWaiting, STOPPED, workOf } from './observe.ts';
import {
  ACTION,
  API_KEY,
  DELETER,
  FACTORY,
  Gate,
  READER,
  REQUESTER,
  START_MS,
  THREAD,
  TOKEN,
  WRITER,
  type Execution,
  type JobStep,
  type JoinsWorld,
  type Person,
  type WrittenComment,
} from './world.ts';

type Command = fc.AsyncCommand<ThreadModel, JoinsWorld>;

// ---- the steps --------------------------------------------------------------------------------------------------

/** Starts the record of a step; `finish` completes it. */
function begin(
  world: JoinsWorld,
  model: ThreadModel,
  record: Omit<StepRecord, 'failed' | 'writesFrom' | 'writesTo' | 'began' | 'ended' | 'after'>,
): StepRecord {
  const started: StepRecord = {
    ...record,
    failed: false,
    writesFrom: world.gh.state.commentWrites.length,
    writesTo: world.gh.state.commentWrites.length,
    began: world.now,
    ended: world.now,
    after: new Map(),
  };
  model.steps.push(started);
  return started;
}

/** The warnings among a step's log lines (kept on its record for the invariants about claims). */
const warningsOf = (lines: readonly string[]) => lines.filter((line) => line.startsWith('warning: '));

/** With JOINS_TRACE set, each step's log goes to stderr as it ends (to read a failing sequence replayed). */
function trace(world: JoinsWorld, record: StepRecord, lines: readonly string[]): void {
  if (!process.env.JOINS_TRACE) return;
  const when = new Date(world.now).toISOString();
  process.stderr.write(`\n== ${record.label} (${when}${record.failed ? `, failed: ${record.error}` : ''})\n`);
  for (const line of lines) process.stderr.write(`   ${line}\n`);
}

function finish(
  world: JoinsWorld,
  record: StepRecord,
  outputs: Record<string, string>,
  err?: unknown,
): StepRecord {
  record.writesTo = world.gh.state.commentWrites.length;
  record.ended = world.now;
  for (const run of world.threadRuns()) {
    const item = world.view(run);
    record.after.set(run.run_id, { state: item.state, updatedAt: item.updated_at });
  }
  if (outputs['run-id']) record.runId = outputs['run-id'];
  if (outputs.detached) record.detached = outputs.detached === 'true';
  if (err !== undefined) {
    record.failed = true;
    record.error = (err as Error).message;
  }
  return record;
}

/** `output-schema: verdict` with its one repair (`output-schema-retries: 1`), as a step asking for a result reads it. */
const VERDICT_SCHEMA = resultSchemaOf(
  SHIPPED_SCHEMAS.verdict,
  'output-schema',
  { kind: 'shipped', name: 'verdict' },
  1,
);
const resultInput = (follow: Follow) => (follow.result ? VERDICT_SCHEMA : undefined);

/** The inputs of a comments workflow's step that follows with `follow`. */
function startInputs(world: JoinsWorld, follow: Follow) {
  const base = runInputs({ prompt: 'Make the change the comment asks for.', includeContext: false });
  return {
    ...base,
    apiKey: API_KEY,
    baseUrl: world.sim.url,
    githubToken: TOKEN,
    wait: follow.wait,
    timeoutMinutes: follow.timeoutMinutes,
    maxCredits: follow.budget,
    cancelOnAbort: follow.cancelOnAbort,
    conversation: { ...base.conversation, planApprovers: follow.rule },
    resultSchema: resultInput(follow),
  };
}

const describeFollow = (f: Follow) =>
  `${f.wait ? 'wait' : 'no wait'}${f.budget === undefined ? '' : `, max-credits ${f.budget}`}, timeout ${f.timeoutMinutes} min, ${f.rule}${f.result ? ', output-schema verdict' : ''}${f.cancelOnAbort ? '' : ', cancel-on-abort false'}`;
const describeExecution = (e: Execution) =>
  `→ ${e.outcome} after ${e.workMs / 1000}s${e.artifacts === 'default' ? '' : `, ${e.artifacts}`}${e.inPlace ? ', in place' : ''}${e.result === 'none' ? '' : `, result ${e.result}`}${e.leaks ? ', leaks secrets' : ''}`;

/** How long after its main step a job's post step starts (the runner's own step in between). */
const POST_STARTS_MS = 1000;

/**
 * The post step of `main`'s job, when its main step did not say it was done with its run: the action's backstop
 * (`settleLeft`) on the state the main step saved, through `gate`, its writes and requests the job's own.
 */
async function runPost(
  world: JoinsWorld,
  record: StepRecord,
  main: JobStep,
  gate: Gate | undefined,
): Promise<void> {
  const state = new StepState(main.host.state);
  // A main step that finished with its run (or let it go), and left no approval claim undecided, leaves the post step
  // nothing, as it says itself.
  const letGo = state.load(STATE.settled) === 'true';
  if (letGo && !leftWork(state)) return;
  // The runner takes a moment to start the post step: what it does comes after the main step, on the service's clock
  // too (seed 5671: a follow-up that landed as its job was cut, and the post step's cancel of it, in the same
  // millisecond as the cancel before them, left the run's `updated_at` as it was, which no real run does).
  world.advance(POST_STARTS_MS);
  const host = memoryHost(
    {
      'api-key': API_KEY,
      'base-url': world.sim.url,
      'github-token': TOKEN,
      comment: 'true',
      'cancel-on-abort': String(record.follow?.cancelOnAbort ?? true),
    },
    main.host.saved,
  );
  // One that saved nothing leaves it nothing either (src/post.ts leftWork): what it may have left going is still
  // looked at below.
  const ran = leftWork(state);
  if (ran) {
    const post = world.step(main.eventName, main.payload, gate, { of: main, host });
    await settleLeft(host, state, world.postWorld(post));
  }
  // One that let its run go before its job was cut (to a settle, which holds what it recorded) left the post step
  // only its closing reaction or its claim, and nothing of the run to stop (seed 6321: a re-run's repair whose answer
  // was lost, recorded as sent, the job cut as it gave its closing reaction).
  const run = letGo
    ? undefined
    : (world.sim.sim.runs.get(state.load(STATE.runId)) ??
      // A re-run answers for the run made for its comment only when it asked for one: one an earlier attempt made and
      // let go (`wait: false`) is not this job's to stop.
      (record.comment && (record.attempt === undefined || world.askedToMake(main.agent))
        ? world.runFor(record.comment.id)
        : undefined) ??
      // A job that failed on its own without holding a run leaves what its request may have started to the settle
      // (docs/conversations.md: a request whose answer never came); one cut short leaves nothing going.
      (record.cut ? restarted(world, main.agent) : undefined));
  record.post = {
    ran,
    lines: host.lines,
    claimLeft: state.load(STATE.claim),
    ...(run ? { run: run.run_id, state: world.view(run).state } : {}),
  };
  trace(world, { ...record, label: `${record.label}: its post step` }, host.lines);
}

/**
 * The run a job's follow-up set to work again (it landed on the run stopped), if one did: work the job asked for,
 * whatever the job saved of it. Its own landing, not an earlier attempt's of the same message (seed 6311: a re-run
 * whose comment's record was deleted sent its request again to the run at work, and was taken for the first attempt
 * that had restarted it). Not a repair a job sent as a settle does (its `status`), which a settle holds, as the report
 * it wrote says (seed 6321).
 */
function restarted(world: JoinsWorld, agent: string): SimRun | undefined {
  for (const call of world.calls) {
    if (call.agent !== agent || call.operation !== 'createFollowup' || call.message?.startsWith(REPAIR))
      continue;
    const run = call.runId ? world.sim.sim.runs.get(call.runId) : undefined;
    const landing = run?.followups.slice(call.from ?? 0).find((f) => f.message === call.message);
    if (landing && STOPPED.has(landing.state)) return run;
  }
  return undefined;
}

/**
 * The main step of a job (`main`, resolving with what it threw), then its post step. A job cut short (`cut`) is
 * stopped once its gate holds: signalled and let go on to its end, or left where it is (its process ended); one cut
 * with a write's answer on its way was signalled as that write landed (loseAnswer), and runs on to its end.
 */
async function mainThenPost(
  world: JoinsWorld,
  record: StepRecord,
  step: JobStep,
  main: Promise<unknown>,
  gate: Gate | undefined,
  cut?: { controller: AbortController; how: CutShort; beforePost?: () => void },
): Promise<unknown> {
  let error: unknown;
  const held = cut && gate && (await Promise.race([gate.holding.then(() => true), main.then(() => false)]));
  if (held && cut.how === 'killed') {
    record.cut = 'killed';
    error = new Error('the job was cancelled and its process ended');
  } else {
    if (held) {
      record.cut = 'signal';
      cut.controller.abort(new Error('received SIGTERM'));
      gate.release();
    }
    // A main step that ended before the point it was to be cut at: the cut never comes, nor holds its post step there
    // (a hold no one would release).
    else if (cut && gate) gate.disarm();
    error = await main;
  }
  finish(world, record, step.host.outputs, error);
  record.warnings = warningsOf(step.host.lines);
  record.passedOn = step.host.lines.some((l) => l.includes(' already works on this thread: cancelling '));
  trace(world, record, step.host.lines);
  cut?.beforePost?.();
  // A killed main step holds its gate for ever: the post step, a process of its own, passes none. What it sent GitHub
  // before it ended lands first: the runner takes seconds to start the post step, GitHub a moment (a delayed answer's
  // 20 ms) to do what it was asked.
  if (record.cut === 'killed') await world.gh.landed();
  await runPost(world, record, step, record.cut === 'killed' ? undefined : gate);
  finish(world, record, step.host.outputs, error);
  return error;
}

/** What the service is asked to change: the requests whose answer, lost, leaves the job not knowing what it did. */
const SERVICE_WRITES = new Set(['createRun', 'createFollowup', 'cancelRun', 'dispatchFactoryRun']);

/**
 * Cuts `step`'s job short as a cancel in the middle of a request does: the first write to the service at or after the
 * gate's `holdAt`-th passage (which does not hold) lands, then the job is signalled before its answer comes back, and
 * the step gets what the client throws for a request its signal aborted.
 */
function loseAnswer(step: JobStep, gate: Gate, controller: AbortController, cut: () => void): void {
  const call = step.client.call.bind(step.client);
  step.client.call = (async (...args: Parameters<typeof call>) => {
    const answer = await call(...args);
    const [operation] = args;
    if (controller.signal.aborted || !SERVICE_WRITES.has(operation) || gate.passages < gate.at) return answer;
    cut();
    controller.abort(new Error('received SIGTERM'));
    throw new ApiAbortError(`${operation}: aborted`, { operation });
  }) as typeof call;
}

/** What `work` threw, or undefined when it ended well. */
const thrown = (work: Promise<unknown>): Promise<unknown> =>
  work.then(
    () => undefined,
    (err: unknown) => err ?? new Error('failed without an error'),
  );

/** The job of a comment: `converse` on its event, in its own step, then its post step. */
async function runComment(
  world: JoinsWorld,
  model: ThreadModel,
  job: CommentJob,
  gate: Gate | undefined,
  cut?: CutShort,
  beforePost?: () => void,
  rerun?: JobStep,
): Promise<StepRecord & { step: JobStep }> {
  const controller = new AbortController();
  const step = world.step('issue_comment', job.comment.event, gate, {
    signal: controller.signal,
    ...(rerun ? { rerun } : {}),
  });
  if (cut === 'answer lost') loseAnswer(step, gate!, controller, () => (record.cut = cut));
  const inputs = startInputs(world, job.follow);
  const origin = conversationOrigin(step.env, step.trigger, inputs);
  const attempt = Number(step.env.runAttempt);
  const record = begin(world, model, {
    label: `${attempt > 1 ? `attempt ${attempt} of ` : ''}@${job.comment.author}'s ${job.talk} (comment ${job.comment.id})`,
    kind: 'comment',
    talk: job.talk,
    comment: job.comment,
    follow: job.follow,
    agent: step.agent,
    ...(attempt > 1 ? { attempt } : {}),
  });
  const starter = world.factory
    ? factoryStarter(step, FACTORY, threadTicket('acme/app', THREAD), step.trigger.url)
    : runStarter(step, inputs.run, origin);
  const main = thrown(converse(step, inputs, step.trigger.comment!, starter, origin, world.poll(gate)));
  await mainThenPost(world, record, step, main, gate, cut ? { controller, how: cut, beforePost } : undefined);
  // What a re-run can run again: this attempt, in the place of the one it ran again.
  const earlier = rerun ? model.ran.findIndex((r) => r.step === rerun) : -1;
  model.ran.splice(earlier < 0 ? model.ran.length : earlier, earlier < 0 ? 0 : 1, { job, step, record });
  return Object.assign(record, { step });
}

/**
 * A comment's job (`spec`, written now) whose process ends at its `holdAt`-th request or poll, then the job re-run:
 * the next attempt of its workflow run, on the same event. The cut job's record, and the re-run's.
 */
export async function cutThenReRun(
  world: JoinsWorld,
  model: ThreadModel,
  spec: CommentSpec,
  holdAt: number,
): Promise<{ cut: StepRecord; rerun: StepRecord; comment: WrittenComment }> {
  const job = write(world, model, spec);
  world.scriptNext(job.execution, job.comment.id);
  const cut = await runComment(world, model, job, new Gate(holdAt), 'killed');
  world.advance(60_000);
  world.scriptNext(job.execution, job.comment.id);
  const rerun = await runComment(world, model, job, undefined, undefined, undefined, cut.step);
  checkInvariants(world, model);
  return { cut, rerun, comment: job.comment };
}

/** The followup command on the thread's run (a workflow on a comment of the thread). */
async function runFollowup(
  world: JoinsWorld,
  model: ThreadModel,
  spec: { mode: 'normal' | 'plan' | 'approve'; follow: Follow; offThread?: boolean },
  gate: Gate | undefined,
  cut?: CutShort,
): Promise<StepRecord | undefined> {
  const run = world.threadRun();
  if (!run) return undefined;
  const message = spec.mode === 'approve' ? '' : `follow-up ${model.topic(WRITER)}`;
  const controller = new AbortController();
  const step = spec.offThread
    ? world.step('workflow_dispatch', { inputs: {} }, gate, { signal: controller.signal })
    : world.step('issue_comment', world.writeComment(WRITER, 'Running the follow-up workflow.').event, gate, {
        signal: controller.signal,
      });
  if (cut === 'answer lost') loseAnswer(step, gate!, controller, () => (record.cut = cut));
  const record = begin(world, model, {
    label: `the followup command (${spec.mode}${spec.offThread ? ', off the thread' : ''}) on run ${run.run_id}`,
    kind: 'followup',
    follow: spec.follow,
    ...(message ? { message } : { approves: true }),
    ...(spec.offThread ? { offThread: true } : {}),
    agent: step.agent,
  });
  const main = thrown(
    followupStep(
      step,
      {
        command: 'followup',
        apiKey: API_KEY,
        baseUrl: world.sim.url,
        githubToken: TOKEN,
        comment: true,
        wait: spec.follow.wait,
        timeoutMinutes: spec.follow.timeoutMinutes,
        failOnRunFailure: true,
        cancelOnAbort: spec.follow.cancelOnAbort,
        detachAfterMinutes: undefined,
        progressIntervalSeconds: 0,
        maxCredits: spec.follow.budget,
        ...(spec.follow.result ? { outputSchema: 'verdict', outputSchemaRetries: 1 } : {}),
        runId: run.run_id,
        message,
        followupMode: spec.mode,
      },
      { poll: world.poll(gate) },
    ),
  );
  await mainThenPost(world, record, step, main, gate, cut ? { controller, how: cut } : undefined);
  return record;
}

/** A settle, its `since` the GitHub time the last completed settle started at. */
async function runSettle(world: JoinsWorld, model: ThreadModel, gate: Gate | undefined): Promise<StepRecord> {
  const step = world.step('schedule', { schedule: '*/15 * * * *' }, gate);
  const since = model.lastSettle;
  const startedAt = world.githubTime();
  const record = begin(world, model, {
    label: `the settle of ${startedAt}${since ? ` (since ${since})` : ''}`,
    kind: 'settle',
    agent: step.agent,
    settle: { since, startedAt, completed: false, results: [] },
  });
  let error: unknown;
  try {
    await settleCommand(
      step,
      {
        command: 'settle',
        apiKey: API_KEY,
        baseUrl: world.sim.url,
        githubToken: TOKEN,
        comment: true,
        windowMinutes: 24 * 60,
        triggerPhrase: '@cloud-agent',
      },
      { since },
    );
  } catch (err) {
    error = err;
  }
  const results = step.host.outputs.results;
  record.settle!.results = results ? (JSON.parse(results) as SettleResult[]) : [];
  record.settle!.completed = error === undefined;
  if (error === undefined) model.lastSettle = startedAt;
  finish(world, record, {}, error);
  record.warnings = warningsOf(step.host.lines);
  trace(world, record, step.host.lines);
  return record;
}

// ---- the commands -----------------------------------------------------------------------------------------------

abstract class JoinCommand implements Command {
  check(_model: Readonly<ThreadModel>): boolean {
    return true;
  }

  async run(model: ThreadModel, world: JoinsWorld): Promise<void> {
    await this.act(model, world);
    world.clearScripts();
    model.hasRun = world.threadRun() !== undefined;
    model.planShown = planWaitsShown(world);
    checkInvariants(world, model);
  }

  protected abstract act(model: ThreadModel, world: JoinsWorld): Promise<void>;
  abstract toString(): string;
}

/** True one time in four. */
const rarely = fc.integer({ min: 0, max: 3 }).map((n) => n === 0);

/**
 * JOINS_HARSH=1: an exploratory distribution (CONTRIBUTING.md, "The model-based test"): a result asked for half the
 * time, and the faults of the service and of GitHub three times as often.
 */
const HARSH = process.env.JOINS_HARSH === '1';

/** One of `values`, each as often as its weight says. */
const weighted = <T>(...values: [number, T][]): fc.Arbitrary<T> =>
  fc.oneof(...values.map(([weight, value]) => ({ weight, arbitrary: fc.constant(value) })));

/** Who writes a comment: most often someone who may ask (the one who asks first, another writer), now and then a reader. */
const person = weighted<Person>([4, REQUESTER], [3, WRITER], [1, READER]);

/**
 * How a step follows: waiting or not; now and then a budget (`max-credits`: a run uses CREDITS_PER_POLL every poll
 * while it works) or a deadline short enough to be passed; either rule of who approves a plan.
 */
export const followArb: fc.Arbitrary<Follow> = fc.record({
  wait: fc.boolean(),
  budget: weighted<number | undefined>([3, undefined], [1, 15], [1, 25], [1, 40], [1, 600]),
  timeoutMinutes: weighted([1, 1], [1, 3], [5, 30]),
  rule: weighted<Follow['rule']>([2, 'allowed'], [1, 'not-requester']),
  result: HARSH ? fc.integer({ min: 0, max: 1 }).map((n) => n === 0) : rarely,
  cancelOnAbort: weighted([4, true], [1, false]),
});

/**
 * What the service does with the next execution: how it ends, mostly after a few polls (now and then after many),
 * and what it leaves (mostly what its mode makes: a plan in plan mode).
 */
export const executionArb: fc.Arbitrary<Execution> = fc.record({
  outcome: weighted<Execution['outcome']>([5, 'SUCCEEDED'], [1, 'BLOCKED'], [1, 'FAILED']),
  workMs: fc
    .oneof(
      { weight: 8, arbitrary: fc.integer({ min: 1, max: 3 }) },
      { weight: 2, arbitrary: fc.integer({ min: 4, max: 15 }) },
      // Now and then a run that works for an hour: long past a short deadline or a settle's margin for skew.
      { weight: 1, arbitrary: fc.constant(360) },
    )
    .map((n) => n * 10_000 - 3000),
  artifacts: weighted<Execution['artifacts']>([6, 'default'], [1, 'pr'], [1, 'none']),
  inPlace: rarely,
  leaks: rarely,
  result: weighted<Execution['result']>([2, 'none'], [1, 'valid'], [2, 'wrong']),
});

/**
 * Whether the followup command runs without the thread, as `cloud-agent followup` and `cloud-agent approve` do from a
 * terminal (now and then): it follows its work, as they do by default.
 */
const offThreadArb = weighted([2, false], [1, true]);

/** A comment the model writes: what it asks, who writes it, how its job follows, and what the service does. */
export interface CommentSpec {
  talk: Talk;
  author: Person;
  follow: Follow;
  execution: Execution;
}

const commentSpecArb = (talks: Talk[]): fc.Arbitrary<CommentSpec> =>
  fc.record({ talk: fc.constantFrom(...talks), author: person, follow: followArb, execution: executionArb });

function describeSpec(spec: CommentSpec): string {
  const talk = spec.talk === 'ask' || spec.talk === 'plan' || spec.talk === 'approve';
  return `${spec.author} ${spec.talk}${talk ? ` (${describeFollow(spec.follow)} ${describeExecution(spec.execution)})` : ''}`;
}

/** Writes the comment of `spec` on the thread now. */
function write(world: JoinsWorld, model: ThreadModel, spec: CommentSpec): CommentJob {
  const comment = world.writeComment(spec.author, bodyOf(spec.talk, model.topic(spec.author)));
  model.comments.set(comment.id, comment);
  return { talk: spec.talk, comment, follow: spec.follow, execution: spec.execution };
}

/**
 * A comment on the thread, written `gapSeconds` after the last command; its job runs at once, or waits in the queue
 * (a `concurrency:` group) for a RunQueued.
 */
export class CommentCommand extends JoinCommand {
  readonly spec: CommentSpec;
  readonly gapSeconds: number;
  readonly queued: boolean;

  constructor(spec: CommentSpec, gapSeconds: number, queued: boolean) {
    super();
    this.spec = spec;
    this.gapSeconds = gapSeconds;
    this.queued = queued;
  }

  protected async act(model: ThreadModel, world: JoinsWorld): Promise<void> {
    world.advance(this.gapSeconds * 1000);
    const expectations = this.queued ? undefined : expected(world, model, this.spec);
    const job = write(world, model, this.spec);
    if (this.queued) {
      model.queued.push(job);
      return;
    }
    world.scriptNext(job.execution, job.comment.id);
    const before = approvals(world).length;
    const record = await runComment(world, model, job, undefined);
    expectations?.(record, approvals(world).length - before);
  }

  toString(): string {
    return `${this.queued ? 'Queue' : 'Comment'}(+${this.gapSeconds}s ${describeSpec(this.spec)})`;
  }
}

export const commentCommand = fc
  .tuple(
    commentSpecArb([
      'ask',
      'ask',
      'plan',
      'plan',
      'plan',
      'approve',
      'approve',
      'approve',
      'cancel',
      'status',
    ]),
    fc.integer({ min: 0, max: 120 }),
    rarely,
  )
  .map(([spec, gap, queued]) => new CommentCommand(spec, gap, queued));

/**
 * What the model expects of a comment taken alone, when its outcome is plain; undefined when it is not. A plan asked
 * for by someone who may ask, of a service that plans within the step's deadline, with nothing in the way (no budget,
 * no short deadline, no fault waiting, no stop of a run with a budget or a result to report first), waits on the
 * tracking comment once the step ends. An approval of the plan the thread shows, by someone no rule refuses, written
 * after it was shown, when nothing claimed it yet and no fault waits, is carried out once.
 */
function expected(
  world: JoinsWorld,
  model: ThreadModel,
  spec: CommentSpec,
): ((record: StepRecord, approved: number) => void) | undefined {
  if (world.faultsPending() || spec.author === READER) return undefined;
  const run = world.threadRun();
  const state = run ? world.state(run) : undefined;
  // A factory's dispatch takes no plan mode: a plan asked of a dispatching workflow on a thread without a run is
  // answered so, and asks the service nothing. (With a run, it goes to that run as a follow-up in plan mode.)
  if (spec.talk === 'plan' && world.factory && !run) {
    const calls = world.calls.length;
    return (record) => {
      expect(record.failed, `${record.label}: ${record.error}`).toBe(false);
      expect(workOf(world, record), `${record.label}: work was sent`).toBeUndefined();
      expect(
        world.calls
          .slice(calls)
          .filter((c) => c.operation === 'createFollowup' || c.operation === 'dispatchFactoryRun'),
      ).toEqual([]);
      const replies = world.gh.state
        .commentsOf(THREAD)
        .filter(
          (c) => c.user === ACTION && c.body.startsWith(`@${spec.author} a plan needs a run of the agent`),
        );
      expect(replies.length, `${record.label}: no reply says a factory takes no plan`).toBeGreaterThan(0);
    };
  }
  if (spec.talk === 'plan' && !world.factory) {
    const { follow, execution } = spec;
    if (!follow.wait || follow.budget !== undefined || follow.timeoutMinutes < 30) return undefined;
    // An hour's work runs past the step's deadline: it is cancelled as timed out, and no plan waits.
    if (START_MS + execution.workMs >= follow.timeoutMinutes * 60_000) return undefined;
    if (execution.outcome === 'FAILED' || execution.artifacts !== 'default' || state === 'QUEUED')
      return undefined;
    // A run that stopped after work with a budget or a result asked for: the step reports it first, and fails if it
    // went over or its result does not match (a budget is a promise, and so is a schema: src/flow/conversation.ts).
    const promised = model.steps.some(
      (r) => (r.follow?.budget !== undefined || r.follow?.result) && workOf(world, r)?.run === run,
    );
    if (state !== undefined && STOPPED.has(state) && promised) return undefined;
    return (record) => {
      expect(record.failed, `${record.label}: ${record.error}`).toBe(false);
      const shown = world.tracking()?.body ?? '';
      const plan = newestPlan(world, world.threadRun()!, world.now);
      expect(plan && showsWaiting(shown, plan), `${record.label}: the plan is not shown waiting`).toBe(true);
    };
  }
  if (spec.talk !== 'approve' || !run || (state !== 'SUCCEEDED' && state !== 'BLOCKED')) return undefined;
  if (run.executionModes.at(-1) !== 'plan') return undefined;
  const plan = newestPlan(world, run, world.now);
  const tracking = world.tracking();
  if (!plan || !tracking || !showsWaiting(tracking.body, plan)) return undefined;
  const shown = firstShown(world, plan);
  if (!shown || Date.parse(tracking.updatedAt) >= Date.parse(world.githubTime())) return undefined;
  if (world.reactionsOn(tracking.id).includes('+1')) return undefined;
  // Who may approve: anyone admitted, unless a rule made it "not whoever asked for or revised the plan". The rule
  // and the people are the product's to keep; the model only expects what no reading of them refuses.
  const strict =
    spec.follow.rule === 'not-requester' || model.steps.some((r) => r.follow?.rule === 'not-requester');
  const askers = new Set(
    model.steps
      .filter((r) => r.talk === 'ask' || r.talk === 'plan' || r.kind === 'followup')
      .map((r) => r.comment?.author ?? WRITER),
  );
  if (strict && askers.has(spec.author)) return undefined;
  return (record, approved) => {
    expect(approved, `${record.label}: ${record.error ?? 'no approval was carried out'}`).toBe(1);
  };
}

/** Runs the job of a queued comment (the `pick`-th of those waiting). */
export class RunQueuedCommand extends JoinCommand {
  readonly pick: number;

  constructor(pick: number) {
    super();
    this.pick = pick;
  }

  override check(model: Readonly<ThreadModel>): boolean {
    return model.queued.length > 0;
  }

  protected async act(model: ThreadModel, world: JoinsWorld): Promise<void> {
    const [job] = model.queued.splice(this.pick % model.queued.length, 1);
    world.scriptNext(job!.execution, job!.comment.id);
    await runComment(world, model, job!, undefined);
  }

  toString(): string {
    return `RunQueued(${this.pick})`;
  }
}

export const runQueuedCommand = fc.nat({ max: 3 }).map((pick) => new RunQueuedCommand(pick));

/** One of two jobs at once: a comment's, a settle, or the followup command's. */
type TogetherJob =
  | { comment: CommentSpec }
  | { settle: true }
  | { followup: 'normal' | 'plan' | 'approve'; follow: Follow; execution: Execution; offThread: boolean };

/**
 * Two jobs at once (no `concurrency:` group): the first runs until its `holdFirst`-th request, the second until its
 * own hold (or its end), then the first to its end, then the second.
 */
export class TogetherCommand extends JoinCommand {
  readonly jobs: [TogetherJob, TogetherJob];
  readonly holds: [number, number | undefined];
  readonly gapSeconds: number;

  constructor(jobs: [TogetherJob, TogetherJob], holds: [number, number | undefined], gapSeconds: number) {
    super();
    this.jobs = jobs;
    this.holds = holds;
    this.gapSeconds = gapSeconds;
  }

  /** The followup command's job needs the thread's run. */
  override check(model: Readonly<ThreadModel>): boolean {
    return model.hasRun || !this.jobs.some((job) => 'followup' in job);
  }

  protected async act(model: ThreadModel, world: JoinsWorld): Promise<void> {
    world.advance(this.gapSeconds * 1000);
    const written = this.jobs.map((job) => ('comment' in job ? write(world, model, job.comment) : undefined));
    for (const [i, job] of this.jobs.entries()) {
      const comment = written[i];
      if (comment) world.scriptNext(comment.execution, comment.comment.id);
      else if ('followup' in job) world.scriptNext(job.execution, undefined);
    }
    const gates = this.holds.map((hold) => new Gate(hold));
    const start = (i: number): Promise<unknown> => {
      const job = this.jobs[i]!;
      const comment = written[i];
      if (comment) return runComment(world, model, comment, gates[i]);
      if ('followup' in job)
        return runFollowup(
          world,
          model,
          { mode: job.followup, follow: job.follow, offThread: job.offThread },
          gates[i],
        );
      return runSettle(world, model, gates[i]);
    };
    const first = start(0);
    const one = model.steps.at(-1)!;
    await Promise.race([gates[0]!.holding, first]);
    const second = start(1);
    const other = model.steps.at(-1)!;
    one.peer = other;
    other.peer = one;
    await Promise.race([gates[1]!.holding, second]);
    gates[0]!.release();
    await first;
    gates[1]!.release();
    await second;
  }

  toString(): string {
    const name = (job: TogetherJob) =>
      'comment' in job
        ? describeSpec(job.comment)
        : 'followup' in job
          ? `followup ${job.followup}${job.offThread ? ' off the thread' : ''} (${describeFollow(job.follow)} ${describeExecution(job.execution)})`
          : 'settle';
    return `Together(+${this.gapSeconds}s ${name(this.jobs[0])} held at ${this.holds[0]}, ${name(this.jobs[1])}${this.holds[1] === undefined ? '' : ` held at ${this.holds[1]}`})`;
  }
}

const togetherJob: fc.Arbitrary<TogetherJob> = fc.oneof(
  { weight: 4, arbitrary: commentSpecArb(['approve']).map((comment) => ({ comment })) },
  {
    weight: 2,
    arbitrary: commentSpecArb(['ask', 'plan', 'cancel', 'status']).map((comment) => ({ comment })),
  },
  { weight: 1, arbitrary: fc.constant({ settle: true as const }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('approve' as const, 'normal' as const, 'plan' as const),
        followArb,
        executionArb,
        offThreadArb,
      )
      .map(([followup, follow, execution, offThread]) => ({
        followup,
        follow: offThread ? { ...follow, wait: true } : follow,
        execution,
        offThread,
      })),
  },
);

export const togetherCommand = fc
  .tuple(
    togetherJob,
    togetherJob,
    fc.integer({ min: 1, max: 12 }),
    fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
    fc.integer({ min: 0, max: 90 }),
  )
  .map(([a, b, holdA, holdB, gap]) => new TogetherCommand([a, b], [holdA, holdB], gap));

/**
 * A comment's job cut short at its `holdAt`-th request or poll (`how`: cancelled, cancelled while a write's answer is
 * on its way, or its process ended), then its
 * post step: wherever the main step was (creating or finding the run, sending its message, following, writing the
 * comment), what the job asked for is not left working unless the post step says it could not stop it.
 */
export class CutShortCommand extends JoinCommand {
  readonly spec: CommentSpec;
  readonly holdAt: number;
  readonly how: CutShort;
  readonly gapSeconds: number;
  /** A fault of the service or of GitHub that meets the job's post step (injected as its main step ends). */
  readonly postFault: PostFault | undefined;

  constructor(spec: CommentSpec, holdAt: number, how: CutShort, gapSeconds: number, postFault?: PostFault) {
    super();
    this.spec = spec;
    this.holdAt = holdAt;
    this.how = how;
    this.gapSeconds = gapSeconds;
    this.postFault = postFault;
  }

  protected async act(model: ThreadModel, world: JoinsWorld): Promise<void> {
    world.advance(this.gapSeconds * 1000);
    const job = write(world, model, this.spec);
    world.scriptNext(job.execution, job.comment.id);
    const fault = this.postFault;
    const beforePost = fault
      ? () =>
          'service' in fault ? world.sim.faults.inject(fault.service) : world.gh.faults.inject(fault.github)
      : undefined;
    await runComment(world, model, job, cutGate(this.how, this.holdAt), this.how, beforePost);
  }

  toString(): string {
    const fault = this.postFault ? `, its post step meeting ${JSON.stringify(this.postFault)}` : '';
    return `CutShort(+${this.gapSeconds}s ${describeSpec(this.spec)}, ${CUT_WORDS[this.how]} at ${this.holdAt}${fault})`;
  }
}

/** A fault a cut-short job's post step meets: one it warns of, leaving the run or its comment to a settle. */
type PostFault = { service: ServiceFaultRule } | { github: GitHubFaultRule };

const postFaultArb: fc.Arbitrary<PostFault | undefined> = fc.option(
  fc.constantFrom<PostFault>(
    { service: { operation: 'cancelRun', fault: { status: 403, body: { error: 'refused' } } } },
    { service: { operation: 'cancelRun', fault: { lostAnswer: true } } },
    { service: { operation: 'getRun', times: 4, fault: { status: 500 } } },
    { github: { operationId: 'issues/update-comment', times: 3, status: 500 } },
    { github: { operationId: 'issues/get-comment', times: 3, status: 502 } },
    { github: { operationId: 'graphql', times: 3, status: 500 } },
  ),
  { freq: 3 },
);

/** The gate of a job cut short: held at `holdAt`, or (a write's answer lost) counting from there without holding. */
function cutGate(how: CutShort, holdAt: number): Gate {
  return how === 'answer lost' ? Object.assign(new Gate(), { at: holdAt }) : new Gate(holdAt);
}

/**
 * Where a job is cut short: a job that takes a run saves it after some eight requests and ends after twenty or thirty
 * (more when it follows long), so mostly while it follows.
 */
const cutAt = fc.oneof(
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }) },
  { weight: 3, arbitrary: fc.integer({ min: 9, max: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 31, max: 60 }) },
);
const cutHow = fc.constantFrom<CutShort>('signal', 'killed', 'answer lost');

export const cutShortCommand = fc
  .tuple(
    commentSpecArb(['ask', 'ask', 'plan', 'approve', 'cancel']),
    cutAt,
    cutHow,
    fc.integer({ min: 0, max: 120 }),
    postFaultArb,
  )
  .map(([spec, holdAt, how, gap, postFault]) => new CutShortCommand(spec, holdAt, how, gap, postFault));

/**
 * A comment's job run again, `gapSeconds` after the last command, as GitHub's "Re-run jobs" runs it: the next attempt
 * of its workflow run, on the same event, with the same inputs. It is the `pick`-th of the comments' jobs that ran (the
 * newest attempt of each) that failed or were cut short anywhere, as people mostly re-run those, or now and then of
 * every job that ran (`anyJob`), one that ended well too; now and then the re-run is cut short itself (`cut`), and may
 * be run again. Whatever an attempt before it did, a re-run does not do again
 * (no second run or request for the comment, no second approval of a plan), and the invariants hold it to the thread
 * as it is when it runs: a plan shown since, a run that moved on, its comment deleted since.
 */
export class ReRunCommand extends JoinCommand {
  readonly pick: number;
  readonly gapSeconds: number;
  readonly cut: { holdAt: number; how: CutShort } | undefined;
  /** Among every job that ran, not only those that failed or were cut short. */
  readonly anyJob: boolean;

  constructor(
    pick: number,
    gapSeconds: number,
    cut: { holdAt: number; how: CutShort } | undefined,
    anyJob: boolean,
  ) {
    super();
    this.pick = pick;
    this.gapSeconds = gapSeconds;
    this.cut = cut;
    this.anyJob = anyJob;
  }

  override check(model: Readonly<ThreadModel>): boolean {
    return model.ran.length > 0;
  }

  protected async act(model: ThreadModel, world: JoinsWorld): Promise<void> {
    world.advance(this.gapSeconds * 1000);
    // Mostly a job that failed or was cut short, as people re-run them; any job when none did, or now and then.
    const failed = model.ran.filter((r) => r.record.failed || r.record.cut);
    const among = this.anyJob || failed.length === 0 ? model.ran : failed;
    const { job, step } = among[this.pick % among.length]!;
    world.scriptNext(job.execution, job.comment.id);
    const gate = this.cut ? cutGate(this.cut.how, this.cut.holdAt) : undefined;
    await runComment(world, model, job, gate, this.cut?.how, undefined, step);
  }

  toString(): string {
    const cut = this.cut ? `, ${CUT_WORDS[this.cut.how]} at ${this.cut.holdAt}` : '';
    // Which job: the `pick`-th (modulo) of the comments' jobs that ran (or of those that failed or were cut short), in
    // the order they first ran.
    return `ReRun(+${this.gapSeconds}s ${this.anyJob ? 'job' : 'failed job'} ${this.pick}${cut})`;
  }
}

export const reRunCommand = fc
  .tuple(
    fc.nat({ max: 7 }),
    // Re-run at once (the runner was lost), or minutes later (someone saw the job fail).
    fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 900 })),
    fc.option(fc.record({ holdAt: cutAt, how: cutHow }), { freq: 4 }),
    rarely,
  )
  .map(([pick, gap, cut, anyJob]) => new ReRunCommand(pick, gap, cut ?? undefined, anyJob));

/** The followup command on the thread's run: a message, a plan asked for, or the plan approved. */
export class FollowupCommand extends JoinCommand {
  readonly mode: 'normal' | 'plan' | 'approve';
  readonly follow: Follow;
  readonly execution: Execution;

  /** Its job cut short at its `holdAt`-th request or poll (see CutShortCommand), or run to its end. */
  readonly cut: { how: CutShort; holdAt: number } | undefined;
  /** Run without the thread (see StepRecord.offThread): it then follows its work (`wait`). */
  readonly offThread: boolean;

  constructor(
    mode: 'normal' | 'plan' | 'approve',
    follow: Follow,
    execution: Execution,
    cut?: { how: CutShort; holdAt: number },
    offThread = false,
  ) {
    super();
    this.mode = mode;
    this.follow = offThread ? { ...follow, wait: true } : follow;
    this.execution = execution;
    this.cut = cut;
    this.offThread = offThread;
  }

  override check(model: Readonly<ThreadModel>): boolean {
    return model.hasRun;
  }

  protected async act(model: ThreadModel, world: JoinsWorld): Promise<void> {
    world.scriptNext(this.execution, undefined);
    const spec = { mode: this.mode, follow: this.follow, offThread: this.offThread };
    if (!this.cut) return void (await runFollowup(world, model, spec, undefined));
    await runFollowup(world, model, spec, cutGate(this.cut.how, this.cut.holdAt), this.cut.how);
  }

  toString(): string {
    const cut = this.cut ? `, ${CUT_WORDS[this.cut.how]} at ${this.cut.holdAt}` : '';
    const where = this.offThread ? ' off the thread' : '';
    return `Followup(${this.mode}${where}, ${describeFollow(this.follow)} ${describeExecution(this.execution)}${cut})`;
  }
}

const followupMode = fc.constantFrom('normal' as const, 'plan' as const, 'approve' as const);
export const followupCommand = fc
  .tuple(followupMode, followArb, executionArb, offThreadArb)
  .map(
    ([mode, follow, execution, offThread]) =>
      new FollowupCommand(mode, follow, execution, undefined, offThread),
  );

/** The followup command's job cut short (see CutShortCommand): it holds the run once its message is sent. */
export const cutFollowupCommand = fc
  .tuple(followupMode, followArb, executionArb, cutAt, cutHow)
  .map(
    ([mode, follow, execution, holdAt, how]) => new FollowupCommand(mode, follow, execution, { how, holdAt }),
  );

/** A settle (a scheduled workflow), with the last completed settle's start as its `since`. */
export class SettleCommand extends JoinCommand {
  protected async act(model: ThreadModel, world: JoinsWorld): Promise<void> {
    await runSettle(world, model, undefined);
  }

  toString(): string {
    return 'Settle';
  }
}

export const settleCommandArb = fc.constant(new SettleCommand());

/** Time passes: runs work, end, wait. */
export class PassCommand extends JoinCommand {
  readonly seconds: number;

  constructor(seconds: number) {
    super();
    this.seconds = seconds;
  }

  protected async act(_model: ThreadModel, world: JoinsWorld): Promise<void> {
    world.advance(this.seconds * 1000);
  }

  toString(): string {
    return `Pass(${this.seconds}s)`;
  }
}

export const passCommand = fc.integer({ min: 1, max: 1800 }).map((s) => new PassCommand(s));

/** A fault of the service, waiting for the next request of its operation. */
export class ServiceFaultCommand extends JoinCommand {
  readonly rule: ServiceFaultRule;

  constructor(rule: ServiceFaultRule) {
    super();
    this.rule = rule;
  }

  protected async act(_model: ThreadModel, world: JoinsWorld): Promise<void> {
    world.sim.faults.inject(this.rule);
  }

  toString(): string {
    return `ServiceFault(${this.rule.operation} ${JSON.stringify(this.rule.fault)})`;
  }
}

export const serviceFaultCommand = fc
  .constantFrom<ServiceFaultRule>(
    { operation: 'getRun', fault: { status: 503, headers: { 'retry-after-ms': '0' } } },
    { operation: 'getRun', fault: { reset: true } },
    { operation: 'createFollowup', fault: { lostAnswer: true } },
    { operation: 'createFollowup', fault: { status: 500 } },
    { operation: 'createRun', fault: { lostAnswer: true } },
    { operation: 'dispatchFactoryRun', fault: { lostAnswer: true } },
    { operation: 'cancelRun', fault: { lostAnswer: true } },
    { operation: 'listRuns', fault: { status: 502 } },
    { operation: 'getArtifact', fault: { status: 500 } },
    // Past the download's retries: a result.json the step cannot download, unknown rather than missing, for a settle.
    { operation: 'downloadArtifact', times: 3, fault: { status: 503 } },
    { operation: 'getRunConversation', fault: { status: 500 } },
    // Past the client's retries: the step cannot read the result, and leaves it to a settle unrepaired.
    { operation: 'getRunConversation', times: 4, fault: { status: 500 } },
    { operation: 'getFactoryTaskByRun', fault: { status: 500 } },
  )
  .map((rule) => new ServiceFaultCommand(rule));

/** A fault of GitHub, waiting for the next request of its operation. */
export class GitHubFaultCommand extends JoinCommand {
  readonly rule: GitHubFaultRule;

  constructor(rule: GitHubFaultRule) {
    super();
    this.rule = rule;
  }

  protected async act(_model: ThreadModel, world: JoinsWorld): Promise<void> {
    world.gh.faults.inject(this.rule);
  }

  toString(): string {
    const { operationId, ...fault } = this.rule;
    return `GitHubFault(${operationId} ${JSON.stringify(fault)})`;
  }
}

const githubOperations: FakeOperation[] = [
  'graphql',
  'repos/get-collaborator-permission-level',
  'actions/list-workflow-runs',
  'issues/update-comment',
  'issues/create-comment',
  'issues/delete-comment',
  'issues/list-comments',
  'issues/get-comment',
  'reactions/create-for-issue-comment',
  'reactions/delete-for-issue-comment',
  'reactions/list-for-issue-comment',
];

export const githubFaultCommand = fc
  .tuple(
    fc.constantFrom(...githubOperations),
    fc.constantFrom<Record<string, unknown>>(
      { status: 500 },
      { status: 502 },
      { reset: true },
      { lostAnswer: true },
      { delayMs: 20 },
    ),
    fc.integer({ min: 1, max: 3 }),
  )
  .map(
    ([operationId, fault, times]) =>
      new GitHubFaultCommand({ operationId, times, ...fault } as GitHubFaultRule),
  );

/**
 * Someone who may (a maintainer tidying the thread) deletes the tracking comment, and the action's reactions on it go
 * with it, as on GitHub: the next write of the thread's report posts it again (src/github/comments.ts).
 */
export class DeleteTrackingCommand extends JoinCommand {
  protected async act(_model: ThreadModel, world: JoinsWorld): Promise<void> {
    const tracking = world.tracking();
    const record = tracking && world.gh.state.comments.get(tracking.id);
    if (!record) return;
    world.gh.state.comments.delete(record.id);
    world.gh.state.journal('delete', record, DELETER);
    const reactions = world.gh.state.reactions;
    const kept = reactions.filter((r) => !(r.subject.kind === 'issue_comment' && r.subject.id === record.id));
    reactions.splice(0, reactions.length, ...kept);
  }

  toString(): string {
    return 'DeleteTracking';
  }
}

export const deleteTrackingCommand = fc.constant(null).map(() => new DeleteTrackingCommand());

/**
 * Someone deletes a comment of theirs that asked the action for something (GitHub takes its reactions with it): one
 * whose job is still queued is withdrawn before it is taken up, and nothing may be done for it; one already taken
 * leaves its work going, with no comment for a closing reaction.
 */
export class DeleteAskingCommand extends JoinCommand {
  readonly pick: number;

  constructor(pick: number) {
    super();
    this.pick = pick;
  }

  override check(model: Readonly<ThreadModel>): boolean {
    return model.comments.size > 0;
  }

  protected async act(model: ThreadModel, world: JoinsWorld): Promise<void> {
    const standing = [...model.comments.values()].filter((c) => world.gh.state.comments.has(c.id));
    if (standing.length === 0) return;
    const comment = standing[this.pick % standing.length]!;
    const record = world.gh.state.comments.get(comment.id)!;
    world.gh.state.comments.delete(record.id);
    world.gh.state.journal('delete', record, `${comment.author} (deletes their comment)`);
    const reactions = world.gh.state.reactions;
    const kept = reactions.filter((r) => !(r.subject.kind === 'issue_comment' && r.subject.id === record.id));
    reactions.splice(0, reactions.length, ...kept);
  }

  toString(): string {
    return `DeleteAsking(${this.pick})`;
  }
}

export const deleteAskingCommand = fc.nat({ max: 7 }).map((pick) => new DeleteAskingCommand(pick));

/** Whether the tracking comment shows a plan waiting, and shows the thread's run as it is (stopped). */
function planWaitsShown(world: JoinsWorld): boolean {
  const tracking = world.tracking();
  const run = world.threadRun();
  if (!tracking || !run || !tracking.body.includes('Plan ready for review')) return false;
  const item = world.view(run);
  return (item.state === 'SUCCEEDED' || item.state === 'BLOCKED') && tracking.marker.seen === item.updated_at;
}

/** Who asked on the thread for work or a plan (comments taken, or their jobs still queued). */
function askers(model: ThreadModel): Set<Person> {
  const talked = model.steps
    .filter((r) => r.talk === 'ask' || r.talk === 'plan')
    .map((r) => r.comment!.author);
  return new Set(talked);
}

/** A writer who did not ask on the thread (for an approval that no rule refuses), else the other writer. */
function otherWriter(model: ThreadModel): Person {
  return askers(model).has(WRITER) && !askers(model).has(REQUESTER) ? REQUESTER : WRITER;
}

/**
 * Approvals while the thread shows a plan waiting, by a writer who did not ask for work on it when there is one, a
 * little after the plan was shown; alone, or two at once (held as TogetherCommand holds them). Random sequences reach
 * a plan shown often, and an approval right then rarely, without it.
 */
export class ApproveShownCommand implements Command {
  readonly follows: [Follow, Execution][];
  readonly holds: [number, number | undefined];
  readonly gapSeconds: number;

  constructor(follows: [Follow, Execution][], holds: [number, number | undefined], gapSeconds: number) {
    this.follows = follows;
    this.holds = holds;
    this.gapSeconds = gapSeconds;
  }

  check(model: Readonly<ThreadModel>): boolean {
    return model.planShown;
  }

  run(model: ThreadModel, world: JoinsWorld): Promise<void> {
    const author = otherWriter(model);
    const specs = this.follows.map(([follow, execution]) => ({
      talk: 'approve' as const,
      author,
      follow,
      execution,
    }));
    const inner =
      specs.length === 1
        ? new CommentCommand(specs[0]!, this.gapSeconds, false)
        : new TogetherCommand([{ comment: specs[0]! }, { comment: specs[1]! }], this.holds, this.gapSeconds);
    return inner.run(model, world);
  }

  toString(): string {
    const what = this.follows.map(([f, e]) => `(${describeFollow(f)} ${describeExecution(e)})`).join(' and ');
    const at =
      this.follows.length > 1
        ? ` at once, held at ${this.holds[0]}${this.holds[1] === undefined ? '' : ` and ${this.holds[1]}`}`
        : '';
    return `ApproveShown(+${this.gapSeconds}s ${what}${at})`;
  }
}

const followed = fc.tuple(followArb, executionArb);
export const approveShownCommand = fc
  .tuple(
    fc.oneof(
      { weight: 1, arbitrary: fc.tuple(followed) },
      { weight: 1, arbitrary: fc.tuple(followed, followed) },
    ),
    // Held late most often: between its claim and its follow-up (the 10th request or so, after one read of each
    // plan) is where two approvals race.
    weighted([4, 10], [2, 11], [1, 12], [2, 13], [1, 9], [1, 7], [1, 5], [1, 3], [1, 1]),
    fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
    fc.integer({ min: 1, max: 120 }),
  )
  .map(([follows, holdA, holdB, gap]) => new ApproveShownCommand(follows, [holdA, holdB], gap));

/**
 * Every command, weighted (fc.commands picks among them evenly): comments most, plans among them, approvals of a plan
 * shown, jobs at once, settles; the rest now and then.
 */
export const allCommands = [
  ...Array<typeof commentCommand>(6).fill(commentCommand),
  // Taken only while a plan is shown (skipped, at no cost, otherwise): often, so that approvals meet plans.
  ...Array<typeof approveShownCommand>(8).fill(approveShownCommand),
  togetherCommand,
  togetherCommand,
  cutShortCommand,
  cutShortCommand,
  reRunCommand,
  reRunCommand,
  runQueuedCommand,
  followupCommand,
  cutFollowupCommand,
  settleCommandArb,
  settleCommandArb,
  passCommand,
  serviceFaultCommand,
  githubFaultCommand,
  deleteTrackingCommand,
  deleteAskingCommand,
  ...(HARSH ? [serviceFaultCommand, githubFaultCommand, githubFaultCommand] : []),
];

/**
 * How a sequence begins: on a fresh thread, a plan shown there (asked by the requester), a request let go, or a long
 * request let go with a budget and a deadline (an hour's work) that settles see working after eleven minutes and
 * again ten minutes later: they must hold the run to both, though it does not change.
 */
export type Opening = 'fresh' | 'plan shown' | 'run let go' | 'long run let go';

/** The commands that open a sequence as `opening` says (the model's random commands follow them). */
export function opening(kind: Opening): Command[] {
  if (kind === 'fresh') return [];
  const long = kind === 'long run let go';
  const follow: Follow = {
    wait: kind === 'plan shown',
    budget: long ? 900 : undefined,
    timeoutMinutes: 30,
    rule: 'allowed',
    result: false,
    cancelOnAbort: true,
  };
  const execution: Execution = {
    outcome: 'SUCCEEDED',
    workMs: long ? 3_600_000 : 17_000,
    artifacts: 'default',
    inPlace: false,
    result: 'none',
    leaks: false,
  };
  const talk: Talk = kind === 'plan shown' ? 'plan' : 'ask';
  const asked = new CommentCommand({ talk, author: REQUESTER, follow, execution }, 0, false);
  if (!long) return [asked];
  return [
    asked,
    new PassCommand(11 * 60),
    new SettleCommand(),
    new PassCommand(10 * 60),
    new SettleCommand(),
  ];
}

export const openingArb = fc.constantFrom<Opening>(
  'fresh',
  'plan shown',
  'plan shown',
  'run let go',
  'long run let go',
);
