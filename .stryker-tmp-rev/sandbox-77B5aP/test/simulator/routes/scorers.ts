/**
 * Scorers and scoring. A scorer belongs to a factory and judges that factory's runs: each judgement is an
 * attempt, carried out by a judge run (source RUN_SCORER) that reports its verdict over real HTTP through
 * POST /agent/runs/{runId}/scores with its own API key. Attempts start automatically (a run idle for two hours,
 * in scope, sampled, and ended after the scorer was created) or by manual dispatch, which skips those gates.
 *
 * Test hooks: `setJudge` scripts the verdicts, `scoreRunDirectly` records scored attempts without judge runs.
 */
import { createHash, randomUUID } from 'node:crypto';
import { request } from 'undici';
import {
  ENDED,
  fail,
  iso,
  type Principal,
  type RunScript,
  type SimRun,
  type Simulator,
  type TimelineStep,
} from '../state.ts';
import { ok, who, type Ctx, type RouteModule } from '../types.ts';

export interface AllowedClassification {
  value: string;
  score: number;
  description?: string | null;
}

export interface AgentRef {
  uid: string;
  include_descendants?: boolean;
}

export interface ScorerRecord {
  id: number;
  teamUid: string;
  factoryUid: string;
  name: string;
  description: string | null;
  modelId: string;
  scoringPrompt: string;
  scopeMode: string;
  /** The selected agents (empty for all_agents). */
  agents: AgentRef[];
  threshold: number;
  samplingRate: number | null;
  allowed: AllowedClassification[];
  agentConfig: Record<string, unknown> | null;
  kind: string;
  createdAt: number;
  updatedAt: number;
  version: number;
}

export interface Attempt {
  id: number;
  scorerId: number;
  runId: string;
  attemptedAt: number;
  status: 'in_flight' | 'scored' | 'failed';
  trigger: 'automatic' | 'manual';
  /** The allowed classifications when the attempt started: verdicts are checked against this snapshot. */
  allowed: AllowedClassification[];
  classification?: string;
  score?: number;
  reason?: string;
  scoredAt?: number;
  scoringRunId?: string;
  error?: string;
}

export type JudgeVerdict = { classification: string; reason: string } | { fail: string };
export type JudgeFn = (target: SimRun, scorer: ScorerRecord) => JudgeVerdict;

interface JudgeRecord {
  attempt: Attempt;
  key: string;
  verdict: JudgeVerdict;
  /** Virtual and real time the verdict was sent. */
  sentAt?: { virtual: number; real: number };
}

interface ScorerState {
  nextScorerId: number;
  nextAttemptId: number;
  scorers: Map<number, ScorerRecord>;
  byScorer: Map<number, Attempt[]>;
  byPair: Map<string, Attempt[]>;
  byRun: Map<string, Attempt[]>;
  /** Judge runs whose attempt is still open, by judge run id. */
  judges: Map<string, JudgeRecord>;
  selfImprovement: Map<number, { createdAt: number; updatedAt: number }>;
  judge: JudgeFn;
  /** Bumped whenever scorers change, so runs are looked at again for automatic scoring. */
  generation: number;
  /** Runs already looked at for automatic scoring, with the generation they were looked at in. */
  autoScanned: Map<string, number>;
}

const COOL_DOWN_MS = 2 * 3600 * 1000;
/** A judge run that succeeded but whose verdict never arrived fails its attempt after this long. */
const REPORT_TIMEOUT_MS = 10 * 60 * 1000;
const REASON_LIMIT = 8192;
const DAY = 24 * 3600 * 1000;

const defaultJudge: JudgeFn = (target, scorer) => {
  const sorted = [...scorer.allowed].sort((a, b) => a.score - b.score);
  const runState = target.steps.at(-1)?.state ?? 'QUEUED';
  const pick = runState === 'SUCCEEDED' ? sorted.at(-1)! : sorted[0]!;
  return {
    classification: pick.value,
    reason:
      runState === 'SUCCEEDED'
        ? `The run succeeded and did what was asked, so it is classified as ${pick.value}.`
        : `The run ended ${runState} without finishing the work, so it is classified as ${pick.value}.`,
  };
};

const state = (sim: Simulator): ScorerState =>
  sim.ext<ScorerState>('scorers', () => ({
    nextScorerId: 1,
    nextAttemptId: 1,
    scorers: new Map(),
    byScorer: new Map(),
    byPair: new Map(),
    byRun: new Map(),
    judges: new Map(),
    selfImprovement: new Map(),
    judge: defaultJudge,
    generation: 0,
    autoScanned: new Map(),
  }));

/** Scripts the judge: what verdict a judge run gives (or `{ fail }` to make the judge run fail). */
export function setJudge(sim: Simulator, fn: JudgeFn): void {
  state(sim).judge = fn;
}

