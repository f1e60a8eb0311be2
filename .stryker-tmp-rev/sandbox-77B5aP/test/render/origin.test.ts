/** render/origin.ts: where a run came from, as every report says it, and the shape a recorded origin must have. */
import { describe, expect, it } from 'vitest';
import { COMMAND_LINE_EVENT, describeReportOrigin, readReportOrigin } from '../../src/render/origin.ts';

const RUN = 'https://github.com/acme/app/actions/runs/9001';

describe('describeReportOrigin', () => {
  it('names the issue or pull request by its kind, a comment by its author and link, an event by its name', () => {
    expect(describeReportOrigin({ kind: 'pull_request', number: 2, workflowRun: RUN })).toBe(
      `Started from pull request #2 by [workflow run](${RUN}).`,
    );
    expect(describeReportOrigin({ kind: 'issue', number: 1, workflowRun: RUN })).toBe(
      `Started from issue #1 by [workflow run](${RUN}).`,
    );
    expect(describeReportOrigin({ kind: 'thread', number: 3, workflowRun: RUN })).toBe(
      `Started from #3 by [workflow run](${RUN}).`,
    );
    expect(
      describeReportOrigin({
        kind: 'comment',
        number: 1,
        author: 'ada',
        comment: 'https://github.com/acme/app/issues/1#issuecomment-5',
        workflowRun: RUN,
      }),
    ).toBe(
      `Started from a comment by @ada ([comment](https://github.com/acme/app/issues/1#issuecomment-5)), [workflow run](${RUN}).`,
    );
    expect(describeReportOrigin({ kind: 'event', event: 'schedule', workflowRun: RUN })).toBe(
      `Started by [workflow run](${RUN}) (schedule).`,
    );
  });

  it('says what it knows when parts are missing', () => {
    expect(describeReportOrigin({ kind: 'comment', number: 1, workflowRun: RUN })).toBe(
      `Started from a comment on #1, [workflow run](${RUN}).`,
    );
    expect(describeReportOrigin({ kind: 'comment', author: 'ada' })).toBe(
      'Started from a comment, a workflow run.',
    );
    expect(describeReportOrigin({ kind: 'issue' })).toBe('Started by a workflow run.');
    expect(describeReportOrigin({ kind: 'event' })).toBe('Started by a workflow run.');
  });
});

describe("a command line's run", () => {
  it('started by cloud-agent, from a terminal or in a CI job (its name as code, cut); never a workflow run', () => {
    expect(COMMAND_LINE_EVENT).toBe('cli');
    expect(describeReportOrigin({ kind: 'event', event: 'cli' })).toBe(
      'Started by cloud-agent from the command line.',
    );
    expect(describeReportOrigin({ kind: 'event', event: 'cli', job: 'agent review' })).toBe(
      'Started by cloud-agent in CI job `agent review`.',
    );
    expect(describeReportOrigin({ kind: 'event', event: 'cli', job: 'x'.repeat(150) })).toBe(
      `Started by cloud-agent in CI job \`${'x'.repeat(99)}…\`.`,
    );
    // A name is code, never a cell of a table: a pipe shows as written.
    expect(describeReportOrigin({ kind: 'event', event: 'cli', job: 'lint | test' })).toBe(
      'Started by cloud-agent in CI job `lint | test`.',
    );
    expect(readReportOrigin({ kind: 'event', event: 'cli', job: 'agent review' })).toEqual({
      kind: 'event',
      event: 'cli',
      job: 'agent review',
    });
    for (const job of ['', 'x'.repeat(257), 3])
      expect(readReportOrigin({ kind: 'event', event: 'cli', job })).toEqual({ kind: 'event', event: 'cli' });
  });
});

describe('readReportOrigin', () => {
  it('takes each field of its form and leaves out the rest', () => {
    expect(
      readReportOrigin({ kind: 'event', event: 'pull_request_review_comment', workflowRun: RUN }),
    ).toEqual({
      kind: 'event',
      event: 'pull_request_review_comment',
      workflowRun: RUN,
    });
    expect(
      readReportOrigin({
        kind: 'comment',
        number: 2.5,
        author: 'a'.repeat(40),
        comment: 'https://github.com/acme/app/pull/2)[x](https://evil.test',
        workflowRun: `http://ghe.local/${'a'.repeat(500)}`,
      }),
    ).toEqual({ kind: 'comment' });
    expect(readReportOrigin({ kind: 'issue', number: Number.MAX_SAFE_INTEGER + 2 })).toEqual({
      kind: 'issue',
    });
    expect(
      readReportOrigin({ kind: 'issue', number: 7, workflowRun: 'http://ghe.local/o/r/actions/runs/1' }),
    ).toEqual({ kind: 'issue', number: 7, workflowRun: 'http://ghe.local/o/r/actions/runs/1' });
  });

  it('is nothing without a kind this version knows', () => {
    for (const value of [
      undefined,
      null,
      'issue',
      [],
      { kind: 'ISSUE' },
      { kind: 'toString' },
      { number: 1 },
    ])
      expect(readReportOrigin(value)).toBeUndefined();
  });
});
