/** The schedules plan and apply report as exact markdown; cron expressions and next runs in words. */
import { describe, expect, it } from 'vitest';
import { parseCron } from '../../src/client/cron.ts';
import { describeCron, fromNow, utc } from '../../src/render/cron.ts';
import {
  noMetadataLine,
  offDefaultLine,
  planLines,
  renderSchedulesApply,
  metadataFoundLine,
  renderSchedulesFileErrors,
  renderSchedulesPlan,
  type RenderItem,
  type RenderPlan,
} from '../../src/render/schedules.ts';

const NOW = Date.parse('2025-06-02T18:00:00Z');
const at = (iso: string) => Date.parse(iso);

describe('describeCron', () => {
  it.each([
    ['0 3 * * *', 'every day at 03:00 UTC'],
    ['* * * * *', 'every minute'],
    ['*/15 * * * 1-5', 'every 15 minutes, every Monday to Friday'],
    ['30 * * * *', 'every hour at minute 30'],
    ['0 9 * * 1', 'every Monday at 09:00 UTC'],
    ['0 9,17 * * 1,3', 'every Monday and Wednesday at 09:00 and 17:00 UTC'],
    ['30 6 1 * *', 'on day 1 of the month at 06:30 UTC'],
    ['0 0 1,15 * *', 'on days 1 and 15 of the month at 00:00 UTC'],
    ['0 0 1 * 1', 'on day 1 of the month and every Monday at 00:00 UTC'],
    ['0 12 * 6-8 *', 'every day in June to August at 12:00 UTC'],
    ['0 */2 * * *', 'every day every 2 hours at minute 0 (UTC)'],
    ['5,35 8-10 * * *', 'every day at minutes 5 and 35 of hours 8-10 (UTC)'],
    ['@weekly', 'every Sunday at 00:00 UTC'],
  ])('%s: %s', (cron, words) => {
    expect(describeCron(parseCron(cron))).toBe(words);
  });
});

describe('times', () => {
  it('a moment in UTC, and how far it is', () => {
    expect(utc(at('2025-06-03T03:00:00Z'))).toBe('2025-06-03 03:00 UTC');
    expect(fromNow(at('2025-06-02T18:00:30Z'), NOW)).toBe('in less than a minute');
    expect(fromNow(at('2025-06-02T18:01:00Z'), NOW)).toBe('in 1 minute');
    expect(fromNow(at('2025-06-02T18:59:00Z'), NOW)).toBe('in 59 minutes');
    expect(fromNow(at('2025-06-03T03:00:00Z'), NOW)).toBe('in 9 hours');
    expect(fromNow(at('2025-06-04T17:59:00Z'), NOW)).toBe('in 47 hours');
    expect(fromNow(at('2025-06-09T09:00:00Z'), NOW)).toBe('in 6 days');
  });
});

const items: RenderItem[] = [
  {
    action: 'create',
    name: 'nightly',
    cron: '0 3 * * *',
    schedule: parseCron('0 3 * * *'),
    nextRun: at('2025-06-03T03:00:00Z'),
    changes: [],
  },
  {
    action: 'update',
    name: 'weekly',
    cron: '0 9 * * 1',
    schedule: parseCron('0 9 * * 1'),
    nextRun: at('2025-06-09T09:00:00Z'),
    changes: [
      { field: 'cron', old: '0 10 * * 1', new: '0 9 * * 1' },
      { field: 'model-id', old: undefined, new: 'claude-4-5-sonnet' },
      { field: 'mcp-servers', old: { l: { warp_id: 'linear' } }, new: undefined },
    ],
  },
  {
    action: 'pause',
    name: 'docs',
    cron: '30 6 1 * *',
    schedule: parseCron('30 6 1 * *'),
    nextRun: null,
    changes: [{ field: 'enabled', old: true, new: false }],
  },
  {
    action: 'update',
    name: 'release `notes` | @team',
    cron: '0 8 * * 5',
    schedule: parseCron('0 8 * * 5'),
    nextRun: at('2025-06-06T08:00:00Z'),
    adopted: true,
    changes: [{ field: 'managed by', old: 'nobody (made by hand)', new: 'acme/app' }],
  },
  {
    action: 'delete',
    name: 'old',
    cron: '0 1 * * *',
    schedule: parseCron('0 1 * * *'),
    nextRun: null,
    changes: [],
  },
  {
    action: 'kept',
    name: 'legacy',
    cron: '0 2 * * *',
    schedule: parseCron('0 2 * * *'),
    nextRun: at('2025-06-03T02:00:00Z'),
    changes: [],
    note: 'not in the file, kept (prune: true deletes it)',
  },
  {
    action: 'unchanged',
    name: 'hourly',
    cron: '15 * * * *',
    schedule: parseCron('15 * * * *'),
    nextRun: at('2025-06-02T18:15:00Z'),
    changes: [],
  },
];
const PLAN: RenderPlan = { file: '.github/cloud-agents.yml', items, changes: 5, others: 2 };

