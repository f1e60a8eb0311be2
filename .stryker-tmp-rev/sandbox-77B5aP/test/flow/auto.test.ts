/**
 * routeOf: the command `auto` picks from each event (its action, the label added, the comment), the one line the
 * step logs for it, and the error for an event it has no route for.
 */
import { describe, expect, it } from 'vitest';
import { routeOf, type Route } from '../../src/flow/auto.ts';
import { reviewVerb } from '../../src/flow/review.ts';
import type { CommentInfo, Trigger } from '../../src/flow/context.ts';
import { InputError } from '../../src/shared/outcome.ts';

const RULES = { planLabel: 'agent-plan', runLabel: 'agent', onPullRequest: 'review' } as const;

/** The route of `event` as dispatch asks for it: its comment's verb read by the review's own reader. */
const route = (event: Event, rules: Parameters<typeof routeOf>[1] = RULES) =>
  routeOf(event, rules, event.comment ? reviewVerb(event.comment.body, '@cloud-agent') : undefined);

type Event = Pick<Trigger, 'event' | 'action' | 'isPullRequest' | 'number' | 'label' | 'comment'>;

const comment = (kind: CommentInfo['kind'], body = '@cloud-agent fix the typo'): CommentInfo => ({
  id: 7,
  body,
  author: 'octocat',
  authorType: 'User',
  url: 'https://github.com/acme/app/issues/1#issuecomment-7',
  kind,
});

const on = (event: string, action: string | undefined, more: Partial<Event> = {}): Event => ({
  event,
  action,
  isPullRequest: event.startsWith('pull_request'),
  number: event.startsWith('pull_request') ? 2 : 1,
  label: undefined,
  comment: undefined,
  ...more,
});

