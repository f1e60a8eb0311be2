/**
 * `gate`: judge the runs of this pull request (or the given runs) with the factory's scorers and publish a check run
 * whose conclusion follows the scores; draw each scorer's pass rate over the window. Without a pull request or run
 * ids, the gate is the scorers' pass rate over the window against `min-pass-rate` (a nightly gate).
 */
import { ApiShapeError, type RunItem } from '../client/index.ts';
import {
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
  withNorm,
  type Scorer,
} from '../flow/gate.ts';
import { writeKeyedComment, writeOutputs, writeSummary } from '../flow/report.ts';
import { info, type Step } from '../flow/step.ts';
import { safeUrl } from '../render/format.ts';
import type { Check } from '../flow/host.ts';
import type { GateCommandInputs, GateInputs } from '../inputs.ts';
import {
  belowNorm,
  belowNormText,
  checkTitle,
  GateRows,
  renderGateReport,
  summarize,
  type GateRow,
  type GateSummary,
  type TrendInput,
} from '../render/gate.ts';

const DAY = 24 * 3600 * 1000;

/** What the gate judges and where it reports: the pull request (if any), its head commit, when it was opened. */
interface Target {
  number: number | undefined;
  headSha: string | undefined;
  openedAt: string | undefined;
}

/**
 * The verdict and what the report says with it: the rows the report can show with the counts of all, and the
 * `results` output (JSON).
 */
interface Judgement {
  rows: GateRows;
  /** Every row (with its reason) when a host asked for them all (`onJudged`). */
  all?: GateRow[];
  results: string;
  summary: GateSummary;
  note?: string;
  /** Each scorer's verdicts and live scores for the norm, by id (none for a scorer that judged nothing here). */
  tallies?: Map<number, ScorerTally>;
}

/** The clock the wait for judges' verdicts keeps: the real one unless a test gives its own. */
export type GateClock = Pick<JudgeOptions, 'now' | 'sleep'>;

/** What a host that reports the verdicts its own way (the CLI's JUnit file) is handed once they are known. */
export type OnJudged = (judged: { rows: GateRow[]; summary: GateSummary }) => void;

export async function gateCommand(
  step: Step,
  inputs: GateCommandInputs,
  clock: GateClock = {},
  onJudged?: OnJudged,
): Promise<void> {
  const { gate } = inputs;
  const target = await targetOf(step, gate);
  // The check shows up at once, in progress, before the judging starts. Whatever stops the gate before its verdict
  // ends the check too: a required check left in progress would hold the pull request for good.
  const check = await startCheck(step, gate, target);
  let judged: { judgement: Judgement; trends: TrendInput[] };
  try {
    judged = await judge(step, gate, target, clock, onJudged !== undefined);
  } catch (err) {
    await abandonCheck(step, check, err);
    throw err;
  }
  const { judgement, trends } = judged;
  const title = await publish(step, inputs, target, check, judgement, trends);
  onJudged?.({ rows: judgement.all ?? [], summary: judgement.summary });
  if (judgement.summary.conclusion === 'failure' && gate.failOnGate) {
    const below = (judgement.summary.norm ?? []).filter(belowNorm).map((c) => belowNormText(c));
    throw new GateError(
      `the gate failed: ${title}${below.length ? `: ${below.join('; ')}` : ''}`,
      'gate-failed',
    );
  }
}

/** The scorers, the runs they judge (or the window's pass rate), and each scorer's trend. */
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
  // A scorer named twice judges a run once (its trend is drawn as named).
  const judging = distinctScorers(scorers);
  const runs = await runsToJudge(step, gate, target, judging);
  const judged = runs ? await judgeRuns(step, gate, target, judging, runs, clock, keepAll) : undefined;
  // Read after the verdicts: the service's pass rate then counts those of them it has counted by now (each chart's
  // caption says when that was).
  const { trends, windows } = await trendsOf(step, gate, scorers, runs === undefined);
  // Each scorer's verdicts here against its pass rate over the window less theirs: the one read of it the chart takes.
  const norm = judged ? compareWithNorm(judging, judged.tallies ?? new Map(), windows, gate) : [];
  const judgement = judged
    ? { ...judged, summary: withNorm(judged.summary, norm) }
    : {
        rows: new GateRows(),
        results: '[]',
        summary: windowSummary(trends, gate.minPassRate),
        note: `The pass rate of the last ${gate.windowDays} days, by ${gate.groupBy}, against the minimum of ${Math.round(gate.minPassRate * 1000) / 10}%.`,
      };
  return { judgement, trends };
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

