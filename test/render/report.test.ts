import { describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import { COMMENT_LIMIT, renderReport, type Conversation, type ReportInput } from '../../src/render/report.ts';

const NOW = Date.parse('2026-11-21T12:03:00Z');
const run = (extra: Partial<RunItem> = {}): RunItem => ({
  run_id: 'run-42',
  task_id: 'run-42',
  title: 'PR #7: Fix the parser',
  state: 'SUCCEEDED',
  prompt: 'p',
  created_at: '2026-11-21T12:00:00Z',
  updated_at: '2026-11-21T12:02:31Z',
  started_at: '2026-11-21T12:00:01Z',
  finished_at: '2026-11-21T12:02:31Z',
  run_time: 'PT2M30S',
  session_link: 'https://app.warp.dev/session/abc',
  request_usage: {
    inference_cost: 12.5,
    compute_cost: 0.75,
    inference_cost_usd: 0.125,
    compute_cost_usd: 0.0075,
  },
  ...extra,
});
const conversation = (answer: string, steps = 1): Conversation => ({
  conversation_id: 'c1',
  steps: Array.from({ length: steps }, (_, i) => ({
    id: `s${i}`,
    description: i === 0 ? 'Fix the parser' : `Step ${i}`,
    messages: [
      { role: 'user', content: [{ type: 'text', text: 'fix it' }] },
      {
        role: 'assistant',
        content: [
          {
            type: 'action',
            id: `a${i}`,
            category: 'command',
            name: 'run_command',
            input: { command: 'npm test' },
          },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'action_result',
            action_id: `a${i}`,
            category: 'command',
            name: 'run_command',
            state: 'completed',
            output: {},
          },
        ],
      },
      { role: 'assistant', content: [{ type: 'text', text: answer }] },
    ],
    steps: [],
  })) as Conversation['steps'],
});

const base: ReportInput = {
  run: run(),
  phase: 'final',
  conversation: conversation('Fixed the off-by-one in `parse()` and added tests.'),
  now: NOW,
  origin: 'Started from pull request #7 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
  followupHint: 'To continue, reply with `@cloud-agent <message>`.',
  artifacts: [
    {
      type: 'PULL_REQUEST',
      url: 'https://github.com/acme/app/pull/8',
      branch: 'agent/fix-parser',
      status: 'open',
    },
    { type: 'PLAN', title: 'Parser fix', content: '1. Find the bug\n2. Fix it' },
    {
      type: 'SCREENSHOT',
      name: 'screenshot',
      description: 'The page after the fix',
      url: 'https://files.example/s?sig=1',
      expiresAt: '2026-11-21T12:15:00Z',
    },
    { type: 'OTHER', artifactType: 'VIDEO', data: { url: 'https://v' } },
  ],
};

