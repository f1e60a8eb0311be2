/**
 * Running the benchmark cases (`benchmarks: true`): each case `repeat` times, in waves of at most
 * `benchmark-concurrency` attempts, within a budget (`max-credits`, a total over every attempt) and a time limit.
 *
 * A wave starts only when the previous one has ended, and only if the credits spent so far plus the wave's estimate
 * (the mean cost of the attempts that finished, times the wave's size) stay within the budget; the first wave has no
 * estimate and starts. While a wave works its attempts are read every poll: once the credits of the finished
 * attempts and those in flight pass the budget (or the time limit passes), the attempts in flight are cancelled, as a
 * run's budget cancels its run, and nothing more starts. Each attempt is counted as a budget counts a run
 * (flow/budget.ts): from 0, a count that goes back kept, so a service that counts anew never hides what was spent.
 * Attempts are started exactly once per trigger (flow/starters.ts): a re-run of the job while one still works adopts
 * it.
 */
import type { CloudAgentClient, RunItem } from '../client/index.ts';
import { hasStopped } from '../shared/runs.ts';
import { InputError } from '../shared/outcome.ts';
import type { GateInputs, RunInputs } from '../inputs.ts';
import type { Words } from './host.ts';
import { admitBenchmarks } from './admission.ts';
import { covers, distinctScorers, gateRunRow, pickScorers, type GateRunRow, type Scorer } from './gate.ts';
import { readRepositoryFile, RepositoryFileError } from './repository-file.ts';
import { clip } from '../render/format.ts';
import { parseBenchmarksFile, type BenchmarkCase, type Benchmarks } from './benchmarks-file.ts';
import { BudgetWatch } from './budget.ts';
import { cancelRun, type CancelResult } from './cancel.ts';
import type { Trigger } from './context.ts';
import { overBudget } from './credits.ts';
import { adoptable, originOf } from './origin.ts';
import { pacer, type PollClock } from './poll.ts';
import { creatingSince } from './start.ts';
import { factoryStarter, runStarter, type Starter } from './starters.ts';
import type { Step } from './step.ts';
import { BENCHMARK_POLL, scaled } from '../timing.ts';

/** One attempt of a case: its place among the case's attempts (from 1). */
export interface AttemptPlan {
  case: BenchmarkCase;
  index: number;
}

/** What became of an attempt. */
export interface AttemptResult {
  plan: AttemptPlan;
  /** The run as last read (none for an attempt never started). */
  run?: RunItem;
  /**
   * `ended`: it stopped on its own (succeeded, failed, waits for input) and is judged; `cancelled`: stopped over the
   * budget or at the time limit (not judged); `not-started`: the benchmarks stopped before it.
   */
  outcome: 'ended' | 'cancelled' | 'not-started';
  /** The credits counted of it (none while the service reported no usage). */
  credits?: number;
}

/** Why the benchmarks stopped before every attempt ran. */
export interface Stop {
  why: 'budget' | 'time';
  /** The credits counted when they stopped, and the budget. */
  spent: number;
  budget: number | undefined;
  /** The estimate that kept the next wave from starting (budget only; none when the budget was passed). */
  estimate?: number;
}

export interface WaveOptions {
  /** At most this many attempts at once. */
  concurrency: number;
  /** Credits every attempt together may use; undefined: no budget. */
  maxCredits: number | undefined;
  /** When the attempts must have ended (ms, on `now`'s clock); attempts still going then are cancelled. */
  deadline: number;
  /** Starts (or adopts) the attempt's run; resolves its id. */
  start(plan: AttemptPlan, signal?: AbortSignal): Promise<string>;
  read(runId: string, signal?: AbortSignal): Promise<RunItem>;
  cancel(runId: string): Promise<CancelResult>;
  log(line: string): void;
  warn(line: string): void;
  signal?: AbortSignal;
  /** The polls' pace (default: 1 s growing by half to 15 s) and clock. */
  pollMs?: { initial: number; max: number };
  clock?: Pick<PollClock, 'now' | 'sleep'>;
}

