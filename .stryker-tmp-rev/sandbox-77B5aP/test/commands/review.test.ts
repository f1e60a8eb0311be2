/**
 * `command: review` in process (src/commands/review.ts) on the simulator and the fake GitHub: what asks for a review
 * and what does not, the review posted (inline, outside, listed), the 422 fall-back, a re-run, the check, the next push
 * (range, open and declined findings, threads resolved), the rules at the base, `fix` on a thread, and a failure of
 * GitHub's GraphQL API.
 */
import { describe, expect, it } from 'vitest';
import { reviewCommand, type ReviewOptions, type ReviewReport } from '../../src/commands/review.ts';
import { fingerprint } from '../../src/flow/review.ts';
import type { ReviewCommandInputs, ReviewInputs } from '../../src/inputs.ts';
import { decodeMarker } from '../../src/render/marker.ts';
import { API_KEY, MARKER_KEY } from '../e2e/setup.ts';
import { commandWorld, payload } from '../helpers/command-world.ts';
import { inputs as startInputs } from '../helpers/inputs.ts';

const world = commandWorld();

const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const HEAD2 = 'b'.repeat(40);
const PATCH = '@@ -10,3 +10,4 @@\n   const a = 1;\n-  return a;\n+  const b = a;\n+  return b;\n }';

const inputs = (review: Partial<ReviewInputs> = {}, prompt = ''): ReviewCommandInputs => ({
  ...startInputs({ prompt }),
  command: 'review',
  apiKey: API_KEY,
  baseUrl: world.sim.url,
  review: {
    ignore: ['*.png', '*.lock'],
    maxComments: 10,
    minSeverity: 'nit',
    failOn: 'none',
    rulesFrom: 'base',
    checkName: 'cloud-agent / review',
    ...review,
  },
});

const finding = (over: Record<string, unknown> = {}) => ({
  path: 'src/a.ts',
  line: 11,
  severity: 'important',
  title: 'A problem',
  body: 'Why.',
  confidence: 0.5,
  ...over,
});
const result = (findings: unknown[], head = HEAD, resolved: string[] = []) => ({
  summary: 'Sums.',
  verdict: findings.length ? 'needs-changes' : 'correct',
  reviewed_head: head,
  findings,
  resolved,
});
const ended = (file: unknown) => ({
  timeline: [{ state: 'SUCCEEDED' as const, afterMs: 0 }],
  result: { file },
});

function seed(files = [{ filename: 'src/a.ts', patch: PATCH }]): void {
  world.gh.state.pushHead(2, HEAD, files);
}

const event = (action = 'opened') =>
  world.step({ eventName: 'pull_request', payload: payload('pull_request', action) });
const reviews = () => world.gh.state.reviewsOf(2);
const runs = () => world.sim.requests.filter((r) => r.operation === 'createRun');

async function review(step = event(), given = inputs(), options: ReviewOptions = { post: true }) {
  await reviewCommand(step, given, options);
  return step;
}

