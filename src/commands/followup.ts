/**
 * `followup`: send a message to a run the workflow already holds (`run-id`), then follow it to its next end (unless
 * `wait: false`). The run's tracking comment on the thread, if there is one, follows it too.
 */
import { log } from '../host/action.ts';
import type { RunItem } from '../client/index.ts';
import { followRun } from '../flow/follow.ts';
import { deriveMarkerKey } from '../flow/marker-key.ts';
import { Reporter } from '../flow/report.ts';
import { STATE, save } from '../flow/state.ts';
import { listOwnMarkedComments } from '../github/comments.ts';
import { selfLogin } from '../github/octokit.ts';
import type { CommandContext } from './context.ts';
import { followOptions } from './start.ts';

/** A reporter that writes the tracking comment of `run` on this thread, if the action wrote one. */
export async function reporterForRun(ctx: CommandContext, run: RunItem): Promise<Reporter> {
  const { octokit, trigger, inputs } = ctx;
  const markerKey = deriveMarkerKey(inputs.apiKey);
  const base = { octokit, repo: trigger.repo, number: trigger.number, markerKey };
  if (!octokit || trigger.number === undefined || !inputs.comment) {
    return new Reporter({ ...base, self: undefined, enabled: false, marker: { key: run.run_id } });
  }
  const self = await selfLogin(octokit);
  const existing = (await listOwnMarkedComments(octokit, trigger.repo, trigger.number, self, markerKey))
    .filter((c) => c.state.run === run.run_id)
    .at(-1);
  const reporter = new Reporter({
    ...base,
    self,
    enabled: true,
    marker: existing ? { ...existing.state } : { key: run.run_id },
  });
  if (existing) reporter.comment?.adopt(existing);
  save(STATE.threadNumber, trigger.number);
  return reporter;
}

export async function followupCommand(ctx: CommandContext): Promise<void> {
  const { client, inputs } = ctx;
  const runId = inputs.runId!;
  const before = await client.runs.get(runId, { signal: ctx.signal });
  const reporter = await reporterForRun(ctx, before);
  await client.runs.followUp(runId, { message: inputs.message }, { signal: ctx.signal });
  log.info(`sent the message to run ${runId} (${before.state})`);
  save(STATE.runId, runId);
  save(STATE.settled, 'false');
  await followRun({
    ...followOptions(ctx, reporter, runId),
    note: 'A follow-up was sent to this run by the workflow.',
    movedSince: before.updated_at,
  });
}