const TABLE = [
  '| Schedule | Plan | When | Next run |',
  '|---|---|---|---|',
  '| `nightly` | ➕ create | every day at 03:00 UTC (`0 3 * * *`) | 2025-06-03 03:00 UTC (in 9 hours) |',
  '| `weekly` | ✏️ update | every Monday at 09:00 UTC (`0 9 * * 1`) | 2025-06-09 09:00 UTC (in 6 days) |',
  '| `docs` | ⏸️ pause | on day 1 of the month at 06:30 UTC (`30 6 1 * *`) | paused |',
  '| ``release `notes` \\| @team`` | ✏️ update (adopt) | every Friday at 08:00 UTC (`0 8 * * 5`) | 2025-06-06 08:00 UTC (in 3 days) |',
  '| `old` | 🗑️ delete | every day at 01:00 UTC (`0 1 * * *`) | – |',
  '| `legacy` | 📌 not in the file, kept | every day at 02:00 UTC (`0 2 * * *`) | 2025-06-03 02:00 UTC (in 8 hours) |',
  '| `hourly` | ✅ unchanged | every hour at minute 15 (`15 * * * *`) | 2025-06-02 18:15 UTC (in 15 minutes) |',
];
// A mention in a name is defused with a word joiner (U+2060) after the @.
const CHANGES = [
  '#### Changes',
  '',
  '**`weekly`** (update)',
  '- cron: `0 10 * * 1` → `0 9 * * 1`',
  '- model-id: _none_ → `claude-4-5-sonnet`',
  '- mcp-servers: `{"l":{"warp_id":"linear"}}` → _none_',
  '',
  '**`docs`** (pause)',
  '- enabled: `true` → `false`',
  '',
  '**``release `notes` | @team``** (update)',
  '- managed by: `nobody (made by hand)` → `acme/app`',
  '',
  '**`legacy`** (kept)',
  '- _not in the file, kept (prune: true deletes it)_',
];

