/**
 * What a report says of a run asked for a plan (flow/plan.ts): the plan itself at the centre when it waits for a
 * person, with what to do next; a plain statement when the service did not plan. Pure, like every renderer.
 */
import { cut, htmlText, ours, safeUrl, untrusted } from './format.ts';

/** A plan asked for, as the report shows it. */
export type PlanReport =
  /** The plan waits for approval: `uid` is the plan artifact's (the newest plan when unknown); `next` says how. */
  | { state: 'waiting'; uid?: string; next?: string }
  /** The execution stopped without planning (`flow/plan.ts` PlanState `not-planned`). */
  | { state: 'not-planned'; reason: 'no-plan' | 'pull-request' };

/** A plan longer than this many lines is folded: the reader opens it (the next step stays in view below it). */
export const PLAN_FOLD_LINES = 40;

/** The plan to show: the one named, else the newest. */
export function centredPlan<P extends { uid?: string }>(plans: P[], uid: string | undefined): P | undefined {
  return (uid ? plans.find((p) => p.uid === uid) : undefined) ?? plans.at(-1);
}

/**
 * The plan's text within `room` characters: whole when short; folded when long; cut to the room (with a link to the
 * whole plan where there is one) when it does not fit. `unread`: reading it from the service failed.
 */
export function planBody(
  title: string,
  content: string | undefined,
  url: string | undefined,
  room: number,
  unread?: boolean,
): string {
  const link = safeUrl(url);
  const text = content?.trim() ? untrusted(content.trim()) : '';
  if (unread && !text) return PLAN_UNREAD;
  if (!text)
    return link
      ? `[Open the plan](${link})`
      : "_The service shows none of the plan's text here; the session has it._";
  const more = link ? `\n\n[Read the whole plan](${link}).` : '\n\nThe session shows the whole plan.';
  const lines = text.split('\n').length;
  const open =
    lines > PLAN_FOLD_LINES ? `<details><summary>${htmlText(title, 150)} (${lines} lines)</summary>\n\n` : '';
  const close = open ? '\n\n</details>' : '';
  const space = room - open.length - close.length;
  const body =
    text.length <= space ? text : `${cut(text, Math.max(0, space - more.length), 'The plan')}${more}`;
  return `${open}${body}${close}`;
}

/** What a report shows of a plan whose text could not be read: it is not approved until a report shows its text. */
export const PLAN_UNREAD =
  "_The plan's text could not be read from the service just now; the session has it. An approval by comment waits until a report shows it here._";

/** The line a report carries when the service was asked for a plan and did not make one. */
export function notPlannedLine(reason: 'no-plan' | 'pull-request'): string {
  return reason === 'pull-request'
    ? '⚠️ The agent was asked for a plan, but the service did the work instead: the run opened a pull request and left no new plan.'
    : '⚠️ The agent was asked for a plan, but the service did not plan: the run ended without a new plan.';
}

/** The plan section: the plan, then what to do next (the host's words). */
export function planSection(body: string, next: string | undefined): string {
  return [`**The plan**`, body, next ? `**Next:** ${ours(next)}` : ''].filter(Boolean).join('\n\n');
}
