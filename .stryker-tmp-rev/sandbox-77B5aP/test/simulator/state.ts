/**
 * The simulator's in-memory world: teams and keys, a clock, runs with their state machine, conversations,
 * artifacts, agent identities, environments and factories. Route modules read and change it; modules that keep
 * state of their own (schedules, scorers, ...) hang it on `ext()` and react to time through `onTick()`.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';

export type RunState =
  | 'QUEUED'
  | 'PENDING'
  | 'CLAIMED'
  | 'INPROGRESS'
  | 'SUCCEEDED'
  | 'FAILED'
  | 'BLOCKED'
  | 'ERROR'
  | 'CANCELLED';
export const TERMINAL: ReadonlySet<string> = new Set(['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED']);
export const ENDED: ReadonlySet<string> = new Set([...TERMINAL, 'BLOCKED']);

export interface StatusMessage {
  message: string;
  error_code?: string;
  retryable?: boolean;
}

export interface TimelineStep {
  state: RunState;
  /** Milliseconds after the previous step (the first step is relative to the moment the script applies). */
  afterMs: number;
  statusMessage?: StatusMessage;
}

export interface Step {
  at: number;
  state: RunState;
  statusMessage?: StatusMessage;
  /** Which execution this step belongs to (follow-ups of ended runs start a new one). */
  execution: number;
  /** How the script spaced the events of its setup (none: all at the step's moment). */
  setup?: SetupSpacing;
}

/**
 * Spacing of the timeline events a run's setup yields: `worker_container_ready` comes `claimedToReadyMs` after
 * CLAIMED (with `oz_run_claimed` at the claim), `shared_session_started` comes `readyToSessionMs` after INPROGRESS
 * and `agent_started` `sessionToAgentMs` after that. All default to 0.
 */
export interface SetupSpacing {
  claimedToReadyMs?: number;
  readyToSessionMs?: number;
  sessionToAgentMs?: number;
}

export interface ConversationMessage {
  role: 'user' | 'assistant' | 'tool' | 'system';
  content: Record<string, unknown>[];
  timestamp?: string;
}
export interface ConversationStep {
  id: string;
  description?: string;
  summary?: string;
  started_at?: string;
  completed_at?: string;
  messages: ConversationMessage[];
  steps: ConversationStep[];
}

/**
 * A conversation step the agent is working on for a while: visible `afterMs` after its execution goes INPROGRESS,
 * open (no `completed_at`) until the next timed step starts or the execution ends.
 */
export interface TimedConversationStep {
  afterMs: number;
  step: ConversationStep;
}

/** A conversation step of a run, visible from `at`. */
export interface ConversationEntry {
  at: number;
  step: ConversationStep;
  /** For a timed step: when the next timed step starts (none for the last), and its execution. */
  timed?: { next?: number; execution: number };
  /** The agent's final message of a scripted conversation: the step's last message from `at` on. */
  answer?: { at: number; text: string };
}

/** A timeline event a script adds to the generated ones. */
export interface ScriptedEvent {
  /** Milliseconds after the run's creation. */
  afterMs: number;
  /** Any type, also one the contract does not list (the action shows unknown types by name). */
  type: string;
  payload?: Record<string, unknown>;
}

export interface ArtifactRecord {
  uid: string;
  runId: string;
  teamUid: string;
  type: string;
  createdAt: number;
  /** The ArtifactItem `data` as it appears on the run. */
  data: Record<string, unknown>;
  public: boolean;
  /** Plan markdown, or a file's / screenshot's bytes. */
  content?: string;
  contentType?: string;
  /** A plan edited in place (see RunScript.revisePlan): its text (and title) from each edit's moment on. */
  edits?: { at: number; content: string; title?: string }[];
}

export interface Principal {
  kind: 'user' | 'judge' | 'identity';
  uid: string;
  teamUid: string;
  displayName?: string;
  email?: string;
  /** For judge keys: the judge run that holds the key. */
  judgeRunId?: string;
}

export interface Team {
  uid: string;
  name: string;
  features: {
    metadataFilter: boolean;
    /**
     * An older service that does not know the filters: `metadata[...]` on GET /agent/runs and `factory_uid` on GET
     * /factory/scorers are ignored (the team's newest runs, every factory's scorers are answered).
     */
    ignoresFilters?: boolean;
    /**
     * A service without plan mode: `mode` on run creation and follow-ups is accepted and ignored (a `plan` execution
     * works like a `normal` one: no plan, and the script's pull request).
     */
    ignoresMode?: boolean;
  };
  /** Agent identities usable on the team's plan; those created beyond it are `available: false`. */
  identityLimit: number;
  /** MCP server ids (`warp_id`) the team may use. */
  mcpServers: Set<string>;
}

