/**
 * A test that looks for the next join of the review (`command: review`, src/commands/review.ts): a model-based test
 * (fast-check's commands) that drives one pull request through random sequences of pushes, review jobs (on the push's
 * event, or a writer's `@cloud-agent review [full]`) whose agents answer a valid result, one of another head, one that
 * is wrong, or none, and then repair it or not; runs that fail or go over `max-credits`; jobs cut short (signalled, or
 * their runner lost) anywhere, and re-runs of any job; faults of GitHub (a review's answer lost, a check GitHub does
 * not complete or list, a post refused) and of the service; replies on the review's threads (the author declining a
 * finding, a reader's words) and the author's `@cloud-agent fix` on one. The jobs run one at a time, as the examples'
 * concurrency group has them. It reuses the world of the joins of a thread (test/flow/joins/world.ts: the simulator and
 * the fake GitHub on one virtual clock, gates that hold a job where it is cut), and checks after every command:
 *
 * - one review of this action per head, its marker that head's, every inline comment on a line of a hunk at that head;
 * - a run made only when the trigger had none to take (none going, none that succeeded reviewing this head), and
 *   none left going by a job cancelled, once its post step ran; a fix sent to its run once, whatever the attempts;
 * - a finding its author declined on its thread never raised again, a thread a person wrote on never resolved;
 * - the check of a head a job reviewed to its end shows that job's outcome: never left in progress, and never "did not
 *   finish" on a head that has its review (a job that met a fault of the checks themselves excepted);
 * - no secret the agent's text carries (the API key, a GitHub token) in anything GitHub or the log shows;
 * - a job that met no fault and no cut, whose run succeeded within its budget with a result valid at last, ends well,
 *   its review posted when it has findings.
 *
 * A fixed seed and a few seconds by default: `REVIEW_MODEL_RUNS` and `REVIEW_MODEL_SEED` try more (as JOINS_RUNS and
 * JOINS_SEED do for the joins of a thread); `REVIEW_MODEL_TRACE=1` prints each job's log.
 */
import fc from 'fast-check';
import { afterEach, describe, it, vi } from 'vitest';
import { reviewCommand, UNFINISHED_CHECK_TITLE } from '../../src/commands/review.ts';
import type { ReviewCommandInputs } from '../../src/inputs.ts';
import { decodeMarker } from '../../src/render/marker.ts';
import { isGoing } from '../../src/shared/runs.ts';
import { StepState } from '../../src/flow/state.ts';
import { leftWork } from '../../src/post.ts';
import { settleLeft } from '../../src/post-settle.ts';
import { memoryHost } from '../helpers/step.ts';
import type { CheckRunRecord, FaultRule as GitHubFaultRule, FakeGitHub } from '../github/fake-github.ts';
import { payload } from '../e2e/setup.ts';
import { inputs as startInputs } from '../helpers/inputs.ts';
import type { FaultRule as ServiceFaultRule } from '../simulator/server.ts';
import {
  ACTION,
  API_KEY,
  READER,
  CREDITS_PER_POLL,
  Gate,
  JoinsWorld,
  LEAKED_TOKEN,
  MARKER_KEY,
  POLL_MS,
  REQUESTER,
  START_MS,
  TOKEN,
  type JobStep,
} from '../flow/joins/world.ts';

const RUNS = Number(process.env.REVIEW_MODEL_RUNS ?? 12);
const SEED = Number(process.env.REVIEW_MODEL_SEED ?? 4301);
const TRACE = process.env.REVIEW_MODEL_TRACE === '1';
/** A failure's path and replayPath, as fast-check prints them: replay it. */
const PATH = process.env.REVIEW_MODEL_PATH;
const REPLAY = process.env.REVIEW_MODEL_REPLAY;

const PR = 2;
const CHECK = 'cloud-agent / review';
/** The budget of a job that has one (`max-credits`): a run at work three polls goes over it. */
const BUDGET = 25;

/** The n-th head of the pull request (1, 2, …): forty hex digits. */
const headSha = (n: number) => n.toString(16).padStart(2, '0').repeat(20);

/** src/a.ts: one hunk, lines 10 to 13 at the head (11 and 12 added), 10 to 12 at the base (11 removed). */
const A_PATCH = '@@ -10,3 +10,4 @@\n   const a = 1;\n-  return a;\n+  const b = a;\n+  return b;\n }';
/** src/b.ts: a new file of three lines. */
const B_PATCH = '@@ -0,0 +1,3 @@\n+x\n+y\n+z';
/** What a push leaves changed, by variant. */
const FILE_SETS = [
  [{ filename: 'src/a.ts', patch: A_PATCH }],
  [
    { filename: 'src/a.ts', patch: A_PATCH },
    { filename: 'src/b.ts', patch: B_PATCH },
  ],
  [{ filename: 'src/b.ts', patch: B_PATCH }],
];

