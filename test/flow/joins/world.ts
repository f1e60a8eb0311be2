/**
 * The world of the model-based test of the joins (test/flow/joins.model.test.ts): the simulator and the fake GitHub on
 * one virtual clock, issue #1 with the people who talk on it, and the steps that run the real flows there in this
 * process (`converse` for a comment, `followupCommand`, `settleCommand`), each with its own client, octokit and memory
 * host, as separate jobs of a workflow would have.
 *
 * One clock. `Date.now` answers the virtual time (the flows read it for deadlines and the marker's times), the
 * simulator follows it, and the fake GitHub's clock is it plus a skew (GitHub's clock and the service's differ by up to
 * five minutes either way). Nothing waits for real time: a poll's sleep, and a cancel's between its reads
 * (`Step.sleep`), move the clock on by the interval asked for, and the clients retry at once.
 *
 * Two jobs at once. Each step can be gated: every request it makes (to the service or to GitHub) and every poll's
 * sleep first passes its gate, which holds the job at its n-th passage until released. Two jobs interleave in the
 * order a test picks (one runs to its hold, the other to its own, then each to its end), whatever the machine's speed.
 */
import { createRequire } from 'node:module';
import { retry } from '@octokit/plugin-retry';
import { vi } from 'vitest';
import type { RunItem } from '../../../src/client/index.ts';
import { creditsOf } from '../../../src/shared/runs.ts';
import type { FollowOptions } from '../../../src/flow/follow.ts';
import type { Step } from '../../../src/flow/step.ts';
import type { PostWorld } from '../../../src/post-settle.ts';
import { GitHubRepository } from '../../../src/github/repository.ts';
import { API_KEY, MARKER_KEY } from '../../e2e/setup.ts';
import { startFakeGitHub, type FakeGitHub } from '../../github/fake-github.ts';
import { getOctokit } from '../../helpers/octokit.ts';
import { localStep, type MemoryHost } from '../../helpers/step.ts';
import { runItem } from '../../simulator/routes/runs.ts';
import { startSimulator, type SimulatorHandle } from '../../simulator/server.ts';
import type { RunScript, SimRun } from '../../simulator/state.ts';
import { decodeMarker, type MarkerState } from '../../../src/render/marker.ts';

export { API_KEY, MARKER_KEY };

/** The thread every command talks on, and the login the action writes as (the token of the steps). */
export const THREAD = 1;
export const ACTION = 'github-actions[bot]';
export const TOKEN = 'ghs_action_token';

/** Who talks on the thread: the one who asks first (write), another writer (maintain), a reader (read). */
export const REQUESTER = 'Codertocat';
export const WRITER = 'maintainer';
/** Who deletes the tracking comment (DeleteTrackingCommand), as GitHub's journal of writes names the deleter. */
export const DELETER = `${WRITER} (deletes the tracking comment)`;
export const READER = 'reader';
export type Person = typeof REQUESTER | typeof WRITER | typeof READER;

/** The interval of every poll of a run a step follows. */
export const POLL_MS = 10_000;
/** What a run uses while it works: this many credits every POLL_MS (so one poll's spend is at most this). */
export const CREDITS_PER_POLL = 10;
/** An execution goes INPROGRESS this long after it was asked for (a run created, a follow-up that starts one). */
export const START_MS = 2000;
/** How long an execution's usage is scripted for (no execution of the test works longer). */
const USAGE_HORIZON_MS = 2 * 60 * 60_000;

/** What the next execution a job asks for does: how it ends, after how long, what it leaves. */
export interface Execution {
  outcome: 'SUCCEEDED' | 'BLOCKED' | 'FAILED';
  workMs: number;
  /**
   * `default`: what the mode makes (a plan in plan mode, nothing in normal mode); `pr`: a pull request (a plan-mode
   * execution then leaves no plan: a service that did not plan); `none`: nothing.
   */
  artifacts: 'default' | 'pr' | 'none';
  /** A plan-mode execution revises the run's newest plan in place (same artifact, new text), when it has one. */
  inPlace: boolean;
  /** The `result.json` it leaves: a verdict that matches the schema, one that does not, or none. */
  result: 'valid' | 'wrong' | 'none';
  /**
   * The agent's answer, its result and a plan it revises carry the API key and a GitHub token (an agent that printed
   * its environment): text the action shows, which must never show them (invariants.ts, noSecretShown).
   */
  leaks: boolean;
}

