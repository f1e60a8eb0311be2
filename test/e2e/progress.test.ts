/**
 * Live progress, end to end: the bundle follows a run whose timeline grows and whose conversation steps appear
 * over its life. The tracking comment's successive bodies show the steps appearing in order, then the final
 * report; progress is read no more often than `progress-interval-seconds`; nothing is edited after the final
 * report; secrets an agent step carries appear nowhere.
 */
import { describe, expect, it } from 'vitest';
import type { ConversationStep } from '../simulator/state.ts';
import { scaled } from '../../src/timing.ts';
import { API_KEY, eachWorld, prStep, type World } from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

/**
 * Virtual milliseconds for `s` seconds at the step's pace: the world's clock runs 10 times the action's figures (the
 * step waits them scaled, test/helpers/time-scale.ts, and the world's clock runs faster by as much).
 */
const paced = (s: number) => s * 10_000;

const TOKEN = `ghp_${'A1b2C3d4E5'.repeat(4)}`;

const step = (id: string, description: string, command?: string): ConversationStep => ({
  id,
  description,
  messages: [
    { role: 'user', content: [{ type: 'text', text: description }] },
    ...(command
      ? [
          {
            role: 'assistant' as const,
            content: [
              {
                type: 'action' as const,
                id: `a-${id}`,
                category: 'command',
                name: 'run_command',
                input: { command },
              },
            ],
          },
        ]
      : []),
  ],
  steps: [],
});

const TITLES = ['Read the failing test', 'Fix the parser', 'Run the test suite'];

/** The step titles a comment body's checklist shows, in order. */
const checklist = (body: string) =>
  [...body.matchAll(/^- (?:✓ |⏳ \*\*)([^*\n]+?)(?:\*\* \(in progress\))?$/gm)].map((m) => m[1]);