export interface SimRun {
  run_id: string;
  teamUid: string;
  title: string;
  prompt: string;
  submittedPrompt: string;
  createdAt: number;
  config: Record<string, unknown>;
  metadata: Record<string, string>;
  source: string;
  executionLocation: 'REMOTE' | 'LOCAL';
  creator: Principal;
  agentIdentityUid?: string;
  factoryUid?: string;
  schedule?: { schedule_id: string; schedule_name: string; cron_schedule: string };
  parentRunId?: string;
  conversationId: string;
  sessionId: string;
  steps: Step[];
  executions: number;
  artifacts: { at: number; uid: string }[];
  /** Conversation steps, each visible from `at`; `unsupported` answers 422. */
  conversation: ConversationEntry[] | 'unsupported' | 'none';
  /** Until `until`, reading the conversation answers `status` whatever it holds. */
  conversationUnavailable?: { status: 404 | 422; until: number };
  /** Scripted timeline events, each visible from `at`. */
  events: { at: number; type: string; payload?: Record<string, unknown> }[];
  usage?: Record<string, unknown>;
  /** Report `request_usage` from INPROGRESS on, not only once the run has ended. */
  liveUsage: boolean;
  /**
   * The usage the service counts for the whole run: the cost of every second it was at work, over all its executions,
   * from its first INPROGRESS on (the simulator's `liveUsage` option, for a run whose script says nothing of usage).
   */
  wholeUsage?: boolean;
  /** Usage that climbs: each `usage` from `at` on, whatever the state (see RunScript.usageSteps). */
  usageSteps?: { at: number; usage: Record<string, unknown> }[];
  cancellable: boolean;
  /** The config the service answers it resolved, instead of the one it was sent (see RunScript.agentConfig). */
  agentConfig?: Record<string, unknown> | null;
  /** Follow-ups in order, with how the service routed each. */
  /** Every follow-up taken: when, its message and mode, what the service did with it, and the run's state then. */
  followups: { at: number; message: string; outcome: string; state: string; mode?: string }[];
  /** Scripts for the next follow-ups of this run. */
  followupScripts: RunScript[];
  /** The mode the run was created in, as sent (absent: `normal`). */
  mode?: string;
  /** Each execution's mode as the service took it (index 0 is the first execution): `normal` or `plan`. */
  executionModes: string[];
  /** For judge runs: what they judge. */
  judge?: { targetRunId: string; scorerId: number; attemptId: string; key: string; reported: boolean };
  cancelledBy?: string;
}

/** What a test scripts for a run the simulator will create (or for a follow-up of one). */
export interface RunScript {
  /** Applies to the next created run this predicate accepts (default: the next one). */
  match?: (request: { prompt: string; title?: string; metadata: Record<string, string> }) => boolean;
  timeline?: TimelineStep[];
  title?: string;
  /** The agent's last message; a default is made from the prompt. */
  finalMessage?: string;
  /**
   * Whole conversation steps instead of the generated ones, all visible once the execution goes INPROGRESS; or
   * timed steps that appear one after another while it works; 'unsupported' → 422; 'none' → 404.
   */
  conversation?: ConversationStep[] | TimedConversationStep[] | 'unsupported' | 'none';
  /**
   * Until `untilMs` after the run's creation, reading its conversation answers this status (404
   * `resource_not_found` or 422 `operation_not_supported`), then the conversation as usual. Read from the run's
   * script only.
   */
  conversationUnavailable?: { status: 404 | 422; untilMs: number };
  /** Timeline events added to the generated ones, `afterMs` counted from the run's creation. */
  events?: ScriptedEvent[];
  /** Artifacts the run produces when it ends. */
  artifacts?: ArtifactSeed[];
  /**
   * The execution's structured result (an action run with `output-schema`): `file` is written as a FILE artifact
   * named `result.json` when it ends (added to `artifacts`), `block` ends its final message in a fenced `json` block;
   * a string is taken as the text itself (JSON that is wrong, or not JSON at all), anything else is written as JSON.
   * Also in a follow-up's script: a repair's answer.
   */
  result?: { file?: unknown; block?: unknown };
  /** Scripts of the run's next follow-ups, in order (as `script.followup` would add them). Run's script only. */
  followups?: RunScript[];
  /**
   * A plan-mode follow-up's script: the execution revises the run's newest plan in place, as an edited document
   * would be, instead of leaving a new one: the same `PLAN` artifact (uid, `created_at`, its entry on the run), whose
   * text (and title, when given) the artifact routes answer from the execution's end on. Only when it ends SUCCEEDED
   * or BLOCKED; `artifacts` still adds the others it lists (pull requests dropped, as in every plan execution). A run
   * with no plan by then gets a new plan of that text instead.
   */
  revisePlan?: { content: string; title?: string };
  usage?: Record<string, unknown>;
  /** Report `request_usage` from INPROGRESS on (cost so far), not only once the run has ended. Run's script only. */
  liveUsage?: boolean;
  /**
   * Usage that climbs as the run works: each step's `usage` is the run's whole usage from `afterMs` after its
   * creation on (follow-ups included, as the service counts a run's usage), none before the first; an ended run shows
   * what it had reached when it ended. Overrides `usage` and `liveUsage`. In a follow-up's script that starts a
   * new execution: the service counts it anew, so from the follow-up on the run's usage is these steps, `afterMs`
   * counted from the follow-up (a service whose per-run usage restarts for a new execution).
   */
  usageSteps?: { afterMs: number; usage: Record<string, unknown> }[];
  /** Spaces the events of the setup on the timeline (default: each state's events at one instant). */
  setup?: SetupSpacing;
  /** A run the service cannot cancel: GitHub Action, local or self-hosted (422 on cancel). */
  notCancellable?: boolean;
  /**
   * The run's `agent_config` as the service resolves it, instead of the config it was sent (e.g. the team's default
   * model filled in: `{ model_id: 'claude-4-5-sonnet' }`); null: the answers carry no `agent_config`. Run's script only.
   */
  agentConfig?: Record<string, unknown> | null;
}