/** The lines each side of each file's hunks holds, by variant: where an inline comment may be. */
function hunkLines(patch: string): { RIGHT: Set<number>; LEFT: Set<number> } {
  const lines = { RIGHT: new Set<number>(), LEFT: new Set<number>() };
  let left = 0;
  let right = 0;
  for (const line of patch.split('\n')) {
    const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (hunk) {
      left = Number(hunk[1]);
      right = Number(hunk[2]);
      continue;
    }
    if (line.startsWith('-')) lines.LEFT.add(left++);
    else if (line.startsWith('+')) lines.RIGHT.add(right++);
    else {
      lines.LEFT.add(left++);
      lines.RIGHT.add(right++);
    }
  }
  return lines;
}

/** The findings an agent may return: inline in src/a.ts, outside its hunk, in src/b.ts, on the base's side. */
const FINDINGS = [
  { path: 'src/a.ts', line: 11, severity: 'important', title: 'Inline in a', body: 'Why.', confidence: 0.6 },
  {
    path: 'src/a.ts',
    line: 30,
    severity: 'critical',
    title: 'Outside the hunk',
    body: 'Why.',
    confidence: 0.8,
  },
  { path: 'src/b.ts', line: 2, severity: 'suggestion', title: 'In b', body: 'Why.', confidence: 0.5 },
  {
    path: 'src/a.ts',
    line: 11,
    side: 'LEFT',
    severity: 'important',
    title: 'On the base side',
    body: 'Why.',
    confidence: 0.5,
  },
];

/** What an agent that printed its environment adds to its text. */
const LEAK = `(I pushed with ${API_KEY} and ${LEAKED_TOKEN}.)`;

/** What the agent of a job's run does: how the run ends, after how many polls, the result it leaves, its repair. */
interface Execution {
  outcome: 'SUCCEEDED' | 'FAILED';
  polls: number;
  /** A result of the head asked for, of another head, one the schema refuses, or none. */
  result: 'valid' | 'stale' | 'wrong' | 'none';
  /** What a repair follow-up answers. */
  repair: 'valid' | 'wrong';
  findings: number[];
  leaks: boolean;
}

interface JobSpec {
  /** What the job runs on: the push, a writer's comment, or the author's `@cloud-agent fix` on a finding's thread. */
  trigger: 'push' | 'comment' | 'comment full' | 'fix';
  /** For `fix`: the thread's first comment (the action's inline comment of the finding). */
  fixOf?: number;
  execution: Execution;
  budget: boolean;
  failOn: 'none' | 'critical';
}

type Cut = { at: number; how: 'signal' | 'killed' };

/** A job as it ran. */
interface Job {
  label: string;
  spec: JobSpec;
  step: JobStep;
  /** The pull request's head when it began (the jobs run one at a time, and a push comes between them). */
  head: string;
  cut: 'signal' | 'killed' | undefined;
  error: string | undefined;
  /** It met a fault injected into the service or GitHub; of GitHub's checks (`checks/*`) in particular. */
  faulted: boolean;
  checksFaulted: boolean;
  /** It began with no review of the head, not a re-run. */
  clean: boolean;
  /** How many check runs GitHub had when it began. */
  checksBefore: number;
  /** The virtual times it began and ended (its post step included). */
  began: number;
  ended: number;
}

class Model {
  heads: string[] = [];
  jobs: Job[] = [];
  /** The fingerprints declined by the pull request's author, each with the newest review comment id then. */
  declined = new Map<string, number>();
  /** The threads (their first comment's id) a person wrote on before the action resolved them. */
  personWrote = new Set<number>();
  /** The files of each head. */
  files = new Map<string, { filename: string; patch: string }[]>();
  get head(): string {
    return this.heads.at(-1)!;
  }
}

function reviewInputs(world: JoinsWorld, spec: JobSpec): ReviewCommandInputs {
  const base = startInputs({ prompt: '', includeContext: false });
  return {
    ...base,
    command: 'review',
    apiKey: API_KEY,
    baseUrl: world.sim.url,
    githubToken: TOKEN,
    maxCredits: spec.budget ? BUDGET : undefined,
    review: {
      ignore: [],
      maxComments: 10,
      minSeverity: 'nit',
      failOn: spec.failOn,
      rulesFrom: 'base',
      checkName: CHECK,
    },
  };
}

/** The result an execution leaves (or a repair answers) for `head`. */
function resultFile(execution: Execution, kind: Execution['result'] | Execution['repair'], head: string) {
  const leak = (text: string) => (execution.leaks ? `${text} ${LEAK}` : text);
  const findings = execution.findings.map((i) => ({ ...FINDINGS[i]!, body: leak(FINDINGS[i]!.body) }));
  const valid = {
    summary: leak('Sums.'),
    verdict: findings.length ? 'needs-changes' : 'correct',
    reviewed_head: head,
    findings,
    resolved: [],
  };
  if (kind === 'valid') return valid;
  if (kind === 'stale') return { ...valid, reviewed_head: 'f'.repeat(40) };
  return { summary: leak('Sums.'), verdict: 'maybe' };
}

