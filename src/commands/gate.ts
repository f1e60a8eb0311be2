/**
 * `gate`: judge the runs of this pull request (or the given runs, or the attempts of the benchmark cases) with the
 * scorers and publish a check run whose conclusion follows the scores; hold each scorer against a baseline (the norm,
 * or the base branch's last passing gate); name the regressed runs; draw each scorer's pass rate over the window.
 * Without a pull request, run ids or benchmarks, the gate is the scorers' pass rate over the window against
 * `min-pass-rate` (a nightly gate). On a merge queue's group it carries over each pull request's last verdict.
 */
import { ApiShapeError, type RunItem } from '../client/index.ts';
import {
  caseLine,
  casesSummary,
  compareWithBase,
  compareWithNorm,
  covers,
  distinctScorers,
  GateError,
  gateRunRow,
  type GateRunRow,
  judgeInto,
  type JudgeOptions,
  resolveScorers,
  scorerName,
  type ScorerTally,
  visitRunsOfPullRequest,
  windowCounts,
  type WindowCounts,
  windowSummary,
  withEvidence,
  type Scorer,
} from '../flow/gate.ts';
import { runBenchmarks, type BenchmarkRun, type WaveOptions } from '../flow/benchmarks.ts';
import { findBase } from '../flow/gate-baseline.ts';
import { carryOver, queuedPullRequests } from '../flow/gate-queue.ts';
import { writeKeyedComment, writeOutputs, writeSummary } from '../flow/report.ts';
import { info, type Step } from '../flow/step.ts';
import { safeUrl } from '../render/format.ts';
import type { Check } from '../flow/host.ts';
import type { GateCommandInputs, GateInputs } from '../inputs.ts';
import {
  belowBaseline,
  belowText,
  regressionOf,
  REGRESSED_SHOWN,
  Regressions,
  worstDelta,
  type Baseline,
  type ScorerComparison,
} from '../render/gate-evidence.ts';
import { recordText } from '../render/gate-record.ts';
import {
  checkTitle,
  GateRows,
  renderGateReport,
  summarize,
  type GateRow,
  type GateSummary,
  type TrendInput,
} from '../render/gate.ts';

const DAY = 24 * 3600 * 1000;

/** What the gate judges and where it reports: the pull request (if any), the commit, when it was opened, its base. */
interface Target {
  number: number | undefined;
  headSha: string | undefined;
  openedAt: string | undefined;
  /** The branch the pull request goes into (the base of `gate-baseline: base`). */
  baseRef: string | undefined;
  /**
   * The GitHub App the gate's own check is written as: a check of the base branch by another app is not the gate's.
   * Undefined where the gate writes no check.
   */
  appId?: number | undefined;
}

/**
 * The verdict and what the report says with it: the rows the report can show with the counts of all, the regressed
 * runs, and the outputs' JSON.
 */
interface Judgement {
  rows: GateRows;
  /** Every row (with its reason) when a host asked for them all (`onJudged`). */
  all?: GateRow[];
  regressions: Regressions;
  results: string;
  summary: GateSummary;
  note?: string;
  /** Each scorer's verdicts and live scores for the baseline, by id (none for a scorer that judged nothing here). */
  tallies?: Map<number, ScorerTally>;
}

/** The clock the waits for attempts and judges' verdicts keep: the real one unless a test gives its own. */
export type GateClock = Pick<JudgeOptions, 'now' | 'sleep'> & Pick<WaveOptions, 'pollMs'>;

/** What a host that reports the verdicts its own way (the CLI's JUnit file) is handed once they are known. */
export type OnJudged = (judged: { rows: GateRow[]; summary: GateSummary }) => void;

export async function gateCommand(
  step: Step,
  inputs: GateCommandInputs,
  clock: GateClock = {},
  onJudged?: OnJudged,
): Promise<void> {
  const { gate } = inputs;
  if (step.trigger.mergeGroup) return mergeGroupGate(step, inputs);
  const target = await targetOf(step, gate);
  // The check shows up at once, in progress, before the judging starts. Whatever stops the gate before its verdict
  // ends the check too: a required check left in progress would hold the pull request for good.
  const check = await startCheck(step, gate, target);
  let judged: { judgement: Judgement; trends: TrendInput[] };
  try {
    judged = await judge(step, gate, { ...target, appId: check?.appId }, clock, onJudged !== undefined);
  } catch (err) {
    await abandonCheck(step, check, err);
    throw err;
  }
  const { judgement, trends } = judged;
  const title = await publish(step, inputs, target, check, judgement, trends);
  onJudged?.({ rows: judgement.all ?? [], summary: judgement.summary });
  const { summary } = judgement;
  if (summary.conclusion === 'failure' && gate.failOnGate) {
    const why = [
      ...(summary.stopped ? [`the benchmarks stopped: ${summary.stopped}`] : []),
      ...(summary.scorers ?? []).filter(belowBaseline).map((c) => belowText(c, summary.baseline!)),
    ];
    throw new GateError(`the gate failed: ${title}${why.length ? `: ${why.join('; ')}` : ''}`, 'gate-failed');
  }
}

