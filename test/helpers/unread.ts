/**
 * A run's conversation that cannot be read (its answer, its final message): the fault that makes it so, and the
 * reason the log gives, which a report repeats.
 */
import type { SimulatorHandle } from '../simulator/server.ts';

/**
 * Every read of a run's conversation answers 503 `times` times: past the client's retries of a conversation (three
 * attempts) by default, so its answer is unknown, and a later read may give it.
 */
export function conversationUnreadable(sim: Pick<SimulatorHandle, 'faults'>, times = 3): void {
  sim.faults.inject({
    operation: 'getRunConversation',
    times,
    fault: { status: 503, body: { error: 'busy' } },
  });
}

/**
 * Why the run's conversation could not be read, as the log said it last (`prefix`: the log's own, `warning: ` in a
 * memory host, `::warning::` in a runner's log). Fails when the log said nothing of it.
 */
export function unreadWhy(lines: readonly string[], runId: string, prefix = 'warning: '): string {
  const warned = `${prefix}could not read the conversation of run ${runId}: `;
  const line = lines.findLast((l) => l.startsWith(warned));
  if (line === undefined) throw new Error(`the log says nothing of run ${runId}'s conversation unread`);
  return line.slice(warned.length);
}

/** The line a report gives where the answer goes, when the run's conversation could not be read for `why`. */
export const answerNotRead = (why: string): string =>
  `**The agent's answer**\n\n_Not read: the run's conversation could not be read (${why}). Its session shows it._`;