/** The run a finding's thread came from (its first comment's verified marker names it). */
function runOfThread(world: JoinsWorld, root: number | undefined) {
  const body = root === undefined ? undefined : world.gh.state.reviewComments.get(root)?.body;
  const runId = decodeMarker(body, MARKER_KEY)?.run;
  return runId ? world.sim.sim.runs.get(runId) : undefined;
}

/**
 * Scripts the next run made: working `polls` polls, using CREDITS_PER_POLL each, then its result; its repair. A fix
 * scripts the follow-up of the finding's run instead: the execution that pushes the fix.
 */
function scriptRun(world: JoinsWorld, execution: Execution, head: string, fixOf?: number): void {
  world.clearScripts();
  const fixed = runOfThread(world, fixOf);
  if (fixed) {
    world.sim.script.followup(fixed.run_id, {
      timeline: [
        { state: 'INPROGRESS', afterMs: 0 },
        { state: execution.outcome, afterMs: START_MS + execution.polls * POLL_MS },
      ],
    });
  }
  const usageSteps = [{ afterMs: 0, usage: { inference_cost: 0 } }];
  for (let k = 1; k <= 200; k++)
    usageSteps.push({ afterMs: START_MS + k * POLL_MS, usage: { inference_cost: k * CREDITS_PER_POLL } });
  world.sim.script.run({
    timeline: [
      { state: 'QUEUED', afterMs: 0 },
      { state: 'INPROGRESS', afterMs: START_MS },
      { state: execution.outcome, afterMs: START_MS + execution.polls * POLL_MS },
    ],
    usageSteps,
    ...(execution.outcome === 'FAILED' ? { finalMessage: `I could not finish. ${LEAK}` } : {}),
    ...(execution.result === 'none'
      ? {}
      : { result: { file: resultFile(execution, execution.result, head) } }),
    followups: [
      {
        timeline: [
          { state: 'INPROGRESS', afterMs: 0 },
          { state: 'SUCCEEDED', afterMs: POLL_MS },
        ],
        result: { file: resultFile(execution, execution.repair, head) },
      },
    ],
  });
}

/** The event of a job's trigger: the push of the head, or a writer's comment asking for a review. */
function eventOf(
  world: JoinsWorld,
  spec: JobSpec,
  head: string,
): { name: string; payload: JobStep['payload'] } {
  if (spec.trigger === 'fix') {
    const reply = world.gh.state.addReviewComment({
      pull_number: PR,
      body: '@cloud-agent fix',
      user: REQUESTER,
      in_reply_to_id: spec.fixOf!,
    });
    const event = payload('pull_request_review_comment', 'created');
    Object.assign(event.comment, { id: reply.id, body: reply.body, in_reply_to_id: spec.fixOf });
    event.comment.user.login = REQUESTER;
    event.comment.user.type = 'User';
    event.sender.login = REQUESTER;
    return { name: 'pull_request_review_comment', payload: event };
  }
  if (spec.trigger === 'push') {
    const event = payload('pull_request', 'synchronize');
    event.number = PR;
    event.pull_request.number = PR;
    event.pull_request.head.sha = head;
    return { name: 'pull_request', payload: event };
  }
  const body = spec.trigger === 'comment' ? '@cloud-agent review' : '@cloud-agent review full';
  const made = world.gh.state.addComment({ issue_number: PR, body, user: REQUESTER });
  const event = payload('issue_comment', 'created');
  event.issue.number = PR;
  event.issue.pull_request = { url: `https://api.github.com/repos/acme/app/pulls/${PR}` };
  Object.assign(event.comment, { id: made.id, body, created_at: made.created_at });
  event.comment.user.login = REQUESTER;
  event.sender.login = REQUESTER;
  return { name: 'issue_comment', payload: event };
}

/**
 * The post step of `main`'s job: the action's backstop (src/post-settle.ts settleLeft) on the state the main step
 * saved, when it left work (a run it did not say it was done with), through the job's gate.
 */
async function runPost(world: JoinsWorld, main: JobStep, gate: Gate | undefined): Promise<void> {
  const state = new StepState(main.host.state);
  if (!leftWork(state)) return;
  const host = memoryHost(
    {
      'api-key': API_KEY,
      'base-url': world.sim.url,
      'github-token': TOKEN,
      comment: 'true',
      'cancel-on-abort': 'true',
    },
    main.host.saved,
  );
  const post = world.step(main.eventName, main.payload, gate, { of: main, host });
  await settleLeft(host, state, world.postWorld(post));
  if (TRACE) process.stderr.write(`--- its post step\n${host.lines.join('\n')}\n`);
}

const pendingFaults = (world: JoinsWorld) => world.sim.faults.pending.length + world.gh.faults.pending.length;

