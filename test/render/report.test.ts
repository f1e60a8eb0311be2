/**
 * The run report (src/render/report.ts): every phase and final state rendered to the exact text a reader sees, the
 * conversation summarized (the answer, the steps folded), the table (duration, cost, session, factory task), every
 * kind of artifact, the cuts that keep it under a limit (at the exact boundaries of each budget), and the comment
 * and job summary around it. Untrusted text is checked where it is placed.
 */
import { describe, expect, it } from 'vitest';
import type { RunItem } from '../../src/client/index.ts';
import {
  afterLabel,
  COMMENT_LIMIT,
  finalMessage,
  renderComment,
  renderJobSummary,
  renderReport,
  renderSteps,
  type Conversation,
  type ReportInput,
} from '../../src/render/report.ts';

const RUN_TEXT = { prompt: 'Fix it.', title: 'Fix it' };
const NOW = Date.parse('2026-11-21T12:03:00Z');
const run = (extra: Partial<RunItem> = {}): RunItem => ({
  run_id: 'run-42',
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

- **State**: \`SUCCEEDED\`
- **Duration**: 2m 30s
- **Cost**: 13.25 credits ≈ $0.13
- **Session**: [open the session](https://app.warp.dev/session/abc)
- **Run**: \`run-42\`

**The agent's answer**

Fixed the off-by-one in \`parse()\` and added tests.

**Pull requests**

- <https://github.com/acme/app/pull/8> from \`agent/fix-parser\` (open)

**Screenshots and files**

- Screenshot: [The page after the fix](https://files.example/s?sig=1)

<sub>These links are signed and stop working at 12:15 UTC; the session keeps the files.</sub>

**Other artifacts**

- \`VIDEO\`: \`{"url":"https://v"}\`

**Plans**

<details><summary>Parser fix</summary>

1. Find the bug
2. Fix it

</details>

<details><summary>Steps (1)</summary>

- **Fix the parser**
  - \`run_command\` \`npm test\` → completed

</details>

<sub>To continue, reply with \`@cloud-agent <message>\`.</sub>`);
  });

  it("says where the answer goes that the run's conversation could not be read, of a run that stopped or waits", () => {
    const why = 'getRunConversation failed (HTTP 503): busy *now* @ada';
    const unread = { ...base, conversation: undefined, unread: why, artifacts: [] };
    const notRead =
      "**The agent's answer**\n\n_Not read: the run's conversation could not be read (getRunConversation failed (HTTP 503): busy \\*now\\* @\u2060ada). Its session shows it._";
    for (const phase of ['final', 'blocked', 'cancelled', 'timeout'] as const) {
      const parts = renderReport({ ...unread, phase }).split('\n\n');
      // Right after the facts (and the call to answer, of a run that waits), where the answer would be.
      const at = phase === 'blocked' ? 4 : 3;
      expect(parts.slice(at, at + 2).join('\n\n')).toBe(notRead);
      expect(parts.filter((p) => p.includes('Not read'))).toHaveLength(1);
    }
    // Not of a run at work or let go (no answer is shown then), nor beside an answer that was read.
    for (const phase of ['queued', 'running', 'detached'] as const)
      expect(renderReport({ ...unread, phase })).not.toContain('Not read');
    expect(renderReport({ ...base, unread: why })).not.toContain('Not read');
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
      expect.stringContaining('- **State**: `FAILED`'),
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

- **State**: \`QUEUED\`
- **Elapsed**: 3m 0s
- **Session**: _the link appears here once the agent's session starts_
- **Run**: \`run-42\``);
  });

  it('a run left going (detached): still working, finished by the settle job, the session linked', () => {
    const detached = renderReport({
      ...base,
      phase: 'detached',
      leftGoing: SETTLE_LINE,
      note: 'The workflow stopped watching after 2 minutes (`detach-after-minutes`).',
      run: run({ state: 'INPROGRESS', finished_at: null, run_time: undefined, request_usage: undefined }),
      conversation: undefined,
      artifacts: [],
    });
    expect(detached).toBe(`### 🔄 Cloud agent run working (no longer watched): PR #7: Fix the parser

**Follow live**: [the agent's session](https://app.warp.dev/session/abc)

Started from pull request #7 by [workflow run](https://github.com/acme/app/actions/runs/9001).

The workflow stopped watching after 2 minutes (\`detach-after-minutes\`).

**The run is still working.** Its report will be finished by the settle job (\`command: settle\`, see [detach and settle](https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle)). Meanwhile, follow it in [the session](https://app.warp.dev/session/abc).

- **State**: \`INPROGRESS\`
- **Elapsed**: 2m 59s
- **Run**: \`run-42\``);
    // Without a session link there is nothing to follow; a run that stopped is not said to be working.
    const ended = renderReport({
      ...base,
      phase: 'detached',
      leftGoing: SETTLE_LINE,
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
    expect(text).toBe(`### ❌ Cloud agent run failed: Fix \\<b>it\\</b> @${J}admin

- **State**: \`FAILED\`
- **Duration**: 2m 30s
- **Cost**: 13.25 credits ≈ $0.13
- **Run**: \`run-42\`

> **FAILED** (\`\`a\`b\`\`): see \\<!-- x --> @${J}ops

**The agent's answer**

Done, @${J}octocat.
&lt;!-- cloud-agent-action:${J}state eyJ2IjoxfQ -->
\`\`\`html
<p>kept</p>
\`\`\`

**Pull requests**

- <https://github.com/acme/app/pull/8%29%3C!--> from \`\`x\`y\`\`

**Screenshots and files**

- File: a\\]b (open it from the session)

**Other artifacts**

- LINK: [@${J}x](https://e.example/%29)

**Plans**

<details><summary>&lt;/summary&gt;&lt;/details&gt;&lt;!--</summary>

&lt;!-- hidden --> @${J}team

</details>

<details><summary>Steps (1)</summary>

- **\\<img src=x> step @${J}ada**

</details>`);
  });
});

