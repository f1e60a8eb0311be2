/**
 * The job summary of `command: settle` (src/render/settle.ts): how many runs it settled (every action counted or not
 * as the `settled` output says), and the exact summary for each case the settle can meet: one run or many, the
 * service scanning because it cannot filter, a truncated read, no github-token, nothing left to list. The summary
 * of a whole settle against the simulator is in test/flow/settle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  renderSettleSummary,
  settledCount,
  type SettleAction,
  type SettleResult,
  type SettleSummaryInput,
} from '../../src/render/settle.ts';

const result = (action: SettleAction, extra: Partial<SettleResult> = {}): SettleResult => ({
  run_id: `run-${action}`,
  state: 'SUCCEEDED',
  thread: 7,
  comment_url: 'https://github.com/acme/app/issues/7#issuecomment-1',
  action,
  detail: `${action} detail`,
  ...extra,
});

const summary = (extra: Partial<SettleSummaryInput>): string =>
  renderSettleSummary({
    repository: 'acme/app',
    windowMinutes: 60,
    results: [],
    scanned: false,
    truncated: false,
    withoutGitHub: undefined,
    ...extra,
  });

const SCANNED = 'The service does not filter runs by metadata for this team: the newest runs were scanned';

describe('settledCount', () => {
  it('counts the runs whose report was finished, blocked, cancelled or timed out; not the others', () => {
    const actions: SettleAction[] = [
      'finished',
      'blocked',
      'cancelled',
      'timed-out',
      'working',
      'already-settled',
      'not-settled',
      'repair-asked',
    ];
    for (const action of actions) {
      const settled = ['finished', 'blocked', 'cancelled', 'timed-out'].includes(action) ? 1 : 0;
      expect(settledCount([result(action)]), action).toBe(settled);
    }
    expect(settledCount(actions.map((a) => result(a)))).toBe(4);
    expect(settledCount([])).toBe(0);
  });
});

describe('renderSettleSummary', () => {
  it('one run in one minute: singular words, the row linked to its comment', () => {
    expect(
      summary({
        windowMinutes: 1,
        results: [result('blocked', { state: 'BLOCKED', detail: 'waits | for input' })],
      }),
    ).toBe(
      [
        '### Cloud agent settle: acme/app',
        '',
        '1 run of this repository changed in the last 1 minute: 1 settled, 0 still working, 0 not settled, 0 already settled before.',
        '',
        '| run | thread | state | done | detail |',
        '|---|---|---|---|---|',
        '| `run-blocked` | [#7](https://github.com/acme/app/issues/7#issuecomment-1) | `BLOCKED` | blocked | waits \\| for input |',
        '',
      ].join('\n'),
    );
  });

  it('runs asked to repair their results: counted after the others, and listed', () => {
    expect(summary({ results: [result('repair-asked'), result('repair-asked'), result('finished')] })).toBe(
      [
        '### Cloud agent settle: acme/app',
        '',
        '3 runs of this repository changed in the last 60 minutes: 1 settled, 0 still working, 0 not settled, 0 already settled before, 2 asked to repair their results.',
        '',
        '| run | thread | state | done | detail |',
        '|---|---|---|---|---|',
        '| `run-repair-asked` | [#7](https://github.com/acme/app/issues/7#issuecomment-1) | `SUCCEEDED` | repair-asked | repair-asked detail |',
        '| `run-repair-asked` | [#7](https://github.com/acme/app/issues/7#issuecomment-1) | `SUCCEEDED` | repair-asked | repair-asked detail |',
        '| `run-finished` | [#7](https://github.com/acme/app/issues/7#issuecomment-1) | `SUCCEEDED` | finished | finished detail |',
        '',
      ].join('\n'),
    );
    expect(summary({ results: [result('repair-asked')] })).toContain(
      '0 already settled before, 1 asked to repair its result.',
    );
  });

  it('nothing changed: the counts and no table', () => {
    expect(summary({ repository: 'acme/@app' })).toBe(
      [
        '### Cloud agent settle: acme/@\u2060app',
        '',
        '0 runs of this repository changed in the last 60 minutes: 0 settled, 0 still working, 0 not settled, 0 already settled before.',
        '',
      ].join('\n'),
    );
  });

  it('runs all settled before: counted, not listed', () => {
    expect(summary({ results: [result('already-settled'), result('already-settled')] })).toBe(
      [
        '### Cloud agent settle: acme/app',
        '',
        '2 runs of this repository changed in the last 60 minutes: 0 settled, 0 still working, 0 not settled, 2 already settled before.',
        '',
      ].join('\n'),
    );
  });

  it('scanned (no metadata filter), with and without reaching the bound of the scan', () => {
    const results = [
      result('timed-out', { state: 'INPROGRESS', comment_url: 'javascript:alert(1)' }),
      result('working', { state: 'INPROGRESS', thread: null }),
    ];
    const rows = [
      '| run | thread | state | done | detail |',
      '|---|---|---|---|---|',
      '| `run-timed-out` | #7 | `INPROGRESS` | timed-out | timed-out detail |',
      '| `run-working` | — | `INPROGRESS` | working | working detail |',
    ];
    const head = [
      '### Cloud agent settle: acme/app',
      '',
      '2 runs of this repository changed in the last 60 minutes: 1 settled, 1 still working, 0 not settled, 0 already settled before.',
      '',
    ];
    expect(summary({ results, scanned: true })).toBe([...head, `${SCANNED}.`, '', ...rows, ''].join('\n'));
    expect(summary({ results, scanned: true, truncated: true })).toBe(
      [
        ...head,
        `${SCANNED} and the scan stopped at its bound, so older runs were not looked at.`,
        '',
        ...rows,
        '',
      ].join('\n'),
    );
  });

  it('filtered but truncated: the oldest runs are left for the next settle', () => {
    expect(summary({ results: [result('not-settled', { comment_url: null })], truncated: true })).toBe(
      [
        '### Cloud agent settle: acme/app',
        '',
        '1 run of this repository changed in the last 60 minutes: 0 settled, 0 still working, 1 not settled, 0 already settled before.',
        '',
        'More runs changed than one settle reads: the oldest were not looked at; the next settle reaches them.',
        '',
        '| run | thread | state | done | detail |',
        '|---|---|---|---|---|',
        '| `run-not-settled` | #7 | `SUCCEEDED` | not-settled | not-settled detail |',
        '',
      ].join('\n'),
    );
  });

  it('without a github-token and scanned: both said, in that order', () => {
    expect(
      summary({ results: [result('cancelled')], withoutGitHub: 'No `github-token`', scanned: true }),
    ).toBe(
      [
        '### Cloud agent settle: acme/app',
        '',
        '1 run of this repository changed in the last 60 minutes: 1 settled, 0 still working, 0 not settled, 0 already settled before.',
        '',
        'No `github-token`: no tracking comment could be read or written. Runs past the deadline their metadata records were still cancelled; the reports of the runs listed as not settled are left for a settle that reaches GitHub.',
        '',
        `${SCANNED}.`,
        '',
        '| run | thread | state | done | detail |',
        '|---|---|---|---|---|',
        '| `run-cancelled` | [#7](https://github.com/acme/app/issues/7#issuecomment-1) | `SUCCEEDED` | cancelled | cancelled detail |',
        '',
      ].join('\n'),
    );
  });
});