/** Runs one review job (a re-run of `rerun` when given), cut short as `cut` says. */
async function runJob(
  world: JoinsWorld,
  model: Model,
  spec: JobSpec,
  cut: Cut | undefined,
  rerun?: Job,
): Promise<Job> {
  const head = model.head;
  const clean =
    !rerun && !world.gh.state.reviewsOf(PR).some((r) => r.user === ACTION && r.commit_id === head);
  const began = world.now;
  scriptRun(world, spec.execution, head, spec.fixOf);
  const event = rerun
    ? { name: rerun.step.eventName, payload: rerun.step.payload }
    : eventOf(world, spec, head);
  const gate = cut ? new Gate(cut.at) : undefined;
  const controller = new AbortController();
  const step = world.step(event.name, event.payload, gate, {
    signal: controller.signal,
    ...(rerun ? { rerun: rerun.step } : {}),
  });
  const faultsBefore = pendingFaults(world);
  const requestsBefore = world.gh.requests.length;
  const checksBefore = world.gh.state.checkRuns.length;
  const main = reviewCommand(step, reviewInputs(world, spec), { post: true, poll: world.poll(gate) }).then(
    () => undefined,
    (err: unknown) => (err ?? new Error('failed without an error')) as Error,
  );
  let outcome: 'signal' | 'killed' | undefined;
  let error: Error | undefined;
  const held = gate && (await Promise.race([gate.holding.then(() => true), main.then(() => false)]));
  if (held && cut!.how === 'killed') {
    outcome = 'killed';
    // The runner was lost: what the job sent GitHub before lands, and nothing more comes from it.
    await world.gh.landed();
  } else {
    if (held) {
      outcome = 'signal';
      controller.abort(new Error('received SIGTERM'));
      gate.release();
    } else gate?.disarm();
    error = await main;
    // The runner runs the job's post step after its main step, cut short or not (a lost runner runs none).
    await runPost(world, step, gate);
  }
  const job: Job = {
    label: `${rerun ? `re-run of ${rerun.label}` : spec.trigger} on ${head.slice(0, 7)} (${step.agent})`,
    spec,
    step,
    head,
    cut: outcome,
    error: error?.message,
    faulted: pendingFaults(world) < faultsBefore,
    checksFaulted: world.gh.requests
      .slice(requestsBefore)
      .some((r) => r.fault !== undefined && r.operationId?.startsWith('checks/')),
    clean: clean && spec.trigger !== 'fix',
    checksBefore,
    began,
    ended: world.now,
  };
  if (TRACE) {
    process.stderr.write(
      `--- ${job.label}${outcome ? ` cut (${outcome})` : ''}${error ? `: ${error.message}` : ''}\n${step.host.lines.join('\n')}\n`,
    );
  }
  model.jobs.push(job);
  return job;
}

// ---- the invariants ------------------------------------------------------------------------------------------------

function fail(what: string): never {
  throw new Error(what);
}

function checkInvariants(world: JoinsWorld, model: Model): void {
  const gh = world.gh.state;
  const own = gh.reviewsOf(PR).filter((r) => r.user === ACTION);
  // One review per head, marked as that head's.
  const heads = own.map((r) => r.commit_id);
  if (new Set(heads).size !== heads.length) fail(`two reviews of one head: ${heads.join(', ')}`);
  for (const review of own) {
    const key = decodeMarker(review.body, MARKER_KEY)?.key;
    if (key !== `review:${review.commit_id}`)
      fail(`review ${review.id} of ${review.commit_id} is marked ${key}`);
  }
  // Inline comments on lines of a hunk of their head's files.
  for (const comment of gh.reviewCommentsOf(PR).filter((c) => c.user === ACTION)) {
    const file = model.files.get(comment.commit_id)?.find((f) => f.filename === comment.path);
    if (!file || !hunkLines(file.patch)[comment.side].has(comment.line))
      fail(
        `inline comment ${comment.id} on ${comment.path}:${comment.line} (${comment.side}) is outside the diff`,
      );
  }
  runsStarted(world, model);
  fixesSentOnce(world, model);
  noRunLeftGoing(world, model);
  repliesHeeded(world, model);
  checksShown(world, model);
  noSecretShown(world);
  cleanJobsEndWell(world, model);
}

/**
 * A run made only when its trigger had none to take: none of the same trigger going, none that succeeded asked to
 * review the head this one is asked to review.
 */
function runsStarted(world: JoinsWorld, model: Model): void {
  const runs = [...world.sim.sim.runs.values()].sort((a, b) => a.createdAt - b.createdAt);
  for (const [i, run] of runs.entries()) {
    const trigger = run.metadata.gh_trigger;
    const head = model.heads.find((h) => run.prompt.includes(`at head commit ${h} `));
    for (const earlier of runs.slice(0, i)) {
      if (earlier.metadata.gh_trigger !== trigger) continue;
      const then = world.view(earlier, run.createdAt);
      if (isGoing(then.state))
        fail(`run ${run.run_id} was made while ${earlier.run_id} of its trigger was ${then.state}`);
      if (then.state === 'SUCCEEDED' && head && earlier.prompt.includes(`at head commit ${head} `))
        fail(
          `run ${run.run_id} was made though ${earlier.run_id} of its trigger succeeded reviewing ${head}`,
        );
    }
  }
}

