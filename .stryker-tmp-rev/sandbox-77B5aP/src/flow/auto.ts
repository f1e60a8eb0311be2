/**
 * `command: auto`: the command a step runs, picked from the event, so that one workflow with one set of settings
 * serves every trigger. A label named by `plan-label` asks for a run that proposes a plan first, one named by
 * `run-label` starts a run, any other label asks for nothing; a comment goes to the conversation on its thread,
 * unless it asks for a review (`review`, `review full` on a pull request; `fix` as a reply on a thread of a pull
 * request's diff); a pull request goes where `on-pull-request` says. An event it has no route for is the workflow's
 * mistake: an error naming the event and the `command` to set.
 */
import type { AutoInputs } from '../inputs.ts';
import { InputError } from '../shared/outcome.ts';
import type { Trigger } from './context.ts';
import type { ReviewVerb } from './review.ts';

/** What `auto` picked, and why, in the words of the one line the step logs. */
export type Route =
  | { command: 'run'; planFirst: boolean; why: string }
  | { command: 'review'; why: string }
  | { command: 'none'; why: string };

/** The events of a comment (a review's body for pull_request_review): the conversation's, or the review's. */
const COMMENT_EVENTS = ['issue_comment', 'pull_request_review_comment', 'pull_request_review'];
const PULL_EVENTS = ['pull_request', 'pull_request_target'];
/** The pull request's actions that ask for work: the ones GitHub sends when `types` is left out, and a draft made ready. */
const PULL_ACTIONS = ['opened', 'reopened', 'synchronize', 'ready_for_review'];

/** The events `auto` routes, as its error lists them. */
const ROUTED =
  'issues (labeled), issue_comment, pull_request_review_comment, pull_request_review and pull_request (opened, reopened, synchronize, ready_for_review, labeled)';

/** The thread an event is about, as the log line names it: `issue #3`, `pull request #7`. */
function thread(trigger: Pick<Trigger, 'isPullRequest' | 'number'>): string {
  const kind = trigger.isPullRequest ? 'pull request' : 'issue';
  return trigger.number === undefined ? `the ${kind}` : `${kind} #${trigger.number}`;
}

/** The route of a label added to an issue or a pull request: a plan first, a run, or nothing. */
function labelRoute(trigger: Pick<Trigger, 'isPullRequest' | 'number' | 'label'>, rules: AutoInputs): Route {
  const label = trigger.label ?? '';
  const on = `${thread(trigger)} was labelled "${label}"`;
  // GitHub's label names ignore case: "Agent" is the label "agent".
  if (label.toLowerCase() === rules.planLabel.toLowerCase())
    return { command: 'run', planFirst: true, why: `${on}, the plan-label: a plan first` };
  if (label.toLowerCase() === rules.runLabel.toLowerCase())
    return { command: 'run', planFirst: false, why: `${on}, the run-label` };
  return {
    command: 'none',
    why: `${on}, neither plan-label ("${rules.planLabel}") nor run-label ("${rules.runLabel}"): nothing to do`,
  };
}

/** The route of a comment: the review when it asks for one (`verb`, read by flow/review.ts), else the conversation. */
function commentRoute(
  trigger: Pick<Trigger, 'isPullRequest' | 'number' | 'comment'>,
  verb: ReviewVerb,
): Route {
  const on = thread(trigger);
  if (verb?.verb === 'review' && trigger.isPullRequest) {
    const whole = verb.full ? ' of the whole diff' : '';
    return { command: 'review', why: `a comment on ${on} asks for a review${whole}` };
  }
  // A fix is the review's as a reply on a thread of the diff; one on a thread the review did not open, it hands to
  // the conversation (commands/review.ts).
  if (verb?.verb === 'fix' && trigger.comment?.kind === 'review_comment')
    return { command: 'review', why: `a reply on a thread of ${on} asks for a fix` };
  const what = trigger.comment?.kind === 'review' ? 'a review' : 'a comment';
  return { command: 'run', planFirst: false, why: `${what} on ${on}: the conversation` };
}

/** The error of an event `auto` has no route for: it names the event and says which `command` to set. */
function noRoute(event: string, action: string | undefined, fix: string): InputError {
  const named = `${event || 'manual'}${action ? ` (${action})` : ''}`;
  return new InputError(
    'command',
    `is "auto" (the default), which has no route for the ${named} event: it picks from ${ROUTED}. ${fix}`,
  );
}

/**
 * The command `auto` runs on this event, or none; an event it has no route for is an InputError on `command`.
 * `verb`: what the event's comment asks of the review (flow/review.ts `reviewVerb`); undefined without one.
 */
export function routeOf(
  trigger: Pick<Trigger, 'event' | 'action' | 'isPullRequest' | 'number' | 'label' | 'comment'>,
  rules: AutoInputs,
  verb?: ReviewVerb,
): Route {
  const { event, action } = trigger;
  if (COMMENT_EVENTS.includes(event)) return commentRoute(trigger, verb);
  if (event === 'issues') {
    if (action === 'labeled') return labelRoute(trigger, rules);
    throw noRoute(event, action, 'Set command: run to start a run on it, or take the event out of "on:".');
  }
  if (PULL_EVENTS.includes(event)) {
    if (action === 'labeled') return labelRoute(trigger, rules);
    if (PULL_ACTIONS.includes(action ?? '')) {
      const why = `${thread(trigger)} was ${action} (on-pull-request: ${rules.onPullRequest})`;
      return rules.onPullRequest === 'review'
        ? { command: 'review', why }
        : { command: 'run', planFirst: false, why };
    }
    throw noRoute(
      event,
      action,
      'Set command: run to start a run on it, or take the action out of "types:".',
    );
  }
  throw noRoute(
    event,
    action,
    `Set command to what this step does on ${event || 'it'} (run, dispatch, gate, settle, schedules, report, ...).`,
  );
}