export type ArtifactSeed =
  | { type: 'PULL_REQUEST'; url: string; branch: string; status?: string }
  | { type: 'PLAN'; title: string; content: string }
  | { type: 'SCREENSHOT'; description?: string; mimeType?: string; bytes?: string; public?: boolean }
  | {
      type: 'FILE';
      filename: string;
      filepath?: string;
      mimeType?: string;
      bytes?: string;
      description?: string;
      public?: boolean;
    }
  | { type: 'EXTERNAL_REFERENCE'; referenceType: string; url: string; title?: string };

export interface IdentityRecord {
  uid: string;
  teamUid: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  fields: Record<string, unknown>;
  keys: Set<string>;
}

export interface EnvironmentRecord {
  uid: string;
  teamUid: string;
  name: string;
  lastUpdated: number;
  config: Record<string, unknown>;
}

export interface FactoryRecord {
  uid: string;
  teamUid: string;
  name: string;
  alias: string | null;
  /** The identity uid of the factory's foreman agent, if it has one. */
  foremanUid?: string;
  createdAt: number;
  repositories: { owner: string; repo: string }[];
}

export const DEFAULT_TIMELINE: TimelineStep[] = [
  { state: 'QUEUED', afterMs: 0 },
  { state: 'PENDING', afterMs: 300 },
  { state: 'CLAIMED', afterMs: 300 },
  { state: 'INPROGRESS', afterMs: 400 },
  { state: 'SUCCEEDED', afterMs: 2000 },
];

export const FOLLOWUP_TIMELINE: TimelineStep[] = [
  { state: 'INPROGRESS', afterMs: 200 },
  { state: 'SUCCEEDED', afterMs: 1500 },
];

/** A clock that follows real time from a start point, scaled, plus whatever tests add with `advance`. */
export class SimClock {
  private readonly realStart = Date.now();
  private readonly start: number;
  private offset = 0;
  readonly scale: number;
  constructor(start: number = Date.now(), scale = 1) {
    this.start = start;
    this.scale = scale;
  }
  now(): number {
    return Math.floor(this.start + (Date.now() - this.realStart) * this.scale + this.offset);
  }
  advance(ms: number): void {
    this.offset += ms;
  }
  set(ms: number): void {
    this.offset += ms - this.now();
  }
}

export const iso = (ms: number): string => new Date(ms).toISOString();