/**
 * A finding its author declined is not raised again (no inline comment of its fingerprint after the decline), and a
 * thread a person wrote on is never resolved by the action.
 */
function repliesHeeded(world: JoinsWorld, model: Model): void {
  const gh = world.gh.state;
  for (const comment of threadRoots(world)) {
    const fp = /^finding:(.+)$/.exec(decodeMarker(comment.body, MARKER_KEY)?.key ?? '')?.[1];
    const after = fp === undefined ? undefined : model.declined.get(fp);
    if (after !== undefined && comment.id > after)
      fail(`finding ${fp} was raised again (comment ${comment.id}) after its author declined it`);
  }
  for (const root of model.personWrote) {
    if (gh.resolvedThreads.get(root) === ACTION)
      fail(`the action resolved thread ${root}, which a person wrote on`);
  }
}

/** The fix a comment asks for reaches its run once, whatever the attempts of its job. */
function fixesSentOnce(world: JoinsWorld, model: Model): void {
  const landed = [...world.sim.sim.runs.values()].flatMap((run) =>
    run.followups.filter((f) => f.message.startsWith('Fix the finding ')).map((f) => f.at),
  );
  const sent = new Map<string, number>();
  for (const at of landed) {
    const job = model.jobs.find((j) => j.began <= at && at <= j.ended);
    if (!job) fail(`a fix landed at ${at} outside every job`);
    if (job.spec.trigger !== 'fix') fail(`${job.label} sent a fix`);
    const trigger = job.step.env.workflowRunId;
    sent.set(trigger, (sent.get(trigger) ?? 0) + 1);
    if (sent.get(trigger)! > 1)
      fail(`the fix of workflow run ${trigger} was sent ${sent.get(trigger)} times`);
  }
}

/**
 * A job cancelled (`cancel-on-abort`, the default) leaves no run of its trigger going. The run a fix goes to is the
 * fix job's once its trigger sent the fix that set it working: another reply's fix (its job's runner lost, with no
 * post step to stop it) is not this job's to stop (seed 7151: cancelled before it read the run).
 */
function noRunLeftGoing(world: JoinsWorld, model: Model): void {
  const job = model.jobs.at(-1);
  if (job?.cut !== 'signal') return;
  const thread = runOfThread(world, job.spec.fixOf);
  const lastFix = thread?.followups.filter((f) => f.message.startsWith('Fix the finding ')).at(-1);
  const fixedBy = lastFix && model.jobs.find((j) => j.began <= lastFix.at && lastFix.at <= j.ended);
  const fixed = fixedBy?.step.env.workflowRunId === job.step.env.workflowRunId ? thread : undefined;
  for (const run of world.sim.sim.runs.values()) {
    if (run !== fixed && run.metadata.gh_run_id !== job.step.env.workflowRunId) continue;
    const state = world.state(run);
    if (isGoing(state)) fail(`${job.label} was cancelled and left run ${run.run_id} ${state}`);
  }
}

/** The check of the head each job reviewed to its end shows the outcome: see the file's comment. */
function checksShown(world: JoinsWorld, model: Model): void {
  const job = model.jobs.at(-1);
  // A fix makes no check.
  if (!job || job.cut || job.checksFaulted || job.spec.trigger === 'fix') return;
  const ofHead = (c: CheckRunRecord) => c.name === CHECK && c.head_sha === job.head;
  const newest = world.gh.state.checkRuns.filter(ofHead).at(-1);
  // A job that failed before it made its check leaves the head's checks as they were.
  if (!newest || (job.error && !world.gh.state.checkRuns.slice(job.checksBefore).some(ofHead))) return;
  if (newest.status !== 'completed') fail(`after ${job.label}, the check of ${job.head} is ${newest.status}`);
  const reviewed = world.gh.state.reviewsOf(PR).some((r) => r.user === ACTION && r.commit_id === job.head);
  if (reviewed && newest.output.title === UNFINISHED_CHECK_TITLE)
    fail(`after ${job.label}, ${job.head} has its review and its check says "${UNFINISHED_CHECK_TITLE}"`);
}

function noSecretShown(world: JoinsWorld): void {
  const gh = world.gh.state;
  const texts: [string, string][] = [
    ...gh.reviewsOf(PR).map((r): [string, string] => [`review ${r.id}`, r.body]),
    ...gh.reviewCommentsOf(PR).map((c): [string, string] => [`review comment ${c.id}`, c.body]),
    ...gh.commentsOf(PR).map((c): [string, string] => [`comment ${c.id}`, c.body]),
    ...gh.checkRuns.map((c): [string, string] => [
      `check ${c.id}`,
      JSON.stringify([c.output, c.annotations]),
    ]),
    ...world.hosts().flatMap((host, i): [string, string][] => [
      [`log of step ${i}`, host.lines.join('\n')],
      [`outputs of step ${i}`, JSON.stringify(host.outputs)],
      [`summaries of step ${i}`, host.summaries.join('\n')],
    ]),
  ];
  for (const [where, text] of texts) {
    if (text.includes(API_KEY) || text.includes(LEAKED_TOKEN))
      fail(`${where} shows a secret: ${text.slice(0, 300)}`);
  }
}

