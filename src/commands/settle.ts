/**
 * `settle`: finishes the reports of the runs steps of this repository left going (`wait: false`, detached) once
 * they end or wait for input, and cancels the ones past their deadline; lists every run looked at in the job
 * summary. Run it on a schedule; a second settle changes nothing.
 */
import { writeOutputs, writeSummary } from '../flow/report.ts';
import { Settler } from '../flow/settle.ts';
import type { Step } from '../flow/step.ts';
import type { SettleCommandInputs } from '../inputs.ts';
import { renderSettleSummary, settledCount } from '../render/settle.ts';

export async function settleCommand(step: Step, inputs: SettleCommandInputs): Promise<void> {
  const { windowMinutes, triggerPhrase } = inputs;
  const { results, listing } = await new Settler(step, { windowMinutes, triggerPhrase }).settle();
  const settled = settledCount(results);
  step.host.log.info(
    `settle: ${results.length} runs of ${step.env.repository} changed in the last ${windowMinutes} minutes; ${settled} settled`,
  );
  await writeSummary(
    step.host,
    renderSettleSummary({
      repository: step.env.repository,
      windowMinutes,
      results,
      scanned: listing.scanned,
      truncated: listing.truncated,
      withoutGitHub: step.repository === undefined,
    }),
  );
  writeOutputs(step.host, { settled: String(settled), results: JSON.stringify(results) });
}