export class SimError extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryable: boolean | undefined;
  readonly title: string;
  constructor(status: number, code: string, detail: string, retryable?: boolean) {
    super(detail);
    this.status = status;
    this.code = code;
    this.retryable = retryable;
    this.title = TITLES[status] ?? 'Error';
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function fail(status: number, code: string, detail: string, retryable?: boolean): never {
  throw new SimError(status, code, detail, retryable);
}

let counter = 0;
/** Ids that read like the service's and sort by creation. */
export function newId(prefix: string): string {
  counter++;
  return `${prefix}_${Date.now().toString(36)}${counter.toString(36).padStart(4, '0')}${randomUUID().slice(0, 6)}`;
}

/** A 22-character environment id. */
export function newEnvironmentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(22), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** What `Simulator.snapshot` keeps of the service: plain data, Maps and Sets (v8.serialize writes it). */
export interface SimulatorSnapshot {
  teams: Map<string, Team>;
  keys: Map<string, Principal>;
  runs: SimRun[];
  artifacts: Map<string, ArtifactRecord>;
  identities: Map<string, IdentityRecord>;
  environments: Map<string, EnvironmentRecord>;
  factories: Map<string, FactoryRecord>;
  /** Each route module's state (`ext`), without its functions. */
  extensions: Record<string, Record<string, unknown>>;
}

export interface CreateRunInput {
  teamUid: string;
  creator: Principal;
  prompt: string;
  title?: string;
  config?: Record<string, unknown>;
  metadata?: Record<string, string>;
  source?: string;
  agentIdentityUid?: string;
  factoryUid?: string;
  schedule?: SimRun['schedule'];
  parentRunId?: string;
  conversationId?: string;
  mode?: string;
  judge?: SimRun['judge'];
  /** Use this script instead of the queued ones. */
  script?: RunScript;
  /** When the run was created, if earlier than now (a schedule noticed late). */
  at?: number;
}

export class Simulator {
  readonly clock: SimClock;
  readonly teams = new Map<string, Team>();
  readonly keys = new Map<string, Principal>();
  readonly runs = new Map<string, SimRun>();
  readonly artifacts = new Map<string, ArtifactRecord>();
  readonly identities = new Map<string, IdentityRecord>();
  readonly environments = new Map<string, EnvironmentRecord>();
  readonly factories = new Map<string, FactoryRecord>();
  /** Scripts waiting for the runs they describe. */
  readonly runScripts: RunScript[] = [];
  /** Secret for signing download URLs. */
  readonly signingKey = randomUUID();
  /**
   * Runs whose script says nothing of usage report it while they work, growing with each second at work over all
   * their executions (`SimRun.wholeUsage`), as a service that counts usage live does. Off: usage once a run has
   * ended, as most tests expect (the server's `liveUsage` option sets it).
   */
  liveUsageByDefault = false;
  /** Set by the server once the files listener is up. */
  filesOrigin = 'http://127.0.0.1:0';
  readonly serviceOrigin = { value: 'http://127.0.0.1:0' };
  /** How long signed URLs live. */
  signedUrlTtlMs = 15 * 60 * 1000;
  private readonly extensions = new Map<string, unknown>();
  private readonly tickers: ((now: number) => void)[] = [];

  constructor(clock: SimClock) {
    this.clock = clock;
  }

  now(): number {
    return this.clock.now();
  }

  /** State a route module keeps for itself, made on first use. */
  ext<T>(name: string, make: () => T): T {
    if (!this.extensions.has(name)) this.extensions.set(name, make());
    return this.extensions.get(name) as T;
  }

  /**
   * What the service holds, for `npm run local` to keep between calls (scripts/local-world.ts writes it with v8.serialize):
   * teams and keys, runs with their steps, conversations and events, artifacts, identities, environments, factories
   * and what the route modules keep (scorers and their results, schedules, factory tasks). Not kept: scripts, which are
   * a test's (a run script waits for a run the test is about to make), and functions (a scripted judge). The clock
   * is the caller's to keep.
   */
  snapshot(): SimulatorSnapshot {
    const extensions: Record<string, Record<string, unknown>> = {};
    for (const [name, value] of this.extensions) {
      extensions[name] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(([, v]) => typeof v !== 'function'),
      );
    }
    return {
      teams: this.teams,
      keys: this.keys,
      runs: [...this.runs.values()].map((run) => ({ ...run, followupScripts: [] })),
      artifacts: this.artifacts,
      identities: this.identities,
      environments: this.environments,
      factories: this.factories,
      extensions,
    };
  }

  /**
   * Puts back what `snapshot` kept, in place of what this simulator holds (its seed included). A route module's state
   * keeps its functions (the judge) and takes the rest from the snapshot.
   */
  restore(snapshot: SimulatorSnapshot): void {
    const refill = <K, V>(target: Map<K, V>, from: Map<K, V>) => {
      target.clear();
      for (const [key, value] of from) target.set(key, value);
    };
    refill(this.teams, snapshot.teams);
    refill(this.keys, snapshot.keys);
    refill(this.artifacts, snapshot.artifacts);
    refill(this.identities, snapshot.identities);
    refill(this.environments, snapshot.environments);
    refill(this.factories, snapshot.factories);
    this.runs.clear();
    for (const run of snapshot.runs) this.runs.set(run.run_id, run);
    this.runScripts.length = 0;
    for (const [name, saved] of Object.entries(snapshot.extensions)) {
      const current = this.extensions.get(name) as Record<string, unknown> | undefined;
      if (current) Object.assign(current, saved);
      else this.extensions.set(name, saved);
    }
  }

  /** Called with the current time before every request is handled (schedules fire, judges report, ...). */
  onTick(fn: (now: number) => void): void {
    this.tickers.push(fn);
  }

  tick(): void {
    const now = this.now();
    for (const fn of this.tickers) fn(now);
  }

  addTeam(team: Partial<Team> & { uid: string }): Team {
    const full: Team = {
      name: team.uid,
      features: { metadataFilter: true },
      identityLimit: 5,
      mcpServers: new Set(['linear', 'github']),
      ...team,
    };
    this.teams.set(full.uid, full);
    return full;
  }

  addKey(key: string, principal: Omit<Principal, 'kind'> & { kind?: Principal['kind'] }): void {
    this.keys.set(key, { kind: 'user', ...principal });
  }

  // ---- runs -------------------------------------------------------------------------------------------------

  createRun(input: CreateRunInput): SimRun {
    const now = Math.min(input.at ?? Infinity, this.now());
    const metadata = input.metadata ?? {};
    let script = input.script;
    if (!script) {
      const index = this.runScripts.findIndex(
        (s) => !s.match || s.match({ prompt: input.prompt, title: input.title, metadata }),
      );
      if (index >= 0) script = this.runScripts.splice(index, 1)[0];
    }
    const runId = randomUUID();
    const run: SimRun = {
      run_id: runId,
      teamUid: input.teamUid,
      title: script?.title ?? input.title ?? titleFrom(input.prompt),
      prompt: input.prompt,
      submittedPrompt: input.prompt,
      createdAt: now,
      config: input.config ?? {},
      metadata,
      source: input.source ?? 'API',
      executionLocation: 'REMOTE',
      creator: input.creator,
      agentIdentityUid: input.agentIdentityUid,
      factoryUid: input.factoryUid,
      schedule: input.schedule,
      parentRunId: input.parentRunId,
      conversationId: input.conversationId ?? randomUUID(),
      sessionId: randomUUID(),
      steps: [],
      executions: 1,
      artifacts: [],
      conversation: [],
      events: [],
      usage: script?.usage,
      liveUsage: script?.liveUsage === true,
      ...(this.liveUsageByDefault && !script?.usage && !script?.usageSteps && script?.liveUsage === undefined
        ? { wholeUsage: true }
        : {}),
      ...(script?.usageSteps
        ? {
            usageSteps: script.usageSteps
              .map((step) => ({ at: now + step.afterMs, usage: step.usage }))
              .sort((a, b) => a.at - b.at),
          }
        : {}),
      cancellable: !script?.notCancellable,
      ...(script?.agentConfig !== undefined ? { agentConfig: script.agentConfig } : {}),
      followups: [],
      followupScripts: [...(script?.followups ?? [])],
      mode: input.mode,
      executionModes: [this.modeTaken(input.teamUid, input.mode)],
      judge: input.judge,
    };
    if (script?.notCancellable) run.executionLocation = 'LOCAL';
    if (script?.conversationUnavailable) {
      const { status, untilMs } = script.conversationUnavailable;
      run.conversationUnavailable = { status, until: now + untilMs };
    }
    this.runs.set(runId, run);
    this.applyScript(run, script, DEFAULT_TIMELINE, now, input.prompt);
    return run;
  }

  /** Lays a script's timeline, conversation and artifacts onto a run, starting at `from`. */
  applyScript(
    run: SimRun,
    script: RunScript | undefined,
    fallback: TimelineStep[],
    from: number,
    userMessage: string,
  ): void {
    const timeline = script?.timeline ?? fallback;
    let at = from;
    for (const step of timeline) {
      at += step.afterMs;
      run.steps.push({
        at,
        state: step.state,
        statusMessage: step.statusMessage,
        execution: run.executions,
        ...(script?.setup ? { setup: script.setup } : {}),
      });
    }
    const endAt = at;
    const started =
      run.steps.find((s) => s.execution === run.executions && s.state === 'INPROGRESS')?.at ?? endAt;
    const final = run.steps.at(-1)!;
    const planning = run.executionModes[run.executions - 1] === 'plan';
    const finalMessage = withResultBlock(
      script?.finalMessage ??
        (planning && final.state === 'SUCCEEDED'
          ? `I have a plan for: ${titleFrom(userMessage)}. Approve it and I will carry it out, or tell me what to change.`
          : undefined),
      script?.result,
    );
    if (script?.conversation === 'unsupported' || script?.conversation === 'none') {
      run.conversation = script.conversation;
    } else if (run.conversation !== 'unsupported' && run.conversation !== 'none') {
      // A script laid over a live session replaces the rest of the work: an answer still to come never comes (nor
      // the step made only to carry it).
      const pending = (entry: ConversationEntry) => entry.answer !== undefined && entry.answer.at > from;
      run.conversation = run.conversation.filter((e) => !(pending(e) && e.step.messages.length === 0));
      for (const entry of run.conversation) if (pending(entry)) delete entry.answer;
      const steps = script?.conversation ?? [
        defaultConversationStep(run, userMessage, final, finalMessage, started, endAt),
      ];
      const timed = steps
        .filter((s): s is TimedConversationStep => isTimed(s))
        .sort((a, b) => a.afterMs - b.afterMs);
      const added: ConversationEntry[] = [];
      for (const step of steps) if (!isTimed(step)) added.push({ at: started, step });
      timed.forEach((entry, index) => {
        const next = timed[index + 1];
        added.push({
          at: started + entry.afterMs,
          step: entry.step,
          timed: {
            ...(next ? { next: started + next.afterMs } : {}),
            execution: run.executions,
          },
        });
      });
      // The generated step carries the final message; scripted steps get it as the agent's last message, when
      // the execution reaches its end (a run that never ends gives no answer).
      if (script?.conversation && finalMessage !== undefined && ENDED.has(final.state)) {
        const answer = { at: endAt, text: finalMessage };
        const last = added.at(-1);
        if (last) last.answer = answer;
        else added.push({ at: endAt, step: { id: randomUUID(), messages: [], steps: [] }, answer });
      }
      run.conversation.push(...added);
    }
    for (const seed of planning ? planArtifacts(script, userMessage, final) : (script?.artifacts ?? []))
      this.addArtifact(run, seed, endAt);
    if (script?.result && 'file' in script.result) {
      const bytes = resultText(script.result.file);
      this.addArtifact(
        run,
        { type: 'FILE', filename: 'result.json', mimeType: 'application/json', bytes },
        endAt,
      );
    }
    if (planning && script?.revisePlan && (final.state === 'SUCCEEDED' || final.state === 'BLOCKED')) {
      // With no plan to revise (one a live session's new script dropped, say), the revision is a plan of its own.
      const { content, title } = script.revisePlan;
      if (this.hasPlan(run, endAt)) this.editPlan(run, script.revisePlan, endAt);
      else this.addArtifact(run, { type: 'PLAN', title: title ?? titleFrom(userMessage), content }, endAt);
    }
    for (const event of script?.events ?? []) {
      run.events.push({
        at: run.createdAt + event.afterMs,
        type: event.type,
        ...(event.payload ? { payload: event.payload } : {}),
      });
    }
  }

  /**
   * The conversation steps visible at `now`. A timed step is open (no `completed_at`) until the next timed step
   * starts or its execution ends, then closed at that moment; it keeps a scripted `started_at`, else starts at its
   * own moment.
   */
  conversationSteps(run: SimRun, now = this.now()): ConversationStep[] {
    if (!Array.isArray(run.conversation)) return [];
    return run.conversation
      .filter((c) => c.at <= now)
      .map((c) => this.withAnswer(this.timedStep(run, c, now), c, now));
  }

  /** A step as answered at `now`: a timed one open until it closes, then with `completed_at`; a plain one as is. */
  private timedStep(run: SimRun, c: ConversationEntry, now: number): ConversationStep {
    if (!c.timed) return c.step;
    const step = { ...c.step };
    delete step.completed_at;
    const end = this.executionEnd(run, c.timed.execution);
    const closes = Math.max(c.at, Math.min(c.timed.next ?? Infinity, end ?? Infinity));
    return {
      ...step,
      started_at: step.started_at ?? iso(c.at),
      ...(closes <= now ? { completed_at: iso(closes) } : {}),
    };
  }

  /** The step with the agent's final message last, from its moment on; the scripted step itself is left as it is. */
  private withAnswer(step: ConversationStep, c: ConversationEntry, now: number): ConversationStep {
    if (!c.answer || c.answer.at > now) return step;
    const message: ConversationMessage = {
      role: 'assistant',
      content: [{ type: 'text', text: c.answer.text }],
      timestamp: iso(c.answer.at),
    };
    return { ...step, messages: [...step.messages, message] };
  }

  /** When an execution ends: its last step, if that is an ended state (an execution still going has no end). */
  executionEnd(run: SimRun, execution: number): number | undefined {
    const last = run.steps.findLast((s) => s.execution === execution);
    return last && ENDED.has(last.state) ? last.at : undefined;
  }

  /** The mode an execution runs in: what was asked, unless the team's service has no plan mode. */
  modeTaken(teamUid: string, mode: string | undefined): string {
    const ignores = this.teams.get(teamUid)?.features.ignoresMode === true;
    return !ignores && mode === 'plan' ? 'plan' : 'normal';
  }

  addArtifact(run: SimRun, seed: ArtifactSeed, at: number): ArtifactRecord {
    const uid = randomUUID();
    const record: ArtifactRecord = {
      uid,
      runId: run.run_id,
      teamUid: run.teamUid,
      type: seed.type,
      createdAt: at,
      data: {},
      public: false,
    };
    switch (seed.type) {
      case 'PULL_REQUEST':
        record.data = { url: seed.url, branch: seed.branch, ...(seed.status ? { status: seed.status } : {}) };
        break;
      case 'PLAN':
        record.data = {
          document_uid: randomUUID(),
          artifact_uid: uid,
          notebook_uid: randomUUID(),
          title: seed.title,
        };
        record.content = seed.content;
        record.contentType = 'text/markdown';
        break;
      case 'SCREENSHOT':
        record.data = {
          artifact_uid: uid,
          mime_type: seed.mimeType ?? 'image/png',
          ...(seed.description ? { description: seed.description } : {}),
        };
        record.content = seed.bytes ?? 'PNG-BYTES';
        record.contentType = seed.mimeType ?? 'image/png';
        record.public = seed.public ?? false;
        break;
      case 'FILE':
        record.data = {
          artifact_uid: uid,
          filename: seed.filename.split('/').pop()!,
          filepath: seed.filepath ?? seed.filename,
          mime_type: seed.mimeType ?? 'text/plain',
          size_bytes: Buffer.byteLength(seed.bytes ?? ''),
          ...(seed.description ? { description: seed.description } : {}),
        };
        record.content = seed.bytes ?? '';
        record.contentType = seed.mimeType ?? 'text/plain';
        record.public = seed.public ?? false;
        break;
      case 'EXTERNAL_REFERENCE':
        record.data = {
          reference_type: seed.referenceType,
          url: seed.url,
          ...(seed.title ? { title: seed.title } : {}),
        };
        break;
    }
    this.artifacts.set(uid, record);
    run.artifacts.push({ at, uid });
    return record;
  }

  /** Whether the run has a plan by `at`. */
  hasPlan(run: SimRun, at: number): boolean {
    return run.artifacts.some((a) => a.at <= at && this.artifacts.get(a.uid)?.type === 'PLAN');
  }

  /** Edits the run's newest plan in place from `at` on (see RunScript.revisePlan). */
  editPlan(run: SimRun, edit: { content: string; title?: string }, at: number): void {
    const plan = run.artifacts
      .map((a) => this.artifacts.get(a.uid))
      .findLast((record) => record?.type === 'PLAN');
    if (!plan) throw new Error(`run ${run.run_id} has no plan to revise in place`);
    (plan.edits ??= []).push({ at, content: edit.content, ...(edit.title ? { title: edit.title } : {}) });
  }

  /** An artifact's text (and a plan's title) at `now`: its newest edit by then, else what it was made with. */
  artifactText(record: ArtifactRecord, now = this.now()): { content: string | undefined; title?: unknown } {
    const edit = record.edits?.findLast((e) => e.at <= now);
    if (!edit) return { content: record.content, title: record.data.title };
    return { content: edit.content, title: edit.title ?? record.data.title };
  }

  /** The step a run is in now. */
  current(run: SimRun, now = this.now()): Step {
    let current = run.steps[0]!;
    for (const step of run.steps) {
      if (step.at <= now) current = step;
      else break;
    }
    return current;
  }

  state(run: SimRun, now = this.now()): RunState {
    return this.current(run, now).state;
  }

  /** Ends a run now: drops its future steps and appends `state`. */
  endRun(run: SimRun, state: RunState, statusMessage?: StatusMessage): void {
    const now = this.now();
    run.steps = run.steps.filter((s) => s.at <= now);
    run.steps.push({ at: now, state, statusMessage, execution: run.executions });
    run.artifacts = run.artifacts.filter((a) => a.at <= now);
    for (const a of run.artifacts) {
      const record = this.artifacts.get(a.uid);
      if (record?.edits) record.edits = record.edits.filter((e) => e.at <= now);
    }
    if (Array.isArray(run.conversation)) {
      run.conversation = run.conversation.filter((c) => c.at <= now);
      for (const entry of run.conversation) if (entry.answer && entry.answer.at > now) delete entry.answer;
    }
    run.events = run.events.filter((e) => e.at <= now);
  }

  /** A run as the caller may see it: 404 when missing, 403 when another team's. */
  runFor(principal: Principal, runId: string): SimRun {
    const run = this.runs.get(runId);
    if (!run) return fail(404, 'resource_not_found', `run ${runId} not found`);
    if (run.teamUid !== principal.teamUid)
      return fail(403, 'not_authorized', `no permission to access run ${runId}`);
    return run;
  }

  /** Whether `runId` descends from `ancestorId`. */
  descendsFrom(run: SimRun, ancestorId: string): boolean {
    let parent = run.parentRunId;
    for (let depth = 0; parent && depth < 100; depth++) {
      if (parent === ancestorId) return true;
      parent = this.runs.get(parent)?.parentRunId;
    }
    return false;
  }

  // ---- signed URLs --------------------------------------------------------------------------------------------

  sign(path: string, expires: number): string {
    return createHmac('sha256', this.signingKey).update(`${path}\n${expires}`).digest('hex').slice(0, 32);
  }

  signedUrl(path: string): { url: string; expiresAt: number } {
    const expiresAt = this.now() + this.signedUrlTtlMs;
    return {
      url: `${this.filesOrigin}${path}?expires=${expiresAt}&signature=${this.sign(path, expiresAt)}`,
      expiresAt,
    };
  }

  principalName(p: Principal): Record<string, unknown> {
    return {
      uid: p.uid,
      type: p.kind === 'user' ? 'user' : 'service_account',
      ...(p.displayName ? { display_name: p.displayName } : {}),
      ...(p.email ? { email: p.email } : {}),
    };
  }
}