/** A GitHub token an agent's text may carry (Execution.leaks): the shape of a personal access token. */
export const LEAKED_TOKEN = `ghp_${'L3aK'.repeat(9)}`;
/** What a leaking execution adds to the text it leaves. */
const LEAK = `(I pushed with ${API_KEY} and ${LEAKED_TOKEN}.)`;

/** What a failing execution answers. */
export const FAILED_ANSWER = 'I could not finish: the tests do not build.';
/** What an execution that ended otherwise answers when it leaks (else the simulator's own answer). */
const LEAKING_ANSWERS = {
  SUCCEEDED: 'The change is done and the tests pass.',
  BLOCKED: 'I need a decision before I continue: which approach do you prefer?',
};

/** The results an execution leaves (Execution.result): a verdict, and one that does not match its schema. */
const RESULTS = {
  valid: { verdict: 'pass', confidence: 0.8, reasons: ['the tests pass'] },
  wrong: { verdict: 'maybe', confidence: 2, reasons: [] },
};

/**
 * The octokit of a step: the action's retries (a 5xx or a reset is tried again, at once), without its pacing; its
 * User-Agent names the step's job (the fake GitHub's journal of writes says which job wrote). Every attempt, a retry's
 * too, passes the job's gate first: a job whose process ended sends nothing more, not even the retry of a write.
 */