/** A conversation that ends with a question: a step that read a file, then asked. */
const asking: Conversation = {
  steps: [
    {
      id: 's0',
      description: 'Read the code',
      messages: [
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Looking.' },
            {
              type: 'action',
              id: 'a1',
              category: 'file',
              name: 'read_file',
              input: { path: 'src/parse.ts' },
            },
          ],
        },
        {
          role: 'tool',
          content: [
            {
              type: 'action_result',
              action_id: 'a1',
              category: 'file',
              name: 'read_file',
              state: 'completed',
              output: {},
            },
          ],
        },
        { role: 'assistant', content: [{ type: 'text', text: 'Which branch should I use?' }] },
      ],
      steps: [],
    },
  ] as Conversation['steps'],
};

const STEPS = `<details><summary>Steps (1)</summary>

- **Read the code**
  - \`read_file\` \`src/parse.ts\` → completed

</details>`;

/** The table of a run that ended: what `run()` reports. */
const endedTable = (state: string) => `- **State**: \`${state}\`
- **Duration**: 2m 30s
- **Cost**: 13.25 credits ≈ $0.13
- **Session**: [open the session](https://app.warp.dev/session/abc)
- **Run**: \`run-42\``;

const HINT = 'Reply with `@cloud-agent <message>`.';
const SETTLE_LINE =
  'Its report will be finished by the settle job (`command: settle`, see [detach and settle](https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle)).';

/** A report with nothing but what a test gives. */
const only = (extra: Partial<ReportInput>): ReportInput => ({
  run: run(),
  phase: 'final',
  artifacts: [],
  now: NOW,
  ...extra,
});
const working = (extra: Partial<RunItem> = {}) =>
  run({ state: 'INPROGRESS', finished_at: null, run_time: undefined, request_usage: undefined, ...extra });

