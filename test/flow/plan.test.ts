import { describe, expect, it } from 'vitest';
import { ApiError, type CloudAgentClient, type RunItem } from '../../src/client/index.ts';
import {
  alreadyCarriedOut,
  approvalMessage,
  carriedOutAsShown,
  approvesShownPlan,
  executionEvents,
  executionSince,
  type ExecutionEvent,
  approvedIn,
  isApprovalMessage,
  isShownPlan,
  lastRequest,
  planMadeAt,
  markShowing,
  planBefore,
  planDigest,
  planLeft,
  planMark,
  planShownSince,
  planStateOf,
  planTextsOf,
  stricterRule,
  requestersOf,
  isRequester,
  revisersAfter,
  PLAN_REVISERS_LIMIT,
  PLAN_MARK_LIMIT,
} from '../../src/flow/plan.ts';
import { planShowing } from '../../src/flow/follow.ts';
import { repairMessage } from '../../src/flow/result.ts';
import type { Conversation, ResolvedArtifact } from '../../src/render/report.ts';

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
    expect(planMark('ada', undefined, 'not-requester')).toEqual({
      by: 'ada',
      before: [],
      rule: 'not-requester',
    });
    expect(planBefore(runOf('SUCCEEDED'))).toEqual([]);
    expect(planBefore({ ...runOf('SUCCEEDED'), artifacts: 'x' } as unknown as RunItem)).toEqual([]);
  });

  it('record the digest of each plan whose text was read, so an edit in place is told from it', () => {
    const run = runOf('SUCCEEDED', [plan('p1'), pr(1), plan('p2')]);
    const texts = new Map([['p2', planDigest('v1')]]);
    expect(planBefore(run, texts)).toEqual([
      'plan:p1',
      'pr:https://github.com/o/r/pull/1',
      `plan:p2#${planDigest('v1')}`,
    ]);
    expect(planMark('ada', run, 'allowed', texts)).toEqual({
      by: 'ada',
      before: ['plan:p1', 'pr:https://github.com/o/r/pull/1', `plan:p2#${planDigest('v1')}`],
      rule: 'allowed',
    });
  });

  it('know a plan by 16 hex of the SHA-256 of its text', () => {
    expect(planDigest('')).toBe('e3b0c44298fc1c14');
    expect(planDigest('## Dark mode\n')).toMatch(/^[0-9a-f]{16}$/);
    expect(planDigest('a')).not.toBe(planDigest('a '));
  });

  it('take the texts of the plans a report resolved (none for a plan without text or uid)', () => {
    expect(
      planTextsOf([
        { type: 'PLAN', uid: 'p1', title: 't', content: 'one' },
        { type: 'PLAN', uid: 'p2', title: 't' },
        { type: 'PLAN', title: 't', content: 'no uid' },
        { type: 'PLAN', uid: 'p3', title: 't', content: '' },
        { type: 'PULL_REQUEST', url: 'u', branch: 'b' },
      ]),
    ).toEqual(
      new Map([
        ['p1', planDigest('one')],
        ['p3', planDigest('')],
      ]),
    );
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

  it('the same plan artifact with a new text is a new plan, with the digest of its text', () => {
    const edited = {
      by: 'ada',
      before: [`plan:old#${planDigest('v1')}`, 'pr:https://github.com/o/r/pull/1'],
    };
    const run = runOf('SUCCEEDED', [plan('old'), pr(1)]);
    expect(planStateOf(run, edited, new Map([['old', planDigest('v2')]]))).toEqual({
      kind: 'waiting',
      plan: 'old',
      digest: planDigest('v2'),
    });
    // Its text unchanged, or unread: no new plan.
    expect(planStateOf(run, edited, new Map([['old', planDigest('v1')]]))).toEqual({
      kind: 'not-planned',
      reason: 'no-plan',
    });
    expect(planStateOf(run, edited, new Map())).toEqual({ kind: 'not-planned', reason: 'no-plan' });
    // A mark that recorded no text of it (written before texts were): known by its artifact alone.
    expect(planStateOf(run, mark, new Map([['old', planDigest('v2')]]))).toEqual({
      kind: 'not-planned',
      reason: 'no-plan',
    });
    // A new artifact carries the digest of its text when it was read.
    expect(planStateOf(runOf('SUCCEEDED', [plan('new')]), mark, new Map([['new', 'ab'.repeat(8)]]))).toEqual({
      kind: 'waiting',
      plan: 'new',
      digest: 'ab'.repeat(8),
    });
  });

  it('a malformed digest in a mark is no digest: the entry is an unknown key', () => {
    const odd = { by: 'ada', before: ['plan:old#XYZ'] };
    expect(planStateOf(runOf('SUCCEEDED', [plan('old')]), odd)).toEqual({ kind: 'waiting', plan: 'old' });
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

describe('who may approve', () => {
  it('the stricter rule wins; none when neither says', () => {
    expect(stricterRule('allowed', 'not-requester')).toBe('not-requester');
    expect(stricterRule('not-requester', 'allowed')).toBe('not-requester');
    expect(stricterRule(undefined, 'allowed')).toBe('allowed');
    expect(stricterRule('allowed', undefined)).toBe('allowed');
    expect(stricterRule(undefined, 'not-requester')).toBe('not-requester');
    expect(stricterRule(undefined, undefined)).toBeUndefined();
  });
});

describe('who decided what a plan says', () => {
  const mark = { by: 'Ada', before: [] };
  it('is who asked for it and who revised it, in any case', () => {
    expect(requestersOf(mark)).toEqual(['Ada']);
    expect(requestersOf({ ...mark, revisedBy: ['grace'] })).toEqual(['Ada', 'grace']);
    expect(isRequester(mark, 'ada')).toBe(true);
    expect(isRequester({ ...mark, revisedBy: ['Grace'] }, 'grace')).toBe(true);
    expect(isRequester({ ...mark, revisedBy: ['Grace'] }, 'linus')).toBe(false);
  });
  it('records each reviser once, newest last, never the asker, the newest PLAN_REVISERS_LIMIT kept', () => {
    expect(revisersAfter(mark, 'grace')).toEqual(['grace']);
    expect(revisersAfter(mark, 'ada')).toEqual([]);
    expect(revisersAfter({ ...mark, revisedBy: ['grace', 'linus'] }, 'Grace')).toEqual(['linus', 'Grace']);
    const many = Array.from({ length: PLAN_REVISERS_LIMIT }, (_, i) => `r${i}`);
    const after = revisersAfter({ ...mark, revisedBy: many }, 'last');
    expect(after).toHaveLength(PLAN_REVISERS_LIMIT);
    expect(after[0]).toBe('r1');
    expect(after.at(-1)).toBe('last');
  });
});

describe('the plan shown', () => {
  const waiting = { kind: 'waiting' as const, plan: 'p2', digest: planDigest('v2') };
  const asked = { by: 'ada', before: ['plan:p1'], rule: 'not-requester' as const };

  it('is the plan waiting when its artifact matches, and its text where both know it', () => {
    expect(isShownPlan({ uid: 'p2', digest: planDigest('v2') }, waiting)).toBe(true);
    expect(isShownPlan({ uid: 'p2', digest: planDigest('v1') }, waiting)).toBe(false);
    expect(isShownPlan({ uid: 'p1', digest: planDigest('v2') }, waiting)).toBe(false);
    expect(isShownPlan({ uid: 'p2' }, waiting)).toBe(true);
    expect(isShownPlan({ uid: 'p2', digest: planDigest('v1') }, { kind: 'waiting', plan: 'p2' })).toBe(true);
    expect(isShownPlan(undefined, waiting)).toBe(false);
    // Said to wait without its text (reading it failed): not shown.
    expect(isShownPlan({ uid: 'p2', unread: true }, waiting)).toBe(false);
    expect(isShownPlan({ uid: 'p2', unread: true }, { kind: 'waiting', plan: 'p2' })).toBe(false);
  });

  // Found by the joins model (JOINS_HARSH=1, seed 223): the step that reported the plan could not read its text (the
  // service failed), so the comment said a plan waits without showing it; the marker named it shown all the same,
  // and an approval carried out a plan the thread never showed.
  it('a plan whose text could not be read is marked unread, not shown; the write that shows its text is the first', () => {
    const unread = markShowing(asked, { kind: 'waiting', plan: 'p2' }, true);
    expect(unread).toEqual({ mark: { ...asked, shown: { uid: 'p2', unread: true } }, first: false });
    expect(planShownSince(unread.mark, waiting, comment)).toBeUndefined();
    expect(planShownSince(unread.mark, { kind: 'waiting', plan: 'p2' }, comment)).toBeUndefined();
    // Still unread at the next report: still not shown.
    expect(markShowing(unread.mark, { kind: 'waiting', plan: 'p2' }, true)).toEqual(unread);
    // Read at last: shown now, from this write.
    expect(markShowing(unread.mark, waiting)).toEqual({
      mark: { ...asked, shown: { uid: 'p2', digest: planDigest('v2') } },
      first: true,
    });
    // A plan shown already, its text unread by a later report: still shown since it first was.
    const shown = { ...asked, shown: { uid: 'p2', digest: planDigest('v2'), at: '2026-11-27T10:00:00Z' } };
    expect(markShowing(shown, { kind: 'waiting', plan: 'p2' }, true)).toEqual({ mark: shown, first: false });
  });

  it('a report of a new plan is its first showing; one of the plan shown keeps the time it was first shown', () => {
    expect(markShowing(asked, waiting)).toEqual({
      mark: { ...asked, shown: { uid: 'p2', digest: planDigest('v2') } },
      first: true,
    });
    const shown = { ...asked, shown: { uid: 'p2', digest: planDigest('v2'), at: '2026-11-27T10:00:00Z' } };
    expect(markShowing(shown, waiting)).toEqual({ mark: shown, first: false });
    // Edited in place: a new plan.
    const before = { ...asked, shown: { uid: 'p2', digest: planDigest('v1'), at: '2026-11-27T10:00:00Z' } };
    expect(markShowing(before, waiting)).toEqual({
      mark: { ...asked, shown: { uid: 'p2', digest: planDigest('v2') } },
      first: true,
    });
    // Shown without its text (it could not be read then): the same plan, its digest filled in.
    const untold = { ...asked, shown: { uid: 'p2', at: '2026-11-27T10:00:00Z' } };
    expect(markShowing(untold, waiting)).toEqual({
      mark: { ...asked, shown: { uid: 'p2', at: '2026-11-27T10:00:00Z', digest: planDigest('v2') } },
      first: false,
    });
    expect(markShowing(asked, { kind: 'waiting', plan: 'p2' })).toEqual({
      mark: { ...asked, shown: { uid: 'p2' } },
      first: true,
    });
  });

  const comment = { phase: 'final', updatedAt: '2026-11-27T10:05:00Z', current: true };

  it('is shown since the time recorded of the write that first showed it', () => {
    const mark = { ...asked, shown: { uid: 'p2', digest: planDigest('v2'), at: '2026-11-27T10:00:00Z' } };
    expect(planShownSince(mark, waiting, comment)).toBe('2026-11-27T10:00:00Z');
    // That time lost: the comment's last edit bounds it.
    const lost = { ...asked, shown: { uid: 'p2', digest: planDigest('v2') } };
    expect(planShownSince(lost, waiting, comment)).toBe('2026-11-27T10:05:00Z');
    // Another plan shown, or none yet: not shown.
    const other = { ...asked, shown: { uid: 'p1', at: '2026-11-27T10:00:00Z' } };
    expect(planShownSince(other, waiting, comment)).toBeUndefined();
    expect(planShownSince(asked, waiting, { ...comment, phase: 'detached' })).toBeUndefined();
  });

  it('a marker written before plans were recorded shows it when it shows the run stopped as it is', () => {
    const old = { by: 'ada', before: ['plan:p1'] };
    expect(planShownSince(old, waiting, comment)).toBe('2026-11-27T10:05:00Z');
    expect(planShownSince(old, waiting, { ...comment, phase: 'blocked' })).toBe('2026-11-27T10:05:00Z');
    expect(planShownSince(old, waiting, { ...comment, current: false })).toBeUndefined();
    expect(planShownSince(old, waiting, { ...comment, phase: 'running' })).toBeUndefined();
    expect(planShownSince(old, waiting, { ...comment, updatedAt: undefined })).toBeUndefined();
  });

  it('is approved by a comment written after it was shown, strictly (GitHub times are whole seconds)', () => {
    const shown = '2026-11-27T10:00:00Z';
    expect(approvesShownPlan('2026-11-27T10:00:01Z', shown)).toBe(true);
    expect(approvesShownPlan('2026-11-27T10:00:00Z', shown)).toBe(false);
    expect(approvesShownPlan('2026-11-27T09:59:59Z', shown)).toBe(false);
    expect(approvesShownPlan(undefined, shown)).toBe(false);
    expect(approvesShownPlan('yesterday', shown)).toBe(false);
    expect(approvesShownPlan('2026-11-27T10:00:01Z', undefined)).toBe(false);
    expect(approvesShownPlan('2026-11-27T10:00:01Z', 'soon')).toBe(false);
  });
});

describe('an approval carried out already, without the marker', () => {
  const planAt = (uid: string, at: string) => ({ ...plan(uid), created_at: at });
  const run = runOf('SUCCEEDED', [planAt('p1', '2026-11-27T10:00:05Z')]);
  const events = (...pairs: [number, string][]) =>
    pairs.map(([execution_id, occurred_at]) => ({ execution_id, occurred_at }));

  it('an execution that began after the newest plan carried it out', () => {
    expect(
      alreadyCarriedOut(
        run,
        events([1, '2026-11-27T10:00:00Z'], [2, '2026-11-27T10:01:00Z'], [2, '2026-11-27T10:00:30Z']),
        undefined,
      ),
    ).toBe(
      'its plan was already carried out: an execution began at 2026-11-27T10:00:30.000Z, after its newest plan (2026-11-27T10:00:05.000Z)',
    );
    // The execution that made it began before it: it waits.
    expect(
      alreadyCarriedOut(
        run,
        events([1, '2026-11-27T10:00:00Z'], [1, '2026-11-27T10:00:05Z']),
        'add dark mode',
      ),
    ).toBeUndefined();
    // The newest of several plans counts.
    const two = runOf('SUCCEEDED', [
      planAt('p1', '2026-11-27T10:00:05Z'),
      planAt('p2', '2026-11-27T10:02:00Z'),
    ]);
    expect(alreadyCarriedOut(two, events([2, '2026-11-27T10:01:00Z']), undefined)).toBeUndefined();
    // Only plans count: a pull request made later is no newer plan.
    const later = runOf('SUCCEEDED', [
      planAt('p1', '2026-11-27T10:00:05Z'),
      { ...pr(3), created_at: '2026-11-27T10:02:00Z' },
    ]);
    expect(alreadyCarriedOut(later, events([2, '2026-11-27T10:01:00Z']), undefined)).toBe(
      'its plan was already carried out: an execution began at 2026-11-27T10:01:00.000Z, after its newest plan (2026-11-27T10:00:05.000Z)',
    );
    // A conversation read (its last request no approval) with no timeline: nothing said, not "cannot be told".
    expect(alreadyCarriedOut(run, undefined, 'also the settings page')).toBeUndefined();
  });

  it("the conversation's last request being the action's approval carried it out", () => {
    expect(alreadyCarriedOut(run, undefined, approvalMessage('bob', 'go', 'https://x'))).toBe(
      "its plan was already carried out: the conversation's last request is an approval of it",
    );
    expect(alreadyCarriedOut(run, [], approvalMessage('', ''))).toBe(
      "its plan was already carried out: the conversation's last request is an approval of it",
    );
    expect(alreadyCarriedOut(run, [], 'also the settings page')).toBeUndefined();
  });

  it('what cannot be told: nothing read says nothing was carried out, but nothing at all read refuses', () => {
    // Events without executions, plans without times: nothing said.
    expect(alreadyCarriedOut(run, [{ occurred_at: '2026-11-27T11:00:00Z' }], undefined)).toBeUndefined();
    expect(
      alreadyCarriedOut(runOf('SUCCEEDED', [plan('p1')]), events([2, '2026-11-27T11:00:00Z']), undefined),
    ).toBeUndefined();
    expect(alreadyCarriedOut(run, [{ execution_id: 2, occurred_at: 'later' }], undefined)).toBeUndefined();
    expect(alreadyCarriedOut(run, undefined, undefined)).toBe(
      'whether its plan was already carried out cannot be told: the service shows neither its timeline nor its conversation',
    );
  });

  describe('as the conversation shows it, for an approval on the thread', () => {
    const said = (text: string): Conversation => ({
      steps: [
        {
          id: 's1',
          messages: [{ role: 'user', content: [{ type: 'text', text }] }],
          steps: [],
        },
      ],
    });
    /** A client whose conversation read answers `answer`, recording the options each read was given. */
    const reading = (answer: () => Promise<Conversation>) => {
      const asked: unknown[] = [];
      const client = {
        runs: {
          conversation: (runId: string, options: unknown) => {
            asked.push([runId, options]);
            return answer();
          },
        },
      } as unknown as CloudAgentClient;
      return { client, asked };
    };
    const warnings: string[] = [];
    const warn = (line: string) => warnings.push(line);

    it('an approval sent since the plan was made, then another request: carried out, when the plan is dated', async () => {
      const conversation = {
        steps: [
          [approvalMessage('bob', ''), '2026-03-02T09:00:09Z'],
          ['also the footer', '2026-03-02T09:00:09Z'],
        ].map(([text, timestamp], i) => ({
          id: `s${i}`,
          messages: [{ role: 'user', content: [{ type: 'text', text }], timestamp }],
          steps: [],
        })),
      } as Conversation;
      const read = reading(async () => conversation);
      const made = Date.parse('2026-03-02T09:00:07Z');
      expect(await carriedOutAsShown(read.client, run, warn, undefined, made)).toBe(
        'its plan was already carried out: an approval of it was sent since it was made',
      );
      expect(await carriedOutAsShown(read.client, run, warn)).toBe(undefined);
      expect(await carriedOutAsShown(read.client, run, warn, undefined, made + 3000)).toBe(undefined);
    });

    it("its last request this action's approval: carried out; anything else, or no request: not", async () => {
      const signal = new AbortController().signal;
      const approved = reading(async () => said(approvalMessage('bob', '')));
      expect(await carriedOutAsShown(approved.client, run, warn, signal)).toBe(
        "its plan was already carried out: the conversation's last request is an approval of it",
      );
      // Read once, with two retries and the step's signal.
      expect(approved.asked).toEqual([['r1', { maxRetries: 2, signal }]]);
      expect(await carriedOutAsShown(reading(async () => said('also the footer')).client, run, warn)).toBe(
        undefined,
      );
      expect(await carriedOutAsShown(reading(async () => ({ steps: [] })).client, run, warn)).toBe(undefined);
      const unsignalled = reading(async () => ({ steps: [] }));
      await carriedOutAsShown(unsignalled.client, run, warn);
      expect(unsignalled.asked).toEqual([['r1', { maxRetries: 2 }]]);
      expect(warnings).toEqual([]);
    });

    it('unread: says nothing, with a warning unless the service keeps no conversation (404, 422)', async () => {
      warnings.length = 0;
      for (const status of [404, 422]) {
        const kept = reading(() => Promise.reject(new ApiError({ status, operation: 'getRunConversation' })));
        expect(await carriedOutAsShown(kept.client, run, warn)).toBe(undefined);
      }
      expect(warnings).toEqual([]);
      const refused = reading(() =>
        Promise.reject(
          new ApiError({ status: 500, operation: 'getRunConversation', body: { error: 'down' } }),
        ),
      );
      expect(await carriedOutAsShown(refused.client, run, warn)).toBe(undefined);
      const broken = reading(() => Promise.reject(new Error('socket hang up')));
      expect(await carriedOutAsShown(broken.client, run, warn)).toBe(undefined);
      expect(warnings).toEqual([
        expect.stringMatching(
          /^could not read whether the plan of run r1 was carried out already \(getRunConversation failed \(HTTP 500\): down.*\); the tracking comment's record decides$/,
        ),
        "could not read whether the plan of run r1 was carried out already (socket hang up); the tracking comment's record decides",
      ]);
    });

    it('a read the step cancelled fails with it, without a warning', async () => {
      warnings.length = 0;
      const controller = new AbortController();
      const cancelled = new Error('cancelled');
      const read = reading(() => {
        controller.abort(cancelled);
        return Promise.reject(cancelled);
      });
      await expect(carriedOutAsShown(read.client, run, warn, controller.signal)).rejects.toBe(cancelled);
      expect(warnings).toEqual([]);
    });
  });

  it("tells the action's approval from anything else", () => {
    expect(isApprovalMessage(approvalMessage('bob', 'keep it', 'https://x'))).toBe(true);
    expect(isApprovalMessage(approvalMessage('renovate[bot]', ''))).toBe(true);
    expect(isApprovalMessage(`  ${approvalMessage('', '')}`)).toBe(true);
    expect(isApprovalMessage('The plan is approved by @bob: do something else.')).toBe(false);
    expect(
      isApprovalMessage('Please: The plan is approved: carry out the plan you proposed last, as written.'),
    ).toBe(false);
    expect(isApprovalMessage('approve')).toBe(false);
  });

  it('the last request is the last user message, nested steps included, text blocks only', () => {
    const text = (t: string) => ({ type: 'text', text: t });
    const conversation = {
      conversation_id: 'c',
      steps: [
        {
          id: '1',
          messages: [
            { role: 'user', content: [text('first')] },
            { role: 'assistant', content: [text('done')] },
          ],
          steps: [
            { id: '1.1', messages: [{ role: 'user', content: [text('nested'), text('too')] }], steps: [] },
          ],
        },
        {
          id: '2',
          messages: [
            { role: 'user', content: [{ type: 'action', id: 'a' }] },
            { role: 'assistant', content: [text('answer')] },
          ],
          steps: [],
        },
      ],
    } as unknown as Conversation;
    expect(lastRequest(conversation)).toBe('nested\ntoo');
    expect(lastRequest({ conversation_id: 'c', steps: [] } as unknown as Conversation)).toBeUndefined();
  });
});

describe('a plan approved since, as its conversation shows it', () => {
  /** A conversation of one step per request, each a user message and the agent's answer. */
  const asked = (...requests: string[]): Conversation =>
    ({
      conversation_id: 'c',
      steps: requests.map((request, i) => ({
        id: String(i),
        messages: [
          { role: 'user', content: [{ type: 'text', text: request }] },
          { role: 'assistant', content: [{ type: 'text', text: 'done' }] },
        ],
        steps: [],
      })),
    }) as unknown as Conversation;
  const repair = repairMessage([{ path: '/verdict', message: 'must be one of "pass", "fail"' }]);

  it("is approved when the last request is the action's approval, repairs of its result aside", () => {
    expect(approvedIn(asked('add dark mode', approvalMessage('', '')))).toBe(true);
    expect(approvedIn(asked('add dark mode', approvalMessage('', ''), repair))).toBe(true);
    expect(approvedIn(asked('add dark mode', approvalMessage('', ''), repair, repair))).toBe(true);
    expect(lastRequest(asked('add dark mode', approvalMessage('', ''), repair))).toBe(
      approvalMessage('', ''),
    );
  });

  /** `asked`, each request sent at the given time (its user message's `timestamp`). */
  const sentAt = (...requests: [string, string][]): Conversation => {
    const conversation = asked(...requests.map(([text]) => text));
    conversation.steps.forEach((step, i) => {
      (step.messages[0] as { timestamp?: string }).timestamp = requests[i]![1];
    });
    return conversation;
  };
  const T = (seconds: number) => `2026-03-02T09:00:${String(seconds).padStart(2, '0')}.000Z`;
  const at = (seconds: number) => Date.parse(T(seconds));

  // Found by the joins model (seed 362001): the followup command approved a plan off the thread, and another sent a
  // message at once that joined the approval's work; the last request then was that message, and the report showed
  // the plan waiting, for a person to approve it again on the thread.
  it('the last request is the last of all, and an approval last says so whatever the dates', async () => {
    expect(lastRequest(asked('one', 'two', 'three'))).toBe('three');
    const last = sentAt(['add dark mode', T(0)], ['also the footer', T(9)], [approvalMessage('', ''), T(9)]);
    const client = { runs: { conversation: async () => last } } as unknown as CloudAgentClient;
    const run = runOf('SUCCEEDED');
    expect(await carriedOutAsShown(client, run, () => {}, undefined, at(7))).toBe(
      "its plan was already carried out: the conversation's last request is an approval of it",
    );
  });

  it('is approved when an approval was sent since the plan was made, whatever came after it', () => {
    const approved = sentAt(
      ['add dark mode', T(0)],
      [approvalMessage('', ''), T(9)],
      ['also the footer', T(9)],
    );
    expect(approvedIn(approved)).toBe(false);
    expect(approvedIn(approved, at(7))).toBe(true);
    expect(approvedIn(approved, at(9))).toBe(true);
    // Made after the approval (a new plan since): not approved.
    expect(approvedIn(approved, at(10))).toBe(false);
    // An approval the service does not date says nothing but as the last request.
    const undated = asked('add dark mode', approvalMessage('', ''), 'also the footer');
    expect(approvedIn(undated, at(0))).toBe(false);
    // Only this action's approval counts.
    expect(approvedIn(sentAt(['add dark mode', T(0)], ['looks good, go', T(9)], ['also', T(9)]), at(7))).toBe(
      false,
    );
  });

  it('a plan made since its mark was made is dated by its artifact; one the mark knew, edited in place, is not', () => {
    const dated = (uid: string, created: string) => ({ ...plan(uid), created_at: created });
    const run = runOf('SUCCEEDED', [dated('p1', T(1)), dated('p2', T(7)), dated('p2', T(8)), plan('p3')]);
    expect(planMadeAt(run, { by: 'ada', before: [] }, 'p2')).toBe(at(8));
    expect(planMadeAt(run, { by: 'ada', before: ['plan:p1'] }, 'p2')).toBe(at(8));
    // Edited in place since the mark (a revision): its artifact's date is the first text's.
    expect(planMadeAt(run, { by: 'ada', before: [`plan:p2#${'a'.repeat(16)}`] }, 'p2')).toBeUndefined();
    expect(planMadeAt(run, { by: 'ada', before: ['plan:p2'] }, 'p2')).toBeUndefined();
    // No plan named: the newest new since the mark.
    expect(planMadeAt(run, { by: 'ada', before: [] })).toBe(at(8));
    expect(planMadeAt(run, { by: 'ada', before: ['plan:p2'] })).toBe(at(1));
    expect(planMadeAt(run, { by: 'ada', before: ['plan:p1', 'plan:p2'] })).toBeUndefined();
    // No date, or none that reads: none.
    expect(planMadeAt(run, { by: 'ada', before: [] }, 'p3')).toBeUndefined();
    expect(
      planMadeAt(runOf('SUCCEEDED', [dated('p4', 'soon')]), { by: 'ada', before: [] }, 'p4'),
    ).toBeUndefined();
  });

  it('a report of a plan approved since it was made shows no plan waiting; one revised in place since, its new text', () => {
    const none = { report: undefined, mark: undefined, first: false };
    const approved = sentAt(
      ['add dark mode', T(0)],
      [approvalMessage('', ''), T(9)],
      ['also the footer', T(9)],
    );
    const run = runOf('SUCCEEDED', [{ ...plan('p1'), created_at: T(7) }]);
    expect(planShowing(run, { by: 'ada', before: [] }, 'NEXT', [], approved)).toEqual(none);
    // Its work opened a pull request: that is the approved work, not a plan skipped.
    const opened = runOf('SUCCEEDED', [
      { ...plan('p1'), created_at: T(7) },
      { ...pr(7), created_at: T(30) },
    ]);
    expect(planShowing(opened, { by: 'ada', before: [] }, 'NEXT', [], approved)).toEqual(none);
    expect(planShowing(opened, { by: 'ada', before: [] }, 'NEXT', [], asked('add dark mode')).report).toEqual(
      {
        state: 'not-planned',
        reason: 'pull-request',
      },
    );
    // A revision on the thread after that approval edited the plan in place: its mark knew the plan, so the earlier
    // approval does not carry out the new text.
    const revised = { by: 'ada', before: [`plan:p1#${'a'.repeat(16)}`] };
    const texts: ResolvedArtifact[] = [{ type: 'PLAN', title: 't', uid: 'p1', content: 'the new text' }];
    expect(planShowing(run, revised, 'NEXT', texts, approved).report).toEqual({
      state: 'waiting',
      uid: 'p1',
      next: 'NEXT',
    });
  });

  // Found by the joins model (JOINS_HARSH=1 seed 266001): `@cloud-agent plan` and the followup command approving at
  // once (`Together(Codertocat plan … held at 11, followup approve …)`), the plan's job held before it wrote its
  // tracking comment; it followed the run on to the end of the approval's work and showed that as a plan ready for
  // review. `cloud-agent approve` before any settle of a detached plan run did the same (test/e2e/plan.test.ts).
  it('leaves a report no plan to show, waiting or skipped, and the thread no plan mark', () => {
    const mark = { by: 'ada', before: [] };
    const none = { report: undefined, mark: undefined, first: false };
    const approved = asked('add dark mode', approvalMessage('', ''));
    expect(planShowing(runOf('SUCCEEDED', [plan('p1')]), mark, 'NEXT', [], approved)).toEqual(none);
    // Its work opened a pull request: not "the service did the work instead" of the plan.
    expect(planShowing(runOf('SUCCEEDED', [plan('p1'), pr(7)]), mark, 'NEXT', [], approved)).toEqual(none);
    expect(planShowing(runOf('SUCCEEDED', [plan('p1')]), mark, 'NEXT', [], asked('add dark mode'))).toEqual({
      report: { state: 'waiting', uid: 'p1', next: 'NEXT' },
      mark: { by: 'ada', before: [], shown: { uid: 'p1' } },
      first: true,
    });
    expect(planShowing(runOf('SUCCEEDED', [plan('p1'), pr(7)]), mark, 'NEXT', [], undefined)).toEqual({
      report: { state: 'not-planned', reason: 'pull-request' },
      mark: undefined,
      first: false,
    });
  });

  // Found by the joins model (seed 7237): a plan approved on the thread, its tracking comment (and the approval it
  // recorded) deleted, and the plan's job re-run while the conversation could not be read (HTTP 500). The re-run
  // wrote a new tracking comment showing the plan ready for review, after the approval had carried it out.
  it('with the conversation unread, an execution the timeline shows begun after the plan was made carried it out', () => {
    const mark = { by: 'ada', before: [] };
    const none = { report: undefined, mark: undefined, first: false };
    const run = runOf('SUCCEEDED', [{ ...plan('p1'), created_at: T(7) }]);
    const timeline = (...starts: [number, string][]) =>
      starts.map(([execution_id, occurred_at]) => ({ execution_id, occurred_at }));
    const carried = timeline([1, T(0)], [1, T(7)], [2, T(21)], [2, T(28)]);
    expect(planShowing(run, mark, 'NEXT', [], undefined, carried)).toEqual(none);
    const waiting = {
      report: { state: 'waiting', uid: 'p1', next: 'NEXT' },
      mark: { by: 'ada', before: [], shown: { uid: 'p1' } },
      first: true,
    };
    // The last execution is the one that made the plan, or began as it was made: it waits.
    expect(planShowing(run, mark, 'NEXT', [], undefined, timeline([1, T(0)], [1, T(8)]))).toEqual(waiting);
    expect(planShowing(run, mark, 'NEXT', [], undefined, timeline([1, T(0)], [2, T(7)]))).toEqual(waiting);
    // No timeline, one that tells no execution apart, or a plan with no date: it waits, as the run left it.
    expect(planShowing(run, mark, 'NEXT', [], undefined, undefined)).toEqual(waiting);
    expect(planShowing(run, mark, 'NEXT', [], undefined, [{ occurred_at: T(21) }])).toEqual(waiting);
    expect(planShowing(runOf('SUCCEEDED', [plan('p1')]), mark, 'NEXT', [], undefined, carried)).toEqual(
      waiting,
    );
    // A conversation read says it all: one that shows no approval since the plan waits, whatever the timeline.
    expect(planShowing(run, mark, 'NEXT', [], sentAt(['add dark mode', T(0)]), carried)).toEqual(waiting);
  });

  it('an execution begins with the earliest event of its id, and the last is the highest whole id; odd events tell none', () => {
    const made = at(10);
    const event = (execution_id: unknown, occurred_at?: string) =>
      ({ execution_id, ...(occurred_at ? { occurred_at } : {}) }) as ExecutionEvent;
    // The highest id's earliest event, whatever the order the service lists them in.
    expect(executionSince([event(2, T(30)), event(1, T(40)), event(2, T(20))], made)).toBe(at(20));
    expect(executionSince([event(2, T(20)), event(2, T(30))], made)).toBe(at(20));
    expect(executionSince([event(2, T(20)), event(1, T(12))], made)).toBe(at(20));
    // Begun as the plan was made, or before: that execution made it.
    expect(executionSince([event(3, T(10))], made)).toBeUndefined();
    expect(executionSince([], made)).toBeUndefined();
    // An event with no id, an id that is not a whole number, or a date that does not read tells no execution apart,
    // first or last in the list.
    const first = event(1, T(15));
    for (const odd of [
      event(undefined, T(50)),
      event(2.5, T(5)),
      event('7', T(5)),
      event(2, 'later'),
      event(2),
    ]) {
      expect(executionSince([odd, first], made)).toBe(at(15));
      expect(executionSince([first, odd], made)).toBe(at(15));
    }
  });

  it("a timeline's events are read for their execution id and time alone, each as the service gave it", () => {
    const events = [
      { execution_id: 4, occurred_at: T(3), type: 'STATE_CHANGED', detail: 'x' },
      { occurred_at: T(4) },
      { execution_id: 5 },
      {},
    ] as ExecutionEvent[];
    expect(executionEvents({ events })).toStrictEqual([
      { execution_id: 4, occurred_at: T(3) },
      { occurred_at: T(4) },
      { execution_id: 5 },
      {},
    ]);
  });

  // The plan waiting is the last the run lists (planStateOf), dated by its own artifact: an approval sent after it
  // was made carried it out, though another plan made since the mark is dated later.
  it('a plan waiting is dated by its own artifact, not by the newest plan made since the mark', () => {
    const mark = { by: 'ada', before: [] };
    const run = runOf('SUCCEEDED', [
      { ...plan('p2'), created_at: T(12) },
      { ...plan('p1'), created_at: T(5) },
    ]);
    const approved = sentAt(
      ['add dark mode', T(0)],
      [approvalMessage('', ''), T(9)],
      ['also the footer', T(9)],
    );
    expect(planShowing(run, mark, 'NEXT', [], approved)).toStrictEqual({
      report: undefined,
      mark: undefined,
      first: false,
    });
    expect(planShowing(run, mark, 'NEXT', [], sentAt(['add dark mode', T(0)]))).toStrictEqual({
      report: { state: 'waiting', uid: 'p1', next: 'NEXT' },
      mark: { by: 'ada', before: [], shown: { uid: 'p1' } },
      first: true,
    });
    // No plan asked for: nothing to show, and no mark.
    expect(planShowing(run, undefined, 'NEXT', [], approved)).toStrictEqual({
      report: undefined,
      mark: undefined,
      first: false,
    });
  });

  it('a report shows a plan waiting whose text it could not read as unread, not shown; a failed run none', () => {
    const mark = { by: 'ada', before: [] };
    const unread = { type: 'PLAN' as const, title: 'Plan', uid: 'p1', unread: true as const };
    const waiting = { state: 'waiting', uid: 'p1', next: 'NEXT' };
    expect(planShowing(runOf('SUCCEEDED', [plan('p1')]), mark, 'NEXT', [unread], undefined)).toEqual({
      report: waiting,
      mark: { by: 'ada', before: [], shown: { uid: 'p1', unread: true } },
      first: false,
    });
    // Only that plan's own artifact, unread, says so.
    const other = [{ ...unread, uid: 'p0' }];
    const file = [{ type: 'FILE', title: 'p1', uid: 'p1', unread: true }] as unknown as ResolvedArtifact[];
    for (const artifacts of [other, file, [{ ...unread, unread: undefined }]])
      expect(planShowing(runOf('SUCCEEDED', [plan('p1')]), mark, 'NEXT', artifacts, undefined)).toMatchObject(
        {
          mark: { shown: { uid: 'p1' } },
          first: true,
        },
      );
    expect(planShowing(runOf('FAILED', [plan('p1')]), mark, 'NEXT', [], undefined)).toEqual({
      report: undefined,
      mark: undefined,
      first: false,
    });
  });

  it('counts text only: a request of blanks, or text in a block that is not text, is no request', () => {
    const conversation = (...content: unknown[]): Conversation =>
      ({
        conversation_id: 'c',
        steps: [
          {
            id: '0',
            messages: [{ role: 'user', content: [{ type: 'text', text: approvalMessage('', '') }] }],
            steps: [],
          },
          { id: '1', messages: [{ role: 'user', content }], steps: [] },
        ],
      }) as unknown as Conversation;
    expect(approvedIn(conversation({ type: 'text', text: ' \n ' }))).toBe(true);
    expect(approvedIn(conversation({ type: 'tool_result', text: 'add the settings page too' }))).toBe(true);
    expect(approvedIn(conversation({ type: 'text', text: 42 }))).toBe(true);
    expect(approvedIn(conversation({ type: 'text', text: 'add the settings page too' }))).toBe(false);
    expect(
      lastRequest(
        conversation({ type: 'text', text: 'one' }, { type: 'image' }, { type: 'text', text: 'two' }),
      ),
    ).toBe('one\ntwo');
  });

  it('is not when a request came after the approval, none came, or the conversation is unread', () => {
    expect(approvedIn(asked('add dark mode', approvalMessage('', ''), 'add the settings page too'))).toBe(
      false,
    );
    expect(approvedIn(asked('add dark mode'))).toBe(false);
    expect(approvedIn(asked('add dark mode', repair))).toBe(false);
    expect(lastRequest(asked(repair))).toBeUndefined();
    expect(approvedIn(undefined)).toBe(false);
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