/** A scripted result as the agent would write it: a string as it is, anything else as JSON. */
function resultText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The final message with a scripted result's fenced `json` block at its end (RunScript.result.block). */
function withResultBlock(message: string | undefined, result: RunScript['result']): string | undefined {
  if (!result || !('block' in result)) return message;
  const block = `\`\`\`json\n${resultText(result.block)}\n\`\`\``;
  return `${message ?? 'Done. The result:'}\n\n${block}`;
}

function isTimed(step: ConversationStep | TimedConversationStep): step is TimedConversationStep {
  return 'afterMs' in step && 'step' in step;
}

function titleFrom(prompt: string): string {
  const line =
    prompt
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? 'Untitled run';
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}

/**
 * What a plan-mode execution leaves: the script's artifacts without pull requests (a plan changes no code), and a
 * plan written from the request when the script names none. A script that lists artifacts but no plan scripts an
 * execution that did not plan; one that ended other than SUCCEEDED or BLOCKED leaves no plan either.
 */
function planArtifacts(script: RunScript | undefined, userMessage: string, final: Step): ArtifactSeed[] {
  if (script?.artifacts || script?.revisePlan)
    return (script.artifacts ?? []).filter((a) => a.type !== 'PULL_REQUEST');
  if (final.state !== 'SUCCEEDED' && final.state !== 'BLOCKED') return [];
  const what = titleFrom(userMessage);
  return [
    {
      type: 'PLAN',
      title: what,
      content: `## ${what}\n\n1. Read the code this touches and its tests.\n2. Make the change.\n3. Add a test that fails without it, and run the suite.\n`,
    },
  ];
}