describe('the route of each event auto takes', () => {
  it.each<[string, Event, Route]>([
    [
      'an issue labelled plan-label: a run that plans first',
      on('issues', 'labeled', { label: 'agent-plan' }),
      {
        command: 'run',
        planFirst: true,
        why: 'issue #1 was labelled "agent-plan", the plan-label: a plan first',
      },
    ],
    [
      'an issue labelled run-label: a run',
      on('issues', 'labeled', { label: 'agent' }),
      { command: 'run', planFirst: false, why: 'issue #1 was labelled "agent", the run-label' },
    ],
    [
      "a label in another case is the same label (GitHub's names ignore case)",
      on('issues', 'labeled', { label: 'Agent-Plan' }),
      {
        command: 'run',
        planFirst: true,
        why: 'issue #1 was labelled "Agent-Plan", the plan-label: a plan first',
      },
    ],
    [
      'an issue labelled otherwise: nothing',
      on('issues', 'labeled', { label: 'bug' }),
      {
        command: 'none',
        why: 'issue #1 was labelled "bug", neither plan-label ("agent-plan") nor run-label ("agent"): nothing to do',
      },
    ],
    [
      'a labelled event whose payload names no label: nothing',
      on('issues', 'labeled'),
      {
        command: 'none',
        why: 'issue #1 was labelled "", neither plan-label ("agent-plan") nor run-label ("agent"): nothing to do',
      },
    ],
    [
      'a pull request labelled plan-label: a run that plans first',
      on('pull_request', 'labeled', { label: 'agent-plan' }),
      {
        command: 'run',
        planFirst: true,
        why: 'pull request #2 was labelled "agent-plan", the plan-label: a plan first',
      },
    ],
    [
      'a pull request labelled run-label: a run',
      on('pull_request', 'labeled', { label: 'agent' }),
      { command: 'run', planFirst: false, why: 'pull request #2 was labelled "agent", the run-label' },
    ],
    [
      'a pull request labelled otherwise: nothing',
      on('pull_request', 'labeled', { label: 'documentation' }),
      {
        command: 'none',
        why: 'pull request #2 was labelled "documentation", neither plan-label ("agent-plan") nor run-label ("agent"): nothing to do',
      },
    ],
    [
      'a comment on an issue: the conversation',
      on('issue_comment', 'created', { comment: comment('issue_comment') }),
      { command: 'run', planFirst: false, why: 'a comment on issue #1: the conversation' },
    ],
    [
      'a comment on a pull request: the conversation',
      on('issue_comment', 'created', { isPullRequest: true, number: 2, comment: comment('issue_comment') }),
      { command: 'run', planFirst: false, why: 'a comment on pull request #2: the conversation' },
    ],
    [
      "a comment on a pull request's diff: the conversation",
      on('pull_request_review_comment', 'created', {
        comment: comment('review_comment', '@cloud-agent explain this line'),
      }),
      { command: 'run', planFirst: false, why: 'a comment on pull request #2: the conversation' },
    ],
    [
      'a review: the conversation',
      on('pull_request_review', 'submitted', { comment: comment('review') }),
      { command: 'run', planFirst: false, why: 'a review on pull request #2: the conversation' },
    ],
    [
      // The conversation itself ignores a comment edited or deleted (flow/admission.ts): auto does not decide it.
      'an edited comment: the conversation, which ignores it',
      on('issue_comment', 'edited', { comment: comment('issue_comment') }),
      { command: 'run', planFirst: false, why: 'a comment on issue #1: the conversation' },
    ],
    [
      "a comment that plans: the conversation (its plan verb is the conversation's)",
      on('issue_comment', 'created', { comment: comment('issue_comment', '@cloud-agent plan the fix') }),
      { command: 'run', planFirst: false, why: 'a comment on issue #1: the conversation' },
    ],
    [
      'a comment asking for a review on a pull request: the review',
      on('issue_comment', 'created', {
        isPullRequest: true,
        number: 2,
        comment: comment('issue_comment', '@cloud-agent review'),
      }),
      { command: 'review', why: 'a comment on pull request #2 asks for a review' },
    ],
    [
      'a comment asking for a full review, in any case: the review of the whole diff',
      on('issue_comment', 'created', {
        isPullRequest: true,
        number: 2,
        comment: comment('issue_comment', '@Cloud-Agent Review FULL'),
      }),
      { command: 'review', why: 'a comment on pull request #2 asks for a review of the whole diff' },
    ],
    [
      "a comment on a pull request's diff asking for a review: the review",
      on('pull_request_review_comment', 'created', {
        comment: comment('review_comment', '@cloud-agent review'),
      }),
      { command: 'review', why: 'a comment on pull request #2 asks for a review' },
    ],
    [
      'a comment asking for a review on an issue: the conversation (an issue has no diff)',
      on('issue_comment', 'created', { comment: comment('issue_comment', '@cloud-agent review') }),
      { command: 'run', planFirst: false, why: 'a comment on issue #1: the conversation' },
    ],
    [
      'review with more words: a request for the conversation',
      on('issue_comment', 'created', {
        isPullRequest: true,
        number: 2,
        comment: comment('issue_comment', '@cloud-agent review the parser please'),
      }),
      { command: 'run', planFirst: false, why: 'a comment on pull request #2: the conversation' },
    ],
    [
      'a fix as a reply on a thread of the diff: the review (which hands one on a thread it did not open back)',
      on('pull_request_review_comment', 'created', {
        comment: comment('review_comment', '@cloud-agent fix use a guard'),
      }),
      { command: 'review', why: 'a reply on a thread of pull request #2 asks for a fix' },
    ],
    [
      'a fix in a comment on the pull request: the conversation',
      on('issue_comment', 'created', {
        isPullRequest: true,
        number: 2,
        comment: comment('issue_comment', '@cloud-agent fix'),
      }),
      { command: 'run', planFirst: false, why: 'a comment on pull request #2: the conversation' },
    ],
    [
      'a fix in a review: the conversation',
      on('pull_request_review', 'submitted', { comment: comment('review', '@cloud-agent fix') }),
      { command: 'run', planFirst: false, why: 'a review on pull request #2: the conversation' },
    ],
    [
      'a review verb without the trigger phrase: the conversation, which ignores it',
      on('issue_comment', 'created', {
        isPullRequest: true,
        number: 2,
        comment: comment('issue_comment', 'review'),
      }),
      { command: 'run', planFirst: false, why: 'a comment on pull request #2: the conversation' },
    ],
  ])('%s', (_, event, expected) => {
    expect(route(event)).toStrictEqual(expected);
  });

  it.each(['opened', 'reopened', 'synchronize', 'ready_for_review'])(
    'a pull request %s: where on-pull-request says, review by default',
    (action) => {
      for (const event of ['pull_request', 'pull_request_target']) {
        expect(route(on(event, action))).toStrictEqual({
          command: 'review',
          why: `pull request #2 was ${action} (on-pull-request: review)`,
        });
        expect(route(on(event, action), { ...RULES, onPullRequest: 'run' })).toStrictEqual({
          command: 'run',
          planFirst: false,
          why: `pull request #2 was ${action} (on-pull-request: run)`,
        });
      }
    },
  );

  it('a label on a pull request is a label whatever on-pull-request says', () => {
    const labelled = on('pull_request', 'labeled', { label: 'agent' });
    expect(route(labelled, { ...RULES, onPullRequest: 'review' })).toMatchObject({ command: 'run' });
  });

  it('labels of its own: the plan-label and run-label the workflow names', () => {
    const rules = { planLabel: 'needs-plan', runLabel: 'go', onPullRequest: 'review' } as const;
    expect(route(on('issues', 'labeled', { label: 'go' }), rules)).toMatchObject({
      command: 'run',
      planFirst: false,
    });
    expect(route(on('issues', 'labeled', { label: 'needs-plan' }), rules)).toMatchObject({
      command: 'run',
      planFirst: true,
    });
    expect(route(on('issues', 'labeled', { label: 'agent' }), rules).command).toBe('none');
  });
});

