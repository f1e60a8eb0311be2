/**
 * What a request sent to a stopped run asks of the work it starts (src/flow/unanswered.ts, src/flow/state.ts, src/flow/claim.ts): saved with the run's hold
 * just before it is sent, read back by the post step, and recorded on the tracking comment only while that comment
 * still shows the run as it was before the request and the run has moved since.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import type { FoundComment } from '../../src/flow/host.ts';
import { resultSchemaOf, schemaMark, SHIPPED_SCHEMAS } from '../../src/flow/output-schema.ts';
import { askedStillOwed } from '../../src/flow/claim.ts';
import { remarked } from '../../src/flow/report.ts';
import { askedLeft, StepState, type AskedRecord } from '../../src/flow/state.ts';
import type { Step } from '../../src/flow/step.ts';
import { askedMarker, holdWhileSending } from '../../src/flow/unanswered.ts';
import type { FollowInputs } from '../../src/inputs.ts';
import { decodeMarker, encodeMarker, type MarkerState } from '../../src/render/marker.ts';
import { MARKER_KEY } from '../e2e/setup.ts';
import { sample } from '../helpers/answers.ts';
import { inputs as stepInputs } from '../helpers/inputs.ts';

const NOW = Date.parse('2026-11-30T12:00:00.000Z');
const SINCE = '2026-11-30T11:00:00.000Z';
const VERDICT = resultSchemaOf(
  SHIPPED_SCHEMAS.verdict,
  'output-schema',
  { kind: 'shipped', name: 'verdict' },
  1,
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const run = (overrides: Partial<RunItem> = {}): RunItem =>
  sample<RunItem>('RunItem', {
    run_id: 'run-1',
    state: 'SUCCEEDED',
    updated_at: SINCE,
    request_usage: { inference_cost: 4 },
    artifacts: [],
    ...overrides,
  });

/** A step's inputs (a `run` step's: wait, 30 minutes, cancel-on-abort), `overrides` on top. */
const inputs = (overrides: Partial<FollowInputs> = {}): FollowInputs => ({ ...stepInputs(), ...overrides });

/** A step over `saved`, with its outputs, whose job is cancelled when `aborted`. */
function stepOver(saved: Record<string, string> = {}, aborted = false) {
  const outputs: Record<string, string> = {};
  const controller = new AbortController();
  if (aborted) controller.abort();
  const state = new StepState({
    save: (name, value) => (saved[name] = value),
    load: (name) => saved[name] ?? '',
  });
  const step = {
    state,
    host: { output: (name: string, value: string) => (outputs[name] = value) },
    signal: controller.signal,
  } as unknown as Step;
  return { step, saved, outputs, state };
}

describe('askedMarker', () => {
  it("the deadline from now, the cancel choice, no budget, the result's schema, and what else the request sets", () => {
    expect(
      askedMarker(inputs(), run(), { schema: VERDICT, marker: { comment: '7', commentKind: 'issue' } }),
    ).toEqual({
      deadline: '2026-11-30T12:30:00.000Z',
      cancel: true,
      budget: undefined,
      baseline: undefined,
      kept: undefined,
      result: { ...schemaMark(VERDICT), left: 1, before: [] },
      comment: '7',
      commentKind: 'issue',
    });
  });

  it("a budget counted from the run's credits as read before the send; no schema: the result cleared", () => {
    expect(
      askedMarker(inputs({ maxCredits: 20, cancelOnAbort: false, timeoutMinutes: 5 }), run(), {
        schema: undefined,
      }),
    ).toEqual({
      deadline: '2026-11-30T12:05:00.000Z',
      cancel: false,
      budget: 20,
      baseline: 4,
      kept: undefined,
      result: undefined,
    });
  });
});

describe('holdWhileSending', () => {
  /** What a request of the step's default inputs asks, as saved: its deadline and cancel choice, no budget, no result. */
  const SAVED_DEFAULTS = {
    deadline: '2026-11-30T12:30:00.000Z',
    cancel: true,
    budget: null,
    baseline: null,
    kept: null,
    result: null,
  };

  it('a stopped run: held, and what the request asks saved beside it, a cleared field as null', () => {
    const { step, saved, outputs } = stepOver();
    holdWhileSending(step, run(), inputs(), { schema: undefined, marker: { plan: undefined } });
    expect(outputs).toEqual({ 'run-id': 'run-1' });
    expect(Object.keys(saved)).toEqual(['run_id', 'settled', 'request_asked']);
    expect(saved).toMatchObject({ run_id: 'run-1', settled: 'false' });
    expect(JSON.parse(saved.request_asked!)).toEqual({
      run: 'run-1',
      since: SINCE,
      marker: { ...SAVED_DEFAULTS, plan: null },
    });
  });

  // Seed 6731 of the joins model (harsh): without the asker, a settle gave the closing reaction of the work a re-run's
  // request started (its job cut short before its first report) to the comment routed before it.
  it("what the request sets once landed saved with it, over the marker's: the asker, the request no longer on its way", () => {
    const { step, saved } = stepOver();
    const sending = { comment: '9', since: SINCE };
    holdWhileSending(step, run(), inputs(), {
      schema: undefined,
      marker: { sending },
      landed: { comment: '9', commentKind: 'issue', routed: ['7'], sending: undefined },
    });
    expect(JSON.parse(saved.request_asked!).marker).toEqual({
      ...SAVED_DEFAULTS,
      sending: null,
      comment: '9',
      commentKind: 'issue',
      routed: ['7'],
    });
  });

  it('a run at work: nothing held, nothing saved, and its release does nothing', () => {
    const { step, saved, outputs } = stepOver();
    holdWhileSending(step, run({ state: 'INPROGRESS' }), inputs(), { schema: VERDICT }).release();
    expect(saved).toEqual({});
    expect(outputs).toEqual({});
  });

  it('released after a failure handled: settled; not when the job was cancelled (the post step stops the work)', () => {
    const done = stepOver();
    holdWhileSending(done.step, run(), inputs(), { schema: undefined }).release();
    expect(done.saved.settled).toBe('true');
    const cancelled = stepOver({}, true);
    holdWhileSending(cancelled.step, run(), inputs(), { schema: undefined }).release();
    expect(cancelled.saved.settled).toBe('false');
  });
});