/** A job with nothing in its way ends well, with its review when it has findings. */
function cleanJobsEndWell(world: JoinsWorld, model: Model): void {
  const job = model.jobs.at(-1);
  if (!job || !job.clean || job.cut || job.faulted || job.spec.budget) return;
  const { execution } = job.spec;
  if (execution.outcome !== 'SUCCEEDED') return;
  if (execution.result === 'none' || (execution.result !== 'valid' && execution.repair !== 'valid')) return;
  if (job.error) fail(`${job.label} failed: ${job.error}`);
  if (job.step.host.outputs['reviewed-head'] !== job.head)
    fail(`${job.label} did not output its head: ${JSON.stringify(job.step.host.outputs)}`);
  const reviewed = world.gh.state.reviewsOf(PR).some((r) => r.user === ACTION && r.commit_id === job.head);
  // Findings open on the threads of an earlier head's review are not posted again (they keep their threads).
  const n = execution.findings.length;
  const kept = job.step.host.lines.includes(
    `${n} finding${n === 1 ? '' : 's'} of the result ${n === 1 ? 'is' : 'are'} open on ${n === 1 ? 'its' : 'their'} thread or declined: not posted again`,
  );
  if (reviewed !== (n > 0 && !kept)) fail(`${job.label}: ${n} findings, and ${reviewed ? 'a' : 'no'} review`);
}

// ---- the commands --------------------------------------------------------------------------------------------------

abstract class ReviewModelCommand implements fc.AsyncCommand<Model, JoinsWorld> {
  check(_model: Readonly<Model>): boolean {
    return true;
  }
  async run(model: Model, world: JoinsWorld): Promise<void> {
    await this.act(model, world);
    checkInvariants(world, model);
  }
  protected abstract act(model: Model, world: JoinsWorld): Promise<void>;
  abstract toString(): string;
}

/** A push: the pull request's head moves on, with a compare from every earlier head. */
class PushCommand extends ReviewModelCommand {
  readonly variant: number;
  constructor(variant: number) {
    super();
    this.variant = variant;
  }
  protected async act(model: Model, world: JoinsWorld): Promise<void> {
    world.advance(60_000);
    const sha = headSha(model.heads.length + 1);
    const files = FILE_SETS[this.variant]!;
    for (const from of model.heads) world.gh.state.addCompare({ base: from, head: sha, files });
    world.gh.state.pushHead(PR, sha, files);
    model.heads.push(sha);
    model.files.set(sha, files);
  }
  toString(): string {
    return `Push(files ${this.variant})`;
  }
}

class ReviewJobCommand extends ReviewModelCommand {
  readonly spec: JobSpec;
  readonly cut: Cut | undefined;
  constructor(spec: JobSpec, cut: Cut | undefined) {
    super();
    this.spec = spec;
    this.cut = cut;
  }
  protected async act(model: Model, world: JoinsWorld): Promise<void> {
    world.advance(5_000);
    await runJob(world, model, this.spec, this.cut);
  }
  toString(): string {
    const cut = this.cut ? `, ${this.cut.how} at ${this.cut.at}` : '';
    return `Review(${JSON.stringify(this.spec)}${cut})`;
  }
}

/** A re-run of an earlier job (the `pick`-th from the end): its trigger, the next attempt. */
class ReRunCommand extends ReviewModelCommand {
  readonly pick: number;
  readonly spec: JobSpec;
  constructor(pick: number, spec: JobSpec) {
    super();
    this.pick = pick;
    this.spec = spec;
  }
  override check(model: Readonly<Model>): boolean {
    return model.jobs.length > 0;
  }
  protected async act(model: Model, world: JoinsWorld): Promise<void> {
    world.advance(30_000);
    const of = model.jobs[Math.max(0, model.jobs.length - 1 - (this.pick % model.jobs.length))]!;
    const spec = {
      ...this.spec,
      trigger: of.spec.trigger,
      ...(of.spec.fixOf ? { fixOf: of.spec.fixOf } : {}),
    };
    await runJob(world, model, spec, undefined, of);
  }
  toString(): string {
    return `ReRun(${this.pick}, ${JSON.stringify(this.spec.execution)}, budget ${this.spec.budget}, fail-on ${this.spec.failOn})`;
  }
}

/** The first comments of the action's finding threads, oldest first. */
const threadRoots = (world: JoinsWorld) =>
  world.gh.state.reviewCommentsOf(PR).filter((c) => c.user === ACTION && c.in_reply_to_id === undefined);