describe('every phase of the report, exactly', () => {
  it('queued: headline, note and table with the factory task; no steps and no hint even when known', () => {
    const text = renderReport(
      only({
        phase: 'queued',
        run: run({
          state: 'QUEUED',
          title: 'Fix the parser',
          started_at: null,
          finished_at: null,
          run_time: undefined,
          request_usage: undefined,
        }),
        note: 'Dispatched to the factory from #12.',
        factoryTask: { uid: 'task_9', stage: 'triage', factory: 'fac_web' },
        conversation: asking,
        followupHint: HINT,
      }),
    );
    expect(text).toBe(`### ⏳ Cloud agent run queued: Fix the parser

**Follow live**: [the agent's session](https://app.warp.dev/session/abc)

Dispatched to the factory from #12.

- **State**: \`QUEUED\`
- **Elapsed**: 3m 0s
- **Factory**: \`fac_web\` · task \`task_9\` · stage **triage**
- **Run**: \`run-42\``);
  });

  it('the session among the first lines while the run works, only an http(s) link, nothing markdown could read in it', () => {
    const second = (session_link: string | undefined) =>
      renderReport(only({ phase: 'running', run: working({ session_link }), conversation: asking })).split(
        '\n\n',
      )[1];
    expect(second('https://app.warp.dev/session/a](https://evil.test)"x"(y)')).toBe(
      "**Follow live**: [the agent's session](https://app.warp.dev/session/a%5D%28https://evil.test%29%22x%22%28y%29)",
    );
    // No link yet, or none that is http(s): the facts say it will come.
    for (const link of [undefined, 'javascript:alert(1)'])
      expect(second(link)).toBe(
        "- **State**: `INPROGRESS`\n- **Elapsed**: 2m 59s\n- **Session**: _the link appears here once the agent's session starts_\n- **Run**: `run-42`",
      );
    // Once it stopped, the facts link the session (its conversation); no "Follow live".
    const ended = renderReport(
      only({ phase: 'final', run: working({ state: 'SUCCEEDED' }), conversation: asking }),
    );
    expect(ended).not.toContain('Follow live');
    expect(ended).toContain('\n- **Session**: [open the session](https://app.warp.dev/session/abc)\n');
  });

  it('running: the steps so far, no answer yet, no hint', () => {
    const text = renderReport(
      only({ phase: 'running', run: working(), conversation: asking, followupHint: HINT }),
    );
    expect(text).toBe(`### 🔄 Cloud agent run working: PR #7: Fix the parser

**Follow live**: [the agent's session](https://app.warp.dev/session/abc)

- **State**: \`INPROGRESS\`
- **Elapsed**: 2m 59s
- **Run**: \`run-42\`

${STEPS}`);
  });

  it('blocked: the status, how to answer, the question, the steps', () => {
    const text = renderReport(
      only({
        phase: 'blocked',
        run: run({ state: 'BLOCKED', status_message: { message: 'Needs a decision' } }),
        conversation: asking,
        followupHint: HINT,
      }),
    );
    expect(text).toBe(`### ✋ Cloud agent run waiting for input: PR #7: Fix the parser

${endedTable('BLOCKED')}

> **BLOCKED**: Needs a decision

**The agent is waiting for you.** ${HINT}

**The agent's answer**

Which branch should I use?

${STEPS}`);
    // Without a hint (an event started the run: the reader cannot reply to it on the thread), the session.
    expect(renderReport(only({ phase: 'blocked', run: run({ state: 'BLOCKED' }), conversation: asking })))
      .toBe(`### ✋ Cloud agent run waiting for input: PR #7: Fix the parser

${endedTable('BLOCKED')}

**The agent is waiting for you.** Answer it in [the session](https://app.warp.dev/session/abc).

**The agent's answer**

Which branch should I use?

${STEPS}`);
  });

  it('cancelled: the note, the status block of a CANCELLED run, the last answer', () => {
    const text = renderReport(
      only({
        phase: 'cancelled',
        note: 'Cancelled by @ada.',
        run: run({
          state: 'CANCELLED',
          status_message: { message: 'Cancelled by the user', error_code: 'cancelled_by_user' },
        }),
        conversation: asking,
        followupHint: HINT,
      }),
    );
    expect(text).toBe(`### 🚫 Cloud agent run cancelled: PR #7: Fix the parser

Cancelled by @ada.

${endedTable('CANCELLED')}

> **CANCELLED** (\`cancelled_by_user\`): Cancelled by the user

**The agent's answer**

Which branch should I use?

${STEPS}`);
  });

  it('timeout: stopped waiting, whatever the state; the answer so far', () => {
    const text = renderReport(
      only({
        phase: 'timeout',
        note: 'Stopped waiting after 30 minutes (`timeout-minutes`).',
        run: working({ title: '' }),
        conversation: asking,
        followupHint: HINT,
      }),
    );
    expect(text).toBe(`### ⏱️ Stopped waiting: Cloud agent run

Stopped waiting after 30 minutes (\`timeout-minutes\`).

- **State**: \`INPROGRESS\`
- **Duration**: 2m 59s
- **Session**: [open the session](https://app.warp.dev/session/abc)
- **Run**: \`run-42\`

**The agent's answer**

Which branch should I use?

${STEPS}`);
  });

  it('detached: no longer watched, the settle job named, the steps so far but no answer', () => {
    const text = renderReport(
      only({
        phase: 'detached',
        leftGoing: SETTLE_LINE,
        run: working(),
        conversation: asking,
        followupHint: HINT,
        artifacts: [{ type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/8', branch: 'agent/fix' }],
      }),
    );
    expect(text).toBe(`### 🔄 Cloud agent run working (no longer watched): PR #7: Fix the parser

**Follow live**: [the agent's session](https://app.warp.dev/session/abc)

**The run is still working.** ${SETTLE_LINE} Meanwhile, follow it in [the session](https://app.warp.dev/session/abc).

- **State**: \`INPROGRESS\`
- **Elapsed**: 2m 59s
- **Run**: \`run-42\`

**Pull requests**

- <https://github.com/acme/app/pull/8> from \`agent/fix\`

${STEPS}`);
  });

  it.each(['SUCCEEDED', 'FAILED', 'ERROR', 'CANCELLED'])(
    'detached: a run that already stopped (%s) is not said to be working',
    (state) => {
      const text = renderReport(
        only({ phase: 'detached', leftGoing: SETTLE_LINE, run: run({ state, session_link: undefined }) }),
      );
      expect(text.split('\n\n').slice(1, 2)).toEqual([SETTLE_LINE]);
    },
  );

  it('final SUCCEEDED without artifacts: answer, steps, the hint as a footer', () => {
    const text = renderReport(only({ conversation: asking, followupHint: HINT }));
    expect(text).toBe(`### ✅ Cloud agent run succeeded: PR #7: Fix the parser

${endedTable('SUCCEEDED')}

**The agent's answer**

Which branch should I use?

${STEPS}

<sub>${HINT}</sub>`);
  });

  it('final FAILED: the status with its error code, no answer when there is no conversation', () => {
    const text = renderReport(
      only({
        run: run({
          state: 'FAILED',
          status_message: { message: 'Tests failed', error_code: 'agent_failed', retryable: false },
        }),
      }),
    );
    expect(text).toBe(`### ❌ Cloud agent run failed: PR #7: Fix the parser

${endedTable('FAILED')}

> **FAILED** (\`agent_failed\`): Tests failed`);
  });

  it('final ERROR: a retryable status says a new run may succeed', () => {
    const text = renderReport(
      only({
        run: run({ state: 'ERROR', status_message: { message: 'The sandbox crashed', retryable: true } }),
        conversation: asking,
      }),
    );
    expect(text).toBe(`### ⚠️ Cloud agent run stopped with an error: PR #7: Fix the parser

${endedTable('ERROR')}

> **ERROR**: The sandbox crashed A new run may succeed: the service marks this as retryable.

**The agent's answer**

Which branch should I use?

${STEPS}`);
  });

  it('final CANCELLED: the status block lists CANCELLED runs too', () => {
    const text = renderReport(
      only({ run: run({ state: 'CANCELLED', status_message: { message: 'Cancelled via the API' } }) }),
    );
    expect(text).toBe(`### 🚫 Cloud agent run cancelled: PR #7: Fix the parser

${endedTable('CANCELLED')}

> **CANCELLED**: Cancelled via the API`);
  });

  it('a status message is shown only for a run that stopped short or waits, and only when it says something', () => {
    for (const state of ['SUCCEEDED', 'INPROGRESS', 'QUEUED']) {
      const text = renderReport(only({ run: run({ state, status_message: { message: 'All good' } }) }));
      expect(text).toBe(`${text.split('\n')[0]}\n\n${endedTable(state)}`);
    }
    const empty = renderReport(only({ run: run({ state: 'FAILED', status_message: { message: '' } }) }));
    expect(empty).toBe(`### ❌ Cloud agent run failed: PR #7: Fix the parser\n\n${endedTable('FAILED')}`);
  });

  it('final with a pull request, plans, files and other artifacts, a factory task and no session link', () => {
    const text = renderReport(
      only({
        run: run({ session_link: 'javascript:alert(1)' }),
        factoryTask: { uid: 'task_9', stage: 'done', factory: 'fac_web' },
        artifacts: [
          { type: 'PULL_REQUEST', url: 'https://github.com/acme/app/pull/8', branch: 'agent/a' },
          { type: 'PULL_REQUEST', url: 'ftp://x/pr', branch: 'agent/b', status: 'merged' },
          { type: 'PLAN', title: '', content: '  Step one  ' },
          { type: 'PLAN', title: 'Linked', url: 'https://app.warp.dev/plan/1' },
          { type: 'PLAN', title: 'Empty', content: '   ' },
          { type: 'SCREENSHOT', name: 'shot.png' },
          { type: 'FILE', name: 'log.txt', description: 'The test log', url: 'https://f.example/log' },
          { type: 'FILE', name: 'out.json', url: 'https://f.example/out', expiresAt: '2026-11-21T12:01:00Z' },
          { type: 'EXTERNAL_REFERENCE', url: 'https://linear.app/x/1', referenceType: 'LINEAR' },
          { type: 'EXTERNAL_REFERENCE', url: 'mailto:a@b', title: 'Mail', referenceType: 'MAIL' },
          { type: 'OTHER', artifactType: 'NOTHING', data: undefined },
        ],
      }),
    );
    expect(text).toBe(`### ✅ Cloud agent run succeeded: PR #7: Fix the parser

- **State**: \`SUCCEEDED\`
- **Duration**: 2m 30s
- **Cost**: 13.25 credits ≈ $0.13
- **Factory**: \`fac_web\` · task \`task_9\` · stage **done**
- **Run**: \`run-42\`

**Pull requests**

- <https://github.com/acme/app/pull/8> from \`agent/a\`
- \`ftp://x/pr\` from \`agent/b\` (merged)

**Screenshots and files**

- Screenshot: shot.png (open it from the session)
- File: [log.txt: The test log](https://f.example/log)
- File: [out.json](https://f.example/out)

<sub>These links are signed and stop working at 12:01 UTC (already expired); the session keeps the files.</sub>

**Other artifacts**

- LINEAR: <https://linear.app/x/1>
- MAIL: \`mailto:a@b\`
- \`NOTHING\`: <code></code>

**Plans**

<details><summary>Plan</summary>

Step one

</details>

<details><summary>Linked</summary>

[Open the plan](https://app.warp.dev/plan/1)

</details>

<details><summary>Empty</summary>

_The plan has no content yet._

</details>`);
  });

  it('the earliest expiry of the files is the one named', () => {
    const text = renderReport(
      only({
        artifacts: [
          { type: 'FILE', name: 'a', url: 'https://f/a', expiresAt: '2026-11-21T13:30:00Z' },
          { type: 'FILE', name: 'b', url: 'https://f/b', expiresAt: 'soon' },
          {
            type: 'SCREENSHOT',
            name: 'c',
            description: 'C',
            url: 'https://f/c',
            expiresAt: '2026-11-21T12:45:00Z',
          },
        ],
      }),
    );
    expect(text.split('\n\n').slice(2)).toEqual([
      '**Screenshots and files**',
      '- File: [a](https://f/a)\n- File: [b](https://f/b)\n- Screenshot: [C](https://f/c)',
      '<sub>These links are signed and stop working at 12:45 UTC; the session keeps the files.</sub>',
    ]);
  });

  it('a link that expires at this very moment has expired', () => {
    const text = renderReport(
      only({
        artifacts: [{ type: 'FILE', name: 'a', url: 'https://f/a', expiresAt: new Date(NOW).toISOString() }],
      }),
    );
    expect(text.split('\n\n').at(-1)).toBe(
      '<sub>These links are signed and stop working at 12:03 UTC (already expired); the session keeps the files.</sub>',
    );
  });

  it.each([
    ['QUEUED', '### ⏳ Cloud agent run queued: T'],
    ['PENDING', '### ⏳ Cloud agent run being prepared: T'],
    ['CLAIMED', '### ⏳ Cloud agent run starting: T'],
    ['INPROGRESS', '### 🔄 Cloud agent run working: T'],
    ['SUCCEEDED', '### ✅ Cloud agent run succeeded: T'],
    ['FAILED', '### ❌ Cloud agent run failed: T'],
    ['ERROR', '### ⚠️ Cloud agent run stopped with an error: T'],
    ['CANCELLED', '### 🚫 Cloud agent run cancelled: T'],
    ['BLOCKED', '### ✋ Cloud agent run waiting for input: T'],
    ['toString', '### ❔ Cloud agent run in state toString: T'],
  ])('the headline of a run in state %s', (state, line) => {
    expect(renderReport(only({ phase: 'running', run: run({ state, title: 'T' }) })).split('\n')[0]).toBe(
      line,
    );
  });
});

/** Steps from a loose description: what the service may send, checked by the renderer and not the types. */
const steps = (list: unknown[]): Conversation => ({
  steps: list as Conversation['steps'],
});
const say = (role: string, ...content: unknown[]) => ({ role, content });

describe('the conversation', () => {
  it("the answer is the agent's last text, nested steps included, its text blocks joined and trimmed", () => {
    const conversation = steps([
      {
        id: 's1',
        messages: [say('assistant', { type: 'text', text: 'first' })],
        steps: [
          {
            id: 's1a',
            messages: [
              say(
                'assistant',
                { type: 'text', text: ' a ' },
                { type: 'action', id: 'x', name: 'n' },
                { type: 'text' },
                { type: 'text', text: 42 },
                { type: 'text', text: '' },
                { type: 'text', text: 'b  ' },
                { type: 'reasoning', text: 'not said' },
              ),
            ],
            steps: [],
          },
        ],
      },
      {
        id: 's2',
        messages: [
          say('assistant', { type: 'text', text: ' \n ' }),
          say('user', { type: 'text', text: 'not the agent' }),
          say('tool', { type: 'text', text: 'nor this' }),
        ],
        steps: [],
      },
    ]);
    expect(finalMessage(conversation)).toBe('a \n42\nb');
    expect(finalMessage(undefined)).toBeUndefined();
    expect(
      finalMessage(steps([{ id: 's', messages: [say('user', { type: 'text', text: 'hi' })], steps: [] }])),
    ).toBe(undefined);
  });

  it('the steps: titles, nesting, actions with what they worked on and their result, summaries', () => {
    const conversation = steps([
      {
        id: 's1',
        description: 'Plan the fix',
        summary: 'Made a plan',
        messages: [
          say('tool', { type: 'action_result', action_id: 'a1', state: 'failed' }),
          say(
            'assistant',
            {
              type: 'action',
              id: 'a1',
              name: 'run_command',
              input: { url: 'https://x', command: 'npm test' },
            },
            { type: 'action', id: 'a2', name: 'search', input: { path: 5, query: 'parse(', file: 'f.ts' } },
            { type: 'action', id: 'a3' },
            { type: 'action', id: 'a4', name: 'open', input: { file: 'f.ts', url: 'https://y' } },
            { type: 'action', id: 'a5', name: 'fetch', input: { url: 'https://z' } },
            { type: 'action', id: 'a6', name: 'edit', input: { path: 'p.ts' } },
            { type: 'action', name: 'no_id' },
            { type: 'text', text: 'between' },
          ),
          say('tool', { type: 'action_result', action_id: 'a3', state: 'done | ok' }),
        ],
        steps: [
          {
            id: 's1a',
            summary: 'Only a summary',
            messages: [],
            steps: [{ id: 's1a1', messages: [], steps: [] }],
          },
        ],
      },
      { id: 's2', description: 'Write @ada <b>', messages: [], steps: [] },
    ]);
    expect(renderSteps(conversation, RUN_TEXT)).toEqual({
      count: 4,
      text: [
        '- **Plan the fix**',
        '  - `run_command` `npm test` → failed',
        '  - `search` `parse(`',
        '  - `action` → done \\| ok',
        '  - `open` `f.ts`',
        '  - `fetch` `https://z`',
        '  - `edit` `p.ts`',
        '  - `no_id`',
        '  - Made a plan',
        '  - **Only a summary**',
        '    - **Step 3**',
        '- **Write @\u2060ada \\<b>**',
      ].join('\n'),
    });
    expect(renderSteps(undefined, RUN_TEXT)).toEqual({ text: '', count: 0 });
  });

  it('cuts long step titles, action names, details, results and summaries', () => {
    const conversation = steps([
      {
        id: 's',
        description: 'd'.repeat(200),
        summary: 's'.repeat(400),
        messages: [
          say('assistant', {
            type: 'action',
            id: 'a',
            name: 'n'.repeat(100),
            input: { command: 'c'.repeat(200) },
          }),
          say('tool', { type: 'action_result', action_id: 'a', state: 'r'.repeat(50) }),
        ],
        steps: [],
      },
    ]);
    expect(renderSteps(conversation, RUN_TEXT).text.split('\n')).toEqual([
      `- **${'d'.repeat(149)}…**`,
      `  - \`${'n'.repeat(59)}…\` \`${'c'.repeat(119)}…\` → ${'r'.repeat(29)}…`,
      `  - ${'s'.repeat(299)}…`,
    ]);
  });
});

describe('the facts list', () => {
  it('is a list of **Key**: value lines, with no table and no empty header; a pipe in a value is not escaped', () => {
    const report = renderReport(
      only({
        run: run({ state: 'A|B', run_id: 'run|42', request_usage: undefined }),
        workflowRun: 'https://github.com/acme/app/actions/runs/9001',
        factoryTask: { factory: 'fac|web', uid: 'task-1', stage: 'review|now' },
      }),
    );
    expect(report.split('\n\n')[1]).toBe(
      [
        '- **State**: `A|B`',
        '- **Duration**: 2m 30s',
        '- **Session**: [open the session](https://app.warp.dev/session/abc)',
        '- **Workflow**: [the workflow run](https://github.com/acme/app/actions/runs/9001)',
        // Outside a table a pipe ends nothing: in code it stays as it is, in text its escape shows as a pipe.
        '- **Factory**: `fac|web` · task `task-1` · stage **review\\|now**',
        '- **Run**: `run|42`',
      ].join('\n'),
    );
    expect(report).not.toContain('| |');
    expect(report).not.toContain('|---|');
  });

  const tableOf = (extra: Partial<RunItem>) =>
    renderReport(only({ run: run({ session_link: undefined, ...extra }) })).split('\n\n')[1];
  const table = (...rows: string[]) =>
    ['- **State**: `SUCCEEDED`', ...rows, '- **Run**: `run-42`'].join('\n');

  it('the cost: credits and dollars summed over inference, compute and platform, each rounded', () => {
    expect(
      tableOf({
        request_usage: {
          inference_cost: 1,
          compute_cost: 2,
          platform_cost: 4.006,
          inference_cost_usd: 0.1,
          compute_cost_usd: 0.2,
          platform_cost_usd: 0.4,
        },
      }),
    ).toBe(table('- **Duration**: 2m 30s', '- **Cost**: 7.01 credits ≈ $0.70'));
    expect(tableOf({ request_usage: { compute_cost: 2.5, inference_cost_usd: '1' } as never })).toBe(
      table('- **Duration**: 2m 30s', '- **Cost**: 2.5 credits'),
    );
    expect(tableOf({ request_usage: { platform_cost_usd: 1.234, compute_cost: 'x' } as never })).toBe(
      table('- **Duration**: 2m 30s', '- **Cost**: ≈ $1.23'),
    );
    expect(tableOf({ request_usage: {} })).toBe(table('- **Duration**: 2m 30s'));
    expect(tableOf({ request_usage: undefined })).toBe(table('- **Duration**: 2m 30s'));
  });

  it('the duration: the service run time, else from the start to the end or to now; none before the start', () => {
    const noCost = { request_usage: undefined };
    expect(tableOf({ ...noCost, run_time: 'PT1H2M3S' })).toBe(table('- **Duration**: 1h 2m'));
    expect(tableOf({ ...noCost, run_time: 'soon' })).toBe(table('- **Duration**: 2m 30s'));
    expect(tableOf({ ...noCost, run_time: undefined, finished_at: '2026-11-21T12:00:46Z' })).toBe(
      table('- **Duration**: 45s'),
    );
    expect(tableOf({ ...noCost, run_time: undefined, finished_at: null })).toBe(
      table('- **Duration**: 2m 59s'),
    );
    expect(tableOf({ ...noCost, run_time: undefined, finished_at: 'later' })).toBe(table());
    expect(tableOf({ ...noCost, run_time: undefined, started_at: 'earlier' })).toBe(table());
    expect(tableOf({ ...noCost, started_at: null })).toBe(table());
  });
});

describe('the model', () => {
  const factsOf = (extra: Partial<ReportInput>) => renderReport(only(extra)).split('\n\n')[1];
  /** The facts of `run()` with these rows between the duration and the cost. */
  const facts = (...rows: string[]) =>
    [
      '- **State**: `SUCCEEDED`',
      '- **Duration**: 2m 30s',
      ...rows,
      '- **Cost**: 13.25 credits ≈ $0.13',
      '- **Session**: [open the session](https://app.warp.dev/session/abc)',
      '- **Run**: `run-42`',
    ].join('\n');

  it("the run's resolved model (agent_config.model_id), as a value, between the duration and the cost", () => {
    expect(factsOf({ run: run({ agent_config: { model_id: 'claude-4-5-sonnet' } }) })).toBe(
      facts('- **Model**: `claude-4-5-sonnet`'),
    );
  });

  it('the model the step asked for, marked requested, while the service does not say which it resolved', () => {
    expect(factsOf({ requestedModel: 'gpt-5' })).toBe(facts('- **Model**: `gpt-5` (requested)'));
    expect(factsOf({ run: run({ agent_config: { name: 'review' } }), requestedModel: 'gpt-5' })).toBe(
      facts('- **Model**: `gpt-5` (requested)'),
    );
    // A resolved model of nothing but blanks says nothing: the request is what is known.
    expect(factsOf({ run: run({ agent_config: { model_id: '  ' } }), requestedModel: 'gpt-5' })).toBe(
      facts('- **Model**: `gpt-5` (requested)'),
    );
  });

  it('the resolved model wins over the requested one; the request is named when it differs', () => {
    expect(factsOf({ run: run({ agent_config: { model_id: 'gpt-5' } }), requestedModel: 'gpt-5' })).toBe(
      facts('- **Model**: `gpt-5`'),
    );
    expect(factsOf({ run: run({ agent_config: { model_id: 'gpt-5-mini' } }), requestedModel: 'gpt-5' })).toBe(
      facts('- **Model**: `gpt-5-mini` (asked for `gpt-5`)'),
    );
  });

  it("a third-party harness's own model; the built-in harness's is model_id", () => {
    const config = (harness: unknown) =>
      run({ agent_config: { model_id: 'claude-4-5-sonnet', harness } as never });
    expect(factsOf({ run: config({ type: 'codex', model_id: 'gpt-5-codex' }) })).toBe(
      facts('- **Model**: `gpt-5-codex`'),
    );
    expect(factsOf({ run: config({ type: 'oz', model_id: 'gpt-5-codex' }) })).toBe(
      facts('- **Model**: `claude-4-5-sonnet`'),
    );
    expect(factsOf({ run: config({ type: 'claude' }) })).toBe(facts('- **Model**: `claude-4-5-sonnet`'));
    expect(factsOf({ run: config({ model_id: 'gpt-5-codex' }) })).toBe(
      facts('- **Model**: `claude-4-5-sonnet`'),
    );
  });

  it('unknown (no config, no model in it, an empty one, nothing asked for): no Model line, no guess', () => {
    expect(factsOf({})).toBe(facts());
    expect(factsOf({ run: run({ agent_config: {} }) })).toBe(facts());
    expect(factsOf({ run: run({ agent_config: { model_id: '' } }), requestedModel: ' ' })).toBe(facts());
    expect(renderReport(only({}))).not.toContain('Model');
  });

  it('a long or hostile model id: one code span on one line, cut at 100 characters', () => {
    expect(factsOf({ run: run({ agent_config: { model_id: `a\`b\n${'m'.repeat(200)}` } }) })).toBe(
      facts(`- **Model**: \`\`a\`b ${'m'.repeat(95)}…\`\``),
    );
  });

  it('model and cost in every phase where they are known', () => {
    const usage = { request_usage: { inference_cost: 4, compute_cost: 0.5 } };
    const config = { agent_config: { model_id: 'claude-4-5-sonnet' } };
    const at = (phase: ReportInput['phase'], extra: Partial<RunItem>) =>
      renderReport(only({ phase, run: run({ ...config, ...usage, ...extra }) }))
        .split('\n')
        .filter((line) => /^- \*\*(Model|Cost|Cost so far)\*\*/.test(line));
    const atWork = { state: 'INPROGRESS', finished_at: null, run_time: undefined };
    expect(at('queued', { ...atWork, state: 'QUEUED', started_at: null })).toEqual([
      '- **Model**: `claude-4-5-sonnet`',
      '- **Cost so far**: 4.5 credits',
    ]);
    for (const [phase, extra] of [
      ['running', atWork],
      ['detached', atWork],
    ] as const) {
      expect(at(phase, extra), phase).toEqual([
        '- **Model**: `claude-4-5-sonnet`',
        '- **Cost so far**: 4.5 credits',
      ]);
    }
    for (const [phase, extra] of [
      ['final', {}],
      ['blocked', { state: 'BLOCKED' }],
      ['cancelled', { state: 'CANCELLED' }],
      ['timeout', atWork],
      ['detached', { state: 'FAILED' }],
    ] as const) {
      expect(at(phase, extra), phase).toEqual([
        '- **Model**: `claude-4-5-sonnet`',
        '- **Cost**: 4.5 credits',
      ]);
    }
  });
});

describe('no label said twice', () => {
  it('a plan is folded under its own title: "Plan: handle empty input" is not prefixed again', () => {
    const report = renderReport(
      only({
        artifacts: [
          { type: 'PLAN', title: 'Plan: handle empty input', content: 'Check the input first.' },
          { type: 'PLAN', title: '', content: 'Untitled.' },
        ],
      }),
    );
    expect(report).toContain(
      [
        '**Plans**',
        '<details><summary>Plan: handle empty input</summary>',
        'Check the input first.',
        '</details>',
        '<details><summary>Plan</summary>',
        'Untitled.',
        '</details>',
      ].join('\n\n'),
    );
    expect(report).not.toContain('Plan: Plan');
  });

  it('a screenshot, a file or a reference whose text starts with its own label is not labelled twice', () => {
    const report = renderReport(
      only({
        artifacts: [
          {
            type: 'SCREENSHOT',
            name: 'a.png',
            description: 'Screenshot: the login page',
            url: 'https://x.test/a',
          },
          {
            type: 'SCREENSHOT',
            name: 'b.png',
            description: 'screenshot of the menu',
            url: 'https://x.test/b',
          },
          { type: 'FILE', name: 'File: report.txt' },
          {
            type: 'EXTERNAL_REFERENCE',
            referenceType: 'Issue',
            url: 'https://x.test/i',
            title: 'issue: #12 crash',
          },
        ],
      }),
    );
    expect(report).toContain(
      [
        '**Screenshots and files**',
        [
          '- Screenshot: [the login page](https://x.test/a)',
          '- Screenshot: [screenshot of the menu](https://x.test/b)',
          '- File: report.txt (open it from the session)',
        ].join('\n'),
        '**Other artifacts**',
        '- Issue: [\\#12 crash](https://x.test/i)',
      ].join('\n\n'),
    );
  });

  it('afterLabel: a leading "label:" in any case goes, nothing else does', () => {
    expect(afterLabel('Plan', 'Plan: handle empty input')).toBe('handle empty input');
    expect(afterLabel('Plan', '  plan :  handle')).toBe('handle');
    expect(afterLabel('Plan', 'Planning the work')).toBe('Planning the work');
    expect(afterLabel('Plan', 'Plan for the parser')).toBe('Plan for the parser');
    expect(afterLabel('Plan', 'Plan:')).toBe('Plan:');
    expect(afterLabel('Plan', 'Plan:   ')).toBe('Plan:   ');
    expect(afterLabel('', 'x: y')).toBe('x: y');
    expect(afterLabel('File', 'a: File: b')).toBe('a: File: b');
  });
});

describe('the budget of a report under a limit', () => {
  /** A report of 94 characters around a 300-character answer, a step and perhaps a plan. */
  const small = (limit: number, plan?: number) =>
    renderReport(
      only({
        run: run({ title: 'T', started_at: null, request_usage: undefined, session_link: undefined }),
        conversation: steps([
          {
            id: 's0',
            description: 'S0',
            messages: [say('assistant', { type: 'text', text: 'A'.repeat(300) })],
            steps: [],
          },
        ]),
        artifacts: plan === undefined ? [] : [{ type: 'PLAN', title: 'P', content: 'B'.repeat(plan) }],
      }),
      limit,
    ).split('\n\n');
  const HEAD = ['### ✅ Cloud agent run succeeded: T', table()];
  function table() {
    return '- **State**: `SUCCEEDED`\n- **Run**: `run-42`';
  }
  const ANSWER = ["**The agent's answer**", 'A'.repeat(300)];
  const STEPS_OUT = [
    '<details><summary>Steps (1)</summary>',
    '_The steps left out: the comment is full (8 characters)._',
    '</details>',
  ];
  const STEPS_IN = ['<details><summary>Steps (1)</summary>', '- **S0**', '</details>'];

  it('the answer: left out when 80 characters or fewer are left for it, cut with a note above', () => {
    // 400 - 80 (the rest) - 200 (the margin) - 40 (around the answer) = 80.
    expect(small(400)).toEqual([
      ...HEAD,
      "**The agent's answer**",
      '_The answer left out: the comment is full (300 characters)._',
      ...STEPS_OUT,
    ]);
    expect(small(401)).toEqual([
      ...HEAD,
      "**The agent's answer**",
      'A'.repeat(34),
      '_… The answer cut here: 266 more characters._',
      ...STEPS_OUT,
    ]);
  });

  it('the steps: what the answer leaves, less 80 around them', () => {
    // 780 - 80 - 200 - (300 + 40) - 80 = 80.
    expect(small(780)).toEqual([...HEAD, ...ANSWER, ...STEPS_OUT]);
    expect(small(781)).toEqual([...HEAD, ...ANSWER, ...STEPS_IN]);
  });

  it('a plan: what the answer leaves, less its title twice and 80 around it; the steps get what is left', () => {
    // 782 - 80 - 200 - (300 + 40) - (1 + 1 + 80) = 80.
    const plans = (...body: string[]) => [
      '**Plans**',
      '<details><summary>P</summary>',
      ...body,
      '</details>',
    ];
    expect(small(782, 200)).toEqual([
      ...HEAD,
      ...ANSWER,
      ...plans('_The plan "P" left out: the comment is full (200 characters)._'),
      ...STEPS_OUT,
    ]);
    expect(small(783, 200)).toEqual([
      ...HEAD,
      ...ANSWER,
      ...plans('B'.repeat(32), '_… The plan "P" cut here: 168 more characters._'),
      ...STEPS_OUT,
    ]);
    // A plan without a title is "Plan", in its fold and in its note: 4 + 4 + 80 around it.
    const untitled = (limit: number) =>
      renderReport(
        only({
          run: run({ title: 'T', started_at: null, request_usage: undefined, session_link: undefined }),
          conversation: steps([
            {
              id: 's0',
              description: 'S0',
              messages: [say('assistant', { type: 'text', text: 'A'.repeat(300) })],
              steps: [],
            },
          ]),
          artifacts: [{ type: 'PLAN', title: '', content: 'B'.repeat(200) }],
        }),
        limit,
      ).split('\n\n');
    const untitledPlan = (...body: string[]) => [
      '**Plans**',
      '<details><summary>Plan</summary>',
      ...body,
      '</details>',
    ];
    expect(untitled(788)).toEqual([
      ...HEAD,
      ...ANSWER,
      ...untitledPlan('_The plan "Plan" left out: the comment is full (200 characters)._'),
      ...STEPS_OUT,
    ]);
    expect(untitled(789)).toEqual([
      ...HEAD,
      ...ANSWER,
      ...untitledPlan('B'.repeat(29), '_… The plan "Plan" cut here: 171 more characters._'),
      ...STEPS_OUT,
    ]);
    // 1080 - 80 - 200 - 340 - (200 + 82) - 80 = 84: room for the steps after the whole plan.
    expect(small(1080, 200)).toEqual([...HEAD, ...ANSWER, ...plans('B'.repeat(200)), ...STEPS_IN]);
  });

  it('cuts the whole report when even the notes do not fit', () => {
    expect(small(276)).toEqual([
      ...HEAD,
      "**The agent's answer**",
      '_The answer left out: the comment is full (300 characters)._',
      ...STEPS_OUT,
    ]);
    expect(small(275)).toEqual([
      ...HEAD,
      "**The agent's answer**",
      '_The answer left out: the comment is full (300 characters)._',
      '<details><summary>Steps (1)</summary>',
      '_The steps left out: ',
      '_… The report cut here: 48 more characters._',
    ]);
  });
});

describe('the comment and the job summary', () => {
  const answer = (text: string) =>
    only({
      conversation: steps([{ id: 's', messages: [say('assistant', { type: 'text', text })], steps: [] }]),
    });

  it('the comment: the report, finished by the caller, in the room the marker leaves, then the marker', () => {
    const input = answer('x'.repeat(70_000));
    const marker = `<!-- ${'m'.repeat(1_000)} -->`;
    const body = renderComment(input, marker, (report) => report.replace(/x/g, 'y'));
    expect(body).toBe(`${renderReport(input, 65_536 - 1_009 - 2).replace(/x/g, 'y')}\n\n${marker}`);
    expect(body.length).toBe(65_432);
    // A short marker leaves the report its usual limit; without a finish, the report as it is.
    const short = renderComment(input, '<!-- m -->');
    expect(short).toBe(`${renderReport(input)}\n\n<!-- m -->`);
    expect(short.length).toBe(64_908);
  });

  it('the job summary: a million characters of a one-byte answer', () => {
    const summary = renderJobSummary(answer('x'.repeat(1_200_000)));
    expect(summary).toBe(renderReport(answer('x'.repeat(1_200_000)), 1_000_000));
    expect(summary.length).toBe(999_895);
  });

  it('the job summary: a report of exactly 1 MiB is kept as it is', () => {
    const fixed = Buffer.byteLength(renderReport(answer('x')), 'utf8') - 1;
    const room = 1_048_576 - fixed;
    const input = answer(`${'é'.repeat(Math.floor(room / 2))}${room % 2 ? 'x' : ''}`);
    const summary = renderJobSummary(input);
    expect(Buffer.byteLength(summary, 'utf8')).toBe(1_048_576);
    expect(summary).toBe(renderReport(input, 1_000_000));
  });

  it('the job summary: three-byte text cut until it fits in 1 MiB of UTF-8', () => {
    const input = answer('漢'.repeat(400_000));
    const summary = renderJobSummary(input);
    // 1,000,000 characters are ~3 MB: the limit is scaled to 1 MiB and less 1,024 for the rest, until it fits.
    expect(Buffer.byteLength(summary, 'utf8')).toBe(1_045_405);
    expect(summary).toBe(renderReport(input, 348_845));
  });
});