describe('askedLeft', () => {
  it('reads back what holdWhileSending saved, a null as a field the request clears', () => {
    const { step, state } = stepOver();
    holdWhileSending(step, run(), inputs({ maxCredits: 20 }), { schema: VERDICT });
    expect(askedLeft(state)).toEqual({
      run: 'run-1',
      since: SINCE,
      marker: {
        deadline: '2026-11-30T12:30:00.000Z',
        cancel: true,
        budget: 20,
        baseline: 4,
        kept: undefined,
        result: { ...schemaMark(VERDICT), left: 1, before: [] },
      },
    });
  });

  it.each([
    ['none saved', ''],
    ['not JSON', '{'],
    ['null', 'null'],
    ['a list', '[]'],
    ['no run', JSON.stringify({ since: SINCE, marker: {} })],
    ['a run that is not a string', JSON.stringify({ run: 1, since: SINCE, marker: {} })],
    ['no time', JSON.stringify({ run: 'run-1', marker: {} })],
    ['no marker', JSON.stringify({ run: 'run-1', since: SINCE })],
    ['a marker that is a list', JSON.stringify({ run: 'run-1', since: SINCE, marker: [] })],
    ['a marker that is a string', JSON.stringify({ run: 'run-1', since: SINCE, marker: 'x' })],
  ])('%s: no record', (_, value) => {
    expect(askedLeft(stepOver({ request_asked: value }).state)).toBeUndefined();
  });
});

describe('askedStillOwed', () => {
  const ASKED: AskedRecord = { run: 'run-1', since: SINCE, marker: { result: undefined } };
  const shown = (state: Partial<MarkerState> = {}): FoundComment => ({
    id: 41,
    url: 'https://github.com/acme/app/issues/7#issuecomment-41',
    body: '',
    author: 'github-actions[bot]',
    state: { v: 2, key: 'k', run: 'run-1', state: 'SUCCEEDED', phase: 'final', seen: SINCE, ...state },
  });
  const LATER = '2026-11-30T11:00:01.000Z';
  const EARLIER = '2026-11-30T10:59:59.000Z';

  it.each([
    ['the run changed since, the comment showing it as then', run({ updated_at: LATER }), shown(), true],
    ['the run at work, the comment showing it as then', run({ state: 'QUEUED' }), shown(), true],
    ['the comment showing it as before then', run({ updated_at: LATER }), shown({ seen: EARLIER }), true],
    ['the comment with no time seen', run({ updated_at: LATER }), shown({ seen: undefined }), true],
    [
      'the comment showing it since (a report of the new work)',
      run({ updated_at: LATER }),
      shown({ seen: LATER }),
      false,
    ],
    ['the run as it was (the request never reached it)', run(), shown(), false],
    ['the comment of another run', run({ updated_at: LATER }), shown({ run: 'run-2' }), false],
    ['another run read', run({ run_id: 'run-2', updated_at: LATER }), shown({ run: 'run-2' }), false],
  ])('%s: %s', (_, now, found, owed) => {
    expect(askedStillOwed(ASKED, now, found)).toBe(owed);
  });
});

describe('remarked', () => {
  it("the comment's text with its marker, what the request asked over it (a cleared field gone)", () => {
    const state: MarkerState = {
      v: 2,
      key: 'k',
      run: 'run-1',
      state: 'SUCCEEDED',
      phase: 'final',
      seen: SINCE,
      deadline: '2026-11-30T11:30:00.000Z',
      cancel: true,
      result: { ...schemaMark(VERDICT), left: 0, before: [] },
    };
    const found: FoundComment = {
      id: 41,
      url: 'https://github.com/acme/app/issues/7#issuecomment-41',
      body: `### ✅ Cloud agent run succeeded\n\n${encodeMarker(state, MARKER_KEY)}`,
      author: 'github-actions[bot]',
      state,
    };
    const fields = { deadline: '2026-11-30T12:30:00.000Z', cancel: false, result: undefined };
    const body = remarked(found, fields, MARKER_KEY);
    expect(body.startsWith('### ✅ Cloud agent run succeeded\n\n<!-- cloud-agent-action:state ')).toBe(true);
    // What the request did not set kept as it was; its deadline and cancel choice over the old; its result cleared.
    const { result: _cleared, ...kept } = state;
    expect(decodeMarker(body, MARKER_KEY)).toEqual({
      ...kept,
      deadline: '2026-11-30T12:30:00.000Z',
      cancel: false,
    });
  });
});