function defaultConversationStep(
  run: SimRun,
  userMessage: string,
  final: Step,
  finalMessage: string | undefined,
  started: number,
  endAt: number,
): ConversationStep {
  const text =
    finalMessage ??
    (final.state === 'SUCCEEDED'
      ? `I worked on: ${titleFrom(userMessage)}. The change is done and the tests pass.`
      : final.state === 'BLOCKED'
        ? 'I need a decision before I continue: which approach do you prefer?'
        : `I could not finish: ${final.statusMessage?.message ?? final.state.toLowerCase()}.`);
  return {
    id: randomUUID(),
    description: titleFrom(userMessage),
    started_at: iso(started),
    completed_at: iso(endAt),
    messages: [
      { role: 'user', content: [{ type: 'text', text: userMessage }], timestamp: iso(started) },
      {
        role: 'assistant',
        content: [
          {
            type: 'action',
            id: `act-${run.executions}`,
            category: 'command',
            name: 'run_command',
            input: { command: 'npm test' },
          },
        ],
        timestamp: iso(started),
      },
      {
        role: 'tool',
        content: [
          {
            type: 'action_result',
            action_id: `act-${run.executions}`,
            category: 'command',
            name: 'run_command',
            state: 'completed',
            output: { exit_code: 0 },
          },
        ],
        timestamp: iso(started),
      },
      { role: 'assistant', content: [{ type: 'text', text }], timestamp: iso(endAt) },
    ],
    steps: [],
  };
}