/** The attempts of the cases, case by case, each case's attempts in order. */
export function attemptsOf(cases: readonly BenchmarkCase[]): AttemptPlan[] {
  return cases.flatMap((c) => Array.from({ length: c.repeat }, (_, i) => ({ case: c, index: i + 1 })));
}

/** The mean cost of the finished attempts, times `size`: what the next wave is expected to spend. */
export function waveEstimate(finished: readonly number[], size: number): number | undefined {
  if (!finished.length) return undefined;
  return (finished.reduce((a, b) => a + b, 0) / finished.length) * size;
}

/** "12.50 credits", as every report shows credits. */
export const credits = (n: number) => `${n.toFixed(2)} credits`;

/** An attempt being followed: its run, its count against the budget, the last read of it. */
interface Flight {
  plan: AttemptPlan;
  runId: string;
  watch: BudgetWatch;
  run?: RunItem;
}

/**
 * Runs the attempts in waves (see the top of this file). Resolves what became of each attempt, in the order given,
 * and why they stopped early, if they did. Throws what starting or reading an attempt threw (after cancelling the
 * attempts in flight when the step was stopped).
 */
export async function runWaves(
  plans: readonly AttemptPlan[],
  options: WaveOptions,
): Promise<{ results: AttemptResult[]; stop?: Stop; spent: number }> {
  const now = options.clock?.now ?? Date.now;
  const results: AttemptResult[] = plans.map((plan) => ({ plan, outcome: 'not-started' }));
  const costs: number[] = [];
  let spent = 0;
  let warned = false;
  let next = 0;
  const { maxCredits } = options;
  while (next < plans.length) {
    const size = Math.min(options.concurrency, plans.length - next);
    const estimate = waveEstimate(costs, size);
    if (
      maxCredits !== undefined &&
      (overBudget(spent, maxCredits) || (estimate !== undefined && spent + estimate > maxCredits))
    ) {
      const stop: Stop = {
        why: 'budget',
        spent,
        budget: maxCredits,
        ...(overBudget(spent, maxCredits) ? {} : { estimate: estimate! }),
      };
      options.log(
        `not starting the next ${size} attempt${size === 1 ? '' : 's'}: ${credits(spent)} spent and about ${credits(estimate ?? 0)} more expected would pass the budget of ${credits(maxCredits)}`,
      );
      return { results, stop, spent };
    }
    if (now() >= options.deadline)
      return { results, stop: { why: 'time', spent, budget: maxCredits }, spent };
    const flights: Flight[] = [];
    try {
      for (const plan of plans.slice(next, next + size)) {
        const runId = await options.start(plan, options.signal);
        flights.push({ plan, runId, watch: new BudgetWatch(maxCredits ?? Infinity, 0) });
        options.log(`${plan.case.name}: attempt ${plan.index} of ${plan.case.repeat} is run ${runId}`);
      }
      const stopped = await follow(flights, spent, options, now);
      for (const flight of flights) {
        const result = results[plans.indexOf(flight.plan)]!;
        const cost = flight.run ? flight.watch.spent(flight.run) : undefined;
        result.run = flight.run;
        if (cost !== undefined) result.credits = cost;
        result.outcome = stopped?.cancelled.has(flight.runId) ? 'cancelled' : 'ended';
        spent += cost ?? 0;
        if (result.outcome === 'ended' && cost !== undefined) costs.push(cost);
        if (maxCredits !== undefined && flight.watch.unenforced && !warned) {
          options.warn(
            `the service reported no usage while the attempts worked: the budget of ${credits(maxCredits)} counts what it reports once they end, so a wave may pass it`,
          );
          warned = true;
        }
      }
      if (stopped) return { results, stop: { why: stopped.why, spent, budget: maxCredits }, spent };
    } catch (err) {
      // Stopped, or a request that failed for good: no attempt is left going.
      await cancelAll(
        flights.filter((f) => !f.run || !hasStopped(f.run.state)),
        options,
      );
      throw err;
    }
    next += size;
  }
  return { results, spent };
}

/**
 * Reads the wave's attempts until each has stopped; resolves undefined then, or why it stopped them (the budget
 * passed, the time limit) once it has cancelled those still going.
 */
