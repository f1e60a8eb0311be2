/**
 * readRunEnvironment, readTrigger and readEvent: the run around the step, and who wrote the text an event carries,
 * from the runner's variables and the event file they name.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventError, readEvent, readRunEnvironment, readTrigger } from '../../src/github/event.ts';
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

describe('the label of a labelled event', () => {
  it("issues labeled: the label added, besides the issue's labels; other events: none", () => {
    const event = webhookExample('issues', 'labeled');
    event.label = { ...event.label, name: 'agent-plan' };
    const trigger = readTrigger(env('issues'), event);
    expect(trigger.label).toBe('agent-plan');
    expect(readTrigger(env('issues'), webhookExample('issues', 'opened')).label).toBeUndefined();
  });

  it('a label without a name is none', () => {
    const event = webhookExample('issues', 'labeled');
    event.label = { id: 1 };
    expect(readTrigger(env('issues'), event).label).toBeUndefined();
  });
});

describe('a merge queue', () => {
  it("merge_group: the group's head commit, its queue branch and the branch it merges into; no thread", () => {
    const trigger = readTrigger(env('merge_group'), webhookExample('merge_group', 'checks_requested'));
    expect(trigger.mergeGroup).toEqual({
      headSha: '2ffea6db159f6b6c47a24e778fb9ef40cf6b1c7d',
      headRef: 'refs/heads/gh-readonly-queue/main/pr-104-929f8209d40f77f4abc622a499c93a83babdbe64',
      baseRef: 'refs/heads/main',
    });
    expect([trigger.number, trigger.isPullRequest]).toEqual([undefined, false]);
  });

  it('merge_group without its head: the payload is named', () => {
    const event = webhookExample('merge_group', 'checks_requested');
    delete event.merge_group.head_sha;
    expect(() => readTrigger(env('merge_group'), event)).toThrow(
      'the merge_group event payload has no merge_group.head_sha; is the workflow\'s "on:" right for this action?',
    );
    expect(() => readTrigger(env('merge_group'), {})).toThrow(
      'the merge_group event payload has no merge_group;',
    );
    const bare = webhookExample('merge_group', 'checks_requested');
    delete bare.merge_group.base_ref;
    expect(readTrigger(env('merge_group'), bare).mergeGroup?.baseRef).toBe('');
  });
});

describe('when a comment was written', () => {
  it("GitHub's time of the comment, a review's submission, or none when the payload gives none", () => {
    const comment = webhookExample('issue_comment', 'created');
    comment.comment.created_at = '2026-11-27T10:00:07Z';
    expect(readTrigger(env('issue_comment'), comment).comment?.createdAt).toBe('2026-11-27T10:00:07Z');
    const review = webhookExample('pull_request_review', 'submitted');
    review.review.submitted_at = '2026-11-27T10:01:00Z';
    expect(readTrigger(env('pull_request_review'), review).comment?.createdAt).toBe('2026-11-27T10:01:00Z');
    delete comment.comment.created_at;
    expect(readTrigger(env('issue_comment'), comment).comment).not.toHaveProperty('createdAt');
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

describe('where the step works, and on which ref', () => {
  const vars = { GITHUB_REPOSITORY: 'acme/app', GITHUB_REF: 'refs/pull/2/merge', GITHUB_WORKSPACE: '/w/app' };

  it('the workspace and ref the runner names; the working directory when it names no workspace', () => {
    expect(readRunEnvironment(vars)).toMatchObject({
      workspace: '/w/app',
      ref: 'refs/pull/2/merge',
      defaultBranch: undefined,
    });
    expect(readRunEnvironment({ GITHUB_REPOSITORY: 'acme/app', GITHUB_WORKSPACE: '' })).toMatchObject({
      workspace: process.cwd(),
      ref: undefined,
    });
  });

  it("the runner's temp directory for the files a step leaves to later ones; the system's without one", () => {
    expect(readRunEnvironment({ ...vars, RUNNER_TEMP: '/home/runner/work/_temp' }).tempDir).toBe(
      '/home/runner/work/_temp',
    );
    expect(readRunEnvironment({ ...vars, RUNNER_TEMP: '' }).tempDir).toBe(tmpdir());
  });

  it("a push's ref and the repository's default branch, from the payload; empty ones are none", () => {
    const push = { ref: 'refs/heads/main', repository: { default_branch: 'main' } };
    expect(readRunEnvironment(vars, push)).toMatchObject({ ref: 'refs/heads/main', defaultBranch: 'main' });
    expect(readRunEnvironment(vars, { ref: '', repository: { default_branch: '' } })).toMatchObject({
      ref: 'refs/pull/2/merge',
      defaultBranch: undefined,
    });
    expect(readRunEnvironment(vars, { ref: 7, repository: 'main' })).toMatchObject({
      ref: 'refs/pull/2/merge',
      defaultBranch: undefined,
    });
  });

  it('readEvent: the environment and the trigger from the event file GITHUB_EVENT_PATH names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'event-'));
    try {
      const path = join(dir, 'event.json');
      writeFileSync(path, JSON.stringify({ ref: 'refs/heads/main', repository: { default_branch: 'main' } }));
      const { env, trigger } = readEvent({ ...vars, GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: path });
      expect([env.eventName, env.ref, env.defaultBranch, env.workspace]).toEqual([
        'push',
        'refs/heads/main',
        'main',
        '/w/app',
      ]);
      expect([trigger.event, trigger.repo]).toEqual(['push', { owner: 'acme', repo: 'app' }]);
      writeFileSync(path, '{not json');
      expect(() => readEvent({ ...vars, GITHUB_EVENT_PATH: path })).toThrow(
        'the event payload at GITHUB_EVENT_PATH is not valid JSON',
      );
      expect(() => readEvent({ ...vars, GITHUB_EVENT_PATH: join(dir, 'none.json') })).toThrow(
        'cannot read the event payload at GITHUB_EVENT_PATH (ENOENT)',
      );
      // No event file: an empty payload, the ref the runner names.
      expect(readEvent(vars).env.ref).toBe('refs/pull/2/merge');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** What `read` throws (undefined when it returns). */