describe('live progress', () => {
  it('the comment shows the steps as they appear, then the final report; reads stay within the interval', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'CLAIMED', afterMs: paced(0.3) },
        { state: 'INPROGRESS', afterMs: paced(0.3) },
        { state: 'SUCCEEDED', afterMs: paced(30) },
      ],
      setup: { claimedToReadyMs: paced(0.1), sessionToAgentMs: paced(0.1) },
      // An event the action does not know, in the setup: the timeline is read until the agent starts (and when the
      // state changes), so one read sees it however late the first read comes on a loaded machine.
      events: [{ afterMs: paced(0.45), type: 'snapshot_uploaded' }],
      conversation: [
        { afterMs: 0, step: step('s1', TITLES[0]!) },
        { afterMs: paced(9), step: step('s2', TITLES[1]!) },
        // The agent's text carries the API key and a GitHub token: redacted wherever it goes.
        { afterMs: paced(18), step: step('s3', TITLES[2]!, `GH_TOKEN=${TOKEN} KEY=${API_KEY} npm test`) },
      ],
      finalMessage: 'The parser is fixed and the suite passes.',
      liveUsage: true,
      usage: { inference_cost: 1.5, inference_cost_usd: 0.02 },
    });
    const result = await prStep(world, { 'progress-interval-seconds': '10' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    const writes = world.gh.requests.filter(
      (r) => (r.method === 'POST' || r.method === 'PATCH') && /\/issues\/(2\/)?comments/.test(r.path),
    );
    const bodies = writes.map((w) => (w.body as { body: string }).body);
    // One comment: created once, then edited.
    expect(writes[0]!.method).toBe('POST');
    expect(writes.slice(1).every((w) => w.method === 'PATCH')).toBe(true);
    // The last write is the final report, and it is the only final one: nothing was edited after it.
    expect(bodies.at(-1)).toMatch(/^### ✅ Cloud agent run succeeded: /);
    expect(bodies.filter((b) => b.startsWith('### ✅'))).toHaveLength(1);
    // The first comment has the session placeholder or link, and the workflow run.
    expect(bodies[0]).toContain(
      '\n- **Workflow**: [the workflow run](https://github.com/acme/app/actions/runs/9001)\n',
    );
    // The session: in the facts that it will come, or among the first lines to follow it live.
    expect(bodies[0]).toMatch(
      /\n- \*\*Session\*\*: _the link appears here once the agent's session starts_\n|^### [^\n]+\n\n\*\*Follow live\*\*: \[the agent's session\]\(http/,
    );

    // While it worked, the checklist grew in order: every body shows a start of the steps, never fewer than before.
    const lists = bodies.slice(0, -1).map(checklist);
    for (const list of lists) expect(list).toEqual(TITLES.slice(0, list.length));
    const lengths = lists.map((l) => l.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    // At least two different steps were seen at work before the end.
    expect(new Set(lengths.filter((n) => n > 0)).size).toBeGreaterThanOrEqual(2);
    // The third step (at 18 s) is read at about 20 s, the run ends at about 31 s: a body shows it at work, its
    // command with the key and the token redacted.
    const working = bodies.find((b) => checklist(b).length === 3);
    expect(working).toContain('- ⏳ **Run the test suite** (in progress)');
    expect(working).toContain('GH_TOKEN=[redacted GitHub token] KEY=[redacted API key] npm test');
    // The lifecycle line names the machine and the agent, and the unknown event by its name.
    expect(
      bodies.some((b) => /\*\*Lifecycle:\*\* created 0s → claimed by a worker \d+s → machine ready/.test(b)),
    ).toBe(true);
    expect(bodies.some((b) => /→ `snapshot_uploaded` \d+s/.test(b))).toBe(true);
    // The final report keeps its form: the steps folded.
    expect(bodies.at(-1)).toContain('<details><summary>Steps (3)</summary>');

    // Progress reads: never two of a kind within 10 s (scaled, as the step waits it), and not more than the run's
    // length allows.
    const reads = (operation: string) =>
      world.sim.requests.filter((r) => r.operation === operation).map((r) => r.receivedAt);
    const conversations = reads('getRunConversation');
    const timelines = reads('getRunTimeline');
    const polls = reads('getRun');
    const interval = scaled(10_000);
    const span = result.endedAt - result.startedAt;
    // The final report reads the conversation once more (not a progress read).
    const progressConversations = conversations.slice(0, -1);
    for (const list of [progressConversations, timelines]) {
      for (let i = 1; i < list.length; i++)
        expect(list[i]! - list[i - 1]!).toBeGreaterThanOrEqual(0.95 * interval);
      expect(list.length).toBeLessThanOrEqual(1 + Math.floor(span / interval));
    }
    // Never more progress reads than state polls.
    expect(progressConversations.length).toBeLessThanOrEqual(polls.length);
    expect(timelines.length).toBeLessThanOrEqual(polls.length);

    // The log tells each step and lifecycle event once.
    for (const [i, title] of TITLES.entries()) {
      expect(result.log.split('\n').filter((l) => l.endsWith(`: step ${i + 1}: ${title}`))).toHaveLength(1);
    }
    expect(
      result.log
        .split('\n')
        .filter((l) => / run [\w-]+: event worker_container_ready: machine ready$/.test(l)),
    ).toHaveLength(1);

    // The key and the token appear nowhere: comments, log, summary, outputs.
    for (const text of [...bodies, result.everything]) expect(text).not.toContain(TOKEN);
    for (const body of bodies) expect(body).not.toContain(API_KEY.slice(3));
    // The key appears only in the command that masks it, before the first line.
    expect(result.everything.split('\n').filter((l) => l.includes(API_KEY.slice(3)))).toEqual([
      `::add-mask::${API_KEY}`,
    ]);
  }, 90_000);

  it('the log: the session link first, then each step one group with its detail inside, never nested; a hostile step inert', async () => {
    const hostile: ConversationStep = {
      id: 'h1',
      description: 'Fix \u001b[31mthe\u001b[0m parser\u001b]0;pwned\u0007',
      messages: [
        {
          role: 'assistant',
          content: [
            {
              type: 'text',
              text: `done\n::set-output name=result::pwned\n::add-mask::visible\n\u001b[2J##[error]boom`,
            },
          ],
        },
      ],
      steps: [],
    };
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'CLAIMED', afterMs: paced(0.3) },
        { state: 'INPROGRESS', afterMs: paced(0.3) },
        { state: 'SUCCEEDED', afterMs: paced(12) },
      ],
      conversation: [
        { afterMs: 0, step: step('s1', TITLES[0]!, 'npm test') },
        { afterMs: paced(1), step: hostile },
      ],
      finalMessage: 'Fixed.',
    });
    const result = await prStep(world, { 'progress-interval-seconds': '10' });
    expect(result.code).toBe(0);
    const lines = result.log.split('\n');
    const opens = lines.flatMap((l, i) => (l.startsWith('::group::') ? [i] : []));
    const closes = lines.flatMap((l, i) => (l === '::endgroup::' ? [i] : []));
    // One group a step, in order, each closed before the next opens: never nested.
    expect(opens.map((i) => lines[i]!.replace(/^::group::\[\d\d:\d\d\] run [\w-]+: /, ''))).toEqual([
      'step 1: Read the failing test',
      'step 2: Fix the parser',
    ]);
    expect(closes).toHaveLength(2);
    expect(opens[0]! < closes[0]! && closes[0]! < opens[1]! && opens[1]! < closes[1]!).toBe(true);
    // The detail inside: the first step's messages and its action; the second's text, its commands made inert.
    expect(lines.slice(opens[0]! + 1, closes[0])).toEqual([
      'user: Read the failing test',
      '→ run_command {"command":"npm test"}',
    ]);
    expect(lines.slice(opens[1]! + 1, closes[1])).toEqual([
      'assistant: done',
      '> ::set-output name=result::pwned',
      '> ::add-mask::visible',
      '# #[error]boom',
    ]);
    // The session link among the first lines, before the first group.
    const session = lines.findIndex((l) => / run [\w-]+: session https:\/\/\S+ \(follow it live\)$/.test(l));
    expect(session).toBeGreaterThan(-1);
    expect(session).toBeLessThan(opens[0]!);
    expect(lines[session]).toContain(result.outputs['session-link']!);
    // The comment, while the run works, has the session among its first lines; once it ended, in its facts.
    const bodies = world.gh.requests
      .filter((r) => (r.method === 'POST' || r.method === 'PATCH') && /\/issues\/(2\/)?comments/.test(r.path))
      .map((w) => (w.body as { body: string }).body);
    const linked = `**Follow live**: [the agent's session](${result.outputs['session-link']})`;
    expect(bodies.some((b) => b.split('\n\n')[1] === linked)).toBe(true);
    expect(bodies.at(-1)).not.toContain('Follow live');
    expect(bodies.at(-1)).toContain(
      `\n- **Session**: [open the session](${result.outputs['session-link']})\n`,
    );
    // No escape byte anywhere in the log; no workflow command but the action's own.
    expect(result.log).not.toContain('\u001b');
    expect(result.outputs).not.toHaveProperty('result');
    // Every workflow command in the log is the action's own: the key's mask and the groups.
    expect(new Set(lines.filter((l) => l.startsWith('::')).map((l) => /^::[\w-]+/.exec(l)![0]))).toEqual(
      new Set(['::add-mask', '::group', '::endgroup']),
    );
    expect(lines.filter((l) => l.startsWith('::add-mask::'))).toEqual([`::add-mask::${API_KEY}`]);
  }, 60_000);

  it('progress-interval-seconds 0: no timeline or conversation read while the run works', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: paced(0.5) },
        { state: 'SUCCEEDED', afterMs: paced(3) },
      ],
    });
    const result = await prStep(world, { 'progress-interval-seconds': '0' });
    expect(result.code).toBe(0);
    expect(world.sim.requests.filter((r) => r.operation === 'getRunTimeline')).toHaveLength(0);
    // Only the final report's read.
    expect(world.sim.requests.filter((r) => r.operation === 'getRunConversation')).toHaveLength(1);
  }, 60_000);
});

