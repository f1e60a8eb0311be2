/**
 * Where a run came from, as its report says it: the issue or pull request (by its kind), the comment or the event,
 * and the workflow run. The step that starts or continues a run records this in its tracking comment's marker, so
 * every later writer of that comment (the post step, settle, a status asked on the thread) tells it the same way.
 * Pure: data in, markdown out.
 */

import { code } from './format.ts';
import { unreachable } from '../shared/unreachable.ts';

/** The event the command line's runs record (`gh_event`): `cloud-agent` started them, not a workflow. */
export const COMMAND_LINE_EVENT = 'cli';

export interface ReportOrigin {
  /**
   * What started the step: an issue or a pull request, a comment on one, an event without a thread; `thread` when
   * only the number is known (a run whose comment records no origin, read from its metadata).
   */
  kind: 'issue' | 'pull_request' | 'comment' | 'event' | 'thread';
  /** The issue or pull request (for a comment: its thread). */
  number?: number;
  /** A comment's author (their login) and its link. */
  author?: string;
  comment?: string;
  /** The event's name, for `event`. */
  event?: string;
  /** The workflow run that started or continued the run (a link); none when it is not known. */
  workflowRun?: string;
  /** The CI job a command line's run came from (its name), for the COMMAND_LINE_EVENT; none from a terminal. */
  job?: string;
}

/** The origin line of a report. */
export function describeReportOrigin(origin: ReportOrigin): string {
  const run = origin.workflowRun ? `[workflow run](${origin.workflowRun})` : 'a workflow run';
  const number = origin.number;
  switch (origin.kind) {
    case 'comment':
      if (origin.author && origin.comment)
        return `Started from a comment by @${origin.author} ([comment](${origin.comment})), ${run}.`;
      return number === undefined
        ? `Started from a comment, ${run}.`
        : `Started from a comment on #${number}, ${run}.`;
    case 'issue':
    case 'pull_request':
    case 'thread':
      if (number !== undefined) {
        const kind =
          origin.kind === 'issue' ? 'issue ' : origin.kind === 'pull_request' ? 'pull request ' : '';
        return `Started from ${kind}#${number} by ${run}.`;
      }
      return `Started by ${run}.`;
    case 'event':
      if (origin.event === COMMAND_LINE_EVENT)
        return origin.job
          ? `Started by cloud-agent in CI job ${code(origin.job, 100, false)}.`
          : 'Started by cloud-agent from the command line.';
      return `Started by ${run}${origin.event ? ` (${origin.event})` : ''}.`;
    default:
      return unreachable(origin.kind);
  }
}

const KINDS = new Set<ReportOrigin['kind']>(['issue', 'pull_request', 'comment', 'event', 'thread']);
/** A GitHub login: letters, digits and inner hyphens, at most 39; an app's bot account ends in `[bot]`. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
/** An event's name as GitHub spells it (`pull_request_review_comment`). */
const EVENT = /^[a-z][a-z_]{0,63}$/;
/** A link the origin line may carry: http(s), no white space or character that would end the markdown link. */
const LINK = /^https?:\/\/[^\s()<>[\]`"'\\]{1,500}$/;

/**
 * A recorded origin, when `value` has the shape of one (a kind this version knows); undefined otherwise. A marker
 * that verifies was written by a holder of the API key, and its fields are still checked before a report shows them:
 * a login is a login, a link an http(s) link, a number a positive integer; a field of another form is left out.
 */
export function readReportOrigin(value: unknown): ReportOrigin | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.kind !== 'string' || !KINDS.has(v.kind as ReportOrigin['kind'])) return undefined;
  const origin: ReportOrigin = { kind: v.kind as ReportOrigin['kind'] };
  const fields: [keyof ReportOrigin, (x: unknown) => boolean][] = [
    ['number', (x) => typeof x === 'number' && Number.isSafeInteger(x) && x > 0],
    ['author', (x) => typeof x === 'string' && LOGIN.test(x)],
    ['comment', (x) => typeof x === 'string' && LINK.test(x)],
    ['event', (x) => typeof x === 'string' && EVENT.test(x)],
    ['workflowRun', (x) => typeof x === 'string' && LINK.test(x)],
    ['job', (x) => typeof x === 'string' && x.length > 0 && x.length <= 256],
  ];
  for (const [name, valid] of fields) {
    if (!valid(v[name])) continue;
    (origin as unknown as Record<string, unknown>)[name] = v[name];
  }
  return origin;
}