function thrown(read: () => unknown): unknown {
  try {
    read();
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('a runner whose variables are not a GitHub Actions job', () => {
  it('GITHUB_REPOSITORY not owner/repo: an error outcome naming what it is', () => {
    for (const repository of [undefined, '', 'acme', 'acme/app/extra', 'acme/ app', '/app', 'acme/']) {
      const error = thrown(() =>
        readRunEnvironment(repository === undefined ? {} : { GITHUB_REPOSITORY: repository }),
      );
      expect(error).toBeInstanceOf(EventError);
      expect([(error as EventError).message, (error as EventError).outcome]).toEqual([
        `GITHUB_REPOSITORY is "${repository ?? ''}", not owner/repo: run this action inside a GitHub Actions job`,
        'error',
      ]);
    }
    expect(readRunEnvironment({ GITHUB_REPOSITORY: 'acme/app' }).repository).toBe('acme/app');
  });
});

describe('the thread of the event', () => {
  it('an issue or a pull request without a whole positive number: the payload is named', () => {
    for (const number of [0, -1, 1.5, '2', null, undefined]) {
      const issue = webhookExample('issues', 'opened');
      issue.issue.number = number;
      const pull = webhookExample('pull_request', 'opened');
      pull.pull_request.number = number;
      const errors = [
        thrown(() => readTrigger(env('issues'), issue)),
        thrown(() => readTrigger(env('pull_request'), pull)),
      ];
      expect(errors.every((e) => e instanceof EventError && e.outcome === 'error')).toBe(true);
      expect(errors.map((e) => (e as Error).message)).toEqual([
        'the issues event payload has no valid issue number',
        'the pull_request event payload has no valid issue number',
      ]);
    }
    const issue = webhookExample('issues', 'opened');
    issue.issue.number = 1;
    expect(readTrigger(env('issues'), issue).number).toBe(1);
  });
});

describe("a review comment's line", () => {
  /** A reply on a thread of the diff whose comment has `fields` (line, original_line) set as given. */
  const reply = (fields: Record<string, unknown>) => {
    const event = webhookExample('pull_request_review_comment', 'created');
    Object.assign(event.comment, fields);
    return readTrigger(env('pull_request_review_comment'), event).comment!;
  };

  it('its line, else the line it was written on (original_line) once the line is gone; none without either', () => {
    expect(reply({ line: 12, original_line: 7 }).line).toBe(12);
    expect(reply({ line: null, original_line: 7 }).line).toBe(7);
    expect(reply({ original_line: 7 }).line).toBe(7);
    expect(reply({ line: '12', original_line: 7 }).line).toBe(7);
    expect(reply({ line: null, original_line: '7' }).line).toBeUndefined();
    expect(reply({}).line).toBeUndefined();
    expect(reply({ line: null, original_line: 7 })).toMatchObject({
      kind: 'review_comment',
      path: 'README.md',
      line: 7,
    });
  });
});