describe('renderSchedulesPlan', () => {
  it('counts, one row a schedule, and each change old → new', () => {
    expect(renderSchedulesPlan(PLAN, NOW)).toBe(
      [
        '### Scheduled agents: plan',
        '',
        '`.github/cloud-agents.yml` against the service: 1 to create, 2 to update, 1 to pause, 1 to delete, 1 not in the file (kept), 1 unchanged.',
        '',
        ...TABLE,
        '',
        ...CHANGES,
        '',
        "_2 other schedules of the team (another repository's or made by hand) are left alone._",
      ].join('\n'),
    );
  });

  it('drift: the same plan, said as a difference on the default branch', () => {
    expect(renderSchedulesPlan(PLAN, NOW, { drift: true }).split('\n').slice(0, 3)).toEqual([
      '### Scheduled agents: drift',
      '',
      'The service differs from `.github/cloud-agents.yml` on the default branch (changed outside the file, or not applied): 1 to create, 2 to update, 1 to pause, 1 to delete, 1 not in the file (kept), 1 unchanged.',
    ]);
  });

  it('planned only: an event that applies on the default branch ran elsewhere, said under the summary', () => {
    const feature = { event: 'workflow_dispatch', ref: 'refs/heads/feature', defaultBranch: 'main' };
    expect(renderSchedulesPlan(PLAN, NOW, { planOnly: feature }).split('\n').slice(0, 6)).toEqual([
      '### Scheduled agents: plan',
      '',
      '`.github/cloud-agents.yml` against the service: 1 to create, 2 to update, 1 to pause, 1 to delete, 1 not in the file (kept), 1 unchanged.',
      '',
      '_Planned only: schedules are applied on the default branch (`main`) only, and this `workflow_dispatch` run is on `refs/heads/feature`. Nothing was applied._',
      '',
    ]);
    expect(offDefaultLine(feature)).toBe(
      'schedules are applied on the default branch (main) only, and this workflow_dispatch run is on refs/heads/feature',
    );
    // A branch name is the pusher's text: shown as code, its markdown inert.
    const odd = { event: 'push', ref: 'refs/heads/*x*_`y`', defaultBranch: undefined };
    expect(renderSchedulesPlan(PLAN, NOW, { planOnly: odd }).split('\n')[4]).toBe(
      '_Planned only: schedules are applied on the default branch only, and this `push` run is on `` refs/heads/*x*_`y` `` (the event names no default branch). Nothing was applied._',
    );
    // Below the table, not in it: a pipe is shown as it is, unescaped.
    const piped = { event: 'a|b', ref: 'refs/heads/x|y', defaultBranch: 'm|n' };
    expect(renderSchedulesPlan(PLAN, NOW, { planOnly: piped }).split('\n')[4]).toBe(
      '_Planned only: schedules are applied on the default branch (`m|n`) only, and this `a|b` run is on `refs/heads/x|y`. Nothing was applied._',
    );
    expect(offDefaultLine({ event: 'push', ref: undefined, defaultBranch: undefined })).toBe(
      'schedules are applied on the default branch only, and this push run is on no ref (the event names no default branch)',
    );
    expect(
      renderSchedulesPlan(PLAN, NOW, {
        planOnly: { event: 'push', ref: undefined, defaultBranch: 'main' },
      }).split('\n')[4],
    ).toBe(
      '_Planned only: schedules are applied on the default branch (`main`) only, and this `push` run is on no ref. Nothing was applied._',
    );
  });

  it('no changes', () => {
    const unchanged = items.slice(-1);
    expect(renderSchedulesPlan({ file: 'agents.yml', items: unchanged, changes: 0, others: 1 }, NOW)).toBe(
      [
        '### Scheduled agents: plan',
        '',
        'No changes: the service matches `agents.yml` (1 unchanged).',
        '',
        '| Schedule | Plan | When | Next run |',
        '|---|---|---|---|',
        '| `hourly` | ✅ unchanged | every hour at minute 15 (`15 * * * *`) | 2025-06-02 18:15 UTC (in 15 minutes) |',
        '',
        "_1 other schedule of the team (another repository's or made by hand) is left alone._",
      ].join('\n'),
    );
    expect(renderSchedulesPlan({ file: 'agents.yml', items: [], changes: 0, others: 0 }, NOW)).toBe(
      '### Scheduled agents: plan\n\nNo changes: the service matches `agents.yml`.',
    );
  });

  it('the changes as plain lines, for the log and the drift error', () => {
    expect(planLines(PLAN)).toEqual([
      'create "nightly"',
      'update "weekly": cron "0 10 * * 1" → "0 9 * * 1"; model-id null → "claude-4-5-sonnet"; mcp-servers {"l":{"warp_id":"linear"}} → null',
      'pause "docs": enabled true → false',
      'update "release `notes` | @team": managed by "nobody (made by hand)" → "acme/app"',
      'delete "old"',
    ]);
  });
});

describe('planLines', () => {
  it('cuts a long value (a prompt) to 100 characters', () => {
    const long = 'x'.repeat(200);
    const plan: RenderPlan = {
      file: 'agents.yml',
      items: [
        {
          action: 'update',
          name: 'a',
          cron: '0 3 * * *',
          schedule: parseCron('0 3 * * *'),
          nextRun: null,
          changes: [{ field: 'prompt', old: 'short', new: long }],
        },
      ],
      changes: 1,
      others: 0,
    };
    expect(planLines(plan)).toEqual([`update "a": prompt "short" → "${'x'.repeat(98)}…`]);
  });
});

