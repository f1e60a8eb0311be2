import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveMarkerKey } from '../../src/flow/marker-key.ts';
import { Redactor } from '../../src/shared/redact.ts';
import {
  carried,
  decodeMarker,
  encodeMarker,
  hasMarker,
  nextMarker,
  remark,
  ROUTED_MAX,
  type MarkerState,
} from '../../src/render/marker.ts';
import { anyString } from '../helpers/fuzz.ts';

const API_KEY = 'sk-test-1234567890abcdef';
const KEY = deriveMarkerKey(API_KEY);
const STATE: MarkerState = { v: 2, key: 'k1', run: 'r1', conversation: 'c1', state: 'INPROGRESS' };
const payloadOf = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('hex');

/** The MAC computed here from the definition, not by the code under test. */
function expectedMac(payload: string, apiKey = API_KEY): string {
  const key = createHmac('sha256', apiKey).update('cloud-agent-action marker v2').digest();
  return createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('hex');
}

describe('the marker', () => {
  it('is the state as hex JSON and an HMAC-SHA256 of it (128 bits) under a key derived from the API key', () => {
    const payload = payloadOf(STATE);
    expect(encodeMarker(STATE, KEY)).toBe(
      `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`,
    );
    expect(decodeMarker(`text\n\n${encodeMarker(STATE, KEY)}`, KEY)).toEqual(STATE);
    expect(decodeMarker(`text\n\n${encodeMarker(STATE, KEY)}\n  \n`, KEY)).toEqual(STATE);
    expect(hasMarker(`text\n\n${encodeMarker(STATE, KEY)}`, KEY)).toBe(true);
  });

  it('keeps the optional fields it knows and drops anything else', () => {
    const payload = payloadOf({
      ...STATE,
      factory: 'fac',
      comment: '77',
      commentKind: 'review',
      phase: 'detached',
      deadline: '2026-11-23T12:30:00.000Z',
      cancel: false,
      extra: 'x',
      run: 5,
    });
    const marker = `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
    expect(decodeMarker(marker, KEY)).toEqual({
      v: 2,
      key: 'k1',
      conversation: 'c1',
      state: 'INPROGRESS',
      factory: 'fac',
      comment: '77',
      commentKind: 'review',
      phase: 'detached',
      deadline: '2026-11-23T12:30:00.000Z',
      cancel: false,
    });
  });

  it('keeps a closing reaction owed (🚀 or 😕) and drops any other; never carries it to the next report', () => {
    const signed = (owes: unknown) => {
      const payload = payloadOf({ ...STATE, owes });
      return `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
    };
    expect(decodeMarker(signed('rocket'), KEY)).toEqual({ ...STATE, owes: 'rocket' });
    expect(decodeMarker(signed('confused'), KEY)).toEqual({ ...STATE, owes: 'confused' });
    for (const bad of ['eyes', '+1', true, 1, null]) expect(decodeMarker(signed(bad), KEY)).toEqual(STATE);
    expect(carried({ ...STATE, comment: '7', owes: 'rocket' })).toEqual({ key: 'k1', comment: '7' });
  });

  it("keeps that the report could not read the run's conversation (true only); set anew by each write, never carried", () => {
    const signed = (unread: unknown) => {
      const payload = payloadOf({ ...STATE, phase: 'final', unread });
      return `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
    };
    const shown = { ...STATE, phase: 'final' };
    expect(decodeMarker(signed(true), KEY)).toEqual({ ...shown, unread: true });
    for (const bad of [false, 'true', 1, null]) expect(decodeMarker(signed(bad), KEY)).toEqual(shown);
    const last: MarkerState = { ...shown, unread: true, deadline: '2026-11-23T12:30:00.000Z' };
    expect(carried(last)).toEqual({ key: 'k1', deadline: '2026-11-23T12:30:00.000Z' });
    const run = { run_id: 'r1', state: 'SUCCEEDED', updated_at: '2026-11-23T12:00:00Z' };
    const next = { v: 2, key: 'k1', deadline: '2026-11-23T12:30:00.000Z', run: 'r1', state: 'SUCCEEDED' };
    expect(nextMarker(carried(last), run, 'final', true)).toEqual({
      ...next,
      phase: 'final',
      seen: '2026-11-23T12:00:00Z',
      unread: true,
    });
    expect(nextMarker(carried(last), run, 'final')).toEqual({
      ...next,
      phase: 'final',
      seen: '2026-11-23T12:00:00Z',
    });
  });

  it('keeps that no comment showed the run before a request was recorded (true only); never carried', () => {
    const signed = (unshown: unknown) => {
      const payload = payloadOf({ ...STATE, phase: 'sending', unshown });
      return `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
    };
    const shown = { ...STATE, phase: 'sending' };
    expect(decodeMarker(signed(true), KEY)).toEqual({ ...shown, unshown: true });
    for (const bad of [false, 'true', 1, null]) expect(decodeMarker(signed(bad), KEY)).toEqual(shown);
    expect(carried({ ...shown, unshown: true, comment: '7' })).toEqual({ key: 'k1', comment: '7' });
  });

  it('remark: the marker that ends a body replaced, the text before it kept; appended to a body without one', () => {
    const next: MarkerState = { ...STATE, phase: 'final' };
    expect(remark(`report\n\n${encodeMarker(STATE, KEY)}`, next, KEY)).toBe(
      `report\n\n${encodeMarker(next, KEY)}`,
    );
    expect(remark('report\n\n', next, KEY)).toBe(`report\n\n${encodeMarker(next, KEY)}`);
    expect(decodeMarker(remark(`a\n${encodeMarker(STATE, KEY)}`, next, KEY), KEY)).toEqual(next);
  });

  it('keeps a plan mark of the right shape, and drops one of any other', () => {
    const plan = { by: 'ada', before: ['u1', 'u2'] };
    const signed = (value: unknown) => {
      const payload = payloadOf({ ...STATE, plan: value });
      return `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
    };
    expect(decodeMarker(signed(plan), KEY)).toEqual({ ...STATE, plan });
    expect(decodeMarker(signed({ by: 'ada', before: [] }), KEY)).toEqual({
      ...STATE,
      plan: { by: 'ada', before: [] },
    });
    for (const bad of [
      null,
      'ada',
      { by: 1, before: [] },
      { by: 'ada' },
      { by: 'ada', before: [1] },
      { before: [] },
    ]) {
      expect(decodeMarker(signed(bad), KEY)).toEqual(STATE);
    }
    expect(decodeMarker(encodeMarker({ ...STATE, plan }, KEY), KEY)).toEqual({ ...STATE, plan });
  });

  it('keeps a result mark of the right shape, dropping a malformed optional part alone, and one of any other shape', () => {
    const result = {
      digest: '0123456789abcdef0123456789abcdef',
      packed: 'q1YqSSxKSS0uUbJSKsnMS1WqBQA=',
      left: 1,
      before: ['f1'],
      sent: 1,
      asked: '2026-11-21T12:00:00Z',
    };
    const signed = (value: unknown) => {
      const payload = payloadOf({ ...STATE, result: value });
      return `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
    };
    expect(decodeMarker(encodeMarker({ ...STATE, result }, KEY), KEY)).toEqual({ ...STATE, result });
    const byFile = { digest: result.digest, file: 'schemas/r.json', left: 0, before: [] };
    expect(decodeMarker(signed(byFile), KEY)).toEqual({ ...STATE, result: byFile });
    const { packed: _p, sent: _s, asked: _a, ...bare } = result;
    expect(decodeMarker(signed({ ...result, packed: 1, sent: 0, asked: 2, file: [] }), KEY)).toEqual({
      ...STATE,
      result: bare,
    });
    expect(decodeMarker(signed({ ...result, sent: 1.5 }), KEY)!.result).not.toHaveProperty('sent');
    // Whether the report could read the run's conversation is the marker's (`unread`), not the result's.
    expect(decodeMarker(signed({ ...bare, unread: true }), KEY)!.result).toEqual(bare);
    const many = Array.from({ length: 120 }, (_, i) => `f${i}`);
    expect(decodeMarker(signed({ ...bare, before: many }), KEY)!.result!.before).toEqual(many.slice(20));
    for (const bad of [
      null,
      'x',
      { ...bare, digest: 'ABC' },
      { ...bare, digest: undefined },
      { ...bare, left: -1 },
      { ...bare, left: 0.5 },
      { ...bare, left: '1' },
      { ...bare, before: 'f1' },
      { ...bare, before: [1] },
    ]) {
      expect(decodeMarker(signed(bad), KEY), JSON.stringify(bad)).toEqual(STATE);
    }
  });

  it("keeps a plan's rule and the plan shown when of the right shape, dropping a malformed part alone", () => {
    const signed = (value: unknown) => {
      const payload = payloadOf({ ...STATE, plan: value });
      return `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
    };
    const shown = { uid: 'p2', digest: '0123456789abcdef', at: '2026-11-27T10:00:00Z' };
    const plan = { by: 'ada', before: ['plan:p1#fedcba9876543210'], rule: 'not-requester', shown };
    expect(decodeMarker(signed(plan), KEY)).toEqual({ ...STATE, plan });
    expect(
      decodeMarker(encodeMarker({ ...STATE, plan: { ...plan, rule: 'allowed' } }, KEY), KEY)!.plan,
    ).toEqual({
      ...plan,
      rule: 'allowed',
    });
    const base = { by: 'ada', before: [] };
    for (const [given, kept] of [
      [{ ...base, rule: 'anyone' }, base],
      [{ ...base, rule: 1 }, base],
      [{ ...base, shown: 'p2' }, base],
      [{ ...base, shown: { digest: shown.digest } }, base],
      [{ ...base, shown: { uid: '' } }, base],
      [
        { ...base, shown: { ...shown, digest: '0123456789ABCDEF' } },
        { ...base, shown: { uid: 'p2', at: shown.at } },
      ],
      [
        { ...base, shown: { ...shown, digest: 'abc' } },
        { ...base, shown: { uid: 'p2', at: shown.at } },
      ],
      [
        { ...base, shown: { ...shown, at: 'soon' } },
        { ...base, shown: { uid: 'p2', digest: shown.digest } },
      ],
      [
        { ...base, shown: { ...shown, at: 5 } },
        { ...base, shown: { uid: 'p2', digest: shown.digest } },
      ],
      [
        { ...base, revisedBy: ['grace', 'linus'] },
        { ...base, revisedBy: ['grace', 'linus'] },
      ],
      [
        { ...base, revisedBy: ['grace', ''] },
        { ...base, revisedBy: ['grace'] },
      ],
      [{ ...base, revisedBy: [] }, base],
      [
        { ...base, shown: { uid: 'p2', unread: true } },
        { ...base, shown: { uid: 'p2', unread: true } },
      ],
      [
        { ...base, shown: { uid: 'p2', unread: 'yes' } },
        { ...base, shown: { uid: 'p2' } },
      ],
      [
        { ...base, shown: { uid: 'p2', unread: false } },
        { ...base, shown: { uid: 'p2' } },
      ],
      [{ ...base, revisedBy: ['grace', 7] }, base],
      [{ ...base, revisedBy: 'grace' }, base],
    ] as const) {
      expect(decodeMarker(signed(given), KEY)).toEqual({ ...STATE, plan: kept });
    }
  });

  it('stays small: a plan mark with its rule, an earlier plan and the plan shown is under 600 hex characters', () => {
    const plan = {
      by: 'a-long-login-name-39-characters-long-xy',
      before: ['plan:3f1c2b7e-9d4a-4e8b-a2c1-5f6e7d8c9b0a#0123456789abcdef'],
      rule: 'not-requester' as const,
      shown: {
        uid: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
        digest: 'fedcba9876543210',
        at: '2026-11-27T10:00:00Z',
      },
    };
    const extra = encodeMarker({ ...STATE, plan }, KEY).length - encodeMarker(STATE, KEY).length;
    expect(extra).toBeLessThan(600);
  });

  it('keeps an origin of the right shape, its fields of another form left out; drops one of no known kind', () => {
    const origin = {
      kind: 'comment',
      number: 2,
      author: 'octo-cat[bot]',
      comment: 'https://github.com/acme/app/pull/2#issuecomment-7',
      workflowRun: 'https://github.com/acme/app/actions/runs/9001',
    };
    const signed = (value: unknown) => {
      const payload = payloadOf({ ...STATE, origin: value });
      return `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
    };
    expect(decodeMarker(signed(origin), KEY)).toEqual({ ...STATE, origin });
    expect(
      decodeMarker(
        signed({
          ...origin,
          number: 0,
          author: '@ops',
          comment: 'javascript:x',
          workflowRun: 'https://x.test/a b',
          event: 'Push!',
          extra: 1,
        }),
        KEY,
      ),
    ).toEqual({ ...STATE, origin: { kind: 'comment' } });
    for (const bad of [{ kind: 'rumour' }, 'issue', ['issue'], null, { number: 2 }])
      expect(decodeMarker(signed(bad), KEY)).toEqual(STATE);
  });

  it('drops known fields of the wrong type', () => {
    const payload = payloadOf({ ...STATE, commentKind: 'pr', phase: 3, deadline: 0, cancel: 'yes', seen: 7 });
    const marker = `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
    expect(decodeMarker(marker, KEY)).toEqual(STATE);
  });

  it('keeps a budget and its baseline through a round trip; drops a budget of 0, and either when not a finite number of 0 or more', () => {
    const kept = { ...STATE, budget: 25, baseline: 30.5 };
    expect(decodeMarker(encodeMarker(kept, KEY), KEY)).toEqual(kept);
    expect(decodeMarker(encodeMarker({ ...STATE, budget: 0.01, baseline: 0 }, KEY), KEY)).toEqual({
      ...STATE,
      budget: 0.01,
      baseline: 0,
    });
    for (const [budget, baseline] of [
      [0, -1],
      [-5, '3'],
      ['25', null],
      ['Infinity', {}],
      [null, true],
    ]) {
      const payload = payloadOf({ ...STATE, budget, baseline });
      const marker = `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
      expect(decodeMarker(marker, KEY), `${String(budget)} ${String(baseline)}`).toEqual(STATE);
    }
  });

  it("keeps what a reset of the service's count kept through a round trip (0 included); drops it when not a number of 0 or more", () => {
    const kept = { ...STATE, budget: 5, baseline: 60, kept: 0 };
    expect(decodeMarker(encodeMarker(kept, KEY), KEY)).toEqual(kept);
    expect(decodeMarker(encodeMarker({ ...kept, kept: 7.5 }, KEY), KEY)).toEqual({ ...kept, kept: 7.5 });
    for (const bad of [-1, '3', null, Infinity, {}]) {
      const payload = payloadOf({ ...STATE, kept: bad });
      const marker = `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
      expect(decodeMarker(marker, KEY), String(bad)).toEqual(STATE);
    }
  });

  it("keeps the run's credits as shown (0 included), drops a bad one; set anew by each write from the run, never carried", () => {
    const shown = { ...STATE, phase: 'final', credits: 1250.5 };
    expect(decodeMarker(encodeMarker(shown, KEY), KEY)).toEqual(shown);
    expect(decodeMarker(encodeMarker({ ...shown, credits: 0 }, KEY), KEY)).toEqual({ ...shown, credits: 0 });
    for (const bad of [-1, '3', null, Infinity, {}]) {
      const payload = payloadOf({ ...STATE, credits: bad });
      const marker = `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
      expect(decodeMarker(marker, KEY), String(bad)).toEqual(STATE);
    }
    expect(carried({ ...shown, kept: 3 })).toEqual({ key: 'k1', kept: 3 });
    const run = { run_id: 'r1', state: 'CANCELLED', updated_at: '2026-11-23T12:00:00Z' };
    const next = { v: 2, key: 'k1', kept: 3, run: 'r1', state: 'CANCELLED', phase: 'final' };
    const usage = { inference_cost: 40, compute_cost: 2.5, inference_cost_usd: 9 };
    expect(
      nextMarker(carried({ ...shown, kept: 3 }), { ...run, request_usage: usage }, 'final'),
    ).toStrictEqual({
      ...next,
      credits: 42.5,
      seen: '2026-11-23T12:00:00Z',
    });
    // A run that reports no usage: none recorded, not the last write's.
    expect(nextMarker(carried({ ...shown, kept: 3 }), run, 'final')).toStrictEqual({
      ...next,
      seen: '2026-11-23T12:00:00Z',
    });
  });

  it('keeps the requested model through a round trip; drops one that is not text', () => {
    const kept = { ...STATE, model: 'claude-4-5-sonnet' };
    expect(decodeMarker(encodeMarker(kept, KEY), KEY)).toEqual(kept);
    for (const model of [42, null, ['gpt-5'], { id: 'gpt-5' }]) {
      const payload = payloadOf({ ...STATE, model });
      const marker = `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
      expect(decodeMarker(marker, KEY), JSON.stringify(model)).toEqual(STATE);
    }
  });

  it('keeps the head a review was of through a round trip; drops one that is not a 40-character SHA', () => {
    const kept = { ...STATE, reviewed: 'a'.repeat(40) };
    expect(decodeMarker(encodeMarker(kept, KEY), KEY)).toEqual(kept);
    for (const reviewed of [
      'a'.repeat(39),
      'a'.repeat(41),
      `x${'a'.repeat(40)}`,
      'A'.repeat(40),
      ['a'.repeat(40)],
      42,
      null,
    ]) {
      const payload = payloadOf({ ...STATE, reviewed });
      const marker = `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
      expect(decodeMarker(marker, KEY), JSON.stringify(reviewed)).toEqual(STATE);
    }
  });

  it('keeps a request on its way (its comment, the run read before) through a round trip; drops one of another shape', () => {
    const kept = { ...STATE, sending: { comment: '1800000002', since: '2026-12-02T10:00:00Z' } };
    expect(decodeMarker(encodeMarker(kept, KEY), KEY)).toEqual(kept);
    for (const sending of [
      null,
      '1800000002',
      { comment: '1800000002' },
      { since: '2026-12-02T10:00:00Z' },
      { comment: 1800000002, since: '2026-12-02T10:00:00Z' },
      { comment: '1800000002', since: null },
    ]) {
      const payload = payloadOf({ ...STATE, sending });
      const marker = `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
      expect(decodeMarker(marker, KEY), JSON.stringify(sending)).toEqual(STATE);
    }
    // Carried to the next write, as the asking comment is, until the step that sent it clears it.
    expect(carried(kept)).toMatchObject({ sending: kept.sending });
    // With the credits the request was sent at, and what a reset seen since kept of its work; figures that are no
    // credits are dropped, the record kept.
    const counted = { ...STATE, sending: { ...kept.sending, baseline: 20, kept: 0 } };
    expect(decodeMarker(encodeMarker(counted, KEY), KEY)).toEqual(counted);
    for (const figure of [-1, '3', null, Number.POSITIVE_INFINITY]) {
      const payload = payloadOf({ ...STATE, sending: { ...kept.sending, baseline: figure, kept: figure } });
      const marker = `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
      expect(decodeMarker(marker, KEY), String(figure)).toEqual(kept);
    }
  });

  it('keeps the comments routed before the last through a round trip, the newest ROUTED_MAX; drops a list of another shape', () => {
    const kept = { ...STATE, comment: '1800000003', routed: ['1800000001', '1800000002'] };
    expect(decodeMarker(encodeMarker(kept, KEY), KEY)).toEqual(kept);
    const many = Array.from({ length: ROUTED_MAX + 2 }, (_, i) => String(1800000000 + i));
    const payload = payloadOf({ ...STATE, routed: many });
    expect(decodeMarker(`<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`, KEY)).toEqual(
      {
        ...STATE,
        routed: many.slice(2),
      },
    );
    for (const routed of [
      null,
      '1800000001',
      [],
      [1800000001],
      ['1800000001', null],
      ['1800000001', 'x1'],
      ['1800000001', ''],
      ['1'.repeat(21)],
      { 0: '1800000001' },
    ]) {
      const payload = payloadOf({ ...STATE, routed });
      const marker = `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
      expect(decodeMarker(marker, KEY), JSON.stringify(routed)).toEqual(STATE);
    }
    expect(carried(kept)).toMatchObject({ routed: kept.routed });
  });

  it("keeps a review's verdict and severities through a round trip; drops a mark of another shape", () => {
    const kept = {
      ...STATE,
      review: { verdict: 'needs-changes' as const, severities: ['critical' as const, 'nit' as const] },
    };
    expect(decodeMarker(encodeMarker(kept, KEY), KEY)).toEqual(kept);
    const none = { ...STATE, review: { verdict: 'correct' as const, severities: [] } };
    expect(decodeMarker(encodeMarker(none, KEY), KEY)).toEqual(none);
    for (const review of [
      null,
      'needs-changes',
      { verdict: 'maybe', severities: [] },
      { severities: ['nit'] },
      { verdict: 'correct' },
      { verdict: 'correct', severities: 'nit' },
      { verdict: 'correct', severities: ['nit', 'blocker'] },
      { verdict: 'correct', severities: [null] },
    ]) {
      const payload = payloadOf({ ...STATE, review });
      const marker = `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
      expect(decodeMarker(marker, KEY), JSON.stringify(review)).toEqual(STATE);
    }
  });

  it('trusts only the marker that ends the comment', () => {
    const real = encodeMarker(STATE, KEY);
    const other = encodeMarker({ ...STATE, run: 'r-planted' }, KEY);
    expect(decodeMarker(`${real}\n\nand some text after it`, KEY)).toBeUndefined();
    expect(decodeMarker(`${other}\n\n${real}`, KEY)).toEqual(STATE);
    expect(decodeMarker(`${real} -->`, KEY)).toBeUndefined();
    expect(hasMarker(`${real}\n\nmore`, KEY)).toBe(false);
  });

  it('refuses a marker whose MAC does not verify: another key, a changed state, a forged or missing MAC', () => {
    const payload = payloadOf(STATE);
    const forged = payloadOf({ ...STATE, run: 'r-forged' });
    const refused = [
      encodeMarker(STATE, deriveMarkerKey('sk-another-key')),
      `<!-- cloud-agent-action:state ${forged}.${expectedMac(payload)} -->`,
      `<!-- cloud-agent-action:state ${payload}.${'A'.repeat(22)} -->`,
      `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload).slice(0, 21)} -->`,
      `<!-- cloud-agent-action:state ${payload} -->`,
      `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)}`,
      '<!-- cloud-agent-action:state !!! -->',
      '',
    ];
    for (const body of refused) expect(decodeMarker(body, KEY), body).toBeUndefined();
    expect(decodeMarker(undefined, KEY)).toBeUndefined();
    expect(decodeMarker(null, KEY)).toBeUndefined();
  });

  it('keeps an issue comment kind; refuses a state without a string key or version 2, or not an object', () => {
    const signed = (value: unknown) => {
      const payload = payloadOf(value);
      return `<!-- cloud-agent-action:state ${payload}.${expectedMac(payload)} -->`;
    };
    expect(decodeMarker(signed({ v: 2, key: 'k', commentKind: 'issue' }), KEY)).toEqual({
      v: 2,
      key: 'k',
      commentKind: 'issue',
    });
    expect(decodeMarker(signed({ v: 2, key: '' }), KEY)).toEqual({ v: 2, key: '' });
    expect(
      decodeMarker(signed({ v: 2, key: 'k', conversation: 1, state: 2, factory: 3, comment: 4 }), KEY),
    ).toEqual({ v: 2, key: 'k' });
    for (const value of [{ v: 2 }, { v: 2, key: 7 }, { key: 'k' }, { v: '2', key: 'k' }, null, 2, 'x', []]) {
      expect(decodeMarker(signed(value), KEY), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('carries a state of up to 24,000 bytes (48,000 hex digits), not one more', () => {
    // {"v":2,"key":""} is 16 bytes.
    const largest: MarkerState = { v: 2, key: 'k'.repeat(24_000 - 16) };
    expect(encodeMarker(largest, KEY)).toHaveLength(30 + 48_000 + 1 + 32 + 4);
    expect(decodeMarker(encodeMarker(largest, KEY), KEY)).toEqual(largest);
    expect(decodeMarker(encodeMarker({ v: 2, key: 'k'.repeat(24_000 - 15) }, KEY), KEY)).toBeUndefined();
    // A signed state and its MAC without the marker's start (29 characters where its 30 were), or after junk.
    const payload = payloadOf(STATE);
    expect(decodeMarker(`${'x'.repeat(29)}${payload}.${expectedMac(payload)} -->`, KEY)).toBeUndefined();
    expect(
      decodeMarker(`<!-- cloud-agent-action:state zz${payload}.${expectedMac(payload)} -->`, KEY),
    ).toBeUndefined();
    // A marker's end with no start, and one with no state in it.
    expect(decodeMarker('just text -->', KEY)).toBeUndefined();
    expect(decodeMarker(`<!-- cloud-agent-action:state .${expectedMac('')} -->`, KEY)).toBeUndefined();
    const one = payloadOf(2).slice(0, 1);
    expect(decodeMarker(`<!-- cloud-agent-action:state ${one}.${expectedMac(one)} -->`, KEY)).toBeUndefined();
  });

  it('no longer trusts a version 1 marker, with or without a MAC', () => {
    const v1 = payloadOf({ v: 1, key: 'k1', run: 'r1' });
    expect(decodeMarker(`<!-- cloud-agent-action:state ${v1} -->`, KEY)).toBeUndefined();
    expect(decodeMarker(`<!-- cloud-agent-action:state ${v1}.${expectedMac(v1)} -->`, KEY)).toBeUndefined();
    const notJson = Buffer.from('{v:2').toString('hex');
    expect(
      decodeMarker(`<!-- cloud-agent-action:state ${notJson}.${expectedMac(notJson)} -->`, KEY),
    ).toBeUndefined();
  });

  it('derives the key from the API key alone: the same key signs the same, a rotated key refuses', () => {
    expect(
      decodeMarker(encodeMarker(STATE, deriveMarkerKey(API_KEY)), deriveMarkerKey(` ${API_KEY}\n`)),
    ).toEqual(STATE);
    expect(decodeMarker(encodeMarker(STATE, KEY), deriveMarkerKey(`${API_KEY}x`))).toBeUndefined();
    expect(String(KEY)).not.toContain(API_KEY);
    expect(JSON.stringify(KEY)).toBe('{}');
  });

  it('passes through the redaction every comment gets unchanged, whatever it carries (hex spells no token)', () => {
    const redactor = new Redactor();
    redactor.add(API_KEY, 'apiKey');
    const text = anyString({ maxLength: 60 });
    fc.assert(
      fc.property(text, text, text, (key, run, comment) => {
        const marker = encodeMarker({ v: 2, key, run, comment, state: 'ghp_' + 'a'.repeat(36) }, KEY);
        expect(redactor.redact(marker)).toBe(marker);
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });
});