describe('what asks for a review', () => {
  it('not a pull request, an event that does not ask, a closed or draft pull request, only ignored files: nothing', async () => {
    const issue = world.step({ eventName: 'issues', payload: payload('issues', 'opened') });
    await review(issue);
    expect(issue.host.lines).toEqual(['the issues event is not about a pull request: nothing to review']);
    const closed = await review(event('closed'));
    expect(closed.host.lines).toEqual([
      'the pull_request (closed) event does not ask for a review: nothing to do',
    ]);
    world.gh.state.issue(2)!.state = 'closed';
    expect((await review()).host.lines).toEqual(['not reviewing pull request #2: it is closed']);
    world.gh.state.issue(2)!.state = 'open';
    world.gh.state.issue(2)!.pull!.draft = true;
    expect((await review()).host.lines).toEqual([
      'not reviewing pull request #2: it is a draft (a comment `@cloud-agent review` asks for a review of a draft)',
    ]);
    world.gh.state.issue(2)!.pull!.draft = false;
    seed([
      { filename: 'a.png', patch: undefined as unknown as string },
      { filename: 'yarn.lock', patch: '@@ -1 +1 @@\n-a\n+b' },
    ]);
    expect((await review()).host.lines).toEqual([
      'not reviewing pull request #2: every changed file matches review-ignore (2 files)',
    ]);
    expect(runs()).toEqual([]);
  });

  it("an author without allowed-permissions: reviewed only on a writer's request, unless untrusted authors are allowed", async () => {
    seed();
    world.gh.state.setPermission('Codertocat', 'read');
    expect((await review()).host.lines).toEqual([
      'not reviewing pull request #2: @Codertocat has read permission; write, maintain, admin is needed; a pull request by an author without write, maintain, admin permission is reviewed when a writer comments `@cloud-agent review`',
    ]);
    world.sim.script.run(ended(result([])));
    const open = inputs();
    open.conversation.allowUntrustedAuthors = true;
    await review(event(), open);
    expect(runs()).toHaveLength(1);
  });

  it('needs a GitHub token', async () => {
    const s = world.step({ github: false });
    await expect(reviewCommand(s, inputs(), { post: true })).rejects.toThrow(
      'is required by command "review": the pull request is read from GitHub',
    );
  });
});

describe('the review', () => {
  it('posts inline what its hunk holds, the rest in the body; outputs; the check; the report to a host that shows it', async () => {
    seed();
    const findings = [
      finding({ title: 'In', line: 11 }),
      finding({ title: 'Out', line: 30, severity: 'critical' }),
      finding({ title: 'Left', line: 11, side: 'LEFT' }),
      finding({ title: 'Nit', severity: 'nit', line: 12 }),
    ];
    world.sim.script.run(ended(result(findings)));
    let reported: ReviewReport | undefined;
    const s = await review(event(), inputs({ failOn: 'critical' }), {
      post: true,
      reviewed: (r) => (reported = r),
    });
    const [posted] = reviews();
    expect(posted).toMatchObject({ commit_id: HEAD, state: 'COMMENTED' });
    expect(world.gh.state.reviewCommentsOf(2).map((c) => [c.path, c.line, c.side])).toEqual([
      ['src/a.ts', 11, 'RIGHT'],
      ['src/a.ts', 11, 'LEFT'],
    ]);
    expect(posted!.body).toContain(
      '**Verdict: needs changes** · 4 findings (2 inline, 1 outside the diff, 1 listed)',
    );
    expect(s.host.outputs).toMatchObject({
      'reviewed-head': HEAD,
      verdict: 'needs-changes',
      'findings-count': '4',
      'review-url': `https://github.com/acme/app/pull/2#pullrequestreview-${posted!.id}`,
    });
    expect(world.gh.state.checkRuns.map((c) => [c.name, c.conclusion, c.output.title])).toEqual([
      ['cloud-agent / review', 'failure', '4 findings in ec26c3e'],
    ]);
    expect(reported!.url).toBe(s.host.outputs['review-url']);
    expect(reported!.plan.inline.map((p) => p.finding.title)).toEqual(['In', 'Left']);
    expect(s.host.lines).toContain(
      `posted the review of ec26c3e: 4 findings, 2 inline (${s.host.outputs['review-url']})`,
    );
  });

  it('not posting (a host that only shows it): no review, no check, no comment; the report and the outputs', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    let reported: ReviewReport | undefined;
    const s = await review(event(), inputs(), { post: false, reviewed: (r) => (reported = r) });
    expect(reviews()).toEqual([]);
    expect(world.gh.state.checkRuns).toEqual([]);
    expect(world.gh.state.commentsOf(2)).toEqual([]);
    expect(reported!.head).toBe(HEAD);
    expect(reported!.url).toBeUndefined();
    expect(s.host.outputs['findings-count']).toBe('1');
  });

  it('a host that only shows it (the command line) asks itself: a draft, an event that asks nothing, a head reviewed already', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    await review();
    expect(reviews()).toHaveLength(1);
    world.gh.state.issue(2)!.pull!.draft = true;
    world.sim.script.run(ended(result([finding({}), finding({ title: 'Another', line: 12 })])));
    let reported: ReviewReport | undefined;
    const s = await review(event('closed'), inputs(), { post: false, reviewed: (r) => (reported = r) });
    expect(runs()).toHaveLength(2);
    expect(reviews()).toHaveLength(1);
    // The finding open on its thread is not repeated; the new one is shown, with the printed text.
    expect(s.host.lines).toContain(
      '1 finding of the result is open on its thread or declined: not posted again',
    );
    expect(reported!.text).toBe(
      [
        '### Cloud agent review of `ec26c3e` (not posted)',
        '',
        '**Verdict: needs changes** · 1 finding (1 inline, 0 outside the diff, 0 listed)',
        '',
        'Sums.',
        '',
        '#### Inline',
        '',
        `- **important** \`src/a.ts:12\` Another · \`${fingerprint('src/a.ts', 'Another')}\``,
        '  Why.',
      ].join('\n'),
    );
  });

  it('a 422: posted once more with every finding in the body; a second 422 fails the step', async () => {
    seed();
    world.gh.faults.inject({ operationId: 'pulls/create-review', status: 422, times: 2 });
    world.sim.script.run(ended(result([finding({})])));
    await expect(review()).rejects.toThrow(
      'GitHub refused the review of ec26c3e with every finding in its body too (422)',
    );
    expect(reviews()).toEqual([]);
    // The check does not stay in progress.
    expect(world.gh.state.checkRuns.map((c) => [c.conclusion, c.output.title])).toEqual([
      ['failure', 'The review did not finish'],
    ]);
  });

  it('a re-run finds the review of the head and posts nothing; a result of another head is repaired', async () => {
    seed();
    world.sim.script.run({
      ...ended(result([finding({})], HEAD2)),
      followups: [{ result: { file: result([finding({})]) } }],
    });
    await review();
    expect(world.sim.requests.filter((r) => r.operation === 'createFollowup')).toHaveLength(1);
    const again = await review(event(), inputs());
    expect(reviews()).toHaveLength(1);
    expect(again.host.lines.at(-1)).toBe(
      `pull request #2 already has this action's review of ec26c3e (https://github.com/acme/app/pull/2#pullrequestreview-${reviews()[0]!.id}): nothing new is posted`,
    );
  });
});