function octokitOf(gh: FakeGitHub, agent: string, gate: Gate | undefined) {
  const fetch: typeof globalThis.fetch = async (...args) => {
    await gate?.pass();
    return globalThis.fetch(...args);
  };
  return getOctokit(
    TOKEN,
    { baseUrl: gh.url, userAgent: agent, retry: { retries: 2, retryAfterBaseValue: 1 }, request: { fetch } },
    retry,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a webhook payload, as GitHub sends it
type WebhookEvent = Record<string, any>;
const examples = createRequire(import.meta.url)('@octokit/webhooks-examples') as {
  name: string;
  examples: WebhookEvent[];
}[];
/** GitHub's example of an issue comment event, moved to acme/app (issue #1). */
const COMMENT_EVENT = JSON.parse(
  JSON.stringify(
    examples.find((e) => e.name === 'issue_comment')!.examples.find((e) => e.action === 'created')!,
  ).replaceAll('Codertocat/Hello-World', 'acme/app'),
) as WebhookEvent;

/** A comment written on the thread, as its event tells it. */
export interface WrittenComment {
  id: number;
  url: string;
  author: Person;
  body: string;
  /** GitHub's time of it. */
  createdAt: string;
  event: WebhookEvent;
}

/**
 * A job's gate (see the file's comment): passed before every request and poll of the job. Open unless told to hold
 * at its `holdAt`-th passage; once held, every later passage waits too, until `release`.
 */
export class Gate {
  passages = 0;
  private held = false;
  private opened = true;
  private readonly waiting: (() => void)[] = [];
  private onHold: (() => void) | undefined;
  /** Resolves when the job is held (or never, if it is not). */
  readonly holding: Promise<void>;

  readonly holdAt: number | undefined;
  /** From which passage on a job cut short by a lost answer is cut (commands.ts loseAnswer): the hold's, unheld. */
  at = Infinity;

  constructor(holdAt?: number) {
    this.holdAt = holdAt;
    this.holding = new Promise((resolve) => (this.onHold = resolve));
  }

  async pass(): Promise<void> {
    this.passages++;
    if (this.holdAt !== undefined && this.passages === this.holdAt && !this.held) {
      this.held = true;
      this.opened = false;
      this.onHold?.();
    }
    if (this.opened) return;
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    this.opened = true;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  /** Opens the gate for good: its hold, not reached yet, never comes (a job cut short that ended before it). */
  disarm(): void {
    this.held = true;
    this.release();
  }
}

export interface WorldOptions {
  skewMs: number;
  resetsUsage: boolean;
  factory?: boolean;
}

/** The factory a dispatching workflow sends its work to (one of the simulator's, with a foreman). */
export const FACTORY = 'fac_web';
/** The thread's ticket, which the runs a factory makes from it carry (ticket_source, ticket_id). */
export const THREAD_TICKET = { ticket_source: 'github', ticket_id: `acme/app#${THREAD}` };

export type JobStep = Step & {
  host: MemoryHost;
  close(): Promise<void>;
  /** What its requests to GitHub begin their User-Agent with. */
  agent: string;
  /** The event it runs on, as the runner hands it to each step of the job. */
  eventName: string;
  payload: WebhookEvent;
};

/**
 * How a step is made: the post step of `of` (same job: its agent, its workflow run, its saved state), or the step of a
 * re-run of `rerun`'s job (its workflow run, the next attempt), its signal.
 */
export interface StepOptions {
  of?: JobStep;
  rerun?: JobStep;
  host?: MemoryHost;
  signal?: AbortSignal;
}

export class JoinsWorld {
  sim!: SimulatorHandle;
  gh!: FakeGitHub;
  /** The virtual time, in milliseconds: what Date.now answers while the world lives. */
  now: number;
  private readonly steps: JobStep[] = [];
  private workflowRuns = 9000;
  /**
   * The service's requests of every job, in order: a follow-up or a cancel as it was sent, any other request as its
   * answer came (so a read listed before a follow-up was answered before that follow-up landed), at the service's time
   * then (`at`). A follow-up's `from`: how many follow-ups its run had landed before it was sent, so that its own
   * landing is told from an earlier one of the same message (a re-run's).
   */
  readonly calls: {
    agent: string;
    operation: string;
    runId?: string;
    message?: string;
    from?: number;
    at?: number;
  }[] = [];

  /** GitHub's clock less the service's. */
  readonly skewMs: number;
  /** The service counts each new execution's usage anew (its count goes back to 0), instead of the run's in all. */
  readonly resetsUsage: boolean;
  /**
   * The thread's comments workflow dispatches its work to a factory (`command: dispatch`, FACTORY) under the thread's
   * ticket: its runs carry that ticket, and none of the action's own metadata.
   */
  readonly factory: boolean;

  private constructor(start: number, options: WorldOptions) {
    this.now = start;
    this.skewMs = options.skewMs;
    this.resetsUsage = options.resetsUsage;
    this.factory = options.factory ?? false;
  }

  static async start(options: WorldOptions): Promise<JoinsWorld> {
    const world = new JoinsWorld(Date.parse('2026-03-02T09:00:00.000Z'), options);
    vi.spyOn(Date, 'now').mockImplementation(() => world.now);
    world.sim = await startSimulator({ apiKey: API_KEY });
    world.gh = await startFakeGitHub({ now: () => new Date(world.now + world.skewMs) });
    world.gh.state.addIssue({
      number: THREAD,
      title: 'Dark mode',
      body: 'Add a dark mode.',
      user: REQUESTER,
    });
    world.gh.state.setPermission(REQUESTER, 'write');
    world.gh.state.setPermission(WRITER, 'maintain');
    world.gh.state.setPermission(READER, 'read');
    return world;
  }

  async close(): Promise<void> {
    for (const step of this.steps.splice(0)) await step.close();
    try {
      await this.sim.close();
    } finally {
      await this.gh.close();
    }
  }

  advance(ms: number): void {
    this.now += ms;
  }

  /** GitHub's time now (whole seconds, as GitHub gives them). */
  githubTime(): string {
    return this.gh.state.timestamp();
  }

  /** A new comment by `author` on the thread, written now. */
  writeComment(author: Person, body: string): WrittenComment {
    const record = this.gh.state.addComment({ issue_number: THREAD, body, user: author });
    const event = structuredClone(COMMENT_EVENT);
    event.comment.id = record.id;
    event.comment.created_at = record.created_at;
    event.comment.updated_at = record.created_at;
    event.comment.body = body;
    event.comment.html_url = `https://github.com/acme/app/issues/${THREAD}#issuecomment-${record.id}`;
    event.comment.user.login = author;
    event.comment.user.type = 'User';
    event.sender.login = author;
    return { id: record.id, url: event.comment.html_url, author, body, createdAt: record.created_at, event };
  }

  /**
   * A step of a new workflow run on `event` (or the post step of the job `options.of`), its requests and sleeps
   * through `gate`.
   */
  step(eventName: string, payload: WebhookEvent, gate: Gate | undefined, options: StepOptions = {}): JobStep {
    const same = options.of ?? options.rerun;
    const workflowRun = same ? same.env.workflowRunId : String(++this.workflowRuns);
    const attempt = String(
      options.rerun ? Number(options.rerun.env.runAttempt) + 1 : (options.of?.env.runAttempt ?? 1),
    );
    const step = localStep(
      { sim: this.sim, gh: this.gh },
      {
        eventName,
        payload,
        apiKey: API_KEY,
        github: false,
        env: { workflowRunId: workflowRun, runAttempt: attempt },
        // Retried at once, each retry through the gate: a job whose process ended retries nothing either.
        client: { sleep: async () => gate?.pass(), random: () => 0.5 },
        ...(options.host ? { host: options.host } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      },
    );
    // The secrets the action's inputs register before its first log line (src/inputs.ts), which these steps skip.
    step.host.secret(API_KEY, 'apiKey');
    step.host.secret(TOKEN, 'githubToken');
    const agent =
      options.of?.agent ?? `joins-job-${workflowRun}${attempt === '1' ? '' : `-attempt-${attempt}`}`;
    // The reads that confirm a cancel wait on the virtual clock, as the polls do: real time never moves it.
    step.sleep = this.poll(gate).sleep;
    const octokit = octokitOf(this.gh, agent, gate);
    step.repository = new GitHubRepository(octokit, step.trigger.repo, step.host.log);
    const call = step.client.call.bind(step.client);
    step.client.call = (async (...args: Parameters<typeof call>) => {
      await gate?.pass();
      const [operation, request] = args;
      const { path, body } = (request ?? {}) as { path?: { runId?: string }; body?: { message?: string } };
      const from =
        operation === 'createFollowup'
          ? this.sim.sim.runs.get(path?.runId ?? '')?.followups.length
          : undefined;
      const entry = { agent, operation, runId: path?.runId, message: body?.message, from };
      // A write lands at the earliest when it is sent, a read was answered at the latest when its answer came. A write
      // whose job was cancelled before it was sent is never sent (seed 5461: the journal took it for the send of the
      // same message its job's re-run made later).
      const write = operation === 'createFollowup' || operation === 'cancelRun';
      if (write && !options.signal?.aborted) this.calls.push({ ...entry, at: this.now });
      const answer = await call(...args);
      if (!write) this.calls.push({ ...entry, at: this.now });
      return answer;
    }) as typeof call;
    const job = Object.assign(step, { agent, eventName, payload });
    this.steps.push(job);
    return job;
  }

  /** The host of every step taken so far (main, post and settle steps), in the order they began. */
  hosts(): MemoryHost[] {
    return [...new Set(this.steps.map((step) => step.host))];
  }

  /**
   * What the post step of `post`'s job reaches (src/post-settle.ts PostWorld): the step's recorded client, its
   * GitHub, the runner's variables of the job, and the virtual clock.
   */
  postWorld(post: JobStep): PostWorld {
    return {
      client: () => post.client,
      env: {
        GITHUB_REPOSITORY: 'acme/app',
        GITHUB_API_URL: this.gh.url,
        GITHUB_GRAPHQL_URL: this.gh.graphqlUrl,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_RUN_ID: post.env.workflowRunId,
        GITHUB_EVENT_NAME: post.eventName,
      },
      repository: () => post.repository!,
      sleep: post.sleep,
    };
  }

  /** The pace of a step's polls: every POLL_MS of virtual time, each sleep moving the clock on (after the gate). */
  poll(gate: Gate | undefined): NonNullable<FollowOptions['poll']> {
    return {
      initialMs: POLL_MS,
      factor: 1,
      maxMs: POLL_MS,
      // Without jitter: each sleep is the interval.
      random: () => 0.5,
      sleep: async (ms) => {
        await gate?.pass();
        this.advance(ms);
      },
    };
  }

  // ---- the service ------------------------------------------------------------------------------------------------

  /** The runs of the thread, oldest first. */
  threadRuns(): SimRun[] {
    return [...this.sim.sim.runs.values()].filter((run) =>
      this.factory
        ? run.metadata.ticket_source === THREAD_TICKET.ticket_source &&
          run.metadata.ticket_id === THREAD_TICKET.ticket_id
        : run.metadata.gh_repo === 'acme/app' && run.metadata.gh_number === String(THREAD),
    );
  }

  /**
   * Whether a request to make a run (its prompt and metadata) came from comment `commentId`: by the comment's id the
   * action records on its own runs; a factory's carry only the ticket, so by the comment's words in the prompt (each
   * request's topic is its own).
   */
  madeFor(request: { prompt: string; metadata: Record<string, string> }, commentId: number): boolean {
    if (!this.factory) return request.metadata.gh_comment_id === String(commentId);
    const asked = this.gh.state.comments.get(commentId)?.body.replace(/^@cloud-agent (?:plan )?/, '');
    return asked !== undefined && asked.startsWith('topic ') && request.prompt.includes(asked);
  }

  /** Whether the job `agent` asked the service to make a run: created one, or dispatched work to a factory. */
  askedToMake(agent: string): boolean {
    return this.calls.some(
      (c) => c.agent === agent && (c.operation === 'createRun' || c.operation === 'dispatchFactoryRun'),
    );
  }

  /** The thread's run made for comment `commentId`, if one was. */
  runFor(commentId: number): SimRun | undefined {
    return this.threadRuns().find((run) => this.madeFor(run, commentId));
  }

  /** The run the thread's tracking comment names, else the thread's newest run. */
  threadRun(): SimRun | undefined {
    const named = this.tracking()?.marker.run;
    return (named ? this.sim.sim.runs.get(named) : undefined) ?? this.threadRuns().at(-1);
  }

  state(run: SimRun): string {
    return this.sim.sim.state(run);
  }

  /** The run as the service answers it at `at` (read in process: no request is made). */
  view(run: SimRun, at = this.now): RunItem {
    return runItem(this.sim.sim, run, at) as unknown as RunItem;
  }

  /** The credits the service reports for the run now. */
  reported(run: SimRun): number {
    return creditsOf(this.view(run)) ?? 0;
  }

  /**
   * The credits the run has really used by `at`, in all its executions: each execution uses CREDITS_PER_POLL every
   * POLL_MS from its INPROGRESS to its end (as scripted by `usage`), whatever the service's count of it says.
   */
  used(run: SimRun, at: number): number {
    let total = 0;
    for (let execution = 1; execution <= run.executions; execution++) {
      const steps = run.steps.filter((s) => s.execution === execution && s.at <= at);
      const working = steps.find((s) => s.state === 'INPROGRESS');
      if (!working) continue;
      const last = steps.at(-1)!;
      const end = ['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED', 'BLOCKED'].includes(last.state)
        ? last.at
        : at;
      total += CREDITS_PER_POLL * Math.floor((Math.min(end, at) - working.at) / POLL_MS);
    }
    return total;
  }

  /**
   * Scripts what the next run created for `comment` (or `metadata` of a command's own) and the next follow-up of the
   * thread's run do: `execution`, with the usage the service reports for it.
   */
  scriptNext(execution: Execution, commentId: number | undefined): void {
    const script = (working: boolean): RunScript => ({
      timeline: working
        ? [
            { state: 'INPROGRESS', afterMs: 0 },
            { state: execution.outcome, afterMs: execution.workMs },
          ]
        : [
            { state: 'QUEUED', afterMs: 0 },
            { state: 'INPROGRESS', afterMs: START_MS },
            { state: execution.outcome, afterMs: execution.workMs },
          ],
      ...(execution.outcome === 'FAILED' || execution.leaks ? { finalMessage: answerOf(execution) } : {}),
      ...(execution.result === 'none' ? {} : { result: { file: resultOf(execution, execution.result) } }),
      ...(execution.artifacts === 'pr'
        ? {
            artifacts: [
              {
                type: 'PULL_REQUEST' as const,
                url: `https://github.com/acme/app/pull/${100 + this.workflowRuns}`,
                branch: `agent/change-${this.workflowRuns}`,
              },
            ],
          }
        : execution.artifacts === 'none'
          ? { artifacts: [] }
          : {}),
    });
    this.sim.script.run({
      ...script(false),
      usageSteps: usage(0, START_MS),
      match: (request) => commentId !== undefined && this.madeFor(request, commentId),
    });
    const run = this.threadRun();
    if (!run) return;
    const working = this.state(run) === 'INPROGRESS';
    const hasPlan = run.artifacts.some((a) => this.sim.sim.artifacts.get(a.uid)?.type === 'PLAN');
    this.sim.script.followup(run.run_id, {
      ...script(working),
      // A new execution's usage: counted on from what the run had (or anew, by a service that counts so).
      usageSteps: usage(this.resetsUsage ? 0 : this.reported(run), START_MS),
      ...(execution.inPlace && hasPlan && execution.artifacts === 'default'
        ? {
            revisePlan: {
              content: `The plan revised in place at ${new Date(this.now).toISOString()}.${execution.leaks ? ` ${LEAK}` : ''}`,
            },
          }
        : {}),
    });
  }

  /** Drops what was scripted and not taken (a job that sent nothing leaves its script for no one). */
  clearScripts(): void {
    this.sim.sim.runScripts.length = 0;
    for (const run of this.sim.sim.runs.values()) run.followupScripts.length = 0;
  }

  // ---- GitHub -----------------------------------------------------------------------------------------------------

  /** The thread's comments by the action whose marker verifies (the tracking comments), with their markers. */
  trackingComments(): { id: number; body: string; updatedAt: string; marker: MarkerState }[] {
    return this.gh.state
      .commentsOf(THREAD)
      .filter((c) => c.user === ACTION)
      .flatMap((c) => {
        const marker = decodeMarker(c.body, MARKER_KEY);
        return marker ? [{ id: c.id, body: c.body, updatedAt: c.updated_at, marker }] : [];
      });
  }

  /**
   * The thread's tracking comment: its conversation's, not the one a run may have of its own once someone deleted the
   * conversation's (see invariants.ts, oneEnding); else the first.
   */
  tracking(): ReturnType<JoinsWorld['trackingComments']>[number] | undefined {
    const all = this.trackingComments();
    return all.find((t) => t.marker.key !== t.marker.run) ?? all[0];
  }

  /** The action's reactions on a comment of the thread. */
  reactionsOn(commentId: number): string[] {
    return this.gh.state.reactions
      .filter((r) => r.subject.kind === 'issue_comment' && r.subject.id === commentId && r.user === ACTION)
      .map((r) => r.content);
  }

  /** Whether a fault injected into either server is still waiting for its request. */
  faultsPending(): boolean {
    return this.sim.faults.pending.length > 0 || this.gh.faults.pending.length > 0;
  }
}

/** The agent's last message of `execution`: the failing answer, or a leaking one (Execution.leaks). */
function answerOf(execution: Execution): string {
  const answer = execution.outcome === 'FAILED' ? FAILED_ANSWER : LEAKING_ANSWERS[execution.outcome];
  return execution.leaks ? `${answer} ${LEAK}` : answer;
}

/** The `result.json` an execution leaves (`kind`, its result), whose reasons carry the leak when it leaks. */
function resultOf(execution: Execution, kind: keyof typeof RESULTS): unknown {
  const result = RESULTS[kind];
  return execution.leaks ? { ...result, reasons: [...result.reasons, LEAK] } : result;
}

/** Usage that climbs from `from`: CREDITS_PER_POLL more every POLL_MS from `startMs` on, for the whole horizon. */
function usage(from: number, startMs: number): { afterMs: number; usage: Record<string, unknown> }[] {
  const steps = [{ afterMs: 0, usage: { inference_cost: from } }];
  for (let k = 0; k * POLL_MS <= USAGE_HORIZON_MS; k++) {
    steps.push({ afterMs: startMs + k * POLL_MS, usage: { inference_cost: from + k * CREDITS_PER_POLL } });
  }
  return steps;
}