/** The pull request the gate is for (the input, else the event's), with its head commit and opening time. */
async function targetOf(step: Step, gate: GateInputs): Promise<Target> {
  const { trigger, repository } = step;
  const number = gate.pullRequest ?? (trigger.isPullRequest ? trigger.number : undefined);
  let headSha = gate.headSha ?? trigger.pullRequest?.headSha;
  let openedAt = trigger.isPullRequest && trigger.number === number ? trigger.createdAt : undefined;
  if (number !== undefined && (!headSha || !openedAt) && repository) {
    const pull = await repository.pullRequest(number);
    headSha ??= pull.headSha;
    openedAt ??= pull.createdAt;
  }
  return { number, headSha, openedAt };
}

async function startCheck(step: Step, gate: GateInputs, target: Target): Promise<Check | undefined> {
  const { env, repository } = step;
  if (target.number === undefined || !target.headSha || !repository) return undefined;
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

/** Every (run, scorer) pair, judged: the rows the report shows, the counts and the outputs of all. */
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
  const results = new ResultList();
  // Every row, with its reason, only for a host that reports each (the command line's JUnit file).
  const all: GateRow[] | undefined = keepAll ? [] : undefined;
  let tallies: Map<number, ScorerTally> | undefined;
  if (hasPairs) {
    const sink = {
      add: (row: GateRow) => {
        rows.add(row);
        all?.push(row);
        results.add(resultOf(row));
      },
      kept: () => all ?? rows.kept(),
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
    note =
      target.number !== undefined
        ? `No runs of the cloud agent belong to pull request #${target.number}.`
        : 'No runs to judge.';
  } else if (!hasPairs) {
    note = "No scorer's scope covers these runs.";
  }
  return {
    rows,
    ...(all ? { all } : {}),
    results: results.json(),
    summary: summarize(rows, gate.minPassRate),
    ...(note ? { note } : {}),
    ...(tallies ? { tallies } : {}),
  };
}

/** The `results` output's room: GitHub keeps at most 1 MiB of an output; the rest is left for the note around it. */
export const RESULTS_MAX_BYTES = 1_000_000;

/**
 * The `results` output's entries as JSON, gathered a row at a time. Entries past `maxBytes` are counted, not kept:
 * the output stays a whole JSON array (an output cut at GitHub's limit would not parse).
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

/** The report on the check, in the job summary and on the pull request; the outputs. Returns the check's title. */
async function publish(
  step: Step,
  inputs: GateCommandInputs,
  target: Target,
  check: Check | undefined,
  { rows, results, summary, note }: Judgement,
  trends: TrendInput[],
): Promise<string> {
  const { gate } = inputs;
  const title = checkTitle(summary);
  const now = Date.now();
  const report = renderGateReport({ rows, summary, trends, ...(note ? { note } : {}), now });
  if (check) {
    await check.complete(summary.conclusion, title, report);
    step.host.log.info(`check run "${gate.checkName}": ${summary.conclusion} (${title})`);
  }
  await writeSummary(step.host, report);
  if (target.number !== undefined && inputs.comment) {
    // The comment links to the check run that carries the verdict (when one was made); the report makes room for
    // the link within its limit.
    const commentReport = check
      ? renderGateReport({ rows, summary, trends, ...(note ? { note } : {}), checkRun: check.url, now })
      : report;
    await gateComment(step, gate, target.number, commentReport);
  }
  writeOutputs(step.host, {
    conclusion: summary.conclusion,
    'pass-rate': summary.passRate === null ? '' : String(Math.round(summary.passRate * 10000) / 10000),
    passed: String(summary.passed),
    failed: String(summary.failed),
    'check-run-url': check?.url ?? '',
    results,
  });
  return title;
}

/** The gate report (with the trend charts) as one tracking comment on the pull request, kept up to date. */
async function gateComment(step: Step, gate: GateInputs, number: number, report: string): Promise<void> {
  // One gate comment per pull request and check name, updated on every run of the gate.
  await writeKeyedComment(step, number, `gate:${gate.checkName}`, report, "the gate's comment");
}
