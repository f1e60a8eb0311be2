/**
 * `gate`: judge the runs of this pull request (or the given runs) with the factory's scorers and publish a check run
 * whose conclusion follows the scores; draw each scorer's pass rate over the window. Without a pull request or run
 * ids, the gate is the scorers' pass rate over the window against `min-pass-rate` (a nightly gate).
 */
import type { RunItem } from '../client/index.ts';
import { covers, GateError, judge, resolveScorers, runsOfPullRequest, type Scorer } from '../flow/gate.ts';
import { CheckRun } from '../github/checks.ts';
import { TrackingComment } from '../github/comments.ts';
import { selfLogin } from '../github/octokit.ts';
import { log as hostLog, setOutput, writeSummary } from '../host/action.ts';
import { encodeMarker } from '../render/marker.ts';
import { deriveMarkerKey } from '../flow/marker-key.ts';
import {
  checkTitle,
  renderGateReport,
  summarize,
  type GateRow,
  type GateSummary,
  type TrendInput,
} from '../render/gate.ts';
import type { CommandContext } from './context.ts';

const DAY = 24 * 3600 * 1000;

export async function gateCommand(ctx: CommandContext): Promise<void> {
  const { client, octokit, trigger, env } = ctx;
  const gate = ctx.inputs.gate!;
  const log = hostLog.info;
  const number = gate.pullRequest ?? (trigger.isPullRequest ? trigger.number : undefined);
  let headSha = gate.headSha ?? trigger.pullRequest?.headSha;
  let openedAt = trigger.isPullRequest && trigger.number === number ? trigger.createdAt : undefined;
  if (number !== undefined && (!headSha || !openedAt) && octokit) {
    const { data } = await octokit.rest.pulls.get({ ...trigger.repo, pull_number: number });
    headSha ??= data.head.sha;
    openedAt ??= data.created_at;
  }

  // The check shows up at once, in progress, before the judging starts.
  const detailsUrl = `${env.serverUrl}/${env.repository}/actions/runs/${env.runId}`;
  const check =
    number !== undefined && headSha && octokit
      ? await CheckRun.start(octokit, trigger.repo, gate.checkName, headSha, detailsUrl)
      : undefined;

  const scorers = await resolveScorers(client, {
    names: gate.scorers,
    factory: gate.factory,
    signal: ctx.signal,
  });
  log(
    `scorers: ${scorers.map((s) => `${s.name} (#${s.id}, threshold ${s.threshold}, version ${s.version})`).join(', ')}`,
  );

  let runs: RunItem[] | undefined;
  if (gate.runIds.length) {
    runs = [];
    for (const id of gate.runIds) runs.push(await client.runs.get(id, { signal: ctx.signal }));
  } else if (number !== undefined) {
    const url = `${env.serverUrl}/${env.repository}/pull/${number}`;
    const since = new Date((openedAt ? Date.parse(openedAt) : Date.now()) - 7 * DAY).toISOString();
    runs = await runsOfPullRequest(client, {
      repository: env.repository,
      number,
      url,
      since,
      signal: ctx.signal,
      log,
    });
    log(`runs of pull request #${number}: ${runs.length}`);
  }

  // The window ends at the service's own now (end_date left out): its clock decides what counts as recent.
  const start = new Date(Date.now() - gate.windowDays * DAY);
  const trends: TrendInput[] = [];
  for (const scorer of scorers) {
    const response = await client.scorers.passRate(
      scorer.id,
      { start_date: start.toISOString(), group_by_period: gate.groupBy },
      { signal: ctx.signal },
    );
    // The line on the chart is the pass rate the gate asks for.
    trends.push({
      scorerName: scorer.name,
      threshold: gate.minPassRate,
      response,
      groupBy: gate.groupBy,
    });
  }

  let rows: GateRow[] = [];
  let summary: GateSummary;
  let note: string | undefined;
  if (runs) {
    const pairs = runs.flatMap((run) =>
      scorers
        .filter((scorer: Scorer) => gate.scorers.length > 0 || covers(scorer, run))
        .map((scorer) => ({ run, scorer })),
    );
    if (runs.length && !pairs.length) note = "No scorer's scope covers these runs.";
    rows = pairs.length
      ? await judge({
          client,
          pairs,
          threshold: gate.threshold,
          dispatchJudges: gate.dispatchJudges,
          timeoutMs: gate.scoreTimeoutMinutes * 60_000,
          signal: ctx.signal,
          log,
        })
      : [];
    summary = summarize(rows, gate.minPassRate);
    if (!runs.length)
      note =
        number !== undefined
          ? `No runs of the cloud agent belong to pull request #${number}.`
          : 'No runs to judge.';
  } else {
    // A nightly gate: the scorers' pass rate over the window.
    const passed = trends.reduce((n, t) => n + t.response.pass_count, 0);
    const failed = trends.reduce((n, t) => n + t.response.fail_count, 0);
    const total = passed + failed;
    const rates = trends.map((t) => t.response.pass_rate);
    const met = rates.every((r) => r !== null && r !== undefined && r >= gate.minPassRate - 1e-9);
    summary = {
      conclusion: total === 0 ? 'neutral' : met ? 'success' : 'failure',
      passed,
      failed,
      total,
      passRate: total ? passed / total : null,
      minPassRate: gate.minPassRate,
    };
    note = `The pass rate of the last ${gate.windowDays} days, by ${gate.groupBy}, against the minimum of ${Math.round(gate.minPassRate * 1000) / 10}%.`;
  }

  const title = checkTitle(summary);
  const report = renderGateReport({ rows, summary, trends, ...(note ? { note } : {}), now: Date.now() });
  if (check) {
    await check.complete(summary.conclusion, title, report);
    log(`check run "${gate.checkName}": ${summary.conclusion} (${title})`);
  }
  try {
    await writeSummary(report);
  } catch (err) {
    hostLog.warning(`could not write the job summary: ${(err as Error).message}`);
  }
  if (number !== undefined && octokit && ctx.inputs.comment) {
    await gateComment(ctx, number, report);
  }

  setOutput('conclusion', summary.conclusion);
  setOutput(
    'pass-rate',
    summary.passRate === null ? '' : String(Math.round(summary.passRate * 10000) / 10000),
  );
  setOutput('passed', String(summary.passed));
  setOutput('failed', String(summary.failed));
  setOutput('check-run-url', check?.url ?? '');
  setOutput(
    'results',
    JSON.stringify(
      rows.map((r) => ({
        run_id: r.runId,
        scorer_id: r.scorer.id,
        scorer: r.scorer.name,
        classification: r.classification,
        score: r.score,
        threshold: r.threshold,
        verdict: r.verdict,
        ...(r.dispatch ? { dispatch: r.dispatch } : {}),
      })),
    ),
  );
  if (summary.conclusion === 'failure' && gate.failOnGate) throw new GateError(`the gate failed: ${title}`);
}

/** The gate report (with the trend charts) as one tracking comment on the pull request, kept up to date. */
async function gateComment(ctx: CommandContext, number: number, report: string): Promise<void> {
  const octokit = ctx.octokit!;
  try {
    // One gate comment per pull request and check name, updated on every run of the gate.
    const key = `gate:${ctx.inputs.gate!.checkName}`;
    const self = await selfLogin(octokit);
    const markerKey = deriveMarkerKey(ctx.inputs.apiKey);
    const comment = new TrackingComment(
      octokit,
      ctx.trigger.repo,
      number,
      self,
      markerKey,
      (s) => s.key === key,
    );
    await comment.find();
    await comment.write(`${report}\n\n${encodeMarker({ v: 2, key }, markerKey)}`);
  } catch (err) {
    hostLog.warning(`could not write the gate's comment on #${number}: ${(err as Error).message}`);
  }
}