/** Records a finished attempt without a judge run (fast setup for tests and the benchmark). */
export function scoreRunDirectly(
  sim: Simulator,
  input: {
    runId: string;
    scorerId: number;
    classification?: string;
    reason?: string;
    attemptedAt?: number | Date | string;
    /** 'failed' records a failed attempt (no classification). Default 'scored'. */
    status?: 'scored' | 'failed';
  },
): Attempt {
  const st = state(sim);
  const scorer = st.scorers.get(input.scorerId);
  if (!scorer) throw new Error(`scoreRunDirectly: no scorer ${input.scorerId}`);
  const at =
    input.attemptedAt === undefined
      ? sim.now()
      : input.attemptedAt instanceof Date
        ? input.attemptedAt.getTime()
        : typeof input.attemptedAt === 'string'
          ? Date.parse(input.attemptedAt)
          : input.attemptedAt;
  const attempt: Attempt = {
    id: st.nextAttemptId++,
    scorerId: scorer.id,
    runId: input.runId,
    attemptedAt: at,
    status: input.status ?? 'scored',
    trigger: 'automatic',
    allowed: scorer.allowed.map((c) => ({ ...c })),
  };
  if (attempt.status === 'scored') {
    const c = scorer.allowed.find((x) => x.value === input.classification);
    if (!c)
      throw new Error(`scoreRunDirectly: ${input.classification} is not allowed by scorer ${scorer.id}`);
    Object.assign(attempt, { classification: c.value, score: c.score, reason: input.reason, scoredAt: at });
  } else {
    attempt.error = input.reason ?? 'the judge run failed';
  }
  record(st, attempt);
  return attempt;
}

/** What a scorer is made of, as `addScorer` takes it (the fields of a create, without its checks). */
export interface ScorerSeed {
  teamUid: string;
  factoryUid: string;
  name: string;
  description?: string | null;
  modelId: string;
  scoringPrompt: string;
  threshold: number;
  allowed: AllowedClassification[];
  /** When it was created (default now): automatic scoring judges only runs that ended after it. */
  createdAt?: number;
}

/**
 * Adds a scorer judging every agent's runs of its factory, as a create would (seed.ts seeds the factories' scorers
 * with it). Its id is the next one, as a create's is.
 */