/** The scorers, the runs they judge (or the window's pass rate), the baseline, and each scorer's trend. */
async function judge(
  step: Step,
  gate: GateInputs,
  target: Target,
  clock: GateClock,
  keepAll: boolean,
): Promise<{ judgement: Judgement; trends: TrendInput[] }> {
  const scorers = await resolveScorers(step.client, {
    names: gate.scorers,
    factory: gate.factory,
    signal: step.signal,
    warn: (line) => step.host.log.warning(line),
    setting: step.host.words.setting,
  });
  step.host.log.info(
    `scorers: ${scorers.map((s) => `${scorerName(s)} (#${s.id}, threshold ${s.threshold}, version ${s.version})`).join(', ')}`,
  );
  for (const s of scorers) {
    if (s.scope_mode === 'selected_agents' && !s.agents && !gate.scorers.length) {
      step.host.log.warning(
        `${scorerName(s)} (#${s.id}) judges the runs of selected agents, but the service did not say which: it judges none here (name it with ${step.host.words.setting('scorer')} to judge every run with it)`,
      );
    }
  }
  let bench: BenchmarkRun | undefined;
  let runs: Map<string, GateRunRow> | undefined;
  if (gate.benchmarks) {
    // The commit the attempts work on: the pull request's head, else the one the step runs on.
    const sha = target.headSha ?? step.env.sha;
    bench = await runBenchmarks(step, gate, { sha, number: target.number }, scorers, {
      ...(clock.pollMs ? { pollMs: clock.pollMs } : {}),
      clock: { ...(clock.now ? { now: clock.now } : {}), ...(clock.sleep ? { sleep: clock.sleep } : {}) },
    });
    runs = bench.runs;
  } else runs = await runsToJudge(step, gate, target, distinctScorers(scorers));
  // A scorer named twice judges a run once (its trend is drawn as named); scorers only cases name judge too.
  const all = [...scorers, ...(bench?.extraScorers ?? [])];
  const judging = distinctScorers(all);
  const judged = runs ? await judgeRuns(step, gate, target, judging, runs, clock, keepAll) : undefined;
  // Read after the verdicts: the service's pass rate then counts those of them it has counted by now (each chart's
  // caption says when that was).
  const { trends, windows } = await trendsOf(step, gate, all, runs === undefined);
  if (!judged) {
    return {
      judgement: {
        rows: new GateRows(),
        regressions: new Regressions(),
        results: '[]',
        summary: windowSummary(trends, gate.minPassRate),
        note: `The pass rate of the last ${gate.windowDays} days, by ${gate.groupBy}, against the minimum of ${Math.round(gate.minPassRate * 1000) / 10}%.`,
      },
      trends,
    };
  }
  const { baseline, scorers: compared } = await baselineOf(
    step,
    gate,
    target,
    judging,
    judged.tallies,
    windows,
  );
  const cases =
    bench && casesSummary(bench.benchmarks.cases.map((c) => caseLine(c, outcomesOf(bench, judged.rows, c))));
  const summary = withEvidence(judged.summary, {
    scorers: compared,
    baseline,
    ...(cases ? { cases } : {}),
    ...(bench?.stopped !== undefined ? { stopped: bench.stopped } : {}),
  });
  await scoringLinks(step, judged.regressions);
  return { judgement: { ...judged, summary }, trends };
}

/** Whether each attempt of case `c` that ran passed: every scorer that judged it passed it. */
function outcomesOf(
  bench: BenchmarkRun,
  rows: GateRows,
  c: BenchmarkRun['benchmarks']['cases'][number],
): boolean[] {
  return bench.results
    .filter((r) => r.plan.case === c && r.outcome === 'ended' && r.run)
    .map((r) => rows.runPassed(r.run!.run_id) === true);
}

/**
 * The baseline the scorers are held against: the base branch's last passing gate (`gate-baseline: base`) when one is
 * found, else the norm (saying why when the base was asked for).
 */
async function baselineOf(
  step: Step,
  gate: GateInputs,
  target: Target,
  scorers: Scorer[],
  tallies: ReadonlyMap<number, ScorerTally> | undefined,
  windows: ReadonlyMap<number, WindowCounts>,
): Promise<{ baseline: Baseline; scorers: ScorerComparison[] }> {
  const counted = tallies ?? new Map<number, ScorerTally>();
  let fallback: string | undefined;
  if (gate.baseline === 'base') {
    const base = await findBase(step, {
      checkName: gate.checkName,
      baseRef: target.baseRef,
      appId: target.appId,
      ...(target.number === undefined ? { exclude: target.headSha } : {}),
    });
    if ('record' in base) {
      step.host.log.info(
        `baseline: the ${base.record.runCount} runs the gate judged on ${base.branch} at ${base.sha} (${base.checkUrl ?? 'its check'})`,
      );
      return {
        baseline: {
          kind: 'base',
          branch: base.branch,
          sha: base.sha,
          checkUrl: base.checkUrl,
          runs: base.record.runCount,
          skipped: base.skipped,
        },
        scorers: compareWithBase(scorers, counted, base.record, gate),
      };
    }
    fallback = base.fallback;
    step.host.log.warning(`gate-baseline base: ${fallback}; the norm is the baseline instead`);
  }
  return {
    baseline: { kind: 'norm', windowDays: gate.windowDays, ...(fallback ? { fallback } : {}) },
    scorers: compareWithNorm(scorers, counted, windows, gate),
  };
}

/** The sessions of the judge runs of the regressed runs the report names (a read each, at most REGRESSED_SHOWN). */
async function scoringLinks(step: Step, regressions: Regressions): Promise<void> {
  const named = regressions.rows().slice(0, REGRESSED_SHOWN);
  for (const row of named) {
    if (!row.scoringRunId) continue;
    try {
      const run = await step.client.runs.get(row.scoringRunId, { signal: step.signal, maxRetries: 1 });
      if (run.session_link) row.scoringLink = run.session_link;
    } catch (err) {
      info(step)(`could not read the judge run ${row.scoringRunId}: ${(err as Error).message}`);
    }
  }
}

/** Ends the check of a gate that stopped before its verdict: failed, saying why (the step fails with the same). */
async function abandonCheck(step: Step, check: Check | undefined, err: unknown): Promise<void> {
  if (!check) return;
  const why = err instanceof Error ? err.message : String(err);
  try {
    await check.complete(
      'failure',
      'The gate stopped before its verdict',
      `The gate stopped before its verdict: ${why}`,
    );
  } catch (failure) {
    step.host.log.warning(
      `could not end the check run of the gate that stopped (${(failure as Error).message}); it stays in progress`,
    );
  }
}

/**
 * The pull request the gate is for (the input, else the event's), with its head commit, opening time and base; on a
 * push or a manual run that judges runs (benchmarks, run ids), the commit of the event.
 */
async function targetOf(step: Step, gate: GateInputs): Promise<Target> {
  const { trigger, repository, env } = step;
  const number = gate.pullRequest ?? (trigger.isPullRequest ? trigger.number : undefined);
  const ofEvent = trigger.isPullRequest && trigger.number === number;
  let headSha = gate.headSha ?? (ofEvent ? trigger.pullRequest?.headSha : undefined);
  let openedAt = ofEvent ? trigger.createdAt : undefined;
  let baseRef = ofEvent ? trigger.pullRequest?.baseRef || undefined : undefined;
  if (
    number !== undefined &&
    (!headSha || !openedAt || (gate.baseline === 'base' && !baseRef)) &&
    repository
  ) {
    const pull = await repository.pullRequest(number);
    headSha ??= pull.headSha;
    openedAt ??= pull.createdAt;
    baseRef ??= pull.baseRef;
  }
  // A push's (or a manual run's) benchmarks are checked on its commit: a later gate finds them there as the base. A
  // push's own baseline is the branch it went to (its newest head before this one whose gate passed).
  if (number === undefined && trigger.event === 'push' && env.ref?.startsWith('refs/heads/'))
    baseRef = env.ref;
  if (
    number === undefined &&
    gate.benchmarks &&
    (trigger.event === 'push' || trigger.event === 'workflow_dispatch')
  ) {
    headSha ??= env.sha;
  }
  return { number, headSha, openedAt, baseRef };
}

async function startCheck(step: Step, gate: GateInputs, target: Target): Promise<Check | undefined> {
  const { env, repository } = step;
  const judgesRuns = target.number !== undefined || gate.benchmarks;
  if (!judgesRuns || !target.headSha || !repository) return undefined;
  const detailsUrl = `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
  return repository.startCheck(gate.checkName, target.headSha, detailsUrl);
}

/**
 * The given runs, else the pull request's, by id, each with the scorers that judge it (every scorer when they are
 * named, else those whose scope covers it); undefined for a gate on the pass rate alone. Only the row a judgement
 * needs of a run is kept, page by page; a run seen again takes its newer facts in its first place.
 */
async function runsToJudge(
  step: Step,
  gate: GateInputs,
  target: Target,
  scorers: Scorer[],
): Promise<Map<string, GateRunRow> | undefined> {
  const { client, env, signal } = step;
  const runs = new Map<string, GateRunRow>();
  const named = gate.scorers.length > 0;
  const keep = (run: RunItem) =>
    runs.set(run.run_id, gateRunRow(run, named ? scorers : scorers.filter((scorer) => covers(scorer, run))));
  if (gate.runIds.length) {
    for (const id of gate.runIds) keep(await client.runs.get(id, { signal }));
    return runs;
  }
  const { number, openedAt } = target;
  if (number === undefined) return undefined;
  const url = `${env.serverUrl}/${env.repository}/pull/${number}`;
  const since = new Date((openedAt ? Date.parse(openedAt) : Date.now()) - 7 * DAY).toISOString();
  await visitRunsOfPullRequest(
    client,
    { repository: env.repository, number, url, since, signal, log: info(step) },
    keep,
  );
  step.host.log.info(`runs of pull request #${number}: ${runs.size}`);
  return runs;
}

/**
 * Each scorer's pass rate over the window, and its counts there by scorer id (what the norm is made of); the line on
 * the chart is the pass rate the gate asks for. On a pull request without `max-drop-points` the pass rate only
 * illustrates: one answered in a shape the gate cannot read is left out with a warning. A gate on the pass rate alone
 * (`alone`), or one that holds the verdicts against it (`max-drop-points`), stands on it: there it fails the gate.
 */
async function trendsOf(
  step: Step,
  gate: GateInputs,
  scorers: Scorer[],
  alone: boolean,
): Promise<{ trends: TrendInput[]; windows: Map<number, WindowCounts> }> {
  const standsOnIt = alone || gate.maxDropPoints !== undefined;
  // The window ends at the service's own now (end_date left out): its clock decides what counts as recent.
  const start = new Date(Date.now() - gate.windowDays * DAY);
  const trends: TrendInput[] = [];
  const windows = new Map<number, WindowCounts>();
  const over = gate.windowDays === 1 ? 'over the last day' : `over the last ${gate.windowDays} days`;
  for (const scorer of scorers) {
    let response: TrendInput['response'];
    try {
      response = await step.client.scorers.passRate(
        scorer.id,
        { start_date: start.toISOString(), group_by_period: gate.groupBy },
        { signal: step.signal },
      );
    } catch (err) {
      if (standsOnIt || !(err instanceof ApiShapeError)) throw err;
      step.host.log.warning(
        `the pass rate of ${scorerName(scorer)} (#${scorer.id}) is left out of the report: ${err.message}`,
      );
      continue;
    }
    const counts = windowCounts(response, over);
    // A gate on the window alone compares no verdicts with it.
    if (typeof counts === 'string' && !alone) {
      const problem = `${scorerName(scorer)} (#${scorer.id}) has ${counts}`;
      if (gate.maxDropPoints !== undefined) {
        throw new GateError(
          `the service answered that ${problem}: the gate cannot hold the verdicts against it`,
          'service',
        );
      }
      step.host.log.warning(`the service answered that ${problem}: it is compared with nothing`);
    } else if (typeof counts !== 'string') windows.set(scorer.id, counts);
    trends.push({
      scorerName: scorerName(scorer),
      threshold: gate.minPassRate,
      response,
      groupBy: gate.groupBy,
    });
  }
  return { trends, windows };
}

/** Every (run, scorer) pair, judged: the rows the report shows, the regressed runs, the counts and the outputs. */
async function judgeRuns(
  step: Step,
  gate: GateInputs,
  target: Target,
  scorers: Scorer[],
  runs: Map<string, GateRunRow>,
  clock: GateClock,
  keepAll = false,
): Promise<Judgement> {
  const hasPairs = [...runs.values()].some((run) => run.scorers.length > 0);
  const rows = new GateRows();
  const regressions = new Regressions();
  const results = new ResultList();
  // Every row, with its reason, only for a host that reports each (the command line's JUnit file).
  const all: GateRow[] | undefined = keepAll ? [] : undefined;
  let tallies: Map<number, ScorerTally> | undefined;
  if (hasPairs) {
    const sink = {
      add: (row: GateRow) => {
        rows.add(row);
        regressions.add(row);
        all?.push(row);
        results.add(resultOf(row));
      },
      // The rows shown and the regressed runs named: their reasons are read.
      kept: () => all ?? [...new Set([...rows.kept(), ...regressions.rows()])],
    };
    tallies = await judgeInto(
      {
        ...clock,
        client: step.client,
        scorers,
        runs,
        threshold: gate.threshold,
        dispatchJudges: gate.dispatchJudges,
        timeoutMs: gate.scoreTimeoutMinutes * 60_000,
        signal: step.signal,
        log: info(step),
      },
      sink,
    );
  }
  if (results.omitted) {
    info(step)(
      `the results output lists the first ${results.total - results.omitted} of ${results.total} judgements (an output holds about 1 MB)`,
    );
  }
  let note: string | undefined;
  if (!runs.size) {
    note = gate.benchmarks
      ? 'No attempt of the benchmarks ran to its end.'
      : target.number !== undefined
        ? `No runs of the cloud agent belong to pull request #${target.number}.`
        : 'No runs to judge.';
  } else if (!hasPairs) {
    note = "No scorer's scope covers these runs.";
  }
  return {
    rows,
    ...(all ? { all } : {}),
    regressions,
    results: results.json(),
    summary: summarize(rows, gate.minPassRate),
    ...(note ? { note } : {}),
    ...(tallies ? { tallies } : {}),
  };
}

/** The outputs' room: GitHub keeps at most 1 MiB of an output; the rest is left for the note around it. */
export const RESULTS_MAX_BYTES = 1_000_000;

/**
 * An output's entries as JSON (`results`, `regressions`), gathered a row at a time. Entries past `maxBytes` are
 * counted, not kept: the output stays a whole JSON array (an output cut at GitHub's limit would not parse).
 */
export class ResultList {
  private readonly entries: string[] = [];
  /** The array's bytes in UTF-8: its brackets, the entries kept and the commas between them. */
  private bytes = 2;
  /** Entries given, and those left out for want of room. */
  total = 0;
  omitted = 0;
  private readonly maxBytes: number;

  constructor(maxBytes = RESULTS_MAX_BYTES) {
    this.maxBytes = maxBytes;
  }

  add(entry: object): void {
    this.total++;
    // Once one entry did not fit, none after it is kept (nor written out to be measured).
    if (this.omitted) {
      this.omitted++;
      return;
    }
    const json = JSON.stringify(entry);
    // Each entry after the first comes after a comma.
    const bytes = Buffer.byteLength(json) + (this.entries.length > 0 ? 1 : 0);
    if (this.bytes + bytes > this.maxBytes) {
      this.omitted++;
      return;
    }
    this.entries.push(json);
    this.bytes += bytes;
  }

  /** The JSON array of the entries that fit (what JSON.stringify makes of that list). */
  json(): string {
    return `[${this.entries.join(',')}]`;
  }
}

/** A row as the `results` output lists it. */
function resultOf(r: GateRow) {
  return {
    run_id: r.runId,
    scorer_id: r.scorer.id,
    scorer: r.scorer.name,
    classification: r.classification,
    score: r.score,
    threshold: r.threshold,
    verdict: r.verdict,
    // Where the judged run can be read (its session); null when the service gave no http(s) link.
    session_link: safeUrl(r.link) ?? null,
    ...(r.dispatch ? { dispatch: r.dispatch } : {}),
  };
}

/** The `regressions` output: the failed judgements kept, worst first, as much as an output holds. */
function regressionsJson(regressions: Regressions): string {
  const list = new ResultList();
  for (const row of regressions.failed()) list.add(regressionOf(row));
  return list.json();
}

/** What the check run records for a later gate on a pull request into this commit (render/gate-record.ts). */
function recordOf(step: Step, gate: GateInputs, target: Target, judgement: Judgement): string | undefined {
  if (!target.headSha || !judgement.tallies) return undefined;
  const scorers = [...judgement.tallies].map(([id, tally]) => ({
    id,
    threshold: judgement.summary.scorers?.find((c) => c.scorer.id === id)?.threshold ?? gate.threshold ?? 0,
    passed: tally.passed,
    failed: tally.failed,
    noVerdict: tally.noVerdict,
  }));
  const runs = [...new Set([...(judgement.all ?? []).map((r) => r.runId), ...judgement.rows.runIds()])];
  return recordText(
    {
      v: 2,
      check: gate.checkName,
      sha: target.headSha.toLowerCase(),
      conclusion: judgement.summary.conclusion,
      runCount: judgement.rows.runs,
      runs,
      scorers,
    },
    step.markerKey,
  );
}

/** The report on the check, in the job summary and on the pull request; the outputs. Returns the check's title. */
async function publish(
  step: Step,
  inputs: GateCommandInputs,
  target: Target,
  check: Check | undefined,
  judgement: Judgement,
  trends: TrendInput[],
): Promise<string> {
  const { rows, results, summary, note, regressions } = judgement;
  const { gate } = inputs;
  const title = checkTitle(summary);
  const now = Date.now();
  const parts = { rows, summary, trends, regressions, ...(note ? { note } : {}), now };
  const report = renderGateReport(parts);
  if (check) {
    await check.complete(summary.conclusion, title, report, recordOf(step, gate, target, judgement));
    step.host.log.info(`check run "${gate.checkName}": ${summary.conclusion} (${title})`);
  }
  await writeSummary(step.host, report);
  if (target.number !== undefined && inputs.comment) {
    // The comment links to the check run that carries the verdict (when one was made); the report makes room for
    // the link within its limit.
    const commentReport = check ? renderGateReport({ ...parts, checkRun: check.url }) : report;
    await gateComment(step, gate, target.number, commentReport);
  }
  const delta = worstDelta(summary.scorers ?? []);
  writeOutputs(step.host, {
    conclusion: summary.conclusion,
    'pass-rate': summary.passRate === null ? '' : String(Math.round(summary.passRate * 10000) / 10000),
    passed: String(summary.passed),
    failed: String(summary.failed),
    'check-run-url': check?.url ?? '',
    results,
    regressions: regressionsJson(regressions),
    'delta-points': delta === undefined ? '' : String(delta),
    'cases-passed': summary.cases ? String(summary.cases.passed) : '',
    'cases-total': summary.cases ? String(summary.cases.total) : '',
  });
  return title;
}

/** The gate report (with the trend charts) as one tracking comment on the pull request, kept up to date. */
async function gateComment(step: Step, gate: GateInputs, number: number, report: string): Promise<void> {
  // One gate comment per pull request and check name, updated on every run of the gate.
  await writeKeyedComment(step, number, `gate:${gate.checkName}`, report, "the gate's comment");
}

/**
 * A merge queue's group (`merge_group`): the check on the group's head commit carries over the verdict each pull
 * request of the group last had (its gate check on its head), without judging again; a pull request without a
 * passing verdict fails the group's check, named.
 */
async function mergeGroupGate(step: Step, inputs: GateCommandInputs): Promise<void> {
  const { gate } = inputs;
  const group = step.trigger.mergeGroup!;
  const { repository, env } = step;
  if (!repository) {
    throw new GateError(
      `${step.host.words.noGitHub} to read the pull requests' checks: a merge group's check carries them over`,
      'usage',
    );
  }
  const detailsUrl = `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
  const check = await repository.startCheck(gate.checkName, group.headSha, detailsUrl);
  let carried;
  try {
    carried = await carryOver(repository, gate.checkName, queuedPullRequests(group), check?.appId);
  } catch (err) {
    await abandonCheck(step, check, err);
    throw err;
  }
  const { conclusion, title, report, failing } = carried;
  if (check) {
    await check.complete(conclusion, title, report);
    step.host.log.info(
      `check run "${gate.checkName}" on the merge group ${group.headSha}: ${conclusion} (${title})`,
    );
  }
  await writeSummary(step.host, report);
  writeOutputs(step.host, {
    conclusion,
    'pass-rate': '',
    passed: String(carried.passed),
    failed: String(carried.failed),
    'check-run-url': check?.url ?? '',
    results: '[]',
    regressions: '[]',
    'delta-points': '',
    'cases-passed': '',
    'cases-total': '',
  });
  if (conclusion === 'failure' && gate.failOnGate) {
    throw new GateError(`the gate failed: ${title}: ${failing.join('; ')}`, 'gate-failed');
  }
}
