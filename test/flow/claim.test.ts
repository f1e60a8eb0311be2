/**
 * The record of an approval claim (src/flow/claim.ts): saved once GitHub answered that this step made the claim, and
 * only then; cleared once the step knows what became of its approval; read back by the post step only when it holds
 * a claim; and the post step's judgement of whether the approval never reached the run.
 */
import { describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import {
  claimApproval,
  claimDecided,
  leftClaim,
  movedOn,
  neverReached,
  takeBackUnsent,
  type ClaimRecord,
} from '../../src/flow/claim.ts';
import type { ThreadComment } from '../../src/flow/host.ts';
import { StepState } from '../../src/flow/state.ts';
import { sample } from '../helpers/answers.ts';

/** A step's saved state over `saved`, with every save it makes in order. */
function stateOver(saved: Record<string, string> = {}) {
  const saves: [string, string][] = [];
  const state = new StepState({
    save: (name, value) => {
      saves.push([name, value]);
      saved[name] = value;
    },
    load: (name) => saved[name] ?? '',
  });
  return { state, saves, saved };
}

/**
 * A tracking comment (id 41 on thread 7; no id yet unless `written`) whose claim answers `answer` (and makes reaction
 * `claimId`, when given), and whose unclaim answers `unclaimed`; with each call's arguments.
 */
function trackingAnswering(
  answer: 'claimed' | 'taken' | Error,
  written = true,
  claimId?: number,
  unclaimed?: Error,
) {
  const signals: (AbortSignal | undefined)[] = [];
  const unclaims: [AbortSignal | undefined, number | undefined][] = [];
  const comment = {
    id: written ? 41 : undefined,
    number: 7,
    claimId: undefined as number | undefined,
    claim: (signal?: AbortSignal) => {
      signals.push(signal);
      if (answer === 'claimed') comment.claimId = claimId;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    unclaim: (signal?: AbortSignal, only?: number) => {
      unclaims.push([signal, only]);
      return unclaimed ? Promise.reject(unclaimed) : Promise.resolve(true);
    },
  };
  return { comment: comment as unknown as ThreadComment, signals, unclaims };
}

const run = (overrides: Partial<RunItem> = {}): RunItem =>
  sample<RunItem>('RunItem', {
    run_id: 'run-1',
    state: 'SUCCEEDED',
    updated_at: '2026-11-30T10:00:00Z',
    ...overrides,
  });

const RECORD: ClaimRecord = { comment: 41, thread: 7, run: 'run-1', since: '2026-11-30T10:00:00Z' };

describe('claimApproval', () => {
  it('a claim this step made is recorded for the post step: the comment, its thread, the run as read before', async () => {
    const { state, saves } = stateOver();
    const { comment, signals } = trackingAnswering('claimed');
    const signal = new AbortController().signal;
    expect(await claimApproval({ state, signal }, comment, run())).toBe('claimed');
    expect(signals).toEqual([signal]);
    expect(saves).toEqual([['approval_claim', JSON.stringify(RECORD)]]);
    expect(leftClaim(state)).toEqual(RECORD);
  });

  it("the claim's reaction, as GitHub answered it, is recorded with it", async () => {
    const { state, saves } = stateOver();
    const signal = new AbortController().signal;
    const { comment } = trackingAnswering('claimed', true, 9001);
    expect(await claimApproval({ state, signal }, comment, run())).toBe('claimed');
    expect(saves).toEqual([['approval_claim', JSON.stringify({ ...RECORD, reaction: 9001 })]]);
    expect(leftClaim(state)).toEqual({ ...RECORD, reaction: 9001 });
  });

  it("a claim that was there already is another approval's: nothing recorded", async () => {
    const { state, saves } = stateOver();
    const signal = new AbortController().signal;
    expect(await claimApproval({ state, signal }, trackingAnswering('taken').comment, run())).toBe('taken');
    expect(saves).toEqual([]);
  });

  it('a claim GitHub did not answer: its error, and nothing recorded (its record would be a guess)', async () => {
    const { state, saves } = stateOver();
    const signal = new AbortController().signal;
    const failing = trackingAnswering(new Error('Bad Gateway')).comment;
    await expect(claimApproval({ state, signal }, failing, run())).rejects.toThrow('Bad Gateway');
    expect(saves).toEqual([]);
  });

  it('a comment with no id: nothing to record', async () => {
    const { state, saves } = stateOver();
    const signal = new AbortController().signal;
    expect(await claimApproval({ state, signal }, trackingAnswering('claimed', false).comment, run())).toBe(
      'claimed',
    );
    expect(saves).toEqual([]);
  });
});

describe('claimDecided', () => {
  it('clears a record, and saves nothing when there is none', () => {
    const held = stateOver({ approval_claim: JSON.stringify(RECORD) });
    claimDecided(held);
    expect(held.saves).toEqual([['approval_claim', '']]);
    expect(leftClaim(held.state)).toBeUndefined();
    const none = stateOver();
    claimDecided(none);
    expect(none.saves).toEqual([]);
  });
});

describe('takeBackUnsent', () => {
  const log = () => {
    const lines: string[] = [];
    return { lines, host: { log: { warning: (line: string) => lines.push(`warning: ${line}`) } } };
  };
  const held = { ...RECORD, reaction: 9001 };

  it('marks the record unsent, then takes back its own reaction and clears the record', async () => {
    const { state, saves } = stateOver({ approval_claim: JSON.stringify(held) });
    const { comment, unclaims } = trackingAnswering('claimed');
    const { lines, host } = log();
    const signal = new AbortController().signal;
    await takeBackUnsent({ state, signal, host }, comment);
    expect(saves).toEqual([
      ['approval_claim', JSON.stringify({ ...held, unsent: true })],
      ['approval_claim', ''],
    ]);
    expect(unclaims).toEqual([[signal, 9001]]);
    expect(lines).toEqual([]);
  });

  it('GitHub failing the removal: a warning, and the record left unsent for the post step', async () => {
    const { state, saved } = stateOver({ approval_claim: JSON.stringify(held) });
    const { comment } = trackingAnswering('claimed', true, undefined, new Error('Bad Gateway'));
    const { lines, host } = log();
    await takeBackUnsent({ state, signal: new AbortController().signal, host }, comment);
    expect(lines).toEqual([
      'warning: could not remove the approval claim from the tracking comment: Bad Gateway; the post step takes it back',
    ]);
    expect(leftClaim(stateOver(saved).state)).toEqual({ ...held, unsent: true });
  });

  it('a step cut short: the record marked unsent, nothing asked of GitHub (its signal would end it)', async () => {
    const { state, saves } = stateOver({ approval_claim: JSON.stringify(RECORD) });
    const { comment, unclaims } = trackingAnswering('claimed');
    const { lines, host } = log();
    const cut = new AbortController();
    cut.abort();
    await takeBackUnsent({ state, signal: cut.signal, host }, comment);
    expect(saves).toEqual([['approval_claim', JSON.stringify({ ...RECORD, unsent: true })]]);
    expect(unclaims).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('no record (the claim was never answered): the claim taken back all the same, nothing saved', async () => {
    const { state, saves } = stateOver();
    const { comment, unclaims } = trackingAnswering('claimed');
    const signal = new AbortController().signal;
    await takeBackUnsent({ state, signal, host: log().host }, comment);
    expect(unclaims).toEqual([[signal, undefined]]);
    expect(saves).toEqual([]);
  });
});

describe('leftClaim', () => {
  const read = (saved: string) => leftClaim(stateOver({ approval_claim: saved }).state);

  it('reads a record as it was saved, and nothing of what it does not know', () => {
    expect(read(JSON.stringify({ ...RECORD, more: 1 }))).toEqual(RECORD);
    expect(read(JSON.stringify({ ...RECORD, reaction: 9001, unsent: true }))).toEqual({
      ...RECORD,
      reaction: 9001,
      unsent: true,
    });
    expect(leftClaim(stateOver().state)).toBeUndefined();
  });

  it.each([
    ['a reaction that is not a whole number', { reaction: '9001' }],
    ['a reaction with a fraction', { reaction: 9001.5 }],
    ['unsent that is not true', { unsent: 'true' }],
    ['unsent false', { unsent: false }],
  ])('%s: the record without it', (_, more) => {
    expect(read(JSON.stringify({ ...RECORD, ...more }))).toEqual(RECORD);
  });

  it.each([
    ['not JSON', '{"comment":'],
    ['null', 'null'],
    ['a string', '"claimed"'],
    ['a comment id that is not a whole number', JSON.stringify({ ...RECORD, comment: '41' })],
    ['a comment id with a fraction', JSON.stringify({ ...RECORD, comment: 41.5 })],
    ['no thread', JSON.stringify({ ...RECORD, thread: undefined })],
    ['a thread that is not a number', JSON.stringify({ ...RECORD, thread: '7' })],
    ['a run id that is not a string', JSON.stringify({ ...RECORD, run: 1 })],
    ['no time', JSON.stringify({ ...RECORD, since: undefined })],
    ['a time that is not a string', JSON.stringify({ ...RECORD, since: 0 })],
  ])('a record that does not read (%s): none', (_, saved) => {
    expect(read(saved)).toBeUndefined();
  });
});

describe('neverReached', () => {
  it('the run unmoved since the claim and stopped: the approval never reached it', () => {
    expect(neverReached(RECORD, run())).toBe(true);
    expect(neverReached(RECORD, run({ state: 'BLOCKED' }))).toBe(true);
  });

  it.each([
    ['moved since (a new execution)', { updated_at: '2026-11-30T10:00:05Z' }],
    ['at work at the same time', { state: 'INPROGRESS' }],
    ['queued at the same time', { state: 'QUEUED' }],
    ['another run', { run_id: 'run-2' }],
  ])('a run %s: it may have', (_, overrides) => {
    expect(neverReached(RECORD, run(overrides))).toBe(false);
  });
});

describe('movedOn', () => {
  it('a run changed since, or at work, moved on; one unchanged and stopped did not', () => {
    const since = '2026-11-30T10:00:00Z';
    expect(movedOn(since, run())).toBe(false);
    expect(movedOn(since, run({ state: 'BLOCKED' }))).toBe(false);
    expect(movedOn(since, run({ updated_at: '2026-11-30T10:00:01Z' }))).toBe(true);
    expect(movedOn(since, run({ state: 'INPROGRESS' }))).toBe(true);
  });
});