describe('an event auto has no route for', () => {
  const ROUTED =
    'it picks from issues (labeled), issue_comment, pull_request_review_comment, pull_request_review and pull_request (opened, reopened, synchronize, ready_for_review, labeled).';

  /** The error routeOf throws on `event`, as an InputError on `command`. */
  function refusal(event: Event): string {
    try {
      route(event);
    } catch (err) {
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).input).toBe('command');
      return (err as InputError).reason;
    }
    throw new Error('routed');
  }

  it.each([
    ['push', undefined, 'the push event'],
    ['schedule', undefined, 'the schedule event'],
    ['workflow_dispatch', undefined, 'the workflow_dispatch event'],
    ['merge_group', 'checks_requested', 'the merge_group (checks_requested) event'],
    ['workflow_run', 'completed', 'the workflow_run (completed) event'],
    ['', undefined, 'the manual event'],
  ])('%s: an error naming it, and the command to set', (event, action, named) => {
    expect(refusal(on(event, action))).toBe(
      `is "auto" (the default), which has no route for ${named}: ${ROUTED} Set command to what this step does on ${event || 'it'} (run, dispatch, gate, settle, schedules, report, ...).`,
    );
  });

  it.each(['opened', 'edited', 'unlabeled', 'closed'])(
    'issues %s: only a label routes an issue; the error says to set command: run',
    (action) => {
      expect(refusal(on('issues', action))).toBe(
        `is "auto" (the default), which has no route for the issues (${action}) event: ${ROUTED} Set command: run to start a run on it, or take the event out of "on:".`,
      );
    },
  );

  it.each(['closed', 'edited', 'unlabeled', 'converted_to_draft'])(
    'pull_request %s: the error says to set command: run or drop the action',
    (action) => {
      expect(refusal(on('pull_request', action))).toBe(
        `is "auto" (the default), which has no route for the pull_request (${action}) event: ${ROUTED} Set command: run to start a run on it, or take the action out of "types:".`,
      );
    },
  );
});