describe('the next push', () => {
  it('incremental, open and declined findings not posted again, fixed and outdated threads resolved, the others left', async () => {
    seed();
    world.sim.script.run(
      ended(
        result([
          finding({ title: 'A', line: 11 }),
          finding({ title: 'B', line: 12 }),
          finding({ title: 'C', line: 13 }),
          finding({ title: 'D', line: 10 }),
        ]),
      ),
    );
    await review();
    const root = (title: string) =>
      world.gh.state
        .reviewCommentsOf(2)
        .find((c) => c.in_reply_to_id === undefined && c.body.includes(`: ${title}\n`))!;
    world.gh.state.addReviewComment({
      pull_number: 2,
      body: 'by design',
      user: 'octo-maintainer',
      in_reply_to_id: root('C').id,
    });
    world.gh.state.addReviewComment({
      pull_number: 2,
      body: 'ignore',
      user: 'stranger',
      in_reply_to_id: root('B').id,
    });
    world.gh.state.outdatedThreads.add(root('D').id);
    world.gh.state.pushHead(2, HEAD2, [{ filename: 'src/a.ts', patch: PATCH }]);
    world.gh.state.addCompare({ base: HEAD, head: HEAD2, files: [{ filename: 'src/a.ts', patch: PATCH }] });
    world.sim.script.run(
      ended(
        result(
          [finding({ title: 'B', line: 12 }), finding({ title: 'C', line: 13 }), finding({ title: 'E' })],
          HEAD2,
          [fingerprint('src/a.ts', 'A')],
        ),
      ),
    );
    const s = await review(event('synchronize'));
    const [, second] = reviews();
    expect(second!.body).toContain(
      'Incremental: the changes from `ec26c3e` to `bbbbbbb`, with the whole diff as context.',
    );
    // B is open on its thread (a stranger's "ignore" does not decline it), C declined by a writer: only E is new.
    expect(
      world.gh.state
        .reviewCommentsOf(2)
        .filter((c) => c.review_id === reviews()[1]!.id)
        .map((c) => c.body.split('\n')[0]),
    ).toEqual(['**important**: E']);
    expect(s.host.lines).toContain(
      '2 findings of the result are open on their thread or declined: not posted again',
    );
    // A (reported fixed) and D (outdated) resolved; B and C have replies by people: left alone.
    expect([...world.gh.state.resolvedThreads.keys()].sort()).toEqual([root('A').id, root('D').id].sort());
    const prompt = (JSON.parse(runs()[1]!.body) as { prompt: string }).prompt;
    expect(prompt).toContain(
      `- ${fingerprint('src/a.ts', 'C')} src/a.ts:13: important: C [declined: do not raise it again]`,
    );
    expect(prompt).toContain(
      `- ${fingerprint('src/a.ts', 'B')} src/a.ts:12: important: B\n    reply by @stranger: ignore`,
    );
  });

  it('after a review without findings (no review posted), the tracking comment records the head: the next is incremental', async () => {
    seed();
    world.sim.script.run(ended(result([])));
    await review();
    expect(reviews()).toEqual([]);
    const [tracking] = world.gh.state.commentsOf(2);
    expect(decodeMarker(tracking!.body, MARKER_KEY)!.reviewed).toBe(HEAD);
    expect(tracking!.body).toContain('No findings in ec26c3e: no review was posted.');
    world.gh.state.pushHead(2, HEAD2, [{ filename: 'src/a.ts', patch: PATCH }]);
    world.gh.state.addCompare({ base: HEAD, head: HEAD2, files: [{ filename: 'src/a.ts', patch: PATCH }] });
    world.sim.script.run(ended(result([finding({})], HEAD2)));
    await review(event('synchronize'));
    expect(reviews()[0]!.body).toContain(
      'Incremental: the changes from `ec26c3e` to `bbbbbbb`, with the whole diff as context.',
    );
  });

  it("threads GitHub's GraphQL API cannot list: a warning, and the review goes on", async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    // The identity is looked up (and kept) first: the next GraphQL request is the threads'.
    const s = world.step();
    await s.repository!.self();
    world.gh.faults.inject({ operationId: 'graphql', status: 502 });
    await review(s);
    expect(s.host.lines.some((l) => l.startsWith('warning: could not read the review threads ('))).toBe(true);
    expect(reviews()).toHaveLength(1);
  });
});

