/**
 * The tickets `dispatch` files work under when it is given none (`ticket-ref`): an issue's or pull request's, else the
 * workflow run's job's. The service stamps a factory's run with its ticket (metadata `ticket_source`, `ticket_id`),
 * the only metadata such a run carries: the settle and the weekly report find the runs a factory made from this
 * repository's work by it.
 */
import type { RunItem } from '../client/index.ts';

/** The source of a thread's ticket (threadTicket), as the service stamps it on the runs dispatched under it. */
export const THREAD_TICKET_SOURCE = 'github';

/** The ticket of an issue or pull request: what `dispatch` files work from a thread under unless told otherwise. */
export function threadTicket(repository: string, number: number): string {
  return `${THREAD_TICKET_SOURCE}:${repository}#${number}`;
}

/**
 * The thread of `repository` a dispatched run's ticket names (threadTicket, read back from the metadata the service
 * stamps on the run), or undefined: another repository's, or a ticket of another kind. The settle finds the runs a
 * factory made from this repository's threads by it, as they carry none of the action's own metadata.
 */
export function ticketThread(run: RunItem, repository: string): number | undefined {
  // `<owner>/<repo>#<number>`, the number a safe integer from 1 (a pattern given at each call, not a module's
  // constant: mutation testing reaches what each call evaluates).
  const match = ownTicketMatch(run, repository, /^(.+)#([1-9]\d{0,14})$/);
  return match ? Number(match[2]) : undefined;
}

/**
 * `pattern` matched against the ticket id of a run filed under one of this action's tickets, when its first group is
 * `repository` (GitHub's names are not case-sensitive: the event's and GITHUB_REPOSITORY may differ in case).
 */
function ownTicketMatch(run: RunItem, repository: string, pattern: RegExp): RegExpExecArray | undefined {
  if (run.metadata?.ticket_source !== THREAD_TICKET_SOURCE) return undefined;
  const match = pattern.exec(run.metadata.ticket_id ?? '');
  return match && match[1]!.toLowerCase() === repository.toLowerCase() ? match : undefined;
}

/** The ticket of a workflow run's job: what `dispatch` files work without a thread under unless told otherwise. */
export function workflowTicket(repository: string, workflowRunId: string, job: string): string {
  return `${THREAD_TICKET_SOURCE}:${repository}/actions/runs/${workflowRunId}/${job}`;
}

/**
 * Whether a run is a factory's, made from work `dispatch` filed under one of `repository`'s own tickets: a thread's
 * (threadTicket) or a workflow run's (workflowTicket), as the service stamps the ticket on the run.
 */
export function dispatchedFrom(run: RunItem, repository: string): boolean {
  if (ticketThread(run, repository) !== undefined) return true;
  // `<owner>/<repo>/actions/runs/<id>/<job>`.
  return ownTicketMatch(run, repository, /^(.+)\/actions\/runs\/\d+\/.+$/) !== undefined;
}