export function addScorer(sim: Simulator, seed: ScorerSeed): ScorerRecord {
  const st = state(sim);
  const at = seed.createdAt ?? sim.now();
  const scorer: ScorerRecord = {
    id: st.nextScorerId++,
    teamUid: seed.teamUid,
    factoryUid: seed.factoryUid,
    name: seed.name,
    description: seed.description ?? null,
    modelId: seed.modelId,
    scoringPrompt: seed.scoringPrompt,
    scopeMode: 'all_agents',
    agents: [],
    threshold: seed.threshold,
    samplingRate: null,
    allowed: seed.allowed.map((c) => ({ ...c })),
    agentConfig: null,
    kind: 'user',
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  st.scorers.set(scorer.id, scorer);
  st.byScorer.set(scorer.id, []);
  st.generation++;
  return scorer;
}

// ---- bookkeeping ----------------------------------------------------------------------------------------------

const pairKey = (scorerId: number, runId: string) => `${scorerId}\n${runId}`;

function push<K>(map: Map<K, Attempt[]>, key: K, attempt: Attempt): void {
  const list = map.get(key);
  if (list) list.push(attempt);
  else map.set(key, [attempt]);
}

function record(st: ScorerState, attempt: Attempt): void {
  push(st.byScorer, attempt.scorerId, attempt);
  push(st.byPair, pairKey(attempt.scorerId, attempt.runId), attempt);
  push(st.byRun, attempt.runId, attempt);
}

/** Newest first: attempted_at descending, attempt id descending. */
const newestFirst = (a: Attempt, b: Attempt) => b.attemptedAt - a.attemptedAt || b.id - a.id;

function latest(list: Attempt[], filter: (a: Attempt) => boolean = () => true): Attempt | undefined {
  let best: Attempt | undefined;
  for (const a of list) if (filter(a) && (!best || newestFirst(a, best) < 0)) best = a;
  return best;
}

/** The live score of every run the scorer scored: its latest scored attempt. */
function liveScores(st: ScorerState, scorerId: number): Attempt[] {
  const live = new Map<string, Attempt>();
  for (const a of st.byScorer.get(scorerId) ?? []) {
    if (a.status !== 'scored') continue;
    const current = live.get(a.runId);
    if (!current || newestFirst(a, current) < 0) live.set(a.runId, a);
  }
  return [...live.values()];
}

const outcomeOf = (scorer: ScorerRecord, score: number): 'pass' | 'fail' =>
  score >= scorer.threshold ? 'pass' : 'fail';

function scorerFor(sim: Simulator, principal: Principal, id: number): ScorerRecord {
  const scorer = state(sim).scorers.get(id);
  if (!scorer) return fail(404, 'resource_not_found', `scorer ${id} not found`);
  if (scorer.teamUid !== principal.teamUid)
    return fail(403, 'not_authorized', `no permission to access scorer ${id}`);
  return scorer;
}

function parseDate(value: string, name: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return fail(400, 'invalid_request', `${name} is not an RFC 3339 timestamp`);
  return ms;
}

// ---- judges ---------------------------------------------------------------------------------------------------

const judgePrincipal = (teamUid: string): Principal => ({
  kind: 'identity',
  uid: 'svc_run_scorer',
  teamUid,
  displayName: 'Run scorer',
});

function judgeScript(verdict: JudgeVerdict): RunScript {
  if ('fail' in verdict) {
    const timeline: TimelineStep[] = [
      { state: 'QUEUED', afterMs: 0 },
      { state: 'PENDING', afterMs: 300 },
      { state: 'CLAIMED', afterMs: 300 },
      { state: 'INPROGRESS', afterMs: 400 },
      { state: 'FAILED', afterMs: 2000, statusMessage: { message: verdict.fail } },
    ];
    return { timeline, finalMessage: `I could not score the run: ${verdict.fail}` };
  }
  return { finalMessage: `Verdict: ${verdict.classification}. ${verdict.reason}` };
}

/** Starts an attempt and the judge run that carries it out. */
function dispatchJudge(
  sim: Simulator,
  st: ScorerState,
  scorer: ScorerRecord,
  target: SimRun,
  trigger: Attempt['trigger'],
): Attempt {
  const attempt: Attempt = {
    id: st.nextAttemptId++,
    scorerId: scorer.id,
    runId: target.run_id,
    attemptedAt: sim.now(),
    status: 'in_flight',
    trigger,
    allowed: scorer.allowed.map((c) => ({ ...c })),
  };
  record(st, attempt);
  let verdict: JudgeVerdict;
  try {
    verdict = st.judge(target, scorer);
  } catch (err) {
    verdict = { fail: `the judge crashed: ${err instanceof Error ? err.message : String(err)}` };
  }
  const prompt = `Judge run ${target.run_id} with scorer ${scorer.id}`;
  // A test may script judge runs with a `match`ing run script; scripts without `match` are left to other runs.
  const index = sim.runScripts.findIndex((s) => s.match?.({ prompt, metadata: {} }) === true);
  const script = index >= 0 ? sim.runScripts.splice(index, 1)[0]! : judgeScript(verdict);
  const key = `judge-${randomUUID()}`;
  const judgeRun = sim.createRun({
    teamUid: scorer.teamUid,
    creator: judgePrincipal(scorer.teamUid),
    prompt,
    title: `Score run ${target.run_id} with ${scorer.name}`,
    source: 'RUN_SCORER',
    judge: {
      targetRunId: target.run_id,
      scorerId: scorer.id,
      attemptId: String(attempt.id),
      key,
      reported: false,
    },
    script,
  });
  sim.addKey(key, {
    kind: 'judge',
    uid: `judge_${attempt.id}`,
    teamUid: scorer.teamUid,
    judgeRunId: judgeRun.run_id,
    displayName: `Judge of run ${target.run_id}`,
  });
  attempt.scoringRunId = judgeRun.run_id;
  st.judges.set(judgeRun.run_id, { attempt, key, verdict });
  return attempt;
}

function failAttempt(attempt: Attempt, error: string): void {
  attempt.status = 'failed';
  attempt.error = error;
}

function sendVerdict(
  sim: Simulator,
  judgeRun: SimRun,
  judge: JudgeRecord,
  verdict: { classification: string; reason: string },
): void {
  const target = judgeRun.judge!.targetRunId;
  const url = `${sim.serviceOrigin.value}/api/v1/agent/runs/${encodeURIComponent(target)}/scores`;
  const body = JSON.stringify({
    verdicts: [
      { scorer_id: judge.attempt.scorerId, classification: verdict.classification, reason: verdict.reason },
    ],
  });
  request(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${judge.key}`, 'content-type': 'application/json' },
    body,
  })
    .then((res) => res.body.dump())
    .catch(() => undefined);
}

function tickJudges(sim: Simulator, st: ScorerState, now: number): void {
  for (const [judgeRunId, judge] of st.judges) {
    const run = sim.runs.get(judgeRunId);
    const attempt = judge.attempt;
    if (!run?.judge || attempt.status !== 'in_flight' || !st.scorers.has(attempt.scorerId)) {
      st.judges.delete(judgeRunId);
      continue;
    }
    const step = sim.current(run, now);
    if (step.state === 'SUCCEEDED') {
      if ('fail' in judge.verdict) {
        failAttempt(attempt, judge.verdict.fail);
        st.judges.delete(judgeRunId);
      } else if (!run.judge.reported) {
        run.judge.reported = true;
        judge.sentAt = { virtual: now, real: Date.now() };
        sendVerdict(sim, run, judge, judge.verdict);
      } else if (
        judge.sentAt &&
        now - judge.sentAt.virtual >= REPORT_TIMEOUT_MS &&
        Date.now() - judge.sentAt.real >= 2000
      ) {
        failAttempt(attempt, 'the judge run ended without reporting a verdict');
        st.judges.delete(judgeRunId);
      }
    } else if (step.state === 'FAILED' || step.state === 'ERROR' || step.state === 'CANCELLED') {
      failAttempt(attempt, step.statusMessage?.message ?? `the judge run ended ${step.state}`);
      st.judges.delete(judgeRunId);
    }
  }
}

// ---- automatic scoring ----------------------------------------------------------------------------------------

function factoryOfRun(sim: Simulator, run: SimRun): string | undefined {
  if (run.factoryUid) return run.factoryUid;
  const identity = run.agentIdentityUid ? sim.identities.get(run.agentIdentityUid) : undefined;
  const uid = identity?.fields.factory_uid;
  return typeof uid === 'string' ? uid : undefined;
}

function covers(sim: Simulator, scorer: ScorerRecord, run: SimRun): boolean {
  if (scorer.scopeMode === 'all_agents') return true;
  if (run.agentIdentityUid && scorer.agents.some((a) => a.uid === run.agentIdentityUid)) return true;
  const withDescendants = new Set(scorer.agents.filter((a) => a.include_descendants).map((a) => a.uid));
  if (!withDescendants.size) return false;
  let parentId = run.parentRunId;
  for (let depth = 0; parentId && depth < 100; depth++) {
    const parent = sim.runs.get(parentId);
    if (!parent) break;
    if (parent.agentIdentityUid && withDescendants.has(parent.agentIdentityUid)) return true;
    parentId = parent.parentRunId;
  }
  return false;
}

/** Deterministic sampling: the run id hashes to a point in [0, 100). */
function sampled(runId: string, rate: number | null): boolean {
  if (rate === null) return true;
  const point =
    (parseInt(createHash('sha256').update(runId).digest('hex').slice(0, 8), 16) / 0x100000000) * 100;
  return point < rate;
}

function autoScore(sim: Simulator, st: ScorerState, now: number): void {
  if (st.scorers.size === 0) return;
  for (const run of sim.runs.values()) {
    if (run.judge || st.autoScanned.get(run.run_id) === st.generation) continue;
    const step = sim.current(run, now);
    if (!ENDED.has(step.state) || now - step.at < COOL_DOWN_MS) continue;
    st.autoScanned.set(run.run_id, st.generation);
    const factoryUid = factoryOfRun(sim, run);
    if (!factoryUid) continue;
    for (const scorer of st.scorers.values()) {
      if (scorer.factoryUid !== factoryUid || scorer.teamUid !== run.teamUid) continue;
      if (
        scorer.createdAt > step.at ||
        !covers(sim, scorer, run) ||
        !sampled(run.run_id, scorer.samplingRate)
      )
        continue;
      if (st.byPair.has(pairKey(scorer.id, run.run_id))) continue;
      dispatchJudge(sim, st, scorer, run, 'automatic');
    }
  }
}

// ---- bodies ---------------------------------------------------------------------------------------------------

function scorerBody(s: ScorerRecord): Record<string, unknown> {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    factory_uid: s.factoryUid,
    model_id: s.modelId,
    scoring_prompt: s.scoringPrompt,
    scope_mode: s.scopeMode,
    scorer_kind: s.kind,
    threshold: s.threshold,
    sampling_rate: s.samplingRate,
    allowed_classifications: s.allowed.map((c) => ({ ...c })),
    agent_uids: s.agents.map((a) => a.uid),
    agents: s.agents.map((a) => ({ ...a })),
    agent_config: s.agentConfig,
    created_at: iso(s.createdAt),
    updated_at: iso(s.updatedAt),
    version: s.version,
  };
}

function resultBody(sim: Simulator, scorer: ScorerRecord, a: Attempt): Record<string, unknown> {
  const run = sim.runs.get(a.runId);
  const judgeRun = a.scoringRunId ? sim.runs.get(a.scoringRunId) : undefined;
  let runTime: string | null = null;
  if (judgeRun) {
    const end = sim.current(judgeRun);
    if (ENDED.has(end.state)) runTime = `PT${Math.max(0, end.at - judgeRun.createdAt) / 1000}S`;
  }
  const scored = a.status === 'scored';
  return {
    run_id: a.runId,
    attempted_at: iso(a.attemptedAt),
    is_in_flight: a.status === 'in_flight',
    status: a.status,
    classification: scored ? a.classification! : null,
    score: scored ? a.score! : null,
    outcome: scored ? outcomeOf(scorer, a.score!) : null,
    scored_at: scored && a.scoredAt !== undefined ? iso(a.scoredAt) : null,
    conversation_id: run?.conversationId ?? null,
    conversation_title: run?.title ?? null,
    scoring_run_id: a.scoringRunId ?? null,
    scoring_run_time: runTime,
    scoring_run_usage: null,
  };
}

// ---- validation -----------------------------------------------------------------------------------------------

function checkClassifications(list: AllowedClassification[]): AllowedClassification[] {
  const seen = new Set<string>();
  for (const c of list) {
    if (seen.has(c.value))
      return fail(400, 'invalid_request', `allowed_classifications: "${c.value}" appears twice`);
    seen.add(c.value);
  }
  return list.map((c) => ({
    value: c.value,
    score: c.score,
    ...(c.description !== undefined ? { description: c.description } : {}),
  }));
}

/** The scope from a body: `agents` or (legacy) `agent_uids`, never both. */
function scopeRefs(body: { agent_uids?: string[]; agents?: AgentRef[] }): AgentRef[] | undefined {
  if (body.agent_uids !== undefined && body.agents !== undefined) {
    return fail(400, 'invalid_request', 'give agents or agent_uids, not both');
  }
  if (body.agents) {
    return body.agents.map((a) => ({
      uid: a.uid,
      ...(a.include_descendants !== undefined ? { include_descendants: a.include_descendants } : {}),
    }));
  }
  return body.agent_uids?.map((uid) => ({ uid }));
}

function checkScope(mode: string, agents: AgentRef[]): void {
  if (mode === 'selected_agents' && agents.length === 0) {
    fail(400, 'invalid_request', 'scope_mode selected_agents needs agent_uids or agents');
  }
  if (mode === 'all_agents' && agents.length > 0) {
    fail(400, 'invalid_request', 'scope_mode all_agents takes no agent_uids or agents');
  }
}

const rate = (value: number | null | undefined): number | null =>
  value === undefined || value === null ? null : Math.round(value * 100) / 100;

// ---- routes ---------------------------------------------------------------------------------------------------

interface ScorerFields {
  name?: string;
  description?: string | null;
  model_id?: string;
  scoring_prompt?: string;
  scope_mode?: string;
  threshold?: number;
  allowed_classifications?: AllowedClassification[];
  agent_uids?: string[];
  agents?: AgentRef[];
  sampling_rate?: number;
  agent_config?: Record<string, unknown> | null;
}

function createScorer(ctx: Ctx) {
  const principal = who(ctx);
  const body = ctx.body as Required<
    Pick<
      ScorerFields,
      'name' | 'model_id' | 'scoring_prompt' | 'scope_mode' | 'threshold' | 'allowed_classifications'
    >
  > &
    ScorerFields & { factory_uid: string; self_improvement_enabled?: boolean };
  const factory = ctx.sim.factories.get(body.factory_uid);
  if (!factory) return fail(404, 'resource_not_found', `factory ${body.factory_uid} not found`);
  if (factory.teamUid !== principal.teamUid)
    return fail(403, 'not_authorized', `factory access denied: ${body.factory_uid}`);
  const agents = scopeRefs(body) ?? [];
  checkScope(body.scope_mode, agents);
  const allowed = checkClassifications(body.allowed_classifications);
  // The scorer and its self-improvement config are made together or not at all.
  if (body.self_improvement_enabled === true && principal.kind !== 'user') {
    return fail(
      403,
      'not_authorized',
      'self-improvement can only be enabled by a human user; neither the scorer nor its config was created',
    );
  }
  const st = state(ctx.sim);
  const now = ctx.now;
  const scorer: ScorerRecord = {
    id: st.nextScorerId++,
    teamUid: factory.teamUid,
    factoryUid: factory.uid,
    name: body.name,
    description: body.description ?? null,
    modelId: body.model_id,
    scoringPrompt: body.scoring_prompt,
    scopeMode: body.scope_mode,
    agents,
    threshold: body.threshold,
    samplingRate: rate(body.sampling_rate),
    allowed,
    agentConfig: body.agent_config ?? null,
    kind: 'user',
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  st.scorers.set(scorer.id, scorer);
  st.byScorer.set(scorer.id, []);
  if (body.self_improvement_enabled === true)
    st.selfImprovement.set(scorer.id, { createdAt: now, updatedAt: now });
  st.generation++;
  return ok(scorerBody(scorer), 201);
}

function passSummary(
  st: ScorerState,
  scorer: ScorerRecord,
  window: [number, number] | undefined,
  recent: number,
) {
  const live = liveScores(st, scorer.id)
    .filter((a) => !window || (a.scoredAt! >= window[0] && a.scoredAt! < window[1]))
    .sort((a, b) => a.scoredAt! - b.scoredAt! || a.id - b.id);
  let pass = 0;
  for (const a of live) if (outcomeOf(scorer, a.score!) === 'pass') pass++;
  const fails = live.length - pass;
  return {
    summary: {
      pass_count: pass,
      fail_count: fails,
      recent_outcomes: live.slice(-recent).map((a) => outcomeOf(scorer, a.score!)),
      pass_rate: live.length ? pass / live.length : null,
    },
    lastScoredAt: live.length ? iso(live.at(-1)!.scoredAt!) : null,
  };
}

function listScorers(ctx: Ctx) {
  const principal = who(ctx);
  const q = ctx.query as {
    factory_uid?: string;
    recent_outcomes_limit?: number;
    start_date?: string;
    end_date?: string;
  };
  if ((q.start_date === undefined) !== (q.end_date === undefined)) {
    return fail(400, 'invalid_request', 'give start_date and end_date together, or neither');
  }
  let window: [number, number] | undefined;
  if (q.start_date !== undefined && q.end_date !== undefined) {
    window = [parseDate(q.start_date, 'start_date'), parseDate(q.end_date, 'end_date')];
    if (window[0] >= window[1]) return fail(400, 'invalid_request', 'start_date must be before end_date');
  }
  if (q.factory_uid !== undefined) {
    const factory = ctx.sim.factories.get(q.factory_uid);
    if (factory && factory.teamUid !== principal.teamUid) {
      return fail(403, 'not_authorized', `factory access denied: ${q.factory_uid}`);
    }
  }
  const st = state(ctx.sim);
  const byFactory =
    q.factory_uid !== undefined && !ctx.sim.teams.get(principal.teamUid)?.features.ignoresFilters;
  const scorers = [...st.scorers.values()]
    .filter((s) => s.teamUid === principal.teamUid && (!byFactory || s.factoryUid === q.factory_uid))
    .sort((a, b) => a.id - b.id)
    .map((s) => {
      const { agent_uids: _uids, ...body } = scorerBody(s);
      const { summary, lastScoredAt } = passSummary(st, s, window, q.recent_outcomes_limit ?? 50);
      return {
        ...body,
        agents: s.agents.map((a) => ({
          uid: a.uid,
          name: ctx.sim.identities.get(a.uid)?.name ?? a.uid,
          include_descendants: a.include_descendants ?? false,
        })),
        result_count: st.byScorer.get(s.id)?.length ?? 0,
        self_improvement_enabled: st.selfImprovement.has(s.id),
        pass_rate_summary: summary,
        last_scored_at: lastScoredAt,
      };
    });
  return ok({ scorers });
}

const UPDATABLE = [
  'name',
  'description',
  'model_id',
  'scoring_prompt',
  'scope_mode',
  'agent_uids',
  'agents',
  'threshold',
  'allowed_classifications',
  'sampling_rate',
  'agent_config',
];

function updateScorer(ctx: Ctx) {
  const scorer = scorerFor(ctx.sim, who(ctx), ctx.path.scorer_id as number);
  const body = ctx.body as ScorerFields & Record<string, unknown>;
  if ('factory_uid' in body) {
    return fail(
      400,
      'invalid_request',
      'factory_uid cannot be changed: a scorer stays with the factory it was created for',
    );
  }
  if (!UPDATABLE.some((k) => k in body))
    return fail(400, 'invalid_request', 'at least one updatable field is required');
  let scope: { mode: string; agents: AgentRef[] } | undefined;
  if ('scope_mode' in body || 'agent_uids' in body || 'agents' in body) {
    // Any scope field replaces the whole scope.
    const agents = scopeRefs(body) ?? [];
    const mode = body.scope_mode ?? (agents.length ? 'selected_agents' : scorer.scopeMode);
    checkScope(mode, agents);
    scope = { mode, agents };
  }
  const allowed = body.allowed_classifications
    ? checkClassifications(body.allowed_classifications)
    : undefined;
  if (body.name !== undefined) scorer.name = body.name;
  if ('description' in body) scorer.description = body.description ?? null;
  if (body.model_id !== undefined) scorer.modelId = body.model_id;
  if (body.scoring_prompt !== undefined) scorer.scoringPrompt = body.scoring_prompt;
  if (body.threshold !== undefined) scorer.threshold = body.threshold;
  if (allowed) scorer.allowed = allowed;
  if (body.sampling_rate !== undefined) scorer.samplingRate = rate(body.sampling_rate);
  if ('agent_config' in body) scorer.agentConfig = body.agent_config ?? null;
  if (scope) {
    scorer.scopeMode = scope.mode;
    scorer.agents = scope.agents;
  }
  scorer.version++;
  scorer.updatedAt = ctx.now;
  state(ctx.sim).generation++;
  return ok(scorerBody(scorer));
}

function deleteScorer(ctx: Ctx) {
  const scorer = scorerFor(ctx.sim, who(ctx), ctx.path.scorer_id as number);
  const st = state(ctx.sim);
  st.scorers.delete(scorer.id);
  st.selfImprovement.delete(scorer.id);
  for (const a of st.byScorer.get(scorer.id) ?? []) {
    st.byPair.delete(pairKey(scorer.id, a.runId));
    const forRun = st.byRun.get(a.runId)?.filter((x) => x.scorerId !== scorer.id);
    if (forRun?.length) st.byRun.set(a.runId, forRun);
    else st.byRun.delete(a.runId);
  }
  st.byScorer.delete(scorer.id);
  st.generation++;
  return { status: 204 };
}

const encodeCursor = (a: Attempt): string =>
  Buffer.from(JSON.stringify([a.attemptedAt, a.id])).toString('base64url');

function decodeCursor(cursor: string): [number, number] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => Number.isSafeInteger(v))) {
      return value as [number, number];
    }
  } catch {
    // fall through
  }
  return fail(400, 'invalid_request', 'cursor is not valid');
}

function listScorerResults(ctx: Ctx) {
  const scorer = scorerFor(ctx.sim, who(ctx), ctx.path.scorer_id as number);
  const limit = (ctx.query.limit as number | undefined) ?? 50;
  const cursor = ctx.query.cursor as string | undefined;
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const all = [...(state(ctx.sim).byScorer.get(scorer.id) ?? [])]
    .sort(newestFirst)
    .filter((a) => !after || a.attemptedAt < after[0] || (a.attemptedAt === after[0] && a.id < after[1]));
  const page = all.slice(0, limit);
  const more = all.length > page.length;
  return ok({
    results: page.map((a) => resultBody(ctx.sim, scorer, a)),
    page_info: { has_next_page: more, ...(more ? { next_cursor: encodeCursor(page.at(-1)!) } : {}) },
  });
}

function getScorerResultReasons(ctx: Ctx) {
  const scorer = scorerFor(ctx.sim, who(ctx), ctx.path.scorer_id as number);
  const runIds = [...new Set(ctx.query.run_id as string[])];
  if (runIds.length > 100)
    return fail(400, 'invalid_request', 'at most 100 distinct run_id values per request');
  const st = state(ctx.sim);
  const reasons = runIds.map((runId) => {
    const last = latest(st.byPair.get(pairKey(scorer.id, runId)) ?? [], (a) => a.status !== 'in_flight');
    if (!last) return { run_id: runId, status: 'absent', reason: null };
    if (last.status === 'failed' || last.reason === undefined)
      return { run_id: runId, status: 'unavailable', reason: null };
    const reason = last.reason.length > REASON_LIMIT ? `${last.reason.slice(0, REASON_LIMIT)}…` : last.reason;
    return { run_id: runId, status: 'available', reason };
  });
  return ok({ reasons });
}

/** The start of the period containing `ms` (UTC days, ISO weeks from Monday, calendar months). */
function periodStart(ms: number, period: string): number {
  const d = new Date(ms);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'week') return day - ((d.getUTCDay() + 6) % 7) * DAY;
  if (period === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return day;
}

function nextPeriod(start: number, period: string): number {
  if (period === 'week') return start + 7 * DAY;
  if (period === 'month') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return start + DAY;
}

function getScorerPassRate(ctx: Ctx) {
  const scorer = scorerFor(ctx.sim, who(ctx), ctx.path.scorer_id as number);
  const q = ctx.query as { start_date?: string; end_date?: string; group_by_period?: string };
  const period = q.group_by_period ?? 'day';
  const end = q.end_date !== undefined ? parseDate(q.end_date, 'end_date') : ctx.now;
  const start = q.start_date !== undefined ? parseDate(q.start_date, 'start_date') : end - 30 * DAY;
  if (start >= end) return fail(400, 'invalid_request', 'start_date must be before end_date');
  const bounds: number[] = [];
  for (let p = periodStart(start, period); p < end; p = nextPeriod(p, period)) {
    bounds.push(p);
    if (bounds.length > 365)
      return fail(400, 'invalid_request', `the window spans more than 365 ${period} periods`);
  }
  const series = bounds.map((p) => ({ start: p, end: nextPeriod(p, period), pass: 0, fail: 0 }));
  for (const a of liveScores(state(ctx.sim), scorer.id)) {
    const at = a.scoredAt!;
    if (at < start || at >= end) continue;
    // The last period starting at or before `at` (periods are sorted and contiguous).
    let lo = 0;
    let hi = series.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (series[mid]!.start <= at) lo = mid;
      else hi = mid - 1;
    }
    const bin = series[lo];
    if (!bin || at < bin.start || at >= bin.end) continue;
    if (outcomeOf(scorer, a.score!) === 'pass') bin.pass++;
    else bin.fail++;
  }
  const passes = series.reduce((n, s) => n + s.pass, 0);
  const fails = series.reduce((n, s) => n + s.fail, 0);
  return ok({
    scorer_id: scorer.id,
    start_date: iso(start),
    end_date: iso(end),
    group_by_period: period,
    pass_rate: passes + fails ? passes / (passes + fails) : null,
    pass_count: passes,
    fail_count: fails,
    series: series.map((s) => ({
      period_start: iso(s.start),
      period_end: iso(s.end),
      pass_count: s.pass,
      fail_count: s.fail,
      pass_rate: s.pass + s.fail ? s.pass / (s.pass + s.fail) : null,
    })),
  });
}

function selfImprovementBody(st: ScorerState, scorerId: number) {
  const config = st.selfImprovement.get(scorerId);
  return config
    ? {
        scorer_id: scorerId,
        enabled: true,
        created_at: iso(config.createdAt),
        updated_at: iso(config.updatedAt),
      }
    : { scorer_id: scorerId, enabled: false };
}

function getSelfImprovementConfig(ctx: Ctx) {
  const scorer = scorerFor(ctx.sim, who(ctx), ctx.path.scorer_id as number);
  return ok(selfImprovementBody(state(ctx.sim), scorer.id));
}

function putSelfImprovementConfig(ctx: Ctx) {
  const principal = who(ctx);
  const scorer = scorerFor(ctx.sim, principal, ctx.path.scorer_id as number);
  if (principal.kind !== 'user') {
    return fail(403, 'not_authorized', 'self-improvement can only be turned on by a human user');
  }
  const st = state(ctx.sim);
  const existing = st.selfImprovement.get(scorer.id);
  st.selfImprovement.set(scorer.id, { createdAt: existing?.createdAt ?? ctx.now, updatedAt: ctx.now });
  return ok(selfImprovementBody(st, scorer.id));
}

function deleteSelfImprovementConfig(ctx: Ctx) {
  const scorer = scorerFor(ctx.sim, who(ctx), ctx.path.scorer_id as number);
  state(ctx.sim).selfImprovement.delete(scorer.id);
  return { status: 204 };
}

function dispatchRunScoring(ctx: Ctx) {
  const principal = who(ctx);
  const st = state(ctx.sim);
  const targets = (ctx.body as { targets: { run_id: string; scorer_id: number }[] }).targets;
  // The whole set is checked before anything is dispatched.
  const checked = targets.map((t) => {
    const run = ctx.sim.runFor(principal, t.run_id);
    const scorer = scorerFor(ctx.sim, principal, t.scorer_id);
    return { run, scorer };
  });
  const results = checked.map(({ run, scorer }) => {
    const base = { run_id: run.run_id, scorer_id: scorer.id };
    const inFlight = latest(
      st.byPair.get(pairKey(scorer.id, run.run_id)) ?? [],
      (a) => a.status === 'in_flight',
    );
    if (inFlight)
      return { ...base, outcome: 'already_in_flight', scoring_run_id: inFlight.scoringRunId ?? null };
    const runState = ctx.sim.state(run, ctx.now);
    if (!ENDED.has(runState)) {
      return {
        ...base,
        outcome: 'failed',
        scoring_run_id: null,
        error: `run ${run.run_id} has not ended (state ${runState}); only ended runs can be scored`,
      };
    }
    const attempt = dispatchJudge(ctx.sim, st, scorer, run, 'manual');
    return { ...base, outcome: 'dispatched', scoring_run_id: attempt.scoringRunId ?? null };
  });
  return ok({ results });
}

function getRunScores(ctx: Ctx) {
  const run = ctx.sim.runFor(who(ctx), ctx.path.run_id as string);
  const st = state(ctx.sim);
  const perScorer = new Map<number, Attempt>();
  for (const a of st.byRun.get(run.run_id) ?? []) {
    if (!st.scorers.has(a.scorerId)) continue;
    const current = perScorer.get(a.scorerId);
    if (!current || newestFirst(a, current) < 0) perScorer.set(a.scorerId, a);
  }
  const scores = [...perScorer.values()].sort(newestFirst).map((a) => {
    const scored = a.status === 'scored';
    return {
      scorer_id: a.scorerId,
      scorer_name: st.scorers.get(a.scorerId)!.name,
      attempt_status: a.status,
      attempted_at: iso(a.attemptedAt),
      is_in_flight: a.status === 'in_flight',
      trigger_source: a.trigger,
      classification: scored ? a.classification! : null,
      score: scored ? a.score! : null,
      scored_at: scored && a.scoredAt !== undefined ? iso(a.scoredAt) : null,
      scoring_run_id: a.scoringRunId ?? null,
    };
  });
  return ok({ run_id: run.run_id, scores });
}

function reportRunScores(ctx: Ctx) {
  const principal = who(ctx);
  const runId = ctx.path.runId as string;
  const judgeRun =
    principal.kind === 'judge' && principal.judgeRunId ? ctx.sim.runs.get(principal.judgeRunId) : undefined;
  if (!judgeRun?.judge || judgeRun.judge.targetRunId !== runId) {
    return fail(
      403,
      'not_authorized',
      `only the judge run dispatched to score run ${runId} may report its scores`,
    );
  }
  if (!ctx.sim.runs.has(runId)) return fail(404, 'resource_not_found', `run ${runId} not found`);
  const st = state(ctx.sim);
  const verdicts = (
    ctx.body as { verdicts: { scorer_id: number; classification: string; reason?: string }[] }
  ).verdicts;
  const results = verdicts.map((v) => {
    const reject = (error: string) => ({ scorer_id: v.scorer_id, accepted: false, error });
    const scorer = st.scorers.get(v.scorer_id);
    if (!scorer || scorer.teamUid !== principal.teamUid) return reject(`unknown scorer ${v.scorer_id}`);
    const attempt = latest(st.byPair.get(pairKey(scorer.id, runId)) ?? [], (a) => a.status === 'in_flight');
    if (!attempt) return reject(`scorer ${scorer.id} has no scoring of run ${runId} in flight`);
    const c = attempt.allowed.find((x) => x.value === v.classification);
    if (!c) {
      return reject(
        `classification "${v.classification}" is not one of ${attempt.allowed.map((x) => x.value).join(', ')}`,
      );
    }
    Object.assign(attempt, {
      status: 'scored',
      classification: c.value,
      score: c.score,
      reason: v.reason,
      scoredAt: ctx.now,
      scoringRunId: judgeRun.run_id,
    });
    return { scorer_id: v.scorer_id, accepted: true };
  });
  return ok({ run_id: runId, results });
}

export const scorers: RouteModule = {
  routes: {
    createScorer,
    listScorers,
    updateScorer,
    deleteScorer,
    listScorerResults,
    getScorerResultReasons,
    getScorerPassRate,
    getSelfImprovementConfig,
    putSelfImprovementConfig,
    deleteSelfImprovementConfig,
    dispatchRunScoring,
    getRunScores,
    reportRunScores,
  },
  install: (sim) => {
    const st = state(sim);
    sim.onTick((now) => {
      tickJudges(sim, st, now);
      autoScore(sim, st, now);
    });
  },
};