describe('a comment', () => {
  const comment = (
    body: string,
    kind: 'issue' | 'review' = 'issue',
    user = 'Codertocat',
    replyTo?: number,
  ) => {
    if (kind === 'issue') {
      const e = payload('issue_comment', 'created');
      e.issue.number = 2;
      e.issue.pull_request = { url: 'https://api.github.com/repos/acme/app/pulls/2' };
      e.comment.body = body;
      e.comment.user.login = user;
      return world.step({ eventName: 'issue_comment', payload: e });
    }
    const reply = world.gh.state.addReviewComment({
      pull_number: 2,
      body,
      user,
      ...(replyTo ? { in_reply_to_id: replyTo } : {}),
    });
    const e = payload('pull_request_review_comment', 'created');
    e.comment.id = reply.id;
    e.comment.body = body;
    e.comment.user.login = user;
    e.comment.user.type = 'User';
    return world.step({ eventName: 'pull_request_review_comment', payload: e });
  };

  it('"fix" outside a thread the review opened is a plain request; a bot is ignored', async () => {
    const plain = await review(comment('@cloud-agent fix the docs'));
    expect(plain.host.lines).toEqual([
      '"@cloud-agent fix" is a verb of the review only as a reply on a thread it opened: this comment is a plain request, for the run command',
    ]);
    seed();
    const elsewhere = await review(comment('@cloud-agent fix it', 'review'));
    expect(elsewhere.host.lines.at(-1)).toBe(
      '"@cloud-agent fix" is a verb of the review only on a thread it opened: this comment is a plain request, for the run command',
    );
    const bot = await review(comment('@cloud-agent review', 'issue', 'renovate[bot]'));
    expect(bot.host.lines).toEqual(['not reviewing: @renovate[bot] is a bot that is not in allowed-bots']);
    expect(runs()).toEqual([]);
  });

  it('"fix" outside a thread the review opened goes to `elsewhere` when given (command auto: the conversation), once', async () => {
    seed();
    const handed: string[] = [];
    const step = await review(comment('@cloud-agent fix it', 'review'), inputs(), {
      post: true,
      elsewhere: async () => {
        handed.push('conversation');
      },
    });
    expect(step.host.lines.at(-1)).toBe(
      '"@cloud-agent fix" is a verb of the review only on a thread it opened: this comment is a plain request, for the conversation',
    );
    expect(handed).toEqual(['conversation']);
    expect(runs()).toEqual([]);
  });

  it('"review full" asks a full review even after an earlier one', async () => {
    seed();
    world.sim.script.run(ended(result([finding({})])));
    await review();
    world.gh.state.pushHead(2, HEAD2, [{ filename: 'src/a.ts', patch: PATCH }]);
    world.gh.state.addCompare({ base: HEAD, head: HEAD2, files: [{ filename: 'src/a.ts', patch: PATCH }] });
    world.sim.script.run(ended(result([finding({ title: 'Other' })], HEAD2)));
    await review(comment('@cloud-agent review full'));
    expect(reviews()[1]!.body).toContain(
      'A full review of `bbbbbbb`, as asked (the last review was of `ec26c3e`).',
    );
  });

  it('"fix" on a review thread continues its run; on a fork the thread is told why not', async () => {
    seed();
    world.sim.script.run(ended(result([finding({ title: 'Off' })])));
    const first = await review();
    const runId = first.host.outputs['run-id']!;
    const rootId = world.gh.state.reviewCommentsOf(2)[0]!.id;
    await review(comment('@cloud-agent fix', 'review', 'Codertocat', rootId));
    const [followup] = world.sim.requests.filter((r) => r.operation === 'createFollowup');
    expect(followup!.path).toBe(`/api/v1/agent/runs/${runId}/followups`);
    expect(JSON.parse(followup!.body).message).toBe(
      `Fix the finding ${fingerprint('src/a.ts', 'Off')} of your review of pull request #2 (src/a.ts:11): important: Off\nPush the fix as a new commit to the pull request's branch changes (its head is ${HEAD}).`,
    );
    world.gh.state.issue(2)!.pull!.head.repo = 'outsider/app';
    const fork = await review(comment('@cloud-agent fix', 'review', 'Codertocat', rootId));
    expect(fork.host.lines).toContain('pull request #2 comes from a fork: the agent cannot push a fix to it');
    expect(world.sim.requests.filter((r) => r.operation === 'createFollowup')).toHaveLength(1);
  });
});

describe('the rules', () => {
  it('read at the head when asked: a changed rule file applied as changed', async () => {
    seed([
      { filename: 'src/a.ts', patch: PATCH },
      { filename: 'REVIEW.md', patch: '@@ -1 +1 @@\n-x\n+y' },
    ]);
    world.gh.state.setContent(HEAD, 'REVIEW.md', 'y');
    world.sim.script.run(ended(result([finding({})])));
    await review(event(), inputs({ rulesFrom: 'head' }));
    expect((JSON.parse(runs()[0]!.body) as { prompt: string }).prompt).toContain(
      '~~~~text rules\nfile: REVIEW.md\ny\n~~~~',
    );
    expect(reviews()[0]!.body).toContain(
      'Rules applied (read at the head): `REVIEW.md`. Changed by this pull request and applied as changed (review-rules-from: head): `REVIEW.md`.',
    );
  });
});
