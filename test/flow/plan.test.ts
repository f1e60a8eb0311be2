import { describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import {
  approvalMessage,
  planBefore,
  planLeft,
  planMark,
  planStateOf,
  PLAN_MARK_LIMIT,
} from '../../src/flow/plan.ts';

const plan = (uid: string) => ({ artifact_type: 'PLAN', data: { artifact_uid: uid, title: 't' } });
const pr = (n: number) => ({
  artifact_type: 'PULL_REQUEST',
  data: { url: `https://github.com/o/r/pull/${n}`, branch: 'b' },
});
const runOf = (state: string, artifacts?: unknown[]): RunItem =>
  ({
    run_id: 'r1',
    state,
    created_at: '2026-11-27T00:00:00Z',
    ...(artifacts ? { artifacts } : {}),
  }) as RunItem;

describe('plan marks', () => {
  it('record the plans and pull requests a run has, by uid and url, once each', () => {
    const run = runOf('SUCCEEDED', [
      plan('p1'),
      pr(1),
      { artifact_type: 'SCREENSHOT', data: { artifact_uid: 's1' } },
      plan('p1'),
      { artifact_type: 'PLAN', data: {} },
      { artifact_type: 'PULL_REQUEST', data: { url: 7 } },
    ]);
    expect(planBefore(run)).toEqual(['plan:p1', 'pr:https://github.com/o/r/pull/1']);
    expect(planMark('ada', run)).toEqual({
      by: 'ada',
      before: ['plan:p1', 'pr:https://github.com/o/r/pull/1'],
    });
    expect(planMark('ada', undefined)).toEqual({ by: 'ada', before: [] });
    expect(planBefore(runOf('SUCCEEDED'))).toEqual([]);
    expect(planBefore({ ...runOf('SUCCEEDED'), artifacts: 'x' } as unknown as RunItem)).toEqual([]);
  });

  it('keep the newest hundred', () => {
    const many = Array.from({ length: PLAN_MARK_LIMIT + 5 }, (_, i) => plan(`p${i}`));
    const before = planBefore(runOf('SUCCEEDED', many));
    expect([before.length, before[0], before.at(-1)]).toEqual([100, 'plan:p5', 'plan:p104']);
  });
});

describe('what became of an execution asked for a plan', () => {
  const mark = { by: 'ada', before: ['plan:old', 'pr:https://github.com/o/r/pull/1'] };

  it.each(['QUEUED', 'PENDING', 'CLAIMED', 'INPROGRESS'])('%s: still working', (state) => {
    expect(planStateOf(runOf(state, [plan('new')]), mark)).toEqual({ kind: 'working' });
  });

  it.each(['FAILED', 'ERROR', 'CANCELLED'])('%s: failed, whatever it left', (state) => {
    expect(planStateOf(runOf(state, [plan('new')]), mark)).toEqual({ kind: 'failed' });
  });

  it.each(['SUCCEEDED', 'BLOCKED'])('%s with a new plan: the newest new plan waits', (state) => {
    const run = runOf(state, [plan('old'), pr(1), plan('a'), plan('b')]);
    expect(planStateOf(run, mark)).toEqual({ kind: 'waiting', plan: 'b' });
  });

  it('an old plan only: the service did not plan', () => {
    expect(planStateOf(runOf('SUCCEEDED', [plan('old')]), mark)).toEqual({
      kind: 'not-planned',
      reason: 'no-plan',
    });
    expect(planStateOf(runOf('SUCCEEDED'), mark)).toEqual({ kind: 'not-planned', reason: 'no-plan' });
  });

  it('a new pull request, with or without a plan: the service did the work', () => {
    const state = { kind: 'not-planned', reason: 'pull-request' };
    expect(planStateOf(runOf('SUCCEEDED', [plan('new'), pr(2)]), mark)).toEqual(state);
    expect(planStateOf(runOf('SUCCEEDED', [pr(2)]), mark)).toEqual(state);
    // The old pull request is no new work.
    expect(planStateOf(runOf('SUCCEEDED', [pr(1), plan('new')]), mark)).toEqual({
      kind: 'waiting',
      plan: 'new',
    });
  });

  it('without a marker: a plan and no pull request at all', () => {
    expect(planLeft(runOf('SUCCEEDED', [plan('a')]))).toEqual({ kind: 'waiting', plan: 'a' });
    expect(planLeft(runOf('SUCCEEDED', [plan('a'), pr(1)]))).toEqual({
      kind: 'not-planned',
      reason: 'pull-request',
    });
    expect(planLeft(runOf('SUCCEEDED', []))).toEqual({ kind: 'not-planned', reason: 'no-plan' });
    expect(planLeft(runOf('INPROGRESS', [plan('a')]))).toEqual({ kind: 'working' });
  });
});

describe('the approval', () => {
  it('says what to do, who approved, their words and where', () => {
    expect(approvalMessage('bob', 'keep the old API', 'https://github.com/o/r/issues/1#issuecomment-9')).toBe(
      'The plan is approved by @bob: carry out the plan you proposed last, as written.\n\nkeep the old API\n\n(From @bob on GitHub: https://github.com/o/r/issues/1#issuecomment-9)',
    );
    expect(approvalMessage('', '')).toBe(
      'The plan is approved: carry out the plan you proposed last, as written.',
    );
    expect(approvalMessage('', 'also docs')).toBe(
      'The plan is approved: carry out the plan you proposed last, as written.\n\nalso docs',
    );
  });
});
