/** readRunEnvironment and readTrigger: the run around the step, and who wrote the text an event carries. */
import { describe, expect, it } from 'vitest';
import { readRunEnvironment, readTrigger } from '../../src/github/event.ts';
import { webhookExample } from '../e2e/harness.ts';

const env = (event: string) =>
  readRunEnvironment({ GITHUB_REPOSITORY: 'Codertocat/Hello-World', GITHUB_EVENT_NAME: event });

describe('the author of the event', () => {
  it('issues: the issue author and their account type', () => {
    const trigger = readTrigger(env('issues'), webhookExample('issues', 'opened'));
    expect([trigger.author, trigger.authorType]).toEqual(['Codertocat', 'User']);
  });

  it('pull_request_target from a fork: the pull request author, and the fork is seen', () => {
    const event = webhookExample('pull_request', 'opened');
    event.pull_request.user = { ...event.pull_request.user, login: 'dependabot[bot]', type: 'Bot' };
    event.pull_request.head.repo.full_name = 'outsider/Hello-World';
    const trigger = readTrigger(env('pull_request_target'), event);
    expect([trigger.author, trigger.authorType]).toEqual(['dependabot[bot]', 'Bot']);
    expect(trigger.pullRequest?.fork).toBe(true);
  });

  it('workflow_run: who triggered the run (a re-run by someone else counts as theirs)', () => {
    const event = webhookExample('workflow_run', 'requested');
    event.workflow_run.actor = { ...event.workflow_run.actor, login: 'Codertocat' };
    event.workflow_run.triggering_actor = { ...event.workflow_run.triggering_actor, login: 'outsider' };
    const trigger = readTrigger(env('workflow_run'), event);
    expect([trigger.author, trigger.authorType]).toEqual(['outsider', 'User']);
    expect(trigger.number).toBeUndefined();
  });

  it('workflow_run without triggering_actor: its actor', () => {
    const event = webhookExample('workflow_run', 'requested');
    delete event.workflow_run.triggering_actor;
    event.workflow_run.actor = { login: 'someone', type: 'User' };
    expect(readTrigger(env('workflow_run'), event).author).toBe('someone');
  });

  it('workflow_run without a run: the payload is named', () => {
    expect(() => readTrigger(env('workflow_run'), { action: 'completed' })).toThrow(
      'the workflow_run event payload has no workflow_run; is the workflow\'s "on:" right for this action?',
    );
  });
});

describe('the workflow run around the step', () => {
  it("the workflow file and ref, where a settle finds its previous run; '' when the runner sets none", () => {
    const ref = 'acme/app/.github/workflows/settle.yml@refs/heads/main';
    const env = { GITHUB_REPOSITORY: 'acme/app', GITHUB_WORKFLOW: 'Settle', GITHUB_WORKFLOW_REF: ref };
    expect(readRunEnvironment(env)).toMatchObject({ workflow: 'Settle', workflowRef: ref });
    expect(readRunEnvironment({ GITHUB_REPOSITORY: 'acme/app' }).workflowRef).toBe('');
  });
});