/** The `pick`-th of the action's finding threads (counted round), when there is one. */
function pickThread(world: JoinsWorld, pick: number) {
  const roots = threadRoots(world);
  return roots[pick % Math.max(1, roots.length)];
}

/**
 * A reply on one of the action's finding threads (the `pick`-th, oldest first): the pull request's author declining
 * it, or a reader's plain words; then, `resolve`, the author resolves the thread (a declined finding's thread closed
 * leaves only the decline to keep it from being raised again).
 */
class ReplyCommand extends ReviewModelCommand {
  readonly pick: number;
  readonly decline: boolean;
  readonly resolve: boolean;
  constructor(pick: number, decline: boolean, resolve: boolean) {
    super();
    this.pick = pick;
    this.decline = decline;
    this.resolve = resolve;
  }
  protected async act(model: Model, world: JoinsWorld): Promise<void> {
    const gh = world.gh.state;
    const root = pickThread(world, this.pick);
    if (!root) return;
    world.advance(60_000);
    gh.addReviewComment({
      pull_number: PR,
      body: this.decline ? "won't fix: it is meant that way" : 'Thanks, I will look.',
      user: this.decline ? REQUESTER : READER,
      in_reply_to_id: root.id,
    });
    if (!gh.resolvedThreads.has(root.id)) model.personWrote.add(root.id);
    if (this.resolve && !gh.resolvedThreads.has(root.id)) gh.resolvedThreads.set(root.id, REQUESTER);
    const fp = /^finding:(.+)$/.exec(decodeMarker(root.body, MARKER_KEY)?.key ?? '')?.[1];
    const newest = Math.max(...gh.reviewCommentsOf(PR).map((c) => c.id));
    if (this.decline && fp !== undefined && !model.declined.has(fp)) model.declined.set(fp, newest);
  }
  toString(): string {
    return `Reply(${this.pick}, ${this.decline ? 'declined by the author' : "a reader's words"}${this.resolve ? ', resolved' : ''})`;
  }
}

/** The author's `@cloud-agent fix` on one of the action's finding threads (the `pick`-th, oldest first). */
class FixCommand extends ReviewModelCommand {
  readonly pick: number;
  readonly spec: JobSpec;
  readonly cut: Cut | undefined;
  constructor(pick: number, spec: JobSpec, cut: Cut | undefined) {
    super();
    this.pick = pick;
    this.spec = spec;
    this.cut = cut;
  }
  protected async act(model: Model, world: JoinsWorld): Promise<void> {
    const root = pickThread(world, this.pick);
    if (!root) return;
    world.advance(5_000);
    await runJob(world, model, { ...this.spec, trigger: 'fix', fixOf: root.id }, this.cut);
  }
  toString(): string {
    const cut = this.cut ? `, ${this.cut.how} at ${this.cut.at}` : '';
    return `Fix(${this.pick}, ${JSON.stringify(this.spec.execution)}, budget ${this.spec.budget}${cut})`;
  }
}

class PassCommand extends ReviewModelCommand {
  readonly seconds: number;
  constructor(seconds: number) {
    super();
    this.seconds = seconds;
  }
  protected async act(_model: Model, world: JoinsWorld): Promise<void> {
    world.advance(this.seconds * 1000);
  }
  toString(): string {
    return `Pass(${this.seconds}s)`;
  }
}

class FaultCommand extends ReviewModelCommand {
  readonly rule: { github: GitHubFaultRule } | { service: ServiceFaultRule };
  constructor(rule: { github: GitHubFaultRule } | { service: ServiceFaultRule }) {
    super();
    this.rule = rule;
  }
  protected async act(_model: Model, world: JoinsWorld): Promise<void> {
    if ('github' in this.rule) world.gh.faults.inject(this.rule.github);
    else world.sim.faults.inject(this.rule.service);
  }
  toString(): string {
    return `Fault(${JSON.stringify(this.rule)})`;
  }
}