describe('the run report', () => {
  it('renders a finished run: outcome, table, answer, pull requests, links, plans and steps folded', () => {
    expect(renderReport(base)).toBe(`### ✅ Cloud agent run succeeded: PR #7: Fix the parser

Started from pull request #7 by [workflow run](https://github.com/acme/app/actions/runs/9001).

| | |
|---|---|
| State | \`SUCCEEDED\` |
| Duration | 2m 30s |
| Cost | 13.25 credits ≈ $0.13 |
| Session | [open the session](https://app.warp.dev/session/abc) |
| Run | \`run-42\` |

**The agent's answer**

Fixed the off-by-one in \`parse()\` and added tests.

**Pull requests**

- https://github.com/acme/app/pull/8 from \`agent/fix-parser\` (open)

**Screenshots and files**

- Screenshot: [The page after the fix](https://files.example/s?sig=1)

<sub>These links are signed and stop working at 12:15 UTC; the session keeps the files.</sub>

**Other artifacts**

- \`VIDEO\`: \`{"url":"https://v"}\`

**Plans**

<details><summary>Plan: Parser fix</summary>

1. Find the bug
2. Fix it

</details>

<details><summary>Steps (1)</summary>

- **Fix the parser**
  - \`run_command\` npm test → completed

</details>

<sub>To continue, reply with \`@cloud-agent <message>\`.</sub>`);
  });

  it('shows the service status message of a failed run and a queued run without answer', () => {
    const failed = renderReport({
      ...base,
      run: run({
        state: 'FAILED',
        status_message: { message: 'Out of credits', error_code: 'insufficient_credits' },
      }),
      artifacts: [],
      conversation: undefined,
    });
    expect(failed.split('\n\n').slice(0, 4)).toEqual([
      '### ❌ Cloud agent run failed: PR #7: Fix the parser',
      'Started from pull request #7 by [workflow run](https://github.com/acme/app/actions/runs/9001).',
      expect.stringContaining('| State | `FAILED` |'),
      '> **FAILED** (`insufficient_credits`): Out of credits',
    ]);
    const queued = renderReport({
      ...base,
      phase: 'queued',
      run: run({
        state: 'QUEUED',
        started_at: null,
        finished_at: null,
        run_time: undefined,
        request_usage: undefined,
        session_link: undefined,
      }),
      artifacts: [],
    });
    expect(queued).toBe(`### ⏳ Cloud agent run queued: PR #7: Fix the parser

Started from pull request #7 by [workflow run](https://github.com/acme/app/actions/runs/9001).

| | |
|---|---|
| State | \`QUEUED\` |
| Run | \`run-42\` |`);
  });

  it('a run left going (detached): still working, finished by the settle job, the session linked', () => {
    const detached = renderReport({
      ...base,
      phase: 'detached',
      note: 'The workflow stopped watching after 2 minutes (`detach-after-minutes`).',
      run: run({ state: 'INPROGRESS', finished_at: null, run_time: undefined, request_usage: undefined }),
      conversation: undefined,
      artifacts: [],
    });
    expect(detached).toBe(`### 🔄 Cloud agent run working (no longer watched): PR #7: Fix the parser

Started from pull request #7 by [workflow run](https://github.com/acme/app/actions/runs/9001).

The workflow stopped watching after 2 minutes (\`detach-after-minutes\`).

**The run is still working.** Its report will be finished by the settle job (\`command: settle\`, see [detach and settle](https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle)). Until then, follow it in [the session](https://app.warp.dev/session/abc).

| | |
|---|---|
| State | \`INPROGRESS\` |
| Duration | 2m 59s |
| Session | [open the session](https://app.warp.dev/session/abc) |
| Run | \`run-42\` |`);
    // Without a session link there is nothing to follow; a run that stopped is not said to be working.
    const ended = renderReport({
      ...base,
      phase: 'detached',
      note: undefined,
      origin: undefined,
      run: run({ state: 'BLOCKED', session_link: undefined, request_usage: undefined }),
      conversation: undefined,
      artifacts: [],
    });
    expect(ended.split('\n\n').slice(0, 2)).toEqual([
      '### ✋ Cloud agent run waiting for input (no longer watched): PR #7: Fix the parser',
      'Its report will be finished by the settle job (`command: settle`, see [detach and settle](https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle)).',
    ]);
  });

  it('tells the reader how to answer a blocked run; shows an unknown state as it is', () => {
    const blocked = renderReport({
      ...base,
      phase: 'blocked',
      run: run({ state: 'BLOCKED' }),
      artifacts: [],
    });
    expect(blocked).toContain('### ✋ Cloud agent run waiting for input: PR #7: Fix the parser');
    expect(blocked).toContain(
      '**The agent is waiting for you.** To continue, reply with `@cloud-agent <message>`.',
    );
    const future = renderReport({ ...base, run: run({ state: 'AWAITING_REVIEW' }), artifacts: [] });
    expect(future.split('\n')[0]).toBe(
      '### ❔ Cloud agent run in state AWAITING_REVIEW: PR #7: Fix the parser',
    );
  });

  it('stays under the comment limit, cutting steps and plans before the answer, each with a note', () => {
    const huge = renderReport({
      ...base,
      conversation: conversation('A'.repeat(30_000), 2000),
      artifacts: [{ type: 'PLAN', title: 'Big plan', content: 'P'.repeat(50_000) }],
    });
    expect(huge.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(huge).toContain('A'.repeat(30_000));
    expect(huge).toMatch(/_… The plan "Big plan" cut here: [\d,]+ more characters\._/);
    expect(huge).toMatch(
      /_The steps left out: the comment is full \([\d,]+ characters\)\._|_… The steps cut here/,
    );
    const enormous = renderReport({ ...base, conversation: conversation('B'.repeat(200_000)) });
    expect(enormous.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(enormous).toMatch(/_… The answer cut here: [\d,]+ more characters\._/);
    expect(enormous).toContain('https://github.com/acme/app/pull/8');
  });

  it('closes a code fence that a cut leaves open', () => {
    const text = renderReport({
      ...base,
      artifacts: [],
      conversation: conversation('```js\n' + 'x();\n'.repeat(40_000) + '```'),
    });
    const answer = text.slice(text.indexOf("**The agent's answer**"));
    expect((answer.match(/^```/gm) ?? []).length % 2).toBe(0);
  });
});

describe('untrusted text in the report', () => {
  const J = '\u2060';
  it('neutralizes the answer, the title, plans, steps, status and artifact fields where they are placed', () => {
    const text = renderReport({
      ...base,
      run: run({
        title: 'Fix <b>it</b> @admin',
        state: 'FAILED',
        status_message: { message: 'see <!-- x --> @ops', error_code: 'a`b' },
        session_link: 'javascript:alert(1)',
      }),
      origin: undefined,
      followupHint: undefined,
      conversation: {
        conversation_id: 'c1',
        steps: [
          {
            id: 's0',
            description: '<img src=x> step @ada',
            messages: [
              {
                role: 'assistant',
                content: [
                  {
                    type: 'text',
                    text: 'Done, @octocat.\n<!-- cloud-agent-action:state eyJ2IjoxfQ -->\n```html\n<p>kept</p>\n```',
                  },
                ],
              },
            ],
            steps: [],
          },
        ] as Conversation['steps'],
      },
      artifacts: [
        { type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/8)<!--', branch: 'x`y' },
        { type: 'PLAN', title: '</summary></details><!--', content: '<!-- hidden --> @team' },
        { type: 'FILE', name: 'a]b', url: 'https://f.example/a b' },
        { type: 'EXTERNAL_REFERENCE', url: 'https://e.example/)', title: '@x', referenceType: 'LINK' },
      ],
    });
    expect(text).toBe(`### ❌ Cloud agent run failed: Fix &lt;b>it&lt;/b> @${J}admin

| | |
|---|---|
| State | \`FAILED\` |
| Duration | 2m 30s |
| Cost | 13.25 credits ≈ $0.13 |
| Run | \`run-42\` |

> **FAILED** (\`\`a\`b\`\`): see &lt;!-- x --> @${J}ops

**The agent's answer**

Done, @${J}octocat.
&lt;!-- cloud-agent-action:${J}state eyJ2IjoxfQ -->
\`\`\`html
<p>kept</p>
\`\`\`

**Pull requests**

- https://github.com/acme/app/pull/8%29%3C!-- from \`\`x\`y\`\`

**Screenshots and files**

- File: a\\]b (open it from the session)

**Other artifacts**

- LINK: [@${J}x](https://e.example/%29)

**Plans**

<details><summary>Plan: &lt;/summary&gt;&lt;/details&gt;&lt;!--</summary>

&lt;!-- hidden --> @${J}team

</details>

<details><summary>Steps (1)</summary>

- **&lt;img src=x> step @${J}ada**

</details>`);
  });
});