describe('renderSchedulesApply', () => {
  it('each step with its result; the unchanged after them', () => {
    const [create, update, pause, , remove, kept, unchanged] = items as [RenderItem, ...RenderItem[]];
    const results = [
      { item: create, status: 'done' as const },
      { item: update!, status: 'failed' as const, reason: 'updateSchedule failed (HTTP 500)' },
      { item: pause!, status: 'done' as const },
      {
        item: remove!,
        status: 'not attempted' as const,
        reason: 'a step above failed, so nothing is deleted',
      },
    ];
    const plan: RenderPlan = {
      file: '.github/cloud-agents.yml',
      items: [create, update!, pause!, remove!, kept!, unchanged!],
      changes: 4,
      others: 0,
    };
    expect(renderSchedulesApply(plan, results, NOW)).toBe(
      [
        '### Scheduled agents: applied in part',
        '',
        '2 of 4 steps done, 1 failed, 1 not attempted. A re-run applies what is left.',
        '',
        '| Schedule | Plan | When | Next run | Result |',
        '|---|---|---|---|---|',
        '| `nightly` | ➕ create | every day at 03:00 UTC (`0 3 * * *`) | 2025-06-03 03:00 UTC (in 9 hours) | ✅ done |',
        '| `weekly` | ✏️ update | every Monday at 09:00 UTC (`0 9 * * 1`) | 2025-06-09 09:00 UTC (in 6 days) | ❌ failed: updateSchedule failed (HTTP 500) |',
        '| `docs` | ⏸️ pause | on day 1 of the month at 06:30 UTC (`30 6 1 * *`) | paused | ✅ done |',
        '| `old` | 🗑️ delete | every day at 01:00 UTC (`0 1 * * *`) | – | ⏭️ not attempted: a step above failed, so nothing is deleted |',
        '| `legacy` | 📌 not in the file, kept | every day at 02:00 UTC (`0 2 * * *`) | 2025-06-03 02:00 UTC (in 8 hours) | – |',
        '| `hourly` | ✅ unchanged | every hour at minute 15 (`15 * * * *`) | 2025-06-02 18:15 UTC (in 15 minutes) | – |',
        '',
        '#### Changes',
        '',
        '**`weekly`** (update)',
        '- cron: `0 10 * * 1` → `0 9 * * 1`',
        '- model-id: _none_ → `claude-4-5-sonnet`',
        '- mcp-servers: `{"l":{"warp_id":"linear"}}` → _none_',
        '',
        '**`docs`** (pause)',
        '- enabled: `true` → `false`',
        '',
        '**`legacy`** (kept)',
        '- _not in the file, kept (prune: true deletes it)_',
      ].join('\n'),
    );
  });

  it('nothing to apply', () => {
    expect(renderSchedulesApply({ file: 'agents.yml', items: [], changes: 0, others: 0 }, [], NOW)).toBe(
      '### Scheduled agents: applied\n\nNothing to apply: the service matches `agents.yml`.',
    );
  });
});

describe('a service that keeps no schedule metadata', () => {
  const NOTE =
    '_The service keeps no schedule metadata: the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change._';
  const unchanged = items.slice(-1);
  const quiet: RenderPlan = { file: 'agents.yml', items: unchanged, changes: 0, others: 0 };

  it('the plan says so once, at its end; a plan on a service that keeps it, or cannot tell, does not', () => {
    expect(renderSchedulesPlan({ ...quiet, metadataKept: false }, NOW)).toBe(
      [
        '### Scheduled agents: plan',
        '',
        'No changes: the service matches `agents.yml` (1 unchanged).',
        '',
        '| Schedule | Plan | When | Next run |',
        '|---|---|---|---|',
        '| `hourly` | ✅ unchanged | every hour at minute 15 (`15 * * * *`) | 2025-06-02 18:15 UTC (in 15 minutes) |',
        '',
        NOTE,
      ].join('\n'),
    );
    expect(renderSchedulesPlan({ ...quiet, metadataKept: true }, NOW)).not.toContain('metadata');
    expect(renderSchedulesPlan(quiet, NOW)).not.toContain('metadata');
  });

  it('the apply report says so when the plan knew, or when an answer showed it', () => {
    const ends = (text: string) => text.endsWith(`\n\n${NOTE}`) && text.split(NOTE).length === 2;
    expect(ends(renderSchedulesApply({ ...quiet, metadataKept: false }, [], NOW))).toBe(true);
    expect(ends(renderSchedulesApply(quiet, [], NOW, { metadataDropped: true }))).toBe(true);
    expect(renderSchedulesApply(quiet, [], NOW, { metadataDropped: false })).not.toContain('metadata');
    expect(renderSchedulesApply({ ...quiet, metadataKept: true }, [], NOW)).not.toContain('metadata');
  });

  it('an apply whose answer showed the service keeps it after all: no note, and a restored schedule has one row, its update', () => {
    const hourly = { ...unchanged[0]!, id: 'id-hourly' };
    const restored: RenderItem = {
      ...hourly,
      action: 'update',
      changes: [{ field: 'metadata.cloud-agent-action.repository', old: undefined, new: 'acme/app' }],
    };
    const plan: RenderPlan = {
      file: 'agents.yml',
      items: [hourly],
      changes: 0,
      others: 0,
      metadataKept: false,
    };
    const text = renderSchedulesApply(plan, [{ item: restored, status: 'done' }], NOW, {
      metadataFound: true,
    });
    expect(text).toBe(
      [
        '### Scheduled agents: applied',
        '',
        '1 of 1 step done.',
        '',
        '| Schedule | Plan | When | Next run | Result |',
        '|---|---|---|---|---|',
        '| `hourly` | ✏️ update | every hour at minute 15 (`15 * * * *`) | 2025-06-02 18:15 UTC (in 15 minutes) | ✅ done |',
        '',
        '#### Changes',
        '',
        '**`hourly`** (update)',
        '- metadata.cloud-agent-action.repository: _none_ → `acme/app`',
      ].join('\n'),
    );
    // Without it, the plan's word stands: the note, and the row of the schedule as planned.
    const planned = renderSchedulesApply(plan, [], NOW);
    expect(planned.endsWith(`\n\n${NOTE}`)).toBe(true);
    expect(planned).toContain('| `hourly` | ✅ unchanged |');
  });

  it('says when an answer shows the service keeps it after all', () => {
    expect(metadataFoundLine({ action: 'create', name: 'nightly' })).toBe(
      'the service keeps schedule metadata after all (its answer to the create of "nightly" carries what it was sent): the schedules of the file that lack their record get it back',
    );
  });

  it('the log line names what showed it: the list, or the answer to a write', () => {
    expect(noMetadataLine({ seen: 'list' })).toBe(
      "the service keeps no schedule metadata (no schedule it lists carries any, though this repository's were created with it): the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change",
    );
    expect(noMetadataLine({ seen: 'answer', action: 'create', name: 'nightly "triage"' })).toBe(
      'the service keeps no schedule metadata (its answer to the create of "nightly \\"triage\\"" lacks the metadata it was sent): the schedules this repository manages are known by the ownership line at the end of their prompt, and the metadata they lack is not a change',
    );
  });
});

