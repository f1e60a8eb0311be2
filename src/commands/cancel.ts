/** `cancel`: cancel a run the workflow holds (`run-id`), and say so on its tracking comment if it has one. */
import { log } from '../host/action.ts';
import { cancelRun, describeCancel } from '../flow/cancel.ts';
import { resolveArtifacts } from '../flow/artifacts.ts';
import type { CommandContext } from './context.ts';
import { reporterForRun } from './followup.ts';
import { describeOrigin } from './start.ts';

export async function cancelCommand(ctx: CommandContext): Promise<void> {
  const { client, inputs } = ctx;
  const runId = inputs.runId!;
  const before = await client.runs.get(runId, { signal: ctx.signal });
  const reporter = await reporterForRun(ctx, before);
  const { outcome, run: seen, settled } = await cancelRun(client, runId, log.info, 15_000);
  const run = seen ?? before;
  await reporter.finish({
    run,
    phase: 'cancelled',
    artifacts: await resolveArtifacts(client, run, log.info),
    note: `The workflow asked to cancel. ${describeCancel(outcome, runId)}`,
    origin: describeOrigin(ctx),
    now: Date.now(),
  });
  if (!settled || outcome === 'not-supported') {
    throw new Error(describeCancel(outcome, runId).replace(/`/g, ''));
  }
}