const executionArb: fc.Arbitrary<Execution> = fc.record({
  outcome: fc.constantFrom<Execution['outcome']>('SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'FAILED'),
  polls: fc.integer({ min: 0, max: 4 }),
  result: fc.constantFrom<Execution['result']>('valid', 'valid', 'valid', 'stale', 'wrong', 'none'),
  repair: fc.constantFrom<Execution['repair']>('valid', 'valid', 'wrong'),
  findings: fc.subarray([0, 1, 2, 3]),
  leaks: fc.boolean(),
});

const specArb: fc.Arbitrary<JobSpec> = fc.record({
  trigger: fc.constantFrom<JobSpec['trigger']>('push', 'push', 'comment', 'comment full'),
  execution: executionArb,
  budget: fc.boolean(),
  failOn: fc.constantFrom<JobSpec['failOn']>('none', 'critical'),
});

/** Where a job is cut: a review job makes some fifteen requests before its run, then polls. */
const cutArb: fc.Arbitrary<Cut | undefined> = fc.option(
  fc.record({
    at: fc.integer({ min: 1, max: 40 }),
    how: fc.constantFrom<Cut['how']>('signal', 'signal', 'killed'),
  }),
  { freq: 3 },
);

type FakeOperation = NonNullable<Parameters<FakeGitHub['faults']['inject']>[0]['operationId']>;
const githubFault = (operationId: FakeOperation, rest: Record<string, unknown>) =>
  ({ github: { operationId, ...rest } as GitHubFaultRule }) as const;

const faultArb = fc.constantFrom(
  githubFault('pulls/create-review', { lostAnswer: true }),
  githubFault('pulls/create-review', { status: 502 }),
  githubFault('pulls/create-review', { status: 422 }),
  githubFault('checks/update', { times: 10, status: 500 }),
  githubFault('checks/create', { status: 403, body: { message: 'Resource not accessible by integration' } }),
  githubFault('checks/list-for-ref', { status: 500 }),
  githubFault('graphql', { times: 3, status: 500 }),
  githubFault('issues/update-comment', { times: 3, status: 500 }),
  { service: { operation: 'getRun', fault: { status: 503, headers: { 'retry-after-ms': '0' } } } } as const,
  { service: { operation: 'createRun', fault: { lostAnswer: true } } } as const,
  { service: { operation: 'downloadArtifact', times: 3, fault: { status: 503 } } } as const,
  { service: { operation: 'createFollowup', fault: { status: 500 } } } as const,
  { service: { operation: 'createFollowup', fault: { lostAnswer: true } } } as const,
);

const commands = [
  fc.integer({ min: 0, max: FILE_SETS.length - 1 }).map((v) => new PushCommand(v)),
  fc.tuple(specArb, cutArb).map(([spec, cut]) => new ReviewJobCommand(spec, cut)),
  fc.tuple(specArb, cutArb).map(([spec, cut]) => new ReviewJobCommand(spec, cut)),
  fc.tuple(fc.nat({ max: 3 }), specArb).map(([pick, spec]) => new ReRunCommand(pick, spec)),
  fc.integer({ min: 1, max: 900 }).map((s) => new PassCommand(s)),
  fc.tuple(fc.nat({ max: 5 }), specArb, cutArb).map(([pick, spec, cut]) => new FixCommand(pick, spec, cut)),
  fc
    .tuple(fc.nat({ max: 5 }), fc.boolean(), fc.boolean())
    .map(([pick, decline, resolve]) => new ReplyCommand(pick, decline, resolve)),
  faultArb.map((rule) => new FaultCommand(rule)),
  faultArb.map((rule) => new FaultCommand(rule)),
];

afterEach(() => {
  vi.restoreAllMocks();
});

/** The world with the pull request, pushed once (`variant`: its files). */
async function pullRequestWorld(variant: number): Promise<{ world: JoinsWorld; model: Model }> {
  const world = await JoinsWorld.start({ skewMs: 0, resetsUsage: false });
  const model = new Model();
  world.gh.state.addPullRequest({
    number: PR,
    title: 'Dark mode',
    body: 'Adds a dark mode.',
    user: REQUESTER,
    head: { ref: 'dark-mode', sha: headSha(1) },
    base: { ref: 'main' },
    files: [],
  });
  await new PushCommand(variant).run(model, world);
  return { world, model };
}

describe('the joins of a review', () => {
  it('keeps every invariant through random pushes, review jobs, cuts, re-runs and faults', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: FILE_SETS.length - 1 }),
        fc.commands(commands, { maxCommands: 12, size: 'max', ...(REPLAY ? { replayPath: REPLAY } : {}) }),
        async (variant, sequence) => {
          const { world, model } = await pullRequestWorld(variant);
          try {
            await fc.asyncModelRun(() => ({ model, real: world }), sequence);
          } finally {
            await world.close();
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH } : {}) },
    );
  }, 240_000);

  // Found by the model (a fix's runner lost once its follow-up landed, then the job re-run), kept as an example: every
  // point of a fix's job, its runner lost there, then the job re-run; the fix reaches its run once.
  it('a fix job whose runner is lost at any point, then re-run: the fix reaches its run once', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const execution: Execution = {
      outcome: 'SUCCEEDED',
      polls: 1,
      result: 'valid',
      repair: 'valid',
      findings: [0, 1],
      leaks: false,
    };
    const spec: JobSpec = { trigger: 'push', execution, budget: true, failOn: 'none' };
    for (let at = 1; ; at++) {
      const { world, model } = await pullRequestWorld(0);
      try {
        await new ReviewJobCommand(spec, undefined).run(model, world);
        await new FixCommand(0, spec, { at, how: 'killed' }).run(model, world);
        const fix = model.jobs.at(-1)!;
        await new ReRunCommand(0, spec).run(model, world);
        // Past the job's last request: it was never cut, and every point was tried.
        if (fix.cut === undefined) break;
      } finally {
        await world.close();
      }
    }
  }, 120_000);
});