describe('renderSchedulesFileErrors', () => {
  it("one row a problem, the file's text neutralized", () => {
    expect(
      renderSchedulesFileErrors('.github/cloud-agents.yml', [
        { line: 3, field: 'schedules[0].cron', message: '"0 0 3 * * *" is not a cron expression' },
        { line: 7, field: 'schedules[1].crn', message: 'unknown key "crn" | @admin' },
      ]),
    ).toBe(
      [
        '### Scheduled agents: the file has errors',
        '',
        '`.github/cloud-agents.yml` was not compared with the service, and nothing was sent: fix these 2 first.',
        '',
        '| Line | Field | Problem |',
        '|---|---|---|',
        '| 3 | `schedules[0].cron` | "0 0 3 \\* \\* \\*" is not a cron expression |',
        '| 7 | `schedules[1].crn` | unknown key "crn" \\| @\u2060admin |',
      ].join('\n'),
    );
  });
});

describe('each choice of the rendering, pinned', () => {
  const resume: RenderItem = {
    action: 'resume',
    name: 'back',
    cron: 'not a cron',
    schedule: undefined,
    nextRun: at('2025-06-02T19:00:00Z'),
    changes: [{ field: 'agent-config.note', old: null, new: 'x' }],
  };

  it('a resume, a cron that does not parse (shown as it is), and a null value shown as none', () => {
    expect(renderSchedulesPlan({ file: 'agents.yml', items: [resume], changes: 1, others: 0 }, NOW)).toBe(
      [
        '### Scheduled agents: plan',
        '',
        '`agents.yml` against the service: 1 to resume.',
        '',
        '| Schedule | Plan | When | Next run |',
        '|---|---|---|---|',
        '| `back` | ▶️ resume | `not a cron` | 2025-06-02 19:00 UTC (in 1 hour) |',
        '',
        '#### Changes',
        '',
        '**`back`** (resume)',
        '- agent-config.note: _none_ → `x`',
      ].join('\n'),
    );
  });

  it('one step, done: no failures, nothing skipped, no re-run', () => {
    expect(
      renderSchedulesApply(
        { file: 'agents.yml', items: [resume], changes: 1, others: 0 },
        [{ item: resume, status: 'done' }],
        NOW,
      )
        .split('\n')
        .slice(0, 3),
    ).toEqual(['### Scheduled agents: applied', '', '1 of 1 step done.']);
  });

  it('counts the done steps, not the others', () => {
    const [create, update, pause] = items as [RenderItem, RenderItem, RenderItem];
    const results = [
      { item: create, status: 'done' as const },
      { item: update, status: 'failed' as const, reason: 'no' },
      { item: pause, status: 'failed' as const, reason: 'no' },
    ];
    expect(
      renderSchedulesApply(
        { file: 'agents.yml', items: [create, update, pause], changes: 3, others: 0 },
        results,
        NOW,
      )
        .split('\n')
        .slice(0, 3),
    ).toEqual([
      '### Scheduled agents: applied in part',
      '',
      '1 of 3 steps done, 2 failed. A re-run applies what is left.',
    ]);
  });

  it('one file error is "this"', () => {
    expect(
      renderSchedulesFileErrors('agents.yml', [{ line: 1, field: 'yaml', message: 'bad' }]).split('\n')[2],
    ).toBe('`agents.yml` was not compared with the service, and nothing was sent: fix this first.');
  });
});