describe('a tracking comment deleted while the step follows the run', () => {
  it('the next edit finds it gone, says so, and posts the report anew: one comment, the final report, its url out', async () => {
    world.sim.script.run({
      timeline: [
        { state: 'QUEUED', afterMs: 0 },
        { state: 'INPROGRESS', afterMs: paced(0.3) },
        { state: 'SUCCEEDED', afterMs: paced(15) },
      ],
      finalMessage: 'Reviewed: nothing to change.',
    });
    // A maintainer deletes the comment as soon as it shows (as GitHub does: its reactions go with it).
    let gone: number | undefined;
    const deleting = (async () => {
      for (let i = 0; i < 2000 && gone === undefined; i++) {
        const [comment] = world.gh.state.commentsOf(2);
        if (comment) {
          world.gh.state.comments.delete(comment.id);
          gone = comment.id;
        } else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const result = await prStep(world, { 'progress-interval-seconds': '10' });
    await deleting;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(gone).toBeDefined();
    const [posted, ...more] = world.gh.state.commentsOf(2);
    expect(more).toEqual([]);
    expect(posted!.id).not.toBe(gone);
    expect(posted!.body).toMatch(/^### ✅ Cloud agent run succeeded: /);
    expect(posted!.body).toContain('Reviewed: nothing to change.');
    const url = (id: number) => `https://github.com/acme/app/pull/2#issuecomment-${id}`;
    expect(result.outputs['comment-url']).toBe(url(posted!.id));
    // The edit that found it gone, then a look for one posted again meanwhile, the create, and the look after it.
    const writes = world.gh.requests.filter((r) => /\/issues\/(2\/)?comments/.test(r.path));
    const at = writes.findIndex((r) => r.status === 404);
    expect(writes.slice(at, at + 4).map((r) => [r.operationId, r.status])).toEqual([
      ['issues/update-comment', 404],
      ['issues/list-comments', 200],
      ['issues/create-comment', 201],
      ['issues/list-comments', 200],
    ]);
    expect(writes.filter((r) => r.status === 404)).toHaveLength(1);
    expect(writes.filter((r) => r.operationId === 'issues/create-comment')).toHaveLength(2);
    expect(result.log).toContain(
      `the tracking comment ${url(gone!)} is gone (deleted): posting the report as a new comment`,
    );
    expect(result.log).not.toContain('could not write the tracking comment');
  });
});