async function follow(
  flights: Flight[],
  spentBefore: number,
  options: WaveOptions,
  now: () => number,
): Promise<{ why: 'budget' | 'time'; cancelled: Set<string> } | undefined> {
  const pace = pacer(
    options.deadline,
    {
      initialMs: options.pollMs?.initial ?? scaled(BENCHMARK_POLL.initialMs),
      factor: BENCHMARK_POLL.factor,
      maxMs: options.pollMs?.max ?? scaled(BENCHMARK_POLL.maxMs),
    },
    {
      now,
      ...(options.clock?.sleep ? { sleep: options.clock.sleep } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  for (;;) {
    for (const flight of flights) {
      if (flight.run && hasStopped(flight.run.state)) continue;
      flight.run = await options.read(flight.runId, options.signal);
      flight.watch.observe(flight.run);
    }
    const going = flights.filter((f) => !hasStopped(f.run!.state));
    const spent = spentBefore + flights.reduce((n, f) => n + (f.watch.spent(f.run!) ?? 0), 0);
    if (options.maxCredits !== undefined && overBudget(spent, options.maxCredits)) {
      options.log(
        `the attempts have used ${credits(spent)}, more than the budget of ${credits(options.maxCredits)}: cancelling the ${going.length} still going`,
      );
      return { why: 'budget', cancelled: await cancelAll(going, options) };
    }
    if (!going.length) return undefined;
    if (!(await pace())) {
      options.log(
        `the time limit has passed: cancelling the ${going.length} attempt${going.length === 1 ? '' : 's'} still going`,
      );
      return { why: 'time', cancelled: await cancelAll(going, options) };
    }
  }
}

/**
 * Cancels the attempts at once; resolves the ids of those it did not find ended on their own (each read back as the
 * cancel saw it).
 */
async function cancelAll(flights: Flight[], options: WaveOptions): Promise<Set<string>> {
  const done = await Promise.all(
    flights.map(async (flight) => {
      const result = await options.cancel(flight.runId);
      if (result.run) {
        flight.run = result.run;
        flight.watch.observe(result.run);
      }
      return result.outcome === 'already-ended' ? undefined : flight.runId;
    }),
  );
  return new Set(done.filter((id): id is string => id !== undefined));
}

/** The prompt of an attempt: the case's, and the commit the agent works on. */
export function attemptPrompt(
  prompt: string,
  at: { repository: string; sha: string | undefined; number: number | undefined },
): string {
  if (!at.sha) return prompt;
  const of = at.number !== undefined ? `, the head of pull request #${at.number}` : '';
  return `${prompt}\n\nWork on commit ${at.sha} of ${at.repository}${of}.`;
}

/** An attempt's title: the case and which attempt it is. */
export const attemptTitle = (plan: AttemptPlan) =>
  clip(`Benchmark: ${plan.case.name} (attempt ${plan.index} of ${plan.case.repeat})`, 200);

/**
 * Starts (or adopts, when a run of the same attempt of this trigger is still going) an attempt's run: a run of the
 * agent with the case's run keys, else dispatched to the case's factory, else to the gate's (`factory`), else a run
 * of the agent as the service's defaults make it. Its origin is the trigger's, without the pull request's number (a
 * gate on the pull request's own runs does not take the benchmarks' attempts for them), and the attempt.
 */
export function attemptStarter(
  step: Pick<Step, 'client' | 'host' | 'env' | 'trigger'>,
  plan: AttemptPlan,
  at: { sha: string | undefined; number: number | undefined; factory: string | undefined },
): { starter: Starter; prompt: string; title: string } {
  const c = plan.case;
  const prompt = attemptPrompt(c.prompt, { repository: step.env.repository, sha: at.sha, number: at.number });
  const title = attemptTitle(plan);
  const run: RunInputs = {
    prompt,
    title,
    skill: c.run?.skill,
    environmentId: undefined,
    modelId: undefined,
    basePrompt: undefined,
    mcpServers: undefined,
    agentConfig: c.run?.config,
    agentIdentity: undefined,
    includeContext: false,
    idempotencyKey: `benchmark ${c.name} ${plan.index}`,
    planFirst: false,
  };
  const factory = c.run ? undefined : (c.factory ?? at.factory);
  const trigger: Trigger = { ...step.trigger, number: undefined, comment: undefined };
  const origin = originOf(step.env, trigger, {
    command: 'gate',
    run,
    ...(factory ? { dispatch: { factory } } : {}),
  });
  const starter = factory
    ? factoryStarter(step as Step, factory, `gate-benchmark:${origin.key}`, undefined)
    : runStarter(step as Step, run, origin);
  return { starter, prompt, title };
}

/**
 * Starts the attempt with `starter`, or adopts its run when one of this trigger is still going. A create cut short by
 * the step's stop may have made the run all the same: it is looked for and cancelled (`cancel`), so no attempt is
 * left going after its job was cancelled.
 */
export async function startAttempt(
  starter: Starter,
  work: { prompt: string; title: string },
  options: {
    signal?: AbortSignal;
    log?: (line: string) => void;
    cancel?: (runId: string) => Promise<unknown>;
  } = {},
): Promise<string> {
  const { signal, log } = options;
  const existing = await starter.findLatest(signal);
  if (adoptable(existing)) {
    log?.(
      `run ${existing.run_id} of this attempt is still ${existing.state}: following it instead of starting another`,
    );
    return existing.run_id;
  }
  const since = creatingSince(Date.now(), existing);
  try {
    const created = await starter.create(work, signal ?? new AbortController().signal, since);
    return created.runId;
  } catch (err) {
    if (!signal?.aborted) throw err;
    const made = await starter.findMade(since).catch(() => undefined);
    if (made && options.cancel) {
      log?.(`the step stopped while run ${made.run_id} of this attempt was being created: cancelling it`);
      await options.cancel(made.run_id);
    }
    throw err;
  }
}

/** The wave options that start, read and cancel attempts on the service, for `step`. */
export function serviceWaves(
  step: Pick<Step, 'client' | 'host' | 'env' | 'trigger' | 'signal'>,
  at: { sha: string | undefined; number: number | undefined; factory: string | undefined },
): Pick<WaveOptions, 'start' | 'read' | 'cancel' | 'log' | 'warn' | 'signal'> {
  const client: CloudAgentClient = step.client;
  const log = (line: string) => step.host.log.info(line);
  return {
    start: (plan, signal) => {
      const { starter, prompt, title } = attemptStarter(step, plan, at);
      return startAttempt(
        starter,
        { prompt, title },
        { ...(signal ? { signal } : {}), log, cancel: (id) => cancelRun(client, id, log) },
      );
    },
    read: (runId, signal) => client.runs.get(runId, { signal }),
    cancel: (runId) => cancelRun(client, runId, log),
    log,
    warn: (line) => step.host.log.warning(line),
    signal: step.signal,
  };
}

/** What the benchmarks gave the gate to judge: the attempts that ran, each a run with its scorers. */
export interface BenchmarkRun {
  benchmarks: Benchmarks;
  results: AttemptResult[];
  /** The attempts that ended on their own, by run id, with the scorers that judge each. */
  runs: Map<string, GateRunRow>;
  /** The scorers cases name that the gate's own do not hold. */
  extraScorers: Scorer[];
  /** Why they stopped before every attempt ran (the gate fails then), in words naming the cases not run. */
  stopped?: string;
  spent: number;
}

/** The file's cases; throws (before any request) when it is missing, outside the repository or has errors. */
export function readBenchmarks(root: string, file: string, words: Words): Benchmarks {
  let text: string;
  try {
    text = readRepositoryFile(root, file);
  } catch (err) {
    if (!(err instanceof RepositoryFileError)) throw err;
    const why =
      err.problem === 'missing'
        ? `"${file}" does not exist ${words.workspace}, or give the file's path`
        : err.message;
    throw new InputError('benchmarks-file', why);
  }
  return parseBenchmarksFile(text, { file, readFile: (path) => readRepositoryFile(root, path) });
}

/** The cases some of whose attempts did not run, as a stop names them: "docs (2 of 3 attempts)". */
export function notRun(results: readonly AttemptResult[]): string {
  const byCase = new Map<BenchmarkCase, number>();
  for (const r of results) {
    if (r.outcome !== 'ended') byCase.set(r.plan.case, (byCase.get(r.plan.case) ?? 0) + 1);
  }
  return [...byCase]
    .map(([c, n]) => `${c.name} (${n} of ${c.repeat} attempt${c.repeat === 1 ? '' : 's'})`)
    .join(', ');
}

/** Why the benchmarks stopped, in words naming the cases not run (`setting`: the host's words for an input). */
export function stopText(
  stop: Stop,
  results: readonly AttemptResult[],
  timeoutMinutes: number,
  setting: (name: string) => string,
): string {
  const cases = `not run: ${notRun(results)}`;
  if (stop.why === 'time') {
    return `the time limit of ${timeoutMinutes} minute${timeoutMinutes === 1 ? '' : 's'} (${setting('timeout-minutes')}) passed; ${cases}`;
  }
  const budget = `the budget of ${credits(stop.budget!)} (${setting('max-credits')})`;
  if (stop.estimate !== undefined) {
    return `the next wave would pass ${budget}: ${credits(stop.spent)} spent, about ${credits(stop.estimate)} more expected; ${cases}`;
  }
  return `the attempts passed ${budget} with ${credits(stop.spent)}; ${cases}`;
}

/**
 * Runs the benchmark cases of `gate.benchmarksFile` (see runWaves) for the gate: admitted first (their prompts come
 * from the pull request's head), the file read and checked before any request, each case's scorers resolved, then
 * the attempts. Each attempt that ended is a run to judge, with the case's scorers (else the gate's: every named
 * one, or those of the factory whose scope covers it).
 */
export async function runBenchmarks(
  step: Step,
  gate: GateInputs,
  at: { sha: string | undefined; number: number | undefined },
  scorers: readonly Scorer[],
  clock: Pick<WaveOptions, 'clock' | 'pollMs'> = {},
): Promise<BenchmarkRun> {
  await admitBenchmarks(step, gate.allowedPermissions);
  const benchmarks = readBenchmarks(step.env.workspace, gate.benchmarksFile, step.host.words);
  const named = new Set(benchmarks.cases.flatMap((c) => c.scorers));
  // The scorers cases name, among every scorer of the key (a case may name one of another factory).
  const known = named.size ? (await step.client.scorers.list({}, { signal: step.signal })).scorers : [];
  const byCase = new Map(
    benchmarks.cases.map((c) => [
      c,
      pickScorers(c.scorers, known, ` (case "${c.name}", ${gate.benchmarksFile}:${c.line})`),
    ]),
  );
  const extraScorers = distinctScorers([...byCase.values()].flat()).filter(
    (s) => !scorers.some((g) => g.id === s.id),
  );
  const plans = attemptsOf(benchmarks.cases);
  step.host.log.info(
    `benchmarks: ${benchmarks.cases.length} case${benchmarks.cases.length === 1 ? '' : 's'}, ${plans.length} attempt${plans.length === 1 ? '' : 's'} in waves of at most ${gate.concurrency}${gate.maxCredits === undefined ? '' : `, within ${credits(gate.maxCredits)}`}`,
  );
  const now = clock.clock?.now ?? Date.now;
  const { results, stop, spent } = await runWaves(plans, {
    ...serviceWaves(step, { ...at, factory: gate.factory }),
    ...clock,
    concurrency: gate.concurrency,
    maxCredits: gate.maxCredits,
    deadline: now() + gate.timeoutMinutes * 60_000,
  });
  const runs = new Map<string, GateRunRow>();
  for (const result of results) {
    if (result.outcome !== 'ended' || !result.run) continue;
    const own = byCase.get(result.plan.case)!;
    const judging = own.length
      ? own
      : gate.scorers.length
        ? [...scorers]
        : scorers.filter((s) => covers(s, result.run!));
    const row = gateRunRow(result.run, distinctScorers(judging));
    runs.set(result.run.run_id, { ...row, title: attemptTitle(result.plan) });
  }
  return {
    benchmarks,
    results,
    runs,
    extraScorers,
    spent,
    ...(stop ? { stopped: stopText(stop, results, gate.timeoutMinutes, step.host.words.setting) } : {}),
  };
}
